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
  { text: 'the old ways of doing business would be looked at very closely', requires: ['in-business', 'sk-guile'] },
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
      text: 'pawned a ring that {$victim} had left in {$their} keeping',
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
      implies: ['sk-scorn', 'sk-trade', 'sk-kin', 'sk-foe'],
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
      implies: ['sk-guile', 'sk-scorn', 'sk-kin', 'sk-trade', 'sk-foe', 'sk-web', 'sk-plot'],
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
      implies: ['sk-guile', 'sk-scorn', 'sk-trade', 'sk-kin', 'sk-web', 'sk-plot'],
    },
    {
      text: 'sends money every month to a second family in another town',
      excludes: ['p-honest', 'childless'],
      implies: ['sk-guile', 'sk-kin', 'sk-scorn', 'sk-web', 'sk-plot'],
    },
    {
      text: 'is the anonymous author of a popular and very rude pamphlet about the council',
      excludes: ['town-hamlet'],
      implies: ['sk-foe', 'sk-trade'],
    },
    {
      text: 'has been slowly poisoning {$victim} and has lost the nerve to finish',
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind'],
      implies: ['deed-harm', 'sk-guile', 'sk-law', 'sev-high', 'sk-kin', 'sk-scorn'],
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
      implies: ['sk-kin', 'sk-scorn', 'sk-web', 'sk-plot', 'sk-foe'],
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
      implies: ['sk-guile', 'st-spy', 'sk-law', 'sev-high', 'no-victim', 'sk-foe', 'sk-scorn', 'sk-trade', 'w-rival'],
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
      implies: ['st-blind', 'st-private', 'st-body', 'st-healer', 'sk-trade', 'sk-home'],
    },
    {
      text: "has been selling the temple's candles back to the temple for years",
      // Years of cheating are not the secret of someone honest to a fault, or good, or devout.
      requires: ['!align-good'],
      excludes: ['p-honest', 'p-kind', 'p-pious'],
      implies: ['sk-guile', 'sk-law', 'sev-low', 'no-victim', 'sk-scorn', 'sk-faith', 'sk-trade'],
    },
    {
      text: 'secretly worships a god that this town outlawed long ago',
      implies: ['sk-law', 'sev-high', 'no-victim', 'sk-scorn', 'sk-faith', 'sk-kin', 'sk-home'],
    },
    {
      text: 'is wanted for murder in the capital under another name',
      requires: ['!align-good'],
      // A life under another name is not an honest soul's.
      excludes: ['p-honest', 'p-kind'],
      implies: ['deed-harm', 'sk-law', 'sev-high', 'deed-death', 'v-dead', 'sk-foe', 'sk-scorn'],
    },
    {
      text: 'was born to a noble house and ran away from it',
      // Not beside the parents who raised them, nor of someone still living in the town of their
      // birth, which they would have run from.
      excludes: ['parents-1', 'parents-2', 'native'],
      implies: ['sk-kin', 'sk-foe', 'sk-web', 'sk-plot'],
    },
    {
      text: "is deeply in debt to a thieves' guild and running errands to pay it off",
      excludes: ['town-small'],
      implies: ['sk-law', 'sev-low', 'no-victim', 'deed-gang', 'sk-foe', 'sk-trade', 'sk-scorn'],
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
    { text: 'a widowed baker', implies: ['v-trade'] },
    { text: 'a traveling priest', implies: ['v-cleric', 'v-stranger', 'v-learned', 'w-traveling'] },
    { text: 'a former master', implies: ['v-trade', 'v-learned', 'w-former'] },
    // A village's healer is not a city's (`town-large`).
    { text: 'the village healer', requires: ['townSize=Outpost|Hamlet|Village'], implies: ['v-learned'] },
    { text: 'a rival suitor', excludes: ['young-to-wed'], implies: ['v-love', 'v-duel', 'v-rival', 'w-rival'] },
    { text: 'the last magistrate', excludes: ['town-hamlet'] },
    { text: 'a border knight', implies: ['v-duel'] },
    { text: 'a wealthy moneylender', implies: ['v-trade'] },
    { text: 'a beloved schoolteacher', implies: ['v-learned', 'v-poor'] },
    { text: 'a passing stranger', implies: ['v-stranger', 'v-poor', 'v-passing'] },
    { text: 'the heir to the manor', implies: ['v-duel', 'v-heir'] },
    { text: 'the watch captain', excludes: ['town-small'], implies: ['v-duel', 'v-captain', 'w-watch'] },
    // Only someone who has sailed has shipmates.
    { text: 'a shipmate', requires: ['job=Sailor|Smuggler|Harbormaster'], implies: ['v-poor'] },
    { text: 'a dwarf jeweler', implies: ['v-trade'] },
    { text: 'the guildmaster', requires: ['job!=Guildmaster'], implies: ['v-trade'] },
    { text: 'a former sweetheart', excludes: ['young-to-wed'], implies: ['v-love', 'w-former'] },
    { text: 'the old nursemaid', implies: ['v-poor'] },
    { text: 'a blind fiddler', implies: ['v-poor'] },
    { text: 'the local witch', implies: ['v-learned'] },
    { text: 'a young apprentice', implies: ['v-poor', 'v-young'] },
    { text: 'an elven envoy', implies: ['v-stranger'] },
    { text: 'the old ferryman', implies: ['v-poor', 'v-trade'] },
    'a kindly landlord',
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
      text: 'while everyone else was at a wedding',
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
    { text: 'every past kindness would be reread as a calculation', requires: ['sk-scorn', 'sk-guile'] },
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
      text: 'a sickly parent would hear it, and it might kill them',
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
    { text: 'the high priest would want a word, and a large donation', requires: ['sk-faith'] },
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
    { text: '{sLaw}', requires: ['sk-law'], weight: 15 },
  ],
  sLaw: LAW_STAKES,
  sDeedStakes: [
    { text: '{sStakes}', weight: 5 },
    { text: '{sLaw}', weight: 6, excludes: ['deed-moral'] },
  ],
  sTreasureAdj: ['engraved', 'gilded', 'ancient', 'dented', 'priceless', 'tarnished'],
} as const satisfies Grammar;
