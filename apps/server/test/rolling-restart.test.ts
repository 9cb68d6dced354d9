import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { signInWithDevProvider } from './browser-flow';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { freshDatabase } from './test-app';

/**
 * A minimal load balancer: round robin over the backends, and, as real ones do, a request that
 * could not be delivered (connection refused) or that a closing server turned away (503 with
 * `Connection: close`, nothing done) is sent to the next backend.
 */
async function startBalancer(backends: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let turn = 0;
  const reasons: string[] = [];
  const forward = (target: string, request: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer } | undefined>((resolve) => {
      const outgoing = http.request(
        `${target}${request.url}`,
        { method: request.method, headers: { ...request.headers, host: new URL(target).host }, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const closing = response.statusCode === 503 && response.headers.connection === 'close';
            if (closing) reasons.push(`${target}: closing`);
            resolve(
              closing
                ? undefined
                : { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) },
            );
          });
        },
      );
      outgoing.on('error', (error) => {
        reasons.push(`${target}: ${error.message}`);
        resolve(undefined);
      });
      outgoing.end(body);
    });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      for (let attempt = 0; attempt < backends.length * 10; attempt++) {
        const answer = await forward(backends[turn++ % backends.length]!, request, body);
        if (answer) {
          response.writeHead(answer.status, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
          response.end(answer.body);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      response.writeHead(502).end(
        JSON.stringify({
          error: { code: 'internal', message: `No server answered: ${reasons.slice(-6).join('; ')}` },
        }),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes behind one PostgreSQL and Redis', () => {
  it('keep serving generators and saves while one of them restarts', async () => {
    const database = await freshDatabase('postgres');
    const env = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : undefined;
    const ports = [await freePort(), await freePort()];
    const servers: ServerProcess[] = await Promise.all(
      ports.map((port) => startServerProcess({ ...database, env, port })),
    );
    const balancer = await startBalancer(servers.map((s) => s.baseUrl));
    try {
      const cookie = (
        await signInWithDevProvider(servers[1]!.baseUrl, { name: 'Rook', email: 'rook@example.com' })
      ).cookieHeader();
      const failures: string[] = [];
      const savedNames: string[] = [];
      let requests = 0;
      let running = true;
      const client = async (id: number) => {
        for (let i = 0; running; i++) {
          const save = i % 3 === 0;
          const name = `Rook ${id}-${i}`;
          const response = await fetch(`${balancer.url}${save ? '/api/SaveNPC' : `/api/GetNPC?seed=roll${id}x${i}`}`, {
            method: save ? 'PUT' : 'GET',
            headers: { cookie, 'content-type': 'application/json' },
            ...(save ? { body: JSON.stringify({ npc: { data: { Name: name }, refPackage: {} } }) } : {}),
          });
          requests++;
          if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
          else {
            await response.arrayBuffer();
            if (save) savedNames.push(name);
          }
        }
      };
      const clients = Promise.all([1, 2, 3].map(client));

      await new Promise((resolve) => setTimeout(resolve, 1000));
      process.kill(servers[0]!.pid, 'SIGTERM');
      expect(await servers[0]!.exited).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      servers[0] = await startServerProcess({ ...database, env, port: ports[0] });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      running = false;
      await clients;

      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(20);
      const listed = await fetch(`${servers[0].baseUrl}/api/GetSavedNPCs`, { headers: { cookie } });
      const names = ((await listed.json()) as { npcs: string[] }).npcs.map((n) => JSON.parse(n).data.Name as string);
      expect(names.sort()).toEqual(savedNames.sort());
    } finally {
      await balancer.close();
      for (const server of servers) await server.stop();
      await database.drop();
    }
  }, 180_000);
});
