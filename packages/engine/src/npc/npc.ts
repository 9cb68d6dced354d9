import { HERITAGE_BODY } from '../character/appearance-tables';
import { generateVisualAppearance } from '../character/appearance';
import { generateRumor } from '../character/rumor';
import { buildingTags } from '../character/town-places';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from '../character/traits';
import { createRng, type Rng } from '../core/rng';
import {
  HERITAGES,
  LOCATION_TYPES,
  type BuildingType,
  type Environment,
  type Heritage,
  type MoralAlignment,
  type SettlementSize,
} from '../data/options';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from '../world/building-types';
import { listSegments, pickWeighted, worldText } from '../world/draw';
import { expandRich } from '../core/template';
import {
  ABILITIES,
  type DecidedName,
  type EntityLink,
  type Membership,
  type Npc,
  type NpcGender,
  type NpcStats,
  type NpcStub,
} from '../world/entities';
import { idBase, minterFor } from '../world/links';
import { SITE_NAME_TABLES } from '../names/site-name';
import { kinClaim, townWaterTags, type KinClaim } from '../names/building-name';
import { putEntity, type RefPackage } from '../world/ref-store';
import { SETTLEMENT_NAME_TABLES } from '../names/place-name';
import {
  addLocationStub,
  decideName,
  putBuildingStub,
  putGroupStub,
  putNpcStub,
  putSettlementStub,
  reserveBuilding,
  reserveGroup,
  reserveNpc,
  reserveSettlement,
  type LinkContext,
  type ReservedNpc,
} from '../world/stubs';
import { EXTRA_LANGUAGES, ETHICS, HERITAGE_TRAITS, MORALS } from './heritage-traits';
import { HISTORY_GRAMMAR } from './history-grammar';
import {
  JOBS,
  jobAges,
  jobRow,
  LEAD_MIN_YEARS,
  OWNER_MIN_YEARS,
  TOWN_JOBS,
  WORK_MIN_YEARS,
  type AgeBand,
  type JobRow,
} from '../character/jobs';
import { drawOwnerJob } from '../character/jobs';
import { drawCause, groupKindsOn, livesByWater, mayHeadGroup, WATER_GROUNDS } from '../world/group-fit';
import { mayLead, OWNER_YEARS, personFacts } from '../character/person-facts';
import { GUILD_TYPES, type GuildType, type OrganizationType } from '../data/options';
import { HOMETOWN_ENVIRONMENTS, HOMETOWN_SIZES } from '../world/hometown';
import { liesNear } from '../world/location-ground';

/** The longest an apprentice has been one: a first work begun longer ago made a journeyman. */
const APPRENTICESHIP_YEARS = 7;
/** Options of `generateNpc`. */
export type NpcOptions = {
  /** Heritages the heritage is drawn from; every heritage when empty or absent. */
  heritages?: readonly Heritage[];
  /** A fixed gender; drawn otherwise. */
  gender?: NpcGender;
  /** Whether optional adjectives appear in names and texts; default true. */
  adjectives?: boolean;
};

/** A generated or expanded person and the package holding them (loaded) and every stub they link to. */
export type NpcGeneration = { npc: Npc; refPackage: RefPackage };

const GENDERS: readonly NpcGender[] = ['Male', 'Female'];

/** Share of adult life (0 = just grown, 1 = the heritage's maximum age) a job's holders have lived. */
const AGE_BANDS: Readonly<Record<AgeBand, readonly [number, number]>> = {
  young: [0, 0.15],
  any: [0, 0.7],
  seasoned: [0.15, 0.8],
};

/** How many years before adulthood, at most, a person may have started work: a quarter of the years to it. */
const startSpread = (heritage: Heritage): number => Math.max(1, Math.round(HERITAGE_BODY[heritage].adultAge * 0.25));

/** The youngest a person starts their first work, in years (never under one). */
const earliestStart = (heritage: Heritage): number =>
  Math.max(1, HERITAGE_BODY[heritage].adultAge - startSpread(heritage));

/** Settlements too small for a town's work. */
const SMALL_SIZES: ReadonlySet<string> = new Set(['Outpost', 'Hamlet', 'Village']);

/** The youngest age, in years, at which anyone runs their own place, whatever their heritage. */
const OWNER_MIN_AGE = OWNER_MIN_YEARS;

/**
 * The youngest a person of a heritage runs their own place: `OWNER_YEARS` after the earliest
 * start, and never under `OWNER_MIN_AGE` (no orc of fifteen with an ironworks of his own).
 */
const ownerAge = (heritage: Heritage): number => Math.max(earliestStart(heritage) + OWNER_YEARS, OWNER_MIN_AGE);

/** Most years past adulthood a holder of a starter job ('young' band) has lived. */
const YOUNG_YEARS = 8;

/**
 * Chance a person leads the group they belong to, by how far into their working life they are:
 * nobody in a starter job (an apprentice, a server) leads anything yet.
 */
const LEADER_CHANCE: Readonly<Record<AgeBand, number>> = { young: 0, any: 0.12, seasoned: 0.3 };

