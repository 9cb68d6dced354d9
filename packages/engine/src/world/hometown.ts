import type { Rng } from '../core/rng';
import type { Environment, SettlementSize } from '../data/options';
import { SETTLEMENT_NAME_TABLES } from '../names/place-name';
import { pickWeighted, worldText } from './draw';
import type { EntityLink } from './entities';
import { minterFor } from './links';
import type { RefPackage } from './ref-store';
import { putSettlementStub, reserveSettlement, type LinkContext, type ReservedSettlement } from './stubs';

/** Where a person's home town stands, weighted; waterfront work always means the coast. */
export const HOMETOWN_ENVIRONMENTS: readonly { environment: Environment; weight: number }[] = [
  { environment: 'Grassland', weight: 4 },
  { environment: 'Forest', weight: 3 },
  { environment: 'Hill', weight: 3 },
  { environment: 'Coastal', weight: 3 },
  { environment: 'Mountain', weight: 2 },
  { environment: 'Swamp', weight: 1 },
  { environment: 'Desert', weight: 1 },
  { environment: 'Arctic', weight: 1 },
  { environment: 'Underground', weight: 0.5 },
];

/** Sizes of a person's home town, weighted; `town` for work found only in towns and larger. */
export const HOMETOWN_SIZES: Readonly<Record<'any' | 'town', readonly { size: SettlementSize; weight: number }[]>> = {
  any: [
    { size: 'Hamlet', weight: 1 },
    { size: 'Village', weight: 4 },
    { size: 'Town', weight: 3 },
    { size: 'City', weight: 1.5 },
    { size: 'Metropolis', weight: 0.3 },
  ],
  town: [
    { size: 'Town', weight: 4 },
    { size: 'City', weight: 2 },
    { size: 'Metropolis', weight: 0.5 },
  ],
};

/** An expanded entity and the package holding it and the stubs it introduced. */
export type Expansion<T> = { entity: T; refPackage: RefPackage };

/** A new context for the stubs one expansion introduces, its ids drawn from the stub's seed. */
export function expansionContext(rng: Rng, label: string, adjectives: boolean | undefined): LinkContext {
  return { rng: rng.fork('links'), pkg: {}, minter: minterFor(rng, label), adjectives: adjectives ?? true };
}

/** What a home settlement must be: a town or larger, by water, or in a given environment. */
export type HomeNeeds = { town?: boolean; water?: boolean; environment?: Environment };

/** A home settlement whose id, ground and name are decided; its size waits for what stands in it. */
export type ReservedHome = ReservedSettlement & { environment: Environment };

/** The ground a home settlement stands on: the one needed, the coast for waterfront work, or a weighted draw. */
const homeEnvironment = (rng: Rng, needs: HomeNeeds): Environment =>
  needs.environment ??
  (needs.water ? 'Coastal' : pickWeighted(rng.fork('environment'), HOMETOWN_ENVIRONMENTS).environment);

/**
 * Reserves the settlement of an entity whose home is not yet decided: its ground first, then a
 * name that fits that ground (no "Saltmere" in the desert).
 */
export function reserveHomeSettlement(rng: Rng, ctx: LinkContext, needs: HomeNeeds = {}): ReservedHome {
  const environment = homeEnvironment(rng, needs);
  const name = worldText(rng.fork('name'), SETTLEMENT_NAME_TABLES, 'settlementName', { tags: [environment] });
  return { ...reserveSettlement(ctx, name), environment };
}

/** Puts a reserved home settlement into the package, with a size that fits what stands in it. */
export function putHomeSettlement(
  rng: Rng,
  ctx: LinkContext,
  reserved: ReservedHome,
  listed: { Buildings?: EntityLink[]; Groups?: EntityLink[] },
  needs: HomeNeeds = {},
): EntityLink {
  return putSettlementStub(ctx, reserved, {
    Size: pickWeighted(rng.fork('size'), needs.town ? HOMETOWN_SIZES.town : HOMETOWN_SIZES.any).size,
    Environment: reserved.environment,
    ...listed,
  });
}

/** A settlement stub for an entity that stands somewhere not yet decided; it lists the entity. */
export function newHomeSettlement(
  rng: Rng,
  ctx: LinkContext,
  listed: { Buildings?: EntityLink[]; Groups?: EntityLink[] },
  needs: HomeNeeds = {},
): EntityLink {
  return putHomeSettlement(rng, ctx, reserveHomeSettlement(rng, ctx, needs), listed, needs);
}
