import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  animationsSettled,
  launchBrowser,
  lineLinks,
  openPage,
  screenshot,
  signIn,
  viewer,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The NPC sheet on the generator page (not one inside the viewer). */
const mainSheet = (page: Page) => page.getByTestId('results').locator('article[aria-label^="NPC sheet:"]');

describe('NPC generator', () => {
  it('generates an NPC, walks its links in the viewer, copies the sheet and reloads to the same NPC', async () => {
    const { page, context, baseUrl } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/npcgenerator');
    await expect.poll(() => page.title()).toBe('Lorewright - NPC Generator');
    const sheet = mainSheet(page);
    await sheet.waitFor({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBeTruthy();
    // The walk below follows links whose names depend on the seed, so it starts from a fixed one.
    await page.goto('/npcgenerator?seed=e2e-walk');
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBe('e2e-walk');
    await sheet.waitFor({ timeout: 20_000 });
    const name = (await sheet.locator('h3').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(2);
    for (const label of ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'])
      await sheet.getByRole('columnheader', { name: label }).waitFor();
    expect(await sheet.getByRole('cell').first().textContent()).toMatch(/^\d+ \([+-]\d\)$/);
    for (const label of [
      'Languages:',
      'Job:',
      'Residence:',
      'Group:',
      'Parents:',
      'Secret:',
      'Appearance:',
      'Voice:',
    ]) {
      await sheet.getByText(label, { exact: true }).waitFor();
    }
    await screenshot(page, 'npc-wide');

    const workplace = lineLinks(sheet, 'Job:').first();
    const workplaceName = (await workplace.textContent()) ?? '';
    await workplace.click();
    const dialog = viewer(page);
    await dialog.locator('article[aria-label^="Building:"]').waitFor({ timeout: 20_000 });
    await dialog.getByRole('heading', { name: workplaceName, exact: true }).waitFor();
    await screenshot(page, 'npc-viewer-building');

    const owner = dialog
      .locator('.sheet-line')
      .filter({ hasText: /^(Run by|Resident:|Tended to by)/ })
      .locator('button.entity-link');
    const ownerName = (await owner.textContent()) ?? '';
    await owner.click();
    const ownerSheet = dialog.locator(`article[aria-label="NPC sheet: ${ownerName}"]`);
    await ownerSheet.waitFor({ timeout: 20_000 });
    const crumbs = dialog.getByRole('navigation', { name: 'Viewer breadcrumb' });
    await crumbs.getByRole('button', { name: workplaceName, exact: true }).waitFor();

    const home = lineLinks(ownerSheet, 'Residence:').first();
    const homeName = (await home.textContent()) ?? '';
    await home.click();
    await dialog.getByRole('heading', { name: homeName, exact: true }).waitFor({ timeout: 20_000 });
    await crumbs.getByRole('button', { name: ownerName, exact: true }).waitFor();
    await screenshot(page, 'npc-viewer-three-steps');

    await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
    await ownerSheet.waitFor();
    await crumbs.getByRole('button', { name: workplaceName, exact: true }).click();
    await dialog.locator('article[aria-label^="Building:"]').waitFor();
    expect(await crumbs.getByRole('button').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => viewer(page).count()).toBe(0);

    await sheet.getByRole('button', { name: 'View History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    await history.waitFor();
    expect(await history.textContent()).toContain(name.split(' ')[0]);
    await page.keyboard.press('Escape');
    await expect.poll(() => history.count()).toBe(0);

    await sheet.getByRole('button', { name: 'Copy', exact: true }).click();
    await sheet.getByRole('status').getByText('Copied!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(name);
    expect(copied).toMatch(/STR \d+ \([+-]\d\)/);
    expect(copied).toContain('Secret:');

    await sheet.getByRole('switch', { name: /Player-safe/ }).check({ force: true });
    await expect.poll(() => sheet.getByText('Secret:', { exact: true }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toContain('Secret:');

    await sheet.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^# ${name}\n`));
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain(`[[${workplaceName}]]`);
    expect(markdown).toMatch(/\| STR \| DEX \| CON \| INT \| WIS \| CHA \|/);
    expect(markdown).not.toContain('**Secret:**');

    await sheet.getByRole('button', { name: 'Wiki Index' }).click();
    const wiki = page.getByRole('dialog', { name: 'Wiki Index' });
    await wiki.getByRole('button', { name: name, exact: true }).waitFor();
    await wiki.getByRole('button', { name: /^Buildings/ }).click();
    await wiki.getByRole('button', { name: workplaceName, exact: true }).waitFor();
    await screenshot(page, 'npc-wiki-index');
    // Escape closes the top dialog only: the viewer opened from the index, then the index.
    await wiki.getByRole('button', { name: workplaceName, exact: true }).click();
    await viewer(page).waitFor();
    await animationsSettled(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(await wiki.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => wiki.count()).toBe(0);

    const permalink = page.url();
    await page.reload();
    await mainSheet(page).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(permalink);
    expect(await mainSheet(page).locator('h3').textContent()).toBe(name);
    await context.close();
  });

  it('keeps the chosen heritage and gender, and fits an 800 px window', async () => {
    const { page, context } = await openPage(browser, { width: 800, height: 900 });
    await page.goto('/npcgenerator?seed=e2e-narrow&race=Dwarf&gender=Female');
    const sheet = mainSheet(page);
    await sheet.waitFor({ timeout: 20_000 });
    expect(await sheet.textContent()).toContain('(Dwarf)');
    expect(await sheet.textContent()).toContain('years, female');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'npc-narrow');
    await lineLinks(sheet, 'Group:').first().click();
    await viewer(page).locator('article[aria-label^="Group:"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'npc-viewer-group-narrow');
    await context.close();
  });

  it('saves an NPC and shows it with its sheet, links working, in Saved Creations', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'Ida Mossgrave', 'ida@example.com');
    await page.goto('/npcgenerator?seed=e2e-save');
    const sheet = mainSheet(page);
    await sheet.waitFor({ timeout: 20_000 });
    const name = (await sheet.locator('h3').textContent()) ?? '';
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Saved!').waitFor();

    await page.goto('/creations');
    await page.getByRole('tab', { name: 'NPCs' }).click();
    const card = page
      .getByRole('tabpanel')
      .locator('article')
      .filter({ hasText: name.slice(0, 20) });
    await card.getByRole('button', { name: /^View/ }).click();
    const saved = page.locator(`article[aria-label="NPC sheet: ${name}"]`);
    await saved.waitFor();
    const group = lineLinks(saved, 'Group:').first();
    const groupName = (await group.textContent()) ?? '';
    await group.click();
    await viewer(page).getByRole('heading', { name: groupName, exact: true, level: 3 }).waitFor({ timeout: 20_000 });
    await viewer(page).getByRole('button', { name: 'Previous', exact: true }).click();
    await expect.poll(() => viewer(page).count()).toBe(0);
    await group.click();
    await viewer(page).getByRole('heading', { name: groupName, exact: true, level: 3 }).click();
    await screenshot(page, 'npc-saved-viewer');
    await context.close();
  });

  it('has no accessibility violations on the NPC page or in the viewer', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/npcgenerator?seed=e2e-axe');
    const sheet = mainSheet(page);
    await sheet.waitFor({ timeout: 20_000 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await lineLinks(sheet, 'Job:').first().click();
    await viewer(page).locator('article[aria-label^="Building:"]').waitFor({ timeout: 20_000 });
    await viewer(page)
      .getByRole('button', { name: /^(Goods|Ironwork|Weapons|Armor|Drink|Rooms|Services|Travel Gear)/ })
      .first()
      .click()
      .catch(() => undefined);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
