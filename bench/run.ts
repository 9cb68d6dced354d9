/**
 * `npm run bench`: runs each benchmark section in one process and prints its figures. Pass section
 * names to run only those (`npm run bench -- names`). A section is a module with `run()`.
 */
import * as api from './api';
import * as bundle from './bundle';
import * as lighthouse from './lighthouse';
import * as names from './names';
import * as npc from './npc';
import * as simple from './simple';

type BenchSection = { run(): Promise<void> };

/** Sections in the order they run. */
const SECTIONS: Record<string, BenchSection> = { names, simple, npc, api, bundle, lighthouse };

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(SECTIONS).join(', ')}.`);
  process.exit(1);
}

let failed = false;
for (const [name, section] of Object.entries(SECTIONS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n== ${name}`);
  try {
    await section.run();
  } catch (error) {
    failed = true;
    console.error(`Section ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
