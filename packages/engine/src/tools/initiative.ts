import { sanitizeConditions, tickConditions, withCondition, type InitiativeCondition } from './initiative-conditions';

/** One row of the initiative tracker; plain JSON. */
export type InitiativeEntry = {
  /** Unique within a tracker; the first entry is 0, later ones count up from 1. */
  id: number;
  /** Initiative score; higher acts first. */
  init: number;
  /** Tie-break among entries of equal init; lower acts first. */
  subInit: number;
  name: string;
  /** Armor class, default 10. */
  ac: number;
  /** Current hit points, always 0..maxHp. */
  hp: number;
  /** Maximum hit points, at least 1. */
  maxHp: number;
  /** Free notes shown in the Info column. */
  info: string;
  /** TOP_LEVEL, or the id of the top-level entry this sub-entry (a minion) belongs to. */
  parent: number;
  /** Conditions on the entry, in the order they were added; absent when there are none. */
  conditions?: InitiativeCondition[];
};

/** What the last Heal/Hurt did to each row it touched, so the page can say so. */
export type HealHurtRecord = {
  /** The amount applied: positive healed, negative damaged. */
  amount: number;
  /** The row chosen (a group's parent when the whole group was hit). */
  target: number;
  changes: { id: number; from: number; to: number }[];
};

/** A condition that ran out when its entry's turn ended. */
export type EndedCondition = { id: number; name: string };

/** A saved initiative configuration, as stored through SaveGeneric?typename=init. */
export type InitiativeConfiguration = { configName: string; data: InitiativeEntry[] };

/** The whole tracker; plain JSON, safe to store on the server and in localStorage. */
export type InitiativeState = {
  entries: InitiativeEntry[];
  /** The id the next added entry gets. */
  nextId: number;
  /** Id of the entry whose turn it is; null when initiative has not started. */
  current: number | null;
  /** Round counter: 0 before the start, 1 on the first round. */
  turn: number;
  /** Heal/Hurt amount: positive heals, negative damages. */
  healAmount: number;
  /** True while the row buttons apply healAmount instead of their usual action. */
  healPending: boolean;
  /** The last Heal/Hurt applied, until the next one or a new fight; absent before any. */
  lastHealHurt?: HealHurtRecord;
  /** Conditions that ended at the last Next Turn; absent when none did. */
  endedConditions?: EndedCondition[];
};

/** Fields a row's inputs can edit. */
export type InitiativeField = 'init' | 'name' | 'ac' | 'hp' | 'maxHp' | 'info';

/** Numbers that describe a new entry; anything left out takes the defaults. */
export type NewInitiativeEntry = Partial<Pick<InitiativeEntry, 'init' | 'name' | 'ac' | 'hp' | 'maxHp' | 'info'>>;

/**
 * Everything the tracker can do. Dice are rolled by the caller and passed in: `rolls` maps an
 * entry id to its d20 result (1..20), `modifiers` an entry id to its initiative bonus.
 */
export type InitiativeAction =
  | { type: 'addEntry'; entry?: NewInitiativeEntry }
  | { type: 'removeEntry'; id: number }
  | { type: 'addSubEntry'; parentId: number }
  | { type: 'editEntry'; id: number; field: InitiativeField; value: string | number }
  | { type: 'moveEntry'; id: number; direction: 'up' | 'down' }
  | { type: 'start' }
  | { type: 'nextTurn' }
  | { type: 'reset' }
  | { type: 'setHealAmount'; value: string | number }
  | { type: 'beginHealHurt' }
  | { type: 'cancelHealHurt' }
  | { type: 'applyHealHurt'; id: number }
  | { type: 'rollInitiative'; rolls: Readonly<Record<number, number>>; modifiers?: Readonly<Record<number, number>> }
  | { type: 'addCondition'; id: number; name: string; rounds?: number | string | null }
  | { type: 'removeCondition'; id: number; name: string }
  | { type: 'loadConfiguration'; entries: unknown };

