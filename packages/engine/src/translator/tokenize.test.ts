import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize, type TokenKind } from './tokenize';

/** Any UTF-16 code unit, lone surrogates included, so the tokeniser meets broken text too. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const mixedUnit = fc.oneof(
  fc.constantFrom(
    'a',
    'Z',
    'é',
    'ß',
    'ж',
    '中',
    "'",
    '’',
    '-',
    '.',
    ',',
    '1',
    '٣',
    ' ',
    '\n',
    '\t',
    '🐉',
    '\u0301',
    '\u200d',
  ),
  anyCodeUnit,
  fc.string({ unit: 'grapheme', maxLength: 1 }),
);

const kinds = (text: string) => tokenize(text).map((t) => [t.kind, t.text] as [TokenKind, string]);

describe('tokenize', () => {
  it.each([
    ['', []],
    ['dragon', [['word', 'dragon']]],
    [
      "don't",
      [
        ['word', 'don'],
        ['punct', "'"],
        ['word', 't'],
      ],
    ],
    [
      'well-known',
      [
        ['word', 'well'],
        ['punct', '-'],
        ['word', 'known'],
      ],
    ],
    [
      'café au lait',
      [
        ['word', 'café'],
        ['space', ' '],
        ['word', 'au'],
        ['space', ' '],
        ['word', 'lait'],
      ],
    ],
    [
      'cafe\u0301!',
      [
        ['word', 'cafe\u0301'],
        ['punct', '!'],
      ],
    ],
    [
      '3.14, 1,000 and 7',
      [
        ['number', '3.14'],
        ['punct', ','],
        ['space', ' '],
        ['number', '1,000'],
        ['space', ' '],
        ['word', 'and'],
        ['space', ' '],
        ['number', '7'],
      ],
    ],
    [
      'end. ',
      [
        ['word', 'end'],
        ['punct', '.'],
        ['space', ' '],
      ],
    ],
    [
      '"Hi!" 🐉🐉',
      [
        ['punct', '"'],
        ['word', 'Hi'],
        ['punct', '!"'],
        ['space', ' '],
        ['punct', '🐉🐉'],
      ],
    ],
    [
      'a\n\n\tb',
      [
        ['word', 'a'],
        ['space', '\n\n\t'],
        ['word', 'b'],
      ],
    ],
    [
      'x2y',
      [
        ['word', 'x'],
        ['number', '2'],
        ['word', 'y'],
      ],
    ],
    ['Ωμέγα', [['word', 'Ωμέγα']]],
  ] as [string, [TokenKind, string][]][])('splits %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('loses nothing and keeps runs maximal for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: mixedUnit, maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 })),
        (text) => {
          const tokens = tokenize(text);
          expect(tokens.map((t) => t.text).join('')).toBe(text);
          for (let i = 1; i < tokens.length; i++) expect(tokens[i]?.kind).not.toBe(tokens[i - 1]?.kind);
          for (const token of tokens) expect(token.text.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);
});
