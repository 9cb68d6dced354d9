import { describe, expect, it } from 'vitest';
import { preview, textKindLabel } from './creation-kinds';

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
