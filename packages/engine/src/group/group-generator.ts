import { JOBS, type JobRow } from '../character/jobs';
import { pickChoice, type GeneratorDef } from '../core/generator';
import type { Rng } from '../core/rng';
import {
  ALIGNMENTS,
  GUILD_TYPES,
  ORGANIZATION_TYPES,
  type MoralAlignment,
  type OrganizationType,
} from '../data/options';
import type { Group, GroupStubEntity } from '../world/entities';
import { putHomeSettlement, reserveHomeSettlement } from '../world/hometown';
import { mergePackages, type RefPackage } from '../world/ref-store';
import {
  createLinkContext,
  putGroupStub,
  putNpcStub,
  reserveGroup,
  reserveNpc,
  type ReservedGroup,
  type ReservedNpc,
} from '../world/stubs';
import { generateOrganizationName } from '../names/organization-name';
import { repeatsWord } from '../world/contradictions';
import { drawCause } from '../world/group-fit';
import { drawLeaderJob, expandGroup, livesByWater, worksOnlyInTowns } from './group';

/** The guild trades some job belongs to, so a guild of one has members who work it. */
const STAFFED_TRADES = GUILD_TYPES.filter((trade) => JOBS.some((row: JobRow) => row.guild === trade));

/** What GetOrganization may be asked for: types and alignments to choose among (empty: any). */
export type GroupOptions = {
  types?: readonly string[];
  alignments?: readonly string[];
  adjectives?: boolean;
};

/**
 * Makes one group: decides its type, alignment, cause or trade, its home settlement and a name
 * that fits them, then expands it (leader, members, aims, sigil). Deterministic for the stream.
 */
export function generateGroup(rng: Rng, options: GroupOptions = {}): { organization: Group; refPackage: RefPackage } {
  const type: OrganizationType = pickChoice(rng.fork('type'), options.types, ORGANIZATION_TYPES);
  const alignment: MoralAlignment = pickChoice(rng.fork('alignment'), options.alignments, ALIGNMENTS);
  // The alignment is decided first; the cause is one a group of that alignment can stand for.
  const cause = type === 'CauseBased' ? drawCause(rng.fork('cause'), alignment) : undefined;
  const guild = type === 'Guild' ? rng.fork('guild').pick(STAFFED_TRADES) : undefined;

  const ctx = createLinkContext(rng, 'GetOrganization', options.adjectives ?? true);
  // The leader's work is decided before the home: a group led from a guild hall, a bank or a
  // noble's estate is based in a town or larger, as such a person's home town is.
  const noble = type === 'NobleHouse';
  const leaderJob = noble ? 'Noble' : drawLeaderJob(rng.fork('leader-job'), type, guild);
  const needs = { water: livesByWater(type, guild), ...(worksOnlyInTowns(leaderJob) ? { town: true } : {}) };
  const home = reserveHomeSettlement(rng.fork('settlement'), ctx, needs);
  // The leader is decided first: a noble house bears the family name of the noble who heads it, a
  // crew named for its captain names this leader, and a Sisterhood is led by a woman.
  const head = reserveNpc(ctx);
  const drawn = reserveGroup(
    ctx,
    type,
    alignment,
    guild ? { trade: guild, town: home.name } : undefined,
    { gender: head.gender },
    head.name,
  );
  const reserved = noble
    ? renamed(drawn, nameHouse(rng.fork('house-name'), alignment, head, options.adjectives ?? true))
    : drawn;
  const settlement = putHomeSettlement(rng.fork('settlement'), ctx, home, { Groups: [reserved.link] }, needs);
  putNpcStub(ctx, head, {
    Job: leaderJob,
    MemberOf: { Group: reserved.link, Role: 'Leader' },
    Settlement: settlement,
  });
  // A noble house is a family: the head's kin, of the head's people and bearing the family name,
  // are decided here and carried by their stubs (the house's expansion adds only its household).
  const kin = noble
    ? Array.from({ length: rng.fork('kin').int(1, 2) }, () => {
        const relative = reserveNpc(ctx, { Heritage: head.heritage, FamilyOf: head.name });
        return putNpcStub(ctx, relative, {
          Job: 'Noble',
          MemberOf: { Group: reserved.link, Role: 'Member' },
          Settlement: settlement,
        });
      })
    : [];
  putGroupStub(ctx, reserved, {
    Leader: head.link,
    ...(kin.length > 0 ? { Members: kin } : {}),
    Settlement: settlement,
    ...(cause ? { Cause: cause } : {}),
    ...(guild ? { GuildType: guild } : {}),
  });
  const { Stub } = ctx.pkg.groups!.ReferenceIds[reserved.id] as GroupStubEntity;
  const { entity, refPackage } = expandGroup(Stub, reserved.id);
  return { organization: entity, refPackage: mergePackages(ctx.pkg, refPackage) };
}

/** A group reserved under another name: its link reads the new one. */
const renamed = (group: ReservedGroup, name: string): ReservedGroup => ({
  ...group,
  name,
  link: { ...group.link, text: name },
});

/** The name of a noble house headed by a person: their family name (or their only name), drawn again if a word repeats. */
export function nameHouse(rng: Rng, alignment: MoralAlignment, head: ReservedNpc, adjectives: boolean): string {
  const house = head.name.Family ?? head.name.Given;
  const draw = (r: Rng) => generateOrganizationName(r, 'NobleHouse', alignment, { adjectives, house });
  let name = draw(rng);
  for (let n = 1; n <= 6 && repeatsWord(name); n++) name = draw(rng.fork(`again-${n}`));
  return name;
}

/** GetOrganization: one group (`organization`) and the package of it and its people (`refPackage`). */
export const GROUP_GENERATORS: { GetOrganization: GeneratorDef } = {
  GetOrganization: {
    choices: { organizationtype: { options: ORGANIZATION_TYPES }, alignment: { options: ALIGNMENTS } },
    generate: (rng, request) =>
      generateGroup(rng, {
        types: request.choices.organizationtype,
        alignments: request.choices.alignment,
        adjectives: request.adjectives,
      }),
  },
};
