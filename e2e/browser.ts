import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
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
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  const page = await context.newPage();
  return { context, page, baseUrl };
}

const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;
const cspViolations: string[] = [];

/**
 * The content security policy violations the browser reported on any page opened with
 * `openPage` since the last call (and forgets them). Every browser test checks this is empty.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
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

/** The popup viewer (a dialog with the viewer's breadcrumb). */
export const viewer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Viewer breadcrumb' }) });

/** The link segments of one labelled line of a sheet. */
export const lineLinks = (scope: Locator, label: string) =>
  scope
    .locator('.sheet-line')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('button.entity-link');

/** Signs in through the development provider as a new or returning user; a screenshot when its form fails. */
export async function signIn(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in' }).click();
  try {
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email, { timeout: 10_000 });
  } catch (error) {
    await screenshot(page, 'sign-in-failure');
    throw error;
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: `Hello, ${name}!` }).waitFor({ timeout: 20_000 });
}
