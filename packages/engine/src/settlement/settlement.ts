import { createRng, type Rng } from '../core/rng';
import {
  GUILD_TYPES,
  type BuildingType,
  type Environment,
  type MoralAlignment,
  type OrganizationType,
  type SettlementSize,
} from '../data/options';
import { drawOwnerJob, JOBS, jobRow, TOWN_JOBS, type JobRow } from '../character/jobs';
import { drawCause, mayHeadGroup } from '../world/group-fit';
import { drawTaggedRow, pickWeighted, worldProse, worldText } from '../world/draw';
import type {
  District,
  DistrictType,
  EntityLink,
  PopulationShare,
  Prose,
  Settlement,
  SettlementStub,
  SettlementWater,
} from '../world/entities';
import { entityLink } from '../world/links';
import { putEntity } from '../world/ref-store';
import {
  drawTownsfolkHeritage,
  putBuildingStub,
  putGroupStub,
  putNpcStub,
  reserveBuilding,
  reserveGroup,
  reserveNpc,
  type LinkContext,
  type ReservedBuilding,
  type ReservedGroup,
  type ReservedNpc,
} from '../world/stubs';
import { expansionContext, type Expansion, HOMETOWN_ENVIRONMENTS, HOMETOWN_SIZES } from '../world/hometown';
import { generateOrganizationName } from '../names/organization-name';
import { repeatsWord } from '../world/contradictions';
import { SETTLEMENT_GRAMMAR, SETTLEMENT_POPULATION } from './settlement-grammar';
import {
  atLeast,
  DISTRICT_AGES,
  DISTRICT_FIT,
  DISTRICT_MIX,
  DISTRICT_NAME_GRAMMAR,
  districtFits,
  PURPOSE_LANDMARKS,
  SIZE_PLAN,
} from './districts';
import { DISTRICT_COLORS, layoutMap, placeBuildings, type PlacedBuilding } from './map';

const SIZE_CLASS: Readonly<Record<SettlementSize, 'small' | 'middle' | 'large'>> = {
  Outpost: 'small',
  Hamlet: 'small',
  Village: 'small',
  Town: 'middle',
  City: 'large',
  Metropolis: 'large',
};

/** How likely each environment is to have a river (the coast always has the sea). */
const RIVER_CHANCE: Readonly<Record<Environment, number>> = {
  Arctic: 0.3,
  Coastal: 0,
  Desert: 0.15,
  Forest: 0.55,
  Grassland: 0.6,
  Hill: 0.55,
  Mountain: 0.35,
  Swamp: 0.6,
  Underground: 0,
  Underwater: 0,
  Urban: 0.5,
};

/** Whether the settlement stands by the sea, a river or neither. */
function decideWater(rng: Rng, environment: Environment): SettlementWater {
  if (environment === 'Coastal') return 'coast';
  if (environment === 'Arctic' && rng.fork('sea').chance(0.4)) return 'coast';
  return rng.fork('river').chance(RIVER_CHANCE[environment]) ? 'river' : 'none';
}

/** Shares of three or four heritages, the largest first, summing to 100. */
function populationMakeup(rng: Rng): PopulationShare[] {
  const heritages = new Set([drawTownsfolkHeritage(rng.fork('main'))]);
  const wanted = rng.fork('count').int(3, 4);
  for (let i = 0; heritages.size < wanted && i < 30; i++) heritages.add(drawTownsfolkHeritage(rng.fork(`other-${i}`)));
  const weights = [...heritages].map((_h, i) =>
    i === 0 ? 50 + rng.fork('lead').int(0, 35) : rng.fork(`share-${i}`).int(4, 20),
  );
  return toShares([...heritages], weights);
}

function toShares(heritages: readonly PopulationShare['heritage'][], weights: readonly number[]): PopulationShare[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.round((w * 100) / total)));
  const biggest = shares.indexOf(Math.max(...shares));
  shares[biggest]! += 100 - shares.reduce((a, b) => a + b, 0);
  return heritages.map((heritage, i) => ({ heritage, percent: shares[i]! })).sort((a, b) => b.percent - a.percent);
}

