import type { LocationType } from '../data/options';

/**
 * What each kind of place is, before any words are drawn: the tags its text rows are filtered by
 * and who nearby might know it best.
 * - `under`: below ground, out of the weather; `built`: made by hands; `water`: on or by water;
 *   `open`: under the sky; `sacred`: holy or haunted ground; `graves`: the dead lie there;
 *   `heights`: reached by climbing; `wild`: untended country; `enclosed`: it has an inside, a way
 *   in and rooms or passages (a cave, a tower), unlike a cairn, a crossroads or a field.
 * - `states`: whether someone still lives or keeps watch there (`occupied`) or not (`abandoned`),
 *   weighted.
 */
export type LocationFacts = {
  tags: readonly string[];
  states: Readonly<Partial<Record<LocationState, number>>>;
  /** Jobs of the townsfolk who know the place best (they appear in its history). */
  witnesses: readonly string[];
};

export const LOCATION_STATES = ['abandoned', 'occupied'] as const;
export type LocationState = (typeof LOCATION_STATES)[number];

const SCHOLARS = ['Archivist', 'Librarian', 'Cartographer', 'Surveyor'];
const COUNTRY_FOLK = ['Herb gatherer', 'Courier', 'Town warden', 'Miller', 'Innkeeper'];
const HOLY_FOLK = ['Priest', 'Acolyte', 'Shrine keeper', 'Temple healer'];
const SEA_FOLK = ['Sailor', 'Dockhand', 'Smuggler', 'Harbormaster'];
const FIGHTING_FOLK = ['Soldier', 'Hired guard', 'Garrison captain', 'Watch sergeant'];
/** Who tells of any place in a hamlet when none of the place's own witnesses lives there. */
export const HAMLET_FOLK = ['Herb gatherer', 'Miller', 'Innkeeper'];

export const LOCATION_FACTS: Readonly<Record<LocationType, LocationFacts>> = {
  Cave: {
    tags: ['under', 'wild', 'enclosed'],
    states: { abandoned: 3, occupied: 1 },
    witnesses: [...COUNTRY_FOLK, 'Surveyor'],
  },
  Dungeon: {
    tags: ['under', 'built', 'enclosed'],
    states: { abandoned: 3, occupied: 1 },
    witnesses: [...SCHOLARS, ...FIGHTING_FOLK],
  },
  Ruin: { tags: ['built', 'open'], states: { abandoned: 1 }, witnesses: [...SCHOLARS, ...COUNTRY_FOLK] },
  Tower: {
    tags: ['built', 'open', 'heights', 'enclosed'],
    states: { abandoned: 3, occupied: 1 },
    witnesses: [...SCHOLARS, 'Town warden'],
  },
  Crypt: {
    tags: ['built', 'under', 'sacred', 'graves', 'enclosed'],
    states: { abandoned: 1 },
    witnesses: [...HOLY_FOLK, 'Gravekeeper'],
  },
  Mine: {
    tags: ['under', 'built', 'heights', 'enclosed'],
    states: { abandoned: 3, occupied: 1 },
    witnesses: ['Surveyor', 'Blacksmith', 'Town warden'],
  },
  Shipwreck: { tags: ['water', 'open'], states: { abandoned: 1 }, witnesses: SEA_FOLK },
  Camp: {
    tags: ['open', 'wild'],
    states: { abandoned: 1, occupied: 3 },
    witnesses: [...FIGHTING_FOLK, 'Courier', 'Town warden'],
  },
  Lair: {
    tags: ['wild', 'heights', 'enclosed'],
    states: { abandoned: 1, occupied: 4 },
    witnesses: ['Town warden', 'Herb gatherer', 'Hired guard'],
  },
  Grove: {
    tags: ['open', 'wild', 'sacred'],
    states: { abandoned: 2, occupied: 1 },
    witnesses: ['Herb gatherer', 'Herbalist', ...HOLY_FOLK],
  },
  Shrine: { tags: ['built', 'open', 'sacred'], states: { abandoned: 1, occupied: 1 }, witnesses: HOLY_FOLK },
  Bridge: {
    tags: ['built', 'open', 'water'],
    states: { abandoned: 1, occupied: 1 },
    witnesses: ['Courier', 'Town warden', 'Miller'],
  },
  Crossroads: { tags: ['open'], states: { abandoned: 1 }, witnesses: ['Courier', 'Innkeeper', 'Town warden'] },
  Lake: {
    tags: ['water', 'open', 'wild'],
    states: { abandoned: 1 },
    witnesses: ['Miller', 'Herb gatherer', 'Town warden'],
  },
  Island: {
    tags: ['water', 'open', 'wild'],
    states: { abandoned: 2, occupied: 1 },
    witnesses: [...SEA_FOLK, 'Town warden'],
  },
  Battlefield: { tags: ['open', 'graves'], states: { abandoned: 1 }, witnesses: [...FIGHTING_FOLK, 'Archivist'] },
  Castle: {
    tags: ['built', 'open', 'heights', 'enclosed'],
    states: { abandoned: 2, occupied: 1 },
    witnesses: [...FIGHTING_FOLK, 'Steward', 'Archivist'],
  },
  Monastery: {
    tags: ['built', 'open', 'sacred', 'enclosed'],
    states: { abandoned: 1, occupied: 1 },
    witnesses: [...HOLY_FOLK, 'Librarian'],
  },
  Oasis: {
    tags: ['water', 'open', 'wild'],
    states: { abandoned: 1, occupied: 1 },
    witnesses: ['Courier', 'Innkeeper', 'Herb gatherer'],
  },
  Portal: { tags: ['built', 'open', 'sacred'], states: { abandoned: 1 }, witnesses: [...SCHOLARS, 'Enchanter'] },
};
