import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { GENERATORS } from '../generators/index';
import { JOBS as JOB_ROWS, type JobRow } from '../character/jobs';
import type { Group, NpcStub, SettlementStub } from '../world/entities';
import type { RefPackage } from '../world/ref-store';
import { createLinkContext, putGroupStub, reserveGroup } from '../world/stubs';
import type { GroupStubEntity } from '../world/entities';
import { groupsAgainstTheirCause } from '../generators/world-checks';
import { CAUSES_BY_ALIGNMENT, causeFits, groupKindsOn } from '../world/group-fit';
import { expandGroup, HOUSEHOLD_JOBS, jobsFor, livesByWater, worksOnlyInTowns } from './group';

const groups: Group[] = Array.from(
  { length: 1500 },
  (_, i) =>
    (
      GENERATORS.GetOrganization!.generate(createRng(`read-group-${i}`), {
        count: 1,
        adjectives: true,
        heritages: HERITAGES,
        choices: {},
      }) as { organization: Group }
    ).organization,
);

describe('a group holds ideals that stand together', () => {
  it('never prizes freedom beside power, order or discipline', () => {
    const clash = groups.filter(
      (g) => g.Ideals.some((i) => i.startsWith('Freedom')) && g.Ideals.some((i) => /^(Power|Order|Discipline)/.test(i)),
    );
    expect(clash.map((g) => g.Ideals.join(' | ')).slice(0, 5)).toEqual([]);
    expect(groups.some((g) => g.Ideals.some((i) => i.startsWith('Freedom')))).toBe(true);
  });

  it('does not hold to tradition while it works to tear things down', () => {
    const clash = groups.filter((g) => g.Cause === 'Destruction' && g.Ideals.some((i) => i.startsWith('Tradition')));
    expect(clash.map((g) => g.Ideals.join(' | ')).slice(0, 5)).toEqual([]);
  });

  it('preaches no plunder in a good crew and no freedom in an evil group ashore', () => {
    const wrong = groups.filter(
      (g) =>
        (g.Alignment === 'good' && g.Ideals.some((i) => i.startsWith('Plunder'))) ||
        (g.Alignment === 'evil' && g.Type !== 'Pirates' && g.Ideals.some((i) => i.startsWith('Freedom'))),
    );
    expect(wrong.map((g) => `${g.OrgName} (${g.Alignment}): ${g.Ideals.join(' | ')}`).slice(0, 5)).toEqual([]);
  });

  it('wishes no good group the end of the world', () => {
    const wrong = groups.filter((g) => g.Alignment === 'good' && g.Goals.some((x) => /bring about the end/.test(x)));
    expect(wrong.map((g) => g.OrgName).slice(0, 3)).toEqual([]);
  });

  it('takes up only a cause its alignment can stand for: no good society bent on destruction or power', () => {
    const wrong = groups.filter((g) => g.Cause && !causeFits(g.Cause, g.Alignment));
    expect(wrong.map((g) => `${g.OrgName} (${g.Alignment}): ${g.Cause}`).slice(0, 5)).toEqual([]);
    for (const alignment of ['good', 'neutral', 'evil'] as const) {
      const seen = new Set(groups.filter((g) => g.Alignment === alignment && g.Cause).map((g) => g.Cause));
      expect([...seen].sort(), alignment).toEqual([...CAUSES_BY_ALIGNMENT[alignment]].sort());
    }
  });

  it('never keeps a cause its alignment cannot stand for, whoever puts the group in a package', () => {
    for (let i = 0; i < 20; i++) {
      const ctx = createLinkContext(createRng(`misfit-cause-${i}`), 'test');
      putGroupStub(ctx, reserveGroup(ctx, 'CauseBased', 'good'), { Cause: 'Destruction' });
      putGroupStub(ctx, reserveGroup(ctx, 'CauseBased', 'evil'), { Cause: 'PreserveEnvironment' });
      putGroupStub(ctx, reserveGroup(ctx, 'CauseBased', 'neutral'), { Cause: 'Ideals' });
      expect(groupsAgainstTheirCause(ctx.pkg)).toEqual([]);
      const causes = Object.values(ctx.pkg.groups!.ReferenceIds).map((g) => (g as GroupStubEntity).Stub.Cause);
      expect(causes[2]).toBe('Ideals');
    }
  });

  it('draws two different ideals', () => {
    expect(groups.filter((g) => g.Ideals.length !== 2 || g.Ideals[0] === g.Ideals[1]).length).toBe(0);
  });
});

