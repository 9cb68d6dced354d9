import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromePath } from '../e2e/chromium';
import { against, median } from './report';
import { withBuiltSite } from './server';

const RUNS = 7;
/** As apps/web/src/entities/SettlementMap.tsx names its measure. */
const MEASURE = 'settlement-map-render';

/**
 * The settlement map's first render in desktop Chromium (no throttling): from the start of the
 * map component's first render to the drawn SVG, for a metropolis, the median of several loads.
 */
export const run = (): Promise<void> =>
  withBuiltSite('Map render', async (url) => {
    const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto(`${url}/settlementgenerator?seed=bench-map-${i}&size=Metropolis`);
        await page.getByRole('group', { name: /^Map of / }).waitFor({ timeout: 60_000 });
        const duration = await page.evaluate(
          (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? NaN,
          MEASURE,
        );
        times.push(duration);
      }
      const m = median(times);
      console.log('Settlement map, first render of a metropolis in desktop Chromium');
      console.log(
        `  median ${m.toFixed(1)} ms  ${against(m, { max: 100 }, (n) => `${n.toFixed(0)} ms`)}   (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
      );
    } finally {
      await browser.close();
    }
  });
