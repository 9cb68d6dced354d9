import type { BuildingType, Environment } from '../data/options';

/**
 * What a place has that some rumors and events need: rooms to let, drink poured, a kitchen whose
 * smells drift out, customers who can be refused, a sign over the door, a hall a choir fits in.
 */
export const PLACE_FEATURES = ['rooms', 'drink', 'kitchen', 'customers', 'sign', 'hall'] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number];

/** A building type a rumor or mundane event may name, how often talk turns to it, and what it has. */
export type TownPlace = { readonly type: BuildingType; readonly weight: number; readonly has: readonly PlaceFeature[] };

const TRADE: readonly PlaceFeature[] = ['customers', 'sign'];

/**
 * The buildings rumors and everyday events happen at. Every one has walls, a roof, a door and a
 * cellar, as the rows assume; open places (a market, the docks) and homes are left out.
 */
export const TOWN_PLACES: readonly TownPlace[] = [
  { type: 'Tavern', weight: 6, has: ['rooms', 'drink', 'kitchen', 'customers', 'sign', 'hall'] },
  { type: 'Inn', weight: 5, has: ['rooms', 'drink', 'kitchen', 'customers', 'sign', 'hall'] },
  { type: 'Bakery', weight: 3, has: ['kitchen', ...TRADE] },
  { type: 'General Store', weight: 3, has: TRADE },
  { type: 'Blacksmith', weight: 3, has: TRADE },
  { type: 'Butcher', weight: 2, has: TRADE },
  { type: 'Brewery', weight: 2, has: ['drink', ...TRADE] },
  { type: 'Tailor', weight: 2, has: TRADE },
  { type: 'Barber', weight: 2, has: TRADE },
  { type: 'Herbalist', weight: 2, has: TRADE },
  { type: 'Stables', weight: 2, has: TRADE },
  { type: 'Mill', weight: 2, has: ['customers'] },
  { type: 'Temple', weight: 3, has: ['hall'] },
  { type: 'Bathhouse', weight: 2, has: TRADE },
  { type: 'Theater', weight: 2, has: ['customers', 'sign', 'hall'] },
  { type: 'Guild Hall', weight: 2, has: ['sign', 'hall'] },
  { type: 'Warehouse', weight: 2, has: [] },
  { type: 'Cobbler', weight: 1, has: TRADE },
  { type: 'Candlemaker', weight: 1, has: TRADE },
  { type: 'Potter', weight: 1, has: TRADE },
  { type: 'Leatherworker', weight: 1, has: TRADE },
  { type: 'Carpenter', weight: 1, has: TRADE },
  { type: 'Tannery', weight: 1, has: TRADE },
  { type: 'Alchemist', weight: 1, has: TRADE },
  { type: 'Bookseller', weight: 1, has: TRADE },
  { type: 'Jeweler', weight: 1, has: TRADE },
  { type: 'Bank', weight: 1, has: TRADE },
  { type: 'Shrine', weight: 1, has: [] },
  { type: 'Library', weight: 1, has: ['hall'] },
  { type: 'Guard Post', weight: 1, has: [] },
  { type: 'Noble Estate', weight: 1, has: ['kitchen', 'hall'] },
];

/** Places that belong to the town, a temple or a guild: nobody buys, sells or wins them. */
export const PUBLIC_PLACES: readonly BuildingType[] = [
  'Temple',
  'Shrine',
  'Library',
  'Guild Hall',
  'Guard Post',
  'Barracks',
  'Market',
  'Docks',
  'Graveyard',
  'Park',
  'Town Square',
];

/** Places in the open air, with no walls, back room or cellar. */
export const OPEN_PLACES: readonly BuildingType[] = ['Market', 'Docks', 'Graveyard', 'Park', 'Town Square'];

/**
 * The context tags of a named place: its type, `no-<feature>` for each feature it lacks, `public`
 * for a place nobody owns and `open-place` for one without walls, so rows that need a feature
 * (`excludes: ['no-rooms']`), a walled or saleable place, or another type (`excludes: ['Bakery']`)
 * stay out. A place named by description has no tags and may draw every row.
 */
export function placeTags(place: TownPlace): string[] {
  return [
    place.type,
    ...PLACE_FEATURES.filter((feature) => !place.has.includes(feature)).map((feature) => `no-${feature}`),
    ...(PUBLIC_PLACES.includes(place.type) ? ['public'] : []),
    ...(OPEN_PLACES.includes(place.type) ? ['open-place'] : []),
  ];
}

/**
 * The tags of a workplace of any type, as `placeTags` gives them: a type rumors do not name on
 * their own (an armorer's, the docks) has the customers and sign of a trade, or nothing when open.
 */
export function buildingTags(type: BuildingType): string[] {
  const known = TOWN_PLACES.find((p) => p.type === type);
  return placeTags(known ?? { type, weight: 1, has: OPEN_PLACES.includes(type) ? [] : TRADE });
}

/** Environments of the town rumors and events are told in: where roofs, rain, mud and harvests all make sense. */
export const TOWN_ENVIRONMENTS: readonly { environment: Environment; weight: number }[] = [
  { environment: 'Grassland', weight: 4 },
  { environment: 'Forest', weight: 3 },
  { environment: 'Hill', weight: 3 },
  { environment: 'Coastal', weight: 3 },
  { environment: 'Mountain', weight: 2 },
  { environment: 'Swamp', weight: 1 },
];

/** How often a rumor names its subject, its place, both or neither (townsfolk by description). */
export const RUMOR_MENTIONS: readonly { subject: boolean; place: boolean; weight: number }[] = [
  { subject: true, place: true, weight: 35 },
  { subject: true, place: false, weight: 25 },
  { subject: false, place: true, weight: 15 },
  { subject: false, place: false, weight: 25 },
];

/** Chances that a mundane event names its place, and its person when it has one (else both are described). */
export const EVENT_MENTIONS = { place: 0.7, person: 0.75 } as const;
