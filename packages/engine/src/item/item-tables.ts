import { ITEM_RARITIES, type ItemRarity, type ItemType } from '../data/options';

/**
 * The facts an item is built from: rarity and what rarity allows (by the fifth-edition magic item
 * guideline), the base objects with their mundane figures, materials, spells an item may hold,
 * and the powers each type can carry. Text templates live in item-grammar.ts.
 */

export const RARITIES = ITEM_RARITIES;
export type Rarity = ItemRarity;

/** What a rarity allows: the bonus of a +N item, worth in gold pieces, and the spell levels an item of it may cast. */
export type RarityFigures = {
  readonly bonus: number;
  readonly worthGp: readonly [number, number];
  /** Lowest and highest level of a spell the item casts (0 = cantrip). */
  readonly spellLevels: readonly [number, number];
  /** Charges of a wand or staff of the rarity. */
  readonly charges: number;
};

/** By the guideline: +1 uncommon, +2 rare, +3 very rare; worth 50-100 gp common, 101-500 uncommon, 501-5,000 rare, 5,001-50,000 very rare, 50,001+ legendary. */
export const RARITY_FIGURES: Readonly<Record<Rarity, RarityFigures>> = {
  Mundane: { bonus: 0, worthGp: [1, 40], spellLevels: [0, 0], charges: 0 },
  Common: { bonus: 0, worthGp: [50, 100], spellLevels: [0, 1], charges: 3 },
  Uncommon: { bonus: 1, worthGp: [101, 500], spellLevels: [1, 3], charges: 7 },
  Rare: { bonus: 2, worthGp: [501, 5000], spellLevels: [3, 5], charges: 7 },
  'Very Rare': { bonus: 3, worthGp: [5001, 50000], spellLevels: [6, 8], charges: 10 },
  Legendary: { bonus: 3, worthGp: [50001, 150000], spellLevels: [9, 9], charges: 12 },
};

/** Rarity weights of each item type: what a type can be at all (trinkets are never magic beyond common). */
export const RARITY_WEIGHTS: Readonly<Record<ItemType, Partial<Record<Rarity, number>>>> = {
  Weapon: { Mundane: 25, Common: 10, Uncommon: 30, Rare: 20, 'Very Rare': 10, Legendary: 5 },
  Armor: { Mundane: 25, Common: 10, Uncommon: 25, Rare: 22, 'Very Rare': 12, Legendary: 6 },
  Shield: { Mundane: 25, Common: 10, Uncommon: 30, Rare: 20, 'Very Rare': 10, Legendary: 5 },
  Potion: { Common: 35, Uncommon: 35, Rare: 20, 'Very Rare': 9, Legendary: 1 },
  Ring: { Uncommon: 40, Rare: 35, 'Very Rare': 18, Legendary: 7 },
  Amulet: { Common: 10, Uncommon: 40, Rare: 30, 'Very Rare': 15, Legendary: 5 },
  Wand: { Common: 10, Uncommon: 45, Rare: 30, 'Very Rare': 15 },
  Staff: { Uncommon: 20, Rare: 45, 'Very Rare': 28, Legendary: 7 },
  Rod: { Uncommon: 25, Rare: 40, 'Very Rare': 25, Legendary: 10 },
  Scroll: { Common: 40, Uncommon: 30, Rare: 18, 'Very Rare': 10, Legendary: 2 },
  'Wondrous Item': { Common: 20, Uncommon: 40, Rare: 25, 'Very Rare': 10, Legendary: 5 },
  Trinket: { Mundane: 65, Common: 35 },
};

/** Save DC and attack bonus of a spell cast from an item, by spell level (the spell scroll guideline). */
export const SPELL_FIGURES: readonly { readonly dc: number; readonly attack: number }[] = [
  { dc: 13, attack: 5 },
  { dc: 13, attack: 5 },
  { dc: 13, attack: 5 },
  { dc: 15, attack: 7 },
  { dc: 15, attack: 7 },
  { dc: 17, attack: 9 },
  { dc: 17, attack: 9 },
  { dc: 18, attack: 10 },
  { dc: 18, attack: 10 },
  { dc: 19, attack: 11 },
];

/**
 * A spell an item may hold. `save` names the saving throw it calls for, `attack` marks a spell
 * attack; tags group spells by theme (fire, cold, storm, healing, sight, shadow, nature, mind,
 * travel, ward) so a staff's spells share one.
 */
export type ItemSpell = {
  readonly name: string;
  readonly level: number;
  readonly save?: string;
  readonly attack?: boolean;
  readonly tags: readonly string[];
};

