import type { Rng } from './rng';
import type { ParsedTemplate } from './template';

/**
 * One row of a content table. A bare string is a row of weight 1 whose id is its text.
 * `requires` keeps a row out unless every listed condition holds: a plain tag must be in the
 * context, `!tag` must not be, and a comparison on a fact (`age<40`, `age>=30`, `venue=own`,
 * `venue!=own`) must hold when the fact is known (an unknown fact contradicts nothing).
 * `excludes` keeps a row out when any listed tag is in the context. `implies` names tags the row
 * makes true once drawn: later draws of the same result must respect them (a row that mentions a
 * scar implies `scar`, and rows that say "no scars" exclude it).
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
      readonly implies?: readonly string[];
    };

/** Known facts of a result, by name: numbers (age, temperature) or words (venue, season). */
export type FactValues = Readonly<Record<string, number | string>>;

const NO_VALUES: FactValues = {};

/**
 * What rows' conditions read: a set of tags, or anything that answers `has` and lists its tags
 * like one (the tags of a context and of its facts read together, without copying either).
 */
export type Tags = { has(tag: string): boolean; [Symbol.iterator](): Iterator<string> };

/** A parsed comparison of a `requires` entry; `options` are the `|`-separated words of `=` and `!=`. */
type Condition = { fact: string; op: '<' | '<=' | '>' | '>=' | '=' | '!='; value: string; options: readonly string[] };

const CONDITION = /^([A-Za-z][\w-]*)(<=|>=|!=|<|>|=)(.+)$/;
const conditionCache = new Map<string, Condition | null>();

/** The comparison a `requires` entry states, or null for a plain or negated tag. */
export function parseCondition(entry: string): Condition | null {
  let parsed = conditionCache.get(entry);
  if (parsed === undefined) {
    const m = CONDITION.exec(entry);
    const value = m?.[3] as string;
    parsed = m ? { fact: m[1] as string, op: m[2] as Condition['op'], value, options: value.split('|') } : null;
    conditionCache.set(entry, parsed);
  }
  return parsed;
}

/** Whether a comparison holds for the known facts (true when the fact is unknown). */
function conditionHolds(cond: Condition, values: FactValues): boolean {
  const known = values[cond.fact];
  if (known === undefined) return true;
  if (cond.op === '=' || cond.op === '!=') {
    const equal = cond.options.includes(String(known));
    return cond.op === '=' ? equal : !equal;
  }
  const a = Number(known);
  const b = Number(cond.value);
  if (cond.op === '<') return a < b;
  if (cond.op === '<=') return a <= b;
  if (cond.op === '>') return a > b;
  return a >= b;
}

/** Whether one `requires` entry holds under the tags and facts. */
export function requirementHolds(entry: string, tags: Tags, values: FactValues = NO_VALUES): boolean {
  if (entry.startsWith('!')) return !tags.has(entry.slice(1));
  const cond = parseCondition(entry);
  return cond ? conditionHolds(cond, values) : tags.has(entry);
}

const IMPLIES_NOTHING: readonly string[] = Object.freeze([]);

/** The tags a row makes true once drawn. */
export const rowImplies = (row: Row): readonly string[] =>
  typeof row === 'string' ? IMPLIES_NOTHING : (row.implies ?? IMPLIES_NOTHING);

export type Table = readonly Row[];

/** A named set of tables; templates in its rows reference tables of the same grammar. */
export type Grammar = Readonly<Record<string, Table>>;

export const rowText = (row: Row): string => (typeof row === 'string' ? row : row.text);
export const rowId = (row: Row): string => (typeof row === 'string' ? row : (row.id ?? row.text));
export const rowWeight = (row: Row): number => (typeof row === 'string' ? 1 : (row.weight ?? 1));

/** Whether a row may be drawn under the given context tags and facts. */
export function rowAllowed(row: Row, tags: Tags, values: FactValues = NO_VALUES): boolean {
  if (typeof row === 'string') return true;
  if (row.requires && !row.requires.every((t) => requirementHolds(t, tags, values))) return false;
  if (row.excludes && row.excludes.some((t) => tags.has(t))) return false;
  return true;
}

/**
 * The rows of a table allowed in one context, the running totals of their weights, and each
 * row's template as parsed, by index (filled as rows are drawn, and kept as long as the pool).
 */
export type RowPool = {
  readonly rows: readonly Row[];
  readonly sums: Float64Array;
  readonly templates: (ParsedTemplate | undefined)[];
};

/**
 * What is remembered of a table: the tags its rows name and their distinct comparisons (what they
 * read from a context), and its pools of allowed rows by the outcome of those reads.
 */
type TableCache = {
  tags: readonly string[];
  conditions: readonly Condition[];
  pools: Map<number | string, RowPool>;
};

const tableCaches = new WeakMap<Table, TableCache>();

/** The cache of a table, made on its first draw. */
function cacheOf(table: Table): TableCache {
  let cache = tableCaches.get(table);
  if (!cache) {
    const tags = new Set<string>();
    const conditions = new Map<string, Condition>();
    for (const row of table) {
      if (typeof row === 'string') continue;
      for (const entry of row.requires ?? []) {
        const cond = entry.startsWith('!') ? null : parseCondition(entry);
        if (cond) conditions.set(entry, cond);
        else tags.add(entry.startsWith('!') ? entry.slice(1) : entry);
      }
      for (const tag of row.excludes ?? []) tags.add(tag);
    }
    cache = { tags: [...tags].sort(), conditions: [...conditions.values()], pools: new Map() };
    tableCaches.set(table, cache);
  }
  return cache;
}

