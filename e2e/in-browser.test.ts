import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const results = (page: Page) => page.getByTestId('results');

/** The text of the results once they are in (no placeholder left). */
async function resultsText(page: Page): Promise<string> {
  await results(page).locator('article').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => results(page).getAttribute('aria-busy')).toBe('false');
  return results(page).innerText();
}

/** Makes one API call fail as if the network were down. */
const cutOff = (page: Page, api: string) =>
  page.route(
    (url) => url.pathname === `/api/${api}`,
    (route) => route.abort('internetdisconnected'),
  );

const madeHere = (page: Page) => page.getByRole('status').filter({ hasText: 'Made in your browser' });

describe('generation in the browser when the server cannot be reached', () => {
  it.each([
    ['/namegenerator?seed=e2e-local&count=10&race=Elf&race=Orc', 'GetName'],
    ['/countrynamegenerator?seed=e2e-local&count=5', 'GetCountryName'],
    ['/questgenerator?seed=e2e-local&count=5', 'GetProblem'],
    ['/rumorgenerator?seed=e2e-local&count=5', 'GetRumor'],
    ['/holidaygenerator?seed=e2e-local&count=5&adjective=false', 'GetHoliday'],
    ['/weathergenerator?seed=e2e-local&count=5&environments=Desert', 'GetWeather'],
    ['/miscgenerator?seed=e2e-local&count=10', 'GetMiscGenerator'],
    ['/appearancegenerator?seed=e2e-local&count=5&race=Tiefling', 'GetAppearance'],
  ])('%s shows what the server gives for the same seed', async (path, api) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const online = await resultsText(page);
    expect(await madeHere(page).count()).toBe(0);

    const offline = await context.newPage();
    await cutOff(offline, api);
    await offline.goto(path);
    await madeHere(offline).waitFor({ timeout: 20_000 });
    expect(await resultsText(offline)).toBe(online);
    await context.close();
  });

  it('makes the same NPC, and opens its links the same way, without the server', async () => {
    const { page, context } = await openPage(browser);
    const path = '/npcgenerator?seed=e2e-local&race=Dwarf';
    const openWorkplace = async (p: Page) => {
      await results(p).locator('.sheet-line').filter({ hasText: /^Job:/ }).locator('button.entity-link').click();
      const building = p.getByRole('dialog').locator('article[aria-label^="Building:"]');
      await building.waitFor({ timeout: 20_000 });
      return building.innerText();
    };
    await page.goto(path);
    const online = await resultsText(page);
    const onlineBuilding = await openWorkplace(page);

    const offline = await context.newPage();
    await cutOff(offline, 'GetNPC');
    await cutOff(offline, 'GetExistingObject');
    await offline.goto(path);
    await madeHere(offline).waitFor({ timeout: 20_000 });
    expect(await resultsText(offline)).toBe(online);
    expect(await openWorkplace(offline)).toBe(onlineBuilding);
    await context.close();
  });

  it('still says so when neither the server nor the engine can be reached', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/goalgenerator?seed=e2e-local');
    await resultsText(page);
    await cutOff(page, 'GetGoal');
    await page.route('**/assets/in-browser-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^Generate New/ }).click();
    await page.getByRole('alert').getByText('Could not reach the server').waitFor();
    expect(await page.getByRole('button', { name: /^Generate New/ }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('without a connection', () => {
  it('opens the site again once visited, and generates in the browser', async () => {
    const { page, context } = await openPage(browser, undefined, undefined, { serviceWorkers: 'allow' });
    const path = '/questgenerator?seed=e2e-offline&count=5';
    await page.goto(path);
    const online = await resultsText(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    // The engine for the browser is fetched quietly a few seconds after the first results.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cached = await Promise.all(
              (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
            );
            return cached.flat().some((request) => new URL(request.url).pathname.startsWith('/assets/in-browser-'));
          }),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await madeHere(page).waitFor({ timeout: 20_000 });
    expect(await resultsText(page)).toBe(online);
    await page.getByRole('link', { name: 'Goal Generator' }).click();
    await page.waitForURL(/\/goalgenerator/);
    await page.getByRole('heading', { name: 'Goal Generator' }).waitFor({ timeout: 20_000 });
    await madeHere(page).waitFor({ timeout: 20_000 });
    // The quest page's results leave as the goal page's arrive: wait for the new ones.
    await expect
      .poll(
        async () =>
          (
            await results(page)
              .innerText()
              .catch(() => '')
          ).trim().length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(20);
    expect(await results(page).innerText()).not.toBe(online);
    // A page never opened before comes up from the app shell as its own page, not as the last one seen.
    await page.goto('/spellgenerator?seed=e2e-offline');
    await page.getByRole('heading', { name: 'Spell Generator', level: 2 }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Goal Generator', level: 2 }).count()).toBe(0);
    await madeHere(page).waitFor({ timeout: 20_000 });
    await context.setOffline(false);
    await context.close();
  }, 90_000);
});
