import { JOBS, type JobRow } from '../character/jobs';
import type { Rng } from '../core/rng';
import {
  GROUP_CAUSES,
  type Environment,
  type GroupCause,
  type MoralAlignment,
  type OrganizationType,
} from '../data/options';

/**
 * The causes a group of each alignment may take up. A good group works for ideals or the land,
 * never for ruin or power over others; an evil one seeks power, ruin or a creed of its own, and
 * is never a band of tree-planters; a neutral one may do anything but tear things down.
 */
export const CAUSES_BY_ALIGNMENT: Readonly<Record<MoralAlignment, readonly GroupCause[]>> = {
  good: ['Ideals', 'PreserveEnvironment'],
  neutral: ['Ideals', 'PreserveEnvironment', 'GainingPower'],
  evil: ['GainingPower', 'Destruction', 'Ideals'],
};

/** Whether a group of the alignment can stand for the cause. */
export const causeFits = (cause: string, alignment: MoralAlignment): boolean =>
  (CAUSES_BY_ALIGNMENT[alignment] as readonly string[]).includes(cause);

/** A cause for a group whose alignment is decided: one of those that fit it. */
export const drawCause = (rng: Rng, alignment: MoralAlignment): GroupCause =>
  rng.pick(CAUSES_BY_ALIGNMENT[alignment] ?? GROUP_CAUSES);

/**
 * Whether a group of the type and trade makes its home by the water: pirates, and the guilds of
 * sailors and shipwrights. Such a group is based only in a town by the sea, a river or a lake.
 */
export const livesByWater = (type: OrganizationType, guild?: string): boolean =>
  type === 'Pirates' || (type === 'Guild' && (guild === 'Sailors' || guild === 'Shipwrights'));

/** Grounds on which a town always stands by water, before its plan decides any river. */
export const WATER_GROUNDS: readonly Environment[] = ['Coastal', 'Underwater'];

/**
 * The kinds of group a town on the ground can be home to: no pirate crew in a town whose ground
 * promises no water (an inland hill village). Any other kind stays; when none would, the kinds
 * are kept as given.
 */
export function groupKindsOn(types: readonly OrganizationType[], environment?: Environment): OrganizationType[] {
  if (!environment || WATER_GROUNDS.includes(environment)) return [...types];
  const dry = types.filter((type) => !livesByWater(type));
  return dry.length > 0 ? dry : [...types];
}

/** The work of whoever heads a group of the type, when only some of its members' jobs may lead it. */
export const GROUP_HEADS: Partial<Readonly<Record<OrganizationType, readonly string[]>>> = {
  NobleHouse: ['Noble'],
  Religious: ['Priest', 'Shrine keeper', 'Temple healer'],
  Militaristic: ['Garrison captain', 'Watch sergeant'],
  Pirates: ['Sailor', 'Smuggler', 'Shipwright'],
};

/**
 * Whether someone of the job may head a group of the type: a noble a house, a priest an order, a
 * captain a company, a seafarer a crew, a master of the trade (one who runs a workshop) a guild, and otherwise
 * a grown hand of the work such a group draws on (no harbormaster over pirates, no innkeeper
 * leading an adventuring party).
 */
export const mayHeadGroup = (
  type: OrganizationType,
  row: Pick<JobRow, 'job' | 'role' | 'age' | 'groups' | 'guild'>,
): boolean => {
  const heads = GROUP_HEADS[type];
  if (heads) return heads.includes(row.job);
  // A guild is headed by a master of its trade, or by any hand of a trade no one masters in a shop of their own.
  if (type === 'Guild')
    return (
      row.role === 'owner' || !(JOBS as readonly JobRow[]).some((r) => r.guild === row.guild && r.role === 'owner')
    );
  return row.groups.includes(type) && row.age !== 'young';
};
