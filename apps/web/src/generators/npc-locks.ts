import type { Npc } from '@lorewright/engine';
import { lockValue, type LockField } from './locks';

/** The NPC facts a sheet can lock, in the order they are offered: a name belongs to its heritage and gender, an age to its heritage. */
export const NPC_LOCK_FIELDS = [
  { field: 'name', label: 'Name', needs: ['heritage', 'gender'] },
  { field: 'heritage', label: 'Heritage' },
  { field: 'gender', label: 'Gender' },
  { field: 'job', label: 'Job' },
  { field: 'age', label: 'Age', needs: ['heritage'] },
] as const satisfies readonly LockField<string>[];

export type NpcLockField = (typeof NPC_LOCK_FIELDS)[number]['field'];

/** A sheet's value of a field to lock: for the name, the seed it was drawn from (a kept name lock's, else the sheet's own). */
export function npcLockValue(locks: readonly string[], field: NpcLockField, npc: Npc, seed: string): string {
  if (field === 'name') return lockValue(locks, 'name') ?? seed;
  if (field === 'heritage') return npc.RaceName;
  if (field === 'gender') return npc.Gender;
  if (field === 'job') return npc.Job;
  return String(npc.Age);
}
