import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { rowText, type Row } from '../core/table';
import { COMMON_ENGLISH_WORDS } from '../names/common-english-words';
import { isCommonWord, isFitToPrint } from '../names/name-check';
import { resultPlainText } from './coherence';
import { generateHistoricalEvent } from './history';
import { HISTORY_GRAMMAR } from './history-grammar';
import { ERA_FAMILY_NAMES, ERA_GIVEN_NAMES } from './history-names';
import { generateHoliday } from './holiday';
import { HOLIDAY_GRAMMAR } from './holiday-grammar';

/** Names a reader knows from their own day, or from legend, ballad, stage and published fantasy. */
const KNOWN_NAMES = new Set(
  [
    'vance',
    'nolan',
    'faye',
    'gideon',
    'hollis',
    'fallon',
    'verity',
    'juniper',
    'bastian',
    'rosalind',
    'pellinor',
    'isolde',
    'ysolde',
    'tamlane',
    'perrin',
    'corwin',
    'evander',
    'osric',
    'emrys',
    'morwen',
    'merlin',
    'arthur',
    'gawain',
    'lancelot',
    'galahad',
    'tristan',
    'percival',
    'mordred',
    'guinevere',
    'morgana',
    'ulfric',
    'eivor',
    'madoc',
    'torvald',
  ].map((n) => n.toLowerCase()),
);

/** Two common English words run together ("Pennywhistle", "Hollybrook"), or an empty string. */
function englishCompound(name: string): string {
  const lower = name.toLowerCase();
  for (let i = 3; i <= lower.length - 3; i++) {
    const [a, b] = [lower.slice(0, i), lower.slice(i)];
    if (COMMON_ENGLISH_WORDS.has(a) && COMMON_ENGLISH_WORDS.has(b)) return `${a}+${b}`;
  }
  return '';
}

/** What is wrong with a person's name, or an empty string. */
function nameFault(name: string): string {
  if (KNOWN_NAMES.has(name.toLowerCase())) return `${name}: a modern or legendary name`;
  if (isCommonWord(name)) return `${name}: an English word`;
  if (!isFitToPrint(name, name)) return `${name}: not fit to print`;
  const compound = englishCompound(name);
  return compound ? `${name}: English words run together (${compound})` : '';
}

const HONOREES = [...(HOLIDAY_GRAMMAR.herName ?? []), ...(HOLIDAY_GRAMMAR.hisName ?? [])].map(rowText);
const PEOPLE = new Set([...ERA_GIVEN_NAMES, ...ERA_FAMILY_NAMES, ...HONOREES]);

/** Capitalized words written into the grammars' own rows: the author's words, not drawn names. */
const AUTHORED = new Set(
  [HOLIDAY_GRAMMAR, HISTORY_GRAMMAR].flatMap((grammar) =>
    Object.entries(grammar)
      .filter(([table]) => !['givenName', 'familyName', 'herName', 'hisName'].includes(table))
      .flatMap(([, rows]) => (rows as readonly Row[]).flatMap((row) => rowText(row).match(/\b[A-Z][a-z]+\b/g) ?? [])),
  ),
);
const PLACE_STARTS = (HOLIDAY_GRAMMAR.placeStart ?? []).map(rowText);

/**
 * The drawn names in a result's lines after the title: capitalized words not at a sentence's start
 * that no row of the grammar writes itself (place names drawn from the shared place tables aside).
 */
function drawnNames(text: string): string[] {
  const body = text.split('\n').slice(1).join('\n');
  return [...body.matchAll(/(?<![.:;!?"]\s|^)\b([A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)\b/gm)]
    .map((m) => m[1] as string)
    .filter((word) => !AUTHORED.has(word) && !PLACE_STARTS.some((start) => word.startsWith(start)));
}

describe('people of old stories have names of their own', () => {
  it('lists no English word, modern name or name out of legend among its people', () => {
    const faults = [...PEOPLE].map(nameFault).filter(Boolean);
    expect(faults).toEqual([]);
    expect(ERA_GIVEN_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(ERA_FAMILY_NAMES.length).toBeGreaterThanOrEqual(40);
    // Each list names each person once.
    expect(new Set(ERA_GIVEN_NAMES).size).toBe(ERA_GIVEN_NAMES.length);
    expect(new Set(HONOREES).size).toBe(HONOREES.length);
  });

  it('names only vetted people in 1,500 histories and 1,500 holidays', () => {
    const texts = Array.from({ length: 1500 }, (_, i) => [
      resultPlainText(generateHistoricalEvent(createRng(`era-names-${i}`))),
      resultPlainText(generateHoliday(createRng(`era-names-${i}`))),
    ]).flat();
    const faults = new Set<string>();
    let people = 0;
    for (const text of texts) {
      for (const name of drawnNames(text)) {
        const fault = nameFault(name);
        if (fault) faults.add(fault);
        if (PEOPLE.has(name)) people++;
        else faults.add(`${name}: not from the vetted lists`);
      }
    }
    expect([...faults].slice(0, 10)).toEqual([]);
    expect(people).toBeGreaterThan(1000);
  });
});
