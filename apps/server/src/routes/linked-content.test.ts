import { parseLinkType, type Building, type Npc, type RefPackage, type ResultComponent } from '@lorewright/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, testApp, type TestApp } from '../../test/test-app';

type LinkedAnswer = { data: ResultComponent[]; refPackage: RefPackage; seed: string };

describe('rumors, mundane events and quests link what they name', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expand = (pkg: RefPackage, objId: string, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/GetExistingObject',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ package: JSON.stringify(pkg), objId, type }),
    });

  it.each(['GetRumor', 'GetMundaneEvent', 'GetProblem'])(
    '%s answers a package whose stubs GetExistingObject expands to the people and places printed',
    async (name) => {
      const body = json<LinkedAnswer>(await t.app.inject(`/api/${name}?seed=linked-content&generationCount=10`));
      expect(body.data).toHaveLength(10);
      const links = body.data.flatMap((r) => r.component).filter((part) => parseLinkType(part.type));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const target = parseLinkType(link.type)!;
        const response = await expand(body.refPackage, target.id, target.kind);
        expect(response.statusCode, link.type).toBe(200);
        const entity = json<{ refPackage: RefPackage }>(response).refPackage[target.kind]?.ReferenceIds[target.id];
        expect(entity?.ReferenceData.Set).toBe(true);
        const shown =
          target.kind === 'npcs'
            ? (entity as Npc).Name
            : target.kind === 'buildings'
              ? (entity as Building).locationName
              : (entity as unknown as { Name: string }).Name;
        expect(shown).toBe(link.text);
      }
      const again = await t.app.inject(`/api/${name}?seed=linked-content&generationCount=10`);
      expect(again.body).toBe(JSON.stringify(body));
    },
  );
});