const PRONOUNS: Readonly<Record<NpcGender, { they: string; them: string; their: string }>> = {
  Male: { they: 'he', them: 'him', their: 'his' },
  Female: { they: 'she', them: 'her', their: 'her' },
};

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/**
 * A person with every field of SPEC section 3 filled: heritage from `options.heritages`,
 * a name, a job that decides their workplace, family, home, group, stats, character texts, looks
 * and life story. Relatives, workplace, home, group, home town and a place from their past are
 * stubs in the returned package. Deterministic: the same stream and options give the same person.
 */
export function generateNpc(rng: Rng, options: NpcOptions = {}): NpcGeneration {
  const pool = options.heritages && options.heritages.length > 0 ? options.heritages : HERITAGES;
  const heritage = rng.fork('heritage').pick(pool);
  const gender = options.gender ?? rng.fork('gender').pick(GENDERS);
  const stub: NpcStub = {
    Seed: rng.seed,
    Heritage: heritage,
    Gender: gender,
    Name: decideName(rng.fork('name'), heritage, gender),
    Adjectives: options.adjectives ?? true,
  };
  return expandNpc(stub, idBase(rng, `npc-id:${heritage}:${gender}`));
}

/**
 * Expands a person stub: the decided fields are kept, the rest is drawn from the stub's seed.
 * The same stub and id always give the same person and the same new stubs.
 */
