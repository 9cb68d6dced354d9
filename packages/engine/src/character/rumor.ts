import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expand, expandRich } from '../core/template';
import type { TextComponent } from '../text/rich-text';
import { characterContext, factsPronouns, pronounsOf, type CharacterTextOptions } from './character-text';
import { RUMOR_GRAMMAR } from './rumor-tables';

/** Options of a rumor: whom and where it is about (a link segment or plain text), else described townsfolk. */
export type RumorOptions = CharacterTextOptions & {
  /** The person the rumor is about, e.g. {text: 'Mira Hollowell', type: 'npc-x.3'}. */
  subject?: TextComponent | string;
  /**
   * The given subject's gender, so the truth says "he" or "she" of them; when absent, the gender
   * of the person whose `facts` these are (a rumor on their own sheet), else "they".
   */
  subjectGender?: 'Male' | 'Female';
  /** The building the rumor is about, e.g. a building link segment. */
  place?: TextComponent | string;
  /** Tags of a named place (`placeTags` of `town-places.ts`): claims it cannot fit stay out. */
  placeTags?: readonly string[];
};

/**
 * A rumor: who spreads it, what it claims and how true it is. A given subject or place is
 * always mentioned, as its own segment; otherwise people and places are named by description
 * ("the cooper's eldest", "the old tannery"). The truth names the subject with their pronouns
 * (`$sThey`, `$sThem`, `$sTheir`...): "he" or "she" when their gender is known, else "they".
 * Deterministic per stream and options.
 */
export function generateRumor(rng: Rng, options: RumorOptions = {}): TextComponent[] {
  const base = characterContext(options);
  let subject = options.subject;
  let pronouns = pronounsOf(options.subjectGender);
  if (subject === undefined) {
    // A described townsperson: the words drawn ("the cooper's wife") may say who they are.
    const described = options.facts ? options.facts.with() : new Facts();
    subject = expand(rng.fork('subject'), RUMOR_GRAMMAR, '{townPerson}', { ...base, facts: described });
    pronouns = pronounsOf(
      described.has('person-male') ? 'male' : described.has('person-female') ? 'female' : undefined,
    );
  } else if (!options.subjectGender) {
    pronouns = factsPronouns(options.facts);
  }
  // A place named by description says what it lacks ("the boarded-up house" has no regulars), and
  // stands in a town of the person's size (no counting house in a hamlet).
  const placeFacts = new Facts([...(options.facts?.tags ?? [])].filter((t) => t.startsWith('town-')));
  const place =
    options.place ?? expand(rng.fork('place'), RUMOR_GRAMMAR, '{townHouse}', { ...base, facts: placeFacts });
  const tags = new Set<string>([...(options.placeTags ?? []), ...placeFacts.tags]);
  // A named place pours drink unless its tags say it has none; a described one says so itself.
  if (options.placeTags && !options.placeTags.includes('no-drink')) tags.add('serves-drink');
  if (options.subject !== undefined) tags.add('subject-given');
  if (options.place !== undefined) tags.add('place-given');
  const vars = {
    subject,
    place,
    sThey: pronouns.they,
    sThem: pronouns.them,
    sTheir: pronouns.their,
    sThemselves: pronouns.themselves,
    sAre: pronouns.are,
    sHave: pronouns.have,
    sWere: pronouns.were,
  };
  return expandRich(rng.fork('rumor'), RUMOR_GRAMMAR, '{rumor}', { ...base, tags, vars });
}
