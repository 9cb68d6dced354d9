import { HERITAGE_BODY } from '../character/appearance-tables';
import { createRng, SEED_PATTERN, type Rng } from '../core/rng';
import { HERITAGES, type Heritage } from '../data/options';
import type { LockSpec } from '../core/generator';
import type { NpcGender, NpcStub } from '../world/entities';
import { idBase } from '../world/links';
import { decideName } from '../world/stubs';
import { JOBS } from '../character/jobs';
import { expandNpc, type NpcGeneration, type NpcOptions } from './npc';

const GENDERS: readonly NpcGender[] = ['Male', 'Female'];
const JOB_IDS: ReadonlySet<string> = new Set<string>(JOBS.map((row) => row.job));

/**
 * The facts of a person that can be locked on a sheet and kept through a reroll. `name` is the
 * seed of the sheet whose name is kept (a name is redrawn exactly from it), so it needs the
 * heritage and gender it was made for; an age only fits the heritage it was drawn for.
 */
export const NPC_LOCKS: Readonly<Record<string, LockSpec>> = {
  heritage: { check: (v) => (HERITAGES as readonly string[]).includes(v) },
  gender: { check: (v) => (GENDERS as readonly string[]).includes(v) },
  name: { check: (v) => SEED_PATTERN.test(v), needs: ['heritage', 'gender'] },
  job: { check: (v) => JOB_IDS.has(v) },
  age: { check: (v) => /^\d{1,4}$/.test(v), needs: ['heritage'] },
};

/** A locked NPC field's value, as the permalink carries it. */
export type NpcLocks = Partial<Record<keyof typeof NPC_LOCKS, string>>;

/**
 * A person with the locked facts kept and everything else drawn from `rng`, as `generateNpc`
 * draws it: with no locks the result is exactly `generateNpc`'s. Locks are checked values
 * (NPC_LOCKS); an age outside the heritage's adult years is held to them.
 */
export function generateNpcWithLocks(rng: Rng, options: NpcOptions, locks: NpcLocks): NpcGeneration {
  const pool = options.heritages && options.heritages.length > 0 ? options.heritages : HERITAGES;
  const heritage = (locks.heritage as Heritage | undefined) ?? rng.fork('heritage').pick(pool);
  const gender = (locks.gender as NpcGender | undefined) ?? options.gender ?? rng.fork('gender').pick(GENDERS);
  const nameRng = locks.name ? createRng(locks.name) : rng;
  const stub: NpcStub = {
    Seed: rng.seed,
    Heritage: heritage,
    Gender: gender,
    Name: decideName(nameRng.fork('name'), heritage, gender),
    Adjectives: options.adjectives ?? true,
  };
  if (locks.job) stub.Job = locks.job;
  if (locks.age) {
    const body = HERITAGE_BODY[heritage];
    stub.Age = Math.min(body.maxAge, Math.max(body.adultAge, Number(locks.age)));
  }
  return expandNpc(stub, idBase(rng, `npc-id:${heritage}:${gender}`));
}
