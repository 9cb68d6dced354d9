import type { Rng } from '../core/rng';
import { expand, expandRich, expandTable } from '../core/template';
import type { BuildingType, Heritage, LocationType } from '../data/options';
import { jobRow } from '../npc/jobs';
import { resultOf, type ResultComponent } from '../text/rich-text';
import { TOWN_BUILDINGS, WATERFRONT_BUILDINGS } from '../world/building-tables';
import { pickWeighted, worldText } from '../world/draw';
import type { EntityLink, NpcGender } from '../world/entities';
import { LOCATION_GRAMMAR } from '../world/location-grammar';
import { drawHeritageFrom, reserveMentionedBuilding } from '../world/mentions';
import { HOMETOWN_SIZES } from '../world/settlement-grammar';
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
 * One quest as rich text: Hook, Patron, Complication and Reward lines. The patron is a person
 * stub with the job the text gives them (a widowed miller is a Miller), in the town where the
 * trouble is; the town, the patron's workplace and the building or site of the trouble, when
 * the text names them, are stubs too, all in `options.links`. Deterministic per stream.
 */
export function generateQuest(rng: Rng, options: QuestOptions = {}): ResultComponent {
  const links = options.links ?? createLinkContext(rng, 'GetProblem', options.adjectives ?? false);
  const ctx = contextOf(options);
  const hookRng = rng.fork('hook');
  const hook = drawRawRow(hookRng, QUEST_GRAMMAR, 'hook', ctx);
  const patronRng = rng.fork('patron');
  const patron = drawRawRow(patronRng, QUEST_GRAMMAR, 'patron', ctx);
  const line = drawRawRow(patronRng, QUEST_GRAMMAR, 'patronLine', ctx);

  const job = jobRow(tagValue(patron.tags, 'job') ?? '');
  const namesWork = patron.text.includes('{$work}');
  const workType = (tagValue(patron.tags, 'at') as BuildingType | undefined) ?? job.buildings[0]!;
  const siteType = tagValue(hook.tags, 'site') as LocationType | undefined;
  const buildingType = tagValue(hook.tags, 'building') as BuildingType | undefined;
  const gender = patron.tags.map((tag) => GENDER_TAGS[tag]).find((g) => g !== undefined);

  const town = reserveSettlement(links, expand(rng.fork('town'), QUEST_GRAMMAR, '{placeName}', ctx));
  const person = reserveNpc(links, {
    Heritage: drawHeritageFrom(rng.fork('patron-heritage'), options.heritages),
    ...(gender ? { Gender: gender } : {}),
  });
  const owns = job.role === 'owner';
  const work = namesWork
    ? reserveMentionedBuilding(links, workType, owns ? (person.name.Family ?? person.name.Given) : undefined)
    : undefined;
  putNpcStub(links, person, { Job: job.job, ...(work ? { EmployedAt: work.link } : {}), Settlement: town.link });
  if (work)
    putBuildingStub(links, work, {
      ...(owns ? { Owner: person.link } : { Employees: [person.link] }),
      Settlement: town.link,
    });
  const building = buildingType ? reserveMentionedBuilding(links, buildingType) : undefined;
  if (building) putBuildingStub(links, building, { Settlement: town.link });
  const site = siteType
    ? addLocationStub(
        links,
        siteType,
        worldText(rng.fork('site'), LOCATION_GRAMMAR, 'locationName', {
          tags: [siteType],
          adjectives: links.adjectives,
        }),
        { Settlement: town.link },
      )
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
  const patronText = expandRich(patronRng, QUEST_GRAMMAR, line.text.replace('{$patron}', patron.text), {
    ...ctx,
    vars: { name: person.link, ...(work ? { work: work.link } : {}) },
  });
  const complication = expandTable(rng.fork('complication'), QUEST_GRAMMAR, 'complication', ctx);
  const reward = expandTable(rng.fork('reward'), QUEST_GRAMMAR, 'rewardLine', contextOf(options, patron.tags));
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
