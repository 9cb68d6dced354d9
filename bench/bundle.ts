import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST as DIST } from './server';

/** Sizes of the built web app: the entry chunk a first visit loads, and everything. */
export async function run(): Promise<void> {
  const assets = path.join(DIST, 'assets');
  if (!fs.existsSync(assets)) {
    console.log('\nBundle size: skipped (run `npm run build` first)');
    return;
  }
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = new Set([...html.matchAll(/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1]));
  let entryGzip = 0;
  let totalGzip = 0;
  for (const file of fs.readdirSync(assets)) {
    const size = gzipSync(fs.readFileSync(path.join(assets, file))).length;
    totalGzip += size;
    if (entry.has(file)) entryGzip += size;
  }
  console.log('\nBundle size (gzip)');
  console.log(`  first load (entry JS + CSS)   ${(entryGzip / 1024).toFixed(1).padStart(8)} KiB`);
  console.log(`  all assets                    ${(totalGzip / 1024).toFixed(1).padStart(8)} KiB`);
}
