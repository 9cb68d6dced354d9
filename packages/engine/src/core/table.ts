import type { Rng } from './rng';

/**
 * One row of a content table. A bare string is a row of weight 1 whose id is its text.
 * `requires` keeps a row out unless every listed tag is in the context; `excludes` keeps it out
 * when any listed tag is.
 */
export type Row =
  | string
  | {
      readonly text: string;
      readonly id?: string;
      readonly weight?: number;
      readonly tags?: readonly string[];
      readonly requires?: readonly string[];
      readonly excludes?: readonly string[];
    };

export type Table = readonly Row[];

/** A named set of tables; templates in its rows reference tables of the same grammar. */
export type Grammar = Readonly<Record<string, Table>>;

export const rowText = (row: Row): string => (typeof row === 'string' ? row : row.text);
export const rowId = (row: Row): string => (typeof row === 'string' ? row : (row.id ?? row.text));
export const rowWeight = (row: Row): number => (typeof row === 'string' ? 1 : (row.weight ?? 1));

/** Whether a row may be drawn under the given context tags. */
export function rowAllowed(row: Row, tags: ReadonlySet<string>): boolean {
  if (typeof row === 'string') return true;
  if (row.requires && !row.requires.every((t) => tags.has(t))) return false;
  if (row.excludes && row.excludes.some((t) => tags.has(t))) return false;
  return true;
}

const allowedCache = new WeakMap<Table, Map<string, Row[]>>();
const tagKeys = new WeakMap<ReadonlySet<string>, string>();

/** A stable key for a set of tags, remembered per set. */
function tagKey(tags: ReadonlySet<string>): string {
  if (tags.size === 0) return '';
  if (tags.size === 1) return tags.values().next().value as string;
  let key = tagKeys.get(tags);
  if (key === undefined) tagKeys.set(tags, (key = [...tags].sort().join('|')));
  return key;
}

const untaggedCache = new WeakMap<Table, Row[]>();

/** The rows of a table allowed under the tags (cached per table and tag set); throws when none is (a content bug). */
export function allowedRows(name: string, table: Table, tags: ReadonlySet<string>): readonly Row[] {
  if (tags.size === 0) {
    let rows = untaggedCache.get(table);
    if (!rows) untaggedCache.set(table, (rows = filterRows(name, table, tags)));
    return rows;
  }
  const key = tagKey(tags);
  let byTags = allowedCache.get(table);
  if (!byTags) allowedCache.set(table, (byTags = new Map()));
  let rows = byTags.get(key);
  if (!rows) byTags.set(key, (rows = filterRows(name, table, tags)));
  return rows;
}

/** The rows of a table allowed under the tags; throws when none is (a content bug). */
function filterRows(name: string, table: Table, tags: ReadonlySet<string>): Row[] {
  const rows = table.filter((row) => rowAllowed(row, tags));
  if (rows.length === 0) throw new Error(`table "${name}" has no row for tags [${[...tags].join(', ')}]`);
  return rows;
}

const cumulativeCache = new WeakMap<readonly Row[], Float64Array>();

/** Running totals of the rows' weights, cached for lists drawn from repeatedly. */
function cumulativeWeights(rows: readonly Row[]): Float64Array {
  let sums = cumulativeCache.get(rows);
  if (!sums) {
    sums = new Float64Array(rows.length);
    let total = 0;
    rows.forEach((row, i) => (sums![i] = total += rowWeight(row)));
    cumulativeCache.set(rows, sums);
  }
  return sums;
}

/** A weighted draw of one row: the first row whose running total passes a uniform roll. */
export function drawRow(rng: Rng, rows: readonly Row[]): Row {
  if (rows.length === 0) throw new RangeError('draw from an empty list of rows');
  const sums = cumulativeWeights(rows);
  const roll = rng.next() * (sums[sums.length - 1] as number);
  let lo = 0;
  let hi = sums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sums[mid] as number) > roll) hi = mid;
    else lo = mid + 1;
  }
  return rows[lo] as Row;
}

/**
 * Dealing without replacement across a batch: each table keeps the ids already dealt, and a
 * draw prefers rows not yet dealt, starting over once every allowed row has been used.
 */
export class Decks {
  private readonly dealt = new Map<string, Set<string>>();

  draw(rng: Rng, name: string, rows: readonly Row[]): Row {
    let used = this.dealt.get(name);
    if (!used) this.dealt.set(name, (used = new Set()));
    // Mostly few rows are dealt yet: draw from the whole table and redraw on a dealt row.
    for (let attempt = 0; attempt < 6; attempt++) {
      const row = drawRow(rng, rows);
      if (!used.has(rowId(row))) {
        used.add(rowId(row));
        return row;
      }
    }
    let fresh = rows.filter((row) => !used.has(rowId(row)));
    if (fresh.length === 0) {
      for (const row of rows) used.delete(rowId(row));
      fresh = rows.slice();
    }
    const row = drawRow(rng, fresh);
    used.add(rowId(row));
    return row;
  }
}

/** Picks a row's text from a plain table (no templates expanded), honouring tags. */
export function pickText(rng: Rng, table: Table, tags: ReadonlySet<string> = new Set()): string {
  return rowText(drawRow(rng, allowedRows('(table)', table, tags)));
}
