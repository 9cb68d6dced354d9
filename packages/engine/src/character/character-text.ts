import { Decks, type Facts } from '../core/table';
import type { TemplateContext } from '../core/template';

/** Options of the character-detail generators. */
export type CharacterTextOptions = {
  /** Shared across a batch so that tables deal without replacement. */
  decks?: Decks;
  /** Whether optional adjectives (`{?adj}`) appear; default false. */
  adjectives?: boolean;
  /**
   * The facts of the person described (`personFacts`): rows that would contradict them are not
   * drawn, and rows drawn add their implications for the person's later parts.
   */
  facts?: Facts;
};

/** The pronouns of a person: `they`, `them`, `their`, `themselves`, and the verbs that agree with `they`. */
export type Pronouns = Readonly<Record<'they' | 'them' | 'their' | 'themselves' | 'are' | 'have' | 'were', string>>;

const PRONOUNS: Readonly<Record<'male' | 'female' | 'unknown', Pronouns>> = {
  male: { they: 'he', them: 'him', their: 'his', themselves: 'himself', are: 'is', have: 'has', were: 'was' },
  female: { they: 'she', them: 'her', their: 'her', themselves: 'herself', are: 'is', have: 'has', were: 'was' },
  unknown: {
    they: 'they',
    them: 'them',
    their: 'their',
    themselves: 'themselves',
    are: 'are',
    have: 'have',
    were: 'were',
  },
};

/** The pronouns of a gender ('Male', 'female'...), or "they" when it is not known. */
export function pronounsOf(gender: string | undefined): Pronouns {
  const key = gender?.toLowerCase();
  return key === 'male' || key === 'female' ? PRONOUNS[key] : PRONOUNS.unknown;
}

/** The pronouns of the person whose facts these are: by their gender tag, else "they". */
export const factsPronouns = (facts: Facts | undefined): Pronouns =>
  pronounsOf(facts?.has('male') ? 'male' : facts?.has('female') ? 'female' : undefined);

/** Accepts either a Decks (the short form) or the options object. */
export function characterTextOptions(options: Decks | CharacterTextOptions | undefined): CharacterTextOptions {
  return options instanceof Decks ? { decks: options } : (options ?? {});
}

/**
 * The template context of a character-detail expansion. `{$they}`, `{$them}` and `{$their}` name
 * the person described: "he" or "she" when the facts know their gender, else "they".
 */
export function characterContext(
  options: CharacterTextOptions,
  extra: Pick<TemplateContext, 'tags' | 'vars'> = {},
): TemplateContext {
  const { they, them, their } = factsPronouns(options.facts);
  return {
    decks: options.decks,
    adjectives: options.adjectives ?? false,
    facts: options.facts,
    ...extra,
    vars: { they, them, their, ...extra.vars },
  };
}
