import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { SETTLEMENT_ENVIRONMENTS, SETTLEMENT_SIZES, type SettlementSize } from '../data/options';
import { expandEntity } from '../generators/expand';
import { GENERATORS } from '../generators/index';
import {
  badValues,
  danglingLinks,
  groupsAgainstTheirCause,
  groupsLedByTheWrongHand,
  groupsOffTheWater,
  linksIn,
} from '../generators/world-checks';
import type {
  Building,
  BuildingStubEntity,
  Group,
  GroupStubEntity,
  Npc,
  NpcStubEntity,
  Settlement,
} from '../world/entities';
import { linkId } from '../world/links';
import type { RefPackage } from '../world/ref-store';
import { districtFits, SIZE_PLAN } from './districts';
import { insideRing, MAP_SIZE } from './map';

/**
 * Seeds per size: a sample in the everyday test run; SETTLEMENT_SWEEP=300 (npm run sweep:settlements)
 * runs the full sweep.
 */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const SWEEP = Number(env.SETTLEMENT_SWEEP ?? 6);

function generate(seed: string, size: SettlementSize, environment?: string) {
  const out = GENERATORS.GetSettlement!.generate(createRng(seed), {
    count: 1,
    adjectives: true,
    heritages: [],
    choices: { size: [size], environments: environment ? [environment] : [] },
  }) as { data: Settlement; refPackage: RefPackage };
  return out;
}

const listed = (s: Settlement) =>
  s.Districts!.flatMap((d) => [...d.Locations.Shops, ...d.Locations.Notable, ...d.Locations.Residences]);

/** The problems of one generated settlement; empty when every invariant holds. */
function problems(s: Settlement, pkg: RefPackage): string[] {
  const out: string[] = [];
  const plan = SIZE_PLAN[s.Size];
  const districts = s.Districts!;
  const buildings = listed(s);
  if (districts.length < plan.districts[0] || districts.length > plan.districts[1])
    out.push(`${districts.length} districts`);
  if (buildings.length < plan.buildings[0] || buildings.length > plan.buildings[1])
    out.push(`${buildings.length} buildings`);
  if (new Set(buildings.map((b) => b.type)).size !== buildings.length) out.push('a building listed twice');
  if (districts[0]?.Type !== 'Central') out.push('no central district first');
  for (const d of districts) {
    if (!districtFits(d.Type, s.Size, s.Water!)) out.push(`${d.Type} district in a ${s.Size} by ${s.Water}`);
  }
  if (new Set(districts.map((d) => d.Name)).size !== districts.length) out.push('two districts share a name');

  // Every link resolves, and every building, owner and faction links back to the settlement.
  const self = `settlement-${s.ReferenceData.Id}`;
  if (danglingLinks(pkg).length) out.push(`dangling: ${danglingLinks(pkg).slice(0, 3).join('; ')}`);
  for (const link of linksIn(s)) {
    if (link.type === self) continue;
    const id = linkId(link);
    const kind = link.type.split('-')[0]! + 's';
    if (!(pkg as Record<string, { ReferenceIds: Record<string, unknown> }>)[kind]?.ReferenceIds[id])
      out.push(`unresolved ${link.type}`);
  }
  for (const b of buildings) {
    const stub = pkg.buildings!.ReferenceIds[linkId(b)] as BuildingStubEntity;
    if (stub.Stub.Settlement?.type !== self) out.push(`${b.text} not in the settlement`);
    const owner = pkg.npcs!.ReferenceIds[linkId(stub.Stub.Owner!)] as NpcStubEntity;
    if (owner.Stub.Settlement?.type !== self) out.push(`${owner.Name} not in the settlement`);
    const works = owner.Stub.EmployedAt?.type === b.type || owner.Stub.Residence?.type === b.type;
    if (!works) out.push(`${owner.Name} neither works nor lives at ${b.text}`);
  }
  for (const f of s.Factions) {
    const group = pkg.groups!.ReferenceIds[linkId(f)] as GroupStubEntity;
    if (group.Stub.Settlement?.type !== self) out.push(`${f.text} not based in the settlement`);
  }
  for (const l of s.Leaders!) {
    const leader = pkg.npcs!.ReferenceIds[linkId(l)] as NpcStubEntity;
    if (!leader.Stub.Office?.endsWith(`of ${s.Name}`)) out.push(`${leader.Name} holds no office`);
  }

  // The map: valid polygons inside the plane, every building inside its district, none overlapping.
  const r = s.Art!.Scale.marker;
  const markers = s.Interactive!.flatMap((d) => d.buildings);
  if (markers.length !== buildings.length) out.push(`${markers.length} markers for ${buildings.length} buildings`);
  for (const d of s.Interactive!) {
    const district = districts[d.index]!;
    const wanted = [...district.Locations.Shops, ...district.Locations.Notable, ...district.Locations.Residences];
    if (d.buildings.length !== wanted.length) out.push(`district ${d.index} misses markers`);
    if (d.polys.length === 0) out.push(`district ${d.index} has no area`);
    for (const ring of d.polys) {
      if (ring.length < 3) out.push(`district ${d.index} has a degenerate ring`);
      if (ring.some(([x, y]) => !(x >= 0 && y >= 0 && x <= MAP_SIZE && y <= MAP_SIZE)))
        out.push(`district ${d.index} leaves the plane`);
    }
    for (const b of d.buildings) {
      if (!d.polys.some((ring) => insideRing([b.x, b.y], ring))) out.push(`${b.link.text} outside district ${d.index}`);
      if (s.Art!.BG.water.some((ring) => insideRing([b.x, b.y], ring))) out.push(`${b.link.text} in the water`);
    }
  }
  for (let i = 0; i < markers.length; i++)
    for (let j = i + 1; j < markers.length; j++) {
      const a = markers[i]!;
      const b = markers[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < 2 * r) out.push(`${a.link.text} overlaps ${b.link.text}`);
    }
  if ((s.Water === 'none') !== (s.Art!.BG.water.length === 0)) out.push('water disagrees with the map');
  const walled = ['Town', 'City', 'Metropolis'].includes(s.Size) && s.Environment !== 'Underwater';
  if (walled !== !!s.Art!.BG.wall) out.push('wall disagrees with the size');
  if (!s.Art!.Roads.some((road) => road.main)) out.push('no main road');
  out.push(...badValues(s).slice(0, 3));
  return out;
}

