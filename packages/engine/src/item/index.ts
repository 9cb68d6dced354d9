/** Items: mundane and magic gear with a rarity, what it does in play, and a linked history. */
import type { GeneratorDef, GeneratorName } from '../core/generator';
import { pickChoice } from '../core/generator';
import { ITEM_TYPES } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { generateLinkedBatch } from '../world/mentions';
import { generateItem } from './item';

export { generateItem, rarityRank, typeHasRarity, type Item, type ItemOptions } from './item';
export { ITEM_GRAMMAR, MAKERS, MAKING_VERBS } from './item-grammar';
export { POWERS, type Power } from './item-powers';
export { ITEM_BASES, ITEM_SPELLS, MATERIALS, RARITY_FIGURES, RARITY_WEIGHTS, type Rarity } from './item-tables';

/**
 * GetItem (`item`: an item type, or Random per result): `data` holds the items, `refPackage`
 * the people, groups and places their histories name. No two items of a batch read the same.
 */
export const ITEM_GENERATORS: Partial<Record<GeneratorName, GeneratorDef>> = {
  GetItem: {
    choices: { item: { options: ITEM_TYPES } },
    generate(rng, request) {
      const batch = generateLinkedBatch(rng, request.count, 'GetItem', request.adjectives, (itemRng, decks, links) => {
        const item = generateItem(itemRng, {
          type: pickChoice(itemRng.fork('choice'), request.choices.item, ITEM_TYPES),
          links,
          decks,
          adjectives: request.adjectives,
          heritages: request.heritages,
        });
        return { result: item, text: `${item.Name} ${item.Desc} ${toPlainText(item.History)}` };
      });
      return { data: batch.results, refPackage: batch.refPackage };
    },
  },
};
