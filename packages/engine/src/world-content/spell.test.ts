import { describe, expect, it } from 'vitest';
import { parseDice } from '../core/dice';
import { createRng } from '../core/rng';
import { toPlainText } from '../text/rich-text';
import { rowText, type Row } from '../core/table';
import { isCommonWord, isFitToPrint, spellsNearWord } from '../names/name-check';
import { nameFlags } from '../world/contradictions';
import { generateSpell, spellToResult, type Spell } from './spell';
import { SPELL_GRAMMAR } from './spell-grammar';
import { DAMAGE_TYPES, SPELL_LEVELS, type DamageType } from './spell-tables';

const PER_LEVEL = 2000;
/** 2,000 spells of each level, 0 to 9. */
const byLevel: Spell[][] = Array.from({ length: 10 }, (_, level) =>
  Array.from({ length: PER_LEVEL }, (_, i) => generateSpell(createRng(`spell-${level}-${i}`), { level })),
);
const spells: Spell[] = byLevel.flat();

const diceIn = (text: string): string[] => [...text.matchAll(/\b(\d+)d(\d+)\b/g)].map((m) => m[0]);
const count = (dice: string): number => {
  const parsed = parseDice(dice);
  return parsed.ok ? parsed.value.count : Number.NaN;
};
/** The exact mean of a roll (2d6 -> 7, 1d6 -> 3.5). */
const average = (dice: string): number => {
  const parsed = parseDice(dice);
  return parsed.ok ? (parsed.value.count * (parsed.value.sides + 1)) / 2 + parsed.value.modifier : Number.NaN;
};

/**
 * The fifth-edition guideline for spell damage by level, written out here on its own so the
 * tables are measured against it and not against themselves: one target, and every creature in
 * an area (a cantrip's area taken as 1d6). The area column follows the standard areas instead:
 * 3d6 at 1st, 3d8 at 2nd, 8d6 at 3rd and 1d6 more for each level above. Damage that strikes again every
 * turn (a zone, a summoned ally) and healing for several answer to the guideline's own area
 * column, lower at 3rd to 5th.
 */
const GUIDELINE = {
  single: ['1d10', '2d10', '3d10', '5d10', '6d10', '8d10', '10d10', '11d10', '12d10', '15d10'],
  area: ['1d6', '3d6', '3d8', '8d6', '9d6', '10d6', '11d6', '12d6', '13d6', '14d6'],
  zone: ['1d6', '2d6', '4d6', '6d6', '7d6', '8d6', '11d6', '12d6', '13d6', '14d6'],
} as const;

/**
 * The least the standard healing spells restore at each level, per creature: one creature 1d8 a
 * level up to 5th, then 70 hit points at 6th and 10 more for each level above; several creatures
 * 1d4 at 3rd, 3d8 at 5th and 1d8 more a level, and at 9th 700 hit points shared by six.
 */
const HEALING_FLOOR = {
  single: [0, 4.5, 9, 13.5, 18, 22.5, 70, 80, 90, 100],
  area: [0, 0, 0, 2.5, 2.5, 13.5, 18, 22.5, 27, 700 / 6],
} as const;

/** Which column of the guideline a spell's dice answer to. */
function yardstickOf(spell: Spell): 'single' | 'area' | 'zone' | undefined {
  if (spell.healing) return healingKind(spell) === 'area' ? 'zone' : 'single';
  if (!spell.damage) return undefined;
  if (spell.duration !== 'Instantaneous') return 'zone';
  return spell.area ? 'area' : 'single';
}

/** Whether a healing spell heals one creature or several. */
const healingKind = (spell: Spell): 'single' | 'area' => (/\bEach regains\b/.test(spell.effect) ? 'area' : 'single');

/** The guideline's average for a spell, or undefined when it deals and heals nothing; healing answers to the standard. */
function guidelineOf(spell: Spell): number | undefined {
  const column = yardstickOf(spell);
  if (!column) return undefined;
  const guide = average(GUIDELINE[column][spell.level] as string);
  return spell.healing ? Math.max(guide, HEALING_FLOOR[healingKind(spell)][spell.level] ?? 0) : guide;
}

const diceOf = (spell: Spell): string | undefined => spell.damage?.dice ?? spell.healing;

