import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_DIST } from '../build';
import { openDatabase, type OpenDb } from '../src/db/database';
import { listCreations, saveCreation } from '../src/users/creations.repository';
import { upsertSignedInUser } from '../src/users/users.repository';

/** The compiled SQLite thread, which the test run's global setup builds with the server. */
const WORKER = path.join(SERVER_DIST, 'sqlite-worker.js');

describe('SQLite on its own thread', () => {
  let dataDir: string;
  let opened: OpenDb;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-sqlite-thread-'));
    opened = await openDatabase({ dataDir, sqliteWorker: WORKER });
  });
  afterEach(async () => {
    await opened.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the migrations, stores and reads back, as in-process SQLite does', async () => {
    const user = await upsertSignedInUser(opened.db, {
      issuer: 'https://id.example.com',
      subject: 'thread-1',
      email: 'ilse@example.com',
      emailVerified: true,
      name: 'Ilse Marrow',
    });
    const stamp = await saveCreation(opened.db, user.id, 'resultcomponent', { type: 'rumor', component: [] });
    expect(await listCreations(opened.db, user.id, 'resultcomponent')).toEqual([
      JSON.stringify({ type: 'rumor', component: [], ...stamp }),
    ]);
    await opened.db.destroy();

    // The same file, opened in-process, holds what the thread wrote.
    opened = await openDatabase({ dataDir });
    expect(await listCreations(opened.db, user.id, 'resultcomponent')).toHaveLength(1);
  });

  it('reports SQLite errors with their codes, and goes on serving', async () => {
    await sql`create table pairs (k text primary key)`.execute(opened.db);
    await sql`insert into pairs (k) values ('a')`.execute(opened.db);
    await expect(sql`insert into pairs (k) values ('a')`.execute(opened.db)).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    await expect(sql`select nonsense from nowhere`.execute(opened.db)).rejects.toThrow(/no such table/);
    const { rows } = await sql<{ n: number }>`select count(*) as n from pairs`.execute(opened.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('lends its one connection to one transaction at a time, and rolls a failed one back', async () => {
    await sql`create table counter (n integer)`.execute(opened.db);
    await sql`insert into counter (n) values (0)`.execute(opened.db);
    // Twenty read-then-write transactions at once: each sees the one before it, so none is lost.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        opened.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
        }),
      ),
    );
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await sql`update counter set n = 1000`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(opened.db);
    expect(rows).toEqual([{ n: 20 }]);
  });

  it('closes the file when destroyed, its log written back into it', async () => {
    await opened.db.destroy();
    expect(fs.readdirSync(dataDir)).toEqual(['lorewright.sqlite']); // checkpointed, no WAL left
  });

  it('fails to open with the reason when the file cannot be opened', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    await expect(openDatabase({ dataDir: blocked, sqliteWorker: WORKER })).rejects.toThrow();
  });
});
