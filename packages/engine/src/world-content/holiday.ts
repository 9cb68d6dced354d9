import type { Rng } from '../core/rng';
import { expandTable } from '../core/template';
import { labelled, resultOf, type ResultComponentCollection } from '../text/rich-text';
import { contextOf, drawTagged, type ContentOptions } from './compose';
import { HOLIDAY_GRAMMAR } from './holiday-grammar';

/**
 * A holiday as a collection titled with its name: its date in the invented calendar, customs,
 * traditional food and origin. Deterministic per stream.
 */
export function generateHoliday(rng: Rng, options: ContentOptions = {}): ResultComponentCollection {
  const month = drawTagged(rng.fork('month'), HOLIDAY_GRAMMAR, 'month', contextOf(options));
  const ctx = contextOf(options, month.tags, { month: month.text });
  const part = (label: string, table: string) =>
    resultOf(table, labelled(label, expandTable(rng.fork(table), HOLIDAY_GRAMMAR, table, ctx)));
  return {
    Title: expandTable(rng.fork('title'), HOLIDAY_GRAMMAR, 'title', ctx),
    ResultComponent: [part('Date', 'date'), part('Customs', 'customs'), part('Food', 'food'), part('Origin', 'origin')],
  };
}
