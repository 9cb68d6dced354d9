/**
 * The SQLite thread: owns the database file and runs the statements the request thread sends it
 * (see sqlite-thread.ts), so a commit waiting for the disk never holds up the requests of others.
 * Compiled beside the server as sqlite-worker.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import { openSqliteFile, type SqliteReply, type SqliteRequest } from './sqlite-file';

const port = parentPort!;
/** Prepared statements by their SQL: the server asks the same few dozen again and again. */
const STATEMENT_CACHE = 200;

let file: Sqlite.Database;
try {
  file = openSqliteFile((workerData as { path: string }).path);
} catch (error) {
  const { message, code } = error as { message: string; code?: string };
  port.postMessage({ id: 0, error: { message, ...(code ? { code } : {}) } } satisfies SqliteReply);
  process.exit(1);
}
const statements = new Map<string, Sqlite.Statement>();

function statementFor(sql: string): Sqlite.Statement {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= STATEMENT_CACHE) statements.clear();
    statement = file.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/** Parameters as better-sqlite3 binds them: posted Buffers arrive as plain byte arrays. */
const bindable = (parameters: readonly unknown[]) =>
  parameters.map((p) => (p instanceof Uint8Array && !Buffer.isBuffer(p) ? Buffer.from(p) : p));

function run({ id, sql, parameters }: Extract<SqliteRequest, { sql: string }>): SqliteReply {
  try {
    const statement = statementFor(sql);
    if (statement.reader) return { id, rows: statement.all(bindable(parameters)) };
    const { changes, lastInsertRowid } = statement.run(bindable(parameters));
    return { id, changes, lastInsertRowid };
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    return { id, error: { message, ...(code ? { code } : {}) } };
  }
}

port.postMessage({ id: 0, ready: true } satisfies SqliteReply);
port.on('message', (request: SqliteRequest) => {
  if ('close' in request) {
    file.close();
    port.postMessage({ id: request.id, closed: true } satisfies SqliteReply);
    port.close();
    return;
  }
  port.postMessage(run(request));
});
