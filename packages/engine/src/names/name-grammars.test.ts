import { describe, expect, it } from 'vitest';
import { allowedRows, rowAllowed, rowId, rowText, rowWeight, type Grammar } from '../core/table';
import { templateFreeVars, templateReferences } from '../core/template';
import { ALIGNMENTS, BUILDING_TYPES, HERITAGES, ORGANIZATION_TYPES } from '../data/options';
import { BUILDING_NAME_GRAMMAR, BUILDING_NAME_PATTERNS } from './building-name';
import { COUNTRY_NAME_GRAMMAR } from './country-name';
import { HERITAGE_NAMING } from './naming-schemes';
import { ORGANIZATION_NAME_GRAMMAR } from './organization-name';

const GRAMMARS: { name: string; grammar: Grammar; entry: string; vars: string[] }[] = [
  { name: 'country', grammar: COUNTRY_NAME_GRAMMAR, entry: 'country', vars: ['realm', 'demonym'] },
  { name: 'organization', grammar: ORGANIZATION_NAME_GRAMMAR, entry: 'orgName', vars: ['founder', 'house'] },
  ...BUILDING_TYPES.map((type) => ({
    name: type,
    grammar: { ...BUILDING_NAME_GRAMMAR, buildingName: BUILDING_NAME_PATTERNS[type] } as Grammar,
    entry: 'buildingName',
    vars: ['owner'],
  })),
];

describe('names of trades that sell different things', () => {
  it("keep their own words: an armorer's shop never reads as a harness-maker's or a saddler's", () => {
    const words = (table: readonly unknown[]) =>
      new Set(
        table
          .flatMap((row) =>
            rowText(row as string)
              .toLowerCase()
              .split(/\W+/),
          )
          .filter((w) => w.length > 3),
      );
    const leather = words([...BUILDING_NAME_GRAMMAR.leatherNoun, ...BUILDING_NAME_GRAMMAR.stableThing]);
    const shared = [...words(BUILDING_NAME_GRAMMAR.armorNoun)].filter((w) => leather.has(w));
    expect(shared).toEqual([]);
  });
});

describe('name grammars', () => {
  it('reference only tables they have and bindings the generator gives', () => {
    for (const { name, grammar, vars } of GRAMMARS) {
      for (const [table, rows] of Object.entries(grammar)) {
        for (const row of rows) {
          for (const ref of templateReferences(rowText(row)))
            expect(grammar[ref], `${name}.${table}: {${ref}}`).toBeDefined();
          for (const free of templateFreeVars(rowText(row)))
            expect(vars, `${name}.${table}: {$${free}}`).toContain(free);
        }
      }
    }
  });

  it('have non-empty tables, positive weights and unique ids', () => {
    for (const { name, grammar } of GRAMMARS) {
      for (const [table, rows] of Object.entries(grammar)) {
        expect(rows.length, `${name}.${table}`).toBeGreaterThan(0);
        for (const row of rows) expect(rowWeight(row), `${name}.${table}`).toBeGreaterThan(0);
        expect(new Set(rows.map(rowId)).size, `${name}.${table} ids`).toBe(rows.length);
      }
    }
  });

  it('leave no table unused', () => {
    for (const { name, grammar, entry } of GRAMMARS) {
      const used = new Set([entry]);
      for (const rows of Object.values(grammar))
        for (const row of rows) for (const ref of templateReferences(rowText(row))) used.add(ref);
      const shared = name !== 'country' && name !== 'organization';
      if (!shared) for (const table of Object.keys(grammar)) expect(used, `${name}.${table}`).toContain(table);
    }
    const usedByBuildings = new Set<string>();
    for (const type of BUILDING_TYPES) {
      for (const row of BUILDING_NAME_PATTERNS[type])
        for (const ref of templateReferences(rowText(row))) usedByBuildings.add(ref);
    }
    for (const rows of Object.values(BUILDING_NAME_GRAMMAR))
      for (const row of rows) for (const ref of templateReferences(rowText(row))) usedByBuildings.add(ref);
    for (const table of Object.keys(BUILDING_NAME_GRAMMAR))
      expect(usedByBuildings, `building table ${table}`).toContain(table);
  });

  it('give every organization type and alignment a name pattern, and reach every row', () => {
    const reached = new Map<string, Set<string>>();
    for (const type of ORGANIZATION_TYPES) {
      for (const alignment of ALIGNMENTS) {
        // With a founder to name (a known leader, or an invented one) and without.
        for (const tags of [new Set<string>([type, alignment, 'founded']), new Set<string>([type, alignment])]) {
          expect(allowedRows('orgName', ORGANIZATION_NAME_GRAMMAR.orgName, tags).length).toBeGreaterThan(0);
          for (const [table, rows] of Object.entries(ORGANIZATION_NAME_GRAMMAR)) {
            const ids = reached.get(table) ?? new Set<string>();
            for (const row of rows) if (rowAllowed(row, tags)) ids.add(rowId(row));
            reached.set(table, ids);
          }
        }
      }
    }
    for (const [table, rows] of Object.entries(ORGANIZATION_NAME_GRAMMAR)) {
      for (const row of rows) expect(reached.get(table), `${table}: ${rowText(row)}`).toContain(rowId(row));
    }
  });

  it('name every heritage', () => {
    for (const heritage of HERITAGES) expect(HERITAGE_NAMING[heritage], heritage).toBeDefined();
  });
});
