import { OPTION_LISTS } from '@lorewright/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASES, type TestApp, testApp } from '../test/test-app';
import { loadConfig } from './config';

const expectError = (body: unknown, code: string) => {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
};

const WEB_BUILD = {
  'index.html': '<!doctype html><title>Lorewright</title>',
  'assets/app-abc123.js': 'console.log(1)'.repeat(200),
  'prerendered/home.html': '<!doctype html><title>Lorewright</title><h2>Welcome</h2>',
  'prerendered/npcgenerator.html': '<!doctype html><title>Lorewright - NPC Generator</title><h2>NPC Generator</h2>',
};

describe.each(TEST_DATABASES)('app on %s', (name) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await testApp({ kind: name, webFiles: WEB_BUILD });
    app = t.app;
  });
  afterAll(async () => t?.close());

  it('reports health after a real query', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: name });
  });

  it('serves the changelog oldest first with versions, dates and changes', async () => {
    const entries = (await app.inject('/api/Changelog')).json() as {
      version: string;
      dateUpdated: string;
      changes: string[];
    }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.dateUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.changes.length).toBeGreaterThan(0);
    }
    const dates = entries.map((e) => e.dateUpdated);
    expect(dates).toEqual([...dates].sort());
  });

  it.each(Object.keys(OPTION_LISTS))('serves the option list %s, non-empty and without duplicates', async (list) => {
    const response = await app.inject(`/api/${list}`);
    expect(response.statusCode).toBe(200);
    const values = response.json() as string[];
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(['/api/Races', '/api/Changelog'])(
    'serves %s with an ETag and caching, and answers 304 to a browser that has it',
    async (url) => {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const stale = await app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual((await app.inject(url)).json());
    },
  );

  it('serves the eleven environments, eight group types and six settlement sizes', async () => {
    expect((await app.inject('/api/GetEnvironmentTypes')).json()).toHaveLength(11);
    expect((await app.inject('/api/GetOrganizationTypes')).json()).toHaveLength(8);
    expect((await app.inject('/api/GetSettlementSizes')).json()).toEqual([
      'Outpost',
      'Hamlet',
      'Village',
      'Town',
      'City',
      'Metropolis',
    ]);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject('/api/NoSuchThing');
    expect(response.statusCode).toBe(404);
    expectError(response.json(), 'not_found');
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/AddFeedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"feedback": ',
    });
    expect(response.statusCode).toBe(400);
    expectError(response.json(), 'bad_request');
  });

  it('refuses bodies over 1 MiB with a 413', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/AddFeedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ feedback: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expectError(response.json(), 'payload_too_large');
  });

  it('refuses cross-site writes', async () => {
    const crossSite = await app.inject({
      method: 'PUT',
      url: '/api/AddFeedback',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: { feedback: 'hello' },
    });
    expect(crossSite.statusCode).toBe(403);
    expectError(crossSite.json(), 'forbidden');
    const otherOrigin = await app.inject({
      method: 'PUT',
      url: '/api/AddFeedback',
      headers: { origin: 'https://evil.example', host: 'localhost', 'content-type': 'application/json' },
      payload: { feedback: 'hello' },
    });
    expect(otherOrigin.statusCode).toBe(403);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app for client routes, caches hashed assets and compresses', async () => {
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h2>Welcome</h2>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ url: '/changelog', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(WEB_BUILD['index.html']);
    expect(page.headers['cache-control']).toBe('no-cache');
    // A page the build wrote out is sent for its path, whatever its case, slash or query.
    for (const url of ['/npcgenerator', '/NPCGenerator/', '/npcgenerator?seed=abc'])
      expect((await app.inject(url)).body, url).toContain('<h2>NPC Generator</h2>');
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts requests made through two processes against one limit', async () => {
    const database = await freshDatabase('sqlite');
    const env = { REDIS_URL: process.env.TEST_REDIS_URL as string, RATE_LIMIT_PER_MINUTE: '3' };
    const apps: TestApp[] = [];
    for (let i = 0; i < 2; i++) apps.push(await testApp({ database, env }));
    const [a, b] = apps.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
    const address = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const hit = (app: FastifyInstance) => app.inject({ url: '/api/Races', remoteAddress: address });
    expect((await hit(a)).statusCode).toBe(200);
    expect((await hit(b)).statusCode).toBe(200);
    expect((await hit(a)).statusCode).toBe(200);
    const limited = await hit(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    for (const instance of apps) await instance.close();
    await database.drop();
  });
});
