import type { Rng } from '../core/rng';
import { GROUP_CAUSES, type GroupCause, type MoralAlignment } from '../data/options';

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
