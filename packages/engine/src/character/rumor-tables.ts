import { rowImplies, rowText, type Grammar, type Row } from '../core/table';
import { TOWN_TABLES } from './town-tables';

/** Described buildings that pour drink for their customers (`serves-drink`). */
const DRINK_HOUSES: readonly string[] = ['tavern by the gate', 'coaching inn'];

/** More townsfolk a rumor or an everyday event may name by description, beside the town's own. */
export const MORE_TOWNSFOLK: readonly Row[] = [
  { text: 'the laundress with the laugh like a goose', implies: ['person-female'] },
  {
    text: 'the apprentice who keeps falling in the millpond',
    excludes: ['town-dry', 'Mill'],
    implies: ['person-male'],
  },
  { text: 'the retired actor who still bows to everyone', implies: ['person-male'] },
  { text: "the fletcher's deaf old father", implies: ['person-male'] },
  { text: 'the girl who minds the town goats', implies: ['person-female'] },
  { text: "the hedge knight who lodges above the saddler's", implies: ['person-male'] },
  { text: 'the woman who sells ribbons from a tray', implies: ['person-female'] },
  { text: 'the tinker who came for a week and stayed nine years' },
  { text: 'the new curate who blushes at everything' },
  { text: 'the old soldier with the wooden hand', implies: ['person-male'] },
  { text: 'the quiet scribe who copies wills' },
  { text: 'the goose-girl with the sharp tongue', implies: ['person-female'] },
  { text: "the glover's handsome nephew", implies: ['person-male'] },
  { text: 'the gnome who tunes the temple organ', excludes: ['Temple'] },
  { text: "the cheesemaker's eldest daughter", implies: ['person-female'] },
  { text: 'the man with the three-legged dog', implies: ['person-male'] },
  { text: "the ratcatcher's widow", implies: ['person-female'] },
  { text: 'the halfling who keeps bees on the roof' },
  { text: 'the dwarf who sharpens knives at the market', excludes: ['town-hamlet'] },
  { text: 'the young widow who took over the forge', implies: ['person-female'] },
  { text: "the lamplighter's lanky son", excludes: ['town-small'], implies: ['person-male'] },
  { text: 'the elf who sings to the orchard every dawn' },
  { text: 'the woman who keeps forty cats', implies: ['person-female'] },
  { text: 'the boy who can whistle any birdcall', implies: ['person-male'] },
  { text: 'the former pirate who mends fishing nets', excludes: ['town-dry'] },
  { text: 'the herbalist who talks to her plants', implies: ['person-female'] },
  { text: 'the carter who never says a word' },
  { text: "the innkeeper's cousin from the city" },
  { text: 'the potter with clay always under the nails' },
  { text: 'the gambler who paid off every debt in one night' },
  { text: 'the nun who came back from the war', implies: ['person-female'] },
  { text: 'the tallow-chandler with the squint' },
  { text: "the wool-stapler's new wife", implies: ['person-female'] },
  { text: 'the bell-ringer who cannot hear the bells' },
  { text: 'the orphan the baker took in' },
];

/**
 * Rumors: who spreads it, what is claimed about a person (`$subject`) or a place (`$place`) or
 * both, and how true it is. Code binds both before expanding, and the subject's pronouns for the
 * truth (`$sThey`, `$sThem`, `$sTheir`, `$sThemselves`, with the verbs `$sAre`, `$sHave` and
 * `$sWere` that agree: "he is", "they are"); the context tags `subject-given`
 * and `place-given` keep out claims that would leave a given subject or place unmentioned, and
 * a named place's tags (`placeTags` of `town-places.ts`) keep out claims it cannot fit.
 * Root: `rumor`.
 */
