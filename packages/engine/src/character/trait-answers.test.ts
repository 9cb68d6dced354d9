import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Grammar, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { DESIRE_GRAMMAR } from './desire-tables';
import { FEAR_GRAMMAR } from './fear-tables';
import { FLAW_GRAMMAR } from './flaw-tables';
import { GOAL_GRAMMAR } from './goal-tables';
import { SECRET_GRAMMAR } from './secret-tables';
import { generateDesire, generateFear, generateFlaw, generateGoal, generateSecret } from './traits';

const rowRequires = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.requires ?? []));

/**
 * Families whose behavior half must answer the object half: every object names the kinds of
 * behavior that answer it (`implies`), and every behavior declares the kind it answers
 * (`requires`), so a behavior is drawn only beside an object it answers.
 */
const ANSWERED: readonly (readonly [string, Grammar, string, string, readonly string[]])[] = [
  [
    'fear of shame',
    FEAR_GRAMMAR,
    'fearShameObject',
    'fearShameTell',
    ['fsh-fail', 'fsh-seen', 'fsh-mock', 'fsh-kin', 'fshame-forgot'],
  ],
  [
    'fear of being alone',
    FEAR_GRAMMAR,
    'fearAloneObject',
    'fearAloneTell',
    ['fa-company', 'fa-quiet', 'fa-left', 'fa-end'],
  ],
  ['gossip', FLAW_GRAMMAR, 'fGossipCore', 'fGossipTell', ['fg-gather', 'fg-spread']],
  ['art', DESIRE_GRAMMAR, 'dArtCore', 'dArtTell', ['art-make', 'art-stage', 'art-tune']],
  ['freedom', DESIRE_GRAMMAR, 'dFreeCore', 'dFreeTell', ['free-duty', 'free-road', 'free-self']],
  ['peace', DESIRE_GRAMMAR, 'dPeaceCore', 'dPeaceTell', ['pc-quiet', 'pc-sleep']],
  ['revenge', DESIRE_GRAMMAR, 'dRevengeCore', 'dRevengeTell', ['rev-one', 'rev-family', 'rev-grudge']],
];

describe('behaviors answer their objects', () => {
  for (const [name, grammar, objects, tells, kinds] of ANSWERED) {
    it(`${name}: every behavior declares a kind, and every object has one that answers it`, () => {
      const kindOf = (tags: readonly string[]) => tags.filter((t) => kinds.includes(t));
      const tellRows = grammar[tells] as readonly Row[];
      for (const tell of tellRows) {
        expect(kindOf(rowRequires(tell)), rowText(tell)).toHaveLength(1);
      }
      for (const object of grammar[objects] as readonly Row[]) {
        const answers = kindOf(rowImplies(object));
        expect(answers.length, rowText(object)).toBeGreaterThan(0);
        const answering = tellRows.filter((t) => answers.some((k) => rowRequires(t).includes(k)));
        expect(answering.length, rowText(object)).toBeGreaterThanOrEqual(2);
      }
    });
  }

  it('an excuse of a bad back only follows a tell that keeps away from the thing', () => {
    const hide = (FEAR_GRAMMAR.fearHides as readonly Row[]).find((r) => rowText(r).includes('bad back'));
    expect(hide && rowRequires(hide)).toContain('fear-avoid');
  });

  it('shows a love of danger only in danger sought, and a blabbermouth only telling what is true', () => {
    const flaws = Array.from({ length: 6000 }, (_, i) => toPlainText(generateFlaw(createRng(`flaw-show-${i}`))));
    expect(flaws.some((t) => /addicted to danger/i.test(t))).toBe(true);
    expect(flaws.filter((t) => /addicted to danger.*(first horse offered|signs contracts)/i.test(t))).toEqual([]);
    expect(flaws.filter((t) => /unable to keep a secret.*invents details/i.test(t))).toEqual([]);
  });

  it('generated traits never pair a behavior with an object it does not answer', () => {
    const bad = [
      /disappointing the family; laughs first/,
      /silence; clings to friendships/,
      /second chair at the table, and blames/,
      /Unable to keep a secret: (knows of every quarrel|listens at doors|loiters at the well|steams open)/,
      /performing before royalty; (fills the margins|sketches|keeps a half-finished|spends every spare coin)/,
      /family ruined; practices with a blade/,
      /open road; (bristles|counts the days)/,
    ];
    const rng = createRng('trait-answers');
    for (let i = 0; i < 1500; i++) {
      for (const make of [generateFear, generateFlaw, generateDesire]) {
        const text = toPlainText(make(rng));
        for (const re of bad) expect(text).not.toMatch(re);
      }
    }
  });
});

