import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../core/rng';
import { rowText } from '../core/table';
import { SWEEP_SIZE, articleProblems, rawTextProblems, spaceBeforePunctuation } from '../core/text-checks';
import {
  ENVIRONMENTS,
  FOOD_DRINK_TYPES,
  HERITAGES,
  MISC_GENERATOR_TYPES,
  type Environment,
  type FoodDrinkType,
  type MiscGeneratorType,
} from '../data/options';
import type { GeneratorName, GeneratorRequest } from '../core/generator';
import {
  toPlainText,
  type ResultComponent,
  type ResultComponentCollection,
  type TextComponent,
} from '../text/rich-text';
import { generateFoodOrDrink } from './food';
import { WORLD_GENERATORS } from './generators';
import { WORLD_GRAMMARS } from './grammars';
import { generateHistoricalEvent } from './history';
import { generateHoliday } from './holiday';
import { generateLandmark } from './landmark';
import { generateMisc } from './misc';
import { generateQuest } from './quest';
import { generateSpell, spellToResult } from './spell';
import { generateWeather } from './weather';

type Item = ResultComponent | ResultComponentCollection;
const isCollection = (item: Item): item is ResultComponentCollection => 'Title' in item;
const segmentsOf = (item: Item): TextComponent[] =>
  isCollection(item) ? [{ text: item.Title }, ...item.ResultComponent.flatMap((r) => r.component)] : item.component;
/** The raw text of a result, markers kept. */
const rawText = (item: Item): string =>
  segmentsOf(item)
    .map((s) => s.text)
    .join('');
const plainText = (item: Item): string => toPlainText(segmentsOf(item));

const pickEnv = (rng: Rng): Environment => rng.pick(ENVIRONMENTS);
const pickFood = (rng: Rng): FoodDrinkType => rng.pick(FOOD_DRINK_TYPES);
const pickMisc = (rng: Rng): MiscGeneratorType => rng.pick(MISC_GENERATOR_TYPES);

/** Each generator as a function of a seed and the adjective switch, choices drawn at random. */
const GENERATORS: Record<string, (seed: string, adjectives: boolean) => Item> = {
  quest: (seed, adjectives) => generateQuest(createRng(seed), { adjectives }),
  weather: (seed, adjectives) =>
    generateWeather(createRng(seed), { adjectives, environment: pickEnv(createRng(`${seed}!`)) }),
  landmark: (seed, adjectives) =>
    generateLandmark(createRng(seed), { adjectives, environment: pickEnv(createRng(`${seed}!`)) }),
  food: (seed, adjectives) =>
    generateFoodOrDrink(createRng(seed), { adjectives, type: pickFood(createRng(`${seed}!`)) }),
  spell: (seed) => spellToResult(generateSpell(createRng(seed))),
  holiday: (seed, adjectives) => generateHoliday(createRng(seed), { adjectives }),
  history: (seed, adjectives) => generateHistoricalEvent(createRng(seed), { adjectives }),
  misc: (seed, adjectives) => generateMisc(createRng(seed), { adjectives, type: pickMisc(createRng(`${seed}!`)) }),
};

