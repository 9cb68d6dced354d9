import type { Rng } from '../core/rng';
import {
  type BuildingType,
  type Heritage,
  type LocationType,
  type MoralAlignment,
  type OrganizationType,
  type SettlementSize,
} from '../data/options';
import { generateBuildingName, type BuildingSetting } from '../names/building-name';
import { generateOrganizationName, groupNameFor } from '../names/organization-name';
import { generatePersonName } from '../names/person-name';
import type {
  BuildingStub,
  BuildingStubEntity,
  DecidedName,
  EntityLink,
  GroupStub,
  GroupStubEntity,
  LocationStub,
  LocationStubEntity,
  NpcGender,
  NpcStub,
  NpcStubEntity,
  SettlementStub,
  SettlementStubEntity,
  SettlementWater,
} from './entities';
import { repeatsWord } from './contradictions';
import { causeFits, drawCause } from './group-fit';
import { worldText } from './draw';
import { GUILD_NAME_TABLES } from '../names/guild-name';
import { entityLink, minterFor } from './links';
import { putEntity, type IdMinter, type RefPackage } from './ref-store';

/**
 * Where new stubs go while one entity is generated or expanded: the package being built, the
 * minter of its ids and the stream stubs draw their decided fields from (each stub from a fork
 * named by its id, so one stub's draws never shift another's).
 */
export type LinkContext = {
  rng: Rng;
  pkg: RefPackage;
  minter: IdMinter;
  adjectives: boolean;
};

/**
 * A fresh context for a generator that mentions people or places: its stubs go into `pkg` (send
 * it as the answer's refPackage) with ids drawn from the stream and `label` (the generator's name).
 */
export function createLinkContext(rng: Rng, label: string, adjectives = true): LinkContext {
  return { rng: rng.fork(`links:${label}`), pkg: {}, minter: minterFor(rng, label), adjectives };
}

/** Heritages of townsfolk met in passing, weighted by how common they are in an ordinary town. */
export const TOWNSFOLK_HERITAGES: readonly { heritage: Heritage; weight: number }[] = [
  { heritage: 'Human', weight: 40 },
  { heritage: 'Halfling', weight: 8 },
  { heritage: 'Dwarf', weight: 8 },
  { heritage: 'Elf', weight: 5 },
  { heritage: 'Half-Elf', weight: 6 },
  { heritage: 'Gnome', weight: 4 },
  { heritage: 'Half-Orc', weight: 4 },
  { heritage: 'Tiefling', weight: 3 },
  { heritage: 'Dragonborn', weight: 3 },
  { heritage: 'Orc', weight: 2 },
  { heritage: 'Goblin', weight: 2 },
  { heritage: 'Hobgoblin', weight: 1 },
  { heritage: 'Kobold', weight: 1 },
  { heritage: 'Lizardfolk', weight: 1 },
  { heritage: 'Aasimar', weight: 1 },
];

const GENDERS: readonly NpcGender[] = ['Male', 'Female'];

/** A heritage for someone met in passing. */
export const drawTownsfolkHeritage = (rng: Rng): Heritage =>
  rng.weighted(TOWNSFOLK_HERITAGES, (h) => h.weight).heritage;

/**
 * A person's name in the decided form, optionally keeping a relative's family name; the relative
 * of someone known by one name alone ("Grushka") is known by one name too.
 */
export function decideName(rng: Rng, heritage: Heritage, gender: NpcGender, family?: DecidedName): DecidedName {
  const drawn = generatePersonName(rng, heritage, gender);
  const givenSay = drawn.pronunciation.split(' ')[0] ?? drawn.pronunciation;
  if (family && !family.Family) return { Given: drawn.given, Full: drawn.given, Pronunciation: givenSay };
  if (family?.Family) {
    const familySay = family.Pronunciation.split(' ').slice(1).join(' ');
    return {
      Given: drawn.given,
      Family: family.Family,
      Full: `${drawn.given} ${family.Family}`,
      Pronunciation: familySay ? `${givenSay} ${familySay}` : givenSay,
    };
  }
  return {
    Given: drawn.given,
    ...(drawn.family ? { Family: drawn.family } : {}),
    Full: drawn.full,
    Pronunciation: drawn.pronunciation,
  };
}

/** An id and link for a person about to be made a stub, so relatives can link to each other first. */
export type ReservedNpc = { id: string; link: EntityLink; heritage: Heritage; gender: NpcGender; name: DecidedName };

/** Reserves an id and decides heritage, gender and name for a person (drawn when not given). */
export function reserveNpc(
  ctx: LinkContext,
  decided: { Heritage?: Heritage; Gender?: NpcGender; Name?: DecidedName; FamilyOf?: DecidedName } = {},
): ReservedNpc {
  const id = ctx.minter.next();
  const rng = ctx.rng.fork(id);
  const heritage = decided.Heritage ?? drawTownsfolkHeritage(rng.fork('heritage'));
  const gender = decided.Gender ?? rng.fork('gender').pick(GENDERS);
  const name = decided.Name ?? decideName(rng.fork('name'), heritage, gender, decided.FamilyOf);
  return { id, link: entityLink('npcs', id, name.Full), heritage, gender, name };
}

