import type { Rng } from '../core/rng';
import type { BuildingType, Heritage, OrganizationType } from '../data/options';
import type { Ability } from '../world/entities';
import { HERITAGE_BODY } from './appearance-tables';

/** Broad kinds of work, shown beside the job. */
export const JOB_TYPES = [
  'Craft',
  'Trade',
  'Hospitality',
  'Service',
  'Faith',
  'Learning',
  'Arms',
  'Nobility',
  'Labor',
  'Arts',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** How far into adult life a person doing the job usually is. */
export type AgeBand = 'young' | 'any' | 'seasoned';

/**
 * One job. The job decides where its holder works (`buildings`, the first the most usual) and
 * whether they run the place (`role`), which abilities the work sharpens, and the groups such a
 * person joins (earlier entries more often; `guild` names the trade when the group is a guild).
 */
export type JobRow = {
  readonly job: string;
  readonly type: JobType;
  readonly buildings: readonly BuildingType[];
  readonly role: 'owner' | 'employee';
  readonly primary: readonly Ability[];
  readonly groups: readonly OrganizationType[];
  readonly guild?: string;
  readonly age?: AgeBand;
  readonly weight?: number;
  /** A language the work teaches. */
  readonly language?: string;
  /** Work outside the law: its holders are never lawful. */
  readonly outlaw?: boolean;
  /** The kind of group the job's title heads: its holder leads such a group whenever they join one. */
  readonly heads?: OrganizationType;
};

export const JOBS = [
  {
    job: 'Tavernkeeper',
    type: 'Hospitality',
    buildings: ['Tavern'],
    role: 'owner',
    primary: ['Charisma', 'Constitution'],
    groups: ['Guild', 'Political', 'CauseBased'],
    guild: 'Brewers',
    age: 'seasoned',
    weight: 3,
  },
  {
    job: 'Innkeeper',
    type: 'Hospitality',
    buildings: ['Inn'],
    role: 'owner',
    primary: ['Charisma', 'Wisdom'],
    groups: ['Guild', 'Political'],
    guild: 'Merchants',
    age: 'seasoned',
    weight: 3,
  },
  {
    job: 'Barkeep',
    type: 'Hospitality',
    buildings: ['Tavern', 'Inn'],
    role: 'employee',
    primary: ['Charisma', 'Constitution'],
    groups: ['Guild', 'CauseBased', 'Pirates'],
    guild: 'Brewers',
    weight: 3,
  },
  {
    job: 'Server',
    type: 'Hospitality',
    buildings: ['Tavern', 'Inn'],
    role: 'employee',
    primary: ['Dexterity', 'Charisma'],
    groups: ['CauseBased', 'Guild', 'Religious'],
    guild: 'Merchants',
    age: 'young',
    weight: 3,
  },
  {
    job: 'Cook',
    type: 'Hospitality',
    buildings: ['Inn', 'Tavern', 'Noble Estate', 'Barracks'],
    role: 'employee',
    primary: ['Constitution', 'Wisdom'],
    groups: ['Guild', 'Religious'],
    guild: 'Bakers',
    weight: 3,
  },
  {
    job: 'Bouncer',
    type: 'Hospitality',
    buildings: ['Tavern'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Militaristic', 'Pirates', 'AdventuringParty'],
    weight: 2,
  },
  {
    job: 'Bathhouse keeper',
    type: 'Hospitality',
    buildings: ['Bathhouse'],
    role: 'owner',
    primary: ['Charisma', 'Wisdom'],
    groups: ['Guild', 'Political'],
    guild: 'Merchants',
    age: 'seasoned',
  },
  {
    job: 'Bath attendant',
    type: 'Service',
    buildings: ['Bathhouse'],
    role: 'employee',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['CauseBased', 'Religious'],
    age: 'young',
  },
  {
    job: 'Shopkeeper',
    type: 'Trade',
    buildings: ['General Store'],
    role: 'owner',
    primary: ['Charisma', 'Intelligence'],
    groups: ['Guild', 'Political'],
    guild: 'Merchants',
    age: 'seasoned',
    weight: 3,
  },
  {
    job: 'Shop clerk',
    type: 'Trade',
    buildings: ['General Store', 'Bookseller', 'Magic Shop', 'Jeweler'],
    role: 'employee',
    primary: ['Intelligence', 'Charisma'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Merchants',
    age: 'young',
    weight: 2,
  },
  {
    job: 'Banker',
    type: 'Trade',
    buildings: ['Bank'],
    role: 'owner',
    primary: ['Intelligence', 'Charisma'],
    groups: ['Guild', 'Political', 'NobleHouse'],
    guild: 'Bankers',
    age: 'seasoned',
  },
  {
    job: 'Moneychanger',
    type: 'Trade',
    buildings: ['Bank'],
    role: 'employee',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['Guild', 'Political'],
    guild: 'Bankers',
  },
  {
    job: 'Bookseller',
    type: 'Trade',
    buildings: ['Bookseller'],
    role: 'owner',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Scribes',
    age: 'seasoned',
  },
  {
    job: 'Market warden',
    type: 'Service',
    buildings: ['Market'],
    role: 'owner',
    primary: ['Wisdom', 'Charisma'],
    groups: ['Political', 'Guild'],
    guild: 'Merchants',
    age: 'seasoned',
  },
  {
    job: 'Stallholder',
    type: 'Trade',
    buildings: ['Market'],
    role: 'employee',
    primary: ['Charisma', 'Constitution'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Merchants',
    weight: 3,
  },
  {
    job: 'Warehouse master',
    type: 'Trade',
    buildings: ['Warehouse'],
    role: 'owner',
    primary: ['Intelligence', 'Strength'],
    groups: ['Guild', 'Pirates', 'Political'],
    guild: 'Merchants',
    age: 'seasoned',
  },
  {
    job: 'Porter',
    type: 'Labor',
    buildings: ['Warehouse', 'Docks', 'Market'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Pirates'],
    guild: 'Couriers',
    weight: 2,
  },
  {
    job: 'Courier',
    type: 'Service',
    buildings: ['Guild Hall', 'Bank', 'Noble Estate'],
    role: 'employee',
    primary: ['Dexterity', 'Constitution'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Couriers',
    age: 'young',
  },
  {
    job: 'Blacksmith',
    type: 'Craft',
    buildings: ['Blacksmith'],
    role: 'owner',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Militaristic'],
    guild: 'Smiths',
    weight: 3,
  },
  {
    job: 'Apprentice smith',
    type: 'Craft',
    buildings: ['Blacksmith', 'Armorer', 'Weaponsmith'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Smiths',
    age: 'young',
    weight: 2,
  },
  {
    job: 'Apprentice',
    type: 'Craft',
    buildings: ['Leatherworker', 'Cobbler', 'Butcher', 'Potter', 'Glassblower', 'Candlemaker', 'Barber', 'Tannery'],
    role: 'employee',
    primary: ['Dexterity', 'Constitution'],
    // Bound to a master, not yet a member of the master's guild.
    groups: ['CauseBased', 'AdventuringParty'],
    age: 'young',
    weight: 2,
  },
  {
    job: 'Armorer',
    type: 'Craft',
    buildings: ['Armorer'],
    role: 'owner',
    primary: ['Strength', 'Intelligence'],
    groups: ['Guild', 'Militaristic'],
    guild: 'Smiths',
  },
  {
    job: 'Weaponsmith',
    type: 'Craft',
    buildings: ['Weaponsmith'],
    role: 'owner',
    primary: ['Strength', 'Dexterity'],
    groups: ['Guild', 'Militaristic'],
    guild: 'Smiths',
  },
  {
    job: 'Fletcher',
    type: 'Craft',
    buildings: ['Fletcher'],
    role: 'owner',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'Militaristic', 'CauseBased'],
    guild: 'Carpenters',
  },
  {
    job: 'Bowyer',
    type: 'Craft',
    buildings: ['Fletcher'],
    role: 'employee',
    primary: ['Dexterity', 'Strength'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Carpenters',
  },
  {
    job: 'Leatherworker',
    type: 'Craft',
    buildings: ['Leatherworker'],
    role: 'owner',
    primary: ['Dexterity', 'Constitution'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Tanners',
  },
  {
    job: 'Tailor',
    type: 'Craft',
    buildings: ['Tailor'],
    role: 'owner',
    primary: ['Dexterity', 'Charisma'],
    groups: ['Guild', 'Political'],
    guild: 'Tailors',
    weight: 2,
  },
  {
    job: 'Needleworker',
    type: 'Craft',
    buildings: ['Tailor'],
    role: 'employee',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'Religious'],
    guild: 'Weavers',
  },
  {
    job: 'Cobbler',
    type: 'Craft',
    buildings: ['Cobbler'],
    role: 'owner',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Tanners',
  },
  {
    job: 'Jeweler',
    type: 'Craft',
    buildings: ['Jeweler'],
    role: 'owner',
    primary: ['Dexterity', 'Intelligence'],
    groups: ['Guild', 'NobleHouse'],
    guild: 'Jewelers',
    age: 'seasoned',
  },
  {
    job: 'Gem cutter',
    type: 'Craft',
    buildings: ['Jeweler'],
    role: 'employee',
    primary: ['Dexterity', 'Intelligence'],
    groups: ['Guild', 'Pirates'],
    guild: 'Jewelers',
  },
  {
    job: 'Alchemist',
    type: 'Learning',
    buildings: ['Alchemist'],
    role: 'owner',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Alchemists',
    language: 'Draconic',
  },
  {
    job: "Alchemist's assistant",
    type: 'Learning',
    buildings: ['Alchemist', 'Magic Shop'],
    role: 'employee',
    primary: ['Intelligence', 'Dexterity'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Alchemists',
    age: 'young',
  },
  {
    job: 'Herbalist',
    type: 'Learning',
    buildings: ['Herbalist'],
    role: 'owner',
    primary: ['Wisdom', 'Intelligence'],
    groups: ['CauseBased', 'Guild', 'Religious'],
    guild: 'Herbalists',
    language: 'Sylvan',
  },
  {
    job: 'Herb gatherer',
    type: 'Labor',
    buildings: ['Herbalist'],
    role: 'employee',
    primary: ['Wisdom', 'Dexterity'],
    groups: ['CauseBased', 'Guild'],
    guild: 'Herbalists',
    age: 'young',
  },
  {
    job: 'Enchanter',
    type: 'Learning',
    buildings: ['Magic Shop'],
    role: 'owner',
    primary: ['Intelligence', 'Charisma'],
    groups: ['CauseBased', 'Guild', 'Political'],
    guild: 'Alchemists',
    age: 'seasoned',
    language: 'Draconic',
  },
  {
    job: 'Cartographer',
    type: 'Learning',
    buildings: ['Cartographer'],
    role: 'owner',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Cartographers',
  },
  {
    job: 'Surveyor',
    type: 'Learning',
    buildings: ['Cartographer'],
    role: 'employee',
    primary: ['Wisdom', 'Dexterity'],
    groups: ['Guild', 'AdventuringParty'],
    guild: 'Cartographers',
  },
  {
    job: 'Baker',
    type: 'Craft',
    buildings: ['Bakery'],
    role: 'owner',
    primary: ['Constitution', 'Wisdom'],
    groups: ['Guild', 'Religious'],
    guild: 'Bakers',
    weight: 3,
  },
  {
    job: "Baker's hand",
    type: 'Labor',
    buildings: ['Bakery'],
    role: 'employee',
    primary: ['Constitution', 'Strength'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Bakers',
    age: 'young',
  },
  {
    job: 'Butcher',
    type: 'Craft',
    buildings: ['Butcher'],
    role: 'owner',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Political'],
    guild: 'Butchers',
    weight: 2,
  },
  {
    job: 'Brewer',
    type: 'Craft',
    buildings: ['Brewery'],
    role: 'owner',
    primary: ['Constitution', 'Intelligence'],
    groups: ['Guild', 'Political'],
    guild: 'Brewers',
    weight: 2,
  },
  {
    job: 'Brewhand',
    type: 'Labor',
    buildings: ['Brewery'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Pirates'],
    guild: 'Brewers',
  },
  {
    job: 'Carpenter',
    type: 'Craft',
    buildings: ['Carpenter'],
    role: 'owner',
    primary: ['Strength', 'Dexterity'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Carpenters',
    weight: 2,
  },
  {
    job: 'Joiner',
    type: 'Craft',
    buildings: ['Carpenter', 'Shipwright'],
    role: 'employee',
    primary: ['Dexterity', 'Strength'],
    groups: ['Guild'],
    guild: 'Carpenters',
  },
  {
    job: 'Potter',
    type: 'Craft',
    buildings: ['Potter'],
    role: 'owner',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'Religious'],
    guild: 'Potters',
  },
  {
    job: 'Glassblower',
    type: 'Craft',
    buildings: ['Glassblower'],
    role: 'owner',
    primary: ['Constitution', 'Dexterity'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Glassblowers',
  },
  {
    job: 'Candlemaker',
    type: 'Craft',
    buildings: ['Candlemaker'],
    role: 'owner',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'Religious'],
    guild: 'Chandlers',
  },
  {
    job: 'Barber-surgeon',
    type: 'Service',
    buildings: ['Barber'],
    role: 'owner',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Herbalists',
  },
  {
    job: 'Stablemaster',
    type: 'Service',
    buildings: ['Stables'],
    role: 'owner',
    primary: ['Wisdom', 'Strength'],
    groups: ['Guild', 'Militaristic'],
    guild: 'Couriers',
  },
  {
    job: 'Groom',
    type: 'Labor',
    buildings: ['Stables', 'Inn', 'Noble Estate'],
    role: 'employee',
    primary: ['Strength', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Couriers',
    age: 'young',
    weight: 2,
  },
  {
    job: 'Miller',
    type: 'Craft',
    buildings: ['Mill'],
    role: 'owner',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Political'],
    guild: 'Farmers',
  },
  {
    job: 'Millhand',
    type: 'Labor',
    buildings: ['Mill'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Farmers',
  },
  {
    job: 'Tanner',
    type: 'Craft',
    buildings: ['Tannery'],
    role: 'owner',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild'],
    guild: 'Tanners',
  },
  {
    job: 'Shipwright',
    type: 'Craft',
    buildings: ['Shipwright'],
    role: 'owner',
    primary: ['Strength', 'Intelligence'],
    groups: ['Guild', 'Pirates'],
    guild: 'Shipwrights',
    age: 'seasoned',
  },
  {
    job: 'Priest',
    type: 'Faith',
    buildings: ['Temple'],
    role: 'owner',
    primary: ['Wisdom', 'Charisma'],
    groups: ['Religious', 'Political'],
    age: 'seasoned',
    weight: 2,
    language: 'Celestial',
  },
  {
    job: 'Acolyte',
    type: 'Faith',
    buildings: ['Temple', 'Shrine'],
    role: 'employee',
    primary: ['Wisdom', 'Intelligence'],
    groups: ['Religious', 'CauseBased'],
    age: 'young',
    weight: 2,
  },
  {
    job: 'Temple healer',
    type: 'Faith',
    buildings: ['Temple'],
    role: 'employee',
    primary: ['Wisdom', 'Intelligence'],
    groups: ['Religious', 'CauseBased'],
    language: 'Celestial',
  },
  {
    job: 'Shrine keeper',
    type: 'Faith',
    buildings: ['Shrine'],
    role: 'owner',
    primary: ['Wisdom', 'Constitution'],
    groups: ['Religious', 'CauseBased'],
    age: 'seasoned',
  },
  {
    job: 'Librarian',
    type: 'Learning',
    buildings: ['Library'],
    role: 'owner',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['CauseBased', 'Guild', 'Religious'],
    guild: 'Scribes',
    age: 'seasoned',
  },
  {
    job: 'Archivist',
    type: 'Learning',
    buildings: ['Library'],
    role: 'employee',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['CauseBased', 'Guild'],
    guild: 'Scribes',
  },
  {
    job: 'Scribe',
    type: 'Learning',
    buildings: ['Guild Hall', 'Library', 'Bookseller', 'Noble Estate'],
    role: 'employee',
    primary: ['Intelligence', 'Dexterity'],
    groups: ['Guild', 'Political'],
    guild: 'Scribes',
    weight: 2,
  },
  {
    job: 'Guildmaster',
    type: 'Trade',
    buildings: ['Guild Hall'],
    role: 'owner',
    primary: ['Charisma', 'Intelligence'],
    groups: ['Guild', 'Political'],
    guild: 'Merchants',
    age: 'seasoned',
    heads: 'Guild',
  },
  {
    job: 'Watch sergeant',
    type: 'Arms',
    buildings: ['Guard Post'],
    role: 'owner',
    primary: ['Strength', 'Wisdom'],
    groups: ['Militaristic', 'Political'],
    age: 'seasoned',
  },
  {
    job: 'Town guard',
    type: 'Arms',
    buildings: ['Guard Post', 'Town Square'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Militaristic', 'CauseBased'],
    weight: 3,
  },
  {
    job: 'Garrison captain',
    type: 'Arms',
    buildings: ['Barracks'],
    role: 'owner',
    primary: ['Strength', 'Charisma'],
    groups: ['Militaristic', 'NobleHouse', 'Political'],
    age: 'seasoned',
  },
  {
    job: 'Soldier',
    type: 'Arms',
    buildings: ['Barracks'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Militaristic', 'AdventuringParty'],
    weight: 2,
  },
  {
    job: 'Hired guard',
    type: 'Arms',
    buildings: ['Bank', 'Warehouse', 'Noble Estate'],
    role: 'employee',
    primary: ['Strength', 'Dexterity'],
    groups: ['Militaristic', 'AdventuringParty', 'Guild'],
    guild: 'Mercenaries',
  },
  {
    job: 'Noble',
    type: 'Nobility',
    buildings: ['Noble Estate'],
    role: 'owner',
    primary: ['Charisma', 'Intelligence'],
    groups: ['NobleHouse', 'Political'],
    weight: 1,
  },
  {
    job: 'Steward',
    type: 'Nobility',
    buildings: ['Noble Estate'],
    role: 'employee',
    primary: ['Intelligence', 'Wisdom'],
    groups: ['NobleHouse', 'Political'],
    age: 'seasoned',
  },
  {
    job: 'Servant',
    type: 'Service',
    buildings: ['Noble Estate'],
    role: 'employee',
    primary: ['Wisdom', 'Dexterity'],
    groups: ['NobleHouse', 'Religious', 'CauseBased'],
    weight: 2,
  },
  {
    job: 'Harbormaster',
    type: 'Labor',
    buildings: ['Docks'],
    role: 'owner',
    primary: ['Wisdom', 'Charisma'],
    groups: ['Guild', 'Political'],
    guild: 'Sailors',
    age: 'seasoned',
  },
  {
    job: 'Dockhand',
    type: 'Labor',
    buildings: ['Docks'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Guild', 'Pirates'],
    guild: 'Sailors',
    weight: 2,
  },
  {
    job: 'Sailor',
    type: 'Labor',
    buildings: ['Docks'],
    role: 'employee',
    primary: ['Dexterity', 'Strength'],
    groups: ['Pirates', 'Guild', 'AdventuringParty'],
    guild: 'Sailors',
    weight: 2,
  },
  {
    job: 'Smuggler',
    type: 'Trade',
    buildings: ['Docks', 'Warehouse'],
    role: 'employee',
    primary: ['Dexterity', 'Charisma'],
    groups: ['Pirates', 'Guild'],
    guild: 'Thieves',
    outlaw: true,
  },
  {
    job: 'Gravekeeper',
    type: 'Service',
    buildings: ['Graveyard'],
    role: 'owner',
    primary: ['Wisdom', 'Constitution'],
    groups: ['Religious', 'CauseBased'],
    age: 'seasoned',
  },
  {
    job: 'Gravedigger',
    type: 'Labor',
    buildings: ['Graveyard'],
    role: 'employee',
    primary: ['Strength', 'Constitution'],
    groups: ['Religious', 'CauseBased'],
  },
  {
    job: 'Stonemason',
    type: 'Craft',
    buildings: ['Graveyard', 'Temple'],
    role: 'employee',
    primary: ['Strength', 'Dexterity'],
    groups: ['Guild', 'Religious'],
    guild: 'Masons',
    weight: 0.5,
  },
  {
    job: 'Groundskeeper',
    type: 'Service',
    buildings: ['Park'],
    role: 'owner',
    primary: ['Wisdom', 'Constitution'],
    groups: ['CauseBased', 'Political'],
  },
  {
    job: 'Gardener',
    type: 'Labor',
    buildings: ['Park', 'Noble Estate'],
    role: 'employee',
    primary: ['Wisdom', 'Constitution'],
    groups: ['CauseBased', 'Religious'],
  },
  {
    job: 'Town warden',
    type: 'Service',
    buildings: ['Town Square'],
    role: 'owner',
    primary: ['Charisma', 'Wisdom'],
    groups: ['Political', 'Militaristic'],
    age: 'seasoned',
  },
  {
    job: 'Town crier',
    type: 'Service',
    buildings: ['Town Square'],
    role: 'employee',
    primary: ['Charisma', 'Constitution'],
    groups: ['Political', 'Guild'],
    guild: 'Couriers',
  },
  {
    job: 'Lamplighter',
    type: 'Service',
    buildings: ['Town Square', 'Park'],
    role: 'employee',
    primary: ['Dexterity', 'Wisdom'],
    groups: ['Guild', 'CauseBased'],
    guild: 'Chandlers',
  },
  {
    job: 'Impresario',
    type: 'Arts',
    buildings: ['Theater'],
    role: 'owner',
    primary: ['Charisma', 'Intelligence'],
    groups: ['Guild', 'Political'],
    guild: 'Entertainers',
    age: 'seasoned',
  },
  {
    job: 'Actor',
    type: 'Arts',
    buildings: ['Theater'],
    role: 'employee',
    primary: ['Charisma', 'Dexterity'],
    groups: ['Guild', 'CauseBased', 'AdventuringParty'],
    guild: 'Entertainers',
  },
  {
    job: 'Musician',
    type: 'Arts',
    buildings: ['Theater', 'Tavern', 'Inn'],
    role: 'employee',
    primary: ['Charisma', 'Dexterity'],
    groups: ['Guild', 'AdventuringParty', 'CauseBased'],
    guild: 'Entertainers',
    weight: 2,
  },
] as const satisfies readonly JobRow[];

const JOB_INDEX: ReadonlyMap<string, JobRow> = new Map(JOBS.map((row) => [row.job, row]));

/** The row of a job; throws for a job not in the table (a programming error). */
export function jobRow(job: string): JobRow {
  const row = JOB_INDEX.get(job);
  if (!row) throw new Error(`unknown job "${job}"`);
  return row;
}

/** The jobs that run a building of the type. */
export const ownerJobs = (type: BuildingType): JobRow[] =>
  JOBS.filter((row) => row.role === 'owner' && (row.buildings as readonly BuildingType[]).includes(type));

/** The jobs that work in a building of the type without running it. */
export const employeeJobs = (type: BuildingType): JobRow[] =>
  JOBS.filter((row) => row.role === 'employee' && (row.buildings as readonly BuildingType[]).includes(type));

/** The job of someone who runs a building of the type (a resident's job is anything). */
export const drawOwnerJob = (rng: Rng, type: BuildingType): JobRow =>
  type === 'Residence'
    ? rng.weighted(JOBS as readonly JobRow[], (row) => row.weight ?? 1)
    : rng.weighted(ownerJobs(type), (row) => row.weight ?? 1);

/**
 * Work only a town or larger has, whatever building it is done in: a town guard, a town crier
 * and a lamplighter keep a town's streets, and a banker, a moneychanger, a guildmaster and a
 * garrison captain need a town's trade or walls. (A village may keep a watch sergeant and a
 * warden for its square.)
 */
export const TOWN_JOBS: ReadonlySet<string> = new Set([
  'Town guard',
  'Town crier',
  'Lamplighter',
  'Garrison captain',
  'Guildmaster',
  'Banker',
  'Moneychanger',
]);

/**
 * The youngest anyone holds any work, in years, however early their heritage comes of age: a
 * table reads the number, and nobody hears "an 11-year-old musician" or "a town guard of 15" as
 * grown, whatever goblins or orcs count as adult.
 */
export const WORK_MIN_YEARS = 16;

/** The youngest, in years, anyone leads a group (no band led by someone of sixteen). */
export const LEAD_MIN_YEARS = 25;

/** The youngest, in years, anyone runs a place of their own (no smithy of one's own at nineteen). */
export const OWNER_MIN_YEARS = 21;

/** The youngest, in years, anyone holds work that takes standing first (a 'seasoned' job). */
export const SEASONED_MIN_YEARS = 25;

/** Offices that take longer still: nobody commands a garrison or heads a guild in their twenties. */
const MIN_YEARS: Readonly<Record<string, number>> = {
  'Garrison captain': 30,
  Guildmaster: 35,
  Harbormaster: 30,
  Banker: 28,
};

/**
 * Hard bodily work that wears a body out: its holders have lived no more than this share of
 * their heritage's adult life (no bouncer or dockhand in old age).
 */
const MAX_SHARE: Readonly<Record<string, number>> = {
  Bouncer: 0.5,
  Soldier: 0.5,
  'Town guard': 0.55,
  'Hired guard': 0.5,
  Porter: 0.55,
  Dockhand: 0.55,
};

/**
 * The ages, in years, at which a person of a heritage holds a job: from the heritage's age of
 * adulthood, never under `WORK_MIN_YEARS` (`OWNER_MIN_YEARS` to run a place, `SEASONED_MIN_YEARS`
 * for seasoned work, more for high offices), to the end of life, or sooner for hard bodily work.
 */
export function jobAges(job: Pick<JobRow, 'job' | 'age' | 'role'>, heritage: Heritage): { min: number; max: number } {
  const body = HERITAGE_BODY[heritage];
  const floor = Math.max(
    MIN_YEARS[job.job] ?? (job.age === 'seasoned' ? SEASONED_MIN_YEARS : WORK_MIN_YEARS),
    job.role === 'owner' ? OWNER_MIN_YEARS : 0,
  );
  const share = MAX_SHARE[job.job];
  const max = share === undefined ? body.maxAge : Math.round(body.adultAge + share * (body.maxAge - body.adultAge));
  return { min: Math.max(body.adultAge, floor), max };
}
