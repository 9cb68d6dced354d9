import { describe, expect, it } from 'vitest';
import { HERITAGES } from '../data/options';
import type { GeneratorDef } from '../core/generator';
import { InvalidRequestError, parseChoice, toGeneratorRequest } from './request';

const DEF: GeneratorDef = {
  choices: { environments: { options: ['Forest', 'Desert', 'Urban'], multi: true }, kind: { options: ['Pie', 'Ale'] } },
  generate: () => ({}),
};

describe('parseChoice', () => {
  it.each([
    [undefined, []],
    ['forest', ['Forest']],
    ['Forest,desert', ['Forest', 'Desert']],
    [['urban', 'URBAN'], ['Urban']],
    [['Forest', 'Random'], []],
    [' , ', []],
  ])('reads %j as %j', (raw, values) => {
    expect(parseChoice('environments', raw, DEF.choices.environments!.options)).toEqual(values);
  });

  it('refuses a value that is no option, and a value that is not text', () => {
    expect(() => parseChoice('environments', 'Swamp', ['Forest'])).toThrow(
      new InvalidRequestError(
        'Parameter "environments" has the unknown value "Swamp"; expected Random or one of Forest.',
      ),
    );
    expect(() => parseChoice('environments', { a: 1 }, ['Forest'])).toThrow('must be text');
  });
});

describe('toGeneratorRequest', () => {
  it('asks for one result with adjectives and any heritage when the query says nothing', () => {
    expect(toGeneratorRequest(DEF, {})).toEqual({
      count: 1,
      adjectives: true,
      heritages: HERITAGES,
      choices: { environments: [], kind: [] },
    });
  });

  it('takes counts as numbers or text, heritages and choices in any case', () => {
    expect(
      toGeneratorRequest(DEF, { generationCount: '25', adjective: false, race: ['elf', 'Dwarf'], kind: 'ale' }),
    ).toEqual({
      count: 25,
      adjectives: false,
      heritages: ['Elf', 'Dwarf'],
      choices: { environments: [], kind: ['Ale'] },
    });
    expect(toGeneratorRequest(DEF, { generationCount: 5 }).count).toBe(5);
  });

  it('fills what the query leaves open from a profile, and only that', () => {
    const profile = { adjectives: false, heritages: ['Gnome'] as const };
    expect(toGeneratorRequest(DEF, {}, profile)).toMatchObject({ adjectives: false, heritages: ['Gnome'] });
    expect(toGeneratorRequest(DEF, { adjective: true, race: 'Orc' }, profile)).toMatchObject({
      adjectives: true,
      heritages: ['Orc'],
    });
  });

  it.each([
    [{ generationCount: 7 }, 'Parameter "generationCount" must be one of 1, 5, 10, 25.'],
    [{ kind: ['Pie', 'Ale'] }, 'Parameter "kind" takes one value.'],
    [{ race: 'Centaur' }, 'Parameter "race" has the unknown value "Centaur"'],
  ])('refuses %j', (query, message) => {
    expect(() => toGeneratorRequest(DEF, query)).toThrow(message);
  });
});
