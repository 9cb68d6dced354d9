import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { Facts } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { PERSONALITY_GRAMMAR } from './personality-tables';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from './traits';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const MAKERS = {
  secret: generateSecret,
  fear: generateFear,
  flaw: generateFlaw,
  desire: generateDesire,
  goal: generateGoal,
  personality: generatePersonality,
  voice: generateVoice,
} as const;

/** Words a secret's victim, time, deed, knower and stakes say at most once between them. */
const ONCE = ['bounty', 'priest', 'rival', 'watch', 'sealed', 'letters', 'former', 'traveling', 'wedding'];

describe('character texts', () => {
  it('end every one with sentence punctuation', () => {
    const bad: string[] = [];
    for (const [name, make] of Object.entries(MAKERS))
      for (let i = 0; i < 1500; i++) {
        const text = toPlainText(make(createRng(`punct-${name}-${i}`))).trim();
        if (!/[.!?”]$/.test(text)) bad.push(`${name}: ${text}`);
      }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('name a bounty hunter, a priest, a rival or the watch once in a secret, not in the deed and again in who knows', () => {
    const echoes: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const text = toPlainText(generateSecret(createRng(`echo-${i}`))).toLowerCase();
      for (const word of ONCE)
        if ((text.match(new RegExp(`\\b${word}\\b`, 'g')) ?? []).length > 1) echoes.push(`${word}: ${text}`);
    }
    expect(echoes.slice(0, 5)).toEqual([]);
  });

  it('draw tells, excuses, origins and motives from pools deep enough that 25 results seldom repeat one', () => {
    const thin: string[] = [];
    const pools: [string, Record<string, readonly unknown[]>, RegExp, number][] = [
      ['flaw', FLAW_GRAMMAR, /Tell$/, 7],
      ['fear', FEAR_GRAMMAR, /Tell$/, 7],
      ['desire', DESIRE_GRAMMAR, /Tell$/, 6],
      ['fear', FEAR_GRAMMAR, /Origin$/, 5],
      ['personality', PERSONALITY_GRAMMAR, /^p[A-Z][a-z]+(Core|Habit)$/, 7],
      ['goal', GOAL_GRAMMAR, /Step$/, 8],
    ];
    for (const [name, grammar, table, least] of pools)
      for (const [key, rows] of Object.entries(grammar))
        if (table.test(key) && rows.length < least) thin.push(`${name}.${key}: ${rows.length} rows`);
    expect(thin).toEqual([]);
    expect(FLAW_GRAMMAR.fExcuse.length).toBeGreaterThanOrEqual(20);
    expect(DESIRE_GRAMMAR.dSacrifice.length).toBeGreaterThanOrEqual(24);
    expect(GOAL_GRAMMAR.gMotive.length).toBeGreaterThanOrEqual(40);
  });

  it('give a personality no word worth saying once twice: no sly smile that smiles, no price haggled over the price', () => {
    const once = /\b(smil\w*|price|strangers?|terrible|boots|earned|funerals?|mirrors?)\b/gi;
    const echoes: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const text = toPlainText(generatePersonality(createRng(`p-echo-${i}`)));
      const words = (text.match(once) ?? []).map((w) => w.toLowerCase().replace(/s$/, '').slice(0, 4));
      if (new Set(words).size < words.length) echoes.push(text);
    }
    expect(echoes.slice(0, 5)).toEqual([]);
  });

  it('trade an eye or a hand only for a desperate longing, never for money, love, a name or a quiet life', () => {
    const small = ['ds-wealth', 'ds-love', 'ds-power', 'ds-fame', 'ds-home', 'ds-peace', 'ds-belong', 'ds-youth'];
    const bad: string[] = [];
    let bodily = 0;
    for (let i = 0; i < 4000; i++) {
      const facts = new Facts(['Trade', 'employee']);
      const text = toPlainText(generateDesire(createRng(`body-${i}`), { facts }));
      if (!/both eyes|right hand/.test(text)) continue;
      bodily++;
      if (small.some((tag) => facts.has(tag))) bad.push(text);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(bodily).toBeGreaterThan(0);
  });
});
