import type { Rng } from '../core/rng';
import { Decks, type Grammar, type Table } from '../core/table';
import { expand } from '../core/template';
import type { BuildingType, Environment, Heritage, SettlementSize } from '../data/options';
import { isFitName } from './name-check';
import { chosenNameWords } from './naming-schemes';
import { generatePersonName } from './person-name';

/**
 * Where a building stands, as far as is known: its settlement's environment, its water (by the
 * sea, on a river or neither) and its size. A name drawn with no setting may be any that fits somewhere.
 */
export type BuildingSetting = {
  environment?: Environment;
  water?: 'coast' | 'river' | 'none';
  size?: SettlementSize;
};

/** Settlements too small for rows of townhouses, gates and market streets. */
const SMALL_SIZES: readonly SettlementSize[] = ['Outpost', 'Hamlet', 'Village'];

/** Environments where a settlement never has a river. */
const RIVERLESS: readonly Environment[] = ['Coastal', 'Underground', 'Underwater'];

/**
 * The tags a building name's rows read from its setting: the environment itself, `sea` (a shore
 * or the sea all round), `riverless` and `dry` (known to have no river, and no water at all, so no
 * ferryman, fishmonger or anchor), and `small-town` for an outpost, hamlet or village (no
 * townhouse, no Tanner Row, no gate). Only what is known is tagged: a setting not given excludes nothing.
 */
export function buildingSettingTags(setting: BuildingSetting = {}): Set<string> {
  const { environment, water, size } = setting;
  const tags = new Set<string>();
  if (size && SMALL_SIZES.includes(size)) tags.add('small-town');
  if (!environment) return tags;
  tags.add(environment);
  const sea = water === 'coast' || environment === 'Coastal' || environment === 'Underwater';
  if (sea) tags.add('sea');
  // An arctic town may stand on a fjord; only its water, once decided, says so.
  const landlocked = !sea && (water !== undefined || environment !== 'Arctic');
  const riverless = water !== undefined ? water !== 'river' : RIVERLESS.includes(environment);
  if (riverless) tags.add('riverless');
  if (landlocked && riverless && environment !== 'Swamp') tags.add('dry');
  return tags;
}

/**
 * The tags of a town's water that a person's rows read (`town-sea`, `town-riverless`, `town-dry`,
 * as `buildingSettingTags` decides `sea`, `riverless` and `dry`): what is not known tags nothing.
 */
export function townWaterTags(setting: Pick<BuildingSetting, 'environment' | 'water'>): string[] {
  const tags = buildingSettingTags(setting);
  return ['sea', 'riverless', 'dry'].filter((t) => tags.has(t)).map((t) => `town-${t}`);
}

/** A row that stands anywhere but under the sea. */
const land = (text: string) => ({ text, excludes: ['Underwater'] });
/** A row that stands anywhere but where one of the tags holds. */
const except = (text: string, ...tags: string[]) => ({ text, excludes: tags });

/**
 * Shared tables for building names. `{$owner}` is the owner's name (given or family), bound by
 * the generator; `{$owner.possessive}` writes it with 's ("Joss's").
 */
