import { HERITAGES, type Heritage } from '@lorewright/engine';
import type { Db } from '../db/database';

export type GenericType = 'settings' | 'init';
export type SettingsProfile = { useAdjectives: boolean; heritages: Heritage[] };

/** The saved configurations of one user and type, as stored JSON strings of {configName, data}. */
export async function listGenerics(db: Db, userId: string, typename: GenericType): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_generics')
    .select(['config_name', 'data'])
    .where('user_id', '=', userId)
    .where('typename', '=', typename)
    .orderBy('config_name')
    .execute();
  return rows.map((r) => JSON.stringify({ configName: r.config_name, data: JSON.parse(r.data) as unknown }));
}

/** Saves a configuration, replacing one of the same name. */
export async function saveGeneric(
  db: Db,
  userId: string,
  typename: GenericType,
  configName: string,
  data: unknown,
): Promise<void> {
  const row = {
    user_id: userId,
    typename,
    config_name: configName,
    data: JSON.stringify(data),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('saved_generics')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'typename', 'config_name']).doUpdateSet({ data: row.data, updated_at: row.updated_at }),
    )
    .execute();
}

/** Deletes a configuration by name; true when one was deleted. */
export async function deleteGeneric(
  db: Db,
  userId: string,
  typename: GenericType,
  configName: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_generics')
    .where('user_id', '=', userId)
    .where('typename', '=', typename)
    .where('config_name', '=', configName)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A user's settings profile by name, read leniently: unknown heritages are dropped. */
export async function findSettingsProfile(db: Db, userId: string, name: string): Promise<SettingsProfile | undefined> {
  const row = await db
    .selectFrom('saved_generics')
    .select('data')
    .where('user_id', '=', userId)
    .where('typename', '=', 'settings')
    .where('config_name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = JSON.parse(row.data) as { useAdjectives?: unknown; globalRaceOptions?: unknown };
  const races = Array.isArray(data.globalRaceOptions) ? data.globalRaceOptions : [];
  return {
    useAdjectives: data.useAdjectives !== false,
    heritages: HERITAGES.filter((h) => races.includes(h)),
  };
}
