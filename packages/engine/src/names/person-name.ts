import type { Rng } from '../core/rng';
import type { Heritage } from '../data/options';
import { COMMON_ENGLISH_WORDS } from './common-english-words';
import { gluesEnglishName, isCommonWord, isFitToPrint, spellsNearWord } from './name-check';
import { MENS_NAMES, WOMENS_NAMES } from './first-names';
import { HERITAGE_NAMING, type Affix, type FamilyPattern, type GivenScheme, type NameSex } from './naming-schemes';
import { HERITAGE_PHONOLOGIES } from './phonologies';
import {
  buildWord,
  drawCount,
  formatPronunciation,
  isClosedSound,
  isForbidden,
  stressIndex,
  type Phonology,
  type Weights,
} from './phonology';

/** A person's name: given name, family name when the people uses one, both together, and a guide. */
export type PersonName = {
  given: string;
  family?: string;
  full: string;
  /** Syllables joined by '-', the stressed one in capitals, one group per name part: "ay-LAR-ith THAN-dor". */
  pronunciation: string;
};

/**
 * One part of a name with its sounds; `isWord` parts (virtues, trades) may be English words.
 * `glued` holds the made-up stem and the ending of a part closed by an ending that is an English
 * word ("Jam" and "ham").
 */
type NamePart = {
  text: string;
  sounds: string[];
  stress: number;
  isWord: boolean;
  glued?: readonly [stem: string, ending: string];
};

/**
 * English words that begin an English place name well ("Fernbrook", "Ashford", "Silverdale"):
 * land, water, weather, trees, stones and the like. Any other word before a word ending reads as
 * two English words glued together ("Jamham", "Theford", "Wafergate") and is redrawn.
 */
export const PLACE_STEMS: ReadonlySet<string> = new Set(
  `ash oak elm yew fern ivy reed rush moss heath thorn holly hazel alder birch willow rain frost snow mist sky star
  sun moon storm wind cloud dew hail stone rock flint iron silver gold copper amber salt clay sand chalk marsh
  fen moor dale vale glen brook well mill bridge ford stead hill ridge cliff crag lake pool mere bay shore sea
  river spring wood leaf thistle clover heather rose lily barley wheat corn oat apple pear plum cherry berry
  song bell lark wren hawk raven crow swan heron fox hare wolf bear deer stag hart red green white black gray
  brown far high low long broad deep cold warm bright fair kin king queen church abbey castle tower mead
  honey horn`.split(/\s+/),
);

const RETRIES = 60;
const JOIN_TRIES = 10;

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether a character code is a lower-case vowel letter (y included). */
const isVowelCode = (c: number): boolean => c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121;

/** An affix's syllable sounds (lower case), its stressed syllable, and whether its capitals mark that syllable. */
type AffixSounds = { sounds: readonly string[]; stress: number; marked: boolean };

const AFFIX_SOUNDS = new Map<string, AffixSounds>();

/** The sounds of an affix and the index of its stressed syllable (capitals; else the first). */
function affixSounds(say: string): AffixSounds {
  let found = AFFIX_SOUNDS.get(say);
  if (!found) {
    const parts = say.split('-');
    const marked = parts.findIndex((p) => /[A-Z]/.test(p));
    found = { sounds: parts.map((p) => p.toLowerCase()), stress: Math.max(0, marked), marked: marked >= 0 };
    AFFIX_SOUNDS.set(say, found);
  }
  return found;
}

function affixPart(affix: Affix, isWord: boolean): NamePart {
  const { sounds, stress } = affixSounds(affix[1]);
  return { text: affix[0], sounds: sounds.slice(), stress, isWord };
}

/** Options of `buildWord` for a stem an ending will follow. */
const STEM = { beforeEnding: true } as const;

/**
 * A word of the phonology, closed by one of `endings` with probability `endingChance`; the whole
 * word has a number of syllables drawn from `syllables`.
 */
