import { describe, expect, it } from 'vitest';
import { rowText } from '../core/table';
import { WORLD_GRAMMARS } from './grammars';

/**
 * Words the product's world does not use: its faithful keep temples and shrines, never churches
 * (nor churchyards). Each entry is checked against every row of every world-content grammar.
 */
const FOREIGN_WORDS: readonly { word: RegExp; why: string }[] = [
  { word: /\bchurch/i, why: 'the world keeps temples and shrines, not churches' },
];

describe('the words of world content', () => {
  for (const spec of WORLD_GRAMMARS) {
    it(`keeps words foreign to the world out of the ${spec.name} grammar`, () => {
      const found: string[] = [];
      for (const [table, rows] of Object.entries(spec.grammar)) {
        for (const row of rows) {
          const text = rowText(row);
          for (const { word, why } of FOREIGN_WORDS) if (word.test(text)) found.push(`${table}: ${text} (${why})`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
