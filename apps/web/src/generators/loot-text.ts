import type { CoinData, Loot, TextComponent } from '@lorewright/engine';
import { formatWorth, type SplitterCoins } from './coins';

/** The loot as one rich text (its lists, item links kept, and the total), for saving and copying. */
export function lootComponent(loot: Loot): TextComponent[] {
  const out: TextComponent[] = [{ text: `[B]Total worth:[B] ${formatWorth(loot.totalWorth)}` }];
  for (const list of loot.value) {
    out.push({ text: `[NL][B]${list.Title}:[B] ` });
    list.List.forEach((part, i) => {
      if (i > 0) out.push({ text: '; ' });
      out.push(...part.text);
    });
  }
  return out;
}

const FIELD: Readonly<Record<CoinData['coin'], keyof SplitterCoins>> = {
  Platinum: 'platinum',
  Gold: 'gold',
  Silver: 'silver',
  Copper: 'copper',
};

/** The loot's coins by kind, read from its coin parts. */
export function lootCoins(loot: Loot): SplitterCoins {
  const coins: SplitterCoins = { platinum: 0, gold: 0, silver: 0, copper: 0 };
  for (const list of loot.value) {
    for (const part of list.List) {
      const data = part.text[0]?.optionalData as Partial<CoinData> | undefined;
      const field = data?.coin ? FIELD[data.coin] : undefined;
      if (field && typeof data?.amount === 'number') coins[field] += data.amount;
    }
  }
  return coins;
}

/** The worth of the loot's gems, art objects and trade goods: what a party sells and shares as coin. */
export const valuablesWorth = (loot: Loot): number =>
  loot.value
    .filter((list) => ['Gems', 'Art Objects', 'Trade Goods'].includes(list.Title))
    .flatMap((list) => list.List)
    .reduce((sum, part) => sum + part.worth, 0);
