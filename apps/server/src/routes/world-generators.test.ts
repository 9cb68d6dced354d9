import {
  parseLinkType,
  type Building,
  type EntityLink,
  type Group,
  type Location,
  type RefPackage,
} from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, testApp, type TestApp } from '../../test/test-app';

type BuildingAnswer = { building: Building; refPackage: RefPackage; seed: string };
type GroupAnswer = { organization: Group; refPackage: RefPackage; seed: string };
type LocationAnswer = { location: Location; refPackage: RefPackage; seed: string };

describe('GetBuilding, GetOrganization and GetLocation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expand = (pkg: RefPackage, link: EntityLink) => {
    const target = parseLinkType(link.type)!;
    return t.app.inject({
      method: 'POST',
      url: '/api/GetExistingObject',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ package: JSON.stringify(pkg), objId: target.id, type: target.kind }),
    });
  };

  /** Expands every link and checks each opens to an entity of the name shown. */
  async function expectLinksOpen(pkg: RefPackage, links: readonly EntityLink[]) {
    for (const link of links) {
      const response = await expand(pkg, link);
      expect(response.statusCode, link.type).toBe(200);
      const target = parseLinkType(link.type)!;
      const entity = json<{ refPackage: RefPackage }>(response).refPackage[target.kind]!.ReferenceIds[target.id] as {
        ReferenceData: { Set: boolean };
      };
      expect(entity.ReferenceData.Set, link.type).toBe(true);
    }
  }

  it('builds a building of a chosen type whose people and town open, the same for the same seed', async () => {
    const url = '/api/GetBuilding?seed=api-smithy&location=Blacksmith,Tavern';
    const body = json<BuildingAnswer>(await t.app.inject(url));
    expect(['Blacksmith', 'Tavern']).toContain(body.building.locationType);
    expect(body.seed).toBe('api-smithy');
    expect(body.building.inventory.length).toBeGreaterThan(0);
    await expectLinksOpen(body.refPackage, [
      body.building.buildingOwner,
      ...body.building.employees,
      ...body.building.regularCustomers,
      body.building.locatedAt!,
    ]);
    expect((await t.app.inject(url)).body).toBe(JSON.stringify(body));
  });

  it('builds a group with a sigil whose leader and members open', async () => {
    const body = json<GroupAnswer>(
      await t.app.inject('/api/GetOrganization?seed=api-guild&organizationtype=Guild&alignment=good'),
    );
    expect([body.organization.Type, body.organization.Alignment]).toEqual(['Guild', 'good']);
    expect(body.organization.SVG).toMatchObject({
      Outline: expect.any(String),
      OutlineColor: expect.stringMatching(/^#/),
      Symbol: expect.any(String),
      SymbolColor: expect.stringMatching(/^#/),
    });
    await expectLinksOpen(body.refPackage, [body.organization.Leader, ...body.organization.Members]);
  });

  it('builds a location whose history names a person who opens', async () => {
    const body = json<LocationAnswer>(await t.app.inject('/api/GetLocation?seed=api-cave&location=Cave'));
    expect(body.location.Type).toBe('Cave');
    expect(body.location.Desc.length).toBeGreaterThan(40);
    const links = body.location.History.filter((part) => parseLinkType(part.type)) as EntityLink[];
    await expectLinksOpen(body.refPackage, [...links, body.location.Near!]);
  });

  it.each([
    ['/api/GetBuilding?location=Castle', 'location'],
    ['/api/GetOrganization?organizationtype=Smugglers', 'organizationtype'],
    ['/api/GetOrganization?alignment=chaotic', 'alignment'],
    ['/api/GetLocation?location=Tavern', 'location'],
    ['/api/GetBuilding?generationCount=3', 'generationCount'],
  ])('refuses %s with a 400 naming %s', async (url, param) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    const body = json<{ error: { code: string; message: string } }>(response);
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain(param);
  });
});
