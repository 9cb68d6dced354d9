import { describe, expect, it, vi } from 'vitest';
import { HERITAGE_BODY } from '../character/appearance-tables';
import { personFacts } from '../character/person-facts';
import { jobRow } from '../character/jobs';
import { generateRumor } from '../character/rumor';
import { buildingTags } from '../character/town-places';
import { temperamentClashes } from '../character/temperament';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from '../character/traits';
import type { GeneratorRequest } from '../core/generator';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { GENERATORS } from '../generators';
import { expandNpc, generateNpc } from '../npc';
import { toPlainText } from '../text/rich-text';
import type { Building, Npc, NpcStub } from './entities';
import { personFitFlags } from './person-fit';
import type { RefPackage } from './ref-store';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const para = (text: string) => [{ text }];

/** A generated person with some texts replaced, to see the rules read them. */
function personWith(seed: string, texts: Partial<Record<keyof Npc, string>>, more: Partial<Npc> = {}) {
  const { npc, refPackage } = generateNpc(createRng(seed));
  const changed = { ...npc, ...more } as Npc;
  for (const [key, text] of Object.entries(texts)) (changed as Record<string, unknown>)[key] = para(text as string);
  return { npc: changed, refPackage };
}

/** The first generated person whose home town is of one of the sizes. */
function personIn(sizes: readonly string[]): { npc: Npc; refPackage: RefPackage } {
  for (let i = 0; ; i++) {
    const made = generateNpc(createRng(`fit-size-${i}`));
    const towns = Object.values(made.refPackage.settlements?.ReferenceIds ?? {}) as { Stub?: { Size?: string } }[];
    if (towns.some((t) => t.Stub?.Size && sizes.includes(t.Stub.Size))) return made;
  }
}

