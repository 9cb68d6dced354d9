/**
 * `npm run bench`: runs each benchmark section in one process, prints its figures, and writes them
 * with the run's date into BENCHMARKS.md (a section this run did not measure keeps its last figures).
 * Pass section names to run only those (`npm run bench -- names`). A section is a module with `run()`.
 */
import os from 'node:os';
import path from 'node:path';
import * as api from './api';
import { updateBenchmarksFile, type MdSection } from './benchmarks-md';
import * as bundle from './bundle';
import * as lighthouse from './lighthouse';
import * as map from './map';
import * as names from './names';
import * as npc from './npc';
import * as settlement from './settlement';
import * as simple from './simple';
import * as startup from './startup';

type BenchSection = { title: string; run(): Promise<void> };

/** Sections in the order they run. */
const SECTIONS: Record<string, BenchSection> = {
  names: { title: 'Names', ...names },
  simple: { title: 'Simple generators', ...simple },
  npc: { title: 'NPCs', ...npc },
  settlement: { title: 'Settlements', ...settlement },
  startup: { title: 'Start-up', ...startup },
  api: { title: 'API', ...api },
  bundle: { title: 'Bundle', ...bundle },
  map: { title: 'Settlement map', ...map },
  lighthouse: { title: 'Lighthouse', ...lighthouse },
};

const BENCHMARKS_FILE = path.resolve(import.meta.dirname, '../BENCHMARKS.md');

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(SECTIONS).join(', ')}.`);
  process.exit(1);
}

const when = () => new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const machine = `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`;

let failed = false;
const measured: MdSection[] = [];
const print = console.log;
for (const [name, section] of Object.entries(SECTIONS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  print(`\n== ${name}`);
  const lines: string[] = [];
  const started = when();
  console.log = (...args: unknown[]) => {
    print(...args);
    lines.push(args.map(String).join(' '));
  };
  try {
    await section.run();
  } catch (error) {
    failed = true;
    const message = `Section ${name} failed: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    lines.push(message);
  } finally {
    console.log = print;
  }
  const text = lines.join('\n').trim();
  measured.push({ title: section.title, body: `Run ${started} (${machine}).\n\n\`\`\`text\n${text}\n\`\`\`` });
}

updateBenchmarksFile(
  BENCHMARKS_FILE,
  `# Benchmarks

Figures from \`npm run bench\`, which rewrites the sections it runs (\`npm run bench -- api bundle\` runs
only those). Each figure stands beside its target; speeds are given as ratios to a reference measured
in the same run (a peer library, a bare Fastify server), since the machine's speed and load move them.
Timings never decide a test: they live here.`,
  measured,
);
print(`\nWrote ${path.relative(process.cwd(), BENCHMARKS_FILE)}`);
process.exitCode = failed ? 1 : 0;
