import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { toGeneratorRequest } from '../generators/request';
import { GENERATORS } from '../generators';
import { checkStub } from '../generators/stub-check';
import { GENDERED_GROUP_WORDS, groupNameGender } from '../names/organization-name';
import { expandNpc, generateNpc } from '../npc';
import type { GroupStubEntity, NpcStub, NpcStubEntity, Settlement } from './entities';
import { createLinkContext, nameForMember, putNpcStub, reserveNpc } from './stubs';
import { putEntity, type RefPackage } from './ref-store';

/** A settlement of a size on a ground, with its package of stubs. */
function settlementOf(seed: string, size: string, environment: string): { data: Settlement; refPackage: RefPackage } {
  const def = GENERATORS.GetSettlement!;
  return def.generate(createRng(seed), toGeneratorRequest(def, { size, environments: environment } as never)) as {
    data: Settlement;
    refPackage: RefPackage;
  };
}

const npcStubs = (pkg: RefPackage): NpcStub[] =>
  Object.values(pkg.npcs?.ReferenceIds ?? {}).flatMap((e) =>
    (e as NpcStubEntity).Stub ? [(e as NpcStubEntity).Stub] : [],
  );

describe("a town's water on its people", () => {
  it('is told to everyone a settlement places, and to the relatives, boss and workplaces of each', () => {
    for (const seed of ['w1', 'w2', 'w3']) {
      const { data, refPackage } = settlementOf(seed, 'Village', 'Desert');
      const people = npcStubs(refPackage);
      expect(people.length).toBeGreaterThan(0);
      expect(people.map((p) => p.Water)).toEqual(people.map(() => data.Water));
      const stub = people[0]!;
      const made = expandNpc(stub, stub.Seed);
      const placed = npcStubs(made.refPackage).filter(
        (p) => p.Seed !== stub.Seed && p.Settlement?.type === stub.Settlement?.type,
      );
      expect(placed.length).toBeGreaterThan(0);
      expect(placed.map((p) => p.Water)).toEqual(placed.map(() => data.Water));
    }
  });

  it('is read from a settlement the package holds, unless whoever places the person says it', () => {
    const ctx = createLinkContext(createRng('held'), 'test');
    putEntity(ctx.pkg, 'settlements', {
      ReferenceData: { Set: true, Id: 'town.1' },
      Name: 'Thornby',
      Size: 'Hamlet',
      Water: 'none',
      Stub: { Seed: 'town.1', Name: 'Thornby' },
    } as never);
    const town = { text: 'Thornby', type: 'settlement-town.1' };
    const stubOf = (link: { type: string }) =>
      (ctx.pkg.npcs!.ReferenceIds[link.type.replace(/^npc-/, '')] as NpcStubEntity).Stub;
    const told = putNpcStub(ctx, reserveNpc(ctx), { Settlement: town });
    expect([stubOf(told).Water, stubOf(told).SettlementSize]).toEqual(['none', 'Hamlet']);
    const said = putNpcStub(ctx, reserveNpc(ctx), { Settlement: town, Water: 'river' });
    expect(stubOf(said).Water).toBe('river');
  });

  it('is checked when a stub arrives from a client', () => {
    const stub = {
      Seed: 's',
      Heritage: 'Human',
      Gender: 'Male',
      Name: { Given: 'Ano', Full: 'Ano', Pronunciation: 'AH-no' },
    };
    expect(checkStub('npcs', { ...stub, Water: 'coast' }).ok).toBe(true);
    expect(checkStub('npcs', { ...stub, Water: 'lake' }).ok).toBe(false);
  });
});

describe('building names that fit the size of their town', () => {
  it('give a hamlet or a village no townhouse, row, gate, high street or shambles', () => {
    const TOWN_WORDS =
      /\b(Townhouse|Row|Northgate|Saltgate|Gate|High Street|Shambles|Alley|Well Street|Bridge Street)\b/;
    const named: string[] = [];
    for (const size of ['Hamlet', 'Village']) {
      for (const environment of ['Desert', 'Grassland', 'Coastal']) {
        for (let i = 0; i < 4; i++) {
          const { refPackage } = settlementOf(`names-${size}-${environment}-${i}`, size, environment);
          for (const b of Object.values(refPackage.buildings?.ReferenceIds ?? {}) as unknown as {
            locationName: string;
          }[])
            if (TOWN_WORDS.test(b.locationName)) named.push(`${size}: ${b.locationName}`);
        }
      }
    }
    expect(named.slice(0, 10)).toEqual([]);
  });
});

describe('group names and the gender of their members', () => {
  it('name no group of one gender for a member of the other', () => {
    for (const { word, gender } of GENDERED_GROUP_WORDS) {
      const other = gender === 'Male' ? 'Female' : 'Male';
      const name = nameForMember(`The ${word} of the Sunken Eye`, other);
      expect(groupNameGender(name), name).toBeUndefined();
      expect(nameForMember(`The ${word} of the Sunken Eye`, gender)).toBe(`The ${word} of the Sunken Eye`);
    }
  });

  it('place no one in a group whose name says the other gender, from the person or from the group', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 300; i++) {
      const { npc, refPackage } = generateNpc(createRng(`group-gender-${i}`));
      const group = npc.MemberOf!.Group;
      const says = groupNameGender(group.text);
      if (says && says !== npc.Gender) wrong.push(`${npc.Name} (${npc.Gender}) in ${group.text}`);
      const stub = refPackage.groups?.ReferenceIds[group.type.replace(/^group-/, '')] as GroupStubEntity | undefined;
      expect(stub?.OrgName).toBe(group.text);
    }
    for (let i = 0; i < 60; i++) {
      const def = GENERATORS.GetOrganization!;
      const { organization, refPackage } = def.generate(
        createRng(`org-gender-${i}`),
        toGeneratorRequest(def, {} as never),
      ) as {
        organization: { OrgName: string; Leader: { type: string }; Members: { type: string }[] };
        refPackage: RefPackage;
      };
      const says = groupNameGender(organization.OrgName);
      for (const link of [organization.Leader, ...organization.Members]) {
        const person = refPackage.npcs?.ReferenceIds[link.type.replace(/^npc-/, '')] as { Gender: string } | undefined;
        if (says && person && person.Gender !== says) wrong.push(`${person.Gender} in ${organization.OrgName}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
