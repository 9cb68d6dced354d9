import fc from 'fast-check';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_INSIDE,
  BLOCKED_WORDS,
  gluesEnglishName,
  isFitToPrint,
  isProfane,
  PUBLISHED_NAMES,
  soundsCrude,
  soundSpelling,
  spellsNearWord,
} from './name-check';

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Words the filter knows, some of them whitelisted ("assassin" holds "ass"), to splice into texts. */
const TRICKY = [
  'ass',
  'assassin',
  'class',
  'bitch',
  'boob',
  'boooob',
  'SHIT',
  'Fuuuck',
  'analysis',
  'scunthorpe',
  'cum',
  'document',
  'niggard',
  'penis',
  'pen is',
];
/** Sequences and words the name check blocks beyond the filter. */
const BLOCKED = [
  'kak',
  'pimp',
  'pim p',
  'nazi',
  'bum',
  'gay',
  'knob',
  'snot',
  'Paki',
  'hoe',
  'shoe',
  'Daddy',
  'Homie',
  'Tutu',
  'Barovia',
  'Strahdel',
  'piss',
  'sex',
];

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ     '.split(''));
const spliced = (words: readonly string[], unit = letters) =>
  fc
    .tuple(fc.string({ unit, maxLength: 30 }), fc.constantFrom(...words, ''), fc.string({ unit, maxLength: 30 }))
    .map(([a, b, c]) => a + b + c);