export const ITEM_SPELLS: readonly ItemSpell[] = [
  { name: 'light', level: 0, tags: ['light'] },
  { name: 'fire bolt', level: 0, attack: true, tags: ['fire'] },
  { name: 'ray of frost', level: 0, attack: true, tags: ['cold'] },
  { name: 'shocking grasp', level: 0, attack: true, tags: ['storm'] },
  { name: 'mage hand', level: 0, tags: ['travel'] },
  { name: 'minor illusion', level: 0, tags: ['shadow'] },
  { name: 'guidance', level: 0, tags: ['healing'] },
  { name: 'druidcraft', level: 0, tags: ['nature'] },
  { name: 'message', level: 0, tags: ['mind'] },
  { name: 'burning hands', level: 1, save: 'Dexterity', tags: ['fire'] },
  { name: 'cure wounds', level: 1, tags: ['healing'] },
  { name: 'shield', level: 1, tags: ['ward'] },
  { name: 'magic missile', level: 1, tags: ['force'] },
  { name: 'sleep', level: 1, tags: ['mind'] },
  { name: 'charm person', level: 1, save: 'Wisdom', tags: ['mind'] },
  { name: 'fog cloud', level: 1, tags: ['storm', 'shadow'] },
  { name: 'feather fall', level: 1, tags: ['travel'] },
  { name: 'thunderwave', level: 1, save: 'Constitution', tags: ['storm'] },
  { name: 'faerie fire', level: 1, save: 'Dexterity', tags: ['light', 'nature'] },
  { name: 'entangle', level: 1, save: 'Strength', tags: ['nature'] },
  { name: 'detect magic', level: 1, tags: ['sight'] },
  { name: 'healing word', level: 1, tags: ['healing'] },
  { name: 'longstrider', level: 1, tags: ['travel'] },
  { name: 'disguise self', level: 1, tags: ['shadow'] },
  { name: 'hold person', level: 2, save: 'Wisdom', tags: ['mind'] },
  { name: 'invisibility', level: 2, tags: ['shadow'] },
  { name: 'misty step', level: 2, tags: ['travel'] },
  { name: 'scorching ray', level: 2, attack: true, tags: ['fire'] },
  { name: 'web', level: 2, save: 'Dexterity', tags: ['nature'] },
  { name: 'darkness', level: 2, tags: ['shadow'] },
  { name: 'levitate', level: 2, save: 'Constitution', tags: ['travel'] },
  { name: 'shatter', level: 2, save: 'Constitution', tags: ['storm'] },
  { name: 'spider climb', level: 2, tags: ['travel'] },
  { name: 'suggestion', level: 2, save: 'Wisdom', tags: ['mind'] },
  { name: 'lesser restoration', level: 2, tags: ['healing'] },
  { name: 'see invisibility', level: 2, tags: ['sight'] },
  { name: 'gust of wind', level: 2, save: 'Strength', tags: ['storm'] },
  { name: 'moonbeam', level: 2, save: 'Constitution', tags: ['light', 'nature'] },
  { name: 'fireball', level: 3, save: 'Dexterity', tags: ['fire'] },
  { name: 'lightning bolt', level: 3, save: 'Dexterity', tags: ['storm'] },
  { name: 'fly', level: 3, tags: ['travel'] },
  { name: 'haste', level: 3, tags: ['travel'] },
  { name: 'counterspell', level: 3, tags: ['ward'] },
  { name: 'dispel magic', level: 3, tags: ['ward'] },
  { name: 'slow', level: 3, save: 'Wisdom', tags: ['mind'] },
  { name: 'water breathing', level: 3, tags: ['nature'] },
  { name: 'daylight', level: 3, tags: ['light'] },
  { name: 'clairvoyance', level: 3, tags: ['sight'] },
  { name: 'stinking cloud', level: 3, save: 'Constitution', tags: ['shadow'] },
  { name: 'sleet storm', level: 3, tags: ['cold', 'storm'] },
  { name: 'revivify', level: 3, tags: ['healing'] },
  { name: 'spirit guardians', level: 3, save: 'Wisdom', tags: ['light', 'ward'] },
  { name: 'polymorph', level: 4, save: 'Wisdom', tags: ['nature'] },
  { name: 'greater invisibility', level: 4, tags: ['shadow'] },
  { name: 'dimension door', level: 4, tags: ['travel'] },
  { name: 'ice storm', level: 4, save: 'Dexterity', tags: ['cold', 'storm'] },
  { name: 'wall of fire', level: 4, save: 'Dexterity', tags: ['fire'] },
  { name: 'banishment', level: 4, save: 'Charisma', tags: ['ward'] },
  { name: 'freedom of movement', level: 4, tags: ['travel', 'ward'] },
  { name: 'stoneskin', level: 4, tags: ['ward'] },
  { name: 'confusion', level: 4, save: 'Wisdom', tags: ['mind'] },
  { name: 'blight', level: 4, save: 'Constitution', tags: ['shadow', 'nature'] },
  { name: 'cone of cold', level: 5, save: 'Constitution', tags: ['cold'] },
  { name: 'cloudkill', level: 5, save: 'Constitution', tags: ['shadow'] },
  { name: 'hold monster', level: 5, save: 'Wisdom', tags: ['mind'] },
  { name: 'wall of stone', level: 5, save: 'Dexterity', tags: ['nature', 'ward'] },
  { name: 'scrying', level: 5, save: 'Wisdom', tags: ['sight'] },
  { name: 'flame strike', level: 5, save: 'Dexterity', tags: ['fire', 'light'] },
  { name: 'insect plague', level: 5, save: 'Constitution', tags: ['nature'] },
  { name: 'greater restoration', level: 5, tags: ['healing'] },
  { name: 'passwall', level: 5, tags: ['travel'] },
  { name: 'telekinesis', level: 5, save: 'Strength', tags: ['force'] },
  { name: 'mass cure wounds', level: 5, tags: ['healing'] },
  { name: 'chain lightning', level: 6, save: 'Dexterity', tags: ['storm'] },
  { name: 'disintegrate', level: 6, save: 'Dexterity', tags: ['force'] },
  { name: 'globe of invulnerability', level: 6, tags: ['ward'] },
  { name: 'true seeing', level: 6, tags: ['sight'] },
  { name: 'heal', level: 6, tags: ['healing'] },
  { name: 'sunbeam', level: 6, save: 'Constitution', tags: ['light', 'fire'] },
  { name: 'wall of ice', level: 6, save: 'Dexterity', tags: ['cold'] },
  { name: 'mass suggestion', level: 6, save: 'Wisdom', tags: ['mind'] },
  { name: 'finger of death', level: 7, save: 'Constitution', tags: ['shadow'] },
  { name: 'fire storm', level: 7, save: 'Dexterity', tags: ['fire'] },
  { name: 'plane shift', level: 7, save: 'Charisma', tags: ['travel'] },
  { name: 'teleport', level: 7, tags: ['travel'] },
  { name: 'reverse gravity', level: 7, save: 'Dexterity', tags: ['force'] },
  { name: 'regenerate', level: 7, tags: ['healing'] },
  { name: 'prismatic spray', level: 7, save: 'Dexterity', tags: ['light'] },
  { name: 'sunburst', level: 8, save: 'Constitution', tags: ['light'] },
  { name: 'earthquake', level: 8, save: 'Dexterity', tags: ['nature'] },
  { name: 'dominate monster', level: 8, save: 'Wisdom', tags: ['mind'] },
  { name: 'incendiary cloud', level: 8, save: 'Dexterity', tags: ['fire'] },
  { name: 'mind blank', level: 8, tags: ['ward', 'mind'] },
  { name: 'feeblemind', level: 8, save: 'Intelligence', tags: ['mind'] },
  { name: 'meteor swarm', level: 9, save: 'Dexterity', tags: ['fire'] },
  { name: 'time stop', level: 9, tags: ['travel'] },
  { name: 'foresight', level: 9, tags: ['sight'] },
  { name: 'mass heal', level: 9, tags: ['healing'] },
  { name: 'power word kill', level: 9, tags: ['shadow'] },
  { name: 'true resurrection', level: 9, tags: ['healing'] },
  { name: 'storm of vengeance', level: 9, save: 'Constitution', tags: ['storm'] },
];

