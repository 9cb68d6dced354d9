import { englishDataset, englishRecommendedTransformers, RegExpMatcher, SyntaxKind, type Node } from 'obscenity';
import { COMMON_ENGLISH_WORDS } from './common-english-words';
import { NAME_WORDS, SHORT_WORDS } from './name-words';
import { ASCII, automaton } from './phonology';
import { mayHold, SHORT_WORD_LENGTH } from './word-filter';

const DATASET = englishDataset.build();
const MATCHER = new RegExpMatcher({ ...DATASET, ...englishRecommendedTransformers });

const escapeChar = (c: number): string => String.fromCodePoint(c).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pieces of regular expression the matcher compiles one node of a blacklisted pattern to. */
function nodeTokens(node: Node): string[] {
  switch (node.kind) {
    case SyntaxKind.Literal:
      return node.chars.map(escapeChar);
    case SyntaxKind.Optional:
      return [`(?:${nodeTokens(node.childNode).join('')})?`];
    case SyntaxKind.Wildcard:
      return ['.'];
    default:
      throw new Error(`Unknown pattern node ${JSON.stringify(node)}`);
  }
}

/** A tree of patterns by shared beginnings; `end` marks where a whole pattern has matched. */
type Branches = Map<string, Branches> & { end?: boolean };

function branchesSource(node: Branches): string {
  if (node.end) return '';
  const alternatives = [...node].map(([token, next]) => token + branchesSource(next));
  return alternatives.length === 1 ? (alternatives[0] as string) : `(?:${alternatives.join('|')})`;
}

/**
 * One expression matching wherever any of the patterns (each a list of pieces of regular
 * expression) matches, their shared beginnings written once ("a(?:nal|nus)"): far quicker than a
 * flat alternation. Only whether it matches is meaningful, not what: a pattern that extends a
 * shorter one is dropped, as the shorter one has matched already.
 */
function anyOf(patterns: readonly (readonly string[])[]): RegExp {
  const root: Branches = new Map();
  for (const tokens of patterns) {
    let node = root;
    for (const token of tokens) {
      if (node.end) break;
      let next = node.get(token);
      if (!next) node.set(token, (next = new Map()));
      node = next;
    }
    node.end = true;
    node.clear();
  }
  return new RegExp(branchesSource(root), 's');
}

/**
 * Whether a text may hold a blacklisted pattern. The matcher tries the patterns one by one (over a
 * hundred expressions per call) and its whitelist only ever removes matches, so a text this misses
 * is clean.
 */
const ANY_BLACKLISTED = anyOf(
  DATASET.blacklistedTerms.map(({ pattern }) => [
    ...(pattern.requireWordBoundaryAtStart ? ['\\b'] : []),
    ...pattern.nodes.flatMap(nodeTokens),
    ...(pattern.requireWordBoundaryAtEnd ? ['\\b'] : []),
  ]),
);

/** Characters whose runs the matcher cuts to two rather than one. */
const KEPT_DOUBLE = 'beolsg';

/** Punctuation that names carry and that the matcher's transformers leave as it is: ' & - , . */
const PLAIN_PUNCTUATION = new Set([39, 38, 45, 44, 46]);

/** Whether a character code is an ASCII letter, a space or punctuation the transformers keep. */
const isPlainCode = (c: number): boolean =>
  c === 32 || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || PLAIN_PUNCTUATION.has(c);

/**
 * A text of ASCII letters, spaces and kept punctuation as the matcher's transformers leave it (they
 * only lower-case and de-duplicate such a text: no look-alikes, digits or other symbols): lower case, with runs of one
 * character cut to two for b, e, o, l, s and g and to one for any other. Undefined for other texts.
 * `lower` is the text in lower case.
 */
function plainMatcherForm(text: string, lower: string): string | undefined {
  let out = '';
  let from = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isPlainCode(text.charCodeAt(i))) return undefined;
    if (i === 0 || lower.charCodeAt(i) !== lower.charCodeAt(i - 1)) {
      run = 0;
    } else if (++run >= (KEPT_DOUBLE.includes(lower[i] as string) ? 2 : 1)) {
      out += lower.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? lower : out + lower.slice(from);
}

