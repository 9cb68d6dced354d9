import { createRng } from '../core/rng';
import { JOBS } from '../character/jobs';
import type { BuildingType, Environment, LocationType, SettlementSize } from '../data/options';
import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expand, expandRich } from '../core/template';
import { pickWeighted } from '../world/draw';
import { TOWN_BUILDINGS } from '../world/building-types';
import type { EntityLink, Location, LocationStub, SettlementStubEntity } from '../world/entities';
import { linkId } from '../world/links';
import {
  expansionContext,
  HOMETOWN_ENVIRONMENTS,
  newHomeSettlement,
  type Expansion,
  type HomeNeeds,
} from '../world/hometown';
import { LOCATION_GROUND, liesNear } from '../world/location-ground';
import { putEntity, type RefPackage } from '../world/ref-store';
import { addNpcStub } from '../world/stubs';
import { HAMLET_FOLK, LOCATION_FACTS, LOCATION_STATES } from './location-facts';
import { LOCATION_GRAMMAR } from './location-grammar';

/** Where the nearest settlement must stand for a place of the type to be near it. */
const homeNeeds = (type: LocationType): HomeNeeds => {
  const ground = LOCATION_GROUND[type];
  return {
    ...(ground?.environment ? { environment: ground.environment } : {}),
    ...(ground?.water ? { water: true } : {}),
  };
};

/**
 * The environment of the settlement a place of the type lies near: what its type needs, else the
 * usual home-town draw (the same stream `newHomeSettlement` reads), redrawn away from ground the
 * type never lies by.
 */
function nearEnvironment(rng: Rng, type: LocationType): Environment {
  const needs = homeNeeds(type);
  if (needs.environment) return needs.environment;
  if (needs.water) return 'Coastal';
  const drawn = pickWeighted(rng.fork('environment'), HOMETOWN_ENVIRONMENTS).environment;
  if (liesNear(type, drawn)) return drawn;
  const rows = HOMETOWN_ENVIRONMENTS.filter((row) => liesNear(type, row.environment));
  return pickWeighted(rng.fork('environment-again'), rows).environment;
}

/** The size of a settlement the package holds (one decided here), else unknown. */
const townSize = (pkg: RefPackage, town: EntityLink): SettlementSize | undefined =>
  (pkg.settlements?.ReferenceIds[linkId(town)] as SettlementStubEntity | undefined)?.Stub?.Size;

/** Work that needs a town: a hamlet or an outpost keeps no watch, garrison, library or map shop. */
const TOWN_WORK: readonly BuildingType[] = [...TOWN_BUILDINGS, 'Guard Post'];

/** Who may tell of a place from a town of the size: in a hamlet, no watch sergeant or librarian, but its own folk. */
function witnessesIn(jobs: readonly string[], size: SettlementSize | undefined): readonly string[] {
  if (size !== 'Hamlet' && size !== 'Outpost') return jobs;
  const here = jobs.filter((job) => {
    const row = JOBS.find((r) => r.job === job);
    return !row || row.buildings.some((b) => !TOWN_WORK.includes(b));
  });
  return here.length ? here : HAMLET_FOLK;
}

/**
 * Expands a location stub: its name, type and nearby settlement are kept. It first decides the
 * place's facts (what kind of ground it is, whether anyone lives there, who in the nearest town
 * knows it best), then draws a description and a history whose rows fit those facts.
 * Deterministic for the stub and id.
 */
export function expandLocation(stub: LocationStub, id: string): Expansion<Location> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, `location:${stub.Type}`, stub.Adjectives);
  const facts = LOCATION_FACTS[stub.Type];
  // A settlement decided here is decided ground first, so the text can fit it; one given is not known.
  const environment = stub.Settlement ? undefined : nearEnvironment(rng.fork('settlement'), stub.Type);
  const near =
    stub.Settlement ?? newHomeSettlement(rng.fork('settlement'), ctx, {}, { ...homeNeeds(stub.Type), environment });
  const state = pickWeighted(
    rng.fork('state'),
    LOCATION_STATES.map((s) => ({ state: s, weight: facts.states[s] ?? 0 })),
  ).state;
  const witnessJob = rng.fork('witness-job').pick(witnessesIn(facts.witnesses, townSize(ctx.pkg, near)));
  const witness = addNpcStub(ctx, { Job: witnessJob, Settlement: near });
  const ground = environment ? [environment, ...(environment === 'Coastal' ? [] : ['inland'])] : [];
  const text = {
    tags: [stub.Type, state, ...facts.tags, ...ground],
    vars: { name: stub.Name, town: near.text, witness, witnessJob: witnessJob.toLowerCase() },
    adjectives: ctx.adjectives,
  };
  // One set of facts for the description and the history: what the description shows (a barge
  // sunk lately, a galley on a sandbar) rules out histories that contradict it.
  const shared = new Facts([]);
  const told = { tags: new Set(text.tags), vars: text.vars, adjectives: text.adjectives };
  const location: Location = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Name: stub.Name,
    Desc: expand(rng.fork('desc'), LOCATION_GRAMMAR, '{locationDesc}', { ...told, facts: shared }),
    History: expandRich(rng.fork('history'), LOCATION_GRAMMAR, '{locationHistory}', { ...told, facts: shared }),
    Type: stub.Type,
    Near: near,
  };
  putEntity(ctx.pkg, 'locations', location);
  return { entity: location, refPackage: ctx.pkg };
}
