import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expand, expandRich, expandTable } from '../core/template';
import type { BuildingType, Heritage, LocationType } from '../data/options';
import { jobRow } from '../character/jobs';
import { resultOf, type ResultComponent } from '../text/rich-text';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from '../world/building-types';
import { pickWeighted, worldText } from '../world/draw';
import type { EntityLink, NpcGender } from '../world/entities';
import { SITE_NAME_TABLES } from '../names/site-name';
import { drawHeritageFrom, reserveMentionedBuilding } from '../world/mentions';
import {
  addLocationStub,
  createLinkContext,
  putBuildingStub,
  putNpcStub,
  putSettlementStub,
  reserveNpc,
  reserveSettlement,
  type LinkContext,
} from '../world/stubs';
import { contextOf, drawRawRow, labelledLines, type ContentOptions } from './compose';
import { QUEST_ENVIRONMENTS, QUEST_GRAMMAR } from './quest-grammar';
import { HOMETOWN_SIZES } from '../world/hometown';
import { HERITAGE_BODY } from '../character/appearance-tables';

/** Options of a quest: the content options, where its stubs go and whom its patron may be. */
export type QuestOptions = ContentOptions & {
  /** Where the patron, the town and the places named go as stubs (send its package along); a fresh one when absent. */
  links?: LinkContext;
  /** Heritages the patron is drawn from, weighted as in an ordinary town; every heritage when absent or empty. */
  heritages?: readonly Heritage[];
};

/** The value of a row tag `<key>:<value>` ('job:Miller' -> 'Miller'). */
const tagValue = (tags: readonly string[], key: string): string | undefined =>
  tags.find((tag) => tag.startsWith(`${key}:`))?.slice(key.length + 1);

const GENDER_TAGS: Readonly<Record<string, NpcGender>> = { female: 'Female', male: 'Male' };

/**
 * The share of a heritage's adult life (0 = just grown, 1 = its oldest) a patron row's life stage
 * stands for: `young` early, `old` late, both inside the stages of `lifeStageOf`.
 */
const LIFE_STAGE_SHARES: Readonly<Record<string, readonly [number, number]>> = {
  young: [0, 0.12],
  old: [0.66, 0.88],
};

/** An age in years at a life stage of a heritage, deterministic per stream. */
function ageAt(rng: Rng, heritage: Heritage, [lo, hi]: readonly [number, number]): number {
  const body = HERITAGE_BODY[heritage];
  return Math.round(body.adultAge + (lo + (hi - lo) * rng.next()) * (body.maxAge - body.adultAge));
}

/** Verbs of the patron's reasons in the present tense, as "they" says them and as "she" or "he" does. */
const THIRD_PERSON: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  know: 'knows',
  want: 'wants',
  trust: 'trusts',
  owe: 'owes',
  intend: 'intends',
  feel: 'feels',
  fear: 'fears',
  think: 'thinks',
  stand: 'stands',
  remember: 'remembers',
  regret: 'regrets',
  recognize: 'recognizes',
  own: 'owns',
  need: 'needs',
  mean: 'means',
  hope: 'hopes',
  believe: 'believes',
  live: 'lives',
  pay: 'pays',
  see: 'sees',
  hear: 'hears',
  pass: 'passes',
  serve: 'serves',
};

/**
 * The patron's reason told of the patron as the person they are: a woman's reason says "she"
 * ("because she promised a grieving family answers"), so it never reads as the party's promise
 * nor jars with the "her" of the line before. The reasons are written with "they" for the patron
 * and no one else.
 */
export function patronPronouns(text: string, gender: NpcGender): string {
  const [they, them, their, self, theirs] =
    gender === 'Female' ? ['she', 'her', 'her', 'herself', 'hers'] : ['he', 'him', 'his', 'himself', 'his'];
  return text
    .replace(/\bthey (\w+)/g, (_, verb: string) => `${they} ${THIRD_PERSON[verb] ?? verb}`)
    .replace(/\bthemselves\b/g, self)
    .replace(/\btheirs\b/g, theirs)
    .replace(/\bthem\b/g, them)
    .replace(/\btheir\b/g, their);
}

/** A word's stem as names and hooks are compared: "caves" is "cave". */
const stemOf = (word: string): string => word.toLowerCase().replace(/(es|s)$/, '');

/** The telling words of a text (four letters or more, outside its `{...}` slots), as stems. */
const tellingWords = (text: string): string[] =>
  (text.replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z]{4,}/g) ?? []).map(stemOf);

/**
 * The name of the site a hook names, sharing no telling word with the hook ("The Grotto of
 * Lanterns, the sea cave below the cliffs", never "The Cave of Lanterns, the sea cave").
 */
function siteName(rng: Rng, type: LocationType, hook: string, adjectives: boolean): string {
  const said = new Set(tellingWords(hook));
  let name = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    name = worldText(rng.fork(attempt === 0 ? 'site' : `site-${attempt}`), SITE_NAME_TABLES, 'locationName', {
      tags: [type],
      adjectives,
    });
    if (!tellingWords(name).some((word) => said.has(word))) break;
  }
  return name;
}

/**
 * The name of the quest's town, sharing no telling word with the hook ("the only bridge into
 * Flintwood", never "into Flintwood Bridge").
 */
function townName(rng: Rng, hook: string, ctx: ReturnType<typeof contextOf>): string {
  const said = new Set(tellingWords(hook));
  let name = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    name = expand(rng.fork(attempt === 0 ? 'town' : `town-${attempt}`), QUEST_GRAMMAR, '{placeName}', ctx);
    if (!tellingWords(name).some((word) => said.has(word))) break;
  }
  return name;
}