/** Rude or silly sequences the profanity filter lets through, refused anywhere inside a name (lower case). */
export const BLOCKED_INSIDE = [
  'kaka',
  'caca',
  'poop',
  'fart',
  'nazi',
  'puke',
  'hashish',
  'pimp',
  'dung',
  'vomit',
  'gook',
  'coon',
  'spaz',
  'crap',
  'clit',
  'honky',
  'kraut',
  'dik',
  'tits',
  'nig',
  'kak',
  'jizz',
  'porn',
  'rape',
  'skank',
  'piss',
  'sex',
  'turd',
  'wank',
  'twat',
  'bollock',
  'boner',
  'milf',
  'horny',
  // Modern brands and words that hide inside an invented name ("Fifavia", "Wifipsy").
  'fifa',
  'wifi',
  'emoji',
  'selfie',
  'google',
  'pepsi',
  'tiktok',
  'yolo',
  'lmao',
  'pizza',
  'sushi',
] as const;

/** Words refused as a whole name part, harmless inside longer names (lower case). */
export const BLOCKED_WORDS = [
  'bum',
  'wop',
  'jap',
  'paki',
  'gyp',
  'spic',
  'dago',
  'poo',
  'pee',
  'hoe',
  'gay',
  'knob',
  'snot',
  // Crude, childish or modern words that break the spell of a fantasy name.
  'daddy',
  'dada',
  'mommy',
  'momma',
  'mama',
  'papa',
  'nana',
  'nanny',
  'homie',
  'tutu',
  'dude',
  'bro',
  'bruh',
  'babe',
  'bae',
  'baby',
  'boo',
  'booty',
  'butt',
  'lol',
  'lmao',
  'omg',
  'wtf',
  'emo',
  'nerd',
  'geek',
  'noob',
  'yolo',
  'meme',
  'selfie',
  'bling',
  'dope',
  'swag',
  'vape',
  'emoji',
  'wifi',
  'tiktok',
  'google',
  'pepsi',
  'coke',
  'soda',
  'taco',
  'pizza',
  'sushi',
  'tofu',
  'kebab',
  'boba',
  'latte',
  'mocha',
  'disco',
  'radio',
  'video',
  'robot',
  'laser',
  'turbo',
  'nano',
  'mega',
  'ultra',
  'chad',
  'karen',
  'kevin',
  'brad',
  'todd',
  'gary',
  'becky',
  'stacy',
  'tyler',
  'kyle',
  'brittany',
  'britney',
  'tiffany',
  'jessica',
  'ashley',
  'jason',
  'jennifer',
  'kayla',
  'brayden',
  'jayden',
  'nevaeh',
  'madison',
  'trevor',
  'dustin',
  'shawn',
  'kimberly',
  'nicole',
  'destiny',
  // Surnames a reader knows from the modern world, not from a fantasy one.
  'calloway',
  'bolton',
  'clinton',
  'kennedy',
  'nixon',
  'hilton',
  'obama',
  'biden',
  'trump',
  'lincoln',
  'einstein',
  'beckham',
  'presley',
  'lennon',
  'jagger',
  'bezos',
  'disney',
  'kardashian',
  'washington',
  'jefferson',
  'shelby',
  'gupta',
  'patel',
  'sharma',
  'kumar',
  'nguyen',
  'garcia',
  'rodriguez',
  'martinez',
  'hernandez',
  'gonzalez',
  'johnson',
  'williams',
  'wilson',
  'anderson',
  'thompson',
  'jackson',
  'robinson',
] as const;

/**
 * Names of places, people, gods and inns from published game settings and famous fantasy books
 * and games: a generated name must be the product's own (lower case, a phrase written without its
 * spaces; refused as a whole name part, and inside a longer name when six letters or more).
 */
