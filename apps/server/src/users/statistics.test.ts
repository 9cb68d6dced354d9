import { describe, expect, it } from 'vitest';
import { buildStatistics, firstDayOf } from './statistics';

const none = { visitorsByDay: [], usesByDayAndPage: [] };

describe('buildStatistics', () => {
  it('gives one bucket per day for day and week, 4 for month and 12 for year, all zero without visits', () => {
    expect(buildStatistics('day', 'uniquevisitors', none, '2025-03-10')).toEqual([
      { name: 'Unique visitors', data: [0] },
    ]);
    expect(buildStatistics('week', 'usedpages', none, '2025-03-10')[0]?.data).toHaveLength(7);
    expect(buildStatistics('month', 'usedpages', none, '2025-03-10')[0]?.data).toHaveLength(4);
    expect(buildStatistics('year', 'uniquevisitors', none, '2025-03-10')[0]?.data).toHaveLength(12);
    expect(buildStatistics('year', 'usedpagesbreakdown', none, '2025-03-10')).toEqual([]);
  });

  it('puts today last, skips days outside the period, and crosses month ends', () => {
    const counts = {
      visitorsByDay: [
        { day: '2025-03-01', visitors: 4 },
        { day: '2025-02-28', visitors: 2 },
        { day: '2025-02-22', visitors: 9 },
        { day: '2025-03-02', visitors: 7 },
      ],
      usesByDayAndPage: [],
    };
    expect(buildStatistics('week', 'uniquevisitors', counts, '2025-03-01')[0]?.data).toEqual([0, 0, 0, 0, 0, 2, 4]);
  });

  it('orders the breakdown by total uses, then by name', () => {
    const counts = {
      visitorsByDay: [],
      usesByDayAndPage: [
        { day: '2025-03-10', page: 'GetNPC', uses: 2 },
        { day: '2025-03-09', page: 'GetLoot', uses: 3 },
        { day: '2025-03-10', page: 'GetAppearance', uses: 3 },
      ],
    };
    expect(buildStatistics('week', 'usedpagesbreakdown', counts, '2025-03-10')).toEqual([
      { name: 'GetAppearance', data: [0, 0, 0, 0, 0, 0, 3] },
      { name: 'GetLoot', data: [0, 0, 0, 0, 0, 3, 0] },
      { name: 'GetNPC', data: [0, 0, 0, 0, 0, 0, 2] },
    ]);
  });

  it('starts each period where its first bucket begins', () => {
    expect(firstDayOf('day', '2025-03-10')).toBe('2025-03-10');
    expect(firstDayOf('week', '2025-03-10')).toBe('2025-03-04');
    expect(firstDayOf('month', '2025-03-10')).toBe('2025-02-11');
    expect(firstDayOf('year', '2025-03-10')).toBe('2024-03-16');
  });
});
