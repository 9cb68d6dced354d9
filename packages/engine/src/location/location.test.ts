import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, LOCATION_TYPES } from '../data/options';
import { GENERATORS } from '../generators/index';
import { toPlainText } from '../text/rich-text';
import type { Location } from '../world/entities';

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