export const PUBLISHED_NAMES = [
  'barovia',
  'strahd',
  'ravenloft',
  'waterdeep',
  'neverwinter',
  'baldur',
  'faerun',
  'toril',
  'greyhawk',
  'oerth',
  'eberron',
  'krynn',
  'dragonlance',
  'athas',
  'mystara',
  'sigil',
  'drizzt',
  'elminster',
  'mordenkainen',
  'tasha',
  'xanathar',
  'vecna',
  'acererak',
  'tiamat',
  'bahamut',
  'lolth',
  'gruumsh',
  'moradin',
  'corellon',
  'kelemvor',
  'mystra',
  'bhaal',
  'myrkul',
  'tenser',
  'bigby',
  'otiluke',
  'raistlin',
  'tasslehoff',
  'caramon',
  'kitiara',
  'khelben',
  'jarlaxle',
  'wulfgar',
  'bruenor',
  'zhentarim',
  'calimshan',
  'cormyr',
  'sembia',
  'luskan',
  'mirabar',
  'phandalin',
  'phandelver',
  'chult',
  'menzoberranzan',
  'sharn',
  'khorvaire',
  'breland',
  'aundair',
  'karrnath',
  'droaam',
  'palanthas',
  'solamnia',
  'qualinesti',
  'silvanesti',
  'thorbardin',
  'dalamar',
  'sauron',
  'gandalf',
  'frodo',
  'bilbo',
  'aragorn',
  'legolas',
  'gimli',
  'elrond',
  'galadriel',
  'arwen',
  'rivendell',
  'mordor',
  'gondor',
  'rohan',
  'saruman',
  'smaug',
  'thorin',
  'gollum',
  'isildur',
  'elendil',
  'boromir',
  'faramir',
  'samwise',
  'narnia',
  'aslan',
  'westeros',
  'lannister',
  'targaryen',
  'tyrion',
  'daenerys',
  'cersei',
  'azeroth',
  'arthas',
  'sylvanas',
  'illidan',
  'tamriel',
  'skyrim',
  'hyrule',
  'zelda',
  'ganon',
  'geralt',
  'yennefer',
  'conan',
  'elric',
  'melnibone',
  'earthsea',
  'lankhmar',
  'hogwarts',
  'durin',
  'blackmoor',
  'harrowdale',
  'blackmarsh',
  'blackreach',
  'duskwood',
  'oakvale',
  'greywater',
  'blackhaven',
  'prancingpony',
  'greendragon',
  'sleepinggiant',
  'leakycauldron',
  'yawningportal',
  'goldenperch',
  'threebroomsticks',
  'banneredmare',
  'friendlyarm',
  'drownedgod',
  // Lands, towns and houses of other famous games and books.
  'darrowmere',
  'herondale',
  'lightwood',
  'morgenstern',
  'stormwind',
  'ironforge',
  'darnassus',
  'orgrimmar',
  'lordaeron',
  'dalaran',
  'kalimdor',
  'northrend',
  'stratholme',
  'goldshire',
  'elwynn',
  'ashenvale',
  'stranglethorn',
  'silvermoon',
  'morrowind',
  'whiterun',
  'windhelm',
  'markarth',
  'falkreath',
  'cyrodiil',
  'hammerfell',
  'valenwood',
  'elsweyr',
  'novigrad',
  'kaedwen',
  'temeria',
  'redania',
  'nilfgaard',
  'oxenfurt',
  'ferelden',
  'kirkwall',
  'denerim',
  'thedas',
  'tevinter',
  'caemlyn',
  'lordran',
  'drangleic',
  'yharnam',
  'shannara',
  'luthadel',
  'roshar',
  'alethkar',
  'kholinar',
  'hogsmeade',
  'gryffindor',
  'slytherin',
  'ravenclaw',
  'hufflepuff',
  'dumbledore',
  'hobbiton',
  'isengard',
  'lothlorien',
  'mirkwood',
  'erebor',
  'numenor',
  'beleriand',
  'edoras',
  'fangorn',
  'baggins',
  'brandybuck',
  'winterfell',
  'riverrun',
  'highgarden',
  'braavos',
  'meereen',
  'baratheon',
  'greyjoy',
  'silverymoon',
  'candlekeep',
  'daggerford',
  'baine',
] as const;

/**
 * Syllables of a pronunciation guide that say a crude English word aloud ("KOKS-um", "JIZ-pin",
 * "GROO-kum"), whatever the letters: a name with one is redrawn.
 */
