import type { Rng } from '../core/rng';

/** Weights by unit: a sound's spelling (or a syllable count) mapped to its relative weight (> 0). */
export type Weights = Readonly<Record<string, number>>;

/** Where the consonants of a syllable sit: V = nucleus only, CVC = onset, nucleus and coda. */
export type SyllableShape = 'V' | 'CV' | 'VC' | 'CVC';

/**
 * Which syllable carries the stress: the first, the second-to-last, the last, or the Latin rule
 * ('heavy': the second-to-last when it is closed, else the one before it).
 */
export type StressRule = 'initial' | 'penult' | 'final' | 'heavy';

/**
 * The sound of a people or a language, as data: weighted spellings for each slot of a syllable,
 * the shapes syllables take, sequences that may never appear, and how words are stressed. Names
 * and the translator build words from the same objects.
 */
export type Phonology = {
  readonly name: string;
  /** Consonants (or clusters) that open a syllable. */
  readonly onsets: Weights;
  /** Onsets of a word's first syllable, when they differ from `onsets`. */
  readonly initialOnsets?: Weights;
  /** Vowels and diphthongs. */
  readonly nuclei: Weights;
  /** Consonants (or clusters) that close a syllable inside a word. */
  readonly codas: Weights;
  /** Codas of a word's last syllable, when they differ from `codas`. */
  readonly finalCodas?: Weights;
  readonly shapes: Readonly<Partial<Record<SyllableShape, number>>>;
  /** Letter sequences a word may never contain (lower case). */
  readonly forbidden: readonly string[];
  /** Most consonant letters in a row (digraphs such as th, sh, ck count as one); default 2. */
  readonly maxConsonants?: number;
  readonly stress: StressRule;
  /** How many syllables an ordinary word has, by count ("1", "2", ...). */
  readonly syllableWeights: Weights;
  /** Respellings for the pronunciation guide where the shared ones do not fit this people. */
  readonly say?: Readonly<Record<string, string>>;
};

/** A word built from a phonology: lower-case spelling, its syllables, their sounds and the stressed one. */
export type BuiltWord = {
  word: string;
  /** The spelling, syllable by syllable. */
  syllables: string[];
  /** A respelling of each syllable for English readers, lower case. */
  sounds: string[];
  /** Index of the stressed syllable. */
  stress: number;
};

/** Respellings of vowels: [in a closed syllable, in an open one]. */
const VOWEL_SAY: Readonly<Record<string, readonly [string, string]>> = {
  a: ['a', 'ah'],
  e: ['e', 'eh'],
  i: ['i', 'ee'],
  o: ['o', 'oh'],
  u: ['u', 'oo'],
  y: ['i', 'ee'],
  aa: ['ah', 'ah'],
  ae: ['ay', 'ay'],
  ai: ['eye', 'eye'],
  au: ['ow', 'ow'],
  ea: ['ee', 'ee'],
  ee: ['ee', 'ee'],
  ei: ['ay', 'ay'],
  eo: ['ay-o', 'ay-oh'],
  ia: ['ya', 'yah'],
  ie: ['ee', 'ee'],
  io: ['yo', 'yoh'],
  oa: ['oh', 'oh'],
  oe: ['oh', 'oh'],
  oi: ['oy', 'oy'],
  oo: ['oo', 'oo'],
  ou: ['ow', 'ow'],
  ua: ['wa', 'wah'],
  ui: ['wee', 'wee'],
  uu: ['oo', 'oo'],
  ya: ['ya', 'yah'],
  ye: ['ye', 'yeh'],
};

/** Respellings of consonant spellings that English readers would misread. */
const CONSONANT_SAY: Readonly<Record<string, string>> = {
  c: 'k',
  ck: 'k',
  cl: 'kl',
  cr: 'kr',
  dh: 'th',
  gh: 'g',
  ll: 'l',
  nn: 'n',
  ph: 'f',
  qu: 'kw',
  q: 'k',
  rh: 'r',
  rr: 'r',
  ss: 's',
  tt: 't',
  x: 'ks',
  y: 'y',
};

