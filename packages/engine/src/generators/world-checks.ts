/** Checks of the linked world shared by the tests of generators that make linked entities. */
import { HERITAGE_BODY } from '../character/appearance-tables';
import type { MoralAlignment } from '../data/options';
import { causeFits, livesByWater, mayHeadGroup, WATER_GROUNDS } from '../world/group-fit';
import { JOBS, type JobRow } from '../character/jobs';
import { rawTextProblems } from '../core/text-checks';
import { placeNameFits } from '../names/place-name';
import type { Building, EntityLink, Group, Location, Npc, Settlement } from '../world/entities';
import { liesNear } from '../world/location-ground';
import { parseLinkType } from '../world/links';
import { ENTITY_KINDS, type EntityKind, type RefPackage, type Referenced } from '../world/ref-store';

/** Every entity link inside a value (any object with an entity link `type`). */
export function linksIn(value: unknown, out: EntityLink[] = []): EntityLink[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string' && typeof record.text === 'string' && parseLinkType(record.type)) {
      out.push(record as EntityLink);
    }
    for (const child of Object.values(record)) linksIn(child, out);
  }
  return out;
}

/** Paths of strings that are empty or show undefined, NaN or raw template syntax, and of numbers that are not finite. */
export function badValues(value: unknown, path = '$', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (rawTextProblems(value).length > 0) out.push(`${path}: "${value}"`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path}: ${value}`);
  } else if (value === undefined) {
    out.push(`${path}: undefined`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => badValues(item, `${path}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) badValues(child, `${path}.${key}`, out);
  }
  return out;
}

/** Links of a package that point to no entity in it. */
export function danglingLinks(pkg: RefPackage): string[] {
  const dangling: string[] = [];
  for (const kind of ENTITY_KINDS) {
    for (const entity of Object.values(pkg[kind]?.ReferenceIds ?? {})) {
      for (const link of linksIn(entity)) {
        const target = parseLinkType(link.type)!;
        if (!pkg[target.kind]?.ReferenceIds[target.id]) dangling.push(`${entity.ReferenceData.Id} -> ${link.type}`);
      }
    }
  }
  return dangling;
}

/** Every entity of a package with its kind. */
export function entitiesOf(pkg: RefPackage): { kind: EntityKind; entity: Referenced }[] {
  return ENTITY_KINDS.flatMap((kind) =>
    Object.values(pkg[kind]?.ReferenceIds ?? {}).map((entity) => ({ kind, entity })),
  );
}

/** The entity a link points to in the package, loaded or a stub. */
const linked = <T>(pkg: RefPackage, link: EntityLink | undefined): T | undefined => {
  const target = link && parseLinkType(link.type);
  return (target && pkg[target.kind]?.ReferenceIds[target.id]) as T | undefined;
};
/** The entity a link points to, when it is loaded. */
const loaded = <T extends Referenced>(pkg: RefPackage, link: EntityLink | undefined): T | undefined => {
  const entity = linked<T>(pkg, link);
  return entity?.ReferenceData.Set ? entity : undefined;
};
const has = (links: readonly EntityLink[] | undefined, link: EntityLink) => !!links?.some((l) => l.type === link.type);
const same = (a: EntityLink | undefined, b: EntityLink) => a?.type === b.type;

/**
 * Links between loaded entities that are not answered from the other side: a workplace that
 * does not list its worker, a parent without the child, a group without its member, and so on.
 */
