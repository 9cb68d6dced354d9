/**
 * GetMonster: a new creature whose figures follow the guideline row of its challenge rating
 * (proficiency and XP exact; armor class, attack bonus and save DC as the row gives them; hit
 * points and damage per round inside the row's ranges), with defenses, senses and languages that
 * fit its type, and traits and actions written by the stat-block writer from their figures.
 */
import type { Rng } from '../core/rng';
import { CREATURE_TYPES, type CreatureType, type Environment } from '../data/options';
import { describeAbility, shortName } from './describe';
import { guidelineRow, GUIDELINE_CRS, type GuidelineRow } from '../bestiary/figures';
import { abilityModifier, listText, savesText, sensesText, skillsText, speedText, toStats } from './format';
import {
  ATTACKS_BY_CR,
  ELEMENTS,
  HIT_DIE,
  SIZES,
  TYPE_PROFILES,
  type Element,
  type Size,
  type TypeProfile,
  type WeaponRow,
} from './generate-tables';
import { writeAppearance, writeDescription } from './lore';
import type { AbilityKey, Monster, SrdAction } from '../bestiary/types';

export type MonsterOptions = {
  /** A challenge rating of the guideline table; undefined for random. */
  cr?: number;
  /** A creature type; undefined for random. */
  type?: CreatureType;
};

const ABILITIES: readonly AbilityKey[] = ['str', 'dex', 'con', 'int', 'wis', 'cha'];
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Average of k dice of `die` sides plus m, as a stat block prints it (at least 1). */
const diceAverage = (k: number, die: number, m: number): number => Math.max(1, Math.floor((k * (die + 1)) / 2 + m));
const diceExpr = (k: number, die: number, m: number): string => `${k}d${die}${m > 0 ? `+${m}` : m < 0 ? `${m}` : ''}`;

/** Sizes the type allows, leaning larger as the challenge rating grows. */
function pickSize(rng: Rng, profile: TypeProfile, cr: number): Size {
  const band = cr < 1 ? [0, 2] : cr < 5 ? [1, 3] : cr < 11 ? [2, 4] : cr < 17 ? [3, 5] : [4, 5];
  const inBand = profile.sizes.filter((s) => {
    const i = SIZES.indexOf(s);
    return i >= (band[0] ?? 0) && i <= (band[1] ?? 5);
  });
  const pool =
    inBand.length > 0
      ? inBand
      : cr < 5
        ? [profile.sizes[0] as Size]
        : [profile.sizes[profile.sizes.length - 1] as Size];
  return rng.pick(pool);
}

/** Hit dice and Constitution that put the average hit points inside the row, near a target. */
function solveHitPoints(rng: Rng, row: GuidelineRow, die: number, conRange: readonly [number, number]) {
  const [lo, hi] = row.hitPoints;
  const target = rng.int(lo, hi);
  let best: { count: number; con: number; hp: number } | null = null;
  for (let con = clamp(conRange[0], 1, 30); con <= clamp(conRange[1] + 8, 1, 30); con++) {
    const mod = abilityModifier(con);
    for (let count = 1; count <= 60; count++) {
      const hp = Math.floor((count * (die + 1)) / 2 + count * mod);
      if (hp < lo || hp > hi) continue;
      const score = Math.abs(hp - target) + Math.abs(con - (conRange[0] + conRange[1]) / 2) * 0.5;
      const bestScore = best
        ? Math.abs(best.hp - target) + Math.abs(best.con - (conRange[0] + conRange[1]) / 2) * 0.5
        : Infinity;
      if (score < bestScore) best = { count, con, hp };
    }
  }
  // Every row of the table has a solution with a d4 to d20 and Constitution 1 to 30; fall back to the row's low end.
  return best ?? { count: 1, con: 10, hp: lo };
}

/** Dice for `n` equal attacks whose total average lies in [lo, hi], nearest `target`, preferring the weapon's die. */
function solveAttackDice(n: number, die: number, m: number, lo: number, hi: number, target: number) {
  let best: { k: number; die: number; avg: number; cost: number } | null = null;
  for (const d of [die, 4, 6, 8, 10, 12]) {
    for (let k = 1; k <= 40; k++) {
      const avg = diceAverage(k, d, m);
      const total = avg * n;
      if (total < lo || total > hi) continue;
      const cost = Math.abs(total - target) + 0.4 * k + (d === die ? 0 : 1);
      if (!best || cost < best.cost) best = { k, die: d, avg, cost };
    }
  }
  return best;
}

