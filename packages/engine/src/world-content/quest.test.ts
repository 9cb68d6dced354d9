import { describe, expect, it } from 'vitest';
import { jobRow } from '../character/jobs';
import { lifeStageOf } from '../character/person-facts';
import { createRng } from '../core/rng';
import { rowAllowed, rowText, type Row, type Table } from '../core/table';
import { BUILDING_TYPES, LOCATION_TYPES, type Heritage } from '../data/options';
import { toPlainText, type ResultComponent } from '../text/rich-text';
import { labelledLine, questFlags } from '../world/contradictions';
import type { NpcStubEntity } from '../world/entities';
import { createLinkContext } from '../world/stubs';
import { WORLD_GENERATORS } from './generators';
import { generateQuest, patronPronouns } from './quest';
import { QUEST_GRAMMAR, QUEST_HOOK_TAGS, QUEST_PATRON_TAGS } from './quest-grammar';

const table = (name: string): Table => QUEST_GRAMMAR[name] ?? [];
const wordsOfText = (text: string): string[] => text.match(/[A-Za-z]+/g) ?? [];
const tagsOf = (row: Row): readonly string[] => (typeof row === 'string' ? [] : (row.tags ?? []));
const conditionsOf = (row: Row): readonly string[] =>
  typeof row === 'string' ? [] : [...(row.requires ?? []), ...(row.excludes ?? [])];
/** The tags a row's `requires` insists on (not the `!tag` ones). */
const neededOf = (row: Row): readonly string[] =>
  typeof row === 'string' ? [] : (row.requires ?? []).filter((t) => !t.startsWith('!'));
const tagValue = (row: Row, key: string): string | undefined =>
  tagsOf(row)
    .find((t) => t.startsWith(`${key}:`))
    ?.slice(key.length + 1);

/**
 * A row as a pattern over rendered text: its literal words, anything for each `{...}`, spaces
 * ignored; a patron's reason may be told with "she" or "he" for "they".
 */
const patterns = new Map<Row, RegExp>();
function patternOf(row: Row): RegExp {
  let pattern = patterns.get(row);
  if (!pattern) {
    const told = [rowText(row), patronPronouns(rowText(row), 'Female'), patronPronouns(rowText(row), 'Male')];
    pattern = new RegExp(told.map(literalOf).join('|'));
    patterns.set(row, pattern);
  }
  return pattern;
}

/** A text's literal words as a pattern: anything for each `{...}`, spaces ignored. */
const literalOf = (text: string): string =>
  `(?:${text
    .replace(/\s+/g, '')
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('.*?')})`;

/** The row of a table a rendered line came from: the longest row whose words it holds. */
function rowOf(name: string, line: string): Row {
  const squeezed = line.replace(/\s+/g, '');
  const found = table(name)
    .filter((row) => patternOf(row).test(squeezed))
    .sort((a, b) => rowText(b).length - rowText(a).length)[0];
  if (!found) throw new Error(`no ${name} row in "${line}"`);
  return found;
}

/** The quest of a seed as its plain lines, with the rows its hook and patron came from. */
function questOf(seed: string, adjectives = true) {
  const text = toPlainText(generateQuest(createRng(seed), { adjectives }).component);
  const line = (label: string) => labelledLine(text, label);
  const hook = rowOf('hook', line('Hook'));
  const patron = rowOf('patron', line('Patron'));
  return {
    text,
    line,
    hook,
    patron,
    hookTags: new Set(tagsOf(hook)),
    tags: new Set([...tagsOf(hook), ...tagsOf(patron)]),
  };
}

const HOOK_TAGS = new Set<string>(QUEST_HOOK_TAGS);
const PATRON_TAGS = new Set<string>(QUEST_PATRON_TAGS);
const SEEDS = Array.from({ length: 600 }, (_, i) => `quest-${i}`);

