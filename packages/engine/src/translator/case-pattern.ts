/**
 * How a word is written: all lower case, Capitalised (first letter upper, the rest lower; a lone
 * capital letter such as "I" counts here), all UPPER (two letters or more), or anything else
 * (mixed, such as "iPhone" or "McKay").
 */
export type CasePattern = 'lower' | 'capitalised' | 'upper' | 'mixed';

/** The case pattern of a word. */
export function casePattern(word: string): CasePattern {
  const lower = word.toLowerCase();
  const upper = word.toUpperCase();
  if (word === lower) return 'lower';
  if (word === upper) return [...word].length === 1 ? 'capitalised' : 'upper';
  const [first = '', ...rest] = [...word];
  const tail = rest.join('');
  return first === first.toUpperCase() && first !== first.toLowerCase() && tail === tail.toLowerCase()
    ? 'capitalised'
    : 'mixed';
}

/** Writes a word in a case pattern; 'mixed' leaves it as it is. */
export function applyCase(word: string, pattern: CasePattern): string {
  switch (pattern) {
    case 'lower':
      return word.toLowerCase();
    case 'upper':
      return word.toUpperCase();
    case 'capitalised': {
      const [first = '', ...rest] = [...word];
      return first.toUpperCase() + rest.join('').toLowerCase();
    }
    case 'mixed':
      return word;
  }
}
