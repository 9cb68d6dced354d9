/**
 * Stat-block text written from an action's figures alone: attacks, saves, areas, damage, usage,
 * multiattack and spellcasting. The same writer serves the bestiary and generated monsters.
 */
import indefinite from 'indefinite';
import { countWord, damageText, ordinal, signed } from '../bestiary/numbers';
import { BARE_ABILITY_TEXT, bareAbilityText } from './trait-text';
import type { AbilityKey, MonsterAbility, SrdAction, SrdDamage, SrdUsage } from '../bestiary/types';

export const ABILITY_NAMES: Readonly<Record<AbilityKey, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

/** "5 (1d6 + 2) slashing damage plus 3 (1d6) fire damage"; a choice reads "... or ...". */
export function damageListText(damage: readonly SrdDamage[]): string {
  return damage
    .map((d) =>
      'choose' in d
        ? d.options.map((o) => `${damageText(o.dice, o.type)} damage`).join(' or ')
        : `${damageText(d.dice, d.type)} damage`,
    )
    .join(' plus ');
}

/** The words after an ability's name for its usage: "(Recharge 5–6)", "(3/Day)". */
export function usageLabel(usage: SrdUsage | undefined): string {
  if (!usage) return '';
  switch (usage.type) {
    case 'recharge on roll':
      return usage.min_value >= 6 ? ' (Recharge 6)' : ` (Recharge ${usage.min_value}–6)`;
    case 'per day':
      return ` (${usage.times}/Day)`;
    case 'recharge after rest':
      return usage.rest_types.length > 1 ? ' (Recharges after a Short or Long Rest)' : ' (Recharges after a Long Rest)';
    case 'at will':
      return '';
  }
}

const AREA_WORDS: Readonly<Record<string, (ft: number) => string>> = {
  cone: (ft) => `a ${ft}-foot cone`,
  line: (ft) => `a ${ft}-foot line that is 5 feet wide`,
  radius: (ft) => `a ${ft}-foot radius`,
  cube: (ft) => `a ${ft}-foot cube`,
  sphere: (ft) => `a ${ft}-foot-radius sphere`,
};

const WORD_ATTACKS: Readonly<Record<string, string>> = {
  'melee weapon': 'Melee Weapon Attack',
  'ranged weapon': 'Ranged Weapon Attack',
  'melee or ranged weapon': 'Melee or Ranged Weapon Attack',
  'melee spell': 'Melee Spell Attack',
  'ranged spell': 'Ranged Spell Attack',
};

/** "reach 5 ft." / "range 80/320 ft." / "reach 5 ft. or range 20/60 ft.". */
function reachText(action: SrdAction): string {
  const parts: string[] = [];
  if (action.reachFt !== undefined) parts.push(`reach ${action.reachFt} ft.`);
  if (action.rangeFt && action.rangeFt.length > 0) parts.push(`range ${action.rangeFt.join('/')} ft.`);
  if (parts.length === 0) parts.push(action.attack?.startsWith('ranged') ? 'range 30 ft.' : 'reach 5 ft.');
  return parts.join(' or ');
}

/** What a failed save brings: damage (and half on success), a condition, or both. */
function saveOutcome(action: SrdAction, failedBy: string): string {
  const save = action.save;
  if (!save) return '';
  const dc = `a DC ${save.value} ${ABILITY_NAMES[save.ability]} saving throw`;
  const half = action.halfOnSave || save.onSuccess === 'half';
  if (action.damage && action.damage.length > 0) {
    const damage = damageListText(action.damage);
    const condition = action.condition ? ` and is ${action.condition}` : '';
    return half
      ? `${failedBy} must make ${dc}, taking ${damage} on a failed save${condition ? `${condition} on a failure` : ''}, or half as much damage on a successful one.`
      : `${failedBy} must succeed on ${dc} or take ${damage}${condition}.`;
  }
  if (action.condition) return `${failedBy} must succeed on ${dc} or be ${action.condition}.`;
  return `${failedBy} resists it with ${dc}.`;
}

/** The full sentence(s) of an attack action. */
function attackText(action: SrdAction): string {
  const kind = WORD_ATTACKS[action.attack ?? ''] ?? 'Melee Weapon Attack';
  const bonus = signed(action.attackBonus ?? 0);
  const target = action.targets === 'one' || action.targets === undefined ? 'one target' : action.targets;
  const hit = action.damage && action.damage.length > 0 ? `${damageListText(action.damage)}.` : 'the effect below.';
  let text = `${kind}: ${bonus} to hit, ${reachText(action)}, ${target}. Hit: ${hit}`;
  const save = action.save;
  if (save) {
    const dc = `a DC ${save.value} ${ABILITY_NAMES[save.ability]} saving throw`;
    text += action.condition
      ? ` The target must also succeed on ${dc} or be ${action.condition}.`
      : ` The target must also make ${dc} against a lingering effect of the hit.`;
  } else if (action.condition) text += ` The target is ${action.condition}.`;
  return text;
}

/** "uses its Frightful Presence, then makes three attacks: one with its Bite and two with its Claw." */
function multiattackText(short: string, parts: NonNullable<SrdAction['multiattack']>): string {
  const uses = parts.filter((p) => p.kind === 'ability').map((p) => p.action);
  const attacks = parts.filter((p) => p.kind !== 'ability');
  const total = attacks.reduce((n, p) => n + p.count, 0);
  const list = attacks.map((p) => `${countWord(p.count)} with its ${p.action}`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? '');
  const attackPart =
    total === 0
      ? ''
      : attacks.length === 1
        ? `makes ${countWord(total)} attack${total === 1 ? '' : 's'} with its ${attacks[0]?.action}.`
        : `makes ${countWord(total)} attacks: ${joined}.`;
  const usePart = uses.length > 0 ? `uses its ${uses.join(' and its ')}` : '';
  if (usePart && attackPart) return `The ${short} ${usePart}, then ${attackPart}`;
  if (usePart) return `The ${short} ${usePart}.`;
  return `The ${short} ${attackPart}`;
}

