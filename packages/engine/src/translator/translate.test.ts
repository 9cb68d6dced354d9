import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../core/rng';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../data/options';
import { BASE_WORDS } from './base-words';
import { applyCase, casePattern } from './case-pattern';
import { encipher } from './cipher';
import { buildLexicon, type Lexicon } from './lexicon';
import { tokenize } from './tokenize';
import { NAME_MARK, translate, TRANSLATION_MAX_LENGTH, type TranslationDirection } from './translate';

const LEXICONS = new Map<TranslationLanguage, Lexicon>(
  TRANSLATION_LANGUAGES.map((language) => [language, buildLexicon(language)]),
);
const lexiconOf = (language: TranslationLanguage) => LEXICONS.get(language) as Lexicon;

const run = (lexicon: Lexicon, text: string, direction: TranslationDirection): string => {
  const result = translate(lexicon, text, direction);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const roundTrip = (lexicon: Lexicon, text: string) => run(lexicon, run(lexicon, text, 'toLanguage'), 'toEnglish');
const words = (text: string) =>
  tokenize(text)
    .filter((t) => t.kind === 'word')
    .map((t) => t.text);

/** An English text of at least `count` base words in sentences, with case, punctuation, numbers and paragraphs. */
function englishText(rng: Rng, count: number): string {
  const ends = ['.', '.', '.', '!', '?', '…', '?!'];
  const joins = [' ', ' ', ' ', ' ', ', ', '; ', ' - ', ': ', '-', "'", '’', ' (', ') '];
  const out: string[] = [];
  let written = 0;
  while (written < count) {
    const length = rng.int(3, 16);
    const sentence: string[] = [];
    for (let i = 0; i < length; i++) {
      const word = rng.pick(BASE_WORDS);
      const roll = rng.next();
      const cased =
        i === 0 || roll < 0.06 ? applyCase(word, 'capitalised') : roll < 0.09 ? applyCase(word, 'upper') : word;
      sentence.push(cased);
      if (i < length - 1) sentence.push(rng.chance(0.05) ? ` ${rng.int(0, 5000)} ` : rng.pick(joins));
    }
    written += length;
    const quoted = rng.chance(0.1);
    out.push(
      `${quoted ? '"' : ''}${sentence.join('')}${rng.pick(ends)}${quoted ? '"' : ''}`,
      rng.chance(0.1) ? '\n\n' : ' ',
    );
  }
  return out.join('').trimEnd();
}

const TEN_THOUSAND = englishText(createRng('translator/ten-thousand-words'), 10_000);

const SAMPLES = [
  '',
  ' ',
  'The dragon sleeps beneath the mountain.',
  "Don't wake the dragon! It's the KING's gold, and you'll pay.",
  'Then Gorath the Bold said: "I will return in 3 days, at 10:30."',
  'Café, naïve, Ωμέγα and 中文 stay as they are.',
  'Emoji 🐉🔥 and symbols © ® ™ € 1,000.50 pass through.',
  'well-known, self-made, twenty-one; e.g. i.e. etc.',
  'iPhone McKay dRaGoN xylophone Xylophone XYLOPHONE zzz Q Z',
  'Tabs\tand\nnew lines\r\n\r\nand   spaces   ',
  "'Tis the season; rock'n'roll’s fine’",
  '...?!',
  'a',
  'A',
  'I',
];

describe.each(TRANSLATION_LANGUAGES)('translating %s', (language) => {
  const lexicon = lexiconOf(language);
  const forms = Object.values(lexicon.forms);
  /** Words built to trip the reader: forms, ciphered words and near misses, in every case. */
  const tricky = fc.oneof(
    fc.constantFrom(...forms.slice(0, 200)),
    fc.constantFrom(...BASE_WORDS.slice(0, 300)),
    fc
      .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 })
      .map((w) => encipher(lexicon.cipher, w)),
    fc.constantFrom(
      'Gorath',
      'McKay',
      'iPhone',
      'café',
      'Ærin',
      NAME_MARK,
      `${NAME_MARK}Mira`,
      lexicon.cipher.marker,
      ...lexicon.cipher.codes,
    ),
  );
  const casedTricky = fc
    .tuple(tricky, fc.constantFrom('lower', 'capitalised', 'upper', 'mixed'), fc.integer({ min: 0, max: 40 }))
    .map(([word, pattern, at]) =>
      pattern === 'mixed'
        ? word.slice(0, at % (word.length + 1)) + word.slice(at % (word.length + 1)).toUpperCase()
        : applyCase(word, pattern as 'lower'),
    );
  const separator = fc.constantFrom(
    ' ',
    ' ',
    '. ',
    ', ',
    '! ',
    '? ',
    "'",
    '’',
    '-',
    '\n',
    '',
    '"',
    '(',
    ')',
    '…',
    '7',
    ' 42 ',
    '🐉',
    'é',
    '\u0301',
  );
  const trickyText = fc
    .array(fc.tuple(casedTricky, separator), { maxLength: 300 })
    .map((parts) => parts.flat().join('').slice(0, TRANSLATION_MAX_LENGTH));

  it.each(SAMPLES)('gives back %j after a round trip', (text) => {
    expect(roundTrip(lexicon, text)).toBe(text);
  });

  it('gives empty text for empty text, both ways', () => {
    expect(translate(lexicon, '', 'toLanguage')).toEqual({ ok: true, value: '' });
    expect(translate(lexicon, '', 'toEnglish')).toEqual({ ok: true, value: '' });
  });

  it('gives back any text of up to 1800 characters', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: TRANSLATION_MAX_LENGTH }),
      fc.string({ unit: 'grapheme', maxLength: 600 }),
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
        maxLength: TRANSLATION_MAX_LENGTH,
      }),
      fc.string({ unit: fc.constantFrom(..."abcXYZ '’-.!?,\n1é🐉"), maxLength: TRANSLATION_MAX_LENGTH }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(roundTrip(lexicon, text)).toBe(text);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('gives back text made of its own forms, ciphered words and names in any case', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(roundTrip(lexicon, text)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('gives back a 10,000-word English text exactly, every word translated with its case', () => {
    const translated = run(lexicon, TEN_THOUSAND, 'toLanguage');
    expect(run(lexicon, translated, 'toEnglish')).toBe(TEN_THOUSAND);
    const source = tokenize(TEN_THOUSAND);
    const target = tokenize(translated);
    expect(target.map((t) => t.kind)).toEqual(source.map((t) => t.kind));
    source.forEach((token, i) => {
      const out = (target[i] as { text: string }).text;
      if (token.kind === 'word')
        expect(out).toBe(applyCase(lexicon.forms[token.text.toLowerCase()] as string, casePattern(token.text)));
      else expect(out).toBe(token.text);
    });
  });

  it('keeps lower, Capitalised and UPPER case on lexicon words', () => {
    const dragon = lexicon.forms.dragon as string;
    expect(run(lexicon, 'dragon Dragon DRAGON', 'toLanguage')).toBe(
      `${dragon} ${applyCase(dragon, 'capitalised')} ${dragon.toUpperCase()}`,
    );
    expect(run(lexicon, 'I', 'toLanguage')).toBe(applyCase(lexicon.forms.i as string, 'capitalised'));
    expect(run(lexicon, `${applyCase(dragon, 'capitalised')} ${lexicon.forms.sleeps}.`, 'toEnglish')).toBe(
      'Dragon sleeps.',
    );
  });

  it('ciphers a mixed-case base word, keeping the case of each letter', () => {
    const out = run(lexicon, 'the dRaGoN', 'toLanguage');
    expect(out).toBe(`${lexicon.forms.the} ${encipher(lexicon.cipher, 'dRaGoN')}`);
    expect(run(lexicon, out, 'toEnglish')).toBe('the dRaGoN');
  });

  it('lets names pass through unless they open a sentence', () => {
    expect(words(run(lexicon, 'Then Gorath left with McKay and Zoë.', 'toLanguage')).slice(1, 2)).toEqual(['Gorath']);
    expect(words(run(lexicon, 'Then Gorath left with McKay and Zoë.', 'toLanguage'))).toContain('McKay');
    expect(words(run(lexicon, 'Then Gorath left with McKay and Zoë.', 'toLanguage'))).toContain('Zoë');
    const opening = run(lexicon, 'Gorath left. Gorath came back!', 'toLanguage');
    expect(words(opening)[0]).toBe(encipher(lexicon.cipher, 'Gorath'));
    expect(words(opening)[2]).toBe(encipher(lexicon.cipher, 'Gorath'));
    expect(run(lexicon, 'the gorath', 'toLanguage')).toBe(`${lexicon.forms.the} ${encipher(lexicon.cipher, 'gorath')}`);
  });

  it('keeps a name that spells a lexicon word intact, behind the name mark', () => {
    const lookalike = applyCase(lexicon.forms.dragon as string, 'capitalised');
    const text = `We met ${lookalike} today.`;
    const out = run(lexicon, text, 'toLanguage');
    expect(words(out)[2]).toBe(NAME_MARK + lookalike);
    expect(run(lexicon, out, 'toEnglish')).toBe(text);
  });

  it('doubles a mark the English text already has, so it comes back as written', () => {
    for (const text of [`the ${NAME_MARK}dragon`, NAME_MARK, `${NAME_MARK}${NAME_MARK}x`, `a${NAME_MARK}b`]) {
      expect(roundTrip(lexicon, text)).toBe(text);
    }
    expect(run(lexicon, `${NAME_MARK}dragon`, 'toLanguage')).toBe(`${NAME_MARK}${NAME_MARK}dragon`);
  });

  it('ciphers words outside the base list', () => {
    const out = run(lexicon, 'xylophone', 'toLanguage');
    expect(out).toBe(encipher(lexicon.cipher, 'xylophone'));
    expect(out.startsWith(lexicon.cipher.marker)).toBe(true);
  });

  it('refuses a lexicon of another version', () => {
    const result = translate({ ...lexicon, version: '0.0000000000000000' }, 'the dragon', 'toLanguage');
    expect(result.ok).toBe(false);
  });

  it('is deterministic', () => {
    const text = SAMPLES[4] as string;
    expect(run(lexicon, text, 'toLanguage')).toBe(run(buildLexiconCopy(lexicon), text, 'toLanguage'));
  });
});

/** A structural copy, so the compiled-index cache cannot make two runs agree by sharing state. */
const buildLexiconCopy = (lexicon: Lexicon): Lexicon => JSON.parse(JSON.stringify(lexicon)) as Lexicon;

describe('names that are words of the language', () => {
  it.each(['Elvish', 'Celestial'] as const)('pass a name that is a word of %s through intact and back', (language) => {
    const lexicon = lexiconOf(language);
    // A name spelled like one of the language's own words ("Mira" was one before the sounds changed).
    const form = Object.values(lexicon.forms).find((f) => /^[a-z]{4,}$/.test(f))!;
    const name = form.charAt(0).toUpperCase() + form.slice(1);
    const text = `Yesterday ${name} sold her sword to ${name}.`;
    const out = run(lexicon, text, 'toLanguage');
    expect(words(out).filter((w) => w.endsWith(name))).toEqual([`${NAME_MARK}${name}`, `${NAME_MARK}${name}`]);
    expect(run(lexicon, out, 'toEnglish')).toBe(text);
  });
});

describe('the 10,000-word text', () => {
  it('has at least 10,000 base words, with capitals, punctuation and numbers', () => {
    const all = words(TEN_THOUSAND);
    expect(all.length).toBeGreaterThanOrEqual(10_000);
    expect(all.some((w) => casePattern(w) === 'upper')).toBe(true);
    expect(TEN_THOUSAND).toMatch(/[0-9]/);
    expect(TEN_THOUSAND).toMatch(/\n\n/);
  });

  it('reads differently in every language', () => {
    const sentence = TEN_THOUSAND.slice(0, 200);
    const outputs = TRANSLATION_LANGUAGES.map((language) => run(lexiconOf(language), sentence, 'toLanguage'));
    expect(new Set(outputs).size).toBe(TRANSLATION_LANGUAGES.length);
  });
});
