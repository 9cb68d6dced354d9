import { describe, expect, it, vi } from 'vitest';
import { MUNDANE_EVENT_GRAMMAR } from '../character/mundane-event-tables';
import { RUMOR_GRAMMAR } from '../character/rumor-tables';
import { textProblems } from '../core/text-checks';
import { placeTags, TOWN_PLACES } from '../character/town-places';
import { createRng } from '../core/rng';
import { rowText, type Grammar, type Row } from '../core/table';
import { HERITAGES, type Heritage } from '../data/options';
import { jobRow } from '../character/jobs';
import { GENERATORS } from './index';
import type { GeneratorRequest } from '../core/generator';
import { toPlainText, type ResultComponent, type TextComponent } from '../text/rich-text';
import { QUEST_GRAMMAR } from '../world-content/quest-grammar';
import type {
  Building,
  BuildingStubEntity,
  EntityLink,
  Location,
  Npc,
  NpcStubEntity,
  Settlement,
} from '../world/entities';
import { expandEntity } from './expand';
import { parseLinkType } from '../world/links';
import { ENTITY_KINDS, mergePackages, type EntityKind, type RefPackage, type Referenced } from '../world/ref-store';
import { badValues, danglingLinks, linksIn, unansweredLinks } from './world-checks';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 300_000 });

const LINKED = ['GetRumor', 'GetMundaneEvent', 'GetProblem'] as const;
type LinkedName = (typeof LINKED)[number];
type Answer = { data: ResultComponent[]; refPackage: RefPackage };

const request = (count: GeneratorRequest['count'], over: Partial<GeneratorRequest> = {}): GeneratorRequest => ({
  count,
  adjectives: true,
  heritages: HERITAGES,
  choices: {},
  ...over,
});
const answer = (name: LinkedName, seed: string, req: GeneratorRequest): Answer =>
  GENERATORS[name]!.generate(createRng(seed), req) as unknown as Answer;

const SEEDS = Array.from({ length: 200 }, (_, i) => `mention-${i}`);

/** The name an entity shows in lists, which its links print. */
function nameOf(kind: EntityKind, entity: Referenced): string {
  const e = entity as unknown as Record<string, unknown>;
  return String(kind === 'buildings' ? e.locationName : kind === 'groups' ? e.OrgName : e.Name);
}

/** The name a stub decided. */
function stubName(kind: EntityKind, entity: Referenced): string {
  const stub = (entity as unknown as { Stub: { Name: string | { Full: string } } }).Stub;
  return kind === 'npcs' ? (stub.Name as { Full: string }).Full : (stub.Name as string);
}

/** A row of a template table as a pattern: its literal words, anything for each `{...}`; spaces are ignored. */
const rowPattern = (row: Row): RegExp =>
  new RegExp(
    rowText(row)
      .replace(/\s+/g, '')
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.*?'),
  );

/** Whether a rendered text holds a row's words (spaces ignored, as an empty optional word leaves one out). */
const fromRow = (row: Row, text: string): boolean => rowPattern(row).test(text.replace(/\s+/g, ''));

/** The row of a table a rendered line came from (the longest row whose words it holds). */
function rowOf(table: readonly Row[], line: string): Row | undefined {
  return table.filter((row) => fromRow(row, line)).sort((a, b) => rowText(b).length - rowText(a).length)[0];
}
const tagsOf = (row: Row | undefined): readonly string[] => (row && typeof row !== 'string' ? (row.tags ?? []) : []);
const tagValue = (row: Row | undefined, key: string): string | undefined =>
  tagsOf(row)
    .find((tag) => tag.startsWith(`${key}:`))
    ?.slice(key.length + 1);

/** The labeled line of a quest ("Hook", "Patron"...), as its segments. */
function questLine(parts: readonly TextComponent[], label: string): TextComponent[] {
  const start = parts.findIndex((p) => p.text === `[B]${label}:[B] `);
  const end = parts.findIndex((p, i) => i > start && p.text === '[NL]');
  return parts.slice(start + 1, end === -1 ? undefined : end);
}

/** Expands a stub of the package; the loaded entity and the package with it merged in. */
function expanded<T>(pkg: RefPackage, kind: EntityKind, id: string): { entity: T; pkg: RefPackage } {
  const result = expandEntity(pkg, id, kind);
  if (!result.ok) throw new Error(result.error);
  const entity = result.value[kind]?.ReferenceIds[id];
  expect(entity?.ReferenceData.Set, `${kind} ${id} loads`).toBe(true);
  return { entity: entity as T, pkg: mergePackages(pkg, result.value) };
}

