import { err, ok, type Result } from '../core/result';
import { applyCase, casePattern } from './case-pattern';
import { decipher, encipher } from './cipher';
import { LEXICON_VERSION, type Lexicon } from './lexicon';
import { tokenize } from './tokenize';

/** 'toLanguage' turns English into the lexicon's language; 'toEnglish' turns it back. */
export type TranslationDirection = 'toLanguage' | 'toEnglish';

/** The longest text the site translates in one request, in characters (UTF-16 code units). */
export const TRANSLATION_MAX_LENGTH = 1800;

type Compiled = { lexicon: Lexicon; english: ReadonlyMap<string, string> };

const compiled = new WeakMap<Lexicon, Compiled>();

/** The lexicon with its reverse index (form to English word), made once per lexicon object. */
function compile(lexicon: Lexicon): Compiled {
  let found = compiled.get(lexicon);
  if (!found) {
    const english = new Map<string, string>();
    for (const [word, form] of Object.entries(lexicon.forms)) english.set(form, word);
    found = { lexicon, english };
    compiled.set(lexicon, found);
  }
  return found;
}

const ASCII_WORD = /^[A-Za-z]+$/;
const SENTENCE_END = /[.!?\u2026]/;

/**
 * Marks a name written as it is although its spelling is also a word of the language ("ʼMira" when
 * "mira" is a form), so reading back keeps the name. U+02BC is a letter, so the mark and the name
 * stay one word token. An English word that itself begins with the mark gets a second one.
 */
export const NAME_MARK = '\u02BC';

/**
 * Reads one word of the language, with no context: a lexicon form (in lower, Capitalised or UPPER
 * case) gives its English word in the same case; a ciphered word gives its letters; a word behind
 * NAME_MARK loses one mark and is kept; anything else (names, words in other scripts) is kept as it is.
 */
function readWord(c: Compiled, token: string): string {
  if (token.startsWith(NAME_MARK)) return token.slice(NAME_MARK.length);
  if (!ASCII_WORD.test(token)) return token;
  const pattern = casePattern(token);
  const word = pattern === 'mixed' ? undefined : c.english.get(token.toLowerCase());
  if (word !== undefined) return applyCase(word, pattern);
  return decipher(c.lexicon.cipher, token) ?? token;
}

/**
 * Writes one English word in the language. Candidates, in order of preference: the lexicon form
 * (for a base word in lower, Capitalised or UPPER case); the word itself when it is a name (a
 * Capitalised word that is not a base word and does not open a sentence, a mixed-case word that is
 * not a base word, or a word with letters outside a to z), or the name behind NAME_MARK when its
 * spelling is also a form; the cipher. The first candidate that
 * reads back as the word wins, and the cipher always does, so every word survives the round trip.
 */
function writeWord(c: Compiled, word: string, sentenceStart: boolean): string {
  if (word.startsWith(NAME_MARK)) return NAME_MARK + word;
  if (!ASCII_WORD.test(word)) return word;
  const pattern = casePattern(word);
  const form = c.lexicon.forms[word.toLowerCase()];
  const candidates: string[] = [];
  if (form !== undefined && pattern !== 'mixed') candidates.push(applyCase(form, pattern));
  const isName = form === undefined && ((pattern === 'capitalised' && !sentenceStart) || pattern === 'mixed');
  // A name that spells a word of the language keeps its letters behind the mark.
  if (isName) candidates.push(word, NAME_MARK + word);
  return candidates.find((candidate) => readWord(c, candidate) === word) ?? encipher(c.lexicon.cipher, word);
}

/**
 * Translates a text between English and the lexicon's language, token by token: words change,
 * while numbers, punctuation and spacing are kept exactly, so translating there and back gives
 * the input again for any text. A sentence opens at the start of the text and after ".", "!",
 * "?" or "…". Fails only for a lexicon of another version. No length limit (the site's is
 * `TRANSLATION_MAX_LENGTH`).
 */
export function translate(lexicon: Lexicon, text: string, direction: TranslationDirection): Result<string> {
  if (lexicon.version !== LEXICON_VERSION) return err(`The ${lexicon.language} dictionary is out of date; rebuild it.`);
  const c = compile(lexicon);
  let sentenceStart = true;
  let out = '';
  for (const token of tokenize(text)) {
    if (token.kind === 'word') {
      out += direction === 'toLanguage' ? writeWord(c, token.text, sentenceStart) : readWord(c, token.text);
      sentenceStart = false;
    } else {
      out += token.text;
      if (token.kind === 'number') sentenceStart = false;
      if (token.kind === 'punct' && SENTENCE_END.test(token.text)) sentenceStart = true;
    }
  }
  return ok(out);
}
