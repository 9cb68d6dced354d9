import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { checkResultText, labelledLine, seasonFlags } from '../world/contradictions';
import { resultPlainText } from './coherence';
import { generateHoliday } from './holiday';
import { HOLIDAY_CALENDAR, HOLIDAY_GRAMMAR, HOLIDAY_SEASONS } from './holiday-grammar';
import { ERA_NAME_TABLES } from './history-names';

const SAMPLE = 2000;
/** Sets of 25 single results read for repeats. */
const SETS = 40;
/** On average over those sets, at most this many of 25 repeat a part of an earlier one; and never more than MAX_REPEATS. */
const MEAN_REPEATS = 2.7;
const MAX_REPEATS = 8;
/** Tables that hold no part of a holiday a reader would spot: the calendar, the honoree, pronouns and frames. */
const NOT_PARTS =
  /^(month|honoree|herName|hisName|heShe|hisHer|himHer|date|dayOrdinal|earlyOrdinal|weekOrdinal|weekday|seasonPhrase|n_\d+_\d+|customs|customSide|food|itThem)$/;
const holidays = Array.from({ length: SAMPLE }, (_, i) =>
  generateHoliday(createRng(`holiday-${i}`), { adjectives: i % 2 === 0 }),
);
const texts = holidays.map(resultPlainText);

/** Each month of the calendar and its season, read from the month table. */
const SEASON_OF = new Map(
  (HOLIDAY_GRAMMAR.month ?? []).map((row) => [
    rowText(row),
    (typeof row === 'string' ? [] : (row.tags ?? [])).find((t) => (HOLIDAY_SEASONS as readonly string[]).includes(t)),
  ]),
);

/** The shared tables of invented names (a "Hollybrook" names a place, not a season). */
const NAME_TABLES = ERA_NAME_TABLES;

const HONOREE = /\b(Saint|the Blessed|Good Queen|Good King|Old Mother|Old Father) ([A-Z][a-z]+)/;
const HER_NAMES = new Set((HOLIDAY_GRAMMAR.herName ?? []).map(rowText));

