/**
 * Content for generated monsters, by creature type: sizes, abilities, senses, defenses, languages,
 * alignments, weapons, traits, special actions and name parts. Code chooses among these rows.
 */
import type { CreatureType, Environment } from '../data/options';

export const SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'] as const;
export type Size = (typeof SIZES)[number];

/** Hit die by size. */
export const HIT_DIE: Readonly<Record<Size, number>> = {
  Tiny: 4,
  Small: 6,
  Medium: 8,
  Large: 10,
  Huge: 12,
  Gargantuan: 20,
};

/** An element a dragon, elemental or fiend can be tied to: damage type, name words, where it lives. */
export type Element = {
  damage: string;
  words: readonly string[];
  environments: readonly Environment[];
  breath: 'cone' | 'line';
};

export const ELEMENTS: readonly Element[] = [
  {
    damage: 'fire',
    words: ['Cinder', 'Ember', 'Flame', 'Ash'],
    environments: ['Mountain', 'Desert', 'Underground'],
    breath: 'cone',
  },
  {
    damage: 'cold',
    words: ['Frost', 'Rime', 'Glacier', 'Winter'],
    environments: ['Arctic', 'Mountain'],
    breath: 'cone',
  },
  {
    damage: 'lightning',
    words: ['Storm', 'Thunderhead', 'Spark', 'Tempest'],
    environments: ['Coastal', 'Desert', 'Mountain'],
    breath: 'line',
  },
  {
    damage: 'acid',
    words: ['Bile', 'Mire', 'Venom', 'Rot'],
    environments: ['Swamp', 'Forest', 'Underground'],
    breath: 'line',
  },
  {
    damage: 'thunder',
    words: ['Echo', 'Boom', 'Roar', 'Gale'],
    environments: ['Hill', 'Grassland', 'Coastal'],
    breath: 'cone',
  },
  {
    damage: 'poison',
    words: ['Blight', 'Fume', 'Miasma', 'Nightshade'],
    environments: ['Forest', 'Swamp'],
    breath: 'cone',
  },
];

export type WeaponRow = {
  name: string;
  die: number;
  damage: string;
  ranged?: boolean;
  /** Uses Dexterity rather than Strength. */
  finesse?: boolean;
  /** A second damage roll of the creature's element. */
  elemental?: boolean;
};

export type TypeProfile = {
  /** Sizes allowed, smallest first. */
  sizes: readonly Size[];
  /** Ability scores before the challenge rating's adjustments: [str, dex, con, int, wis, cha] ranges. */
  abilities: readonly (readonly [number, number])[];
  /** The physical ability its attacks use. */
  attackAbility: 'str' | 'dex';
  /** The mental ability its save DCs use. */
  dcAbility: 'int' | 'wis' | 'cha' | 'con';
  environments: readonly Environment[];
  alignments: readonly string[];
  languages: readonly string[];
  senses: readonly Readonly<Record<string, string>>[];
  vulnerabilities: readonly string[];
  resistances: readonly string[];
  immunities: readonly string[];
  conditionImmunities: readonly string[];
  /** Speeds besides walking that it may have. */
  speeds: readonly Readonly<Record<string, string | boolean>>[];
  weapons: readonly WeaponRow[];
  traits: readonly { name: string; requires?: readonly string[]; minCr?: number }[];
  /** A recharge ability of area damage: title, save ability and shape. */
  special?: {
    title: string;
    save: 'dex' | 'con' | 'wis' | 'int' | 'str';
    shape: 'cone' | 'line' | 'radius';
    damage?: string;
  };
  hasElement?: boolean;
  names: readonly string[];
  prefixes: readonly string[];
};

const NONMAGICAL = 'bludgeoning, piercing, and slashing from nonmagical attacks';

