import { describe, expect, it, vi } from 'vitest';
import { CHECKED_GENERATORS, contradictionsOf } from './coherence';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 300_000 });

/**
 * Every simple generator read by the contradiction checker: 1,000 results each here (the full
 * 10,000 each run in `npm run check:contradictions`), with no contradiction at all.
 */
describe('simple generators have no contradictions', () => {
  for (const name of CHECKED_GENERATORS) {
    it(`holds for 1,000 results of ${name}`, () => {
      const { results, flags } = contradictionsOf(name, 1000, 'coherence');
      expect(results).toBe(1000);
      expect(flags.slice(0, 10).map((f) => `${f.rule}: ${f.detail}`)).toEqual([]);
    });
  }
});
