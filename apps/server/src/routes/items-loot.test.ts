import {
  ITEM_TYPES,
  LOOT_SIZES,
  LOOT_TYPES,
  parseLinkType,
  type Item,
  type ItemLinkData,
  type Loot,
  type RefPackage,
} from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, testApp, type TestApp } from '../../test/test-app';

type ItemAnswer = { data: Item[]; refPackage: RefPackage; seed: string };
type LootAnswer = { data: Loot; seed: string };

describe('items and loot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('serves the option lists', async () => {
    expect(json(await t.app.inject('/api/GetItemTypes'))).toEqual([...ITEM_TYPES]);
    expect(json(await t.app.inject('/api/GetLootSizes'))).toEqual([...LOOT_SIZES]);
    expect(json(await t.app.inject('/api/GetLootTypes'))).toEqual([...LOOT_TYPES]);
  });

  it('GetItem answers items of the chosen type whose history links expand', async () => {
    const body = json<ItemAnswer>(await t.app.inject('/api/GetItem?item=Wand&generationCount=5&seed=wands'));
    expect(body.data).toHaveLength(5);
    expect(body.data.every((item) => item.Type === 'Wand')).toBe(true);
    const link = body.data[0]!.History.find((part) => parseLinkType(part.type))!;
    const target = parseLinkType(link.type)!;
    const expanded = await t.app.inject({
      method: 'POST',
      url: '/api/GetExistingObject',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ package: JSON.stringify(body.refPackage), objId: target.id, type: target.kind }),
    });
    expect(expanded.statusCode).toBe(200);
  });

  it('GetLoot totals its parts, and each item link rebuilds the same item through GetItem', async () => {
    const body = json<LootAnswer>(
      await t.app.inject('/api/GetLoot?size=Large&type=Treasure,Magic%20Items&type=Potions&seed=hoard1'),
    );
    const parts = body.data.value.flatMap((list) => list.List);
    expect(body.data.totalWorth).toBe(parts.reduce((sum, part) => sum + part.worth, 0));
    const links = parts.filter((part) => part.text[0]?.type === 'item');
    expect(links.length).toBeGreaterThan(0);
    for (const part of links) {
      const data = part.text[0]!.optionalData as ItemLinkData;
      const item = json<ItemAnswer>(
        await t.app.inject(`/api/GetItem?item=${encodeURIComponent(data.item)}&seed=${data.seed}`),
      ).data[0]!;
      expect(item.Name).toBe(part.text[0]!.text);
      expect(item.Worth).toBe(part.worth);
    }
  });

  it.each([
    ['/api/GetItem?item=Sword', 'item'],
    ['/api/GetLoot?size=Huge', 'size'],
    ['/api/GetLoot?type=Treasure,Bogus', 'type'],
    ['/api/GetLoot?size=Pocket&type=Coins&seed=bad%20seed', 'seed'],
    ['/api/GetItem?generationCount=3', 'generationCount'],
  ])('answers 400 to %s', async (url, param) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(apiError(response).code).toBe('bad_request');
    expect(apiError(response).message).toContain(param);
  });

  it('saves a generated item with its package, lists it and deletes it', async () => {
    const cookie = await t.signIn({ email: 'gm@example.com' });
    const { data, refPackage } = json<ItemAnswer>(await t.app.inject('/api/GetItem?seed=keep'));
    const saved = await t.call('PUT', '/api/SaveItem', cookie, { item: { data: data[0], refPackage } });
    expect(saved.statusCode).toBe(200);
    const items = json<{ items: string[] }>(await t.call('GET', '/api/GetSavedItems', cookie)).items;
    expect(JSON.parse(items[0]!).data.Name).toBe(data[0]!.Name);
    expect((await t.call('PUT', '/api/DeleteSavedItem', cookie, { creation: items[0] })).statusCode).toBe(200);
    expect(json<{ items: string[] }>(await t.call('GET', '/api/GetSavedItems', cookie)).items).toEqual([]);
  });
});