/** Most reads a number key holds: one bit each, kept inside a small integer. */
const MAX_KEY_BITS = 30;

/**
 * The outcome of a table's reads in a context: one bit per tag present and per comparison that
 * holds, or, for a table that reads more than fit in a number, the same as text.
 */
function contextKey(cache: TableCache, tags: Tags, values: FactValues): number | string {
  if (cache.tags.length + cache.conditions.length > MAX_KEY_BITS) {
    let key = '';
    for (const tag of cache.tags) if (tags.has(tag)) key += `${tag}|`;
    key += '#';
    for (const cond of cache.conditions) key += conditionHolds(cond, values) ? '1' : '0';
    return key;
  }
  let key = 0;
  let bit = 1;
  for (const tag of cache.tags) {
    if (tags.has(tag)) key |= bit;
    bit <<= 1;
  }
  for (const cond of cache.conditions) {
    if (conditionHolds(cond, values)) key |= bit;
    bit <<= 1;
  }
  return key;
}

/**
 * The pool of a table's rows allowed under the tags and facts, cached per table and per outcome
 * of what its rows read (the context tags they name and their comparisons), so contexts that
 * differ only in tags a table ignores share one pool; throws when no row is allowed (a content bug).
 */
export function allowedPool(name: string, table: Table, tags: Tags, values: FactValues = NO_VALUES): RowPool {
  const cache = cacheOf(table);
  const key = contextKey(cache, tags, values);
  let pool = cache.pools.get(key);
  if (!pool) {
    const rows = filterRows(name, table, tags, values);
    pool = { rows, sums: cumulativeWeights(rows), templates: [] };
    cache.pools.set(key, pool);
  }
  return pool;
}

/** The rows of a table allowed under the tags and facts (cached as `allowedPool`); throws when none is. */
export const allowedRows = (name: string, table: Table, tags: Tags, values: FactValues = NO_VALUES): readonly Row[] =>
  allowedPool(name, table, tags, values).rows;

/** The rows of a table allowed under the tags and facts; throws when none is (a content bug). */
function filterRows(name: string, table: Table, tags: Tags, values: FactValues): Row[] {
  const rows = table.filter((row) => rowAllowed(row, tags, values));
  if (rows.length === 0) {
    const facts = Object.entries(values).map(([k, v]) => `${k}=${v}`);
    throw new Error(`table "${name}" has no row for tags [${[...tags, ...facts].join(', ')}]`);
  }
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

/** The index of a weighted draw: the first running total that passes a uniform roll. */
function drawIndex(rng: Rng, sums: Float64Array): number {
  const roll = rng.next() * (sums[sums.length - 1] as number);
  let lo = 0;
  let hi = sums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sums[mid] as number) > roll) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A weighted draw of one row: the first row whose running total passes a uniform roll. */
export function drawRow(rng: Rng, rows: readonly Row[]): Row {
  if (rows.length === 0) throw new RangeError('draw from an empty list of rows');
  return rows[drawIndex(rng, cumulativeWeights(rows))] as Row;
}

/** A weighted draw from a pool: the index of the row drawn (the same draw as `drawRow` of its rows). */
export const drawFromPool = (rng: Rng, pool: RowPool): number => drawIndex(rng, pool.sums);

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
    return this.dealFresh(rng, used, rows);
  }

  /** Deals from a pool: the index of the row dealt (the same draws as `draw` of the pool's rows). */
  drawFromPool(rng: Rng, name: string, pool: RowPool): number {
    let used = this.dealt.get(name);
    if (!used) this.dealt.set(name, (used = new Set()));
    for (let attempt = 0; attempt < 6; attempt++) {
      const index = drawIndex(rng, pool.sums);
      const id = rowId(pool.rows[index] as Row);
      if (!used.has(id)) {
        used.add(id);
        return index;
      }
    }
    // Rows that are the same object or text parse alike, so the first of them stands for all.
    return pool.rows.indexOf(this.dealFresh(rng, used, pool.rows));
  }

  /** A row not dealt yet (every row again once all have been), after six draws found only dealt ones. */
  private dealFresh(rng: Rng, used: Set<string>, rows: readonly Row[]): Row {
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

/** Picks a row's text from a plain table (no templates expanded), honoring tags and facts. */
export function pickText(rng: Rng, table: Table, tags: Tags = new Set(), values: FactValues = NO_VALUES): string {
  return rowText(drawRow(rng, allowedRows('(table)', table, tags, values)));
}

/**
 * The facts of one result, decided before any text is drawn and shared by every draw of it:
 * tags (`hairless`, `owner`, `winter`) and values (`age`, `venue`). Rows drawn with `implies`
 * add tags, so a later part of the same result cannot contradict an earlier one.
 */
export class Facts {
  private readonly current = new Set<string>();
  readonly values: Record<string, number | string>;

  constructor(tags: Iterable<string> = [], values: FactValues = {}) {
    for (const tag of tags) this.current.add(tag);
    this.values = { ...values };
  }

  /**
   * The tags known now: one set that grows as rows imply more (row pools are cached by what
   * their rows read, not by the set, so growing it in place keeps them valid).
   */
  get tags(): ReadonlySet<string> {
    return this.current;
  }

  has(tag: string): boolean {
    return this.current.has(tag);
  }

  /** Makes tags true from now on. */
  imply(tags: Iterable<string>): void {
    for (const tag of tags) this.current.add(tag);
  }

  /** A copy with more tags and values (the original is unchanged). */
  with(tags: Iterable<string> = [], values: FactValues = {}): Facts {
    return new Facts([...this.current, ...tags], { ...this.values, ...values });
  }
}
