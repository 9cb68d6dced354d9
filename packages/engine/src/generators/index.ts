import { CHARACTER_GENERATORS } from '../character/index';
import { NAME_GENERATORS } from '../names/name-generators';
import { NPC_GENERATORS } from '../npc/npc-generator';
import { WORLD_GENERATORS } from '../world-content/index';
import type { GeneratorDef, GeneratorName } from './registry';

/** Every generator the API serves, by call name. Each domain contributes its own record. */
export const GENERATORS: Partial<Record<GeneratorName, GeneratorDef>> = {
  ...NAME_GENERATORS,
  ...CHARACTER_GENERATORS,
  ...WORLD_GENERATORS,
  ...NPC_GENERATORS,
};
