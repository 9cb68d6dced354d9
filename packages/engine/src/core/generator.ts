import type { Rng } from '../core/rng';
import type { Heritage } from '../data/options';

/** The generator calls of the API (GET /api/<name>). */
export const GENERATOR_NAMES = [
  'GetName',
  'GetAppearance',
  'GetMonster',
  'GetNPC',
  'GetGoal',
  'GetSecret',
  'GetProblem',
  'GetFear',
  'GetFlaw',
  'GetDesire',
  'GetRumor',
  'GetSpell',
  'GetLoot',
  'GetItem',
  'GetBuilding',
  'GetFoodOrDrink',
  'GetEncounter',
  'GetMiscGenerator',
  'GetOrganization',
  'GetOrganizationName',
  'GetLocationName',
  'GetLocation',
  'GetSettlement',
  'GetWeather',
  'GetMundaneEvent',
  'GetCountryName',
  'GetHistoricalEvent',
  'GetHoliday',
  'GetPersonalityTrait',
  'GetVoice',
  'GetLandmark',
] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

/** Batch sizes a user can ask for. */
export const GENERATION_COUNTS = [1, 5, 10, 25] as const;
export type GenerationCount = (typeof GENERATION_COUNTS)[number];

/** A choice parameter: the values it accepts ('Random' is always accepted too). */
export type ChoiceSpec = {
  options: readonly string[];
  /** Several values may be sent (repeated or comma-separated); Random picks among them. */
  multi?: boolean;
};

/** What the server hands a generator once the query is validated. */
export type GeneratorRequest = {
  count: GenerationCount;
  adjectives: boolean;
  /** Heritages to draw from when a heritage is random: the chosen ones, or the profile's set. */
  heritages: readonly Heritage[];
  /** Each declared choice: the values chosen, or empty for Random. */
  choices: Readonly<Record<string, readonly string[]>>;
  /** A reference package sent along (GetLandmark's PUT), unvalidated. */
  package?: unknown;
  /** Decided facts to keep (field to value, checked against the generator's `locks`); none when absent. */
  locks?: Readonly<Record<string, string>>;
};

export type GeneratorDef = {
  choices: Readonly<Record<string, ChoiceSpec>>;
  /** Facts a caller may lock (`lock=<field>:<value>`), kept while the rest is rerolled. */
  locks?: Readonly<Record<string, LockSpec>>;
  /** Also answers PUT with a body {package}. */
  acceptsPackage?: boolean;
  /** A pure function of the stream and the request: the response body without `seed`. */
  generate(rng: Rng, request: GeneratorRequest): Record<string, unknown>;
};

/** Picks one value of a choice: one of the chosen values, or any option when none was chosen. */
export function pickChoice<T extends string>(
  rng: Rng,
  chosen: readonly string[] | undefined,
  options: readonly T[],
): T {
  const pool = chosen && chosen.length > 0 ? (chosen as readonly T[]) : options;
  return rng.pick(pool);
}

/**
 * A fact a generator lets the caller decide in advance ("lock"): the generator takes it as given
 * and draws everything else, so a locked field survives a reroll. `check` answers whether a value
 * can be honored; `needs` names the locks that must come with it (a name belongs to a heritage).
 */
export type LockSpec = {
  check: (value: string) => boolean;
  needs?: readonly string[];
};

/** Whether a locked name can be kept as given: 1 to 80 characters, trimmed, no control characters or angle brackets. */
export const isKeepableName = (value: string): boolean =>
  value.length > 0 &&
  value.length <= 80 &&
  value.trim() === value &&
  [...value].every((c) => c >= ' ' && c !== '\u007f' && c !== '<' && c !== '>');