export function expandNpc(stub: NpcStub, id: string): NpcGeneration {
  const rng = createRng(stub.Seed);
  const ctx: LinkContext = {
    rng: rng.fork('links'),
    pkg: {},
    minter: minterFor(rng, `npc:${stub.Heritage}:${stub.Gender}`),
    adjectives: stub.Adjectives ?? true,
  };
  const heritage = stub.Heritage;
  const gender = stub.Gender;
  const body = HERITAGE_BODY[heritage];
  const traits = HERITAGE_TRAITS[heritage];
  // Someone whose age is already decided holds work of their years: too young to have run a
  // place for long, they work for another (nobody owns their own bakery within a year of being
  // apprenticed), and nobody holds work younger or older than it allows (`jobAges`), unless no
  // work at all fits the age.
  // A person placed in a town known to have no water (its map says so, or its ground promises none)
  // does no work that is only done at the water's edge: no shipwright in a forest town.
  const offTheWater =
    stub.Settlement !== undefined &&
    (stub.Water === 'none' ||
      (stub.Water === undefined && stub.Environment !== undefined && !WATER_GROUNDS.includes(stub.Environment)));
  const job = stub.Job
    ? jobRow(stub.Job)
    : rng.fork('job').weighted(JOBS as readonly JobRow[], (row) => {
        if (offTheWater && row.buildings.every((b) => WATERFRONT_BUILDINGS.includes(b))) return 0;
        // No town's work (a town guard, a lamplighter) in a hamlet or a village a stub places them in.
        if (stub.SettlementSize && SMALL_SIZES.has(stub.SettlementSize) && TOWN_JOBS.has(row.job)) return 0;
        if (stub.Age === undefined || fitsAge(row, stub.Age, heritage)) return row.weight ?? 1;
        // An age below every job's years (a goblin of ten) still works for another, in plain work.
        const none = !JOBS.some((r) => fitsAge(r, stub.Age!, heritage));
        return none && row.role !== 'owner' && jobAges(row, heritage).min <= WORK_MIN_YEARS ? (row.weight ?? 1) : 0;
      });
  const familyName = stub.Name.Family ?? stub.Name.Given;
  // A workplace already named "Harrow & Sons" gives its owner sons, so an owner old enough for them.
  const namedKin = stub.EmployedAt && job.role === 'owner' ? kinClaim(stub.EmployedAt.text, familyName) : undefined;
  const drawnAge = stub.Age ?? drawAge(rng.fork('age'), heritage, job);
  const age =
    stub.Age !== undefined
      ? drawnAge
      : Math.max(
          drawnAge,
          namedKin === 'Sons' || namedKin === 'Daughters' ? grownChildAge(heritage) : 0,
          // A person who runs their own place has first spent years learning the trade.
          job.role === 'owner' ? ownerAge(heritage) : 0,
          // Nobody holds work younger than its years allow (no town guard of fifteen).
          jobAges(job, heritage).min,
          // A group's leader, as a stub decided, has lived long enough to lead it.
          stub.MemberOf?.Role === 'Leader' ? Math.max(LEAD_MIN_YEARS, body.adultAge) : 0,
        );
  const self = { id, link: { text: stub.Name.Full, type: `npc-${id}` }, heritage, gender, name: stub.Name };

  // Someone whose work is outside the law is never lawful.
  const ethic = rng
    .fork('ethics')
    .weighted(ETHICS, (e) => (job.outlaw && e === 'lawful' ? 0 : (traits.ethics[ETHICS.indexOf(e)] ?? 1)));
  const moral = rng.fork('morals').weighted(MORALS, (m) => traits.morals[MORALS.indexOf(m)] ?? 1);
  const alignment = ethic === 'neutral' && moral === 'neutral' ? 'neutral' : `${ethic} ${moral}`;
  const stats = rollStats(rng.fork('stats'), job, heritage);
  const languages = chooseLanguages(rng.fork('languages'), heritage, job, stats);

  const workplaceType = rng.fork('workplace').pick(job.buildings);
  const home = stub.Settlement ? undefined : planHometown(rng.fork('hometown'), ctx, workplaceType, job);
  const settlement = stub.Settlement ?? home!.reserved.link;
  // The home town's ground, given with the town or decided here, names the person's buildings and
  // shapes their look; relatives and the boss living in that town stand on it too.
  const environment = stub.Environment ?? home?.environment;
  const ground = environment ? { Environment: environment } : {};
  // The town's size, given with the town or decided here, and its water, given with the town: the
  // people placed in it know them too, and its buildings' names fit them (no Tanner Row in a hamlet).
  const townSize = stub.Settlement ? stub.SettlementSize : home?.size;
  const water = stub.Settlement ? stub.Water : undefined;
  const townOf = { ...ground, ...(townSize ? { SettlementSize: townSize } : {}), ...(water ? { Water: water } : {}) };
  const place = {
    setting: {
      ...(environment ? { environment } : {}),
      ...(water ? { water } : {}),
      ...(townSize ? { size: townSize } : {}),
    },
  };

  const boss = stub.EmployedAt || job.role === 'owner' ? undefined : reserveNpc(ctx);
  const employer = stub.EmployedAt
    ? undefined
    : boss
      ? reserveBuilding(ctx, workplaceType, boss.name.Family ?? boss.name.Given, undefined, place)
      : // The person's own place names only relatives they can still have.
        reserveBuilding(
          ctx,
          workplaceType,
          familyName,
          [
            ...(stub.Children || age < grownChildAge(heritage) ? ['no-kin-children'] : []),
            ...(stub.Siblings || stub.Parents ? ['no-kin-siblings'] : []),
          ],
          place,
        );
  const employedAt = stub.EmployedAt ?? employer!.link;
  const livesAtWork = job.job === 'Noble' && job.role === 'owner';
  const residence =
    stub.Residence || livesAtWork ? undefined : reserveBuilding(ctx, 'Residence', familyName, undefined, place);
  const residenceLink = stub.Residence ?? (livesAtWork ? employedAt : residence!.link);

  const groupPlan = stub.MemberOf
    ? undefined
    : planGroup(
        rng.fork('group'),
        ctx,
        job,
        moral,
        settlement.text,
        stub,
        environment,
        townSize,
        hallTrade(job, employedAt),
        age,
      );
  const memberOf: Membership = stub.MemberOf ?? { Group: groupPlan!.reserved.link, Role: groupPlan!.role };

  const kin = namedKin ?? (employer && !boss ? kinClaim(employer.name, familyName) : undefined);
  const family = planFamily(rng.fork('family'), ctx, stub, self, age, { Settlement: settlement, ...townOf }, kin);

  // A place from the past near the town: one that can lie by its ground (no oasis by a forest town).
  const siteType = rng
    .fork('site')
    .pick(environment ? LOCATION_TYPES.filter((type) => liesNear(type, environment)) : LOCATION_TYPES);
  const siteName = worldText(rng.fork('site-name'), SITE_NAME_TABLES, 'locationName', {
    tags: [siteType],
    adjectives: ctx.adjectives,
  });
  const site = addLocationStub(ctx, siteType, siteName, { Settlement: settlement });

  if (boss && employer) {
    const bossJob = drawOwnerJob(rng.fork('boss-job'), workplaceType).job;
    putNpcStub(ctx, boss, { Job: bossJob, EmployedAt: employer.link, Settlement: settlement, ...townOf });
  }
  if (employer) {
    putBuildingStub(ctx, employer, {
      ...(boss ? { Owner: boss.link, Employees: [self.link] } : { Owner: self.link }),
      Settlement: settlement,
      ...ground,
      ...(water ? { Water: water } : {}),
    });
  }
  if (residence) {
    putBuildingStub(ctx, residence, {
      Owner: self.link,
      Settlement: settlement,
      ...ground,
      ...(water ? { Water: water } : {}),
    });
  }
  if (groupPlan) {
    putGroupStub(ctx, groupPlan.reserved, {
      ...(groupPlan.role === 'Leader' ? { Leader: self.link } : { Members: [self.link] }),
      Settlement: settlement,
      ...(groupPlan.cause ? { Cause: groupPlan.cause } : {}),
      ...(groupPlan.guild ? { GuildType: groupPlan.guild } : {}),
    });
  }
  if (home) {
    putSettlementStub(ctx, home.reserved, {
      Size: home.size,
      Environment: home.environment,
      ...(employer ? { Buildings: [employer.link] } : {}),
      ...(groupPlan ? { Groups: [groupPlan.reserved.link] } : {}),
    });
  }

  // The person's facts, decided before any text: every part below is drawn against them, and
  // what one part implies (a scar, a debt) binds the parts drawn after it.
  const facts = personFacts({
    heritage,
    gender,
    age,
    job,
    parents: family.parents.length,
    ...(family.livingParents ? { livingParents: family.livingParents } : {}),
    ...(family.lostParents ? { lostParents: family.lostParents } : {}),
    siblings: family.siblings.length,
    order: family.order,
    brothers: family.brothers,
    sisters: family.sisters,
    children: family.children.length,
    alignment,
    leader: memberOf.Role === 'Leader',
    // The life story has everyone born in the town they live in.
    native: true,
    ...(groupPlan ? { groupType: groupPlan.reserved.type } : {}),
    // What the group is named for (no leader of the Dusty Maps still learning to read maps).
    groupName: [memberOf.Group.text, groupPlan?.guild ?? ''].join(' '),
    // A house drawn here is the person's own (so no rent), as is a noble's seat.
    ...(residence || livesAtWork ? { ownsHome: true } : {}),
    // The size of the home town: no "every tavern in town" of a hamlet.
    ...(townSize ? { townSize } : {}),
  });
  // A rumor about the workplace speaks of it as the person's own or as their employer's, of a
  // place of its type (walled or open, saleable or the town's), and of one named for the family.
  facts.values.venue = job.role === 'owner' && !boss ? 'own' : 'works';
  // The country the person grew up in, when known here: an accent names only a country like it.
  if (environment) facts.values.env = environment;
  // The town's water, as far as it is known (`town-sea`, `town-riverless`, `town-dry`): no
  // washerwomen at the river steps of a town with no river.
  facts.imply(townWaterTags({ ...(environment ? { environment } : {}), ...(water ? { water } : {}) }));
  // Born here to a heritage with no tongue of its own, the person has spoken Common from the cradle.
  if (traits.languages.length === 0) facts.imply(['tongue-common']);
  const workplaceTags = [
    ...(employer ? buildingTags(workplaceType) : []),
    ...(familyName.length > 2 && employedAt.text.includes(familyName) ? ['namesake'] : []),
  ];
  const text = { adjectives: ctx.adjectives, facts };
  const pronouns = PRONOUNS[gender];
  // An owner began at least `OWNER_YEARS` ago, however late the draw would have them start.
  const drawnStart = Math.max(earliestStart(heritage), body.adultAge - rng.fork('start').int(0, startSpread(heritage)));
  // An apprenticeship lasts some seven years: an apprentice began no longer ago than that.
  const apprentice = job.job.startsWith('Apprentice');
  const startAge = Math.max(
    Math.min(earliestStart(heritage), age),
    Math.min(age, drawnStart, job.role === 'owner' ? age - OWNER_YEARS : age),
    apprentice ? age - APPRENTICESHIP_YEARS : 0,
  );
  const years = age - startAge;
  // The life story reads when the first work began and how long ago: a youth that a long-lived
  // heritage's years hide is called youth, and centuries are more than one working life.
  facts.values.startAge = startAge;
  facts.values.toAdult = body.adultAge - startAge;
  facts.values.workYears = years;
  facts.values.siteType = siteType;
  // Years since coming of age: a secret dated "three summers back" was not done as a child.
  facts.values.grownYears = age - body.adultAge;
  const vars = {
    given: stub.Name.Given,
    ...pronouns,
    town: inSentence(settlement),
    ...(family.parents[0] ? { p1: family.parents[0] } : {}),
    ...(family.parents[1] ? { p2: family.parents[1] } : {}),
    order: family.order,
    siblingCount: COUNT_WORDS[family.siblings.length + 1] ?? String(family.siblings.length + 1),
    job: job.job.toLowerCase(),
    startAge: String(startAge),
    years: years === 0 ? 'less than a year' : years === 1 ? 'a year' : `${years} years`,
    work: inSentence(employedAt),
    group: inSentence(memberOf.Group),
    site: inSentence(site),
  };
  const history = [
    ...['birth', 'youth', 'trade', 'event', 'site', 'now'].flatMap((beat, i) => [
      ...(i > 0 ? [{ text: ' ' }] : []),
      // Drawn against the person's facts, first: what the story implies (a temple childhood, a
      // buried spouse, a rescue from the river) binds the character texts drawn after it.
      ...expandRich(rng.fork(`history-${beat}`), HISTORY_GRAMMAR, `{${beat}}`, {
        vars,
        adjectives: ctx.adjectives,
        facts,
      }),
    ]),
    ...childrenSentence(family.children, pronouns.they),
  ];

  // The character texts, in the order each binds the next through the facts.
  const personality = generatePersonality(rng.fork('personality'), text);
  const voice = generateVoice(rng.fork('voice'), text);
  const goal = generateGoal(rng.fork('goal'), text);
  const secret = generateSecret(rng.fork('secret'), text);
  const fear = generateFear(rng.fork('fear'), text);
  const flaw = generateFlaw(rng.fork('flaw'), text);
  const rumor = generateRumor(rng.fork('rumor'), {
    ...text,
    subject: stub.Name.Full,
    place: inSentence(employedAt),
    placeTags: workplaceTags,
  });
  const desire = generateDesire(rng.fork('desire'), text);
  // The look repeats no word of the personality or the desire (no battered pipe and battered locket).
  const look = generateVisualAppearance(rng.fork('appearance'), heritage, gender, {
    ageYears: age,
    ...text,
    said: toPlainText([...personality, ...desire]),
  });

  const npc: Npc = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Name: stub.Name.Full,
    NamePronunciation: stub.Name.Pronunciation,
    RaceName: heritage,
    Gender: gender,
    Size: traits.size,
    Type: 'humanoid',
    Alignment: alignment,
    Age: age,
    Family: { Parents: family.parents, Siblings: family.siblings, Children: family.children },
    Languages: languages,
    Stats: stats,
    Job: job.job,
    JobType: job.type,
    Personality: personality,
    Voice: voice,
    Goal: goal,
    Secret: secret,
    Fear: fear,
    Flaw: flaw,
    Rumor: rumor,
    Desire: desire,
    VisualAppearance: look,
    History: mergePlain(history),
    EmployedAt: employedAt,
    Residence: residenceLink,
    MemberOf: memberOf,
    ...(stub.Office ? { Office: stub.Office } : {}),
  };
  putEntity(ctx.pkg, 'npcs', npc);
  return { npc, refPackage: ctx.pkg };
}

