import { createRng } from '../core/rng';
import { HERITAGES, type ItemType } from '../data/options';
import { ITEM_GENERATORS, type Item } from '../item/index';
import type { ItemSummary } from '../loot/index';

/**
 * The item GetItem answers for one type and seed with the default settings (one result,
 * adjectives on, every heritage): what an `item` link's `{item, seed}` rebuilds when clicked.
 */
export function itemFromLink(type: ItemType, seed: string): Item {
  const answer = ITEM_GENERATORS.GetItem!.generate(createRng(seed), {
    count: 1,
    adjectives: true,
    heritages: HERITAGES,
    choices: { item: [type] },
  }) as { data: Item[] };
  return answer.data[0] as Item;
}

/** The summary of a linked item the loot generator lists. */
export const summarizeLinkedItem = (type: ItemType, seed: string): ItemSummary => itemFromLink(type, seed);