describe('quest pools', () => {
  it('are at least four times their first size', () => {
    expect(table('patron').length).toBeGreaterThanOrEqual(112);
    expect(table('patronWhy').length).toBeGreaterThanOrEqual(60);
    expect(table('complication').length).toBeGreaterThanOrEqual(160);
  });

  it('tag every hook with the documented kinds of trouble, and every building or site with a real type', () => {
    for (const row of table('hook')) {
      expect(tagsOf(row).length, rowText(row)).toBeGreaterThan(0);
      for (const tag of tagsOf(row)) {
        const [key, value] = tag.split(':');
        if (key === 'building') expect(BUILDING_TYPES, tag).toContain(value);
        else if (key === 'site') expect(LOCATION_TYPES, tag).toContain(value);
        else expect(HOOK_TAGS.has(tag), `${tag} in "${rowText(row)}"`).toBe(true);
      }
      if (tagsOf(row).includes('mystery')) expect(tagsOf(row), rowText(row)).toContain('culprit');
      expect(tagsOf(row).includes('premises'), rowText(row)).toBe(
        tagValue(row, 'building') !== undefined && tagValue(row, 'building') !== 'Graveyard',
      );
    }
  });

  it('give every patron a job of jobs.ts, one wealth, the workplace it names and the gender and age it states', () => {
    for (const row of table('patron')) {
      const text = rowText(row);
      const tags = tagsOf(row);
      const job = jobRow(tagValue(row, 'job') ?? '');
      expect(job.job, text).toBe(tagValue(row, 'job'));
      expect(
        tags.filter((t) => ['humble', 'comfortable', 'wealthy'].includes(t)),
        text,
      ).toHaveLength(1);
      for (const tag of tags) if (!/^(job|at):/.test(tag)) expect(PATRON_TAGS.has(tag), `${tag}: ${text}`).toBe(true);
      const at = tagValue(row, 'at');
      if (at !== undefined) {
        expect(BUILDING_TYPES, text).toContain(at);
        expect(text, 'an `at:` tag only where the text names the workplace').toContain('{$work}');
      }
      if (/\b(she|her|herself)\b/i.test(text)) expect(tags, text).toContain('female');
      expect(tags.includes('female') && tags.includes('male'), text).toBe(false);
      expect(tags.includes('young') && tags.includes('old'), text).toBe(false);
      if (tags.includes('young')) expect(job.age, `a young ${job.job}: ${text}`).not.toBe('seasoned');
      if (tags.includes('law')) expect(tags, text).toContain('office');
    }
  });

  it('never makes a town\'s name possessive: no "Rowanhaven on the Water\'s lord"', () => {
    for (const name of Object.keys(QUEST_GRAMMAR))
      for (const row of table(name)) expect(rowText(row), name).not.toMatch(/\{\$town\}'s|\{\$town\.possessive\}/);
  });

  it('count the missing as the hook does: "the missing" of many, "among the first" only where people vanish one by one', () => {
    const hooks = table('hook').filter((row) => tagsOf(row).includes('people-missing'));
    const lines = ['patronWhy', 'complication'].flatMap((name) => table(name));
    for (const hook of hooks) {
      const tags = new Set(tagsOf(hook));
      for (const row of lines) {
        if (!rowAllowed(row, tags)) continue;
        const text = rowText(row);
        if (tags.has('one-missing')) expect(text, rowText(hook)).not.toMatch(/\bthe missing\b/);
        if (!tags.has('one-by-one')) expect(text, rowText(hook)).not.toMatch(/among the first/);
      }
    }
    expect(hooks.filter((row) => tagsOf(row).includes('one-missing')).length).toBeGreaterThan(0);
  });

  it('have motives, complications and rewards that ask only for tags a hook or patron carries, and that some can meet', () => {
    const hooks = table('hook').map((row) => tagsOf(row));
    const patrons = table('patron').map((row) => tagsOf(row));
    // A complication may bind the reward through what it implies (a failing currency pays coin alone).
    const implied = table('complication').flatMap((row) => (typeof row === 'string' ? [] : (row.implies ?? [])));
    // A reason may also stay clear of its line's verb (`says:ask`).
    const lines = table('patronLine').flatMap((row) => tagsOf(row));
    const known = new Set([...HOOK_TAGS, ...PATRON_TAGS, ...hooks.flat(), ...implied, ...lines]);
    const rewards = ['reward', 'humbleSource', 'humbleExtra', 'comfortableExtra', 'wealthyExtra'];
    for (const name of ['patronWhy', 'complication', ...rewards]) {
      for (const row of table(name)) {
        for (const entry of conditionsOf(row))
          expect(known.has(entry.replace(/^!/, '')), `${entry} in ${name}: ${rowText(row)}`).toBe(true);
        if (conditionsOf(row).length === 0) continue;
        const met = hooks.some((hook) => patrons.some((patron) => rowAllowed(row, new Set([...hook, ...patron]))));
        expect(met, `no hook and patron allow ${name}: ${rowText(row)}`).toBe(true);
      }
    }
    // A complication follows from the hook alone: it needs no patron tag.
    for (const row of table('complication'))
      for (const tag of neededOf(row)) expect(HOOK_TAGS.has(tag), `${tag}: ${rowText(row)}`).toBe(true);
  });
});

describe('generateQuest', () => {
  it('draws a motive or complication that needs a kind of trouble only when the hook has it', () => {
    const tagged = { patronWhy: new Set<Row>(), complication: new Set<Row>() };
    for (const seed of SEEDS) {
      const quest = questOf(seed, seed.endsWith('1'));
      const motive = rowOf('patronWhy', quest.line('Patron'));
      const complication = rowOf('complication', quest.line('Complication'));
      for (const [name, row] of [
        ['patronWhy', motive],
        ['complication', complication],
      ] as const) {
        expect(rowAllowed(row, quest.tags), `${name} "${rowText(row)}" in\n${quest.text}`).toBe(true);
        for (const tag of neededOf(row)) {
          if (HOOK_TAGS.has(tag))
            expect(quest.hookTags.has(tag), `${tag} for "${rowText(row)}" in\n${quest.text}`).toBe(true);
        }
        if (neededOf(row).some((tag) => HOOK_TAGS.has(tag))) tagged[name].add(row);
      }
    }
    // Not a vacuous pass: many rows that need a kind of trouble were drawn.
    expect(tagged.patronWhy.size).toBeGreaterThan(20);
    expect(tagged.complication.size).toBeGreaterThan(40);
  });

  it('offers rewards that fit the patron and never clash with the hook', () => {
    const extras = ['humbleSource', 'humbleExtra', 'comfortableExtra', 'wealthyExtra'].flatMap((name) =>
      table(name).filter((row) => conditionsOf(row).length > 0),
    );
    for (const seed of SEEDS) {
      const quest = questOf(seed);
      const reward = quest.line('Reward');
      // A reward's shapes are mostly slots, so any row it may have come from must be allowed.
      const squeezed = reward.replace(/\s+/g, '');
      expect(
        table('reward').some((row) => patternOf(row).test(squeezed) && rowAllowed(row, quest.tags)),
        reward,
      ).toBe(true);
      for (const row of extras) {
        if (reward.toLowerCase().includes(rowText(row).toLowerCase()))
          expect(rowAllowed(row, quest.tags), `"${rowText(row)}" in\n${quest.text}`).toBe(true);
      }
      if (quest.hookTags.has('animals')) expect(reward, quest.text).not.toMatch(/\b(pup|horses?|mule)\b/);
    }
  });

  it('makes a young or old patron that age, and leaves other ages to the person generator', () => {
    let staged = 0;
    for (const seed of SEEDS.slice(0, 300)) {
      const rng = createRng(seed);
      const links = createLinkContext(rng, 'GetProblem', false);
      const text = toPlainText(generateQuest(rng, { links }).component);
      const patron = rowOf('patron', labelledLine(text, 'Patron'));
      const stage = tagsOf(patron).find((t) => t === 'young' || t === 'old');
      const stubs = Object.values(links.pkg.npcs?.ReferenceIds ?? {}) as NpcStubEntity[];
      expect(stubs).toHaveLength(1);
      const stub = stubs[0]!.Stub;
      if (stage) {
        staged += 1;
        expect(lifeStageOf(stub.Heritage as Heritage, stub.Age!), text).toBe(stage);
      } else {
        expect(stub.Age, text).toBeUndefined();
      }
    }
    expect(staged).toBeGreaterThan(10);
  });

  it('seldom tells the same hook twice among 25 quests made one at a time', () => {
    let repeats = 0;
    for (let sitting = 0; sitting < 20; sitting++) {
      const told = new Set<Row>();
      for (let i = 0; i < 25; i++) {
        const text = toPlainText(generateQuest(createRng(`quest-sitting-${sitting}-${i}`)).component);
        const hook = rowOf('hook', labelledLine(text, 'Hook'));
        if (told.has(hook)) repeats++;
        told.add(hook);
      }
    }
    // About 3.3 a sitting with ninety hooks; nearly two hundred give about 1.5.
    expect(repeats / 20).toBeLessThan(2);
  });

  it('repeats no quest, hook or complication within a batch of 25', () => {
    for (const seed of ['batch-1', 'batch-2', 'batch-3', 'batch-4', 'batch-5', 'batch-6']) {
      const out = WORLD_GENERATORS.GetProblem!.generate(createRng(seed), {
        count: 25,
        adjectives: seed.endsWith('1'),
        choices: {},
        heritages: [],
      }) as { data: ResultComponent[] };
      const texts = out.data.map((q) => toPlainText(q.component));
      expect(new Set(texts).size, seed).toBe(25);
      for (const label of ['Hook', 'Complication'])
        expect(new Set(texts.map((t) => labelledLine(t, label))).size, `${label} in ${seed}`).toBe(25);
      // Nor does a patron's description come twice ("a candlemaker's widow who keeps the shop going").
      expect(new Set(texts.map((t) => rowOf('patron', labelledLine(t, 'Patron')))).size, `patrons in ${seed}`).toBe(25);
    }
  });

  it('pays only from purses the patron holds, and claims nothing of the patron or the place it has not been told', () => {
    const quests = Array.from({ length: 3000 }, (_, i) => {
      const text = toPlainText(generateQuest(createRng(`quest-purse-${i}`)).component);
      const line = (label: string) => labelledLine(text, label);
      return {
        text,
        patron: line('Patron'),
        complication: line('Complication'),
        reward: line('Reward'),
        hook: line('Hook'),
      };
    });
    const breaking = (rule: (q: (typeof quests)[number]) => boolean) =>
      quests
        .filter(rule)
        .map((q) => q.text)
        .slice(0, 3);
    const clergy = /\b(acolyte|shrine keeper|temple healer|priest|priestess|high priest|high priestess|treasurer of)\b/;
    // The shrine's poor box is opened by its own people, and a voyage's profits are shared by a shipowner.
    expect(breaking((q) => /poor box/.test(q.reward) && !clergy.test(q.patron))).toEqual([]);
    expect(breaking((q) => /voyages/.test(q.reward) && !/harbor|boat|fleet/.test(q.patron))).toEqual([]);
    // Only a newcomer dates the trouble from the day they arrived.
    expect(
      breaking((q) => /arrived in town/.test(q.patron) && !tagsOf(rowOf('patron', q.patron)).includes('visitor')),
    ).toEqual([]);
    // A warden, a sergeant or a harbormaster is not newly elected by the neighbors to see to it.
    expect(
      breaking(
        (q) =>
          /neighbors have elected/.test(q.patron) &&
          /warden|sergeant|harbormaster|captain|town guard|scribe,/.test(q.patron),
      ),
    ).toEqual([]);
    // The temple's good name hangs on the temple's own trouble.
    expect(
      breaking(
        (q) =>
          /temple's good name/.test(q.patron) &&
          !/temple|shrine|priest|pilgrim|saint|abbey|monk|chapel|holy|relic|well/i.test(q.hook),
      ),
    ).toEqual([]);
    // The settlement's size is the settlement stub's: no line but the hook calls it a village (a neighbor may be one).
    expect(
      breaking((q) => /(?<!neighboring )\bvillage(rs|'s)?\b/i.test(`${q.patron} ${q.complication} ${q.reward}`)),
    ).toEqual([]);
    // Coin that is no good here is not what the patron pays in.
    expect(
      breaking(
        (q) =>
          /coin is no good|trades only in barter/.test(q.complication) &&
          /\bgp\b/.test(q.reward) &&
          !/for coin/.test(q.complication),
      ),
    ).toEqual([]);
  });

  it('pays a reward promised in a failing currency in that coin alone, with no horses or goods beside it', () => {
    let failing = 0;
    for (let i = 0; i < 4000; i++) {
      const text = toPlainText(generateQuest(createRng(`quest-currency-${i}`)).component);
      if (!/currency that collapses/.test(labelledLine(text, 'Complication'))) continue;
      failing++;
      const reward = labelledLine(text, 'Reward');
      expect(reward, text).toMatch(/^[\d,]+ gp /);
      expect(reward, text).not.toMatch(/, and |\bplus\b|along with|gemstones|gold bars/);
      for (const name of ['humbleExtra', 'comfortableExtra', 'wealthyExtra'])
        for (const row of table(name)) expect(reward, text).not.toContain(rowText(row));
    }
    expect(failing).toBeGreaterThan(10);
  });

  it("never says a building's or site's own word again around its name, and describes a site as its type", () => {
    // The noun a site's appositive may use, by location type ("{$site}, an old mine near ...").
    const SITE_WORDS: Record<string, RegExp> = {
      Bridge: /bridge/,
      Ruin: /ruin/,
      Mine: /mine/,
      Crypt: /barrow|tomb|crypt/,
      Tower: /tower/,
      Lake: /lake|mere/,
      Battlefield: /battlefield/,
      Cave: /cave/,
      Shipwreck: /wreck/,
      Monastery: /monastery|abbey/,
      Grove: /oaks|trees|grove|wood|copse/,
      Castle: /castle|keep/,
    };
    for (const row of table('hook')) {
      const site = tagValue(row, 'site');
      if (!site) continue;
      const apposition = /\{\$site\}, ([^,]*),/.exec(rowText(row))?.[1];
      if (apposition) expect(apposition, rowText(row)).toMatch(SITE_WORDS[site] ?? /^$/);
    }
    const stem = (word: string) => word.toLowerCase().replace(/(es|s)$/, '');
    // The words a building's or site's name says what it is with ("Tuton's Forge", "The Cave of Lanterns").
    const KIND = new Set(
      'forge smithy ironwork bank exchange bakery bakehouse oven inn library archive theater playhouse player stage warehouse storehouse mill temple church cemetery graveyard market bazaar apothecary cave grotto ruin wall tower spire mine digging lake mere wreck hulk keep castle bridge crossing abbey cloister grove copse tomb crypt field plain'.split(
        ' ',
      ),
    );
    for (let i = 0; i < 3000; i++) {
      const quest = generateQuest(createRng(`quest-name-${i}`));
      const parts = quest.component;
      const start = parts.findIndex((part) => /Hook:/.test(part.text));
      const end = parts.findIndex((part, j) => j > start && /Patron:/.test(part.text));
      const hookParts = parts.slice(start, end < 0 ? undefined : end);
      const names = hookParts.filter((part) => /^(building|location)/.test(part.type ?? ''));
      if (names.length === 0) continue;
      // The town's name is checked too: no "only bridge into Flintwood Bridge".
      const town = hookParts.filter((part) => /^settlement/.test(part.type ?? ''));
      for (const part of town)
        for (const word of wordsOfText(part.text))
          if (KIND.has(stem(word)) || /^(market|bridge|ford|well|ferry|harbor|mill)$/i.test(word))
            expect(
              wordsOfText(
                hookParts
                  .filter((p) => p !== part)
                  .map((p) => p.text)
                  .join(' '),
              ).map(stem),
              `"${word}" twice: ${toPlainText(hookParts)}`,
            ).not.toContain(stem(word));
      const rest = hookParts
        .filter((part) => !names.includes(part) && !/^settlement/.test(part.type ?? ''))
        .map((part) => part.text)
        .join(' ');
      const restWords = new Set(wordsOfText(rest).map(stem));
      for (const name of names)
        for (const word of wordsOfText(name.text))
          if (KIND.has(stem(word)))
            expect(restWords.has(stem(word)), `"${word}" twice: ${toPlainText(hookParts)}`).toBe(false);
    }
  });

  it('never calls the patron "they" in a complication, whose patron may be a man or a woman', () => {
    const they = table('complication')
      .map(rowText)
      .filter((text) => /\bthe patron\b(?!')/.test(text) && /\b(their|them|themselves)\b/.test(text));
    expect(they).toEqual([
      'Someone the patron loves has been taken as a hostage, and a rushed attack will cost their life.',
    ]);
  });

  it('tells every patron\'s reason with verbs that agree with one patron ("he fears", never "he fear")', () => {
    // A verb the pronoun change leaves alone must be past or modal; a verb after "and" needs its own subject.
    const KEPT =
      /^(\w+ed|saw|spoke|sold|sent|paid|made|lost|gave|taught|sat|caught|found|can|cannot|could|would|will|should|must|once|were)$/;
    const BARE =
      /, and (fear|know|want|need|hope|think|feel|owe|mean|intend|trust|regret|believe|remember|stand|own|do|have|are)\b/;
    for (const row of table('patronWhy')) {
      const text = rowText(row);
      for (const [, verb] of text.matchAll(/\bthey (\w+)/g)) {
        const told = patronPronouns(`they ${verb}`, 'Female');
        expect(told !== `she ${verb}` || KEPT.test(verb!), `"they ${verb}" in ${text}`).toBe(true);
      }
      expect(text).not.toMatch(BARE);
      // Nor does a second verb joined by a bare "and" ("he knows and like").
      expect(text).not.toMatch(/\bthey \w+ and (like|love|hate|know|want|need|fear|trust|hope|feel)\b/);
    }
  });

  it('is the same quest for the same seed', () => {
    const once = JSON.stringify(generateQuest(createRng('same'), { adjectives: true }));
    expect(JSON.stringify(generateQuest(createRng('same'), { adjectives: true }))).toBe(once);
  });
});

describe('a quest follows from its facts', () => {
  it('worries for trade only of a patron who lives by it, over trouble that keeps trade away', () => {
    const TRADE_WORDS = /\btrade\b|\bcustomers\b|count to the copper|lose everything|livelihood/;
    for (const row of table('patronWhy').filter((r) => TRADE_WORDS.test(rowText(r)) && !/curse/.test(rowText(r)))) {
      const needed = neededOf(row);
      expect(
        ['trade', 'shop', 'merchant'].some((t) => needed.includes(t)),
        rowText(row),
      ).toBe(true);
    }
    let checked = 0;
    for (const seed of SEEDS) {
      const quest = questOf(seed);
      const reason = rowOf('patronWhy', quest.line('Patron'));
      if (
        !/trade will dry up|stopped their trade|customers have started|lose everything|count to the copper/.test(
          rowText(reason),
        )
      )
        continue;
      checked += 1;
      expect(tagsOf(quest.hook), quest.text).toContain('hurts-trade');
      expect(
        tagsOf(quest.patron).some((t) => t === 'shop' || t === 'merchant'),
        quest.text,
      ).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('flags a reason that echoes its line, goods of a theft of no goods, many dead of one, a town named twice', () => {
    const quest = (hook: string, patron: string, complication = 'A storm.') =>
      `Hook: ${hook}\nPatron: ${patron}\nComplication: ${complication}\nReward: 10 gp.`;
    expect(
      questFlags(quest('A fog.', 'Ada, a priest, wants this settled quickly because she wants it done quietly.')),
    ).toHaveLength(1);
    expect(
      questFlags(quest('A fog.', 'Ada, a priest, comes asking because the last people she asked ran.')),
    ).toHaveLength(1);
    expect(
      questFlags(
        quest(
          'Sheep are vanishing from folds around Ivyfield.',
          'Ada asks for help because she is old.',
          'A fence in the next town will sell the goods back.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      questFlags(
        quest(
          'A hunting party from Ivyfield went into the woods north of Ivyfield.',
          'Ada asks for help because she is old.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      questFlags(
        quest(
          'Salt has been disappearing from the stores at Ivyfield.',
          'Ada asks for help.',
          'A fence will sell the goods back.',
        ),
      ),
    ).toHaveLength(0);
    expect(
      questFlags(
        quest(
          'A notorious highwayman was hanged at Ivyfield last spring.',
          'Ada asks for help because she is old.',
          "One of the restless dead is the patron's own grandfather.",
        ),
      ),
    ).toHaveLength(1);
  });

  it('tells "theirs" of one patron as hers or his, and every reason of a single patron with no "their" left', () => {
    expect(patronPronouns('because a house as old as theirs does not ask', 'Female')).toBe(
      'because a house as old as hers does not ask',
    );
    expect(patronPronouns('because a house as old as theirs does not ask', 'Male')).toBe(
      'because a house as old as his does not ask',
    );
    for (const row of table('patronWhy'))
      for (const gender of ['Female', 'Male'] as const)
        expect(patronPronouns(rowText(row), gender), rowText(row)).not.toMatch(
          /\b(they|them|their|theirs|themselves)\b/,
        );
  });

  it('blames a night of theft only on a patron whose trade is keeping watch', () => {
    for (const row of table('patronWhy').filter((r) => /keeping watch/.test(rowText(r))))
      expect(neededOf(row), rowText(row)).toContain('guard');
    for (const seed of SEEDS) {
      const quest = questOf(seed);
      if (/keeping watch the night it happened/.test(quest.line('Patron')))
        expect(tagsOf(quest.patron), quest.text).toContain('guard');
    }
  });

  it('fears for the harvest only when crops spoil, for a few beasts only when beasts are taken, and touches only a thing', () => {
    const needs: readonly (readonly [RegExp, string])[] = [
      [/harvest is lost/, 'crops'],
      [/few animals are all/, 'livestock'],
      [/touched it/, 'relic'],
    ];
    for (const [words, tag] of needs)
      for (const row of table('patronWhy').filter((r) => words.test(rowText(r))))
        expect(neededOf(row), rowText(row)).toContain(tag);
    for (const seed of SEEDS) {
      const quest = questOf(seed);
      for (const [words, tag] of needs)
        if (words.test(quest.line('Patron'))) expect(tagsOf(quest.hook), quest.text).toContain(tag);
    }
    const quest = (hook: string, patron: string) =>
      `Hook: ${hook}\nPatron: ${patron}\nComplication: A storm.\nReward: 10 gp.`;
    expect(
      questFlags(
        quest(
          'A flock of crows follows one farmer.',
          'Ada asks for help because another week of this and the harvest is lost.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      questFlags(
        quest('A flock of crows follows one farmer.', 'Ada asks for help because her few animals are all she owns.'),
      ),
    ).toHaveLength(1);
  });

  it('gives a patron titled as a man or a woman (high priest, priestess, lady, dowager, widow) that gender', () => {
    for (const row of table('patron')) {
      const title =
        /^\{\$name\}, (?:the |a |an )?([a-z' -]+?)(?: of| who| with| whose|,)/.exec(rowText(row))?.[1] ?? '';
      if (/\b(priest|lord|nephew|lad|widower)\b/.test(title)) expect(tagsOf(row), rowText(row)).toContain('male');
      if (/\b(priestess|lady|dowager|widow|woman)\b/.test(title)) expect(tagsOf(row), rowText(row)).toContain('female');
    }
  });

  it('puts no husband, partner or keeper of the family money among missing children', () => {
    const quest = (patron: string, complication = 'A storm.') =>
      `Hook: Children in Ivyfield have been walking out of their beds at night. Two have not come back.\nPatron: ${patron}\nComplication: ${complication}\nReward: 10 gp.`;
    expect(
      questFlags(quest('Ada, the harbormaster, asks for help because her husband was among the first to go missing.')),
    ).toHaveLength(1);
    expect(
      questFlags(quest('Ada asks for help because her youngest was among the first to walk out into the night.')),
    ).toHaveLength(0);
    for (const seed of SEEDS) {
      const { text, hook } = questOf(seed);
      if (tagsOf(hook).includes('children-missing')) expect(questFlags(text), text).toEqual([]);
    }
  });

  it('keeps the road closed only where the trouble already keeps trade off it, and lets no guild see a beast up close', () => {
    for (const row of table('complication').filter((r) => /road closed/.test(rowText(r))))
      expect(neededOf(row), rowText(row)).toContain('hurts-trade');
    for (const row of table('patronWhy').filter((r) =>
      /saw it up close|saw something they cannot explain/.test(rowText(r)),
    ))
      expect(typeof row === 'string' ? [] : (row.excludes ?? []), rowText(row)).toContain('many');
    expect(table('complication').map(rowText).join('\n')).not.toMatch(/ruins the patron\b/);
    for (const row of table('patronWhy').filter((r) => /robbed too/.test(rowText(r))))
      expect(typeof row === 'string' ? [] : (row.excludes ?? []), rowText(row)).toContain('visitor');
    for (const row of table('patronWhy').filter((r) =>
      /before the council meets|rival on the council/.test(rowText(r)),
    ))
      expect(typeof row === 'string' ? [] : (row.excludes ?? []), rowText(row)).toContain('humble');
  });

  it('keeps a road open, a secret from the gossips and squatters upstairs only where the hook provides them', () => {
    const NEEDS: readonly { words: RegExp; tag: string }[] = [
      { words: /road staying open|cannot reach|travel that way|keep the road closed/, tag: 'road-closed' },
      { words: /before the gossips|word gets out|done quietly/, tag: 'hushed' },
      { words: /upper rooms|upstairs|top floor/, tag: 'upper-floors' },
    ];
    for (const name of ['patronWhy', 'complication'])
      for (const row of table(name))
        for (const { words, tag } of NEEDS)
          if (words.test(rowText(row))) expect(neededOf(row), rowText(row)).toContain(tag);
    // A hook provides a closed road only with a road, and upper floors only with a place to explore.
    for (const row of table('hook')) {
      if (tagsOf(row).includes('road-closed')) expect(tagsOf(row), rowText(row)).toContain('road');
      if (tagsOf(row).includes('upper-floors')) expect(tagsOf(row), rowText(row)).toContain('delve');
    }
    for (const { tag } of NEEDS)
      expect(table('hook').filter((row) => tagsOf(row).includes(tag)).length, tag).toBeGreaterThan(3);
    for (const seed of SEEDS) {
      const { text, line, hookTags } = questOf(seed);
      const told = `${line('Patron')}\n${line('Complication')}`;
      for (const { words, tag } of NEEDS) if (words.test(told)) expect(hookTags.has(tag), text).toBe(true);
    }
  });

  it('tells a sum raised from many purses as one sum, from pools deep enough not to repeat', () => {
    // "25 gp collected from every household" reads as 25 gp from each.
    // A source ends its clause, since the reward may go on with ", and a mule".
    for (const row of table('humbleSource'))
      expect(rowText(row)).not.toMatch(/\b(every|each) (household|house|family)\b|, and /);
    expect(table('humbleSource').length).toBeGreaterThanOrEqual(14);
    expect(table('patron').filter((row) => tagsOf(row).includes('humble')).length).toBeGreaterThanOrEqual(66);
  });

  it('raises none of those flags', () => {
    for (const seed of SEEDS) {
      const { text } = questOf(seed);
      expect(questFlags(text), text).toEqual([]);
    }
  });
});
