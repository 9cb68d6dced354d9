import type { Rng } from '../core/rng';
import { parseDice } from '../core/dice';
import { Facts, rowAllowed, type Decks } from '../core/table';
import { expandTable } from '../core/template';
import { BOLD, LINE_BREAK, resultOf, type ResultComponent } from '../text/rich-text';
import { contextOf, labelledLines } from './compose';
import { SPELL_GRAMMAR } from './spell-grammar';
import {
  COMPONENT_PATTERNS,
  DAMAGE_TYPES,
  ELEMENTS,
  LEVEL_ORDINALS,
  SPELL_BANDS,
  SPELL_FORMS,
  SPELL_LEVELS,
  type DamageType,
  type SpellSchool,
} from './spell-tables';

/** A generated spell as data; `spellToResult` renders it. */
export type Spell = {
  name: string;
  /** 0 for a cantrip, else 1..9. */
  level: number;
  school: SpellSchool;
  castingTime: string;
  range: string;
  components: { verbal: boolean; somatic: boolean; material?: string };
  /** "Instantaneous", or how long it lasts ("1 minute"); see `concentration`. */
  duration: string;
  concentration: boolean;
  effect: string;
  higherLevels?: string;
  /** Base damage (before upcasting), always one of the level's dice in SPELL_LEVELS. */
  damage?: { dice: string; type: DamageType };
  /** Base healing dice per creature, from the level's healing (one creature) or groupHealing column. */
  healing?: string;
  /** The area shape, when the spell has one. */
  area?: string;
};

/** Options of the spell generator: a fixed level (0..9) or a random one. */
export type SpellOptions = { level?: number; decks?: Decks };

/** How long a casting time or a duration runs, in minutes (an action is 0; forever is Infinity). */
function minutesOf(text: string): number {
  const m = /^(\d+) (round|minute|hour|day)s?$/.exec(text);
  if (!m) return /action|reaction/.test(text) ? 0 : Number.POSITIVE_INFINITY;
  const per = { round: 0.1, minute: 1, hour: 60, day: 1440 }[m[2] as 'round' | 'minute' | 'hour' | 'day'];
  return Number(m[1]) * per;
}

/** The value of the first fact tag `key:value` (`lasts:24 hours` gives "24 hours"), if any. */
function factValue(facts: Facts, key: string): string | undefined {
  for (const tag of facts.tags) if (tag.startsWith(`${key}:`)) return tag.slice(key.length + 1);
  return undefined;
}

/**
 * A spell of the given or a random level: its form (bolt, burst, ward...), damage type, dice,
 * range, area and duration come from the level tables, so numbers always fit the level; the
 * effect's words follow those facts, and the name's words follow the effect's. An effect that
 * has numbers of its own (a suggestion lasts 24 hours, an antimagic field surrounds the caster, a
 * resurrection takes an hour and a diamond) states them as facts, and they win over the form's:
 * `lasts:<duration>`, `steady` (no concentration), `focus` (concentration), `range:<range>`,
 * `cast:<time>`, `school:<school>`, `gp:<price>` with `consumed`, `instant`, and `spoken` (it needs a
 * verbal component). Deterministic
 * per stream.
 */
