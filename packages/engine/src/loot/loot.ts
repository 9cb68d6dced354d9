import { makeSeed, type Rng } from '../core/rng';
import {
  ITEM_RARITIES,
  LOOT_TYPES,
  type ItemRarity,
  type ItemType,
  type LootSize,
  type LootType,
} from '../data/options';
import { MODIFIERS } from '../core/template';
import type { TextComponent } from '../text/rich-text';
import {
  ART,
  COIN_CP,
  COIN_NAMES,
  COINS,
  GEMS,
  LOOT_ITEM_TYPES,
  SIZE_FIGURES,
  TRADE_GOODS,
  type Coin,
  type Valuables,
} from './loot-tables';

/** One part of a loot: its words and its worth in copper pieces. */
export type LootItem = { text: TextComponent[]; worth: number };

/** A list of parts of one kind (coins, gems, art objects, potions...), titled. */
export type LootList = { Title: string; List: LootItem[] };

/** A loot (API.md): its lists and the exact sum of every part, in copper pieces. */
export type Loot = { value: LootList[]; totalWorth: number };

/** What an `item` link needs to rebuild its item through GetItem: the type and the seed. */
export type ItemLinkData = { item: ItemType; seed: string };

/** A coin part's amount, kept on its text so a client can fill a coin splitter. */
export type CoinData = { coin: Coin; amount: number };

/** What the loot needs of an item made from a type and a seed (the item generator's answer). */
export type ItemSummary = { Name: string; Rarity: ItemRarity; Worth: number; Attunement: boolean };

export type LootOptions = {
  size: LootSize;
  /** The kinds of loot wanted; Treasure (the guideline's mix) when empty. */
  types: readonly LootType[];
  /** Makes the item GetItem would answer for this type and seed. */
  drawItem: (type: ItemType, seed: string) => ItemSummary;
};

const roll = (rng: Rng, count: number, sides: number) => {
  let total = 0;
  for (let i = 0; i < count; i++) total += rng.int(1, sides);
  return total;
};

const plural = (n: number, [one, many]: readonly [string, string]) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const gpText = (gp: number) => `${gp.toLocaleString('en-US')} gp`;

/** The coins of a size: one part per kind of coin, largest first. */
function drawCoins(rng: Rng, size: LootSize): LootItem[] {
  const row = rng.weighted(SIZE_FIGURES[size].coins, (r) => r.weight);
  const amounts = new Map<Coin, number>();
  row.rolls.forEach((r, i) => {
    const amount = roll(rng.fork(i), r.count, r.sides) * r.times;
    amounts.set(r.coin, (amounts.get(r.coin) ?? 0) + amount);
  });
  return COINS.filter((coin) => amounts.has(coin)).map((coin) => {
    const amount = amounts.get(coin) as number;
    const data: CoinData = { coin, amount };
    return { text: [{ text: plural(amount, COIN_NAMES[coin]), optionalData: data }], worth: amount * COIN_CP[coin] };
  });
}

/** Gems of the size's tiers, like stones counted together: "3 bloodstones (50 gp each)". */
function drawGems(rng: Rng, valuables: Valuables): LootItem[] {
  const tier = rng.fork('tier').pick(valuables.tiers);
  const count = roll(rng.fork('count'), valuables.count, valuables.sides);
  const kinds = GEMS[tier] ?? [];
  const counts = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const gem = rng.fork(i).pick(kinds);
    counts.set(gem.name, (counts.get(gem.name) ?? 0) + 1);
  }
  return kinds
    .filter((gem) => counts.has(gem.name))
    .map((gem) => {
      const n = counts.get(gem.name) as number;
      const name = n === 1 ? `A ${gem.name}, ${gem.look}` : `${n} ${gem.plural ?? pluralOf(gem.name)}, ${gem.look}`;
      return {
        text: [{ text: `${name.replace(/^A ([aeiou])/i, 'An $1')} (${gpText(tier)}${n === 1 ? '' : ' each'})` }],
        worth: n * tier * 100,
      };
    });
}

/** Art objects of the size's tiers, each its own part and never the same piece twice. */
function drawArt(rng: Rng, valuables: Valuables): LootItem[] {
  const tier = rng.fork('tier').pick(valuables.tiers);
  const pieces = ART[tier] ?? [];
  const count = Math.min(roll(rng.fork('count'), valuables.count, valuables.sides), pieces.length);
  return rng
    .fork('pieces')
    .shuffle(pieces)
    .slice(0, count)
    .map((piece) => ({ text: [{ text: `${piece} (${gpText(tier)})` }], worth: tier * 100 }));
}

