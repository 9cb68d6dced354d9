import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { ENVIRONMENTS, type Environment } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { environmentFlags, labelledLine, windFlags } from '../world/contradictions';
import { generateWeather } from './weather';
import { QUARTER_WORDS, quarterOf, WEATHER_GRAMMAR } from './weather-grammar';

const PER_ENVIRONMENT = 600;
const samples = (environment: Environment): string[] =>
  Array.from({ length: PER_ENVIRONMENT }, (_, i) =>
    toPlainText(
      generateWeather(createRng(`weather-${environment}-${i}`), { environment, adjectives: i % 2 === 0 }).component,
    ),
  );
const temperature = (text: string): number => Number(/Temperature: (-?\d+)°F/.exec(text)?.[1]);

const COLD_WORDS = /\b(snow\w*|sleet|ice|icy|icicles?|frost\w*|hoarfrost|frozen|freez\w*|blizzard|hail\w*|rime)\b/i;

/** Temperatures (°F) each environment's weather stays within. */
const TEMPERATURE_RANGE: Record<Environment, [number, number]> = {
  Arctic: [-35, 59],
  Coastal: [5, 104],
  Desert: [5, 122],
  Forest: [5, 104],
  Grassland: [5, 112],
  Hill: [5, 87],
  Mountain: [-35, 73],
  Swamp: [5, 104],
  Underground: [5, 104],
  Underwater: [34, 98],
  Urban: [5, 112],
};

