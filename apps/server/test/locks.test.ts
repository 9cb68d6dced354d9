import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, type TestApp, testApp } from './test-app';

describe('locked facts in a generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t?.close());

  it('takes NPC locks, and answers 400 naming the lock for one it cannot keep', async () => {
    const kept = await t.app.inject('/api/GetNPC?seed=locked&lock=job:Blacksmith&lock=heritage:Dwarf');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ npc: { Job: 'Blacksmith', RaceName: 'Dwarf' } });
    for (const lock of ['colour:red', 'name:abc', 'heritage:Dragon']) {
      const refused = await t.app.inject(`/api/GetNPC?lock=${encodeURIComponent(lock)}`);
      expect(refused.statusCode, lock).toBe(400);
      expect(apiError(refused).message).toContain('"lock"');
    }
    const elsewhere = await t.app.inject('/api/GetGoal?lock=job:Blacksmith');
    expect(elsewhere.statusCode).toBe(400);
  });
});
