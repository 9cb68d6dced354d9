import { describe, expect, it } from 'vitest';
import { signInWithDevProvider } from './browser-flow';
import { startServerProcess } from './server-process';
import { freshDatabase, TEST_DATABASES } from './test-app';

describe.each(TEST_DATABASES)('durability on %s', (kind) => {
  it('keeps a save that was acknowledged when the server is killed right after the answer', async () => {
    const database = await freshDatabase(kind);
    try {
      const first = await startServerProcess(database);
      const browser = await signInWithDevProvider(first.baseUrl, { name: 'Corwin Ash', email: 'corwin@example.com' });
      const saved = await browser.request('/api/SaveResultComponent', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: { type: 'rumor', component: [{ text: 'The bell-ringer hears voices in the tower.' }] },
        }),
      });
      expect(saved.status).toBe(200);
      await first.stop('SIGKILL');

      const second = await startServerProcess(database);
      try {
        const listed = await fetch(`${second.baseUrl}/api/GetSavedResultComponents`, {
          headers: { cookie: browser.cookieHeader() },
        });
        expect(listed.status).toBe(200);
        const components = ((await listed.json()) as { components: string[] }).components.map((c) => JSON.parse(c));
        expect(components).toMatchObject([
          { type: 'rumor', component: [{ text: 'The bell-ringer hears voices in the tower.' }] },
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  }, 90_000);
});
