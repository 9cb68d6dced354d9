import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { allowedRows, Facts, requirementHolds, rowAllowed, type Grammar } from './table';
import { expand } from './template';

describe('row conditions on facts', () => {
  it('compares numeric facts and holds when the fact is unknown', () => {
    const row = { text: 'retire before forty', requires: ['age<40'] };
    expect(rowAllowed(row, new Set(), { age: 39 })).toBe(true);
    expect(rowAllowed(row, new Set(), { age: 40 })).toBe(false);
    expect(rowAllowed(row, new Set())).toBe(true);
    expect(requirementHolds('age>=30', new Set(), { age: 30 })).toBe(true);
    expect(requirementHolds('age>30', new Set(), { age: 30 })).toBe(false);
    expect(requirementHolds('age<=30', new Set(), { age: 31 })).toBe(false);
  });

  it('matches word facts, alternatives and negated tags', () => {
    expect(requirementHolds('venue=own', new Set(), { venue: 'own' })).toBe(true);
    expect(requirementHolds('venue!=own', new Set(), { venue: 'own' })).toBe(false);
    expect(requirementHolds('season=spring|summer', new Set(), { season: 'summer' })).toBe(true);
    expect(requirementHolds('season=spring|summer', new Set(), { season: 'winter' })).toBe(false);
    expect(requirementHolds('!hairless', new Set(['hairless']))).toBe(false);
    expect(requirementHolds('!hairless', new Set())).toBe(true);
  });

  it('caches allowed rows separately for facts that change the outcome', () => {
    const table = [
      { text: 'young', requires: ['age<40'] },
      { text: 'old', requires: ['age>=40'] },
    ];
    expect(allowedRows('t', table, new Set(), { age: 20 }).map((r) => (r as { text: string }).text)).toEqual(['young']);
    expect(allowedRows('t', table, new Set(), { age: 60 }).map((r) => (r as { text: string }).text)).toEqual(['old']);
    expect(() => allowedRows('t', [{ text: 'x', requires: ['age<1'] }], new Set(), { age: 5 })).toThrow(/age=5/);
  });
});

describe('facts in templates', () => {
  const grammar: Grammar = {
    flaw: [{ text: 'a duel cost {$them} a fingertip', implies: ['scar'] }],
    looks: [
      { text: 'no visible scars', excludes: ['scar'] },
      { text: 'a pale scar across the knuckles', requires: ['scar'] },
    ],
    age: ['{$age} years old'],
  };

  it('an implied tag binds later draws of the same result', () => {
    for (let seed = 0; seed < 20; seed++) {
      const facts = new Facts();
      const rng = createRng(`s${seed}`);
      expect(expand(rng, grammar, '{looks}', { facts: new Facts() })).toBe('no visible scars');
      expand(rng, grammar, '{flaw}', { facts, vars: { them: 'her' } });
      expect(facts.has('scar')).toBe(true);
      expect(expand(rng, grammar, '{looks}', { facts })).toBe('a pale scar across the knuckles');
    }
  });

  it('an implied tag binds later draws inside one text without shared facts', () => {
    expect(expand(createRng('1'), grammar, '{flaw}; {looks}', { vars: { them: 'him' } })).toBe(
      'a duel cost him a fingertip; a pale scar across the knuckles',
    );
  });

  it('reads facts with {$name}', () => {
    expect(expand(createRng('1'), grammar, '{age}', { facts: new Facts([], { age: 47 }) })).toBe('47 years old');
  });

  it('with() copies without changing the original', () => {
    const base = new Facts(['a'], { age: 3 });
    const more = base.with(['b'], { age: 4 });
    expect([...base.tags]).toEqual(['a']);
    expect(base.values.age).toBe(3);
    expect(more.has('b')).toBe(true);
    expect(more.values.age).toBe(4);
  });
});
