import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowAllowed, rowText, type Row, type Table } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { labelledLine } from '../world/contradictions';
import { generateQuest } from './quest';
import { QUEST_GRAMMAR } from './quest-grammar';

const table = (name: string): Table => QUEST_GRAMMAR[name] ?? [];
const tagsOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.tags ?? []));
const requiresOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.requires ?? []));
const excludesOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.excludes ?? []));

/** The tables told after the hook, which must follow from its facts. */
const FOLLOWING = [
  'patronWhy',
  'complication',
  'reward',
  'humbleCoin',
  'fewCoin',
  'someCoin',
  'humbleSource',
  'humbleExtra',
  'comfortableExtra',
  'wealthyExtra',
  'comfortablePay',
  'modestPay',
  'heavyPay',
  'wealthyPay',
];

/**
 * Words that claim a fact of the trouble, and the hook tags of which a row saying them must need
 * one: "the spell" of a working someone laid, "the curse" of a curse, magic of an uncanny hook,
 * "whatever it is" of a will to deal with, "the missing" of people gone, a beast of a creature,
 * "the dead" of the restless dead, a culprit of someone doing it on purpose.
 */
const CLAIMS: readonly { words: RegExp; tags: readonly string[] }[] = [
  { words: /\bthe spell\b|\bcast it\b|\blaid the spell\b|\benchantment\b/i, tags: ['spell'] },
  { words: /\bthe curse\b|\bcurse-breaker\b/i, tags: ['curse'] },
  { words: /\b(spells?|curses?|cursed|witch|fey|strangeness)\b/i, tags: ['magic', 'spell', 'curse'] },
  { words: /\bwhatever it is\b|\bthe very thing\b/i, tags: ['presence'] },
  { words: /\bthe missing\b|\bthe one who vanished\b/i, tags: ['people-missing', 'one-missing', 'children-missing'] },
  { words: /\b(creature|beast|lair)\b/i, tags: ['creature', 'beast'] },
  { words: /\bthe beast\b|\bit hunts\b|\bthe mate\b|\bpet once\b/i, tags: ['beast'] },
  { words: /\bthe dead\b|\bgraves?\b/i, tags: ['undead'] },
  { words: /\b(culprit|whoever is behind it|the guilty)\b/i, tags: ['culprit', 'mystery'] },
  { words: /\bthe thief\b/i, tags: ['theft'] },
];

/** A row as a pattern over its rendered text, spaces ignored: its literal words, anything for each `{...}`. */
const patternOf = (row: Row): RegExp =>
  new RegExp(
    `^${rowText(row)
      .replace(/\s+/g, '')
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.*?')}$`,
  );

