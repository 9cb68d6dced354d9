import type { Grammar, Row } from '../core/table';
import { numberRows, type GrammarSpec } from './compose';
import { ERA_NAME_TABLES } from './history-names';

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The four seasons a month row can carry as its tag (the fact `season`). */
export const HOLIDAY_SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;

/** A scene of a month ("as the snow melts off the hills"), with what it rules out or implies. */
type CalendarScene = string | { text: string; excludes?: string[]; implies?: string[] };

/**
 * The invented calendar as one fact table: each month has one season and one stage of the year
 * ("in early spring"), and every date names that stage and one of the month's own scenes. Rows
 * elsewhere that need a month (blossom, lambs, first frost) require the months listed here.
 */
export const HOLIDAY_CALENDAR: readonly {
  month: string;
  season: (typeof HOLIDAY_SEASONS)[number];
  stage: string;
  scenes: readonly CalendarScene[];
}[] = [
  {
    month: 'Frostwane',
    season: 'winter',
    stage: 'in late winter',
    scenes: ['as the days begin to lengthen', 'when the ponds are frozen hard'],
  },
  {
    month: 'Snowmelt',
    season: 'spring',
    stage: 'in early spring',
    scenes: ['as the snow melts off the hills', 'when the lambs are born', 'as the ice breaks on the river'],
  },
  {
    month: 'Seedtide',
    season: 'spring',
    stage: 'in early spring',
    scenes: ['when the fields are sown', 'as the first green shoots appear'],
  },
  {
    month: 'Greening',
    season: 'spring',
    stage: 'in spring',
    scenes: ['as the fields turn green', 'when the hedges come into leaf'],
  },
  {
    month: 'Blossomrise',
    season: 'spring',
    stage: 'in late spring',
    scenes: ['when the orchards are in blossom', 'as the swallows return'],
  },
  {
    month: 'Highsun',
    season: 'summer',
    stage: 'in high summer',
    scenes: ['when the days are longest', 'as the hay is cut'],
  },
  {
    month: 'Goldreap',
    season: 'summer',
    stage: 'in late summer',
    scenes: [
      { text: 'as the grain turns gold', excludes: ['harvest-in'], implies: ['grain-standing'] },
      'as the last of the grain comes in',
      { text: 'when the reapers are in the fields', excludes: ['harvest-in'], implies: ['grain-standing'] },
    ],
  },
  {
    month: 'Harvestend',
    season: 'autumn',
    stage: 'in early autumn',
    scenes: ['as the geese fly south', 'when the harvest is in'],
  },
  {
    month: 'Leaffall',
    season: 'autumn',
    stage: 'in autumn',
    scenes: ['as the leaves turn', 'when the apples are picked'],
  },
  {
    month: 'Mistmoon',
    season: 'autumn',
    stage: 'in late autumn',
    scenes: ['when the mists roll in off the river', 'as the last leaves fall'],
  },
  {
    month: 'Emberwane',
    season: 'winter',
    stage: 'in early winter',
    scenes: ['when the days grow short', 'when the first hard frosts come'],
  },
  {
    month: 'Longnight',
    season: 'winter',
    stage: 'in the heart of winter',
    scenes: ['when the nights are longest', 'as the old year dies'],
  },
];

/**
 * A title word that always falls in one season: the same holiday name ("The Blessing of the
 * Plows", "Saint Aldith's Day") keeps its season in every result.
 */
const inSeason = (season: (typeof HOLIDAY_SEASONS)[number], row: Row): Row => {
  const r = typeof row === 'string' ? { text: row } : row;
  return { ...r, requires: [...(r.requires ?? []), `season=${season}`] };
};

/** Rows that hold only under a condition on the facts (`season=summer|autumn`, `month=Longnight`). */
const when = (condition: string, texts: readonly string[]): Row[] =>
  texts.map((text) => ({ text, requires: [condition] }));

/** Customs a title can promise ("Night of Lanterns", "The Feast of Masks"): a title implies `themed` and `c:<theme>`. */
const CUSTOM_THEMES = [
  'lanterns',
  'candles',
  'doors',
  'masks',
  'chair',
  'salt',
  'dead',
  'debts',
  'fools',
  'bless',
  'sheaf',
  'procession',
  'leaves',
  'fires',
];

/** A title word that promises a custom: the custom drawn is then one of that theme's. */
const promise = (theme: string, text: string, requires: readonly string[] = []): Row => ({
  text,
  implies: ['themed', `c:${theme}`],
  ...(requires.length ? { requires } : {}),
});

/**
 * A custom that keeps the promise of a title: drawn freely when the title promises nothing, and
 * the only kind drawn when the title promises its theme (or one of its themes).
 */
const keeps = (theme: string | readonly string[], row: string | Exclude<Row, string>): Row => ({
  ...(typeof row === 'string' ? { text: row } : row),
  excludes: [
    ...(typeof row === 'string' ? [] : (row.excludes ?? [])),
    ...CUSTOM_THEMES.filter((t) => !(typeof theme === 'string' ? [theme] : theme).includes(t)).map((t) => `c:${t}`),
  ],
});

/** Customs of no theme: drawn only under a title that promises none, and only where the facts allow. */
const free = (requires: readonly string[], texts: readonly string[]): Row[] =>
  texts.map((text) => ({ text, ...(requires.length ? { requires } : {}), excludes: ['themed'] }));

/**
 * Stories a title can name ("The Day of the Kindly Thief", "The Feast of Full Barns"): the title implies
 * `storied` and `o:<story>`, and the origin is then one that tells that story.
 */
const STORIES = [
  'harvest',
  'sowing',
  'lambs',
  'thaw',
  'frost',
  'thief',
  'bell',
  'king',
  'spears',
  'ashes',
  'mending',
  'small-kings',
  'table',
  'geese',
  // The subjects of a Blessing: a Blessing of the Boats tells a story of the sea and the boats.
  'sea',
  'wells',
  'hounds',
  'bread',
  'plows',
  'bees',
  'hearths',
  'horses',
  'cellars',
  'cattle',
];

/** A title that names a story: its origin must tell it. */
const names = (story: string, row: string | Exclude<Row, string>): Row => {
  const r = typeof row === 'string' ? { text: row } : row;
  return { ...r, implies: [...(r.implies ?? []), 'storied', `o:${story}`] };
};

/** An origin that tells some of the stories a title can name. */
type Told = { readonly text: string; readonly stories: readonly string[] };
const story = (stories: readonly string[], text: string): Told => ({ text, stories });

/**
 * An origin row: one that tells stories is drawn freely under a title that names no story and is
 * among the only origins drawn when the title names one of its stories; one that tells none
 * excludes `storied`.
 */
const originRow = (item: string | Told, requires: readonly string[]): Row => {
  const told = typeof item === 'string' ? [] : item.stories;
  return {
    text: typeof item === 'string' ? item : item.text,
    requires,
    excludes: told.length ? STORIES.filter((t) => !told.includes(t)).map((t) => `o:${t}`) : ['storied'],
  };
};

/** Things a Blessing can be of: the title implies `bless:<thing>`, and the priests bless that. */
const BLESSED = [
  'nets',
  'wells',
  'hounds',
  'boats',
  'bread',
  'plows',
  'bees',
  'hearths',
  'horses',
  'cellars',
  'cattle',
];
/** The story a Blessing's origin must tell: nets and boats share the sea's. */
const BLESSING_STORY: Readonly<Record<string, string>> = { nets: 'sea', boats: 'sea' };
/** A Blessing's subject: the priests bless that, and the origin tells a story of it (never of lambing under the Boats). */
const blessing = (thing: string, text: string, requires: readonly string[] = []): Row => ({
  text,
  implies: [`bless:${thing}`, 'storied', `o:${BLESSING_STORY[thing] ?? thing}`],
  ...(requires.length ? { requires } : {}),
});
const blessed = (thing: string, text: string, requires: readonly string[] = []): Row => ({
  text,
  excludes: BLESSED.filter((t) => t !== thing).map((t) => `bless:${t}`),
  ...(requires.length ? { requires } : {}),
});

/** Dishes that fit any title but one that promises a dish, under the conditions given. */
const dishes = (requires: readonly string[], rows: readonly (string | Exclude<Row, string>)[]): Row[] =>
  rows.map((row) => {
    const r = typeof row === 'string' ? { text: row } : row;
    return {
      ...r,
      ...(requires.length ? { requires } : {}),
      excludes: [...(r.excludes ?? []), 'food-themed'],
    };
  });

/** Origin rows about the honoree of one kind (saint, ruler, elder). */
const honoring = (kind: string, texts: readonly (string | Told)[], also: readonly string[] = []): Row[] =>
  texts.map((text) => originRow(text, [kind, ...also]));

/**
 * Holidays of an invented calendar: twelve months of thirty days, a seven-day week and five
 * nameless Hollow Days that close the year (after Longnight). The month row carries its season
 * as a tag and the fact `season`; the month's name is the fact `month`. The holiday's honoree
 * (a saint, a ruler or a village elder, `she` or `he`) is drawn first too.
 *
 * Facts first: every row that names a season, weather, a crop or the harvest requires the
 * season or month it belongs to, so the title, date, customs, food and origin all agree. A
 * title named for the honoree implies `hero-day`, and the origin then tells the honoree's story.
 */