/** The stuff a thing is made of, broadly: it decides the verbs of its making and the words of its look. */
export const MATERIAL_CLASSES = ['metal', 'wood', 'leather', 'cloth', 'glass', 'bone', 'stone', 'paper'] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

/**
 * A base object: what the item is before any magic. `figures` are its mundane rules ("1d8
 * slashing, versatile (1d10)"), `worthGp` its plain price, `tags` what powers may attach
 * ('melee', 'ranged', 'thrown', 'slashing', 'heavy' ...). `noun` is the word for it in a
 * sentence; `short` a single word for "the blade" style references.
 */
export type ItemBase = {
  readonly id: string;
  readonly type: ItemType;
  readonly noun: string;
  readonly short: string;
  readonly classes: readonly MaterialClass[];
  readonly figures: string;
  readonly worthGp: number;
  readonly tags: readonly string[];
};

const weapon = (
  id: string,
  short: string,
  classes: readonly MaterialClass[],
  figures: string,
  worthGp: number,
  tags: readonly string[],
): ItemBase => ({ id, type: 'Weapon', noun: id, short, classes, figures, worthGp, tags: ['weapon', ...tags] });

const armor = (
  id: string,
  classes: readonly MaterialClass[],
  figures: string,
  worthGp: number,
  tags: readonly string[],
): ItemBase => ({ id, type: 'Armor', noun: id, short: 'armor', classes, figures, worthGp, tags: ['armor', ...tags] });

const thing = (
  type: ItemType,
  id: string,
  short: string,
  classes: readonly MaterialClass[],
  figures: string,
  worthGp: number,
  tags: readonly string[] = [],
): ItemBase => ({ id, type, noun: id, short, classes, figures, worthGp, tags });

