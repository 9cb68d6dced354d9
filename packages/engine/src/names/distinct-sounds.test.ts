import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES, TRANSLATION_LANGUAGES, type Heritage } from '../data/options';
import { BASE_WORDS } from '../translator/base-words';
import { buildLexicon } from '../translator/lexicon';
import { HERITAGE_NAMING } from './naming-schemes';
import { generatePersonName } from './person-name';
import { trainTrigramClassifier } from './trigram-classifier';

const SEXES = ['Male', 'Female'] as const;

/** Names of a heritage, half of each gender, from a stream of seeds of their own. */
const namesOf = (heritage: Heritage, stream: string, count: number): string[] =>
  Array.from(
    { length: count },
    (_, i) => generatePersonName(createRng(`${stream}/${heritage}/${i}`), heritage, SEXES[i % 2]!).full,
  );

/** The peoples who name their own, and the parents whose names a half-blood takes. */
const OWN_NAMING = HERITAGES.filter((h) => 'given' in HERITAGE_NAMING[h]);
const accepted = (heritage: Heritage): readonly Heritage[] => {
  const naming = HERITAGE_NAMING[heritage];
  return 'parents' in naming ? [heritage, ...naming.parents] : [heritage];
};

describe('each people sounds like itself', () => {
  it('tells a heritage from 1,000 fresh names by letter trigrams after 2,000 of each, 95 % of the time or more', () => {
    const classifier = trainTrigramClassifier(new Map(OWN_NAMING.map((h) => [h, namesOf(h, 'train', 2000)])));
    let right = 0;
    let total = 0;
    const rates: string[] = [];
    for (const heritage of HERITAGES) {
      const tests = namesOf(heritage, 'fresh', 1000);
      const hits = tests.filter((name) => accepted(heritage).includes(classifier.classify(name))).length;
      rates.push(`${heritage} ${hits / 10} %`);
      right += hits;
      total += tests.length;
    }
    expect(right / total, rates.join(', ')).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('tells a translator language from 1,000 of its word forms after 2,000 others, 90 % of the time or more', () => {
    const lexicons = TRANSLATION_LANGUAGES.map((language) => [language, buildLexicon(language).forms] as const);
    const train = BASE_WORDS.filter((_, i) => i % 4 < 2).slice(0, 2000);
    const test = BASE_WORDS.filter((_, i) => i % 4 === 2).slice(0, 1000);
    const classifier = trainTrigramClassifier(
      new Map(lexicons.map(([language, forms]) => [language, train.map((w) => forms[w] as string)])),
    );
    let right = 0;
    const rates: string[] = [];
    for (const [language, forms] of lexicons) {
      const hits = test.filter((w) => classifier.classify(forms[w] as string) === language).length;
      rates.push(`${language} ${hits / 10} %`);
      right += hits;
    }
    expect(right / (test.length * lexicons.length), rates.join(', ')).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
