import { pickChoice, type GeneratorDef } from '../core/generator';
import type { NpcGender } from '../world/entities';
import { generateNpcWithLocks, NPC_LOCKS } from './locks';

const GENDER_CHOICES = ['Any', 'Male', 'Female'] as const;

/** GetNPC: one person (`npc`), their heritage (`race`) and the package of them and their stubs (`refPackage`). */
export const NPC_GENERATORS: { GetNPC: GeneratorDef } = {
  GetNPC: {
    choices: { gender: { options: GENDER_CHOICES } },
    locks: NPC_LOCKS,
    generate(rng, request) {
      const chosen = pickChoice(rng.fork('gender-choice'), request.choices.gender, GENDER_CHOICES);
      const gender: NpcGender | undefined = chosen === 'Any' ? undefined : chosen;
      const { npc, refPackage } = generateNpcWithLocks(
        rng,
        { heritages: request.heritages, ...(gender ? { gender } : {}), adjectives: request.adjectives },
        request.locks ?? {},
      );
      return { npc, race: npc.RaceName, refPackage };
    },
  },
};
