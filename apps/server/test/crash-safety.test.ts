import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInWithDevProvider } from './browser-flow';
import { startServerProcess, type ServerProcess } from './server-process';
import { freshDatabase, TEST_DATABASES } from './test-app';

/** Acknowledged saves to reach (CRASH_SAVES; `npm run soak` asks for 1,000). */
const SAVES = Number(process.env.CRASH_SAVES ?? 100);
/** Times the server is killed along the way (CRASH_KILLS; each costs a restart). */
const KILLS = Number(process.env.CRASH_KILLS ?? 2);
/** Saves in flight at once. */
const CONCURRENCY = 8;

type Kind = 'npc' | 'settings' | 'init';
type Sent = { kind: Kind; key: string; body: object; url: string };

/** The i-th save: an NPC with a long backstory, a settings profile or an initiative configuration. */
function saveNumber(i: number): Sent {
  const key = `crash-${i}`;
  const kind: Kind = (['npc', 'settings', 'init'] as const)[i % 3]!;
  // Long enough that a half-written row could not pass for a whole one.
  const story = `${key} `.repeat(400);
  if (kind === 'npc') {
    return {
      kind,
      key,
      url: '/api/SaveNPC',
      body: { npc: { data: { Name: key, Backstory: story }, refPackage: { note: key } } },
    };
  }
  if (kind === 'settings') {
    const data = {
      useAdjectives: i % 2 === 0,
      globalRaceOptions: ['Elf', 'Dwarf'],
      globalEnvironmentOptions: [story.slice(0, 90)],
    };
    return { kind, key, url: '/api/SaveGeneric?typename=settings', body: { genericdata: { configName: key, data } } };
  }
  const data = Array.from({ length: 12 }, (_, n) => ({
    name: `${key} foe ${n}`,
    initiative: n,
    notes: story.slice(0, 200),
  }));
  return { kind, key, url: '/api/SaveGeneric?typename=init', body: { genericdata: { configName: key, data } } };
}

describe.each(TEST_DATABASES)('crash safety on %s', (dbKind) => {
  it(`keeps every one of ${SAVES} acknowledged saves through SIGKILLs at random moments, none half-written`, async () => {
    const database = await freshDatabase(dbKind);
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess(database);
      const cookie = (
        await signInWithDevProvider(server.baseUrl, { name: 'Crash', email: 'crash@example.com' })
      ).cookieHeader();
      const acknowledged = new Map<string, Sent>();
      const attempted = new Map<string, Sent>();
      let next = 0;
      let kills = 0;
      // Random moments to kill at, counted in acknowledged saves.
      const killPoints = Array.from({ length: KILLS }, () => randomInt(1, SAVES)).sort((a, b) => a - b);

      while (acknowledged.size < SAVES) {
        const current = server;
        // Kill at the next random moment, while saves are in flight.
        const killAfter = killPoints.find((point) => point > acknowledged.size) ?? Infinity;
        let killed = false;
        const worker = async () => {
          while (!killed && acknowledged.size < SAVES) {
            const sent = saveNumber(next++);
            attempted.set(sent.key, sent);
            try {
              const response = await fetch(`${current.baseUrl}${sent.url}`, {
                method: 'PUT',
                headers: { cookie, 'content-type': 'application/json' },
                body: JSON.stringify(sent.body),
              });
              if (response.status === 200) {
                await response.arrayBuffer();
                acknowledged.set(sent.key, sent);
              } else expect(response.status, await response.text()).toBe(200);
            } catch (error) {
              if (!killed) throw error;
            }
            if (!killed && acknowledged.size >= killAfter && acknowledged.size < SAVES) {
              killed = true;
              kills++;
              await current.stop('SIGKILL');
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        if (killed) server = await startServerProcess(database);
      }
      expect(kills).toBeGreaterThan(0);

      const get = async (url: string) => {
        const response = await fetch(`${server!.baseUrl}${url}`, { headers: { cookie } });
        expect(response.status).toBe(200);
        return response.json() as Promise<Record<string, string[]>>;
      };
      const stored = new Map<string, { kind: Kind; value: unknown }>();
      for (const text of (await get('/api/GetSavedNPCs')).npcs!) {
        const npc = JSON.parse(text) as { data: { Name: string } };
        stored.set(npc.data.Name, { kind: 'npc', value: npc });
      }
      for (const kind of ['settings', 'init'] as const) {
        for (const text of (await get(`/api/GetSavedGenerics?typename=${kind}`)).components!) {
          const config = JSON.parse(text) as { configName: string };
          stored.set(config.configName, { kind, value: config });
        }
      }
      for (const key of acknowledged.keys()) {
        expect(stored.has(key), `acknowledged save ${key} is missing`).toBe(true);
      }
      // Whatever is stored, acknowledged or not, is whole: exactly what was sent.
      for (const [key, { kind, value }] of stored) {
        const sent = attempted.get(key);
        expect(sent, `stored ${key} was never sent`).toBeDefined();
        expect(kind).toBe(sent!.kind);
        if (kind === 'npc') expect(value).toMatchObject((sent!.body as { npc: object }).npc);
        else expect(value).toMatchObject((sent!.body as { genericdata: object }).genericdata);
      }
      console.info(
        `crash safety on ${dbKind}: ${acknowledged.size} acknowledged, ${attempted.size} sent, ${stored.size} stored, ${kills} kills`,
      );
    } finally {
      await server?.stop();
      await database.drop();
    }
  }, 900_000);
});