/** The parent value of a top-level entry. */
export const TOP_LEVEL = -1;
/** Defaults of a new entry (SPEC 9). */
export const INITIATIVE_DEFAULTS = { ac: 10, hp: 1, maxHp: 1 } as const;
/** Entries needed before initiative can start or be reset. */
export const MIN_ENTRIES_TO_START = 2;
/** Every number field is held within plus or minus this. */
export const MAX_INITIATIVE_NUMBER = 1_000_000;

/** A typed number or field text as a whole number within limits; null for blank or not a number. */
export function readInitiativeNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return null;
  if (!Number.isFinite(n)) return null;
  // Adding 0 turns -0 into 0, which JSON cannot tell apart anyway.
  return Math.min(MAX_INITIATIVE_NUMBER, Math.max(-MAX_INITIATIVE_NUMBER, Math.trunc(n))) + 0;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

function makeEntry(id: number, fields: NewInitiativeEntry, subInit: number): InitiativeEntry {
  const givenHp = readInitiativeNumber(fields.hp);
  const maxHp = Math.max(1, readInitiativeNumber(fields.maxHp) ?? givenHp ?? INITIATIVE_DEFAULTS.maxHp);
  return {
    id,
    init: readInitiativeNumber(fields.init) ?? 0,
    subInit,
    name: typeof fields.name === 'string' ? fields.name : '',
    ac: readInitiativeNumber(fields.ac) ?? INITIATIVE_DEFAULTS.ac,
    hp: clamp(givenHp ?? maxHp, 0, maxHp),
    maxHp,
    info: typeof fields.info === 'string' ? fields.info : '',
    parent: TOP_LEVEL,
  };
}

/** A fresh tracker: one default entry with id 0, not started, Heal/Hurt at 0. */
export function createInitiativeState(): InitiativeState {
  return {
    entries: [makeEntry(0, {}, 0)],
    nextId: 1,
    current: null,
    turn: 0,
    healAmount: 0,
    healPending: false,
  };
}

/** True when entry is a sub-entry: its parent is another entry that is itself top-level. */
export function isSubEntry(entry: InitiativeEntry, entries: readonly InitiativeEntry[]): boolean {
  if (entry.parent === TOP_LEVEL || entry.parent === entry.id) return false;
  const parent = entries.find((e) => e.id === entry.parent);
  return parent !== undefined && parent.parent === TOP_LEVEL;
}

/** Sub-entries of the entry with this id, in id order. */
export function subEntriesOf(id: number, entries: readonly InitiativeEntry[]): InitiativeEntry[] {
  return entries.filter((e) => e.parent === id && e.id !== id && isSubEntry(e, entries)).sort((a, b) => a.id - b.id);
}

/** The order of top-level entries: init descending, then subInit ascending, then id ascending. */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return b.init - a.init || a.subInit - b.subInit || a.id - b.id;
}

/**
 * Turn order: top-level entries by compareInitiative, each followed at once by its sub-entries in
 * id order. A new array; the input is not changed.
 */
export function sortInitiative(entries: readonly InitiativeEntry[]): InitiativeEntry[] {
  const heads = entries.filter((e) => !isSubEntry(e, entries)).sort(compareInitiative);
  const seen = new Set<number>();
  const order: InitiativeEntry[] = [];
  for (const head of heads) {
    order.push(head);
    if (seen.has(head.id)) continue;
    seen.add(head.id);
    order.push(...subEntriesOf(head.id, entries));
  }
  return order;
}

/** True when Start Initiative and Reset Initiative are allowed: at least 2 entries. */
export function canStart(state: InitiativeState): boolean {
  return state.entries.length >= MIN_ENTRIES_TO_START;
}

/** True when the entry's HP field is disabled because it has sub-entries. */
export function isHpLocked(entry: InitiativeEntry, entries: readonly InitiativeEntry[]): boolean {
  return subEntriesOf(entry.id, entries).length > 0;
}

/** True when the init field is disabled: a sub-entry's init follows its parent's. */
export function isInitLocked(entry: InitiativeEntry, entries: readonly InitiativeEntry[]): boolean {
  return isSubEntry(entry, entries);
}

/** Hit points of a row as the table reads them: its own, or for a group the sum over its members. */
export type EntryHealth = {
  hp: number;
  maxHp: number;
  /** Members of the group (0 for a lone entry). */
  members: number;
  /** Members above 0 hp (for a lone entry, 1 when it stands, else 0). */
  standing: number;
};

