import { describe, expect, it } from 'vitest';
import { averageDice, parseDice } from '../core/dice';
import { createRng } from '../core/rng';
import { toPlainText } from '../text/rich-text';
import { generateSpell, spellToResult, type Spell } from './spell';
import { SPELL_LEVELS } from './spell-tables';

const SAMPLE = 5000;
const spells: Spell[] = Array.from({ length: SAMPLE }, (_, i) => generateSpell(createRng(`spell-${i}`)));
const diceIn = (text: string): string[] => [...text.matchAll(/\b(\d+)d(\d+)\b/g)].map((m) => m[0]);
const count = (dice: string): number => {
  const parsed = parseDice(dice);
  return parsed.ok ? parsed.value.count : Number.NaN;
};

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
      if (spell.healing) expect(row.healing).toContain(spell.healing);
    }
  });

  it('never gives a cantrip more than two dice, anywhere in its text', () => {
    const cantrips = spells.filter((s) => s.level === 0);
    expect(cantrips.length).toBeGreaterThan(100);
    for (const spell of cantrips) {
      for (const dice of diceIn(toPlainText(spellToResult(spell).component)))
        expect(count(dice), spell.effect).toBeLessThanOrEqual(2);
      expect(spell.concentration).toBe(false);
      expect(spell.higherLevels ?? '').not.toMatch(/spell slot/);
    }
  });

  it('mentions no dice but its own and small riders', () => {
    for (const spell of spells) {
      const own = [spell.damage?.dice, spell.healing].filter(Boolean);
      for (const dice of diceIn(spell.effect)) {
        if (own.includes(dice)) continue;
        const parsed = parseDice(dice);
        expect(parsed.ok && averageDice(parsed.value) <= 3, `${dice} in ${spell.effect}`).toBe(true);
      }
    }
  });

  it('scales damage up with level', () => {
    const mean = (dice: readonly string[]) =>
      dice.reduce((sum, d) => {
        const parsed = parseDice(d);
        return sum + (parsed.ok ? averageDice(parsed.value) : Number.NaN);
      }, 0) / dice.length;
    for (let level = 1; level <= 9; level++) {
      const [lower, row] = [SPELL_LEVELS[level - 1], SPELL_LEVELS[level]];
      if (!lower || !row) throw new Error('missing level');
      expect(mean(row.single)).toBeGreaterThan(mean(lower.single));
      expect(mean(row.area)).toBeGreaterThanOrEqual(mean(lower.area));
      expect(mean(row.single)).toBeGreaterThan(mean(row.area));
    }
  });

  it('keeps ranges, durations and upcasting consistent', () => {
    for (const spell of spells) {
      if (spell.range.startsWith('Self (')) expect(spell.area).toBeDefined();
      if (spell.concentration) expect(spell.duration).not.toBe('Instantaneous');
      if (spell.level === 9) expect(spell.higherLevels).toBeUndefined();
      if (spell.components.material !== undefined) expect(spell.components.material).not.toBe('');
      expect(spell.components.verbal || spell.components.somatic || spell.components.material).toBeTruthy();
    }
  });

  it('honours a requested level', () => {
    for (let level = 0; level <= 9; level++) {
      for (let i = 0; i < 50; i++) expect(generateSpell(createRng(`level-${level}-${i}`), { level }).level).toBe(level);
    }
    expect(() => generateSpell(createRng('x'), { level: 10 })).toThrow(RangeError);
  });
});