describe('what a quest tells after its hook follows from the hook', () => {
  it('needs the fact a motive, complication or reward speaks of', () => {
    for (const name of FOLLOWING)
      for (const row of table(name))
        for (const { words, tags } of CLAIMS)
          if (words.test(rowText(row)))
            expect(
              tags.some((tag) => requiresOf(row).includes(tag)),
              `${name} needs one of ${tags.join(', ')}: ${rowText(row)}`,
            ).toBe(true);
  });

  it('tags a spell or a curse only on an uncanny hook, and the dead or a beast as a will to deal with', () => {
    for (const hook of table('hook')) {
      const tags = tagsOf(hook);
      if (tags.includes('spell') || tags.includes('curse')) expect(tags, rowText(hook)).toContain('magic');
      if (tags.includes('creature') || tags.includes('undead')) expect(tags, rowText(hook)).toContain('presence');
      if (tags.includes('beast')) expect(tags, rowText(hook)).toContain('creature');
    }
    for (const tag of ['spell', 'curse', 'presence', 'lord', 'beast'])
      expect(table('hook').filter((hook) => tagsOf(hook).includes(tag)).length, tag).toBeGreaterThan(3);
  });

  it('never lets a mundane or merely uncanny hook draw a spell to undo or a curse that spreads', () => {
    const hill = table('hook').find((hook) => /a hill that was not there last season/.test(rowText(hook)))!;
    const mundane = table('hook').filter((hook) => !tagsOf(hook).includes('magic'));
    expect(mundane.length).toBeGreaterThan(30);
    const needsMagic = FOLLOWING.flatMap((name) =>
      table(name).filter((row) => /\b(spells?|curses?|cursed|witch|fey|strangeness)\b/i.test(rowText(row))),
    );
    expect(needsMagic.length).toBeGreaterThan(10);
    for (const hook of [hill, ...mundane]) {
      const tags = new Set(tagsOf(hook));
      for (const row of needsMagic) {
        if (hook === hill && !/\bthe (spell|curse)\b/i.test(rowText(row))) continue;
        expect(rowAllowed(row, tags), `"${rowText(row)}" for "${rowText(hook)}"`).toBe(false);
      }
    }
    const spell = table('complication').find((row) => /undone by the one who cast it/.test(rowText(row)))!;
    expect(rowAllowed(spell, new Set(tagsOf(hill)))).toBe(false);
  });

  it('mourns no old lord where the hook has the lord alive and acting', () => {
    for (const name of FOLLOWING)
      for (const row of table(name))
        if (/\bold lord\b|\blord has made it clear\b/.test(rowText(row)))
          expect(excludesOf(row), rowText(row)).toContain('lord');
  });

  it('draws nothing uncanny after a mundane hook, and no spell or curse after a hook that has none', () => {
    let mundane = 0;
    for (let i = 0; i < 1500; i++) {
      const text = toPlainText(generateQuest(createRng(`quest-facts-${i}`)).component);
      const told = labelledLine(text, 'Hook').replace(/\s+/g, '');
      const hook = table('hook').find((row) => patternOf(row).test(told));
      if (!hook) continue;
      const tags = tagsOf(hook);
      const after = ['Patron', 'Complication', 'Reward'].map((label) => labelledLine(text, label)).join('\n');
      if (!tags.includes('magic')) {
        mundane++;
        expect(after, text).not.toMatch(/\b(spells?|curses?|cursed|witch|fey|strangeness)\b/i);
      }
      if (!tags.includes('spell')) expect(after, text).not.toMatch(/\bthe spell\b|\bcast it\b/);
      if (!tags.includes('curse')) expect(after, text).not.toMatch(/\bthe curse\b/);
    }
    expect(mundane).toBeGreaterThan(200);
  });

  it('tells how the coin comes in one clause, since a reward may go on with ", and" what comes beside it', () => {
    for (const name of ['fewCoin', 'someCoin', 'humbleSource', 'comfortablePay', 'modestPay', 'heavyPay', 'wealthyPay'])
      for (const row of table(name)) expect(rowText(row), name).not.toMatch(/, and |\band\b[^,]*, and /);
  });

  it('pays no coin now when the patron does not hold the money yet', () => {
    const unpaid = table('complication').find((row) => /does not have it yet/.test(rowText(row)))!;
    expect(typeof unpaid === 'string' ? [] : unpaid.implies).toContain('unpaid');
    for (const name of ['comfortablePay', 'modestPay', 'heavyPay', 'wealthyPay'])
      for (const row of table(name))
        if (
          /\b(now|advance|up front|on the table|on signing|counted out|sealed|box|bags|strongroom|wrapped|purse)\b/.test(
            rowText(row),
          )
        )
          expect(excludesOf(row), rowText(row)).toContain('unpaid');
    for (const row of FOLLOWING.filter((name) => name !== 'patronWhy' && name !== 'complication').flatMap(table))
      if (/\b(pup|horses?|mule|goose|hawks|stabling)\b/.test(rowText(row)))
        expect(excludesOf(row), rowText(row)).toContain('animals');
  });
});

/** The patron row a quest's Patron line was drawn from, by its literal words. */
const patronOf = (told: string): Row | undefined =>
  table('patron').find((row) => patternOf({ text: `${rowText(row)}.*` }).test(told.replace(/\s+/g, '')));

