import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { migrateToLatest } from './migrations';
import { openSqliteFile } from './sqlite-file';
import { SqliteThreadDialect } from './sqlite-thread';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';
export type OpenDb = { db: Db; kind: DbKind };

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise SQLite in WAL mode in `dataDir`
 * (created when missing). Migrations run before it is returned. With `sqliteWorker` (the compiled
 * sqlite-worker.js) SQLite runs on a thread of its own, so a commit waiting for the disk holds up
 * no other request; without it, on the calling thread.
 *
 * PostgreSQL can end an idle connection at any time (a restart, a failover, an administrator); the
 * pool replaces it at the next query, and `onConnectionLost` hears of it (by default a warning on
 * stderr) instead of the error ending the process.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  sqliteWorker?: string;
  onConnectionLost?: (error: Error) => void;
}): Promise<OpenDb> {
  let opened: OpenDb;
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL, so a SQLite server starts without it. A query never waits long for
    // a connection: when PostgreSQL is away the caller hears so at once.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      query_timeout: 10_000,
    });
    const onConnectionLost =
      options.onConnectionLost ?? ((error: Error) => console.warn(`Database connection lost: ${error.message}`));
    // Each connection reports its own loss, also while a query holds it (when the pool does not
    // listen to it and the error would otherwise end the process); the pool's copy of the idle case
    // is then redundant.
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    pool.on('error', () => undefined);
    opened = { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, 'lorewright.sqlite');
    const dialect = options.sqliteWorker
      ? new SqliteThreadDialect(options.sqliteWorker, file)
      : new SqliteDialect({ database: openSqliteFile(file) });
    opened = { db: new Kysely<Database>({ dialect }), kind: 'sqlite' };
  }
  await migrateToLatest(opened.db);
  return opened;
}

/** A real round trip to the database, for the health check. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(result.rows[0]?.one) === 1;
}

/** Error codes of a PostgreSQL that is shutting down, starting, overloaded or unreachable. */
const UNAVAILABLE_SQLSTATE = /^(08|57P|53)/;
/** Node socket errors that mean the database could not be reached. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLite answers meaning "not now" rather than "wrong". */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN)/;

/**
 * True when an error means the database cannot serve right now (down, restarting, unreachable,
 * busy), as opposed to a bug: the API answers 503 for these and the pool retries on the next query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE.has(code) || SQLITE_BUSY.test(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