describe('weather fits its environment', () => {
  it.each(ENVIRONMENTS)('%s has every line and a plausible temperature', (environment) => {
    for (const text of samples(environment)) {
      for (const label of ['Environment:', 'Conditions:', 'Temperature:', 'Travel:']) expect(text).toContain(label);
      const [min, max] = TEMPERATURE_RANGE[environment];
      const degrees = temperature(text);
      expect(degrees, text).toBeGreaterThanOrEqual(min);
      expect(degrees, text).toBeLessThanOrEqual(max);
    }
  });

  it('has no snow or ice in the desert unless the text gives a reason', () => {
    let freak = 0;
    for (const text of samples('Desert')) {
      if (COLD_WORDS.test(text)) {
        expect(text, text).toMatch(/\bfreak\b/);
        freak += 1;
      }
    }
    expect(freak).toBeGreaterThan(0);
  });

  it('has currents and no rain, wind speeds or sky underwater', () => {
    for (const text of samples('Underwater')) {
      expect(text).toContain('Current:');
      expect(text, text).not.toMatch(/\brain\w*|\bmph\b|\bsky\b|\bWind:/i);
      expect(text).toMatch(/°F water/);
    }
  });

  it('has drafts and air but no sky or wind speeds underground', () => {
    for (const text of samples('Underground')) {
      expect(text).toContain('Air:');
      expect(text, text).not.toMatch(/\bmph\b|\bsky\b|\bsun\b|\bWind:/i);
    }
  });

  it('has real weather under an open sky', () => {
    for (const environment of ENVIRONMENTS.filter((e) => e !== 'Underground' && e !== 'Underwater')) {
      for (const text of samples(environment).slice(0, 100)) expect(text).toContain('Wind:');
    }
  });

  it('names at most one smell, and a flat sea has no wind to ruffle it', () => {
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const sky = text
          .split('\n')
          .filter((l) => !l.startsWith('Travel'))
          .join('\n');
        expect(
          (sky.match(/\bsmell\w*( \w+)? of\b|\bstinks?\b|\bstench\b|\breeks?\b|\bscent of\b/gi) ?? []).length,
          text,
        ).toBeLessThanOrEqual(1);
        if (/sea lies flat|glassy/i.test(text)) expect(text, text).not.toMatch(/\d+ mph/);
        // A breeze raises no whitecaps: past 12 mph it is a wind.
        const breeze = /breezes?\b[^.]*?(\d+) mph/.exec(text);
        if (breeze) expect(Number(breeze[1]), text).toBeLessThanOrEqual(12);
      }
    }
  });

  it('promises no easy road in a killing cold or a furnace heat, and no cold camp on a freezing night', () => {
    let extreme = 0;
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const degrees = temperature(text);
        const travel = labelledLine(text, 'Travel');
        if (degrees <= 4 || degrees >= 105) {
          extreme++;
          expect(travel, text).not.toMatch(/no penalt(y|ies)|good travel weather|normal pace/i);
        }
        if (degrees < 30) expect(travel, text).not.toMatch(/camps? cold/i);
      }
    }
    expect(extreme).toBeGreaterThan(50);
  });

  it('warns of exhaustion in every killing cold and furnace heat and in no milder one, and rains on no one below freezing', () => {
    let extreme = 0;
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const degrees = temperature(text);
        const travel = labelledLine(text, 'Travel');
        const conditions = labelledLine(text, 'Conditions');
        if (degrees <= 4 || degrees >= 101) {
          extreme++;
          expect(travel, text).toMatch(/exhaustion/);
        }
        if (degrees > 4 && degrees <= 32) expect(travel, text).not.toMatch(/Cold-weather gear is a must|Extreme cold/);
        if (degrees <= 32)
          expect(conditions, text).not.toMatch(
            /\b(?:cold|steady|driving|warm) rain\b|\brain (?:blows|falls|drums|hammers)/i,
          );
      }
    }
    expect(extreme).toBeGreaterThan(50);
  });

  it('rains on no one where the rain fell out of sight', () => {
    const far = samples('Desert').filter((t) => /rain fell somewhere out of sight/.test(t));
    expect(far.length).toBeGreaterThan(5);
    for (const text of far) expect(text, text).not.toMatch(/rain passes|soaking|in the wet|gets wet/i);
  });

  it('promises no comfort in heat that exhausts', () => {
    for (const text of samples('Underground')) {
      if (/exhaustion|Bad air/.test(text)) expect(text, text).not.toMatch(/pleasant|comfortable|balmy|shirt-sleeve/);
    }
  });

  it('says nothing twice: no line repeats four words of the conditions', () => {
    const fourWords = (line: string): string[] => {
      const words = line.toLowerCase().match(/[a-z']+/g) ?? [];
      return words.slice(3).map((_, i) => words.slice(i, i + 4).join(' '));
    };
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const [conditions = '', ...rest] = text.split('\n').filter((l) => !l.startsWith('Environment'));
        const said = new Set(fourWords(conditions.replace(/^Conditions: /, '')));
        for (const line of rest)
          for (const run of fourWords(line)) expect(said.has(run), `${run}\n${text}`).toBe(false);
      }
    }
  });

  it('keeps the wind to the quarter the sky names, and no comfort in rain or beside scalding vents', () => {
    const compass = /\b(north|northeast|east|southeast|south|southwest|west|northwest)\b/;
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const conditions = /Conditions: (.*)/.exec(text)?.[1] ?? '';
        const wind = /(?:Wind|Air|Current): (.*)/.exec(text)?.[1] ?? '';
        if (/\b(wind|blows in|sweeps in|driven)\b[^.]*\b(off|from) the\b|onshore|offshore/i.test(conditions)) {
          expect(wind, text).not.toMatch(compass);
          expect(wind, text).not.toMatch(/every direction/);
        }
        if (/breath/.test(conditions)) expect(wind, text).not.toMatch(/breathing/);
        if (/(?<!night of )\brain\b(?! that never)|downpour|drizzle/.test(conditions))
          expect(text, text).not.toMatch(/cloaks stay rolled/);
        if (/wet heat|heatwave|sweltering/i.test(conditions)) expect(text, text).not.toMatch(/balmy|pleasantly warm/);
        if (/\bnight\b/i.test(conditions)) expect(text, text).not.toMatch(/whenever the light fades/);
        if (/twilight depths|trench/.test(conditions)) expect(text, text).not.toMatch(/kelp/);
        if (/storm/i.test(conditions)) expect(text, text).not.toMatch(/comfortable once everyone is moving/);
        if (/vents/.test(conditions)) expect(text, text).not.toMatch(/stay in all day/);
        if (/Rotten snow|difficult terrain/.test(text))
          expect(text, text).not.toMatch(/perfect marching|comfortable for walking/);
      }
    }
  });
});

describe('weather names only what stands there', () => {
  it('hangs flags and pennants only over a town', () => {
    for (const environment of ENVIRONMENTS.filter((e) => e !== 'Urban')) {
      for (const text of samples(environment)) expect(text, text).not.toMatch(/flags|pennants/);
    }
  });
});

