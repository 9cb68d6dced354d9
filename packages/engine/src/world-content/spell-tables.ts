/**
 * The numbers of the spell generator, by spell level (0 = cantrip). Damage dice follow the usual
 * fifth-edition guideline for spell damage by level: a single-target spell of each level, an area
 * spell (lower, since it hits many), a lingering zone or summoned ally (lower again, since it
 * strikes every turn), and healing for one creature by touch (about single-target damage; up to
 * 5th level a heal at range is a step smaller) or for several
 * (about area damage). An area deals no less than the standard of its level (3d6 in a cone at
 * 1st, 3d8 in a sphere at 2nd), and from 3rd level no less than the standard of 8d6 in a line
 * or a sphere plus 1d6 for each level above 3rd, and one target takes more than an area, and healing never falls below the standard
 * healing of its level or of any level below: 1d8 a level for one creature up to 5th, 70 hit
 * points at 6th and 10 more for each level above, and 700 hit points shared by up to six
 * creatures at 9th. A spell's dice are always drawn from its own level's row; `spell.test.ts`
 * holds every column to the guideline.
 *
 * Bands of spell levels: cantrips, 1st-2nd, 3rd-5th and 6th-9th.
 */
export type SpellBand = 'cantrip' | 'low' | 'mid' | 'high';

/** The kind of an area, which its words (a cone "pours", a line "streaks") and names follow. */
export type SpellAreaShape = 'sphere' | 'cube' | 'cone' | 'line' | 'cylinder';

/**
 * An area shape; `self` shapes (cones, lines, cubes from you) start at the caster: range "Self".
 * `minLevel` keeps the widest areas of a band for its upper levels.
 */
export type SpellArea = {
  readonly text: string;
  readonly self: boolean;
  readonly shape: SpellAreaShape;
  readonly minLevel?: number;
};

/** The numbers of one spell level. */
export type SpellLevelRow = {
  readonly level: number;
  readonly band: SpellBand;
  /** Dice of a spell that hits one target. */
  readonly single: readonly string[];
  /** Dice of a spell that hits everything in an area. */
  readonly area: readonly string[];
  /** Dice per turn of a lingering zone, or per attack of a summoned ally. */
  readonly zone: readonly string[];
  /** Hit points one creature regains (plus the caster's modifier); empty for cantrips. */
  readonly healing: readonly string[];
  /**
   * Hit points one creature regains at range: a step below the touch of the same level up to 5th
   * (a word from across the room mends less than a hand on the wound), and from 6th the standard
   * healing of the level, which is cast at range.
   */
  readonly rangedHealing: readonly string[];
  /** Hit points each of several creatures regains (plus the modifier); empty below 3rd level. */
  readonly groupHealing: readonly string[];
  /** Armor class and hit points of a summoned ally. */
  readonly summonAc: number;
  readonly summonHp: number;
};

