import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDb } from '../src/db/database';
import { freshDatabase, type TestDatabase } from './test-app';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended by the server', () => {
  let database: TestDatabase;
  let opened: OpenDb;
  const lost: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    opened = await openDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      onConnectionLost: (error) => lost.push(error.message),
    });
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await database?.drop();
  });

  it('is reported, not thrown, and the next query runs on a new connection', async () => {
    const pid = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db)).rows[0]!.pid;
    const before = await pid();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]).toMatch(/terminating connection/);
    expect(await pid()).not.toBe(before);
  });
});
