import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

/** The compiled server, as `npm start` runs it. */
export const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');

export type CompiledServer = {
  url: string;
  /** Milliseconds from spawning the process to its first answered request. */
  startupMs: number;
  stop(): Promise<void>;
};

/**
 * Starts the compiled server (`node --enable-source-maps apps/server/dist/server.js`, as
 * `npm start` does) on `dataDir` and a free port, with production's defaults (logging at info,
 * its output discarded), and times it from spawn to the first answered /api/health.
 */
export async function startCompiledServer(dataDir: string, env: Record<string, string> = {}): Promise<CompiledServer> {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error('the server is not built (run `npm run build` first)');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('the server did not answer within a minute');
    await new Promise((r) => setTimeout(r, 5));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `measure` against the compiled server and the built site on a fresh SQLite database, or
 * says `label` was skipped when the site is not built.
 */
export async function withBuiltSite(label: string, measure: (url: string) => Promise<void>): Promise<void> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log(`${label}: skipped (run \`npm run build\` first)`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-site-'));
  const server = await startCompiledServer(dataDir);
  try {
    await measure(server.url);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