describe('spell numbers fit the level', () => {
  it('draws damage and healing from its own level of the table', () => {
    for (const spell of spells) {
      const row = SPELL_LEVELS[spell.level];
      expect(row, spell.name).toBeDefined();
      if (!row) continue;
      if (spell.damage) {
        expect([...row.single, ...row.area, ...row.zone], spell.name).toContain(spell.damage.dice);
        expect(spell.effect).toContain(`${spell.damage.dice} ${spell.damage.type} damage`);
      }
      if (spell.healing) expect([...row.healing, ...row.rangedHealing, ...row.groupHealing]).toContain(spell.healing);
    }
  });

  it('keeps every spell of 2,000 per level within 0.6x to 1.4x of the damage guideline', () => {
    const off: string[] = [];
    for (const spell of spells) {
      const guide = guidelineOf(spell);
      const dice = diceOf(spell);
      if (guide === undefined || dice === undefined) continue;
      const ratio = average(dice) / guide;
      if (!(ratio >= 0.6 && ratio <= 1.4))
        off.push(`${spell.level}: ${dice} (${yardstickOf(spell)}) is ${ratio.toFixed(2)}x: ${spell.effect}`);
    }
    expect(off.slice(0, 10)).toEqual([]);
  });

  it('never heals less than the standard healing of its level or of any level below', () => {
    const short: string[] = [];
    for (const spell of spells) {
      if (!spell.healing) continue;
      const floors = HEALING_FLOOR[healingKind(spell)].slice(0, spell.level + 1);
      if (average(spell.healing) < Math.max(...floors))
        short.push(`${spell.level}: ${spell.healing} (${healingKind(spell)}): ${spell.effect}`);
    }
    expect(short.slice(0, 10)).toEqual([]);
  });

  it('deals at least 8d6 in an area at 3rd level, and 1d6 more for each level above', () => {
    for (let level = 3; level <= 9; level++) {
      const row = SPELL_LEVELS[level];
      for (const dice of row?.area ?? [])
        expect(average(dice), `${level}: ${dice}`).toBeGreaterThanOrEqual(3.5 * (level + 5));
    }
  });

  it('averages close to the guideline at every level, for instant single-target and area damage', () => {
    for (let level = 0; level <= 9; level++) {
      for (const column of ['single', 'area'] as const) {
        const hits = (byLevel[level] ?? []).filter(
          (s) => s.damage && s.duration === 'Instantaneous' && yardstickOf(s) === column,
        );
        expect(hits.length, `${column} spells at level ${level}`).toBeGreaterThan(100);
        const mean = hits.reduce((sum, s) => sum + average(s.damage?.dice ?? ''), 0) / hits.length;
        const ratio = mean / average(GUIDELINE[column][level] as string);
        expect(ratio, `${column} at level ${level}`).toBeGreaterThanOrEqual(0.85);
        expect(ratio, `${column} at level ${level}`).toBeLessThanOrEqual(1.25);
      }
    }
  });

  it('never gives a cantrip more than two dice, anywhere in its text, and holds only a lingering zone for a minute', () => {
    const cantrips = byLevel[0] ?? [];
    for (const spell of cantrips) {
      for (const dice of diceIn(toPlainText(spellToResult(spell).component)))
        expect(count(dice), spell.effect).toBeLessThanOrEqual(2);
      const zone = !!spell.damage && spell.duration !== 'Instantaneous';
      expect(spell.concentration, spell.effect).toBe(zone);
      if (zone) expect(spell.duration, spell.effect).toBe('1 minute');
      expect(spell.higherLevels ?? '').not.toMatch(/spell slot/);
    }
  });

  it('mentions no dice but its own and small riders', () => {
    for (const spell of spells) {
      const own = [spell.damage?.dice, spell.healing].filter(Boolean);
      for (const dice of diceIn(spell.effect)) {
        if (own.includes(dice)) continue;
        expect(average(dice) <= 3.5, `${dice} in ${spell.effect}`).toBe(true);
      }
    }
  });

  it('heals one creature at range for less than by touch at the same level, up to 5th', () => {
    const mean = (dice: readonly string[]) => dice.reduce((sum, d) => sum + average(d), 0) / dice.length;
    for (let level = 1; level <= 5; level++) {
      const row = SPELL_LEVELS[level];
      if (!row) throw new Error('missing level');
      expect(Math.max(...row.rangedHealing.map(average)), `level ${level}`).toBeLessThan(
        Math.min(...row.healing.map(average)),
      );
    }
    for (let level = 2; level <= 9; level++) {
      const [lower, row] = [SPELL_LEVELS[level - 1], SPELL_LEVELS[level]];
      if (!lower || !row) throw new Error('missing level');
      expect(mean(row.rangedHealing)).toBeGreaterThan(mean(lower.rangedHealing));
    }
    // And as drawn: every single-creature heal of 1st to 5th level at range is smaller than every one by touch.
    const single = spells.filter((s) => s.healing && healingKind(s) === 'single' && s.level <= 5);
    for (let level = 1; level <= 5; level++) {
      const touch = single.filter((s) => s.level === level && s.range === 'Touch');
      const far = single.filter((s) => s.level === level && s.range !== 'Touch');
      expect(touch.length, `level ${level}`).toBeGreaterThan(5);
      expect(far.length, `level ${level}`).toBeGreaterThan(5);
      const weakestTouch = Math.min(...touch.map((s) => average(s.healing ?? '')));
      for (const spell of far) expect(average(spell.healing ?? ''), spell.effect).toBeLessThan(weakestTouch);
    }
  });

  it('scales damage up with level', () => {
    const mean = (dice: readonly string[]) => dice.reduce((sum, d) => sum + average(d), 0) / dice.length;
    for (let level = 1; level <= 9; level++) {
      const [lower, row] = [SPELL_LEVELS[level - 1], SPELL_LEVELS[level]];
      if (!lower || !row) throw new Error('missing level');
      expect(mean(row.single)).toBeGreaterThan(mean(lower.single));
      expect(mean(row.area)).toBeGreaterThanOrEqual(mean(lower.area));
      expect(mean(row.single)).toBeGreaterThan(mean(row.area));
      expect(mean(row.healing)).toBeGreaterThan(lower.healing.length ? mean(lower.healing) : 0);
    }
  });

  it('grows areas with level', () => {
    const largest = (shape: string) => (spell: Spell) => {
      const m = new RegExp(`^(\\d+)-foot(?:-radius)? ${shape}`).exec(spell.area ?? '');
      return m ? Number(m[1]) : 0;
    };
    const caps = {
      sphere: [5, 10, 10, 20, 20, 20, 30, 30, 40, 40],
      cone: [10, 15, 15, 30, 30, 60, 60, 90, 90, 90],
      line: [0, 30, 30, 100, 100, 100, 120, 120, 120, 120],
    };
    for (const [shape, cap] of Object.entries(caps)) {
      for (const spell of spells) expect(largest(shape)(spell), spell.area).toBeLessThanOrEqual(cap[spell.level] ?? 0);
    }
  });

  it('makes conditions grow with level: one creature for a round, then a minute, then crowds and worse', () => {
    const conditions = spells.filter((s) => s.school === 'Enchantment' && !s.damage);
    expect(conditions.length).toBeGreaterThan(1000);
    for (const spell of conditions) {
      const text = spell.effect;
      const crowd = /\bup to (three|six) creatures\b/.test(text);
      if (spell.level === 0) {
        expect(text, spell.name).toMatch(/(until|before) the (start|end) of (your|its) next turn/);
        expect(spell.duration).toBe('1 round');
      }
      if (spell.level <= 2) {
        expect(crowd, text).toBe(false);
        expect(text).not.toMatch(/\b(paralyzed|stunned|petrified|under your command)\b/);
        if (spell.level > 0) expect(spell.duration).toBe('1 minute');
      }
      if (/\bparalyzed\b/.test(text)) expect(spell.level, text).toBeGreaterThanOrEqual(crowd ? 8 : 4);
      if (/\b(stunned|petrified|under your command)\b/.test(text)) expect(spell.level, text).toBeGreaterThanOrEqual(6);
      if (/\bblinded\b/.test(text)) expect(spell.level, text).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps ranges, durations and upcasting consistent', () => {
    for (const spell of spells) {
      if (spell.range.startsWith('Self (')) expect(spell.area).toBeDefined();
      if (spell.concentration) expect(spell.duration).not.toBe('Instantaneous');
      if (spell.duration === 'Instantaneous') expect(spell.effect).not.toMatch(/\bfor the duration\b/i);
      if (spell.damage && spell.duration !== 'Instantaneous')
        expect(['1 round', '1 minute', '10 minutes', '1 hour']).toContain(spell.duration);
      if (spell.level === 9) expect(spell.higherLevels).toBeUndefined();
      if (spell.components.material !== undefined) expect(spell.components.material).not.toBe('');
      expect(spell.components.verbal || spell.components.somatic || spell.components.material).toBeTruthy();
    }
  });

  it('honors a requested level', () => {
    for (let level = 0; level <= 9; level++) expect(byLevel[level]?.every((s) => s.level === level)).toBe(true);
    expect(() => generateSpell(createRng('x'), { level: 10 })).toThrow(RangeError);
  });
});

/** An effect row as a pattern of its expanded text, with the lowest level it is drawn at. */
type EffectPattern = { pattern: RegExp; lowest: number; text: string };
const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A template token as a pattern: the rows of a table of plain rows, anything for the rest. */
function tokenPattern(token: string): string {
  const rows = SPELL_GRAMMAR[token];
  if (!rows || rows.some((r) => rowText(r).includes('{'))) return '.+?';
  return `(?:${rows.map((r) => escape(rowText(r))).join('|')})`;
}
const EFFECT_PATTERNS: readonly EffectPattern[] = (SPELL_GRAMMAR.effect ?? []).map((row: Row) => {
  const text = rowText(row);
  const requires = typeof row === 'string' ? [] : (row.requires ?? []);
  const floor = requires.map((r) => /^level>=(\d+)$/.exec(r)?.[1]).find(Boolean);
  const source = text.replace(/\{([^}]+)\}|[^{]+/g, (part: string, token?: string) =>
    token ? tokenPattern(token) : escape(part),
  );
  return { pattern: new RegExp(`^${source}$`), lowest: floor ? Number(floor) : 0, text };
});

/** The lowest level of the effect row a spell's effect was expanded from. */
function lowestOf(spell: Spell): number {
  const rows = EFFECT_PATTERNS.filter((p) => p.pattern.test(spell.effect));
  if (rows.length !== 1) throw new Error(`${rows.length} effect rows match: ${spell.effect}`);
  return (rows[0] as EffectPattern).lowest;
}

const isPlain = (spell: Spell): boolean => !spell.damage && !spell.healing;
/** A casting time or duration in minutes (an action is 0; "Instantaneous" and "Until dispelled" never end). */
const minutes = (text: string): number => {
  const m = /^(\d+) (round|minute|hour|day)s?$/.exec(text);
  if (!m) return /action/.test(text) ? 0 : Number.POSITIVE_INFINITY;
  return Number(m[1]) * { round: 0.1, minute: 1, hour: 60, day: 1440 }[m[2] as 'round' | 'minute' | 'hour' | 'day'];
};

describe('spell effects fit the level', () => {
  it('draws every spell that neither harms nor heals from its own tier: no 7th-9th level spell has a low-level effect', () => {
    const light: string[] = [];
    for (const spell of spells.filter(isPlain)) {
      const lowest = lowestOf(spell);
      const floor = spell.level >= 7 ? 6 : spell.level - 2;
      if (lowest < floor) light.push(`${spell.level}: ${spell.name}: ${spell.effect}`);
    }
    expect(light.slice(0, 10)).toEqual([]);
  });

  it('gives the 9th level effects found at no lower level, some of them with no saving throw or with disadvantage', () => {
    const top = (byLevel[9] ?? []).filter(isPlain);
    expect(top.filter((s) => lowestOf(s) === 9).length).toBeGreaterThan(top.length / 4);
    expect(top.some((s) => /\bno saving throw\b/.test(s.effect))).toBe(true);
    expect(top.some((s) => /\bsaving throw with disadvantage\b/.test(s.effect))).toBe(true);
  });

  it('casts in less time than the spell lasts; cantrips, attacks and healing take an action', () => {
    for (const spell of spells) {
      if (spell.level === 0) expect(spell.castingTime, spell.name).toBe('1 action');
      const summons = /\b(summon|answers your call)\b/.test(spell.effect);
      if ((spell.damage && !summons) || spell.healing) expect(spell.castingTime, spell.effect).toBe('1 action');
      if (spell.duration !== 'Instantaneous')
        expect(minutes(spell.castingTime), `${spell.castingTime} for ${spell.duration}`).toBeLessThan(
          minutes(spell.duration),
        );
    }
  });

  it('keeps concentration to spells that last between a round and a day', () => {
    for (const spell of spells) {
      if (!spell.concentration) continue;
      expect(spell.duration).not.toBe('Instantaneous');
      expect(minutes(spell.duration), spell.duration).toBeLessThanOrEqual(1440);
    }
  });

  it('asks a costly material only of spells that are not cast to hurt or hinder, and only from 3rd level', () => {
    for (const spell of spells) {
      if (!/\bgp\b/.test(spell.components.material ?? '')) continue;
      expect(spell.level, spell.components.material).toBeGreaterThanOrEqual(3);
      expect(spell.school, spell.effect).not.toBe('Enchantment');
      if (spell.damage) expect(spell.effect).toMatch(/\b(summon|answers your call)\b/);
    }
  });

  it('names a school that fits the effect', () => {
    for (const spell of spells) {
      if (/\breturns? to life\b|\bcomes? back to life\b/.test(spell.effect)) expect(spell.school).toBe('Necromancy');
      if (/\b(portal|another plane of existence)\b/.test(spell.effect) && isPlain(spell))
        expect(spell.school, spell.effect).toBe('Conjuration');
      if (/\bantimagic\b|\bimmune to all damage\b/.test(spell.effect)) expect(spell.school).toBe('Abjuration');
      // Stone and slowness change the body; roots, vines and hands that grab are called up.
      if (/\b(it is petrified|be slowed)\b/.test(spell.effect))
        expect(spell.school, spell.effect).toBe('Transmutation');
      if (/\b(clutches at the feet|seizes a creature|burst from the ground around)\b/.test(spell.effect))
        expect(spell.school, spell.effect).toBe('Conjuration');
    }
  });

  it('lays a carpet, a pool, a mire or grasping hands in no sphere, and names no sense of direction for what it does not point to', () => {
    const ground = spells.filter((s) =>
      /carpet of|pool of|dissolving mire|field of ice spikes|skeletal hands that grasp/.test(s.effect),
    );
    expect(ground.length).toBeGreaterThan(0);
    expect(
      ground
        .filter((s) => /sphere/.test(s.effect))
        .map((s) => s.effect)
        .slice(0, 3),
    ).toEqual([]);
    expect(
      spells
        .filter((s) => /True North|Hidden Path/.test(s.name))
        .map((s) => s.name)
        .slice(0, 3),
    ).toEqual([]);
    expect(
      spells
        .filter((s) => /(^|within range, )an? ring of [^,.]*(fills|erupts) an? \d/i.test(s.effect))
        .map((s) => s.effect)
        .slice(0, 3),
    ).toEqual([]);
    expect(spells.filter((s) => /(Untouchable|Unassailable) Invulnerability/.test(s.name)).map((s) => s.name)).toEqual(
      [],
    );
  });

  it('fits an illusion to the room it has: no dragon in a 5-foot cube', () => {
    for (const spell of spells) {
      const size = /\b(\d+)-foot cube\b/.exec(spell.effect);
      if (!size || spell.school !== 'Illusion') continue;
      if (/\b(dragon|squad|farmhouse|castle|column of knights)\b/.test(spell.effect))
        expect(Number(size[1]), spell.effect).toBeGreaterThanOrEqual(30);
      if (/\b(bear|guards|tunnel|brick wall)\b/.test(spell.effect))
        expect(Number(size[1]), spell.effect).toBeGreaterThanOrEqual(15);
    }
  });

  it('never lends a spell the name of a different well-known one', () => {
    for (const spell of spells) expect(spell.name).not.toMatch(/^(Mirror Image|Hold Person|Magic Missile)$/);
  });

  it('sends no sound or thought out of the hand, and sets "within 30 feet" where it cannot snag a trace', () => {
    expect(
      spells
        .filter((s) => /leaps from your hand/.test(s.effect))
        .map((s) => s.effect)
        .slice(0, 3),
    ).toEqual([]);
    expect(
      spells
        .filter((s) => /scrubbed away within/.test(s.effect))
        .map((s) => s.effect)
        .slice(0, 3),
    ).toEqual([]);
  });

  it('keeps the names of published traditions and orders out of spell names', () => {
    const rows = [...(SPELL_GRAMMAR.nameOf ?? []), ...(SPELL_GRAMMAR.nameAdj ?? []), ...(SPELL_GRAMMAR.nameNoun ?? [])];
    const published = /\b(Open Hand|Four Elements|Shadow Arts|Drunken Master|Kensei|Sun Soul|Long Death)\b/i;
    expect(rows.map(rowText).filter((text) => published.test(text))).toEqual([]);
    expect(spells.filter((s) => published.test(s.name)).map((s) => s.name)).toEqual([]);
  });

  it('asks for the saving throw that fits what harms: a fog, gas, swarm or sound is endured, not dodged', () => {
    const endured = /\b(fog|mist|gas|cloud of poison|swarm|thunderclap|sound|noise|pillar of pale radiance)\b/;
    const wrong = spells
      .filter((s) => s.damage && endured.test(s.effect) && /\bDexterity saving throw\b/.test(s.effect))
      .map((s) => s.effect);
    expect(wrong.slice(0, 5)).toEqual([]);
    const mind = spells.filter(
      (s) => s.damage?.type === 'psychic' && /\b(Strength|Dexterity|Constitution) saving throw\b/.test(s.effect),
    );
    expect(mind.map((s) => s.effect).slice(0, 5)).toEqual([]);
    // Cold as a freezing fog is endured; cold as shards of ice can be dodged: both saves occur.
    const cold = spells.filter((s) => s.damage?.type === 'cold').map((s) => s.effect);
    expect(cold.some((e) => /freezing fog/.test(e) && /Constitution saving throw/.test(e))).toBe(true);
    expect(cold.some((e) => /\bice\b/.test(e) && /Dexterity saving throw/.test(e))).toBe(true);
  });
});

/** Words of a name that speak of one damage type. */
const ELEMENT_WORDS: Readonly<Record<DamageType, RegExp>> = {
  fire: /\b(fire|flame|flames|burning|cinders?|embers?|blazing|kindled|searing|scorching|smoldering|forge|hearth)\b/i,
  cold: /\b(frost|rime|glacial|winter|hoarfrost|shivering|ice|icy|frozen|snow|sleet)\b/i,
  lightning: /\b(lightning|crackling|forked|sparking|skyfire|galvanic|sparks?)\b/i,
  thunder: /\b(thunder|thunderous|thunderhead|booming|resounding|drum|drumming)\b/i,
  acid: /\b(acid|caustic|corroding|etching|dissolving|verdigris)\b/i,
  poison: /\b(poison|venom|venomous|noxious|viper|adder|nightshade|blighted)\b/i,
  necrotic: /\b(withering|grave|deathly|rotting|gloaming)\b/i,
  radiant: /\b(radiant|dawn|sunlit|hallowed|holy|sun|sunfire)\b/i,
  force: /\b(hammering|adamant|anvil)\b/i,
  psychic: /\b(dreaming|whispering|maddening|mind)\b/i,
};

/** Name words that promise what an effect does, and the effect text that keeps the promise. */
const NOUN_EVIDENCE: readonly (readonly [RegExp, RegExp])[] = [
  [/\b(Bolt|Dart|Arrow)$/, /\b(streak|arc|spark|dart)\b/],
  [/\b(Ray|Beam)\b/, /\b(ray|beam|lance)\b/],
  [/\b(Lance|Spear|Javelin)\b/, /\b(spear|lance|beam|ray)\b/],
  [/\b(Orb|Mote|Globe)\b/, /\b(mote|ember|bead|glob|bubble)\b/],
  [/\b(Shard|Splinter|Sliver)\b/, /\b(shard|sliver)\b/],
  [/\b(Spray|Jet|Spit)\b/, /\b(spray|jet|stream)\b/],
  [/\b(Crack|Clap)\b/, /\b(clap|pulse)\b/],
  [/\b(Shout|Cry)\b/, /\b(shout|shriek)\b/],
  [/\b(Needle|Pang|Spike)\b/, /\b(needle|memory)\b/],
  [/\bFist\b/, /\bfist\b/],
  [/\bGrip\b/, /\bhand\b/],
  [/\b(Blade|Disc|Edge)\b/, /\b(blade|disc)\b/],
  [/\b(Cloud|Fog|Haze)\b/, /\b(cloud|fog|mist|gas|haze)\b/],
  [/\b(Storm|Tempest|Squall)\b/, /\b(storm|sleet|whirl|rain)\b/],
  [/\b(Rain|Downpour)\b/, /\brain\b/],
  [/\b(Ring|Circle)\b/, /\b(ring|circle)\b/],
  [/\b(Pillar|Column)\b/, /\b(pillar|column)\b/],
  [/\b(Web|Net)\b/, /\bweb\b/],
  [/\b(Wave|Surge)\b/, /\b(wave|sheet|shockwave)\b/],
  [/\b(Gout|Breath)\b/, /\b(gout|gust|breathe)\b/],
  [/\b(Stroke|Streak)\b/, /\b(streak|stroke)\b/],
  [/\b(Flare|Glare)\b/, /\bflare\b/],
  [/\bBloom\b/, /\b(bloom|spores)\b/],
  [/\b(Pool|Mire)\b/, /\b(pool|mire)\b/],
  [/\b(Swarm|Plague)\b/, /\bswarm\b/],
  [/\b(Terror|Fright|Dread)\b/, /\bfrightened\b/],
  [/\b(Friendship|Favor)\b/, /\bcharmed\b/],
  [/\b(Blindness|Blindfold)\b/, /\bblinded\b/],
  [/\b(Hold|Stillness)\b/, /\bparalyzed\b/],
  [/\b(Lethargy|Torpor)\b/, /\bslowed\b/],
  [/\b(Daze|Stupor)\b/, /\bstunned\b/],
  [/\b(Command|Dominion|Mastery)\b/, /\bunder your command\b/],
  [/\b(Petrification|Stoning)\b/, /\bstone\b/],
  [/\b(Mirth|Laughter)\b/, /\blaughter\b/],
  [/\b(Jinx|Hex)\b/, /\bdisadvantage\b/],
  [/\b(Snare|Tangle|Binding)\b/, /\b(restrained|speed reduced)\b/],
  [/\b(Distraction|Daydream)\b/, /\bdistracted\b/],
  [/\b(Ward|Aegis|Mantle|Shield|(?<!Second )Skin)\b/, /\b(resistance|immune|reduced by|add the number)\b/],
  [/\b(Mending|Balm|Grace|Relief|Word|Renewal|Communion)\b/, /\bregains?\b/],
  [/\b(Eye|Sight|Glimpse|Gaze)\b/, /\bsee\b/],
  [/\b(Ear|Echo|Whisper)\b/, /\bhear\b/],
  [/\b(Compass|Sense)\b/, /\bsense\b/],
  [/\b(Detection|Scrutiny)\b/, /\blearn whether\b/],
  [/\b(Tongue|Speech|Parley)\b/, /\bquestion\b/],
  [/\b(Query|Augury|Question)\b/, /\b(ask|question)\b/],
  [/\b(Mirage|Phantasm|Image|Figment)\b/, /\b(image|conjure)\b/],
  [/\b(Dream|Reverie)\b/, /\billusion of\b/],
  [/\b(Step|Stride|Foot)\b/, /\b(walk|climb|jump|tracks|step)\b/],
  [/\bGills\b/, /\bbreathe\b/],
  [/\b(Night-Eye|Owl-Sight)\b/, /\bdarkness\b/],
  [/\b(Lock|Key|Knot|Seal)\b/, /\b(opened|opens)\b/],
  [/\b(Alarm|Sentinel)\b/, /\bscreams\b/],
  [/\b(Wings|Flight)\b/, /\bflying speed\b/],
  [/\b(Feather|Descent)\b/, /\bfall\b/],
  [/\b(Mistwalk|Vapor)\b/, /\bmist\b/],
  [/\b(Passage|Door)\b/, /\b(pass|walk) through\b/],
  [/\b(Shroud)\b/, /\binvisible\b/],
  [/\b(Guise|Second Skin)\b/, /\bshape\b/],
  [/\bShaping\b/, /\breshape\b/],
  [/\b(Servant|Guardian|Herald|Companion|Champion)\b/, /\b(summon|answers your call)\b/],
];

/** Words that only a spell of one kind may carry. */
const ATTACK_WORDS = /\b(Bolt|Dart|Arrow|Ray|Beam|Lance|Spear|Burst|Nova|Blast|Wave|Storm|Rain)\b/;
const WARD_WORDS = /\b(Ward|Aegis|Shield|Mantle)\b/;
const HEAL_WORDS = /\b(Mending|Balm|Relief|Renewal|Healing)\b/;

/** Words that say the same thing, so one name never holds two of them ("Merry Mirth", "Twin Double"). */
const ECHOES: readonly ReadonlySet<string>[] = [
  ['merry', 'mirth', 'laughter'],
  ['swift', 'hurried', 'haste', 'quickening'],
  ['twin', 'double'],
  ['silent', 'hush'],
  ['upturned', 'inversion'],
  ['heaving', 'upheaval'],
  ['stilled', 'standstill', 'stasis'],
  ['ghostly', 'ghostwalk'],
  ['dreamed', 'dreamland', 'dream'],
  // A garment of a garment ("Mantle of the Winter Coat").
  ['mantle', 'cloak', 'coat', 'cowl', 'robe'],
].map((group) => new Set(group));

/** The words of a name that share a stem ("Storm of Nine Storms", "Roaring Roar"), if any. */
function sharedStem(name: string): string | undefined {
  const names = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i] as string, names[j] as string];
      let common = 0;
      while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
      if (common >= 4 && common >= Math.min(a.length, b.length) - 1) return `${a}/${b}`;
    }
  }
  return undefined;
}

