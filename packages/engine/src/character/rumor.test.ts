import { describe, expect, it, vi } from 'vitest';
import { generateBatch } from '../core/batch';
import { createRng } from '../core/rng';
import { rowImplies, rowText, type Row } from '../core/table';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { generateRumor, type RumorOptions } from './rumor';
import { RUMOR_GRAMMAR } from './rumor-tables';
import { placeTags, TOWN_PLACES } from './town-places';
import { BUILDING_NAME_PATTERNS, townWaterTags } from '../names/building-name';
import { personFacts } from './person-facts';
import { TOWN_TABLES } from './town-tables';
import { SWEEP_SIZE, adjectiveOnlyWords, capitalStart, problemTexts, wordsOf } from '../core/text-checks';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const MIRA: TextComponent = { text: 'Mira Hollowell', type: 'npc-x.3' };
const GOOSE: TextComponent = { text: 'The Gilded Goose', type: 'building-x.7' };
const plain = (seed: string, options: RumorOptions = {}) => toPlainText(generateRumor(createRng(seed), options));

describe('generateRumor', () => {
  it('is deterministic per seed and options', () => {
    expect(generateRumor(createRng('r'), { subject: MIRA })).toEqual(generateRumor(createRng('r'), { subject: MIRA }));
    expect(plain('r')).toBe(plain('r'));
  });

  it('gives at least 950 distinct rumors in 1,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(plain(`d${i}`));
    expect(seen.size).toBeGreaterThanOrEqual(950);
  });

  it('draws from at least 70 claims about a given person and place, none in more than 1 draw in 25', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const claim = plain(`claim${i}`, { subject: MIRA, place: GOOSE }).split('\n')[0]!;
      const said = claim.slice(claim.indexOf('Mira Hollowell'));
      counts.set(said, (counts.get(said) ?? 0) + 1);
    }
    const [top, times] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(counts.size).toBeGreaterThanOrEqual(70);
    expect(times, top).toBeLessThanOrEqual(40);
  });

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} draws, with and without a given subject or place`, () => {
    const variants: RumorOptions[] = [{}, { subject: MIRA }, { place: GOOSE }, { subject: MIRA, place: GOOSE }];
    const draw = (i: number) => plain(`i${i}`, { ...variants[i % 4], adjectives: i % 3 === 0 });
    const extra = (text: string) => [...capitalStart(text), ...(text.includes('Truth:') ? [] : ['no truth line'])];
    expect(problemTexts(SWEEP_SIZE, draw, extra)).toEqual([]);
  });

  it('answers a claim with a truth that fits it: a wrong confessed only after a wrong, a sum grown only after money, "it happened once" only after a habit', () => {
    const rows: readonly Row[] = [...RUMOR_GRAMMAR.rumorAboutPerson, ...RUMOR_GRAMMAR.rumorAboutBoth];
    // A claim's fixed words: its text up to its first slot after the subject.
    const claimsWith = (tag: string) =>
      rows
        .filter((row) => rowImplies(row).includes(tag))
        .map((row) => rowText(row).replace('{$subject} ', '').split('{')[0]!.trim());
    const truthsNeeding = (tag: string) =>
      (RUMOR_GRAMMAR.rumorTruth as readonly Row[])
        .filter((row) => typeof row !== 'string' && row.requires?.includes(tag))
        .map(rowText);
    // Truths that speak of a wrong done, or of a sum, say so in their conditions.
    const SPEAKS_OF_A_WRONG =
      /make up for it|did the deed|they did it|accused|confess|forced into it|reckless enough|ruin someone|at the time|only the beginning|a curse, not free will|hurt most/;
    for (const row of RUMOR_GRAMMAR.rumorTruth as readonly Row[])
      if (/get someone hurt|put someone in danger/.test(rowText(row)))
        expect(typeof row === 'string' ? [] : row.requires, rowText(row)).toEqual([
          expect.stringMatching(/claim-(wrong|danger)/),
        ]);
    for (const row of RUMOR_GRAMMAR.rumorTruth) {
      const text = rowText(row);
      if (SPEAKS_OF_A_WRONG.test(text)) expect(truthsNeeding('claim-wrong'), text).toContain(text);
      if (/small sum|grown into a fortune/.test(text)) expect(truthsNeeding('claim-money'), text).toContain(text);
    }
    // A habit is answered by "it happened once", an event by "the when is ten years off", a harm
    // to someone by "helping the very people", a fire by "an accident, not a scheme".
    for (const tag of [
      'claim-wrong',
      'claim-money',
      'claim-habit',
      'claim-event',
      'claim-victim',
      'claim-mishap',
      'claim-danger',
      'claim-reason',
    ]) {
      const claims = claimsWith(tag);
      const truths = truthsNeeding(tag);
      expect(claims.length).toBeGreaterThan(tag === 'claim-mishap' ? 1 : 5);
      expect(truths.length).toBeGreaterThan(0);
      let seen = 0;
      for (let i = 0; i < 3000; i++) {
        const text = plain(`fit-${i}`, { subject: MIRA });
        const truth = text.split('Truth:')[1]?.trim() ?? '';
        if (!truths.includes(truth)) continue;
        seen++;
        expect(
          claims.some((claim) => text.includes(claim)),
          text,
        ).toBe(true);
      }
      // A truth of its own (a victim's, a fire's) may be too rare to meet in 3,000 draws.
      if (!['claim-victim', 'claim-mishap', 'claim-danger'].includes(tag)) expect(seen, tag).toBeGreaterThan(0);
    }
    // What a family cannot help knowing (a birth, a twin) is never news to the family.
    for (let i = 0; i < 3000; i++) {
      const text = plain(`known-${i}`, { subject: MIRA, place: GOOSE });
      if (/born in the back room|has a twin|buried two spouses/.test(text))
        expect(text, text).not.toMatch(/family has no idea|when is ten years off|will be true soon/);
    }
  });

  it('answers a claim about a place with a truth about that kind of claim: a plan is no haunting, a wonder has no witness', () => {
    const texts = Array.from({ length: 4000 }, (_, i) => plain(`place-${i}`, { place: GOOSE }));
    const claim = (t: string) => t.split('Truth:')[0]!;
    const truth = (t: string) => t.split('Truth:')[1] ?? '';
    const PLAN =
      /about to be sold|means to tax|masked ball|will burn before|will raid|plans to dig|petition|circus|dam breaks/;
    // A claim about the place alone, known by the longest fixed words of its row.
    const fixed = RUMOR_GRAMMAR.rumorAboutPlace.map(
      (row) =>
        rowText(row)
          .split(/\{[^}]*\}/)
          .sort((a, b) => b.length - a.length)[0]!,
    );
    const places = texts.filter((t) => fixed.some((words) => claim(t).includes(words)));
    expect(places.filter((t) => PLAN.test(claim(t))).length).toBeGreaterThan(20);
    const broken = places.filter(
      (t) =>
        (PLAN.test(claim(t)) &&
          /before it burned|since before the current owner|fog comes up|trick of the building|as dull as it looks|built that way|neighbors have known/.test(
            truth(t),
          )) ||
        /told about someone else/.test(truth(t)) ||
        (/haunted|strange lights|sinking|cursed|hound|bells ring|cats? |blue rose|once a temple|scrap of gossip|floorboards|spring behind|takings/.test(
          claim(t),
        ) &&
          /only witness|reason behind them|someone else was involved|will be true soon/.test(truth(t))) ||
        (/plague pit|coins hidden|forgotten saint|runes|tunnels/.test(claim(t)) && /what was seen/.test(truth(t))) ||
        (/pump|calf|body was found|blue rose|hound|cannot tell a lie|millpond/.test(claim(t)) &&
          /locked room|cellar holds|as dull as it looks|built that way/.test(truth(t))),
    );
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it('lets a half truth deny part of its claim, and speaks of how a thing ends only while it goes on', () => {
    for (const row of RUMOR_GRAMMAR.rumorTruth as readonly Row[]) {
      const text = rowText(row);
      if (/^Half true/.test(text))
        expect(text).toMatch(/\b(but|not|off|else|next door|before|meant to|a friend did)\b/);
      if (/how it ends|still going|will stop/.test(text))
        expect(typeof row === 'string' ? [] : row.requires, text).toContain('claim-habit');
      if (/reason behind/.test(text))
        expect(typeof row === 'string' ? [] : row.requires, text).toContain('claim-reason');
    }
  });

  it('gives "the" to a place named as "<noun> of the <thing>": the foundations of the Guard Post of the Gray Cloaks', () => {
    for (const rows of Object.values(BUILDING_NAME_PATTERNS))
      for (const row of rows as readonly Row[]) expect(rowText(row)).not.toMatch(/^\{[a-zA-Z]+\} of the /);
  });

  it('names $subject and $place in the claims about them', () => {
    for (const row of RUMOR_GRAMMAR.rumorAboutPerson) expect(rowText(row)).toContain('{$subject}');
    for (const row of RUMOR_GRAMMAR.rumorAboutPlace) expect(rowText(row)).toContain('{$place}');
    for (const row of RUMOR_GRAMMAR.rumorAboutBoth) expect(rowText(row)).toMatch(/\{\$subject\}.*\{\$place\}/);
  });

  it('mentions a given subject and place as their own link segments', () => {
    for (let i = 0; i < 300; i++) {
      const both = generateRumor(createRng(`l${i}`), { subject: MIRA, place: GOOSE });
      expect(both).toContainEqual(MIRA);
      expect(both).toContainEqual(GOOSE);
      expect(generateRumor(createRng(`s${i}`), { subject: MIRA })).toContainEqual(MIRA);
      expect(generateRumor(createRng(`p${i}`), { place: GOOSE })).toContainEqual(GOOSE);
    }
  });

  it('holds a wedding only where there is a hall for it: never at a smithy or a tannery', () => {
    const smithy = placeTags(TOWN_PLACES.find((p) => p.type === 'Blacksmith')!);
    for (let i = 0; i < 2000; i++) {
      expect(plain(`w${i}`, { subject: MIRA, place: GOOSE, placeTags: smithy })).not.toMatch(/married at/);
    }
  });

  it('has no loud-voiced fishmonger whisper', () => {
    for (let i = 0; i < 3000; i++) expect(plain(`loud-${i}`)).not.toMatch(/loud voice whispers/);
  });

  it('accepts a plain-text subject', () => {
    for (let i = 0; i < 50; i++) expect(plain(`t${i}`, { subject: 'Old Brannoc' })).toContain('Old Brannoc');
  });

  it('names people and places by description when none is given, without links', () => {
    for (let i = 0; i < 200; i++) {
      const parts = generateRumor(createRng(`n${i}`));
      expect(parts.every((p) => p.type === undefined)).toBe(true);
      expect(toPlainText(parts)).toMatch(/\bthe\b/i);
    }
  });

  it('repeats nothing in a batch of 25', () => {
    for (let s = 0; s < 20; s++) {
      const batch = generateBatch(createRng(`b${s}`), 25, (rng, decks) => toPlainText(generateRumor(rng, { decks })));
      expect(new Set(batch).size).toBe(25);
    }
  });

  it('shows optional adjectives only when they are on', () => {
    const adjectiveWords = adjectiveOnlyWords(RUMOR_GRAMMAR);
    let withAdjectives = 0;
    for (let i = 0; i < 400; i++) {
      expect(wordsOf(plain(`a${i}`, { adjectives: false })).filter((w) => adjectiveWords.has(w))).toEqual([]);
      if (wordsOf(plain(`a${i}`, { adjectives: true })).some((w) => adjectiveWords.has(w))) withAdjectives++;
    }
    expect(withAdjectives).toBeGreaterThan(0);
  });
});

describe("a town's water in its rumors", () => {
  // Words of the rumor's own rows that need a river, a shore or any water at all.
  const NEEDS_WATER = /\b(river|eels?|fishmonger|ferryman|bridge|millpond|dam|coast)\b/i;
  const own = Object.entries(RUMOR_GRAMMAR).filter(([key]) => !(key in TOWN_TABLES));
  const WATER_TAGS = ['town-riverless', 'town-dry', 'town-sea'];

  it('has every row that needs water declare it', () => {
    const undeclared = own.flatMap(([key, rows]) =>
      (rows as readonly Row[])
        .filter((row) => NEEDS_WATER.test(rowText(row)))
        .filter((row) => !(typeof row === 'object' && row.excludes?.some((t) => WATER_TAGS.includes(t))))
        .map((row) => `${key}: ${rowText(row)}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('speaks of no river, eels, ferry or millpond of its own in a dry desert hamlet, and of them when the town is unknown', () => {
    // The words of each of these rows that no brace interrupts ("has drawn water only from the river ever since").
    const phrases = own.flatMap(([, rows]) =>
      (rows as readonly Row[])
        .map(rowText)
        // A pilgrim bound for the coast passes through a dry town too.
        .filter((text) => NEEDS_WATER.test(text) && !/\bcoast\b/.test(text))
        .map((text) =>
          text
            .split(/\{[^}]*\}/)
            .sort((a, b) => b.length - a.length)[0]!
            .trim()
            .toLowerCase(),
        ),
    );
    expect(phrases.length).toBeGreaterThan(10);
    const saysWater = (text: string) => phrases.some((p) => text.toLowerCase().includes(p));
    const dry = personFacts({ heritage: 'Human', gender: 'Female', age: 40, townSize: 'Hamlet' });
    dry.imply(townWaterTags({ environment: 'Desert', water: 'none' }));
    const coast = personFacts({ heritage: 'Human', gender: 'Female', age: 40 });
    coast.imply(townWaterTags({ environment: 'Grassland', water: 'coast' }));
    const said: string[] = [];
    let unknownTown = 0;
    for (let i = 0; i < 800; i++) {
      const text = plain(`water${i}`, { facts: dry.with() });
      if (saysWater(text)) said.push(text);
      const byTheSea = plain(`coast${i}`, { subject: MIRA, facts: coast.with() });
      if (/\briver\b|to the coast|for the coast/.test(byTheSea)) said.push(byTheSea);
      if (saysWater(plain(`water${i}`))) unknownTown++;
    }
    expect(said.slice(0, 5)).toEqual([]);
    expect(unknownTown).toBeGreaterThan(0);
  });
});