export const BUILDING_NAME_GRAMMAR = {
  signAdj: [
    'Drowsy',
    'Laughing',
    'Rusty',
    'Crooked',
    'Gilded',
    'Prancing',
    'Sleeping',
    'Wandering',
    'Jolly',
    'Thirsty',
    'Hungry',
    'Singing',
    'Sleepy',
    'Painted',
    'Dancing',
    'Three-Legged',
    'Green',
    'Silver',
    'Copper',
    'Scarlet',
    'Bashful',
    'Grumbling',
    'Lucky',
    'Tipsy',
    'Howling',
    'Winking',
    'Honest',
    'Salty',
    'Wise',
    'Foolish',
    'Broken',
    'Golden',
    'Sodden',
    'Patient',
    'Proud',
    'Lonely',
    'Merry',
    'Velvet',
    'Spotted',
    'Whistling',
  ],
  // A beast of the land is not hung over a door under the sea, a beast of rivers and shores not in the dry.
  signBeast: [
    land('Gryphon'),
    except('Badger', 'Underwater', 'Desert', 'Arctic'),
    except('Stag', 'Underwater', 'Underground', 'Desert'),
    { text: 'Mermaid', requires: ['sea'] },
    except('Goat', 'Underwater', 'Underground'),
    land('Pony'),
    'Dragon',
    except('Fox', 'Underwater', 'Underground'),
    except('Heron', 'Underwater', 'Underground', 'dry', 'Arctic'),
    land('Ox'),
    except('Boar', 'Underwater', 'Underground', 'Desert', 'Arctic'),
    land('Raven'),
    land('Hound'),
    land('Owl'),
    except('Pike', 'Underwater', 'dry'),
    except('Toad', 'Underwater', 'Desert', 'Arctic'),
    land('Wyvern'),
    except('Unicorn', 'Underwater', 'Underground'),
    land('Ferret'),
    land('Hen'),
    except('Cockerel', 'Underwater', 'Underground'),
    except('Otter', 'dry'),
    except('Bear', 'Underwater', 'Desert'),
    except('Swan', 'Underwater', 'Underground', 'dry'),
    except('Goose', 'Underwater', 'Underground'),
    land('Mule'),
    except('Salmon', 'dry'),
    except('Lion', 'Underwater', 'Underground', 'Arctic'),
    land('Mole'),
    land('Cat'),
    { text: 'Octopus', requires: ['sea'] },
    { text: 'Crab', requires: ['sea'] },
    { text: 'Seal', requires: ['sea'] },
    { text: 'Whale', requires: ['sea'] },
    { text: 'Seahorse', requires: ['Underwater'] },
    { text: 'Turtle', requires: ['Underwater'] },
    { text: 'Eel', excludes: ['dry', 'Arctic'] },
    { text: 'Walrus', requires: ['Arctic'] },
    { text: 'White Bear', requires: ['Arctic'] },
    { text: 'Reindeer', requires: ['Arctic'] },
    { text: 'Camel', requires: ['Desert'] },
    { text: 'Jackal', requires: ['Desert'] },
    { text: 'Scorpion', requires: ['Desert'] },
    { text: 'Vulture', requires: ['Desert'] },
    { text: 'Bat', requires: ['Underground'] },
    { text: 'Salamander', requires: ['Underground'] },
    { text: 'Ibex', requires: ['Mountain'] },
    { text: 'Eagle', requires: ['Mountain'] },
    { text: 'Frog', requires: ['Swamp'] },
  ],
  folkAdj: [
    'Drowsy',
    'Laughing',
    'Sleeping',
    'Wandering',
    'Jolly',
    'Thirsty',
    'Hungry',
    'Singing',
    'Dancing',
    'Bashful',
    'Grumbling',
    'Lucky',
    'Tipsy',
    'Winking',
    'Honest',
    'Wise',
    'Foolish',
    'Patient',
    'Proud',
    'Lonely',
    'Merry',
    'Whistling',
    'Weary',
    'Blind',
  ],
  signFolk: [
    'Troll',
    'Giant',
    'Bishop',
    except('Sailor', 'Underwater', 'dry'),
    land('Miller'),
    'Widow',
    'Pilgrim',
    land('Fiddler'),
    except('Ferryman', 'Underwater', 'dry'),
    except('Shepherd', 'Underwater', 'Underground'),
    land('Tinker'),
    'Friar',
    { text: 'Pearl Diver', requires: ['sea'] },
    { text: 'Caravaneer', requires: ['Desert'] },
    { text: 'Trapper', requires: ['Arctic'] },
    { text: 'Prospector', requires: ['Underground'] },
  ],
  thingAdj: [
    'Rusty',
    'Crooked',
    'Gilded',
    'Painted',
    'Green',
    'Silver',
    'Copper',
    'Scarlet',
    'Golden',
    'Broken',
    'Battered',
    'Lucky',
    'Jolly',
    'Merry',
    'Thirsty',
    'Tipsy',
    'Laughing',
    'Singing',
    'Whistling',
    'Winking',
    'Drowsy',
    'Dancing',
  ],
  signThing: [
    'Tankard',
    'Lantern',
    except('Anchor', 'dry'),
    'Barrel',
    land('Kettle'),
    land('Horseshoe'),
    'Crown',
    'Cask',
    'Goblet',
    land('Wheel'),
    except('Plow', 'Underwater', 'Underground'),
    'Bell',
    land('Candle'),
    'Compass',
    land('Fiddle'),
    'Harp',
    land('Hearth'),
    'Key',
    'Ladle',
    'Spoon',
    land('Boot'),
    'Drum',
    land('Saddle'),
    except('Oar', 'Underwater', 'dry'),
    land('Teapot'),
    'Thimble',
    land('Lamp'),
    land('Whistle'),
    'Helm',
    'Axe',
    { text: 'Trident', requires: ['sea'] },
    { text: 'Conch', requires: ['sea'] },
    { text: 'Net', excludes: ['dry'] },
    { text: 'Waterskin', requires: ['Desert'] },
    { text: 'Sled', requires: ['Arctic'] },
    { text: 'Pickaxe', requires: ['Underground'] },
  ],
  innRest: ['Rest', 'Respite', 'Lodge', 'Lodgings', land('Hearth'), 'House', 'Haven', 'Roost', 'Arms', 'Welcome'],
  // "& Sons" makes the owner a parent of sons (`kinClaim`); an owner whose children or siblings
  // are already known (`no-kin-children`, `no-kin-siblings`) names no such kin.
  kin: [
    { text: 'Sons', excludes: ['no-kin-children'] },
    { text: 'Daughters', excludes: ['no-kin-children'] },
    'Kin',
    'Company',
    'Apprentices',
    { text: 'Sisters', excludes: ['no-kin-siblings'] },
    { text: 'Brothers', excludes: ['no-kin-siblings'] },
    'Cousins',
    'Heirs',
  ],
  placeAdj: ['Old', 'Quiet', 'Sunken', 'High', 'Lower', 'Windy', 'Royal', 'Little', 'Common', 'New', 'Long'],
  fineAdj: [
    'Fine',
    'Honest',
    'Reliable',
    'Famous',
    'Humble',
    'Old',
    'Trusty',
    'Finest',
    'Celebrated',
    'Modest',
    'Renowned',
  ],
  // A street by the water only where there is water of that kind; rows, gates, alleys and named
  // streets are a town's, lanes, hills and greens a village's too (`small-town`).
  streetPlace: [
    except('Market Row', 'small-town'),
    except('Bridge Street', 'Underwater', 'riverless', 'small-town'),
    'the Old Wall',
    'Lantern Lane',
    { text: 'Harbor Steps', requires: ['sea'], excludes: ['Underwater'] },
    except('Northgate', 'small-town'),
    except('Well Street', 'Underwater', 'small-town'),
    except('Tanner Row', 'Underwater', 'small-town'),
    'the Crossing',
    land('Mill Lane'),
    'Chapel Hill',
    except('River Walk', 'riverless'),
    except('Fishmonger Alley', 'dry', 'small-town'),
    except('Saltgate', 'small-town'),
    { text: 'Kelp Row', requires: ['Underwater'], excludes: ['small-town'] },
    { text: 'the Coral Stair', requires: ['Underwater'] },
    { text: 'Caravan Row', requires: ['Desert'], excludes: ['small-town'] },
    { text: 'the Deep Stair', requires: ['Underground'] },
    { text: 'the Green', requires: ['small-town'], excludes: ['Desert', 'Underwater', 'Underground'] },
    land('Well Lane'),
    { text: 'Date Palm Lane', requires: ['Desert', 'small-town'] },
  ],
  metal: ['Iron', 'Steel', 'Copper', 'Bronze', 'Brass', 'Silver', 'Cold Iron'],
  forgeAdj: ['Ringing', 'Glowing', 'Red-Hot', 'Sooty', 'Busy', 'Heavy', 'Tempered', 'Black', 'Lucky', 'Roaring'],
  anvilSign: ['Anvil', 'Hammer', 'Bellows', 'Tongs', 'Horseshoe', 'Hearth', 'Cinder', 'Chisel'],
  smithNoun: ['Forge', 'Smithy', 'Ironworks', 'Metalworks', 'Forgeworks'],
  armorNoun: ['Armory', 'Plate and Mail', 'Mailworks', 'Armor Shop', 'Helm and Hauberk', 'Shieldworks'],
  armorAdj: ['Trusty', 'Dented', 'Polished', 'Bright', 'Stout', 'Battered', 'Gleaming', 'Steadfast', 'Unbroken'],
  armorSign: ['Shield', 'Breastplate', 'Gauntlet', 'Helm', 'Bulwark', 'Buckler', 'Aegis', 'Visor'],
  bladeAdj: ['Keen', 'Trusty', 'Bright', 'Gleaming', 'Faithful', 'Notched', 'Balanced', 'True', 'Bold'],
  bladeSign: ['Edge', 'Blade', 'Spear', 'Sword', 'Rapier', 'Glaive', 'Axe', 'Saber', 'Halberd', 'Dagger'],
  bladeNoun: ['Bladeworks', 'Swordsmithy', 'Weapons', 'Sword and Spear', 'Edge and Hilt', 'Weapon Forge'],
  fletchAdj: ['Swift', 'True', 'Keen', 'Whistling', 'Straight', 'Gray', 'Green', 'Flying', 'Silver', 'Wandering'],
  fletchSign: ['Arrow', 'Feather', 'Quiver', 'Bowstring', 'Goose', 'Yew', 'Longbow', 'Nock', 'Target', 'Fletching'],
  leatherNoun: ['Leatherworks', 'Hides and Harness', 'Saddlery', 'Leather Goods', 'Strap and Buckle'],
  clothAdj: ['Silver', 'Golden', 'Silken', 'Scarlet', 'Busy', 'Nimble', 'Crooked', 'Painted', 'Velvet', 'Blue'],
  clothSign: ['Needle', 'Thread', 'Thimble', 'Spool', 'Bobbin', 'Pin', 'Shears', 'Button', 'Ribbon', 'Lace'],
  tailorNoun: ['Tailoring', 'Clothiers', 'Garments', 'Outfitters', 'Dressmakers', 'Fine Cloth'],
  shoeAdj: ['Stout', 'Nimble', 'Red', 'Dancing', 'Wandering', 'Muddy', 'Stitched', 'Patched', 'Well-Worn', 'Tapping'],
  shoeSign: ['Boot', 'Slipper', 'Heel', 'Clog', 'Sole', 'Sandal', 'Shoe'],
  gemAdj: [
    'Flawless',
    'Gleaming',
    'Hidden',
    'Lucky',
    'Little',
    'Bright',
    'Polished',
    'Sparkling',
    'Winking',
    'Faceted',
  ],
  gem: ['Ruby', 'Sapphire', 'Emerald', 'Opal', 'Pearl', 'Garnet', 'Amethyst', 'Topaz', 'Moonstone', 'Jade', 'Amber'],
  jewelNoun: ['Jewelers', 'Gems and Settings', 'Gemcutters', 'Fine Jewelry', 'Rings and Brooches', 'Goldsmiths'],
  brewThing: ['Cauldron', 'Alembic', 'Retort', 'Flask', 'Crucible', 'Phial', 'Mortar', 'Pestle', 'Still'],
  alchemyNoun: ['Alchemy', 'Elixirs', 'Tinctures', 'Philters and Powders', 'Curious Compounds', 'Apothecary'],
  herbAdj: ['Wild', 'Sweet', 'Green', 'Bitter', 'Dried', 'Fresh', 'Hedge', 'Healing', 'Humble', 'Wayside'],
  herb: [
    'Sage',
    'Yarrow',
    'Willowbark',
    'Feverfew',
    'Rosemary',
    'Nettle',
    'Comfrey',
    'Chamomile',
    'Mandrake',
    'Thyme',
    'Foxglove',
    'Mint',
  ],
  herbNoun: ['Remedies', 'Herbs and Simples', 'Apothecary', 'Cures', 'Green Medicines', 'Poultices and Teas'],
  arcaneSign: ['Wand', 'Star', 'Moon', 'Eye', 'Key', 'Rune', 'Orb', 'Comet', 'Crystal', 'Owl', 'Hourglass', 'Mirror'],
  arcaneAdj: [
    'Wandering',
    'Silver',
    'Shimmering',
    'Curious',
    'Whispering',
    'Crooked',
    'Twinkling',
    'Seventh',
    'Hidden',
    'Blue',
  ],
  magicNoun: ['Curios', 'Wonders', 'Arcana', 'Enchantments', 'Oddments', 'Marvels', 'Trinkets and Talismans'],
  bookAdj: ['Dog-Eared', 'Inky', 'Gilded', 'Crooked', 'Curious', 'Quiet', 'Dusty', 'Learned', 'Wandering', 'Faded'],
  bookSign: ['Quill', 'Page', 'Inkwell', 'Folio', 'Bookmark', 'Scroll', 'Spine', 'Candle'],
  bookNoun: ['Books', 'Booksellers', 'Bindery', 'Books and Bindings', 'Reading Room', 'Printers'],
  mapAdj: ['Wandering', 'Distant', 'Far', 'Painted', 'Crooked', 'True', 'Faithful', 'Lost', 'Northern', 'Gilded'],
  mapSign: ['Compass', 'Globe', 'Astrolabe', 'Star Chart', 'Milestone', 'Horizon', 'Lodestone', 'Wind Rose'],
  mapNoun: ['Maps', 'Charts', 'Cartography', 'Surveys', 'Maps and Charts', 'Routes and Roads'],
  breadAdj: ['Golden', 'Warm', 'Honest', 'Merry', 'Lucky', 'Sweet', 'Little', 'Rising', 'Humble', 'Burnt'],
  bread: ['Loaf', 'Bun', 'Crust', 'Crumb', 'Rye', 'Honey Cake', 'Pie', 'Bannock', 'Biscuit', 'Pretzel', 'Muffin'],
  kitchenThing: [
    land('Kettle'),
    'Ladle',
    'Spoon',
    land('Hearth'),
    land('Churn'),
    land('Sheaf'),
    land('Teapot'),
    'Basket',
    'Jug',
    land('Lamp'),
  ],
  bakeryNoun: ['Bakery', 'Bakehouse', 'Ovens', 'Breads', 'Pies and Pastries', 'Cakes'],
  meatAdj: ['Fat', 'Honest', 'Jolly', 'Salty', 'Hungry', 'Merry', 'Red', 'Smoky'],
  meatSign: ['Cleaver', 'Hock', 'Pig', 'Ham', 'Chop', 'Chopping Block', 'Hook'],
  butcherNoun: ['Butchers', 'Meats', 'Smokehouse', 'Chops and Sausages', 'Larder', 'Salt Meats'],
  brewAdj: ['Golden', 'Foaming', 'Merry', 'Hoppy', 'Brown', 'Bitter', 'Sweet', 'Copper', 'Thirsty', 'Jolly'],
  brewSign: ['Hop', 'Barrel', 'Mash Tun', 'Malt', 'Barley', 'Cask', 'Tap', 'Keg'],
  breweryNoun: ['Brewery', 'Brewhouse', 'Alehouse', 'Ales', 'Malthouse', 'Brewers'],
  wood: ['Oak', 'Ash', 'Elm', 'Pine', 'Birch', 'Cedar', 'Walnut', 'Yew', 'Maple', 'Beech'],
  carpentryNoun: ['Joinery', 'Carpentry', 'Woodworks', 'Timberworks', 'Cabinetmakers', 'Beam and Board'],
  clayAdj: ['Painted', 'Glazed', 'Humble', 'Cracked', 'Blue', 'Red', 'Spinning', 'Turning', 'Speckled', 'Crooked'],
  clay: ['Kiln', 'Wheel', 'Pitcher', 'Jug', 'Urn', 'Pot', 'Crock', 'Bowl', 'Clay'],
  potterNoun: ['Pottery', 'Potters', 'Kilnworks', 'Earthenware', 'Crockery', 'Stoneware'],
  glassAdj: ['Clear', 'Bright', 'Blue', 'Green', 'Shining', 'Cracked', 'Glittering', 'Twinkling', 'Rosy', 'Smoky'],
  glassSign: ['Prism', 'Pane', 'Bauble', 'Bottle', 'Lens', 'Bead', 'Window', 'Bubble'],
  glassNoun: ['Glassworks', 'Glass', 'Glassblowers', 'Lenses and Glass', 'Glasshouse'],
  candleAdj: ['Bright', 'Flickering', 'Steady', 'Warm', 'Little', 'Golden', 'Tallow', 'Dancing', 'Gentle', 'Patient'],
  candleSign: ['Wick', 'Flame', 'Taper', 'Glow', 'Candle', 'Lantern', 'Lamp', 'Ember'],
  candleNoun: ['Chandlery', 'Candles', 'Chandlers', 'Lights', 'Wax and Wick', 'Lamp Oil and Candles'],
  barberAdj: ['Keen', 'Lathered', 'Gleaming', 'Silver', 'Steady', 'Dapper', 'Tidy', 'Gentle', 'Trim'],
  barberSign: ['Razor', 'Comb', 'Scissors', 'Strop', 'Lather', 'Curl', 'Beard'],
  barberNoun: ['Barbers', 'Barbershop', 'Shaves and Trims', 'Barber-Surgeons', 'Hair and Teeth'],
  horseAdj: ['Dappled', 'Gray', 'Black', 'White', 'Swift', 'Patient', 'Proud', 'Sleepy', 'Red', 'Piebald'],
  horse: ['Mare', 'Stallion', 'Colt', 'Pony', 'Charger', 'Horse', 'Filly', 'Gelding', 'Mule'],
  stableThing: [
    'Horseshoe',
    'Saddle',
    'Bridle',
    'Stirrup',
    'Harness',
    'Wheel',
    'Lantern',
    'Bell',
    'Haystack',
    'Manger',
  ],
  stableNoun: ['Stables', 'Livery', 'Stabling', 'Mews', 'Paddocks', 'Stableyard'],
  bankAdj: ['Honest', 'Trusty', 'Reliable', 'Old', 'Sound', 'Prudent', 'Steady', 'Careful', 'Faithful', 'Golden'],
  coin: ['Crown', 'Coin', 'Ducat', 'Ledger', 'Vault', 'Scale', 'Strongbox', 'Purse', 'Seal'],
  bankNoun: ['Bank', 'Counting House', 'Exchange', 'Lending House', 'Moneychangers'],
  bathAdj: ['Warm', 'Steaming', 'Quiet', 'Old', 'Marble', 'Copper', 'Clear', 'Hot', 'Bubbling'],
  bathSign: ['Spring', 'Basin', 'Fountain', 'Cistern', 'Pool', 'Tub'],
  bathNoun: ['Baths', 'Bathhouse', 'Steam Rooms', 'Bathing Hall'],
  stageAdj: ['Laughing', 'Weeping', 'Gilded', 'Painted', 'Velvet', 'Scarlet', 'Golden', 'Silver', 'Crooked', 'Merry'],
  stageSign: ['Mask', 'Curtain', 'Footlights', 'Lantern', 'Jester', 'Harlequin', 'Crown', 'Dagger', 'Rose'],
  theaterNoun: ['Theater', 'Playhouse', 'Stage', 'Players', 'Opera House', 'Music Hall'],
  holySign: [
    'Quiet Lantern',
    'Morning Star',
    'Open Palm',
    'Silver Oak',
    'Seven Candles',
    'Unending Flame',
    'Patient Stone',
    'White Heron',
    'Last Light',
    'Rising Sun',
    'Gentle Tide',
    'Twin Moons',
    'Sleeping Lion',
    'Golden Sheaf',
    'Open Door',
    'Silver Bell',
    'Evening Star',
    'Green Bough',
    'Still Water',
    'Kindled Hearth',
    'Three Keys',
    'Even Scales',
    'Winged Sun',
    'Blue Flame',
    'Folded Hands',
    'Waking Dawn',
    'Hidden Spring',
    'Broken Chain',
  ],
  templeAdj: ['Old', 'Ancient', 'Great', 'High', 'Holy', 'Blessed', 'Hallowed', 'Quiet', 'First', 'White'],
  // A cathedral is the great temple of a town or city, never of a village.
  templeNoun: [
    'Temple',
    'House',
    'Sanctuary',
    'Hall',
    'Abbey',
    'Chantry',
    { text: 'Cathedral', excludes: ['small-town'] },
  ],
  templeHouse: ['Temple', 'Sanctuary', 'Abbey', 'Chantry', { text: 'Cathedral', excludes: ['small-town'] }],
  // A shrine in town is a small building with a door: not a cairn or a grotto.
  shrineNoun: ['Shrine', 'Altar', 'Oratory', 'Sanctum', 'Chapel', 'Wayshrine'],
  shrineAdj: ['Quiet', 'Little', 'Mossy', 'Windswept', 'Weeping', 'Forgotten', 'Sunlit', 'Hidden', 'Humble', 'Old'],
  libraryAdj: ['Old', 'Great', 'Free', 'Quiet', 'Royal', 'Hallowed', 'Ancient', 'Lesser'],
  libraryNoun: ['Library', 'Archive', 'Athenaeum', 'Reading Hall', 'Scriptorium', 'Collegium'],
  learnedThing: ['Open Book', 'Bronze Owl', 'Hundred Scrolls', 'Quiet Ink', 'Lamp', 'Learned Tongue', 'Second Sight'],
  guildAdj: [
    'Honest',
    'Worshipful',
    'Ancient',
    'Free',
    'Loyal',
    'Honorable',
    'United',
    'Venerable',
    'Industrious',
    'Humble',
  ],
  guildPeople: [
    'Coopers',
    'Masons',
    'Weavers',
    'Chandlers',
    'Glassblowers',
    'Brewers',
    'Merchants',
    'Scriveners',
    'Carters',
    'Apothecaries',
    'Lamplighters',
    'Dyers',
  ],
  guildNoun: ['Guildhall', 'Guild Hall', 'Hall', 'Exchange', 'Meeting House', 'Court'],
  // Gates, walls and a high street are a walled town's (`small-town` has none).
  gateName: [
    except('North Gate', 'small-town'),
    except('River Gate', 'riverless', 'small-town'),
    except('Old Bridge', 'Underwater', 'riverless'),
    except('East Wall', 'small-town'),
    except('Market Gate', 'small-town'),
    'Salt Road',
    except('High Street', 'small-town'),
    'Lantern Cross',
    'Crossroads',
    { text: 'Sea Gate', requires: ['sea'], excludes: ['Underwater', 'small-town'] },
    { text: 'Reef Gate', requires: ['Underwater'], excludes: ['small-town'] },
  ],
  guardNoun: ['Guard Post', 'Watch House', 'Gatehouse', 'Watchtower', 'Sentry Post', 'Constabulary'],
  barracksNoun: ['Barracks', 'Garrison', 'Quarters', 'Muster Hall', 'Drill Yard', 'Keep'],
  company: [
    'Iron Company',
    'Lantern Guard',
    'Sixth Spear',
    'Gray Cloaks',
    'Wall Wardens',
    'Red Pennants',
    'City Watch',
  ],
  storeAdj: ['Old', 'Long', 'Low', 'Red', 'Gray', 'Great', 'Leaning', 'Stone', 'Brick', 'Tarred'],
  storeNoun: ['Warehouse', 'Storehouse', 'Vaults', 'Sheds', 'Stores', 'Cellars', 'Lofts'],
  goods: ['Salt', 'Grain', 'Wool', 'Timber', 'Spice', 'Cloth', 'Wine', except('Fish', 'dry'), 'Tea', 'Tallow'],
  millAdj: ['Old', 'High', 'Lower', 'Upper', 'Little', 'New', 'Great'],
  // A weir on the sign means water turns the wheel, so it is no windmill.
  millNoun: [
    'Mill',
    except('Watermill', 'riverless'),
    except('Windmill', 'Underground', 'water-mill'),
    'Mill House',
    'Grist Mill',
  ],
  millSign: [
    { text: 'Weir', excludes: ['riverless'], implies: ['water-mill'] },
    'Wheatsheaf',
    'Hopper',
    'Barley',
    'Oat',
    'Rye',
    'Flour',
    'Corn',
  ],
  tanneryNoun: ['Tannery', 'Tanyard', 'Hide Works', 'Tanning Pits', 'Curing Sheds'],
  shipNoun: ['Shipyard', 'Shipwrights', 'Boatyard', 'Drydock', 'Slipway', 'Boatworks'],
  shipAdj: ['Tarred', 'Painted', 'Gilded', 'Oaken', 'Stout', 'True', 'Carved', 'Crooked', 'Salty', 'Swift'],
  shipSign: ['Keel', 'Hull', 'Mast', 'Rudder', 'Anchor', 'Figurehead', 'Bowsprit', 'Capstan'],
  estateAdj: ['Old', 'Grand', 'High', 'Great', 'Ancient', 'White', 'Gray'],
  estateNoun: ['Manor', 'Hall', 'Estate', 'House', 'Court', 'Park', 'Towers', 'Grange', 'Villa'],
  estateSign: [
    'Rookwood',
    'Ashgrove',
    'Thornbury',
    'Highcliff',
    'Swanmere',
    'Oakhurst',
    'Stillwater',
    'Larkspur',
    'Willowmere',
    'Stonecrest',
  ],
  homeNoun: ['Cottage', 'House', 'Place', 'Lodge', 'Nook', 'Rest', 'Home', 'Croft', 'End'],
  homeSign: [
    except('Ivy', 'Underwater', 'Underground', 'Desert'),
    except('Rose', 'Underwater', 'Underground'),
    except('Bramble', 'Underwater', 'Underground', 'Desert'),
    except('Hawthorn', 'Underwater', 'Underground', 'Desert'),
    land('Old Well'),
    land('Crooked Chimney'),
    'Blue Door',
    except('Apple Tree', 'Underwater', 'Underground', 'Desert', 'Arctic'),
    'Ladder',
    'Red Roof',
    { text: 'Shell', requires: ['Underwater'] },
    { text: 'Coral', requires: ['Underwater'] },
    { text: 'Palm', requires: ['Desert'] },
    { text: 'Lamplit', requires: ['Underground'] },
  ],
  homeAdj: [
    'Old',
    'Little',
    'Crooked',
    'Leaning',
    'Narrow',
    'Tall',
    'Whitewashed',
    'Green',
    'Blue',
    'Red',
    except('Thatched', 'Underwater', 'Underground'),
    'Quiet',
  ],
  houseNoun: ['House', 'Cottage', except('Townhouse', 'small-town')],
  marketNoun: [
    'Market',
    'Bazaar',
    'Fair',
    except('Exchange', 'small-town'),
    'Market Cross',
    except('Shambles', 'small-town'),
    'Stalls',
  ],
  marketSign: [
    except('Fish', 'dry'),
    'Cloth',
    except('Corn', 'Underwater', 'Underground'),
    land('Butter'),
    except('Cattle', 'Underwater', 'Underground'),
    'Lamplight',
    except('Flower', 'Underwater', 'Underground'),
    'Salt',
    'Spice',
    land('Horse'),
    'Lantern',
    { text: 'Pearl', requires: ['sea'] },
    { text: 'Kelp', requires: ['Underwater'] },
    { text: 'Camel', requires: ['Desert'] },
    { text: 'Fur', requires: ['Arctic'] },
    { text: 'Mushroom', requires: ['Underground'] },
  ],
  dockNoun: ['Docks', 'Quay', 'Wharf', 'Pier', 'Landing', 'Harbor', 'Jetty', 'Moorings'],
  dockSign: ['Gull', 'Oyster', 'Fisherman', 'Tarred Rope', 'Crab', 'Old Anchor', 'Mussel', 'Lighthouse', 'Herring'],
  graveNoun: ['Graveyard', 'Cemetery', 'Burial Ground', 'Churchyard', 'Burying Ground', 'Graves', 'Burial Yard'],
  graveSign: [
    except('Yew', 'Underwater', 'Underground', 'Desert'),
    except('Willow', 'Underwater', 'Underground', 'Desert'),
    'Quiet',
    land('Crow'),
    land('Raven'),
    'Gray Lady',
    'Long Sleep',
    'Lantern',
    except('Lily', 'Underwater', 'Underground'),
    'Moss',
  ],
  parkNoun: [
    'Gardens',
    'Park',
    except('Green', 'Underwater', 'Underground'),
    'Commons',
    'Pleasance',
    except('Arboretum', 'Underwater', 'Underground'),
    except('Meadow', 'Underwater', 'Underground'),
  ],
  parkSign: [
    except('Linden', 'Underwater', 'Underground', 'Desert'),
    except('Rose', 'Underwater', 'Underground', 'Arctic'),
    except('Swan', 'Underwater', 'Underground', 'dry'),
    land('Fountain'),
    except('Elm', 'Underwater', 'Underground', 'Desert'),
    except('Lily', 'Underwater', 'Underground', 'Arctic'),
    except('Sundial', 'Underwater', 'Underground'),
    except('Peacock', 'Underwater', 'Underground', 'Arctic'),
    except('Cherry', 'Underwater', 'Underground', 'Desert', 'Arctic'),
    except('Heron', 'Underwater', 'Underground', 'dry'),
    { text: 'Coral', requires: ['Underwater'] },
    { text: 'Anemone', requires: ['Underwater'] },
    { text: 'Glowcap', requires: ['Underground'] },
    { text: 'Crystal', requires: ['Underground'] },
    { text: 'Palm', requires: ['Desert'] },
    { text: 'Cactus', requires: ['Desert'] },
    { text: 'Larch', requires: ['Arctic'] },
    { text: 'Rowan', requires: ['Arctic'] },
  ],
  squareNoun: ['Square', 'Plaza', 'Cross', except('Green', 'Underwater', 'Underground', 'Desert'), 'Court', 'Yard'],
  squareSign: [
    land('Fountain'),
    'Bell',
    'Clock',
    'Gallows',
    'Statue',
    land('Well'),
    'Founders',
    'Lantern',
    'Crown',
    'Herald',
  ],
  generalNoun: [
    'Goods',
    'Supplies',
    'Provisions',
    'Sundries',
    'Dry Goods',
    'Emporium',
    'General Store',
    'Trading Post',
  ],
  storeFront: ['Emporium', 'General Store', 'Trading Post', 'Shop', 'Store'],
  generalSign: [
    'Lantern',
    'Barrel',
    'Basket',
    'Crossroads',
    'Corner',
    'Red Door',
    'Green Door',
    'Old Mill',
    except('Bridge', 'dry'),
    'Wagon Wheel',
  ],
} as const satisfies Grammar;

