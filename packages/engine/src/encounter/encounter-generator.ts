import { generateBatch } from '../core/batch';
import { pickChoice, type GeneratorDef } from '../core/generator';
import { ENCOUNTER_TYPES, ENVIRONMENTS } from '../data/options';
import { MONSTER_CR_CHOICES, parseCrChoice } from '../bestiary/cr-choices';
import { generateEncounter } from './encounter';

/** Challenge ratings a random encounter is drawn from (parties of levels 1 to 20). */
const RANDOM_CRS = [0.125, 0.25, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/** GetEncounter: `data`, one ResultComponent per encounter; random choices are redrawn per result. */
export const ENCOUNTER_GENERATORS: { GetEncounter: GeneratorDef } = {
  GetEncounter: {
    choices: {
      type: { options: ENCOUNTER_TYPES },
      environments: { options: ENVIRONMENTS },
      cr: { options: MONSTER_CR_CHOICES },
    },
    generate(rng, request) {
      const data = generateBatch(rng, request.count, (itemRng) => {
        const cr = parseCrChoice(request.choices.cr) ?? itemRng.fork('cr').pick(RANDOM_CRS);
        return generateEncounter(itemRng, {
          type: pickChoice(itemRng.fork('type'), request.choices.type, ENCOUNTER_TYPES),
          environment: pickChoice(itemRng.fork('environment'), request.choices.environments, ENVIRONMENTS),
          cr,
        }).result;
      });
      return { data };
    },
  },
};
