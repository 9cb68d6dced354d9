import { Facts } from '../core/table';
import type { Rng } from '../core/rng';
import { expand, expandRich } from '../core/template';
import type { TextComponent } from '../text/rich-text';
import { characterContext, type CharacterTextOptions } from './character-text';
import { MUNDANE_EVENT_GRAMMAR } from './mundane-event-tables';

/** Options of a mundane event: where it happens and who is in it (link segments or text), else described. */
export type MundaneEventOptions = CharacterTextOptions & {
  /** The building the event happens at or near, e.g. a building link segment. */
  place?: TextComponent | string;
  /** Tags of a named place (`placeTags` of `town-places.ts`): events it cannot fit stay out. */
  placeTags?: readonly string[];
  /** The townsperson the event involves when it involves one, e.g. a person link segment. */
  person?: TextComponent | string;
};

/**
 * An everyday happening in a settlement (a cart stuck in the mud, a bakery's new roll, a lost
 * goat), at or near the given place, which then appears as its own segment. Many events involve
 * a person: the given one (as its own segment) or a described townsperson. Deterministic per
 * stream and options.
 */
export function generateMundaneEvent(rng: Rng, options: MundaneEventOptions = {}): TextComponent[] {
  const base = characterContext(options);
  // A place named by description says what it lacks ("the boarded-up house" has no regulars).
  const described = new Facts();
  const place =
    options.place ?? expand(rng.fork('place'), MUNDANE_EVENT_GRAMMAR, '{townHouse}', { ...base, facts: described });
  const who = options.person ?? expand(rng.fork('who'), MUNDANE_EVENT_GRAMMAR, '{townPerson}', base);
  return expandRich(rng.fork('event'), MUNDANE_EVENT_GRAMMAR, '{mundaneEvent}', {
    ...base,
    tags: new Set([...(options.placeTags ?? []), ...described.tags]),
    vars: { place, who },
  });
}