/** An age in years inside the heritage's adult life, placed by the job's age band (younger ages likelier). */
function drawAge(rng: Rng, heritage: Heritage, job: JobRow): number {
  const body = HERITAGE_BODY[heritage];
  const band = job.age ?? 'any';
  const [lo, bandHi] = AGE_BANDS[band];
  const span = body.maxAge - body.adultAge;
  const ages = jobAges(job, heritage);
  // A starter job is held in the first years of adult life, however long the heritage lives, and
  // hard bodily work not past the years the job allows.
  const hi = Math.max(
    lo,
    Math.min(band === 'young' ? Math.min(bandHi, YOUNG_YEARS / span) : bandHi, (ages.max - body.adultAge) / span),
  );
  const share = lo + (hi - lo) * rng.next() ** 1.3;
  return Math.round(body.adultAge + share * span);
}

/**
 * Whether a person of a decided age may hold a job: old enough to run their own place, and inside
 * the years the job allows (`jobAges`).
 */
function fitsAge(row: JobRow, age: number, heritage: Heritage): boolean {
  const ages = jobAges(row, heritage);
  return age >= ages.min && age <= ages.max && (row.role !== 'owner' || age >= ownerAge(heritage));
}

/**
 * Scores of a working person: six rolls of 3d6, the highest to the abilities the job uses, the
 * rest in random order, plus the heritage's adjustments; 3 to 20.
 */