function endedWord(
  rng: Rng,
  phonology: Phonology,
  syllables: Weights,
  endings: readonly Affix[],
  endingChance: number,
  minStem = 1,
): NamePart {
  const total = drawCount(rng, syllables);
  const wantsEnding = endings.length > 0 && rng.chance(endingChance);
  for (let attempt = 0; wantsEnding && attempt < JOIN_TRIES; attempt++) {
    const affix = rng.pick(endings);
    const text = affix[0];
    const ending = affixSounds(affix[1]);
    const stem = buildWord(rng, phonology, Math.max(minStem, total - ending.sounds.length), STEM);
    const word = stem.word;
    // Two vowels meeting at the join read as one sound or a stumble ("Lia-a").
    if (isVowelCode(word.charCodeAt(word.length - 1)) && isVowelCode(text.charCodeAt(0))) continue;
    if (isForbidden(phonology, word + text)) continue;
    // The stem was built for this name alone, so its list of sounds takes the ending's.
    const sounds = stem.sounds;
    const stemLength = sounds.length;
    for (const sound of ending.sounds) sounds.push(sound);
    const stress = ending.marked
      ? stemLength + ending.stress
      : stressIndex(phonology.stress, sounds.map(isClosedSound));
    const glued = isCommonWord(text) ? ([word, text] as const) : undefined;
    return { text: capitalize(word + text), sounds, stress, isWord: false, ...(glued ? { glued } : {}) };
  }
  const built = buildWord(rng, phonology, total);
  return { text: capitalize(built.word), sounds: built.sounds, stress: built.stress, isWord: false };
}

function givenPart(rng: Rng, scheme: GivenScheme, sex: NameSex): NamePart {
  if (scheme.virtues && rng.chance(scheme.virtues.chance)) return affixPart(rng.pick(scheme.virtues.names), true);
  return endedWord(
    rng,
    scheme.phonology,
    scheme.syllables,
    scheme.endings[sex],
    scheme.endingChance[sex],
    scheme.minStem,
  );
}

function compoundPart(rng: Rng, first: readonly Affix[], second: readonly Affix[]): NamePart {
  let a = rng.pick(first);
  let b = rng.pick(second);
  for (let t = 0; t < JOIN_TRIES && (a[0].toLowerCase() === b[0] || /(.)\1\1/.test(a[0].toLowerCase() + b[0])); t++) {
    a = rng.pick(first);
    b = rng.pick(second);
  }
  const head = affixSounds(a[1]);
  const tail = affixSounds(b[1]);
  return { text: a[0] + b[0], sounds: [...head.sounds, ...tail.sounds], stress: head.stress, isWord: true };
}

function familyPart(rng: Rng, patterns: readonly FamilyPattern[], given: GivenScheme): NamePart | undefined {
  const pattern = rng.weighted(patterns, (p) => p.weight);
  switch (pattern.kind) {
    case 'none':
      return undefined;
    case 'list':
      return affixPart(rng.pick(pattern.names), true);
    case 'compound':
      return compoundPart(rng, pattern.first, pattern.second);
    case 'word':
      return endedWord(rng, pattern.phonology, pattern.syllables, pattern.endings, pattern.endingChance);
    case 'patronym': {
      // The father's name and the suffix must join as the people's own words do ("Wofrid" + "kin"
      // stumbles on "dk"): a forbidden join draws the father again.
      let father = endedWord(rng, given.phonology, given.syllables, given.endings.Male, given.endingChance.Male);
      let [text, say] = rng.pick(pattern.suffixes);
      for (let t = 0; t < JOIN_TRIES && isForbidden(given.phonology, father.text + text); t++) {
        father = endedWord(rng, given.phonology, given.syllables, given.endings.Male, given.endingChance.Male);
        [text, say] = rng.pick(pattern.suffixes);
      }
      return { ...father, text: father.text + text, sounds: [...father.sounds, ...affixSounds(say).sounds] };
    }
  }
}

