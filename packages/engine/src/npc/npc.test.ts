import { describe, expect, it } from 'vitest';
import { HERITAGE_BODY } from '../character/appearance-tables';
import { rawTextProblems, textProblems } from '../core/text-checks';
import { createRng } from '../core/rng';
import { HERITAGES, LOCATION_TYPES } from '../data/options';
import { GENERATORS } from '../generators/index';
import type { GeneratorRequest } from '../core/generator';
import { toPlainText } from '../text/rich-text';
import type { Npc, NpcStub } from '../world/entities';
import { kinClaim } from '../names/building-name';
import { parseLinkType } from '../world/links';
import type { RefPackage } from '../world/ref-store';
import { agesOutsideLifespan, badValues, danglingLinks } from '../generators/world-checks';
import { expandNpc, generateNpc } from './npc';
import { ofAgeToWed, OWNER_YEARS } from '../character/person-facts';
import { generateNpcWithLocks } from './locks';
import { HISTORY_GRAMMAR } from './history-grammar';
import { Facts, rowAllowed, rowImplies, rowText, type Row } from '../core/table';
import { expandRich } from '../core/template';
import { generatePersonality } from '../character/traits';

const SEEDS = Array.from({ length: 200 }, (_, i) => `npc-seed-${i}`);

const stubAge = (pkg: RefPackage, type: string): number | undefined => {
  const target = parseLinkType(type)!;
  return (pkg.npcs?.ReferenceIds[target.id] as { Stub?: { Age?: number } } | undefined)?.Stub?.Age;
};

const request = (choices: Record<string, string[]> = {}): GeneratorRequest => ({
  count: 1,
  adjectives: true,
  heritages: HERITAGES,
  choices,
});

describe('generateNpc', () => {
  it('gives the same person for the same seed and options', () => {
    const a = generateNpc(createRng('same'), { heritages: ['Elf'] });
    const b = generateNpc(createRng('same'), { heritages: ['Elf'] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(generateNpc(createRng('other'), {}))).not.toBe(JSON.stringify(a));
  }, 60_000);

  it('keeps every invariant over 200 seeds', () => {
    for (const seed of SEEDS) {
      const { npc, refPackage } = generateNpc(createRng(seed), {});
      expect(badValues(npc), seed).toEqual([]);
      expect(badValues(refPackage), seed).toEqual([]);
      expect(danglingLinks(refPackage), seed).toEqual([]);
      expect(agesOutsideLifespan(refPackage), seed).toEqual([]);
      expect(refPackage.npcs?.ReferenceIds[npc.ReferenceData.Id]).toBe(npc);
      expect(npc.ReferenceData.Set).toBe(true);

      const body = HERITAGE_BODY[npc.RaceName];
      for (const parent of npc.Family.Parents) {
        const age = stubAge(refPackage, parent.type);
        expect(age, `${seed} parent`).toBeGreaterThan(npc.Age);
      }
      for (const child of npc.Family.Children) {
        const age = stubAge(refPackage, child.type);
        expect(age, `${seed} child`).toBeLessThanOrEqual(npc.Age - body.adultAge);
        // The story calls them grown children: none under eighteen, however early their heritage comes of age.
        expect(age, `${seed} grown child`).toBeGreaterThanOrEqual(18);
      }
      for (const [field, value] of Object.entries(npc.Stats)) {
        expect(Number.isInteger(value) && value >= 3 && value <= 20, `${seed} ${field}=${value}`).toBe(true);
      }
      const family = [npc, ...npc.Family.Parents, ...npc.Family.Siblings, ...npc.Family.Children].map(
        (p) => ('Name' in p ? p.Name : p.text).split(' ')[0],
      );
      expect(new Set(family).size, `${seed}: ${family.join(', ')}`).toBe(family.length);
      expect(npc.Languages[0]).toBe('Common');
      expect(new Set(npc.Languages).size).toBe(npc.Languages.length);
      expect(npc.EmployedAt && npc.Residence && npc.MemberOf, seed).toBeTruthy();
      for (const field of ['History', 'Personality', 'Goal', 'Secret', 'Fear', 'Flaw', 'Desire', 'Rumor'] as const) {
        const text = toPlainText(npc[field]);
        expect(rawTextProblems(text), `${seed} ${field}: ${text}`).toEqual([]);
      }
      expect(textProblems(toPlainText(npc.History)), `${seed}: ${toPlainText(npc.History)}`).toEqual([]);
    }
  }, 60_000);

  it('draws the heritage from the options and honors a fixed gender', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const { npc } = generateNpc(createRng(seed), { heritages: ['Gnome', 'Orc'], gender: 'Female' });
      expect(['Gnome', 'Orc']).toContain(npc.RaceName);
      expect(npc.Gender).toBe('Female');
      expect(npc.Size).toBe(npc.RaceName === 'Gnome' ? 'Small' : 'Medium');
    }
  }, 60_000);

  it('mentions the relatives, workplace and group it links to in the life story', () => {
    const { npc } = generateNpc(createRng('story'), {});
    const linked = npc.History.filter((part) => part.type).map((part) => part.type);
    expect(linked).toContain(npc.EmployedAt!.type);
    expect(linked).toContain(npc.MemberOf!.Group.type);
    for (const parent of npc.Family.Parents) expect(linked).toContain(parent.type);
  }, 60_000);
});

