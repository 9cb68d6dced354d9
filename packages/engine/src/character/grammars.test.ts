import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { rowAllowed, rowText, type Grammar } from '../core/table';
import { expand, templateReferences } from '../core/template';
import { HERITAGES } from '../data/options';
import { APPEARANCE_AGE_STAGES, APPEARANCE_GRAMMAR, HERITAGE_LOOK_TAGS } from './appearance-tables';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const APPEARANCE_ROOTS = ['apHair', 'apEyes', 'apSkin', 'apClothing', 'apAccessories', 'apInjuries'];

/** Tables reachable from a root through rows allowed under the tags, and those with no allowed row. */
function deadEnds(grammar: Grammar, root: string, tags: ReadonlySet<string>): string[] {
  const empty: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const rows = (grammar[name] ?? []).filter((row) => rowAllowed(row, tags));
    if (rows.length === 0) empty.push(name);
    for (const row of rows) templateReferences(rowText(row)).forEach(visit);
  };
  visit(root);
  return empty;
}

describe('the appearance grammar under every heritage, gender and life stage', () => {
  it('has an allowed row in every table it can reach', () => {
    for (const heritage of HERITAGES) {
      for (const gender of ['male', 'female']) {
        for (const { tag } of APPEARANCE_AGE_STAGES) {
          const tags = new Set([...HERITAGE_LOOK_TAGS[heritage], gender, tag]);
          for (const root of APPEARANCE_ROOTS) {
            expect(deadEnds(APPEARANCE_GRAMMAR, root, tags), `${heritage} ${gender} ${tag} ${root}`).toEqual([]);
          }
        }
      }
    }
  });

  it('expands every field for every heritage', () => {
    for (const heritage of HERITAGES) {
      const tags = new Set([...HERITAGE_LOOK_TAGS[heritage], 'male', 'old']);
      for (const root of APPEARANCE_ROOTS) {
        expect(expand(createRng(heritage), APPEARANCE_GRAMMAR, `{${root}}`, { tags, adjectives: true })).not.toBe('');
      }
    }
  });
});