describe('GetSettlement', () => {
  it.each(SETTLEMENT_SIZES)(
    'makes a %s whose districts, links and map hold together, whatever the seed',
    (size) => {
      for (let i = 0; i < SWEEP; i++) {
        const environment = SETTLEMENT_ENVIRONMENTS[i % SETTLEMENT_ENVIRONMENTS.length]!;
        const { data, refPackage } = generate(`sweep-${size}-${i}`, size, environment);
        expect(data.Size).toBe(size);
        expect(data.Environment).toBe(environment);
        expect(problems(data, refPackage), `${size} seed ${i} (${environment})`).toEqual([]);
      }
    },
    600_000,
  );

  it('gives each faction a cause its alignment can stand for and a head whose work may lead it, and keeps seafaring factions by the water', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 60; i++) {
      const size = i % 2 ? 'Village' : 'Town';
      const environment = SETTLEMENT_ENVIRONMENTS[i % SETTLEMENT_ENVIRONMENTS.length]!;
      const { refPackage } = generate(`faction-fit-${i}`, size, environment);
      wrong.push(
        ...groupsAgainstTheirCause(refPackage),
        ...groupsOffTheWater(refPackage),
        ...groupsLedByTheWrongHand(refPackage),
      );
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);

  it('is peopled by the peoples its makeup names: most of its folk are of its largest people', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 24; i++) {
      const size = (['Village', 'Town', 'City'] as const)[i % 3]!;
      const { data, refPackage } = generate(`makeup-${i}`, size);
      const named = new Set(data.Districts!.flatMap((d) => d.PopulationMakeup.map((share) => share.heritage)));
      const folk = Object.values(refPackage.npcs?.ReferenceIds ?? {}).map((e) => (e as NpcStubEntity).RaceName);
      const count = (heritage: string) => folk.filter((h) => h === heritage).length;
      const outsiders = folk.filter((h) => !named.has(h as never)).length;
      if (outsiders > folk.length * 0.2)
        wrong.push(`${data.Name}: ${outsiders} of ${folk.length} of no people it names`);
      const [largest, second] = data.PopulationMakeup!;
      if (
        largest &&
        second &&
        largest.percent >= second.percent + 25 &&
        count(largest.heritage) <= count(second.heritage)
      )
        wrong.push(
          `${data.Name}: ${largest.percent}% ${largest.heritage} but ${count(largest.heritage)} of ${folk.length}`,
        );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("has a guild hall's master head the guild of the trade the hall names", () => {
    const trades = { Scriveners: 'Scribes', Coopers: 'Carpenters', Merchants: 'Merchants', Chandlers: 'Chandlers' };
    const seen: string[] = [];
    const wrong: string[] = [];
    for (let i = 0; i < 16; i++) {
      const { refPackage } = generate(`guild-hall-${i}`, i % 2 ? 'City' : 'Town');
      for (const [id, entity] of Object.entries(refPackage.buildings?.ReferenceIds ?? {})) {
        const hall = (entity as BuildingStubEntity).Stub;
        const named = Object.entries(trades).find(([word]) => hall.Type === 'Guild Hall' && hall.Name.includes(word));
        if (!named || !hall.Owner) continue;
        const owner = refPackage.npcs!.ReferenceIds[linkId(hall.Owner)] as NpcStubEntity;
        if (owner.Stub.Job !== 'Guildmaster' || owner.Stub.MemberOf) continue;
        const opened = expandEntity(refPackage, linkId(hall.Owner), 'npcs');
        if (!opened.ok) throw new Error(opened.error);
        const member = (opened.value.npcs!.ReferenceIds[linkId(hall.Owner)] as Npc).MemberOf!;
        const group = opened.value.groups?.ReferenceIds[linkId(member.Group)] as GroupStubEntity | undefined;
        seen.push(id);
        if (member.Role !== 'Leader' || group?.Stub.GuildType !== named[1])
          wrong.push(`${hall.Name}: ${member.Role} of ${member.Group.text} (${group?.Stub.GuildType})`);
      }
    }
    expect(seen.length).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives a metropolis at least 300 buildings across at least 8 districts', () => {
    const { data } = generate('big', 'Metropolis');
    expect(data.Districts!.length).toBeGreaterThanOrEqual(8);
    expect(listed(data).length).toBeGreaterThanOrEqual(300);
  });

  it('keeps no watch in a hamlet, but for the one post a hamlet of soldiers grew around: no barracks, no town guards', () => {
    const watch: string[] = [];
    for (let i = 0; i < 150; i++) {
      const { refPackage } = generate(
        `hamlet-watch-${i}`,
        'Hamlet',
        SETTLEMENT_ENVIRONMENTS[i % SETTLEMENT_ENVIRONMENTS.length]!,
      );
      const buildings = Object.values(refPackage.buildings?.ReferenceIds ?? {}) as BuildingStubEntity[];
      const people = Object.values(refPackage.npcs?.ReferenceIds ?? {}) as { Job?: string }[];
      if (buildings.filter((b) => b.locationType === 'Guard Post').length > 1) watch.push(`${i}: two guard posts`);
      for (const b of buildings) if (b.locationType === 'Barracks') watch.push(`${i}: ${b.locationType}`);
      for (const n of people) if (/guard/i.test(n.Job ?? '')) watch.push(`${i}: ${n.Job}`);
    }
    expect(watch).toEqual([]);
  });

  it('puts a port only by water and an academic quarter only in a city or larger', () => {
    for (let i = 0; i < 12; i++) {
      const town = generate(`fit-${i}`, i % 2 ? 'Town' : 'City', i % 3 ? 'Desert' : 'Coastal').data;
      const types = town.Districts!.map((d) => d.Type);
      if (town.Water === 'none') expect(types).not.toContain('Port');
      if (town.Size === 'Town') expect(types).not.toContain('Academic');
      if (town.Environment === 'Coastal') expect(town.Art!.BG.water.length).toBeGreaterThan(0);
    }
  });

  it('is the same settlement for the same seed, and so is everything expanded from it', () => {
    const first = generate('again', 'Town', 'Forest');
    const second = generate('again', 'Town', 'Forest');
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const s = first.data;
    const some = [
      ...listed(s).slice(0, 3),
      ...s.Factions,
      ...s.Leaders!,
      ...s.Districts!.flatMap((d) => d.Locations.Residences.slice(0, 1)),
    ];
    for (const link of some) {
      const a = expandEntity(first.refPackage, linkId(link));
      const b = expandEntity(JSON.parse(JSON.stringify(second.refPackage)) as RefPackage, linkId(link));
      expect(a.ok && b.ok, link.text).toBe(true);
      expect(JSON.stringify(a.ok && a.value)).toBe(JSON.stringify(b.ok && b.value));
    }
  });

  it('expands a building to one that stands in the settlement, run by its owner, and a leader to their office', () => {
    const { data: s, refPackage } = generate('expand', 'City', 'Grassland');
    const shop = s.Districts![0]!.Locations.Shops[0]!;
    const expanded = expandEntity(refPackage, linkId(shop));
    const building = expanded.ok && (expanded.value.buildings!.ReferenceIds[linkId(shop)] as Building);
    expect(building && building.locatedAt?.type).toBe(`settlement-${s.ReferenceData.Id}`);
    const ownerId = building && linkId(building.buildingOwner);
    const owner = expandEntity(refPackage, ownerId as string);
    const npc = owner.ok && (owner.value.npcs!.ReferenceIds[ownerId as string] as Npc);
    expect(npc && npc.EmployedAt?.type).toBe(shop.type);
    const leaderLink = s.Leaders![0]!;
    const leader = expandEntity(refPackage, linkId(leaderLink));
    const leaderNpc = leader.ok && (leader.value.npcs!.ReferenceIds[linkId(leaderLink)] as Npc);
    expect(leaderNpc && leaderNpc.Office).toMatch(new RegExp(`of ${s.Name}$`));
  });

  it('gives every faction the sigil it shows once opened', () => {
    const { data: s, refPackage } = generate('sigils', 'City', 'Hill');
    for (const f of s.Factions) {
      const stub = refPackage.groups!.ReferenceIds[linkId(f)] as GroupStubEntity;
      expect(stub.SVG, f.text).toBeDefined();
      const opened = expandEntity(refPackage, linkId(f));
      const group = opened.ok && (opened.value.groups!.ReferenceIds[linkId(f)] as Group);
      expect(group && group.SVG).toEqual(stub.SVG);
    }
  });

  it('expands a settlement stub met elsewhere into a whole settlement with its map', () => {
    const { data } = generate('stub-source', 'Village', 'Hill');
    const again = expandEntity(
      {
        settlements: {
          ReferenceIds: { x: { ReferenceData: { Set: false, Id: 'x' }, Stub: data.Stub } },
          Keys: ['x'],
          CurrentId: 1,
        },
      } as unknown as RefPackage,
      'x',
    );
    const town = again.ok && (again.value.settlements!.ReferenceIds.x as Settlement);
    expect(town && town.Districts!.length).toBeGreaterThan(0);
    expect(town && town.Interactive!.length).toBe(town && town.Districts!.length);
  });

  it('names its inns, shops and quarters for its ground: no stag under the sea, no ferryman in the dry', () => {
    // Words a name under the sea or in a dry town may not hold.
    const landOnly =
      /\b(Stag|Fox|Pony|Hen|Mule|Cat|Candle|Horseshoe|Plow|Fountain|Meadow|Thatch|Mill|Willow|Stables?|Ovens?)\b/;
    const wetOnly = /\b(Ferryman|Sailor|Fishmonger|Harbor|Anchor|Oar|Salmon|Otter|Weir|Watermill|River|Old Bridge)\b/;
    const wrong: string[] = [];
    let seaNames = 0;
    for (let i = 0; i < 4; i++) {
      const sea = generate(`ground-sea-${i}`, 'Town', 'Underwater');
      const dry = generate(`ground-dry-${i}`, 'Town', i % 2 ? 'Underground' : 'Desert');
      const names = (s: Settlement) =>
        [...listed(s), ...s.Districts!.map((d) => ({ text: d.Name }))].map((l) => l.text);
      for (const name of names(sea.data)) {
        if (landOnly.test(name)) wrong.push(`under the sea: ${name}`);
        if (/\b(Octopus|Crab|Seahorse|Turtle|Whale|Coral|Kelp|Pearl|Conch|Trident)\b/.test(name)) seaNames++;
      }
      if (dry.data.Water === 'none')
        for (const name of names(dry.data)) if (wetOnly.test(name)) wrong.push(`dry: ${name}`);
      const sold = listed(sea.data).map(
        (l) => (sea.refPackage.buildings!.ReferenceIds[linkId(l)] as BuildingStubEntity).locationType,
      );
      for (const type of sold)
        if (['Bakery', 'Stables', 'Mill', 'Candlemaker', 'Blacksmith'].includes(type))
          wrong.push(`under the sea: a ${type}`);
    }
    expect(wrong.slice(0, 8)).toEqual([]);
    expect(seaNames).toBeGreaterThan(4);
  });

  it('stands on what it lives by: a pilgrimage site has its shrine, a garrison its barracks, a city of learning its library', () => {
    const needs: [RegExp, readonly string[]][] = [
      [/pilgrimage|holy city/, ['Shrine', 'Temple']],
      [/garrison|fort|watch post|toll town/, ['Barracks', 'Guard Post']],
      [/city of learning/, ['Library']],
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (let i = 0; i < 24; i++) {
      const size = (['Outpost', 'Hamlet', 'Village', 'Town', 'City', 'Hamlet'] as const)[i % 6]!;
      const { data, refPackage } = generate(`purpose-${i}`, size, i % 2 ? 'Mountain' : 'Grassland');
      const types = listed(data).map(
        (l) => (refPackage.buildings!.ReferenceIds[linkId(l)] as BuildingStubEntity).locationType,
      );
      for (const [purpose, landmarks] of needs) {
        if (!purpose.test(data.Purpose)) continue;
        checked++;
        if (!types.some((t) => landmarks.includes(t))) wrong.push(`${data.Size}: ${data.Purpose}`);
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('names a noble house for the family of the estate owner who heads it', () => {
    const wrong: string[] = [];
    let houses = 0;
    for (let i = 0; i < 30 && houses < 4; i++) {
      const { data, refPackage } = generate(`house-${i}`, i % 2 ? 'City' : 'Metropolis');
      for (const link of data.Factions) {
        const group = refPackage.groups!.ReferenceIds[linkId(link)] as GroupStubEntity;
        if (group.Stub.Type !== 'NobleHouse') continue;
        houses++;
        const head = group.Stub.Leader && (refPackage.npcs!.ReferenceIds[linkId(group.Stub.Leader)] as NpcStubEntity);
        const family = head && (head.Stub.Name.Family ?? head.Stub.Name.Given);
        if (!family || !group.OrgName.includes(family)) wrong.push(`${group.OrgName}: ${head?.Name}`);
      }
    }
    expect(houses).toBeGreaterThan(0);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('exports what it lives by and gives no two of its shops or landmarks one name', () => {
    const livesBy: [RegExp, string][] = [
      [/salt-mining/, 'rock salt'],
      [/pearl-diving/, 'pearls'],
      [/quarrying/, 'building stone'],
      [/whaling/, 'whale oil'],
      [/pilgrimage|holy city/, 'relics and pilgrim tokens'],
    ];
    const wrong: string[] = [];
    let checked = 0;
    const grounds = ['Desert', 'Underwater', 'Hill', 'Arctic', 'Grassland'];
    for (let i = 0; i < 20; i++) {
      const { data } = generate(`lives-by-${i}`, i % 2 ? 'Village' : 'Hamlet', grounds[i % grounds.length]);
      for (const [purpose, goods] of livesBy) {
        if (!purpose.test(data.Purpose)) continue;
        checked++;
        if (!data.Exports.includes(goods)) wrong.push(`${data.Purpose}: ${data.Exports.join(', ')}`);
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(wrong.slice(0, 5)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const { data } = generate(`one-name-${i}`, 'City');
      const names = data.Districts!.flatMap((d) => [...d.Locations.Shops, ...d.Locations.Notable]).map((l) => l.text);
      expect(names.filter((n, k) => names.indexOf(n) !== k)).toEqual([]);
    }
  });
});