describe('a life story and the character texts beside it', () => {
  const many = Array.from({ length: 400 }, (_, i) => `npc-story-${i}`);

  it('never contradict each other: no coward who fought robbers, no fear of water in a river rescuer, no gullible soul betrayed and trusting nobody since', () => {
    let brave = 0;
    let water = 0;
    for (const seed of many) {
      const { npc } = generateNpc(createRng(seed), {});
      const history = toPlainText(npc.History);
      const flaw = toPlainText(npc.Flaw);
      const fear = toPlainText(npc.Fear);
      if (
        /fought|saved a child|always in fights|crossed the mountains|dared to spend|joined the militia/.test(history)
      ) {
        brave++;
        expect(flaw, `${seed}: ${history}`).not.toMatch(
          /coward at heart|terrified of any confrontation|brave only when/i,
        );
      }
      if (/saved a child from the river|merchant ship/.test(history)) {
        water++;
        expect(fear, `${seed}: ${history}`).not.toMatch(/\b(water|drowning|open sea|wells|under water)\b/);
      }
      if (history.includes('has not trusted anyone since')) {
        expect(flaw, `${seed}: ${history}`).not.toMatch(/gullible|trusting to a fault/i);
      }
      if (history.includes('swore never to marry again')) {
        const texts = [npc.Goal, npc.Secret, npc.Rumor].map(toPlainText).join(' ');
        expect(texts, `${seed}: ${history}`).not.toMatch(
          /marry into|under a false name|betrothed|woke up married|will be married/,
        );
      }
      if (/temple|pilgrimage/.test(history)) {
        expect(toPlainText(npc.Personality), `${seed}: ${history}`).not.toContain('will not set foot in a temple');
      }
    }
    expect(brave).toBeGreaterThan(40);
    expect(water).toBeGreaterThan(10);
  }, 120_000);

  it("tells the first work in the heritage's years: youth said of a late start, and no one calling for centuries", () => {
    let late = 0;
    let long = 0;
    for (let i = 0; i < 1500; i++) {
      const { npc } = generateNpc(createRng(`npc-phase-${i}`), {});
      const history = toPlainText(npc.History);
      const start = /\bAt (?:the age of )?(\d+), ([^;]*)/.exec(history);
      expect(start, history).not.toBeNull();
      const startAge = Number(start![1]);
      // "At 98, given to the temple" is an elf's boyhood only when the story says so; "at 5" a kobold's near-adulthood.
      if (startAge >= 25) {
        late++;
        expect(start![2], history).toMatch(/reckoning|for (his|her) people/);
      }
      if (startAge < 12) expect(start![2], history).toMatch(/grown/);
      const span = /(\d+) years later|that was (\d+) years ago|for (\d+) years/.exec(history);
      if (npc.Age - startAge > 60) long++;
      if (span) expect(Number(span[1] ?? span[2] ?? span[3]), history).toBeLessThanOrEqual(60);
    }
    expect(late).toBeGreaterThan(50);
    expect(long).toBeGreaterThan(50);
  }, 120_000);

  it('gives an owner years in the trade, calls a start grown only from adulthood, and gives no one too young a sweetheart, among short-lived peoples too', () => {
    let owners = 0;
    for (let i = 0; i < 1200; i++) {
      const heritage = (['Goblin', 'Kobold', 'Orc', 'Half-Orc'] as const)[i % 4]!;
      const { npc } = generateNpc(createRng(`npc-career-${i}`), { heritages: [heritage] });
      const history = toPlainText(npc.History);
      const span = /(less than a year|a year|\d+ years)(?: later| ago|,| since| and more)|for (\d+ years)/.exec(
        history,
      );
      const years = span
        ? span[1] === 'less than a year'
          ? 0
          : span[1] === 'a year'
            ? 1
            : parseInt(span[1] ?? span[2]!, 10)
        : 99;
      if (/Today (?:he|she) (?:runs|is master of)|These days (?:he|she) keeps/.test(history)) {
        owners++;
        expect(years, history).toBeGreaterThanOrEqual(OWNER_YEARS);
        expect(npc.Age, history).toBeGreaterThanOrEqual(18);
      }
      // A pipe is an older habit than a barely grown person's.
      if (npc.Age < 20) expect(npc.VisualAppearance.accessories).not.toContain('clay pipe');
      // Nobody takes over a bench of their own before coming of age.
      const bench = /At (?:the age of )?(\d+),[^;]*took over a relative/.exec(history);
      if (bench) expect(Number(bench[1]), history).toBeGreaterThanOrEqual(HERITAGE_BODY[heritage].adultAge);
      // "Nearly grown" before the heritage's adulthood, "already grown" from it on.
      const early = /At (?:the age of )?(\d+), (nearly|already) grown/.exec(history);
      if (early)
        expect(early[2], history).toBe(Number(early[1]) < HERITAGE_BODY[heritage].adultAge ? 'nearly' : 'already');
      if (/years at the bench/.test(npc.VisualAppearance.clothingStyle)) expect(years).toBeGreaterThanOrEqual(5);
      if (!ofAgeToWed(npc.RaceName, npc.Age)) {
        const told = [npc.Goal, npc.Desire, npc.Secret, npc.Rumor, npc.History].map((t) => toPlainText(t)).join(' ');
        expect(told).not.toMatch(/\b(?:married|marry|sweetheart|betrothed|spouse|in love|lover|romance|suitor)\b/);
      }
    }
    expect(owners).toBeGreaterThan(100);
    // A stub whose age is decided too young to have run a place for long works for another.
    for (let i = 0; i < 200; i++) {
      const stub: NpcStub = {
        Seed: `npc-young-stub-${i}`,
        Heritage: 'Goblin',
        Gender: 'Male',
        Name: { Given: 'Keggo', Full: 'Keggo', Pronunciation: 'KEG-oh' },
        Age: 10,
      };
      expect(
        expandNpc(stub, `young-${i}`)
          .npc.History.map((c) => c.text)
          .join(''),
      ).not.toMatch(/Today he runs/);
    }
  }, 120_000);

  it('does at a place from the past only what its kind allows, and gives no noble wages or priest a business partner', () => {
    const allowed: readonly (readonly [RegExp, RegExp])[] = [
      [/lost in /, /^(Cave|Dungeon|Ruin|Crypt|Mine|Lair|Battlefield|Island|Castle)$/],
      [/a safe way into /, /^(Cave|Dungeon|Ruin|Tower|Crypt|Mine|Shipwreck|Lair|Castle)$/],
      [/walks out to /, /^(?!Island$)/],
      [
        /dried flower picked at /,
        /^(Grove|Shrine|Bridge|Crossroads|Lake|Island|Battlefield|Oasis|Ruin|Monastery|Castle|Camp)$/,
      ],
    ];
    const seen = new Set<string>();
    for (let i = 0; i < 1500; i++) {
      const { npc, refPackage } = generateNpc(createRng(`npc-site-${i}`), {});
      const history = toPlainText(npc.History);
      const site = Object.values(refPackage.locations?.ReferenceIds ?? {})[0] as { Type?: string } | undefined;
      for (const [words, types] of allowed) {
        if (!words.test(history)) continue;
        seen.add(words.source);
        expect(site?.Type, history).toMatch(types);
      }
      if (npc.Job === 'Noble') expect(history).not.toContain('wages');
      // An owner draws no wage: what is lost at dice is the takings.
      if (/Today (?:he|she) (?:runs|is master of)|These days (?:he|she) keeps/.test(history))
        expect(history).not.toContain('wages');
      if (npc.Family.Siblings.length > 0) expect(history).not.toContain('everyone who remembered');
      const body = HERITAGE_BODY[npc.RaceName];
      if ((npc.Age - body.adultAge) / (body.maxAge - body.adultAge) < 0.3)
        expect(history).not.toContain('long in their graves');
      // A person says "will not say why", "just in case" and a kept flower once.
      const sheet = [history, ...(['Personality', 'Goal', 'Fear', 'Desire'] as const).map((k) => toPlainText(npc[k]))]
        .join(' ')
        .toLowerCase();
      for (const phrase of ['will not say why', 'just in case'])
        expect(sheet.split(phrase).length, `${phrase}: ${sheet}`).toBeLessThanOrEqual(2);
      expect(sheet.match(/\b(?:pressed|dried) flowers?\b/g)?.length ?? 0, sheet).toBeLessThanOrEqual(1);
      if (['Faith', 'Arms', 'Nobility'].includes(npc.JobType)) expect(history).not.toContain('business partner');
    }
    expect(seen.size).toBe(allowed.length);
  }, 120_000);

  it('has a wide choice of lines for a place from the past of every kind, so none is said of one person in five', () => {
    const values = (siteType: string) => ({ siteType });
    for (const type of LOCATION_TYPES) {
      const fits = HISTORY_GRAMMAR.site.filter((row) => rowAllowed(row as Row, new Set(), values(type)));
      expect(fits.length, type).toBeGreaterThanOrEqual(9);
    }
    const told = Array.from({ length: 400 }, (_, i) =>
      toPlainText(generateNpc(createRng(`npc-elder-${i}`), {}).npc.History),
    );
    expect(told.filter((h) => /grandparent/.test(h))).toEqual([]);
  });

  it('makes nobody an apprentice for longer than an apprenticeship lasts', () => {
    let apprentices = 0;
    for (let i = 0; i < 2500; i++) {
      const { npc } = generateNpc(createRng(`npc-apprentice-${i}`), {});
      if (!npc.Job.startsWith('Apprentice')) continue;
      apprentices++;
      const history = toPlainText(npc.History);
      const years = /(\d+) years (?:later|ago)/.exec(history);
      if (years) expect(Number(years[1]), history).toBeLessThanOrEqual(7);
    }
    expect(apprentices).toBeGreaterThan(10);
  });

  it('keeps the fear and the flaw to the person: no devout soul working holy days, no fire-fearer sleeping through fire bells, no honest soul slandering rivals, no careful soul lending to every stranger or rushing off, no contented soul greedy', () => {
    const hits: string[] = [];
    for (let i = 0; i < 2500; i++) {
      const { npc } = generateNpc(createRng(`npc-fear-flaw-${i}`), {});
      const [personality, goal, fear, flaw] = [npc.Personality, npc.Goal, npc.Fear, npc.Flaw].map((t) =>
        toPlainText(t),
      );
      const clash =
        (/works on holy days/.test(fear!) &&
          (npc.JobType === 'Faith' || /devout|pious|holy order|atone/i.test(`${personality} ${goal}`))) ||
        (/sleeps through alarm bells/.test(flaw!) &&
          /(?:fire|burning to death|sparks and embers|wildfires in a dry summer);/.test(fear!)) ||
        (/spreads quiet slander/.test(flaw!) && /honest|lie without blushing/i.test(personality!)) ||
        (/changes the subject whenever the failing is named/.test(flaw!) && /admits every fault/.test(personality!)) ||
        (/lends money to every stranger/.test(flaw!) &&
          /careful with every copper|thrifty|frugal|shrewd bargainer|waste is the worst/i.test(personality!)) ||
        (/^(?:Greedy|Unable to pass up a profit|Miserly)/.test(flaw!) &&
          /content with very little/.test(personality!)) ||
        (/^(?:Hopelessly impatient|Unable to wait)/.test(flaw!) &&
          /cautious|careful to the point|braced for the worst|every deal hides a trap|slow to trust/i.test(
            personality!,
          ));
      if (clash) hits.push([personality, goal, fear, flaw].join(' '));
    }
    expect(hits.slice(0, 5)).toEqual([]);
  });

  it("grows nobody up on a farm or in the woods where the home town's ground has none", () => {
    for (let i = 0; i < 3000; i++) {
      const facts = new Facts(['male', 'parents-2', 'siblings', 'Craft', 'owner', 'middle'], { env: 'Underground' });
      const text = expandRich(createRng(`env-${i}`), HISTORY_GRAMMAR, '{birth} {youth}', {
        vars: {
          given: 'Tam',
          they: 'he',
          them: 'him',
          their: 'his',
          town: 'Deepholm',
          p1: 'Ana',
          p2: 'Bo',
          order: 'eldest',
          siblingCount: 'two',
        },
        facts,
      });
      expect(toPlainText(text)).not.toMatch(/farm|by the river|in the woods/);
    }
  }, 60_000);

  it('marks every temple in the life story, and nobody with one shuns temples', () => {
    const rows: Row[] = Object.values(HISTORY_GRAMMAR).flat();
    const temple = rows.filter((row) => /temple|shrine|choir|pilgrimage|the gods/.test(rowText(row)));
    expect(temple.length).toBeGreaterThan(3);
    for (const row of temple) expect(rowImplies(row), rowText(row)).toContain('h-temple');
    for (let i = 0; i < 3000; i++) {
      const facts = new Facts(['h-temple', 'male', 'middle', 'Craft']);
      expect(toPlainText(generatePersonality(createRng(`p${i}`), { facts }))).not.toContain(
        'will not set foot in a temple',
      );
    }
  }, 60_000);

  it('calls a person "he" or "she" in the truth of the rumor about them', () => {
    for (const seed of SEEDS) {
      const { npc } = generateNpc(createRng(seed), {});
      const rumor = toPlainText(npc.Rumor);
      const truth = rumor
        .slice(rumor.indexOf('Truth:'))
        .replace(/reasons of their own|believes it themselves|reason behind them|what they saw/g, '');
      expect(truth, `${seed}: ${rumor}`).not.toMatch(/\b(they|them|their|themselves)\b/);
    }
  }, 60_000);
});

