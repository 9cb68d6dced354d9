import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { against, median } from './report';
import { startCompiledServer } from './server';

const RESTARTS = 3;
const TARGET_MS = 1000;

/** Start-up of the compiled server: from spawning Node to the first answered request. */
export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-startup-'));
  try {
    const first = await startCompiledServer(dataDir);
    await first.stop();
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const server = await startCompiledServer(dataDir);
      restarts.push(server.startupMs);
      await server.stop();
    }
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log('Start-up of the compiled server (node --enable-source-maps apps/server/dist/server.js, SQLite)');
    console.log(
      `  new database (migrations run)  ${ms(first.startupMs).padStart(8)}  ${against(first.startupMs, { max: TARGET_MS }, ms)}`,
    );
    const restart = median(restarts);
    console.log(
      `  restart, median of ${RESTARTS}         ${ms(restart).padStart(8)}  ${against(restart, { max: TARGET_MS }, ms)}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
