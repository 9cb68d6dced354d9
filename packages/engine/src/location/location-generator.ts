import { pickChoice, type GeneratorDef } from '../core/generator';
import type { Rng } from '../core/rng';
import { LOCATION_TYPES, type LocationType } from '../data/options';
import { SITE_NAME_TABLES } from '../names/site-name';
import { worldText } from '../world/draw';
import type { Location, LocationStub } from '../world/entities';
import { idBase } from '../world/links';
import type { RefPackage } from '../world/ref-store';
import { expandLocation } from './location';

/** What GetLocation may be asked for: location types to choose among (empty: any). */
export type LocationOptions = { types?: readonly string[]; adjectives?: boolean };

/** Makes one place outside town: decides its type and a name that fits, then expands it. Deterministic for the stream. */
export function generateLocation(
  rng: Rng,
  options: LocationOptions = {},
): { location: Location; refPackage: RefPackage } {
  const type: LocationType = pickChoice(rng.fork('type'), options.types, LOCATION_TYPES);
  const adjectives = options.adjectives ?? true;
  const stub: LocationStub = {
    Seed: rng.seed,
    Type: type,
    Name: worldText(rng.fork('name'), SITE_NAME_TABLES, 'locationName', { tags: [type], adjectives }),
    Adjectives: adjectives,
  };
  const { entity, refPackage } = expandLocation(stub, idBase(rng, `location-id:${type}`));
  return { location: entity, refPackage };
}

/** GetLocation: one place outside town (`location`) and the package of it and what it names (`refPackage`). */
export const LOCATION_GENERATORS: { GetLocation: GeneratorDef } = {
  GetLocation: {
    choices: { location: { options: LOCATION_TYPES, multi: true } },
    generate: (rng, request) =>
      generateLocation(rng, { types: request.choices.location, adjectives: request.adjectives }),
  },
};
