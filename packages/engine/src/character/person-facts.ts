import { Facts } from '../core/table';
import type { Heritage, OrganizationType, SettlementSize } from '../data/options';
import { APPEARANCE_AGE_STAGES, HERITAGE_BODY, HERITAGE_LOOK_TAGS } from './appearance-tables';
import type { JobRow, JobType } from './jobs';

/** How well a person lives, from their work: what they can afford to wear, carry and lose. */
export type Wealth = 'poor' | 'modest' | 'rich';

/** Wealth by kind of work and whether the person runs the place. */
const WEALTH: Readonly<Record<JobType, { owner: Wealth; employee: Wealth }>> = {
  Craft: { owner: 'modest', employee: 'poor' },
  Trade: { owner: 'rich', employee: 'modest' },
  Hospitality: { owner: 'modest', employee: 'poor' },
  Service: { owner: 'modest', employee: 'poor' },
  Faith: { owner: 'modest', employee: 'poor' },
  Learning: { owner: 'modest', employee: 'modest' },
  Arms: { owner: 'modest', employee: 'poor' },
  Nobility: { owner: 'rich', employee: 'modest' },
  Labor: { owner: 'modest', employee: 'poor' },
  Arts: { owner: 'modest', employee: 'poor' },
};

/**
 * Whether a job may lead a group of a type: nobody in a starter job leads anything, a guild is
 * led by a master who runs a place, and a noble house by a noble.
 */
export const mayLead = (job: Pick<JobRow, 'job' | 'role' | 'age'>, type: OrganizationType): boolean =>
  job.age !== 'young' && (type === 'NobleHouse' ? job.job === 'Noble' : type === 'Guild' ? job.role === 'owner' : true);

/** The fewest years in a trade before someone runs a place of their own (no bakery a year after the apprenticeship). */
export const OWNER_YEARS = 5;

/** The wealth a job gives its holder. */
export const wealthOf = (job: Pick<JobRow, 'type' | 'role'>): Wealth => WEALTH[job.type][job.role];

/**
 * The working clothes a job calls for, as the `garb` fact rows of clothing read: a priest's
 * habit only on the faithful, a miller's smock only at the mill and a baker's apron only at the
 * bakery, a leather work apron only at a craftsman's bench ('apron') and a bar apron only
 * behind a tavern's counter ('kitchen'). Jobs not listed wear 'plain'.
 */
const GARB_BY_JOB: Readonly<Record<string, string>> = {
  Apprentice: 'apron',
  Fletcher: 'apron',
  Bowyer: 'apron',
  Leatherworker: 'apron',
  Cobbler: 'apron',
  Jeweler: 'apron',
  'Gem cutter': 'apron',
  Butcher: 'apron',
  Brewer: 'apron',
  Brewhand: 'apron',
  Carpenter: 'apron',
  Joiner: 'apron',
  Potter: 'apron',
  Glassblower: 'apron',
  Candlemaker: 'apron',
  Tanner: 'apron',
  Stonemason: 'apron',
  'Barber-surgeon': 'apron',
  Alchemist: 'apron',
  "Alchemist's assistant": 'apron',
  Tavernkeeper: 'kitchen',
  Barkeep: 'kitchen',
  Server: 'kitchen',
  Cook: 'kitchen',
  "Baker's hand": 'bakery',
  Priest: 'faith',
  Acolyte: 'faith',
  'Temple healer': 'faith',
  'Shrine keeper': 'faith',
  Sailor: 'sea',
  Dockhand: 'sea',
  Harbormaster: 'sea',
  Smuggler: 'sea',
  Shipwright: 'sea',
  Miller: 'mill',
  Millhand: 'mill',
  Baker: 'bakery',
  Blacksmith: 'forge',
  'Apprentice smith': 'forge',
  Armorer: 'forge',
  Weaponsmith: 'forge',
  Scribe: 'desk',
  Archivist: 'desk',
  Librarian: 'desk',
  Cartographer: 'desk',
  Banker: 'counting',
  Moneychanger: 'counting',
  Guildmaster: 'counting',
  'Warehouse master': 'counting',
  Servant: 'livery',
  Steward: 'livery',
  'Bath attendant': 'livery',
  'Town guard': 'arms',
  Soldier: 'arms',
  'Hired guard': 'arms',
  'Watch sergeant': 'arms',
  'Garrison captain': 'arms',
  Bouncer: 'arms',
  Actor: 'stage',
  Musician: 'stage',
  Impresario: 'stage',
  'Herb gatherer': 'outdoors',
  Surveyor: 'outdoors',
  Gardener: 'outdoors',
  Groundskeeper: 'outdoors',
  Gravedigger: 'outdoors',
  Groom: 'outdoors',
  Stablemaster: 'outdoors',
  Noble: 'court',
};

