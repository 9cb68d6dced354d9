import type { BuildingType } from '../data/options';
import { generateBuildingName, type BuildingSetting } from '../names/building-name';
import { repeatsWord } from '../world/contradictions';
import { entityLink } from '../world/links';
import type { LinkContext, ReservedBuilding } from '../world/stubs';

/**
 * Reserves an id for a building whose ground is known and names it to fit that ground (no stag
 * on a sign under the sea, no River Walk where no river runs), as `reserveBuilding` names one met
 * anywhere: the owner's name may appear, and a name that repeats a word is drawn again.
 */
export function reserveSitedBuilding(
  ctx: LinkContext,
  type: BuildingType,
  ownerName: string | undefined,
  setting: BuildingSetting,
): ReservedBuilding {
  const id = ctx.minter.next();
  const rng = ctx.rng.fork(id).fork('name');
  const draw = (r: typeof rng) =>
    generateBuildingName(r, type, { adjectives: ctx.adjectives, setting, ...(ownerName ? { ownerName } : {}) });
  let name = draw(rng);
  for (let n = 1; n <= 6 && repeatsWord(name); n++) name = draw(rng.fork(`again-${n}`));
  return { id, link: entityLink('buildings', id, name), type, name };
}