const JOBS: readonly JobRow[] = JOB_ROWS;
const stubOf = (pkg: RefPackage, link: { type: string }) =>
  (pkg.npcs?.ReferenceIds[link.type.replace(/^npc-/, '')] as unknown as { Stub: NpcStub }).Stub;

describe('a guild is made of people who work its trade', () => {
  it('puts a potter among the potters and no potter among the masons', () => {
    const row = (job: string) => JOBS.find((r) => r.job === job);
    expect(row('Potter')?.guild).toBe('Potters');
    expect(row('Glassblower')?.guild).toBe('Glassblowers');
    expect(JOBS.filter((r) => r.guild === 'Masons').map((r) => r.job)).toEqual(['Stonemason']);
  });

  it('gives every guild a leader and members whose jobs belong to its trade', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 200; i++) {
      const { organization: g, refPackage } = GENERATORS.GetOrganization!.generate(createRng(`guild-trade-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { organizationtype: ['Guild'] },
      }) as { organization: Group; refPackage: RefPackage };
      const trade = jobsFor('Guild', g.GuildType);
      expect(
        trade.every((r) => r.guild === g.GuildType),
        g.GuildType,
      ).toBe(true);
      for (const link of [g.Leader, ...g.Members]) {
        const job = (refPackage.npcs?.ReferenceIds[link.type.replace(/^npc-/, '')] as unknown as { Stub: NpcStub }).Stub
          .Job;
        if (!trade.some((r) => r.job === job)) wrong.push(`${g.OrgName}: ${job}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('a group lives where its work is', () => {
  it('offers no pirate crew to a town whose ground promises no water', () => {
    expect(groupKindsOn(['Guild', 'Pirates'], 'Hill')).toEqual(['Guild']);
    expect(groupKindsOn(['Pirates', 'Guild'], 'Coastal')).toEqual(['Pirates', 'Guild']);
    expect(groupKindsOn(['Pirates'], 'Desert')).toEqual(['Pirates']);
  });

  it('keeps pirates by the sea and the harbor trades out of groups with no harbor', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 240; i++) {
      const { organization: g, refPackage } = GENERATORS.GetOrganization!.generate(createRng(`water-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: i % 3 === 0 ? { organizationtype: ['Pirates'] } : {},
      }) as { organization: Group; refPackage: RefPackage };
      const town = refPackage.settlements?.ReferenceIds[g.Location!.type.replace(/^settlement-/, '')] as unknown as {
        Stub: SettlementStub;
      };
      if (g.Type === 'Pirates' && town.Stub.Environment !== 'Coastal')
        wrong.push(`${g.OrgName} in ${town.Stub.Environment}`);
      if (livesByWater(g.Type, g.GuildType)) continue;
      for (const link of [g.Leader, ...g.Members]) {
        const job = (refPackage.npcs?.ReferenceIds[link.type.replace(/^npc-/, '')] as unknown as { Stub: NpcStub }).Stub
          .Job;
        if (['Harbormaster', 'Dockhand', 'Sailor', 'Shipwright'].includes(job!)) wrong.push(`${g.OrgName}: ${job}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('a group is led by someone fit to lead it', () => {
  it('puts a noble at the head of a noble house, a priest at the head of an order and a captain over a company', () => {
    const heads: Record<string, readonly string[]> = {
      NobleHouse: ['Noble'],
      Religious: ['Priest', 'Shrine keeper', 'Temple healer'],
      Militaristic: ['Garrison captain', 'Watch sergeant'],
      Pirates: ['Sailor', 'Smuggler', 'Shipwright'],
    };
    const wrong: string[] = [];
    for (let i = 0; i < 90; i++) {
      const type = Object.keys(heads)[i % 4]!;
      const { organization: g, refPackage } = GENERATORS.GetOrganization!.generate(createRng(`head-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { organizationtype: [type] },
      }) as { organization: Group; refPackage: RefPackage };
      const job = (refPackage.npcs?.ReferenceIds[g.Leader.type.replace(/^npc-/, '')] as unknown as { Stub: NpcStub })
        .Stub.Job!;
      if (!heads[type]!.includes(job)) wrong.push(`${g.OrgName}: ${job}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('a noble house is a family', () => {
  it('bears the family name of the noble who heads it', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 60; i++) {
      const { organization: g, refPackage } = GENERATORS.GetOrganization!.generate(createRng(`house-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { organizationtype: ['NobleHouse'] },
      }) as { organization: Group; refPackage: RefPackage };
      const head = (refPackage.npcs?.ReferenceIds[g.Leader.type.replace(/^npc-/, '')] as unknown as { Stub: NpcStub })
        .Stub;
      const family = head.Name.Family ?? head.Name.Given;
      if (!g.OrgName.includes(family) || head.Job !== 'Noble')
        wrong.push(`${g.OrgName}: ${head.Name.Full}, ${head.Job}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('the members of a noble house are its kin or its household', () => {
  const houses = (seeds: number, make: (i: number) => { g: Group; pkg: RefPackage }) => {
    const wrong: string[] = [];
    let kin = 0;
    for (let i = 0; i < seeds; i++) {
      const { g, pkg } = make(i);
      const head = stubOf(pkg, g.Leader);
      for (const link of g.Members) {
        const member = stubOf(pkg, link);
        if (member.Job === 'Noble') {
          kin++;
          if (member.Name.Family !== head.Name.Family || member.Heritage !== head.Heritage)
            wrong.push(
              `${g.OrgName}: ${head.Name.Full} (${head.Heritage}) and kin ${member.Name.Full} (${member.Heritage})`,
            );
        } else if (!HOUSEHOLD_JOBS.includes(member.Job!))
          wrong.push(`${g.OrgName}: ${member.Name.Full}, ${member.Job}`);
      }
    }
    return { wrong, kin };
  };

  it('gives the kin of a generated house its family name and people, and the rest household work', () => {
    const { wrong, kin } = houses(60, (i) => {
      const { organization: g, refPackage: pkg } = GENERATORS.GetOrganization!.generate(createRng(`kin-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { organizationtype: ['NobleHouse'] },
      }) as { organization: Group; refPackage: RefPackage };
      return { g, pkg };
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(kin).toBeGreaterThanOrEqual(60);
  });

  it('draws a head of the family a house is named for, and kin who bear that name, when it is opened with no head', () => {
    const { wrong, kin } = houses(60, (i) => {
      const { entity, refPackage } = expandGroup(
        { Seed: `headless-${i}`, Type: 'NobleHouse', Alignment: 'neutral', Name: 'House Tallow' },
        `h${i}`,
      );
      const head = stubOf(refPackage, entity.Leader);
      if (
        head.Name.Family !== 'Tallow' ||
        head.Name.Full !== `${head.Name.Given} Tallow` ||
        !/ TAL-low$/.test(head.Name.Pronunciation)
      )
        wrong.push(`House Tallow is headed by ${head.Name.Full} (${head.Name.Pronunciation})`);
      return { g: entity, pkg: refPackage };
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(kin).toBeGreaterThan(10);
  });
});

describe("a group led from a guild hall, a bank, a barracks, an estate or a town's watch", () => {
  it('is based in a town or larger, whether generated or opened with no home, and a small home takes in no town work', () => {
    const wrong: string[] = [];
    let town = 0;
    const check = (g: Group, pkg: RefPackage, members: boolean) => {
      const home = pkg.settlements?.ReferenceIds[g.Location!.type.replace(/^settlement-/, '')] as unknown as {
        Stub: SettlementStub;
      };
      const small = ['Outpost', 'Hamlet', 'Village'].includes(home.Stub.Size!);
      if (worksOnlyInTowns(stubOf(pkg, g.Leader).Job!)) town++;
      for (const link of [g.Leader, ...(members ? g.Members : [])]) {
        const work = stubOf(pkg, link).Job!;
        if (small && worksOnlyInTowns(work)) wrong.push(`${g.OrgName}: ${work} in a ${home.Stub.Size}`);
      }
    };
    for (let i = 0; i < 150; i++) {
      const { organization, refPackage } = GENERATORS.GetOrganization!.generate(createRng(`in-town-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: {},
      }) as { organization: Group; refPackage: RefPackage };
      check(organization, refPackage, false);
      const type = (['Guild', 'Militaristic', 'Political', 'NobleHouse', 'CauseBased'] as const)[i % 5]!;
      const opened = expandGroup(
        { Seed: `opened-${i}`, Type: type, Alignment: 'neutral', Name: 'The Assembly' },
        `o${i}`,
      );
      check(opened.entity, opened.refPackage, true);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(town).toBeGreaterThan(50);
  });
});
