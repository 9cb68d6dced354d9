import type { Rng } from '../core/rng';
import type { Heritage } from '../data/options';
import { pickWeighted } from '../world/draw';
import type { BuildingStubEntity, EntityLink } from '../world/entities';
import { entityLink } from '../world/links';
import { drawHeritageFrom, reserveMentionedBuilding } from '../world/mentions';
import type { RefPackage } from '../world/ref-store';
import { putBuildingStub, putSettlementStub, reserveNpc, type LinkContext, type ReservedNpc } from '../world/stubs';
import { placeTags, TOWN_ENVIRONMENTS, TOWN_PLACES } from './town-places';
import { HOMETOWN_SIZES, reserveHomeSettlement, type ReservedHome } from '../world/hometown';

/** A named place of the town and the tags its rows are chosen by. */
export type TownPlaceLink = { link: EntityLink; tags: string[] };

/** Reserves the town a batch of rumors or events is told in: everyone and everything they name lives there. */
export function reserveTown(rng: Rng, ctx: LinkContext): ReservedHome {
  return reserveHomeSettlement(rng, ctx, {
    environment: pickWeighted(rng.fork('environment'), TOWN_ENVIRONMENTS).environment,
  });
}

/**
 * Puts the town into `ctx`'s package when anything in `linked` stands in it: big enough for
 * every place named (a bank, a theater), in a land of roofs and harvests, listing its buildings.
 */
export function putTown(rng: Rng, ctx: LinkContext, town: ReservedHome, linked: RefPackage): void {
  const buildings = linked.buildings?.Keys ?? [];
  if (buildings.length === 0 && (linked.npcs?.Keys.length ?? 0) === 0) return;
  putSettlementStub(ctx, town, {
    Size: pickWeighted(rng.fork('size'), HOMETOWN_SIZES.town).size,
    Environment: town.environment,
    Buildings: buildings.map((id) =>
      entityLink('buildings', id, (linked.buildings?.ReferenceIds[id] as BuildingStubEntity).locationName),
    ),
  });
}

/**
 * A building of the town for a rumor or event to happen at (a stub standing in `town`), named for
 * the town's ground and carrying it, so its look fits the ground too.
 */
export function addTownPlace(rng: Rng, ctx: LinkContext, town: ReservedHome): TownPlaceLink {
  const place = pickWeighted(rng, TOWN_PLACES);
  const { environment } = town;
  const reserved = reserveMentionedBuilding(ctx, place.type, undefined, { setting: { environment } });
  return {
    link: putBuildingStub(ctx, reserved, { Settlement: town.link, Environment: environment }),
    tags: placeTags(place),
  };
}

/** Reserves a townsperson of one of `heritages` (weighted as in an ordinary town); put them with `putNpcStub`. */
export const reserveTownsperson = (rng: Rng, ctx: LinkContext, heritages: readonly Heritage[]): ReservedNpc =>
  reserveNpc(ctx, { Heritage: drawHeritageFrom(rng, heritages) });