export const ITEM_BASES: readonly ItemBase[] = [
  weapon(
    'dagger',
    'blade',
    ['metal', 'bone', 'stone'],
    'Simple melee weapon: 1d4 piercing; finesse, light, thrown (range 20/60).',
    2,
    ['melee', 'thrown', 'piercing', 'blade', 'light'],
  ),
  weapon('handaxe', 'axe', ['metal'], 'Simple melee weapon: 1d6 slashing; light, thrown (range 20/60).', 5, [
    'melee',
    'thrown',
    'slashing',
    'light',
  ]),
  weapon('mace', 'mace', ['metal'], 'Simple melee weapon: 1d6 bludgeoning.', 5, ['melee', 'bludgeoning']),
  weapon('quarterstaff', 'staff', ['wood'], 'Simple melee weapon: 1d6 bludgeoning; versatile (1d8).', 0.2, [
    'melee',
    'bludgeoning',
  ]),
  weapon('club', 'club', ['wood', 'bone'], 'Simple melee weapon: 1d4 bludgeoning; light.', 0.1, [
    'melee',
    'bludgeoning',
    'light',
  ]),
  weapon('spear', 'spear', ['wood'], 'Simple melee weapon: 1d6 piercing; thrown (range 20/60), versatile (1d8).', 1, [
    'melee',
    'thrown',
    'piercing',
    'hafted',
  ]),
  weapon('javelin', 'javelin', ['wood'], 'Simple melee weapon: 1d6 piercing; thrown (range 30/120).', 0.5, [
    'melee',
    'thrown',
    'piercing',
    'hafted',
  ]),
  weapon('sickle', 'sickle', ['metal'], 'Simple melee weapon: 1d4 slashing; light.', 1, [
    'melee',
    'slashing',
    'blade',
    'light',
  ]),
  weapon(
    'light crossbow',
    'crossbow',
    ['wood'],
    'Simple ranged weapon: 1d8 piercing; ammunition (range 80/320), loading, two-handed.',
    25,
    ['ranged', 'piercing', 'crossbow'],
  ),
  weapon(
    'shortbow',
    'bow',
    ['wood', 'bone'],
    'Simple ranged weapon: 1d6 piercing; ammunition (range 80/320), two-handed.',
    25,
    ['ranged', 'piercing', 'bow'],
  ),
  weapon('sling', 'sling', ['leather'], 'Simple ranged weapon: 1d4 bludgeoning; ammunition (range 30/120).', 0.1, [
    'ranged',
    'bludgeoning',
  ]),
  weapon('battleaxe', 'axe', ['metal'], 'Martial melee weapon: 1d8 slashing; versatile (1d10).', 10, [
    'melee',
    'slashing',
  ]),
  weapon('greataxe', 'axe', ['metal'], 'Martial melee weapon: 1d12 slashing; heavy, two-handed.', 30, [
    'melee',
    'slashing',
    'heavy',
  ]),
  weapon('greatsword', 'blade', ['metal'], 'Martial melee weapon: 2d6 slashing; heavy, two-handed.', 50, [
    'melee',
    'slashing',
    'blade',
    'heavy',
  ]),
  weapon('longsword', 'blade', ['metal'], 'Martial melee weapon: 1d8 slashing; versatile (1d10).', 15, [
    'melee',
    'slashing',
    'blade',
  ]),
  weapon('shortsword', 'blade', ['metal'], 'Martial melee weapon: 1d6 piercing; finesse, light.', 10, [
    'melee',
    'piercing',
    'blade',
    'light',
  ]),
  weapon('rapier', 'blade', ['metal'], 'Martial melee weapon: 1d8 piercing; finesse.', 25, [
    'melee',
    'piercing',
    'blade',
  ]),
  weapon('scimitar', 'blade', ['metal'], 'Martial melee weapon: 1d6 slashing; finesse, light.', 25, [
    'melee',
    'slashing',
    'blade',
    'light',
  ]),
  weapon('warhammer', 'hammer', ['metal'], 'Martial melee weapon: 1d8 bludgeoning; versatile (1d10).', 15, [
    'melee',
    'bludgeoning',
  ]),
  weapon('maul', 'maul', ['metal', 'stone'], 'Martial melee weapon: 2d6 bludgeoning; heavy, two-handed.', 10, [
    'melee',
    'bludgeoning',
    'heavy',
  ]),
  weapon('morningstar', 'morningstar', ['metal'], 'Martial melee weapon: 1d8 piercing.', 15, ['melee', 'piercing']),
  weapon('flail', 'flail', ['metal'], 'Martial melee weapon: 1d8 bludgeoning.', 10, ['melee', 'bludgeoning']),
  weapon('glaive', 'glaive', ['metal'], 'Martial melee weapon: 1d10 slashing; heavy, reach, two-handed.', 20, [
    'melee',
    'slashing',
    'heavy',
    'hafted',
  ]),
  weapon('halberd', 'halberd', ['metal'], 'Martial melee weapon: 1d10 slashing; heavy, reach, two-handed.', 20, [
    'melee',
    'slashing',
    'heavy',
    'hafted',
  ]),
  weapon(
    'trident',
    'trident',
    ['metal'],
    'Martial melee weapon: 1d6 piercing; thrown (range 20/60), versatile (1d8).',
    5,
    ['melee', 'thrown', 'piercing', 'hafted'],
  ),
  weapon('whip', 'whip', ['leather'], 'Martial melee weapon: 1d4 slashing; finesse, reach.', 2, ['melee', 'slashing']),
  weapon('war pick', 'pick', ['metal'], 'Martial melee weapon: 1d8 piercing.', 5, ['melee', 'piercing']),
  weapon(
    'longbow',
    'bow',
    ['wood'],
    'Martial ranged weapon: 1d8 piercing; ammunition (range 150/600), heavy, two-handed.',
    50,
    ['ranged', 'piercing', 'bow', 'heavy'],
  ),
  weapon(
    'heavy crossbow',
    'crossbow',
    ['wood'],
    'Martial ranged weapon: 1d10 piercing; ammunition (range 100/400), heavy, loading, two-handed.',
    50,
    ['ranged', 'piercing', 'crossbow', 'heavy'],
  ),
  weapon(
    'hand crossbow',
    'crossbow',
    ['wood'],
    'Martial ranged weapon: 1d6 piercing; ammunition (range 30/120), light, loading.',
    75,
    ['ranged', 'piercing', 'crossbow', 'light'],
  ),
  armor('padded armor', ['cloth'], 'Light armor: AC 11 + Dexterity modifier; disadvantage on Stealth checks.', 5, [
    'suit',
    'light-armor',
  ]),
  armor('leather armor', ['leather'], 'Light armor: AC 11 + Dexterity modifier.', 10, ['suit', 'light-armor']),
  armor('studded leather armor', ['leather'], 'Light armor: AC 12 + Dexterity modifier.', 45, ['suit', 'light-armor']),
  armor('hide armor', ['leather'], 'Medium armor: AC 12 + Dexterity modifier (max 2).', 10, ['suit', 'medium-armor']),
  armor('chain shirt', ['metal'], 'Medium armor: AC 13 + Dexterity modifier (max 2).', 50, [
    'medium-armor',
    'metal-armor',
  ]),
  armor(
    'scale mail',
    ['metal'],
    'Medium armor: AC 14 + Dexterity modifier (max 2); disadvantage on Stealth checks.',
    50,
    ['suit', 'medium-armor', 'metal-armor', 'noisy'],
  ),
  armor('breastplate', ['metal'], 'Medium armor: AC 14 + Dexterity modifier (max 2).', 400, [
    'medium-armor',
    'metal-armor',
  ]),
  armor(
    'half plate',
    ['metal'],
    'Medium armor: AC 15 + Dexterity modifier (max 2); disadvantage on Stealth checks.',
    750,
    ['suit', 'medium-armor', 'metal-armor', 'noisy'],
  ),
  armor('ring mail', ['metal'], 'Heavy armor: AC 14; disadvantage on Stealth checks.', 30, [
    'suit',
    'heavy-armor',
    'metal-armor',
    'noisy',
  ]),
  armor('chain mail', ['metal'], 'Heavy armor: AC 16; Strength 13 needed; disadvantage on Stealth checks.', 75, [
    'suit',
    'heavy-armor',
    'metal-armor',
    'noisy',
    'strength',
  ]),
  armor('splint armor', ['metal'], 'Heavy armor: AC 17; Strength 15 needed; disadvantage on Stealth checks.', 200, [
    'suit',
    'heavy-armor',
    'metal-armor',
    'noisy',
    'strength',
  ]),
  armor('plate armor', ['metal'], 'Heavy armor: AC 18; Strength 15 needed; disadvantage on Stealth checks.', 1500, [
    'suit',
    'heavy-armor',
    'metal-armor',
    'noisy',
    'strength',
  ]),
  thing('Shield', 'round shield', 'shield', ['wood'], 'Shield: +2 to Armor Class while carried.', 10, ['shield']),
  thing('Shield', 'kite shield', 'shield', ['wood', 'metal'], 'Shield: +2 to Armor Class while carried.', 10, [
    'shield',
  ]),
  thing('Shield', 'tower shield', 'shield', ['wood', 'metal'], 'Shield: +2 to Armor Class while carried.', 10, [
    'shield',
  ]),
  thing('Shield', 'buckler', 'shield', ['metal', 'leather'], 'Shield: +2 to Armor Class while carried.', 10, [
    'shield',
  ]),
  thing('Shield', 'heater shield', 'shield', ['metal', 'wood'], 'Shield: +2 to Armor Class while carried.', 10, [
    'shield',
  ]),
  thing('Shield', 'hide shield', 'shield', ['leather'], 'Shield: +2 to Armor Class while carried.', 10, ['shield']),
  thing(
    'Potion',
    'stoppered vial',
    'vial',
    ['glass'],
    'Drinking it or giving it to another creature takes an action.',
    1,
    ['potion'],
  ),
  thing(
    'Potion',
    'squat flask',
    'flask',
    ['glass'],
    'Drinking it or giving it to another creature takes an action.',
    1,
    ['potion'],
  ),
  thing('Potion', 'phial', 'phial', ['stone'], 'Drinking it or giving it to another creature takes an action.', 1, [
    'potion',
  ]),
  thing(
    'Potion',
    'corked bottle',
    'bottle',
    ['glass'],
    'Drinking it or giving it to another creature takes an action.',
    1,
    ['potion'],
  ),
  thing(
    'Potion',
    'tear-shaped bottle',
    'bottle',
    ['glass'],
    'Drinking it or giving it to another creature takes an action.',
    1,
    ['potion'],
  ),
  thing('Ring', 'band', 'ring', ['metal'], 'Worn on a finger; no more than two magic rings work at once.', 5, ['ring']),
  thing('Ring', 'signet ring', 'ring', ['metal'], 'Worn on a finger; no more than two magic rings work at once.', 10, [
    'ring',
  ]),
  thing(
    'Ring',
    'carved ring',
    'ring',
    ['bone', 'wood', 'stone'],
    'Worn on a finger; no more than two magic rings work at once.',
    2,
    ['ring'],
  ),
  thing('Ring', 'braided ring', 'ring', ['metal'], 'Worn on a finger; no more than two magic rings work at once.', 8, [
    'ring',
  ]),
  thing('Amulet', 'amulet', 'amulet', ['metal', 'stone', 'bone'], 'Worn on a chain or cord about the neck.', 5, [
    'amulet',
  ]),
  thing('Amulet', 'pendant', 'pendant', ['metal', 'stone', 'glass'], 'Worn on a chain or cord about the neck.', 5, [
    'amulet',
  ]),
  thing('Amulet', 'locket', 'locket', ['metal'], 'Worn on a chain or cord about the neck.', 10, ['amulet']),
  thing('Amulet', 'torc', 'torc', ['metal'], 'Worn about the neck.', 25, ['amulet']),
  thing('Amulet', 'periapt', 'periapt', ['stone', 'bone', 'glass'], 'Worn on a chain or cord about the neck.', 5, [
    'amulet',
  ]),
  thing('Wand', 'wand', 'wand', ['wood', 'bone', 'glass'], 'Held in one hand to use; about fifteen inches long.', 10, [
    'wand',
  ]),
  thing(
    'Staff',
    'staff',
    'staff',
    ['wood'],
    'Can be wielded as a quarterstaff (1d6 bludgeoning; versatile (1d8)).',
    5,
    ['staff'],
  ),
  thing(
    'Staff',
    'walking staff',
    'staff',
    ['wood', 'bone'],
    'Can be wielded as a quarterstaff (1d6 bludgeoning; versatile (1d8)).',
    5,
    ['staff'],
  ),
  thing('Rod', 'rod', 'rod', ['metal', 'stone'], 'Held in one hand to use; about two feet long.', 10, ['rod']),
  thing('Rod', 'sceptre', 'sceptre', ['metal'], 'Held in one hand to use; about two feet long.', 50, ['rod']),
  thing(
    'Scroll',
    'scroll',
    'scroll',
    ['paper'],
    'Reading it takes the spell’s casting time; the scroll is used up.',
    1,
    ['scroll'],
  ),
  thing('Wondrous Item', 'cloak', 'cloak', ['cloth'], 'Worn about the shoulders.', 1, ['worn', 'cloak']),
  thing('Wondrous Item', 'pair of boots', 'boots', ['leather'], 'Worn on the feet.', 2, ['worn', 'boots']),
  thing('Wondrous Item', 'pair of gloves', 'gloves', ['leather', 'cloth'], 'Worn on the hands.', 1, ['worn', 'gloves']),
  thing('Wondrous Item', 'belt', 'belt', ['leather'], 'Worn about the waist.', 1, ['worn', 'belt']),
  thing('Wondrous Item', 'circlet', 'circlet', ['metal'], 'Worn on the brow.', 20, ['worn', 'head']),
  thing('Wondrous Item', 'hat', 'hat', ['cloth'], 'Worn on the head.', 1, ['worn', 'head']),
  thing('Wondrous Item', 'pair of bracers', 'bracers', ['leather', 'metal'], 'Worn on the forearms.', 5, [
    'worn',
    'bracers',
  ]),
  thing('Wondrous Item', 'pair of goggles', 'goggles', ['glass'], 'Worn over the eyes.', 10, ['worn', 'eyes']),
  thing('Wondrous Item', 'lantern', 'lantern', ['metal'], 'Held or hung; burns 6 hours on a pint of oil.', 5, [
    'held',
    'lantern',
  ]),
  thing('Wondrous Item', 'bag', 'bag', ['cloth', 'leather'], 'Carried; its mouth is 2 feet across.', 1, [
    'held',
    'container',
  ]),
  thing('Wondrous Item', 'horn', 'horn', ['bone', 'metal'], 'Blown with an action.', 3, ['held', 'horn']),
  thing('Wondrous Item', 'figurine', 'figurine', ['stone', 'bone', 'wood'], 'Small enough to sit in a palm.', 1, [
    'held',
    'figurine',
  ]),
  thing('Wondrous Item', 'mirror', 'mirror', ['glass'], 'A hand mirror a few inches across.', 5, ['held', 'mirror']),
  thing('Wondrous Item', 'bell', 'bell', ['metal'], 'Rung with an action.', 1, ['held', 'bell']),
  thing('Wondrous Item', 'book', 'book', ['paper'], 'A bound volume of some hundred pages.', 25, ['held', 'book']),
  thing('Trinket', 'spinning top', 'top', ['wood', 'bone'], 'A small object of no use in a fight.', 0.1, ['trinket']),
  thing('Trinket', 'music box', 'box', ['wood', 'metal'], 'A small object of no use in a fight.', 5, [
    'trinket',
    'sound',
  ]),
  thing('Trinket', 'key', 'key', ['metal'], 'A small object of no use in a fight.', 0.5, ['trinket']),
  thing('Trinket', 'die', 'die', ['bone', 'wood', 'stone'], 'A small object of no use in a fight.', 0.1, ['trinket']),
  thing('Trinket', 'snuffbox', 'box', ['metal', 'wood'], 'A small object of no use in a fight.', 2, ['trinket']),
  thing('Trinket', 'thimble', 'thimble', ['metal'], 'A small object of no use in a fight.', 0.2, ['trinket']),
  thing('Trinket', 'pipe', 'pipe', ['wood', 'bone', 'stone'], 'A small object of no use in a fight.', 1, ['trinket']),
  thing('Trinket', 'button', 'button', ['metal', 'bone', 'wood'], 'A small object of no use in a fight.', 0.1, [
    'trinket',
  ]),
  thing('Trinket', 'compass', 'compass', ['metal'], 'A small object of no use in a fight.', 10, ['trinket']),
  thing('Trinket', 'whistle', 'whistle', ['bone', 'wood', 'metal'], 'A small object of no use in a fight.', 0.2, [
    'trinket',
    'sound',
  ]),
  thing('Trinket', 'hand mirror', 'mirror', ['glass'], 'A small object of no use in a fight.', 5, ['trinket']),
  thing('Trinket', 'doll', 'doll', ['cloth', 'wood'], 'A small object of no use in a fight.', 0.5, ['trinket']),
];