/** The working clothes of a job ('plain' for most). */
export const garbOf = (job: Pick<JobRow, 'job'>): string => GARB_BY_JOB[job.job] ?? 'plain';

/**
 * Jobs worked under the open sky, in sun, wind and rain: only their holders show skin browned
 * or weathered by it, or wear a sun hat to work. Every other job keeps a roof overhead.
 */
const OUTDOOR_JOBS: ReadonlySet<string> = new Set([
  'Herb gatherer',
  'Surveyor',
  'Gardener',
  'Groundskeeper',
  'Gravedigger',
  'Gravekeeper',
  'Groom',
  'Stablemaster',
  'Sailor',
  'Dockhand',
  'Harbormaster',
  'Smuggler',
  'Shipwright',
  'Porter',
  'Courier',
  'Stallholder',
  'Market warden',
  'Town warden',
  'Town crier',
  'Lamplighter',
  'Stonemason',
  'Tanner',
  'Town guard',
  'Soldier',
  'Hired guard',
  'Watch sergeant',
  'Garrison captain',
]);

/**
 * Jobs held under oath in a standing force, still wearing its colors: their holders are `sworn`,
 * and never dress as one discharged from it (a coat with the badges torn off).
 */
const SWORN_JOBS: ReadonlySet<string> = new Set(['Town guard', 'Soldier', 'Watch sergeant', 'Garrison captain']);

/** Kinds of work whose owners run a business with rivals, ledgers and custom to win. */
const BUSINESS_TYPES: ReadonlySet<JobType> = new Set(['Trade', 'Craft', 'Hospitality', 'Learning', 'Arts']);

/**
 * Whether a job is a business, with rivals and ledgers of its own: trade of any rank, and the
 * owner of a shop, workshop, house of hospitality, study or stage (`in-business`).
 */
export const inBusiness = (job: Pick<JobRow, 'type' | 'role'>): boolean =>
  job.type === 'Trade' || (job.role === 'owner' && BUSINESS_TYPES.has(job.type));

/** 'outdoor' for work under the open sky, 'indoor' otherwise. */
export const exposureOf = (job: Pick<JobRow, 'job'>): 'outdoor' | 'indoor' =>
  OUTDOOR_JOBS.has(job.job) ? 'outdoor' : 'indoor';

/**
 * What a job says about its holder, as the tags (kind of work, role, `wealth-poor|modest|rich`,
 * `sworn` for one serving in a standing force, `in-business` for trade and the owner of a business)
 * and values (`wealth`, `garb`, `exposure`, `jobType`, `role`, `job`) that rows' conditions read.
 */
export function workFacts(job: JobRow): { tags: string[]; values: Record<string, string> } {
  const wealth = wealthOf(job);
  return {
    tags: [
      job.type,
      job.role,
      `wealth-${wealth}`,
      ...(SWORN_JOBS.has(job.job) ? ['sworn'] : []),
      ...(inBusiness(job) ? ['in-business'] : []),
    ],
    values: { wealth, garb: garbOf(job), exposure: exposureOf(job), jobType: job.type, role: job.role, job: job.job },
  };
}

/** 'young', 'middle' or 'old': how much of the heritage's adult life an age has lived. */
export function lifeStageOf(heritage: Heritage, age: number): 'young' | 'middle' | 'old' {
  const body = HERITAGE_BODY[heritage];
  const share = Math.max(0, (age - body.adultAge) / (body.maxAge - body.adultAge));
  return APPEARANCE_AGE_STAGES.find((s) => share < s.below)?.tag ?? 'old';
}

/**
 * The youngest a person is when courting, marriage and sweethearts fit them: grown by their
 * heritage's reckoning and never under sixteen, however early the heritage comes of age (no
 * goblin of nine with a former sweetheart).
 */
const WED_YEARS = 16;

/** Whether a person of a heritage is old enough for courting and marriage (`WED_YEARS`). */
export const ofAgeToWed = (heritage: Heritage, age: number): boolean =>
  age >= Math.max(HERITAGE_BODY[heritage].adultAge, WED_YEARS);

/** What is decided about a person before a word of their text is drawn. */
export type PersonFactsInput = {
  heritage: Heritage;
  gender: 'Male' | 'Female';
  age: number;
  job?: JobRow;
  parents?: number;
  /** The genders of the living parents and of those who have died, when known. */
  livingParents?: readonly ('Male' | 'Female')[];
  lostParents?: readonly ('Male' | 'Female')[];
  siblings?: number;
  /** 'eldest', 'middle' or 'youngest' among the siblings. */
  order?: string;
  /** How many of the siblings are brothers and sisters, when their genders are known. */
  brothers?: number;
  sisters?: number;
  children?: number;
  /** 'lawful good', 'neutral', ... */
  alignment?: string;
  leader?: boolean;
  /** Whether the person still lives in the town they were born in. */
  native?: boolean;
  /** The kind of group the person belongs to. */
  groupType?: OrganizationType;
  /** The name of that group, and its trade when it is a guild: what the group is named for. */
  groupName?: string;
  /** Whether the person owns the house they live in (no rent to pay), when known. */
  ownsHome?: boolean;
  /** The size of the settlement the person lives in, when known. */
  townSize?: SettlementSize;
};

