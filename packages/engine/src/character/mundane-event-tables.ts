import type { Grammar, Row } from '../core/table';
import { TOWN_TABLES } from './town-tables';
import { MORE_TOWNSFOLK } from './rumor-tables';

/**
 * Everyday happenings in a settlement. Every event happens at or near `$place` (a building, bound
 * by code); many involve `$who` (a person, bound by code: a link or a described townsperson) and
 * more townsfolk and open spots; many end with how the street reacts. A named place's tags
 * (`placeTags` of `town-places.ts`) keep out rows it cannot fit.
 * Root: `mundaneEvent`.
 */
export const MUNDANE_EVENT_GRAMMAR = {
  ...TOWN_TABLES,
  townPerson: [...(TOWN_TABLES.townPerson as readonly Row[]), ...MORE_TOWNSFOLK],
  mundaneEvent: [
    { text: '{meEvent}', weight: 2 },
    { text: '{meEvent} {meReaction}', weight: 3 },
  ],
  // What an event makes true, told by each row, is what the street's reaction may answer:
  // `trouble` (something to help with or advise on), `disorder` (a matter for the watch),
  // `contest` (something to bet on), `onlookers` (a crowd to sell pies to or watch), `dogs`
  // (food spilled or beasts about), `strange` (fit for an omen), `spectacle` (a delight to children),
  // `townsperson-named` (a second townsperson is in it already, so a reaction names no other).
  // Each kind weighs as many rows as it has, so every event is about as likely as any other.
  meEvent: [
    { text: '{meAnimal}', weight: 12 },
    { text: '{meCart}', weight: 9 },
    { text: '{meShop}', weight: 11 },
    { text: '{meQuarrel}', weight: 9 },
    { text: '{meWeather}', weight: 7 },
    { text: '{meWork}', weight: 10 },
    { text: '{meLost}', weight: 6 },
    { text: '{meVisitor}', weight: 6 },
    { text: '{meParty}', weight: 6 },
    { text: '{meChildren}', weight: 9 },
    { text: '{meNotice}', weight: 6 },
    { text: '{meMishap}', weight: 10 },
    { text: '{meMusic}', weight: 7 },
    { text: '{meStreet}', weight: 95 },
  ],
  meAnimal: [
    {
      text: 'A heron has taken up residence on the roof of {$place} and glares at everyone who goes in or out.',
      excludes: ['open-place'],
      implies: ['onlookers', 'strange', 'spectacle'],
    },
    {
      text: 'A basket of kittens has been left on the step of {$place}, and {$who} is trying to find them homes.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A {?meBeastAdj} {meLooseAnimal} has got loose near {$place}, and {$who} is chasing it with a broom.',
      implies: ['trouble', 'contest', 'onlookers', 'dogs', 'spectacle'],
    },
    {
      text: 'A {?meBeastAdj} {meLooseAnimal} has wandered into {$place} and refuses to leave.',
      implies: ['trouble', 'contest', 'onlookers', 'dogs', 'strange', 'spectacle'],
    },
    {
      text: "Somebody's {meLooseAnimal} has pulled down the washing hung out to dry behind {$place}.",
      implies: ['trouble', 'dogs', 'spectacle'],
    },
    {
      text: '{$who.cap} is going door to door around {$place}, asking after a lost {meLooseAnimal}.',
      implies: ['trouble'],
    },
    {
      text: 'A stray dog has had a litter of puppies under the steps of {$place}, and {$who} is trying to find them homes.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A swarm of bees has settled on the sign above {$place}, and nobody dares go in or out.',
      excludes: ['no-sign'],
      implies: ['trouble', 'onlookers', 'strange', 'spectacle'],
    },
    {
      text: 'A flock of geese has escaped from behind {$place} and is holding {townSpot} against all comers.',
      implies: ['trouble', 'contest', 'onlookers', 'dogs', 'spectacle'],
    },
    {
      text: 'A cat has climbed onto the roof of {$place} and cannot get down; {$who} has fetched a ladder two rungs too short.',
      implies: ['helped', 'trouble', 'contest', 'onlookers', 'spectacle'],
    },
    {
      text: 'A {?meBeastAdj} {meLooseAnimal} is standing in the doorway of {$place}, staring at everyone who passes.',
      implies: ['trouble', 'onlookers', 'dogs', 'strange', 'spectacle'],
    },
    {
      text: "A heron has been stealing fish from a fishwife's barrow outside {$place} all morning, bold as a tax collector.",
      implies: ['contest', 'onlookers', 'strange', 'spectacle'],
    },
  ],
  meLooseAnimal: [
    'goat',
    'pig',
    'sow',
    'billy goat',
    'donkey',
    'mule',
    'heifer',
    'ram',
    'peacock',
    'goose',
    'bull calf',
    'ferret',
    'pet badger',
    'rooster',
    'dancing bear from a traveling show',
    'carthorse',
    'tame raven',
    'nanny goat',
    'prize boar',
  ],
  meBeastAdj: ['muddy', 'bad-tempered', 'enormous', 'one-eared', 'pampered', 'ribbon-decked', 'wild-eyed', 'scrawny'],
  meCart: [
    {
      text: 'A runaway handcart came down the hill and stopped against the door of {$place}, still full of {meCargo}.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'Outside {$place}, a carter is unloading {meCargo} one piece at a time, counting each one aloud.',
      implies: ['onlookers'],
    },
    {
      text: 'A cart loaded with {meCargo} has lost a wheel outside {$place}, and the driver is loudly blaming the road.',
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A wagon of {meCargo} is stuck fast in the mud beside {$place}; half the street is pushing and the other half is giving advice.',
      implies: ['helped', 'advised', 'trouble', 'contest', 'onlookers', 'spectacle'],
    },
    {
      text: 'A barrel of {meSpill} has rolled off a cart and burst open in front of {$place}.',
      implies: ['spilled', 'trouble', 'onlookers', 'dogs', 'spectacle'],
    },
    {
      text: 'Two carts have locked wheels in the lane beside {$place}, and neither driver will back up.',
      implies: ['trouble', 'disorder', 'contest', 'onlookers'],
    },
    {
      text: 'An ox has lain down in the road outside {$place} and will not be moved by shouting, pleading or carrots.',
      implies: ['trouble', 'disorder', 'contest', 'onlookers', 'strange', 'spectacle'],
    },
    {
      text: 'A handcart of {meCargo} has tipped over in front of {$place}, and the owner is blaming {$who}.',
      implies: ['spilled', 'trouble', 'disorder', 'onlookers', 'spectacle'],
    },
    {
      text: 'A delivery of {meCargo} has been left at {$place} by mistake, and nobody will admit to ordering it.',
      implies: ['trouble', 'onlookers'],
    },
  ],
  meCargo: [
    'turnips',
    'cabbages',
    'roof slates',
    'firewood',
    'pickled herrings',
    'wool bales',
    'clay pots',
    'round cheeses',
    'barrels of nails',
    'flour sacks',
    'live chickens',
    'river stones',
    'bolts of cloth',
    'apples',
    'bricks',
    'pumpkins',
    'beer kegs',
    'hay bales',
    'cured hams',
    'dried peat',
    'temple candles',
    'empty bottles',
  ],
  meSpill: [
    'cider',
    'lamp oil',
    'pickling brine',
    'molasses',
    'red dye',
    'salted eels',
    'dried peas',
    'goose fat',
    'vinegar',
  ],
  meShop: [
    {
      text: 'A spice seller has opened his sacks outside {$place}, and the whole street is sneezing.',
      implies: ['onlookers', 'spectacle'],
    },
    '{$who.cap} is selling secondhand boots from a blanket beside {$place}, each pair with a story.',
    {
      text: 'A cobbler has set up a bench by {$place} and is mending soles while their owners wait in stockinged feet.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'The bakery near {$place} has a new {?meFoodAdj} {meBake}, and it sold out before noon.',
      excludes: ['Bakery'],
    },
    {
      text: 'A peddler has set up outside {$place} selling {meTrinket} at prices that seem too good to be true.',
      implies: ['onlookers'],
    },
    '{$who.cap} has opened a tiny shop in a front room near {$place}, selling {meTrinket}.',
    {
      text: 'A traveling tinker is mending pots outside {$place} and telling tall tales to anyone who waits.',
      implies: ['onlookers'],
    },
    {
      text: 'The cookshop near {$place} is offering a free cup to anyone who can finish its new {meDish}.',
      implies: ['contest', 'onlookers', 'dogs'],
    },
    'Someone is selling {meTrinket} from a handcart by {$place}, and {$who} has already bought three.',
    {
      text: 'The smell of {meSmell} drifting from {$place} has drawn a small crowd of hopeful noses.',
      excludes: ['no-kitchen'],
      implies: ['onlookers', 'dogs'],
    },
    {
      text: 'Outside {$place}, {$who} is handing out free tastes of a new {?meFoodAdj} {meBake} to drum up trade for a market stall.',
      excludes: ['town-hamlet'],
      implies: ['dogs', 'onlookers'],
    },
  ],
  meBake: [
    'sweet roll with honey and black pepper',
    'seed cake shaped like a sleeping cat',
    'rye loaf baked with dark ale',
    'plum pastry',
    'cheese-and-onion twist',
    'saffron bun',
    'walnut bread',
    'lemon tart',
    'spiced pear turnover',
    'poppy-seed plait',
    'custard pie with a lattice top',
    'gingerbread dragon',
  ],
  meFoodAdj: ['sticky', 'still-warm', 'lopsided', 'suspiciously cheap', 'enormous', 'glazed', 'crumbly'],
  meDish: [
    'five-pepper stew',
    'eel pie',
    'mushroom pudding',
    'blood sausage as long as an arm',
    'pickled egg platter',
    'goat curry',
  ],
  meSmell: [
    'fresh bread',
    'roasting chestnuts',
    'burnt sugar',
    'frying onions',
    'smoked fish',
    'cinnamon buns',
    'mulled cider',
  ],
  meTrinket: [
    'tin whistles',
    'good-luck charms made of horse brass',
    'painted wooden birds',
    'second-hand boots',
    'bottled rainwater “from a holy spring”',
    'ribbons in seventeen colors',
    'maps of doubtful accuracy',
    'spectacles',
    'sugared almonds',
    '“dragon scales” that are plainly fish scales',
    'knitted caps for dogs',
    'love potions that smell of rosewater and turpentine',
    'used books by the pound',
    'copper pots with very small holes',
  ],
  meQuarrel: [
    {
      text: 'Two washerwomen outside {$place} are arguing about {meGrudge}, and each has a growing crowd of supporters.',
      implies: ['disorder', 'contest', 'onlookers'],
    },
    {
      text: 'On the steps of {$place}, {$who} is demanding an apology from {townPerson} over {meGrudge}.',
      implies: ['contest', 'onlookers', 'townsperson-named'],
    },
    {
      text: 'An old feud flared up again outside {$place} this morning, over {meGrudge} of all things.',
      implies: ['disorder', 'contest', 'onlookers'],
    },
    {
      text: '{$who.cap} and {townPerson} are arguing outside {$place} about {meGrudge}, and neither will back down.',
      implies: ['disorder', 'contest', 'onlookers', 'townsperson-named'],
    },
    {
      text: 'A shouting match has broken out at {$place} over {meGrudge}; the watch has been sent for, slowly.',
      excludes: ['town-small'],
      implies: ['watch-called', 'disorder', 'contest', 'onlookers'],
    },
    {
      text: '{$who.cap} has nailed a list of grievances to the door of {$place}, the first being {meGrudge}.',
      implies: ['onlookers'],
    },
    {
      text: 'Two neighbors behind {$place} are measuring the boundary between their gardens with a length of string and great suspicion.',
      implies: ['contest', 'onlookers'],
    },
    {
      text: 'The owner of {$place} is refusing to serve {$who} over {meGrudge}.',
      excludes: ['no-customers'],
      implies: ['disorder', 'contest', 'onlookers'],
    },
    {
      text: 'Someone has chalked a rude drawing on the wall of {$place}, and {$who} is being blamed.',
      implies: ['disorder', 'onlookers', 'spectacle'],
    },
  ],
  meGrudge: [
    'a borrowed ladder that came back with a rung missing',
    'whose turn it is to sweep the steps',
    'a hen that lays in the wrong yard',
    'the proper way to brew cider',
    'a debt of four coppers from last winter',
    "a neighbor's pear tree that shades the cabbage patch",
    'who won a game of skittles twenty years ago',
    "the volume of somebody's singing",
    'a dog that digs',
    'the fair price of eggs',
    'a love letter delivered to the wrong door',
    'a pie left cooling on the wrong windowsill',
    'a bucket that went missing from the well',
  ],
  meWeather: [
    {
      text: 'A sudden downpour has flooded the street outside {$place}, and children are charging a copper to carry people across on planks.',
      implies: ['onlookers', 'children'],
    },
    {
      text: 'Fog has rolled in so thick that people near {$place} are walking with one hand on the wall.',
      implies: ['strange'],
    },
    {
      text: "Last night's wind tore the weathervane off {$place}; it turned up this morning at {townSpot}.",
      implies: ['trouble', 'strange', 'spectacle'],
    },
    'The heat has everyone near {$place} sitting in doorways, fanning themselves with whatever comes to hand.',
    {
      text: 'Hail the size of peas has battered the vegetable plots behind {$place}, and the gardeners are counting the damage.',
      implies: ['trouble', 'strange'],
    },
    {
      text: 'A frost has turned the steps of {$place} into a slide, and {$who} has already gone down them twice.',
      implies: ['trouble', 'contest', 'onlookers', 'spectacle'],
    },
    {
      text: 'The wind is blowing every hat in the street towards {$place}, where a {?meBeastAdj} goat is eating them.',
      implies: ['trouble', 'contest', 'onlookers', 'strange', 'dogs', 'spectacle'],
    },
  ],
  meWork: [
    {
      text: 'The well by {$place} is being cleaned out, and everyone is carrying water up from the river and complaining.',
      implies: ['trouble'],
    },
    {
      text: 'Carpenters are hanging a new door on {$place}, and it has already gone up upside down once.',
      excludes: ['open-place'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: 'A ratcatcher and two terriers have been working through the cellars of {$place} since dawn.',
      excludes: ['open-place'],
      implies: ['onlookers', 'dogs-told'],
    },
    {
      text: 'Workmen are re-thatching the roof of {$place} and dropping straw on everyone below.',
      implies: ['onlookers'],
    },
    {
      text: 'The street outside {$place} has been dug up to mend a drain, and the smell has cleared the block.',
      implies: ['stench', 'dogs'],
    },
    {
      text: 'Scaffolding has gone up around {$place}, and nobody will say what is being built.',
      implies: ['onlookers', 'contest'],
    },
    {
      text: '{$who.cap} is repainting the front of {$place} a color the neighbors call “bold”.',
      implies: ['onlookers'],
    },
    'A mason is resetting the cobbles by {$place} one stone at a time, humming the same four notes.',
    {
      text: 'The old chimney of {$place} has finally come down, luckily into an empty yard.',
      implies: ['onlookers', 'strange', 'spectacle'],
    },
    {
      text: 'A glazier is fitting new windows at {$place}, and a crowd has gathered to watch and wince.',
      implies: ['onlookers', 'contest'],
    },
  ],
  meLost: [
    {
      text: '{$who.cap} is searching the gutters outside {$place} on hands and knees for {meLostThing}.',
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A purse full of coppers was found on the doorstep of {$place} this morning, and six people have already claimed it.',
      excludes: ['open-place'],
      implies: ['contest', 'onlookers'],
    },
    {
      text: '{$who.cap} has lost {meLostThing} somewhere near {$place} and is offering {meReward} for its return.',
      implies: ['trouble', 'contest'],
    },
    {
      text: 'A child found {meFoundThing} in the gutter by {$place} and is refusing to hand it over.',
      implies: ['contest', 'onlookers', 'strange'],
    },
    'A notice on the door of {$place} asks after {meLostThing}, “no questions asked”.',
    {
      text: 'Someone left {meFoundThing} on the bench outside {$place}, and nobody has claimed it.',
      implies: ['contest', 'strange'],
    },
  ],
  meLostThing: [
    'a silver thimble',
    'a wedding ring',
    'a set of keys on a red cord',
    'a ledger full of debts',
    'a prize-winning rooster',
    'a set of false teeth carved from ox bone',
    'a left boot',
    'a lucky coin',
    'an unsigned love letter',
    "a grandmother's recipe book",
    'a pair of spectacles',
    'a {?meThingAdj} pocket watch',
  ],
  meFoundThing: [
    'a gold tooth',
    'an old coin nobody can identify',
    'a glass eye',
    'a tiny key',
    'a ring of carved bone',
    'a {?meThingAdj} music box',
    { text: 'a sealed letter addressed to the mayor', excludes: ['town-small'] },
    'a wooden leg',
    'a jar of pickled eyes',
  ],
  meThingAdj: ['battered', 'tiny', 'silver-cased', 'rusty', 'beautifully made', 'engraved'],
  meReward: [
    'two silver pieces',
    'a fresh pie',
    'a bag of walnuts',
    'a jar of honey',
    'a heartfelt handshake',
    'a laying hen',
    'a kiss on each cheek',
    'a whole smoked ham',
    'a copper and a blessing',
    'a bottle of plum brandy',
    'a favor to be named later',
    'a pair of good wool socks',
    'three silver pieces and no questions',
    'their undying gratitude',
  ],
  meVisitor: [
    {
      text: 'A letter-writer has set up a folding desk outside {$place} and is writing love letters at a copper a page.',
      implies: ['onlookers'],
    },
    {
      text: 'A stranger in a very fine coat is asking outside {$place} whether anyone remembers a family that left town twenty years ago.',
      implies: ['onlookers', 'strange'],
    },
    {
      text: '{meTraveller.a.cap} has taken rooms at {$place}, and already everyone has an opinion.',
      excludes: ['no-rooms'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: '{meTraveller.a.cap} is asking for directions outside {$place} and not liking any of the answers.',
      implies: ['onlookers'],
    },
    {
      text: '{meTraveller.a.cap} has been holding forth at {townSpot} all morning, and half the regulars of {$place} have drifted over to listen.',
      requires: ['regulars'],
      excludes: ['no-customers'],
      implies: ['onlookers'],
    },
    {
      text: '{meTraveller.a.cap} has been holding forth outside {$place} all morning, and half the street has stopped to listen.',
      implies: ['onlookers', 'spectacle'],
    },
  ],
  meTraveller: [
    'troupe of traveling players',
    'tax inspector from the capital',
    'pilgrim with a bell tied to each ankle',
    'retired adventurer with a wooden leg',
    'pair of young newlyweds',
    'knife-grinder',
    'portrait painter looking for commissions',
    'herbalist selling cures for baldness',
    'famous cheesemaker',
    'surveyor with a great many instruments',
    'dwarf selling mechanical birds',
    'gnome with a cart full of clocks',
    'fortune-teller with a tame hare',
    'preacher of a very small faith',
  ],
  meParty: [
    {
      text: 'The neighbors of {$place} have carried their tables into the street for a shared supper, and more keep arriving.',
      implies: ['onlookers', 'dogs', 'spectacle'],
    },
    {
      text: '{$who.cap} is handing out honey cakes in front of {$place} to celebrate {meOccasion}.',
      implies: ['onlookers', 'dogs'],
    },
    {
      text: 'Bunting is going up around {$place} for {meOccasion}, and nobody can agree on the colors.',
      implies: ['onlookers', 'contest', 'spectacle'],
    },
    {
      text: '{$who.cap} is celebrating {meOccasion} and has rolled a cask out in front of {$place}.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A wedding party is dancing its way past {$place}, collecting guests as it goes.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'The regulars at {$place} are holding a surprise feast for {meOccasion}, and the surprise has been ruined twice.',
      requires: ['regulars'],
      excludes: ['no-customers'],
      implies: ['onlookers', 'dogs'],
    },
  ],
  meOccasion: [
    "a grandmother's hundredth birthday",
    'the end of a thirty-year feud',
    'a good harvest',
    'the arrival of twins',
    'a new roof',
    'the last payment on a loan',
    "a grandfather's recovery from a long illness",
    "a son's return from the wars",
    "a grandchild's naming day",
    'a victory in the goat races',
  ],
  meChildren: [
    {
      text: 'Two children outside {$place} are selling “genuine dragon scales” that look a great deal like painted fish scales.',
      implies: ['children', 'onlookers', 'spectacle'],
    },
    {
      text: 'A lost toddler is sitting on the steps of {$place}, refusing to give a name to anyone but a passing cat.',
      implies: ['children', 'trouble', 'onlookers'],
    },
    {
      text: 'Children have tied a string across the lane by {$place} and are knocking the hats off passers-by.',
      implies: ['children', 'disorder', 'onlookers', 'spectacle'],
    },
    {
      text: 'A schoolmaster is marching a line of pupils past {$place}, naming every building as they go and getting half of them wrong.',
      implies: ['children', 'onlookers'],
    },
    {
      text: 'Children are racing {meRaceThing} in the gutter outside {$place}, and adults who should know better are placing bets.',
      implies: ['betting', 'children', 'contest', 'onlookers'],
    },
    {
      text: 'A gang of children has built a fort of crates behind {$place} and is demanding a toll from passers-by.',
      implies: ['children', 'contest', 'onlookers', 'disorder'],
    },
    {
      text: 'School has been let out early, and {$place} is under siege by a game of tag.',
      implies: ['children', 'onlookers'],
    },
    {
      text: 'A small boy has climbed the drainpipe of {$place} on a dare and is now reconsidering.',
      implies: ['children', 'trouble', 'contest', 'onlookers'],
    },
    { text: 'Children have chalked a hopscotch grid from {$place} all the way to {townSpot}.', implies: ['children'] },
  ],
  meRaceThing: ['bark boats', 'beetles', 'snails', 'hoops', 'wooden ducks', 'paper boats'],
  // The place comes before the decree, so it never reads as part of it ("a festival in front of the workshop").
  meNotice: [
    {
      text: 'Someone has pinned an unsigned poem to the door of {$place}, and it is plainly about {$who}.',
      excludes: ['open-place'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: 'A hand-lettered sign outside {$place} warns of {meDecree}, though nobody can find who put it up.',
      implies: ['onlookers', 'strange'],
    },
    {
      text: "In front of {$place}, the magistrate's clerk is reading out a notice of {meDecree} and has lost the thread twice.",
      excludes: ['town-small'],
      implies: ['onlookers'],
    },
    {
      text: 'The town crier stood in front of {$place} this morning and announced {meDecree}, to general grumbling.',
      excludes: ['town-small'],
      implies: ['onlookers'],
    },
    'A notice is nailed up outside {$place}: {meDecree}.',
    {
      text: 'A crowd outside {$place} is arguing over the meaning of a notice about {meDecree}.',
      implies: ['onlookers', 'contest'],
    },
  ],
  meDecree: [
    'a new tax on windows',
    'a ban on pigs in the street after dark',
    'a reward for the capture of a notorious pie thief',
    'a census of every cat in town',
    { text: 'an early close of the market for a festival', excludes: ['town-hamlet'] },
    'a contest for the best-kept garden',
    'a curfew for apprentices',
    'a call for volunteers to clean the well',
    "a bounty on wolves' ears",
    'an order that every chimney be swept before the first frost',
    'the election of a new dog warden',
  ],
  meMishap: [
    {
      text: "A washing line has come down across the front of {$place}, and somebody's best linen is in the gutter.",
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'A swarm of bees from the hives behind {$place} has settled on the hat of {$who}, who is standing very still.',
      implies: ['trouble', 'onlookers', 'strange', 'spectacle'],
    },
    {
      text: '{$who.cap} caught a sleeve on a nail by {$place} and has been stuck there, explaining, for half an hour.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} fell into the horse trough by {$place} and is pretending it was on purpose.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A chimney fire at {$place} has filled the street with black smoke, and a bucket chain has formed.',
      implies: ['helped', 'trouble', 'onlookers'],
    },
    {
      text: 'Someone left the gate open behind {$place}, and the street is full of chickens.',
      implies: ['trouble', 'contest', 'onlookers', 'dogs', 'spectacle'],
    },
    {
      text: 'A ladder fell through a window of {$place}, and now there is an argument about who pays for the glass.',
      implies: ['trouble', 'disorder', 'contest', 'onlookers'],
    },
    {
      text: 'A barrel of {meSpill} has spilled all over the steps of {$place}.',
      implies: ['spilled', 'trouble', 'onlookers', 'dogs'],
    },
    {
      text: 'The sign over {$place} has fallen down and nearly flattened {$who}.',
      excludes: ['no-sign'],
      implies: ['trouble', 'onlookers', 'strange'],
    },
    {
      text: 'The privy behind {$place} has collapsed, thankfully while empty.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
  ],
  meMusic: [
    {
      text: 'Two rival fiddlers have set up on either side of {$place}, each playing louder to drown out the other.',
      implies: ['onlookers', 'contest', 'spectacle'],
    },
    {
      text: '{$who.cap} is singing on the steps of {$place} to pay off a lost bet and has been asked to stop twice.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A drummer and a dancing dog are performing outside {$place} for whatever anyone will throw.',
      implies: ['onlookers', 'spectacle', 'dogs-told'],
    },
    {
      text: 'A street fiddler outside {$place} knows only one tune and plays it with great feeling.',
      implies: ['onlookers'],
    },
    {
      text: '{$who.cap} is practicing the bagpipes behind {$place}, and the dogs of the neighborhood are joining in.',
      implies: ['dogs-told', 'spectacle'],
    },
    { text: 'A choir is rehearsing in {$place} for the coming festival, mostly in tune.', excludes: ['no-hall'] },
    {
      text: 'A puppet show outside {$place} has drawn a crowd and at least one pickpocket.',
      implies: ['onlookers', 'spectacle', 'disorder'],
    },
  ],
  // Everyday street business at the place: signs, roofs, peddlers, strays.
  meStreet: [
    {
      text: '{$who.cap} has painted a new sign for {$place}, and the spelling is causing comment.',
      excludes: ['no-sign'],
      implies: ['onlookers'],
    },
    {
      text: 'A cart of turnips has tipped over outside {$place}, and every pig in town is converging on it.',
      implies: ['spilled', 'trouble', 'dogs', 'onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} is teaching a parrot to say “good morning” outside {$place}, with mixed results.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'The roof of {$place} is being rethatched, and the thatcher keeps dropping bundles on passersby.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A wedding party has stopped outside {$place} to dance, and nobody can get past.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'A one-legged pigeon has learned to beg at the door of {$place} and is doing better than the beggars.',
      excludes: ['open-place'],
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} is whitewashing the front of {$place} and has got more on the street than on the wall.',
      excludes: ['open-place'],
      implies: ['onlookers'],
    },
    {
      text: 'A tinker has set up a grindstone outside {$place}, and the screech carries half a mile.',
      implies: ['onlookers'],
    },
    {
      text: 'A boy is selling “genuine dragon scales” outside {$place}; they are painted fish scales.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'Somebody has tied a bunch of wildflowers to the door of {$place}, and half the street is guessing who they are for.',
      excludes: ['open-place'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: 'A tipsy poet is reciting verses to the front of {$place}, which he insists is listening.',
      implies: ['onlookers', 'spectacle', 'strange'],
    },
    {
      text: 'A dead crow has fouled the well by {$place}, and {$who} is hauling water from across town.',
      implies: ['trouble'],
    },
    {
      text: 'A farmer is trying to sell a cow outside {$place}, and the cow keeps sitting down in protest.',
      implies: ['contest', 'onlookers', 'spectacle', 'dogs'],
    },
    {
      text: 'Two small boys have locked themselves in the privy behind {$place} and are negotiating terms.',
      implies: ['trouble', 'onlookers', 'spectacle', 'children'],
    },
    {
      text: 'The chimney of {$place} caught fire briefly this morning and has left a long black tongue of soot up the wall.',
      excludes: ['closed', 'open-place'],
      implies: ['trouble'],
    },
    {
      text: '{$who.cap} has been sitting on the step of {$place} since dawn, waiting for someone who has not come.',
      excludes: ['open-place'],
      implies: ['onlookers', 'strange'],
    },
    {
      text: 'A courier has dropped a sack of letters outside {$place}, and the wind is helping itself.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'A peddler outside {$place} is selling combs he swears will cure baldness, and business is brisk.',
      implies: ['onlookers'],
    },
    {
      text: 'A rude word has been scrubbed off the side of {$place}, and now everyone wants to know what it said.',
      excludes: ['open-place'],
      implies: ['onlookers'],
    },
    {
      text: 'The handle has come off the front door of {$place}, and people are going in and out through a window.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} is training a new puppy outside {$place}, and so far the puppy is winning.',
      implies: ['onlookers', 'spectacle', 'contest', 'dogs-told'],
    },
    {
      text: 'A hired coach has lodged a wheel in the gutter outside {$place}, and its passenger refuses to get out and walk.',
      implies: ['trouble', 'onlookers', 'contest'],
    },
    {
      text: 'Smoke from a rubbish fire behind {$place} has drifted into every open window on the street.',
      implies: ['trouble', 'stench'],
    },
    {
      text: 'A wandering friar is preaching against the sin of cheese outside {$place}, to a puzzled crowd.',
      implies: ['onlookers', 'spectacle', 'strange'],
    },
    {
      text: 'The council has sent a man with a measuring chain to {$place}, and he will not tell anyone why.',
      excludes: ['town-small'],
      implies: ['onlookers', 'strange'],
    },
    {
      text: '{$who.cap} climbed up to fix the shutters of {$place} and is now stuck on the roof.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers', 'spectacle', 'contest'],
    },
    {
      text: 'A crate of chickens has burst open outside {$place}, and the chickens have the upper hand.',
      implies: ['spilled', 'trouble', 'dogs', 'onlookers', 'spectacle', 'contest'],
    },
    {
      text: 'A traveling scribe has set up a table outside {$place}, writing love letters for a copper each, and the queue is long.',
      implies: ['onlookers'],
    },
    {
      text: '{$who.cap} has hung a birdcage outside {$place}, and the finch in it sings only when the temple bell rings.',
      implies: ['onlookers', 'strange'],
    },
    {
      text: 'A barrel of pickled herring has split open on the cobbles by {$place}, and the smell is winning friends nowhere.',
      implies: ['spilled', 'trouble', 'dogs', 'stench'],
    },
    {
      text: 'Someone has left a tidy row of boots outside {$place}, every one a left foot.',
      implies: ['onlookers', 'strange'],
    },
    {
      text: 'A lost sheep has walked into {$place} as if it had business there.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers', 'spectacle', 'dogs'],
    },
    {
      text: 'A fortune-teller has set up a stool by {$place} and is telling everyone the same fortune, with total confidence.',
      implies: ['onlookers', 'strange'],
    },
    {
      text: '{$who.cap} is trying to carry a grandfather clock home past {$place}, alone and at a slant.',
      implies: ['trouble', 'onlookers', 'spectacle', 'contest'],
    },
    {
      text: 'A kite has snagged on the roof of {$place}, and its owner is weighing up the drainpipe.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers', 'spectacle', 'contest'],
    },
    {
      text: 'Mushrooms have sprung up overnight in a perfect ring in front of {$place}.',
      implies: ['onlookers', 'strange', 'spectacle'],
    },
    {
      text: '{$who.cap} is airing every blanket in the house over the railings of {$place}, and the street smells of lavender.',
      excludes: ['open-place'],
      implies: ['onlookers'],
    },
    {
      text: 'A stonemason is recutting the worn letters over the door of {$place} and has already carved one of them backward.',
      excludes: ['open-place'],
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A lame donkey has been left tied to the post outside {$place} since yesterday, and nobody will admit to owning it.',
      implies: ['trouble', 'onlookers', 'dogs'],
    },
    {
      text: '{$who.cap} is sweeping the street in front of {$place} with enormous energy, and the dust is settling on everyone else.',
      implies: ['onlookers'],
    },
    {
      text: 'A game of skittles has broken out in the lane beside {$place}, and the stakes are rising.',
      implies: ['contest', 'onlookers', 'betting'],
    },
    {
      text: 'A cart of firewood has shed its load across the doorway of {$place}, and the carter has gone for help.',
      excludes: ['open-place'],
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'The rain barrel behind {$place} has burst its hoops and flooded the alley ankle-deep.',
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A woman outside {$place} is selling hot chestnuts from a brazier, and the queue reaches the corner.',
      implies: ['onlookers'],
    },
    {
      text: '{$who.cap} has been given a pig as payment for a debt and is trying to lead it home past {$place}.',
      implies: ['trouble', 'onlookers', 'spectacle', 'contest', 'dogs'],
    },
    {
      text: 'A sign has gone up on {$place} promising “great changes soon”, and nobody knows what it means.',
      excludes: ['open-place'],
      implies: ['onlookers', 'strange'],
    },
    {
      text: 'A raven has taken to sitting on the doorframe of {$place} and croaking at anyone wearing red.',
      excludes: ['open-place'],
      implies: ['onlookers', 'strange', 'spectacle'],
    },
    {
      text: 'Two old soldiers are refighting a battle with pebbles on the step of {$place}, and both are losing.',
      excludes: ['open-place'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: 'A gust has torn the awning from {$place} and wrapped it around a passing goat.',
      implies: ['trouble', 'onlookers', 'spectacle', 'dogs'],
    },
    {
      text: '{$who.cap} is sitting outside {$place} shelling a mountain of peas and telling everyone who passes a long story.',
      implies: ['onlookers'],
    },
    {
      text: 'A leak in the roof of {$place} has been found at last, by the simple method of a bucket on a counter.',
      excludes: ['open-place'],
      implies: ['trouble'],
    },
    {
      text: 'A juggler outside {$place} has dropped everything twice and is starting over with great dignity.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'Ropemakers have stretched a new rope the length of the lane past {$place}, and everyone must duck under it.',
      implies: ['trouble', 'onlookers'],
    },
    {
      text: 'A beekeeper is moving her hives past {$place} on a handcart, very slowly, in a cloud of bees.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} is standing on a barrel outside {$place}, reading aloud a very long letter from a cousin overseas.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A market woman has set down a cage of doves outside {$place} and two of them are already missing.',
      excludes: ['town-hamlet'],
      implies: ['trouble', 'contest'],
    },
    {
      text: 'Someone has chalked a map on the cobbles outside {$place}, with an X on a spot nobody recognizes.',
      implies: ['onlookers', 'strange', 'contest'],
    },
    {
      text: 'The gutters of {$place} overflowed in the night, and the doorstep is now a small pond with a frog in it.',
      excludes: ['open-place'],
      implies: ['trouble', 'spectacle'],
    },
    {
      text: 'A pair of lovers have carved their initials into the bench outside {$place}, and the owner of the bench is hunting them.',
      implies: ['disorder', 'onlookers', 'contest'],
    },
    {
      text: '{$who.cap} is carrying a very full bucket of milk past {$place}, with a growing line of cats behind.',
      implies: ['onlookers', 'spectacle', 'dogs'],
    },
    {
      text: 'A sedan chair has broken a pole outside {$place}, and its passenger is being carried the rest of the way like a sack.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'The town has sent men to pave the lane by {$place}, and they have dug up more than they expected.',
      implies: ['trouble', 'onlookers', 'strange'],
    },
    {
      text: 'A pie has vanished from a windowsill near {$place}, and the suspects are being lined up.',
      implies: ['disorder', 'onlookers', 'contest', 'dogs'],
    },
    {
      text: 'Two carpenters are carrying a long beam past {$place} and turning it, very carefully, into every window.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'A washerwoman has strung a line from {$place} to the house across the way, and tall folk are walking bent double.',
      implies: ['onlookers'],
    },
    {
      text: 'An owl was found asleep in the doorway of {$place} this morning and has not yet agreed to move.',
      excludes: ['open-place'],
      implies: ['onlookers', 'strange', 'spectacle'],
    },
    {
      text: '{$who.cap} is teaching three small cousins to whistle outside {$place}, and the whole lane is suffering.',
      implies: ['onlookers', 'children'],
    },
    {
      text: 'A dog outside {$place} has stolen a string of sausages and is being pursued, at a distance, by the butcher.',
      implies: ['trouble', 'onlookers', 'spectacle', 'contest', 'dogs-told'],
    },
    {
      text: 'A load of bricks for {$place} has been delivered to the wrong end of the street.',
      excludes: ['open-place'],
      implies: ['trouble'],
    },
    {
      text: 'A troupe of tumblers is practicing in the yard behind {$place}, and one of them is stuck in a tree.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} has hung a bell over the door of {$place} that plays a tune nobody can place.',
      excludes: ['closed', 'open-place'],
      implies: ['onlookers', 'strange'],
    },
    {
      text: 'A hen has laid an egg on the windowsill of {$place} and sits beside it, daring anyone.',
      excludes: ['open-place'],
      implies: ['onlookers', 'spectacle', 'strange'],
    },
    {
      text: 'The regulars of {$place} have clubbed together to buy {$who} a new hat, and are arguing about the color.',
      requires: ['regulars'],
      excludes: ['no-customers'],
      implies: ['onlookers', 'contest'],
    },
    {
      text: 'The regulars of {$place} have started a wager on how long {$who} can go without complaining, and the pot is growing.',
      requires: ['regulars'],
      excludes: ['no-customers'],
      implies: ['onlookers', 'contest', 'betting'],
    },
    {
      text: 'Half the regulars of {$place} are out on the step, arguing over a dead man’s will that has nothing to do with any of them.',
      requires: ['regulars'],
      excludes: ['no-customers'],
      implies: ['onlookers', 'disorder'],
    },
    {
      text: '{$who.cap} has set a pie to cool on the sill of {$place}, and three small boys are pretending not to notice it.',
      excludes: ['closed', 'open-place'],
      implies: ['onlookers', 'contest', 'children'],
    },
    {
      text: 'A knife-grinder’s wheel has come off its cart outside {$place} and rolled halfway to the well.',
      implies: ['trouble', 'onlookers', 'spectacle'],
    },
    {
      text: 'Somebody has hung a wreath of dried thistles on the door of {$place}, which in these parts is an insult.',
      excludes: ['open-place'],
      implies: ['onlookers', 'disorder'],
    },
    {
      text: '{$who.cap} is repainting the shutters of {$place} a cheerful yellow, one shutter a day.',
      excludes: ['open-place'],
      implies: ['onlookers'],
    },
    {
      text: 'A goat has climbed onto the woodpile behind {$place} and is refusing every offer to come down.',
      implies: ['trouble', 'onlookers', 'spectacle', 'contest', 'dogs'],
    },
    {
      text: 'The waterseller has set up his barrel by {$place} and is charging double because it is warm.',
      implies: ['onlookers', 'disorder'],
    },
    {
      text: 'A peddler of tin saucepans has hung his whole stock on the railings of {$place}, and it clangs in every breeze.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: '{$who.cap} has fallen asleep on the bench outside {$place}, and someone has put a flower behind each ear.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'An old woman is feeding every sparrow in town from the step of {$place}, and the sparrows have brought friends.',
      excludes: ['open-place'],
      implies: ['onlookers', 'spectacle', 'strange'],
    },
    {
      text: 'The bell over the door of {$place} has been stolen, and the door now opens in offended silence.',
      excludes: ['open-place'],
      implies: ['disorder', 'onlookers', 'strange'],
    },
    {
      text: 'A traveling cobbler has set up outside {$place} and is mending boots while telling the owners what is wrong with their feet.',
      implies: ['onlookers'],
    },
    {
      text: '{$who.cap} is hauling a mattress past {$place} on a handcart, and it is slowly winning.',
      implies: ['trouble', 'onlookers', 'spectacle', 'contest'],
    },
    {
      text: 'Two dogs are having a loud and serious disagreement over a bone outside {$place}.',
      implies: ['onlookers', 'contest', 'dogs-told', 'spectacle'],
    },
    {
      text: 'A loose sheet of tin on the roof of {$place} has been banging in the wind since dawn.',
      excludes: ['open-place'],
      implies: ['trouble'],
    },
    {
      text: 'A group of pilgrims has stopped outside {$place} to rest their feet and sing, very slowly.',
      implies: ['onlookers', 'spectacle'],
    },
    {
      text: 'A soap-boiler’s cart has tipped outside {$place}, and the cobbles are slick and smell of lye.',
      implies: ['spilled', 'trouble', 'onlookers', 'stench', 'spectacle'],
    },
    {
      text: '{$who.cap} is trying to teach an old dog to fetch outside {$place}; the dog is trying to teach patience.',
      implies: ['onlookers', 'spectacle', 'dogs-told'],
    },
    {
      text: 'A small fire in a rubbish heap behind {$place} has been put out by a passing milkmaid with her pail.',
      implies: ['helped', 'onlookers', 'stench'],
    },
    {
      text: 'Someone has chalked a hopeful “For Sale” on the wall of {$place}, and the owner did not write it.',
      excludes: ['open-place', 'public'],
      implies: ['onlookers', 'disorder', 'strange'],
    },
    {
      text: 'A patched balloon of pig’s bladder has floated over {$place}, chased by half the children in the ward.',
      excludes: ['town-small'],
      implies: ['spectacle', 'onlookers', 'children'],
    },
  ],
  meReaction: [
    // A reaction never repeats or undoes what the event already told: no "nobody helps" after a
    // bucket chain, no second crowd of advisers, no second round of bets.
    // Each answers only what its event made true: dogs where food is spilled or beasts run, the
    // watch for a quarrel or a blocked road (never for hail), an omen for something strange.
    { text: 'Nobody is in any hurry to help.', requires: ['trouble'], excludes: ['helped'] },
    {
      text: 'A small crowd has gathered to offer advice nobody asked for.',
      requires: ['trouble'],
      excludes: ['advised'],
    },
    { text: 'The local dogs are delighted.', requires: ['dogs'], excludes: ['dogs-told'] },
    { text: 'It is the talk of the street by noon.', weight: 0.5 },
    {
      text: '{townPerson.cap} is already taking bets on how it ends.',
      requires: ['contest'],
      excludes: ['betting', 'townsperson-named'],
    },
    {
      text: 'The watch has been called and is taking its time.',
      requires: ['disorder'],
      excludes: ['town-small', 'watch-called'],
    },
    { text: 'Someone has started selling hot pies to the onlookers.', requires: ['onlookers'], excludes: ['stench'] },
    { text: 'An old woman insists it is an omen.', requires: ['strange'] },
    { text: 'The shopkeepers nearby are pretending not to watch.', requires: ['onlookers'] },
    { text: 'It is the most exciting thing to happen all week.', weight: 0.5 },
    { text: 'A minstrel is already working on a song about it.', weight: 0.5 },
    { text: 'Everyone agrees it would never have happened in the old days.', weight: 0.5 },
    // Said of anything, so drawn less often than the reactions that answer what happened.
    {
      text: '{townPerson.cap} is furious about it, for reasons nobody understands.',
      excludes: ['townsperson-named'],
      weight: 0.5,
    },
    { text: 'The children think it is the best day ever.', requires: ['spectacle'], excludes: ['children'] },
    { text: 'A priest has stopped to offer a blessing, whether or not anyone wants one.', weight: 0.5 },
    {
      text: '{townPerson.cap} has gone to fetch a ladder, just in case.',
      requires: ['trouble'],
      excludes: ['helped', 'townsperson-named'],
    },
    { text: 'Someone is keeping score on the nearest doorpost.', requires: ['contest'], excludes: ['betting'] },
    { text: 'Two apprentices have downed tools to watch.', requires: ['onlookers'] },
    { text: 'By evening it will be twice as big in the retelling.', weight: 0.5 },
    {
      text: 'The watch captain has strolled past twice, pointedly.',
      requires: ['disorder'],
      excludes: ['town-small', 'watch-called'],
    },
    { text: 'A cat is watching the whole thing from a windowsill with open contempt.', requires: ['onlookers'] },
    // Only of something with a story in it: a mishap, a row or a strange sight, not a peddler at work.
    { text: 'Three people have already told it three different ways.', weight: 0.5, requires: ['trouble'] },
    {
      text: 'An old man swears his father saw the very same thing, sixty years ago to the day.',
      requires: ['strange'],
    },
    { text: 'The children have already made a skipping rhyme of it.', requires: ['spectacle'], excludes: ['children'] },
    { text: 'Somebody is writing it all down, which is making everyone nervous.', weight: 0.5 },
    // Only of a row or a mishap, which has a start to argue over.
    { text: 'Nobody can agree on how it started.', requires: ['disorder'] },
    'Half the street claims to have seen it coming.',
    'By supper it will be the only thing anyone talks about.',
    { text: 'The old folk on the bench across the way are shaking their heads in unison.', requires: ['onlookers'] },
    { text: 'A peddler has wandered over to see whether there is money in it.', requires: ['onlookers'] },
    'Word has already reached the far end of town, somewhat improved.',
    { text: 'Several people have found excuses to walk past a second time.', requires: ['onlookers'] },
    'A small boy is reporting every detail to anyone who will stand still.',
    { text: 'It has already been blamed, somehow, on the tax collector.', requires: ['trouble'] },
    'It will be in somebody’s letter home before the week is out.',
    { text: 'Everyone is being very polite about it, in the way that means they are not.', requires: ['trouble'] },
    { text: 'The neighbors have brought out chairs.', requires: ['onlookers'] },
    {
      text: 'A very old man remembers the last time this happened, and nobody can stop him explaining.',
      requires: ['strange'],
    },
    { text: 'Someone has started a collection to set things right.', requires: ['trouble'] },
    {
      text: 'A passing carter has stopped for a proper look, and the carts behind him are not pleased.',
      requires: ['onlookers'],
    },
    {
      text: 'Three separate people have run for help, and all three have come back with the same neighbor.',
      requires: ['trouble'],
      excludes: ['helped'],
    },
    { text: 'The apprentices at the next workshop are laying odds.', requires: ['contest'], excludes: ['betting'] },
    {
      text: 'A woman with a basket of eggs has put herself in charge.',
      requires: ['trouble'],
      excludes: ['helped', 'advised'],
    },
    { text: 'The street sweeper is making it very clear whose job the mess will be.', requires: ['dogs'] },
    // Only of food spilled or scattered, which leaves something to peck at.
    { text: 'Pigeons have arrived for whatever is left.', requires: ['dogs', 'spilled'] },
    { text: 'A fortune-teller is offering to explain what it means, for a copper.', requires: ['strange'] },
    { text: 'Someone is sketching the scene on the back of a bill.', requires: ['onlookers'] },
    { text: 'Nobody is sure whether to laugh, so most people are doing it quietly.', requires: ['onlookers'] },
    {
      text: 'Half the crowd is offering to help and the other half is offering opinions.',
      requires: ['trouble', 'onlookers'],
      excludes: ['helped', 'advised'],
    },
    { text: 'A tinker is trying to sell everyone a remedy for it.', requires: ['trouble'] },
    { text: 'It has put the whole street in a remarkably good mood.', excludes: ['trouble', 'disorder', 'stench'] },
    { text: 'It has put the whole street in a sour temper.', requires: ['trouble'] },
    { text: 'Nobody will admit to having started it.', requires: ['disorder'] },
    { text: 'Two old rivals are, for once, agreeing about something: that it is a disgrace.', requires: ['disorder'] },
    { text: 'The alehouse across the way has put its prices up a copper, just for today.', requires: ['onlookers'] },
    {
      text: 'Somebody has fetched a bucket of water, though nobody can say what for.',
      requires: ['trouble'],
      excludes: ['helped'],
    },
    { text: 'A poet in a threadbare coat is taking notes.', requires: ['onlookers'] },
    { text: 'Everyone is suddenly an expert.', requires: ['trouble'], excludes: ['advised'] },
    { text: 'Most of the street has found a reason to stand in a doorway.', requires: ['onlookers'] },
    {
      text: 'A traveling merchant is asking, a little nervously, whether this happens here often.',
      requires: ['onlookers'],
    },
    { text: 'A goat, from nowhere, has joined the crowd.', requires: ['onlookers'] },
    { text: 'It has gone on long enough that someone has brought out a stool.', requires: ['onlookers'] },
    {
      text: 'Nobody has any idea what to do, and several people are doing it anyway.',
      requires: ['trouble'],
      excludes: ['helped'],
    },
    { text: 'The temple bell rang in the middle of it, and several people took that personally.', weight: 0.5 },
    { text: 'Old grudges are being aired on the side, while everyone is gathered anyway.', requires: ['onlookers'] },
    { text: 'Someone has sent a boy running to fetch the owner.', requires: ['trouble'], excludes: ['open-place'] },
    // Only of a mishap, which can happen again; not of a peddler at work.
    { text: 'Somebody insists it is the third time this month.', requires: ['trouble'] },
    { text: 'A shepherd in town for the day thinks it is the finest thing he has ever seen.', requires: ['spectacle'] },
    {
      text: 'The gossips have already settled who is to blame, and it is not who it looks like.',
      requires: ['disorder'],
    },
    // Only where a crowd has come at all: not after a smell that has cleared the street.
    { text: 'The smell is drawing more people than the sight.', requires: ['stench', 'onlookers'] },
    { text: 'Folk are holding their sleeves over their noses and staying to watch anyway.', requires: ['stench'] },
    { text: 'The whole business has been blamed on the full moon.', requires: ['strange'] },
    { text: 'A scholar passing through has declared it “most irregular” and walked on.', requires: ['strange'] },
    {
      text: 'The hedge witch at the end of the lane has been consulted, and is being smug about it.',
      requires: ['strange'],
    },
    'The baker has already made a joke of it and is telling it with every loaf.',
    { text: 'Somebody’s grandmother says it means a long winter.', requires: ['strange'] },
    {
      text: 'The schoolmaster has let the class out early to see it.',
      requires: ['spectacle'],
      excludes: ['children'],
    },
    {
      text: 'A pair of nuns on their way to market have stopped to pray over it, just in case.',
      excludes: ['town-hamlet'],
      requires: ['strange'],
    },
    { text: 'A stranger in a good coat is watching very closely and saying nothing.', requires: ['onlookers'] },
    {
      text: 'An argument has broken out over whose fault it is, which is drawing its own crowd.',
      requires: ['trouble'],
      excludes: ['disorder'],
    },
    { text: 'The magistrate’s clerk is pretending not to have noticed.', excludes: ['town-small'] },
    { text: 'Somebody has already carved the date into a doorpost.', requires: ['strange'] },
    'The tavern will be full tonight with people arguing about it.',
  ],
} as const satisfies Grammar;
