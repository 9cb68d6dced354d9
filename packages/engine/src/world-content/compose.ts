import type { Environment } from '../data/options';
import type { Rng } from '../core/rng';
import { allowedRows, drawRow, rowImplies, rowText, type Decks, type Grammar, type Row } from '../core/table';
import { baseTags, expand, factValues, type Binding, type TemplateContext } from '../core/template';
import { BOLD, LINE_BREAK, type TextComponent } from '../text/rich-text';

export type { GrammarSpec } from '../core/grammar-check';

/** Options every simple generator takes besides its own. */
export type ContentOptions = {
  /** Whether optional adjectives (`{?adj}`) appear; default false. */
  adjectives?: boolean;
  /** Shared across a batch so that tables deal without replacement. */
  decks?: Decks;
};

/**
 * Context tags of each environment: its own name plus broader tags rows can require, so one row
 * serves several environments ('open-sky' = weather falls from a sky; 'temperate' = four seasons).
 */
export const ENVIRONMENT_TAGS: Readonly<Record<Environment, readonly string[]>> = {
  Arctic: ['Arctic', 'open-sky', 'frozen', 'wild'],
  Coastal: ['Coastal', 'open-sky', 'temperate', 'shore', 'wild'],
  Desert: ['Desert', 'open-sky', 'arid', 'wild'],
  Forest: ['Forest', 'open-sky', 'temperate', 'wooded', 'wild'],
  Grassland: ['Grassland', 'open-sky', 'temperate', 'plains', 'wild'],
  Hill: ['Hill', 'open-sky', 'temperate', 'uplands', 'wild'],
  Mountain: ['Mountain', 'open-sky', 'uplands', 'heights', 'wild'],
  Swamp: ['Swamp', 'open-sky', 'wetland', 'wild'],
  Underground: ['Underground', 'enclosed'],
  Underwater: ['Underwater', 'submerged'],
  Urban: ['Urban', 'open-sky', 'temperate', 'streets'],
};

/** A context for expanding templates. */
export function contextOf(
  options: ContentOptions,
  tags: Iterable<string> = [],
  vars: Record<string, Binding> = {},
): TemplateContext {
  return { adjectives: options.adjectives ?? false, decks: options.decks, tags: new Set(tags), vars };
}

/** Draws one row of a table (dealt from the decks when given) without expanding it: its template and tags. */
export function drawRawRow(
  rng: Rng,
  grammar: Grammar,
  name: string,
  ctx: TemplateContext,
): { text: string; tags: readonly string[] } {
  const table = grammar[name];
  if (!table) throw new Error(`unknown table ${name}`);
  const rows = allowedRows(name, table, baseTags(ctx), factValues(ctx));
  const row: Row = ctx.decks ? ctx.decks.draw(rng, name, rows) : drawRow(rng, rows);
  ctx.facts?.imply(rowImplies(row));
  return { text: rowText(row), tags: typeof row === 'string' ? [] : (row.tags ?? []) };
}

/** Draws one row of a table (dealt from the decks when given), expands it, and returns its text and tags. */
export function drawTagged(
  rng: Rng,
  grammar: Grammar,
  name: string,
  ctx: TemplateContext,
): { text: string; tags: readonly string[] } {
  const row = drawRawRow(rng, grammar, name, ctx);
  return { text: expand(rng, grammar, row.text, ctx), tags: row.tags };
}

/** Picks one of the row tags that belong to an axis (e.g. a temperature band); any axis value when none does. */
export function pickAxis(rng: Rng, tags: readonly string[], axis: readonly string[]): string {
  const present = tags.filter((tag) => axis.includes(tag));
  return rng.pick(present.length ? present : axis);
}

/** A whole number with thousands separators: 12500 -> "12,500". */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rows "min".."max" in steps (with thousands separators), for numbers drawn inside templates. */
export function numberRows(min: number, max: number, step = 1): string[] {
  const rows: string[] = [];
  for (let n = min; n <= max; n += step) rows.push(formatCount(n));
  return rows;
}

/** Labeled lines as rich text: "[B]Label:[B] text", separated by "[NL]" segments; a line may hold links. */
export function labelledLines(
  lines: readonly (readonly [string, string | readonly TextComponent[]])[],
): TextComponent[] {
  return lines.flatMap(([label, text], i) => [
    ...(i > 0 ? [{ text: LINE_BREAK }] : []),
    { text: `${BOLD}${label}:${BOLD} ` },
    ...(typeof text === 'string' ? [{ text }] : text),
  ]);
}
