import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, type Heritage } from '../data/options';
import { toPlainText } from '../text/rich-text';
import {
  describeAppearance,
  generateAppearance,
  generateAppearanceBatch,
  generateVisualAppearance,
  type AppearanceGender,
  type VisualAppearance,
} from './appearance';
import { APPEARANCE_PROSE_GRAMMAR } from './appearance-prose';
import { APPEARANCE_GRAMMAR, HERITAGE_BODY } from './appearance-tables';
import { JOBS } from './jobs';
import { personFacts } from './person-facts';
import { SWEEP_SIZE, adjectiveOnlyWords, problemTexts, textProblems, wordsOf } from '../core/text-checks';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const GENDERS: readonly AppearanceGender[] = ['Male', 'Female'];
const HAIRLESS: readonly Heritage[] = ['Lizardfolk', 'Dragonborn', 'Kobold'];
const rowTexts = (name: keyof typeof APPEARANCE_GRAMMAR) =>
  APPEARANCE_GRAMMAR[name].map((row) => (typeof row === 'string' ? row : row.text));
const HAIR_COLORS = rowTexts('apHairColor');
const BEARD_WORDS = /beard|mustache|whiskers|goatee|stubble/;
const OLD_ONLY_COLORS = APPEARANCE_GRAMMAR.apHairColor
  .filter((row) => typeof row !== 'string' && (row as { requires?: readonly string[] }).requires?.includes('old'))
  .map((row) => (typeof row === 'string' ? row : row.text));

const inches = (height: string) => {
  const match = /^(\d+) ft(?: (\d+) in)?$/.exec(height);
  expect(match, height).not.toBeNull();
  return Number(match?.[1]) * 12 + Number(match?.[2] ?? 0);
};
const number = (text: string, unit: string) => {
  const match = new RegExp(`^(\\d+) ${unit}$`).exec(text);
  expect(match, text).not.toBeNull();
  return Number(match?.[1]);
};

describe.each(HERITAGES)('a %s appearance', (heritage) => {
  const body = HERITAGE_BODY[heritage];
  const draws: { gender: AppearanceGender; visual: VisualAppearance }[] = [];
  for (let i = 0; i < 300; i++) {
    const gender = GENDERS[i % 2] as AppearanceGender;
    draws.push({
      gender,
      visual: generateVisualAppearance(createRng(`${heritage}${i}`), heritage, gender, { adjectives: i % 3 === 0 }),
    });
  }

  it('has a height, weight and age inside the heritage ranges', () => {
    for (const { visual } of draws) {
      const h = inches(visual.height);
      expect(h).toBeGreaterThanOrEqual(body.heightIn[0]);
      expect(h).toBeLessThanOrEqual(body.heightIn[1]);
      const w = number(visual.weight, 'lb');
      expect(w).toBeGreaterThanOrEqual(body.weightLb[0]);
      expect(w).toBeLessThanOrEqual(body.weightLb[1]);
      const age = number(visual.age, 'years');
      expect(age).toBeGreaterThanOrEqual(body.adultAge);
      expect(age).toBeLessThanOrEqual(body.maxAge);
    }
  });

  it('fits the heritage: hair or its absence, skin or scales, horns, tusks, tails and ears', () => {
    for (const { gender, visual } of draws) {
      const all = Object.values(visual).join(' | ');
      if (HAIRLESS.includes(heritage)) {
        expect(visual.hair, all).toMatch(/^(no hair|a smooth, hairless head)/);
        expect(HAIR_COLORS.filter((c) => visual.hair.includes(`${c} hair`))).toEqual([]);
        expect(all).not.toMatch(BEARD_WORDS);
        expect(visual.skinDesc).toMatch(/scales/);
        expect(visual.skinDesc).not.toMatch(/\bskin\b/);
        expect(all, 'no outer ear').not.toMatch(/earring|notched ear/);
      } else {
        expect(visual.hair).not.toMatch(/hairless|no hair/);
        expect(visual.skinDesc).toMatch(/\bskin\b/);
        expect(all).not.toMatch(/scales/);
      }
      if (heritage === 'Tiefling') expect(visual.skinDesc).toMatch(/horn.*tail/);
      if (heritage === 'Orc' || heritage === 'Half-Orc') expect(visual.skinDesc).toMatch(/tusk/);
      if (heritage === 'Elf' || heritage === 'Half-Elf') {
        // The ears are told once, by the skin or by hair swept back from them.
        expect(`${visual.hair} ${visual.skinDesc}`).toMatch(/ears|elven/);
        expect(`${visual.hair} ${visual.skinDesc}`.match(/pointed ears/g)?.length ?? 0).toBeLessThan(2);
      }
      if (heritage === 'Lizardfolk' || heritage === 'Kobold') expect(visual.skinDesc).toMatch(/tail/);
      if (gender === 'Female') expect(visual.hair).not.toMatch(BEARD_WORDS);
      if (gender === 'Male') expect(visual.clothingStyle).not.toMatch(/\b(dress|kirtle|blouse|shift|skirts)\b/);
    }
  });

  it('keeps gray hair for the old and honors a fixed age', () => {
    for (let i = 0; i < 100; i++) {
      const young = generateVisualAppearance(createRng(`young${i}`), heritage, 'Female', { ageYears: body.adultAge });
      expect(young.age).toBe(`${body.adultAge} years`);
      expect(OLD_ONLY_COLORS.filter((c) => young.hair.includes(c))).toEqual([]);
      expect(young.hair).not.toMatch(/thinning|bald|receding/);
    }
  });

  it('describes itself cleanly, naming the heritage', () => {
    for (const { gender, visual } of draws) {
      const text = toPlainText(describeAppearance(visual, { heritage, gender }));
      expect(textProblems(text), text).toEqual([]);
      expect(text).toMatch(/^[A-Z]/);
      expect(text.toLowerCase()).toContain(heritage.toLowerCase());
      expect(text).toContain(visual.height);
      expect(text).toContain(visual.weight);
    }
  });
});

