import type { ItemRarity, ItemType, LootSize, LootType } from '../data/options';

/**
 * The figures of loot, after the fifth-edition treasure guideline: a Pocket is one creature's
 * individual treasure (challenge 0-4), a Small cache a challenge 0-4 hoard, Medium a 5-10
 * hoard, Large an 11-16 hoard and a Hoard the 17+ hoard of a dragon. Coin dice, gem and art
 * tiers and how many items come along are the guideline's; the words are Lorewright's own.
 */

export const COINS = ['Platinum', 'Gold', 'Silver', 'Copper'] as const;
export type Coin = (typeof COINS)[number];

/** Copper pieces in one coin of each kind (10 cp = 1 sp, 10 sp = 1 gp, 10 gp = 1 pp). */
export const COIN_CP: Readonly<Record<Coin, number>> = { Platinum: 1000, Gold: 100, Silver: 10, Copper: 1 };
export const COIN_NAMES: Readonly<Record<Coin, readonly [string, string]>> = {
  Platinum: ['platinum piece', 'platinum pieces'],
  Gold: ['gold piece', 'gold pieces'],
  Silver: ['silver piece', 'silver pieces'],
  Copper: ['copper piece', 'copper pieces'],
};

/** Dice of coins: `count`d`sides` times `times`. */
export type CoinRoll = { readonly coin: Coin; readonly count: number; readonly sides: number; readonly times: number };

/** One way a size's coins may fall: several rolls together, weighted. */
export type CoinRow = { readonly weight: number; readonly rolls: readonly CoinRoll[] };

const roll = (coin: Coin, count: number, sides: number, times = 1): CoinRoll => ({ coin, count, sides, times });

/** Gems or art of a size: the tiers (gp each) and how many are found (`count`d`sides`). */
export type Valuables = { readonly tiers: readonly number[]; readonly count: number; readonly sides: number };

/** Everything a size decides. */
export type SizeFigures = {
  readonly coins: readonly CoinRow[];
  readonly gems: Valuables;
  readonly art: Valuables;
  /** In a Treasure draw: the chance of gems or art beside the coins, and of magic items. */
  readonly valuablesChance: number;
  readonly itemChance: number;
  /** How many items of a chosen item kind: `count`d`sides` + `plus`. */
  readonly items: { readonly count: number; readonly sides: number; readonly plus: number };
  /** Rarities an item found in it may have, lowest and highest. */
  readonly rarities: readonly [ItemRarity, ItemRarity];
  /** Trade goods: how many kinds, and a multiplier on each kind's usual quantity. */
  readonly goods: { readonly kinds: number; readonly scale: number };
};

export const SIZE_FIGURES: Readonly<Record<LootSize, SizeFigures>> = {
  Pocket: {
    coins: [
      { weight: 30, rolls: [roll('Copper', 5, 6)] },
      { weight: 30, rolls: [roll('Silver', 4, 6)] },
      { weight: 10, rolls: [roll('Silver', 2, 6), roll('Copper', 3, 6)] },
      { weight: 25, rolls: [roll('Gold', 3, 6)] },
      { weight: 5, rolls: [roll('Platinum', 1, 6)] },
    ],
    gems: { tiers: [10], count: 1, sides: 2 },
    art: { tiers: [25], count: 1, sides: 1 },
    valuablesChance: 0.1,
    itemChance: 0.05,
    items: { count: 1, sides: 2, plus: 0 },
    rarities: ['Mundane', 'Uncommon'],
    goods: { kinds: 1, scale: 1 },
  },
  Small: {
    coins: [{ weight: 1, rolls: [roll('Copper', 6, 6, 100), roll('Silver', 3, 6, 100), roll('Gold', 2, 6, 10)] }],
    gems: { tiers: [10, 50], count: 2, sides: 6 },
    art: { tiers: [25], count: 2, sides: 4 },
    valuablesChance: 0.6,
    itemChance: 0.45,
    items: { count: 1, sides: 4, plus: 0 },
    rarities: ['Mundane', 'Rare'],
    goods: { kinds: 2, scale: 5 },
  },
  Medium: {
    coins: [
      {
        weight: 1,
        rolls: [
          roll('Copper', 2, 6, 100),
          roll('Silver', 2, 6, 1000),
          roll('Gold', 6, 6, 100),
          roll('Platinum', 3, 6, 10),
        ],
      },
    ],
    gems: { tiers: [50, 100], count: 3, sides: 6 },
    art: { tiers: [25, 250], count: 2, sides: 4 },
    valuablesChance: 0.7,
    itemChance: 0.7,
    items: { count: 1, sides: 4, plus: 0 },
    rarities: ['Common', 'Very Rare'],
    goods: { kinds: 3, scale: 25 },
  },
  Large: {
    coins: [{ weight: 1, rolls: [roll('Gold', 4, 6, 1000), roll('Platinum', 5, 6, 100)] }],
    gems: { tiers: [500, 1000], count: 3, sides: 6 },
    art: { tiers: [250, 750], count: 2, sides: 4 },
    valuablesChance: 0.8,
    itemChance: 0.8,
    items: { count: 1, sides: 4, plus: 1 },
    rarities: ['Uncommon', 'Legendary'],
    goods: { kinds: 4, scale: 100 },
  },
  Hoard: {
    coins: [{ weight: 1, rolls: [roll('Gold', 12, 6, 1000), roll('Platinum', 8, 6, 1000)] }],
    gems: { tiers: [1000, 5000], count: 3, sides: 6 },
    art: { tiers: [2500, 7500], count: 1, sides: 10 },
    valuablesChance: 0.9,
    itemChance: 1,
    items: { count: 1, sides: 6, plus: 2 },
    rarities: ['Rare', 'Legendary'],
    goods: { kinds: 5, scale: 400 },
  },
};

