import { describe, expect, it } from 'vitest';
import type { GeneratorRequest } from '../core/generator';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { generateMundaneEvent } from '../character/mundane-event';
import { personFacts } from '../character/person-facts';
import { generateRumor } from '../character/rumor';
import { TOWN_TABLES } from '../character/town-tables';
import { rowText, type Row } from '../core/table';
import { expand } from '../core/template';
import { townWaterTags } from '../names/building-name';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { checkNpc, checkResultText, nameFlags, type Contradiction } from '../world/contradictions';
import type { Building, Group, Location, Npc } from '../world/entities';
import type { RefPackage } from '../world/ref-store';
import { expandEntity } from './expand';
import { GENERATORS } from './index';

/** How many results of each generator the checker reads here (`npm run check:contradictions` reads more of the others). */
const RESULTS = 300;

const request: GeneratorRequest = { count: 1, adjectives: true, heritages: HERITAGES, choices: {} };
const run = (name: keyof typeof GENERATORS, seed: string) =>
  GENERATORS[name]!.generate(createRng(seed), request) as Record<string, unknown> & { refPackage?: RefPackage };

/** Every text of a value: strings and rich text, flattened. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'object' && v !== null && 'text' in v))
      out.push(toPlainText(value as TextComponent[]));
    else for (const v of value) textsOf(v, out);
  } else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) textsOf(v, out);
  return out;
}

const flagsOf = (texts: readonly string[]): Contradiction[] => texts.flatMap((t) => checkResultText(t));

describe('the contradiction checker over the linked and table-tool generators', () => {
  it.each([
    ['GetBuilding', (a: Record<string, unknown>) => [(a.building as Building).locationName]],
    ['GetOrganization', (a: Record<string, unknown>) => [(a.organization as Group).OrgName]],
    ['GetLocation', (a: Record<string, unknown>) => [(a.location as Location).Name]],
    ['GetEncounter', () => []],
    ['GetItem', () => []],
    ['GetLoot', () => []],
  ] as const)(
    '%s: no named person changes role and no name repeats a word',
    (name, names) => {
      for (let i = 0; i < RESULTS; i++) {
        const answer = run(name, `check-${name}-${i}`);
        const { refPackage: _pkg, ...rest } = answer;
        const flags = [...flagsOf(textsOf(rest)), ...names(answer).flatMap((n) => nameFlags(n))];
        expect(flags, `${name} seed check-${name}-${i}`).toEqual([]);
      }
    },
    120_000,
  );

  it('finds nothing to flag in the people who run the buildings, lead the groups and know the places', () => {
    for (let i = 0; i < 60; i++) {
      const building = run('GetBuilding', `check-people-${i}`);
      const group = run('GetOrganization', `check-people-${i}`);
      const location = run('GetLocation', `check-people-${i}`);
      const people = [
        [(building.building as Building).buildingOwner, building.refPackage],
        [(group.organization as Group).Leader, group.refPackage],
        ...(location.location as Location).History.filter((p) => p.type?.startsWith('npc-')).map(
          (p) => [p, location.refPackage] as const,
        ),
      ] as const;
      for (const [link, pkg] of people) {
        const id = link.type!.replace(/^npc-/, '');
        const expanded = expandEntity(pkg!, id);
        expect(expanded.ok).toBe(true);
        const npc = expanded.ok ? (expanded.value.npcs!.ReferenceIds[id] as Npc) : undefined;
        const pkgOut = expanded.ok ? expanded.value : undefined;
        expect(checkNpc(npc!, pkgOut), `${link.text} (${id})`).toEqual([]);
      }
    }
  }, 120_000);
});

describe("the townsfolk and spots of a town's talk know its water", () => {
  // Words of the shared town rows that need a river, and those that need any water at all.
  const NEEDS_RIVER = /\b(bridge|ford|weir|river)\b/i;
  const NEEDS_WATER = /\b(nets?|boats?|ferryman|fish\w*|pond|eels?|wharf|quay)\b/i;
  const rows = Object.entries(TOWN_TABLES).flatMap(([key, list]) =>
    (list as readonly Row[]).map((row) => ({ key, row, text: rowText(row) })),
  );
  const excludes = (row: Row, tag: string) => typeof row === 'object' && !!row.excludes?.includes(tag);

  it('has every town row that needs a river or any water declare it', () => {
    const undeclared = [
      ...rows
        .filter(({ row, text }) => NEEDS_RIVER.test(text) && !excludes(row, 'town-riverless'))
        .map(({ key, text }) => `${key}: ${text} (needs a river)`),
      ...rows
        .filter(({ row, text }) => NEEDS_WATER.test(text) && !NEEDS_RIVER.test(text) && !excludes(row, 'town-dry'))
        .map(({ key, text }) => `${key}: ${text} (needs water)`),
    ];
    expect(undeclared).toEqual([]);
  });

  it('names no ford, bridge, ferryman or fishwife in the rumors and events of a dry town, and does when the town is unknown', () => {
    // The longest words of each such row that no brace interrupts ("the ford below the mill").
    const phrases = rows
      .filter(({ text }) => NEEDS_RIVER.test(text) || NEEDS_WATER.test(text))
      .map(({ text }) =>
        text
          .split(/\{[^}]*\}/)
          .sort((a, b) => b.length - a.length)[0]!
          .trim()
          .toLowerCase(),
      );
    expect(phrases.length).toBeGreaterThan(6);
    // A trade is a word these rows put after "the" ("the fishwife's eldest", "the dour ferryman"),
    // not another table's "a fishwife's barrow".
    const says = (text: string, phrase: string) =>
      phrase.includes(' ') ? text.includes(phrase) : new RegExp(`\\bthe ([\\w-]+ ){0,2}${phrase}\\b`).test(text);
    const saysWater = (text: string) => phrases.filter((p) => says(text.toLowerCase(), p));
    const dry = personFacts({ heritage: 'Human', gender: 'Male', age: 40, townSize: 'Town' });
    dry.imply(townWaterTags({ environment: 'Desert', water: 'none' }));
    const said: string[] = [];
    let unknownTown = 0;
    for (let i = 0; i < 600; i++) {
      for (const text of [
        toPlainText(generateRumor(createRng(`dry-rumor-${i}`), { facts: dry.with() })),
        toPlainText(generateMundaneEvent(createRng(`dry-event-${i}`), { facts: dry.with() })),
      ])
        if (saysWater(text).length > 0) said.push(`${saysWater(text).join(', ')}: ${text}`);
      if (saysWater(toPlainText(generateRumor(createRng(`dry-rumor-${i}`)))).length > 0) unknownTown++;
      if (saysWater(toPlainText(generateMundaneEvent(createRng(`dry-event-${i}`)))).length > 0) unknownTown++;
    }
    expect(said.slice(0, 5)).toEqual([]);
    expect(unknownTown).toBeGreaterThan(0);
  }, 120_000);
});

describe("the townsfolk and spots of a hamlet's or a village's talk are of its size", () => {
  // Words of the shared town rows that name what only a town or larger has.
  const TOWN_ONLY =
    /\b(gate|night watch|guild hall|ward|Row|Street|lamplighter|watchman|town crier|magistrate|mayor|town hall|counting house|dice house|fish market|customs house|debtors' prison|coaching inn|bathhouse)\b/;
  const rows = Object.entries(TOWN_TABLES).flatMap(([key, list]) =>
    (list as readonly Row[]).map((row) => ({ key, row, text: rowText(row) })),
  );

  it('has every town row that names a gate, a watch, a ward or a street declare it', () => {
    const undeclared = rows
      .filter(
        ({ row, text }) => TOWN_ONLY.test(text) && !(typeof row === 'object' && row.excludes?.includes('town-small')),
      )
      .map(({ key, text }) => `${key}: ${text}`);
    expect(undeclared).toEqual([]);
  });

  it('draws none of them for the people, houses and spots of a hamlet', () => {
    const hamlet = personFacts({ heritage: 'Human', gender: 'Female', age: 40, townSize: 'Hamlet' });
    const said: string[] = [];
    let inTown = 0;
    for (let i = 0; i < 800; i++) {
      for (const root of ['{townPerson}', '{townHouse}', '{townSpot}']) {
        const text = expand(createRng(`hamlet-${root}-${i}`), TOWN_TABLES, root, { facts: hamlet.with() });
        if (TOWN_ONLY.test(text)) said.push(text);
        if (TOWN_ONLY.test(expand(createRng(`hamlet-${root}-${i}`), TOWN_TABLES, root, {}))) inTown++;
      }
    }
    expect(said.slice(0, 5)).toEqual([]);
    expect(inTown).toBeGreaterThan(0);
  }, 120_000);
});
