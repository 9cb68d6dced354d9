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
const requiresOfRow = (row: Row): readonly string[] => requiresOf(row).flatMap((r) => r.split('|'));

/** Truths that answer one kind of claim, and the claim tag each needs. */
const ANSWERS: readonly { truth: RegExp; tag: string }[] = [
  { truth: /it happened once, not every time/, tag: 'claim-recurs' },
  { truth: /what was seen was real/, tag: 'claim-sighting' },
  { truth: /will be true soon/, tag: 'claim-plan' },
];

/** The longest fixed stretch of a claim's words, to find it in a drawn rumor. */
const fixedWords = (row: Row) =>
  rowText(row)
    .split(/\{[^}]*\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

const MIRA: TextComponent = { text: 'Mira Hollowell', type: 'npc-x.3' };
const INN: TextComponent = { text: 'The Gilded Goose', type: 'building-x.7' };
const SHOP: TextComponent = { text: 'Brunga Forgeworks', type: 'building-x.8' };
const VARIANTS: RumorOptions[] = [
  {},
  { subject: MIRA },
  { place: INN, placeTags: ['Tavern'] },
  { place: SHOP, placeTags: ['Smithy', 'no-rooms', 'no-drink', 'no-kitchen', 'no-hall'] },
  { subject: MIRA, place: SHOP, placeTags: ['Smithy', 'no-rooms', 'no-drink', 'no-kitchen', 'no-hall'] },
];
const draws = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const options = VARIANTS[i % VARIANTS.length]!;
    return { options, text: toPlainText(generateRumor(createRng(`fq-claim${i}`), options)) };
  });

describe('rumor claims and the truths that answer them', () => {
  it('a truth that answers one kind of claim requires that kind, and the claims of that kind say so in their words', () => {
    for (const { truth, tag } of ANSWERS) {
      const rows = TRUTHS.filter((row) => truth.test(rowText(row)));
      expect(rows.length, String(truth)).toBeGreaterThan(0);
      for (const row of rows) expect(requiresOf(row), rowText(row)).toContain(tag);
      expect(CLAIMS.filter((row) => rowImplies(row).includes(tag)).length, tag).toBeGreaterThanOrEqual(8);
    }
    // Something seen or heard: the claim says who saw it, or describes a sight.
    for (const row of CLAIMS) {
      const text = rowText(row);
      if (rowImplies(row).includes('claim-sighting')) expect(text).toMatch(/\b(seen|heard|caught|lights)\b/);
      if (/^\{\$subject\} (was|has been) (seen|caught|heard)\b/.test(text))
        expect(rowImplies(row), text).toContain('claim-sighting');
      // A deed done again and again is also a habit.
      if (rowImplies(row).includes('claim-recurs')) expect(rowImplies(row), text).toContain('claim-habit');
    }
  });

  it('never pairs such a truth with a claim of another kind in 3,000 draws', () => {
    const bad: string[] = [];
    for (const { text } of draws(3000)) {
      const truthLine = text.slice(text.indexOf('Truth:'));
      for (const { truth, tag } of ANSWERS) {
        if (!truth.test(truthLine)) continue;
        const fits = CLAIMS.filter((row) => rowImplies(row).includes(tag)).some((row) =>
          text.includes(fixedWords(row)),
        );
        if (!fits) bad.push(text);
      }
    }
    expect(bad).toEqual([]);
  });

  it('puts watered drink and a night of drinking only at a house that pours drink', () => {
    for (const row of CLAIMS) {
      const text = rowText(row);
      const excludes = typeof row === 'string' ? [] : (row.excludes ?? []);
      // A claim needing drink requires it; "no-drink" alone lets a described workshop through.
      expect(excludes, text).not.toContain('no-drink');
      if (/\b(ale casks|drank|drunk|brawl|supper|over the counter)\b/.test(text))
        expect(requiresOfRow(row), text).toContain('serves-drink');
      // "Drunk under the table" means out-drunk, not drunk.
      expect(text).not.toMatch(/under the table/);
    }
    const drink = CLAIMS.filter((row) => requiresOfRow(row).includes('serves-drink')).map(fixedWords);
    const bad: string[] = [];
    for (const { options, text } of draws(3000)) {
      if (!drink.some((words) => text.includes(words))) continue;
      const pours = options.place
        ? !options.placeTags?.includes('no-drink')
        : /tavern by the gate|coaching inn/.test(text);
      if (!pours) bad.push(text);
    }
    expect(bad).toEqual([]);
  });
});
