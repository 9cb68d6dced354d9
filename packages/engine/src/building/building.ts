import { generateRumor } from '../character/rumor';
import { buildingTags } from '../character/town-places';
import { Facts } from '../core/table';
import { MODIFIERS } from '../core/template';
import { createRng, type Rng } from '../core/rng';
import { drawOwnerJob, employeeJobs } from '../character/jobs';
import type { Environment } from '../data/options';
import { buildingSettingTags, townWaterTags } from '../names/building-name';
import { BUILDING_GRAMMAR, GROUND_TAGS } from './building-grammar';
import {
  BUILDING_PROFILES,
  MARKUPS,
  TOWN_BUILDINGS,
  WATERFRONT_BUILDINGS,
  type BuildingProfile,
} from '../world/building-types';
import { pickWeighted, worldText } from '../world/draw';
import type { Building, BuildingStub, PricedGood, SettlementWater } from '../world/entities';
import { entityLink } from '../world/links';
import { putEntity } from '../world/ref-store';
import { addNpcStub } from '../world/stubs';
import { expansionContext, putHomeSettlement, reserveHomeSettlement, type Expansion } from '../world/hometown';

/** A section of goods: three to six of the profile's rows, priced with the markup (at least 1 cp). */
function stockSection(rng: Rng, items: readonly (readonly [string, number])[], markup: number): PricedGood[] {
  const count = Math.min(items.length, rng.int(3, 6));
  return rng
    .shuffle(items)
    .slice(0, count)
    .map(([name, copper]) => ({ name, price: Math.max(1, Math.round((copper * (100 + markup)) / 100)) }));
}

/** Goods and services of a place by section, in the profile's order. */
function stock(rng: Rng, profile: BuildingProfile, markup: number): Building['inventory'] {
  return (profile.goods ?? []).map((section) => ({
    type: section.type,
    result: stockSection(rng.fork(section.type), section.items, markup),
  }));
}

/**
 * The tags a building's look is drawn with for the ground its town stands on: the environment, what
 * its name's rows read from it (`sea`, `riverless`, `dry`) and the grammar's own (`bare`, `sunless`,
 * `inland`), and its town's water when known (no house facing the river in a town without one). An
 * unknown ground tags nothing, so any row may be drawn.
 */
export function buildingGroundTags(environment: Environment | undefined, water?: SettlementWater): string[] {
  if (!environment) return [];
  return [...buildingSettingTags({ environment, ...(water ? { water } : {}) }), ...GROUND_TAGS[environment]];
}

/**
 * The picture an inn's or a tavern's name paints, for its sign: "The Fox and Horseshoe" a fox and
 * a horseshoe, "The Winking Pike Inn" a winking pike, "The Troll's Arms" a troll, "The Compass on
 * Well Street" a compass. A name for its owner ("Hirara's Rest") paints none.
 */
