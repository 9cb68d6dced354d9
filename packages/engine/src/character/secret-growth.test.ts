import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { Facts, rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { SECRET_GRAMMAR } from './secret-tables';
import { generateSecret } from './traits';

/** The clauses of a secret a reader would notice again: four words or more, no numbers. */
const clausesOf = (text: string): Set<string> =>
  new Set(
    text
      .split(/[.;:!?]|, (?:but|and|with|though) |—/)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.split(' ').length >= 4 && !/\d/.test(s)),
  );

describe('secrets drawn from deep pools', () => {
  it('repeat at most three clauses in a batch of 25', () => {
    let repeated = 0;
    const batches = 30;
    for (let b = 0; b < batches; b++) {
      const seen = new Map<string, number>();
      for (let i = 0; i < 25; i++) {
        const text = toPlainText(generateSecret(createRng(`secret-growth-${b}-${i}`)));
        for (const clause of clausesOf(text)) seen.set(clause, (seen.get(clause) ?? 0) + 1);
      }
      for (const n of seen.values()) if (n > 1) repeated += n - 1;
    }
    expect(repeated / batches).toBeLessThanOrEqual(3);
  });

  it('keep every pool a secret draws from wide', () => {
    const sizes: Record<string, number> = {
      sDeed: 120,
      sState: 70,
      sKnower: 45,
      sWho: 35,
      sLearned: 25,
      sNow: 25,
      sStakes: 170,
      sLaw: 95,
    };
    for (const [table, least] of Object.entries(sizes)) {
      expect((SECRET_GRAMMAR as Record<string, readonly Row[]>)[table]?.length, table).toBeGreaterThanOrEqual(least);
    }
  });

  it('names a sister or a brother who knows only of someone who has one', () => {
    for (const tags of [['no-sister', 'siblings'], ['only-child']]) {
      for (let i = 0; i < 600; i++) {
        const text = toPlainText(generateSecret(createRng(`kin-${i}`), { facts: new Facts([...tags, 'female']) }));
        expect(text, text).not.toMatch(/\bsister\b/);
        if (tags.includes('only-child')) expect(text, text).not.toMatch(/\b(brother|nephew)\b/);
      }
    }
  });

  it('sets the wedding-day deed while the household is away, never "everyone else"', () => {
    const when = (SECRET_GRAMMAR.sWhen as readonly Row[]).map(rowText);
    expect(when).toContain('while the rest of the household was away at a wedding in the next valley');
    expect(when.filter((t) => t.includes('everyone else'))).toEqual([]);
  });
});
