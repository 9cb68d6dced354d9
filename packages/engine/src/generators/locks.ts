import type { LockSpec } from '../core/generator';
import { InvalidRequestError } from './request';

/** Locks as sent in a query: `lock=<field>:<value>`, repeated. */
export type LockQuery = unknown;

/**
 * The locks of a query, field to value: each `lock` parameter is `<field>:<value>` (the value may
 * hold further colons). Throws InvalidRequestError naming the lock for an unknown field, a value
 * the generator cannot honor, the same field twice, or a lock without the locks it needs.
 */
export function parseLocks(
  specs: Readonly<Record<string, LockSpec>> | undefined,
  raw: LockQuery,
): Record<string, string> {
  if (raw === undefined) return {};
  const items = Array.isArray(raw) ? raw : [raw];
  const locks: Record<string, string> = {};
  for (const item of items) {
    if (typeof item !== 'string')
      throw new InvalidRequestError('Parameter "lock" must be text such as "job:Blacksmith".');
    const at = item.indexOf(':');
    const field = at < 0 ? item : item.slice(0, at);
    const value = at < 0 ? '' : item.slice(at + 1);
    const spec = specs && Object.hasOwn(specs, field) ? specs[field] : undefined;
    if (!spec) {
      const known = specs ? Object.keys(specs) : [];
      throw new InvalidRequestError(
        known.length > 0
          ? `Parameter "lock" names "${field}", which is not one of ${known.join(', ')}.`
          : 'Parameter "lock" is not taken by this generator.',
      );
    }
    if (Object.hasOwn(locks, field)) throw new InvalidRequestError(`Parameter "lock" gives "${field}" twice.`);
    if (!spec.check(value))
      throw new InvalidRequestError(`Parameter "lock" has a value for "${field}" that cannot be kept.`);
    locks[field] = value;
  }
  for (const field of Object.keys(locks)) {
    const missing = (specs?.[field]?.needs ?? []).filter((need) => !Object.hasOwn(locks, need));
    if (missing.length > 0) {
      throw new InvalidRequestError(
        `Parameter "lock" keeps "${field}", which needs ${missing.join(' and ')} kept too.`,
      );
    }
  }
  return locks;
}