export function signOfName(name: string): string | undefined {
  const bare = name.replace(/ Inn$/, '');
  const pair = /^The ([A-Z][a-z]+) and ([A-Z][a-z]+)$/.exec(bare);
  if (pair) return `${pair[1]!.toLowerCase()} and ${MODIFIERS.a!(pair[2]!.toLowerCase())}`;
  const thing = /^The ([A-Z][a-z]+)(?:'s [A-Z][a-z]+| on [A-Z].*)$/.exec(bare);
  if (thing) return thing[1]!.toLowerCase();
  const pictured = /^The ((?:[A-Z][a-z]+ )?[A-Z][a-z]+)$/.exec(bare);
  return pictured ? pictured[1]!.toLowerCase() : undefined;
}

/**
 * Expands a building stub: its decided owner, workers and settlement are kept; the rest is
 * drawn from its seed (owner and workers whose jobs fit the place, regular customers, look,
 * reputation, prices and goods, a rumor). A stub with no settlement gets a home town whose ground
 * is decided first; the look fits the ground. Deterministic for the stub and id.
 */
export function expandBuilding(stub: BuildingStub, id: string): Expansion<Building> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, `building:${stub.Type}`, stub.Adjectives);
  const type = stub.Type;
  const profile = BUILDING_PROFILES[type];
  const self = entityLink('buildings', id, stub.Name);

  const needs = { town: TOWN_BUILDINGS.includes(type), water: WATERFRONT_BUILDINGS.includes(type) };
  const homeRng = rng.fork('settlement');
  const home = stub.Settlement ? undefined : reserveHomeSettlement(homeRng, ctx, needs);
  const settlement =
    stub.Settlement ?? putHomeSettlement(homeRng, ctx, home!, type === 'Residence' ? {} : { Buildings: [self] }, needs);
  const environment = stub.Environment ?? home?.environment;
  // Everyone placed here lives in that town, on that ground.
  const town = {
    Settlement: settlement,
    ...(environment ? { Environment: environment } : {}),
    ...(stub.Water ? { Water: stub.Water } : {}),
  };

  const owner =
    stub.Owner ??
    addNpcStub(ctx, {
      Job: drawOwnerJob(rng.fork('owner-job'), type).job,
      ...(type === 'Residence' ? { Residence: self } : { EmployedAt: self }),
      ...town,
    });

  const workerJobs = employeeJobs(type);
  const hired = workerJobs.length === 0 ? 0 : rng.fork('staff').int(stub.Employees?.length ? 0 : 1, 3);
  const employees = [...(stub.Employees ?? [])];
  for (let i = 0; i < hired; i++) {
    const job = rng.fork(`staff-${i}`).weighted(workerJobs, (row) => row.weight ?? 1);
    employees.push(addNpcStub(ctx, { Job: job.job, EmployedAt: self, ...town }));
  }

  const regulars = [...(stub.Regulars ?? [])];
  const visitors = rng.fork('regulars').int(regulars.length ? 0 : 1, 3);
  for (let i = 0; i < visitors; i++) regulars.push(addNpcStub(ctx, town));

  // An inn or a tavern hangs the picture its name paints ("The Fox and Horseshoe").
  const nameSign = type === 'Inn' || type === 'Tavern' ? signOfName(stub.Name) : undefined;
  const tags = [
    profile.category,
    type,
    ...buildingGroundTags(environment, stub.Water),
    ...(nameSign ? ['named-sign'] : []),
  ];
  // What it is known for, its front and its rooms tell of one building: no newly built front on a
  // place known for its age, nor an old copper roof gone green on a new one.
  const text = {
    tags,
    adjectives: ctx.adjectives,
    facts: new Facts(),
    vars: nameSign ? { nameSign } : ({} as Record<string, string>),
  };
  const markup = profile.isShop ? Number(pickWeighted(rng.fork('markup'), MARKUPS).text) : 0;

  const building: Building = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    locationType: type,
    locationName: stub.Name,
    isShop: profile.isShop,
    markup,
    buildingOwner: owner,
    employees,
    regularCustomers: regulars,
    knownFor: worldText(rng.fork('known-for'), BUILDING_GRAMMAR, 'knownFor', text),
    // Told of the owner or keeper and their own place: no claim that they covet its sign, plan to
    // have it pulled down or pay for a room in it, and none that its kind of place cannot hold.
    // The town's water is known as it is to the people there: no ford or fishmonger in a dry town.
    rumor: generateRumor(rng.fork('rumor'), {
      adjectives: ctx.adjectives,
      subject: owner,
      place: self,
      facts: new Facts(
        townWaterTags({ ...(environment ? { environment } : {}), ...(stub.Water ? { water: stub.Water } : {}) }),
        { venue: 'own' },
      ),
      placeTags: buildingTags(type),
    }),
    locatedAt: settlement,
    appearance: {
      exterior: worldText(rng.fork('exterior'), BUILDING_GRAMMAR, 'exterior', text),
      interior: worldText(rng.fork('interior'), BUILDING_GRAMMAR, 'interior', text),
    },
    inventory: stock(rng.fork('stock'), profile, markup),
  };
  putEntity(ctx.pkg, 'buildings', building);
  return { entity: building, refPackage: ctx.pkg };
}
