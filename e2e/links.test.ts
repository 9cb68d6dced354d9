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

type Segment = { text: string; type?: string };
type Answer = { data: { component: Segment[] }[] };

/** The viewer's heading of each kind of entity, by link prefix. */
const ARTICLE: Readonly<Record<string, string>> = {
  npc: 'NPC sheet',
  building: 'Building',
  location: 'Location',
  settlement: 'Settlement',
};

const viewer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Viewer breadcrumb' }) });

/** Opens a generator page at a seed and returns what its API answered. */
async function openGenerator(page: Page, path: string, api: string, seed: string): Promise<Answer> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${api}`, { timeout: 20_000 });
  await page.goto(`${path}?seed=${seed}&count=10`);
  const body = (await (await answered).json()) as Answer;
  await expect.poll(() => page.getByTestId('results').locator('article').count(), { timeout: 15_000 }).toBe(10);
  return body;
}

/** The first link of a kind in an answer. */
function firstLink(answer: Answer, prefix: string): Segment | undefined {
  return answer.data.flatMap((r) => r.component).find((s) => s.type?.startsWith(`${prefix}-`));
}

/** Clicks a link in the results and waits for the viewer to show its entity under the same name. */
async function openInViewer(page: Page, link: Segment) {
  const prefix = link.type!.split('-')[0]!;
  await page.getByTestId('results').locator('button.entity-link', { hasText: link.text }).first().click();
  const dialog = viewer(page);
  await dialog.locator(`article[aria-label="${ARTICLE[prefix]}: ${link.text}"]`).waitFor({ timeout: 20_000 });
  await dialog.getByRole('heading', { name: link.text }).first().waitFor();
}

async function closeViewer(page: Page) {
  await viewer(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => viewer(page).count()).toBe(0);
}

describe('links in generated rumors, mundane events and quests', () => {
  it('opens the person a rumor names as an NPC sheet, and the place as a building', async () => {
    const { page, context } = await openPage(browser);
    const answer = await openGenerator(page, '/rumorgenerator', 'GetRumor', 'e2e-links');
    const person = firstLink(answer, 'npc');
    expect(person).toBeDefined();
    await openInViewer(page, person!);
    const sheet = viewer(page).locator(`article[aria-label="NPC sheet: ${person!.text}"]`);
    for (const label of ['Job:', 'Residence:']) await sheet.getByText(label, { exact: true }).waitFor();
    await screenshot(page, 'links-rumor-npc');
    await closeViewer(page);
    const place = firstLink(answer, 'building');
    expect(place).toBeDefined();
    await openInViewer(page, place!);
    await screenshot(page, 'links-rumor-building');
    await closeViewer(page);
    await context.close();
  });

  it('opens the place and the person of a mundane event', async () => {
    const { page, context } = await openPage(browser);
    const answer = await openGenerator(page, '/mundaneeventgenerator', 'GetMundaneEvent', 'e2e-links');
    for (const prefix of ['building', 'npc']) {
      const link = firstLink(answer, prefix);
      expect(link, prefix).toBeDefined();
      await openInViewer(page, link!);
      await closeViewer(page);
    }
    await screenshot(page, 'links-events');
    await context.close();
  });

  it('opens a quest patron as an NPC sheet and the town of the trouble', async () => {
    const { page, context } = await openPage(browser);
    const answer = await openGenerator(page, '/questgenerator', 'GetProblem', 'e2e-links');
    await openInViewer(page, firstLink(answer, 'npc')!);
    await screenshot(page, 'links-quest-patron');
    await closeViewer(page);
    const town = firstLink(answer, 'settlement');
    expect(town).toBeDefined();
    await openInViewer(page, town!);
    await screenshot(page, 'links-quest-town');
    await closeViewer(page);
    await context.close();
  });
});