export const RUMOR_GRAMMAR = {
  ...TOWN_TABLES,
  townPerson: [...(TOWN_TABLES.townPerson as readonly Row[]), ...MORE_TOWNSFOLK],
  // A described tavern or coaching inn pours drink (`serves-drink`, as a named place's tags say
  // through `rumor.ts`), so only it hosts claims of drink watered or a night's drinking.
  townBuilding: (TOWN_TABLES.townBuilding as readonly Row[]).map((row) =>
    DRINK_HOUSES.includes(rowText(row))
      ? { ...(typeof row === 'string' ? { text: row } : row), implies: [...rowImplies(row), 'serves-drink'] }
      : row,
  ),
  rumor: [
    // Talk with no one teller: the town itself says it.
    {
      text: '{rumorHeard.cap} {rumorAboutPerson}.{rumorTruthLine}',
      weight: 4,
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
    {
      text: '{rumorHeard.cap} {rumorAboutPlace}.{rumorTruthLine}',
      weight: 3,
      excludes: ['subject-given'],
      implies: ['claim-place'],
    },
    { text: '{rumorHeard.cap} {rumorAboutBoth}.{rumorTruthLine}', weight: 4, implies: ['claim-both'] },
    {
      text: '{rumorSource.cap} {rumorSays} that {rumorAboutPerson}.{rumorTruthLine}',
      weight: 4,
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
    {
      text: '{rumorSource.cap} {rumorSays} that {rumorAboutPlace}.{rumorTruthLine}',
      weight: 3,
      excludes: ['subject-given'],
      implies: ['claim-place'],
    },
    {
      text: '{rumorSource.cap} {rumorSays} that {rumorAboutBoth}.{rumorTruthLine}',
      weight: 4,
      implies: ['claim-both'],
    },
    {
      text: 'According to {rumorSource}, {rumorAboutPerson}.{rumorTruthLine}',
      weight: 2,
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
    {
      text: 'According to {rumorSource}, {rumorAboutPlace}.{rumorTruthLine}',
      weight: 2,
      excludes: ['subject-given'],
      implies: ['claim-place'],
    },
    { text: 'According to {rumorSource}, {rumorAboutBoth}.{rumorTruthLine}', weight: 2, implies: ['claim-both'] },
    {
      text: 'Word around {rumorSpot} is that {rumorAboutPerson}.{rumorTruthLine}',
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
    { text: 'Word around {rumorSpot} is that {rumorAboutBoth}.{rumorTruthLine}', implies: ['claim-both'] },
    {
      text: 'The talk at {rumorSpot} is that {rumorAboutPerson}.{rumorTruthLine}',
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
    { text: 'The talk at {rumorSpot} is that {rumorAboutBoth}.{rumorTruthLine}', implies: ['claim-both'] },
    {
      text: 'Ask anyone at {rumorSpot} and you will hear that {rumorAboutPlace}.{rumorTruthLine}',
      excludes: ['subject-given'],
      implies: ['claim-place'],
    },
    {
      text: 'Nobody at {rumorSpot} can stop talking: {rumorAboutBoth}.{rumorTruthLine}',
      implies: ['claim-both'],
    },
    {
      text: 'Half the people around {rumorSpot} have heard that {rumorAboutPerson}.{rumorTruthLine}',
      excludes: ['place-given'],
      implies: ['claim-person'],
    },
  ],
  // Where talk gathers. Like `townSpot`, a spot is kept out where the named place is of its kind,
  // and a spot needs the town's size and water.
  rumorSpot: [
    { text: '{townSpot}', weight: 12 },
    { text: 'the bakery queue', excludes: ['Bakery'] },
    { text: 'the door of the smithy', excludes: ['Smithy'] },
    { text: 'the temple steps', excludes: ['Temple'] },
    { text: 'the sheep pens', excludes: ['town-large'] },
    { text: 'the stocks in the square', excludes: ['town-hamlet'] },
    { text: 'the mill race', excludes: ['Mill', 'town-riverless'] },
    { text: 'the harbor wall', requires: ['town-sea'] },
    { text: 'the cattle market', excludes: ['town-hamlet'] },
    'the old stone cross',
    { text: 'the tollgate', excludes: ['town-small'] },
    { text: 'the threshing floor', excludes: ['town-large'] },
    { text: 'the wool market', excludes: ['town-small'] },
    { text: 'the ferry landing', excludes: ['town-riverless'] },
    { text: 'the yard of the coaching inn', excludes: ['town-small', 'Inn'] },
    { text: 'the rope walk', excludes: ['town-small'] },
    'the vegetable stalls',
    'the schoolhouse fence',
    'the drinking trough on the south road',
    { text: 'the drying racks by the dye works', excludes: ['town-small'] },
    'the hiring fair',
    'the orchard wall',
    { text: 'the lantern stalls of the night market', excludes: ['town-small'] },
    'the washing stones',
    { text: "the bench outside the barber's", excludes: ['Barber', 'town-hamlet'] },
    "the cooper's yard",
    'the quarry road',
    'the sawpit',
    'the cattle pound',
    { text: 'the jetty', excludes: ['town-dry'] },
    'the bonfire hill',
    { text: 'the wagon yard', excludes: ['town-hamlet'] },
  ],
  rumorTruthLine: ['[NL][B]Truth:[B] {rumorTruth}'],
  // Openings that name no teller: the talk of the town as a whole.
  rumorHeard: [
    'folk are saying that',
    'it is common talk that',
    'everyone knows, or says they know, that',
    { text: 'the latest whisper is that', implies: ['says-whisper'] },
    'nobody can prove it, but',
    'you did not hear it here, but',
    'the story going round this week is that',
    { text: 'it is all over town that', excludes: ['town-hamlet'] },
    'there is talk, only ever in low voices, that',
    { text: 'the gossip this market day is that', excludes: ['town-hamlet'] },
    'people have started saying that',
    { text: 'somebody always knows somebody who swears that', implies: ['says-swear'] },
    'the tale told over every fence this week is that',
    'the news at the washing lines is that',
    'it is only a rumor, but a stubborn one, that',
    'more than one person has let it drop that',
    'the word, going from hand to hand like a bad coin, is that',
    'a story keeps coming back, however often it is denied, that',
    { text: 'the fishwives have it that', excludes: ['town-dry'] },
    "everybody's cousin has heard that",
    'they are saying in the alehouses that',
    { text: 'the whisper behind the shutters is that', implies: ['says-whisper'] },
    'rumor has it that',
    'the gossips are sure that',
    'it has been going round since the last fair that',
    'the old folk on the benches have decided that',
    'nobody will say who started it, but',
    'the talk of the week is that',
    'a tale has got about that',
    'people are saying, quietly, that',
    'it is being said over every garden wall that',
    'the whole lane has decided that',
    { text: 'the story at the bakery queue this morning was that', excludes: ['Bakery'] },
    'the latest from the well is that',
    'anyone who lingers long enough hears that',
    'there is a story doing the rounds that',
    'word has got out, somehow, that',
    'the gossip that will not die this season is that',
    'whatever the truth, the talk is that',
    'the sort of people who know things are saying that',
    'by now even the dogs have heard that',
    { text: 'what the town is muttering about this week is that', implies: ['says-mutter'] },
    'it is supposed to be a secret that',
    { text: 'half the town swears, and the other half doubts, that', implies: ['says-swear'] },
    { text: 'the story this side of the square is that', excludes: ['town-hamlet'] },
    'a rumor is going round, in several versions, that',
    'the one thing everyone seems to agree on is that',
    'the tale the carters brought back is that',
    'it slipped out at a naming-day feast that',
    'people who should know better are repeating that',
  ],
  rumorSource: [
    'a drover on the road south',
    // A town's water (`town-sea`, `town-riverless`, `town-dry` in the person's facts): no river
    // steps, eels or ferry where the town has none.
    { text: 'one of the washerwomen at the river steps', excludes: ['town-riverless'] },
    // Street lamps, a gate and a night watch are a town's, not a hamlet's or a village's.
    { text: 'a lamplighter with nothing better to do', excludes: ['town-small'] },
    // A dice house, a counting house, a coaching inn, a bathhouse and a town crier are a town's,
    // not a hamlet's or a village's (`town-small`).
    { text: 'the barmaid at the dice house', excludes: ['town-small'] },
    'a peddler selling ribbons',
    { text: 'a bored gate guard', excludes: ['town-small'] },
    { text: 'a child playing knucklebones by the well', implies: ['source-child'] },
    'a tipsy wedding guest',
    "the priest's housekeeper",
    'a traveling knife-grinder',
    { text: 'the old woman who sells eels', excludes: ['town-dry'] },
    "a merchant's coachman",
    { text: 'a fishmonger with a loud voice', excludes: ['town-dry'], implies: ['source-loud'] },
    'a chimney sweep',
    'a gossiping barber',
    { text: 'one of the bathhouse attendants', excludes: ['town-small'] },
    "a tinker's wife",
    'the midwife',
    'a sheep-shearer down from the hills',
    'a juggler from the last fair',
    'a beggar on the temple steps',
    { text: 'the town crier on a night off', excludes: ['town-small'] },
    { text: 'an apprentice with a mouth full of pie', implies: ['source-child'] },
    'a minstrel who has had too much cider',
    'the laundress who works for the gentry',
    'a soldier home on leave',
    'a scullery maid from the manor',
    'a courier who rode in at dawn',
    'a lay sister collecting alms',
    { text: 'one of the dice-house regulars', excludes: ['town-small'] },
    "a customer at the farrier's",
    { text: 'a pilgrim bound for the coast', excludes: ['town-sea'] },
    'a retired smuggler',
    { text: 'everyone at the well this morning', implies: ['source-crowd'] },
    'a fortune-teller with a cracked crystal',
    { text: 'a carter at the coaching inn', excludes: ['town-small'] },
    'a {?rumorSourceAdj} old shepherd',
    {
      text: 'a {?rumorSourceAdj} young clerk from the counting house',
      excludes: ['town-small'],
      implies: ['source-young'],
    },
    { text: 'a bored member of the night watch', excludes: ['town-small'] },
    { text: "the ferryman's daughter", excludes: ['town-dry'] },
    'a goose-girl with muddy knees',
    { text: "the cobbler's apprentice", implies: ['source-child'] },
    { text: 'a thatcher halfway up a ladder', implies: ['source-busy'] },
    { text: 'a cooper rolling barrels down the lane', implies: ['source-busy'] },
    "a candle-maker's widow",
    { text: 'a stable boy with straw in his hair', implies: ['source-child'] },
    'the gravedigger on a dinner break',
    { text: 'a water carrier resting at the corner', implies: ['source-busy'] },
    'a rag-and-bone man',
    'a traveling tooth-puller',
    "the cheesemonger's mother",
    'a ropemaker with blistered hands',
    'a potter with clay to the elbows',
    'an off-duty bell-ringer',
    'a half-deaf basket weaver',
    { text: "the miller's youngest", implies: ['source-child'] },
    'a beekeeper in a veiled hat',
    'a wandering scholar with ink on every finger',
    'a charcoal burner in from the woods',
    { text: 'a veteran selling kindling at the gate', excludes: ['town-small'] },
    'a herb-wife with a basket of nettles',
    'a seamstress with pins in her mouth',
    "the sexton's wife",
    { text: 'a hog farmer in for market day', excludes: ['town-hamlet'] },
    'a broom seller',
    'a trapper selling pelts',
    "the wheelwright's wife",
    { text: 'a mason mending the well wall', implies: ['source-busy'] },
    'a goatherd with a cough',
    { text: "a wool merchant's clerk", implies: ['source-young'] },
    { text: 'the old soldier who minds the toll bridge', excludes: ['town-riverless'] },
    'a showman with a dancing bear',
    'the pie seller at the crossroads',
    'a woodcutter with sawdust in his beard',
    'a traveling player still half in costume',
    "the schoolmaster's sister",
    { text: 'a knitter on her doorstep', implies: ['source-busy'] },
    'a salt seller from the flats',
    "a lady's maid from the big house",
    { text: 'a bargeman waiting for the lock', excludes: ['town-riverless'], implies: ['source-busy'] },
    { text: 'a night-soil collector at the end of his round', implies: ['source-busy'], excludes: ['town-small'] },
    'a tanner who can be smelled before he is seen',
    { text: 'a pair of old men playing checkers', implies: ['source-crowd'] },
    'a lamb-seller with a cart of bleating stock',
    "the reeve's deputy",
    { text: 'a drayman unloading barrels', implies: ['source-busy'] },
    { text: "the lamp-oil seller's boy", implies: ['source-child'] },
    'a retired schoolmistress',
    'a glassblower with singed eyebrows',
    'a pig-keeper in for the fair',
    'a hedge priest with a bad cough',
    'a courier waiting for a fresh horse',
    "the butcher's sister-in-law",
    { text: 'a girl selling watercress', implies: ['source-child'] },
    'a bookbinder with glue on her cuffs',
    'a long-retired cutpurse',
    { text: 'a fiddler between tunes', implies: ['source-busy'] },
    'a traveling dentist of dubious skill',
    'a dyer with blue hands',
    { text: 'an apprentice bell-founder', implies: ['source-child'] },
    "the hangman's cousin",
    "a weaver's widow with sharp ears",
    { text: 'a saddler on his doorstep', implies: ['source-busy'] },
    { text: 'a tollkeeper counting coppers', excludes: ['town-small'], implies: ['source-busy'] },
    "the town midwife's assistant",
    'a shepherdess down for supplies',
    { text: 'a man selling eels from a bucket', excludes: ['town-dry'] },
    { text: 'a bargewoman with a pipe', excludes: ['town-riverless'] },
    'a very old man on the temple bench',
    'a maid sent out for eggs',
    { text: 'a laborer mending the road', implies: ['source-busy'] },
    'a journeyman mason between jobs',
    "the candlemaker's nosy neighbor",
    'a caravan guard on his day off',
    { text: 'a girl who minds the geese', implies: ['source-child'] },
    'a hired mourner on her way home',
    'a charcoal seller with black hands',
    "a thatcher's wife",
    { text: 'a plowman in for the market', excludes: ['town-hamlet'] },
    { text: "a notary's clerk with ink on his nose", excludes: ['town-small'], implies: ['source-young'] },
  ],
  rumorSourceAdj: [
    'half-blind',
    'sharp-eyed',
    { text: 'toothless', excludes: ['source-young'] },
    'excitable',
    'well-meaning',
    'tight-lipped',
    'nosy',
  ],
  rumorSays: [
    // A verb said of the teller implies `says-<verb>`: a claim that says it again excludes that tag,
    // so no teller "swears" that someone "swears".
    { text: 'swears', implies: ['says-swear'] },
    { text: 'whispers', excludes: ['source-loud'], implies: ['says-whisper'] },
    { text: 'insists', implies: ['says-insist'] },
    { text: 'has been telling anyone who will listen', excludes: ['source-crowd'] },
    { text: 'claims', implies: ['says-claim'] },
    // Not of a child, who is not drinking.
    { text: 'let slip over a drink', excludes: ['source-crowd', 'source-child', 'source-busy'] },
    'is certain',
    'says',
    { text: 'heard from a cousin', excludes: ['source-crowd'] },
    'is spreading word',
    { text: 'mutters darkly', implies: ['says-mutter'] },
    'would bet a silver piece',
    { text: 'is telling everyone', excludes: ['source-crowd'] },
    'has it on good authority',
  ],
  rumorAboutPerson: [
    {
      text: '{$subject} has been buying rat poison by the sackful, though nobody has seen a single rat',
      implies: ['claim-shame', 'claim-grave', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} was seen burying something long and heavy by moonlight',
      implies: ['claim-grave', 'claim-sighting', 'claim-danger', 'claim-event'],
    },
    {
      text: '{$subject} once sailed under a pirate flag and still bears the brand beneath one sleeve',
      implies: ['claim-boast', 'claim-grave', 'claim-event', 'claim-wrong'],
    },
    {
      text: '{$subject} is secretly betrothed to a minor noble from across the river',
      excludes: ['h-widowed', 'young-to-wed', 'town-riverless'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} lost a fortune at cards last month and is selling the family silver piece by piece',
      implies: ['claim-shame', 'claim-event', 'claim-money'],
    },
    { text: '{$subject} cannot read a word and has been faking it for years', implies: ['claim-shame', 'claim-habit'] },
    {
      text: '{$subject} has been heard arguing with nobody at all, late at night, in a language no one knows',
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} wrote the rude verses pinned to the temple door',
      implies: ['claim-shame', 'claim-event', 'claim-wrong'],
    },
    {
      text: '{$subject} was born a noble and gave it all up after a duel went wrong',
      implies: ['claim-boast', 'claim-known', 'claim-reason'],
    },
    {
      text: '{$subject} has been lending money without interest, to buy votes for a seat on the council',
      excludes: ['town-small'],
      implies: [
        'claim-shame',
        'claim-grave',
        'claim-recurs',
        'claim-habit',
        'claim-money',
        'claim-reason',
        'claim-wrong',
      ],
    },
    {
      text: '{$subject} turned down a large inheritance last winter, out of spite for a brother who shared it',
      implies: ['claim-boast', 'claim-event', 'claim-money', 'claim-reason'],
    },
    {
      text: '{$subject} gave up a good apprenticeship because the master asked for help hiding stolen goods',
      implies: ['claim-boast', 'claim-event', 'claim-reason'],
    },
    {
      text: '{$subject} has a {?rumorFortuneAdj} fortune in gold sewn into a mattress',
      implies: ['claim-danger', 'claim-money'],
    },
    { text: '{$subject} has not aged a day in twenty years', implies: ['claim-boast', 'claim-known'] },
    {
      text: '{$subject} is spying for the baron, noting who comes and goes',
      implies: ['claim-shame', 'claim-grave', 'claim-danger', 'claim-habit', 'claim-victim', 'claim-wrong'],
    },
    {
      text: "{$subject} was thrown out of the wizards' college for setting fire to the library",
      implies: ['claim-shame', 'claim-event', 'claim-reason', 'claim-wrong'],
    },
    {
      text: '{$subject} keeps a {?rumorBeastAdj} wolf cub in the cellar and feeds it raw mutton',
      implies: ['claim-boast', 'claim-habit'],
    },
    {
      text: '{$subject} has been courting two people at once, and the two have just become friends',
      excludes: ['young-to-wed'],
      implies: ['claim-shame', 'claim-habit', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} paid a hedge witch for a love charm, and it worked far too well',
      excludes: ['young-to-wed'],
      implies: ['claim-shame', 'claim-event'],
    },
    {
      text: '{$subject} plans to leave on the next caravan, owing money to half the street',
      implies: ['claim-shame', 'claim-plan', 'claim-victim', 'claim-wrong', 'claim-money'],
    },
    {
      text: '{$subject} cheated at the harvest fair, and the prize ribbon belongs to someone else',
      implies: ['claim-shame', 'claim-event', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} has a twin three towns over, and the two sometimes swap places',
      implies: ['claim-known', 'claim-habit'],
    },
    {
      text: '{$subject} found a map in a second-hand book and has been digging holes ever since',
      implies: ['claim-boast', 'claim-habit'],
    },
    {
      text: '{$subject} was the masked figure who robbed the tax collector last spring',
      implies: ['claim-shame', 'claim-grave', 'claim-event', 'claim-victim', 'claim-wrong', 'claim-money'],
    },
    { text: '{$subject} can talk to crows, and the crows tell tales', implies: ['claim-boast'] },
    { text: '{$subject} is gravely ill and has told no one', implies: ['claim-sad'] },
    '{$subject} has inherited a manor house, but the will comes with a very strange condition',
    {
      text: '{$subject} made a bargain with a smiling stranger at the crossroads, and has had nothing but luck since',
      implies: ['claim-danger', 'claim-event'],
    },
    { text: '{$subject} once killed a bear with a frying pan', implies: ['claim-boast', 'claim-event'] },
    {
      text: '{$subject} is the one leaving flowers on the unmarked grave by the cemetery wall',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} walks the rooftops at night, sure-footed as a cat',
      implies: ['claim-boast', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} knows where the old temple bell was hidden during the war',
      implies: ['claim-danger', 'claim-witness'],
    },
    { text: '{$subject} is taking fencing lessons from a disgraced knight', implies: ['claim-boast', 'claim-habit'] },
    {
      text: '{$subject} is writing a scandalous memoir that names every cheat in town',
      implies: ['claim-danger', 'claim-habit'],
    },
    {
      text: "{$subject} is behind the anonymous loaves left on poor families' doorsteps",
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} was once engaged to the mayor, and it ended with a thrown pie',
      excludes: ['town-small', 'young-to-wed'],
      implies: ['claim-petty', 'claim-shame', 'claim-known'],
    },
    {
      text: '{$subject} is wanted in the capital under another name',
      implies: ['claim-grave', 'claim-danger', 'claim-wrong'],
    },
    {
      text: '{$subject} has a drawer full of love letters from a famous actor',
      excludes: ['young-to-wed'],
      implies: ['claim-shame'],
    },
    {
      text: '{$subject} faked a limp for three years to dodge the militia levy',
      implies: ['claim-shame', 'claim-event', 'claim-wrong'],
    },
    {
      text: "{$subject} has been quietly buying up every debt owed on Tanner's Lane",
      implies: ['claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} dreams of things before they happen, and last week dreamed of fire',
      implies: ['claim-witness'],
    },
    { text: '{$subject} got rich overnight, and nobody knows how', implies: ['claim-event', 'claim-money'] },
    {
      text: '{$subject} has buried two spouses, and both died on a feast day',
      excludes: ['young-to-wed'],
      implies: ['claim-sad', 'claim-known'],
    },
    {
      text: "{$subject} still owes the thieves' guild a favor, and it has just been called in",
      excludes: ['town-small'],
      implies: ['claim-grave', 'claim-danger'],
    },
    {
      text: '{$subject} is learning magic from a book that whispers back',
      excludes: ['says-whisper'],
      implies: ['claim-danger', 'claim-habit'],
    },
    {
      text: "{$subject} bribed the judges at last year's plowing match",
      implies: ['claim-shame', 'claim-event', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} was seen kissing a stranger under the north bridge',
      excludes: ['town-dry'],
      implies: ['claim-shame', 'claim-sighting', 'claim-event'],
    },
    {
      text: '{$subject} is heir to a dwarven mining claim worth more than the whole town',
      excludes: ['says-claim'],
      implies: ['claim-danger', 'claim-money'],
    },
    {
      text: '{$subject} keeps a {?rumorBeastAdj} snake as long as a rowing boat under the floorboards',
      implies: ['claim-boast'],
    },
    {
      text: '{$subject} meets a {?rumorStrangerAdj} stranger in a hooded cloak, always after dark',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} is not who everyone thinks; the real one died on the road years ago',
      implies: ['claim-grave', 'claim-danger'],
    },
    {
      text: '{$subject} won a duel at dawn last week, and the loser has not been seen since',
      implies: ['claim-grave', 'claim-event'],
    },
    {
      text: "{$subject} cursed a neighbor's cow, and the cow has turned blue",
      implies: ['claim-shame', 'claim-event', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} is about to join the town council, bought and paid for',
      excludes: ['town-small'],
      implies: ['claim-shame', 'claim-grave', 'claim-plan', 'claim-wrong'],
    },
    {
      text: '{$subject} can lift a full ale barrel onto one shoulder without breaking a sweat',
      implies: ['claim-boast'],
    },
    {
      text: '{$subject} has been sneaking out to meet the river smugglers at night',
      excludes: ['town-riverless'],
      implies: ['claim-grave', 'claim-recurs', 'claim-habit', 'claim-wrong'],
    },
    { text: '{$subject} was a famous pit-fighter in the capital', implies: ['claim-boast'] },
    '{$subject} is a wonderful singer but refuses to sing where anyone can hear',
    {
      text: '{$subject} has been practicing a speech in an empty field, as if for a trial',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} sends a letter south every month and never gets one back',
      implies: ['claim-sad', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} once walked barefoot to the coast to keep a vow',
      excludes: ['town-sea'],
      implies: ['claim-boast', 'claim-event', 'claim-known'],
    },
    {
      text: '{$subject} can name every star in the sky without ever having looked at a chart',
      implies: ['claim-boast', 'claim-known'],
    },
    {
      text: '{$subject} lost a bet to a tinker and now owes him a full year of market days',
      excludes: ['town-hamlet'],
      implies: ['claim-shame', 'claim-event', 'claim-money'],
    },
    {
      text: '{$subject} has been selling locks of hair to a traveling wigmaker',
      implies: ['claim-petty', 'claim-recurs', 'claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} is saving every copper to buy a sibling out of a bad indenture',
      implies: ['claim-sad', 'claim-plan', 'claim-money', 'claim-reason'],
    },
    {
      text: '{$subject} hides a second purse in one boot and pleads poverty to every collector',
      implies: ['claim-shame', 'claim-habit', 'claim-money', 'claim-wrong'],
    },
    {
      text: "{$subject} knows the watch captain's secret and has been eating free on it for years",
      excludes: ['town-small'],
      implies: ['claim-shame', 'claim-grave', 'claim-habit', 'claim-wrong'],
    },
    {
      text: '{$subject} turned a ragged beggar away last winter, and the beggar turned out to be a prince',
      implies: ['claim-shame', 'claim-event'],
    },
    { text: '{$subject} has been learning to read in secret, taught by a child', implies: ['claim-habit'] },
    {
      text: '{$subject} keeps a tally of every insult ever received, scratched into a bedpost',
      implies: ['claim-petty', 'claim-habit'],
    },
    {
      text: '{$subject} was cheated out of a mill by a cousin and has been plotting ever since',
      implies: ['claim-sad', 'claim-event', 'claim-plan', 'claim-reason'],
    },
    {
      text: '{$subject} was born on the road in a snowstorm and is written in no parish book at all',
      implies: ['claim-boast', 'claim-known'],
    },
    {
      text: '{$subject} has been taking lute lessons from a blind traveler, and already plays better than the temple musician',
      implies: ['claim-boast', 'claim-habit'],
    },
    {
      text: '{$subject} keeps a ledger of every favor owed in town and means to call them all in at once',
      implies: ['claim-plan', 'claim-habit', 'claim-danger'],
    },
    {
      text: '{$subject} walks out to the standing stones every dawn and comes back soaked to the knees',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} once outran a mounted messenger over ten miles, for a bet',
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} lost a finger to a debt collector in the capital and tells everyone it was a dog',
      implies: ['claim-event', 'claim-shame'],
    },
    {
      text: "{$subject} paid off the miller's debts in secret and made him promise never to say who",
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} sits up late with old law books, as if preparing a case against the whole council',
      excludes: ['town-small'],
      implies: ['claim-habit', 'claim-plan'],
    },
    {
      text: '{$subject} deserted from the border war and has never gone home since',
      implies: ['claim-event', 'claim-wrong', 'claim-shame', 'claim-grave', 'claim-danger'],
    },
    {
      text: '{$subject} can no longer tell colors apart and has been hiding it from every customer',
      implies: ['claim-habit', 'claim-sad'],
    },
    {
      text: '{$subject} is trying to teach a goat to pull a cart, and the goat is winning',
      implies: ['claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} beat the blacksmith at arm-wrestling on a feast day and has never let anyone forget it',
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} pays a child a copper a week to report what the neighbors say',
      implies: ['claim-habit', 'claim-wrong', 'claim-shame'],
    },
    {
      text: "{$subject} has written a very long poem about the miller's daughter and reads it aloud to the pigs",
      excludes: ['says-whisper'],
      implies: ['claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} sold a family heirloom to a traveling collector and put a painted copy in its place',
      implies: ['claim-event', 'claim-money', 'claim-wrong', 'claim-shame'],
    },
    {
      text: '{$subject} sets aside a loaf every morning for a stranger who never comes to collect it',
      implies: ['claim-recurs', 'claim-habit', 'claim-sad'],
    },
    {
      text: '{$subject} carried a wounded soldier six miles through the snow after the last border skirmish',
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} is quietly teaching the almshouse orphans their letters',
      implies: ['claim-habit'],
      excludes: ['town-hamlet'],
    },
    {
      text: "{$subject} was caught climbing out of the magistrate's window at dawn",
      excludes: ['town-small'],
      implies: ['claim-sighting', 'claim-event', 'claim-shame'],
    },
    {
      text: '{$subject} has been heard singing lullabies in a house with no children in it',
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit', 'claim-sad'],
    },
    {
      text: "{$subject} owes a year's wages to a moneylender from out of town, who is due back any day",
      implies: ['claim-danger', 'claim-money', 'claim-plan', 'claim-shame'],
    },
    {
      text: '{$subject} secretly writes the cheap romances the tinkers sell by the armful',
      implies: ['claim-habit', 'claim-boast'],
    },
    {
      text: '{$subject} fought off three bandits on the pass road with nothing but a walking staff',
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} has started wearing a wedding ring, though nobody remembers a wedding',
      excludes: ['young-to-wed', 'h-widowed'],
      implies: ['claim-habit'],
    },
    { text: '{$subject} won a wager with a wizard and has been paid in bad luck ever since', implies: ['claim-event'] },
    {
      text: '{$subject} was seen pouring something dark into the town well before sunrise',
      implies: ['claim-sighting', 'claim-event', 'claim-wrong', 'claim-victim', 'claim-grave', 'claim-danger'],
    },
    {
      text: '{$subject} has been putting money by for years to buy a wagon and vanish down the south road',
      implies: ['claim-plan', 'claim-money', 'claim-habit'],
    },
    {
      text: "{$subject} is the one who let the pigs loose on the magistrate's lawn",
      excludes: ['town-small'],
      implies: ['claim-event', 'claim-wrong', 'claim-petty', 'claim-boast'],
    },
    {
      text: '{$subject} once pulled the mayor out of a flooded ditch and has never asked for anything in return',
      excludes: ['town-small'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: "{$subject} has a sweetheart in every town along the drovers' road",
      excludes: ['young-to-wed'],
      implies: ['claim-habit', 'claim-shame'],
    },
    { text: '{$subject} cannot swim and has lied about it since childhood', implies: ['claim-habit', 'claim-petty'] },
    {
      text: '{$subject} spent three years as a temple novice and ran off the night before taking vows',
      implies: ['claim-event'],
    },
    {
      text: '{$subject} keeps the tax rolls for two different lords at once, and each thinks the other is cheated',
      implies: ['claim-habit', 'claim-wrong', 'claim-shame', 'claim-danger'],
    },
    {
      text: "{$subject} has learned to copy the magistrate's seal and practices it on scraps of bark",
      excludes: ['town-small'],
      implies: ['claim-habit', 'claim-wrong', 'claim-grave', 'claim-danger', 'claim-plan'],
    },
    {
      text: '{$subject} gave a bag of silver to a stranger on the road and came home whistling',
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} has a standing order with the chandler for black candles, a dozen every new moon',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} once talked a bull out of charging a market crowd, or so the market crowd says',
      excludes: ['town-hamlet'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} hides from the tax assessor in the dung heap every spring',
      implies: ['claim-recurs', 'claim-habit', 'claim-wrong', 'claim-petty', 'claim-shame'],
    },
    {
      text: '{$subject} is the secret owner of the ferry, the mill and half the orchards',
      excludes: ['town-riverless'],
      implies: ['claim-money', 'claim-known'],
    },
    { text: '{$subject} means to walk to the capital and petition the queen in person', implies: ['claim-plan'] },
    {
      text: '{$subject} can hold a breath longer than anyone in three counties, and has won a small fortune by it',
      implies: ['claim-boast', 'claim-money'],
    },
    {
      text: '{$subject} keeps a pressed flower from every funeral in town, in a book with no title',
      implies: ['claim-habit', 'claim-recurs', 'claim-sad'],
    },
    {
      text: '{$subject} once sang for a duke and was paid in a single pearl, still kept in a sock',
      implies: ['claim-event', 'claim-boast', 'claim-money'],
    },
    {
      text: '{$subject} has been teaching a crow to count, and the crow is ahead of the schoolchildren',
      implies: ['claim-habit', 'claim-boast'],
    },
    {
      text: '{$subject} changed {$sTheir} name on the road here and will not say what it used to be',
      implies: ['claim-known', 'claim-danger'],
    },
    {
      text: '{$subject} writes letters to the council every week under a dozen different names',
      excludes: ['town-small'],
      implies: ['claim-recurs', 'claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} was seen at the crossroads at midnight, burning a letter one line at a time',
      implies: ['claim-sighting', 'claim-event'],
    },
    {
      text: '{$subject} keeps the deed to a farm nobody has ever seen, in a tin under the bed',
      implies: ['claim-money', 'claim-known'],
    },
    {
      text: '{$subject} won a pig in a wrestling match and has been too fond of it to eat it',
      implies: ['claim-event', 'claim-boast', 'claim-petty'],
    },
    {
      text: '{$subject} is the one who has been ringing the temple bell an hour early, for a joke',
      implies: ['claim-recurs', 'claim-habit', 'claim-wrong', 'claim-petty', 'claim-boast'],
    },
    {
      text: '{$subject} paid for the new well cover and will not let anyone say so',
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} is learning to fight with a quarterstaff from an old drover, every dawn',
      implies: ['claim-habit', 'claim-boast'],
    },
    {
      text: "{$subject} has an older sibling in the debtors' prison and sends bread every week",
      excludes: ['town-small'],
      implies: ['claim-recurs', 'claim-habit', 'claim-sad', 'claim-money'],
    },
    {
      text: '{$subject} cheated a traveling merchant at dice and the merchant is coming back with friends',
      implies: ['claim-event', 'claim-wrong', 'claim-shame', 'claim-danger'],
    },
    {
      text: '{$subject} knows three words of the old tongue, and one of them made a dog run off whimpering',
      implies: ['claim-known', 'claim-boast'],
    },
    {
      text: '{$subject} was once engaged to a sea captain who sailed off and never wrote',
      excludes: ['young-to-wed', 'town-dry'],
      implies: ['claim-known', 'claim-sad'],
    },
    {
      text: "{$subject} has been quietly paying a widow's rent since her husband died",
      implies: ['claim-recurs', 'claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} talks in {$sTheir} sleep, and the neighbors have been taking notes',
      implies: ['claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} once ate a whole goose at a wager and has not been able to look at one since',
      implies: ['claim-event', 'claim-boast', 'claim-petty'],
    },
    {
      text: '{$subject} hides a fine court gown in a chest and puts it on when the shutters are closed',
      implies: ['claim-habit', 'claim-shame'],
    },
    {
      text: '{$subject} owes a hedge witch a favor and has been avoiding the woods all year',
      implies: ['claim-danger', 'claim-shame'],
    },
  ],
  rumorAboutPlace: [
    {
      text: '{$place} is haunted by a woman in a dripping gray dress who asks passers-by the time',
      implies: ['claim-recurs', 'claim-blight', 'claim-habit', 'claim-lore', 'claim-uncanny'],
    },
    {
      text: "the cellar of {$place} opens onto the old smugglers' tunnels",
      implies: ['claim-built', 'claim-ground', 'claim-hidden', 'claim-lore', 'claim-past'],
    },
    {
      text: '{$place} is about to be sold to a merchant from the capital who means to pull it down',
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: 'there is a {?rumorTreasureAdj} chest of old coins hidden somewhere under {$place}',
      implies: ['claim-hidden', 'claim-lore', 'claim-treasure'],
    },
    {
      text: '{$place} was built on a plague pit, and the dead do not like the noise',
      implies: ['claim-blight', 'claim-ground', 'claim-hidden', 'claim-lore', 'claim-past'],
    },
    {
      text: 'a body was found behind {$place}, and the watch has hushed it up',
      excludes: ['town-small'],
      implies: ['claim-grave', 'claim-event', 'claim-outside'],
    },
    {
      text: 'the water from the pump by {$place} has turned sweet, and some say it cures warts',
      implies: ['claim-lore', 'claim-uncanny', 'claim-outside'],
    },
    {
      text: "{$place} is where the thieves' guild counts its takings every tenth night",
      excludes: ['town-small'],
      implies: ['claim-shame', 'claim-grave', 'claim-recurs', 'claim-habit', 'claim-lore', 'claim-treasure'],
    },
    {
      text: 'strange lights burn in the upper windows of {$place} long after midnight',
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit', 'claim-lore', 'claim-trick', 'claim-uncanny'],
    },
    {
      text: '{$place} is sinking an inch a year into the soft ground',
      implies: ['claim-blight', 'claim-ground', 'claim-habit', 'claim-lore'],
    },
    {
      text: 'every rat left {$place} in a single night, and rats know things',
      implies: ['claim-event', 'claim-uncanny'],
    },
    {
      text: 'a famous bard wrote a ballad at {$place} and carved the first verse into a beam',
      implies: ['claim-event', 'claim-past'],
    },
    {
      text: '{$place} is cursed, and every owner in living memory has died rich and unhappy',
      excludes: ['public'],
      implies: ['claim-blight', 'claim-habit', 'claim-lore', 'claim-uncanny'],
    },
    {
      text: 'a two-headed calf was born behind {$place}, which means a hard winter',
      implies: ['claim-event', 'claim-uncanny', 'claim-outside'],
    },
    {
      text: '{$place} hides a shrine to a forbidden god behind a false wall',
      implies: ['claim-shame', 'claim-grave', 'claim-built', 'claim-hidden', 'claim-lore'],
    },
    {
      text: 'the council means to tax everyone who lives within sight of {$place}',
      implies: ['claim-plan'],
      excludes: ['town-small'],
    },
    {
      text: 'a dragon once slept beneath {$place}, and the stones are still warm in winter',
      implies: ['claim-hidden', 'claim-lore', 'claim-past', 'claim-trick', 'claim-uncanny'],
    },
    {
      text: '{$place} will host a masked ball for the whole town, paid for by an unknown benefactor',
      implies: ['claim-plan'],
    },
    {
      text: 'a ghostly hound howls outside {$place} whenever someone nearby is about to die',
      implies: ['claim-recurs', 'claim-blight', 'claim-habit', 'claim-lore', 'claim-uncanny', 'claim-outside'],
    },
    {
      text: 'the foundations of {$place} are covered in dwarven runes nobody can read',
      implies: ['claim-hidden', 'claim-lore', 'claim-past'],
    },
    {
      text: 'someone has been stealing the roof tiles of {$place}, one a night',
      implies: ['claim-recurs', 'claim-deliberate', 'claim-habit'],
    },
    {
      text: 'a sack of stolen temple silver was sunk in the millpond near {$place}',
      excludes: ['town-dry'],
      implies: ['claim-grave', 'claim-deliberate', 'claim-event', 'claim-outside'],
    },
    { text: '{$place} will burn before the year is out, because a fortune-teller said so', implies: ['claim-plan'] },
    {
      text: 'bells ring beneath {$place} on still nights, though there are no bells there',
      implies: ['claim-recurs', 'claim-habit', 'claim-hidden', 'claim-lore', 'claim-trick', 'claim-uncanny'],
    },
    {
      text: 'a witch used to live at {$place}, and her cat still does',
      implies: ['claim-habit', 'claim-lore', 'claim-past'],
    },
    {
      text: 'the last duel in town was fought at {$place}, and the bloodstain comes back every spring',
      implies: ['claim-blight', 'claim-event', 'claim-habit', 'claim-past', 'claim-uncanny'],
    },
    {
      text: 'the watch will raid {$place} at the next new moon',
      implies: ['claim-grave', 'claim-plan'],
      excludes: ['town-small'],
    },
    {
      text: 'a door in the cellar of {$place} opens onto somewhere else entirely',
      implies: ['claim-built', 'claim-hidden', 'claim-lore', 'claim-uncanny'],
    },
    {
      text: 'a dwarf clan has bought {$place} and plans to dig beneath it',
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: 'one blue rose grows behind {$place} each year, worth a fortune to alchemists',
      implies: ['claim-habit', 'claim-lore', 'claim-treasure', 'claim-outside'],
    },
    {
      text: 'a petition is going round to tear down {$place} for a new market hall',
      implies: ['claim-plan'],
      excludes: ['town-small'],
    },
    {
      text: '{$place} was once a temple, and its old god has not forgotten',
      excludes: ['Temple', 'Shrine'],
      implies: ['claim-blight', 'claim-lore', 'claim-past', 'claim-uncanny'],
    },
    { text: 'someone at {$place} writes down every scrap of gossip in town', implies: ['claim-habit', 'claim-lore'] },
    { text: 'a bag of gold was left on the doorstep of {$place} with no note', implies: ['claim-event'] },
    {
      text: 'the floorboards of {$place} creak out words if walked in the right order',
      implies: ['claim-built', 'claim-lore', 'claim-trick', 'claim-uncanny'],
    },
    { text: 'a traveling circus wants {$place} for its winter quarters', implies: ['claim-plan'] },
    {
      text: 'every cat in town gathers at {$place} on the first night of the month',
      implies: ['claim-recurs', 'claim-habit', 'claim-lore', 'claim-uncanny'],
    },
    {
      text: 'a forgotten saint is buried under the threshold of {$place}',
      implies: ['claim-hidden', 'claim-lore', 'claim-past'],
    },
    {
      text: '{$place} will be the first thing flooded if the old dam breaks, and the dam is cracking',
      excludes: ['town-dry'],
      implies: ['claim-grave', 'claim-blight', 'claim-ground', 'claim-plan'],
    },
    {
      text: 'anyone who drinks at the spring behind {$place} cannot tell a lie until sunset',
      implies: ['claim-lore', 'claim-uncanny', 'claim-outside'],
    },
    {
      text: '{$place} was the site of a famous wager, and the stake is still nailed to a rafter',
      excludes: ['open-place'],
      implies: ['claim-lore', 'claim-past'],
    },
    {
      text: 'the well behind {$place} gives up a coin whenever someone drops in a secret',
      implies: ['claim-lore', 'claim-uncanny', 'claim-outside', 'claim-habit'],
    },
    {
      text: 'the cellar of {$place} stays cold enough to keep ice through high summer',
      excludes: ['open-place'],
      implies: ['claim-lore', 'claim-trick', 'claim-built'],
    },
    {
      text: 'a hidden stair in {$place} leads down to a room with no windows and no door',
      excludes: ['open-place'],
      implies: ['claim-built', 'claim-hidden', 'claim-lore', 'claim-uncanny'],
    },
    {
      text: 'the carters want {$place} for a stable yard and have offered twice its worth',
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: 'the chimney of {$place} smokes on nights when nobody has lit a fire',
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit', 'claim-lore', 'claim-uncanny', 'claim-trick'],
    },
    {
      text: 'a peddler hid a fortune in gems somewhere in {$place} and died before coming back for it',
      implies: ['claim-hidden', 'claim-lore', 'claim-treasure', 'claim-past'],
    },
    {
      text: '{$place} stands exactly where the old town gallows used to be',
      implies: ['claim-ground', 'claim-past', 'claim-blight', 'claim-lore'],
    },
    {
      text: 'the council plans to build the new granary right up against {$place}',
      implies: ['claim-plan'],
      excludes: ['town-small'],
    },
    {
      text: 'every hourglass in {$place} runs slow by the same few grains',
      excludes: ['open-place'],
      implies: ['claim-lore', 'claim-uncanny', 'claim-habit', 'claim-trick'],
    },
    {
      text: 'the ivy on {$place} grows back overnight, however often it is cut',
      implies: ['claim-lore', 'claim-uncanny', 'claim-habit', 'claim-outside', 'claim-recurs'],
    },
    {
      text: 'an old soldier buried his pension in the yard of {$place}, and nobody has found it',
      implies: ['claim-hidden', 'claim-lore', 'claim-treasure', 'claim-outside'],
    },
    {
      text: 'pigeons will not land on the roof of {$place}, and have not for fifty years',
      implies: ['claim-lore', 'claim-uncanny', 'claim-habit', 'claim-outside'],
    },
    {
      text: "the mayor's grandfather won {$place} in a lawsuit nobody ever understood",
      excludes: ['town-small', 'public'],
      implies: ['claim-past', 'claim-lore'],
    },
    {
      text: 'a traveling preacher cursed {$place} from its own doorstep, and three small misfortunes have followed',
      implies: ['claim-blight', 'claim-lore', 'claim-uncanny', 'claim-event'],
    },
    {
      text: 'a secret passage runs from {$place} to the temple crypt',
      excludes: ['Temple', 'Shrine'],
      implies: ['claim-built', 'claim-hidden', 'claim-lore'],
    },
    {
      text: 'the bricks of {$place} came from a ruined fort that fell to treachery',
      implies: ['claim-past', 'claim-lore', 'claim-built', 'claim-blight'],
    },
    { text: 'a band of sellswords means to winter at {$place} and pay in promises', implies: ['claim-plan'] },
    {
      text: 'whoever sleeps a night in the attic of {$place} wakes up speaking in rhyme',
      excludes: ['open-place'],
      implies: ['claim-lore', 'claim-uncanny'],
    },
    {
      text: 'the council sold the land under {$place} twice, to two different buyers',
      excludes: ['town-small'],
      implies: ['claim-ground', 'claim-lore', 'claim-past'],
    },
    {
      text: 'a lost child was found asleep and smiling on the roof of {$place}, with no ladder anywhere near',
      implies: ['claim-event', 'claim-uncanny', 'claim-outside'],
    },
    {
      text: 'the flagstones in front of {$place} were laid over a sealed well',
      implies: ['claim-ground', 'claim-hidden', 'claim-lore', 'claim-outside', 'claim-built'],
    },
    {
      text: 'the weathervane on {$place} turns to point at whoever nearby is lying',
      implies: ['claim-lore', 'claim-uncanny', 'claim-outside', 'claim-trick'],
    },
    {
      text: "a baron's steward has been asking quietly who owns {$place} and what it would cost",
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: 'a famous highwayman spent his last night of freedom at {$place}',
      implies: ['claim-event', 'claim-past', 'claim-lore'],
    },
  ],
  rumorAboutBoth: [
    {
      text: '{$subject} has been paying for a room at {$place} that nobody ever sleeps in',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'no-rooms'],
      implies: ['claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} was seen weeping on the steps of {$place} the morning after the spring fair',
      excludes: ['open-place'],
      implies: ['claim-sad', 'claim-sighting', 'claim-event'],
    },
    {
      text: '{$subject} has been trying to buy the old sign of {$place} for years and will pay any price',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'no-sign'],
      implies: ['claim-petty', 'claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} swapped the lock on the back door of {$place} and kept a key',
      requires: ['venue!=own'],
      excludes: ['open-place'],
      implies: ['claim-grave', 'claim-event', 'claim-danger', 'claim-wrong'],
    },
    {
      // Watered drink needs a house that pours it: not a chestnut stall or a workshop.
      text: '{$subject} has been seen tipping well water into the ale casks at {$place}',
      requires: ['serves-drink'],
      implies: ['claim-shame', 'claim-habit', 'claim-recurs', 'claim-sighting', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} has been feeding a one-eyed cat behind {$place} that everyone else is afraid of',
      implies: ['claim-petty', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} won the right to a free supper at {$place} for life, and has never once used it',
      requires: ['venue!=own|works', 'serves-drink'],
      excludes: ['open-place'],
      implies: ['claim-boast', 'claim-event', 'claim-known'],
    },
    {
      text: '{$subject} once spent a whole winter night on the roof of {$place}, and will not say why',
      excludes: ['open-place'],
      implies: ['claim-event'],
    },
    {
      text: '{$subject} is quietly collecting signatures to have {$place} pulled down',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'public'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} keeps finding coins on the doorstep of {$place} and has stopped asking where they come from',
      implies: ['claim-recurs', 'claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} was caught measuring the doors of {$place}, as if to fit something very large through them',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-sighting', 'claim-event', 'claim-plan'],
    },
    {
      text: '{$subject} has been meeting a masked woman in the yard behind {$place}',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} buried a box of letters under the step of {$place} and visits it on the same night every year',
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit', 'claim-hidden'],
    },
    {
      text: '{$subject} saw something in the well behind {$place} and has drawn water only from the river ever since',
      excludes: ['town-riverless'],
      implies: ['claim-witness', 'claim-habit'],
    },
    {
      text: '{$subject} sold the same cart of firewood to {$place} twice in one week',
      requires: ['venue!=own|works'],
      implies: ['claim-petty', 'claim-shame', 'claim-event', 'claim-money', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} has been asking the old folk around {$place} what stood there before it was built',
      implies: ['claim-habit'],
    },
    {
      text: '{$subject} lost a gold tooth in a scuffle at {$place} and is sure someone in the crowd pocketed it',
      excludes: ['open-place'],
      implies: ['claim-petty', 'claim-boast', 'claim-event'],
    },
    { text: '{$subject} meets a hooded stranger at {$place} every new moon', implies: ['claim-recurs', 'claim-habit'] },
    {
      text: '{$subject} has been seen leaving {$place} before dawn with a heavy sack over one shoulder',
      requires: ['venue!=own|works'],
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} once hid a runaway apprentice in the loft of {$place} for a month',
      excludes: ['open-place'],
      implies: ['claim-boast', 'claim-event'],
    },
    {
      text: '{$subject} sleeps with a key to {$place} on a string around the neck',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-danger', 'claim-habit'],
    },
    {
      text: '{$subject} lost a wager and must sweep the steps of {$place} every morning until midsummer',
      excludes: ['open-place'],
      implies: ['claim-petty', 'claim-event', 'claim-habit'],
    },
    {
      text: '{$subject} found a bag of old coins under a loose stone at {$place} and told nobody',
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} has been writing down the name of everyone who goes in and out of {$place}',
      requires: ['venue!=own|works'],
      implies: ['claim-danger', 'claim-habit'],
    },
    {
      text: '{$subject} was turned away from {$place} in the pouring rain and has sworn to get even',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'says-swear'],
      implies: ['claim-event', 'claim-plan'],
    },
    {
      text: '{$subject} has been leaving gifts without a name for someone at {$place}',
      requires: ['venue!=own'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} argued with a tax collector outside {$place} until both of them were hoarse',
      implies: ['claim-petty', 'claim-boast', 'claim-event'],
    },
    {
      text: '{$subject} hears voices in the cellar of {$place}, and nobody else does',
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-witness'],
    },
    {
      text: '{$subject} is keeping a wounded stranger hidden in a back room of {$place}',
      excludes: ['open-place', 'public'],
      implies: ['claim-grave', 'claim-danger', 'claim-wrong'],
    },
    {
      text: '{$subject} has been buying everything {$place} throws out, down to the broken crockery',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-petty', 'claim-petty', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} signed a paper at {$place} in front of a notary and came out white as chalk',
      excludes: ['town-small', 'open-place'],
      implies: ['claim-event'],
    },
    {
      text: '{$subject} dug up an iron-bound box behind {$place} and carried it off at a run',
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} has been teaching the children who loiter around {$place} to pick locks',
      implies: ['claim-shame', 'claim-grave', 'claim-habit', 'claim-wrong'],
    },
    {
      text: '{$subject} was once locked in the cellar of {$place} overnight and has not set foot inside since',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-known'],
    },
    {
      text: '{$subject} has sworn never to say a word inside {$place}, and has kept the oath ever since',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'says-swear'],
      implies: ['claim-habit'],
    },
    {
      text: '{$subject} keeps a second name and a rented room above {$place}',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'public'],
      implies: ['claim-habit', 'claim-hidden'],
    },
    {
      text: '{$subject} owes so much to whoever runs {$place} that the debt can never be paid',
      implies: ['claim-shame', 'claim-money'],
      requires: ['venue!=own'],
    },
    {
      text: '{$subject} has been seen digging by lantern light behind {$place}',
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} plans to buy {$place} and turn it into a gambling den',
      requires: ['venue!=own'],
      // Nobody sells a temple, a guard post or the town square.
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} was at {$place} the night of the fire and left just before it started',
      implies: ['claim-event', 'claim-mishap'],
    },
    {
      text: '{$subject} has hidden a stolen necklace somewhere in {$place}',
      implies: ['claim-shame', 'claim-grave', 'claim-event', 'claim-victim', 'claim-wrong'],
    },
    {
      text: '{$subject} was thrown out of {$place} for starting a brawl over a game of knucklebones',
      excludes: ['open-place'],
      requires: ['venue!=own', 'serves-drink'],
      implies: ['claim-shame', 'claim-event'],
    },
    {
      // Not of the place the person runs or works at, where they spend their hours anyway.
      text: '{$subject} is sweet on someone at {$place} and spends every spare hour there',
      requires: ['venue!=own|works'],
      implies: ['claim-petty', 'claim-habit'],
    },
    {
      text: '{$subject} is sweet on someone else who works at {$place}, and the two are never on the same shift by accident',
      requires: ['venue=works'],
      implies: ['claim-habit'],
    },
    {
      text: '{$subject} swears {$place} is haunted after seeing a face at the window',
      // Not of a place named for the person: no "Narpenmi swears Narpenmi's Provisions".
      excludes: ['open-place', 'namesake', 'says-swear'],
      implies: ['claim-boast', 'claim-witness', 'claim-event'],
    },
    {
      text: '{$subject} was born in the back room of {$place} during a thunderstorm',
      // Not a place named for the person, which did not stand, under that name, at their birth.
      excludes: ['open-place', 'namesake'],
      implies: ['claim-boast', 'claim-known'],
    },
    {
      // Only where a wedding can be held: a temple, a hall, an inn, a house with a great room.
      text: '{$subject} will be married at {$place} and has told nobody',
      excludes: ['h-widowed', 'no-hall', 'young-to-wed'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} is paid a small fortune to keep people away from {$place}',
      requires: ['venue!=own'],
      implies: ['claim-grave', 'claim-habit', 'claim-money', 'claim-reason'],
    },
    {
      text: '{$subject} started the small fire at {$place} years ago',
      implies: ['claim-shame', 'claim-event', 'claim-mishap', 'claim-wrong'],
    },
    {
      // Nobody needs a secret way into the place they work.
      text: '{$subject} knows a secret way into {$place} and has been using it',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-grave', 'claim-danger', 'claim-habit'],
    },
    {
      text: '{$subject} left a sealed letter at {$place}, to be opened only if something terrible happens',
      implies: ['claim-petty', 'claim-event'],
    },
    '{$subject} keeps a locked strongbox at {$place}, and it rattles',
    {
      text: '{$subject} has been sleeping at {$place} since a quarrel at home',
      implies: ['claim-petty', 'claim-shame', 'claim-habit', 'claim-reason'],
    },
    {
      text: '{$subject} means to sell {$place} and has already had a buyer round to look',
      requires: ['venue=own'],
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} borrowed against {$place} to pay a debt nobody knew about',
      implies: ['claim-shame', 'claim-event', 'claim-money', 'claim-reason'],
      requires: ['venue=own'],
      excludes: ['public'],
    },
    {
      text: '{$subject} would rather burn {$place} down than let a rival buy it',
      requires: ['venue=own'],
      excludes: ['public'],
    },
    {
      text: '{$subject} won {$place} in a game of cards, and the loser wants it back',
      requires: ['venue=own'],
      // Not a place that bears the family's name, nor one nobody can own.
      excludes: ['namesake', 'public'],
      implies: ['claim-boast', 'claim-event'],
    },
    {
      text: '{$subject} is stealing from {$place} a coin at a time, and the owner has begun to notice',
      implies: ['claim-shame', 'claim-recurs', 'claim-habit', 'claim-victim', 'claim-wrong'],
      requires: ['venue=works'],
      excludes: ['public'],
    },
    // A temple, a guard post or a graveyard (`public`) has no owner: one in charge of it.
    {
      text: '{$subject} is about to be turned out of {$place} for talking back to the owner',
      requires: ['venue=works'],
      excludes: ['public'],
      implies: ['claim-shame', 'claim-plan'],
    },
    {
      text: '{$subject} is about to be turned out of {$place} for talking back to whoever is in charge there',
      requires: ['venue=works', 'public'],
      implies: ['claim-shame', 'claim-plan'],
    },
    {
      text: '{$subject} is quietly saving to buy {$place} out from under the owner',
      requires: ['venue=works'],
      excludes: ['public'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} was the last to see the missing tinker alive, near {$place}',
      implies: ['claim-grave', 'claim-danger', 'claim-witness', 'claim-event'],
    },
    {
      text: '{$subject} sold a forged deed for {$place}, and the real owner is on the way',
      implies: ['claim-shame', 'claim-grave', 'claim-event', 'claim-victim', 'claim-wrong'],
      requires: ['venue!=own'],
      excludes: ['public'],
    },
    {
      text: '{$subject} drank far too much at {$place} one night and woke up married',
      requires: ['serves-drink'],
      excludes: ['h-widowed', 'young-to-wed'],
      implies: ['claim-shame', 'claim-event'],
    },
    {
      text: '{$subject} found a bone flute buried under {$place}, and nobody nearby has slept well since',
      implies: ['claim-witness', 'claim-event'],
    },
    {
      text: '{$subject} pays the watch to look the other way around {$place}',
      // The owner's bribe, not an employee's, and never at the watch's own post.
      requires: ['venue!=works'],
      excludes: ['town-small', 'Guard Post', 'Barracks'],
      implies: ['claim-shame', 'claim-grave', 'claim-habit', 'claim-wrong'],
    },
    {
      text: '{$subject} broke into {$place} last week and took nothing but an old portrait',
      implies: ['claim-shame', 'claim-event', 'claim-victim', 'claim-wrong'],
      requires: ['venue!=own|works'],
    },
    {
      text: '{$subject} is the only one who knows what lies beneath {$place}',
      implies: ['claim-danger', 'claim-witness'],
    },
    {
      text: '{$subject} tried to burn down {$place} as a child and very nearly managed it',
      // Not a place named for the person: it did not bear that name while they were a child.
      excludes: ['namesake'],
      implies: ['claim-shame', 'claim-event', 'claim-wrong'],
    },
    {
      text: '{$subject} saw a ghost at {$place} and now goes to temple twice a day',
      implies: ['claim-boast', 'claim-witness', 'claim-event'],
    },
    {
      text: '{$subject} gambled away a share in {$place} in a single night of cards',
      implies: ['claim-shame', 'claim-event', 'claim-money'],
      requires: ['venue!=own'],
      // Nobody poor holds a share in a place, and nobody a share in a noble's house.
      excludes: ['public', 'wealth-poor', 'Noble Estate'],
    },
    {
      text: '{$subject} leaves bowls of milk outside {$place} for something that drinks them',
      implies: ['claim-petty', 'claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} has a cousin at {$place} who passes on every secret overheard there',
      // Of a place the person does not hear every secret of already.
      requires: ['venue!=own|works'],
      implies: ['claim-habit'],
    },
    {
      text: '{$subject} and the owner of {$place} were partners once, until a quarrel over a mule',
      requires: ['venue!=own|works'],
      excludes: ['public'],
      implies: ['claim-petty', 'claim-event'],
    },
    {
      text: '{$subject} hid from the watch inside {$place} for three days last summer',
      // Never inside the person's own premises, and seldom told at all.
      requires: ['venue!=own'],
      excludes: ['town-small', 'open-place', 'Guard Post', 'Barracks'],
      weight: 0.3,
      implies: ['claim-boast', 'claim-event'],
    },
    {
      text: '{$subject} has been measuring the walls of {$place} with knotted string, as if hunting for a hidden room',
      requires: ['venue!=own'],
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} was seen leaving {$place} by the back way, carrying a lantern wrapped in black cloth',
      excludes: ['open-place'],
      implies: ['claim-sighting', 'claim-event'],
    },
    {
      text: '{$subject} leaves a single white pebble on the step of {$place} every morning',
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} quarreled with a traveling glassblower outside {$place} and came off worse',
      implies: ['claim-event', 'claim-petty'],
    },
    {
      text: '{$subject} keeps asking at {$place} about a red-haired woman who passed through last spring',
      requires: ['venue!=own|works'],
      implies: ['claim-habit'],
    },
    {
      text: '{$subject} paid for the new roof on {$place}, and nobody knows where the money came from',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-money'],
    },
    {
      text: '{$subject} was seen arguing with a hooded figure behind {$place} at midnight',
      implies: ['claim-sighting', 'claim-event'],
    },
    {
      text: "{$subject} carved two sets of initials into a beam at {$place} years ago, and one of them is not {$sTheir} sweetheart's",
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-shame'],
    },
    {
      text: '{$subject} is quietly buying up the debts of everyone who owes money to {$place}',
      requires: ['venue!=own|works'],
      implies: ['claim-habit', 'claim-money', 'claim-plan', 'claim-danger'],
    },
    {
      text: '{$subject} practices knife-throwing against the back wall of {$place} after dark',
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-recurs', 'claim-boast'],
    },
    {
      text: '{$subject} found a letter wedged behind a loose board at {$place} and has not been the same since',
      excludes: ['open-place'],
      implies: ['claim-event'],
    },
    {
      text: '{$subject} fainted on the doorstep of {$place} last market day and will not say why',
      excludes: ['town-hamlet', 'open-place'],
      implies: ['claim-event'],
    },
    {
      text: '{$subject} broke a window at {$place} in a temper and paid for it in coppers over a whole year',
      requires: ['venue!=own'],
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-petty', 'claim-shame'],
    },
    {
      text: '{$subject} has been counting the people who go into {$place}, scratching marks on a slate',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-recurs'],
    },
    {
      text: '{$subject} won a sack of flour from whoever runs {$place} on a bet about the weather',
      requires: ['venue!=own|works'],
      excludes: ['no-customers', 'public'],
      implies: ['claim-event', 'claim-boast', 'claim-petty'],
    },
    {
      text: '{$subject} means to throw a grand party at {$place} and has already invited the whole street',
      excludes: ['open-place', 'no-hall'],
      implies: ['claim-plan'],
    },
    {
      text: '{$subject} talks to the old dog that sleeps outside {$place} as if it were a person',
      implies: ['claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} has been seen slipping into {$place} in a false beard',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-sighting', 'claim-recurs', 'claim-habit', 'claim-shame'],
    },
    {
      text: '{$subject} pulled a child out of a fire at {$place} years ago and has never once spoken of it',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-known'],
    },
    {
      text: '{$subject} sold {$place} a barrel of vinegar labeled as wine',
      requires: ['serves-drink', 'venue!=own|works'],
      implies: ['claim-event', 'claim-wrong', 'claim-shame', 'claim-victim', 'claim-money'],
    },
    {
      text: '{$subject} kept a pet fox hidden in {$place} all winter without anyone noticing',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} is the only customer {$place} still gives credit to, and nobody knows why',
      requires: ['place-given', 'venue!=own|works'],
      excludes: ['no-customers', 'public', 'open-place'],
      implies: ['claim-habit', 'claim-money'],
    },
    {
      text: '{$subject} has been mending the shutters of {$place} at night, unasked and unpaid',
      requires: ['venue!=own'],
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} knows why the back room of {$place} is always kept locked',
      excludes: ['open-place'],
      implies: ['claim-witness', 'claim-danger'],
    },
    {
      text: '{$subject} was seen burying a small wooden box in the yard of {$place}',
      implies: ['claim-sighting', 'claim-event'],
    },
    {
      text: '{$subject} pays a street child to watch the door of {$place} day and night',
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-danger'],
    },
    {
      text: '{$subject} was once the best customer {$place} ever had, and now will not cross the threshold',
      requires: ['place-given', 'venue!=own|works'],
      excludes: ['no-customers', 'open-place', 'public'],
      implies: ['claim-known', 'claim-sad'],
    },
    {
      text: '{$subject} leaves folded notes in a crack in the wall of {$place}, and someone answers them',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} fell asleep on the roof of {$place} and rolled off into a passing hay cart',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-petty', 'claim-boast'],
    },
    {
      text: '{$subject} offered to buy {$place} with a purse of foreign gold',
      requires: ['venue!=own'],
      excludes: ['public'],
      implies: ['claim-event', 'claim-money', 'claim-plan'],
    },
    {
      text: '{$subject} lost a whole wagon of turnips on a bet outside {$place}',
      implies: ['claim-event', 'claim-petty', 'claim-money', 'claim-shame'],
    },
    {
      text: '{$subject} was hit by a falling shingle at {$place} and woke up speaking fluent Dwarvish',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} has been drawing the front of {$place} over and over, each time with one more window',
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} was seen taking measurements of {$place} by moonlight with a knotted cord',
      requires: ['venue!=own|works'],
      implies: ['claim-sighting', 'claim-event', 'claim-plan'],
    },
    {
      text: '{$subject} has a standing arrangement with someone at {$place} that involves a red scarf in the window',
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-recurs'],
    },
    {
      text: '{$subject} stood up at a meeting in {$place} and accused the whole council of theft',
      excludes: ['town-small', 'open-place', 'no-hall'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} hides a second account book behind a loose brick at {$place}',
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-money', 'claim-wrong', 'claim-shame'],
    },
    {
      text: '{$subject} once slept three nights on the doorstep of {$place} to win back a sweetheart',
      requires: ['venue!=own|works'],
      excludes: ['open-place', 'young-to-wed'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} was born on the very day {$place} last changed hands, and takes it as a sign',
      requires: ['venue!=own'],
      implies: ['claim-known'],
    },
    {
      text: '{$subject} has been buying candles at {$place} by the dozen and burning them all in one night',
      requires: ['venue!=own|works'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} lost a bet and had to serenade the front of {$place} in a borrowed dress',
      implies: ['claim-event', 'claim-petty', 'claim-shame'],
    },
    {
      text: '{$subject} keeps a spare key to {$place} under a stone that everyone in the lane knows about',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-habit', 'claim-petty'],
    },
    {
      text: '{$subject} was caught climbing the back wall of {$place} with a sack that clinked',
      requires: ['venue!=own|works'],
      excludes: ['open-place'],
      implies: ['claim-sighting', 'claim-event', 'claim-wrong', 'claim-shame', 'claim-grave'],
    },
    {
      text: '{$subject} goes round the back of {$place} every evening to talk to someone through a grate',
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} has been telling strangers that {$place} belongs to {$sThem}, and some believe it',
      requires: ['venue!=own'],
      excludes: ['public'],
      implies: ['claim-habit', 'claim-wrong', 'claim-petty'],
    },
    {
      text: '{$subject} punched a traveling bard outside {$place} over a song about {$sTheir} mother',
      implies: ['claim-event', 'claim-boast', 'claim-petty'],
    },
    {
      text: '{$subject} has been leaving small carved birds on the windowsill of {$place}, one a week',
      excludes: ['open-place'],
      implies: ['claim-recurs', 'claim-habit'],
    },
    {
      text: '{$subject} once rode a runaway horse straight through the front of {$place} and lived',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-boast'],
    },
    {
      text: '{$subject} owes a barrel of salt fish to whoever runs {$place}, and has owed it for six years',
      requires: ['venue!=own|works'],
      excludes: ['no-customers', 'public', 'town-dry'],
      implies: ['claim-money', 'claim-petty', 'claim-shame'],
    },
    {
      text: '{$subject} spent a whole night on watch outside {$place} after seeing something in the window',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-witness'],
    },
    {
      text: '{$subject} has sworn that {$place} once served a meal to a dragon in disguise',
      requires: ['serves-drink'],
      excludes: ['says-swear'],
      implies: ['claim-boast', 'claim-lore'],
    },
    {
      text: '{$subject} was the one who painted the rude picture on the back door of {$place}',
      excludes: ['open-place'],
      implies: ['claim-event', 'claim-wrong', 'claim-petty', 'claim-shame', 'claim-boast'],
    },
    {
      text: '{$subject} buried a pet crow behind {$place} with full honors and a hired mourner',
      implies: ['claim-event', 'claim-petty', 'claim-sad'],
    },
  ],
  rumorTruth: [
    'True, every word of it.',
    // Only after a claim that gives a reason ("because", "to pay a debt", "after a duel").
    { text: 'Half true: the facts are right, but the reason behind them is wrong.', requires: ['claim-reason'] },
    { text: 'False; a rival started it to ruin someone.', requires: ['claim-wrong'] },
    // Only of an accusation or a danger, which could turn a crowd: not of a vow kept or a feat.
    { text: 'False, but believing it could get someone hurt.', requires: ['claim-wrong'] },
    {
      text: 'False, but believing it could put someone in danger.',
      requires: ['claim-danger'],
      excludes: ['claim-wrong'],
    },
    'Mostly true, though the details have grown with every telling.',
    // Only a grave matter (`claim-grave`: a body, a spy, a forged deed) is worth hushing up or burying.
    {
      text: 'True, and someone powerful is paying to keep it quiet.',
      requires: ['claim-grave'],
      excludes: ['claim-known'],
    },
    // Only of a claim that someone saw or heard something (`claim-sighting`): not a loan or a plan.
    {
      text: 'A misunderstanding: what was seen was real, but it meant something innocent.',
      requires: ['claim-sighting'],
      excludes: ['claim-known', 'claim-plan', 'claim-hidden', 'claim-past'],
    },
    // Not of a standing wonder of a place, which no one witness saw.
    { text: 'Nobody knows; the only witness left town.', excludes: ['claim-known', 'claim-lore'] },
    'False; the truth is stranger and sadder.',
    { text: 'True, and the proof sits in a locked drawer somewhere in town.', excludes: ['claim-sad'] },
    // Only a claim that would be a scandal if true (`claim-shame`), not a sealed letter or a cat fed.
    { text: 'Wildly exaggerated; a small thing has become a scandal.', requires: ['claim-shame'] },
    {
      text: 'An old tale dusted off; the same story was told about someone else a generation ago.',
      excludes: ['claim-place'],
    },
    {
      text: 'An old tale dusted off; the same story was told about another house a generation ago.',
      requires: ['claim-place'],
    },
    // Only of a deed said to happen again and again (`claim-recurs`), not of a standing state.
    { text: 'Partly true: it happened once, not every time as the gossip claims.', requires: ['claim-recurs'] },
    'False, spread on purpose to cover something worse.',
    'True, though whoever spread it has reasons of their own.',
    'It started as a tavern joke and got out of hand.',
    'Unknown, but two people who have never met tell the same story.',
    'True in spirit and wrong in every detail.',
    'A child made it up and has since owned up, but nobody listened.',
    // Only of a wrong, which can grow: not of an inheritance refused or a bowl of milk left out.
    { text: 'True, and it is only the beginning.', requires: ['claim-wrong'], excludes: ['claim-known'] },
    { text: 'False, and {$sThey} {$sAre} furious about it.', excludes: ['claim-place'] },
    {
      text: 'Half true; someone else was involved, and that is the real story.',
      excludes: ['claim-lore', 'claim-witness'],
    },
    'Planted deliberately by someone watching to see who reacts.',
    // Of something done, not something seen.
    {
      // Of a wrong done, not of savings or a sweetheart.
      text: 'True, but a curse, not free will, is behind it.',
      requires: ['claim-wrong'],
      excludes: ['claim-known', 'claim-witness', 'claim-place'],
    },
    // Only of a plan or a thing about to happen (`claim-plan`): not of a strongbox kept or a fire past.
    {
      text: 'False, though it will be true soon if nobody intervenes.',
      requires: ['claim-plan'],
      excludes: ['claim-event', 'claim-known', 'claim-lore'],
    },
    { text: 'True, and the town would be better off not knowing.', requires: ['claim-grave'] },
    'True, and more besides: the rumor is the tamest part of it.',
    {
      text: 'True, though it all happened long ago and is being retold as if it were yesterday.',
      requires: ['claim-event'],
    },
    // Only of a harm that could have happened by accident (a fire), never of a deed done on purpose.
    {
      text: 'Half true: it happened, but it was an accident, not a scheme.',
      requires: ['claim-mishap'],
      excludes: ['claim-deliberate'],
    },
    'False; it grew out of a joke that someone repeated without the punchline.',
    'False, and the one who started it has already quietly left town.',
    {
      text: 'True, and the watch knows, and has decided it is not worth the trouble.',
      requires: ['claim-wrong'],
      excludes: ['town-small'],
    },
    { text: 'True, but it was done to protect someone, not to harm anyone.', requires: ['claim-wrong'] },
    'Mostly false; the only true part is the part nobody repeats.',
    { text: 'True, and a letter proving it is on its way to the wrong person.', excludes: ['claim-sad'] },
    'False; it is an old song with the names changed.',
    'True, and whoever spread it was paid to do so.',
    { text: 'Half true: the what is right, but the when is ten years off.', requires: ['claim-event'] },
    'False, but there is a grain of truth in the detail everyone laughs at.',
    { text: 'True, and the temple has been praying about it in private for a month.', requires: ['claim-wrong'] },
    'Nobody can say; everyone who could confirm it has a reason to lie.',
    { text: 'True, and worse is coming: it was only the first step of a plan.', requires: ['claim-wrong'] },
    // Every tavern is a town's: a hamlet or a village has one, if any.
    { text: 'False; a jealous rival paid a drunk to repeat it in every tavern.', excludes: ['town-small'] },
    'Wildly garbled: three different stories have been stitched into one.',
    { text: 'True, but half the town had a hand in it, not just one person.', requires: ['claim-wrong'] },
    'False, and the person who started it now believes it themselves.',
    { text: 'True, and the person who could stop it has chosen not to.', requires: ['claim-habit'] },
    { text: 'Partly true: it began that way, and then something stranger took over.', excludes: ['claim-known'] },
    // Only of a wrong, which hurts someone: not of a feat of strength or a kindness.
    {
      text: 'True, and the one person who would be hurt most has not heard yet.',
      requires: ['claim-wrong'],
      excludes: ['claim-known'],
    },
    'False; a misread letter started it, and nobody has checked the letter since.',
    {
      text: 'True, but it is being used as a distraction from something the council wants buried.',
      excludes: ['town-small'],
      requires: ['claim-grave'],
    },
    'False, though the truth would cause more trouble than the lie.',
    { text: 'Unproven, but the watch sergeant privately believes it.', excludes: ['town-small'] },
    // Not of a grief (an illness, a letter never answered): nobody keeps proof of it or sings of it.
    { text: 'True, and a traveling bard is already making a song of it.', excludes: ['claim-sad'] },
    { text: 'Exaggerated: a small sum has grown into a fortune in the telling.', requires: ['claim-money'] },
    'False; it was invented to see who would repeat it, and the list of names is growing.',
    { text: 'True, and {$sThey} {$sHave} a fair idea who is spreading it.', excludes: ['claim-place'] },
    {
      text: 'False; {$sThey} {$sWere} three towns away at the time, and can prove it.',
      requires: ['claim-wrong', 'claim-event'],
    },
    // Pride and a story told for a round only of a feat or an oddity worth boasting of (`claim-boast`).
    {
      text: 'True, and {$sThey} {$sAre} rather proud of it.',
      requires: ['claim-boast'],
      excludes: ['claim-place', 'claim-sad'],
    },
    {
      text: 'Half true: {$sThey} did it, but for a reason that would make most people forgive {$sThem}.',
      requires: ['claim-wrong'],
    },
    {
      text: 'True, and {$sThey} {$sHave} been waiting for years for someone to ask {$sThem} about it.',
      excludes: ['claim-place', 'claim-plan', 'claim-shame', 'claim-grave'],
    },
    { text: 'False; it is really about {$sTheir} cousin, who looks very like {$sThem}.', excludes: ['claim-place'] },
    { text: 'True, and {$sThey} would pay a good deal to know who told.', excludes: ['claim-place', 'claim-known'] },
    {
      text: 'False, but {$sThey} {$sHave} started to enjoy the attention and will not deny it.',
      excludes: ['claim-place', 'claim-grave', 'claim-sad'],
    },
    {
      text: 'True once, but {$sThey} {$sHave} spent every day since trying to make up for it.',
      requires: ['claim-wrong', 'claim-event'],
    },
    {
      text: 'False; {$sThey} started it {$sThemselves}, to hide something far more ordinary.',
      excludes: ['claim-place'],
    },
    // Not of what a family cannot help knowing: a birth, a twin, a buried spouse.
    { text: 'True, and {$sTheir} family has no idea.', excludes: ['claim-place', 'claim-known'] },
    {
      text: 'Half true: {$sThey} meant to, and lost {$sTheir} nerve at the last moment.',
      requires: ['claim-wrong'],
    },
    {
      text: 'True, and {$sThey} will tell the whole story to anyone who buys the first round.',
      requires: ['claim-boast'],
      excludes: ['claim-place', 'claim-sad'],
    },
    { text: 'False; a rival who wants {$sTheir} position invented it.', excludes: ['claim-place'] },
    {
      text: 'True, though {$sThey} would tell it differently, and {$sTheir} version is kinder to {$sThem}.',
      excludes: ['claim-place'],
    },
    {
      text: 'Nobody knows; asked about it, {$sThey} will only smile and change the subject.',
      excludes: ['claim-place'],
    },
    {
      // Only of a claim that could put someone in danger: a secret known, a spy, a debt to thieves.
      text: 'True, and {$sThey} {$sAre} in more danger because of it than anyone guesses.',
      requires: ['claim-danger'],
      excludes: ['claim-place'],
    },
    { text: 'False, but the rumor has already cost {$sThem} two friends and a customer.', excludes: ['claim-place'] },
    { text: 'True, and it is the least surprising thing about {$sThem}.', excludes: ['claim-place', 'claim-sad'] },
    {
      text: 'Half true: a friend did the deed, and {$sThey} took the blame out of loyalty.',
      requires: ['claim-wrong'],
    },
    {
      text: 'True, and {$sThey} {$sHave} written it all down in a diary hidden under the floorboards.',
      excludes: ['claim-place'],
    },
    {
      text: 'False; {$sThey} {$sAre} being mistaken for someone with the same name from the next valley.',
      // Only of someone named, not of "the magistrate's clerk".
      requires: ['subject-given'],
      excludes: ['claim-place'],
    },
    {
      text: 'True, but {$sThey} {$sWere} forced into it by someone who holds a debt over {$sThem}.',
      requires: ['claim-wrong'],
    },
    {
      text: 'False, and the accusation has made {$sThem} reckless enough to do something worse.',
      requires: ['claim-wrong'],
    },
    {
      text: 'True; ask {$sThem} in the right tone of voice and {$sThey} will confess it with relief.',
      requires: ['claim-wrong'],
    },
    {
      // A half truth denies part of the claim: here, that the whole deed was theirs.
      text: 'Half true: {$sThey} did some of it, but others did the rest, and {$sThey} {$sAre} taking the blame for all of it.',
      requires: ['claim-wrong'],
      excludes: ['claim-place'],
    },
    { text: 'True, and the person spreading it is {$sTheir} oldest friend.', excludes: ['claim-place'] },
    {
      text: 'False; the truth is that {$sThey} {$sHave} been quietly helping the very people {$sThey} {$sAre} accused of wronging.',
      // Only of a wrong done to someone: a cheat, a theft, a curse, not a bribe or a levy dodged.
      requires: ['claim-wrong', 'claim-victim'],
    },
    {
      text: 'True, and the cellar holds the proof, behind a row of empty barrels.',
      requires: ['claim-place'],
      excludes: ['claim-outside', 'claim-plan', 'claim-uncanny'],
    },
    {
      text: 'False; the building is as dull as it looks, and the owner is tired of curious visitors.',
      requires: ['claim-place', 'claim-lore'],
      excludes: ['claim-outside'],
    },
    {
      text: 'True, and it has been going on since before the current owner bought the place.',
      requires: ['claim-place', 'claim-habit'],
    },
    {
      text: 'Half true: it happened next door, and the story moved house.',
      requires: ['claim-place'],
      excludes: ['claim-plan', 'claim-hidden'],
    },
    {
      text: 'True, but only on the nights when the fog comes up from the river.',
      requires: ['claim-place', 'claim-habit', 'claim-uncanny'],
      excludes: ['town-riverless'],
    },
    {
      text: 'False; the owner started it to draw customers, and it worked.',
      requires: ['claim-place', 'claim-uncanny'],
      excludes: ['claim-blight'],
    },
    {
      text: 'True, and the deeds in the town archive say so, for anyone who troubles to look.',
      excludes: ['town-small'],
      requires: ['claim-place', 'claim-past'],
    },
    {
      text: 'False, though the old foundations really do hide something else entirely.',
      requires: ['claim-place', 'claim-hidden'],
    },
    {
      text: 'True, and the builders who did the last repairs were paid to forget what they saw.',
      requires: ['claim-place', 'claim-hidden'],
    },
    {
      text: 'Half true: the place was like that once, a hundred years ago, before it burned.',
      requires: ['claim-place', 'claim-habit'],
    },
    { text: 'True, and the neighbors have known for years and said nothing.', requires: ['claim-place', 'claim-lore'] },
    {
      text: "False; a surveyor's mistake on an old map started the whole thing.",
      requires: ['claim-place', 'claim-ground'],
    },
    {
      text: 'True, and the council has a sealed report on it that nobody is allowed to read.',
      excludes: ['town-small'],
      requires: ['claim-place'],
    },
    {
      text: 'False, but a gang of thieves believes it and plans to break in to see.',
      requires: ['claim-place', 'claim-treasure'],
    },
    {
      text: 'True, though the explanation is a clever trick of the building, not anything uncanny.',
      requires: ['claim-place', 'claim-trick'],
    },
    {
      text: 'Nobody knows; the only key to the locked room was lost with the last owner.',
      requires: ['claim-place', 'claim-lore'],
      excludes: ['claim-outside', 'open-place'],
    },
    {
      text: 'True, and it is why the place changes hands so often and so cheaply.',
      requires: ['claim-place', 'claim-blight'],
    },
    {
      text: 'False; the story comes from a play performed there years ago, which people took for fact.',
      requires: ['claim-place', 'claim-lore'],
      excludes: ['claim-outside'],
    },
    {
      text: 'True, and whoever owns the building next will inherit the trouble.',
      requires: ['claim-place', 'claim-blight'],
    },
    {
      text: 'Half true: the thing is real, but it is under the street outside, not the building.',
      requires: ['claim-place', 'claim-hidden'],
    },
    {
      // Only of what goes on or is coming: nobody watches a street for a highwayman long hanged.
      text: 'True, and the watch has a man posted across the street, pretending to sell apples.',
      requires: ['claim-place'],
      excludes: ['town-small', 'claim-uncanny', 'claim-past'],
    },
    {
      text: "False; the cellar is full of nothing but damp and the previous owner's debts.",
      requires: ['claim-place', 'claim-hidden'],
    },
    {
      text: 'True, and the place was built that way on purpose, by someone who expected trouble.',
      requires: ['claim-place', 'claim-built'],
      excludes: ['claim-outside'],
    },
    {
      text: 'False, but the rumor has doubled the price anyone would pay for the building.',
      requires: ['claim-place', 'claim-lore'],
      excludes: ['claim-blight'],
    },
    {
      text: 'True, and the tiles on the roof are arranged in a pattern that explains it, if read from the bell tower.',
      requires: ['claim-place', 'claim-uncanny', 'claim-habit'],
    },
    {
      // Only of what befell the building itself: not a body or a calf found out behind it.
      text: 'Half true: it happened there, but to the building that stood on the spot before.',
      requires: ['claim-place', 'claim-event'],
      excludes: ['claim-deliberate', 'claim-outside'],
    },
    { text: 'True, though the neighbors are the last to believe it.', requires: ['claim-place'] },
    {
      text: 'False; it began when a drunk mistook the building for the one across the square.',
      excludes: ['town-hamlet'],
      requires: ['claim-place'],
    },
    'True, and it is not even the strangest thing to happen that month.',
    'False; it began as a dare between two apprentices, and the dare soon got away from both.',
    'Nobody has checked, and nobody wants to be the one who does.',
    'Every fact of it is right; the conclusion everyone draws is wrong.',
    { text: 'True, but old news: the people who cared have long since stopped caring.', excludes: ['claim-plan'] },
    'False, and the first teller has changed the story twice since.',
    { text: 'Unclear: the two who saw it have not spoken to each other since.', requires: ['claim-sighting'] },
    'True as far as it goes, which is not nearly far enough.',
    'False; it is a garbled version of something that happened in the next town.',
    'Half true, but the half that is false is the half everyone enjoys.',
    { text: 'True; a priest heard it in confession and has been losing sleep ever since.', requires: ['claim-wrong'] },
    {
      // Only of a thing done on a day: not a habit, a poem or a standing state.
      text: 'Mostly false, but the place and the day are exactly right, which is troubling.',
      requires: ['claim-event'],
      excludes: ['claim-known', 'claim-plan'],
    },
    'True, and the details nobody believes are the truest part.',
    'Impossible to say; the story changes with whoever is buying the drinks.',
    'False, and a few people know it is false and are enjoying the show.',
    {
      text: 'True, though it was settled quietly months ago and nobody told the gossips.',
      requires: ['claim-event'],
      excludes: ['claim-known', 'claim-plan', 'claim-grave'],
    },
    { text: 'Nobody knows, and the magistrate has asked people to stop asking.', excludes: ['town-small'] },
    {
      text: 'False in every particular, yet it comes back every market day like a bad penny.',
      excludes: ['town-hamlet'],
    },
    'A lucky guess: whoever started it had no idea it was true.',
    'False; two old friends cooked it up over a card game, to settle a wager.',
    'True, but not for any reason the gossips have guessed.',
    'Half true: the names are right, but the rest was borrowed from a ballad.',
    'Unknown; the one person who could settle it is away until the thaw.',
    { text: 'False, and the rumor is older than the thing it says happened.', requires: ['claim-event'] },
    'Probably true; it has stayed the same through a dozen tellings, which is rare.',
    {
      text: 'False, though a good many people would be happier if it were true.',
      excludes: ['claim-grave', 'claim-shame', 'claim-wrong', 'claim-danger', 'claim-sad'],
    },
    'True, and whoever told it first has regretted it ever since.',
    { text: 'Hard to say; the only record of it was eaten by mice in the town archive.', excludes: ['town-small'] },
    'False; someone with a grudge and too much free time dreamed it up.',
    {
      text: 'True, and it has been so for longer than anyone suspects.',
      requires: ['claim-habit'],
      excludes: ['claim-place'],
    },
    { text: 'False; it began as a remark misheard across a crowded market.', excludes: ['town-hamlet'] },
    { text: 'True enough, though the gossips tell it in the wrong order.', requires: ['claim-event'] },
    { text: 'Still undecided: the watch sergeant and the priest disagree, loudly.', excludes: ['town-small'] },
    'False, and whoever started it would be mortified to learn how far it has gone.',
    'True, and any servant with sharp ears could prove it for the price of a meal.',
    'Nobody can agree; believers will not hear otherwise, and the rest have stopped trying.',
    {
      text: 'A lie with good bones: every part of it could have happened, and none of it did.',
      excludes: ['claim-plan'],
    },
    {
      text: 'True, and it is the second time; the first was hushed up years ago.',
      requires: ['claim-event', 'claim-wrong'],
    },
    // A warning foretells a danger, not someone talking in their sleep.
    {
      text: 'False; a fortune-teller said it as a warning, and the town took it for news.',
      requires: ['claim-danger'],
      excludes: ['claim-plan'],
    },
    'Unproven; the only one who asks about it seriously is a traveling scholar with a notebook.',
    { text: 'True; everyone knew it once, and the town simply forgot for a generation.', requires: ['claim-lore'] },
    'False, and the tale has already cost an innocent neighbor a good deal of sleep.',
    'True in part; the rest was added by a tavern keeper who likes a full room.',
    {
      text: 'True, and {$sThey} {$sAre} relieved someone finally said it aloud.',
      excludes: ['claim-place', 'claim-boast'],
    },
    {
      text: 'False; {$sThey} {$sWere} nowhere near, and a dozen people can say so.',
      requires: ['claim-event'],
      excludes: ['claim-place', 'claim-known'],
    },
    {
      text: 'False, and {$sTheir} neighbors have been quietly standing up for {$sThem} since it began.',
      excludes: ['claim-place', 'claim-boast'],
    },
    {
      text: 'Half true: {$sThey} started it, but lost interest halfway through.',
      requires: ['claim-habit'],
      excludes: ['claim-place', 'claim-known'],
    },
    { text: 'True, and {$sThey} told exactly one person, who told everyone.', excludes: ['claim-place'] },
    {
      text: 'True, and {$sThey} laughed out loud the first time {$sThey} heard it repeated.',
      requires: ['claim-boast'],
      excludes: ['claim-place'],
    },
    {
      text: 'Nobody knows; {$sThey} {$sHave} given three different answers to three different people.',
      excludes: ['claim-place'],
    },
    {
      text: 'False, and {$sThey} {$sHave} threatened to take the next person who repeats it before the magistrate.',
      excludes: ['town-small', 'claim-place', 'claim-boast'],
    },
    {
      text: 'True, though {$sThey} {$sAre} far from the only one in town with the same secret.',
      requires: ['claim-shame'],
      excludes: ['claim-place'],
    },
    { text: 'False, and the real culprit is standing near enough to hear it told.', requires: ['claim-wrong'] },
    {
      text: 'True, though {$sThey} {$sAre} sorry for it, and sorrier every week.',
      requires: ['claim-wrong'],
      excludes: ['claim-place'],
    },
    {
      text: 'Half true: {$sThey} {$sWere} there, but only as a bystander.',
      requires: ['claim-wrong', 'claim-event'],
      excludes: ['claim-place'],
    },
    { text: 'True; {$sTheir} own mother let it slip at a wedding.', excludes: ['claim-place'] },
    {
      text: 'True, and those who know {$sThem} best have decided, kindly, never to mention it.',
      requires: ['claim-sad'],
      excludes: ['claim-place'],
    },
    { text: 'True, and nobody much cares; it only spread because the week was dull.', requires: ['claim-petty'] },
    { text: 'True, and so harmless that the gossips are already bored of it.', requires: ['claim-petty'] },
    {
      text: 'True, and at least one member of the council would lose everything if it came out.',
      excludes: ['town-small'],
      requires: ['claim-grave'],
    },
    {
      text: 'True, and the watch knows, and has been paid not to.',
      requires: ['claim-grave'],
      excludes: ['town-small'],
    },
    { text: 'False, and whoever keeps spreading it is asking for a knife in the dark.', requires: ['claim-grave'] },
    { text: 'True, and someone has already left town rather than be asked about it.', requires: ['claim-grave'] },
    {
      text: 'True, and anyone who has lived on that street ten years or more could say so.',
      requires: ['claim-place'],
    },
    {
      text: 'False; the council had the place searched from roof to cellar, twice.',
      requires: ['claim-place', 'claim-hidden'],
      excludes: ['town-small', 'open-place'],
    },
    {
      text: 'True, and the owner would sooner sell up than admit it.',
      requires: ['claim-place'],
      excludes: ['claim-plan', 'claim-outside'],
    },
    { text: 'Half true: it was so for one winter, but never since.', requires: ['claim-place', 'claim-habit'] },
    {
      text: 'False; the story belongs to a building of the same name in another town.',
      requires: ['claim-place'],
      excludes: ['claim-plan'],
    },
    {
      text: 'True, and an old map in the temple archive marks the spot with a small cross.',
      excludes: ['town-small'],
      requires: ['claim-place', 'claim-hidden'],
    },
    {
      text: 'Nobody knows; the last person who went to look came back and would not say.',
      requires: ['claim-place', 'claim-uncanny'],
    },
    {
      text: 'True, and the youngsters of the street have known it for years, though no grown-up believes a word of it.',
      requires: ['claim-place', 'claim-lore'],
    },
    'True, and nobody who knows the details will speak of it sober.',
    {
      text: 'False; a parrot at the inn repeats something like it, and people took the bird at its word.',
      excludes: ['town-small'],
    },
    'Half true, but the half that matters has been left out of every telling.',
    'Nobody knows, and the one old woman who might is enjoying the silence.',
    'False; it was a riddle at a wedding, and somebody took it for news.',
    { text: 'True, and the proof was nearly burned last winter, by accident or not.', excludes: ['claim-sad'] },
    'Mostly true, except for the part everyone finds most interesting.',
    { text: 'False; the story has the right town and the wrong century.', excludes: ['claim-plan'] },
    'Uncertain; even those who swear to it swear to different versions.',
    { text: 'True, and the details are worse than the rumor lets on.', requires: ['claim-shame'] },
    'False; a bored scribe invented it to see how long it would take to come back to him.',
    { text: "True, but it is yesterday's news to anyone who matters.", excludes: ['claim-plan', 'claim-grave'] },
    'Half true, but the real story is duller and stranger at once.',
    'Nobody can check: the only record went missing the week the rumor began.',
    { text: 'False, and whoever repeats it at the wrong table will regret it.', requires: ['claim-grave'] },
    'True, and three households have been quietly rearranging whole lives around it.',
    'False; it is the plot of a traveling puppet show, mistaken for gossip.',
    { text: 'Partly true; the gossips have swapped who did what to whom.', requires: ['claim-event'] },
    'True, though the one who started it did so out of kindness, not spite.',
    { text: 'False; it grew from a nickname that stuck to the wrong person.', excludes: ['claim-place'] },
    { text: 'Unknown; the watch has a file on it and the file is empty.', excludes: ['town-small'] },
    { text: 'True, and the temple has quietly added a line about it to the evening prayers.', requires: ['claim-sad'] },
    'False; a child overheard half a conversation and filled in the rest.',
    'True, and at least two people in town have known for a year and said nothing.',
    'False; it is the garbled end of a much older quarrel between two families.',
    { text: 'True, and it is the kind of thing that only gets truer the more people look.', requires: ['claim-habit'] },
    {
      text: 'False, though it is just the sort of thing that might be true next year.',
      excludes: ['claim-grave', 'claim-known'],
    },
    'Half true, but the details come from a dream somebody told at breakfast.',
    { text: 'True, and anyone careful could confirm it in an afternoon, given the nerve.', requires: ['claim-danger'] },
    'False; the tale was cut from whole cloth by a tailor with a grudge.',
    'True, and the person who first noticed has been dining out on it ever since.',
    'False; the teller mixed up two stories on the walk home from the tavern.',
    'Nobody knows for sure, and the ones who might are suddenly very busy.',
    'True, though it is a good deal less interesting up close.',
    'False; the whole thing started with a sneeze mistaken for a name.',
    'Half true, but the teller has the wrong end of it entirely.',
    { text: 'True, and a clerk at the market hall has the paperwork to prove it.', excludes: ['town-small'] },
    'False; it was a bit of theater at the spring fair that people forgot was theater.',
    'Somewhere in between: true on Tuesdays, as the old joke goes.',
    {
      text: 'True, and it has been true for so long that nobody thought it worth saying.',
      excludes: ['claim-plan', 'claim-event'],
    },
    'False; a pair of gossips invented it to learn which of the neighbors repeats things.',
    { text: 'Hard to tell: the story improves every time it crosses the square.', excludes: ['town-hamlet'] },
    { text: 'True, and the town will pretend to be shocked for exactly one week.', requires: ['claim-shame'] },
    'False, and one honest look would settle it, but nobody wants it settled.',
    // Only of a wrong, which has someone to cast as its villain.
    { text: 'True, though the teller has added a villain the tale does not need.', requires: ['claim-wrong'] },
    { text: 'Unknown; the only two witnesses are not on speaking terms.', requires: ['claim-sighting'] },
    'False; it comes from a song sung badly enough to be misheard.',
    'True, and the gossips have, for once, undersold it.',
    'Mostly false: one small true thing has been dressed up in borrowed clothes.',
    { text: 'True, but it is only half the tale, and the other half is gentler.', excludes: ['claim-grave'] },
    'False; the first teller was three cups deep and is embarrassed now.',
    'Nobody can say; the ledger that would show it is kept by someone who cannot read.',
    'True, and there is a letter somewhere that says so in plain words.',
    {
      text: 'False, though a few people are hoping it comes true out of sheer mischief.',
      excludes: ['claim-grave', 'claim-sad'],
    },
    'A tangle: part of it happened to somebody, and none of it happened like this.',
    'True, and it explains a good many small things people had wondered about.',
    'False; it was overheard through a wall, and walls are poor listeners.',
    'Half true, but the gossip has swapped the heroes and the fools.',
    {
      text: 'Unproven; a purse of silver has been offered for proof, and nobody has claimed it.',
      excludes: ['claim-sad'],
    },
    {
      text: 'True, and it is old enough that the people it shamed are long past caring.',
      requires: ['claim-shame'],
      excludes: ['claim-plan'],
    },
    { text: 'True, though the sum is half what the gossips say.', requires: ['claim-money'] },
    {
      text: 'False; the money came from an honest inheritance, and some very dull paperwork proves it.',
      requires: ['claim-money'],
    },
    {
      text: 'True, and the money is long gone, mostly on the wrong things.',
      requires: ['claim-money'],
      excludes: ['claim-plan'],
    },
    { text: 'Exaggerated: the purse was real, but it held coppers, not gold.', requires: ['claim-money'] },
    // Of a claim that gives a reason (`claim-reason`): the reason is what the truth corrects.
    { text: 'True, though the reason is not the one being given.', requires: ['claim-reason'] },
    { text: 'Half true: it happened, but for a far kinder reason than the gossips give.', requires: ['claim-reason'] },
    { text: 'True, and the real reason is even odder than the one in the story.', requires: ['claim-reason'] },
  ],
  rumorFortuneAdj: ['staggering', 'modest', 'cursed', 'ill-gotten', 'inherited'],
  rumorBeastAdj: ['half-starved', 'mangy', 'glossy', 'enormous', 'one-eyed', 'bad-tempered'],
  rumorStrangerAdj: ['tall', 'limping', 'scarred', 'soft-spoken', 'perfumed', 'one-handed'],
  rumorTreasureAdj: ['rusted', 'iron-bound', 'heavy', 'salt-stained', 'locked', 'rotting'],
} as const satisfies Grammar;