/**
 * The health a row shows. A parent with sub-entries stands for its group: its hp is the sum of
 * its members' hp and its maximum the sum of theirs, so a minion at 0 shows in the parent's bar.
 */
export function entryHealth(entry: InitiativeEntry, entries: readonly InitiativeEntry[]): EntryHealth {
  const members = isSubEntry(entry, entries) ? [] : subEntriesOf(entry.id, entries);
  if (members.length === 0) return { hp: entry.hp, maxHp: entry.maxHp, members: 0, standing: entry.hp > 0 ? 1 : 0 };
  return {
    hp: members.reduce((sum, m) => sum + m.hp, 0),
    maxHp: members.reduce((sum, m) => sum + m.maxHp, 0),
    members: members.length,
    standing: members.filter((m) => m.hp > 0).length,
  };
}

/**
 * True when Next Turn may stop on this entry: a top-level entry with hp above 0, or a group's
 * parent while any member stands (a group's own hp is its members').
 */
export function takesTurn(entry: InitiativeEntry, entries: readonly InitiativeEntry[]): boolean {
  if (isSubEntry(entry, entries)) return false;
  return entryHealth(entry, entries).standing > 0;
}

const HEALTH_STOPS = [
  [224, 49, 49],
  [250, 176, 5],
  [47, 158, 68],
] as const;

