import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { Building, NpcStub, Settlement } from '../world/entities';
import type { RefPackage } from '../world/ref-store';
import { GENERATORS } from './index';
import { InvalidRequestError, toGeneratorRequest } from './request';

type Answer<T> = { entity: T; refPackage: RefPackage };

const run = (api: 'GetBuilding' | 'GetSettlement', seed: string, query: Record<string, unknown>) => {
  const def = GENERATORS[api]!;
  return def.generate(createRng(seed), toGeneratorRequest(def, query));
};

const buildingOf = (seed: string, query: Record<string, unknown> = {}): Answer<Building> => {
  const out = run('GetBuilding', seed, query) as { building: Building; refPackage: RefPackage };
  return { entity: out.building, refPackage: out.refPackage };
};

const settlementOf = (seed: string, query: Record<string, unknown> = {}): Answer<Settlement> => {
  const out = run('GetSettlement', seed, { size: 'Village', ...query }) as { data: Settlement; refPackage: RefPackage };
  return { entity: out.data, refPackage: out.refPackage };
};

/** The person a building's owner link points to, as its stub decided them (not their id). */
function ownerOf({ entity, refPackage }: Answer<Building>) {
  const id = entity.buildingOwner.type.slice('npc-'.length);
  const { Name, Heritage, Gender, Job } = (refPackage.npcs!.ReferenceIds[id] as unknown as { Stub: NpcStub }).Stub;
  return { Name, Heritage, Gender, Job };
}

/** The name of the settlement a building stands in. */
const townOf = ({ entity }: Answer<Building>) => entity.locatedAt?.text;

describe('building locks', () => {
  it('keep the type, owner, sign and town of a sheet through a reroll, and draw the rest anew', () => {
    const first = buildingOf('shop-sheet', { location: 'Blacksmith' });
    const locks = ['type:Blacksmith', 'owner:shop-sheet', `name:${first.entity.locationName}`, 'town:shop-sheet'];
    for (const seed of ['shop-reroll-1', 'shop-reroll-2', 'shop-reroll-3']) {
      const again = buildingOf(seed, { lock: locks });
      expect(again.entity.locationType).toBe('Blacksmith');
      expect(again.entity.locationName).toBe(first.entity.locationName);
      expect(ownerOf(again)).toEqual(ownerOf(first));
      expect(townOf(again)).toBe(townOf(first));
      expect(again.entity.appearance).not.toEqual(first.entity.appearance);
    }
  });

  it('keep only what is locked: an owner lock lets the type, sign and town change', () => {
    const first = buildingOf('owner-sheet');
    const again = buildingOf('owner-reroll', { lock: 'owner:owner-sheet' });
    const free = buildingOf('owner-reroll');
    expect(ownerOf(again).Name).toEqual(ownerOf(first).Name);
    expect(again.entity.locationType).toBe(free.entity.locationType);
    expect(townOf(again)).toBe(townOf(free));
  });

  it('the permalink reproduces the building: same seed and locks, same answer', () => {
    const query = { lock: ['type:Tavern', 'town:elsewhere'] };
    expect(JSON.stringify(buildingOf('again', query))).toBe(JSON.stringify(buildingOf('again', query)));
  });

  it('refuse a sign without the owner and trade it names, and a value that cannot be kept', () => {
    expect(() => toGeneratorRequest(GENERATORS.GetBuilding!, { lock: 'name:The Anvil' })).toThrow(InvalidRequestError);
    expect(() => toGeneratorRequest(GENERATORS.GetBuilding!, { lock: 'type:Castle' })).toThrow(/cannot be kept/);
    expect(() =>
      toGeneratorRequest(GENERATORS.GetBuilding!, { lock: ['type:Inn', 'owner:a', 'name:<b>Inn</b>'] }),
    ).toThrow(/cannot be kept/);
  });
});

describe('settlement locks', () => {
  it('keep the name, size, environment and plan while the people and buildings are rerolled', () => {
    const first = settlementOf('town-sheet', { environments: 'Coastal' });
    const locks = [`name:${first.entity.Name}`, 'size:Village', 'environment:Coastal', 'map:town-sheet'];
    const again = settlementOf('town-reroll', { lock: locks });
    expect(again.entity.Name).toBe(first.entity.Name);
    expect(again.entity.Purpose).toBe(first.entity.Purpose);
    expect(again.entity.Districts!.map((d) => d.Type)).toEqual(first.entity.Districts!.map((d) => d.Type));
    expect(again.entity.Art).toEqual(first.entity.Art);
    expect(again.entity.Leadership).not.toEqual(first.entity.Leadership);
  });

  it('keep a plan for every stub expanded from the settlement: opening it again gives the same town', () => {
    const locks = ['size:Village', 'environment:Forest', 'map:plan-sheet'];
    const a = settlementOf('plan-reroll', { lock: locks });
    const b = settlementOf('plan-reroll', { lock: locks });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.entity.Stub.Plan).toBeDefined();
  });

  it('refuse a map without its size and environment', () => {
    expect(() => toGeneratorRequest(GENERATORS.GetSettlement!, { lock: 'map:abc' })).toThrow(
      /needs size and environment/,
    );
  });
});
