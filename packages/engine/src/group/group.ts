import { generateRumor } from '../character/rumor';
import { createRng } from '../core/rng';
import { ALIGNMENTS, ORGANIZATION_TYPES, type OrganizationType } from '../data/options';
import { JOBS, TOWN_JOBS, type JobRow } from '../character/jobs';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from '../world/building-types';
import type { Rng } from '../core/rng';
import { distinctTexts, drawTaggedRow } from '../world/draw';
import type { Environment, Heritage } from '../data/options';
import type { Group, GroupStub, SettlementStub } from '../world/entities';
import { GENDERED_NAME_WORDS, GROUP_GRAMMAR } from './group-grammar';
import { entityLink } from '../world/links';
import { putEntity } from '../world/ref-store';
import { addNpcStub, putNpcStub, reserveNpc, TOWNSFOLK_HERITAGES, type ReservedNpc } from '../world/stubs';
import { HERITAGE_NAMING } from '../names/naming-schemes';
import { Facts } from '../core/table';
import { townWaterTags } from '../names/building-name';
import { drawSigil } from './sigil';
import { expansionContext, newHomeSettlement, type Expansion } from '../world/hometown';
import { GUILD_TYPES } from '../data/options';
import { drawCause, GROUP_HEADS, livesByWater, mayHeadGroup } from '../world/group-fit';

/** Chance that a group of each kind is common knowledge (evil groups halve it). */
const KNOWN_CHANCE: Readonly<Record<OrganizationType, number>> = {
  CauseBased: 0.7,
  NobleHouse: 1,
  Religious: 0.95,
  Pirates: 0.6,
  Guild: 1,
  Militaristic: 0.95,
  Political: 0.85,
  AdventuringParty: 0.9,
};

/**
 * Two ideals that can stand together: the second is drawn with the first one's tags, so a group
 * that prizes freedom does not also hold that the strong decide and the weak obey.
 */
function idealsOf(rng: Rng, tags: readonly string[]): string[] {
  const first = drawTaggedRow(rng.fork(0), GROUP_GRAMMAR, 'ideal', tags);
  const out = [first.text];
  for (let attempt = 1; out.length < 2 && attempt < 12; attempt++) {
    const next = drawTaggedRow(rng.fork(attempt), GROUP_GRAMMAR, 'ideal', [...tags, ...first.tags]);
    if (!out.includes(next.text)) out.push(next.text);
  }
  return out;
}

/**
 * Jobs whose holders join a group of the type (every job when none does). A guild's members work
 * its trade: the jobs of that guild (a potter in the Potters, never in the Masons), or, for a
 * trade no job belongs to, any guild job.
 */
export function jobsFor(type: OrganizationType, guild?: string): readonly JobRow[] {
  const trade = guild ? (JOBS as readonly JobRow[]).filter((row) => row.guild === guild) : [];
  if (trade.length > 0) return trade;
  const byWater = livesByWater(type, guild);
  const fitting = (JOBS as readonly JobRow[]).filter(
    (row) => row.groups.includes(type) && (byWater || !worksAtTheWater(row)),
  );
  return fitting.length > 0 ? fitting : JOBS;
}

/** Work done only at the water's edge (a harbormaster, a sailor): no use in a town with no harbor. */
const worksAtTheWater = (row: JobRow): boolean => row.buildings.every((b) => WATERFRONT_BUILDINGS.includes(b));

/**
 * Work done only where a town or larger stands (a noble's estate, a guild hall, a bank, a
 * barracks, a town's watch, streets and lamps: `TOWN_JOBS`), as a person's home town is chosen for
 * it: the group such a one leads is based in a town, and a group of a hamlet or a village takes
 * in nobody who does it.
 */
export const worksOnlyInTowns = (job: string): boolean => {
  const row = (JOBS as readonly JobRow[]).find((r) => r.job === job);
  return TOWN_JOBS.has(job) || (!!row && row.buildings.every((b) => TOWN_BUILDINGS.includes(b)));
};

/** Whether a group lives by the water; only such a group takes in those whose work is at the water's edge. */
export { livesByWater };

/**
 * Who may lead a group (see mayHeadGroup): a noble heads a noble house, a priest an order, a
 * captain a company, a seafarer a pirate crew, a master of a guild's trade its guild, and a grown
 * hand of its work any other group.
 */
function leaderJobs(type: OrganizationType, jobs: readonly JobRow[], guild: string | undefined): readonly JobRow[] {
  const heads = GROUP_HEADS[type];
  const fitting = heads
    ? (JOBS as readonly JobRow[]).filter((row) => heads.includes(row.job))
    : jobs.filter((row) => mayHeadGroup(guild ? 'Guild' : type, row));
  return fitting.length > 0 ? fitting : jobs;
}

/** The work of a group's leader, drawn from those who may lead it (a seasoned hand more often). */
export const drawLeaderJob = (rng: Rng, type: OrganizationType, guild: string | undefined): string =>
  rng.weighted(leaderJobs(type, jobsFor(type, type === 'Guild' ? guild : undefined), guild), (row) =>
    row.age === 'seasoned' ? 3 : 1,
  ).job;

