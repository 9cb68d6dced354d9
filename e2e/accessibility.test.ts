import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every page the main menu links to, found by opening each of its sections. */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor();
  for (let closed = menu.locator('button[aria-expanded="false"]'); (await closed.count()) > 0;) {
    await closed.first().click();
  }
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

describe('accessibility', () => {
  it('axe finds nothing on any page of the menu, with its results shown, or in the contact form', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(25);
    const found: string[] = [];
    for (const path of [...paths, '/no-such-page']) {
      await page.goto(path.includes('generator') ? `${path}?seed=e2e-axe&count=5` : path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      if (path.includes('generator')) await page.getByTestId('results').locator('article').first().waitFor();
      for (const violation of await accessibilityViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);

    await page.getByRole('button', { name: 'Contact Me' }).click();
    await page.getByRole('dialog', { name: 'Contact Me' }).getByLabel('Suggestion').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  }, 240_000); // some thirty pages, each loaded, generated and checked

  it('follows a dark system theme, offers the light one, and axe finds nothing in the dark', async () => {
    const { page, context } = await openPage(browser, undefined, undefined, { colorScheme: 'dark' });
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    for (const path of [
      '/',
      '/npcgenerator?seed=e2e-axe',
      '/questgenerator?seed=e2e-axe&count=5',
      '/initiativetracker',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      if (path.includes('generator')) await page.getByTestId('results').locator('article').first().waitFor();
      expect(await scheme()).toBe('dark');
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Use light theme' }).click();
    await expect.poll(scheme).toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Use dark theme' }).waitFor();
    expect(await scheme()).toBe('light');
    await context.close();
  });

  it('axe finds nothing in the narrow layout or its open menu', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/questgenerator?seed=e2e-axe&count=5');
    await page.getByTestId('results').locator('article').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('tablist', { name: 'Navigation' }).getByRole('tab', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
