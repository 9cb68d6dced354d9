/**
 * `npm run soak`: the long reliability run.
 *
 * 1. The full sweeps: the route fuzzer with 20,000 requests (every answer within 2 s) and crash
 *    safety with 1,000 acknowledged saves and five SIGKILLs, on SQLite and on PostgreSQL when
 *    TEST_DATABASE_URL is set (SOAK_SWEEPS=0 skips them).
 * 2. Load: measures the server's capacity on a realistic mix (generators, entity expansion, saves
 *    by 50 signed-in users, the translator), then holds about 80 % of it for SOAK_MINUTES
 *    (default 10): 0 errors, generator p99 under 50 ms and memory growth under 20 % from the 20 %
 *    mark to the end (minute 2 to minute 10) are required. The figures go to BENCHMARKS.md, section "Soak".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import autocannon from 'autocannon';
import { GENERATORS, type RefPackage } from '@lorewright/engine';
import { signInWithDevProvider } from '../apps/server/test/browser-flow';
import { startServerProcess } from '../apps/server/test/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const LOAD_SHARE = Number(process.env.SOAK_LOAD ?? 0.8);
const USERS = 50;
const GENERATOR_P99_MS = 50;
const MEMORY_GROWTH = 0.2;
/** The mix, as shares of all requests. */
const MIX = { generators: 0.6, expansion: 0.15, saves: 0.15, translator: 0.1 } as const;
type Part = keyof typeof MIX;
/** Every generator the server has. */
const GENERATOR_LIST = Object.keys(GENERATORS);

function sweeps(): string[] {
  if (process.env.SOAK_SWEEPS === '0') return ['Sweeps skipped (SOAK_SWEEPS=0).'];
  const env = {
    ...process.env,
    FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '20000',
    FUZZ_HANG_MS: process.env.FUZZ_HANG_MS ?? '2000',
    CRASH_SAVES: process.env.CRASH_SAVES ?? '1000',
    CRASH_KILLS: process.env.CRASH_KILLS ?? '5',
  };
  const files = ['apps/server/test/fuzz.test.ts', 'apps/server/test/crash-safety.test.ts'];
  const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'server', ...files], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  if (run.status !== 0) throw new Error('The fuzz or crash-safety sweep failed.');
  return run.stdout
    .split('\n')
    .map((line) => stripVTControlCharacters(line)) // vitest colors its output
    .filter((line) => /^fuzz: |^crash safety on /.test(line))
    .map((line) => line.trim());
}

const rssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One autocannon run per part of the mix, at the given total rate (or as fast as it goes). */
async function runMix(
  baseUrl: string,
  fixtures: { cookies: string[]; pkg: string; stubs: { objId: string; type: string }[] },
  seconds: number,
  totalRate?: number,
) {
  let n = 0;
  const next = () => n++;
  const requestsOf: Record<Part, autocannon.Request> = {
    generators: {
      setupRequest: (request) => {
        const i = next();
        const name = GENERATOR_LIST[i % GENERATOR_LIST.length];
        return { ...request, method: 'GET', path: `/api/${name}?seed=soak${i}&generationCount=${i % 4 === 0 ? 5 : 1}` };
      },
    },
    expansion: {
      setupRequest: (request) => {
        const stub = fixtures.stubs[next() % fixtures.stubs.length]!;
        return {
          ...request,
          method: 'POST',
          path: '/api/GetExistingObject',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ package: fixtures.pkg, ...stub }),
        };
      },
    },
    saves: {
      setupRequest: (request) => {
        const i = next();
        return {
          ...request,
          method: 'PUT',
          path: i % 4 === 0 ? '/api/SaveGeneric?typename=settings' : '/api/SaveResultComponent',
          headers: { 'content-type': 'application/json', cookie: fixtures.cookies[i % fixtures.cookies.length]! },
          body: JSON.stringify(
            i % 4 === 0
              ? { genericdata: { configName: `soak ${i % 7}`, data: { useAdjectives: i % 2 === 0 } } }
              : { data: { type: 'rumor', component: [{ text: `Soak rumor ${i}: the miller hides a second key.` }] } },
          ),
        };
      },
    },
    translator: {
      setupRequest: (request) => {
        const i = next();
        const language = ['Elvish', 'Dwarvish', 'Orcish', 'Draconic'][i % 4];
        return {
          ...request,
          method: 'GET',
          path: `/api/Translate?language=${language}&text=The+road+north+is+watched+${i}`,
        };
      },
    },
  };
  const parts = Object.keys(MIX) as Part[];
  const results = await Promise.all(
    parts.map((part) =>
      autocannon({
        url: baseUrl,
        connections: part === 'generators' ? 10 : 4,
        duration: seconds,
        requests: [requestsOf[part]],
        ...(totalRate ? { overallRate: Math.max(1, Math.round(totalRate * MIX[part])) } : {}),
      }),
    ),
  );
  return Object.fromEntries(parts.map((part, i) => [part, results[i]!])) as Record<Part, autocannon.Result>;
}

