import { describe, expect, it } from 'vitest';
import { parseDice } from '../core/dice';
import { rowId, rowText, type Row } from '../core/table';
import { ENVIRONMENTS, FOOD_DRINK_TYPES, MISC_GENERATOR_TYPES } from '../data/options';
import { ENVIRONMENT_TAGS } from './compose';
import { FOOD_GRAMMAR } from './food-grammar';
import { LANDMARK_FORMS, LANDMARK_GRAMMAR } from './landmark-grammar';
import { MISC_ROOTS } from './misc-grammar';
import { SPELL_BANDS, SPELL_FORMS, SPELL_LEVELS } from './spell-tables';
import { TEMPERATURE_BANDS, WEATHER_GRAMMAR, WEATHER_KINDS, WIND_LEVELS } from './weather-grammar';

const tagsOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.tags ?? []));

describe('tables that code relies on', () => {
  it('has spell numbers for every level, cantrips never above two dice', () => {
    expect(SPELL_LEVELS.map((r) => r.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of SPELL_LEVELS) {
      for (const column of [row.single, row.area, row.zone, row.healing]) {
        for (const dice of column) {
          const parsed = parseDice(dice);
          expect(parsed.ok, dice).toBe(true);
          if (parsed.ok && row.level === 0) expect(parsed.value.count).toBeLessThanOrEqual(2);
        }
      }
      expect(row.single.length && row.area.length && row.zone.length).toBeGreaterThan(0);
      expect(row.healing.length > 0).toBe(row.level > 0);
    }
    for (const band of Object.values(SPELL_BANDS)) {
      expect(band.ranges.length && band.nearRanges.length && band.durations.length).toBeGreaterThan(0);
      expect(band.areas.some((a) => !a.self)).toBe(true);
    }
    for (const form of SPELL_FORMS) expect(form.castingTimes.length, form.id).toBeGreaterThan(0);
  });

  it('gives each weather condition one kind, a temperature band and a wind level', () => {
    for (const row of WEATHER_GRAMMAR.condition ?? []) {
      const tags = tagsOf(row);
      expect(
        tags.filter((t) => (WEATHER_KINDS as readonly string[]).includes(t)),
        rowText(row),
      ).toHaveLength(1);
      expect(
        tags.some((t) => (TEMPERATURE_BANDS as readonly string[]).includes(t)),
        rowText(row),
      ).toBe(true);
      expect(
        tags.some((t) => (WIND_LEVELS as readonly string[]).includes(t)),
        rowText(row),
      ).toBe(true);
    }
    for (const env of ENVIRONMENTS) {
      const rows = (WEATHER_GRAMMAR.condition ?? []).filter((r) => typeof r !== 'string' && r.requires?.includes(env));
      expect(rows.length, env).toBeGreaterThanOrEqual(10);
    }
    for (const tags of Object.values(ENVIRONMENT_TAGS)) expect(tags.length).toBeGreaterThan(1);
  });

  it('gives each landmark feature one form and each environment at least twelve features', () => {
    for (const row of LANDMARK_GRAMMAR.feature ?? []) {
      expect(
        tagsOf(row).filter((t) => LANDMARK_FORMS.includes(t)),
        rowText(row),
      ).toHaveLength(1);
    }
    for (const env of ENVIRONMENTS) {
      const rows = (LANDMARK_GRAMMAR.feature ?? []).filter((r) => typeof r !== 'string' && r.requires?.includes(env));
      expect(rows.length, env).toBeGreaterThanOrEqual(12);
    }
  });

  it('has food bases for every type and a description for every base', () => {
    const bases = FOOD_GRAMMAR.base ?? [];
    for (const type of FOOD_DRINK_TYPES) {
      expect(
        bases.filter((r) => typeof r !== 'string' && r.requires?.includes(type)).length,
        type,
      ).toBeGreaterThanOrEqual(6);
    }
    for (const row of bases) {
      const id = rowId(row);
      expect(
        (FOOD_GRAMMAR.what ?? []).some((w) => typeof w !== 'string' && w.requires?.includes(id)),
        id,
      ).toBe(true);
    }
  });

  it('has a root for every miscellaneous generator type', () => {
    expect(Object.keys(MISC_ROOTS).sort()).toEqual([...MISC_GENERATOR_TYPES].sort());
  });
});