/** A name from the type's words and the creature's element or prefix. */
function nameFor(
  rng: Rng,
  profile: TypeProfile,
  type: CreatureType,
  element: Element | undefined,
  size: Size,
  cr: number,
): string {
  const noun = type === 'Dragon' ? (cr < 3 ? 'Wyrmling' : rng.pick(profile.names)) : rng.pick(profile.names);
  const prefix = element ? rng.pick(element.words) : rng.pick(profile.prefixes);
  const age = type === 'Dragon' && cr >= 17 ? 'Ancient ' : type === 'Dragon' && size === 'Huge' ? 'Elder ' : '';
  return `${age}${prefix} ${noun}`;
}

/** Environments: an element's homes for elemental kinds, otherwise one or two of the type's. */
function pickEnvironments(rng: Rng, profile: TypeProfile, element: Element | undefined): Environment[] {
  const pool = element ? element.environments : profile.environments;
  const shuffled = rng.shuffle(pool);
  return shuffled.slice(0, Math.min(shuffled.length, rng.int(1, 2)));
}

/** A brand-new monster of a challenge rating and type, deterministic for the stream. */
export function generateMonster(rng: Rng, options: MonsterOptions = {}): Monster {
  const cr = options.cr ?? rng.fork('cr').pick(GUIDELINE_CRS);
  const type = options.type ?? rng.fork('type').pick(CREATURE_TYPES);
  const row = guidelineRow(cr);
  const profile = TYPE_PROFILES[type];
  const element = profile.hasElement ? rng.fork('element').pick(ELEMENTS) : undefined;
  const size = pickSize(rng.fork('size'), profile, cr);
  const environments = pickEnvironments(rng.fork('environments'), profile, element);

  // Speed: water homes swim, the type's own modes otherwise.
  const speedRng = rng.fork('speed');
  const extra = { ...speedRng.pick(profile.speeds) };
  if (environments.includes('Underwater') && !extra.swim) extra.swim = '40 ft.';
  const walkFeet =
    extra.hover === true ? 0 : size === 'Tiny' ? 20 : size === 'Small' ? 25 : size === 'Medium' ? 30 : 40;
  const speed: Record<string, string | boolean> = { walk: `${walkFeet} ft.`, ...extra };
  const tags = new Set(Object.keys(speed).filter((k) => k !== 'walk' && speed[k]));

  // Abilities: the attack ability from the row's attack bonus, the DC ability from its save DC.
  const abilityRng = rng.fork('abilities');
  const abilities = Object.fromEntries(
    ABILITIES.map((a, i) => {
      const [lo, hi] = profile.abilities[i] ?? [10, 10];
      return [a, abilityRng.int(lo, hi)];
    }),
  ) as Record<AbilityKey, number>;
  const attackMod = row.attackBonus - row.proficiencyBonus;
  abilities[profile.attackAbility] = clamp(10 + 2 * attackMod + abilityRng.int(0, 1), 1, 30);
  const dcMod = row.saveDc - 8 - row.proficiencyBonus;
  if (profile.dcAbility !== 'con') abilities[profile.dcAbility] = clamp(10 + 2 * dcMod + abilityRng.int(0, 1), 1, 30);

  const die = HIT_DIE[size];
  const conRange = profile.abilities[2] ?? [10, 14];
  const hit = solveHitPoints(rng.fork('hp'), row, die, [conRange[0], conRange[1]]);
  abilities.con = hit.con;
  const conMod = abilityModifier(hit.con);
  const hitDice = `${hit.count}d${die}${conMod * hit.count > 0 ? `+${conMod * hit.count}` : conMod * hit.count < 0 ? `${conMod * hit.count}` : ''}`;

  // Saves and skills.
  const saveRng = rng.fork('saves');
  const saveCount = cr >= 11 ? 4 : cr >= 5 ? 3 : cr >= 2 ? 2 : 0;
  const saves: Partial<Record<AbilityKey, number>> = {};
  for (const a of saveRng.shuffle(ABILITIES).slice(0, saveCount))
    saves[a] = abilityModifier(abilities[a]) + row.proficiencyBonus;
  const perception = abilityModifier(abilities.wis) + row.proficiencyBonus * (cr >= 10 ? 2 : 1);
  const skills: Record<string, number> = { perception };
  if (abilities.dex >= 14 || profile.attackAbility === 'dex')
    skills.stealth = abilityModifier(abilities.dex) + row.proficiencyBonus;
  const senses: Record<string, string | number> = {
    ...rng.fork('senses').pick(profile.senses),
    passive_perception: 10 + perception,
  };

  const immunities = [...profile.immunities, ...(element ? [element.damage] : [])].filter(
    (v, i, all) => all.indexOf(v) === i,
  );
  const resistances = profile.resistances.filter((r) => !immunities.includes(r));
  const ac = row.armorClass;
  const alignment = rng.fork('alignment').pick(profile.alignments);
  const languages = rng.fork('languages').pick(profile.languages);
  const name = nameFor(rng.fork('name'), profile, type, element, size, cr);
  const who = { name, proficiencyBonus: row.proficiencyBonus };

  // Actions: n equal attacks whose total sits in the row's damage per round; a recharge area
  // ability where the type has one, sized so the three-round average stays in the row.
  const actionRng = rng.fork('actions');
  const attacksPerRound = [...ATTACKS_BY_CR].reverse().find(([min]) => cr >= min)?.[1] ?? 1;
  const [dprLo, dprHi] = row.damagePerRound;
  const dprTarget = actionRng.int(dprLo, dprHi);
  const hasSpecial = !!profile.special && cr >= 2 && actionRng.chance(0.7);
  const melee = profile.weapons.filter((w) => !w.ranged);
  const weapon: WeaponRow = actionRng.pick(melee.length > 0 ? melee : profile.weapons);
  const ranged = profile.weapons.find((w) => w.ranged && w.name !== weapon.name);
  const damageMod = cr === 0 ? 0 : attackMod;
  const reach = SIZES.indexOf(size) >= 3 && weapon.damage !== 'acid' ? 10 : 5;
  const actions: SrdAction[] = [];
  let roundDamage = 0;

  // A lone zero-CR creature deals 1 damage a hit at most.
  const multi =
    solveAttackDice(attacksPerRound, weapon.die, damageMod, Math.max(1, dprLo), dprHi, dprTarget) ??
    solveAttackDice(1, weapon.die, damageMod, Math.max(1, dprLo), dprHi, dprTarget);
  const count = multi && multi.avg * attacksPerRound >= Math.max(1, dprLo) ? attacksPerRound : 1;
  if (count > 1) actions.push({ name: 'Multiattack', multiattack: [{ action: weapon.name, count, kind: 'melee' }] });
  const attackDamage = (() => {
    if (!multi) return { dice: '1', avg: 1 };
    return { dice: diceExpr(multi.k, multi.die, damageMod), avg: multi.avg };
  })();
  if (cr === 0 && dprHi <= 1) {
    actions.push({
      name: weapon.name,
      attackBonus: row.attackBonus,
      attack: 'melee weapon',
      reachFt: 5,
      targets: 'one',
      damage: [{ dice: '1', type: element && weapon.elemental ? element.damage : weapon.damage }],
    });
    roundDamage = 1;
  } else {
    actions.push({
      name: weapon.name,
      attackBonus: row.attackBonus,
      attack: weapon.finesse && weapon.ranged ? 'ranged weapon' : 'melee weapon',
      ...(weapon.ranged ? { rangeFt: [30, 120] } : { reachFt: reach }),
      targets: 'one',
      damage: [{ dice: attackDamage.dice, type: element && weapon.elemental ? element.damage : weapon.damage }],
    });
    roundDamage = attackDamage.avg * count;
  }
  if (ranged && cr > 0) {
    // A ranged alternative of the same strength as one melee attack, used when the foe is out of reach.
    actions.push({
      name: ranged.name,
      attackBonus: row.attackBonus,
      attack: 'ranged weapon',
      rangeFt: ranged.name === 'Rock' ? [60, 240] : [80, 320],
      targets: 'one',
      damage: [{ dice: attackDamage.dice, type: ranged.damage }],
    });
  }
  if (hasSpecial && profile.special) {
    // Three-round average (special + 2 × round) / 3 within the row: special in [3lo - 2R, 3hi - 2R].
    const sLo = Math.max(1, 3 * dprLo - 2 * roundDamage);
    const sHi = 3 * dprHi - 2 * roundDamage;
    const special =
      solveAttackDice(1, 6, 0, Math.max(sLo, Math.ceil(roundDamage * 1.2)), sHi, Math.floor((sLo + sHi) / 2)) ??
      solveAttackDice(1, 6, 0, sLo, sHi, Math.floor((sLo + sHi) / 2));
    if (special && sHi >= sLo) {
      const damageType = element?.damage ?? profile.special.damage ?? 'force';
      const shape = element && type === 'Dragon' ? element.breath : profile.special.shape;
      const sizeFt =
        shape === 'line'
          ? cr >= 10
            ? 90
            : cr >= 5
              ? 60
              : 30
          : shape === 'cone'
            ? cr >= 10
              ? 60
              : cr >= 5
                ? 30
                : 15
            : cr >= 10
              ? 20
              : 10;
      const title =
        element && type === 'Dragon'
          ? `${element.damage.charAt(0).toUpperCase()}${element.damage.slice(1)} Breath`
          : profile.special.title;
      actions.push({
        name: title,
        damage: [{ dice: diceExpr(special.k, special.die, 0), type: damageType }],
        save: { ability: profile.special.save, value: row.saveDc, onSuccess: 'half' },
        halfOnSave: true,
        usage: { type: 'recharge on roll', dice: '1d6', min_value: 5 },
        area: { shape, sizeFt },
      });
    }
  }

  const traitRng = rng.fork('traits');
  const traitPool = profile.traits.filter((t) => (t.requires ?? []).every((r) => tags.has(r)) && cr >= (t.minCr ?? 0));
  const traitCount = Math.min(traitPool.length, cr >= 5 ? 2 : 1);
  const traits: SrdAction[] = traitRng
    .shuffle(traitPool)
    .slice(0, traitCount)
    .map((t) =>
      t.name === 'Legendary Resistance' ? { name: t.name, usage: { type: 'per day', times: 3 } } : { name: t.name },
    );

  const lore = {
    name: shortName(name),
    size,
    type: type.toLowerCase(),
    alignment,
    cr,
    ac,
    acSource: 'natural',
    speed,
    abilities,
    senses,
    immunities,
    languages,
    environments,
  };
  const monster: Monster = {
    Name: name,
    ChallengeRating: cr,
    XP: row.xp,
    ProfBonus: row.proficiencyBonus,
    Size: size,
    Type: type,
    Alignment: alignment,
    ArmorClass: ac,
    HitPoints: hit.hp,
    HitDice: hitDice,
    Speed: speedText(speed),
    Stats: toStats(abilities),
    SavingThrows: savesText(saves),
    Skills: skillsText(skills),
    Senses: sensesText(senses),
    Languages: languages,
    DamageVulnerabilities: listText(profile.vulnerabilities.filter((v) => !immunities.includes(v))),
    DamageResistances: listText(resistances),
    DamageImmunities: listText(immunities),
    ConditionImmunities: listText(profile.conditionImmunities),
    PassiveAbilities: traits.map((t) => describeAbility(t, who, 'trait')),
    ActionAbilities: actions.map((a) => describeAbility(a, who, 'action')),
    Environments: environments,
    Appearance: writeAppearance(rng.fork('appearance'), lore),
    Description: writeDescription(rng.fork('description'), lore),
  };
  if (cr >= 15) {
    monster.LegendaryActions = [
      describeAbility({ name: 'Detect' }, who, 'legendary'),
      describeAbility({ name: 'Move' }, who, 'legendary'),
    ];
  }
  return monster;
}
