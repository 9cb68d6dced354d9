import { describe, expect, it, vi } from 'vitest';
import { generateBatch } from '../core/batch';
import { createRng } from '../core/rng';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { generateMundaneEvent, type MundaneEventOptions } from './mundane-event';
import { MUNDANE_EVENT_GRAMMAR } from './mundane-event-tables';
import { rowImplies, rowText, type Row } from '../core/table';
import { SWEEP_SIZE, adjectiveOnlyWords, capitalStart, problemTexts, wordsOf } from '../core/text-checks';

// Generous guard for a machine shared with other jobs; no test asserts a duration.
vi.setConfig({ testTimeout: 120_000 });

const BAKERY: TextComponent = { text: 'Hearthstone Bakery', type: 'building-q.2' };
const plain = (seed: string, options: MundaneEventOptions = {}) =>
  toPlainText(generateMundaneEvent(createRng(seed), options));

describe('generateMundaneEvent', () => {
  it('lets the street react only as the event allows: help for trouble, the watch for disorder, bets on a contest, pies for onlookers, dogs for food or beasts, an omen for the strange', () => {
    const reactions: readonly Row[] = MUNDANE_EVENT_GRAMMAR.meReaction;
    const needs = (text: string): readonly string[] => {
      const row = reactions.find((r) => rowText(r) === text);
      return typeof row === 'string' || !row ? [] : (row.requires ?? []);
    };
    for (const row of reactions) {
      const text = rowText(row);
      if (/help|advice/.test(text)) expect(needs(text), text).toContain('trouble');
      if (/the watch/.test(text)) expect(needs(text), text).toContain('disorder');
      if (/dogs/.test(text)) expect(needs(text), text).toContain('dogs');
      if (/omen/.test(text)) expect(needs(text), text).toContain('strange');
      if (/children/.test(text)) expect(needs(text), text).toContain('spectacle');
      if (/bets/.test(text)) expect(needs(text), text).toContain('contest');
      if (/onlookers/.test(text)) expect(needs(text), text).toContain('onlookers');
    }
    const events: readonly Row[] = MUNDANE_EVENT_GRAMMAR.meEvent;
    const gentle = events.filter((r) => !rowImplies(r).includes('trouble'));
    expect(gentle.length).toBeGreaterThan(3);
  });

  it('never has the street undo or repeat what the event told: no "nobody helps" after a bucket chain, no second crowd of advisers or bettors', () => {
    for (let i = 0; i < 20_000; i++) {
      const text = toPlainText(generateMundaneEvent(createRng(`echo-${i}`)));
      if (/bucket chain|half the street is pushing|fetched a ladder/.test(text))
        expect(text).not.toContain('Nobody is in any hurry to help');
      if (/giving advice/.test(text)) expect(text).not.toContain('offer advice');
      if (/placing bets/.test(text)) expect(text).not.toContain('taking bets');
    }
  });

  it('has no regulars, lodgers, choir or custom at a boarded-up, shuttered or empty house', () => {
    const texts = Array.from({ length: 6000 }, (_, i) => plain(`closed-${i}`, { adjectives: i % 2 === 0 }));
    const closed = texts.filter((t) => /boarded-up house|empty manor|shuttered/.test(t));
    expect(closed.length).toBeGreaterThan(100);
    expect(
      closed.filter((t) => /regulars|refusing to serve|taken rooms|choir is rehearsing|sign over/.test(t)).slice(0, 5),
    ).toEqual([]);
  });

  it('never calls the watch over weather, brings dogs to a peddler, or gives regulars to a place nobody frequents', () => {
    const texts = Array.from({ length: 8000 }, (_, i) =>
      plain(`fit-${i}`, {
        adjectives: i % 2 === 0,
        ...(i % 3 === 0 ? { place: 'the Bank of Saltgate', placeTags: ['Bank'] } : {}),
      }),
    );
    const breaking = (rule: (t: string) => boolean) => texts.filter(rule).slice(0, 3);
    expect(
      breaking((t) => /^(Hail|Fog|The heat|A frost|A sudden downpour)/.test(t) && /The watch has been called/.test(t)),
    ).toEqual([]);
    expect(breaking((t) => /(trinket|spectacles|tin whistles|pots with)/.test(t) && /local dogs/.test(t))).toEqual([]);
    expect(breaking((t) => /omen/.test(t) && /^(A notice|The town crier|Bunting)/.test(t))).toEqual([]);
    // Regulars only where folk come every day: never at a counting house, a tannery or a bank.
    expect(
      breaking((t) => /regulars (of|at) [^,.]*(counting house|tannery|Bank of|granary|watchtower)/.test(t)),
    ).toEqual([]);
    expect(texts.filter((t) => /regulars/.test(t)).length).toBeGreaterThan(20);
  });

  it('names its place once: no spot or townsperson names the building the event is at', () => {
    const kinds = ['counting house', 'dice house', 'bathhouse', 'guild hall', 'mill', 'bakery', 'chapel'];
    for (let i = 0; i < 8000; i++) {
      const text = plain(`once-${i}`, { adjectives: i % 2 === 0 });
      for (const kind of kinds) {
        const said = text.match(new RegExp(`\\b${kind}\\b`, 'g'))?.length ?? 0;
        expect(said, text).toBeLessThan(2);
      }
    }
    const bank = plain('once-bank', { place: 'the Bank of Saltgate', placeTags: ['Bank'] });
    expect(bank).not.toContain('counting house');
  });

  it('says the place before a drawn phrase, never glued after one ("a festival in front of the workshop")', () => {
    for (const [name, rows] of Object.entries(MUNDANE_EVENT_GRAMMAR)) {
      if (!name.startsWith('me')) continue;
      for (const row of rows as readonly Row[])
        expect(rowText(row), name).not.toMatch(
          /\{[?\w.]+\} (in front of|outside|near|by|at|behind|around|over) \{\$place\}/,
        );
    }
  });

  it('has a reaction name no townsperson when the event already has two people in it', () => {
    for (const row of MUNDANE_EVENT_GRAMMAR.meReaction)
      if (rowText(row).includes('{townPerson'))
        expect(row, rowText(row)).toMatchObject({ excludes: expect.arrayContaining(['townsperson-named']) });
    const events = MUNDANE_EVENT_GRAMMAR.meEvent.flatMap(
      (row) => MUNDANE_EVENT_GRAMMAR[rowText(row).slice(1, -1) as keyof typeof MUNDANE_EVENT_GRAMMAR] as readonly Row[],
    );
    for (const row of events)
      if (rowText(row).includes('{townPerson')) expect(rowImplies(row), rowText(row)).toContain('townsperson-named');
  });

  it('draws its event from at least 100 rows, so 25 draws seldom meet the same one twice', () => {
    const events = MUNDANE_EVENT_GRAMMAR.meEvent.flatMap(
      (row) => MUNDANE_EVENT_GRAMMAR[rowText(row).slice(1, -1) as keyof typeof MUNDANE_EVENT_GRAMMAR] as readonly Row[],
    );
    expect(events.length).toBeGreaterThanOrEqual(100);
    expect(MUNDANE_EVENT_GRAMMAR.meReaction.length).toBeGreaterThanOrEqual(25);
  });

  it('weighs each kind of event by its rows, so a short table does not repeat its few events', () => {
    for (const row of MUNDANE_EVENT_GRAMMAR.meEvent) {
      const rows = MUNDANE_EVENT_GRAMMAR[
        rowText(row).slice(1, -1) as keyof typeof MUNDANE_EVENT_GRAMMAR
      ] as readonly Row[];
      expect(typeof row === 'string' ? 1 : row.weight, rowText(row)).toBe(rows.length);
    }
    // Over 40 readings of 25 single events, a reaction seen twice in one reading is rare.
    expect(MUNDANE_EVENT_GRAMMAR.meReaction.length).toBeGreaterThanOrEqual(80);
    let repeats = 0;
    for (let r = 0; r < 40; r++) {
      const texts = Array.from({ length: 25 }, (_, i) =>
        toPlainText(generateMundaneEvent(createRng(`me-read${r}-${i}`))),
      );
      const events = texts.map((t) => t.split(/(?<=[.”])\s/)[0]!.replace(/ [A-Z][\w'’]+( [A-Z][\w'’&]+)*/g, ''));
      repeats += events.length - new Set(events).size;
    }
    expect(repeats / 40).toBeLessThanOrEqual(2);
  });

  it('answers only what the event left behind: pigeons after a spill, a crowd drawn by a smell only where one gathered, "the third time" only of a mishap', () => {
    const needs = (pattern: RegExp) =>
      (MUNDANE_EVENT_GRAMMAR.meReaction as readonly Row[])
        .filter((row) => pattern.test(rowText(row)))
        .map((row) => (typeof row === 'string' ? [] : (row.requires ?? [])));
    for (const requires of needs(/Pigeons|whatever is left/)) expect(requires).toContain('spilled');
    for (const requires of needs(/drawing more people/)) expect(requires).toContain('onlookers');
    for (const requires of needs(/third time this month|told it three different ways/))
      expect(requires).toContain('trouble');
    for (let i = 0; i < 4000; i++) {
      const text = plain(`left-${i}`);
      if (/cleared the (block|street)/.test(text)) expect(text).not.toMatch(/drawing more people/);
      if (/selling|singing|performing|mending/.test(text.split('. ')[0]!))
        expect(text).not.toMatch(/third time this month/);
    }
  });

  it('offers a reward anyone could give: no free shaves or loaves from someone who may keep no shop', () => {
    for (const row of MUNDANE_EVENT_GRAMMAR.meReward)
      expect(rowText(row)).not.toMatch(/\bfree\b|shaves?|haircut|loaves|a round on the house/);
  });

  it('is deterministic per seed', () => {
    expect(generateMundaneEvent(createRng('m'), { adjectives: true })).toEqual(
      generateMundaneEvent(createRng('m'), { adjectives: true }),
    );
  });

  it('gives at least 950 distinct events in 1,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(plain(`d${i}`));
    expect(seen.size).toBeGreaterThanOrEqual(950);
  });

  it(`reads cleanly over ${SWEEP_SIZE.toLocaleString('en-US')} draws`, () => {
    const draw = (i: number) => plain(`i${i}`, { adjectives: i % 2 === 0, place: i % 5 === 0 ? BAKERY : undefined });
    expect(problemTexts(SWEEP_SIZE, draw, capitalStart)).toEqual([]);
  });

  it('names $place in every event row', () => {
    const categories = MUNDANE_EVENT_GRAMMAR.meEvent.map((row) => row.text.slice(1, -1));
    for (const name of categories) {
      for (const row of MUNDANE_EVENT_GRAMMAR[name as keyof typeof MUNDANE_EVENT_GRAMMAR]) {
        expect(typeof row === 'string' ? row : row.text, name).toContain('{$place}');
      }
    }
  });

  it('happens at a given place, shown as its link segment', () => {
    for (let i = 0; i < 300; i++)
      expect(generateMundaneEvent(createRng(`p${i}`), { place: BAKERY })).toContainEqual(BAKERY);
  });

  it('repeats nothing in a batch of 25', () => {
    for (let s = 0; s < 20; s++) {
      const batch = generateBatch(createRng(`b${s}`), 25, (rng, decks) =>
        toPlainText(generateMundaneEvent(rng, { decks })),
      );
      expect(new Set(batch).size).toBe(25);
    }
  });

  it('shows optional adjectives only when they are on', () => {
    const adjectiveWords = adjectiveOnlyWords(MUNDANE_EVENT_GRAMMAR);
    let withAdjectives = 0;
    for (let i = 0; i < 400; i++) {
      expect(wordsOf(plain(`a${i}`, { adjectives: false })).filter((w) => adjectiveWords.has(w))).toEqual([]);
      if (wordsOf(plain(`a${i}`, { adjectives: true })).some((w) => adjectiveWords.has(w))) withAdjectives++;
    }
    expect(withAdjectives).toBeGreaterThan(0);
  });
});