export const CRUDE_SYLLABLES: ReadonlySet<string> = new Set([
  'kok',
  'koks',
  'kox',
  'cock',
  'cox',
  'dik',
  'dick',
  'prik',
  'fuk',
  'fuck',
  'kunt',
  'kum',
  'cum',
  'jiz',
  'jizz',
  'tit',
  'tits',
  'twat',
  'wank',
  'shit',
  'piss',
  'ass',
  'arse',
  'butt',
  'turd',
  'fart',
  'knob',
  'boob',
]);

/**
 * Crude words as they sound in `soundSpelling`, refused anywhere in a word of a name: "Coxum"
 * sounds "koksum", "Kokshire" "kokshire".
 */
export const CRUDE_SOUNDS = ['koks', 'jiz', 'kunt', 'fuk', 'twat'] as const;

/**
 * A word's letters as they sound: lower case, ck, q and a c that is not softened by e, i or y as
 * k, x as ks, ph as f, and doubled consonants once ("Coxum" -> "koksum", "Mockett" -> "moket").
 */
export function soundSpelling(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?![eiy])/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/([^aeiou])\1+/g, '$1');
}

const CRUDE_SOUND = new RegExp(CRUDE_SOUNDS.join('|'));

/**
 * Whether a name says a crude word when read aloud: a syllable of its pronunciation guide is one,
 * or one of its words, spelled as it sounds, holds one.
 */
export function soundsCrude(name: string, pronunciation: string): boolean {
  for (const syllable of pronunciation.toLowerCase().split(/[\s-]+/)) if (CRUDE_SYLLABLES.has(syllable)) return true;
  return name.split(/[\s-]+/).some((word) => mayHoldCrudeSound(word) && CRUDE_SOUND.test(soundSpelling(word)));
}

/**
 * Whether a word has the letters a crude sound needs, which spelling it as it sounds never makes:
 * a j, u or w, or an o with an s or an x ("koks"). Most names have none, and skip the respelling.
 */
const mayHoldCrudeSound = (word: string): boolean => /[juw]|o.*[sx]|[sx].*o/i.test(word);

/** Letters a name may put for another that sounds the same at that place ("Fikle", "Troley"). */
const SOUND_SWAPS: Readonly<Record<string, readonly string[]>> = {
  i: ['y'],
  y: ['i'],
  k: ['c', 'ck'],
  c: ['k'],
  z: ['s'],
};

/** A final vowel sound spelled the ways English spells the final -y of "skinny". */
const FINAL_EE = /(?:ie|ey|ee|i)$/;

/** Whether a spelling other than the word itself is a common word or a word names were found to spell. */
const isOtherWord = (word: string, variant: string): boolean =>
  variant !== word && (COMMON_ENGLISH_WORDS.has(variant) || NAME_WORDS.has(variant));

/**
 * Whether a spelling of a lower-case word that sounds the same is an English word: the whole word
 * with one letter swapped for a sound-alike (all of them at once as well), a letter doubled or
 * undoubled, a final e dropped or added, ph for f and f for ph. Each spelling is looked up as it
 * is made, and only when the word holds the letters it changes.
 */
function soundsLikeWord(word: string): boolean {
  if (word.includes('k')) {
    if (isOtherWord(word, word.replace(/k(?=[^aeiouy]|$)/g, 'ck'))) return true;
    if (isOtherWord(word, word.replace(/k/g, 'c'))) return true;
  }
  if (word.includes('c') && isOtherWord(word, word.replace(/c/g, 'k'))) return true;
  if (word.includes('ph') && isOtherWord(word, word.replace(/ph/g, 'f'))) return true;
  if (word.includes('f') && isOtherWord(word, word.replace(/f/g, 'ph'))) return true;
  if (word.includes('y') && isOtherWord(word, word.replace(/y/g, 'i'))) return true;
  if (word.includes('i') && isOtherWord(word, word.replace(/i/g, 'y'))) return true;
  if (word.includes('z') && isOtherWord(word, word.replace(/z/g, 's'))) return true;
  if (word.endsWith('e') && isOtherWord(word, word.slice(0, -1))) return true;
  if (isOtherWord(word, `${word}e`)) return true;
  let doubled = false;
  for (let i = 0; i < word.length; i++) {
    const c = word[i] as string;
    for (const swap of SOUND_SWAPS[c] ?? [])
      if (isOtherWord(word, word.slice(0, i) + swap + word.slice(i + 1))) return true;
    if (i > 0 && c === word[i - 1]) {
      doubled = true;
      if (isOtherWord(word, word.slice(0, i) + word.slice(i + 1))) return true;
    } else if (i > 0 && !'aeiouyhwx'.includes(c) && isOtherWord(word, word.slice(0, i + 1) + c + word.slice(i + 1)))
      return true;
  }
  return doubled && isOtherWord(word, word.replace(/(.)\1/g, '$1'));
}