/** A district's people: the settlement's makeup, leaning one way or another. */
function districtMakeup(rng: Rng, makeup: readonly PopulationShare[]): PopulationShare[] {
  return toShares(
    makeup.map((s) => s.heritage),
    makeup.map((s, i) => Math.max(1, s.percent * (0.55 + rng.fork(i).next() * 0.9))),
  );
}

/** How often someone placed in a quarter is of a people its makeup leaves out (a traveler who stayed). */
const INCOMER_CHANCE = 0.08;

/** The heritage of someone placed in a quarter: one of its peoples by their shares, now and then an incomer. */
function residentHeritage(rng: Rng, makeup: readonly PopulationShare[]): PopulationShare['heritage'] {
  if (rng.chance(INCOMER_CHANCE)) return drawTownsfolkHeritage(rng.fork('incomer'));
  return rng.weighted(makeup, (share) => share.percent).heritage;
}

/** The district types of a settlement: Central first, the rest fitting its size, water and purpose. */
function chooseDistricts(
  rng: Rng,
  size: SettlementSize,
  water: SettlementWater,
  purpose: readonly string[],
): DistrictType[] {
  const [least, most] = SIZE_PLAN[size].districts;
  const count = rng.fork('count').int(least, most);
  const types: DistrictType[] = ['Central'];
  const fitting = (Object.keys(DISTRICT_FIT) as Exclude<DistrictType, 'Central'>[]).filter((t) =>
    districtFits(t, size, water),
  );
  // A settlement by water that lives by it always has its port; a large one always has homes.
  if (
    fitting.includes('Port') &&
    count > 1 &&
    (purpose.includes('fishing') || purpose.includes('trade') || atLeast(size, 'Town'))
  )
    types.push('Port');
  if (count > types.length && fitting.includes('Residential')) types.push('Residential');
  const weight = (t: Exclude<DistrictType, 'Central'>) => {
    const fit = DISTRICT_FIT[t];
    const favored = fit.favored.some((tag) => purpose.includes(tag)) ? 3 : 1;
    const again = types.includes(t)
      ? t === 'Residential'
        ? 0.35
        : t === 'Commercial' || t === 'Industrial'
          ? 0.25
          : 0
      : 1;
    return fit.weight * favored * again;
  };
  for (let i = 0; types.length < count && i < 40; i++) {
    const pool = fitting.filter((t) => weight(t) > 0);
    if (!pool.length) break;
    types.push(rng.fork(`type-${i}`).weighted(pool, weight));
  }
  return types;
}

/** A building planned for a district before its stub is made. */
type PlannedBuilding = {
  district: number;
  kind: PlacedBuilding['kind'];
  type: BuildingType;
  owner: ReservedNpc;
  ownerJob: JobRow;
  reserved: ReservedBuilding;
  office?: string;
  employees: EntityLink[];
  faction?: EntityLink;
  member?: 'Leader';
};

const drawType = (rng: Rng, mix: readonly (readonly [BuildingType, number])[]): BuildingType =>
  rng.weighted(mix, ([, w]) => w)[0];

/** Splits `total` among weights (largest remainder), at least `least` each. */
function apportion(total: number, weights: readonly number[], least: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const raw = weights.map((w) => (w / sum) * total);
  const out = raw.map((r, i) => Math.max(least[i] ?? 0, Math.floor(r)));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]![1]]! += 1;
  return out;
}

/** The factions a settlement's buildings can house, with what each holds. */
const FACTION_HOLDINGS: readonly {
  type: OrganizationType;
  holds: readonly BuildingType[];
  water?: boolean;
  alignments: readonly MoralAlignment[];
}[] = [
  { type: 'Religious', holds: ['Temple', 'Shrine'], alignments: ['good', 'good', 'neutral', 'evil'] },
  { type: 'NobleHouse', holds: ['Noble Estate'], alignments: ['good', 'neutral', 'neutral', 'evil'] },
  { type: 'Militaristic', holds: ['Barracks', 'Guard Post'], alignments: ['good', 'neutral', 'neutral'] },
  { type: 'Political', holds: ['Guild Hall', 'Bank', 'Library'], alignments: ['good', 'neutral', 'evil'] },
  { type: 'Pirates', holds: ['Docks', 'Warehouse', 'Shipwright'], water: true, alignments: ['neutral', 'evil'] },
  { type: 'CauseBased', holds: ['Tavern', 'Park', 'Bookseller'], alignments: ['good', 'neutral', 'evil'] },
  { type: 'AdventuringParty', holds: ['Inn', 'Tavern'], alignments: ['good', 'neutral'] },
  { type: 'Guild', holds: [], alignments: ['good', 'neutral', 'neutral', 'evil'] },
];

