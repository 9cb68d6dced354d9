/**
 * The option lists the API serves and the generators read. A choice the API accepts is always one
 * of these, so every generator knows every value it can be asked for. Display order.
 */

export const HERITAGES = [
  'Human',
  'Elf',
  'Dwarf',
  'Halfling',
  'Gnome',
  'Half-Elf',
  'Half-Orc',
  'Orc',
  'Goblin',
  'Hobgoblin',
  'Kobold',
  'Lizardfolk',
  'Tiefling',
  'Dragonborn',
  'Aasimar',
] as const;
export type Heritage = (typeof HERITAGES)[number];

export const GENDERS = ['Any', 'Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const CREATURE_TYPES = [
  'Aberration',
  'Beast',
  'Celestial',
  'Construct',
  'Dragon',
  'Elemental',
  'Fey',
  'Fiend',
  'Giant',
  'Humanoid',
  'Monstrosity',
  'Ooze',
  'Plant',
  'Undead',
] as const;
export type CreatureType = (typeof CREATURE_TYPES)[number];

/** Building types (the API calls them locations: /api/GetLocations). */
export const BUILDING_TYPES = [
  'Tavern',
  'Inn',
  'General Store',
  'Blacksmith',
  'Armorer',
  'Weaponsmith',
  'Fletcher',
  'Leatherworker',
  'Tailor',
  'Cobbler',
  'Jeweler',
  'Alchemist',
  'Herbalist',
  'Magic Shop',
  'Bookseller',
  'Cartographer',
  'Bakery',
  'Butcher',
  'Brewery',
  'Carpenter',
  'Potter',
  'Glassblower',
  'Candlemaker',
  'Barber',
  'Stables',
  'Bank',
  'Bathhouse',
  'Theater',
  'Temple',
  'Shrine',
  'Library',
  'Guild Hall',
  'Guard Post',
  'Barracks',
  'Warehouse',
  'Mill',
  'Tannery',
  'Shipwright',
  'Noble Estate',
  'Residence',
  'Market',
  'Docks',
  'Graveyard',
  'Park',
  'Town Square',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** Building types whose owner is "Tended to by" rather than "Run by". */
export const TENDED_BUILDING_TYPES: readonly BuildingType[] = ['Graveyard', 'Docks', 'Market', 'Park', 'Town Square'];

export const LOOT_SIZES = ['Pocket', 'Small', 'Medium', 'Large', 'Hoard'] as const;
export type LootSize = (typeof LOOT_SIZES)[number];

export const LOOT_TYPES = [
  'Treasure',
  'Coins',
  'Gems',
  'Art Objects',
  'Weapons',
  'Armor',
  'Potions',
  'Scrolls',
  'Magic Items',
  'Trinkets',
  'Trade Goods',
] as const;
export type LootType = (typeof LOOT_TYPES)[number];

export const ITEM_TYPES = [
  'Weapon',
  'Armor',
  'Shield',
  'Potion',
  'Ring',
  'Amulet',
  'Wand',
  'Staff',
  'Rod',
  'Scroll',
  'Wondrous Item',
  'Trinket',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Item rarities, lowest first: mundane, then the five magic rarities of the fifth-edition guideline. */
export const ITEM_RARITIES = ['Mundane', 'Common', 'Uncommon', 'Rare', 'Very Rare', 'Legendary'] as const;
export type ItemRarity = (typeof ITEM_RARITIES)[number];

export const FOOD_DRINK_TYPES = [
  'Meal',
  'Soup',
  'Bread and Pastry',
  'Dessert',
  'Street Food',
  'Ale and Beer',
  'Wine',
  'Spirits',
  'Tea and Infusions',
  'Soft Drink',
] as const;
export type FoodDrinkType = (typeof FOOD_DRINK_TYPES)[number];

export const ENCOUNTER_TYPES = ['Combat', 'Social', 'Exploration', 'Trap', 'Hazard', 'Mystery'] as const;
export type EncounterType = (typeof ENCOUNTER_TYPES)[number];

/** The eleven environments of the specification. */
export const ENVIRONMENTS = [
  'Arctic',
  'Coastal',
  'Desert',
  'Forest',
  'Grassland',
  'Hill',
  'Mountain',
  'Swamp',
  'Underground',
  'Underwater',
  'Urban',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Environments a settlement can stand in (a settlement is itself the urban part). */
export const SETTLEMENT_ENVIRONMENTS = ENVIRONMENTS.filter((e) => e !== 'Urban');

export const MISC_GENERATOR_TYPES = [
  'Trinket',
  'Book Title',
  'Ship Name',
  'Tavern Game',
  'Omen',
  'Curse',
  'Nickname',
  'Street Scene',
  'Prophecy',
  'Dream',
  'Pocket Contents',
  'Smell',
] as const;
export type MiscGeneratorType = (typeof MISC_GENERATOR_TYPES)[number];

export const ORGANIZATION_TYPES = [
  'CauseBased',
  'NobleHouse',
  'Religious',
  'Pirates',
  'Guild',
  'Militaristic',
  'Political',
  'AdventuringParty',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ALIGNMENTS = ['good', 'neutral', 'evil'] as const;
export type MoralAlignment = (typeof ALIGNMENTS)[number];

export const SETTLEMENT_SIZES = ['Outpost', 'Hamlet', 'Village', 'Town', 'City', 'Metropolis'] as const;
export type SettlementSize = (typeof SETTLEMENT_SIZES)[number];

/** Broad location types (/api/GetBroadLocationTypes). */
export const LOCATION_TYPES = [
  'Cave',
  'Dungeon',
  'Ruin',
  'Tower',
  'Crypt',
  'Mine',
  'Shipwreck',
  'Camp',
  'Lair',
  'Grove',
  'Shrine',
  'Bridge',
  'Crossroads',
  'Lake',
  'Island',
  'Battlefield',
  'Castle',
  'Monastery',
  'Oasis',
  'Portal',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const TRANSLATION_LANGUAGES = [
  'Elvish',
  'Dwarvish',
  'Halfling',
  'Gnomish',
  'Orcish',
  'Goblin',
  'Giant',
  'Draconic',
  'Infernal',
  'Abyssal',
  'Celestial',
  'Sylvan',
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Challenge ratings a user can choose; -1 stands for Random. */
export const CHALLENGE_RATINGS = [
  0, 0.125, 0.25, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
  27, 28, 29, 30,
] as const;

/** Every option list served by the API, by route name. */
export const OPTION_LISTS = {
  Races: HERITAGES,
  GetCreatureTypes: CREATURE_TYPES,
  GetLocations: BUILDING_TYPES,
  GetLootSizes: LOOT_SIZES,
  GetLootTypes: LOOT_TYPES,
  GetItemTypes: ITEM_TYPES,
  GetFoodOrDrinkTypes: FOOD_DRINK_TYPES,
  GetEncounterTypes: ENCOUNTER_TYPES,
  GetEnvironmentTypes: ENVIRONMENTS,
  GetMiscGeneratorTypes: MISC_GENERATOR_TYPES,
  GetOrganizationTypes: ORGANIZATION_TYPES,
  GetAlignmentMoralTypes: ALIGNMENTS,
  GetReasonableEnvironmentTypes: SETTLEMENT_ENVIRONMENTS,
  GetSettlementSizes: SETTLEMENT_SIZES,
  GetBroadLocationTypes: LOCATION_TYPES,
  GetTranslationLanguages: TRANSLATION_LANGUAGES,
} as const satisfies Record<string, readonly string[]>;
export type OptionListName = keyof typeof OPTION_LISTS;

/** The trades a guild may follow, from Merchants to Couriers; every trade but the Miners' has jobs whose holders belong to it. */
export const GUILD_TYPES = [
  'Merchants',
  'Smiths',
  'Masons',
  'Potters',
  'Glassblowers',
  'Chandlers',
  'Carpenters',
  'Weavers',
  'Tailors',
  'Tanners',
  'Brewers',
  'Bakers',
  'Butchers',
  'Jewelers',
  'Alchemists',
  'Scribes',
  'Cartographers',
  'Shipwrights',
  'Sailors',
  'Miners',
  'Farmers',
  'Herbalists',
  'Entertainers',
  'Bankers',
  'Thieves',
  'Mercenaries',
  'Couriers',
] as const;
export type GuildType = (typeof GUILD_TYPES)[number];

/** What a cause-based group fights for. */
export const GROUP_CAUSES = ['GainingPower', 'Ideals', 'Destruction', 'PreserveEnvironment'] as const;
export type GroupCause = (typeof GROUP_CAUSES)[number];
