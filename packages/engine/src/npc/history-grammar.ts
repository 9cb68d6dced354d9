import type { GrammarSpec } from '../core/grammar-check';
import type { Grammar } from '../core/table';

/**
 * A person's life story in four beats: birth, childhood, learning the work, a past event, and
 * where they stand now. Code binds `$given`, the pronouns `$they`/`$them`/`$their`, `$town`
 * (a settlement link), `$p1` and `$p2` (parent links, as many as are alive), `$order` and
 * `$siblingCount` (with siblings), `$job`, `$startAge`, `$years` ('a year', '12 years'), `$work` (the workplace link) and
 * `$group` (the group link) and `$site` (a location link). Tags: 'parents-2', 'parents-1' or 'parents-0'; 'siblings' or
 * 'only-child'; the job type ('Craft', ...); 'young', 'middle' or 'old' (share of the lifespan
 * lived); 'owner' or 'employee'; 'leader' or 'member'; the heritage's tag ('elf', ...) and the
 * values `startAge`, `toAdult` (years short of adulthood at the start), `workYears`, `siteType` (the kind of `$site`) and `env` (the home town's
 * ground, when known) (the person's facts). A row that makes
 * something true the character texts could contradict implies its tag: `h-temple`, `h-brave`,
 * `h-water`, `h-sea`, `h-widowed`, `h-betrayed`, `h-dice`, `h-cynic`, `h-farm`. Roots: `birth`, `youth`, `trade`,
 * `event`, `site`, `now`.
 */
