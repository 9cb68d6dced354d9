import type { Rng } from '../core/rng';
import { expandTable } from '../core/template';
import { labelled, resultOf, type ResultComponentCollection } from '../text/rich-text';
import { contextOf, drawTagged, type ContentOptions } from './compose';
import { HISTORY_GRAMMAR } from './history-grammar';

/**
 * A historical event as a collection titled with its name: when (years ago), what happened, who
 * was involved and what remains of it today. One place and one leader run through all parts.
 * Deterministic per stream.
 */
export function generateHistoricalEvent(rng: Rng, options: ContentOptions = {}): ResultComponentCollection {
  const base = contextOf(options);
  const kind = drawTagged(rng.fork('kind'), HISTORY_GRAMMAR, 'kind', base);
  const when = drawTagged(rng.fork('when'), HISTORY_GRAMMAR, 'when', base);
  const vars = {
    place: expandTable(rng.fork('place'), HISTORY_GRAMMAR, 'placeName', base),
    leader: expandTable(rng.fork('leader'), HISTORY_GRAMMAR, 'personName', base),
  };
  const ctx = contextOf(options, [...kind.tags, ...when.tags], vars);
  const part = (label: string, table: string) =>
    resultOf(table, labelled(label, expandTable(rng.fork(table), HISTORY_GRAMMAR, table, ctx)));
  return {
    Title: expandTable(rng.fork('title'), HISTORY_GRAMMAR, 'title', ctx),
    ResultComponent: [
      resultOf('when', labelled('When', when.text)),
      part('What happened', 'what'),
      part('Who was involved', 'who'),
      part('What remains', 'remains'),
    ],
  };
}
