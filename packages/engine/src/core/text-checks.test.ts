import { describe, expect, it } from 'vitest';
import { articleProblems, rawTextProblems, textProblems } from './text-checks';

describe('textProblems', () => {
  it('passes clean text', () => {
    expect(textProblems('An owl hoots. A unicorn and an hour pass by.')).toEqual([]);
  });

  it('flags each kind of problem', () => {
    expect(textProblems('')).toContain('empty text');
    expect(textProblems('A {name} here.')).toContain('raw template syntax');
    expect(textProblems('It is undefined.')).toContain('undefined or NaN');
    expect(textProblems('Two  spaces.')).toContain('doubled space');
    expect(textProblems('Oops .')).toContain('space before punctuation');
    expect(textProblems('The the end.')).toContain('repeated word "The"');
    expect(textProblems('One. two.')[0]).toMatch(/lower case/);
    expect(textProblems('A owl and an cat.')).toEqual(['"A owl"', '"an cat"']);
  });

  it('splits into raw problems and article problems', () => {
    expect(rawTextProblems('The the end .')).toEqual([]);
    expect(rawTextProblems('A {x}  NaN')).toEqual(['raw template syntax', 'undefined or NaN', 'doubled space']);
    expect(articleProblems('an owl, a hour, an unicorn')).toEqual(['"a hour"', '"an unicorn"']);
  });
});
