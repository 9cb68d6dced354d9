import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, lineLinks, openPage, screenshot, signIn, viewer } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The result on the generator page (not one inside the viewer). */
const mainResult = (page: Page, kind: 'Building' | 'Group' | 'Location') =>
  page.getByTestId('results').locator(`article[aria-label^="${kind}:"]`);

/** Opens a link in the viewer and waits for the sheet it names. */
async function openInViewer(page: Page, link: Locator, article: string) {
  const name = (await link.textContent()) ?? '';
  await link.click();
  await viewer(page).locator(`article[aria-label="${article}: ${name}"]`).waitFor({ timeout: 20_000 });
  return name;
}

describe('building, group and location generators', () => {
  it('generates a shop whose owner, workers and town open in the viewer, with its goods in counted lists', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/buildinggenerator?seed=e2e-shop&location=Blacksmith');
    await expect.poll(() => page.title()).toBe('Lorewright - Building Generator');
    const building = mainResult(page, 'Building');
    await building.waitFor({ timeout: 20_000 });
    expect(await building.textContent()).toContain('Blacksmith (shop)');
    const section = building.locator('button[aria-expanded]').first();
    await section.click();
    expect(await building.locator('li').first().textContent()).toMatch(/: (\d+ gp)?( ?\d+ sp)?( ?\d+ cp)?$/);
    await screenshot(page, 'building-wide');

    await openInViewer(page, lineLinks(building, 'Run by'), 'NPC sheet');
    await viewer(page).getByText('Job:', { exact: true }).waitFor();
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
    await openInViewer(page, lineLinks(building, 'Employees:').first(), 'NPC sheet');
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
    await openInViewer(page, lineLinks(building, 'Location:'), 'Settlement');
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
    await context.close();
  }, 180_000);

  it('draws a group sigil that becomes a PNG, redraws it in Simple colours, and opens the leader', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/groupgenerator?seed=e2e-guild&organizationtype=Guild');
    const group = mainResult(page, 'Group');
    await group.waitFor({ timeout: 20_000 });
    const image = group.locator('.sigil-frame img');
    await image.waitFor({ timeout: 20_000 });
    const colorful = (await image.getAttribute('src')) ?? '';
    expect(colorful).toMatch(/^data:image\/png;base64,/);
    expect(await image.getAttribute('alt')).toMatch(/^Sigil of /);
    expect(await group.getByRole('link', { name: 'Download PNG' }).getAttribute('href')).toBe(colorful);
    await screenshot(page, 'group-wide');

    await group.getByText('Simple', { exact: true }).click();
    await expect.poll(() => image.getAttribute('src'), { timeout: 15_000 }).not.toBe(colorful);
    await expect.poll(() => group.locator('.sigil-frame img').getAttribute('data-sigil-mode')).toBe('Simple');
    expect(await group.locator('.sigil-frame img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const leader = await openInViewer(page, lineLinks(group, 'Leader:'), 'NPC sheet');
    expect(leader.length).toBeGreaterThan(2);
    await viewer(page).getByText('Group:', { exact: true }).waitFor();
    await context.close();
  }, 180_000);

  it('describes a location and opens the person its history names', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/locationgenerator?seed=e2e-cave&location=Cave,Crypt');
    const location = mainResult(page, 'Location');
    await location.waitFor({ timeout: 20_000 });
    expect(await location.textContent()).toMatch(/Cave|Crypt/);
    await openInViewer(page, lineLinks(location, 'History:').first(), 'NPC sheet');
    await screenshot(page, 'location-viewer');
    await context.close();
  }, 180_000);

  it('fits a phone, and has no accessibility violations on the three pages', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    for (const [path, kind] of [
      ['/buildinggenerator?seed=e2e-phone', 'Building'],
      ['/groupgenerator?seed=e2e-phone', 'Group'],
      ['/locationgenerator?seed=e2e-phone', 'Location'],
    ] as const) {
      await page.goto(path);
      await mainResult(page, kind).waitFor({ timeout: 20_000 });
      if (kind === 'Group') await mainResult(page, kind).locator('.sigil-frame img').waitFor({ timeout: 20_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, `${kind.toLowerCase()}-narrow`);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  }, 180_000);

  it('saves a building, a group and a location and finds each in Saved Creations', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'Corra Vell', 'corra@example.com');
    for (const [path, kind, tab] of [
      ['/buildinggenerator?seed=e2e-keep', 'Building', 'Buildings'],
      ['/groupgenerator?seed=e2e-keep', 'Group', 'Groups'],
      ['/locationgenerator?seed=e2e-keep', 'Location', 'Locations'],
    ] as const) {
      await page.goto(path);
      const result = mainResult(page, kind);
      await result.waitFor({ timeout: 20_000 });
      const name = (await result.locator('h3').textContent()) ?? '';
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').getByText('Saved!').waitFor();

      await page.goto('/creations');
      await page.getByRole('tab', { name: tab }).click();
      const card = page
        .getByRole('tabpanel')
        .locator('article')
        .filter({ hasText: name.slice(0, 20) });
      await card.getByRole('button', { name: /^View/ }).click();
      await page.locator(`article[aria-label="${kind}: ${name}"]`).waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
    }
    await context.close();
  }, 180_000);
});
