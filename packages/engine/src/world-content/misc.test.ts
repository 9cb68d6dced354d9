import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { generateMisc } from './misc';
import { MISC_GRAMMAR } from './misc-grammar';

const games = Array.from({ length: 1000 }, (_, i) =>
  toPlainText(generateMisc(createRng(`game-${i}`), { type: 'Tavern Game' }).component),
);
const kindsOf = (row: Row, key: 'requires' | 'implies'): string[] =>
  (key === 'implies' ? rowImplies(row) : typeof row === 'string' ? [] : (row.requires ?? [])).filter((t) =>
    t.startsWith('g:'),
  );

describe('tavern games', () => {
  it('say how a game is won or what the pot pays, every one', () => {
    for (const text of games) expect(text).toMatch(/\b(wins?|takes|split|is paid|doubles|champion)\b/);
  });

  it('are named for their own play: every play has one kind, and every name noun belongs to a kind', () => {
    const plays = (MISC_GRAMMAR.gamePlay ?? []) as readonly Row[];
    const kinds = new Set(plays.map((row) => kindsOf(row, 'implies')[0]));
    for (const row of plays) expect(kindsOf(row, 'implies'), rowText(row)).toHaveLength(1);
    for (const table of ['gameNoun', 'gameNoun2'])
      for (const row of (MISC_GRAMMAR[table] ?? []) as readonly Row[]) {
        const required = (typeof row === 'string' ? [] : (row.requires ?? [])).join('|');
        expect(required, rowText(row)).toMatch(/^g:/);
      }
    for (const kind of kinds) {
      const nouns = (MISC_GRAMMAR.gameNoun ?? []).filter((row) => kindsOf(row, 'requires').includes(kind as string));
      expect(nouns.length, kind).toBeGreaterThanOrEqual(2);
    }
    // The game the reader met: "Blind Towers" was a drinking game with no towers in it.
    for (const text of games) {
      if (/Towers|Stacks/.test(text.split(':')[0] as string)) expect(text).toMatch(/stacking coins/);
      if (/^Blind /.test(text)) expect(text).toMatch(/hides a bean|mystery bottle|hides the queen|leather screen/);
    }
  });

  it('settle ties only where two players can tie', () => {
    for (const text of games)
      if (/staring contest/.test(text)) expect(text).not.toMatch(/odd or even|mystery bottle|last one left/);
  });
});

describe('book titles', () => {
  const books = Array.from({ length: 1000 }, (_, i) =>
    toPlainText(generateMisc(createRng(`book-${i}`), { type: 'Book Title' }).component),
  );

  it("read as old titles, not numbered lists, and a memoir is its subject's own", () => {
    for (const text of books) {
      expect(text).not.toMatch(/^\d+ Ways/);
      if (/^Memoirs of/.test(text)) expect(text).not.toMatch(/anonymous monk|Lady of Quality|Professor/);
    }
  });
});

describe('trinkets', () => {
  it('speak of a bundle of things as many: no "in it" or "that is" after seven pebbles', () => {
    for (const row of MISC_GRAMMAR.trinketDetail as readonly Row[]) {
      const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
      if (/\b(it|is)\b/.test(rowText(row))) expect(excludes, rowText(row)).toContain('bundle');
    }
  });
});

describe('pockets', () => {
  it('seldom turn out the same coins and the same oddity twice in 25 pockets', () => {
    const things = (MISC_GRAMMAR.pocketThing ?? []).map((row) => rowText(row).replace(/\{[^}]*\}/g, ''));
    let repeats = 0;
    for (let sitting = 0; sitting < 20; sitting++) {
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        const text = toPlainText(
          generateMisc(createRng(`misc-sitting-${sitting}-${i}`), { type: 'Pocket Contents' }).component,
        );
        // The coins and the odd thing, with the everyday thing between them and any numbers set aside.
        let key = text.replace(/\d+/g, '#');
        for (const thing of things) key = key.replace(thing, '');
        if (seen.has(key)) repeats++;
        seen.add(key);
      }
    }
    // Six purses and ten oddities gave about 5 in 25 pockets; eleven and eighteen give under 2.
    expect(repeats / 20).toBeLessThan(2.5);
  });
});