/** CSS color for a health bar: red at 0 hp, yellow at half, green at full, blended between. */
export function healthColor(hp: number, maxHp: number): string {
  const ratio = maxHp > 0 && Number.isFinite(hp / maxHp) ? clamp(hp / maxHp, 0, 1) : 0;
  const [from, to, t] =
    ratio <= 0.5 ? [HEALTH_STOPS[0], HEALTH_STOPS[1], ratio * 2] : [HEALTH_STOPS[1], HEALTH_STOPS[2], ratio * 2 - 1];
  const channel = (i: 0 | 1 | 2): number => Math.round(from[i] + (to[i] - from[i]) * t);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** The subInit that puts an entry at the bottom of the tie group of `init` (ignoring exceptId). */
function bottomOfTie(entries: readonly InitiativeEntry[], init: number, exceptId: number): number {
  let bottom = -1;
  for (const e of entries) {
    if (e.id !== exceptId && e.init === init && !isSubEntry(e, entries)) bottom = Math.max(bottom, e.subInit);
  }
  return bottom + 1;
}

function replaceEntries(
  entries: readonly InitiativeEntry[],
  change: (e: InitiativeEntry) => InitiativeEntry | null,
): InitiativeEntry[] {
  return entries.map((e) => change(e) ?? e);
}

/** Sets a top-level entry's init (its sub-entries follow); a changed init goes to the bottom of its tie. */
function withInit(entries: readonly InitiativeEntry[], id: number, init: number): InitiativeEntry[] {
  const entry = entries.find((e) => e.id === id);
  if (!entry || isSubEntry(entry, entries) || entry.init === init) return [...entries];
  const subInit = bottomOfTie(entries, init, id);
  const children = new Set(subEntriesOf(id, entries).map((e) => e.id));
  return replaceEntries(entries, (e) => (e.id === id || children.has(e.id) ? { ...e, init, subInit } : null));
}

function notStarted(state: InitiativeState, entries: InitiativeEntry[]): InitiativeState {
  return { ...state, entries, current: null, turn: 0 };
}

/**
 * The next entry after position `from` in `order` that takes a turn in `entries`, and whether
 * reaching it wrapped past the end of the order. Null when none does.
 */
function nextActor(
  order: readonly InitiativeEntry[],
  from: number,
  entries: readonly InitiativeEntry[],
  skip: ReadonlySet<number> = new Set(),
): { id: number; wrapped: boolean } | null {
  for (let step = 1; step <= order.length; step++) {
    const position = from + step;
    const candidate = order[position % order.length];
    if (!candidate || skip.has(candidate.id)) continue;
    const live = entries.find((e) => e.id === candidate.id);
    if (live && takesTurn(live, entries)) return { id: live.id, wrapped: position >= order.length };
  }
  return null;
}

function removeEntry(state: InitiativeState, id: number): InitiativeState {
  if (!state.entries.some((e) => e.id === id)) return state;
  const removed = new Set([id, ...subEntriesOf(id, state.entries).map((e) => e.id)]);
  const entries = state.entries.filter((e) => !removed.has(e.id));
  if (state.current === null) return { ...state, entries };
  if (entries.length < MIN_ENTRIES_TO_START) return notStarted(state, entries);
  if (!removed.has(state.current)) return { ...state, entries };
  const order = sortInitiative(state.entries);
  const next = nextActor(
    order,
    order.findIndex((e) => e.id === state.current),
    entries,
    removed,
  );
  if (!next) return notStarted(state, entries);
  return { ...state, entries, current: next.id, turn: state.turn + (next.wrapped ? 1 : 0) };
}

function addSubEntry(state: InitiativeState, targetId: number): InitiativeState {
  const target = state.entries.find((e) => e.id === targetId);
  if (!target) return state;
  const head = isSubEntry(target, state.entries)
    ? (state.entries.find((e) => e.id === target.parent) ?? target)
    : target;
  const suffixes = subEntriesOf(head.id, state.entries).map((e) => Number(/#(\d+)\s*$/.exec(e.name)?.[1] ?? 0));
  const number = Math.max(0, ...suffixes) + 1;
  const sub: InitiativeEntry = {
    id: state.nextId,
    init: head.init,
    subInit: head.subInit,
    name: `${head.name} #${number}`.trim(),
    ac: head.ac,
    hp: head.maxHp,
    maxHp: head.maxHp,
    info: '',
    parent: head.id,
  };
  return { ...state, entries: [...state.entries, sub], nextId: state.nextId + 1 };
}

function editEntry(state: InitiativeState, id: number, field: InitiativeField, value: unknown): InitiativeState {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry) return state;
  if (field === 'name' || field === 'info') {
    if (typeof value !== 'string' && typeof value !== 'number') return state;
    const text = String(value);
    const renamed = field === 'name' ? renamedMembers(entry, text, state.entries) : new Map<number, string>();
    return {
      ...state,
      entries: replaceEntries(state.entries, (e) => {
        if (e.id === id) return { ...e, [field]: text };
        const name = renamed.get(e.id);
        return name === undefined ? null : { ...e, name };
      }),
    };
  }
  const n = readInitiativeNumber(value);
  if (n === null) return state;
  const update = (change: Partial<InitiativeEntry>): InitiativeState => ({
    ...state,
    entries: replaceEntries(state.entries, (e) => (e.id === id ? { ...e, ...change } : null)),
  });
  switch (field) {
    case 'init':
      return { ...state, entries: withInit(state.entries, id, n) };
    case 'ac':
      return update({ ac: n });
    case 'hp':
      return isHpLocked(entry, state.entries) ? state : update({ hp: clamp(n, 0, entry.maxHp) });
    case 'maxHp': {
      const maxHp = Math.max(1, n);
      const oldMax = Math.max(1, entry.maxHp);
      return update({ maxHp, hp: clamp(Math.floor((entry.hp * maxHp) / oldMax), 0, maxHp) });
    }
  }
}

/**
 * New names for a parent's sub-entries when the parent is renamed: a member still called
 * "<old name> #n" becomes "<new name> #n"; members given names of their own keep them.
 */
function renamedMembers(
  parent: InitiativeEntry,
  name: string,
  entries: readonly InitiativeEntry[],
): Map<number, string> {
  const renamed = new Map<number, string>();
  const oldBase = parent.name.trim();
  for (const member of subEntriesOf(parent.id, entries)) {
    const trimmed = member.name.trim();
    const match = /#(\d+)$/.exec(trimmed);
    if (!match || trimmed.slice(0, match.index).trim() !== oldBase) continue;
    renamed.set(member.id, `${name.trim()} #${match[1]}`.trim());
  }
  return renamed;
}

function moveEntry(state: InitiativeState, id: number, direction: 'up' | 'down'): InitiativeState {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry || isSubEntry(entry, state.entries)) return state;
  const tie = sortInitiative(state.entries).filter((e) => e.init === entry.init && !isSubEntry(e, state.entries));
  const from = tie.findIndex((e) => e.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const other = tie[to];
  if (from < 0 || !other) return state;
  // Renumber the tie 0..n-1 in its present order first, so a swap always moves even when values collide.
  const rank = new Map(tie.map((e, i) => [e.id, i]));
  rank.set(id, to);
  rank.set(other.id, from);
  const rankOf = (e: InitiativeEntry): number | undefined => rank.get(isSubEntry(e, state.entries) ? e.parent : e.id);
  return {
    ...state,
    entries: replaceEntries(state.entries, (e) => {
      const subInit = rankOf(e);
      return subInit === undefined ? null : { ...e, subInit };
    }),
  };
}

function start(state: InitiativeState): InitiativeState {
  if (state.current !== null || !canStart(state)) return state;
  const order = sortInitiative(state.entries);
  const first = order.find((e) => takesTurn(e, state.entries)) ?? order[0];
  return first ? { ...state, current: first.id, turn: 1 } : state;
}

/** The current entry's turn ends: its conditions, and its members' (who act with it), lose a round. */
function endTurnOf(state: InitiativeState, id: number): Pick<InitiativeState, 'entries' | 'endedConditions'> {
  const acting = new Set([id, ...subEntriesOf(id, state.entries).map((e) => e.id)]);
  const ended: EndedCondition[] = [];
  const entries = replaceEntries(state.entries, (e) => {
    if (!acting.has(e.id) || !e.conditions) return null;
    const { kept, ended: names } = tickConditions(e.conditions);
    ended.push(...names.map((name) => ({ id: e.id, name })));
    return withConditions(e, kept);
  });
  return { entries, endedConditions: ended.length > 0 ? ended : undefined };
}

/** The entry with this condition list; the field is left out when the list is empty. */
function withConditions(entry: InitiativeEntry, conditions: InitiativeCondition[]): InitiativeEntry {
  const { conditions: _old, ...rest } = entry;
  return conditions.length > 0 ? { ...rest, conditions } : rest;
}

function nextTurn(state: InitiativeState): InitiativeState {
  if (state.current === null) return state;
  const order = sortInitiative(state.entries);
  const next = nextActor(
    order,
    order.findIndex((e) => e.id === state.current),
    state.entries,
  );
  if (!next) return state;
  const { endedConditions, ...afterTurn } = { ...state, ...endTurnOf(state, state.current) };
  return {
    ...afterTurn,
    ...(endedConditions ? { endedConditions } : {}),
    current: next.id,
    turn: state.turn + (next.wrapped ? 1 : 0),
  };
}

function addCondition(state: InitiativeState, id: number, name: unknown, rounds: unknown): InitiativeState {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry) return state;
  const conditions = withCondition(entry.conditions ?? [], name, rounds);
  if (!conditions) return state;
  return {
    ...state,
    entries: replaceEntries(state.entries, (e) => (e.id === id ? withConditions(e, conditions) : null)),
  };
}

function removeCondition(state: InitiativeState, id: number, name: unknown): InitiativeState {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry?.conditions || typeof name !== 'string') return state;
  const kept = entry.conditions.filter((c) => c.name.toLowerCase() !== name.trim().toLowerCase());
  if (kept.length === entry.conditions.length) return state;
  return { ...state, entries: replaceEntries(state.entries, (e) => (e.id === id ? withConditions(e, kept) : null)) };
}