/** Trade goods by the size's scale: "12 pounds of pepper". */
function drawGoods(rng: Rng, size: LootSize): LootItem[] {
  const { kinds, scale } = SIZE_FIGURES[size].goods;
  const picked = rng.fork('kinds').shuffle(TRADE_GOODS).slice(0, rng.fork('kind-count').int(1, kinds));
  return picked.map((goods, i) => {
    const quantity = roll(rng.fork(i), goods.count, goods.sides) * scale;
    return {
      text: [
        {
          text: `${plural(quantity, goods.unit)} of ${goods.goods} (${goodsPrice(goods.priceCp)} per ${goods.unit[0]})`,
        },
      ],
      worth: quantity * goods.priceCp,
    };
  });
}

const goodsPrice = (cp: number) => (cp >= 100 ? `${cp / 100} gp` : cp >= 10 ? `${cp / 10} sp` : `${cp} cp`);

const pluralOf = MODIFIERS.s as (s: string) => string;

const rank = (rarity: ItemRarity) => ITEM_RARITIES.indexOf(rarity);

/**
 * Items of a loot type, each an `item` link carrying its type and seed. An item's seed is
 * redrawn (up to 40 times) until its rarity sits in the size's range, so a pocket never holds a
 * legendary sword; types that cannot reach the range (trinkets in a hoard) keep their last draw.
 */
function drawItems(rng: Rng, size: LootSize, lootType: LootType, options: LootOptions, count: number): LootItem[] {
  const spec = LOOT_ITEM_TYPES[lootType];
  if (!spec) return [];
  const [low, high] = SIZE_FIGURES[size].rarities;
  const min = Math.max(rank(low), spec.magicOnly ? rank('Common') : 0);
  const max = rank(high);
  const out: LootItem[] = [];
  for (let i = 0; i < count; i++) {
    const itemRng = rng.fork(i);
    const type = itemRng.fork('type').pick(spec.types);
    const base = makeSeed(() => itemRng.next());
    let seed = base;
    let item = options.drawItem(type, seed);
    for (let k = 1; k < 40; k++) {
      const r = rank(item.Rarity);
      if (r >= min && r <= max) break;
      seed = `${base}-${k}`;
      item = options.drawItem(type, seed);
    }
    const data: ItemLinkData = { item: type, seed };
    const kind = `${item.Rarity.toLowerCase()} ${type.toLowerCase()}`;
    out.push({
      text: [
        {
          text: item.Name,
          type: 'item',
          optionalData: data,
          afterText: `, ${kind}${item.Attunement ? ' (requires attunement)' : ''}`,
        },
      ],
      worth: item.Worth,
    });
  }
  return out;
}

/**
 * A loot of a size and kinds. Treasure is the guideline's mix: coins, often gems or art, and
 * magic items by chance; each other kind always appears. Every part's worth is in copper
 * pieces, and `totalWorth` is exactly their sum. Deterministic per stream.
 */
export function generateLoot(rng: Rng, options: LootOptions): Loot {
  const { size } = options;
  const chosen = new Set<LootType>(options.types.length > 0 ? options.types : ['Treasure']);
  const figures = SIZE_FIGURES[size];
  const treasure = chosen.has('Treasure');
  const treasureRng = rng.fork('treasure');
  const wants = new Set<LootType>([...chosen].filter((t) => t !== 'Treasure'));
  if (treasure) {
    wants.add('Coins');
    if (treasureRng.fork('valuables').chance(figures.valuablesChance))
      wants.add(treasureRng.fork('gems-or-art').chance(0.5) ? 'Gems' : 'Art Objects');
  }
  const treasureItems =
    treasure && !wants.has('Magic Items') && treasureRng.fork('items').chance(figures.itemChance)
      ? roll(treasureRng.fork('item-count'), figures.items.count, figures.items.sides) + figures.items.plus
      : 0;
  const itemCount = (type: LootType) =>
    roll(rng.fork(`${type}-count`), figures.items.count, figures.items.sides) + figures.items.plus;

  const value: LootList[] = [];
  for (const type of LOOT_TYPES) {
    const partRng = rng.fork(type);
    let list: LootItem[] = [];
    if (type === 'Coins' && wants.has(type)) list = drawCoins(partRng, size);
    else if (type === 'Gems' && wants.has(type)) list = drawGems(partRng, figures.gems);
    else if (type === 'Art Objects' && wants.has(type)) list = drawArt(partRng, figures.art);
    else if (type === 'Trade Goods' && wants.has(type)) list = drawGoods(partRng, size);
    else if (type === 'Magic Items' && (wants.has(type) || treasureItems > 0))
      list = drawItems(partRng, size, type, options, wants.has(type) ? itemCount(type) : treasureItems);
    else if (wants.has(type)) list = drawItems(partRng, size, type, options, itemCount(type));
    if (list.length > 0) value.push({ Title: type, List: list });
  }
  const totalWorth = value.reduce((sum, list) => sum + list.List.reduce((s, part) => s + part.worth, 0), 0);
  return { value, totalWorth };
}
