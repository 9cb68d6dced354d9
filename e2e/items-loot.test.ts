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

type Part = {
  text: { text: string; type?: string; optionalData?: { coin?: string; amount?: number } }[];
  worth: number;
};
type LootBody = { data: { value: { Title: string; List: Part[] }[]; totalWorth: number } };

const COIN_CP: Record<string, number> = { Platinum: 1000, Gold: 100, Silver: 10, Copper: 1 };

describe('item generator', () => {
  it('shows an item of the chosen type with its rarity, mechanics and a linked history', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/itemgenerator?seed=e2e-item&item=Ring');
    const item = page.locator('.item-view').first();
    await item.waitFor();
    expect(await item.textContent()).toMatch(/(Uncommon|Rare|Very Rare|Legendary) ring/);
    expect(await item.locator('.entity-link').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'item-generator-wide');
    await context.close();
  });
});

describe('loot generator', () => {
  it('totals the loot in gold, opens an item link in the viewer and splits the coins in the coin splitter', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    const query = 'seed=e2e-loot&size=Large&type=Coins&type=Magic%20Items';
    await page.goto(`/lootgenerator?${query}`);
    const total = page.getByTestId('loot-total');
    await total.waitFor();
    const body = (await page.evaluate((q) => fetch(`/api/GetLoot?${q}`).then((r) => r.json()), query)) as LootBody;
    expect(await total.textContent()).toMatch(/^[\d,]+ gp( \d sp)?( \d cp)?$/);
    expect(await total.textContent()).not.toMatch(/^\d+ cp$/);

    const link = page.locator('.loot-result .entity-link').first();
    const name = (await link.textContent())!;
    await link.click();
    const viewer = page.getByRole('dialog');
    await viewer.locator('.item-view').waitFor();
    expect(await viewer.getByRole('heading', { level: 3 }).textContent()).toBe(name);
    await screenshot(page, 'loot-item-popup-narrow');
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await viewer.waitFor({ state: 'hidden' });

    const coins = { Platinum: 0, Gold: 0, Silver: 0, Copper: 0 } as Record<string, number>;
    for (const part of body.data.value.find((l) => l.Title === 'Coins')!.List) {
      const data = part.text[0]!.optionalData!;
      coins[data.coin!] = (coins[data.coin!] ?? 0) + data.amount!;
    }
    await page.getByRole('link', { name: 'Split this loot' }).click();
    await page.getByRole('heading', { name: 'True Coin Splitter' }).waitFor();
    for (const coin of ['Platinum', 'Gold', 'Silver', 'Copper'])
      expect(await page.getByLabel(coin, { exact: true }).inputValue()).toBe(String(coins[coin]));
    const pool = Object.entries(coins).reduce((sum, [coin, n]) => sum + n * COIN_CP[coin]!, 0);
    const each = page.getByRole('region', { name: 'Each Receives' });
    const share = Math.floor(pool / 4);
    await expect.poll(() => each.textContent()).toContain(`Worth ${share.toLocaleString('en-US')} cp in all`);
    await screenshot(page, 'loot-split-narrow');
    await context.close();
  });
});
