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

/** Accepts either a Decks (the short form) or the options object. */
export function characterTextOptions(options: Decks | CharacterTextOptions | undefined): CharacterTextOptions {
  return options instanceof Decks ? { decks: options } : (options ?? {});
}

/** The template context of a character-detail expansion. */
export function characterContext(
  options: CharacterTextOptions,
  extra: Pick<TemplateContext, 'tags' | 'vars'> = {},
): TemplateContext {
  return { decks: options.decks, adjectives: options.adjectives ?? false, facts: options.facts, ...extra };
}
