import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_COOKIE, SESSION_COOKIE } from '../src/auth/cookies';
import { createSession, hashToken } from '../src/users/sessions.repository';
import { upsertSignedInUser } from '../src/users/users.repository';
import { ADMIN_EMAIL, apiError, json, setCookies, TEST_DATABASES, type TestApp, testApp } from './test-app';

describe.each(TEST_DATABASES)('session calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, ...headers } : headers });

  it('answers signed out to anonymous callers', async () => {
    expect(json(await get('/api/CheckLoggedIn'))).toEqual({ isValid: false });
    expect(json(await get('/api/GetIsAdmin'))).toEqual({ isAdmin: false });
    const name = await get('/api/GetUserName');
    expect(name.statusCode).toBe(401);
    expect(apiError(name).code).toBe('unauthorized');
  });

  it('knows a signed-in user, and an admin by verified email in any case', async () => {
    const user = await t.signIn({ email: 'quill@example.com', name: 'Quill' });
    expect(json(await get('/api/CheckLoggedIn', user))).toEqual({ isValid: true });
    expect(json(await get('/api/GetUserName', user))).toEqual({ name: 'Quill' });
    expect(json(await get('/api/GetIsAdmin', user))).toEqual({ isAdmin: false });

    const admin = await t.signIn({ email: ADMIN_EMAIL.toUpperCase(), name: 'Warden' });
    expect(json(await get('/api/GetIsAdmin', admin))).toEqual({ isAdmin: true });

    const unverified = await t.signIn({ email: ADMIN_EMAIL, subject: 'someone-else', emailVerified: false });
    expect(json(await get('/api/GetIsAdmin', unverified))).toEqual({ isAdmin: false });
  });

  it('ignores unknown, malformed and expired session cookies', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=${'a'.repeat(43)}`,
      `${SESSION_COOKIE}=%%%`,
      `${SESSION_COOKIE}=`,
      'other=1',
    ]) {
      expect(json(await get('/api/CheckLoggedIn', cookie))).toEqual({ isValid: false });
    }
    const user = await upsertSignedInUser(t.db, {
      issuer: 'https://id.test.invalid',
      subject: 'old-timer',
      email: 'old@example.com',
      emailVerified: true,
      name: 'Old Timer',
    });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const token = await createSession(t.db, user.id, 30, longAgo);
    expect(json(await get('/api/CheckLoggedIn', `${SESSION_COOKIE}=${token}`))).toEqual({ isValid: false });
  });

  it('stores only the hash of the session token', async () => {
    const cookie = await t.signIn({ email: 'hash@example.com' });
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('signs out: revokes the session on the server, clears the cookie and goes home', async () => {
    const cookie = await t.signIn({ email: 'leaving@example.com' });
    const token = cookie.split('=')[1] ?? '';
    const out = await get('/api/logout/google', cookie);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(setCookies(out).join('\n')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`, 'm'));
    expect(json(await get('/api/CheckLoggedIn', cookie))).toEqual({ isValid: false });
    const left = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(left).toEqual([]);
    expect((await get('/api/logout/google')).statusCode).toBe(302);
  });

  it('starts a sign-in with a short-lived HttpOnly, SameSite=Lax cookie, Secure behind HTTPS', async () => {
    const plain = await get('/api/login/google');
    expect(plain.statusCode).toBe(302);
    const location = new URL(String(plain.headers.location));
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('client_id')).toBe('lorewright-dev');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const cookie = setCookies(plain).find((c) => c.startsWith(`${LOGIN_COOKIE}=`)) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/login');
    expect(cookie).not.toContain('Secure');

    const secure = await get('/api/login/google', undefined, { 'x-forwarded-proto': 'https', host: 'lore.example' });
    expect(String(secure.headers.location)).toMatch(/^https:\/\/lore\.example\/oidc\/auth\?/);
    expect(setCookies(secure).find((c) => c.startsWith(`${LOGIN_COOKIE}=`))).toContain('Secure');
  });

  it('refuses a callback without a sign-in in progress, creating no session', async () => {
    const before = await t.db.selectFrom('sessions').select('token_hash').execute();
    for (const cookie of [undefined, `${LOGIN_COOKIE}=unknown-login-id`]) {
      const response = await get('/api/login/google/callback?code=abc&state=xyz', cookie);
      expect(response.statusCode).toBe(400);
      expect(apiError(response).code).toBe('bad_request');
      expect(setCookies(response).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    }
    expect(await t.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(before.length);
  });

  it('refuses a callback whose state does not match, and the sign-in cannot be retried', async () => {
    const start = await get('/api/login/google');
    const loginCookie = (setCookies(start).find((c) => c.startsWith(`${LOGIN_COOKIE}=`)) ?? '').split(';')[0] ?? '';
    const wrong = await get('/api/login/google/callback?code=abc&state=not-the-state', loginCookie);
    expect(wrong.statusCode).toBe(400);
    expect(apiError(wrong).message).toMatch(/sign-in/i);
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const again = await get(`/api/login/google/callback?code=abc&state=${state}`, loginCookie);
    expect(again.statusCode).toBe(400);
    expect(apiError(again).message).toMatch(/expired or was already used/);
  });

  it('serves the development provider discovery document at /oidc', async () => {
    const response = await get('/oidc/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.issuer).toBe('http://localhost/oidc');
    expect(body.authorization_endpoint).toBe('http://localhost/oidc/auth');
    expect(body.code_challenge_methods_supported).toContain('S256');
  });

  it('answers an expired development sign-in page kindly', async () => {
    const response = await get('/oidc/interaction/no-such-interaction');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in has expired');
  });
});

describe('sign-in configuration', () => {
  it('refuses the development provider in production: login answers an error and /oidc is not mounted', async () => {
    const t = await testApp({ env: { NODE_ENV: 'production' } });
    try {
      const login = await t.app.inject({ method: 'GET', url: '/api/login/google' });
      expect(login.statusCode).toBe(404);
      expect(apiError(login).message).toMatch(/not configured/);
      const oidc = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      expect(oidc.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with only part of the OIDC settings', async () => {
    await expect(testApp({ env: { OIDC_ISSUER: 'https://accounts.example.com' } })).rejects.toThrow(/OIDC_CLIENT_ID/);
  });

  it('uses PUBLIC_URL for the issuer and the redirect address when set', async () => {
    const t = await testApp({ env: { PUBLIC_URL: 'https://tales.example.org' } });
    try {
      const login = await t.app.inject({ method: 'GET', url: '/api/login/google', headers: { host: 'internal:3000' } });
      const location = new URL(String(login.headers.location));
      expect(location.origin).toBe('https://tales.example.org');
      expect(location.searchParams.get('redirect_uri')).toBe('https://tales.example.org/api/login/google/callback');
    } finally {
      await t.close();
    }
  });
});
