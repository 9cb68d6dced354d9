import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** The kinds of saved creations, one per family of Save/GetSaved/DeleteSaved calls. */
export const CREATION_KINDS = [
  'monster',
  'npc',
  'building',
  'settlement',
  'location',
  'organization',
  'item',
  'resultcomponent',
  'collection',
] as const;
/** One kind of saved creation. */
export type CreationKind = (typeof CREATION_KINDS)[number];

/** What a save answers: the id the server gave the creation and when it was saved (ISO 8601, UTC). */
export type SavedStamp = { id: string; savedAt: string };

/**
 * Saves a creation for a user. The stored JSON is the object with `id` and `savedAt` added
 * (replacing any the object carried), so listing needs no re-encoding.
 */
export async function saveCreation(
  db: Db,
  userId: string,
  kind: CreationKind,
  creation: Record<string, unknown>,
): Promise<SavedStamp> {
  const stamp = { id: randomUUID(), savedAt: new Date().toISOString() };
  await db
    .insertInto('saved_creations')
    .values({
      id: stamp.id,
      user_id: userId,
      kind,
      data: JSON.stringify({ ...creation, ...stamp }),
      created_at: stamp.savedAt,
    })
    .execute();
  return stamp;
}

/** A user's creations of one kind as JSON strings, newest first. */
export async function listCreations(db: Db, userId: string, kind: CreationKind): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_creations')
    .select('data')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('seq', 'desc')
    .execute();
  return rows.map((r) => r.data);
}

/** Deletes one of the user's creations of a kind by id; false when the user has none with that id. */
export async function deleteCreation(db: Db, userId: string, kind: CreationKind, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_creations')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