/**
 * Whether a word is a near-spelling of an English word: spelled another way it sounds the same as
 * a common word ("Fikle" as "fickle", "Fyre" as "fire", "Kandle" as "candle", "Troley" as
 * "trolley"), or its final -i, -ie, -ey or -ee is the -y of any English word ("Skinni", "Peski",
 * "Ginnie" for skinny, pesky, ginny).
 */
export function spellsNearWord(text: string): boolean {
  const word = text.trim().toLowerCase();
  if (soundsLikeWord(word)) return true;
  if (word.length >= 4 && FINAL_EE.test(word)) {
    const stem = word.replace(FINAL_EE, '');
    if (isCommonWord(`${stem}y`)) return true;
    // Skini for skinny: the consonant before the -y doubled.
    const last = stem.charAt(stem.length - 1);
    if (last && !'aeiouy'.includes(last) && last !== stem.charAt(stem.length - 2) && isCommonWord(`${stem}${last}y`))
      return true;
  }
  return false;
}

/**
 * English given names a made-up name must not carry whole, at its start or at its end: a name glued
 * from them ("Marybess", "Webill", "Ritaa") reads as an English nickname, not a name of its people.
 * Names that are also the usual endings of invented names (-ella, -anna, -ora) are left out.
 */
export const ENGLISH_GIVEN_NAMES = [
  'bob',
  'mary',
  'bess',
  'kate',
  'john',
  'jane',
  'beth',
  'bill',
  'jack',
  'jill',
  'will',
  'nell',
  'ruth',
  'anne',
  'jenny',
  'molly',
  'polly',
  'sally',
  'betty',
  'dolly',
  'kitty',
  'lucy',
  'lily',
  'daisy',
  'rita',
  'rosie',
  'katie',
  'annie',
  'maggie',
  'peggy',
  'nancy',
  'susan',
  'sarah',
  'emma',
  'alice',
  'harry',
  'henry',
  'peter',
  'paul',
  'mark',
  'luke',
  'mike',
  'dave',
  'steve',
  'tony',
  'kevin',
  'gary',
  'joan',
  'judy',
  'carol',
  'doris',
  'fred',
  'bobby',
  'tommy',
  'danny',
  'billy',
  'johnny',
  'jimmy',
  'josh',
  'nick',
  'miley',
  'kylie',
  'hailey',
] as const;

/**
 * Short English given names that read as English only when glued to an English word or another
 * English name ("Bobwick", "Tomwise", "Tomfred"); alone at the head of a name they are common
 * sounds ("Tomar", "Danek").
 */
export const SHORT_ENGLISH_GIVEN_NAMES = [
  'tom',
  'dan',
  'ben',
  'sam',
  'tim',
  'ted',
  'ned',
  'rob',
  'jim',
  'kim',
  'liz',
  'meg',
  'peg',
  'sue',
  'joe',
  'jon',
  'pam',
  'ann',
  'sid',
] as const;

const GIVEN_SET: ReadonlySet<string> = new Set([...ENGLISH_GIVEN_NAMES, ...SHORT_ENGLISH_GIVEN_NAMES]);

/** An English given name at the start or the end of a lower-case word. */
const GIVEN_AT_EDGE = new RegExp(`^(?:${ENGLISH_GIVEN_NAMES.join('|')})|(?:${ENGLISH_GIVEN_NAMES.join('|')})$`);

/**
 * Pet-name and gendered endings that turn a short English name into an English nickname or its
 * other-gender form ("Bobby", "Tomette", "Bobelle", "Samwise").
 */
const ENGLISH_NAME_ENDINGS: ReadonlySet<string> = new Set([
  'y',
  'ie',
  'ey',
  'o',
  'by',
  'sy',
  'dy',
  'ly',
  'mie',
  'elle',
  'belle',
  'bell',
  'ette',
  'issa',
  'ina',
  'wen',
  'lyn',
  'lou',
  'wise',
  'wick',
  'bert',
  'kin',
]);

