import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { generateVoice } from './traits';
import { VOICE_GRAMMAR } from './voice-tables';

const OCCASIONS = [
  ['when angry', 'vc-angry'],
  ['when lying', 'vc-lying'],
] as const;

describe('voice', () => {
  it('tells what happens when angry, or when lying, once at most: no sweet anger beside an angry dialect', () => {
    const excludes = (row: Row) => (typeof row === 'string' ? [] : (row.excludes ?? []));
    for (const [occasion, tag] of OCCASIONS) {
      for (const row of [...VOICE_GRAMMAR.voicePace, ...VOICE_GRAMMAR.voiceHabit]) {
        if (!rowText(row).includes(occasion)) continue;
        expect(rowImplies(row), rowText(row)).toContain(tag);
      }
      for (const row of VOICE_GRAMMAR.voiceHabit)
        if (rowText(row).includes(occasion)) expect(excludes(row), rowText(row)).toContain(tag);
    }
    const hits: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const text = toPlainText(generateVoice(createRng(`when-${i}`)));
      for (const [occasion] of OCCASIONS) if (text.split(occasion).length > 2) hits.push(text);
    }
    expect(hits.slice(0, 5)).toEqual([]);
  });

  it('gives a voice that mixes up proverbs a mixed-up proverb, not a plain one, after "as the old folk say"', () => {
    const sayings = new Set(VOICE_GRAMMAR.voiceSaying.map(rowText));
    let mixers = 0;
    let plain = 0;
    for (let i = 0; i < 6000; i++) {
      const text = toPlainText(generateVoice(createRng(`mixer-${i}`)));
      if (!text.includes('Mixes up proverbs') || !/as the old folk say|as my old mother used to say/.test(text))
        continue;
      mixers++;
      const line = text.split('Sample line: “')[1]!.split(/, as (the old folk say|my old mother used to say)/)[0]!;
      if (sayings.has(line.charAt(0).toLowerCase() + line.slice(1))) plain++;
    }
    expect(mixers).toBeGreaterThan(0);
    expect(plain).toBeLessThanOrEqual(Math.max(1, mixers / 10));
  });
});