/**
 * One quest as rich text: Hook, Patron, Complication and Reward lines. The hook comes first and
 * its tags (the kind of trouble, see `QUEST_HOOK_TAGS`) decide which patrons, motives,
 * complications and rewards may follow. The patron is a person stub with the job, gender and
 * life stage the text gives them (a widowed miller is a Miller, an old lamplighter is old), in
 * the town where the trouble is; the town, the patron's workplace and the building or site of
 * the trouble, when the text names them, are stubs too, all in `options.links`. Deterministic
 * per stream.
 */
export function generateQuest(rng: Rng, options: QuestOptions = {}): ResultComponent {
  const links = options.links ?? createLinkContext(rng, 'GetProblem', options.adjectives ?? false);
  const ctx = contextOf(options);
  const hookRng = rng.fork('hook');
  const hook = drawRawRow(hookRng, QUEST_GRAMMAR, 'hook', ctx);
  // Everything after the hook follows from its tags (people missing, a creature, a crime, a
  // building or site named), so a hostage is only mentioned when people are taken; the motive,
  // the complication and the reward also read the patron's tags (wealth, trade, life stage).
  const hookCtx = contextOf(options, hook.tags);
  const patronRng = rng.fork('patron');
  const patron = drawRawRow(patronRng, QUEST_GRAMMAR, 'patron', hookCtx);
  const line = drawRawRow(patronRng, QUEST_GRAMMAR, 'patronLine', ctx);
  // The line's verb (`says:ask`) is a fact too, so the reason does not echo it.
  const storyCtx = contextOf(options, [...hook.tags, ...patron.tags, ...line.tags]);

  const job = jobRow(tagValue(patron.tags, 'job') ?? '');
  const namesWork = patron.text.includes('{$work}');
  const workType = (tagValue(patron.tags, 'at') as BuildingType | undefined) ?? job.buildings[0]!;
  const siteType = tagValue(hook.tags, 'site') as LocationType | undefined;
  const buildingType = tagValue(hook.tags, 'building') as BuildingType | undefined;
  const gender = patron.tags.map((tag) => GENDER_TAGS[tag]).find((g) => g !== undefined);
  const stage = patron.tags.map((tag) => LIFE_STAGE_SHARES[tag]).find((s) => s !== undefined);

  const building = buildingType ? reserveMentionedBuilding(links, buildingType) : undefined;
  const town = reserveSettlement(links, townName(rng, `${hook.text} ${building?.name ?? ''}`, ctx));
  const person = reserveNpc(links, {
    Heritage: drawHeritageFrom(rng.fork('patron-heritage'), options.heritages),
    ...(gender ? { Gender: gender } : {}),
  });
  const owns = job.role === 'owner';
  const work = namesWork
    ? reserveMentionedBuilding(links, workType, owns ? (person.name.Family ?? person.name.Given) : undefined)
    : undefined;
  putNpcStub(links, person, {
    ...(stage ? { Age: ageAt(rng.fork('patron-age'), person.heritage, stage) } : {}),
    Job: job.job,
    ...(work ? { EmployedAt: work.link } : {}),
    Settlement: town.link,
  });
  if (work)
    putBuildingStub(links, work, {
      ...(owns ? { Owner: person.link } : { Employees: [person.link] }),
      Settlement: town.link,
    });
  if (building) putBuildingStub(links, building, { Settlement: town.link });
  const site = siteType
    ? addLocationStub(links, siteType, siteName(rng, siteType, hook.text, links.adjectives), { Settlement: town.link })
    : undefined;

  const standing: readonly BuildingType[] = [
    ...(namesWork ? [workType] : job.buildings),
    ...(buildingType ? [buildingType] : []),
  ];
  const coastal =
    [...hook.tags, ...patron.tags].includes('coastal') || standing.some((t) => WATERFRONT_BUILDINGS.includes(t));
  const listed = [work?.link, building?.link].filter((link): link is EntityLink => link !== undefined);
  putSettlementStub(links, town, {
    Size: pickWeighted(
      rng.fork('town-size'),
      standing.some((t) => TOWN_BUILDINGS.includes(t)) ? HOMETOWN_SIZES.town : HOMETOWN_SIZES.any,
    ).size,
    Environment: coastal ? 'Coastal' : pickWeighted(rng.fork('town-environment'), QUEST_ENVIRONMENTS).environment,
    ...(listed.length > 0 ? { Buildings: listed } : {}),
  });

  const hookText = expandRich(hookRng, QUEST_GRAMMAR, hook.text, {
    ...ctx,
    vars: { town: town.link, ...(site ? { site } : {}), ...(building ? { building: building.link } : {}) },
  });
  // The reason is written first and told of the patron by gender; the line then carries it.
  const reason = expandTable(patronRng.fork('why'), QUEST_GRAMMAR, 'patronWhy', storyCtx);
  // A delegation or a guild (`many`) stays "they".
  const why = patron.tags.includes('many') ? reason : patronPronouns(reason, person.gender);
  const patronText = expandRich(
    patronRng,
    QUEST_GRAMMAR,
    line.text.replace('{$patron}', patron.text).replace('{patronWhy}', '{$why}'),
    { ...storyCtx, vars: { name: person.link, town: town.link, why, ...(work ? { work: work.link } : {}) } },
  );
  // The complication's facts bind the reward: a reward promised in a failing currency is coin alone.
  const storyFacts = new Facts();
  const complication = expandTable(rng.fork('complication'), QUEST_GRAMMAR, 'complication', {
    ...storyCtx,
    facts: storyFacts,
  });
  const reward = expandTable(rng.fork('reward'), QUEST_GRAMMAR, 'rewardLine', { ...storyCtx, facts: storyFacts });
  return resultOf(
    'quest',
    labelledLines([
      ['Hook', hookText],
      ['Patron', patronText],
      ['Complication', complication],
      ['Reward', reward],
    ]),
  );
}