function rollStats(rng: Rng, job: JobRow, heritage: Heritage): NpcStats {
  const rolls = ABILITIES.map(() => rng.int(1, 6) + rng.int(1, 6) + rng.int(1, 6)).sort((a, b) => b - a);
  const order = [...job.primary, ...rng.shuffle(ABILITIES.filter((a) => !job.primary.includes(a)))];
  const bonus = HERITAGE_TRAITS[heritage].abilityBonus;
  const stats = {} as NpcStats;
  order.forEach((ability, i) => {
    stats[`Stat_${ability}`] = Math.max(3, Math.min(20, (rolls[i] ?? 10) + (bonus[ability] ?? 0)));
  });
  return stats;
}

/** Common, the heritage's languages, sometimes the job's, and extra ones for humans and the clever. */
function chooseLanguages(rng: Rng, heritage: Heritage, job: JobRow, stats: NpcStats): string[] {
  const known = new Set(['Common', ...HERITAGE_TRAITS[heritage].languages]);
  if (job.language && rng.chance(0.5)) known.add(job.language);
  const extras = (heritage === 'Human' ? 1 : 0) + (stats.Stat_Intelligence >= 14 ? 1 : 0);
  for (let i = 0; i < extras; i++) {
    const open = EXTRA_LANGUAGES.filter((l) => !known.has(l.text));
    if (open.length > 0) known.add(rng.weighted(open, (l) => l.weight).text);
  }
  return [...known];
}

/** A new home town: its size (big enough for the workplace), environment (coastal for waterfront work) and a name that fits it. */
function planHometown(rng: Rng, ctx: LinkContext, workplace: BuildingType, job: JobRow) {
  // A town's building or a town's work (a town guard, a lamplighter) needs a town or larger.
  const needsTown = TOWN_BUILDINGS.includes(workplace) || TOWN_JOBS.has(job.job);
  const needsWater = WATERFRONT_BUILDINGS.includes(workplace);
  // A watch or a garrison keeps a village or larger: a hamlet keeps none.
  const keepsWatch = workplace === 'Guard Post' || workplace === 'Barracks';
  const sizes = needsTown
    ? HOMETOWN_SIZES.town
    : keepsWatch
      ? HOMETOWN_SIZES.any.filter((s) => s.size !== 'Hamlet')
      : HOMETOWN_SIZES.any;
  const size = pickWeighted(rng.fork('size'), sizes).size;
  const environment = needsWater ? 'Coastal' : pickWeighted(rng.fork('environment'), HOMETOWN_ENVIRONMENTS).environment;
  const name = worldText(rng.fork('name'), SETTLEMENT_NAME_TABLES, 'settlementName', { tags: [environment] });
  return { reserved: reserveSettlement(ctx, name), size, environment };
}

/** Morals a group may hold beside a member's own: never the opposite (no good cook in an evil cult). */
const NEAR_MORALS: Readonly<Record<(typeof MORALS)[number], readonly MoralAlignment[]>> = {
  good: ['good', 'neutral'],
  neutral: ['good', 'neutral', 'evil'],
  evil: ['evil', 'neutral'],
};

