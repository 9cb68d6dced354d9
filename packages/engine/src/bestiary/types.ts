/** The shapes of the monster kind: the Monster of the API and the SRD facts it is written from. */
import type { Environment } from '../data/options';

/** An ability's short key, as the SRD facts name it. */
export type AbilityKey = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';

/** Ability scores as the API's NPC and Monster carry them. */
export type MonsterStats = {
  Stat_Strength: number;
  Stat_Dexterity: number;
  Stat_Constitution: number;
  Stat_Intelligence: number;
  Stat_Wisdom: number;
  Stat_Charisma: number;
};

/** A trait, action, reaction or legendary action as shown in a stat block. */
export type MonsterAbility = { title: string; desc: string };

/** A monster (GetMonster, the bestiary, saved monsters): API.md's Monster, field for field. */
export type Monster = {
  Name: string;
  /** 0.125, 0.25 and 0.5 for the fractions. */
  ChallengeRating: number;
  XP: number;
  ProfBonus: number;
  Size: string;
  Type: string;
  Alignment: string;
  ArmorClass: number;
  HitPoints: number;
  /** "6d10+12". */
  HitDice: string;
  /** "30 ft., fly 60 ft.". */
  Speed: string;
  Stats: MonsterStats;
  SavingThrows: string;
  Skills: string;
  Senses: string;
  Languages: string;
  DamageVulnerabilities: string;
  DamageResistances: string;
  DamageImmunities: string;
  ConditionImmunities: string;
  PassiveAbilities: MonsterAbility[];
  ActionAbilities: MonsterAbility[];
  Reactions?: MonsterAbility[];
  LegendaryActions?: MonsterAbility[];
  Environments: Environment[];
  Appearance: string;
  Description: string;
};

/** A damage roll: dice and type, or a choice among several. */
export type SrdDamage = { dice: string; type: string } | { choose: number; options: { dice: string; type: string }[] };

export type SrdUsage =
  | { type: 'recharge on roll'; dice: string; min_value: number }
  | { type: 'per day'; times: number }
  | { type: 'recharge after rest'; rest_types: string[] }
  | { type: 'at will' };

export type SrdSpell = { name: string; level: number; usage?: SrdUsage };

/** The mechanics of one trait or action (no prose). */
export type SrdAction = {
  name: string;
  attackBonus?: number;
  damage?: SrdDamage[];
  attack?: string;
  reachFt?: number;
  rangeFt?: number[];
  targets?: string;
  save?: { ability: AbilityKey; value: number; onSuccess: string };
  halfOnSave?: boolean;
  condition?: string;
  usage?: SrdUsage;
  area?: { shape: string; sizeFt: number };
  multiattack?: { action: string; count: number; kind: string }[];
  spellcasting?: {
    level?: number;
    ability: AbilityKey;
    dc?: number;
    modifier?: number;
    slots?: Record<string, number>;
    spells: SrdSpell[];
  };
};

/** One SRD 5.1 creature as facts. */
export type SrdCreature = {
  id: string;
  name: string;
  size: string;
  type: string;
  subtype?: string;
  alignment: string;
  ac: number;
  acSource?: string;
  armor?: string[];
  hp: number;
  hitDice: string;
  speed: Record<string, string | boolean>;
  abilities: Record<AbilityKey, number>;
  saves: Partial<Record<AbilityKey, number>>;
  skills: Record<string, number>;
  vulnerabilities: string[];
  resistances: string[];
  immunities: string[];
  conditionImmunities: string[];
  senses: Record<string, string | number>;
  languages: string;
  cr: number;
  proficiencyBonus: number;
  xp: number;
  traits: SrdAction[];
  actions: SrdAction[];
  reactions: SrdAction[];
  legendaryActions: SrdAction[];
};
