import { describe, expect, it, vi } from 'vitest';
import { generateBatch } from '../core/batch';
import { createRng, type Rng } from '../core/rng';
import { Decks, type Grammar } from '../core/table';
import { toPlainText, type TextComponent } from '../text/rich-text';
import type { CharacterTextOptions } from './character-text';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { PERSONALITY_GRAMMAR } from './personality-tables';
import { SECRET_GRAMMAR } from './secret-tables';
import { SWEEP_SIZE, adjectiveOnlyWords, capitalStart, problemTexts, wordsOf } from '../core/text-checks';
import {
  generateDesire,
  generateFear,
  generateFlaw,
  generateGoal,
  generatePersonality,
  generateSecret,
  generateVoice,
} from './traits';
import { VOICE_GRAMMAR } from './voice-tables';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

type Maker = (rng: Rng, options?: Decks | CharacterTextOptions) => TextComponent[];

const CASES: readonly (readonly [string, Maker, Grammar, number])[] = [
  ['personality', generatePersonality, PERSONALITY_GRAMMAR, 600],
  ['goal', generateGoal, GOAL_GRAMMAR, 600],
  ['secret', generateSecret, SECRET_GRAMMAR, 950],
  ['fear', generateFear, FEAR_GRAMMAR, 600],
  ['flaw', generateFlaw, FLAW_GRAMMAR, 600],
  ['desire', generateDesire, DESIRE_GRAMMAR, 600],
  ['voice', generateVoice, VOICE_GRAMMAR, 600],
];

describe.each(CASES)('%s', (_name, make, grammar, distinctBar) => {
  const plain = (seed: string, options: CharacterTextOptions = {}) => toPlainText(make(createRng(seed), options));

  it('is deterministic per seed and varies across seeds', () => {
    expect(make(createRng('same'), { adjectives: true })).toEqual(make(createRng('same'), { adjectives: true }));
    expect(new Set(['a', 'b', 'c', 'd'].map((s) => plain(s))).size).toBeGreaterThan(1);
  });

  it(`gives at least ${distinctBar} distinct results in 1,000 draws`, () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(plain(`d${i}`));
    expect(seen.size).toBeGreaterThanOrEqual(distinctBar);
  });

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} draws`, () => {
    expect(problemTexts(SWEEP_SIZE, (i) => plain(`i${i}`, { adjectives: i % 2 === 0 }), capitalStart)).toEqual([]);
  });

  it('repeats nothing in a batch of 25', () => {
    for (let s = 0; s < 20; s++) {
      const batch = generateBatch(createRng(`batch${s}`), 25, (rng, decks) => toPlainText(make(rng, { decks })));
      expect(new Set(batch).size).toBe(25);
    }
  });

  it('accepts a Decks in place of the options', () => {
    const decks = new Decks();
    expect(toPlainText(make(createRng('decks'), decks))).not.toBe('');
  });

  it('shows optional adjectives only when they are on', () => {
    const adjectiveWords = adjectiveOnlyWords(grammar);
    expect(adjectiveWords.size).toBeGreaterThan(0);
    let withAdjectives = 0;
    for (let i = 0; i < 400; i++) {
      const off = wordsOf(plain(`adj${i}`, { adjectives: false }));
      expect(off.filter((w) => adjectiveWords.has(w))).toEqual([]);
      if (wordsOf(plain(`adj${i}`, { adjectives: true })).some((w) => adjectiveWords.has(w))) withAdjectives++;
    }
    expect(withAdjectives).toBeGreaterThan(0);
  });
});

describe('voice', () => {
  it('quotes a favourite phrase and a sample line that uses it', () => {
    for (let i = 0; i < 300; i++) {
      const text = toPlainText(generateVoice(createRng(`v${i}`)));
      const phrase = /Favourite phrase: “…?([^…”]+)…?”/.exec(text)?.[1]?.replace(/\.$/, '');
      const sample = /Sample line: “([^”]+)”/.exec(text)?.[1];
      expect(phrase, text).toBeTruthy();
      expect(sample?.toLowerCase(), text).toContain(phrase?.toLowerCase());
    }
  });
});
