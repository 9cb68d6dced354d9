import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';

/** Where `npm run build` puts the web app. */
export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The whole server on a fresh SQLite database in a temporary folder, listening on a free port. */
export async function startBenchServer(): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, database: await openDatabase({ dataDir }) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await app.database.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
