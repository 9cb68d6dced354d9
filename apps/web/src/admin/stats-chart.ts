/** The 16 series colors of the statistics chart. */
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

/** Page names of the calls that are not generator pages. */
const OTHER_PAGE_NAMES: Readonly<Record<string, string>> = {
  Translate: 'Fantasy Language Translator',
  Changelog: 'Changelog',
  PlannedFeatures: 'Planned Features',
  GetOrganization: 'Group Generator',
  GetOrganizationName: 'Group Name Generator',
  GetProblem: 'Quest Generator',
  GetLocationName: 'Building Name Generator',
};

/**
 * The page a recorded call stands for ("GetNPC" -> "NPC Generator"): from the site's own page list
 * when a page uses the call, else a fixed name, else the call's words ("GetFoodOrDrink" ->
 * "Food Or Drink Generator").
 */
export function pageNameOfCall(call: string, pageTitles: ReadonlyMap<string, string>): string {
  const known = pageTitles.get(call) ?? OTHER_PAGE_NAMES[call];
  if (known) return known;
  const words = call
    .replace(/^Get/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words ? `${words} Generator` : call;
}

/** Label of the series that gathers everything past the palette. */
export const OTHER_SERIES = 'Other';

/** A series as drawn: its label, values and color. */
export type ChartSeries = { label: string; data: number[]; color: string };

/**
 * Series ready to draw with one color each: names turned into page names, and when there are more
 * series than colors, the largest keep their own color and the rest are summed into Other.
 */
export function chartSeries(
  series: readonly { name: string; data: readonly number[] }[],
  rename: (name: string) => string = (name) => name,
): ChartSeries[] {
  const total = (data: readonly number[]) => data.reduce((a, b) => a + b, 0);
  const ordered =
    series.length > SERIES_COLORS.length ? [...series].sort((a, b) => total(b.data) - total(a.data)) : series;
  const own = series.length > SERIES_COLORS.length ? ordered.slice(0, SERIES_COLORS.length - 1) : ordered;
  const rest = ordered.slice(own.length);
  const drawn = own.map((s) => ({ label: rename(s.name), data: [...s.data] }));
  if (rest.length > 0) {
    const length = Math.max(...rest.map((s) => s.data.length));
    drawn.push({
      label: OTHER_SERIES,
      data: Array.from({ length }, (_, i) => rest.reduce((sum, s) => sum + (s.data[i] ?? 0), 0)),
    });
  }
  return drawn.map((s, i) => ({ ...s, color: SERIES_COLORS[i % SERIES_COLORS.length] ?? '#495057' }));
}
