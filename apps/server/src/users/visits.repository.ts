import type { Db } from '../db/database';

/** One recorded use of a page or generator: the UTC day (YYYY-MM-DD), a visitor hash and the page name. */
export type Visit = { day: string; visitor: string; page: string };

/** Visit counts from `firstDay` (YYYY-MM-DD) on: distinct visitors per day, and uses per day and page. */
export type VisitCounts = {
  visitorsByDay: { day: string; visitors: number }[];
  usesByDayAndPage: { day: string; page: string; uses: number }[];
};

/** Stores visits in one statement. */
export async function insertVisits(db: Db, visits: readonly Visit[]): Promise<void> {
  if (visits.length === 0) return;
  await db
    .insertInto('page_visits')
    .values([...visits])
    .execute();
}

/** Counts the visits of `firstDay` and later. */
export async function countVisits(db: Db, firstDay: string): Promise<VisitCounts> {
  const visitors = await db
    .selectFrom('page_visits')
    .select((eb) => ['day', eb.fn.count<number | string>('visitor').distinct().as('visitors')])
    .where('day', '>=', firstDay)
    .groupBy('day')
    .execute();
  const uses = await db
    .selectFrom('page_visits')
    .select((eb) => ['day', 'page', eb.fn.countAll<number | string>().as('uses')])
    .where('day', '>=', firstDay)
    .groupBy(['day', 'page'])
    .execute();
  return {
    visitorsByDay: visitors.map((r) => ({ day: r.day, visitors: Number(r.visitors) })),
    usesByDayAndPage: uses.map((r) => ({ day: r.day, page: r.page, uses: Number(r.uses) })),
  };
}
