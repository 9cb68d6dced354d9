import type { Grammar } from '../core/table';

/** Kinds of work whose holders would not take up a master craftsman's dream (any person without a job may). */
const NOT_CRAFT = ['Trade', 'Hospitality', 'Service', 'Faith', 'Learning', 'Arms', 'Nobility', 'Labor', 'Arts'];

type AimRow = {
  readonly text: string;
  readonly requires?: readonly string[];
  readonly excludes?: readonly string[];
  readonly implies?: readonly string[];
  readonly weight?: number;
};

/**
 * An aim with the rest of its sentence: the motive, the lead and a first step drawn from `steps`,
 * the one table of steps that serve this aim (`g<Family><Kind>Step`, of the aim's own family).
 */
const aim = (steps: string, row: AimRow) => ({
  ...row,
  text: `${row.text}, {gMotive}. {gStepLead.cap} {${steps}}.`,
});

/**
 * Goals: an aim, a motive and a first step already taken. Each family of aims (wealth, rank,
 * craft...) has its table (`gWealthAim`), and each aim names the table of steps that serve it
 * (`gWealthSaveStep` for money put by, `gWealthTradeStep` for a trade built up): a step table
 * belongs to one family and is named only by aims that it serves (`goal-steps.test.ts`). An aim
 * implies the kinds of motive that can drive it (`gm-proof`: proving someone wrong; `gm-dare`:
 * defiance; `gm-feat`: a feat thought impossible; `gm-doubt`: a truth nobody credits; `gm-wager`;
 * `gm-name`: the family name; `gm-legacy`: being remembered; `gm-tales`: living up to old
 * stories; `gm-need` and `gm-safe`: money or safety for self and kin; `gm-haunt`; `gm-penance`;
 * `gm-promise`; `gm-debt`: of honor or kindness; `gm-time`: a life running short; `gm-dull`: a
 * dull life to escape; `gm-sign`: a dream or a dying wish; `gm-fate`: a prophecy). An aim that
 * means facing people down implies `aim-bold`, which a coward's flaw excludes. Root: `goal`.
 */
