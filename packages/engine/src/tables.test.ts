import { describe, expect, it } from 'vitest';
import { CHARACTER_GRAMMARS } from './character/grammars';
import { checkGrammar, type GrammarSpec } from './core/grammar-check';
import { rowText, type Grammar } from './core/table';
import { BUILDING_TYPES } from './data/options';
import { BUILDING_NAME_GRAMMAR, BUILDING_NAME_PATTERNS } from './names/building-name';
import { COUNTRY_NAME_GRAMMAR } from './names/country-name';
import { ORGANIZATION_NAME_GRAMMAR } from './names/organization-name';
import { NPC_GRAMMARS } from './npc/history-grammar';
import { ENTITY_GRAMMARS } from './generators/entity-grammars';
import { WORLD_GRAMMARS } from './world-content/grammars';

/** The name grammars: building names are one grammar whose roots are the patterns of each building type. */
const NAME_GRAMMARS: readonly GrammarSpec[] = [
  { name: 'country name', grammar: COUNTRY_NAME_GRAMMAR, roots: ['country'], provided: ['realm', 'demonym'] },
  { name: 'organization name', grammar: ORGANIZATION_NAME_GRAMMAR, roots: ['orgName'], provided: ['founder', 'house'] },
  {
    name: 'building name',
    grammar: {
      ...BUILDING_NAME_GRAMMAR,
      ...Object.fromEntries(BUILDING_TYPES.map((type) => [`pattern${type}`, BUILDING_NAME_PATTERNS[type]])),
    } as Grammar,
    roots: BUILDING_TYPES.map((type) => `pattern${type}`),
    provided: ['owner'],
  },
];

/** Every grammar of the engine. */
const ALL_GRAMMARS: readonly GrammarSpec[] = [
  ...CHARACTER_GRAMMARS,
  ...WORLD_GRAMMARS,
  ...ENTITY_GRAMMARS,
  ...NPC_GRAMMARS,
  ...NAME_GRAMMARS,
];

describe('every table of the engine', () => {
  it('belongs to a grammar with a unique name', () => {
    const names = ALL_GRAMMARS.map((spec) => spec.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("names no weekday of our world: the week is the product's own (Firstday to Lastday)", () => {
    const ours = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
    const found = ALL_GRAMMARS.flatMap((spec) =>
      Object.entries(spec.grammar).flatMap(([table, rows]) =>
        rows
          .map(rowText)
          .filter((text) => ours.test(text))
          .map((text) => `${spec.name}.${table}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(ALL_GRAMMARS.map((spec) => [spec.name, spec] as const))(
    '%s: non-empty, positive weights, unique ids, every reference resolves, every table reachable',
    (_name, spec) => {
      expect(checkGrammar(spec)).toEqual([]);
    },
  );
});

describe('checkGrammar', () => {
  it('names each kind of problem', () => {
    const grammar: Grammar = {
      root: ['{known.cap} and {missing}', '{$unbound}', 'a {known.shout} {', '{?adj} first', { text: 'x', weight: 0 }],
      known: ['one', 'one', '{adj}'],
      adj: ['bright'],
      empty: [],
      lonely: [' '],
    };
    expect(checkGrammar({ name: 'g', grammar, roots: ['root', 'absent'] })).toEqual([
      'g.known: repeats the row "one"',
      'g.empty: has no rows',
      'g.root: references unknown {missing}',
      'g.root: reads $unbound, which is never bound',
      'g.root: has a stray brace in "a {known.shout} {"',
      'g.root: uses unknown modifier .shout',
      'g.root: starts a row with an adjective: "{?adj} first"',
      'g.root: weighs "x" 0',
      'g.lonely: has an empty row',
      'g.adj: is an adjective table drawn without ?',
      'g.absent: is a root that does not exist',
      'g.empty: is reached from no root',
      'g.lonely: is reached from no root',
    ]);
  });

  it('passes a sound grammar with bindings given by code and declared adjective tables', () => {
    const grammar: Grammar = {
      root: ['{$who} sees {?adj}{thing.a}', '{~v=thing}{$v.cap}'],
      thing: ['owl', { text: 'elk', weight: 2, id: 'elk' }],
      adj: ['gray '],
    };
    expect(checkGrammar({ name: 'g', grammar, roots: ['root'], provided: ['who'], adjectives: ['adj'] })).toEqual([]);
    expect(checkGrammar({ name: 'g', grammar, roots: ['root'], provided: ['who'], adjectives: ['thing'] })).toEqual([
      'g.thing: is declared an adjective table but no row makes it optional',
      'g.thing: is an adjective table drawn without ?',
      'g.adj: is made optional but is not an adjective table',
    ]);
  });
});
