import { GUIDELINE_ROWS, type Monster } from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, testApp, type TestApp } from '../../test/test-app';

describe('the bestiary, GetMonster and GetEncounter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every SRD creature and answers each as a Monster', async () => {
    const index = json<{ monsters: { id: string; name: string; cr: number; type: string; size: string }[] }>(
      await t.app.inject('/api/GetSrdMonsters'),
    );
    expect(index.monsters).toHaveLength(334);
    expect(index.monsters[0]).toEqual({ id: 'aboleth', name: 'Aboleth', cr: 10, type: 'Aberration', size: 'Large' });
    const goblin = json<{ monster: Monster }>(await t.app.inject('/api/GetSrdMonster?id=goblin')).monster;
    expect(goblin.Name).toBe('Goblin');
    expect(goblin.ArmorClass).toBe(15);
    expect(goblin.HitPoints).toBe(7);
    expect(goblin.Stats.Stat_Dexterity).toBe(14);
    expect(goblin.Environments.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown creature and 400 without an id', async () => {
    const unknown = await t.app.inject('/api/GetSrdMonster?id=snark');
    expect(unknown.statusCode).toBe(404);
    expect(apiError(unknown).code).toBe('not_found');
    const missing = await t.app.inject('/api/GetSrdMonster');
    expect(missing.statusCode).toBe(400);
    expect(apiError(missing).code).toBe('bad_request');
  });

  it('GetMonster answers the monster itself with its seed, on the guideline row of the chosen CR', async () => {
    const body = json<Monster & { seed: string }>(await t.app.inject('/api/GetMonster?cr=5&type=Undead&seed=m5'));
    expect(body.seed).toBe('m5');
    expect(body.ChallengeRating).toBe(5);
    expect(body.Type).toBe('Undead');
    const row = GUIDELINE_ROWS.find((r) => r.value === 5);
    expect(body.XP).toBe(row?.xp);
    expect(body.ProfBonus).toBe(row?.proficiencyBonus);
    const again = await t.app.inject('/api/GetMonster?cr=5&type=Undead&seed=m5');
    expect(again.body).toBe(JSON.stringify(body));
    const random = json<Monster>(await t.app.inject('/api/GetMonster?cr=-1&type=Random'));
    expect(random.Name).toBeTruthy();
    const fraction = json<Monster>(await t.app.inject('/api/GetMonster?cr=0.125'));
    expect(fraction.ChallengeRating).toBe(0.125);
  });

  it('GetEncounter answers results with creature links', async () => {
    const body = json<{ data: { type: string; component: { type?: string; optionalData?: unknown }[] }[] }>(
      await t.app.inject('/api/GetEncounter?type=Combat&environments=Forest&cr=3&generationCount=5&seed=e1'),
    );
    expect(body.data).toHaveLength(5);
    for (const result of body.data) {
      expect(result.type).toBe('Combat Encounter');
      expect(result.component.some((p) => p.type === 'srdmonster' || p.type === 'monster')).toBe(true);
    }
  });

  it.each([
    '/api/GetMonster?cr=31',
    '/api/GetMonster?cr=abc',
    '/api/GetMonster?type=Robot',
    '/api/GetMonster?cr=1&cr=2',
    '/api/GetEncounter?type=Dance',
    '/api/GetEncounter?environments=Moon',
    '/api/GetEncounter?cr=0.3',
  ])('refuses %s with 400', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(apiError(response).code).toBe('bad_request');
  });
});