export const TYPE_PROFILES: Readonly<Record<CreatureType, TypeProfile>> = {
  Aberration: {
    sizes: ['Small', 'Medium', 'Large', 'Huge', 'Gargantuan'],
    abilities: [
      [10, 18],
      [8, 14],
      [12, 18],
      [14, 20],
      [12, 16],
      [10, 18],
    ],
    attackAbility: 'str',
    dcAbility: 'int',
    environments: ['Underground', 'Underwater', 'Swamp'],
    alignments: ['lawful evil', 'neutral evil', 'chaotic evil'],
    languages: [
      'Deep Speech, telepathy 60 ft.',
      'Deep Speech, telepathy 120 ft.',
      'understands Deep Speech but can’t speak, telepathy 60 ft.',
    ],
    senses: [{ darkvision: '120 ft.' }, { darkvision: '60 ft.' }, { blindsight: '30 ft.', darkvision: '60 ft.' }],
    vulnerabilities: [],
    resistances: ['psychic'],
    immunities: [],
    conditionImmunities: ['prone', 'charmed'],
    speeds: [{ swim: '30 ft.' }, { fly: '30 ft.', hover: true }, { climb: '20 ft.' }, {}],
    weapons: [
      { name: 'Tentacle', die: 8, damage: 'bludgeoning' },
      { name: 'Bite', die: 10, damage: 'piercing' },
      { name: 'Mind Lash', die: 6, damage: 'psychic' },
    ],
    traits: [
      { name: 'Amphibious', requires: ['swim'] },
      { name: 'Probing Telepathy' },
      { name: 'Magic Resistance', minCr: 5 },
      { name: 'Limited Telepathy' },
    ],
    special: { title: 'Mind Blast', save: 'int', shape: 'cone', damage: 'psychic' },
    names: ['Horror', 'Gazer', 'Maw', 'Whisperer', 'Thing', 'Devourer', 'Lurker'],
    prefixes: ['Gibbering', 'Hollow-Eyed', 'Star-Spawned', 'Many-Mouthed', 'Dreaming', 'Pale'],
  },
  Beast: {
    sizes: ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'],
    abilities: [
      [10, 18],
      [10, 16],
      [12, 16],
      [2, 3],
      [10, 14],
      [4, 7],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Forest', 'Grassland', 'Hill', 'Mountain', 'Arctic', 'Desert', 'Swamp', 'Coastal'],
    alignments: ['unaligned'],
    languages: ['—'],
    senses: [{}, { darkvision: '60 ft.' }, { blindsight: '10 ft.' }],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: [],
    speeds: [{}, { climb: '30 ft.' }, { swim: '30 ft.' }, { burrow: '10 ft.' }],
    weapons: [
      { name: 'Bite', die: 8, damage: 'piercing' },
      { name: 'Claws', die: 6, damage: 'slashing' },
      { name: 'Gore', die: 10, damage: 'piercing' },
      { name: 'Hooves', die: 6, damage: 'bludgeoning' },
      { name: 'Tail', die: 8, damage: 'bludgeoning' },
    ],
    traits: [
      { name: 'Keen Smell' },
      { name: 'Keen Hearing and Smell' },
      { name: 'Keen Sight' },
      { name: 'Amphibious', requires: ['swim'] },
      { name: 'Spider Climb', requires: ['climb'] },
      { name: 'Hold Breath', requires: ['swim'] },
      { name: 'Standing Leap' },
      { name: 'Sure-Footed' },
    ],
    names: ['Stalker', 'Prowler', 'Strider', 'Boar', 'Hound', 'Lynx', 'Ram', 'Serpent', 'Bear', 'Elk', 'Vulture'],
    prefixes: ['Ridgeback', 'Scarred', 'Dusk', 'Tusked', 'Great', 'Thornhide', 'Pale', 'Striped', 'Iron-Jawed'],
  },
  Celestial: {
    sizes: ['Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [14, 22],
      [12, 18],
      [14, 20],
      [14, 20],
      [16, 22],
      [16, 24],
    ],
    attackAbility: 'str',
    dcAbility: 'wis',
    environments: ['Mountain', 'Grassland', 'Forest', 'Urban'],
    alignments: ['lawful good', 'neutral good', 'chaotic good'],
    languages: ['Celestial, Common', 'all, telepathy 120 ft.', 'Celestial, Common, telepathy 60 ft.'],
    senses: [{ darkvision: '120 ft.' }, { darkvision: '60 ft.' }],
    vulnerabilities: [],
    resistances: ['radiant', NONMAGICAL],
    immunities: [],
    conditionImmunities: ['charmed', 'exhaustion', 'frightened'],
    speeds: [{ fly: '60 ft.' }, { fly: '90 ft.' }],
    weapons: [
      { name: 'Mace', die: 6, damage: 'bludgeoning' },
      { name: 'Longsword', die: 8, damage: 'slashing' },
      { name: 'Greatsword', die: 6, damage: 'slashing' },
      { name: 'Longbow', die: 8, damage: 'piercing', ranged: true, finesse: true },
    ],
    traits: [{ name: 'Magic Resistance' }, { name: 'Divine Awareness' }, { name: 'Magic Weapons' }],
    special: { title: 'Searing Radiance', save: 'con', shape: 'radius', damage: 'radiant' },
    names: ['Seraph', 'Herald', 'Warden', 'Choir', 'Lantern', 'Virtue'],
    prefixes: ['Dawn', 'Gilded', 'Sunlit', 'Silver-Winged', 'Merciful', 'Vigilant'],
  },
  Construct: {
    sizes: ['Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [14, 22],
      [6, 12],
      [14, 20],
      [1, 6],
      [6, 11],
      [1, 5],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Urban', 'Underground', 'Desert', 'Mountain'],
    alignments: ['unaligned'],
    languages: ['understands the languages of its creator but can’t speak', '—'],
    senses: [{ darkvision: '60 ft.' }, { blindsight: '60 ft.' }, { darkvision: '120 ft.' }],
    vulnerabilities: [],
    resistances: [],
    immunities: ['poison', 'psychic'],
    conditionImmunities: ['charmed', 'exhaustion', 'frightened', 'paralyzed', 'petrified', 'poisoned'],
    speeds: [{}, {}, { climb: '20 ft.' }],
    weapons: [
      { name: 'Slam', die: 8, damage: 'bludgeoning' },
      { name: 'Fist', die: 10, damage: 'bludgeoning' },
      { name: 'Blade Arm', die: 8, damage: 'slashing' },
    ],
    traits: [
      { name: 'Immutable Form' },
      { name: 'Magic Resistance', minCr: 5 },
      { name: 'False Appearance' },
      { name: 'Siege Monster', minCr: 5 },
    ],
    names: ['Golem', 'Sentinel', 'Automaton', 'Guardian', 'Colossus', 'Effigy'],
    prefixes: ['Brass', 'Iron', 'Clockwork', 'Runed', 'Obsidian', 'Bone', 'Glass'],
  },
  Dragon: {
    sizes: ['Small', 'Medium', 'Large', 'Huge', 'Gargantuan'],
    abilities: [
      [14, 24],
      [10, 14],
      [14, 24],
      [10, 18],
      [11, 15],
      [12, 20],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Mountain'],
    alignments: ['lawful evil', 'chaotic evil', 'neutral evil', 'lawful good', 'chaotic good'],
    languages: ['Common, Draconic', 'Draconic'],
    senses: [
      { blindsight: '30 ft.', darkvision: '120 ft.' },
      { blindsight: '60 ft.', darkvision: '120 ft.' },
      { blindsight: '10 ft.', darkvision: '60 ft.' },
    ],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: [],
    speeds: [{ fly: '80 ft.' }, { fly: '60 ft.', climb: '30 ft.' }, { fly: '80 ft.', swim: '40 ft.' }],
    weapons: [
      { name: 'Bite', die: 10, damage: 'piercing', elemental: true },
      { name: 'Claw', die: 6, damage: 'slashing' },
      { name: 'Tail', die: 8, damage: 'bludgeoning' },
    ],
    traits: [
      { name: 'Amphibious', requires: ['swim'] },
      { name: 'Legendary Resistance', minCr: 10 },
    ],
    special: { title: 'Breath', save: 'dex', shape: 'cone' },
    hasElement: true,
    names: ['Drake', 'Wyrm', 'Dragon'],
    prefixes: [],
  },
  Elemental: {
    sizes: ['Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [10, 20],
      [12, 20],
      [14, 20],
      [4, 8],
      [10, 12],
      [6, 10],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Mountain'],
    alignments: ['neutral'],
    languages: ['Primordial', 'understands Primordial but can’t speak'],
    senses: [{ darkvision: '60 ft.' }, { darkvision: '60 ft.', tremorsense: '60 ft.' }],
    vulnerabilities: [],
    resistances: [NONMAGICAL],
    immunities: ['poison'],
    conditionImmunities: [
      'exhaustion',
      'grappled',
      'paralyzed',
      'petrified',
      'poisoned',
      'prone',
      'restrained',
      'unconscious',
    ],
    speeds: [{ fly: '60 ft.', hover: true }, {}, { burrow: '30 ft.' }, { swim: '60 ft.' }],
    weapons: [
      { name: 'Slam', die: 8, damage: 'bludgeoning', elemental: true },
      { name: 'Touch', die: 6, damage: 'bludgeoning', elemental: true },
    ],
    traits: [
      { name: 'Elemental Demise' },
      { name: 'Air Form', requires: ['fly'] },
      { name: 'Earth Glide', requires: ['burrow'] },
    ],
    special: { title: 'Elemental Burst', save: 'dex', shape: 'radius' },
    hasElement: true,
    names: ['Elemental', 'Spirit', 'Vortex', 'Heart', 'Wraith'],
    prefixes: [],
  },
  Fey: {
    sizes: ['Tiny', 'Small', 'Medium', 'Large'],
    abilities: [
      [6, 14],
      [14, 20],
      [10, 16],
      [10, 16],
      [12, 16],
      [14, 20],
    ],
    attackAbility: 'dex',
    dcAbility: 'cha',
    environments: ['Forest', 'Grassland', 'Swamp', 'Hill'],
    alignments: ['chaotic neutral', 'neutral', 'chaotic good', 'neutral evil'],
    languages: ['Common, Sylvan', 'Sylvan, Elvish', 'Sylvan'],
    senses: [{ darkvision: '60 ft.' }, {}],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: ['charmed'],
    speeds: [{}, { fly: '40 ft.' }, { climb: '30 ft.' }],
    weapons: [
      { name: 'Shortsword', die: 6, damage: 'piercing', finesse: true },
      { name: 'Thorn Whip', die: 6, damage: 'piercing', finesse: true },
      { name: 'Shortbow', die: 6, damage: 'piercing', ranged: true, finesse: true },
      { name: 'Rapier', die: 8, damage: 'piercing', finesse: true },
    ],
    traits: [{ name: 'Magic Resistance' }, { name: 'Mimicry' }, { name: 'Fey Ancestry' }, { name: 'Tree Stride' }],
    special: { title: 'Bewildering Pollen', save: 'wis', shape: 'radius', damage: 'psychic' },
    names: ['Trickster', 'Knight', 'Piper', 'Thornling', 'Courtier', 'Wisp'],
    prefixes: ['Moonlit', 'Thistle', 'Gloaming', 'Briar', 'Laughing', 'Dew'],
  },
  Fiend: {
    sizes: ['Tiny', 'Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [12, 22],
      [12, 18],
      [14, 22],
      [8, 18],
      [10, 16],
      [12, 20],
    ],
    attackAbility: 'str',
    dcAbility: 'cha',
    environments: ['Underground', 'Urban', 'Desert', 'Swamp'],
    alignments: ['lawful evil', 'chaotic evil', 'neutral evil'],
    languages: ['Infernal, telepathy 120 ft.', 'Abyssal, telepathy 120 ft.', 'Common, Infernal'],
    senses: [{ darkvision: '120 ft.' }, { darkvision: '60 ft.' }, { truesight: '60 ft.' }],
    vulnerabilities: [],
    resistances: ['cold', 'lightning', NONMAGICAL],
    immunities: ['fire', 'poison'],
    conditionImmunities: ['poisoned'],
    speeds: [{}, { fly: '60 ft.' }, { fly: '40 ft.' }],
    weapons: [
      { name: 'Claw', die: 6, damage: 'slashing' },
      { name: 'Barbed Tail', die: 8, damage: 'piercing' },
      { name: 'Hooked Glaive', die: 10, damage: 'slashing' },
      { name: 'Hellfire Lash', die: 6, damage: 'fire' },
    ],
    traits: [{ name: 'Magic Resistance' }, { name: "Devil's Sight" }, { name: 'Magic Weapons', minCr: 3 }],
    special: { title: 'Hellfire Eruption', save: 'dex', shape: 'radius', damage: 'fire' },
    names: ['Tormentor', 'Fiend', 'Devil', 'Demon', 'Hellion', 'Tempter'],
    prefixes: ['Brimstone', 'Chain-Bound', 'Cinder-Eyed', 'Hooked', 'Smiling', 'Ashen'],
  },
  Giant: {
    sizes: ['Large', 'Huge', 'Gargantuan'],
    abilities: [
      [18, 27],
      [8, 12],
      [16, 22],
      [6, 14],
      [8, 14],
      [8, 14],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Hill', 'Mountain', 'Arctic', 'Forest'],
    alignments: ['chaotic evil', 'neutral evil', 'lawful neutral', 'chaotic good', 'neutral'],
    languages: ['Giant', 'Common, Giant'],
    senses: [{}, { darkvision: '60 ft.' }],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: [],
    speeds: [{}, {}, { climb: '30 ft.' }],
    weapons: [
      { name: 'Greatclub', die: 8, damage: 'bludgeoning' },
      { name: 'Greataxe', die: 12, damage: 'slashing' },
      { name: 'Rock', die: 10, damage: 'bludgeoning', ranged: true },
      { name: 'Fist', die: 8, damage: 'bludgeoning' },
    ],
    traits: [{ name: 'Keen Smell' }, { name: 'Siege Monster' }, { name: 'Rock Catching' }, { name: 'Two Heads' }],
    special: { title: 'Earthshaking Stomp', save: 'str', shape: 'radius', damage: 'thunder' },
    names: ['Giant', 'Titan', 'Ogre-Lord', 'Colossus', 'Behemoth'],
    prefixes: ['Hill', 'Stone', 'Crag', 'Moss-Bearded', 'Boulder', 'One-Eyed', 'Frostbeard'],
  },
  Humanoid: {
    sizes: ['Small', 'Medium'],
    abilities: [
      [10, 16],
      [10, 16],
      [10, 16],
      [8, 14],
      [8, 14],
      [8, 14],
    ],
    attackAbility: 'str',
    dcAbility: 'wis',
    environments: ['Urban', 'Forest', 'Hill', 'Grassland', 'Coastal', 'Underground'],
    alignments: ['any alignment', 'neutral evil', 'chaotic evil', 'lawful neutral', 'chaotic neutral', 'lawful good'],
    languages: ['Common', 'Common, Orc', 'Common, Goblin', 'Common, Elvish', 'Common, Dwarvish', 'any two languages'],
    senses: [{}, { darkvision: '60 ft.' }],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: [],
    speeds: [{}],
    weapons: [
      { name: 'Longsword', die: 8, damage: 'slashing' },
      { name: 'Scimitar', die: 6, damage: 'slashing', finesse: true },
      { name: 'Spear', die: 6, damage: 'piercing' },
      { name: 'Greataxe', die: 12, damage: 'slashing' },
      { name: 'Mace', die: 6, damage: 'bludgeoning' },
      { name: 'Longbow', die: 8, damage: 'piercing', ranged: true, finesse: true },
      { name: 'Shortbow', die: 6, damage: 'piercing', ranged: true, finesse: true },
    ],
    traits: [
      { name: 'Brave' },
      { name: 'Nimble Escape' },
      { name: 'Cunning Action' },
      { name: 'Dark Devotion' },
      { name: 'Sunlight Sensitivity' },
    ],
    names: ['Cutthroat', 'Warlord', 'Zealot', 'Reaver', 'Raider', 'Sellsword', 'Hexer', 'Duelist', 'Poacher'],
    prefixes: ['Red-Handed', 'Masked', 'Grim', 'Veteran', 'Exiled', 'Ash-Painted', 'Outlaw'],
  },
  Monstrosity: {
    sizes: ['Small', 'Medium', 'Large', 'Huge', 'Gargantuan'],
    abilities: [
      [12, 22],
      [10, 16],
      [12, 20],
      [2, 8],
      [10, 14],
      [5, 10],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Hill', 'Forest', 'Mountain', 'Underground', 'Desert', 'Swamp'],
    alignments: ['unaligned', 'neutral evil', 'chaotic evil'],
    languages: ['—', 'understands Common but can’t speak', 'Common'],
    senses: [{ darkvision: '60 ft.' }, { blindsight: '30 ft.', darkvision: '60 ft.' }, { tremorsense: '60 ft.' }],
    vulnerabilities: [],
    resistances: [],
    immunities: [],
    conditionImmunities: [],
    speeds: [{}, { climb: '30 ft.' }, { burrow: '20 ft.' }, { fly: '60 ft.' }],
    weapons: [
      { name: 'Bite', die: 10, damage: 'piercing' },
      { name: 'Claw', die: 8, damage: 'slashing' },
      { name: 'Stinger', die: 8, damage: 'piercing' },
      { name: 'Tentacle', die: 6, damage: 'bludgeoning' },
      { name: 'Spike Volley', die: 8, damage: 'piercing', ranged: true },
    ],
    traits: [
      { name: 'Keen Smell' },
      { name: 'Spider Climb', requires: ['climb'] },
      { name: 'Stone Camouflage' },
      { name: 'Standing Leap' },
      { name: 'Magic Resistance', minCr: 5 },
      { name: 'Tunneler', requires: ['burrow'] },
      { name: 'Flyby', requires: ['fly'] },
    ],
    special: { title: 'Venom Spray', save: 'con', shape: 'cone', damage: 'poison' },
    names: ['Render', 'Lurker', 'Maw', 'Stalker', 'Horror', 'Basilisk', 'Chimera'],
    prefixes: ['Crag', 'Dune', 'Bog', 'Hook-Clawed', 'Six-Legged', 'Shrieking', 'Bone-Plated'],
  },
  Ooze: {
    sizes: ['Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [12, 18],
      [3, 8],
      [14, 20],
      [1, 2],
      [5, 8],
      [1, 3],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Underground', 'Swamp'],
    alignments: ['unaligned'],
    languages: ['—'],
    senses: [{ blindsight: '60 ft. (blind beyond this radius)' }, { blindsight: '30 ft. (blind beyond this radius)' }],
    vulnerabilities: [],
    resistances: [],
    immunities: ['acid'],
    conditionImmunities: ['blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'prone'],
    speeds: [{ climb: '10 ft.' }, { climb: '20 ft.' }, {}],
    weapons: [
      { name: 'Pseudopod', die: 6, damage: 'acid' },
      { name: 'Engulfing Lash', die: 8, damage: 'acid' },
    ],
    traits: [
      { name: 'Amorphous' },
      { name: 'Spider Climb', requires: ['climb'] },
      { name: 'Transparent' },
      { name: 'Corrode Metal' },
    ],
    names: ['Ooze', 'Slime', 'Jelly', 'Pudding', 'Mold'],
    prefixes: ['Gray', 'Amber', 'Weeping', 'Crawling', 'Caustic', 'Glimmering'],
  },
  Plant: {
    sizes: ['Small', 'Medium', 'Large', 'Huge', 'Gargantuan'],
    abilities: [
      [12, 22],
      [4, 10],
      [14, 20],
      [1, 10],
      [8, 14],
      [3, 8],
    ],
    attackAbility: 'str',
    dcAbility: 'con',
    environments: ['Forest', 'Swamp', 'Underground', 'Grassland'],
    alignments: ['unaligned', 'neutral', 'chaotic neutral'],
    languages: ['—', 'Sylvan', 'understands Sylvan but can’t speak'],
    senses: [{ blindsight: '30 ft. (blind beyond this radius)' }, { blindsight: '60 ft.' }, {}],
    vulnerabilities: ['fire'],
    resistances: ['bludgeoning', 'piercing'],
    immunities: [],
    conditionImmunities: ['blinded', 'deafened', 'exhaustion'],
    speeds: [{}, { climb: '20 ft.' }],
    weapons: [
      { name: 'Slam', die: 8, damage: 'bludgeoning' },
      { name: 'Vine Lash', die: 6, damage: 'slashing' },
      { name: 'Thorn Spray', die: 6, damage: 'piercing', ranged: true },
    ],
    traits: [
      { name: 'False Appearance' },
      { name: 'Siege Monster', minCr: 5 },
      { name: 'Spider Climb', requires: ['climb'] },
    ],
    special: { title: 'Choking Spores', save: 'con', shape: 'radius', damage: 'poison' },
    names: ['Blight', 'Creeper', 'Shambler', 'Bloom', 'Treant', 'Bramble'],
    prefixes: ['Rotwood', 'Bloodthorn', 'Moss', 'Gallows', 'Hollow-Oak', 'Weeping'],
  },
  Undead: {
    sizes: ['Small', 'Medium', 'Large', 'Huge'],
    abilities: [
      [10, 18],
      [10, 16],
      [12, 18],
      [6, 16],
      [10, 14],
      [8, 18],
    ],
    attackAbility: 'str',
    dcAbility: 'cha',
    environments: ['Underground', 'Swamp', 'Urban', 'Hill'],
    alignments: ['neutral evil', 'chaotic evil', 'lawful evil'],
    languages: ['the languages it knew in life', 'understands the languages it knew in life but can’t speak', '—'],
    senses: [{ darkvision: '60 ft.' }, { darkvision: '120 ft.' }],
    vulnerabilities: [],
    resistances: ['necrotic'],
    immunities: ['poison'],
    conditionImmunities: ['exhaustion', 'poisoned'],
    speeds: [{}, { fly: '40 ft.', hover: true }],
    weapons: [
      { name: 'Claw', die: 6, damage: 'slashing' },
      { name: 'Grave Touch', die: 8, damage: 'necrotic' },
      { name: 'Rusted Blade', die: 8, damage: 'slashing' },
    ],
    traits: [
      { name: 'Sunlight Sensitivity' },
      { name: 'Turn Resistance' },
      { name: 'Undead Fortitude' },
      { name: 'Incorporeal Movement', requires: ['hover'] },
    ],
    special: { title: 'Wail of the Grave', save: 'wis', shape: 'radius', damage: 'necrotic' },
    names: ['Wight', 'Revenant', 'Ghoul', 'Shade', 'Husk', 'Mourner', 'Barrow-King'],
    prefixes: ['Grave', 'Hollow', 'Drowned', 'Gallows', 'Candle-Eyed', 'Forsaken', 'Bone'],
  },
};

/** How many attacks a round by challenge rating: [lowest CR, attacks]. Highest match wins. */
export const ATTACKS_BY_CR: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 2],
  [8, 3],
  [21, 4],
];
