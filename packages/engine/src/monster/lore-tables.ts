/**
 * Phrases for a creature's appearance and lore. Each row states the facts it needs
 * (`requires`) or contradicts (`excludes`); the writer passes the facts of the creature as tags,
 * so a line never says what the figures deny.
 */
import type { Grammar } from '../core/table';

/** Tags: type-<type>, size-<size>, fly, hover, swim, swim-only, burrow, climb, dark, blind, true,
 * strong, quick, clumsy, tough, armored, natural, bright, dim, evil, good, unaligned, speaks, mute,
 * fireproof, coldproof, poisonproof. */
export const LORE_TABLES: Grammar = {
  body: [
    { text: 'of slick, shifting flesh that seems to follow rules of its own', requires: ['type-aberration'] },
    { text: 'whose shape is hard to hold in the eye', requires: ['type-aberration'] },
    { text: 'of fur, muscle and instinct', requires: ['type-beast'], excludes: ['swim-only'] },
    { text: 'shaped by hunting and being hunted', requires: ['type-beast'] },
    { text: 'of scale, fin and cold patience', requires: ['type-beast', 'swim-only'] },
    { text: 'lit from within by a calm, terrible light', requires: ['type-celestial'] },
    { text: 'of flawless features and unsettling stillness', requires: ['type-celestial'] },
    { text: 'of fitted parts that move with no breath behind them', requires: ['type-construct'] },
    { text: 'made, not born, with a maker’s marks still on it', requires: ['type-construct'] },
    { text: 'of gleaming scales, horned head and a long, lashing tail', requires: ['type-dragon'] },
    { text: 'whose scales clatter like coins when it moves', requires: ['type-dragon'] },
    { text: 'of raw elemental matter given a will', requires: ['type-elemental'] },
    { text: 'that is less a body than a storm of its own element', requires: ['type-elemental'] },
    { text: 'of uncanny grace and eyes too bright for the mortal world', requires: ['type-fey'] },
    { text: 'touched by the glamour of the Feywild', requires: ['type-fey'] },
    { text: 'of scarred hide, horns and a smell of sulphur', requires: ['type-fiend'] },
    { text: 'wearing cruelty on its face like a brand', requires: ['type-fiend'] },
    { text: 'towering over any house, with hands that could lift a cart', requires: ['type-giant'] },
    { text: 'broad as a barn door and heavy of step', requires: ['type-giant'] },
    { text: 'of ordinary enough flesh, though the eyes say otherwise', requires: ['type-humanoid'] },
    { text: 'marked by the life it leads', requires: ['type-humanoid'] },
    { text: 'that no natural lineage could have made', requires: ['type-monstrosity'] },
    { text: 'stitched from the worst parts of several beasts', requires: ['type-monstrosity'] },
    { text: 'of quivering, translucent matter', requires: ['type-ooze'] },
    { text: 'that oozes and pools with a hunger and nothing else', requires: ['type-ooze'] },
    { text: 'of bark, root and creeping green', requires: ['type-plant'] },
    { text: 'that grows, slowly and stubbornly, toward whatever feeds it', requires: ['type-plant'] },
    { text: 'of gray skin, sunken eyes and the stillness of the grave', requires: ['type-undead'] },
    { text: 'that death has not finished with', requires: ['type-undead'] },
    { text: 'of countless small bodies moving as one', requires: ['type-swarm of Tiny beasts'] },
  ],
  feature: [
    { text: 'Its hide is hard enough to turn a blade.', requires: ['natural', 'tough'] },
    { text: 'It is quick and light on its feet.', requires: ['quick'], excludes: ['swim-only'] },
    { text: 'It is quick and sure in the water.', requires: ['quick', 'swim-only'] },
    { text: 'Its strength is plain in every movement.', requires: ['strong'] },
    { text: 'It moves with a heavy, deliberate gait.', requires: ['clumsy'], excludes: ['swim-only', 'hover'] },
    { text: 'It is as much at home in the air as on the ground.', requires: ['fly'], excludes: ['hover'] },
    { text: 'It drifts through the air without touching the ground.', requires: ['hover'] },
    { text: 'It swims as easily as it walks.', requires: ['swim'], excludes: ['swim-only'] },
    { text: 'It is a creature of the water.', requires: ['swim-only'] },
    { text: 'It tunnels through earth as others walk.', requires: ['burrow'] },
    { text: 'It climbs sheer rock and walls with ease.', requires: ['climb'] },
    { text: 'Its eyes are made for the dark.', requires: ['dark'], excludes: ['true'] },
    { text: 'It senses what is around it without needing to see.', requires: ['blind'] },
    { text: 'Its gaze sees through illusion and disguise.', requires: ['true'] },
    { text: 'Flame does not trouble it.', requires: ['fireproof'] },
    { text: 'Cold does not trouble it.', requires: ['coldproof'] },
  ],
  mind: [
    { text: 'It acts on instinct: hunger, fear and territory.', requires: ['dim'] },
    { text: 'It is clever and plans ahead.', requires: ['bright'] },
    { text: 'Its mind is sharp, and it knows it.', requires: ['bright'] },
    { text: 'It is cunning enough to pick its fights.', excludes: ['dim', 'bright'] },
    { text: 'It learns quickly from a fight it survives.', excludes: ['dim', 'bright'] },
  ],
  temper: [
    { text: 'It means harm to those it meets.', requires: ['evil'] },
    { text: 'It takes what it wants and enjoys the taking.', requires: ['evil'] },
    { text: 'It often helps travelers who deserve it.', requires: ['good'] },
    { text: 'It keeps faith with those who keep faith with it.', requires: ['good'] },
    { text: 'It has no morals, only needs.', requires: ['unaligned'] },
    { text: 'It keeps to its own business unless provoked.', excludes: ['evil', 'good', 'unaligned'] },
  ],
  speech: [
    { text: 'It does not speak.', requires: ['mute'] },
    { text: 'It can be reasoned with, if one speaks its tongue.', requires: ['speaks'], excludes: ['evil'] },
    { text: 'It will talk, when talking serves it.', requires: ['speaks', 'evil'] },
  ],
};

/** Where a creature is met, as lore says it. */
export const ENVIRONMENT_PHRASES: Readonly<Record<string, string>> = {
  Arctic: 'the frozen north',
  Coastal: 'the coasts',
  Desert: 'the desert',
  Forest: 'deep forests',
  Grassland: 'open grassland',
  Hill: 'the hills',
  Mountain: 'the mountains',
  Swamp: 'swamps and marshes',
  Underground: 'the tunnels beneath the world',
  Underwater: 'the sea',
  Urban: 'towns and cities',
};

/** How dangerous a creature is by challenge rating: [lowest CR, phrase]. Highest match wins. */
export const THREAT_PHRASES: readonly (readonly [number, string])[] = [
  [0, 'Alone it is little danger to armed travelers; a pack is another matter.'],
  [1, 'It is a fair fight for a young band of adventurers.'],
  [5, 'It is a serious threat even to seasoned adventurers.'],
  [11, 'It is a danger to a whole region, and rumors of it travel far.'],
  [17, 'It is a menace of legend, able to lay waste to armies.'],
];
