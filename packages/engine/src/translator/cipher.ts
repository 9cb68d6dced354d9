import type { Rng } from '../core/rng';
import { isProfane } from '../names/name-check';
import { buildWord, type Phonology } from '../names/phonology';

/**
 * A language's letter cipher for words outside its lexicon: a marker syllable that opens every
 * ciphered word, then one syllable per letter. `codes[0]` spells "a", `codes[25]` spells "z"; no
 * code is the start of another, so a ciphered word splits back into letters in exactly one way.
 */
export type CipherKey = { marker: string; codes: string[] };

const LETTERS = 26;
const ASCII_WORD = /^[A-Za-z]+$/;
const isUpper = (ch: string) => ch !== ch.toLowerCase();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Draws a cipher key from a language's own syllables. Deterministic for a given stream. */
export function buildCipherKey(rng: Rng, phonology: Phonology): CipherKey {
  let marker = '';
  for (let i = 0; !/^[a-z]{2,}$/.test(marker); i++) {
    marker = buildWord(rng.fork(`marker/${i}`), phonology, 1 + Math.floor(i / 50)).word;
  }
  const codes: string[] = [];
  for (let i = 0; codes.length < LETTERS; i++) {
    const code = buildWord(rng.fork(`code/${i}`), phonology, 1 + Math.floor(i / 500)).word;
    const clashes = codes.some((c) => c.startsWith(code) || code.startsWith(c));
    if (/^[a-z]{2,}$/.test(code) && !clashes && !isProfane(code)) codes.push(code);
  }
  return { marker, codes };
}

/**
 * Spells a word of the letters a to z (either case) in the cipher. The case of each letter is kept:
 * an all-capital word of two letters or more is written all in capitals; otherwise the marker is
 * capitalised when the first letter is, and each later letter's code is capitalised when its
 * letter is ("iPhone" becomes marker, i, Capitalised p, h, o, n, e).
 */
export function encipher(key: CipherKey, word: string): string {
  if (!ASCII_WORD.test(word)) throw new RangeError(`Only the letters a to z can be enciphered: "${word}"`);
  const letters = [...word];
  const codes = letters.map((ch) => key.codes[ch.toLowerCase().charCodeAt(0) - 97] as string);
  if (letters.length >= 2 && word === word.toUpperCase()) return (key.marker + codes.join('')).toUpperCase();
  const head = isUpper(word.charAt(0)) ? capitalise(key.marker) : key.marker;
  return head + codes.map((code, i) => (i > 0 && isUpper(letters[i] as string) ? capitalise(code) : code)).join('');
}

/** Reads a ciphered word back into its letters, or null when the token is not one. */
export function decipher(key: CipherKey, token: string): string | null {
  if (!ASCII_WORD.test(token)) return null;
  const lower = token.toLowerCase();
  if (!lower.startsWith(key.marker)) return null;
  const letters: string[] = [];
  const starts: number[] = [];
  for (let pos = key.marker.length; pos < lower.length;) {
    const index = key.codes.findIndex((code) => lower.startsWith(code, pos));
    if (index < 0) return null;
    letters.push(String.fromCharCode(97 + index));
    starts.push(pos);
    pos += (key.codes[index] as string).length;
  }
  if (letters.length === 0) return null;
  const allUpper = !/[a-z]/.test(token);
  return letters
    .map((letter, i) =>
      allUpper || isUpper(token.charAt(i === 0 ? 0 : (starts[i] as number))) ? letter.toUpperCase() : letter,
    )
    .join('');
}