/**
 * Name patterns for each building type, drawing on the shared tables. Each sign takes adjectives
 * that suit it: a beast on a tavern sign may laugh or prance, a temple is old or hallowed, a gem
 * flawless, a house crooked or thatched.
 */
export const BUILDING_NAME_PATTERNS = {
  Tavern: [
    { text: 'The {?signAdj} {signBeast}', weight: 4 },
    { text: 'The {?folkAdj} {signFolk}', weight: 2 },
    { text: 'The {signBeast} and {signThing}', weight: 3 },
    { text: 'The {?thingAdj} {signThing}', weight: 2 },
    { text: '{$owner.possessive} Taproom' },
    { text: 'The {signThing} on {streetPlace}' },
  ],
  Inn: [
    { text: 'The {?signAdj} {signBeast}', weight: 3 },
    { text: "The {signBeast}'s {innRest}", weight: 2 },
    { text: "The {signFolk}'s {innRest}", weight: 2 },
    { text: 'The {?thingAdj} {signThing} Inn', weight: 2 },
    { text: '{$owner.possessive} {innRest}', weight: 2 },
    { text: 'The {signBeast} and {signThing}', weight: 2 },
  ],
  'General Store': [
    { text: '{$owner.possessive} {?fineAdj} {generalNoun}', weight: 3 },
    { text: '{$owner} & {kin} {generalNoun}', weight: 2 },
    { text: 'The {generalSign} {storeFront}', weight: 2 },
    { text: 'The {storeFront} on {streetPlace}' },
  ],
  Blacksmith: [
    { text: '{$owner} & {kin} {smithNoun}', weight: 3 },
    { text: 'The {?forgeAdj} {anvilSign}', weight: 2 },
    { text: '{$owner.possessive} {smithNoun}', weight: 2 },
    { text: 'The {?forgeAdj} {anvilSign} {smithNoun}', weight: 2 },
    { text: 'The {anvilSign} on {streetPlace}' },
  ],
  Armorer: [
    { text: '{$owner.possessive} {armorNoun}', weight: 3 },
    { text: 'The {?armorAdj} {metal} {armorSign}', weight: 3 },
    { text: '{$owner} & {kin} {armorNoun}', weight: 2 },
  ],
  Weaponsmith: [
    { text: '{$owner.possessive} {bladeNoun}', weight: 3 },
    { text: 'The {?bladeAdj} {metal} {bladeSign}', weight: 3 },
    { text: '{$owner} & {kin} {bladeNoun}', weight: 2 },
  ],
  Fletcher: [
    { text: 'The {?fletchAdj} {fletchSign}', weight: 3 },
    { text: '{$owner.possessive} Bows and Arrows', weight: 2 },
    { text: '{$owner} & {kin} Fletchers', weight: 2 },
    { text: 'The {fletchSign} and {fletchSign}' },
  ],
  Leatherworker: [
    { text: '{$owner.possessive} {leatherNoun}', weight: 3 },
    { text: '{$owner} & {kin} {leatherNoun}', weight: 2 },
    { text: 'The {?fineAdj} Saddle and Strap', weight: 2 },
  ],
  Tailor: [
    { text: 'The {?clothAdj} {clothSign}', weight: 3 },
    { text: '{$owner.possessive} {tailorNoun}', weight: 3 },
    { text: '{$owner} & {kin} {tailorNoun}', weight: 2 },
    { text: '{clothSign} and {clothSign}' },
  ],
  Cobbler: [
    { text: 'The {?shoeAdj} {shoeSign}', weight: 3 },
    { text: '{$owner.possessive} Boots and Shoes', weight: 2 },
    { text: '{$owner} & {kin} Cobblers', weight: 2 },
  ],
  Jeweler: [
    { text: 'The {?gemAdj} {gem}', weight: 3 },
    { text: '{$owner.possessive} {jewelNoun}', weight: 3 },
    { text: '{$owner} & {kin} {jewelNoun}', weight: 2 },
    { text: '{gem} and {gem}' },
  ],
  Alchemist: [
    { text: 'The {?arcaneAdj} {brewThing}', weight: 3 },
    { text: '{$owner.possessive} {alchemyNoun}', weight: 3 },
    { text: 'The {brewThing} and {brewThing}', weight: 2 },
  ],
  Herbalist: [
    { text: '{$owner.possessive} {herbNoun}', weight: 3 },
    { text: 'The {herb} and {herb}', weight: 3 },
    { text: 'The {?herbAdj} {herb}', weight: 2 },
  ],
  'Magic Shop': [
    { text: 'The {?arcaneAdj} {arcaneSign}', weight: 3 },
    { text: '{$owner.possessive} {?fineAdj} {magicNoun}', weight: 3 },
    { text: 'The {magicNoun} of the {?arcaneAdj} {arcaneSign}', weight: 2 },
  ],
  Bookseller: [
    { text: 'The {?bookAdj} {bookSign}', weight: 3 },
    { text: '{$owner.possessive} {bookNoun}', weight: 3 },
    { text: '{$owner} & {kin} {bookNoun}', weight: 2 },
  ],
  Cartographer: [
    { text: 'The {?mapAdj} {mapSign}', weight: 3 },
    { text: '{$owner.possessive} {mapNoun}', weight: 3 },
    { text: '{$owner} & {kin} {mapNoun}', weight: 2 },
  ],
  Bakery: [
    { text: 'The {?breadAdj} {bread}', weight: 3 },
    { text: '{$owner.possessive} {bakeryNoun}', weight: 3 },
    { text: '{$owner} & {kin} {bakeryNoun}', weight: 2 },
    { text: 'The {bread} and {kitchenThing}' },
  ],
  Butcher: [
    { text: '{$owner.possessive} {butcherNoun}', weight: 3 },
    { text: 'The {?meatAdj} {meatSign}', weight: 3 },
    { text: '{$owner} & {kin} {butcherNoun}', weight: 2 },
  ],
  Brewery: [
    { text: 'The {?brewAdj} {brewSign} {breweryNoun}', weight: 3 },
    { text: '{$owner.possessive} {breweryNoun}', weight: 3 },
    { text: '{$owner} & {kin} {breweryNoun}', weight: 2 },
  ],
  Carpenter: [
    { text: '{$owner.possessive} {carpentryNoun}', weight: 3 },
    { text: 'The {?fineAdj} {wood} {carpentryNoun}', weight: 3 },
    { text: '{$owner} & {kin} {carpentryNoun}', weight: 2 },
  ],
  Potter: [
    { text: 'The {?clayAdj} {clay}', weight: 3 },
    { text: '{$owner.possessive} {potterNoun}', weight: 3 },
    { text: '{$owner} & {kin} {potterNoun}', weight: 2 },
  ],
  Glassblower: [
    { text: 'The {?glassAdj} {glassSign}', weight: 3 },
    { text: '{$owner.possessive} {glassNoun}', weight: 3 },
    { text: '{$owner} & {kin} {glassNoun}', weight: 2 },
  ],
  Candlemaker: [
    { text: 'The {?candleAdj} {candleSign}', weight: 3 },
    { text: '{$owner.possessive} {candleNoun}', weight: 3 },
    { text: '{$owner} & {kin} {candleNoun}', weight: 2 },
  ],
  Barber: [
    { text: 'The {?barberAdj} {barberSign}', weight: 3 },
    { text: '{$owner.possessive} {barberNoun}', weight: 3 },
    { text: '{barberSign} and {barberSign}', weight: 1 },
  ],
  Stables: [
    { text: 'The {?horseAdj} {horse} {stableNoun}', weight: 3 },
    { text: '{$owner.possessive} {stableNoun}', weight: 3 },
    { text: 'The {horse} and {stableThing}', weight: 2 },
  ],
  Bank: [
    { text: 'The {?bankAdj} {coin} {bankNoun}', weight: 3 },
    { text: '{$owner} & {kin} {bankNoun}', weight: 3 },
    { text: 'The {bankNoun} of {streetPlace}', weight: 2 },
  ],
  Bathhouse: [
    { text: 'The {?bathAdj} {bathSign} {bathNoun}', weight: 3 },
    { text: '{$owner.possessive} {bathNoun}', weight: 3 },
    { text: 'The {bathNoun} of {streetPlace}', weight: 1 },
  ],
  Theater: [
    { text: 'The {?stageAdj} {stageSign} {theaterNoun}', weight: 3 },
    { text: '{$owner.possessive} {theaterNoun}', weight: 2 },
    { text: 'The {stageSign} and {stageSign}', weight: 2 },
  ],
  Temple: [
    { text: 'The {templeNoun} of the {holySign}', weight: 4 },
    { text: 'The {?templeAdj} {templeNoun} of the {holySign}', weight: 2 },
    { text: 'The {holySign} {templeHouse}', weight: 2 },
  ],
  Shrine: [
    { text: 'The {shrineNoun} of the {holySign}', weight: 4 },
    { text: 'The {shrineAdj} {shrineNoun}', weight: 2 },
    { text: '{$owner.possessive} {shrineNoun}', weight: 1 },
  ],
  Library: [
    { text: 'The {libraryNoun} of the {learnedThing}', weight: 3 },
    { text: 'The {$owner} {libraryNoun}', weight: 3 },
    { text: 'The {?libraryAdj} {libraryNoun} of {streetPlace}', weight: 2 },
  ],
  'Guild Hall': [
    { text: 'The {guildNoun} of the {?guildAdj} {guildPeople}', weight: 4 },
    { text: "The {guildPeople}' {guildNoun}", weight: 3 },
  ],
  'Guard Post': [
    { text: 'The {gateName} {guardNoun}', weight: 4 },
    { text: 'The {guardNoun} of the {company}', weight: 2 },
    { text: '{$owner.possessive} {guardNoun}', weight: 1 },
  ],
  Barracks: [
    { text: 'The {company} {barracksNoun}', weight: 4 },
    { text: 'The {gateName} {barracksNoun}', weight: 2 },
    { text: '{$owner.possessive} {barracksNoun}', weight: 1 },
  ],
  Warehouse: [
    { text: 'The {goods} {storeNoun}', weight: 3 },
    { text: '{$owner} & {kin} {storeNoun}', weight: 3 },
    { text: 'The {?storeAdj} {storeNoun} on {streetPlace}', weight: 2 },
  ],
  Mill: [
    { text: 'The {?millAdj} {millSign} {millNoun}', weight: 3 },
    { text: '{$owner.possessive} {millNoun}', weight: 3 },
  ],
  Tannery: [
    { text: '{$owner.possessive} {tanneryNoun}', weight: 3 },
    { text: '{$owner} & {kin} {tanneryNoun}', weight: 2 },
    { text: 'The {tanneryNoun} by {streetPlace}', weight: 2 },
  ],
  Shipwright: [
    { text: '{$owner.possessive} {shipNoun}', weight: 3 },
    { text: 'The {?shipAdj} {shipSign} {shipNoun}', weight: 3 },
    { text: '{$owner} & {kin} {shipNoun}', weight: 2 },
  ],
  'Noble Estate': [
    { text: '{estateSign} {estateNoun}', weight: 4 },
    { text: '{$owner} {estateNoun}', weight: 3 },
    { text: 'The {?estateAdj} {estateNoun} of {$owner}', weight: 2 },
  ],
  Residence: [
    { text: '{homeSign} {homeNoun}', weight: 4 },
    { text: '{$owner.possessive} {homeNoun}', weight: 3 },
    { text: 'The {?homeAdj} {houseNoun} on {streetPlace}', weight: 2 },
  ],
  Market: [
    { text: 'The {marketSign} {marketNoun}', weight: 4 },
    { text: 'The {?placeAdj} {marketNoun} of {streetPlace}', weight: 2 },
    { text: '{$owner.possessive} {marketNoun}', weight: 1 },
  ],
  Docks: [
    { text: '{dockSign} {dockNoun}', weight: 4 },
    { text: '{$owner.possessive} {dockNoun}', weight: 2 },
    { text: 'The {?placeAdj} {dockNoun}', weight: 2 },
  ],
  Graveyard: [
    { text: 'The {graveSign} {graveNoun}', weight: 4 },
    { text: 'The {graveNoun} of the {holySign}', weight: 2 },
    { text: '{$owner.possessive} {graveNoun}', weight: 1 },
  ],
  Park: [
    { text: 'The {parkSign} {parkNoun}', weight: 4 },
    { text: '{$owner} {parkNoun}', weight: 2 },
    { text: 'The {?placeAdj} {parkNoun}', weight: 2 },
  ],
  'Town Square': [
    { text: '{squareSign} {squareNoun}', weight: 4 },
    { text: '{$owner} {squareNoun}', weight: 2 },
    { text: 'The {?placeAdj} {squareNoun}', weight: 1 },
  ],
} as const satisfies Record<BuildingType, Table>;

