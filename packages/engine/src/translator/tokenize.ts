/** The kinds of token a text splits into. */
export type TokenKind = 'word' | 'number' | 'space' | 'punct';

/** A piece of text; joining the `text` of every token of a text gives the text back exactly. */
export type Token = { kind: TokenKind; text: string };

/**
 * Words are runs of letters (any script, with their combining marks); apostrophes and hyphens are
 * punctuation, so "don't" is "don", "'", "t". Numbers are digit runs with inner "." or ",". Space
 * is any run of white space. Everything else (symbols, emoji, stray marks, lone surrogates) is
 * punctuation, in runs.
 */
const TOKEN = /(\p{L}[\p{L}\p{M}]*)|(\p{Nd}+(?:[.,]\p{Nd}+)*)|(\s+)|([^\p{L}\p{Nd}\s]+)/gsu;

/** Splits a text into tokens, losing nothing: `tokenize(t).map((x) => x.text).join('') === t`. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [whole, word, number, space] = match;
    const kind: TokenKind =
      word !== undefined ? 'word' : number !== undefined ? 'number' : space !== undefined ? 'space' : 'punct';
    tokens.push({ kind, text: whole });
  }
  return tokens;
}
