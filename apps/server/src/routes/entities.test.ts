import { partialPackage, type Npc, type RefPackage } from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, testApp, type TestApp } from '../../test/test-app';

type NpcAnswer = { npc: Npc; race: string; refPackage: RefPackage; seed: string; engineVersion: string };

describe('GetNPC and GetExistingObject', () => {
  let t: TestApp;
  let generated: NpcAnswer;

  beforeAll(async () => {
    t = await testApp();
    generated = json<NpcAnswer>(await t.app.inject('/api/GetNPC?seed=linked1'));
  });
  afterAll(async () => {
    await t.close();
  });

  const expand = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/GetExistingObject',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('answers a person, their heritage and a package, the same for the same seed', async () => {
    expect(generated.seed).toBe('linked1');
    expect(generated.race).toBe(generated.npc.RaceName);
    expect(generated.refPackage.npcs?.ReferenceIds[generated.npc.ReferenceData.Id]?.ReferenceData.Set).toBe(true);
    const again = await t.app.inject('/api/GetNPC?seed=linked1');
    expect(again.body).toBe(JSON.stringify(generated));
  });

  it('honors the gender and heritage choices and refuses unknown values', async () => {
    const female = json<NpcAnswer>(await t.app.inject('/api/GetNPC?seed=g1&gender=Female&race=Dwarf'));
    expect(female.npc.Gender).toBe('Female');
    expect(female.race).toBe('Dwarf');
    const any = await t.app.inject('/api/GetNPC?seed=g1&gender=Any');
    expect(any.statusCode).toBe(200);
    const bad = await t.app.inject('/api/GetNPC?gender=Robot');
    expect(bad.statusCode).toBe(400);
    expect(apiError(bad).message).toMatch(/gender/);
  });

  it('expands a stub of the package into a loaded entity with its new stubs', async () => {
    const buildingId = generated.npc.EmployedAt!.type.replace('building-', '');
    const body = {
      package: JSON.stringify(partialPackage(generated.refPackage, [buildingId])),
      objId: buildingId,
      type: 'building',
    };
    const response = await expand(body);
    expect(response.statusCode).toBe(200);
    const { refPackage } = json<{ refPackage: RefPackage }>(response);
    const building = refPackage.buildings?.ReferenceIds[buildingId];
    expect(building?.ReferenceData.Set).toBe(true);
    expect(refPackage.npcs?.Keys.length).toBeGreaterThan(0);
    expect((await expand(body)).body).toBe(response.body);
  });

  it('accepts the kind as a link prefix or a store name, in any case', async () => {
    const groupId = generated.npc.MemberOf!.Group.type.replace('group-', '');
    for (const type of ['group', 'groups', 'Group']) {
      const response = await expand({ package: JSON.stringify(generated.refPackage), objId: groupId, type });
      expect(response.statusCode, type).toBe(200);
    }
  });

  it('answers 400 in the error shape for a malformed package, an unknown type or a missing id', async () => {
    const pkg = JSON.stringify(generated.refPackage);
    const id = generated.npc.ReferenceData.Id;
    const cases = [
      { body: { package: '{not json', objId: id, type: 'npc' }, message: /package/ },
      { body: { package: '[1,2]', objId: id, type: 'npc' }, message: /package/ },
      { body: { package: '{"npcs": 3}', objId: id, type: 'npc' }, message: /package/ },
      { body: { package: pkg, objId: id, type: 'dragon' }, message: /type/ },
      { body: { package: pkg, objId: 'no-such-id', type: 'npc' }, message: /objId/ },
      { body: { package: pkg, objId: id, type: 'building' }, message: /objId/ },
      { body: { package: pkg, type: 'npc' }, message: /objId/ },
    ];
    for (const { body, message } of cases) {
      const response = await expand(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = apiError(response);
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(message);
    }
  });

  it('refuses a stub whose decided fields were tampered with', async () => {
    const tampered = structuredClone(generated.refPackage);
    const residenceId = generated.npc.Residence!.type.replace('building-', '');
    const stub = tampered.buildings!.ReferenceIds[residenceId] as unknown as { Stub: { Owner: unknown } };
    stub.Stub.Owner = { text: 'Nobody', type: 'group-x' };
    const response = await expand({ package: JSON.stringify(tampered), objId: residenceId, type: 'building' });
    expect(response.statusCode).toBe(400);
    expect(apiError(response).message).toMatch(/Owner/);
  });
});
