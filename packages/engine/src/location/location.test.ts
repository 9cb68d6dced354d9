import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, LOCATION_TYPES } from '../data/options';
import { GENERATORS } from '../generators/index';
import { toPlainText } from '../text/rich-text';
import type { Location, SettlementStub } from '../world/entities';
import { linkId } from '../world/links';
import type { RefPackage } from '../world/ref-store';

const read = (type: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => {
    const { location } = GENERATORS.GetLocation!.generate(createRng(`read-location-${type}-${i}`), {
      count: 1,
      adjectives: true,
      heritages: HERITAGES,
      choices: { location: [type] },
    }) as { location: Location };
    return `${location.Desc} ${toPlainText(location.History)}`;
  });

describe('a place and its history agree', () => {
  it('wrecks no barge sunk lately on rocks, nor has treasure hunters search it for fifty years', () => {
    const wrecks = read('Shipwreck', 400);
    const barges = wrecks.filter((t) => /river barge/.test(t));
    expect(barges.length).toBeGreaterThan(0);
    expect(barges.filter((t) => /fifty years|onto the rocks/.test(t)).slice(0, 5)).toEqual([]);
    expect(wrecks.filter((t) => /sandbar/.test(t) && /onto the rocks/.test(t)).slice(0, 5)).toEqual([]);
  });

  it('empties no wayside shrine, bridge or crossroads by plague, for nobody lived there', () => {
    for (const type of ['Shrine', 'Bridge', 'Crossroads', 'Portal'])
      expect(
        read(type, 150)
          .filter((t) => /plague drove out/.test(t))
          .slice(0, 3),
        type,
      ).toEqual([]);
  });

  it('houses no outlaws or wizard at a signpost, a cairn, a bridge or a wayside shrine', () => {
    for (const type of ['Crossroads', 'Bridge', 'Shrine'])
      expect(
        read(type, 150)
          .filter((t) => /outlaws made it their hideout|wizard was said to have worked/.test(t))
          .slice(0, 3),
        type,
      ).toEqual([]);
  });

  it('says plainly where the smoke of an occupied place comes from', () => {
    const texts = LOCATION_TYPES.flatMap((type) => read(type, 40));
    expect(texts.filter((t) => /a chimney or a fire/.test(t))).toEqual([]);
  });
});

/** Places of a type with the environment of the settlement they lie near. */
const placed = (type: string, n: number): { text: string; name: string; ground?: string }[] =>
  Array.from({ length: n }, (_, i) => {
    const { location, refPackage } = GENERATORS.GetLocation!.generate(createRng(`ground-location-${type}-${i}`), {
      count: 1,
      adjectives: true,
      heritages: [],
      choices: { location: [type] },
    }) as { location: Location; refPackage: RefPackage };
    const town = refPackage.settlements?.ReferenceIds[linkId(location.Near!)] as { Stub: SettlementStub } | undefined;
    return {
      text: `${location.Desc} ${toPlainText(location.History)}`,
      name: location.Name,
      ground: town?.Stub.Environment,
    };
  });

describe('a place fits its ground and its own shape', () => {
  it('puts no moss, mud or meadow near a desert town, no tide by an inland one, and no lake by the dunes', () => {
    const wrong: string[] = [];
    for (const type of ['Cave', 'Grove', 'Battlefield', 'Island', 'Tower', 'Lake', 'Crossroads']) {
      for (const p of placed(type, 120)) {
        if (p.ground === 'Desert' && /moss|mud|meadow|oaks|beeches|nettles|wet black rock|mist rises/.test(p.text))
          wrong.push(`${p.ground}: ${p.text}`);
        if (p.ground !== 'Coastal' && /tidal|every tide|headland/.test(p.text)) wrong.push(`${p.ground}: ${p.text}`);
        if (p.ground === 'Arctic' && /insects drone|poppies/.test(p.text)) wrong.push(`${p.ground}: ${p.text}`);
        if (['Lake', 'Island'].includes(type) && p.ground === 'Desert') wrong.push(`${type} by ${p.ground}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('has a way in, rooms and timbers only where there is an inside, and nothing lives in a wayside shrine', () => {
    const wrong: string[] = [];
    for (const type of ['Crossroads', 'Shrine', 'Battlefield', 'Grove', 'Ruin', 'Portal']) {
      for (const t of read(type, 150)) {
        if (/lead in but|the way in|just inside|old timbers|chimney|new tenants|those who live there/.test(t))
          wrong.push(`${type}: ${t}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('has no water below a bridge over a chasm, and drowns nothing where there is no water', () => {
    const chasms = read('Bridge', 300).filter((t) => /chasm/.test(t));
    expect(chasms.length).toBeGreaterThan(0);
    expect(chasms.filter((t) => /water|downriver|drowned|boat|gulls/.test(t)).slice(0, 5)).toEqual([]);
    for (const type of ['Tower', 'Monastery', 'Battlefield', 'Castle', 'Crossroads'])
      expect(
        placed(type, 80)
          .filter((p) => /Drowned/.test(p.name))
          .map((p) => p.name),
      ).toEqual([]);
  });
});

describe('a place keeps to what it has said', () => {
  it('sets no lookouts at a holy place and grazes sheep where the shepherds will not graze', () => {
    const holy = [...read('Shrine', 150), ...read('Monastery', 150), ...read('Grove', 100)];
    expect(holy.filter((t) => /lookouts/.test(t)).slice(0, 3)).toEqual([]);
    expect(read('Castle', 400).filter((t) => /grazed by sheep/.test(t) && /will not graze/.test(t))).toEqual([]);
    const kept = /flies a faded flag|bored soldiers|mill wheel still turning|lookouts call/;
    const keptAndEmptied = [...read('Castle', 300), ...read('Tower', 200), ...read('Monastery', 200)].filter(
      (t) => kept.test(t) && /plague drove out/.test(t),
    );
    expect(keptAndEmptied.slice(0, 3)).toEqual([]);
    const dens = [...read('Mine', 200), ...read('Lair', 200)];
    expect(dens.filter((t) => /stonework/.test(t)).slice(0, 3)).toEqual([]);
  });
});

describe('a place is told of by its own town', () => {
  it('sees no town on a clear day under the rock or the sea, and has no watch sergeant or librarian of a hamlet tell of it', () => {
    const wrong: string[] = [];
    let small = 0;
    for (let i = 0; i < 600; i++) {
      const { location, refPackage } = GENERATORS.GetLocation!.generate(createRng(`told-by-${i}`), {
        count: 1,
        adjectives: true,
        heritages: HERITAGES,
        choices: { location: [LOCATION_TYPES[i % LOCATION_TYPES.length]!] },
      }) as { location: Location; refPackage: RefPackage };
      const town = refPackage.settlements?.ReferenceIds[linkId(location.Near!)] as
        { Stub?: SettlementStub } | undefined;
      const text = `${location.Desc} ${toPlainText(location.History)}`;
      if (/on a clear day/.test(text) && ['Underground', 'Underwater'].includes(town?.Stub?.Environment ?? ''))
        wrong.push(`${town?.Stub?.Environment}: ${location.Desc}`);
      if (town?.Stub?.Size === 'Hamlet' || town?.Stub?.Size === 'Outpost') {
        small++;
        if (/\b(watch sergeant|garrison captain|librarian|archivist|cartographer)\b/.test(text))
          wrong.push(`${town.Stub.Size}: ${toPlainText(location.History)}`);
      }
    }
    expect(small).toBeGreaterThan(20);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