/** What is wrong with a result's text, if anything. */
function problems(item: Item): string[] {
  const raw = rawText(item);
  const plain = plainText(item);
  const found = rawTextProblems(plain);
  if (/undefined|NaN|\[object/.test(raw)) found.push('undefined, NaN or an object inside a word');
  if (spaceBeforePunctuation(plain)) found.push('space before punctuation');
  const repeated = /\b(\w+) \1\b/i.exec(plain);
  if (repeated) found.push(`repeated word "${repeated[1]}"`);
  if ((raw.match(/\[B\]/g) ?? []).length % 2 !== 0) found.push('unbalanced bold');
  if (/:\[B\] ?(\[NL\]|$)/.test(raw)) found.push('empty labeled line');
  if (segmentsOf(item).some((s) => s.text === '')) found.push('empty segment');
  return [...found, ...articleProblems(plain)];
}

const request = (
  count: GeneratorRequest['count'],
  choices: GeneratorRequest['choices'] = {},
  adjectives = true,
): GeneratorRequest => ({
  count,
  adjectives,
  heritages: HERITAGES,
  choices,
});
const listOf = (name: GeneratorName, seed: string, req: GeneratorRequest): Item[] => {
  const def = WORLD_GENERATORS[name];
  if (!def) throw new Error(`${name} is missing`);
  return (def.generate(createRng(seed), req) as { data: Item[] }).data;
};

describe('world-content generators', () => {
  it.each(Object.keys(WORLD_GENERATORS) as GeneratorName[])('%s is deterministic per seed', (name) => {
    const def = WORLD_GENERATORS[name];
    const first = JSON.stringify(def?.generate(createRng('fixed-seed'), request(10)));
    expect(JSON.stringify(def?.generate(createRng('fixed-seed'), request(10)))).toBe(first);
    expect(JSON.stringify(def?.generate(createRng('other-seed'), request(10)))).not.toBe(first);
    expect(first).not.toMatch(/undefined|NaN|null/);
  });

  it('answers the shapes of the API', () => {
    const landmark = WORLD_GENERATORS.GetLandmark?.generate(createRng('s'), request(5));
    expect(landmark?.refPackage).toEqual({});
    expect(WORLD_GENERATORS.GetLandmark?.acceptsPackage).toBe(true);
    for (const name of ['GetHoliday', 'GetHistoricalEvent'] as const) {
      const data = listOf(name, 's', request(5));
      expect(data).toHaveLength(5);
      for (const item of data) {
        expect(isCollection(item)).toBe(true);
        if (isCollection(item)) expect(item.ResultComponent.length).toBe(4);
      }
    }
    for (const name of ['GetProblem', 'GetWeather', 'GetFoodOrDrink', 'GetSpell', 'GetMiscGenerator'] as const) {
      const data = listOf(name, 's', request(10));
      expect(data).toHaveLength(10);
      for (const item of data) expect(Array.isArray((item as ResultComponent).component)).toBe(true);
    }
    for (const type of MISC_GENERATOR_TYPES) {
      const kinds = listOf('GetMiscGenerator', 's', request(5, { generator: [type] })).map(
        (r) => (r as ResultComponent).type,
      );
      expect(kinds).toEqual(Array(5).fill(type));
    }
    const quest = plainText(listOf('GetProblem', 's', request(1))[0] as Item);
    for (const label of ['Hook:', 'Patron:', 'Complication:', 'Reward:']) expect(quest).toContain(label);
    expect(quest).toMatch(/\d gp/);
  });

  it.each(['quest', 'landmark', 'food', 'spell', 'holiday', 'history'])(
    '%s gives at least 950 distinct results in 1,000',
    (name) => {
      const make = GENERATORS[name] as (seed: string, adjectives: boolean) => Item;
      const seen = new Set(Array.from({ length: 1000 }, (_, i) => JSON.stringify(make(`distinct-${i}`, true))));
      expect(seen.size).toBeGreaterThanOrEqual(950);
    },
  );

  it('repeats nothing within a batch of 25, for every choice', () => {
    const batches: [GeneratorName, GeneratorRequest['choices']][] = [
      ['GetProblem', {}],
      ['GetSpell', {}],
      ['GetHoliday', {}],
      ['GetHistoricalEvent', {}],
      ...ENVIRONMENTS.flatMap((e) => [
        ['GetWeather', { environments: [e] }] as [GeneratorName, GeneratorRequest['choices']],
        ['GetLandmark', { environments: [e] }] as [GeneratorName, GeneratorRequest['choices']],
      ]),
      ...FOOD_DRINK_TYPES.map(
        (t) => ['GetFoodOrDrink', { fooddrink: [t] }] as [GeneratorName, GeneratorRequest['choices']],
      ),
      ...MISC_GENERATOR_TYPES.map(
        (t) => ['GetMiscGenerator', { generator: [t] }] as [GeneratorName, GeneratorRequest['choices']],
      ),
    ];
    for (const [name, choices] of batches) {
      for (const seed of ['b1', 'b2']) {
        const texts = listOf(name, seed, request(25, choices)).map(plainText);
        expect(new Set(texts).size, `${name} ${JSON.stringify(choices)}`).toBe(25);
      }
    }
  });

  it.each(Object.keys(GENERATORS))(
    `%s reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} results`,
    (name) => {
      const make = GENERATORS[name] as (seed: string, adjectives: boolean) => Item;
      const failures: string[] = [];
      for (let i = 0; i < SWEEP_SIZE && failures.length < 5; i++) {
        const item = make(`clean-${i}`, i % 2 === 0);
        const found = problems(item);
        if (found.length) failures.push(`${found.join(', ')} in: ${plainText(item)}`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it('shows optional adjectives only when adjectives are on', () => {
    for (const spec of WORLD_GRAMMARS) {
      const adjectiveTables = new Set(spec.adjectives ?? []);
      if (!adjectiveTables.size) continue;
      const otherRows = Object.entries(spec.grammar)
        .filter(([name]) => !adjectiveTables.has(name))
        .flatMap(([, table]) => table.map((row) => rowText(row).toLowerCase()));
      const onlyAdjectives = [...adjectiveTables]
        .flatMap((name) => (spec.grammar[name] ?? []).map((row) => rowText(row).toLowerCase()))
        .filter((word) => !otherRows.some((row) => new RegExp(`\\b${word}\\b`).test(row)));
      const pattern = new RegExp(`\\b(${onlyAdjectives.join('|')})\\b`, 'i');
      const make = GENERATORS[spec.name] as (seed: string, adjectives: boolean) => Item;
      let shown = 0;
      for (let i = 0; i < 400; i++) {
        expect(plainText(make(`adj-${i}`, false)), spec.name).not.toMatch(pattern);
        if (pattern.test(plainText(make(`adj-${i}`, true)))) shown += 1;
      }
      expect(shown, spec.name).toBeGreaterThan(0);
    }
  });
});
