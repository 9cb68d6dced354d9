import { ALIGNMENTS } from '@lorewright/engine';
import { describe, expect, it } from 'vitest';
import { displayLabel } from './SettingsFields';

describe('displayLabel', () => {
  it('gives group alignments and group types one casing', () => {
    expect(ALIGNMENTS.map(displayLabel)).toEqual(['Good', 'Neutral', 'Evil']);
    expect(displayLabel('NobleHouse')).toBe('Noble House');
    expect(displayLabel('half-elf')).toBe('Half-Elf');
    expect(displayLabel('Random')).toBe('Random');
  });
});
