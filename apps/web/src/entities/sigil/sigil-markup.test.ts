import { BUILDING_TYPES, SIGIL_OUTLINES, SIGIL_SYMBOLS, TENDED_BUILDING_TYPES } from '@lorewright/engine';
import { ICON_SIZE, ICONS } from 'virtual:sigil-icons';
import { describe, expect, it } from 'vitest';
import { buildingLabels, ownerLabel } from '../sheet-lines';
import { OUTLINE_ICONS, SYMBOL_ICONS } from './sigil-icon-names';
import { sigilMarkup, type SigilFields } from './sigil-markup';

const icons = { bodies: ICONS, size: ICON_SIZE };
const sigil = (over: Partial<SigilFields> = {}): SigilFields => ({
  Outline: 'Shield',
  OutlineColor: '#1f4f9c',
  Symbol: 'Anvil',
  SymbolColor: '#d4a82a',
  ...over,
});

describe('the sigil drawing', () => {
  it('has a game-icon for every symbol and every outline that is not plain geometry', () => {
    for (const symbol of SIGIL_SYMBOLS) expect(ICONS[SYMBOL_ICONS[symbol]!], symbol).toBeTruthy();
    for (const outline of SIGIL_OUTLINES) {
      if (outline !== 'Circle' && outline !== 'Triangle') expect(ICONS[OUTLINE_ICONS[outline]!], outline).toBeTruthy();
    }
  });

  it('draws each outline and symbol in the colors the engine chose', () => {
    for (const Outline of SIGIL_OUTLINES) {
      for (const Symbol of SIGIL_SYMBOLS) {
        const markup = sigilMarkup(sigil({ Outline, Symbol }), 'Colorful', icons, 'Sigil');
        expect(markup).toContain(ICONS[SYMBOL_ICONS[Symbol]!]!);
        expect(markup).toContain('#1f4f9c');
        expect(markup).toContain('color="#d4a82a"');
        expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 300 300"/);
      }
    }
  });

  it('draws Simple in one ink on parchment, without the tinctures', () => {
    const markup = sigilMarkup(sigil(), 'Simple', icons, 'Sigil');
    expect(markup).not.toContain('#1f4f9c');
    expect(markup).not.toContain('#d4a82a');
    expect(markup).toContain('#f1e3c2');
    expect(markup).not.toBe(sigilMarkup(sigil(), 'Colorful', icons, 'Sigil'));
  });

  it('names the image, escaping the group name', () => {
    expect(sigilMarkup(sigil(), 'Simple', icons, 'Sigil of <Rats> & Co')).toContain(
      '<title>Sigil of &lt;Rats> &amp; Co</title>',
    );
  });
});

describe('a building owner label', () => {
  it('reads Resident: for homes, Tended to by for open places and Run by for the rest', () => {
    for (const type of BUILDING_TYPES) {
      const expected =
        type === 'Residence' ? 'Resident:' : TENDED_BUILDING_TYPES.includes(type) ? 'Tended to by' : 'Run by';
      expect(ownerLabel(type), type).toBe(expected);
    }
    expect(TENDED_BUILDING_TYPES).toEqual(['Graveyard', 'Docks', 'Market', 'Park', 'Town Square']);
  });

  it('names no employees, customers or interior where a place has none', () => {
    expect(buildingLabels('Residence')).toMatchObject({ staff: 'Household:', regulars: 'Frequent visitors:' });
    for (const type of TENDED_BUILDING_TYPES)
      expect(Object.values(buildingLabels(type)).join(' '), type).not.toMatch(/Employees|Regulars|Interior/);
    expect(buildingLabels('Blacksmith')).toEqual({
      owner: 'Run by',
      staff: 'Employees:',
      regulars: 'Regulars:',
      inside: 'Interior:',
    });
  });
});
