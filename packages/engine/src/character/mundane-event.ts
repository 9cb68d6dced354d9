import { Facts } from '../core/table';
import type { Rng } from '../core/rng';
import { expand, expandRich } from '../core/template';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { characterContext, type CharacterTextOptions } from './character-text';
import type { BuildingType } from '../data/options';
import { MUNDANE_EVENT_GRAMMAR } from './mundane-event-tables';

/** The named places that have regulars: folk who drink, bathe, get shaved or buy bread there every day. */
export const REGULARS_PLACES: readonly BuildingType[] = ['Tavern', 'Inn', 'Bathhouse', 'Barber', 'Brewery', 'Bakery'];

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
  // The place's facts: what a named one is and lacks, what a described one says ("the
  // boarded-up house" has no regulars, "the counting house" is a bank). The person and every
  // spot named after it read them, so the place is never named a second time ("the steps of the
  // counting house" beside the counting house) and only a tavern-like place has regulars.
  const named = options.placeTags ?? [];
  const described = (base.facts ?? new Facts()).with([
    ...named,
    ...(named.some((tag) => REGULARS_PLACES.includes(tag as BuildingType)) ? ['regulars'] : []),
  ]);
  const place =
    options.place ?? expand(rng.fork('place'), MUNDANE_EVENT_GRAMMAR, '{townHouse}', { ...base, facts: described });
  const who =
    options.person ?? expand(rng.fork('who'), MUNDANE_EVENT_GRAMMAR, '{townPerson}', { ...base, facts: described });
  const draw = (fork: string) =>
    expandRich(rng.fork(fork), MUNDANE_EVENT_GRAMMAR, '{mundaneEvent}', {
      ...base,
      facts: described,
      vars: { place, who },
    });
  // A described person is drawn from the same words as the other townsfolk an event names: an
  // event that names the same one twice ("the pardoner and the pardoner are arguing") is drawn again.
  let event = draw('event');
  if (typeof who === 'string')
    for (let i = 2; i <= 6 && toPlainText(event).toLowerCase().split(who.toLowerCase()).length > 2; i++)
      event = draw(`event${i}`);
  return event;
}