/** The given scheme and family patterns a person of a heritage draws from (a half-blood picks a parent). */
function schemesFor(rng: Rng, heritage: Heritage): { given: GivenScheme; family: readonly FamilyPattern[] } {
  const naming = HERITAGE_NAMING[heritage];
  if ('given' in naming) return naming;
  const parent = HERITAGE_NAMING[rng.pick(naming.parents)];
  const familyParent = HERITAGE_NAMING[rng.pick(naming.parents)];
  if (!('given' in parent) || !('given' in familyParent)) throw new Error(`${heritage} names a mixed parent`);
  const given = rng.chance(naming.blendChance)
    ? { ...parent.given, phonology: HERITAGE_PHONOLOGIES[heritage], virtues: undefined }
    : parent.given;
  return { given, family: familyParent.family };
}

function drawName(rng: Rng, heritage: Heritage, sex: NameSex): { name: PersonName; parts: NamePart[] } {
  const { given: scheme, family: patterns } = schemesFor(rng, heritage);
  const given = givenPart(rng, scheme, sex);
  // A word for a given name ("Mercy") needs a family name beside it to read as a name.
  const familyPatterns = given.isWord ? patterns.filter((p) => p.kind !== 'none') : patterns;
  const family = familyPart(rng, familyPatterns.length ? familyPatterns : patterns, scheme);
  const givenSay = formatPronunciation(given.sounds, given.stress);
  if (!family) {
    return { name: { given: given.text, full: given.text, pronunciation: givenSay }, parts: [given] };
  }
  const name: PersonName = {
    given: given.text,
    family: family.text,
    full: `${given.text} ${family.text}`,
    pronunciation: `${givenSay} ${formatPronunciation(family.sounds, family.stress)}`,
  };
  return { name, parts: [given, family] };
}

/** A chunk of four letters or more said twice in a row, in any case. */
const SAID_TWICE = /(.{4,})\1/i;

/** English first names that read as the other sex's: a man is not called Mira, nor a woman Thorin. */
const OTHER_SEXS_NAMES: Readonly<Record<NameSex, ReadonlySet<string>>> = { Male: WOMENS_NAMES, Female: MENS_NAMES };

/** Whether a drawn name may be printed: cheap word checks first, the profanity filter last. */
function acceptable({ name, parts }: { name: PersonName; parts: NamePart[] }, sex: NameSex): boolean {
  // The common words are single words, so only a one-part name can spell one whole.
  if (parts.length === 1 && isCommonWord(name.full)) return false;
  // Nor a common word spelled another way ("Fikle" for fickle).
  if (!parts.every((p) => p.text.length >= 3 && (p.isWord || (!isCommonWord(p.text) && !spellsNearWord(p.text)))))
    return false;
  // Nor English given names glued together or put in ("Marybess", "Webill", "Ritaa").
  if (parts.some((p) => !p.isWord && gluesEnglishName(p.text))) return false;
  // Nor an English word glued before a word ending, unless it starts a place name well ("Jamham").
  if (parts.some((p) => p.glued && COMMON_ENGLISH_WORDS.has(p.glued[0]) && !PLACE_STEMS.has(p.glued[0]))) return false;
  // Nor a chunk said twice in a row, which reads as a slip of the pen ("Thielthiel", "Clocklock").
  if (parts.some((p) => SAID_TWICE.test(p.text))) return false;
  // Nor a given name that is an English first name of the other sex.
  if (OTHER_SEXS_NAMES[sex].has(name.given.toLowerCase())) return false;
  return isFitToPrint(name.full, name.pronunciation);
}

/**
 * A name for a person of a heritage, deterministic for the stream; it draws from `rng` itself, so
 * give it a stream of its own. A name that trips the profanity filter or spells a common English
 * word is redrawn from the same stream.
 */
export function generatePersonName(rng: Rng, heritage: Heritage, gender: NameSex): PersonName {
  let drawn = drawName(rng, heritage, gender);
  for (let n = 1; n <= RETRIES && !acceptable(drawn, gender); n++) drawn = drawName(rng, heritage, gender);
  return drawn.name;
}
