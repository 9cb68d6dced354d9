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
  /** A noun phrase, or "no visible scars". */
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
 * the pronoun words `$they`, `$them`, `$their`, `$has`, `$wears`; tags 'unmarked' (no injuries)
 * 'dress-with' (the clothing or accessories already say "with"), 'dress-comma' (the clothing
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
  apMarks: [
    // A mark no one can miss is not found by looking closely.
    { text: 'Look closely and you will see {$injuries}.', excludes: ['mark-plain'] },
    'What people remember about {$them} is {$injuries}.',
    'Life has left {$them} {$injuries}.',
  ],
  apUnmarked: [
    '{$they.cap} {$has} no visible scars.',
    'Not a scar shows anywhere.',
    'Whatever life has done, it left no marks that show.',
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
const PLAIN_MARK = /wooden peg|\blimp\b|sword cut|blind, milky|pocked|stiff arm|broken at least twice|missing teeth/;

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
  // "a coat with silver buttons, with a clay pipe": a phrase that has its own "with" is not joined by another.
  if (WITH.test(visual.clothingStyle) || WITH.test(visual.accessories)) tags.add('dress-with');
  if (visual.clothingStyle.includes(',')) tags.add('dress-comma');
  const rng = createRng(`appearance:${JSON.stringify([visual, subject])}`);
  return expandRich(rng, APPEARANCE_PROSE_GRAMMAR, '{apProse}', { tags, vars });
}
