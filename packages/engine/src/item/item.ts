import type { Rng } from '../core/rng';
import { allowedRows, drawRow, rowText, type Decks, type Row } from '../core/table';
import { expand, expandRich, MODIFIERS, type Binding } from '../core/template';
import type { Heritage, ItemType, LocationType, MoralAlignment, OrganizationType } from '../data/options';
import { SITE_NAME_TABLES } from '../names/site-name';
import type { TextComponent } from '../text/rich-text';
import { pickWeighted, worldText } from '../world/draw';
import { newHomeSettlement } from '../world/hometown';
import { drawHeritageFrom } from '../world/mentions';
import {
  addLocationStub,
  addNpcStub,
  createLinkContext,
  putGroupStub,
  putNpcStub,
  reserveGroup,
  reserveNpc,
  type LinkContext,
} from '../world/stubs';
import { ITEM_GRAMMAR, MAKERS, MAKING_VERBS } from './item-grammar';
import { EXTRA_DICE, FIGURINE_BEASTS, GIANT_STRENGTH, HEALING, POWERS, STAFF_THEMES, type Power } from './item-powers';
import {
  ELEMENTS,
  FOES,
  ITEM_BASES,
  ITEM_SKILLS,
  ITEM_SPELLS,
  MATERIALS,
  RARITIES,
  RARITY_FIGURES,
  RARITY_WEIGHTS,
  SPELL_FIGURES,
  type ItemBase,
  type ItemSpell,
  type Material,
  type Rarity,
} from './item-tables';

/** An item (SPEC section 3, API.md): name, what it is and does, its history, type and rarity. */
export type Item = {
  Name: string;
  /** What it looks like, its mundane figures where it has them, and what it does in play. */
  Desc: string;
  /** Who made it and what became of it; names people, groups and places as links. */
  History: TextComponent[];
  Type: ItemType;
  Rarity: Rarity;
  /** Whether using its magic needs attunement. */
  Attunement: boolean;
  /** What it would fetch, in copper pieces. */
  Worth: number;
  /** The base object ("longsword", "pair of boots") and its material ("blued steel"). */
  Base: string;
  Material: string;
};

/** What an item is made from: its type, and where the people and places of its history go. */
export type ItemOptions = {
  type: ItemType;
  links?: LinkContext;
  adjectives?: boolean;
  decks?: Decks;
  /** Heritages its maker and owners are drawn from; every heritage when absent or empty. */
  heritages?: readonly Heritage[];
};

const MAGIC_RANK = (rarity: Rarity) => RARITIES.indexOf(rarity);

/** Spell levels of a spell scroll by rarity (the scroll guideline: cantrip-1st common ... 9th legendary). */
const SCROLL_LEVELS: Readonly<Record<Rarity, readonly [number, number]>> = {
  Mundane: [0, 0],
  Common: [0, 1],
  Uncommon: [2, 3],
  Rare: [4, 5],
  'Very Rare': [6, 8],
  Legendary: [9, 9],
};

/** Armor's bonus runs a step behind weapons: +1 rare, +2 very rare, +3 legendary. */
const ARMOR_BONUS: Readonly<Partial<Record<Rarity, string>>> = { Rare: '+1', 'Very Rare': '+2', Legendary: '+3' };
const WARD_BONUS: Readonly<Partial<Record<Rarity, string>>> = { 'Very Rare': '+2', Legendary: '+3' };

/** Charges regained at dawn, by the number of charges. */
const REGAIN: Readonly<Record<number, string>> = { 3: '1d3', 7: '1d6 + 1', 10: '1d6 + 4', 12: '2d6' };

/** How often the second chapter of a history is a group, a place, a former owner or nothing much. */
const FATES: Readonly<Record<'magic' | 'mundane', readonly { fate: string; weight: number }[]>> = {
  magic: [
    { fate: 'group', weight: 35 },
    { fate: 'place', weight: 25 },
    { fate: 'owner', weight: 25 },
    { fate: 'quiet', weight: 15 },
  ],
  mundane: [
    { fate: 'group', weight: 20 },
    { fate: 'place', weight: 15 },
    { fate: 'owner', weight: 35 },
    { fate: 'quiet', weight: 30 },
  ],
};

/** Groups an item passes through, with the alignments their lines of history fit. */
const HOLDING_GROUPS: readonly { type: OrganizationType; alignments: readonly MoralAlignment[] }[] = [
  { type: 'Militaristic', alignments: ['good', 'neutral'] },
  { type: 'Religious', alignments: ['good', 'neutral'] },
  { type: 'NobleHouse', alignments: ['good', 'neutral', 'evil'] },
  { type: 'Pirates', alignments: ['neutral', 'evil'] },
  { type: 'Guild', alignments: ['good', 'neutral'] },
  { type: 'AdventuringParty', alignments: ['good', 'neutral'] },
  { type: 'Political', alignments: ['neutral', 'evil'] },
  { type: 'CauseBased', alignments: ['good', 'neutral'] },
];

