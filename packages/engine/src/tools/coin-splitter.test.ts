import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COIN_SPLIT_DEFAULT_RAW,
  COIN_SPLIT_DEFAULTS,
  COIN_TYPES,
  MAX_COIN_AMOUNT,
  MAX_CONVERSION_RATE,
  parseCoinInputs,
  splitCoins,
  type CoinAmounts,
  type CoinSplitInput,
  type CoinSplitRawInput,
} from './coin-splitter';

const input = (over: Partial<CoinSplitInput>): CoinSplitInput => ({ ...COIN_SPLIT_DEFAULTS, ...over });
const coins = (Plat: number, Gold: number, Silver: number, Copper: number): CoinAmounts => ({
  Plat,
  Gold,
  Silver,
  Copper,
});
const worth = (c: CoinAmounts, rate: number): bigint => {
  const r = BigInt(rate);
  return BigInt(c.Plat) * r * r * r + BigInt(c.Gold) * r * r + BigInt(c.Silver) * r + BigInt(c.Copper);
};

describe('parseCoinInputs', () => {
  const base: CoinSplitRawInput = { ...COIN_SPLIT_DEFAULT_RAW };
  const cases: { rule: string; raw: CoinSplitRawInput; expected: Partial<CoinSplitInput> }[] = [
    { rule: 'players: a whole number is kept', raw: { players: '5' }, expected: { players: 5 } },
    { rule: 'players: surrounding spaces are ignored', raw: { players: ' 6 ' }, expected: { players: 6 } },
    { rule: 'players: parsed as an integer (decimals dropped)', raw: { players: '7.9' }, expected: { players: 7 } },
    { rule: 'players: a leading integer is read', raw: { players: '3 people' }, expected: { players: 3 } },
    { rule: 'players: empty falls back to 2', raw: { players: '' }, expected: { players: 2 } },
    { rule: 'players: text falls back to 2', raw: { players: 'many' }, expected: { players: 2 } },
    { rule: 'players: minimum 2 (1 becomes 2)', raw: { players: '1' }, expected: { players: 2 } },
    { rule: 'players: minimum 2 (0 becomes 2)', raw: { players: '0' }, expected: { players: 2 } },
    { rule: 'players: minimum 2 (negative becomes 2)', raw: { players: '-4' }, expected: { players: 2 } },
    { rule: 'players: capped', raw: { players: '99999999999999999999' }, expected: { players: MAX_COIN_AMOUNT } },
    {
      rule: 'amount: kept',
      raw: { platinum: '3', gold: '12', silver: '40', copper: '9' },
      expected: { platinum: 3, gold: 12, silver: 40, copper: 9 },
    },
    { rule: 'amount: empty falls back to 0', raw: { gold: '' }, expected: { gold: 0 } },
    { rule: 'amount: text falls back to 0', raw: { silver: 'lots' }, expected: { silver: 0 } },
    { rule: 'amount: minimum 0', raw: { copper: '-15' }, expected: { copper: 0 } },
    { rule: 'amount: decimals dropped', raw: { platinum: '12.7' }, expected: { platinum: 12 } },
    { rule: 'amount: capped', raw: { gold: '5000000000' }, expected: { gold: MAX_COIN_AMOUNT } },
    { rule: 'rate: kept', raw: { rate: '12' }, expected: { rate: 12 } },
    { rule: 'rate: empty falls back to 1', raw: { rate: '' }, expected: { rate: 1 } },
    { rule: 'rate: text falls back to 1', raw: { rate: 'ten' }, expected: { rate: 1 } },
    { rule: 'rate: minimum 1 (0 becomes 1)', raw: { rate: '0' }, expected: { rate: 1 } },
    { rule: 'rate: minimum 1 (negative becomes 1)', raw: { rate: '-3' }, expected: { rate: 1 } },
    { rule: 'rate: capped', raw: { rate: '5000' }, expected: { rate: MAX_CONVERSION_RATE } },
    { rule: 'highest coin: Platinum', raw: { highestCoin: 'Platinum' }, expected: { highestCoin: 'Platinum' } },
    { rule: 'highest coin: Silver', raw: { highestCoin: 'Silver' }, expected: { highestCoin: 'Silver' } },
    { rule: 'highest coin: Copper', raw: { highestCoin: 'Copper' }, expected: { highestCoin: 'Copper' } },
    { rule: 'highest coin: unknown means Gold', raw: { highestCoin: 'Mithral' }, expected: { highestCoin: 'Gold' } },
  ];
  it.each(cases)('$rule', ({ raw, expected }) => {
    expect(parseCoinInputs({ ...base, ...raw })).toEqual({ ...COIN_SPLIT_DEFAULTS, ...expected });
  });

  it('missing fields take the fallbacks, not the form defaults', () => {
    expect(parseCoinInputs({})).toEqual({
      players: 2,
      platinum: 0,
      gold: 0,
      silver: 0,
      copper: 0,
      highestCoin: 'Gold',
      rate: 1,
    });
  });

  it('the default form text reads as the defaults: 4 players, rate 10, Gold, no coins', () => {
    expect(parseCoinInputs(COIN_SPLIT_DEFAULT_RAW)).toEqual(COIN_SPLIT_DEFAULTS);
    expect(COIN_SPLIT_DEFAULTS).toEqual({
      players: 4,
      platinum: 0,
      gold: 0,
      silver: 0,
      copper: 0,
      highestCoin: 'Gold',
      rate: 10,
    });
  });
});

