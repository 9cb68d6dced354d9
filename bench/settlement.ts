import { gzipSync } from 'node:zlib';
import FCG from 'fantasy-content-generator';
import { createRng, GENERATORS } from '../packages/engine/src/index';
import { formatOps, opsPerSecond } from './measure';

const RUNS = 200;
const def = GENERATORS.GetSettlement!;

/** A metropolis with every building and owner stub, its districts and its map. */
const metropolis = (i: number) =>
  def.generate(createRng(`bench-metropolis-${i}`), {
    count: 1,
    adjectives: true,
    heritages: [],
    choices: { size: ['Metropolis'], environments: [] },
  }) as { data: { Districts?: unknown[] }; refPackage: Record<string, { Keys: string[] } | undefined> };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Settlements: a metropolis's generation time (median and 99th percentile over many seeds) and
 * the size of its GetSettlement answer, against fantasy-content-generator's settlement (three
 * buildings), in one process.
 */
export async function run(): Promise<void> {
  for (let i = 0; i < 10; i++) metropolis(-i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    metropolis(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const sample = metropolis(0);
  const body = JSON.stringify({ ...sample, seed: 'bench-metropolis-0' });
  const gzip = gzipSync(body).length;
  const entities = Object.values(sample.refPackage).reduce((n, store) => n + (store?.Keys.length ?? 0), 0);
  const theirsOps = opsPerSecond(() => FCG.Settlements.generate(), 1500);
  const theirs = JSON.stringify(FCG.Settlements.generate());
  console.log(`Metropolis (${sample.data.Districts?.length} districts, ${entities} linked entities, map included)`);
  console.log(
    `  lorewright generation       median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (target p99 <= 50 ms; ${RUNS} seeds)`,
  );
  console.log(
    `  GetSettlement answer        ${(body.length / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip (target <= 300 KiB gzip)`,
  );
  console.log(
    `  fantasy-content-generator   ${formatOps(theirsOps)} settlements/s (${(1000 / theirsOps).toFixed(2)} ms each), ${(theirs.length / 1024).toFixed(0)} KiB, three buildings`,
  );
}
