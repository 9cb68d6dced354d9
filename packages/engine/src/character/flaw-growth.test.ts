import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { toPlainText } from '../text/rich-text';
import { FLAW_GRAMMAR } from './flaw-tables';
import { generateFlaw } from './traits';

/** The clauses of a flaw long enough to be heard again: split at its sentence and clause breaks. */
const clauses = (text: string): string[] =>
  text
    .split(/[.;:!?]|, (?:but|and|with|though) /)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.split(' ').length >= 4);

describe('flaws', () => {
  it('draw every failing from pools deep enough: six cores and fourteen tells at least', () => {
    const thin: string[] = [];
    for (const [key, rows] of Object.entries(FLAW_GRAMMAR))
      if ((/^f[A-Z]\w*Core$/.test(key) && rows.length < 6) || (/^f[A-Z]\w*Tell$/.test(key) && rows.length < 14))
        thin.push(`${key}: ${rows.length} rows`);
    expect(thin).toEqual([]);
    expect(FLAW_GRAMMAR.fCost.length).toBeGreaterThanOrEqual(24);
    expect(FLAW_GRAMMAR.fExcuse.length).toBeGreaterThanOrEqual(60);
  });

  it('seldom say the same clause twice in 25 results', () => {
    const batches = 20;
    let repeated = 0;
    for (let b = 0; b < batches; b++) {
      const seen = new Map<string, number>();
      for (let i = 0; i < 25; i++)
        for (const part of new Set(clauses(toPlainText(generateFlaw(createRng(`flaw-growth-${b}-${i}`))))))
          seen.set(part, (seen.get(part) ?? 0) + 1);
      for (const n of seen.values()) repeated += n - 1;
    }
    expect(repeated / batches).toBeLessThanOrEqual(3.5);
  });
});
