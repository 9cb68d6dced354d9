/**
 * Words of encounters: set-ups by encounter type, terrain by environment, twists, and trap and
 * hazard kinds. `{creatures}` is the creatures in play; `{where}` the terrain.
 */
import type { EncounterType, Environment } from '../data/options';

export const SETUPS: Readonly<Record<EncounterType, readonly string[]>> = {
  Combat: [
    '{creatures} lie in wait and strike as the party passes.',
    '{creatures} are already fighting over a kill and turn on the newcomers.',
    '{creatures} guard the only way forward and will not let anyone by.',
    '{creatures} have been tracking the party for an hour and close in at dusk.',
    '{creatures} burst out of cover, driven by hunger.',
    '{creatures} are defending a nest, a den or a hoard close by.',
    'A fleeing traveler runs straight into the party with {creatures} on their heels.',
    '{creatures} make camp right where the party meant to rest.',
  ],
  Social: [
    '{creatures} want to bargain: safe passage in exchange for a favor.',
    '{creatures} ask the party to settle a dispute between them.',
    '{creatures} are lost, hungry and wary, and might become allies or enemies.',
    '{creatures} claim the land the party stands on and demand a toll.',
    '{creatures} mistake the party for someone they have been waiting for.',
    '{creatures} offer to trade what they have scavenged.',
    '{creatures} carry a warning about what lies ahead, if anyone listens.',
    '{creatures} are holding a prisoner and will talk before they fight.',
  ],
  Exploration: [
    'A half-buried ruin shows a way down; {creatures} have made it their home.',
    'Old markings lead to a hidden cache; {creatures} watch the trail.',
    'A landslide has opened a cave mouth, and {creatures} come and go from it.',
    'A forgotten road leads somewhere no map shows; {creatures} roam along it.',
    'Strange lights show the way to an old shrine where {creatures} gather.',
    'A ford, a bridge or a pass is the only way on, and {creatures} use it too.',
  ],
  Trap: [
    'Someone built a trap here, and {creatures} come to check it.',
    'An old trap still works, and the noise of it springing draws {creatures}.',
    '{creatures} have set a trap and wait just out of sight.',
    'A trap guards a tempting prize; {creatures} lurk beyond it.',
  ],
  Hazard: [
    'The land itself turns dangerous, and {creatures} take their chance while the party struggles.',
    'A natural hazard blocks the way; {creatures} shelter from it close by.',
    '{creatures} are caught by the same danger and may turn to the party for help, or on them.',
    'The danger drives {creatures} out of hiding and into the party’s path.',
  ],
  Mystery: [
    'A body lies in the path with wounds that make no sense; {creatures} are not far away.',
    'Tracks lead in, but none lead out; {creatures} know why.',
    'A camp stands abandoned with food still warm; {creatures} watch from cover.',
    'Someone has left a message meant for one of the party; {creatures} want it too.',
    'Every animal has fled this place, and {creatures} are the reason, or the next victims.',
    'A bell rings where no bell should be; {creatures} follow the sound.',
  ],
};

export const TERRAIN: Readonly<Record<Environment, readonly string[]>> = {
  Arctic: [
    'a frozen lake whose ice groans underfoot',
    'deep snowdrifts that hide crevasses',
    'a pass scoured by blinding wind',
    'a field of jagged pressure ridges',
  ],
  Coastal: [
    'a shingle beach with the tide coming in',
    'sea cliffs slick with spray',
    'a wreck half-sunk in the shallows',
    'dunes of loose sand and sharp grass',
  ],
  Desert: [
    'shifting dunes under a hard sun',
    'a dry riverbed hemmed in by rock',
    'a ruined caravan stop around a dry well',
    'a salt flat with nowhere to hide',
  ],
  Forest: [
    'dense undergrowth where sight ends at thirty feet',
    'a clearing ringed by old oaks',
    'a stream in a gully with steep, muddy banks',
    'a fallen giant tree that forms a wall',
  ],
  Grassland: [
    'tall grass that hides anyone who crouches',
    'a lone hill crowned with standing stones',
    'a burned stretch of prairie, still smoking',
    'a slow river with reed-choked banks',
  ],
  Hill: [
    'a rocky slope of loose scree',
    'a narrow valley between steep hills',
    'an old watchtower on a hilltop',
    'a sheep track along a ridge',
  ],
  Mountain: [
    'a ledge above a long drop',
    'a rope bridge over a gorge',
    'a snowfield beneath an overhang',
    'a cave-riddled cliff face',
  ],
  Swamp: [
    'knee-deep water full of roots',
    'a hummock of dry ground among the reeds',
    'a rotting boardwalk over black water',
    'fog so thick sound carries strangely',
  ],
  Underground: [
    'a cavern lit by glowing fungus',
    'a narrow tunnel that opens onto a chasm',
    'a flooded gallery with stepping stones',
    'an old mine with rotten supports',
  ],
  Underwater: [
    'a kelp forest that hides movement',
    'a sunken ruin with collapsing arches',
    'a reef with strong currents',
    'a trench that drops into the dark',
  ],
  Urban: [
    'crowded market stalls and narrow alleys',
    'rooftops joined by planks and washing lines',
    'a flooded cellar under a warehouse',
    'a half-built temple full of scaffolding',
  ],
};

