import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { ALIGNMENTS, BUILDING_TYPES, HERITAGES, ORGANIZATION_TYPES, type Heritage } from '../data/options';
import { GENERATORS } from '../generators/index';
import type { GeneratorRequest, GenerationCount } from '../core/generator';
import { BUILDING_NAME_GRAMMAR, generateBuildingName } from './building-name';
import { generateCountryName } from './country-name';
import { NAME_GENERATORS } from './name-generators';
import { generateOrganizationName } from './organization-name';

const request = (
  choices: Record<string, string[]> = {},
  count: GenerationCount = 1,
  adjectives = true,
  heritages: readonly Heritage[] = HERITAGES,
): GeneratorRequest => ({ count, adjectives, heritages, choices });

const generate = (name: keyof typeof NAME_GENERATORS, seed: string, req: GeneratorRequest) => {
  const def = GENERATORS[name];
  if (!def) throw new Error(`${name} is not registered`);
  return def.generate(createRng(seed), req);
};

/** Every string inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectClean(value: unknown, where: string): void {
  const json = JSON.stringify(value);
  expect(json, where).not.toMatch(/\bundefined\b|\bNaN\b|:null\b/);
  for (const s of strings(value)) {
    if (s === '' || /\s{2}|[{}]|^\s|\s$/.test(s)) expect.fail(`${where}: bad text "${s}"`);
  }
}

describe('name generators', () => {
  it('are registered in GENERATORS with their choices', () => {
    expect(Object.keys(GENERATORS)).toEqual(
      expect.arrayContaining(['GetName', 'GetCountryName', 'GetOrganizationName', 'GetLocationName']),
    );
    expect(GENERATORS.GetName?.choices.gender?.options).toEqual(['Any', 'Male', 'Female']);
    expect(GENERATORS.GetOrganizationName?.choices.organizationtype?.options).toEqual(ORGANIZATION_TYPES);
    expect(GENERATORS.GetOrganizationName?.choices.alignment?.options).toEqual(ALIGNMENTS);
    expect(GENERATORS.GetLocationName?.choices.location?.options).toEqual(BUILDING_TYPES);
  });

  it('answer in the shapes of the API', () => {
    const names = generate('GetName', 's', request({ gender: ['Female'] }, 5, true, ['Elf', 'Dwarf']));
    expect(names.data).toHaveLength(5);
    for (const result of names.data as { nameResult: { text: string }[]; race: string; pronunciation: string }[]) {
      expect(['Elf', 'Dwarf']).toContain(result.race);
      expect(result.nameResult[0]?.text).toBeTruthy();
      expect(result.pronunciation).toMatch(/[A-Z]/);
    }
    const countries = generate('GetCountryName', 's', request({}, 5));
    expect(countries.data).toHaveLength(5);
    expect((countries.data as { type: string; component: { text: string }[] }[])[0]?.component[0]?.text).toBeTruthy();
    const orgs = generate(
      'GetOrganizationName',
      's',
      request({ organizationtype: ['Pirates'], alignment: ['evil'] }, 10),
    );
    expect(orgs).toMatchObject({ organizationtype: 'Pirates', alignment: 'evil' });
    expect(orgs.name).toHaveLength(10);
    const places = generate('GetLocationName', 's', request({ location: ['Inn'] }, 5));
    expect(places).toMatchObject({ locationTypeName: 'Inn' });
    expect(places.location).toHaveLength(5);
  });

  it('pick a type and alignment when Random, and a gender of either kind for Any', () => {
    const orgs = generate('GetOrganizationName', 'r', request({ organizationtype: [], alignment: [] }, 5));
    expect(ORGANIZATION_TYPES).toContain(orgs.organizationtype);
    expect(ALIGNMENTS).toContain(orgs.alignment);
    const places = generate('GetLocationName', 'r', request({ location: [] }, 5));
    expect(BUILDING_TYPES).toContain(places.locationTypeName);
    const any = generate('GetName', 'r', request({ gender: ['Any'] }, 25));
    expect(any.data).toHaveLength(25);
  });

  it('are deterministic for a seed', () => {
    for (const name of ['GetName', 'GetCountryName', 'GetOrganizationName', 'GetLocationName'] as const) {
      expect(JSON.stringify(generate(name, 'same', request({}, 10)))).toBe(
        JSON.stringify(generate(name, 'same', request({}, 10))),
      );
    }
  });

  it('repeat nothing within a batch of 25', () => {
    for (let seed = 0; seed < 8; seed++) {
      const names = (
        generate('GetName', `b${seed}`, request({}, 25, true, ['Kobold'])).data as { nameResult: { text: string }[] }[]
      ).map((r) => r.nameResult[0]?.text);
      expect(new Set(names).size).toBe(25);
      const countries = (
        generate('GetCountryName', `b${seed}`, request({}, 25)).data as { component: { text: string }[] }[]
      ).map((r) => r.component[0]?.text);
      expect(new Set(countries).size).toBe(25);
    }
    for (const organizationtype of ORGANIZATION_TYPES) {
      for (const alignment of ALIGNMENTS) {
        const names = generate(
          'GetOrganizationName',
          'b',
          request({ organizationtype: [organizationtype], alignment: [alignment] }, 25, false),
        ).name as string[];
        expect(new Set(names).size, `${organizationtype} ${alignment}`).toBe(25);
      }
    }
    for (const location of BUILDING_TYPES) {
      const names = generate('GetLocationName', 'b', request({ location: [location] }, 25, false)).location as string[];
      expect(new Set(names).size, location).toBe(25);
    }
  }, 60_000);

  it('keep every invariant over 200 seeds', () => {
    for (let i = 0; i < 200; i++) {
      const adjectives = i % 2 === 0;
      for (const name of ['GetName', 'GetCountryName', 'GetOrganizationName', 'GetLocationName'] as const) {
        expectClean(generate(name, `inv${i}`, request({}, 5, adjectives)), `${name} seed inv${i}`);
      }
    }
  }, 60_000);
});

describe('building, organization and country names', () => {
  it('name every building type, with and without adjectives and an owner', () => {
    for (const type of BUILDING_TYPES) {
      for (let i = 0; i < 20; i++) {
        const name = generateBuildingName(createRng(`${type}/${i}`), type, { adjectives: i % 2 === 0 });
        expectClean(name, type);
        const owned = generateBuildingName(createRng(`${type}/${i}`), type, { adjectives: false, ownerName: 'Harrow' });
        expectClean(owned, type);
      }
    }
    const innNames = Array.from({ length: 40 }, (_, i) =>
      generateBuildingName(createRng(`own${i}`), 'Inn', { adjectives: true, ownerName: 'Harrow' }),
    );
    expect(innNames.some((n) => n.includes("Harrow's"))).toBe(true);
  }, 60_000);

  it('name every organization type at every alignment', () => {
    for (const type of ORGANIZATION_TYPES) {
      for (const alignment of ALIGNMENTS) {
        for (let i = 0; i < 20; i++) {
          expectClean(
            generateOrganizationName(createRng(`${type}/${alignment}/${i}`), type, alignment, {
              adjectives: i % 2 === 0,
            }),
            `${type} ${alignment}`,
          );
        }
      }
    }
  });

  it('keeps adjectives out when adjectives are off', () => {
    for (let i = 0; i < 100; i++) {
      expect(generateOrganizationName(createRng(`adj${i}`), 'Religious', 'good', { adjectives: false })).not.toMatch(
        /Radiant|Faithful|Merciful|Steadfast/,
      );
      expect(generateBuildingName(createRng(`adj${i}`), 'Park', { adjectives: false })).not.toMatch(
        /Windy|Sunken|Royal/,
      );
      for (const type of ['Inn', 'Tavern'] as const) {
        const name = generateBuildingName(createRng(`adj${i}`), type, { adjectives: false });
        const adjectives = [
          ...BUILDING_NAME_GRAMMAR.signAdj,
          ...BUILDING_NAME_GRAMMAR.folkAdj,
          ...BUILDING_NAME_GRAMMAR.thingAdj,
        ];
        expect(
          adjectives.some((adj) => name.split(' ').includes(adj)),
          name,
        ).toBe(false);
      }
    }
  });

  it('names countries', () => {
    for (let i = 0; i < 100; i++)
      expectClean(generateCountryName(createRng(`c${i}`), { adjectives: i % 2 === 0 }), 'country');
  });
});
