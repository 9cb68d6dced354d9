import { BUILDING_GENERATORS } from '../building/index';
import { CHARACTER_GENERATORS } from '../character/index';
import { GROUP_GENERATORS } from '../group/index';
import { LOCATION_GENERATORS } from '../location/index';
import { ENCOUNTER_GENERATORS } from '../encounter/index';
import { MONSTER_GENERATORS } from '../monster/index';
import { ITEM_GENERATORS } from '../item/index';
import { lootGenerator } from '../loot/index';
import { NAME_GENERATORS } from '../names/name-generators';
import { NPC_GENERATORS } from '../npc/npc-generator';
import { SETTLEMENT_GENERATORS } from '../settlement/index';
import { WORLD_GENERATORS } from '../world-content/index';
import type { GeneratorDef, GeneratorName } from '../core/generator';
import { summarizeLinkedItem } from './item-link';
import type { RefPackage } from '../world/ref-store';
import { withFactionSigils } from './faction-sigils';

/** Every generator the API serves, by call name. Each domain contributes its own record. */
export const GENERATORS: Partial<Record<GeneratorName, GeneratorDef>> = {
  ...NAME_GENERATORS,
  ...CHARACTER_GENERATORS,
  ...WORLD_GENERATORS,
  ...NPC_GENERATORS,
  ...BUILDING_GENERATORS,
  ...GROUP_GENERATORS,
  ...LOCATION_GENERATORS,
  ...MONSTER_GENERATORS,
  ...ENCOUNTER_GENERATORS,
  ...ITEM_GENERATORS,
  GetLoot: lootGenerator(summarizeLinkedItem),
  // A settlement's factions carry their sigils, for the map.
  GetSettlement: {
    ...SETTLEMENT_GENERATORS.GetSettlement,
    generate(rng, request) {
      const answer = SETTLEMENT_GENERATORS.GetSettlement.generate(rng, request);
      withFactionSigils(answer.refPackage as RefPackage);
      return answer;
    },
  },
};
