import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { FOOD_DRINK_TYPES } from '../data/options';
import { toPlainText } from '../text/rich-text';
import { labelledLine } from '../world/contradictions';
import { generateFoodOrDrink } from './food';
import { FOOD_GRAMMAR } from './food-grammar';
import { rowImplies, rowText, type Row } from '../core/table';

/** 4,000 dishes and drinks, every type in turn, as the plain text a game master reads. */
const texts = Array.from({ length: 4000 }, (_, i) =>
  toPlainText(
    generateFoodOrDrink(createRng(`food-${i}`), { type: FOOD_DRINK_TYPES[i % FOOD_DRINK_TYPES.length]! }).component,
  ),
);
/** The name and what it is: everything a taste may speak of. */
const madeOf = (text: string): string => text.split('\nTaste:')[0]!;

/** The venues whose rows say they are cheap or fine, as an expression for their longest plain words. */
function housesThat(tag: 'cheap' | 'fine'): RegExp {
  const words = (FOOD_GRAMMAR.venue as readonly Row[])
    .filter((row) => rowImplies(row).includes(tag))
    .map((row) =>
      rowText(row)
        .split(/\{[^}]*\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    )
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(words.join('|'));
}

/** The first few texts that break a rule (an empty list passes). */
const breaking = (rule: (text: string) => boolean): string[] => texts.filter(rule).slice(0, 5);

/** Tastes that promise something in the dish, and the words of the dish that keep the promise. */
const PROMISES: readonly (readonly [RegExp, RegExp])[] = [
  [/woodsmoke|Smoky and salty/, /smok|spit|coals|embers|Blackened|Fire-Kissed|chestnuts/i],
  [/Hot enough/, /pepper|mustard|horseradish|chili|spic/i],
  [/black pepper/, /pepper/],
  [/chili/, /chili/],
  [/mustard/, /mustard/],
  [/horseradish/, /horseradish/],
  [/ham hock/, /ham hock/],
  [/Cheesy|tang of cheese/, /cheese/],
  [/[Bb]uttery/, /butter/],
  [/herby/, /thyme|rosemary|garlic|bay leaves|sage|dill|lovage|mint|parsley|juniper|fennel|herbs/],
  [/mushroom/, /mushroom/],
  [/good fish/, /fish|cod|trout|mackerel|pike|bass|herring|carp|perch|whitebait|crab/i],
  [/onion/, /onion/],
  [/peaty/, /peat/],
  [/peppery bite/, /pepper/],
  [/Warm and spicy|warmth of spice/, /cinnamon|anise|spiced|chili|cardamom|nutmeg/],
  [/bitter-caramel/, /burnt|butterscotch|treacle|fudge|brittle/],
  [/floral scent/, /rose|blossom|elderflower/],
  [/crunch of sugar/, /cinnamon sugar|anise sugar|spiced sugar|nuts and honey|burnt sugar|brittle/],
  [/tang of fruit/, /apple|pear|plum|cherr|berr|quince|apricot|fig|jelly|peel|raisin|lemon|lime|currant/],
  [/breath of honey/, /honey/],
];

describe('a dish or drink keeps the promises of its taste and its price', () => {
  it('tastes only of what is in it: smoke from the fire, heat from a hot sauce, caramel, flowers and spice from the recipe', () => {
    for (const [taste, evidence] of PROMISES) {
      const promised = texts.filter((t) => taste.test(labelledLine(t, 'Taste')));
      expect(promised.length, String(taste)).toBeGreaterThan(0);
      expect(promised.filter((t) => !evidence.test(madeOf(t))).slice(0, 5)).toEqual([]);
    }
  });

  it('is named for what is in it: a Three-Pepper dish is hot, a Honeyed one has honey, a Smoky one met smoke', () => {
    const leads: readonly (readonly [RegExp, RegExp])[] = [
      [/^Three-Pepper/, /pepper|mustard|horseradish|chili|spic/i],
      [/^Honeyed/, /honey/],
      [/^Sugar-Crusted/, /cinnamon sugar|anise sugar|spiced sugar|nuts and honey|burnt sugar|brittle/],
      [/^(Blackened|Fire-Kissed|Smoky) /, /smok|spit|coals|embers|Blackened|Fire-Kissed|chestnuts/i],
    ];
    for (const [lead, evidence] of leads) {
      const named = texts.filter((t) => lead.test(t));
      expect(named.length, String(lead)).toBeGreaterThan(0);
      expect(named.filter((t) => !evidence.test(labelledLine(t, 'What it is'))).slice(0, 5)).toEqual([]);
    }
    expect(breaking((t) => /A jammy red/.test(t) && /Dry and tannic/.test(t))).toEqual([]);
    expect(breaking((t) => /herbal backbone/.test(t) && !/herbs/.test(madeOf(t)))).toEqual([]);
  });

  it('names in its taste the heat or the ham it is made with: chili oil tastes of chili, a ham-hock soup of ham', () => {
    const taste = (t: string) => labelledLine(t, 'Taste');
    // A hot dish names one of its sources of heat; with chili oil alone, the chili.
    const HEAT = ['chili', 'mustard', 'horseradish', 'pepper', 'spic'];
    const hot = (t: string) => /Hot enough/.test(taste(t));
    expect(breaking((t) => hot(t) && !HEAT.some((h) => taste(t).includes(h) && madeOf(t).includes(h)))).toEqual([]);
    expect(
      breaking((t) => /chili oil/.test(t) && !/spicy|pepper|mustard|horseradish/.test(t) && !/chili/.test(taste(t))),
    ).toEqual([]);
    expect(breaking((t) => /ham hock/.test(t) && !/ham/.test(taste(t)))).toEqual([]);
    // A sweet tossed in chili tastes of its heat, and a Bean Soup is made of beans.
    expect(
      breaking((t) => /chili/.test(madeOf(t)) && /sweet/i.test(taste(t)) && !/chili|hot|heat/.test(taste(t))),
    ).toEqual([]);
    expect(breaking((t) => /Bean Soup/.test(t) && /lentil/.test(t))).toEqual([]);
    expect(breaking((t) => /ham hock/.test(t) && !/[Ss]moky/.test(taste(t)))).toEqual([]);
  });

  it('keeps what is in a dish apart from the kinds of dish: a pickle is no Sour beer, so no savory dish is "an acquired taste"', () => {
    expect(breaking((t) => /Sour as green apples|farmyard edge/.test(t) && !/sour beer/.test(t))).toEqual([]);
    expect(breaking((t) => /Salty in a way/.test(t) && /another spoonful/.test(t))).toEqual([]);
  });

  it('mostly finishes on something in the dish, not on a taste any dish could have', () => {
    const savory = texts.filter((t) => /^(Meal|Soup|Street Food)$/.test(labelledLine(t, 'Type')) && /, then /.test(t));
    const generic = savory.filter((t) =>
      /then (a richness that sticks|a salty finish|a clean finish|a plain, honest warmth)/.test(
        labelledLine(t, 'Taste'),
      ),
    );
    expect(savory.length).toBeGreaterThan(500);
    expect(generic.length / savory.length).toBeLessThan(0.3);
  });

  it('keeps the tags of what is in a dish apart from the ids of the kinds: brandy in a pudding makes it no Brandy', () => {
    const ids = new Set((FOOD_GRAMMAR.base ?? []).map((row) => (typeof row === 'string' ? row : (row.id ?? ''))));
    const clashes: string[] = [];
    for (const [table, rows] of Object.entries(FOOD_GRAMMAR))
      for (const row of rows as readonly Row[])
        for (const tag of rowImplies(row)) if (ids.has(tag)) clashes.push(`${table}: ${rowText(row)} implies ${tag}`);
    expect(clashes).toEqual([]);
    expect(breaking((t) => /Pudding/.test(t) && /hint of oak|ripe fruit on the nose/.test(t))).toEqual([]);
    expect(breaking((t) => /fermented with chili/.test(t) && !/chili/.test(labelledLine(t, 'Taste')))).toEqual([]);
  });

  it('says "on the" once to a sentence: no coaching inn "on the Woldwick on the Water road"', () => {
    expect(breaking((t) => /\bon the\b[^.]*\bon the\b/.test(labelledLine(t, 'What it is')))).toEqual([]);
  });

  it('never names a kitchen twice, nor keeps a bar at a long table', () => {
    expect(breaking((t) => /kitchen at \S+ kitchen/.test(t))).toEqual([]);
    expect(breaking((t) => /behind the bar at the long table/.test(t))).toEqual([]);
    expect(breaking((t) => /back room of \S+ supper room/.test(t))).toEqual([]);
  });

  it('charges what the house charges: coppers in a cheap one, and gold or a wealthy plate only in a fine one', () => {
    const cheap = housesThat('cheap');
    const fine = housesThat('fine');
    const price = (t: string) => labelledLine(t, 'Price');
    expect(breaking((t) => cheap.test(t) && /\bgp\b/.test(price(t)))).toEqual([]);
    expect(breaking((t) => !fine.test(t) && /^[6-9] sp a plate$/.test(price(t)))).toEqual([]);
    expect(breaking((t) => !fine.test(t) && /^([5-9]|1[0-2]) gp a bottle$/.test(price(t)))).toEqual([]);
    expect(breaking((t) => (/ask by name/.test(t) || fine.test(t)) && /\bcp a shot\b/.test(price(t)))).toEqual([]);
    expect(breaking((t) => cheap.test(t) && /Tea and Infusions/.test(t) && /\bsp\b/.test(price(t)))).toEqual([]);
    // Firewater never goes by the glass, and a fine house pours no wine for coppers.
    expect(breaking((t) => /somebody's shed/.test(t) && /a glass/.test(price(t)))).toEqual([]);
    expect(breaking((t) => fine.test(t) && /Type: Wine/.test(t) && /cp a cup/.test(price(t)))).toEqual([]);
    // A shot is never cheaper than a mug of ale (at most 6 cp), nor an aged spirit sold for coppers.
    expect(breaking((t) => /^[1-5] cp a shot$/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /\baged\b/.test(t) && /Spirits/.test(t) && /\bcp\b/.test(price(t)))).toEqual([]);
    // A bowl of soup costs coppers, as the other dishes of a house do; silver only in a fine one.
    expect(breaking((t) => /Soup/.test(t) && !fine.test(t) && /\bsp\b/.test(price(t)))).toEqual([]);
    // Small beer is cheap everywhere; shed-made firewater is sold by the jug, and not in a fine house.
    expect(breaking((t) => /table beer/.test(t) && /\bsp\b/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /somebody's shed/.test(t) && (/ask by name/.test(t) || fine.test(t)))).toEqual([]);
  });
});

describe('a dish or drink reads well and reads fresh', () => {
  it('is sold from a place or by a person, never from a person', () => {
    for (const row of FOOD_GRAMMAR.stall as readonly Row[]) expect(rowText(row), rowText(row)).toMatch(/^(from|by) /);
    for (const text of texts) {
      expect(text, text).not.toMatch(/\bfrom an? (boy|girl|man|woman|old woman|old man)\b/);
      expect(text, text).not.toMatch(/\bby the cup by\b/);
    }
  });

  it('seldom repeats a dish among 25 made one at a time', () => {
    let repeats = 0;
    for (let sitting = 0; sitting < 20; sitting++) {
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        const rng = createRng(`food-sitting-${sitting}-${i}`);
        const type = rng.fork('type').pick(FOOD_DRINK_TYPES);
        const text = toPlainText(generateFoodOrDrink(rng, { type }).component);
        // The dish itself: the first words of what it is, before any filling is named.
        const dish = labelledLine(text, 'What it is').split(/\s+/).slice(0, 5).join(' ');
        if (seen.has(dish)) repeats++;
        seen.add(dish);
      }
    }
    // One base way of making each dish gave about 3 a sitting; two ways give about 1.
    expect(repeats / 20).toBeLessThan(1.6);
  });
});

describe('a taste says each thing once', () => {
  it('names no taste twice in one line: no "warm and spicy, then a slow warmth of spice"', () => {
    const twice: string[] = [];
    for (const text of texts) {
      const words = labelledLine(text, 'Taste')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4 && !['then', 'that', 'with', 'like', 'every', 'more'].includes(w));
      const stems = words.map((w) => w.slice(0, 4));
      if (new Set(stems).size < stems.length) twice.push(labelledLine(text, 'Taste'));
    }
    expect([...new Set(twice)]).toEqual([]);
  });
});

describe('a taste names only what is in the cup', () => {
  it('tastes of lemon only where lemon went in', () => {
    for (const text of texts) if (/Lemony/.test(text)) expect(madeOf(text), text).toMatch(/lemon/i);
  });
});

describe('a taste reads aloud', () => {
  it('says "then" once, and pours nothing kept down the well from the cask', () => {
    for (const text of texts) {
      expect(labelledLine(text, 'Taste').match(/\bthen\b/g)?.length ?? 0, text).toBeLessThan(2);
      if (/down the well/.test(text)) expect(text, text).not.toMatch(/from the cask/);
    }
  });
});

describe('a dish for one', () => {
  it('is never priced as a platter that feeds four (a stew in a hollowed loaf, a hash under two eggs)', () => {
    const forOne = texts.filter((t) => /hollowed loaf|two fried eggs|onto the plate/.test(t));
    expect(forOne.length).toBeGreaterThan(10);
    expect(forOne.filter((t) => /feeds four/.test(t)).slice(0, 3)).toEqual([]);
    expect(texts.some((t) => /feeds four/.test(t))).toBe(true);
  });
});

describe('a fruit named as it is pressed', () => {
  it('never says "pears juice": the fruit comes after the pressing', () => {
    const pressed = texts.filter((t) => /pressed cold from/.test(t));
    expect(pressed.length).toBeGreaterThan(5);
    for (const text of texts) expect(text, text).not.toMatch(/\b\w+(ies|s) juice\b/);
  });

  it('leaves no room for a second helping after a heavy pudding', () => {
    for (const text of texts)
      if (/steamed pudding|treacle|dates and suet/.test(text))
        expect(labelledLine(text, 'Taste'), text).not.toMatch(/room for a second helping/);
  });
});

describe('a drink tastes of how it was poured', () => {
  it('fizzes only where the description bubbles, froths only where the milk was whipped, and is creamy only with milk in it', () => {
    const taste = (t: string) => labelledLine(t, 'Taste');
    expect(
      breaking((t) => /fizz|bubbles/i.test(taste(t)) && /Soft Drink/.test(t) && !/sparkling|fizzing/.test(madeOf(t))),
    ).toEqual([]);
    expect(
      breaking((t) => /frothy|airy/.test(taste(t)) && /milk/i.test(madeOf(t)) && !/whipped/.test(madeOf(t))),
    ).toEqual([]);
    expect(breaking((t) => /Spiced Tea/.test(t) && /creamy/.test(taste(t)) && !/milk/i.test(madeOf(t)))).toEqual([]);
    // A still cistern water and a snow sherbet are poured, so the rule above is not idle.
    expect(texts.some((t) => /mossy cistern/.test(t))).toBe(true);
  });
});

describe('the item decides its facts, and every line speaks only of them', () => {
  const taste = (t: string) => labelledLine(t, 'Taste');
  const what = (t: string) => labelledLine(t, 'What it is');
  const price = (t: string) => labelledLine(t, 'Price');

  it('tastes of the ingredients and the color of the drink: no sugar without sugar, no golden mead of blackcurrants, no blushing stout', () => {
    expect(
      breaking(
        (t) => /[Ss]ugar and fire|Sweet at first, with a creeping heat/.test(taste(t)) && !/sugar/.test(what(t)),
      ),
    ).toEqual([]);
    expect(breaking((t) => /chili and lime/.test(t) && /[Ss]weet|[Ss]ugar/.test(taste(t)))).toEqual([]);
    expect(texts.some((t) => /chili and lime/.test(t))).toBe(true);
    expect(breaking((t) => /blackcurrants/.test(t) && /golden/.test(taste(t)))).toEqual([]);
    // A spice in the taste went into the pot: no cinnamon on the breath of a nutmeg tea.
    for (const spice of ['cinnamon', 'clove', 'orange', 'ginger', 'nutmeg'])
      expect(
        breaking(
          (t) => /Tea and Infusions|Wine|Spirits/.test(t) && taste(t).includes(spice) && !what(t).includes(spice),
        ),
      ).toEqual([]);
    expect(breaking((t) => /elderflowers/.test(what(t)) && /Liqueur/.test(t) && /^Dark/.test(taste(t)))).toEqual([]);
    // A blush or a rose cheek is pink or red; a black anchor or midnight is dark; gold is golden.
    expect(
      breaking(
        (t) =>
          /^(Maiden's Blush|Rose-Cheek|Heartblood) /.test(t) &&
          (/stout|porter|white|gin|firewater|black tea|green tea|smoked tea|whiskey|brandy/i.test(t.split('\n')[0]!) ||
            !/\bred\b|pink|cherr|plum|blackberr|elderberr|blackcurrant|sloe|hibiscus/.test(what(t))),
      ),
    ).toEqual([]);
    expect(
      breaking((t) => /^(Black Anchor|Midnight|Tarpot) /.test(t) && !/black|dark|brown|walnut/i.test(what(t))),
    ).toEqual([]);
  });

  it('is priced in the vessel it is served in: a cup of soup by the cup, one twist of dough by the piece, a glass by the glass', () => {
    expect(breaking((t) => /straight from the cup/.test(t) && /a bowl/.test(price(t)))).toEqual([]);
    expect(texts.some((t) => /straight from the cup/.test(t) && /a cup/.test(price(t)))).toBe(true);
    expect(
      breaking(
        (t) =>
          /^(a twist of fried dough|a round of fried dough|a palm-sized pie|a split roll)/i.test(what(t)) &&
          /big helping/.test(price(t)),
      ),
    ).toEqual([]);
    expect(breaking((t) => /Sold by the cup/.test(t) && /big helping/.test(price(t)))).toEqual([]);
    expect(
      breaking(
        (t) => /in a glass|bottom of the glass|two glasses/.test(taste(t)) && /a mug|a pitcher|a cup/.test(price(t)),
      ),
    ).toEqual([]);
    expect(breaking((t) => /tall .*glass/.test(what(t)) && /a mug/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /hollowed loaf/.test(t) && /a plate/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /wide clay bowl/.test(t) && /a pot/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /Poured by the glass/.test(t) && /bottle|shot/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /Poured by the cup/.test(t) && /bottle|jug/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /drawn straight from the barrel/.test(t) && /bottle/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /mossy cistern|a cup of juice/.test(t) && /bottle|jug/.test(price(t)))).toEqual([]);
  });

  it('is sold where it can be made: no ice at a charcoal camp, no old whiskey for a silver penny, no pan from a kettle', () => {
    const rustic =
      /charcoal burners' camp|ferrymen's hut|miners' mess hall|toll house|pig asleep|lockkeeper's cottage|widow's front parlor|shepherds' bothy|hermit-run hostel|woodcutters' hall|quarry inn/;
    expect(breaking((t) => rustic.test(t) && /\bice\b|snow from|aged \d+ years|sparkling wine/.test(what(t)))).toEqual(
      [],
    );
    expect(breaking((t) => /aged (1\d|2\d) years/.test(t) && /^[1-4] sp a glass$/.test(price(t)))).toEqual([]);
    expect(breaking((t) => /kettle over coals/.test(t))).toEqual([]);
    expect(breaking((t) => /hot from the pan|fried dough|fried rather/.test(t) && /smoky brazier/.test(t))).toEqual([]);
    expect(breaking((t) => /drum|embers|coals/.test(t) && /copper pan/.test(t))).toEqual([]);
    expect(breaking((t) => /when the frost comes/.test(t) && /only in summer/.test(t))).toEqual([]);
    // A house open only at one time takes no second time: no "on market days at the hall, on saint's days".
    expect(
      breaking((t) =>
        /(on market days|when the frost comes|on summer evenings|at noon|each morning|for feast days|from dawn|daily) at [^.]*(on feast days|on market|market eve|saint's days|at noon|each market day|only in summer|gate is open|feast night|pay day)/.test(
          t,
        ),
      ),
    ).toEqual([]);
    expect(breaking((t) => /Cooked while you wait/.test(t) && /tray|basket/.test(t))).toEqual([]);
  });

  it('says nothing of the modern or the real world, and spells as Americans do', () => {
    const words =
      /coffee|chocolate|banana|wedge of lemon|on the rim|funky|biscuity|Moreish|Shepherd's Pie|speciality|queue|supper club|cooperative|Last Orders|Plough|assize/i;
    for (const [table, rows] of Object.entries(FOOD_GRAMMAR))
      for (const row of rows as readonly Row[]) expect(rowText(row), table).not.toMatch(words);
    expect(breaking((t) => words.test(t))).toEqual([]);
  });

  it('draws its names, houses and tags from wide, flat pools, so 25 seldom share one', () => {
    expect((FOOD_GRAMMAR.foodLead ?? []).length).toBeGreaterThanOrEqual(50);
    expect((FOOD_GRAMMAR.drinkLead ?? []).length).toBeGreaterThanOrEqual(50);
    expect((FOOD_GRAMMAR.venue ?? []).length).toBeGreaterThanOrEqual(100);
    expect((FOOD_GRAMMAR.servedBy ?? []).length).toBeGreaterThanOrEqual(42);
    expect((FOOD_GRAMMAR.tavernNoun ?? []).length).toBeGreaterThanOrEqual(14);
    let worst = 0;
    for (let sitting = 0; sitting < 20; sitting++) {
      const seen = new Map<string, number>();
      for (let i = 0; i < 25; i++) {
        const rng = createRng(`food-names-${sitting}-${i}`);
        const type = rng.fork('type').pick(FOOD_DRINK_TYPES);
        const text = toPlainText(generateFoodOrDrink(rng, { type }).component);
        const keys = [
          `lead:${text.split('\n')[0]!.split(' ')[0]}`,
          ...(/but only when the cook/.test(text) ? ['tag:mood'] : []),
          ...(/after the main course/.test(text) ? ['tag:main'] : []),
          ...(/charcoal burners/.test(text) ? ['venue:charcoal'] : []),
        ];
        for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
      }
      worst = Math.max(worst, ...[...seen].filter(([k]) => !/lead:\w+'s$/.test(k) || true).map(([, n]) => n));
    }
    expect(worst).toBeLessThanOrEqual(3);
  });

  it('reads grammatically and names a real taste: no "a little heather tips", no taste that merely "stays on the lips"', () => {
    expect(breaking((t) => /a little \w+ (tips|seeds|cherries|oats)/.test(t))).toEqual([]);
    expect(breaking((t) => /roasted barley and roasted barley/.test(t))).toEqual([]);
    expect(breaking((t) => /then a taste that stays on the lips/.test(t))).toEqual([]);
    expect(breaking((t) => /pea and mint, finished with cream and mint/.test(t))).toEqual([]);
  });
});
