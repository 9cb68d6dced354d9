import { describe, expect, it } from 'vitest';
import { textProblems } from '../core/text-checks';
import { createRng } from '../core/rng';
import {
  ALIGNMENTS,
  BUILDING_TYPES,
  ENVIRONMENTS,
  LOCATION_TYPES,
  ORGANIZATION_TYPES,
  SETTLEMENT_SIZES,
} from '../data/options';
import { generateNpc } from '../npc/npc';
import { toPlainText } from '../text/rich-text';
import { expandBuilding } from '../building/building';
import type { Building, Group, Location, Npc, Settlement } from '../world/entities';
import { expandEntity } from './expand';
import { expandGroup } from '../group/group';
import { expandLocation } from '../location/location';
import { ENTITY_KINDS, mergePackages, type RefPackage } from '../world/ref-store';
import { expandSettlement } from '../settlement/settlement';
import {
  badValues,
  danglingLinks,
  entitiesOf,
  groupsAgainstTheirCause,
  groupsLedByAnother,
  groupsLedByTheWrongHand,
  groupsOffTheWater,
  namesOffTheirGround,
  placesOffTheirGround,
  unansweredLinks,
} from './world-checks';
import { GROUP_CAUSES } from '../data/options';

/** Expands every stub of a package once and merges the answers into it. */
function expandAll(pkg: RefPackage): RefPackage {
  const answers = entitiesOf(pkg)
    .filter(({ entity }) => !entity.ReferenceData.Set)
    .map(({ entity }) => {
      const result = expandEntity(pkg, entity.ReferenceData.Id);
      if (!result.ok) throw new Error(result.error);
      return result.value;
    });
  return mergePackages(pkg, ...answers);
}

const cleanText = (text: string, what: string) => expect(textProblems(text), `${what}: ${text}`).toEqual([]);

