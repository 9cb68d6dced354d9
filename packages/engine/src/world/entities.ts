import type {
  BuildingType,
  Environment,
  Heritage,
  LocationType,
  MoralAlignment,
  OrganizationType,
  SettlementSize,
} from '../data/options';
import type { VisualAppearance } from '../character/appearance';
import type { TextComponent } from '../text/rich-text';
import type { ReferenceData } from './ref-store';

/**
 * The linked entities of SPEC section 3 as the engine produces them. Every entity carries
 * `ReferenceData` and the `Stub` it was (or will be) expanded from: a stub in the store has
 * `ReferenceData.Set === false` and only its stub's decided fields filled.
 */

/** A rich-text segment that links to an entity of the store: `{text: 'Mara', type: 'npc-<id>'}`. */
export type EntityLink = { text: string; type: string };

/** Rich text (segments, some of them links). */
export type Prose = TextComponent[];

/** The two forms of a person's name and body the tables know. */
export type NpcGender = 'Male' | 'Female';

export const ABILITIES = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
export type Ability = (typeof ABILITIES)[number];

/** Ability scores, 1 to 20, default 10. */
export type NpcStats = Record<`Stat_${Ability}`, number>;

/** A person's name as decided once and kept by every link to them. */
export type DecidedName = { Given: string; Family?: string; Full: string; Pronunciation: string };

/** Membership of a group and the part played in it. */
export type Membership = { Group: EntityLink; Role: 'Leader' | 'Member' };

/** Everything a parent decided about a person; the rest is drawn from `Seed` on expansion. */
export type NpcStub = {
  Seed: string;
  /** An office held in the settlement ('Mayor of Eastmere'), decided by whoever appointed them. */
  Office?: string;
  Heritage: Heritage;
  Gender: NpcGender;
  Name: DecidedName;
  /** Age in years, when a relative's age constrains it. */
  Age?: number;
  Job?: string;
  EmployedAt?: EntityLink;
  Residence?: EntityLink;
  MemberOf?: Membership;
  Parents?: EntityLink[];
  /** The genders of the linked parents, in their order, when the relative who linked them knew. */
  ParentGenders?: NpcGender[];
  /** The genders of the parents who have died, when the relative who linked them knew. */
  LostParents?: NpcGender[];
  Siblings?: EntityLink[];
  Children?: EntityLink[];
  /** 'eldest', 'middle' or 'youngest' among the siblings, when they were decided together. */
  BirthOrder?: string;
  /** The settlement the person lives in; their buildings stand there too. */
  Settlement?: EntityLink;
  /** The ground that settlement stands on, when whoever placed the person there knew it. */
  Environment?: Environment;
  /** The size of that settlement, when whoever placed the person there knew it (no "every tavern in town" of a hamlet). */
  SettlementSize?: SettlementSize;
  /** That settlement's water, when whoever placed the person there knew it (no river steps in a dry town). */
  Water?: SettlementWater;
  /** Whether optional adjectives appear in what is drawn. */
  Adjectives?: boolean;
};

/** A person (SPEC section 3). */
export type Npc = {
  ReferenceData: ReferenceData;
  Stub: NpcStub;
  Name: string;
  NamePronunciation: string;
  RaceName: Heritage;
  Gender: NpcGender;
  Size: 'Small' | 'Medium';
  Type: 'humanoid';
  /** Two words, lower case: 'lawful good', 'neutral', 'chaotic evil'. */
  Alignment: string;
  /** Age in years (VisualAppearance.age says the same in words). */
  Age: number;
  Family: { Parents: EntityLink[]; Siblings: EntityLink[]; Children: EntityLink[] };
  Languages: string[];
  Stats: NpcStats;
  Job: string;
  JobType: string;
  Personality: Prose;
  Voice: Prose;
  Goal: Prose;
  Secret: Prose;
  Fear: Prose;
  Flaw: Prose;
  Rumor: Prose;
  Desire: Prose;
  VisualAppearance: VisualAppearance;
  /** A short life story, linking the people and places in it. */
  History: Prose;
  EmployedAt?: EntityLink;
  Residence?: EntityLink;
  MemberOf?: Membership;
  /** An office held in the settlement, as the stub decided. */
  Office?: string;
};

