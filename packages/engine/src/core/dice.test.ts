import { describe, expect, it } from 'vitest';
import { averageDice, formatDice, parseDice, rollDice } from './dice';
import { createRng } from './rng';

describe('dice', () => {
  it.each([
    ['2d6+3', { count: 2, sides: 6, modifier: 3 }],
    ['d20', { count: 1, sides: 20, modifier: 0 }],
    ['1d8 - 1', { count: 1, sides: 8, modifier: -1 }],
    ['10D10', { count: 10, sides: 10, modifier: 0 }],
  ])('parses %s', (text, dice) => {
    expect(parseDice(text)).toEqual({ ok: true, value: dice });
  });

  it.each(['', 'd', '2d', 'd1', '0d6', '101d6', '2d6+', 'fireball'])('refuses %j as a value, not a throw', (text) => {
    expect(parseDice(text).ok).toBe(false);
  });

  it('rolls within range and averages like a stat block', () => {
    const dice = { count: 3, sides: 6, modifier: 2 };
    const rng = createRng('dice');
    for (let i = 0; i < 500; i++) {
      const roll = rollDice(rng, dice);
      expect(roll).toBeGreaterThanOrEqual(5);
      expect(roll).toBeLessThanOrEqual(20);
    }
    expect(averageDice(dice)).toBe(12);
    expect(formatDice(dice)).toBe('3d6 + 2');
    expect(formatDice({ count: 1, sides: 4, modifier: -1 })).toBe('1d4 - 1');
  });
});