const SPELL_USES = (usage: SrdUsage | undefined): string => {
  if (!usage || usage.type === 'at will') return 'At will';
  if (usage.type === 'per day') return `${usage.times}/day each`;
  return 'Occasionally';
};

const spellName = (name: string) => name.toLowerCase();

/** A spellcasting trait: its ability, DC and attack bonus, then the spells by level or by uses. */
function spellcastingText(short: string, cast: NonNullable<SrdAction['spellcasting']>): string {
  const figures = [
    cast.dc !== undefined ? `spell save DC ${cast.dc}` : '',
    cast.modifier !== undefined ? `${signed(cast.modifier)} to hit with spell attacks` : '',
  ].filter(Boolean);
  const figureText = figures.length ? ` (${figures.join(', ')})` : '';
  const ability = ABILITY_NAMES[cast.ability];
  const lines: string[] = [];
  if (cast.slots) {
    lines.push(
      `The ${short} is ${cast.level ? indefinite(`${ordinal(cast.level)}-level`) : 'a'} spellcaster whose spellcasting ability is ${ability}${figureText}. It has these spells prepared:`,
    );
    const byUse = cast.spells.filter((s) => s.usage);
    const slotted = cast.spells.filter((s) => !s.usage);
    const levels = [...new Set(slotted.map((s) => s.level))].sort((a, b) => a - b);
    for (const level of levels) {
      const names = slotted.filter((s) => s.level === level).map((s) => spellName(s.name));
      if (level === 0) lines.push(`Cantrips (at will): ${names.join(', ')}`);
      else {
        const slots = cast.slots[String(level)] ?? 0;
        lines.push(`${ordinal(level)} level (${slots} slot${slots === 1 ? '' : 's'}): ${names.join(', ')}`);
      }
    }
    if (byUse.length > 0) {
      lines.push(
        `Also, without using a slot: ${byUse.map((s) => `${spellName(s.name)} (${SPELL_USES(s.usage).toLowerCase()})`).join(', ')}`,
      );
    }
  } else {
    lines.push(`The ${short} casts spells innately, using ${ability}${figureText}:`);
    const groups = new Map<string, string[]>();
    for (const spell of cast.spells) {
      const key = SPELL_USES(spell.usage);
      groups.set(key, [...(groups.get(key) ?? []), spellName(spell.name)]);
    }
    for (const [uses, names] of groups) lines.push(`${uses}: ${names.join(', ')}`);
  }
  return lines.join('[NL]');
}

/** The creature's name as the text refers to it: "the aboleth", "the vampire". */
export function shortName(name: string): string {
  return name
    .replace(/,.*$/, '')
    .replace(/\s*\(.*\)\s*/g, '')
    .toLowerCase();
}

export type DescribeKind = 'trait' | 'action' | 'reaction' | 'legendary';

/**
 * One trait or action as a stat block shows it: the title with its usage, and a description
 * from its figures (a known rule's wording for the ones that carry no figures).
 */
export function describeAbility(
  action: SrdAction,
  creature: { name: string; proficiencyBonus: number },
  kind: DescribeKind,
): MonsterAbility {
  const short = shortName(creature.name);
  const title = `${action.name}${usageLabel(action.usage)}`;
  const sentences: string[] = [];
  if (action.spellcasting) sentences.push(spellcastingText(short, action.spellcasting));
  else if (action.multiattack && action.multiattack.length > 0)
    sentences.push(multiattackText(short, action.multiattack));
  else if (action.attack) sentences.push(attackText(action));
  else {
    const known = bareAbilityText(action.name, { short, proficiencyBonus: creature.proficiencyBonus });
    if (known) sentences.push(known);
    if (action.area) {
      const area = (AREA_WORDS[action.area.shape] ?? ((ft: number) => `a ${ft}-foot ${action.area?.shape}`))(
        action.area.sizeFt,
      );
      const effect = action.save
        ? saveOutcome(action, 'Each creature in that area')
        : action.damage && action.damage.length > 0
          ? `Each creature in that area takes ${damageListText(action.damage)}.`
          : '';
      sentences.push(`The ${short} fills ${area}.${effect ? ` ${effect}` : ''}`);
    } else if (action.save) {
      sentences.push(
        saveOutcome(action, action.targets === 'one' ? 'One creature it targets' : 'Each creature it targets'),
      );
    } else if (action.damage && action.damage.length > 0) {
      sentences.push(`The damage: ${damageListText(action.damage)}.`);
      if (action.condition) sentences.push(`The creature is also ${action.condition}.`);
    } else if (action.condition) {
      sentences.push(`The target is ${action.condition}.`);
    }
    if (sentences.length === 0) {
      const what = kind === 'trait' ? 'A special trait' : kind === 'reaction' ? 'A reaction' : 'A special action';
      sentences.push(`${what} of the ${short}; the SRD 5.1 gives its full rule.`);
    }
  }
  return { title, desc: sentences.join(' ') };
}

export { BARE_ABILITY_TEXT };
export { countWord, damageText, ordinal, signed };
