import { HERITAGES, type Heritage } from '../data/options';
import { parseLocks } from './locks';
import { GENERATION_COUNTS, type GeneratorDef, type GeneratorRequest, type GenerationCount } from '../core/generator';

/** A generation query that does not fit its generator; the message names the parameter and why. */
export class InvalidRequestError extends Error {}

/** The parameters of a generation as sent: each a value or a list of values. */
export type GenerationQuery = {
  adjective?: boolean;
  generationCount?: string | number;
  race?: unknown;
  [param: string]: unknown;
};

/** A saved settings profile's defaults, used where the query leaves adjectives or heritages open. */
export type ProfileDefaults = { adjectives: boolean; heritages: readonly Heritage[] };

const isText = (raw: unknown): raw is string | string[] =>
  typeof raw === 'string' || (Array.isArray(raw) && raw.every((v) => typeof v === 'string'));

/**
 * The values of a choice parameter: repeated and comma-separated values split, each mapped to its
 * option in any case; empty for Random. Throws InvalidRequestError for a value that is no option.
 */
export function parseChoice(param: string, raw: unknown, options: readonly string[]): string[] {
  if (raw === undefined) return [];
  if (!isText(raw)) throw new InvalidRequestError(`Parameter "${param}" must be text.`);
  const values = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v.toLowerCase() === 'random')) return [];
  return [
    ...new Set(
      values.map((value) => {
        const match = options.find((o) => o.toLowerCase() === value.toLowerCase());
        if (match === undefined) {
          const shown =
            options.length > 12
              ? `${options.slice(0, 12).join(', ')} and ${options.length - 12} more`
              : options.join(', ');
          throw new InvalidRequestError(
            `Parameter "${param}" has the unknown value "${value}"; expected Random or one of ${shown}.`,
          );
        }
        return match;
      }),
    ),
  ];
}

/**
 * What a generator is asked for, from the query of a generation: the same on the server and in
 * the browser, so one seed gives one result in both. A profile fills what the query leaves open.
 */
export function toGeneratorRequest(
  def: GeneratorDef,
  query: GenerationQuery,
  profile?: ProfileDefaults,
): GeneratorRequest {
  const count = Number(query.generationCount ?? 1);
  if (!GENERATION_COUNTS.includes(count as GenerationCount)) {
    throw new InvalidRequestError(`Parameter "generationCount" must be one of ${GENERATION_COUNTS.join(', ')}.`);
  }
  let heritages = parseChoice('race', query.race, HERITAGES) as Heritage[];
  if (heritages.length === 0 && profile) heritages = [...profile.heritages];
  const choices: Record<string, string[]> = {};
  for (const [param, spec] of Object.entries(def.choices)) {
    const values = parseChoice(param, query[param], spec.options);
    if (!spec.multi && values.length > 1) throw new InvalidRequestError(`Parameter "${param}" takes one value.`);
    choices[param] = values;
  }
  const locks = parseLocks(def.locks, query.lock);
  return {
    count: count as GenerationCount,
    adjectives: query.adjective ?? profile?.adjectives ?? true,
    heritages: heritages.length ? heritages : HERITAGES,
    choices,
    ...(Object.keys(locks).length > 0 ? { locks } : {}),
  };
}