export function generateSpell(rng: Rng, options: SpellOptions = {}): Spell {
  const level = options.level ?? rng.fork('level').int(0, 9);
  const row = SPELL_LEVELS[level];
  if (!row) throw new RangeError(`spell level ${level} is outside 0..9`);
  const band = SPELL_BANDS[row.band];
  const form = rng.fork('form').weighted(
    SPELL_FORMS.filter((f) => f.minLevel <= level && (f.maxLevel ?? 9) >= level),
    (f) => f.weight,
  );
  const element = form.element ? rng.fork('element').pick(DAMAGE_TYPES) : undefined;
  const areas = band.areas.filter((a) => (a.minLevel ?? 0) <= level && (form.dice !== 'zone' || !a.self));
  const area = form.range === 'area' ? rng.fork('area').pick(areas) : undefined;
  const dice = form.dice ? rng.fork('dice').pick(row[form.dice]) : undefined;
  const healing = form.dice === 'healing' || form.dice === 'rangedHealing' || form.dice === 'groupHealing';
  const parsed = dice ? parseDice(dice) : undefined;
  // From 6th level one creature's healing keeps pace with the standard's 10 hit points a slot level.
  const stepDice = (form.dice === 'healing' || form.dice === 'rangedHealing') && level >= 6 ? 2 : 1;
  const step = parsed?.ok ? `${stepDice}d${parsed.value.sides}` : '';

  const numbers = rng.fork('numbers');
  const ranges = form.range === 'far' || (area && !area.self) ? band.ranges : band.nearRanges;
  const formRange = area?.self
    ? `Self (${area.text})`
    : form.range === 'touch'
      ? 'Touch'
      : form.range === 'self'
        ? 'Self'
        : numbers.pick(ranges);
  const lasting = numbers.pick(form.durations?.[row.band] ?? band.durations);
  const tags = [
    form.id,
    row.band,
    element ?? 'plain',
    ...form.tags,
    ...(area ? [area.self ? 'self-area' : 'point-area', area.shape] : []),
    ...(level === 9 ? ['top'] : []),
  ];
  const vars: Record<string, string> = {
    targets: band.targets,
    size: band.illusionSize,
    ac: String(row.summonAc),
    hp: String(row.summonHp),
    level: LEVEL_ORDINALS[level] ?? '',
    next: LEVEL_ORDINALS[level + 1] ?? '',
    step,
    ...(element ? { dtype: element } : {}),
    ...(dice ? { dice, heal: dice } : {}),
    ...(area ? { area: area.text } : {}),
  };
  // The effect is drawn first; what it implies (a ray, a cloud, a fear, a flight, a one-off
  // answer, its own duration or price) picks the name's words and the spell's numbers.
  const facts = new Facts(tags, { level });
  const ctx = { ...contextOf({ decks: options.decks }, [], vars), facts };
  const effect = expandTable(rng.fork('effect'), SPELL_GRAMMAR, 'effect', ctx);
  const lasts = form.lasting && !facts.has('instant');
  const fixed = factValue(facts, 'lasts');
  if (fixed) facts.imply(['fixed']);
  const duration = lasts ? (fixed ?? lasting) : 'Instantaneous';
  const concentration =
    lasts &&
    (band.concentration || (level === 0 && !!form.cantripConcentration)) &&
    !facts.has('steady') &&
    (form.concentration || facts.has('focus'));
  // A spell is not cast for longer than it lasts, and a cantrip takes one action.
  const castings = level === 0 ? ['1 action'] : form.castingTimes.filter((t) => minutesOf(t) < minutesOf(duration));
  const castingTime = factValue(facts, 'cast') ?? rng.fork('casting').pick(castings.length ? castings : ['1 action']);
  const gp = factValue(facts, 'gp');
  if (gp) vars.gp = gp;
  const pattern = gp
    ? { verbal: true, somatic: true, material: true }
    : rng.fork('components').weighted(
        // A spell that speaks (a suggestion, a word of comfort, a question) has a verbal component.
        COMPONENT_PATTERNS.filter((p) => p.verbal || !facts.has('spoken')),
        (p) => p.weight,
      );
  const higherRows = (SPELL_GRAMMAR.higher ?? []).filter((r) => rowAllowed(r, facts.tags, facts.values));
  const school = factValue(facts, 'school') as SpellSchool | undefined;

  return {
    name: expandTable(rng.fork('name'), SPELL_GRAMMAR, 'name', ctx),
    level,
    school: school ?? form.school ?? (element ? ELEMENTS[element].school : 'Evocation'),
    castingTime,
    range: factValue(facts, 'range') ?? formRange,
    components: {
      verbal: pattern.verbal,
      somatic: pattern.somatic,
      ...(pattern.material
        ? { material: expandTable(rng.fork('material'), SPELL_GRAMMAR, gp ? 'pricey' : 'material', ctx) }
        : {}),
    },
    duration,
    concentration,
    effect,
    ...(higherRows.length ? { higherLevels: expandTable(rng.fork('higher'), SPELL_GRAMMAR, 'higher', ctx) } : {}),
    ...(dice && element && !healing ? { damage: { dice, type: element } } : {}),
    ...(dice && healing ? { healing: dice } : {}),
    ...(area ? { area: area.text } : {}),
  };
}

/** "3rd-level evocation" or "Evocation cantrip". */
export const spellLevelText = (spell: Spell): string =>
  spell.level === 0 ? `${spell.school} cantrip` : `${LEVEL_ORDINALS[spell.level]}-level ${spell.school.toLowerCase()}`;

/** "V, S, M (a drop of lamp oil)". */
export const spellComponentsText = (spell: Spell): string =>
  [
    spell.components.verbal ? 'V' : '',
    spell.components.somatic ? 'S' : '',
    spell.components.material ? `M (${spell.components.material})` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** A spell as rich text: bold name, then level and school, casting time, range, components, duration, effect. */
export function spellToResult(spell: Spell): ResultComponent {
  return resultOf('spell', [
    { text: `${BOLD}${spell.name}${BOLD}` },
    { text: LINE_BREAK },
    ...labelledLines([
      ['Level', spellLevelText(spell)],
      ['Casting Time', spell.castingTime],
      ['Range', spell.range],
      ['Components', spellComponentsText(spell)],
      ['Duration', spell.concentration ? `Concentration, up to ${spell.duration}` : spell.duration],
      ['Effect', spell.effect],
      ...(spell.higherLevels ? [['At Higher Levels', spell.higherLevels] as const] : []),
    ]),
  ]);
}