const FACTION_COUNT: Readonly<Record<SettlementSize, readonly [number, number]>> = {
  Outpost: [1, 1],
  Hamlet: [1, 1],
  Village: [1, 2],
  Town: [2, 3],
  City: [3, 4],
  Metropolis: [4, 5],
};

/** The most townsfolk one workplace employs. */
const STAFF_LIMIT = 6;

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Expands a settlement stub into a whole settlement: its people, purpose, leadership and
 * factions, districts with every shop, notable building and home as a stub with an owner, street
 * life naming them, and the map. The name, size, environment and any buildings and groups the
 * stub lists are kept. Deterministic for the stub and id: a permalink rebuilds every person and
 * building in it.
 */
export function expandSettlement(stub: SettlementStub, id: string): Expansion<Settlement> {
  const rng = createRng(stub.Seed);
  const ctx = expansionContext(rng, 'settlement', stub.Adjectives);
  const self = entityLink('settlements', id, stub.Name);
  const size: SettlementSize = stub.Size ?? pickWeighted(rng.fork('size'), HOMETOWN_SIZES.any).size;
  const environment: Environment =
    stub.Environment ?? pickWeighted(rng.fork('environment'), HOMETOWN_ENVIRONMENTS).environment;
  // The plan: where the water runs, why the town is here, its districts and their map.
  const planRng = stub.Plan ? createRng(stub.Plan) : rng;
  const water = decideWater(planRng.fork('water'), environment);
  const [minPeople, maxPeople] = SETTLEMENT_POPULATION[size];
  const baseTags = [environment, size, SIZE_CLASS[size], water];

  const purposeRow = drawTaggedRow(planRng.fork('purpose'), SETTLEMENT_GRAMMAR, 'purpose', baseTags);
  const purposeTags = purposeRow.tags;
  const tags = new Set([...baseTags, ...purposeTags]);
  const text = { tags, adjectives: ctx.adjectives };
  const leadership = drawTaggedRow(rng.fork('leadership-form'), SETTLEMENT_GRAMMAR, 'leadership', tags);
  const tagValue = (prefix: string) => leadership.tags.find((t) => t.startsWith(prefix))?.slice(prefix.length) ?? '';
  const office = `${tagValue('office:')} of ${stub.Name}`;
  const leaderJob = jobRow(tagValue('job:'));
  const seat = tagValue('seat:') as BuildingType;

  const makeup = populationMakeup(rng.fork('makeup'));
  const types = chooseDistricts(planRng.fork('districts'), size, water, purposeTags);
  // Each quarter's people, decided before anyone is placed in it: its owners are of its peoples.
  const districtMakeups = types.map((_type, index) => districtMakeup(rng.fork(`makeup-${index}`), makeup));
  const layout = layoutMap(planRng.fork('map'), {
    size,
    environment,
    water,
    districts: types,
    walled: atLeast(size, 'Town') && environment !== 'Underwater',
  });

  // How many buildings each district holds: by its area and how densely such quarters are built.
  const total = rng.fork('buildings').int(...SIZE_PLAN[size].buildings);
  const counts = apportion(
    total,
    layout.districts.map((d, i) => d.area * DISTRICT_MIX[types[i]!].density),
    types.map((t) => (t === 'Central' ? 2 : 1)),
  );

  // Plan every building: its type, its owner and the owner's work; the seat of power is the leader's.
  const planned: PlannedBuilding[] = [];
  const buildingNames = new Set<string>();
  let leader: ReservedNpc | undefined;
  let captainNamed = false;
  const plan = (district: number, type: BuildingType, kind: PlannedBuilding['kind'], brng: Rng) => {
    const isSeat = !leader && type === seat;
    const ownerJob = isSeat ? leaderJob : drawOwnerJob(brng.fork('job'), type);
    const owner = reserveNpc(ctx, { Heritage: residentHeritage(brng.fork('heritage'), districtMakeups[district]!) });
    const reserved = reserveBuilding(ctx, type, owner.name.Family ?? owner.name.Given, undefined, {
      setting: { environment, water, size },
      taken: buildingNames,
    });
    const entry: PlannedBuilding = { district, kind, type, owner, ownerJob, reserved, employees: [] };
    if (isSeat) {
      leader = owner;
      entry.office = office;
    } else if (!captainNamed && atLeast(size, 'Village') && (type === 'Guard Post' || type === 'Barracks')) {
      captainNamed = true;
      entry.office = `Captain of the Watch of ${stub.Name}`;
    }
    planned.push(entry);
  };
  const landmark = purposeTags.map((t) => PURPOSE_LANDMARKS[t]?.[SIZE_CLASS[size]]).find((t) => t !== undefined);
  const seatDistrict =
    seat === 'Noble Estate' && types.includes('Administrative') ? types.indexOf('Administrative') : 0;
  types.forEach((type, district) => {
    const drng = rng.fork(`district-${district}`);
    const mix = DISTRICT_MIX[type];
    const count = counts[district]!;
    const fixed: BuildingType[] = [];
    if (district === 0) fixed.push('Town Square');
    if (district === seatDistrict && seat !== 'Town Square') fixed.push(seat);
    if (district === 0 && landmark && !fixed.includes(landmark)) fixed.push(landmark);
    if (type === 'Port') fixed.push('Docks');
    const homes = size === 'Outpost' ? Math.min(1, count - fixed.length) : Math.round(count * mix.homes);
    const notable = Math.max(0, Math.round(count * 0.14) - fixed.length);
    const shops = Math.max(0, count - fixed.length - homes - notable);
    fixed.forEach((t, i) => plan(district, t, 'notable', drng.fork(`fixed-${i}`)));
    const notableMix = mix.notable.filter(([t]) => fitsSettlement(t, size, water, environment));
    for (let i = 0; i < notable; i++) {
      const b = drng.fork(`notable-${i}`);
      plan(district, drawType(b, notableMix), 'notable', b);
    }
    const shopMix = mix.shops.filter(([t]) => fitsSettlement(t, size, water, environment));
    for (let i = 0; i < shops; i++) {
      const b = drng.fork(`shop-${i}`);
      plan(district, drawType(b, shopMix), 'shop', b);
    }
    for (let i = 0; i < homes; i++) plan(district, 'Residence', 'residence', drng.fork(`home-${i}`));
  });
  const leaderLink = leader!.link;

  // Residents work somewhere in town: an employee's job at a building of its kind.
  const byType = new Map<BuildingType, PlannedBuilding[]>();
  for (const p of planned) {
    const ofType = byType.get(p.type);
    if (ofType) ofType.push(p);
    else byType.set(p.type, [p]);
  }
  // Work only a town keeps (a town guard, a lamplighter) is nobody's in a village or smaller.
  const residentJobs = (JOBS as readonly JobRow[]).filter(
    (row) =>
      row.role === 'employee' &&
      row.buildings.some((b) => byType.has(b)) &&
      (atLeast(size, 'Town') || !TOWN_JOBS.has(row.job)),
  );
  const workplaces = new Map<PlannedBuilding, PlannedBuilding>();
  const candidates = new Map(residentJobs.map((row) => [row, row.buildings.flatMap((b) => byType.get(b) ?? [])]));
  planned.forEach((p, i) => {
    if (p.type !== 'Residence' || p.office) return;
    const wrng = rng.fork(`resident-${i}`);
    // A few tries at a job whose workplaces still take staff; otherwise the resident's work is left open.
    for (let attempt = 0; attempt < 6; attempt++) {
      const job = wrng.weighted(residentJobs, (row) => row.weight ?? 1);
      const open = candidates.get(job)!.filter((w) => w.employees.length < STAFF_LIMIT);
      if (!open.length) continue;
      const work = wrng.pick(open);
      p.ownerJob = job;
      workplaces.set(p, work);
      work.employees.push(p.owner.link);
      return;
    }
  });

  // Factions, each holding buildings (and a district where it holds the most).
  const factionRng = rng.fork('factions');
  const factionCount = factionRng.fork('count').int(...FACTION_COUNT[size]);
  const factionOptions = FACTION_HOLDINGS.filter(
    (f) => (!f.water || water !== 'none') && (f.type === 'Guild' || f.holds.some((t) => byType.has(t))),
  );
  const chosen = factionRng.fork('types').shuffle(factionOptions).slice(0, factionCount);
  const factions: EntityLink[] = [...(stub.Groups ?? [])];
  const heldDistricts = new Map<number, EntityLink>();
  chosen.forEach((f, i) => {
    const frng = factionRng.fork(`faction-${i}`);
    let trade: string | undefined;
    let holdings: PlannedBuilding[];
    if (f.type === 'Guild') {
      const trades = [
        ...new Set(
          planned
            .filter((p) => p.kind === 'shop' && p.ownerJob.guild && !p.faction)
            .map((p) => p.ownerJob.guild!)
            .filter((g) => (GUILD_TYPES as readonly string[]).includes(g)),
        ),
      ];
      trade = trades.length ? frng.fork('trade').pick(trades) : 'Merchants';
      holdings = planned.filter((p) => p.kind === 'shop' && p.ownerJob.guild === trade && !p.faction);
    } else {
      holdings = planned.filter((p) => f.holds.includes(p.type) && !p.faction);
    }
    holdings = holdings.slice(0, 12);
    const alignment = frng.fork('alignment').pick(f.alignments);
    // A noble house is the family of the first estate's owner, who heads it even when they also rule the town.
    // Any other faction is headed by the first owner among its holdings whose work may lead it (a
    // sailor or smuggler over pirates, never the harbormaster); with none, its leader is drawn when it is opened.
    const house = f.type === 'NobleHouse' ? holdings[0] : undefined;
    const head = house ?? holdings.find((p) => !p.office && mayHeadGroup(f.type, p.ownerJob));
    const leads = head !== undefined && (!head.office || head === house);
    const drawn = reserveGroup(
      ctx,
      f.type,
      alignment,
      trade ? { trade, town: stub.Name } : undefined,
      leads ? { gender: head.owner.gender } : undefined,
      leads ? head.owner.name : undefined,
    );
    const reserved = house ? houseNamed(frng.fork('house-name'), drawn, house.owner, ctx.adjectives) : drawn;
    for (const p of holdings) p.faction = reserved.link;
    if (head && leads) head.member = 'Leader';
    factions.push(
      putGroupStub(ctx, reserved, {
        Settlement: self,
        ...(head && leads ? { Leader: head.owner.link } : {}),
        ...(trade ? { GuildType: trade } : {}),
        ...(f.type === 'CauseBased' ? { Cause: drawCause(frng.fork('cause'), alignment) } : {}),
      }),
    );
    const perDistrict = new Map<number, number>();
    for (const p of holdings) perDistrict.set(p.district, (perDistrict.get(p.district) ?? 0) + 1);
    const best = [...perDistrict.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best && best[1] >= 2 && !heldDistricts.has(best[0])) heldDistricts.set(best[0], reserved.link);
  });

  // Every stub, now that owners, workplaces and factions are decided.
  for (const p of planned) {
    const work = workplaces.get(p);
    putNpcStub(ctx, p.owner, {
      Job: p.ownerJob.job,
      ...(p.office ? { Office: p.office } : {}),
      ...(p.type === 'Residence'
        ? { Residence: p.reserved.link, ...(work ? { EmployedAt: work.reserved.link } : {}) }
        : { EmployedAt: p.reserved.link }),
      ...(p.faction && p.member ? { MemberOf: { Group: p.faction, Role: p.member } } : {}),
      Settlement: self,
      // The town is put last, so its people are told its size ("every tavern in town" is no hamlet's).
      SettlementSize: size,
      Environment: environment,
      Water: water,
    });
    putBuildingStub(ctx, p.reserved, {
      Owner: p.owner.link,
      ...(p.employees.length ? { Employees: p.employees } : {}),
      Settlement: self,
      Environment: environment,
      Water: water,
    });
  }

  const known = stub.Buildings ?? [];
  const byDistrict = types.map((_t, district) => [
    ...(district === 0 ? known.map((link) => ({ link, kind: 'notable' as const })) : []),
    ...planned
      .filter((p) => p.district === district)
      .map((p) => ({ link: p.reserved.link, kind: p.kind, ...(p.faction ? { faction: p.faction.type } : {}) })),
  ]);
  const interactive = placeBuildings(
    rng.fork('markers'),
    layout,
    byDistrict,
    types.map((t) => DISTRICT_COLORS[t]),
  );

  const founder = leader!.name.Family ?? leader!.name.Given;
  const names = new Set<string>();
  const districts: District[] = types.map((type, index) => {
    let name = '';
    const taken = (n: string) => names.has(n) || (n.includes(founder) && [...names].some((m) => m.includes(founder)));
    for (let attempt = 0; attempt < 12 && (!name || taken(name)); attempt++) {
      name = worldText(rng.fork(`district-name-${index}-${attempt}`), DISTRICT_NAME_GRAMMAR, 'districtName', {
        tags: [type, water, environment],
        vars: { founder },
      });
    }
    if (names.has(name)) name = `${name} ${index + 1}`;
    names.add(name);
    const age =
      index === 0
        ? 'first'
        : type === 'Port' || type === 'Residential'
          ? 'early'
          : rng.fork(`age-${index}`).pick(['early', 'late'] as const);
    const here = planned.filter((p) => p.district === index);
    const links = (kind: PlannedBuilding['kind']) => here.filter((p) => p.kind === kind).map((p) => p.reserved.link);
    const held = heldDistricts.get(index);
    return {
      index,
      Type: type,
      Name: name,
      Age: rng.fork(`age-text-${index}`).pick(DISTRICT_AGES[age]),
      PopulationMakeup: districtMakeups[index]!,
      Locations: {
        Shops: links('shop'),
        Notable: [...(index === 0 ? known : []), ...links('notable')],
        Residences: links('residence'),
      },
      ...(held ? { HeldBy: held } : {}),
    };
  });

  const gathering: BuildingType[] = [
    'Tavern',
    'Inn',
    'Market',
    'Temple',
    'Town Square',
    'Theater',
    'Bathhouse',
    'Docks',
  ];
  const popular = [
    ...known,
    ...rng
      .fork('popular')
      .shuffle(planned.filter((p) => gathering.includes(p.type)))
      .slice(0, SIZE_CLASS[size] === 'small' ? 2 : 4)
      .map((p) => p.reserved.link),
  ];

  const leaders = planned.filter((p) => p.office).map((p) => p.owner.link);
  // What the settlement lives by (salt from a salt mine, pearls from the pearl beds) is its first export.
  const livesBy = purposeTags.filter((t) => t.startsWith('export:')).map((t) => t.slice('export:'.length));
  const settlement: Settlement = {
    ReferenceData: { Set: true, Id: id },
    Stub: stub,
    Name: stub.Name,
    Size: size,
    Environment: environment,
    Population: rng.fork('population').int(minPeople, maxPeople),
    PopulationMakeup: makeup,
    Geography: worldText(rng.fork('geography'), SETTLEMENT_GRAMMAR, 'geography', text),
    Purpose: sentenceCase(worldText(rng.fork('purpose-text'), { purposeRow: [purposeRow.text] }, 'purposeRow', text)),
    Popular: popular,
    Leadership: worldProse(rng.fork('leadership'), { leadershipRow: [leadership.text] }, 'leadershipRow', {
      vars: { leader: leaderLink },
    }),
    Leaders: leaders,
    Factions: factions,
    MundaneEvents: mundaneEvents(rng.fork('events'), planned, leaderLink, tags, ctx, size),
    Exports: [...new Set([...livesBy, ...distinctTexts(rng.fork('exports'), 'export', 2, tags)])].slice(0, 2),
    Imports: distinctTexts(rng.fork('imports'), 'import', 2, tags),
    Water: water,
    Districts: districts,
    Art: layout.art,
    Interactive: interactive,
  };
  putEntity(ctx.pkg, 'settlements', settlement);
  return { entity: settlement, refPackage: ctx.pkg };
}

