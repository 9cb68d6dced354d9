import { generateBatch } from '../core/batch';
import type { Rng } from '../core/rng';
import { Facts, type Decks } from '../core/table';
import { expandTable, type TemplateContext } from '../core/template';
import { HERITAGES, type Heritage } from '../data/options';
import type { TextComponent } from '../text/rich-text';
import {
  describeAppearance,
  type AppearanceGender,
  type AppearanceSubject,
  type VisualAppearance,
} from './appearance-prose';
import {
  APPEARANCE_AGE_STAGES,
  APPEARANCE_GRAMMAR,
  HERITAGE_BODY,
  HERITAGE_LOOK_TAGS,
  type HeritageBody,
} from './appearance-tables';
import { characterContext, type CharacterTextOptions } from './character-text';
import { JOBS, type JobRow } from './jobs';
import { workFacts } from './person-facts';

/** Options of `generateVisualAppearance`. */
export type VisualAppearanceOptions = CharacterTextOptions & {
  /** A fixed age in years (an NPC whose age is already decided); drawn from the lifespan otherwise. */
  ageYears?: number;
};

/** The share of adult life lived at an age: 0 at adulthood, 1 at the heritage's maximum age. */
const lifeShare = (body: HeritageBody, age: number) =>
  Math.max(0, Math.min(1, (age - body.adultAge) / (body.maxAge - body.adultAge)));

const lerp = (range: readonly [number, number], share: number) => range[0] + share * (range[1] - range[0]);

/** Two uniform draws averaged: a gentle hump around the middle. */
const hump = (rng: Rng) => (rng.next() + rng.next()) / 2;

const formatHeight = (inches: number) => {
  const feet = Math.floor(inches / 12);
  const rest = inches % 12;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
};

/** One field of a look: table `root` expanded from its own fork of the stream. */
function appearanceField(rng: Rng, root: string, ctx: TemplateContext): string {
  return expandTable(rng.fork(root), APPEARANCE_GRAMMAR, root, ctx);
}

/** The row tags of each heritage, gender and life stage, made once so their filtered rows stay cached. */
const LOOK_TAGS = new Map<string, ReadonlySet<string>>();

/**
 * A body and outfit that fit the heritage: height and weight inside HERITAGE_BODY (men drawn a
 * little taller), an adult age inside the lifespan (younger adults more common), hair, eyes
 * and skin from rows allowed for the heritage, gender and life stage. Deterministic per stream.
 */
export function generateVisualAppearance(
  rng: Rng,
  heritage: Heritage,
  gender: AppearanceGender,
  options: VisualAppearanceOptions = {},
): VisualAppearance {
  const body = HERITAGE_BODY[heritage];
  const age =
    options.ageYears ??
    Math.round(body.adultAge + rng.fork('age').next() ** 1.6 * 0.97 * (body.maxAge - body.adultAge));
  const share = lifeShare(body, age);
  const stage = APPEARANCE_AGE_STAGES.find((s) => share < s.below)?.tag ?? 'old';

  const tall = hump(rng.fork('height'));
  const heightShare = gender === 'Male' ? 0.15 + 0.85 * tall : 0.85 * tall;
  const heightIn = Math.round(lerp(body.heightIn, heightShare));
  const weightShare = Math.min(1, 0.55 * heightShare + 0.45 * hump(rng.fork('weight')));
  const weightLb = Math.round(lerp(body.weightLb, weightShare));

  const lookKey = `${heritage}:${gender}:${stage}`;
  let tags = LOOK_TAGS.get(lookKey);
  if (!tags) LOOK_TAGS.set(lookKey, (tags = new Set([...HERITAGE_LOOK_TAGS[heritage], gender.toLowerCase(), stage])));
  // One set of facts for every field, so a scar the skin shows rules out "no visible scars".
  const ctx = characterContext({ ...options, facts: options.facts ?? new Facts() }, { tags });
  return {
    hair: appearanceField(rng, 'apHair', ctx),
    eyeColor: appearanceField(rng, 'apEyes', ctx),
    height: formatHeight(heightIn),
    weight: `${weightLb} lb`,
    skinDesc: appearanceField(rng, 'apSkin', ctx),
    age: `${age} years`,
    clothingStyle: appearanceField(rng, 'apClothing', ctx),
    accessories: appearanceField(rng, 'apAccessories', ctx),
    injuries: appearanceField(rng, 'apInjuries', ctx),
  };
}

/** One GetAppearance result: the heritage drawn and the paragraph. */
export type AppearanceResult = { race: Heritage; appearance: TextComponent[] };

/** Options of `generateAppearance`. */
export type AppearanceOptions = CharacterTextOptions & {
  /** Heritages to draw from; all when empty or absent. */
  heritages?: readonly Heritage[];
  /** A fixed gender; drawn at random otherwise. */
  gender?: AppearanceGender;
};

const GENDERS_DRAWN: readonly AppearanceGender[] = ['Male', 'Female'];

/**
 * A heritage drawn from the options, a gender, and the described appearance. The look is drawn
 * for a walk of life the result does not name (a job drawn as NPCs draw theirs), so a fisher's
 * oilskins come with a fishing rod and never with a halberd. Deterministic per stream.
 */
export function generateAppearance(rng: Rng, options: AppearanceOptions = {}): AppearanceResult {
  const pool = options.heritages && options.heritages.length > 0 ? options.heritages : HERITAGES;
  const race = rng.fork('heritage').pick(pool);
  const gender = options.gender ?? rng.fork('gender').pick(GENDERS_DRAWN);
  let facts = options.facts;
  if (!facts) {
    const work = workFacts(rng.fork('job').weighted(JOBS as readonly JobRow[], (row) => row.weight ?? 1));
    facts = new Facts(work.tags, work.values);
  }
  const visual = generateVisualAppearance(rng.fork('visual'), race, gender, { ...options, facts });
  return { race, appearance: describeAppearance(visual, { heritage: race, gender }) };
}

/** `count` appearances without repeats (tables dealt across the batch). */
export function generateAppearanceBatch(
  rng: Rng,
  count: number,
  options: Omit<AppearanceOptions, 'decks'> = {},
): AppearanceResult[] {
  return generateBatch(rng, count, (itemRng: Rng, decks: Decks) => generateAppearance(itemRng, { ...options, decks }));
}

export { describeAppearance, type AppearanceGender, type AppearanceSubject, type VisualAppearance };
