import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromePath } from '../e2e/chromium';
import { against, median, type Target } from './report';
import { withBuiltSite } from './server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/** Pages measured. */
const PAGES = ['/', '/npcgenerator?seed=bench', '/questgenerator?seed=bench', '/settlementgenerator?seed=bench'];
const RUNS = 3;

const TARGETS: { label: string; value: (r: Run) => number; target: Target; format: (n: number) => string }[] = [
  { label: 'performance', value: (r) => r.scores.performance, target: { min: 95 }, format: String },
  { label: 'accessibility', value: (r) => r.scores.accessibility, target: { min: 100 }, format: String },
  { label: 'best practices', value: (r) => r.scores['best-practices'], target: { min: 100 }, format: String },
  { label: 'SEO', value: (r) => r.scores.seo, target: { min: 100 }, format: String },
  { label: 'LCP', value: (r) => r.metrics.LCP, target: { max: 1800 }, format: (n) => `${Math.round(n)} ms` },
  { label: 'TBT', value: (r) => r.metrics.TBT, target: { max: 150 }, format: (n) => `${Math.round(n)} ms` },
  { label: 'CLS', value: (r) => r.metrics.CLS, target: { max: 0.02 }, format: (n) => n.toFixed(3) },
  { label: 'FCP', value: (r) => r.metrics.FCP, target: { max: Infinity }, format: (n) => `${Math.round(n)} ms` },
];

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][1], number>;
};

/**
 * Lighthouse as a phone (its default mobile emulation and simulated throttling) on the compiled
 * server and the built site: the median of three runs per page, each figure beside its target.
 */
export const run = (): Promise<void> =>
  withBuiltSite('Lighthouse', async (url) => {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROMIUM_FLAGS });
    try {
      console.log(`Lighthouse, mobile (default emulation and throttling), median of ${RUNS} runs`);
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`${url}${page}`, {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`${page}: ${runtimeError.message}`);
          runs.push({
            scores: Object.fromEntries(
              CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
            ) as Run['scores'],
            metrics: Object.fromEntries(
              METRICS.map(([id, short]) => [short, audits[id]?.numericValue ?? NaN]),
            ) as Run['metrics'],
          });
        }
        console.log(`  ${page}`);
        for (const { label, value, target, format } of TARGETS) {
          const m = median(runs.map(value));
          const bound = Number.isFinite('max' in target ? target.max : target.min)
            ? `  ${against(m, target, format)}`
            : '';
          console.log(
            `    ${label.padEnd(15)} ${format(m).padStart(8)}${bound}   (runs: ${runs.map(value).map(format).join(', ')})`,
          );
        }
      }
    } finally {
      chrome.kill();
    }
  });