describe('generateVisualAppearance', () => {
  it('gives no worn or carried thing to more than 1 person in 20', () => {
    const things = [...rowTexts('apWorn'), ...rowTexts('apCarried')]
      .filter((text) => !text.includes('{'))
      .map((text) => text.split(',')[0]!);
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const text = toPlainText(generateAppearance(createRng(`things-${i}`)).appearance);
      for (const thing of things) if (text.includes(thing)) counts.set(thing, (counts.get(thing) ?? 0) + 1);
    }
    const common = [...counts].filter(([, n]) => n > 50);
    expect(common).toEqual([]);
  });

  it('is deterministic per seed', () => {
    const make = () => generateVisualAppearance(createRng('same'), 'Dwarf', 'Male', { adjectives: true });
    expect(make()).toEqual(make());
  });
});

describe('a look drawn for a person', () => {
  it('is drawn for every job, heritage, gender and life stage, whatever the flaw or the personality says of dress', () => {
    const extras = [
      ['fv-show', 'p-neat-dress', 'p-godless'],
      ['p-sloppy-dress', 'lost-tooth'],
    ];
    let n = 0;
    for (const job of JOBS)
      for (const heritage of HERITAGES)
        for (const gender of GENDERS)
          for (const share of [0.05, 0.5, 0.95])
            for (const extra of extras) {
              const body = HERITAGE_BODY[heritage];
              const age = Math.round(body.adultAge + share * (body.maxAge - body.adultAge));
              const facts = personFacts({ heritage, gender, age, job });
              facts.imply(extra);
              const visual = generateVisualAppearance(createRng(`every-look-${n++}`), heritage, gender, {
                ageYears: age,
                facts,
              });
              expect(visual.clothingStyle).not.toBe('');
            }
  });
});

describe('describeAppearance', () => {
  it('reads the same every time for the same appearance and works without a subject', () => {
    const visual = generateVisualAppearance(createRng('v'), 'Gnome', 'Female');
    expect(describeAppearance(visual, { heritage: 'Gnome', gender: 'Female' })).toEqual(
      describeAppearance(visual, { heritage: 'Gnome', gender: 'Female' }),
    );
    const text = toPlainText(describeAppearance(visual));
    expect(textProblems(text)).toEqual([]);
    expect(text).not.toMatch(/\b(he|she|his|her)\b/i);
  });

  it('never has anyone look closely to see a peg foot, a limp, a sword cut or a blind eye', () => {
    const plainMarks = [
      'a wooden peg in place of the right foot',
      'a limp that favors the left leg',
      'a long sword cut down one cheek',
      'a blind, milky left eye',
    ];
    const visual = generateVisualAppearance(createRng('v'), 'Human', 'Male');
    for (const injuries of plainMarks) {
      for (let i = 0; i < 30; i++) {
        const text = toPlainText(describeAppearance({ ...visual, age: `${20 + i} years`, injuries }));
        expect(text).not.toMatch(/Look closely/);
      }
    }
  });

  it('never runs clothing that has its own comma into "and has"', () => {
    const visual = generateVisualAppearance(createRng('v'), 'Human', 'Female');
    const clothingStyle = "a deckhand's tarred jacket, sleeves rolled and salt-stiff";
    for (let i = 0; i < 60; i++) {
      const text = toPlainText(describeAppearance({ ...visual, age: `${20 + i} years`, clothingStyle }));
      expect(text).not.toMatch(/salt-stiff and has/);
    }
  });
});

