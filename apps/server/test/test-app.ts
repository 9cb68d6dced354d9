import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { SESSION_COOKIE } from '../src/auth/cookies';
import { loadConfig } from '../src/config';
import type { GenerationPool } from '../src/generation/pool';
import { type Db, type DbKind, type OpenDb, openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createSession } from '../src/users/sessions.repository';
import { upsertSignedInUser } from '../src/users/users.repository';

/** The databases every DB test runs on: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** The admin address test apps are configured with. */
export const ADMIN_EMAIL = 'admin@example.com';

/** An empty database of its own: a temporary directory for SQLite, a fresh database for PostgreSQL. */
export type TestDatabase = { kind: DbKind; databaseUrl?: string; dataDir: string; drop(): Promise<void> };

/**
 * Makes an empty database. On PostgreSQL each gets a database of its own on the server of
 * TEST_DATABASE_URL, so test files may run in parallel.
 */
export async function freshDatabase(kind: DbKind): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { kind, dataDir, drop: removeDir };

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `lw_test_${randomUUID().replaceAll('-', '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.href,
    async drop() {
      await run(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

/** A built app on a test database, with helpers to sign users in. */
export type TestApp = {
  app: FastifyInstance;
  database: OpenDb;
  db: Db;
  /** Creates (or finds) a user and a session without the provider; returns the Cookie header value. */
  signIn(user?: { email?: string; name?: string; emailVerified?: boolean; subject?: string }): Promise<string>;
  /** One request, with a session cookie (from signIn) and a JSON body when given. */
  call(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    cookie?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The number of rows in a table: to show that a refused call changed nothing. */
  countRows(table: keyof Database): Promise<number>;
  /** Closes the app and its connections; drops the database unless it was passed in. */
  close(): Promise<void>;
};

/**
 * Builds the app for tests: silent logs, no rate limit to speak of, ADMIN_EMAILS=admin@example.com,
 * no web build unless `webFiles` gives one (paths relative to the build folder, with contents).
 * Pass `database` to share one database between apps (the caller drops it), or `kind` to get a
 * fresh one of that kind (SQLite by default).
 */
export async function testApp(
  options: {
    kind?: DbKind;
    database?: TestDatabase;
    env?: Record<string, string>;
    webFiles?: Record<string, string>;
    /** Threads for long generations, as the compiled server has (its worker is in apps/server/dist). */
    generation?: GenerationPool;
  } = {},
): Promise<TestApp> {
  const owned = options.database === undefined;
  const testDb = options.database ?? (await freshDatabase(options.kind ?? 'sqlite'));
  const webDist = options.webFiles
    ? fs.mkdtempSync(path.join(testDb.dataDir, 'web-'))
    : path.join(testDb.dataDir, 'no-web-build');
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), content);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: testDb.dataDir,
    WEB_DIST: webDist,
    ...options.env,
  });
  let database: OpenDb | undefined;
  let app: FastifyInstance;
  try {
    // A test database is dropped with its connections at the end; that loss is expected.
    database = await openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
      onConnectionLost: () => undefined,
    });
    app = await buildApp({ config, database, generation: options.generation });
    await app.ready();
  } catch (error) {
    await database?.db.destroy();
    if (owned) await testDb.drop();
    throw error;
  }
  const opened = database;
  return {
    app,
    database: opened,
    db: opened.db,
    async signIn(user = {}) {
      const email = user.email ?? 'ada@example.com';
      const record = await upsertSignedInUser(opened.db, {
        issuer: 'https://id.test.invalid',
        subject: user.subject ?? email,
        email,
        emailVerified: user.emailVerified ?? true,
        name: user.name ?? 'Ada',
      });
      const token = await createSession(opened.db, record.id, config.SESSION_DAYS);
      return `${SESSION_COOKIE}=${token}`;
    },
    call: (method, url, cookie, payload) =>
      app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async countRows(table) {
      const row = await opened.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await app.close();
      await opened.db.destroy();
      if (owned) await testDb.drop();
    },
  };
}

/** The parsed JSON body of an injected response. */
export const json = <T = any>(response: LightMyRequestResponse): T => JSON.parse(response.body) as T;

/** The Set-Cookie headers of an injected response, as a list. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

/** Asserts the API error shape and returns its code and message. */
export function apiError(response: LightMyRequestResponse): { code: string; message: string } {
  const body = json<{ error?: { code?: unknown; message?: unknown } }>(response);
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string' || body.error.message === '') {
    throw new Error(`Not the API error shape: ${response.body}`);
  }
  return { code: body.error.code, message: body.error.message };
}
