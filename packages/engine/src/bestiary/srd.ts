/** The SRD 5.1 creatures as facts, their index and where each is met. */
import type { Environment } from '../data/options';
import srd from './data/srd-monsters.json';
import { environmentsOf } from './environments';
import type { SrdCreature } from './types';

/** The SRD creatures as facts, in alphabetical order. */
export const SRD_CREATURES: readonly SrdCreature[] = srd as unknown as SrdCreature[];

const byId = new Map(SRD_CREATURES.map((c) => [c.id, c]));

/** The facts of one SRD creature, or undefined for an unknown id. */
export const srdCreature = (id: string): SrdCreature | undefined => byId.get(id);

const environmentCache = new Map<string, Environment[]>();

/** Where an SRD creature is met (at least one environment). */
export function srdEnvironments(creature: SrdCreature): Environment[] {
  let found = environmentCache.get(creature.id);
  if (!found) environmentCache.set(creature.id, (found = environmentsOf(creature.id, creature.type, creature.speed)));
  return found;
}

/** "Aberration", "Humanoid (goblinoid)", "Swarm of Tiny beasts". */
export function typeText(type: string, subtype?: string): string {
  const head = type.charAt(0).toUpperCase() + type.slice(1);
  return subtype ? `${head} (${subtype})` : head;
}

/** An entry of the bestiary's index (GET /api/GetSrdMonsters). */
export type SrdMonsterIndexEntry = { id: string; name: string; cr: number; type: string; size: string };

/** The bestiary's index: id, name, challenge rating, type and size of every creature. */
export const SRD_MONSTER_INDEX: readonly SrdMonsterIndexEntry[] = SRD_CREATURES.map((c) => ({
  id: c.id,
  name: c.name,
  cr: c.cr,
  type: typeText(c.type),
  size: c.size,
}));
