import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createRng, GENERATORS, toGeneratorRequest, TRANSLATION_LANGUAGES } from '../packages/engine/src/index';
import { formatOps, opsPerSecond } from './measure';
import { against } from './report';
import { freePort, startCompiledServer } from './server';

const DURATION_S = 5;
const CONNECTIONS = 20;
const ROOT = path.resolve(import.meta.dirname, '..');

/** A bare Fastify server answering a constant: the ceiling of what a Node HTTP server does on this machine. */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/constant', async () => ['Human', 'Elf', 'Dwarf']);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBare(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/constant`)).ok) break;
    } catch {
      if (tries > 1000) throw new Error('the bare Fastify server did not start');
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Load = { rps: number; p99: number; errors: number };

/** Requests per second and p99 latency at CONNECTIONS connections; `path(i)` gives the i-th request's path. */
async function load(origin: string, pathOf: (i: number) => string, seconds = DURATION_S): Promise<Load> {
  let i = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(i++) }) }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

type Route = {
  label: string;
  /** Each request asks for a fresh seed, so no answer is ever repeated. */
  path: (i: number) => string;
  /** The share of the bare ceiling to reach, and the p99 latency bound (ms). */
  target?: { ratio: number; p99?: number };
  /** What the engine alone does for one request: generate and serialize. */
  engine?: (i: number) => unknown;
};

const engineCall = (name: string, query: Record<string, string>) => {
  const def = GENERATORS[name as keyof typeof GENERATORS]!;
  return (i: number) =>
    JSON.stringify(def.generate(createRng(`bench-api-${i}`), toGeneratorRequest(def, { ...query, seed: `s${i}` })));
};

const ROUTES: Route[] = [
  { label: 'option list  /api/Races', path: () => '/api/Races' },
  {
    label: '25 names     /api/GetName',
    path: (i) => `/api/GetName?seed=bench-${i}&generationCount=25`,
    target: { ratio: 0.6 },
    engine: engineCall('GetName', { generationCount: '25' }),
  },
  {
    label: 'one NPC      /api/GetNPC',
    path: (i) => `/api/GetNPC?seed=bench-${i}`,
    target: { ratio: 0.5, p99: 5 },
    engine: engineCall('GetNPC', {}),
  },
];

/**
 * Requests per second of our compiled server (production defaults: logging, rate limit, visits,
 * security headers) against a bare Fastify server answering a constant, each in its own process,
 * in one run. Where the engine's own rate bounds a route, that rate is printed beside it.
 */
export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-api-'));
  const server = await startCompiledServer(dataDir, { RATE_LIMIT_PER_MINUTE: '100000000' });
  const bare = await startBare();
  try {
    // Let the server build its translation lexicons (work of a first start only), then warm both up.
    for (const language of TRANSLATION_LANGUAGES)
      await fetch(`${server.url}/api/Translate?language=${language}&text=a`);
    await load(bare.url, () => '/constant', 2);
    for (const route of ROUTES) await load(server.url, route.path, 1);
    const ceiling = await load(bare.url, () => '/constant');
    console.log(
      `API throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, a fresh seed per request)`,
    );
    console.log(
      `  bare Fastify ceiling         ${formatOps(ceiling.rps).padStart(8)} req/s  p99 ${String(ceiling.p99).padStart(3)} ms`,
    );
    for (const route of ROUTES) {
      const ours = await load(server.url, route.path);
      const ratio = ours.rps / ceiling.rps;
      const parts = [
        `  ${route.label.padEnd(28)} ${formatOps(ours.rps).padStart(8)} req/s  p99 ${String(ours.p99).padStart(3)} ms`,
        `${ratio.toFixed(2)} of the ceiling`,
      ];
      if (route.target) parts.push(against(ratio, { min: route.target.ratio }));
      if (route.target?.p99 !== undefined)
        parts.push(`p99 ${against(ours.p99, { max: route.target.p99 }, (n) => `${n} ms`)}`);
      if (ours.errors) parts.push(`${ours.errors} errors`);
      console.log(parts.join('  '));
      if (route.engine) {
        const engineOps = opsPerSecond(route.engine, 1500);
        console.log(
          `  ${''.padEnd(28)} engine alone ${formatOps(engineOps)}/s (${(engineOps / ceiling.rps).toFixed(2)} of the ceiling); the server keeps ${(ours.rps / engineOps).toFixed(2)} of it`,
        );
      }
    }
    // A metropolis, one request at a time: the latency a game master waits for.
    const route = '/api/GetSettlement?seed=bench&size=Metropolis';
    const check = await fetch(`${server.url}${route}`, { headers: { 'accept-encoding': 'gzip' } });
    if (check.ok) {
      const result = await autocannon({ url: `${server.url}${route}`, connections: 1, duration: DURATION_S * 2 });
      console.log(
        `  metropolis   /api/GetSettlement  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target p99 <= 100 ms)`,
      );
    }
  } finally {
    await server.stop();
    await bare.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