/**
 * Applies the pending amount to the row. On a group's parent it applies to each member still
 * standing (a fireball on the pack); a fallen member is healed only from its own row. What changed
 * is recorded in lastHealHurt so the page can show it.
 */
function applyHealHurt(state: InitiativeState, id: number): InitiativeState {
  if (!state.healPending) return state;
  const entry = state.entries.find((e) => e.id === id);
  if (!entry) return state;
  const members = isSubEntry(entry, state.entries) ? [] : subEntriesOf(id, state.entries);
  const targets = new Set(members.length > 0 ? members.filter((m) => m.hp > 0).map((m) => m.id) : [id]);
  const changes: HealHurtRecord['changes'] = [];
  const entries = replaceEntries(state.entries, (e) => {
    if (!targets.has(e.id)) return null;
    const hp = clamp(e.hp + state.healAmount, 0, e.maxHp);
    changes.push({ id: e.id, from: e.hp, to: hp });
    return { ...e, hp };
  });
  const lastHealHurt = { amount: state.healAmount, target: id, changes };
  return { ...state, entries, healPending: false, healAmount: 0, lastHealHurt };
}

function rollInitiative(
  state: InitiativeState,
  rolls: Readonly<Record<number, number>>,
  modifiers: Readonly<Record<number, number>> | undefined,
): InitiativeState {
  if (typeof rolls !== 'object' || rolls === null) return state;
  let entries = state.entries;
  for (const entry of sortInitiative(state.entries)) {
    const d20 = rolls[entry.id];
    if (typeof d20 !== 'number' || !Number.isInteger(d20) || d20 < 1 || d20 > 20) continue;
    const modifier = readInitiativeNumber(modifiers?.[entry.id]) ?? 0;
    const init = clamp(d20 + modifier, -MAX_INITIATIVE_NUMBER, MAX_INITIATIVE_NUMBER);
    entries = withInit(entries, entry.id, init);
  }
  return entries === state.entries ? state : { ...state, entries };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Untrusted entries (a saved configuration, localStorage) made valid: numbers whole and in range,
 * maxHp at least 1, hp within 0..maxHp (missing hp means full), unique ids (duplicates get new
 * ones), sub-entries pointing at a top-level entry and sharing its init and subInit (others become
 * top-level). Anything that is not an object is dropped.
 */
export function sanitizeEntries(raw: unknown): InitiativeEntry[] {
  if (!Array.isArray(raw)) return [];
  const records = raw.filter(isRecord);
  const used = new Set<number>();
  const rawIds = records.map((r) => {
    const id = readInitiativeNumber(r.id);
    if (id === null || id < 0 || used.has(id)) return null;
    used.add(id);
    return id;
  });
  let fresh = Math.max(-1, ...used) + 1;
  const entries = records.map((r, i): InitiativeEntry => {
    const id = rawIds[i] ?? fresh++;
    const entry = makeEntry(id, r as NewInitiativeEntry, readInitiativeNumber(r.subInit) ?? 0);
    return withConditions(
      { ...entry, parent: readInitiativeNumber(r.parent) ?? TOP_LEVEL },
      sanitizeConditions(r.conditions),
    );
  });
  const byId = new Map(entries.map((e) => [e.id, e]));
  const points = (e: InitiativeEntry): boolean => e.parent !== e.id && byId.has(e.parent);
  const heads = new Set(entries.filter((e) => !points(e)).map((e) => e.id));
  return entries.map((e) => {
    if (!heads.has(e.parent) || e.parent === e.id) return { ...e, parent: TOP_LEVEL };
    const head = byId.get(e.parent);
    return head ? { ...e, init: head.init, subInit: head.subInit } : e;
  });
}

/** The next free id after these entries (at least 1, since the first entry is 0). */
function nextIdAfter(entries: readonly InitiativeEntry[]): number {
  return Math.max(1, ...entries.map((e) => e.id + 1));
}

/** A stored Heal/Hurt record whose rows still exist, or undefined. */
function readHealHurtRecord(raw: unknown, entries: readonly InitiativeEntry[]): HealHurtRecord | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.changes)) return undefined;
  const ids = new Set(entries.map((e) => e.id));
  const amount = readInitiativeNumber(raw.amount);
  const target = readInitiativeNumber(raw.target);
  if (amount === null || target === null || !ids.has(target)) return undefined;
  const changes = raw.changes.filter(isRecord).flatMap((c) => {
    const id = readInitiativeNumber(c.id);
    const from = readInitiativeNumber(c.from);
    const to = readInitiativeNumber(c.to);
    return id !== null && from !== null && to !== null && ids.has(id) ? [{ id, from, to }] : [];
  });
  return { amount, target, changes };
}