/** Whether a lower-case chunk is an English word, an English given name or a nickname ending. */
const isEnglishChunk = (chunk: string): boolean =>
  chunk.length >= 1 && (GIVEN_SET.has(chunk) || COMMON_ENGLISH_WORDS.has(chunk) || ENGLISH_NAME_ENDINGS.has(chunk));

/**
 * Whether a made-up name part carries an English given name: whole, at its start or at its end
 * ("Mary", "Marybess", "Webill", "Ritaa"), or a short one glued to an English word or name
 * ("Bobwick", "Tomfred").
 */
export function gluesEnglishName(text: string): boolean {
  const word = text.trim().toLowerCase();
  if (GIVEN_AT_EDGE.test(word)) return true;
  for (const name of SHORT_ENGLISH_GIVEN_NAMES) {
    if (word === name) return true;
    if (word.startsWith(name)) {
      const rest = word.slice(name.length);
      // "Bobbelle" doubles the joining letter.
      const undoubled = rest.startsWith(name.charAt(name.length - 1)) ? rest.slice(1) : rest;
      if (isEnglishChunk(rest) || isEnglishChunk(undoubled)) return true;
    }
    if (word.endsWith(name) && isEnglishChunk(word.slice(0, -name.length))) return true;
  }
  return false;
}

/** Little words a name may say more than once ("The Hall of the Guild of ..."). */
const LINKING_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'on', 'in', 'at', 'by', 'to', 'her', 'for']);

/** A word of a name in lower case, without a possessive or a plural -s ("Springs" -> "spring"). */
const wordStem = (word: string): string => (word.length > 3 ? word.replace(/(?<=[^s])s$/, '') : word);

/**
 * The first word a name says twice, or undefined: the same word ("The City Watch Watch House"),
 * its plural ("The Spring Springs") or a word of four letters or more that begins or ends
 * another ("The North Gate Gatehouse", "The Iron Anvil Ironworks", "Even-Handed ... Steady Hand").
 * Little linking words ("the", "of") may repeat.
 */
export function echoedWord(name: string): string | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !LINKING_WORDS.has(w))
    .map(wordStem);
  for (let i = 0; i < words.length; i++) {
    const a = words[i] as string;
    for (let j = 0; j < words.length; j++) {
      const b = words[j] as string;
      if (i === j) continue;
      if (a === b) return a;
      if (a.length >= 4 && (b.startsWith(a) || b.endsWith(a))) return a;
    }
  }
  return undefined;
}

/** Whether the profanity filter finds anything in a text. */
export const isProfane = (text: string): boolean => profane(text, text.toLowerCase());

/** Whether the profanity filter finds anything in a text, given also in lower case. */
function profane(text: string, lower: string): boolean {
  const form = plainMatcherForm(text, lower);
  if (form !== undefined && !ANY_BLACKLISTED.test(form)) return false;
  return MATCHER.hasMatch(text);
}

/**
 * Whether a text (any case, surrounding spaces ignored) is an English word a name must not spell:
 * a common word, any word of up to seven letters (a Bloom filter of the full list, which also refuses
 * about 5 % of other short words: they are redrawn), or a longer word the generators were found to
 * produce (`name-words.ts`).
 */
export function isCommonWord(text: string): boolean {
  const word = text.trim().toLowerCase();
  if (COMMON_ENGLISH_WORDS.has(word) || NAME_WORDS.has(word)) return true;
  return word.length <= SHORT_WORD_LENGTH && mayHold(SHORT_WORDS, word);
}

/** Whether a lower-case text holds a blocked sequence (a long published name counts). */
const ANY_BLOCKED_INSIDE = anyOf(
  [...BLOCKED_INSIDE, ...PUBLISHED_NAMES.filter((n) => n.length >= 6)].map((b) => [...b]),
);
/** A blocked word standing as a whole part of a lower-case name (parts are split at spaces and hyphens). */
const BLOCKED_PART = new RegExp(`(?:^|[\\s-])(?:${[...BLOCKED_WORDS, ...PUBLISHED_NAMES].join('|')})(?:$|[\\s-])`);

