import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { against } from './report';
import { WEB_DIST as DIST } from './server';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

const FIRST_LOAD_KIB = 150;
const PAGE_KIB = 200;

/**
 * Pages by the modules their route loads on demand besides the entry. A generator page loads the
 * generator page and, when it has one, its own result view. Add a page here to give it a line;
 * every page and part loaded on demand is also checked, named or not.
 */
const PAGES: [string, string[]][] = [
  ['home /', []],
  ['/npcgenerator', ['src/generators/GeneratorPage.tsx', 'src/generators/npc-page-result.tsx']],
  ['/questgenerator', ['src/generators/GeneratorPage.tsx']],
  ['/namegenerator', ['src/generators/GeneratorPage.tsx']],
  [
    '/settlementgenerator (with its map)',
    ['src/generators/GeneratorPage.tsx', 'src/generators/settlement-page-result.tsx', 'src/entities/SettlementMap.tsx'],
  ],
  ['/fantasylanguagetranslator', ['src/translator/TranslatorPage.tsx']],
  ['/initiativetracker', ['src/tools/InitiativeTrackerPage.tsx']],
  ['/stats (before its chart)', ['src/admin/StatsPage.tsx']],
  ['/stats with its chart (Chart.js)', ['src/admin/StatsPage.tsx', 'src/admin/StatsBars.tsx']],
];

/** Modules that are never part of a page's first load: generation in the browser, fetched in the background. */
const BACKGROUND = ['src/api/in-browser.ts'];

/** The files a module needs: its chunk, its CSS, and the same for everything it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build (was it renamed?)`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into, seen);
  return into;
}

/** Gzip sizes of the built web app: what the home page and each page download before they are usable. */
export async function run(): Promise<void> {
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log('Bundle size: skipped (run `npm run build` first)');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const kib = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzip(f), 0) / 1024;
  const fmt = (n: number) => `${n.toFixed(1)} KiB`;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build has no entry');
  const entry = closure(manifest, entryKey);
  const entryKib = kib(entry);
  const pageFiles = (modules: string[]) => {
    const files = new Set(entry);
    for (const module of modules) closure(manifest, module, files);
    return files;
  };

  console.log('Bundle size (gzip -9 of JS and CSS)');
  const js = [...entry].filter((f) => f.endsWith('.js'));
  console.log(
    `  first load: entry JS and CSS (${js.length} JS, ${entry.size - js.length} CSS)  ${fmt(entryKib).padStart(10)}  ${against(entryKib, { max: FIRST_LOAD_KIB }, fmt)}`,
  );
  for (const [label, modules] of PAGES.slice(1)) {
    const size = kib(pageFiles(modules));
    console.log(`  ${label.padEnd(44)} ${fmt(size).padStart(10)}  ${against(size, { max: PAGE_KIB }, fmt)}`);
  }

  // Every page or part loaded on demand, named above or not (new pages, result views, dialogs).
  const onDemand = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  for (const background of BACKGROUND) onDemand.delete(background);
  const sizes = [...onDemand].map((key) => ({ key, size: kib(pageFiles([key])) })).sort((a, b) => b.size - a.size);
  const largest = sizes[0];
  if (largest) {
    console.log(
      `  largest of ${sizes.length} parts loaded on demand: ${largest.key}`.padEnd(46) +
        ` ${fmt(largest.size).padStart(10)}  ${against(largest.size, { max: PAGE_KIB }, fmt)}`,
    );
  }
  for (const background of BACKGROUND) {
    if (!manifest[background]) continue;
    const own = kib(closure(manifest, background));
    console.log(`  generation in the browser (background, not in any first load) ${fmt(own)}`);
  }
  const all = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]));
  console.log(`  all JS and CSS                               ${fmt(kib(all)).padStart(10)}`);
}
