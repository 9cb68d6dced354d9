import { describe, expect, it } from 'vitest';
import { NAME_PAGES } from '../generators/name-pages';
import { SIMPLE_PAGES } from '../generators/simple-pages';
import { CREATION_KINDS, preview, textKindLabel } from './creation-kinds';

describe('textKindLabel', () => {
  it.each([
    ['rumor', 'Rumor'],
    ['mundaneEvent', 'Mundane Event'],
    ['CountryName', 'Country Name'],
    ['personality', 'Personality Trait'],
    ['fooddrink', 'Food or Drink'],
    ['Tavern Game', 'Tavern Game'],
    ['Name', 'Name'],
  ])('reads %s as %s', (type, label) => {
    expect(textKindLabel(type)).toBe(label);
  });
});

describe('preview', () => {
  it('keeps 30 characters and cuts longer text with an ellipsis', () => {
    expect(preview('a'.repeat(30))).toBe('a'.repeat(30));
    expect(preview('b'.repeat(31))).toBe(`${'b'.repeat(29)}…`);
  });
});

describe('saved cards say what they are', () => {
  it('a saved holiday or historical event names its kind', () => {
    const collections = CREATION_KINDS.find((k) => k.tab === 'Text Collections')!;
    const saved = {
      id: '1',
      savedAt: '',
      Title: 'The Lantern Night',
      Kind: 'Holiday',
      ResultComponent: [{ type: 'x', component: [{ text: 'Lanterns float.' }] }],
    };
    expect(collections.card(saved as never)).toEqual({
      title: 'The Lantern Night',
      detail: 'Holiday · Lanterns float.',
    });
  });

  it('saving a name keeps its pronunciation and heritage', () => {
    const [result] = NAME_PAGES[0]!.toResults({
      data: [{ nameResult: [{ text: 'Aelar' }], race: 'Elf', pronunciation: 'AY-lar' }],
    });
    const body = result!.save.body as { data: { component: { text: string }[] } };
    expect(body.data.component.map((c) => c.text).join('')).toBe('Aelar (AY-lar, Elf)');
  });

  it('saving a holiday keeps its kind', () => {
    const holiday = SIMPLE_PAGES.find((p) => p.api === 'GetHoliday')!;
    const [result] = holiday.toResults({ data: [{ Title: 'Harvest Home', ResultComponent: [] }] });
    expect(result!.save.body).toEqual({ data: { Title: 'Harvest Home', ResultComponent: [], Kind: 'Holiday' } });
  });
});