describe('trinkets', () => {
  it('give a bundle of things as many details to choose from as a single thing, near enough', () => {
    const details = (MISC_GRAMMAR.trinketDetail ?? []) as readonly Row[];
    const forBundles = details.filter((row) => typeof row === 'string' || !(row.excludes ?? []).includes('bundle'));
    // Six details for every bundle made one of them show up in one trinket of eleven.
    expect(forBundles.length).toBeGreaterThanOrEqual(12);
    let moths = 0;
    for (let i = 0; i < 1000; i++) {
      const text = toPlainText(generateMisc(createRng(`trinket-${i}`), { type: 'Trinket' }).component);
      if (/embroidered with moths/.test(text)) moths++;
    }
    expect(moths).toBeLessThan(60);
  });
});

describe('a trinket reads aloud', () => {
  it('says "with" once: no "a coin with a hole in it with a slip of paper inside"', () => {
    for (let i = 0; i < 2000; i++) {
      const text = toPlainText(generateMisc(createRng(`trinket-with-${i}`), { type: 'Trinket' }).component);
      expect(text.match(/\bwith\b/g)?.length ?? 0, text).toBeLessThan(2);
    }
  });
});

describe('misc results read as a game master would read them aloud', () => {
  it('labels "do not open" only what opens, and the stakes, omen readers and smells come from wide pools', () => {
    const requiresOf = (row: Row) => (typeof row === 'string' ? [] : (row.requires ?? []));
    for (const row of MISC_GRAMMAR.trinketDetail as readonly Row[])
      if (/\bopen\b/.test(rowText(row))) expect(requiresOf(row), rowText(row)).toContain('opens');
    for (let i = 0; i < 2000; i++) {
      const text = toPlainText(generateMisc(createRng(`open-${i}`), { type: 'Trinket' }).component);
      if (/do not open/.test(text))
        expect(text).toMatch(
          /locket|compass|music box|snuffbox|cup|pouch|letters|vial|tin|packet|tinderbox|pillbox|scent bottle|reliquary/,
        );
    }
    expect(MISC_GRAMMAR.gameStakes!.length).toBeGreaterThanOrEqual(10);
    // A game nobody plays for money is never played for silver.
    for (const row of MISC_GRAMMAR.gameStakeThing as readonly Row[])
      expect(rowText(row)).not.toMatch(/silver|gold|coin|copper/);
    // Every sign is a sentence of its own, and a meaning that begins "that" never follows "about" or "than".
    for (const row of MISC_GRAMMAR.omenSign as readonly Row[]) expect(rowText(row)).toMatch(/^[A-Z"].*[.!]$/);
    for (let i = 0; i < 3000; i++) {
      const omen = toPlainText(generateMisc(createRng(`omen-${i}`), { type: 'Omen' }).component);
      expect(omen).not.toMatch(/\b(about|than|of|over) that\b/);
    }
    expect(MISC_GRAMMAR.omenMeaning!.length).toBeGreaterThanOrEqual(25);
    expect(MISC_GRAMMAR.smellSource!.length).toBeGreaterThanOrEqual(10);
    // Five omens or tavern games in a reading of 25: their closing lines seldom match.
    for (const type of ['Omen', 'Tavern Game'] as const) {
      let repeats = 0;
      for (let r = 0; r < 40; r++) {
        const ends = Array.from({ length: 5 }, (_, i) => {
          const text = toPlainText(generateMisc(createRng(`tail-${type}-${r}-${i}`), { type }).component);
          return text
            .split('. ')
            .slice(-1)[0]!
            .replace(/ (means|foretells|promises|of|is) .*/, '');
        });
        repeats += ends.length - new Set(ends).size;
      }
      expect(repeats / 40, type).toBeLessThanOrEqual(0.6);
    }
  });
});