describe('a person and the town they live in', () => {
  it('keeps a watch sergeant or a garrison captain out of a hamlet, and names no season before a deed that names its own', () => {
    const hamletWatch: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const { npc, refPackage } = generateNpc(createRng(`watch-${i}`), {});
      if (npc.Job !== 'Watch sergeant' && npc.Job !== 'Garrison captain') continue;
      for (const town of Object.values(refPackage.settlements?.ReferenceIds ?? {}))
        if ((town as { Stub?: { Size?: string } }).Stub?.Size === 'Hamlet') hamletWatch.push(`${i}: ${npc.Job}`);
    }
    expect(hamletWatch).toEqual([]);
    const seasons = /\b(winter|summer|midsummer|spring|autumn|harvest)\b/;
    for (const row of HISTORY_GRAMMAR.event as readonly Row[]) {
      if (seasons.test(rowText(row))) expect(rowText(row)).not.toMatch(/\{hRecent\}|\{hMiddle\}|\{hOld\}/);
    }
  });
});

describe('a workplace named for family', () => {
  it('gives the owner of "X & Sons" a son, of "X & Sisters" a sister, whoever named it first', () => {
    let owners = 0;
    for (let i = 0; i < 1500; i++) {
      const { npc, refPackage } = generateNpc(createRng(`kin-name-${i}`));
      const people = [{ npc, refPackage }];
      // The owner of the person's workplace, expanded from the stub the workplace's name came with.
      const boss = Object.entries(refPackage.npcs?.ReferenceIds ?? {}).find(
        ([, e]) => (e as { Stub?: NpcStub }).Stub?.EmployedAt && (e as { Stub?: NpcStub }).Stub?.Job,
      );
      if (boss) people.push(expandNpc((boss[1] as unknown as { Stub: NpcStub }).Stub, boss[0]));
      for (const p of people) {
        const kin = kinClaim(p.npc.EmployedAt?.text ?? '', p.npc.Stub.Name.Family ?? p.npc.Stub.Name.Given);
        if (!kin) continue;
        owners++;
        const links = kin === 'Sons' || kin === 'Daughters' ? p.npc.Family.Children : p.npc.Family.Siblings;
        const gender = kin === 'Sons' || kin === 'Brothers' ? 'Male' : 'Female';
        const genders = links.map(
          (l) =>
            (p.refPackage.npcs?.ReferenceIds[parseLinkType(l.type!)!.id] as unknown as { Stub: NpcStub }).Stub.Gender,
        );
        expect(genders, `${p.npc.Name} of ${p.npc.EmployedAt?.text}`).toContain(gender);
      }
    }
    expect(owners).toBeGreaterThan(20);
  }, 120_000);
});

