import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rawTextProblems } from '../core/text-checks';
import { ITEM_RARITIES, LOOT_SIZES, LOOT_TYPES, type ItemType, type LootSize, type LootType } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { generateLoot, type CoinData, type ItemLinkData, type ItemSummary, type Loot } from './loot';
import { COIN_CP, SIZE_FIGURES } from './loot-tables';

/** A stand-in item maker: its rarity and worth follow from the seed, as the real one's do. */
const drawItem = (type: ItemType, seed: string): ItemSummary => {
  const rng = createRng(`${type}:${seed}`);
  const rarity = rng.pick(ITEM_RARITIES);
  return { Name: `${rarity} ${type}`, Rarity: rarity, Worth: rng.int(1, 100_000), Attunement: rng.chance(0.5) };
};

const loot = (seed: string, size: LootSize, types: readonly LootType[]) =>
  generateLoot(createRng(seed), { size, types, drawItem });

const sumOfParts = (l: Loot) => l.value.flatMap((list) => list.List).reduce((sum, part) => sum + part.worth, 0);
const coinWorth = (l: Loot) =>
  l.value
    .filter((list) => list.Title === 'Coins')
    .flatMap((list) => list.List)
    .reduce((sum, part) => {
      const data = part.text[0]!.optionalData as CoinData;
      return sum + data.amount * COIN_CP[data.coin];
    }, 0);

describe('generateLoot', () => {
  it('totals exactly the sum of its parts, in whole copper pieces, for any size and types', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom(...LOOT_SIZES),
        fc.subarray([...LOOT_TYPES]),
        (seed, size, types) => {
          const l = loot(seed, size, types);
          expect(l.totalWorth).toBe(sumOfParts(l));
          expect(Number.isSafeInteger(l.totalWorth)).toBe(true);
          for (const part of l.value.flatMap((list) => list.List)) {
            expect(Number.isInteger(part.worth) && part.worth > 0).toBe(true);
            expect(rawTextProblems(toPlainText(part.text))).toEqual([]);
          }
          expect(l.value.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives each coin part the amount its worth is made of', () => {
    for (const size of LOOT_SIZES) {
      const l = loot(`coins-${size}`, size, ['Coins']);
      const coins = l.value.find((list) => list.Title === 'Coins')!;
      expect(coins.List.reduce((s, p) => s + p.worth, 0)).toBe(coinWorth(l));
    }
  });

  it('defaults to Treasure: coins always, and only the chosen kinds otherwise', () => {
    expect(loot('t', 'Medium', []).value.map((l) => l.Title)).toContain('Coins');
    expect(loot('t', 'Medium', ['Potions']).value.map((l) => l.Title)).toEqual(['Potions']);
    expect(loot('t', 'Large', ['Gems', 'Art Objects']).value.map((l) => l.Title)).toEqual(['Gems', 'Art Objects']);
  });

  it('scales from a pocket of coins to a dragon’s hoard', () => {
    const median = (size: LootSize) => {
      const totals = Array.from({ length: 101 }, (_, i) => coinWorth(loot(`m${i}`, size, ['Coins']))).sort(
        (a, b) => a - b,
      );
      return totals[50]!;
    };
    const medians = LOOT_SIZES.map(median);
    for (let i = 1; i < medians.length; i++) expect(medians[i]!).toBeGreaterThan(medians[i - 1]! * 5);
    expect(medians[0]!).toBeLessThan(2000); // a pocket: under 20 gp
    expect(medians[4]!).toBeGreaterThan(10_000_000); // a hoard: over 100,000 gp
  });

  it('links items with what GetItem needs, and keeps their rarity in the size’s range', () => {
    for (const size of LOOT_SIZES) {
      const l = loot(`items-${size}`, size, ['Magic Items', 'Weapons']);
      const [low, high] = SIZE_FIGURES[size].rarities;
      for (const part of l.value.flatMap((list) => list.List)) {
        const link = part.text[0]!;
        expect(link.type).toBe('item');
        const data = link.optionalData as ItemLinkData;
        expect(data.seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        const item = drawItem(data.item, data.seed);
        expect(part.worth).toBe(item.Worth);
        const rank = ITEM_RARITIES.indexOf(item.Rarity);
        expect(rank).toBeGreaterThanOrEqual(ITEM_RARITIES.indexOf(low));
        expect(rank).toBeLessThanOrEqual(ITEM_RARITIES.indexOf(high));
      }
    }
  });

  it('is deterministic per seed', () => {
    expect(loot('same', 'Hoard', [])).toEqual(loot('same', 'Hoard', []));
  });
});
