import { describe, expect, it } from 'vitest';
import { checkGrammar } from '../core/grammar-check';
import { createRng } from '../core/rng';
import { SRD_CREATURES } from '../bestiary/srd';
import type { Monster } from '../bestiary/types';
import { CREATURE_TYPES } from '../data/options';
import { srdMonster } from './bestiary';
import { generateMonster } from './generate';
import { TYPE_PROFILES } from './generate-tables';
import { LORE_TABLES } from './lore-tables';

/** A phrase of the lore and the fact of the stat block it stands on. */
const CLAIMS: readonly [RegExp, (m: Monster) => boolean][] = [
  [/at home in the air|drifts through the air/, (m) => /\bfly\b/.test(m.Speed)],
  [/swims as easily|creature of the water/, (m) => /\bswim\b/.test(m.Speed)],
  [/tunnels through earth/, (m) => /\bburrow\b/.test(m.Speed)],
  [/climbs sheer rock/, (m) => /\bclimb\b/.test(m.Speed)],
  [/made for the dark/, (m) => m.Senses.includes('darkvision')],
  [/without needing to see/, (m) => m.Senses.includes('blindsight')],
  [/sees through illusion/, (m) => m.Senses.includes('truesight')],
  [/Flame does not trouble/, (m) => /\bfire\b/.test(m.DamageImmunities)],
  [/Cold does not trouble/, (m) => /\bcold\b/.test(m.DamageImmunities)],
  [/does not speak/, (m) => m.Languages === '—' || /can[’']t speak/.test(m.Languages)],
  [/will talk|can be reasoned with/, (m) => m.Languages !== '—' && !/can[’']t speak/.test(m.Languages)],
  [/means harm|enjoys the taking/, (m) => /evil/.test(m.Alignment)],
  [/helps travelers|keeps faith/, (m) => /good/.test(m.Alignment)],
  [/acts on instinct/, (m) => m.Stats.Stat_Intelligence <= 4],
  [/hard enough to turn a blade/, (m) => m.ArmorClass >= 15],
];

function contradictions(m: Monster): string[] {
  const text = `${m.Appearance} ${m.Description}`;
  return CLAIMS.filter(([phrase, holds]) => phrase.test(text) && !holds(m)).map(([phrase]) => `${m.Name}: ${phrase}`);
}

describe('appearance and lore', () => {
  it('is a well-formed table set', () => {
    expect(
      checkGrammar({
        name: 'monster lore',
        grammar: LORE_TABLES,
        roots: ['body', 'feature', 'mind', 'temper', 'speech'],
      }),
    ).toEqual([]);
  });

  it('never contradicts the figures of a bestiary creature', () => {
    expect(SRD_CREATURES.flatMap((c) => contradictions(srdMonster(c.id) as Monster))).toEqual([]);
  });

  it('never contradicts the figures of a generated monster', () => {
    const found: string[] = [];
    for (let i = 0; i < 1000; i++) found.push(...contradictions(generateMonster(createRng(`lore${i}`))));
    expect(found).toEqual([]);
  });

  it('has every list filled for every creature type', () => {
    for (const type of CREATURE_TYPES) {
      const p = TYPE_PROFILES[type];
      for (const list of [
        p.sizes,
        p.abilities,
        p.environments,
        p.alignments,
        p.languages,
        p.senses,
        p.speeds,
        p.weapons,
        p.names,
      ]) {
        expect(list.length, type).toBeGreaterThan(0);
      }
      expect(p.abilities).toHaveLength(6);
      expect(p.prefixes.length > 0 || p.hasElement, type).toBe(true);
    }
  });
});