describe('the person-fit rules', () => {
  it('flag a shipmate of a landsman, a child drinking, cruelty in a good soul and rent paid by an owner', () => {
    const priest = personWith(
      'fit-1',
      { Secret: 'Pushed a shipmate into the millrace and walked away.' },
      { Job: 'Priest' },
    );
    expect(personFitFlags(priest.npc, priest.refPackage).map((f) => f.rule)).toContain('work');
    const child = personWith('fit-2', {
      Rumor: 'A child playing knucklebones by the well let slip over a drink that nobody saw it.',
    });
    expect(personFitFlags(child.npc).map((f) => f.rule)).toContain('age');
    const good = personWith(
      'fit-3',
      { Flaw: 'Petty and vindictive: takes small revenges.' },
      { Alignment: 'lawful good' },
    );
    expect(personFitFlags(good.npc).map((f) => f.rule)).toContain('alignment');
    const evil = personWith(
      'fit-3',
      { Personality: 'Boastful and big-hearted; slaps backs hard enough to bruise.' },
      { Alignment: 'chaotic evil' },
    );
    expect(personFitFlags(evil.npc).map((f) => f.rule)).toContain('alignment');
    const chaotic = personWith(
      'fit-3',
      { Personality: 'Strict and scrupulously fair; expects punctuality to the minute.' },
      { Alignment: 'chaotic neutral' },
    );
    expect(personFitFlags(chaotic.npc).map((f) => f.rule)).toContain('alignment');
    const landsman = personWith(
      'fit-1',
      { Flaw: 'Reckless: rides too fast on bad roads. This has cost a berth on a merchant ship.' },
      { Job: 'Priest' },
    );
    expect(personFitFlags(landsman.npc).map((f) => f.rule)).toContain('work');
    const owner = personWith('fit-4', { Fear: 'Dreads the poorhouse; pays the rent a season ahead.' });
    expect(personFitFlags(owner.npc, owner.refPackage).map((f) => f.rule)).toContain('rent');
  });

  it('flag work held at the wrong age: a town guard of fifteen, a garrison captain of twenty, a smithy of their own at nineteen, an old bouncer', () => {
    const guard = personWith('fit-age', {}, { Job: 'Town guard', RaceName: 'Half-Orc', Age: 15 });
    expect(personFitFlags(guard.npc).map((f) => f.rule)).toContain('job-age');
    const captain = personWith('fit-age', {}, { Job: 'Garrison captain', RaceName: 'Human', Age: 22 });
    expect(personFitFlags(captain.npc).map((f) => f.rule)).toContain('job-age');
    const young = personWith(
      'fit-age',
      { Goal: 'Wants to adopt the orphan who sleeps in the stables.' },
      { Job: 'Server', RaceName: 'Orc', Age: 16 },
    );
    expect(personFitFlags(young.npc).map((f) => f.rule)).toContain('age');
    young.npc.MemberOf = { Group: { text: 'The Old Map Burners', type: 'group-x' }, Role: 'Leader' };
    expect(personFitFlags(young.npc).map((f) => f.detail)).toContain('leader of The Old Map Burners at 16');
    const priest = personWith(
      'fit-age',
      { History: 'At the age of 18, she was given to the temple by a grateful family; today she is a priest.' },
      { Job: 'Priest', RaceName: 'Human', Age: 40 },
    );
    expect(personFitFlags(priest.npc).map((f) => f.detail)).toContain('"given to the temple" at 18, already grown');
    const smith = personWith('fit-age', {}, { Job: 'Blacksmith', RaceName: 'Half-Orc', Age: 19 });
    expect(personFitFlags(smith.npc).map((f) => f.rule)).toContain('job-age');
    const bouncer = personWith('fit-age', {}, { Job: 'Bouncer', RaceName: 'Kobold', Age: 85 });
    expect(personFitFlags(bouncer.npc).map((f) => f.rule)).toContain('job-age');
    // Generated people, and those expanded from a stub with a decided age, hold work of their years.
    for (let i = 0; i < 300; i++) {
      const { npc } = generateNpc(createRng(`fit-ages-${i}`));
      expect(
        personFitFlags(npc).filter((f) => f.rule === 'job-age'),
        `${npc.Job} ${npc.Age}`,
      ).toEqual([]);
      const stub: NpcStub = { ...npc.Stub, Age: Math.max(16, HERITAGE_BODY[npc.RaceName].adultAge) + (i % 12) };
      delete stub.Job;
      const aged = expandNpc(stub, `aged-${i}`).npc;
      expect(
        personFitFlags(aged).filter((f) => f.rule === 'job-age'),
        `${aged.Job} ${aged.Age}`,
      ).toEqual([]);
    }
  });

  it("flag rivals of someone in no business, a dead rival's notebooks of someone who makes nothing, and a victim of their own trade", () => {
    const guard = personWith(
      'fit-rival',
      { Goal: 'Hopes to own a ship outright. Step one: studying the ledgers of successful rivals.' },
      { Job: 'Town guard' },
    );
    expect(personFitFlags(guard.npc).map((f) => f.rule)).toContain('work');
    const clerk = personWith(
      'fit-rival',
      { Goal: 'Means to paint the temple ceiling. It starts with copying the techniques of a dead rival.' },
      { Job: 'Stallholder' },
    );
    expect(personFitFlags(clerk.npc).map((f) => f.rule)).toContain('work');
    const miller = personWith('fit-rival', { Secret: "Broke a sacred oath to the miller's son." }, { Job: 'Miller' });
    expect(personFitFlags(miller.npc).map((f) => f.rule)).toContain('work');
    // Drawn for people in no business, none of them comes up.
    for (let i = 0; i < 400; i++) {
      const job = jobRow((['Town guard', 'Brewhand', 'Servant', 'Miller'] as const)[i % 4]!);
      const facts = personFacts({ heritage: 'Human', gender: 'Female', age: 30, job });
      const goal = toPlainText(generateGoal(createRng(`rival-${i}`), { facts }));
      const secret = toPlainText(generateSecret(createRng(`rival-${i}`), { facts }));
      expect(`${goal} ${secret}`).not.toMatch(
        job.job === 'Miller' ? /the miller's son/ : /rival merchant|ledgers of successful rivals|dead rival/,
      );
    }
  });

  it('flag a look that repeats a word: a faded tabard and a faded ribbon, a battered pipe and a battered locket', () => {
    const faded = personWith('fit-look', { Personality: 'Quiet and watchful.', Desire: 'Wants a quiet life.' });
    faded.npc.VisualAppearance = {
      ...faded.npc.VisualAppearance,
      clothingStyle: 'a mail shirt under a faded tabard',
      accessories: 'a faded ribbon tied around the upper arm',
    };
    expect(personFitFlags(faded.npc).map((f) => f.rule)).toContain('echo');
    const pipe = personWith('fit-look', { Personality: 'Chews the stem of a battered pipe.' });
    pipe.npc.VisualAppearance = { ...pipe.npc.VisualAppearance, accessories: 'a battered silver locket on a chain' };
    expect(personFitFlags(pipe.npc).map((f) => f.rule)).toContain('echo');
    for (let i = 0; i < 300; i++) {
      const { npc } = generateNpc(createRng(`fit-look-${i}`));
      expect(personFitFlags(npc).filter((f) => f.rule === 'echo' && f.detail.includes('look'))).toEqual([]);
    }
  });

  it('flag a word said twice in one line: "Means to ... that means", "a hearth ... an old hearth"', () => {
    const means = personWith('fit-twice', {
      Goal: 'Means to build a bridge over the ford. This season that means doing the work alone.',
      Desire: 'Dreams of a hearth that nobody can take away; talks about an old hearth as if it were holy.',
    });
    const twice = personFitFlags(means.npc).filter((f) => f.rule === 'echo');
    expect(twice.map((f) => f.detail.split('"')[1])).toEqual(expect.arrayContaining(['means', 'hearth']));
    // Words a row repeats on purpose may come twice.
    const orders = personWith('fit-twice', {
      Desire: 'Hungers for power; imagines giving orders to the people who give orders now.',
    });
    expect(personFitFlags(orders.npc).filter((f) => f.detail.includes('twice in the Desire'))).toEqual([]);
    for (let i = 0; i < 300; i++) {
      const { npc } = generateNpc(createRng(`fit-twice-${i}`));
      expect(personFitFlags(npc).filter((f) => f.rule === 'echo' && f.detail.includes('" twice in the'))).toEqual([]);
    }
  });

  it('flag costs and stakes that assume what the person lacks: wages of an owner, a guild seat of a hired hand, a business of a healer', () => {
    const cases: [Partial<Record<keyof Npc, string>>, string][] = [
      [{ Flaw: "A compulsive gambler: wagers next month's wages on this month's cockfight." }, 'Shopkeeper'],
      [{ Flaw: 'Unable to keep a secret. This has cost a seat on the guild council.' }, 'Barkeep'],
      [
        {
          Secret: 'Pawned a ring. If anyone finds out, the old ways of doing business would be looked at very closely.',
        },
        'Temple healer',
      ],
      [{ Desire: "Longs for a life of silk and silver; stops at every jeweler's window." }, 'Jeweler'],
      [{ Desire: 'Longs for a quiet life. Would give up a seat on the council to get there.' }, 'Jeweler'],
      [{ Flaw: 'Reckless. The most recent price was a partnership in a thriving business.' }, 'Joiner'],
      [{ Secret: 'Lied. If the secret gets out, the regulars would drift away one by one.' }, 'Market warden'],
      [{ Desire: 'Craves adventure and danger; owns a fine sword and has never used it.' }, 'Soldier'],
      [{ Flaw: 'Arrogant: dismisses advice from anyone younger or poorer.' }, 'Porter'],
      [{ Flaw: 'Bone idle. The most recent price was a good apprenticeship.' }, 'Blacksmith'],
      [{ Flaw: 'Arrogant: talks to servers and stable hands as if they were furniture.' }, 'Server'],
      [{ Personality: 'Proud; falls silent and sullen in the company of the rich.' }, 'Banker'],
      [{ Secret: 'Cheated a business partner out of a fortune at cards.' }, 'Sailor'],
      [{ Flaw: 'Vain: hires a boy to carry purchases that weigh nothing.' }, 'Porter'],
      [{ Flaw: 'Bone idle. The most recent price was the best job in town.' }, 'Baker'],
      [{ Flaw: 'Terrified of any confrontation: agrees with whoever spoke last.' }, 'Bouncer'],
      [{ Personality: 'Easily flustered; speaks mostly to the floor.' }, 'Bouncer'],
      [{ Goal: 'Means to own a ship outright.' }, 'Shipwright'],
    ];
    for (const [texts, job] of cases) {
      const person = personWith('fit-stake', texts, { Job: job });
      if (job === 'Shipwright')
        person.npc.VisualAppearance = {
          ...person.npc.VisualAppearance,
          clothingStyle: "a fisher's oilskins that smell of the catch",
        };
      expect(
        personFitFlags(person.npc).map((f) => f.rule),
        job,
      ).toContain('work');
    }
    // Drawn for such people, none of them comes up.
    for (let i = 0; i < 600; i++) {
      const job = jobRow(
        (
          ['Shopkeeper', 'Barkeep', 'Temple healer', 'Jeweler', 'Joiner', 'Market warden', 'Soldier', 'Porter'] as const
        )[i % 8]!,
      );
      const facts = personFacts({ heritage: 'Dwarf', gender: 'Male', age: 150, job, groupType: 'Guild' });
      const said = [generatePersonality, generateFlaw, generateSecret, generateDesire]
        .map((make) => toPlainText(make(createRng(`stake-${i}`), { facts })))
        .join(' ');
      const npc = { ...personWith('fit-stake', {}, { Job: job.job }).npc, Flaw: para(said) };
      expect(
        personFitFlags(npc).filter((f) => f.rule === 'work' && f.detail.includes(`(${job.role})`)),
        said,
      ).toEqual([]);
    }
  });

  it('flag a place named "& Sisters" or "& Brothers" of an owner with fewer than two, and give such owners two', () => {
    const owner = personWith('fit-kin', {}, { Job: 'Baker' });
    owner.npc.EmployedAt = { text: 'Quillbrook & Sisters Bakers', type: 'building-x' };
    owner.npc.Family = { ...owner.npc.Family, Siblings: [] };
    expect(personFitFlags(owner.npc, owner.refPackage).map((f) => f.rule)).toContain('family');
    let named = 0;
    for (let i = 0; i < 400 && named < 5; i++) {
      const { npc, refPackage } = generateNpc(createRng(`fit-kin-${i}`));
      if (!/ & (Sisters|Brothers)\b/.test(npc.EmployedAt?.text ?? '')) continue;
      named++;
      expect(personFitFlags(npc, refPackage).filter((f) => f.rule === 'family')).toEqual([]);
    }
  });

  it("flag a skill still to learn that the person's group is named for or their trade is", () => {
    const maps = personWith('fit-5', { Goal: 'Means to see the sea. Step one: learning to read maps.' });
    maps.npc.MemberOf = { ...maps.npc.MemberOf, Group: { text: 'The Dusty Maps', type: 'group-x' }, Role: 'Leader' };
    expect(personFitFlags(maps.npc).map((f) => f.rule)).toContain('skill');
    const sailor = personWith('fit-6', {
      Goal: 'Wants to sail south. It starts with learning every knot a sailor knows.',
    });
    sailor.npc.Job = 'Sailor';
    expect(personFitFlags(sailor.npc).map((f) => f.rule)).toContain('skill');
  });

  it('flag town places in a hamlet or village and village places in a city', () => {
    const small = personIn(['Hamlet', 'Village']);
    const tavern = {
      ...small.npc,
      Flaw: para('Hot-tempered: has been thrown out of every tavern in town at least once.'),
    };
    expect(personFitFlags(tavern, small.refPackage).map((f) => f.rule)).toContain('town-size');
    const large = personIn(['City', 'Metropolis']);
    const green = { ...large.npc, Rumor: para('Word around the village green is that it rained.') };
    expect(personFitFlags(green, large.refPackage).map((f) => f.rule)).toContain('town-size');
    const town = personIn(['Town']);
    const healer = { ...town.npc, Secret: para('Went to the stocks for a crime that the village healer committed.') };
    expect(personFitFlags(healer, town.refPackage).map((f) => f.rule)).toContain('town-size');
    const shunned = {
      ...town.npc,
      Secret: para('Lied. If it gets out, a whole village would stop speaking to the family.'),
    };
    expect(personFitFlags(shunned, town.refPackage).map((f) => f.rule)).toContain('town-size');
    const guard = { ...small.npc, Job: 'Town guard' };
    expect(personFitFlags(guard, small.refPackage).map((f) => f.rule)).toContain('town-size');
    const hamlet = personIn(['Hamlet']);
    const racket = { ...hamlet.npc, Goal: para('Means to drive the protection racket out of the market.') };
    expect(personFitFlags(racket, hamlet.refPackage).map((f) => f.rule)).toContain('town-size');
    const gate = { ...small.npc, Rumor: para('According to a bored gate guard, the well is poisoned.') };
    expect(personFitFlags(gate, small.refPackage).map((f) => f.rule)).toContain('town-size');
    // No gate guard, lamplighter or night watch tells a rumor in a hamlet or a village.
    for (let i = 0; i < 1500; i++) {
      const facts = personFacts({ heritage: 'Human', gender: 'Male', age: 40, townSize: 'Village' });
      const rumor = toPlainText(generateRumor(createRng(`small-rumor-${i}`), { facts, subject: 'Tam Reed' }));
      expect(rumor).not.toMatch(/gate guard|a lamplighter with|night watch/);
    }
  });

  it('read one temperament: no cheer that falls apart, no shy soul rolling every r like a drum or boasting to anyone, no idler working through the night', () => {
    const base = { Voice: '', Flaw: '', Desire: '', Fear: '' };
    expect(
      temperamentClashes({
        ...base,
        Personality:
          'Relentlessly optimistic; finds a silver lining in every disaster, but falls apart entirely when a plan goes wrong.',
      }),
    ).not.toEqual([]);
    expect(
      temperamentClashes({
        ...base,
        Personality: 'Shy and soft-spoken; blushes at the smallest compliment.',
        Voice: 'Has a thin, breathy voice, and rolls every “r” like a drum.',
      }),
    ).not.toEqual([]);
    expect(
      temperamentClashes({
        ...base,
        Personality: 'Sly and smiling; flatters anyone, but goes very still and very polite when angry.',
        Flaw: 'Hot-tempered: throws the first punch and asks questions after.',
      }),
    ).not.toEqual([]);
    expect(
      temperamentClashes({
        ...base,
        Personality: 'Meticulous in all things; lines up cutlery at right angles.',
        Fear: 'Terrified of public humiliation; works through the night to avoid the smallest mistake.',
        Flaw: 'Bone idle: has perfected the art of looking busy.',
      }),
    ).not.toEqual([]);
    expect(
      temperamentClashes({
        ...base,
        Personality: 'Shy and soft-spoken; blushes at the smallest compliment.',
        Desire: 'Craves recognition; tells anyone who will listen about old achievements.',
      }),
    ).not.toEqual([]);
  });
});