/** An NPC not yet expanded: its link text and the decided fields, nothing drawn. */
export type NpcStubEntity = Pick<Npc, 'Name' | 'RaceName' | 'Gender'> & {
  ReferenceData: ReferenceData;
  Stub: NpcStub;
  Job?: string;
  Office?: string;
};

/** What a parent decided about a building. */
export type BuildingStub = {
  Seed: string;
  Type: BuildingType;
  Name: string;
  Owner?: EntityLink;
  Employees?: EntityLink[];
  Regulars?: EntityLink[];
  Settlement?: EntityLink;
  /** The ground its settlement stands on, decided by the parent so the look fits it. */
  Environment?: Environment;
  /** The water its settlement stands by, when the parent knows it. */
  Water?: SettlementWater;
  Adjectives?: boolean;
};

/** One priced good or service; `price` is in copper pieces, markup included. */
export type PricedGood = { name: string; price: number };

/** A building or shop (SPEC section 3). */
export type Building = {
  ReferenceData: ReferenceData;
  Stub: BuildingStub;
  locationType: BuildingType;
  locationName: string;
  isShop: boolean;
  /** Percent above (or, when negative, below) the going rate. */
  markup: number;
  buildingOwner: EntityLink;
  employees: EntityLink[];
  regularCustomers: EntityLink[];
  knownFor: string;
  rumor: Prose;
  locatedAt?: EntityLink;
  appearance: { exterior: string; interior: string };
  inventory: { type: string; result: PricedGood[] }[];
};

/** A building not yet expanded. */
export type BuildingStubEntity = Pick<Building, 'locationType' | 'locationName'> & {
  ReferenceData: ReferenceData;
  Stub: BuildingStub;
};

/** What a parent decided about a group. */
export type GroupStub = {
  Seed: string;
  Type: OrganizationType;
  Alignment: MoralAlignment;
  Name: string;
  Leader?: EntityLink;
  Members?: EntityLink[];
  Settlement?: EntityLink;
  Cause?: string;
  GuildType?: string;
  Adjectives?: boolean;
};

/** A group (SPEC section 3). The sigil (`SVG`) is drawn by the group generator. */
export type Group = {
  ReferenceData: ReferenceData;
  Stub: GroupStub;
  Type: OrganizationType;
  Alignment: MoralAlignment;
  OrgName: string;
  Leader: EntityLink;
  Members: EntityLink[];
  Goals: string[];
  Secrets: string[];
  Conflicts: string[];
  Ideals: string[];
  Rumor: Prose;
  /** Whether the group's existence is common knowledge. */
  GroupKnown: boolean;
  /** Whether its members are publicly known as such. */
  MembersKnown: boolean;
  Location?: EntityLink;
  /** Index of Type in ORGANIZATION_TYPES. */
  TypeValue: number;
  /** Index of Alignment in ALIGNMENTS. */
  AlignValue: number;
  Cause?: string;
  GuildType?: string;
  SVG?: { Outline: string; OutlineColor: string; Symbol: string; SymbolColor: string };
};

/** A group not yet expanded. */
export type GroupStubEntity = Pick<Group, 'OrgName' | 'Type' | 'Alignment' | 'SVG'> & {
  ReferenceData: ReferenceData;
  Stub: GroupStub;
};

/** What a parent decided about a location. */
export type LocationStub = {
  Seed: string;
  Type: LocationType;
  Name: string;
  Settlement?: EntityLink;
  Adjectives?: boolean;
};

/** A place outside the streets (SPEC section 3). */
export type Location = {
  ReferenceData: ReferenceData;
  Stub: LocationStub;
  Name: string;
  /** Two to four sentences a game master can read aloud. */
  Desc: string;
  /** What happened there, naming (as links) the people who know it. */
  History: Prose;
  Type: LocationType;
  /** The settlement it lies near, when there is one. */
  Near?: EntityLink;
};

/** A location not yet expanded. */
export type LocationStubEntity = Pick<Location, 'Name' | 'Type'> & { ReferenceData: ReferenceData; Stub: LocationStub };

/** What a parent decided about a settlement. */
export type SettlementStub = {
  Seed: string;
  Name: string;
  Size?: SettlementSize;
  Environment?: Environment;
  /** Public buildings already placed in it (homes are not listed). */
  Buildings?: EntityLink[];
  /** Groups already based in it. */
  Groups?: EntityLink[];
  /** The seed its plan (water, purpose, districts and map) is drawn from, when kept from another settlement; its own seed when absent. */
  Plan?: string;
  Adjectives?: boolean;
};

