import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';
export type OpenDb = { db: Db; kind: DbKind };

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise SQLite in WAL mode in `dataDir`
 * (created when missing). Migrations run before it is returned.
 *
 * PostgreSQL can end an idle connection at any time (a restart, a failover, an administrator); the
 * pool replaces it at the next query, and `onConnectionLost` hears of it (by default a warning on
 * stderr) instead of the error ending the process.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onConnectionLost?: (error: Error) => void;
}): Promise<OpenDb> {
  let opened: OpenDb;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onConnectionLost =
      options.onConnectionLost ?? ((error: Error) => console.warn(`Database connection lost: ${error.message}`));
    pool.on('error', onConnectionLost);
    opened = { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = new Sqlite(path.join(options.dataDir, 'lorewright.sqlite'));
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = FULL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    opened = { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), kind: 'sqlite' };
  }
  await migrateToLatest(opened.db);
  return opened;
}

/** A real round trip to the database, for the health check. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(result.rows[0]?.one) === 1;
}
