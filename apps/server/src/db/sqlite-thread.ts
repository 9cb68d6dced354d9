import { Worker } from 'node:worker_threads';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import type { SqliteReply, SqliteRequest } from './sqlite-file';

/** An error of the SQLite thread with the code better-sqlite3 gave it (SQLITE_BUSY, SQLITE_CONSTRAINT_UNIQUE...). */
const sqliteError = ({ message, code }: { message: string; code?: string }) =>
  Object.assign(new Error(message), code ? { code } : {});

/** The one connection to the SQLite thread: statements go in order, each answered by its id. */
class ThreadConnection implements DatabaseConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (reply: SqliteReply) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #stopped: Error | undefined;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: SqliteReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      pending?.resolve(reply);
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(sqliteError({ message: 'The SQLite thread stopped', code: 'SQLITE_CANTOPEN' })));
  }

  #ask(request: Omit<SqliteRequest, 'id'>): Promise<SqliteReply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.#ask({ sql, parameters });
    if ('error' in reply) throw sqliteError(reply.error);
    if ('rows' in reply) return { rows: reply.rows as R[] };
    if (!('changes' in reply)) throw new Error('The SQLite thread answered out of turn');
    return { numAffectedRows: BigInt(reply.changes), insertId: BigInt(reply.lastInsertRowid), rows: [] };
  }

  // eslint-disable-next-line require-yield -- the server never streams rows
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the SQLite thread');
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#ask({ close: true });
    await exited;
  }
}

/** Waits for the thread to open the file: the connection, or the error that stopped it. */
function opened(worker: Worker): Promise<ThreadConnection> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: SqliteReply) => {
      worker.off('error', reject);
      worker.off('message', onMessage);
      if ('ready' in reply) resolve(new ThreadConnection(worker));
      else if ('error' in reply) reject(sqliteError(reply.error));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/**
 * A Kysely driver that runs SQLite on a thread of its own (`workerFile`, the compiled
 * sqlite-worker.js). Like Kysely's own SQLite driver it has one connection, lent to one query or
 * transaction at a time.
 */
class ThreadDriver implements Driver {
  readonly #workerFile: string;
  readonly #path: string;
  #connection: ThreadConnection | undefined;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(workerFile: string, path: string) {
    this.#workerFile = workerFile;
    this.#path = path;
  }

  async init(): Promise<void> {
    this.#connection = await opened(new Worker(this.#workerFile, { workerData: { path: this.#path } }));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    this.#release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#connection?.close();
  }
}

/** Kysely's SQLite dialect (its SQL, adapter and introspection) with statements run on the SQLite thread. */
export class SqliteThreadDialect extends SqliteDialect {
  readonly #driver: ThreadDriver;

  constructor(workerFile: string, path: string) {
    super({ database: () => Promise.reject(new Error('unused')) });
    this.#driver = new ThreadDriver(workerFile, path);
  }

  override createDriver(): Driver {
    return this.#driver;
  }
}
