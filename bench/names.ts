import FCG from 'fantasy-content-generator';
import { createRng, generatePersonName, HERITAGES } from '../packages/engine/src/index';
import { distinctPer1000 } from './measure';

const MEASURE_MS = 1500;
const WARMUP_MS = 200;
const ROUNDS = 10;
const SEXES = ['Male', 'Female'] as const;

/** Calls `op(first)`, `op(first + 1)`, ... for about `ms` milliseconds; answers the calls and the time taken. */
function slice(op: (i: number) => unknown, first: number, ms: number): { calls: number; ms: number } {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < 50; k++) op(first + calls + k);
    calls += 50;
    now = performance.now();
  }
  return { calls, ms: now - start };
}

/**
 * Calls per second of two operations, each run for about `ms` milliseconds in all, in alternating
 * slices: on a shared machine a change of load then falls on both alike.
 */
function opsPerSecond(a: (i: number) => unknown, b: (i: number) => unknown, ms: number): [number, number] {
  const totals = [a, b].map((op) => ({ op, next: slice(op, 0, WARMUP_MS).calls, calls: 0, ms: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const total of totals) {
      const run = slice(total.op, total.next, ms / ROUNDS);
      total.next += run.calls;
      total.calls += run.calls;
      total.ms += run.ms;
    }
  }
  const [first, second] = totals.map((total) => (total.calls * 1000) / total.ms);
  return [first as number, second as number];
}

/** Distinct results in 1,000 calls. */
const ours = (i: number): string => {
  const rng = createRng(`bench-${i}`);
  return generatePersonName(rng, HERITAGES[i % HERITAGES.length]!, SEXES[(i >> 1) % 2]!).full;
};
const theirs = (): string => FCG.Names.generate().name;
const oursHuman = (i: number): string => generatePersonName(createRng(`bench-human-${i}`), 'Human', 'Male').full;
const theirsHuman = (): string => FCG.Names.generate({ race: 'human', gender: 'male' }).name;

const format = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Person names: Lorewright's engine against fantasy-content-generator, in one process. */
export async function run(): Promise<void> {
  const [oursOps, theirsOps] = opsPerSecond(ours, theirs, MEASURE_MS);
  console.log('Person names (random heritage and gender)');
  console.log(`  lorewright                 ${format(oursOps).padStart(10)} ops/s`);
  console.log(`  fantasy-content-generator  ${format(theirsOps).padStart(10)} ops/s`);
  console.log(`  ratio (lorewright / fcg)   ${(oursOps / theirsOps).toFixed(3)}`);
  console.log('Distinct names per 1,000 draws');
  console.log(
    `  any heritage:  lorewright ${distinctPer1000(ours)}, fantasy-content-generator ${distinctPer1000(theirs)}`,
  );
  console.log(
    `  human men:     lorewright ${distinctPer1000(oursHuman)}, fantasy-content-generator ${distinctPer1000(theirsHuman)}`,
  );
}