describe('generateAppearance', () => {
  const plain = (seed: string, adjectives = false) =>
    toPlainText(generateAppearance(createRng(seed), { adjectives }).appearance);

  it('gives at least 950 distinct appearances in 1,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(plain(`d${i}`));
    expect(seen.size).toBeGreaterThanOrEqual(950);
  });

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} draws`, () => {
    expect(problemTexts(SWEEP_SIZE, (i) => plain(`i${i}`, i % 2 === 0))).toEqual([]);
  });

  it('draws only from the heritages given', () => {
    for (let i = 0; i < 100; i++) {
      expect(['Elf', 'Orc']).toContain(generateAppearance(createRng(`h${i}`), { heritages: ['Elf', 'Orc'] }).race);
    }
  });

  it('repeats nothing in a batch of 25', () => {
    for (let s = 0; s < 10; s++) {
      const batch = generateAppearanceBatch(createRng(`b${s}`), 25).map((r) => toPlainText(r.appearance));
      expect(new Set(batch).size).toBe(25);
    }
  });

  it('shows optional adjectives only when they are on', () => {
    const adjectiveWords = adjectiveOnlyWords(APPEARANCE_GRAMMAR, [APPEARANCE_PROSE_GRAMMAR]);
    expect(adjectiveWords.size).toBeGreaterThan(0);
    let withAdjectives = 0;
    for (let i = 0; i < 400; i++) {
      expect(wordsOf(plain(`a${i}`, false)).filter((w) => adjectiveWords.has(w))).toEqual([]);
      if (wordsOf(plain(`a${i}`, true)).some((w) => adjectiveWords.has(w))) withAdjectives++;
    }
    expect(withAdjectives).toBeGreaterThan(0);
  });
});

describe('what a look puts on the body', () => {
  it('threads rings on or chips only horns the crest has: no spined or frilled head with ornamented horns', () => {
    const bad: string[] = [];
    let horned = 0;
    for (const heritage of ['Dragonborn', 'Kobold'] as const)
      for (let i = 0; i < 1500; i++) {
        const visual = generateVisualAppearance(createRng(`horn-${heritage}-${i}`), heritage, GENDERS[i % 2]!);
        const onHorns = /\bhorns?\b/.test(`${visual.accessories} ${visual.injuries}`);
        if (onHorns) horned++;
        if (onHorns && !/\bhorns\b/.test(visual.hair)) bad.push(`${heritage}: ${visual.hair} / ${visual.accessories}`);
      }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(horned).toBeGreaterThan(0);
  });

  it("dresses no one still serving in a discharged soldier's coat with the badges torn off", () => {
    const worn: string[] = [];
    const sworn = JOBS.filter((job) =>
      ['Town guard', 'Soldier', 'Watch sergeant', 'Garrison captain'].includes(job.job),
    );
    expect(sworn.length).toBe(4);
    let discharged = 0;
    for (const job of JOBS.filter((row) => ['Hired guard', 'Bouncer', ...sworn.map((s) => s.job)].includes(row.job)))
      for (let i = 0; i < 400; i++) {
        const facts = personFacts({ heritage: 'Human', gender: 'Male', age: 35, job });
        const visual = generateVisualAppearance(createRng(`coat-${job.job}-${i}`), 'Human', 'Male', {
          ageYears: 35,
          facts,
        });
        if (!visual.clothingStyle.includes('badges torn off')) continue;
        if (sworn.includes(job)) worn.push(`${job.job}: ${visual.clothingStyle}`);
        else discharged++;
      }
    expect(worn).toEqual([]);
    expect(discharged).toBeGreaterThan(0);
  });
});

describe('what shows, what is carried, and how it is joined', () => {
  const rowRequires = (row: (typeof APPEARANCE_GRAMMAR.apInjuries)[number]) =>
    typeof row === 'string' ? [] : ((row as { requires?: readonly string[] }).requires ?? []);

  it('puts no noticed mark on a part clothes cover unless the clothes bare it', () => {
    const covered = /\b(shoulder|ribs|(across|on) the back(?! of)|chest|belly|thigh|upper arm|forearm)\b/;
    const baring = new Set(
      APPEARANCE_GRAMMAR.apOutfit.flatMap((row) =>
        typeof row === 'string' ? [] : ((row as { implies?: readonly string[] }).implies ?? []),
      ),
    );
    for (const row of APPEARANCE_GRAMMAR.apInjuries) {
      const text = typeof row === 'string' ? row : row.text;
      // A shoulder that sits low shows through any coat.
      if (!covered.test(text.replace('one shoulder that sits lower', ''))) continue;
      expect(
        rowRequires(row).some((t) => baring.has(t)),
        text,
      ).toBe(true);
    }
  });

  it('says where every carried thing is held, so none reads as worn, and has no "and" of its own', () => {
    const held =
      /\b(in one hand|in the teeth|under one arm|on one arm|on one hip|over one shoulder|from one shoulder|across the back|at the (belt|hip)|on the belt|through the belt|into the belt|from the belt|on a leash|on a (blackened )?chain|around the neck|held to the chest)\b/;
    for (const text of rowTexts('apCarried')) {
      expect(text, text).toMatch(held);
      expect(text).not.toMatch(/ and /);
    }
    for (const text of rowTexts('apWorn')) expect(text).not.toMatch(/ and /);
  });

  it('never chains three "and"s through the dress sentence', () => {
    const rng = createRng('dress-and');
    for (let i = 0; i < 1500; i++) {
      const text = toPlainText(generateAppearance(rng.fork(String(i))).appearance);
      const dress = text.split('. ').find((s) => /^(Dressed in|Clothed in|(She|He|They) wears?)/.test(s)) ?? '';
      expect((dress.match(/ and /g) ?? []).length, dress).toBeLessThan(3);
    }
  });
});
