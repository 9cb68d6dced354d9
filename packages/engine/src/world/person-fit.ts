import { JOBS, jobAges, LEAD_MIN_YEARS, TOWN_JOBS } from '../character/jobs';
import { PUBLIC_PLACES } from '../character/town-places';
import type { BuildingType } from '../data/options';
import { garbOf, inBusiness, lifeStageOf, singular, wealthOf } from '../character/person-facts';
import { HERITAGE_BODY } from '../character/appearance-tables';
import { lookWords } from '../character/appearance';
import { repeatedWords } from '../character/line-echo';
import { DELIBERATE_REPEATS } from '../character/traits';
import { groupKindsOn } from './group-fit';
import { toPlainText, type TextComponent } from '../text/rich-text';
import type { EntityLink, Npc, SettlementStub } from './entities';
import type { RefPackage } from './ref-store';

/**
 * Rules that read a person's texts against who the person is: their work, their alignment, the
 * house they own, the group they belong to and the size of their town. Each returns the lines a
 * game master would stop at, as `{ rule, detail }` like the checker of `contradictions.ts`.
 */
export type FitFlag = { rule: string; detail: string };

const plain = (parts: readonly TextComponent[] | undefined): string => (parts ? toPlainText(parts) : '');

/** Jobs whose holders work with horses. */
const HORSE_JOBS: ReadonlySet<string> = new Set(['Groom', 'Stablemaster', 'Courier', 'Soldier']);

/** Jobs whose holders have sailed and so have shipmates. */
const SEAFARERS: ReadonlySet<string> = new Set(['Sailor', 'Smuggler', 'Harbormaster']);