/** One row per spell level, 0 to 9. */
export const SPELL_LEVELS: readonly SpellLevelRow[] = [
  {
    level: 0,
    band: 'cantrip',
    single: ['1d6', '1d8', '1d10', '1d12', '2d4'],
    area: ['1d4', '1d6', '1d8'],
    zone: ['1d4', '1d6', '1d8'],
    healing: [],
    rangedHealing: [],
    groupHealing: [],
    summonAc: 10,
    summonHp: 5,
  },
  {
    level: 1,
    band: 'low',
    single: ['2d8', '2d10', '3d6', '3d8', '4d6'],
    area: ['2d8', '3d6'],
    zone: ['1d8', '1d10', '2d4'],
    healing: ['2d8', '2d10', '3d6'],
    rangedHealing: ['2d6', '3d4'],
    groupHealing: [],
    summonAc: 12,
    summonHp: 15,
  },
  {
    level: 2,
    band: 'low',
    single: ['3d10', '4d8', '5d6', '3d12'],
    area: ['3d8', '4d6'],
    zone: ['2d8', '2d10', '4d4'],
    healing: ['3d8', '3d10', '4d6'],
    rangedHealing: ['2d10', '4d4', '3d6'],
    groupHealing: [],
    summonAc: 13,
    summonHp: 25,
  },
  {
    level: 3,
    band: 'mid',
    single: ['6d10', '7d8', '9d6', '5d12'],
    area: ['8d6', '7d8'],
    zone: ['3d8', '4d6', '3d10'],
    healing: ['5d8', '5d10', '6d6'],
    rangedHealing: ['4d8', '5d6', '7d4'],
    groupHealing: ['3d8', '3d10', '4d6'],
    summonAc: 14,
    summonHp: 40,
  },
  {
    level: 4,
    band: 'mid',
    single: ['7d10', '8d8', '10d6'],
    area: ['9d6', '7d8'],
    zone: ['4d8', '5d6'],
    healing: ['6d8', '6d10', '8d6'],
    rangedHealing: ['5d8', '7d6', '9d4'],
    groupHealing: ['4d8', '5d6', '4d10'],
    summonAc: 15,
    summonHp: 50,
  },
  {
    level: 5,
    band: 'mid',
    single: ['8d10', '10d8', '12d6'],
    area: ['10d6', '8d8'],
    zone: ['5d8', '6d6'],
    healing: ['8d8', '8d10', '10d6'],
    rangedHealing: ['7d8', '9d6', '6d10'],
    groupHealing: ['5d8', '6d6', '5d10'],
    summonAc: 16,
    summonHp: 60,
  },
  {
    level: 6,
    band: 'high',
    single: ['10d10', '12d8', '15d6'],
    area: ['11d6', '9d8'],
    zone: ['6d8', '7d6'],
    healing: ['13d10', '14d10'],
    rangedHealing: ['13d10', '14d10'],
    groupHealing: ['6d8', '8d6', '6d10'],
    summonAc: 17,
    summonHp: 80,
  },
  {
    level: 7,
    band: 'high',
    single: ['11d10', '13d8', '16d6'],
    area: ['12d6', '10d8', '8d10'],
    zone: ['7d8', '8d6'],
    healing: ['15d10', '16d10'],
    rangedHealing: ['15d10', '16d10'],
    groupHealing: ['7d8', '8d8'],
    summonAc: 18,
    summonHp: 100,
  },
  {
    level: 8,
    band: 'high',
    single: ['12d10', '14d8', '18d6'],
    area: ['13d6', '14d6', '11d8'],
    zone: ['8d8', '9d6'],
    healing: ['17d10', '18d10'],
    rangedHealing: ['17d10', '18d10'],
    groupHealing: ['8d8', '9d8'],
    summonAc: 18,
    summonHp: 120,
  },
  {
    level: 9,
    band: 'high',
    single: ['15d10', '17d8', '20d6'],
    area: ['14d6', '16d6', '18d6', '12d8'],
    zone: ['9d8', '10d8'],
    healing: ['19d10', '20d10'],
    rangedHealing: ['19d10', '20d10'],
    groupHealing: ['26d8', '22d10'],
    summonAc: 19,
    summonHp: 150,
  },
];

/** Ranges, areas, durations and target counts by band of levels. */
export const SPELL_BANDS: Readonly<
  Record<
    SpellBand,
    {
      readonly ranges: readonly string[];
      readonly nearRanges: readonly string[];
      readonly areas: readonly SpellArea[];
      readonly durations: readonly string[];
      readonly targets: string;
      readonly illusionSize: string;
      /** Whether lasting spells of this band need concentration (cantrips do only for a form that says so). */
      readonly concentration: boolean;
    }
  >