describe('alignment and work', () => {
  it('never makes a smuggler lawful', () => {
    for (const seed of SEEDS) {
      const { npc } = generateNpcWithLocks(createRng(seed), {}, { job: 'Smuggler' });
      expect(npc.Alignment.startsWith('lawful'), seed).toBe(false);
    }
  }, 60_000);
});

describe('a guildmaster', () => {
  it('leads the guild they belong to, never only a member of it', () => {
    let guilds = 0;
    for (const seed of SEEDS.slice(0, 120)) {
      const { npc, refPackage } = generateNpcWithLocks(createRng(seed), {}, { job: 'Guildmaster' });
      const group = refPackage.groups?.ReferenceIds[npc.MemberOf?.Group.type.replace(/^group-/, '') ?? ''] as
        { Type?: string } | undefined;
      if (group?.Type !== 'Guild') continue;
      guilds++;
      expect(npc.MemberOf?.Role, seed).toBe('Leader');
    }
    expect(guilds).toBeGreaterThan(0);
  }, 60_000);
});

describe('GetNPC', () => {
  const def = GENERATORS.GetNPC!;

  it('answers npc, race and a package holding the person loaded', () => {
    const body = def.generate(createRng('api'), request()) as { npc: Npc; race: string; refPackage: RefPackage };
    expect(body.race).toBe(body.npc.RaceName);
    expect(body.refPackage.npcs?.ReferenceIds[body.npc.ReferenceData.Id]?.ReferenceData.Set).toBe(true);
  }, 60_000);

  it('takes gender Any, Male or Female and draws from the given heritages', () => {
    expect(def.choices.gender?.options).toEqual(['Any', 'Male', 'Female']);
    for (const seed of SEEDS.slice(0, 20)) {
      const male = def.generate(createRng(seed), request({ gender: ['Male'] })) as { npc: Npc };
      expect(male.npc.Gender).toBe('Male');
      const halfling = def.generate(createRng(seed), { ...request(), heritages: ['Halfling'] }) as { npc: Npc };
      expect(halfling.npc.RaceName).toBe('Halfling');
    }
  }, 60_000);
});
