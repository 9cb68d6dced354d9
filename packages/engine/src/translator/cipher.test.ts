import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { TRANSLATION_LANGUAGES } from '../data/options';
import { LANGUAGE_PHONOLOGIES } from '../names/phonologies';
import { buildCipherKey, decipher, encipher, type CipherKey } from './cipher';

const keys = TRANSLATION_LANGUAGES.map(
  (language) =>
    [language, buildCipherKey(createRng(`translator/${language}/cipher`), LANGUAGE_PHONOLOGIES[language])] as const,
);
const asciiWord = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 1,
  maxLength: 40,
});
const TEST_KEY: CipherKey = {
  marker: 'ka',
  codes: 'ab cd ef gh ij kl mn op qr st uv wx yz ba dc fe hg ji lk nm po rq ts vu xw zy'.split(' '),
};

describe.each(keys)('the %s cipher', (_language, key) => {
  it('has a marker and 26 codes of two letters or more, none the start of another', () => {
    expect(key.marker).toMatch(/^[a-z]{2,}$/);
    expect(key.codes).toHaveLength(26);
    for (const [i, a] of key.codes.entries()) {
      expect(a).toMatch(/^[a-z]{2,}$/);
      key.codes.forEach((b, j) => i !== j && expect(b.startsWith(a)).toBe(false));
    }
  });

  it('reads back every word of a to z, in any case', () => {
    fc.assert(
      fc.property(asciiWord, (word) => {
        const ciphered = encipher(key, word);
        expect(ciphered).toMatch(/^[A-Za-z]+$/);
        expect(decipher(key, ciphered)).toBe(word);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same key for the same stream', () => {
    expect(buildCipherKey(createRng(`translator/${_language}/cipher`), LANGUAGE_PHONOLOGIES[_language])).toEqual(key);
  });
});

describe('encipher and decipher', () => {
  it.each([
    ['abc', 'kaabcdef'],
    ['Abc', 'Kaabcdef'],
    ['ABC', 'KAABCDEF'],
    ['A', 'Kaab'],
    ['aBc', 'kaabCdef'],
    ['iPhone', 'kaqrFeopdcbaij'],
  ])('%s is written %s and read back', (word, ciphered) => {
    expect(encipher(TEST_KEY, word)).toBe(ciphered);
    expect(decipher(TEST_KEY, ciphered)).toBe(word);
  });

  it.each(['', 'ka', 'kab', 'abcd', 'kaabc', 'ka-ab', 'kaéb'])('%j is not a ciphered word', (token) => {
    expect(decipher(TEST_KEY, token)).toBeNull();
  });

  it('refuses letters outside a to z', () => {
    expect(() => encipher(TEST_KEY, 'café')).toThrow(RangeError);
  });
});