/** Deeds and habits that are not in a good soul: cruelty, spite, theft and lying for its own sake. */
const CRUEL =
  /\b(amused by everyone else's troubles|turns sharp and cruel|ruthless in business|small lies just to keep in practice|skims a little from every purse|sells things that belong to other people|petty and vindictive|takes small revenges|a habitual liar|dishonest in small ways and large|lets others take the blame|scuttled the barge|promises children a copper to run the errands and never pays)\b/i;

/** Order and rules that a chaotic soul does not keep, and a quarrel with them that a lawful one does not pick. */
const LAWFUL_WORDS = /\b(strict and scrupulously fair|obsessed with order and routine)\b/i;
const CHAOTIC_WORDS = /\bimpatient with rules and routine\b/i;

/** Kindness and charity, which are not the nature of an evil soul. */
const KIND =
  /\b(generous to a fault|kind-hearted|gentle with the weak|warm and welcoming|generous with prayers|big-hearted|slips coins to beggars)\b/i;

/** Rent paid or owed, or lodgings lost: the words of a tenant. */
const RENT = /\b(rent money|pays the rent|rent's due|lodgings in a row)\b/i;

/** Places and crowds only a town or larger has: several taverns and inns, a counting house, a fish market, a gate, street lamps and a night watch. */
const TOWN_WORDS =
  /\b(every tavern in town|every tavern keeper|every inn in town|spoken at the market|fish market|counting house|town hall|dice[- ]house|coaching inn|bathhouse attendants|town crier on a night off|bored gate guard|lamplighter with nothing better to do|member of the night watch|in every tavern)\b/;
/** A market square, which not even a hamlet has. */
const MARKET_WORDS = /\b(market square|bored gate guard)\b/i;
const TINY: ReadonlySet<string> = new Set(['Outpost', 'Hamlet']);
/**
 * Offices and places of a person's own lines (not the voice's or a rumor's) that a hamlet or an
 * outpost lacks: a magistrate, a mayor, a council, a market and its days, a watch.
 */
const HAMLET_OWN =
  /\b(magistrate|mayor|town council|council's clerk|the council|council seat|market days?|market warden|market-day|old market|noise of the market|goes to market|out of the market|the watch)\b/i;
/** What only a town or larger keeps: a town gate, a watch captain, a thieves' guild, a pawnshop, a priest a week. */
const VILLAGE_OWN =
  /\b(watch captain|town gate|thieves' guild|pawnshop|different priest every week|five different priests)\b/i;
/** Places only a village has: no city has a village green or a village healer. */
/** A village's healer and a whole village, which not even a town has. */
const VILLAGE_HEALER = /\b(the village healer|a whole village would)\b/;
const VILLAGE_WORDS = /\b(village green|village healer|duck pond|a whole village would)\b/i;
const SMALL: ReadonlySet<string> = new Set(['Outpost', 'Hamlet', 'Village']);
const LARGE: ReadonlySet<string> = new Set(['City', 'Metropolis']);
/** A town's watch, streets of shops and halves, in a life story: none in a hamlet or an outpost. */
const HAMLET_HISTORY = /\b(town watch|half the town|swept the town|rebuild the town|every shop on the street)\b/;
/** A town watch, which not even a village keeps. */
const VILLAGE_HISTORY = /\btown watch\b/;

/** Public steps (a petition, free ale, meetings, letters to the duke) taken toward an aim kept secret. */
const SECRET_AIM = /\b(secretly resolved|quietly plans)\b/;
const PUBLIC_STEP =
  /\b(signatures on a petition|meetings in the back room|pestering the council|helpers with free ale|furious letters to the duke|drilling volunteers|every civic duty|a flattering portrait|a raffle)\b/;

/** A secret's deed that took a life or put one in peril. */
const HARM_DEEDS =
  /\b(killed a man|customs officer dead|for dead in a snowstorm|drown and did nothing|into the millrace|in the orchard with no priest|was hanged for stealing|wanted for murder|set the dogs on|chalk and water|to the witch-hunters|to a bounty hunter|slowly poisoning)\b/;
/** Stakes too light for a life taken or put in peril. */
const LIGHT_STAKES =
  /\b(lucrative contract would be torn up|regulars would drift away|partner would walk out|apprentices would all leave|rival would gain everything|council seat everyone expects|creditor would call in|songwriter would make it famous|nothing would happen|sealed will would have to be rewritten|old friend would never speak|last loyal friend would walk away|whole street would take sides|every door on the street would close)\b/;
/** Deeds and states of deceit or calculation, after which past kindness may be reread as calculation. */
const GUILE_DEEDS =
  /\b(forged|take the blame|bounty hunter|false name|letters for years|spy on|chalk and water|marked decks|witch-hunters|debt that cannot|took credit|anonymous letters|lose a duel|winning ticket|blamed a servant|took the reward|boundary stones|prize ewe|credit for a rescue|pawned a ring|lied under oath|trade places|not the person everyone thinks|second family|slowly poisoning|rival town|temple's candles|lame horse|well was safe|bribed the judges|burned it before it could be delivered|avalanche pass on purpose|press-gang|for lead|spread a lie|runaway child|weighing scales|fake relic|hid the letter|stocks for a theft|secrets to the town gossip|to slavers|be blamed for it|false light|trade secret|ran up debts|a sweetheart had died|treasure that never existed|swapped two newborns|false order|false alibi|where the family silver was hidden|passed off the songs|fixed the cockfight|tore a page|lied to the healer|tricked|take the punishment|called the bailiff|poison herb|ransom note|loaded bones|tithe grain|borrowed cloak|moldy grain|last words|took a bribe|blamed the novices|paid a forger|watered the milk|second set of account books|selling off the family silver|lose the wrestling match|anywhere near the war|someone else's name|on receipts|agent of a foreign crown|name of someone long dead|cheats at the weekly dice|rescue that never happened|name of a dead cousin)\b/i;

/** Words too little or too common to be noticed when said twice in one line. */
const LITTLE_WORDS = new Set(['every', 'where', 'there', 'their', 'which', 'whose', 'other', 'never', 'about']);
/** Said twice in one line, even in the same form, a word that stands out: "a certain family ... a certain name". */
const MARKED_WORDS = new Set(['certain']);
const stemOf = (word: string): string => word.replace(/(?:ing|ers|er|ed|es|s)$/, '');

/**
 * A distinctive word said twice in one line of a text: two forms of one word ("a shrewd
 * bargainer; can smell a bargain", "counts the cherries ... stopped counting"), or a marked word
 * in any form. Names (capitalized inside a sentence), quoted speech and words of four letters or
 * fewer are not read; nor words within three of each other ("stone by stone").
 */
export function echoes(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (/^(Sample line|Truth):/.test(line)) continue;
    const bare = line.replace(/“[^”]*”/g, ' ').replace(/(?<![.;:!?]\s|^)\b[A-Z][\w'-]*/g, ' ');
    const words = bare.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
    const seen = new Map<string, { word: string; at: number }>();
    words.forEach((word, at) => {
      if (word.length < 5 || word.includes('-') || LITTLE_WORDS.has(word)) return;
      // One form, whatever its number or case: "stranger" and "strangers", "town" and "town's".
      const form = singular(word.replace(/'s?$/, ''));
      const stem = stemOf(form);
      if (stem.length < 4) return;
      const before = seen.get(stem);
      if (before && at - before.at > 3 && (before.word !== form || MARKED_WORDS.has(form)))
        out.push(`"${before.word}" ... "${form}"`);
      seen.set(stem, { word: form, at });
    });
  }
  return out;
}

/** A skill still to be learned or practiced: the words after "learning", "lessons with" or "practices". */
const LEARNING = /\b(?:learning|lessons (?:in|with)|practices)\b([^,.;:]*)/gi;
/** Words of a learning phrase that name no skill. */
const FILLER = new Set([
  'every',
  'with',
  'from',
  'their',
  'mother',
  'used',
  'make',
  'knows',
  'read',
  'until',
  'neighbors',
  'complain',
  'once',
  'heart',
  'night',
  'patient',
  'dishes',
  'speech',
  'honor',
  'that',
  'been',
  'never',
  'offered',
  'secret',
  'dancing',
  'courtly',
  'manners',
  'disgraced',
  'master',
  'trade',
  'language',
  'peddler',
  'forge',
  'merchant',
  'seal',
]);

const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 3).map(singular);

/** The settlement a person lives in, as its stub, when the package holds it. */
function homeTown(npc: Npc, pkg: RefPackage): SettlementStub | undefined {
  const building = (link: EntityLink | undefined) =>
    link
      ? (pkg.buildings?.ReferenceIds[link.type.replace(/^building-/, '')] as
          { Stub?: { Settlement?: EntityLink; Owner?: EntityLink } } | undefined)
      : undefined;
  const town =
    npc.Stub.Settlement ?? building(npc.Residence)?.Stub?.Settlement ?? building(npc.EmployedAt)?.Stub?.Settlement;
  if (!town) return undefined;
  return (pkg.settlements?.ReferenceIds[town.type.replace(/^settlement-/, '')] as { Stub?: SettlementStub } | undefined)
    ?.Stub;
}

/** Whether the person is the recorded owner of the house they live in. */
function ownsHome(npc: Npc, pkg: RefPackage): boolean {
  if (!npc.Residence) return false;
  const home = pkg.buildings?.ReferenceIds[npc.Residence.type.replace(/^building-/, '')] as
    { Stub?: { Owner?: EntityLink } } | undefined;
  return home?.Stub?.Owner?.type === `npc-${npc.ReferenceData.Id}`;
}

/** The plain text of each line a person says of themselves (not the rumor or the history), by field. */
export const ownTexts = (npc: Npc) => ({
  Personality: plain(npc.Personality),
  Voice: plain(npc.Voice),
  Goal: plain(npc.Goal),
  Secret: plain(npc.Secret),
  Fear: plain(npc.Fear),
  Flaw: plain(npc.Flaw),
  Desire: plain(npc.Desire),
});

/**
 * A person's texts against the person: a shipmate of someone who never sailed, a child source
 * "over a drink", cruelty or theft in a good soul, rent paid by a house's owner, a skill still to
 * learn that is the person's own trade or the name of their own group, and town places (every
 * tavern in town, a fish market) in a hamlet or village, or village ones in a city.
 */
export function personFitFlags(npc: Npc, pkg?: RefPackage): FitFlag[] {
  const out: FitFlag[] = [];
  const own = ownTexts(npc);
  const rumor = plain(npc.Rumor);
  const all = { ...own, Rumor: rumor };
  const history = plain(npc.History);

  // A word said twice in one line, in two forms or a marked one.
  for (const [field, text] of Object.entries(all))
    for (const echo of echoes(text)) out.push({ rule: 'echo', detail: `${echo} in the ${field}` });

  // A distinctive word said twice in the same form in one of the person's own lines: "Means to
  // ... that means", "a hearth ... an old hearth" (words a row repeats on purpose aside).
  for (const [field, text] of Object.entries(own))
    for (const word of repeatedWords(text, DELIBERATE_REPEATS))
      out.push({ rule: 'echo', detail: `"${word}" twice in the ${field}: "${text}"` });

  // A look whose outfit, things carried or marks repeat a word already said of the person: a
  // faded tabard and a faded ribbon, a battered pipe in the personality and a battered locket.
  const lookSaid = new Set(
    lookWords(
      `${own.Personality} ${own.Desire} ${npc.VisualAppearance.hair} ${npc.VisualAppearance.eyeColor} ${npc.VisualAppearance.skinDesc}`,
    ),
  );
  for (const part of ['clothingStyle', 'accessories', 'injuries'] as const) {
    const words = lookWords(npc.VisualAppearance[part]);
    const again = words.find((w) => lookSaid.has(w));
    if (again)
      out.push({
        rule: 'echo',
        detail: `"${again}" said again in the look's ${part}: "${npc.VisualAppearance[part]}"`,
      });
    for (const w of words) lookSaid.add(w);
  }

  // A look that shows what a secret or a fear says is hidden or shunned: a blind eye beside a
  // secret blindness, a lantern carried by someone who will not touch anything that glows.
  const look = npc.VisualAppearance;
  const seen = `${look.injuries} ${look.accessories}`;
  if (/\bgoing blind\b/.test(own.Secret) && /\b(blind|eyepatch)\b/.test(seen))
    out.push({ rule: 'look', detail: `a secret blindness beside "${seen}"` });
  if (/\banything that glows\b/.test(own.Fear) && /\blantern\b/.test(seen))
    out.push({ rule: 'look', detail: `afraid of what glows, with "${look.accessories}"` });

  // A first step that does not serve the aim, or is not a first step.
  if (SECRET_AIM.test(own.Goal)) {
    const m = PUBLIC_STEP.exec(own.Goal);
    if (m) out.push({ rule: 'goal', detail: `a secret aim with the public step "${m[0]}"` });
  }
  if (/\b(it starts with|step one:|the first step is) throwing away\b/i.test(own.Goal))
    out.push({ rule: 'goal', detail: `a first step that is already far along: "${own.Goal}"` });
  if (/\bwithout telling a lie\b/.test(own.Goal) && /\bfasting\b/.test(own.Goal))
    out.push({ rule: 'goal', detail: `fasting toward a year without a lie` });

  // A secret whose stakes do not follow from it: a life taken or put in peril that costs only a
  // contract, a song, a friend's silence or a shrug; past kindness reread after no guile at all.
  const harm = HARM_DEEDS.exec(own.Secret);
  const light = harm ? LIGHT_STAKES.exec(own.Secret) : null;
  if (harm && light) out.push({ rule: 'secret', detail: `"${harm[0]}" that would cost only "${light[0]}"` });
  if (/\bevery past kindness would be reread\b/.test(own.Secret) && !GUILE_DEEDS.test(own.Secret))
    out.push({ rule: 'secret', detail: `past kindness reread after no guile: "${own.Secret}"` });

  // Clauses of one line that cannot both hold: nerves in one hard to rattle, a secret nobody
  // alive knows beside the witness it names, a tavern brawl while the household was at a wedding, a
  // slight that is no slight, and an "it" that points at the wrong thing.
  if (/\b(hard to rattle|steady as a rock)\b/i.test(own.Personality) && /\bwhen nervous\b/.test(own.Personality))
    out.push({ rule: 'clash', detail: `nervous habits in a calm soul: "${own.Personality}"` });
  if (
    /\bNobody alive knows\b/.test(own.Secret) &&
    /\b(lied under oath|blackmailed by|tavern brawl|a crime that)\b/.test(own.Secret)
  )
    out.push({ rule: 'clash', detail: `known to "nobody alive" beside a witness: "${own.Secret}"` });
  if (/\baway at a wedding\b/i.test(own.Secret) && /\btavern brawl\b/.test(own.Secret))
    out.push({ rule: 'clash', detail: 'a tavern brawl while the household was away at a wedding' });
  if (/\blet a slight go: counts the cherries\b/i.test(own.Flaw))
    out.push({ rule: 'clash', detail: 'counting cherries as a grudge over a slight' });
  if (/\b(whenever it comes up|whenever anyone mentions it)\b/.test(own.Flaw))
    out.push({ rule: 'clash', detail: `an "it" with nothing to point at: "${own.Flaw}"` });

  const workJob = JOBS.find((row) => row.job === npc.Job);
  // Rivals in trade of someone in no business, a dead rival's techniques of someone who makes and
  // performs nothing, a door carved by someone who works no wood or stone, and a victim of the
  // person's own trade ("the miller's son" of a miller).
  const texts = Object.entries(own);
  const business = workJob ? inBusiness(workJob) : true;
  const maker = !workJob || workJob.type === 'Craft' || workJob.type === 'Arts';
  for (const [field, text] of texts) {
    const rival = business ? null : /\b(rival merchant|ledgers of successful rivals)\b/.exec(text);
    if (rival) out.push({ rule: 'work', detail: `${npc.Job} with "${rival[0]}" in the ${field}` });
    if (!maker && /\bdead rival\b/.test(text))
      out.push({ rule: 'work', detail: `${npc.Job} with "a dead rival" in the ${field}` });
  }
  // Costs and stakes that assume what the person does not have: wages of someone who pays them,
  // a guild seat, a contract or a lord's custom of a hired hand, a council seat given up by
  // someone not rich, a business's ways of someone in none, and a jeweler's window of a jeweler.
  if (workJob) {
    const employee = workJob.role === 'employee';
    const assumed: [boolean, RegExp][] = [
      [workJob.role === 'owner', /\bnext month's wages\b/],
      [
        employee,
        /\b(seat on the guild council|high table of the guild|lucrative contract|custom of the lord's household)\b/,
      ],
      [
        !business,
        /\b(old ways of doing business|sold in the market without a sneer|partnership in a thriving business|regulars would drift away)\b/,
      ],
      [workJob.type === 'Arms', /\bfine sword and has never used it\b/],
      [workJob.role === 'owner', /\b(a good apprenticeship|the best job in town)\b/],
      [wealthOf(workJob) === 'poor', /\bhires a boy to carry\b/],
      [workJob.job === 'Bouncer' || workJob.type === 'Arms', /\bterrified of any confrontation\b/i],
      [/^(Bouncer|Watch sergeant|Garrison captain)$/.test(workJob.job), /\beasily flustered\b/i],
      [/^(Shipwright|Harbormaster|Smuggler)$/.test(workJob.job), /\bsmell of the catch\b/],
      [wealthOf(workJob) === 'rich', /\bin the company of the rich\b/],
      [!business, /\ba business partner\b/],
      [
        wealthOf(workJob) === 'poor' || /^(Server|Groom|Stablemaster|Barkeep|Servant)$/.test(workJob.job),
        /\bservers and stable hands as if they were furniture\b/,
      ],
      [wealthOf(workJob) === 'poor' || lifeStageOf(npc.RaceName, npc.Age) === 'young', /\banyone younger or poorer\b/],
      [/^(Jeweler|Gem cutter)$/.test(workJob.job), /\bevery jeweler's window\b/],
    ];
    for (const [holds, re] of assumed)
      for (const [field, text] of [...texts, ['Clothing', npc.VisualAppearance.clothingStyle] as const]) {
        const m = holds ? re.exec(text) : null;
        if (m) out.push({ rule: 'work', detail: `${npc.Job} (${workJob.role}) with "${m[0]}" in the ${field}` });
      }
    // A pension of the young, an orphan taken in by someone barely grown.
    if (lifeStageOf(npc.RaceName, npc.Age) === 'young' && /\bpension\b/.test(own.Secret))
      out.push({ rule: 'age', detail: `a pension in the Secret of someone young (${npc.Age})` });
    // Handed to the temple by a family when already grown.
    const given = /\bAt (?:the age of )?(\d+),[^.;]*given to the temple\b/.exec(history);
    if (given && Number(given[1]) >= HERITAGE_BODY[npc.RaceName].adultAge)
      out.push({ rule: 'age', detail: `"given to the temple" at ${given[1]}, already grown` });
    if (!business && /\bbetrayed by a business partner\b/.test(history))
      out.push({ rule: 'work', detail: `${npc.Job} "betrayed by a business partner" in the History` });
    if (lifeStageOf(npc.RaceName, npc.Age) === 'young' && /\bprove the legs still work\b/.test(own.Desire))
      out.push({ rule: 'age', detail: `legs proved each dawn at ${npc.Age}` });
    if (npc.Age < 21 && /\badopt the orphan\b/.test(own.Goal))
      out.push({ rule: 'age', detail: `an orphan adopted at ${npc.Age}` });
    // A marriage lost or staked is one that lasted: not of someone grown less than ten years.
    const grown = npc.Age - HERITAGE_BODY[npc.RaceName].adultAge;
    for (const field of ['Flaw', 'Desire'] as const)
      if (grown < 10 && /\ba marriage\b/.test(own[field]))
        out.push({ rule: 'age', detail: `"a marriage" in the ${field} of someone grown ${grown} years` });
    if (wealthOf(workJob) !== 'rich' && /\ba seat on the council\b/.test(own.Desire))
      out.push({ rule: 'work', detail: `${npc.Job} who would give up "a seat on the council"` });
  }
  if (/\bsail to the edge of the charts\b/.test(own.Goal) && /\bcarters\b/.test(own.Goal))
    out.push({ rule: 'goal', detail: `a voyage begun by asking the carters: "${own.Goal}"` });
  const peer = new RegExp(`\\bthe ${npc.Job.toLowerCase()}\\b`).exec(own.Secret);
  if (peer) out.push({ rule: 'work', detail: `${npc.Job} with "${peer[0]}" in the Secret` });
  if (
    workJob &&
    /\bcarve a door\b/.test(own.Goal) &&
    !/^(Carpenter|Joiner|Shipwright|Stonemason|Bowyer|Fletcher|Apprentice)$/.test(npc.Job)
  )
    out.push({ rule: 'work', detail: `${npc.Job} who means to "carve a door"` });

  // A piece of work signed by someone who makes none.
  if (workJob && workJob.type !== 'Craft' && workJob.type !== 'Arts' && /\bpiece of work\b/.test(own.Desire))
    out.push({ rule: 'work', detail: `${npc.Job} who "signs every piece of work"` });

  // Sweet on someone at the very place the person works, where the hours are spent anyway.
  const sweet = /\bsweet on someone at (.+?) and spends every spare hour there\b/.exec(rumor);
  if (sweet && npc.EmployedAt && sweet[1]?.toLowerCase() === npc.EmployedAt.text.toLowerCase())
    out.push({ rule: 'work', detail: `sweet on someone at ${npc.EmployedAt.text}, where ${npc.Name} works` });

  // The family a life story names: no orphan given to the temple by a grateful family.
  if (npc.Family.Parents.length === 0 && /\bgrateful family\b/.test(history))
    out.push({ rule: 'family', detail: 'an orphan "given to the temple by a grateful family"' });

  // A loss that assumes the work: a ship's berth of one who works the ships and docks, a post at
  // the mint of a clerk or trader.
  const job = JOBS.find((row) => row.job === npc.Job);
  if (job && garbOf(job) !== 'sea' && /\ba berth on a merchant ship\b/.test(own.Flaw))
    out.push({ rule: 'work', detail: `${npc.Job} who lost "a berth on a merchant ship"` });
  if (job && job.type !== 'Trade' && job.type !== 'Learning' && /\bpost at the mint\b/.test(own.Flaw))
    out.push({ rule: 'work', detail: `${npc.Job} who lost "a post at the mint"` });

  // A boast of a skill from someone whose work it is not.
  if (job && !HORSE_JOBS.has(job.job) && /\bforgotten more about horses\b/.test(own.Voice))
    out.push({ rule: 'work', detail: `${npc.Job} who has "forgotten more about horses" than anyone` });
  if (job && job.type !== 'Craft' && job.type !== 'Labor' && /\bI can fix anything\b/.test(own.Voice))
    out.push({ rule: 'work', detail: `${npc.Job} who says "I can fix anything"` });

  if (!SEAFARERS.has(npc.Job))
    for (const [field, text] of Object.entries(own)) {
      const m = /\bshipmates?\b/i.exec(text);
      if (m) out.push({ rule: 'work', detail: `${npc.Job} with "${m[0]}" in the ${field}` });
    }

  // Work of the person's years: no town guard of fifteen, no garrison captain of twenty, no
  // bouncer in old age, whatever the heritage counts as grown.
  if (npc.MemberOf?.Role === 'Leader' && npc.Age < LEAD_MIN_YEARS)
    out.push({ rule: 'job-age', detail: `leader of ${npc.MemberOf.Group.text} at ${npc.Age}` });
  if (workJob) {
    const ages = jobAges(workJob, npc.RaceName);
    if (npc.Age < ages.min || npc.Age > ages.max)
      out.push({ rule: 'job-age', detail: `${npc.Job} at ${npc.Age} (${npc.RaceName}: ${ages.min} to ${ages.max})` });
  }

  const source = rumor.split(/\b(?:swears|whispers|insists|claims|says|let slip|is certain|heard)\b/)[0] ?? '';
  if (/\b(child|apprentice)\b/i.test(source) && /\bover a drink\b/i.test(rumor))
    out.push({ rule: 'age', detail: `a child's rumor "over a drink": "${rumor.split('\n')[0]}"` });

  if (/\bevil\b/.test(npc.Alignment)) {
    const m = KIND.exec(own.Personality);
    if (m) out.push({ rule: 'alignment', detail: `${npc.Alignment} with "${m[0]}" in the Personality` });
  }
  if (/\bgood\b/.test(npc.Alignment))
    for (const field of ['Personality', 'Flaw'] as const) {
      const m = CRUEL.exec(own[field]);
      if (m) out.push({ rule: 'alignment', detail: `${npc.Alignment} with "${m[0]}" in the ${field}` });
    }

  const order = /\bchaotic\b/.test(npc.Alignment)
    ? LAWFUL_WORDS.exec(own.Personality)
    : /\blawful\b/.test(npc.Alignment)
      ? CHAOTIC_WORDS.exec(own.Personality)
      : null;
  if (order) out.push({ rule: 'alignment', detail: `${npc.Alignment} with "${order[0]}" in the Personality` });

  const group = npc.MemberOf?.Group.text ?? '';
  const named = new Set([...wordsOf(group), ...wordsOf(npc.Job)]);
  for (const field of ['Goal', 'Desire'] as const)
    for (const m of own[field].matchAll(LEARNING)) {
      const skill = wordsOf(m[1] ?? '').filter((w) => !FILLER.has(w) && named.has(w));
      if (skill.length > 0)
        out.push({ rule: 'skill', detail: `${npc.Job} of ${group} still "${m[0].trim()}" in the ${field}` });
    }

  if (pkg) {
    if (ownsHome(npc, pkg))
      for (const [field, text] of Object.entries(own)) {
        const m = RENT.exec(text);
        if (m) out.push({ rule: 'rent', detail: `owner of ${npc.Residence?.text} with "${m[0]}" in the ${field}` });
      }
    // A public place (a temple, a guard post, a graveyard) has nobody who owns it.
    const workplace = npc.EmployedAt
      ? (pkg.buildings?.ReferenceIds[npc.EmployedAt.type.replace(/^building-/, '')] as
          { locationType?: BuildingType; Stub?: { Type?: BuildingType } } | undefined)
      : undefined;
    const type = workplace?.locationType ?? workplace?.Stub?.Type;
    if (type && PUBLIC_PLACES.includes(type) && /\btalking back to the owner\b/.test(rumor))
      out.push({ rule: 'work', detail: `"talking back to the owner" of ${npc.EmployedAt?.text}, a ${type}` });

    // A workplace named for the owner's sisters or brothers ("& Sisters") of someone with fewer than two.
    const kinWord = job?.role === 'owner' ? / & (Sisters|Brothers)\b/.exec(npc.EmployedAt?.text ?? '') : null;
    if (kinWord) {
      const want = kinWord[1] === 'Sisters' ? 'Female' : 'Male';
      const have = npc.Family.Siblings.filter(
        (l) =>
          (pkg.npcs?.ReferenceIds[l.type.replace(/^npc-/, '')] as { Gender?: string } | undefined)?.Gender === want,
      ).length;
      if (have < 2)
        out.push({
          rule: 'family',
          detail: `${npc.EmployedAt?.text} of someone with ${have} ${(kinWord[1] ?? '').toLowerCase()}`,
        });
    }

    // "The guild" of one who belongs to no guild.
    const group = pkg.groups?.ReferenceIds[npc.MemberOf?.Group.type.replace(/^group-/, '') ?? ''] as
      { Type?: string } | undefined;
    if (group?.Type && group.Type !== 'Guild')
      for (const field of ['Secret', 'Desire', 'Voice', 'Goal', 'Flaw'] as const) {
        const m = /\bthe guild\b(?! of)/i.exec(own[field]);
        if (m) out.push({ rule: 'group', detail: `"${m[0]}" in the ${field} of a member of a ${group.Type}` });
      }

    const size = npc.Stub.SettlementSize ?? homeTown(npc, pkg)?.Size;
    const story = [
      ...(size && TINY.has(size) ? [HAMLET_HISTORY] : []),
      ...(size && SMALL.has(size) ? [VILLAGE_HISTORY] : []),
    ];
    // A guild in a hamlet or an outpost, for someone whose work could join another kind of group.
    const jobRow = JOBS.find((row) => row.job === npc.Job);
    const ground = npc.Stub.Environment ?? homeTown(npc, pkg)?.Environment;
    const open = jobRow ? groupKindsOn(jobRow.groups, ground) : [];
    if (size && TINY.has(size) && group?.Type === 'Guild' && open.some((k) => k !== 'Guild'))
      out.push({ rule: 'town-size', detail: `${npc.Job} in a guild in a ${size}` });
    for (const re of story) {
      const m = re.exec(history);
      if (m) out.push({ rule: 'town-size', detail: `"${m[0]}" in the History of someone in a ${size}` });
    }
    const words = [
      ...(size && SMALL.has(size) ? [TOWN_WORDS] : []),
      ...(size && TINY.has(size) ? [MARKET_WORDS] : []),
      ...(size && LARGE.has(size) ? [VILLAGE_WORDS] : []),
      ...(size && !SMALL.has(size) ? [VILLAGE_HEALER] : []),
    ];
    const mine = [...(size && TINY.has(size) ? [HAMLET_OWN] : []), ...(size && SMALL.has(size) ? [VILLAGE_OWN] : [])];
    // A town's work (a town guard, a lamplighter, a banker) in a hamlet or a village.
    if (size && SMALL.has(size) && TOWN_JOBS.has(npc.Job))
      out.push({ rule: 'town-size', detail: `a ${npc.Job.toLowerCase()} in a ${size}` });
    const told = {
      Personality: own.Personality,
      Goal: own.Goal,
      Secret: own.Secret,
      Fear: own.Fear,
      Flaw: own.Flaw,
      Desire: own.Desire,
    };
    for (const re of mine)
      for (const [field, text] of Object.entries(told)) {
        const m = re.exec(text);
        if (m) out.push({ rule: 'town-size', detail: `"${m[0]}" in the ${field} of someone in a ${size}` });
      }
    for (const re of words)
      for (const [field, text] of Object.entries(all)) {
        const m = re.exec(text);
        if (m) out.push({ rule: 'town-size', detail: `"${m[0]}" in the ${field} of someone in a ${size}` });
      }
  }
  return out;
}