/** A heritage's share of a settlement's people, in percent. */
export type PopulationShare = { heritage: Heritage; percent: number };

/**
 * A settlement (SPEC section 3). The settlement generator adds Districts, Art and Interactive
 * (the map); an expanded stub has the fields a game master needs at the table.
 */
export type Settlement = {
  ReferenceData: ReferenceData;
  Stub: SettlementStub;
  Name: string;
  Size: SettlementSize;
  Environment: Environment;
  Population: number;
  PopulationMakeup: PopulationShare[];
  Geography: string;
  Purpose: string;
  /** Places people gather. */
  Popular: EntityLink[];
  Leadership: Prose;
  Factions: EntityLink[];
  MundaneEvents: Prose[];
  Exports: string[];
  Imports: string[];
  /** The people who govern it, each holding an office their own sheet carries. */
  Leaders?: EntityLink[];
  /** Coast, river or none: what the map and the port agree on. */
  Water?: SettlementWater;
  Districts?: District[];
  Art?: SettlementArt;
  Interactive?: InteractiveDistrict[];
};

export const DISTRICT_TYPES = [
  'Central',
  'Residential',
  'Religious',
  'Commercial',
  'Administrative',
  'Militaristic',
  'Academic',
  'Theater',
  'Tourism',
  'Industrial',
  'Port',
] as const;
export type DistrictType = (typeof DISTRICT_TYPES)[number];

/** Water a settlement stands by, as its map draws it. */
export type SettlementWater = 'coast' | 'river' | 'none';

/** A quarter of a settlement (SPEC section 3) and the places in it, as links to stubs. */
export type District = {
  index: number;
  Type: DistrictType;
  Name: string;
  Age: string;
  PopulationMakeup: PopulationShare[];
  Locations: { Shops: EntityLink[]; Notable: EntityLink[]; Residences: EntityLink[] };
  /** The faction that holds sway here, when one does. */
  HeldBy?: EntityLink;
};

/** A point on the 500 by 500 map plane. */
export type MapPoint = [number, number];

/** A building's marker on the map: what it is, where it stands and who holds it. */
export type MapBuilding = {
  link: EntityLink;
  kind: 'shop' | 'notable' | 'residence';
  x: number;
  y: number;
  /** The link type of the faction holding the building, when one does. */
  faction?: string;
};

/** A district as the interactive map draws it (SPEC "Interactive district"). */
export type InteractiveDistrict = {
  index: number;
  /** The district's area: one or more rings (a river may split it). */
  polys: MapPoint[][];
  center: MapPoint;
  color: string;
  buildings: MapBuilding[];
};

/** A road: a polyline and its width in map units; main roads run from gates to the center. */
export type MapRoad = { points: MapPoint[]; width: number; main: boolean };

/** A named feature drawn on the map. */
export type MapLandmark = {
  kind: 'square' | 'fountain' | 'gate' | 'tower' | 'bridge' | 'lighthouse' | 'well';
  x: number;
  y: number;
  label?: string;
};

/** Scenery around and among the streets. */
export type MapProp = {
  kind: 'tree' | 'field' | 'rock' | 'boat' | 'reeds' | 'dune' | 'ice' | 'mushroom' | 'kelp';
  x: number;
  y: number;
  /** Size in map units. */
  r: number;
  /** Rotation in degrees (fields and boats). */
  angle?: number;
};

/** The drawn layers of a settlement map (SPEC "Art"). */
export type SettlementArt = {
  BG: {
    /** The ground color scheme of the environment. */
    ground: string;
    /** The town's edge. */
    outline: MapPoint[];
    /** Water areas (sea or river), each a ring. */
    water: MapPoint[][];
    /** The wall's line, when the town has one (towns and larger). */
    wall?: MapPoint[][];
    /** The central square. */
    square: MapPoint[];
  };
  Roads: MapRoad[];
  /** Where roads meet gates, bridges and the square. */
  RoadSpots: { kind: 'gate' | 'bridge' | 'junction'; x: number; y: number }[];
  Landmarks: MapLandmark[];
  Props: MapProp[];
  /** Building marker radius and main road width, by size. */
  Scale: { marker: number; road: number };
};

/** A settlement not yet expanded. */
export type SettlementStubEntity = Pick<Settlement, 'Name'> & { ReferenceData: ReferenceData; Stub: SettlementStub };
