import { drawOwnerJob } from '../character/jobs';
import { isKeepableName, pickChoice, type GeneratorDef, type LockSpec } from '../core/generator';
import { createRng, SEED_PATTERN, type Rng } from '../core/rng';
import { BUILDING_TYPES, HERITAGES, type BuildingType, type Environment, type Heritage } from '../data/options';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from '../world/building-types';
import type { Building, BuildingStubEntity } from '../world/entities';
import { HOMETOWN_ENVIRONMENTS, newHomeSettlement } from '../world/hometown';
import { pickWeighted } from '../world/draw';
import { minterFor } from '../world/links';
import { mergePackages, type RefPackage } from '../world/ref-store';
import {
  createLinkContext,
  drawTownsfolkHeritage,
  putBuildingStub,
  putNpcStub,
  reserveBuilding,
  reserveNpc,
  type LinkContext,
  type ReservedNpc,
} from '../world/stubs';
import { expandBuilding } from './building';

/** What GetBuilding may be asked for: building types to choose among (empty: any). */
export type BuildingOptions = {
  types?: readonly string[];
  /** Heritages the owner may have; all of them (or none) means as common as in an ordinary town. */
  heritages?: readonly Heritage[];
  adjectives?: boolean;
};

/**
 * The facts of a building that can be locked and kept through a reroll. `owner` and `town` are the
 * seeds of the sheets whose owner and town are kept (each redrawn exactly from its seed); `name`
 * is the sign itself, which names the owner and fits the trade, so it needs both kept; a town
 * holds the buildings it was chosen for (a harbor's docks), so it needs the type.
 */
export const BUILDING_LOCKS: Readonly<Record<string, LockSpec>> = {
  type: { check: (v) => (BUILDING_TYPES as readonly string[]).includes(v) },
  owner: { check: (v) => SEED_PATTERN.test(v) },
  name: { check: isKeepableName, needs: ['type', 'owner'] },
  town: { check: (v) => SEED_PATTERN.test(v), needs: ['type'] },
};

/** A locked building field's value, as the permalink carries it. */
export type BuildingLocks = Partial<Record<keyof typeof BUILDING_LOCKS, string>>;

/** The owner of the sheet made from `rng`: the first person its links reserve, with the heritage drawn for them. */
function drawOwner(rng: Rng, ctx: LinkContext, heritages: readonly Heritage[]): ReservedNpc {
  const heritage =
    heritages.length === 0 || heritages.length === HERITAGES.length
      ? drawTownsfolkHeritage(rng.fork('owner-heritage'))
      : rng.fork('owner-heritage').pick(heritages);
  return reserveNpc(ctx, { Heritage: heritage });
}

/**
 * Makes one building: decides its type, its owner (whose name may go on the sign), the settlement
 * it stands in, then expands it (workers, regulars, look, goods and prices, a rumor). Locked facts
 * are kept and the rest drawn from the stream; with no locks, the building is the stream's own.
 */
export function generateBuilding(
  rng: Rng,
  options: BuildingOptions = {},
  locks: BuildingLocks = {},
): { building: Building; refPackage: RefPackage } {
  const type = (locks.type as BuildingType | undefined) ?? pickChoice(rng.fork('type'), options.types, BUILDING_TYPES);
  const adjectives = options.adjectives ?? true;
  const ctx = createLinkContext(rng, 'GetBuilding', adjectives);
  const heritages = options.heritages ?? [];
  // A kept owner is redrawn from the sheet it comes from, as that sheet drew them.
  const ownerRng = locks.owner ? createRng(locks.owner) : rng;
  const kept = locks.owner
    ? drawOwner(ownerRng, createLinkContext(ownerRng, 'GetBuilding', adjectives), heritages)
    : undefined;
  const owner = kept
    ? reserveNpc(ctx, { Heritage: kept.heritage, Gender: kept.gender, Name: kept.name })
    : drawOwner(rng, ctx, heritages);
  // The town's ground comes first, so the sign fits it; its water is settled when the town is expanded.
  const townRng = locks.town ? createRng(locks.town) : rng;
  const townStream = townRng.fork('settlement');
  const water = WATERFRONT_BUILDINGS.includes(type);
  const environment: Environment = water
    ? 'Coastal'
    : pickWeighted(townStream.fork('environment'), HOMETOWN_ENVIRONMENTS).environment;
  const drawn = reserveBuilding(ctx, type, owner.name.Family ?? owner.name.Given, undefined, {
    setting: { environment },
  });
  const reserved = locks.name ? { ...drawn, name: locks.name, link: { ...drawn.link, text: locks.name } } : drawn;
  const home = type === 'Residence';
  // The town has its own ids, drawn from the seed it comes from, so a kept town is the same town.
  const settlement = newHomeSettlement(
    townStream,
    { ...ctx, minter: minterFor(townRng, 'GetBuilding:town') },
    home ? {} : { Buildings: [reserved.link] },
    { town: TOWN_BUILDINGS.includes(type), water, environment },
  );
  putNpcStub(ctx, owner, {
    Job: drawOwnerJob(ownerRng.fork('owner-job'), type).job,
    ...(home ? { Residence: reserved.link } : { EmployedAt: reserved.link }),
    Settlement: settlement,
  });
  putBuildingStub(ctx, reserved, { Owner: owner.link, Settlement: settlement, Environment: environment });
  const { Stub } = ctx.pkg.buildings!.ReferenceIds[reserved.id] as BuildingStubEntity;
  const { entity, refPackage } = expandBuilding(Stub, reserved.id);
  return { building: entity, refPackage: mergePackages(ctx.pkg, refPackage) };
}

/** GetBuilding: one building or shop (`building`) and the package of it and its people (`refPackage`). */
export const BUILDING_GENERATORS: { GetBuilding: GeneratorDef } = {
  GetBuilding: {
    choices: { location: { options: BUILDING_TYPES, multi: true } },
    locks: BUILDING_LOCKS,
    generate: (rng, request) =>
      generateBuilding(
        rng,
        { types: request.choices.location, heritages: request.heritages, adjectives: request.adjectives },
        request.locks ?? {},
      ),
  },
};
