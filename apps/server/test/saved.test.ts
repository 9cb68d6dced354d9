import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, TEST_DATABASES, type TestApp, testApp } from './test-app';

const withPackage = (data: Record<string, unknown>) => ({
  data,
  refPackage: { npcs: { ReferenceIds: {}, Keys: [], CurrentId: 0 } },
});

/** Every saved-creation family: its call names, body key, list key and a valid creation. */
const KINDS = [
  {
    type: 'Monster',
    query: '',
    bodyKey: 'monster',
    listKey: 'monsters',
    sample: { Name: 'Ash Wyrm', ChallengeRating: '5' },
  },
  {
    type: 'NPC',
    query: '',
    bodyKey: 'npc',
    listKey: 'npcs',
    sample: withPackage({ Name: 'Mira Thorn', RaceName: 'Human' }),
  },
  {
    type: 'Building',
    query: '',
    bodyKey: 'building',
    listKey: 'buildings',
    sample: withPackage({ locationName: 'The Salt Lamp' }),
  },
  {
    type: 'Settlement',
    query: '',
    bodyKey: 'settlement',
    listKey: 'settlements',
    sample: withPackage({ Name: 'Greywater', Size: 2 }),
  },
  {
    type: 'Location',
    query: '',
    bodyKey: 'location',
    listKey: 'locations',
    sample: withPackage({ Name: 'Hollow Barrow', Desc: 'A mound.' }),
  },
  {
    type: 'Organization',
    query: '',
    bodyKey: 'organization',
    listKey: 'organizations',
    sample: withPackage({ OrgName: 'The Ember Guild' }),
  },
  { type: 'Item', query: '', bodyKey: 'item', listKey: 'items', sample: { data: { Name: 'Lantern of Hours' } } },
  {
    type: 'ResultComponent',
    query: '',
    bodyKey: 'data',
    listKey: 'components',
    sample: { type: 'Rumor', component: [{ text: 'The miller hides a second cellar.' }] },
  },
  {
    type: 'Component',
    query: '?typename=collection',
    bodyKey: 'data',
    listKey: 'components',
    sample: {
      Title: 'Festival of Lamps',
      ResultComponent: [{ type: 'Holiday', component: [{ text: 'Lanterns float.' }] }],
    },
  },
] as const;