/**
 * Who serves a noble house without being of its family: a member of the house who is not a
 * noble holds one of these jobs, so the name and the work say who is kin and who is not.
 */
export const HOUSEHOLD_JOBS: readonly string[] = ['Steward', 'Servant', 'Garrison captain'];

/**
 * The jobs a group recruits when it is expanded. A noble house takes in kin (nobles, who bear the
 * family name of the head drawn with them) only when its head is drawn here, so their name is
 * known; otherwise it takes in only its household (stewards, servants, a captain of its guard).
 */
function recruitJobs(type: OrganizationType, jobs: readonly JobRow[], kin: boolean): readonly JobRow[] {
  if (type !== 'NobleHouse') return jobs;
  const house = jobs.filter((row) => HOUSEHOLD_JOBS.includes(row.job) || (kin && row.job === 'Noble'));
  return house.length > 0 ? house : jobs;
}

/** The family a noble house is named for: "House Varrow", "House Varrow, Ever Loyal", "House Varrow of the Gray Gull", "The Proud House of Varrow", "The Varrow Line". */
export function houseFamily(name: string): string | undefined {
  const found =
    /^House ([A-Z][\w'-]*)(?:,| of the |$)/.exec(name) ??
    /\bHouse of ([A-Z][\w'-]*)$/.exec(name) ??
    /^The ([A-Z][\w'-]*) Line$/.exec(name);
  return found?.[1];
}

/** Whether a people gives family names (kobolds and lizardfolk go by one name). */
const bearsFamilyNames = (heritage: Heritage): boolean => {
  const naming = HERITAGE_NAMING[heritage];
  return 'parents' in naming || naming.family.some((pattern) => pattern.kind !== 'none');
};

/** Consonant pairs said as one sound, kept together when a word is split into syllables. */
const ONE_SOUND = /^(sh|th|ch|ph|gh|kh|zh|wh)$/;

/**
 * How a family name known only by its spelling is said, in the style of the name generator's
 * pronunciations, stress on the first syllable ("Varrow": "VAR-row", "Stegondale": "STE-gon-dale").
 */
export function sayFamilyName(word: string): string {
  const parts = word.toLowerCase().match(/[^aeiouy]*[aeiouy]+(?:[^aeiouy]*$)?/g) ?? [word.toLowerCase()];
  for (let i = 1; i < parts.length; i++) {
    const onset = /^[^aeiouy]*/.exec(parts[i]!)![0];
    const keep = onset.length >= 2 && ONE_SOUND.test(onset.slice(-2)) ? 2 : 1;
    if (onset.length > keep) {
      parts[i - 1] += onset.slice(0, onset.length - keep);
      parts[i] = parts[i]!.slice(onset.length - keep);
    }
  }
  // A final e after one consonant is silent: "dale", not "da-le".
  const last = parts[parts.length - 1]!;
  if (parts.length > 1 && /^[^aeiouy]e$/.test(last) && /[aeiouy]$/.test(parts[parts.length - 2]!)) {
    parts.pop();
    parts[parts.length - 1] += last;
  }
  return parts.map((part, i) => (i === 0 ? part.toUpperCase() : part)).join('-');
}

/**
 * The head of a noble house drawn when the house is opened: one of the family the house is named
 * for, so of a people that gives family names, and bearing that name.
 */
function houseHead(
  rng: Rng,
  ctx: ReturnType<typeof expansionContext>,
  decided: { Gender?: 'Male' | 'Female' },
  family: string,
): ReservedNpc {
  const heritage = rng.weighted(
    TOWNSFOLK_HERITAGES.filter((row) => bearsFamilyNames(row.heritage)),
    (row) => row.weight,
  ).heritage;
  const drawn = reserveNpc(ctx, { ...decided, Heritage: heritage });
  const givenSay = drawn.name.Pronunciation.split(' ')[0] ?? drawn.name.Pronunciation;
  const name = {
    Given: drawn.name.Given,
    Family: family,
    Full: `${drawn.name.Given} ${family}`,
    Pronunciation: `${givenSay} ${sayFamilyName(family)}`,
  };
  return { ...drawn, name, link: { ...drawn.link, text: name.Full } };
}

/**
 * Expands a group stub: its decided leader, members and home are kept; the rest is drawn from
 * its seed (a leader and members whose jobs fit the group, goals, secrets, ideals, a conflict,
 * a rumor, how well known it is). Deterministic for the stub and id.
 */
export function expandGroup(stub: GroupStub, id: string): Expansion<Group> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, `group:${stub.Type}`, stub.Adjectives);
  const self = entityLink('groups', id, stub.Name);
  const type = stub.Type;
  const alignment = stub.Alignment;
  const cause = type === 'CauseBased' ? (stub.Cause ?? drawCause(rng.fork('cause'), alignment)) : stub.Cause;
  const guild = type === 'Guild' ? (stub.GuildType ?? rng.fork('guild').pick(GUILD_TYPES)) : stub.GuildType;
  const jobs = jobsFor(type, type === 'Guild' ? guild : undefined);

  // The leader's work, when drawn here, is known before the home is: a group led from a guild hall
  // or a noble's estate is based in a town or larger.
  const leaderJob = stub.Leader ? undefined : drawLeaderJob(rng.fork('leader-job'), type, guild);
  const settlement =
    stub.Settlement ??
    newHomeSettlement(
      rng.fork('settlement'),
      ctx,
      { Groups: [self] },
      { water: livesByWater(type, guild), ...(leaderJob && worksOnlyInTowns(leaderJob) ? { town: true } : {}) },
    );
  // A name that says who the members are decides the gender of everyone the group recruits.
  const gender = GENDERED_NAME_WORDS.find(({ word }) => stub.Name.split(/\W+/).includes(word))?.gender;
  const decided = gender ? { Gender: gender } : {};
  // A home drawn here is known: its ground goes to the people placed in it, and its water (as far
  // as the ground tells) to the rumor, so no ferryman or ford in a town with no river.
  const home = stub.Settlement
    ? undefined
    : (ctx.pkg.settlements?.ReferenceIds[settlement.type.replace(/^settlement-/, '')] as
        { Stub?: SettlementStub } | undefined);
  const environment: Environment | undefined = home?.Stub?.Environment;
  const ground = environment ? { Environment: environment } : {};
  // A noble house opened with no head draws one of the family it is named for.
  const house = type === 'NobleHouse' ? houseFamily(stub.Name) : undefined;
  let head: ReservedNpc | undefined;
  if (!stub.Leader) head = house ? houseHead(rng.fork('house-head'), ctx, decided, house) : reserveNpc(ctx, decided);
  const leader =
    stub.Leader ??
    putNpcStub(ctx, head!, {
      Job: leaderJob!,
      MemberOf: { Group: self, Role: 'Leader' },
      Settlement: settlement,
      ...ground,
    });
  const members = [...(stub.Members ?? [])];
  const recruits = rng.fork('members').int(members.length ? 1 : 2, 4);
  // A home of its own drawn small (a hamlet, a village) takes in none of a town's work.
  const small = ['Outpost', 'Hamlet', 'Village'].includes(home?.Stub?.Size ?? '');
  const drawable = recruitJobs(type, jobs, head !== undefined);
  const villagers = drawable.filter((row) => !worksOnlyInTowns(row.job));
  const recruiting = small && villagers.length > 0 ? villagers : drawable;
  for (let i = 0; i < recruits; i++) {
    const job = rng.fork(`member-${i}`).weighted(recruiting, (row) => row.weight ?? 1);
    // A noble of the house is kin of the head drawn with them: their people and their family name.
    const kin =
      type === 'NobleHouse' && job.job === 'Noble' && head ? { Heritage: head.heritage, FamilyOf: head.name } : {};
    members.push(
      addNpcStub(ctx, {
        ...decided,
        ...kin,
        Job: job.job,
        MemberOf: { Group: self, Role: 'Member' },
        Settlement: settlement,
        ...ground,
      }),
    );
  }

  const text = {
    tags: [type, alignment, ...(cause ? [cause] : [])],
    vars: { town: settlement.text, trade: (guild ?? 'member').toLowerCase() },
    adjectives: ctx.adjectives,
  };
  const knownChance = KNOWN_CHANCE[type] * (alignment === 'evil' ? 0.5 : 1);
  const groupKnown = rng.fork('known').chance(knownChance);

  const group: Group = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Type: type,
    Alignment: alignment,
    OrgName: stub.Name,
    Leader: leader,
    Members: members,
    Goals: distinctTexts(rng.fork('goals'), GROUP_GRAMMAR, 'goal', 2, text).map(sentence),
    Secrets: distinctTexts(rng.fork('secrets'), GROUP_GRAMMAR, 'secret', rng.fork('secret-count').int(1, 2), text).map(
      sentence,
    ),
    Conflicts: distinctTexts(rng.fork('conflicts'), GROUP_GRAMMAR, 'conflict', 1, text).map(sentence),
    Ideals: idealsOf(rng.fork('ideals'), text.tags).map(sentence),
    Rumor: generateRumor(rng.fork('rumor'), {
      adjectives: ctx.adjectives,
      subject: leader,
      ...(head ? { subjectGender: head.gender } : {}),
      ...(environment ? { facts: new Facts(townWaterTags({ environment })) } : {}),
    }),
    GroupKnown: groupKnown,
    MembersKnown:
      groupKnown && rng.fork('members-known').chance(type === 'Pirates' || type === 'CauseBased' ? 0.4 : 0.8),
    Location: settlement,
    TypeValue: ORGANIZATION_TYPES.indexOf(type),
    AlignValue: ALIGNMENTS.indexOf(alignment),
    ...(cause ? { Cause: cause } : {}),
    ...(guild ? { GuildType: guild } : {}),
    SVG: drawSigil(rng.fork('sigil'), { type, alignment, cause, guild }),
  };
  putEntity(ctx.pkg, 'groups', group);
  return { entity: group, refPackage: ctx.pkg };
}

/** A clause as a sentence: first letter up, a full stop at the end. */
const sentence = (clause: string): string => {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};
