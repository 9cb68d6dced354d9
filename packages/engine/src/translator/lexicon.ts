import { createRng } from '../core/rng';
import { err, ok, type Result } from '../core/result';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../data/options';
import { COMMON_ENGLISH_WORDS } from '../names/common-english-words';
import { isCommonWord, isProfane } from '../names/name-check';
import { NAME_WORDS } from '../names/name-words';
import { buildWord, type Phonology } from '../names/phonology';
import { LANGUAGE_PHONOLOGIES } from '../names/phonologies';
import { BASE_WORDS } from './base-words';
import { buildCipherKey, decipher, type CipherKey } from './cipher';

/**
 * A language's dictionary as plain JSON (it is stored as is): the form of every base English word
 * and the cipher for words outside the list. Built by `buildLexicon`, checked by `parseLexicon`.
 */
export type Lexicon = {
  language: TranslationLanguage;
  version: string;
  cipher: CipherKey;
  /** English word (lower case) to its form in the language (lower case, a to z, unique). */
  forms: Record<string, string>;
};

/** The number of the lexicon-building method; raise it when the method changes. */
const METHOD = 1;

/** Whether a value is one of the translator's languages. */
export const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

const BASE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(BASE_WORDS);

/** A 64-bit hash of a text, as 16 hex digits. */
function fingerprint(text: string): string {
  const rng = createRng(text);
  return [rng.next(), rng.next()]
    .map((x) =>
      Math.floor(x * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
}

/**
 * The version of every lexicon built by this code: the method number and a fingerprint of what a
 * lexicon is made from (the base words, the English words avoided, the phonologies and sample
 * words built from them), so a change to any of them makes stored lexicons out of date.
 */
function lexiconVersion(): string {
  const samples = TRANSLATION_LANGUAGES.map((language) =>
    [1, 2, 3]
      .map((n) => buildWord(createRng(`translator/version/${language}/${n}`), LANGUAGE_PHONOLOGIES[language], n).word)
      .join('.'),
  );
  const inputs = [
    BASE_WORDS.join(' '),
    [...COMMON_ENGLISH_WORDS].join(' '),
    [...NAME_WORDS].join(' '),
    JSON.stringify(LANGUAGE_PHONOLOGIES),
    samples.join('|'),
  ];
  return `${METHOD}.${fingerprint(inputs.join('#'))}`;
}

/** The version stamped on lexicons built now; a stored lexicon of another version is rebuilt. */
export const LEXICON_VERSION: string = /* @__PURE__ */ lexiconVersion();

/** How many syllables an English word's form has on a given attempt: longer words, longer forms. */
function syllableCount(phonology: Phonology, word: string, attempt: number): number {
  const weights = Object.entries(phonology.syllableWeights);
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const mean = weights.reduce((sum, [n, w]) => sum + Number(n) * w, 0) / total;
  const fromLength = Math.min(5, Math.max(1, Math.round((word.length * mean) / 6.5)));
  return fromLength + Math.floor(attempt / 8);
}

/** Whether word a wins a contested form over word b: shorter first, then alphabetical. */
const precedes = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b);

/**
 * Gives each word a distinct form. Each word proposes its candidate for its current attempt; a form
 * wanted by several words goes to the shortest of them (then the alphabetically first), a form
 * already given is refused, and every refused word tries its next attempt. The result depends on
 * the set of words alone, never on their order.
 */
export function assignForms(
  words: readonly string[],
  candidate: (word: string, attempt: number) => string | null,
): Map<string, string> {
  const attempts = new Map<string, number>();
  const assigned = new Map<string, string>();
  const taken = new Set<string>();
  let pending = [...new Set(words)];
  while (pending.length > 0) {
    const proposals = new Map<string, string[]>();
    for (const word of pending) {
      let attempt = attempts.get(word) ?? 0;
      let form = candidate(word, attempt);
      while (form === null) form = candidate(word, ++attempt);
      attempts.set(word, attempt);
      proposals.set(form, [...(proposals.get(form) ?? []), word]);
    }
    const refused: string[] = [];
    for (const [form, wanting] of proposals) {
      const winner = taken.has(form) ? undefined : wanting.reduce((a, b) => (precedes(b, a) ? b : a));
      if (winner !== undefined) {
        taken.add(form);
        assigned.set(winner, form);
      }
      for (const word of wanting) {
        if (word === winner) continue;
        attempts.set(word, (attempts.get(word) ?? 0) + 1);
        refused.push(word);
      }
    }
    pending = refused;
  }
  return assigned;
}

/**
 * Builds a language's lexicon: for every base word a form spelled from the language's phonology,
 * seeded by language, word and attempt. A form is refused when it is shorter than two letters, is
 * an English word, is profane, or reads as a ciphered word; clashes are settled by `assignForms`.
 * Pure and deterministic: the same language always gives the same lexicon.
 */
export function buildLexicon(language: TranslationLanguage): Lexicon {
  const phonology = LANGUAGE_PHONOLOGIES[language];
  const cipher = buildCipherKey(createRng(`translator/${language}/cipher`), phonology);
  const candidate = (word: string, attempt: number): string | null => {
    const rng = createRng(`translator/${language}/${word}/${attempt}`);
    const form = buildWord(rng, phonology, syllableCount(phonology, word, attempt)).word;
    const fit =
      /^[a-z]{2,}$/.test(form) &&
      !BASE_SET.has(form) &&
      !isCommonWord(form) &&
      decipher(cipher, form) === null &&
      !isProfane(form);
    return fit ? form : null;
  };
  const assigned = assignForms(BASE_WORDS, candidate);
  const forms: Record<string, string> = {};
  for (const word of BASE_WORDS) forms[word] = assigned.get(word) as string;
  return { language, version: LEXICON_VERSION, cipher, forms };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks stored JSON (parsed or as text) against the lexicon shape and invariants of this version:
 * the right version, a cipher of 26 prefix-free codes, and one distinct form of a to z for every
 * base word. An older or damaged lexicon is an error, so the caller rebuilds it.
 */
export function parseLexicon(json: unknown): Result<Lexicon> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return err('The lexicon is not valid JSON.');
    }
  }
  if (!isRecord(value)) return err('The lexicon is not an object.');
  const { language, version, cipher, forms } = value;
  if (typeof language !== 'string' || !isTranslationLanguage(language))
    return err('The lexicon names no known language.');
  if (version !== LEXICON_VERSION) return err(`The lexicon is of version ${String(version)}, not ${LEXICON_VERSION}.`);
  if (!isRecord(cipher) || typeof cipher.marker !== 'string' || !/^[a-z]{2,}$/.test(cipher.marker))
    return err('The lexicon has no cipher marker.');
  const codes = cipher.codes;
  if (
    !Array.isArray(codes) ||
    codes.length !== 26 ||
    !codes.every((c) => typeof c === 'string' && /^[a-z]{2,}$/.test(c))
  ) {
    return err('The lexicon cipher needs 26 codes of letters.');
  }
  if (codes.some((a, i) => codes.some((b, j) => i !== j && (b as string).startsWith(a as string))))
    return err('The lexicon cipher codes overlap.');
  if (!isRecord(forms)) return err('The lexicon has no forms.');
  const seen = new Set<string>();
  for (const word of BASE_WORDS) {
    const form = forms[word];
    if (typeof form !== 'string' || !/^[a-z]{2,}$/.test(form) || seen.has(form))
      return err(`The lexicon form of "${word}" is missing or repeated.`);
    if (BASE_SET.has(form) || decipher({ marker: cipher.marker, codes: codes as string[] }, form) !== null) {
      return err(`The lexicon form of "${word}" reads as English or as a ciphered word.`);
    }
    seen.add(form);
  }
  if (Object.keys(forms).length !== BASE_WORDS.length)
    return err('The lexicon has forms for words outside the base list.');
  return ok({
    language,
    version,
    cipher: { marker: cipher.marker, codes: codes as string[] },
    forms: forms as Record<string, string>,
  });
}
