import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../apps/server/build';
import { startServerProcess } from '../apps/server/test/server-process';
import { freshDatabase } from '../apps/server/test/test-app';
import type { DbKind } from '../apps/server/src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server on SQLite. */
    baseUrl: string;
    /** Every server: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
    servers: { db: DbKind; baseUrl: string }[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** Starts the real server on a fresh database of the given kind; answers its URL and how to stop it. */
async function startServer(db: DbKind): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const database = await freshDatabase(db);
  const server = await startServerProcess(database);
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

/**
 * Starts the real server, compiled as production runs it, on the built web app: on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  await buildServer();
  const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const servers = await Promise.all(kinds.map(async (db) => ({ db, ...(await startServer(db)) })));
  project.provide('baseUrl', servers[0]!.baseUrl);
  project.provide(
    'servers',
    servers.map(({ db, baseUrl }) => ({ db, baseUrl })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