/**
 * Sequences no word of any phonology may contain (besides tripled letters, three vowels and a
 * doubled start): "hh", and syllables that read aloud as a crude or rude English word wherever
 * they fall in a made-up name ("Tit-", "-cum-", "Bum-"), which the profanity filter only catches
 * as whole words.
 */
export const UNIVERSAL_FORBIDDEN = [
  'hh',
  'tit',
  'cum',
  'cunt',
  'cock',
  'bum',
  'butt',
  'fag',
  'spunk',
  'tard',
  'twat',
  'arse',
  'turd',
  'shit',
  'fuk',
  'fuc',
  'dick',
  'dik',
  'puss',
  'slut',
  'wank',
  'piss',
  'jizz',
  'boob',
  'anus',
  'anal',
  'homo',
  'pube',
  'penis',
  'poo',
  'sperm',
  'bitch',
];

/** A weights table ready for drawing: its units, their running totals and the grand total. */
type Table = { units: string[]; bounds: number[]; total: number };

function tableOf(weights: Weights): Table {
  const units: string[] = [];
  const bounds: number[] = [];
  let total = 0;
  for (const [unit, w] of Object.entries(weights)) {
    total += w;
    units.push(unit);
    bounds.push(total);
  }
  return { units, bounds, total };
}

/** Index of a weighted draw: the first unit whose running total exceeds the roll (a binary search). */
function drawIndex(rng: Rng, table: Table): number {
  const { bounds } = table;
  const roll = rng.next() * table.total;
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (roll < (bounds[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export const ASCII = 128;

/**
 * A matcher for a set of letter sequences (Aho-Corasick): `next[state * 128 + char]` is the state
 * after an ASCII character (any other character leads back to state 0), and `hit[state]` whether
 * some sequence ends there.
 */
export type Automaton = { next: Int32Array; hit: Uint8Array };

export function automaton(sequences: readonly string[]): Automaton {
  const children: number[][] = [[]];
  const ends: boolean[] = [false];
  for (const sequence of sequences) {
    let state = 0;
    for (let i = 0; i < sequence.length; i++) {
      const ch = sequence.charCodeAt(i);
      if (ch >= ASCII) throw new Error(`Forbidden sequence "${sequence}" is not ASCII`);
      let child = children[state]?.[ch];
      if (child === undefined) {
        child = children.length;
        children.push([]);
        ends.push(false);
        (children[state] as number[])[ch] = child;
      }
      state = child;
    }
    ends[state] = true;
  }
  const next = new Int32Array(children.length * ASCII);
  const hit = new Uint8Array(children.length);
  const fallback = new Int32Array(children.length);
  hit[0] = ends[0] ? 1 : 0;
  // Breadth first, so a state's fallback (a shorter suffix) is complete before the state itself.
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const state = queue[q] as number;
    if (state !== 0) hit[state] = ends[state] || hit[fallback[state] as number] ? 1 : 0;
    for (let ch = 0; ch < ASCII; ch++) {
      const child = children[state]?.[ch];
      const viaFallback = state === 0 ? 0 : (next[(fallback[state] as number) * ASCII + ch] as number);
      if (child === undefined) {
        next[state * ASCII + ch] = viaFallback;
      } else {
        next[state * ASCII + ch] = child;
        fallback[child] = viaFallback;
        queue.push(child);
      }
    }
  }
  return { next, hit };
}

/** A consonant slot (onsets or codas) with the respelling of each unit. */
type ConsonantSlot = Table & { say: string[] };
/** The nuclei with each vowel's respelling in a closed and in an open syllable. */
type VowelSlot = Table & { closed: string[]; open: string[] };
/** Syllable shapes with whether each opens with an onset and closes with a coda. */
type ShapeSlot = Table & { onset: boolean[]; coda: boolean[] };

/** Everything `buildWord` needs from a phonology, worked out once per phonology object. */
type Compiled = {
  shapes: ShapeSlot;
  /** The shapes that open with a consonant (after an open syllable), or CV when a phonology has none. */
  consonantShapes: ShapeSlot;
  initialOnsets: ConsonantSlot;
  onsets: ConsonantSlot;
  nuclei: VowelSlot;
  codas: ConsonantSlot;
  finalCodas: ConsonantSlot;
  /** Finds the phonology's forbidden sequences and the universal ones. */
  forbidden: Automaton;
  maxConsonants: number;
};

const COMPILED = new WeakMap<Phonology, Compiled>();
const TABLES = new WeakMap<Weights, Table>();

function shapeSlot(weights: Weights): ShapeSlot {
  const table = tableOf(weights);
  return { ...table, onset: table.units.map((s) => s.startsWith('C')), coda: table.units.map((s) => s.endsWith('C')) };
}

function consonantSlot(ph: Phonology, weights: Weights): ConsonantSlot {
  const table = tableOf(weights);
  return { ...table, say: table.units.map((unit) => ph.say?.[unit] ?? CONSONANT_SAY[unit] ?? unit) };
}

function vowelSlot(ph: Phonology, weights: Weights): VowelSlot {
  const table = tableOf(weights);
  const say = (unit: string, open: boolean): string => ph.say?.[unit] ?? VOWEL_SAY[unit]?.[open ? 1 : 0] ?? unit;
  return { ...table, closed: table.units.map((u) => say(u, false)), open: table.units.map((u) => say(u, true)) };
}

function compile(ph: Phonology): Compiled {
  let c = COMPILED.get(ph);
  if (!c) {
    const consonantShapes = Object.entries(ph.shapes).filter(([shape]) => shape.startsWith('C'));
    c = {
      shapes: shapeSlot(ph.shapes as Weights),
      consonantShapes: shapeSlot(consonantShapes.length ? Object.fromEntries(consonantShapes) : { CV: 1 }),
      initialOnsets: consonantSlot(ph, ph.initialOnsets ?? ph.onsets),
      onsets: consonantSlot(ph, ph.onsets),
      nuclei: vowelSlot(ph, ph.nuclei),
      codas: consonantSlot(ph, ph.codas),
      finalCodas: consonantSlot(ph, ph.finalCodas ?? ph.codas),
      forbidden: automaton([...ph.forbidden, ...UNIVERSAL_FORBIDDEN]),
      maxConsonants: ph.maxConsonants ?? 2,
    };
    COMPILED.set(ph, c);
  }
  return c;
}

/** A weighted draw of a count from weights keyed by "1", "2", ... */
export function drawCount(rng: Rng, weights: Weights): number {
  let table = TABLES.get(weights);
  if (!table) TABLES.set(weights, (table = tableOf(weights)));
  return Number(table.units[drawIndex(rng, table)]);
}

const isVowel = (c: number): boolean => c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121;

/** Whether two letters spell one consonant: th, sh, ch, kh, gh, ph, zh, dh, wh, ck or qu. */
function isDigraph(first: number, second: number): boolean {
  if (second === 104) return 'tsckgpzdw'.includes(String.fromCharCode(first));
  return (first === 99 && second === 107) || (first === 113 && second === 117);
}

const isLineBreak = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * How far a check of a lower-case spelling has got, so that letters added to a spelling already
 * checked are checked without reading it again: the forbidden-sequence automaton's state, the
 * vowels (a, e, i, o, u) running at the end, the last two letters, the length, the consonant units
 * running at the end (a digraph counts as one) and whether the last letter may begin a digraph.
 */
type Spelling = {
  state: number;
  vowels: number;
  before: number;
  previous: number;
  length: number;
  run: number;
  joinable: boolean;
};

const NO_LETTERS: Spelling = { state: 0, vowels: 0, before: -1, previous: -1, length: 0, run: 0, joinable: false };

/**
 * The check of a spelling with `letters` added, or undefined when the result breaks a rule: it
 * holds a forbidden sequence, a letter three times running, three vowels running, opens with a
 * doubled letter, or has more consonants in a row than the phonology allows. No regular
 * expressions: this runs for every syllable drawn.
 */
function spell(c: Compiled, spelling: Spelling, letters: string): Spelling | undefined {
  const { next, hit } = c.forbidden;
  if (hit[0]) return undefined;
  let { state, vowels, before, previous, run, joinable } = spelling;
  for (let j = 0; j < letters.length; j++) {
    const ch = letters.charCodeAt(j);
    state = ch < ASCII ? (next[state * ASCII + ch] as number) : 0;
    if (hit[state]) return undefined;
    vowels = ch === 97 || ch === 101 || ch === 105 || ch === 111 || ch === 117 ? vowels + 1 : 0;
    if (vowels === 3) return undefined;
    if (ch === previous && !isLineBreak(ch) && (spelling.length + j === 1 || ch === before)) return undefined;
    if (joinable && isDigraph(previous, ch)) {
      joinable = false;
    } else if (isVowel(ch)) {
      run = 0;
      joinable = false;
    } else {
      joinable = true;
      if (++run > c.maxConsonants) return undefined;
    }
    before = previous;
    previous = ch;
  }
  return { state, vowels, before, previous, length: spelling.length + letters.length, run, joinable };
}

/** Whether a spelling breaks a rule of the phonology or a universal one. */
export const isForbidden = (ph: Phonology, text: string): boolean =>
  spell(compile(ph), NO_LETTERS, text.toLowerCase()) === undefined;

/** Letters after which an "h" opening the next syllable would read as a digraph (s-h as "sh"). */
const FALSE_DIGRAPH_END = 'bcdgkpstz';

/**
 * Whether a syllable may follow a lower-case text before the spelling rules are asked. A consonant
 * then "h" across the join reads as a digraph, and a final consonant + "e" reads as a silent e in
 * English, so both are avoided.
 */
function joinsAfter(text: string, syllable: string, last: boolean): boolean {
  if (syllable.charCodeAt(0) === 104 && text !== '' && FALSE_DIGRAPH_END.includes(text[text.length - 1] as string)) {
    return false;
  }
  const n = syllable.length;
  return !(last && n >= 2 && syllable.charCodeAt(n - 1) === 101 && !isVowel(syllable.charCodeAt(n - 2)));
}

/** Whether a respelled syllable ends in a consonant sound (counts as heavy for the stress rule). */
export const isClosedSound = (sound: string): boolean => /(?:[bcdfgjklmnpqrstvxz]|[tscgkz]h)$/i.test(sound);

/** Index of the stressed syllable among `closed.length` syllables under a rule. */
export function stressIndex(rule: StressRule, closed: readonly boolean[]): number {
  const n = closed.length;
  if (n <= 1) return 0;
  switch (rule) {
    case 'initial':
      return 0;
    case 'final':
      return n - 1;
    case 'penult':
      return n - 2;
    case 'heavy':
      return n === 2 || closed[n - 2] ? n - 2 : n - 3;
  }
}

/** An onset's sound and a vowel's joined: a "y" ending the one and opening the other is said once ("yia": "yah"). */
const joinSounds = (onset: string, vowel: string): string =>
  onset.endsWith('y') && vowel.startsWith('y') ? onset + vowel.slice(1) : onset + vowel;

const MAX_SYLLABLE_TRIES = 12;
const MAX_WORD_TRIES = 30;

/**
 * Builds one lower-case word of `syllables` syllables (at least 1) from a phonology, redrawing any
 * syllable whose join breaks a forbidden sequence. Deterministic for a given stream. With
 * `beforeEnding`, the word is a stem that an ending will follow, so its last syllable is a medial one.
 */
export function buildWord(
  rng: Rng,
  phonology: Phonology,
  syllables: number,
  options: { beforeEnding?: boolean } = {},
): BuiltWord {
  const c = compile(phonology);
  const count = Math.max(1, Math.floor(syllables));
  let best: BuiltWord = { word: '', syllables: [], sounds: [], stress: 0 };
  let bestClosed: boolean[] = [];
  for (let attempt = 0; attempt < MAX_WORD_TRIES; attempt++) {
    const spelled: string[] = [];
    const sounds: string[] = [];
    const closed: boolean[] = [];
    let text = '';
    let checked = NO_LETTERS;
    for (let i = 0; i < count; i++) {
      const shapes = i > 0 && !closed[i - 1] ? c.consonantShapes : c.shapes;
      const last = i === count - 1 && !options.beforeEnding;
      const onsets = i === 0 ? c.initialOnsets : c.onsets;
      const codas = last ? c.finalCodas : c.codas;
      let placed = false;
      for (let t = 0; t < MAX_SYLLABLE_TRIES && !placed; t++) {
        const shape = drawIndex(rng, shapes);
        const onset = shapes.onset[shape] ? drawIndex(rng, onsets) : -1;
        const nucleus = drawIndex(rng, c.nuclei);
        const coda = shapes.coda[shape] ? drawIndex(rng, codas) : -1;
        const syllable =
          (onset < 0 ? '' : onsets.units[onset]) +
          (c.nuclei.units[nucleus] as string) +
          (coda < 0 ? '' : codas.units[coda]);
        if (!joinsAfter(text, syllable, last)) continue;
        const after = spell(c, checked, syllable);
        if (!after) continue;
        spelled.push(syllable);
        sounds.push(
          joinSounds(
            onset < 0 ? '' : (onsets.say[onset] as string),
            (coda < 0 ? c.nuclei.open : c.nuclei.closed)[nucleus] as string,
          ) + (coda < 0 ? '' : codas.say[coda]),
        );
        closed.push(coda >= 0);
        text += syllable;
        checked = after;
        placed = true;
      }
      if (!placed) break;
    }
    if (spelled.length > best.syllables.length || attempt === 0) {
      best = { word: text, syllables: spelled, sounds, stress: 0 };
      bestClosed = closed;
    }
    if (spelled.length === count) break;
  }
  best.stress = stressIndex(phonology.stress, bestClosed);
  return best;
}

/**
 * Joins syllable sounds with '-' and writes the stressed one in capitals: "ay-LAR-ith". A sound
 * said as two syllables ("ay-o" for "eo") is stressed on its first.
 */
export function formatPronunciation(sounds: readonly string[], stress: number): string {
  let out = '';
  for (let i = 0; i < sounds.length; i++) {
    const sound = (sounds[i] as string).toLowerCase();
    const dash = sound.indexOf('-');
    const said =
      i !== stress ? sound : dash < 0 ? sound.toUpperCase() : sound.slice(0, dash).toUpperCase() + sound.slice(dash);
    out += (i === 0 ? '' : '-') + said;
  }
  return out;
}

/**
 * A phonology with the sounds of two others (weights summed, forbidden sequences of both), for
 * peoples of mixed parentage. Shapes, stress and respellings come from the first.
 */
export function blendPhonologies(name: string, a: Phonology, b: Phonology): Phonology {
  const sum = (x: Weights = {}, y: Weights = {}): Weights => {
    const out: Record<string, number> = { ...x };
    for (const [k, w] of Object.entries(y)) out[k] = (out[k] ?? 0) + w;
    return out;
  };
  return {
    name,
    onsets: sum(a.onsets, b.onsets),
    initialOnsets: sum(a.initialOnsets ?? a.onsets, b.initialOnsets ?? b.onsets),
    nuclei: sum(a.nuclei, b.nuclei),
    codas: sum(a.codas, b.codas),
    finalCodas: sum(a.finalCodas ?? a.codas, b.finalCodas ?? b.codas),
    shapes: a.shapes,
    forbidden: [...new Set([...a.forbidden, ...b.forbidden])],
    stress: a.stress,
    syllableWeights: a.syllableWeights,
    say: { ...b.say, ...a.say },
  };
}
