import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('site shell', () => {
  it('shows the home page with a greeting and the latest changes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Lorewright - Home');
    await page.getByRole('heading', { name: 'Welcome, traveler!' }).waitFor();
    expect(await page.getByText('free to use').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Latest changes' }).waitFor();
    const entries = page.locator('article');
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThan(0);
    expect(await entries.count()).toBeLessThanOrEqual(3);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Lorewright - Home');
    await screenshot(page, 'home-wide');
    await context.close();
  });

  it('sends the home page and each generator as HTML that paints before any script runs, then the app takes over', async () => {
    const still = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await still.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome, traveler!' }).waitFor();
    expect(await page.title()).toBe('Lorewright - Home');
    await page.goto('/npcgenerator?seed=shell');
    expect(await page.title()).toBe('Lorewright - NPC Generator');
    await page.getByRole('heading', { name: 'NPC Generator', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate New NPC' }).isVisible()).toBe(true);
    // Inert until the app takes over, so no tap lands on a control that only looks ready.
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    // Both menus are sent; the style sheet shows the one that fits the screen.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Menu' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('tab', { name: 'Menu' }).isVisible()).toBe(true);
    await still.close();

    const { page: live, context } = await openPage(browser);
    await live.goto('/npcgenerator?seed=shell');
    await live.getByRole('article').first().waitFor();
    expect(await live.getByRole('heading', { name: 'NPC Generator', level: 2 }).count()).toBe(1);
    expect(await live.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    expect(await live.locator('#root').getAttribute('inert')).toBeNull();
    await context.close();
  });

  it('navigates through the menu to the changelog and planned features', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('heading', { name: 'Changelog', level: 2 }).waitFor();
    await expect.poll(() => page.title()).toBe('Lorewright - Changelog');
    await menu.getByRole('link', { name: 'Planned Features' }).click();
    await page.getByRole('heading', { name: 'Planned Features', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/plannedfeatures');
    await context.close();
  });

  it('serves client routes on reload and shows Not Found for unknown paths', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/changelog');
    await page.getByRole('heading', { name: 'Changelog', level: 2 }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
    await context.close();
  });

  it('redirects the old generator paths', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/problemGenerator');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/questgenerator');
    await page.goto('/organizationnamegenerator');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/groupnamegenerator');
    await context.close();
  });

  it('uses a bottom bar with Menu and Tools tabs at 800 px and below', async () => {
    const { page, context } = await openPage(browser, { width: 800, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome, traveler!' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    const tabs = page.getByRole('tablist', { name: 'Navigation' });
    await tabs.getByRole('tab', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('heading', { name: 'Changelog', level: 2 }).waitFor();
    await tabs.getByRole('tab', { name: 'Tools' }).waitFor();
    await screenshot(page, 'changelog-narrow');
    await context.close();
  });

  it('sends feedback from the Contact Me form', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Me' });
    await dialog.getByLabel('Suggestion').fill('A generator for tavern brawls, please.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Feedback submitted!').waitFor();
    await context.close();
  });
});
