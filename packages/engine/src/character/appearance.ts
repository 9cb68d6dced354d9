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
  /** Text already said of the person (their personality, their habits): the look repeats none of its words. */
  said?: string;
};

/** Words of a look that name the body it is on, said in several of its parts without an echo. */
const BODY_WORDS = new Set([
  'hair',
  'skin',
  'scales',
  'horns',
  'horn',
  'ears',
  'face',
  'hands',
  'feet',
  'shoulder',
  'shoulders',
  'tail',
  'snout',
  'teeth',
  'tusks',
  'features',
  'cheekbones',
  'right',
  'left',
  'under',
  'over',
  'around',
  'shirt',
  'with',
]);

/**
 * The distinctive words of a text, as a look compares them: five letters or more, in the
 * singular, body words left out (a "faded tabard" and a "faded ribbon" share "faded").
 */
export function lookWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length >= 5 && !BODY_WORDS.has(w))
    .map((w) => (w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** How many times a part of a look is drawn again to find one that repeats no word already said. */
const FRESH_TRIES = 8;

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

/**
 * One field of a look that repeats no distinctive word already said (`used`): no "faded tabard"
 * beside a "faded ribbon", no "battered locket" of someone with a battered pipe. Each try draws
 * against a copy of the facts, and only the kept draw's implications join them.
 */
function freshField(rng: Rng, root: string, ctx: TemplateContext, used: Set<string>): string {
  const facts = ctx.facts ?? new Facts();
  let text = '';
  let kept = facts;
  for (let k = 0; k < FRESH_TRIES; k++) {
    const trial = facts.with();
    text = expandTable(rng.fork(k === 0 ? root : `${root}-${k}`), APPEARANCE_GRAMMAR, root, { ...ctx, facts: trial });
    kept = trial;
    if (!lookWords(text).some((w) => used.has(w))) break;
  }
  facts.imply(kept.tags);
  for (const w of lookWords(text)) used.add(w);
  return text;
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
  // Hair, eyes and skin as drawn; the outfit, things carried and marks repeat no word said before.
  const hair = appearanceField(rng, 'apHair', ctx);
  const eyeColor = appearanceField(rng, 'apEyes', ctx);
  const skinDesc = appearanceField(rng, 'apSkin', ctx);
  const used = new Set(lookWords(`${options.said ?? ''} ${hair} ${eyeColor} ${skinDesc}`));
  const clothingStyle = freshField(rng, 'apClothing', ctx, used);
  // Clothing with an "and" of its own takes no worn-and-carried pair after it (`dress-and`).
  if (clothingStyle.includes(' and ')) ctx.facts?.imply(['dress-and']);
  const accessories = freshField(rng, 'apAccessories', ctx, used);
  const injuries = freshField(rng, 'apInjuries', ctx, used);
  return {
    hair,
    eyeColor,
    height: formatHeight(heightIn),
    weight: `${weightLb} lb`,
    skinDesc,
    age: `${age} years`,
    clothingStyle,
    accessories,
    injuries,
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
