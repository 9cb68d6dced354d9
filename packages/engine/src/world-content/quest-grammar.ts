import type { Grammar, Row } from '../core/table';
import type { Environment } from '../data/options';
import { numberRows, type GrammarSpec } from './compose';
import { peopleTables } from './people-grammar';

/**
 * What a hook's tags say about its trouble. The patron's motive, the complication and the reward
 * are drawn under these tags, so a row that only makes sense for one kind of trouble `requires`
 * its tag (a hostage only when people are missing, a forged paper only with a crime, the lair
 * only when a creature lives out in the wilds), and a reward that would clash `excludes` it.
 * Rows that fit any trouble name no tag.
 */
export const QUEST_HOOK_TAGS = [
  /** People have vanished or been taken, and may yet be found. */
  'people-missing',
  /** The missing are children: no husband, partner or keeper of the family money among them. */
  'children-missing',
  /** People have vanished one after another over time, so someone was "among the first". */
  'one-by-one',
  /** Only one person is gone: no "families of the missing" or "one of the missing". */
  'one-missing',
  /** A beast or monster is behind it, with tracks, a lair and an appetite. */
  'creature',
  /** The restless dead: graves, ghosts, the drowned and the hanged. */
  'undead',
  /** A curse, a spell, a summoning or something plainly uncanny. */
  'magic',
  /**
   * A working someone laid, unseen (always with `magic`): an enchantment, a charm, a curse put on
   * purpose. Only then is there "the spell" to undo and "the one who cast it" to find; a hill that
   * was not there last season or a swarm under the chapel floor is uncanny, not a spell.
   */
  'spell',
  /** The trouble is plainly a curse (always with `magic`): a blight, ill luck, a thing that harms whoever touches it. */
  'curse',
  /**
   * Something with a will of its own is behind it, to be bargained with, driven off or fought: a
   * beast, the dead, a spirit, a summoned thing, a stranger who casts no shadow (every `creature`
   * and `undead` hook has it too). Only then is there a "whatever it is" to leave offerings to.
   */
  'presence',
  /** A beast or a pack of them (always with `creature`): no giant, hag or knight. Only a beast hunts, has a mate or was a pet. */
  'beast',
  /** The town's own lord is alive and acting in the hook: no mourning for the old lord then. */
  'lord',
  /** Something was stolen and can be got back. */
  'theft',
  /** People are breaking the law: fraud, forgery, blackmail, sabotage, smuggling, poison. */
  'crime',
  /** Power and politics: lords, councils, heirs, charters, taxes. */
  'intrigue',
  /**
   * Two or more parties are at odds in the hook (heirs, families, villages, guilds, a lord and the
   * town): only then is there "the quarrel", "each side" and "the other side".
   */
  'sides',
  /** Temples, saints, pilgrims and priests. */
  'faith',
  /** Weather, water or the land itself has gone wrong. */
  'nature',
  /** Fields, harvests and herds. */
  'farm',
  /** Farm or house animals are part of the trouble (so no pup or horse is offered as a reward). */
  'animals',
  /** Someone is doing it on purpose and can be confronted. */
  'culprit',
  /** Nobody knows who is behind it yet: clues, suspects and witnesses (always with `culprit`). */
  'mystery',
  /** Someone or something left and can be tracked. */
  'trail',
  /** A named day is coming: a wedding, a fair, an audit, a duel. */
  'deadline',
  /** The trouble lies out of town: woods, hills, moor, pasture. */
  'wilds',
  /** A road, a crossing or a trade route is part of it. */
  'road',
  /**
   * The trouble blocks or endangers a road, a crossing or a river trade (always with `road`): only
   * then is a patron's living riding on the road staying open. Not a bridge that appeared.
   */
  'road-closed',
  /** The trouble is not yet known about town (a threat, a hired blade, a debt): only then is it kept from the gossips. */
  'hushed',
  /** A river, a lake or the sea is part of it. */
  'water',
  /** The town is on the coast (code puts it there). */
  'coastal',
  /** The trouble itself is out on the sea or its shore (every coastal hook): only then does it keep the boats in. */
  'sea',
  /** A place the party will go into and explore: a mine, a ruin, a barrow, a cave, a wreck. */
  'delve',
  /** The place explored has floors above the ground (a tower, a castle, a lighthouse): squatters can take its upper rooms. */
  'upper-floors',
  /** A building of the town with someone who runs it (`building:<type>` says which). */
  'premises',
  /** Many dead are stirring (a graveyard, a battlefield, a mine's lost crew), not one hanged man or drowned sailor. */
  'many-dead',
  /** The dead climb out of graves (a graveyard, a battlefield's pits). */
  'graves',
  /** A thing of the trouble can be touched: a wheel, a bell, a lantern, a book, a mirror, a coin. */
  'relic',
  /** The crops or the stored grain themselves are spoiling. */
  'crops',
  /** Sheep or cattle are being killed or taken: a herder's few beasts are at stake. */
  'livestock',
  /** The trouble, while it lasts, keeps customers, travelers or goods away from the town's trade. */
  'hurts-trade',
  /** What was taken is goods that can be sold and bought back (stores, cargo, curios), not a bull or a headstone. */
  'goods',
] as const;

/**
 * What a patron row's tags say about the patron, besides `job:<job>` and `at:<building type>`:
 * wealth (exactly one), gender and life stage when the text states them, and what the patron
 * can offer or fears (motives and rewards read them).
 */
export const QUEST_PATRON_TAGS = [
  'humble',
  'comfortable',
  'wealthy',
  'female',
  'male',
  /** Early in adult life (code makes the patron young). */
  'young',
  /** Late in life (code makes the patron old). */
  'old',
  /** Sells goods or services and has customers. */
  'shop',
  /** Keeps the peace: watch, magistrate, garrison (always with `office`). */
  'law',
  /** Holds a public post and answers for the town: the law, the warden, the market warden, the harbormaster. */
  'office',
  /** Serves a temple or shrine. */
  'clergy',
  /** Of a noble house: a crest, a vault, a townhouse. */
  'noble',
  /** Holds land to give away (with `noble`, a title too). */
  'landed',
  /** Trades far and wide: ships, caravans, credit. */
  'merchant',
  /** Owns ships or shares in them, so a voyage's profits are the patron's to share. */
  'ships',
  /** The town is on the coast (code puts it there). */
  'coastal',
  /** The trouble itself is out on the sea or its shore (every coastal hook): only then does it keep the boats in. */
  'sea',
  /** Several people speak through the named one (a delegation, a guild): the reason keeps "they". */
  'many',
  /** Already said to be losing sleep over it: the reason does not say so again. */
  'sleepless',
  /** Only passing through: no neighbors, no seat at the town meeting, no memory of the last time. */
  'visitor',
  /** Keeps watch by trade (a guard, a gatekeeper, the watch, a garrison): one who could be blamed for a night's theft. */
  'guard',
  /** Lives by buying and selling: every `shop` or `merchant` patron (added by `withTrade`). */
  'trade',
  /** Makes things by hand at a bench, forge, kiln or oven (added by `withKinds` from the job): has tools and stock to sell. */
  'crafter',
  /** Works for wages with their back (added by `withKinds`): porters, grooms, dockhands, diggers. */
  'laborer',
  /** Works the streets by night (added by `withKinds`): lamplighters, the watch, doormen. */
  'night',
  /** A baker or a baker's hand (added by `withKinds`): the town's bakers are their fellows. */
  'bakery',
  /** Works cloth at a loom or needle (added by `withKinds`): a loom or a bolt of cloth is theirs to sell. */
  'cloth',
  /** Plays or acts for a living (added by `withKinds`): a hat passed round, a wedding played. */
  'stage',
  /** Cuts or lays stone (added by `withKinds`): the quarrymen are their fellows. */
  'quarry',
  /** Sells from a stall, a barrow or a counter (added by `withKinds`): the market is their living. */
  'market',
  /** Works boats or the waterside (added by `withKinds`): nets, oars, the ferry. */
  'boats',
  /** Keeps fields, a flock or beasts of their own (stated by the row): only they have land, crops or a ewe to lose. */
  'farmer',
] as const;

/** The kinds of work (`QUEST_PATRON_TAGS`) each job stands for, so a reward's source and a motive follow from the trade. */
const JOB_KINDS: Readonly<Record<string, readonly string[]>> = {
  Blacksmith: ['crafter'],
  'Apprentice smith': ['crafter'],
  Apprentice: ['crafter'],
  Armorer: ['crafter'],
  Weaponsmith: ['crafter'],
  Fletcher: ['crafter'],
  Bowyer: ['crafter'],
  Leatherworker: ['crafter'],
  Tailor: ['crafter', 'cloth'],
  Needleworker: ['crafter', 'cloth'],
  Cobbler: ['crafter'],
  Jeweler: ['crafter'],
  'Gem cutter': ['crafter'],
  Carpenter: ['crafter'],
  Joiner: ['crafter'],
  Potter: ['crafter'],
  Glassblower: ['crafter'],
  Candlemaker: ['crafter'],
  Tanner: ['crafter'],
  Shipwright: ['crafter', 'boats'],
  Stonemason: ['crafter', 'laborer', 'quarry'],
  Baker: ['crafter', 'bakery'],
  "Baker's hand": ['laborer', 'bakery'],
  Butcher: ['crafter'],
  Brewer: ['crafter'],
  Miller: ['crafter'],
  Porter: ['laborer'],
  Dockhand: ['laborer', 'boats'],
  Brewhand: ['laborer'],
  Millhand: ['laborer'],
  Groom: ['laborer'],
  Gardener: ['laborer'],
  Groundskeeper: ['laborer'],
  Gravedigger: ['laborer'],
  Servant: ['laborer'],
  Sailor: ['laborer', 'boats'],
  Smuggler: ['boats'],
  Lamplighter: ['night'],
  'Town guard': ['night'],
  'Watch sergeant': ['night'],
  Bouncer: ['night'],
  Stallholder: ['market'],
  Musician: ['stage'],
  Actor: ['stage'],
  'Shop clerk': ['market'],
  Shopkeeper: ['market'],
};

/** Patron rows with the kinds of work of their job (`JOB_KINDS`), so a reward raised "by the bakers" comes from a baker. */
const withKinds = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    if (typeof row === 'string') return row;
    const job = row.tags?.find((tag) => tag.startsWith('job:'))?.slice(4) ?? '';
    const kinds = (JOB_KINDS[job] ?? []).filter((kind) => !row.tags?.includes(kind));
    return kinds.length > 0 ? { ...row, tags: [...(row.tags ?? []), ...kinds] } : row;
  });

/** Patron rows with the `trade` fact of whoever lives by a shop or by trading, so a worry for trade is theirs alone. */
const withTrade = (rows: readonly Row[]): Row[] =>
  rows.map((row) =>
    typeof row !== 'string' && row.tags?.some((tag) => tag === 'shop' || tag === 'merchant')
      ? { ...row, tags: [...row.tags, 'trade'] }
      : row,
  );

/**
 * Hooks whose trouble is on the coast are trouble at sea (a patron's own ships make the town
 * coastal, not the trouble), and a beast or the restless dead are a `presence` to be dealt with.
 */
const withSea = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    if (typeof row === 'string') return row;
    const tags = [...(row.tags ?? [])];
    if (tags.includes('coastal')) tags.push('sea');
    if ((tags.includes('creature') || tags.includes('undead')) && !tags.includes('presence')) tags.push('presence');
    return { ...row, tags };
  });

/** The most a motive or complication that follows from a rare fact of the hook is favored over one that fits any trouble. */
const MOST_HOOK_FACT_WEIGHT = 5;
/** The weight of a row that fits any trouble, or a fact nearly every hook has. */
const LEAST_HOOK_FACT_WEIGHT = 0.5;

/**
 * Rows that need a fact of the hook (`requires` names a `QUEST_HOOK_TAGS` tag) drawn more often
 * the fewer hooks have that fact: a row for a creature or an upper floor tells of this very
 * trouble and comes up only with it, while one that needs only `magic` (most hooks) or nothing is
 * drawn at the plain weight. Quests read one at a time then seldom share a motive or a
 * complication. `hooks` are the hook rows, read for how often each fact comes.
 */
const favorHookFacts = (rows: readonly Row[], hooks: readonly Row[]): Row[] => {
  const hookTags = new Set<string>(QUEST_HOOK_TAGS);
  const hookSets = hooks.map((hook) => new Set(typeof hook === 'string' ? [] : (hook.tags ?? [])));
  return rows.map((row) => {
    if (typeof row !== 'string' && row.weight !== undefined) return row;
    const needed = typeof row === 'string' ? [] : (row.requires ?? []).filter((tag) => hookTags.has(tag));
    const share = hookSets.filter((tags) => needed.every((tag) => tags.has(tag))).length / hookSets.length;
    const weight = Math.min(MOST_HOOK_FACT_WEIGHT, Math.max(LEAST_HOOK_FACT_WEIGHT, 1 / (2 * share)));
    return typeof row === 'string' ? { text: row, weight } : { ...row, weight };
  });
};

/** The verbs of the patron lines, each line tagged `says:<verb>` with the one it uses. */
const LINE_VERBS = ['ask', 'want', 'seek', 'beg'] as const;

/**
 * Reasons that do not echo their line: a reason using the verb of the line ("wants this settled
 * quickly because they want it done quietly", "asks for help because they are too proud to ask")
 * excludes that line's `says:<verb>` tag.
 */
const withoutEcho = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    const text = typeof row === 'string' ? row : row.text;
    const echoed = LINE_VERBS.filter((verb) => new RegExp(`\\b${verb}`, 'i').test(text)).map((verb) => `says:${verb}`);
    if (echoed.length === 0) return row;
    return typeof row === 'string'
      ? { text: row, excludes: echoed }
      : { ...row, excludes: [...(row.excludes ?? []), ...echoed] };
  });

/**
 * Quests (GetProblem): a hook, a patron with a reason, a complication and a reward.
 *
 * Facts first: the hook is drawn first and its tags (`QUEST_HOOK_TAGS`) say what kind of trouble
 * it is; the patron is drawn under them, the motive under the hook's and the patron's tags
 * (`QUEST_PATRON_TAGS`), the complication under the hook's, and the reward under both, so each
 * part follows from the hook. The patron's wealth tag (humble, comfortable, wealthy) filters the
 * reward rows, so a gravedigger never offers a thousand gold pieces, and only a landed noble
 * grants a title.
 *
 * People and places are links bound by code: `$town` (the settlement where the trouble is, named
 * from `placeName`), `$name` (the patron), `$work` (the patron's workplace), `$site` (a location)
 * and `$building` (a building of the town). Row tags tell code what to make: a patron's
 * `job:<job>` (a job of `character/jobs.ts`), `at:<building type>` (the workplace, else the job's
 * usual one), `female`/`male`, `young`/`old`; a hook's `site:<location type>` or
 * `building:<building type>`; `coastal` on either puts the town on the coast. `patronLine` reads
 * `$patron`, which code replaces with the drawn patron row.
 */
