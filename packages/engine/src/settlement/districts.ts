import type { Grammar } from '../core/table';
import type { BuildingType, SettlementSize } from '../data/options';
import type { DistrictType, SettlementWater } from '../world/entities';

/** Sizes in order, for "at least a town" rules. */
export const SIZE_ORDER: readonly SettlementSize[] = ['Outpost', 'Hamlet', 'Village', 'Town', 'City', 'Metropolis'];
export const atLeast = (size: SettlementSize, least: SettlementSize): boolean =>
  SIZE_ORDER.indexOf(size) >= SIZE_ORDER.indexOf(least);

/** How many districts and named buildings a settlement of each size has (inclusive ranges). */
export const SIZE_PLAN: Readonly<
  Record<SettlementSize, { districts: readonly [number, number]; buildings: readonly [number, number] }>
> = {
  Outpost: { districts: [1, 2], buildings: [4, 7] },
  Hamlet: { districts: [2, 2], buildings: [10, 14] },
  Village: { districts: [3, 4], buildings: [26, 40] },
  Town: { districts: [4, 6], buildings: [90, 120] },
  City: { districts: [6, 8], buildings: [200, 280] },
  Metropolis: { districts: [8, 11], buildings: [310, 380] },
};

/**
 * When a district type fits a settlement: the smallest size that has one, whether it needs
 * water, how likely it is, and the purposes (purpose row tags) that make it likelier.
 */
export const DISTRICT_FIT: Readonly<
  Record<
    Exclude<DistrictType, 'Central'>,
    { least: SettlementSize; water?: boolean; weight: number; favored: readonly string[] }
  >
> = {
  Residential: { least: 'Hamlet', weight: 6, favored: ['farming'] },
  Commercial: { least: 'Village', weight: 4, favored: ['trade'] },
  Religious: { least: 'Village', weight: 2, favored: ['faith'] },
  Industrial: { least: 'Village', weight: 2, favored: ['industry'] },
  Port: { least: 'Village', water: true, weight: 3, favored: ['fishing', 'trade'] },
  Militaristic: { least: 'Village', weight: 1.5, favored: ['military'] },
  Administrative: { least: 'Town', weight: 2, favored: ['government'] },
  Theater: { least: 'Town', weight: 1.2, favored: ['learning'] },
  Tourism: { least: 'City', weight: 1.2, favored: ['faith', 'trade'] },
  Academic: { least: 'City', weight: 1.5, favored: ['learning'] },
};

/** Whether a district type can stand in a settlement of a size by water of a kind. */
export function districtFits(type: DistrictType, size: SettlementSize, water: SettlementWater): boolean {
  if (type === 'Central') return true;
  const fit = DISTRICT_FIT[type];
  return atLeast(size, fit.least) && (!fit.water || water !== 'none');
}

type Mix = readonly (readonly [BuildingType, number])[];

/**
 * The landmark a settlement's purpose stands on, by size class: a pilgrimage site has its shrine,
 * a holy city its temple, a garrison town its barracks, a city of learning its library. It stands
 * in the central district whatever else is drawn there.
 */
export const PURPOSE_LANDMARKS: Readonly<Record<string, Readonly<Record<'small' | 'middle' | 'large', BuildingType>>>> =
  {
    faith: { small: 'Shrine', middle: 'Temple', large: 'Temple' },
    military: { small: 'Guard Post', middle: 'Barracks', large: 'Barracks' },
    learning: { small: 'Library', middle: 'Library', large: 'Library' },
  };

/**
 * What stands in each district type: shops and notable buildings (weighted), the share of
 * homes among its buildings, and how densely it is built compared with a residential quarter.
 */
export const DISTRICT_MIX: Readonly<
  Record<DistrictType, { shops: Mix; notable: Mix; homes: number; density: number }>