/** Places an item may have been lost in. */
const LOST_PLACES: readonly LocationType[] = [
  'Crypt',
  'Ruin',
  'Shipwreck',
  'Tower',
  'Lair',
  'Battlefield',
  'Cave',
  'Dungeon',
  'Mine',
  'Castle',
];

/** Gear that takes blows is never of soft brass, copper or pewter. */
const SOFT_METAL_SHUNNED: readonly ItemType[] = ['Weapon', 'Armor', 'Shield'];

const capitalize = MODIFIERS.title as (s: string) => string;
const SMALL_WORDS = new Set(['of', 'the', 'and', 'a', 'an', 'in', 'on']);
/** Title case that leaves small words inside a name alone: "Wall of Fire". */
/** "the blade", or "the pair of boots" for a pair, so that "it" and "has" agree with it. */
const theItem = (base: ItemBase): string =>
  base.noun.startsWith('pair of ') ? `the ${base.noun}` : `the ${base.short}`;

const title = (s: string): string =>
  capitalize(s)
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The material as it reads before the base in a name: "Boiled" for boiled leather before "Leather Armor". */
function materialWord(material: string, noun: string): string {
  const words = material.split(' ');
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && noun.split(' ').includes(last) ? words.slice(0, -1).join(' ') : material;
}

/** A spell with its figures as an item casts it: "fireball (save DC 15)". */
function castText(spell: ItemSpell): string {
  const figures = SPELL_FIGURES[spell.level] ?? SPELL_FIGURES[0]!;
  if (spell.save) return `${spell.name} (save DC ${figures.dc})`;
  if (spell.attack) return `${spell.name} (+${figures.attack} to hit)`;
  return spell.name;
}

/** Whether a power fits an item of this type, rarity and base (its tags and material class). */
const powerFits = (power: Power, type: ItemType, rarity: Rarity, tags: ReadonlySet<string>): boolean =>
  power.types.includes(type) &&
  power.rarities.includes(rarity) &&
  (power.requires ?? []).every((t) => tags.has(t)) &&
  !(power.excludes ?? []).some((t) => tags.has(t));

/** Draws a row of `rows`, dealt without repeats across a batch when decks are given. */
function deal<T>(rng: Rng, decks: Decks | undefined, name: string, items: readonly T[], id: (item: T) => string): T {
  const rows: Row[] = items.map((item) => ({ text: id(item) }));
  const row = decks ? decks.draw(rng, name, rows) : drawRow(rng, rows);
  return items[rows.indexOf(row)] as T;
}

/** A worth in whole gold pieces inside the rarity's range, on a round step. */
function drawWorthGp(rng: Rng, rarity: Rarity, base: ItemBase, fine: boolean): number {
  if (rarity === 'Mundane') return base.worthGp * (fine ? 2 : 1);
  const [min, max] = RARITY_FIGURES[rarity].worthGp;
  const step = max <= 100 ? 5 : max <= 500 ? 10 : max <= 5000 ? 50 : max <= 50000 ? 500 : 5000;
  const first = Math.ceil(min / step);
  return rng.int(first, Math.floor(max / step)) * step;
}

/** The spells a staff of a rarity can hold, by theme: themes with two or more spells in reach. */
function staffSpells(rng: Rng, rarity: Rarity): { word: string; spells: ItemSpell[] } {
  const [low, high] = RARITY_FIGURES[rarity].spellLevels;
  const maxLevel = Math.max(high, 3);
  const inReach = (tag: string) =>
    ITEM_SPELLS.filter((s) => s.level >= 1 && s.level <= maxLevel && s.tags.includes(tag));
  // The staff's strongest spell sits in its rarity's band, so a legendary staff is never a bundle of small ones.
  const strong = (tag: string) => inReach(tag).filter((s) => s.level >= low);
  const themes = STAFF_THEMES.filter((t) => inReach(t.tag).length >= 2 && strong(t.tag).length >= 1);
  const theme = rng.pick(themes);
  const top = rng.fork('top').pick(strong(theme.tag));
  const rest = rng
    .fork('rest')
    .shuffle(inReach(theme.tag).filter((s) => s !== top && s.level < top.level))
    .slice(0, rarity === 'Uncommon' ? 1 : 2);
  const spells = [...rest, top].sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  return { word: theme.word, spells };
}