/** Stored ended conditions whose rows still exist, or undefined when none. */
function readEndedConditions(raw: unknown, entries: readonly InitiativeEntry[]): EndedCondition[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const ids = new Set(entries.map((e) => e.id));
  const ended = raw.filter(isRecord).flatMap((c) => {
    const id = readInitiativeNumber(c.id);
    return id !== null && ids.has(id) && typeof c.name === 'string' && c.name !== '' ? [{ id, name: c.name }] : [];
  });
  return ended.length > 0 ? ended : undefined;
}

/**
 * A stored tracker (localStorage, server) made valid, or a fresh tracker when it is not one.
 * A current entry that no longer takes part, or fewer than 2 entries, means not started.
 */
export function restoreInitiativeState(raw: unknown): InitiativeState {
  if (!isRecord(raw) || !Array.isArray(raw.entries)) return createInitiativeState();
  const entries = sanitizeEntries(raw.entries);
  const current = readInitiativeNumber(raw.current);
  const currentEntry = entries.find((e) => e.id === current);
  const running =
    currentEntry !== undefined && !isSubEntry(currentEntry, entries) && entries.length >= MIN_ENTRIES_TO_START;
  const healAmount = readInitiativeNumber(raw.healAmount) ?? 0;
  const lastHealHurt = readHealHurtRecord(raw.lastHealHurt, entries);
  const endedConditions = readEndedConditions(raw.endedConditions, entries);
  return {
    entries,
    nextId: Math.max(nextIdAfter(entries), readInitiativeNumber(raw.nextId) ?? 0),
    current: running ? currentEntry.id : null,
    turn: running ? Math.max(1, readInitiativeNumber(raw.turn) ?? 1) : 0,
    healAmount,
    healPending: raw.healPending === true,
    ...(lastHealHurt ? { lastHealHurt } : {}),
    ...(endedConditions ? { endedConditions } : {}),
  };
}

