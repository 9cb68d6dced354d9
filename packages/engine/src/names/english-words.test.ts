import ENGLISH from 'an-array-of-english-words' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, TRANSLATION_LANGUAGES } from '../data/options';
import { buildLexicon } from '../translator/lexicon';
import { COMMON_ENGLISH_WORDS } from './common-english-words';
import { gluesEnglishName, isCommonWord, isFitToPrint, spellsNearWord } from './name-check';
import { chosenNameWords } from './naming-schemes';
import { NAME_WORDS, SHORT_WORDS } from './name-words';
import { generatePersonName } from './person-name';
import { generateRealmName, REALM_ENDINGS, rootSaysWord } from './realm-roots';
import { bloomFilter, fromBase64, mayHold, SHORT_WORD_LENGTH, toBase64 } from './word-filter';

/** The full English word list (about 275,000 words), read by the tests only. */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(ENGLISH as string[]);
const SEXES = ['Male', 'Female'] as const;

describe('names and word forms are not English words', () => {
  it('draws no name part that spells an English word, unless its people chose it (a trade, a virtue)', () => {
    const chosen = chosenNameWords();
    const short: string[] = [];
    const long: string[] = [];
    let names = 0;
    for (const heritage of HERITAGES) {
      for (const sex of SEXES) {
        for (let i = 0; i < 1000; i++) {
          const name = generatePersonName(createRng(`english/${heritage}/${sex}/${i}`), heritage, sex);
          names++;
          for (const part of name.full.toLowerCase().split(' ')) {
            if (!ENGLISH_WORDS.has(part) || chosen.has(part)) continue;
            (part.length <= SHORT_WORD_LENGTH ? short : long).push(`${heritage}: ${name.full}`);
          }
        }
      }
    }
    // Every word of up to seven letters is refused by the filter: none may slip through.
    expect(short).toEqual([]);
    // Longer words are refused when the sweep of scripts/name-words.ts met them; the rare ones it
    // did not meet stay below one name in 10,000.
    expect(long.length / names, long.join(', ')).toBeLessThan(1 / 10_000);
  }, 60_000);

  it('gives no English word as a word form of any translator language', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const forms = Object.values(buildLexicon(language).forms);
      expect(
        forms.filter((form) => ENGLISH_WORDS.has(form) || isCommonWord(form)),
        language,
      ).toEqual([]);
    }
  }, 60_000);

  it('holds every short English word in its filter and refuses few others', () => {
    const short = [...ENGLISH_WORDS].filter(
      (w) => /^[a-z]+$/.test(w) && w.length >= 2 && w.length <= SHORT_WORD_LENGTH,
    );
    expect(short.filter((w) => !mayHold(SHORT_WORDS, w))).toEqual([]);
    const made = Array.from({ length: 20_000 }, (_, i) => `q${i.toString(36)}x`).filter((w) => !ENGLISH_WORDS.has(w));
    expect(made.filter((w) => mayHold(SHORT_WORDS, w)).length / made.length).toBeLessThan(0.06);
    expect([...NAME_WORDS].every((w) => ENGLISH_WORDS.has(w) && w.length > SHORT_WORD_LENGTH)).toBe(true);
  });

  it('builds a filter that holds its words, and writes base64 that reads back', () => {
    const filter = bloomFilter(['alder', 'birch', 'cedar']);
    expect(['alder', 'birch', 'cedar'].every((w) => mayHold(filter, w))).toBe(true);
    const bytes = Uint8Array.from({ length: 301 }, (_, i) => (i * 37 + 11) & 255);
    expect(toBase64(bytes.slice(0, 4))).toBe('CzBVeg==');
    expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes]);
  });

  it('knows the English words a name is most likely to spell by chance', () => {
    for (const word of ['Table', 'soda', 'Bible', 'boom', 'Trad', 'Senor', 'Mylar', 'Mimosa']) {
      expect(isCommonWord(word), word).toBe(true);
    }
  });

  it('draws no made-up name part that is a common word spelled another way ("Fikle")', () => {
    const chosen = chosenNameWords();
    const hits: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const heritage = HERITAGES[i % HERITAGES.length]!;
      const name = generatePersonName(createRng(`near/${i}`), heritage, SEXES[i % 2]!);
      for (const part of name.full.toLowerCase().split(' '))
        if (!chosen.has(part) && spellsNearWord(part)) hits.push(`${heritage}: ${name.full}`);
    }
    expect(hits.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('draws no made-up name part that is an English -y word ending in -i ("Skinni") or glues English names ("Marybess")', () => {
    const chosen = chosenNameWords();
    const hits: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const heritage = HERITAGES[i % HERITAGES.length]!;
      const name = generatePersonName(createRng(`skinni/${i}`), heritage, SEXES[i % 2]!);
      for (const part of name.full.toLowerCase().split(' ')) {
        if (chosen.has(part)) continue;
        const y = part.replace(/(?:ie|ey|ee|i)$/, 'y');
        if ((part.length >= 4 && y !== part && ENGLISH_WORDS.has(y)) || gluesEnglishName(part))
          hits.push(`${heritage}: ${name.full}`);
      }
    }
    expect(hits.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('names no land for an English word with an ending ("Pingeth", "Yermoonish") or a modern brand ("Fifavia")', () => {
    expect(rootSaysWord('ping')).toBe(true);
    expect(rootSaysWord('yermoon')).toBe(true);
    expect(rootSaysWord('tin')).toBe(true);
    expect(rootSaysWord('dumbfaumb')).toBe(true);
    expect(rootSaysWord('fikle')).toBe(true);
    expect(rootSaysWord('kald')).toBe(false);
    expect(isFitToPrint('Fifavia', 'Fifavia')).toBe(false);
    const hits: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const { realm, demonym } = generateRealmName(createRng(`land/${i}`));
      for (const word of [realm, demonym].map((w) => w.toLowerCase()))
        for (const ending of [...REALM_ENDINGS, 'ine', 'ian', 'ese', 'ish', 'ite', 'eth'])
          if (word.endsWith(ending) && word.length - ending.length >= 4) {
            const stem = word.slice(0, -ending.length);
            if (COMMON_ENGLISH_WORDS.has(stem) || ENGLISH_WORDS.has(stem)) hits.push(`${realm}/${demonym}: ${stem}`);
          }
    }
    expect(hits.slice(0, 10)).toEqual([]);
  }, 60_000);
});
