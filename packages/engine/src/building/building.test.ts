import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { BUILDING_TYPES, ENVIRONMENTS, HERITAGES, type Environment } from '../data/options';
import { GENERATORS } from '../generators/index';
import { BUILDING_PROFILES } from '../world/building-types';
import { BUILDING_GRAMMAR } from './building-grammar';
import { buildingSettingTags, generateBuildingName } from '../names/building-name';
import type {
  Building,
  BuildingStub,
  BuildingStubEntity,
  SettlementStub,
  SettlementStubEntity,
} from '../world/entities';
import type { RefPackage } from '../world/ref-store';
import { checkStub } from '../generators/stub-check';
import { generateNpc } from '../npc/npc';
import { expandBuilding, signOfName } from './building';
import { MODIFIERS } from '../core/template';
import { UNSUITED } from '../settlement/settlement';
import { RUMOR_GRAMMAR } from '../character/rumor-tables';
import { toPlainText } from '../text/rich-text';

const N = 1200;
const generated = new Map<Building, RefPackage>();
const buildings: Building[] = Array.from({ length: N }, (_, i) => {
  const out = GENERATORS.GetBuilding!.generate(createRng(`read-building-${i}`), {
    count: 1,
    adjectives: true,
    heritages: HERITAGES,
    choices: { location: [BUILDING_TYPES[i % BUILDING_TYPES.length]!] },
  }) as { building: Building; refPackage: RefPackage };
  generated.set(out.building, out.refPackage);
  return out.building;
});
/** The stub a link points to in a package. */
const stubOf = (pkg: RefPackage, type: string): unknown => {
  const id = type.slice(type.indexOf('-') + 1);
  return (pkg.settlements?.ReferenceIds[id] as { Stub?: unknown } | undefined)?.Stub;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const looks = (b: Building) => `${b.appearance.exterior} ${b.appearance.interior}`;

describe('a building looks like what it is', () => {
  it('hangs a trade sign only over its own trade: no boot over a bakery, no fish over a butcher', () => {
    const trade: Record<string, string> = { boot: 'Cobbler', anvil: 'Blacksmith', 'pair of scissors': 'Tailor' };
    const wrong = buildings.filter((b) => {
      const sign = /sign of an? ([a-z ]+?) (?:hangs|swings|creaks)/.exec(looks(b))?.[1];
      return sign !== undefined && trade[sign] !== undefined && trade[sign] !== b.locationType;
    });
    expect(wrong.map((b) => `${b.locationType}: ${looks(b)}`).slice(0, 5)).toEqual([]);
    expect(buildings.some((b) => b.locationType === 'Cobbler' && /sign of a boot/.test(looks(b)))).toBe(true);
  });

  it('hangs a tankard only over a tavern or an inn, and gives an open place no feud across the street', () => {
    expect(
      buildings
        .filter((b) => /sign of a tankard/.test(looks(b)) && !['Tavern', 'Inn'].includes(b.locationType))
        .map((b) => b.locationType),
    ).toEqual([]);
    const open = ['Docks', 'Market', 'Graveyard', 'Park', 'Town Square'];
    expect(
      buildings
        .filter((b) => open.includes(b.locationType) && /across the street/.test(b.knownFor))
        .map((b) => b.locationName),
    ).toEqual([]);
  });

  it('writes "a sprig of three acorns", never "a three acorns"', () => {
    expect(
      buildings.filter((b) => /\ban? (three|two|pair) /.test(looks(b).replace(/a pair of/g, ''))).map(looks),
    ).toEqual([]);
  });

  it('builds no noble house of turf, cob or driftwood, and keeps no warm house too large to keep warm', () => {
    const noble = buildings.filter((b) => b.locationType === 'Noble Estate');
    expect(noble.length).toBeGreaterThan(0);
    expect(
      noble
        .filter((b) => /turf roof|sagging thatch|limewashed cob|sea-bleached|wattle|squat|lopsided/.test(looks(b)))
        .map(looks),
    ).toEqual([]);
    expect(
      buildings
        .filter(
          (b) =>
            /warmer inside than seems possible/.test(looks(b)) &&
            /too large to keep warm|cool cellar|cool stone/.test(looks(b)),
        )
        .map(looks),
    ).toEqual([]);
  });

  it('names no temple a church, and no temple of a village or smaller a cathedral', () => {
    const names = (size: 'Hamlet' | 'City') =>
      Array.from({ length: 1500 }, (_, i) =>
        generateBuildingName(createRng(`temple-${size}-${i}`), 'Temple', {
          adjectives: i % 2 === 0,
          setting: { size },
        }),
      );
    const city = names('City');
    expect(city.filter((n) => /\bCathedral\b/.test(n)).length).toBeGreaterThan(0);
    expect([...city, ...names('Hamlet')].filter((n) => /\bChurch\b/.test(n))).toEqual([]);
    expect(names('Hamlet').filter((n) => /\bCathedral\b/.test(n))).toEqual([]);
  });

  it('names a graveyard as a yard of graves, not an ossuary, barrow or necropolis', () => {
    const graves = buildings.filter((b) => b.locationType === 'Graveyard');
    expect(graves.length).toBeGreaterThan(0);
    expect(graves.filter((b) => /Ossuary|Barrows|Necropolis/.test(b.locationName)).map((b) => b.locationName)).toEqual(
      [],
    );
  });
});

describe('a shop hangs the sign of its own trade', () => {
  it('hangs no ship over a bakery and no dragon over a shipyard: a shop or workshop shows its own ware', () => {
    const rows = BUILDING_GRAMMAR.bSignImage as readonly (string | { text: string; requires?: readonly string[] })[];
    const own = (type: string) =>
      rows.filter((r) => typeof r !== 'string' && r.requires?.includes(type)).map((r) => (r as { text: string }).text);
    const wrong = buildings.filter((b) => {
      const category = BUILDING_PROFILES[b.locationType].category;
      if (category !== 'shop' && category !== 'workshop') return false;
      const sign = /sign of an? ([a-z’ ]+?) (?:hangs|swings|creaks)/.exec(b.appearance.exterior)?.[1];
      return sign !== undefined && !own(b.locationType).includes(sign);
    });
    expect(wrong.map((b) => `${b.locationType}: ${b.appearance.exterior}`).slice(0, 5)).toEqual([]);
  });
});

describe('a building is named for the ground its town stands on', () => {
  it('hangs no stag or fox over a door under the sea and no ferryman or anchor in a dry town', () => {
    const landOnly = /\b(Stag|Fox|Pony|Mule|Candle|Horseshoe|Plow|Fountain|Meadow|Well Street|Mill Lane)\b/;
    const wetOnly = /\b(Ferryman|Sailor|Fishmonger|Harbor|Anchor|Oar|Salmon|Otter|Swan|Weir|Watermill|River)\b/;
    const wrong: string[] = [];
    for (const type of ['Tavern', 'Inn', 'Market', 'Town Square', 'General Store', 'Guard Post'] as const) {
      for (let i = 0; i < 150; i++) {
        const rng = createRng(`ground-${type}-${i}`);
        const sea = generateBuildingName(rng, type, { adjectives: true, setting: { environment: 'Underwater' } });
        const dry = generateBuildingName(rng, type, {
          adjectives: true,
          setting: { environment: 'Desert', water: 'none' },
        });
        if (landOnly.test(sea)) wrong.push(`under the sea: ${sea}`);
        if (wetOnly.test(dry)) wrong.push(`in the desert: ${dry}`);
      }
    }
    expect(wrong.slice(0, 8)).toEqual([]);
    expect(buildingSettingTags({ environment: 'Arctic' }).has('dry')).toBe(false);
    expect([...buildingSettingTags({ environment: 'Arctic', water: 'none' })].sort()).toEqual([
      'Arctic',
      'dry',
      'riverless',
    ]);
    expect(buildingSettingTags({}).size).toBe(0);
  });
});

describe('a building is what its name says it is', () => {
  it('names no windmill for a weir and no shrine in town a cairn or a grotto', () => {
    const names = (type: 'Mill' | 'Shrine') =>
      Array.from({ length: 600 }, (_, i) =>
        generateBuildingName(createRng(`what-${type}-${i}`), type, { adjectives: true }),
      );
    expect(names('Mill').filter((n) => /Weir/.test(n) && /Windmill/.test(n))).toEqual([]);
    expect(names('Mill').some((n) => /Weir/.test(n))).toBe(true);
    expect(names('Shrine').filter((n) => /Cairn|Grotto/.test(n))).toEqual([]);
    const shrines = buildings.filter((b) => b.locationType === 'Shrine');
    expect(shrines.filter((b) => /hushed hall/.test(b.appearance.interior)).length).toBe(0);
  });
});

describe('a playhouse and a bath are not taverns', () => {
  it('gives no theater or bathhouse a common room of tables round a hearth, and hangs a pair of crossed swords', () => {
    const wrong = buildings.filter(
      (b) => ['Theater', 'Bathhouse'].includes(b.locationType) && /common room|tables of scarred oak/.test(looks(b)),
    );
    expect(wrong.map((b) => `${b.locationType}: ${b.appearance.interior}`).slice(0, 3)).toEqual([]);
    expect(buildings.filter((b) => /an? crossed swords/.test(looks(b))).length).toBe(0);
  });
});

/** Words a building's look never uses on a ground that rules them out. */
const GROUND_CONTRADICTIONS: Partial<Record<Environment, RegExp>> = {
  Underwater:
    /thatch|turf|chimney|smoke|public well|pigeons|ivy|cart roads|hearth|horseshoe|sea-bleached|cat sleeps|fountain|floorboards|lantern|dusk|chalked|brick|kettle|candle|flame|sparks|drying|cat\b/,
  Underground:
    /thatch|turf roof|ivy|pigeons|sea-bleached|facing the river|wildflowers|sundial|sun and rain|whatever the weather|window boxes|vegetable|single wide window|slate roof|weather-beaten|frost/,
  Desert: /thatch|turf roof|ivy|mossy|sea-bleached|river stones|weathered oak|wattle|window boxes/,
  Arctic: /thatch|wildflowers|ivy|pigeons|wattle|weathered oak|\bcob\b|clay tiles|ducks/,
  Mountain: /sea-bleached/,
  Forest: /sea-bleached/,
  Grassland: /sea-bleached/,
  Hill: /sea-bleached/,
  Swamp: /sea-bleached|cart roads/,
  Coastal: /facing the river/,
};

describe('a building looks like the ground its town stands on', () => {
  const settled = (environment: Environment) =>
    BUILDING_TYPES.filter((type) => !UNSUITED[environment]?.includes(type)).flatMap((type) =>
      Array.from({ length: 6 }, (_, i) => {
        const stub: BuildingStub = {
          Seed: `ground-look-${environment}-${type}-${i}`,
          Type: type,
          Name: `The ${type}`,
          Settlement: { text: 'Town', type: 'settlement-t1' },
          Environment: environment,
        };
        return expandBuilding(stub, `b-${i}`).entity;
      }),
    );

  it('draws no thatch under the sea, no turf roof in the desert and no sea-bleached planks in the mountains', () => {
    for (const environment of ENVIRONMENTS) {
      const drawn = settled(environment);
      const rule = GROUND_CONTRADICTIONS[environment];
      const wrong = rule ? drawn.filter((b) => rule.test(`${looks(b)} ${b.knownFor}`)) : [];
      expect(wrong.map((b) => `${environment} ${b.locationType}: ${looks(b)}`).slice(0, 4)).toEqual([]);
      // Each ground still gives varied looks.
      const built = drawn.filter((b) => BUILDING_PROFILES[b.locationType].category !== 'open');
      expect(new Set(built.map((b) => b.appearance.exterior)).size, environment).toBeGreaterThan(built.length * 0.9);
    }
  });

  it('draws the ground’s own rows: coral under the sea, carved rock underground, adobe in the desert', () => {
    const seen = (environment: Environment, pattern: RegExp) =>
      settled(environment).some((b) => pattern.test(looks(b)));
    expect(seen('Underwater', /coral|shell|kelp/)).toBe(true);
    expect(seen('Underground', /cavern|fungus|crystals/)).toBe(true);
    expect(seen('Desert', /adobe|mud brick|date palms|oasis/)).toBe(true);
    expect(seen('Arctic', /snow|icicles/)).toBe(true);
  });

  it('decides the home town’s ground first when the stub has no settlement, and draws the look on it', () => {
    for (let i = 0; i < 60; i++) {
      const type = BUILDING_TYPES[i % BUILDING_TYPES.length]!;
      const { entity, refPackage } = expandBuilding(
        { Seed: `homeless-${i}`, Type: type, Name: `The ${type}` },
        `h-${i}`,
      );
      const town = refPackage.settlements!.ReferenceIds[refPackage.settlements!.Keys[0]!] as SettlementStubEntity;
      const rule = GROUND_CONTRADICTIONS[town.Stub.Environment!];
      if (rule) expect(rule.test(looks(entity)), `${town.Stub.Environment}: ${looks(entity)}`).toBe(false);
    }
  });

  it('carries the ground on the stubs every parent makes: the building generator, a settlement, a person', () => {
    for (const b of buildings.slice(0, 200)) {
      const town = b.locatedAt && stubOf(generated.get(b)!, b.locatedAt.type);
      expect(b.Stub.Environment).toBe((town as SettlementStub | undefined)?.Environment);
    }
    for (const environment of ['Underwater', 'Desert'] as const) {
      const { data, refPackage } = GENERATORS.GetSettlement!.generate(createRng(`carry-${environment}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { size: ['Town'], environments: [environment] },
      }) as { data: { Environment: Environment }; refPackage: RefPackage };
      expect(data.Environment).toBe(environment);
      const stubs = Object.values(refPackage.buildings!.ReferenceIds) as BuildingStubEntity[];
      expect(stubs.length).toBeGreaterThan(0);
      expect(stubs.filter((s) => s.Stub.Environment !== environment).map((s) => s.locationName)).toEqual([]);
    }
    for (let i = 0; i < 20; i++) {
      const { refPackage } = generateNpc(createRng(`carry-npc-${i}`), {});
      const town = Object.values(refPackage.settlements!.ReferenceIds)[0] as SettlementStubEntity;
      const stubs = Object.values(refPackage.buildings!.ReferenceIds) as BuildingStubEntity[];
      expect(stubs.length).toBeGreaterThan(0);
      for (const s of stubs) expect(s.Stub.Environment, s.locationName).toBe(town.Stub.Environment);
    }
  });

  it("carries its town's water and faces no river in a town without one", () => {
    const faced: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { data, refPackage } = GENERATORS.GetSettlement!.generate(createRng(`water-${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { size: ['Town'], environments: [i % 2 ? 'Desert' : 'Grassland'] },
      }) as { data: { Water: string }; refPackage: RefPackage };
      const stubs = Object.values(refPackage.buildings!.ReferenceIds) as BuildingStubEntity[];
      expect(stubs.filter((s) => s.Stub.Water !== data.Water).map((s) => s.locationName)).toEqual([]);
      if (data.Water === 'river') continue;
      for (const s of stubs.slice(0, 40)) {
        const look = looks(expandBuilding(s.Stub, s.ReferenceData.Id).entity);
        if (/river/.test(look)) faced.push(`${data.Water}: ${look}`);
      }
    }
    expect(faced).toEqual([]);
  });

  it('tells of one building: no newly built front on a place known for its age or weathered by years', () => {
    const aged =
      /weather-beaten|weathered|gone green|sagging|mossy|patched with tar|old glass|faded mural|moss greens|worn smooth by years|old incense|generations|leaning gently|here before the town|outlived three owners/;
    const wrong = buildings.filter((b) => /newly built/.test(looks(b)) && aged.test(`${looks(b)} ${b.knownFor}`));
    expect(wrong.map((b) => `${looks(b)} / ${b.knownFor}`).slice(0, 3)).toEqual([]);
    expect(buildings.some((b) => /newly built/.test(looks(b)))).toBe(true);
    const homes = buildings.filter((b) => b.locationType === 'Residence');
    expect(
      homes.filter((b) => /regulars|fair dealing|open at hours|every debt/.test(b.knownFor)).map((b) => b.knownFor),
    ).toEqual([]);
  });

  it('refuses a building stub whose environment is unknown', () => {
    const stub = { Seed: 'x', Type: 'Tavern', Name: 'The Tavern', Environment: 'Moon' };
    expect(checkStub('buildings', stub).ok).toBe(false);
    expect(checkStub('buildings', { ...stub, Environment: 'Desert' }).ok).toBe(true);
  });
});

describe("a building's rumor about its owner", () => {
  /** The claims that speak of the place as someone else's (a row that requires `venue` not to be `own`), as patterns. */
  const outsiderClaims = (Object.values(RUMOR_GRAMMAR).flat() as unknown[])
    .filter((row): row is { text: string; requires: readonly string[] } =>
      ((row as { requires?: readonly string[] }).requires ?? []).some(
        (r) => r.startsWith('venue!=') && r.slice('venue!='.length).split('|').includes('own'),
      ),
    )
    .map(
      (row) =>
        new RegExp(
          row.text
            .split(/\{[^}]*\}/)
            .map(escapeRegExp)
            .join('.*?'),
        ),
    );

  it('tells of the water its town has: no ford, ferry or fishmonger in a dry desert town', () => {
    /** The rows a town with no river, or no water at all, rules out, as patterns. */
    const waterClaims = (Object.values(RUMOR_GRAMMAR).flat() as unknown[])
      .filter((row): row is { text: string; excludes: readonly string[] } =>
        ((row as { excludes?: readonly string[] }).excludes ?? []).some(
          (e) => e === 'town-dry' || e === 'town-riverless',
        ),
      )
      .map(
        (row) =>
          new RegExp(
            row.text
              .split(/\{[^}]*\}/)
              .map(escapeRegExp)
              .join('.*?'),
          ),
      );
    expect(waterClaims.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (let i = 0; i < 600; i++) {
      const stub: BuildingStub = {
        Seed: `dry-rumor-${i}`,
        Type: BUILDING_TYPES[i % BUILDING_TYPES.length]!,
        Name: 'The Dry Well',
        Environment: 'Desert',
        Water: 'none',
      };
      const told = toPlainText(expandBuilding(stub, `b-dry-${i}`).entity.rumor);
      if (waterClaims.some((claim) => claim.test(told))) wrong.push(told);
    }
    expect(wrong).toEqual([]);
  });

  it('never tells of the owner as an outsider to their own place (coveting its sign, wanting it pulled down)', () => {
    expect(outsiderClaims.length).toBeGreaterThan(10);
    const told = buildings.map((b) => toPlainText(b.rumor));
    const wrong = told.filter((text) => outsiderClaims.some((claim) => claim.test(text)));
    expect(wrong).toEqual([]);
  });
});

describe('an inn or a tavern hangs the picture its name paints', () => {
  it('shows on its sign what its name names, and only that', () => {
    const houses = buildings.filter((b) => b.locationType === 'Inn' || b.locationType === 'Tavern');
    const signed = houses.filter((b) => signOfName(b.locationName) && /sign of/.test(looks(b)));
    expect(signed.length).toBeGreaterThan(10);
    const wrong = signed.filter((b) => !looks(b).includes(`sign of ${MODIFIERS.a!(signOfName(b.locationName)!)}`));
    expect(wrong.map((b) => `${b.locationName}: ${looks(b)}`).slice(0, 3)).toEqual([]);
  });
});