/** The blocked sequences, and the blocked whole parts between marks for a start, end, space or hyphen, as automatons. */
const BLOCKED_INSIDE_MATCHER = automaton([...BLOCKED_INSIDE, ...PUBLISHED_NAMES.filter((n) => n.length >= 6)]);
const PART_MARK = 1;
const BLOCKED_PART_MATCHER = automaton([...BLOCKED_WORDS, ...PUBLISHED_NAMES].map((w) => `\u0001${w}\u0001`));

/** Whether a character code is one `\s` matches among ASCII codes. */
const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * What `ANY_BLOCKED_INSIDE` and `BLOCKED_PART` would find in an ASCII name and its sounds, read
 * letter by letter with no strings built; undefined when either holds other characters (the
 * expressions then answer).
 */
function blockedAscii(name: string, pronunciation: string): boolean | undefined {
  const inside = BLOCKED_INSIDE_MATCHER;
  const part = BLOCKED_PART_MATCHER;
  let s = 0;
  let t = part.next[PART_MARK] as number;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= ASCII) return undefined;
    const space = isAsciiSpace(c);
    // The name run together (no spaces, apostrophes or hyphens), in lower case.
    if (!space && c !== 39 && c !== 45) {
      s = inside.next[s * ASCII + lowerCode(c)] as number;
      if (inside.hit[s]) return true;
    }
    // The name in lower case, its spaces and hyphens marking where parts meet.
    t = part.next[t * ASCII + (space || c === 45 ? PART_MARK : lowerCode(c))] as number;
    if (part.hit[t]) return true;
  }
  if (part.hit[part.next[t * ASCII + PART_MARK] as number]) return true;
  // Then a space, and the sounds run together in lower case.
  s = inside.next[s * ASCII + 32] as number;
  if (inside.hit[s]) return true;
  for (let i = 0; i < pronunciation.length; i++) {
    const c = pronunciation.charCodeAt(i);
    if (c >= ASCII) return undefined;
    if (isAsciiSpace(c) || c === 45) continue;
    s = inside.next[s * ASCII + lowerCode(c)] as number;
    if (inside.hit[s]) return true;
  }
  return false;
}

/**
 * Whether a name and its pronunciation guide are fit to print: nothing profane or blocked in the
 * name or in its sounds run together ("shi-TRA" reads as one word aloud), and nothing crude when
 * read aloud ("Coxum", "KOKS-um").
 */
export function isFitToPrint(name: string, pronunciation: string): boolean {
  const blocked = blockedAscii(name, pronunciation);
  if (blocked === true) return false;
  if (soundsCrude(name, pronunciation)) return false;
  const lower = name.toLowerCase();
  const sounds = pronunciation.replace(/[\s-]+/g, '').toLowerCase();
  if (blocked === undefined) {
    // The space keeps a blocked sequence from being read across the name and its sounds.
    if (ANY_BLOCKED_INSIDE.test(`${lower.replace(/[\s'-]+/g, '')} ${sounds}`)) return false;
    if (BLOCKED_PART.test(lower)) return false;
  }
  return !profane(`${name} ${sounds}`, `${lower} ${sounds}`);
}

/** Whether a name joins words twice with "and" or "&" ("Mymak & Company Strap and Buckle"). */
export const joinsTwice = (name: string): boolean => (name.match(/ (?:&|and) /g)?.length ?? 0) > 1;

/**
 * Names already judged by `isFitName`, and how: the judgement of a name never changes, and
 * building names recur from town to town ("The Drowsy Gryphon"), so about half are judged already.
 * Emptied when full, so it never holds more than `JUDGED_LIMIT`.
 */
const JUDGED = new Map<string, boolean>();
const JUDGED_LIMIT = 20_000;

/**
 * Whether a drawn building or group name may be printed: nothing rude or published in it, no word
 * said twice and no second "and".
 */
export function isFitName(name: string): boolean {
  let fit = JUDGED.get(name);
  if (fit === undefined) {
    fit = isFitToPrint(name, name) && echoedWord(name) === undefined && !joinsTwice(name);
    if (JUDGED.size >= JUDGED_LIMIT) JUDGED.clear();
    JUDGED.set(name, fit);
  }
  return fit;
}