describe('spell names say what the spell does', () => {
  it('name a damage spell only with words of its own damage type', () => {
    for (const spell of spells) {
      const own = spell.damage?.type;
      if (!own) continue;
      for (const other of DAMAGE_TYPES) {
        if (other !== own) expect(ELEMENT_WORDS[other].test(spell.name), `${spell.name}: ${own}`).toBe(false);
      }
    }
  });

  it('name a ward for what it shields against, and other spells with no damage words at all', () => {
    for (const spell of spells) {
      if (spell.damage) continue;
      const ward = /\bresistance to (\w+) damage|immune to (\w+) damage|takes (\w+) damage|deals (\w+) damage/.exec(
        spell.effect,
      );
      const shielded = ward ? (ward[1] ?? ward[2] ?? ward[3] ?? ward[4]) : undefined;
      for (const type of DAMAGE_TYPES) {
        if (type !== shielded)
          expect(ELEMENT_WORDS[type].test(spell.name), `${spell.name}: ${spell.effect}`).toBe(false);
      }
    }
  });

  it('keep attack, ward and healing words on spells that attack, ward and heal', () => {
    for (const spell of spells) {
      if (ATTACK_WORDS.test(spell.name)) expect(spell.damage, spell.name).toBeDefined();
      if (WARD_WORDS.test(spell.name)) expect(spell.school, spell.name).toBe('Abjuration');
      if (HEAL_WORDS.test(spell.name)) expect(spell.healing, spell.name).toBeDefined();
      if (/\bTouch\b/.test(spell.name)) expect(spell.range, spell.name).toBe('Touch');
      if (/\bMass\b/.test(spell.name)) expect(spell.effect, spell.name).toMatch(/\bup to (three|six) creatures\b/);
      if (/\bLesser\b/.test(spell.name)) expect(spell.level).toBeLessThanOrEqual(2);
      if (/\bGreater\b/.test(spell.name)) expect(spell.level).toBeGreaterThanOrEqual(6);
    }
  });

  it('draw the name from the effect: every telling noun is borne out by the effect text', () => {
    const broken: string[] = [];
    for (const spell of spells) {
      // The noun is what comes before "of", or the end of the name: "Ray of First Light", "Keen Eye".
      const noun = spell.name.split(' of ')[0] as string;
      for (const [word, evidence] of NOUN_EVIDENCE) {
        if (word.test(noun) && !evidence.test(spell.effect)) broken.push(`${spell.name}: ${spell.effect}`);
      }
    }
    expect(broken.slice(0, 10)).toEqual([]);
  });

  it('never repeat a word or a stem in a name', () => {
    for (const spell of spells) {
      expect(nameFlags(spell.name), spell.name).toEqual([]);
      expect(sharedStem(spell.name), spell.name).toBeUndefined();
    }
  });

  it('never pair a word with its echo: no adjective, noun or "of" phrase says what another word of the name says', () => {
    const rowsOf = (table: string): readonly Row[] => SPELL_GRAMMAR[table] ?? [];
    const tagOf = (row: Row): string | undefined => (typeof row === 'string' ? undefined : row.requires?.[0]);
    const echoes: string[] = [];
    for (const noun of rowsOf('nameNoun')) {
      const tag = tagOf(noun);
      // Any adjective or "of" phrase that may stand with the noun: one that requires its tag among others.
      const others = [...rowsOf('nameAdj'), ...rowsOf('nameOf')].filter(
        (r) => tag !== undefined && typeof r !== 'string' && (r.requires ?? []).includes(tag),
      );
      for (const other of others) {
        const [a, b] = [rowText(noun).toLowerCase(), rowText(other).toLowerCase()];
        const words = (t: string) => t.split(/[^a-z]+/).filter((w) => w.length >= 4 && w !== 'the');
        for (const x of words(a))
          for (const y of words(b))
            if (
              x.slice(0, 5) === y.slice(0, 5) ||
              x.slice(-6) === y.slice(-6) ||
              ECHOES.some((e) => e.has(x) && e.has(y))
            )
              echoes.push(`${rowText(other)} / ${rowText(noun)}`);
      }
    }
    expect(echoes).toEqual([]);
  });

  it('speak aloud every spell that suggests, asks, names or says a word', () => {
    const spoken = spells.filter((s) =>
      /\b(You suggest|You speak|ask up to|put up to five questions|you can question|lay a binding charge|speak the true name|learn the answer to one question|understands what you say)\b/.test(
        s.effect,
      ),
    );
    expect(spoken.length).toBeGreaterThan(500);
    expect(
      spoken
        .filter((s) => !s.components.verbal)
        .map((s) => `${s.name}: ${s.effect}`)
        .slice(0, 5),
    ).toEqual([]);
  });

  it('blind with no "blinding" thing, and strike nothing farther off than a caster can see to aim', () => {
    expect(spells.filter((s) => /blinded by [^.]*\bblinding\b/.test(s.effect)).map((s) => s.effect)).toEqual([]);
    expect(spells.filter((s) => (s.damage || s.healing) && /mile/.test(s.range)).map((s) => s.name)).toEqual([]);
  });

  it('round a ring or a circle only about a sphere, never a cube', () => {
    const rings = spells.filter((s) => /\b(ring|circle) of\b/.test(s.effect) && s.damage);
    expect(rings.length).toBeGreaterThan(0);
    expect(
      rings
        .filter((s) => /\bcube\b/.test(s.effect))
        .map((s) => s.effect)
        .slice(0, 3),
    ).toEqual([]);
  });

  it('say nothing twice in one line: no streak streaks, and nothing unseen shimmers', () => {
    expect(spells.filter((s) => /\bstreak\b[^.]*\bstreaks\b/i.test(s.effect)).map((s) => s.effect)).toEqual([]);
    expect(spells.filter((s) => /\bUnseen\b/.test(s.name) && /shimmering/.test(s.effect)).map((s) => s.name)).toEqual(
      [],
    );
  });

  it('speak of several creatures healed at once as "each" or "them", never as one "it"', () => {
    const many = spells.filter((s) => /\b(Choose|washes over)\b[^.]*\. Each regains\b/.test(s.effect));
    expect(many.length).toBeGreaterThan(0);
    expect(many.filter((s) => /\b(over it|it regains)\b/.test(s.effect)).map((s) => s.effect)).toEqual([]);
  });

  it('crush or hammer with nothing that cuts, and whisper no shriek', () => {
    const blades = spells.filter((s) => /\b(blade|blades|disc|discs|sword)\b/.test(s.effect));
    expect(blades.length).toBeGreaterThan(0);
    expect(blades.filter((s) => /\b(Crushing|Hammering)\b/.test(s.name)).map((s) => s.name)).toEqual([]);
    expect(
      spells.filter((s) => /\bshriek\b/.test(s.effect) && /\bWhispering\b/.test(s.name)).map((s) => s.name),
    ).toEqual([]);
  });

  it('describe nothing as both seen and unseen', () => {
    const contrary =
      /\b(shimmering|glowing|gleaming|glittering|bright),? invisible\b|\binvisible,? (shimmering|glowing|gleaming|glittering|bright)\b/i;
    expect(spells.filter((s) => contrary.test(s.effect)).map((s) => s.effect)).toEqual([]);
  });

  it('name a count only when the effect holds that many', () => {
    const counts: Record<string, string> = { Two: 'two', Twin: 'two', Three: 'three', Six: 'six', Nine: 'nine' };
    for (const spell of spells) {
      const m = /\b(Two|Twin|Three|Six|Nine)(fold)?\b/.exec(spell.name);
      if (m) expect(spell.effect, spell.name).toMatch(new RegExp(`\\b${counts[m[1] as string]}\\b`, 'i'));
    }
  });

  it('give a healing words that fit its level: no salve or bruise at 6th level and above, no miracle below', () => {
    for (const spell of spells.filter((s) => s.healing)) {
      if (spell.level >= 6) {
        expect(`${spell.name} ${spell.effect}`, spell.name).not.toMatch(
          /\b(Salve|Poultice|Balm|Relief|Gentle|Kind|Soothing|Tender|Small Mercies|Tended Wound)\b|Bruises|soft sigh|crushed mint/,
        );
      } else {
        expect(`${spell.name} ${spell.effect}`, spell.name).not.toMatch(
          /\b(Miracle|Exalted|Remaking|Remade|Restoration|Unbounded)\b|from the bone/,
        );
      }
    }
  });

  it('ward off radiance with shade, not light, and call no mirage or figment false', () => {
    const radiantWards = spells.filter((s) => /resistance to radiant|immune to radiant/.test(s.effect));
    expect(radiantWards.length).toBeGreaterThan(0);
    expect(radiantWards.filter((s) => /\b(light|sunlight|gold)\b/.test(s.effect)).map((s) => s.effect)).toEqual([]);
    expect(
      spells
        .filter((s) => /\bFalse\b/.test(s.name) && /\b(Mirage|Figment|Phantasm|Image)\b/.test(s.name))
        .map((s) => s.name),
    ).toEqual([]);
    expect(spells.filter((s) => /harm the weather and ground can do/.test(s.effect)).map((s) => s.effect)).toEqual([]);
  });

  it('give many different names', () => {
    expect(new Set(spells.map((s) => s.name)).size).toBeGreaterThan(spells.length / 4);
  });
});