/** Settlements too small for several taverns, a counting house or a fish market. */
const SMALL_TOWNS: ReadonlySet<SettlementSize> = new Set(['Outpost', 'Hamlet', 'Village']);
/** Settlements too small even for a market square. */
const TINY_TOWNS: ReadonlySet<SettlementSize> = new Set(['Outpost', 'Hamlet']);
/** Settlements too large for a village green or a village healer. */
const LARGE_TOWNS: ReadonlySet<SettlementSize> = new Set(['City', 'Metropolis']);

/**
 * The words a group's name is made of, as `gname-` tags, each in the singular ("the Dusty Maps"
 * gives `gname-dusty` and `gname-map`): a learning goal names no skill its own group is named for.
 */
export function groupNameTags(name: string): string[] {
  return (name.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length > 2 && w !== 'the' && w !== 'and')
    .map((w) => `gname-${singular(w)}`);
}

/** A word in the singular, roughly: "maps" to "map", "riggers" to "rigger" ("glass" stays). */
export const singular = (word: string): string =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/**
 * The facts of one person as tags and values that rows' conditions read: the heritage's body
 * (`hair` or `hairless`, `horns`...), gender, life stage, kind of work and role, wealth, family
 * (`siblings` or `only-child`, `order-eldest|middle|youngest`, `no-brother`, `no-sister`,
 * `brothers-1` and `sisters-1` when the siblings' genders say so, `native` for someone living
 * where they were born, `children` or `childless`, `parents-0..2`, `mother-living`,
 * `father-dead` and the like when the parents' genders are known), `young-to-wed` for someone
 * too young for sweethearts and marriage (`ofAgeToWed`), alignment words, `leader`
 * or `member`, `in-Guild` and the like for the kind of group the person belongs to and
 * `leads-Guild` and the like for the one they lead, `gname-map` and the like for the words of
 * its name (`groupNameTags`), `home-own` for someone who owns their house (no rent), `town-small`
 * (outpost, hamlet, village; `town-hamlet` too for the first two) or `town-large` (city,
 * metropolis) by the size of their settlement;
 * and the values `townSize` when known, `age` (years), `wealth`, `garb`,
 * `exposure` ('outdoor' or 'indoor'), `jobType` (the job's kind of work), `role` and `job`.
 */
export function personFacts(input: PersonFactsInput): Facts {
  const { heritage, gender, age, job } = input;
  const tags: string[] = [...HERITAGE_LOOK_TAGS[heritage], gender.toLowerCase(), lifeStageOf(heritage, age)];
  if (!ofAgeToWed(heritage, age)) tags.push('young-to-wed');
  const values: Record<string, number | string> = { age };
  if (job) {
    const work = workFacts(job);
    tags.push(...work.tags);
    Object.assign(values, work.values);
  }
  if (input.parents !== undefined) tags.push(`parents-${Math.min(2, input.parents)}`);
  const parent = (g: 'Male' | 'Female') => (g === 'Male' ? 'father' : 'mother');
  for (const g of input.livingParents ?? []) tags.push(`${parent(g)}-living`);
  for (const g of input.lostParents ?? []) tags.push(`${parent(g)}-dead`);
  if (input.siblings !== undefined) tags.push(input.siblings > 0 ? 'siblings' : 'only-child');
  if (input.order && input.siblings) tags.push(`order-${input.order}`);
  if (input.brothers === 0) tags.push('no-brother');
  if (input.sisters === 0) tags.push('no-sister');
  if (input.brothers === 1) tags.push('brothers-1');
  if (input.sisters === 1) tags.push('sisters-1');
  if (input.native) tags.push('native');
  if (input.children !== undefined) tags.push(input.children > 0 ? 'children' : 'childless');
  if (input.alignment) tags.push(...input.alignment.split(' ').map((w) => `align-${w}`));
  if (input.leader !== undefined) tags.push(input.leader ? 'leader' : 'member');
  if (input.groupType) tags.push(`in-${input.groupType}`);
  if (input.leader && input.groupType) tags.push(`leads-${input.groupType}`);
  if (input.groupName) tags.push(...groupNameTags(input.groupName));
  if (input.ownsHome) tags.push('home-own');
  if (input.townSize) {
    values.townSize = input.townSize;
    if (SMALL_TOWNS.has(input.townSize)) tags.push('town-small');
    if (TINY_TOWNS.has(input.townSize)) tags.push('town-hamlet');
    if (LARGE_TOWNS.has(input.townSize)) tags.push('town-large');
  }
  return new Facts(tags, values);
}