describe.each(LINKED)('%s links the people and places it names', (name) => {
  it('answers {data, refPackage}, every link resolving to a stub of the package with the printed name', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const body = answer(name, seed, request(5));
      expect(Object.keys(body)).toEqual(['data', 'refPackage']);
      expect(danglingLinks(body.refPackage)).toEqual([]);
      for (const link of linksIn(body.data)) {
        const target = parseLinkType(link.type)!;
        const entity = body.refPackage[target.kind]?.ReferenceIds[target.id];
        expect(entity, `${link.type} in ${seed}`).toBeDefined();
        expect(entity!.ReferenceData.Set).toBe(false);
        expect(nameOf(target.kind, entity!)).toBe(link.text);
        expect(stubName(target.kind, entity!)).toBe(link.text);
      }
    }
  });

  it('is byte-identical for the same seed, and mints ids no other generation shares', () => {
    const once = JSON.stringify(answer(name, 'pin', request(25)));
    expect(JSON.stringify(answer(name, 'pin', request(25)))).toBe(once);
    const owner = new Map<string, string>();
    for (const seed of SEEDS) {
      for (const kind of ENTITY_KINDS) {
        for (const id of answer(name, seed, request(5)).refPackage[kind]?.Keys ?? []) {
          expect(owner.get(id), `${id} of ${seed}`).toBeUndefined();
          owner.set(id, seed);
        }
      }
    }
  });

  it('reads cleanly and repeats nothing in batches of 25', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const body = answer(name, seed, request(25, { adjectives: seed.length % 2 === 0 }));
      const texts = body.data.map((r) => toPlainText(r.component));
      expect(new Set(texts).size).toBe(25);
      expect(badValues(body)).toEqual([]);
      for (const text of texts) expect(textProblems(text), text).toEqual([]);
    }
  });

  it('names someone or somewhere in most results, and leaves some to townsfolk', () => {
    let linked = 0;
    let total = 0;
    for (const seed of SEEDS.slice(0, 40)) {
      for (const result of answer(name, seed, request(10)).data) {
        total += 1;
        if (linksIn(result.component).length > 0) linked += 1;
      }
    }
    expect(linked / total).toBeGreaterThan(0.6);
    if (name !== 'GetProblem') expect(linked / total).toBeLessThan(0.95);
  });

  it('draws the people it names from the request heritages', () => {
    const pool: Heritage[] = ['Dwarf', 'Gnome'];
    for (const seed of SEEDS.slice(0, 20)) {
      for (const npc of Object.values(
        answer(name, seed, request(10, { heritages: pool })).refPackage.npcs?.ReferenceIds ?? {},
      )) {
        expect(pool).toContain((npc as NpcStubEntity).RaceName);
      }
    }
  });
});

/** What a rendered text may not be, given its named place: a row the place's tags keep out. */
function unfitRows(grammar: Grammar, tags: readonly string[], text: string): string[] {
  return Object.values(grammar)
    .flat()
    .filter((row) => typeof row !== 'string' && (row.excludes ?? []).some((tag) => tags.includes(tag)))
    .filter((row) => fromRow(row, text))
    .map(rowText);
}

describe('the rows a named place keeps out', () => {
  it('are found in a rendered text', () => {
    const text =
      'A tax inspector from the capital has taken rooms at The Quiet Lantern Temple, and already everyone has an opinion.';
    const temple = TOWN_PLACES.find((p) => p.type === 'Temple')!;
    const inn = TOWN_PLACES.find((p) => p.type === 'Inn')!;
    expect(unfitRows(MUNDANE_EVENT_GRAMMAR, placeTags(temple), text)).toHaveLength(1);
    expect(unfitRows(MUNDANE_EVENT_GRAMMAR, placeTags(inn), text)).toEqual([]);
  });
});

describe.each([
  ['GetRumor', RUMOR_GRAMMAR],
  ['GetMundaneEvent', MUNDANE_EVENT_GRAMMAR],
] as const)('%s over 200 seeds', (name, grammar) => {
  it('expands every person and place it names into a full entity of that name, in one town', () => {
    for (const seed of SEEDS) {
      const body = answer(name, seed, request(1, { adjectives: seed.endsWith('1') }));
      const text = toPlainText(body.data[0]!.component);
      const towns = body.refPackage.settlements?.Keys ?? [];
      expect(towns.length).toBeLessThanOrEqual(1);
      for (const link of linksIn(body.data)) {
        const target = parseLinkType(link.type)!;
        if (target.kind === 'npcs') {
          const stub = body.refPackage.npcs!.ReferenceIds[target.id] as NpcStubEntity;
          expect(stub.Stub.Settlement?.type).toBe(`settlement-${towns[0]}`);
          const { entity: npc, pkg } = expanded<Npc>(body.refPackage, 'npcs', target.id);
          expect(npc.Name).toBe(link.text);
          expect(npc.RaceName).toBe(stub.RaceName);
          expect(npc.Job.length).toBeGreaterThan(0);
          const work = expanded<Building>(pkg, 'buildings', parseLinkType(npc.EmployedAt!.type)!.id);
          expect(work.entity.locatedAt?.type, `${npc.Name} works in town`).toBe(`settlement-${towns[0]}`);
          expect(unansweredLinks(work.pkg)).toEqual([]);
        } else {
          expect(target.kind).toBe('buildings');
          const stub = body.refPackage.buildings!.ReferenceIds[target.id] as BuildingStubEntity;
          const place = TOWN_PLACES.find((p) => p.type === stub.locationType);
          expect(place, stub.locationType).toBeDefined();
          expect(unfitRows(grammar, placeTags(place!), text), text).toEqual([]);
          const { entity: building, pkg } = expanded<Building>(body.refPackage, 'buildings', target.id);
          expect(building.locationName).toBe(link.text);
          expect(building.locationType).toBe(stub.locationType);
          expect(building.locatedAt?.type).toBe(`settlement-${towns[0]}`);
          const town = expanded<Settlement>(pkg, 'settlements', towns[0]!);
          expect(stub.Stub.Environment, 'the place carries its town’s ground').toBe(town.entity.Environment);
          expect(town.entity.Popular.map((l) => l.type)).toContain(link.type);
          expect(unansweredLinks(town.pkg)).toEqual([]);
        }
      }
    }
  });
});

