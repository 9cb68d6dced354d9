import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('true coin splitter', () => {
  it('splits the pool exactly and resets to the defaults', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/truecoinsplitter');
    await page.getByRole('heading', { name: 'True Coin Splitter' }).waitFor();
    expect(await page.getByLabel('Number of Players').inputValue()).toBe('4');
    await page.getByLabel('Gold', { exact: true }).fill('103');
    await page.getByLabel('Copper', { exact: true }).fill('3');
    const each = page.getByRole('region', { name: 'Each Receives' });
    await expect.poll(() => each.textContent()).toMatch(/Gold\s*25 gp.*Silver\s*7 sp.*Copper\s*5 cp/s);
    const leftover = page.getByRole('region', { name: 'Leftover Coins' });
    await expect.poll(() => leftover.textContent()).toMatch(/Copper\s*3 cp/);
    await screenshot(page, 'coin-splitter-wide');
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect.poll(() => page.getByLabel('Gold', { exact: true }).inputValue()).toBe('0');
    await context.close();
  });

  it('shows a typed decimal point as typed and splits nothing until the amount is whole', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/truecoinsplitter');
    const gold = page.getByLabel('Gold', { exact: true });
    await gold.fill('');
    await gold.pressSequentially('12.5');
    expect(await gold.inputValue()).toBe('12.5');
    await page.getByText('Whole numbers only').waitFor();
    expect(await page.getByRole('region', { name: 'Each Receives' }).count()).toBe(0);
    await gold.fill('');
    await gold.pressSequentially('1e3');
    expect(await gold.inputValue()).toBe('1e3');
    await gold.fill('');
    await gold.pressSequentially('12');
    const each = page.getByRole('region', { name: 'Each Receives' });
    await expect.poll(() => each.textContent()).toMatch(/Gold\s*3 gp/);
    await context.close();
  });
});

describe('initiative tracker', () => {
  it('runs turns, applies damage and keeps its state across a reload', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/initiativetracker');
    await page.getByRole('heading', { name: 'Initiative Tracker' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Initiative' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Login to save Configuration' }).isDisabled()).toBe(true);

    const names = page.getByLabel(/^Name, row/);
    while ((await names.count()) < 2) await page.getByRole('button', { name: 'Add Entry' }).click();
    expect(await names.count()).toBe(2);
    await page.getByLabel('Name, row 1').fill('Goblin');
    await page.getByLabel('Name, row 1').press('Tab');
    await page.getByLabel('Name, row 2').fill('Knight');
    await page.getByLabel('Name, row 2').press('Tab');
    await page.getByLabel('Initiative of Knight').fill('18');
    await page.getByLabel('Initiative of Knight').press('Tab');
    await page.getByLabel('Maximum hit points of Goblin').fill('7');
    await page.getByLabel('Maximum hit points of Goblin').press('Tab');

    await page.getByRole('button', { name: 'Start Initiative' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Turn' });
    await expect.poll(() => status.textContent()).toMatch(/Turn 1.*Knight acts/);
    await page.getByRole('button', { name: 'Next Turn' }).click();
    await expect.poll(() => status.textContent()).toMatch(/Turn 1.*Goblin acts/);
    await page.getByRole('button', { name: 'Next Turn' }).click();
    await expect.poll(() => status.textContent()).toMatch(/Turn 2.*Knight acts/);

    await page.getByLabel('Heal (+) or hurt (−)').fill('-10');
    await page.getByLabel('Heal (+) or hurt (−)').press('Tab');
    await page.getByRole('button', { name: 'Heal/Hurt' }).click();
    await page.getByRole('button', { name: /Goblin by 10/ }).click();
    await expect.poll(() => page.getByLabel('Hit points of Goblin', { exact: true }).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Next Turn' }).click();
    await expect.poll(() => status.textContent()).toMatch(/Turn 3.*Knight acts/);
    await screenshot(page, 'initiative-wide');

    await page.reload();
    await expect.poll(() => status.textContent()).toMatch(/Turn 3.*Knight acts/);
    expect(await page.getByLabel('Hit points of Goblin', { exact: true }).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Reset Initiative' }).click();
    await page.getByText('Not started').waitFor();
    await context.close();
  });
});

describe('initiative tracker on a phone', () => {
  it('shows every row with its name, HP and bar at 390 px, no sideways scroll; More opens the rest', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/initiativetracker');
    await page.getByRole('heading', { name: 'Initiative Tracker' }).waitFor();
    const names = page.getByLabel(/^Name, row/);
    while ((await names.count()) < 3) await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByLabel('Name, row 1').fill('Aelar the Wizard of the Tower');
    await page.getByLabel('Name, row 2').fill('Goblin');
    await page.getByLabel('Name, row 3').fill('Knight');
    await page.getByRole('button', { name: 'Start Initiative' }).click();

    const width = 390;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const label of ['Aelar the Wizard of the Tower', 'Goblin', 'Knight']) {
      for (const field of [
        page.getByLabel(`Hit points of ${label}`, { exact: true }),
        page.getByLabel(`Health of ${label}: `),
      ]) {
        const box = await field.boundingBox();
        expect(box, label).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, label).toBeLessThanOrEqual(width);
      }
    }
    const nowBox = await page.getByText('Now', { exact: true }).boundingBox();
    expect(nowBox!.x + nowBox!.width).toBeLessThanOrEqual(width);
    expect(await page.getByLabel('Armor class of Goblin').isVisible()).toBe(false);

    await page.getByRole('button', { name: /^More for Goblin/ }).click();
    await page.getByLabel('Armor class of Goblin').waitFor();
    await page.getByRole('button', { name: 'Add a sub-entry to Goblin' }).click();
    await page.getByLabel('Hit points of Goblin #1', { exact: true }).waitFor();
    const minion = await page.getByLabel('Hit points of Goblin #1', { exact: true }).boundingBox();
    expect(minion!.x + minion!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'initiative-phone');
    await context.close();
  });
});
