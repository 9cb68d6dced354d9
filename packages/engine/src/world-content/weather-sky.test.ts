import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { ENVIRONMENTS, type Environment } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { labelledLine } from '../world/contradictions';
import { generateWeather } from './weather';
import { WEATHER_GRAMMAR } from './weather-grammar';

const samples = (environment: Environment, n = 400): string[] =>
  Array.from({ length: n }, (_, i) =>
    toPlainText(generateWeather(createRng(`weather-sky-${environment}-${i}`), { environment }).component),
  );
const degrees = (text: string): number => Number(/Temperature: (-?\d+)°F/.exec(text)?.[1]);

describe('the wind, the sky and the place agree', () => {
  it('calls no sky hot under 88°F', () => {
    for (const environment of ENVIRONMENTS)
      for (const text of samples(environment)) {
        if (/^(A hot|Hot)\b/.test(labelledLine(text, 'Conditions')))
          expect(degrees(text), text).toBeGreaterThanOrEqual(88);
      }
  });

  it('keeps silent calms out of a busy town and branches off the bare heights', () => {
    for (const text of samples('Urban'))
      expect(labelledLine(text, 'Wind'), text).not.toMatch(/silent|listen back|insects drone|loudest thing/);
    for (const text of samples('Mountain')) expect(labelledLine(text, 'Wind'), text).not.toMatch(/\bbranch\b/);
  });

  it('opens no shutters in a frost, and foretells no rain near freezing or in the desert', () => {
    for (const text of samples('Urban'))
      if (degrees(text) <= 44) expect(labelledLine(text, 'Travel'), text).not.toMatch(/open shutters/);
    for (const row of WEATHER_GRAMMAR.travel ?? []) {
      if (typeof row === 'string' || !row.requires?.includes('overcast')) continue;
      if (/whether rain\b/.test(row.text))
        expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['arid', 'cold', 'freezing', 'bitter']));
    }
  });

  it('promises no comfortable camp in a freezing cold, no drying ground on snow and no cool breeze below freezing', () => {
    for (const row of WEATHER_GRAMMAR.travel ?? []) {
      if (typeof row === 'string') continue;
      if (/\bcomfortable\b/.test(row.text))
        expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['freezing', 'bitter']));
      if (/\bground dries\b/.test(row.text))
        expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['snow', 'snow-told', 'thaw', 'frozen']));
    }
    for (const row of WEATHER_GRAMMAR.wind ?? []) {
      if (typeof row === 'string' || !/\bcool air\b/.test(row.text)) continue;
      expect(row.excludes ?? [], row.text).toEqual(expect.arrayContaining(['freezing', 'bitter']));
    }
  });

  it('offers each environment at least twenty skies', () => {
    for (const environment of ENVIRONMENTS) {
      const rows = (WEATHER_GRAMMAR.condition ?? []).filter(
        (row) => typeof row !== 'string' && row.requires?.includes(environment),
      );
      expect(rows.length, environment).toBeGreaterThanOrEqual(20);
    }
  });
});
