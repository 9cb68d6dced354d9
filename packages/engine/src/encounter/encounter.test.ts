import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rawTextProblems } from '../core/text-checks';
import { toPlainText } from '../text/rich-text';
import { ENCOUNTER_TYPES, ENVIRONMENTS } from '../data/options';
import { srdCreature, srdEnvironments } from '../bestiary/srd';
import { adjustedXp } from '../bestiary/figures';
import { GENERATORS } from '../generators/index';
import { toGeneratorRequest } from '../generators/request';
import { BUDGET_TOLERANCE, generateEncounter } from './encounter';

const CRS = [0, 0.125, 0.25, 0.5, 1, 2, 3, 5, 8, 12, 17, 20, 24, 30];

describe('encounters', () => {
  it('match their stated budget within 10% and draw creatures from the chosen environment', () => {
    for (let i = 0; i < 600; i++) {
      const rng = createRng(`enc${i}`);
      const options = {
        type: rng.pick(ENCOUNTER_TYPES),
        environment: rng.pick(ENVIRONMENTS),
        cr: rng.pick(CRS),
      };
      const { facts, result } = generateEncounter(rng, options);
      const where = `${i} ${JSON.stringify(options)}`;
      expect(Math.abs(facts.adjustedXp - facts.budget), where).toBeLessThanOrEqual(facts.budget * BUDGET_TOLERANCE);
      expect(facts.adjustedXp).toBe(adjustedXp(facts.creatures.map((c) => ({ xp: c.xp, count: c.count }))));
      for (const c of facts.creatures) {
        if (c.kind === 'srd') {
          const creature = srdCreature(c.id);
          expect(creature && srdEnvironments(creature), where).toContain(options.environment);
        }
      }
      const text = toPlainText(result.component);
      expect(rawTextProblems(text), where).toEqual([]);
      expect(text).toContain(`budget of ${facts.budget.toLocaleString('en-US')} XP`);
      const links = result.component.filter((p) => p.type === 'srdmonster' || p.type === 'monster');
      expect(links).toHaveLength(facts.creatures.length);
    }
  });

  it('gives at least 900 distinct situations per 1,000', () => {
    const def = GENERATORS.GetEncounter;
    if (!def) throw new Error('GetEncounter');
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const { data } = def.generate(createRng(`d${i}`), toGeneratorRequest(def, {})) as {
        data: { component: never[] }[];
      };
      seen.add(toPlainText(data[0]?.component ?? []));
    }
    expect(seen.size).toBeGreaterThanOrEqual(900);
  });
});