describe("the size of a person's town", () => {
  it('is told to the relatives and boss placed in it, and read when a stub gives it', () => {
    const { npc, refPackage } = personIn(['Hamlet']);
    const kin = [...npc.Family.Parents, ...npc.Family.Siblings, ...npc.Family.Children];
    const stubs = kin.map(
      (l) => (refPackage.npcs?.ReferenceIds[l.type.replace(/^npc-/, '')] as { Stub: NpcStub } | undefined)?.Stub,
    );
    expect(stubs.length).toBeGreaterThan(0);
    expect(stubs.map((s) => s?.SettlementSize)).toEqual(stubs.map(() => 'Hamlet'));
    const flags: string[] = [];
    for (let i = 0; i < 400; i++) {
      const made = expandNpc(
        {
          ...npc.Stub,
          Seed: `fit-hamlet-${i}`,
          Settlement: { text: 'Thornby', type: 'settlement-fit.1' },
          SettlementSize: 'Hamlet',
        },
        `fit-hamlet-${i}`,
      );
      for (const f of personFitFlags(made.npc, made.refPackage)) flags.push(`${f.rule}: ${f.detail}`);
    }
    expect(flags.slice(0, 10)).toEqual([]);
  });
});

describe('a person placed in a town the package holds', () => {
  it("knows the town's size: a building's owner is told it", () => {
    const request: GeneratorRequest = { count: 1, adjectives: true, heritages: HERITAGES, choices: {} };
    for (let i = 0; i < 20; i++) {
      const answer = GENERATORS.GetBuilding!.generate(createRng(`fit-owner-${i}`), request) as {
        building: Building;
        refPackage: RefPackage;
      };
      const pkg = answer.refPackage;
      const owner = pkg.npcs?.ReferenceIds[answer.building.buildingOwner.type.replace(/^npc-/, '')] as
        { Stub?: NpcStub } | undefined;
      const link = owner?.Stub?.Settlement;
      expect(link).toBeDefined();
      const town = pkg.settlements?.ReferenceIds[link!.type.replace(/^settlement-/, '')] as {
        Stub?: { Size?: string };
      };
      expect(owner?.Stub?.SettlementSize).toBe(town.Stub?.Size);
    }
  });

  it("knows the town's size: every person a settlement places is told it", () => {
    for (const size of ['Hamlet', 'Metropolis']) {
      const request: GeneratorRequest = { count: 1, adjectives: true, heritages: HERITAGES, choices: { size: [size] } };
      const { refPackage } = GENERATORS.GetSettlement!.generate(createRng(`fit-town-${size}`), request) as {
        refPackage: RefPackage;
      };
      const people = Object.values(refPackage.npcs?.ReferenceIds ?? {}) as { Stub?: NpcStub }[];
      expect(people.length).toBeGreaterThan(0);
      expect(new Set(people.map((p) => p.Stub?.SettlementSize))).toEqual(new Set([size]));
    }
  });
});

