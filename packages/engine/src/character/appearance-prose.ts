/**
 * The appearance paragraph (`describeAppearance`) and what it needs, apart from the tables that
 * draw a look: the web app writes the paragraph of every NPC sheet it shows, and loads only this.
 */
import { createRng } from '../core/rng';
import type { Grammar } from '../core/table';
import { expandRich } from '../core/template';
import type { Heritage } from '../data/options';
import type { TextComponent } from '../text/rich-text';

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
  /** A noun phrase (a mark, or what sets the person apart: a smell, a habit, a walk), or "no visible scars". */
  injuries: string;
};

/** The gender a body is drawn for. */
export type AppearanceGender = 'Male' | 'Female';

/** What a heritage is called in a sentence ("a dwarf woman", "a lizardfolk man"). */
export const APPEARANCE_HERITAGE_NOUN: Readonly<Record<Heritage, string>> = {
  Human: 'human',
  Elf: 'elf',
  Dwarf: 'dwarf',
  Halfling: 'halfling',
  Gnome: 'gnome',
  'Half-Elf': 'half-elf',
  'Half-Orc': 'half-orc',
  Orc: 'orc',
  Goblin: 'goblin',
  Hobgoblin: 'hobgoblin',
  Kobold: 'kobold',
  Lizardfolk: 'lizardfolk',
  Tiefling: 'tiefling',
  Dragonborn: 'dragonborn',
  Aasimar: 'aasimar',
};

/** The injuries text meaning "nothing to see"; the paragraph words it differently. */
export const APPEARANCE_NO_INJURY = 'no visible scars';

/**
 * The appearance paragraph. Bound by code: `$kind` ("dwarf woman"), `$age` ("34 years"),
 * `$height`, `$weight`, `$hair`, `$eyes`, `$skin`, `$clothing`, `$accessories`, `$injuries`, and
 * the pronoun words `$they`, `$them`, `$their`, `$has`, `$wears`; tags 'unmarked' (no injuries),
 * 'mark-scar' (the injuries are damage, not a manner), 'body-skin' or 'body-scales' (when the
 * heritage is known), 'dress-with' (the clothing or accessories already say "with"), 'dress-comma' (the clothing
 * has a comma of its own) and 'mark-plain' (a mark anyone sees at once). Root: `apProse`.
 */
export const APPEARANCE_PROSE_GRAMMAR = {
  apProse: [
    { text: '{apIntro} {apFeatures} {apDress} {apMarks}', excludes: ['unmarked'] },
    { text: '{apIntro} {apFeatures} {apDress} {apUnmarked}', requires: ['unmarked'] },
  ],
  apIntro: [
    'A {$kind} of {$age}, {$height} tall and about {$weight}.',
    'This {$kind} stands {$height} tall, weighs about {$weight} and is {$age} old.',
    'A {$kind}, {$age} old, standing {$height} and weighing around {$weight}.',
  ],
  apFeatures: [
    '{$they.cap} {$has} {$skin}. {$their.cap} eyes are {$eyes}, and {$they} {$has} {$hair}.',
    '{$they.cap} {$has} {$eyes} eyes and {$hair}. Look at {$them} and you see {$skin}.',
    'At first glance: {$skin}. {$their.cap} eyes are {$eyes}, and {$they} {$has} {$hair}.',
  ],
  apDress: [
    { text: '{$they.cap} {$wears} {$clothing}, with {$accessories}.', excludes: ['dress-with'] },
    // Clothed, not dressed: the clothing may be a dress.
    'Clothed in {$clothing}, {$they} {$has} {$accessories}.',
    // "a tarred jacket, sleeves rolled and salt-stiff and has a pipe" runs two lists together: not after a comma.
    { text: '{$they.cap} {$wears} {$clothing} and {$has} {$accessories}.', excludes: ['dress-comma'] },
  ],
  // A mark (`mark-scar`: a scar, a break, a loss) fits every sentence; what sets someone apart
  // without a scar (a smell, a habit, a walk) only those that do not look for damage.
  apMarks: [
    // A mark no one can miss is not found by looking closely.
    { text: 'Look closely and you will see {$injuries}.', requires: ['mark-scar'], excludes: ['mark-plain'] },
    'What people remember about {$them} is {$injuries}.',
    { text: 'Life has left {$them} {$injuries}.', requires: ['mark-scar'] },
    { text: 'The years have given {$them} {$injuries}.', requires: ['mark-scar'] },
    'Anyone who has met {$them} remembers {$injuries}.',
    'Beyond that, {$they} {$has} {$injuries}.',
    'Ask after {$them} and someone will mention {$injuries}.',
    'Those who know {$them} would pick {$them} out of a crowd by {$injuries}.',
    { text: 'Strangers notice {$injuries} before anything else.', requires: ['mark-plain'] },
    { text: 'It takes a second look to notice {$injuries}.', requires: ['mark-scar'], excludes: ['mark-plain'] },
  ],
  // Rarely drawn now: most people have some mark or manner to remember them by.
  apUnmarked: [
    '{$they.cap} {$has} no visible scars.',
    'Not a scar shows anywhere.',
    'Whatever life has done, it left no marks that show.',
    { text: '{$their.cap} skin is clear of any scar or old break.', requires: ['body-skin'] },
    { text: '{$their.cap} scales lie whole and even, not one chipped or torn.', requires: ['body-scales'] },
    'No scar, burn or badly set bone shows anywhere on {$them}.',
    'Whatever {$they} {$has} been through, none of it shows on the body.',
    'There is not a mark on {$them}, not so much as a nicked knuckle.',
  ],
} as const satisfies Grammar;

