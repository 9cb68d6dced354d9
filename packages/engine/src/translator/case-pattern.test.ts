import { describe, expect, it } from 'vitest';
import { applyCase, casePattern, type CasePattern } from './case-pattern';

describe('casePattern', () => {
  it.each([
    ['dragon', 'lower'],
    ['Dragon', 'capitalised'],
    ['DRAGON', 'upper'],
    ['I', 'capitalised'],
    ['a', 'lower'],
    ['AN', 'upper'],
    ['iPhone', 'mixed'],
    ['McKay', 'mixed'],
    ['dRAGON', 'mixed'],
    ['Élan', 'capitalised'],
  ] as [string, CasePattern][])('%s is %s', (word, pattern) => {
    expect(casePattern(word)).toBe(pattern);
  });
});

describe('applyCase', () => {
  it.each([
    ['lelvena', 'lower', 'lelvena'],
    ['lelvena', 'capitalised', 'Lelvena'],
    ['lelvena', 'upper', 'LELVENA'],
    ['LelVena', 'mixed', 'LelVena'],
    ['LELVENA', 'capitalised', 'Lelvena'],
  ] as [string, CasePattern, string][])('writes %s as %s: %s', (word, pattern, expected) => {
    expect(applyCase(word, pattern)).toBe(expected);
  });

  it('gives back the pattern it was asked for on words of two letters or more', () => {
    for (const pattern of ['lower', 'capitalised', 'upper'] as const) {
      for (const word of ['ae', 'thorn', 'KRAG', 'Vel']) expect(casePattern(applyCase(word, pattern))).toBe(pattern);
    }
  });
});
