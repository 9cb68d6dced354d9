import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expandTable } from '../core/template';
import { labeled, resultOf, type ResultComponentCollection } from '../text/rich-text';
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
  // The event's facts: its kind and distance in time; what happened adds its shape, and a part
  // that names the leader's role (a shepherd named X) implies it, so later parts keep that role.
  const ctx = {
    ...contextOf(options, [], vars),
    facts: new Facts([...kind.tags, ...when.tags], { kind: kind.tags[0] ?? kind.text }),
  };
  // The other side (of a war, a feud, a claim) is decided once, on first reading, under the facts
  // told so far (what happened names its class), and every later line reads the same one.
  let foe: string | undefined;
  ctx.lazyVars = { foe: () => (foe ??= expandTable(rng.fork('foe'), HISTORY_GRAMMAR, 'foe', ctx)) };
  const part = (label: string, table: string) =>
    resultOf(table, labeled(label, expandTable(rng.fork(table), HISTORY_GRAMMAR, table, ctx)));
  // What happened is drawn first: the shape it implies (a siege, a child crowned) picks the title.
  const what = part('What happened', 'what');
  return {
    Title: expandTable(rng.fork('title'), HISTORY_GRAMMAR, 'title', ctx),
    ResultComponent: [
      resultOf('when', labeled('When', when.text)),
      what,
      part('Who was involved', 'who'),
      part('What remains', 'remains'),
    ],
  };
}
