import type { Rng } from './rng';

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

/** A parsed comparison of a `requires` entry. */
type Condition = { fact: string; op: '<' | '<=' | '>' | '>=' | '=' | '!='; value: string };

const CONDITION = /^([A-Za-z][\w-]*)(<=|>=|!=|<|>|=)(.+)$/;
const conditionCache = new Map<string, Condition | null>();

/** The comparison a `requires` entry states, or null for a plain or negated tag. */
export function parseCondition(entry: string): Condition | null {
  let parsed = conditionCache.get(entry);
  if (parsed === undefined) {
    const m = CONDITION.exec(entry);
    parsed = m ? { fact: m[1] as string, op: m[2] as Condition['op'], value: m[3] as string } : null;
    conditionCache.set(entry, parsed);
  }
  return parsed;
}

/** Whether a comparison holds for the known facts (true when the fact is unknown). */
function conditionHolds(cond: Condition, values: FactValues): boolean {
  const known = values[cond.fact];
  if (known === undefined) return true;
  if (cond.op === '=' || cond.op === '!=') {
    const equal = cond.value.split('|').includes(String(known));
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
export function requirementHolds(entry: string, tags: ReadonlySet<string>, values: FactValues = NO_VALUES): boolean {
  if (entry.startsWith('!')) return !tags.has(entry.slice(1));
  const cond = parseCondition(entry);
  return cond ? conditionHolds(cond, values) : tags.has(entry);
}

/** The tags a row makes true once drawn. */
export const rowImplies = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.implies ?? []));

export type Table = readonly Row[];

/** A named set of tables; templates in its rows reference tables of the same grammar. */
export type Grammar = Readonly<Record<string, Table>>;

export const rowText = (row: Row): string => (typeof row === 'string' ? row : row.text);
export const rowId = (row: Row): string => (typeof row === 'string' ? row : (row.id ?? row.text));
export const rowWeight = (row: Row): number => (typeof row === 'string' ? 1 : (row.weight ?? 1));

/** Whether a row may be drawn under the given context tags and facts. */
export function rowAllowed(row: Row, tags: ReadonlySet<string>, values: FactValues = NO_VALUES): boolean {
  if (typeof row === 'string') return true;
  if (row.requires && !row.requires.every((t) => requirementHolds(t, tags, values))) return false;
  if (row.excludes && row.excludes.some((t) => tags.has(t))) return false;
  return true;
}

/** What a table's rows read from a context: the tags they name and their distinct comparisons. */
type TableReads = { tags: readonly string[]; conditions: readonly Condition[] };

const tableReads = new WeakMap<Table, TableReads>();

/** The tags and comparisons any row of a table reads (remembered per table). */
function readsOf(table: Table): TableReads {
  let reads = tableReads.get(table);
  if (!reads) {
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
    tableReads.set(table, (reads = { tags: [...tags].sort(), conditions: [...conditions.values()] }));
  }
  return reads;
}

const allowedCache = new WeakMap<Table, Map<string, Row[]>>();
const untaggedCache = new WeakMap<Table, Row[]>();

/**
 * The rows of a table allowed under the tags and facts, cached per table and per outcome of what
 * its rows read (the context tags they name and their comparisons), so contexts that differ only
 * in tags a table ignores share one list; throws when no row is allowed (a content bug).
 */
export function allowedRows(
  name: string,
  table: Table,
  tags: ReadonlySet<string>,
  values: FactValues = NO_VALUES,
): readonly Row[] {
  const reads = readsOf(table);
  if (reads.tags.length === 0 && reads.conditions.length === 0) {
    let rows = untaggedCache.get(table);
    if (!rows) untaggedCache.set(table, (rows = filterRows(name, table, tags, values)));
    return rows;
  }
  let key = '';
  for (const tag of reads.tags) if (tags.has(tag)) key += `${tag}|`;
  if (reads.conditions.length > 0) {
    key += '#';
    for (const cond of reads.conditions) key += conditionHolds(cond, values) ? '1' : '0';
  }
  let byKey = allowedCache.get(table);
  if (!byKey) allowedCache.set(table, (byKey = new Map()));
  let rows = byKey.get(key);
  if (!rows) byKey.set(key, (rows = filterRows(name, table, tags, values)));
  return rows;
}

/** The rows of a table allowed under the tags and facts; throws when none is (a content bug). */
function filterRows(name: string, table: Table, tags: ReadonlySet<string>, values: FactValues): Row[] {
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

/** Picks a row's text from a plain table (no templates expanded), honoring tags and facts. */
export function pickText(
  rng: Rng,
  table: Table,
  tags: ReadonlySet<string> = new Set(),
  values: FactValues = NO_VALUES,
): string {
  return rowText(drawRow(rng, allowedRows('(table)', table, tags, values)));
}

/**
 * The facts of one result, decided before any text is drawn and shared by every draw of it:
 * tags (`hairless`, `owner`, `winter`) and values (`age`, `venue`). Rows drawn with `implies`
 * add tags, so a later part of the same result cannot contradict an earlier one.
 */
export class Facts {
  private current: ReadonlySet<string>;
  readonly values: Record<string, number | string>;

  constructor(tags: Iterable<string> = [], values: FactValues = {}) {
    this.current = new Set(tags);
    this.values = { ...values };
  }

  /** The tags known now (a new set after each implication, so cached row lists stay valid). */
  get tags(): ReadonlySet<string> {
    return this.current;
  }

  has(tag: string): boolean {
    return this.current.has(tag);
  }

  /** Makes tags true from now on. */
  imply(tags: Iterable<string>): void {
    const added = [...tags].filter((t) => !this.current.has(t));
    if (added.length > 0) this.current = new Set([...this.current, ...added]);
  }

  /** A copy with more tags and values (the original is unchanged). */
  with(tags: Iterable<string> = [], values: FactValues = {}): Facts {
    return new Facts([...this.current, ...tags], { ...this.values, ...values });
  }
}