/** Peoples an owner may come from when the caller names none. */
/** Name parts that are words a people chose (virtues, trades), lower case. */
const WORD_NAMES: ReadonlySet<string> = chosenNameWords();

const OWNER_HERITAGES: readonly Heritage[] = [
  'Human',
  'Human',
  'Human',
  'Human',
  'Dwarf',
  'Elf',
  'Halfling',
  'Gnome',
  'Half-Elf',
  'Half-Orc',
  'Tiefling',
  'Dragonborn',
];
const RETRIES = 20;

/** One grammar per building type: the shared tables plus its own `buildingName` table. */
const GRAMMARS = new Map<BuildingType, Grammar>(
  (Object.entries(BUILDING_NAME_PATTERNS) as [BuildingType, Table][]).map(([type, patterns]) => [
    type,
    { ...BUILDING_NAME_GRAMMAR, buildingName: patterns },
  ]),
);

/** The relatives a name like "Harrow & Sons" says its owner has, by the word after the owner's name. */
export type KinClaim = 'Sons' | 'Daughters' | 'Sisters' | 'Brothers';

/**
 * What a building's name says of its owner's family ("Harrow & Sons": Harrow has sons), read
 * from the name and the owner's name in it; undefined when the name claims no relatives.
 */
export function kinClaim(name: string, ownerName: string): KinClaim | undefined {
  const m = / & (Sons|Daughters|Sisters|Brothers)\b/.exec(name);
  return m && name.includes(`${ownerName} & `) ? (m[1] as KinClaim) : undefined;
}

