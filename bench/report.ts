/** A bound a figure must meet: at least (`min`) or at most (`max`) `value`. */
export type Target = { min: number } | { max: number };

/** Whether a figure meets its target. */
export const meets = (value: number, target: Target): boolean =>
  'min' in target ? value >= target.min : value <= target.max;

/** "target ≥ 0.5  ok" or "target ≤ 150  MISSED", with the target written as `format` writes the figure. */
export function against(value: number, target: Target, format: (n: number) => string = String): string {
  const bound = 'min' in target ? `≥ ${format(target.min)}` : `≤ ${format(target.max)}`;
  return `target ${bound}  ${meets(value, target) ? 'ok' : 'MISSED'}`;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
