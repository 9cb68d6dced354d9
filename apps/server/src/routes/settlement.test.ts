import { partialPackage, type RefPackage, type Settlement } from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, testApp, type TestApp } from '../../test/test-app';

type SettlementAnswer = { data: Settlement; refPackage: RefPackage; seed: string };

describe('GetSettlement', () => {
  let t: TestApp;
  let city: SettlementAnswer;

  beforeAll(async () => {
    t = await testApp();
    city = json<SettlementAnswer>(
      await t.app.inject('/api/GetSettlement?seed=api-city&size=City&environments=Coastal'),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the settlement and its package, the same for the same seed', async () => {
    expect(city.data.Size).toBe('City');
    expect(city.data.Environment).toBe('Coastal');
    expect(city.data.Districts!.length).toBeGreaterThanOrEqual(6);
    expect(city.data.Interactive!.length).toBe(city.data.Districts!.length);
    const shop = city.data.Districts![0]!.Locations.Shops[0]!;
    expect(city.refPackage.buildings?.ReferenceIds[shop.type.replace('building-', '')]).toBeDefined();
    const again = await t.app.inject('/api/GetSettlement?seed=api-city&size=City&environments=Coastal');
    expect(again.body).toBe(JSON.stringify(city));
  });

  it('refuses sizes and environments it does not know, and Urban, which is no settlement environment', async () => {
    for (const query of ['size=Huge', 'environments=Moon', 'environments=Urban', 'size=Town,City&generationCount=3']) {
      const response = await t.app.inject(`/api/GetSettlement?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiError(response).code).toBe('bad_request');
    }
  });

  it('expands a building of the settlement to the same building every time, standing in it', async () => {
    const shop = city.data.Districts![1]!.Locations.Shops[0] ?? city.data.Districts![0]!.Locations.Shops[0]!;
    const id = shop.type.replace('building-', '');
    const body = { package: JSON.stringify(partialPackage(city.refPackage, [id])), objId: id, type: 'building' };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/GetExistingObject',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    const building = json<{ refPackage: RefPackage }>(first).refPackage.buildings!.ReferenceIds[id] as unknown as {
      locatedAt?: { type: string };
    };
    expect(building.locatedAt?.type).toBe(`settlement-${city.data.ReferenceData.Id}`);
    expect((await post()).body).toBe(first.body);
  });

  it('saves a metropolis with its package, lists it and deletes it', async () => {
    const big = json<SettlementAnswer>(await t.app.inject('/api/GetSettlement?seed=api-big&size=Metropolis'));
    const cookie = await t.signIn({ email: 'mapper@example.com', name: 'Mapper' });
    const saved = await t.call('PUT', '/api/SaveSettlement', cookie, {
      settlement: { data: big.data, refPackage: big.refPackage },
    });
    expect(saved.statusCode).toBe(200);
    const listed = json<{ settlements: string[] }>(await t.call('GET', '/api/GetSavedSettlements', cookie)).settlements;
    expect(listed).toHaveLength(1);
    const creation = JSON.parse(listed[0]!) as { id: string; data: Settlement };
    expect(creation.data.Name).toBe(big.data.Name);
    expect(creation.data.Interactive!.length).toBe(big.data.Districts!.length);
    const removed = await t.call('PUT', '/api/DeleteSavedSettlement', cookie, { creation: listed[0] });
    expect(removed.statusCode).toBe(200);
    expect(
      json<{ settlements: string[] }>(await t.call('GET', '/api/GetSavedSettlements', cookie)).settlements,
    ).toEqual([]);
  });
});