describe('expanding stubs', () => {
  it('gives the same entity and the same new stubs when a stub is expanded twice', () => {
    for (const seed of ['twice-1', 'twice-2', 'twice-3']) {
      const { refPackage } = generateNpc(createRng(seed), {});
      for (const { entity } of entitiesOf(refPackage)) {
        const first = expandEntity(refPackage, entity.ReferenceData.Id);
        const second = expandEntity(JSON.parse(JSON.stringify(refPackage)) as RefPackage, entity.ReferenceData.Id);
        expect(first.ok && second.ok).toBe(true);
        expect(JSON.stringify(first.ok && first.value)).toBe(JSON.stringify(second.ok && second.value));
      }
    }
  }, 60_000);

  it('puts nobody in a pirate crew inland, nor at the head of a group their work cannot lead', () => {
    const off: string[] = [];
    for (let i = 0; i < 400; i++) {
      const { refPackage } = generateNpc(createRng(`crew-${i}`), {});
      off.push(...groupsOffTheWater(refPackage), ...groupsLedByTheWrongHand(refPackage));
    }
    expect(off.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('re-expands a generated person to the very same person', () => {
    const { npc, refPackage } = generateNpc(createRng('again'), { heritages: ['Dwarf'] });
    const again = expandEntity(refPackage, npc.ReferenceData.Id);
    expect(again.ok && again.value.npcs?.ReferenceIds[npc.ReferenceData.Id]).toEqual(npc);
  }, 60_000);

  it('keeps links resolvable and answered from both sides, two levels deep, and names towns and groups for who and where they are', () => {
    for (let i = 0; i < 25; i++) {
      const { refPackage } = generateNpc(createRng(`world-${i}`), {});
      const first = expandAll(refPackage);
      expect(danglingLinks(first), `world-${i}`).toEqual([]);
      expect(unansweredLinks(first), `world-${i}`).toEqual([]);
      expect(badValues(first), `world-${i}`).toEqual([]);
      expect(namesOffTheirGround(first), `world-${i}`).toEqual([]);
      expect(groupsLedByAnother(first), `world-${i}`).toEqual([]);
      expect(groupsAgainstTheirCause(first), `world-${i}`).toEqual([]);
      expect(groupsLedByTheWrongHand(first), `world-${i}`).toEqual([]);
      expect(placesOffTheirGround(first), `world-${i}`).toEqual([]);
      if (i < 4) {
        const second = expandAll(first);
        expect(danglingLinks(second), `world-${i} level 2`).toEqual([]);
        expect(unansweredLinks(second), `world-${i} level 2`).toEqual([]);
        expect(badValues(second), `world-${i} level 2`).toEqual([]);
      }
    }
  }, 60_000);

  it('keeps the pirates and seafaring guilds of a town by the water or under the sea, and its people opened', () => {
    const off: string[] = [];
    // A town under the sea has pirates of its own, though its map draws no coast or river.
    for (const environment of ENVIRONMENTS) {
      const { refPackage } = expandSettlement(
        { Seed: `harbor-${environment}-0`, Name: 'Ashford', Size: 'Town', Environment: environment },
        't0',
      );
      off.push(...groupsOffTheWater(expandAll(refPackage)).map((g) => `${environment}: ${g}`));
    }
    expect(off.slice(0, 5)).toEqual([]);
  }, 120_000);

  // A person placed in a town whose ground promises no water does no work done only at the water's
  // edge (the job draw of npc/npc.ts), so no relative opened as a shipwright founds a Shipwrights'
  // guild in a forest town.
  it('puts no sailors, shipwrights or pirates in a town with no water, two levels deep', () => {
    const off: string[] = [];
    for (let i = 0; i < 30; i++) {
      const first = expandAll(generateNpc(createRng(`world-${i}`), {}).refPackage);
      off.push(...groupsOffTheWater(first).map((g) => `world-${i}: ${g}`));
      if (i < 6) off.push(...groupsOffTheWater(expandAll(first)).map((g) => `world-${i} level 2: ${g}`));
    }
    expect(off.slice(0, 5)).toEqual([]);
  }, 120_000);

  it('merges packages of separate generations and expansions without id collisions', () => {
    const a = expandAll(generateNpc(createRng('merge-a'), {}).refPackage);
    const b = expandAll(generateNpc(createRng('merge-b'), {}).refPackage);
    const same = expandAll(generateNpc(createRng('merge-a'), { heritages: ['Orc'] }).refPackage);
    for (const other of [b, same]) {
      const merged = mergePackages(a, other);
      for (const kind of ENTITY_KINDS) {
        const left = new Set(a[kind]?.Keys ?? []);
        const shared = (other[kind]?.Keys ?? []).filter((id) => left.has(id));
        expect(shared, kind).toEqual([]);
        expect(merged[kind]?.Keys.length ?? 0).toBe((a[kind]?.Keys.length ?? 0) + (other[kind]?.Keys.length ?? 0));
      }
    }
  }, 60_000);

  it('refuses ids it does not hold and stubs that are malformed', () => {
    const { refPackage } = generateNpc(createRng('refuse'), {});
    expect(expandEntity(refPackage, 'nope').ok).toBe(false);
    const building = refPackage.buildings!.Keys[0]!;
    expect(expandEntity(refPackage, building, 'npcs').ok).toBe(false);
    const broken = JSON.parse(JSON.stringify(refPackage)) as RefPackage;
    (broken.buildings!.ReferenceIds[building] as unknown as { Stub: { Type: string } }).Stub.Type = 'Spaceport';
    const result = expandEntity(broken, building);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/Stub\.Type/);
  }, 60_000);
});

describe('expansion of every kind and type', () => {
  it('makes a readable building of every type', () => {
    for (const type of BUILDING_TYPES) {
      const { entity, refPackage } = expandBuilding(
        { Seed: `b-${type}`, Type: type, Name: `The ${type} Place` },
        `b-${type}`,
      );
      const building = entity as Building;
      expect(badValues(building), type).toEqual([]);
      expect(danglingLinks(refPackage), type).toEqual([]);
      cleanText(building.appearance.exterior, `${type} exterior`);
      cleanText(building.appearance.interior, `${type} interior`);
      expect(building.knownFor.trim()).not.toBe('');
      expect(building.isShop ? building.inventory.length > 0 : building.markup === 0, type).toBe(true);
      for (const section of building.inventory) {
        expect(section.result.length).toBeGreaterThan(0);
        for (const good of section.result) expect(Number.isInteger(good.price) && good.price >= 1).toBe(true);
      }
    }
  }, 60_000);

  it('makes a readable group of every type, alignment and cause', () => {
    for (const type of ORGANIZATION_TYPES) {
      for (const alignment of ALIGNMENTS) {
        for (const cause of type === 'CauseBased' ? GROUP_CAUSES : [undefined]) {
          const stub = {
            Seed: `g-${type}-${alignment}-${cause ?? 'none'}`,
            Type: type,
            Alignment: alignment,
            Name: 'The Order',
            ...(cause ? { Cause: cause } : {}),
          };
          const { entity, refPackage } = expandGroup(stub, 'g');
          const group = entity as Group;
          expect(badValues(group), stub.Seed).toEqual([]);
          expect(danglingLinks(refPackage)).toEqual([]);
          expect(group.Goals.length).toBe(2);
          expect(group.Ideals.length).toBe(2);
          for (const text of [...group.Goals, ...group.Secrets, ...group.Conflicts, ...group.Ideals])
            cleanText(text, stub.Seed);
          expect(group.Members.length).toBeGreaterThan(0);
        }
      }
    }
  }, 60_000);

  it('makes a readable location of every type', () => {
    for (const type of LOCATION_TYPES) {
      const { entity } = expandLocation({ Seed: `l-${type}`, Type: type, Name: `The ${type}` }, 'l');
      const location = entity as Location;
      expect(badValues(location), type).toEqual([]);
      cleanText(location.Desc, type);
      cleanText(toPlainText(location.History), type);
    }
  }, 60_000);

  it('makes a readable settlement of every size and environment', () => {
    for (const size of SETTLEMENT_SIZES) {
      for (const environment of ENVIRONMENTS) {
        const { entity, refPackage } = expandSettlement(
          { Seed: `s-${size}-${environment}`, Name: 'Ashford', Size: size, Environment: environment },
          's',
        );
        const town = entity as Settlement;
        expect(badValues(town), `${size} ${environment}`).toEqual([]);
        expect(danglingLinks(refPackage)).toEqual([]);
        cleanText(town.Geography, environment);
        cleanText(toPlainText(town.Leadership), size);
        expect(town.PopulationMakeup.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
        expect(town.Popular.length).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it("carries a town's ground to the people it places, and on to the homes and workplaces they are given", () => {
    const { refPackage } = expandSettlement(
      { Seed: 'reef-town', Name: 'Coralhollow', Size: 'Village', Environment: 'Underwater' },
      'reef',
    );
    const people = Object.values(refPackage.npcs?.ReferenceIds ?? {}) as unknown as Npc[];
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person.Stub.Environment, person.Stub.Name.Full).toBe('Underwater');
    // A shop owner has no home yet: the one made on opening them stands on the same sea floor.
    const owner = people.find((p) => !p.Stub.Residence)!;
    const opened = expandEntity(refPackage, owner.ReferenceData.Id);
    expect(opened.ok).toBe(true);
    const homes = Object.values((opened.ok && opened.value.buildings?.ReferenceIds) || {}) as unknown as Building[];
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) expect(home.Stub.Environment, home.Stub.Name).toBe('Underwater');
    // And so do the workers and regulars a building of that town introduces.
    const shop = Object.values(refPackage.buildings!.ReferenceIds)[0]!;
    const shopOpened = expandEntity(refPackage, shop.ReferenceData.Id);
    const newcomers = Object.values((shopOpened.ok && shopOpened.value.npcs?.ReferenceIds) || {}) as unknown as Npc[];
    for (const person of newcomers) expect(person.Stub.Environment, person.Stub.Name.Full).toBe('Underwater');
  }, 60_000);

  it('gives an owner whose job fits the building', () => {
    const { entity, refPackage } = expandBuilding({ Seed: 'forge', Type: 'Blacksmith', Name: 'The Forge' }, 'forge');
    const owner = refPackage.npcs!.ReferenceIds[(entity as Building).buildingOwner.type.slice(4)] as unknown as Npc;
    expect(owner.Stub.Job).toBe('Blacksmith');
  }, 60_000);
});
