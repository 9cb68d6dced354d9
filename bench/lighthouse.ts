import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, chromePath } from '../e2e/chromium';
import { startBenchServer, WEB_DIST } from './server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

const PAGES: [string, string][] = [
  ['home', '/'],
  ['NPC generator', '/npcgenerator?seed=bench'],
];

/** Lighthouse scores and loading metrics of the built site, as a phone (throttled) and as a desktop. */
export async function run(): Promise<void> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log('\nLighthouse: skipped (run `npm run build` first)');
    return;
  }
  const server = await startBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    console.log(`\nLighthouse (simulated throttling; scores out of 100)`);
    console.log(
      `  ${'page'.padEnd(24)} ${CATEGORIES.map((c) => c.slice(0, 6).padStart(7)).join('')}  ${METRICS.map(([, l]) => l.padStart(8)).join('')}`,
    );
    for (const [label, path] of PAGES) {
      for (const [form, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ] as const) {
        const result = await lighthouse(
          `${server.url}${path}`,
          { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
          config,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          console.log(`  ${`${label} (${form})`.padEnd(24)} failed: ${runtimeError.message}`);
          continue;
        }
        const scores = CATEGORIES.map((c) => String(Math.round((categories[c]?.score ?? 0) * 100)).padStart(7));
        const metrics = METRICS.map(([id, short]) => {
          const value = audits[id]?.numericValue ?? NaN;
          return (short === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`).padStart(8);
        });
        console.log(`  ${`${label} (${form})`.padEnd(24)} ${scores.join('')}  ${metrics.join('')}`);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
}
