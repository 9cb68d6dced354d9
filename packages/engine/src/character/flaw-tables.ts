import type { Grammar } from '../core/table';

/**
 * Flaws: a failing, the way it shows (from the same family), and either what it has cost so far
 * or how it is excused. Each family row implies the kinds of loss it can bring about (`fl-trust`
 * for friends and family, `fl-work`, `fl-office`, `fl-spend`, `fl-odd` for stranger property,
 * `fl-body`, `fl-home`, `fl-honor`) and the kinds of excuse that suit it (`fx-vice` for habits
 * sworn off, `fx-virtue` for failings passed off as virtues, `fx-thrill`), so the cost and the
 * excuse follow from the failing. Root: `flaw`.
 */
/** Kinds of work whose holders were never in line for a knighthood or a commission. */
const NOT_SWORD = ['Craft', 'Trade', 'Hospitality', 'Service', 'Faith', 'Learning', 'Labor', 'Arts'];
/** Not of someone who keeps or works in a tavern or an inn (an unknown job allows it). */
const NOT_TAVERN = 'job!=Tavernkeeper|Innkeeper|Barkeep|Server|Cook|Bouncer';

export const FLAW_GRAMMAR = {
  flaw: [
    { text: '{fTrait}.', weight: 2 },
    { text: '{fTrait}. {fCost}', weight: 4 },
    { text: '{fTrait}, and {fExcuse}.', weight: 3 },
  ],
  fTrait: [
    { text: '{fVanityCore.cap}: {fVanityTell}', implies: ['fl-trust', 'fl-office'] },
    {
      text: '{fGreedCore.cap}: {fGreedTell}',
      // Not beside a kind personality that gives away its last bite, nor one content with very little.
      excludes: ['p-kind', 't-kind', 'p-content', 't-content'],
      implies: ['fl-trust', 'fl-office', 'fl-work', 'fx-virtue', 't-grasping'],
    },
    {
      text: '{fTemperCore.cap}: {fTemperTell}',
      // Not beside a kind personality, endlessly patient and gentle, nor one hard to rattle, nor
      // one cheerful in any weather.
      excludes: ['p-kind', 't-kind', 't-calm', 'p-cheerful'],
      implies: ['fl-trust', 'fl-office', 'fl-work', 'fl-body', 'fl-home', 'fl-honor', 'fx-thrill', 't-hot'],
    },
    {
      text: '{fCowardCore.cap}: {fCowardTell}',
      // A coward is not the brave soul of the personality, nor sets out to face down racketeers.
      // Nor whose life story fought robbers, a war or the river, nor whose work is to face trouble
      // down: a captain, a sergeant, a bouncer or a guard for hire.
      requires: ['job!=Garrison captain|Watch sergeant|Bouncer|Hired guard'],
      excludes: ['aim-bold', 'p-brave', 'h-brave', 't-brave'],
      implies: ['fl-trust', 'fl-work', 'fl-honor', 'fx-virtue', 'fl-coward', 't-timid'],
    },
    {
      text: '{fGambleCore.cap}: {fGambleTell}',
      // Not of someone frugal and proud of it, nor of one who checks every sum three times.
      excludes: ['t-thrifty', 't-careful'],
      implies: [
        't-reckless',
        'fl-trust',
        'fl-spend',
        'fl-odd',
        'fl-body',
        'fl-home',
        'fl-work',
        'fx-vice',
        'fx-thrill',
        't-spendthrift',
      ],
    },
    {
      text: '{fDrinkCore.cap}: {fDrinkTell}',
      implies: ['fl-trust', 'fl-spend', 'fl-odd', 'fl-body', 'fl-home', 'fl-work', 'fl-office', 'fl-honor', 'fx-vice'],
    },
    // Not of a shy soul who says nothing in a room.
    {
      text: '{fGossipCore.cap}: {fGossipTell}',
      excludes: ['t-quiet', 't-terse'],
      implies: ['fl-trust', 'fl-office', 'fl-home', 'fl-body', 'fx-vice', 't-talkative'],
    },
    { text: '{fEnvyCore.cap}: {fEnvyTell}', implies: ['fl-trust', 'fl-office'] },
    // Not of someone who toils (two jobs for a goal, work through every holy day), nor of a stern
    // soul impatient with laziness and excuses.
    {
      text: '{fSlothCore.cap}: {fSlothTell}',
      excludes: ['g-toil', 'p-stern', 't-driven', 't-restless', 'p-neat'],
      implies: ['fl-trust', 'fl-work', 'fl-home', 't-idle'],
    },
    { text: '{fPrideCore.cap}: {fPrideTell}', implies: ['fl-trust', 'fl-office', 'fl-work', 'fx-virtue'] },
    {
      text: '{fRashCore.cap}: {fRashTell}',
      // Not of someone careful to the point of paralysis.
      excludes: ['p-cautious', 't-careful'],
      implies: ['fl-trust', 'fl-body', 'fl-work', 'fl-honor', 'fx-virtue', 'fx-thrill', 'fl-rash', 't-reckless'],
    },
    {
      text: '{fLiarCore.cap}: {fLiarTell}',
      // Not of someone painfully sincere or honest to a fault, nor of a good soul.
      excludes: ['p-honest', 't-honest', 'align-good'],
      implies: ['fl-trust', 'fl-office', 'fl-work', 'fl-home', 'fl-honor', 'fx-vice', 't-deceitful'],
    },
    { text: '{fMuleCore.cap}: {fMuleTell}', implies: ['fl-trust', 'fl-work', 'fl-office', 'fx-virtue'] },
    {
      text: '{fGullCore.cap}: {fGullTell}',
      // Not of someone betrayed once and trusting nobody since, nor of a cautious or sly soul.
      excludes: ['h-betrayed', 'p-cautious', 't-wary'],
      implies: ['fl-trust', 'fl-spend', 'fl-odd', 'fx-virtue', 't-trusting'],
    },
    {
      text: '{fPettyCore.cap}: {fPettyTell}',
      excludes: ['p-kind', 'p-forgiving', 't-kind', 't-forgiving'],
      implies: ['fl-trust', 'fl-office', 'fl-home', 'fx-virtue', 't-grudging'],
    },
    // Impatience is not the nature of someone unhurried, hard to rattle or endlessly patient.
    // Not of a cautious soul who tests every floorboard.
    {
      text: '{fHasteCore.cap}: {fHasteTell}',
      excludes: ['t-calm', 'p-cautious'],
      implies: ['fl-trust', 'fl-work', 'fx-thrill'],
    },
  ],
  fVanityCore: [
    'vain beyond reason',
    // Looking wealthy is the worry of someone who is not.
    { text: 'obsessed with looking wealthy', requires: ['wealth!=rich'], implies: ['fv-show'] },
    'desperate to be admired',
  ],
  fVanityTell: [
    { text: 'cannot pass a window without checking the reflection', excludes: ['fv-show'] },
    // Rent is paid by a tenant, never by someone who owns the house (`home-own`).
    {
      text: 'spends the rent money on {?fFineAdj} lace cuffs',
      excludes: ['t-thrifty', 'home-own'],
      implies: ['fl-spend', 't-spendthrift'],
    },
    {
      text: "spends the winter's firewood money on {?fFineAdj} lace cuffs",
      // Firewood money is counted only where money is short: not by the rich.
      requires: ['wealth!=rich'],
      excludes: ['t-thrifty'],
      implies: ['fl-spend', 't-spendthrift'],
    },
    { text: 'takes offense at the smallest remark about appearance', excludes: ['fv-show'] },
    {
      text: 'will not be seen in the same outfit twice at any feast',
      excludes: ['t-thrifty'],
      implies: ['fl-spend', 't-spendthrift'],
    },
    { text: 'lies about age by a good ten years', excludes: ['young', 'fv-show'] },
    {
      text: 'hires a boy to carry purchases that weigh nothing',
      // Not of the poor, who hire nobody.
      requires: ['wealth!=poor'],
      excludes: ['t-thrifty'],
      implies: ['fl-spend', 't-spendthrift'],
    },
    'drops the names of lords never actually met',
  ],
  fGreedCore: [
    'greedy',
    'unable to pass up a profit',
    { text: 'miserly to the bone', excludes: ['t-spendthrift'], implies: ['fg-miser', 't-thrifty'] },
  ],
  fGreedTell: [
    // Theft is not in a good soul.
    { text: 'skims a little from every purse that changes hands nearby', excludes: ['fg-miser', 'align-good'] },
    { text: 'sells things that belong to other people', excludes: ['fg-miser', 'align-good'] },
    { text: "would sell a friend's secret for a silver piece", excludes: ['fg-miser'] },
    'hoards coin while the roof leaks',
    "counts other people's money in idle moments",
    { text: 'waters the soup to make it last the week', requires: ['fg-miser'] },
    // Not of someone who pours the drinks for a living.
    {
      text: 'has never once bought a round of drinks',
      requires: ['fg-miser', 'job!=Tavernkeeper|Innkeeper|Barkeep|Server'],
    },
  ],
  fTemperCore: [
    'hot-tempered',
    // Slow to cool: a grudge kept, not in a forgiving soul.
    { text: 'quick to take offense and slow to cool', excludes: ['t-forgiving'], implies: ['t-grudging'] },
    'prone to sudden rages',
  ],
  fTemperTell: [
    'has broken more tankards than most taverns own',
    'throws the first punch and asks questions after',
    { text: 'holds a grudge over a spilled drink for years', excludes: ['t-forgiving'], implies: ['t-grudging'] },
    // Not of someone who loves animals better than people.
    { text: 'shouts at animals, tools and the weather', excludes: ['p-animals'] },
    // Not of someone who keeps or serves in a tavern: they would be thrown out of their own.
    // "Every tavern in town" needs a town with several: not a hamlet or a village (`town-small`).
    {
      text: 'has been thrown out of every tavern in town at least once',
      requires: [NOT_TAVERN],
      excludes: ['town-small'],
    },
    'kicks the door when it sticks, and the door has the dents to show it',
    'turns a haggle over a penny into a shouting match',
    { text: 'snaps at anyone who speaks before breakfast', excludes: ['t-calm'] },
    'hurls whatever is at hand when a job goes wrong',
  ],
  fCowardCore: [
    'a coward at heart',
    // A soldier or a guard may be a coward, but not one who shuns every confrontation.
    // Nor a bouncer, whose work is the confrontation at the door.
    { text: 'terrified of any confrontation', requires: ['job!=Bouncer'], excludes: ['Arms'] },
    'brave only when perfectly safe',
  ],
  fCowardTell: [
    // Not of a kind soul.
    { text: 'runs at the first sign of trouble, leaving friends behind', excludes: ['t-kind'] },
    'agrees with whoever spoke last',
    'blames others before anyone has asked who was at fault',
    'always finds a reason to be elsewhere when danger comes',
    'hides behind rules, orders and other people',
    'volunteers loudly for any task and is gone before it starts',
    'keeps a back door in mind in every room',
    'lets someone else knock first on any strange door',
  ],
  fGambleCore: ['a compulsive gambler', 'unable to resist a wager'],
  fGambleTell: [
    'bets on anything, down to which raindrop reaches the sill first',
    'has pawned the same ring four times',
    'owes money to three different card sharps',
    // A dice house is a town's, not a hamlet's or a village's.
    { text: 'sneaks out at night to the dice house', excludes: ['town-small'] },
    'sneaks out at night to throw dice by lantern light',
    'keeps a pair of {?fDiceAdj} dice in every pocket',
    // Wages are an employee's, not those of someone who runs a place of their own.
    { text: "wagers next month's wages on this month's cockfight", requires: ['role!=owner'] },
    'cannot pass a game of chance without a stake in it',
    'keeps a lucky coin and loses everything else',
  ],
  fDrinkCore: [
    { text: 'far too fond of strong drink', implies: ['drinker'] },
    { text: 'rarely sober after noon', implies: ['drinker'] },
  ],
  fDrinkTell: [
    // Hidden where no footwear is assumed: boots are the clothing's to decide, drawn later.
    'keeps a flask hidden in every room of the house',
    'says regrettable things after the third cup',
    'has missed important meetings to finish a bottle',
    'swears off drink every morning and forgets by evening',
    { text: 'knows every tavern keeper by name and every debt by heart', excludes: ['town-small'] },
    { text: 'knows every cask in the tavern by name', excludes: ['town-large'] },
    // Only someone who pours or brews the ale has any to water.
    {
      text: 'waters the ale for everyone else and keeps the good cask for private nights',
      requires: ['job=Tavernkeeper|Innkeeper|Barkeep|Server|Brewer|Brewhand'],
    },
    'hides empty bottles under the floorboards',
    'has a different reason to toast every evening',
  ],
  // A gossip both gathers news (`fg-gather`) and spreads it (`fg-spread`); one who cannot keep a
  // secret only spreads what is told, so a snooping tell never answers that failing.
  fGossipCore: [
    { text: 'an incurable gossip', implies: ['fg-gather', 'fg-spread'] },
    { text: 'unable to keep a secret', implies: ['fg-spread', 'fg-blab'] },
  ],
  fGossipTell: [
    { text: 'repeats everything heard, with improvements', requires: ['fg-spread'] },
    { text: 'passes on secrets “in confidence” to everyone', requires: ['fg-spread'] },
    // A gossip's embroidery, not a blabbermouth's: one who cannot keep a secret tells it as it is.
    { text: 'invents details when the truth is dull', requires: ['fg-spread'], excludes: ['p-honest', 'fg-blab'] },
    { text: "steams open other people's letters", requires: ['fg-gather'], excludes: ['p-honest'] },
    { text: 'listens at doors and is not ashamed of it', requires: ['fg-gather'] },
    { text: 'knows of every quarrel on the street by breakfast', requires: ['fg-gather'] },
    { text: 'loiters at the well to hear who says what', requires: ['fg-gather'] },
    { text: 'cannot leave a room without a scrap of news to carry', requires: ['fg-spread'] },
    { text: 'has let slip every surprise party ever planned on the street', requires: ['fg-spread'] },
    { text: 'tells each secret to one friend “only”, then to the next', requires: ['fg-spread'] },
  ],
  fEnvyCore: ['bitterly jealous', "envious of anyone's good fortune"],
  fEnvyTell: [
    // Envy, not a grudge over a slight.
    "counts the cherries in everyone's slice of pie",
    'sulks for days when a friend is praised',
    // Not of someone honest to a fault or unable to lie.
    { text: 'spreads quiet slander about rivals', excludes: ['p-honest', 'p-nolie'] },
    "compares every meal, coat and house to the neighbors'",
    'cannot congratulate anyone without a barb',
    'keeps a tally of every gift others receive',
    'finds fault with every new roof on the street',
  ],
  fSlothCore: ['bone idle', 'allergic to hard work'],
  fSlothTell: [
    'has perfected the art of looking busy',
    'leaves every task half done',
    // Not of someone who fears fire and smells smoke everywhere.
    { text: 'sleeps through alarm bells, temple bells and the odd house fire', excludes: ['fear-fire'] },
    { text: 'lets others take the blame for undone chores', excludes: ['p-honest', 't-kind', 'align-good'] },
    // Not of a kind soul who would sooner give the copper twice.
    // Cheating children of their copper is not in a kind or a good soul.
    { text: 'promises children a copper to run the errands and never pays', excludes: ['t-kind', 'align-good'] },
    'naps through the busiest hour of the day',
    'has been about to mend the fence for three summers',
    'borrows tools and never returns them to avoid the walk',
  ],
  fPrideCore: ['arrogant', 'certain of being the cleverest person in any room'],
  // Contempt for the poor and the serving is not in a kind soul.
  fPrideTell: [
    // Not of the young or the poor, who have few younger or poorer to dismiss.
    {
      text: 'dismisses advice from anyone younger or poorer',
      requires: ['!young', 'wealth!=poor'],
      excludes: ['t-kind'],
    },
    { text: 'interrupts experts to explain their own trade to them', excludes: ['t-quiet'] },
    'never apologizes, on principle',
    // Not of someone who serves or tends horses, nor of the poor, who have nobody to look down on.
    {
      text: 'talks to servers and stable hands as if they were furniture',
      requires: ['job!=Server|Groom|Stablemaster|Barkeep|Servant', 'wealth!=poor'],
      excludes: ['t-kind'],
    },
    'assumes every compliment is simply the truth',
    'corrects the grammar of anyone who dares to argue',
    'will not ask directions, even when hopelessly lost',
    'mentions a famous teacher in every second sentence',
  ],
  fRashCore: [
    { text: 'reckless', excludes: ['w-reckless'] },
    { text: 'addicted to danger', implies: ['fr-danger'] },
  ],
  fRashTell: [
    'takes every dare, however stupid',
    // No rider or horse buyer who fears horses, no river-jumper who fears water, no roof-walker who fears heights.
    { text: 'rides too fast on bad roads', implies: ['fl-odd'], excludes: ['beast-horse'] },
    { text: 'signs contracts without reading them', excludes: ['fr-danger'], implies: ['fl-spend'] },
    'picks fights with people twice the size',
    { text: 'jumps into every river to see how deep it is', excludes: ['fear-water'] },
    { text: 'walks the ridge of the temple roof on feast days', requires: ['fr-danger'], excludes: ['fear-height'] },
    // Carelessness, not a love of danger.
    { text: 'buys the first horse offered without looking at its legs', excludes: ['beast-horse', 'fr-danger'] },
    { text: 'crosses rivers in flood rather than wait a day', excludes: ['fear-water'] },
  ],
  fLiarCore: ['a habitual liar', 'dishonest in small ways and large'],
  fLiarTell: [
    'lies even when the truth would serve better',
    'has told so many versions of the past that none can be checked',
    { text: 'fakes injuries to get out of work', excludes: ['g-toil'] },
    'promises everything and delivers little',
    'keeps a little book to remember which lie went to whom',
    'tells each neighbor a different story about the same evening',
    'swears oaths on the lives of relatives who never existed',
    'answers every simple question with a tall tale',
  ],
  fMuleCore: ['stubborn as a mule', 'unable to admit a mistake'],
  fMuleTell: [
    'would rather walk into a river than change course',
    'argues with maps',
    'will defend a bad decision to the bitter end',
    // Not of someone eager to learn: a curious soul or one whose goal is to study.
    { text: 'refuses to learn anything new', excludes: ['t-curious'], implies: ['t-set'] },
    {
      text: 'has not spoken to a sister in ten years over a single word',
      excludes: ['only-child', 'no-sister'],
      requires: ['age>=22'],
    },
    'still uses a broken ladder to prove it works',
    'repeats the same argument louder instead of a better one',
    'has never once taken a shortcut someone else suggested',
  ],
  fGullCore: ['hopelessly gullible', 'trusting to a fault'],
  fGullTell: [
    // Not of someone frugal and proud of it.
    { text: "has bought three magic beans and a map to a dragon's hoard", excludes: ['t-thrifty'] },
    'believes anyone who speaks with confidence',
    // Not of someone careful with every copper.
    { text: 'lends money to every stranger with a sad story', excludes: ['t-thrifty'] },
    'falls for the same trick twice',
    {
      text: 'still wears the {?fCharmAdj} charm a peddler swore would cure baldness',
      excludes: ['hairless', 'young'],
      implies: ['balding'],
    },
    'buys every cure a traveling peddler swears by',
    'takes every rumor at the market as plain fact',
    'signs whatever paper a smiling stranger holds out',
  ],
  // Spite and revenge are not in a good soul.
  fPettyCore: [{ text: 'petty and vindictive', excludes: ['align-good'] }, 'unable to let a slight go'],
  fPettyTell: [
    'keeps a written list of every insult received',
    { text: 'takes small revenges, such as salt in the sugar bowl', excludes: ['align-good'] },
    'refuses to speak to a cousin over a borrowed spoon',
    // Not of someone who is the watch, nor in a hamlet, which keeps none.
    {
      text: 'reports neighbors to the watch for the smallest thing',
      requires: ['job!=Town guard|Watch sergeant'],
      excludes: ['town-hamlet'],
    },
    "will not return a neighbor's borrowed ladder out of spite",
    'remembers exactly who was not invited to whose wedding',
    {
      text: 'keeps a grudge going over the placing of a fence post',
      excludes: ['t-forgiving'],
      implies: ['t-grudging'],
    },
  ],
  fHasteCore: ['hopelessly impatient', 'unable to wait for anything'],
  fHasteTell: [
    'opens presents early and letters late',
    { text: "finishes other people's sentences, wrongly", excludes: ['t-quiet'] },
    'storms out of any shop where someone else is served first',
    'picks fruit before it ripens',
    'leaves before the end of every story',
    'eats bread straight from the oven and scalds the roof of the mouth every time',
    { text: 'rides off before the saddle is properly cinched', excludes: ['beast-horse'] },
    'answers letters before reading them to the end',
  ],
  fCost: [
    'This has already cost {fLoss}.',
    'So far, this has cost {fLoss}.',
    'Last year alone, this cost {fLoss}.',
    'This has cost {fLoss}, and worse is surely coming.',
    'The losses are past reckoning; the latest was {fLoss}.',
    'Only last winter, it cost {fLoss}.',
    'It has cost {fLoss}, and nothing has changed.',
    'The most recent price was {fLoss}.',
  ],
  // Losses by kind: each row needs the kind its failing can bring about (the `fl-` tags above).
  fLoss: [
    { text: 'a good apprenticeship', requires: ['fl-work', 'young'], excludes: ['owner'] },
    // A berth is lost by someone who works the ships and docks; a post at the mint by a clerk or
    // a trader, who counts coin; the lord's custom by a craftsman or an artist.
    { text: 'a berth on a merchant ship', requires: ['fl-work', 'garb=sea'] },
    // A job lost by someone who works for another, not by the one who runs the place.
    { text: 'the best job in town', requires: ['fl-work'], excludes: ['owner'] },
    // A partnership and a house are had only after some years of grown life.
    { text: 'a partnership in a thriving business', requires: ['fl-work', '!young', 'grownYears>=10', 'in-business'] },
    { text: 'a place on the harvest crew', requires: ['fl-work', 'wealth=poor'], excludes: ['Nobility'] },
    // Guilds seat those who practice a trade, not soldiers, priests or nobles.
    // A guild's seats are lost only by someone in a guild.
    {
      text: 'a seat on the guild council',
      requires: ['fl-office', '!young', 'in-Guild'],
      // A guild's seats are its masters', not their hired hands'.
      excludes: ['Arms', 'Faith', 'Nobility', 'employee'],
    },
    { text: 'a well-paid post at the mint', requires: ['fl-office', 'jobType=Trade|Learning'] },
    {
      text: "the custom of the lord's household",
      requires: ['fl-office', 'jobType=Craft|Arts'],
      excludes: ['employee'],
    },
    { text: 'a place in the temple choir', requires: ['fl-office'], excludes: ['p-godless'] },
    {
      text: 'a place at the high table of the guild',
      requires: ['fl-office', '!young', 'in-Guild'],
      excludes: ['Arms', 'Faith', 'Nobility', 'employee'],
    },
    {
      text: 'the post of market warden',
      requires: ['fl-office', '!young', 'job!=Market warden'],
      excludes: ['town-hamlet'],
    },
    { text: "the family's best field", requires: ['fl-spend'] },
    { text: 'most of an inheritance', requires: ['fl-spend'], implies: ['lost-inheritance'] },
    { text: 'a house', requires: ['fl-spend', '!young', 'grownYears>=10'] },
    { text: 'every coin put by for a wedding', requires: ['fl-spend'], excludes: ['h-widowed'] },
    { text: 'a prize-winning pig', requires: ['fl-odd'] },
    { text: 'two friendships and a horse', requires: ['fl-odd'] },
    { text: 'a fiddle that had been in the family for four generations', requires: ['fl-odd'] },
    // Betrothals and marriages are of those old enough to wed.
    {
      text: 'a betrothal',
      requires: ['fl-trust'],
      excludes: ['h-widowed', 'young-to-wed', 'lost-match'],
      implies: ['lost-match'],
    },
    // Only of someone with exactly one sister.
    { text: 'the goodwill of an only sister', requires: ['fl-trust', 'sisters-1'] },
    { text: 'the respect of the whole street', requires: ['fl-trust'] },
    // A marriage lost is one that lasted: of someone grown ten years or more.
    {
      text: 'a marriage',
      requires: ['fl-trust', 'grownYears>=10'],
      excludes: ['h-widowed', 'young-to-wed', 'lost-match'],
      implies: ['lost-match'],
    },
    { text: 'a lifelong friend', requires: ['fl-trust'], implies: ['lost-friend'] },
    { text: 'a front tooth', requires: ['fl-body'], implies: ['scar', 'lost-tooth'] },
    { text: 'the tip of a finger', requires: ['fl-body'], implies: ['scar', 'lost-fingertip'] },
    { text: 'three lodgings in a row', requires: ['fl-home'], excludes: ['home-own'] },
    { text: 'a welcome at every inn in town', requires: ['fl-home', NOT_TAVERN], excludes: ['town-small'] },
    // Honors only soldiers and nobles were ever in line for.
    { text: 'a knighthood', requires: ['fl-honor'], excludes: NOT_SWORD },
    { text: "a captain's commission", requires: ['fl-honor'], excludes: NOT_SWORD },
  ],
  fExcuse: [
    'always has an excuse ready',
    'blames the stars',
    { text: 'swears to stop after one last time', requires: ['fx-vice'] },
    { text: 'insists it is really a virtue', requires: ['fx-virtue'] },
    { text: 'says it keeps life interesting', requires: ['fx-thrill'] },
    'cannot see the problem at all',
    'laughs off any mention of the failing',
    'says the whole family is the same',
    'blames a curse laid by a jealous aunt',
    'made a deathbed promise to change and has not kept it',
    // The failing is named, not "it": after a telling habit, "it" would point at the habit.
    { text: 'changes the subject whenever the failing is named', excludes: ['p-honest'] },
    { text: 'has called it a phase for twenty years', requires: ['age>=30'] },
    'says everyone else is worse',
    'blames a hard childhood, at length',
    { text: 'swears a priest once called it a gift', excludes: ['p-godless'] },
    'says there is no harm in it that anyone can prove',
    'insists it will sort itself out in time',
    'blames the weather, whatever the weather',
    'says a wiser head would have done the same',
    'pretends not to hear when anyone raises it',
  ],
  fFineAdj: ['imported', 'hand-stitched', 'snow-white', 'silk-trimmed', 'extravagant'],
  fDiceAdj: ['loaded', 'bone', 'lucky', 'well-thumbed', 'carved'],
  fCharmAdj: ['copper', 'rabbit-fur', 'useless', 'foul-smelling', 'glass'],
} as const satisfies Grammar;
