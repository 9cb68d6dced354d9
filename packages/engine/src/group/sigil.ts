import type { Rng } from '../core/rng';
import type { GroupCause, GuildType, MoralAlignment, OrganizationType } from '../data/options';
import type { Group } from '../world/entities';

/** The shapes a sigil's field can take (SPEC section 3). */
export const SIGIL_OUTLINES = ['Shield', 'Gear', 'Circle', 'Triangle', 'Heart', 'Scroll'] as const;
export type SigilOutline = (typeof SIGIL_OUTLINES)[number];

/**
 * The 45 charges a sigil can bear, from Star to YinYang. Each row says which groups it suits:
 * group types, guild trades, causes and alignments; `excludes` names alignments it never suits
 * (no dove on an evil banner, no skull on a good one).
 */
const SYMBOL_ROWS = [
  { symbol: 'Star', suits: ['Religious', 'AdventuringParty', 'Political', 'Ideals', 'Chandlers', 'good'] },
  { symbol: 'Sun', suits: ['Religious', 'NobleHouse', 'Ideals', 'good'], excludes: ['evil'] },
  { symbol: 'Moon', suits: ['Religious', 'CauseBased', 'Thieves', 'neutral', 'evil'] },
  { symbol: 'Chalice', suits: ['Religious', 'NobleHouse', 'Brewers', 'Potters', 'Glassblowers', 'good'] },
  { symbol: 'Anvil', suits: ['Smiths', 'Militaristic'] },
  { symbol: 'Hammer', suits: ['Smiths', 'Masons', 'Carpenters', 'Militaristic'] },
  { symbol: 'Skull', suits: ['Pirates', 'Destruction', 'Mercenaries', 'evil'], excludes: ['good'] },
  { symbol: 'Anchor', suits: ['Pirates', 'Sailors', 'Shipwrights', 'Merchants'] },
  { symbol: 'CrossedSwords', suits: ['Militaristic', 'Mercenaries', 'AdventuringParty', 'Pirates'] },
  { symbol: 'Crown', suits: ['NobleHouse', 'Political', 'GainingPower', 'Jewelers'] },
  { symbol: 'Castle', suits: ['NobleHouse', 'Militaristic', 'Masons', 'Political'] },
  { symbol: 'Scroll', suits: ['Scribes', 'Political', 'Ideals', 'Couriers'] },
  { symbol: 'Quill', suits: ['Scribes', 'Cartographers', 'Political'] },
  { symbol: 'Book', suits: ['Religious', 'Scribes', 'Ideals', 'Alchemists'] },
  { symbol: 'Key', suits: ['Thieves', 'Bankers', 'Merchants', 'Religious'] },
  { symbol: 'Coins', suits: ['Merchants', 'Bankers', 'GainingPower', 'Mercenaries'] },
  { symbol: 'Scales', suits: ['Merchants', 'Bankers', 'Political', 'Ideals', 'good'] },
  { symbol: 'Eye', suits: ['Political', 'Thieves', 'GainingPower', 'Religious', 'evil'] },
  { symbol: 'Raven', suits: ['Couriers', 'CauseBased', 'Religious', 'neutral', 'evil'] },
  { symbol: 'Wolf', suits: ['Militaristic', 'AdventuringParty', 'NobleHouse', 'Mercenaries', 'PreserveEnvironment'] },
  { symbol: 'Lion', suits: ['NobleHouse', 'Militaristic', 'AdventuringParty', 'good'], excludes: ['evil'] },
  { symbol: 'Dragon', suits: ['NobleHouse', 'GainingPower', 'AdventuringParty', 'Destruction'] },
  { symbol: 'Serpent', suits: ['Alchemists', 'Thieves', 'Political', 'GainingPower', 'evil'], excludes: ['good'] },
  { symbol: 'OakLeaf', suits: ['PreserveEnvironment', 'Herbalists', 'Farmers', 'Carpenters', 'good'] },
  { symbol: 'Gem', suits: ['Jewelers', 'Merchants', 'Miners', 'Glassblowers', 'NobleHouse'] },
  { symbol: 'Flower', suits: ['Herbalists', 'NobleHouse', 'Entertainers', 'PreserveEnvironment', 'good'] },
  {
    symbol: 'Flame',
    suits: ['Destruction', 'Religious', 'Smiths', 'Potters', 'Glassblowers', 'Chandlers', 'CauseBased'],
  },
  { symbol: 'Mask', suits: ['Entertainers', 'Thieves', 'Political', 'CauseBased'] },
  { symbol: 'Wave', suits: ['Sailors', 'Pirates', 'PreserveEnvironment', 'Shipwrights'] },
  { symbol: 'Mountain', suits: ['Miners', 'Masons', 'PreserveEnvironment', 'NobleHouse'] },
  { symbol: 'Fist', suits: ['Militaristic', 'Political', 'GainingPower', 'Mercenaries', 'Destruction'] },
  { symbol: 'SkullAndBones', suits: ['Pirates'], excludes: ['good'] },
  { symbol: 'Spider', suits: ['Thieves', 'Weavers', 'GainingPower', 'evil'], excludes: ['good'] },
  { symbol: 'Rose', suits: ['NobleHouse', 'Entertainers', 'Herbalists', 'Ideals', 'good'] },
  { symbol: 'Dove', suits: ['Religious', 'Ideals', 'Couriers', 'good'], excludes: ['evil'] },
  { symbol: 'Bull', suits: ['Butchers', 'Tanners', 'Farmers', 'Militaristic'] },
  { symbol: 'Compass', suits: ['Cartographers', 'AdventuringParty', 'Sailors', 'Couriers'] },
  { symbol: 'ShipWheel', suits: ['Shipwrights', 'Sailors', 'Pirates'] },
  { symbol: 'Wheat', suits: ['Farmers', 'Bakers', 'Brewers', 'PreserveEnvironment'] },
  { symbol: 'Tankard', suits: ['Brewers', 'AdventuringParty', 'Entertainers'] },
  { symbol: 'Bow', suits: ['AdventuringParty', 'Militaristic', 'PreserveEnvironment', 'Mercenaries'] },
  { symbol: 'Dagger', suits: ['Thieves', 'Pirates', 'Mercenaries', 'Destruction', 'evil'], excludes: ['good'] },
  { symbol: 'Needle', suits: ['Tailors', 'Weavers', 'Tanners'] },
  { symbol: 'Potion', suits: ['Alchemists', 'Herbalists', 'AdventuringParty'] },
  { symbol: 'YinYang', suits: ['Religious', 'Ideals', 'CauseBased', 'neutral'] },
] as const satisfies readonly { symbol: string; suits: readonly string[]; excludes?: readonly MoralAlignment[] }[];