describe('texts drawn against the facts', () => {
  /** Every text of a person drawn many times against one set of facts. */
  function drawAll(facts: () => ReturnType<typeof personFacts>, count: number): string[] {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const rng = createRng(`fit-draw-${i}`);
      const f = facts();
      const text = { facts: f };
      for (const make of [generatePersonality, generateVoice, generateGoal, generateSecret, generateFear, generateFlaw])
        out.push(toPlainText(make(rng.fork(make.name), text)));
      out.push(toPlainText(generateDesire(rng.fork('desire'), text)));
      out.push(toPlainText(generateRumor(rng.fork('rumor'), { ...text, subject: 'Ada Reed' })));
    }
    return out;
  }

  it('keep a good landsman who owns the house in a hamlet clear of shipmates, rent, cruelty and town places', () => {
    const lines = drawAll(
      () =>
        personFacts({
          heritage: 'Human',
          gender: 'Female',
          age: 40,
          job: jobRow('Priest'),
          alignment: 'lawful good',
          groupName: 'The Dusty Maps',
          leader: true,
          ownsHome: true,
          townSize: 'Hamlet',
        }),
      1500,
    );
    const bad =
      /\b(shipmates?|rent money|pays the rent|rent's due|lodgings in a row|amused by everyone else's troubles|sharp and cruel|ruthless in business|small lies just to keep|skims a little|petty and vindictive|takes small revenges|habitual liar|dishonest in small ways|every tavern in town|every tavern keeper|every inn in town|spoken at the market|fish market|counting house|town hall|dice[- ]house|coaching inn|market square|learning to read maps|learning the old prayers|berth on a merchant ship|post at the mint|forgotten more about horses|I can fix anything|impatient with rules and routine|town walls?|child playing knucklebones by the well let slip over a drink)\b/i;
    expect(lines.filter((l) => bad.test(l)).slice(0, 10)).toEqual([]);
  });

  it("keep a hamlet's people clear of magistrates, mayors, councils, market days and a watch, and a village's of watch captains, town gates and a priest a week", () => {
    const own = (size: 'Hamlet' | 'Village') =>
      drawAll(
        () => personFacts({ heritage: 'Human', gender: 'Male', age: 45, job: jobRow('Baker'), townSize: size }),
        1500,
      ).filter((_, i) => i % 8 !== 1 && i % 8 !== 7);
    const hamlet =
      /\b(magistrate|mayor|town council|council's clerk|the council|council seat|market days?|market warden|old market|noise of the market|goes to market|the watch)\b/i;
    const village =
      /\b(watch captain|town gate|thieves' guild|pawnshop|different priest every week|five different priests)\b/i;
    expect(
      own('Hamlet')
        .filter((l) => hamlet.test(l) || village.test(l))
        .slice(0, 10),
    ).toEqual([]);
    expect(
      own('Village')
        .filter((l) => village.test(l))
        .slice(0, 10),
    ).toEqual([]);
  });

  it('keep a chaotic city dweller clear of village greens, village healers and strict order, and a child source sober', () => {
    const lines = drawAll(
      () => personFacts({ heritage: 'Elf', gender: 'Male', age: 120, townSize: 'City', alignment: 'chaotic evil' }),
      1500,
    );
    expect(lines.filter((l) => /\b(strict and scrupulously fair|obsessed with order and routine)\b/.test(l))).toEqual(
      [],
    );
    expect(
      lines.filter((l) => /\b(generous to a fault|kind-hearted|big-hearted|slips coins to beggars)\b/.test(l)),
    ).toEqual([]);
    expect(
      lines.filter((l) => /\b(village green|village healer|duck pond|a whole village would)\b/.test(l)).slice(0, 10),
    ).toEqual([]);
    expect(lines.filter((l) => /\b(child|apprentice)\b[^.]*\blet slip over a drink\b/.test(l))).toEqual([]);
  });

  it("never has a temple's or a guard post's worker talk back to its owner", () => {
    const lines: string[] = [];
    for (const type of ['Temple', 'Guard Post', 'Graveyard'] as const)
      for (let i = 0; i < 1500; i++) {
        const facts = personFacts({ heritage: 'Human', gender: 'Male', age: 30, job: jobRow('Acolyte') });
        facts.values.venue = 'works';
        const rumor = generateRumor(createRng(`fit-public-${type}-${i}`), {
          facts,
          subject: 'Ada Reed',
          place: 'the Old Chapel',
          placeTags: buildingTags(type),
        });
        lines.push(toPlainText(rumor));
      }
    expect(lines.filter((l) => /talking back to the owner/.test(l))).toEqual([]);
    expect(lines.some((l) => /talking back to whoever is in charge/.test(l))).toBe(true);
  });

  it('holds for 1,500 generated people: no line that ignores who the person is', () => {
    const flags: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const { npc, refPackage } = generateNpc(createRng(`fit-npc-${i}`));
      for (const f of personFitFlags(npc, refPackage)) flags.push(`${npc.Name} (${npc.Job}): ${f.rule}: ${f.detail}`);
    }
    expect(flags.slice(0, 20)).toEqual([]);
  });
});