describe('the wind and the water follow the sky', () => {
  it('gives every condition that says where the wind comes from the words its wind line says it in', () => {
    for (const row of WEATHER_GRAMMAR.condition ?? []) {
      if (typeof row === 'string') continue;
      if (QUARTER_WORDS.test(row.text)) expect(quarterOf(row.tags), row.text).toBeTruthy();
    }
  });

  it('says where the wind or current comes from in so many words, never "that same quarter"', () => {
    const quarters = (WEATHER_GRAMMAR.condition ?? []).flatMap((row) =>
      typeof row === 'string' ? [] : [quarterOf(row.tags)].filter((q): q is string => q !== undefined),
    );
    let told = 0;
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment)) {
        const conditions = labelledLine(text, 'Conditions');
        const wind = /(?:Wind|Air|Current): (.*)/.exec(text)?.[1] ?? '';
        if (QUARTER_WORDS.test(conditions) || /sweeps along the reef|between two rock spires/.test(conditions)) {
          expect(
            quarters.some((q) => wind.includes(q)),
            text,
          ).toBe(true);
          told += 1;
        }
        expect(text, text).not.toMatch(/that same quarter/);
      }
    }
    expect(told).toBeGreaterThan(0);
  });

  it('flags a wind or current that ignores the sky, a second smell, ease in a strong current, land under the sea', () => {
    const weather = (env: string, conditions: string, temperature: string, label: string, wind: string) =>
      `Environment: ${env}\nConditions: ${conditions}\nTemperature: ${temperature}\n${label}: ${wind}`;
    expect(
      windFlags(
        weather(
          'Arctic',
          'Sleet driven sideways off the pack ice.',
          '21°F, cold',
          'Wind',
          'A wind from that same quarter, 21 mph.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Arctic',
          'A blizzard sweeps in from the north.',
          '-4°F',
          'Wind',
          'A full gale out of the south, 40 mph.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Underwater',
          'A strong current sweeps along the reef.',
          '60°F water',
          'Current',
          'A powerful current down into the trench.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Underground',
          'Sulfurous fumes drift up from a fissure.',
          '70°F',
          'Air',
          'A cool draft that smells of rotting timber.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Underwater',
          'A strong current sweeps along the reef.',
          '72°F water, comfortable for a long swim',
          'Current',
          'A powerful current along the reef.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      environmentFlags(weather('Arctic', 'Low cloud.', '20°F', 'Wind', 'A breeze, smelling of woodsmoke.')),
    ).toHaveLength(1);
    expect(
      environmentFlags(
        weather('Desert', 'A rare cloudburst.', '75°F', 'Wind', 'A hard wind, carrying the smell of woodsmoke.'),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Desert',
          'A white-hot sky.',
          '115°F, a furnace heat',
          'Wind',
          'A light breeze, enough to cool the sweat.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Desert',
          'A thin, high haze dims the sun.',
          '77°F, warm even in the wet; a soaking is more nuisance than danger',
          'Wind',
          'A steady breeze.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Mountain',
          'Blinding sun on the snowfields.',
          '31°F, a gnawing chill',
          'Wind',
          'A steady breeze, smelling of dust.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Grassland',
          'Smoke haze from a grass fire; the air tastes of ash.',
          '85°F, balmy, with a softness to the air',
          'Wind',
          'A strong wind.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(weather('Swamp', 'A sultry, overcast evening.', '60°F, mild for the season', 'Wind', 'Dead calm.')),
    ).toHaveLength(1);
    expect(
      windFlags(
        `${weather('Grassland', 'Snow on the steppe: a thin white blanket.', '28°F', 'Wind', 'Gusty.')}\nTravel: Lightly obscured in the falling snow.`,
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Urban',
          'A warm, clear evening.',
          '65°F, neither warm nor cool: perfect marching weather',
          'Wind',
          'Dead calm.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Underground',
          'A cold breath from the deep chambers.',
          '5°F, aching',
          'Air',
          'A cool draft that strengthens.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      windFlags(
        weather(
          'Arctic',
          'Sleet driven sideways off the pack ice.',
          '21°F',
          'Wind',
          'A strong wind behind the sleet at 21 mph.',
        ),
      ),
    ).toHaveLength(0);
  });

  it('raises none of those flags in any environment', () => {
    for (const environment of ENVIRONMENTS) {
      for (const text of samples(environment))
        expect([...windFlags(text), ...environmentFlags(text)], text).toEqual([]);
    }
  });
});

describe('the rules of the weather follow its strength', () => {
  it('lets no drizzle drown sounds, and blows nothing away where the air on the ground is still', () => {
    const texts = ['Coastal', 'Hill', 'Swamp', 'Urban', 'Forest'].flatMap((e) => samples(e as Environment));
    expect(texts.filter((t) => /drizzle/i.test(t)).length).toBeGreaterThan(0);
    expect(texts.filter((t) => /drizzle/i.test(t) && /drowns small sounds/.test(t))).toEqual([]);
    expect(texts.filter((t) => /almost still/.test(t) && /goes flying/.test(t))).toEqual([]);
  });

  it('follows the sky and the air: no far view through haze, no sunless steering under a sun, no easy road past 100°F, no gale without its rule', () => {
    const texts = ENVIRONMENTS.flatMap((e) => samples(e));
    const line = (t: string, label: string) => labelledLine(t, label);
    const gales = texts.filter((t) => /gale|Storm-force|powerful current|ripping current/.test(t));
    expect(gales.length).toBeGreaterThan(20);
    for (const t of texts) {
      const sky = line(t, 'Conditions');
      const travel = line(t, 'Travel');
      if (/\bhaz(e|y)\b|shimmer|\bpall\b/i.test(sky)) expect(travel, t).not.toMatch(/see for miles/);
      if (/\bsun\b/.test(sky) && !/swallowing the sun/.test(sky)) expect(travel, t).not.toMatch(/no sun to steer by/);
      if (temperature(t) > 100) expect(travel, t).not.toMatch(/no penalt|good travel weather|normal pace/i);
      if (/Warm, bright and lazy/.test(sky)) expect(temperature(t), t).toBeLessThanOrEqual(87);
    }
    for (const t of gales) expect(line(t, 'Travel'), t).toMatch(/ranged weapon|\bwinds?\b|\bcurrents?\b|\bblown\b/i);
  });
});

describe('a sitting of weather', () => {
  it('seldom shows the same sky twice among 25 made one at a time, and no temperature speaks of the sky', () => {
    let repeats = 0;
    for (let sitting = 0; sitting < 20; sitting++) {
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        const rng = createRng(`weather-sitting-${sitting}-${i}`);
        const environment = rng.fork('environment').pick(ENVIRONMENTS);
        const text = toPlainText(generateWeather(rng, { environment }).component);
        expect(labelledLine(text, 'Temperature'), text).not.toMatch(/\bsky\b/);
        const sky = labelledLine(text, 'Conditions').replace(
          /\b(roaring|merciless|blinding|howling|hazy|glaring|sticky|sullen) /g,
          '',
        );
        if (seen.has(sky)) repeats++;
        seen.add(sky);
      }
    }
    // About 2.3 a sitting with a dozen skies for each environment; nineteen give about 1.5.
    expect(repeats / 20).toBeLessThan(1.8);
  });
});