export function unansweredLinks(pkg: RefPackage): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  for (const npc of Object.values(pkg.npcs?.ReferenceIds ?? {}) as Npc[]) {
    if (!npc.ReferenceData.Set) continue;
    const self = { text: npc.Name, type: `npc-${npc.ReferenceData.Id}` };
    const work = loaded<Building>(pkg, npc.EmployedAt);
    if (work)
      check(same(work.buildingOwner, self) || has(work.employees, self), `${npc.Name}: workplace ${work.locationName}`);
    const home = loaded<Building>(pkg, npc.Residence);
    if (home) check(same(home.buildingOwner, self), `${npc.Name}: home ${home.locationName}`);
    const group = loaded<Group>(pkg, npc.MemberOf?.Group);
    if (group && npc.MemberOf) {
      check(
        npc.MemberOf.Role === 'Leader' ? same(group.Leader, self) : has(group.Members, self),
        `${npc.Name}: group ${group.OrgName}`,
      );
    }
    for (const p of npc.Family.Parents) {
      const parent = loaded<Npc>(pkg, p);
      if (parent) check(has(parent.Family.Children, self), `${npc.Name}: parent ${parent.Name}`);
    }
    for (const s of npc.Family.Siblings) {
      const sibling = loaded<Npc>(pkg, s);
      if (sibling) check(has(sibling.Family.Siblings, self), `${npc.Name}: sibling ${sibling.Name}`);
    }
    for (const c of npc.Family.Children) {
      const child = loaded<Npc>(pkg, c);
      if (child) check(has(child.Family.Parents, self), `${npc.Name}: child ${child.Name}`);
    }
  }
  for (const building of Object.values(pkg.buildings?.ReferenceIds ?? {}) as Building[]) {
    if (!building.ReferenceData.Set) continue;
    const self = { text: building.locationName, type: `building-${building.ReferenceData.Id}` };
    const owner = loaded<Npc>(pkg, building.buildingOwner);
    if (owner)
      check(
        same(owner.EmployedAt, self) || same(owner.Residence, self),
        `${building.locationName}: owner ${owner.Name}`,
      );
    for (const e of building.employees) {
      const worker = loaded<Npc>(pkg, e);
      if (worker) check(same(worker.EmployedAt, self), `${building.locationName}: employee ${worker.Name}`);
    }
  }
  for (const group of Object.values(pkg.groups?.ReferenceIds ?? {}) as Group[]) {
    if (!group.ReferenceData.Set) continue;
    const self = { text: group.OrgName, type: `group-${group.ReferenceData.Id}` };
    const leader = loaded<Npc>(pkg, group.Leader);
    if (leader)
      check(
        same(leader.MemberOf?.Group, self) && leader.MemberOf?.Role === 'Leader',
        `${group.OrgName}: leader ${leader.Name}`,
      );
    for (const m of group.Members) {
      const member = loaded<Npc>(pkg, m);
      if (member) check(same(member.MemberOf?.Group, self), `${group.OrgName}: member ${member.Name}`);
    }
  }
  for (const town of Object.values(pkg.settlements?.ReferenceIds ?? {}) as Settlement[]) {
    if (!town.ReferenceData.Set) continue;
    const self = { text: town.Name, type: `settlement-${town.ReferenceData.Id}` };
    for (const b of town.Popular) {
      const building = loaded<Building>(pkg, b);
      if (building) check(same(building.locatedAt, self), `${town.Name}: place ${building.locationName}`);
    }
    for (const g of town.Factions) {
      const group = loaded<Group>(pkg, g);
      if (group) check(same(group.Location, self), `${town.Name}: faction ${group.OrgName}`);
    }
  }
  return problems;
}

/** People of a package whose known age falls outside their heritage's adult life. */
export function agesOutsideLifespan(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const entity of Object.values(pkg.npcs?.ReferenceIds ?? {}) as (Npc | (Referenced & { Stub: Npc['Stub'] }))[]) {
    const age = 'Age' in entity && typeof entity.Age === 'number' ? entity.Age : entity.Stub.Age;
    if (age === undefined) continue;
    const body = HERITAGE_BODY[entity.Stub.Heritage];
    if (age < body.adultAge || age > body.maxAge)
      out.push(`${entity.Stub.Name.Full} (${entity.Stub.Heritage}) is ${age}`);
  }
  return out;
}

type AnySettlement = Referenced & Partial<Settlement>;
/** The ground a settlement stands on, loaded or a stub. */
const groundOf = (town: AnySettlement | undefined) => town?.Environment ?? town?.Stub?.Environment;

/** Settlements of a package whose name does not fit their ground (a "-mouth" inland, a "Kelp-" town on land). */
export function namesOffTheirGround(pkg: RefPackage): string[] {
  return (Object.values(pkg.settlements?.ReferenceIds ?? {}) as AnySettlement[])
    .map((town) => ({ name: town.Name, environment: groundOf(town) }))
    .filter(({ name, environment }) => name && environment && !placeNameFits(name, environment))
    .map(({ name, environment }) => `${name} (${environment})`);
}