/** The size and water of a settlement the package holds, as its stub or its expansion gives them. */
function settlementFacts(
  ctx: LinkContext,
  link: EntityLink,
): { SettlementSize?: SettlementSize; Water?: SettlementWater } {
  const town = ctx.pkg.settlements?.ReferenceIds[link.type.replace(/^settlement-/, '')] as
    { Size?: SettlementSize; Water?: SettlementWater; Stub?: { Size?: SettlementSize } } | undefined;
  const size = town?.Stub?.Size ?? town?.Size;
  return { ...(size ? { SettlementSize: size } : {}), ...(town?.Water ? { Water: town.Water } : {}) };
}

/** Puts a reserved person into the package as a stub with what has been decided about them. */
export function putNpcStub(
  ctx: LinkContext,
  reserved: ReservedNpc,
  decided: Omit<NpcStub, 'Seed' | 'Heritage' | 'Gender' | 'Name'> = {},
): EntityLink {
  // A person placed in a town the package already holds knows its size and its water (no "every
  // tavern in town" of a hamlet, no river steps in a dry town, when they are opened), unless
  // whoever placed them said it.
  const known = decided.Settlement ? settlementFacts(ctx, decided.Settlement) : {};
  const size = decided.SettlementSize ?? known.SettlementSize;
  const water = decided.Water ?? known.Water;
  const stub: NpcStub = {
    Seed: reserved.id,
    Heritage: reserved.heritage,
    Gender: reserved.gender,
    Name: reserved.name,
    ...decided,
    ...(size ? { SettlementSize: size } : {}),
    ...(water ? { Water: water } : {}),
    Adjectives: ctx.adjectives,
  };
  const entity: NpcStubEntity = {
    ReferenceData: { Set: false, Id: reserved.id },
    Name: reserved.name.Full,
    RaceName: reserved.heritage,
    Gender: reserved.gender,
    ...(decided.Job ? { Job: decided.Job } : {}),
    ...(decided.Office ? { Office: decided.Office } : {}),
    Stub: stub,
  };
  putEntity(ctx.pkg, 'npcs', entity);
  return reserved.link;
}

/**
 * Makes a person stub and returns the link segment to them: what rumors, quests and events use
 * to mention someone who can be opened later. Undecided heritage, gender and name are drawn.
 */
export function addNpcStub(
  ctx: LinkContext,
  decided: Partial<Omit<NpcStub, 'Seed'>> & { FamilyOf?: DecidedName } = {},
): EntityLink {
  const { Heritage: heritage, Gender: gender, Name: name, FamilyOf: familyOf, ...rest } = decided;
  const reserved = reserveNpc(ctx, { Heritage: heritage, Gender: gender, Name: name, FamilyOf: familyOf });
  return putNpcStub(ctx, reserved, rest);
}

/** An id and link for a building about to be made a stub. */
export type ReservedBuilding = { id: string; link: EntityLink; type: BuildingType; name: string };

/**
 * Where a building stands, when known: its ground (`setting`: no stag on a sign under the sea, no
 * River Walk where no river runs) and the names its town's other buildings already bear (`taken`,
 * which the new name joins).
 */
export type BuildingPlace = { setting?: BuildingSetting; taken?: Set<string> };

/**
 * Reserves an id and names a building of a type (the owner's name may appear in it, and
 * `ownerFamily` tags keep out names claiming relatives the owner cannot have: see
 * `generateBuildingName`), fitting its `place` when known.
 */
export function reserveBuilding(
  ctx: LinkContext,
  type: BuildingType,
  ownerName?: string,
  ownerFamily?: readonly string[],
  place: BuildingPlace = {},
): ReservedBuilding {
  const id = ctx.minter.next();
  const { setting, taken } = place;
  const name = unrepeated(
    ctx.rng.fork(id).fork('name'),
    (rng) =>
      generateBuildingName(rng, type, {
        adjectives: ctx.adjectives,
        ...(ownerName ? { ownerName } : {}),
        ...(ownerFamily ? { ownerFamily } : {}),
        ...(setting ? { setting } : {}),
      }),
    (name) => taken?.has(name) ?? false,
  );
  taken?.add(name);
  return { id, link: entityLink('buildings', id, name), type, name };
}

/**
 * A name drawn until it repeats no word ("The Velvet Keel Keel Works" is drawn again): the first
 * draw keeps the stream's own result, later ones use forks of it.
 */
function unrepeated(rng: Rng, draw: (rng: Rng) => string, taken: (name: string) => boolean = () => false): string {
  let name = draw(rng);
  for (let n = 1; n <= 6 && (repeatsWord(name) || taken(name)); n++) name = draw(rng.fork(`again-${n}`));
  return name;
}