/** Trades that need fire, dry air or hooves and so have no place under the sea. */
export const UNSUITED: Partial<Record<Environment, readonly BuildingType[]>> = {
  Underwater: [
    'Bakery',
    'Blacksmith',
    'Candlemaker',
    'Glassblower',
    'Potter',
    'Stables',
    'Mill',
    'Bathhouse',
    'Tannery',
    'Fletcher',
  ],
};

/** A reserved noble house renamed for its head's family ("House Ashgrove"), drawn again if a word repeats. */
function houseNamed(rng: Rng, group: ReservedGroup, head: ReservedNpc, adjectives: boolean): ReservedGroup {
  const house = head.name.Family ?? head.name.Given;
  const draw = (r: Rng) => generateOrganizationName(r, 'NobleHouse', group.alignment, { adjectives, house });
  let name = draw(rng);
  for (let n = 1; n <= 6 && repeatsWord(name); n++) name = draw(rng.fork(`again-${n}`));
  return { ...group, name, link: { ...group.link, text: name } };
}

/** Whether a building type can stand in a settlement of the size by such water and in such an environment. */
function fitsSettlement(
  type: BuildingType,
  size: SettlementSize,
  water: SettlementWater,
  environment: Environment,
): boolean {
  if ((type === 'Docks' || type === 'Shipwright') && water === 'none') return false;
  if (UNSUITED[environment]?.includes(type)) return false;
  // A hamlet keeps no watch: its folk see to their own (an outpost is a garrison, a village has a watch).
  if (size === 'Hamlet' && (type === 'Guard Post' || type === 'Barracks')) return false;
  const townOnly = [
    'Bank',
    'Theater',
    'Magic Shop',
    'Library',
    'Noble Estate',
    'Bookseller',
    'Cartographer',
    'Jeweler',
    'Bathhouse',
    'Glassblower',
    'Alchemist',
    'Armorer',
    'Weaponsmith',
  ];
  return atLeast(size, 'Town') || !townOnly.includes(type) || (type === 'Guild Hall' && atLeast(size, 'Village'));
}

