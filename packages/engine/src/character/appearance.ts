import { generateBatch } from '../core/batch';
import { createRng, type Rng } from '../core/rng';
import { Facts, type Decks } from '../core/table';
import { expandRich, expandTable, type TemplateContext } from '../core/template';
import { HERITAGES, type Heritage } from '../data/options';
import type { TextComponent } from '../text/rich-text';
import {
  APPEARANCE_AGE_STAGES,
  APPEARANCE_GRAMMAR,
  APPEARANCE_HERITAGE_NOUN,
  APPEARANCE_NO_INJURY,
  APPEARANCE_PROSE_GRAMMAR,
  APPEARANCE_PRONOUNS,
  HERITAGE_BODY,
  HERITAGE_LOOK_TAGS,
  type HeritageBody,
} from './appearance-tables';
import { characterContext, type CharacterTextOptions } from './character-text';

/** How a character looks, as readable phrases (the NPC's VisualAppearance). */
export type VisualAppearance = {
  /** A noun phrase: "shoulder-length auburn hair worn in a loose braid", "no hair, only ...". */
  hair: string;
  /** A color phrase that reads before "eyes": "gray-green", "slit-pupilled gold". */
  eyeColor: string;
  /** Feet and inches: "5 ft 7 in" (or "5 ft"). */
  height: string;
  /** Pounds: "150 lb". */
  weight: string;
  /** A noun phrase for skin or scales and heritage features (horns, tusks, tail, ears). */
  skinDesc: string;
  /** Whole years: "34 years". */
  age: string;
  /** A noun phrase: "a faded blue coat over a linen shirt". */
  clothingStyle: string;
  /** A noun phrase: "a brass ring on each thumb and a clay pipe". */
  accessories: string;
  /** A noun phrase, or "no visible scars". */
  injuries: string;
};

/** The gender a body is drawn for. */
export type AppearanceGender = 'Male' | 'Female';

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

const WITH = /\bwith\b/;

/** Who is described: adds the heritage and pronouns to the paragraph. */
export type AppearanceSubject = { heritage?: Heritage; gender?: AppearanceGender };

/**
 * The appearance as a paragraph to read aloud. Its wording varies with a stream seeded from the
 * appearance itself, so the same appearance always reads the same.
 */
export function describeAppearance(visual: VisualAppearance, subject: AppearanceSubject = {}): TextComponent[] {
  const forms = APPEARANCE_PRONOUNS[subject.gender ?? 'Any'];
  const kind =
    [subject.heritage ? APPEARANCE_HERITAGE_NOUN[subject.heritage] : '', forms.noun].filter(Boolean).join(' ') ||
    'person';
  const vars = {
    kind,
    age: visual.age,
    height: visual.height,
    weight: visual.weight,
    hair: visual.hair,
    eyes: visual.eyeColor,
    skin: visual.skinDesc,
    clothing: visual.clothingStyle,
    accessories: visual.accessories,
    injuries: visual.injuries,
    they: forms.they,
    them: forms.them,
    their: forms.their,
    has: forms.has,
    wears: forms.wears,
  };
  const tags = new Set<string>();
  if (visual.injuries === APPEARANCE_NO_INJURY) tags.add('unmarked');
  // "a coat with silver buttons, with a clay pipe": a phrase that has its own "with" is not joined by another.
  if (WITH.test(visual.clothingStyle) || WITH.test(visual.accessories)) tags.add('dress-with');
  const rng = createRng(`appearance:${JSON.stringify([visual, subject])}`);
  return expandRich(rng, APPEARANCE_PROSE_GRAMMAR, '{apProse}', { tags, vars });
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

/** A heritage drawn from the options, a gender, and the described appearance. Deterministic per stream. */
export function generateAppearance(rng: Rng, options: AppearanceOptions = {}): AppearanceResult {
  const pool = options.heritages && options.heritages.length > 0 ? options.heritages : HERITAGES;
  const race = rng.fork('heritage').pick(pool);
  const gender = options.gender ?? rng.fork('gender').pick(GENDERS_DRAWN);
  const visual = generateVisualAppearance(rng.fork('visual'), race, gender, options);
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
