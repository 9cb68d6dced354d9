import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, makeSeed, SEED_PATTERN } from './rng';

const draw = (seed: string, n = 5) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('owlbear')).toEqual(draw('owlbear'));
  });

  it('pins the first values, so a change to the generator is noticed', () => {
    expect(draw('lorewright', 3).map((x) => x.toFixed(8))).toMatchInlineSnapshot(`
      [
        "0.33969372",
        "0.93938254",
        "0.58674625",
      ]
    `);
  });

  it('gives different sequences for different seeds', () => {
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('forks independently of how much the parent has drawn', () => {
    const fresh = createRng('s').fork('child');
    const used = createRng('s');
    used.next();
    used.next();
    expect(used.fork('child').next()).toBe(fresh.next());
    expect(createRng('s').fork('other').next()).not.toBe(createRng('s').fork('child').next());
  });

  it('keeps values in range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, min, span) => {
          const rng = createRng(seed);
          const x = rng.next();
          const n = rng.int(min, min + span);
          return x >= 0 && x < 1 && Number.isInteger(n) && n >= min && n <= min + span;
        },
      ),
    );
  });

  it('is roughly uniform', () => {
    const rng = createRng('uniform');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) buckets[Math.floor(rng.next() * 10)]! += 1;
    for (const b of buckets) expect(b).toBeGreaterThan(1800);
  });

  it('picks by weight', () => {
    const rng = createRng('weights');
    let heavy = 0;
    for (let i = 0; i < 4000; i++)
      if (rng.weighted(['light', 'heavy'], (x) => (x === 'heavy' ? 3 : 1)) === 'heavy') heavy++;
    expect(heavy / 4000).toBeGreaterThan(0.7);
    expect(heavy / 4000).toBeLessThan(0.8);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = createRng('shuffle').shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...out].sort()).toEqual(input);
  });

  it('refuses impossible requests', () => {
    expect(() => createRng('x').pick([])).toThrow();
    expect(() => createRng('x').int(3, 1)).toThrow();
  });
});

describe('makeSeed', () => {
  it('makes valid seeds', () => {
    const rng = createRng('seeds');
    for (let i = 0; i < 100; i++) expect(makeSeed(() => rng.next())).toMatch(SEED_PATTERN);
  });
});
