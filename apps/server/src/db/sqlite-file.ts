import Sqlite from 'better-sqlite3';

/** Opens the SQLite file as the server uses it: WAL, every commit on disk before it is acknowledged. */
export function openSqliteFile(path: string): Sqlite.Database {
  const file = new Sqlite(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return file;
}

/** What the request thread asks of the SQLite thread. */
export type SqliteRequest = { id: number; sql: string; parameters: readonly unknown[] } | { id: number; close: true };
/** What the SQLite thread answers; id 0 reports whether the file opened. */
export type SqliteReply =
  | { id: number; rows: unknown[] }
  | { id: number; changes: number; lastInsertRowid: number | bigint }
  | { id: number; error: { message: string; code?: string } }
  | { id: number; ready: true }
  | { id: number; closed: true };
