import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowText, type Row } from '../core/table';
import { toPlainText } from '../text/rich-text';
import { GOAL_GRAMMAR } from './goal-tables';
import { JOBS } from './jobs';
import { personFacts } from './person-facts';
import { generateGoal } from './traits';

const TABLES = GOAL_GRAMMAR as unknown as Readonly<Record<string, readonly Row[]>>;
const names = Object.keys(TABLES);
const aimTables = names.filter((n) => n.endsWith('Aim'));
const stepTables = names.filter((n) => n.endsWith('Step'));
/** `gLore` of `gLoreAim` or `gLoreMagicStep`. */
const familyOf = (name: string): string => /^g[A-Z][a-z]+/.exec(name)![0];
const refs = (text: string): string[] => [...text.matchAll(/\{[?$~]?(?:\w+=)?(\w+)(?:\.\w+)*\}/g)].map((m) => m[1]!);

/** A row's text as a pattern: each `{...}` may stand for any words. */
const pattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'))
      .join('.*?')}$`,
    'i',
  );

/** Each aim row: its family, its own words and the one table of steps it draws. */
const aims = aimTables.flatMap((table) =>
  TABLES[table]!.map((row) => {
    const text = rowText(row);
    const steps = refs(text).filter((r) => r.endsWith('Step'));
    return { table, text, steps, words: pattern(text.slice(0, text.indexOf(', {gMotive}'))) };
  }),
);
const steps = stepTables.flatMap((table) => TABLES[table]!.map((row) => ({ table, words: pattern(rowText(row)) })));

/**
 * What every aim drawing a table of steps is about: a new aim must fit the words of the steps it
 * names (an aim to master magic naming the diggers' steps fails here).
 */
const AIM_WORDS: Readonly<Record<string, RegExp>> = {
  gWealthSaveStep: /\b(buy|pay off|retire rich|own a ship|put by|raise a hundred)\b/,
  gWealthTradeStep: /\b(shop|merchant|monopoly|mules|stall|counting house|wool clip)\b/,
  gRankCivicStep: /\b(council|guild|elders|petitions|granary|warden)\b/,
  gRankCourtStep: /\b(noble|court|title|coat of arms|service of a great lord)\b/,
  gRankKnightStep: /\b(knighthood|lists|host)\b/,
  gRankWatchStep: /\b(watch|muster)\b/,
  gCraftMakeStep: /\b(forge|tapestry|clock|music box|carve a door|loom|bell|lute|gown|lock)\b/,
  gCraftBrewStep: /\b(ale|loaf|cheese|cider)\b/,
  gCraftWriteStep: /\b(write|book)\b/,
  gCraftSiteStep: /\b(temple|chapel|shrine)\b/,
  gKinLoveStep: /\b(love|sweetheart)\b/,
  gKinSearchStep: /\b(find|bring)\b.*\b(sister|brother|uncle|cousin)\b/,
  gKinSchoolStep: /\b(educated|read|study)\b/,
  gKinAdoptStep: /\b(orphan|child|boy)\b.*\b(stables|hayloft|stable)\b|\bstable boy\b/,
  gKinFeastStep: /\b(feast|quarrel)\b/,
  gKinBuildStep: /\b(rebuild|roof|raise a house)\b/,
  gJusticeTruthStep: /\b(prove|clear)\b/,
  gJusticeHuntStep: /\b(find|track down|smuggling ring)\b/,
  gJusticeRuinStep: /\b(hanged|ruin|recover|landlord|stripped|bring down|answer for it)\b/,
  gTravelLandStep: /\b(see|cross|reach|walk|find|visit|follow|stand)\b/,
  gTravelSeaStep: /\b(sail|sea|ship)\b/,
  gFaithPenanceStep: /\b(atone|forgiveness|forgiven|curse)\b/,
  gFaithVowStep: /\b(year|vow)\b/,
  gFaithBuildStep: /\bshrine\b/,
  gFaithOrderStep: /\b(order|vows|serve the temple)\b/,
  gFaithQuestStep: /\b(relic|statue|bell|bones)\b/,
  gFaithGhostStep: /\b(ghost|dead|weeping)\b/,
  gTownWorkStep: /\b(school|bridge|chapel|well|garden|orchard|drain|granary|pave)\b/,
  gTownRatStep: /\brats?\b/,
  gTownRacketStep: /\b(racket|gang|bullies)\b/,
  gTownFireStep: /\bfire\b/,
  gLoreDigStep: /\b(barrow|library|hoard|mine|tower)\b/,
  gLoreMagicStep: /\b(magic|spell|fire)\b/,
  gLoreSpiritStep: /\b(spirit|hill folk)\b/,
  gLoreStarsStep: /\b(star|eclipse)\b/,
  gLoreWordsStep: /\b(language|saying|song|tongue)\b/,
  gLoreScriptStep: /\b(runes|tablet|writing|cipher)\b/,
  gLoreRiddleStep: /\bwhy\b/,
};

describe('goal steps serve their aim', () => {
  it('names every table of steps only from aims about what its steps serve', () => {
    expect(Object.keys(AIM_WORDS).sort()).toEqual([...stepTables].sort());
    for (const a of aims)
      expect(a.text.slice(0, a.text.indexOf(', {gMotive}')), a.steps[0]).toMatch(AIM_WORDS[a.steps[0]!]!);
  });

  it('names exactly one table of steps in every aim, of the aim’s own family', () => {
    expect(aimTables.length).toBeGreaterThan(5);
    for (const a of aims) {
      expect(a.steps, a.text).toHaveLength(1);
      expect(stepTables, a.text).toContain(a.steps[0]);
      expect(familyOf(a.steps[0]!), a.text).toBe(familyOf(a.table));
    }
  });

  it('draws a table of steps only from aims of its family, and never from the root or a step', () => {
    for (const [name, rows] of Object.entries(TABLES)) {
      for (const row of rows) {
        for (const ref of refs(rowText(row)).filter((r) => r.endsWith('Step'))) {
          expect(name.endsWith('Aim'), `${name}: ${rowText(row)}`).toBe(true);
          expect(familyOf(ref), `${name}: ${rowText(row)}`).toBe(familyOf(name));
        }
      }
    }
    // Every table of steps serves some aim.
    for (const table of stepTables)
      expect(
        aims.some((a) => a.steps[0] === table),
        table,
      ).toBe(true);
  });

  it('gives every generated goal a first step from the table its aim names', () => {
    const jobs = JOBS.filter((_, i) => i % 7 === 0);
    let checked = 0;
    for (let i = 0; i < 6000; i++) {
      const job = i % 3 === 0 ? undefined : jobs[i % jobs.length];
      const facts =
        i % 2 === 0
          ? undefined
          : personFacts({
              heritage: 'Human',
              gender: i % 4 === 1 ? 'Female' : 'Male',
              age: 18 + (i % 60),
              ...(job ? { job } : {}),
              townSize: ['Hamlet', 'Village', 'Town', 'City'][i % 4],
            } as Parameters<typeof personFacts>[0]);
      const goal = toPlainText(generateGoal(createRng(`goal-steps-${i}`), { facts, adjectives: i % 5 > 1 }));
      const [head, ...rest] = goal.split(/(?<=[a-z]), (?:to|so|for|because|before|while|as|out of|purely) /);
      const lead =
        /\. (?:step one:|so far that means|the first step is|right now that means|for now, that means|it starts with|it has already begun with|this season that means) (.*)\.$/i.exec(
          goal,
        );
      expect(lead, goal).not.toBeNull();
      expect(rest.length, goal).toBeGreaterThan(0);
      const aimWords = head!.replace(/^\S+(?: \S+){0,4}? to /, '');
      const drawn = aims.filter((a) => a.words.test(aimWords));
      expect(drawn.length, `${goal}\n(aim "${aimWords}")`).toBeGreaterThan(0);
      const from = new Set(steps.filter((s) => s.words.test(lead![1]!)).map((s) => s.table));
      expect(from.size, goal).toBeGreaterThan(0);
      // The step could have come from the table its aim names, and from no table of another aim only.
      expect(
        drawn.some((a) => from.has(a.steps[0]!)),
        `${goal}\n(aim from ${drawn.map((a) => a.steps[0]).join(', ')}; step from ${[...from].join(', ')})`,
      ).toBe(true);
      checked++;
    }
    expect(checked).toBe(6000);
  });

  it('never sends a student of magic digging, nor a digger to a hedge wizard', () => {
    for (let i = 0; i < 4000; i++) {
      const goal = toPlainText(generateGoal(createRng(`goal-magic-${i}`)));
      if (/true magic|one true spell|call fire/.test(goal)) expect(goal).not.toMatch(/digging|shovel|barrow/);
      if (/barrow|buried|lost library|sealed door/.test(goal)) expect(goal).not.toMatch(/hedge wizard|cantrip/);
    }
  });
});