> = {
  Central: {
    shops: [
      ['Tavern', 3],
      ['Inn', 3],
      ['General Store', 3],
      ['Bakery', 2],
      ['Butcher', 1],
      ['Barber', 1],
      ['Jeweler', 1],
      ['Bank', 1],
      ['Blacksmith', 1],
      ['Herbalist', 1],
      ['Tailor', 1],
    ],
    notable: [
      ['Town Square', 0],
      ['Temple', 2],
      ['Shrine', 1],
      ['Guard Post', 2],
      ['Guild Hall', 1],
      ['Market', 2],
      ['Library', 0.5],
    ],
    homes: 0.3,
    density: 1.3,
  },
  Residential: {
    shops: [
      ['Bakery', 3],
      ['Tavern', 2],
      ['General Store', 2],
      ['Butcher', 2],
      ['Cobbler', 1],
      ['Tailor', 1],
      ['Candlemaker', 1],
      ['Barber', 1],
      ['Brewery', 1],
    ],
    notable: [
      ['Shrine', 2],
      ['Park', 1],
      ['Guard Post', 1],
      ['Graveyard', 1],
    ],
    homes: 0.72,
    density: 1.2,
  },
  Religious: {
    shops: [
      ['Candlemaker', 3],
      ['Herbalist', 2],
      ['Bookseller', 1],
      ['Inn', 1],
      ['Bakery', 1],
    ],
    notable: [
      ['Temple', 4],
      ['Shrine', 3],
      ['Graveyard', 2],
      ['Library', 1],
      ['Park', 1],
    ],
    homes: 0.4,
    density: 0.8,
  },
  Commercial: {
    shops: [
      ['General Store', 3],
      ['Tailor', 2],
      ['Jeweler', 2],
      ['Cobbler', 2],
      ['Leatherworker', 2],
      ['Potter', 1],
      ['Glassblower', 1],
      ['Alchemist', 1],
      ['Magic Shop', 1],
      ['Bookseller', 1],
      ['Cartographer', 1],
      ['Bank', 1],
      ['Tavern', 2],
      ['Inn', 2],
      ['Bakery', 1],
      ['Butcher', 1],
      ['Barber', 1],
    ],
    notable: [
      ['Market', 3],
      ['Guild Hall', 2],
      ['Warehouse', 2],
      ['Guard Post', 1],
    ],
    homes: 0.3,
    density: 1.3,
  },
  Administrative: {
    shops: [
      ['Bank', 2],
      ['Bookseller', 1],
      ['Cartographer', 1],
      ['Tailor', 1],
      ['Inn', 1],
      ['Tavern', 1],
    ],
    notable: [
      ['Noble Estate', 3],
      ['Guild Hall', 2],
      ['Library', 1],
      ['Guard Post', 2],
      ['Park', 1],
    ],
    homes: 0.35,
    density: 0.8,
  },
  Militaristic: {
    shops: [
      ['Armorer', 3],
      ['Weaponsmith', 3],
      ['Fletcher', 2],
      ['Blacksmith', 2],
      ['Stables', 2],
      ['Tavern', 2],
      ['Leatherworker', 1],
    ],
    notable: [
      ['Barracks', 4],
      ['Guard Post', 3],
      ['Warehouse', 1],
      ['Graveyard', 0.5],
    ],
    homes: 0.35,
    density: 0.8,
  },
  Academic: {
    shops: [
      ['Bookseller', 4],
      ['Alchemist', 2],
      ['Cartographer', 2],
      ['Magic Shop', 2],
      ['Herbalist', 1],
      ['Candlemaker', 1],
      ['Tavern', 2],
      ['Inn', 1],
    ],
    notable: [
      ['Library', 5],
      ['Guild Hall', 1],
      ['Park', 1],
      ['Shrine', 1],
    ],
    homes: 0.4,
    density: 0.9,
  },
  Theater: {
    shops: [
      ['Tavern', 3],
      ['Inn', 2],
      ['Tailor', 2],
      ['Barber', 1],
      ['Jeweler', 1],
      ['Bakery', 1],
      ['Brewery', 1],
    ],
    notable: [
      ['Theater', 5],
      ['Bathhouse', 2],
      ['Park', 1],
    ],
    homes: 0.4,
    density: 1,
  },
  Tourism: {
    shops: [
      ['Inn', 4],
      ['Tavern', 3],
      ['Jeweler', 1],
      ['Cartographer', 1],
      ['Potter', 1],
      ['Glassblower', 1],
      ['Barber', 1],
      ['Stables', 1],
    ],
    notable: [
      ['Bathhouse', 3],
      ['Park', 2],
      ['Theater', 1],
      ['Shrine', 1],
    ],
    homes: 0.35,
    density: 1,
  },
  Industrial: {
    shops: [
      ['Blacksmith', 3],
      ['Carpenter', 2],
      ['Potter', 1],
      ['Glassblower', 1],
      ['Brewery', 2],
      ['Candlemaker', 1],
      ['Tavern', 2],
      ['Stables', 1],
    ],
    notable: [
      ['Mill', 3],
      ['Tannery', 3],
      ['Warehouse', 3],
      ['Guild Hall', 1],
    ],
    homes: 0.45,
    density: 1,
  },
  Port: {
    shops: [
      ['Tavern', 4],
      ['Inn', 2],
      ['General Store', 2],
      ['Shipwright', 3],
      ['Cartographer', 1],
      ['Butcher', 1],
      ['Carpenter', 1],
    ],
    notable: [
      ['Docks', 5],
      ['Warehouse', 4],
      ['Guard Post', 1],
      ['Shrine', 1],
    ],
    homes: 0.35,
    density: 1.1,
  },
};

const land = (text: string) => ({ text, excludes: ['Underwater'] });
const except = (text: string, ...tags: string[]) => ({ text, excludes: tags });

/**
 * District names by type ("Chandlers' Row", 'Harborside'). Rows require the district type and
 * read the water ('coast', 'river', 'none') and the environment; `$founder` is bound to a family
 * name of the settlement.
 */
