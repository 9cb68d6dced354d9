import { describe, expect, it } from 'vitest';
import { abilityModifier, formatMarkup, formatModifier, formatPrice, toHtml } from './format';

describe('sheet formatting', () => {
  it('computes modifiers by the rule of SPEC 5', () => {
    const table: [number, string][] = [
      [1, '-5'],
      [3, '-4'],
      [8, '-1'],
      [9, '-1'],
      [10, '+0'],
      [11, '+0'],
      [12, '+1'],
      [15, '+2'],
      [20, '+5'],
    ];
    for (const [score, shown] of table) expect(formatModifier(abilityModifier(score)), String(score)).toBe(shown);
  });

  it('writes prices as coins and markups as words', () => {
    expect(formatPrice(1575)).toBe('15 gp 7 sp 5 cp');
    expect(formatPrice(4)).toBe('4 cp');
    expect(formatPrice(300000)).toBe('3,000 gp');
    expect(formatMarkup(0)).toBe('the going rate');
    expect(formatMarkup(-10)).toBe('10% below the going rate');
  });

  it('turns markers into HTML and escapes the rest', () => {
    expect(toHtml([{ text: '[B]Truth:[B] <maybe>[NL]next' }])).toBe('<strong>Truth:</strong> &lt;maybe&gt;<br>next');
  });
});