/** A material of a class. `magicOnly` ones (mithral, star iron) appear only on items of uncommon rarity or higher. */
export type Material = {
  readonly text: string;
  readonly class: MaterialClass;
  readonly magicOnly?: boolean;
  /** Too soft for weapons, armor and shields. */
  readonly soft?: boolean;
};

export const MATERIALS: readonly Material[] = [
  { text: 'steel', class: 'metal' },
  { text: 'blued steel', class: 'metal' },
  { text: 'blackened steel', class: 'metal' },
  { text: 'cold iron', class: 'metal' },
  { text: 'bronze', class: 'metal' },
  { text: 'silvered steel', class: 'metal' },
  { text: 'brass', class: 'metal', soft: true },
  { text: 'copper', class: 'metal', soft: true },
  { text: 'pewter', class: 'metal', soft: true },
  { text: 'mithral', class: 'metal', magicOnly: true },
  { text: 'star iron', class: 'metal', magicOnly: true },
  { text: 'white gold', class: 'metal', magicOnly: true },
  { text: 'ash', class: 'wood' },
  { text: 'yew', class: 'wood' },
  { text: 'oak', class: 'wood' },
  { text: 'hickory', class: 'wood' },
  { text: 'blackthorn', class: 'wood' },
  { text: 'rowan', class: 'wood' },
  { text: 'elm', class: 'wood' },
  { text: 'bog oak', class: 'wood' },
  { text: 'ironwood', class: 'wood', magicOnly: true },
  { text: 'silverbark', class: 'wood', magicOnly: true },
  { text: 'cowhide', class: 'leather' },
  { text: 'boiled leather', class: 'leather' },
  { text: 'goatskin', class: 'leather' },
  { text: 'oiled deerskin', class: 'leather' },
  { text: 'sharkskin', class: 'leather' },
  { text: 'wyvern skin', class: 'leather', magicOnly: true },
  { text: 'wool', class: 'cloth' },
  { text: 'linen', class: 'cloth' },
  { text: 'quilted canvas', class: 'cloth' },
  { text: 'velvet', class: 'cloth' },
  { text: 'silk', class: 'cloth' },
  { text: 'spider silk', class: 'cloth', magicOnly: true },
  { text: 'green glass', class: 'glass' },
  { text: 'smoked glass', class: 'glass' },
  { text: 'clear glass', class: 'glass' },
  { text: 'cobalt glass', class: 'glass' },
  { text: 'rock crystal', class: 'glass', magicOnly: true },
  { text: 'bone', class: 'bone' },
  { text: 'antler', class: 'bone' },
  { text: 'walrus ivory', class: 'bone' },
  { text: 'whalebone', class: 'bone' },
  { text: 'dragon bone', class: 'bone', magicOnly: true },
  { text: 'soapstone', class: 'stone' },
  { text: 'jet', class: 'stone' },
  { text: 'fired clay', class: 'stone' },
  { text: 'jade', class: 'stone' },
  { text: 'obsidian', class: 'stone' },
  { text: 'moonstone', class: 'stone', magicOnly: true },
  { text: 'vellum', class: 'paper' },
  { text: 'parchment', class: 'paper' },
  { text: 'rag paper', class: 'paper' },
  { text: 'birch bark', class: 'paper' },
];

