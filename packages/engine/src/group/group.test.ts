import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { GENERATORS } from '../generators/index';
import type { Group } from '../world/entities';

const groups: Group[] = Array.from(
  { length: 1500 },
  (_, i) =>
    (
      GENERATORS.GetOrganization!.generate(createRng(`read-group-${i}`), {
        count: 1,
        adjectives: true,
        heritages: HERITAGES,
        choices: {},
      }) as { organization: Group }
    ).organization,
);

describe('a group holds ideals that stand together', () => {
  it('never prizes freedom beside power, order or discipline', () => {
    const clash = groups.filter(
      (g) => g.Ideals.some((i) => i.startsWith('Freedom')) && g.Ideals.some((i) => /^(Power|Order|Discipline)/.test(i)),
    );
    expect(clash.map((g) => g.Ideals.join(' | ')).slice(0, 5)).toEqual([]);
    expect(groups.some((g) => g.Ideals.some((i) => i.startsWith('Freedom')))).toBe(true);
  });

  it('does not hold to tradition while it works to tear things down', () => {
    const clash = groups.filter((g) => g.Cause === 'Destruction' && g.Ideals.some((i) => i.startsWith('Tradition')));
    expect(clash.map((g) => g.Ideals.join(' | ')).slice(0, 5)).toEqual([]);
  });

  it('draws two different ideals', () => {
    expect(groups.filter((g) => g.Ideals.length !== 2 || g.Ideals[0] === g.Ideals[1]).length).toBe(0);
  });
});
