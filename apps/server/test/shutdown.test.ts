import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signInWithDevProvider } from './browser-flow';
import { startServerProcess, type ServerProcess } from './server-process';
import { freshDatabase, TEST_DATABASES } from './test-app';

/** Connections the database server holds for a database (PostgreSQL). */
async function connectionsTo(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    return Number(result.rows[0]!.n);
  } finally {
    await admin.end();
  }
}

const refused = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const { port } = new URL(baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe.each(TEST_DATABASES)('graceful shutdown on %s', (kind) => {
  it('on SIGTERM refuses new connections, finishes a save in flight, closes the database and exits 0', async () => {
    const database = await freshDatabase(kind);
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess(database);
      const cookie = (
        await signInWithDevProvider(server.baseUrl, { name: 'Tess', email: 'tess@example.com' })
      ).cookieHeader();
      const body = JSON.stringify({ npc: { data: { Name: 'Halfway Hal' }, refPackage: {} } });

      // A save whose body is still arriving when the signal comes: it is in flight for certain.
      const { port } = new URL(server.baseUrl);
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/SaveNPC',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += String(chunk)));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 20));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      process.kill(server.pid, 'SIGTERM');
      await expect.poll(() => refused(server!.baseUrl), { timeout: 5000, interval: 50 }).toBe(true);
      request.end(body.slice(20));
      const saved = await answered;
      expect(saved.status, saved.text).toBe(200);
      expect(JSON.parse(saved.text)).toMatchObject({ id: expect.any(String) });

      const code = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalled, 'exits within 10 s').toBeLessThan(10_000);
      if (kind === 'sqlite') {
        // Closed cleanly: SQLite folds the write-ahead log back and removes it.
        expect(fs.existsSync(path.join(database.dataDir, 'lorewright.sqlite-wal'))).toBe(false);
      } else {
        expect(await connectionsTo(database.databaseUrl!)).toBe(0);
      }

      server = await startServerProcess(database);
      const listed = await fetch(`${server.baseUrl}/api/GetSavedNPCs`, { headers: { cookie } });
      const names = ((await listed.json()) as { npcs: string[] }).npcs.map((n) => JSON.parse(n).data.Name);
      expect(names).toEqual(['Halfway Hal']);
    } finally {
      await server?.stop();
      await database.drop();
    }
  }, 120_000);
});
