import type { Rng } from './rng';
import { Decks } from './table';

const RETRIES = 40;

/**
 * Makes `count` results without repeats. Item i draws from the stream fork(i) and all items share
 * one set of decks, so tables deal without replacement across the batch; a result whose key
 * equals an earlier one is redrawn from a further fork.
 */
export function generateBatch<T>(
  rng: Rng,
  count: number,
  make: (rng: Rng, decks: Decks, index: number) => T,
  key: (result: T) => string = (r) => JSON.stringify(r),
): T[] {
  const decks = new Decks();
  if (count === 1) return [make(rng.fork(0), decks, 0)];
  const seen = new Set<string>();
  const out: T[] = [];
  for (let i = 0; i < count; i++) {
    let result = make(rng.fork(i), decks, i);
    for (let retry = 1; retry <= RETRIES && seen.has(key(result)); retry++) {
      result = make(rng.fork(`${i}~${retry}`), decks, i);
    }
    seen.add(key(result));
    out.push(result);
  }
  return out;
}