/** Different texts of a trade table. */
function distinctTexts(rng: Rng, root: 'export' | 'import', count: number, tags: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 8; attempt++) {
    const t = worldText(rng.fork(attempt), SETTLEMENT_GRAMMAR, root, { tags });
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

/** Everyday happenings naming the settlement's people and places. */
function mundaneEvents(
  rng: Rng,
  planned: readonly PlannedBuilding[],
  leader: EntityLink,
  tags: ReadonlySet<string>,
  ctx: LinkContext,
  size: SettlementSize,
): Prose[] {
  const present = new Set(planned.map((p) => `has-${p.type}`));
  const eventTags = new Set([...tags, ...present]);
  const shops = planned.filter((p) => p.kind === 'shop');
  const places = planned.filter((p) => p.kind !== 'residence');
  const residents = planned.filter((p) => p.kind === 'residence');
  const count = SIZE_CLASS[size] === 'small' ? 2 : 3;
  const out: Prose[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < 20; attempt++) {
    const erng = rng.fork(attempt);
    const row = drawTaggedRow(erng.fork('row'), SETTLEMENT_GRAMMAR, 'mundaneEvent', eventTags);
    if (seen.has(row.text)) continue;
    const want = row.tags[0] ?? 'any';
    const pool =
      want === 'shop'
        ? shops
        : want === 'any'
          ? places
          : want === 'none'
            ? places
            : planned.filter((p) => p.type === want);
    if (!pool.length) continue;
    const place = erng.fork('place').pick(pool);
    const people = (residents.length ? residents : planned).filter((p) => p.owner !== place.owner);
    const person = people.length ? erng.fork('person').pick(people).owner.link : place.owner.link;
    seen.add(row.text);
    const prose = worldProse(erng.fork('text'), { eventRow: [`${row.text}.`] }, 'eventRow', {
      vars: { place: place.reserved.link, owner: place.owner.link, person, leader },
      adjectives: ctx.adjectives,
    });
    out.push(prose);
  }
  return out;
}
