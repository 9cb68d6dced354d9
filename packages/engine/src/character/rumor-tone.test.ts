import { describe, expect, it, vi } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Row } from '../core/table';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { generateRumor, type RumorOptions } from './rumor';
import { RUMOR_GRAMMAR } from './rumor-tables';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const CLAIMS: readonly Row[] = [
  ...RUMOR_GRAMMAR.rumorAboutPerson,
  ...RUMOR_GRAMMAR.rumorAboutPlace,
  ...RUMOR_GRAMMAR.rumorAboutBoth,
];
const TRUTHS = RUMOR_GRAMMAR.rumorTruth as readonly Row[];
const requiresOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.requires ?? []));
const excludesOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.excludes ?? []));

/** Truths whose tone fits only one kind of claim, and the claim tag each must require. */
const TONE: readonly { truth: RegExp; tag: string }[] = [
  // Pride and a story told for a round: a feat or an oddity, not a letter never answered.
  { truth: /proud of it|whole story|laughed out loud/, tag: 'claim-boast' },
  // Hushed up, buried, paid off: a grave matter, not a quarrel at home.
  {
    truth:
      /someone powerful|council wants buried|better off not knowing|lose everything|paid not to|knife in the dark|left town rather/,
    tag: 'claim-grave',
  },
  // A scandal: only of a claim that would be one.
  { truth: /scandal|same secret/, tag: 'claim-shame' },
  // A harmless thing nobody cares about: only of a petty claim.
  { truth: /nobody much cares|so harmless/, tag: 'claim-petty' },
  { truth: /decided, kindly/, tag: 'claim-sad' },
];

const MIRA: TextComponent = { text: 'Mira Hollowell', type: 'npc-x.3' };
const INN: TextComponent = { text: 'The Gilded Goose', type: 'building-x.7' };
const VARIANTS: RumorOptions[] = [
  {},
  { subject: MIRA },
  { place: INN, placeTags: ['Tavern'] },
  { subject: MIRA, place: INN, placeTags: ['Tavern'] },
];
const draws = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) =>
    toPlainText(generateRumor(createRng(`${prefix}${i}`), VARIANTS[i % VARIANTS.length]!)),
  );

describe('the tone of a rumor’s truth fits its claim', () => {
  it('makes every truth of a tone require the claims of that tone, and keeps grave and petty, boast and shame apart', () => {
    for (const { truth, tag } of TONE) {
      const rows = TRUTHS.filter((row) => truth.test(rowText(row)));
      expect(rows.length, String(truth)).toBeGreaterThan(0);
      for (const row of rows) expect(requiresOf(row), rowText(row)).toContain(tag);
      expect(CLAIMS.filter((row) => rowImplies(row).includes(tag)).length, tag).toBeGreaterThanOrEqual(6);
    }
    for (const row of CLAIMS) {
      const tags = rowImplies(row);
      expect(tags.includes('claim-grave') && tags.includes('claim-petty'), rowText(row)).toBe(false);
      expect(tags.includes('claim-sad') && tags.includes('claim-boast'), rowText(row)).toBe(false);
    }
    // A jolly truth, or proof kept as of a deed, is never told of a grief (a place has none).
    for (const row of TRUTHS)
      if (
        /making a song|least surprising|enjoy the attention|proud of it|first round|proof|proving/.test(rowText(row)) &&
        !requiresOf(row).includes('claim-place')
      )
        expect([...excludesOf(row), ...requiresOf(row).map((t) => `!${t}`)], rowText(row)).toContain('claim-sad');
    // What happened to the building before it: not a thing found out behind it.
    for (const row of TRUTHS)
      if (/building that stood on the spot/.test(rowText(row))) expect(excludesOf(row)).toContain('claim-outside');
  });

  it('never says the teller swears, whispers or insists and then that the subject does too', () => {
    const ROOTS: Record<string, RegExp> = {
      'says-swear': /\bsw(ear|ore|orn)/,
      'says-whisper': /\bwhisper/,
      'says-insist': /\binsist/,
      'says-claim': /\bclaim(s|ed)?\b/,
      'says-mutter': /\bmutter/,
    };
    for (const row of CLAIMS)
      for (const [tag, root] of Object.entries(ROOTS))
        if (root.test(rowText(row))) expect(excludesOf(row), rowText(row)).toContain(tag);
    const bad = draws(3000, 'tone-say').filter((text) => {
      const claim = text.split('Truth:')[0]!;
      return Object.values(ROOTS).some((root) => (claim.match(new RegExp(root.source, 'g')) ?? []).length > 1);
    });
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('draws truths and tellers from pools wide enough that 25 rumors seldom repeat one', () => {
    // Over 40 readings of 25 single rumors, a truth or a teller seen twice in one reading is rare.
    let repeats = 0;
    for (let r = 0; r < 40; r++) {
      const texts = draws(25, `tone-read${r}-`);
      const truths = texts.map((t) => t.split('Truth:')[1]!.trim());
      repeats += truths.length - new Set(truths).size;
    }
    expect(repeats / 40).toBeLessThanOrEqual(3);
  });
});
