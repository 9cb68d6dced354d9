/** The stat-block strings of a Monster, from facts shared by the bestiary and generated monsters. */
import type { AbilityKey, MonsterStats } from '../bestiary/types';
import { ABILITY_NAMES, signed } from './describe';

const ABILITY_ORDER: readonly AbilityKey[] = ['str', 'dex', 'con', 'int', 'wis', 'cha'];

/** Ability scores under the API's names. */
export function toStats(abilities: Readonly<Record<AbilityKey, number>>): MonsterStats {
  return {
    Stat_Strength: abilities.str,
    Stat_Dexterity: abilities.dex,
    Stat_Constitution: abilities.con,
    Stat_Intelligence: abilities.int,
    Stat_Wisdom: abilities.wis,
    Stat_Charisma: abilities.cha,
  };
}

/** SPEC 5: the score rounded down to even, minus 10, halved. */
export const abilityModifier = (score: number): number => (Math.floor(score / 2) * 2 - 10) / 2;

/** "30 ft., fly 60 ft. (hover), swim 40 ft."; a creature with no speeds gets the default 30 ft. */
export function speedText(speed: Readonly<Record<string, string | boolean>>): string {
  const parts: string[] = [];
  if (typeof speed.walk === 'string') parts.push(speed.walk);
  for (const mode of ['burrow', 'climb', 'fly', 'swim']) {
    const value = speed[mode];
    if (typeof value === 'string')
      parts.push(`${mode} ${value}${mode === 'fly' && speed.hover === true ? ' (hover)' : ''}`);
  }
  return parts.length > 0 ? parts.join(', ') : '30 ft.';
}

/** "Con +6, Int +8". */
export function savesText(saves: Readonly<Partial<Record<AbilityKey, number>>>): string {
  return ABILITY_ORDER.filter((a) => saves[a] !== undefined)
    .map((a) => `${ABILITY_NAMES[a].slice(0, 3)} ${signed(saves[a] ?? 0)}`)
    .join(', ');
}

/** "History +12, Perception +10". */
export function skillsText(skills: Readonly<Record<string, number>>): string {
  return Object.entries(skills)
    .map(([skill, bonus]) => {
      const name = skill
        .split(/[_\s-]+/)
        .map((w, i) => (i > 0 && w === 'of' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
        .join(' ');
      return `${name} ${signed(bonus)}`;
    })
    .join(', ');
}

/** "darkvision 120 ft., passive Perception 20". */
export function sensesText(senses: Readonly<Record<string, string | number>>): string {
  const parts: string[] = [];
  for (const sense of ['blindsight', 'darkvision', 'tremorsense', 'truesight']) {
    const value = senses[sense];
    if (value !== undefined) parts.push(`${sense} ${value}`);
  }
  parts.push(`passive Perception ${senses.passive_perception ?? 10}`);
  return parts.join(', ');
}

/** A list of damage types or conditions: items holding commas are set apart with semicolons. */
export function listText(items: readonly string[]): string {
  return items.join(items.some((i) => i.includes(',')) ? '; ' : ', ');
}
