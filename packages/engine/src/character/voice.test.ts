import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { Facts } from '../core/table';
import { generatePersonality, generateVoice } from './traits';
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

  it('keeps one voice: no wavering monotone, no clipped voice speaking sweetly, no rolled r without an accent, nothing flat twice before the favorite phrase', () => {
    const clashes: readonly (readonly [RegExp, RegExp])[] = [
      [/wavering/, /monotone/],
      [/clipped, (?:soldierly|precise)/, /sweetly/],
      [/no accent at all/, /rolls every/],
      [/growling|hissing/, /sing-song/],
      [/sing-song|bell-like|lilting|musical|fluting/, /mutter|monotone|short barks/],
    ];
    const hits: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const facts = new Facts([], { env: i % 2 ? 'Grassland' : 'Hill' });
      const text = toPlainText(generateVoice(createRng(`one-voice-${i}`), { facts }));
      if (
        clashes.some(([a, b]) => a.test(text) && b.test(text)) ||
        (text.split('Favorite phrase')[0]!.match(/\bflat\b/g)?.length ?? 0) > 1
      )
        hits.push(text);
    }
    expect(hits.slice(0, 5)).toEqual([]);
  });

  it('draws each part of a voice from a pool wide enough that 25 voices seldom share a habit, an accent or a phrase', () => {
    expect(VOICE_GRAMMAR.voiceHabit.length).toBeGreaterThanOrEqual(120);
    expect(VOICE_GRAMMAR.voiceOpener.length + VOICE_GRAMMAR.voiceCloser.length).toBeGreaterThanOrEqual(95);
    let repeats = 0;
    for (let r = 0; r < 40; r++) {
      const parts = Array.from({ length: 25 }, (_, i) => toPlainText(generateVoice(createRng(`vc-read${r}-${i}`))))
        .flatMap((text) => text.split('Sample line')[0]!.split(/[.;,]\s|, and |\n/))
        .map((part) => part.replace(/^(Has|Speaks|A|An)\s.*?voice\b/, '').trim())
        .filter((part) => part.length > 14);
      repeats += parts.length - new Set(parts).size;
    }
    expect(repeats / 40).toBeLessThanOrEqual(11);
  });

  it('says "with" once: no pace that starts with it beside "with an accent"', () => {
    for (const row of VOICE_GRAMMAR.voicePace) expect(rowText(row)).not.toMatch(/^with /);
    // Every line names the voice before its pace: the pace never names it again.
    for (const row of VOICE_GRAMMAR.voicePace) expect(rowText(row)).not.toMatch(/\bvoice\b/);
    for (let i = 0; i < 2000; i++) {
      const sound = toPlainText(generateVoice(createRng(`with-${i}`))).split('. ')[0]!;
      expect(sound.match(/, with /g)?.length ?? 0, sound).toBeLessThan(2);
    }
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

  it('jokes through every sentence only in a merry temper: never beside a gloomy, stern, shy or humorless personality', () => {
    const grave =
      /gloomy|melancholy|grim prediction|everything will go wrong|best days|stern|unsmiling|shy and|quiet and watchful|flustered|joke as a personal insult/;
    const joking = /without a joke|before reaching the punchline/;
    const hits: string[] = [];
    let graves = 0;
    let jokes = 0;
    for (let i = 0; i < 4000; i++) {
      const facts = new Facts(['Trade', 'employee']);
      const personality = toPlainText(generatePersonality(createRng(`merry-p-${i}`), { facts }));
      const voice = toPlainText(generateVoice(createRng(`merry-v-${i}`), { facts }));
      if (grave.test(personality)) graves++;
      if (joking.test(voice)) jokes++;
      if (grave.test(personality) && joking.test(voice)) hits.push(`${personality} / ${voice}`);
    }
    expect(hits.slice(0, 5)).toEqual([]);
    expect(graves).toBeGreaterThan(0);
    expect(jokes).toBeGreaterThan(0);
  });
});
