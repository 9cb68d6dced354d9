/**
 * The game-icons (game-icons.net, CC BY 3.0) each sigil symbol and outline is drawn with. The
 * build takes only these icons from @iconify-json/game-icons (see sigil-icons-plugin.ts).
 */
export const SYMBOL_ICONS: Readonly<Record<string, string>> = {
  Star: 'barbed-star',
  Sun: 'sun',
  Moon: 'moon',
  Chalice: 'jeweled-chalice',
  Anvil: 'anvil',
  Hammer: 'hammer-drop',
  Skull: 'death-skull',
  Anchor: 'anchor',
  CrossedSwords: 'crossed-swords',
  Crown: 'crown',
  Castle: 'castle',
  Scroll: 'tied-scroll',
  Quill: 'quill-ink',
  Book: 'open-book',
  Key: 'key',
  Coins: 'coins',
  Scales: 'scales',
  Eye: 'eyeball',
  Raven: 'raven',
  Wolf: 'wolf-head',
  Lion: 'lion',
  Dragon: 'dragon-head',
  Serpent: 'snake',
  OakLeaf: 'oak-leaf',
  Gem: 'cut-diamond',
  Flower: 'flower-emblem',
  Flame: 'flame',
  Mask: 'carnival-mask',
  Wave: 'wave-crest',
  Mountain: 'mountains',
  Fist: 'mailed-fist',
  SkullAndBones: 'skull-crossed-bones',
  Spider: 'hanging-spider',
  Rose: 'rose',
  Dove: 'dove',
  Bull: 'bull',
  Compass: 'compass',
  ShipWheel: 'ship-wheel',
  Wheat: 'wheat',
  Tankard: 'beer-stein',
  Bow: 'bow-arrow',
  Dagger: 'dagger-rose',
  Needle: 'sewing-needle',
  Potion: 'round-potion',
  YinYang: 'yin-yang',
};

/** The icons of the outlines that are not plain geometry (Circle and Triangle are drawn as shapes). */
export const OUTLINE_ICONS: Readonly<Record<string, string>> = {
  Shield: 'shield',
  Gear: 'cog',
  Heart: 'hearts',
  Scroll: 'scroll-unfurled',
};

/** Every icon the sigils use. */
export const SIGIL_ICON_IDS: readonly string[] = [...Object.values(SYMBOL_ICONS), ...Object.values(OUTLINE_ICONS)];