describe('splitCoins', () => {
  const cases: {
    rule: string;
    given: Partial<CoinSplitInput>;
    each: CoinAmounts;
    leftover: CoinAmounts;
    remaining: number;
  }[] = [
    { rule: 'nothing to split', given: {}, each: coins(0, 0, 0, 0), leftover: coins(0, 0, 0, 0), remaining: 0 },
    {
      rule: 'an even split changes gold into silver',
      given: { gold: 10 },
      each: coins(0, 2, 5, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'an uneven split leaves copper over',
      given: { players: 3, gold: 10 },
      each: coins(0, 3, 3, 3),
      leftover: coins(0, 0, 0, 1),
      remaining: 1,
    },
    {
      rule: 'every coin type counts toward the total',
      given: { players: 2, platinum: 1, gold: 1, silver: 1, copper: 1 },
      each: coins(0, 5, 5, 5),
      leftover: coins(0, 0, 0, 1),
      remaining: 1,
    },
    {
      rule: 'highest Platinum pays in platinum',
      given: { players: 2, gold: 30, highestCoin: 'Platinum' },
      each: coins(1, 5, 0, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'highest Gold changes platinum down',
      given: { players: 2, platinum: 3 },
      each: coins(0, 15, 0, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'platinum and gold together',
      given: { players: 2, platinum: 1, gold: 1 },
      each: coins(0, 5, 5, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'highest Silver',
      given: { players: 2, platinum: 1, gold: 1, highestCoin: 'Silver' },
      each: coins(0, 0, 55, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'highest Copper pays only copper',
      given: { players: 3, platinum: 1, highestCoin: 'Copper' },
      each: coins(0, 0, 0, 333),
      leftover: coins(0, 0, 0, 1),
      remaining: 1,
    },
    {
      rule: 'the leftover is given in the fewest coins too',
      given: { players: 150, platinum: 1 },
      each: coins(0, 0, 0, 6),
      leftover: coins(0, 1, 0, 0),
      remaining: 100,
    },
    {
      rule: 'the leftover obeys the highest coin',
      given: { players: 150, platinum: 1, highestCoin: 'Silver' },
      each: coins(0, 0, 0, 6),
      leftover: coins(0, 0, 10, 0),
      remaining: 100,
    },
    {
      rule: 'rate 1 makes every coin worth one copper',
      given: { players: 2, platinum: 1, gold: 1, silver: 1, copper: 2, rate: 1 },
      each: coins(0, 2, 0, 0),
      leftover: coins(0, 1, 0, 0),
      remaining: 1,
    },
    {
      rule: 'rate 100',
      given: { players: 2, gold: 1, rate: 100 },
      each: coins(0, 0, 50, 0),
      leftover: coins(0, 0, 0, 0),
      remaining: 0,
    },
    {
      rule: 'rate 12',
      given: { players: 5, platinum: 1, rate: 12, highestCoin: 'Platinum' },
      each: coins(0, 2, 4, 9),
      leftover: coins(0, 0, 0, 3),
      remaining: 3,
    },
    {
      rule: 'more players than copper: nobody gets anything',
      given: { players: 7, copper: 5 },
      each: coins(0, 0, 0, 0),
      leftover: coins(0, 0, 0, 5),
      remaining: 5,
    },
  ];
  it.each(cases)('$rule', ({ given, each, leftover, remaining }) => {
    const split = splitCoins(input(given));
    expect(split.eachReceives).toEqual(each);
    expect(split.leftover).toEqual(leftover);
    expect(split.Remaining).toBe(remaining);
  });

  it('reports the total worth in copper', () => {
    expect(splitCoins(input({ platinum: 1, gold: 2, silver: 3, copper: 4 })).totalInCopper).toBe(1234);
  });

  it('stays exact at the largest accepted input', () => {
    const big = input({
      players: 7,
      platinum: MAX_COIN_AMOUNT,
      gold: MAX_COIN_AMOUNT,
      silver: MAX_COIN_AMOUNT,
      copper: MAX_COIN_AMOUNT,
      rate: MAX_CONVERSION_RATE,
      highestCoin: 'Copper',
    });
    const split = splitCoins(big);
    const total = 1_000_000_000n * (1_000_000n + 10_000n + 100n + 1n);
    expect(BigInt(split.totalInCopper)).toBe(total);
    expect(BigInt(split.eachReceives.Copper)).toBe(total / 7n);
    expect(BigInt(split.Remaining)).toBe(total % 7n);
    expect(Number.isSafeInteger(split.totalInCopper)).toBe(true);
  });

  it('holds out-of-range input to the parsing limits instead of failing', () => {
    const odd = splitCoins(
      input({ players: 0, gold: -5, silver: 2.9, copper: Number.NaN, rate: Number.POSITIVE_INFINITY }),
    );
    expect(odd).toEqual(splitCoins(input({ players: 2, gold: 0, silver: 2, copper: 0, rate: 1 })));
    const unknownCoin = splitCoins(input({ gold: 1, highestCoin: 'Mithral' as never }));
    expect(unknownCoin).toEqual(splitCoins(input({ gold: 1, highestCoin: 'Gold' })));
  });

  const anyInput = fc.record({
    players: fc.integer({ min: 2, max: 1000 }),
    platinum: fc.integer({ min: 0, max: MAX_COIN_AMOUNT }),
    gold: fc.integer({ min: 0, max: MAX_COIN_AMOUNT }),
    silver: fc.integer({ min: 0, max: MAX_COIN_AMOUNT }),
    copper: fc.integer({ min: 0, max: MAX_COIN_AMOUNT }),
    highestCoin: fc.constantFrom(...COIN_TYPES),
    rate: fc.integer({ min: 1, max: MAX_CONVERSION_RATE }),
  });

  it('property: shares times players plus the leftover is everything, and the leftover is less than one per player', () => {
    fc.assert(
      fc.property(anyInput, (given) => {
        const split = splitCoins(given);
        const total = worth(coins(given.platinum, given.gold, given.silver, given.copper), given.rate);
        const share = worth(split.eachReceives, given.rate);
        const rest = worth(split.leftover, given.rate);
        expect(share * BigInt(given.players) + rest).toBe(total);
        expect(rest).toBe(BigInt(split.Remaining));
        expect(rest < BigInt(given.players)).toBe(true);
      }),
    );
  });

  it('property: no coin above the highest, and never a whole next coin of any lower type (fewest coins)', () => {
    fc.assert(
      fc.property(anyInput, (given) => {
        const split = splitCoins(given);
        const top = COIN_TYPES.indexOf(given.highestCoin);
        for (const amounts of [split.eachReceives, split.leftover]) {
          const counts = [amounts.Plat, amounts.Gold, amounts.Silver, amounts.Copper];
          counts.forEach((count, i) => {
            expect(Number.isSafeInteger(count) && count >= 0).toBe(true);
            if (i < top) expect(count).toBe(0);
            if (i > top && given.rate > 1) expect(count).toBeLessThan(given.rate);
            if (i > top && given.rate === 1) expect(count).toBe(0);
          });
        }
      }),
    );
  });

  it('property: parseCoinInputs accepts any text and always gives a splittable input', () => {
    const text = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String));
    fc.assert(
      fc.property(
        fc.record({
          players: text,
          platinum: text,
          gold: text,
          silver: text,
          copper: text,
          highestCoin: text,
          rate: text,
        }),
        (raw) => {
          const parsed = parseCoinInputs(raw);
          expect(parsed.players).toBeGreaterThanOrEqual(2);
          expect(parsed.rate).toBeGreaterThanOrEqual(1);
          for (const n of [parsed.platinum, parsed.gold, parsed.silver, parsed.copper]) {
            expect(Number.isInteger(n) && n >= 0 && n <= MAX_COIN_AMOUNT).toBe(true);
          }
          expect(() => splitCoins(parsed)).not.toThrow();
        },
      ),
    );
  });
});
