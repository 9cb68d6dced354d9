import { describe, expect, it } from 'vitest';
import { generateBatch } from './batch';
import { createRng } from './rng';
import { expand } from './template';

describe('generateBatch', () => {
  it('repeats nothing when the table is big enough', () => {
    const grammar = { n: Array.from({ length: 30 }, (_, i) => `row ${i}`) };
    for (let s = 0; s < 20; s++) {
      const batch = generateBatch(createRng(`b${s}`), 25, (rng, decks) => expand(rng, grammar, '{n}', { decks }));
      expect(new Set(batch).size).toBe(25);
    }
  });

  it('is deterministic and item i does not depend on the batch size', () => {
    const make = (n: number) => generateBatch(createRng('same'), n, (rng) => rng.int(0, 1e9));
    expect(make(5)).toEqual(make(5));
    expect(make(10)[0]).toBe(make(1)[0]);
  });
});