> = {
  cantrip: {
    ranges: ['30 feet', '60 feet', '120 feet'],
    nearRanges: ['30 feet', '60 feet'],
    areas: [
      { text: '5-foot-radius sphere', self: false, shape: 'sphere' },
      { text: '5-foot cube', self: false, shape: 'cube' },
      { text: '10-foot cone', self: true, shape: 'cone' },
    ],
    durations: ['1 round'],
    targets: 'one creature',
    illusionSize: '5-foot cube',
    concentration: false,
  },
  low: {
    ranges: ['60 feet', '90 feet', '120 feet'],
    nearRanges: ['30 feet', '60 feet'],
    areas: [
      { text: '10-foot-radius sphere', self: false, shape: 'sphere' },
      { text: '20-foot cube', self: false, shape: 'cube' },
      { text: '15-foot cone', self: true, shape: 'cone' },
      { text: '15-foot cube', self: true, shape: 'cube' },
      { text: '30-foot line 5 feet wide', self: true, shape: 'line' },
      { text: '10-foot-radius, 40-foot-high cylinder', self: false, shape: 'cylinder' },
    ],
    durations: ['1 minute', '10 minutes', '1 hour'],
    targets: 'one creature',
    illusionSize: '15-foot cube',
    concentration: true,
  },
  mid: {
    ranges: ['90 feet', '120 feet', '150 feet'],
    nearRanges: ['60 feet', '90 feet'],
    areas: [
      { text: '20-foot-radius sphere', self: false, shape: 'sphere' },
      { text: '30-foot cube', self: false, shape: 'cube' },
      { text: '30-foot cone', self: true, shape: 'cone' },
      { text: '60-foot cone', self: true, shape: 'cone', minLevel: 5 },
      { text: '100-foot line 5 feet wide', self: true, shape: 'line' },
      { text: '10-foot-radius, 40-foot-high cylinder', self: false, shape: 'cylinder' },
      { text: '20-foot-radius, 40-foot-high cylinder', self: false, shape: 'cylinder', minLevel: 5 },
    ],
    durations: ['1 minute', '10 minutes', '1 hour', '8 hours'],
    targets: 'up to three creatures',
    illusionSize: '30-foot cube',
    concentration: true,
  },
  high: {
    // A creature or a point must be seen to be struck: no farther than 500 feet.
    ranges: ['150 feet', '300 feet', '500 feet'],
    nearRanges: ['60 feet', '120 feet'],
    areas: [
      { text: '30-foot-radius sphere', self: false, shape: 'sphere' },
      { text: '40-foot-radius sphere', self: false, shape: 'sphere', minLevel: 8 },
      { text: '60-foot cube', self: false, shape: 'cube' },
      { text: '90-foot cone', self: true, shape: 'cone', minLevel: 7 },
      { text: '120-foot line 10 feet wide', self: true, shape: 'line' },
      { text: '30-foot-radius, 60-foot-high cylinder', self: false, shape: 'cylinder' },
    ],
    durations: ['1 minute', '10 minutes', '1 hour', '24 hours'],
    targets: 'up to six creatures',
    illusionSize: '100-foot cube',
    concentration: true,
  },
};

/** The eight schools of magic. */
export const SPELL_SCHOOLS = [
  'Abjuration',
  'Conjuration',
  'Divination',
  'Enchantment',
  'Evocation',
  'Illusion',
  'Necromancy',
  'Transmutation',
] as const;
/** One school of magic. */
export type SpellSchool = (typeof SPELL_SCHOOLS)[number];

