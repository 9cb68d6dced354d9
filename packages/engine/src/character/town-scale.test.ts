import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { SettlementSize } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { generateGoal } from './traits';
import { generateMundaneEvent } from './mundane-event';
import { personFacts } from './person-facts';
import { generateRumor } from './rumor';

/** What a village has none of: a council and its clerks, a mayor, a watch, guild halls, archives. */
const TOO_BIG_FOR_A_VILLAGE =
  /\b(council|mayor|magistrate|the watch|watch captain|watch sergeant|night watch|watchman|thieves' guild|guild hall|notary|archives?|market hall|debtors' prison|town crier|counting house|dice house|bathhouse|coaching inn|lamplighter|charter|town hall|lower ward|in the ward|east gate|tavern by the gate|night market|customs house|pawnshop|ropewalk|rope walk|dye works|night-soil)\b/i;
/** And what a hamlet has none of besides: a market, its square and its stalls. */
const TOO_BIG_FOR_A_HAMLET = /\b(market|square|almshouse|slaughterhouse|public stables|town pump)\b/i;

const facts = (size: SettlementSize, i: number) =>
  personFacts({ heritage: 'Human', gender: i % 2 ? 'Female' : 'Male', age: 20 + (i % 50), townSize: size });

/** Every rumor, event and goal told in a settlement of `size`, as plain text. */
function texts(size: SettlementSize, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const rng = createRng(`scale-${size}-${i}`);
    out.push(toPlainText(generateRumor(rng.fork('described'), { facts: facts(size, i) })));
    out.push(
      toPlainText(
        generateRumor(rng.fork('named'), {
          facts: facts(size, i),
          subject: 'Mara Fenwick',
          place: 'the mill',
          placeTags: ['Mill'],
        }),
      ),
    );
    out.push(toPlainText(generateMundaneEvent(rng.fork('event'), { facts: facts(size, i) })));
    out.push(toPlainText(generateGoal(rng.fork('goal'), { facts: facts(size, i) })));
  }
  return out;
}

describe('lines fit the size of the place', () => {
  it('tells nothing of a council, a watch, a guild hall or an archive in a village or a hamlet', () => {
    for (const size of ['Village', 'Hamlet', 'Outpost'] as const) {
      const big = texts(size, 2500).filter((t) => TOO_BIG_FOR_A_VILLAGE.test(t));
      expect(big.slice(0, 8), size).toEqual([]);
    }
  });

  it('tells nothing of a market or a square in a hamlet', () => {
    const big = texts('Hamlet', 2500).filter((t) => TOO_BIG_FOR_A_HAMLET.test(t));
    expect(big.slice(0, 8)).toEqual([]);
  });

  it('still tells of them in a town, so the words are there to keep out', () => {
    const town = texts('City', 2500);
    expect(town.some((t) => TOO_BIG_FOR_A_VILLAGE.test(t))).toBe(true);
    expect(town.some((t) => TOO_BIG_FOR_A_HAMLET.test(t))).toBe(true);
  });
});