describe('holidays agree with their date', () => {
  it('state one season on every date, the season of its month', () => {
    for (const text of texts) {
      const date = labelledLine(text, 'Date');
      const month = [...SEASON_OF.keys()].find((m) => date.includes(m));
      expect(month, date).toBeDefined();
      const named = [...date.matchAll(/\b(winter|spring|summer|autumn)\b/g)].map((m) => m[1]);
      expect(new Set(named).size, date).toBe(1);
      expect(named[0], date).toBe(SEASON_OF.get(month as string));
    }
  });

  it("name each month's one stage of the year and one of its own scenes, on every date", () => {
    const scenesOf = new Map<string, Set<string>>();
    for (const { month, stage } of HOLIDAY_CALENDAR) {
      for (const text of texts) {
        const date = labelledLine(text, 'Date');
        if (!new RegExp(`\\b${month}\\b`).test(date)) continue;
        expect(date, text).toContain(`${stage}, `);
        const scene = date.slice(date.indexOf(`${stage}, `) + stage.length + 2);
        const seen = scenesOf.get(scene) ?? new Set();
        scenesOf.set(scene, seen.add(month));
      }
    }
    // A scene ("when the orchards are in blossom") belongs to one month only.
    for (const [scene, months] of scenesOf) expect([...months], scene).toHaveLength(1);
  });

  it('never fall on "the first Firstday" or "the last Lastday"', () => {
    expect(texts.filter((t) => /\bfirst Firstday|\blast Lastday/.test(t))).toEqual([]);
    expect(texts.some((t) => /The (first|second|third|last) [A-Z]\w*day of/.test(t))).toBe(true);
  });

  it('never speak of "that day" on a holiday of several days, nor of bells no one rang', () => {
    for (const text of texts) {
      const date = labelledLine(text, 'Date');
      if (/days that follow|Hollow Days/.test(date))
        expect(text).not.toMatch(/\bthat day\b|\bkeeping the day\b|\bon this day\b.*(stealing|curse)/);
      expect(text).not.toMatch(/until the bells stop/);
      // A feast is never named for a month it does not fall in ("Seedtide Eve" in Blossomrise).
      const title = text.split('\n')[0] as string;
      for (const month of SEASON_OF.keys())
        if (title.includes(month)) expect(labelledLine(text, 'Date'), title).toContain(month);
      // One bonfire to a holiday: a custom's bonfire is not lit again at the end of the day.
      expect(text).not.toMatch(/bonfire.*(The|Each) (day|night) ends with a great bonfire/);
      if (/^Night of|Eve$|night$/.test(text.split('\n')[0] as string)) expect(text).not.toMatch(/maypole|Eggs dyed/);
    }
  });

  it('keep one season for one title: "The Blessing of the Plows" or "Saint Aldith\'s Day" never moves', () => {
    const seasons = new Map<string, Set<string>>();
    for (const text of texts) {
      const title = text.split('\n')[0] as string;
      const date = labelledLine(text, 'Date');
      const month = [...SEASON_OF.keys()].find((m) => date.includes(m)) as string;
      if (title.includes(month)) continue;
      seasons.set(title, (seasons.get(title) ?? new Set()).add(SEASON_OF.get(month) as string));
    }
    const moving = [...seasons].filter(([, s]) => s.size > 1).map(([title, s]) => `${title}: ${[...s].join(', ')}`);
    expect(moving.slice(0, 5)).toEqual([]);
    expect([...seasons.values()].filter((s) => s.size === 1).length).toBeGreaterThan(200);
  });

  it('repeat no side line (a custom, a taboo, a note on the food) in more than 2 results of 25', () => {
    for (const table of ['foodNote', 'tradition', 'afterward', 'ending', 'taboo']) {
      for (const row of HOLIDAY_GRAMMAR[table] ?? []) {
        const text = rowText(row).split('{')[0] as string;
        const share = texts.filter((t) => t.includes(text)).length / SAMPLE;
        expect(share, `${table}: ${text}`).toBeLessThanOrEqual(2 / 25);
      }
    }
  });

  it('give no season flag, and no contradiction at all, over 2,000 holidays', () => {
    const flags = texts.flatMap((text) =>
      [...seasonFlags(text), ...checkResultText(text)].map((f) => `${f.detail}: ${text}`),
    );
    expect(flags.slice(0, 5)).toEqual([]);
  });

  it('require a season or a month on every row that names one, a crop or the weather', () => {
    const SEASONAL =
      /\b(winter|midwinter|snow|frost|icy|ice|sleet|summer|midsummer|springtime|in spring|autumn|harvest|sheaf|thaw|longest|lambs?|blossom|drought|rains|strawberries|nettle|chestnuts|apples?|plums?|pears|hay|wildflowers|holly|rowan|dew|bees)\b/i;
    const unmarked: string[] = [];
    for (const [table, rows] of Object.entries(HOLIDAY_GRAMMAR)) {
      if (table === 'month' || table in NAME_TABLES) continue;
      for (const row of rows as readonly Row[]) {
        const requires = typeof row === 'string' ? [] : (row.requires ?? []);
        const seasonal = requires.some((r) => /^(season|month)[=!]/.test(r) || HOLIDAY_SEASONS.some((s) => r === s));
        if (SEASONAL.test(rowText(row)) && !seasonal) unmarked.push(`${table}: ${rowText(row)}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('keep every custom, side line and ending that names a daytime hour off a night, an eve or a sundown feast', () => {
    const DAYTIME =
      /at noon|at dawn|first light|from dawn to dusk|from sunrise to sunset|all day|most of the afternoon|before sundown/;
    const unguarded: string[] = [];
    const seen = new Set<string>();
    const tables = ['customs'];
    for (let table = tables.pop(); table !== undefined; table = tables.pop()) {
      if (seen.has(table)) continue;
      seen.add(table);
      for (const row of HOLIDAY_GRAMMAR[table] ?? []) {
        const text = rowText(row);
        for (const ref of text.matchAll(/\{(\w+)[^}]*\}/g)) tables.push(ref[1] as string);
        const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
        const requires = typeof row === 'string' ? [] : (row.requires ?? []);
        const guarded = excludes.includes('evening') || requires.includes('!evening');
        if (DAYTIME.test(text) && !guarded) unguarded.push(`${table}: ${text}`);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(unguarded).toEqual([]);
  });
});

/** The longest plain stretch of a row's template: how a row is spotted in a result's text. */
const keyOf = (row: Row): string =>
  rowText(row)
    .split(/\{[^}]*\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? '';

describe('holidays are invented and say what they mean', () => {
  it('keep the day in one town: the place is never "the village" beside "the town"', () => {
    for (const text of texts) expect(text, text).not.toMatch(/\b(?:the|this|our) village\b|\bvillage smith\b/);
  });

  it('name no real-world holiday or saint', () => {
    const REAL_HOLIDAY =
      /\b(Candlemas|Yule\w*|Hallow\w*|Lammas|Michaelmas|Martinmas|Embertide|Whitsun\w*|Easter|Christmas|Beltane|Samhain|Imbolc|Walpurgis|Shrove\w*|Epiphany|Twelfth Night|twelfth cake|Lady Day|Harvest Home|Frost Fair|Seven Fishes|Hunter's Moon|Mardi Gras|Hogmanay)\b/;
    const REAL_SAINT =
      /\b(Saint|the Blessed) (Piran|Dunstan|Anselm|Wystan|Aldric|Ivo|Ulric|Oda|Wenna|Mabyn|Delphine|Brannoc|Patrick|David|George|Andrew|Nicholas|Valentine|Brigid|Columba|Swithin|Crispin|Agnes|Lucy|Martin|Michael|Stephen|John|Peter|Paul|Mary|Anne|Bride|Hilda|Cuthbert|Aidan|Boniface|Benedict|Francis|Clare|Jude|Christopher)\b/;
    for (const text of texts) {
      expect(text).not.toMatch(REAL_HOLIDAY);
      expect(text).not.toMatch(REAL_SAINT);
    }
    // Nor any honoree's name drawn from the same list: the name tables themselves are clean.
    const names = [...(HOLIDAY_GRAMMAR.herName ?? []), ...(HOLIDAY_GRAMMAR.hisName ?? [])].map(rowText);
    expect(names.filter((name) => REAL_SAINT.test(`Saint ${name}`))).toEqual([]);
    for (const rows of Object.values(HOLIDAY_GRAMMAR))
      for (const row of rows as readonly Row[]) expect(rowText(row)).not.toMatch(REAL_HOLIDAY);
  });

  it('tell no origin whose disaster and outcome disagree (a fleet wrecked that all came home)', () => {
    const LOST = /onto the rocks|\bwrecked\b|\bsank\b|\bdrowned\b|all hands|were lost|was lost with/;
    const SAVED =
      /every (boat|ship|one|soul|sailor)\b[^.;]*\b(came|come|got) (home|back)|not one [^.;]*\b(lost|hurt|drowned)|nobody (was|had) (died|drowned)/;
    const torn = (HOLIDAY_GRAMMAR.origin ?? []).map(rowText).filter((text) => LOST.test(text) && SAVED.test(text));
    expect(torn).toEqual([]);
    expect(texts.filter((t) => LOST.test(labelledLine(t, 'Origin')) && SAVED.test(labelledLine(t, 'Origin')))).toEqual(
      [],
    );
  });

  it('speak of a dish of many things (flatbreads, pork and beans) as "them", never "it"', () => {
    const plural = (HOLIDAY_GRAMMAR.holidayDish ?? [])
      .filter((row) => typeof row !== 'string' && (row.implies ?? []).includes('plural'))
      .map(keyOf);
    expect(plural.length).toBeGreaterThan(20);
    let seen = 0;
    for (const text of texts) {
      const food = labelledLine(text, 'Food');
      const key = plural.find((k) => food.includes(k));
      if (!key) continue;
      seen++;
      expect(food.slice(food.indexOf(key) + key.length), food).not.toMatch(/\bit\b/);
    }
    expect(seen).toBeGreaterThan(SAMPLE / 10);
    // A note on the food names its dish only through {itThem}, never a bare "it".
    expect((HOLIDAY_GRAMMAR.foodNote ?? []).map(rowText).filter((text) => /\bit\b/.test(text))).toEqual([]);
  });

  it('repeat a custom, a dish or a part of one, an origin, a side line or a name in only a few of 25 single results', () => {
    // Every part a reader can spot: a row of any table but the calendar, the honoree's name and the
    // frames, by its longest plain stretch (a stretch shared by two rows is a frame, not a part). A
    // row put together from three or more drawn parts is spotted by its parts; one of two parts by
    // its frame only when that is a long sentence of its own ("No one sits down to the feast
    // without first taking..."). A roast repeats when its way of cooking does.
    const all = Object.values(HOLIDAY_GRAMMAR).flatMap((rows) => (rows as readonly Row[]).map(rowText));
    const keys = Object.entries(HOLIDAY_GRAMMAR).flatMap(([table, rows]) =>
      NOT_PARTS.test(table)
        ? []
        : (rows as readonly Row[]).flatMap((row) => {
            const braces = (rowText(row).match(/\{/g) ?? []).length;
            const key = keyOf(row);
            const spotted =
              braces < 3 &&
              key.length >= 12 &&
              key.includes(' ') &&
              (braces < 2 || key.length >= 20) &&
              all.filter((text) => text.includes(key)).length === 1;
            return spotted ? [key] : [];
          }),
    );
    expect(keys.length).toBeGreaterThan(1000);
    const repeats: number[] = [];
    for (let set = 0; set < SETS; set++) {
      const seen = new Set<string>();
      let repeated = 0;
      for (let i = 0; i < 25; i++) {
        const text = resultPlainText(generateHoliday(createRng(`reread-${set}-${i}`)));
        const custom = labelledLine(text, 'Customs').split(/(?<=\.) /)[0] as string;
        const mine = [...keys.filter((k) => text.includes(k)), custom, text.split('\n')[0] as string];
        if (mine.some((k) => seen.has(k))) repeated++;
        for (const k of mine) seen.add(k);
      }
      repeats.push(repeated);
    }
    // Before the tables were enlarged, 8.75 of 25 did on average over these sets, and up to 14;
    // 2.9 and up to 7 before the second enlargement, 2.4 and up to 6 after.
    expect(repeats.reduce((sum, n) => sum + n, 0) / SETS, repeats.join(' ')).toBeLessThanOrEqual(MEAN_REPEATS);
    expect(Math.max(...repeats), repeats.join(' ')).toBeLessThanOrEqual(MAX_REPEATS);
  });

  it('repeat a custom, an origin or a dish seldom among 25 singles, and open side lines in many ways', () => {
    // How many of 25 single results share a part with another, on average: 300 (the pairs among 25)
    // times the chance that two results drawn apart share it, read off the pairs among 2,000. A
    // part is spotted by the longest plain stretch of the row that wrote it (a saint's deed is the
    // same deed whoever the saint), or else by its whole text.
    const spotted = (table: string) => {
      const stretches = (HOLIDAY_GRAMMAR[table] ?? []).map(keyOf).filter((k) => k.length >= 20);
      return (line: string) => stretches.find((k) => line.includes(k)) ?? line;
    };
    const perTwentyFive = (parts: readonly string[]): number => {
      const counts = new Map<string, number>();
      for (const part of parts) counts.set(part, (counts.get(part) ?? 0) + 1);
      let pairs = 0;
      for (const n of counts.values()) pairs += (n * (n - 1)) / 2;
      return (300 * pairs) / ((parts.length * (parts.length - 1)) / 2);
    };
    const custom = spotted('customMain');
    const origin = spotted('origin');
    const dish = spotted('holidayDish');
    const FRAME =
      /^(The traditional dish is|Every table holds|No celebration is complete without|No one would dream of keeping the day without|The feast is) /;
    const shares = {
      customs: perTwentyFive(texts.map((t) => custom(labelledLine(t, 'Customs').split(/(?<=\.) /)[0] as string))),
      origins: perTwentyFive(texts.map((t) => origin(labelledLine(t, 'Origin')))),
      dishes: perTwentyFive(texts.map((t) => dish(labelledLine(t, 'Food').replace(FRAME, '').split(',')[0] as string))),
    };
    // Before the customs, origins and dishes were enlarged: 0.81, 0.70 and 0.57; after, 0.45, 0.39 and 0.44.
    expect(shares.customs, 'customs').toBeLessThanOrEqual(0.55);
    expect(shares.origins, 'origins').toBeLessThanOrEqual(0.5);
    expect(shares.dishes, 'dishes').toBeLessThanOrEqual(0.5);
    // No one opening ("Afterward,", "By tradition,") begins more than a fifth of the side lines.
    const sides = texts.map((t) => labelledLine(t, 'Customs').split(/(?<=\.) /)[1]).filter(Boolean) as string[];
    const openings = new Map<string, number>();
    for (const side of sides) {
      const opening = side.split(' ').slice(0, 2).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    expect(sides.length).toBeGreaterThan(SAMPLE / 4);
    expect(Math.max(...openings.values()) / sides.length, JSON.stringify([...openings])).toBeLessThanOrEqual(0.2);
  });

  it('walk no second procession after a custom that walks one, and end no day after a custom that runs into the night', () => {
    // A custom that sends the town walking implies `walked`, which keeps the torchlit procession off the ending.
    const WALKS = /\b(procession|paraded|parade|march(es)?|towed through|carried through|dragged through)\b/;
    const unmarked = (HOLIDAY_GRAMMAR.customMain ?? [])
      .filter((row) => WALKS.test(rowText(row)))
      .filter((row) => !(typeof row !== 'string' && (row.implies ?? []).includes('walked')))
      .map(rowText);
    expect(unmarked).toEqual([]);
    // Nor does a custom that runs on to midnight or dawn leave "the day" to end after it.
    const late = (HOLIDAY_GRAMMAR.customMain ?? [])
      .filter((row) => /at midnight|until dawn/.test(rowText(row)))
      .filter((row) => !(typeof row !== 'string' && (row.implies ?? []).includes('into-night')))
      .map(rowText);
    expect(late).toEqual([]);
  });
});

describe('holidays keep their people straight', () => {
  it('tell the story of the honoree a title names', () => {
    let named = 0;
    for (const holiday of holidays) {
      const honoree = HONOREE.exec(holiday.Title);
      if (!honoree) continue;
      named++;
      const origin = toPlainText(holiday.ResultComponent[3]?.component ?? []);
      expect(origin.toLowerCase(), holiday.Title).toContain(honoree[0].toLowerCase());
    }
    expect(named).toBeGreaterThan(SAMPLE / 10);
  });

  it('tell in words the story a title names, in every origin row that tells it', () => {
    const WORDS: Record<string, RegExp> = {
      harvest: /harvest|grain|field|vines/,
      sowing: /seed|sowed/,
      lambs: /ewe|lamb/,
      thaw: /ice broke|thaw/,
      frost: /frost|snow|ice|froze|winter/i,
      thief: /thief/,
      bell: /bell/,
      king: /king\b/,
      spears: /spears|peace|siege|army|rebel/,
      ashes: /burn|Fire\b/,
      mending: /quarrel|feud|bridge|peace|forgiveness/,
      'small-kings': /heir was a child|crowned a king|governed itself/,
      table: /feast|table|pantry|surplus|drunk|market/,
      geese: /geese|ice broke/,
    };
    const untold: string[] = [];
    let telling = 0;
    for (const row of HOLIDAY_GRAMMAR.origin ?? []) {
      const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
      if (excludes.includes('storied') || !excludes.some((e) => e.startsWith('o:'))) continue;
      telling++;
      for (const [story, words] of Object.entries(WORDS)) {
        if (!excludes.includes(`o:${story}`) && !words.test(rowText(row))) untold.push(`${story}: ${rowText(row)}`);
      }
    }
    expect(telling).toBeGreaterThan(20);
    expect(untold).toEqual([]);
  });

  it("tell a Blessing's origin of the thing it blesses: no lambing story under the Boats", () => {
    const BOATS = /\b(nets?|boats?|fish\w*|harbor|sea|catch|shoals)\b/;
    const SUBJECT: Record<string, RegExp> = {
      Nets: BOATS,
      Boats: BOATS,
      Wells: /\b(wells?|water|spring)\b/,
      Hounds: /\b(hounds?|dogs|pups?)\b/,
      Bread: /\b(bread|loaves|ovens?|baker's|grain)\b/,
      Plows: /\b(plows?|plowshare|furrow)\b/,
      Bees: /\b(bees|hives?|swarms?|honey)\b/,
      Hearths: /\b(hearths?|fire|chimney)\b/,
      Horses: /\b(horses?|ponies|mare)\b/,
      Cellars: /\b(cellars?)\b/,
      Cattle: /\b(cattle|herds|bull|calf|beasts)\b/,
    };
    let blessings = 0;
    for (const text of texts) {
      const subject = /^The Blessing of the (\w+)/.exec(text)?.[1];
      if (!subject) continue;
      blessings++;
      expect(labelledLine(text, 'Origin'), text).toMatch(SUBJECT[subject] as RegExp);
    }
    expect(blessings).toBeGreaterThan(SAMPLE / 100);
  });

  it('give the honoree one gender: she or he, throughout', () => {
    for (const text of texts) {
      const honoree = HONOREE.exec(text);
      if (!honoree) continue;
      const female = ['Good Queen', 'Old Mother'].includes(honoree[1] as string) || HER_NAMES.has(honoree[2] as string);
      const origin = labelledLine(text, 'Origin');
      if (!origin.includes(honoree[2] as string)) continue;
      expect(origin, text).not.toMatch(female ? /\b(he|his|him)\b/ : /\b(she|her)\b/);
    }
  });

  it('draw from at least 40 origin shapes, and tell many different stories', () => {
    expect((HOLIDAY_GRAMMAR.origin ?? []).length).toBeGreaterThanOrEqual(40);
    const origins = new Set(texts.map((t) => labelledLine(t, 'Origin')));
    expect(origins.size).toBeGreaterThan(SAMPLE / 2);
  });

  it('is the same holiday for the same seed', () => {
    const a = JSON.stringify(generateHoliday(createRng('same-seed')));
    expect(JSON.stringify(generateHoliday(createRng('same-seed')))).toBe(a);
  });
});
