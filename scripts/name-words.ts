/**
 * Writes packages/engine/src/names/name-words.ts from the full English word list of the
 * an-array-of-english-words package, in a form small enough for the browser: every word of two to
 * seven letters (where chance spellings crowd) as a Bloom filter, and the longer words the name
 * generators and the translator's lexicons were found to produce by a large sweep. The engine
 * refuses them when it draws a name or a word form; its tests check fresh names against the full list.
 * Run after changing phonologies or naming schemes, until it finds no new word (each run's refusals
 * change what is drawn next): `npm run names:words`. With --fresh it starts from an empty list.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ENGLISH from 'an-array-of-english-words' with { type: 'json' };
import { createRng } from '../packages/engine/src/core/rng';
import { HERITAGES, TRANSLATION_LANGUAGES } from '../packages/engine/src/data/options';
import { COMMON_ENGLISH_WORDS } from '../packages/engine/src/names/common-english-words';
import { NAME_WORDS } from '../packages/engine/src/names/name-words';
import { bloomFilter, SHORT_WORD_LENGTH } from '../packages/engine/src/names/word-filter';
import { generatePersonName } from '../packages/engine/src/names/person-name';
import { chosenNameWords } from '../packages/engine/src/names/naming-schemes';
import { buildLexicon } from '../packages/engine/src/translator/lexicon';

const OUT = join(import.meta.dirname, '../packages/engine/src/names/name-words.ts');
const PER_HERITAGE = Number(process.argv[2] ?? 40_000);
const english = new Set(ENGLISH as string[]);
const chosen = chosenNameWords();
/** Words already refused stay refused (their names are redrawn, so a sweep no longer meets them). */
const found = new Set<string>(process.argv.includes('--fresh') ? [] : NAME_WORDS);
const before = found.size;

for (const heritage of HERITAGES) {
  for (let i = 0; i < PER_HERITAGE; i++) {
    const name = generatePersonName(createRng(`name-words/${heritage}/${i}`), heritage, i % 2 ? 'Male' : 'Female');
    for (const part of name.full.toLowerCase().split(' ')) {
      if (english.has(part) && !chosen.has(part) && !COMMON_ENGLISH_WORDS.has(part)) found.add(part);
    }
  }
}
for (const language of TRANSLATION_LANGUAGES) {
  for (const form of Object.values(buildLexicon(language).forms)) {
    if (english.has(form) && !COMMON_ENGLISH_WORDS.has(form)) found.add(form);
  }
}
const words = [...found].filter((w) => w.length > SHORT_WORD_LENGTH).sort();
const short = (ENGLISH as string[]).filter((w) => /^[a-z]+$/.test(w) && w.length >= 2 && w.length <= SHORT_WORD_LENGTH);
const filter = bloomFilter(short);
const lines: string[] = [];
for (let i = 0; i < words.length; i += 12) lines.push(words.slice(i, i + 12).join(' '));
writeFileSync(
  OUT,
  `/**
 * English words the name generators and the translator's lexicons would otherwise produce, found by
 * scripts/name-words.ts in the full word list of the an-array-of-english-words package (generated;
 * do not edit). A name part or word form that spells one is redrawn.
 */
const WORDS = \`
${lines.join('\n')}
\`;

/** Longer English words generated names and word forms must not spell, lower case. */
export const NAME_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\\s+/).filter(Boolean));

/** Every English word of 2 to ${SHORT_WORD_LENGTH} letters (${short.length} words), as a Bloom filter. */
export const SHORT_WORDS = {
  bits: ${filter.bits},
  hashes: ${filter.hashes},
  data: '${filter.data}',
} as const;
`,
);
console.log(`${words.length} words written, ${words.length - before} new (${PER_HERITAGE} names per heritage)`);