describe('spells measure up to the standard spells of their level', () => {
  it('holds advantage on every saving throw for a fight, with concentration, below 9th level', () => {
    const long = spells
      .filter((s) => /\badvantage on (all|every) saving throws?\b/.test(s.effect) && s.level < 9)
      .filter((s) => !s.concentration || minutes(s.duration) > 10)
      .map((s) => `${s.level}: ${s.duration}: ${s.effect}`);
    expect(long.slice(0, 5)).toEqual([]);
  });

  it('slows six creatures at 3rd level, never fewer, and no copy of a standard rises a level without growing', () => {
    const slow = spells.filter((s) => /\bbe slowed\b/.test(s.effect));
    expect(slow.length).toBeGreaterThan(0);
    for (const s of slow) {
      expect(s.effect).toMatch(/\bup to six creatures\b/);
      expect(s.level).toBe(3);
    }
    for (const s of spells.filter((x) => /\bturns invisible\b/.test(x.effect) && !/even while/.test(x.effect)))
      expect(s.level).toBe(2);
    for (const s of spells.filter((x) => /\bNo spell of 5th level or lower\b/.test(x.effect))) expect(s.level).toBe(6);
  });

  it('holds an effect whose numbers never grow to one level: no copy of a standard for a dearer slot', () => {
    const stretched: string[] = [];
    for (const row of SPELL_GRAMMAR.effect ?? []) {
      if (typeof row === 'string') continue;
      const requires = row.requires ?? [];
      const fixed = (row.implies ?? []).some((t) => t.startsWith('lasts:') || t === 'instant');
      if (!fixed || ['ward', 'heal', 'mass-heal'].includes(requires[0] ?? '')) continue;
      const lo = Number(requires.find((t) => t.startsWith('level>='))?.slice(7) ?? 0);
      const hi = Number(requires.find((t) => t.startsWith('level<='))?.slice(7) ?? 9);
      if (hi > lo) stretched.push(`${lo}-${hi}: ${row.text.slice(0, 60)}`);
    }
    expect(stretched).toEqual([]);
  });

  it('hurls only a thing: no memory, shriek, beam or ray is hurled, and no memory streaks', () => {
    expect(
      spells
        .filter((s) =>
          /You hurl an? ([\w-]+ )*(memory|shriek|beam|ray)\b|memory of terrible pain streaks/.test(s.effect),
        )
        .map((s) => s.effect),
    ).toEqual([]);
  });

  it('raises a pillar or a column only in a cylinder', () => {
    const pillars = spells.filter((s) => /\b(pillar|column) of\b/.test(s.effect) && s.area);
    expect(pillars.length).toBeGreaterThan(0);
    expect(pillars.filter((s) => !/cylinder/.test(s.area ?? '')).map((s) => s.effect)).toEqual([]);
  });

  it('shares no material component among more than one spell in thirty', () => {
    const seen = new Map<string, number>();
    for (const s of spells)
      if (s.components.material) seen.set(s.components.material, (seen.get(s.components.material) ?? 0) + 1);
    const common = [...seen].filter(([, n]) => n > spells.length / 30).map(([m, n]) => `${m}: ${n}`);
    expect(common).toEqual([]);
  });

  it('names its casters with no published or modern name', () => {
    const casters = (SPELL_GRAMMAR.caster ?? []).map(rowText);
    expect(casters.filter((name) => !isFitToPrint(name, name))).toEqual([]);
    // Nor an English word ("Quillon", a sword's crossguard) or one spelled another way.
    expect(casters.filter((name) => isCommonWord(name) || spellsNearWord(name))).toEqual([]);
    expect(casters.filter((name) => /^(Darrowmere|Calloway|Herondale|Bolton)$/.test(name))).toEqual([]);
  });
});

describe('spell wording', () => {
  it('says "On a hit" once, and names no color its acid may not have', () => {
    for (const spell of spells) {
      const text = toPlainText(spellToResult(spell).component);
      expect(text.match(/On a hit/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
      expect(text, text).not.toMatch(/Verdigris/);
    }
  });
});
