import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_COOKIE } from '../src/auth/cookies';
import { Browser, signInWithDevProvider } from './browser-flow';
import { apiError, freshDatabase, json, type TestApp, testApp, type TestDatabase } from './test-app';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    first = await testApp({ database });
    second = await testApp({ database });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const address = first.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('share sessions and saves: what one instance starts, the other honors', async () => {
    const browser = await signInWithDevProvider(baseUrl, { name: 'Ada', email: 'ada@example.com' });
    const cookie = browser.cookieHeader();
    const onSecond = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      second.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

    expect(json(await onSecond('GET', '/api/CheckLoggedIn'))).toEqual({ isValid: true });
    expect(json(await onSecond('GET', '/api/GetUserName'))).toEqual({ name: 'Ada' });

    const saved = json(
      await onSecond('PUT', '/api/SaveNPC', { npc: { data: { Name: 'Mira Thorn' }, refPackage: {} } }),
    );
    const listed = await browser.request('/api/GetSavedNPCs');
    const npcs = ((await listed.json()) as { npcs: string[] }).npcs;
    expect(npcs.map((s) => JSON.parse(s).id)).toEqual([saved.id]);

    expect((await onSecond('GET', '/api/logout/google')).statusCode).toBe(302);
    const after = await browser.request('/api/CheckLoggedIn');
    expect(await after.json()).toEqual({ isValid: false });
  });

  it('keep a started sign-in in the database, so any instance can receive the callback', async () => {
    const browser = new Browser(baseUrl);
    const start = await browser.request('/api/login/google');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    const callback = await second.app.inject({
      method: 'GET',
      url: `/api/login/google/callback?code=made-up&state=${state}`,
      headers: { cookie: `${LOGIN_COOKIE}=${browser.cookie(LOGIN_COOKIE)}`, host: new URL(baseUrl).host },
    });
    expect(callback.statusCode).toBe(400);
    expect(apiError(callback).message).not.toMatch(/expired or was already used/);
  });
});
