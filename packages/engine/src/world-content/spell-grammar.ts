import type { Grammar, Row } from '../core/table';
import { type GrammarSpec } from './compose';

const el = (element: string, texts: readonly string[]): Row[] => texts.map((text) => ({ text, requires: [element] }));

/**
 * Spell names, effect text and materials. The generator puts the form (bolt, burst, ward...),
 * the level band (cantrip, low, mid, high), the damage type (or 'plain') and the area kind
 * ('self-area' or 'point-area') into the context, and binds the numbers it chose from the level
 * tables: $dice, $dtype, $save, $area, $targets, $heal, $size, $ac and $hp.
 */
export const SPELL_GRAMMAR: Grammar = {
  name: [
    { text: '{caster.possessive} {nameAdj} {nameNoun}', weight: 2 },
    { text: '{nameAdj} {nameNoun}', weight: 3 },
    { text: '{nameNoun} of {nameOf}', weight: 2 },
  ],
  caster: [
    'Vessaline',
    'Harrowgast',
    'Ombrecht',
    'Tirzah',
    'Calloway',
    'Yusrin',
    'Belphine',
    'Othniel',
    'Maralda',
    'Sorvind',
    'Ezeriah',
    'Quillon',
    'Darrowmere',
    'Nyssa',
    'Pelarin',
    'Agathe',
    'Brumwell',
    'Ismenne',
    'Korvath',
    'Lucan',
  ],
  nameNoun: [
    ...['Bolt', 'Lance', 'Dart', 'Arrow', 'Spear', 'Needle', 'Ray'].map((t) => ({ text: t, requires: ['bolt'] })),
    ...['Burst', 'Bloom', 'Nova', 'Wave', 'Tempest', 'Eruption'].map((t) => ({ text: t, requires: ['burst'] })),
    ...['Field', 'Ring', 'Veil', 'Mire', 'Cloud', 'Circle'].map((t) => ({
      text: t,
      id: `zone-${t}`,
      requires: ['zone'],
    })),
    ...['Servant', 'Hound', 'Herald', 'Familiar', 'Guardian'].map((t) => ({ text: t, requires: ['summon'] })),
    ...['Grasp', 'Binding', 'Hold', 'Chains', 'Command', 'Snare'].map((t) => ({ text: t, requires: ['control'] })),
    ...['Ward', 'Aegis', 'Mantle', 'Shield', 'Skin', 'Cloak'].map((t) => ({ text: t, requires: ['ward'] })),
    ...['Mending', 'Balm', 'Touch', 'Grace', 'Blessing'].map((t) => ({ text: t, requires: ['heal'] })),
    ...['Eye', 'Sight', 'Whisper', 'Glimpse', 'Query', 'Augury'].map((t) => ({ text: t, requires: ['divination'] })),
    ...['Mirage', 'Phantasm', 'Facade', 'Mask', 'Dream', 'Veil'].map((t) => ({
      text: t,
      id: `illusion-${t}`,
      requires: ['illusion'],
    })),
    ...['Step', 'Hand', 'Knot', 'Lock', 'Stride', 'Key'].map((t) => ({ text: t, requires: ['utility'] })),
  ],
  nameAdj: [
    ...el('fire', ['Searing', 'Cinder', 'Blazing', 'Kindled', 'Scorching', 'Ember', 'Smoldering']),
    ...el('cold', ['Rime', 'Frost', 'Glacial', 'Winter', 'Hoarfrost', 'Shivering', 'Biting']),
    ...el('lightning', ['Storm', 'Crackling', 'Forked', 'Sparking', 'Skyfire', 'Galvanic']),
    ...el('thunder', ['Booming', 'Thunderous', 'Roaring', 'Resounding', 'Shattering', 'Drumming']),
    ...el('acid', ['Caustic', 'Corroding', 'Etching', 'Dissolving', 'Hissing', 'Verdigris']),
    ...el('poison', ['Venomous', 'Noxious', 'Viper', 'Blighted', 'Creeping', 'Nightshade']),
    ...el('necrotic', ['Withering', 'Grave', 'Deathly', 'Gloaming', 'Rotting', 'Hollow']),
    ...el('radiant', ['Radiant', 'Dawn', 'Sunlit', 'Hallowed', 'Gleaming', 'Lantern']),
    ...el('force', ['Unseen', 'Crushing', 'Arcane', 'Hammering', 'Adamant', 'Silent']),
    ...el('psychic', ['Dreaming', 'Whispering', 'Maddening', 'Fractured', 'Echoing', 'Mindful']),
    ...el('plain', [
      'Silver',
      'Hidden',
      'Quiet',
      'Wandering',
      'Secret',
      'Patient',
      'Veiled',
      'Ninefold',
      'Mirror',
      'Certain',
      'Gentle',
      'Iron',
    ]),
  ],
  nameOf: [
    ...el('fire', ['the Kindled Hearth', 'Cinders', 'the Red Forge', 'Burning Roads']),
    ...el('cold', ['the Long Night', "Winter's Breath", 'the Frozen Sea', 'Pale Mornings']),
    ...el('lightning', ['the Broken Sky', 'Nine Storms', 'the Tempest', 'Bright Anger']),
    ...el('thunder', ['the Great Drum', 'Falling Mountains', 'the Thunderhead', 'Loud Endings']),
    ...el('acid', ['the Green Mire', 'Slow Ruin', 'the Bitter Well', 'Melting Stone']),
    ...el('poison', ['the Adder', 'Quiet Ends', 'the Rotten Orchard', 'Black Honey']),
    ...el('necrotic', ['the Grave', 'Last Breaths', 'the Withered Hand', 'Hungry Shadows']),
    ...el('radiant', ['First Light', 'the Morning Star', 'the Seventh Sun', 'Holy Fire']),
    ...el('force', ['the Unseen Wall', 'Iron Will', 'the Stone Fist', 'Unbending']),
    ...el('psychic', ['the Shattered Mind', 'Waking Dreams', 'Whispers', 'the Inner Eye']),
    ...el('plain', [
      'the Open Door',
      'Many Paths',
      'the Patient Hour',
      'Hidden Things',
      'the Far Shore',
      'Small Mercies',
    ]),
  ],

  effect: [
    {
      text: 'You hurl {missile} at a creature within range. Make a ranged spell attack against the target. On a hit, it takes {$dice} {$dtype} damage. {boltRider}',
      requires: ['bolt'],
    },
    {
      text: '{missile.cap} leaps from your hand toward a creature you can see within range. The target must succeed on a {$save} saving throw or take {$dice} {$dtype} damage.',
      requires: ['bolt'],
    },
    {
      text: 'You point at a creature within range, and {missile} strikes it. Make a ranged spell attack; on a hit, the target takes {$dice} {$dtype} damage. {boltRider}',
      requires: ['bolt'],
    },
    {
      text: '{areaThing.cap} erupts in a {$area} centered on a point you choose within range. Each creature in the area must make a {$save} saving throw, taking {$dice} {$dtype} damage on a failed save, or half as much damage on a successful one.',
      requires: ['burst', 'point-area'],
    },
    {
      text: 'You call down {areaThing} on a point you can see within range, filling a {$area}. Each creature there makes a {$save} saving throw, taking {$dice} {$dtype} damage on a failure, or half as much on a success.',
      requires: ['burst', 'point-area'],
    },
    {
      text: '{areaThing.cap} pours from your outstretched hands in a {$area}. Each creature in the area must make a {$save} saving throw, taking {$dice} {$dtype} damage on a failed save, or half as much damage on a successful one.',
      requires: ['burst', 'self-area'],
    },
    {
      text: 'You unleash {areaThing} in a {$area} in front of you. Creatures in the area make a {$save} saving throw, taking {$dice} {$dtype} damage on a failure, or half as much on a success.',
      requires: ['burst', 'self-area'],
    },
    {
      text: 'You fill a {$area} within range with {zoneThing}, which lasts for the duration. A creature that enters the area for the first time on a turn or starts its turn there must make a {$save} saving throw, taking {$dice} {$dtype} damage on a failed save, or half as much on a successful one.',
      requires: ['zone'],
    },
    {
      text: '{zoneThing.cap} spreads across a {$area} centered on a point within range. For the duration, the area is difficult terrain, and a creature that ends its turn there takes {$dice} {$dtype} damage unless it succeeds on a {$save} saving throw.',
      requires: ['zone'],
    },
    {
      text: 'You summon {summonThing}, which appears in an unoccupied space you can see within range. It has AC {$ac} and {$hp} hit points, obeys your spoken commands, and vanishes when it drops to 0 hit points or the spell ends. As a bonus action on each of your turns, you can have it attack a creature within 5 feet of it: make a melee spell attack, and on a hit the target takes {$dice} {$dtype} damage.',
      requires: ['summon'],
    },
    {
      text: '{summonThing.cap} answers your call, appearing in an unoccupied space within range. It has AC {$ac} and {$hp} hit points and acts on your turn. When you cast the spell and as a bonus action on later turns, you can make it strike a creature within 5 feet of it: the target must succeed on a {$save} saving throw or take {$dice} {$dtype} damage.',
      requires: ['summon'],
    },

    {
      text: 'Choose a creature you can see within range. It must succeed on a Wisdom saving throw or be unable to take reactions until the start of your next turn, distracted by {distraction}.',
      requires: ['control', 'cantrip'],
    },
    {
      text: '{grasp.cap} clutches at the feet of a creature you can see within range. It must succeed on a Strength saving throw or have its speed reduced by 10 feet until the start of your next turn.',
      requires: ['control', 'cantrip'],
    },
    {
      text: 'A creature you can see within range must succeed on a Charisma saving throw or have disadvantage on the next attack roll it makes before the end of its next turn, as {distraction} fills its head.',
      requires: ['control', 'cantrip'],
    },
    {
      text: 'Choose a creature you can see within range. It must succeed on a Wisdom saving throw or be frightened of you for the duration, seeing you as {fearForm}. At the end of each of its turns, the target repeats the saving throw, ending the effect on itself on a success.',
      requires: ['control', 'low'],
    },
    {
      text: '{grasp.cap} seizes a creature you can see within range. It must succeed on a Strength saving throw or be restrained for the duration. As an action, the target can make a Strength check against your spell save DC, freeing itself on a success.',
      requires: ['control', 'low'],
    },
    {
      text: 'A creature you can see within range must succeed on a Wisdom saving throw or be charmed by you for the duration, seeing you as {charmForm}. The effect ends early if you or your companions harm it.',
      requires: ['control', 'low'],
    },
    {
      text: 'A creature you can see within range must succeed on a Constitution saving throw or be blinded by {blindThing} for the duration. It repeats the saving throw at the end of each of its turns, ending the effect on a success.',
      requires: ['control', 'low'],
    },
    {
      text: 'Choose {$targets} that you can see within range. Each must succeed on a Wisdom saving throw or be paralyzed for the duration, {paraFlavor}. An affected creature repeats the saving throw at the end of each of its turns, ending the effect on itself on a success.',
      requires: ['control', 'mid'],
    },
    {
      text: "Choose {$targets} that you can see within range. Each must succeed on a Wisdom saving throw or be slowed for the duration: its speed is halved, it takes a -2 penalty to AC and Dexterity saving throws, and it can't take reactions. It repeats the saving throw at the end of each of its turns.",
      requires: ['control', 'mid'],
    },
    {
      text: '{grasp.cap} erupts around {$targets} that you can see within range. Each must succeed on a Strength saving throw or be restrained for the duration, repeating the saving throw at the end of each of its turns.',
      requires: ['control', 'mid'],
    },
    {
      text: 'Choose {$targets} that you can see within range. Each must succeed on a Constitution saving throw or be stunned by {blindThing} for the duration. A stunned creature repeats the saving throw at the end of each of its turns, ending the effect on itself on a success.',
      requires: ['control', 'high'],
    },
    {
      text: 'A creature you can see within range must succeed on a Wisdom saving throw or fall under your command for the duration. While it is charmed this way, you decide how it moves and acts on its turns. Each time it takes damage, it repeats the saving throw, ending the effect on a success.',
      requires: ['control', 'high'],
    },
    {
      text: 'Choose {$targets} that you can see within range. Each must make a Constitution saving throw. On a failure, it begins to turn to stone and is restrained; if it fails the saving throw again at the end of its next turn, it is petrified for the duration.',
      requires: ['control', 'high'],
    },

    {
      text: 'You touch a willing creature, and {wardThing} flickers around it. Once before the spell ends, it can roll a d4 and add the number to one saving throw of its choice.',
      requires: ['ward', 'cantrip'],
    },
    {
      text: 'You touch a willing creature and wrap it in {wardThing}. The first time it takes {$dtype} damage before the spell ends, that damage is reduced by 1d6.',
      requires: ['ward', 'cantrip'],
    },
    {
      text: 'You touch a willing creature and wrap it in {wardThing}. For the duration, it has resistance to {$dtype} damage.',
      requires: ['ward', 'low'],
    },
    {
      text: '{wardThing.cap} settles over a willing creature you touch, granting it a +2 bonus to AC for the duration. Whenever a creature hits it with a melee attack while the ward holds, the attacker takes 1d6 {$dtype} damage.',
      requires: ['ward', 'low'],
    },
    {
      text: 'Up to three willing creatures you touch are wrapped in {wardThing}. For the duration, each has resistance to {$dtype} damage and advantage on saving throws against effects that deal it.',
      requires: ['ward', 'mid'],
    },
    {
      text: 'You touch a willing creature and wrap it in {wardThing}. For the duration, it is immune to {$dtype} damage, but the ward makes it clumsy: it has disadvantage on Dexterity saving throws.',
      requires: ['ward', 'mid'],
    },
    {
      text: 'Up to six willing creatures you touch are wrapped in {wardThing}. For the duration, each is immune to {$dtype} damage.',
      requires: ['ward', 'high'],
    },
    {
      text: "You touch a willing creature and wrap it in {wardThing}. For the duration, it can't be charmed, frightened or possessed, has resistance to {$dtype} damage, and has advantage on all saving throws.",
      requires: ['ward', 'high'],
    },

    {
      text: 'A creature you can see within range regains hit points equal to {$heal} + your spellcasting ability modifier. {healFlavor}',
      requires: ['heal', 'low'],
    },
    {
      text: 'You speak a word of comfort to a creature you can see within range. It regains {$heal} + your spellcasting ability modifier hit points and {healExtra}. This spell has no effect on undead or constructs.',
      requires: ['heal', 'low'],
    },
    {
      text: 'Choose {$targets} that you can see within range. Each regains hit points equal to {$heal} + your spellcasting ability modifier. {healFlavor}',
      requires: ['heal'],
      excludes: ['low'],
    },
    {
      text: '{healLight.cap} washes over {$targets} that you can see within range. Each regains {$heal} + your spellcasting ability modifier hit points and {healExtra}.',
      requires: ['heal'],
      excludes: ['low'],
    },

    {
      text: 'For the duration, you see faint traces of {divTrace} within 30 feet of you, glowing like chalk marks in the dark.',
      requires: ['divination', 'cantrip'],
    },
    {
      text: 'You touch an object within reach and hear the last words spoken within 5 feet of it, as a faint whisper that only you can hear.',
      requires: ['divination', 'cantrip'],
    },
    {
      text: 'For the duration, you sense the direction of the nearest {divSeek} within 1 mile of you.',
      requires: ['divination', 'low'],
    },
    {
      text: 'For the duration, you can question {divSpeak}, which understand you and answer in simple terms.',
      requires: ['divination', 'low'],
    },
    {
      text: 'You learn whether {divCheck} within 60 feet of you, and if so, exactly where.',
      requires: ['divination', 'low'],
    },
    {
      text: 'You ask up to three questions of {divOracle}, which answers each with a word, a short phrase or a riddle.',
      requires: ['divination', 'mid'],
    },
    {
      text: 'You name a creature you have met. For the duration, you see and hear it as though you stood beside it; it feels watched, but nothing more.',
      requires: ['divination', 'mid'],
    },
    {
      text: 'For the duration, you see invisible creatures and objects within 60 feet of you as {seeAs}.',
      requires: ['divination', 'mid'],
    },
    {
      text: 'For the duration, you see the true form of everything within 120 feet of you: illusions, disguises and shapechangers are plain to you.',
      requires: ['divination', 'high'],
    },
    {
      text: 'You learn the answer to one question about a person, place or object, delivered as a vision sent by {divOracle}.',
      requires: ['divination', 'high'],
    },
    {
      text: 'For the duration, you can see and hear any place you have visited within 1,000 miles, as if you stood there.',
      requires: ['divination', 'high'],
    },

    {
      text: 'You create a faint sound or a silent image of {illusionThing} no larger than a {$size} within range. It lasts for the duration. A creature that uses its action to examine it can tell it is false with a successful Intelligence (Investigation) check against your spell save DC.',
      requires: ['illusion', 'cantrip'],
    },
    {
      text: 'You create the image of {illusionThing} that fills no more than a {$size} within range. It is purely visual and lasts for the duration. A creature that uses its action to examine it can tell it is false with a successful Intelligence (Investigation) check against your spell save DC.',
      requires: ['illusion', 'low'],
    },
    {
      text: 'You conjure {illusionThing}, complete with sound, smell and temperature, filling no more than a {$size} within range. It moves as you direct. A creature that touches it, or succeeds on an Intelligence (Investigation) check against your spell save DC, sees through it.',
      requires: ['illusion'],
      excludes: ['cantrip', 'low'],
    },
    {
      text: 'You wrap an area no larger than a {$size} within range in the illusion of {illusionThing}. Creatures inside it see, hear and smell only the illusion until they succeed on a Wisdom saving throw, which they can attempt at the end of each of their turns.',
      requires: ['illusion'],
      excludes: ['cantrip', 'low'],
    },

    {
      text: 'You touch an object no larger than 1 foot on a side. For the duration, it {smallUtil}.',
      requires: ['utility', 'cantrip'],
    },
    { text: 'You touch a willing creature. For the duration, {creatureUtil}.', requires: ['utility', 'cantrip'] },
    { text: 'You touch a willing creature. For the duration, it {lowUtil}.', requires: ['utility', 'low'] },
    { text: 'You touch a door, window, chest or gate. For the duration, it {lockUtil}.', requires: ['utility', 'low'] },
    { text: 'Up to three willing creatures you touch {midUtil} for the duration.', requires: ['utility', 'mid'] },
    {
      text: 'You touch a section of stone or earth no larger than a 30-foot cube and reshape it as you wish into a stair, a bridge, a wall or a pit. The shape remains after the spell ends.',
      requires: ['utility', 'mid'],
    },
    { text: 'You touch a willing creature. For the duration, {highUtil}.', requires: ['utility', 'high'] },
  ],

  missile: [
    ...el('fire', ['a mote of white-hot flame', 'a spinning ember the size of a coin', 'a spear of roaring fire']),
    ...el('cold', ['a shard of blue ice', 'a ribbon of freezing mist', 'a hailstone as big as a fist']),
    ...el('lightning', ['a crackling arc of lightning', 'a forked blue spark', 'a bead of storm light']),
    ...el('thunder', ['a clap of folded sound', 'a rippling pulse of thunder', 'a shout made solid']),
    ...el('acid', ['a glob of hissing green acid', 'a spray of yellow acid', 'a bubble of corrosive slime']),
    ...el('poison', ['a dart of black venom', 'a puff of stinging spores', 'a sliver of poisoned glass']),
    ...el('necrotic', ['a ray of grave-cold shadow', 'a withering black beam', 'a skeletal hand of smoke']),
    ...el('radiant', ['a lance of golden light', 'a mote of dawnlight', 'a ray of pure sunlight']),
    ...el('force', ['a shimmering blade of force', 'an invisible fist', 'a spinning disc of hardened air']),
    ...el('psychic', ['a needle of pure thought', 'a shriek only the target can hear', 'a memory of terrible pain']),
  ],
  boltRider: [
    ...el('fire', [
      'Flammable objects the bolt touches catch fire unless they are being worn or carried.',
      "On a hit, the target's clothing smolders, and it sheds dim light in a 5-foot radius until the end of its next turn.",
    ]),
    ...el('cold', [
      'A target hit by it has its speed reduced by 10 feet until the start of your next turn.',
      'Water the bolt touches freezes solid to a depth of 1 inch.',
    ]),
    ...el('lightning', [
      "A target hit by it can't take reactions until the start of its next turn.",
      'A target wearing metal armor has disadvantage on the next attack roll it makes.',
    ]),
    ...el('thunder', [
      'The crack of the impact can be heard up to 300 feet away.',
      'A Large or smaller target hit by it is pushed 5 feet away from you.',
    ]),
    ...el('acid', [
      'Nonmagical armor worn by a target hit by it is pitted and discolored.',
      'A target hit by it takes the same damage again at the end of its next turn unless it spends an action scraping the acid off.',
    ]),
    ...el('poison', [
      'A target hit by it is also poisoned until the end of its next turn.',
      'Plants the bolt touches wilt and blacken.',
    ]),
    ...el('necrotic', [
      "A target hit by it can't regain hit points until the start of your next turn.",
      'Flowers and grass the bolt passes over turn grey and die.',
    ]),
    ...el('radiant', [
      "A target hit by it sheds dim light in a 5-foot radius until the end of your next turn and can't benefit from being invisible.",
      'Undead hit by it have disadvantage on their next attack roll.',
    ]),
    ...el('force', [
      'A Large or smaller target hit by it is pushed 10 feet away from you.',
      "The bolt never misses an object: it can knock a held item from a creature's grasp instead of dealing damage.",
    ]),
    ...el('psychic', [
      'A target hit by it has disadvantage on the next attack roll it makes before the end of its next turn.',
      "A target hit by it forgets the last few seconds and can't say what struck it.",
    ]),
  ],
  areaThing: [
    ...el('fire', ['a roaring bloom of flame', 'a ring of fire', 'a rain of burning cinders']),
    ...el('cold', ['a blast of killing frost', 'a storm of ice shards', 'a wave of freezing wind']),
    ...el('lightning', ['a web of branching lightning', 'a crackling sheet of sparks', 'a storm of forked bolts']),
    ...el('thunder', ['a deafening thunderclap', 'a shockwave of booming sound', 'a roar like a mountain falling']),
    ...el('acid', ['a spray of hissing acid', 'a bursting bubble of green slime', 'a rain of corrosive droplets']),
    ...el('poison', [
      'a choking cloud of yellow-green gas',
      'a burst of venomous spores',
      'a mist of sickly sweet poison',
    ]),
    ...el('necrotic', ['a wave of grave-cold darkness', 'a burst of withering shadow', 'a storm of black ash']),
    ...el('radiant', ['a flare of searing sunlight', 'a column of holy light', 'a starburst of golden fire']),
    ...el('force', ['a crushing wave of invisible force', 'a ring of hammering force', 'a pulse of shimmering power']),
    ...el('psychic', [
      'a silent scream that echoes inside every mind',
      'a wave of crushing despair',
      'a storm of whispered secrets',
    ]),
  ],
  zoneThing: [
    ...el('fire', [
      'a carpet of smoldering coals',
      'a wall of roaring flame bent into a ring',
      'crawling tongues of fire',
    ]),
    ...el('cold', ['a freezing fog', 'a field of ice spikes', 'a swirling sleet storm']),
    ...el('lightning', [
      'a crackling web of static',
      'a storm cloud that spits sparks downward',
      'a field of humming, charged air',
    ]),
    ...el('thunder', [
      'a pounding, rhythmic boom',
      'a whirl of deafening noise',
      'air that shudders like a struck drum',
    ]),
    ...el('acid', ['a bubbling pool of acid', 'a green, dissolving mire', 'a hissing acid rain']),
    ...el('poison', ['a drifting cloud of poison', 'a carpet of stinging nettles', 'a swarm of venomous insects']),
    ...el('necrotic', [
      'a pool of creeping darkness',
      'grasping, skeletal hands that rise from the ground',
      'a chilling mist that smells of the grave',
    ]),
    ...el('radiant', ['a circle of burning light', 'hovering motes of sunfire', 'a pillar of pale radiance']),
    ...el('force', ['a grinding field of invisible blades', 'pressing, crushing weight', 'spinning discs of force']),
    ...el('psychic', ['a haze of confusing whispers', 'a field of maddening colors', 'waves of unbearable memories']),
  ],
  summonThing: [
    ...el('fire', ['a salamander of living coals', 'a hound made of smoldering embers']),
    ...el('cold', ['a wolf of packed snow and ice', 'an owl with feathers of frost']),
    ...el('lightning', ['a crackling serpent of lightning', 'a storm hawk trailing sparks']),
    ...el('thunder', ['a drumming ram of compressed air', 'a bellowing bull made of storm cloud']),
    ...el('acid', ['an ooze that hisses as it moves', 'a dripping green toad the size of a pony']),
    ...el('poison', ['a spider of black glass', 'a swarm of venom wasps that moves as one creature']),
    ...el('necrotic', ['a skeletal hound wreathed in shadow', 'a faceless shade']),
    ...el('radiant', ['a winged lion of golden light', 'a shining stag with antlers of flame']),
    ...el('force', ['a floating suit of invisible armor', 'a spectral sword that fights on its own']),
    ...el('psychic', ['a whispering figure that only its foes can see clearly', 'a moth-winged dream given form']),
  ],
  wardThing: [
    ...el('fire', ['a mantle of cool blue flame', 'a shimmer like heat haze']),
    ...el('cold', ['a glittering skin of frost', 'a mist of cold, bright air']),
    ...el('lightning', ['a net of crackling sparks', 'a faint blue glow']),
    ...el('thunder', ['a humming shell of still air', 'a ward that drinks every sound']),
    ...el('acid', ['a slick, glassy film', 'a coat of pale green lacquer']),
    ...el('poison', ['a faint green haze', 'a scent of crushed mint']),
    ...el('necrotic', ['a shroud of grey ash', 'a ring of candlelight that never gutters']),
    ...el('radiant', ['a halo of soft gold light', 'a shimmer like sunlight on water']),
    ...el('force', ['a shimmering, invisible plate', 'a lattice of faint violet light']),
    ...el('psychic', ['a calm, steady hum', 'a veil of quiet thoughts']),
  ],
  distraction: [
    'a sudden memory of a childhood fear',
    'a whisper of its own name',
    'the certainty that someone is behind it',
    'a song it cannot stop hearing',
  ],
  grasp: [
    'a mass of writhing roots',
    'a rope of shadow',
    'a sheet of sticky webbing',
    'a hand of living stone',
    'a snarl of thorny vines',
  ],
  fearForm: [
    'a towering, faceless shape',
    'the thing it feared most as a child',
    'a wolf the size of a house',
    'its own corpse',
  ],
  charmForm: ['a trusted old friend', 'a beloved sibling', 'its rightful master', 'someone it owes a great debt'],
  blindThing: [
    'a burst of dazzling colors',
    'a cloud of glittering dust',
    'a sudden, total darkness',
    'a vision of blinding light',
  ],
  paraFlavor: [
    'held rigid by invisible bands',
    'frozen in place like a statue',
    'locked inside a perfect, helpless calm',
  ],
  healFlavor: [
    'Wounds close with a sound like a soft sigh.',
    'Fresh scars glow faintly for a day afterward.',
    'Bruises fade and broken skin knits in moments.',
    'The air smells briefly of crushed mint and rain.',
  ],
  healExtra: [
    'is no longer poisoned',
    'can stand up from prone without spending movement',
    'has advantage on its next saving throw',
    'stops being frightened',
  ],
  healLight: ['a wave of warm golden light', 'a soft green glow', 'a cool breeze that smells of rain'],
  divTrace: [
    'footsteps made in the last day',
    'blood, however well it has been cleaned',
    'magic used in the last hour',
    'the last hands to touch each object',
  ],
  divSeek: [
    'source of fresh water',
    'person who knows your name',
    'magic item',
    'open grave',
    'creature that means you harm',
  ],
  divSpeak: ['the plants around you', 'the stones underfoot', 'the animals nearby', 'the dead buried within 30 feet'],
  divCheck: [
    'a trap or pit is hidden',
    'poison is present in food or drink',
    'a secret door or hidden compartment lies',
    'a shapechanger is nearby',
  ],
  divOracle: [
    'a spirit of the land',
    'the ghost of a long-dead scholar',
    'a voice from the bottom of a well',
    'an ancient, sleepy power',
  ],
  seeAs: ['pale silhouettes', 'shapes outlined in silver', 'shadows that move against the light'],
  illusionThing: [
    'a roaring bonfire',
    'a closed door',
    'a squad of armed guards',
    'a collapsed tunnel',
    'a hungry bear',
    'a solid brick wall',
    'a heap of treasure',
    'a sleeping dragon',
  ],
  smallUtil: [
    'glows with a soft light of your chosen color',
    'is spotlessly clean and smells of fresh bread',
    'hums a tune you choose',
    'is cold enough to chill a drink',
    'is warm enough to heat a cup of tea',
  ],
  creatureUtil: [
    'its voice carries clearly to anyone within 300 feet',
    'it leaves no footprints',
    'its hair and clothes stay dry in any weather',
    'it can hold its breath twice as long as usual',
  ],
  lowUtil: [
    'can walk on water as if it were solid ground',
    'can climb sheer walls without a check, its hands free',
    'can breathe underwater',
    'can jump three times as far as usual',
    'can see in darkness out to 60 feet',
    'leaves no tracks or scent',
  ],
  lockUtil: [
    "can't be opened by anyone but you and those you name",
    'screams loudly if anyone else tries to open it',
    'opens for anyone who speaks a password you choose',
  ],
  midUtil: [
    'gain a flying speed of 60 feet',
    'can pass through solid earth as if it were mud, at half speed',
    'can breathe water and swim at their walking speed',
    'become as light as thistledown and fall no faster than a feather',
  ],
  highUtil: [
    'it can step into any tree and out of any other tree within 500 feet',
    'it is invisible, even while it attacks or casts spells',
    'it can walk through walls and solid objects as if they were smoke',
    'it can take the shape of any creature it has seen of its size or smaller, keeping its own mind',
  ],

  material: [
    ...el('fire', [
      'a pinch of charcoal from a lightning-struck tree',
      'a drop of lamp oil',
      'a flint struck against steel',
    ]),
    ...el('cold', ['a sliver of icicle', 'a snowflake sealed in a glass bead', 'a pinch of rock salt']),
    ...el('lightning', [
      'a tuft of fur and a rod of amber',
      'a copper wire twisted into a spiral',
      'a shard of glass from a lightning strike',
    ]),
    ...el('thunder', [
      'a tiny bell with its clapper removed',
      'a drumhead the size of a coin',
      'a pebble from a rockslide',
    ]),
    ...el('acid', ['a rusted nail dipped in vinegar', 'a leaf eaten through by caterpillars', 'a drop of lemon juice']),
    ...el('poison', ['a dried nightshade berry', 'the fang of a viper', 'a toadstool cap']),
    ...el('necrotic', ['a pinch of grave dirt', 'the stub of a black candle', 'a fingerbone']),
    ...el('radiant', ['a polished silver mirror', 'a sunflower seed', 'a drop of holy water']),
    ...el('force', ['a glass marble', 'a shard of a broken shield', 'a small iron weight']),
    ...el('psychic', ['an owl feather', 'a knotted red string', 'a page torn from a diary']),
    'a silver needle',
    'a scrap of parchment with a single word written on it',
    'a pinch of powdered chalk',
    'a bent copper coin',
    'a feather dipped in ink',
    'a hand mirror',
    'a tuft of fleece',
    'a lodestone',
    'a thread of spider silk',
    { text: 'a diamond worth at least {costlyGp} gp, which the spell consumes', requires: ['high'], weight: 4 },
    { text: 'a pearl worth at least {costlyGp} gp', requires: ['high'], weight: 3 },
    { text: 'powdered ruby worth {costlyGp} gp, which the spell consumes', requires: ['mid'], weight: 2 },
  ],
  costlyGp: ['100', '250', '500', '1,000'],

  higher: [
    {
      text: "This spell's damage increases by one die when you reach 5th level, and again at 11th and 17th level.",
      requires: ['cantrip', 'damage'],
    },
    {
      text: 'When you cast this spell using a spell slot of {$next} level or higher, the damage increases by {$step} for each slot level above {$level}.',
      requires: ['damage'],
      excludes: ['cantrip', 'top'],
    },
    {
      text: 'When you cast this spell using a spell slot of {$next} level or higher, the healing increases by {$step} for each slot level above {$level}.',
      requires: ['heal'],
      excludes: ['top'],
    },
    {
      text: 'When you cast this spell using a spell slot of {$next} level or higher, you can target one additional creature for each slot level above {$level}.',
      requires: ['control'],
      excludes: ['cantrip', 'top'],
    },
    {
      text: 'When you cast this spell using a spell slot of {$next} level or higher, you can touch one additional creature for each slot level above {$level}.',
      requires: ['ward'],
      excludes: ['cantrip', 'top'],
    },
    {
      text: 'When you cast this spell using a spell slot of {$next} level or higher, its duration doubles for each slot level above {$level}.',
      requires: ['lasting-utility'],
      excludes: ['cantrip', 'top'],
    },
  ],
};

/** The spell grammar for the integrity test. */
export const SPELL_SPEC: GrammarSpec = {
  name: 'spell',
  grammar: SPELL_GRAMMAR,
  roots: ['name', 'effect', 'material', 'higher'],
  provided: ['dice', 'dtype', 'save', 'area', 'targets', 'heal', 'size', 'ac', 'hp', 'next', 'step', 'level'],
};
