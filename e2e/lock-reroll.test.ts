import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sheet = (page: Page) => page.getByTestId('results').locator('article[aria-label^="NPC sheet:"]');
const sheetLine = (page: Page, label: string) =>
  sheet(page)
    .locator('.sheet-line')
    .filter({ hasText: new RegExp(`^${label}:`) });
const results = (page: Page) => page.getByTestId('results').locator('article');
/** The results' texts without their Keep buttons. */
const texts = async (page: Page) =>
  (await results(page).allTextContents()).map((t) => t.replace(/^(🔒 Kept|Keep)/, ''));
/** The job itself, without the workplace (which is rerolled with the rest). */
const jobOf = (line: string | null) => (line ?? '').split(' at ')[0];

/** The result of a world page (not one inside the viewer). */
const world = (page: Page, kind: 'Building' | 'Settlement') =>
  page.getByTestId('results').locator(`article[aria-label^="${kind}:"]`).first();
/** The text of one labelled line of a building or settlement sheet. */
const worldLine = (page: Page, kind: 'Building' | 'Settlement', label: string) =>
  world(page, kind)
    .locator('.sheet-line')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first()
    .textContent();

/** Generates anew and waits for the new seed's result. */
async function reroll(page: Page, button: string) {
  const before = new URL(page.url()).searchParams.get('seed');
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe(before);
}

describe('lock and reroll', () => {
  it('keeps a locked name and job on an NPC through rerolls, and the permalink gives the same person', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/npcgenerator?seed=lock-first');
    await sheet(page).waitFor({ timeout: 20_000 });
    const name = await sheet(page).locator('h3').textContent();
    const job = jobOf(await sheetLine(page, 'Job').textContent());
    const locks = page.getByRole('group', { name: 'Lock and reroll' });
    await locks.getByText('Name', { exact: true }).click();
    await locks.getByText('Job', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('lock').length).toBe(4);
    // Locking keeps the sheet shown.
    expect(await sheet(page).locator('h3').textContent()).toBe(name);

    const personalities = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const before = new URL(page.url()).searchParams.get('seed');
      await page.getByRole('button', { name: 'Generate New NPC' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe(before);
      await expect.poll(() => sheet(page).locator('h3').textContent(), { timeout: 20_000 }).toBe(name);
      expect(jobOf(await sheetLine(page, 'Job').textContent())).toBe(job);
      personalities.add((await sheetLine(page, 'Personality').textContent()) ?? '');
    }
    expect(personalities.size).toBe(2);
    await screenshot(page, 'npc-locked');

    const permalink = page.url();
    const sheetText = await sheet(page).textContent();
    const other = await context.newPage();
    await other.goto(permalink);
    await sheet(other).waitFor({ timeout: 20_000 });
    expect(await sheet(other).textContent()).toBe(sheetText);
    await context.close();
  });

  it('keeps chosen results of a batch and rerolls the others; the permalink keeps them', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/rumorgenerator?seed=keep-first&count=5');
    await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBe(5);
    const first = await texts(page);
    await page.getByRole('button', { name: 'Keep result 2 when rerolling' }).click();
    await page.getByRole('button', { name: 'Keep result 4 when rerolling' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('keep')).toEqual(['1:keep-first', '3:keep-first']);
    await page.getByRole('button', { name: /^Generate New/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).not.toBe('keep-first');
    // Kept results are fetched by their own seed, so the batch settles in parts.
    const settled = (t: string[]) => t[0] !== first[0] && t[1] === first[1] && t[2] !== first[2] && t[3] === first[3];
    await expect.poll(async () => settled(await texts(page)), { timeout: 15_000 }).toBe(true);
    const second = await texts(page);

    const other = await context.newPage();
    await other.goto(page.url());
    await expect.poll(async () => (await texts(other)).join('|'), { timeout: 15_000 }).toBe(second.join('|'));
    await context.close();
  });

  it("keeps a building's sign, trade and owner through a reroll, and the permalink gives the same shop", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/buildinggenerator?seed=lock-shop');
    const label = async () => world(page, 'Building').getAttribute('aria-label');
    await world(page, 'Building').waitFor({ timeout: 20_000 });
    const first = await label();
    const owner = await worldLine(page, 'Building', 'Run by|Resident|Tended');
    const locks = page.getByRole('group', { name: 'Lock and reroll' });
    await locks.getByText('Name', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('lock').length).toBe(3);
    expect(await label()).toBe(first);

    // The sign stays, so wait for the rest of the sheet to change.
    const sheetText = async () => (await world(page, 'Building').textContent()) ?? '';
    let previous = await sheetText();
    for (let i = 0; i < 2; i++) {
      await reroll(page, 'Generate New Building');
      await expect.poll(sheetText, { timeout: 20_000 }).not.toBe(previous);
      expect(await label()).toBe(first);
      expect(await worldLine(page, 'Building', 'Run by|Resident|Tended')).toBe(owner);
      previous = await sheetText();
    }

    const other = await context.newPage();
    await other.goto(page.url());
    await world(other, 'Building').waitFor({ timeout: 20_000 });
    expect(await world(other, 'Building').textContent()).toBe(await world(page, 'Building').textContent());
    await context.close();
  });

  it("keeps a settlement's map and districts while its people are rerolled", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/settlementgenerator?seed=lock-town&size=Village');
    await world(page, 'Settlement').waitFor({ timeout: 30_000 });
    const map = () =>
      world(page, 'Settlement')
        .getByRole('group', { name: /^Map of / })
        .innerHTML();
    /** Each district's type and outline on the map. */
    const districts = () =>
      world(page, 'Settlement')
        .locator('.settlement-district')
        .evaluateAll((els) =>
          els.map(
            (e) => `${e.getAttribute('aria-label')?.split(' - ')[1]} ${e.querySelector('path')?.getAttribute('d')}`,
          ),
        );
    // The map is drawn once its part has loaded; locking and rerolling each load the town anew.
    await expect.poll(async () => (await districts()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const firstMap = await map();
    const firstDistricts = await districts();
    const firstLeaders = await worldLine(page, 'Settlement', 'Leadership');
    const locks = page.getByRole('group', { name: 'Lock and reroll' });
    await locks.getByText('Map and districts', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('lock').length).toBe(3);
    expect(new URL(page.url()).searchParams.getAll('lock')).toContain('map:lock-town');
    await expect.poll(districts, { timeout: 20_000 }).toEqual(firstDistricts); // locking keeps the town shown
    await reroll(page, 'Generate New Settlement');
    await expect.poll(() => worldLine(page, 'Settlement', 'Leadership'), { timeout: 30_000 }).not.toBe(firstLeaders);
    await expect.poll(districts, { timeout: 20_000 }).toEqual(firstDistricts);
    expect(await map()).not.toBe(firstMap); // new buildings on the same plan
    await context.close();
  });
});
