/** The 16 series colours of the statistics chart. */
export const SERIES_COLORS = [
  '#5b2a86',
  '#e8590c',
  '#2f9e44',
  '#1971c2',
  '#c2255c',
  '#f08c00',
  '#0c8599',
  '#6741d9',
  '#a61e4d',
  '#5c940d',
  '#364fc7',
  '#d9480f',
  '#087f5b',
  '#862e9c',
  '#e67700',
  '#495057',
] as const;

export type StatsRange = 'day' | 'week' | 'month' | 'year';

/** Bar labels for a range: one per day ending with Today, 4 weeks, or 12 periods of 30 days. */
export function rangeLabels(range: StatsRange, count: number): string[] {
  if (range === 'day' || range === 'week') {
    return Array.from({ length: count }, (_, i) => {
      const daysAgo = count - 1 - i;
      return daysAgo === 0 ? 'Today' : daysAgo === 1 ? 'Yesterday' : `${daysAgo} days ago`;
    });
  }
  const unit = range === 'month' ? 'weeks' : 'months';
  return Array.from({ length: count }, (_, i) => {
    const ago = count - 1 - i;
    return ago === 0
      ? range === 'month'
        ? 'This week'
        : 'Last 30 days'
      : `${ago} ${ago === 1 ? unit.slice(0, -1) : unit} ago`;
  });
}
