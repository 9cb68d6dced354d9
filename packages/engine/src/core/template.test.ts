import indefinite from 'indefinite';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { Decks, type Grammar } from './table';
import { expand, expandRich, templateFreeVars, templateReferences } from './template';

const grammar: Grammar = {
  beast: ['owl', 'elk', 'ox', 'unicorn', 'hour-glass'],
  adj: ['old', 'icy', 'amber'],
  place: [
    { text: 'dune', requires: ['desert'] },
    { text: 'glacier', requires: ['arctic'] },
    { text: 'meadow', excludes: ['desert', 'arctic'] },
  ],
  story: ['{$hero=beast.cap} met {beast.a}; {$hero} fled.'],
};

describe('expand', () => {
  it('expands references and is deterministic', () => {
    const a = expand(createRng('t'), grammar, '{story}');
    expect(a).toBe(expand(createRng('t'), grammar, '{story}'));
    expect(a).not.toMatch(/[{}]/);
  });

  it('keeps a binding consistent across the text', () => {
    for (let i = 0; i < 50; i++) {
      const text = expand(createRng(`b${i}`), grammar, '{$who=beast} and {$who}');
      const [first, second] = text.split(' and ');
      expect(first).toBe(second);
    }
  });

  it('applies modifiers', () => {
    const g: Grammar = { w: ['bolt of silk'], x: ['apple'], j: ['Joss'] };
    const rng = createRng('m');
    expect(expand(rng, g, '{w.s}')).toBe('bolts of silk');
    expect(expand(rng, g, '{x.a.cap}')).toBe('An apple');
    expect(expand(rng, g, '{x.title}')).toBe('Apple');
    expect(expand(rng, g, '{x.possessive}')).toBe("apple's");
    expect(expand(rng, g, '{j.possessive}')).toBe("Joss's");
  });

  it('includes {?name} only with adjectives on, and tidies the spaces', () => {
    const off = expand(createRng('a'), grammar, 'a {?adj} {beast}', { adjectives: false });
    expect(off).not.toMatch(/old|icy|amber/);
    expect(off).not.toMatch(/ {2}/);
    const on = expand(createRng('a'), grammar, 'a {?adj} {beast}', { adjectives: true });
    expect(on).toMatch(/old|icy|amber/);
  });

  it('makes a/an agree with the following word', () => {
    for (let i = 0; i < 100; i++) {
      const text = expand(createRng(`x${i}`), grammar, 'a {?adj} {beast}', { adjectives: i % 2 === 0 });
      const [article, word] = text.split(' ');
      expect(indefinite(word!)).toBe(`${article} ${word}`);
    }
  });

  it('filters rows by tags', () => {
    for (let i = 0; i < 30; i++) {
      expect(expand(createRng(`p${i}`), grammar, '{place}', { tags: new Set(['desert']) })).toBe('dune');
      expect(expand(createRng(`p${i}`), grammar, '{place}')).toBe('meadow');
    }
  });

  it('fails loudly on an unknown table, modifier or binding', () => {
    expect(() => expand(createRng('e'), grammar, '{nothing}')).toThrow(/unknown table/);
    expect(() => expand(createRng('e'), grammar, '{beast.shout}')).toThrow(/modifier/);
    expect(() => expand(createRng('e'), grammar, '{$nobody}')).toThrow(/unbound/);
  });

  it('deals without replacement when decks are shared', () => {
    const decks = new Decks();
    const rng = createRng('deck');
    const drawn = Array.from({ length: 5 }, () => expand(rng, grammar, '{beast}', { decks }));
    expect(new Set(drawn).size).toBe(5);
  });
});

describe('expandRich', () => {
  it('keeps link bindings as their own segments', () => {
    const parts = expandRich(createRng('r'), grammar, 'You meet {$who} and {beast.a}.', {
      vars: { who: { text: 'Mira Hollowell', type: 'npc-x.1' } },
    });
    expect(parts[1]).toEqual({ text: 'Mira Hollowell', type: 'npc-x.1' });
    expect(parts.map((p) => p.text).join('')).toMatch(/^You meet Mira Hollowell and an? \w/);
  });
});

describe('template analysis', () => {
  it('lists referenced tables and free bindings', () => {
    expect(templateReferences('{a} {$b=c.cap} {~d=e} {$f} {?g}')).toEqual(['a', 'c', 'e', 'g']);
    expect(templateFreeVars('{a} {$b=c} {$f}')).toEqual(['f']);
  });
});
