import { MONSTER_CR_CHOICES, parseCrChoice } from '../bestiary/cr-choices';
import { CREATURE_TYPES, type CreatureType } from '../data/options';
import type { GeneratorDef } from '../core/generator';
import { generateMonster } from './generate';

/** GetMonster: the monster object itself (the server adds `seed`). */
export const MONSTER_GENERATORS: { GetMonster: GeneratorDef } = {
  GetMonster: {
    choices: { cr: { options: MONSTER_CR_CHOICES }, type: { options: CREATURE_TYPES } },
    generate(rng, request) {
      const type = request.choices.type?.[0] as CreatureType | undefined;
      return generateMonster(rng, {
        ...(type ? { type: rng.fork('type-choice').pick(request.choices.type as CreatureType[]) } : {}),
        ...(parseCrChoice(request.choices.cr) !== undefined ? { cr: parseCrChoice(request.choices.cr) } : {}),
      });
    },
  },
};