/**
 * The group a person joins: a kind their job leads to that their town's ground can hold (no pirate
 * crew inland) and its size too (no guild in a hamlet, where the work allows another kind), an alignment near their own (never its opposite) and a cause that fits it, a name
 * that fits them (no man in a Sisterhood), and their part in it (led only by those `mayLead` and
 * `mayHeadGroup` allow: no brewhand at the head of a pirate crew).
 */
/** The guild a hall's name speaks for, by the trade it names ("of the Worshipful Scriveners": the scribes). */
const HALL_TRADES: Readonly<Record<string, GuildType>> = {
  Coopers: 'Carpenters',
  Scriveners: 'Scribes',
  Apothecaries: 'Alchemists',
  Lamplighters: 'Chandlers',
  Dyers: 'Weavers',
  Carters: 'Couriers',
};

/** The trade whose guild a hall's master heads, when they work at a hall that names one. */
function hallTrade(job: JobRow, workplace: EntityLink): GuildType | undefined {
  if (job.heads !== 'Guild') return undefined;
  for (const word of workplace.text.split(/[^A-Za-z]+/)) {
    if ((GUILD_TYPES as readonly string[]).includes(word)) return word as GuildType;
    if (HALL_TRADES[word]) return HALL_TRADES[word];
  }
  return undefined;
}

function planGroup(
  rng: Rng,
  ctx: LinkContext,
  job: JobRow,
  moral: (typeof MORALS)[number],
  town: string,
  person: Pick<NpcStub, 'Gender' | 'Name'>,
  environment?: Environment,
  townSize?: SettlementSize,
  hall?: GuildType,
  age = LEAD_MIN_YEARS,
) {
  const near = groupKindsOn(job.groups, environment);
  // A hamlet or an outpost has no guild of its own: its folk join another kind when their work allows.
  const tiny = townSize === 'Hamlet' || townSize === 'Outpost';
  // The master of a guild's hall heads that guild.
  const kinds: readonly OrganizationType[] =
    hall && !tiny ? ['Guild'] : tiny && near.some((k) => k !== 'Guild') ? near.filter((k) => k !== 'Guild') : near;
  const type = rng.fork('type').weighted(kinds, (_t) => 3 - Math.min(2, job.groups.indexOf(_t)));
  const alignment: MoralAlignment = rng.fork('alignment').chance(0.75)
    ? moral
    : rng.fork('alignment-other').pick(NEAR_MORALS[moral]);
  // A title that heads the group (a guildmaster in a guild) always leads it; others by chance.
  const leads =
    (job.heads === type || rng.fork('role').chance(LEADER_CHANCE[job.age ?? 'any'])) &&
    // Nobody heads a group before `LEAD_MIN_YEARS` (no hired guard of sixteen leading a band).
    age >= LEAD_MIN_YEARS &&
    mayLead(job, type) &&
    mayHeadGroup(type, job);
  const role: Membership['Role'] = leads ? 'Leader' : 'Member';
  const cause = type === 'CauseBased' ? drawCause(rng.fork('cause'), alignment) : undefined;
  const dry = environment !== undefined && !WATER_GROUNDS.includes(environment);
  const guild =
    type === 'Guild'
      ? (hall ?? job.guild ?? rng.fork('guild').pick(GUILD_TYPES.filter((g) => !dry || !livesByWater('Guild', g))))
      : undefined;
  return {
    reserved: reserveGroup(
      ctx,
      type,
      alignment,
      guild ? { trade: guild, town } : undefined,
      { gender: person.Gender },
      leads ? person.Name : undefined,
    ),
    role,
    cause,
    guild,
  };
}

type FamilyPlan = {
  parents: EntityLink[];
  /** The genders of the living parents and of those who died, when known. */
  livingParents?: NpcGender[];
  lostParents?: NpcGender[];
  siblings: EntityLink[];
  children: EntityLink[];
  order: string;
  /** How many brothers and sisters, when the siblings were drawn here (their genders known). */
  brothers?: number;
  sisters?: number;
};

type Relative = { reserved: ReservedNpc; age: number };

const SIBLING_COUNTS = [
  { count: 0, weight: 3 },
  { count: 1, weight: 4 },
  { count: 2, weight: 3 },
  { count: 3, weight: 2 },
];
const CHILD_COUNTS = [
  { count: 0, weight: 3 },
  { count: 1, weight: 3 },
  { count: 2, weight: 3 },
  { count: 3, weight: 1 },
];

/**
 * The fewest years a parent is older than their child: the heritage's age of adulthood, and never
 * under sixteen, however early a heritage grows up (no goblin of eighteen with children of ten).
 */
const MIN_PARENT_YEARS = 16;
const parentGap = (heritage: Heritage): number => Math.max(HERITAGE_BODY[heritage].adultAge, MIN_PARENT_YEARS);

/**
 * The youngest a child of a heritage is when called grown: the heritage's age of adulthood, and
 * never under eighteen, however early a heritage comes of age (no "grown child" of fourteen).
 */
const GROWN_YEARS = 18;
const grownAge = (heritage: Heritage): number => Math.max(HERITAGE_BODY[heritage].adultAge, GROWN_YEARS);

