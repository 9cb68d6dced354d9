import { generateBatch } from '../core/batch';
import type { Rng } from '../core/rng';
import { ALIGNMENTS, BUILDING_TYPES, GENDERS, ORGANIZATION_TYPES, type Heritage } from '../data/options';
import { pickChoice, type GeneratorDef, type GeneratorName } from '../core/generator';
import { resultOf, type ResultComponent, type TextComponent } from '../text/rich-text';
import { generateBuildingName } from './building-name';
import { generateCountryName } from './country-name';
import { generateOrganizationName } from './organization-name';
import { generatePersonName } from './person-name';

/** One answer of GetName. */
export type NameResult = { nameResult: TextComponent[]; race: Heritage; pronunciation: string };

const SEXES = ['Male', 'Female'] as const;

/** GetName: `count` different person names of the requested heritages and gender. */
export function generateNames(
  rng: Rng,
  options: { count: number; heritages: readonly Heritage[]; gender: readonly string[] },
): NameResult[] {
  const chosen = options.gender.filter((g): g is (typeof SEXES)[number] => g === 'Male' || g === 'Female');
  return generateBatch(
    rng,
    options.count,
    (r) => {
      const race = r.fork('race').pick(options.heritages);
      const sex = pickChoice(r.fork('gender'), chosen, SEXES);
      const name = generatePersonName(r.fork('name'), race, sex);
      return { nameResult: [{ text: name.full }], race, pronunciation: name.pronunciation };
    },
    (result) => result.nameResult[0]?.text ?? '',
  );
}

/** The name generators of the API, to spread into GENERATORS. */
export const NAME_GENERATORS: Partial<Record<GeneratorName, GeneratorDef>> = {
  GetName: {
    choices: { gender: { options: GENDERS } },
    generate: (rng, request) => ({
      data: generateNames(rng, {
        count: request.count,
        heritages: request.heritages,
        gender: request.choices.gender ?? [],
      }),
    }),
  },
  GetCountryName: {
    choices: {},
    generate: (rng, request) => ({
      data: generateBatch<ResultComponent>(
        rng,
        request.count,
        (r, decks) =>
          resultOf('CountryName', [{ text: generateCountryName(r, { adjectives: request.adjectives, decks }) }]),
        (result) => result.component[0]?.text ?? '',
      ),
    }),
  },
  GetOrganizationName: {
    choices: { organizationtype: { options: ORGANIZATION_TYPES }, alignment: { options: ALIGNMENTS } },
    generate: (rng, request) => {
      const organizationtype = pickChoice(rng.fork('type'), request.choices.organizationtype, ORGANIZATION_TYPES);
      const alignment = pickChoice(rng.fork('alignment'), request.choices.alignment, ALIGNMENTS);
      const name = generateBatch(
        rng.fork('names'),
        request.count,
        (r, decks) =>
          generateOrganizationName(r, organizationtype, alignment, { adjectives: request.adjectives, decks }),
        (n) => n,
      );
      return { name, organizationtype, alignment };
    },
  },
  GetLocationName: {
    choices: { location: { options: BUILDING_TYPES } },
    generate: (rng, request) => {
      const locationTypeName = pickChoice(rng.fork('type'), request.choices.location, BUILDING_TYPES);
      const location = generateBatch(
        rng.fork('names'),
        request.count,
        (r, decks) => generateBuildingName(r, locationTypeName, { adjectives: request.adjectives, decks }),
        (n) => n,
      );
      return { location, locationTypeName };
    },
  },
};
