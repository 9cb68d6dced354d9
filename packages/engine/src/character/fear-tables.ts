import type { Grammar } from '../core/table';

/**
 * Fears: what is feared and the behavior that gives it away (each pair from one family, so the
 * tell fits the object), sometimes with where it began. A family row implies its `fear-` tag, so
 * the origin fits the fear too; an object implies a narrower tag where only some tells fit it
 * (no ferry for a fear of wells). A lead that keeps the fear secret rules out tells everyone can
 * see, and a tell everyone can see rules out "hides it well". Root: `fear`.
 */
export const FEAR_GRAMMAR = {
  fear: [
    { text: '{fearTrait}.', weight: 2 },
    { text: '{fearTrait}. {fearRoot}', weight: 3 },
    { text: '{fearTrait}, and {fearHides}.', weight: 2 },
  ],
  // No fear of what the person's own work faces every day: no smith afraid of sparks, no
  // gravedigger of graveyards, no lamplighter of ladders, no bath attendant of a tub.
  fearTrait: [
    // Not of someone who works on the water, or whose story saved a child from a river or went to sea.
    {
      text: '{fearLead} {fearWaterObject}; {fearWaterTell}',
      requires: ['garb!=sea', 'job!=Bathhouse keeper|Bath attendant|Miller|Millhand'],
      // Nor of someone whose goal is a ship or a voyage (`seek-sea`).
      excludes: ['h-water', 'seek-sea'],
      implies: ['fear-water'],
    },
    // Not said twice: not of someone whose personality already fears the dark.
    {
      text: '{fearLead} {fearDarkObject}; {fearDarkTell}',
      requires: ['job!=Lamplighter'],
      excludes: ['p-dark'],
      implies: ['fear-dark'],
    },
    { text: '{fearLead} {fearCloseObject}; {fearCloseTell}', implies: ['fear-close'] },
    {
      text: '{fearLead} {fearHeightObject}; {fearHeightTell}',
      requires: ['job!=Lamplighter|Stonemason|Carpenter|Sailor'],
      // Nor of someone who climbs anything on a dare or a scaffold every morning (`seek-height`).
      excludes: ['seek-height'],
      implies: ['fear-height'],
    },
    {
      text: '{fearLead} {fearFireObject}; {fearFireTell}',
      requires: [
        "job!=Blacksmith|Apprentice smith|Armorer|Weaponsmith|Glassblower|Potter|Baker|Baker's hand|Cook|Candlemaker|Lamplighter|Brewer|Brewhand|Alchemist|Alchemist's assistant",
      ],
      implies: ['fear-fire'],
    },
    { text: '{fearLead} {fearBeastObject}; {fearBeastTell}', implies: ['fear-beast'] },
    {
      text: '{fearLead} {fearSickObject}; {fearSickTell}',
      requires: ['job!=Temple healer|Barber-surgeon|Herbalist'],
      implies: ['fear-sick'],
    },
    {
      text: '{fearLead} {fearDeadObject}; {fearDeadTell}',
      requires: ['job!=Gravedigger|Gravekeeper|Priest|Temple healer'],
      implies: ['fear-dead'],
    },
    {
      text: '{fearLead} {fearMagicObject}; {fearMagicTell}',
      requires: ["job!=Enchanter|Alchemist|Alchemist's assistant"],
      // Nor of someone who studies magic or a spirit's true name (`aim-magic`, `aim-spirit`) or
      // learned magic in secret (`st-magic`).
      excludes: ['aim-magic', 'aim-spirit', 'st-magic'],
      implies: ['fear-magic'],
    },
    { text: '{fearLead} {fearShameObject}; {fearShameTell}', implies: ['fear-shame'] },
    { text: '{fearLead} {fearWantObject}; {fearWantTell}', implies: ['fear-want'] },
    { text: '{fearLead} {fearAloneObject}; {fearAloneTell}', implies: ['fear-alone'] },
    { text: '{fearLead} {fearStormObject}; {fearStormTell}', implies: ['fear-storm'] },
  ],
  fearLead: [
    'Terrified of',
    { text: 'Quietly terrified of', implies: ['fear-secret'] },
    { text: 'Has a lifelong dread of', implies: ['fear-lifelong'] },
    'Cannot bear the thought of',
    'Goes pale at the thought of',
    'Is haunted by a fear of',
    'Lives in fear of',
    'Has a horror of',
    { text: 'Secretly dreads', implies: ['fear-secret'] },
    'Is badly frightened of',
    'Has an unreasoning terror of',
    'Shudders at the mere mention of',
  ],
  fearWaterObject: [
    'deep water',
    'drowning',
    { text: 'the open sea', implies: ['fw-sea'] },
    'rivers in flood',
    { text: 'wells', implies: ['fw-well'] },
    { text: 'anything that lives under water', implies: ['fw-creature'] },
    'water too dark to see the bottom of',
  ],
  fearWaterTell: [
    { text: 'will not cross a bridge without running', excludes: ['fw-sea', 'fw-well'], implies: ['fear-avoid'] },
    { text: 'washes from a basin and never a tub', excludes: ['fw-sea', 'fw-well', 'fw-creature'] },
    { text: 'takes the long road to avoid every ford', excludes: ['fw-sea', 'fw-well'], implies: ['fear-avoid'] },
    { text: 'refuses to board any boat, even a ferry', excludes: ['fw-well'], implies: ['fear-avoid'] },
    { text: 'stays well back from the edge of any quay', excludes: ['fw-well'], implies: ['fear-avoid'] },
    {
      text: 'keeps a cork float tied to every pack, just in case',
      excludes: ['fw-well', 'fw-creature', 'w-in-case'],
      implies: ['w-in-case'],
    },
    { text: 'will not wade in past the ankles', excludes: ['fw-sea', 'fw-well'], implies: ['fear-avoid'] },
    { text: 'sends someone else to draw the water', requires: ['fw-well'], weight: 3, implies: ['fear-avoid'] },
    {
      text: 'has nailed a heavy lid over the well in the yard',
      requires: ['fw-well'],
      excludes: ['fear-secret'],
      implies: ['fear-shown'],
      weight: 3,
    },
    { text: 'will not eat fish, for fear of what the fish have eaten', requires: ['fw-creature'], weight: 2 },
  ],
  fearDarkObject: [
    'the dark',
    'moonless nights',
    { text: 'unlit cellars', implies: ['fd-cellar'] },
    'shadows that seem to move on their own',
    { text: 'the hour before dawn', implies: ['fd-dawn'] },
  ],
  fearDarkTell: [
    'sleeps with a candle burning and carries spares',
    {
      // Dusk is not the hour feared by one who dreads the hour before dawn.
      text: 'will not go out after sunset without a lantern and a companion',
      excludes: ['fd-cellar', 'fd-dawn', 'fear-secret'],
      implies: ['fear-shown', 'fear-avoid'],
    },
    'counts the lamps in every room on entering',
    'keeps a tinderbox in every pocket',
    { text: 'is always the first to light the lamps at dusk', excludes: ['fd-dawn'] },
    { text: 'lies awake with every lamp lit until the first bird sings', requires: ['fd-dawn'], weight: 2 },
    { text: 'will pay extra for a room with a window facing east', excludes: ['fd-cellar'] },
    {
      text: 'will not fetch so much as a turnip from below without a candle',
      requires: ['fd-cellar'],
      weight: 3,
      implies: ['fear-avoid'],
    },
    'carries a spare candle and two strikers everywhere',
    'keeps a rushlight burning by the bed all night',
  ],
  fearCloseObject: [
    // Not of someone whose goal is a share in a mine (`seek-under`).
    { text: 'tight spaces', excludes: ['seek-under'] },
    { text: 'being buried alive', implies: ['fc-buried'] },
    'locked rooms',
    // Not of someone whose work is in the crowd.
    {
      text: 'crowds pressing close',
      requires: ['job!=Town crier|Market warden|Stallholder|Actor|Musician|Bouncer|Barkeep|Server'],
      // Not of the life of every party.
      excludes: ['t-social', 't-loud'],
      implies: ['fc-crowd'],
    },
    { text: 'mines and tunnels', excludes: ['seek-under'] },
  ],
  fearCloseTell: [
    { text: 'always leaves doors open a crack', excludes: ['fc-crowd', 'fc-buried'] },
    { text: 'will not go below decks or into cellars', excludes: ['fc-crowd', 'h-sea'], implies: ['fear-avoid'] },
    { text: 'sleeps by the window, even in winter', excludes: ['fc-crowd'] },
    'stands near the exit in every room',
    { text: 'breathes in long, careful counts whenever a door swings shut', excludes: ['fc-crowd'] },
    { text: 'has left a note asking to be buried with a bell on a string', requires: ['fc-buried'], weight: 3 },
    { text: 'has made a friend swear to wait three days before any burial', requires: ['fc-buried'], weight: 3 },
    // Neither market nor crowd in a hamlet.
    { text: 'goes to market at dawn, before the crowds', requires: ['fc-crowd'], weight: 3, excludes: ['town-hamlet'] },
    { text: 'watches every festival from a rooftop, well away from the crush', requires: ['fc-crowd'], weight: 2 },
  ],
  fearHeightObject: [
    'heights',
    'falling',
    { text: 'ladders and rooftops', implies: ['fh-built'] },
    'cliff edges',
    { text: 'open stairways', implies: ['fh-built', 'fh-stairs'] },
  ],
  fearHeightTell: [
    { text: 'will not sleep above the ground floor', implies: ['fear-avoid'] },
    { text: 'crawls across bridges on hands and knees', excludes: ['fear-secret'], implies: ['fear-shown'] },
    { text: 'sends someone else up every ladder', implies: ['fear-avoid'] },
    { text: 'grips railings until the knuckles turn white', excludes: ['fear-secret'], implies: ['fear-shown'] },
    'never looks out of upper windows',
    { text: 'takes the low road around every hill', excludes: ['fh-built'], implies: ['fear-avoid'] },
    // Gutters are cleared from a ladder: not an answer to a fear of stairways.
    {
      text: 'has paid a neighbor to clear the gutters for years',
      requires: ['fh-built'],
      excludes: ['fh-stairs'],
      weight: 2,
    },
    'keeps to the middle of every bridge, eyes on the far end',
    { text: 'will not climb higher than a stool to reach a shelf', implies: ['fear-avoid'] },
    { text: 'stays well back from the rail of any gallery or balcony', implies: ['fear-avoid'] },
  ],
  fearFireObject: ['fire', 'burning to death', 'sparks and embers', 'wildfires in a dry summer'],
  fearFireTell: [
    'keeps a bucket of water beside every hearth',
    "will not sit within arm's reach of a fireplace",
    'checks that every candle is out, three times, before sleeping',
    'smells smoke where there is none',
    'eats cold food rather than cook over a flame',
    'sleeps fully dressed, ready to run',
    'keeps the hearth banked so low the kettle never boils',
    'lights no candle that is not standing in a dish of water',
    {
      text: 'has a ladder propped under the bedroom window, just in case',
      excludes: ['w-in-case'],
      implies: ['w-in-case'],
    },
    'sweeps the ashes out the door twice a day',
    'buys only lamps with a cage around the flame',
  ],
  fearBeastObject: [
    // No fear of the animals the person loves.
    { text: 'any {?fearDogAdj} dog', excludes: ['p-animals'], implies: ['beast-kept', 'beast-dog'] },
    { text: 'spiders', implies: ['beast-small'] },
    { text: 'snakes', implies: ['beast-small'] },
    { text: 'rats', implies: ['beast-small'] },
    // Not of someone whose work is with horses.
    {
      text: 'horses',
      requires: ['job!=Groom|Stablemaster|Courier'],
      excludes: ['p-animals'],
      implies: ['beast-kept', 'beast-horse'],
    },
    { text: 'owls', implies: ['beast-bird', 'bird-night'] },
    { text: 'birds in flocks', implies: ['beast-bird', 'bird-flock'] },
    { text: 'wolves', implies: ['beast-wild'] },
    { text: 'insects of every kind', implies: ['beast-small'] },
    { text: 'eyes shining in the dark', implies: ['beast-wild'] },
  ],
  fearBeastTell: [
    {
      text: 'crosses the street to avoid any animal',
      requires: ['beast-kept'],
      excludes: ['fear-secret'],
      implies: ['fear-shown', 'fear-avoid'],
    },
    { text: 'shakes out boots and bedding every morning', requires: ['beast-small'] },
    { text: 'carries a stout stick everywhere', excludes: ['beast-small', 'beast-bird'] },
    { text: 'jumps at every rustle in the undergrowth', excludes: ['beast-kept', 'beast-bird'] },
    { text: 'checks under the bed every night', requires: ['beast-small'] },
    // Each place names the animal feared: stables for horses, kennels and yards for dogs.
    { text: 'will not walk past the stables, even in daylight', requires: ['beast-horse'], implies: ['fear-avoid'] },
    // A coaching inn is a town's, not a hamlet's or a village's.
    {
      text: 'takes the long way round to avoid the coaching inn yard',
      requires: ['beast-horse'],
      excludes: ['town-small'],
      implies: ['fear-avoid'],
    },
    { text: 'waits for the carts to pass before crossing any lane', requires: ['beast-horse'] },
    { text: 'will not walk past the kennels', requires: ['beast-dog'], implies: ['fear-avoid'] },
    { text: 'knocks at no door until sure no dog is behind it', requires: ['beast-dog'] },
    // Owls come at dusk, flocks in the market square: each tell fits its own bird.
    {
      text: 'shutters every window at dusk and will not say why',
      requires: ['bird-night'],
      excludes: ['h-unsaid'],
      implies: ['h-unsaid'],
    },
    { text: 'shutters every window at dusk', requires: ['bird-night', 'h-unsaid'] },
    {
      text: 'walks the long way around the market square to avoid the pigeons',
      requires: ['bird-flock'],
      excludes: ['town-hamlet'],
    },
    {
      text: 'will not cross the square when the starlings are gathering',
      requires: ['bird-flock'],
      implies: ['fear-avoid'],
    },
    { text: 'will not walk under the old trees after sunset', requires: ['bird-night'], implies: ['fear-avoid'] },
    // Not "the town walls": a hamlet or a village has none.
    {
      text: 'will not go past the last house of the town after dark',
      requires: ['beast-wild'],
      implies: ['fear-avoid'],
    },
    { text: 'keeps a fire burning all night, even in summer', requires: ['beast-wild'] },
  ],
  fearDogAdj: ['large', 'barking', 'black', 'stray', 'snarling', 'hunting'],
  fearSickObject: ['plague', 'catching a fever', 'the sweating sickness', 'contagion', 'wasting sickness'],
  fearSickTell: [
    'washes hands until they crack',
    'will not shake hands or share a cup',
    'carries a pomander of herbs against bad air',
    'flinches at every cough in the room',
    'buys a new remedy from every peddler who passes',
    'drinks nothing that has not been boiled first',
    { text: 'crosses the street to avoid anyone with a sniffle', implies: ['fear-avoid'] },
    'airs every room at dawn, whatever the weather',
    'keeps a vinegar-soaked cloth ready to hold over the mouth',
    'will not eat from a dish anyone else has touched',
  ],
  fearDeadObject: [
    'the dead rising',
    'graveyards',
    'ghosts',
    'corpses',
    { text: 'being buried in unblessed ground', excludes: ['p-godless'], implies: ['fdead-grave'] },
  ],
  fearDeadTell: [
    { text: 'leaves salt on every windowsill', excludes: ['fdead-grave'] },
    { text: 'will not walk past a cemetery after dark', excludes: ['fdead-grave'], implies: ['fear-avoid'] },
    { text: 'mutters charms at every funeral procession', excludes: ['fdead-grave'] },
    { text: 'sleeps with a sprig of garlic under the pillow', excludes: ['fdead-grave'] },
    { text: 'covers every mirror in the house when someone dies', excludes: ['fdead-grave'] },
    // Temple ways are not for someone who will not set foot in one.
    { text: 'pays the temple for prayers every single week', excludes: ['p-godless'] },
    {
      text: 'has already paid a priest for a plot in the temple yard',
      requires: ['fdead-grave'],
      excludes: ['p-godless'],
      weight: 2,
    },
    {
      text: 'will not travel anywhere far from a temple',
      requires: ['fdead-grave'],
      excludes: ['p-godless'],
      implies: ['fear-avoid'],
      weight: 2,
    },
  ],
  fearMagicObject: [
    { text: 'magic of any kind', implies: ['fm-any'] },
    'wizards',
    { text: 'curses', implies: ['fm-curse'] },
    { text: 'the fey', implies: ['fm-fey'] },
    'being turned into something else',
  ],
  fearMagicTell: [
    'wears iron next to the skin',
    {
      text: 'leaves the room whenever anyone starts an incantation',
      excludes: ['fear-secret', 'fm-fey'],
      implies: ['fear-shown'],
    },
    // `fear-glow`: nobody afraid of a glow carries a lantern, nor lights the town's lamps for a living.
    {
      text: 'refuses to touch anything that glows',
      requires: ['job!=Lamplighter'],
      excludes: ['fm-curse'],
      implies: ['fear-glow', 'fear-avoid'],
    },
    {
      text: 'spins around three times after meeting a spellcaster',
      excludes: ['fear-secret', 'fm-fey'],
      implies: ['fear-shown'],
    },
    // A charm is magic of its own: not of someone who fears all magic.
    { text: 'keeps a charm against the evil eye', excludes: ['fm-any'] },
    "will not say a stranger's name aloud",
    {
      text: 'will not step inside a ring of mushrooms, even to win a bet',
      requires: ['fm-fey'],
      weight: 2,
      implies: ['fear-avoid'],
    },
    { text: 'leaves a saucer of milk on the doorstep every night', requires: ['fm-fey'], weight: 2 },
    {
      text: 'burns every hair from the comb so nobody can use it',
      requires: ['fm-curse'],
      excludes: ['hairless'],
      weight: 2,
    },
  ],
  // Each object implies the kinds of tell that answer it, and every tell requires one kind:
  // `fsh-fail` (a mistake or a letdown), `fsh-seen` (being watched), `fsh-mock` (being laughed at),
  // `fsh-kin` (the family's eyes), `fshame-forgot` (leaving no mark). No joke-dodging for a fear of
  // letting the family down.
  fearShameObject: [
    { text: 'failure', implies: ['fsh-fail', 'fsh-seen'] },
    { text: 'public humiliation', implies: ['fsh-seen', 'fsh-mock'] },
    { text: 'being forgotten', implies: ['fshame-forgot'] },
    { text: 'disappointing the family', implies: ['fsh-fail', 'fsh-kin'] },
    { text: 'being laughed at', implies: ['fsh-mock', 'fsh-seen'] },
  ],
  fearShameTell: [
    { text: 'rehearses every conversation for hours beforehand', requires: ['fsh-seen'] },
    { text: 'will not try anything new where others can see', requires: ['fsh-seen'], implies: ['fear-avoid'] },
    // Hard work, never beside an idle personality or a lazy flaw.
    {
      text: 'works through the night to avoid the smallest mistake',
      requires: ['fsh-fail'],
      excludes: ['t-idle'],
      implies: ['g-toil', 't-driven'],
    },
    { text: 'laughs first at every joke so as never to be the butt of one', requires: ['fsh-mock'] },
    { text: 'keeps every letter of praise ever received and rereads them', requires: ['fsh-fail'] },
    {
      text: 'turns down every honor, just in case',
      requires: ['fsh-seen'],
      excludes: ['w-in-case', 't-seeks-fame'],
      implies: ['w-in-case', 't-shuns-fame'],
    },
    { text: 'never wears anything a child in the street could point at', requires: ['fsh-mock'] },
    { text: 'writes home only with good news, and invents some when there is none', requires: ['fsh-kin'] },
    { text: 'checks every piece of work three times before anyone else sees it', requires: ['fsh-fail'] },
    { text: 'carves initials into every bench and doorpost in town', requires: ['fshame-forgot'], weight: 2 },
    { text: 'has already paid for a very large headstone', requires: ['fshame-forgot'], weight: 2 },
  ],
  fearWantObject: [
    'poverty',
    'dying in debt',
    'the poorhouse',
    'going hungry again',
    { text: 'losing the roof overhead', implies: ['fwant-roof'] },
  ],
  // Hunger's tells are not a lost roof's.
  fearWantTell: [
    'hides coins all over the house',
    { text: 'eats every crumb on the plate and pockets the bread', excludes: ['fwant-roof'] },
    'counts savings every night before bed',
    // Not of someone generous to a fault.
    { text: 'will not lend so much as a copper', excludes: ['p-kind', 't-kind'] },
    { text: 'keeps a larder stocked for a siege', excludes: ['fwant-roof'] },
    // Rent is paid by a tenant, never by someone who owns the house (`home-own`).
    {
      text: 'pays the rent a season ahead and still lies awake over it',
      requires: ['fwant-roof'],
      excludes: ['home-own'],
      weight: 2,
    },
    { text: 'pays every debt a season early and still lies awake over it', requires: ['fwant-roof'], weight: 2 },
    // Not of the devout, a priest, nor someone bent on a holy order or on penance.
    {
      text: 'works on holy days when everyone else rests',
      excludes: ['t-idle', 'p-pious', 'Faith', 'gf-order', 'gf-penance', 'h-temple'],
      implies: ['g-toil', 't-driven'],
    },
    'sews a coin into the hem of every coat',
    'mends every sock until it is more darning than wool',
    { text: 'grows turnips in every spare corner, just in case', excludes: ['w-in-case'], implies: ['w-in-case'] },
  ],
  // As with shame, each object implies the kinds of tell that answer it: `fa-company` (wanting
  // people near), `fa-quiet` (a still, silent room), `fa-left` (being left by those who matter),
  // `fa-end` (no one at the bedside). No clinging to old friends for a fear of silence.
  fearAloneObject: [
    { text: 'being alone', implies: ['fa-company', 'fa-quiet'] },
    { text: 'abandonment', implies: ['fa-left', 'fa-company'] },
    { text: 'dying alone', implies: ['fa-end', 'fa-company'] },
    { text: 'silence', implies: ['fa-quiet'] },
    { text: 'empty houses', implies: ['fa-quiet', 'fa-company'] },
  ],
  fearAloneTell: [
    { text: 'cannot bear to eat a meal alone', requires: ['fa-company'] },
    { text: 'clings to friendships long after they have ended', requires: ['fa-left'] },
    { text: 'keeps a dog, two cats and a talkative parrot', requires: ['fa-company'] },
    { text: 'writes to everyone ever met', requires: ['fa-left'] },
    // Not of a shy soul at the edge of every gathering.
    {
      text: 'lingers at every gathering until the last guest leaves',
      requires: ['fa-company'],
      excludes: ['t-solitary'],
    },
    {
      text: 'talks to anyone, about anything, to avoid a quiet room',
      requires: ['fa-quiet'],
      excludes: ['t-quiet', 't-solitary', 't-terse'],
      implies: ['t-talkative'],
    },
    { text: 'keeps a lamp lit and a second chair at the table', requires: ['fa-company'] },
    { text: 'invites neighbors to supper far more often than they can come', requires: ['fa-company'] },
    { text: 'talks to the hearth fire when nobody else is home', requires: ['fa-quiet'] },
    { text: 'keeps a clock that ticks loudly in every room', requires: ['fa-quiet'] },
    { text: 'asks after every friend who has not called in a week', requires: ['fa-left'] },
    { text: 'has made a neighbor swear to sit by the bed at the end', requires: ['fa-end'] },
  ],
  fearStormObject: [
    'thunderstorms',
    { text: 'lightning', implies: ['fs-lightning'] },
    { text: 'high winds', implies: ['fs-wind'] },
    { text: 'hail', implies: ['fs-hail'] },
    'the sky before a storm',
  ],
  fearStormTell: [
    { text: 'hides in the cellar at the first rumble', excludes: ['fs-wind', 'fear-secret'], implies: ['fear-shown'] },
    'watches the sky constantly',
    { text: 'will not carry anything metal under dark clouds', excludes: ['fs-wind', 'fs-hail'] },
    { text: 'counts the seconds between flash and thunder, under the breath', excludes: ['fs-wind', 'fs-hail'] },
    'has shuttered every window of the house with oak',
    { text: 'cancels any journey at the first gray cloud', implies: ['fear-avoid'] },
    { text: 'ties down everything in the yard at the first gust', requires: ['fs-wind'], weight: 2 },
    'keeps a candle and a blanket packed by the cellar steps',
    'reads the clouds every morning before deciding to go out',
  ],
  fearRoot: [
    'The fear began {fearOrigin}.',
    'It has been this way {fearSince}.',
    'Friends say the fear began {fearOrigin}.',
    'Nobody knows where the fear came from, least of all its owner.',
    { text: 'It crept in slowly, over many years.', requires: ['age>=30'], excludes: ['fear-lifelong'] },
    'It goes back so far that nobody remembers a time without it.',
    'A healer once called it nerves, which helped nobody.',
    { text: 'The fear runs in the family, like red hair or bad knees.', excludes: ['hairless'] },
  ],
  // Where a fear began: each family's own origins, and a few that fit any fear.
  fearOrigin: [
    { text: '{fearWaterOrigin}', requires: ['fear-water'], weight: 4 },
    { text: '{fearDarkOrigin}', requires: ['fear-dark'], weight: 4 },
    { text: '{fearCloseOrigin}', requires: ['fear-close'], weight: 4 },
    { text: '{fearHeightOrigin}', requires: ['fear-height'], weight: 4 },
    { text: '{fearFireOrigin}', requires: ['fear-fire'], weight: 4 },
    { text: '{fearBeastOrigin}', requires: ['fear-beast'], weight: 4 },
    { text: '{fearSickOrigin}', requires: ['fear-sick'], weight: 4 },
    { text: '{fearDeadOrigin}', requires: ['fear-dead'], weight: 4 },
    { text: '{fearMagicOrigin}', requires: ['fear-magic'], weight: 4 },
    { text: '{fearShameOrigin}', requires: ['fear-shame'], weight: 4 },
    { text: '{fearWantOrigin}', requires: ['fear-want'], weight: 4 },
    { text: '{fearAloneOrigin}', requires: ['fear-alone'], weight: 4 },
    { text: '{fearStormOrigin}', requires: ['fear-storm'], weight: 4 },
    "after a fortune-teller's warning",
    'with a nightmare that came back every night for a month',
  ],
  fearWaterOrigin: [
    { text: 'during the flood that took the family mill', excludes: ['fw-sea', 'fw-well', 'fw-creature'] },
    { text: 'after a bad crossing on a leaking boat', excludes: ['fw-well'] },
    { text: 'the day a friend went through the ice', excludes: ['fw-sea', 'fw-well', 'fw-creature'] },
    'with a story a grandmother told too well',
    { text: 'the day a child fell down the well on the green', requires: ['fw-well'], weight: 2 },
    { text: 'after something brushed past an ankle in the millpond', requires: ['fw-creature'], weight: 2 },
    { text: 'the night a squall swamped the ferry in sight of shore', requires: ['fw-sea'] },
  ],
  fearDarkOrigin: [
    { text: 'after a night lost in the woods', excludes: ['fd-cellar'] },
    { text: 'after a night shut in the root cellar by older cousins', requires: ['fd-cellar'], weight: 2 },
    'after a cruel prank by older children',
    'with a story a grandmother told too well',
    'the night the lamps went out at a wake',
  ],
  // A crush of people is its own fear: no barn, crypt or mine shaft began it.
  fearCloseOrigin: [
    { text: 'after a childhood winter snowed into a barn', excludes: ['fc-crowd'] },
    { text: 'after waking up in a locked crypt at the age of nine', requires: ['age>=12'], excludes: ['fc-crowd'] },
    { text: 'the day a mine shaft caved in behind a cousin', excludes: ['fc-crowd'] },
    { text: 'after a cruel prank by older children', excludes: ['fc-crowd'] },
    { text: 'the day the crowd at a hanging surged and trampled a neighbor', requires: ['fc-crowd'], weight: 2 },
    {
      text: 'after being knocked down and trodden on in a market-day crush',
      requires: ['fc-crowd'],
      weight: 2,
      excludes: ['town-hamlet'],
    },
  ],
  fearHeightOrigin: [
    'on a dare that went wrong',
    'after a fall from a hayloft',
    'the day a roofer slipped from the temple tower',
    'after watching a kite string drag a child off a wall',
    'the day the hayloft ladder snapped under a cousin',
  ],
  fearFireOrigin: [
    "the night a neighbor's house went up in flames",
    'after a spark caught a sleeve at a harvest bonfire',
    'during the siege, years ago',
    'the winter a chimney fire took the family roof',
    'after a lamp tipped over in the nursery',
  ],
  fearBeastOrigin: [
    { text: 'after a night lost in the woods', excludes: ['beast-kept', 'bird-flock'] },
    { text: 'the day a traveling show came to town', excludes: ['beast-small'] },
    { text: 'with a bite that took a month to heal', excludes: ['beast-bird'] },
    'on a dare that went wrong',
    { text: 'after a fall from a bolting horse', requires: ['beast-horse'], weight: 2 },
    { text: 'the day a flock of crows mobbed the gleaners in the stubble field', requires: ['bird-flock'] },
    { text: 'the night an owl came down the chimney into the nursery', requires: ['bird-night'] },
  ],
  fearSickOrigin: [
    'after a fever that lasted a month',
    'the summer the sickness emptied half the street',
    'after nursing a neighbor who did not recover',
    'after a long winter of nursing the whole household',
    'the year the well water turned bad',
  ],
  fearDeadOrigin: [
    { text: 'after waking up in a locked crypt at the age of nine', requires: ['age>=12'] },
    'after a night of sitting up with a corpse at a wake',
    'with a story a grandmother told too well',
    'the night a grave in the old graveyard stood open',
    'after helping to wash the body of a drowned stranger',
  ],
  fearMagicOrigin: [
    'the day a traveling show came to town',
    { text: 'after a night lost inside a ring of mushrooms that felt like a year', requires: ['fm-fey'], weight: 2 },
    { text: "the winter a rival's curse withered the family orchard", requires: ['fm-curse'], weight: 2 },
    { text: 'after a hedge wizard turned a brother into a toad for an hour', excludes: ['only-child', 'no-brother'] },
    'with a story a grandmother told too well',
  ],
  fearShameOrigin: [
    'after a cruel prank by older children',
    'the day a recital at the temple went badly wrong',
    'with a schoolmaster who mocked every wrong answer',
    'the day a whole wedding party laughed at a fumbled toast',
    'after a rival read a private letter aloud at market',
  ],
  fearWantOrigin: [
    'the year the harvest failed',
    'during the siege, years ago',
    'the winter the family sold the furniture to eat',
    'the spring the family cow died and the debts came due',
    'after a childhood of watching the bailiff at the door',
    'the year the mill closed and the wages stopped',
  ],
  fearAloneOrigin: [
    // Not beside two living parents, two buried ones, or a parent the story says died.
    {
      text: 'the winter a parent walked out and never came back',
      excludes: ['parents-2', 'parents-0', 'h-parent-died'],
    },
    'after a long fever nursed by nobody',
    'the year every friend moved away at once',
    'the winter a sweetheart left without a word',
    'after a week alone and snowed in as a child',
  ],
  // Each storm's own harm: no hailstorm began a fear of lightning.
  fearStormOrigin: [
    { text: 'the night lightning struck the barn', excludes: ['fs-wind', 'fs-hail'] },
    { text: 'after a storm at sea that lasted three days', excludes: ['fs-hail'] },
    { text: 'the summer hail flattened the whole harvest', excludes: ['fs-wind', 'fs-lightning'] },
    { text: 'the night a gale tore the roof off the family home', excludes: ['fs-hail', 'fs-lightning'] },
    { text: 'the day hailstones the size of eggs broke every window in the house', requires: ['fs-hail'] },
    { text: 'after a night spent on an open hillside in a thunderstorm', excludes: ['fs-wind', 'fs-hail'] },
  ],
  // Each "since" only for the fears it could have begun: a war leaves a dread of fire, the
  // dead, hunger or tight places, not of spiders or hail.
  fearSince: [
    'since childhood',
    'for as long as anyone remembers',
    {
      text: 'since the war',
      excludes: ['fear-shame', 'fear-water', 'fear-dark', 'fear-height', 'fear-beast', 'fear-storm', 'fc-crowd'],
    },
    {
      text: 'since a bad winter twenty years ago',
      requires: ['age>=30'],
      excludes: [
        'fear-water',
        'fear-height',
        'fear-fire',
        'fear-beast',
        'fear-magic',
        'fear-shame',
        'fear-storm',
        'fear-dead',
        'fc-crowd',
      ],
    },
    {
      text: 'since the death of a close friend',
      excludes: ['fear-magic', 'fear-want', 'fear-shame', 'fear-beast', 'fear-dark', 'fear-close', 'fear-storm'],
    },
    'since a hard year nobody in the family will speak of',
    'for longer than anyone can say',
  ],
  fearHides: [
    { text: 'hides it well', excludes: ['fear-shown'] },
    'is ashamed of it',
    'would rather die than admit it',
    { text: 'makes jokes about it to seem unbothered', excludes: ['fear-secret'] },
    'has shaped a whole life around it',
    'pretends it is merely good sense',
    { text: 'has never told a soul', excludes: ['fear-shown'] },
    { text: 'will lash out at anyone who mocks it', excludes: ['fear-secret'] },
    { text: 'has built whole routines to keep it hidden', excludes: ['fear-shown'] },
    // An excuse for staying away, so only after a tell that keeps away from the thing (`fear-avoid`).
    { text: 'blames every refusal on a bad back or a busy week', requires: ['fear-avoid'] },
  ],
} as const satisfies Grammar;
