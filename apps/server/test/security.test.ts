import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/cookies';
import { Browser } from './browser-flow';
import { startServerProcess, type ServerProcess } from './server-process';
import { ADMIN_EMAIL, apiError, freshDatabase, json, type TestApp, testApp, type TestDatabase } from './test-app';

/** Routes that belong to the sign-in provider or the documentation viewer, not to the API proper. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

describe('access to every route, from the route table', () => {
  let t: TestApp;
  let user: string;
  let admin: string;

  beforeAll(async () => {
    t = await testApp();
    user = await t.signIn({ email: 'player@example.com', name: 'Player' });
    admin = await t.signIn({ email: ADMIN_EMAIL, name: 'Admin' });
  });
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace('*', 'x'),
      headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      ...(method === 'GET' ? {} : { payload: '{}' }),
    });

  it('has restricted routes to check', () => {
    const restricted = t.app.routeTable.filter((r) => r.access);
    expect(restricted.filter((r) => r.access === 'user').length).toBeGreaterThan(20);
    expect(restricted.filter((r) => r.access === 'admin').length).toBeGreaterThanOrEqual(5);
  });

  it('refuses an anonymous caller (401) on every route for signed-in users, and a player (403) on every admin route', async () => {
    const checked: string[] = [];
    for (const route of t.app.routeTable.filter((r) => r.access)) {
      const what = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, route.url);
      expect(anonymous.statusCode, what).toBe(401);
      expect(apiError(anonymous).code, what).toBe('unauthorized');
      const forged = await call(route.method, route.url, `${SESSION_COOKIE}=${'B'.repeat(43)}`);
      expect(forged.statusCode, what).toBe(401);
      if (route.access === 'admin') {
        const player = await call(route.method, route.url, user);
        expect(player.statusCode, what).toBe(403);
        expect(apiError(player).code, what).toBe('forbidden');
        const allowed = await call(route.method, route.url, admin);
        expect([401, 403], what).not.toContain(allowed.statusCode);
      } else {
        const allowed = await call(route.method, route.url, user);
        expect([401, 403], what).not.toContain(allowed.statusCode);
      }
      checked.push(what);
    }
    expect(checked.length).toBe(t.app.routeTable.filter((r) => r.access).length);
  });

  it('lets an anonymous caller use every route that declares no restriction', async () => {
    for (const route of t.app.routeTable.filter((r) => !r.access && isApiRoute(r.url))) {
      const response = await call(route.method, route.url);
      expect(
        [401, 403],
        `${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      ).not.toContain(response.statusCode);
    }
  });

  it('describes every API route in the OpenAPI document, with its answers and the error shape', async () => {
    const document = json<{
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
            security?: unknown[];
          }
        >
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>(await t.app.inject('/api/openapi.json'));
    expect(document.components.securitySchemes.session).toBeDefined();
    for (const route of t.app.routeTable.filter((r) => isApiRoute(r.url) && r.url !== '/api/openapi.json')) {
      const what = `${route.method} ${route.url}`;
      const operation = document.paths[route.url]?.[route.method.toLowerCase()];
      expect(operation, `${what} is missing from the document`).toBeDefined();
      const statuses = Object.keys(operation!.responses);
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        what,
      ).toBe(true);
      for (const status of [
        '429',
        '500',
        '503',
        ...(route.access ? ['401'] : []),
        ...(route.access === 'admin' ? ['403'] : []),
      ]) {
        const schema = operation!.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.properties, `${what} ${status}`).toHaveProperty('error');
      }
      expect((operation!.security ?? []).length > 0, what).toBe(route.access !== undefined);
    }
  });

  it('serves the API viewer from the package, under the content security policy, and the document as JSON', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, 'every asset is served from the site').not.toMatch(/^(https?:)?\/\//);
      const response = await t.app.inject(new URL(asset, 'http://site/api/docs/').pathname);
      expect(response.statusCode, asset).toBe(200);
    }
    const missing = await t.app.inject('/api/docs/static/nothing-here.js');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.app.inject({ method: 'HEAD', url: '/api/docs' })).statusCode).toBe(200);
    const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.body, 'no address of another site in the code').not.toMatch(/["'`]https?:\/\//);
    expect(json(await t.app.inject('/api/openapi.json'))).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('limits feedback per address: the 31st in a minute gets 429 in the error shape and stores nothing', async () => {
    const send = (address: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/AddFeedback',
        remoteAddress: address,
        payload: { feedback: 'The tavern names repeat.', email: '', toolInfo: 'names' },
      });
    const before = await t.countRows('feedback');
    for (let i = 0; i < 30; i++) expect((await send('203.0.113.7')).statusCode).toBe(200);
    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(apiError(limited).code).toBe('rate_limited');
    expect(await t.countRows('feedback')).toBe(before + 30);
    expect((await send('203.0.113.8')).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    server = await startServerProcess(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** Signs in through the development provider; the callback arrives as if through an HTTPS proxy when asked. */
  async function sessionCookie(viaHttps: boolean): Promise<string> {
    const browser = new (class extends Browser {
      override request(url: string, init: RequestInit = {}) {
        if (!viaHttps || !url.includes('/api/login/google/callback')) return super.request(url, init);
        const headers = new Headers(init.headers);
        headers.set('x-forwarded-proto', 'https');
        return super.request(url, { ...init, headers }).then((response) => {
          captured = response.headers.getSetCookie();
          return response;
        });
      }
    })(server.baseUrl);
    let captured: string[] = [];
    const form = await browser.follow('/api/login/google');
    const action = /<form method="post" action="([^"]+)"/.exec(await form.response.text())?.[1] ?? '';
    const done = await browser.follow(
      new URL(action.replaceAll('&amp;', '&'), form.url).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Wren', email: 'wren@example.com' }).toString(),
      },
      '/login',
    );
    const cookies = viaHttps ? captured : done.response.headers.getSetCookie();
    return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  }

  it('is HttpOnly and SameSite=Lax, and Secure only behind HTTPS', async () => {
    const plain = await sessionCookie(false);
    expect(plain).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{20,}`));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Secure');
    const secure = await sessionCookie(true);
    expect(secure).toContain('HttpOnly');
    expect(secure).toContain('SameSite=Lax');
    expect(secure).toContain('Secure');
  }, 60_000);
});
