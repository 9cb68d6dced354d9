const WARMUP_MS = 200;

/** Calls `op(i)` for about `ms` milliseconds after a short warm-up and answers the calls per second. */
export function opsPerSecond(op: (i: number) => unknown, ms = 1500, batch = 10): number {
  let i = 0;
  const warmEnd = performance.now() + WARMUP_MS;
  while (performance.now() < warmEnd) op(i++);
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < batch; k++) op(i + count + k);
    count += batch;
    now = performance.now();
  }
  return (count * 1000) / (now - start);
}

/** Distinct results in 1,000 calls. */
export const distinctPer1000 = (op: (i: number) => string): number =>
  new Set(Array.from({ length: 1000 }, (_, i) => op(i))).size;

/** A whole number with thousands separators. */
export const formatOps = (n: number): string => Math.round(n).toLocaleString('en-US');
