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

const results = (page: Page) => page.getByTestId('results').locator('article');

/** Picks a Number to Generate and presses the Generate button; waits for that many results. */
async function generate(page: Page, count: number) {
  await page.getByRole('radiogroup', { name: 'Number to Generate' }).getByText(String(count), { exact: true }).click();
  await page.getByRole('button', { name: /^Generate New/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('count') ?? '1').toBe(String(count));
  await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBe(count);
}

describe('name generators', () => {
  it('generates 25 names and shows the same names again from the permalink', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/namegenerator');
    await page.getByRole('heading', { name: 'Name Generator', level: 2 }).waitFor();
    await page.getByRole('group', { name: 'Heritage' }).getByText('Elf', { exact: true }).click();
    await generate(page, 25);
    const names = await results(page).locator('h3').allTextContents();
    expect(new Set(names).size).toBe(25);
    const subtitles = await results(page).locator('p').allTextContents();
    for (const s of subtitles) expect(s).toMatch(/[A-Z]{2,}.* · Elf$/);
    await screenshot(page, 'names-wide');

    const permalink = page.url();
    const other = await context.newPage();
    await other.goto(permalink);
    await expect.poll(() => results(other).count(), { timeout: 15_000 }).toBe(25);
    expect(await results(other).locator('h3').allTextContents()).toEqual(names);
    await context.close();
  });

  it.each([
    ['/countrynamegenerator', 'Country Name Generator'],
    ['/groupnamegenerator', 'Group Name Generator'],
    ['/locationnamegenerator', 'Building Name Generator'],
  ])('%s generates five names', async (path, title) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await generate(page, 5);
    for (const text of await results(page).allTextContents()) expect(text.trim().length).toBeGreaterThan(2);
    await context.close();
  });

  it('shows a message and a retry instead of a stuck button when generation fails', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/namegenerator?seed=ok');
    await expect.poll(() => results(page).count()).toBe(1);
    await page.route('**/api/GetName*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"The forge is cold."}}',
      }),
    );
    await page.getByRole('button', { name: /^Generate New/ }).click();
    await page.getByRole('alert').getByText('The forge is cold.').waitFor();
    await page.unroute('**/api/GetName*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => results(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Generate New/ }).isEnabled()).toBe(true);
    await context.close();
  });

  it('reads Login to Save, disabled, when signed out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/namegenerator');
    const save = page.getByRole('button', { name: 'Login to Save' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await context.close();
  });
});

const SIMPLE_PAGES = [
  ['/personalitytraitgenerator', 'Personality Trait Generator'],
  ['/goalgenerator', 'Goal Generator'],
  ['/secretgenerator', 'Secret Generator'],
  ['/feargenerator', 'Fear Generator'],
  ['/flawgenerator', 'Flaw Generator'],
  ['/desiregenerator', 'Desire Generator'],
  ['/rumorgenerator', 'Rumor Generator'],
  ['/voicegenerator', 'Voice Generator'],
  ['/appearancegenerator', 'Appearance Generator'],
  ['/questgenerator', 'Quest Generator'],
  ['/mundaneeventgenerator', 'Mundane Event Generator'],
  ['/weathergenerator', 'Weather Generator'],
  ['/landmarkgenerator', 'Landmark Generator'],
  ['/fooddrinkgenerator', 'Food & Drink Generator'],
  ['/spellgenerator', 'Spell Generator'],
  ['/holidaygenerator', 'Holiday Generator'],
  ['/historicaleventgenerator', 'Historical Event Generator'],
  ['/miscgenerator', 'Miscellaneous Generator'],
] as const;

describe('simple generators', () => {
  it.each(SIMPLE_PAGES)('%s generates five results that render', async (path, title) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await generate(page, 5);
    const texts = await results(page).allTextContents();
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(10);
      expect(text).not.toMatch(/undefined|NaN|\{|\[NL\]|\[B\]/);
      expect(text, 'a label shown twice').not.toMatch(/\b([\w ]+): \1:/i);
    }
    if (path === '/questgenerator') await screenshot(page, 'quests-wide');
    await context.close();
  });

  it('names the kind of each miscellaneous result', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/miscgenerator?seed=e2e-kinds&count=10');
    await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBe(10);
    const kinds = await results(page).locator('p').allTextContents();
    const known = (await (await page.request.get('/api/GetMiscGeneratorTypes')).json()) as string[];
    expect(kinds).toHaveLength(10);
    for (const kind of kinds) expect(known).toContain(kind);
    await context.close();
  });

  it('lists every simple generator in the menu', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Simple Generators' }).click();
    for (const [path, title] of SIMPLE_PAGES) {
      expect(await menu.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(path);
    }
    await context.close();
  });
});
