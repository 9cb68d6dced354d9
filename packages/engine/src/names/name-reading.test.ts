import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowText, type Grammar } from '../core/table';
import { expand } from '../core/template';
import { ALIGNMENTS, BUILDING_TYPES, GUILD_TYPES, ORGANIZATION_TYPES, type BuildingType } from '../data/options';
import { GENERATORS } from '../generators/index';
import { DISTRICT_NAME_GRAMMAR } from '../settlement/districts';
import { BUILDING_NAME_GRAMMAR, generateBuildingName } from './building-name';
import { GUILD_NAME_TABLES } from './guild-name';
import { echoedWord, isFitName, isFitToPrint, joinsTwice } from './name-check';
import { HERITAGE_NAMING } from './naming-schemes';
import { generateOrganizationName, ORGANIZATION_NAME_GRAMMAR } from './organization-name';
import { PLACE_NAME_TABLES, SETTLEMENT_NAME_TABLES } from './place-name';
import { SITE_NAME_TABLES } from './site-name';

const SEEDS = 300;

/** Every building name of a few hundred seeds: each type, with an invented owner and with one ending in s. */
const BUILDING_NAMES: { type: BuildingType; name: string }[] = BUILDING_TYPES.flatMap((type) =>
  Array.from({ length: SEEDS / 10 }, (_, i) => [
    { type, name: generateBuildingName(createRng(`read/${type}/${i}`), type, { adjectives: true }) },
    {
      type,
      name: generateBuildingName(createRng(`read/${type}/${i}`), type, { adjectives: i % 2 === 0, ownerName: 'Joss' }),
    },
  ]).flat(),
);

const ORGANIZATION_NAMES: string[] = ORGANIZATION_TYPES.flatMap((type) =>
  ALIGNMENTS.flatMap((alignment) =>
    Array.from({ length: SEEDS / 10 }, (_, i) =>
      generateOrganizationName(createRng(`read/${type}/${alignment}/${i}`), type, alignment, { adjectives: true }),
    ),
  ),
);

/** Towns of one and of several words, as a settlement or a kept name may be. */
const TOWNS = ['Cinderbrook on the Water', 'Ashford', 'Larkholt Magna', 'Wrenbury Under Hill'];

/** The plain text of every row of some tables. */
const rowsOf = (grammar: Grammar): string[] => Object.values(grammar).flatMap((rows) => rows.map(rowText));

describe('echoedWord', () => {
  it('finds a word a name says twice, whole, as a plural or inside a longer word', () => {
    expect(echoedWord('The Grumbling Steam Steam Rooms')).toBe('steam');
    expect(echoedWord('Wareth & Company Brewing Company')).toBe('company');
    expect(echoedWord('The Warm Spring Springs')).toBe('spring');
    expect(echoedWord('The North Gate Gatehouse')).toBe('gate');
    expect(echoedWord('The Even-Handed Moot of the Steady Hand')).toBe('hand');
  });

  it('lets linking words, possessives and short endings of family names repeat', () => {
    expect(echoedWord('The Hall of the Guild of Masons')).toBeUndefined();
    expect(echoedWord("Joss's Taproom")).toBeUndefined();
    expect(echoedWord('Hanfridson & Sons Trading Post')).toBeUndefined();
    expect(echoedWord('The Owl and Bowl')).toBeUndefined();
  });

  it('and joinsTwice finds a second "and"', () => {
    expect(joinsTwice('Mymak & Company Strap and Buckle')).toBe(true);
    expect(joinsTwice('The Gryphon and Cask')).toBe(false);
  });
});