/**
 * The initiative tracker as a pure reducer: returns a new state (or the same one when the action
 * does not apply) and never throws. Invariants kept: hp within 0..maxHp, unique ids, sub-entries
 * share their parent's init, `current` is null or a top-level entry.
 */
export function initiativeReducer(state: InitiativeState, action: InitiativeAction): InitiativeState {
  switch (action.type) {
    case 'addEntry': {
      const fields = isRecord(action.entry) ? action.entry : {};
      const init = readInitiativeNumber(fields.init) ?? 0;
      const entry = makeEntry(state.nextId, fields, bottomOfTie(state.entries, init, state.nextId));
      return { ...state, entries: [...state.entries, entry], nextId: state.nextId + 1 };
    }
    case 'removeEntry':
      return removeEntry(state, action.id);
    case 'addSubEntry':
      return addSubEntry(state, action.parentId);
    case 'editEntry':
      return editEntry(state, action.id, action.field, action.value);
    case 'moveEntry':
      return moveEntry(state, action.id, action.direction);
    case 'start':
      return start(state);
    case 'nextTurn':
      return nextTurn(state);
    case 'reset':
      return state.current === null ? state : notStarted(state, state.entries);
    case 'setHealAmount': {
      const healAmount = readInitiativeNumber(action.value);
      return healAmount === null ? state : { ...state, healAmount };
    }
    case 'beginHealHurt':
      return state.healPending || state.healAmount === 0 ? state : { ...state, healPending: true };
    case 'cancelHealHurt':
      return state.healPending ? { ...state, healPending: false } : state;
    case 'applyHealHurt':
      return applyHealHurt(state, action.id);
    case 'rollInitiative':
      return rollInitiative(state, action.rolls, action.modifiers);
    case 'addCondition':
      return addCondition(state, action.id, action.name, action.rounds);
    case 'removeCondition':
      return removeCondition(state, action.id, action.name);
    case 'loadConfiguration': {
      const entries = sanitizeEntries(action.entries);
      const { lastHealHurt: _heal, endedConditions: _ended, ...rest } = state;
      return {
        ...rest,
        entries,
        nextId: nextIdAfter(entries),
        current: null,
        turn: 0,
        healAmount: 0,
        healPending: false,
      };
    }
    default:
      return state;
  }
}
