import { describe, expect, it } from 'vitest';
import { GENERATOR_PAGE_DEFS } from '../generators/generator-pages';
import { chartSeries, OTHER_SERIES, pageNameOfCall, SERIES_COLORS } from './stats-chart';

const titles = new Map(GENERATOR_PAGE_DEFS.map((def) => [def.api, def.title]));

describe('pageNameOfCall', () => {
  it('names pages, not calls', () => {
    expect(pageNameOfCall('GetNPC', titles)).toBe('NPC Generator');
    expect(pageNameOfCall('GetProblem', titles)).toBe('Quest Generator');
    expect(pageNameOfCall('Translate', titles)).toBe('Fantasy Language Translator');
    expect(pageNameOfCall('GetFoodOrDrink', titles)).toMatch(/Food/);
    expect(pageNameOfCall('GetSettlement', new Map())).toBe('Settlement Generator');
    for (const def of GENERATOR_PAGE_DEFS) expect(pageNameOfCall(def.api, titles)).not.toMatch(/^Get/);
  });
});

describe('chartSeries', () => {
  const series = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Get${String.fromCharCode(65 + i)}`, data: [i, 1] }));

  it('gives each of up to 16 series its own color', () => {
    const drawn = chartSeries(series(16));
    expect(drawn).toHaveLength(16);
    expect(new Set(drawn.map((s) => s.color)).size).toBe(16);
  });

  it('keeps the 15 largest past 16 series and sums the rest into Other, never repeating a color', () => {
    const drawn = chartSeries(series(20), (name) => name.toLowerCase());
    expect(drawn).toHaveLength(SERIES_COLORS.length);
    expect(new Set(drawn.map((s) => s.color)).size).toBe(SERIES_COLORS.length);
    expect(drawn[0]?.label).toBe('gett');
    const other = drawn.at(-1);
    expect(other?.label).toBe(OTHER_SERIES);
    // The five smallest (data [0,1] .. [4,1]) make Other.
    expect(other?.data).toEqual([0 + 1 + 2 + 3 + 4, 5]);
    const before = series(20).reduce((sum, s) => sum + s.data[0]! + s.data[1]!, 0);
    expect(drawn.reduce((sum, s) => sum + s.data[0]! + s.data[1]!, 0)).toBe(before);
  });
});
