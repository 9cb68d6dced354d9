import { rowText, type Grammar } from '../core/table';

/** Words too common or too small to be heard when said twice in one line. */
const COMMON = new Set([
  'every',
  'where',
  'there',
  'their',
  'which',
  'whose',
  'other',
  'never',
  'about',
  'would',
  'could',
  'should',
  'always',
  'before',
  'after',
  'still',
  'years',
  'anyone',
  'someone',
  'nobody',
  'everyone',
  'because',
  'since',
  'first',
  'being',
  'those',
  'these',
  'thing',
  'things',
  'little',
  'without',
  'until',
  'while',
  'again',
]);

/** The words of a line as an ear compares them: lower case, quoted speech left out. */
const wordsOf = (text: string): string[] =>
  text
    .replace(/“[^”]*”/g, ' ')
    .toLowerCase()
    .match(/[a-z][a-z'-]*/g) ?? [];

/**
 * The words one row of a grammar says twice on purpose ("gives orders to the people who give
 * orders", "answers questions with questions"): a line may repeat them.
 */
export function deliberateRepeats(grammars: readonly Grammar[]): Set<string> {
  const out = new Set<string>();
  for (const grammar of grammars)
    for (const table of Object.values(grammar))
      for (const row of table) {
        const seen = new Set<string>();
        for (const word of wordsOf(rowText(row).replace(/\{[^}]*\}/g, ' '))) {
          if (seen.has(word)) out.add(word);
          seen.add(word);
        }
      }
  return out;
}

/**
 * The distinctive words a line says twice in the same form, more than three words apart ("Means
 * to build a bridge ... that means", "dreams of a hearth ... an old hearth", "started the fire
 * ... has started leaving notes"): words of five letters or more, not common ones nor those a
 * row repeats on purpose (`allowed`). Quoted speech is not read.
 */
export function repeatedWords(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>();
  wordsOf(text).forEach((word, at) => {
    if (word.length < 5 || COMMON.has(word) || allowed.has(word)) return;
    const before = seen.get(word);
    if (before !== undefined && at - before > 3 && !out.includes(word)) out.push(word);
    seen.set(word, at);
  });
  return out;
}
