/** Checks of generated text shared by the tests of every domain. */
import indefinite from 'indefinite';
import { rowText, type Grammar } from './table';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

/**
 * How many results of each generator the content tests read for problems: a sample of 20,000 in
 * `npm test`, 100,000 with TEXT_SWEEP=full (`npm run sweep:text`).
 */
export const SWEEP_SIZE = env?.TEXT_SWEEP === 'full' ? 100_000 : 20_000;

const ARTICLE = /\b(a|an) ([A-Za-z0-9][\w'-]*)/gi;

const articles = new Map<string, string>();

/** The article `indefinite` puts before a word, lower case (cached: the same words recur thousands of times). */
function articleFor(word: string): string {
  let article = articles.get(word);
  if (article === undefined) articles.set(word, (article = indefinite(word, { articleOnly: true }).toLowerCase()));
  return article;
}

/**
 * What any generated string must not show, as short labels (empty when clean): empty text,
 * raw template syntax, "undefined"/"NaN" or doubled spaces.
 */
export function rawTextProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.trim() === '') problems.push('empty text');
  if (/[{}]/.test(text)) problems.push('raw template syntax');
  if (/\bundefined\b|\bNaN\b/.test(text)) problems.push('undefined or NaN');
  if (/ {2}/.test(text)) problems.push('doubled space');
  return problems;
}

/** Each "a"/"an" of a text that does not match the next word, quoted (empty when all agree). */
export const articleProblems = (text: string): string[] =>
  [...text.matchAll(ARTICLE)]
    .filter(([, article = '', word = '']) => articleFor(word) !== article.toLowerCase())
    .map(([, article, word]) => `"${article} ${word}"`);

/** Whether a text has a space before punctuation. */
export const spaceBeforePunctuation = (text: string): boolean => / [,.;:!?]/.test(text);

/**
 * What is wrong with a generated sentence, as short labels (empty when it reads cleanly): the
 * raw text problems, a space before punctuation, a repeated word, a sentence starting in lower
 * case, or "a"/"an" not matching the next word.
 */
export function textProblems(text: string): string[] {
  const problems = rawTextProblems(text);
  if (spaceBeforePunctuation(text)) problems.push('space before punctuation');
  const repeated = /\b(\w+) \1\b/i.exec(text);
  if (repeated) problems.push(`repeated word "${repeated[1]}"`);
  const lower = /[.!?] [a-z]/.exec(text);
  if (lower) problems.push(`sentence starts in lower case near "${lower[0]}"`);
  return [...problems, ...articleProblems(text)];
}

const TOKEN = /\{([?$~]?)([A-Za-z_]\w*)(?:=([A-Za-z_]\w*))?((?:\.[a-z]+)*)\}/g;

/** The lower-case words of a text (hyphenated words and apostrophes kept whole). */
export const wordsOf = (text: string): string[] =>
  text
    .replace(TOKEN, ' ')
    .toLowerCase()
    .split(/[^a-z’'-]+/)
    .filter((w) => /[a-z]/.test(w));

/**
 * Words that only optional adjective tables (those referenced as `{?name}`) of a grammar can
 * produce: absent from every other row of the grammar and of the extra grammars.
 */
export function adjectiveOnlyWords(grammar: Grammar, extra: readonly Grammar[] = []): Set<string> {
  const optional = new Set<string>();
  for (const table of Object.values(grammar)) {
    for (const row of table) {
      for (const match of rowText(row).matchAll(TOKEN)) if (match[1] === '?') optional.add(match[2] as string);
    }
  }
  const adjective = new Set<string>();
  const other = new Set<string>();
  for (const [name, table] of Object.entries(grammar)) {
    for (const row of table) for (const w of wordsOf(rowText(row))) (optional.has(name) ? adjective : other).add(w);
  }
  for (const g of extra)
    for (const table of Object.values(g)) for (const row of table) for (const w of wordsOf(rowText(row))) other.add(w);
  return new Set([...adjective].filter((w) => !other.has(w)));
}

/** "does not start with a capital" for a text that starts otherwise (an extra check for `problemTexts`). */
export const capitalStart = (text: string): string[] => (/^[A-Z]/.test(text) ? [] : ['does not start with a capital']);

/**
 * The first five of `count` drawn texts that have problems, each as "problems: text" (empty when
 * all read cleanly): `draw(i)` makes the i-th text, checked by `textProblems` and then `extra`.
 */
export function problemTexts(
  count: number,
  draw: (i: number) => string,
  extra: (text: string) => string[] = () => [],
): string[] {
  const bad: string[] = [];
  for (let i = 0; i < count && bad.length < 5; i++) {
    const text = draw(i);
    const problems = [...textProblems(text), ...extra(text)];
    if (problems.length) bad.push(`${problems.join(', ')}: ${text}`);
  }
  return bad;
}
