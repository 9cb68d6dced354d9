import { describe, expect, it } from 'vitest';
import { rowText, type Row } from '../core/table';
import { QUEST_GRAMMAR } from './quest-grammar';

const tagsOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.tags ?? []));
const hooks = QUEST_GRAMMAR.hook ?? [];

describe('quest hooks say the facts they declare', () => {
  it('names the harvest, the grain or the crop of a hook whose crops spoil, so a motive may fear for the harvest', () => {
    for (const hook of hooks.filter((row) => tagsOf(row).includes('crops')))
      expect(rowText(hook)).toMatch(/\b(harvest|grain|granar\w*|crops?)\b/i);
  });

  it('names graves, a battlefield or a collapse of a hook with many dead, so "the restless dead" reads as many', () => {
    for (const hook of hooks.filter((row) => tagsOf(row).includes('many-dead')))
      expect(rowText(hook)).toMatch(/\b(graves?|battlefield|collapse)\b/i);
  });

  it('lets a temple hook stand for faith only when it says so, so "the temple\'s good name" has a temple to shame', () => {
    for (const hook of hooks.filter((row) => tagsOf(row).includes('faith') && tagsOf(row).includes('building:Temple')))
      expect(rowText(hook)).toMatch(/temple|shrine|priest|pilgrim|saint|abbey|monk|chapel|holy|relic|well|bells?\b/i);
  });

  it('opens a patron who speaks for many as a delegation or a guild', () => {
    for (const patron of (QUEST_GRAMMAR.patron ?? []).filter((row) => tagsOf(row).includes('many')))
      expect(rowText(patron)).toMatch(/^(A delegation|The Guild of)|\bled by\b|\bspeaking for\b|\bspeaks for\b/);
  });

  it('has enough hooks that 25 drawn one at a time seldom share one', () => {
    expect(hooks.length).toBeGreaterThanOrEqual(300);
  });
});
