import type { BuildingType } from '../data/options';

/** What kind of place a building is; exterior and interior rows require these tags. */
export type BuildingCategory = 'hospitality' | 'shop' | 'workshop' | 'sacred' | 'civic' | 'noble' | 'home' | 'open';

/** A good or service and its going rate in copper pieces (1 gp = 100 cp, 1 sp = 10 cp). */
export type GoodRow = readonly [name: string, copper: number];

/** A building type's nature and, for places that sell, what they sell by section. */
export type BuildingProfile = {
  readonly category: BuildingCategory;
  readonly isShop: boolean;
  readonly goods?: readonly { readonly type: string; readonly items: readonly GoodRow[] }[];
};

export const BUILDING_PROFILES: Readonly<Record<BuildingType, BuildingProfile>> = {
  Tavern: {
    category: 'hospitality',
    isShop: true,
    goods: [
      {
        type: 'Drink',
        items: [
          ['Mug of ale', 4],
          ['Tankard of dark stout', 6],
          ['Pitcher of cider', 20],
          ['Cup of house wine', 10],
          ['Glass of apple brandy', 30],
          ['Mulled wine with cloves', 12],
          ['Small beer for the children', 1],
        ],
      },
      {
        type: 'Food',
        items: [
          ['Bowl of mutton stew', 10],
          ['Bread and dripping', 3],
          ['Plate of sausages and onions', 15],
          ['Wedge of sharp cheese', 8],
          ['Pickled eggs, three', 4],
          ['Meat pie', 12],
          ['Roast fowl, half', 40],
        ],
      },
    ],
  },
  Inn: {
    category: 'hospitality',
    isShop: true,
    goods: [
      {
        type: 'Rooms',
        items: [
          ['Bed in the common room', 20],
          ['Private room, one night', 80],
          ['Best room with a hearth', 200],
          ['Stabling and feed, one night', 50],
          ['Hot bath drawn to the room', 15],
        ],
      },
      {
        type: 'Meals',
        items: [
          ['Breakfast of porridge and honey', 5],
          ['Supper of the day', 30],
          ['Packed travel lunch', 20],
          ['Pot of tea', 4],
          ['Mug of ale', 4],
          ['Bottle of good wine', 150],
        ],
      },
    ],
  },
  'General Store': {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Travel Gear',
        items: [
          ['Hempen rope, 50 feet', 100],
          ['Bedroll', 100],
          ['Backpack', 200],
          ['Waterskin', 20],
          ['Trail rations, one day', 50],
          ['Tinderbox', 50],
          ['Torch', 1],
          ['Hooded lantern', 500],
          ['Flask of lamp oil', 10],
          ['Iron pot', 200],
        ],
      },
      {
        type: 'Household',
        items: [
          ['Bar of soap', 2],
          ['Candles, a dozen', 12],
          ['Sack of flour', 30],
          ['Ball of twine', 5],
          ['Chalk, a stick', 1],
          ['Sewing needles, five', 10],
          ['Whetstone', 1],
        ],
      },
    ],
  },
  Blacksmith: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Ironwork',
        items: [
          ['Horseshoes, a set of four', 100],
          ['Nails, a pound', 10],
          ['Door hinges, a pair', 40],
          ['Iron spikes, ten', 100],
          ['Crowbar', 200],
          ['Hammer', 100],
          ['Shovel', 200],
          ['Chain, 10 feet', 500],
          ['Grappling hook', 200],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Shoeing a horse', 50],
          ['Sharpening a blade', 5],
          ['Mending a pot', 10],
          ['Forging a key to a pattern', 100],
        ],
      },
    ],
  },
  Armorer: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Armor',
        items: [
          ['Padded armor', 500],
          ['Leather armor', 1000],
          ['Studded leather', 4500],
          ['Hide armor', 1000],
          ['Chain shirt', 5000],
          ['Scale mail', 5000],
          ['Breastplate', 40000],
          ['Chain mail', 7500],
          ['Splint armor', 20000],
        ],
      },
      {
        type: 'Shields and Services',
        items: [
          ['Wooden shield', 1000],
          ['Steel shield', 1500],
          ['Refitting armor to a new wearer', 500],
          ['Mending rings in chain', 200],
        ],
      },
    ],
  },
  Weaponsmith: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Weapons',
        items: [
          ['Dagger', 200],
          ['Handaxe', 500],
          ['Mace', 500],
          ['Spear', 100],
          ['Shortsword', 1000],
          ['Longsword', 1500],
          ['Battleaxe', 1000],
          ['Warhammer', 1500],
          ['Rapier', 2500],
          ['Greatsword', 5000],
          ['Halberd', 2000],
          ['Light crossbow', 2500],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Sharpening and oiling', 10],
          ['New grip wrapped', 50],
          ['Engraving a blade', 500],
        ],
      },
    ],
  },
  Fletcher: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Bows and Arrows',
        items: [
          ['Shortbow', 2500],
          ['Longbow', 5000],
          ['Arrows, twenty', 100],
          ['Crossbow bolts, twenty', 100],
          ['Quiver', 100],
          ['Bowstring, spare', 10],
          ['Whistling arrow', 20],
        ],
      },
    ],
  },
  Leatherworker: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Leather Goods',
        items: [
          ['Belt pouch', 50],
          ['Saddlebags', 400],
          ['Riding saddle', 1000],
          ['Waterskin', 20],
          ['Leather gloves', 30],
          ['Scabbard made to measure', 100],
          ['Map case', 100],
          ['Satchel', 150],
        ],
      },
    ],
  },
  Tailor: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Clothing',
        items: [
          ['Common clothes', 50],
          ["Traveler's cloak", 200],
          ['Fine clothes', 1500],
          ['Costume for a festival', 500],
          ['Wool hat', 20],
          ['Linen shirt', 30],
          ['Embroidered vest', 300],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Mending a tear', 2],
          ['Taking in a garment', 20],
          ['Dyeing a cloak', 50],
        ],
      },
    ],
  },
  Cobbler: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Footwear',
        items: [
          ['Sturdy boots', 100],
          ['Riding boots', 300],
          ['House slippers', 10],
          ['Soft-soled shoes', 80],
          ['Dancing shoes', 200],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Resoling boots', 20],
          ['Stretching a tight pair', 5],
          ['Waxing for the wet season', 5],
        ],
      },
    ],
  },
  Jeweler: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Jewelry',
        items: [
          ['Silver ring', 1000],
          ['Copper bracelet', 100],
          ['Gold signet ring', 5000],
          ['Pearl earrings', 10000],
          ['Silver locket', 2500],
          ['Garnet pendant', 5000],
          ['Jade hairpin', 3000],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Appraising a stone', 100],
          ['Resizing a ring', 200],
          ['Engraving initials', 100],
        ],
      },
    ],
  },
  Alchemist: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Concoctions',
        items: [
          ['Potion of healing', 5000],
          ["Alchemist's fire, a flask", 5000],
          ['Acid, a vial', 2500],
          ['Antitoxin', 5000],
          ['Smelling salts', 100],
          ['Tanglefoot glue', 1000],
          ['Everburning tinder', 500],
        ],
      },
      {
        type: 'Ingredients',
        items: [
          ['Sulfur, a pinch jar', 20],
          ['Quicksilver, a dram', 300],
          ['Powdered salt of iron', 50],
          ['Empty glass vial', 100],
        ],
      },
    ],
  },
  Herbalist: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Remedies',
        items: [
          ['Willow-bark tea for aches', 5],
          ['Poultice for burns', 10],
          ["Healer's kit", 500],
          ['Sleeping draft', 50],
          ['Tonic against fever', 30],
          ['Salve for sore feet', 8],
        ],
      },
      {
        type: 'Herbs',
        items: [
          ['Dried mint, a bundle', 1],
          ['Chamomile, a bundle', 2],
          ['Rare mountain moss', 200],
          ['Garlic braid', 3],
          ['Mandrake root', 500],
        ],
      },
    ],
  },
  'Magic Shop': {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Curios',
        items: [
          ['Spell scroll of a first-circle spell', 7500],
          ['Potion of climbing', 7500],
          ['Candle that never drips', 1000],
          ['Ever-cold drinking cup', 2500],
          ['Stone that hums near water', 1500],
          ['Spell component pouch', 2500],
          ['Arcane focus crystal', 1000],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Identifying an enchanted item', 2000],
          ['Detecting a curse', 1500],
          ['Recharging a minor trinket', 1000],
          ['Reading an unknown rune', 500],
        ],
      },
    ],
  },
  Bookseller: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Books',
        items: [
          ['Almanac of the year', 100],
          ['Book of local history', 1000],
          ['Bestiary with woodcuts', 2500],
          ['Collection of ballads', 500],
          ['Blank journal', 200],
          ['Primer for children', 100],
        ],
      },
      {
        type: 'Writing',
        items: [
          ['Ink, one ounce', 1000],
          ['Quill', 2],
          ['Parchment, ten sheets', 100],
          ['Sealing wax', 50],
        ],
      },
    ],
  },
  Cartographer: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Maps',
        items: [
          ['Map of the town', 200],
          ['Map of the region', 1000],
          ['Chart of the coast', 1500],
          ['Road map with inns marked', 500],
          ['Map copied from your sketch', 300],
        ],
      },
      {
        type: 'Instruments',
        items: [
          ['Compass', 2500],
          ['Measuring chain', 100],
          ["Navigator's tools", 2500],
          ['Map case', 100],
        ],
      },
    ],
  },
  Bakery: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Bread and Pastry',
        items: [
          ['Loaf of brown bread', 2],
          ['White loaf', 4],
          ['Honey cake', 5],
          ['Seed buns, six', 3],
          ['Fruit tart', 8],
          ['Hard biscuits for the road, a dozen', 10],
          ['Festival braid', 15],
        ],
      },
    ],
  },
  Butcher: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Meat',
        items: [
          ['Chunk of salted pork', 30],
          ['String of sausages', 15],
          ['Whole chicken', 20],
          ['Leg of mutton', 50],
          ['Smoked ham', 120],
          ['Bones for broth', 1],
          ['Jerky for the road, a pound', 25],
        ],
      },
    ],
  },
  Brewery: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Casks and Bottles',
        items: [
          ['Keg of ale', 200],
          ['Bottle of stout', 10],
          ['Cask of cider', 300],
          ['Firkin of honey mead', 500],
          ['Jug of small beer', 3],
        ],
      },
    ],
  },
  Carpenter: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Woodwork',
        items: [
          ['Wooden chest', 500],
          ['Ten-foot ladder', 10],
          ['Stool', 20],
          ['Ten-foot pole', 5],
          ['Barrel', 200],
          ['Small boat oars, a pair', 100],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Mending a door', 30],
          ['A day of repair work', 200],
          ['Building a cart', 1500],
        ],
      },
    ],
  },
  Potter: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Pottery',
        items: [
          ['Clay jug', 2],
          ['Glazed bowl', 4],
          ['Storage crock', 10],
          ['Flowerpot', 1],
          ['Painted vase', 100],
          ['Oil lamp', 1],
        ],
      },
    ],
  },
  Glassblower: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Glasswork',
        items: [
          ['Glass bottle', 200],
          ['Drinking glass', 50],
          ['Magnifying lens', 10000],
          ['Colored window pane', 500],
          ['Glass beads, a string', 30],
          ['Vial', 100],
        ],
      },
    ],
  },
  Candlemaker: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Candles and Lamps',
        items: [
          ['Tallow candle', 1],
          ['Beeswax candle', 5],
          ['Scented candle', 20],
          ['Prayer candle, tall', 10],
          ['Lamp oil, a flask', 10],
          ['Lantern wick', 2],
        ],
      },
    ],
  },
  Barber: {
    category: 'shop',
    isShop: true,
    goods: [
      {
        type: 'Services',
        items: [
          ['Shave', 2],
          ['Haircut', 3],
          ['Beard trim and oil', 5],
          ['Pulling a tooth', 20],
          ['Setting a bone', 100],
          ['Stitching a wound', 50],
        ],
      },
    ],
  },
  Stables: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Animals',
        items: [
          ['Draft horse', 5000],
          ['Riding horse', 7500],
          ['Pony', 3000],
          ['Mule', 800],
          ['Donkey', 800],
        ],
      },
      {
        type: 'Tack and Services',
        items: [
          ['Stabling, one night', 50],
          ['Feed, one day', 5],
          ['Saddle and bridle', 1200],
          ['Hiring a horse for a day', 200],
        ],
      },
    ],
  },
  Bank: {
    category: 'civic',
    isShop: false,
    goods: [
      {
        type: 'Services',
        items: [
          ['Changing coin, per hundred', 100],
          ['Strongbox for a month', 500],
          ['Letter of credit', 1000],
          ['Witnessing a contract', 200],
        ],
      },
    ],
  },
  Bathhouse: {
    category: 'hospitality',
    isShop: true,
    goods: [
      {
        type: 'Services',
        items: [
          ['Cold plunge', 1],
          ['Hot bath', 5],
          ['Steam room', 8],
          ['Rubdown with oils', 30],
          ['Washing of clothes', 5],
          ['Private bath for a party', 100],
        ],
      },
    ],
  },
  Theater: {
    category: 'hospitality',
    isShop: false,
    goods: [
      {
        type: 'Seats',
        items: [
          ['Standing in the pit', 2],
          ['Bench seat', 10],
          ['Cushioned gallery seat', 50],
          ['Private box for the evening', 500],
        ],
      },
    ],
  },
  Temple: {
    category: 'sacred',
    isShop: false,
    goods: [
      {
        type: 'Services',
        items: [
          ['Blessing of a journey', 10],
          ['Tending a wound', 50],
          ['Curing a disease', 5000],
          ['Rite for the dead', 500],
          ['Blessed candle', 10],
          ['Vial of holy water', 2500],
        ],
      },
    ],
  },
  Shrine: { category: 'sacred', isShop: false },
  Library: { category: 'civic', isShop: false },
  'Guild Hall': { category: 'civic', isShop: false },
  'Guard Post': { category: 'civic', isShop: false },
  Barracks: { category: 'civic', isShop: false },
  Warehouse: { category: 'civic', isShop: false },
  Mill: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Flour and Meal',
        items: [
          ['Sack of wheat flour', 30],
          ['Sack of rye meal', 20],
          ['Oats, a peck', 10],
          ['Milling your grain, per sack', 5],
        ],
      },
    ],
  },
  Tannery: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Hides',
        items: [
          ['Tanned cowhide', 200],
          ['Soft deerskin', 300],
          ['Boiled leather sheet', 250],
          ['Goatskin for a waterskin', 50],
        ],
      },
    ],
  },
  Shipwright: {
    category: 'workshop',
    isShop: true,
    goods: [
      {
        type: 'Boats',
        items: [
          ['Rowboat', 5000],
          ['Fishing skiff', 15000],
          ['Keelboat', 300000],
          ['Pair of oars', 200],
        ],
      },
      {
        type: 'Services',
        items: [
          ['Caulking a hull', 500],
          ['A new mast', 5000],
          ['Hauling out for repair, a day', 1000],
        ],
      },
    ],
  },
  'Noble Estate': { category: 'noble', isShop: false },
  Residence: { category: 'home', isShop: false },
  Market: { category: 'open', isShop: false },
  Docks: { category: 'open', isShop: false },
  Graveyard: { category: 'open', isShop: false },
  Park: { category: 'open', isShop: false },
  'Town Square': { category: 'open', isShop: false },
};

/** Markups a place may charge, in percent of the going rate. */
export const MARKUPS = [
  { text: '-10', weight: 1 },
  { text: '-5', weight: 2 },
  { text: '0', weight: 5 },
  { text: '5', weight: 4 },
  { text: '10', weight: 4 },
  { text: '15', weight: 3 },
  { text: '20', weight: 2 },
  { text: '30', weight: 1 },
  { text: '50', weight: 0.5 },
] as const;

/** Building types found only in a town or larger. */
export const TOWN_BUILDINGS: readonly BuildingType[] = [
  'Bank',
  'Theater',
  'Magic Shop',
  'Library',
  'Guild Hall',
  'Noble Estate',
  'Barracks',
  'Bookseller',
  'Cartographer',
  'Jeweler',
  'Bathhouse',
  'Glassblower',
  'Alchemist',
  'Armorer',
  'Weaponsmith',
];

/** Building types that stand on the water. */
export const WATERFRONT_BUILDINGS: readonly BuildingType[] = ['Docks', 'Shipwright'];
