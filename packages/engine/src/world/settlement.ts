import { createRng, type Rng } from '../core/rng';
import {
  ALIGNMENTS,
  ORGANIZATION_TYPES,
  type BuildingType,
  type Environment,
  type SettlementSize,
} from '../data/options';
import { JOBS, type JobRow } from '../npc/jobs';
import { drawOwnerJob, expansionContext, type Expansion } from './building';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from './building-tables';
import { distinctTexts, drawTaggedRow, pickWeighted, worldProse, worldText } from './draw';
import type { EntityLink, PopulationShare, Settlement, SettlementStub } from './entities';
import { GUILD_TYPES } from './group-grammar';
import { entityLink } from './links';
import { putEntity } from './ref-store';
import { HOMETOWN_ENVIRONMENTS, HOMETOWN_SIZES, SETTLEMENT_GRAMMAR, SETTLEMENT_POPULATION } from './settlement-grammar';
import {
  drawTownsfolkHeritage,
  putBuildingStub,
  putGroupStub,
  putNpcStub,
  reserveBuilding,
  reserveGroup,
  reserveNpc,
  type LinkContext,
} from './stubs';

const SIZE_CLASS: Readonly<Record<SettlementSize, 'small' | 'middle' | 'large'>> = {
  Outpost: 'small',
  Hamlet: 'small',
  Village: 'small',
  Town: 'middle',
  City: 'large',
  Metropolis: 'large',
};

/** Places where people gather, in the order a visitor would look for them. */
const GATHERING_PLACES: readonly BuildingType[] = [
  'Tavern',
  'Inn',
  'Temple',
  'Market',
  'Town Square',
  'General Store',
  'Blacksmith',
  'Docks',
  'Bathhouse',
  'Theater',
  'Shrine',
  'Park',
  'Bakery',
  'Guild Hall',
];

/** Shares of three or four heritages, the largest first, summing to 100. */
function populationMakeup(rng: Rng): PopulationShare[] {
  const heritages = new Set([drawTownsfolkHeritage(rng.fork('main'))]);
  const wanted = rng.fork('count').int(3, 4);
  for (let i = 0; heritages.size < wanted && i < 30; i++) heritages.add(drawTownsfolkHeritage(rng.fork(`other-${i}`)));
  const weights = [...heritages].map((_h, i) =>
    i === 0 ? 50 + rng.fork('lead').int(0, 35) : rng.fork(`share-${i}`).int(4, 20),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.round((w * 100) / total)));
  shares[0]! += 100 - shares.reduce((a, b) => a + b, 0);
  return [...heritages].map((heritage, i) => ({ heritage, percent: shares[i]! })).sort((a, b) => b.percent - a.percent);
}

/** A gathering place that fits the settlement, with its owner decided so the name can mention them. */
function addGatheringPlace(rng: Rng, ctx: LinkContext, type: BuildingType, self: EntityLink): EntityLink {
  const ownerJob = drawOwnerJob(rng.fork('owner-job'), type);
  const owner = reserveNpc(ctx);
  const building = reserveBuilding(ctx, type, owner.name.Family ?? owner.name.Given);
  putNpcStub(ctx, owner, { Job: ownerJob.job, EmployedAt: building.link, Settlement: self });
  return putBuildingStub(ctx, building, { Owner: owner.link, Settlement: self });
}

/**
 * Expands a settlement stub: its name, size, environment and the buildings and groups already
 * placed in it are kept; population, makeup, geography, purpose, a leader, more gathering
 * places, a faction, trade and street life are drawn from its seed. The district map comes
 * from the settlement generator. Deterministic for the stub and id.
 */
export function expandSettlement(stub: SettlementStub, id: string): Expansion<Settlement> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, 'settlement', stub.Adjectives);
  const self = entityLink('settlements', id, stub.Name);
  const size: SettlementSize = stub.Size ?? pickWeighted(rng.fork('size'), HOMETOWN_SIZES.any).size;
  const environment: Environment =
    stub.Environment ?? pickWeighted(rng.fork('environment'), HOMETOWN_ENVIRONMENTS).environment;
  const [minPeople, maxPeople] = SETTLEMENT_POPULATION[size];
  const tags = [environment, size, SIZE_CLASS[size]];
  const text = { tags, adjectives: ctx.adjectives };

  const leadership = drawTaggedRow(rng.fork('leadership-form'), SETTLEMENT_GRAMMAR, 'leadership', tags);
  const leaderJob: JobRow | undefined = leadership.tags.includes('noble')
    ? (JOBS as readonly JobRow[]).find((row) => row.job === 'Noble')
    : rng.fork('leader-job').weighted(JOBS as readonly JobRow[], (row) => (row.age === 'seasoned' ? 3 : 0.2));
  const leader = reserveNpc(ctx);
  putNpcStub(ctx, leader, { ...(leaderJob ? { Job: leaderJob.job } : {}), Settlement: self });

  const fits = (type: BuildingType) =>
    (SIZE_CLASS[size] !== 'small' || !TOWN_BUILDINGS.includes(type)) &&
    (environment === 'Coastal' || !WATERFRONT_BUILDINGS.includes(type));
  const known = stub.Buildings ?? [];
  const newPlaces = rng
    .fork('places')
    .shuffle(GATHERING_PLACES.filter(fits))
    .slice(0, SIZE_CLASS[size] === 'small' ? 2 : 3);
  const popular = [...known, ...newPlaces.map((type, i) => addGatheringPlace(rng.fork(`place-${i}`), ctx, type, self))];

  const factionRng = rng.fork('faction');
  const factionType = factionRng.pick(ORGANIZATION_TYPES);
  const trade = factionType === 'Guild' ? factionRng.fork('guild').pick(GUILD_TYPES) : undefined;
  const faction = reserveGroup(
    ctx,
    factionType,
    factionRng.fork('alignment').pick(ALIGNMENTS),
    trade ? { trade, town: stub.Name } : undefined,
  );
  const factions = [
    ...(stub.Groups ?? []),
    putGroupStub(ctx, faction, { Settlement: self, ...(trade ? { GuildType: trade } : {}) }),
  ];

  const settlement: Settlement = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Name: stub.Name,
    Size: size,
    Environment: environment,
    Population: rng.fork('population').int(minPeople, maxPeople),
    PopulationMakeup: populationMakeup(rng.fork('makeup')),
    Geography: worldText(rng.fork('geography'), SETTLEMENT_GRAMMAR, 'geography', text),
    Purpose: capital(worldText(rng.fork('purpose'), SETTLEMENT_GRAMMAR, 'purpose', text)),
    Popular: popular,
    Leadership: worldProse(rng.fork('leadership'), { leadershipRow: [leadership.text] }, 'leadershipRow', {
      vars: { leader: leader.link },
    }),
    Factions: factions,
    MundaneEvents: distinctTexts(rng.fork('events'), SETTLEMENT_GRAMMAR, 'mundaneEvent', 2, text).map((t) => `${t}.`),
    Exports: distinctTexts(rng.fork('exports'), SETTLEMENT_GRAMMAR, 'export', 2, text),
    Imports: distinctTexts(rng.fork('imports'), SETTLEMENT_GRAMMAR, 'import', 2, text),
  };
  putEntity(ctx.pkg, 'settlements', settlement);
  return { entity: settlement, refPackage: ctx.pkg };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