describe('what a quest tells follows from who the patron is', () => {
  const quests = Array.from({ length: 1200 }, (_, i) =>
    toPlainText(generateQuest(createRng(`quest-patron-facts-${i}`)).component),
  );

  it("raises a humble reward only in ways the patron's trade or the trouble allows", () => {
    // Words that tie a source to a trade, a holding or a crowd that must have a reason to pay.
    const TRADE_WORDS =
      /\b(loom|lamplighters|bakers|quarry|fishwives|washerwomen|eggs|hen|lamb|pig|goat|cow|plow|harvest|honey|nets|ferrying|workbench|stall|ovens|cloth|brick kilns|roofs|weeding|door to door|carrying water|picking stones)\b/;
    const sources = table('humbleSource').filter((row) => TRADE_WORDS.test(rowText(row)));
    expect(sources.length).toBeGreaterThan(25);
    for (const row of sources) expect(requiresOf(row).length, rowText(row)).toBeGreaterThan(0);
    const musician = table('patron').find(
      (row) => tagsOf(row).includes('job:Musician') && tagsOf(row).includes('humble'),
    )!;
    for (const hook of table('hook')) {
      const tags = new Set([...tagsOf(hook), ...tagsOf(musician)]);
      for (const row of table('humbleSource'))
        if (
          /\bloom\b|\blamplighters\b|\bbakers\b|\bquarry\b/.test(rowText(row)) &&
          /spare loom|lamplighters|bakers|quarry/.test(rowText(row))
        )
          expect(rowAllowed(row, tags), `${rowText(row)} for a musician`).toBe(false);
    }
    for (const text of quests) {
      const reward = labelledLine(text, 'Reward');
      const patron = patronOf(labelledLine(text, 'Patron'));
      if (!patron) continue;
      const job = tagsOf(patron).find((tag) => tag.startsWith('job:'));
      if (/lamplighters/.test(reward))
        expect(['job:Lamplighter', 'job:Town guard', 'job:Watch sergeant', 'job:Bouncer'], text).toContain(job);
      if (/spare loom|bolt of the best cloth/.test(reward))
        expect(['job:Tailor', 'job:Needleworker'], text).toContain(job);
      if (/raised by the bakers/.test(reward)) expect(['job:Baker', "job:Baker's hand"], text).toContain(job);
    }
  });

  it('puts a sum in coin and a container that can hold it', () => {
    // Each gold piece is ten silver or a hundred copper; a purse or a sock holds a few pounds.
    let checked = 0;
    for (const text of quests) {
      const reward = labelledLine(text, 'Reward');
      const m = /([\d,]+) gp in ([^,.]*)/.exec(reward);
      if (!m) continue;
      const sum = Number(m[1]!.replace(/,/g, ''));
      const coin = m[2]!;
      checked++;
      if (
        /\b(coppers?|pennies|half-pennies)\b/.test(coin) &&
        !/\b(sack|jar|crock|pail|pot|bowl|box|tin|bag)\b/.test(coin)
      )
        expect(sum, reward).toBeLessThan(10);
      if (/\b(purse|pouch|sock|stocking|handkerchief)\b/.test(coin)) {
        expect(sum, reward).toBeLessThanOrEqual(140);
        if (sum >= 50) expect(coin, reward).toMatch(/\bgold\b/);
      }
      if (/\b(copper|pennies)\b/.test(coin)) expect(sum, reward).toBeLessThan(50);
    }
    expect(checked).toBeGreaterThan(200);
    for (const row of table('fewCoin').concat(table('someCoin'))) expect(rowText(row)).not.toMatch(/\bsmall change\b/);
  });

  it('speaks of sides or a quarrel only where the hook has parties at odds', () => {
    const sided =
      /\b(the|this) quarrel\b|\bother side\b|\beach side\b|\bboth sides\b|\bthe sides\b|\btwo sides\b|\bwhichever side\b/i;
    const rows = FOLLOWING.flatMap((name) => table(name).filter((row) => sided.test(rowText(row))));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(requiresOf(row), rowText(row)).toContain('sides');
    const hooks = table('hook').filter((hook) => tagsOf(hook).includes('sides'));
    expect(hooks.length).toBeGreaterThan(8);
    for (const hook of hooks)
      expect(rowText(hook), 'a hook with sides names them').toMatch(
        /\btwo\b|\bthree\b|\beach\b|\bclaims?\b|\brival\b|\bhalf the town\b|\bblame each other\b|\btalking of riot\b/,
      );
  });

  it('gives a motive of fields, flocks or crops only to a patron who farms, over trouble on the land', () => {
    const land = /\bfarmed\b|\btheir sheepdog\b|\btheir best ewe\b|\bcrops are all they have\b/;
    const motives = table('patronWhy').filter((row) => land.test(rowText(row)));
    expect(motives.length).toBeGreaterThanOrEqual(4);
    for (const row of motives) {
      expect(requiresOf(row), rowText(row)).toContain('farmer');
      expect(
        requiresOf(row).some((tag) => ['farm', 'livestock', 'crops'].includes(tag)),
        rowText(row),
      ).toBe(true);
    }
    const farmers = table('patron').filter((row) => tagsOf(row).includes('farmer'));
    expect(farmers.length).toBeGreaterThanOrEqual(6);
    for (const row of farmers)
      expect(rowText(row)).toMatch(
        /\b(fields?|acres|sheep|pigs|cattle|cow|barley|holding|smallholding|harvest|farming)\b/,
      );
    const smith = table('patron').find((row) => tagsOf(row).includes('job:Weaponsmith'))!;
    for (const hook of table('hook').filter((row) => tagsOf(row).includes('farm')))
      for (const row of motives)
        expect(rowAllowed(row, new Set([...tagsOf(hook), ...tagsOf(smith)])), rowText(row)).toBe(false);
  });

  it('keeps the pools a batch of 25 draws from wide and flat', () => {
    expect(table('patron').length).toBeGreaterThanOrEqual(380);
    expect(table('complication').length).toBeGreaterThanOrEqual(415);
    expect(table('comfortableExtra').length).toBeGreaterThanOrEqual(95);
    expect(table('wealthyExtra').length).toBeGreaterThanOrEqual(65);
    for (const job of ['job:Harbormaster', 'job:Librarian', 'job:Stallholder'])
      expect(table('patron').filter((row) => tagsOf(row).includes(job)).length, job).toBeGreaterThanOrEqual(6);
    for (const name of ['patron', 'comfortableExtra', 'humbleExtra', 'wealthyExtra'])
      for (const row of table(name)) expect(typeof row === 'string' ? 1 : (row.weight ?? 1), rowText(row)).toBe(1);
    const weights = table('complication').map((row) => (typeof row === 'string' ? 1 : (row.weight ?? 1)));
    expect(Math.max(...weights)).toBeLessThanOrEqual(5);
  });
});
