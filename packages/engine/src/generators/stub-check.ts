import { err, ok, type Result } from '../core/result';
import {
  ALIGNMENTS,
  BUILDING_TYPES,
  ENVIRONMENTS,
  HERITAGES,
  LOCATION_TYPES,
  ORGANIZATION_TYPES,
  SETTLEMENT_SIZES,
} from '../data/options';
import { JOBS } from '../character/jobs';
import type { BuildingStub, GroupStub, LocationStub, NpcStub, SettlementStub } from '../world/entities';
import { parseLinkType } from '../world/links';
import type { EntityKind } from '../world/ref-store';

/**
 * Checks of stubs that arrive from a client (GetExistingObject): a stub is expanded only when
 * every field it decides has the shape the engine produces, so a tampered package is refused
 * with a readable reason instead of breaking an expansion.
 */

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const oneOf =
  (options: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && options.includes(v);
const linkTo =
  (kind: EntityKind): Check =>
  (v) => {
    if (typeof v !== 'object' || v === null) return false;
    const { text, type } = v as Fields;
    return isText(text) && typeof type === 'string' && parseLinkType(type)?.kind === kind;
  };
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.length <= 50 && v.every(check);
const isAge = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2000;
const isName: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const { Given, Family, Full, Pronunciation } = v as Fields;
  return isText(Given) && (Family === undefined || isText(Family)) && isText(Full) && isText(Pronunciation);
};
const isMembership: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const { Group, Role } = v as Fields;
  return linkTo('groups')(Group) && (Role === 'Leader' || Role === 'Member');
};
const JOB_NAMES: readonly string[] = JOBS.map((row) => row.job);

/** Required and optional fields of each kind's stub, with their checks. */
const STUB_FIELDS: Readonly<Record<EntityKind, { required: Record<string, Check>; optional: Record<string, Check> }>> =
  {
    npcs: {
      required: { Seed: isText, Heritage: oneOf(HERITAGES), Gender: oneOf(['Male', 'Female']), Name: isName },
      optional: {
        Age: isAge,
        Office: isText,
        Job: oneOf(JOB_NAMES),
        EmployedAt: linkTo('buildings'),
        Residence: linkTo('buildings'),
        MemberOf: isMembership,
        Parents: listOf(linkTo('npcs')),
        ParentGenders: listOf(oneOf(['Male', 'Female'])),
        LostParents: listOf(oneOf(['Male', 'Female'])),
        Siblings: listOf(linkTo('npcs')),
        Children: listOf(linkTo('npcs')),
        BirthOrder: oneOf(['eldest', 'middle', 'youngest']),
        Settlement: linkTo('settlements'),
        Environment: oneOf(ENVIRONMENTS),
        SettlementSize: oneOf(SETTLEMENT_SIZES),
        Water: oneOf(['coast', 'river', 'none']),
        Adjectives: (v) => typeof v === 'boolean',
      },
    },
    buildings: {
      required: { Seed: isText, Type: oneOf(BUILDING_TYPES), Name: isText },
      optional: {
        Owner: linkTo('npcs'),
        Employees: listOf(linkTo('npcs')),
        Regulars: listOf(linkTo('npcs')),
        Settlement: linkTo('settlements'),
        Environment: oneOf(ENVIRONMENTS),
        Water: oneOf(['coast', 'river', 'none']),
        Adjectives: (v) => typeof v === 'boolean',
      },
    },
    groups: {
      required: { Seed: isText, Type: oneOf(ORGANIZATION_TYPES), Alignment: oneOf(ALIGNMENTS), Name: isText },
      optional: {
        Leader: linkTo('npcs'),
        Members: listOf(linkTo('npcs')),
        Settlement: linkTo('settlements'),
        Cause: isText,
        GuildType: isText,
        Adjectives: (v) => typeof v === 'boolean',
      },
    },
    locations: {
      required: { Seed: isText, Type: oneOf(LOCATION_TYPES), Name: isText },
      optional: { Settlement: linkTo('settlements'), Adjectives: (v) => typeof v === 'boolean' },
    },
    settlements: {
      required: { Seed: isText, Name: isText },
      optional: {
        Size: oneOf(SETTLEMENT_SIZES),
        Environment: oneOf(ENVIRONMENTS),
        Buildings: listOf(linkTo('buildings')),
        Groups: listOf(linkTo('groups')),
        Adjectives: (v) => typeof v === 'boolean',
      },
    },
  };

/** The stub types by kind. */
export type StubOf = {
  npcs: NpcStub;
  buildings: BuildingStub;
  groups: GroupStub;
  locations: LocationStub;
  settlements: SettlementStub;
};

/** Checks a stub of a kind; the error names the first field that is missing or malformed. */
export function checkStub<K extends EntityKind>(kind: K, value: unknown): Result<StubOf[K]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('its Stub is missing');
  const fields = value as Fields;
  const spec = STUB_FIELDS[kind];
  for (const [name, check] of Object.entries(spec.required)) {
    if (!check(fields[name])) return err(`its Stub.${name} is missing or malformed`);
  }
  for (const [name, check] of Object.entries(spec.optional)) {
    if (fields[name] !== undefined && !check(fields[name])) return err(`its Stub.${name} is malformed`);
  }
  return ok(value as StubOf[K]);
}