/** The item types a loot type draws from; magic items are never mundane. */
export const LOOT_ITEM_TYPES: Readonly<Partial<Record<LootType, { types: readonly ItemType[]; magicOnly?: boolean }>>> =
  {
    Weapons: { types: ['Weapon'] },
    Armor: { types: ['Armor', 'Shield'] },
    Potions: { types: ['Potion'] },
    Scrolls: { types: ['Scroll'] },
    'Magic Items': {
      types: ['Ring', 'Amulet', 'Wand', 'Staff', 'Rod', 'Wondrous Item', 'Weapon', 'Armor', 'Shield', 'Potion'],
      magicOnly: true,
    },
    Trinkets: { types: ['Trinket'] },
  };

/** Gemstones by worth in gold pieces, each with a short look. */
/** `plural` where adding an s would be wrong ("pieces of jade"). */
export const GEMS: Readonly<
  Record<number, readonly { readonly name: string; readonly look: string; readonly plural?: string }[]>
> = {
  10: [
    { name: 'azurite', look: 'mottled deep blue' },
    { name: 'banded agate', look: 'striped brown, blue and white' },
    { name: 'blue quartz', plural: 'pieces of blue quartz', look: 'pale and clear' },
    { name: 'hematite', plural: 'pieces of hematite', look: 'gray-black and glossy' },
    { name: 'lapis lazuli', plural: 'pieces of lapis lazuli', look: 'blue flecked with gold' },
    { name: 'malachite', plural: 'pieces of malachite', look: 'rippled in two greens' },
    { name: 'obsidian', plural: 'pieces of obsidian', look: 'glassy black' },
    { name: 'tiger eye', look: 'brown with a golden sheen' },
    { name: 'turquoise', plural: 'pieces of turquoise', look: 'sky blue veined with dark lines' },
  ],
  50: [
    { name: 'bloodstone', look: 'dark gray spotted with red' },
    { name: 'carnelian', look: 'orange-red' },
    { name: 'chrysoprase', look: 'apple green' },
    { name: 'citrine', look: 'clear pale yellow' },
    { name: 'jasper', plural: 'pieces of jasper', look: 'opaque and banded' },
    { name: 'moonstone', look: 'white with a blue glow' },
    { name: 'onyx', plural: 'pieces of onyx', look: 'banded black and white' },
    { name: 'zircon', look: 'clear pale blue-green' },
  ],
  100: [
    { name: 'amber', plural: 'pieces of amber', look: 'honey-gold, an insect caught inside' },
    { name: 'amethyst', look: 'deep purple' },
    { name: 'garnet', look: 'dark red' },
    { name: 'jade', plural: 'pieces of jade', look: 'smooth and green' },
    { name: 'jet', plural: 'pieces of jet', look: 'deep black' },
    { name: 'pearl', look: 'lustrous white' },
    { name: 'red spinel', look: 'clear red' },
    { name: 'tourmaline', look: 'green shading to pink' },
  ],
  500: [
    { name: 'alexandrite', look: 'green by day, red by candlelight' },
    { name: 'aquamarine', look: 'pale blue-green' },
    { name: 'black pearl', look: 'dark with a rainbow sheen' },
    { name: 'blue spinel', look: 'deep blue' },
    { name: 'peridot', look: 'rich olive green' },
    { name: 'topaz', plural: 'topazes', look: 'golden yellow' },
  ],
  1000: [
    { name: 'black opal', look: 'dark green flecked with gold' },
    { name: 'blue sapphire', look: 'clear cornflower blue' },
    { name: 'emerald', look: 'deep bright green' },
    { name: 'fire opal', look: 'fiery red' },
    { name: 'star ruby', look: 'red with a white star at its heart' },
    { name: 'yellow sapphire', look: 'clear fiery yellow' },
  ],
  5000: [
    { name: 'black sapphire', look: 'glossy black with glowing highlights' },
    { name: 'diamond', look: 'clear and blazing with light' },
    { name: 'jacinth', look: 'fiery orange' },
    { name: 'ruby', look: 'clear crimson' },
  ],
};

