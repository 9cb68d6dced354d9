import { pickChoice, type GeneratorDef } from '../generators/registry';
import type { NpcGender } from '../world/entities';
import { generateNpc } from './npc';

const GENDER_CHOICES = ['Any', 'Male', 'Female'] as const;

/** GetNPC: one person (`npc`), their heritage (`race`) and the package of them and their stubs (`refPackage`). */
export const NPC_GENERATORS: { GetNPC: GeneratorDef } = {
  GetNPC: {
    choices: { gender: { options: GENDER_CHOICES } },
    generate(rng, request) {
      const chosen = pickChoice(rng.fork('gender-choice'), request.choices.gender, GENDER_CHOICES);
      const gender: NpcGender | undefined = chosen === 'Any' ? undefined : chosen;
      const { npc, refPackage } = generateNpc(rng, {
        heritages: request.heritages,
        ...(gender ? { gender } : {}),
        adjectives: request.adjectives,
      });
      return { npc, race: npc.RaceName, refPackage };
    },
  },
};