/**
 * A name for a building of a type ("The Drowsy Gryphon", "Harrow & Daughters Ironworks").
 * `ownerName` appears in names that mention the owner; without it an owner is invented. A
 * `setting` keeps to names that fit its ground: no stag under the sea, no ferryman in the desert.
 * `ownerFamily` tags (`no-kin-children`, `no-kin-siblings`) keep out names claiming relatives
 * the owner is known not to have. Adjectives marked optional appear only with `adjectives`.
 * Deterministic for the stream.
 */
export function generateBuildingName(
  rng: Rng,
  buildingType: BuildingType,
  options: {
    adjectives: boolean;
    ownerName?: string;
    ownerFamily?: readonly string[];
    decks?: Decks;
    setting?: BuildingSetting;
  },
): string {
  const grammar = GRAMMARS.get(buildingType);
  if (!grammar) throw new Error(`no building names for ${buildingType}`);
  const tags = buildingSettingTags(options.setting);
  for (const tag of options.ownerFamily ?? []) tags.add(tag);
  const draw = (r: Rng): string => {
    const { ownerName } = options;
    // Without an owner's name, one is invented, and only when the pattern drawn prints it.
    const inventOwner = () => {
      const person = generatePersonName(
        r.fork('owner'),
        r.fork('heritage').pick(OWNER_HERITAGES),
        r.fork('sex').pick(['Male', 'Female'] as const),
      );
      // A given name that is a word ("Penance") reads as a name only beside a family name.
      const givenIsWord = WORD_NAMES.has(person.given.toLowerCase());
      return !givenIsWord && r.fork('styling').chance(0.4) ? person.given : (person.family ?? person.given);
    };
    return expand(r.fork('pattern'), grammar, '{buildingName}', {
      tags,
      adjectives: options.adjectives,
      ...(ownerName === undefined ? { lazyVars: { owner: inventOwner } } : { vars: { owner: ownerName } }),
      decks: options.decks ?? new Decks(),
    });
  };
  let name = draw(rng);
  for (let n = 1; n <= RETRIES && !isFitName(name); n++) name = draw(rng.fork(`retry-${n}`));
  return name;
}