describe.each(TEST_DATABASES)('saved creations and configurations (%s)', (kind) => {
  let t: TestApp;
  let ada: string;
  let bram: string;

  beforeAll(async () => {
    t = await testApp({ kind });
    ada = await t.signIn({ email: 'ada@example.com', name: 'Ada' });
    bram = await t.signIn({ email: 'bram@example.com', name: 'Bram' });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.call(method, url, cookie, payload);
  const count = () => t.countRows('saved_creations');

  describe.each(KINDS)('$type', ({ type, query, bodyKey, listKey, sample }) => {
    const list = (cookie?: string) => call('GET', `/api/GetSaved${type}s${query}`, cookie);
    const save = (cookie: string | undefined, payload: unknown) =>
      call('PUT', `/api/Save${type}${query}`, cookie, payload);
    const remove = (cookie: string | undefined, payload: unknown) =>
      call('PUT', `/api/DeleteSaved${type}${query}`, cookie, payload);

    it('saves, lists newest first with id and savedAt, and deletes by string or object', async () => {
      const first = await save(ada, { [bodyKey]: sample });
      expect(first.statusCode).toBe(200);
      const stamp = json(first);
      expect(stamp.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(stamp.savedAt).toISOString()).toBe(stamp.savedAt);
      const second = json(await save(ada, { [bodyKey]: { ...sample, extra: 2 } }));

      const listed = json(await list(ada))[listKey] as string[];
      expect(listed).toHaveLength(2);
      expect(listed.every((s) => typeof s === 'string')).toBe(true);
      const parsed = listed.map((s) => JSON.parse(s));
      expect(parsed.map((p) => p.id)).toEqual([second.id, stamp.id]);
      expect(parsed[1]).toEqual({ ...sample, id: stamp.id, savedAt: stamp.savedAt });

      expect(json(await list(bram))[listKey]).toEqual([]);
      const foreign = await remove(bram, { creation: listed[0] });
      expect(foreign.statusCode).toBe(404);
      expect(apiError(foreign).code).toBe('not_found');
      expect(json(await list(ada))[listKey]).toHaveLength(2);

      expect((await remove(ada, { creation: listed[0] })).statusCode).toBe(200);
      expect((await remove(ada, { creation: parsed[1] })).statusCode).toBe(200);
      expect(json(await list(ada))[listKey]).toEqual([]);
      expect((await remove(ada, { creation: listed[0] })).statusCode).toBe(404);
    });

    it('answers 401 to anonymous callers, before looking at the body', async () => {
      for (const response of [
        await list(),
        await save(undefined, { [bodyKey]: sample }),
        await save(undefined, {}),
        await remove(undefined, { creation: '{}' }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(apiError(response).code).toBe('unauthorized');
      }
      expect(await count()).toBe(0);
    });

    it('refuses bad bodies with a message naming the field, saving nothing', async () => {
      const bad = [{}, { [bodyKey]: 'text' }, { [bodyKey]: [1, 2] }, { [bodyKey]: null }, { other: sample }];
      for (const payload of bad) {
        const response = await save(ada, payload);
        expect(response.statusCode).toBe(400);
        expect(apiError(response).message).toContain(bodyKey);
      }
      for (const payload of [
        {},
        { creation: 5 },
        { creation: 'not json' },
        { creation: '{"name":"no id"}' },
        { creation: { id: 7 } },
      ]) {
        const response = await remove(ada, payload);
        expect(response.statusCode).toBe(400);
        expect(apiError(response).message).toContain('creation');
      }
      expect(await count()).toBe(0);
    });
  });

  it('checks the shape of wrapped creations, result components and collections', async () => {
    const cases: [string, unknown][] = [
      ['/api/SaveNPC', { npc: { Name: 'no data wrapper' } }],
      ['/api/SaveNPC', { npc: { data: 'x', refPackage: {} } }],
      ['/api/SaveResultComponent', { data: { type: 'Rumor' } }],
      ['/api/SaveResultComponent', { data: { type: 3, component: [] } }],
      ['/api/SaveComponent?typename=collection', { data: { ResultComponent: [] } }],
    ];
    for (const [url, payload] of cases) {
      const response = await call('PUT', url, ada, payload);
      expect(response.statusCode, url).toBe(400);
      expect(apiError(response).message).toMatch(/body parameter "(npc|data)/);
    }
    expect(await count()).toBe(0);
  });

  it('requires typename=collection on the collection calls', async () => {
    for (const url of ['/api/GetSavedComponents', '/api/GetSavedComponents?typename=other']) {
      const response = await call('GET', url, ada);
      expect(response.statusCode).toBe(400);
      expect(apiError(response).message).toContain('typename');
    }
    const response = await call('PUT', '/api/SaveComponent', ada, { data: KINDS[8].sample });
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('refuses writes from another site', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/SaveMonster',
      headers: { cookie: ada, origin: 'https://evil.example' },
      payload: { monster: { Name: 'Forged' } },
    });
    expect(response.statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  describe('settings profiles and initiative configurations', () => {
    const settings = { useAdjectives: false, globalRaceOptions: ['Elf', 'Dwarf'], globalEnvironmentOptions: [] };
    const init = [{ id: 0, init: 14, subInit: 0, name: 'Goblin', ac: 13, hp: 7, maxHp: 7, info: '', parent: -1 }];
    const generics = async (typename: string, cookie = ada) =>
      (json(await call('GET', `/api/GetSavedGenerics?typename=${typename}`, cookie)).components as string[]).map((s) =>
        JSON.parse(s),
      );
    const stored = async () =>
      Number(
        (
          await t.db
            .selectFrom('saved_generics')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('saves, replaces by name, lists and deletes', async () => {
      const put = (url: string, genericdata: unknown, cookie = ada) => call('PUT', url, cookie, { genericdata });
      expect(
        (await put('/api/SaveGeneric?typename=settings', { configName: '  Elves only ', data: settings })).statusCode,
      ).toBe(200);
      expect((await put('/api/SaveGeneric?typename=init', { configName: 'Ambush', data: init })).statusCode).toBe(200);
      expect(await generics('settings')).toEqual([{ configName: 'Elves only', data: settings }]);
      expect(await generics('init')).toEqual([{ configName: 'Ambush', data: init }]);
      expect(await generics('settings', bram)).toEqual([]);

      const changed = { ...settings, useAdjectives: true };
      await put('/api/SaveGeneric?typename=settings', { configName: 'Elves only', data: changed });
      expect(await generics('settings')).toEqual([{ configName: 'Elves only', data: changed }]);

      const missing = await put(
        '/api/DeleteSavedGeneric?typename=settings',
        { configName: 'Elves only', data: changed },
        bram,
      );
      expect(missing.statusCode).toBe(404);
      expect(
        (await put('/api/DeleteSavedGeneric?typename=settings', { configName: 'Elves only', data: changed }))
          .statusCode,
      ).toBe(200);
      expect(await generics('settings')).toEqual([]);
      expect(
        (await put('/api/DeleteSavedGeneric?typename=init', { configName: 'Ambush', data: init })).statusCode,
      ).toBe(200);
      expect(await stored()).toBe(0);
    });

    it('refuses blank names, Default for settings, unknown typenames and malformed data', async () => {
      const cases: [string, unknown, RegExp][] = [
        ['/api/SaveGeneric?typename=settings', { configName: '   ', data: settings }, /genericdata\.configName/],
        [
          '/api/SaveGeneric?typename=settings',
          { configName: 'Default', data: settings },
          /genericdata\.configName.*Default/,
        ],
        ['/api/SaveGeneric?typename=settings', { configName: ' default ', data: settings }, /Default/],
        [
          '/api/SaveGeneric?typename=settings',
          { configName: 'Odd', data: { useAdjectives: 'yes' } },
          /genericdata\.data\.useAdjectives/,
        ],
        ['/api/SaveGeneric?typename=settings', { configName: 'Odd' }, /genericdata\.data/],
        ['/api/SaveGeneric?typename=init', { configName: 'Odd', data: { not: 'a list' } }, /genericdata\.data/],
        ['/api/SaveGeneric?typename=weather', { configName: 'Odd', data: settings }, /typename/],
        ['/api/SaveGeneric', { configName: 'Odd', data: settings }, /typename/],
        ['/api/SaveGeneric?typename=settings', { configName: 'x'.repeat(101), data: settings }, /configName/],
        ['/api/SaveGeneric?typename=settings', 'not an object', /genericdata/],
      ];
      for (const [url, genericdata, message] of cases) {
        const response = await call('PUT', url, ada, { genericdata });
        expect(response.statusCode, JSON.stringify(genericdata)).toBe(400);
        expect(apiError(response).message).toMatch(message);
      }
      expect(await stored()).toBe(0);
      const initDefault = await call('PUT', '/api/SaveGeneric?typename=init', ada, {
        genericdata: { configName: 'Default', data: init },
      });
      expect(initDefault.statusCode).toBe(200);
      await call('PUT', '/api/DeleteSavedGeneric?typename=init', ada, { genericdata: { configName: 'Default' } });
    });

    it('answers 401 to anonymous callers', async () => {
      const responses = [
        await call('GET', '/api/GetSavedGenerics?typename=settings'),
        await call('PUT', '/api/SaveGeneric?typename=settings', undefined, {
          genericdata: { configName: 'A', data: settings },
        }),
        await call('PUT', '/api/DeleteSavedGeneric?typename=settings', undefined, { genericdata: { configName: 'A' } }),
      ];
      for (const response of responses) expect(response.statusCode).toBe(401);
      expect(await stored()).toBe(0);
    });

    it('feeds a saved profile to the generators', async () => {
      await call('PUT', '/api/SaveGeneric?typename=settings', ada, {
        genericdata: { configName: 'Quiet', data: settings },
      });
      const { findSettingsProfile } = await import('../src/users/generics.repository');
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@example.com')
        .executeTakeFirstOrThrow();
      expect(await findSettingsProfile(t.db, user.id, 'Quiet')).toEqual({
        useAdjectives: false,
        heritages: ['Elf', 'Dwarf'],
      });
      await call('PUT', '/api/DeleteSavedGeneric?typename=settings', ada, { genericdata: { configName: 'Quiet' } });
    });
  });
});
