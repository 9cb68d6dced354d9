import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage, screenshot, viewer } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Segment = { text: string; type?: string; optionalData?: { count?: number } };
type Answer = { data: { component: Segment[] }[] };

/** The names in the initiative tracker's Name column. */
const trackerNames = (page: Page) =>
  page
    .locator('table input[aria-label^="Name, row"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('monsters and encounters', () => {
  it('rolls an encounter, opens a creature in the viewer and adds the encounter to initiative', async () => {
    const { context, page } = await openPage(browser);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/GetEncounter', {
      timeout: 20_000,
    });
    await page.goto('/encountergenerator?seed=e2e-enc&type=Combat&environments=Hill&cr=2');
    const answer = (await (await answered).json()) as Answer;
    const links = answer.data[0]!.component.filter((s) => s.type === 'srdmonster' || s.type === 'monster');
    expect(links.length).toBeGreaterThan(0);
    const first = links[0]!;

    await page.getByTestId('results').locator('button.entity-link', { hasText: first.text }).first().click();
    const dialog = viewer(page);
    await dialog.getByRole('article', { name: /stat block/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByText('Armor Class').count()).toBeGreaterThan(0);
    await screenshot(page, 'encounter-creature-viewer');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.getByTestId('results').getByRole('button', { name: 'Add to initiative' }).first().click();
    await page.waitForURL('**/initiativetracker', { timeout: 20_000 });
    // Each kind joins once; several of a kind join as sub-entries "#1", "#2"... under it.
    expect(links.every((l) => l.type === 'srdmonster')).toBe(true);
    const expected = links.flatMap((l) => {
      const count = l.optionalData?.count ?? 1;
      return count > 1 ? [l.text, ...Array.from({ length: count }, (_, i) => `${l.text} #${i + 1}`)] : [l.text];
    });
    expect(expected.length).toBeGreaterThan(links.length);
    await expect
      .poll(async () => (await trackerNames(page)).sort().join(', '), { timeout: 15_000 })
      .toBe(expected.sort().join(', '));
    await screenshot(page, 'encounter-in-tracker');
    await context.close();
  }, 60_000);

  it('shows a generated monster as a stat block, wide and narrow, and adds it to initiative', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/monstergenerator?seed=e2e-mon&type=Fiend&cr=7');
      const block = page.getByRole('article', { name: /stat block/ });
      await block.waitFor({ timeout: 20_000 });
      await expect.poll(() => block.getByRole('columnheader', { name: 'DEX' }).count()).toBe(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      if (viewport.width > 800) expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `monster-${viewport.width}`);
      const name = (await block.getByRole('heading').first().textContent()) ?? '';
      await block.getByRole('button', { name: 'Add to initiative' }).click();
      await page.waitForURL('**/initiativetracker');
      await expect.poll(() => trackerNames(page), { timeout: 15_000 }).toContain(name);
      await context.close();
    }
  }, 90_000);

  it('credits the SRD 5.1 on the About page, linked from the footer', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect
      .poll(() => page.getByTestId('srd-attribution').textContent())
      .toContain('System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC');
    await context.close();
  });
});
