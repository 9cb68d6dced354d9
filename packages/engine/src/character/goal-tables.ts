import type { Grammar } from '../core/table';

/** Kinds of work whose holders would not take up a master craftsman's dream (any person without a job may). */
const NOT_CRAFT = ['Trade', 'Hospitality', 'Service', 'Faith', 'Learning', 'Arms', 'Nobility', 'Labor', 'Arts'];

/**
 * Goals: an aim, a motive and a first step already taken. Aims and steps come in matching
 * families (wealth, rank, craft...) so the step serves the aim. An aim implies the kinds of
 * motive that can drive it (`gm-proof`: proving someone wrong; `gm-dare`: defiance; `gm-feat`: a feat thought impossible; `gm-doubt`: a truth nobody credits; `gm-wager`; `gm-name`:
 * the family name; `gm-legacy`: being remembered; `gm-tales`: living up to old stories;
 * `gm-need` and `gm-safe`: money or safety for self and kin; `gm-haunt`; `gm-penance`;
 * `gm-promise`; `gm-debt`: of honor or kindness; `gm-time`: a life running short; `gm-dull`: a
 * dull life to escape; `gm-sign`: a dream or a dying wish; `gm-fate`: a prophecy), and narrower
 * tags where only some steps fit it. An aim that means facing people down implies `aim-bold`,
 * which a coward's flaw excludes. Root: `goal`.
 */
