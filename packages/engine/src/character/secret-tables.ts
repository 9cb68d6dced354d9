import type { Grammar, Row } from '../core/table';

/**
 * What the law would do. A row for grave deeds only requires `sev-high`, one for lesser deeds
 * `sev-low`; one that speaks of the wronged excludes `no-victim`.
 */
const LAW_STAKES: readonly Row[] = [
  { text: 'it would mean the gallows', requires: ['sev-high'] },
  // A hamlet keeps no watch: nobody there reopens a case or races a mob.
  {
    text: 'the watch would reopen a closed case',
    requires: ['deed'],
    // A case opened on someone wronged, not on a forbidden book or a debt.
    excludes: ['when-recent', 'w-watch', 'town-hamlet', 'no-victim'],
  },
  { text: 'exile would be the mildest outcome', requires: ['sev-high'] },
  {
    text: 'a friendship of thirty years would end in blood',
    requires: ['age>=34', 'sev-high'],
    excludes: ['no-victim'],
  },
  { text: 'the neighbors would burn the house down', requires: ['sev-high'] },
  { text: 'a bounty would be posted within the week', excludes: ['w-bounty'] },
  { text: 'the temple would call for a public penance', requires: ['sev-low'] },
  // A brand, the stocks and the salt mines are sentences for a grown wrongdoer, not a child's prank.
  // A town gate, a town watch, a thieves' guild: none in a village or a hamlet.
  { text: 'a warrant would be nailed to the town gate by morning', excludes: ['town-small'] },
  { text: 'the family of the wronged would come with torches', requires: ['sev-high'], excludes: ['no-victim'] },
  { text: 'a branding on the hand would be the least of it', requires: ['sev-low'], excludes: ['when-child'] },
  // "The guild" is the person's own (`in-Guild`): no guard of a militia handed over by a guild.
  { text: 'the guild would hand {$them} to the law without a hearing', requires: ['in-Guild'] },
  'it would mean trial by ordeal, still the custom here',
  { text: 'the stocks would be followed by the road out of town', requires: ['sev-low'], excludes: ['when-child'] },
  {
    text: 'the kin of the wronged would at last keep the blood oath sworn years ago',
    requires: ['sev-high'],
    excludes: ['no-victim', 'when-recent'],
  },
  {
    text: 'the debt to the wronged would take a lifetime to repay',
    requires: ['sev-low'],
    excludes: ['no-victim', 'v-dead'],
  },
  { text: 'the temple would refuse {$them} burial in holy ground', requires: ['sev-high'] },
  'the lord would make an example of {$them} at the next assize',
  'it would mean the galleys, which are always short of rowers',
  {
    text: 'the watch captain, whose own kin it harmed, would not wait for a trial',
    requires: ['sev-high'],
    excludes: ['town-small', 'no-victim', 'v-captain', 'w-watch'],
  },
  {
    text: 'it would mean three years in the salt mines, the usual sentence',
    requires: ['sev-low'],
    excludes: ['when-child'],
  },
  { text: 'the whole affair would be reopened, and others would hang with {$them}', requires: ['deed-gang'] },
  {
    text: 'a mob would reach the house before the watch did',
    requires: ['sev-high'],
    excludes: ['w-watch', 'town-hamlet'],
  },
  // One bounty hunter to a secret: not after a deed that sold someone to one, and only after a
  // grave deed, not a false name or a pawned ring.
  {
    text: 'a bounty hunter would be riding out before the warrant was dry',
    requires: ['sev-high'],
    excludes: ['w-bounty'],
  },
  // A hamlet has no magistrate, mayor, council or market.
  { text: 'the magistrate would confiscate everything down to the spoons', excludes: ['town-hamlet'] },
  { text: 'a public confession in the square would be demanded', requires: ['sev-low'] },
  { text: 'it would mean exile across the mountains, as the law demands', requires: ['sev-high'] },
  {
    text: "the injured party's patron would want the matter settled privately, and permanently",
    excludes: ['no-victim', 'v-dead'],
  },
  // Only of a craftsman, whose tools a guild could break.
  {
    text: 'the guild would strike {$their} name and break {$their} tools in the square',
    requires: ['sev-low', 'Craft', 'in-Guild'],
  },
  { text: 'the wronged family would sue for every copper, and win', requires: ['sev-low'], excludes: ['no-victim'] },
  { text: 'a noose would be the kindest outcome on offer', requires: ['sev-high'] },
  { text: 'an old accomplice would turn witness to save their own neck', requires: ['deed-gang'] },
  { text: 'the magistrate would have to choose between friendship and the law', excludes: ['town-hamlet'] },
  // Only of someone in business (`in-business`): no ways of doing business of a temple healer.
  // Only after guile (`sk-guile`): a cheat or a lie casts doubt on how business is done.
  {
    text: 'the old ways of doing business would be looked at very closely',
    requires: ['in-business', 'sk-guile'],
  },
  // Grave deeds.
  { text: 'the hangman would be sent for from the capital', requires: ['sev-high'] },
  { text: 'it would mean the headsman, as the old charter still allows', requires: ['sev-high'] },
  { text: 'the lord would have {$them} shut up in the old tower for good', requires: ['sev-high'] },
  { text: 'the law would take the hand first and the head after', requires: ['sev-high'] },
  { text: 'it would mean the gibbet at the crossroads', requires: ['sev-high'] },
  { text: 'it would mean a lifetime in the quarry gangs', requires: ['sev-high'] },
  { text: 'the lord would order the house pulled down and salt sown where it stood', requires: ['sev-high'] },
  { text: 'it would mean being sold to the mines in the north, where few come back', requires: ['sev-high'] },
  { text: 'the whole family would be driven out along with {$them}', requires: ['sev-high'] },
  { text: 'the law here still sends people to the stake for it', requires: ['st-magic'] },
  { text: 'the militia would come at dawn with a rope', requires: ['sev-high'] },
  { text: 'it would mean the pillory first and the hangman after', requires: ['sev-high'] },
  { text: 'the temple would declare {$them} outside the law, free for any hand to strike', requires: ['sev-high'] },
  { text: 'the lord would demand a life for a life', requires: ['deed-death'] },
  {
    text: 'the village would settle it at the millpond without troubling any court',
    requires: ['sev-high', 'townSize=Outpost|Hamlet|Village'],
  },
  { text: 'a city court would make a spectacle of it for a month', requires: ['sev-high', 'townSize=City|Metropolis'] },
  { text: 'it would mean transport to the penal island for life', requires: ['sev-high'] },
  { text: 'the lord would send riders before the news reached the alehouse', requires: ['sev-high'] },
  { text: 'a judge known for the rope would hear the case', requires: ['sev-high'], excludes: ['town-hamlet'] },
  { text: 'the lord would strip {$them} of every right a free person has', requires: ['sev-high'] },
  // Lesser deeds: fines, floggings and the stocks are for a grown wrongdoer, not a child.
  { text: 'the fine alone would take every coin in the house', requires: ['sev-low'] },
  {
    text: 'it would mean a year in the lockup and a lifetime of whispers',
    requires: ['sev-low'],
    excludes: ['when-child'],
  },
  { text: 'a flogging at the crossroads would be the sentence', requires: ['sev-low'], excludes: ['when-child'] },
  {
    text: 'the magistrate would order restitution twice over',
    requires: ['sev-low'],
    excludes: ['town-hamlet', 'no-victim', 'v-dead'],
  },
  {
    text: 'it would mean a season in the stocks and a ban from the market',
    requires: ['sev-low'],
    excludes: ['town-hamlet', 'when-child'],
  },
  { text: 'the lord would take the land and leave the debt', requires: ['sev-low'], excludes: ['when-child'] },
  {
    text: 'a public whipping on market day would be the least of it',
    requires: ['sev-low'],
    excludes: ['town-hamlet', 'when-child'],
  },
  { text: 'it would mean being ducked in the river before the whole town', requires: ['sev-low'] },
  {
    text: 'the law would take the workshop and every tool in it',
    requires: ['sev-low', 'Craft'],
    excludes: ['employee'],
  },
  { text: "it would mean a year of hard labor on the lord's roads", requires: ['sev-low'], excludes: ['when-child'] },
  {
    text: 'the court would order the shop shuttered for a year',
    requires: ['sev-low', 'in-business', 'venue=own'],
    excludes: ['employee', 'town-hamlet', 'Faith', 'Arms', 'Nobility', 'Labor'],
  },
  {
    text: "the elders would set a penance of a year's unpaid work",
    requires: ['sev-low', 'townSize=Outpost|Hamlet|Village'],
  },
  {
    text: 'the magistrate would demand a bond no honest person could raise',
    requires: ['sev-low'],
    excludes: ['town-hamlet'],
  },
  { text: 'a fine in silver and a year of shame would follow', requires: ['sev-low'] },
  {
    text: 'it would mean banishment beyond the river for seven years',
    requires: ['sev-low'],
    excludes: ['when-child'],
  },
  {
    text: 'the court would seize the house to pay the wronged',
    requires: ['sev-low'],
    excludes: ['no-victim', 'v-dead'],
  },
  { text: 'the bailiffs would take the very bed from under {$them}', requires: ['sev-low'] },
  {
    text: 'every debt owed would be called in by order of the court',
    requires: ['sev-low'],
    excludes: ['town-hamlet'],
  },
  { text: 'it would mean a brand on the cheek, for all to see', requires: ['sev-low'], excludes: ['when-child'] },
  {
    text: 'it would mean a cell below the keep until the lord remembered it',
    requires: ['sev-low'],
    excludes: ['when-child'],
  },
  // Any deed.
  "the lord's bailiff would be at the door with the irons before supper",
  'the law would make {$them} pay, and then pay again',
  "a summons to the lord's court would come with the next rider",
  {
    text: 'the town crier would read out the charges in every square',
    requires: ['job!=Town crier'],
    excludes: ['town-small'],
  },
  'a writ would be read out at the temple door',
  'the assize judge would make the trip just for this',
  'the lord would be obliged to act, however fond of {$them} he has been',
  'it would be a matter for the high court in the capital',
  { text: 'the village elders would meet that very night', requires: ['townSize=Outpost|Hamlet|Village'] },
  { text: 'a sheriff from the shire town would ride in with a warrant', excludes: ['town-large'] },
  {
    text: 'the magistrate would be glad of the excuse, after all these years',
    excludes: ['town-hamlet', 'when-recent'],
  },
  { text: 'the lord would ride in to see the sentence carried out in person', requires: ['sev-high'] },
  { text: 'a gallows would be built within sight of the front door', requires: ['sev-high'] },
  { text: 'the law would take {$them} in chains to the capital', requires: ['sev-high'] },
  { text: 'it would mean the millpond and a weighted sack, as the old law says', requires: ['sev-high'] },
  { text: 'the lord would set the hounds on the trail', requires: ['sev-high'] },
  {
    text: 'the square would see its first gallows in a generation',
    requires: ['sev-high'],
    excludes: ['town-hamlet'],
  },
  { text: "it would mean a fine of a whole year's earnings", requires: ['sev-low'] },
  { text: "the lord's court would order a public apology on the temple steps", requires: ['sev-low'] },
  {
    text: 'the magistrate would set {$them} to work off the debt on the town walls',
    requires: ['sev-low'],
    excludes: ['town-small', 'when-child'],
  },
  { text: 'it would mean a night in the iron cage by the crossroads', requires: ['sev-low'], excludes: ['when-child'] },
  { text: 'the court would bar {$them} from any post for ten years', requires: ['sev-low'] },
  { text: 'the stocks, the jeers and a heavy fine would all follow', requires: ['sev-low'], excludes: ['when-child'] },
  "the lord's clerk would write it all down, and that would be the end of any quiet life",
  'the law would come first with questions, and then with irons',
  {
    text: 'the town warden would have to act, whatever it cost in friendships',
    requires: ['job!=Town warden'],
    excludes: ['town-hamlet'],
  },
  'the lord would hear of it by supper and act on it by breakfast',
];

/**
 * Secrets: what was done and to whom, when, who else knows, and what would follow if it came
 * out. The wronged party is bound once as `$victim` so a deed can name it twice; a victim row
 * implies what the victim is (`v-poor`, `v-duel`, `v-learned`...) so the deed fits them. A time
 * implies what kind of time it was (`when-instant` for a single night, `when-season` for one
 * season, `when-child`...), and a deed that takes years or a grown-up excludes it. A deed (a
 * crime or a wrong) whose wronged party is dead (`v-dead`) has no stakes in which that party
 * acts, and may bring the law down, as heavily as its `sev-` tag allows; a state (a
 * hidden truth) implies the kinds of stakes
 * that follow from it (`sk-scorn`, `sk-trade`, `sk-kin`, `sk-foe`, `sk-web`, `sk-plot` for grand entanglements a private sorrow never has, `sk-faith`,
 * `sk-law`...). A deed or state of deceit or calculation (a forgery, a cheat, a double life)
 * implies `sk-guile`, the only kind after which past kindness is reread as calculation; a life
 * taken or put in peril (`deed-harm`) costs no mere contract or song, and a grudge rekindled
 * needs someone wronged. A cruelty no good or kind person would commit requires `!align-good` and
 * excludes `p-kind`. Root: `secret`.
 */
