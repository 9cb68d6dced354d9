import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rawTextProblems } from '../core/text-checks';
import { CREATURE_TYPES } from '../data/options';
import { GUIDELINE_CRS, guidelineRow } from '../bestiary/figures';
import { generateMonster } from './generate';
import type { Monster } from '../bestiary/types';

/** Sampled in `npm test`; `npm run test:monsters` (MONSTER_SWEEP=full) checks every challenge rating. */
const sweep = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.MONSTER_SWEEP;
const CRS = sweep === 'full' ? GUIDELINE_CRS : [0, 0.125, 0.5, 1, 5, 12, 20, 30];
const SEEDS = 500;

const hitAverage = (desc: string): number => Number(/Hit: (\d+)/.exec(desc)?.[1] ?? NaN);
const failAverage = (desc: string): number => Number(/taking (\d+)/.exec(desc)?.[1] ?? NaN);

/** Damage per round as the guideline counts it: the best round, or (special + 2 rounds) / 3 with a recharge area. */
function damagePerRound(m: Monster): number {
  const multi = m.ActionAbilities.find((a) => a.title === 'Multiattack');
  const count = multi
    ? (({ two: 2, three: 3, four: 4 } as Record<string, number>)[/makes (\w+) attacks/.exec(multi.desc)?.[1] ?? ''] ??
      1)
    : 1;
  const first = m.ActionAbilities.find((a) => a.desc.includes('Hit:'));
  const round = hitAverage(first?.desc ?? '') * count;
  const special = m.ActionAbilities.find((a) => a.title.includes('Recharge'));
  return special ? (failAverage(special.desc) + 2 * round) / 3 : round;
}

describe('generated monsters', () => {
  it(`follow the guideline row over ${SEEDS} seeds per challenge rating`, () => {
    for (const cr of CRS) {
      const row = guidelineRow(cr);
      for (let i = 0; i < SEEDS; i++) {
        const m = generateMonster(createRng(`cr${cr}-${i}`), { cr });
        const where = `${m.Name} CR ${cr} seed ${i}`;
        expect(m.ChallengeRating, where).toBe(cr);
        expect(m.XP, where).toBe(row.xp);
        expect(m.ProfBonus, where).toBe(row.proficiencyBonus);
        expect(m.ArmorClass, where).toBe(row.armorClass);
        expect(m.HitPoints, where).toBeGreaterThanOrEqual(row.hitPoints[0]);
        expect(m.HitPoints, where).toBeLessThanOrEqual(row.hitPoints[1]);
        const dpr = damagePerRound(m);
        expect(dpr, where).toBeGreaterThanOrEqual(row.damagePerRound[0]);
        expect(dpr, where).toBeLessThanOrEqual(row.damagePerRound[1]);
        for (const a of m.ActionAbilities) {
          if (a.desc.includes('to hit')) expect(a.desc, where).toContain(`+${row.attackBonus} to hit`);
          if (a.desc.includes('saving throw')) expect(a.desc, where).toContain(`DC ${row.saveDc}`);
        }
        const text = JSON.stringify(m);
        expect(text, where).not.toMatch(/undefined|NaN/);
        for (const part of [m.Appearance, m.Description, ...m.ActionAbilities.map((a) => a.desc)]) {
          expect(rawTextProblems(part), where).toEqual([]);
        }
      }
    }
  }, 300_000);

  it('gives each type its defenses', () => {
    for (let i = 0; i < 50; i++) {
      const undead = generateMonster(createRng(`u${i}`), { type: 'Undead' });
      expect(undead.DamageResistances).toContain('necrotic');
      expect(undead.DamageImmunities).toContain('poison');
      const elemental = generateMonster(createRng(`e${i}`), { type: 'Elemental' });
      const element = elemental.DamageImmunities.split(', ').find((d) => d !== 'poison') ?? 'poison';
      expect(elemental.ActionAbilities.some((a) => a.desc.includes(`${element} damage`))).toBe(true);
    }
  });

  it('honors the type and is deterministic', () => {
    for (const type of CREATURE_TYPES) expect(generateMonster(createRng('t'), { type, cr: 3 }).Type).toBe(type);
    expect(generateMonster(createRng('same'))).toEqual(generateMonster(createRng('same')));
  });
});
