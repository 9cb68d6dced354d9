import type { VisitCounts } from './visits.repository';

/** The periods GetStatistics covers. */
export const STAT_TIMES = ['day', 'week', 'month', 'year'] as const;
/** A period of GetStatistics. */
export type StatTime = (typeof STAT_TIMES)[number];

/** The measures GetStatistics reports. */
export const STAT_TYPES = ['uniquevisitors', 'usedpages', 'usedpagesbreakdown'] as const;
/** A measure of GetStatistics. */
export type StatType = (typeof STAT_TYPES)[number];

/** One chart series: a name and one number per bucket, oldest bucket first. */
export type StatSeries = { name: string; data: number[] };

/** Buckets per period: day and week one per day, month 4 of 7 days, year 12 of 30 days; the last holds today. */
const BUCKETS: Record<StatTime, { count: number; days: number }> = {
  day: { count: 1, days: 1 },
  week: { count: 7, days: 1 },
  month: { count: 4, days: 7 },
  year: { count: 12, days: 30 },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The first day (YYYY-MM-DD) a period ending today covers. */
export function firstDayOf(time: StatTime, today: string): string {
  const { count, days } = BUCKETS[time];
  return utcDay(new Date((dayNumber(today) - count * days + 1) * DAY_MS));
}

/** Turns visit counts into chart series for a period ending `today` (YYYY-MM-DD, UTC). */
export function buildStatistics(time: StatTime, type: StatType, counts: VisitCounts, today: string): StatSeries[] {
  const { count, days } = BUCKETS[time];
  const last = dayNumber(today);
  const bucketOf = (day: string) => {
    const age = last - dayNumber(day);
    return age < 0 || age >= count * days ? -1 : count - 1 - Math.floor(age / days);
  };
  const empty = () => new Array<number>(count).fill(0);

  if (type === 'uniquevisitors') {
    const data = empty();
    for (const { day, visitors } of counts.visitorsByDay) {
      const bucket = bucketOf(day);
      if (bucket >= 0) data[bucket] = (data[bucket] ?? 0) + visitors;
    }
    return [{ name: 'Unique visitors', data }];
  }

  const byPage = new Map<string, number[]>();
  const total = empty();
  for (const { day, page, uses } of counts.usesByDayAndPage) {
    const bucket = bucketOf(day);
    if (bucket < 0) continue;
    const series = byPage.get(page) ?? empty();
    series[bucket] = (series[bucket] ?? 0) + uses;
    byPage.set(page, series);
    total[bucket] = (total[bucket] ?? 0) + uses;
  }
  if (type === 'usedpages') return [{ name: 'Pages used', data: total }];
  const sum = (data: number[]) => data.reduce((a, b) => a + b, 0);
  return [...byPage]
    .map(([name, data]) => ({ name, data }))
    .sort((a, b) => sum(b.data) - sum(a.data) || a.name.localeCompare(b.name));
}
