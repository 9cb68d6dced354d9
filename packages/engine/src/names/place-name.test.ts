import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { SETTLEMENT_ENVIRONMENTS } from '../data/options';
import { rowText } from '../core/table';
import { worldText } from '../world/draw';
import { isFitToPrint } from './name-check';
import { PLACE_NAME_TABLES, SETTLEMENT_NAME_TABLES } from './place-name';

const names = (environment: string, n = 2000): string[] =>
  Array.from({ length: n }, (_, i) =>
    worldText(createRng(`place-${environment}-${i}`), SETTLEMENT_NAME_TABLES, 'settlementName', {
      tags: [environment],
    }),
  );

describe('a settlement is named for its ground', () => {
  it('gives a -mouth, a Landing or "on the Water" only to a place by the shore or in the fens', () => {
    for (const environment of SETTLEMENT_ENVIRONMENTS.filter((e) => e !== 'Coastal' && e !== 'Swamp'))
      expect(
        names(environment)
          .filter((n) => /mouth\b|Landing|on the Water/.test(n))
          .slice(0, 3),
        environment,
      ).toEqual([]);
    expect(names('Coastal').some((n) => /mouth|Landing|on the Water/.test(n))).toBe(true);
  });

  it('puts no ford, mere, brook or bridge in the desert or under the earth', () => {
    for (const environment of ['Desert', 'Underground', 'Underwater'])
      expect(
        names(environment)
          .filter((n) => /ford|mere|brook|Bridge/.test(n))
          .slice(0, 3),
        environment,
      ).toEqual([]);
  });

  it('grows no fields, woods, birds or oaks under the sea, but coral and pearl', () => {
    const sea = names('Underwater');
    expect(
      sea
        .filter((n) => /field|moor|wood|dale|thorpe|Crane|Dove|Crow|Lark|Wren|Oak|Hare|Fox|Stag|Under Hill/.test(n))
        .slice(0, 3),
    ).toEqual([]);
    expect(sea.some((n) => /Coral|Pearl|Kelp|Tide/.test(n))).toBe(true);
  });

  it('joins no beginning and ending into a place of a published setting ("Herondale")', () => {
    const joined = PLACE_NAME_TABLES.placeStart.flatMap((start) =>
      PLACE_NAME_TABLES.placeEnd.map((end) => rowText(start) + rowText(end)),
    );
    expect(joined.filter((name) => !isFitToPrint(name, name))).toEqual([]);
  });
});
