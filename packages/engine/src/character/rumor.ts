import type { Rng } from '../core/rng';
import { expand, expandRich } from '../core/template';
import type { TextComponent } from '../text/rich-text';
import { characterContext, type CharacterTextOptions } from './character-text';
import { RUMOR_GRAMMAR } from './rumor-tables';

/** Options of a rumor: whom and where it is about (a link segment or plain text), else described townsfolk. */
export type RumorOptions = CharacterTextOptions & {
  /** The person the rumor is about, e.g. {text: 'Mira Hollowell', type: 'npc-x.3'}. */
  subject?: TextComponent | string;
  /** The building the rumor is about, e.g. a building link segment. */
  place?: TextComponent | string;
  /** Tags of a named place (`placeTags` of `town-places.ts`): claims it cannot fit stay out. */
  placeTags?: readonly string[];
};

/**
 * A rumor: who spreads it, what it claims and how true it is. A given subject or place is
 * always mentioned, as its own segment; otherwise people and places are named by description
 * ("the cooper's eldest", "the old tannery"). Deterministic per stream and options.
 */
export function generateRumor(rng: Rng, options: RumorOptions = {}): TextComponent[] {
  const base = characterContext(options);
  const subject = options.subject ?? expand(rng.fork('subject'), RUMOR_GRAMMAR, '{townPerson}', base);
  const place = options.place ?? expand(rng.fork('place'), RUMOR_GRAMMAR, '{townHouse}', base);
  const tags = new Set<string>(options.placeTags ?? []);
  if (options.subject !== undefined) tags.add('subject-given');
  if (options.place !== undefined) tags.add('place-given');
  return expandRich(rng.fork('rumor'), RUMOR_GRAMMAR, '{rumor}', { ...base, tags, vars: { subject, place } });
}