export const SECRET_GRAMMAR = {
  secret: [
    {
      text: '{~victim=sVictim}{sWhen.cap}, {sDeed}. {sKnower}. If the truth ever comes out, {sDeedStakes}.',
      weight: 4,
      implies: ['deed', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-foe', 'sk-web'],
    },
    {
      text: '{~victim=sVictim}{sWhen.cap}, {sDeed}. {sKnower}. Should the secret get out, {sDeedStakes}.',
      weight: 2,
      implies: ['deed', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-foe', 'sk-web'],
    },
    { text: '{~victim=sVictim}{sState.cap}. {sKnower}. If the secret gets out, {sStakes}.', weight: 3 },
    { text: '{~victim=sVictim}{sState.cap}. {sKnower}. Were the truth known, {sStakes}.', weight: 1 },
    {
      text: '{~victim=sVictim}{sWhen.cap}, {sDeed}. {sKnower}. If anyone finds out, {sDeedStakes}.',
      weight: 2,
      implies: ['deed', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-foe', 'sk-web'],
    },
    { text: '{~victim=sVictim}{sState.cap}. {sKnower}. Should anyone learn of it, {sStakes}.', weight: 2 },
  ],
  sDeed: [
    {
      text: 'forged {$victim.possessive} signature on a land deed',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: ['v-poor', 'v-stranger', 'v-young', 'when-child', 'p-honest'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'let {$victim} take the blame for a fire that was no accident',
      requires: ['!align-good'],
      excludes: ['when-flood', 'p-kind', 'p-honest'],
      implies: ['sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'poisoned {$victim.possessive} prize hound out of spite',
      requires: ['!align-good'],
      // Spite is not in a forgiving soul.
      excludes: ['v-poor', 'p-kind', 't-forgiving'],
      implies: ['sev-low', 't-grudging'],
    },
    {
      text: 'sold {$victim.possessive} hiding place to a bounty hunter',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'p-kind'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot', 'w-bounty'],
    },
    {
      text: 'stole a ring from {$victim.possessive} coffin',
      requires: ['!align-good'],
      excludes: ['where-ship', 'where-road'],
      implies: ['sev-low', 'v-dead'],
    },
    {
      text: 'ran off with the money raised for {$victim.possessive} ransom',
      requires: ['!align-good'],
      excludes: ['when-child', 'p-kind'],
      implies: ['sev-high', 'sk-plot'],
    },
    {
      text: 'married {$victim} under a false name',
      // Not a rival, who competes for a sweetheart rather than being one.
      excludes: [
        'v-cleric',
        'v-kin',
        'v-young',
        'v-rival',
        'when-child',
        'when-instant',
        'h-widowed',
        'p-honest',
        'young-to-wed',
      ],
      // Wed in secret: the person's later longings know it (`wed-secret`).
      implies: ['sk-guile', 'sev-low', 'deed-slow', 'wed-secret'],
    },
    {
      text: 'pushed {$victim} into the millrace and walked away',
      requires: ['!align-good'],
      excludes: ['where-ship', 'where-road', 'when-frozen', 'p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'read {$victim.possessive} letters for years and copied out the best parts',
      excludes: ['p-honest', 'when-moment', 'v-stranger', 'when-season', 'when-point'],
      implies: ['sk-guile', 'sev-low', 'deed-slow', 'deed-moral', 'w-letters'],
    },
    {
      text: 'took coin to spy on {$victim}',
      excludes: ['p-honest', 'when-instant'],
      implies: ['sk-guile', 'sev-low', 'deed-slow', 'deed-moral'],
    },
    {
      text: 'burned the only copy of {$victim.possessive} will',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: ['v-young', 'when-child'],
      implies: ['sev-low', 'v-dead'],
    },
    {
      text: 'swapped {$victim.possessive} medicine for chalk and water',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-stranger', 'p-kind'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'cheated {$victim} out of a fortune at cards with marked decks',
      requires: ['!align-good'],
      excludes: ['v-poor', 'v-young', 'when-child', 'p-honest'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'informed on {$victim} to the witch-hunters',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'lured {$victim} into a debt that cannot be repaid',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-instant', 'when-child', 'p-kind'],
      implies: ['sk-guile', 'sev-low', 'deed-slow'],
    },
    {
      text: 'left {$victim} for dead in a snowstorm',
      requires: ['!align-good'],
      excludes: ['where-ship', 'when-flood', 'when-wedding', 'p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'took credit for a cure that {$victim} discovered',
      requires: ['v-learned'],
      excludes: ['when-instant', 'when-child', 'p-honest'],
      implies: ['sk-guile', 'sev-low', 'deed-slow', 'deed-moral'],
    },
    {
      text: 'wrote the anonymous letters that drove {$victim} out of town',
      excludes: ['p-honest', 'v-stranger', 'when-instant', 'where-ship'],
      implies: ['sk-guile', 'sev-low', 'deed-slow', 'deed-moral', 'w-letters'],
    },
    {
      text: 'stole the {?sTreasureAdj} silver cup that {$victim} was hanged for stealing',
      requires: ['!align-good'],
      excludes: ['p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'buried {$victim} in the orchard with no priest and no marker',
      requires: ['!align-good'],
      // Not a priest buried "with no priest".
      excludes: ['where-ship', 'where-road', 'when-child', 'p-kind', 'v-cleric'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead', 'w-priest'],
    },
    {
      text: 'promised {$victim} a purse to lose a duel, then never paid it',
      requires: ['v-duel'],
      excludes: ['p-honest', 'when-child'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      // A failing, not a scheme: open to anyone, at any time, so every soul has a deed to hide.
      text: 'broke a sacred oath to {$victim}',
      implies: ['sev-low', 'deed-moral'],
    },
    {
      text: 'scuttled the barge carrying {$victim.possessive} cargo and sold the goods downriver',
      // Theft and wreck for gain: not in a good soul.
      requires: ['v-trade', '!align-good'],
      excludes: ['where-ship', 'where-road', 'when-child', 'when-frozen'],
      implies: ['sev-low'],
    },
    {
      text: 'switched the winning ticket with {$victim.possessive} in the midsummer lottery',
      // Cheating someone of a prize is not in a good soul.
      requires: ['!align-good'],
      excludes: ['where-ship', 'where-road', 'when-frozen', 'when-spring', 'when-instant', 'p-honest'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'set the dogs on {$victim} and called it an accident',
      requires: ['!align-good'],
      excludes: ['where-ship', 'p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'sold {$victim.possessive} {?sTreasureAdj} family heirloom to a fence and blamed a servant',
      requires: ['!align-good'],
      excludes: ['p-honest', 'where-ship', 'p-kind'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'saw {$victim} drown and did nothing',
      requires: ['!align-good'],
      excludes: ['p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead', 'deed-moral'],
    },
    {
      text: 'killed a man in a tavern brawl',
      // A brawl needs a crowd: not while everyone else was at a wedding. Nor is it in a kind or
      // an even-tempered soul.
      excludes: ['where-ship', 'when-child', 'when-wedding', 'p-kind', 't-calm'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead', 'deed-seen'],
    },
    {
      text: 'deserted from the army the night before a battle',
      excludes: ['when-child', 'when-instant', 'when-recent', 'where-ship'],
      implies: ['no-victim', 'sev-high', 'sk-plot', 'deed-desert'],
    },
    {
      text: "spent three years in a debtors' prison under another name",
      // A life under another name is not an honest soul's.
      excludes: ['p-honest', 'when-moment', 'when-child', 'when-season'],
      implies: ['no-victim', 'sev-low', 'deed-slow'],
    },
    {
      text: "served a warlord as a torturer's apprentice",
      requires: ['!align-good'],
      excludes: ['when-moment', 'when-season', 'when-child', 'p-kind'],
      implies: ['no-victim', 'sev-high', 'sk-plot', 'deed-slow'],
    },
    {
      text: 'learned forbidden magic from a book that should have been burned',
      excludes: ['when-instant'],
      implies: ['st-magic', 'no-victim', 'sev-high', 'sk-plot', 'deed-slow'],
    },
    {
      text: 'started the fire that destroyed half the old market',
      excludes: ['town-hamlet', 'where-ship', 'where-road', 'when-flood'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: "robbed the temple's poor box every week for a year",
      requires: ['!align-good'],
      // Nor of the devout, who would not rob the temple they pray in.
      excludes: ['when-moment', 'when-season', 'p-honest', 'p-pious'],
      implies: ['no-victim', 'sev-low', 'deed-slow', 'deed-charity'],
    },
    {
      text: 'took part in a smuggling run that ended with a customs officer dead',
      requires: ['!align-good'],
      excludes: ['when-child', 'p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-gang', 'deed-death', 'v-dead'],
    },
    {
      text: 'was a member of a cult that worships something under the hills',
      excludes: ['when-moment', 'when-season'],
      implies: ['no-victim', 'sev-high', 'sk-plot', 'deed-gang', 'deed-slow'],
    },
    {
      text: "sold maps of the town's defenses to raiders",
      requires: ['!align-good'],
      excludes: ['when-child', 'p-kind'],
      implies: ['deed-harm', 'no-victim', 'sev-high', 'sk-plot'],
    },
    // Smaller wrongs, each a single act: no crime a child could not commit is dated to childhood.
    {
      text: 'took the reward that should have gone to {$victim}',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'when-instant'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'moved the boundary stones on {$victim.possessive} land, a yard at a time',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: [
        'where-ship',
        'where-road',
        'when-child',
        'when-instant',
        'when-moment',
        'p-honest',
        'v-stranger',
        'v-young',
      ],
      implies: ['sk-guile', 'sev-low', 'deed-slow'],
    },
    {
      text: 'swapped {$victim.possessive} prize ewe for a sickly one the night before the fair',
      excludes: ['where-ship', 'when-frozen', 'when-moment', 'when-instant', 'p-honest', 'v-stranger'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'claimed the credit for a rescue that {$victim} made',
      excludes: ['p-honest', 'when-wedding'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'pawned a ring that {$victim} had left in {$their} care',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'lied under oath to send {$victim} to the stocks',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'when-child', 'when-instant', 'where-ship'],
      implies: ['sk-guile', 'sev-low', 'deed-seen'],
    },
    // More wrongs, each with what it needs.
    {
      text: 'sold {$victim} a lame horse with its hooves blacked to hide the rot',
      requires: ['!align-good'],
      excludes: ['p-honest', 'where-ship', 'when-child', 'v-poor'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'told {$victim} the well was safe to drink from, though it was not',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'where-ship'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'let {$victim} walk out onto thin ice without a word of warning',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-ship', 'when-flood', 'when-spring', 'when-wedding'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'broke off a betrothal to {$victim} by letter, the night before the wedding',
      excludes: [
        'young-to-wed',
        'h-widowed',
        'v-kin',
        'v-young',
        'v-cleric',
        'v-rival',
        'when-wedding',
        'when-child',
        'w-letters',
      ],
      implies: ['sev-low', 'deed-moral', 'w-letters', 'lost-match', 'when-wedding'],
    },
    {
      text: 'cut the rope bridge so that {$victim} could not follow',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-ship'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'bribed the judges to give the prize at the fair to a rival of {$victim}',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'where-ship', 'w-rival', 'v-rival'],
      implies: ['sk-guile', 'sev-low', 'w-rival'],
    },
    {
      text: 'ate the last of the food meant for {$victim} when the snows closed the pass',
      excludes: ['p-kind', 'where-ship', 'when-flood', 'when-spring', 'when-wedding'],
      implies: ['sev-low', 'deed-moral'],
    },
    {
      text: 'read a letter meant for {$victim} and burned it before it could be delivered',
      excludes: ['p-honest', 'w-letters'],
      implies: ['sk-guile', 'sev-low', 'deed-moral', 'w-letters'],
    },
    {
      text: 'opened the sluice gates and drowned {$victim.possessive} fields',
      requires: ['!align-good'],
      excludes: ['when-fair', 'where-ship', 'where-road', 'when-frozen', 'v-stranger'],
      implies: ['sev-low'],
    },
    {
      text: 'sent {$victim} up the avalanche pass on purpose, never to be seen again',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-honest', 'p-kind', 'where-ship'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'tipped off the press-gang about {$victim}',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'v-young'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'took {$victim.possessive} horse without asking and rode it to death',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'v-poor'],
      implies: ['sev-low'],
    },
    {
      text: 'swapped the gold in {$victim.possessive} strongbox for lead',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-poor', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'spread a lie about {$victim} that ended an engagement',
      excludes: ['p-honest', 'v-young', 'v-cleric'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'hid {$victim.possessive} runaway child and never said where',
      excludes: ['v-young', 'v-passing', 'p-honest', 'when-child', 'v-cleric'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'cheated {$victim} at the weighing scales week after week',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-moment', 'when-instant', 'when-child', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-slow'],
    },
    {
      text: 'drove {$victim} off the road with a loaded cart and did not stop',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'when-child'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'stole the dowry that {$victim} had been saving',
      requires: ['!align-good'],
      excludes: ['p-kind', 'v-cleric', 'v-kin', 'v-stranger'],
      implies: ['sev-low'],
    },
    {
      text: 'sold {$victim} a fake relic for a whole year of savings',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-pious', 'when-child', 'v-cleric'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'set fire to {$victim.possessive} barn to win a wager',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'when-flood', 'town-large'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'carried a forged order that sent {$victim} to hold a bridge that could not be held',
      requires: ['!align-good', 'v-duel'],
      excludes: ['p-honest', 'when-child', 'v-poor'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'hid the letter that would have cleared {$victim}',
      requires: ['!align-good'],
      excludes: ['p-honest', 'w-letters'],
      implies: ['sk-guile', 'sev-low', 'w-letters'],
    },
    {
      text: 'left {$victim} behind in a house on fire',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'where-road', 'when-flood'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'let {$victim} go to the stocks for a theft that was {$their} own',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'when-child', 'town-hamlet'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'sold {$victim.possessive} secrets to the town gossip, a copper at a time',
      excludes: ['p-honest', 'when-moment', 'when-instant', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-moral', 'deed-slow'],
    },
    {
      text: 'broke {$victim.possessive} leg in a fight over nothing and let a stranger take the blame',
      requires: ['!align-good'],
      excludes: ['v-stranger', 'p-honest', 'p-kind', 't-calm', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'walked away from {$victim} after a bad fall in the hills',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-ship', 'when-wedding'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'sold {$victim} to slavers for a bag of silver',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'when-child'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'stole the last of the stored grain and let {$victim} be blamed for it',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'when-spring'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'shoved {$victim} down the cellar stairs in a rage',
      requires: ['!align-good'],
      excludes: ['p-kind', 't-calm', 'where-ship', 'where-road'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'spent the money meant for {$victim.possessive} burial',
      requires: ['!align-good'],
      excludes: ['p-kind', 'when-child'],
      implies: ['sev-low', 'v-dead'],
    },
    {
      text: 'paid a hedge witch to lay a curse on {$victim}, and it took',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-pious'],
      implies: ['sev-low', 'st-magic'],
    },
    {
      text: 'lured {$victim.possessive} boat onto the rocks with a false light, for the salvage',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-honest', 'p-kind', 'where-road', 'where-ship', 'when-child'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'took {$victim.possessive} place on the last boat out',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-road'],
      implies: ['deed-harm', 'deed-moral', 'sev-high'],
    },
    {
      text: 'stole {$victim.possessive} trade secret and sold it to a workshop across the river',
      requires: ['v-trade'],
      excludes: ['p-honest', 'town-small', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'ran up debts in {$victim.possessive} name across three towns',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-young', 'v-stranger', 'when-child', 'when-instant'],
      implies: ['sk-guile', 'sev-low', 'deed-slow'],
    },
    {
      text: 'told {$victim} that a sweetheart had died, to keep the two apart',
      excludes: ['v-love', 'young-to-wed', 'p-honest', 'p-kind', 'v-young', 'v-cleric'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'stole the bell from the hill chapel and sold it for the bronze',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-pious', 'where-ship', 'where-road'],
      implies: ['no-victim', 'sev-low'],
    },
    {
      text: 'sold the grave goods from a barrow on the moor',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-pious', 'where-ship'],
      implies: ['no-victim', 'sev-low'],
    },
    {
      text: 'forged a pass to get {$victim} out of the city, and it ended badly',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'where-ship', 'where-road'],
      implies: ['deed-harm', 'sk-guile', 'sev-low'],
    },
    {
      text: 'poured lamp oil on the stairs so that {$victim} would slip',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'where-road'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'sold {$victim} a map to a treasure that never existed',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'hid a deserter in the loft from the first frost to the thaw',
      excludes: ['where-ship', 'where-road', 'when-moment', 'when-instant', 'when-child', 'when-spring', 'when-season'],
      implies: ['no-victim', 'sev-low', 'deed-slow'],
    },
    {
      text: "swapped two newborns in the cradles at the midwife's house",
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'when-child', 'where-ship', 'where-road'],
      implies: ['sk-guile', 'no-victim', 'sev-high', 'sk-plot'],
    },
    {
      text: 'stole {$victim.possessive} seal and stamped a false order with it',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-poor', 'v-young', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'abandoned {$victim} at a crossroads inn with no money and no one to turn to',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship'],
      implies: ['deed-moral', 'sev-low'],
    },
    {
      text: 'crippled {$victim.possessive} hunting hawk so that it would never fly for anyone else',
      requires: ['!align-good'],
      excludes: ['p-kind', 't-forgiving', 'v-poor', 'st-blind'],
      implies: ['sev-low', 't-grudging'],
    },
    {
      text: 'gambled away the inheritance that {$victim} had left in {$their} care',
      excludes: ['p-honest', 'when-child', 'v-young', 'when-instant'],
      implies: ['sev-low'],
    },
    {
      text: 'carved {$victim.possessive} name on a cursing stone at the old shrine',
      excludes: ['p-kind', 'p-pious', 't-forgiving'],
      implies: ['sev-low', 'deed-moral', 't-grudging'],
    },
    {
      text: 'lifted a purse from {$victim} in the crush of the midsummer dance',
      requires: ['!align-good'],
      excludes: ['p-honest', 'where-ship', 'when-spring', 'when-frozen', 'when-flood', 'when-wedding'],
      implies: ['sev-low'],
    },
    {
      text: 'gave {$victim} a false alibi for the night of the fire',
      excludes: ['p-honest', 'when-child', 'v-stranger', 'v-passing'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'paid two men to beat {$victim} in an alley',
      requires: ['!align-good'],
      excludes: ['p-kind', 'town-hamlet', 'when-child', 'where-ship'],
      implies: ['deed-harm', 'sev-low', 'deed-gang'],
    },
    {
      text: 'stole {$victim.possessive} plow horse the week before planting',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'town-large', 'where-ship', 'v-stranger', 'when-frozen'],
      implies: ['sev-low'],
    },
    {
      text: 'hid the key that would have let {$victim} out of the cellar before the water rose',
      requires: ['!align-good', 'when-flood'],
      excludes: ['p-kind'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'told {$victim.possessive} creditors where the family silver was hidden',
      excludes: ['p-honest', 'p-kind', 'v-poor', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'passed off the songs of {$victim} as {$their} own in three towns',
      excludes: ['p-honest', 'known-song', 'v-passing'],
      implies: ['sk-guile', 'sev-low', 'deed-moral', 'deed-slow'],
    },
    {
      text: 'melted down the {?sTreasureAdj} chalice that {$victim} gave the temple',
      requires: ['!align-good'],
      excludes: ['v-cleric', 'p-pious', 'v-poor', 'where-ship'],
      implies: ['sev-low'],
    },
    {
      text: 'fixed the cockfight that ruined {$victim}',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'v-young'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'guided raiders along the back path to {$victim.possessive} farm',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'v-stranger', 'town-large'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'held the coats while others gave {$victim} a beating',
      requires: ['!align-good'],
      excludes: ['p-kind'],
      implies: ['deed-harm', 'sev-low', 'deed-gang', 'deed-seen'],
    },
    {
      text: 'left {$victim} to face a bear alone',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-ship', 'when-wedding'],
      implies: ['deed-harm', 'sev-high', 'deed-moral'],
    },
    {
      text: 'tore a page out of the temple ledger to wipe out {$victim.possessive} debt',
      excludes: ['p-honest', 'p-pious', 'v-cleric'],
      implies: ['sk-guile', 'sev-low', 'no-victim'],
    },
    {
      text: 'lied to the healer about what {$victim} had swallowed',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'v-learned'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'left {$victim} waiting at the temple on the wedding morning and never came back',
      excludes: [
        'young-to-wed',
        'h-widowed',
        'v-kin',
        'v-young',
        'v-cleric',
        'v-rival',
        'when-wedding',
        'when-child',
        'native',
      ],
      implies: ['sev-low', 'deed-moral', 'lost-match', 'when-wedding'],
    },
    {
      text: 'burned the books of {$victim} in a fit of fear',
      requires: ['v-learned'],
      excludes: ['where-ship', 'where-road'],
      implies: ['sev-low', 'deed-moral'],
    },
    {
      text: 'tricked {$victim} into signing away the family mill',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-young', 'v-stranger', 'v-cleric', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'let {$victim} take the punishment for a smashed window, then a picked lock, then a broken promise',
      excludes: ['p-honest', 'when-instant', 'when-moment'],
      implies: ['sk-guile', 'sev-low', 'deed-moral', 'deed-slow'],
    },
    {
      text: 'sold {$victim.possessive} hunting dogs to a traveling showman',
      requires: ['!align-good'],
      excludes: ['v-poor', 'w-traveling', 'where-ship'],
      implies: ['sev-low', 'w-traveling'],
    },
    {
      text: 'cut the girth strap on {$victim.possessive} saddle the morning of the race',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'v-poor'],
      implies: ['deed-harm', 'sev-high', 'sk-plot'],
    },
    {
      text: 'slipped poppy syrup into {$victim.possessive} cup and robbed the house',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'where-road', 'v-poor'],
      implies: ['sev-low'],
    },
    {
      text: 'hid stolen silver in {$victim.possessive} pack and called the bailiff',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'when-child'],
      implies: ['sk-guile', 'sev-low', 'deed-seen'],
    },
    {
      text: 'gave {$victim} a poison herb in place of a healing one',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'v-learned'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'broke every window in {$victim.possessive} house in a single night',
      requires: ['!align-good'],
      excludes: ['p-kind', 't-forgiving', 'where-ship', 'where-road'],
      implies: ['sev-low', 't-grudging'],
    },
    {
      text: 'kept the ransom note from {$victim.possessive} family for three days',
      requires: ['!align-good'],
      excludes: ['p-kind', 'p-honest', 'when-child'],
      implies: ['deed-harm', 'sk-guile', 'sev-high', 'sk-plot'],
    },
    {
      text: 'won {$victim.possessive} farm at dice with loaded bones',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'v-poor', 'v-young', 'town-large'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'told the lord where {$victim} had hidden the tithe grain',
      excludes: ['p-honest', 'p-kind', 'when-child', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'ran a boat through {$victim.possessive} fishing nets for the fun of it',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-road'],
      implies: ['sev-low'],
    },
    {
      text: 'opened {$victim.possessive} cattle pen and let the herd run into the marsh',
      requires: ['!align-good'],
      excludes: [
        'when-fair',
        'p-kind',
        'where-ship',
        'where-road',
        'town-large',
        'v-stranger',
        'v-trade',
        'v-captain',
        'v-cleric',
      ],
      implies: ['sev-low'],
    },
    {
      text: 'stole the {?sTreasureAdj} crown from the shrine of the rain saint',
      requires: ['!align-good'],
      excludes: ['p-pious', 'where-ship', 'where-road'],
      implies: ['no-victim', 'sev-low'],
    },
    {
      text: "wore {$victim.possessive} borrowed cloak for a night's thieving and made sure it was noticed",
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'put out the harbor beacon on the night {$victim.possessive} ship came in',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-road', 'where-ship', 'v-poor'],
      implies: ['deed-harm', 'sev-high', 'sk-plot', 'deed-death', 'v-dead'],
    },
    {
      text: 'swapped the seed corn in {$victim.possessive} barn for moldy grain',
      requires: ['!align-good'],
      excludes: ['p-honest', 'where-ship', 'where-road', 'town-large', 'v-stranger'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'poisoned {$victim.possessive} beehives to win the honey prize at the fair',
      requires: ['!align-good'],
      excludes: ['p-kind', 'where-ship', 'when-frozen', 'v-stranger'],
      implies: ['sev-low'],
    },
    {
      text: "lied to {$victim} about a dying parent's last words",
      excludes: ['p-honest', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'took a bribe to lose {$victim.possessive} petition to the lord',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'locked {$victim} out in the cold on the longest night of the year',
      requires: ['!align-good'],
      excludes: ['when-fair', 'p-kind', 'where-ship', 'when-spring', 'when-flood'],
      implies: ['deed-harm', 'sev-high'],
    },
    {
      text: 'let {$victim.possessive} goats into the temple garden and blamed the novices',
      excludes: ['v-cleric', 'p-honest', 'p-pious', 'where-ship', 'where-road'],
      implies: ['sk-guile', 'sev-low', 'deed-moral'],
    },
    {
      text: 'paid a forger to copy {$victim.possessive} hand on a promissory note',
      requires: ['!align-good'],
      excludes: ['p-honest', 'when-child', 'v-young', 'v-poor'],
      implies: ['sk-guile', 'sev-low'],
    },
    {
      text: 'watered the milk sold to {$victim} every week for a year',
      requires: ['!align-good'],
      excludes: ['when-season', 'p-honest', 'when-moment', 'when-instant', 'when-child', 'when-spring', 'v-stranger'],
      implies: ['sk-guile', 'sev-low', 'deed-slow'],
    },
  ],
  sState: [
    {
      text: 'had a child with {sBeloved}, and the child has no idea who the other parent is',
      excludes: ['childless', 'young-to-wed'],
      implies: ['st-private', 'st-healer', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'has been living for years in the house that {$victim} was cheated out of',
      implies: ['sk-scorn', 'sk-foe', 'sk-web', 'sk-plot'],
    },
    {
      text: 'visits {$victim} in prison every month, in disguise',
      excludes: ['v-stranger'],
      implies: ['st-face', 'st-doing', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-foe'],
    },
    {
      text: 'is still hopelessly in love with {sBeloved}',
      excludes: ['young-to-wed'],
      implies: ['st-private', 'st-love', 'sk-kin', 'sk-web'],
    },
    {
      text: 'was saved from the gallows by {$victim}, who lied under oath to do it',
      // `st-shared`: someone the line names is party to it, so it is never known to nobody alive.
      implies: ['st-shared', 'sk-scorn', 'sk-web', 'sk-plot', 'sk-foe', 'sk-case'],
    },
    {
      text: 'went to the stocks for a crime that {$victim} committed, and has kept quiet about it since',
      implies: ['st-shared', 'sk-web', 'sk-plot', 'sk-foe', 'sk-kin', 'sk-case'],
    },
    {
      text: 'is not the person everyone thinks; the real one died on the road years ago',
      // No living parent would be fooled, no one honest to a fault lives a stolen life, and a
      // town that watched the person grow up (`native`) or the brothers and sisters beside them
      // would know.
      excludes: ['parents-1', 'parents-2', 'p-honest', 'native', 'siblings'],
      implies: ['st-face', 'sk-guile', 'sk-scorn', 'sk-kin', 'sk-trade', 'sk-foe', 'sk-web', 'sk-plot'],
    },
    {
      text: 'still owes a fey creature a favor from an old bargain',
      implies: ['st-fey', 'sk-web', 'sk-plot', 'sk-scorn', 'sk-home'],
    },
    {
      text: 'has a twin in another town, and the two sometimes trade places',
      // Only where the family is not known: the brothers and sisters drawn for a person are
      // never of the same age.
      excludes: ['p-honest', 'only-child', 'siblings'],
      implies: ['st-face', 'st-doing', 'sk-guile', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-web', 'sk-plot'],
    },
    {
      text: 'sends money every month to a second family in another town',
      excludes: ['p-honest', 'childless'],
      implies: ['st-face', 'st-doing', 'sk-guile', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-plot'],
    },
    {
      text: 'is the anonymous author of a popular and very rude pamphlet about the council',
      excludes: ['town-hamlet'],
      implies: ['st-doing', 'sk-foe', 'sk-trade'],
    },
    {
      text: 'has been slowly poisoning {$victim} and has lost the nerve to finish',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind'],
      implies: ['st-doing', 'deed-harm', 'sk-guile', 'sk-law', 'sev-high', 'sk-kin', 'sk-scorn'],
    },
    {
      text: 'has a chest of stolen coins buried under the floor and no way to dig it up unseen',
      // Theft and fraud are not in a good soul.
      requires: ['!align-good'],
      excludes: ['p-honest'],
      // Names nobody robbed: no feud or grudge to rekindle.
      implies: ['no-victim', 'sk-law', 'sev-low', 'sk-scorn', 'sk-foe', 'sk-home'],
    },
    {
      text: 'has a grave in another town, faked and still tended by a grieving family',
      // The grieving family would be the living parents who raised them, or the brothers, sisters
      // and grown children who live beside them in town.
      excludes: ['parents-1', 'parents-2', 'siblings', 'children'],
      implies: ['st-face', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-plot', 'sk-foe'],
    },
    {
      text: 'is being blackmailed by {$victim} and has nearly run out of money',
      implies: ['st-blackmailed', 'sk-web', 'sk-plot', 'sk-trade', 'sk-foe'],
    },
    {
      text: 'keeps {$victim.possessive} stolen diary locked in a drawer and reads it every night',
      // Reading a stolen diary every night is not in a good soul.
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['diary', 'sk-scorn', 'sk-web', 'sk-plot', 'sk-foe'],
    },
    {
      text: 'works for a rival town, passing on everything the council decides',
      requires: ['!align-good'],
      excludes: ['p-honest', 'town-hamlet', 'p-kind'],
      implies: [
        'st-doing',
        'sk-guile',
        'st-spy',
        'sk-law',
        'sev-high',
        'no-victim',
        'sk-foe',
        'sk-scorn',
        'sk-trade',
        'w-rival',
      ],
    },
    {
      text: 'is the heir to a fortune that {$victim} has long claimed',
      // Not "the heir to a fortune that the heir to the manor has long claimed", nor one a
      // stranger only passing through has claimed for years.
      excludes: ['v-heir', 'v-passing'],
      implies: ['sk-foe', 'sk-kin', 'sk-web', 'sk-plot'],
    },
    {
      text: 'is slowly going blind and hides it from everyone',
      // `st-blind`: the look drawn after shows no blind eye or eyepatch anyone would see.
      implies: ['st-blind', 'st-ailing', 'st-private', 'st-body', 'st-healer', 'sk-trade', 'sk-home'],
    },
    {
      text: "has been selling the temple's candles back to the temple for years",
      // Years of cheating are not the secret of someone honest to a fault, or good, or devout.
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'p-pious'],
      implies: ['st-doing', 'sk-guile', 'sk-law', 'sev-low', 'no-victim', 'sk-scorn', 'sk-faith', 'sk-trade'],
    },
    {
      text: 'secretly worships a god that this town outlawed long ago',
      implies: ['st-doing', 'sk-law', 'sev-high', 'no-victim', 'sk-scorn', 'sk-faith', 'sk-kin', 'sk-home'],
    },
    {
      text: 'is wanted for murder in the capital under another name',
      requires: ['!align-good'],
      // A life under another name is not an honest soul's.
      excludes: ['p-honest', 'p-kind'],
      implies: ['st-face', 'deed-harm', 'sk-law', 'sev-high', 'deed-death', 'v-dead', 'sk-foe', 'sk-scorn'],
    },
    {
      text: 'was born to a noble house and ran away from it',
      // Not beside the parents who raised them, nor of someone still living in the town of their
      // birth, which they would have run from.
      excludes: ['parents-1', 'parents-2', 'native'],
      implies: ['st-face', 'sk-kin', 'sk-foe', 'sk-web', 'sk-plot'],
    },
    {
      text: "is deeply in debt to a thieves' guild and running errands to pay it off",
      excludes: ['town-small'],
      implies: ['st-doing', 'sk-law', 'sev-low', 'no-victim', 'deed-gang', 'sk-foe', 'sk-trade', 'sk-scorn'],
    },
    // Kept books, hidden rooms, old names and quiet kindnesses: each implies the stakes that follow.
    {
      text: 'keeps a second set of account books that tell a very different story',
      requires: ['!align-good', 'in-business'],
      excludes: ['p-honest', 'employee'],
      implies: ['st-doing', 'sk-guile', 'sk-law', 'sev-low', 'no-victim', 'sk-trade', 'sk-scorn'],
    },
    {
      text: 'cannot read a word and has bluffed through every notice and letter by memory',
      requires: ['job!=Scribe|Librarian|Archivist|Bookseller|Cartographer|Priest|Acolyte|Enchanter|Alchemist'],
      excludes: ['w-letters'],
      implies: ['st-private', 'sk-scorn', 'sk-trade', 'sk-web'],
    },
    {
      text: 'keeps a rented room across town, locked and shuttered, that nobody knows about',
      excludes: ['town-hamlet'],
      implies: ['st-doing', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-home'],
    },
    {
      text: 'is the one who really wrote the songs that {$victim} is famous for',
      excludes: ['v-young', 'known-song'],
      implies: ['sk-foe', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'has been meeting {$victim} in secret every week for a year',
      excludes: ['young-to-wed', 'v-young', 'v-kin', 'v-passing'],
      implies: ['st-doing', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'still has the bloodied knife from a night nobody talks about, wrapped in oilcloth under a floorboard',
      requires: ['!align-good'],
      excludes: ['p-kind'],
      implies: ['deed-harm', 'sk-law', 'sev-high', 'no-victim', 'sk-foe', 'sk-plot', 'sk-home'],
    },
    {
      text: 'sends every spare coin to a brother in the prison at the capital',
      excludes: ['only-child', 'no-brother'],
      implies: ['st-doing', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'was once the masked rider who robbed the tax wagons on the north road',
      requires: ['!align-good', '!young'],
      excludes: ['p-honest', 'p-kind'],
      implies: ['sk-law', 'sev-high', 'no-victim', 'sk-foe', 'sk-scorn', 'sk-plot'],
    },
    {
      text: 'has been selling off the family silver one spoon at a time',
      excludes: ['p-honest'],
      implies: ['st-doing', 'sk-guile', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'is terrified of the dark and keeps three candles burning all night',
      implies: ['st-private', 'st-body', 'st-fear'],
    },
    {
      text: 'has a fey-touched child hidden away at a farm in the hills',
      excludes: ['childless', 'young-to-wed'],
      implies: ['st-private', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-home'],
    },
    {
      text: 'owes a river spirit a life, and the debt falls due next spring',
      implies: ['st-fey', 'sk-web', 'sk-plot', 'sk-home'],
    },
    {
      text: 'is the rightful owner of the house {$victim} lives in, and has the deed to prove it',
      excludes: ['v-stranger', 'v-passing', 'v-young', 'v-poor'],
      implies: ['sk-foe', 'sk-kin', 'sk-web', 'sk-plot'],
    },
    {
      text: "took a purse of silver to lose the wrestling match at last year's fair",
      excludes: ['p-honest', 'old'],
      implies: ['sk-guile', 'sk-scorn', 'sk-trade', 'sk-foe'],
    },
    {
      text: 'is the one who has been leaving food on {$victim.possessive} doorstep all winter',
      excludes: ['v-stranger', 'v-passing'],
      implies: ['st-kindness'],
    },
    {
      text: 'has never been anywhere near the war that all those stories come from',
      requires: ['!young'],
      excludes: ['p-honest', 'Arms'],
      implies: ['no-victim', 'st-face', 'sk-guile', 'sk-scorn', 'sk-foe', 'sk-trade'],
    },
    {
      text: 'was once married to {$victim}, and the marriage was never dissolved',
      excludes: ['v-passing', 'v-stranger', 'young-to-wed', 'h-widowed', 'v-kin', 'v-young', 'v-cleric', 'v-rival'],
      implies: ['wed-secret', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-foe'],
    },
    {
      text: 'keeps a talking crow hidden in the loft, and it knows far too much',
      implies: ['st-magic', 'sk-scorn', 'sk-home', 'sk-faith', 'sk-web'],
    },
    {
      text: "has been writing love letters to {$victim} under someone else's name",
      excludes: ['young-to-wed', 'p-honest', 'v-young', 'v-kin', 'w-letters'],
      implies: ['st-doing', 'sk-guile', 'sk-scorn', 'sk-kin', 'sk-web', 'w-letters'],
    },
    {
      text: 'is saving every coin to buy passage over the sea, and has told no one',
      implies: ['st-private', 'sk-kin', 'sk-trade', 'sk-web'],
    },
    {
      text: 'ran from the fire that took {$victim.possessive} house instead of going back for the child',
      excludes: ['p-kind'],
      implies: ['sk-scorn', 'sk-web', 'sk-foe'],
    },
    {
      text: 'has a failing heart, and the healer gives it a year at most',
      excludes: ['young'],
      implies: ['st-ailing', 'st-private', 'st-body', 'st-healer', 'sk-kin', 'sk-trade', 'sk-web'],
    },
    {
      text: 'is the informer the smugglers along the coast have been hunting for',
      requires: ['job!=Smuggler'],
      implies: ['st-doing', 'sk-foe', 'sk-plot', 'sk-scorn'],
    },
    {
      text: 'keeps a portrait behind the mirror, and it is not the face anyone would guess',
      excludes: ['young-to-wed'],
      implies: ['st-private', 'st-love', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'knows where {$victim} buried the money from the old mint robbery',
      excludes: ['v-young'],
      implies: ['st-shared', 'sk-foe', 'sk-plot', 'sk-web', 'sk-trade'],
    },
    {
      text: 'is the nameless donor who paid for the new bridge',
      requires: ['wealth!=poor|modest'],
      implies: ['st-kindness'],
    },
    {
      text: 'still meets the old gang at the crossroads on the first night of every month',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['st-doing', 'deed-gang', 'sk-law', 'sev-low', 'no-victim', 'sk-foe', 'sk-scorn'],
    },
    {
      text: 'studies runes of the forbidden kind by candlelight in the cellar',
      implies: ['st-doing', 'st-magic', 'sk-law', 'sev-high', 'no-victim', 'sk-faith', 'sk-scorn', 'sk-plot'],
    },
    {
      text: 'has been signing {$victim.possessive} name on receipts for years',
      requires: ['!align-good'],
      excludes: ['p-honest', 'v-young', 'v-stranger', 'v-passing'],
      implies: ['st-doing', 'sk-guile', 'sk-law', 'sev-low', 'sk-trade', 'sk-scorn', 'sk-foe'],
    },
    {
      text: 'is the unacknowledged child of the late lord of the manor',
      excludes: ['v-heir', 'father-living'],
      implies: ['sk-kin', 'sk-foe', 'sk-plot', 'sk-web', 'sk-trade'],
    },
    {
      text: 'carries a prison brand on the upper arm, always hidden under a long sleeve',
      requires: ['!young'],
      implies: ['st-face', 'sk-scorn', 'sk-trade', 'sk-foe', 'sk-web'],
    },
    {
      text: 'has been secretly at the bottle since the day {$victim} died',
      excludes: ['v-passing'],
      implies: ['v-dead', 'st-private', 'sk-kin', 'sk-scorn', 'sk-trade', 'sk-web'],
    },
    {
      text: 'owes {$victim} a life, and the debt has just been called in',
      implies: ['sk-foe', 'sk-web', 'sk-plot', 'sk-kin'],
    },
    {
      text: 'trained for the priesthood and fled the order the night before taking vows',
      excludes: ['Faith', 'young'],
      implies: ['sk-faith', 'sk-scorn', 'sk-kin', 'sk-web'],
    },
    {
      text: 'is the one sending the unsigned gifts that have the whole town wondering',
      implies: ['st-kindness'],
    },
    {
      text: 'dug up a pot of old coins in the far field and never told the lord',
      excludes: ['p-honest', 'town-large'],
      implies: ['sk-law', 'sev-low', 'no-victim', 'sk-kin', 'sk-foe', 'sk-home'],
    },
    {
      text: 'keeps a stolen horse in the stable, dyed to hide its markings',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['sk-law', 'sev-low', 'no-victim', 'sk-scorn', 'sk-home'],
    },
    {
      text: 'is an agent of a foreign crown, waiting for a signal that has never come',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['st-doing', 'sk-guile', 'sk-law', 'sev-high', 'no-victim', 'sk-plot', 'sk-foe', 'sk-scorn'],
    },
    {
      text: 'knows the way into the old barrow under the hill, and has been taking things out',
      requires: ['!align-good'],
      implies: ['no-victim', 'st-doing', 'sk-faith', 'sk-foe', 'sk-home', 'sk-plot'],
    },
    {
      text: 'is in love with {$victim}, who has no idea',
      excludes: ['young-to-wed', 'v-young', 'v-kin'],
      implies: ['st-private', 'st-love', 'sk-kin', 'sk-web'],
    },
    {
      text: 'has a forged patent of nobility in a locked box, waiting for the right moment',
      requires: ['!align-good'],
      excludes: ['p-honest', 'Nobility'],
      implies: ['sk-guile', 'sk-law', 'sev-low', 'no-victim', 'sk-scorn', 'sk-plot'],
    },
    {
      text: 'hears a voice in the well that knows things it should not',
      implies: ['st-private', 'sk-faith', 'sk-web', 'sk-home'],
    },
    {
      text: 'picked up {$victim.possessive} lost signet ring years ago and still wears it on a chain',
      excludes: ['p-honest', 'v-poor'],
      implies: ['sk-scorn', 'sk-foe', 'sk-web'],
    },
    {
      text: 'still writes every month to {$victim}, signing the letters with the name of someone long dead',
      requires: ['!align-good'],
      excludes: ['p-honest', 'w-letters'],
      implies: ['st-doing', 'sk-guile', 'sk-web', 'sk-kin', 'w-letters'],
    },
    {
      text: 'cheats at the weekly dice game and has never once been caught',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['no-victim', 'st-doing', 'sk-guile', 'sk-scorn', 'sk-foe'],
    },
    {
      text: 'is the secret reason {$victim} never married',
      excludes: ['young-to-wed', 'v-young', 'v-love', 'w-widow'],
      implies: ['sk-web', 'sk-foe'],
    },
    {
      text: 'still carries a letter meant for {$victim}, undelivered for ten years',
      requires: ['!young'],
      excludes: ['w-letters'],
      implies: ['w-letters', 'sk-web', 'sk-foe', 'sk-kin'],
    },
    {
      text: 'has a cellar full of smuggled wine and a very obliging excise man',
      requires: ['!align-good'],
      excludes: ['p-honest'],
      implies: ['st-doing', 'sk-law', 'sev-low', 'no-victim', 'sk-trade', 'sk-scorn'],
    },
    {
      text: 'was born with a witch-mark and has burned it off twice',
      implies: ['st-private', 'st-body', 'sk-faith', 'sk-scorn', 'sk-home'],
    },
    {
      text: 'pays an old soldier to tell everyone about a rescue that never happened',
      excludes: ['p-honest'],
      implies: ['st-doing', 'sk-guile', 'sk-scorn', 'sk-trade', 'w-soldier'],
    },
    {
      text: 'has a regular order at the apothecary for poppy syrup strong enough to fell a horse',
      excludes: ['town-hamlet', 'young'],
      implies: ['st-private', 'st-body', 'st-healer', 'sk-kin', 'sk-scorn', 'sk-web'],
    },
    {
      text: 'took the name of a dead cousin to win {$their} present post',
      excludes: ['p-honest', 'native', 'young'],
      implies: ['st-face', 'sk-guile', 'sk-law', 'sev-low', 'no-victim', 'sk-trade', 'sk-scorn', 'sk-kin'],
    },
  ],
  sBeloved: [
    'a childhood friend',
    { text: 'a business partner', requires: ['in-business'], excludes: ['employee'] },
    { text: 'a former sweetheart', excludes: ['young-to-wed'], implies: ['w-former'] },
    { text: 'a traveling player', implies: ['w-traveling'] },
    { text: 'the watch captain', excludes: ['town-small'], implies: ['v-captain', 'w-watch'] },
    // A rival in trade is had by someone in business.
    { text: 'a rival merchant', requires: ['in-business'], implies: ['w-rival'] },
    "a neighbor's spouse",
    'an elven envoy',
  ],
  sVictim: [
    { text: 'a rich uncle', implies: ['v-kin'] },
    { text: 'the old abbot', implies: ['v-cleric', 'v-learned'] },
    'a childhood friend',
    // No mayor or magistrate in a hamlet, no watch captain in a village.
    { text: 'the mayor', excludes: ['town-hamlet'] },
    {
      text: 'a business partner',
      requires: ['in-business'],
      excludes: ['employee'],
      implies: ['v-trade', 'v-partner'],
    },
    { text: 'a widowed baker', implies: ['v-trade', 'w-widow'] },
    { text: 'a traveling priest', implies: ['v-cleric', 'v-stranger', 'v-learned', 'w-traveling'] },
    { text: 'a former master', implies: ['v-trade', 'v-learned', 'w-former'] },
    // A village's healer is not a city's (`town-large`).
    { text: 'the village healer', requires: ['townSize=Outpost|Hamlet|Village'], implies: ['v-learned'] },
    { text: 'a rival suitor', excludes: ['young-to-wed'], implies: ['v-love', 'v-duel', 'v-rival', 'w-rival'] },
    { text: 'the last magistrate', excludes: ['town-hamlet'] },
    { text: 'a border knight', implies: ['v-duel'] },
    { text: 'a wealthy moneylender', implies: ['v-trade', 'w-lender'] },
    { text: 'a beloved schoolteacher', implies: ['v-learned', 'v-poor'] },
    { text: 'a passing stranger', implies: ['v-stranger', 'v-poor', 'v-passing'] },
    { text: 'the heir to the manor', implies: ['v-duel', 'v-heir'] },
    { text: 'the watch captain', excludes: ['town-small'], implies: ['v-duel', 'v-captain', 'w-watch'] },
    // Only someone who has sailed has shipmates.
    { text: 'a shipmate', requires: ['job=Sailor|Smuggler|Harbormaster'], implies: ['v-poor'] },
    { text: 'a dwarf jeweler', implies: ['v-trade'] },
    { text: 'the guildmaster', requires: ['job!=Guildmaster'], implies: ['v-trade'] },
    { text: 'a former sweetheart', excludes: ['young-to-wed'], implies: ['v-love', 'w-former'] },
    { text: 'the old nursemaid', implies: ['v-poor', 'w-nurse'] },
    { text: 'a blind fiddler', implies: ['v-poor', 'w-fiddler'] },
    { text: 'the local witch', implies: ['v-learned'] },
    { text: 'a young apprentice', implies: ['v-poor', 'v-young'] },
    { text: 'an elven envoy', implies: ['v-stranger'] },
    { text: 'the old ferryman', implies: ['v-poor', 'v-trade'] },
    { text: 'a kindly landlord', implies: ['w-landlord'] },
    { text: 'a wandering knight', implies: ['v-duel', 'v-stranger'] },
    // Not of a miller, whose own son it would be, nor the guildmaster of a guildmaster.
    { text: "the miller's son", requires: ['job!=Miller|Millhand'], implies: ['v-young'] },
    { text: 'a rival merchant', requires: ['in-business'], implies: ['v-trade', 'w-rival'] },
    { text: 'the temple treasurer', implies: ['v-cleric'] },
  ],
  // A date in years falls after the person came of age (`grownYears`, when known): no kobold of
  // eight married "three summers back", at five.
  sWhen: [
    { text: 'eleven winters ago', requires: ['age>=22', 'grownYears>=11'], implies: ['when-point'] },
    { text: 'on the night of the great flood', implies: ['when-moment', 'when-instant', 'when-flood'] },
    // Aboard a boat, as a ship is: no deed of the town or of the army.
    { text: 'during a season working the river barges', implies: ['when-season', 'where-ship'] },
    'during the last war',
    { text: 'as a frightened youngster', excludes: ['v-love', 'v-partner'], implies: ['when-child'] },
    {
      text: 'on a feast day long ago',
      requires: ['age>=25', 'grownYears>=10'],
      implies: ['when-moment', 'when-instant', 'when-long'],
    },
    { text: 'last spring', implies: ['when-moment', 'when-recent', 'when-spring'] },
    'in a city far from here',
    {
      text: 'while the rest of the household was away at a wedding in the next valley',
      implies: ['when-moment', 'when-instant', 'when-wedding'],
    },
    { text: 'as a child', excludes: ['v-love', 'v-partner'], implies: ['when-child'] },
    { text: 'three summers back', requires: ['grownYears>=3'], implies: ['when-moment'] },
    { text: 'on the road between two towns', implies: ['when-moment', 'when-instant', 'where-road'] },
    { text: 'the year the harvest failed', implies: ['when-moment'] },
    { text: 'on the eve of a wedding', implies: ['when-moment', 'when-instant', 'when-wedding'] },
    { text: 'during the plague year', implies: ['when-moment'] },
    { text: 'just last month', implies: ['when-moment', 'when-recent'] },
    { text: 'twenty years ago', requires: ['age>=30', 'grownYears>=20'], implies: ['when-point'] },
    { text: 'in the chaos after the riot', implies: ['when-moment', 'when-instant'] },
    { text: 'on a ship bound for the south', implies: ['when-moment', 'where-ship'] },
    { text: 'the winter the river froze solid', implies: ['when-moment', 'when-frozen'] },
    { text: 'the night the mill caught fire', implies: ['when-moment', 'when-instant'] },
    {
      text: 'at the spring fair some years back',
      requires: ['grownYears>=4'],
      implies: ['when-moment', 'when-instant', 'when-spring', 'when-fair'],
    },
    { text: 'during the long drought', implies: ['when-moment', 'when-season'] },
    { text: 'the week the old lord died', implies: ['when-moment'] },
    { text: 'on a pilgrimage to the mountain chapel', excludes: ['p-godless'], implies: ['when-moment', 'where-road'] },
    { text: 'in the dead of a midwinter night', implies: ['when-moment', 'when-instant'] },
    { text: 'in the lean year after the floods', implies: ['when-moment'] },
    { text: 'at a hiring fair two towns over', implies: ['when-moment', 'when-instant', 'where-road', 'when-fair'] },
    { text: 'during the siege of the old tower', implies: ['when-moment', 'when-season'] },
    { text: 'on a trading trip downriver', implies: ['when-moment', 'where-ship'] },
  ],
  // A knower says no word the victim, the time or the deed already said (the `w-` tags): no priest
  // who heard a confession about a traveling priest, no child witness to a deed done as a child.
  sKnower: [
    { text: 'Only a retired watch sergeant knows', excludes: ['st-private', 'v-captain'], implies: ['w-watch'] },
    { text: 'Someone knows, and has started leaving notes under the door', excludes: ['st-blackmailed'] },
    // Not when the line names someone who knows: a perjured witness, a blackmailer, a tavern full
    // of drinkers or a gang.
    {
      text: 'Nobody alive knows, or so it seems',
      excludes: ['st-shared', 'st-blackmailed', 'deed-seen', 'deed-gang'],
      implies: ['known-none'],
    },
    {
      text: 'A priest heard it in confession and is sworn to silence',
      excludes: ['p-godless', 'v-cleric', 'w-priest'],
      implies: ['w-priest'],
    },
    { text: 'An old accomplice knows and drinks too much', requires: ['deed'] },
    { text: 'A diary hidden in the attic holds the whole truth', excludes: ['diary'] },
    {
      text: 'The only witness is a parrot that repeats everything',
      requires: ['deed'],
      excludes: ['deed-slow', 'deed-seen'],
    },
    { text: 'A sealed confession lies with a notary, to be opened on death', implies: ['w-sealed'] },
    { text: 'A child saw it all and did not understand', requires: ['deed'], excludes: ['deed-slow', 'when-child'] },
    { text: 'The guild archivist has pieced most of it together', requires: ['in-Guild'], excludes: ['st-private'] },
    {
      text: 'A traveling bard knows and has written a thinly disguised song about it',
      excludes: ['st-body', 'w-traveling'],
      implies: ['known-song'],
    },
    'Two people know, and they hate each other',
    'A fortune-teller guessed it and has been hinting ever since',
    { text: 'A former lover knows and is waiting for the right moment', excludes: ['young-to-wed', 'w-former'] },
    "The town's gossip has half the story and is digging for the rest",
    {
      text: 'A bundle of letters in a pawnshop tells the whole tale',
      excludes: ['town-small', 'st-body', 'w-letters'],
    },
    { text: 'A rival has proof and is saving it', excludes: ['w-rival'], implies: ['w-rival'] },
    { text: 'A ghost knows, which is little comfort', excludes: ['st-body'] },
    { text: 'A retired judge suspects, and has started asking questions', excludes: ['st-private'] },
    {
      text: 'The family dog knows, and growls at the memory',
      requires: ['deed'],
      // A dog's memory does not reach back to childhood or a decade ago.
      excludes: ['deed-slow', 'deed-seen', 'when-child', 'when-point', 'when-long'],
    },
    { text: 'Only a sister knows, and she is dying', excludes: ['only-child', 'no-sister'] },
    { text: 'A stranger in a gray coat knows, and has just arrived in town', excludes: ['st-body'] },
    { text: 'An innkeeper two valleys away remembers everything', excludes: ['st-body'] },
    { text: 'A servant came across the evidence and hid it for a rainy day', excludes: ['st-body'] },
    { text: 'A healer two towns away knows, and was paid well to forget', requires: ['st-healer'] },
    // Who knows and how, drawn in parts: someone (`sWho`), how they came to know (`sLearned`) and
    // what they are doing about it (`sNow`), in one clause.
    { text: '{sWho.cap} {sLearned} and {sNow}', weight: 120 },
    {
      text: 'A beggar who sleeps in the chapel porch saw enough at the time, and has been paid in bread to forget it',
      requires: ['deed'],
      excludes: ['deed-slow', 'where-ship', 'where-road'],
    },
    {
      text: 'An apprentice sweeping up late heard every word of a quarrel about it through the floorboards',
      excludes: ['st-body'],
    },
    {
      text: 'The moneylender who holds {$their} debts knows, and charges a little more each quarter',
      excludes: ['st-blackmailed', 'w-lender'],
      implies: ['w-lender'],
    },
    {
      text: 'Half the story is carved into the underside of an alehouse table, in {$their} own drunken hand',
      excludes: ['when-child', 'young'],
    },
    { text: 'A tinker sold the story once, to the worst possible buyer, and is sorry now', excludes: ['st-body'] },
    {
      text: "A glassblower's boy saw it mirrored in a shop window and told no one but his mother",
      requires: ['deed'],
      excludes: ['deed-slow', 'where-ship', 'where-road', 'town-hamlet'],
    },
    {
      text: 'Only a blind fiddler knows, and nobody listens to him',
      excludes: ['w-fiddler', 'st-blind'],
    },
    { text: 'A debt collector from the city turned up last week asking exactly the right questions' },
    { text: "A children's rhyme going around the lanes has it half right", implies: ['known-song'] },
    {
      text: 'The watch kept a file on it, and a clerk who takes bribes still has it',
      requires: ['sev-high'],
      excludes: ['town-hamlet', 'w-watch', 'st-private', 'st-body'],
      implies: ['w-watch'],
    },
    {
      text: 'An old accomplice sits in a prison cell and has begun to bargain with the warden',
      requires: ['deed', 'deed-gang'],
    },
    {
      text: 'Every fortune-teller at the market swears to know, and one actually does',
      excludes: ['town-hamlet'],
    },
    {
      text: 'A sealed letter in the temple archive tells it, and nobody has thought to open it',
      excludes: ['w-sealed', 'w-letters', 'st-body'],
      implies: ['w-sealed'],
    },
    {
      text: 'An innkeeper in the capital kept a saddlebag left behind by {$them}, and everything in it',
      excludes: ['st-body', 'st-private', 'st-love'],
    },
    {
      text: 'A bored clerk copying old court records came across it and has told only a cousin',
      requires: ['sk-law'],
      excludes: ['town-hamlet', 'st-private'],
    },
    { text: 'Two old women who sit by the well have puzzled it out together' },
    {
      text: 'A young cousin came upon the proof during a game of hide-and-seek and has not yet grasped it',
      excludes: ['st-body', 'st-love'],
    },
    {
      text: 'Somebody has scrawled a crude picture of it on the mill wall, twice',
      requires: ['deed-harm'],
      excludes: ['deed-slow'],
    },
    {
      text: 'The old nurse who raised {$them} knows, and has never once let on',
      excludes: ['w-nurse'],
      implies: ['w-nurse'],
    },
    {
      text: 'A hired man who was there that day now guards the manor gate, and nods at {$them} a little too knowingly',
      requires: ['deed'],
      excludes: ['deed-slow', 'when-child'],
    },
    {
      text: 'A merchant from the coast recognized {$them} at once and has written home about it',
      requires: ['st-face'],
    },
    {
      text: 'A letter confessing all of it was sent years ago and never arrived; someone, somewhere, has read it',
      excludes: ['w-letters', 'st-body', 'when-recent'],
    },
    {
      text: 'The temple records hold one line about it, in a hand nobody living recognizes',
      requires: ['deed'],
      excludes: ['when-recent', 'deed-slow'],
    },
  ],
  // Someone who knows, for `{sWho} {sLearned} and {sNow}`: a living person, named without a
  // "they". One of the household (`k-close`) may hear a fever or a sleep-talk; a child
  // (`k-child`) neither drinks nor sells a story. A word another part already said (the `w-`
  // tags) is not said again.
  sWho: [
    'a washerwoman from the lower lanes',
    'a chimney sweep',
    'an old carter',
    { text: 'a goose girl', implies: ['k-child'] },
    { text: 'a cousin who comes to stay every harvest', implies: ['k-close'] },
    { text: 'a sister', excludes: ['only-child', 'no-sister'], implies: ['k-close'] },
    { text: 'a brother', excludes: ['only-child', 'no-brother'], implies: ['k-close'] },
    { text: 'a nephew who is far too clever', excludes: ['only-child'], implies: ['k-close'] },
    { text: 'a former apprentice', excludes: ['w-former'], implies: ['w-former'] },
    'a lodger across the landing',
    { text: 'a beggar who sleeps in the chapel porch' },
    'a one-eyed tinker',
    { text: 'a peddler who comes by every spring', excludes: ['w-traveling'] },
    'a ratcatcher',
    'a charcoal maker from the deep woods',
    'a drover who passes by each autumn',
    { text: 'a gravedigger', requires: ['job!=Gravedigger|Gravekeeper'] },
    { text: 'a stable boy', implies: ['k-child'] },
    'a kitchen maid',
    { text: 'an old soldier who drinks at the corner table', excludes: ['w-soldier'] },
    { text: 'a young scribe with a long memory', requires: ['job!=Scribe'] },
    'a shepherd from the high pastures',
    { text: 'a ferry boy', implies: ['k-child'] },
    { text: 'a lamplighter on the late round', requires: ['job!=Lamplighter'], excludes: ['town-hamlet'] },
    'a toll collector at the bridge',
    'a woman who gathers herbs at the edge of the woods',
    'a retired midwife',
    'a fisherman who mends nets on the shore',
    { text: "a priest's housekeeper", excludes: ['w-priest', 'v-cleric'], implies: ['w-priest'] },
    { text: 'a boy who peddles kindling door to door', implies: ['k-child'] },
    'an old woman who keeps bees',
    { text: 'a watchman on the night round', excludes: ['town-hamlet', 'w-watch'], implies: ['w-watch'] },
    { text: 'a bargeman', excludes: ['where-ship'] },
    { text: 'a widow across the lane', excludes: ['w-widow', 'h-widowed'], implies: ['w-widow'] },
    { text: 'a rival', excludes: ['w-rival'], implies: ['w-rival'] },
    'a hedge knight down on his luck',
    'a thatcher who was up on the next roof',
    { text: 'a moneylender', excludes: ['w-lender'], implies: ['w-lender'] },
    'a servant',
    { text: 'a traveling player who forgets no face', excludes: ['w-traveling'], implies: ['w-traveling'] },
  ],
  // How the one who knows came to know it: a witness only to a deed done at one time (not
  // `deed-slow`); evidence of a wrong, never of a sorrow of the body (`st-body`).
  sLearned: [
    { text: 'overheard two people arguing about it through a thin wall', excludes: ['st-body'] },
    'pieced it together from a dozen small slips',
    'guessed it from one careless remark',
    { text: 'came upon a letter that gives it all away', excludes: ['st-body', 'w-letters'] },
    'was told it by someone now dead',
    { text: 'heard every word of it from {$them} in a fever', requires: ['k-close'] },
    { text: 'heard {$them} say it in {$their} sleep', requires: ['k-close'] },
    {
      text: 'shadowed {$them} one evening out of plain curiosity',
      requires: ['st-doing'],
      excludes: ['k-close'],
    },
    {
      text: 'saw it happen from a hayloft',
      requires: ['deed'],
      excludes: ['deed-slow', 'where-ship', 'where-road', 'town-large'],
    },
    { text: 'saw it all from a hiding place close by', requires: ['deed'], excludes: ['deed-slow'] },
    {
      text: 'saw {$them} come home that day as white as a sheet',
      requires: ['deed'],
      excludes: ['deed-slow', 'where-ship', 'where-road', 'when-child'],
    },
    { text: 'turned up the proof that was supposed to have been destroyed', requires: ['deed'] },
    { text: 'noticed the pattern over many months', requires: ['deed-slow'] },
    { text: 'has been marking down the comings and goings for a year', requires: ['st-doing'] },
    { text: 'read it in a diary left open on a table', excludes: ['diary', 'st-body'] },
    { text: 'saw {$them} burn something in the yard at midnight', requires: ['deed'], excludes: ['where-ship'] },
    { text: 'bought the story from a drunk who did not know its worth', excludes: ['k-child'] },
    {
      text: 'dug up something buried where it should not have been',
      requires: ['deed'],
      excludes: ['where-ship', 'deed-slow'],
    },
    { text: 'noticed what makes {$them} flinch', excludes: ['st-face'] },
    { text: 'recognized {$them} from a face on an old notice', requires: ['st-face'] },
    {
      text: 'heard the whole of it years later from {$victim}',
      requires: ['deed'],
      // The victim named twice: never with a word a line says once (`w-` tags).
      excludes: ['v-dead', 'when-recent', 'no-victim', 'w-rival', 'w-former', 'w-traveling', 'w-watch', 'w-priest'],
    },
    {
      text: 'helped haul the evidence away without a notion of what it was',
      requires: ['deed'],
      excludes: ['deed-slow'],
    },
    { text: 'was told everything by {$them} one tearful night', excludes: ['st-face'] },
    { text: 'wrote it all down the same night', requires: ['deed'], excludes: ['deed-slow', 'k-child'] },
    { text: 'asked one question too many in the right tavern', excludes: ['k-close', 'k-child'] },
    { text: 'was paid once to keep quiet', excludes: ['st-body'] },
  ],
  // What the one who knows is doing about it now.
  sNow: [
    'has told no one yet',
    'is waiting to see what silence is worth',
    { text: 'has the proof sewn into a coat lining', excludes: ['k-child', 'st-body'] },
    { text: 'has written it all down, to be opened in case of an accident', excludes: ['w-sealed', 'k-child'] },
    'asks a favor now and then, always a little bigger',
    { text: 'has started asking for small loans that are never repaid', excludes: ['st-blackmailed', 'k-child'] },
    { text: 'is dying and means to tell it all at the last', excludes: ['k-child'] },
    'is too frightened of {$them} to say a word',
    { text: 'drinks more every year and says more with every cup', excludes: ['k-child'] },
    'has told exactly one other person',
    { text: 'means to sell the story to the highest bidder', excludes: ['st-blackmailed'] },
    {
      text: 'leaves a pressed flower on the doorstep every year on the day',
      requires: ['deed'],
      excludes: ['deed-slow', 'when-recent'],
    },
    'stares at {$them} a moment too long',
    'has been dropping hints at the well',
    {
      text: 'sends an unsigned note every midwinter that says only: I remember',
      excludes: ['when-recent', 'st-kindness'],
    },
    'is saving it to trade for a bigger prize',
    'has not decided what to do about it',
    'is hoping for a confession that would spare everyone the trouble',
    'has kept quiet out of an old loyalty that grows thinner every year',
    'would talk for the price of a good meal',
    { text: 'has hinted at it twice over ale', excludes: ['k-child'] },
    { text: 'has grown strangely comfortable since', excludes: ['st-blackmailed', 'k-child'] },
    'has been afraid of {$them} ever since',
    'pretends to have forgotten, badly',
    'owes {$them} money, which buys a truce for now',
    'is leaving town at the end of the month',
    'prays for {$them} every night, aloud',
    'has begun humming an old tune whenever the two pass in the street',
  ],
  // What follows if a secret comes out, by kind: each row needs a kind its secret implies.
  sStakes: [
    // Disbelief follows a lie or a wrong done to someone, not a killing or a forbidden book.
    { text: 'no one in town would believe another word', requires: ['sk-scorn'], excludes: ['deed-harm', 'no-victim'] },
    // A life taken or put in peril (`deed-harm`) costs more than a closed door, a friend's silence,
    // a rewritten will or a shrug: those stakes are for lesser wrongs.
    { text: 'every door on the street would close', requires: ['sk-scorn'], excludes: ['deed-harm'] },
    { text: 'the whole street would take sides', requires: ['sk-scorn'], excludes: ['deed-harm'] },
    // Kindness reread as calculation follows only guile: a lie, a cheat, a betrayal, a double life
    // (`sk-guile`), never a brawl, a desertion or a debt.
    // Not yet after a deceit the consistency checks do not know by name (`sk-guile-new`).
    {
      text: 'every past kindness would be reread as a calculation',
      requires: ['sk-scorn', 'sk-guile'],
      weight: 2,
      excludes: ['sk-guile-new'],
    },
    // Only of someone who sells.
    {
      text: 'nothing could be sold in the market without a sneer',
      requires: ['sk-scorn', 'in-business'],
      excludes: ['town-hamlet'],
    },
    { text: 'the story would follow {$them} to every town on the road', requires: ['sk-scorn'] },
    // A village's silence is not a city's: there, the neighbors'.
    {
      text: 'a whole village would stop speaking to the family',
      requires: ['sk-scorn', 'townSize=Outpost|Hamlet|Village'],
    },
    {
      text: 'half the neighborhood would stop speaking to the family',
      requires: ['sk-scorn', 'townSize=Town|City|Metropolis'],
    },
    { text: 'the last loyal friend would walk away for good', requires: ['sk-scorn'], excludes: ['deed-harm'] },
    { text: "the family's name would be struck from the founders' stone", requires: ['sk-scorn'] },
    // A comic song of a lesser wrong: not of a life taken or put in peril, nor of any grave deed.
    {
      text: 'a songwriter would make it famous in three counties',
      requires: ['sk-scorn'],
      excludes: ['known-song', 'deed-harm', 'sev-high'],
    },
    { text: 'a reputation built over thirty years would fall in a day', requires: ['sk-scorn', 'age>=40'] },
    { text: 'the only person who still believes in {$them} would stop', requires: ['sk-scorn'] },
    {
      text: 'every friend would be asked, quietly, which side they are on',
      requires: ['sk-scorn'],
      excludes: ['deed-harm'],
    },
    { text: "a quiet life would become impossible anywhere within a week's ride", requires: ['sk-scorn'] },
    {
      text: 'the guild would strip every license',
      requires: ['sk-trade', 'in-Guild'],
      excludes: ['deed-harm', 'employee', 'young'],
    },
    // A contract is the business's, signed by whoever runs it. Trade losses are what a lie or a
    // cheat costs, not a life taken or put in peril (`deed-harm`), which costs far more.
    { text: 'a lucrative contract would be torn up', requires: ['sk-trade'], excludes: ['employee', 'deed-harm'] },
    // Only of someone with customers of their own: not a hired hand, a priest, a soldier or a noble.
    {
      text: 'the regulars would drift away one by one',
      requires: ['sk-trade', 'venue=own', 'in-business'],
      excludes: ['Faith', 'Arms', 'Nobility', 'Labor', 'deed-harm'],
    },
    {
      text: 'a partner would walk out and take half the business',
      requires: ['sk-trade'],
      excludes: ['employee', 'Arms', 'Faith', 'Nobility', 'deed-harm'],
    },
    {
      text: "the apprentices would all leave for a rival's workshop",
      requires: ['sk-trade', 'Craft'],
      excludes: ['employee', 'w-rival', 'deed-harm'],
    },
    {
      text: "the guild would take back the master's chain",
      requires: ['sk-trade', 'in-Guild'],
      excludes: ['deed-harm', 'employee', 'young'],
    },
    { text: 'a rival would gain everything overnight', requires: ['sk-trade'], excludes: ['w-rival', 'deed-harm'] },
    { text: "the lord's favor would turn cold overnight", requires: ['sk-trade'], excludes: ['deed-harm', 'st-body'] },
    {
      text: 'the council seat everyone expects would go to someone else',
      requires: ['sk-trade'],
      excludes: ['town-hamlet', 'employee', 'young', 'deed-harm'],
    },
    // A pension is paid for long service, not to the young.
    {
      text: 'a pension from the old lord would stop the same day',
      requires: ['sk-trade', '!young'],
      excludes: ['deed-harm', 'st-body'],
    },
    { text: 'a creditor would call in every loan at once', requires: ['sk-trade'], excludes: ['deed-harm'] },
    {
      text: 'a debt forgiven long ago would be called in at once',
      requires: ['sk-trade', 'age>=25'],
      excludes: ['deed-harm', 'st-body'],
    },
    { text: 'a marriage in the family would not survive the week', requires: ['sk-kin'], excludes: ['deed-harm'] },
    // The person's own match: not of someone too young to be promised.
    // Says "betrothal" once: the flaw then costs something else (`lost-match`).
    {
      text: 'a betrothal would be broken before the wedding day',
      requires: ['sk-kin'],
      excludes: ['young-to-wed', 'when-wedding'],
      implies: ['lost-match'],
    },
    {
      text: 'an heir would be disinherited with a stroke of the pen',
      requires: ['sk-kin'],
      excludes: ['st-love', 'deed-harm'],
    },
    {
      text: 'a sealed will would have to be rewritten',
      requires: ['sk-kin'],
      excludes: ['st-love', 'w-sealed', 'deed-harm'],
    },
    {
      text: 'the news might be the death of a sickly parent',
      requires: ['sk-kin'],
      excludes: ['parents-0', 'st-love'],
    },
    { text: 'the family would close ranks and cast someone out', requires: ['sk-kin'] },
    { text: 'an old friend would never speak to {$them} again', requires: ['sk-kin'], excludes: ['deed-harm'] },
    // Where to look for someone hiding: not after a deed done and over, nor of someone blackmailed,
    // whose enemy already knows.
    { text: 'a dangerous enemy would know where to look', requires: ['sk-foe'], excludes: ['deed', 'st-blackmailed'] },
    { text: 'a very patient enemy would finally act', requires: ['sk-foe'] },
    // A grudge or a feud is someone wronged's: not of a debt, a desertion or a forbidden book (`no-victim`).
    {
      text: 'someone who has nursed a grudge for years would finally have revenge',
      requires: ['sk-foe'],
      excludes: ['no-victim'],
    },
    { text: 'an old feud would catch fire again', requires: ['sk-foe'], excludes: ['no-victim'] },
    { text: 'a grudge thought buried would dig itself up', requires: ['sk-foe'], excludes: ['no-victim'] },
    { text: 'a debt of honor would have to be paid in blood', requires: ['sk-foe'] },
    // Others dragged down, a noble family, a worse secret beneath: only for a secret tied into
    // other people's (`sk-plot`) or a grave deed, never for a private sorrow or a petty wrong.
    { text: 'three other people would be ruined too', requires: ['sk-plot'] },
    { text: 'a much worse secret would be found underneath', requires: ['sk-plot'] },
    { text: 'a certain noble family would pay handsomely to bury it again', requires: ['sk-plot'] },
    { text: 'it would hurt the innocent far more than the guilty', requires: ['sk-web'] },
    // Nothing follows a private sorrow, never a life taken or a case in court (`sk-case`).
    { text: 'nothing would happen, and that may be worse', requires: ['sk-web'], excludes: ['deed-harm', 'sk-case'] },
    {
      text: 'a hidden door would be opened, and more than one secret would walk out',
      requires: ['sk-plot'],
    },
    {
      text: 'the temple would refuse a blessing at the next wedding in the family',
      requires: ['sk-faith'],
      excludes: ['when-wedding'],
    },
    { text: 'the high priest would want a word, and a large donation', requires: ['sk-faith'], excludes: ['w-priest'] },
    { text: 'the neighbors would finally know why the shutters stay closed', requires: ['sk-home'] },
    { text: 'the watch would reopen a closed case', requires: ['sk-case'], excludes: ['w-watch', 'town-hamlet'] },
    {
      text: 'the magistrate who closed the case would lose the seat',
      requires: ['sk-case'],
      excludes: ['town-hamlet'],
    },
    { text: 'the seal on a very old bargain would be broken', requires: ['st-fey'] },
    {
      text: 'an old friend would finally understand a betrayal',
      requires: ['deed'],
      excludes: ['no-victim', 'v-dead'],
    },
    { text: 'a grieving family would finally know who to blame', requires: ['deed-death'] },
    { text: 'an old comrade-in-arms would call for a duel', requires: ['deed-desert'] },
    { text: 'a treaty between two guilds would collapse', requires: ['st-spy'] },
    { text: 'a charity built on a lie would close its doors', requires: ['deed-charity'] },
    // Disgrace: light ones (a withdrawn welcome, an empty shop) are not for a life taken or put
    // in peril (`deed-harm`).
    {
      text: 'every child in the lanes would be singing about it for a generation',
      requires: ['sk-scorn'],
      excludes: ['known-song'],
    },
    { text: 'no one would sit beside {$them} at the temple again', requires: ['sk-scorn'], excludes: ['p-godless'] },
    {
      text: 'every invitation of the season would be quietly withdrawn',
      requires: ['sk-scorn'],
      excludes: ['deed-harm', 'sev-high'],
    },
    { text: 'the name would become a byword in every alehouse for years', requires: ['sk-scorn'] },
    { text: 'strangers would point {$them} out in the street', requires: ['sk-scorn'] },
    { text: 'the old friends who vouched for {$them} would be shamed as well', requires: ['sk-scorn'] },
    {
      text: 'a lifetime of good standing would be gone by market day',
      requires: ['sk-scorn'],
      excludes: ['town-hamlet'],
    },
    { text: 'the neighbors would hide the silver at the sight of {$them}', requires: ['sk-scorn', 'sk-guile'] },
    { text: 'not even the beggars would take {$their} charity', requires: ['sk-scorn'] },
    {
      text: 'every good deed of twenty years would be judged again and found wanting',
      requires: ['sk-scorn', 'sk-guile', 'age>=35'],
    },
    {
      text: 'nobody would buy so much as an egg from the family',
      requires: ['sk-scorn'],
      excludes: ['town-large', 'deed-harm', 'sev-high'],
    },
    { text: 'the story would be told at every hearth by midwinter', requires: ['sk-scorn'] },
    {
      text: 'the seat at the head of the feast table would go to someone else',
      requires: ['sk-scorn', '!young'],
      excludes: ['deed-harm', 'sev-high'],
    },
    // Trade: the takings of someone in business, a hired hand's place, a craftsman's workshop.
    {
      text: 'the takings would dwindle to nothing by the end of the month',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm'],
    },
    {
      text: 'a master would tear up {$their} indentures',
      requires: ['sk-trade', 'job=Apprentice|Apprentice smith'],
      excludes: ['deed-harm'],
    },
    {
      text: 'the household that employs {$them} would turn {$them} out without a reference',
      requires: ['sk-trade', 'employee'],
      excludes: ['deed-harm', 'Arms', 'Faith'],
    },
    {
      text: 'every supplier in the valley would want paying in advance',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm'],
    },
    {
      text: 'no merchant on the road would extend a copper of credit',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm'],
    },
    {
      text: 'the best customers would take the trade elsewhere',
      requires: ['sk-trade', 'venue=own', 'in-business'],
      excludes: ['Faith', 'Arms', 'Nobility', 'Labor', 'employee', 'deed-harm'],
    },
    {
      text: 'the lease on the workshop would not be renewed',
      requires: ['sk-trade', 'Craft'],
      excludes: ['employee', 'deed-harm'],
    },
    { text: 'a patron who pays well would vanish without a word', requires: ['sk-trade'], excludes: ['deed-harm'] },
    { text: 'every coin put by would go on advocates and bribes', requires: ['sk-trade'] },
    {
      text: 'the caravan masters would pass the town by rather than deal with {$them}',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm', 'town-hamlet'],
    },
    // Family.
    {
      text: 'a grown child would take the grandchildren and leave for good',
      requires: ['sk-kin', 'old'],
      excludes: ['childless'],
    },
    {
      text: 'the family would move away in the night and leave {$them} behind',
      requires: ['sk-kin'],
      excludes: ['st-love'],
    },
    {
      text: '{$their} mother would never forgive it',
      requires: ['sk-kin'],
      excludes: ['parents-0', 'mother-dead', 'old'],
    },
    {
      text: 'a proud father would cut {$them} off without a copper',
      requires: ['sk-kin'],
      excludes: ['parents-0', 'father-dead', 'old', 'st-love'],
    },
    { text: 'the whole family would quarrel for years over whose fault it was', requires: ['sk-kin'] },
    { text: 'a cousin would try to take the family house', requires: ['sk-kin'], excludes: ['st-love', 'deed-harm'] },
    { text: 'the family would have to leave the only home it has known', requires: ['sk-kin'], excludes: ['st-love'] },
    { text: 'there would be an empty chair at the family table for good', requires: ['sk-kin'], excludes: ['st-love'] },
    {
      text: 'the grandchildren would be taught never to speak the name',
      requires: ['sk-kin', 'old'],
      excludes: ['childless', 'st-love'],
    },
    // Enemies.
    { text: 'an enemy who has bided for years would call in every favor at once', requires: ['sk-foe'] },
    { text: 'a hired blade would be sent before the month was out', requires: ['sk-foe'] },
    {
      text: 'a rival house would use it to drive the family out of town',
      requires: ['sk-foe'],
      excludes: ['w-rival'],
    },
    { text: 'an old enemy would at last have the leverage to ruin {$them}', requires: ['sk-foe'] },
    {
      text: 'someone wronged long ago would come back to town with friends',
      requires: ['sk-foe', 'age>=25'],
      excludes: ['no-victim'],
    },
    {
      text: 'the one enemy who still matters would learn which door to knock on',
      requires: ['sk-foe'],
      excludes: ['deed', 'st-blackmailed'],
    },
    {
      text: 'a feud two generations old would have a fresh reason',
      requires: ['sk-foe'],
      excludes: ['no-victim'],
    },
    // Other people's secrets tied to this one.
    { text: 'a guildmaster and a magistrate would go down too', requires: ['sk-plot'], excludes: ['town-small'] },
    { text: 'the lord of the manor would have a great deal of explaining to do', requires: ['sk-plot'] },
    { text: 'one name in the ledger would lead to three more', requires: ['sk-plot'] },
    {
      text: 'half the council would suddenly find reasons to leave town',
      requires: ['sk-plot'],
      excludes: ['town-hamlet'],
    },
    { text: 'the trail would lead straight to a very powerful house', requires: ['sk-plot'] },
    { text: 'someone higher up would make sure {$them} took all the blame', requires: ['sk-plot'] },
    {
      text: 'the people who helped bury it would have to silence {$them} first',
      requires: ['sk-plot', 'deed'],
    },
    // The innocent hurt.
    { text: 'the wrong people would be blamed all over again', requires: ['sk-web'], excludes: ['no-victim'] },
    { text: 'a child who knows nothing of it would bear the name for life', requires: ['sk-web'] },
    { text: 'the people who depend on {$them} would suffer first', requires: ['sk-web'] },
    { text: 'a kind friend who once covered for {$them} would be ruined', requires: ['sk-web'] },
    {
      text: 'nothing would change, except in the eyes of the one person who matters',
      requires: ['sk-web'],
      excludes: ['deed-harm', 'sk-case', 'sk-law'],
    },
    // Faith, home, a case, and the special kinds.
    { text: 'the temple would bar its door and ring the bell against {$them}', requires: ['sk-faith'] },
    {
      text: 'a rite of cleansing would be held in the square, with {$them} at the center of it',
      requires: ['sk-faith'],
    },
    {
      text: 'the old priest who blessed {$their} naming would never look at {$them} again',
      requires: ['sk-faith'],
      excludes: ['w-priest', 'v-cleric'],
    },
    { text: 'the faithful would demand a pilgrimage on foot to the far shrine', requires: ['sk-faith'] },
    { text: 'a crowd would gather outside the house before dark', requires: ['sk-home'], excludes: ['st-body'] },
    { text: 'the house would be searched from cellar to roof', requires: ['sk-home'], excludes: ['st-body'] },
    {
      text: 'the landlord would have the family out by morning',
      requires: ['sk-home'],
      excludes: ['home-own', 'w-landlord', 'st-body'],
    },
    { text: 'the urchins of the lane would throw stones at the windows', requires: ['sk-home'], excludes: ['st-body'] },
    {
      text: 'a judge would have to admit an old mistake in open court',
      requires: ['sk-case'],
      excludes: ['town-hamlet'],
    },
    { text: 'every verdict from that year would be opened again', requires: ['sk-case'], excludes: ['town-hamlet'] },
    {
      text: 'a mother would learn at last how her child really died',
      requires: ['deed-death'],
      excludes: ['v-cleric'],
    },
    { text: 'a grave would be opened and the bones looked at again', requires: ['deed-death'] },
    { text: 'the company left to die that night would send someone to settle it', requires: ['deed-desert'] },
    { text: 'every family that ever gave to the poor box would want it back', requires: ['deed-charity'] },
    { text: 'every report ever sold would have to be traced, one by one, in a cold room', requires: ['st-spy'] },
    { text: 'something would come down out of the hills to collect what it is owed', requires: ['st-fey'] },
    { text: 'the witch-finders would be sent for before nightfall', requires: ['st-magic'] },
    { text: 'the one beloved would have to choose, in public', requires: ['st-love'] },
    {
      text: 'the post would go to a fresher pair of hands within the month',
      requires: ['st-ailing'],
      excludes: ['young'],
    },
    { text: 'a healer would lose the right to practice for staying silent', requires: ['st-healer'] },
    // A quiet kindness found out (`st-kindness`) costs only its quiet.
    { text: 'every outstretched hand in town would be at the door by morning', requires: ['st-kindness'] },
    { text: 'the pride of the ones helped would never recover', requires: ['st-kindness'] },
    { text: 'every gift would begin to feel like a debt', requires: ['st-kindness'] },
    {
      text: 'a reputation for a hard heart, worn with care for years, would be gone in a day',
      requires: ['st-kindness'],
    },
    // More of each kind.
    {
      text: 'the temple choir would suddenly have no place for {$them}',
      requires: ['sk-scorn'],
      excludes: ['p-godless', 'deed-harm'],
    },
    {
      text: 'the portrait in the hall would be turned to face the wall',
      requires: ['sk-scorn', 'wealth!=poor|modest'],
    },
    { text: 'nobody would stand as godparent to a child of the family again', requires: ['sk-scorn'] },
    { text: '{$their} word would be worth nothing in any bargain again', requires: ['sk-scorn', 'sk-guile'] },
    { text: 'the whole valley would know of it by the next fair', requires: ['sk-scorn'], excludes: ['town-large'] },
    {
      text: 'the neighbors would cross the street rather than share it',
      requires: ['sk-scorn'],
      excludes: ['deed-harm'],
    },
    {
      text: 'no master in the trade would ever take {$them} on again',
      requires: ['sk-trade', 'employee'],
      excludes: ['deed-harm', 'Nobility'],
    },
    {
      text: 'the stall would stand empty by the next market day',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm', 'town-hamlet'],
    },
    {
      text: 'every order already placed would be called off',
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm'],
    },
    {
      text: 'the guild would fine the workshop into ruin',
      requires: ['sk-trade', 'in-Guild', 'Craft'],
      excludes: ['employee', 'deed-harm'],
    },
    {
      text: "the lord's steward would never again send an order to the door",
      requires: ['sk-trade', 'in-business'],
      excludes: ['employee', 'deed-harm', 'st-body'],
    },
    {
      text: 'no moneychanger in town would touch {$their} coin',
      requires: ['sk-trade'],
      excludes: ['town-small', 'deed-harm', 'job=Moneychanger|Banker'],
    },
    {
      text: 'the wage the household lives on would stop at once',
      requires: ['sk-trade', 'employee'],
      excludes: ['deed-harm'],
    },
    {
      text: 'a little sister would be sent away to live with relatives',
      requires: ['sk-kin'],
      excludes: ['only-child', 'no-sister', 'order-youngest', 'old', 'st-love'],
    },
    {
      text: 'a brother would have to choose between the family and his own good name',
      requires: ['sk-kin'],
      excludes: ['only-child', 'no-brother', 'st-love'],
    },
    { text: 'the family would lose a house held for five generations', requires: ['sk-kin'], excludes: ['st-love'] },
    { text: 'an aunt who keeps the family purse would close it for good', requires: ['sk-kin'], excludes: ['old'] },
    {
      text: '{$their} children would be mocked at the well',
      requires: ['sk-kin'],
      excludes: ['st-love', 'childless', 'young-to-wed'],
    },
    {
      text: 'the people who were hurt would stop waiting for justice and take it',
      requires: ['sk-foe'],
      excludes: ['no-victim'],
    },
    { text: 'someone would put a knife in {$their} back on a dark night', requires: ['sk-foe'] },
    { text: 'an enemy on the council would move at last', requires: ['sk-foe'], excludes: ['town-hamlet'] },
    {
      text: 'a magistrate paid to look away would need {$them} gone',
      requires: ['sk-plot'],
      excludes: ['town-hamlet'],
    },
    { text: 'a fortune would change hands, and not honestly', requires: ['sk-plot'] },
    {
      text: 'two families who have kept the peace for years would be at war by harvest',
      requires: ['sk-plot'],
    },
    { text: 'a letter locked in a drawer in the capital would suddenly matter a great deal', requires: ['sk-plot'] },
    { text: 'the one person who forgave {$them} would look a fool', requires: ['sk-web'] },
    { text: 'a child who trusts {$them} completely would never trust again', requires: ['sk-web'] },
    {
      text: 'the friends who kept quiet would be named as accomplices',
      requires: ['sk-web'],
      excludes: ['st-kindness', 'st-private'],
    },
    { text: 'the temple would strike {$their} name from the roll of the faithful', requires: ['sk-faith'] },
    {
      text: 'the priestess would send {$them} barefoot to every shrine in the valley',
      requires: ['sk-faith'],
      excludes: ['w-priest'],
    },
    { text: 'an old prophecy about the family would be dusted off and believed', requires: ['sk-faith'] },
    { text: 'a painted sign would be on the door by morning', requires: ['sk-home'], excludes: ['st-body'] },
    {
      text: 'no servant would stay another night under that roof',
      requires: ['sk-home'],
      excludes: ['wealth=poor', 'st-body'],
    },
    { text: 'the one who took the blame would walk free, and very angry', requires: ['sk-case'] },
    {
      text: 'the clerk who lost the evidence would lose the post as well',
      requires: ['sk-case'],
      excludes: ['town-hamlet'],
    },
    { text: 'the dead would at last be given a proper burial, and a name', requires: ['deed-death'] },
    { text: 'the army would still hang a runaway soldier, however long ago it was', requires: ['deed-desert'] },
    { text: 'the poor who went hungry would be told whom to thank', requires: ['deed-charity'] },
    { text: 'the paymasters would deny everything and leave {$them} to hang', requires: ['st-spy'] },
    { text: 'the bargain would be void, and the whole price due at once', requires: ['st-fey'] },
    { text: 'every book in the house would go on a bonfire in the square', requires: ['st-magic'] },
    { text: 'the one loved would become the talk of every kitchen', requires: ['st-love'] },
    { text: 'the kindness would be doubted, and a motive invented for it', requires: ['st-kindness'] },
    { text: 'the pranksters of the lane would blow out the candles and wait', requires: ['st-fear'] },
    { text: 'nobody would take {$them} seriously after sundown again', requires: ['st-fear'] },
    {
      text: 'the night watchman would make a joke of it on every round',
      requires: ['st-fear'],
      excludes: ['town-hamlet', 'job=Watch sergeant|Town guard'],
    },
    { text: '{sLaw}', requires: ['sk-law'], weight: 15 },
  ],
  sLaw: LAW_STAKES,
  sDeedStakes: [
    { text: '{sStakes}', weight: 5 },
    { text: '{sLaw}', weight: 6, excludes: ['deed-moral'] },
  ],
  sTreasureAdj: ['engraved', 'gilded', 'ancient', 'dented', 'priceless', 'tarnished'],
} as const satisfies Grammar;
