/** A fact a result page can lock, with the label its chip shows and the facts it brings along. */
export type LockField<F extends string = string> = { field: F; label: string; needs?: readonly F[] };

const fieldOf = (lock: string): string => lock.slice(0, Math.max(0, lock.indexOf(':')));

/** The fields locked in a list of `<field>:<value>` locks. */
export const lockedFields = (locks: readonly string[]): Set<string> => new Set(locks.map(fieldOf));

/** The value a lock already holds for a field, if it is locked. */
export const lockValue = (locks: readonly string[], field: string): string | undefined =>
  locks.find((l) => fieldOf(l) === field)?.slice(field.length + 1);

/**
 * The locks after toggling one field of the result shown. Locking takes the result's value of the
 * field and of each field it needs that is not yet locked; unlocking also frees what needs it.
 */
export function toggleLock<F extends string>(
  locks: readonly string[],
  fields: readonly LockField<F>[],
  field: F,
  valueOf: (field: F) => string,
): string[] {
  const locked = lockedFields(locks);
  if (locked.has(field)) {
    const freed = new Set<string>([field]);
    for (const other of fields) if (other.needs?.includes(field)) freed.add(other.field);
    return locks.filter((l) => !freed.has(fieldOf(l)));
  }
  const needs = fields.find((f) => f.field === field)?.needs ?? [];
  const adding = [field, ...needs].filter((f) => !locked.has(f));
  return [...locks, ...adding.map((f) => `${f}:${valueOf(f)}`)];
}
