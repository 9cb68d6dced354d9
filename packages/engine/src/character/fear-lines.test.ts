import { describe, expect, it } from 'vitest';
import { Facts } from '../core/table';
import { createRng } from '../core/rng';
import { toPlainText } from '../text/rich-text';
import { generateFear } from './traits';

describe('a fear', () => {
  it('keeps to itself: no lifelong dread that crept in slowly, no charm against magic feared in any kind, no gutters cleared for a fear of stairways', () => {
    const clashes: readonly (readonly [RegExp, RegExp])[] = [
      [/lifelong dread/, /crept in slowly/],
      [/magic of any kind/, /charm against/],
      [/open stairways/, /gutters/],
    ];
    const hits: string[] = [];
    for (let i = 0; i < 6000; i++) {
      const text = toPlainText(generateFear(createRng(`fear-lines-${i}`), { facts: new Facts([], { age: 40 }) }));
      if (clashes.some(([a, b]) => a.test(text) && b.test(text))) hits.push(text);
    }
    expect(hits.slice(0, 5)).toEqual([]);
  });
});
