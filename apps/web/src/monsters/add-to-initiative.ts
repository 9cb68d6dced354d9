import {
  abilityModifier,
  addCombatants,
  restoreInitiativeState,
  type Combatant,
  type Monster,
} from '@lorewright/engine';
import { rollD20 } from '../tools/dice';
import { INITIATIVE_STORAGE_KEY } from '../tools/use-initiative';

/** A monster as a combatant of the tracker: its name, AC, HP and Dexterity modifier. */
export function combatantOf(monster: Monster, count = 1): Combatant {
  return {
    name: monster.Name,
    ac: monster.ArmorClass ?? 10,
    hp: monster.HitPoints ?? 1,
    initiativeBonus: abilityModifier(monster.Stats?.Stat_Dexterity ?? 10),
    count,
  };
}

/**
 * Adds creatures to the initiative tracker kept in this browser, one d20 per kind. The tracker
 * page reads it when it opens.
 */
export function addToInitiative(combatants: readonly Combatant[]): void {
  let stored: unknown = null;
  try {
    const text = localStorage.getItem(INITIATIVE_STORAGE_KEY);
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  const next = addCombatants(
    restoreInitiativeState(stored),
    combatants,
    combatants.map(() => rollD20()),
  );
  localStorage.setItem(INITIATIVE_STORAGE_KEY, JSON.stringify(next));
}
