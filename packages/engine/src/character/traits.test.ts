import { describe, expect, it, vi } from 'vitest';
import { generateBatch } from '../core/batch';
import { createRng, type Rng } from '../core/rng';
import { Decks, rowImplies, rowText, type Grammar, type Row } from '../core/table';
import { toPlainText, type TextComponent } from '../text/rich-text';
import type { CharacterTextOptions } from './character-text';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { JOBS } from './jobs';
import { personFacts } from './person-facts';
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

const rowRequires = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.requires ?? []));

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
  it('quotes a favorite phrase and a sample line that uses it', () => {
    for (let i = 0; i < 300; i++) {
      const text = toPlainText(generateVoice(createRng(`v${i}`)));
      const phrase = /Favorite phrase: “…?([^…”]+)…?”/.exec(text)?.[1]?.replace(/\.$/, '');
      const sample = /Sample line: “([^”]+)”/.exec(text)?.[1];
      expect(phrase, text).toBeTruthy();
      expect(sample?.toLowerCase(), text).toContain(phrase?.toLowerCase());
    }
  });
});

describe('goal', () => {
  const text = (i: number) => toPlainText(generateGoal(createRng(`goal-motive-${i}`)));

  it('gives a motive that fits its aim: no rival spited over a wrong to the family, no employer fled by building a well', () => {
    const justice =
      /cheated the family|dead father's name|corrupt magistrate|burned down|stolen inheritance|smuggling ring|cruel landlord|was murdered/;
    const town =
      /school for poor children|bridge over the ford|rat problem|protection racket|chapel|fire brigade|proper well|public garden/;
    let spite = 0;
    let employer = 0;
    for (let i = 0; i < 4000; i++) {
      const goal = text(i);
      if (goal.includes('purely to spite a rival')) {
        spite++;
        expect(goal, goal).not.toMatch(justice);
      }
      if (goal.includes('bullying employer')) {
        employer++;
        expect(goal, goal).not.toMatch(town);
      }
    }
    expect(spite).toBeGreaterThan(0);
    expect(employer).toBeGreaterThan(0);
  });
});

describe('goal lead', () => {
  it('names only a first step after a lead that opens the work: nothing far along "has already begun"', () => {
    const farAlong = Object.entries(GOAL_GRAMMAR)
      .filter(([name]) => name.endsWith('Step'))
      .flatMap(([, rows]) =>
        (rows as readonly Row[]).filter((r) => typeof r !== 'string' && r.excludes?.includes('g-lead-start')),
      )
      .map((r) => rowText(r).replace(/\{[^}]*\}.*$/, ''));
    expect(farAlong.length).toBeGreaterThan(0);
    for (let i = 0; i < 4000; i++) {
      const goal = toPlainText(generateGoal(createRng(`goal-lead-${i}`)));
      const step = /it has already begun with (.*)\.$/i.exec(goal)?.[1];
      if (step)
        expect(
          farAlong.filter((f) => step.startsWith(f)),
          goal,
        ).toEqual([]);
    }
  });
});

describe('goal of a craft', () => {
  it('never sends someone who already works a craft begging a master for an apprenticeship', () => {
    const armorer = JOBS.find((row) => row.job === 'Armorer')!;
    let crafted = 0;
    for (let i = 0; i < 3000; i++) {
      const facts = personFacts({ heritage: 'Dwarf', gender: 'Male', age: 69, job: armorer });
      const goal = toPlainText(generateGoal(createRng(`goal-craft-${i}`), { facts }));
      if (/forge a blade|brew the finest|music box|carve a door/.test(goal)) crafted++;
      expect(goal, goal).not.toMatch(/begging a master for an apprenticeship/);
    }
    expect(crafted).toBeGreaterThan(0);
  });
});

describe('fear', () => {
  it('shows a dread of the hour before dawn at that hour, not at dusk', () => {
    let dawn = 0;
    for (let i = 0; i < 6000; i++) {
      const fear = toPlainText(generateFear(createRng(`fear-dawn-${i}`)));
      if (!fear.includes('the hour before dawn')) continue;
      dawn++;
      expect(fear, fear).not.toMatch(/after sunset|at dusk/);
    }
    expect(dawn).toBeGreaterThan(0);
  });
});

describe('secret', () => {
  it('does a deed where it could happen: no millrace on a ship, no orchard on the road, no desertion on a barge', () => {
    const inTown = /millrace|orchard|coffin|old market|midsummer lottery|sank the boat/;
    let away = 0;
    for (let i = 0; i < 4000; i++) {
      const text = toPlainText(generateSecret(createRng(`secret-place-${i}`)));
      if (
        !/^(On a ship bound for the south|On the road between two towns|During a season working the river barges),/.test(
          text,
        )
      )
        continue;
      away++;
      expect(text, text).not.toMatch(inTown);
      if (!text.startsWith('On the road'))
        expect(text, text).not.toMatch(/snowstorm|tavern brawl|set the dogs|deserted from the army|anonymous letters/);
    }
    expect(away).toBeGreaterThan(50);
  });

  it('names a witness who saw it happen only when the secret is a deed, not a state of affairs', () => {
    const knowers: readonly Row[] = SECRET_GRAMMAR.sKnower;
    for (const row of knowers) {
      const text = rowText(row);
      if (/saw it all|witness|accomplice|growls at the memory/.test(text))
        expect(rowRequires(row), text).toContain('deed');
    }
    const roots: readonly Row[] = SECRET_GRAMMAR.secret;
    for (const row of roots) {
      const deed = rowText(row).includes('{sDeed}');
      expect(rowImplies(row).includes('deed'), rowText(row)).toBe(deed);
    }
  });
});

describe('personality', () => {
  it('shows the curiosity it names: a tinkerer takes things apart, a gossip reads letters', () => {
    let seen = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = toPlainText(generatePersonality(createRng(`curious-${i}`)));
      if (/how things work/i.test(text)) {
        seen++;
        expect(text, text).not.toMatch(/reads letters|personal questions/);
      }
      if (/gossip and secrets/i.test(text)) expect(text, text).not.toMatch(/takes apart every lock/);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('secrets and flaws say one thing', () => {
  it('marries no rival under a false name, and a gossip who cannot keep a secret tells it rather than snoops', () => {
    for (let i = 0; i < 20_000; i++) {
      const secret = toPlainText(generateSecret(createRng(`rival-${i}`)));
      expect(secret, secret).not.toMatch(/married a rival suitor/);
      const flaw = toPlainText(generateFlaw(createRng(`blab-${i}`)));
      expect(flaw, flaw).not.toMatch(/keep a secret: (steams|listens)/i);
    }
  });
});