/** The youngest a person of a heritage can be with a grown child of any heritage their children may have. */
const grownChildAge = (heritage: Heritage): number =>
  parentGap(heritage) + Math.max(...HERITAGE_TRAITS[heritage].children.map(grownAge));

/** Where one person stands among siblings of the given (different) ages. */
function birthOrder(age: number, others: readonly number[]): string {
  if (others.every((o) => o < age)) return 'eldest';
  if (others.every((o) => o > age)) return 'youngest';
  return 'middle';
}

/**
 * The person's living parents, siblings and grown children: kept when the stub decided them,
 * otherwise drawn so that every parent is older than each child by at least `parentGap`, every
 * child is grown (`grownAge`), everyone is inside their lifespan, and relatives share the family
 * name; the relatives a workplace's name claims (`kin`: "& Sons", "& Sisters") are among them.
 * Each new relative becomes a stub that links back.
 */
function planFamily(
  rng: Rng,
  ctx: LinkContext,
  stub: NpcStub,
  self: ReservedNpc,
  age: number,
  home: Pick<NpcStub, 'Settlement' | 'Environment' | 'SettlementSize' | 'Water'> & { Settlement: EntityLink },
  kin?: KinClaim,
): FamilyPlan {
  const siblingKin: NpcGender | undefined = kin === 'Brothers' ? 'Male' : kin === 'Sisters' ? 'Female' : undefined;
  const childKin: NpcGender | undefined = kin === 'Sons' ? 'Male' : kin === 'Daughters' ? 'Female' : undefined;
  const heritage = stub.Heritage;
  const traits = HERITAGE_TRAITS[heritage];
  const body = HERITAGE_BODY[heritage];

  // No two of the family share a given name: no father and son both called Gugok.
  const givenNames = new Set([
    stub.Name.Given,
    ...[...(stub.Parents ?? []), ...(stub.Siblings ?? []), ...(stub.Children ?? [])].map(
      (l) => l.text.split(' ')[0] ?? l.text,
    ),
  ]);
  const named = (relative: ReservedNpc, nameRng: Rng, familyOf?: DecidedName): ReservedNpc => {
    let name = relative.name;
    for (let retry = 1; givenNames.has(name.Given) && retry <= 5; retry++) {
      name = decideName(nameRng.fork(`name-${retry}`), relative.heritage, relative.gender, familyOf);
    }
    givenNames.add(name.Given);
    return name === relative.name ? relative : { ...relative, name, link: { ...relative.link, text: name.Full } };
  };

  const parents: Relative[] = [];
  const lost: NpcGender[] = [];
  let parentLinks = stub.Parents;
  const parentCeilings: number[] = [];
  if (!parentLinks) {
    const pair = rng.fork('parent-heritages').weighted(traits.parents, (p) => (p === traits.parents[0] ? 3 : 1));
    const firstGender = rng.fork('parent-gender').pick(GENDERS);
    pair.forEach((parentHeritage, i) => {
      const prng = rng.fork(`parent-${i}`);
      const pbody = HERITAGE_BODY[parentHeritage];
      const least = parentGap(parentHeritage);
      const gap = prng.int(least, Math.max(least, Math.round(pbody.adultAge + 0.35 * (pbody.maxAge - pbody.adultAge))));
      const parentAge = age + gap;
      parentCeilings.push(parentAge - least);
      const gender = i === 0 ? firstGender : firstGender === 'Male' ? 'Female' : 'Male';
      if (parentAge > pbody.maxAge * 0.95 || !prng.chance(0.85)) {
        lost.push(gender);
        return;
      }
      const reserved = named(
        reserveNpc(ctx, {
          Heritage: parentHeritage,
          Gender: gender,
          ...(i === 0 ? { FamilyOf: stub.Name } : {}),
        }),
        prng,
        i === 0 ? stub.Name : undefined,
      );
      parents.push({ reserved, age: parentAge });
    });
    parentLinks = parents.map((p) => p.reserved.link);
  }

  const siblings: Relative[] = [];
  let siblingLinks = stub.Siblings;
  if (!siblingLinks) {
    const drawn = stub.Parents ? 0 : pickWeighted(rng.fork('sibling-count'), SIBLING_COUNTS).count;
    // "& Sisters" and "& Brothers" say more than one: two of them at least.
    const wanted = siblingKin ? Math.max(2, drawn) : drawn;
    const span = Math.max(3, Math.round(body.adultAge * 0.5));
    // A sibling holds work of their own when met, so is of working years too (`WORK_MIN_YEARS`).
    const lo = Math.min(age, Math.max(body.adultAge, WORK_MIN_YEARS, age - span));
    const hi = Math.min(Math.floor(body.maxAge * 0.9), age + span, ...parentCeilings);
    // Every sibling a different age from the person and each other, so one birth order holds for all.
    const taken = new Set([age]);
    for (let i = 0; i < wanted && lo <= hi; i++) {
      const srng = rng.fork(`sibling-${i}`);
      let siblingAge = srng.int(lo, hi);
      for (let step = 1; taken.has(siblingAge) && step <= hi - lo; step++) {
        siblingAge = lo + ((siblingAge - lo + 1) % (hi - lo + 1));
      }
      if (taken.has(siblingAge)) break;
      taken.add(siblingAge);
      // Siblings never share a given name with the person or each other.
      const gender = i < 2 && siblingKin ? siblingKin : srng.fork('gender').pick(GENDERS);
      let name = decideName(srng.fork('name'), heritage, gender, stub.Name);
      for (let retry = 1; givenNames.has(name.Given) && retry <= 5; retry++) {
        name = decideName(srng.fork(`name-${retry}`), heritage, gender, stub.Name);
      }
      givenNames.add(name.Given);
      const reserved = reserveNpc(ctx, { Heritage: heritage, Gender: gender, Name: name });
      siblings.push({ reserved, age: siblingAge });
    }
    siblingLinks = siblings.map((s) => s.reserved.link);
  }
  const order =
    stub.BirthOrder ??
    birthOrder(
      age,
      siblings.map((s) => s.age),
    );

  const children: Relative[] = [];
  let childLinks = stub.Children;
  if (!childLinks) {
    const drawn = pickWeighted(rng.fork('child-count'), CHILD_COUNTS).count;
    const wanted = childKin ? Math.max(1, drawn) : drawn;
    for (let i = 0; i < wanted; i++) {
      const crng = rng.fork(`child-${i}`);
      const childHeritage = crng.weighted(traits.children, (h) => (h === traits.children[0] ? 3 : 1));
      const cbody = HERITAGE_BODY[childHeritage];
      const lo = grownAge(childHeritage);
      const hi = Math.min(age - parentGap(heritage), Math.floor(cbody.maxAge * 0.9));
      if (hi < lo) continue;
      let childAge = crng.int(lo, hi);
      for (let step = 1; children.some((c) => c.age === childAge) && step <= hi - lo; step++) {
        childAge = lo + ((childAge - lo + 1) % (hi - lo + 1));
      }
      if (children.some((c) => c.age === childAge)) continue;
      const kinNamed = childKin && !children.some((c) => c.reserved.gender === childKin);
      const reserved = named(
        reserveNpc(ctx, {
          Heritage: childHeritage,
          FamilyOf: stub.Name,
          ...(kinNamed ? { Gender: childKin } : {}),
        }),
        crng,
        stub.Name,
      );
      children.push({ reserved, age: childAge });
    }
    childLinks = children.map((c) => c.reserved.link);
  }

  const everySibling = [self.link, ...siblings.map((s) => s.reserved.link)];
  for (const parent of parents) {
    putNpcStub(ctx, parent.reserved, { Age: parent.age, Children: everySibling, ...home });
  }
  const livingParents = stub.Parents ? stub.ParentGenders : parents.map((p) => p.reserved.gender);
  const lostParents = stub.Parents ? stub.LostParents : lost;
  for (const sibling of siblings) {
    putNpcStub(ctx, sibling.reserved, {
      Age: sibling.age,
      Parents: parentLinks,
      ...(livingParents ? { ParentGenders: livingParents } : {}),
      ...(lostParents ? { LostParents: lostParents } : {}),
      Siblings: everySibling.filter((l) => l !== sibling.reserved.link),
      BirthOrder: birthOrder(sibling.age, [age, ...siblings.filter((s) => s !== sibling).map((s) => s.age)]),
      ...home,
    });
  }
  for (const child of children) {
    putNpcStub(ctx, child.reserved, {
      Age: child.age,
      Parents: [self.link],
      ParentGenders: [self.gender],
      Siblings: children.filter((c) => c !== child).map((c) => c.reserved.link),
      BirthOrder: birthOrder(
        child.age,
        children.filter((c) => c !== child).map((c) => c.age),
      ),
      ...home,
    });
  }
  // The siblings' genders are known only when they were drawn here, not when a stub linked them.
  const genders = stub.Siblings ? undefined : siblings.map((s) => s.reserved.gender);
  return {
    parents: parentLinks,
    ...(livingParents ? { livingParents } : {}),
    ...(lostParents ? { lostParents } : {}),
    siblings: siblingLinks,
    children: childLinks,
    order,
    ...(genders
      ? { brothers: genders.filter((g) => g === 'Male').length, sisters: genders.filter((g) => g === 'Female').length }
      : {}),
  };
}

/** " Her grown children are [A] and [B]." (nothing without children). */
function childrenSentence(children: readonly EntityLink[], they: string): TextComponent[] {
  if (children.length === 0) return [];
  const lead =
    children.length === 1
      ? ` ${cap(they)} has one grown child, `
      : ` ${cap(they)} has ${COUNT_WORDS[children.length] ?? children.length} grown children: `;
  return [{ text: lead }, ...listSegments(children), { text: '.' }];
}

/**
 * A link as it reads inside a sentence: a name's leading "The" in lower case, and "the" before a
 * name that is a title ("Abbey of the Sleeping Lion", "Keepers of the Steady Tide").
 */
const inSentence = (link: EntityLink): EntityLink => ({
  ...link,
  text: /^[A-Z][a-z]+ of /.test(link.text) ? `the ${link.text}` : link.text.replace(/^The /, 'the '),
});

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Joins neighboring plain segments so the text reads as few segments as possible. */
function mergePlain(parts: readonly TextComponent[]): TextComponent[] {
  const out: TextComponent[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && !last.type && !part.type && !last.children && !part.children) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