describe('GetProblem over 200 seeds', () => {
  const line = (parts: readonly TextComponent[], label: string) => toPlainText(questLine(parts, label));

  it('makes the patron the person the text describes, in the town of the trouble', () => {
    for (const seed of SEEDS) {
      const body = answer('GetProblem', seed, request(1, { adjectives: seed.endsWith('1') }));
      const parts = body.data[0]!.component;
      const patronParts = questLine(parts, 'Patron');
      const patronRow = rowOf(QUEST_GRAMMAR.patron!, line(parts, 'Patron'));
      expect(patronRow, line(parts, 'Patron')).toBeDefined();
      const patronLink = patronParts.find((p) => p.type?.startsWith('npc-')) as EntityLink;
      const { entity: patron, pkg } = expanded<Npc>(body.refPackage, 'npcs', parseLinkType(patronLink.type)!.id);
      expect(patron.Name).toBe(patronLink.text);
      expect(patron.Job, line(parts, 'Patron')).toBe(tagValue(patronRow, 'job'));
      if (tagsOf(patronRow).includes('female')) expect(patron.Gender).toBe('Female');

      const town = body.refPackage.settlements!.ReferenceIds[body.refPackage.settlements!.Keys[0]!] as Referenced;
      const townLink = { text: nameOf('settlements', town), type: `settlement-${town.ReferenceData.Id}` };
      const work = expanded<Building>(pkg, 'buildings', parseLinkType(patron.EmployedAt!.type)!.id);
      expect(work.entity.locatedAt).toEqual(townLink);
      expect(unansweredLinks(work.pkg)).toEqual([]);
      const workLink = patronParts.find((p) => p.type?.startsWith('building-'));
      if (workLink) {
        expect(patron.EmployedAt).toEqual(workLink);
        expect(work.entity.locationName).toBe(workLink.text);
        expect(work.entity.locationType).toBe(tagValue(patronRow, 'at') ?? jobRow(patron.Job).buildings[0]);
      }

      const hookRow = rowOf(QUEST_GRAMMAR.hook!, line(parts, 'Hook'));
      expect(hookRow, line(parts, 'Hook')).toBeDefined();
      for (const link of linksIn(questLine(parts, 'Hook'))) {
        const target = parseLinkType(link.type)!;
        if (target.kind === 'settlements') {
          expect(link).toEqual(townLink);
          const expandedTown = expanded<Settlement>(body.refPackage, 'settlements', target.id);
          expect(expandedTown.entity.Name).toBe(link.text);
          if (tagsOf(hookRow).includes('coastal')) expect(expandedTown.entity.Environment).toBe('Coastal');
        } else if (target.kind === 'buildings') {
          const { entity } = expanded<Building>(body.refPackage, 'buildings', target.id);
          expect(entity.locationName).toBe(link.text);
          expect(entity.locationType).toBe(tagValue(hookRow, 'building'));
          expect(entity.locatedAt).toEqual(townLink);
        } else {
          expect(target.kind).toBe('locations');
          const { entity } = expanded<Location>(body.refPackage, 'locations', target.id);
          expect(entity.Name).toBe(link.text);
          expect(entity.Type).toBe(tagValue(hookRow, 'site'));
          expect(entity.Near).toEqual(townLink);
        }
      }
    }
  });

  it('gives every patron row a known job, and binds $site and $building exactly where a hook tag says what they are', () => {
    for (const row of QUEST_GRAMMAR.patron!)
      expect(() => jobRow(tagValue(row, 'job') ?? ''), rowText(row)).not.toThrow();
    for (const row of QUEST_GRAMMAR.hook!) {
      for (const key of ['site', 'building']) {
        expect(rowText(row).includes(`{$${key}}`), rowText(row)).toBe(tagValue(row, key) !== undefined);
      }
    }
  });
});
