import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_COOKIE, SESSION_COOKIE } from '../src/auth/cookies';
import { Browser, signInWithDevProvider } from './browser-flow';
import { ADMIN_EMAIL, TEST_DATABASES, type TestApp, testApp } from './test-app';

describe.each(TEST_DATABASES)('sign-in over real HTTP with the development provider (%s)', (kind) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await testApp({ kind });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t?.close());

  const call = async (browser: Browser, method: string, url: string, body?: unknown) => {
    const response = await browser.request(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('sends the browser to the provider with PKCE, state and nonce, and shows a development sign-in form', async () => {
    const browser = new Browser(baseUrl);
    const start = await browser.request('/api/login/google');
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location') ?? '');
    expect(target.origin + target.pathname).toBe(`${baseUrl}/oidc/auth`);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(`${baseUrl}/api/login/google/callback`);
    expect(browser.cookie(LOGIN_COOKIE)).toBeTruthy();

    const form = await browser.follow(target.href);
    expect(form.response.status).toBe(200);
    const html = await form.response.text();
    expect(html).toContain('development sign-in');
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
  });

  it('signs in, keeps saves per user, and signs out server side', async () => {
    const ada = await signInWithDevProvider(baseUrl, { name: 'Ada Quill', email: 'ada@example.com' });
    expect(ada.cookie(SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ada.cookie(LOGIN_COOKIE)).toBeUndefined();
    expect((await call(ada, 'GET', '/api/CheckLoggedIn')).body).toEqual({ isValid: true });
    expect((await call(ada, 'GET', '/api/GetUserName')).body).toEqual({ name: 'Ada Quill' });
    expect((await call(ada, 'GET', '/api/GetIsAdmin')).body).toEqual({ isAdmin: false });

    const saved = await call(ada, 'PUT', '/api/SaveMonster', { monster: { Name: 'Ash Wyrm', ChallengeRating: '5' } });
    expect(saved.status).toBe(200);
    const listed = await call(ada, 'GET', '/api/GetSavedMonsters');
    expect(listed.body.monsters).toHaveLength(1);
    const creation = listed.body.monsters[0] as string;
    expect(JSON.parse(creation)).toMatchObject({ Name: 'Ash Wyrm', id: saved.body.id, savedAt: saved.body.savedAt });

    const bram = await signInWithDevProvider(baseUrl, { name: 'Bram', email: 'bram@example.com' });
    expect((await call(bram, 'GET', '/api/GetUserName')).body).toEqual({ name: 'Bram' });
    expect((await call(bram, 'GET', '/api/GetSavedMonsters')).body).toEqual({ monsters: [] });
    const stolen = await call(bram, 'PUT', '/api/DeleteSavedMonster', { creation });
    expect(stolen.status).toBe(404);
    expect((await call(ada, 'GET', '/api/GetSavedMonsters')).body.monsters).toEqual([creation]);

    expect((await call(ada, 'PUT', '/api/DeleteSavedMonster', { creation })).status).toBe(200);
    expect((await call(ada, 'GET', '/api/GetSavedMonsters')).body).toEqual({ monsters: [] });

    const token = ada.cookie(SESSION_COOKIE);
    const out = await ada.request('/api/logout/google');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(ada.cookie(SESSION_COOKIE)).toBeUndefined();
    const replayed = await fetch(`${baseUrl}/api/CheckLoggedIn`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(await replayed.json()).toEqual({ isValid: false });
    expect((await call(bram, 'GET', '/api/CheckLoggedIn')).body).toEqual({ isValid: true });
  });

  it('signs the same person in as the same user, and recognizes an admin by email', async () => {
    const first = await signInWithDevProvider(baseUrl, { name: 'Cora', email: 'cora@example.com' });
    await call(first, 'PUT', '/api/SaveItem', { item: { data: { Name: 'Lantern of Hours' } } });
    const again = await signInWithDevProvider(baseUrl, { name: 'Cora Vale', email: 'Cora@Example.com' });
    expect((await call(again, 'GET', '/api/GetSavedItems')).body.items).toHaveLength(1);
    expect((await call(again, 'GET', '/api/GetUserName')).body).toEqual({ name: 'Cora Vale' });

    const admin = await signInWithDevProvider(baseUrl, { name: 'Warden', email: ADMIN_EMAIL.toUpperCase() });
    expect((await call(admin, 'GET', '/api/GetIsAdmin')).body).toEqual({ isAdmin: true });
    expect((await call(admin, 'GET', '/api/GetAllUsers')).status).toBe(200);
  });

  it('refuses a replayed or forged callback and creates no session', async () => {
    const browser = new Browser(baseUrl);
    const start = await browser.request('/api/login/google');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    const forged = await browser.request(`/api/login/google/callback?code=made-up&state=${state}`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const replay = await browser.request(`/api/login/google/callback?code=made-up&state=${state}`);
    expect(replay.status).toBe(400);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('shows the form again with a message when the email is not valid', async () => {
    const browser = new Browser(baseUrl);
    const form = await browser.follow('/api/login/google');
    const action = /action="([^"]+)"/.exec(await form.response.text())?.[1] ?? '';
    const response = await browser.request(new URL(action, form.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Dee&email=not-an-email',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="not-an-email"');
  });
});
