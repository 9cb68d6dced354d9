import { describe, expect, it, vi } from 'vitest';
import { Facts } from '../core/table';
import { createRng } from '../core/rng';
import type { Heritage } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { describeAppearance, generateAppearance, generateVisualAppearance } from './appearance';
import { APPEARANCE_NO_INJURY, SCAR_MARK } from './appearance-prose';
import { APPEARANCE_GRAMMAR } from './appearance-tables';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const texts = (name: keyof typeof APPEARANCE_GRAMMAR) =>
  APPEARANCE_GRAMMAR[name].map((row) => (typeof row === 'string' ? row : row.text));

/** The closing sentences of someone with nothing to see. */
const UNMARKED =
  /no visible scars|Not a scar shows|left no marks|clear of any scar|lie whole and even|No scar, burn|none of it shows|not a mark on/;

/** The closing sentences that look for damage: never said of a smell, a habit or a walk. */
const DAMAGE_ONLY = /\b(Life has left|Look closely|The years have given|It takes a second look)\b/;

describe('what sets a person apart', () => {
  it('keeps marks and manners apart: every mark names damage, no feature does', () => {
    for (const text of texts('apInjuries')) {
      if (text === APPEARANCE_NO_INJURY || text === '{apFeature}') continue;
      expect(text, text).toMatch(SCAR_MARK);
    }
    for (const text of texts('apFeature')) expect(text, text).not.toMatch(SCAR_MARK);
  });

  it('offers many marks, manners, clothes and things, none drawn far more than the rest', () => {
    expect(texts('apInjuries').length + texts('apFeature').length).toBeGreaterThanOrEqual(90);
    expect(texts('apWorn').length).toBeGreaterThanOrEqual(99);
    expect(texts('apCarried').length).toBeGreaterThanOrEqual(153);
    expect(texts('apOutfit').length).toBeGreaterThanOrEqual(111);
    const closings = new Map<string, number>();
    let unmarked = 0;
    for (let i = 0; i < 1000; i++) {
      const text = toPlainText(generateAppearance(createRng(`closing-${i}`)).appearance);
      const last = text.split('. ').pop() ?? '';
      closings.set(last, (closings.get(last) ?? 0) + 1);
      if (UNMARKED.test(last)) unmarked++;
    }
    // Saying there is nothing to see is rare, and no closing sentence comes back often.
    expect(unmarked).toBeLessThan(80);
    expect(Math.max(...closings.values())).toBeLessThanOrEqual(15);
  });

  it('never says a smell, a habit or a walk was left by life or found by looking closely', () => {
    const bad: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const { appearance } = generateAppearance(createRng(`manner-${i}`));
      const text = toPlainText(appearance);
      const last = text.split('. ').pop() ?? '';
      if (DAMAGE_ONLY.test(last) && !SCAR_MARK.test(last)) bad.push(last);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('never has scaled folk blush, flush or go red or pale in the cheek', () => {
    const bad: string[] = [];
    for (const heritage of ['Lizardfolk', 'Kobold', 'Dragonborn'] as Heritage[])
      for (let i = 0; i < 600; i++) {
        const gender = i % 2 === 0 ? 'Male' : 'Female';
        const visual = generateVisualAppearance(createRng(`blush-${heritage}-${i}`), heritage, gender, {
          facts: new Facts(),
        });
        const text = toPlainText(describeAppearance(visual, { heritage, gender }));
        if (/\b(blush\w*|flush\w*|redden\w*|ruddy|rosy|cheeks?|skin)\b/i.test(text)) bad.push(text);
      }
    expect(bad.slice(0, 3)).toEqual([]);
  });
});