export const HOLIDAY_GRAMMAR: Grammar = {
  ...ERA_NAME_TABLES,
  month: HOLIDAY_CALENDAR.map(({ month, season }) => ({ text: month, tags: [season] })),
  honoree: [
    { text: 'Saint {herName}', tags: ['she', 'saint'] },
    { text: 'Saint {hisName}', tags: ['he', 'saint'] },
    { text: 'the Blessed {herName}', tags: ['she', 'saint'] },
    { text: 'the Blessed {hisName}', tags: ['he', 'saint'] },
    { text: 'Good Queen {herName}', tags: ['she', 'ruler'] },
    { text: 'Good King {hisName}', tags: ['he', 'ruler'] },
    { text: 'Old Mother {herName}', tags: ['she', 'elder'] },
    { text: 'Old Father {hisName}', tags: ['he', 'elder'] },
  ],
  // Each honoree keeps one season: the same saint's day never moves.
  herName: [
    { text: 'Aubra', requires: ['season=winter'] },
    { text: 'Besset', requires: ['season=spring'] },
    { text: 'Cathra', requires: ['season=summer'] },
    { text: 'Delwen', requires: ['season=autumn'] },
    { text: 'Eswyn', requires: ['season=winter'] },
    { text: 'Fayra', requires: ['season=spring'] },
    { text: 'Gethra', requires: ['season=summer'] },
    { text: 'Hodwen', requires: ['season=autumn'] },
    { text: 'Jorra', requires: ['season=winter'] },
    { text: 'Kelwyn', requires: ['season=spring'] },
    { text: 'Lusra', requires: ['season=summer'] },
    { text: 'Mabreth', requires: ['season=autumn'] },
    { text: 'Nerra', requires: ['season=winter'] },
    { text: 'Ombra', requires: ['season=spring'] },
    { text: 'Perra', requires: ['season=summer'] },
    { text: 'Quenra', requires: ['season=autumn'] },
    { text: 'Rethwyn', requires: ['season=winter'] },
    { text: 'Tirra', requires: ['season=spring'] },
    { text: 'Valwen', requires: ['season=summer'] },
    { text: 'Wendra', requires: ['season=autumn'] },
    { text: 'Aeldra', requires: ['season=winter'] },
    { text: 'Bethrel', requires: ['season=spring'] },
    { text: 'Calwen', requires: ['season=summer'] },
    { text: 'Cenwen', requires: ['season=autumn'] },
    { text: 'Elsra', requires: ['season=winter'] },
    { text: 'Fenra', requires: ['season=spring'] },
    { text: 'Gisla', requires: ['season=summer'] },
    { text: 'Gwyra', requires: ['season=autumn'] },
    { text: 'Hathra', requires: ['season=winter'] },
    { text: 'Idrith', requires: ['season=spring'] },
    { text: 'Ilvra', requires: ['season=summer'] },
    { text: 'Jandra', requires: ['season=autumn'] },
    { text: 'Kethra', requires: ['season=winter'] },
    { text: 'Lirra', requires: ['season=spring'] },
    { text: 'Nesca', requires: ['season=summer'] },
    { text: 'Nevra', requires: ['season=autumn'] },
    { text: 'Nolwen', requires: ['season=winter'] },
    { text: 'Rhonwy', requires: ['season=spring'] },
    { text: 'Sedra', requires: ['season=summer'] },
    { text: 'Tavra', requires: ['season=autumn'] },
    { text: 'Ulwen', requires: ['season=winter'] },
    { text: 'Vessa', requires: ['season=spring'] },
    { text: 'Velka', requires: ['season=summer'] },
    { text: 'Wesra', requires: ['season=autumn'] },
    { text: 'Wilna', requires: ['season=winter'] },
    { text: 'Wynra', requires: ['season=spring'] },
    { text: 'Oswyth', requires: ['season=summer'] },
    { text: 'Marvra', requires: ['season=autumn'] },
  ],
  // Each honoree keeps one season: the same saint's day never moves.
  hisName: [
    { text: 'Borrin', requires: ['season=winter'] },
    { text: 'Cadrel', requires: ['season=spring'] },
    { text: 'Dursk', requires: ['season=summer'] },
    { text: 'Evrin', requires: ['season=autumn'] },
    { text: 'Fodric', requires: ['season=winter'] },
    { text: 'Gallan', requires: ['season=spring'] },
    { text: 'Hadrel', requires: ['season=summer'] },
    { text: 'Jessick', requires: ['season=autumn'] },
    { text: 'Kalder', requires: ['season=winter'] },
    { text: 'Lorvic', requires: ['season=spring'] },
    { text: 'Morrec', requires: ['season=summer'] },
    { text: 'Norvel', requires: ['season=autumn'] },
    { text: 'Ostric', requires: ['season=winter'] },
    { text: 'Quarn', requires: ['season=spring'] },
    { text: 'Roskel', requires: ['season=summer'] },
    { text: 'Stavrin', requires: ['season=autumn'] },
    { text: 'Tolric', requires: ['season=winter'] },
    { text: 'Varlen', requires: ['season=spring'] },
    { text: 'Yorvec', requires: ['season=summer'] },
    { text: 'Zeldric', requires: ['season=autumn'] },
    { text: 'Aldreth', requires: ['season=winter'] },
    { text: 'Bervic', requires: ['season=spring'] },
    { text: 'Dovran', requires: ['season=summer'] },
    { text: 'Edrun', requires: ['season=autumn'] },
    { text: 'Falric', requires: ['season=winter'] },
    { text: 'Garvel', requires: ['season=spring'] },
    { text: 'Jorvin', requires: ['season=summer'] },
    { text: 'Merrin', requires: ['season=autumn'] },
    { text: 'Orvel', requires: ['season=winter'] },
    { text: 'Pashen', requires: ['season=spring'] },
    { text: 'Sovrin', requires: ['season=summer'] },
    { text: 'Tarvek', requires: ['season=autumn'] },
    { text: 'Ulvane', requires: ['season=winter'] },
    { text: 'Wenric', requires: ['season=spring'] },
    { text: 'Abrec', requires: ['season=summer'] },
    { text: 'Corvel', requires: ['season=autumn'] },
    { text: 'Daelin', requires: ['season=winter'] },
    { text: 'Erwald', requires: ['season=spring'] },
    { text: 'Harwin', requires: ['season=summer'] },
    { text: 'Lodric', requires: ['season=autumn'] },
    { text: 'Odrin', requires: ['season=winter'] },
    { text: 'Parvel', requires: ['season=spring'] },
    { text: 'Selwin', requires: ['season=summer'] },
    { text: 'Ivrel', requires: ['season=autumn'] },
    { text: 'Kerwin', requires: ['season=winter'] },
    { text: 'Heldric', requires: ['season=spring'] },
    { text: 'Jarvel', requires: ['season=summer'] },
    { text: 'Neldric', requires: ['season=autumn'] },
  ],
  heShe: [
    { text: 'she', requires: ['she'] },
    { text: 'he', requires: ['he'] },
  ],
  hisHer: [
    { text: 'her', requires: ['she'] },
    { text: 'his', requires: ['he'] },
  ],
  himHer: [
    { text: 'her', requires: ['she'] },
    { text: 'him', requires: ['he'] },
  ],

  title: [
    { text: 'The Feast of {feastOf}', weight: 2 },
    { text: 'Night of {nightOf}', implies: ['evening'] },
    { text: '{$honoree.possessive.cap} Day', weight: 2, implies: ['hero-day', 'one-day'] },
    { text: 'The Feast of {$honoree}', implies: ['hero-day'] },
    { text: '{$honoree.possessive.cap} Eve', implies: ['hero-day', 'evening'] },
    '{compoundA}{compoundB}',
    { text: '{compoundA}{compoundB} Eve', implies: ['evening'] },
    { text: 'The Day of {dayOf}', implies: ['one-day'] },
    '{$month} Fair',
    promise('procession', 'The {$month} Procession'),
    { text: 'The Blessing of {blessingOf}', implies: ['themed', 'c:bless'] },
    { text: 'Midwinter {watch}', requires: ['month=Longnight'], weight: 2 },
    { text: 'The Long Night Vigil', requires: ['month=Longnight'], implies: ['evening'] },
    names('frost', { text: 'The Frost Market', requires: ['season=winter'] }),
    names('frost', { text: 'The Feast of the First Frost', requires: ['month=Emberwane'] }),
    names('thaw', { text: 'Thaw Day', requires: ['month=Snowmelt'], implies: ['one-day'] }),
    names('lambs', { text: 'The Feast of New Lambs', requires: ['month=Snowmelt|Seedtide'] }),
    names('sowing', { text: 'The Sowing Feast', requires: ['month=Seedtide'] }),
    { text: 'Blossom Night', requires: ['month=Blossomrise'], implies: ['evening'] },
    { text: 'Midsummer {watch}', requires: ['month=Highsun'], weight: 2 },
    { text: 'Haymaking Eve', requires: ['month=Highsun'], implies: ['evening'] },
    names('harvest', { text: 'The Feast of First Fruits', requires: ['month=Highsun|Goldreap'] }),
    names('harvest', {
      text: 'The Feast of Full Barns',
      requires: ['month=Harvestend|Leaffall'],
      implies: ['harvest-in'],
    }),
    {
      text: 'Leaf-Burning Night',
      requires: ['month=Leaffall|Mistmoon'],
      implies: ['evening', 'themed', 'c:leaves'],
    },
  ],
  watch: [
    { text: 'Vigil', implies: ['evening'] },
    { text: 'Fires', implies: ['evening', 'themed', 'c:fires'] },
    'Feast',
    { text: 'Watch', implies: ['evening'] },
  ],
  // A title word that names a custom or a dish promises it (see `promise`); the others name a story.
  feastOf: [
    inSeason('winter', 'the Iron Kettle'),
    inSeason('winter', 'the Last Ember'),
    inSeason('winter', 'the Sleeping Bear'),
    inSeason('winter', 'the Lamplit Window'),
    inSeason('winter', 'the Frozen Mill'),
    inSeason('winter', 'Warm Stones'),
    inSeason('winter', 'the Silver Spoon'),
    inSeason('spring', 'the Wild Cherry'),
    inSeason('spring', 'the New Furrow'),
    inSeason('spring', 'the Cuckoo'),
    inSeason('spring', 'the Singing Well'),
    inSeason('spring', 'the First Swallow'),
    inSeason('spring', 'the Painted Cart'),
    inSeason('spring', 'Muddy Boots'),
    inSeason('summer', 'the Hay Wain'),
    inSeason('summer', 'the Copper Kettle'),
    inSeason('summer', 'the Honey Pot'),
    inSeason('summer', 'the Linden Tree'),
    inSeason('summer', 'the Whitewashed Walls'),
    inSeason('summer', 'the Nine Ribbons'),
    inSeason('summer', 'Tall Hats'),
    inSeason('autumn', 'the Russet Apple'),
    inSeason('autumn', 'the Smoking Chimney'),
    inSeason('autumn', 'the Walnut Tree'),
    inSeason('autumn', 'the Quiet Mill'),
    inSeason('autumn', 'the Full Crock'),
    inSeason('autumn', 'the Painted Gourd'),
    inSeason('autumn', 'the Old Ferry'),
    inSeason('autumn', promise('lanterns', 'Lanterns')),
    inSeason('spring', names('bell', 'the Drowned Bell')),
    inSeason('winter', promise('salt', 'Salt')),
    inSeason('autumn', names('table', 'the Long Table')),
    inSeason('winter', promise('masks', 'Masks')),
    inSeason('spring', { text: 'the Seven Catches', implies: ['food-themed', 'f:fish'] }),
    inSeason('autumn', promise('chair', 'Empty Chairs')),
    inSeason('winter', names('small-kings', 'Small Kings')),
    inSeason('summer', promise('doors', 'Open Doors')),
    {
      text: 'the Last Sheaf',
      requires: ['month=Harvestend|Leaffall'],
      implies: ['themed', 'c:sheaf', 'harvest-in', 'storied', 'o:harvest'],
    },
    names('harvest', { text: 'First Bread', requires: ['month=Goldreap'] }),
    names('geese', { text: 'the Returning Geese', requires: ['season=spring'] }),
    inSeason('winter', 'Warm Bread'),
    inSeason('summer', 'Ribbons'),
    inSeason('spring', 'the Green Door'),
    inSeason('autumn', 'the Crooked Ladder'),
    inSeason('summer', 'the Fiddlers'),
    inSeason('winter', 'the Twelve Hearths'),
  ],
  nightOf: [
    inSeason('winter', 'the Owl'),
    inSeason('winter', 'Iron Stars'),
    inSeason('winter', 'Quiet Snow'),
    inSeason('winter', 'Warm Windows'),
    inSeason('spring', 'the Peepers'),
    inSeason('spring', 'the Calving'),
    inSeason('spring', 'Hawthorn'),
    inSeason('spring', 'Soft Rain'),
    inSeason('summer', 'Moths'),
    inSeason('summer', 'the Short Dark'),
    inSeason('summer', 'Haystack Stars'),
    inSeason('summer', 'Nightjars'),
    inSeason('autumn', 'the Hunting Owls'),
    inSeason('autumn', 'Red Leaves'),
    inSeason('autumn', 'the Cider Press'),
    inSeason('autumn', 'Smoke and Stars'),
    inSeason('autumn', promise('lanterns', 'Lanterns')),
    inSeason('summer', 'Long Shadows'),
    inSeason('autumn', promise('dead', 'the Wandering Dead')),
    inSeason('winter', 'Quiet Bells'),
    inSeason('winter', promise('candles', 'a Thousand Candles')),
    inSeason('spring', 'the Crooked Moon'),
    inSeason('spring', promise('doors', 'Unlocked Doors')),
    inSeason('winter', promise('debts', 'Whispered Debts')),
    inSeason('summer', 'Fireflies'),
    inSeason('autumn', 'the Rook Moon'),
    inSeason('winter', 'Long Stories'),
    inSeason('spring', 'Frogsong'),
    inSeason('summer', 'Open Windows'),
    inSeason('autumn', 'Falling Stars'),
    inSeason('winter', 'the Silver Frost'),
  ],
  dayOf: [
    inSeason('winter', 'Cold Porridge'),
    inSeason('winter', 'Shoveled Paths'),
    inSeason('winter', 'Mended Mittens'),
    inSeason('winter', 'the Kettle'),
    inSeason('spring', 'Open Shutters'),
    inSeason('spring', 'the Borrowed Plow'),
    inSeason('spring', 'New Shoes'),
    inSeason('spring', 'Wet Boots'),
    inSeason('summer', 'Bare Feet'),
    inSeason('summer', 'the Cool Cellar'),
    inSeason('summer', 'Painted Carts'),
    inSeason('summer', 'Straw Hats'),
    inSeason('autumn', 'Stacked Wood'),
    inSeason('autumn', 'Last Apples'),
    inSeason('autumn', 'Turned Coats'),
    inSeason('autumn', 'the Swept Hearth'),
    inSeason('winter', names('ashes', 'Ashes')),
    inSeason('spring', names('mending', 'Mending')),
    inSeason('winter', names('thief', 'the Kindly Thief')),
    inSeason('summer', names('spears', 'Broken Spears')),
    // A name promises nothing its origin may not bear out (no "Flood" over a hungry winter).
    inSeason('autumn', 'Good Neighbors'),
    inSeason('spring', promise('fools', 'Fools')),
    inSeason('autumn', names('king', 'the Unburied King')),
    inSeason('spring', 'Green Branches'),
    inSeason('summer', 'the Long Light'),
    inSeason('winter', 'Warm Hands'),
    inSeason('spring', 'Clean Thresholds'),
    inSeason('summer', 'Open Gates'),
    inSeason('autumn', 'Full Cellars'),
    inSeason('spring', 'Kites'),
    inSeason('autumn', 'Old Coats'),
  ],
  blessingOf: [
    blessing('nets', 'the Nets', ['season=spring']),
    blessing('wells', 'the Wells', ['season=summer']),
    blessing('hounds', 'the Hounds', ['season=winter']),
    blessing('boats', 'the Boats', ['season=spring']),
    blessing('bread', 'the Bread', ['season=autumn']),
    blessing('plows', 'the Plows', ['season=spring']),
    blessing('bees', 'the Bees', ['season=summer']),
    blessing('hearths', 'the Hearths', ['season=winter']),
    blessing('horses', 'the Horses', ['season=winter']),
    blessing('cellars', 'the Cellars', ['season=autumn']),
    blessing('cattle', 'the Cattle', ['season=autumn']),
  ],
  // Every first word keeps one season, so "Emberwake" is always a winter feast.
  compoundA: [
    inSeason('winter', promise('candles', 'Candle')),
    inSeason('autumn', promise('lanterns', 'Lantern')),
    ...when('season=winter', ['Frost', 'Rime', 'Cinder', 'Wolf', 'Hollow', 'Sleet', 'Hearth']),
    // "Seed" never meets "tide" nor "Leaf" "fall": Seedtide and Leaffall are months, not feasts.
    { text: 'Seed', requires: ['season=spring'], implies: ['month-word'] },
    ...when('season=spring', ['Lamb', 'Thorn', 'Bright', 'Star', 'Sprout', 'Catkin']),
    ...when('season=summer', ['Sun', 'Hay', 'Honey', 'Bell', 'Clover', 'Swift']),
    { text: 'Leaf', requires: ['season=autumn'], implies: ['month-word'] },
    ...when('season=autumn', ['Apple', 'Ash', 'Mummer', 'Acorn', 'Rook']),
  ],
  compoundB: [
    'wake',
    'fast',
    { text: 'tide', excludes: ['month-word'] },
    { text: 'night', implies: ['evening'] },
    'feast',
    'fire',
    'moot',
    'song',
    { text: 'fall', excludes: ['month-word'] },
    'gift',
  ],

  // Every date states its season in plain words, so a reader never needs the calendar. A night
  // or an eve (`evening`) lasts one night and a Day one day; a holiday at sundown keeps no
  // customs of the daytime.
  date: [
    { text: 'The {dayOrdinal} of {$month}, {seasonPhrase}', weight: 2 },
    'The first full moon of {$month}, {seasonPhrase}',
    { text: 'At sundown on the last day of {$month}, {seasonPhrase}', excludes: ['one-day'], implies: ['evening'] },
    'The {weekOrdinal} {weekday} of {$month}, {seasonPhrase}',
    {
      text: 'The {earlyOrdinal} of {$month} and the {n_2_6} days that follow, {seasonPhrase}',
      excludes: ['evening', 'one-day'],
      implies: ['many-days'],
    },
    {
      text: 'The five Hollow Days that close the year, after Longnight, {seasonPhrase}',
      requires: ['month=Longnight'],
      excludes: ['evening', 'one-day'],
      implies: ['many-days'],
    },
  ],
  dayOrdinal: Array.from({ length: 30 }, (_, i) => ordinal(i + 1)),
  earlyOrdinal: Array.from({ length: 24 }, (_, i) => ordinal(i + 1)),
  weekOrdinal: [{ text: 'first', implies: ['ord-first'] }, 'second', 'third', { text: 'last', implies: ['ord-last'] }],
  // No "first Firstday" or "last Lastday".
  weekday: [
    { text: 'Firstday', excludes: ['ord-first'] },
    'Tillday',
    'Marketday',
    'Midweek',
    'Hearthday',
    'Restday',
    { text: 'Lastday', excludes: ['ord-last'] },
  ],
  // One row per scene of each month, every one opening with the month's own stage of the year.
  seasonPhrase: HOLIDAY_CALENDAR.flatMap(({ month, stage, scenes }) =>
    scenes.map((scene): Row => {
      const { text, ...conditions } = typeof scene === 'string' ? { text: scene } : scene;
      return { ...conditions, text: `${stage}, ${text}`, requires: [`month=${month}`] };
    }),
  ),
  n_2_6: numberRows(2, 6),

  customs: ['{customMain} {customSide}'],
  customMain: [
    keeps('chair', 'Every household sets an extra place at the table for {guestFor}, and no one else may sit in it.'),
    { text: 'Children go door to door carrying {carryThing}, trading songs for {treat}.', excludes: ['themed'] },
    // Not on a river frozen over.
    keeps('lanterns', {
      text: 'At dusk, paper lanterns are set adrift on the river, each carrying a written regret.',
      requires: ['season!=winter'],
    }),
    keeps('lanterns', {
      text: 'At dusk every family hangs a lantern at its door, and the watch walks the streets to see that none goes out before midnight.',
      implies: ['into-night'],
    }),
    keeps('masks', {
      text: 'Townsfolk wear masks of {maskOf} and may not be called by their real names until dawn.',
      implies: ['into-night'],
    }),
    keeps('debts', 'Debts under a silver piece are forgiven, and moneylenders are expected to stay out of sight.'),
    { text: 'Young people race from the town gate to {raceTo}; the winner {raceWins}.', excludes: ['themed'] },
    keeps(
      'doors',
      'Every door in town is left unlocked, and stealing from an open house is thought to curse a family for seven years.',
    ),
    keeps('procession', {
      text: 'A straw effigy of {effigyOf} is paraded through the streets and burned at midnight.',
      implies: ['into-night', 'walked'],
    }),
    keeps('procession', {
      text: 'The oldest person in each village is carried through the streets on a chair decked with {greenery}.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'A procession winds from the chapel to {processionTo} and back, every household carrying {processionCarry}.',
      implies: ['walked'],
    }),
    { text: 'People exchange small gifts of {giftThing}, always wrapped in {wrap}.', excludes: ['themed'] },
    {
      text: 'The bells ring once for every year since the town was founded, which takes most of the afternoon.',
      excludes: ['themed', 'evening'],
    },
    {
      text: 'No fire may be lit from dawn to dusk, so everything eaten is prepared the day before.',
      excludes: ['themed', 'evening'],
    },
    keeps('salt', {
      text: 'Strangers are greeted with bread and salt, and refusing either is a grave insult.',
      implies: ['salt-given'],
    }),
    keeps('bless', 'Priests bless {blessWhat} one by one, and nobody goes home until the last has been blessed.'),
    { text: 'Everyone must tell one true secret before the night is out.', excludes: ['themed'] },
    keeps('fires', {
      text: 'Couples who wish to marry leap over a bonfire together, holding hands.',
      implies: ['bonfire'],
    }),
    { text: 'Mirrors are covered with cloth, so that {mirrorReason}.', excludes: ['themed'] },
    { text: 'Fishermen haul their boats ashore and paint fresh eyes on the prows.', excludes: ['themed'] },
    keeps('fools', 'The town holds a mock trial of {mockDefendant}, which always ends in a tearful acquittal.'),
    keeps('dead', {
      text: 'The dead are invited home: families sweep the graves and leave {graveOffer}.',
      implies: ['sweep'],
    }),
    {
      text: 'A painted statue of {$honoree} is carried from the chapel to the market and back, and touching its hem is said to cure a cough.',
      requires: ['hero-day'],
      weight: 2,
      excludes: ['themed'],
    },
    {
      text: 'The youngest child of every family recites a verse about {$honoree}, and forgetting a line means washing the feast bowls.',
      requires: ['hero-day'],
      excludes: ['themed'],
    },
    keeps('fires', {
      text: 'Shepherds drive their flocks between two bonfires to keep them safe for the year.',
      implies: ['bonfire'],
      requires: ['season=spring|summer'],
    }),
    {
      text: 'Snow sculptures of {sculptOf} line the main street and are judged at noon.',
      requires: ['season=winter'],
      excludes: ['themed', 'evening'],
    },
    {
      text: 'Everyone plunges into the icy river at dawn, then runs shrieking to the nearest fire.',
      requires: ['season=winter'],
      excludes: ['themed', 'evening'],
    },
    keeps('candles', {
      text: 'Every window holds a single candle through the longest night, and letting it go out is terrible luck.',
      requires: ['month=Longnight'],
    }),
    keeps(['procession', 'fires'], {
      text: 'A great log is dragged through the streets by every child in town and kept burning in the square until the year turns.',
      requires: ['month=Longnight'],
      implies: ['walked', 'into-night'],
    }),
    keeps('fires', {
      text: 'At dusk every hearth in town is let go out, then lit again from one great bonfire in the square, the flame carried home in lanterns.',
      implies: ['bonfire'],
      requires: ['season=winter'],
    }),
    {
      text: 'Eggs dyed {eggColor} are hidden in the fields for children to find.',
      requires: ['season=spring'],
      excludes: ['themed', 'evening'],
    },
    {
      text: 'A maypole is raised in the square, and its ribbons are woven by dancers until they run out.',
      requires: ['season=spring'],
      excludes: ['themed', 'evening'],
    },
    {
      text: 'At first light, everyone washes their face in the dew, which is said to keep them young for the year.',
      requires: ['season=spring|summer'],
      excludes: ['themed', 'evening'],
    },
    {
      text: 'Everyone bathes in the river at first light, and the last one in must carry water for the feast.',
      requires: ['season=summer'],
      excludes: ['themed', 'evening'],
    },
    keeps('fires', {
      text: 'Great bonfires are lit on every hilltop, so that the valley glows until dawn.',
      requires: ['season=summer'],
      implies: ['into-night', 'bonfire'],
    }),
    keeps('sheaf', {
      text: 'The last sheaf of the harvest is dressed in a shawl and given the seat of honor at the feast.',
      // Not before the reaping starts: the sheaves come in from Goldreap on.
      requires: ['month=Goldreap|Harvestend|Leaffall|Mistmoon'],
      excludes: ['grain-standing'],
    }),
    {
      text: 'Apples are bobbed for in barrels of cider, and the first to catch one names the next harvest queen.',
      requires: ['season=autumn'],
      excludes: ['themed'],
    },
    keeps('leaves', {
      text: 'Every household rakes its fallen leaves into the street, and at dusk the heaps are lit one after another until the whole town smells of smoke.',
      requires: ['season=autumn'],
    }),
    keeps('leaves', {
      text: 'At dusk the fallen leaves are heaped in the square and burned, and everyone throws on one leaf for each worry they mean to leave behind.',
      requires: ['season=autumn'],
    }),
    keeps('lanterns', {
      text: 'Every family carves a lantern from a turnip and sets it on the doorstep to keep away whatever walks in the autumn dark.',
      requires: ['season=autumn'],
    }),
    keeps('candles', {
      text: 'At dusk every household sets candles on its sills and steps, and the town glows until the last one gutters out.',
    }),
    keeps('fools', {
      text: 'A fool is crowned in the square at noon and rules the town until sundown, and every order he gives must be obeyed, however silly.',
      excludes: ['evening'],
    }),
    // Customs of no theme, drawn under a title that promises none, and only when the facts allow.
    ...free(
      [],
      [
        'Before the feast, every household carries its cracked pots to the crossroads and smashes them, so that nothing broken follows it into the new season.',
        "Knots are tied in a long red cord, one for every grudge in town, and the cord hangs from the gate while people untie each other's knots one at a time.",
        'The town council serves the meal and scrubs the pots, while the scullions and stable hands sit at the head of the table.',
        'Pairs of old shoes are hung from the tallest tree in the square, one pair for every journey someone hopes to make.',
        'Riddles are chalked on every door, and no visitor may come in without answering one.',
        'The oldest tree in the square is wrapped in ribbons, each knotted on with a wish, and no one may read a ribbon that is not their own.',
        'For one day the town lets its children give the orders, and parents fetch, carry and obey without a word of complaint.',
        'Everyone wears their clothes inside out, so that ill luck looking for them walks straight past.',
        'Hats are forbidden, and anyone caught in one buys a round for the whole tavern.',
        'Every household writes a wish on a strip of cloth and ties it to the bridge rail, trusting the wind to deliver it.',
        'The old songs are sung in a tongue nobody in town speaks any longer, so the words have drifted into cheerful nonsense.',
        'Travelers are fed for nothing, and an innkeeper caught charging one is fined a goose by the town council.',
        'A long rope of straw is plaited by the whole town, each person adding one twist, and laid around the market cross until next year.',
        'Each household hangs a bundle of dried herbs over its door, and all the bundles are gathered up and burned together once the feast is over.',
      ],
    ),
    ...free(
      ['!evening'],
      [
        "Neighbors swap houses for the midday meal, and each family must leave the other's kitchen cleaner than it found it.",
        'Every child is given a clay whistle at dawn and may not blow it until the feast begins, which few of them manage.',
        'Shopkeepers give away the first thing a customer touches, so the morning passes in slow and very careful browsing.',
        'Stories are told in the market square from noon until the last teller runs out of breath, and no story may be told twice.',
        'At midday every bell, hammer and voice in town falls silent while the oldest resident walks once around the square.',
        'Each household paints its shutters a fresh color, and the brightest street wins a barrel of ale.',
        'Quarreling neighbors must carry a brimming bucket together from the well to the chapel steps without spilling a drop.',
        'Farmers lead their best animals through the streets, and children pin paper rosettes on the ones they like best.',
      ],
    ),
    ...free(
      ['season!=winter', '!evening'],
      [
        'Two teams, one from each bank, pull on a rope across the river until one side is dragged in, and the winners must fish the losers out.',
      ],
    ),
    ...free(
      ['season!=winter'],
      [
        'Each family drops a small loaf from the bridge, calling out the name of every child born in the house that year.',
      ],
    ),
    ...free(
      ['season=winter'],
      [
        'A sprig of holly is hung over every hearth to catch the bad luck that comes down chimneys in the dark months.',
        'Hot stones are wrapped in cloth and handed to every beggar in town, so that no one sleeps cold that night.',
      ],
    ),
    ...free(
      ['season=winter', '!evening'],
      ["Sledges are raced down the hill above town, and the winner steers the town sledge at next year's race."],
    ),
    ...free(
      ['month=Longnight|Frostwane'],
      [
        'The frozen millpond is swept clear, and the whole town skates on it by torchlight, the old folk pushed along on chairs.',
      ],
    ),
    ...free(
      ['month=Snowmelt', '!evening'],
      ['The children wash the new lambs in the stream and tie a ribbon around the neck of each one.'],
    ),
    ...free(
      ['season=spring'],
      ['Every doorway is hung with the first green branches of the year, and the house with the largest eats first.'],
    ),
    ...free(
      ['season=spring', '!evening'],
      ['Everyone plants something, a seed, a cutting or a bulb, and the town clerk writes down who planted what.'],
    ),
    ...free(
      ['month=Blossomrise', '!evening'],
      ['At dawn the orchards are visited, and each tree is wished good health with a cup of ale poured at its roots.'],
    ),
    ...free(
      ['month=Highsun', '!evening'],
      ["Haycarts are hung with ribbons and raced down the lane, and the losing crew must rake the winners' field."],
    ),
    ...free(
      ['season=summer'],
      ['At sunset bunches of wildflowers are floated down the river, one for every child born since last summer.'],
    ),
    {
      text: 'Townsfolk sleep out on the hill under the stars, and whoever first sees a falling star names the new ale.',
      requires: ['season=summer'],
      excludes: ['themed'],
      implies: ['into-night'],
    },
    ...free(
      ['season=autumn'],
      [
        'Children gather the fattest nuts in the woods and trade them, three nuts for one story.',
        'Each family presses a little cider and pours the first cup onto the roots of the oldest apple tree in town.',
        'The scarecrows are brought in from the fields, given a seat at the feast and then burned with thanks.',
      ],
    ),
    ...free(
      [],
      [
        'Each family lays a spoon on the windowsill, and whoever finds a spoon missing in the morning must host the next feast.',
        'Apprentices are let off work and allowed to mock their masters in a play put on in the market square.',
        'Every household bakes one extra loaf for the house across the street, and nobody may say whose is better.',
        'Names of newborns are cut into the bark of the town tree, and the oldest marks are read aloud.',
        'Letters are written to those who have moved away, and the carrier rides out with a bag full of them the next morning.',
        'The town scales are set up in the square, and anyone heavier than last year pays a copper into the poor box.',
        'Every fence and gate in town is left open, so that nothing wishing to pass through need break one.',
        'Old clothes are hung on a line across the square, and anyone who needs a coat may take one without a word.',
        "The mayor's chain is hung on the neck of the town's best cook, who may order everyone about in the kitchens.",
        'Every quarrel of the past year is written on a slate, read out in the square and wiped clean by the oldest person there.',
        'The town musicians play at every door in turn, and each house must come out and dance before they will move on.',
        'Each household hangs its best quilt from an upper window, and the street with the brightest row wins a cask of cider.',
        'No one may refuse a request while the feast lasts, and the whole town is careful what it asks.',
        'The young are sent to the old with a basket of food and must stay to hear a whole story before coming home.',
        'A tree is planted for every wedding of the year, and the newlyweds water it with a cup of wine.',
        'Every cart in town is unhitched and its wheels decked with ribbon, and no goods may be hauled until the feast is done.',
        'Each household brings a stone to the town cairn and says aloud one thing it is grateful for as the stone goes on.',
        'The town crier is forbidden to shout, so every piece of news is whispered from door to door instead.',
        'Grandparents are given the keys of the town for the day and lock up whatever they like, including the tavern.',
        'The weavers hang their widest cloth across the street, and everyone who walks under it must add a thread.',
        'Every child is allowed one wish of the baker, who must bake whatever shape is asked for, however strange.',
        'Families trade one chore with a neighbor, and everyone finds out exactly how hard the other has it.',
        'Chalk circles are drawn in front of every door, and no one may step inside a circle without being invited.',
        'Every house puts a loaf and a jug on its front step, and anyone passing may take a bite and a sip.',
        'Each child is given a copper to spend however they like, and no grown-up may say a word about it.',
      ],
    ),
    ...free(
      ['!evening'],
      [
        'A market of swaps fills the square, where nothing may be sold for coin, only traded.',
        'The carpenters hold a contest to build the tallest stool, and the winner sits on it to watch the feast.',
        'The children are weighed against sacks of flour, and the flour goes to whichever family has the most mouths to feed.',
        'A greased pole is raised in the square with a ham at the top, and the whole afternoon goes by in attempts on it.',
        'The town hires a traveling painter to paint every family that can sit still long enough.',
        'Goats are raced down the main street, each with a child running behind it and no control whatsoever.',
        'Wells are cleaned out by the young men of the town, and anything found at the bottom is auctioned for the poor box.',
      ],
    ),
    ...free(
      [],
      [
        'Every household hangs a bundle of keys on its gate, one key for each door it means to keep open to neighbors in the year ahead.',
        "The town elects a Lord of Crumbs, the messiest eater at last year's feast, who must taste every dish before it is served.",
        'Each family brings its oldest cooking pot to the square, and the pots are lined up by age and admired like prize cattle.',
        'Couples married within the year are tied together at the wrist with a ribbon and must do everything as a pair until the feast is over.',
        "The town's boundary is walked by the children, who are gently bumped against every marker stone so they will remember where it stands.",
        "Everyone writes the name of someone who helped them this year on a scrap of bark and slips it under that person's door.",
        'A great loaf is passed from house to house, and each household tears off a piece and adds a pinch of its own flour to the next batch.',
        'Old people are asked to tell of the worst storm they remember, and the town votes on whose was truly the worst.',
        'Boundary quarrels are settled by a game of bowls on the green, and the loser moves the fence without a word.',
        'Every door knocker in town is tied with straw, so that only friends who know to knock with their knuckles come in.',
        'A wooden box goes round every house, and each family drops in one thing it no longer needs and takes out one thing it does.',
        'The town well is dressed in a frame of pressed petals and seeds, built over three days by whoever has the patience.',
        'Tailors and seamstresses mend anything brought to them for free, and the busiest queue of the year forms outside their shops.',
        'Each household chooses a neighbor to praise in a short speech at the door, and the neighbor must stand and listen without blushing.',
        'Every child carries a stone from the river to the town wall and sets it in a gap, so that the wall grows a little each year.',
        'A song contest is held between the streets, and the judges are three goats whose bleating decides the winner.',
        'The town bakes a pie large enough to need a cart, and the ceremony of cutting it takes longer than the eating.',
        "The oldest shoes in town are judged in the square, and the winning pair is nailed above the cobbler's door.",
        'Everyone who was born in the town but lives elsewhere is expected home, and a candle burns in the window until the last one arrives.',
        'Children paint their faces as the beasts of the valley, and each must act out its animal whenever an elder says its name.',
        'Nobody may say "no" from sunrise to sunset, so the whole town gets very good at saying "perhaps later".',
        'A long table is laid across the bridge so that the families on both banks eat together over the water.',
        'The town sweeps every street from one end to the other, and the sweepings are burned with a handful of sweet herbs.',
        'Every house cooks one dish and carries it to the house on its left, so that nobody eats their own cooking.',
        'The young people climb the hill before dawn and greet the sun with a shout that is meant to be heard in the next valley.',
        'Each craft guild carries its tools through the streets on a litter, and the crowd cheers loudest for the humblest trade.',
        'Bells are tied to the tails of every goat in town, and they are let loose to find their own way home.',
        'Everyone must speak in rhyme while indoors, and the town grows very quiet inside and very loud outside.',
        'The granary doors are thrown open, and every family takes a measure of grain home to bake with, whether it needs it or not.',
        'Old letters are read aloud in the square, the oldest first, so that the town hears the voices of its grandparents.',
        'A log is split by every grown person in town, one stroke each, and the wood goes to the widows for the cold months.',
        'The mayor must spend the whole feast serving at the tavern, and tips are paid into the town chest.',
        'Small boats of bark are launched from the bridge, each with a wish scratched into it, and the children race along the bank after them.',
        'Every house hangs a bell at its door, and nobody may pass without ringing it and calling out a greeting.',
        'Old quarrels are buried, quite literally: each is written on a shard and laid under the doorstep of the person who started it.',
      ],
    ),
    ...free(
      ['!evening'],
      [
        'A tug-of-war between the trades is held on the green, and the smiths have not lost in living memory.',
        'Archers shoot at a straw goose on a pole, and whoever brings it down carves the real goose at the feast.',
        'The fastest runner in town carries a burning torch to every farm in the district and back before noon.',
        "Every garden gate is opened at dawn, and neighbors wander through each other's gardens judging the vegetables.",
        'Children race wooden hoops down the hill, and the hoop that rolls farthest is hung over the chapel door.',
        "Stilt-walkers lead a parade of every child in town, and the children may ride on any grown-up's shoulders they choose.",
      ],
    ),
    ...free(
      ['season=winter'],
      [
        'Icicles are knocked from every eave at dawn, and the children keep count of who broke the longest.',
        'Straw is laid across every threshold so that no one slips on the ice carrying food to the neighbors.',
        'Each household sets a bowl of porridge in the snow for the birds, and the first bird to eat from it is watched for omens.',
      ],
    ),
    ...free(
      ['season=spring'],
      [
        'Children fill baskets with the first violets and primroses and leave them on the doorsteps of the sick.',
        'The sheep are counted aloud by the whole town, one at a time through a gap in the wall, and the count is cheered when it comes out right.',
        'Every well is scrubbed and hung with green branches, and the first bucket drawn is carried to the oldest woman in town.',
      ],
    ),
    ...free(
      ['season=summer'],
      [
        'Rafts of reeds are raced down the river, and the crew of the winning raft is crowned with river weed.',
        'The whole town swims across the millpond and back, and anyone who cannot swim is towed on a plank, singing.',
        'Hay is piled into a great mound in the square, and the children are allowed to jump into it from the tavern roof.',
      ],
    ),
    ...free(
      ['season=autumn'],
      [
        'Every family carries its best apple to the square, and the apples are judged by a blindfolded child who tastes them all.',
        'Children gather the brightest leaves in the woods and paste them over every window, so that the town glows red and gold.',
        'Geese are driven through the streets to market with ribbons on their necks, and no one may shoo one out of the way.',
      ],
    ),
    // Customs that keep a title's promise.
    keeps('lanterns', {
      text: 'Lanterns of colored glass are carried up to the hilltop and set in a ring, and the town walks among them until they burn out.',
      implies: ['into-night', 'walked'],
    }),
    keeps(
      'lanterns',
      'Each child makes a lantern of oiled paper in the shape of an animal, and after dark the streets fill with glowing foxes, owls and hares.',
    ),
    keeps('candles', {
      text: 'A candle is lit in the chapel for every family in town, and each family comes to see its own still burning at midnight.',
      implies: ['into-night'],
    }),
    keeps(
      'candles',
      "Every guest arrives with an unlit candle and lights it from the host's, so that by nightfall the whole town has shared one flame.",
    ),
    keeps(
      'masks',
      'Masked dancers go from house to house, and a household that guesses who is behind a mask must feed the dancer.',
    ),
    keeps(
      'masks',
      'Everyone carves a mask from bark or a gourd, and the ugliest is nailed over the tavern door for the year.',
    ),
    keeps('doors', {
      text: 'Front doors are thrown open at noon and stay open until the feast is eaten, and anyone at all may walk in and take a seat.',
      excludes: ['evening'],
    }),
    keeps(
      'chair',
      'A chair is carried into the square and left empty at the head of the high table, and every toast is raised to it first.',
    ),
    keeps('salt', {
      text: 'A pinch of salt is thrown over every threshold, and the first guest across it is sent home with a twist of salt in a paper.',
      implies: ['salt-given'],
    }),
    keeps('salt', {
      text: 'A great bowl of salt goes from house to house, and each family takes a pinch and drops in a coin for the poor.',
      implies: ['salt-given'],
    }),
    keeps(
      'dead',
      'The names of everyone who died this year are read out in the square, and after each name the crowd answers "still with us".',
    ),
    keeps(
      'dead',
      'Families set the favorite dish of someone they have lost on the windowsill, so that the smell can lead them home.',
    ),
    keeps('debts', {
      text: "Everything borrowed is returned, down to the last bowl and ladder, and whatever is still out at sundown is the borrower's to keep.",
      excludes: ['evening'],
    }),
    keeps(
      'debts',
      'Anyone who owes a neighbor money may pay it off in songs, at a rate the town council sets afresh each year.',
    ),
    keeps(
      'fools',
      "The town's most solemn citizen is dressed in bells as the fool, and must answer every question put to them in rhyme.",
    ),
    keeps('fools', {
      text: "Shop signs are swapped between neighbors at dawn to make fools of everyone, and the whole town spends the day buying its bread at the cobbler's.",
      excludes: ['evening'],
    }),
    keeps(
      'bless',
      'Priests walk the district sprinkling {blessWhat} with water from the chapel well, and the children follow with buckets.',
    ),
    keeps('bless', 'The priest blesses {blessWhat} first and the children second, and neither sits still for it.'),
    keeps('sheaf', {
      text: 'A doll is woven from the last stalks cut, and it hangs over the hearth of whichever farm finished its harvest first.',
      requires: ['month=Goldreap|Harvestend|Leaffall|Mistmoon'],
      excludes: ['grain-standing'],
    }),
    keeps('procession', {
      text: 'Everyone walks in procession along the old road to {processionTo} in their best clothes, singing the same three verses over and over.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'Dressed as the founders, the town council leads a procession from the market cross to {processionTo}, stopping to argue at every corner as the founders once did.',
      implies: ['walked'],
    }),
    keeps('leaves', {
      text: 'Children leap into great heaps of fallen leaves in the square, and whoever vanishes completely wins a honey cake.',
      requires: ['season=autumn'],
      excludes: ['evening'],
    }),
    keeps(
      'bless',
      'The priest stands at the chapel door to bless {blessWhat}, and hands out a sprig of rosemary for each.',
    ),
    keeps('bless', {
      text: 'At dawn the priest climbs the bell tower and blesses {blessWhat} from on high, and the town shouts its answer back up.',
      excludes: ['evening'],
    }),
    keeps(
      'bless',
      'Every household ties a green ribbon to {blessWhat} before the priest comes by, so that none of them is missed.',
    ),
    keeps('procession', {
      text: 'Musicians lead a procession around the town wall three times, and anyone who joins it must keep in step or start again.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'The town banner is carried through the streets in procession, and every house it passes throws a handful of petals from an upper window.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: "Children in paper crowns head a procession to {processionTo}, and the grown-ups follow behind carrying the children's shoes.",
      implies: ['walked'],
    }),
    keeps(
      'doors',
      'Doors are hung with wreaths and left on the latch, and a guest who walks in unannounced is owed a seat and a cup.',
    ),
    keeps(
      'chair',
      'Each family keeps one chair by the hearth draped in a cloak, and nobody sits in it until the feast is over.',
    ),
    keeps(
      'masks',
      'Servants and masters swap clothes behind masks, and no one may say for certain which is which until morning.',
    ),
    keeps(
      'dead',
      'Families picnic on the graves of their kin and tell the dead all the news of the year, however dull.',
    ),
    keeps(
      'candles',
      'Candles are floated in bowls of water on every doorstep, and a household whose candle sinks must bake for its neighbors.',
    ),
    keeps('fools', {
      text: 'Children are made judges for the day and sentence the grown-ups to foolish punishments, which are carried out in full.',
      excludes: ['evening'],
    }),
    keeps(
      'bless',
      'The priest reads the names of those who keep {blessWhat} aloud from the chapel steps, and each answers "here" before the blessing is given.',
    ),
    keeps(
      'bless',
      'Salt and water are mixed in a great bowl in the square, and {blessWhat} are touched with it by the priest while the choir sings the old blessing.',
    ),
    keeps('bless', {
      text: 'A procession of the faithful goes round {blessWhat} three times, sunwise, before the priest says a single word.',
      implies: ['walked'],
    }),
    keeps(
      'bless',
      'Each household brings a sprig of green for the priest to dip in the holy water, and {blessWhat} are blessed with a shake of it.',
    ),
    keeps(
      'bless',
      'The blessing of {blessWhat} is given by the youngest novice of the chapel, who is allowed to do it only this once a year.',
    ),
    keeps(
      'bless',
      'Before {blessWhat} can be blessed, every family must confess one careless thing it did to them in the past year.',
    ),
    keeps(
      'bless',
      'The priest carries a lantern past {blessWhat} and names each one aloud, and the children shout "blessed" after every name.',
    ),
    keeps(
      'bless',
      'A loaf is broken over {blessWhat} and the crumbs scattered, and the priest declares them blessed for the year.',
    ),
    keeps('procession', {
      text: 'The whole town walks in silence from the gate to {processionTo}, and the first person to speak must carry the banner home.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'A procession of farm carts decked with branches rolls slowly from {processionTo} to the market, each driver calling out the name of the farm.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'Every guild marches in procession behind its own banner to {processionTo}, and the guilds quarrel all the way about who should walk first.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'Women of the town lead a procession to {processionTo}, each carrying {processionCarry}, while the men keep the children at home.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'A procession of lanterns and drums winds through every lane of town, so that no house is missed.',
      implies: ['walked'],
    }),
    keeps('procession', {
      text: "The town's oldest cart is pulled in procession to {processionTo} by the young men, who are not allowed to use the horse.",
      implies: ['walked'],
    }),
    keeps('procession', {
      text: 'Each family falls in behind the procession as it passes its door, so that it starts with one piper and ends with the whole town.',
      implies: ['walked'],
    }),
    keeps(
      'doors',
      'The town gates are taken off their hinges and laid in the square, and no one may lock anything until they are hung again.',
    ),
    keeps(
      'doors',
      'Every door is painted with a welcome in chalk, and the family with the warmest words must feed whoever reads them first.',
    ),
    keeps(
      'doors',
      'Knocking is forbidden: anyone may lift a latch and walk in, and the household must greet them as if they were expected.',
    ),
    keeps(
      'chair',
      'A chair carved for the founder is carried from the chapel to the feast, and a plate of the best food is set before it untouched.',
    ),
    keeps('chair', 'Every table keeps one chair facing the door, and anyone who arrives alone is led straight to it.'),
    keeps(
      'masks',
      'Children go masked from door to door, and no one may give them anything until they guess who is behind the mask.',
    ),
    keeps(
      'masks',
      'The town council wears masks of straw for the whole feast, so that nobody knows whom to complain to.',
    ),
    keeps(
      'lanterns',
      'Lanterns are hung along the road to the next village, and the two towns meet halfway to trade one lantern each.',
    ),
    keeps(
      'lanterns',
      'A lantern is carried from the chapel to every house in town, and each household lights its own from it before the flame moves on.',
    ),
    keeps(
      'candles',
      'Children carry candles round the town walls at dusk, and every candle still lit at the end wins its bearer a honey cake.',
    ),
    keeps(
      'candles',
      "Every family pours one candle from the wax of last year's stubs, and burns it through the feast in memory of the year gone by.",
    ),
    keeps(
      'debts',
      'Debtors and lenders meet at the town scales, and every debt is weighed against a sack of grain; those lighter than a handful are dropped.',
    ),
    keeps(
      'dead',
      'Each family lays a place at its table with the bowl of someone it has lost, and the bowl is filled first.',
    ),
    keeps(
      'salt',
      'Salt is carried from the town chest to every house in a wooden spoon, and no household may refuse its pinch.',
    ),
    keeps(
      'fools',
      'The town picks a donkey to be mayor for the day, and the real mayor must lead it everywhere and carry out its wishes.',
    ),
    keeps('fires', {
      text: 'The town fire is lit by the youngest bride and the oldest widow together, and everyone brings a stick to feed it.',
      implies: ['bonfire'],
    }),
    keeps('fires', {
      text: 'A wheel of straw is set alight and rolled down the hill above town, and the first field is sown wherever it stops.',
      requires: ['season=spring'],
      implies: ['bonfire'],
      excludes: ['evening'],
    }),
  ],
  customSide: [
    'Afterward, {afterward}.',
    'By tradition, {tradition}.',
    'Anyone who {taboo} {tabooCost}.',
    // Not after a custom that runs on to midnight or dawn.
    { text: 'The day ends with {ending}.', excludes: ['many-days', 'evening', 'into-night'] },
    { text: 'The night ends with {ending}.', requires: ['evening'] },
    { text: 'Each day ends with {ending}.', requires: ['many-days'] },
  ],
  // What breaking a taboo costs: the same taboo reads differently from one town to the next.
  tabooCost: [
    { text: 'is thought to invite bad luck', weight: 3 },
    'will lose a tooth before the year is out',
    'must sweep the chapel steps every morning for a month',
    'is said to be followed home by a black dog',
    'owes the tavern a round',
    'will have sour milk until the next new moon',
    'must sit at the foot of the table next year',
    'is said to marry late, if at all',
    'is made to sing alone before the whole square',
    'will find the hens stop laying',
  ],
  guestFor: [
    'the ancestors',
    'a traveler who may knock',
    "the town's founder",
    'whoever died this year',
    { text: 'the spirit of the harvest', requires: ['season=summer|autumn'] },
    { text: '{$honoree}', requires: ['hero-day'] },
  ],
  carryThing: [
    'hollow gourds full of pebbles',
    'paper stars on sticks',
    'little bells tied with ribbon',
    { text: 'turnip lanterns', requires: ['season=autumn|winter'] },
  ],
  treat: [
    'sweet buns',
    'copper coins',
    'honey drops',
    { text: 'roasted chestnuts', requires: ['season=autumn|winter'] },
    { text: 'candied apples', requires: ['season=autumn|winter'] },
  ],
  processionTo: ['the old well', 'the town gate', 'the standing stone on the hill', "the river's edge"],
  processionCarry: [
    'a lit candle',
    'a loaf for the poor box',
    'a branch of {greenery}',
    {
      text: 'a sheaf of wheat',
      requires: ['month=Goldreap|Harvestend|Leaffall|Mistmoon'],
      excludes: ['grain-standing'],
    },
  ],
  maskOf: ['birds', 'foxes', 'the moon and sun', 'old kings', 'grinning skulls'],
  raceTo: ['the standing stone on the hill', 'the old oak and back', 'the river and across it', 'the chapel bell'],
  raceWins: [
    'rings the bell for the next year',
    'may kiss anyone in town, once',
    { text: 'drinks free at every tavern until dawn', implies: ['into-night'] },
    { text: 'is crowned with a wreath of oak leaves', requires: ['season!=winter'] },
  ],
  effigyOf: [
    'a hated tax collector',
    'a giant that once terrorized the valley',
    { text: 'winter', requires: ['season=winter|spring'] },
    { text: 'the old year', requires: ['month=Longnight|Frostwane'] },
  ],
  greenery: [
    { text: 'ivy and holly', requires: ['season=winter|autumn'] },
    { text: 'wildflowers', requires: ['season=spring|summer'] },
    { text: 'wheat ears', requires: ['season=summer|autumn'] },
    { text: 'rowan berries', requires: ['season=autumn'] },
    { text: 'oak leaves', requires: ['season!=winter'] },
  ],
  giftThing: ['honey', 'candles', 'carved wooden animals', 'knitted socks', { text: 'salt', implies: ['salt-given'] }],
  wrap: ['red cloth', 'old letters', 'birch bark', { text: 'oak leaves', requires: ['season!=winter'] }],
  blessWhat: [
    blessed('plows', 'every plow in the district'),
    blessed('nets', 'the fishing nets'),
    blessed('hounds', "the town's dogs"),
    { text: 'every newborn child', excludes: BLESSED.map((t) => `bless:${t}`) },
    blessed('wells', 'the wells'),
    blessed('boats', 'every fishing boat in the harbor'),
    blessed('bread', 'the first loaves from every oven'),
    blessed('bees', 'every hive in the district'),
    blessed('hearths', 'every hearth in town'),
    blessed('horses', 'the plow horses and cart ponies of the district'),
    blessed('cellars', 'every cellar and its stores for the winter', ['season=autumn']),
    blessed('cattle', 'the cattle driven down from the summer pastures', ['season=autumn']),
  ],
  mirrorReason: [
    'the dead do not get lost in them on their way home',
    'no one sees who they will become',
    'the fey cannot look through them',
  ],
  mockDefendant: [
    'a goat accused of eating the charter',
    'the mayor, charged with being boring',
    'a stuffed bear',
    { text: 'the winter wind', requires: ['season!=summer'] },
  ],
  graveOffer: ['bowls of porridge', 'lit candles', 'a cup of the best ale', 'fresh bread'],
  sculptOf: ['famous heroes', 'dragons', 'the town councilors, unflatteringly', 'the saints'],
  eggColor: ['onion-skin gold', 'beet red', 'woad blue', 'moss green'],
  afterward: [
    'the floor is swept by the oldest couple in town, who take their time about it',
    'every guest takes home a crust of the feast bread to keep under the pillow',
    'the children are let loose on the leftover sweets while their parents pretend not to see',
    'the council meets in the tavern to decide, loudly, who will host the feast next year',
    'the musicians are paid in pies, which they eat on the spot',
    'the tables are scrubbed and carried back to every house they were borrowed from',
    'the town walks out to the boundary stone and back to settle the meal',
    'the old people sit by the fire and name everyone they have outlived',
    'the lamps are put out one by one, the last by the youngest child awake',
    'the unmarried draw straws to see who will clean the great pot',
    'each family sets a bowl of water on the step for whoever walks the roads that night',
    'the best cook of the year is carried around the square on a door',
    'the town gathers on the bridge to sing one slow song to the river',
    'the guests trade hats on the way out, and nobody swaps back until morning',
    'everyone lies down in the meadow to watch the clouds and swear off eating forever',
    'the storytellers are fed last and best, for the tales they told',
    'the shepherds take the scraps up to their dogs on the hill',
    'a watch is kept over the embers, turn and turn about, until the sky grows light',
    'everyone dances until the musicians collapse',
    'the whole town sleeps until noon',
    'the elders sit up telling the founding story, each version slightly different',
    'the musicians lead everyone home, house by house, playing the same tune',
    'the town shares out whatever is left of the feast among the poorest households',
    {
      text: 'the young folk go out to the woods and come back with flowers in their hair',
      requires: ['season=spring|summer'],
    },
    'the tables are left standing in the street so that late travelers can help themselves',
    'every household counts its spoons, because somebody always goes home with one too many',
    'the children are sent round with the scraps for the pigs and the chickens',
    'the old soldiers of the town sit apart and sing the marching songs nobody else knows',
    'the cooks are carried home on chairs, whether they like it or not',
    "the town clerk reads out the year's births, marriages and lost cows",
    'people linger in the square trading promises for the year to come',
    'the chairs are stacked in the chapel and the floor is given over to the dancers',
    'the guests go home the long way round, so the evening lasts a little longer',
    'the last of the ale is poured out at the town gate for whoever guards the road',
    'the tavern keeps its doors open and its fire lit for anyone with nowhere warmer to go',
    'the grandmothers of the town judge which household set the finest table, and argue about it for a month',
    'the bakers hand out whatever they have left, free, to anyone who asks',
    'every family walks its oldest member home, carrying the lantern for them',
    'the young people hold a dance of their own in the barn while the elders pretend not to hear',
    'the bell ringers take a cup at every house on their way home and arrive home very late',
    'the whole town writes its name in the chapel book, including the dogs, by proxy',
  ],
  tradition: [
    'the first cup is poured into the ground before anyone drinks',
    'the oldest and youngest at each table swap seats halfway through the meal',
    'every household keeps one window open for the luck to come in',
    'no one may wear shoes indoors until the meal is over',
    'the cook is not allowed to taste the food, only to smell it',
    'every song must be followed by a story, and every story by a song',
    "a coin is hidden in the hem of the newest bride's dress",
    'guests arrive by the back door and leave by the front',
    'the bread is broken, never cut, and whoever uses a knife on it must start again',
    'the name of the town is the first word spoken at dawn and the last at night',
    'neighbors who have not spoken all year must pass each other the salt',
    'the poorest household in town chooses the music',
    'each child is given a new name for the day and answers only to it',
    'the chapel door is left open so the saints may join the meal',
    'any guest who arrives with empty hands is given a task instead',
    'old debts of kindness are repaid before new ones are made',
    "everyone eats from a neighbor's plate at least once",
    'the dogs are fed before the people',
    'the first dance belongs to whoever was born farthest from town',
    'every household names aloud one thing it wants to keep from the old year',
    'the first person through the door in the morning brings luck for the year',
    'nobody speaks of the dead until the chapel bell has tolled midnight',
    { text: 'all quarrels must be settled before sundown', excludes: ['evening'] },
    {
      text: 'a dried bean is baked into one loaf, and whoever finds it is king or queen for the night',
      implies: ['bean-king'],
    },
    'old enemies must share a cup before the feast begins',
    'the youngest apprentice in town gives the first toast',
    'every guest brings a handful of earth from home for the town garden',
    'a stranger who shares the meal is owed a bed for the night',
    'no one may eat until the eldest at the table has eaten',
    'the first loaf cut is broken in half and one half is carried to the town gate',
    'each person must pay someone a compliment before the first cup is poured',
    'spoons are carved new each year and given to the children',
    'the mayor must ask permission of the youngest child before the meal may start',
    'everyone carries a pebble from the river in a pocket all day and drops it back at dusk',
    'the town crier must announce every dish as it comes out of the kitchen',
    'new neighbors are given the best seat and the first helping',
    'a widow and a bride share the first dance',
    'borrowed dishes must be returned full, never empty',
    'every argument that starts at the table is settled by a song instead',
  ],
  taboo: [
    'lights a pipe from a candle',
    'speaks the name of a wolf aloud',
    'pays for anything with a gold coin',
    'sleeps before the last guest has left',
    'brings a hen into the house',
    'sits on a table',
    'laughs at the fiddler when he misses a note',
    'pours a drink for themselves',
    'buys bread instead of baking it',
    'goes to bed angry with a neighbor',
    'draws water from the well after dark',
    'wears a new coat before an old one',
    'sharpens a blade under the roof',
    'walks under the ribbons hung across the street',
    'hums the feast song in the wrong key',
    { text: 'sweeps the floor that day', excludes: ['sweep', 'many-days'] },
    { text: 'sweeps the floor before the feast is over', requires: ['many-days'], excludes: ['sweep'] },
    // Not where salt is given away or offered to every stranger.
    { text: 'lends out salt', excludes: ['salt-given'] },
    'whistles after dark',
    'quarrels before the feast is eaten',
    'counts the guests at the table aloud',
    'turns away a beggar at the door',
    'spills the first cup of the feast',
    'looks back while leaving the feast',
    'wears green',
    'leaves a knife lying crossed on the table',
    'refuses a cup of water to a stranger',
    'sits with their back to the door during the feast',
    'cuts their hair during the feast',
    'calls a neighbor by a nickname before the meal is done',
    'lets a guest walk home alone',
    'knocks over the salt and does not laugh',
    'brings a borrowed coat to the feast',
    'eats the first bite with their left hand',
    'sings the last verse of the feast song before the first',
    'steps over a sleeping dog',
    'mends a garment while the feast is on the table',
  ],
  ending: [
    'a slow walk to the boundary stone, everyone carrying a candle stub',
    'a song sung in rounds that goes on until only two voices are left',
    'a race of rolled cheeses down the church lane',
    'a procession of cats, which nobody has ever managed to organize',
    'the oldest couple in town dancing alone while the band plays slower and slower',
    'a shared bowl of broth passed from hand to hand until it is empty',
    'every household shouting its blessing over the rooftops at once',
    'a pillow fight between the two halves of the high street',
    'the lighting of one great lamp in the chapel window, to burn until morning',
    'a game of hide-and-seek that the grown-ups take far too seriously',
    'the tale of the founding, told by a child this year and a grandmother the next',
    "a loud and tuneless serenade of whoever slept through last year's feast",
    // Not a second procession after one already walked.
    { text: "a torchlit procession to the water's edge", excludes: ['walked'] },
    'fireworks bought at ruinous cost from a traveling alchemist',
    // Not a second bonfire after one already lit.
    { text: 'a great bonfire and a good deal of singing', excludes: ['bonfire'] },
    'a moment of silence that stretches far longer than anyone planned',
    'a round dance that takes in every last person in the square',
    'a contest of riddles, judged by the oldest person who is still awake',
    'a song everyone claims to know and nobody can finish',
    'the whole town counting aloud to a hundred and then shouting the name of the town',
    'a footrace around the market cross, run backward for the sake of the old joke',
    'a last round of toasts, each one shorter and louder than the one before',
    'a tug-of-war between the married and the unmarried',
    'a long tale told by the oldest storyteller in town, who never finishes it the same way twice',
    'the town fiddler playing on alone until the last listener goes home',
    'a pie-eating contest that the same family has won for eleven years running',
    'a chain of hands around the whole market square, held for the length of one song',
    'a shouting contest between the two ends of the high street',
    "a game of blind man's buff that the whole town joins, elders included",
    'the ringing of every pot and pan in town, to frighten off bad luck',
    'a wrestling match between the miller and the smith, which the miller has never once won',
    'a slow dance for the old couples, while everyone else stands back and claps',
  ],

  food: [
    'The traditional dish is {holidayDish}, {foodNote}.',
    'Every table holds {holidayDish}, {foodNote}.',
    'No celebration is complete without {holidayDish}, {foodNote}.',
    // A dish with no note to it, so that the notes do not come round too often.
    'The traditional dish is {holidayDish}.',
    'Every table holds {holidayDish}.',
  ],
  holidayDish: [
    // Dishes put together from a cut, a way of cooking and what comes beside it, so that two
    // holidays seldom share a table; each part keeps to its season.
    { text: '{roastCut} {roastWay}, with {sideDish}', weight: 90, excludes: ['food-themed'] },
    { text: '{pieSize} pie of {pieFill} under {pieCrust}', weight: 45, excludes: ['food-themed'] },
    { text: '{sweetBake} flavored with {sweetFlavor} and {sweetTop}', weight: 45, excludes: ['food-themed'] },
    { text: 'honey cakes shaped like {cakeShape}', excludes: ['food-themed'], implies: ['plural'] },
    { text: 'seven kinds of fish, one for each founding family', implies: ['plural'] },
    { text: 'seven fish pies, each filled with a different catch', implies: ['plural'] },
    'a great platter of fish caught that morning, at least seven kinds laid head to tail',
    { text: 'a stew that has simmered since the night before', excludes: ['food-themed'], implies: ['bowl'] },
    { text: "salt pork and beans, the old soldiers' dish", excludes: ['food-themed'], implies: ['bowl', 'plural'] },
    { text: 'flatbreads stamped with the town seal', excludes: ['food-themed'], implies: ['plural'] },
    {
      text: 'a wheel of hard cheese, raced down the hill before it is cut',
      excludes: ['food-themed'],
      implies: ['uncooked'],
    },
    { text: 'roast mutton with mint and barley', excludes: ['food-themed'] },
    { text: 'eel pie', excludes: ['food-themed'] },
    { text: 'buttered oat cakes and smoked trout', excludes: ['food-themed'], implies: ['plural'] },
    {
      text: 'black bread baked with a single silver coin hidden inside',
      implies: ['hidden', 'hidden-coin'],
      excludes: ['food-themed', 'bean-king'],
    },
    {
      text: 'porridge with a single almond hidden in the pot',
      implies: ['bowl', 'hidden', 'hidden-almond'],
      excludes: ['food-themed', 'bean-king'],
    },
    {
      text: 'honey cakes shaped like {cakeShape}, one of them with a tiny clay figure baked inside',
      implies: ['hidden', 'hidden-figure', 'plural'],
      excludes: ['food-themed', 'bean-king'],
    },
    {
      text: 'a tall spiced cake with a dried bean hidden somewhere in it',
      requires: ['season=winter'],
      implies: ['hidden', 'hidden-bean'],
      excludes: ['food-themed', 'bean-king'],
    },
    {
      text: 'a great ring-shaped loaf with a brass ring baked into it',
      implies: ['hidden', 'hidden-ring'],
      excludes: ['food-themed', 'bean-king'],
    },
    {
      text: 'a whole roasted goose stuffed with chestnuts',
      requires: ['season=autumn|winter'],
      excludes: ['food-themed'],
    },
    {
      text: 'spiced pears poached in red wine',
      requires: ['season=autumn|winter'],
      excludes: ['food-themed'],
      implies: ['plural'],
    },
    {
      text: 'roasted chestnuts and mulled cider',
      requires: ['season=winter'],
      excludes: ['food-themed'],
      implies: ['with-drink', 'plural'],
    },
    {
      text: 'green nettle soup and new cheese',
      requires: ['season=spring'],
      excludes: ['food-themed'],
      implies: ['bowl', 'plural'],
    },
    {
      text: 'the first strawberries of the year, eaten with cream',
      requires: ['month=Blossomrise|Highsun'],
      excludes: ['food-themed'],
      implies: ['uncooked', 'eaten', 'plural'],
    },
    {
      text: 'plum dumplings rolled in buttered breadcrumbs',
      requires: ['season=summer|autumn'],
      excludes: ['food-themed'],
      implies: ['plural'],
    },
    { text: 'apple and blackberry pie', requires: ['season=autumn'], excludes: ['food-themed'] },

    ...dishes(
      [],
      [
        'barley bread baked in the shape of a sleeping hound',
        "a pie of minced mutton and dried fruit, its lid pricked with the town's mark",
        'blood sausage fried with onions',
        'smoked ham glazed with mustard and honey',
        'pease pudding boiled in a cloth',
        { text: 'a broth of marrow bones and barley', implies: ['bowl'] },
        { text: 'a hen stewed with prunes', implies: ['bowl'] },
        { text: 'rye dumplings in brown butter', implies: ['plural'] },
        'a great pie of pigeons and bacon',
        'pickled herring on dark rye',
        'a whole salmon baked inside a crust of coarse salt',
        { text: 'oatmeal pancakes rolled around crumbled bacon', implies: ['plural'] },
        { text: 'a crock of beans baked slowly with treacle', implies: ['bowl'] },
        { text: 'saffron buns twisted into knots', implies: ['plural'] },
        'a suet pudding filled with kidneys and gravy',
        { text: 'lentils stewed with smoked sausage', implies: ['bowl', 'plural'] },
        "a boar's head glazed with honey, carried in on a board by four cooks",
        'seed cake heavy with caraway',
        { text: 'cheese curds fried in batter', implies: ['plural'] },
        { text: 'goat stewed with garlic and thyme', implies: ['bowl'] },
        'a braided loaf glazed with egg, as long as the table',
        { text: 'millet porridge with dried figs', implies: ['bowl'] },
        { text: 'mushroom pasties with a crimped edge', implies: ['plural'] },
        { text: 'buckwheat pancakes stacked a hand high', implies: ['plural'] },
        'a coil of spiced sausage long enough to go twice around the platter',
        { text: 'walnut bread and a crumbly white cheese', implies: ['plural'] },
        'a pudding of stale bread, raisins and cream',
        { text: 'a stew of beef and dark ale', implies: ['bowl'] },
        'a broad onion tart, cut into squares so everyone gets a corner',
        { text: 'honeyed wafers pressed in iron molds', implies: ['plural'] },
        'a cold pie of veal and egg',
        { text: 'fried river fish and fresh bread', implies: ['plural'] },
        { text: 'a thick soup of yellow peas and ham', implies: ['bowl'] },
        { text: 'roast capons stuffed with bread and sage', implies: ['plural'] },
        'a crusted pie of rabbit and leeks',
        { text: 'potted shrimps under a lid of butter', implies: ['plural'] },
        'a round of soft cheese baked in its own box until it runs',
        { text: 'meatballs of pork and sage in a thick gravy', implies: ['bowl', 'plural'] },
        { text: 'fried oysters on toasted bread', implies: ['plural'] },
        'a roast leg of pork scored and rubbed with fennel',
        { text: 'little pies of spiced mutton, one for every guest', implies: ['plural'] },
        { text: 'a pot of chicken and dumplings', implies: ['bowl'] },
        'a sweet custard tart dusted with nutmeg',
        { text: 'poppy-seed rolls glazed with honey', implies: ['plural'] },
        { text: 'smoked eel and horseradish cream', implies: ['plural'] },
        { text: 'a cauldron of fish stew thick with saffron', implies: ['bowl'] },
        'a huge round of flatbread baked on the hearthstone and torn apart by hand',
        { text: 'oxtail stewed all day in red wine', implies: ['bowl'] },
        { text: 'cabbage leaves rolled around rice and minced pork', implies: ['plural'] },
        'a loaf of black rye studded with caraway',
        { text: 'griddle scones with butter and clotted cream', implies: ['plural'] },
        'a spit-roasted pig carried through the door on two poles',
        { text: 'barley cakes fried in bacon fat', implies: ['plural'] },
        'a raised pie of pork and mustard',
        { text: 'sweet fritters shaped like knots of rope', implies: ['plural'] },
        'a hare jugged in wine and its own gravy',
        { text: 'bread rolls shaped like little sleeping pigs', implies: ['plural'] },
        'a cheese pie the size of a cartwheel',
        { text: 'pickled eggs and thick slices of ham', implies: ['plural'] },
        { text: 'a broth of smoked fish and potatoes', implies: ['bowl'] },
        'a tart of bacon, leeks and cream',
        { text: 'caraway biscuits stamped with the shape of the town gate', implies: ['plural'] },
        'a roast shoulder of mutton with caper sauce',
        { text: 'stuffed onions baked in the bread oven', implies: ['plural'] },
        { text: 'a great pan of rice cooked with saffron and chicken', implies: ['bowl'] },
        { text: 'fish cakes fried in dripping', implies: ['plural'] },
        'a pie of pork and prunes under a lattice crust',
        { text: 'pea fritters with mint sauce', implies: ['plural'] },
        'a loaf of sweet bread braided with honey and poppy seed',
        { text: 'a tureen of barley soup with a ham bone in it', implies: ['bowl'] },
        { text: 'cheese-and-onion pasties, still too hot to hold', implies: ['plural'] },
        'a roast goat stuffed with bread and herbs',
        { text: 'sugared almonds and little cakes of marzipan', implies: ['plural'] },
      ],
    ),
    ...dishes(
      ['season=winter'],
      [
        { text: 'a hot pot of mutton and root vegetables, kept on the fire all day', implies: ['bowl'] },
        { text: 'sweet rice pudding with a spoon of blackcurrant jam', implies: ['bowl'] },
        'a black cake dense with dried fruit and soaked in brandy',
        'gingerbread pressed in carved wooden boards',
        { text: 'salt beef and buttered turnips', implies: ['plural'] },
        { text: 'stewed dried plums and rye crackers', implies: ['plural'] },
        { text: 'a pot of split-pea soup that has been kept warm since dawn', implies: ['bowl'] },
        { text: 'hot spiced dumplings swimming in sweet broth', implies: ['bowl', 'plural'] },
        'a goose-liver pie wrapped in pastry',
        { text: 'baked parsnips and sausages', implies: ['plural'] },
        'a pudding steamed for a whole day in a cloth',
      ],
    ),
    ...dishes(
      ['season=autumn|winter'],
      [
        { text: 'venison stew thick with turnips', implies: ['bowl'] },
        { text: 'roast pork with crackling and baked apples', implies: ['plural'] },
      ],
    ),
    ...dishes(
      ['season=spring'],
      [
        'lamb roasted with wild garlic',
        { text: 'egg pancakes with the first chives of the year', implies: ['plural'] },
        'a pie of spring greens and soft cheese',
        { text: 'sorrel soup with hard-boiled eggs', implies: ['bowl'] },
        { text: 'new radishes with butter and coarse salt', implies: ['uncooked', 'plural'] },
        { text: 'nettle fritters and curd cheese', implies: ['plural'] },
        'a lamb pie with mint and spring onions',
        { text: 'young leeks in a cream sauce', implies: ['plural'] },
      ],
    ),
    ...dishes(
      ['season=summer'],
      [
        { text: 'cold cucumber soup and rye bread', implies: ['bowl', 'plural'] },
        { text: 'fresh peas cooked with mint', implies: ['plural'] },
        'gooseberry fool with thick cream',
        { text: 'a salad of garden herbs and marigold petals', implies: ['uncooked'] },
        { text: 'new potatoes with butter and dill', implies: ['plural'] },
        { text: 'trout grilled on sticks over an open fire', implies: ['plural'] },
        { text: 'strawberry tarts with a drizzle of honey', implies: ['plural'] },
      ],
    ),
    ...dishes(
      ['month=Highsun|Goldreap'],
      [{ text: 'the first cherries of the year, heaped in wooden bowls', implies: ['uncooked', 'plural'] }],
    ),
    ...dishes(['month=Blossomrise|Highsun'], [{ text: 'elderflower fritters dusted with sugar', implies: ['plural'] }]),
    ...dishes(['season=summer|autumn'], [{ text: 'honeycomb cut straight from the frame', implies: ['uncooked'] }]),
    ...dishes(
      ['season=autumn'],
      [
        { text: 'a pumpkin stew served in the pumpkin itself', implies: ['bowl'] },
        'blackberry and apple crumble',
        { text: 'mushrooms gathered that morning and fried in butter', implies: ['plural'] },
        { text: 'hazelnut cakes sweetened with honey', implies: ['plural'] },
        { text: 'quince paste and hard cheese', implies: ['plural'] },
        'roast duck with damson sauce',
        { text: 'baked apples filled with honey and walnuts', implies: ['plural'] },
        'a pie of wild mushrooms and venison',
        { text: 'pears baked in pastry with a clove in each', implies: ['plural'] },
        'a stew of pheasant and chestnuts',
      ],
    ),
    ...dishes(
      ['month=Harvestend|Leaffall|Mistmoon'],
      [{ text: 'a harvest loaf shaped like a sheaf of wheat', excludes: ['grain-standing'] }],
    ),
  ],
  roastCut: [
    { text: 'a fat goose', requires: ['season=autumn|winter'] },
    { text: 'a haunch of venison', requires: ['season=autumn|winter'] },
    'a leg of mutton',
    'a shoulder of pork',
    'a round of beef',
    'a plump capon',
    'a great carp from the millpond',
    'a whole pike',
    { text: 'a saddle of hare', requires: ['season=autumn|winter'] },
    { text: 'a side of young lamb', requires: ['season=spring'] },
    { text: 'a kid goat', requires: ['season=spring'] },
    'a suckling pig',
    { text: 'a side of salt beef', requires: ['season=winter'] },
    { text: "a wild boar's loin", requires: ['season=autumn|winter'] },
    { text: 'a fat river trout', requires: ['season=spring|summer'] },
    'a loin of veal',
    'an old rooster',
    { text: 'a pair of wood pigeons', requires: ['season=summer|autumn'] },
  ],
  roastWay: [
    'roasted over applewood',
    'baked in a crust of rye dough',
    'braised all night in {braise}',
    'smoked over juniper',
    'stuffed with {stuffing} and turned on a spit',
    'slow-cooked in a clay pot buried in the embers',
    'boiled with {herb} and sliced thin',
    'rubbed with {herb} and coarse salt and roasted whole',
    'glazed with {glaze} and roasted until the skin cracks',
    'stewed in the big kettle until it falls from the bone',
    'wrapped in leaves and baked under the hearthstone',
    'hung in the chimney for a week and then roasted',
  ],
  braise: ['dark ale', { text: 'cider', requires: ['season=autumn|winter'] }, 'red wine', 'buttermilk', 'pear brandy'],
  stuffing: [
    { text: 'chestnuts', requires: ['season=autumn|winter'] },
    'barley and onions',
    { text: 'apples and sage', requires: ['season=autumn'] },
    'bread and herbs',
    'prunes and walnuts',
    'oats and chopped liver',
    { text: 'wild garlic and curd', requires: ['season=spring'] },
  ],
  herb: [
    'thyme',
    'rosemary',
    'sage',
    { text: 'wild garlic', requires: ['season=spring'] },
    'bay leaves',
    'fennel seed',
    'juniper berries',
    { text: 'fresh mint', requires: ['season=spring|summer'] },
    'savory',
    'caraway',
  ],
  glaze: [
    'honey and mustard',
    { text: 'plum jam', requires: ['season=summer|autumn'] },
    'treacle',
    { text: 'cider and butter', requires: ['season=autumn|winter'] },
    'quince jelly',
  ],
  sideDish: [
    'buttered turnips',
    { text: 'a mash of peas and mint', requires: ['season=summer'] },
    'roasted roots',
    { text: 'stewed red cabbage', requires: ['season=autumn|winter'] },
    { text: 'the first greens of the year', requires: ['season=spring'] },
    { text: 'baked apples', requires: ['season=autumn|winter'] },
    'dumplings swimming in the pan juices',
    'a sharp sauce of horseradish',
    'pickled onions',
    'a heap of barley bread',
    'leeks in cream',
    { text: 'fried mushrooms from the woods', requires: ['season=autumn'] },
    { text: 'young beans in butter', requires: ['season=summer'] },
    { text: 'a green sauce of sorrel', requires: ['season=spring|summer'] },
    { text: 'gooseberry sauce', requires: ['season=summer'] },
    'spiced lentils',
    { text: 'creamed parsnips', requires: ['season=autumn|winter'] },
    'oatcakes to mop up the gravy',
    'a bread sauce thick with pepper',
    'salt-baked potatoes',
    'sauerkraut and caraway',
    { text: 'a salad of cress and radishes', requires: ['season=spring|summer'] },
  ],
  pieSize: ['a deep', 'a raised', 'a great round', 'a long', 'a cold', 'a hot'],
  pieFill: [
    'rabbit and leeks',
    { text: 'pork and apples', requires: ['season=autumn|winter'] },
    'mutton and turnip',
    'eel and parsley',
    { text: 'venison and juniper', requires: ['season=autumn|winter'] },
    'cheese and onion',
    'mushroom and barley',
    'chicken and leek',
    'beef and oysters',
    { text: 'lamb and mint', requires: ['season=spring'] },
    'carp and sorrel',
    'ham and egg',
    { text: 'goose and prunes', requires: ['season=autumn|winter'] },
    { text: 'spinach and curd', requires: ['season=spring'] },
    'pigeon and mushrooms',
    'veal and bacon',
    'trout and dill',
    'kidney and dark ale',
  ],
  pieCrust: [
    'a lattice crust',
    "a crust stamped with the town's mark",
    'a lid of rye pastry',
    'a crust shaped like a sleeping hare',
    'a lid of braided dough',
    'a flaky lard crust',
    'a crust with a pastry bird on top',
    'a lid pricked with the initials of the cook',
  ],
  sweetBake: [
    'a honey cake',
    'a saffron loaf',
    'a seed cake',
    'a dark spice cake',
    'a custard tart',
    'a sticky treacle loaf',
    'an almond cake',
    'a curd tart',
    'a poppy seed roll',
    'a fruit loaf',
    'a buttermilk cake',
    'a sweet plaited bread',
  ],
  sweetFlavor: [
    'rosewater',
    'cardamom',
    'lemon peel',
    'ginger',
    'cinnamon',
    'anise',
    { text: 'elderflower', requires: ['season=spring|summer'] },
    { text: 'blackberries', requires: ['season=autumn'] },
    { text: 'cherries', requires: ['season=summer'] },
    'walnuts',
    'dried apricots',
    'orange peel',
    'nutmeg',
    { text: 'rhubarb', requires: ['season=spring'] },
  ],
  sweetTop: [
    'dusted with sugar',
    'crusted with almonds',
    'glazed with honey',
    'topped with candied peel',
    { text: 'drizzled with berry syrup', requires: ['season=summer'] },
    'iced with a white sugar crown',
    'sprinkled with poppy seeds',
    'studded with raisins',
  ],
  cakeShape: ['little ships', 'the moon in each of her phases', 'sleeping cats', 'crowns', 'bells'],
  foodNote: [
    { text: 'and whoever finds the {luckyThing} is lucky for a year', requires: ['hidden'] },
    // A dish served with its own drink is not washed down with a second.
    { text: 'washed down with {holidayDrink}', excludes: ['with-drink'] },
    { text: 'eaten standing up, in silence', excludes: ['eaten'] },
    { text: 'shared from a single bowl passed around the table', requires: ['bowl'] },
    'served only after the first star appears',
    'and the leftovers are left out for the fey',
    { text: 'cooked by the men of the village, with mixed results', excludes: ['uncooked'] },
    'and the first portion goes to whoever traveled farthest to be there',
    'carried to the table by the youngest child in each house',
    'and no guest may refuse a second helping',
    'and every family swears its own recipe is the oldest',
    'served on the best plates, brought down from the rafters once a year',
    'blessed by the priest before anyone may touch {itThem}',
    'and a share is always set aside for the poorest house in town',
    'passed hand to hand down long tables set up in the square',
    { text: 'and whoever cooks {itThem} is excused from the washing up', excludes: ['uncooked'] },
    { text: 'and the recipe is never written down, only taught at the stove', excludes: ['uncooked'] },
    { text: 'eaten by lamplight with every shutter closed, so the luck cannot slip out', excludes: ['eaten'] },
    'and the crumbs are scattered in the fields for the birds',
    { text: 'and nobody may take the last piece', excludes: ['bowl'] },
    'and each household sends a plate to its nearest neighbor',
    'and the oldest woman in town is always served first',
    { text: 'eaten under garlands hung across the street', excludes: ['eaten'] },
    { text: 'and the cook is given a coin by every guest', excludes: ['uncooked'] },
    'served on slabs of bread instead of plates',
    { text: 'eaten with the fingers, as the founders did', excludes: ['eaten'] },
    "and the bones, crusts and peelings go to the poor widows' pigs",
    { text: 'and every guest must say a kind word about the cook before the first bite', excludes: ['uncooked'] },
    'carried in to the sound of a drum',
    'served in the order the households came to town, the oldest family first',
    'and the old people of the town judge whose is best',
    'and children may eat as much as they like before anyone else sits down',
    'served to the servants first and the masters last',
    'and a plate is carried to anyone too ill to come',
    { text: 'eaten out of doors, whatever the weather', excludes: ['eaten'] },
    'and the head of every household must carve, however badly',
    'and the best portion goes to whoever did the most good that year, by common vote',
    'served at a single table that runs the length of the high street',
    'and whatever falls on the floor belongs to the dogs by right',
    "and praising your own family's cooking is thought the worst of manners",
    'and strangers at the table are served before the family',
    { text: 'and the pot is scraped clean by the children, who fight over the crust', requires: ['bowl'] },
    'and each guest brings one thing to add to the table',
    'served with a blessing sung by the whole table at once',
    "and the town baker judges every household's version from the doorstep",
    'and the first helping is set on the doorstep for any passing traveler',
    'and nobody may speak of money until the plates are cleared',
    'served in the chapel hall, where the whole town eats together',
    'and a little is always saved for the next morning, for luck',
    'eaten at noon, with a long sleep after',
    'and the oldest man in the house must say grace, however long he rambles',
  ],
  // A dish of many things (`plural`: cakes, flatbreads, pork and beans) is "them", never "it".
  itThem: [
    { text: 'them', requires: ['plural'] },
    { text: 'it', excludes: ['plural'] },
  ],
  luckyThing: [
    { text: 'coin', requires: ['hidden-coin'] },
    { text: 'almond', requires: ['hidden-almond'] },
    { text: 'clay figure', requires: ['hidden-figure'] },
    { text: 'bean', requires: ['hidden-bean'] },
    { text: 'ring', requires: ['hidden-ring'] },
  ],
  holidayDrink: [
    'sloe gin',
    'a sweet yellow wine kept only for this feast',
    'buttermilk',
    { text: 'hot spiced ale', requires: ['season!=summer'] },
    { text: 'cider mulled with cloves', requires: ['season=autumn|winter'] },
  ],

  // Origins: when the title names the honoree (`hero-day`), only the honoree's own story fits;
  // every other origin requires `!hero-day`. Weather, crops and the harvest require their season.
  origin: [
    ...honoring('saint', [
      'It began {years} years ago, when {$honoree} fed the whole town from a single basket of bread in a year of famine, and the basket was still half full at sundown.',
      '{$honoree.cap} walked into the fever house on this day, {years} years ago, nursed the sick for forty nights, and walked out with every patient behind {himHer}.',
      'When raiders came up the valley, {$honoree} met them at the ford alone and unarmed and talked until they turned their horses around. Nobody knows what {heShe} said.',
      '{$honoree.cap} gave away {hisHer} cloak, then {hisHer} boots, then {hisHer} house; on the last night of {hisHer} life, a stranger knocked to give it all back.',
      'It marks the day {$honoree} struck a dry hillside with a walking staff, and clean water welled up where the town fountain stands today.',
      '{$honoree.cap} stood in the surf and ordered the sea to be still, {years} years ago, while the fishing fleet limped home through the gale.',
      '{$honoree.cap} stepped between two duelists on the chapel steps, {years} years ago, and neither blade would touch {himHer}; the two men left as friends.',
      '{$honoree.cap} pulled a drowning child out of the millrace on this day and would take no thanks but a bowl of soup.',
      '{$honoree.cap} shamed a greedy lord into opening the granary by sitting at the castle gate and praying aloud, for nine days, that the lord would find a heart.',
      '{$honoree.cap} sat up with a dying outlaw in the town jail, {years} years ago, and in the morning the outlaw told the sheriff where every stolen thing was buried.',
      "It marks the day {$honoree} took in a sick stranger whom every door had refused, and washed the stranger's feet at the chapel well in front of the whole town.",
      '{$honoree.cap} begged alms at the gate for seven years and spent every coin on the orphans of the lower town, and the orphanage still bears {hisHer} name.',
      'It began when {$honoree} rang the chapel bell through a night of storm so that a lost ferry could steer by it, and the ferry came in at dawn.',
      '{$honoree.cap} mended the nets of every widow in the harbor after the great storm, {years} years ago, and would not take a fish in payment.',
      '{$honoree.cap} copied out the town charter by hand when the original burned, {years} years ago, and wrote it from memory without a single error.',
      '{$honoree.cap} spent a whole year carrying stones for the new chapel on {hisHer} own back, and the last stone set is still called by {hisHer} name.',
      'A wolf came down to the town in a hard year, {years} years ago, and {$honoree} fed it from {hisHer} own hand until it went back to the hills.',
      '{$honoree.cap} took in every orphan of the fever year and raised them all in one rambling house by the river.',
      '{$honoree.cap} stood at the town gate through a night of fever and turned no sick traveler away, {years} years ago, and not one of them carried the sickness further.',
      'It marks the day {$honoree} planted a garden of healing herbs behind the chapel, free to anyone who asked, and the garden is still tended in {hisHer} memory.',
      '{$honoree.cap} taught the town to sing in parts, {years} years ago, and the choir still sings {hisHer} one hymn on this day.',
      '{$honoree.cap} gave {hisHer} last coin to a stranger at the inn, {years} years ago, and the next morning found a purse of gold on the chapel altar.',
      story(
        ['mending'],
        '{$honoree.cap} walked barefoot to every village in the valley to ask forgiveness for a quarrel no one else remembered, and came home on this day.',
      ),
    ]),
    ...honoring(
      'saint',
      [
        'It began the winter {$honoree} kept the chapel fire burning for thirty nights, so that no traveler caught on the pass would freeze.',
        '{$honoree.cap} went out into a blizzard, {years} years ago, to find a shepherd child lost on the fells, and carried the child home on {hisHer} back.',
      ],
      ['season=winter'],
    ),
    ...honoring(
      'saint',
      [
        story(
          ['harvest'],
          "{$honoree.cap} reaped a sick widow's whole field alone, {years} years ago, and the sheaves bound themselves behind {himHer}.",
        ),
      ],
      ['season=summer|autumn'],
    ),
    ...honoring(
      'elder',
      [
        story(
          ['harvest'],
          '{$honoree.cap} read the sky and sent the whole town into the fields a day before the great hailstorm, {years} years ago, and the harvest was in when it struck.',
        ),
      ],
      ['season=summer|autumn'],
    ),
    ...honoring(
      'saint',
      [
        story(
          ['sowing'],
          '{$honoree.cap} sprinkled the seed grain with water from the holy well on this day, {years} years ago, and that year the wheat stood taller than a man.',
        ),
      ],
      ['season=spring'],
    ),
    ...honoring('ruler', [
      '{$honoree.cap} pardoned every debtor in the realm on this day, {years} years ago, and burned the ledgers in the square.',
      'It began when {$honoree} lost a wager to a miller and had to serve the whole town at table, which {heShe} did with good grace and a borrowed apron.',
      story(
        ['spears', 'mending'],
        '{$honoree.cap} signed the peace with {placeName} on this day, and both sides drank so much at the signing that no one could remember who had won the war.',
      ),
      '{$honoree.cap} opened the royal granaries to the hungry in the Lean Year, against the advice of every counselor at court.',
      '{$honoree.cap} rode into town in a plain cloak, {years} years ago, ate at the common table of the inn and paid the bill for everyone in it.',
      'It began when {$honoree} set the town charter free of every fee and wrote into it that the market may never be closed on this day.',
      '{$honoree.cap} stood godparent to every child born in the town in the year of {hisHer} crowning, and sent each of them a silver spoon.',
      '{$honoree.cap} heard the petitions of the poor in person on this day, {years} years ago, from sunrise until the last one had been answered.',
      '{$honoree.cap} sold the crown jewels to buy seed grain for the realm after the great blight, {years} years ago, and was crowned again with a wreath of barley.',
      'It marks the day {$honoree} knighted the town baker for feeding the army through a siege on nothing but rye and stubbornness.',
      '{$honoree.cap} abolished the bridge toll on this day, {years} years ago, and paid the toll keeper a pension out of {hisHer} own purse.',
      story(
        ['table'],
        '{$honoree.cap} held a feast at which every beggar in the kingdom sat at the high table, and {heShe} served them with {hisHer} own hands.',
      ),
      story(
        ['spears'],
        '{$honoree.cap} rode out alone to meet {$rebel=givenName} of {placeName}, a rebel captain, and came home with {$rebel} riding beside {himHer} as a friend.',
      ),
    ]),
    ...honoring('elder', [
      story(
        ['ashes'],
        'When the town was burning, {$honoree} led the children out through the old drain and counted every one of them on the riverbank.',
      ),
      '{$honoree.cap} refused to leave {hisHer} cottage when the flood came and sat on the roof knitting until the water went down. The town took it as a sign and rebuilt.',
      '{$honoree.cap} lived to one hundred and four, and on {hisHer} last birthday asked only that everyone eat well and quarrel less. They have been trying ever since.',
      'The first settlers arrived on this day, {years} years ago, with one cart, two goats and {$honoree}, who refused to go a step farther.',
      '{$honoree.cap} planted the oak that shades the market square, {years} years ago, and told everyone who laughed that they would be glad of it one day.',
      '{$honoree.cap} kept the keys of the town granary for forty years and never once let a family go hungry, whatever the council said.',
      '{$honoree.cap} delivered half the babies born in town for fifty years and remembered the birthday of every one of them.',
      'It began when {$honoree} stood in the doorway of the town hall and refused to let the council leave until they had agreed to rebuild the bridge.',
      '{$honoree.cap} walked to {placeName} and back in a single day, {years} years ago, to fetch the only doctor in the district, and was dancing at the feast that night.',
      '{$honoree.cap} remembered every recipe in town and wrote them all down in one great book in the last year of {hisHer} life; the book is read from on this day.',
      'It began when {$honoree} was asked to settle a boundary quarrel and moved the stone half a foot each way, so that both families went home believing they had won.',
      '{$honoree.cap} taught half the town to read by {hisHer} kitchen fire, one child at a time, and asked only that each of them teach one more.',
    ]),
    ...(
      [
        'It began {years} years ago, when a plague broke on this very day and the survivors swore to celebrate it forever.',
        'It marks the year the river flooded and a giant fish was found stranded in the market square, though the tale grows taller each time it is told.',
        story(
          ['ashes'],
          'In the Great Fire, {years} years ago, the whole lower town burned, and only the street where {$smith=personName}, a {$trade=tradeRole}, kept a bucket line going all night was spared.',
        ),
        'The ground shook for a day and a night, {years} years ago, and the old temple fell, yet not one person in town was hurt.',
        story(
          ['spears'],
          "The siege was lifted on this day, {years} years ago, when the besiegers woke to find the town's walls hung with freshly washed laundry, as though nothing were wrong.",
        ),
        'It began {years} years ago, when a dragon flew over the town without stopping.',
        story(['spears'], 'It marks the year an army marched through the valley and, for once, did not stop.'),
        story(
          ['small-kings'],
          'It began the year the lord was driven out and the town governed itself for a year and a day.',
        ),
        'It began {years} years ago, when a lost child walked out of the forest after seven years, not a day older.',
        'It marks the night the great bell was cast, cracked and cast again, all before dawn.',
        story(
          ['table'],
          "It began {years} years ago, when the town's founders signed the charter and then got famously drunk.",
        ),
        'It honors {$founder=givenName} {familyName}, a {$role=founderRole}, who drove a stake into the riverbank here and declared that a town would stand on this spot. {$founder} was wrong about the flooding but right about everything else.',
        story(
          ['mending'],
          'It marks the day the stone bridge was finished, ending forty years of paying the ferry toll twice over.',
        ),
        'It began {years} years ago, when {$digger=personName} dug the town well by hand and struck water on the ninetieth day.',
        'A gale caught the whole fishing fleet far out past the point {years} years ago, and by some miracle every boat came home.',
        'The sun went dark at noon on this day, {years} years ago, and came back an hour later; the town has thanked it every year since, just in case.',
        'A star with a burning tail hung over the town for nine nights, {years} years ago, and on the tenth it was gone and nobody had died.',
        'It began the year the tax collector fell into the millpond and the town refused to fish him out until he tore up the ledger.',
        story(
          ['mending'],
          'It began when {feudingFamilies} ended a feud of three generations by marrying their two most stubborn children to each other.',
        ),
        story(
          ['spears', 'mending'],
          'It marks the peace signed with {placeName} beneath the old oak on the border, after a war fought over a single stray cow.',
        ),
        'The town struck a bargain with the fey of the hills, {years} years ago: one night a year every door stands open to them, and the milk never sours.',
        'The first settlers made a pact with the river: a loaf thrown into the water each year, and the river keeps to its banks.',
        story(
          ['mending', 'table'],
          'It began when the weavers and the dyers settled their long quarrel by sitting down to a single feast and refusing to leave until they agreed.',
        ),
        'It marks the day the town won its market charter, after {$walker=personName} walked to the capital barefoot to ask for it.',
        'Scholars trace it to an older festival honoring {oldPower}, though the townsfolk will not hear of it.',
        'Nobody remembers why it began; the oldest song says only that {vagueReason}.',
        'The temple says it honors {oldPower}; the tavern says it remembers the night the brewery caught fire and everyone drank the stock to save it. Both sides celebrate.',
        story(
          ['thief'],
          'A thief broke into the counting house {years} years ago, took the ledgers of every debt owed by the poor and nothing else, and burned them on the chapel steps.',
        ),
        story(
          ['thief'],
          'One night, {years} years ago, a thief climbed through every window in town, and in the morning every house had a loaf on the table and nothing missing. Nobody was ever caught.',
        ),
        story(
          ['bell'],
          'The chapel bell went into the river when the old bridge gave way, {years} years ago, and on this day the fishermen swear they can still hear it ringing under the water.',
        ),
        story(
          ['bell'],
          'When raiders came, {years} years ago, the townsfolk sank the temple bell in the millpond rather than let it be carried off, and nobody has found the spot since.',
        ),
        story(
          ['king'],
          'A king fell in battle on the hill above town, {years} years ago, and his body was never found; every year the town sets a place for him, in case he comes looking for it.',
        ),
        story(
          ['king'],
          'The old king died on the road through the valley, {years} years ago, and his heirs quarreled so long over the cost of his tomb that he was never buried at all.',
        ),
        story(
          ['spears'],
          'Two armies met at the ford, {years} years ago, and found that half of each were cousins of the other; both sides broke their spears over their knees and went home.',
        ),
        story(
          ['ashes'],
          'The whole town burned to the ground {years} years ago, and every house was raised again by the people who had lost one, each helping the next.',
        ),
        story(
          ['small-kings'],
          'When the old lord died, {years} years ago, his heir was a child of six. The boy ruled alone for one day before the regents arrived, and he spent it pardoning everyone in the stocks.',
        ),
        story(
          ['small-kings'],
          'The children of the town, tired of being told to hush at the council, crowned a king of their own {years} years ago, and his first law, that no child be sent to bed before the bonfire, still stands.',
        ),
        'It began {years} years ago, when a traveling player fell ill in the square and the town nursed him back to health; he paid them with a comedy that is still performed on this day.',
        "It remembers the night the dam above town gave way, {years} years ago, and the miller's boy ran ahead of the water shouting until every house stood empty.",
        'It marks the day the flooded mine gave up its last trapped digger alive, {years} years ago, after the whole town had dug toward the knocking for four days.',
        story(
          ['mending', 'table'],
          'It began when the council ordered two quarreling bakers to bake a single loaf together, and the loaf was so good the town made a feast of it.',
        ),
        'A wandering healer stopped a pox at the gate, {years} years ago, by making every traveler scrub in the horse trough; the town still washes in her honor, though no longer in the trough.',
        'It marks the day the town wall was finished, {years} years ago, after a century of building, by which time nobody could remember what it was meant to keep out.',
        'It began when {$rider=personName} galloped in from the capital with word that the war tax was lifted, and was carried shoulder-high to every tavern in town.',
        'The town lost its charter to the lord in a game of dice, {years} years ago, and won it back the same night, because the lord played even worse sober.',
        'A caravan broke an axle at the town gate, {years} years ago, and waited so long for the wheelwright that half of its drivers married and stayed.',
        'It began the year the well ran dry and {$diviner=personName}, a {$job=tradeRole}, found water with a forked hazel stick behind the tannery.',
        'A wolf pack circled the walls for a week, {years} years ago, and left on this day without taking so much as a hen; no one has explained it since.',
        'It marks the day the town bought its freedom from the abbey and paid in cheese, because no one in town had any coin.',
        'A hailstorm broke every window in town, {years} years ago, and the glaziers of {placeName} came over the hill to mend them for nothing.',
        story(
          ['table'],
          'It began with a wedding to which the whole town was invited by mistake; rather than turn a soul away, the two families set a feast for everyone and stayed in debt for ten years.',
        ),
        "Lightning split the old chapel tower, {years} years ago, and in the broken wall the town found the founders' lost charter, dry and whole.",
        "The lord's hunt once chased a white hare through the market, {years} years ago, and the whole town stood shoulder to shoulder across the street to let it get away.",
        'It began when a peddler sold the town a bell that did nothing at all; the town has rung it every year since, out of pure stubbornness.',
        story(
          ['mending'],
          'The two halves of town, on either side of the river, would not speak for fifty years, until the bridge washed away and they had to build a new one together.',
        ),
        "It marks the day a traveling printer came to town, {years} years ago, and the first thing he printed was every cook's best recipe, which started three feuds.",
        'An old woman walked in from the hills, {years} years ago, taught the town to brew a dark ale and walked out again without giving her name.',
        'It remembers the year the plague ship was turned away from the harbor, and the night, a month later, when the town rowed out to it with bread and medicine.',
        'The town was sold to a new lord, {years} years ago, who rode in, looked around and sold it back the same afternoon at a loss.',
        'It began when a cartload of cheeses overturned on the hill, {years} years ago, and the whole town chased them down into the river meadow.',
        'The old ferryman refused to take a coin from anyone for a whole year after his son came home from the war, and the town has kept his year-end ever since.',
        'A traveling scholar counted the stars above the town square for a year and a day, {years} years ago, and left the town the only map of the sky it has ever had.',
        'It marks the day the town hired its first schoolmaster, {years} years ago, who arrived with no books and taught from memory for thirty years.',
        'It remembers the great fair at which {$bidder=personName} bought the whole stock of a failing brewery, {years} years ago, and gave it away by the cup.',
        'It began when the tanners were finally made to move downstream, {years} years ago, and the town could breathe through its nose again.',
        'A giant was seen walking along the ridge above town, {years} years ago, and though it never came down, the town has set out bread for it every year since.',
        'It marks the morning a foundling was left on the chapel steps with a note that said only "be kind to her"; she grew up to be the best mayor the town ever had.',
        'Rival guilds raced each other to build the new town hall, {years} years ago, and finished it on the same day, each claiming the other had cheated.',
        'It began the year the town clock was mended after a century of telling the wrong time, and nobody knew what to do with being punctual.',
        'It began when the tallest tree in the district fell across the road, {years} years ago, and the whole town turned out with saws and carried it off as firewood.',
        'It marks the day a traveling tinker mended every pot in town for a song, and then left without collecting the song.',
        'It remembers the year the old mayor and the new one were the same man, elected by a single vote, his own.',
        'It began when the town cat caught the rat that had eaten half the granary, {years} years ago, and was given the freedom of the town.',
        'The town won a shooting contest against {placeName}, {years} years ago, with an archer who was nine years old and has never let anyone forget it.',
        'It marks the day the first stone of the market hall was laid, {years} years ago, on a spot chosen by tossing a boot over the crowd.',
        'A ghost was reported in the old mill, {years} years ago, and the whole town went to see it and stayed to dance instead.',
        'It began when a shipwrecked sailor washed up in the river meadow, many miles from any sea, and could never explain how he got there.',
        'It remembers the great market at which every merchant sold at cost, by mistake, because of a misprinted price list.',
        'A lost cart of wedding gifts turned up in the marsh, {years} years ago, forty years after the couple it was meant for had married and grown old.',
        'It began the year the town paid its taxes in full and on time, an event so unusual that a feast was called to mark it.',
        'It marks the night a band of traveling musicians played for the town for nothing, because the inn had fed them when no one else would.',
        story(
          ['spears'],
          'A company of mercenaries, all that was left of a beaten army, camped outside the walls {years} years ago, and the town paid them to leave with a cartload of pies; the captain sent a letter of thanks.',
        ),
        story(
          ['thief'],
          'A thief stole the silver chalice from the chapel, {years} years ago, and brought it back a year later with a second one just like it, for interest.',
        ),
        story(
          ['bell'],
          'The bell-founder cast a new bell for the chapel, {years} years ago, and it cracked on its first stroke; the town buried it in the churchyard with full honors and rang the old one instead.',
        ),
      ] as const
    ).map((text) => originRow(text, ['!hero-day'])),
    ...(
      [
        [
          'month=Leaffall|Mistmoon|Emberwane',
          story(
            ['frost'],
            'It began {years} years ago, when the first snow fell on a town sick with fever, and the fever broke with it.',
          ),
        ],
        [
          'season=spring',
          story(
            ['thaw'],
            'It marks the end of the Hungry Winter, {years} years ago, when the wolves came down to the walls and the town lived on acorn bread until the thaw.',
          ),
        ],
        [
          'season=winter',
          story(
            ['frost'],
            'It remembers the Hungry Winter, {years} years ago, when the wolves came down to the walls; the feast is eaten so that no one forgets what an empty table looks like.',
          ),
        ],
        [
          'season=winter',
          story(
            ['table', 'frost'],
            'It remembers the winter the pass was snowed shut for a hundred days and the town shared every pantry until the thaw.',
          ),
        ],
        [
          'month=Longnight',
          story(
            ['hearths'],
            'On the longest night, {years} years ago, {$keeper=personName} kept the hearth of the old hall burning until dawn while the whole town sheltered inside from the cold.',
          ),
        ],
        [
          'month=Snowmelt|Seedtide',
          story(
            ['thaw', 'geese', 'sea'],
            'It marks the morning the ice broke on the river earlier than ever before, and the boats went out to find the fish waiting.',
          ),
        ],
        [
          'season=spring',
          story(
            ['lambs'],
            'In a year when sickness had killed half the flocks, every ewe in the valley bore twins on the same night.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sowing'],
            'It marks the day the seed grain saved from the great fire was sown, {years} years ago, and came up green in every field.',
          ),
        ],
        [
          'season=spring|summer',
          story(
            ['bees'],
            'The bees came back on this day, {years} years ago, after three silent years, and the whole town followed the swarm to the old oak.',
          ),
        ],
        [
          'season=summer|autumn',
          'The rains came on this day after three years of drought, and the townsfolk danced in the mud until dark.',
        ],
        [
          'season=summer|autumn',
          story(
            ['harvest', 'table'],
            'A harvest so great came in {years} years ago that the barns burst, and the surplus was given to every stranger on the road.',
          ),
        ],
        [
          'season=summer|autumn',
          story(
            ['harvest'],
            'When blight took every field in the valley but one, {$farmer=personName}, a {$crop=farmRole}, shared the harvest of that field with every family, and no one starved.',
          ),
        ],
        [
          'season=autumn',
          story(['harvest'], 'It began {years} years ago, when the first vines planted here gave their first wine.'),
        ],
        [
          'season=autumn',
          story(
            ['harvest', 'frost'],
            'An early frost threatened the harvest {years} years ago, and the whole town worked through the night by torchlight to bring it in; not one sheaf was lost.',
          ),
        ],
        [
          'month=Highsun',
          'On the longest day, {years} years ago, the noon sun stood exactly over the old standing stone, and the well water turned sweet.',
        ],
        [
          'season=summer',
          'It began in a summer so hot that the river ran dry, and {$finder=personName} found a cold spring under the chapel floor.',
        ],
        [
          'season=autumn',
          'As the leaves turned, {years} years ago, a hunting party given up for lost came home with a white stag, and let it go in the square.',
        ],
        [
          'season=spring',
          story(
            ['geese'],
            'The geese came home early, {years} years ago, and the old folk said it meant the long war was over; a week later the news arrived that it was.',
          ),
        ],
        [
          'season=spring',
          story(
            ['geese'],
            'A skein of geese led a lost fishing boat home through the fog one spring, {years} years ago, and the crew swore never to eat goose again.',
          ),
        ],
        [
          'season=spring',
          story(
            ['lambs'],
            'A late snow buried the lambing folds {years} years ago, and the whole town dug through the night; every ewe and every lamb came out alive.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sowing', 'plows'],
            'The year the plow horses died of the murrain, {years} years ago, the whole town pulled the plows by hand and sowed every field before the rains.',
          ),
        ],
        [
          'season=winter',
          story(
            ['frost', 'table'],
            'The river froze so hard, {years} years ago, that the market moved onto the ice, and traders walked across from {placeName} to sell there.',
          ),
        ],
        [
          'season=winter',
          story(
            ['frost'],
            'A blizzard snowed the town in for a month, {years} years ago, and the baker kept everyone alive on the last sack of flour and a great deal of nerve.',
          ),
        ],
        [
          'season=winter',
          'A troupe of acrobats sheltered in the town hall through a winter storm, {years} years ago, and paid for their keep with a show every night until the roads opened.',
        ],
        [
          'season=spring',
          'When the spring floods carried off the lower mill, {years} years ago, the town rebuilt it on higher ground in a single week.',
        ],
        [
          'season=summer',
          'A cloud of locusts came up the valley in a dry summer, {years} years ago, and turned back at the river; the town has thanked the river ever since.',
        ],
        [
          'season=summer',
          'A wildfire came over the ridge in a dry summer, {years} years ago, and died at the ditch the town had finished digging only the week before.',
        ],
        [
          'season=autumn',
          'As the leaves turned, {years} years ago, a stranger planted a hundred apple trees along the road into town and left before the first of them bore fruit.',
        ],
        [
          'season=autumn',
          story(
            ['geese'],
            'The geese flew south a month early, {years} years ago, and the town, taking the hint, laid in twice its usual stores; the winter that followed was the worst in memory.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sea'],
            'A squall caught the fishing fleet off the point one spring, {years} years ago, and the boats blessed that morning rode it out in the lee of the rocks while the harbor prayed on the quay.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sea'],
            'The nets came up so heavy one spring morning, {years} years ago, that three boats had to tow the catch ashore together, and the town has thanked the water for it ever since.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sea'],
            'A sea serpent tangled itself in the harbor nets, {years} years ago, and the fishers cut it free instead of killing it; the shoals have never failed the town since.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sea'],
            'When the harbor silted up, {years} years ago, the fishers dragged their boats overland to the next cove and fished from there for a year, until the channel was dug out again.',
          ),
        ],
        [
          'season=spring',
          story(
            ['sea'],
            '{$mender=personName}, a net-mender, taught every child in the harbor the old knots one spring, {years} years ago, after a winter that left too few hands to mend the nets.',
          ),
        ],
        [
          'season=summer',
          story(
            ['wells'],
            'In a summer of drought, {years} years ago, every well in town ran dry but one, and {$warden=personName} stood guard over it day and night so that each family drew a fair share.',
          ),
        ],
        [
          'season=summer',
          story(
            ['wells'],
            'A child dropped a silver ring down the old well one summer, {years} years ago, and when the well was bailed out to find it, a second spring was found beneath the first.',
          ),
        ],
        [
          'season=summer',
          story(
            ['wells'],
            'The wells turned foul in the fever summer, {years} years ago, and the town dug them out one by one with buckets and spades until the water ran clear again.',
          ),
        ],
        [
          'season=winter',
          story(
            ['hounds'],
            'A hound found a hunting party buried under a snowdrift, {years} years ago, and barked until the whole town came out with spades.',
          ),
        ],
        [
          'season=winter',
          story(
            ['hounds'],
            "When the wolves came to the walls in the hungriest winter, {years} years ago, the town's dogs held the sheepfold gate all night and not one ewe was taken.",
          ),
        ],
        [
          'season=winter',
          story(
            ['hounds'],
            "{$huntsman=personName}, the lord's huntsman, gave every pup of a famous litter to a poor family one winter, {years} years ago, and the breed still guards half the farms in the valley.",
          ),
        ],
        [
          'season=autumn',
          story(
            ['bread'],
            'The ovens of the town were lit again on this day after the long fever, {years} years ago, and the first loaves were carried to every door free of charge.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['bread'],
            "A baker's apprentice let a pot of sourdough run wild in a warm cellar, {years} years ago, and the bread it made was so good that the town has kept that same dough alive ever since.",
          ),
        ],
        [
          'season=autumn',
          story(
            ['bread', 'harvest'],
            'In the autumn the mill burned, {years} years ago, the town ground its grain between two stones by hand, and the bread was gritty but nobody went without.',
          ),
        ],
        [
          'season=spring',
          story(
            ['plows', 'sowing'],
            'A plowshare turned up a pot of old coins in the common field one spring, {years} years ago, and the town spent every one on new plows for the poorest farms.',
          ),
        ],
        [
          'season=spring',
          story(
            ['plows'],
            '{$smith=personName}, the village smith, forged a plowshare from the iron of a fallen star, {years} years ago, and it has cut the first furrow of every spring since.',
          ),
        ],
        [
          'season=spring',
          story(
            ['plows', 'sowing'],
            'The first furrow in the valley was cut on this day, {years} years ago, by a settler with one borrowed ox and no notion of how to drive it.',
          ),
        ],
        [
          'season=summer',
          story(
            ['bees'],
            'A swarm settled in the chapel roof one summer, {years} years ago, and the honey that dripped through the rafters fed the poor of the town until harvest.',
          ),
        ],
        [
          'season=summer',
          story(
            ['bees'],
            "Raiders came over the orchard wall in a dry summer, {years} years ago, and the beekeeper's widow tipped every hive she had over the gate at them; they did not stay.",
          ),
        ],
        [
          'season=summer',
          story(
            ['bees'],
            'A town that forgot to tell its bees of a death, {years} years ago, lost every swarm it had by midsummer, and the hives have been told all the news ever since.',
          ),
        ],
        [
          'season=winter',
          story(
            ['hearths'],
            'The river froze to the bottom in the coldest winter anyone remembers, {years} years ago, and the town lived through it because every hearth took in a family that had none.',
          ),
        ],
        [
          'season=winter',
          story(
            ['hearths'],
            'A chimney fire leapt from roof to roof one winter night, {years} years ago, and once it was out the town swore to sweep and bless every hearth each year.',
          ),
        ],
        [
          'season=winter',
          story(
            ['hearths'],
            'The first fire in the valley was carried over the pass in a clay pot, {years} years ago, and every hearth in town is said to have been lit from that one flame.',
          ),
        ],
        [
          'season=winter',
          story(
            ['horses'],
            "A post rider's mare carried word of the peace through a snowstorm, {years} years ago, and the town has fed her descendants oats from the common purse ever since.",
          ),
        ],
        [
          'season=winter',
          story(
            ['horses'],
            'A herd of wild ponies came down off the moor in a hard winter, {years} years ago, and the town fed them from its own stores; their foals pulled its carts for a generation.',
          ),
        ],
        [
          'season=winter',
          story(
            ['horses'],
            'Thieves drove off every horse in the district one winter night, {years} years ago, and before the thaw every last one had found its own way home.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cellars'],
            'A cellar floor gave way under the old inn, {years} years ago, and below it lay a second cellar full of wine older than the town.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cellars'],
            'The town hid its whole harvest in one great cellar the autumn the raiders came, {years} years ago, and the raiders rode straight past a town that seemed to own nothing.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cellars'],
            'An autumn storm flooded every cellar in the lower town, {years} years ago, and the stores carried up to the chapel loft kept better there than they ever had underground.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cattle'],
            'A bull broke loose at the autumn fair, {years} years ago, and chased the tax collector clean out of town; no taxes were collected that year.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cattle'],
            'A murrain killed the cattle of every village but this one, {years} years ago, and the town lent out its beasts until the herds of the valley were built up again.',
          ),
        ],
        [
          'season=autumn',
          story(
            ['cattle'],
            '{$drover=personName}, a young drover, brought the herds down from the high pastures ahead of an early storm, {years} years ago, and did not lose a single calf.',
          ),
        ],
      ] as const
    ).map(([condition, text]) => originRow(text, ['!hero-day', condition])),
  ],
  years: numberRows(40, 900, 10),
  // Roles that name no gender: the person's name may be anyone's.
  tradeRole: ['baker', 'cooper', 'blacksmith', 'widowed dyer', 'retired sergeant', 'brewer'],
  founderRole: ['wandering tinker', 'retired soldier', 'runaway novice', 'horse trader', 'disgraced knight'],
  farmRole: ['stubborn old smallholder', 'young tenant farmer', 'half-blind old shepherd'],
  feudingFamilies: [
    'the Ardanes and the Brevicks',
    'the Castrels and the Hallicks',
    'the Galleths and the Morvans',
    'the Lammonds and the Skellings',
    'the Ostrends and the Varrows',
    'the Tolvanes and the Yarricks',
    'the Quellans and the Dunveys',
    'the Penhales and the Aubrells',
  ],
  oldPower: [
    'the river spirit',
    'the spirits of the hills',
    'an old king who was more than a king',
    'a goddess of crossroads no one prays to anymore',
    { text: 'a forgotten harvest goddess', requires: ['season=summer|autumn'] },
    { text: 'the sun at its lowest', requires: ['month=Longnight'] },
    { text: 'the returning sun', requires: ['season=spring'] },
  ],
  vagueReason: [
    '"the door was opened and we did not die"',
    '"she came, she counted, and she left"',
    '"the bread rose when nothing else would"',
    '"we were spared, and we remember"',
  ],
};

/** The holiday grammar for the integrity test. */
export const HOLIDAY_SPEC: GrammarSpec = {
  name: 'holiday',
  grammar: HOLIDAY_GRAMMAR,
  roots: ['month', 'honoree', 'title', 'date', 'customs', 'food', 'origin'],
  provided: ['month', 'honoree'],
};
