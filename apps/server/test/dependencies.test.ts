import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { apiError, freshDatabase, json, type TestApp, testApp, type TestDatabase } from './test-app';

const expectUnavailable = (response: LightMyRequestResponse, what: string) => {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  const error = apiError(response);
  expect(error.code, what).toBe('unavailable');
  expect(error.message, what).toMatch(/database is unavailable/);
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL going away while the server runs', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const url = new URL(database.databaseUrl!);
    proxy = await startTcpProxy(Number(url.port || 5432));
    url.port = String(proxy.port);
    t = await testApp({ database: { ...database, databaseUrl: url.href } });
    cookie = await t.signIn({ email: 'ilse@example.com', name: 'Ilse' });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, signedIn = true) =>
    t.app.inject({ method, url, headers: signedIn ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const save = { npc: { data: { Name: 'Ilse Varn' }, refPackage: {} } };

  it('keeps generators answering, answers 503 for what needs the database, and recovers without a restart', async () => {
    expect((await call('PUT', '/api/SaveNPC', save)).statusCode).toBe(200);
    await proxy.cut();

    for (const url of ['/api/GetNPC?seed=offline1', '/api/GetRumor?generationCount=5', '/api/Races']) {
      for (const signedIn of [true, false]) {
        const response = await call('GET', url, undefined, signedIn);
        expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
      }
    }
    const expansion = json<{ npc: { EmployedAt?: { type: string } }; refPackage: object }>(
      await call('GET', '/api/GetNPC?seed=offline2'),
    );
    expect(expansion.refPackage).toBeDefined();

    expectUnavailable(await call('GET', '/api/GetSavedNPCs'), 'listing saves');
    expectUnavailable(await call('PUT', '/api/SaveNPC', save), 'saving');
    expectUnavailable(await call('GET', '/api/CheckLoggedIn'), 'who is signed in');
    expectUnavailable(await call('GET', '/api/health'), 'health');
    expectUnavailable(await call('PUT', '/api/AddFeedback', { feedback: 'Still there?' }, false), 'feedback');
    expect((await call('GET', '/api/GetSavedNPCs', undefined, false)).statusCode, 'no cookie, no database needed').toBe(
      401,
    );

    await proxy.restore();
    await expect
      .poll(async () => (await call('GET', '/api/GetSavedNPCs')).statusCode, { timeout: 20_000, interval: 250 })
      .toBe(200);
    const listed = json<{ npcs: string[] }>(await call('GET', '/api/GetSavedNPCs'));
    expect(listed.npcs.map((n) => JSON.parse(n).data.Name)).toEqual(['Ilse Varn']);
    expect((await call('PUT', '/api/SaveNPC', save)).statusCode).toBe(200);
    expect(json(await call('GET', '/api/health'))).toEqual({ ok: true, db: 'postgres' });
  }, 60_000);
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis going away while the server runs', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy(Number(redis.port || 6379));
    database = await freshDatabase('sqlite');
    server = await startServerProcess({
      ...database,
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, RATE_LIMIT_PER_MINUTE: '20', LOG_LEVEL: 'info' },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  /** Requests from one client address (the server trusts X-Forwarded-For from its proxy). */
  const burst = async (address: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${server.baseUrl}/api/Races`, { headers: { 'x-forwarded-for': address } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ error: { code: 'rate_limited', message: expect.any(String) } });
      } else await response.arrayBuffer();
    }
    return statuses;
  };
  const lines = (pattern: RegExp) =>
    server
      .output()
      .split('\n')
      .filter((line) => pattern.test(line)).length;

  it('falls back to limits counted by the process, logged once, and shares them again when Redis returns', async () => {
    const unique = `${Date.now() % 200}.${Math.floor(Math.random() * 200)}`;
    const shared = await burst(`198.51.${unique}`, 21);
    expect(shared.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(shared[20]).toBe(429);

    await proxy.cut();
    const local = await burst(`198.18.${unique}`, 25);
    expect(local.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(local.slice(20).every((s) => s === 429)).toBe(true);
    const more = await burst(`198.19.${unique}`, 30);
    expect(more.filter((s) => s === 200)).toHaveLength(20);
    expect(lines(/Redis is unreachable/)).toBe(1);

    await proxy.restore();
    await expect.poll(() => lines(/Redis is reachable again/), { timeout: 20_000 }).toBe(1);
    const again = await burst(`198.20.${unique}`, 21);
    expect(again[20]).toBe(429);
    expect(lines(/Redis is unreachable/)).toBe(1);
  }, 60_000);
});

/** A self-signed certificate for 127.0.0.1, so a fake provider can speak HTTPS as a real one must. */
function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

describe('a sign-in provider that is down or answers garbage', () => {
  let database: TestDatabase;
  let provider: https.Server;
  let providerPort: number;
  let downPort: number;
  let certFile: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    const tls = selfSignedCertificate(database.dataDir);
    certFile = tls.certFile;
    // Answers everything with something that is not OpenID Connect.
    provider = https.createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
      if (request.url?.includes('openid-configuration')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer": [1, 2,');
      } else response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>');
    });
    providerPort = await freePort();
    await new Promise<void>((resolve) => provider.listen(providerPort, '127.0.0.1', resolve));
    downPort = await freePort();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await new Promise((resolve) => provider?.close(resolve));
    await database?.drop();
  });

  it.each([
    ['down', () => `https://127.0.0.1:${downPort}`],
    ['answering garbage', () => `https://127.0.0.1:${providerPort}`],
  ])(
    'when %s, shows a page saying sign-in is unavailable while the rest of the site works',
    async (_case, issuer) => {
      const server = await startServerProcess({
        ...database,
        env: {
          OIDC_ISSUER: issuer(),
          OIDC_CLIENT_ID: 'lorewright',
          OIDC_CLIENT_SECRET: 'secret',
          NODE_EXTRA_CA_CERTS: certFile,
        },
      });
      servers.push(server);
      const page = await fetch(`${server.baseUrl}/api/login/google`, {
        headers: { accept: 'text/html,application/xhtml+xml' },
        redirect: 'manual',
      });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const html = await page.text();
      expect(html).toContain('<h1>Sign-in is unavailable</h1>');
      expect(html).toContain('href="/"');
      expect(html).not.toContain('<script');

      const api = await fetch(`${server.baseUrl}/api/login/google`, { redirect: 'manual' });
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({
        error: { code: 'unavailable', message: expect.stringMatching(/Sign-in is unavailable/) },
      });

      expect((await fetch(`${server.baseUrl}/api/GetNPC?seed=nosignin`)).status).toBe(200);
      expect(await (await fetch(`${server.baseUrl}/api/CheckLoggedIn`)).json()).toEqual({ isValid: false });
      expect((await fetch(`${server.baseUrl}/api/Translate?language=Elvish&text=hello`)).status).toBe(200);
      await server.stop();
    },
    60_000,
  );
});
