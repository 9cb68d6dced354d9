import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
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
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