export const DISTRICT_NAME_GRAMMAR = {
  districtName: [
    { text: '{cWord}', requires: ['Central'] },
    { text: "{$founder}'s Cross", requires: ['Central'] },
    { text: '{rWord} {rEnd}', requires: ['Residential'] },
    { text: "{$founder}'s {rEnd}", requires: ['Residential'] },
    { text: '{relWord}', requires: ['Religious'] },
    { text: '{comWord}', requires: ['Commercial'] },
    { text: '{admWord}', requires: ['Administrative'] },
    { text: '{milWord}', requires: ['Militaristic'] },
    { text: '{acaWord}', requires: ['Academic'] },
    { text: '{theWord}', requires: ['Theater'] },
    { text: '{touWord}', requires: ['Tourism'] },
    { text: '{indWord}', requires: ['Industrial'] },
    { text: '{portWord}', requires: ['Port'] },
  ],
  cWord: ['Old Town', 'The Crown', 'Market Cross', 'The Commons', land('Moot Hill'), 'First Stones', land('Wellside')],
  // Under the sea no ash trees, mills or thatch; the desert and the deep have words of their own.
  rWord: [
    except('Ash', 'Underwater', 'Underground', 'Desert'),
    except('Elder', 'Underwater', 'Underground', 'Desert'),
    except('Rose', 'Underwater', 'Underground', 'Arctic'),
    'Low',
    except('Sparrow', 'Underwater', 'Underground'),
    land('Mill'),
    except('Willow', 'Underwater', 'Underground', 'Desert'),
    'Lantern',
    except('Thatch', 'Underwater', 'Underground'),
    land('Hearth'),
    except('Nettle', 'Underwater', 'Underground', 'Desert'),
    { text: 'Coral', requires: ['Underwater'] },
    { text: 'Kelp', requires: ['Underwater'] },
    { text: 'Shell', requires: ['Underwater'] },
    { text: 'Palm', requires: ['Desert'] },
    { text: 'Dune', requires: ['Desert'] },
    { text: 'Glowcap', requires: ['Underground'] },
    { text: 'Deep', requires: ['Underground'] },
    { text: 'Frost', requires: ['Arctic'] },
    { text: 'Pine', requires: ['Arctic'] },
  ],
  rEnd: [
    'Row',
    'Lanes',
    'End',
    except('Green', 'Underwater', 'Underground', 'Desert'),
    'Close',
    'Hollow',
    'Quarter',
    'Yards',
  ],
  relWord: ['Temple Hill', "Saints' Quarter", 'Bellward', 'Candlegate', 'The Cloisters', 'Vesper Lanes'],
  comWord: ["Chandlers' Row", 'Coin Street', 'Scales Quarter', "Merchants' Mile", 'The Bazaar', 'Silk Lanes'],
  admWord: ['Crown Heights', 'The Magistracy', 'Seal Court', 'Ledger Hill', 'Councilgate'],
  milWord: ['Garrison Ward', 'Shieldside', 'The Barbican', 'Spearfield', 'Drill Yards'],
  acaWord: ["Scholars' Quarter", 'Inkwell', 'Quill Lanes', 'The Athenaeum', 'Lamplight Ward'],
  theWord: ['Masquerade Row', 'Curtain Lanes', 'The Footlights', "Players' Quarter"],
  touWord: ["Pilgrims' Rest", 'Lantern Bay', "Visitors' Mile", 'The Promenade', 'Fountain Walk'],
  indWord: [
    land("Tanners' End"),
    land('Smokeside'),
    land('The Forges'),
    except('Millrace', 'Underwater', 'Underground', 'none'),
    land('Kiln Yards'),
    land('Anvil Lanes'),
    { text: 'The Kelp Yards', requires: ['Underwater'] },
    { text: 'Pearl Beds', requires: ['Underwater'] },
    { text: 'Shellcutters', requires: ['Underwater'] },
  ],
  portWord: [
    { text: 'Harborside', requires: ['coast'] },
    { text: 'Saltquay', requires: ['coast'] },
    { text: 'Anchor Ward', requires: ['coast'] },
    { text: 'Tidegate', requires: ['coast'] },
    { text: 'Bargeside', requires: ['river'] },
    { text: 'Ferry Lanes', requires: ['river'] },
    { text: 'Millquay', requires: ['river'] },
    { text: 'The Wharves' },
    { text: 'Ropewalk' },
  ],
} as const satisfies Grammar;

/** How old a district is, by how late in the settlement's story it was built. */
export const DISTRICT_AGES = {
  first: ['As old as the settlement itself', 'The first streets laid out here', 'Older than anyone’s records'],
  early: ['Built within a generation of the founding', 'Some two centuries old', 'Grown up around the first roads'],
  late: [
    'Built in the last hundred years',
    'Laid out within living memory',
    'Still growing, with new streets each year',
  ],
} as const;
