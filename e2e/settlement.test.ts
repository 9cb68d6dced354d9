import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, signIn, viewer } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The settlement on the generator page (not one inside the viewer). */
const mainSettlement = (page: Page) =>
  page.getByTestId('results').locator('article[aria-label^="Settlement:"]').first();

describe('Settlement generator', () => {
  it('shows a town with its map: hover names a district, a click zooms in, a building opens, Back zooms out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/settlementgenerator?seed=e2e-town&size=Town&environments=Grassland');
    const town = mainSettlement(page);
    await town.waitFor({ timeout: 30_000 });
    for (const label of ['Purpose:', 'Leadership:', 'Population:', 'Geography:', 'Exports:', 'Imports:', 'Factions:'])
      await town.getByText(label, { exact: true }).first().waitFor();
    expect(await town.textContent()).toContain('Town · Grassland');
    const map = town.getByRole('group', { name: /^Map of / });
    await map.waitFor({ timeout: 20_000 });
    const box = await map.boundingBox();
    expect(Math.round(box!.width)).toBe(500);

    const hover = town.getByTestId('map-hover');
    const district = town.getByTestId('district-1');
    const districtName = (await district.getAttribute('aria-label')) ?? '';
    expect(districtName).toMatch(/^.+ - [A-Z][a-z]+ District$/);
    await district.hover();
    await expect.poll(() => hover.textContent()).toBe(districtName);
    await screenshot(page, 'settlement-map-hover');

    expect(await town.getByTestId('map-building').count()).toBe(0);
    await district.click();
    await expect.poll(() => town.getByTestId('map-building').count()).toBeGreaterThan(0);
    const listed = await town
      .getByRole('button', { name: new RegExp(`^${districtName.split(' - ')[0]} \\(`) })
      .locator('.mantine-Badge-label')
      .textContent();
    expect(await town.getByTestId('map-building').count()).toBe(Number(listed));
    await expect.poll(() => map.getAttribute('viewBox')).toMatch(/ 150 150$/);
    await screenshot(page, 'settlement-map-zoomed');

    const marker = town.getByTestId('map-building').first();
    const buildingName = ((await marker.getAttribute('aria-label')) ?? '').replace(
      / \((shop|notable|residence)\)$/,
      '',
    );
    await marker.hover();
    await expect.poll(() => hover.textContent()).toBe(buildingName);
    await marker.click();
    const dialog = viewer(page);
    await dialog.getByRole('heading', { name: buildingName, exact: true }).waitFor({ timeout: 20_000 });
    expect(await dialog.locator('article[aria-label^="Building:"]').textContent()).toContain(
      (await town.locator('h3').first().textContent()) ?? '',
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => viewer(page).count()).toBe(0);

    const back = town.getByTestId('map-back');
    await back.click();
    await expect.poll(() => town.getByTestId('map-building').count()).toBe(0);
    await expect.poll(() => map.getAttribute('viewBox')).toBe('0 0 500 500');
    expect(await back.textContent()).toBe('Hide outlines');
    await back.click();
    await expect.poll(() => back.textContent()).toBe('Show outlines');
    await back.click();
    await expect.poll(() => back.textContent()).toBe('Hide outlines');

    // Keyboard: focus a district, Enter zooms, Escape goes back.
    await town.getByTestId('district-0').focus();
    await expect.poll(() => hover.textContent()).toMatch(/ - Central District$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => town.getByTestId('map-building').count()).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('link');
    await page.keyboard.press('Escape');
    await expect.poll(() => town.getByTestId('map-building').count()).toBe(0);

    // Every district section lists its places, and each opens in the viewer.
    await town.getByRole('button', { name: /\(Central District\)/ }).click();
    const shop = town
      .locator('.sheet-line')
      .filter({ hasText: /^Shops \(/ })
      .locator('button.entity-link')
      .first();
    const shopName = (await shop.textContent()) ?? '';
    await shop.click();
    await viewer(page).getByRole('heading', { name: shopName, exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'settlement-viewer-shop');
    await context.close();
  });

  it('draws the map 300 px wide on a narrow screen and still zooms', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 }, undefined, { colorScheme: 'dark' });
    await page.goto('/settlementgenerator?seed=e2e-narrow&size=Metropolis&environments=Coastal');
    const town = mainSettlement(page);
    await town.waitFor({ timeout: 30_000 });
    const map = town.getByRole('group', { name: /^Map of / });
    await map.waitFor({ timeout: 20_000 });
    expect(Math.round((await map.boundingBox())!.width)).toBe(300);
    expect(await town.locator('.settlement-district').count()).toBeGreaterThanOrEqual(8);
    // A metropolis's factions hold buildings: their sigils are in the legend.
    await expect.poll(() => town.getByTestId('legend-sigil').count()).toBeGreaterThan(0);
    await town.getByTestId('district-2').click();
    await expect.poll(() => town.getByTestId('map-building').count()).toBeGreaterThan(0);
    await screenshot(page, 'settlement-narrow-dark');
    await context.close();
  });

  it('exports the settlement as a vault of linked notes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/settlementgenerator?seed=e2e-notes&size=Village&environments=Forest');
    const town = mainSettlement(page);
    await town.waitFor({ timeout: 30_000 });
    const name = (await town.locator('h3').first().textContent()) ?? '';
    const download = page.waitForEvent('download');
    await town.getByRole('button', { name: 'Export as notes' }).click();
    const file = await (await download).path();
    const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const paths = Object.keys(files);
    expect(paths).toContain(`${name}/${name}.md`);
    for (const folder of ['Districts', 'Buildings', 'People', 'Factions'])
      expect(
        paths.some((p) => p.startsWith(`${name}/${folder}/`)),
        folder,
      ).toBe(true);
    const home = strFromU8(files[`${name}/${name}.md`]!);
    const districtLink = /\[\[([^\]]+District\))\]\]/.exec(home)?.[1];
    expect(districtLink).toBeTruthy();
    expect(paths).toContain(`${name}/Districts/${districtLink}.md`);
    const district = strFromU8(files[`${name}/Districts/${districtLink}.md`]!);
    const buildingLink = /- \[\[([^\]]+)\]\]/.exec(district)?.[1];
    expect(paths).toContain(`${name}/Buildings/${buildingLink}.md`);
    await context.close();
  });

  it('saves a settlement and reopens it with its map and links from Saved Creations', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'Tamsin Reed', 'tamsin@example.com');
    await page.goto('/settlementgenerator?seed=e2e-save&size=Hamlet&environments=Hill');
    const town = mainSettlement(page);
    await town.waitFor({ timeout: 30_000 });
    const name = (await town.locator('h3').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Saved!').waitFor();

    await page.goto('/creations');
    await page.getByRole('tab', { name: 'Settlements' }).click();
    const card = page
      .getByRole('tabpanel')
      .locator('article')
      .filter({ hasText: name.slice(0, 20) });
    await card.getByText('Hamlet').waitFor();
    await card.getByRole('button', { name: /^View/ }).click();
    const saved = page.locator(`article[aria-label="Settlement: ${name}"]`);
    await saved.waitFor();
    await saved.getByRole('group', { name: `Map of ${name}` }).waitFor({ timeout: 20_000 });
    await saved.getByTestId('district-0').click();
    await saved.getByTestId('map-building').first().click();
    await viewer(page).locator('article[aria-label^="Building:"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'settlement-saved-viewer');
    await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Delete from Saved Creations' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this creation?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('tabpanel')
          .locator('article')
          .filter({ hasText: name.slice(0, 20) })
          .count(),
      )
      .toBe(0);
    await context.close();
  });
});