export const HISTORY_GRAMMAR = {
  birth: [
    { text: '{$given} was born in {$town} to {$p1} and {$p2}.', requires: ['parents-2'], weight: 2 },
    { text: '{$p1} and {$p2} raised {$given} in {$town}, {hHome}.', requires: ['parents-2'], weight: 2 },
    { text: '{$given} was born in {$town} and raised by {$p1} after {hLoss}.', requires: ['parents-1'], weight: 2 },
    { text: 'Raised in {$town} by {$p1} alone, {$given} learned early that {hLesson}.', requires: ['parents-1'] },
    // "Long in their graves" only when the person has had time to grow old without them.
    {
      text: '{$given} was born in {$town} to parents who are long in their graves now.',
      requires: ['parents-0'],
      excludes: ['young'],
    },
    {
      text: '{$given} was born in {$town} and had buried both parents before {$they} was fully grown.',
      requires: ['parents-0', 'young'],
    },
    {
      text: 'Born in {$town}, {$given} has outlived both parents and {hOutlived}.',
      requires: ['parents-0'],
      excludes: ['young'],
    },
    { text: '{$given} was born in {$town} and orphaned early, after {hOrphaned}.', requires: ['parents-0', 'young'] },
  ],
  hHome: [
    { text: 'in a cramped house above a shop', excludes: ['Nobility'] },
    // The home town's ground (`env`, when known) allows it: no fields under the hill.
    { text: 'on a farm at the edge of the fields', requires: ['env!=Underground'], implies: ['h-farm'] },
    'in rooms that always smelled of woodsmoke',
    { text: 'in a house full of noise and borrowed furniture', excludes: ['Nobility'] },
    { text: 'in a narrow house by the river', requires: ['env!=Underground|Desert'] },
    { text: 'in a home that was poor but rarely quiet', excludes: ['Nobility'] },
  ],
  // How the other parent was lost: the character texts may not tell it another way.
  hLoss: [
    { text: 'the other parent died of a winter fever', implies: ['h-parent-died'] },
    { text: 'a parting nobody in the family will talk about', implies: ['h-parent-left'] },
    { text: 'the other parent went to sea and never came back', implies: ['h-parent-died'] },
    { text: 'an accident at the quarry', implies: ['h-parent-died'] },
    // The home town's size (`town-hamlet` for a hamlet or an outpost) names it: a handful of
    // houses is no town, and has no town watch, no street of shops and no half of a town to lose.
    { text: 'a sickness that swept the town', implies: ['h-parent-died'], excludes: ['town-hamlet'] },
    { text: 'a sickness that went from house to house', implies: ['h-parent-died'], requires: ['town-hamlet'] },
  ],
  hOrphaned: [
    'a winter fever took both parents within a week',
    { text: 'a sickness that swept the town', excludes: ['town-hamlet'] },
    { text: 'a sickness that went from house to house', requires: ['town-hamlet'] },
    'a flood carried off the family home',
    'a fire at the mill where both parents worked',
  ],
  hLesson: [
    { text: 'nobody gives anything for free', implies: ['h-cynic'] },
    'a promise is worth keeping',
    'hard work fills a bowl faster than wishing',
    'a kind word can open doors that coin cannot',
    'it pays to listen more than you speak',
  ],
  hOutlived: [
    'most of the friends of {$their} youth',
    'two kings and a plague',
    // Only late in life: the friends of a middle-aged childhood are still about; and never beside
    // living brothers and sisters, who remember it.
    { text: 'everyone who remembered {$them} as a child', requires: ['old'], excludes: ['siblings'] },
  ],
  youth: [
    { text: 'The {$order} of {$siblingCount} children, {$they} {hChildhood}.', requires: ['siblings'] },
    { text: 'As the {$order} of {$siblingCount}, {$they} {hChildhood}.', requires: ['siblings'] },
    { text: 'An only child, {$they} {hChildhood}.', requires: ['only-child'] },
    { text: 'Without brothers or sisters, {$they} {hChildhood}.', requires: ['only-child'] },
  ],
  hChildhood: [
    { text: 'spent more time in the woods than at lessons', requires: ['env!=Desert|Arctic|Underground'] },
    { text: 'learned to read from old temple scrolls', implies: ['h-temple'] },
    { text: 'ran errands for every shop on the street', excludes: ['town-hamlet'] },
    { text: 'ran errands for every neighbor within shouting distance', requires: ['town-hamlet'] },
    { text: 'was always in fights, and usually won them', implies: ['h-brave'] },
    'dreamed of far-off cities and foreign ships',
    'kept to books and said little',
    'looked after the younger children of the neighborhood',
    'was known for climbing anything taller than a fence',
    { text: 'followed the town watch around, copying their swagger', excludes: ['town-small'] },
    { text: 'followed the reeve on {$their} rounds, copying every word', requires: ['town-small'] },
    { text: 'sang in the temple choir until {$their} voice broke', requires: ['male'], implies: ['h-temple'] },
    'spent every festival day watching the traveling players',
    // No age named: the trade beat says when the work began.
    { text: 'grew up helping to put bread on the table', excludes: ['Nobility'] },
  ],
  // The first work and today's job: a first job at sixteen is not years in today's senior post,
  // and more years than any one working life (`workYears>60`, an elf's centuries) held more than
  // one calling.
  trade: [
    {
      text: '{hAt}, {$they} {hStart}; {$years} later, {$they} is {$job.a}.',
      weight: 2,
      requires: ['workYears<=60'],
      excludes: ['Nobility'],
    },
    {
      text: '{hAtTheAge}, {$they} {hStart}; that was {$years} ago, and today {$they} is {$job.a}.',
      requires: ['workYears<=60'],
      excludes: ['Nobility'],
    },
    {
      text: '{hAt}, {$they} {hStart}, and has served as {$job.a} for {$years}.',
      requires: ['Nobility', 'workYears<=60'],
    },
    {
      text: '{hAt}, {$they} {hStart}; in the {$years} since, {$they} has followed more than one calling, and today {$they} is {$job.a}.',
      requires: ['workYears>60'],
      excludes: ['Nobility'],
    },
    {
      text: '{hAtTheAge}, {$they} {hStart}; that was {$years} and more than one calling ago, and today {$they} is {$job.a}.',
      requires: ['workYears>60'],
      excludes: ['Nobility'],
    },
    {
      text: '{hAt}, {$they} {hStart}; {$years} have passed since, and today {$they} is {$job.a}.',
      requires: ['Nobility', 'workYears>60'],
    },
  ],
  // When the first work began, scaled to the heritage's years: an age past twenty-four that is
  // still youth for a long-lived heritage says so ("given to the temple" at 98 is an elf's
  // boyhood, not a grown man's fate), and so does an age under twelve that is nearly grown for a
  // quick-growing one (a kobold at work at five is no small child).
  hAt: [
    { text: 'At {$startAge}', requires: ['startAge>=12', 'startAge<25'] },
    { text: 'At {$startAge}, {hReckoning}', requires: ['startAge>=25'] },
    { text: 'At {$startAge}, {hEarlyReckoning}', requires: ['startAge<12'] },
  ],
  hAtTheAge: [
    { text: 'At the age of {$startAge}', requires: ['startAge>=12', 'startAge<25'] },
    { text: 'At the age of {$startAge}, {hReckoning}', requires: ['startAge>=25'] },
    { text: 'At the age of {$startAge}, {hEarlyReckoning}', requires: ['startAge<12'] },
  ],
  hReckoning: [
    { text: 'still young by elven reckoning', requires: ['elf'] },
    { text: 'a mere youth by dwarven reckoning', requires: ['dwarf'] },
    { text: 'still young by gnomish reckoning', requires: ['gnome'] },
    { text: 'still young for {$their} people', excludes: ['elf', 'dwarf', 'gnome'] },
  ],
  // `toAdult`: years still short of the heritage's adulthood at the start; none left is grown.
  hEarlyReckoning: [
    { text: 'nearly grown, as goblins count the years', requires: ['goblin', 'toAdult>0'] },
    { text: 'already grown, as goblins count the years', requires: ['goblin', 'toAdult<=0'] },
    { text: 'nearly grown by kobold reckoning', requires: ['kobold', 'toAdult>0'] },
    { text: 'already grown by kobold reckoning', requires: ['kobold', 'toAdult<=0'] },
    { text: 'nearly grown, as orcs count the years', requires: ['orc', 'toAdult>0'] },
    { text: 'already grown, as orcs count the years', requires: ['orc', 'toAdult<=0'] },
    {
      text: 'nearly grown, as {$their} people count the years',
      requires: ['toAdult>0'],
      excludes: ['goblin', 'kobold', 'orc'],
    },
    {
      text: 'already grown, as {$their} people count the years',
      requires: ['toAdult<=0'],
      excludes: ['goblin', 'kobold', 'orc'],
    },
  ],
  hStart: [
    { text: 'was apprenticed to a {hMaster} craftsman', requires: ['Craft'] },
    // Only someone already grown takes over a bench of their own.
    { text: 'took over a relative’s workbench', requires: ['Craft', 'owner', 'toAdult<=0'] },
    { text: 'was taken on by a master who was hard to please', requires: ['Craft'] },
    { text: 'learned to haggle from a traveling merchant', requires: ['Trade'] },
    { text: 'started out sweeping a shop floor', requires: ['Trade'] },
    { text: 'began keeping accounts for a moneylender', requires: ['Trade'] },
    { text: 'started scrubbing tankards in a tavern kitchen', requires: ['Hospitality'] },
    { text: 'took a job carrying bags for travelers', requires: ['Hospitality'] },
    { text: 'was taken on by a neighbor who needed an extra pair of hands', requires: ['Service'] },
    { text: 'took the first honest work that was offered', requires: ['Service'] },
    { text: 'felt the call of the gods during a storm', requires: ['Faith'], implies: ['h-temple'] },
    // Only someone with a family to give them: no orphan is handed over by a grateful family, and
    // only a child is handed over (`toAdult`, the years still to adulthood at the start).
    {
      text: 'was given to the temple by a grateful family',
      requires: ['Faith', 'toAdult>0'],
      excludes: ['parents-0'],
      implies: ['h-temple'],
    },
    {
      text: 'was taken in by the temple with nowhere else to go',
      requires: ['Faith', 'parents-0'],
      implies: ['h-temple'],
    },
    { text: 'was taught letters by a wandering scholar', requires: ['Learning'] },
    { text: 'talked {$their} way into a master’s study', requires: ['Learning'] },
    { text: 'took up the spear', requires: ['Arms'] },
    { text: 'joined the militia after raiders burned a farm nearby', requires: ['Arms'], implies: ['h-brave'] },
    { text: 'was presented at court', requires: ['Nobility'] },
    { text: 'was sent to learn the running of a great house', requires: ['Nobility'] },
    { text: 'started hauling loads for a copper a day', requires: ['Labor'] },
    { text: 'went to work beside an uncle who never stopped complaining', requires: ['Labor'] },
    { text: 'ran away with a troupe of players', requires: ['Arts'] },
    { text: 'earned {$their} first coins playing in the street', requires: ['Arts'] },
  ],
  hMaster: ['gruff', 'patient', 'famous', 'half-blind', 'drunken', 'demanding', 'kindly', 'secretive'],
  event: [
    // No season named here: a recent deed may name its own (a midsummer footrace, a summer's swimming).
    { text: 'Last year, {$they} {hRecent}.', requires: ['young'] },
    { text: 'Not long ago, {$they} {hRecent}.', requires: ['young'] },
    { text: 'Some years back, {$they} {hMiddle}.', requires: ['middle'] },
    { text: 'In {$their} middle years, {$they} {hMiddle}.', requires: ['middle'] },
    { text: 'Long ago, {$they} {hOld}.', requires: ['old'] },
    { text: 'In {$their} youth, {$they} {hOld}.', requires: ['old'] },
  ],
  hRecent: [
    // Courting only for someone of an age for it (`young-to-wed`: no sweetheart at nine).
    { text: 'fell in love with someone entirely unsuitable', excludes: ['young-to-wed'] },
    // A noble draws no wages, and an owner loses the takings instead.
    {
      text: 'lost a month’s wages on a single throw of the dice',
      requires: ['job!=Noble', 'employee'],
      implies: ['h-dice'],
    },
    // Takings are a trade's: a captain, a priest or a steward who runs a place draws none.
    {
      text: 'lost a month’s takings on a single throw of the dice',
      requires: ['job!=Noble', 'owner', 'jobType!=Arms|Faith|Nobility'],
      implies: ['h-dice'],
    },
    'was wrongly accused of theft and cleared only at the last moment',
    { text: 'saved a child from the river and has been a minor hero since', implies: ['h-brave', 'h-water'] },
    { text: 'quarreled with {$their} family over money', excludes: ['parents-0'] },
    // Nobody in the greatest city travels to "the capital" as to somewhere else.
    { text: 'traveled to the capital and came back changed', requires: ['townSize!=Metropolis'] },
    'found a strange coin in the mud that {$they} still carries',
    'won a footrace at the midsummer fair and still keeps the ribbon',
    // A dare is a youngster's: of someone grown only a few years.
    {
      text: 'was caught on the granary roof on a dare, and has been watched closely ever since',
      requires: ['grownYears<=8'],
      implies: ['h-brave'],
    },
    'lost a tooth in a brawl that was, by every account, not {$their} fault',
    'spent every coin {$they} had saved on a pair of good boots, and regrets nothing',
    'nursed a neighbor through the winter fever when nobody else would go near',
    {
      text: 'learned to swim in one summer and now will not stop talking about it',
      excludes: ['town-dry'],
      implies: ['h-water'],
    },
    'carried a message through a night of storm and was paid in thanks alone',
    'saw a wedding broken off at the door and has never been sure whose side to take',
  ],
  hMiddle: [
    { text: 'survived the fever that emptied half the town', excludes: ['town-hamlet'] },
    { text: 'survived the fever that emptied half the houses nearby', requires: ['town-hamlet'] },
    { text: 'fought off robbers on the high road', implies: ['h-brave'] },
    'made a small fortune and lost it again',
    { text: 'served a season on a merchant ship', implies: ['h-water', 'h-sea'] },
    { text: 'helped rebuild the town after a great fire', excludes: ['town-hamlet'] },
    { text: 'helped rebuild a neighbor’s barn after a fire', requires: ['town-hamlet'] },
    // Only someone in business (`in-business`) has a business partner: no sailor, priest or soldier.
    {
      text: 'was betrayed by a business partner and has not trusted anyone since',
      requires: ['in-business'],
      excludes: ['Faith', 'Arms', 'Nobility'],
      implies: ['h-betrayed'],
    },
    { text: 'walked a pilgrimage to a distant shrine', implies: ['h-temple'] },
    'spent a year on the roads as a carter and knows every inn between here and the coast',
    { text: 'lost everything to a spring flood and built it all up again', excludes: ['town-dry', 'town-riverless'] },
    'walked three days to fetch a healer for a dying friend, and arrived in time',
    { text: 'stood witness at a trial that split the town in two', excludes: ['town-hamlet'] },
    {
      text: 'stood witness at a quarrel over a boundary stone that split the neighbors in two',
      requires: ['town-hamlet'],
    },
    'kept the books of a failing business for a season and learned more than was good for anyone',
    { text: 'turned down an offer of marriage that half the town thought a fine match', excludes: ['town-hamlet'] },
  ],
  hOld: [
    { text: 'fought in a war that the young now only know from songs', implies: ['h-brave'] },
    'saw a dragon pass overhead, and still talks about it',
    'was famous, briefly, for something {$they} would rather forget',
    { text: 'crossed the mountains on foot in the dead of winter', implies: ['h-brave'] },
    { text: 'buried a spouse and swore never to marry again', implies: ['h-widowed'] },
    'was the first to bring news of the old king’s death',
    'built a house with {$their} own hands that still stands',
    'walked the length of the old kingdom and back when {$they} was young',
    'outlived every friend {$they} made in {$their} first twenty years',
    'once carried the banner at a coronation, and has the sore shoulder to prove it',
    { text: 'taught half the town its letters, and still corrects their spelling', excludes: ['town-hamlet'] },
    'survived a winter so hard that the wells froze to the bottom',
    'promised a dying friend to keep a secret, and keeps it still',
  ],
  // What the place is (`siteType`) decides what can be done there: nobody is lost in a bridge,
  // finds a way into a crossroads, walks out to an island or picks a flower in a mine.
  site: [
    {
      text: '{$they.cap} once spent a night lost in {$site} and will not say what {$they} saw there.',
      implies: ['h-unsaid'],
      requires: ['siteType=Cave|Dungeon|Ruin|Crypt|Mine|Lair|Battlefield|Island|Castle'],
    },
    {
      text: 'Every spring {$they} walks out to {$site} alone and comes back in silence.',
      requires: ['siteType!=Island'],
    },
    {
      text: '{$they.cap} claims to know a safe way into {$site}, for the right price.',
      requires: ['siteType=Cave|Dungeon|Ruin|Tower|Crypt|Mine|Shipwreck|Lair|Castle'],
    },
    '{$their.cap} {hElder} swore there was treasure at {$site}, and {$they} has never quite stopped looking.',
    '{$they.cap} has drawn {$site} from memory a hundred times and has never once got it right.',
    '{$they.cap} knows every story told about {$site} and believes none of them.',
    'On bad nights {$they} dreams of {$site}, and it is always the same dream.',
    '{$they.cap} pays a copper to anyone who brings news of {$site}, and writes every word of it down.',
    {
      text: 'A stone from {$site} sits on {$their} windowsill, and {$they} will not say who brought it.',
      implies: ['h-unsaid'],
      requires: [
        'siteType=Cave|Dungeon|Ruin|Tower|Crypt|Mine|Castle|Monastery|Shrine|Bridge|Crossroads|Battlefield|Camp|Lair',
      ],
    },
    {
      text: '{$they.cap} once guided strangers to {$site}; {$they} came home that evening, and they did not.',
      implies: ['h-unsaid'],
      requires: ['siteType=Cave|Dungeon|Ruin|Crypt|Mine|Lair|Tower|Castle|Shipwreck|Portal'],
    },
    {
      text: '{$they.cap} once sheltered from a storm at {$site} and left something there that {$they} still means to fetch.',
      requires: ['siteType=Cave|Ruin|Tower|Castle|Monastery|Shrine|Camp|Crypt|Bridge|Grove'],
    },
    {
      text: '{$they.cap} helped carry the dead home from {$site} one bad year, and does not talk about it.',
      implies: ['h-unsaid'],
      requires: ['siteType=Battlefield|Mine|Shipwreck|Cave|Lake'],
    },
    {
      text: '{$they.cap} carried a letter to {$site} once, and came back with an answer nobody expected.',
      requires: ['siteType=Tower|Castle|Monastery|Shrine|Camp|Island|Crossroads'],
    },
    {
      text: '{$they.cap} swears {$site} was not there when {$they} was small.',
      requires: ['siteType=Portal|Island|Tower|Camp|Lair'],
    },
    {
      text: '{$they.cap} found {$site} first, as a child, and still thinks of it as {$their} own.',
      requires: ['siteType=Cave|Grove|Ruin|Shipwreck|Oasis|Lake'],
    },
    {
      text: 'As a child, {$they} was dared to spend a night alone at {$site}, and did, and has never said what happened.',
      implies: ['h-brave', 'h-unsaid'],
    },
    { text: '{$they.cap} refuses to go anywhere near {$site}, and will not say why.', implies: ['h-unsaid'] },
    {
      text: '{$they.cap} keeps a dried flower picked at {$site} on the day {$their} life changed.',
      implies: ['w-pressed-flower'],
      requires: ['siteType=Grove|Shrine|Bridge|Crossroads|Lake|Island|Battlefield|Oasis|Ruin|Monastery|Castle|Camp'],
    },
    {
      text: '{$they.cap} rows out to {$site} once a year with a basket of bread, and will not say for whom.',
      implies: ['h-unsaid'],
      requires: ['siteType=Island|Lake|Shipwreck'],
    },
    {
      text: 'Every year on the same night, {$they} leaves a lit candle at {$site} and walks home without looking back.',
      requires: ['siteType=Bridge|Crossroads|Shrine|Grove|Battlefield|Portal|Oasis'],
    },
  ],
  // Who told the tale of treasure: a grandparent or great-aunt or -uncle, named as kin are named.
  hElder: ['grandmother', 'grandfather', 'great-aunt', 'great-uncle'],
  now: [
    { text: 'Today {$they} runs {$work}{hGroup}.', requires: ['owner'], excludes: ['Nobility'] },
    { text: 'These days {$they} keeps {$work}{hGroup}.', requires: ['owner'], excludes: ['Nobility'] },
    { text: 'Today {$they} is master of {$work}{hGroup}.', requires: ['owner', 'Nobility'] },
    { text: 'Today {$they} works at {$work}{hGroup}.', requires: ['employee'] },
    { text: 'These days {$they} can be found at {$work}{hGroup}.', requires: ['employee'] },
  ],
  hGroup: [
    { text: ', and leads {$group}', requires: ['leader'] },
    { text: ', and has risen to lead {$group}', requires: ['leader'] },
    { text: ', and belongs to {$group}', requires: ['member'] },
    { text: ', and is a loyal member of {$group}', requires: ['member'] },
  ],
} as const satisfies Grammar;

/** Every grammar of the NPC domain, for the integrity test. */
export const NPC_GRAMMARS: readonly GrammarSpec[] = [
  {
    name: 'npc history',
    grammar: HISTORY_GRAMMAR,
    roots: ['birth', 'youth', 'trade', 'event', 'site', 'now'],
    provided: [
      'given',
      'they',
      'them',
      'their',
      'town',
      'p1',
      'p2',
      'order',
      'siblingCount',
      'job',
      'startAge',
      'years',
      'work',
      'group',
      'site',
    ],
  },
];
