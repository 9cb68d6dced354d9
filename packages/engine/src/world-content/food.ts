import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expandTable } from '../core/template';
import type { FoodDrinkType } from '../data/options';
import { BOLD, LINE_BREAK, resultOf, type ResultComponent } from '../text/rich-text';
import { contextOf, drawTagged, labelledLines, type ContentOptions } from './compose';
import { FOOD_GRAMMAR } from './food-grammar';
import { personBindings } from './people-grammar';

/** Options of the food and drink generator. */
export type FoodOrDrinkOptions = ContentOptions & { type: FoodDrinkType };

/**
 * A dish or drink of one type: a bold name, then what it is and where it is served, how it
 * tastes, and its price in cp, sp or gp fitting the kind. Deterministic per stream.
 */
export function generateFoodOrDrink(rng: Rng, options: FoodOrDrinkOptions): ResultComponent {
  const base = drawTagged(rng.fork('base'), FOOD_GRAMMAR, 'base', contextOf(options, [options.type]));
  // One set of facts for the whole dish: what the description puts in (a hot mustard, a brandy
  // pudding) carries over to the taste (not mild, no second brandy).
  // The cook a dish is named for is the one whose kitchen or stall serves it, named by their people's own names.
  const ctx = {
    ...contextOf(options, [], { base: base.text }),
    facts: new Facts([options.type, ...base.tags]),
    lazyVars: personBindings(rng.fork('person')),
  };
  // The dish is described first, and its name follows what is in it: a Smoky dish met smoke,
  // a Honeyed one has honey.
  const description = expandTable(rng.fork('description'), FOOD_GRAMMAR, 'description', ctx);
  const name = expandTable(rng.fork('name'), FOOD_GRAMMAR, 'name', ctx);
  return resultOf('fooddrink', [
    { text: `${BOLD}${name}${BOLD}` },
    { text: LINE_BREAK },
    ...labelledLines([
      ['Type', options.type],
      ['What it is', description],
      ['Taste', expandTable(rng.fork('taste'), FOOD_GRAMMAR, 'taste', ctx)],
      ['Price', expandTable(rng.fork('price'), FOOD_GRAMMAR, 'price', ctx)],
    ]),
  ]);
}
