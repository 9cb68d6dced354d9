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
  'humbleSource',
  'humbleExtra',
  'comfortableExtra',
  'wealthyExtra',
  'comfortablePay',
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
    for (const name of ['humbleCoin', 'humbleSource', 'comfortablePay', 'wealthyPay'])
      for (const row of table(name)) expect(rowText(row), name).not.toMatch(/, and |\band\b[^,]*, and /);
  });

  it('pays no coin now when the patron does not hold the money yet', () => {
    const unpaid = table('complication').find((row) => /does not have it yet/.test(rowText(row)))!;
    expect(typeof unpaid === 'string' ? [] : unpaid.implies).toContain('unpaid');
    for (const name of ['comfortablePay', 'wealthyPay'])
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