describe('building, group and settlement names read aloud', () => {
  it('say no word twice and join with "and" once at most, over a few hundred seeds', () => {
    for (const { type, name } of BUILDING_NAMES) expect(isFitName(name), `${type}: ${name}`).toBe(true);
    for (const name of ORGANIZATION_NAMES) expect(isFitName(name), name).toBe(true);
  });

  it("write an owner's name ending in s with 's", () => {
    const named = BUILDING_NAMES.filter(({ name }) => name.includes('Joss'));
    expect(named.some(({ name }) => name.includes("Joss's "))).toBe(true);
    for (const { name } of named) expect(name, name).not.toMatch(/Joss' /);
  });

  it('never name a shop after an invented owner\'s given name that is a word alone (no "Penance\'s Supplies")', () => {
    const virtues = Object.values(HERITAGE_NAMING).flatMap((n) =>
      'given' in n ? (n.given.virtues?.names ?? []).map(([text]) => text) : [],
    );
    const hits: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const name = generateBuildingName(createRng(`virtue-owner/${i}`), 'General Store', { adjectives: false });
      if (virtues.some((v) => name.startsWith(`${v}'s `) || name.startsWith(`${v} & `))) hits.push(name);
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });

  it('share no adjective among more than 11 adjective tables, so a street of shops is not all "Honest"', () => {
    const tables = Object.entries(BUILDING_NAME_GRAMMAR).filter(([name]) => name.endsWith('Adj'));
    const uses = new Map<string, number>();
    for (const [, rows] of tables)
      for (const word of new Set(rows.map(rowText))) uses.set(word, (uses.get(word) ?? 0) + 1);
    expect([...uses].filter(([, n]) => n > 11)).toEqual([]);
  });

  it('put shop-sign adjectives only on shops, and beasts’ and drinkers’ adjectives only on taverns and inns', () => {
    const shopWords = ['Reliable', 'Famous', 'Trusty', 'Finest', 'Celebrated', 'Modest', 'Renowned', 'Fine'];
    const tavernWords = ['Prancing', 'Howling', 'Three-Legged', 'Bashful', 'Grumbling', 'Tipsy', 'Sodden', 'Spotted'];
    const solemn: readonly BuildingType[] = [
      'Temple',
      'Shrine',
      'Library',
      'Guild Hall',
      'Noble Estate',
      'Graveyard',
      'Residence',
    ];
    for (const { type, name } of BUILDING_NAMES) {
      const words = name.split(' ');
      if (solemn.includes(type)) for (const w of shopWords) expect(words, `${type}: ${name}`).not.toContain(w);
      if (type !== 'Tavern' && type !== 'Inn')
        for (const w of tavernWords) expect(words, `${type}: ${name}`).not.toContain(w);
    }
  });

  it('give an adventuring party one adjective, not two stacked', () => {
    const phrases = ORGANIZATION_NAME_GRAMMAR.partyPhrase.map((row) => rowText(row).split(' ')[0]);
    const qualities = ORGANIZATION_NAME_GRAMMAR.quality.map((row) => rowText(row));
    for (let i = 0; i < SEEDS; i++) {
      const alignment = ALIGNMENTS[i % ALIGNMENTS.length]!;
      const name = generateOrganizationName(createRng(`party/${i}`), 'AdventuringParty', alignment, {
        adjectives: true,
      });
      const words = name.split(' ');
      words.forEach((word, k) => {
        if (qualities.includes(word)) expect(phrases, name).not.toContain(words[k + 1]);
      });
      expect(name, name).not.toMatch(new RegExp(`^The (?:${qualities.join('|')}) (?:Three|Four|Five|Six|Seven|Nine)`));
    }
  });

  it("name a guild's town after its trade, never glued before a trade word", () => {
    for (let i = 0; i < SEEDS; i++) {
      const town = TOWNS[i % TOWNS.length]!;
      const tradeName = GUILD_TYPES[i % GUILD_TYPES.length]!;
      const alignment = ALIGNMENTS[i % ALIGNMENTS.length]!;
      const name = expand(createRng(`guild/${i}`), GUILD_NAME_TABLES, '{guildName}', {
        tags: new Set([alignment]),
        adjectives: true,
        vars: { tradeName, town },
      });
      if (name.includes(town)) expect(name.endsWith(` of ${town}`), name).toBe(true);
      expect(echoedWord(name), name).toBeUndefined();
    }
  });

  it('name a guild made by GetOrganization without gluing its town to its trade', () => {
    const def = GENERATORS.GetOrganization!;
    for (let i = 0; i < 60; i++) {
      const { organization, refPackage } = def.generate(createRng(`guild-org/${i}`), {
        count: 1,
        adjectives: true,
        heritages: [],
        choices: { organizationtype: ['Guild'] },
      }) as {
        organization: { OrgName: string; GuildType?: string };
        refPackage: { settlements?: { ReferenceIds: Record<string, { Stub?: { Name: string } }> } };
      };
      const towns = Object.values(refPackage.settlements?.ReferenceIds ?? {}).map((s) => s.Stub?.Name ?? '');
      for (const town of towns.filter(Boolean)) {
        expect(organization.OrgName, organization.OrgName).not.toContain(`${town} ${organization.GuildType}`);
        if (organization.OrgName.includes(town)) expect(organization.OrgName.endsWith(town)).toBe(true);
      }
    }
  }, 60_000);

  it('build no place name that doubles or rhymes with itself, is rude, or is a town of a published setting', () => {
    const published = ['saltmarsh', 'blackmoor', 'harrowdale', 'duskwood', 'oakvale', 'blackreach', 'blackmarsh'];
    const starts = PLACE_NAME_TABLES.placeStart.map(rowText);
    const ends = PLACE_NAME_TABLES.placeEnd.map(rowText);
    const suffixes = PLACE_NAME_TABLES.placeSuffix.map(rowText);
    for (const start of starts) {
      for (const end of ends) {
        const name = start + end;
        expect(isFitToPrint(name, name), name).toBe(true);
        expect(published, name).not.toContain(name.toLowerCase());
        const lower = start.toLowerCase();
        for (let k = 0; k + 4 <= lower.length; k++) expect(end, name).not.toContain(lower.slice(k, k + 4));
        expect(end.slice(-3), `${name} rhymes`).not.toBe(lower.slice(-3));
      }
      for (const suffix of suffixes)
        for (const end of ends)
          expect(echoedWord(`${start}${end} ${suffix}`), `${start}${end} ${suffix}`).toBeUndefined();
    }
    for (let i = 0; i < SEEDS; i++) {
      const name = expand(createRng(`town/${i}`), SETTLEMENT_NAME_TABLES, '{settlementName}', { adjectives: true });
      expect(isFitName(name), name).toBe(true);
    }
  });

  it('hold no row the name check refuses, so none is silently never drawn', () => {
    for (const text of [...rowsOf(BUILDING_NAME_GRAMMAR), ...rowsOf(ORGANIZATION_NAME_GRAMMAR)]) {
      const plain = text.replace(/\{[^}]*\}/g, '').trim();
      if (plain) expect(isFitToPrint(plain, plain), text).toBe(true);
    }
  });

  it('spell the American way, with straight apostrophes and no modern or published words', () => {
    const rows = [
      ...rowsOf(BUILDING_NAME_GRAMMAR),
      ...rowsOf(ORGANIZATION_NAME_GRAMMAR),
      ...rowsOf(GUILD_NAME_TABLES),
      ...rowsOf(PLACE_NAME_TABLES),
      ...rowsOf(SITE_NAME_TABLES),
      ...rowsOf(DISTRICT_NAME_GRAMMAR),
    ];
    const british = /grey|centre|colour|philtre|theatre|armour|harbour|jewell|plough|sabre|honour|circus|storey/i;
    const modern =
      /\b(?:rings and things|brewing company|free press|free market|caucus|movement|partners|fund|hub|godown)\b/i;
    const published = /\b(?:drowned god|black sun|open hand|prancing pony|thornfield|waymeet)\b/i;
    for (const text of rows) {
      expect(text, text).not.toMatch(british);
      expect(text, text).not.toMatch(modern);
      expect(text, text).not.toMatch(published);
      expect(text, text).not.toContain('’');
    }
  });
});
