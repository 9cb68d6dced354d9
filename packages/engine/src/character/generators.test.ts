import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { GENERATORS } from '../generators/index';
import { GENERATOR_NAMES, type GeneratorRequest } from '../core/generator';
import { toPlainText, type ResultComponent } from '../text/rich-text';
import type { AppearanceResult } from './appearance';
import { CHARACTER_GENERATORS } from './generators';
import { textProblems } from '../core/text-checks';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const request = (over: Partial<GeneratorRequest> = {}): GeneratorRequest => ({
  count: 25,
  adjectives: true,
  heritages: HERITAGES,
  choices: {},
  ...over,
});

const TEXT_ENTRIES = [
  ['GetPersonalityTrait', 'data'],
  ['GetGoal', 'data'],
  ['GetSecret', 'data'],
  ['GetFear', 'data'],
  ['GetFlaw', 'data'],
  ['GetDesire', 'data'],
  ['GetRumor', 'data'],
  ['GetMundaneEvent', 'data'],
  ['GetVoice', 'voice'],
] as const;

/** The generators that also answer the package of the people and places they name. */
const LINKED: ReadonlySet<string> = new Set(['GetRumor', 'GetMundaneEvent']);

describe('CHARACTER_GENERATORS', () => {
  it('serves each call through GENERATORS, with no choice parameters', () => {
    for (const [name, def] of Object.entries(CHARACTER_GENERATORS)) {
      expect(GENERATOR_NAMES).toContain(name);
      expect(GENERATORS[name as keyof typeof GENERATORS]).toBe(def);
      expect(def.choices).toEqual({});
    }
  });

  describe.each(TEXT_ENTRIES)('%s', (name, key) => {
    const def = CHARACTER_GENERATORS[name];

    it(`answers {${key}: ResultComponent[]} with one clean, distinct result per count`, () => {
      for (const count of [1, 5, 10, 25] as const) {
        for (let s = 0; s < 8; s++) {
          const body = def.generate(createRng(`${name}${count}-${s}`), request({ count, adjectives: s % 2 === 0 }));
          expect(Object.keys(body)).toEqual(LINKED.has(name) ? [key, 'refPackage'] : [key]);
          const results = body[key as keyof typeof body] as unknown as ResultComponent[];
          expect(results).toHaveLength(count);
          const texts = results.map((r) => {
            expect(typeof r.type).toBe('string');
            expect(r.component.length).toBeGreaterThan(0);
            return toPlainText(r.component);
          });
          expect(new Set(texts).size).toBe(count);
          for (const text of texts) expect(textProblems(text), text).toEqual([]);
        }
      }
    });

    it('is byte-identical for the same seed and request', () => {
      const once = JSON.stringify(def.generate(createRng('pin'), request()));
      expect(JSON.stringify(def.generate(createRng('pin'), request()))).toBe(once);
      expect(JSON.stringify(def.generate(createRng('other'), request()))).not.toBe(once);
    });
  });

  describe('GetAppearance', () => {
    const def = CHARACTER_GENERATORS.GetAppearance;

    it('answers data {race, appearance} for the first result and results for all', () => {
      for (const count of [1, 5, 10, 25] as const) {
        const body = def.generate(createRng(`app${count}`), request({ count }));
        const results = body.results as AppearanceResult[];
        expect(results).toHaveLength(count);
        expect(body.data).toEqual(results[0]);
        expect(new Set(results.map((r) => toPlainText(r.appearance))).size).toBe(count);
        for (const result of results) {
          expect(HERITAGES).toContain(result.race);
          expect(textProblems(toPlainText(result.appearance))).toEqual([]);
        }
      }
    });

    it('draws the heritage from request.heritages', () => {
      const body = def.generate(createRng('tief'), request({ heritages: ['Tiefling'] }));
      for (const result of body.results as AppearanceResult[]) {
        expect(result.race).toBe('Tiefling');
        expect(toPlainText(result.appearance)).toMatch(/horn/);
      }
    });

    it('is byte-identical for the same seed and request', () => {
      expect(JSON.stringify(def.generate(createRng('pin'), request()))).toBe(
        JSON.stringify(def.generate(createRng('pin'), request())),
      );
    });
  });
});
