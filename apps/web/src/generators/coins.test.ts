import { describe, expect, it } from 'vitest';
import { formatWorth, splitterUrl } from './coins';

describe('formatWorth', () => {
  it('says a worth in gold, silver and copper', () => {
    expect(formatWorth(205)).toBe('2 gp 5 cp');
    expect(formatWorth(250)).toBe('2 gp 5 sp');
    expect(formatWorth(7)).toBe('7 cp');
    expect(formatWorth(0)).toBe('0 cp');
    expect(formatWorth(125_000_00)).toBe('125,000 gp');
    expect(formatWorth(1234)).toBe('12 gp 3 sp 4 cp');
  });
});

describe('splitterUrl', () => {
  it('fills the coin splitter with the coins, and changes extra worth into coins', () => {
    expect(splitterUrl({ platinum: 3, gold: 40, silver: 2, copper: 9 })).toBe(
      '/truecoinsplitter?platinum=3&gold=40&silver=2&copper=9',
    );
    expect(splitterUrl({ platinum: 0, gold: 1, silver: 0, copper: 0 }, 5_055)).toBe(
      '/truecoinsplitter?platinum=0&gold=51&silver=5&copper=5',
    );
  });
});