/** Damage types an item may add or ward against, with the words its names draw on. */
export type Element = { readonly id: string; readonly nouns: readonly string[]; readonly kennings: readonly string[] };

export const ELEMENTS: readonly Element[] = [
  {
    id: 'fire',
    nouns: ['Embers', 'the Pyre', 'Cinders', 'the Forge'],
    kennings: ['Emberfang', 'Cinderbite', 'Flamecaller'],
  },
  {
    id: 'cold',
    nouns: ['Frost', 'the North Wind', 'Rime', 'Deep Winter'],
    kennings: ['Rimebite', 'Frostfang', 'Winterkiss'],
  },
  {
    id: 'lightning',
    nouns: ['Storms', 'the Thunderhead', 'Sparks'],
    kennings: ['Stormcaller', 'Sparkfang', 'Boltwright'],
  },
  { id: 'thunder', nouns: ['Thunder', 'the Drum', 'Echoes'], kennings: ['Thunderclap', 'Drumroll', 'Skybreaker'] },
  { id: 'acid', nouns: ['the Bog', 'Corrosion', 'Venom'], kennings: ['Bogbite', 'Rustmaw', 'Sourtongue'] },
  { id: 'radiant', nouns: ['Dawn', 'the Sun', 'Daybreak'], kennings: ['Dawnbringer', 'Sunspear', 'Daystar'] },
  { id: 'necrotic', nouns: ['the Grave', 'Dusk', 'the Barrow'], kennings: ['Gravesong', 'Duskreaver', 'Barrowbane'] },
  {
    id: 'poison',
    nouns: ['the Adder', 'Nightshade', 'the Serpent'],
    kennings: ['Adderfang', 'Nightshade', 'Serpentkiss'],
  },
  {
    id: 'psychic',
    nouns: ['Whispers', 'Nightmares', 'the Unquiet Mind'],
    kennings: ['Mindrender', 'Whisperedge', 'Dreamcutter'],
  },
  {
    id: 'force',
    nouns: ['the Hammerblow', 'Unseen Hands', 'the Tide'],
    kennings: ['Wallbreaker', 'Tidecaller', 'Gatecrusher'],
  },
];