/** Art objects by worth in gold pieces, described in a line each. */
export const ART: Readonly<Record<number, readonly string[]>> = {
  25: [
    'A silver ewer engraved with herons',
    'A carved bone statuette of a dancing hare',
    'A small gold bracelet, its clasp shaped like a beetle',
    'A copper chalice ringed with silver filigree',
    'A pair of engraved bone dice in a felt pouch',
    'A hand mirror in a painted wooden frame',
    'An embroidered silk handkerchief with a noble’s monogram',
    'A gold locket holding a portrait of a stern old man',
    'A black velvet mask stitched with silver thread',
    'A brass incense burner shaped like a sleeping cat',
  ],
  250: [
    'A gold ring set with bloodstones',
    'A carved ivory statuette of a bearded sage',
    'A large gold bracelet worked with running horses',
    'A silver necklace with a gemstone pendant',
    'A bronze crown, its points tipped with silver',
    'A silk robe embroidered in gold thread with cranes',
    'A tapestry of a river battle, the colors still bright',
    'A brass mug with jade inlay around the rim',
    'A box of turquoise animal figurines, one missing',
    'A gold birdcage with electrum filigree',
  ],
  750: [
    'A silver chalice set with moonstones',
    'A silver-plated steel longsword with jet in the hilt',
    'A carved harp of exotic wood with ivory inlay',
    'A small gold idol of a many-armed goddess',
    'A gold dragon comb set with red garnets as eyes',
    'A bottle stopper cork embossed with gold leaf and set with amethysts',
    'A ceremonial electrum dagger with a black pearl in the pommel',
    'A silver and gold brooch shaped like a stag',
    'An obsidian statuette with gold fittings',
    'A painted gold war mask',
  ],
  2500: [
    'A fine gold chain set with a fire opal',
    'An old masterpiece painting of a harbor at dusk',
    'An embroidered silk and velvet mantle set with moonstones',
    'A platinum bracelet set with a sapphire',
    'An embroidered glove set with jewel chips',
    'A jewelled anklet',
    'A gold music box that plays a court dance',
    'A gold circlet set with four aquamarines',
    'An eye patch with a mock eye of blue sapphire and moonstone',
    'A necklace string of small pink pearls',
  ],
  7500: [
    'A jewelled gold crown',
    'A jewelled platinum ring',
    'A small gold statuette set with rubies',
    'A gold cup set with emeralds',
    'A gold jewelry box with platinum filigree',
    'A painted gold child’s sarcophagus',
    'A jade game board with solid gold playing pieces',
    'A bejewelled ivory drinking horn with gold filigree',
  ],
};

/** Trade goods: a unit, its price in copper pieces, and the usual quantity found (`count`d`sides` units). */
export const TRADE_GOODS: readonly {
  readonly goods: string;
  readonly unit: readonly [string, string];
  readonly priceCp: number;
  readonly count: number;
  readonly sides: number;
}[] = [
  { goods: 'wheat', unit: ['pound', 'pounds'], priceCp: 1, count: 4, sides: 10 },
  { goods: 'flour', unit: ['pound', 'pounds'], priceCp: 2, count: 4, sides: 10 },
  { goods: 'salt', unit: ['pound', 'pounds'], priceCp: 5, count: 2, sides: 10 },
  { goods: 'iron', unit: ['pound', 'pounds'], priceCp: 10, count: 2, sides: 10 },
  { goods: 'canvas', unit: ['square yard', 'square yards'], priceCp: 10, count: 2, sides: 6 },
  { goods: 'copper', unit: ['pound', 'pounds'], priceCp: 50, count: 1, sides: 10 },
  { goods: 'cotton cloth', unit: ['square yard', 'square yards'], priceCp: 50, count: 2, sides: 6 },
  { goods: 'ginger', unit: ['pound', 'pounds'], priceCp: 100, count: 1, sides: 6 },
  { goods: 'cinnamon', unit: ['pound', 'pounds'], priceCp: 200, count: 1, sides: 4 },
  { goods: 'pepper', unit: ['pound', 'pounds'], priceCp: 200, count: 1, sides: 4 },
  { goods: 'cloves', unit: ['pound', 'pounds'], priceCp: 300, count: 1, sides: 4 },
  { goods: 'silver', unit: ['pound', 'pounds'], priceCp: 500, count: 1, sides: 3 },
  { goods: 'linen', unit: ['square yard', 'square yards'], priceCp: 500, count: 1, sides: 4 },
  { goods: 'silk', unit: ['square yard', 'square yards'], priceCp: 1000, count: 1, sides: 3 },
  { goods: 'saffron', unit: ['pound', 'pounds'], priceCp: 1500, count: 1, sides: 2 },
  { goods: 'gold', unit: ['pound', 'pounds'], priceCp: 5000, count: 1, sides: 2 },
];
