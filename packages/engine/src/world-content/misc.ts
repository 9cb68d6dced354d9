import type { Rng } from '../core/rng';
import { expandTable } from '../core/template';
import type { MiscGeneratorType } from '../data/options';
import { resultOf, type ResultComponent } from '../text/rich-text';
import { contextOf, type ContentOptions } from './compose';
import { MISC_GRAMMAR, MISC_ROOTS } from './misc-grammar';
import { personBindings } from './people-grammar';

/** Options of the miscellaneous generator. */
export type MiscOptions = ContentOptions & { type: MiscGeneratorType };

/**
 * One result of a miscellaneous generator (a trinket, a book title, a ship name, a tavern game,
 * an omen, a curse, a nickname, a street scene, a prophecy, a dream, pocket contents or a smell),
 * typed by its kind. Deterministic per stream.
 */
export function generateMisc(rng: Rng, options: MiscOptions): ResultComponent {
  // Whoever the result names (an author, a ship's namesake, a nickname's bearer) is named by their people's own names.
  const ctx = { ...contextOf(options), lazyVars: personBindings(rng.fork('person')) };
  const text = expandTable(rng.fork(options.type), MISC_GRAMMAR, MISC_ROOTS[options.type], ctx);
  return resultOf(options.type, [{ text }]);
}
