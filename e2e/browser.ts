import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromePath } from './chromium';

/** Launches headless Chromium with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS, headless: true });
}

/**
 * A fresh context (own cookies) and page at a given viewport, pointed at the test server. The
 * site's service worker is blocked unless asked for, so routes the tests set always apply.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  baseUrl = inject('baseUrl'),
  {
    serviceWorkers = 'block',
    colorScheme = 'light',
  }: { serviceWorkers?: 'allow' | 'block'; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers, colorScheme });
  const page = await context.newPage();
  return { context, page, baseUrl };
}

/** Resolves once no transition or finite animation is running (a dialog sliding in, a section opening). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** What axe finds wrong with the page once it is still, a line a rule (empty when nothing). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** Saves a screenshot under e2e/screenshots (for looking at pages; not an assertion). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(import.meta.dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
