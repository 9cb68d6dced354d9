import type { Rng } from '../core/rng';
import { allowedRows, drawRow, rowText, type Facts, type Grammar } from '../core/table';
import { expandTable, expandTableRich, type Binding } from '../core/template';
import type { TextComponent } from '../text/rich-text';

/** The tags as a set: the given set itself when it is one (so its filtered rows stay cached), else a new one. */
const tagSet = (tags: Iterable<string> | undefined): ReadonlySet<string> =>
  tags instanceof Set ? tags : new Set(tags ?? []);

/**
 * How a world text is expanded: row tags, bindings, the adjectives switch and, for the parts of
 * one result, the facts they share (a row drawn for one part keeps out what contradicts it in the next).
 */
export type WorldTextContext = {
  tags?: Iterable<string>;
  vars?: Record<string, Binding>;
  adjectives?: boolean;
  facts?: Facts;
};

/** Expands one table of a grammar to plain text. */
export function worldText(rng: Rng, grammar: Grammar, root: string, ctx: WorldTextContext = {}): string {
  return expandTable(rng, grammar, root, {
    tags: tagSet(ctx.tags),
    vars: ctx.vars,
    adjectives: ctx.adjectives,
    ...(ctx.facts ? { facts: ctx.facts } : {}),
  });
}

/** Expands one table of a grammar to rich text (bound links stay links). */
export function worldProse(rng: Rng, grammar: Grammar, root: string, ctx: WorldTextContext = {}): TextComponent[] {
  return expandTableRich(rng, grammar, root, { tags: tagSet(ctx.tags), vars: ctx.vars, adjectives: ctx.adjectives });
}

/** `count` different expansions of a table (fewer when the table runs out of different texts). */
export function distinctTexts(
  rng: Rng,
  grammar: Grammar,
  root: string,
  count: number,
  ctx: WorldTextContext = {},
): string[] {
  const out: string[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 6; attempt++) {
    const text = worldText(rng.fork(attempt), grammar, root, ctx);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/** Draws a row of a table and returns its raw text and tags, without expanding it. */
export function drawTaggedRow(
  rng: Rng,
  grammar: Grammar,
  name: string,
  tags: Iterable<string> = [],
): { text: string; tags: readonly string[] } {
  const table = grammar[name];
  if (!table) throw new Error(`unknown table ${name}`);
  const row = drawRow(rng, allowedRows(name, table, tagSet(tags)));
  return { text: rowText(row), tags: typeof row === 'string' ? [] : (row.tags ?? []) };
}

/** A weighted pick from rows of `{value, weight}` shape by a key. */
export const pickWeighted = <T extends { weight: number }>(rng: Rng, rows: readonly T[]): T =>
  rng.weighted(rows, (r) => r.weight);

/** Links (or any segments) joined as an English list: [a] [", "] [b] [" and "] [c]. */
export function listSegments(items: readonly TextComponent[]): TextComponent[] {
  const out: TextComponent[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push({ text: i === items.length - 1 ? ' and ' : ', ' });
    out.push(item);
  });
  return out;
}