/** Damage types a spell can deal. */
export const DAMAGE_TYPES = [
  'fire',
  'cold',
  'lightning',
  'thunder',
  'acid',
  'poison',
  'necrotic',
  'radiant',
  'force',
  'psychic',
] as const;
/** One damage type. */
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Ordinal names of the slot levels: index 0 is the cantrip. */
export const LEVEL_ORDINALS = ['cantrip', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'] as const;

/** Per damage type: the school its damage spells belong to (the saving throw follows the effect: see spell-grammar). */
export const ELEMENTS: Readonly<Record<DamageType, { readonly school: SpellSchool }>> = {
  fire: { school: 'Evocation' },
  cold: { school: 'Evocation' },
  lightning: { school: 'Evocation' },
  thunder: { school: 'Evocation' },
  acid: { school: 'Conjuration' },
  poison: { school: 'Conjuration' },
  necrotic: { school: 'Necromancy' },
  radiant: { school: 'Evocation' },
  force: { school: 'Evocation' },
  psychic: { school: 'Enchantment' },
};

/** Which dice table a form uses. */
export type SpellDamageKind = 'single' | 'area' | 'zone' | 'healing' | 'rangedHealing' | 'groupHealing';

/** A shape of spell: what it does, which numbers it needs and how it is cast. */
export type SpellForm = {
  readonly id: string;
  readonly weight: number;
  readonly minLevel: number;
  /** The highest level it appears at, when a stronger kind of spell takes over above it. */
  readonly maxLevel?: number;
  readonly dice?: SpellDamageKind;
  /** Whether it deals (or wards against) a damage type. */
  readonly element: boolean;
  /** 'far' or 'near' = a range from the band; 'area' = an area shape (Self for cones and lines). */
  readonly range: 'far' | 'near' | 'area' | 'touch' | 'self';
  readonly lasting: boolean;
  readonly concentration: boolean;
  /** Whether even its cantrip is held with concentration (a lingering zone lasts only while it is held). */
  readonly cantripConcentration?: boolean;
  /** The school, or undefined to take the damage type's school. */
  readonly school?: SpellSchool;
  /** Casting times to draw from; the generator keeps those shorter than the duration, and one action for cantrips. */
  readonly castingTimes: readonly string[];
  /**
   * Extra context tags for the grammar ('damage' picks the damage upcast line, for example;
   * 'costly' lets the spell ask for a costly material).
   */
  readonly tags: readonly string[];
  /** Durations by band when they differ from the band's usual ones. */
  readonly durations?: Partial<Record<SpellBand, readonly string[]>>;
};

/** Every form a spell can take, with its weight and the lowest level it appears at. */
export const SPELL_FORMS: readonly SpellForm[] = [
  {
    id: 'bolt',
    weight: 4,
    minLevel: 0,
    dice: 'single',
    element: true,
    range: 'far',
    lasting: false,
    concentration: false,
    // Full damage takes an action: a bonus-action bolt would be a second full attack spell.
    castingTimes: ['1 action'],
    tags: ['damage'],
  },
  {
    id: 'burst',
    weight: 4,
    minLevel: 0,
    dice: 'area',
    element: true,
    range: 'area',
    lasting: false,
    concentration: false,
    castingTimes: ['1 action'],
    tags: ['damage'],
  },
  {
    id: 'zone',
    weight: 2,
    minLevel: 0,
    dice: 'zone',
    element: true,
    range: 'area',
    lasting: true,
    concentration: true,
    cantripConcentration: true,
    castingTimes: ['1 action'],
    tags: ['damage'],
    // Damage every turn: a zone lasts a fight, not a day, and is held for a minute even as a cantrip.
    durations: {
      cantrip: ['1 minute'],
      low: ['1 minute'],
      mid: ['1 minute', '10 minutes'],
      high: ['1 minute', '10 minutes'],
    },
  },
  {
    id: 'summon',
    weight: 1,
    minLevel: 1,
    dice: 'zone',
    element: true,
    range: 'near',
    lasting: true,
    concentration: true,
    school: 'Conjuration',
    castingTimes: ['1 action', '1 minute'],
    tags: ['damage', 'costly'],
    durations: { low: ['1 hour'], mid: ['1 hour'], high: ['1 hour'] },
  },
  {
    id: 'control',
    weight: 3,
    minLevel: 0,
    element: false,
    range: 'near',
    lasting: true,
    concentration: true,
    school: 'Enchantment',
    castingTimes: ['1 action'],
    tags: [],
    // A condition that takes a creature out of a fight lasts a fight until the highest levels.
    durations: { low: ['1 minute'], mid: ['1 minute'], high: ['1 minute', '10 minutes', '1 hour'] },
  },
  {
    id: 'ward',
    weight: 2,
    minLevel: 0,
    // Above 7th level, guarding against one damage type is not worth the slot: the shield form
    // (antimagic, invulnerability) takes over.
    maxLevel: 7,
    element: true,
    range: 'touch',
    lasting: true,
    concentration: false,
    school: 'Abjuration',
    castingTimes: ['1 action', '1 bonus action'],
    tags: ['costly'],
    durations: {
      cantrip: ['1 minute'],
      low: ['1 hour', '8 hours'],
      mid: ['1 hour', '8 hours'],
      // Immunity to a kind of harm for a whole day is more than a 6th-level slot buys.
      high: ['1 hour', '8 hours'],
    },
  },
  {
    // A heal at range mends less than one by touch of the same level.
    id: 'heal',
    weight: 1.5,
    minLevel: 1,
    dice: 'rangedHealing',
    element: false,
    range: 'near',
    lasting: false,
    concentration: false,
    school: 'Evocation',
    castingTimes: ['1 action'],
    tags: ['healing'],
  },
  {
    // A hand on the wound: the full healing of the level, up to 5th (from 6th the standard heal is cast at range).
    id: 'touch-heal',
    weight: 1,
    minLevel: 1,
    maxLevel: 5,
    dice: 'healing',
    element: false,
    range: 'touch',
    lasting: false,
    concentration: false,
    school: 'Evocation',
    castingTimes: ['1 action'],
    tags: ['healing'],
  },
  {
    id: 'mass-heal',
    weight: 1,
    minLevel: 3,
    dice: 'groupHealing',
    element: false,
    range: 'near',
    lasting: false,
    concentration: false,
    school: 'Evocation',
    castingTimes: ['1 action'],
    tags: ['healing'],
  },
  {
    id: 'divination',
    weight: 2,
    minLevel: 0,
    element: false,
    range: 'self',
    lasting: true,
    concentration: true,
    school: 'Divination',
    castingTimes: ['1 action', '1 minute', '10 minutes'],
    tags: ['lasting-utility', 'costly'],
    durations: { cantrip: ['1 minute', '10 minutes'] },
  },
  {
    id: 'illusion',
    weight: 2,
    minLevel: 0,
    element: false,
    range: 'near',
    lasting: true,
    concentration: true,
    school: 'Illusion',
    castingTimes: ['1 action'],
    tags: ['lasting-utility', 'costly'],
    durations: { cantrip: ['1 minute'] },
  },
  {
    id: 'utility',
    weight: 2,
    minLevel: 0,
    element: false,
    range: 'touch',
    lasting: true,
    concentration: false,
    school: 'Transmutation',
    castingTimes: ['1 action', '1 minute', '10 minutes'],
    tags: ['lasting-utility', 'costly'],
    durations: {
      cantrip: ['1 hour'],
      low: ['1 hour', '8 hours'],
      mid: ['1 hour', '8 hours'],
      high: ['1 hour', '24 hours'],
    },
  },
  {
    // Protection that is not about one damage type: sanctuary, death wards, dispelling, and at the
    // top antimagic and invulnerability. Its effects set their own range and duration.
    id: 'shield',
    weight: 2,
    minLevel: 1,
    element: false,
    range: 'touch',
    lasting: true,
    concentration: false,
    school: 'Abjuration',
    castingTimes: ['1 action'],
    tags: ['costly'],
    durations: { low: ['1 hour'], mid: ['1 hour', '8 hours'], high: ['8 hours', '24 hours'] },
  },
];

/** Which of V, S and M a spell needs, with weights. */
export const COMPONENT_PATTERNS: readonly {
  readonly verbal: boolean;
  readonly somatic: boolean;
  readonly material: boolean;
  readonly weight: number;
}[] = [
  { verbal: true, somatic: true, material: false, weight: 4 },
  { verbal: true, somatic: true, material: true, weight: 5 },
  { verbal: true, somatic: false, material: false, weight: 1 },
  { verbal: false, somatic: true, material: true, weight: 1 },
  { verbal: true, somatic: false, material: true, weight: 1 },
];
