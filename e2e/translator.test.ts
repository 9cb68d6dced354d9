import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage, screenshot } from './browser';

const ENGLISH = 'The old dragon sleeps beneath the mountain, and Gorath will not wake him!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const source = (page: Page) => page.getByLabel('Text to translate');
const output = (page: Page) => page.getByLabel('Translation', { exact: true });

describe('fantasy language translator', () => {
  it('translates typed English, and swapping brings the English back', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Tools', exact: true }).click();
    await menu.getByRole('link', { name: 'Fantasy Language Translator' }).click();
    await page.getByRole('heading', { name: 'Fantasy Language Translator', level: 2 }).waitFor();
    await expect.poll(() => page.title()).toBe('Lorewright - Fantasy Language Translator');
    expect(new URL(page.url()).pathname).toBe('/fantasylanguagetranslator');

    await expect.poll(() => page.getByLabel('To', { exact: true }).locator('option').count()).toBe(14);
    await page.getByLabel('To', { exact: true }).selectOption('Dwarvish');
    await source(page).pressSequentially(ENGLISH, { delay: 5 });
    await expect.poll(() => page.getByTestId('character-count').textContent()).toBe(`${ENGLISH.length} / 1800`);
    await expect.poll(() => output(page).inputValue(), { timeout: 20_000 }).not.toBe('');
    const dwarvish = await output(page).inputValue();
    expect(dwarvish).not.toBe(ENGLISH);
    expect(dwarvish).toContain('Gorath');
    expect(dwarvish.endsWith('!')).toBe(true);
    await screenshot(page, 'translator-wide');

    await page.getByRole('button', { name: 'Swap languages and texts' }).click();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('Dwarvish');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('English');
    expect(await source(page).inputValue()).toBe(dwarvish);
    await expect.poll(() => output(page).inputValue()).toBe(ENGLISH);
    await expect.poll(() => page.getByText('Translating…').count(), { timeout: 10_000 }).toBe(0);
    expect(await output(page).inputValue()).toBe(ENGLISH);

    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('stacks the two sides at 800 px and below', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/fantasylanguagetranslator');
    await source(page).fill('Three knights rode north at dawn.');
    await expect.poll(() => output(page).inputValue(), { timeout: 20_000 }).not.toBe('');
    const from = await source(page).boundingBox();
    const to = await output(page).boundingBox();
    expect(from && to && to.y > from.y + from.height).toBe(true);
    expect(from && to && Math.abs(to.x - from.x) < 2).toBe(true);
    await screenshot(page, 'translator-narrow');
    await context.close();
  });
});