/** The 45 sigil charges. */
export const SIGIL_SYMBOLS = SYMBOL_ROWS.map((row) => row.symbol);
export type SigilSymbol = (typeof SYMBOL_ROWS)[number]['symbol'];

/** How strongly each fact of a group draws a symbol that suits it: a trade says the most. */
const FACT_WEIGHTS = { trade: 8, cause: 5, type: 3, alignment: 1 } as const;

/** Which outlines suit which group types, weighted. */
const OUTLINE_WEIGHTS: Readonly<Record<OrganizationType, Readonly<Record<SigilOutline, number>>>> = {
  CauseBased: { Shield: 1, Gear: 1, Circle: 3, Triangle: 3, Heart: 2, Scroll: 2 },
  NobleHouse: { Shield: 6, Gear: 0, Circle: 1, Triangle: 0, Heart: 1, Scroll: 1 },
  Religious: { Shield: 1, Gear: 0, Circle: 4, Triangle: 3, Heart: 3, Scroll: 1 },
  Pirates: { Shield: 2, Gear: 0, Circle: 3, Triangle: 2, Heart: 0, Scroll: 1 },
  Guild: { Shield: 3, Gear: 4, Circle: 3, Triangle: 0, Heart: 0, Scroll: 2 },
  Militaristic: { Shield: 6, Gear: 1, Circle: 1, Triangle: 2, Heart: 0, Scroll: 0 },
  Political: { Shield: 2, Gear: 0, Circle: 2, Triangle: 1, Heart: 0, Scroll: 5 },
  AdventuringParty: { Shield: 4, Gear: 0, Circle: 2, Triangle: 2, Heart: 1, Scroll: 1 },
};

/**
 * The heraldic tinctures: two metals and five colors. A sigil sets a metal on a color or a
 * color on a metal, so the charge always stands out from its field.
 */
