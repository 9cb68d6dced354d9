import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES, HERITAGES, TRANSLATION_LANGUAGES } from '../data/options';
import { HERITAGE_TRAITS } from '../npc/heritage-traits';
import { employeeJobs, JOBS, ownerJobs } from '../character/jobs';
import { BUILDING_PROFILES } from '../world/building-types';
import { GUILD_TYPES } from '../data/options';

describe('job and building tables', () => {
  it('names each job once and gives every building but a home someone to run it', () => {
    const names = JOBS.map((row) => row.job);
    expect(new Set(names).size).toBe(names.length);
    for (const type of BUILDING_TYPES) {
      if (type === 'Residence') continue;
      expect(ownerJobs(type).length, type).toBeGreaterThan(0);
    }
    for (const row of JOBS) {
      expect(row.buildings.length).toBeGreaterThan(0);
      expect(row.primary.length).toBeGreaterThan(0);
      expect(row.groups.length).toBeGreaterThan(0);
      if ('guild' in row && row.guild) expect(GUILD_TYPES).toContain(row.guild);
      if ('language' in row && row.language) expect(TRANSLATION_LANGUAGES as readonly string[]).toContain(row.language);
    }
  });

  it('gives shops priced goods and workers to the places that hire', () => {
    for (const type of BUILDING_TYPES) {
      const profile = BUILDING_PROFILES[type];
      if (profile.isShop) expect(profile.goods?.length ?? 0, type).toBeGreaterThan(0);
      for (const section of profile.goods ?? []) {
        expect(section.items.length, `${type} ${section.type}`).toBeGreaterThanOrEqual(3);
        const names = section.items.map(([name]) => name);
        expect(new Set(names).size).toBe(names.length);
        for (const [, price] of section.items) expect(Number.isInteger(price) && price > 0).toBe(true);
      }
    }
    expect(employeeJobs('Tavern').length).toBeGreaterThan(0);
  });

  it('describes every heritage, with parents and children of known heritages', () => {
    for (const heritage of HERITAGES) {
      const traits = HERITAGE_TRAITS[heritage];
      expect(traits.parents.length, heritage).toBeGreaterThan(0);
      expect(traits.children.length, heritage).toBeGreaterThan(0);
      for (const pair of traits.parents) for (const parent of pair) expect(HERITAGES).toContain(parent);
      for (const language of traits.languages) expect(TRANSLATION_LANGUAGES as readonly string[]).toContain(language);
    }
  });
});