/** Creature types a bane weapon hunts, with the words its names draw on. */
export const FOES: readonly { readonly id: string; readonly plural: string; readonly bane: string }[] = [
  { id: 'undead', plural: 'undead', bane: 'the Restless Dead' },
  { id: 'fiend', plural: 'fiends', bane: 'Fiends' },
  { id: 'dragon', plural: 'dragons', bane: 'Wyrms' },
  { id: 'giant', plural: 'giants', bane: 'Giants' },
  { id: 'aberration', plural: 'aberrations', bane: 'the Far Realm' },
  { id: 'fey', plural: 'fey', bane: 'the Fair Folk' },
  { id: 'monstrosity', plural: 'monstrosities', bane: 'Beasts Unnatural' },
  { id: 'elemental', plural: 'elementals', bane: 'the Wild Elements' },
  { id: 'construct', plural: 'constructs', bane: 'Golems' },
  { id: 'beast', plural: 'beasts', bane: 'the Hunt' },
];

/** Skills and the worn items that sharpen them (a bonus of the item's bonus plus 1, or advantage). */
export const ITEM_SKILLS: readonly { readonly skill: string; readonly ability: string; readonly noun: string }[] = [
  { skill: 'Stealth', ability: 'Dexterity', noun: 'Shadows' },
  { skill: 'Perception', ability: 'Wisdom', noun: 'the Watchful Eye' },
  { skill: 'Persuasion', ability: 'Charisma', noun: 'the Silver Tongue' },
  { skill: 'Athletics', ability: 'Strength', noun: 'the Climber' },
  { skill: 'Acrobatics', ability: 'Dexterity', noun: 'the Tumbler' },
  { skill: 'Insight', ability: 'Wisdom', noun: 'the Open Heart' },
  { skill: 'Sleight of Hand', ability: 'Dexterity', noun: 'Quick Fingers' },
  { skill: 'Survival', ability: 'Wisdom', noun: 'the Trailblazer' },
  { skill: 'Arcana', ability: 'Intelligence', noun: 'the Scholar' },
  { skill: 'Intimidation', ability: 'Charisma', noun: 'Dread' },
];