export const TINCTURES = {
  Or: { hex: '#d4a82a', metal: true },
  Argent: { hex: '#eeeae0', metal: true },
  Gules: { hex: '#b3261e', metal: false },
  Azure: { hex: '#1f4f9c', metal: false },
  Vert: { hex: '#2f7a3b', metal: false },
  Purpure: { hex: '#6b2d83', metal: false },
  Sable: { hex: '#1f1d1b', metal: false },
} as const;
export type Tincture = keyof typeof TINCTURES;

/** How each alignment leans among the tinctures. */
const ALIGNMENT_TINCTURES: Readonly<Record<MoralAlignment, Readonly<Record<Tincture, number>>>> = {
  good: { Or: 3, Argent: 4, Gules: 1, Azure: 4, Vert: 2, Purpure: 1, Sable: 0 },
  neutral: { Or: 3, Argent: 2, Gules: 1, Azure: 2, Vert: 4, Purpure: 2, Sable: 1 },
  evil: { Or: 1, Argent: 1, Gules: 4, Azure: 0, Vert: 1, Purpure: 3, Sable: 5 },
};

/** Tinctures a group type favors on top of its alignment's. */
const TYPE_TINCTURES: Readonly<Record<OrganizationType, readonly Tincture[]>> = {
  CauseBased: ['Vert', 'Gules'],
  NobleHouse: ['Purpure', 'Or', 'Azure'],
  Religious: ['Argent', 'Or'],
  Pirates: ['Sable', 'Gules'],
  Guild: ['Or', 'Azure'],
  Militaristic: ['Gules', 'Argent'],
  Political: ['Purpure', 'Azure'],
  AdventuringParty: ['Azure', 'Vert', 'Gules'],
};

/** What a sigil is drawn from: the group's decided facts. */
export type SigilFacts = {
  type: OrganizationType;
  alignment: MoralAlignment;
  cause?: GroupCause | string;
  guild?: GuildType | string;
};

/** How well a symbol suits the group: zero when it does not, or when its alignment rules it out. */
function symbolWeight(row: (typeof SYMBOL_ROWS)[number], facts: SigilFacts): number {
  const excludes: readonly string[] = 'excludes' in row ? row.excludes : [];
  if (excludes.includes(facts.alignment)) return 0;
  const suits: readonly string[] = row.suits;
  if (facts.guild) return suits.includes(facts.guild) ? FACT_WEIGHTS.trade : 0;
  return (
    (facts.cause && suits.includes(facts.cause) ? FACT_WEIGHTS.cause : 0) +
    (suits.includes(facts.type) ? FACT_WEIGHTS.type : 0) +
    (suits.includes(facts.alignment) ? FACT_WEIGHTS.alignment : 0)
  );
}

/** Picks a field and a charge tincture: one metal, one color, leaning as the alignment and type do. */
function drawTinctures(rng: Rng, facts: SigilFacts): { field: Tincture; charge: Tincture } {
  const favored = TYPE_TINCTURES[facts.type];
  const lean = ALIGNMENT_TINCTURES[facts.alignment];
  const weightOf = (t: Tincture) => lean[t] + (favored.includes(t) ? 3 : 0);
  const names = Object.keys(TINCTURES) as Tincture[];
  const field = rng.fork('field').weighted(names, weightOf);
  const contrast = names.filter((t) => TINCTURES[t].metal !== TINCTURES[field].metal);
  const charge = rng.fork('charge').weighted(contrast, (t) => weightOf(t) + 1);
  return { field, charge };
}

/**
 * Draws a group's sigil from its facts: an outline that suits its type, a symbol that suits its
 * trade, cause, type and alignment, and heraldic colors (a metal on a color or the reverse)
 * leaning by alignment and type. Deterministic for the stream and facts.
 */
export function drawSigil(rng: Rng, facts: SigilFacts): NonNullable<Group['SVG']> {
  const outlines = OUTLINE_WEIGHTS[facts.type];
  const outline = rng.fork('outline').weighted(SIGIL_OUTLINES, (o) => outlines[o]);
  const symbol = rng.fork('symbol').weighted(SYMBOL_ROWS, (row) => symbolWeight(row, facts));
  const { field, charge } = drawTinctures(rng.fork('tinctures'), facts);
  return {
    Outline: outline,
    OutlineColor: TINCTURES[field].hex,
    Symbol: symbol.symbol,
    SymbolColor: TINCTURES[charge].hex,
  };
}
