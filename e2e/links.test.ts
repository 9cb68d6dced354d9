import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewer } from './browser';

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

describe('wiki index beside linked results', () => {
  it.each(['/rumorgenerator', '/questgenerator'])('%s offers the wiki index of the people it names', async (path) => {
    const { page, context } = await openPage(browser);
    await page.goto(`${path}?seed=wiki-index&count=5`);
    const link = page.getByTestId('results').locator('.entity-link').first();
    await link.waitFor({ timeout: 15_000 });
    const named = ((await link.textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Wiki Index' }).click();
    const wiki = page.getByRole('dialog', { name: 'Wiki Index' });
    await wiki.waitFor();
    const sections = await wiki.getByRole('button').allTextContents();
    expect(sections.join(' ')).toMatch(/NPCs|Buildings|Groups|Locations|Settlements/);
    expect(await wiki.textContent()).toMatch(/\d/);
    await page.keyboard.press('Escape');
    await expect.poll(() => wiki.count()).toBe(0);
    expect(named.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('heritage on simple generators', () => {
  it('the chosen heritage decides who a rumor names', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/rumorgenerator?seed=heritage-rumor&count=10&race=Dwarf');
    const heritage = page.getByRole('group', { name: 'Heritage' });
    await heritage.waitFor();
    const links = page.getByTestId('results').locator('.entity-link');
    await links.first().waitFor({ timeout: 15_000 });
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/GetRumor?seed=heritage-rumor&generationCount=10&race=Dwarf');
      return (await response.json()) as {
        refPackage?: { npcs?: { ReferenceIds: Record<string, { RaceName?: string }> } };
      };
    });
    const people = Object.values(answer.refPackage?.npcs?.ReferenceIds ?? {});
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person.RaceName).toBe('Dwarf');
    await context.close();
  });
});
