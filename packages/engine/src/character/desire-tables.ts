import type { Grammar } from '../core/table';

/** Longings too small for an eye or a hand: comfort, money, love, a name, a home, a quiet life, youth. */
const BODY_PRICE_NOT = [
  'price-paid',
  'ds-wealth',
  'ds-love',
  'ds-power',
  'ds-fame',
  'ds-home',
  'ds-peace',
  'ds-belong',
  'ds-youth',
];

/**
 * Desires: what a character longs for and how the longing shows (one family per row), then what
 * would be given up for it or a keepsake that keeps it alive. A family row implies its `ds-` tag,
 * and a sacrifice that would undo the wish itself (a good name traded for fame, every friend for
 * belonging) excludes it. Root: `desire`.
 */
export const DESIRE_GRAMMAR = {
  desire: [
    { text: '{dTrait}.', weight: 2 },
    { text: '{dTrait}. {dPrice}', weight: 4 },
    { text: '{dTrait}. {dToken}', weight: 3 },
  ],
  dTrait: [
    { text: '{dLoveCore.cap}; {dLoveTell}', implies: ['ds-love'] },
    // Not of someone who turns down every honor for fear of failing.
    // Nor of someone content with very little (`t-content`).
    {
      text: '{dFameCore.cap}; {dFameTell}',
      excludes: ['t-shuns-fame', 't-content'],
      implies: ['ds-fame', 't-seeks-fame', 't-grasping'],
    },
    { text: '{dWealthCore.cap}; {dWealthTell}', excludes: ['t-content'], implies: ['ds-wealth', 't-grasping'] },
    { text: '{dHomeCore.cap}; {dHomeTell}', implies: ['ds-home'] },
    { text: '{dLoreCore.cap}; {dLoreTell}', excludes: ['t-set'], implies: ['ds-lore', 't-curious'] },
    { text: '{dFreeCore.cap}; {dFreeTell}', implies: ['ds-free'] },
    // Not the longing of a kind or forgiving soul.
    {
      text: '{dRevengeCore.cap}; {dRevengeTell}',
      excludes: ['p-kind', 'p-forgiving', 't-forgiving'],
      implies: ['ds-revenge', 't-grudging'],
    },
    { text: '{dPeaceCore.cap}; {dPeaceTell}', implies: ['ds-peace'] },
    { text: '{dAdventureCore.cap}; {dAdventureTell}', implies: ['ds-adventure'] },
    { text: '{dKinCore.cap}; {dKinTell}', implies: ['ds-kin'] },
    { text: '{dFaithCore.cap}; {dFaithTell}', excludes: ['p-godless'], implies: ['ds-faith'] },
    { text: '{dArtCore.cap}; {dArtTell}', implies: ['ds-art'] },
    {
      text: '{dPowerCore.cap}; {dPowerTell}',
      excludes: ['t-shuns-fame', 't-content'],
      implies: ['ds-power', 't-seeks-fame', 't-grasping'],
    },
    { text: '{dYouthCore.cap}; {dYouthTell}', implies: ['ds-youth'] },
    { text: '{dBelongCore.cap}; {dBelongTell}', implies: ['ds-belong'] },
  ],
  dLoveCore: [
    'longs to be loved without conditions',
    // Years ago is a childhood for someone barely grown.
    {
      text: 'aches for a sweetheart lost years ago',
      requires: ['age>=22', 'grownYears>=4'],
      excludes: ['young-to-wed'],
      implies: ['love-lost'],
    },
    // Not of someone who buried a spouse and swore never to marry again, nor of the too young.
    {
      text: 'dreams of a grand romance like the ones in ballads',
      excludes: ['h-widowed', 'young-to-wed', 'wed-secret'],
    },
  ],
  dLoveTell: [
    { text: 'lingers at weddings long after the dancing ends', excludes: ['young-to-wed'] },
    { text: 'writes love letters to nobody in particular', excludes: ['love-lost', 'young-to-wed'] },
    'watches couples in the square with open envy',
    'has asked a fortune-teller the same question a dozen times',
    { text: 'still sets out two cups at breakfast', requires: ['love-lost'], weight: 2 },
    { text: 'keeps a book of love poems with the corners worn soft', excludes: ['love-lost'] },
    'goes quiet and wistful whenever a wedding bell rings',
    { text: 'rereads the same few letters from long ago', requires: ['love-lost'], weight: 2 },
  ],
  dFameCore: ['craves recognition', 'wants a name that outlives a lifetime', 'yearns to be taken seriously'],
  dFameTell: [
    'practices a speech for an honor that has never been offered',
    // Only someone whose work is made by hand and can bear a name: a craftsman or an artist.
    { text: 'signs every piece of work in large letters', requires: ['jobType=Craft|Arts'] },
    'hangs about wherever important people gather',
    // Old achievements take years of grown life to gather.
    // Not of someone shy and soft-spoken, nor sparing with words.
    {
      text: 'tells anyone who will listen about old achievements',
      requires: ['grownYears>=10'],
      excludes: ['t-quiet', 't-terse'],
    },
    // A town ledger is a town's, not a hamlet's.
    { text: 'keeps a scrapbook of every mention in the town ledger', excludes: ['town-hamlet'] },
    'volunteers for any task that comes with a public thank-you',
    'rehearses modest answers to praise that never comes',
  ],
  // Someone rich already lives in silk and has no coins to count; they only want more.
  dWealthCore: [
    // Not of someone already rich, who wants a greater fortune instead.
    { text: 'wants to be rich, properly rich', requires: ['wealth!=rich'] },
    // Not of a miser, who counts coins for love of it (`fg-miser`).
    { text: 'dreams of never counting coins again', requires: ['wealth!=rich'], excludes: ['fg-miser'] },
    { text: 'longs for a life of silk and silver', requires: ['wealth!=rich'] },
    // Says "fortune" once: no fortune not yet made after it (`w-fortune`).
    { text: 'wants a fortune to dwarf the one already made', requires: ['wealth=rich'], implies: ['w-fortune'] },
  ],
  dWealthTell: [
    // Not of someone who works behind that window.
    { text: "stops at every jeweler's window", requires: ['job!=Jeweler|Gem cutter'] },
    { text: 'plans how to spend a fortune not yet made', excludes: ['t-thrifty', 'w-fortune'] },
    // Not of a miser (`t-thrifty`), who buys no tickets.
    { text: 'buys a ticket in every raffle at every fair', excludes: ['t-thrifty'] },
    { text: 'copies the manners of merchants in the hope of passing for one', requires: ['wealth!=rich'] },
    // A greedy eye is not a giving soul's.
    { text: 'reckons the worth of every house passed on the street', excludes: ['t-kind'] },
    'haunts the counting houses asking about ventures',
    { text: 'keeps a ledger of a fortune that exists only on paper', excludes: ['w-fortune'] },
  ],
  // Everyone here already keeps a home of their own: the longing is for a different one.
  dHomeCore: [
    // Not of the rich, nor of someone content with very little.
    { text: 'longs for a bigger house with a garden out back', excludes: ['wealth-rich', 't-content'] },
    // Not of someone still living in the town they were born in.
    { text: 'wants to go home, to a village that may no longer exist', excludes: ['native'], implies: ['home-lost'] },
    'dreams of a hearth that nobody can take away',
    // A market is not a hamlet's.
    { text: 'wants a house on a quiet lane, far from the noise of the market', excludes: ['town-hamlet'] },
    { text: 'longs for a home with room enough for the whole family under one roof', excludes: ['only-child'] },
  ],
  dHomeTell: [
    'sketches the same hillside farmhouse over and over',
    'talks about an old hearth as if it were holy',
    { text: 'carries a pouch of soil from the old village', requires: ['home-lost'] },
    { text: 'saves every spare coin toward a plot of land', excludes: ['home-lost'] },
    { text: 'asks every peddler from the hills whether the old mill still stands', requires: ['home-lost'] },
    { text: 'stops to look at every house put up for sale', excludes: ['home-lost'] },
    { text: 'keeps a drawing of the perfect kitchen pinned above the bed', excludes: ['home-lost'] },
  ],
  dLoreCore: [
    'hungers to understand the world',
    { text: 'wants to learn one particular secret', implies: ['lore-one'] },
    'longs to be a scholar',
  ],
  dLoreTell: [
    'reads anything, from tax rolls to love letters',
    'has questioned every scholar who passed through town',
    { text: 'keeps a list of unanswered questions that grows every week', excludes: ['lore-one'] },
    'pays travelers in ale for their stories',
    { text: 'goes quiet whenever a certain old tower is mentioned', requires: ['lore-one'] },
    'copies out borrowed books by candlelight',
    'asks the priest questions the priest would rather not answer',
  ],
  // Each longing implies the kinds of tell that answer it: `free-duty` (a bond to be rid of),
  // `free-road` (the road itself), `free-self` (no master). No bristling at orders for a dream of
  // the road, no debt counted down for a wish to answer to nobody.
  dFreeCore: [
    { text: 'yearns to be free of an old obligation', implies: ['free-duty'] },
    { text: 'dreams of the open road', implies: ['free-road'] },
    { text: 'wants to answer to nobody', implies: ['free-self'] },
  ],
  dFreeTell: [
    { text: 'watches the caravans leave with an unreadable face', requires: ['free-road'] },
    { text: 'keeps a bag packed under the bed', requires: ['free-road'] },
    { text: 'bristles at the smallest order', requires: ['free-self'] },
    { text: 'has memorized every road out of town', requires: ['free-road'] },
    { text: 'stands at the crossroads some evenings, just looking', requires: ['free-road'] },
    { text: 'counts the days until an old debt is paid off', requires: ['free-duty'] },
    { text: 'keeps a purse of coins set aside for a journey never taken', requires: ['free-road'] },
    { text: 'rereads the old contract by candlelight, hunting for a loophole', requires: ['free-duty'] },
    { text: 'has turned down every post that comes with a master', requires: ['free-self'] },
    { text: 'does every task any way but the way it was asked', requires: ['free-self'] },
  ],
  // Each revenge implies the kinds of tell that answer it: `rev-one` (one enemy, to be faced),
  // `rev-family` (a house, to be brought down), `rev-grudge` (any old wrong nursed). No blade
  // practice for ruining a family, no list of names crossed off for a single enemy.
  dRevengeCore: [
    { text: 'burns for revenge against an old enemy', implies: ['rev-one', 'rev-grudge'] },
    {
      text: 'wants to see a certain family ruined',
      excludes: ['align-good'],
      implies: ['rev-family', 'rev-grudge'],
    },
  ],
  dRevengeTell: [
    { text: 'keeps a list of names and crosses one off each year', requires: ['rev-family'] },
    // Practice for revenge, not the craft of a group named for the blade.
    { text: 'practices with a blade every night', requires: ['rev-one'], excludes: ['gname-blade'] },
    { text: 'asks every traveler about one particular face', requires: ['rev-one'] },
    { text: 'smiles too brightly whenever one particular name comes up', requires: ['rev-grudge'] },
    // Buying up debts takes money of one's own: someone who runs a place and is not poor.
    {
      text: "buys up that family's debts wherever they turn up",
      requires: ['rev-family', 'role=owner', 'wealth!=poor'],
    },
    { text: 'keeps a ledger of the old wrong, every detail in order', requires: ['rev-grudge'] },
    { text: "watches the old enemy's door from across the street", requires: ['rev-one'] },
    { text: "courts the family's creditors, one by one", requires: ['rev-family'] },
  ],
  // A quiet life is not the wish of someone addicted to danger (`fl-rash`).
  // A quiet life (`pc-quiet`) is answered by shunning noise and quarrels; a night's sleep
  // (`pc-sleep`) by what the sleepless do at dusk and dawn.
  dPeaceCore: [
    { text: 'wants, more than anything, a quiet life', excludes: ['fl-rash', 't-loud'], implies: ['pc-quiet'] },
    { text: 'longs for a single night of untroubled sleep', implies: ['pc-sleep'] },
  ],
  dPeaceTell: [
    // Not of someone loud or quick to anger.
    {
      text: 'flinches at raised voices',
      requires: ['pc-quiet'],
      excludes: ['t-loud', 't-hot', 't-calm', 't-brave'],
    },
    { text: 'tends a small garden with great devotion', requires: ['pc-quiet'] },
    {
      text: 'avoids every quarrel, even the ones worth having',
      requires: ['pc-quiet'],
      excludes: ['t-hot', 't-cutting'],
    },
    { text: 'sits in the temple garden at dawn, just listening', requires: ['pc-sleep'], excludes: ['p-godless'] },
    { text: 'walks by the water each evening to settle the mind', requires: ['pc-sleep'] },
    { text: 'keeps a house where no voice is ever raised', requires: ['pc-quiet'] },
    { text: 'leaves any room where an argument is brewing', requires: ['pc-quiet'] },
    { text: 'has tried every nightcap the herbalist brews', requires: ['pc-sleep'] },
    { text: 'counts the roof beams until the birds start singing', requires: ['pc-sleep'] },
  ],
  dAdventureCore: [
    // Not of a coward (`fl-coward`).
    // Not of a coward (`fl-coward`) or a timid soul, nor of one content to do nothing.
    {
      text: 'craves adventure and danger',
      excludes: ['fl-coward', 't-timid', 't-idle', 't-careful'],
      implies: ['adv-danger', 't-brave', 't-restless', 't-reckless'],
    },
    { text: 'wants to see something no one has ever seen', implies: ['adv-sight'] },
  ],
  dAdventureTell: [
    'pores over maps of distant lands',
    'pesters every adventurer for stories',
    // Not of someone whose work is arms, who has used one.
    { text: 'owns a fine sword and has never used it', requires: ['adv-danger'], excludes: ['Arms'] },
    // Not of someone who dreads the dark, tight spaces or what lives under the ground, nor of a
    // careful soul who tests every floorboard (`t-careful`).
    {
      text: 'volunteers to explore every cellar and cave nearby',
      excludes: ['fear-dark', 'fear-close', 'beast-small', 'beast-wild', 'p-dark', 't-timid', 't-careful'],
      implies: ['t-brave', 't-reckless'],
    },
    'keeps a pack ready with rope, flint and a spare pair of socks',
    'buys drinks for every caravan guard in exchange for tales',
  ],
  dKinCore: [
    // Not of someone already wed in secret (`wed-secret`), who has a spouse to go home to.
    {
      text: 'wants a family and a full table every evening',
      excludes: ['children', 'wed-secret'],
      implies: ['kin-new'],
    },
    {
      text: 'longs to be reconciled with an estranged brother',
      excludes: ['only-child', 'no-brother'],
      implies: ['kin-brother'],
    },
    {
      text: 'wants to know what became of a cousin who left home one night and never wrote',
      implies: ['kin-lost'],
    },
    {
      text: 'longs to hear from a grown child who left and never wrote',
      // Not of someone whose grown children are named on their sheet, living in town.
      excludes: ['childless', 'children'],
      implies: ['kin-lost', 'kin-child'],
    },
  ],
  dKinTell: [
    { text: 'keeps a small wooden toy carved for a child long grown', requires: ['kin-child'] },
    // Not of someone still living at home.
    { text: 'writes a letter home every week and never sends it', requires: ['kin-brother'], excludes: ['native'] },
    { text: 'watches other families at festivals', requires: ['kin-new'] },
    { text: 'asks every traveler from the south about a certain face', requires: ['kin-lost'] },
    {
      text: 'sets an extra place at the table, just in case',
      excludes: ['kin-brother', 'w-in-case'],
      implies: ['w-in-case'],
    },
    { text: 'walks past the old family house and never knocks', requires: ['kin-brother'] },
  ],
  dFaithCore: [
    { text: 'longs for a sign from the gods', implies: ['faith-sign'] },
    'wants to be forgiven for something unforgivable',
  ],
  dFaithTell: [
    'prays every night for an answer that never comes',
    'gives far too much to the temple',
    'stops at every shrine on every road',
    // Five priests to confess to: a town's, not a village's.
    // Confession is said once: not after a goal that already confesses every week (`w-confess`).
    {
      text: 'has confessed the same sin to five different priests',
      excludes: ['town-small', 'faith-sign', 'w-confess'],
    },
    { text: 'reads omens in spilled salt and the flight of crows', requires: ['faith-sign'] },
    'lights a candle at every shrine passed',
    'fasts on the holy days, and on a few of {$their} own choosing',
  ],
  // Each dream implies the kinds of practice that answer it, and every tell requires one:
  // `art-make` (a made thing: a picture, a carving), `art-stage` (an audience), `art-tune` (music
  // of one's own). No sketching in ledgers for a dream of the stage.
  dArtCore: [
    { text: 'wants to make one thing of true beauty', implies: ['art-make', 'art-tune'] },
    { text: 'dreams of performing before royalty', implies: ['art-stage'] },
    { text: 'longs to hear an original song sung in a great hall', implies: ['art-tune'] },
  ],
  dArtTell: [
    // Not of someone whose trade is music, or whose group is named for the lute.
    {
      text: 'practices the lute until the neighbors complain',
      requires: ['art-stage', 'job!=Musician'],
      excludes: ['gname-lute'],
    },
    { text: 'rehearses a bow to an imagined crowd every night', requires: ['art-stage'] },
    { text: 'recites to an empty room as if it held a royal court', requires: ['art-stage'] },
    { text: 'sketches every face in the tavern', requires: ['art-make'] },
    { text: 'keeps a half-finished masterpiece under a sheet', requires: ['art-make'] },
    { text: 'spends every spare coin on {?dPaintAdj} pigments', requires: ['art-make'] },
    {
      text: 'hums new tunes under the breath all day long',
      requires: ['art-tune'],
      excludes: ['p-music'],
      implies: ['p-music'],
    },
    { text: 'scratches verses and melodies on any scrap to hand', requires: ['art-tune'] },
    { text: 'fills the margins of every ledger with sketches', requires: ['art-make'] },
  ],
  dPowerCore: [
    'hungers for power',
    // Not of someone who already leads a group or sits at court.
    { text: 'wants a seat at the table where decisions are made', excludes: ['leader', 'Nobility'] },
  ],
  dPowerTell: [
    // A town council is not a hamlet's.
    { text: 'studies the charter of the town council by candlelight', excludes: ['town-hamlet'] },
    'collects favors from anyone with influence',
    { text: 'imagines giving orders to the people who give orders now', excludes: ['leader'] },
    'has already designed a coat of arms',
    { text: 'learns the names of every clerk in the council house', excludes: ['town-hamlet'] },
    'attends every public meeting and speaks at most of them',
    'keeps careful note of who owes whom',
  ],
  dYouthCore: [
    { text: 'wants to be young again', excludes: ['young'] },
    { text: 'longs to be cured of a lingering illness', implies: ['youth-ill'] },
  ],
  dYouthTell: [
    { text: 'buys every tonic sold at every fair', excludes: ['t-thrifty'], implies: ['t-spendthrift'] },
    { text: 'counts gray hairs each morning', excludes: ['hairless', 'young', 'youth-ill'] },
    'visits every healer who passes through',
    { text: 'has made the pilgrimage to the holy springs twice', excludes: ['p-godless'] },
    // Not of someone who keeps a mirror in every pocket.
    { text: 'avoids every mirror in the house', excludes: ['youth-ill', 'p-mirror'], implies: ['no-mirror'] },
    // A town wall is not a hamlet's or a village's.
    {
      text: 'walks the town wall each dawn to prove the legs still work',
      // Legs proved each dawn are not a youngster's.
      requires: ['youth-ill', '!young'],
      excludes: ['town-small'],
    },
    {
      text: 'walks to the edge of town and back each dawn to prove the legs still work',
      requires: ['youth-ill', '!young'],
    },
  ],
  // A newcomer's longing and its tells are not of someone still living where they were born
  // (`native`), who longs instead to be let in by the town that raised them.
  dBelongCore: [
    'wants to belong somewhere',
    { text: 'longs to be accepted by the people of this town', excludes: ['native'], implies: ['belong-new'] },
    { text: 'longs to be welcome at last among the old families of the town', requires: ['native'] },
    { text: 'longs to feel at home at last on the street where {$they} grew up', requires: ['native'] },
  ],
  dBelongTell: [
    { text: 'volunteers for every festival committee', excludes: ['t-solitary'] },
    { text: 'laughs a little too hard at local jokes', excludes: ['native'] },
    { text: 'has learned every local song by heart', excludes: ['native'] },
    'brings gifts to neighbors who never return the favor',
    { text: "still hopes to be asked to carry a banner at the founders' feast", requires: ['native'] },
    // Not of the life of every party.
    {
      text: 'sits at the edge of every gathering, waiting to be asked in',
      excludes: ['belong-new', 't-social', 't-loud'],
      implies: ['t-solitary'],
    },
  ],
  dPrice: [
    'Would give up {dSacrifice} to get there.',
    'Would trade {dSacrifice} for that without a second thought.',
    { text: 'Has already given up {dSacrifice} chasing that hope.', implies: ['price-paid'] },
    'Would give up almost anything for that, but not {dSacrifice}.',
    'Would stake {dSacrifice} on it.',
    'Would risk {dSacrifice} for the chance.',
  ],
  // What might be given up; a row that would undo a wish excludes that wish's `ds-` tag.
  dSacrifice: [
    // A comfortable life is had only by someone not poor.
    { text: 'a comfortable life', requires: ['wealth!=poor'], excludes: ['ds-peace', 'ds-wealth', 'ds-home'] },
    { text: 'a good name', excludes: ['ds-fame', 'ds-belong', 'ds-power', 'ds-peace'] },
    // Nothing the flaw has already cost is given up again here.
    { text: 'an inheritance', excludes: ['ds-wealth', 'lost-inheritance'] },
    { text: 'a right hand', excludes: [...BODY_PRICE_NOT, 'ds-art', 'ds-revenge'], weight: 0.5 },
    // Not of a kind soul, who would give up no friend.
    { text: 'every friend in town', excludes: ['ds-belong', 'ds-love', 'ds-kin', 't-kind', 'lost-friend'] },
    { text: 'ten years of life', excludes: ['price-paid', 'ds-youth'] },
    // Only of someone raised on a farm.
    { text: 'the family farm', requires: ['h-farm'], excludes: ['ds-home', 'ds-kin', 'ds-wealth'] },
    {
      // A promise still to be kept: not of someone who runs a place or leads a group already.
      text: 'a promising place in the guild',
      requires: ['employee', 'in-Guild'],
      excludes: ['ds-fame', 'ds-power', 'ds-wealth', 'Faith', 'Arms', 'Nobility', 'leader'],
    },
    // Not already given up by someone who still runs a shop or a house.
    { text: 'every worldly possession', excludes: ['ds-wealth', 'ds-home', 'ds-power', 'price-paid'] },
    {
      text: 'a marriage',
      requires: ['grownYears>=10'],
      excludes: ['ds-kin', 'ds-love', 'ds-peace', 'young-to-wed', 'lost-match'],
    },
    // A body part is given up only for a desperate longing (kin lost, a god's word, revenge), never
    // for comfort, money, love, a name or a quiet life, and is never already paid.
    {
      text: 'the use of both eyes',
      excludes: [...BODY_PRICE_NOT, 'ds-lore', 'ds-art', 'ds-adventure', 'ds-free'],
      weight: 0.5,
    },
    {
      text: 'a seat on the council',
      // Held by the rich, who sit on councils, and given up only by them.
      requires: ['!young', 'wealth=rich'],
      excludes: ['town-hamlet', 'ds-power', 'ds-belong', 'ds-fame', 'employee'],
    },
    // Sobriety hard won takes some grown years of drinking first.
    { text: 'a hard-won sobriety', requires: ['grownYears>=5'], excludes: ['drinker', 'ds-peace', 'ds-youth'] },
    { text: 'the love of a loyal dog', excludes: ['ds-love'] },
    { text: 'a safe, dull future', excludes: ['ds-peace', 'ds-home'] },
    { text: 'a warm bed and a full belly', excludes: ['ds-peace', 'ds-home', 'ds-wealth'] },
    { text: 'the good opinion of every neighbor', excludes: ['ds-belong', 'ds-fame', 'ds-peace'] },
    { text: 'a life of good health', excludes: ['price-paid', 'ds-youth'] },
    { text: 'a place at the family table', excludes: ['ds-kin', 'ds-belong', 'ds-home'] },
    { text: 'every coin ever saved', excludes: ['ds-wealth', 't-spendthrift'] },
    { text: 'a trade that took years to master', requires: ['!young'], excludes: ['ds-art', 'ds-wealth', 'ds-lore'] },
    { text: 'the one keepsake left from childhood', excludes: ['ds-home', 'ds-kin'] },
    { text: 'a warm welcome in this town', excludes: ['ds-belong', 'ds-home', 'ds-peace'] },
    { text: 'a year of quiet evenings', excludes: ['ds-peace', 'ds-home'] },
  ],
  dToken: [
    // Not after a life story that already will not say why (`h-unsaid`).
    { text: 'Will not say why, but always carries {dKeepsake}.', excludes: ['h-unsaid'] },
    'Never goes anywhere without {dKeepsake}.',
    'Would part with anything but {dKeepsake}.',
    'Under the pillow, always: {dKeepsake}.',
  ],
  dKeepsake: [
    'a faded ribbon',
    // Not beside the pressed flower of the life story or the personality.
    { text: 'a pressed flower', excludes: ['w-pressed-flower'] },
    "a child's drawing",
    'a ticket for a ship that sailed years ago',
    'an unsent letter, worn soft at the folds',
    'a {?dCoinAdj} coin from a far country',
    { text: 'a lock of hair tied with thread', excludes: ['hairless'] },
    // Not of someone who shuns mirrors.
    { text: 'a cracked hand mirror', excludes: ['no-mirror'] },
    { text: 'a page torn from a holy book', excludes: ['p-godless'] },
    'a tin soldier with one arm',
    'a map with one place circled',
    'a key to a door long since bricked up',
    'a shell from a faraway beach',
    'a silver brooch shaped like a swallow',
  ],
  dPaintAdj: ['rare', 'costly', 'ground-lapis', 'foreign', 'shimmering'],
  dCoinAdj: ['worn', 'square', 'tarnished', 'bent', 'pierced', 'gleaming'],
} as const satisfies Grammar;
