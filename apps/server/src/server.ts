import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { GenerationPool } from './generation/pool';
import { closeGracefully } from './http/shutdown';

/**
 * Starts the server: configuration, database, app, then listen. On SIGINT/SIGTERM it stops taking
 * connections, lets requests in flight finish, closes the database and exits 0 (1 if it had to cut
 * requests short).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The compiled server has its worker scripts beside it; run from the sources, it works in-process.
  const besideMe = (name: string) => {
    const file = fileURLToPath(new URL(name, import.meta.url));
    return fs.existsSync(file) ? file : undefined;
  };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sqliteWorker: besideMe('./sqlite-worker.js'),
  });
  const workerFile = besideMe('./generate-worker.js');
  const generation =
    config.GENERATION_THREADS > 0 && workerFile ? new GenerationPool(workerFile, config.GENERATION_THREADS) : undefined;
  const app = await buildApp({ config, database, generation });
  const close = (signal: string) => {
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    closeGracefully(app, database).then(
      (inTime) => process.exit(inTime ? 0 : 1),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  generation?.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