async function main(): Promise<void> {
  const sweepLines = sweeps();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-soak-'));
  const server = await startServerProcess({
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const browser = await signInWithDevProvider(server.baseUrl, { name: `Soak ${i}`, email: `soak${i}@example.com` });
      cookies.push(browser.cookieHeader());
    }
    const npc = (await (await fetch(`${server.baseUrl}/api/GetNPC?seed=soakpackage`)).json()) as {
      refPackage: RefPackage;
    };
    const stubs = (['npcs', 'buildings', 'groups', 'locations', 'settlements'] as const).flatMap((store) =>
      Object.entries(npc.refPackage[store]?.ReferenceIds ?? {})
        .filter(([, entity]) => !(entity as { ReferenceData: { Set: boolean } }).ReferenceData.Set)
        .map(([objId]) => ({ objId, type: store })),
    );
    const fixtures = { cookies, pkg: JSON.stringify(npc.refPackage), stubs };

    // Warm up (lexicons, JIT), then measure capacity as fast as the mix goes.
    await runMix(server.baseUrl, fixtures, 5);
    const flat = await runMix(server.baseUrl, fixtures, 15);
    const capacity = Object.values(flat).reduce((sum, r) => sum + r.requests.average, 0);
    const rate = capacity * LOAD_SHARE;
    console.log(`capacity ${capacity.toFixed(0)} req/s; soaking at ${rate.toFixed(0)} req/s for ${MINUTES} min`);

    const seconds = Math.round(MINUTES * 60);
    const samples: { at: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ at: (Date.now() - started) / 1000, rss: rssMiB(server.pid) }),
      5000,
    );
    const soak = await runMix(server.baseUrl, fixtures, seconds, rate);
    clearInterval(sampler);

    const early = seconds * 0.2;
    const window = Math.max(15, seconds * 0.05);
    const atEarly = median(samples.filter((s) => Math.abs(s.at - early) <= window).map((s) => s.rss));
    const atEnd = median(samples.filter((s) => s.at >= seconds - 2 * window).map((s) => s.rss));
    const growth = atEarly ? (atEnd - atEarly) / atEarly : 0;
    const errors = Object.values(soak).reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    const total = Object.values(soak).reduce((sum, r) => sum + r.requests.total, 0);
    const p99 = soak.generators.latency.p99;
    const health = await fetch(`${server.baseUrl}/api/health`);

    const rows = (Object.keys(MIX) as Part[]).map(
      (part) =>
        `| ${part} | ${soak[part].requests.total} | ${soak[part].requests.average.toFixed(0)} | ${soak[part].latency.p50} | ${soak[part].latency.p99} | ${soak[part].errors + soak[part].timeouts + soak[part].non2xx} |`,
    );
    const pass = errors === 0 && p99 < GENERATOR_P99_MS && growth < MEMORY_GROWTH && health.ok;
    const section = [
      '## Soak',
      '',
      `\`npm run soak\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores (shared), SQLite. ${pass ? 'Passed' : 'FAILED'}.`,
      '',
      ...sweepLines.map((line) => `- ${line}`),
      `- Capacity on the mix: ${capacity.toFixed(0)} req/s; soak at ${(LOAD_SHARE * 100).toFixed(0)} %: ${rate.toFixed(0)} req/s for ${MINUTES} min, ${total} requests, ${errors} errors.`,
      `- Generator p99: ${p99} ms (limit ${GENERATOR_P99_MS} ms).`,
      `- Server memory (RSS): ${atEarly.toFixed(0)} MiB at ${(early / 60).toFixed(1)} min, ${atEnd.toFixed(0)} MiB at the end: ${(growth * 100).toFixed(1)} % growth (limit ${MEMORY_GROWTH * 100} %).`,
      '',
      '| part of the mix | requests | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
    ].join('\n');
    console.log(`\n${section}`);
    recordSection(section);
    if (!pass) process.exitCode = 1;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes the "## Soak" section of BENCHMARKS.md, replacing an earlier one and leaving other sections alone. */
function recordSection(section: string): void {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf('\n## Soak\n');
  let updated: string;
  if (start < 0) updated = `${current.trimEnd()}\n\n${section}`;
  else {
    const after = current.indexOf('\n## ', start + 1);
    updated = `${current.slice(0, start + 1)}${section}${after < 0 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  fs.writeFileSync(file, `${updated.trimEnd()}\n`);
  // Formatted as the repository's other Markdown is, so `npm run lint` stays green.
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', file], {
    stdio: 'ignore',
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