export const GOAL_GRAMMAR = {
  goal: [
    { text: '{gVerb.cap} {gWealthAim}', implies: ['aim-wealth'] },
    { text: '{gVerb.cap} {gRankAim}', implies: ['aim-rank'] },
    { text: '{gVerb.cap} {gCraftAim}', implies: ['aim-craft'] },
    { text: '{gVerb.cap} {gKinAim}', implies: ['aim-kin'] },
    { text: '{gVerb.cap} {gJusticeAim}', implies: ['aim-justice'] },
    { text: '{gVerb.cap} {gTravelAim}', implies: ['aim-travel'] },
    // Not the aim of someone who will not set foot in a temple.
    { text: '{gVerb.cap} {gFaithAim}', excludes: ['p-godless'], implies: ['aim-faith'] },
    { text: '{gVerb.cap} {gTownAim}', implies: ['aim-town'] },
    { text: '{gVerb.cap} {gLoreAim}', excludes: ['t-set'], implies: ['aim-lore', 't-curious'] },
  ],
  gVerb: [
    'wants to',
    'means to',
    'has sworn to',
    'is determined to',
    'hopes one day to',
    // A secret aim (`g-secret`) takes no step done in public: no petition, no free ale.
    { text: 'quietly plans to', implies: ['g-secret'] },
    'has promised to',
    'is working to',
    // Not the vow of someone lazy and content with it (`t-idle`).
    { text: 'will stop at nothing to', excludes: ['t-idle'], implies: ['t-driven'] },
    { text: 'has secretly resolved to', implies: ['g-secret'] },
  ],
  gStepLead: [
    { text: 'step one:', implies: ['g-lead-start'] },
    'so far that means',
    { text: 'the first step is', implies: ['g-lead-start'] },
    'right now that means',
    'for now, that means',
    // A lead that opens the work (`g-lead-start`) takes no step that is already far along.
    { text: 'it starts with', implies: ['g-lead-start'] },
    // "Already begun with" names the first step too: nothing far along follows it.
    { text: 'it has already begun with', implies: ['g-lead-start'] },
    'this season that means',
  ],
  // Each motive needs the kind its aim implies; the letter fits any aim.
  gMotive: [
    { text: 'to prove a cruel teacher wrong', requires: ['gm-proof'] },
    { text: 'to show everyone who ever laughed', requires: ['gm-proof'] },
    { text: 'because a lover once laughed at the idea', requires: ['gm-proof'], excludes: ['young-to-wed'] },
    { text: 'to impress someone who has never noticed', requires: ['gm-proof'] },
    { text: 'to prove a former master wrong about {$them}', requires: ['gm-proof'] },
    { text: 'to win the respect of a distant parent', requires: ['gm-proof'], excludes: ['parents-0'] },
    {
      text: 'purely to spite a rival',
      requires: ['gm-proof'],
      excludes: ['aim-justice', 'aim-kin', 'aim-faith'],
      implies: ['gw-rival'],
    },
    { text: "to silence the cousins who call it a fool's dream", requires: ['gm-proof'] },
    {
      text: 'to prove an older brother wrong at last',
      requires: ['gm-proof'],
      excludes: ['only-child', 'no-brother', 'order-eldest'],
    },
    { text: 'to give the gossips at the well something new to talk about', requires: ['gm-proof'] },
    // A feat thought impossible (`gm-feat`): never of a wedding, a lawsuit or a reckoning.
    { text: 'because nobody believes it can be done', requires: ['gm-feat'] },
    { text: 'because the last three who tried gave up', requires: ['gm-feat'] },
    { text: 'because the old masters swore it could not be done', requires: ['gm-feat'] },
    // A truth nobody else credits (`gm-doubt`): a murder called an accident, a fall called an act of the gods.
    { text: 'because nobody else will believe it', requires: ['gm-doubt'] },
    { text: 'because the story everyone tells does not add up', requires: ['gm-doubt'] },
    { text: 'because the one witness changed the story twice', requires: ['gm-doubt'] },
    { text: 'out of sheer stubbornness', requires: ['gm-dare'] },
    { text: 'because everyone said it was foolish', requires: ['gm-dare'] },
    { text: 'because someone said {$they} would never dare', requires: ['gm-dare'] },
    { text: 'out of a temper that has never once backed down', requires: ['gm-dare'] },
    { text: 'to win a wager with an old friend', requires: ['gm-wager'] },
    { text: 'to settle a bet made at a wedding feast', requires: ['gm-wager'] },
    { text: 'because of a boast made too loudly over a third cup of wine', requires: ['gm-wager'] },
    { text: 'to win a bet with a smug cousin, and a barrel of cider with it', requires: ['gm-wager'] },
    { text: 'so that the family name means something again', requires: ['gm-name'] },
    { text: 'to wash a stain off the family name', requires: ['gm-name'] },
    {
      text: 'so that nobody sneers at the family name on market day again',
      requires: ['gm-name'],
      excludes: ['town-hamlet'],
    },
    { text: 'to lift a shame that has hung on the family for three generations', requires: ['gm-name'] },
    { text: "to live up to a grandmother's stories", requires: ['gm-tales'] },
    { text: 'to match the deeds of a great-uncle in the old songs', requires: ['gm-tales'] },
    { text: 'to be worthy of the ancestor in the fireside tales', requires: ['gm-tales'] },
    { text: 'because a grandfather told it so often that it feels owed', requires: ['gm-tales'] },
    { text: 'to be remembered after death', requires: ['gm-legacy'] },
    { text: 'so that something lasting bears {$their} name', requires: ['gm-legacy'] },
    // Making a mark is a motive for a lasting work or rank (`gm-legacy`), not for a marriage.
    { text: 'to be something more than a name in the tax roll', requires: ['gm-legacy'] },
    { text: 'to leave behind something that outlasts a gravestone', requires: ['gm-legacy'] },
    { text: 'so that the work is still praised long after {$their} funeral', requires: ['gm-legacy'] },
    { text: 'so that strangers a hundred years on will still say {$their} name', requires: ['gm-legacy'] },
    {
      text: 'to get out from under a bullying employer',
      requires: ['gm-need'],
      excludes: ['owner', 'aim-kin', 'aim-justice', 'aim-faith', 'aim-town', 'aim-lore'],
    },
    { text: 'to have something to leave the children', requires: ['gm-need'], excludes: ['childless'] },
    { text: 'for the sake of a sickly sister', requires: ['gm-need'], excludes: ['only-child', 'no-sister'] },
    {
      text: 'for the sake of a younger brother',
      requires: ['gm-need'],
      excludes: ['only-child', 'order-youngest', 'no-brother'],
    },
    {
      text: 'because the family cannot live through another lean year',
      requires: ['gm-need'],
      excludes: ['wealth-rich'],
    },
    { text: 'to keep the family off the charity of the temple', requires: ['gm-need'], excludes: ['wealth-rich'] },
    {
      text: 'because the rent has gone up twice this year',
      requires: ['gm-need'],
      excludes: ['wealth-rich', 'home-own'],
    },
    { text: 'to finally feel safe', requires: ['gm-safe'] },
    {
      text: 'so that nobody can ever turn {$them} out again',
      requires: ['gm-safe'],
      excludes: ['aim-justice', 'aim-lore', 'aim-craft', 'aim-travel', 'aim-faith'],
    },
    { text: 'so that the household can breathe easy again', requires: ['gm-safe'] },
    { text: 'because the danger has come too close to home once already', requires: ['gm-safe'] },
    // Money fears: of aims that bring in money (`gm-need`).
    { text: 'because the last hard winter nearly took everything', requires: ['gm-need'], excludes: ['wealth-rich'] },
    { text: 'so that no bailiff ever knocks at the door again', requires: ['gm-need'], excludes: ['wealth-rich'] },
    { text: 'to make the nightmares stop', requires: ['gm-haunt'] },
    { text: 'because an old fear has to be faced sooner or later', requires: ['gm-haunt'] },
    { text: 'to quiet a memory that comes back every night', requires: ['gm-haunt'] },
    { text: 'to stop seeing one particular face in every crowd', requires: ['gm-haunt'] },
    { text: 'because some nights the old shame is all there is', requires: ['gm-haunt'] },
    { text: 'as penance for an old mistake', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'to make amends for a wrong done long ago', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'to set right something done in anger', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'because an old cruelty will not stay buried', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'to keep a promise made at a graveside', requires: ['gm-promise'] },
    { text: 'to honor a vow sworn to a dying friend', requires: ['gm-promise'] },
    { text: 'to keep a promise made to a friend who never came home from the war', requires: ['gm-promise'] },
    {
      text: "because it was sworn on a mother's deathbed",
      requires: ['gm-promise'],
      excludes: ['mother-living', 'parents-2'],
    },
    { text: 'to settle a debt of honor', requires: ['gm-debt'] },
    { text: 'to repay an old kindness', requires: ['gm-debt'] },
    { text: 'to repay a teacher who asked for nothing but hard work', requires: ['gm-debt'] },
    { text: 'to repay the neighbors who fed the family through a bad winter', requires: ['gm-debt'] },
    { text: 'because a stranger once paid {$their} way out of trouble and asked nothing back', requires: ['gm-debt'] },
    // Old age comes later: not of the young, nor "before" it of the old.
    { text: 'before old age makes it impossible', requires: ['gm-time'], excludes: ['young', 'old'] },
    { text: 'because life is short and getting shorter', requires: ['gm-time'], excludes: ['young'] },
    { text: 'while there are still years enough to try', requires: ['gm-time'], excludes: ['young'] },
    { text: 'while {$their} knees still hold up', requires: ['gm-time'], excludes: ['young'] },
    {
      text: 'because forty winters have gone by with nothing to show for them',
      requires: ['gm-time', 'age>=40'],
      excludes: ['young'],
    },
    { text: 'while still young enough to start over', requires: ['gm-time'], excludes: ['old'] },
    { text: 'because it is the only thing that feels worth doing', requires: ['gm-time'] },
    { text: 'because every other door seems to have closed', requires: ['gm-time'] },
    { text: 'to escape a dull life', requires: ['gm-dull'] },
    { text: 'because the same four walls seem to close in a little more each year', requires: ['gm-dull'] },
    { text: 'because one more year of the same chores would be unbearable', requires: ['gm-dull'] },
    { text: 'to have one story worth telling by the fire', requires: ['gm-dull'] },
    { text: 'because every day has been the same for years', requires: ['gm-dull'], excludes: ['young'] },
    { text: 'because the gods demanded it in a dream', requires: ['gm-sign'], excludes: ['p-godless'] },
    { text: 'because a dying mentor asked it', requires: ['gm-sign'] },
    { text: 'because the same stranger has pointed the way in three dreams', requires: ['gm-sign'] },
    { text: 'because a recurring dream will not let the matter rest', requires: ['gm-sign'] },
    { text: 'because an old hermit pressed the task on {$them} and then vanished', requires: ['gm-sign'] },
    { text: 'because a white raven sat on the windowsill three mornings running', requires: ['gm-sign'] },
    { text: 'because a blind beggar spoke of it unasked and would not take a coin', requires: ['gm-sign'] },
    { text: 'because a fortune-teller swore it would happen', requires: ['gm-fate'] },
    { text: 'because the midwife read it in the birth-stars and never let anyone forget it', requires: ['gm-fate'] },
    { text: 'because a strange old woman at the fair foretold it', requires: ['gm-fate'] },
    { text: 'because the knucklebones fell the same way three times', requires: ['gm-fate'] },
    { text: 'because a palm-reader went pale and would say only that it must be done', requires: ['gm-fate'] },
    { text: 'because a letter arrived last month that changed everything', weight: 0.5 },
  ],
  gOldAdj: ['crumbling', 'half-forgotten', 'weather-beaten', 'old', 'ivy-covered', 'drafty'],
  gWildAdj: ['overgrown', 'half-forgotten', 'old', 'lonely'],
  gThingAdj: ['weather-beaten', 'old', 'chipped', 'half-forgotten'],
  gHalfAdj: ['half-finished', 'unfinished', 'barely begun', 'half-stitched'],

  // Wealth: money put by for one purchase or debt, or a trade built up.
  gWealthAim: [
    aim('gWealthSaveStep', {
      text: 'buy back the {?gWildAdj} family orchard',
      implies: ['gw-no-rivals', 'gm-proof', 'gm-name', 'gm-need', 'gm-promise'],
    }),
    aim('gWealthSaveStep', {
      text: 'own a ship outright',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-time', 'gm-fate', 'seek-sea'],
    }),
    aim('gWealthSaveStep', {
      text: 'pay off a crushing debt before winter',
      implies: ['gm-need', 'gm-safe', 'gw-no-rivals'],
    }),
    // Riches for their own sake: not the aim of someone content with very little (`t-content`).
    aim('gWealthSaveStep', {
      text: 'retire rich before forty',
      requires: ['age<34'],
      excludes: ['t-content'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-safe', 't-grasping'],
    }),
    aim('gWealthSaveStep', {
      text: 'buy a share in the new silver mine',
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-sign', 'gm-fate', 'seek-under'],
    }),
    aim('gWealthSaveStep', {
      text: 'buy the {?gOldAdj} tavern where the family once waited on tables',
      implies: ['gm-proof', 'gm-name'],
    }),
    aim('gWealthSaveStep', {
      text: 'buy the mill on the stream and the water rights that go with it',
      requires: ['job!=Miller'],
      implies: ['gm-proof', 'gm-dare', 'gm-need', 'gm-legacy', 'gm-name'],
    }),
    aim('gWealthSaveStep', {
      text: 'put by enough that the family never goes hungry in a bad winter again',
      excludes: ['wealth-rich'],
      implies: ['gm-need', 'gm-safe', 'gm-haunt', 'gm-promise', 'gw-no-rivals'],
    }),
    aim('gWealthSaveStep', {
      text: "buy a yoke of plow oxen and stop borrowing the neighbor's",
      requires: ['jobType=Labor'],
      excludes: ['wealth-rich'],
      implies: ['gm-need', 'gm-proof', 'gm-safe', 'gw-no-rivals'],
    }),
    aim('gWealthSaveStep', {
      text: 'buy back the cottage with the blue door that the family lost to the tax men',
      implies: ['gm-name', 'gm-need', 'gm-promise', 'gm-proof', 'gm-safe', 'gw-no-rivals'],
    }),
    aim('gWealthSaveStep', {
      text: 'raise a hundred gold crowns by midsummer',
      excludes: ['wealth-rich'],
      implies: ['gm-need', 'gm-wager', 'gm-dare', 'gm-feat', 'gm-safe'],
    }),
    aim('gWealthTradeStep', {
      text: 'open a shop on the main street',
      // Not of someone who already keeps one, or runs a place of their own.
      requires: ['job!=Shopkeeper'],
      excludes: ['owner'],
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-safe', 'gm-time'],
    }),
    // A merchant's aims: not a priest's, sworn to the temple, nor a noble's, above trade.
    aim('gWealthTradeStep', {
      text: 'become the richest merchant in the district',
      excludes: ['t-content', 'Faith', 'Nobility'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-name', 'gm-legacy', 't-grasping'],
    }),
    aim('gWealthTradeStep', {
      text: 'win the monopoly on salt in the valley',
      // A monopoly is won by someone already in trade with a place of their own.
      requires: ['role=owner'],
      excludes: ['t-content', 'Faith', 'Nobility'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 't-grasping'],
    }),
    aim('gWealthTradeStep', {
      text: 'run a string of pack mules over the mountain pass',
      excludes: ['Faith', 'Nobility'],
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-time'],
    }),
    aim('gWealthTradeStep', {
      text: 'take a stall at every fair from here to the coast',
      excludes: ['Faith', 'Nobility'],
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-need', 'gm-wager'],
    }),
    // A counting house wants a town big enough for more than one purse.
    aim('gWealthTradeStep', {
      text: 'open a counting house with {$their} own name over the door',
      excludes: ['t-content', 'Faith', 'Nobility', 'town-small'],
      implies: ['gm-proof', 'gm-name', 'gm-legacy', 'gm-dare', 't-grasping'],
    }),
    aim('gWealthTradeStep', {
      text: 'buy up the whole wool clip of the valley before the shearing',
      requires: ['in-business'],
      excludes: ['t-content', 'Faith', 'Nobility'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-wager', 't-grasping'],
    }),
  ],
  // Ways to put money by: every one of them brings a purchase or a paid debt nearer.
  gWealthSaveStep: [
    // Not of the rich, who keep their coin in a strongbox or a counting house.
    { text: 'saving every spare coin in a boot under the floorboards', excludes: ['wealth-rich'] },
    // Not the way of anyone who keeps the law, enforces it or will not lie.
    { text: 'running a small smuggling sideline', excludes: ['align-lawful', 'p-honest', 'Arms'] },
    'selling off family heirlooms one by one',
    { text: 'working two jobs and sleeping four hours a night', implies: ['g-toil'] },
    'gambling small sums with great care',
    { text: "taking in mending by lamplight after the day's work is done", implies: ['g-toil'] },
    { text: 'eating bread and onions to save the price of meat', excludes: ['wealth-rich'] },
    'selling eggs and cabbages at the back door',
    { text: 'renting the spare bed to travelers and sleeping by the hearth', excludes: ['wealth-rich'] },
    'taking every dull job nobody else wants for a copper apiece',
    'keeping the savings in three hiding places and counting them every rest day',
    { text: 'cutting and selling firewood on every rest day', implies: ['g-toil'] },
    { text: 'pawning a good cloak and wearing the old one all winter', excludes: ['wealth-rich'] },
  ],
  // Ways to build a trade: knowing the market, the money and the roads.
  gWealthTradeStep: [
    // Rivals in business are had by someone in business (`in-business`): no guard or brewhand with rivals' ledgers.
    // Rivals are named once: not after a motive that already spites one.
    {
      text: 'studying the ledgers of successful rivals',
      requires: ['in-business'],
      excludes: ['gw-no-rivals', 'gw-rival'],
    },
    "courting a moneylender's favor",
    {
      text: "learning to forge a merchant's seal, just in case",
      // Forgery is not the way of anyone who keeps the law or enforces it.
      excludes: ['p-honest', 'p-kind', 'align-good', 'align-lawful', 'Arms', 'w-in-case'],
      implies: ['w-in-case'],
    },
    'writing to traders in three towns to learn what sells dear',
    {
      text: 'learning to test silver by the ring of it on a slab of slate',
      excludes: ['gname-ring', 'gname-silver', 'gname-slate'],
    },
    'buying cheap after every poor harvest and waiting for prices to climb',
    'haggling at every fair for the practice, whether buying or not',
    {
      text: 'learning to keep accounts from a retired clerk',
      requires: ['job!=Scribe|Banker|Moneychanger|Archivist|Shop clerk'],
      excludes: ['gname-clerk', 'gname-account', 'gname-keep'],
    },
    'asking every carter which goods fetch the most in the next valley',
    { text: 'sleeping in the storeroom to save the rent', excludes: ['home-own', 'wealth-rich'] },
    'putting every coin of profit straight back into stock',
  ],

  // Rank: a civic office, a place at court, a knighthood, or command of those who keep the peace.
  gRankAim: [
    // A town council sits in a town: a village has its elders, a hamlet nobody.
    aim('gRankCivicStep', {
      text: 'be elected to the town council',
      excludes: ['town-small'],
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-feat'],
    }),
    aim('gRankCivicStep', {
      text: 'be named master of the guild',
      // Of a guild the person belongs to; nobody holds a place in a guild by prayer, sword or
      // birth, and its head already is master.
      requires: ['in-Guild'],
      excludes: ['Faith', 'Arms', 'Nobility', 'leads-Guild'],
      implies: ['gm-proof', 'gm-name', 'gm-legacy', 'gm-dare', 'gm-feat'],
    }),
    aim('gRankCivicStep', {
      text: "sit at the high table of the merchants' guild",
      // A merchant's wish, not a bouncer's or a tailor's.
      requires: ['Trade'],
      excludes: ['Faith', 'Arms', 'Nobility', 'leads-Guild', 'town-small'],
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-feat'],
    }),
    aim('gRankCivicStep', {
      text: 'be counted among the elders whose word settles disputes',
      excludes: ['young'],
      implies: ['gm-proof', 'gm-name', 'gm-legacy', 'gm-debt'],
    }),
    aim('gRankCivicStep', {
      text: "be chosen to carry the district's petitions to the lord",
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-debt'],
    }),
    aim('gRankCivicStep', {
      text: 'be trusted with the keys to the common granary',
      implies: ['gm-proof', 'gm-name', 'gm-safe', 'gm-debt'],
    }),
    aim('gRankCivicStep', {
      text: 'be named warden of the market',
      requires: ['job!=Market warden'],
      excludes: ['town-hamlet'],
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-need'],
    }),
    aim('gRankCourtStep', {
      text: 'marry into a noble house',
      // Not of a noble, who was born into one.
      requires: ['job!=Noble'],
      excludes: ['h-widowed', 'young-to-wed'],
      implies: ['gm-proof', 'gm-name', 'gm-need', 'gm-safe', 'gm-fate'],
    }),
    aim('gRankCourtStep', {
      text: 'be received at court',
      // Not by someone who already serves or sits there.
      excludes: ['Nobility'],
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-fate'],
    }),
    aim('gRankCourtStep', {
      text: 'win back a title stripped from the family',
      implies: ['gm-name', 'gm-promise', 'gm-debt', 'gm-proof'],
    }),
    aim('gRankCourtStep', {
      text: 'be granted a coat of arms',
      excludes: ['Nobility'],
      implies: ['gm-name', 'gm-legacy', 'gm-proof', 'gm-feat', 'gm-tales'],
    }),
    aim('gRankCourtStep', {
      text: 'win a place in the service of a great lord',
      excludes: ['Nobility'],
      implies: ['gm-dull', 'gm-need', 'gm-safe', 'gm-proof', 'gm-fate'],
    }),
    aim('gRankKnightStep', {
      text: 'earn a knighthood',
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-fate'],
    }),
    aim('gRankKnightStep', {
      text: "ride in the lists at the duke's tourney",
      implies: ['gm-dull', 'gm-proof', 'gm-tales', 'gm-dare', 'gm-wager', 'aim-bold'],
    }),
    aim('gRankKnightStep', {
      text: "carry a banner in the duke's host",
      excludes: ['Nobility'],
      implies: ['gm-tales', 'gm-name', 'gm-dare', 'gm-fate', 'gm-dull', 'aim-bold'],
    }),
    aim('gRankWatchStep', {
      text: 'become captain of the town watch',
      // Not of someone who already commands a garrison, nor of a priest, whose calling is the temple.
      // A town watch is a town's: a village or a hamlet keeps none.
      requires: ['job!=Garrison captain'],
      excludes: ['Faith', 'town-small'],
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-dare', 'gm-feat', 'aim-bold'],
    }),
    aim('gRankWatchStep', {
      text: 'make sergeant of the watch within the year',
      requires: ['job!=Watch sergeant|Garrison captain'],
      excludes: ['Faith', 'town-small'],
      implies: ['gm-proof', 'gm-need', 'gm-dare', 'aim-bold'],
    }),
    aim('gRankWatchStep', {
      text: 'lead the muster of the district the next time the beacons are lit',
      requires: ['job!=Garrison captain'],
      excludes: ['Faith'],
      implies: ['gm-dare', 'gm-name', 'gm-haunt', 'gm-tales', 'aim-bold'],
    }),
  ],
  // Ways into office: being seen, owed and trusted by the people who choose.
  gRankCivicStep: [
    // Dinners cost money: not of the poor.
    { text: 'hosting dinners for people who matter', excludes: ['t-solitary', 'wealth-poor'] },
    // A council with a clerk sits in a town.
    { text: "doing favors for the council's clerk", excludes: ['town-small'] },
    // A portrait is paid for: not by the poor.
    { text: 'commissioning a flattering portrait', excludes: ['g-secret', 'wealth-poor'] },
    { text: 'volunteering for every civic duty there is', excludes: ['g-secret'] },
    // A rival is named once: not after a motive that already spites one.
    // Not the way of a kind or forgiving soul.
    {
      text: 'digging up unpleasant facts about a rival for the honor',
      excludes: ['gw-rival', 't-kind', 't-forgiving'],
    },
    { text: "patching up the neighbors' feuds for nothing but their thanks", excludes: ['g-secret'] },
    'keeping a little book of who owes whom a favor',
    'memorizing every old custom about who may graze where',
    { text: 'speaking up at every public meeting, asked or not', excludes: ['g-secret', 't-solitary'] },
    { text: 'sending small gifts to every household that matters', excludes: ['wealth-poor'] },
    'learning whose word the other elders wait for before they speak',
  ],
  // Ways to court and noble houses: manners, dress, names and a door opened by someone else.
  gRankCourtStep: [
    'taking lessons in fine manners from a disgraced dancing master',
    // A skill still to be learned is never the person's own trade, nor what their own group is
    // named for (the `gname-` words of its name): no rider of the Saddle Brothers learning to ride.
    {
      text: 'learning to ride, fence and dance, all at once',
      requires: ['job!=Groom|Stablemaster'],
      excludes: ['gname-rider', 'gname-saddle', 'gname-horse', 'gname-blade', 'gname-sword'],
    },
    // Not of someone frugal and proud of it.
    {
      text: 'buying a coat far beyond {$their} means',
      excludes: ['t-thrifty', 'wealth-rich'],
      implies: ['t-spendthrift'],
    },
    { text: 'hosting suppers for anyone with a cousin at court', excludes: ['t-solitary', 'wealth-poor'] },
    {
      text: 'learning the lineage of every noble house by heart',
      excludes: ['gname-house', 'gname-noble', 'gname-lineage'],
    },
    "writing to a cousin who once served in a baron's hall",
    'losing the local accent one vowel at a time',
    'practicing a deep bow before a cracked mirror',
    {
      text: 'learning the card games nobles play, and how to lose at them gracefully',
      excludes: ['gname-noble', 'gname-card', 'gname-game'],
    },
    { text: 'sitting for a miniature portrait to send ahead', excludes: ['wealth-poor'] },
  ],
  // Ways to a knight's spurs: arms, horses, and a knight to serve.
  gRankKnightStep: [
    'drilling with a borrowed sword every dawn',
    'squiring for an old knight with a bad temper',
    "mucking out a knight's stables for the chance to be noticed",
    {
      text: 'learning the lance against a straw dummy on a farm horse',
      requires: ['job!=Groom|Stablemaster'],
      excludes: ['gname-rider', 'gname-horse', 'gname-lance'],
    },
    { text: 'running up the hill every morning in a borrowed mail shirt', implies: ['g-toil'] },
    { text: 'saving for a horse that will not shy at steel', excludes: ['wealth-rich'] },
    "learning every herald's device from a tattered roll of arms",
    'polishing the armor of every knight who passes through, for free',
  ],
  // Ways to lead those who keep the peace: standing watch, knowing the streets, earning the trust of the ranks.
  gRankWatchStep: [
    // Only someone already on the watch's roster stands its extra nights.
    {
      text: 'standing every extra night watch that nobody else wants',
      requires: ['job=Town guard|Watch sergeant|Garrison captain|Soldier|Hired guard'],
      excludes: ['town-small'],
    },
    { text: 'walking the night patrols beside the watch on every feast day', excludes: ['town-small'] },
    'practicing with a borrowed spear behind the barn every dawn',
    'learning every lane, back door and loose dog for streets around',
    { text: 'breaking up tavern brawls before anyone thinks to send for help', excludes: ['g-secret'] },
    'mending old spears for the muster without asking for pay',
    'shooting at the butts every rest day until the arrows group tight',
    'learning which hill every signal fire stands on and which road it guards',
    'buying rounds for the old soldiers and listening to how they kept order',
  ],

  // Craft: a fine thing made, a famous drink or loaf, words written, a holy place adorned.
  gCraftAim: [
    aim('gCraftMakeStep', {
      text: 'forge a blade fit for a queen',
      // Smiths' work: not a needleworker's or a baker's.
      requires: ['job=Blacksmith|Apprentice smith|Armorer|Weaponsmith'],
      excludes: NOT_CRAFT,
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-legacy', 'gm-tales', 'gm-time', 'gm-sign', 'gm-fate'],
    }),
    aim('gCraftMakeStep', {
      text: 'finish the great tapestry a grandmother left {?gHalfAdj}',
      implies: ['gm-promise', 'gm-legacy', 'gm-time'],
    }),
    aim('gCraftMakeStep', {
      text: 'build a clock that shows the phases of the moon',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-sign'],
    }),
    aim('gCraftMakeStep', {
      text: 'build a music box that plays a tune nobody has heard',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-sign'],
    }),
    aim('gCraftMakeStep', {
      text: 'carve a door so beautiful that the duke will want it',
      // Of a worker in wood or stone: no jeweler or tailor carving doors.
      requires: ['job=Carpenter|Joiner|Shipwright|Stonemason|Bowyer|Fletcher|Apprentice'],
      excludes: NOT_CRAFT,
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-name', 'gm-legacy'],
    }),
    aim('gCraftMakeStep', {
      text: 'build a loom that weaves a pattern all by itself',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-wager'],
    }),
    aim('gCraftMakeStep', {
      text: 'cast a bell whose note carries to the next valley',
      implies: ['gm-legacy', 'gm-proof', 'gm-feat', 'gm-sign', 'gm-dare'],
    }),
    aim('gCraftMakeStep', {
      text: 'make a lute as sweet as the ones in the old songs',
      implies: ['gm-tales', 'gm-proof', 'gm-feat', 'gm-dull', 'gm-legacy'],
    }),
    aim('gCraftMakeStep', {
      text: 'sew a wedding gown that is talked about for a generation',
      implies: ['gm-legacy', 'gm-proof', 'gm-name', 'gm-dare'],
    }),
    aim('gCraftMakeStep', {
      text: 'build a lock that no thief alive can open',
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-safe'],
    }),
    aim('gCraftBrewStep', {
      text: 'brew the finest ale in the province',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-wager'],
    }),
    aim('gCraftBrewStep', {
      text: "bake a loaf fit for the duke's own table",
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-wager', 'gm-name'],
    }),
    aim('gCraftBrewStep', {
      text: 'make a cheese that travelers cross the valley to buy',
      implies: ['gm-dull', 'gm-proof', 'gm-need', 'gm-name', 'gm-legacy'],
    }),
    aim('gCraftBrewStep', {
      text: 'press a cider that wins the harvest fair',
      implies: ['gm-dull', 'gm-proof', 'gm-wager', 'gm-dare', 'gm-tales'],
    }),
    aim('gCraftWriteStep', {
      text: 'write a book that will still be read in a hundred years',
      implies: ['gm-legacy', 'gm-time', 'gm-proof', 'gm-sign'],
    }),
    aim('gCraftWriteStep', {
      text: 'write a song that every tavern in the province sings',
      implies: ['gm-legacy', 'gm-proof', 'gm-dull', 'gm-wager'],
    }),
    aim('gCraftWriteStep', {
      text: 'write a play the traveling players will beg to perform',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-legacy'],
    }),
    aim('gCraftWriteStep', {
      text: 'set down the whole history of the valley in one great book',
      implies: ['gm-legacy', 'gm-time', 'gm-promise', 'gm-name', 'gm-tales'],
    }),
    // Work on a holy place: not for someone who will not set foot in one.
    aim('gCraftSiteStep', {
      text: 'paint the ceiling of the {?gOldAdj} temple',
      excludes: ['p-godless'],
      implies: ['gm-legacy', 'gm-sign', 'gm-penance', 'gm-time'],
    }),
    aim('gCraftSiteStep', {
      text: 'fill the windows of the {?gOldAdj} chapel with colored glass',
      excludes: ['p-godless'],
      implies: ['gm-legacy', 'gm-sign', 'gm-penance', 'gm-promise'],
    }),
    aim('gCraftSiteStep', {
      text: "carve the tale of the shrine's founding into its door",
      excludes: ['p-godless'],
      implies: ['gm-legacy', 'gm-sign', 'gm-tales', 'gm-time'],
    }),
    aim('gCraftSiteStep', {
      text: 'regild the {?gThingAdj} statue over the temple door',
      excludes: ['p-godless'],
      implies: ['gm-sign', 'gm-penance', 'gm-promise', 'gm-debt'],
    }),
  ],
  // Ways to make a fine thing with the hands.
  gCraftMakeStep: [
    // Not late in life, when the masters are younger than the pupil, nor for one who works a craft already.
    { text: 'begging a master for an apprenticeship', excludes: ['old', 'Craft'] },
    'trading labor for rare materials',
    'working by candlelight every night',
    'studying ruined examples of old work',
    'saving for the best tools money can buy',
    // A rival in the work is had by someone who makes things or performs them.
    {
      text: 'copying the techniques of a dead rival from notebooks bought at auction',
      requires: ['jobType=Craft|Arts'],
      excludes: ['gw-rival'],
    },
    'setting up in the back of a rented shed',
    { text: 'throwing away a hundred failed attempts', excludes: ['g-lead-start'] },
    { text: 'buying broken old pieces at market and taking them apart', excludes: ['town-hamlet'] },
    'drawing the design over and over on a slate until it comes right',
    'asking every traveling tinker about the tricks of the old masters',
    { text: "trading a season's wages for a master's offcuts and scraps", excludes: ['owner'] },
  ],
  // Ways to perfect something to eat or drink.
  gCraftBrewStep: [
    'trying a new batch every week and writing down what went into each',
    'trading labor for the best grain and fruit in the valley',
    { text: 'coaxing old recipes out of grandmothers at every market', excludes: ['town-hamlet'] },
    { text: 'pouring away a dozen batches that were nearly right', excludes: ['g-lead-start'] },
    { text: 'saving for a copper kettle of {$their} own', excludes: ['wealth-rich'] },
    'begging a corner of a cellar that stays cool all summer',
    'giving samples away and watching every face that tastes them',
    'working by candlelight after everyone else has gone to bed',
  ],
  // Ways to write something that lasts.
  gCraftWriteStep: [
    'filling a trunk with drafts and burning half of them',
    'writing by candlelight every night after work',
    'poring over every book that can be borrowed, begged or bought',
    'trading chores for ink, paper and a lamp that does not smoke',
    { text: 'trying the drafts aloud on anyone who will sit still', excludes: ['g-secret', 't-solitary'] },
    {
      text: 'learning the old meters from a half-deaf bard',
      requires: ['job!=Musician|Actor|Impresario'],
    },
    'copying out the best pages in a fair hand',
    'carrying a scrap of paper everywhere to catch a line before it is lost',
  ],
  // Ways to adorn a holy place: pigment, stone, leave from the priests and a model first.
  gCraftSiteStep: [
    'sleeping in the temple porch to be first at work each morning',
    'picking up gilding and lettering from an old sign maker',
    'grinding pigments from river clay',
    { text: 'climbing the scaffold every morning before prayers', implies: ['seek-height'] },
    'begging the priests for the key after the evening prayers',
    'sketching every panel in charcoal before touching the real thing',
    'asking the oldest priest what the first builders meant it to show',
    { text: 'saving for gold leaf one thin sheet at a time', excludes: ['wealth-rich'] },
    'practicing on the wall of a barn lent by a neighbor',
  ],

  // Kin: a love, a lost kinsman, a child's future, a child taken in, the family together, the family home.
  gKinAim: [
    aim('gKinLoveStep', {
      text: 'win back an estranged love',
      excludes: ['h-widowed', 'young-to-wed'],
      implies: ['gm-penance', 'gm-time', 'gm-fate'],
    }),
    aim('gKinLoveStep', {
      text: "marry for love despite the family's wishes",
      requires: ['!old'],
      excludes: ['h-widowed', 'parents-0', 'young-to-wed'],
      implies: ['gm-dull', 'gm-dare', 'gm-time'],
    }),
    aim('gKinLoveStep', {
      text: 'marry the sweetheart the family sent away',
      requires: ['!old'],
      excludes: ['h-widowed', 'parents-0', 'young-to-wed'],
      implies: ['gm-dare', 'gm-promise', 'gm-fate', 'gm-haunt'],
    }),
    aim('gKinSearchStep', {
      text: 'find a sister lost in the great flood',
      // A lost sister would be missing from a person's known brothers and sisters.
      excludes: ['only-child', 'siblings'],
      implies: ['gm-haunt', 'gm-promise', 'gm-penance', 'gm-time', 'gm-sign', 'gm-fate'],
    }),
    aim('gKinSearchStep', {
      text: 'bring a brother home from the mercenary companies',
      // A brother far away would be missing from a person's known brothers and sisters, who live in town.
      excludes: ['only-child', 'siblings'],
      implies: ['gm-promise', 'gm-time', 'gm-fate', 'gm-haunt'],
    }),
    aim('gKinSearchStep', {
      text: 'find the uncle who sailed away and never wrote',
      implies: ['gm-promise', 'gm-dull', 'gm-fate', 'gm-time'],
    }),
    aim('gKinSearchStep', {
      text: 'bring home a cousin sold into bond service across the sea',
      implies: ['gm-promise', 'gm-debt', 'gm-haunt', 'gm-time'],
    }),
    // Of a child of their own, so never of the childless.
    aim('gKinSchoolStep', {
      text: 'see a grandchild properly educated',
      requires: ['children'],
      excludes: ['young'],
      implies: ['gm-name', 'gm-promise', 'gm-debt'],
    }),
    aim('gKinSchoolStep', {
      text: 'see every one of the children able to read and reckon',
      requires: ['children'],
      implies: ['gm-name', 'gm-promise', 'gm-need'],
    }),
    aim('gKinSchoolStep', {
      text: 'send the brightest of the children to study with the scholars in the city',
      requires: ['children'],
      implies: ['gm-name', 'gm-proof', 'gm-need', 'gm-dare'],
    }),
    // A child is taken in by someone old enough to raise one.
    aim('gKinAdoptStep', {
      text: 'adopt the orphan who sleeps in the stables',
      requires: ['age>=21'],
      implies: ['gm-debt', 'gm-penance', 'gm-time'],
    }),
    aim('gKinAdoptStep', {
      text: 'give the ragged child who sleeps in the hayloft a real home',
      requires: ['age>=21'],
      implies: ['gm-debt', 'gm-penance', 'gm-haunt'],
    }),
    aim('gKinAdoptStep', {
      text: 'take in the stable boy the carters cuff and starve',
      requires: ['age>=21'],
      implies: ['gm-debt', 'gm-dare', 'gm-penance'],
    }),
    aim('gKinFeastStep', {
      text: 'gather the scattered family for one last feast',
      // Not of someone whose parents, brothers, sisters or children live in town beside them.
      excludes: ['siblings', 'children', 'parents-1', 'parents-2'],
      implies: ['gm-time', 'gm-promise', 'gm-penance'],
    }),
    aim('gKinFeastStep', {
      text: 'mend the quarrel that split the family in two',
      implies: ['gm-time', 'gm-promise', 'gm-penance', 'gm-haunt'],
    }),
    aim('gKinFeastStep', {
      text: 'see every cousin under one roof for the old midsummer feast',
      excludes: ['siblings', 'children', 'parents-1', 'parents-2'],
      implies: ['gm-time', 'gm-promise', 'gm-tales'],
    }),
    aim('gKinBuildStep', {
      text: 'rebuild the {?gOldAdj} family farmhouse stone by stone',
      implies: ['gm-name', 'gm-promise', 'gm-time', 'gm-proof'],
    }),
    aim('gKinBuildStep', {
      text: 'put a new roof on the {?gOldAdj} family house before it falls in',
      implies: ['gm-name', 'gm-promise', 'gm-need', 'gm-safe'],
    }),
    aim('gKinBuildStep', {
      text: 'take back the {?gWildAdj} family plot and raise a house on it again',
      implies: ['gm-name', 'gm-promise', 'gm-time', 'gm-safe'],
    }),
  ],
  // Ways to win a love: courage, letters, and peace with the family that stood in the way.
  gKinLoveStep: [
    'taking dancing lessons in secret',
    'writing a poem a day and burning every one',
    'making peace with the aunt who broke off the match',
    'writing letters that never go out and keeping every one',
    { text: 'saving for a ring that will not turn a finger green', excludes: ['wealth-rich'] },
    'finding reasons to pass a certain door at the same hour every evening',
    'asking a hedge-witch for a charm, then losing the nerve to use it',
    'bribing a little cousin with honey cakes for news',
  ],
  // Ways to find someone gone: letters, questions and trails.
  gKinSearchStep: [
    'writing letters to every town on the river',
    'paying a tracker to follow an old trail',
    'asking every passing caravan for news',
    'nailing a written notice to every crossroads post for three days around',
    'asking every peddler and tinker the same question',
    'showing an old likeness to every stranger in the tavern',
    'writing to every temple that keeps a register of names',
    { text: 'saving for a journey with no end in sight', excludes: ['wealth-rich'] },
  ],
  // Ways to put a child to their letters.
  gKinSchoolStep: [
    'asking every traveling scholar to test the children at the supper table',
    'trading a winter of firewood for an old set of books',
    'putting aside coin for a tutor',
    { text: 'begging the temple school to take one more pupil', excludes: ['p-godless'] },
    'learning letters at night so as to help with the lessons',
    { text: 'trading firewood to the scribe for a primer', requires: ['job!=Scribe|Archivist|Librarian'] },
    'sweetening the schoolmaster with honey and eggs',
    { text: 'saving for a slate, a satchel and shoes that fit', excludes: ['wealth-rich'] },
    'telling the children the old stories every night to keep them curious',
  ],
  // Ways to make a home for a stable child.
  gKinAdoptStep: [
    "learning the child's own name, which nobody else has bothered to ask",
    {
      text: 'setting an extra bowl at the table every supper, just in case',
      excludes: ['w-in-case'],
      implies: ['w-in-case'],
    },
    'clearing out a spare room and painting it',
    'leaving a bowl of stew by the stable door every night',
    'sewing small clothes out of old ones',
    'asking the temple elders for their blessing',
    'building a little bed frame from scraps',
    'leaving the kitchen door unlatched on cold nights',
    'learning lullabies from a neighbor who raised nine',
  ],
  // Ways to bring the family together again.
  gKinFeastStep: [
    'making peace with an angry aunt',
    // A step toward the family feast, not toward rebuilding the farmhouse.
    {
      text: 'learning to cook the dishes {$their} mother used to make',
      requires: ['job!=Cook|Baker|Innkeeper'],
      excludes: ['mother-living', 'parents-2', 'gname-cook', 'gname-kitchen'],
    },
    // A wage is an employee's; an owner puts by from the takings.
    { text: 'putting aside a little from every wage', excludes: ['owner', 'Nobility'] },
    {
      text: "putting aside a little from every week's takings",
      requires: ['owner'],
      excludes: ['Nobility'],
    },
    'writing to every cousin whose house is still known',
    'swallowing pride and writing first to the cousin who threw the first insult',
    'buying a table long enough for everyone',
    'asking the oldest aunt where everyone went and who is still angry',
  ],
  // Ways to raise the family house again.
  gKinBuildStep: [
    { text: 'hauling stone from the old walls on every rest day', implies: ['g-toil'] },
    'clearing the brambles from the old yard',
    {
      text: 'learning to lay a dry-stone wall from an old mason',
      requires: ['job!=Stonemason|Carpenter|Joiner'],
      excludes: ['gname-stone', 'gname-wall', 'gname-mason'],
    },
    { text: 'saving for oak beams one coin at a time', excludes: ['wealth-rich'] },
    { text: 'putting aside a little from every wage', id: 'build-wage', excludes: ['owner', 'Nobility'] },
    {
      text: "putting aside a little from every week's takings",
      id: 'build-takings',
      requires: ['owner'],
      excludes: ['Nobility'],
    },
    'sleeping in the ruin on rest days to keep the thieves off the timber',
    'asking the oldest neighbors how the house looked when it stood',
  ],

  // Justice: a truth proved, a culprit hunted, a known wrongdoer brought low.
  gJusticeAim: [
    // Only of someone whose father is known to have died.
    aim('gJusticeTruthStep', {
      text: "clear a dead father's name",
      requires: ['father-dead'],
      implies: ['gm-name', 'gm-promise'],
    }),
    aim('gJusticeTruthStep', {
      text: 'prove that an old friend was murdered',
      implies: ['gm-dare', 'gm-doubt', 'gm-promise', 'gm-debt', 'gm-haunt'],
    }),
    aim('gJusticeTruthStep', {
      text: 'prove that the drowned ferryman was pushed',
      implies: ['gm-doubt', 'gm-debt', 'gm-promise', 'gm-haunt'],
    }),
    aim('gJusticeTruthStep', {
      text: 'prove that the fire at the granary was set on purpose',
      implies: ['gm-doubt', 'gm-dare', 'gm-safe', 'gm-name'],
    }),
    aim('gJusticeTruthStep', {
      text: 'clear the name of a neighbor hanged for a theft nobody saw',
      implies: ['gm-doubt', 'gm-debt', 'gm-penance', 'gm-haunt'],
    }),
    aim('gJusticeHuntStep', {
      text: 'find whoever burned down the family house',
      implies: ['gm-haunt', 'gm-promise', 'gm-safe', 'gm-dare', 'aim-bold'],
    }),
    aim('gJusticeHuntStep', {
      text: 'bring a smuggling ring to justice',
      implies: ['gm-dare', 'gm-promise', 'gm-debt'],
    }),
    aim('gJusticeHuntStep', {
      text: 'find the rider who trampled a child on the road and never stopped',
      implies: ['gm-promise', 'gm-haunt', 'gm-dare', 'aim-bold'],
    }),
    aim('gJusticeHuntStep', {
      text: 'track down the bandits who robbed the family on the high road',
      implies: ['gm-haunt', 'gm-promise', 'gm-dare', 'gm-safe', 'aim-bold'],
    }),
    aim('gJusticeRuinStep', {
      text: 'see a corrupt magistrate hanged',
      excludes: ['town-small'],
      implies: ['gm-promise', 'gm-debt', 'gm-dare', 'gm-safe', 'aim-bold'],
    }),
    aim('gJusticeRuinStep', {
      text: 'ruin the merchant who cheated the family',
      implies: ['gm-name', 'gm-promise', 'gm-dare'],
    }),
    aim('gJusticeRuinStep', {
      text: 'recover a stolen inheritance',
      implies: ['gm-need', 'gm-name'],
    }),
    aim('gJusticeRuinStep', {
      text: 'make a cruel landlord pay for an eviction',
      implies: ['gm-dare', 'gm-promise', 'gm-debt'],
    }),
    aim('gJusticeRuinStep', {
      text: 'see the tax collector who ruined the family stripped of office',
      implies: ['gm-name', 'gm-promise', 'gm-dare', 'gm-debt', 'aim-bold'],
    }),
    aim('gJusticeRuinStep', {
      text: 'bring down the moneylender who took the family farm',
      implies: ['gm-name', 'gm-need', 'gm-promise', 'gm-dare'],
    }),
    aim('gJusticeRuinStep', {
      text: 'make the miller who short-weights the poor answer for it before the whole valley',
      requires: ['job!=Miller|Millhand'],
      implies: ['gm-dare', 'gm-debt', 'gm-promise', 'aim-bold'],
    }),
  ],
  // Ways to prove what happened: witnesses, records and patience.
  gJusticeTruthStep: [
    'gathering testimony from old witnesses',
    'hiring an advocate with a poor reputation and a good memory',
    'writing down every version of the story and where they disagree',
    'buying drinks for the one witness who has never said a word',
    'going over that day again with anyone who remembers it',
    { text: 'begging the old records of the case from the temple scribe', excludes: ['p-godless'] },
    'keeping a careful diary of every lie told about it',
    'walking the ground where it happened, again and again, at the same hour',
  ],
  // Ways to hunt down a culprit nobody has named yet.
  gJusticeHuntStep: [
    // Only against someone who may fight back.
    {
      text: 'learning to use a crossbow',
      requires: ['job!=Bowyer|Fletcher|Hunter'],
      excludes: ['Arms', 'gname-crossbow', 'gname-bow', 'gname-archer', 'gname-bowmen', 'gname-quarrel'],
    },
    { text: 'following a suspect from a distance every market day', excludes: ['town-hamlet'] },
    'asking questions in every alehouse on the road',
    'keeping watch on the road from a hayloft at night',
    'paying a poacher to show {$them} how to move without a sound',
    'writing every name and rumor on the inside of the cupboard door',
    { text: 'befriending a watch sergeant who never closed the case', excludes: ['town-small'] },
    'listening at the back of every tavern for a careless boast',
  ],
  // Ways to bring down someone whose name is already known: papers, allies and proof of the deed.
  gJusticeRuinStep: [
    { text: 'copying pages from the tax rolls by night', excludes: ['town-hamlet'] },
    { text: 'paying a thief to steal back a ledger', excludes: ['p-honest'] },
    'keeping a careful diary of every wrong',
    "befriending a servant in the enemy's household",
    'writing down every wrong, with a date and a witness for each',
    'finding the others who were wronged the same way',
    {
      text: 'learning the law of debts and deeds from a bored clerk',
      requires: ['job!=Scribe|Banker|Moneychanger|Archivist|Shop clerk'],
      excludes: ['gname-clerk', 'gname-law', 'gname-debt', 'gname-deed'],
    },
    'paying an advocate in eggs and firewood to read the old papers',
  ],

  // Travel: a far place reached on foot or by sea.
  gTravelAim: [
    aim('gTravelLandStep', {
      text: 'see the ocean before dying',
      // Not of someone born on the coast (`env`, when known) or working the water.
      requires: ['env!=Coastal', 'garb!=sea'],
      implies: ['gm-dull', 'gm-time', 'gm-sign', 'gm-fate', 'gm-wager'],
    }),
    aim('gTravelLandStep', {
      text: 'cross the great desert',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-proof', 'gm-time', 'gm-sign', 'gm-fate'],
    }),
    aim('gTravelLandStep', {
      text: 'reach the far mountains where the sun rises',
      implies: ['gm-dull', 'gm-time', 'gm-sign', 'gm-fate', 'gm-dare', 'gm-feat', 'gm-wager'],
    }),
    aim('gTravelLandStep', {
      text: 'walk the old pilgrim road from end to end',
      excludes: ['p-godless'],
      implies: ['gm-penance', 'gm-sign', 'gm-time', 'gm-dare', 'gm-feat'],
    }),
    aim('gTravelLandStep', {
      text: "find the lost city from a grandmother's stories",
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-time', 'gm-proof', 'gm-sign', 'gm-fate'],
    }),
    aim('gTravelLandStep', {
      text: 'visit every one of the nine sacred springs',
      excludes: ['p-godless'],
      implies: ['gm-penance', 'gm-sign', 'gm-time'],
    }),
    aim('gTravelLandStep', {
      text: 'see the ice fields of the far north',
      requires: ['env!=Arctic'],
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-time', 'gm-proof'],
    }),
    aim('gTravelLandStep', {
      text: "walk to the capital and see the king's palace with {$their} own eyes",
      implies: ['gm-dull', 'gm-wager', 'gm-time', 'gm-tales'],
    }),
    aim('gTravelLandStep', {
      text: 'follow the great river all the way to its source',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager'],
    }),
    aim('gTravelLandStep', {
      text: 'stand on the top of the highest peak in sight of home',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-proof', 'seek-height'],
    }),
    aim('gTravelLandStep', {
      text: 'walk through the old forest where the trees are older than kingdoms',
      implies: ['gm-dull', 'gm-tales', 'gm-sign', 'gm-time'],
    }),
    aim('gTravelLandStep', {
      text: 'see the city of a thousand bridges that the peddlers talk about',
      implies: ['gm-dull', 'gm-tales', 'gm-wager', 'gm-time'],
    }),
    aim('gTravelSeaStep', {
      text: 'sail to the edge of the charts',
      implies: [
        'gm-dull',
        'gm-dare',
        'gm-feat',
        'gm-wager',
        'gm-proof',
        'gm-time',
        'gm-legacy',
        'gm-tales',
        'seek-sea',
      ],
    }),
    aim('gTravelSeaStep', {
      text: 'sail to the islands where the spices grow',
      implies: ['gm-dull', 'gm-dare', 'gm-tales', 'gm-time', 'gm-need', 'seek-sea'],
    }),
    aim('gTravelSeaStep', {
      text: 'cross the western sea and come back to tell of it',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-tales', 'seek-sea'],
    }),
    aim('gTravelSeaStep', {
      text: 'see every great harbor on the coast from the deck of a ship',
      implies: ['gm-dull', 'gm-time', 'gm-wager', 'seek-sea'],
    }),
  ],
  // Ways to get ready for a long road on foot.
  gTravelLandStep: [
    'buying a sturdy pair of boots',
    // A skill still to be learned is never the person's own trade or their group's.
    {
      text: 'learning to read maps',
      requires: ['job!=Cartographer|Surveyor'],
      excludes: ['gname-map', 'gname-chart', 'gname-compass', 'gname-cartographer', 'gname-surveyor'],
    },
    'asking every traveler about the roads',
    'learning a trade language from a patient peddler',
    'collecting maps of every age and accuracy',
    'going a little further on foot each day to toughen up',
    'selling off anything too heavy to carry',
    'asking the carters what lies past the next valley',
    'setting aside one coin a week in a jar marked for the journey',
    'trying on a pack full of stones to see how far it can be carried',
    {
      text: 'learning which wild plants are safe to eat',
      requires: ['job!=Herbalist|Herb gatherer'],
    },
    'breaking in a stubborn mule that was going cheap',
    'sleeping outdoors on the coldest nights to get used to it',
    'waxing and patching a secondhand tent',
  ],
  // Ways to get ready for the sea.
  gTravelSeaStep: [
    // A passage booked: nobody on board already working the water.
    { text: 'saving for passage on a merchant ship', requires: ['garb!=sea'] },
    {
      text: 'learning every knot a sailor knows',
      requires: ['job!=Sailor|Smuggler|Harbormaster|Dockhand|Shipwright'],
      excludes: ['gname-knot', 'gname-sailor', 'gname-rigger', 'gname-rope', 'gname-deckhand'],
    },
    {
      text: 'learning a trade language from a sailor who drinks alone',
      requires: ['job!=Sailor'],
      excludes: ['gname-sailor', 'gname-drink'],
    },
    'collecting sea charts of every age and accuracy',
    'setting aside one coin a week in a jar marked for the voyage',
    { text: 'learning to swim in the millpond at dawn', requires: ['garb!=sea'] },
    'learning to find north by the stars',
    'asking every sailor who passes through about the far harbors',
    { text: 'rowing out on the widest water nearby until it stops turning the stomach', requires: ['garb!=sea'] },
    'eating salt fish every day to get used to ship food',
  ],

  // Faith: a penance, a vow kept, a shrine raised, a holy order, a relic brought home, a ghost laid.
  gFaithAim: [
    // Long ago is after coming of age, not in a childhood just past.
    aim('gFaithPenanceStep', {
      text: 'atone for a death caused long ago',
      requires: ['grownYears>=10'],
      implies: ['gm-haunt', 'gm-sign', 'gm-time', 'gf-penance'],
    }),
    aim('gFaithPenanceStep', {
      text: 'earn some sign of forgiveness from the gods',
      implies: ['gm-haunt', 'gm-time', 'gf-penance'],
    }),
    aim('gFaithPenanceStep', {
      text: 'be forgiven by the temple for a broken vow',
      implies: ['gm-haunt', 'gm-time', 'gm-sign', 'gf-penance'],
    }),
    aim('gFaithPenanceStep', {
      text: 'lift the curse an old priest laid on the family',
      implies: ['gm-haunt', 'gm-name', 'gm-sign', 'gf-penance'],
    }),
    aim('gFaithVowStep', {
      text: 'live one whole year without telling a lie',
      excludes: ['p-honest', 't-deceitful'],
      implies: ['t-honest', 'gm-penance', 'gm-wager', 'gm-dare', 'gm-feat'],
    }),
    aim('gFaithVowStep', {
      text: 'go a year and a day without a harsh word',
      implies: ['gm-penance', 'gm-wager', 'gm-dare', 'gm-feat'],
    }),
    aim('gFaithVowStep', {
      text: 'hold to a vow of silence from one harvest to the next',
      implies: ['gm-penance', 'gm-sign', 'gm-wager', 'gm-feat'],
    }),
    aim('gFaithBuildStep', {
      text: 'build a shrine on the hill',
      implies: ['gm-sign', 'gm-promise', 'gm-penance', 'gm-legacy'],
    }),
    aim('gFaithBuildStep', {
      text: 'raise a wayside shrine where the cart overturned',
      implies: ['gm-haunt', 'gm-promise', 'gm-penance', 'gm-sign'],
    }),
    aim('gFaithBuildStep', {
      text: 'rebuild the {?gOldAdj} shrine beside the spring',
      implies: ['gm-sign', 'gm-promise', 'gm-legacy', 'gm-debt'],
    }),
    // Not of a priest, acolyte or temple healer, who already serves in one.
    aim('gFaithOrderStep', {
      text: 'be accepted into a holy order',
      excludes: ['Faith'],
      implies: ['gm-dull', 'gm-sign', 'gm-penance', 'gm-time', 'gm-safe', 'gf-order'],
    }),
    aim('gFaithOrderStep', {
      text: 'take vows at the monastery in the mountains',
      excludes: ['Faith'],
      implies: ['gm-dull', 'gm-sign', 'gm-penance', 'gm-haunt', 'gf-order'],
    }),
    aim('gFaithOrderStep', {
      text: 'serve the temple as a lay servant for the rest of {$their} days',
      excludes: ['Faith'],
      implies: ['gm-sign', 'gm-penance', 'gm-debt', 'gm-time', 'gf-order'],
    }),
    aim('gFaithQuestStep', {
      text: 'recover a lost holy relic',
      implies: ['gm-sign', 'gm-fate', 'gm-promise', 'gm-debt', 'gm-dare', 'gm-feat'],
    }),
    aim('gFaithQuestStep', {
      text: 'carry a {?gThingAdj} statue of the harvest goddess back to its home temple',
      implies: ['gm-sign', 'gm-promise', 'gm-penance'],
    }),
    aim('gFaithQuestStep', {
      text: 'find the {?gThingAdj} temple bell carried off in the war',
      implies: ['gm-sign', 'gm-promise', 'gm-debt', 'gm-tales'],
    }),
    aim('gFaithQuestStep', {
      text: 'bring the bones of a saint back to the hill they came from',
      implies: ['gm-sign', 'gm-fate', 'gm-promise', 'gm-penance'],
    }),
    aim('gFaithGhostStep', {
      text: 'lay a restless ghost to rest',
      implies: ['gm-haunt', 'gm-promise', 'gm-sign'],
    }),
    aim('gFaithGhostStep', {
      text: 'give the nameless dead under the old gallows a proper burial',
      implies: ['gm-haunt', 'gm-penance', 'gm-sign', 'gm-debt'],
    }),
    aim('gFaithGhostStep', {
      text: 'quiet the weeping that fills the old mill every autumn',
      implies: ['gm-haunt', 'gm-dare', 'gm-sign'],
    }),
  ],
  // Ways of penance before the gods.
  gFaithPenanceStep: [
    { text: 'giving a tenth of every wage to the temple', excludes: ['owner', 'Nobility'] },
    { text: "giving a tenth of every week's takings to the temple", requires: ['owner'], excludes: ['Nobility'] },
    'fasting every seventh day',
    'tending the graves of strangers',
    // A different priest every week: only a town has so many.
    { text: 'confessing to a different priest every week', excludes: ['town-small'], implies: ['w-confess'] },
    // Penance is not said twice: not after "as penance for an old mistake".
    { text: 'sleeping on the floor as a penance', excludes: ['gm-said-penance'] },
    { text: 'learning the old prayers by heart', excludes: ['Faith', 'gname-prayer'] },
    'walking barefoot to the shrine every holy day',
    { text: 'carrying water for the temple every dawn', implies: ['g-toil'] },
    'giving the best coat to the first beggar met',
    'keeping silent from dusk to dawn every holy day',
  ],
  // Ways to keep a vow a day at a time.
  gFaithVowStep: [
    { text: 'announcing the vow to everyone at home so that they will catch every slip', excludes: ['g-secret'] },
    'carrying a pebble in one shoe as a reminder',
    'keeping away from the people who make it hardest',
    'keeping a tally of every slip on a slate by the door',
    'asking a blunt friend to call out every lapse',
    'tying a knot in a cord for every day kept',
    'praying at the shrine each evening for the strength to hold',
    'avoiding the tavern, where the vow is hardest to keep',
    'starting over from the first day after every slip',
  ],
  // Ways to raise a shrine.
  gFaithBuildStep: [
    'asking the quarry for the stones nobody else wants',
    'walking the site at dawn to choose where the door should face',
    { text: 'hauling stones to the site one cartload at a time', implies: ['g-toil'] },
    'begging the temple to bless the site',
    { text: 'learning to lay stone from a patient mason', requires: ['job!=Stonemason'] },
    { text: 'saving for a carved lintel', excludes: ['wealth-rich'] },
    'clearing the site of brambles and old stones',
    'asking the priests what shape a proper shrine should take',
    'drawing the shrine over and over on the back of a ledger',
  ],
  // Ways into a holy order.
  gFaithOrderStep: [
    {
      text: 'learning to sit still through the long night prayers',
      excludes: ['gname-long', 'gname-prayer', 'gname-still', 'gname-vigil'],
    },
    'writing a letter of petition over and over until the words are right',
    "rising before dawn for the temple's first prayers",
    { text: 'learning the old prayers by heart', excludes: ['gname-prayer'] },
    'fasting every seventh day',
    'copying holy texts by hand',
    'giving away everything that will not fit in one bag',
    'sweeping the temple steps every morning unasked',
    'asking the abbot every season and being told to wait',
  ],
  // Ways to find a holy thing that was lost.
  gFaithQuestStep: [
    'praying at every roadside shrine for a sign of the way',
    { text: 'learning the pilgrim roads and where each one ends', excludes: ['gname-pilgrim', 'gname-road'] },
    'searching the old temple records by candlelight',
    'asking every pilgrim on the road for rumors',
    'saving for a mule and a cart',
    'writing to the temples along the old pilgrim road',
    { text: 'learning to read the old temple script', excludes: ['Faith'] },
    'questioning the peddlers who deal in old things',
    'copying out every old hymn that mentions it',
  ],
  // Ways to lay the dead to rest.
  gFaithGhostStep: [
    'sprinkling salt across every threshold of the place',
    'learning the names of everyone buried nearby in the last hundred years',
    'asking a hedge-witch what the dead want',
    'asking the oldest folk in town whose ghost it could be',
    'leaving bread and salt at the crossroads every new moon',
    'sitting up at the haunted spot with a candle and a prayer',
    'asking the priest for the old rite of the dead',
    "reading through the temple's burial lists",
    'writing down everything heard in the dark, and when',
  ],

  // Town: a public work, rats, a racket, fire.
  gTownAim: [
    aim('gTownWorkStep', {
      text: 'found a school for poor children',
      implies: ['gm-legacy', 'gm-debt', 'gm-promise', 'gm-time', 'gm-sign', 'gm-proof'],
    }),
    aim('gTownWorkStep', {
      text: 'build a bridge over the ford',
      implies: ['gm-dare', 'gm-feat', 'gm-legacy', 'gm-haunt', 'gm-sign'],
    }),
    aim('gTownWorkStep', {
      text: 'restore the {?gOldAdj} chapel',
      excludes: ['p-godless'],
      implies: ['gm-sign', 'gm-promise', 'gm-penance', 'gm-legacy'],
    }),
    aim('gTownWorkStep', {
      text: 'get the town a proper well that does not run dry',
      implies: ['gm-dare', 'gm-feat', 'gm-legacy', 'gm-promise', 'gm-debt'],
    }),
    aim('gTownWorkStep', {
      text: 'turn the old plague field into a public garden',
      implies: ['gm-legacy', 'gm-haunt', 'gm-sign'],
    }),
    aim('gTownWorkStep', {
      text: 'plant an orchard on the common for anyone to pick',
      implies: ['gm-legacy', 'gm-debt', 'gm-need', 'gm-promise'],
    }),
    aim('gTownWorkStep', {
      text: 'dig a drain so the lower lane stops flooding every spring',
      implies: ['gm-dare', 'gm-safe', 'gm-debt', 'gm-proof'],
    }),
    aim('gTownWorkStep', {
      text: 'raise a granary against the next famine',
      implies: ['gm-haunt', 'gm-safe', 'gm-legacy', 'gm-promise'],
    }),
    aim('gTownWorkStep', {
      text: 'pave the muddy road to the market square',
      excludes: ['town-hamlet'],
      implies: ['gm-dare', 'gm-legacy', 'gm-proof', 'gm-wager'],
    }),
    aim('gTownRatStep', {
      text: 'rid the town of its rat problem',
      implies: ['gm-dare', 'gm-feat', 'gm-wager', 'gm-proof'],
    }),
    aim('gTownRatStep', {
      text: 'guard the common granary from rats through a whole winter',
      implies: ['gm-dare', 'gm-wager', 'gm-proof', 'gm-safe'],
    }),
    aim('gTownRatStep', {
      text: 'clear the rats out of every cellar on the street',
      implies: ['gm-dare', 'gm-wager', 'gm-proof', 'gm-debt'],
    }),
    aim('gTownRacketStep', {
      text: 'drive the protection racket out of the market',
      // A hamlet has no market.
      excludes: ['town-hamlet'],
      implies: ['gm-safe', 'gm-dare', 'gm-feat', 'gm-debt', 'aim-bold'],
    }),
    aim('gTownRacketStep', {
      text: 'break the gang that takes road money from the carters',
      implies: ['gm-safe', 'gm-dare', 'gm-debt', 'aim-bold'],
    }),
    aim('gTownRacketStep', {
      text: 'stop the bullies who charge a toll at the bridge',
      implies: ['gm-safe', 'gm-dare', 'gm-proof', 'aim-bold'],
    }),
    aim('gTownFireStep', {
      text: 'start a fire brigade of volunteers',
      implies: ['gm-haunt', 'gm-safe', 'gm-dare', 'gm-feat'],
    }),
    aim('gTownFireStep', {
      text: 'set a night fire-watch over the rooftops',
      implies: ['gm-haunt', 'gm-safe', 'gm-debt'],
    }),
    aim('gTownFireStep', {
      text: 'see a cistern dug and filled beside every row of houses in case of fire',
      implies: ['gm-haunt', 'gm-safe', 'gm-legacy'],
    }),
  ],
  // Ways to get a public work done: neighbors, money, leave and plans.
  gTownWorkStep: [
    { text: 'gathering signatures on a petition', excludes: ['g-secret'] },
    { text: 'holding meetings in the back room of a tavern', excludes: ['g-secret'] },
    { text: 'pestering the council every market day', excludes: ['town-small', 'g-secret'] },
    { text: 'recruiting helpers with free ale', excludes: ['g-secret'] },
    'drawing plans on the back of old flour sacks',
    // A raffle is public: not for an aim kept secret (`g-secret`).
    {
      text: 'raising money with a raffle of dubious honesty',
      // Nor of a good soul, who would not cheat the neighbors of their coppers.
      excludes: ['p-honest', 'align-lawful', 'align-good', 'g-secret'],
    },
    { text: 'writing furious letters to the duke', excludes: ['g-secret'] },
    'doing the work alone, a little each evening',
    { text: 'asking every household for a coin or a day of labor', excludes: ['g-secret'] },
    'pacing out the ground and marking it with pegs',
    { text: 'passing a hat at every wedding and funeral', excludes: ['g-secret'] },
    "sweet-talking the lord's steward for leave to start",
  ],
  // Ways to be rid of rats.
  gTownRatStep: [
    'keeping the grain in crocks with lids weighted by stones',
    'paying every urchin a copper for each rat caught',
    'training a pack of terriers',
    'setting traps in every cellar that will have them',
    'begging a kitten from every litter',
    'stopping up holes with broken glass and mortar',
    'learning the poisons from a retired ratcatcher',
    'nailing every tail caught to the barn door and counting',
  ],
  // Ways to break a gang of bullies.
  gTownRacketStep: [
    'writing down the day and hour of every collection',
    'finding out who the bullies answer to',
    'keeping a list of everyone who pays, and how much',
    'quietly asking who else is tired of paying',
    'learning the names and habits of every one of the bullies',
    'buying drinks for anyone who hates them too',
    'going home the long way with a stout stick',
    'hiding coin where the collectors will never think to look',
  ],
  // Ways to be ready for fire.
  gTownFireStep: [
    'keeping a barrel of water filled at every corner',
    'drilling the youngsters of every lane to raise the alarm and run for the buckets',
    {
      text: 'drilling volunteers with leather buckets on market days',
      excludes: ['town-hamlet', 'g-secret'],
    },
    'sewing leather buckets by lamplight',
    'pacing how far the well is from each row of houses',
    { text: 'asking the smith for hooks to pull down burning thatch', requires: ['job!=Blacksmith|Apprentice smith'] },
    { text: 'ringing a practice alarm at odd hours', excludes: ['g-secret'] },
    'walking the lanes at night sniffing for smoke',
  ],

  // Lore: a thing buried, magic, a spirit, the stars, words and tongues, old writing, a riddle of the place.
  gLoreAim: [
    aim('gLoreDigStep', {
      text: 'discover what lies beneath the {?gWildAdj} barrow on the hill',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-sign', 'gm-fate', 'gm-time', 'seek-under'],
    }),
    aim('gLoreDigStep', {
      text: 'find the lost library said to lie under the old abbey',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-legacy', 'seek-under'],
    }),
    aim('gLoreDigStep', {
      text: 'dig up the hoard buried on the common in the old war',
      implies: ['gm-dull', 'gm-tales', 'gm-need', 'gm-wager'],
    }),
    aim('gLoreDigStep', {
      text: 'open the sealed door at the bottom of the old mine',
      implies: ['gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'seek-under'],
    }),
    // Magic to master (`aim-magic`): no aim of someone who fears magic.
    aim('gLoreMagicStep', {
      text: 'master the art of true magic',
      implies: ['gm-dull', 'gm-proof', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-fate', 'gm-time', 'aim-magic'],
    }),
    aim('gLoreMagicStep', {
      text: 'learn one true spell, just one',
      implies: ['gm-dull', 'gm-proof', 'gm-time', 'gm-wager', 'aim-magic'],
    }),
    aim('gLoreMagicStep', {
      text: 'learn the true name of fire and call it into an open hand',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'aim-magic'],
    }),
    // A spirit's true name is a spell's key (`aim-spirit`): no aim of someone who fears magic.
    aim('gLoreSpiritStep', {
      text: 'learn the true name of the river spirit',
      implies: ['gm-sign', 'gm-haunt', 'gm-dare', 'gm-feat', 'aim-spirit'],
    }),
    aim('gLoreSpiritStep', {
      text: 'speak with the spirit said to live in the old oak',
      implies: ['gm-sign', 'gm-dare', 'gm-tales', 'gm-wager', 'aim-spirit'],
    }),
    aim('gLoreSpiritStep', {
      text: 'win a favor from the hill folk under the green mound',
      implies: ['gm-sign', 'gm-dare', 'gm-tales', 'gm-need', 'aim-spirit'],
    }),
    aim('gLoreStarsStep', {
      text: 'chart every star in the northern sky',
      implies: ['gm-time', 'gm-legacy', 'gm-dare', 'gm-feat', 'gm-sign'],
    }),
    aim('gLoreStarsStep', {
      text: 'foretell the next eclipse to the very day',
      implies: ['gm-wager', 'gm-proof', 'gm-dare', 'gm-feat'],
    }),
    aim('gLoreStarsStep', {
      text: 'find the wandering star the old almanacs lost',
      implies: ['gm-legacy', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-tales'],
    }),
    // A market where many tongues are spoken is a town's, not a hamlet's or a village's.
    aim('gLoreWordsStep', {
      text: 'learn every language spoken at the market',
      excludes: ['town-small'],
      implies: ['gm-dull', 'gm-time', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-proof'],
    }),
    aim('gLoreWordsStep', {
      text: 'write down every herb-lore saying of the old wives before they are forgotten',
      implies: ['gm-time', 'gm-legacy', 'gm-promise'],
    }),
    aim('gLoreWordsStep', {
      text: 'write down every song the old shepherds know',
      implies: ['gm-time', 'gm-legacy', 'gm-tales', 'gm-promise'],
    }),
    aim('gLoreWordsStep', {
      text: 'learn the old hill tongue before its last speaker dies',
      implies: ['gm-time', 'gm-legacy', 'gm-debt', 'gm-feat'],
    }),
    aim('gLoreScriptStep', {
      text: 'read the old runes carved on the standing stones',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-sign', 'gm-fate', 'gm-time'],
    }),
    aim('gLoreScriptStep', {
      text: 'decipher the carved tablet in the cellar',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-time'],
    }),
    aim('gLoreScriptStep', {
      text: 'read the writing on the {?gThingAdj} bronze plate plowed up in the barley',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-sign'],
    }),
    aim('gLoreScriptStep', {
      text: "break the cipher in a great-grandfather's diary",
      implies: ['gm-dull', 'gm-name', 'gm-feat', 'gm-promise', 'gm-tales'],
    }),
    aim('gLoreDigStep', {
      text: 'find out what really happened the night the old tower fell',
      implies: ['gm-haunt', 'gm-promise', 'gm-dare', 'gm-doubt'],
    }),
    aim('gLoreRiddleStep', {
      text: 'learn why the well water tastes of iron every seventh year',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-haunt', 'gm-wager'],
    }),
    aim('gLoreRiddleStep', {
      text: 'learn why the fog climbs the valley on the same night every year',
      implies: ['gm-dull', 'gm-wager', 'gm-sign', 'gm-haunt'],
    }),
    aim('gLoreRiddleStep', {
      text: 'learn why the swallows leave the valley a week early every autumn',
      implies: ['gm-dull', 'gm-wager', 'gm-sign', 'gm-time'],
    }),
    aim('gLoreRiddleStep', {
      text: 'find out why the temple bell rings by itself on the longest night',
      implies: ['gm-haunt', 'gm-dare', 'gm-doubt', 'gm-sign'],
    }),
  ],
  // Ways to find what is buried.
  gLoreDigStep: [
    'spending every holiday digging with a borrowed shovel',
    'mapping the cellars and barrows by lantern light',
    'interviewing every old-timer in town',
    "buying old maps and diggers' accounts from passing peddlers",
    'keeping a notebook of every rumor and scrap of lore',
    'poking the ground with an iron rod, pace by pace',
    'lowering a lantern on a rope into every hole and crack',
    'reading every old account of the place that can be found',
  ],
  // Ways to learn magic.
  gLoreMagicStep: [
    'sweeping floors for a hedge wizard in exchange for a lesson a month',
    'practicing the simplest cantrip every night without success',
    'buying second-hand books from passing peddlers',
    'writing to a famous scholar who has never once replied',
    'sitting up late over borrowed candles and borrowed books',
    'copying strange symbols into a notebook',
    'trading favors with a witch for one look at her book',
    'memorizing the shapes of spells from a torn page',
  ],
  // Ways to reach a spirit.
  gLoreSpiritStep: [
    'keeping a notebook of every rumor and scrap of lore',
    'fasting before every visit, the way the old stories say to',
    'sitting by the haunted place at dusk, listening',
    'leaving honey cakes where the spirit dwells every new moon',
    'asking the old wives what words the spirit answers to',
    "collecting every charm and children's rhyme about it",
    'begging a hedge-witch for the proper words of greeting',
    'interviewing every old-timer in town',
  ],
  // Ways to read the sky.
  gLoreStarsStep: [
    'learning the old star names from a shepherd',
    'copying the star tables out of an old almanac',
    'sitting up on clear nights with a homemade telescope',
    'writing to a famous scholar who has never once replied',
    'sitting up late over borrowed candles and borrowed books',
    'marking the rising of the stars on a barn door in chalk',
    'sleeping by day to watch by night',
    'buying a battered almanac from a sailor',
    'grinding lenses out of old bottle glass',
  ],
  // Ways to gather words and tongues.
  gLoreWordsStep: [
    'buying drinks for anyone who remembers the old ways of saying things',
    'writing every word twice, once as heard and once as understood',
    'interviewing every old-timer in town',
    {
      text: 'trading chores for lessons with the scribe',
      requires: ['job!=Scribe|Archivist|Librarian'],
      excludes: ['gname-scribe', 'gname-quill'],
    },
    'keeping a notebook of every rumor and scrap of lore',
    'carrying ink and paper everywhere',
    'sitting with the oldest folk and writing down every word they say',
    'swapping lessons with a peddler, tongue for tongue',
  ],
  // Ways to read old writing.
  gLoreScriptStep: [
    'copying strange symbols into a notebook',
    {
      text: 'trading chores for lessons with the scribe',
      requires: ['job!=Scribe|Archivist|Librarian'],
      excludes: ['gname-scribe', 'gname-quill'],
    },
    { text: 'stealing time in the temple library', excludes: ['p-godless'] },
    'writing to a famous scholar who has never once replied',
    'buying second-hand books from passing peddlers',
    {
      text: 'paying an old scholar in firewood for an hour of talk each week',
      requires: ['job!=Scribe|Archivist|Librarian'],
    },
    'rubbing charcoal over the marks onto rough paper',
    'comparing every mark with the letters on old coins',
  ],
  // Ways to solve a riddle of the place: witnesses, records, and watching when it happens.
  gLoreRiddleStep: [
    'writing to a famous scholar who has never once replied',
    { text: 'asking the priests whether it is written of anywhere', excludes: ['p-godless'] },
    'keeping a notebook of every rumor and scrap of lore',
    'interviewing every old-timer in town',
    { text: 'stealing time in the temple library', excludes: ['p-godless'] },
    'keeping a daily record of the weather, the water and the moon',
    'sitting up on the nights it happens, notebook in hand',
    'asking the oldest records what happened the last time',
  ],
} as const satisfies Grammar;
