import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../core/rng';
import { SWEEP_SIZE, textProblems } from '../core/text-checks';
import {
  ALIGNMENTS,
  BUILDING_TYPES,
  GROUP_CAUSES,
  GUILD_TYPES,
  HERITAGES,
  LOCATION_TYPES,
  ORGANIZATION_TYPES,
  TENDED_BUILDING_TYPES,
} from '../data/options';
import { BUILDING_GRAMMAR } from '../building/building-grammar';
import { LOCATION_FACTS, LOCATION_STATES } from '../location/location-facts';
import { LOCATION_GRAMMAR } from '../location/location-grammar';
import { toPlainText } from '../text/rich-text';
import { BUILDING_PROFILES } from '../world/building-types';
import { worldProse, worldText } from '../world/draw';
import type { Building, Group, Location, Npc } from '../world/entities';
import { findEntity, type RefPackage } from '../world/ref-store';
import { expandEntity } from './expand';
import { GENERATORS } from './index';
import {
  badValues,
  danglingLinks,
  groupsAgainstTheirCause,
  groupsLedByAnother,
  groupsLedByTheWrongHand,
  groupsOffTheWater,
  namesOffTheirGround,
  unansweredLinks,
} from './world-checks';
import type { GeneratorRequest } from '../core/generator';

const SEEDS = 500;
const request = (choices: Record<string, string[]> = {}): GeneratorRequest => ({
  count: 1,
  adjectives: true,
  heritages: HERITAGES,
  choices,
});

const generate = <T>(name: 'GetBuilding' | 'GetOrganization' | 'GetLocation', seed: string, choices = {}) =>
  GENERATORS[name]!.generate(createRng(seed), request(choices)) as T & { refPackage: RefPackage };

/**
 * Every problem of a generated entity and its package: missing values, dangling or one-sided
 * links, towns named off their ground, groups led by someone other than their name says, groups
 * with a cause their alignment cannot stand for, seafaring groups in towns with no water, and
 * groups led by someone whose work may not head them.
 */
function packageProblems(entity: unknown, pkg: RefPackage): string[] {
  return [
    ...badValues(entity),
    ...danglingLinks(pkg),
    ...unansweredLinks(pkg),
    ...namesOffTheirGround(pkg),
    ...groupsLedByAnother(pkg),
    ...groupsAgainstTheirCause(pkg),
    ...groupsOffTheWater(pkg),
    ...groupsLedByTheWrongHand(pkg),
  ];
}

const cleanText = (text: string, what: string) => expect(textProblems(text), `${what}: ${text}`).toEqual([]);

type BuildingAnswer = { building: Building };
type GroupAnswer = { organization: Group };
type LocationAnswer = { location: Location };

