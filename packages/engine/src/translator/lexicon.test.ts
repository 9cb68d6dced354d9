import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../data/options';
import { isCommonWord, isProfane } from '../names/name-check';
import { BASE_WORDS } from './base-words';
import { decipher } from './cipher';
import { assignForms, buildLexicon, LEXICON_VERSION, parseLexicon, type Lexicon } from './lexicon';

const built = new Map<TranslationLanguage, Lexicon>();
const lexiconOf = (language: TranslationLanguage): Lexicon => {
  let lexicon = built.get(language);
  if (!lexicon) built.set(language, (lexicon = buildLexicon(language)));
  return lexicon;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the base word list', () => {
  it('holds a few thousand lower-case words of a to z, sorted, without repeats', () => {
    expect(BASE_WORDS.length).toBeGreaterThan(3000);
    for (const word of BASE_WORDS) expect(word).toMatch(/^[a-z]+$/);
    expect(new Set(BASE_WORDS).size).toBe(BASE_WORDS.length);
    expect([...BASE_WORDS].sort()).toEqual(BASE_WORDS);
  });

  it('has the pieces of common contractions', () => {
    for (const piece of ['don', 't', 's', 'll', 're', 've', 'd', 'm', 'isn', 'won', 'can'])
      expect(BASE_WORDS).toContain(piece);
  });
});

describe('LEXICON_VERSION', () => {
  it('is the method number and a fingerprint of the inputs', () => {
    expect(LEXICON_VERSION).toMatch(/^\d+\.[0-9a-f]{16}$/);
  });
});

describe.each(TRANSLATION_LANGUAGES)('the %s lexicon', (language) => {
  it('gives every base word one form of two letters or more, no two alike', () => {
    const lexicon = lexiconOf(language);
    expect(lexicon.language).toBe(language);
    expect(lexicon.version).toBe(LEXICON_VERSION);
    expect(Object.keys(lexicon.forms).sort()).toEqual(BASE_WORDS);
    const forms = Object.values(lexicon.forms);
    for (const form of forms) expect(form).toMatch(/^[a-z]{2,}$/);
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('has no form that is an English word, profane, or readable as a ciphered word', () => {
    const lexicon = lexiconOf(language);
    const base = new Set(BASE_WORDS);
    const bad = Object.values(lexicon.forms).filter(
      (form) => base.has(form) || isCommonWord(form) || isProfane(form) || decipher(lexicon.cipher, form) !== null,
    );
    expect(bad).toEqual([]);
  });

  it('gives longer English words longer forms', () => {
    const forms = lexiconOf(language).forms;
    const short = BASE_WORDS.filter((w) => w.length <= 3).map((w) => (forms[w] as string).length);
    const long = BASE_WORDS.filter((w) => w.length >= 9).map((w) => (forms[w] as string).length);
    expect(mean(long)).toBeGreaterThan(mean(short) + 2);
  });

  it('is plain JSON that parseLexicon accepts, as an object or as text', () => {
    const lexicon = lexiconOf(language);
    const text = JSON.stringify(lexicon);
    expect(JSON.parse(text)).toEqual(lexicon);
    expect(parseLexicon(text)).toEqual({ ok: true, value: lexicon });
    expect(parseLexicon(JSON.parse(text))).toEqual({ ok: true, value: lexicon });
  });
});

describe('buildLexicon', () => {
  it.each(['Elvish', 'Orcish'] as const)('builds the same %s lexicon every time', (language) => {
    expect(buildLexicon(language)).toEqual(lexiconOf(language));
  });

  it('gives different languages different words', () => {
    const words = ['dragon', 'the', 'sword', 'friend'];
    for (const word of words) {
      const forms = TRANSLATION_LANGUAGES.map((language) => lexiconOf(language).forms[word]);
      expect(new Set(forms).size).toBeGreaterThan(TRANSLATION_LANGUAGES.length - 3);
    }
  });
});

describe('assignForms', () => {
  /** A deliberately crowded candidate space: ten forms for many words, so clashes are common. */
  const crowded = (word: string, attempt: number) => {
    const n = createRng(`${word}/${attempt}`).int(0, 9 + attempt);
    return n === 3 ? null : `f${n}`;
  };

  it('gives each word a distinct form, whatever the order of the words', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 4 }), {
          maxLength: 40,
        }),
        fc.integer(),
        (words, seed) => {
          const forms = assignForms(words, crowded);
          expect([...forms.keys()].sort()).toEqual([...words].sort());
          expect(new Set(forms.values()).size).toBe(words.length);
          const shuffled = createRng(String(seed)).shuffle(words);
          expect(assignForms(shuffled, crowded)).toEqual(forms);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives a contested form to the shortest word, then the alphabetically first', () => {
    const same = () => 'x';
    const first = assignForms(['bb', 'a', 'c'], (word, attempt) => (attempt === 0 ? same() : `${word}${attempt}`));
    expect(first.get('a')).toBe('x');
    expect(first.get('c')).toBe('c1');
    expect(first.get('bb')).toBe('bb1');
  });
});

describe('parseLexicon', () => {
  const good = (): Lexicon => JSON.parse(JSON.stringify(lexiconOf('Dwarvish'))) as Lexicon;
  it.each([
    ['text that is not JSON', () => '{"language":'],
    ['an array', () => []],
    ['an unknown language', () => ({ ...good(), language: 'Klingon' })],
    ['an older version', () => ({ ...good(), version: '0.0000000000000000' })],
    ['a missing marker', () => ({ ...good(), cipher: { codes: good().cipher.codes } })],
    ['too few codes', () => ({ ...good(), cipher: { ...good().cipher, codes: good().cipher.codes.slice(1) } })],
    [
      'overlapping codes',
      () => ({
        ...good(),
        cipher: { ...good().cipher, codes: [good().cipher.codes[1] + 'a', ...good().cipher.codes.slice(1)] },
      }),
    ],
    [
      'a missing form',
      () => {
        const l = good();
        delete l.forms.dragon;
        return l;
      },
    ],
    [
      'a repeated form',
      () => {
        const l = good();
        l.forms.dragon = l.forms.sword as string;
        return l;
      },
    ],
    [
      'a form that is an English word',
      () => {
        const l = good();
        l.forms.dragon = 'sword';
        return l;
      },
    ],
    [
      'a form for a word outside the list',
      () => {
        const l = good();
        l.forms.zyzzyva = 'brakkadum';
        return l;
      },
    ],
  ] as [string, () => unknown][])('refuses %s', (_label, make) => {
    expect(parseLexicon(make()).ok).toBe(false);
  });
});
