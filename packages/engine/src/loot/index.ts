/** Loot: coins, gems, art objects, trade goods and items, sized from a pocket to a dragon's hoard. */
import { pickChoice, type GeneratorDef } from '../core/generator';
import { LOOT_SIZES, LOOT_TYPES, type LootType } from '../data/options';
import { generateLoot, type LootOptions } from './loot';

export {
  generateLoot,
  type CoinData,
  type ItemLinkData,
  type ItemSummary,
  type Loot,
  type LootItem,
  type LootList,
  type LootOptions,
} from './loot';
export { COIN_CP, COINS, SIZE_FIGURES, type Coin } from './loot-tables';

/**
 * GetLoot (`size`: a loot size or Random; `type`: several loot types, Treasure when none):
 * `data` is one loot. Items are made by `drawItem` (the item generator, wired in by the
 * generators registry, since one kind never imports another).
 */
export const lootGenerator = (drawItem: LootOptions['drawItem']): GeneratorDef => ({
  choices: { size: { options: LOOT_SIZES }, type: { options: LOOT_TYPES, multi: true } },
  generate(rng, request) {
    const size = pickChoice(rng.fork('size'), request.choices.size, LOOT_SIZES);
    const types = (request.choices.type ?? []) as readonly LootType[];
    return { data: generateLoot(rng.fork('loot'), { size, types, drawItem }) };
  },
});