describe('the person-fit rules for one sheet read whole', () => {
  const rules = (made: { npc: Npc; refPackage?: RefPackage }) =>
    personFitFlags(made.npc, made.refPackage).map((f) => f.rule);

  it('flag a look that shows what a secret hides or a fear shuns', () => {
    const base = generateNpc(createRng('fit-look')).npc;
    const blind = personWith(
      'fit-look',
      { Secret: 'Is slowly going blind and hides it from everyone.' },
      { VisualAppearance: { ...base.VisualAppearance, injuries: 'a blind, milky left eye' } },
    );
    expect(rules(blind)).toContain('look');
    const lantern = personWith(
      'fit-look',
      { Fear: 'Shudders at the mere mention of the fey; refuses to touch anything that glows.' },
      { VisualAppearance: { ...base.VisualAppearance, accessories: 'a lantern, even in daylight' } },
    );
    expect(rules(lantern)).toContain('look');
  });

  it('flag a town watch and half a town in the life story of someone from a hamlet', () => {
    const hamlet = personIn(['Hamlet', 'Outpost']);
    const npc = {
      ...hamlet.npc,
      History: para('As a child, she followed the town watch around, copying their swagger.'),
    };
    expect(rules({ npc, refPackage: hamlet.refPackage })).toContain('town-size');
  });

  it('flag an orphan given to the temple by a grateful family', () => {
    const orphan = personWith(
      'fit-orphan',
      { History: 'At 16, she was given to the temple by a grateful family.' },
      { Family: { Parents: [], Siblings: [], Children: [] } },
    );
    expect(rules(orphan)).toContain('family');
  });

  it('flag a first step that does not serve the aim', () => {
    for (const Goal of [
      'Will stop at nothing to live one whole year without telling a lie, to win a wager. So far that means fasting every seventh day.',
      'Will stop at nothing to build a clock that shows the phases of the moon. It starts with throwing away a hundred failed attempts.',
      'Has secretly resolved to restore the crumbling chapel. Right now that means recruiting helpers with free ale.',
    ])
      expect(rules(personWith('fit-goal', { Goal }))).toContain('goal');
  });

  it('flag "the guild" of a member of no guild, work signed by a guard, and a crush at the own workplace', () => {
    for (let i = 0; ; i++) {
      const made = generateNpc(createRng(`fit-guild-${i}`));
      const group = made.refPackage.groups?.ReferenceIds[made.npc.MemberOf?.Group.type.replace(/^group-/, '') ?? ''] as
        { Type?: string } | undefined;
      if (!group?.Type || group.Type === 'Guild') continue;
      const npc = {
        ...made.npc,
        Secret: para(
          'Took a bribe. If the truth ever comes out, the guild would hand her to the law without a hearing.',
        ),
      };
      expect(rules({ npc, refPackage: made.refPackage })).toContain('group');
      break;
    }
    const guard = personWith(
      'fit-guard',
      { Desire: 'Craves recognition; signs every piece of work in large letters.' },
      { Job: 'Town guard' },
    );
    expect(rules(guard)).toContain('work');
    const base = generateNpc(createRng('fit-crush')).npc;
    const crush = personWith(
      'fit-crush',
      {
        Rumor: `Someone says ${base.Name} is sweet on someone at ${base.EmployedAt?.text} and spends every spare hour there.`,
      },
      {},
    );
    expect(rules(crush)).toContain('work');
  });

  it('flag a secret whose stakes do not follow from it', () => {
    for (const Secret of [
      'On the night of the great flood, killed a man in a tavern brawl. A diary hidden in the attic holds the whole truth. Should the secret get out, a lucrative contract would be torn up.',
      'Last spring, took part in a smuggling run that ended with a customs officer dead. A ghost knows. If the truth ever comes out, a songwriter would make it famous in three counties.',
      'Twenty years ago, learned forbidden magic from a book that should have been burned. A retired judge suspects. Should the secret get out, every past kindness would be reread as a calculation.',
    ])
      expect(rules(personWith('fit-secret', { Secret }))).toContain('secret');
    const fits =
      "Last spring, forged a rich uncle's signature on a land deed. A rival has proof. If the truth ever comes out, every past kindness would be reread as a calculation.";
    expect(rules(personWith('fit-secret', { Secret: fits }))).not.toContain('secret');
  });

  it('flag clauses of one line that cannot both hold', () => {
    for (const texts of [
      { Personality: 'Hard to rattle; knots string when nervous and leaves little knots everywhere.' },
      {
        Secret:
          'Was saved from the gallows by a young apprentice, who lied under oath to do it. Nobody alive knows, or so it seems.',
      },
      { Secret: 'While the rest of the household was away at a wedding, killed a man in a tavern brawl.' },
      { Flaw: "Unable to let a slight go: counts the cherries in everyone's slice of pie." },
      { Flaw: 'Bitterly jealous: sulks for days, and changes the subject whenever it comes up.' },
    ])
      expect(rules(personWith('fit-clash', texts))).toContain('clash');
  });

  it('flag a distinctive word said twice in one line, but not names, quoted words or little words', () => {
    for (const Personality of [
      'A shrewd bargainer; can smell a bargain from three streets away.',
      "Unable to pass up a profit: counts other people's money. Friends have stopped counting what this has cost.",
    ])
      expect(rules(personWith('fit-echo', { Personality }))).toContain('echo');
    expect(
      rules(
        personWith('fit-echo', {
          Desire: 'Wants to see a certain family ruined; smiles whenever a certain name comes up.',
        }),
      ),
    ).toContain('echo');
    expect(
      rules(
        personWith('fit-echo', {
          Voice: 'Speaks in a lazy drawl. Favorite phrase: “…so to speak.”',
          Personality: 'Calm.',
        }),
      ),
    ).not.toContain('echo');
  });
});