/** The bindings a power's text and name may use, drawn from the item's facts. */
function powerBindings(
  rng: Rng,
  power: Power,
  item: { rarity: Rarity; base: ItemBase; material: Material },
): Record<string, Binding> {
  const { rarity, base, material } = item;
  const figures = RARITY_FIGURES[rarity];
  const vars: Record<string, string> = {
    it: theItem(base),
    Base: title(base.noun.replace(/^pair of /, '')),
    Material: title(materialWord(material.text, base.noun)),
    bonus: `+${Math.max(1, figures.bonus)}`,
    armorBonus: ARMOR_BONUS[rarity] ?? '+1',
    bonusLess: WARD_BONUS[rarity] ?? '+1',
    dice: EXTRA_DICE[rarity],
    charges: String(figures.charges),
    regain: REGAIN[figures.charges] ?? '1d6 + 1',
  };
  if (power.param === 'element') {
    const element = rng.fork('element').pick(ELEMENTS);
    vars.element = element.id;
    vars.ElementId = title(element.id);
    vars.Element = rng.fork('element-noun').pick(element.nouns);
    vars.Kenning = rng.fork('kenning').pick(element.kennings);
  }
  if (power.param === 'foe') {
    const foe = rng.fork('foe').pick(FOES);
    vars.foe = foe.plural;
    vars.Bane = foe.bane;
  }
  if (power.param === 'skill' || power.id === 'book-lore') {
    const skill = rng.fork('skill').pick(ITEM_SKILLS);
    vars.skill = skill.skill;
    vars.ability = skill.ability;
    vars.Skill = power.id === 'book-lore' ? skill.ability : skill.noun;
  }
  if (power.id === 'staff-spells') {
    const { word, spells } = staffSpells(rng.fork('staff'), rarity);
    vars.theme = word;
    vars.Spell = word;
    vars.staffSpells = spells
      .map((s) => `${castText(s)} for ${s.level} ${s.level === 1 ? 'charge' : 'charges'}`)
      .join(', ');
  } else if (power.param === 'spell') {
    const [low, high] = power.id === 'scroll' ? SCROLL_LEVELS[rarity] : figures.spellLevels;
    const pool = ITEM_SPELLS.filter(
      (s) =>
        s.level >= low &&
        s.level <= high &&
        (!power.offensive || s.save !== undefined || s.attack === true) &&
        (!power.spellTags || power.spellTags.some((t) => s.tags.includes(t))),
    );
    const spell = rng.fork('spell').pick(pool);
    vars.spell = spell.name;
    vars.cast = castText(spell);
    vars.Spell = title(spell.name);
    vars.levelText = spell.level === 0 ? 'as a cantrip' : `at ${ordinal(spell.level)} level`;
    vars.readDc = String(10 + spell.level);
  }
  const giant = GIANT_STRENGTH[rarity];
  if (giant) {
    const row = rng.fork('giant').pick(giant);
    vars.giant = row.giant;
    vars.strength = String(row.score);
  }
  const healing = HEALING[rarity];
  if (healing) {
    vars.heal = healing.dice;
    vars.healName = `Potion of ${healing.name}`;
    vars.healShort = healing.name;
  }
  const beast = rng.fork('beast').pick(FIGURINE_BEASTS);
  vars.beast = beast;
  vars.beastTitle = title(beast);
  return vars;
}

/** The tags the item's text rows are drawn under. */
function itemTags(type: ItemType, rarity: Rarity, base: ItemBase, material: Material): Set<string> {
  return new Set([
    type.toLowerCase(),
    ...base.tags,
    material.class,
    rarity === 'Mundane' ? 'mundane' : 'magic',
    rarity.toLowerCase(),
  ]);
}

/**
 * Makes the people, groups and places of an item's history as stubs in `links` and draws its
 * history: its maker (whose job fits what the item is made of), the maker's town, and one
 * more chapter (a group that held it, a place it was lost in, or a former owner).
 */