export const TWISTS: readonly string[] = [
  'One of the creatures wants to switch sides.',
  'A third party arrives halfway through.',
  'The weather turns suddenly.',
  'What they guard is not what it seems.',
  'A rival adventuring band is watching, hoping to profit.',
  'One creature carries something that belongs to a party member’s family.',
  'The ground gives way under the first creature to fall.',
  'They flee when their leader falls.',
  'They are under a spell and do not act of their own will.',
  'A child or a lost animal is caught in the middle.',
  'Reinforcements are on the way, arriving in three rounds.',
  'Fire breaks out nearby and spreads.',
  'The creatures are starving and can be bought off with food.',
  'Someone paid them to delay the party, not kill them.',
  'A storm of magic makes every spell behave strangely.',
  'The fight is loud enough to wake something worse.',
  'Their lair holds a prisoner worth rescuing.',
  'The light fails: torches gutter and go out.',
  'They have a map the party would very much like.',
  'One of them speaks with a voice the party knows.',
];

/** Traps by what they do: the save and damage type. */
export const TRAPS: readonly {
  name: string;
  save: 'Dexterity' | 'Constitution' | 'Wisdom' | 'Strength';
  damage: string;
}[] = [
  { name: 'a swinging blade hidden in the wall', save: 'Dexterity', damage: 'slashing' },
  { name: 'a pit with a false floor', save: 'Dexterity', damage: 'bludgeoning' },
  { name: 'a poison needle in a lock', save: 'Constitution', damage: 'poison' },
  { name: 'a rune that bursts into flame', save: 'Dexterity', damage: 'fire' },
  { name: 'a falling net weighted with stones', save: 'Strength', damage: 'bludgeoning' },
  { name: 'a glyph that floods the mind with terror', save: 'Wisdom', damage: 'psychic' },
  { name: 'darts fired from holes in the walls', save: 'Dexterity', damage: 'piercing' },
  { name: 'a gas that seeps from cracks in the floor', save: 'Constitution', damage: 'poison' },
];

/** Hazards by environment: what happens and the save it calls for. */
export const HAZARDS: Readonly<Record<Environment, readonly { name: string; save: string; damage: string }[]>> = {
  Arctic: [
    { name: 'an avalanche', save: 'Dexterity', damage: 'bludgeoning' },
    { name: 'thin ice', save: 'Dexterity', damage: 'cold' },
  ],
  Coastal: [
    { name: 'a rogue wave', save: 'Strength', damage: 'bludgeoning' },
    { name: 'a cliff collapse', save: 'Dexterity', damage: 'bludgeoning' },
  ],
  Desert: [
    { name: 'a sandstorm', save: 'Constitution', damage: 'slashing' },
    { name: 'quicksand', save: 'Strength', damage: 'bludgeoning' },
  ],
  Forest: [
    { name: 'a falling dead tree', save: 'Dexterity', damage: 'bludgeoning' },
    { name: 'a cloud of choking spores', save: 'Constitution', damage: 'poison' },
  ],
  Grassland: [
    { name: 'a wildfire', save: 'Dexterity', damage: 'fire' },
    { name: 'a stampede', save: 'Dexterity', damage: 'bludgeoning' },
  ],
  Hill: [
    { name: 'a rockslide', save: 'Dexterity', damage: 'bludgeoning' },
    { name: 'a lightning storm', save: 'Dexterity', damage: 'lightning' },
  ],
  Mountain: [
    { name: 'a rockfall', save: 'Dexterity', damage: 'bludgeoning' },
    { name: 'a blizzard on the heights', save: 'Constitution', damage: 'cold' },
  ],
  Swamp: [
    { name: 'a bog that swallows the unwary', save: 'Strength', damage: 'bludgeoning' },
    { name: 'marsh gas that ignites', save: 'Dexterity', damage: 'fire' },
  ],
  Underground: [
    { name: 'a cave-in', save: 'Dexterity', damage: 'bludgeoning' },
    { name: 'a pocket of bad air', save: 'Constitution', damage: 'poison' },
  ],
  Underwater: [
    { name: 'a sudden undertow', save: 'Strength', damage: 'bludgeoning' },
    { name: 'a bloom of stinging jellies', save: 'Constitution', damage: 'poison' },
  ],
  Urban: [
    { name: 'a burning building', save: 'Dexterity', damage: 'fire' },
    { name: 'a collapsing street', save: 'Dexterity', damage: 'bludgeoning' },
  ],
};

/** Clues and questions of a mystery. */
export const CLUES: readonly string[] = [
  'a torn sleeve of fine cloth',
  'footprints that change size halfway',
  'a coin from a kingdom that fell a century ago',
  'scorch marks in the shape of a hand',
  'a diary whose last page is torn out',
  'a silver ring engraved with a stranger’s name',
  'a trail of salt poured in a careful line',
  'a broken holy symbol',
];
