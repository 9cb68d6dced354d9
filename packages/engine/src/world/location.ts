import { createRng } from '../core/rng';
import { expansionContext, newHomeSettlement, type Expansion } from './building';
import { worldText } from './draw';
import type { Location, LocationStub } from './entities';
import { LOCATION_GRAMMAR } from './location-grammar';
import { putEntity } from './ref-store';

/**
 * Expands a location stub: its name, type and nearby settlement are kept; a description and a
 * little history are drawn from its seed. Deterministic for the stub and id.
 */
export function expandLocation(stub: LocationStub, id: string): Expansion<Location> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, `location:${stub.Type}`, stub.Adjectives);
  const near = stub.Settlement ?? newHomeSettlement(rng.fork('settlement'), ctx, {});
  const text = { tags: [stub.Type], vars: { name: stub.Name, town: near.text }, adjectives: ctx.adjectives };
  const location: Location = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Name: stub.Name,
    Desc: worldText(rng.fork('desc'), LOCATION_GRAMMAR, 'locationDesc', text),
    History: worldText(rng.fork('history'), LOCATION_GRAMMAR, 'locationHistory', text),
    Type: stub.Type,
    Near: near,
  };
  putEntity(ctx.pkg, 'locations', location);
  return { entity: location, refPackage: ctx.pkg };
}