export const GOAL_GRAMMAR = {
  goal: [
    { text: '{gVerb.cap} {gWealthAim}, {gMotive}. {gStepLead.cap} {gWealthStep}.', implies: ['aim-wealth'] },
    { text: '{gVerb.cap} {gRankAim}, {gMotive}. {gStepLead.cap} {gRankStep}.', implies: ['aim-rank'] },
    { text: '{gVerb.cap} {gCraftAim}, {gMotive}. {gStepLead.cap} {gCraftStep}.', implies: ['aim-craft'] },
    { text: '{gVerb.cap} {gKinAim}, {gMotive}. {gStepLead.cap} {gKinStep}.', implies: ['aim-kin'] },
    { text: '{gVerb.cap} {gJusticeAim}, {gMotive}. {gStepLead.cap} {gJusticeStep}.', implies: ['aim-justice'] },
    { text: '{gVerb.cap} {gTravelAim}, {gMotive}. {gStepLead.cap} {gTravelStep}.', implies: ['aim-travel'] },
    // Not the aim of someone who will not set foot in a temple.
    {
      text: '{gVerb.cap} {gFaithAim}, {gMotive}. {gStepLead.cap} {gFaithStep}.',
      excludes: ['p-godless'],
      implies: ['aim-faith'],
    },
    { text: '{gVerb.cap} {gTownAim}, {gMotive}. {gStepLead.cap} {gTownStep}.', implies: ['aim-town'] },
    {
      text: '{gVerb.cap} {gLoreAim}, {gMotive}. {gStepLead.cap} {gLoreStep}.',
      excludes: ['t-set'],
      implies: ['aim-lore', 't-curious'],
    },
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
    { text: 'to win the respect of a distant parent', requires: ['gm-proof'], excludes: ['parents-0'] },
    {
      text: 'purely to spite a rival',
      requires: ['gm-proof'],
      excludes: ['aim-justice', 'aim-kin', 'aim-faith'],
      implies: ['gw-rival'],
    },
    // A feat thought impossible (`gm-feat`): never of a wedding, a lawsuit or a reckoning.
    { text: 'because nobody believes it can be done', requires: ['gm-feat'] },
    // A truth nobody else credits (`gm-doubt`): a murder called an accident, a fall called an act of the gods.
    { text: 'because nobody else will believe it', requires: ['gm-doubt'] },
    { text: 'out of sheer stubbornness', requires: ['gm-dare'] },
    { text: 'to win a wager with an old friend', requires: ['gm-wager'] },
    { text: 'so that the family name means something again', requires: ['gm-name'] },
    { text: "to live up to a grandmother's stories", requires: ['gm-tales'] },
    { text: 'to be remembered after death', requires: ['gm-legacy'] },
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
    { text: 'to finally feel safe', requires: ['gm-safe'] },
    { text: 'to make the nightmares stop', requires: ['gm-haunt'] },
    { text: 'as penance for an old mistake', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'to keep a promise made at a graveside', requires: ['gm-promise'] },
    { text: 'to settle a debt of honor', requires: ['gm-debt'] },
    { text: 'to repay an old kindness', requires: ['gm-debt'] },
    { text: 'before old age makes it impossible', requires: ['gm-time'], excludes: ['young'] },
    { text: 'because life is short and getting shorter', requires: ['gm-time'], excludes: ['young'] },
    { text: 'to escape a dull life', requires: ['gm-dull'] },
    { text: 'because it is the only thing that feels worth doing', requires: ['gm-time'] },
    { text: 'because a fortune-teller swore it would happen', requires: ['gm-fate'] },
    { text: 'because the gods demanded it in a dream', requires: ['gm-sign'], excludes: ['p-godless'] },
    { text: 'because a dying mentor asked it', requires: ['gm-sign'] },
    { text: 'because a letter arrived last month that changed everything', weight: 0.5 },
    { text: 'because a recurring dream will not let the matter rest', requires: ['gm-sign'] },
    { text: 'because an old hermit pressed the task on {$them} and then vanished', requires: ['gm-sign'] },
    { text: 'while there are still years enough to try', requires: ['gm-time'], excludes: ['young'] },
    { text: 'because every other door seems to have closed', requires: ['gm-time'] },
    { text: 'because everyone said it was foolish', requires: ['gm-dare'] },
    { text: 'to settle a bet made at a wedding feast', requires: ['gm-wager'] },
    { text: 'to wash a stain off the family name', requires: ['gm-name'] },
    { text: 'to match the deeds of a great-uncle in the old songs', requires: ['gm-tales'] },
    { text: 'so that something lasting bears {$their} name', requires: ['gm-legacy'] },
    {
      text: 'so that nobody can ever turn {$them} out again',
      requires: ['gm-safe'],
      excludes: ['aim-justice', 'aim-lore', 'aim-craft', 'aim-travel', 'aim-faith'],
    },
    { text: 'to quiet a memory that comes back every night', requires: ['gm-haunt'] },
    { text: 'to make amends for a wrong done long ago', requires: ['gm-penance'], implies: ['gm-said-penance'] },
    { text: 'to honor a vow sworn to a dying friend', requires: ['gm-promise'] },
    // Making a mark is a motive for a lasting work or rank (`gm-legacy`), not for a marriage.
    { text: 'to be something more than a name in the tax roll', requires: ['gm-legacy'] },
    { text: 'because a strange old woman at the fair foretold it', requires: ['gm-fate'] },
  ],
  gWealthAim: [
    {
      text: 'buy back the {?gWildAdj} family orchard',
      implies: ['gw-no-rivals', 'gm-proof', 'gm-name', 'gm-need', 'gm-promise'],
    },
    {
      text: 'open a shop on the main street',
      // Not of someone who already keeps one, or runs a place of their own.
      requires: ['job!=Shopkeeper'],
      excludes: ['owner'],
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-safe', 'gm-time'],
    },
    {
      text: 'own a ship outright',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-time', 'gm-fate', 'seek-sea'],
    },
    { text: 'pay off a crushing debt before winter', implies: ['gm-need', 'gm-safe', 'gw-no-rivals'] },
    // Riches for their own sake: not the aim of someone content with very little (`t-content`).
    {
      text: 'retire rich before forty',
      requires: ['age<34'],
      excludes: ['t-content'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-safe', 't-grasping'],
    },
    {
      text: 'buy a share in the new silver mine',
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-sign', 'gm-fate', 'seek-under'],
    },
    // A merchant's aims: not a priest's, sworn to the temple, nor a noble's, above trade.
    {
      text: 'become the richest merchant in the district',
      excludes: ['t-content', 'Faith', 'Nobility'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-name', 'gm-legacy', 't-grasping'],
    },
    {
      text: 'win the monopoly on salt in the valley',
      // A monopoly is won by someone already in trade with a place of their own.
      requires: ['role=owner'],
      excludes: ['t-content', 'Faith', 'Nobility'],
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 't-grasping'],
    },
    {
      text: 'buy the {?gOldAdj} tavern where the family once waited on tables',
      implies: ['gm-proof', 'gm-name'],
    },
  ],
  gWealthStep: [
    // Not of the rich, who keep their coin in a strongbox or a counting house.
    { text: 'saving every spare coin in a boot under the floorboards', excludes: ['wealth-rich'] },
    // Not the way of anyone who keeps the law, enforces it or will not lie.
    { text: 'running a small smuggling sideline', excludes: ['align-lawful', 'p-honest', 'Arms'] },
    "courting a moneylender's favor",
    'selling off family heirlooms one by one',
    { text: 'working two jobs and sleeping four hours a night', implies: ['g-toil'] },
    // Rivals are named once: not after a motive that already spites one.
    // Rivals in business are had by someone in business (`in-business`): no guard or brewhand with rivals' ledgers.
    {
      text: 'studying the ledgers of successful rivals',
      requires: ['in-business'],
      excludes: ['gw-no-rivals', 'gw-rival'],
    },
    'gambling small sums with great care',
    {
      text: "learning to forge a merchant's seal, just in case",
      // Forgery is not the way of anyone who keeps the law or enforces it.
      excludes: ['p-honest', 'p-kind', 'align-good', 'align-lawful', 'Arms', 'w-in-case'],
      implies: ['w-in-case'],
    },
  ],
  gRankAim: [
    // A hamlet has no council, magistrate or market day.
    {
      text: 'be elected to the town council',
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-feat', 'gr-civic'],
      excludes: ['town-hamlet'],
    },
    {
      text: 'be named master of the guild',
      // Of a guild the person belongs to; nobody holds a place in a guild by prayer, sword or
      // birth, and its head already is master.
      requires: ['in-Guild'],
      excludes: ['Faith', 'Arms', 'Nobility', 'leads-Guild'],
      implies: ['gm-proof', 'gm-name', 'gm-legacy', 'gm-dare', 'gm-feat', 'gr-civic'],
    },
    {
      text: 'earn a knighthood',
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-fate', 'gr-arms'],
    },
    {
      text: 'marry into a noble house',
      // Not of a noble, who was born into one.
      requires: ['job!=Noble'],
      excludes: ['h-widowed', 'young-to-wed'],
      implies: ['gm-proof', 'gm-name', 'gm-need', 'gm-safe', 'gm-fate', 'gr-court'],
    },
    {
      text: 'be received at court',
      // Not by someone who already serves or sits there.
      excludes: ['Nobility'],
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-fate', 'gr-court'],
    },
    {
      text: 'win back a title stripped from the family',
      implies: ['gm-name', 'gm-promise', 'gm-debt', 'gm-proof', 'gr-court'],
    },
    {
      text: 'become captain of the town watch',
      // Not of someone who already commands a garrison, nor of a priest, whose calling is the temple.
      // A town watch is a town's: a village or a hamlet keeps none.
      requires: ['job!=Garrison captain'],
      excludes: ['Faith', 'town-small'],
      implies: ['gm-dull', 'gm-proof', 'gm-name', 'gm-dare', 'gm-feat', 'gr-watch', 'aim-bold'],
    },
    {
      text: "sit at the high table of the merchants' guild",
      // A merchant's wish, not a bouncer's or a tailor's.
      requires: ['Trade'],
      excludes: ['Faith', 'Arms', 'Nobility', 'leads-Guild'],
      implies: ['gm-proof', 'gm-name', 'gm-dare', 'gm-feat', 'gr-civic'],
    },
  ],
  gRankStep: [
    // Dinners cost money: not of the poor.
    { text: 'hosting dinners for people who matter', excludes: ['gr-arms', 'gr-watch', 't-solitary', 'wealth-poor'] },
    { text: 'taking lessons in courtly manners from a disgraced dancing master', requires: ['gr-court'] },
    { text: "doing favors for the council's clerk", excludes: ['town-hamlet', 'gr-court', 'gr-arms'] },
    // A portrait is paid for: not by the poor.
    { text: 'commissioning a flattering portrait', excludes: ['gr-arms', 'gr-watch', 'g-secret', 'wealth-poor'] },
    { text: 'volunteering for every civic duty there is', excludes: ['gr-court', 'gr-arms', 'g-secret'] },
    // A rival is named once: not after a motive that already spites one.
    // Not the way of a kind or forgiving soul.
    {
      text: 'digging up unpleasant facts about a rival for the honor',
      excludes: ['gw-rival', 't-kind', 't-forgiving'],
    },
    // A skill still to be learned is never the person's own trade, nor what their own group is
    // named for (the `gname-` words of its name): no rider of the Saddle Brothers learning to ride.
    {
      text: 'learning to ride, fence and dance, all at once',
      requires: ['job!=Groom|Stablemaster'],
      excludes: ['gr-civic', 'gr-watch', 'gname-rider', 'gname-saddle', 'gname-horse', 'gname-blade', 'gname-sword'],
    },
    // Not of someone frugal and proud of it.
    {
      text: 'buying a coat far beyond {$their} means',
      excludes: ['gr-arms', 'gr-watch', 't-thrifty', 'wealth-rich'],
      implies: ['t-spendthrift'],
    },
    { text: 'drilling with a borrowed sword every dawn', excludes: ['gr-civic', 'gr-court'] },
    // Only someone already on the watch's roster stands its extra nights.
    {
      text: 'standing every extra night watch that nobody else wants',
      requires: ['gr-watch', 'job=Town guard|Watch sergeant|Garrison captain|Soldier|Hired guard'],
    },
    { text: 'walking the night patrols beside the watch on every feast day', requires: ['gr-watch'] },
    { text: 'squiring for an old knight with a bad temper', requires: ['gr-arms'] },
  ],
  gCraftAim: [
    {
      text: 'forge a blade fit for a queen',
      // Smiths' work: not a needleworker's or a baker's.
      requires: ['job=Blacksmith|Apprentice smith|Armorer|Weaponsmith'],
      excludes: NOT_CRAFT,
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-legacy', 'gm-tales', 'gm-time', 'gm-sign', 'gm-fate'],
    },
    {
      text: 'brew the finest ale in the province',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-wager', 'gc-brew'],
    },
    {
      text: 'finish the great tapestry a grandmother left {?gHalfAdj}',
      implies: ['gm-promise', 'gm-legacy', 'gm-time'],
    },
    {
      text: 'build a clock that shows the phases of the moon',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-sign'],
    },
    {
      text: 'write a book that will still be read in a hundred years',
      implies: ['gm-legacy', 'gm-time', 'gm-proof', 'gm-sign', 'gc-write'],
    },
    {
      text: 'paint the ceiling of the {?gOldAdj} temple',
      excludes: ['p-godless'],
      implies: ['gm-legacy', 'gm-sign', 'gm-penance', 'gm-time', 'gc-site'],
    },
    {
      text: 'build a music box that plays a tune nobody has heard',
      implies: ['gm-dull', 'gm-proof', 'gm-dare', 'gm-feat', 'gm-time', 'gm-sign'],
    },
    {
      text: 'carve a door so beautiful that the duke will want it',
      // Of a worker in wood or stone: no jeweler or tailor carving doors.
      requires: ['job=Carpenter|Joiner|Shipwright|Stonemason|Bowyer|Fletcher|Apprentice'],
      excludes: NOT_CRAFT,
      implies: ['gm-proof', 'gm-dare', 'gm-feat', 'gm-need', 'gm-name', 'gm-legacy'],
    },
  ],
  gCraftStep: [
    // Not late in life, when the masters are younger than the pupil, nor for one who works a craft already.
    { text: 'begging a master for an apprenticeship', excludes: ['gc-write', 'old', 'Craft'] },
    { text: 'trading labor for rare materials', excludes: ['gc-write'] },
    'working by candlelight every night',
    // Not of ale, which leaves no ruined examples to study.
    { text: 'studying ruined examples of old work', excludes: ['gc-brew'] },
    { text: 'saving for the best tools money can buy', excludes: ['gc-write'] },
    // A rival in the work is had by someone who makes things or performs them.
    {
      text: 'copying the techniques of a dead rival from notebooks bought at auction',
      requires: ['jobType=Craft|Arts'],
      excludes: ['gw-rival'],
    },
    { text: 'setting up in the back of a rented shed', excludes: ['gc-site'] },
    { text: 'throwing away a hundred failed attempts', excludes: ['gc-site', 'g-lead-start'] },
    { text: 'filling a trunk with drafts and burning half of them', requires: ['gc-write'] },
    { text: 'grinding pigments from river clay', requires: ['gc-site'] },
    { text: 'climbing the scaffold every morning before prayers', requires: ['gc-site'], implies: ['seek-height'] },
  ],
  gKinAim: [
    {
      text: 'win back an estranged love',
      excludes: ['h-widowed', 'young-to-wed'],
      implies: ['gm-penance', 'gm-time', 'gm-fate', 'kin-love'],
    },
    {
      text: 'find a sister lost in the great flood',
      // A lost sister would be missing from a person's known brothers and sisters.
      excludes: ['only-child', 'siblings'],
      implies: ['gm-haunt', 'gm-promise', 'gm-penance', 'gm-time', 'gm-sign', 'gm-fate', 'kin-search'],
    },
    // Of a child of their own, so never of the childless.
    {
      text: 'see a grandchild properly educated',
      requires: ['children'],
      implies: ['gm-name', 'gm-promise', 'gm-debt', 'kin-school'],
    },
    {
      text: 'gather the scattered family for one last feast',
      // Not of someone whose parents, brothers, sisters or children live in town beside them.
      excludes: ['siblings', 'children', 'parents-1', 'parents-2'],
      implies: ['gm-time', 'gm-promise', 'gm-penance', 'kin-home'],
    },
    {
      text: "marry for love despite the family's wishes",
      requires: ['!old'],
      excludes: ['h-widowed', 'parents-0', 'young-to-wed'],
      implies: ['gm-dull', 'gm-dare', 'gm-time', 'kin-love'],
    },
    {
      text: 'adopt the orphan who sleeps in the stables',
      // A child is taken in by someone old enough to raise one.
      requires: ['age>=21'],
      implies: ['gm-debt', 'gm-penance', 'gm-time', 'kin-adopt'],
    },
    {
      text: 'bring a brother home from the mercenary companies',
      // A brother far away would be missing from a person's known brothers and sisters, who live in town.
      excludes: ['only-child', 'siblings'],
      implies: ['gm-promise', 'gm-time', 'gm-fate', 'gm-haunt', 'kin-search'],
    },
    {
      text: 'rebuild the {?gOldAdj} family farmhouse stone by stone',
      implies: ['gm-name', 'gm-promise', 'gm-time', 'gm-proof', 'kin-home', 'kin-build'],
    },
  ],
  gKinStep: [
    { text: 'writing letters to every town on the river', requires: ['kin-search'] },
    { text: 'paying a tracker to follow an old trail', requires: ['kin-search'] },
    { text: 'asking every passing caravan for news', requires: ['kin-search'] },
    { text: 'putting aside coin for a tutor', requires: ['kin-school'] },
    { text: 'begging the temple school to take one more pupil', requires: ['kin-school'], excludes: ['p-godless'] },
    { text: 'clearing out a spare room and painting it', requires: ['kin-adopt'] },
    { text: 'leaving a bowl of stew by the stable door every night', requires: ['kin-adopt'] },
    { text: 'taking dancing lessons in secret', requires: ['kin-love'] },
    { text: 'writing a poem a day and burning every one', requires: ['kin-love'] },
    { text: 'making peace with the aunt who broke off the match', requires: ['kin-love'] },
    { text: 'making peace with an angry aunt', requires: ['kin-home'] },
    // A step toward the family feast, not toward rebuilding the farmhouse.
    {
      text: 'learning to cook the dishes {$their} mother used to make',
      requires: ['kin-home', 'job!=Cook|Baker|Innkeeper'],
      excludes: ['mother-living', 'parents-2', 'kin-build', 'gname-cook', 'gname-kitchen'],
    },
    // A wage is an employee's; an owner puts by from the takings.
    { text: 'putting aside a little from every wage', requires: ['kin-home'], excludes: ['owner', 'Nobility'] },
    {
      text: "putting aside a little from every week's takings",
      requires: ['kin-home', 'owner'],
      excludes: ['Nobility'],
    },
  ],
  gJusticeAim: [
    // Only of someone whose father is known to have died.
    { text: "clear a dead father's name", requires: ['father-dead'], implies: ['gm-name', 'gm-promise', 'gj-name'] },
    {
      text: 'see a corrupt magistrate hanged',
      excludes: ['town-hamlet'],
      implies: ['gm-promise', 'gm-debt', 'gm-dare', 'gm-safe', 'gj-known', 'aim-bold'],
    },
    { text: 'ruin the merchant who cheated the family', implies: ['gm-name', 'gm-promise', 'gm-dare', 'gj-known'] },
    {
      text: 'find whoever burned down the family house',
      implies: ['gm-haunt', 'gm-promise', 'gm-safe', 'gm-dare', 'gj-violent', 'gj-armed', 'aim-bold'],
    },
    { text: 'recover a stolen inheritance', implies: ['gm-need', 'gm-name'] },
    { text: 'bring a smuggling ring to justice', implies: ['gm-dare', 'gm-promise', 'gm-debt', 'gj-armed'] },
    { text: 'make a cruel landlord pay for an eviction', implies: ['gm-dare', 'gm-promise', 'gm-debt', 'gj-known'] },
    {
      text: 'prove that an old friend was murdered',
      implies: ['gm-dare', 'gm-doubt', 'gm-promise', 'gm-debt', 'gm-haunt', 'gj-violent'],
    },
  ],
  gJusticeStep: [
    'gathering testimony from old witnesses',
    { text: 'copying pages from the tax rolls by night', excludes: ['gj-violent'] },
    { text: "befriending a servant in the magistrate's house", excludes: ['town-hamlet'] },
    { text: 'paying a thief to steal back a ledger', excludes: ['gj-violent', 'p-honest'] },
    'keeping a careful diary of every wrong',
    { text: 'following a suspect from a distance every market day', excludes: ['town-hamlet', 'gj-known'] },
    'hiring an advocate with a poor reputation and a good memory',
    // Only against someone who may fight back, not to ruin a merchant or see a magistrate hanged.
    {
      text: 'learning to use a crossbow',
      requires: ['gj-armed', 'job!=Bowyer|Fletcher|Hunter'],
      excludes: ['Arms', 'gname-crossbow', 'gname-bow', 'gname-archer', 'gname-bowmen', 'gname-quarrel'],
    },
  ],
  gTravelAim: [
    {
      text: 'see the ocean before dying',
      // Not of someone born on the coast (`env`, when known) or working the water.
      requires: ['env!=Coastal', 'garb!=sea'],
      implies: ['gm-dull', 'gm-time', 'gm-sign', 'gm-fate', 'gm-wager', 'gt-ocean'],
    },
    {
      text: 'cross the great desert',
      implies: [
        'gm-dull',
        'gm-dare',
        'gm-feat',
        'gm-tales',
        'gm-wager',
        'gm-proof',
        'gm-time',
        'gm-sign',
        'gm-fate',
        'gt-land',
      ],
    },
    {
      text: 'reach the far mountains where the sun rises',
      implies: ['gm-dull', 'gm-time', 'gm-sign', 'gm-fate', 'gm-dare', 'gm-feat', 'gm-wager', 'gt-land'],
    },
    {
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
        'gt-sail',
        'seek-sea',
      ],
    },
    {
      text: 'walk the old pilgrim road from end to end',
      excludes: ['p-godless'],
      implies: ['gm-penance', 'gm-sign', 'gm-time', 'gm-dare', 'gm-feat', 'gt-land'],
    },
    {
      text: "find the lost city from a grandmother's stories",
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-time', 'gm-proof', 'gm-sign', 'gm-fate'],
    },
    {
      text: 'visit every one of the nine sacred springs',
      excludes: ['p-godless'],
      implies: ['gm-penance', 'gm-sign', 'gm-time', 'gt-land'],
    },
    {
      text: 'see the ice fields of the far north',
      requires: ['env!=Arctic'],
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-time', 'gm-proof'],
    },
  ],
  gTravelStep: [
    { text: 'buying a sturdy pair of boots', excludes: ['gt-sail'] },
    {
      text: 'learning to read maps',
      requires: ['job!=Cartographer|Surveyor'],
      excludes: ['gname-map', 'gname-chart', 'gname-compass', 'gname-cartographer', 'gname-surveyor'],
    },
    { text: 'asking every traveler about the roads', excludes: ['gt-sail'] },
    { text: 'saving for passage on a merchant ship', excludes: ['gt-land', 'gt-ocean'], implies: ['seek-sea'] },
    'learning a trade language from a patient peddler',
    'collecting maps of every age and accuracy',
    { text: 'walking further each day to toughen up', excludes: ['gt-sail'] },
    'selling off anything too heavy to carry',
    {
      text: 'learning every knot a sailor knows',
      requires: ['gt-sail', 'job!=Sailor|Smuggler|Harbormaster|Dockhand|Shipwright'],
      excludes: ['gname-knot', 'gname-sailor', 'gname-rigger', 'gname-rope', 'gname-deckhand'],
    },
    { text: 'asking the carters what lies past the next valley', excludes: ['gt-sail'] },
    'setting aside one coin a week in a jar marked for the journey',
    { text: 'trying on a pack full of stones to see how far it can be carried', excludes: ['gt-sail'] },
  ],
  gFaithAim: [
    // Long ago is after coming of age, not in a childhood just past.
    {
      text: 'atone for a death caused long ago',
      requires: ['grownYears>=10'],
      implies: ['gm-haunt', 'gm-sign', 'gm-time', 'gf-penance'],
    },
    { text: 'build a shrine on the hill', implies: ['gm-sign', 'gm-promise', 'gm-penance', 'gm-legacy', 'gf-build'] },
    {
      text: 'be accepted into a holy order',
      // Not of a priest, acolyte or temple healer, who already serves in one.
      excludes: ['Faith'],
      implies: ['gm-dull', 'gm-sign', 'gm-penance', 'gm-time', 'gm-safe', 'gf-order'],
    },
    {
      text: 'recover a lost holy relic',
      implies: ['gm-sign', 'gm-fate', 'gm-promise', 'gm-debt', 'gm-dare', 'gm-feat', 'gf-quest'],
    },
    { text: 'earn some sign of forgiveness from the gods', implies: ['gm-haunt', 'gm-time', 'gf-penance'] },
    {
      text: 'carry a {?gThingAdj} statue of the harvest goddess back to its home temple',
      implies: ['gm-sign', 'gm-promise', 'gm-penance', 'gf-quest'],
    },
    { text: 'lay a restless ghost to rest', implies: ['gm-haunt', 'gm-promise', 'gm-sign', 'gf-ghost'] },
    {
      text: 'live one whole year without telling a lie',
      excludes: ['p-honest', 't-deceitful'],
      implies: ['t-honest', 'gf-lie', 'gm-penance', 'gm-wager', 'gm-dare', 'gm-feat', 'gf-penance'],
    },
  ],
  gFaithStep: [
    {
      text: 'giving a tenth of every wage to the temple',
      excludes: ['gf-ghost', 'gf-quest', 'gf-lie', 'owner', 'Nobility'],
    },
    {
      text: "giving a tenth of every week's takings to the temple",
      requires: ['owner'],
      excludes: ['gf-ghost', 'gf-quest', 'gf-lie', 'Nobility'],
    },
    // Fasting is penance or devotion: it does nothing for a year without a lie nor finds a relic.
    { text: 'fasting every seventh day', excludes: ['gf-lie', 'gf-quest'] },
    { text: 'tending the graves of strangers', excludes: ['gf-build', 'gf-order', 'gf-quest', 'gf-lie'] },
    { text: 'copying holy texts by hand', excludes: ['gf-ghost', 'gf-build', 'gf-quest'] },
    // A different priest every week: only a town has so many.
    {
      text: 'confessing to a different priest every week',
      requires: ['gf-penance'],
      excludes: ['town-small'],
      implies: ['w-confess'],
    },
    // Penance is not said twice: not after "as penance for an old mistake".
    { text: 'sleeping on the floor as a penance', excludes: ['gf-ghost', 'gf-build', 'gf-quest', 'gm-said-penance'] },
    { text: 'learning the old prayers by heart', excludes: ['gf-lie', 'Faith', 'gname-prayer'] },
    { text: 'walking barefoot to the shrine every holy day', excludes: ['gf-ghost', 'gf-build', 'gf-quest'] },
    { text: 'keeping a tally of every near-lie on a slate by the door', requires: ['gf-lie'] },
    { text: 'asking the oldest folk in town whose ghost it could be', requires: ['gf-ghost'] },
    { text: 'leaving bread and salt at the crossroads every new moon', requires: ['gf-ghost'] },
    { text: 'searching the old temple records by candlelight', requires: ['gf-quest'] },
    { text: 'asking every pilgrim on the road for rumors', requires: ['gf-quest'] },
    { text: 'saving for a mule and a cart', requires: ['gf-quest'] },
    { text: 'hauling stones up the hill one cartload at a time', requires: ['gf-build'], implies: ['g-toil'] },
    { text: 'begging the temple to bless the site', requires: ['gf-build'] },
    { text: "rising before dawn for the temple's first prayers", requires: ['gf-order'] },
  ],
  gTownAim: [
    {
      text: 'found a school for poor children',
      implies: ['gm-legacy', 'gm-debt', 'gm-promise', 'gm-time', 'gm-sign', 'gm-proof'],
    },
    { text: 'build a bridge over the ford', implies: ['gm-dare', 'gm-feat', 'gm-legacy', 'gm-haunt', 'gm-sign'] },
    { text: 'rid the town of its rat problem', implies: ['gm-dare', 'gm-feat', 'gm-wager', 'gm-proof', 'gtw-rats'] },
    {
      text: 'drive the protection racket out of the market',
      // A hamlet has no market.
      excludes: ['town-hamlet'],
      implies: ['gm-safe', 'gm-dare', 'gm-feat', 'gm-debt', 'gtw-racket', 'aim-bold'],
    },
    {
      text: 'restore the {?gOldAdj} chapel',
      excludes: ['p-godless'],
      implies: ['gm-sign', 'gm-promise', 'gm-penance', 'gm-legacy'],
    },
    {
      text: 'start a fire brigade of volunteers',
      implies: ['gm-haunt', 'gm-safe', 'gm-dare', 'gm-feat', 'gtw-brigade'],
    },
    {
      text: 'get the town a proper well that does not run dry',
      implies: ['gm-dare', 'gm-feat', 'gm-legacy', 'gm-promise', 'gm-debt'],
    },
    { text: 'turn the old plague field into a public garden', implies: ['gm-legacy', 'gm-haunt', 'gm-sign'] },
  ],
  gTownStep: [
    { text: 'gathering signatures on a petition', excludes: ['g-secret'] },
    { text: 'holding meetings in the back room of a tavern', excludes: ['g-secret'] },
    { text: 'pestering the council every market day', excludes: ['town-hamlet', 'g-secret'] },
    { text: 'recruiting helpers with free ale', excludes: ['g-secret'] },
    { text: 'drawing plans on the back of old flour sacks', excludes: ['gtw-racket', 'gtw-rats'] },
    // A raffle is public: not for an aim kept secret (`g-secret`).
    {
      text: 'raising money with a raffle of dubious honesty',
      // Nor of a good soul, who would not cheat the neighbors of their coppers.
      excludes: ['gtw-racket', 'p-honest', 'align-lawful', 'align-good', 'g-secret'],
    },
    { text: 'writing furious letters to the duke', excludes: ['g-secret'] },
    { text: 'doing the work alone, a little each evening', excludes: ['gtw-racket', 'gtw-brigade'] },
    { text: 'keeping a list of every stall that pays', requires: ['gtw-racket'] },
    { text: 'training a pack of terriers', requires: ['gtw-rats'] },
    {
      text: 'drilling volunteers with leather buckets on market days',
      requires: ['gtw-brigade'],
      excludes: ['town-hamlet', 'g-secret'],
    },
  ],
  gLoreAim: [
    {
      text: 'read the old runes carved on the standing stones',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-sign', 'gm-fate', 'gm-time'],
    },
    {
      text: 'master the art of true magic',
      implies: ['gm-dull', 'gm-proof', 'gm-tales', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-fate', 'gm-time', 'aim-magic'],
    },
    {
      text: 'discover what lies beneath the {?gWildAdj} barrow on the hill',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-wager', 'gm-sign', 'gm-fate', 'gm-time', 'aim-dig'],
    },
    {
      text: 'decipher the carved tablet in the cellar',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-sign', 'gm-time'],
    },
    // A spirit's true name is a spell's key (`aim-spirit`): no aim of someone who fears magic.
    {
      text: 'learn the true name of the river spirit',
      implies: ['gm-sign', 'gm-haunt', 'gm-dare', 'gm-feat', 'aim-spirit'],
    },
    {
      text: 'chart every star in the northern sky',
      implies: ['gm-time', 'gm-legacy', 'gm-dare', 'gm-feat', 'gm-sign', 'aim-stars'],
    },
    {
      text: 'find out what really happened the night the old tower fell',
      implies: ['gm-haunt', 'gm-promise', 'gm-dare', 'gm-doubt', 'aim-dig'],
    },
    // A market where many tongues are spoken is a town's, not a hamlet's or a village's.
    {
      text: 'learn every language spoken at the market',
      excludes: ['town-small'],
      implies: ['gm-dull', 'gm-time', 'gm-dare', 'gm-feat', 'gm-wager', 'gm-proof', 'aim-words'],
    },
    {
      text: 'find the lost library said to lie under the old abbey',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-tales', 'gm-legacy', 'aim-dig'],
    },
    {
      text: 'write down every herb-lore saying of the old wives before they are forgotten',
      implies: ['gm-time', 'gm-legacy', 'gm-promise', 'aim-words'],
    },
    {
      text: 'learn why the well water tastes of iron every seventh year',
      implies: ['gm-dull', 'gm-dare', 'gm-feat', 'gm-haunt', 'gm-wager'],
    },
  ],
  gLoreStep: [
    {
      text: 'trading chores for lessons with the scribe',
      requires: ['job!=Scribe|Archivist|Librarian'],
      excludes: ['aim-stars', 'aim-magic', 'aim-dig', 'gname-scribe', 'gname-quill'],
    },
    { text: 'stealing time in the temple library', excludes: ['p-godless'] },
    { text: 'interviewing every old-timer in town', excludes: ['aim-stars', 'aim-magic'] },
    'buying second-hand books from passing peddlers',
    { text: 'sitting up on clear nights with a homemade telescope', requires: ['aim-stars'] },
    { text: 'copying strange symbols into a notebook', excludes: ['aim-stars', 'aim-words'] },
    'writing to a famous scholar who has never once replied',
    { text: 'spending every holiday digging with a borrowed shovel', requires: ['aim-dig'] },
    { text: 'sweeping floors for a hedge wizard in exchange for a lesson a month', requires: ['aim-magic'] },
    { text: 'keeping a notebook of every rumor and scrap of lore', excludes: ['aim-stars'] },
    'sitting up late over borrowed candles and borrowed books',
    {
      text: 'paying an old scholar in firewood for an hour of talk each week',
      requires: ['job!=Scribe|Archivist|Librarian'],
    },
    { text: 'mapping the cellars and barrows by lantern light', requires: ['aim-dig'] },
    { text: 'practicing the simplest cantrip every night without success', requires: ['aim-magic'] },
  ],
  gOldAdj: ['crumbling', 'half-forgotten', 'weather-beaten', 'old', 'ivy-covered', 'drafty'],
  gWildAdj: ['overgrown', 'half-forgotten', 'old', 'lonely'],
  gThingAdj: ['weather-beaten', 'old', 'chipped', 'half-forgotten'],
  gHalfAdj: ['half-finished', 'unfinished', 'barely begun', 'half-stitched'],
} as const satisfies Grammar;
