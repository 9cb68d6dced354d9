import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expandTable } from '../core/template';
import { labeled, resultOf, type ResultComponentCollection } from '../text/rich-text';
import { contextOf, drawTagged, type ContentOptions } from './compose';
import { HOLIDAY_GRAMMAR, HOLIDAY_SEASONS } from './holiday-grammar';

/**
 * A holiday as a collection titled with its name: its date in the invented calendar, customs,
 * traditional food and origin. The facts come first (the month and its season, the honoree
 * and whether they are a she or a he); the title is drawn next, and what it implies (a day named
 * for the honoree) joins the facts every later part reads. Deterministic per stream.
 */
export function generateHoliday(rng: Rng, options: ContentOptions = {}): ResultComponentCollection {
  const base = contextOf(options);
  const month = drawTagged(rng.fork('month'), HOLIDAY_GRAMMAR, 'month', base);
  const season = month.tags.find((tag) => (HOLIDAY_SEASONS as readonly string[]).includes(tag));
  if (!season) throw new Error(`month ${month.text} has no season`);
  // An honoree keeps one season (their day does not move), so the month comes first.
  const ofMonth = { ...base, facts: new Facts(month.tags, { month: month.text, season }) };
  const honoree = drawTagged(rng.fork('honoree'), HOLIDAY_GRAMMAR, 'honoree', ofMonth);
  const facts = new Facts([...month.tags, ...honoree.tags], { month: month.text, season });
  const ctx = { ...contextOf(options, [], { month: month.text, honoree: honoree.text }), facts };
  const title = expandTable(rng.fork('title'), HOLIDAY_GRAMMAR, 'title', ctx);
  const part = (label: string, table: string) =>
    resultOf(table, labeled(label, expandTable(rng.fork(table), HOLIDAY_GRAMMAR, table, ctx)));
  return {
    Title: title,
    ResultComponent: [part('Date', 'date'), part('Customs', 'customs'), part('Food', 'food'), part('Origin', 'origin')],
  };
}
