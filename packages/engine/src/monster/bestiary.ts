/**
 * The bestiary: every creature of the SRD 5.1 as a Monster, its traits and actions written from
 * their figures, with its environments and an appearance and lore line. Deterministic per creature.
 */
import { createRng } from '../core/rng';
import { srdCreature, srdEnvironments, typeText } from '../bestiary/srd';
import { describeAbility, shortName } from './describe';
import { listText, savesText, sensesText, skillsText, speedText, toStats } from './format';
import { writeAppearance, writeDescription } from './lore';
import type { Monster } from '../bestiary/types';

/** The SRD creature as a Monster, or undefined for an unknown id. The same id always gives the same monster. */
export function srdMonster(id: string): Monster | undefined {
  const c = srdCreature(id);
  if (!c) return undefined;
  const rng = createRng(`srd-${c.id}`);
  const who = { name: c.name, proficiencyBonus: c.proficiencyBonus };
  const environments = srdEnvironments(c);
  const lore = {
    name: shortName(c.name),
    size: c.size,
    type: c.type,
    alignment: c.alignment,
    cr: c.cr,
    ac: c.ac,
    ...(c.acSource ? { acSource: c.acSource } : {}),
    speed: c.speed,
    abilities: c.abilities,
    senses: c.senses,
    immunities: c.immunities,
    languages: c.languages,
    environments,
  };
  const monster: Monster = {
    Name: c.name,
    ChallengeRating: c.cr,
    XP: c.xp,
    ProfBonus: c.proficiencyBonus,
    Size: c.size,
    Type: typeText(c.type, c.subtype),
    Alignment: c.alignment,
    ArmorClass: c.ac,
    HitPoints: c.hp,
    HitDice: c.hitDice,
    Speed: speedText(c.speed),
    Stats: toStats(c.abilities),
    SavingThrows: savesText(c.saves),
    Skills: skillsText(c.skills),
    Senses: sensesText(c.senses),
    Languages: c.languages.trim() === '' ? '—' : c.languages,
    DamageVulnerabilities: listText(c.vulnerabilities),
    DamageResistances: listText(c.resistances),
    DamageImmunities: listText(c.immunities),
    ConditionImmunities: listText(c.conditionImmunities),
    PassiveAbilities: c.traits.map((a) => describeAbility(a, who, 'trait')),
    ActionAbilities: c.actions.map((a) => describeAbility(a, who, 'action')),
    Environments: environments,
    Appearance: writeAppearance(rng.fork('appearance'), lore),
    Description: writeDescription(rng.fork('description'), lore),
  };
  if (c.reactions.length > 0) monster.Reactions = c.reactions.map((a) => describeAbility(a, who, 'reaction'));
  if (c.legendaryActions.length > 0) {
    monster.LegendaryActions = c.legendaryActions.map((a) => describeAbility(a, who, 'legendary'));
  }
  return monster;
}
