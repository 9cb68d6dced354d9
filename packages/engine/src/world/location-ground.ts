import type { Environment, LocationType } from '../data/options';

/**
 * Where a place of a type can lie, by the ground of the settlement nearest it: an oasis only by a
 * desert town, a shipwreck by the sea, no lake, island or bridge by a desert town or under the sea.
 */
export const LOCATION_GROUND: Readonly<
  Partial<Record<LocationType, { environment?: Environment; water?: true; notNear?: readonly Environment[] }>>
> = {
  Oasis: { environment: 'Desert' },
  Shipwreck: { water: true },
  Bridge: { notNear: ['Desert', 'Underwater'] },
  Lake: { notNear: ['Desert', 'Underwater'] },
  Island: { notNear: ['Desert', 'Underwater'] },
};

/** Grounds of a settlement with the sea at hand. */
const SEA: readonly Environment[] = ['Coastal', 'Underwater'];

/** Whether a place of the type can lie near a settlement standing on the ground. */
export function liesNear(type: LocationType, environment: Environment): boolean {
  const ground = LOCATION_GROUND[type];
  if (!ground) return true;
  if (ground.environment && ground.environment !== environment) return false;
  if (ground.water && !SEA.includes(environment)) return false;
  return !ground.notNear?.includes(environment);
}
