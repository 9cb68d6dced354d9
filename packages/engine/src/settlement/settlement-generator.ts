import { isKeepableName, pickChoice, type GeneratorDef, type LockSpec } from '../core/generator';
import { createRng, SEED_PATTERN, type Rng } from '../core/rng';
import { SETTLEMENT_ENVIRONMENTS, SETTLEMENT_SIZES, type SettlementSize } from '../data/options';
import { SETTLEMENT_NAME_TABLES } from '../names/place-name';
import { worldText } from '../world/draw';
import { idBase } from '../world/links';
import { expandSettlement } from './settlement';

/**
 * The facts of a settlement that can be locked and kept through a reroll: its `name` as given, its
 * `size` and `environment`, and its `map`: the seed of the sheet whose plan (water, purpose,
 * districts and their map) is kept, which holds only for the same size and environment.
 */
export const SETTLEMENT_LOCKS: Readonly<Record<string, LockSpec>> = {
  name: { check: isKeepableName },
  size: { check: (v) => (SETTLEMENT_SIZES as readonly string[]).includes(v) },
  environment: { check: (v) => (SETTLEMENT_ENVIRONMENTS as readonly string[]).includes(v) },
  map: { check: (v) => SEED_PATTERN.test(v), needs: ['size', 'environment'] },
};

/** The id of the settlement a sheet's stream makes: its plan's seed too. */
const settlementId = (rng: Rng, environment: string, size: string) => idBase(rng, `settlement:${environment}:${size}`);

/**
 * GetSettlement: a whole settlement (`data`) with its districts, map and every building, owner
 * and faction as stubs in `refPackage`. Choices: `environments` (the settlement environments)
 * and `size` (Outpost to Metropolis); Random picks among the chosen, or all.
 */
export const SETTLEMENT_GENERATORS: { GetSettlement: GeneratorDef } = {
  GetSettlement: {
    choices: {
      environments: { options: SETTLEMENT_ENVIRONMENTS, multi: true },
      size: { options: SETTLEMENT_SIZES, multi: true },
    },
    locks: SETTLEMENT_LOCKS,
    generate(rng, request) {
      const locks = request.locks ?? {};
      const environment =
        (locks.environment as (typeof SETTLEMENT_ENVIRONMENTS)[number] | undefined) ??
        pickChoice(rng.fork('environment'), request.choices.environments, SETTLEMENT_ENVIRONMENTS);
      const size =
        (locks.size as SettlementSize | undefined) ??
        pickChoice(rng.fork('size'), request.choices.size, SETTLEMENT_SIZES);
      const id = settlementId(rng, environment, size);
      const name =
        locks.name ??
        worldText(rng.fork('name'), SETTLEMENT_NAME_TABLES, 'settlementName', {
          tags: [environment],
          adjectives: request.adjectives,
        });
      const plan = locks.map ? settlementId(createRng(locks.map), environment, size) : undefined;
      const { entity, refPackage } = expandSettlement(
        {
          Seed: id,
          Name: name,
          Size: size,
          Environment: environment,
          ...(plan ? { Plan: plan } : {}),
          Adjectives: request.adjectives,
        },
        id,
      );
      return { data: entity, refPackage };
    },
  },
};
