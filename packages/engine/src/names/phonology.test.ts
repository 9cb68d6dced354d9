import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, TRANSLATION_LANGUAGES } from '../data/options';
import { HERITAGE_PHONOLOGIES, LANGUAGE_PHONOLOGIES } from './phonologies';
import {
  buildWord,
  formatPronunciation,
  isForbidden,
  stressIndex,
  UNIVERSAL_FORBIDDEN,
  type Phonology,
} from './phonology';

const ALL_PHONOLOGIES: Phonology[] = [
  ...new Set([...Object.values(HERITAGE_PHONOLOGIES), ...Object.values(LANGUAGE_PHONOLOGIES)]),
];

describe('phonology tables', () => {
  it('cover every heritage and every translator language', () => {
    for (const heritage of HERITAGES) expect(HERITAGE_PHONOLOGIES[heritage], heritage).toBeDefined();
    for (const language of TRANSLATION_LANGUAGES) expect(LANGUAGE_PHONOLOGIES[language], language).toBeDefined();
  });

  it('have non-empty tables with positive weights', () => {
    for (const ph of ALL_PHONOLOGIES) {
      const tables = [
        ph.onsets,
        ph.nuclei,
        ph.codas,
        ph.shapes,
        ph.syllableWeights,
        ph.initialOnsets ?? {},
        ph.finalCodas ?? {},
      ];
      for (const table of tables.slice(0, 5)) expect(Object.keys(table).length, ph.name).toBeGreaterThan(0);
      for (const table of tables) for (const w of Object.values(table)) expect(w, ph.name).toBeGreaterThan(0);
      for (const unit of [...Object.keys(ph.onsets), ...Object.keys(ph.nuclei), ...Object.keys(ph.codas)]) {
        expect(unit, ph.name).toMatch(/^[a-z]+$/);
      }
    }
  });
});

describe('buildWord', () => {
  it('is deterministic for a seed', () => {
    for (const ph of ALL_PHONOLOGIES) {
      expect(buildWord(createRng('same'), ph, 3)).toEqual(buildWord(createRng('same'), ph, 3));
    }
  });

  it('builds lower-case words of the asked syllables that break no rule of their phonology', () => {
    for (const ph of ALL_PHONOLOGIES) {
      const rng = createRng(`words/${ph.name}`);
      for (let i = 0; i < 400; i++) {
        const syllables = 1 + (i % 4);
        const built = buildWord(rng, ph, syllables);
        expect(built.word, ph.name).toMatch(/^[a-z]+$/);
        expect(built.syllables.join(''), ph.name).toBe(built.word);
        expect(built.syllables, `${ph.name} ${built.word}`).toHaveLength(syllables);
        expect(built.sounds).toHaveLength(syllables);
        expect(built.stress).toBeGreaterThanOrEqual(0);
        expect(built.stress).toBeLessThan(syllables);
        expect(isForbidden(ph, built.word), `${ph.name} ${built.word}`).toBe(false);
      }
    }
  }, 60_000);

  it('gives each people a sound of its own (few words shared between two phonologies)', () => {
    const words = (ph: Phonology) => {
      const rng = createRng(`own/${ph.name}`);
      return new Set(Array.from({ length: 500 }, () => buildWord(rng, ph, 2).word));
    };
    const elf = words(HERITAGE_PHONOLOGIES.Elf);
    const orc = words(HERITAGE_PHONOLOGIES.Orc);
    const dwarf = words(HERITAGE_PHONOLOGIES.Dwarf);
    expect([...elf].filter((w) => orc.has(w)).length).toBeLessThan(5);
    expect([...elf].filter((w) => dwarf.has(w)).length).toBeLessThan(10);
  });
});

/** The spelling rules written as regular expressions, one step at a time: the reference for `isForbidden`. */
function referenceForbidden(ph: Phonology, text: string): boolean {
  const lower = text.toLowerCase();
  const own = [...ph.forbidden, ...UNIVERSAL_FORBIDDEN].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const rules = [...own.map((f) => new RegExp(f)), /(.)\1\1/, /[aeiou]{3}/, /^(.)\1/];
  if (rules.some((re) => re.test(lower))) return true;
  const units = lower.replace(/th|sh|ch|kh|gh|ph|zh|dh|ck|qu|wh/g, 'T');
  return new RegExp(`[^aeiouy]{${(ph.maxConsonants ?? 2) + 1}}`).test(units);
}

describe('isForbidden', () => {
  it('agrees with the rules written as regular expressions', () => {
    for (const ph of ALL_PHONOLOGIES) {
      const letters = [
        ...new Set([
          ...Object.keys(ph.onsets),
          ...Object.keys(ph.nuclei),
          ...Object.keys(ph.codas),
          'h',
          'y',
          'qu',
          'E',
          ' ',
          "'",
          '\n',
        ]),
      ];
      const text = fc.array(fc.constantFrom(...letters), { maxLength: 8 }).map((parts) => parts.join(''));
      fc.assert(
        fc.property(text, (t) => isForbidden(ph, t) === referenceForbidden(ph, t)),
        { numRuns: 3_000, seed: 3 },
      );
    }
  }, 30_000);

  it('finds forbidden sequences, tripled letters, three vowels, doubled starts and long consonant runs', () => {
    const human = HERITAGE_PHONOLOGIES.Human;
    expect(isForbidden(human, 'bawn')).toBe(true);
    expect(isForbidden(human, 'baaan')).toBe(true);
    expect(isForbidden(human, 'bauen')).toBe(true);
    expect(isForbidden(human, 'bban')).toBe(true);
    expect(isForbidden(human, 'banhhe')).toBe(true);
    expect(isForbidden(human, 'barnsto')).toBe(true);
    expect(isForbidden(human, 'barnthe')).toBe(false);
    expect(isForbidden(human, 'Aldren')).toBe(false);
  });
});

describe('pronunciation', () => {
  it('joins sounds with hyphens and writes the stressed syllable in capitals', () => {
    expect(formatPronunciation(['ay', 'lar', 'ith'], 1)).toBe('ay-LAR-ith');
    expect(formatPronunciation(['thrak'], 0)).toBe('THRAK');
  });

  it('places stress by rule', () => {
    expect(stressIndex('initial', [true, false, true])).toBe(0);
    expect(stressIndex('final', [true, false, true])).toBe(2);
    expect(stressIndex('penult', [true, false, true])).toBe(1);
    expect(stressIndex('heavy', [false, true, false])).toBe(1);
    expect(stressIndex('heavy', [false, false, false])).toBe(0);
    expect(stressIndex('heavy', [true, false])).toBe(0);
  });
});
