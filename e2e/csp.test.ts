import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Links that leave the web app: sign-in, sign-out and API calls are not pages to crawl. */
const isPage = (path: string) => !path.startsWith('/api/') && !/^\/(login|logout)\/google/.test(path);

describe('content security policy', () => {
  it('is in force on every page reachable from the site, and nothing breaks it', async () => {
    const { page, context, baseUrl } = await openPage(browser);
    const origin = new URL(baseUrl).origin;
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && !['data:', 'blob:'].includes(url.protocol)) outside.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as unknown as { cspSeen?: string[] }).cspSeen ??= []);
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const queue = ['/'];
    const visited = new Set<string>();
    while (queue.length > 0 && visited.size < 80) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      if (visited.size % 10 === 1) {
        // A full load now and then checks the header on the document itself.
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
        expect(policy, path).toContain("default-src 'self'");
        expect(policy, path).toContain("script-src 'self'");
      } else {
        // The others as the app moves between pages: client-side, under the policy of that document.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      }
      await page.getByRole('heading').first().waitFor();
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { cspSeen?: string[] }).cspSeen ?? []), path).toEqual([]);
      const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of links) {
        const url = new URL(href);
        if (url.origin === origin && isPage(url.pathname) && !visited.has(url.pathname)) queue.push(url.pathname);
      }
    }
    expect(visited.size).toBeGreaterThan(10);
    expect(outside).toEqual([]);
    await context.close();
  }, 300_000);

  it('holds on the API documentation viewer, which loads nothing from elsewhere', async () => {
    const { page, context, baseUrl } = await openPage(browser);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(baseUrl).origin) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect((await response?.allHeaders())?.['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Lorewright API').first().waitFor();
    await page.getByText('/api/GetNPC').first().waitFor();
    expect(outside).toEqual([]);
    await context.close();
  }, 60_000);
});