/** Pronoun and verb forms the paragraph binds, by gender ('Any' when none is known). */
export const APPEARANCE_PRONOUNS: Readonly<
  Record<
    'Male' | 'Female' | 'Any',
    { they: string; them: string; their: string; has: string; wears: string; noun: string }
  >
> = {
  Male: { they: 'he', them: 'him', their: 'his', has: 'has', wears: 'wears', noun: 'man' },
  Female: { they: 'she', them: 'her', their: 'her', has: 'has', wears: 'wears', noun: 'woman' },
  Any: { they: 'they', them: 'them', their: 'their', has: 'have', wears: 'wear', noun: '' },
};

const WITH = /\bwith\b/;

/** Marks anyone sees at once: a peg foot, a limp, a cut down the cheek, a blind eye. */
const PLAIN_MARK =
  /wooden peg|\blimp\b|sword cut|blind, milky|pocked|stiff arm|broken at least twice|missing teeth|two fingers missing|cut clean away|blunt stump|lopsided jaw/;

/**
 * Marks of damage (scars, breaks, losses), as against what sets someone apart without one (a
 * smell, a habit, a walk): only a mark is "left by life" or found by looking closely. Every
 * `apInjuries` row that is not `{apFeature}` names one of these words, and no feature does.
 */
export const SCAR_MARK =
  /\b(scars?|scarred|burns?|broken|break|breaks|missing|limp|notched|bandaged|claw marks|blind|peg|pocked|crooked|brand|cut|stiff|chipped|gash|torn|kink|healed|wound|stitches|bite|dent|crack|split|lower than)\b/;

/** Heritages with scales rather than skin. */
const SCALED: ReadonlySet<string> = new Set(['Kobold', 'Lizardfolk', 'Dragonborn']);

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
  if (PLAIN_MARK.test(visual.injuries)) tags.add('mark-plain');
  if (SCAR_MARK.test(visual.injuries)) tags.add('mark-scar');
  if (subject.heritage) tags.add(SCALED.has(subject.heritage) ? 'body-scales' : 'body-skin');
  // "a coat with silver buttons, with a clay pipe": a phrase that has its own "with" is not joined by another.
  if (WITH.test(visual.clothingStyle) || WITH.test(visual.accessories)) tags.add('dress-with');
  if (visual.clothingStyle.includes(',')) tags.add('dress-comma');
  const rng = createRng(`appearance:${JSON.stringify([visual, subject])}`);
  return expandRich(rng, APPEARANCE_PROSE_GRAMMAR, '{apProse}', { tags, vars });
}