function drawHistory(
  rng: Rng,
  links: LinkContext,
  tags: Set<string>,
  facts: { type: ItemType; base: ItemBase; material: Material; heritages?: readonly Heritage[]; decks?: Decks },
): TextComponent[] {
  const { type, base, material } = facts;
  const job = rowText(drawRow(rng.fork('maker-job'), allowedRows('maker', MAKERS.maker ?? [], tags)));
  const verbTag = type === 'Potion' ? 'potion' : type === 'Scroll' ? 'scroll' : material.class;
  const verb = expand(rng.fork('verb'), MAKING_VERBS, '{verb}', { tags: new Set([verbTag]) });
  const town = newHomeSettlement(rng.fork('town'), links, {});
  const maker = reserveNpc(links, { Heritage: drawHeritageFrom(rng.fork('maker-heritage'), facts.heritages) });
  putNpcStub(links, maker, { Job: job, Settlement: town });

  const magic = tags.has('magic') ? 'magic' : 'mundane';
  const fate = pickWeighted(rng.fork('fate'), FATES[magic]).fate;
  const vars: Record<string, Binding> = {
    maker: maker.link,
    town,
    job: job.toLowerCase(),
    verb,
    it: theItem(base),
    short: base.short,
  };
  const fateTags = new Set(tags);
  if (fate === 'group') {
    const holder = rng.fork('group').pick(HOLDING_GROUPS);
    const reserved = reserveGroup(links, holder.type, rng.fork('group-alignment').pick(holder.alignments));
    vars.group = putGroupStub(links, reserved, {});
    fateTags.add(`group-${holder.type}`);
  } else if (fate === 'place') {
    const placeType = rng.fork('place').pick(LOST_PLACES);
    const name = worldText(rng.fork('place-name'), SITE_NAME_TABLES, 'locationName', {
      tags: [placeType],
      adjectives: links.adjectives,
    });
    vars.place = addLocationStub(links, placeType, name);
    fateTags.add('place');
  } else if (fate === 'owner') {
    vars.owner = addNpcStub(links, { Heritage: drawHeritageFrom(rng.fork('owner-heritage'), facts.heritages) });
    fateTags.add('owner');
  } else {
    fateTags.add('quiet');
  }
  return expandRich(rng.fork('history'), ITEM_GRAMMAR, '{history}', {
    tags: fateTags,
    vars,
    adjectives: links.adjectives,
    decks: facts.decks,
  });
}

/**
 * One item of a type. Facts first: rarity (weighted for the type), base object, material (rare
 * materials only on magic items), a power that fits all three, the power's parameters (a
 * spell in the rarity's levels, an element, a foe), and its worth in the rarity's range; then
 * the name, look and history are drawn from rows those facts allow. Deterministic per stream.
 */
export function generateItem(rng: Rng, options: ItemOptions): Item {
  const { type } = options;
  const links = options.links ?? createLinkContext(rng, 'GetItem', options.adjectives ?? true);
  const weights = Object.entries(RARITY_WEIGHTS[type]) as [Rarity, number][];
  const rarity = rng.fork('rarity').weighted(weights, ([, w]) => w)[0];
  const base = deal(
    rng.fork('base'),
    options.decks,
    `item-base:${type}`,
    ITEM_BASES.filter((b) => b.type === type),
    (b) => b.id,
  );
  const magic = rarity !== 'Mundane';
  const materials = MATERIALS.filter(
    (m) => base.classes.includes(m.class) && (magic || !m.magicOnly) && !(m.soft && SOFT_METAL_SHUNNED.includes(type)),
  );
  const material = rng.fork('material').pick(materials);
  const tags = itemTags(type, rarity, base, material);
  const powers = POWERS.filter((p) => powerFits(p, type, rarity, tags));
  if (powers.length === 0) throw new Error(`no power for a ${rarity} ${type} (${base.id})`);
  const power = deal(rng.fork('power'), options.decks, `item-power:${type}`, powers, (p) => p.id);
  const vars = powerBindings(rng.fork('bindings'), power, { rarity, base, material });

  const effect = expand(rng.fork('effect'), ITEM_GRAMMAR, power.text, { vars });
  const name = expand(rng.fork('name'), ITEM_GRAMMAR, rng.fork('name-pick').pick(power.names), { vars });
  const look = expand(rng.fork('look'), ITEM_GRAMMAR, '{look}', {
    tags,
    vars: { noun: base.noun, material: material.text },
    adjectives: options.adjectives ?? true,
    decks: options.decks,
  });
  const showsFigures = ['Weapon', 'Armor', 'Shield', 'Potion', 'Staff'].includes(type);
  const desc = [look, showsFigures ? base.figures : '', effect].filter(Boolean).join(' ');
  const worthGp = drawWorthGp(rng.fork('worth'), rarity, base, power.id === 'fine');
  // Potions and scrolls are used up: the guideline halves their worth.
  const consumable = type === 'Potion' || type === 'Scroll';
  const worth = Math.round(worthGp * 100 * (consumable && magic ? 0.5 : 1));
  const history = drawHistory(rng.fork('history'), links, tags, {
    type,
    base,
    material,
    heritages: options.heritages,
    decks: options.decks,
  });
  return {
    Name: name,
    Desc: desc,
    History: history,
    Type: type,
    Rarity: rarity,
    Attunement: power.attune === true,
    Worth: worth,
    Base: base.noun,
    Material: material.text,
  };
}

/** Whether an item of a type can have a rarity at all. */
export const typeHasRarity = (type: ItemType, rarity: Rarity): boolean => (RARITY_WEIGHTS[type][rarity] ?? 0) > 0;

/** Rarities in order, lowest first, for comparing. */
export const rarityRank = MAGIC_RANK;
