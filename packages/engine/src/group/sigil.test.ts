import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { ALIGNMENTS, GROUP_CAUSES, GUILD_TYPES, ORGANIZATION_TYPES } from '../data/options';
import { drawSigil, SIGIL_OUTLINES, SIGIL_SYMBOLS, TINCTURES, type SigilFacts } from './sigil';

const tinctureOf = (hex: string) => Object.values(TINCTURES).find((t) => t.hex === hex);

/** Every combination of facts a group can have. */
function everyGroup(): SigilFacts[] {
  const out: SigilFacts[] = [];
  for (const type of ORGANIZATION_TYPES) {
    for (const alignment of ALIGNMENTS) {
      if (type === 'Guild') for (const guild of GUILD_TYPES) out.push({ type, alignment, guild });
      else if (type === 'CauseBased') for (const cause of GROUP_CAUSES) out.push({ type, alignment, cause });
      else out.push({ type, alignment });
    }
  }
  return out;
}

describe('the sigil', () => {
  it('has 45 symbols and 6 outlines', () => {
    expect(new Set(SIGIL_SYMBOLS).size).toBe(45);
    expect(SIGIL_SYMBOLS[0]).toBe('Star');
    expect(SIGIL_SYMBOLS.at(-1)).toBe('YinYang');
    expect(SIGIL_OUTLINES).toEqual(['Shield', 'Gear', 'Circle', 'Triangle', 'Heart', 'Scroll']);
  });

  it('sets a metal on a color or a color on a metal, for every kind of group', () => {
    for (const facts of everyGroup()) {
      for (let i = 0; i < 20; i++) {
        const sigil = drawSigil(createRng(`${JSON.stringify(facts)}-${i}`), facts);
        const field = tinctureOf(sigil.OutlineColor);
        const charge = tinctureOf(sigil.SymbolColor);
        expect(field && charge, JSON.stringify(sigil)).toBeTruthy();
        expect(field!.metal).not.toBe(charge!.metal);
        expect(SIGIL_OUTLINES).toContain(sigil.Outline);
        expect(SIGIL_SYMBOLS).toContain(sigil.Symbol);
      }
    }
  });

  it('gives a guild a symbol of its trade and keeps gentle symbols off evil banners', () => {
    const symbolsOf = (facts: SigilFacts) =>
      new Set(Array.from({ length: 300 }, (_, i) => drawSigil(createRng(`t${i}`), facts).Symbol));
    expect([...symbolsOf({ type: 'Guild', alignment: 'neutral', guild: 'Smiths' })].sort()).toEqual([
      'Anvil',
      'Flame',
      'Hammer',
    ]);
    expect(symbolsOf({ type: 'Guild', alignment: 'good', guild: 'Bakers' })).toEqual(new Set(['Wheat']));
    const pirates = symbolsOf({ type: 'Pirates', alignment: 'evil' });
    expect(pirates.has('SkullAndBones') || pirates.has('Anchor')).toBe(true);
    for (const facts of everyGroup().filter((f) => f.alignment === 'evil')) {
      const drawn = symbolsOf(facts);
      expect(drawn.has('Dove') || drawn.has('Sun') || drawn.has('Lion'), JSON.stringify(facts)).toBe(false);
    }
    for (const facts of everyGroup().filter((f) => f.alignment === 'good')) {
      const drawn = symbolsOf(facts);
      expect(drawn.has('Skull') || drawn.has('Dagger') || drawn.has('Spider'), JSON.stringify(facts)).toBe(false);
    }
  });

  it('is the same for the same stream and facts', () => {
    const facts: SigilFacts = { type: 'Religious', alignment: 'good' };
    expect(drawSigil(createRng('same'), facts)).toEqual(drawSigil(createRng('same'), facts));
  });
});