/** The person a group's name names as its founder ("Captain Orrin's Reavers", "Vessa's War Band"). */
const FOUNDER = /^(?:Captain )?([A-Z][\w-]*)'s /;

/** Groups of a package named for a founder but led by someone else: the leader is the one named. */
export function groupsLedByAnother(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const group of Object.values(pkg.groups?.ReferenceIds ?? {}) as (Referenced & Partial<Group>)[]) {
    const name = group.OrgName ?? group.Stub?.Name ?? '';
    const founder = FOUNDER.exec(name)?.[1];
    const leader = group.Leader ?? group.Stub?.Leader;
    if (founder && leader && !leader.text.split(' ').includes(founder)) out.push(`${name} is led by ${leader.text}`);
  }
  return out;
}

/** Places of a package that cannot lie by the ground of the town they are near (an oasis by a forest town). */
export function placesOffTheirGround(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const place of Object.values(pkg.locations?.ReferenceIds ?? {}) as (Referenced & Partial<Location>)[]) {
    const type = place.Type ?? place.Stub?.Type;
    const town = linked<AnySettlement>(pkg, place.Stub?.Settlement);
    const environment = groundOf(town);
    if (type && environment && !liesNear(type, environment))
      out.push(`${place.Name ?? place.Stub?.Name} (${type}) by ${town?.Name} (${environment})`);
  }
  return out;
}

type AnyGroup = Referenced & Partial<Group>;

/** Groups of a package whose cause their alignment cannot stand for (a good society bent on destruction). */
export function groupsAgainstTheirCause(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const group of Object.values(pkg.groups?.ReferenceIds ?? {}) as AnyGroup[]) {
    const cause = group.Cause ?? group.Stub?.Cause;
    const alignment = (group.Alignment ?? group.Stub?.Alignment) as MoralAlignment | undefined;
    if (cause && alignment && !causeFits(cause, alignment))
      out.push(`${group.OrgName ?? group.Stub?.Name} (${alignment}) stands for ${cause}`);
  }
  return out;
}

/**
 * Groups of a package that live by the water (pirates, sailors, shipwrights) based in a town with
 * none: a loaded town by the water its map draws, a town still a stub by its ground. A town under
 * the sea is in the water whatever its map draws (no coast or river on the sea floor).
 */
export function groupsOffTheWater(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const group of Object.values(pkg.groups?.ReferenceIds ?? {}) as AnyGroup[]) {
    const type = group.Type ?? group.Stub?.Type;
    if (!type || !livesByWater(type, group.GuildType ?? group.Stub?.GuildType)) continue;
    const town = linked<AnySettlement>(pkg, group.Location ?? group.Stub?.Settlement);
    if (!town) continue;
    const water =
      town.Water ?? ((WATER_GROUNDS as readonly string[]).includes(groundOf(town) ?? '') ? 'coast' : 'none');
    if (water === 'none' && groundOf(town) !== 'Underwater')
      out.push(`${group.OrgName ?? group.Stub?.Name} (${type}) in ${town.Name} (${groundOf(town)})`);
  }
  return out;
}

/** Groups of a package led by someone whose work may not head them (a harbormaster over a pirate crew). */
export function groupsLedByTheWrongHand(pkg: RefPackage): string[] {
  const out: string[] = [];
  for (const group of Object.values(pkg.groups?.ReferenceIds ?? {}) as AnyGroup[]) {
    const type = group.Type ?? group.Stub?.Type;
    const leader = linked<Referenced & Partial<Npc>>(pkg, group.Leader ?? group.Stub?.Leader);
    const job = leader?.Job ?? leader?.Stub?.Job;
    const row = (JOBS as readonly JobRow[]).find((r) => r.job === job);
    if (type && row && !mayHeadGroup((group.GuildType ?? group.Stub?.GuildType) ? 'Guild' : type, row))
      out.push(`${group.OrgName ?? group.Stub?.Name} (${type}) led by: ${job}`);
  }
  return out;
}