describe('the skies of one environment', () => {
  it('are told in different words: no two share a run of five words', () => {
    const rows = (WEATHER_GRAMMAR.condition ?? []).filter((row) => typeof row !== 'string');
    const runs = (text: string): string[] => {
      const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
      return words.slice(4).map((_, i) => words.slice(i, i + 5).join(' '));
    };
    const shared: string[] = [];
    for (const environment of ENVIRONMENTS) {
      const seen = new Map<string, string>();
      for (const row of rows.filter((r) => typeof r !== 'string' && r.requires?.includes(environment))) {
        const text = typeof row === 'string' ? row : row.text;
        for (const run of runs(text)) if (seen.has(run)) shared.push(`${environment}: "${run}" in ${text}`);
        for (const run of runs(text)) seen.set(run, text);
      }
    }
    expect(shared).toEqual([]);
  });
});

describe('an easy road only in fair air', () => {
  it('promises no easy going, fine weather or a usual pace in a killing cold or a furnace heat', () => {
    const EASE =
      /\b(usual pace|as easily|easy going|easy walking|good going|fine (weather|day)|nobody suffers|calm seas|run fast|dry and firm|foraging is easy|no penalt(y|ies)|normal pace)\b/i;
    const promising = (WEATHER_GRAMMAR.travel ?? []).filter((row) =>
      EASE.test(typeof row === 'string' ? row : row.text),
    );
    expect(promising.length).toBeGreaterThan(15);
    for (const row of promising) {
      const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
      expect(excludes, typeof row === 'string' ? row : row.text).toEqual(expect.arrayContaining(['bitter', 'searing']));
    }
  });
});

