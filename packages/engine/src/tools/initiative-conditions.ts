/** A condition on a tracker entry: poisoned for 3 rounds, concentrating until removed. */
export type InitiativeCondition = {
  /** What the condition is, as the table calls it ("Poisoned", "Concentrating on Bless"). */
  name: string;
  /** The entry's own turns it still lasts (at least 1), or null when it lasts until removed. */
  rounds: number | null;
};

/** Conditions offered first; any other name may be typed. */
export const CONDITION_NAMES = [
  'Blinded',
  'Charmed',
  'Concentrating',
  'Deafened',
  'Exhaustion',
  'Frightened',
  'Grappled',
  'Incapacitated',
  'Invisible',
  'Paralyzed',
  'Petrified',
  'Poisoned',
  'Prone',
  'Restrained',
  'Stunned',
  'Unconscious',
] as const;

/** The longest condition name kept, in characters. */
export const MAX_CONDITION_NAME = 40;
/** The most conditions one entry holds. */
export const MAX_CONDITIONS = 12;
/** The longest duration, in rounds. */
export const MAX_CONDITION_ROUNDS = 10_000;

/** A typed duration as whole rounds 1..MAX_CONDITION_ROUNDS; null for blank (until removed); undefined when invalid. */
export function readConditionRounds(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 1) return undefined;
  return Math.min(n, MAX_CONDITION_ROUNDS);
}

/** A condition name trimmed to its limit; null when blank or not text. */
export function readConditionName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/\s+/g, ' ').slice(0, MAX_CONDITION_NAME).trim();
  return name === '' ? null : name;
}

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The list with a condition added; one of the same name (any case) is replaced, so adding
 * Poisoned again restarts its count. Null when the name or duration is not valid or the list is full.
 */
export function withCondition(
  list: readonly InitiativeCondition[],
  name: unknown,
  rounds: unknown,
): InitiativeCondition[] | null {
  const cleanName = readConditionName(name);
  const cleanRounds = readConditionRounds(rounds);
  if (cleanName === null || cleanRounds === undefined) return null;
  const others = list.filter((c) => !sameName(c.name, cleanName));
  if (others.length >= MAX_CONDITIONS) return null;
  return [...others, { name: cleanName, rounds: cleanRounds }];
}

/** Untrusted conditions (stored, loaded) made valid; anything unusable is dropped. */
export function sanitizeConditions(raw: unknown): InitiativeCondition[] {
  if (!Array.isArray(raw)) return [];
  let list: InitiativeCondition[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    list = withCondition(list, record.name, record.rounds) ?? list;
  }
  return list;
}

/**
 * One of the entry's turns has ended: timed conditions lose a round and those at 0 end.
 * Returns what stays and the names of what ended.
 */
export function tickConditions(list: readonly InitiativeCondition[]): {
  kept: InitiativeCondition[];
  ended: string[];
} {
  const kept: InitiativeCondition[] = [];
  const ended: string[] = [];
  for (const c of list) {
    if (c.rounds === null) kept.push(c);
    else if (c.rounds > 1) kept.push({ ...c, rounds: c.rounds - 1 });
    else ended.push(c.name);
  }
  return { kept, ended };
}