describe('goal motives fit the aim', () => {
  const motive = (words: string) => (GOAL_GRAMMAR.gMotive as readonly Row[]).find((r) => rowText(r).includes(words));

  it('a feat thought impossible (`gm-feat`) is never the motive of a marriage or a reckoning', () => {
    expect(motive('nobody believes it can be done') && rowRequires(motive('nobody believes')!)).toEqual(['gm-feat']);
    for (const table of ['gKinAim', 'gJusticeAim'] as const) {
      for (const aim of GOAL_GRAMMAR[table] as readonly Row[])
        expect(rowImplies(aim), rowText(aim)).not.toContain('gm-feat');
    }
  });

  it('making a mark is the motive of a lasting work, not of a marriage', () => {
    expect(rowRequires(motive('more than a name in the tax roll')!)).toEqual(['gm-legacy']);
    for (const aim of GOAL_GRAMMAR.gKinAim as readonly Row[])
      expect(rowImplies(aim), rowText(aim)).not.toContain('gm-legacy');
  });

  it('generated goals never give a reckoning or a wedding the wrong motive', () => {
    const rng = createRng('goal-motives');
    for (let i = 0; i < 2000; i++) {
      const text = toPlainText(generateGoal(rng));
      expect(text).not.toMatch(
        /(murdered|hanged|burned down the family house|despite the family's wishes), because nobody believes/,
      );
      expect(text).not.toMatch(/despite the family's wishes, to be something more than a name/);
    }
  });
});

describe('secret fallout fits the scale of the secret', () => {
  const stakes = [...(SECRET_GRAMMAR.sStakes as readonly Row[]), ...(SECRET_GRAMMAR.sLaw as readonly Row[])];
  const rowExcludes = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.excludes ?? []));

  it('a petty deed never carries the grand entanglements (`sk-plot`)', () => {
    for (const deed of SECRET_GRAMMAR.sDeed as readonly Row[]) {
      if (rowImplies(deed).includes('sev-low')) expect(rowImplies(deed), rowText(deed)).not.toContain('sk-plot');
    }
    for (const root of SECRET_GRAMMAR.secret as readonly Row[]) expect(rowImplies(root)).not.toContain('sk-plot');
  });

  it('a private sorrow never carries the grand entanglements (`sk-plot`)', () => {
    for (const state of SECRET_GRAMMAR.sState as readonly Row[]) {
      if (rowImplies(state).includes('st-private')) expect(rowImplies(state), rowText(state)).not.toContain('sk-plot');
    }
    for (const words of ['noble family would pay', 'three other people', 'much worse secret', 'hidden door']) {
      const row = stakes.find((r) => rowText(r).includes(words));
      expect(row && rowRequires(row), words).toContain('sk-plot');
    }
  });

  it('a deed on the dead (`v-dead`) has no stakes in which the wronged party acts or is repaid', () => {
    for (const row of stakes) {
      if (/injured party|to the wronged would|understand a betrayal/.test(rowText(row))) {
        expect(rowExcludes(row), rowText(row)).toContain('v-dead');
      }
    }
    for (const deed of SECRET_GRAMMAR.sDeed as readonly Row[]) {
      if (/coffin|will\b|deed-death/.test(rowText(deed) + rowImplies(deed).join(' '))) {
        expect(rowImplies(deed), rowText(deed)).toContain('v-dead');
      }
    }
  });

  it('generated secrets keep the fallout in scale', () => {
    const rng = createRng('secret-scale');
    for (let i = 0; i < 2500; i++) {
      const text = toPlainText(generateSecret(rng));
      expect(text).not.toMatch(
        /in love with .*(noble family would pay|three other people|much worse secret|hidden door)/,
      );
      expect(text).not.toMatch(/(coffin|will)\. .*injured party's patron/);
      expect(text).not.toMatch(/broke a sacred oath.*noble family would pay/);
    }
  });
});

describe('trait wording', () => {
  const singular = (w: string) => (w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

  it('says "never" once a sentence, repeats no long word in one, and prices nothing "too dear to afford"', () => {
    const rng = createRng('trait-wording');
    const makers = [generateDesire, generateFear, generateFlaw, generateGoal, generateSecret];
    for (let i = 0; i < 1500; i++) {
      for (const make of makers) {
        const text = toPlainText(make(rng));
        expect(text).not.toMatch(/too (expensive|costly|dear) to afford/);
        for (const sentence of text.split(/(?<=\.)\s+/)) {
          const words = (sentence.toLowerCase().match(/[a-z]+/g) ?? []).map(singular);
          const counts = new Map<string, number>();
          for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
          const echoed = [...counts].filter(([w, n]) => n > 1 && (w === 'never' || w.length >= 6)).map(([w]) => w);
          expect(echoed, sentence).toEqual([]);
        }
      }
    }
  });
});
