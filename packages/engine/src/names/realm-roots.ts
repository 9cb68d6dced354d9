import type { Rng } from '../core/rng';
import { COMMON_ENGLISH_WORDS } from './common-english-words';
import { isCommonWord, isFitToPrint, spellsNearWord } from './name-check';
import {
  AASIMAR_PHONOLOGY,
  DRAGONBORN_PHONOLOGY,
  DWARF_PHONOLOGY,
  ELF_PHONOLOGY,
  GIANT_PHONOLOGY,
  HUMAN_PHONOLOGY,
  TIEFLING_PHONOLOGY,
} from './phonologies';
import { buildWord, isForbidden, type Phonology } from './phonology';

/** The sounds a realm's name may be built from, with how often each is used. */
const REALM_PHONOLOGIES: readonly { phonology: Phonology; weight: number }[] = [
  { phonology: HUMAN_PHONOLOGY, weight: 5 },
  { phonology: ELF_PHONOLOGY, weight: 2 },
  { phonology: DWARF_PHONOLOGY, weight: 2 },
  { phonology: AASIMAR_PHONOLOGY, weight: 2 },
  { phonology: DRAGONBORN_PHONOLOGY, weight: 1 },
  { phonology: GIANT_PHONOLOGY, weight: 1 },
  { phonology: TIEFLING_PHONOLOGY, weight: 1 },
];

/** Endings that turn a root into the name of a land. */
export const REALM_ENDINGS = [
  'mere',
  'essa',
  'ia',
  'mark',
  'gard',
  'and',
  'oth',
  'ara',
  'ene',
  'ora',
  'wyn',
  'holt',
  'vale',
  'ost',
  'avia',
  'endra',
  'isse',
  'ur',
  'eth',
  'orra',
  'ancia',
  'wick',
  'ey',
  'mor',
  'ine',
  'as',
  'undra',
  'ovia',
] as const;

/** Endings that turn a root into the adjective of its people ("the Vessarine Empire"). */
const DEMONYM_ENDINGS = ['ine', 'ian', 'ese', 'ic', 'ish', 'an', 'ite', 'i'] as const;

const VOWEL_END = /[aeiouy]$/;
const VOWEL_START = /^[aeiouy]/;
const RETRIES = 30;

/** A land's name and the adjective of its people, built from one root: "Kaldessa", "Kaldese". */
export type RealmName = { realm: string; demonym: string };

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function join(ph: Phonology, root: string, ending: string): string | undefined {
  const stem = VOWEL_END.test(root) && VOWEL_START.test(ending) ? root.slice(0, -1) : root;
  const word = stem + ending;
  return isForbidden(ph, word) ? undefined : word;
}

/**
 * Whether the root of a realm's name, as it stands before its ending, says an English word: the
 * whole root ("Ping-eth", and a common word of three letters: "Tin-and"), a common word spelled another way, or
 * a common word of four letters or more that ends or begins it ("Yermoon-ish", "Dumbfaumb-essa").
 */
export function rootSaysWord(root: string): boolean {
  const word = root.toLowerCase();
  if (word.length >= 4 ? isCommonWord(word) : COMMON_ENGLISH_WORDS.has(word)) return true;
  if (word.length >= 3 && spellsNearWord(word)) return true;
  for (let i = 1; i <= word.length - 4; i++) if (COMMON_ENGLISH_WORDS.has(word.slice(i))) return true;
  // Nor one that begins it ("Dumb-faumb-essa").
  for (let i = 4; i < word.length; i++) if (COMMON_ENGLISH_WORDS.has(word.slice(0, i))) return true;
  return false;
}

function drawRealm(rng: Rng): RealmName | undefined {
  const { phonology } = rng.weighted(REALM_PHONOLOGIES, (p) => p.weight);
  const root = buildWord(rng, phonology, rng.int(1, 2), { beforeEnding: true }).word;
  const ending = rng.pick(REALM_ENDINGS);
  const realm = join(phonology, root, ending);
  const demonymEnding = rng.pick(DEMONYM_ENDINGS);
  const demonym = join(phonology, root, demonymEnding);
  if (!realm || !demonym || realm.length < 5 || demonym.length < 5) return undefined;
  if (isCommonWord(realm) || isCommonWord(demonym)) return undefined;
  // Nor an English word with an ending ("Ping" + "eth", "Yermoon" + "ish"), nor one spelled
  // another way ("Fikle").
  if (rootSaysWord(realm.slice(0, -ending.length)) || rootSaysWord(demonym.slice(0, -demonymEnding.length)))
    return undefined;
  if (spellsNearWord(realm) || spellsNearWord(demonym)) return undefined;
  if (!isFitToPrint(realm, realm) || !isFitToPrint(demonym, demonym)) return undefined;
  return { realm: capitalize(realm), demonym: capitalize(demonym) };
}

/**
 * An invented land's name and demonym, deterministic for the stream; a draw that fails the
 * profanity or English-word check is redrawn from rng.fork('retry-n').
 */
export function generateRealmName(rng: Rng): RealmName {
  let drawn = drawRealm(rng);
  for (let n = 1; n <= RETRIES && !drawn; n++) drawn = drawRealm(rng.fork(`retry-${n}`));
  return drawn ?? { realm: 'Varrowmere', demonym: 'Varrowmish' };
}
