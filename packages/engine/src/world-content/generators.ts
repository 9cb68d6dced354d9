import { generateBatch } from '../core/batch';
import type { Rng } from '../core/rng';
import type { Decks } from '../core/table';
import { ENVIRONMENTS, FOOD_DRINK_TYPES, MISC_GENERATOR_TYPES } from '../data/options';
import { pickChoice, type GeneratorDef, type GeneratorName, type GeneratorRequest } from '../core/generator';
import { toPlainText } from '../text/rich-text';
import { generateLinkedBatch, linkedSubset, namedLinks, sentPackage } from '../world/mentions';
import type { EntityLink } from '../world/entities';
import { parseLinkType } from '../world/links';
import { generateFoodOrDrink } from './food';
import { generateHistoricalEvent } from './history';
import { generateHoliday } from './holiday';
import { generateLandmark } from './landmark';
import { generateMisc } from './misc';
import { generateQuest } from './quest';
import { generateSpell, spellToResult } from './spell';
import { generateWeather } from './weather';

type Make = (rng: Rng, options: { adjectives: boolean; decks: Decks }, choices: GeneratorRequest['choices']) => unknown;

/** A generator whose answer is `{data: [...]}`, one item per result, without repeats in the batch. */
const listOf =
  (make: Make): GeneratorDef['generate'] =>
  (rng, request) => ({
    data: generateBatch(rng, request.count, (itemRng, decks) =>
      make(itemRng, { adjectives: request.adjectives, decks }, request.choices),
    ),
  });

/** Chances that a landmark's lore speaks of a settlement of a sent package, and that it may point to a location of it. */
const LANDMARK_MENTIONS = { town: 0.8, site: 0.5 } as const;

/**
 * The world-content simple generators, by API call name. Random choices are redrawn per result.
 * GetProblem also answers the `refPackage` of the people and places its quests name; GetLandmark,
 * given a package (PUT), may speak of its settlements and locations and answers those it links.
 */
export const WORLD_GENERATORS: Partial<Record<GeneratorName, GeneratorDef>> = {
  GetProblem: {
    choices: {},
    generate(rng, request) {
      const batch = generateLinkedBatch(
        rng,
        request.count,
        'GetProblem',
        request.adjectives,
        (itemRng, decks, links) => {
          const quest = generateQuest(itemRng, {
            adjectives: request.adjectives,
            decks,
            links,
            heritages: request.heritages,
          });
          return { result: quest, text: toPlainText(quest.component) };
        },
      );
      return { data: batch.results, refPackage: batch.refPackage };
    },
  },
  GetWeather: {
    choices: { environments: { options: ENVIRONMENTS } },
    generate: listOf((rng, options, choices) =>
      generateWeather(rng, {
        ...options,
        environment: pickChoice(rng.fork('choice'), choices.environments, ENVIRONMENTS),
      }),
    ),
  },
  GetLandmark: {
    choices: { environments: { options: ENVIRONMENTS } },
    acceptsPackage: true,
    generate(rng, request) {
      const pkg = sentPackage(request.package);
      const towns = namedLinks(pkg, 'settlements');
      const sites = namedLinks(pkg, 'locations');
      const data = generateBatch(rng, request.count, (itemRng, decks) => {
        const town =
          towns.length > 0 && itemRng.fork('mention-town').chance(LANDMARK_MENTIONS.town)
            ? itemRng.fork('town-pick').pick(towns)
            : undefined;
        const site =
          sites.length > 0 && itemRng.fork('mention-site').chance(LANDMARK_MENTIONS.site)
            ? itemRng.fork('site-pick').pick(sites)
            : undefined;
        return generateLandmark(itemRng, {
          adjectives: request.adjectives,
          decks,
          environment: pickChoice(itemRng.fork('choice'), request.choices.environments, ENVIRONMENTS),
          ...(town ? { town } : {}),
          ...(site ? { site } : {}),
        });
      });
      const linked = data
        .flatMap((result) => result.component)
        .filter((part): part is EntityLink => !!parseLinkType(part.type));
      return { data, refPackage: linkedSubset(pkg, linked) };
    },
  },
  GetFoodOrDrink: {
    choices: { fooddrink: { options: FOOD_DRINK_TYPES } },
    generate: listOf((rng, options, choices) =>
      generateFoodOrDrink(rng, {
        ...options,
        type: pickChoice(rng.fork('choice'), choices.fooddrink, FOOD_DRINK_TYPES),
      }),
    ),
  },
  GetSpell: {
    choices: {},
    generate: listOf((rng, options) => spellToResult(generateSpell(rng, { decks: options.decks }))),
  },
  GetHoliday: { choices: {}, generate: listOf((rng, options) => generateHoliday(rng, options)) },
  GetHistoricalEvent: { choices: {}, generate: listOf((rng, options) => generateHistoricalEvent(rng, options)) },
  GetMiscGenerator: {
    choices: { generator: { options: MISC_GENERATOR_TYPES } },
    generate: listOf((rng, options, choices) =>
      generateMisc(rng, { ...options, type: pickChoice(rng.fork('choice'), choices.generator, MISC_GENERATOR_TYPES) }),
    ),
  },
};