/** Puts a reserved building into the package as a stub. */
export function putBuildingStub(
  ctx: LinkContext,
  reserved: ReservedBuilding,
  decided: Omit<BuildingStub, 'Seed' | 'Type' | 'Name'> = {},
): EntityLink {
  const entity: BuildingStubEntity = {
    ReferenceData: { Set: false, Id: reserved.id },
    locationType: reserved.type,
    locationName: reserved.name,
    Stub: { Seed: reserved.id, Type: reserved.type, Name: reserved.name, ...decided, Adjectives: ctx.adjectives },
  };
  putEntity(ctx.pkg, 'buildings', entity);
  return reserved.link;
}

/** An id and link for a group about to be made a stub. */
export type ReservedGroup = {
  id: string;
  link: EntityLink;
  type: OrganizationType;
  alignment: MoralAlignment;
  name: string;
};

/**
 * Reserves an id and names a group. A guild whose trade is known is named after it (so the name
 * and the trade agree), with `town` the settlement it is based in; a name that names a founder
 * names `leader`, and is drawn only when the leader is known.
 */
export function reserveGroup(
  ctx: LinkContext,
  type: OrganizationType,
  alignment: MoralAlignment,
  guild?: { trade: string; town: string },
  member?: { gender: NpcGender },
  leader?: DecidedName,
): ReservedGroup {
  const id = ctx.minter.next();
  // A name that names a founder names the leader, and is not drawn when the leader is not yet known.
  const founder = leader ? { given: leader.Given, family: leader.Family } : false;
  const name = unrepeated(ctx.rng.fork(id).fork('name'), (rng) =>
    type === 'Guild' && guild
      ? worldText(rng, GUILD_NAME_TABLES, 'guildName', {
          tags: [alignment],
          vars: { tradeName: guild.trade, town: guild.town },
          adjectives: ctx.adjectives,
        })
      : generateOrganizationName(rng, type, alignment, { adjectives: ctx.adjectives, founder }),
  );
  const fitted = member ? nameForMember(name, member.gender) : name;
  return { id, link: entityLink('groups', id, fitted), type, alignment, name: fitted };
}

/**
 * A group name that fits a member known to be in it: a man joins no Sisterhood, no Brides of
 * anything, and a woman no Brotherhood, so such a word becomes its gender-neutral kin
 * ("The Carpenters' Fellowship"; see `GENDERED_GROUP_WORDS`).
 */
export const nameForMember = (name: string, gender: NpcGender): string => groupNameFor(name, gender);

/**
 * Puts a reserved group into the package as a stub. A cause its alignment cannot stand for (a good
 * group bent on destruction) is never kept: one that fits is drawn in its place.
 */
export function putGroupStub(
  ctx: LinkContext,
  reserved: ReservedGroup,
  given: Omit<GroupStub, 'Seed' | 'Type' | 'Alignment' | 'Name'> = {},
): EntityLink {
  const decided =
    given.Cause && !causeFits(given.Cause, reserved.alignment)
      ? { ...given, Cause: drawCause(ctx.rng.fork(reserved.id).fork('cause'), reserved.alignment) }
      : given;
  const entity: GroupStubEntity = {
    ReferenceData: { Set: false, Id: reserved.id },
    OrgName: reserved.name,
    Type: reserved.type,
    Alignment: reserved.alignment,
    Stub: {
      Seed: reserved.id,
      Type: reserved.type,
      Alignment: reserved.alignment,
      Name: reserved.name,
      ...decided,
      Adjectives: ctx.adjectives,
    },
  };
  putEntity(ctx.pkg, 'groups', entity);
  return reserved.link;
}

/** Makes a location stub with a decided name and type; returns its link. */
export function addLocationStub(
  ctx: LinkContext,
  type: LocationType,
  name: string,
  decided: Omit<LocationStub, 'Seed' | 'Type' | 'Name'> = {},
): EntityLink {
  const id = ctx.minter.next();
  const entity: LocationStubEntity = {
    ReferenceData: { Set: false, Id: id },
    Name: name,
    Type: type,
    Stub: { Seed: id, Type: type, Name: name, ...decided, Adjectives: ctx.adjectives },
  };
  putEntity(ctx.pkg, 'locations', entity);
  return entityLink('locations', id, name);
}

/** An id and link for a settlement about to be made a stub. */
export type ReservedSettlement = { id: string; link: EntityLink; name: string };

/** Reserves an id for a settlement with a decided name. */
export function reserveSettlement(ctx: LinkContext, name: string): ReservedSettlement {
  const id = ctx.minter.next();
  return { id, link: entityLink('settlements', id, name), name };
}

/** Puts a reserved settlement into the package as a stub. */
export function putSettlementStub(
  ctx: LinkContext,
  reserved: ReservedSettlement,
  decided: Omit<SettlementStub, 'Seed' | 'Name'> = {},
): EntityLink {
  const entity: SettlementStubEntity = {
    ReferenceData: { Set: false, Id: reserved.id },
    Name: reserved.name,
    Stub: { Seed: reserved.id, Name: reserved.name, ...decided, Adjectives: ctx.adjectives },
  };
  putEntity(ctx.pkg, 'settlements', entity);
  return reserved.link;
}