describe('GetBuilding', () => {
  it('fills every field, links only to what its package holds, and prices its goods with its markup', () => {
    for (let i = 0; i < SEEDS; i++) {
      const { building: b, refPackage } = generate<BuildingAnswer>('GetBuilding', `building-${i}`);
      expect(packageProblems(b, refPackage), `seed building-${i}`).toEqual([]);
      expect(findEntity(refPackage, b.ReferenceData.Id)?.entity).toEqual(b);
      const profile = BUILDING_PROFILES[b.locationType];
      expect(b.isShop).toBe(profile.isShop);
      if (!b.isShop) expect(b.markup).toBe(0);
      if (b.locationType === 'Residence') expect(b.inventory).toEqual([]);
      for (const section of b.inventory) {
        const items = profile.goods?.find((s) => s.type === section.type)?.items ?? [];
        expect(section.result.length).toBeGreaterThan(0);
        for (const good of section.result) {
          const base = items.find(([name]) => name === good.name)?.[1];
          expect(base, `${b.locationType}: ${good.name}`).toBeDefined();
          expect(good.price).toBe(Math.max(1, Math.round((base! * (100 + b.markup)) / 100)));
          expect(Number.isInteger(good.price) && good.price > 0).toBe(true);
        }
      }
      const owner = findEntity(refPackage, b.buildingOwner.type.replace(/^npc-/, ''))?.entity as Npc | undefined;
      expect(owner?.ReferenceData, `owner of ${b.locationName}`).toBeDefined();
      for (const text of [b.knownFor, b.appearance.exterior, b.appearance.interior, toPlainText(b.rumor)]) {
        cleanText(text, b.locationType);
      }
    }
  }, 120_000);

  it('keeps to the chosen types, and its owner runs it, lives in it or tends it, in the same town', () => {
    for (const type of BUILDING_TYPES) {
      const { building: b, refPackage } = generate<BuildingAnswer>('GetBuilding', `type-${type}`, { location: [type] });
      expect(b.locationType).toBe(type);
      const ownerId = b.buildingOwner.type.replace(/^npc-/, '');
      const expanded = expandEntity(refPackage, ownerId);
      expect(expanded.ok).toBe(true);
      const owner = expanded.ok ? (expanded.value.npcs!.ReferenceIds[ownerId] as Npc) : undefined;
      const place = type === 'Residence' ? owner?.Residence : owner?.EmployedAt;
      expect(place?.type, `${type}: the owner's sheet names the building`).toBe(`building-${b.ReferenceData.Id}`);
      const stubTown = (refPackage.npcs!.ReferenceIds[ownerId] as Npc & { Stub: { Settlement?: unknown } }).Stub
        .Settlement;
      expect(stubTown, type).toEqual(b.locatedAt);
    }
    const openAir = BUILDING_TYPES.filter((t) => BUILDING_PROFILES[t].category === 'open');
    expect([...TENDED_BUILDING_TYPES].sort(), 'open-air places are the tended ones').toEqual(openAir.sort());
  }, 60_000);

  it('gives the same building for the same seed and at least 950 different names in 1,000', () => {
    expect(JSON.stringify(generate('GetBuilding', 'same'))).toBe(JSON.stringify(generate('GetBuilding', 'same')));
    const names = new Set<string>();
    for (let i = 0; i < 1000; i++)
      names.add(generate<BuildingAnswer>('GetBuilding', `names-${i}`).building.locationName);
    expect(names.size).toBeGreaterThanOrEqual(950);
  }, 120_000);

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} drawn descriptions`, () => {
    const rng = createRng('building-sweep');
    for (let i = 0; i < SWEEP_SIZE / 3; i++) {
      const type = rng.pick(BUILDING_TYPES);
      const tags = [BUILDING_PROFILES[type].category, type];
      for (const root of ['exterior', 'interior', 'knownFor'] as const) {
        const text = worldText(rng.fork(i).fork(root), BUILDING_GRAMMAR, root, { tags, adjectives: i % 2 === 0 });
        if (textProblems(text).length > 0) cleanText(text, `${type} ${root}`);
      }
    }
  }, 120_000);
});

describe('GetOrganization', () => {
  it('fills every field, draws a sigil from the allowed sets and keeps to the chosen type and alignment', () => {
    const outlines = new Set(['Shield', 'Gear', 'Circle', 'Triangle', 'Heart', 'Scroll']);
    for (let i = 0; i < SEEDS; i++) {
      const type = ORGANIZATION_TYPES[i % ORGANIZATION_TYPES.length]!;
      const alignment = ALIGNMENTS[i % ALIGNMENTS.length]!;
      const { organization: g, refPackage } = generate<GroupAnswer>('GetOrganization', `group-${i}`, {
        organizationtype: [type],
        alignment: [alignment],
      });
      expect(packageProblems(g, refPackage), `seed group-${i}`).toEqual([]);
      expect([g.Type, g.Alignment]).toEqual([type, alignment]);
      expect(g.TypeValue).toBe(ORGANIZATION_TYPES.indexOf(type));
      expect(g.AlignValue).toBe(ALIGNMENTS.indexOf(alignment));
      expect(outlines.has(g.SVG!.Outline)).toBe(true);
      expect(g.SVG!.OutlineColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(g.SVG!.SymbolColor).not.toBe(g.SVG!.OutlineColor);
      if (type === 'CauseBased') expect(GROUP_CAUSES).toContain(g.Cause);
      if (type === 'Guild') expect(GUILD_TYPES).toContain(g.GuildType);
      expect(g.Leader.type).toMatch(/^npc-/);
      expect(g.Members.length).toBeGreaterThan(0);
      for (const text of [...g.Goals, ...g.Secrets, ...g.Ideals, ...g.Conflicts, toPlainText(g.Rumor)]) {
        cleanText(text, `${alignment} ${type}`);
      }
    }
  }, 120_000);

  it('names its guild after its trade and its leader leads it on their own sheet', () => {
    for (let i = 0; i < 40; i++) {
      const { organization: g, refPackage } = generate<GroupAnswer>('GetOrganization', `guild-${i}`, {
        organizationtype: ['Guild'],
      });
      expect(g.OrgName.toLowerCase(), g.OrgName).toContain(g.GuildType!.toLowerCase().slice(0, 4));
      const leaderId = g.Leader.type.replace(/^npc-/, '');
      const expanded = expandEntity(refPackage, leaderId);
      const leader = expanded.ok ? (expanded.value.npcs!.ReferenceIds[leaderId] as Npc) : undefined;
      expect(leader?.MemberOf).toEqual({
        Group: { text: g.OrgName, type: `group-${g.ReferenceData.Id}` },
        Role: 'Leader',
      });
    }
  }, 60_000);

  it('recruits only women into a Sisterhood and only men into a Brotherhood', () => {
    let seen = 0;
    for (let i = 0; i < 400 && seen < 6; i++) {
      const { organization: g, refPackage } = generate<GroupAnswer>('GetOrganization', `body-${i}`, {
        organizationtype: ['CauseBased', 'Guild'],
      });
      const words = g.OrgName.split(/\W+/);
      const gender = words.includes('Sisterhood') ? 'Female' : words.includes('Brotherhood') ? 'Male' : undefined;
      if (!gender) continue;
      seen++;
      for (const link of [g.Leader, ...g.Members]) {
        const person = findEntity(refPackage, link.type.replace(/^npc-/, ''))?.entity as Npc;
        expect(person.Gender, `${link.text} of ${g.OrgName}`).toBe(gender);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('gives the same group and sigil for the same seed and at least 970 different names in 1,000', () => {
    expect(JSON.stringify(generate('GetOrganization', 'same'))).toBe(
      JSON.stringify(generate('GetOrganization', 'same')),
    );
    const names = new Set<string>();
    for (let i = 0; i < 1000; i++)
      names.add(generate<GroupAnswer>('GetOrganization', `gnames-${i}`).organization.OrgName);
    expect(names.size).toBeGreaterThanOrEqual(970);
  }, 120_000);
});

describe('GetLocation', () => {
  it('fills every field, keeps to the chosen types and describes the place in two to four sentences', () => {
    for (let i = 0; i < SEEDS; i++) {
      const type = LOCATION_TYPES[i % LOCATION_TYPES.length]!;
      const { location: l, refPackage } = generate<LocationAnswer>('GetLocation', `location-${i}`, {
        location: [type],
      });
      expect(packageProblems(l, refPackage), `seed location-${i}`).toEqual([]);
      expect(l.Type).toBe(type);
      const sentences = l.Desc.split(/(?<=\.)\s+/).length;
      expect(sentences, l.Desc).toBeGreaterThanOrEqual(2);
      expect(sentences, l.Desc).toBeLessThanOrEqual(4);
      cleanText(l.Desc, type);
      cleanText(toPlainText(l.History), type);
      if (type === 'Oasis') {
        const near = findEntity(refPackage, l.Near!.type.replace(/^settlement-/, ''))?.entity as unknown as {
          Stub: { Environment?: string };
        };
        expect(near.Stub.Environment).toBe('Desert');
      }
    }
  }, 120_000);

  it('gives the same place for the same seed and at least 900 different descriptions in 1,000', () => {
    expect(JSON.stringify(generate('GetLocation', 'same'))).toBe(JSON.stringify(generate('GetLocation', 'same')));
    const descriptions = new Set<string>();
    for (let i = 0; i < 1000; i++)
      descriptions.add(generate<LocationAnswer>('GetLocation', `ldesc-${i}`).location.Desc);
    expect(descriptions.size).toBeGreaterThanOrEqual(900);
  }, 60_000);

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} drawn descriptions and histories`, () => {
    const rng = createRng('location-sweep');
    const witness = { text: 'Mara Venn', type: 'npc-x' };
    const draw = (r: Rng, i: number) => {
      const type = r.pick(LOCATION_TYPES);
      const facts = LOCATION_FACTS[type];
      const state = r.pick(LOCATION_STATES.filter((s) => (facts.states[s] ?? 0) > 0));
      const text = {
        tags: [type, state, ...facts.tags],
        vars: { name: 'The Place', town: 'Ashford', witness, witnessJob: r.pick(facts.witnesses).toLowerCase() },
        adjectives: i % 2 === 0,
      };
      return [
        worldText(r.fork('d'), LOCATION_GRAMMAR, 'locationDesc', text),
        toPlainText(worldProse(r.fork('h'), LOCATION_GRAMMAR, 'locationHistory', text)),
      ].map((t) => `${type} (${state}): ${t}`);
    };
    for (let i = 0; i < SWEEP_SIZE / 2; i++) {
      for (const text of draw(rng.fork(i), i)) if (textProblems(text).length > 0) cleanText(text, 'location');
    }
  }, 120_000);
});