/** The name check written plainly, one step at a time, as the reference for the quick one (same lists). */
function referenceFitToPrint(name: string, pronunciation: string): boolean {
  const blockedWords = new Set<string>([...BLOCKED_WORDS, ...PUBLISHED_NAMES]);
  const blockedInside = [...BLOCKED_INSIDE, ...PUBLISHED_NAMES.filter((n) => n.length >= 6)];
  const joined = name.replace(/[\s'-]+/g, '').toLowerCase();
  const sounds = pronunciation.replace(/[\s-]+/g, '').toLowerCase();
  if (matcher.hasMatch(`${name} ${sounds}`)) return false;
  if (soundsCrude(name, pronunciation)) return false;
  if (blockedInside.some((b) => joined.includes(b) || sounds.includes(b))) return false;
  return !name
    .toLowerCase()
    .split(/[\s-]+/)
    .some((part) => blockedWords.has(part));
}

describe('isProfane', () => {
  it('agrees with the obscenity matcher on texts of letters and spaces', () => {
    fc.assert(
      fc.property(spliced(TRICKY), (text) => isProfane(text) === matcher.hasMatch(text)),
      { numRuns: 20_000, seed: 7 },
    );
  }, 30_000);

  it("agrees with the obscenity matcher on texts with the punctuation of names (' & - , .)", () => {
    const named = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFG   ''&&--,,..".split(''));
    fc.assert(
      fc.property(spliced(TRICKY, named), (text) => isProfane(text) === matcher.hasMatch(text)),
      { numRuns: 20_000, seed: 13 },
    );
  }, 30_000);

  it('agrees with the obscenity matcher on texts with look-alikes, digits and symbols', () => {
    const any = fc.tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('sh1t', 'a$$', 'f.u.c.k', 'b1tch', ''),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(any, ([a, b, c]) => isProfane(a + b + c) === matcher.hasMatch(a + b + c)),
      { numRuns: 5_000, seed: 11 },
    );
  });

  it('finds rude words and spares whitelisted ones', () => {
    expect(isProfane('Thorn Bitchwood')).toBe(true);
    expect(isProfane('Fuuuck')).toBe(true);
    expect(isProfane('sh1t')).toBe(true);
    expect(isProfane('Assassin')).toBe(false);
    expect(isProfane('Aelarith Thandor')).toBe(false);
  });
});

describe('isFitToPrint', () => {
  it('agrees with the plain reference on names and guides', () => {
    const part = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzAEKPS -'.split(''));
    fc.assert(
      fc.property(
        spliced([...TRICKY, ...BLOCKED], part),
        spliced(BLOCKED, part),
        (name, say) => isFitToPrint(name, say) === referenceFitToPrint(name, say),
      ),
      { numRuns: 20_000, seed: 5 },
    );
  }, 30_000);

  it('agrees with the plain reference on names with apostrophes, tabs and letters beyond ASCII', () => {
    const part = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzAEKPS -'\t\u00e9\u00a0".split(''));
    fc.assert(
      fc.property(
        spliced([...TRICKY, ...BLOCKED], part),
        spliced(BLOCKED, part),
        (name, say) => isFitToPrint(name, say) === referenceFitToPrint(name, say),
      ),
      { numRuns: 20_000, seed: 9 },
    );
  }, 30_000);

  it('refuses a rude word heard across the syllables of the guide or the parts of the name', () => {
    expect(isFitToPrint('Shitra', 'shi-TRA')).toBe(false);
    expect(isFitToPrint('Pim Pelo', 'PIM PEH-loh')).toBe(false);
    expect(isFitToPrint('Bum Tally', 'BUM TAL-ee')).toBe(false);
    expect(isFitToPrint('Hashisha Bloodscar', 'hah-SHEE-shah BLUD-skar')).toBe(false);
    expect(isFitToPrint('Skankette Toadlicker', 'skank-ET TOHD-lik-er')).toBe(false);
    expect(isFitToPrint('Bumble Tally', 'BUM-bul TAL-ee')).toBe(true);
    expect(isFitToPrint('Sharra', 'SHAH-rah')).toBe(true);
  });

  it('refuses crude and modern words and names from published settings', () => {
    expect(isFitToPrint('Daddy Brennock', 'DAD-ee BREN-ok')).toBe(false);
    expect(isFitToPrint('Homie', 'HOH-mee')).toBe(false);
    expect(isFitToPrint('Tutu Ashfield', 'TOO-too ASH-feeld')).toBe(false);
    expect(isFitToPrint('Vinbesex', 'vin-BE-seks')).toBe(false);
    expect(isFitToPrint('Kelpiss', 'KEL-pis')).toBe(false);
    expect(isFitToPrint('Barovia', 'bah-ROH-vyah')).toBe(false);
    expect(isFitToPrint('Talis Barovian', 'TAH-lis bah-ROH-vyan')).toBe(false);
    expect(isFitToPrint('Strahd', 'STRAHD')).toBe(false);
    expect(isFitToPrint('Sigil Varen', 'SI-jil VAH-ren')).toBe(false);
    expect(isFitToPrint('Sigilla Varen', 'si-JIL-ah VAH-ren')).toBe(true);
  });

  it('refuses a name that says a crude word aloud, whatever its letters', () => {
    expect(soundSpelling('Coxum')).toBe('koksum');
    expect(isFitToPrint('Munor Coxum', 'MOO-nor KOKS-um')).toBe(false);
    expect(isFitToPrint('Coxum', 'Coxum')).toBe(false);
    expect(isFitToPrint('Koketh Mithralbraid', 'KOK-eth MITH-rul-brayd')).toBe(false);
    expect(isFitToPrint('Lazzalyn Jizpin', 'LAZ-zah-lin JIZ-pin')).toBe(false);
    expect(isFitToPrint('Garur Grukum', 'GAH-rur GROO-kum')).toBe(false);
    expect(isFitToPrint("The Cook's Rest", "The Cook's Rest")).toBe(true);
    expect(isFitToPrint('Rowancrown', 'ROH-un-krown')).toBe(true);
    expect(isFitToPrint('Maddox Kemp', 'MAD-oks KEMP')).toBe(true);
  });

  it('refuses the well-known places and houses of other games and books, and modern surnames', () => {
    for (const name of ['Darrowmere', 'Herondale', 'Lake Darrowmere', 'Herondale Manor', 'Stormwind', 'Winterfell'])
      expect(isFitToPrint(name, name), name).toBe(false);
    expect(isFitToPrint('Bedina Bolton', 'beh-DEE-nah BOHL-tun')).toBe(false);
    expect(isFitToPrint('Tirza Calloway', 'TEER-zah KAL-oh-way')).toBe(false);
    expect(isFitToPrint('Gupta Fennelcrumb', 'GUP-tah FEN-ul-krum')).toBe(false);
    expect(PUBLISHED_NAMES).toEqual(expect.arrayContaining(['darrowmere', 'herondale']));
  });

  it('finds a common word spelled another way', () => {
    expect(spellsNearWord('Fikle')).toBe(true);
    expect(spellsNearWord('Fyre')).toBe(true);
    expect(spellsNearWord('Kandle')).toBe(true);
    expect(spellsNearWord('Aelarith')).toBe(false);
    expect(spellsNearWord('Kaldessa')).toBe(false);
  });

  it('finds a word spelled with one sound-alike letter changed, or with an -i for its final -y', () => {
    for (const word of ['Troley', 'Holow', 'Fidle', 'Gigle', 'Skinni', 'Skini', 'Peski', 'Gummie', 'Punney', 'Bizzi'])
      expect(spellsNearWord(word), word).toBe(true);
    for (const word of ['Krirenpo', 'Kasak', 'Thaelari', 'Zikmikripp', 'Velae'])
      expect(spellsNearWord(word), word).toBe(false);
  });

  it('finds English given names glued into a made-up name, on either gender', () => {
    for (const word of [
      'Marybess',
      'Mary',
      'Webill',
      'Ritaa',
      'Katelin',
      'Bobelle',
      'Bobbelle',
      'Tomwise',
      'Tomfred',
      'Dugbob',
      'Miley',
    ])
      expect(gluesEnglishName(word), word).toBe(true);
    for (const word of ['Tomar', 'Danek', 'Benedra', 'Samund', 'Marella', 'Aelarith', 'Kimora'])
      expect(gluesEnglishName(word), word).toBe(false);
  });

  it('refuses a modern word hidden inside a made-up name', () => {
    expect(isFitToPrint('Wifipsy Bipidle', 'WEE-fip-see BEE-pee-dul')).toBe(false);
    expect(isFitToPrint('Sushira', 'soo-SHEE-ruh')).toBe(false);
  });
});