const QUEST_TABLES: Grammar = {
  ...peopleTables('placeName'),
  hook: withSea([
    {
      text: 'Every night for a week, the wheel of {$building} in {$town} has turned backwards, and this morning the miller was found asleep in the millrace, dry as dust.',
      tags: ['relic', 'hurts-trade', 'building:Mill', 'premises', 'magic'],
    },
    {
      text: 'A caravan of spice wagons left {$town} nine days ago and never reached the next waystation. Its oxen came home alone, {?adjHerd} and branded with an unfamiliar sigil.',
      tags: ['road-closed', 'hurts-trade', 'people-missing', 'road', 'wilds', 'trail', 'animals'],
    },
    {
      text: '{$site}, the toll bridge outside {$town}, has been taken by {cleverFoe}, and the new toll is paid in fingers instead of coin.',
      tags: ['road-closed', 'hurts-trade', 'site:Bridge', 'creature', 'road', 'wilds'],
    },
    {
      text: 'The bells of {$building} in {$town} ring at midnight, though the bell ropes were cut a generation ago.',
      tags: ['relic', 'building:Temple', 'premises', 'faith', 'magic'],
    },
    {
      text: 'A child in {$town} has started drawing a door on every wall she can reach, and this morning one of the doors opened.',
      tags: ['relic', 'magic', 'presence'],
    },
    {
      text: 'Someone is stealing the headstones from {$building} in {$town}, one a night, leaving only the names behind, scratched into the dirt.',
      tags: ['building:Graveyard', 'theft', 'culprit', 'mystery'],
    },
    {
      text: 'The well at {$town} has begun to give up {wellThing} instead of water.',
      tags: ['relic', 'hurts-trade', 'magic', 'nature'],
    },
    {
      text: 'A {?adjShip} grain barge ran aground near {$town} on a sandbar that was not there yesterday, and the sandbar is slowly moving upriver.',
      tags: ['road-closed', 'hurts-trade', 'water', 'road', 'magic', 'nature'],
    },
    {
      text: 'Shepherds near {$town} swear they have seen {creatureGroup} on the high pasture, and not one of them will take a flock up there now.',
      tags: ['livestock', 'creature', 'wilds', 'farm', 'animals'],
    },
    {
      text: 'A traveling scholar hired three porters to carry a sealed chest to {$site}, the ruins near {$town}. Only the chest came back.',
      tags: ['site:Ruin', 'delve', 'wilds', 'people-missing', 'magic'],
    },
    {
      text: "The heir to the lordship of {$town} has been replaced by someone who looks exactly like him but cannot remember his own horse's name.",
      tags: ['intrigue', 'magic', 'culprit', 'mystery', 'spell'],
    },
    {
      text: 'Fishing boats out of {$town} keep hauling up the same drowned lantern, no matter how far out they row.',
      tags: ['relic', 'coastal', 'water', 'magic'],
    },
    {
      text: 'A dam of old timber and older magic holds back the lake above {$town}, and it has started to weep.',
      tags: ['relic', 'hurts-trade', 'magic', 'nature', 'water', 'spell'],
    },
    {
      text: 'A cure for the cough sold at {$building} in {$town} has the whole town sleepwalking to the same hilltop.',
      tags: ['hurts-trade', 'building:Alchemist', 'premises', 'magic'],
    },
    {
      text: 'A {?adjBeast} beast has been killing cattle around {$town}, and the only tracks it leaves are bare human footprints.',
      tags: ['livestock', 'creature', 'farm', 'animals', 'trail', 'wilds', 'beast'],
    },
    {
      text: 'The lamplighters of {$town} have gone on strike, and something is taking advantage of the dark streets.',
      tags: ['hurts-trade', 'creature', 'intrigue'],
    },
    {
      text: '{$site}, an old mine near {$town}, was sealed after a collapse forty years ago. Last night someone knocked on the seal from the inside.',
      tags: ['many-dead', 'site:Mine', 'delve', 'wilds', 'undead'],
    },
    {
      text: 'The magistrate of {$town} has lost his signet ring to a thief, and already three forged pardons have freed three very dangerous prisoners.',
      tags: ['theft', 'crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: "A wedding in {$town} is three days away, and the bride's family has received a {?adjLetter} letter threatening to reveal what happened at the last one.",
      tags: ['hushed', 'crime', 'culprit', 'mystery', 'deadline'],
    },
    {
      text: 'A flock of crows follows one particular farmer of {$town} everywhere he goes, and he swears they are trying to tell him something.',
      tags: ['magic', 'animals', 'farm'],
    },
    {
      text: 'The ferry across the river at {$town} has been sunk twice this month, both times by something that bit clean through the hull.',
      tags: ['road-closed', 'hurts-trade', 'creature', 'water', 'road', 'beast'],
    },
    {
      text: 'A statue of a forgotten saint was dug up in a turnip field outside {$town}, and pilgrims are already arriving to camp around it.',
      tags: ['relic', 'faith', 'farm'],
    },
    {
      text: 'The border watchtower in the hills above {$town} stopped sending its evening signal fire three nights ago.',
      tags: ['wilds', 'people-missing'],
    },
    {
      text: 'Someone has been paying the debts of every family in {$town}, anonymously and in coins minted two centuries ago.',
      tags: ['relic', 'magic', 'culprit', 'mystery'],
    },
    {
      text: 'The harvest at {$town} ripened overnight, a month early, and the bread made from it tastes of ash.',
      tags: ['crops', 'hurts-trade', 'farm', 'magic', 'nature', 'curse'],
    },
    {
      text: "A retired adventurer's map, worth a fortune to the right buyer, was torn into four pieces and sold at four different markets around {$town}.",
      tags: ['road'],
    },
    {
      text: 'A hunting party from {$town} went into the {forestName} and came back with one extra member whom nobody can remember inviting.',
      tags: ['magic', 'wilds', 'presence'],
    },
    {
      text: 'The river that drives the looms of {$town} has dwindled to a trickle, and a new manor upstream has a remarkably large ornamental lake.',
      tags: ['hurts-trade', 'nature', 'water', 'intrigue', 'culprit'],
    },
    {
      text: 'A courier carrying sealed orders for the garrison at {$town} was found in a ditch, alive, with no memory of the last three days and no satchel.',
      tags: ['theft', 'crime', 'culprit', 'mystery', 'road'],
    },
    {
      text: 'Children in {$town} have been trading {?adjGlass} glass marbles that hum at night. No adult has found where they come from.',
      tags: ['relic', 'magic'],
    },
    {
      text: 'The keeper of the lighthouse near {$town} has stopped answering the door, but the light still burns, a little greener each night.',
      tags: ['upper-floors', 'coastal', 'water', 'magic', 'delve'],
    },
    {
      text: 'A notorious highwayman was hanged at {$town} last spring. He robbed a coach on the south road yesterday.',
      tags: ['road-closed', 'hurts-trade', 'undead', 'crime', 'road', 'culprit'],
    },
    {
      text: 'A beekeeper near {$town} has hives that make black honey now, and everyone who tastes it dreams of the same drowned city.',
      tags: ['relic', 'magic', 'farm'],
    },
    {
      text: 'The toll of the only bridge into {$town} has been doubled by a man who produced a deed to it nobody knew existed.',
      tags: ['road-closed', 'hurts-trade', 'crime', 'intrigue', 'road', 'culprit'],
    },
    {
      text: 'Sheep are vanishing from folds around {$town}, and each morning a neat pile of wool is left on the temple step.',
      tags: ['livestock', 'theft', 'farm', 'animals', 'culprit', 'mystery', 'trail'],
    },
    {
      text: 'A duel is set for dawn in {$town} between two heirs of a failing house, and one of them has quietly hired an assassin as a second.',
      tags: ['sides', 'hushed', 'intrigue', 'crime', 'deadline', 'culprit'],
    },
    {
      text: 'A circus camped outside {$town} for one night, and when it left, so did every cat in town.',
      tags: ['animals', 'trail', 'culprit', 'magic'],
    },
    {
      text: 'Someone has been leaving fresh flowers at {$site}, the old barrow on the hill above {$town}, and the barrow has started to leave gifts in return.',
      tags: ['site:Crypt', 'undead', 'magic', 'delve', 'wilds', 'presence'],
    },
    {
      text: "The founding charter of {$town}, which frees it from the baron's taxes, has gone missing from the vault a week before the baron's audit.",
      tags: ['theft', 'crime', 'intrigue', 'culprit', 'mystery', 'deadline'],
    },
    {
      text: "{$site}, a scholar's tower near {$town}, went silent after a bright flash, and the birds around it now fly in perfect squares.",
      tags: ['upper-floors', 'site:Tower', 'magic', 'delve', 'wilds'],
    },
    {
      text: "The goods stored at {$building} in {$town} were carried off by the owner's own reflection, or so the owner swears, and the watch captain is inclined to believe it.",
      tags: ['goods', 'building:Warehouse', 'premises', 'theft', 'magic', 'culprit', 'mystery', 'spell'],
    },
    {
      text: 'Salt has been disappearing from the stores at {$town} in the weeks before winter, and without it the meat will spoil.',
      tags: ['goods', 'hurts-trade', 'theft', 'culprit', 'mystery'],
    },
    {
      text: 'The old ferryman at {$town} refuses to cross the river on the night of the new moon, and tomorrow a very important passenger insists on it.',
      tags: ['water', 'road', 'magic', 'deadline'],
    },
    {
      text: 'The ice on {$site}, the lake near {$town}, has frozen into the shape of a face, and the fishermen say its eyes have moved.',
      tags: ['relic', 'site:Lake', 'water', 'magic', 'wilds'],
    },
    {
      text: 'A hermit came down from the hills after twenty years to warn {$town} about something, then died before he could finish.',
      tags: ['wilds'],
    },
    {
      text: 'Every dog in {$town} has started howling at the same hour each night, facing the same empty hill.',
      tags: ['animals', 'magic'],
    },
    {
      text: 'A caravan master in {$town} is offering double pay for guards, and has refused to say what is in the locked wagon.',
      tags: ['road', 'wilds'],
    },
    {
      text: 'The new bridge at {$town} collapsed on its opening day, and the master mason swears it was sabotage.',
      tags: ['road-closed', 'hurts-trade', 'crime', 'culprit', 'mystery', 'road'],
    },
    {
      text: "A cartload of {?adjGlass} glass coffins was found abandoned on the king's road outside {$town}, one of them fogged from the inside.",
      tags: ['relic', 'road', 'magic'],
    },
    {
      text: 'Travelers on the moor road out of {$town} keep meeting a friendly old woman who asks them to carry a letter. None of them arrive.',
      tags: [
        'road-closed',
        'one-by-one',
        'hurts-trade',
        'people-missing',
        'road',
        'wilds',
        'magic',
        'culprit',
        'presence',
      ],
    },
    {
      text: 'The prize bull of {$town} has been stolen the night before the county fair, and two families are ready to draw knives over it.',
      tags: ['sides', 'theft', 'crime', 'farm', 'animals', 'culprit', 'mystery', 'deadline', 'trail'],
    },
    {
      text: 'A ship limped into harbor at {$town} with every sailor aboard asleep and the helm lashed on a course for open sea.',
      tags: ['coastal', 'water', 'magic', 'spell'],
    },
    {
      text: 'The well of {$town} has been declared property of a distant temple, and the priests sent to collect the water tax are armed.',
      tags: ['hurts-trade', 'intrigue', 'faith'],
    },
    {
      text: 'An apprentice wizard accidentally summoned something into the kneading room of {$building} in {$town}, and it refuses to leave until it is paid.',
      tags: ['hurts-trade', 'building:Bakery', 'premises', 'magic', 'presence'],
    },
    {
      text: 'The stones of the old boundary wall around {$town} are being carried off one by one, and the sheep have noticed before the people have.',
      tags: ['theft', 'culprit', 'mystery', 'farm'],
    },
    {
      text: 'Four woodcutters from {$town} went into the forest a week ago to fell one great oak. Their axes were found this morning, buried blade-first in a ring around its stump.',
      tags: ['people-missing', 'wilds', 'magic', 'trail'],
    },
    {
      text: 'Children in {$town} have been walking out of their beds at night, humming the same tune. Two have not come back.',
      tags: ['one-by-one', 'children-missing', 'people-missing', 'magic', 'trail'],
    },
    {
      text: 'The ferry from {$town} crossed the lake at dusk with six passengers aboard and reached the far shore empty, the lanterns still lit.',
      tags: ['hurts-trade', 'people-missing', 'water', 'magic'],
    },
    {
      text: "A shepherd from {$town} went up to the high pasture to bring the flock down before the snow. The flock came down on its own, and the shepherd's dog will not stop howling.",
      tags: ['one-missing', 'livestock', 'people-missing', 'wilds', 'farm', 'animals', 'trail'],
    },
    {
      text: "{$site}, an old battlefield an hour's walk from {$town}, fills with mist every dusk now, and the farmers nearby hear drums in it.",
      tags: ['many-dead', 'graves', 'site:Battlefield', 'undead', 'wilds'],
    },
    {
      text: 'Each morning the sexton of {$building} in {$town} finds another grave dug open from below, and the earth around it still warm.',
      tags: ['many-dead', 'graves', 'building:Graveyard', 'undead'],
    },
    {
      text: 'A drowned sailor walks out of the surf at {$town} every evening at low tide and knocks on a different door.',
      tags: ['hurts-trade', 'coastal', 'water', 'undead'],
    },
    {
      text: 'Guests who lodge at {$building} in {$town} keep waking up in a room that was bricked up a hundred years ago.',
      tags: ['hurts-trade', 'building:Inn', 'premises', 'magic', 'undead', 'spell'],
    },
    {
      text: '{$site}, the sea cave below the cliffs at {$town}, has started to breathe, and the tide runs in and out of it twice as often as it should.',
      tags: ['site:Cave', 'coastal', 'water', 'magic', 'delve'],
    },
    {
      text: '{$site}, the wreck of a warship lost a century ago, has surfaced in the bay off {$town} with its deck dry and its hold still sealed.',
      tags: ['relic', 'site:Shipwreck', 'coastal', 'water', 'delve', 'magic'],
    },
    {
      text: 'Someone is minting false coins in {$town}, and the fakes are better made than the real thing.',
      tags: ['hurts-trade', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'The strongroom of {$building} in {$town} was opened this morning to find the gold untouched and every ledger gone.',
      tags: ['building:Bank', 'premises', 'theft', 'crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: "A wandering preacher came to {$town} a month ago, and now half the town refuses to pay the lord's taxes.",
      tags: ['sides', 'intrigue', 'faith', 'culprit', 'lord'],
    },
    {
      text: 'Smugglers have been using {$site}, the caves under the headland near {$town}, and the watch patrol sent to catch them last night has not come back.',
      tags: ['site:Cave', 'coastal', 'water', 'crime', 'culprit', 'people-missing', 'delve'],
    },
    {
      text: 'The monks of {$site}, the monastery above {$town}, have stopped ringing their hours, and the gate has been barred from the inside for a week.',
      tags: ['upper-floors', 'site:Monastery', 'faith', 'delve', 'wilds', 'people-missing'],
    },
    {
      text: "A {?adjBeast} wolf pack has been shadowing the drovers' road past {$town}, always just out of bowshot and bolder every night.",
      tags: ['road-closed', 'hurts-trade', 'creature', 'road', 'wilds', 'animals', 'trail', 'beast'],
    },
    {
      text: 'Something has been dragging sheep into the marsh outside {$town}, and the marsh lights have burned brighter every night since.',
      tags: ['livestock', 'creature', 'farm', 'animals', 'wilds', 'trail', 'magic', 'beast'],
    },
    {
      text: 'The river at {$town} rose overnight and took the lower bridge, and in the flood wrack the townsfolk found a door that opens onto dry stairs going down.',
      tags: ['relic', 'nature', 'water', 'magic', 'delve'],
    },
    {
      text: 'A book nobody bought has turned up on the shelves of {$building} in {$town}, and everyone who reads it forgets their own name.',
      tags: ['relic', 'building:Library', 'premises', 'magic'],
    },
    {
      text: 'Every mirror in {$town} went dark at the same moment last night, and not one has shown a reflection since.',
      tags: ['relic', 'magic', 'spell', 'curse'],
    },
    {
      text: 'A noblewoman of {$town} was poisoned at her own birthday feast and lived, and she has quietly named six guests who might have done it.',
      tags: ['hushed', 'crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: 'A sinkhole opened overnight in the middle of {$building} in {$town}, and a stair of worked stone leads down into the dark.',
      tags: ['hurts-trade', 'building:Market', 'premises', 'delve'],
    },
    {
      text: "The tax collectors sent to {$town} last month were found wandering the hills with an empty strongbox and their ledgers rewritten in a child's hand.",
      tags: ['theft', 'crime', 'culprit', 'mystery', 'intrigue', 'wilds', 'magic'],
    },
    {
      text: '{$site}, a stand of old oaks outside {$town}, has one more tree in it every morning, and the bark of the newest looks a great deal like the face of the missing tinker.',
      tags: ['one-by-one', 'site:Grove', 'magic', 'people-missing', 'wilds'],
    },
    {
      text: 'A fever that sets its sufferers talking in a language nobody knows has spread through the poorer streets of {$town}.',
      tags: ['hurts-trade', 'magic'],
    },
    {
      text: 'The coals at {$building} in {$town} will not go out, though nobody has fed them for a week, and everything heated on them comes out cursed.',
      tags: ['relic', 'hurts-trade', 'building:Blacksmith', 'premises', 'magic', 'curse'],
    },
    {
      text: 'The heiress of a wealthy house in {$town} has eloped with a stranger who, by every account, casts no shadow.',
      tags: ['one-missing', 'people-missing', 'magic', 'intrigue', 'trail', 'culprit', 'presence'],
    },
    {
      text: 'The granaries of {$town} are full of rats that will not touch the grain and only stare at whoever opens the door.',
      tags: ['crops', 'hurts-trade', 'magic', 'farm'],
    },
    {
      text: 'A plow near {$town} turned up the bones of a giant, and someone has been carrying them off by night, one bone at a time.',
      tags: ['goods', 'farm', 'theft', 'culprit', 'mystery', 'trail', 'wilds'],
    },
    {
      text: "Poachers in the baron's forest near {$town} have been found hanging from the trees by their ankles, alive and too frightened to say what put them there.",
      tags: ['wilds', 'magic', 'culprit', 'mystery'],
    },
    {
      text: 'The herring have deserted the waters off {$town}, and the gulls have started attacking the boats.',
      tags: ['hurts-trade', 'coastal', 'water', 'nature', 'animals'],
    },
    {
      text: 'The ticket seller at {$building} in {$town} keeps selling seats to a play nobody in the company has rehearsed, and every seat is taken each night.',
      tags: ['building:Theater', 'premises', 'magic'],
    },
    {
      text: '{$site}, the ruined castle above {$town}, has lit its windows for the first time in living memory.',
      tags: ['upper-floors', 'site:Castle', 'delve', 'wilds', 'magic'],
    },
    {
      text: '{outlawGroup.cap} have taken the old toll house on the road out of {$town} and turn back every cart that will not pay.',
      tags: ['road-closed', 'hurts-trade', 'crime', 'culprit', 'road', 'wilds'],
    },
    {
      text: 'A merchant of {$town} was found dead in his locked counting room, and his ledger shows he paid someone a fortune the day before.',
      tags: ['crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: 'Two villages near {$town} both claim the same well-watered meadow, and the first blood was spilled at the boundary stone yesterday.',
      tags: ['sides', 'intrigue', 'farm', 'wilds'],
    },
    {
      text: 'A storm drove a strange ship onto the rocks near {$town}, and its one survivor speaks no language anyone knows and will not let go of a locked box.',
      tags: ['coastal', 'water'],
    },
    {
      text: 'The night watch of {$town} has rung the alarm bell at the same hour for nine nights, and each bellringer swears he never touched the rope.',
      tags: ['relic', 'magic'],
    },
    {
      text: 'A barge of cut stone bound for the new bridge at {$town} arrived with every block carved into the same weeping face.',
      tags: ['hurts-trade', 'water', 'road', 'magic', 'relic'],
    },
    {
      text: "The miller's daughter of {$town} walked home after three years gone, not a day older, asking after people who died before she was born.",
      tags: ['magic'],
    },
    {
      text: 'Someone leaves a fresh loaf on the doorstep of every house in {$town} where a death will come within the week, and so far the loaves have not been wrong.',
      tags: ['magic', 'culprit', 'mystery'],
    },
    {
      text: 'Every well and cistern in {$town} turned salt overnight, though the sea is forty miles off.',
      tags: ['nature', 'magic', 'hurts-trade', 'water', 'spell', 'curse'],
    },
    {
      text: 'The harvest at {$town} came in twice its usual size, and the farmers who reaped it cannot remember sowing anything at all.',
      tags: ['crops', 'farm', 'magic'],
    },
    {
      text: 'A bridge of black ice has formed across the river at {$town} in the middle of summer, and the sun does not touch it.',
      tags: ['water', 'road', 'magic', 'nature'],
    },
    {
      text: 'A traveling menagerie left {$town} in a hurry, and one of its cages was found open and empty on the road behind it.',
      tags: ['creature', 'road', 'trail', 'wilds', 'beast'],
    },
    {
      text: 'Coins paid out at the market of {$town} turn to dry leaves by morning, and every stallholder blames every other.',
      tags: ['hurts-trade', 'magic', 'crime', 'culprit', 'mystery', 'spell'],
    },
    {
      text: 'A ransom note came to the richest house in {$town} for a son who, as far as anyone can tell, is asleep upstairs.',
      tags: ['intrigue', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'The beekeepers of {$town} found every hive empty at dawn, and a hum like a swarm now rises from under the chapel floor.',
      tags: ['farm', 'animals', 'magic', 'faith'],
    },
    {
      text: 'A landslide on the pass above {$town} has buried the only road out, and the crews digging through it keep finding doors in the rubble.',
      tags: ['road-closed', 'road', 'hurts-trade', 'nature', 'delve', 'wilds', 'magic'],
    },
    {
      text: 'The ravens of {$town} have started bringing back rings, teeth and buttons, and the clerk has matched the first ring to a man buried last spring.',
      tags: ['magic', 'animals', 'relic', 'undead'],
    },
    {
      text: 'Travelers on the old road past {$town} keep arriving a day later than they set out, with no memory of the lost day.',
      tags: ['road-closed', 'road', 'magic', 'hurts-trade', 'wilds', 'spell'],
    },
    {
      text: 'A foreign envoy died in the best rooms in {$town} the night before a treaty was to be signed, and the signing cannot wait.',
      tags: ['intrigue', 'crime', 'culprit', 'mystery', 'deadline'],
    },
    {
      text: 'A stranger has been buying up every debt in the valley around {$town}, and every debtor he calls on agrees to whatever he asks.',
      tags: ['intrigue', 'magic', 'culprit', 'crime', 'spell'],
    },
    {
      text: 'The old clockmaker of {$town} has stopped every clock in his shop, and swears that if one of them strikes again the town will burn.',
      tags: ['relic', 'magic'],
    },
    {
      text: 'Fishermen from {$town} pulled a sealed bronze coffin up in their nets, and something inside it is knocking, politely.',
      tags: ['relic', 'coastal', 'water', 'undead', 'magic', 'presence'],
    },
    {
      text: 'A hunting party from {$town} brought down a white stag, and since that day no baby born in the town has cried.',
      tags: ['magic', 'wilds', 'animals', 'spell', 'curse'],
    },
    {
      text: 'The apprentices of every workshop in {$town} laid down their tools on the same morning and walked into the hills together, singing.',
      tags: ['people-missing', 'magic', 'trail', 'wilds'],
    },
    {
      text: "A stone bridge on the drovers' road near {$town} gave way under a herd, and the drovers swear its keystone was pulled out from below.",
      tags: ['road-closed', 'road', 'hurts-trade', 'crime', 'culprit', 'mystery', 'livestock', 'farm'],
    },
    {
      text: 'A mapmaker came to {$town} looking for a village she insists lies an hour east. There is nothing an hour east, but last night there were lights.',
      tags: ['magic', 'wilds', 'delve'],
    },
    {
      text: 'The new lord of {$town} has doubled the tolls and hired a company of foreign swords, and nobody has seen the old lord since the handover.',
      tags: ['intrigue', 'one-missing', 'people-missing', 'culprit', 'hurts-trade', 'lord'],
    },
    {
      text: 'Someone is poisoning the horses at the posting inn outside {$town}, one a night, and the couriers have started to go the long way round.',
      tags: ['road-closed', 'crime', 'culprit', 'mystery', 'animals', 'road', 'hurts-trade'],
    },
    {
      text: 'A spring near {$town} that has healed the sick for generations has begun to make them worse, and the pilgrims keep coming.',
      tags: ['faith', 'nature', 'magic', 'hurts-trade', 'water', 'curse'],
    },
    {
      text: 'A glassblower in {$town} made a window that shows the street as it will look tomorrow, and three people already want it badly enough to kill for it.',
      tags: ['relic', 'magic', 'intrigue', 'crime', 'culprit'],
    },
    {
      text: "A shipment of wine for the lord's table reached {$town} with every seal intact and every cask full of seawater.",
      tags: ['theft', 'crime', 'culprit', 'mystery', 'goods', 'hurts-trade', 'lord'],
    },
    {
      text: 'Lightning has struck the same cottage outside {$town} nine times this month, and the old woman who lives there refuses to leave.',
      tags: ['magic', 'nature', 'wilds', 'spell', 'curse'],
    },
    {
      text: 'Every dog in {$town} ran into the woods on the same night, and the ones that came back will not let their masters through the door.',
      tags: ['animals', 'magic', 'wilds'],
    },
    {
      text: 'A mason mending the wall of {$town} broke into a sealed room inside it, with a table laid for six and the food still warm.',
      tags: ['relic', 'magic', 'delve', 'spell'],
    },
    {
      text: 'The river through {$town} runs uphill for an hour each dawn, and the mills downstream stand idle.',
      tags: ['water', 'nature', 'magic', 'hurts-trade'],
    },
    {
      text: 'Three fires in three nights have gutted warehouses along the river at {$town}, each owned by a different member of the council.',
      tags: ['crime', 'culprit', 'mystery', 'intrigue', 'hurts-trade'],
    },
    {
      text: 'An old woman of {$town} has sworn before the magistrate that her late husband came home last night, ate his supper and asked for his boots.',
      tags: ['undead', 'magic'],
    },
    {
      text: 'The miners above {$town} struck a vein of silver that sings when the pick bites, and they have started fighting over who may listen.',
      tags: ['relic', 'magic', 'wilds'],
    },
    {
      text: 'A pilgrim camp outside {$town} grows larger every night, though nobody has seen a single newcomer arrive.',
      tags: ['faith', 'magic'],
    },
    {
      text: 'A tanner of {$town} has been found asleep in his own vats three mornings running, and the hides he worked that week have grown fur again.',
      tags: ['magic', 'hurts-trade'],
    },
    {
      text: 'The wind has not stopped blowing from the north over {$town} for forty days, and it has started to carry voices.',
      tags: ['nature', 'magic'],
    },
    {
      text: 'A scarecrow in a field outside {$town} is a little closer to the farmhouse every morning, and the farmer has stopped sleeping.',
      tags: ['farm', 'magic', 'wilds'],
    },
    {
      text: 'The council of {$town} voted to pull down the old gallows, and every carpenter hired to do it has broken an arm before lunch.',
      tags: ['undead', 'magic', 'intrigue', 'relic', 'spell', 'curse'],
    },
    {
      text: 'A caravan guard staggered into {$town} with an arrow in his back and a map sewn into his coat that nobody can read.',
      tags: ['road', 'wilds', 'relic', 'intrigue'],
    },
    {
      text: 'The oldest bell founder in {$town} has cast a bell that rings by itself whenever a lie is told within earshot, and the council wants it melted down.',
      tags: ['relic', 'magic', 'intrigue', 'spell'],
    },
    {
      text: 'A cart of grain bound for {$town} was found on the road with its driver, its horses and its load all turned to salt.',
      tags: ['road-closed', 'road', 'hurts-trade', 'magic', 'wilds', 'spell', 'curse'],
    },
    {
      text: "The watch of {$town} arrested a thief who gives his name as the mayor, has the mayor's face, and knows the mayor's secrets; the mayor is nowhere to be found.",
      tags: ['intrigue', 'magic', 'one-missing', 'people-missing', 'culprit', 'mystery'],
    },
    {
      text: "A widow of {$town} has been paying a stranger a silver piece a week to keep her husband's grave shut, and this week she could not pay.",
      tags: ['hushed', 'undead', 'crime', 'culprit', 'deadline'],
    },
    {
      text: 'The tide at {$town} went out yesterday morning and has not come back, and a road of wet stone now runs straight out to sea.',
      tags: ['coastal', 'water', 'nature', 'magic', 'delve'],
    },
    {
      text: 'A goatherd from {$town} came down from the heights with a sack of gold coins stamped with the face of a king nobody has heard of.',
      tags: ['relic', 'wilds', 'magic', 'intrigue'],
    },
    {
      text: 'Every candle lit in {$town} after dark now burns green, and something has begun knocking at the windows where they burn.',
      tags: ['magic', 'creature'],
    },
    {
      text: 'An inventor in {$town} built a mechanical ox to pull the plow, and last night it walked off with the plow still attached.',
      tags: ['farm', 'magic', 'trail', 'wilds', 'relic'],
    },
    {
      text: 'Half the orchards around {$town} bloomed overnight in the first frost of autumn, and the crop that set is black and warm to the touch.',
      tags: ['crops', 'farm', 'magic', 'nature', 'curse'],
    },
    {
      text: 'A fishing village near {$town} has been empty for three days: fires banked, nets mended, supper on the tables, and not a soul.',
      tags: ['people-missing', 'coastal', 'water', 'magic', 'trail'],
    },
    {
      text: 'The woman who keeps the toll gate at {$town} has started waving travelers through for free, and nobody can get her to say who pays her now.',
      tags: ['road', 'intrigue', 'culprit', 'crime'],
    },
    {
      text: 'A wooden idol washed up on the beach at {$town}, and every fisherman who touched it has since caught nothing but the same blind white fish.',
      tags: ['relic', 'coastal', 'water', 'magic', 'hurts-trade', 'curse'],
    },
    {
      text: "A healer's journal found in the cellar of a burned house in {$town} lists everyone in town, with a date beside each name, and the first three dates have come true.",
      tags: ['relic', 'magic', 'mystery', 'culprit'],
    },
    {
      text: 'A hedge maze in the gardens of the manor above {$town} has grown by a row each night, and the gardener went in after it two days ago.',
      tags: ['magic', 'one-missing', 'people-missing', 'delve', 'spell'],
    },
    {
      text: 'The carters of {$town} refuse to drive past the crossroads gibbet after sundown, and the market has been half empty for a week.',
      tags: ['road-closed', 'road', 'hurts-trade', 'undead'],
    },
    {
      text: 'A boy from {$town} swapped his shadow to a peddler for a whistle, and the shadow has been seen in town since, without the boy.',
      tags: ['magic', 'culprit', 'trail', 'spell'],
    },
    {
      text: 'Snow has fallen on {$town} every night since midsummer, and it melts each morning into water that tastes of iron.',
      tags: ['nature', 'magic', 'hurts-trade', 'spell', 'curse'],
    },
    {
      text: 'A herd of wild horses has taken to circling {$town} at dusk, faster each evening, and the foals among them have human eyes.',
      tags: ['animals', 'magic', 'wilds', 'creature'],
    },
    {
      text: 'Someone has been cutting the ropes of the weir above {$town} at night, and the next cut will flood the lower streets.',
      tags: ['water', 'crime', 'culprit', 'mystery', 'deadline'],
    },
    {
      text: 'A chest of temple silver meant for the new roof went missing between the altar and the strongbox in {$town}, and only the priests held keys.',
      tags: ['faith', 'theft', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'The owls around {$town} have gone silent, and in their place something in the trees has learned to call people by name.',
      tags: ['creature', 'wilds', 'magic'],
    },
    {
      text: 'The lord of {$town} has ordered every cellar searched by the full moon, and nobody will say what his soldiers are looking for.',
      tags: ['intrigue', 'deadline', 'lord'],
    },
    {
      text: 'A bride in {$town} woke on her wedding morning to find she has no reflection, no shadow and no memory of the groom.',
      tags: ['magic', 'culprit', 'mystery', 'deadline', 'spell'],
    },
    {
      text: 'A quarry near {$town} cut into a hollow in the rock full of carved stone eggs, and one of the eggs has cracked.',
      tags: ['relic', 'creature', 'wilds', 'delve', 'magic'],
    },
    {
      text: 'Letters in the post from {$town} arrive rewritten: the same hand, the same seal, but every word of them a threat.',
      tags: ['crime', 'culprit', 'mystery', 'intrigue', 'magic', 'spell'],
    },
    {
      text: 'The eels of the river at {$town} have begun leaving the water at night and crossing the road in their thousands, all heading east.',
      tags: ['animals', 'water', 'nature', 'magic', 'trail'],
    },
    {
      text: 'A veteran of the last war, drinking in {$town}, has sworn that the enemy general he saw hanged is staying at the same inn.',
      tags: ['intrigue', 'undead', 'culprit'],
    },
    {
      text: 'Whoever sleeps in the watchtower above {$town} wakes with a new scar and a new skill, and the young men of the town have started daring each other.',
      tags: ['magic', 'wilds'],
    },
    {
      text: 'A barge carrying a cargo of lamp oil for {$town} has sunk at the quay in still water, and divers say the hull was opened from within.',
      tags: ['water', 'crime', 'culprit', 'mystery', 'hurts-trade', 'goods'],
    },
    {
      text: "The bees of {$town} have built a comb in the shape of a crown inside the town hall's bell, and the honey makes people tell the truth.",
      tags: ['animals', 'magic', 'relic', 'intrigue'],
    },
    {
      text: "A chimney sweep's boy came down a chimney in {$town} covered in gold dust and will not say which house he climbed into.",
      tags: ['relic', 'mystery', 'culprit', 'crime'],
    },
    {
      text: 'Someone has cut the mooring lines of the barges at {$town} three nights running, and each morning a new knot appears in a frayed end.',
      tags: ['road-closed', 'water', 'road', 'hurts-trade', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'An old soldier in {$town} has begun drilling the children in the square with wooden spears, and he says the enemy will come at harvest.',
      tags: ['intrigue', 'deadline'],
    },
    {
      text: 'A famous singer is to perform in {$town} in three days, and every rehearsal has ended with a candle flying across the room.',
      tags: ['magic', 'deadline', 'culprit'],
    },
    {
      text: 'The cattle of {$town} have started giving milk that tastes of blood, and a peddler has arrived selling a cure.',
      tags: ['livestock', 'farm', 'animals', 'magic', 'culprit', 'crime', 'curse'],
    },
    {
      text: 'An unmarked grave in the temple graveyard of {$town} has sprouted a rosebush overnight, and its roses bleed when cut.',
      tags: ['undead', 'magic', 'faith', 'relic'],
    },
    {
      text: 'A peddler sold every household in {$town} the same cheap tin charm, and now the whole town whispers the same word in its sleep.',
      tags: ['magic', 'culprit', 'trail', 'spell'],
    },
    {
      text: 'The beacon on the hill above {$town} was lit last night, though no enemy came and the keeper swears he was asleep.',
      tags: ['intrigue', 'mystery', 'culprit', 'wilds'],
    },
    {
      text: 'A fisherman from {$town} married a woman who walked out of the sea, and this morning both of them and their boat were gone.',
      tags: ['coastal', 'water', 'magic', 'people-missing', 'one-missing', 'trail', 'presence'],
    },
    {
      text: "The town scales at the market of {$town} were found to weigh light, and the weighmaster has fled with the guild's strongbox.",
      tags: ['crime', 'theft', 'culprit', 'trail', 'hurts-trade', 'intrigue'],
    },
    {
      text: 'A tree in the square of {$town} has borne a single golden apple, and three families have produced deeds that say it is theirs.',
      tags: ['sides', 'relic', 'magic', 'intrigue'],
    },
    {
      text: 'A knight in black armor has camped on the bridge outside {$town} and challenges everyone who tries to cross.',
      tags: ['road-closed', 'road', 'hurts-trade', 'wilds'],
    },
    {
      text: 'Every cat in {$town} has left, and the rats have started gathering in the square at noon, quite calmly, as if waiting for someone.',
      tags: ['animals', 'magic', 'creature'],
    },
    {
      text: 'The drowned bell of the old temple under the lake by {$town} has started ringing again, and the water level is falling.',
      tags: ['water', 'magic', 'relic', 'faith', 'delve'],
    },
    {
      text: 'A bridal crown borrowed from the temple treasury of {$town} for a wedding was returned with one stone missing and one too many.',
      tags: ['faith', 'theft', 'crime', 'culprit', 'mystery', 'relic'],
    },
    {
      text: 'The shepherds above {$town} have found a hill that was not there last season, grassed over and round as a loaf.',
      tags: ['farm', 'wilds', 'magic', 'delve'],
    },
    {
      text: "A ship's cat washed ashore at {$town} wearing a collar with the name of a ship that sank fifty years ago.",
      tags: ['coastal', 'water', 'relic', 'magic', 'animals'],
    },
    {
      text: 'Candles bought from the chandler of {$town} burn down to nothing in a minute, and people have started to fear the dark.',
      tags: ['hurts-trade', 'magic', 'culprit', 'mystery'],
    },
    {
      text: 'The road menders of {$town} dug up a milestone that gives the distance to a city nobody has heard of, and the number gets smaller every day.',
      tags: ['road', 'relic', 'magic'],
    },
    {
      text: "A half-starved stranger collapsed in {$town} clutching a noble's signet ring and a letter that begins, 'If you are reading this, I am already dead.'",
      tags: ['hushed', 'intrigue', 'relic', 'mystery', 'culprit'],
    },
    {
      text: 'The wells of {$town} rise and fall with the breathing of something under the hill, and this week the breathing has quickened.',
      tags: ['water', 'magic', 'creature', 'nature', 'deadline'],
    },
    {
      text: 'Someone has been painting over the shrine of the patron saint of {$town} each night with the face of a living woman.',
      tags: ['faith', 'crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: 'Wolves have come down to the outskirts of {$town} in midsummer, thin as rakes, taking sheep from the folds, and they are running from something.',
      tags: ['creature', 'wilds', 'animals', 'livestock', 'farm', 'beast'],
    },
    {
      text: 'A bookseller of {$town} sold a book of poems that rewrites itself to describe whoever reads it, and the buyer has vanished.',
      tags: ['relic', 'magic', 'one-missing', 'people-missing', 'trail'],
    },
    {
      text: "A band of pilgrims passing through {$town} has left behind a sealed reliquary and taken the town's only healer with them.",
      tags: ['faith', 'relic', 'one-missing', 'people-missing', 'trail', 'road'],
    },
    {
      text: 'The one well in {$town} that never froze has frozen solid, and the ice will not break for pick or fire.',
      tags: ['nature', 'magic', 'water', 'hurts-trade'],
    },
    {
      text: 'A peddler sold the women of {$town} ribbons that tie themselves in knots at night, and three of them woke with their hair braided to the bedposts.',
      tags: ['magic', 'spell', 'culprit', 'trail', 'relic'],
    },
    {
      text: 'The tannery at {$town} has started turning out leather with writing on it, the same line of letters on every hide.',
      tags: ['magic', 'relic', 'hurts-trade'],
    },
    {
      text: 'A retired sea captain in {$town} has boarded up his house and keeps a loaded crossbow trained on the door, and he will not say who he is expecting.',
      tags: ['culprit', 'mystery', 'hushed'],
    },
    {
      text: 'Every clock in {$town} has begun to run an hour fast, and every morning the sun agrees with them.',
      tags: ['magic', 'spell', 'nature'],
    },
    {
      text: 'A traveling tinker was found beaten at the edge of {$town}, his cart stripped of everything but a single locked tin.',
      tags: ['crime', 'culprit', 'mystery', 'road', 'relic'],
    },
    {
      text: "The mill pond above {$town} drained overnight, and at the bottom lies a stone door carved with the miller's family name.",
      tags: ['water', 'delve', 'magic', 'relic'],
    },
    {
      text: 'A shepherd boy from {$town} has woken on the high fell three mornings running, with no idea how he got there.',
      tags: ['magic', 'wilds', 'farm'],
    },
    {
      text: 'Someone has been raiding the washing lines of {$town} by night, taking only the left sleeve of every shirt, cut clean off.',
      tags: ['theft', 'culprit', 'mystery'],
    },
    {
      text: 'The pigs of {$town} dig in the same field every night now, and last night they turned up a bronze helmet.',
      tags: ['animals', 'farm', 'relic', 'magic', 'delve'],
    },
    {
      text: 'A rich widow of {$town} has left her whole fortune to her cat, and three nephews have arrived to contest the will.',
      tags: ['sides', 'intrigue', 'animals'],
    },
    {
      text: 'A batch of bottles from the glassworks at {$town} hums whenever the wind blows, and a buyer from the city wants every one of them.',
      tags: ['magic', 'relic', 'intrigue'],
    },
    {
      text: 'A troll has written to the council of {$town}, in a fair hand, proposing terms for a toll on the old bridge.',
      tags: ['creature', 'road', 'intrigue'],
    },
    {
      text: 'The weathervane on the hall of {$town} points at the same house every morning, whichever way the wind blows, and the family inside is getting nervous.',
      tags: ['magic', 'relic'],
    },
    {
      text: "A cart of pilgrims' offerings bound for {$town} was found on the road with its oxen grazing, its offerings untouched and its drivers gone.",
      tags: ['faith', 'road', 'people-missing', 'trail', 'wilds'],
    },
    {
      text: 'Every rooster in {$town} crows at midnight now, and nobody has slept the night through since the new moon.',
      tags: ['animals', 'magic', 'farm'],
    },
    {
      text: 'Three nights running, the night watch of {$town} has counted one more lantern on the walls than there are watchmen to carry them.',
      tags: ['magic', 'presence'],
    },
    {
      text: 'Nobody in {$town} can remember the name of the street behind the tannery, and people who walk down it come back an hour older.',
      tags: ['magic', 'spell'],
    },
    {
      text: 'Who drowned the tax collector? That is the question in {$town}, where he was found in a rain barrel with his ledger sewn shut.',
      tags: ['crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: 'The apple trees around {$town} blossomed in the first frost, and the harvest they set bleeds when it is cut.',
      tags: ['crops', 'farm', 'nature', 'magic', 'curse'],
    },
    {
      text: 'Since the new moon, the dogs of {$town} have slipped their ropes each night and come home at dawn with mud on their paws from a bog nobody can find.',
      tags: ['animals', 'magic', 'trail', 'presence'],
    },
    {
      text: 'A peddler sold every household in {$town} the same tin spoon, and now the whole town hums the same tune in its sleep.',
      tags: ['relic', 'magic', 'spell', 'culprit', 'trail'],
    },
    {
      text: 'Whoever rings the bell at {$building} in {$town} forgets their own name until sundown, and the priest has rung it twice.',
      tags: ['relic', 'building:Temple', 'premises', 'faith', 'magic', 'curse'],
    },
    {
      text: 'The lord of {$town} has barred the north gate and will not say why, and the carters who use that road are talking of riot.',
      tags: ['sides', 'intrigue', 'lord', 'road', 'road-closed', 'hurts-trade', 'hushed'],
    },
    {
      text: 'Sheep keep turning up on the roofs of {$town} at dawn, alive, calm and quite unable to say how they got there.',
      tags: ['livestock', 'farm', 'animals', 'magic'],
    },
    {
      text: 'An old woman of {$town} walked into the marsh with a lit candle a week ago. The candle still burns out there every night, moving.',
      tags: ['one-missing', 'people-missing', 'wilds', 'water', 'magic', 'trail'],
    },
    {
      text: 'At {$building} in {$town}, the actors have started speaking lines nobody wrote, and the audience leaves weeping without knowing why.',
      tags: ['building:Theater', 'premises', 'hurts-trade', 'magic', 'spell'],
    },
    {
      text: 'The only ironworker in {$town} has taken a vow of silence, shut up {$building}, and started hammering out one enormous chain.',
      tags: ['building:Blacksmith', 'premises', 'hurts-trade', 'magic', 'spell'],
    },
    {
      text: 'A bridge of pale stone has appeared over the river at {$town}, where no bridge has ever stood, and a tollkeeper with no face waits at its middle.',
      tags: ['water', 'road', 'magic', 'presence'],
    },
    {
      text: 'Somebody has been poisoning the carp ponds of {$town}, one pond a week, and the fishmongers blame each other.',
      tags: ['sides', 'crime', 'culprit', 'mystery', 'water', 'hurts-trade'],
    },
    {
      text: '{$site}, the ruined keep on the ridge above {$town}, has lights in its upper windows again, and its new tenants have been seen buying rope and lamp oil.',
      tags: ['site:Castle', 'delve', 'upper-floors', 'wilds', 'culprit'],
    },
    {
      text: 'Four children of {$town} went berrying in the hedges on the same afternoon and came home speaking only in birdsong.',
      tags: ['magic', 'spell', 'wilds'],
    },
    {
      text: 'Two lads from {$town} rode out to sell horses at the autumn fair and never arrived. Their horses are for sale there now.',
      tags: ['people-missing', 'road', 'trail', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'The fishing fleet of {$town} came home with nets full of rusted helmets from a battlefield that now lies under the waves, and every helmet still has a skull inside.',
      tags: ['coastal', 'water', 'undead', 'many-dead', 'hurts-trade'],
    },
    {
      text: 'A drowned sailor walks up out of the surf at {$town} every evening, asks for his wife by name, and walks back into the sea.',
      tags: ['coastal', 'water', 'undead'],
    },
    {
      text: 'The lord of {$town} has promised his daughter to whoever can bring him the head of {cleverFoe}, and three suitors have already failed.',
      tags: ['lord', 'intrigue', 'creature', 'wilds', 'deadline'],
    },
    {
      text: 'Someone has stolen the saint from {$building} in {$town}: not the statue, the bones, out of a locked reliquary, with the seals unbroken.',
      tags: ['building:Temple', 'premises', 'faith', 'theft', 'culprit', 'mystery', 'relic'],
    },
    {
      text: 'Every loaf baked at {$building} in {$town} this week has had a word pressed into its crust, and read in order the words make a sentence.',
      tags: ['building:Bakery', 'premises', 'magic', 'relic'],
    },
    {
      text: 'The miners of {$town} broke into a hollow at {$site} full of warm air and singing, and the foreman went in to see.',
      tags: ['site:Mine', 'delve', 'wilds', 'one-missing', 'people-missing', 'magic', 'presence'],
    },
    {
      text: 'Frost forms on one house of {$town} every night, even in high summer, and the family inside has stopped eating.',
      tags: ['magic', 'curse'],
    },
    {
      text: 'A mule train bringing salt to {$town} turned up on the road with its drivers asleep in the saddle, and nobody can wake them.',
      tags: ['road', 'magic', 'spell', 'hurts-trade', 'animals'],
    },
    {
      text: 'Eels as thick as a man are crawling out of the millpond at {$town} and across the meadows toward the river, and they bite whatever stands in the way.',
      tags: ['creature', 'beast', 'water', 'farm', 'nature'],
    },
    {
      text: 'Half the ledgers at {$building} in {$town} now record debts that nobody remembers taking on, in handwriting that matches the debtors themselves.',
      tags: ['building:Bank', 'premises', 'crime', 'culprit', 'mystery', 'magic', 'spell'],
    },
    {
      text: 'The river at {$town} stopped flowing at noon yesterday. It is simply standing still, and the fish hang in it like flies in amber.',
      tags: ['water', 'nature', 'magic', 'spell', 'hurts-trade'],
    },
    {
      text: 'The lord of {$town} has gone hunting every day for a month and comes home with nothing but a strange, happy smile.',
      tags: ['lord', 'intrigue', 'wilds', 'magic', 'spell'],
    },
    {
      text: 'A stranger paid for a room at {$building} in {$town} with a pearl the size of a plum, and the next morning the room had no door.',
      tags: ['building:Inn', 'premises', 'magic', 'one-missing', 'people-missing', 'presence'],
    },
    {
      text: 'Goats have been vanishing from the hill farms above {$town}, and the only sign is a trail of bells, neatly unbuckled, leading up to {$site}.',
      tags: ['site:Cave', 'delve', 'livestock', 'farm', 'animals', 'wilds', 'creature', 'trail'],
    },
    {
      text: 'The town clock of {$town} has started running backward, and the older folk swear they feel younger by the hour.',
      tags: ['relic', 'magic', 'spell'],
    },
    {
      text: 'Somebody in {$town} is selling maps to a buried hoard under the market cross, and the digging has brought half the square down into an old cellar.',
      tags: ['crime', 'culprit', 'mystery', 'hurts-trade', 'delve'],
    },
    {
      text: 'On the road into {$town}, travelers keep meeting the same weeping girl, who asks them to carry her home and grows heavier with every step.',
      tags: ['road', 'road-closed', 'hurts-trade', 'undead', 'wilds'],
    },
    {
      text: 'Since the wolves were driven off, the deer around {$town} have grown bold enough to strip the crops in the fields, and now one of them has killed a man.',
      tags: ['creature', 'beast', 'farm', 'crops', 'wilds', 'animals', 'nature'],
    },
    {
      text: 'A fire gutted {$building} in {$town} on a windless night, and the night watchman swears he saw the flames walking on two legs.',
      tags: ['building:Warehouse', 'premises', 'goods', 'hurts-trade', 'magic', 'presence', 'culprit', 'mystery'],
    },
    {
      text: 'The guilds of {$town} have each hired a champion to settle a dispute over the market charter, and the duel is set for the first day of spring.',
      tags: ['sides', 'intrigue', 'deadline', 'culprit'],
    },
    {
      text: 'A shipwrecked stranger washed ashore near {$town} with a chest chained to his wrist, and by nightfall two separate crews came asking after him.',
      tags: ['coastal', 'water', 'intrigue', 'culprit', 'hushed'],
    },
    {
      text: '{$site}, a tower that stood empty outside {$town} for fifty years, has a new owner who never comes out, and the swallows no longer nest there.',
      tags: ['site:Tower', 'delve', 'upper-floors', 'wilds', 'magic', 'culprit'],
    },
    {
      text: 'Every child in {$town} has drawn the same woman in green this week, standing behind their parents in every picture.',
      tags: ['magic', 'presence'],
    },
    {
      text: 'The herd of the largest dairy near {$town} gives blue milk now, and the cheese made from it makes people tell the truth.',
      tags: ['livestock', 'farm', 'animals', 'magic', 'hurts-trade'],
    },
    {
      text: 'Someone is leaving gifts on the doorsteps of the poorest houses in {$town}: coin, bread, boots. The coin comes from a robbery two towns over.',
      tags: ['crime', 'culprit', 'mystery', 'theft'],
    },
    {
      text: 'A baron from the next valley claims the common pasture of {$town} is his by an old deed, and his men have already started fencing it.',
      tags: ['sides', 'intrigue', 'farm', 'wilds', 'culprit'],
    },
    {
      text: 'The tide at {$town} went out this morning and did not come back, leaving the boats stranded on a mile of wet sand and something huge lying half-buried near the channel.',
      tags: ['coastal', 'water', 'nature', 'magic', 'creature', 'hurts-trade'],
    },
    {
      text: 'Two brothers of {$town} each swear the other is an impostor, and their own mother cannot tell which one is lying.',
      tags: ['sides', 'magic', 'culprit', 'mystery', 'spell'],
    },
    {
      text: 'When the keepers of {$building} in {$town} opened its sealed cellar, it found every book inside written in the same unfinished hand, and the librarian went missing the next day.',
      tags: ['building:Library', 'premises', 'relic', 'magic', 'one-missing', 'people-missing', 'delve'],
    },
    {
      text: 'Rain falls on {$town} only at night now, and it falls upward.',
      tags: ['nature', 'magic', 'spell'],
    },
    {
      text: 'A dead man sat down at a table in {$building} in {$town}, ordered a drink, and has not moved or spoken in four days.',
      tags: ['building:Tavern', 'premises', 'undead', 'hurts-trade'],
    },
    {
      text: "The best well-digger in {$town} dug too deep at the edge of the village green and found a door. He has gone back down three times and won't say what he saw.",
      tags: ['delve', 'magic', 'relic'],
    },
    {
      text: 'Every boat that leaves {$town} at dusk comes back at dawn with one more oarsman than it took out, and none of the crews will say who he is.',
      tags: ['coastal', 'water', 'undead', 'hurts-trade'],
    },
    {
      text: "A troupe of players camped outside {$town} for one night, and three of the town's young people left with them. The troupe has not been seen on any road since.",
      tags: ['people-missing', 'trail', 'road', 'culprit', 'magic'],
    },
    {
      text: 'A great cat has been sleeping in the bell tower of {$building} in {$town} by day and walking the rooftops by night, and the town has lost four pigs.',
      tags: ['building:Temple', 'premises', 'creature', 'beast', 'livestock', 'farm', 'animals'],
    },
    {
      text: 'The mayor of {$town} has begun ruling by coin toss, and so far the coin has been right about everything.',
      tags: ['intrigue', 'magic', 'relic'],
    },
    {
      text: 'Trappers say something has been moving the standing stones above {$town}, a finger-width a night, into a circle nobody has seen before.',
      tags: ['wilds', 'magic', 'relic'],
    },
    {
      text: 'Every roof in the lower town of {$town} was found stripped of its lead this morning, and the sky looks like rain.',
      tags: ['theft', 'goods', 'crime', 'culprit', 'mystery'],
    },
    {
      text: 'A traveling surgeon has been pulling teeth in {$town} for free, and everyone who sat in his chair now dreams of the same hill.',
      tags: ['magic', 'spell', 'culprit', 'trail'],
    },
    {
      text: 'Smoke has been rising out of the hill above {$town} for a week, where no one lives, and the grass around the smoke has turned to glass.',
      tags: ['wilds', 'magic', 'nature', 'creature', 'delve'],
    },
    {
      text: 'The lord of {$town} is dying of a fever his physicians cannot name, and a cousin nobody liked has already moved into the hall.',
      tags: ['lord', 'intrigue', 'culprit', 'mystery', 'crime'],
    },
    {
      text: 'An island appeared off the coast at {$town} after the last storm, green and humming, and the fishermen who landed there have not rowed back.',
      tags: ['coastal', 'water', 'magic', 'people-missing', 'delve'],
    },
    {
      text: 'Crows have carried off every key in {$town}, from front doors to the strongroom, and left them in a heap at the top of {$site}.',
      tags: ['site:Tower', 'delve', 'upper-floors', 'animals', 'magic', 'theft', 'relic'],
    },
    {
      text: 'Little fires keep starting in the hayricks and grain stacks around {$town}, and each one burns in the shape of a hand.',
      tags: ['farm', 'crops', 'magic', 'culprit', 'mystery'],
    },
    {
      text: 'The ferrywoman at {$town} has started refusing certain passengers, and the ones she turns away are found drowned further down the river.',
      tags: ['water', 'road', 'magic', 'undead', 'mystery', 'culprit'],
    },
    {
      text: "A forged letter bearing the lord's seal has called every able-bodied man in {$town} to muster at a field two days away, and most of them have gone.",
      tags: ['lord', 'intrigue', 'crime', 'culprit', 'mystery', 'people-missing', 'road', 'trail'],
    },
    {
      text: 'The hives around {$town} swarmed all on the same day and flew to {$site}, and the honey they left behind sends whoever eats it to sleep for a week.',
      tags: ['site:Grove', 'wilds', 'animals', 'farm', 'magic', 'hurts-trade'],
    },
    {
      text: 'A knight in black armor has set up camp at the crossroads outside {$town} and will let no one pass who will not fight him.',
      tags: ['road', 'road-closed', 'hurts-trade', 'wilds', 'creature', 'presence'],
    },
    {
      text: 'Ever since the old hermit of {$town} died, the hares in the fields stand up on their hind legs and watch the road, all together.',
      tags: ['animals', 'farm', 'magic', 'presence', 'wilds'],
    },
    {
      text: 'The spring that feeds {$town} has started running red, and a bad smell comes up the valley from {$site}.',
      tags: ['site:Cave', 'delve', 'water', 'nature', 'wilds', 'creature', 'hurts-trade'],
    },
    {
      text: 'A moneylender of {$town} was found dead in his locked counting room, every debt he held torn to pieces and scattered like snow.',
      tags: ['crime', 'culprit', 'mystery', 'intrigue'],
    },
    {
      text: "The town's only midwife has been called out to a farm in the hills three nights running by a man nobody knows, and last night she didn't come home.",
      tags: ['one-missing', 'people-missing', 'wilds', 'trail', 'culprit'],
    },
    {
      text: 'Pilgrims bound for {$site}, the monastery in the hills above {$town}, have been turned away at its gate by monks who do not blink.',
      tags: ['site:Monastery', 'delve', 'faith', 'wilds', 'magic', 'presence', 'road'],
    },
    {
      text: 'A cartload of bricks for the new town hall of {$town} was found stacked into a wall across the high road, mortared, overnight.',
      tags: ['road', 'road-closed', 'hurts-trade', 'magic', 'culprit', 'mystery'],
    },
    {
      text: 'A flood scoured out the riverbank below {$town} and uncovered a row of stone-lined graves, and by the next morning half of them were empty.',
      tags: ['water', 'nature', 'undead', 'graves', 'many-dead'],
    },
    {
      text: 'The heir of the lord of {$town} has been engaged to three different brides in one month, and each of them has fallen ill on the eve of the wedding.',
      tags: ['lord', 'intrigue', 'crime', 'culprit', 'mystery', 'deadline'],
    },
    {
      text: 'There is a second moon over {$town} on clear nights, smaller and green, and it is getting closer.',
      tags: ['magic', 'nature', 'deadline'],
    },
    {
      text: 'Something under the floor of {$building} in {$town} knocks back when anyone knocks, and lately it has started knocking first.',
      tags: ['building:Market', 'premises', 'magic', 'presence', 'delve'],
    },
    {
      text: 'The wheat at the edge of {$town} is growing in spirals, and the farmhands who walked into the middle of the field to look came out with their hair turned white. Nobody will reap the crop now.',
      tags: ['crops', 'farm', 'magic', 'nature'],
    },
    {
      text: 'A rival town downriver has dammed the stream that turns the wheels of {$town}, and its reeve says it is their water now.',
      tags: ['sides', 'water', 'intrigue', 'hurts-trade', 'culprit', 'nature'],
    },
    {
      text: 'Wild horses with iron shoes have been galloping through {$town} at midnight, and no smith in the county shod them.',
      tags: ['animals', 'magic', 'presence', 'trail'],
    },
    {
      text: 'The assayer of {$town} has been quietly stamping lead bars as silver, and now the bars have gone to the capital and he has gone nowhere anyone knows.',
      tags: ['crime', 'culprit', 'trail', 'intrigue', 'hushed'],
    },
    {
      text: 'A bear has moved into the cellar of the old tollhouse on the {$town} road, and she has cubs, and the road runs right past her door.',
      tags: ['creature', 'beast', 'road', 'road-closed', 'wilds', 'hurts-trade'],
    },
    {
      text: 'Whatever sings in the reeds of {$site} below {$town} has a lovely voice, and two fishermen have already waded in to find it.',
      tags: ['site:Lake', 'water', 'wilds', 'people-missing', 'creature'],
    },
    {
      text: 'The bones of the founder of {$town} have been dug up from under the market cross, and the merchants will not trade until they are back.',
      tags: ['theft', 'culprit', 'mystery', 'hurts-trade', 'relic', 'intrigue'],
    },
    {
      text: 'A hedge witch of {$town} was driven out last spring, and this spring no crop will grow in any field whose owner threw a stone.',
      tags: ['crops', 'farm', 'magic', 'curse', 'culprit'],
    },
    {
      text: 'Every cat in {$town} has left. The rats have not, and they have started to gather in the square at night, in rows.',
      tags: ['animals', 'magic', 'presence', 'hurts-trade'],
    },
    {
      text: '{$site}, the crypt beneath the old chapel at {$town}, was opened by grave robbers a fortnight ago, and the robbers have been coming back, one by one, to sit on their own doorsteps, dead.',
      tags: ['site:Crypt', 'delve', 'undead', 'many-dead', 'graves', 'crime'],
    },
    {
      text: 'A barge of wine meant for the wedding of the lord of {$town} arrived with every cask full of seawater, and the wedding is in six days.',
      tags: ['lord', 'theft', 'goods', 'culprit', 'mystery', 'deadline', 'water'],
    },
    {
      text: 'Shearers in {$town} are finding silver needles in the fleece of every sheep, and the sheep have started to bleat in words.',
      tags: ['livestock', 'farm', 'animals', 'magic', 'spell'],
    },
    {
      text: 'Nine days ago the bell-founder of {$town} cast a new bell for the temple, and everyone who has heard it ring since has lost their sense of smell.',
      tags: ['relic', 'faith', 'magic', 'curse'],
    },
    {
      text: 'Ravens have taken to nesting on the gallows of {$town}, and the hanged man left up there as a warning now nods to people going by.',
      tags: ['undead', 'animals', 'intrigue'],
    },
    {
      text: 'The dyers of {$town} have stopped work because every vat, whatever is put in it, now turns cloth the color of a bruise.',
      tags: ['magic', 'curse', 'hurts-trade', 'water'],
    },
    {
      text: 'Young women of {$town} are leaving their beds to dance in the ring of mushrooms at {$site}, and each morning they come home more tired and less themselves.',
      tags: ['site:Grove', 'wilds', 'magic', 'spell', 'presence'],
    },
    {
      text: "A stagecoach from the capital reached {$town} with its curtains drawn, no driver on the box, and a dead magistrate inside holding someone else's signet.",
      tags: ['road', 'crime', 'culprit', 'mystery', 'intrigue', 'relic'],
    },
    {
      text: 'Dust storms have blown across {$town} for a week, though it rained every day, and the dust is fine and gray and smells of opened graves.',
      tags: ['nature', 'magic', 'undead', 'many-dead'],
    },
    {
      text: 'The wardens of the forest near {$town} have fenced it off, and the charcoal burners who worked there are starving on the road outside.',
      tags: ['wilds', 'intrigue', 'hurts-trade', 'culprit', 'hushed'],
    },
    {
      text: 'Somebody is robbing the hives of the beekeepers of {$town}, comb and all, and leaving a copper for each one, exactly the price the lord set last year.',
      tags: ['theft', 'goods', 'farm', 'culprit', 'mystery', 'lord'],
    },
    {
      text: 'Pike as long as rowboats have been taking ducks, dogs and one swimmer from the lake at {$site} near {$town}.',
      tags: ['site:Lake', 'water', 'wilds', 'creature', 'beast', 'animals', 'one-missing', 'people-missing'],
    },
    {
      text: 'A glazier in {$town} swears a face has been looking out at him from every pane he cuts, and this morning it spoke.',
      tags: ['relic', 'magic', 'presence'],
    },
    {
      text: 'Since the new tax on salt, smugglers have been running it into {$town} through the marsh, and the last two excisemen sent after them came back without their tongues.',
      tags: ['crime', 'culprit', 'intrigue', 'water', 'wilds', 'trail'],
    },
    {
      text: "An orphan of {$town} has been walking in her sleep to {$building} every night, and she wakes each dawn lying on her mother's grave, with the earth loosened around her.",
      tags: ['undead', 'building:Graveyard', 'magic'],
    },
    {
      text: 'The fair at {$town} is in a week, and the entire stock of its famous cheese has grown a fur of blue mold that whispers.',
      tags: ['goods', 'hurts-trade', 'deadline', 'magic', 'curse'],
    },
    {
      text: 'Shadows in {$town} are falling the wrong way, toward the sun, and the sundial-maker has shut himself in his cellar.',
      tags: ['magic', 'spell', 'nature'],
    },
    {
      text: 'Bandits calling themselves the Honest Company have set up at {$site} outside {$town}, and they are charging travelers a toll they call a kindness.',
      tags: ['site:Ruin', 'delve', 'wilds', 'road', 'road-closed', 'hurts-trade', 'crime', 'culprit'],
    },
    {
      text: 'A child of {$town} fell down the old well in the square and climbed out the next morning with her pockets full of coins from a kingdom nobody has heard of.',
      tags: ['magic', 'delve', 'relic'],
    },
    {
      text: 'A tinker in {$town} has been mending pots that afterwards will not boil anything but blood.',
      tags: ['relic', 'magic', 'curse', 'culprit', 'trail'],
    },
    {
      text: 'The widow who owns half of {$town} has announced she will leave it all to whoever finds her son, lost in the hills ten years ago.',
      tags: ['one-missing', 'people-missing', 'wilds', 'trail', 'deadline'],
    },
    {
      text: "Somebody has let loose the lord's prize hounds, and now the pack runs wild in the woods around {$town}, bolder every night.",
      tags: ['lord', 'creature', 'beast', 'animals', 'wilds', 'culprit', 'mystery'],
    },
    {
      text: 'Every door in {$town} that was painted red for the midsummer festival has been scratched deep in the night, and the scratches are too high for any dog.',
      tags: ['creature', 'magic'],
    },
    {
      text: 'The lighthouse above {$town} has gone dark, and its keeper is sitting at the top of the stairs refusing to come down or let anyone up.',
      tags: ['coastal', 'water', 'delve', 'upper-floors', 'magic', 'hurts-trade'],
    },
    {
      text: 'Mud-caked footprints climb the outer wall of {$building} in {$town}, straight up, every night, and stop at the belfry.',
      tags: ['building:Temple', 'premises', 'creature'],
    },
    {
      text: 'The potter of {$town} found a clay tablet in the riverbank, and since he read it aloud the river has been rising an inch an hour.',
      tags: ['relic', 'water', 'nature', 'magic', 'spell', 'deadline'],
    },
    {
      text: 'The grain wagons bound for {$town} keep arriving a third short, though the seals are never broken and the drivers swear they stopped nowhere.',
      tags: ['road', 'goods', 'theft', 'crime', 'culprit', 'mystery', 'hurts-trade'],
    },
    {
      text: 'The lord of {$town} has ordered every dog in the town put down by the end of the week, and he will give no reason.',
      tags: ['lord', 'intrigue', 'animals', 'deadline', 'hushed'],
    },
    {
      text: 'A scarecrow in a field near {$town} has moved to a different corner every morning for a week, and this morning it was standing at the farmhouse door.',
      tags: ['farm', 'magic', 'presence'],
    },
    {
      text: "Nobody has drunk from the fountain in the square of {$town} since a stranger dropped a black coin into it, and now even the birds won't bathe there.",
      tags: ['relic', 'water', 'magic', 'curse', 'culprit', 'trail'],
    },
    {
      text: 'Riders in the colors of a house whose graves were dug a century ago have been seen on the moor above {$town}, always at dusk, always riding toward the town.',
      tags: ['undead', 'many-dead', 'wilds', 'road'],
    },
    {
      text: 'A mason repairing the town wall of {$town} found a bricked-up room with a table set for dinner and the candles still burning.',
      tags: ['delve', 'magic', 'relic', 'presence'],
    },
  ]),
  creatureGroup: [
    'a pack of starving wolves',
    'goblins from the old quarry',
    'a troll that has learned to count',
    'a family of ghouls',
    'a wyvern that nests on the crags',
    'giant spiders the size of ponies',
    'a hag who trades in teeth',
    'a bear gone mad with rot-fever',
    'harpies that mimic crying children',
    'kobolds with a working catapult',
    'a restless knight in rusted plate',
    'a swarm of grave-beetles',
    'an ogre and his three clever sons',
    'gnolls following a migrating herd',
    'a pair of bickering hill giants',
    "a necromancer's abandoned servants",
    'an owlbear with a broken wing and a worse temper',
    'a manticore that limps and sulks',
    'three boars the size of oxcarts',
    'a griffin hunting far from its eyrie',
  ],
  cleverFoe: [
    'goblins from the old quarry',
    'a troll that has learned to count',
    'a hag who trades in teeth',
    'kobolds with a working catapult',
    'a restless knight in rusted plate',
    'an ogre and his three clever sons',
    'a pair of bickering hill giants',
    'a water spirit that wants its name back',
  ],
  outlawGroup: [
    'bandits in stolen militia tabards',
    'smugglers with a trained crocodile',
    'deserters from the last war',
    'cultists who meet at the new moon',
    'out-of-work mercenaries with a grudge',
  ],
  wellThing: [
    'warm milk',
    'small silver fish with human eyes',
    'whispering sand',
    'wine of a very poor vintage',
    'cold fog that crawls along the ground',
    'river pebbles carved with tiny names',
  ],
  forestName: ['{placeStart}wood', 'Tangled Wood', 'Graymoss Forest', 'woods north of town', 'old hunting forest'],
  patron: withKinds(
    withTrade([
      { text: '{$name}, a gravedigger with more grief than coin,', tags: ['humble', 'job:Gravedigger'] },
      { text: '{$name}, the only herbalist for miles around,', tags: ['humble', 'job:Herbalist', 'shop'] },
      { text: '{$name}, a widowed miller,', tags: ['humble', 'job:Miller', 'shop'] },
      { text: '{$name}, a dockhand with callused hands and a nervous laugh,', tags: ['humble', 'job:Dockhand'] },
      {
        text: 'A delegation of three stallholders, led by {$name},',
        tags: ['humble', 'job:Stallholder', 'shop', 'many'],
      },
      {
        text: '{$name}, a town guard who takes every unsolved case personally,',
        tags: ['guard', 'humble', 'job:Town guard', 'office', 'law'],
      },
      {
        text: '{$name}, a young acolyte from {$work},',
        tags: ['humble', 'job:Acolyte', 'at:Shrine', 'clergy', 'young'],
      },
      {
        text: '{$name}, keeper of {$work}, whose rooms have been empty for a month,',
        tags: ['humble', 'job:Innkeeper', 'shop'],
      },
      { text: '{$name}, a stable groom who speaks for a dozen others,', tags: ['humble', 'job:Groom'] },
      {
        text: '{$name}, an apprentice at {$work},',
        tags: ['humble', 'job:Apprentice smith', 'at:Blacksmith', 'young'],
      },
      {
        text: '{$name}, a millhand whose family has turned the same millstones for a century,',
        tags: ['humble', 'job:Millhand'],
      },
      {
        text: '{$name}, an herb gatherer who knows every goat path in the hills,',
        tags: ['humble', 'job:Herb gatherer'],
      },
      {
        text: '{$name}, a porter who carries loads for half the merchants in {$town},',
        tags: ['humble', 'job:Porter'],
      },
      { text: '{$name}, a sailor home between voyages and already restless,', tags: ['humble', 'job:Sailor'] },
      {
        text: '{$name}, an old lamplighter who has walked the same streets since before the new wall went up,',
        tags: ['humble', 'job:Lamplighter', 'old'],
      },
      { text: '{$name}, the town crier, hoarse from shouting bad news,', tags: ['humble', 'job:Town crier'] },
      {
        text: "{$name}, a servant who has raised the steward's children as if they were her own,",
        tags: ['humble', 'job:Servant', 'female'],
      },
      {
        text: '{$name}, a nursemaid at {$work} with the youngest of the household on her hip,',
        tags: ['humble', 'job:Servant', 'female'],
      },
      { text: "{$name}, a baker's hand who is up before anyone else in town,", tags: ['humble', "job:Baker's hand"] },
      { text: '{$name}, a brewhand who smells faintly of hops,', tags: ['humble', 'job:Brewhand'] },
      {
        text: '{$name}, a server at {$work} who hears everything said over the tables,',
        tags: ['humble', 'job:Server', 'shop'],
      },
      { text: '{$name}, a gardener who tends {$work},', tags: ['humble', 'job:Gardener'] },
      {
        text: '{$name}, a bath attendant at {$work} who knows every secret in town,',
        tags: ['humble', 'job:Bath attendant', 'shop'],
      },
      {
        text: '{$name}, an apprentice at {$work} with holes in both boots,',
        tags: ['humble', 'job:Apprentice', 'at:Cobbler', 'young'],
      },
      {
        text: '{$name}, a shrine keeper too frail now to climb the hill to her own shrine,',
        tags: ['humble', 'job:Shrine keeper', 'clergy', 'old', 'female'],
      },
      {
        text: '{$name}, an old soldier who keeps the gate at {$work},',
        tags: ['guard', 'humble', 'job:Soldier', 'old'],
      },
      { text: '{$name}, a young soldier on leave from {$work},', tags: ['humble', 'job:Soldier', 'young'] },
      {
        text: "{$name}, a shepherd's widow who now sells wool at the market,",
        tags: ['humble', 'job:Stallholder', 'female', 'shop'],
      },
      {
        text: '{$name}, a dockhand who rows the ferry whenever the ferryman is too drunk to stand,',
        tags: ['humble', 'job:Dockhand'],
      },
      {
        text: '{$name}, an old woman who has sold eggs from the same stall for longer than anyone can remember,',
        tags: ['humble', 'job:Stallholder', 'female', 'old', 'shop'],
      },
      {
        text: '{$name}, a young groom saving every copper for a horse of his own,',
        tags: ['humble', 'job:Groom', 'male', 'young'],
      },
      {
        text: '{$name}, a needleworker who sews for half the households in town,',
        tags: ['humble', 'job:Needleworker', 'shop'],
      },
      { text: '{$name}, a porter with a bad back and a good memory,', tags: ['humble', 'job:Porter'] },
      {
        text: '{$name}, a bouncer at {$work} who is much gentler than he looks,',
        tags: ['guard', 'humble', 'job:Bouncer', 'male'],
      },
      {
        text: '{$name}, a cook at {$work} who feeds the whole street on feast days,',
        tags: ['humble', 'job:Cook', 'shop'],
      },
      {
        text: '{$name}, a gravekeeper who talks to the dead more than to the living,',
        tags: ['humble', 'job:Gravekeeper'],
      },
      {
        text: "{$name}, a young lamplighter who took up the pole when her old master's eyes failed,",
        tags: ['humble', 'job:Lamplighter', 'female', 'young'],
      },
      {
        text: '{$name}, a barkeep at {$work} who waters the ale and admits it,',
        tags: ['humble', 'job:Barkeep', 'shop'],
      },
      {
        text: '{$name}, who gathers herbs for a living and is raising two orphans of the last fever on what she earns,',
        tags: ['humble', 'job:Herb gatherer', 'female'],
      },
      { text: '{$name}, a fiddler who plays for coppers at {$work},', tags: ['humble', 'job:Musician', 'at:Tavern'] },
      { text: '{$name}, an actor between roles and behind on the rent,', tags: ['humble', 'job:Actor'] },
      {
        text: "{$name}, an old millhand who minds the neighbors' little ones while their parents are in the fields,",
        tags: ['humble', 'job:Millhand', 'old'],
      },
      { text: '{$name}, a retired sailor who mends nets on the quay,', tags: ['humble', 'job:Sailor', 'old'] },
      {
        text: '{$name}, a young acolyte who was sent because nobody else would go,',
        tags: ['humble', 'job:Acolyte', 'clergy', 'young'],
      },
      {
        text: '{$name}, a temple healer who has sat up with the sick for three nights running,',
        tags: ['humble', 'job:Temple healer', 'clergy'],
      },
      {
        text: '{$name}, an apprentice at {$work} who reeks of the tanning vats,',
        tags: ['humble', 'job:Apprentice', 'at:Tannery', 'young'],
      },
      { text: '{$name}, a courier who rides the post road twice a week,', tags: ['humble', 'job:Courier'] },
      {
        text: '{$name}, a hired guard who has not been paid in a month,',
        tags: ['guard', 'humble', 'job:Hired guard'],
      },
      { text: '{$name}, a scribe who writes letters for those who cannot,', tags: ['humble', 'job:Scribe', 'shop'] },
      {
        text: '{$name}, a cobbler who mends half the boots in town and can tell where each pair has walked,',
        tags: ['humble', 'job:Cobbler', 'shop'],
      },
      { text: '{$name}, a stonemason with chalk dust worked into every crease,', tags: ['humble', 'job:Stonemason'] },
      {
        text: '{$name}, a tanner whose yard the whole street complains about,',
        tags: ['humble', 'job:Tanner', 'shop'],
      },
      {
        text: '{$name}, a groundskeeper who knows every loose stone in the old walls,',
        tags: ['humble', 'job:Groundskeeper'],
      },
      {
        text: '{$name}, a server who hears more across the tables than anyone guesses,',
        tags: ['humble', 'job:Server'],
      },
      {
        text: '{$name}, a needleworker who sews by candlelight for three tailors at once,',
        tags: ['humble', 'job:Needleworker'],
      },
      {
        text: '{$name}, a joiner whose stools stand in half the kitchens in town,',
        tags: ['humble', 'job:Joiner', 'shop'],
      },
      {
        text: '{$name}, a fletcher who trades arrows to the hunters for news of the hills,',
        tags: ['humble', 'job:Fletcher', 'shop'],
      },
      {
        text: '{$name}, a gardener at {$work} who knows which of the household cannot be trusted,',
        tags: ['humble', 'job:Gardener', 'at:Noble Estate'],
      },
      { text: '{$name}, a shop clerk who is braver than the shopkeeper,', tags: ['humble', 'job:Shop clerk', 'shop'] },
      {
        text: "{$name}, the gravedigger's lad, who does the digging now that his master's knees have gone,",
        tags: ['humble', 'job:Gravedigger', 'male', 'young'],
      },
      {
        text: '{$name}, a cook at {$work} who raised the young lord more than his own mother did,',
        tags: ['humble', 'job:Cook', 'at:Noble Estate'],
      },
      {
        text: "{$name}, a candlemaker's widow who keeps the shop going on her own,",
        tags: ['humble', 'job:Candlemaker', 'female', 'shop'],
      },
      {
        text: '{$name}, a potter whose wares crack in the kiln more often than not,',
        tags: ['humble', 'job:Potter', 'shop'],
      },
      { text: '{$name}, a bowyer who hunts the hills in the off season,', tags: ['humble', 'job:Bowyer'] },
      {
        text: '{$name}, a cook at {$work} who has taken in three orphans of the last hard winter,',
        tags: ['humble', 'job:Cook', 'shop'],
      },
      { text: '{$name}, a sailor with a new tattoo for every port,', tags: ['humble', 'job:Sailor', 'visitor'] },
      {
        text: '{$name}, a brewhand who swears the vats have been talking to him,',
        tags: ['humble', 'job:Brewhand', 'male'],
      },
      {
        text: '{$name}, a baker with flour to the elbows and no patience for fools,',
        tags: ['humble', 'job:Baker', 'shop'],
      },
      {
        text: '{$name}, a prosperous warehouse master who deals in wool,',
        tags: ['comfortable', 'job:Warehouse master', 'shop'],
      },
      {
        text: '{$name}, sergeant of the town watch,',
        tags: ['guard', 'comfortable', 'job:Watch sergeant', 'office', 'law'],
      },
      { text: '{$name}, guildmaster of the carters,', tags: ['comfortable', 'job:Guildmaster'] },
      { text: '{$name}, a cartographer with ink-stained cuffs,', tags: ['comfortable', 'job:Cartographer', 'shop'] },
      { text: '{$name}, priestess of {$work},', tags: ['comfortable', 'job:Priest', 'female', 'clergy'] },
      {
        text: '{$name}, the town warden, sweating through a good coat,',
        tags: ['comfortable', 'job:Town warden', 'office'],
      },
      { text: '{$name}, a shipwright with a full order book,', tags: ['comfortable', 'job:Shipwright', 'shop'] },
      {
        text: '{$name}, a retired adventurer who now keeps {$work},',
        tags: ['comfortable', 'job:Tavernkeeper', 'shop'],
      },
      { text: "{$name}, the magistrate's scribe,", tags: ['comfortable', 'job:Scribe', 'law', 'office'] },
      { text: '{$name}, a jeweler who keeps glancing at the door,', tags: ['comfortable', 'job:Jeweler', 'shop'] },
      {
        text: '{$name}, a blacksmith whose anvil has been silent for a week,',
        tags: ['comfortable', 'job:Blacksmith', 'shop'],
      },
      {
        text: '{$name}, a baker who gives the day-old loaves to the orphans,',
        tags: ['comfortable', 'job:Baker', 'shop'],
      },
      {
        text: '{$name}, a butcher who buys half the cattle in the valley,',
        tags: ['comfortable', 'job:Butcher', 'shop'],
      },
      {
        text: '{$name}, a brewer whose ale took the prize at the last three fairs,',
        tags: ['comfortable', 'job:Brewer', 'shop'],
      },
      {
        text: '{$name}, a master carpenter with sawdust on her sleeves,',
        tags: ['comfortable', 'job:Carpenter', 'female', 'shop'],
      },
      {
        text: '{$name}, a candlemaker who supplies every shrine in the valley,',
        tags: ['comfortable', 'job:Candlemaker', 'shop'],
      },
      {
        text: '{$name}, a barber-surgeon who has set more bones than anyone alive,',
        tags: ['comfortable', 'job:Barber-surgeon', 'shop'],
      },
      {
        text: '{$name}, a stablemaster who breeds plow horses for every farm in the valley,',
        tags: ['comfortable', 'job:Stablemaster', 'shop'],
      },
      {
        text: '{$name}, a leatherworker whose saddles are known three towns over,',
        tags: ['comfortable', 'job:Leatherworker', 'shop'],
      },
      {
        text: '{$name}, a tailor who dresses the gentry and gossips about them,',
        tags: ['comfortable', 'job:Tailor', 'shop'],
      },
      {
        text: '{$name}, a fletcher who sells arrows to the border patrols,',
        tags: ['comfortable', 'job:Fletcher', 'shop'],
      },
      { text: '{$name}, an armorer with more orders than hands,', tags: ['comfortable', 'job:Armorer', 'shop'] },
      {
        text: '{$name}, a weaponsmith who swears she has never sold a blade to a murderer,',
        tags: ['comfortable', 'job:Weaponsmith', 'female', 'shop'],
      },
      { text: '{$name}, a librarian who rarely leaves {$work},', tags: ['comfortable', 'job:Librarian'] },
      {
        text: '{$name}, an archivist who found something in the records she wishes she had not,',
        tags: ['comfortable', 'job:Archivist', 'female'],
      },
      {
        text: '{$name}, a bookseller with a shop full of books nobody buys,',
        tags: ['comfortable', 'job:Bookseller', 'shop'],
      },
      { text: '{$name}, an alchemist who smells faintly of sulfur,', tags: ['comfortable', 'job:Alchemist', 'shop'] },
      { text: '{$name}, a surveyor who mapped the valley for the baron,', tags: ['comfortable', 'job:Surveyor'] },
      {
        text: '{$name}, the harbormaster, who counts every ship in and out,',
        tags: ['comfortable', 'job:Harbormaster', 'office'],
      },
      {
        text: '{$name}, a shopkeeper who has given credit to half the town,',
        tags: ['comfortable', 'job:Shopkeeper', 'shop'],
      },
      {
        text: '{$name}, the market warden, who settles every quarrel over a short measure,',
        tags: ['comfortable', 'job:Market warden', 'office'],
      },
      {
        text: '{$name}, a moneychanger who can tell a false coin by its ring,',
        tags: ['comfortable', 'job:Moneychanger', 'shop'],
      },
      {
        text: '{$name}, captain of {$work} and a veteran of two border wars,',
        tags: ['guard', 'comfortable', 'job:Garrison captain', 'office', 'law'],
      },
      {
        text: '{$name}, an old shrine keeper whose family has tended {$work} for five generations,',
        tags: ['comfortable', 'job:Shrine keeper', 'clergy', 'old'],
      },
      {
        text: '{$name}, the impresario of {$work}, who smells a story in everything,',
        tags: ['comfortable', 'job:Impresario'],
      },
      {
        text: '{$name}, a bathhouse keeper who hears every rumor while it is still warm,',
        tags: ['comfortable', 'job:Bathhouse keeper', 'shop'],
      },
      {
        text: '{$name}, a gem cutter who never takes the loupe from her eye,',
        tags: ['comfortable', 'job:Gem cutter', 'female'],
      },
      { text: '{$name}, a joiner who builds boats and coffins with equal care,', tags: ['comfortable', 'job:Joiner'] },
      {
        text: '{$name}, a smuggler who swears she has gone honest,',
        tags: ['comfortable', 'job:Smuggler', 'female'],
      },
      {
        text: '{$name}, the town warden, older than anyone else on the council by a decade,',
        tags: ['comfortable', 'job:Town warden', 'office', 'old'],
      },
      {
        text: "{$name}, a scribe who teaches the town's children their letters,",
        tags: ['comfortable', 'job:Scribe'],
      },
      {
        text: '{$name}, a temple healer who runs the foundling ward at {$work},',
        tags: ['comfortable', 'job:Temple healer', 'clergy'],
      },
      {
        text: '{$name}, keeper of {$work} and a widower these many years,',
        tags: ['comfortable', 'job:Tavernkeeper', 'male', 'old', 'shop'],
      },
      {
        text: '{$name}, a glassblower who makes the lenses for every lighthouse on the coast,',
        tags: ['comfortable', 'job:Glassblower', 'shop'],
      },
      {
        text: '{$name}, an innkeeper who has buried two husbands and runs {$work} alone,',
        tags: ['comfortable', 'job:Innkeeper', 'female', 'shop'],
      },
      {
        text: '{$name}, the watch sergeant, who has not slept properly since it began,',
        tags: ['guard', 'comfortable', 'job:Watch sergeant', 'office', 'law', 'sleepless'],
      },
      {
        text: '{$name}, a priest of {$work} who was an adventurer before he took his vows,',
        tags: ['comfortable', 'job:Priest', 'male', 'clergy'],
      },
      {
        text: '{$name}, a potter famous for a blue glaze nobody else can copy,',
        tags: ['comfortable', 'job:Potter', 'shop'],
      },
      {
        text: '{$name}, a tavernkeeper who lends money on the side,',
        tags: ['comfortable', 'job:Tavernkeeper', 'shop'],
      },
      {
        text: '{$name} of {$work}, heir to a great but worried house,',
        tags: ['wealthy', 'job:Noble', 'noble'],
      },
      {
        text: '{$name}, a banker who never removes her gloves,',
        tags: ['wealthy', 'job:Banker', 'female', 'merchant'],
      },
      {
        text: '{$name}, steward of {$work}, in fine livery,',
        tags: ['wealthy', 'job:Steward', 'at:Noble Estate'],
      },
      // A high priest is a man; a woman is the high priestess below.
      { text: '{$name}, high priest of {$work},', tags: ['wealthy', 'job:Priest', 'clergy', 'male'] },
      {
        text: '{$name}, a merchant prince whose warehouses line the harbor,',
        tags: ['wealthy', 'job:Warehouse master', 'coastal', 'merchant', 'ships'],
      },
      {
        text: '{$name}, an enchanter who will not say who she works for,',
        tags: ['wealthy', 'job:Enchanter', 'female'],
      },
      {
        text: 'The Guild of {guildTrade}, through its polished guildmaster {$name},',
        tags: ['many', 'wealthy', 'job:Guildmaster', 'merchant'],
      },
      { text: 'A masked courier, who gives the name {$name},', tags: ['wealthy', 'job:Courier'] },
      {
        text: '{$name}, dowager of {$work}, who has outlived two husbands and three physicians,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female', 'old'],
      },
      {
        text: '{$name}, the young lord of {$work}, newly come into his inheritance,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'male', 'young'],
      },
      {
        text: '{$name}, lady of {$work}, who runs the estate while her husband is at war,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female'],
      },
      {
        text: '{$name}, a landed knight of {$work} with a dented shield and an old oath,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed'],
      },
      {
        text: '{$name}, a banker who lends to princes and never forgets a debt,',
        tags: ['wealthy', 'job:Banker', 'merchant'],
      },
      {
        text: '{$name}, a moneylender who holds the mortgage on half the farms around {$town},',
        tags: ['wealthy', 'job:Banker', 'merchant'],
      },
      {
        text: '{$name}, a silk merchant whose wagons cross three kingdoms,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, a wine merchant whose cellars are worth more than the town,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, the harbormaster, who owns a share of every boat in the bay,',
        tags: ['wealthy', 'job:Harbormaster', 'office', 'coastal', 'merchant', 'ships'],
      },
      {
        text: '{$name}, treasurer of {$work}, in plain robes and expensive rings,',
        tags: ['wealthy', 'job:Priest', 'clergy'],
      },
      {
        text: '{$name}, a jeweler who cuts stones for the royal court,',
        tags: ['wealthy', 'job:Jeweler', 'merchant'],
      },
      {
        text: '{$name}, an alchemist who sells elixirs to the gentry at ruinous prices,',
        tags: ['wealthy', 'job:Alchemist', 'merchant'],
      },
      {
        text: '{$name}, guildmaster of the masons, who has built temples in three cities,',
        tags: ['wealthy', 'job:Guildmaster'],
      },
      {
        text: '{$name}, an impresario whose company has played before the queen,',
        tags: ['wealthy', 'job:Impresario'],
      },
      {
        text: '{$name}, a retired adventurer who came home rich and bought {$work} outright,',
        tags: ['wealthy', 'job:Innkeeper', 'shop'],
      },
      {
        text: '{$name}, steward of {$work}, who speaks for a lord too ill to leave his bed,',
        tags: ['wealthy', 'job:Steward'],
      },
      {
        text: '{$name}, high priestess of {$work}, whose temple owns half the valley,',
        tags: ['wealthy', 'job:Priest', 'clergy', 'female', 'landed'],
      },
      {
        text: '{$name}, a shipwright who builds warships for the crown,',
        tags: ['wealthy', 'job:Shipwright', 'merchant'],
      },
      {
        text: '{$name}, a brewer whose ale is poured in every tavern in the province,',
        tags: ['wealthy', 'job:Brewer', 'merchant'],
      },
      {
        text: '{$name}, a master enchanter from the capital who insists on traveling under another name,',
        tags: ['wealthy', 'job:Enchanter', 'visitor'],
      },
      {
        text: '{$name}, heir of {$work}, barely of age and already impatient,',
        tags: ['wealthy', 'job:Noble', 'noble', 'young'],
      },
      {
        text: "{$name}, a merchant's widow who took over her husband's fleet and doubled it,",
        tags: ['wealthy', 'job:Warehouse master', 'female', 'coastal', 'merchant', 'ships'],
      },
      {
        text: '{$name}, a landowner whose herds graze every pasture from the river to the hills,',
        tags: ['wealthy', 'job:Noble', 'landed'],
      },
      {
        text: '{$name}, a grain factor who buys every harvest in the valley before it is sown,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, a gem merchant who never travels without two guards,',
        tags: ['wealthy', 'job:Jeweler', 'merchant'],
      },
      {
        text: "{$name}, a lord's spoiled nephew with more money than sense,",
        tags: ['wealthy', 'job:Noble', 'noble', 'male', 'young'],
      },
      {
        text: '{$name}, the garrison captain, who answers to the duke and to nobody else,',
        tags: ['guard', 'wealthy', 'job:Garrison captain', 'office', 'law'],
      },
      // Humble.
      {
        text: '{$name}, a porter who can carry a barrel up the quay steps without stopping,',
        tags: ['humble', 'job:Porter'],
      },
      { text: '{$name}, a dockhand who has been laid off twice this year,', tags: ['humble', 'job:Dockhand'] },
      {
        text: '{$name}, a courier whose horse knows the post road better than she does,',
        tags: ['humble', 'job:Courier', 'female'],
      },
      {
        text: '{$name}, who sells hot chestnuts from a brazier by the gate,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, a stallholder with a voice that carries across the whole market,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, a clerk at {$work} who counts the stock twice a day,',
        tags: ['humble', 'job:Shop clerk', 'at:General Store', 'shop'],
      },
      {
        text: "{$name}, a server at {$work} who remembers every regular's drink,",
        tags: ['humble', 'job:Server', 'at:Tavern', 'shop'],
      },
      { text: '{$name}, a cook with a burn scar on every finger,', tags: ['humble', 'job:Cook'] },
      {
        text: "{$name}, a bouncer with a broken nose and a poet's vocabulary,",
        tags: ['guard', 'humble', 'job:Bouncer'],
      },
      {
        text: '{$name}, a bath attendant with scalded forearms and a kind word for everyone,',
        tags: ['humble', 'job:Bath attendant'],
      },
      {
        text: '{$name}, a groom who sleeps in the loft above the horses he tends,',
        tags: ['humble', 'job:Groom', 'male'],
      },
      { text: '{$name}, a millhand white with flour from cap to boots,', tags: ['humble', 'job:Millhand'] },
      {
        text: '{$name}, who gathers herbs for the apothecaries and complains about it,',
        tags: ['humble', 'job:Herb gatherer'],
      },
      {
        text: '{$name}, the herbalist on the lane behind the market, whose remedies work about half the time,',
        tags: ['humble', 'job:Herbalist', 'shop'],
      },
      {
        text: '{$name}, a brewhand who has not missed a day of work in eleven years,',
        tags: ['humble', 'job:Brewhand'],
      },
      {
        text: '{$name}, a needleworker who mends tents for the garrison as well as shirts,',
        tags: ['humble', 'job:Needleworker', 'shop'],
      },
      {
        text: '{$name}, an apprentice at {$work} who ran all the way here,',
        tags: ['humble', 'job:Apprentice', 'at:Carpenter', 'young'],
      },
      {
        text: '{$name}, an apprentice smith with singed eyebrows and big plans,',
        tags: ['humble', 'job:Apprentice smith', 'young'],
      },
      {
        text: '{$name}, an acolyte who keeps losing his prayer beads,',
        tags: ['humble', 'job:Acolyte', 'clergy', 'male', 'young'],
      },
      {
        text: '{$name}, a temple healer who smells of vinegar and sage,',
        tags: ['humble', 'job:Temple healer', 'clergy'],
      },
      {
        text: '{$name}, a town guard who walks the night rounds alone,',
        tags: ['guard', 'humble', 'job:Town guard', 'office', 'law'],
      },
      { text: '{$name}, a soldier back from the border with one good arm,', tags: ['humble', 'job:Soldier'] },
      {
        text: '{$name}, a caravan guard between contracts and low on coin,',
        tags: ['guard', 'humble', 'job:Hired guard', 'visitor'],
      },
      {
        text: '{$name}, a maid at {$work} who notices everything and says little,',
        tags: ['humble', 'job:Servant', 'at:Noble Estate', 'female'],
      },
      {
        text: '{$name}, a gardener with dirt under every nail and a rose in his cap,',
        tags: ['humble', 'job:Gardener', 'male'],
      },
      {
        text: '{$name}, a groundskeeper who walks the paths at dawn before anyone else is up,',
        tags: ['humble', 'job:Groundskeeper'],
      },
      { text: '{$name}, a gravedigger who sings while he digs,', tags: ['humble', 'job:Gravedigger', 'male'] },
      {
        text: '{$name}, the gravekeeper, who has buried half the people she ever knew,',
        tags: ['humble', 'job:Gravekeeper', 'female', 'old'],
      },
      {
        text: '{$name}, a lamplighter who knows which windows stay lit all night,',
        tags: ['humble', 'job:Lamplighter'],
      },
      {
        text: '{$name}, the town crier, who has cried worse news than this and lived,',
        tags: ['humble', 'job:Town crier'],
      },
      {
        text: '{$name}, a traveling piper who has played at every fair in the province,',
        tags: ['humble', 'job:Musician', 'visitor'],
      },
      {
        text: '{$name}, an actor from a company of players camped outside town,',
        tags: ['humble', 'job:Actor', 'visitor'],
      },
      {
        text: '{$name}, a sailor paid off at the end of the season and in no hurry to sign on again,',
        tags: ['humble', 'job:Sailor'],
      },
      {
        text: '{$name}, a tanner who has lost his sense of smell and most of his friends,',
        tags: ['humble', 'job:Tanner', 'male', 'shop'],
      },
      { text: '{$name}, a stonemason who carved half the headstones in town,', tags: ['humble', 'job:Stonemason'] },
      {
        text: '{$name}, a joiner who builds cradles and cannot bear to see a child hurt,',
        tags: ['humble', 'job:Joiner'],
      },
      {
        text: '{$name}, a potter who throws pots in the market square for a crowd,',
        tags: ['humble', 'job:Potter', 'shop'],
      },
      {
        text: '{$name}, a cobbler who works on the doorstep to catch the light,',
        tags: ['humble', 'job:Cobbler', 'shop'],
      },
      {
        text: '{$name}, a scribe whose hand is neat and whose purse is empty,',
        tags: ['humble', 'job:Scribe', 'shop'],
      },
      {
        text: '{$name}, a barkeep at {$work} who has thrown out rougher folk than the party,',
        tags: ['humble', 'job:Barkeep', 'at:Tavern', 'shop'],
      },
      {
        text: '{$name}, a baker who leaves a loaf out for anyone who cannot pay,',
        tags: ['humble', 'job:Baker', 'shop'],
      },
      {
        text: '{$name}, a fletcher who feathers arrows by the fire and listens to everyone,',
        tags: ['humble', 'job:Fletcher', 'shop'],
      },
      {
        text: '{$name}, a bowyer too short-sighted to hunt with her own bows,',
        tags: ['humble', 'job:Bowyer', 'female'],
      },
      {
        text: '{$name}, a shrine keeper who sweeps the wayside shrine every morning,',
        tags: ['humble', 'job:Shrine keeper', 'clergy'],
      },
      {
        text: '{$name}, a smuggler who would very much like the watch not to hear of this,',
        tags: ['humble', 'job:Smuggler'],
      },
      {
        text: '{$name}, a girl from the hills who gathers herbs and knows every spring by name,',
        tags: ['humble', 'job:Herb gatherer', 'female', 'young'],
      },
      {
        text: "{$name}, a miller who grinds the poor folks' grain for free on feast days,",
        tags: ['humble', 'job:Miller', 'shop'],
      },
      {
        text: 'A delegation of carters and porters, with {$name} doing the talking,',
        tags: ['humble', 'job:Porter', 'many'],
      },
      // Comfortable.
      {
        text: '{$name}, a tavernkeeper whose common room has been half empty for a week,',
        tags: ['comfortable', 'job:Tavernkeeper', 'shop'],
      },
      {
        text: '{$name}, an innkeeper who keeps the best beds and the worst secrets in town,',
        tags: ['comfortable', 'job:Innkeeper', 'shop'],
      },
      {
        text: '{$name}, keeper of {$work}, pink from the steam,',
        tags: ['comfortable', 'job:Bathhouse keeper', 'shop'],
      },
      {
        text: '{$name}, a shopkeeper who sells everything from nails to nutmeg,',
        tags: ['comfortable', 'job:Shopkeeper', 'shop'],
      },
      {
        text: '{$name}, a moneychanger who keeps three sets of scales and trusts none of them,',
        tags: ['comfortable', 'job:Moneychanger', 'shop'],
      },
      {
        text: '{$name}, a bookseller who reads every book before selling it,',
        tags: ['comfortable', 'job:Bookseller', 'shop'],
      },
      {
        text: '{$name}, the market warden, with a ledger under one arm,',
        tags: ['comfortable', 'job:Market warden', 'office'],
      },
      {
        text: '{$name}, a warehouse master who keeps the keys to every storeroom on the river,',
        tags: ['comfortable', 'job:Warehouse master', 'shop'],
      },
      {
        text: '{$name}, a blacksmith with forearms like hams and a soft voice,',
        tags: ['comfortable', 'job:Blacksmith', 'shop'],
      },
      {
        text: '{$name}, an armorer who fitted the garrison for its last campaign,',
        tags: ['comfortable', 'job:Armorer', 'shop'],
      },
      {
        text: '{$name}, a weaponsmith who tests every blade on a side of beef,',
        tags: ['comfortable', 'job:Weaponsmith', 'shop'],
      },
      {
        text: '{$name}, a leatherworker who makes the finest boots in three towns,',
        tags: ['comfortable', 'job:Leatherworker', 'shop'],
      },
      {
        text: '{$name}, a tailor who has measured every important neck in town,',
        tags: ['comfortable', 'job:Tailor', 'shop'],
      },
      {
        text: '{$name}, a jeweler with a loupe on a chain and suspicion in her eye,',
        tags: ['comfortable', 'job:Jeweler', 'female', 'shop'],
      },
      {
        text: '{$name}, an alchemist missing two fingers and most of her eyebrows,',
        tags: ['comfortable', 'job:Alchemist', 'female', 'shop'],
      },
      {
        text: '{$name}, a hedge enchanter who sells charms against toothache,',
        tags: ['comfortable', 'job:Enchanter', 'shop'],
      },
      {
        text: '{$name}, a cartographer who has mapped every road but the one that matters,',
        tags: ['comfortable', 'job:Cartographer', 'shop'],
      },
      { text: '{$name}, a surveyor who settles boundary quarrels for a fee,', tags: ['comfortable', 'job:Surveyor'] },
      {
        text: '{$name}, a master baker who supplies the garrison with bread,',
        tags: ['comfortable', 'job:Baker', 'shop'],
      },
      {
        text: '{$name}, a butcher with a cleaver on his belt and a ledger in his head,',
        tags: ['comfortable', 'job:Butcher', 'male', 'shop'],
      },
      {
        text: '{$name}, a brewer who gives a cask to every wedding in town,',
        tags: ['comfortable', 'job:Brewer', 'shop'],
      },
      {
        text: '{$name}, a master carpenter who roofed half the houses in town,',
        tags: ['comfortable', 'job:Carpenter', 'shop'],
      },
      {
        text: '{$name}, a glassblower whose windows throw colored light across the street,',
        tags: ['comfortable', 'job:Glassblower', 'shop'],
      },
      {
        text: '{$name}, a barber-surgeon who pulls teeth and gossip with equal skill,',
        tags: ['comfortable', 'job:Barber-surgeon', 'shop'],
      },
      {
        text: '{$name}, a stablemaster who hires out horses to every traveler passing through,',
        tags: ['comfortable', 'job:Stablemaster', 'shop'],
      },
      {
        text: '{$name}, the librarian of {$work}, seldom seen without ink on her nose,',
        tags: ['comfortable', 'job:Librarian', 'female'],
      },
      {
        text: '{$name}, an archivist who has read every deed in the town chest,',
        tags: ['comfortable', 'job:Archivist'],
      },
      { text: "{$name}, a notary's scribe who witnesses every will in town,", tags: ['comfortable', 'job:Scribe'] },
      {
        text: '{$name}, guildmaster of the weavers, with a bolt of cloth under one arm,',
        tags: ['comfortable', 'job:Guildmaster'],
      },
      {
        text: 'The Guild of Bakers, speaking through its master, {$name},',
        tags: ['many', 'comfortable', 'job:Guildmaster'],
      },
      {
        text: '{$name}, a priest of {$work} who once served as an army chaplain,',
        tags: ['comfortable', 'job:Priest', 'male', 'clergy'],
      },
      {
        text: '{$name}, priestess of {$work}, who has said the last rites over half the town,',
        tags: ['comfortable', 'job:Priest', 'female', 'clergy'],
      },
      {
        text: '{$name}, a watch sergeant two years from his pension,',
        tags: ['guard', 'comfortable', 'job:Watch sergeant', 'office', 'law', 'male'],
      },
      {
        text: '{$name}, captain of the gate garrison, who plays dice with her soldiers,',
        tags: ['guard', 'comfortable', 'job:Garrison captain', 'office', 'law', 'female'],
      },
      {
        text: '{$name}, the town warden, elected last spring and sorry for it ever since,',
        tags: ['comfortable', 'job:Town warden', 'office'],
      },
      {
        text: '{$name}, the harbormaster, who reads the weather from the gulls,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      { text: '{$name}, who runs a company of players on a shoestring,', tags: ['comfortable', 'job:Impresario'] },
      {
        text: '{$name}, a retired smuggler who now runs an honest ferry, mostly,',
        tags: ['comfortable', 'job:Smuggler'],
      },
      {
        text: '{$name}, the herbalist whose teas are drunk in every good house in town,',
        tags: ['comfortable', 'job:Herbalist', 'shop'],
      },
      // Wealthy.
      {
        text: "{$name}, a baron's widow with a sharp mind and a blunt tongue,",
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female'],
      },
      {
        text: '{$name} of {$work}, a knight who has hung up his sword but not his pride,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'male'],
      },
      {
        text: "{$name}, the baron's sister, who manages his affairs and his temper,",
        tags: ['wealthy', 'job:Noble', 'noble', 'female'],
      },
      {
        text: '{$name}, a young baroness with debts older than she is,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female', 'young'],
      },
      {
        text: '{$name}, an old count who has outlived his wars and most of his sons,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'male', 'old'],
      },
      {
        text: '{$name}, a banker whose vault is said to run deeper than the town well,',
        tags: ['wealthy', 'job:Banker', 'merchant'],
      },
      {
        text: '{$name}, a moneylender who dresses plainly and lends to kings,',
        tags: ['wealthy', 'job:Banker', 'merchant'],
      },
      {
        text: '{$name}, a spice merchant whose caravans smell of cinnamon a mile off,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, a salt merchant who has grown rich on every hard winter,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, a shipbuilder whose yards employ half the waterfront,',
        tags: ['wealthy', 'job:Shipwright', 'merchant', 'coastal'],
      },
      {
        text: '{$name}, a goldsmith who made the circlet the duke wears,',
        tags: ['wealthy', 'job:Jeweler', 'merchant'],
      },
      {
        text: "{$name}, master of the merchants' guild, with a ring on every finger,",
        tags: ['wealthy', 'job:Guildmaster', 'merchant'],
      },
      {
        text: '{$name}, abbot of {$work}, who rules it like a small kingdom,',
        tags: ['wealthy', 'job:Priest', 'clergy', 'male'],
      },
      {
        text: '{$name}, an archpriestess on a round of visits to her temples,',
        tags: ['wealthy', 'job:Priest', 'clergy', 'female', 'visitor'],
      },
      {
        text: '{$name}, a court enchanter on leave and thoroughly bored,',
        tags: ['wealthy', 'job:Enchanter', 'visitor'],
      },
      {
        text: '{$name}, an alchemist who sold a cure to a prince and bought a manor with it,',
        tags: ['wealthy', 'job:Alchemist'],
      },
      {
        text: '{$name}, steward of {$work}, who keeps the keys and the accounts,',
        tags: ['wealthy', 'job:Steward', 'at:Noble Estate'],
      },
      {
        text: '{$name}, who owns three coaching inns along the post road,',
        tags: ['wealthy', 'job:Innkeeper', 'shop'],
      },
      {
        text: '{$name}, a brewer whose barley fields stretch to the river,',
        tags: ['wealthy', 'job:Brewer', 'landed', 'merchant'],
      },
      {
        text: '{$name}, the harbormaster, whose family has held the post and its profits for a century,',
        tags: ['wealthy', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, a famous impresario resting in town between seasons,',
        tags: ['wealthy', 'job:Impresario', 'visitor'],
      },
      {
        text: "{$name}, commander of the border fort, in town on the duke's business,",
        tags: ['guard', 'wealthy', 'job:Garrison captain', 'office', 'law', 'visitor'],
      },
      {
        text: "{$name}, a merchant's daughter who married into a title and now runs the house,",
        tags: ['wealthy', 'job:Noble', 'noble', 'female'],
      },
      {
        text: '{$name}, a royal courier with a sealed pouch and no patience,',
        tags: ['wealthy', 'job:Courier', 'visitor'],
      },
      { text: '{$name}, a ferry hand who knows every snag in the river,', tags: ['humble', 'job:Dockhand'] },
      { text: "{$name}, a carter's widow who drives the cart herself now,", tags: ['humble', 'job:Courier', 'female'] },
      {
        text: '{$name}, a nightwatchman who sleeps through the day and never through the night,',
        tags: ['guard', 'humble', 'job:Town guard', 'office', 'law'],
      },
      {
        text: '{$name}, a kitchen maid at {$work} with flour in her hair,',
        tags: ['humble', 'job:Servant', 'at:Inn', 'female'],
      },
      { text: '{$name}, an old soldier with a wooden leg and a long memory,', tags: ['humble', 'job:Soldier', 'old'] },
      { text: '{$name}, a stable lad who sleeps with one eye open,', tags: ['humble', 'job:Groom', 'male', 'young'] },
      {
        text: '{$name}, a seamstress who takes in mending from the garrison,',
        tags: ['humble', 'job:Needleworker', 'female'],
      },
      {
        text: '{$name}, a young scribe who copies contracts for a copper a page,',
        tags: ['humble', 'job:Scribe', 'young', 'shop'],
      },
      { text: '{$name}, a cook who feeds the road crews and hears all their gossip,', tags: ['humble', 'job:Cook'] },
      { text: '{$name}, a boatman who has never learned to swim,', tags: ['humble', 'job:Sailor'] },
      {
        text: '{$name}, a hired sword who lost his company and most of his nerve,',
        tags: ['guard', 'humble', 'job:Hired guard', 'male'],
      },
      {
        text: '{$name}, a woman who sells pies from a tray at the crossroads,',
        tags: ['humble', 'job:Stallholder', 'female', 'shop'],
      },
      {
        text: '{$name}, an old brewhand who uses a ladle for a walking stick,',
        tags: ['humble', 'job:Brewhand', 'old'],
      },
      {
        text: '{$name}, a young musician who plays the fiddle badly and the pipes well,',
        tags: ['humble', 'job:Musician', 'young'],
      },
      {
        text: '{$name}, a cheesemonger whose cellars scent half the street,',
        tags: ['comfortable', 'job:Shopkeeper', 'shop'],
      },
      {
        text: '{$name}, forty years in the watch and still walking the rounds out of habit,',
        tags: ['comfortable', 'job:Watch sergeant', 'old'],
      },
      {
        text: "{$name}, a mapmaker's widow who finishes her husband's maps,",
        tags: ['comfortable', 'job:Cartographer', 'female', 'shop'],
      },
      {
        text: '{$name}, a tailor whose hands are blue to the wrist from the dye vats,',
        tags: ['comfortable', 'job:Tailor', 'shop'],
      },
      {
        text: '{$name}, an innkeeper who collects stories in a ledger,',
        tags: ['comfortable', 'job:Innkeeper', 'shop'],
      },
      {
        text: "{$name}, a vintner's agent with samples in every pocket,",
        tags: ['comfortable', 'job:Shopkeeper', 'shop', 'visitor'],
      },
      {
        text: '{$name}, a barber-surgeon who has lately taken up astrology,',
        tags: ['comfortable', 'job:Barber-surgeon', 'shop'],
      },
      {
        text: "{$name}, a widower who keeps the moneychanger's booth by the bridge,",
        tags: ['comfortable', 'job:Moneychanger', 'male', 'shop'],
      },
      {
        text: '{$name}, a priest who runs a soup kitchen from the temple steps,',
        tags: ['comfortable', 'job:Priest', 'male', 'clergy'],
      },
      {
        text: '{$name}, an armorer who keeps a tally of every blade she has sold,',
        tags: ['comfortable', 'job:Armorer', 'female', 'shop'],
      },
      {
        text: "{$name}, the town's only bookbinder, nearsighted and precise,",
        tags: ['comfortable', 'job:Bookseller', 'shop'],
      },
      {
        text: '{$name}, a glazier who has mended every window in the temple twice,',
        tags: ['comfortable', 'job:Glassblower', 'shop'],
      },
      {
        text: "{$name}, a horse breeder whose stallions go to the duke's own stables,",
        tags: ['wealthy', 'job:Stablemaster', 'merchant'],
      },
      {
        text: '{$name}, a lady of the court on a long and unhappy stay at her estates,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female'],
      },
      {
        text: "{$name}, a banker's son with his father's purse and none of his sense,",
        tags: ['wealthy', 'job:Noble', 'male', 'young'],
      },
      {
        text: "{$name}, the prior of {$work}, who keeps the temple's books and its secrets,",
        tags: ['wealthy', 'job:Priest', 'clergy', 'male'],
      },
      {
        text: '{$name}, a wool trader who owns every flock from here to the coast,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant', 'landed'],
      },
      {
        text: '{$name}, a tea merchant who has never been seen to drink anything else,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      {
        text: '{$name}, the widowed lady of {$work}, in mourning black and full command,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female'],
      },
      { text: '{$name}, a tanner whose yard can be smelled from the square,', tags: ['humble', 'job:Tanner', 'shop'] },
      { text: '{$name}, a potter with clay under every fingernail,', tags: ['humble', 'job:Potter', 'shop'] },
      {
        text: '{$name}, a candlemaker who has lit the temple for thirty years,',
        tags: ['humble', 'job:Candlemaker', 'shop', 'old'],
      },
      { text: '{$name}, a cobbler who knows every foot in town by its boot,', tags: ['humble', 'job:Cobbler', 'shop'] },
      { text: '{$name}, a brewhand who talks too fast and listens too little,', tags: ['humble', 'job:Brewhand'] },
      { text: '{$name}, a cook at the busiest kitchen in town,', tags: ['humble', 'job:Cook'] },
      { text: '{$name}, a server who hears everything said over the tables,', tags: ['humble', 'job:Server'] },
      { text: '{$name}, a bath attendant with a long memory for gossip,', tags: ['humble', 'job:Bath attendant'] },
      { text: '{$name}, a young groom who sleeps in the hayloft,', tags: ['humble', 'job:Groom', 'young'] },
      {
        text: '{$name}, a gravekeeper who talks to the headstones when nobody is listening,',
        tags: ['humble', 'job:Gravekeeper'],
      },
      {
        text: '{$name}, a gardener for the wealthier houses, with soil in the creases of both hands,',
        tags: ['humble', 'job:Gardener'],
      },
      {
        text: '{$name}, a stonemason with a cough from forty years of dust,',
        tags: ['humble', 'job:Stonemason', 'old'],
      },
      { text: '{$name}, a shop clerk who was never meant to be in charge,', tags: ['humble', 'job:Shop clerk'] },
      { text: '{$name}, a courier with muddy boots and a running cough,', tags: ['humble', 'job:Courier'] },
      {
        text: "{$name}, a fletcher whose arrows fly a little straighter than anyone else's,",
        tags: ['humble', 'job:Fletcher', 'shop'],
      },
      {
        text: '{$name}, a needleworker who mends half the coats in town,',
        tags: ['humble', 'job:Needleworker', 'shop'],
      },
      {
        text: '{$name}, a servant who has slipped out of the big house without leave,',
        tags: ['humble', 'job:Servant'],
      },
      { text: '{$name}, a hired guard between contracts,', tags: ['humble', 'job:Hired guard', 'guard'] },
      { text: '{$name}, a soldier on leave who cannot sit still,', tags: ['humble', 'job:Soldier'] },
      { text: '{$name}, a musician who plays for coppers at the crossroads,', tags: ['humble', 'job:Musician'] },
      { text: '{$name}, an actor from a troupe stranded in town,', tags: ['humble', 'job:Actor', 'visitor'] },
      {
        text: '{$name}, an herb gatherer with a basket that is always half full,',
        tags: ['humble', 'job:Herb gatherer'],
      },
      {
        text: '{$name}, a baker who is up before anyone else and sees a great deal,',
        tags: ['humble', 'job:Baker', 'shop'],
      },
      {
        text: '{$name}, a young acolyte who was told to keep quiet and has not,',
        tags: ['humble', 'job:Acolyte', 'clergy', 'young'],
      },
      { text: '{$name}, a butcher with hands like shovels and a soft heart,', tags: ['humble', 'job:Butcher', 'shop'] },
      {
        text: '{$name}, a stallholder who has sold turnips on the same corner for twenty years,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, a porter who has carried the same route since boyhood,',
        tags: ['humble', 'job:Porter', 'male'],
      },
      { text: '{$name}, a millhand with flour in her eyebrows,', tags: ['humble', 'job:Millhand', 'female'] },
      {
        text: '{$name}, a town guard three days into the job,',
        tags: ['humble', 'job:Town guard', 'guard', 'office', 'law', 'young'],
      },
      {
        text: '{$name}, the oldest lamplighter in town, who walks with a stick,',
        tags: ['humble', 'job:Lamplighter', 'old'],
      },
      { text: '{$name}, a dockhand who has seen most things wash in,', tags: ['humble', 'job:Dockhand', 'coastal'] },
      {
        text: '{$name}, a shrine keeper who sweeps the steps twice a day,',
        tags: ['humble', 'job:Shrine keeper', 'clergy'],
      },
      { text: '{$name}, a bouncer with a broken nose and a gentle voice,', tags: ['humble', 'job:Bouncer'] },
      {
        text: '{$name}, a brewer whose ale is better than her temper,',
        tags: ['comfortable', 'job:Brewer', 'shop', 'female'],
      },
      {
        text: '{$name}, a carpenter who built half the new houses by the gate,',
        tags: ['comfortable', 'job:Carpenter', 'shop'],
      },
      {
        text: '{$name}, a glassblower with burn scars up both arms,',
        tags: ['comfortable', 'job:Glassblower', 'shop'],
      },
      {
        text: '{$name}, a tailor who dresses the council and knows its secrets,',
        tags: ['comfortable', 'job:Tailor', 'shop'],
      },
      {
        text: '{$name}, a leatherworker with a waiting list a season long,',
        tags: ['comfortable', 'job:Leatherworker', 'shop'],
      },
      { text: "{$name}, a bowyer who once served the old lord's hunt,", tags: ['comfortable', 'job:Bowyer', 'shop'] },
      {
        text: '{$name}, a moneychanger with a scale on every table,',
        tags: ['comfortable', 'job:Moneychanger', 'shop'],
      },
      { text: '{$name}, a stablemaster who keeps the post horses,', tags: ['comfortable', 'job:Stablemaster', 'shop'] },
      {
        text: '{$name}, a barber-surgeon who has stitched up most of the town,',
        tags: ['comfortable', 'job:Barber-surgeon', 'shop'],
      },
      {
        text: '{$name}, a temple healer who has run out of remedies,',
        tags: ['comfortable', 'job:Temple healer', 'clergy'],
      },
      {
        text: '{$name}, an archivist who has found something in the town rolls,',
        tags: ['comfortable', 'job:Archivist'],
      },
      {
        text: '{$name}, a scribe who writes letters for half the town and reads them all,',
        tags: ['comfortable', 'job:Scribe', 'shop'],
      },
      {
        text: '{$name}, an enchanter who will not say what she sells,',
        tags: ['comfortable', 'job:Enchanter', 'shop', 'female'],
      },
      {
        text: '{$name}, a gem cutter with a loupe screwed into one eye,',
        tags: ['comfortable', 'job:Gem cutter', 'shop'],
      },
      {
        text: '{$name}, an innkeeper whose best rooms have stood empty since it started,',
        tags: ['comfortable', 'job:Innkeeper', 'shop'],
      },
      {
        text: '{$name}, a weaponsmith who has started sleeping at the forge,',
        tags: ['comfortable', 'job:Weaponsmith', 'shop'],
      },
      {
        text: '{$name}, a market warden with a ledger under one arm,',
        tags: ['comfortable', 'job:Market warden', 'office'],
      },
      {
        text: '{$name}, a watch sergeant who has asked to be relieved and been refused,',
        tags: ['comfortable', 'job:Watch sergeant', 'guard', 'office', 'law'],
      },
      {
        text: '{$name}, a priest of the old shrine, wearing his second-best robes,',
        tags: ['comfortable', 'job:Priest', 'clergy', 'male'],
      },
      { text: '{$name}, an impresario whose season has been ruined,', tags: ['comfortable', 'job:Impresario', 'shop'] },
      {
        text: '{$name}, a surveyor newly back from the hills with a nervous twitch,',
        tags: ['comfortable', 'job:Surveyor'],
      },
      {
        text: '{$name}, a bathhouse keeper who hears every rumor first,',
        tags: ['comfortable', 'job:Bathhouse keeper', 'shop'],
      },
      {
        text: '{$name}, a harbormaster who has not closed the harbor in twenty years,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, a banker with a very clean collar and a very tired face,',
        tags: ['wealthy', 'job:Banker', 'merchant'],
      },
      {
        text: '{$name}, a guildmaster who has outlived two rivals and means to outlive a third,',
        tags: ['wealthy', 'job:Guildmaster', 'merchant', 'old'],
      },
      {
        text: '{$name}, the steward of the great house, speaking for a master who will not be named,',
        tags: ['wealthy', 'job:Steward'],
      },
      {
        text: '{$name}, a young noble home from the capital and already bored of it,',
        tags: ['wealthy', 'job:Noble', 'noble', 'young'],
      },
      {
        text: '{$name}, a dowager of an old house who owns three of the farms around town,',
        tags: ['wealthy', 'job:Noble', 'noble', 'landed', 'female', 'old'],
      },
      {
        text: '{$name}, a warehouse master who owns a quarter of the riverfront,',
        tags: ['wealthy', 'job:Warehouse master', 'merchant'],
      },
      { text: '{$name}, a jeweler whose shop has bars on every window,', tags: ['wealthy', 'job:Jeweler', 'merchant'] },
      {
        text: '{$name}, a garrison captain with more paperwork than soldiers,',
        tags: ['wealthy', 'job:Garrison captain', 'guard', 'office', 'law'],
      },
      {
        text: '{$name}, a shipwright whose hulls sail from every harbor on the coast,',
        tags: ['wealthy', 'job:Shipwright', 'merchant', 'ships', 'coastal'],
      },
      {
        text: "A delegation of the town's leading merchants, speaking through {$name},",
        tags: ['wealthy', 'job:Guildmaster', 'merchant', 'many'],
      },
      {
        text: 'A delegation from the fishing cooperative, led by {$name},',
        tags: ['humble', 'job:Sailor', 'many', 'coastal'],
      },
      // Patrons who keep fields or beasts of their own besides their trade (`farmer`).
      {
        text: '{$name}, a potter whose hands are gray with clay to the elbow,',
        tags: ['humble', 'job:Potter', 'shop'],
      },
      {
        text: '{$name}, a joiner who has built half the doors in town and remembers every one,',
        tags: ['humble', 'job:Joiner'],
      },
      {
        text: '{$name}, a candlemaker who smells of tallow and talks of nothing but wicks,',
        tags: ['humble', 'job:Candlemaker', 'shop'],
      },
      { text: '{$name}, a tanner whom everyone can smell before they can see,', tags: ['humble', 'job:Tanner'] },
      {
        text: '{$name}, a gravedigger who sings while working and stops for no one,',
        tags: ['humble', 'job:Gravedigger'],
      },
      {
        text: '{$name}, a courier who has worn out three horses on the post road this year,',
        tags: ['humble', 'job:Courier'],
      },
      {
        text: '{$name}, a barkeep who waters the ale and admits it to nobody,',
        tags: ['humble', 'job:Barkeep', 'shop'],
      },
      {
        text: '{$name}, a fletcher with a goose feather tucked behind one ear,',
        tags: ['humble', 'job:Fletcher', 'shop'],
      },
      {
        text: '{$name}, a tailor who measures everyone by eye and is never wrong,',
        tags: ['comfortable', 'job:Tailor', 'shop'],
      },
      {
        text: '{$name}, a moneychanger who bites every coin, even the ones that change hands in friendship,',
        tags: ['comfortable', 'job:Moneychanger', 'shop'],
      },
      {
        text: '{$name}, a glassblower whose shop window is full of colored floats,',
        tags: ['comfortable', 'job:Glassblower', 'shop'],
      },
      {
        text: '{$name}, a scribe who writes letters for anyone who cannot, and forgets none of them,',
        tags: ['humble', 'job:Scribe'],
      },
      {
        text: '{$name}, the harbormaster, who keeps a logbook older than the harbor wall,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, the harbormaster, who can name every boat in the bay by the shape of its sail,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, a harbormaster with a voice that carries across the whole quay,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, a harbormaster who came up from the oars and has never forgotten it,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, the harbormaster, who fines every captain who moors crooked,',
        tags: ['comfortable', 'job:Harbormaster', 'office', 'coastal'],
      },
      {
        text: '{$name}, a librarian who lends books only to people who can quote from them,',
        tags: ['comfortable', 'job:Librarian'],
      },
      {
        text: '{$name}, the librarian of {$work}, who has sworn never to let a book leave the building,',
        tags: ['comfortable', 'job:Librarian'],
      },
      {
        text: '{$name}, a librarian with spectacles pushed up into a nest of gray hair,',
        tags: ['comfortable', 'job:Librarian', 'old'],
      },
      {
        text: '{$name}, a librarian who has cataloged every scrap of paper in {$work},',
        tags: ['comfortable', 'job:Librarian'],
      },
      {
        text: '{$name}, who sells pickled eggs from a barrow outside the tavern,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, who sells ribbons and pins from a tray slung around the neck,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, a pie seller who knows which houses take two and which take none,',
        tags: ['humble', 'job:Stallholder', 'shop'],
      },
      {
        text: '{$name}, who keeps the fish stall nearest the harbor steps,',
        tags: ['humble', 'job:Stallholder', 'shop', 'coastal'],
      },
      {
        text: '{$name}, a seller of roasted nuts whose cart has stood at the same corner for thirty years,',
        tags: ['humble', 'job:Stallholder', 'shop', 'old'],
      },
      {
        text: '{$name}, a miller whose family still works the strip fields behind the mill,',
        tags: ['humble', 'job:Miller', 'shop', 'farmer'],
      },
      {
        text: '{$name}, a millhand who keeps a cow and two acres of oats on the side,',
        tags: ['humble', 'job:Millhand', 'farmer'],
      },
      {
        text: '{$name}, a gardener who grows the market greens on rented acres outside the wall,',
        tags: ['humble', 'job:Gardener', 'farmer'],
      },
      {
        text: '{$name}, a groom from a farming family who goes home for every harvest,',
        tags: ['humble', 'job:Groom', 'farmer'],
      },
      {
        text: '{$name}, an herb gatherer whose family keeps sheep on the common,',
        tags: ['humble', 'job:Herb gatherer', 'farmer'],
      },
      {
        text: '{$name}, a butcher who raises his own pigs and a few cattle on the family holding,',
        tags: ['humble', 'job:Butcher', 'shop', 'farmer', 'male'],
      },
      {
        text: '{$name}, a brewer who grows her own barley on the family acres,',
        tags: ['comfortable', 'job:Brewer', 'shop', 'farmer', 'female'],
      },
      {
        text: '{$name}, a stallholder who sells the eggs, cheese and honey of her own smallholding,',
        tags: ['humble', 'job:Stallholder', 'shop', 'farmer', 'female'],
      },
    ]),
  ),
  guildTrade: ['Vintners', 'Goldsmiths', 'Cartographers', 'Silk Weavers', 'Shipping Factors', 'Apothecaries'],
  // Each line tells its verb (`says:<verb>`), so the reason drawn after it does not say it again.
  patronLine: [
    { text: '{$patron} asks for help {patronWhy}.', tags: ['says:ask'] },
    { text: '{$patron} comes asking {patronWhy}.', tags: ['says:ask'] },
    { text: '{$patron} wants this settled quickly {patronWhy}.', tags: ['says:want'] },
    { text: '{$patron} seeks out the party {patronWhy}.', tags: ['says:seek'] },
    { text: '{$patron} begs the party to look into it {patronWhy}.', tags: ['says:beg'] },
  ],
  patronWhy: withoutEcho([
    // Only of one who lives by trade, and of trouble that would keep trade away.
    // Trouble that keeps trade away is already known: the fear is of its lasting, not of word getting out.
    { text: 'because if it drags on, trade will dry up before winter', requires: ['trade', 'hurts-trade'] },
    'because the last people they asked took the money and ran',
    { text: 'because the local lord has made it clear he will do nothing', excludes: ['landed', 'lord'] },
    'because a fortune teller named the party in a reading last week',
    { text: 'because they made a promise at a deathbed and they intend to keep it', excludes: ['many'] },
    'because they are quietly responsible for how it all started',
    {
      text: 'because they owe money to someone who will not wait, and the trouble has stopped their trade',
      requires: ['shop', 'hurts-trade'],
    },
    { text: 'because the trouble sits squarely on land they hope to buy', requires: ['wilds', '!humble'] },
    'because their rival has been telling the whole town they are too frightened to act',
    { text: 'because no one in town will go near the place after dark', requires: ['delve'] },
    {
      text: 'because they have a debt of honor to the families of the missing',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'because they dreamed of it three nights running and they cannot sleep',
      excludes: ['sleepless', 'many'],
    },
    {
      text: 'because it happened on their watch, and their reputation will not survive a second time',
      requires: ['office'],
    },
    // Only one with a say at the council: not a laborer behind on the rent, nor a passing visitor.
    { text: 'because they need proof, not rumors, before the council meets', excludes: ['humble', 'visitor'] },
    // Grown kin go missing only where grown people do; where children walk out, it is the patron's own child.
    {
      text: 'because their {kin} was among the first to go missing',
      requires: ['people-missing', 'one-by-one'],
      excludes: ['many', 'children-missing'],
    },
    {
      text: 'because their youngest was among the first to walk out into the night',
      requires: ['children-missing'],
      // Neither a youth nor one whose children are long grown.
      excludes: ['many', 'young', 'old'],
    },
    {
      text: 'because their {kin} went to look and has not come back either',
      requires: ['people-missing'],
      excludes: ['many'],
    },
    {
      text: 'because they were the last to speak with the missing, and half the town suspects them',
      requires: ['people-missing'],
      excludes: ['one-missing', 'many'],
    },
    { text: 'because they promised a grieving family answers by the next new moon', requires: ['people-missing'] },
    { text: 'because the council has given them until the end of the month to fix it', requires: ['office'] },
    { text: 'because they spoke up at the town meeting, and now they have to follow through', excludes: ['visitor'] },
    { text: 'because they promised the neighbors an answer by the end of the week', excludes: ['visitor'] },
    'because they were the first to notice, and nobody believed a word of it',
    { text: 'because the town took them in years ago, and this is their chance to repay it', excludes: ['visitor'] },
    {
      text: 'because they have kept a careful record of it from the first day, and nobody else has',
      excludes: ['many'],
    },
    'because they have run out of people to ask who are not already afraid',
    { text: 'because they have lost two nights of sleep and a good friend to it already', excludes: ['sleepless'] },
    {
      text: 'because they stand to lose everything they have built if it goes on',
      requires: ['shop', 'hurts-trade'],
    },
    { text: 'because the watch laughed them out of the guardhouse', excludes: ['office', 'noble'] },
    {
      text: 'because they saw something they cannot explain, and they want someone else to see it too',
      requires: ['magic'],
      excludes: ['many'],
    },
    {
      text: 'because the temple told them to pray and they are tired of praying',
      requires: ['magic'],
      excludes: ['clergy'],
    },
    {
      text: 'because their customers have started going to the next town instead',
      requires: ['shop', 'hurts-trade'],
    },
    { text: 'because they are sure it is connected to an old wrong they once did', excludes: ['many'] },
    { text: 'because their own name is being whispered as the culprit', requires: ['mystery'] },
    "because the lord's agent arrives next week and will blame whoever is nearest",
    {
      text: 'because they were once an adventurer, and they know they are too old to go themselves',
      requires: ['old'],
    },
    // One who already holds a post answers for it by office, not by a vote of the neighbors.
    {
      text: 'because their neighbors have elected them to do something about it',
      excludes: ['visitor', 'office', 'noble'],
    },
    'because a sealed letter told them to, and they do not know who wrote it',
    { text: 'because they have a wedding in the family next month and will not have it spoiled', excludes: ['many'] },
    {
      text: "because their insurance with the merchants' guild does not cover curses",
      requires: ['curse', 'merchant'],
    },
    'because nobody else will pay, and somebody has to',
    // Only of one who is new here: a porter for half the merchants or a gardener who knows the household is not.
    { text: 'because the trouble started the day they arrived in town', requires: ['visitor'] },
    { text: 'because they recognize the handiwork, and they hope they are wrong', requires: ['mystery'] },
    {
      text: 'because they have a buyer lined up who will walk away at the first whisper of trouble',
      requires: ['shop'],
    },
    {
      text: 'because their apprentice wants to try alone, and they would rather pay professionals',
      requires: ['shop'],
      excludes: ['young'],
    },
    'because a rival has offered to solve it for a price nobody can pay',
    {
      text: 'because the old stories say it happens every forty years and they remember the last time',
      requires: ['magic', 'old'],
    },
    // Only of one who lives by trade: a gardener's wage does not ride the road.
    { text: 'because their livelihood depends on the road staying open', requires: ['road-closed', 'trade'] },
    { text: 'because they are too proud to ask the baron, and too frightened to ignore it', excludes: ['landed'] },
    { text: 'because they have just inherited a share in the place, trouble and all', requires: ['premises'] },
    { text: 'because they lost a bet and this is the forfeit', excludes: ['many'] },
    { text: 'because the last time nobody acted, half the valley paid for it', excludes: ['visitor'] },
    'because a priest they trust named the party as people who could be relied on',
    {
      text: 'because the harvest festival is in a fortnight and the town cannot cancel it',
      requires: ['farm'],
      excludes: ['deadline'],
    },
    // A seat on the council is not for a hired guard or a gravedigger.
    {
      text: 'because their rival on the council is using it against them',
      excludes: ['visitor', 'humble', 'many'],
    },
    {
      text: 'because someone is leaving them notes about it, and the notes are getting closer',
      requires: ['culprit'],
    },
    'because they know more than they are telling, and they hope the party will not ask',
    {
      text: 'because the guild has threatened to revoke their charter if it is not dealt with',
      requires: ['road', 'shop', '!humble'],
    },
    // Only of trouble the town does not know of yet, not of a flood or a public quarrel.
    { text: 'because they want it done quietly, before the gossips hear', requires: ['hushed'] },
    'because they believe the party is the answer to a prophecy, and will not be told otherwise',
    'because they feel responsible, and they are not entirely wrong',
    { text: 'because a child in their care keeps drawing pictures of it', requires: ['magic'], excludes: ['many'] },
    {
      text: 'because their goods are rotting in a warehouse they cannot reach',
      requires: ['road-closed', 'merchant'],
    },
    {
      text: 'because the missing include the only person who knew where the family money was hidden',
      requires: ['people-missing'],
      excludes: ['one-missing', 'children-missing'],
    },
    {
      text: 'because they argued with one of the missing the night before, and said things they regret',
      requires: ['people-missing'],
      excludes: ['one-missing', 'many'],
    },
    {
      text: 'because they sold supplies to the travelers who never arrived, and they feel they sent those travelers off to die',
      requires: ['people-missing', 'road'],
    },
    {
      text: 'because the thing has already killed their dog, and they will not wait to find out who is next',
      requires: ['creature'],
    },
    // One pair of eyes: never a guild or a delegation.
    {
      text: 'because they saw it up close once, and cannot stop seeing it',
      requires: ['creature'],
      excludes: ['many'],
    },
    { text: 'because the last hunters they hired came back empty-handed and pale', requires: ['creature'] },
    { text: 'because the dead have started asking for them by name', requires: ['undead'] },
    {
      text: 'because they saw the burial with their own eyes, and they know it was done properly',
      requires: ['undead'],
    },
    {
      text: 'because they know what was done to the dead, and they fear it is being paid back',
      requires: ['undead'],
    },
    {
      text: 'because they were meant to be keeping watch the night it happened, and they will be blamed',
      requires: ['theft', 'guard'],
    },
    { text: 'because they know what the stolen goods are worth to the wrong buyer', requires: ['theft', 'goods'] },
    // Only of one who lives here and has something to lose: not a sailor passing through.
    {
      text: 'because they were robbed too, and they have said nothing out of shame',
      requires: ['theft'],
      excludes: ['visitor'],
    },
    {
      text: 'because the watch has already arrested the wrong person, and that person is their friend',
      requires: ['crime'],
      excludes: ['law'],
    },
    { text: 'because they are sure someone in the watch is in on it', requires: ['crime'], excludes: ['law'] },
    { text: 'because a forged paper with their own signature on it is part of the scheme', requires: ['crime'] },
    {
      text: "because whoever settles it will have the council's ear, and they mean it to be them",
      requires: ['intrigue'],
    },
    {
      text: 'because they owe their position to someone who will fall if it is not settled',
      requires: ['intrigue'],
      excludes: ['humble'],
    },
    { text: 'because the last wizard they paid made it worse and then left town', requires: ['magic'] },
    {
      text: 'because they touched it, and their fingertips have been cold ever since',
      requires: ['magic', 'relic'],
      excludes: ['many'],
    },
    { text: 'because a curse on the town is a curse on their trade', requires: ['curse', 'shop'] },
    // Only when the crops themselves spoil, and only when beasts are taken or killed.
    { text: 'because another week of this and the harvest is lost', requires: ['crops'] },
    { text: 'because their few animals are all they own', requires: ['livestock', 'humble'] },
    { text: 'because half their trade comes by water and none has come this week', requires: ['water', 'shop'] },
    { text: 'because their wagons have to travel that way next week', requires: ['road-closed', 'merchant'] },
    { text: 'because their grandfather helped to seal that place, and told them why', requires: ['delve'] },
    {
      text: 'because they have a claim to whatever lies inside, and they intend to press it',
      requires: ['delve', '!humble'],
    },
    { text: 'because their faith teaches that such signs must be answered, not ignored', requires: ['faith'] },
    {
      text: 'because the temple will not act, and they cannot bear to wait on it',
      requires: ['faith'],
      excludes: ['clergy'],
    },
    {
      text: 'because they think they know who is behind it, and they need someone else to prove it',
      requires: ['mystery'],
    },
    {
      text: 'because whoever is behind it once did them a great kindness, and they want it stopped gently',
      requires: ['culprit'],
    },
    { text: 'because the day is almost here and the whole town will be watching', requires: ['deadline'] },
    {
      text: 'because the animals knew something was wrong before anyone, and they trust animals more than people',
      requires: ['animals'],
    },
    { text: 'because the watch cannot be seen to fail twice', requires: ['law'] },
    // The temple answers for what is the temple's: its faithful and its dead, not a lost caravan.
    { text: "because the temple's good name depends on it", requires: ['clergy', 'faith'] },
    {
      text: "because the dead are the temple's charge, and someone has made a mockery of them",
      requires: ['clergy', 'undead'],
    },
    {
      text: 'because a house as old as theirs does not ask for help lightly, and will not ask twice',
      requires: ['noble'],
    },
    {
      text: 'because every day it goes on costs them money they can count to the copper',
      requires: ['merchant', 'hurts-trade'],
    },
    { text: 'because they are young, and nobody in town will listen to them', requires: ['young'] },
    { text: 'because they are old enough to remember the last time, and nobody else is', requires: ['old', 'magic'] },
    {
      text: 'because the tracks lead past their door, and they would rather someone else followed those tracks',
      requires: ['trail'],
    },
    {
      text: 'because the boats will not go out until it is settled, and the town lives on the boats',
      requires: ['sea'],
    },
    { text: 'because their tenants are threatening to leave the land', requires: ['landed', 'farm'] },
    // Any patron, any trouble, told in other shapes than "because".
    'out of plain stubbornness, having been told twice to let it lie',
    'since nobody else in town has offered so much as a copper',
    'on the advice of a cousin who once hired adventurers and never regretted it',
    { text: 'after a sleepless week of hoping it would stop by itself', excludes: ['sleepless'] },
    { text: 'because they cannot stand to watch the town pretend nothing is wrong', excludes: ['hushed'] },
    { text: 'because they lost a brother to something like this long ago', excludes: ['many'] },
    { text: 'for the sake of a promise made to a friend who is no longer here', excludes: ['many'] },
    {
      text: 'because they are the only one in town with the coin and the nerve to hire anyone',
      excludes: ['humble', 'many', 'visitor'],
    },
    'with the hard look of someone who has already been let down twice',
    'because they have heard the party can be trusted to keep quiet',
    { text: 'now that the watch has written it off as idle talk', excludes: ['law', 'office'] },
    {
      text: 'after drawing the short straw at a meeting of the neighbors',
      excludes: ['visitor', 'office', 'noble', 'many'],
    },
    'because they have a feeling this is only the beginning',
    { text: 'because they would sooner pay strangers than owe a favor to anyone in town', excludes: ['visitor'] },
    {
      text: 'because they once did nothing when it mattered, and they have not forgiven themselves',
      excludes: ['many'],
    },
    'since the party looks like people who have seen worse',
    { text: 'because they know exactly how it will be blamed on them if it goes on', excludes: ['many'] },
    {
      text: 'because their family has lived here for nine generations, and they mean to see a tenth',
      excludes: ['visitor', 'many'],
    },
    'because they have put off dealing with it for too long already',
    { text: 'because the priest called it none of their business, and they do not agree', excludes: ['clergy'] },
    // Trade, office, temple and house.
    {
      text: 'because their best customer has stopped coming, and the next best is thinking about it',
      requires: ['shop', 'hurts-trade'],
    },
    { text: 'because their shop has not taken a copper all week', requires: ['shop', 'hurts-trade'] },
    { text: 'because their creditors will not care whose fault it was', requires: ['trade', 'hurts-trade'] },
    {
      text: 'because they have a ship due in next week and nowhere safe to land its cargo',
      requires: ['ships', 'sea'],
    },
    { text: 'because their partners in the capital are starting to wonder aloud', requires: ['merchant'] },
    {
      text: 'because a merchant who cannot deliver on a promise does not stay a merchant long',
      requires: ['merchant', 'road-closed'],
    },
    { text: 'because the council will hold them responsible whatever happens', requires: ['office'] },
    {
      text: 'because their superiors have already written once, and will not write twice',
      requires: ['law'],
    },
    { text: 'because the watch is spread too thin to spare a single pair of boots', requires: ['law'] },
    { text: 'because the law must be seen to reach even here', requires: ['law', 'crime'] },
    { text: 'because their prayers have gone unanswered for nine nights running', requires: ['clergy'] },
    {
      text: 'because the faithful are frightened, and frightened faithful stop coming',
      requires: ['clergy', 'faith'],
    },
    { text: 'because the rites say nothing about anything like this', requires: ['clergy', 'magic'] },
    { text: 'because a holy place defiled is a wound on the whole town', requires: ['faith', 'crime'] },
    { text: "because their family's name is already being whispered in the taverns", requires: ['noble', 'mystery'] },
    {
      text: 'because a house that cannot keep its own land safe will not keep it long',
      requires: ['landed', 'wilds'],
    },
    {
      text: 'because their tenants look to the house for protection, and the house has none to give',
      requires: ['landed', 'noble'],
    },
    {
      text: 'because their father would have dealt with it himself, and they mean to do no less',
      requires: ['noble', 'young', 'male'],
    },
    {
      text: 'because every copper they own is in the little house they live in',
      requires: ['humble'],
      excludes: ['many', 'visitor'],
    },
    {
      text: 'because the better-off families have already left, and they cannot afford to',
      requires: ['humble', 'hurts-trade'],
      excludes: ['hushed', 'visitor'],
    },
    { text: 'because nobody who matters has listened to a word they have said', requires: ['humble'] },
    { text: 'because they mean to prove they are more than the town thinks', requires: ['young'] },
    {
      text: 'because their grandmother made them promise to look after the town',
      requires: ['young'],
      excludes: ['visitor', 'many'],
    },
    { text: 'because they have outlived everyone else who would have dealt with it', requires: ['old'] },
    { text: 'because they would like to see it ended while they are still here to see it', requires: ['old'] },
    {
      text: 'because they are stuck here until it is settled, and they have business elsewhere',
      requires: ['visitor', 'road-closed'],
    },
    { text: 'because the town has been kind to a stranger, and they pay their debts', requires: ['visitor'] },
    { text: 'because the others outvoted the cautious ones at last', requires: ['many'] },
    { text: 'because they have argued it over for a week and agree on nothing else', requires: ['many'] },
    // What the hook tells of.
    {
      text: 'because they sat up with the families of the missing last night, and they have no comfort left to offer',
      requires: ['people-missing'],
      excludes: ['one-missing', 'many'],
    },
    {
      text: 'because the missing owe them money, and they would rather have both back',
      requires: ['people-missing'],
      excludes: ['one-missing', 'children-missing'],
    },
    {
      text: 'because they cannot sleep for thinking of the missing out in the cold',
      requires: ['people-missing'],
      excludes: ['one-missing', 'sleepless'],
    },
    {
      text: 'because the one who vanished was kind to them when nobody else was',
      requires: ['one-missing'],
      excludes: ['many'],
    },
    {
      text: 'because they were to have met the one who vanished that very evening',
      requires: ['one-missing'],
      excludes: ['many', 'visitor'],
    },
    {
      text: 'because they taught the missing children their letters',
      requires: ['children-missing'],
      excludes: ['many'],
    },
    { text: 'because the thing has been seen outside their own window', requires: ['creature'], excludes: ['many'] },
    { text: 'because they have heard what it does to those it catches', requires: ['creature'] },
    {
      text: 'because it grows bolder each week, and soon it will be in the streets',
      requires: ['creature', 'wilds'],
    },
    { text: 'because the dead should stay buried, and everyone in town knows it', requires: ['undead'] },
    {
      text: 'because they buried someone dear last year and will not have that grave disturbed',
      requires: ['undead', 'graves'],
      excludes: ['many', 'visitor'],
    },
    {
      text: 'because the strangeness has started to touch their own family',
      requires: ['magic'],
      excludes: ['many'],
    },
    { text: 'because they have read enough old books to be frightened', requires: ['magic'] },
    { text: 'because the hedge witch they trust has gone very quiet about it', requires: ['magic'] },
    {
      text: 'because they were warned of it in a dream years ago and laughed it off',
      requires: ['magic'],
      excludes: ['many', 'young'],
    },
    { text: 'because they know a spell when they see one, and nobody else in town does', requires: ['spell'] },
    {
      text: 'because they think they know who laid the spell, and they are afraid of being right',
      requires: ['spell'],
      excludes: ['culprit'],
    },
    { text: 'because the curse has already reached their own door', requires: ['curse'], excludes: ['many'] },
    { text: 'because a cursed town is a town nobody marries into', requires: ['curse'] },
    {
      text: 'because whatever it is has looked at them, and they have not felt warm since',
      requires: ['presence'],
      excludes: ['many'],
    },
    { text: 'because what was taken was in their keeping', requires: ['theft', 'guard'] },
    { text: 'because they are sure the thief will come back for more', requires: ['theft', 'culprit'] },
    {
      text: 'because a thief who is not caught will be robbing their neighbors next',
      requires: ['theft', 'culprit'],
      excludes: ['visitor'],
    },
    { text: 'because they have seen the law fail here before', requires: ['crime'], excludes: ['law'] },
    {
      text: 'because they have a fair idea who profits by it, and it frightens them',
      requires: ['crime', 'culprit'],
    },
    {
      text: 'because the guilty will go free unless someone from outside looks into it',
      requires: ['crime', 'culprit'],
    },
    { text: 'because whoever wins this quarrel will remember who stood aside', requires: ['sides'] },
    {
      text: 'because they were offered a bribe to leave it alone, which told them enough',
      requires: ['intrigue', 'crime'],
    },
    {
      text: 'because a friend on the council has quietly told them to find outsiders',
      requires: ['intrigue'],
      excludes: ['many', 'visitor', 'humble'],
    },
    { text: 'because the pilgrims bring coin and trouble in equal measure', requires: ['faith', 'shop'] },
    { text: 'because the weather-wise say it will get worse before the solstice', requires: ['nature'] },
    { text: 'because their fields lie right in its path', requires: ['farm', 'landed'] },
    { text: 'because a farming town that loses a season loses a year', requires: ['farm', 'hurts-trade'] },
    {
      text: 'because the town lives by the water, and the water has turned against it',
      requires: ['water', 'nature'],
    },
    { text: 'because the fleet will go hungry before spring if the boats stay in', requires: ['sea', 'hurts-trade'] },
    {
      text: 'because travelers have started to speak of the town as a place to avoid',
      requires: ['road', 'hurts-trade'],
    },
    {
      text: 'because the next caravan is due within the week and will ride straight into it',
      requires: ['road-closed'],
    },
    {
      text: 'because they played near that place as a child, and they know the way in',
      requires: ['delve'],
      excludes: ['visitor', 'many'],
    },
    { text: 'because things from that place have started turning up in town', requires: ['delve', 'magic'] },
    {
      text: 'because they have known the people who run that place all their life',
      requires: ['premises'],
      excludes: ['visitor', 'many'],
    },
    { text: 'because there are only days left, and they have wasted two already', requires: ['deadline'] },
    { text: 'because they gave their word it would be settled before the day', requires: ['deadline'] },
    {
      text: 'because the wrong person will hang for it if nobody finds the right one',
      requires: ['mystery', 'crime'],
    },
    { text: 'because every suspect is a friend of theirs', requires: ['mystery'], excludes: ['visitor'] },
    {
      text: 'because they would like a word with whoever is doing it, preferably through bars',
      requires: ['culprit', 'crime'],
    },
    { text: 'because the trail is still fresh, and every hour cools it', requires: ['trail'] },
    {
      text: "because the herds are the town's wealth, and the town grows poorer by the night",
      requires: ['livestock'],
    },
    { text: 'because a town without bread by midwinter does not see the spring', requires: ['crops'] },
    { text: 'because they trust nobody in town with the secret', requires: ['hushed'] },
    'on the strength of a story about the party told in the last town',
    'because a sensible person pays for help before it costs more',
    { text: 'because they have never trusted anything they could not explain', requires: ['magic'] },
    { text: 'having lost an argument with their own conscience', excludes: ['many'] },
    'because the only other choice is to do it themselves, and they know their limits',
    { text: 'because her late husband would have wanted it done properly', requires: ['female', 'old'] },
    { text: 'because his late wife would have made him do it', requires: ['male', 'old'] },
    'because a traveler at the tavern said the party had done this sort of thing before',
    'with a neat list of what they know, which is not much',
    'because they are the sort who finishes what somebody else started',
    { text: 'in a whisper, after glancing twice at the door', excludes: ['many'] },
    { text: 'because they would rather lose the money than the sleep', excludes: ['sleepless'] },
    'because a cousin in the watch swore the party could be trusted',
    { text: 'because the town will look to them for an answer either way', requires: ['office'] },
    'after three days of trying to talk the neighbors into it and failing',
    // More that follow from the hook.
    { text: 'because what was taken was promised to their own customers', requires: ['theft', 'goods', 'shop'] },
    {
      text: 'because the thief knew exactly where to look, which means someone talked',
      requires: ['theft', 'culprit'],
    },
    {
      text: 'because a magistrate who cannot see this should not be a magistrate',
      requires: ['crime'],
      excludes: ['law'],
    },
    {
      text: 'because the guilty are laughing at the watch, and the whole town can hear it',
      requires: ['crime', 'law', 'culprit'],
    },
    {
      text: 'because they have been promised a seat on the council if it is settled well',
      requires: ['intrigue'],
      excludes: ['office', 'humble', 'visitor', 'many'],
    },
    { text: 'because a rival house is waiting for their family to stumble', requires: ['intrigue', 'noble'] },
    {
      text: 'because they recognized a face among the dead',
      requires: ['undead', 'many-dead'],
      excludes: ['visitor', 'many'],
    },
    {
      text: 'because it spoke to them in the voice of someone they buried',
      requires: ['undead'],
      excludes: ['many', 'visitor', 'many-dead'],
    },
    {
      text: 'because their brother went out after it with a boar spear and came back without the spear',
      requires: ['creature', 'wilds'],
      excludes: ['many'],
    },
    { text: 'because the herders are ready to burn the woods to be rid of it', requires: ['creature', 'livestock'] },
    {
      text: 'because the tracks circled their house twice before heading off',
      requires: ['beast', 'trail'],
      excludes: ['many'],
    },
    {
      text: 'because a map of that place has been in their family for a century, and nobody has dared to use it',
      requires: ['delve'],
      excludes: ['visitor', 'many'],
    },
    {
      text: 'because the drowned are kin to half the town, and the sea owes them an answer',
      requires: ['sea', 'undead'],
    },
    { text: 'because the almanac has nothing like it in three hundred years of weather', requires: ['nature'] },
    { text: 'because their storehouse is full of grain that nobody will buy', requires: ['crops', 'trade'] },
    { text: 'because their tenants will be begging by spring', requires: ['farm', 'landed'] },
    {
      text: 'because they know a collector who would pay a fortune for the thing, and they would rather it went nowhere',
      requires: ['relic'],
    },
    {
      text: 'because the thing has started turning up in their dreams',
      requires: ['relic', 'magic'],
      excludes: ['many'],
    },
    { text: 'because one word in the wrong ear would ruin a family they are fond of', requires: ['hushed'] },
    { text: 'because the day cannot be moved, and the guests are already on the road', requires: ['deadline'] },
    {
      text: 'because they found the last footprints, and they cannot stop thinking about where those led',
      requires: ['people-missing', 'trail'],
      excludes: ['many'],
    },
    {
      text: 'because the one who vanished still owes them an answer, and they mean to have it',
      requires: ['one-missing'],
      excludes: ['many'],
    },
    {
      text: 'because they hear the humming too, late at night, and they are frightened of where it leads',
      requires: ['children-missing'],
      excludes: ['many'],
    },
    { text: 'because the saint they serve would expect no less', requires: ['faith', 'clergy'] },
    { text: 'because they were in that building the night it began', requires: ['premises'], excludes: ['many'] },
    {
      text: 'because they once paid a hedge wizard for a charm very like this, and it went badly',
      requires: ['spell'],
    },
    { text: 'because a curse left alone only spreads', requires: ['curse'] },
    {
      text: 'because it has started leaving small gifts on their doorstep',
      requires: ['presence', 'magic'],
      excludes: ['many'],
    },
    {
      text: 'because the guilty one is surely someone they pass in the street every day',
      requires: ['mystery'],
      excludes: ['visitor'],
    },
    {
      text: 'because they caught a glimpse of whoever is doing it, and whoever it was saw them too',
      requires: ['culprit'],
      excludes: ['many', 'hushed'],
    },
    {
      text: 'because every idle day costs the whole town, and the town is not rich',
      requires: ['hurts-trade'],
      excludes: ['hushed'],
    },
    {
      text: 'because they have one cow, and they would like to keep her',
      requires: ['livestock', 'humble'],
      excludes: ['many'],
    },
    { text: "because the lord's way of settling it would be worse than the trouble", requires: ['lord'] },
    {
      text: 'because the last time something like this happened, nobody here lifted a finger, and they remember the price',
      excludes: ['visitor'],
    },
    {
      text: 'because their late mother made them promise never to let the town go the way of the last one',
      excludes: ['many'],
    },
    {
      text: 'because the tax assessors arrive in a month and the town cannot afford to look troubled',
      excludes: ['humble'],
    },
    {
      text: 'since the watch captain told them, in so many words, to hire someone',
      excludes: ['law', 'guard', 'office'],
    },
    {
      text: 'because they have a daughter who will marry soon, and they will not have her start life in a frightened town',
      excludes: ['many', 'young'],
    },
    {
      text: 'because it started the week they moved into their new house, and the neighbors have noticed',
      excludes: ['many', 'visitor'],
    },
    'because a traveling friar told them that help would come from strangers',
    { text: 'because their grandfather kept a journal that mentions something very like it', excludes: ['many'] },
    {
      text: 'because they are the only one in town who can read the old records, and the records worry them',
      excludes: ['many'],
    },
    'out of pure fright, though they would never say so',
    'since every other door in town has closed in their face',
    { text: "because the town's children follow them about asking what is to be done", excludes: ['visitor'] },
    { text: 'because they were born here and mean to be buried here, and not early', excludes: ['visitor', 'many'] },
    'because word is the party turned down a worse job, and they would like to know why',
    { text: 'because their hands have started to shake whenever they pass the place', excludes: ['many'] },
    { text: 'because the priest told them to stop praying about it and start paying', excludes: ['clergy'] },
    {
      text: 'because the coins set aside for the dowry were burning a hole in the chest anyway',
      excludes: ['many', 'young'],
    },
    'since it is plain that waiting has made it worse',
    {
      text: 'because they lost a wager with a neighbor and this is the forfeit',
      excludes: ['many', 'office', 'noble', 'visitor'],
    },
    {
      text: 'because there is talk of leaving, and they will not be the last family here',
      excludes: ['visitor', 'many'],
    },
    { text: 'because they found something in their own yard that does not belong to this world', requires: ['magic'] },
    'because a stranger knocked at their door at midnight and told them to find the party',
    'because their rival would be glad to see it go on forever',
    'because someone they trusted has started lying to them about it',
    'because they would rather spend their savings than their nerve',
    { text: 'out of loyalty to a town that has not always been loyal to them', excludes: ['visitor'] },
    { text: 'because their apprentice quit rather than go near it', requires: ['premises'] },
    { text: 'since their customers have started asking why nothing is being done', requires: ['trade', 'hurts-trade'] },
    { text: 'because their gray cat has not come home since it began', excludes: ['many', 'animals'] },
    {
      text: 'because they have been having the same dream as the rest of the street, and they are tired of it',
      requires: ['magic'],
      excludes: ['sleepless', 'many'],
    },
    'because somebody must, and they have never been good at waiting for somebody',
    { text: 'because their name was on a list they were not meant to see', requires: ['culprit'] },
    {
      text: 'because they are sure they know who is doing it, and nobody will listen',
      requires: ['culprit', 'mystery'],
      excludes: ['law'],
    },
    {
      text: 'because they have come to suspect their own brother-in-law, and cannot bear to be right',
      requires: ['culprit', 'mystery'],
      excludes: ['many'],
    },
    { text: 'because the thief left a note addressed to them by name', requires: ['theft'], excludes: ['many'] },
    { text: 'because what was taken was in their keeping when it went', requires: ['theft'], excludes: ['many'] },
    {
      text: 'because they have seen it twice now, and the second time it saw them',
      requires: ['presence'],
      excludes: ['many'],
    },
    {
      text: 'because the dead were their neighbors once, and deserve better',
      requires: ['undead'],
      excludes: ['visitor'],
    },
    { text: 'because the road is their living, and the road is shut', requires: ['road-closed', 'trade'] },
    {
      text: 'because the lord has promised help and sent nothing but a letter',
      requires: ['lord'],
      excludes: ['landed', 'noble'],
    },
    {
      text: 'because the lord has quietly asked them to find someone who is not his man',
      requires: ['lord'],
      excludes: ['noble'],
    },
    {
      text: 'because their family has farmed the fields at the edge of town for six generations',
      requires: ['farm', 'farmer'],
      excludes: ['visitor', 'wealthy', 'many'],
    },
    {
      text: 'because their sheepdog will not go past the gate anymore',
      requires: ['livestock', 'farmer'],
      excludes: ['many', 'wealthy'],
    },
    {
      text: 'because they once went down into that place as a child and never quite came up again',
      requires: ['delve'],
      excludes: ['many', 'young'],
    },
    { text: 'because the water is what they live by, and the water is wrong', requires: ['water'], excludes: ['many'] },
    { text: 'because the boats are their living and the boats stay in', requires: ['sea'] },
    { text: 'because they have a shipment due the day after the trouble came', requires: ['hurts-trade', 'merchant'] },
    { text: 'because the day is close and they have run out of other plans', requires: ['deadline'] },
    {
      text: 'because one of the missing owes them money, and they would like them alive to pay it',
      requires: ['people-missing'],
      excludes: ['one-missing', 'children-missing'],
    },
    { text: 'because they taught the missing child her letters', requires: ['children-missing'], excludes: ['many'] },
    {
      text: 'because the one who vanished was the only one who ever stood up for them',
      requires: ['one-missing'],
      excludes: ['many'],
    },
    {
      text: 'because the beast took their best ewe and they want its hide',
      requires: ['beast', 'livestock', 'farmer'],
      excludes: ['many', 'wealthy'],
    },
    { text: 'because they have seen its tracks in their own garden', requires: ['creature'], excludes: ['many'] },
    {
      text: "because the shrine's old keeper told them, dying, that this day would come",
      requires: ['faith'],
      excludes: ['many'],
    },
    {
      text: 'because they have kept the accounts, and the accounts do not add up',
      requires: ['crime'],
      excludes: ['many'],
    },
    {
      text: 'because the forgeries carry their own signature',
      requires: ['crime', 'intrigue'],
      excludes: ['many', 'humble'],
    },
    {
      text: 'because the crops are all they have, and the crops are turning',
      requires: ['crops', 'farmer'],
      excludes: ['wealthy', 'many'],
    },
    {
      text: 'because they have an inkling it is a spell, and they would rather hear it from someone who knows',
      requires: ['spell'],
    },
    { text: 'because the curse has already touched their kitchen', requires: ['curse'], excludes: ['many'] },
    { text: 'because they know the place and would rather pay someone else to go back in', requires: ['delve'] },
    'because word has it the party knows the difference between a story and a danger',
    { text: 'because the town elders have talked for a month and done nothing', excludes: ['office', 'noble'] },
    {
      text: "because they have kept a list of everyone who has said 'it will pass', and it is getting long",
      excludes: ['many'],
    },
    'because silence has cost them dearly before',
    { text: 'because they would like to look their neighbors in the eye again', excludes: ['visitor'] },
    { text: 'since there is no one else with both the coin and the nerve', excludes: ['humble'] },
    'with the quiet fury of someone who has been patient long enough',
    {
      text: 'because it is their turn, as the neighbors keep reminding them',
      excludes: ['visitor', 'office', 'noble'],
    },
    "because the town's bad luck has a way of landing on them first",
    "because they once lent a hand when trouble came, and now it is the town's turn to return the favor",
    { text: 'because they can no longer sleep with the shutters open', excludes: ['sleepless', 'many'] },
    {
      text: 'because they know the hills, and they know this is not how the hills behave',
      requires: ['wilds'],
      excludes: ['visitor'],
    },
    { text: 'because even the horses balk at the road now', requires: ['road'] },
    { text: 'because a letter from kin far away asked whether the rumors are true', excludes: ['many'] },
    {
      text: 'because if it reaches the next town before it is settled, no one will buy from them again',
      requires: ['hurts-trade', 'trade'],
      excludes: ['hushed'],
    },
    'because nobody in town will say it plainly, and they have had enough of whispers',
    { text: "because the neighbors' children have stopped playing in the street", excludes: ['visitor'] },
    'because they have watched good people pack up and leave over less',
    { text: 'because they are tired of being afraid in their own home', excludes: ['visitor'] },
    'because a friend who is not here to ask would have wanted it done',
    'because a street singer has started to make a song of it, and it is not a kind song',
    'because they have always been the one who sorts things out, and this one will not sort',
    { text: 'since the council voted to wait, and they voted against', requires: ['office'] },
    { text: 'because the worst of it happens within sight of their window', excludes: ['many'] },
    { text: 'because their youngest has asked them every night whether it is over', excludes: ['many', 'young'] },
    'because there is a reckoning coming, and they would like to be on the right side of it',
    { text: 'because they are sure it is getting worse, and they have the notes to prove it', excludes: ['many'] },
    'because the festival is near and nobody can plan a festival under a shadow',
    {
      text: 'because their customers have started whispering about it at the counter',
      requires: ['shop', 'hurts-trade'],
    },
    { text: 'because nobody trusts the watch with it, and with good reason', excludes: ['law'] },
    'because they are stubborn, and this has made them more so',
  ]),
  kin: [
    'husband',
    'wife',
    'oldest friend',
    'business partner',
    'apprentice',
    'cousin',
    'nephew',
    'niece',
    'betrothed',
    'closest neighbor',
  ],
  complication: [
    'The patron is lying about one important detail, and it is the detail that matters most.',
    'A rival band of adventurers has been hired for the same job and intends to collect first.',
    { text: 'The culprit is sympathetic: they are doing it to protect someone even weaker.', requires: ['culprit'] },
    {
      text: 'The town watch has been paid to look the other way, and they will not appreciate outsiders asking questions.',
      requires: ['crime'],
    },
    'A heavy storm will close the only road in two days, leaving the party on one side or the other.',
    {
      text: 'A druid circle claims the matter as its own business and warns the party off, with thorns if words fail.',
      requires: ['wilds'],
    },
    {
      text: 'Someone the patron loves has been taken as a hostage, and a rushed attack will cost their life.',
      requires: ['people-missing', 'culprit'],
    },
    {
      text: 'Someone close to the patron is in league with whoever is behind it and passes on every plan.',
      requires: ['culprit'],
    },
    'The law forbids carrying weapons in the area, and the bailiff enforces it with enthusiasm.',
    // Only of trouble the whole town sees, and not of a plain crime.
    {
      text: 'Half the locals believe the trouble is a divine punishment and will resist any fix.',
      excludes: ['hushed', 'crime'],
    },
    // The reward is then paid in that currency alone: no horses, land or goods beside it.
    {
      text: 'The reward is promised in a currency that collapses in value halfway through the job.',
      implies: ['coin-only'],
    },
    { text: 'The trail leads onto the land of a noble who does not tolerate trespassers.', requires: ['trail'] },
    'A second, unrelated problem is causing half of the symptoms and muddying every clue.',
    { text: 'The only guide who knows the way is a known thief with a price on his head.', requires: ['wilds'] },
    {
      text: 'The solution requires breaking an old oath the town swore to something in the hills.',
      requires: ['magic'],
    },
    { text: 'A festival floods the town with strangers, any of whom could be involved.', requires: ['mystery'] },
    { text: 'The evidence points to a beloved local figure who is, in fact, innocent.', requires: ['mystery'] },
    'Whoever solves it will inherit a feud with a family that never forgets.',
    "The patron's instructions were written down by a clerk who got the place names wrong.",
    'A plague quarantine seals the district the morning after the party arrives.',
    {
      text: 'The culprit has already fled, leaving a trap and a very convincing scapegoat.',
      requires: ['mystery'],
    },
    'Success means destroying something the patron secretly wants to keep.',
    {
      text: 'A fey bargain binds the place, and anyone who takes anything from it owes a favor in return.',
      requires: ['delve', 'magic'],
    },
    { text: 'The party is mistaken for the very people they were hired to stop.', requires: ['culprit'] },
    'A local priest insists on coming along and will report everything to the bishop.',
    {
      text: 'The only map of the area is forty years old, and a lot has been built and burned since.',
      requires: ['wilds'],
    },
    'The patron dies before the job is done, and the heirs dispute every promise.',
    {
      text: 'There is a deadline: when the moon is full, whatever is happening becomes permanent.',
      requires: ['magic'],
    },
    {
      text: 'What was taken has been cut into pieces and scattered among three buyers.',
      requires: ['theft', 'goods'],
    },
    { text: 'The real threat is larger, and the obvious culprit is only a servant of it.', requires: ['culprit'] },
    'A curious child has followed the party and will not go home.',
    { text: 'Whatever caused the trouble is also keeping something worse asleep.', requires: ['magic'] },
    'The job overlaps with a holy day, and the locals will not lift a finger to help until it ends.',
    'A tax collector arrives the same day and insists on a cut of any reward.',
    "The party's descriptions are already on wanted posters, thanks to a misunderstanding in the last town.",
    'The key witness only speaks an old hill dialect and does not trust strangers.',
    'Someone is following the party, and it is not clear whether they mean to help or to hinder.',
    'The road in is guarded by a toll knight who challenges every armed traveler to a joust.',
    {
      text: 'Both the culprit and the patron want the same thing, and neither will say what it is.',
      requires: ['culprit'],
    },
    {
      text: 'Whoever is behind it turns out to be an enchanted noble, and harming them will start a war.',
      requires: ['mystery', 'magic'],
    },
    "The patron's rival learns of the job and offers the party twice as much to fail.",
    'The only bridge across the river is out, and the ford is guarded by a family who charges by the leg.',
    'Two witnesses tell opposite stories, and both are telling the truth as they saw it.',
    {
      text: 'The culprit turns out to be under the protection of the local temple, which will not give them up.',
      requires: ['culprit'],
    },
    'A wedding feast fills every bed in town, and the party must sleep in a hayloft with a leaking roof.',
    'Halfway through, the patron has a change of heart and asks the party to stop.',
    "The town's only healer has left for a pilgrimage and will not be back for a month.",
    { text: 'Whoever is behind it has an ally inside the town watch.', requires: ['culprit'] },
    'A flood of refugees from the hills arrives, telling stories of something worse coming.',
    { text: "Whoever is behind it has hired a wizard who knows the party's names.", requires: ['culprit'] },
    {
      text: 'The evidence the party needs is locked in a vault that only the absent mayor can open.',
      requires: ['crime'],
    },
    {
      text: 'Locals leave offerings to the very thing causing the trouble and will not let them be disturbed.',
      requires: ['presence'],
    },
    "The party's arrival is taken as an omen, and every bad thing that happens next is blamed on them.",
    'A well-meaning militia of farmers decides to help, loudly and badly.',
    'A second patron appears with an identical request and a very different idea of the right outcome.',
    { text: 'Every map of the place shows a different number of rooms.', requires: ['delve'] },
    { text: 'The trail goes cold at a fairy ring, and crossing it costs something.', requires: ['trail', 'wilds'] },
    { text: 'An old law makes it a crime to enter the place without a priest present.', requires: ['delve'] },
    'The person who knows the truth will only speak after a proper funeral for someone long unburied.',
    // The patron then pays nothing now: no coin counted out on the table, and no poor purse already saved.
    {
      text: 'The reward is real, but the patron does not have it yet and is counting on the job to get it.',
      requires: ['!humble'],
      implies: ['unpaid'],
    },
    { text: 'A rival guild claims the place and sends lawyers before the party arrives.', requires: ['delve'] },
    "A sickness in the party's horses forces them to travel on foot.",
    {
      text: 'Whatever is happening moves, and by the time the party arrives it has moved again.',
      requires: ['trail'],
    },
    { text: 'The culprit is a child, and the town will not forgive anyone who hurts them.', requires: ['mystery'] },
    "The patron's family disapproves of hiring outsiders and makes every step harder.",
    {
      text: 'The thing that went wrong was itself the solution to an older, worse problem.',
      excludes: ['hushed', 'crime'],
    },
    'The local lord insists on an escort of his own men, who report to him nightly.',
    'A traveling bard is following the party, writing a ballad that is already unflattering.',
    { text: 'Every clue points to a person who has been dead for ten years.', requires: ['mystery'] },
    'A thick fog settles over the area each night and does not lift until noon.',
    'Someone has already tried and failed, and their half-finished work made things worse.',
    'The one tool that could end it easily was sold last week to a collector in the capital.',
    {
      text: 'The trouble is protected by a bargain the town made, and breaking it would undo more than one of its blessings.',
      requires: ['magic'],
    },
    'The key witness is terrified of the party because of a resemblance to someone who hurt them.',
    { text: 'A winter storm traps the party with every suspect in one inn.', requires: ['mystery'] },
    {
      text: "The culprit offers a deal that would solve the patron's problem and create another.",
      requires: ['culprit'],
    },
    { text: "The town's tax records, which would show who benefits, burned last spring.", requires: ['crime'] },
    'A feud between two families means whatever one side says, the other denies.',
    {
      text: 'The place is holy to an old faith, and its last keeper forbids anyone armed to enter.',
      requires: ['delve'],
    },
    "The truth would embarrass the patron's family, and they will bury it if they can.",
    'An impostor has been posing as the party and has already collected half the reward.',
    {
      text: 'The trouble is spreading, and the next town over will need the same help by next week.',
      requires: ['magic'],
    },
    {
      text: 'Dwarven miners have a claim under the place and will not allow any digging.',
      requires: ['delve', 'wilds'],
    },
    'Someone in the party receives a letter from home that demands they leave at once.',
    {
      text: 'A reward poster for the culprit is already up, offering more than the patron pays.',
      requires: ['culprit'],
    },
    'The locals speak only a dialect the party barely understands, and they are not keen to help.',
    // Of many dead only (a graveyard, a battlefield), never of one hanged highwayman.
    {
      text: 'Frightened neighbors have already burned every body they could find, and most of the clues with them.',
      requires: ['undead', 'many-dead'],
    },
    // Only a patron well enough off to keep servants.
    { text: "The patron's own servant is quietly undermining the job to keep their post.", requires: ['!humble'] },
    'A religious procession fills the town for three days, and nobody will talk of anything else.',
    {
      text: 'The trouble is at its worst on moonless nights, and the next is nine days away.',
      requires: ['magic'],
    },
    {
      text: 'Something valuable inside has a rightful owner, who arrives halfway through the job.',
      requires: ['delve'],
    },
    { text: 'Whoever helps the party is punished the next morning, so help dries up fast.', requires: ['culprit'] },
    'A retired adventurer in town insists it is their job, and resents being replaced.',
    'The crops must be brought in this week, so nobody can spare a hand or a cart.',
    { text: 'What looks like one culprit is two, who do not know about each other.', requires: ['mystery'] },
    'The patron has hired the party under a false name, and whoever the patron is hiding from is already in town.',
    'The answer lies in an archive whose keeper demands a favor in return.',
    {
      text: 'The culprit is well liked, and the town would rather live with the trouble than lose them.',
      requires: ['culprit'],
    },
    'Nobody here will sell strangers a meal or a bed for coin; the locals trade only in barter, and the party has little they want.',
    {
      text: 'Ravens have been stealing anything shiny from the place, including the one clue that matters.',
      requires: ['delve'],
    },
    {
      text: 'One of the missing walks back into town halfway through the job and will not say where they have been.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'Some of the missing left of their own free will, and they do not want to be found.',
      requires: ['people-missing'],
      excludes: ['one-missing', 'children-missing'],
    },
    {
      text: 'Someone is selling news of the missing to grieving families, and every lead is false.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'The families of the missing have set out on their own search and keep trampling the trail.',
      requires: ['people-missing', 'trail'],
      excludes: ['one-missing'],
    },
    {
      text: 'A ransom note arrives, written in the hand of one of the missing.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'The missing are alive, but bringing them home will break a bargain that keeps the town safe.',
      requires: ['people-missing', 'magic'],
    },
    {
      text: 'The lair lies under the land of a family who would rather lose every cow than let strangers in.',
      requires: ['creature', 'wilds'],
    },
    {
      text: 'A scholar will pay the party double to bring the creature back alive.',
      requires: ['creature'],
    },
    {
      text: 'Whatever is out there is smarter than anyone has admitted, and it has started setting traps of its own.',
      requires: ['creature'],
    },
    {
      text: 'A hunter from the next valley claims the kill in advance and follows the party to make sure of it.',
      requires: ['creature'],
    },
    { text: 'There are young in the lair, and they are hungrier than the adults.', requires: ['creature', 'wilds'] },
    {
      text: 'The lair lies past a rope bridge that will bear only one traveler at a time.',
      requires: ['creature', 'wilds'],
    },
    {
      text: 'The locals have put out poisoned bait, which so far has killed only their own dogs.',
      requires: ['creature'],
    },
    { text: 'Wounding the creature only makes it bolder, and it remembers faces.', requires: ['creature'] },
    {
      text: 'The restless dead were wronged, and they will not lie still until someone names the wrong aloud.',
      requires: ['undead', 'many-dead'],
    },
    {
      text: 'The priest who could lay the dead to rest is the same one who buried them badly in the first place.',
      requires: ['undead', 'many-dead'],
    },
    {
      text: 'Disturbing a grave is a hanging offense here, whatever is climbing out of it.',
      requires: ['undead', 'graves'],
    },
    { text: 'Every night the dead return there are a few more of them.', requires: ['undead', 'many-dead'] },
    {
      text: "One of the restless dead is the patron's own grandfather, and the patron will not have him harmed.",
      requires: ['undead', 'many-dead'],
    },
    {
      text: 'The stolen goods have changed hands twice already, and the latest owner bought them honestly.',
      requires: ['theft', 'goods'],
    },
    {
      text: 'The thief has left a note offering to return everything, for a price the patron cannot pay.',
      requires: ['theft', 'culprit'],
    },
    {
      text: 'What was stolen had itself been stolen long ago, and its first owners want it back.',
      requires: ['theft'],
    },
    {
      text: 'A fence in the next town will sell the goods back, but only to someone with a criminal reputation.',
      requires: ['theft', 'goods'],
    },
    {
      text: 'The thief took something else as well, something the patron never mentioned and badly wants back.',
      requires: ['theft'],
    },
    {
      text: "A forged letter in the patron's own hand is making the rounds, and the watch believes it.",
      requires: ['crime'],
    },
    {
      text: 'The only witness is in prison for a crime they did not commit, and the magistrate will not hear an appeal.',
      requires: ['crime'],
    },
    {
      text: 'Whoever is behind it already holds a pardon, signed and sealed and dated next week.',
      requires: ['crime', 'culprit'],
    },
    {
      text: "Half the clerks in the magistrate's office have been bribed, and nobody knows which half.",
      requires: ['crime'],
    },
    {
      text: 'The guilty party wears the uniform of the watch, and the watch closes ranks.',
      requires: ['crime', 'culprit'],
    },
    {
      text: 'A crime lord in the next city considers the matter his business and sends a polite warning.',
      requires: ['crime'],
    },
    {
      text: 'Two factions on the council each want it settled in a way that ruins the other.',
      requires: ['intrigue'],
    },
    {
      text: 'The lord has forbidden any inquiry, so the party will have to work without being seen to.',
      requires: ['intrigue'],
    },
    {
      text: 'Settling it will embarrass a powerful family, which has already hired a lawyer.',
      requires: ['intrigue'],
    },
    {
      text: 'Whoever the party blames, the town will take it as picking a side in an old quarrel.',
      requires: ['intrigue'],
    },
    {
      text: 'A herald arrives demanding that the party swear fealty to the lord before going one step further.',
      requires: ['intrigue'],
    },
    {
      text: 'Every spell cast near the trouble goes slightly wrong, and never the same way twice.',
      requires: ['magic'],
    },
    { text: 'The curse spreads to anyone who speaks of it after dark.', requires: ['curse'] },
    {
      text: 'A wizard from the capital arrives to study the trouble and does not want it ended.',
      requires: ['magic'],
    },
    {
      text: 'The spell can only be undone by the one who cast it, and they have been dead for years.',
      // No living culprit stands behind it in the hook.
      requires: ['spell', '!culprit'],
    },
    {
      text: 'Ending it will also end the good luck the town has enjoyed for a generation.',
      requires: ['magic'],
      excludes: ['curse'],
    },
    {
      text: 'Each night spent near it, one of the party forgets something small and important.',
      requires: ['magic'],
    },
    {
      text: 'The hedge witch at the edge of town knows how to end it, but wants an errand run first.',
      requires: ['magic'],
    },
    { text: 'Iron and silver both do nothing; whatever it is answers to something else.', requires: ['presence'] },
    {
      text: 'A hard frost is coming, and whatever is not settled before it will have to wait for spring.',
      requires: ['nature'],
    },
    {
      text: 'The farmers blame a neighboring village, and a brawl at the boundary stone is a day away.',
      requires: ['farm'],
    },
    {
      text: 'Floodwater has cut the valley in two, and the answer lies on the far side.',
      requires: ['nature', 'water'],
    },
    {
      text: 'A drought has everyone on edge, and strangers are blamed for every dry well.',
      requires: ['nature'],
      excludes: ['water'],
    },
    {
      text: 'The herds have been driven up to the summer pasture, and half the people who could help have gone with them.',
      requires: ['farm'],
    },
    {
      text: 'No boat owner will put out while the trouble lasts, so the party will have to buy a boat or build a raft.',
      requires: ['water'],
    },
    {
      text: 'The tides are wrong this month, and the one safe crossing comes only at midnight.',
      requires: ['sea'],
    },
    {
      text: 'Storm season is starting, and the harbormaster is closing the harbor in three days.',
      requires: ['sea'],
    },
    {
      text: 'Sea raiders have been sighted off the headland, and the militia is too busy watching for them to help.',
      requires: ['sea'],
    },
    {
      text: 'The pilot who knows the shoals has been paid by someone else to stay ashore.',
      requires: ['water'],
    },
    { text: 'The only boat for hire leaks, and its owner swears it always has.', requires: ['water'] },
    {
      text: 'A company of pilgrims insists on traveling with the party for protection, and moves at a crawl.',
      requires: ['road'],
    },
    { text: 'A landslide closes the road, and the long way round takes four days.', requires: ['road', 'wilds'] },
    { text: 'Every inn on the road is full, and the innkeepers are oddly nervous about why.', requires: ['road'] },
    {
      text: 'Patrols on the road stop anyone armed and demand papers the party does not have.',
      requires: ['road'],
    },
    // Only where the trouble already keeps trade off the road; the patron need not be a merchant.
    {
      text: "A rival merchant is paying to keep the road closed until the trouble ruins the town's market.",
      requires: ['road-closed', 'hurts-trade'],
    },
    { text: 'The way in is a narrow shaft that floods whenever it rains.', requires: ['delve', 'wilds'] },
    {
      text: 'The place has been looted once already, and the looters left traps for whoever came next.',
      requires: ['delve'],
    },
    { text: 'The way in seals itself at sunset, whether or not anyone is inside.', requires: ['delve', 'magic'] },
    {
      text: 'Squatters have moved into the upper rooms and do not take kindly to visitors.',
      requires: ['delve', 'upper-floors'],
    },
    {
      text: 'The air inside goes bad after an hour, and the party will have to work in short trips.',
      requires: ['delve'],
    },
    {
      text: 'A local family holds the only key and wants a share of whatever is found inside.',
      requires: ['delve'],
    },
    {
      text: 'The temple declares the matter a miracle and forbids anyone to interfere with it.',
      requires: ['faith'],
    },
    {
      text: 'Two priesthoods claim the matter, and each threatens to damn whoever helps the other.',
      requires: ['faith'],
    },
    {
      text: 'Pilgrims keep arriving, and every one of them needs food, water and a place to sleep.',
      requires: ['faith'],
    },
    { text: "The bishop's inquisitor arrives and suspects the party of heresy.", requires: ['faith'] },
    {
      text: 'The day has been moved up, and there is half as much time as the patron said.',
      requires: ['deadline'],
    },
    {
      text: 'The patron has already promised the whole town it will be settled in time.',
      requires: ['deadline'],
    },
    {
      text: 'The culprit is being blackmailed into it, and the blackmailer is the one who must be stopped.',
      requires: ['culprit'],
    },
    {
      text: 'The culprit is related to the patron, and the patron has suspected it from the start.',
      requires: ['culprit'],
    },
    {
      text: 'The trail splits three ways, and every branch shows signs of the same quarry.',
      requires: ['trail'],
    },
    { text: 'Rain is coming, and by tomorrow the tracks will be gone.', requires: ['trail'] },
    {
      text: 'The country round about is full of hunters this week, and anything that moves risks an arrow.',
      requires: ['wilds'],
    },
    {
      text: 'The only guide who knows the country is ninety, nearly blind and determined to come along.',
      requires: ['wilds'],
    },
    {
      text: 'Whoever runs the place refuses to close it, and people keep wandering into the trouble.',
      requires: ['premises'],
    },
    {
      text: 'The building is to be sold at auction in three days, and the buyer plans to pull it down.',
      requires: ['premises'],
      excludes: ['building:Market', 'building:Temple'],
    },
    {
      text: 'The answer lies in the cellar, and the cellar door has not been opened in fifty years.',
      requires: ['premises'],
      excludes: ['building:Market'],
    },
    'A famous hero arrives in town the same day and takes credit for everything the party does.',
    "The party's lodgings burn down on the first night, and it was no accident.",
    'A local official demands a permit for everything, and issues permits only on market days.',
    'Someone in town recognizes one of the party from an old story, and not a flattering one.',
    { text: 'An old rival of the party turns up, hired by the other side.', requires: ['sides'] },
    'The inn has given the party the rooms over the stables, and the stable cat has taken against them.',
    'A traveling painter wants to follow the party and paint every step, and will not be told no.',
    'The only guide who knows the way demands to be paid in advance and in full.',
    "The party's rooms are searched while they are out, and nothing is taken, which is worse.",
    'An old soldier at the inn insists on telling the party how he would do it, at length, every evening.',
    'The town holds a market tomorrow, and every road in is choked with carts until noon.',
    'The magistrate insists the party swear an oath before a priest not to break any local law, and the local laws are many and strange.',
    'A bard has already written a song about the trouble, and half the town believes the song over the facts.',
    'Every boat, cart and mule in town is hired out to a wedding party for the next three days.',
    'The patron insists on coming along, and is hopeless at everything except complaining.',
    'A clerk at the town hall has lost the one map the party needs, and will not admit it.',
    'Rain has not stopped for a week, and every track out of town is knee-deep in mud.',
    'A well-meaning priest has already blessed the party, and now the town expects miracles of them.',
    "The one tavern that will serve outsiders is run by the patron's worst enemy.",
    'The local healer charges triple for strangers, and the party will need her.',
    'A pair of young would-be heroes follows the party everywhere, copying everything they do.',
    'A tax collector has arrived in town and taken every spare room for his men.',
    'Word of the reward has got out, and half the town now claims a share in it.',
    'The party is taken for someone else the moment they arrive, and that someone owes a great deal of money.',
    'A fever is going round the town, and anyone who coughs is shut in their house for a week.',
    {
      text: 'The one witness who saw something clearly is a child, and the parents will not let anyone speak to her.',
      requires: ['mystery'],
    },
    {
      text: 'A second crime of the same kind happens the night the party arrives, as if to mock them.',
      requires: ['mystery'],
    },
    {
      text: 'Every suspect has the same alibi: they were all at the same card game, and they all lost.',
      requires: ['mystery'],
    },
    {
      text: 'The watch has already arrested someone for it, and the wrong person is about to hang.',
      requires: ['mystery'],
    },
    { text: 'Someone is leaving false clues, and leaving them well.', requires: ['mystery'] },
    {
      text: 'The best clue was burned by a servant who was tidying up and meant nothing by it.',
      requires: ['mystery'],
    },
    {
      text: 'The person who knows the most is a smuggler who will talk only in a tavern two towns away, where he feels safe.',
      requires: ['mystery'],
    },
    {
      text: 'A scribe kept notes of everything that happened, but wrote them in a cipher only she could read, and she is dead.',
      requires: ['mystery'],
    },
    { text: 'Every clue points at the patron, and the patron swears it is a setup.', requires: ['mystery'] },
    { text: 'The only clue is a smell that everyone describes differently.', requires: ['mystery'] },
    'The party is asked to leave their weapons at the town gate, and the gate closes at sundown.',
    'A rich traveler offers to pay the party double to escort him elsewhere, starting tonight.',
    'The town has just hanged a man for the same sort of meddling, and the gallows are still up.',
    'The patron has promised the party more than the patron can pay, and the spouse knows it.',
    'A cousin of the patron has already hired a second band, and neither band knows of the other.',
    'The road out of town is closed every night at dusk by order of a magistrate nobody has ever met.',
    'A sheriff from the next shire claims the matter falls in his country, and rides in to take it over.',
    'Every answer the party gets is given in riddles, because the elders think it rude to be plain.',
    'The night the party arrives, a hayrick burns at the edge of town, and they are the only strangers in town.',
    'A guild of beggars wants a cut of the reward for the information they will not otherwise give.',
    "The patron's servant has been selling word of the party's every move to anyone who pays.",
    'The town goes silent for three days of fasting, and no one will speak to strangers until it ends.',
    "The party's best horse is claimed by a local who swears it was stolen from him last year.",
    'A letter arrives for one of the party from someone they thought was dead.',

    {
      text: 'Each side has set someone to watch the party, and the two watchers have started drinking together.',
      requires: ['sides'],
    },
    { text: 'One side has already put it about town that the party is in the pay of the other.', requires: ['sides'] },
    { text: 'The two sides agree on one thing only: that outsiders should keep out of it.', requires: ['sides'] },
    {
      text: 'The go-between who carried messages between the sides has vanished, and each side blames the other.',
      requires: ['sides'],
    },
    { text: 'Whichever side the party favors, the other has a cousin on the town council.', requires: ['sides'] },
    { text: 'Each side has a witness, and the two witnesses are married to each other.', requires: ['sides'] },
    {
      text: 'A truce day is called for the fair, and anyone who draws a blade before it ends is fined a year of wages.',
      requires: ['sides'],
    },
    { text: 'The town is in mourning for its old lord, and no business may be done for a week.', excludes: ['lord'] },
    'A street preacher blames the party for everything that goes wrong and draws bigger crowds every day.',
    'The patron has told three different people three different versions of the job.',
    'A local gang thinks the party is muscling in on its territory.',
    'A painter wants to paint the party at work and follows them everywhere with an easel.',
    'The party arrives in the middle of a census, and every stranger must be counted and questioned.',
    { text: 'The patron insists on coming along, and is worse than useless in a fight.', excludes: ['law'] },
    // Of what the hook tells: a spell, a curse, a will of its own.
    { text: 'Whoever laid the spell left a ward on it, and the first to meddle takes its place.', requires: ['spell'] },
    {
      text: 'The spell is worded in a tongue nobody living speaks, and the only grammar of it sits in a temple library two days away.',
      requires: ['spell'],
    },
    {
      text: 'Breaking the enchantment all at once would harm everyone caught in it, so it has to be unpicked a thread at a time.',
      requires: ['spell'],
    },
    { text: 'A second spell has been laid over the first, and lifting one tightens the other.', requires: ['spell'] },
    { text: 'The curse passes to whoever lifts it, unless it is given somewhere else to go.', requires: ['curse'] },
    {
      text: 'A curse-breaker from the city has already tried, and now she carries the curse too.',
      requires: ['curse'],
    },
    {
      text: 'Only the blood of the family who first earned the curse can end it, and that family left the valley a generation ago.',
      requires: ['curse'],
    },
    {
      text: 'Whatever it is can talk, and it makes a better case than the patron does.',
      requires: ['presence', 'magic'],
    },
    { text: 'It knows the party is coming, and it has been making friends in town.', requires: ['presence', 'magic'] },
    { text: 'Driving it off will only send it to the next town down the road.', requires: ['presence'] },
    {
      text: 'The creature is the last of its kind, and a sage in the capital will never forgive whoever kills it.',
      requires: ['creature'],
    },
    { text: 'The beast has a mate, and the mate is bigger.', requires: ['beast', 'wilds'] },
    { text: 'It hunts only in the hour before dawn, when everyone is at their sleepiest.', requires: ['beast'] },
    {
      text: 'Every hunter in the district has turned out for the bounty, and they are more dangerous than the quarry.',
      requires: ['creature'],
    },
    {
      text: "The creature was somebody's pet once, and its owner is in town and insists it be taken unharmed.",
      requires: ['beast'],
    },
    {
      text: 'The dead one is after something in particular, and nobody living will admit to having it.',
      requires: ['undead'],
      excludes: ['many-dead'],
    },
    {
      text: 'Laying the dead to rest takes a rite whose words were lost when the old temple burned.',
      requires: ['undead'],
    },
    { text: 'Salt and holy water only make it angrier.', requires: ['undead'] },
    {
      text: 'The dead walk in step like soldiers, and someone is calling the beat.',
      requires: ['undead', 'many-dead'],
    },
    {
      text: 'The sexton has been selling the plots twice over, and nobody knows who lies where any more.',
      requires: ['graves'],
    },
    // People gone, things taken, crimes and quarrels.
    {
      text: 'The missing are being moved every night, and the trail doubles back on itself each time.',
      requires: ['people-missing', 'trail'],
      excludes: ['one-missing'],
    },
    { text: 'The one who vanished left a letter behind, and half of it is in cipher.', requires: ['one-missing'] },
    {
      text: 'A false sighting of the missing sends half the town the wrong way on the first night.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'The children who came back will only speak in rhyme, and lately they rhyme about the party.',
      requires: ['children-missing'],
    },
    {
      text: 'The thief has a buyer already, and the sale is set for the next new moon.',
      requires: ['theft', 'culprit'],
    },
    {
      text: 'What was taken carries a curse of its own, and whoever holds it now will not live to sell it.',
      requires: ['theft', 'magic'],
    },
    {
      text: 'The owner has overstated what was taken, and a guild assessor is watching the party as closely as the thief.',
      requires: ['theft'],
    },
    {
      text: 'The magistrate is a cousin of the chief suspect and makes no secret of it.',
      requires: ['crime', 'culprit'],
    },
    {
      text: 'Whatever the party finds must be laid before the next assize, and the judge despises outsiders.',
      requires: ['crime'],
    },
    { text: 'The one person who saw it happen has been paid to leave town tonight.', requires: ['crime'] },
    {
      text: 'The guilty have friends in the guild, and the guild has friends everywhere.',
      requires: ['crime', 'culprit'],
    },
    {
      text: 'Each side of the quarrel has already offered the party money, and each believes the party said yes.',
      requires: ['sides'],
    },
    { text: 'Every letter the party sends is opened and read before it reaches anyone.', requires: ['intrigue'] },
    {
      text: 'The council meets in two days, and anything found after that will come too late to matter.',
      requires: ['intrigue'],
      excludes: ['deadline'],
    },
    {
      text: 'The lord takes an interest, which means soldiers underfoot and a report every evening.',
      requires: ['lord'],
    },
    {
      text: "The lord's own men are already looking into it, and they resent being beaten to anything.",
      requires: ['lord'],
    },
    {
      text: "Whoever is behind it has learned the party's names and sent a bottle of good wine with a note: go home.",
      requires: ['culprit'],
    },
    {
      text: 'Whoever is behind it pays a street urchin to follow the party, and the urchin is very good at it.',
      requires: ['culprit'],
    },
    {
      text: 'A confession arrives on the first night, from someone who could not possibly have done it.',
      requires: ['mystery'],
    },
    {
      text: 'The best clue is in the hands of a collector who will trade it only for a rarer curiosity.',
      requires: ['mystery'],
    },
    { text: 'A gossip has already guessed half the truth and is dining out on it.', requires: ['hushed'] },
    {
      text: 'The one person who could help is away until the day itself, and may not be back in time.',
      requires: ['deadline'],
    },
    // Temples, land, water, roads and places.
    {
      text: 'A holy fast has begun, and nobody in town will trade or talk business until it ends.',
      requires: ['faith'],
    },
    {
      text: 'The priests insist the party be blessed before going near it, which takes a full day of prayer.',
      requires: ['faith'],
    },
    {
      text: "The river is rising, and by the week's end the low road will be under water.",
      requires: ['nature', 'water'],
    },
    {
      text: 'The ground out there is soft and shifting, and a misstep means a broken leg or worse.',
      requires: ['nature', 'wilds'],
    },
    { text: 'The farmers will not say a word until the hay is in, and the hay is a week off.', requires: ['farm'] },
    { text: 'A farmer with a grudge against the patron will let nobody cross his fields.', requires: ['farm'] },
    {
      text: 'The herders have taken to shooting at anything that moves at night, strangers included.',
      requires: ['livestock'],
    },
    {
      text: "Whatever spoils the grain spreads to any food carried near it, the party's rations included.",
      requires: ['crops', 'magic'],
    },
    {
      text: 'The one bridge is out, and the ferryman charges triple for as long as it lasts.',
      requires: ['water'],
      excludes: ['road-closed'],
    },
    {
      text: 'What matters lies under the water, and the only way to it is a cold, deep dive.',
      requires: ['water', 'delve'],
    },
    {
      text: 'The fishermen hold that outsiders on the water bring bad luck, and will not hire out a boat at any price.',
      requires: ['sea'],
    },
    { text: 'A fog bank has sat on the bay for days, and the harbor bell is the only guide.', requires: ['sea'] },
    {
      text: 'The road is thick with people going the other way, and none of them will say what they left behind.',
      requires: ['road'],
    },
    {
      text: 'Every day the road stays shut, the price of bread goes up, and so does the temper of the crowd.',
      requires: ['road-closed', 'hurts-trade'],
    },
    {
      text: 'The country out there is thick with mist each morning, and the paths are easy to lose.',
      requires: ['wilds'],
    },
    {
      text: 'A band of outlaws uses the same ground as a hideout and takes any stranger for a spy.',
      requires: ['wilds'],
      excludes: ['crime'],
    },
    { text: 'Every footstep inside echoes down to whatever lives below.', requires: ['delve'] },
    {
      text: 'Half the passages have fallen in since the last map was made, and the rest are thinking about it.',
      requires: ['delve'],
      excludes: ['upper-floors'],
    },
    {
      text: 'A scholar insists on coming along to catalog everything and will not be hurried.',
      requires: ['delve'],
    },
    {
      text: 'The way in is open only at low water, for an hour twice a day.',
      requires: ['delve', 'sea'],
    },
    {
      text: 'The stair to the top has rotted through, and the only other way up is the outside wall.',
      requires: ['upper-floors'],
    },
    {
      text: 'The keeper of the place insists on being present for everything, and gets in the way of most of it.',
      requires: ['premises'],
    },
    {
      text: 'The owner of the place is deep in debt, and the bailiffs are due any day to strip it bare.',
      requires: ['premises'],
    },
    {
      text: 'The merchants have hired swords of their own, who trust nobody, the party least of all.',
      requires: ['hurts-trade'],
    },
    {
      text: 'The thing at the heart of it is wanted by a collector who will stop at very little.',
      requires: ['relic'],
    },
    {
      text: 'Whoever touches the thing with bare hands is bound to it until the matter is put right.',
      requires: ['relic', 'magic'],
    },
    // Any trouble.
    "The party's purse is lifted on the first night, and the pickpocket turns out to be a child.",
    "A fortune teller in the market foretells the party's failure to anyone who will listen.",
    'The only inn in town doubles its prices the moment the party arrives.',
    'One of the party comes down with a fever that turns out to be catching.',
    "The patron's family is firmly against the whole business and says so at every meal.",
    'A rival patron offers the party a different job for more money, starting today.',
    'A judge from the capital is in town on circuit and means to question everyone, the party first.',
    'Half the town decides the party are the heroes of an old prophecy, and the other half decides they are its villains.',
    // More that follow from the hook.
    {
      text: 'The spell answers to a word, and the word was written down only once, in a book a collector now owns.',
      requires: ['spell'],
    },
    {
      text: 'Those touched by the curse are shunned, and the party will be too once it is known they are looking into it.',
      requires: ['curse'],
    },
    {
      text: 'It offers the party a bargain on the first night, and refusing has a price.',
      requires: ['presence', 'magic'],
    },
    {
      text: 'The family of the dead would rather see the walking go on than have strangers lay the dead to rest.',
      requires: ['undead'],
      excludes: ['many-dead'],
    },
    { text: 'It has learned to fear torches, so now it comes in the rain.', requires: ['beast'] },
    {
      text: 'A druid insists the creature is only defending its ground, and she may be right.',
      requires: ['creature', 'wilds'],
    },
    {
      text: 'The missing have been seen in two places at once, by two honest witnesses.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    {
      text: 'The one who vanished was in debt to half the town, and not everyone wants them found.',
      requires: ['one-missing'],
    },
    {
      text: 'The thief left a calling card, and it belongs to someone ten years in the ground.',
      requires: ['theft', 'culprit'],
    },
    { text: 'What was taken is already on a barge headed downriver.', requires: ['theft', 'goods'] },
    {
      text: 'The watch captain has charge of the case and has already decided who did it.',
      requires: ['crime', 'culprit'],
      excludes: ['law'],
    },
    { text: 'Every witness tells the same story, word for word, as if it had been rehearsed.', requires: ['crime'] },
    { text: 'A clerk offers to sell the party a secret about the patron.', requires: ['intrigue'] },
    {
      text: 'The council votes to forbid outsiders from meddling, and the motion passes by one voice.',
      requires: ['intrigue'],
    },
    {
      text: 'A pilgrim claims to have seen the whole thing in a vision and tells everyone a different ending.',
      requires: ['faith'],
    },
    { text: 'The weather turns the same day, and the roads are mud to the knee.', requires: ['nature'] },
    { text: 'It is lambing time, and not one farmer will leave the fold for a day.', requires: ['farm'] },
    {
      text: 'The river is low, and the only boat big enough keeps running aground.',
      requires: ['water'],
      excludes: ['sea'],
    },
    { text: 'The harbor is full of foreign ships, and their captains do not care for questions.', requires: ['sea'] },
    {
      text: 'The road is being mended, and the crews answer only to a foreman who sleeps until noon.',
      requires: ['road'],
    },
    {
      text: 'A grass fire has started in the dry country, and the smoke covers everything.',
      requires: ['wilds'],
      excludes: ['sea'],
    },
    {
      text: 'The crown claims the place, and anything found must be declared to a royal clerk who is very thorough.',
      requires: ['delve'],
    },
    { text: 'Something inside moves the markers the party leaves.', requires: ['delve', 'magic'] },
    { text: 'The people who work there are loyal to a fault and lie to protect each other.', requires: ['premises'] },
    {
      text: 'The thing is holy to someone far away, and they have sent a zealot to fetch it home.',
      requires: ['relic'],
    },
    {
      text: 'Three people claim the thing is theirs, each with a bill of sale.',
      requires: ['relic'],
      excludes: ['theft'],
    },
    {
      text: 'The chief suspect has an alibi that is true, and a secret that makes it useless.',
      requires: ['mystery'],
    },
    {
      text: 'Whoever is behind it is paying the town crier to spread rumors about the party.',
      requires: ['culprit'],
    },
    { text: 'A festival falls on the same day, and the whole town will be drunk by noon.', requires: ['deadline'] },
    {
      text: "The patron's letters are being opened, and someone now knows as much as the party does.",
      requires: ['hushed'],
    },
    { text: 'The lord wants it settled his way, and his way ends at a gallows.', requires: ['lord'] },
    {
      text: "Prices in the market have doubled, and the party's purse will not go nearly as far as hoped.",
      requires: ['hurts-trade'],
    },
    "The party's room at the inn is searched while they are out, and nothing is taken.",
    'A stray dog adopts the party and follows them into every danger, barking.',
    {
      text: "The patron's family does not know the party has been hired, and will be furious to find out.",
      excludes: ['many'],
    },
    'The only inn in town is full, and the party must lodge with a family who talk all night.',
    "A traveling magistrate arrives on the second day and wants the party's papers, all of them.",
    'Every witness tells the story a little differently, and one of them is enjoying the attention far too much.',
    "The town's best tracker broke her leg the day before the party arrived.",
    'A pair of local youths have decided to follow the party everywhere, hoping to learn the trade.',
    'The road the party came in on washes out behind them, and there is no other way home for a week.',
    'The town has already paid one band of heroes, who drank the advance and left a bad name for all who follow.',
    'Someone in town keeps ringing the alarm bell at odd hours, and nobody will say who.',
    "The patron's rival offers the party twice the money to let the trouble run another month.",
    'An old map of the area, the only one, has the north and south swapped.',
    "The town's priest has forbidden anyone to speak of the matter on holy days, and tomorrow is one.",
    { text: 'Every horse in the stable goes lame the night the party arrives.', excludes: ['animals'] },
    "Half the party's supplies turn out to be spoiled, and the only merchant left in town knows it.",
    "The patron has told half the town the party's plans, out of pride.",
    "A wandering bard is already writing a song about the party's failure, in advance.",
    'There is a tax on strangers bearing arms, and the tax collector is very thorough.',
    'The local healer refuses to treat outsiders, on principle.',
    { text: "The patron's family is split on whether the party should be paid at all.", excludes: ['many'] },
    'An earlier attempt to deal with it left a man with a broken back, and his family blames anyone who tries again.',
    'A thick fog rolls in every evening and lasts till noon, and the locals navigate by sound.',
    "A notorious duelist is staying in town and takes offense at the party's very presence.",
    "The town's old lore-keeper knows exactly what is going on, but will trade the answer only for a story she has not heard.",
    'The party are not the first hired: the last hired hand is still around, drunk, and insists he has nearly solved it.',
    { text: 'It is lambing season, and not a single farmhand can spare an hour to help.', requires: ['farm'] },
    {
      text: 'The sheriff of the next shire claims the matter for his own and rides in with a dozen men.',
      requires: ['wilds'],
    },
    { text: 'The place is only reachable at low tide, and the tide is turning.', requires: ['sea'] },
    { text: 'The current has shifted, and the only boat willing to go is leaking.', requires: ['water'] },
    {
      text: 'The way in has partly collapsed since the trouble began, and there is room for one at a time.',
      requires: ['delve'],
    },
    {
      text: 'The upper floors have been taken by a family of squatters who think the party has come to evict them.',
      requires: ['delve', 'upper-floors'],
    },
    {
      text: 'The thief has already sold half of the goods on, to buyers who paid honestly and will not give them back.',
      requires: ['theft', 'goods'],
    },
    { text: "The thief turns out to be the patron's own apprentice.", requires: ['theft', 'culprit'] },
    {
      text: 'The culprit has friends in the watch, and every report the party makes gets back to them within the hour.',
      requires: ['culprit'],
    },
    {
      text: 'The culprit has fled to a neighboring town where the party has no standing and no friends.',
      requires: ['culprit', 'trail'],
    },
    {
      text: 'The only witness is a child who speaks only to her dog, and the dog does not like strangers.',
      requires: ['mystery'],
    },
    { text: 'Two suspects have perfect alibis that vouch for each other.', requires: ['mystery'] },
    {
      text: "The beast is a female with young, and the town's hunters argue over whether to spare the cubs.",
      requires: ['beast'],
    },
    { text: "Whatever it is seems to know the party's names before they give them.", requires: ['presence'] },
    {
      text: 'Offerings have been left at the spot for a month, and whatever it is has come to expect them.',
      requires: ['presence'],
    },
    { text: 'The dead rise only when someone in town is lying, and the town is full of liars.', requires: ['undead'] },
    {
      text: 'The oldest of the dead is said to have been a saint, and the faithful will not have it harmed.',
      requires: ['undead', 'many-dead'],
    },
    {
      text: 'The graves belong to a family who still live in town and own most of it.',
      requires: ['graves', 'undead'],
    },
    { text: "The spell is tied to someone's life, and breaking it may kill them.", requires: ['spell'] },
    {
      text: 'Whoever cast it left a second working inside the first, and it goes off when the first is undone.',
      requires: ['spell'],
    },
    { text: 'The curse passes to whoever lifts it, and the patron knew that.', requires: ['curse'] },
    { text: 'The curse has a loophole, written in a language nobody in town can read.', requires: ['curse'] },
    { text: 'The relic must not touch the ground, and it is heavier than it looks.', requires: ['relic'] },
    {
      text: 'The missing did not all go unwillingly, and some of them will not want to come back.',
      requires: ['people-missing'],
      excludes: ['one-missing'],
    },
    { text: 'The one who vanished left a letter saying not to look.', requires: ['one-missing'] },
    {
      text: 'The lord forbids anyone to act before his own men have tried, and they will not try for a week.',
      requires: ['lord'],
    },
    {
      text: "The lord's steward quietly offers the party a second purse to make sure the answer embarrasses someone on the council.",
      requires: ['lord', 'intrigue'],
    },
    { text: 'The pilgrims camped nearby take the party for heretics after one careless word.', requires: ['faith'] },
    {
      text: 'A storm blows up every time the party gets close, and the locals say it is not a coincidence.',
      requires: ['magic'],
    },
    {
      text: 'The herd that survives will be worth nothing if word of the trouble spreads to the buyers.',
      requires: ['livestock'],
    },
    {
      text: 'The harvest must be in within a week, and the party are the only hands left to help.',
      requires: ['crops'],
    },
    { text: 'The deadline has been moved up by three days, and nobody told the patron.', requires: ['deadline'] },
    {
      text: 'The merchants have already sent word to the next town, and buyers are turning back on the road.',
      requires: ['hurts-trade'],
    },
    {
      text: 'A rival buyer has already offered the patron a price for everything at the site, and the patron is tempted.',
      requires: ['delve'],
    },
    {
      text: 'The trail runs through a marsh that floods twice a day, and the last guide drowned in it.',
      requires: ['trail', 'wilds'],
    },
    {
      text: 'The sea has thrown up a second wreck, and the salvagers fighting over it want the party to take sides.',
      requires: ['sea'],
    },
    "The patron's account of events changes a little each time it is told.",
    'A local scholar has written the whole thing up already, wrongly, and the town believes every word.',
    "The party's arrival is taken as a sign by a small sect, who begin to follow them at a respectful distance.",
    'Every boat, cart and mule in town has been hired by someone else for the week.',
    'An old enemy of one of the party is in town on unrelated business, and sees them at once.',
    { text: "The patron's eldest insists on coming along, and is very bad at keeping quiet.", excludes: ['many'] },
    "The town's dogs bark at the party wherever they go, which makes stealth impossible.",
    { text: 'The first clue the party finds was planted, and it was planted for them.', requires: ['culprit'] },
    {
      text: 'The town has a law against meddling in the affairs of the dead, and the magistrate means to enforce it.',
      requires: ['undead'],
    },
    { text: 'The creature has a human friend in town who feeds it, and will warn it.', requires: ['creature'] },
    {
      text: "Someone has already promised the town's share of anything found below to a moneylender.",
      requires: ['delve'],
    },
    {
      text: 'A rival claimant to the lordship watches every move the party makes and reports it to the lord as treason.',
      requires: ['lord'],
    },
    {
      text: "The pilgrims' road and the trouble's road are the same road, and the pilgrims will not be turned back.",
      requires: ['faith', 'road'],
    },
    {
      text: 'The missing left a trail that runs straight into a bog, and then out the far side, somehow dry.',
      requires: ['people-missing', 'trail', 'wilds'],
    },
    {
      text: 'The stolen thing has already been cut into pieces, and the pieces have gone three ways.',
      requires: ['theft', 'goods'],
    },
    {
      text: 'The spell has an anchor, and the anchor is hidden in the one house the town will not let the party enter.',
      requires: ['spell'],
    },
    {
      text: 'Whoever touches the cursed thing first will carry the curse until the job is done.',
      requires: ['curse', 'relic'],
    },
    {
      text: 'Floodwater rises around the place at every tide, and the party will have only a few hours between.',
      requires: ['water', 'delve'],
    },
    {
      text: 'The harvest fair will judge the town by the state of its fields, and judging is in four days.',
      requires: ['crops'],
    },
    {
      text: 'A herd of cattle is being driven through town the same day, and nothing else will move for hours.',
      requires: ['road'],
      excludes: ['animals'],
    },
  ],
  rewardLine: ['{reward.cap}.'],
  // The reward is told in parts drawn from deep pools (how the coin comes, where it was found,
  // what comes beside it), so few rewards read alike. A complication that pays in a failing
  // currency (`coin-only`) allows no goods beside the coin, and one whose patron does not hold
  // the money yet (`unpaid`) allows no coin counted out now.
  reward: [
    { text: '{humbleCoin}, {humbleSource}', requires: ['humble'] },
    { text: '{coinHumble} gp {humbleSource}', requires: ['humble'] },
    { text: '{coinHumble} gp {humbleSource}, and {humbleExtra}', requires: ['humble'], excludes: ['coin-only'] },
    { text: '{humbleExtra.cap}, plus {coinHumble} gp {humbleSource}', requires: ['humble'], excludes: ['coin-only'] },
    { text: '{humbleCoin}, and {humbleExtra}', requires: ['humble'], excludes: ['coin-only'] },
    { text: '{comfortableCoin}', requires: ['comfortable'], weight: 2 },
    {
      text: '{comfortableCoin}, and {comfortableExtra}',
      requires: ['comfortable'],
      excludes: ['coin-only'],
    },
    {
      text: '{comfortableExtra.cap}, along with {comfortableCoin}',
      requires: ['comfortable'],
      excludes: ['coin-only'],
    },
    { text: '{coinWealthy} gp {wealthyPay}', requires: ['wealthy'], weight: 2 },
    { text: '{coinWealthy} gp {wealthyPay}, and {wealthyExtra}', requires: ['wealthy'], excludes: ['coin-only'] },
    { text: '{wealthyExtra.cap}, and {coinWealthy} gp {wealthyPay}', requires: ['wealthy'], excludes: ['coin-only'] },
  ],
  coinHumble: numberRows(5, 40),
  coinComfortable: numberRows(60, 400, 20),
  coinWealthy: numberRows(600, 3000, 100),
  // A humble patron's coin with what it comes in, the coin and the container fitting the sum: a
  // few gold pieces' worth of copper and silver fill a jar or a sack, a purse or a sock holds
  // silver, and twenty or forty gold pieces' worth is silver with some gold among it.
  humbleCoin: [
    { text: '{coinFew} gp in {fewCoin}', weight: 2 },
    { text: '{coinSome} gp in {someCoin}', weight: 3 },
  ],
  coinFew: numberRows(5, 9),
  coinSome: numberRows(10, 40),
  // Five to nine gold pieces' worth, after "in": hundreds of coppers want a jar, a sack or a box.
  fewCoin: [
    'copper and silver, heavier than it looks',
    'worn silver tied up in a handkerchief',
    'clipped silver and a few foreign pennies',
    'silver gone black with age',
    'copper heavy enough to need a sack',
    'mismatched coins from three different mints',
    'silver bits cut from larger coins',
    'a clay jar of mixed coin',
    'silver polished bright for the occasion',
    'a tin box of copper and silver that rattles like hail',
    'thin silver that has been through a great many hands',
    'a stocking of silver, knotted at the top',
    'coins scrubbed clean with sand for the occasion',
    'a flour sack of coppers with the silver knotted in one corner',
    'silver and copper wrapped in a clean dishcloth',
    'a jar of coins that still smells of pickles',
    'small silver, each piece wrapped separately in paper',
    'silver counted into neat stacks of ten',
    'a purse of silver, much handled',
    'silver shillings, each one bitten to be sure',
    'a money belt stiff with old sweat',
    'a little leather bag of silver with a drawstring chewed by mice',
    'coppers and silver still sticky with candle wax',
    'coins in a wooden bowl carried over with both hands',
    "a cloth purse of silver embroidered with someone else's initials",
    'silver bits and copper in an old tobacco tin',
    'a pail of copper with a cloth over it',
    'a sock of silver, darned at the heel',
    'a crock of coppers so heavy it is carried between two people',
    'silver and a good deal of copper in a clay pot sealed with wax',
    'a canvas bag of copper and silver that sags in the middle',
    'silver pieces threaded on a string',
  ],
  // Ten to forty gold pieces' worth, after "in": silver by the pound, with gold among it.
  someCoin: [
    'silver and a few gold pieces',
    'silver and one doubtful gold piece',
    'a clay jar of silver with a gold piece on top',
    "old silver still stamped with the last queen's face",
    'a leather bag of silver that has been mended more than once',
    'silver rolled in paper, twenty pieces to a roll',
    'a tin box of silver that rattles like hail',
    'silver that someone has clearly been biting',
    'gold and silver wrapped in a clean dishcloth',
    'odd coins from every market between here and the coast, most of them silver',
    'silver and a bent silver spoon thrown in to make weight',
    'a heavy money belt of silver, stiff with old sweat',
    'a few gold pieces, each wrapped in a scrap of cloth',
    'silver shillings and a handful of gold, every piece bitten',
    'a fistful of gold and a heavier sack of silver',
    'silver counted out onto the kitchen table in rows',
    'coins of a dead king, silver and gold, still good for their weight',
    'a small iron box of silver with a lock that sticks',
    'a few worn gold pieces and a bag of silver to make up the rest',
    'a stoneware jar of silver, the lid wired down',
    'gold and silver in a dozen little paper twists',
    'silver sewn into a heavy canvas bag',
    'a purse of gold pieces, small enough to hide in a fist',
    'a strongbox of silver that the patron carries with both arms',
    'silver in a churn, the lid tied down with twine',
    'gold and silver in a stocking gone stiff with age',
  ],
  humbleSource: [
    "pooled from the neighbors' savings",
    { text: 'saved over a lifetime', excludes: ['young'] },
    'raised by passing a hat around the tavern',
    // Only the shrine's own people can open its poor box.
    { text: "taken from the shrine's poor box with the priest's blessing", requires: ['clergy'], excludes: ['theft'] },
    'earned from selling a family heirloom',
    'scraped together from a season of odd jobs',
    // A sum from many purses, not that sum from each one.
    'gathered a few coins at a time from the households on the street',
    { text: 'put by from selling eggs at the market', requires: ['farmer'] },
    "borrowed against next season's wages",
    'kept in a jar behind a loose hearthstone',
    'won at dice and never spent',
    'sewn into the lining of a winter coat',
    'pledged by three families who agree on nothing else',
    { text: 'raised by selling the family cow', requires: ['farmer'], excludes: ['animals'] },
    'held back from the rent money',
    'put aside a copper at a time since the spring',
    'held back from the money for a new roof',
    "meant for the winter's firewood",
    'collected in a bowl passed along the lane',
    {
      text: 'raised by the washerwomen at the river steps, who wash in that water',
      requires: ['water'],
      excludes: ['sea'],
    },
    { text: 'from the sale of a silver wedding ring', excludes: ['many', 'young'] },
    'from a purse found in the road years ago and never claimed',
    'left by a grandmother with orders to spend it well',
    { text: 'won in a wrestling match at the last fair', excludes: ['old', 'many'] },
    'advanced by a pawnbroker against the family clock',
    'begged from a cousin in the next town',
    { text: 'kept against a bad harvest', requires: ['farmer'] },
    'hidden under a floorboard since the last war',
    'raised by pawning the best pot and kettle',
    'counted twice and argued over for an evening',
    'set aside for a pilgrimage that will now wait another year',
    'lent by the tavern keeper at no interest, for once',
    { text: 'earned mending nets through a long winter', requires: ['boats'] },
    { text: 'from the sale of a good hunting dog', excludes: ['animals'] },
    { text: 'raised by selling the spare loom', requires: ['cloth'] },
    'carried in a sock for luck these ten years',
    'taken from the purse kept for the midwife',
    'given by a dozen people who would rather not be named',
    'from a christening cup sold to the silversmith',
    'raised by a raffle at the last market day',
    { text: 'earned a penny at a time carrying water', requires: ['laborer'] },
    'set aside for a headstone that can wait',
    'put together by the regulars at the tavern',
    {
      text: 'pledged by the washerwomen, who have opinions about how it is spent',
      requires: ['water'],
      excludes: ['sea'],
    },
    { text: 'saved for an apprenticeship that will have to wait', requires: ['young'] },
    { text: 'put by over forty years of hard work', requires: ['old'] },
    'gathered at a wake that turned into a meeting',
    'raised by selling a good winter cloak',
    'won back from a cardsharp the same night it was lost',
    { text: 'collected by the children of the street, who are very proud of it', excludes: ['children-missing'] },
    'scraped from the bottom of the flour crock',
    { text: 'put by for a new plow that can wait another year', requires: ['farmer'] },
    { text: "earned by mending other people's roofs all summer", requires: ['laborer'] },
    { text: 'that was meant to buy a goat in the spring', requires: ['farmer'] },
    'raised by a supper for the whole street, a copper a bowl',
    'taken from under the mattress, with some ceremony',
    'pressed on the patron by an aunt who insisted',
    'saved by going without meat since the new year',
    { text: 'raised by selling a hen at a time on market days', requires: ['farmer'] },
    'begged, borrowed and very nearly stolen',
    'from the bottom of a sea chest that has not been opened in years',
    'left over from a funeral that cost less than feared',
    "from the money set aside for a daughter's wedding",
    { text: "raised by the bakers, a loaf's profit at a time", requires: ['bakery'] },
    'saved by walking to market instead of paying the carter',
    { text: 'earned from a season of picking stones out of fields', requires: ['laborer'] },
    { text: 'left from the sale of a loom that nobody uses now', requires: ['old'], excludes: ['many'] },
    'gathered up and down the lane, with a list of who gave what',
    'kept in a teapot nobody is allowed to touch',
    { text: 'that a late spouse never knew about', excludes: ['many', 'young'] },
    'won on a bet about the weather that nobody else would take',
    'collected after a long argument in the tavern yard',
    { text: "from selling the best of the summer's honey", requires: ['farmer'] },
    { text: 'pledged by the ferry hands, who need the road open', requires: ['road-closed'] },
    'scraped together from tips and kindness',
    'earned by sitting up nights with the sick',
    'held back from the tithe, which the patron will answer for',
    { text: 'promised by the carters, who have lost the most already', requires: ['road', 'hurts-trade'] },
    "taken out of the wall where the patron's father hid it",
    'raised by selling off a good saddle',
    'from the box kept for a rainy day, since this is the rainiest yet',
    'lent by the moneylender at a rate the patron would rather not discuss',
    { text: 'saved from years of selling apples at the gate', requires: ['market'], excludes: ['young'] },
    'given by a stranger who heard of the trouble and would not give a name',
    "raised by selling the patron's own bed",
    'that was supposed to pay for a doctor',
    'from the savings of a family that cannot spare it',
    "collected by the street's old women, who expect a full account",
    { text: 'sweated out of a long summer at the brick kilns', requires: ['laborer'] },
    { text: 'earned from selling firewood door to door', requires: ['laborer'] },
    'from the last of an inheritance nobody believed existed',
    'raised by a dance in the barn, a copper at the door',
    { text: 'put together by the men who work the quarry', requires: ['quarry'] },
    'kept rolled in a stocking at the bottom of a chest',
    { text: 'from the proceeds of a very good pig', requires: ['farmer'] },
    'that the patron had been keeping for a new pair of boots',
    'raised by a bake sale that got out of hand',
    'taken from a purse the patron swore never to open',
    'found in an old boot and taken as a sign',
    { text: 'from a collection among the fishwives, with much advice attached', requires: ['sea'] },
    'set aside year by year for a journey to the sea',
    { text: 'gathered by the lamplighters, who see the worst of it', requires: ['night'] },
    'taken from the jar marked for the roof',
    'raised by selling a good copper pot at the fair',
    { text: 'saved by mending clothes by candlelight', requires: ['cloth'] },
    'scraped from three purses and a pocket',
    'gathered at the well, a coin from whoever came to draw water',
    { text: 'put by from the sale of a spring lamb', requires: ['farmer'], excludes: ['livestock'] },
    { text: "earned from a summer of weeding other people's gardens", requires: ['laborer'] },
    'raised by raffling off a very fine quilt',
    { text: 'pooled by the lamplighters and the night carters', requires: ['night'] },
    'kept in an old powder horn on the mantel',
    'from the sale of a fiddle nobody in the house can play',
    'paid in advance by a neighbor who has promised to say nothing of it',
    'taken from the cradle fund, with some guilt',
    'gathered at a prayer meeting that became a collection',
    { text: 'earned ferrying people across the ford on market days', requires: ['boats'] },
    { text: "raised by selling a season's worth of honey at half price", requires: ['farmer'] },
    'pried out of a miser uncle after an evening of argument',
    'put by from a pension the patron would rather not explain',
    // Coin that comes from the patron's own trade.
    { text: 'raised by selling the best piece off the workbench', requires: ['crafter'] },
    { text: "from a season's stock sold off at cost", requires: ['crafter'] },
    { text: 'earned working at the bench by lamplight every night for a month', requires: ['crafter'] },
    { text: 'raised by selling tools the patron can barely spare', requires: ['crafter'] },
    { text: "saved out of a season's wages, a penny at a time", requires: ['laborer'] },
    { text: 'earned from double shifts that left the patron asleep on their feet', requires: ['laborer'] },
    { text: 'paid in advance out of wages the patron has not earned yet', requires: ['laborer'] },
    { text: 'pooled by the night watch and the lamplighters, who walk past it every night', requires: ['night'] },
    { text: 'earned walking extra rounds through the winter nights', requires: ['night'] },
    { text: 'taken from the cashbox under the stall', requires: ['market'] },
    { text: 'the takings of three good market days, every copper of it', requires: ['market'] },
    { text: 'taken from the flour money, which means lean bread for a month', requires: ['bakery'] },
    { text: 'raised by selling a share in a fishing boat', requires: ['boats'] },
    { text: 'earned playing at three weddings and a wake', requires: ['stage'] },
    { text: 'passed round in a hat after the last performance', requires: ['stage'] },
    { text: 'raised by selling a bolt of the best cloth in the shop', requires: ['cloth'] },
    { text: 'earned from the midnight shift at the ovens', requires: ['bakery'] },
    { text: 'taken from the alms the shrine collects at the gate', requires: ['clergy'], excludes: ['theft'] },
    { text: "held back from a guard's pay that is already thin", requires: ['guard'] },
    { text: 'collected from every stall in the row, each holder grumbling', requires: ['market'] },
  ],
  humbleExtra: [
    'a bed and a hot meal whenever the party passes through',
    { text: 'a well-trained sheepdog pup', excludes: ['animals'] },
    'a heavy wheel of aged cheese',
    'the promise of a favor, no questions asked',
    'an old sword that hung over the hearth for three generations',
    'a map of the hill paths known only to shepherds',
    "a barrel of last year's cider",
    { text: 'a place of honor at the harvest feast', excludes: ['farm'] },
    { text: 'a mule that is smarter than it looks', excludes: ['animals'] },
    'a good-luck charm blessed at the shrine',
    { text: 'a cask of smoked fish', requires: ['coastal'], excludes: ['animals'] },
    'a pie every market day for a year',
    'a patched but sound tent',
    'a carved walking staff that is said to be lucky',
    "the patron's grandfather's hunting horn",
    'the best seat by the fire at the tavern for a year',
    'a sack of good flour',
    { text: 'a string of smoked sausages', excludes: ['livestock'] },
    'a dagger with a cracked bone handle and a keen edge',
    'a whetstone that has sharpened three generations of blades',
    'a small keg of plum brandy',
    'a copper kettle, the best thing in the house',
    'sixty feet of good hemp rope',
    'a bundle of healing herbs, dried and labeled',
    'an honest answer to any one question, whenever the party asks it',
    'a hooded lantern with a jar of oil for it',
    'a pot of salve that takes the sting out of any wound',
    'a wool blanket for each of the party',
    "the party's names cut into the beam over the tavern door",
    { text: 'a fat goose for every midwinter feast', excludes: ['animals'] },
    "a good spear that belonged to the patron's father",
    { text: 'a fishing rod and the secret of the best pool', requires: ['water'] },
    'a hand-carved chess set missing one knight',
    "word of anything strange on the roads, sent by the patron's cousins",
    { text: "the secret of where the old smugglers' tunnel comes out", requires: ['coastal'] },
    { text: 'a crock of honey from the hives on the hill', excludes: ['farm', 'animals'] },
    'a pair of stout boots from a cousin who makes them',
    'a loaf and a jug of ale at the door whenever the party is in town',
    'a seat at the family table on every feast day',
    'a pair of mittens for each of the party, knitted by the fire',
    'a small clay lamp that burns a long time on very little oil',
    'a jar of pickled onions of legendary strength',
    'a pouch of good pipe tobacco',
    "a wooden whistle that calls the patron's cousins from three farms away",
    'a lucky horseshoe, nailed on by the patron personally',
    'a book of household remedies, most of them harmless',
    'a basket of eggs every week until spring',
    'a good felt hat that has survived two floods',
    'a bone-handled knife, sharp enough to shave with',
    "a cask of small beer, brewed by the patron's aunt",
    "the loan of the patron's handcart whenever it is needed",
    'a jar of wild honey and a comb to go with it',
    'a set of carved wooden dice that roll true',
    'a sturdy oak cudgel bound with iron',
    'a bundle of arrows fletched with gray feathers',
    'a good sharp hatchet',
    'a fleece-lined cloak, a little short in the arm',
    'a pouch of dried apples and nuts for the road',
    'a tinderbox that lights on the first strike',
    "a flask of the patron's grandmother's cough syrup",
    "a promise to keep the party's secrets, whatever they are",
    'a rough map of the caves under the hill',
    'a patchwork quilt, the best work of three winters',
    'a little brass bell that is said to frighten off ghosts',
    { text: 'a hand-drawn chart of where the fish bite', requires: ['water'] },
    'a clay jug of blackberry wine',
    'a stout satchel with a new strap',
    'a dozen candles made of good beeswax',
    'a carved wooden token that gets the bearer a meal at any farm in the valley',
    'a sack of potatoes, which the patron insists is generous',
    'a spare horseshoe and the nails to fit it',
    'a pair of warm wool socks for each of the party, darned at the heel',
    'a wooden shield, new-painted',
    'a loaf of black bread that keeps for a month',
    "the party's portraits, scratched on a slate by the patron's eldest",
    "a lock of the patron's hair, for luck, which the party may decline",
    'a cured ham wrapped in muslin',
    'a sling and a pouch of river stones',
    'a pot of mutton fat against the cold and the wet',
    'a wax-sealed letter to a cousin who keeps an inn on the coast road',
    'a length of good linen',
    'a riddle that the patron swears leads to buried silver',
    'a song about the party, sung at the next fair whether they like it or not',
    'free mending of boots and harness for a year',
    "the pick of the patron's tools",
    'a round of drinks for the party every evening they are in town',
  ],
  comfortableExtra: [
    { text: 'a writ of passage through the city gates without tolls', requires: ['law'] },
    { text: 'a pair of good riding horses', excludes: ['animals'] },
    'a potion of healing, bought from the temple',
    { text: 'a year of free repairs at the smithy, already paid for', excludes: ['building:Blacksmith'] },
    'an introduction to someone useful at court',
    'a small cottage on the edge of town, rent-free for a season',
    { text: 'first pick of a confiscated weapons cache', requires: ['law'] },
    "a letter of recommendation to the Explorers' Guild",
    "a standing welcome at the patron's table",
    'a set of well-made traveling cloaks',
    { text: "a case of good wine from the patron's cellar", excludes: ['clergy'] },
    'a standing credit at the best tavern in town',
    'a hunting bow of seasoned yew',
    "a set of healer's tools in a leather roll",
    'a spyglass of good glass and brass',
    'a chest of fur-lined winter clothes',
    "a map of the province, corrected in the patron's own hand",
    { text: 'a signed pass through the town gates after curfew', requires: ['office'] },
    { text: 'a clean slate with the watch for any small matter already on the books', requires: ['law'] },
    { text: 'free stabling for a year', excludes: ['animals'] },
    'a suit of leather armor, oiled and fitted',
    { text: 'a silver holy symbol from the temple treasury', requires: ['clergy'] },
    { text: "the temple's blessing on each of the party, written out and sealed", requires: ['clergy'] },
    "a shield painted with the party's device, whatever they choose",
    'a crossbow with a hundred bolts',
    "a year's supply of good candles",
    { text: 'the use of a boat and a boatman for a week', requires: ['coastal'] },
    'two bottles of brandy older than any of the party',
    { text: "first refusal on anything rare that passes over the patron's counter", requires: ['shop'] },
    { text: "a third off anything at the patron's counter for as long as it stands", requires: ['shop'] },
    "an alchemist's kit, complete but for one flask",
    'a dozen torches and a barrel of lamp oil',
    { text: 'a warm word to the magistrate, which counts for a great deal here', excludes: ['law'] },
    'a scroll of protection, bought dear from a traveling mage',
    "lodging at the patron's house whenever the party is in town",
    { text: 'a sturdy mule and a cart to go with it', excludes: ['animals'] },
    'a letter that will open the door of any guildhall in the province',
    'an engraved silver flask, full',
    'three potions of healing, one of them slightly cloudy',
    'a set of good steel daggers in a leather roll',
    "a mapmaker's commission for a chart of wherever the party goes next",
    'a fine saddle, tooled and oiled',
    'a bolt of dyed wool, enough for cloaks for all',
    'a brass compass that points true',
    'a silver-chased drinking horn',
    'a set of lockpicks of excellent make, no questions asked',
    { text: 'a warm word in the ear of the harbormaster', requires: ['coastal'] },
    "a month's lodging at the patron's own expense",
    'a good steel helm with a padded lining',
    'a hooded lantern of brass and glass that will not blow out',
    "a year's supply of healing salve from the apothecary",
    'a purse of trade tokens good at every stall in the market',
    'a sealed letter naming the party friends of the house',
    'an illuminated almanac, only a little out of date',
    'a pair of fine leather riding boots',
    'a traveling writing desk with ink, sand and paper',
    "a silver ring engraved with the patron's mark, which opens doors in town",
    "a fortnight of a clerk's time for any paperwork the party needs",
    "a longsword from the patron's own rack",
    'a case of fine brandy, less one bottle',
    "the pick of a peddler's chest the patron bought outright",
    'a seat at the next council feast',
    'a cloak pin of silver set with a small garnet',
    "an invitation to the patron's name-day feast, which is famous",
    'a fine chain shirt, a little rusty at the collar',
    'a chest of good tools for the road',
    'a glass vial of holy water and another of something stronger',
    'a hunting knife with a horn handle and a sheath to match',
    'a promise of work whenever the party is in town',
    'a pair of silver spurs that ring like small bells',
    'a leather map case, waxed against the rain, with three good maps inside',
    'a copper cookpot and a tripod that fold into a saddlebag',
    'a good wool tent for four, with pegs of ash',
    'a carved bone whistle that carries for a mile',
    'a set of dice of real ivory in a velvet bag',
    'a bow case of stiff leather, tooled with running hares',
    'a small chest of spices, worth its weight in silver on the road',
    {
      text: 'the loan of a key to the postern in the town wall, for as long as the party needs it',
      requires: ['office'],
    },
    'a brass-bound journal with a lock and a very small key',
    'a quiver of arrows with steel heads and fletching dyed red',
    'a silver locket with room for a lock of hair',
    'a warm bearskin for the coldest nights',
    'a bottle of lamp oil that burns without smoke',
    'a belt of good leather with a hidden pocket in the buckle',
    'a pair of steel manacles with two keys, for whoever needs holding',
    'a flask of strong cordial said to bring the fainting round',
    'a wax tablet and stylus in a case of pear wood',
    'a walking staff shod with iron, the grip worn smooth',
    'a set of three good whetstones, coarse to fine',
    'a grappling hook and fifty feet of knotted silk cord',
    "a bundle of the patron's own letters of introduction, signed but left blank",
    'a wool cloak dyed deep blue, with a clasp of polished horn',
    'a spare set of horseshoes and the nails to fit them',
    'a pewter tankard for each of the party, engraved with their names',
    'a good steel buckler with a boss shaped like a sun',
    'a hand mirror of real glass, for signaling or for vanity',
    'a pair of fur-lined gloves for each of the party',
    'a box of fine beeswax candles that burn a whole night each',
    'a hand-drawn plan of the town sewers, with the locked grates marked',
  ],
  wealthyExtra: [
    { text: 'a minor title with a parcel of land', requires: ['noble', 'landed'] },
    { text: "a magic ring of the patron's choosing from the family vault", requires: ['noble'] },
    { text: 'a share in the profits of the next three voyages', requires: ['ships'], excludes: ['water'] },
    { text: "a share in the patron's profits for a year", requires: ['merchant'], excludes: ['ships'] },
    "the party's worst debt paid off, however dangerous the creditor",
    "a permanent suite of rooms in the patron's townhouse",
    "the patron's sworn support in a matter of law",
    { text: 'a warhorse bred for battle, with full barding', excludes: ['animals'] },
    'access to a private library of spellbooks',
    { text: 'a parcel of good land by the river, deed included', requires: ['landed'], excludes: ['noble'] },
    'a suit of armor made to measure by the best smith in the capital',
    'a sword of old make whose edge has never needed honing',
    { text: "passage anywhere the patron's ships sail, for as long as they sail", requires: ['ships'] },
    { text: 'a string of fine horses from the family stable', excludes: ['animals'] },
    'the pick of three scrolls from a locked cabinet',
    'a wand with nine charges left, or so its label claims',
    'a small townhouse near the market, freehold',
    { text: "an escort of the patron's own soldiers for any one journey in the province", requires: ['law'] },
    { text: 'a commission as captain in the household guard', requires: ['noble'] },
    'a flawless gem the size of a thumbnail',
    'a coat of mail made for a prince who never grew into it',
    { text: 'an introduction to every house that matters in the capital', requires: ['noble'] },
    { text: 'a stake in the next caravan east', requires: ['merchant'], excludes: ['ships'] },
    "a year's rooms at the best inn in the capital",
    { text: "a relic of the temple's, lent and not given", requires: ['clergy'] },
    { text: "the temple's favor, which here is worth more than gold", requires: ['clergy'] },
    { text: "an enchanted shield that was the patron's grandfather's", requires: ['noble'] },
    'a chest of maps of the far provinces, some of them accurate',
    'a bag of holding that has seen better days',
    { text: 'a pair of matched hunting hawks', excludes: ['animals'] },
    { text: "ten years free of the town's taxes", requires: ['noble', 'landed'] },
    'a cloak of elven weave from the family wardrobe',
    "a sapphire brooch from the patron's own collar",
    'a suite of enchanted arrows in a quiver of red leather',
    { text: 'a manor farm with its tenants, for as long as the party holds it', requires: ['landed'] },
    'a hunting lodge in the hills, with a caretaker',
    'a portrait of the party by the best painter in the province',
    'a silver mirror that shows the true face of whoever looks in it',
    { text: 'a letter of marque and a ship to use it, for one season', requires: ['ships'] },
    'a gilded helm said to turn aside any blow from behind',
    { text: "a seat on the town's council of merchants", requires: ['merchant'] },
    'a dagger of dark glass that never dulls',
    'an astrolabe of gold and crystal',
    "a cask of gold leaf and a goldsmith's promise to work it",
    'a standing account at the finest tailor in the capital',
    "an amulet against poison, tested by the patron's own taster",
    'a chest of fine silks from the far south',
    "a scholar's library of forty volumes, delivered",
    { text: 'the freedom of the city, written on vellum', requires: ['noble'] },
    'a pair of boots of swift walking, or so the inventory says',
    'a masterwork lute that plays a little sweeter than it should',
    'a patent of protection, signed and sealed, against every toll in the province',
    'a tapestry of great age that is worth more than a house',
    'a clockwork songbird that sings at dawn',
    'a ring set with a stone that glows near gold',
    'a rope of pearls long enough to wind three times around a neck',
    'a silver tea service from the far east, every piece present',
    'a suit of plate once worn at a royal tourney, refitted to measure',
    'a rapier with a basket hilt of gilded steel',
    'a crystal decanter that keeps whatever is in it cold',
    "a painted carriage with the patron's crest scraped off",
    'a brooch of emeralds shaped like a dragonfly',
    'a barrel of wine from a year the vintners still talk about',
    'a belt of gold links, each stamped with a different bird',
    'a folding telescope with lenses ground in the capital',
  ],
  // How a comfortable patron pays, after "gp".
  // A comfortable patron's coin with how it is paid: sixty to a hundred and forty gold pieces fit a
  // purse of gold, more than that wants a strongbox, sacks or a letter; how the rest pay fits any sum.
  comfortableCoin: [
    { text: '{coinModest} gp {modestPay}', weight: 1 },
    { text: '{coinHeavy} gp {heavyPay}', weight: 1 },
    { text: '{coinComfortable} gp {comfortablePay}', weight: 3 },
  ],
  coinModest: numberRows(60, 140, 20),
  coinHeavy: numberRows(160, 400, 20),
  // How sixty to a hundred and forty gold pieces are paid, after "gp".
  modestPay: [
    { text: 'in a sealed purse of gold', excludes: ['unpaid'] },
    { text: 'in gold wrapped in oilcloth and tied with a ribbon', excludes: ['unpaid'] },
    { text: "in gold, in a purse stitched with the patron's initials", excludes: ['unpaid'] },
    { text: 'in mixed coin from a cashbox under the counter', requires: ['shop'], excludes: ['unpaid'] },
    { text: 'in gold, in a purse sewn into a plain cloth bag so as not to draw notice', excludes: ['unpaid'] },
    { text: 'in gold, in a purse of soft leather tied with a silver cord', excludes: ['unpaid'] },
    { text: 'in a tin cashbox that the patron will want back', excludes: ['unpaid'] },
    { text: 'in silver wrapped in paper rolls of twenty', excludes: ['unpaid'] },
    { text: "in gold, the purse sealed with the patron's ring", excludes: ['unpaid'] },
    { text: 'in a lacquered box with the coins set in rows', excludes: ['unpaid'] },
    { text: 'in a pouch of gold hung on a nail by the door, ready for the day', excludes: ['unpaid'] },
    { text: 'in a fat purse of gold', excludes: ['unpaid'] },
    'in gold pieces counted into stacks of twelve',
    { text: 'in gold, in a calfskin purse that closes with a clasp', excludes: ['unpaid'] },
    { text: 'in a purse of gold pieces, each one bitten by the patron first', excludes: ['unpaid'] },
    { text: 'in a small wooden box of gold with a sliding lid', excludes: ['unpaid'] },
    { text: "in a pouch of gold worn on a cord around the patron's neck until now", excludes: ['unpaid'] },
    { text: 'in gold and silver in a stout leather satchel', excludes: ['unpaid'] },
    'in gold, paid into the hand of whoever the party names',
  ],
  // How a hundred and sixty to four hundred gold pieces are paid, after "gp".
  heavyPay: [
    { text: 'in a canvas bag too heavy to carry one-handed', excludes: ['unpaid'] },
    { text: 'in a small iron strongbox that takes two hands to lift', excludes: ['unpaid'] },
    { text: 'in two sacks of silver sealed with lead', excludes: ['unpaid'] },
    { text: 'in gold, in a brass-bound chest with a good lock', excludes: ['unpaid'] },
    { text: 'in gold and silver in a sea chest the patron will want back', excludes: ['unpaid'] },
    { text: 'in gold, ten sealed bags of it on the counting-house table', excludes: ['unpaid'] },
    'by letter of credit, so nobody need carry it past the gossips',
    { text: "in gold, in a strongbox bolted under the patron's bed until the day", excludes: ['unpaid'] },
    { text: 'in a small chest of gold and a larger one of silver', excludes: ['unpaid'] },
    "in gold weighed out by the pound at the moneychanger's",
  ],
  comfortablePay: [
    { text: 'paid half now and half on return', excludes: ['unpaid'] },
    "in good silver, weighed out at the moneychanger's",
    'in bright new crowns from the mint',
    'in a note the moneychanger will honor',
    'paid on the day the job is done, before witnesses',
    { text: 'in gold and silver, counted out in front of the party', excludes: ['unpaid'] },
    { text: 'in an iron-bound box with its own key', excludes: ['unpaid'] },
    'paid through the guild, with a receipt',
    'by letter of credit good at any guildhall',
    'in foreign gold, weighed rather than counted',
    { text: 'paid in three parts: on setting out, halfway and on return', excludes: ['unpaid'] },
    'paid by the week for as long as the job lasts',
    { text: 'in good coin, a fifth of it in advance', excludes: ['unpaid'] },
    'in coin that rings true, every piece of it bitten first',
    'paid the moment the party brings proof',
    { text: 'in silver, a third of it up front', excludes: ['unpaid'] },
    'in a mix of coin and a promissory note',
    'in a bank draft on the counting house across the square',
    { text: "in coin counted into the party's hands at the town gate", excludes: ['unpaid'] },
    'in silver crowns, less a small sum for the scribe who drew up the contract',
    'in coin, against a receipt signed before the town warden',
    { text: 'in a locked coffer, with the key to follow on return', excludes: ['unpaid'] },
    'paid out of the takings, a little each week until it is settled',
    { text: 'from the guild chest, voted on and grudged', requires: ['many'] },
    'in new silver, a loaf of good bread thrown in for luck',
    'in honest coin, the patron swears, though some of it is foreign',
    { text: "half in coin and half in credit at the patron's counter", requires: ['shop'] },
    'paid on the nail the moment the matter is proven',
    { text: "in silver counted out by the patron's clerk, twice", excludes: ['unpaid'] },
    'in good coin, weighed on the market scales for all to see',
    "paid by a note on the patron's guild, which has never failed to pay",
    'in coin, with a bonus if nobody gets hurt',
    'in coin of the realm, freshly changed at the bridge booth',
    'paid through a notary, who takes his fee from the patron and not the party',
    'in coin, the last of it on the day the party rides out',
    'in clean silver, no clipped coins among it',
    "in silver marks stamped with the town's arms",
    "in coin, with the patron's thanks in writing",
    'by a note on the moneylender, who owes the patron a favor',
    "in coin, the patron paying the notary's fee",
    'in market silver, each coin tested on the counter',
    'with half held by the magistrate until the work is done',
    { text: 'in silver, paid over a good dinner', excludes: ['unpaid'] },
    'in silver, less nothing, the patron is proud to say',
    'in a mix of silver and gold, nothing foreign',
    "by draft on the patron's guild, payable on sight",
    'with a written contract, witnessed by the clerk of the market',
    'in coin, with a little extra for the road',
    'in good crowns, half of it waiting with a notary',
    'in coin, the balance to follow by letter if the party must move on',
    { text: 'in coin and a cask of ale to celebrate', excludes: ['coin-only'] },
    { text: 'in new silver that still smells of the mint', excludes: ['unpaid'] },
    { text: "in coin, delivered by the patron's most trusted servant", excludes: ['unpaid'] },
    'in silver, half of it under lock at the temple until the work is done',
    "by a note the patron's brother-in-law, a banker, will honor",
    { text: 'in coin, paid out in the square so everyone knows it was earned', excludes: ['unpaid'] },
    'in a few gold pieces with the rest in silver',
    { text: 'in coin, with any mount the party loses made good', excludes: ['coin-only'] },
    "in silver, paid at the patron's kitchen table over cider",
    "by a note on the temple's strongbox, which lends at no interest",
    'in coin the patron has been saving for a new roof',
    { text: 'in good silver, with a meal thrown in every day of the job', excludes: ['coin-only'] },
    'in coin of three neighboring towns, all of it good',
    { text: "in silver, the first part paid before the party's boots are dry", excludes: ['unpaid'] },
    { text: 'in coin, plus a letter thanking the party by name', excludes: ['unpaid', 'coin-only'] },
    'in silver, paid in the market square at noon',
    "in coin borrowed from the patron's brother, who wants a receipt",
    "in coin, every piece stamped with this year's mark",
    'in silver, less a fee for the notary that the patron pays gladly',
    "in good coin from the patron's own strongbox",
    "in silver and a few old gold pieces from the patron's mother's chest",
    'in silver, paid a little at a time as each part of the job is done',
    { text: 'in coin, with a drink on the patron whenever the party likes', excludes: ['coin-only'] },
    { text: 'in gold and silver, sealed in a crock until the job is done', excludes: ['unpaid'] },
  ],
  // How a wealthy patron pays, after "gp".
  wealthyPay: [
    'in a letter of credit',
    { text: 'in good coin, counted out on the table', excludes: ['unpaid'] },
    { text: 'paid in gold bars stamped with the house crest', requires: ['noble'], excludes: ['coin-only', 'unpaid'] },
    'by bill of exchange on a bank in the capital',
    { text: 'in heavy gold crowns, half of it in advance', excludes: ['unpaid'] },
    {
      text: "in gemstones of that value, appraised by a jeweler of the party's choosing",
      excludes: ['coin-only'],
    },
    'paid into any bank the party names',
    { text: 'in a strongbox carried in by two servants', excludes: ['unpaid'] },
    'in new-minted gold, still bright',
    'in coin, with a written promise of more if it goes well',
    { text: 'half on signing and half on return, before a notary', excludes: ['unpaid'] },
    { text: "in trade silver stamped with the guild's mark", requires: ['merchant'] },
    { text: 'drawn on the temple treasury', requires: ['clergy'] },
    { text: 'paid from the family strongroom', requires: ['noble'], excludes: ['unpaid'] },
    { text: 'in sealed bags of a hundred each', excludes: ['unpaid'] },
    'in silver by the cartload',
    'paid in full the day the matter is closed',
    { text: 'in old gold from a sunken hoard, cleaned and counted', requires: ['ships'], excludes: ['unpaid'] },
    { text: 'in a casket of gold coin, sealed with red wax', excludes: ['unpaid'] },
    'by a draft the party may cash in any city with a guildhall',
    { text: 'in gold, weighed out before a notary and witnessed twice', excludes: ['unpaid'] },
    'in foreign gold, each coin heavier than the local sort',
    { text: 'in a chest carried by a mule that the party may keep', excludes: ['animals', 'coin-only', 'unpaid'] },
    'in gold of three kingdoms, sorted into three purses',
    { text: 'with a third paid at once and the rest on proof', excludes: ['unpaid'] },
    'by promissory note, which every banker in the province honors',
    { text: 'paid from the temple treasury with a blessing on every coin', requires: ['clergy'], excludes: ['unpaid'] },
    { text: 'drawn on the estate accounts by the steward', requires: ['landed'] },
    "in gold, with a feast in the party's honor when it is done",
    "in coin, with the party's names read out in the square",
    { text: 'in gold crowns, each one new', excludes: ['unpaid'] },
    { text: 'in a coffer of black oak, banded with brass', excludes: ['unpaid'] },
    "by bond on the patron's house, as good as gold",
    { text: 'in gold, paid in the great hall before the household', requires: ['noble'], excludes: ['unpaid'] },
    'in ingots small enough to carry, stamped and assayed',
    'by a letter to the royal treasury, which owes the patron money',
    { text: "in gold, half in a sealed bag and half on the party's word", excludes: ['unpaid'] },
    'by a chain of drafts, one on each city along the road',
    {
      text: "in gold, with a free hand at the patron's armory besides the coin",
      requires: ['noble'],
      excludes: ['coin-only'],
    },
    'in gold, weighed against a brass standard before witnesses',
    'by credit with every goldsmith in the capital',
    { text: 'in a lacquered chest lined with velvet', excludes: ['unpaid'] },
    'in coin of the highest weight, with a clerk to carry it',
    'in gold, with a ring of the house to prove it was earned honestly',
    'in gold, the rest sent after the party by courier if need be',
    { text: 'in gold and pearls, as the party prefers', excludes: ['coin-only'] },
    { text: 'in a strongbox of three locks, with the keys sent separately', excludes: ['unpaid'] },
    { text: 'in heavy coin, paid out of a treasury the patron opens personally', excludes: ['unpaid'] },
    'by note on a moneylending house that has never missed a payment',
    'in gold, the contract witnessed by a magistrate and two priests',
    "in gold, with the patron's seal on every bag",
  ],
  adjHerd: ['trembling', 'bone-thin', 'wild-eyed', 'half-starved'],
  adjShip: ['heavily laden', 'weathered', 'freshly painted', 'flat-bottomed'],
  adjBeast: ['huge', 'soundless', 'tireless', 'clever'],
  adjLetter: ['badly spelled', 'perfumed', 'unsigned', 'water-stained'],
  adjGlass: ['smoky', 'blood-red', 'perfectly clear', 'swirled'],
};

/**
 * Quests (GetProblem), as `QUEST_TABLES` with the motives and complications that follow from a
 * rare fact of the hook drawn more often (`favorHookFacts`).
 */
export const QUEST_GRAMMAR: Grammar = {
  ...QUEST_TABLES,
  patronWhy: favorHookFacts(QUEST_TABLES.patronWhy ?? [], QUEST_TABLES.hook ?? []),
  complication: favorHookFacts(QUEST_TABLES.complication ?? [], QUEST_TABLES.hook ?? []),
};

/** The quest grammar for the integrity test. */
export const QUEST_SPEC: GrammarSpec = {
  name: 'quest',
  grammar: QUEST_GRAMMAR,
  roots: ['hook', 'patron', 'patronLine', 'complication', 'rewardLine', 'placeName'],
  provided: ['patron', 'name', 'work', 'town', 'site', 'building'],
  adjectives: ['adjHerd', 'adjShip', 'adjBeast', 'adjLetter', 'adjGlass'],
};

/** Environments of a quest's town unless a row puts it on the coast: country with mills, pastures and rivers. */
export const QUEST_ENVIRONMENTS: readonly { environment: Environment; weight: number }[] = [
  { environment: 'Grassland', weight: 4 },
  { environment: 'Forest', weight: 3 },
  { environment: 'Hill', weight: 3 },
  { environment: 'Coastal', weight: 2 },
  { environment: 'Mountain', weight: 2 },
  { environment: 'Swamp', weight: 1 },
];