describe('still air and the ice', () => {
  it('lets no breeze blow through a sky that says its air is still', () => {
    for (const row of WEATHER_GRAMMAR.condition ?? []) {
      if (typeof row === 'string') continue;
      if (/\b(still air|windless|breathless|without a breath of wind|not a breath)\b/i.test(row.text))
        expect(row.tags ?? [], row.text).not.toEqual(expect.arrayContaining(['breeze']));
      if (/\b(still air|windless|breathless|without a breath of wind|not a breath)\b/i.test(row.text))
        for (const level of ['gusty', 'gale']) expect(row.tags ?? [], row.text).not.toContain(level);
    }
  });

  it('keeps no horses on the ice and no campfire smoke hanging in the rain', () => {
    for (const text of samples('Arctic')) expect(text, text).not.toMatch(/\bhorses\b(?!.*Animal Handling)/);
    const smoke = (WEATHER_GRAMMAR.wind ?? []).find(
      (row) => typeof row !== 'string' && /campfire smoke hangs/.test(row.text),
    );
    expect(typeof smoke === 'string' ? [] : smoke?.excludes).toEqual(expect.arrayContaining(['rain', 'storm']));
  });
});

describe('a soaking sky', () => {
  it('runs no water ration short, wets no finger to test the air and sends no flies while the rain soaks everything', () => {
    for (const table of ['feel', 'wind'])
      for (const row of WEATHER_GRAMMAR[table] ?? []) {
        if (typeof row === 'string') continue;
        if (/water ration runs short|wet finger|flies are a torment/.test(row.text))
          expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['rain', 'storm', 'cloudburst']));
      }
  });
});

describe('a fair day and a fair night', () => {
  it('keeps a ruling that speaks of the day, the sun or a gray sky out of the night and out of a hazy sun', () => {
    for (const row of WEATHER_GRAMMAR.travel ?? []) {
      if (typeof row === 'string' || !row.requires?.includes('clear')) continue;
      if (
        /\b(day|sun|afternoon|noon|midday|dusk|fine weather)\b/i.test(row.text) &&
        !/\b(night|stars?|starlight)\b/i.test(row.text)
      )
        expect(row.excludes ?? [], row.text).toContain('night');
    }
    for (const row of WEATHER_GRAMMAR.travel ?? []) {
      if (typeof row === 'string' || !row.requires?.includes('overcast')) continue;
      if (/\bgray sky\b|\bno sun\b|\bno shadows\b/i.test(row.text))
        expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['sunlit']));
    }
  });
});

describe('the wind, the ground and the feel agree with the sky', () => {
  const all = ENVIRONMENTS.flatMap((environment) => samples(environment).map((text) => ({ environment, text })));

  it('blows a gale under a roaring canopy only in the crowns, never at head height', () => {
    const under = all.filter(({ text }) => /down among the roots the air is almost still/.test(text));
    expect(under.length).toBeGreaterThan(0);
    for (const { text } of under) expect(labelledLine(text, 'Wind'), text).toMatch(/\b(crowns|canopy)\b/);
  });

  it('brings branches down only in a gale, and gives dry ground and firewood only where they lie', () => {
    for (const { environment, text } of all) {
      if (/Falling branches/.test(text))
        expect(labelledLine(text, 'Wind'), text).toMatch(/\bgale\b|\b(3[5-9]|[4-5]\d) mph/i);
      if (environment === 'Arctic') expect(text, text).not.toMatch(/Dry ground and long light/);
      if (environment === 'Grassland') expect(text, text).not.toMatch(/Dry wood is everywhere/);
    }
  });

  it('feels no comfort on a heavy, airless day of heat', () => {
    for (const { text } of all)
      if (/\b(airless|muggy)\b/.test(labelledLine(text, 'Conditions'))) expect(text, text).not.toMatch(/comfortably/);
  });
});
