import { APPEARANCE_GRAMMAR, HERITAGE_BODY } from '../character/appearance-tables';
import { exposureOf, garbOf, mayLead, ofAgeToWed, OWNER_YEARS, wealthOf } from '../character/person-facts';
import type { OrganizationType } from '../data/options';
import { temperamentClashes } from '../character/temperament';
import { ownTexts, personFitFlags } from './person-fit';
import { JOBS, type JobRow } from '../character/jobs';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { kinClaim } from '../names/building-name';
import type { Npc, NpcStub } from './entities';
import type { RefPackage } from './ref-store';

/**
 * The contradiction checker: rules that read a generated result as a game master would and flag
 * parts that cannot all be true (a person too young for "twenty years ago", a scar beside "no
 * visible scars", a priest's habit on a shipwright, a Sisterhood with a man in it). Generators'
 * tests run it over many results and expect no flags; new content must pass it.
 */
export type Contradiction = { rule: string; detail: string };

const flag = (rule: string, detail: string): Contradiction => ({ rule, detail });

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  hundred: 100,
};

const numberOf = (word: string): number | undefined =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];

const AGO = /\b(\d+|[a-z]+) (?:long )?(?:years?|winters?|summers?|springs?|autumns?) (?:ago|back|before)\b/gi;
const BEFORE_AGE = /\bbefore (?:turning |the age of |reaching )?(thirty|forty|fifty|sixty|seventy|\d+)\b/gi;
const SPAN_OF = /\b(?:of|for|in) (\d+|[a-z]+) (?:long )?years\b/gi;

/**
 * Age-bound phrases against an age in years: something done "twenty years ago" needs a person
 * old enough to have done it (at least eight then), "before forty" a person not yet forty, and
 * "a friendship of thirty years" a person who has lived that long.
 */
export function ageFlags(text: string, age: number, youngest = 8): Contradiction[] {
  const out: Contradiction[] = [];
  for (const m of text.matchAll(AGO)) {
    const n = numberOf(m[1] as string);
    if (n !== undefined && n > age - youngest) out.push(flag('age', `"${m[0]}" at age ${age}`));
  }
  for (const m of text.matchAll(BEFORE_AGE)) {
    const n = numberOf(m[1] as string);
    if (n !== undefined && age >= n) out.push(flag('age', `"${m[0]}" at age ${age}`));
  }
  for (const m of text.matchAll(SPAN_OF)) {
    const n = numberOf(m[1] as string);
    if (n !== undefined && n > age) out.push(flag('age', `"${m[0]}" at age ${age}`));
  }
  return out;
}

const STOP_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'on', 'in', 'at', 'by', 'to', '&']);

/** The first word a name repeats ("The Grumbling Steam Steam Rooms" -> "steam"), or undefined. */
export function repeatsWord(name: string): string | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  const seen = new Set<string>();
  for (const word of words) {
    const stem = word.replace(/'s?$/, '');
    if (seen.has(stem)) return word;
    seen.add(stem);
  }
  return undefined;
}

/** A name that repeats a word ("The Grumbling Steam Steam Rooms", "Wareth & Company Brewing Company"). */
export function nameFlags(name: string): Contradiction[] {
  const word = repeatsWord(name);
  return word ? [flag('doubled-word', `"${name}" repeats "${word}"`)] : [];
}

const NAME = "[A-Z][a-z'-]+(?: (?:of )?[A-Z][a-z'-]+)?";
const ROLE = "[a-z][a-z' -]{2,40}?";
const NAMED_AS = new RegExp(`\\b(?:a|an) (${ROLE}) (?:named|called) (${NAME})`, 'g');
const NAME_COMMA_ROLE = new RegExp(`\\b(${NAME}), (?:a|an|the) (${ROLE})(?=[,.;:)]|$| who | with | and )`, 'g');

/** The head noun of a role: "a famous general" -> "general", "the town's only healer" -> "healer". */
const roleHead = (role: string): string => role.trim().split(' ').pop() ?? role;

/**
 * A named person whose role changes inside one text ("a shepherd named Caddis", then "Caddis,
 * a mine foreman"). Reads "a <role> named <Name>" and "<Name>, a <role>" and compares the roles' head nouns.
 */
export function roleFlags(text: string): Contradiction[] {
  const roles = new Map<string, Set<string>>();
  const note = (name: string, role: string) => {
    // The last word names the person ("Later Caddis", "Tilda of Ravenmere" -> Caddis, Ravenmere).
    const key = name.split(' ').pop() as string;
    let set = roles.get(key);
    if (!set) roles.set(key, (set = new Set()));
    set.add(roleHead(role));
  };
  for (const m of text.matchAll(NAMED_AS)) note(m[2] as string, m[1] as string);
  for (const m of text.matchAll(NAME_COMMA_ROLE)) note(m[1] as string, m[2] as string);
  const out: Contradiction[] = [];
  for (const [name, set] of roles) {
    if (set.size > 1) out.push(flag('role-change', `${name} is ${[...set].join(' and ')}`));
  }
  return out;
}

const TEMPERATURE = /(-?\d+)°F/;
const COLD_WORDS =
  /\b(snow|snows|snowing|snowfall|sleet|blizzard|frost|frosty|hoarfrost|freezing|ice storm|icicles|rime|frozen)\b/i;
const HOT_WORDS = /\b(heatwave|heat wave|sweltering|scorching|blistering|baking heat|furnace|sun-baked|parched)\b/i;
const RAIN_WORDS = /\b(rain|drizzle|downpour|cloudburst|showers)\b/i;

/** Weather whose conditions and temperature cannot both hold (snow at 60°F, a heatwave at 40°F, rain below 28°F). */
export function weatherFlags(conditions: string, temperature: string): Contradiction[] {
  const m = TEMPERATURE.exec(temperature);
  if (!m) return [];
  const t = Number(m[1]);
  const out: Contradiction[] = [];
  const thaw = /\b(thaw|thaws|thawing|meltwater|melting|melts)\b/i.test(conditions);
  if (COLD_WORDS.test(conditions) && !thaw && t > 45) out.push(flag('weather', `cold "${conditions}" at ${t}°F`));
  if (HOT_WORDS.test(conditions) && t < 70) out.push(flag('weather', `hot "${conditions}" at ${t}°F`));
  if (RAIN_WORDS.test(conditions) && !/freezing/i.test(conditions) && t < 28)
    out.push(flag('weather', `rain "${conditions}" at ${t}°F`));
  return out;
}

/** The line of a weather result that tells the moving air or water: Wind, Air or Current. */
const windLine = (text: string): string =>
  labelledLine(text, 'Wind') || labelledLine(text, 'Air') || labelledLine(text, 'Current');

const COMPASS = /\b(?:from|out of) the (north|south|east|west|northeast|northwest|southeast|southwest)\b/i;
/** Places a current can run along or toward; a condition that names one keeps its current there. */
const SEA_PLACES = /\b(reef|trench|spires?|cliff face|open sea|shore)\b/i;
const SMELL_TOLD = /\b(smell\w*|stinks?|stench|reeks?|scent\w*|sulfur\w*|fumes|tastes? of)\b/i;
const SMELL_ADDED = /\bsmell(?:s|ing)? of\b|\bcarrying the smell\b/i;
const WET_WORDS =
  /\b(rain\w*|drizzle|downpour|showers?|cloudburst|storm|thunder\w*|sleet|hail|wet|damp|soak\w*|flood\w*|water|mist|fog|drip\w*|weep|thaw|melt\w*|snow\w*)\b/i;
const SWIM_EASE = /\b(comfortable for a long swim|could stay in all day)\b/i;
const STRONG_WATER = /\b(strong|powerful|ripping|brisk|pulsing|surge|rip of current)\b/i;

/**
 * Weather whose wind (or draft, or current) does not follow the sky: a wind "from that same
 * quarter" when no quarter was named, a wind from the south under a blizzard from the north, a
 * current down into the trench while it sweeps along the reef, a second smell where the sky
 * already named one (sulfurous fumes, then a draft of rotting timber), or ease in a current that
 * sweeps a swimmer away.
 */
export function windFlags(text: string): Contradiction[] {
  const conditions = labelledLine(text, 'Conditions');
  const wind = windLine(text);
  if (!conditions || !wind) return [];
  const out: Contradiction[] = [];
  if (/\bthat (?:same )?quarter\b/i.test(wind)) out.push(flag('wind', `"${wind}" points back to no quarter`));
  const skyFrom = COMPASS.exec(conditions)?.[1]?.toLowerCase();
  const windFrom = COMPASS.exec(wind)?.[1]?.toLowerCase();
  if (skyFrom && windFrom && skyFrom !== windFrom)
    out.push(flag('wind', `the sky from the ${skyFrom}, the wind from the ${windFrom}`));
  const skyPlace = SEA_PLACES.exec(conditions)?.[1]?.toLowerCase().replace(/s$/, '');
  const windPlace = SEA_PLACES.exec(wind)?.[1]?.toLowerCase().replace(/s$/, '');
  if (skyPlace && windPlace && skyPlace !== windPlace)
    out.push(flag('wind', `the water by the ${skyPlace}, the current by the ${windPlace}`));
  if (SMELL_TOLD.test(conditions) && SMELL_ADDED.test(wind)) out.push(flag('wind', `a second smell: "${wind}"`));
  const temperature = labelledLine(text, 'Temperature');
  const degrees = Number(/(-?\d+)°F/.exec(temperature)?.[1]);
  if ((degrees <= 25 || degrees >= 80) && /\bcool draft\b/.test(wind))
    out.push(flag('wind', `a cool draft at ${degrees}°F`));
  if (degrees >= 105 && /\bcool the sweat\b/.test(wind)) out.push(flag('wind', `a cooling breeze at ${degrees}°F`));
  if (/\bsmelling of dust\b|\bsmell of dust\b/.test(wind) && /\bsnow/i.test(conditions))
    out.push(flag('wind', 'a wind of dust over the snow'));
  if (
    /\b(softness to the air|pleasantly warm|soft, easy weather)\b/.test(temperature) &&
    /\b(smoke haze|tastes of ash|fumes)\b/i.test(conditions)
  )
    out.push(flag('wind', `"${temperature}" in smoke or fumes`));
  if (/\bsultry\b/i.test(conditions) && degrees < 70) out.push(flag('wind', `a sultry sky at ${degrees}°F`));
  if (/\bfalling snow\b/.test(labelledLine(text, 'Travel')) && /\b(white blanket|snow lies)\b/i.test(conditions))
    out.push(flag('wind', 'falling snow under a sky where snow only lies'));
  if (/\bneither warm nor cool\b/.test(temperature) && /\b(warm|cool|cold|chill|hot)\b/i.test(conditions))
    out.push(flag('wind', `"${temperature}" under a sky called warm or cool`));
  if (/\b(in the wet|a soaking)\b/.test(temperature) && !WET_WORDS.test(conditions))
    out.push(flag('wind', `"${temperature}" under a dry sky`));
  if (SWIM_EASE.test(temperature) && (STRONG_WATER.test(wind) || STRONG_WATER.test(conditions)))
    out.push(flag('wind', `"${temperature}" in "${wind}"`));
  return out;
}

/**
 * Words that need land and sky, trees or grass, by the environments that have none of them: no
 * woodsmoke, mud or wilted flowers on the pack ice, no muddy tracks or woodsmoke in the sand, no
 * feathers or birds under the rock, no rain, trees or grass under the sea. Read in a result's
 * description, detail, conditions and wind lines (lore may tell of anywhere).
 */
const LAND_WORDS: Readonly<Record<string, RegExp>> = {
  Arctic:
    /\b(woodsmoke|pine resin|leaf mold|cut hay|mud|muddy|wilted flowers|wreath of [a-z-]* ?flowers|lashed branches|lean-to)\b/i,
  Desert: /\b(muddy|lean-to|lashed branches|leaf mold|woodsmoke)\b/i,
  Underground: /\b(birds?|feathers|sky|sunlight|grass|rain|woodsmoke)\b/i,
  Underwater:
    /\b(trees?|birds?|feathers|(?<!sea )grass|rain|mud|muddy|flowers?|woodsmoke|campfire|fire pit|footprints|sky)\b/i,
};

/** A result set in an environment without land, sky or trees that still speaks of them. */
export function environmentFlags(text: string): Contradiction[] {
  const words = LAND_WORDS[labelledLine(text, 'Environment')];
  if (!words) return [];
  const out: Contradiction[] = [];
  for (const label of ['Description', 'Detail', 'Conditions', 'Wind', 'Air', 'Current']) {
    const m = words.exec(labelledLine(text, label));
    if (m) out.push(flag('environment', `"${m[0]}" in ${labelledLine(text, 'Environment')}`));
  }
  return out;
}

const CREATURES_NEAR =
  /\b(fish|crabs?|birds|bats|eels|gulls|pigeons|herons|sheep|cattle|vultures|deer|(?:fox|lizard|bear) tracks|tracks of)\b/i;
const HEAT_SOURCE = /\b(magma|lava|flames?)\b/i;
const FORTIFIED = /\b(fort|fortress|castle|keep|tower|citadel)\b/i;
const WATERY =
  /\b(Coastal|Swamp|Underwater|water|waters|pool|spring|well|lake|tarn|pond|fountain|oasis|sea|tide|surf|marsh|bog|river|drowned|shore|beach|reef|mere)\b/i;
const MADE_OF_ICE = /\b(?:of|from) (?:a single block of |blue glacier )?ice\b/i;

/**
 * A landmark whose detail or lore ignores what its description says: no creature comes near a
 * pool where blind fish circle, wet stone beside a river of magma, a giant turned to stone
 * that is carved from ice; and a name that does not fit it (a Keep that is a chapel, one Stone
 * for a field of them, Quiet Waters in the dry sand, a Sunken figure on a hillside).
 */
export function landmarkFlags(text: string): Contradiction[] {
  const description = labelledLine(text, 'Description');
  if (!description) return [];
  const detail = labelledLine(text, 'Detail');
  const lore = labelledLine(text, 'Lore');
  const out: Contradiction[] = [];
  const near = CREATURES_NEAR.exec(description);
  if (near && /\bno small creature comes\b/i.test(detail))
    out.push(flag('landmark', `"${near[0]}" beside a place no creature nears`));
  if (HEAT_SOURCE.test(description) && /\b(wet stone|water drips)\b/i.test(description))
    out.push(flag('landmark', `wet stone beside "${HEAT_SOURCE.exec(description)?.[0]}"`));
  if (MADE_OF_ICE.test(description) && /\bturned to stone\b/i.test(lore))
    out.push(flag('landmark', 'an ice figure said to be turned to stone'));
  const name = text.split('\n')[0] ?? '';
  if (/\bKeep\b/.test(name) && !FORTIFIED.test(description))
    out.push(flag('landmark', `a Keep that is no fort: ${name}`));
  if (/\b(?:Stone|Rock|Menhir|Monolith)\b/.test(name) && /\b(?:field|ring|circle) of [^.]*stones\b/i.test(description))
    out.push(flag('landmark', `one ${name} for many stones`));
  if (/\b(?:Waters|Drowned)\b/.test(name) && !WATERY.test(`${labelledLine(text, 'Environment')} ${description}`))
    out.push(flag('landmark', `${name} where there is no water`));
  if (/\bSunken\b/.test(name) && /\b(outlined|hillside|summit|ridge|hilltop|clifftop)\b/i.test(description))
    out.push(flag('landmark', `${name} on the heights`));
  const teller = /^(?:A priest in|Tavern gossip in) (.+?) (?:insists|has it)\b/.exec(lore)?.[1];
  if (teller && lore.split(teller).length > 2) out.push(flag('landmark', `the lore names ${teller} twice`));
  if (
    /\b(?:Statue|Colossus|Watcher|Sentinel|Idol)\b/.test(name) &&
    /^An? (?:hall|field|ring) of [^.]*\bfigures\b/i.test(description)
  )
    out.push(flag('landmark', `one ${name} for a hall of figures`));
  if (/\bclaw marks higher than a person\b/.test(detail) && /^An? (?:field|ring|circle) of\b/i.test(description))
    out.push(flag('landmark', 'claw marks up high on a field of stones'));
  if (
    /\binscription\b/.test(detail) &&
    /^An? (?:stretch|smoldering patch|river) of\b|^A (?:glade|meadow|forest of giant kelp|spiral of flowering cacti|black pool|spring-fed pond|steaming hot spring)\b|^An oasis\b/.test(
      description,
    )
  )
    out.push(flag('landmark', 'an inscription on nothing that could bear one'));
  if (
    /\bbreathes\b|\bhissing\b|\blike breath\b|\bair that moves\b/.test(description) &&
    /\bair around it is still\b/.test(description)
  )
    out.push(flag('landmark', 'still air at a thing that breathes'));
  if (/\bNO DIGGING\b/.test(detail) && /^An? [^.]*\b(bridge|gorge|chasm|crevasse|rift)\b/i.test(description))
    out.push(flag('landmark', 'no digging on a bridge or a gorge'));
  if (/\b(chipped off|gouged into)\b/.test(detail) && /\b(barrow|burial mound|howe)\b/i.test(description))
    out.push(flag('landmark', 'a chip or a gouge in an earthen mound'));
  if (/\bold carvings\b/.test(detail) && !/(?<!wind-)\bcarv(?:ed|ings?)\b(?! by the wind)/i.test(description))
    out.push(flag('landmark', 'carvings the description never shows'));
  if (
    /\bmoves a few inches each year\b/.test(lore) &&
    /\b(carved into the living rock|cut into|built into)\b/i.test(description)
  )
    out.push(flag('landmark', 'a thing cut into the rock that moves'));
  if (/\bwas once a person\b/i.test(lore) && /^An? [^.]*\b(arch|gate)\b/i.test(description))
    out.push(flag('landmark', 'an arch that was once a person'));
  return out;
}

/** A patron line's verb before its reason, and the stem that would echo it after "because". */
const PATRON_VERBS: readonly (readonly [RegExp, RegExp])[] = [
  [/\b(asks|comes asking)\b/, /\bask/i],
  [/\bwants this\b/, /\bwant/i],
  [/\bseeks out\b/, /\bseek/i],
  [/\bbegs the party\b/, /\bbeg(?!an)/i],
];
const SOLD_GOODS = /\b(?:the goods|stolen goods|cut into pieces)\b/i;
const GOODS_TAKEN = /\b(goods|salt|bones|cargo|spice|silk|grain|wine|stripped of its lead)\b/i;
const PLURAL_DEAD = /\b(restless dead|every body|the dead return|buried them|a grave)\b/i;
const MANY_DEAD = /\b(graves?|battlefield|collapse)\b/i;
const PLACE_NAME =
  /\b[A-Z][a-z]+(?:['-][A-Za-z]+)*(?: (?:Under Hill|Market|Minor|Magna|End|Bridge|Landing|[A-Z][a-z]+))?\b/g;

/**
 * A quest whose lines do not follow from its hook or echo themselves: a patron who "wants this
 * settled quickly because she wants it done quietly", stolen goods sold back by a fence when a
 * bull or a headstone was taken, the restless dead of a hook with one hanged man, a harvest
 * lost to crows that only follow a farmer, a hook that names its town twice.
 */
export function questFlags(text: string): Contradiction[] {
  const hook = labelledLine(text, 'Hook');
  if (!hook) return [];
  const out: Contradiction[] = [];
  const patron = labelledLine(text, 'Patron');
  const [before, ...after] = patron.split(' because ');
  const reason = after.join(' because ');
  for (const [verb, stem] of PATRON_VERBS) {
    if (before && verb.test(before) && stem.test(reason))
      out.push(flag('quest', `the reason echoes "${verb.exec(before)?.[0]}"`));
  }
  const said = SOLD_GOODS.exec(`${patron} ${labelledLine(text, 'Complication')}`);
  if (said && !GOODS_TAKEN.test(hook)) out.push(flag('quest', `"${said[0]}" of a theft of no goods`));
  const plural = PLURAL_DEAD.exec(labelledLine(text, 'Complication'));
  if (plural && !MANY_DEAD.test(hook)) out.push(flag('quest', `"${plural[0]}" of a hook with one dead`));
  if (/\bharvest is lost\b/.test(patron) && !/\b(harvest|grain|granar\w*|crops?)\b/i.test(hook))
    out.push(flag('quest', 'a harvest lost to a trouble that spoils no crop'));
  if (/\bfew animals\b/.test(patron) && !/\b(sheep|cattle|herds?|shepherds?)\b/i.test(hook))
    out.push(flag('quest', 'a herder of a few beasts in a trouble that takes none'));
  if (
    /^Children\b[^.]*\.[^.]*not come back/.test(hook) &&
    /\b(?:husband|wife|business partner|betrothed|oldest friend|closest neighbor) was among\b|\bfamily money\b|\bown free will\b/.test(
      `${patron} ${labelledLine(text, 'Complication')}`,
    )
  )
    out.push(flag('quest', 'grown kin among missing children'));
  const names = new Map<string, number>();
  for (const m of hook.slice(1).matchAll(PLACE_NAME)) names.set(m[0], (names.get(m[0]) ?? 0) + 1);
  for (const [name, n] of names) if (n > 1 && name.length > 3) out.push(flag('quest', `the hook names ${name} twice`));
  return out;
}

type Season = 'winter' | 'spring' | 'summer' | 'autumn';
const SEASON_NAMES = /\b(winter|spring|summer|autumn)\b/gi;

/** Words that place a text in a season, and the seasons they cannot be read in. */
const SEASON_CUES: readonly (readonly [RegExp, readonly Season[]])[] = [
  [
    /\b(midwinter|longest nights?|shortest days?|dead of winter|heart of winter|depths of winter)\b/i,
    ['spring', 'summer', 'autumn'],
  ],
  [
    /\b(winter|wintry|snow|snows|snowed|snowfall|snowdrifts?|blizzards?|sleet|frost|frosts|frosty|hoarfrost|icy|icicles?|frozen|froze|freezing)\b/i,
    ['summer'],
  ],
  [/\b(first snow|first (?:hard )?frosts?)\b/i, ['spring', 'summer']],
  [/\b(midsummer|longest days?|shortest nights?|height of summer|high summer)\b/i, ['winter', 'spring', 'autumn']],
  [/\b(summer|summers|sweltering|heatwave|heat wave)\b/i, ['winter']],
  [
    /\b(springtime|in (?:early |late )?spring|lambs are born|lambing|first green shoots)\b/i,
    ['summer', 'autumn', 'winter'],
  ],
  [/\b(autumn|autumnal|leaves turn|leaves turned|falling leaves)\b/i, ['spring', 'summer']],
  [/\b(harvest|harvests|harvested|harvesting|reaping|reapers?|sheaf|sheaves)\b/i, ['spring']],
  [/\b(thaw|thaws|thawed|thawing)\b/i, ['summer', 'autumn']],
];

/**
 * A dated text (a holiday) whose parts speak of another season than its date: the season named
 * on its "Date:" line against snow or "Midwinter" in high summer, the harvest in spring, the
 * longest night in autumn. Words that fit the edges of a season (winter's end in spring, the
 * first frost in autumn) are let through; a text without a dated season is not read.
 */
export function seasonFlags(text: string): Contradiction[] {
  const named = new Set([...labelledLine(text, 'Date').matchAll(SEASON_NAMES)].map((m) => m[1]?.toLowerCase()));
  if (named.size > 1) return [flag('season', `the date names ${[...named].join(' and ')}`)];
  const season = [...named][0] as Season | undefined;
  if (!season) return [];
  const out: Contradiction[] = [];
  for (const [cue, wrong] of SEASON_CUES) {
    const m = cue.exec(text);
    if (m && wrong.includes(season)) out.push(flag('season', `"${m[0]}" in ${season}`));
  }
  return out;
}

const HAIRLESS = new Set(['Kobold', 'Lizardfolk', 'Dragonborn']);
const HAIR_WORDS =
  /\b(hair|hairs|haired|baldness|balding|bald|beard|bearded|braids?|braided|curls|ringlets|fringe|mustache|hairpins?|hairbrush)\b/i;
/** Hair that is not the person's own: a keepsake lock, grass braided while thinking. */
const NOT_OWN_HAIR = /\b(?:someone|a lover|a child|a sweetheart)['’]s hair\b|\bbraids grass\b/gi;
/** What scales cannot do: blush, flush, or go red or pale. */
const BLUSH_WORDS = /\b(blush\w*|flush\w*|goes (?:red|pale)|turns? (?:red|pale)|red to the ears)\b/i;
/** What a snouted, scaled body lacks: a nose, eyebrows and an outer ear to notch. */
const SNOUTLESS_WORDS = /\b(nose|eyebrows?|notched ear|earlobe)\b/i;
const INJURY_WORDS =
  /\b(scars?|scarred|fingertip|tip of a finger|lost (?:an|one|the) (?:eye|ear|finger|hand|arm|leg|foot)|missing (?:finger|fingers|eye|ear|teeth|tooth|hand)|peg leg|wooden leg|limp|limps|branded)\b/i;

/** Clothing phrases that belong to one kind of work (the `garb` of `character/person-facts.ts`). */
const GARB_PHRASES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/priest's|habit\b|vestments|temple robes/i, ['faith']],
  [/fisher's|oilskins|sailor's|tarred/i, ['sea']],
  [/miller's/i, ['mill']],
  [/baker's/i, ['bakery']],
  [/dusted white with flour|flour-dusted/i, ['mill', 'bakery']],
  [/smith's|scorched leathers/i, ['forge']],
  [/clerk\b|scholar's|ink stains/i, ['desk', 'counting']],
  [/servant's livery|\blivery\b/i, ['livery']],
  [/soldier's|guard's|gambeson|dented helmet/i, ['arms']],
  [/dancer's|motley/i, ['stage']],
  [/hunter's|muddied to the knee/i, ['outdoors']],
  [/merchant's velvet/i, ['counting', 'court']],
  [/leather apron|work apron|at the bench|butcher's apron/i, ['forge', 'apron']],
  [/linen apron|bar cloth/i, ['kitchen']],
];

const FINE_OVER_ROUGH = /\b(well-cut|immaculate|expensive-looking)\b.*\bover a rough wool\b/i;
const SHABBY = /\b(worn almost to threads|threadbare|patched|moth-eaten|homespun|rough wool|wooden clogs)\b/i;
const LUXURY = /\b(silk|velvet|lace|ermine|brocade|gold|gilded|expensive-looking|jewelled|fine)\b/i;

/**
 * Clothing against job and wealth: working clothes of another trade, finery a poor person could
 * not own, rags on the rich, a fine coat over a rough wool shirt, or clogs on a soldier.
 */
export function clothingFlags(clothing: string, job: JobRow): Contradiction[] {
  const garb = garbOf(job);
  const out: Contradiction[] = [];
  for (const [pattern, garbs] of GARB_PHRASES) {
    if (pattern.test(clothing) && !garbs.includes(garb)) out.push(flag('clothing', `${job.job} in "${clothing}"`));
  }
  if (
    wealthOf(job) === 'poor' &&
    LUXURY.test(clothing) &&
    !/worn almost to threads|second-hand|cast-off/.test(clothing)
  )
    out.push(flag('wealth', `${job.job} (poor) in "${clothing}"`));
  if (FINE_OVER_ROUGH.test(clothing)) out.push(flag('clothing', `${job.job} in "${clothing}"`));
  if (job.type === 'Arms' && /\bclogs\b/.test(clothing)) out.push(flag('clothing', `${job.job} in "${clothing}"`));
  if (wealthOf(job) === 'rich' && SHABBY.test(clothing)) out.push(flag('wealth', `${job.job} (rich) in "${clothing}"`));
  return out;
}

/** Marks of sun and weather, and a sun hat: only on those who work under the open sky. */
const WEATHER_WORDS = /\b(sun-browned|weathered|(?:browned|tanned) to the elbow|reddened by wind|straw hat)\b/i;
const PALE_AND_TANNED = /\b(pale|fair|ivory|birch-white|moon-pale) skin\b.*\b(weathered by|browned|tanned)\b/i;
const DARK_AND_BROWNED = /\b(deep brown|dark brown|umber|ebony) skin\b.*\b(browned|tanned)\b/i;
/** Garb whose work is done on its feet, at sea or at the anvil (and any outdoor work): never in slippers. */
const NO_SLIPPERS = new Set(['arms', 'outdoors', 'sea', 'forge', 'apron']);
const SHOD = /\b(boots|clogs|slippers|shoes)\b/i;

/** Things carried that belong to some kinds of work only (a job's type or its garb). */
const CARRIED_BY_KIND: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(crossbow|halberd|cudgel)\b/i, ['Arms']],
  [/\bshortsword\b/i, ['Arms', 'Nobility']],
  [/\blute\b/i, ['Arts', 'Hospitality']],
  [/\b(drum|playbills)\b/i, ['Arts']],
  [/\b(censer|prayer book)\b/i, ['Faith']],
  [/\bfishing rod\b/i, ['sea']],
  [/\b(hammer|folding rule)\b/i, ['apron', 'forge', 'sea']],
];

/** Things a person has one of: drawn twice across hair, skin, clothes and accessories, one is too many. */
const SINGLE_ITEMS: readonly RegExp[] = [
  /\bhorns (?:capped|wound)|rings threaded on both horns/gi,
  /\btail decorated|band around the tail/gi,
  /\bsatchels?\b/gi,
  /\bquills?\b/gi,
  /\b(scarf|scarves)\b/gi,
  /\b(hat|helmet|cap)\b/gi,
];

/** A dress over a man's shirt. */
const DRESS_OVER_SHIRT = /\b(dress|kirtle) over an? [a-z ]*\b(shirt|undershirt)\b/i;
/** Garments the tables draw for women only. */
const WOMENS_WEAR = /\b(shawl|dress|kirtle|blouse|shift)\b/i;

/** Silver and gold worked into a person's look, and money to show: not on the poor. */
const POOR_CANNOT_OWN =
  /\b(horns capped with silver|gold rings threaded|silver cuffs|silver-headed cane|purse that clinks|pomander)\b/i;

/** Work done running, marching, walking the fields or climbing ladders all day: not on a wooden foot. */
const ON_FOOT_JOBS = new Set([
  'Courier',
  'Porter',
  'Soldier',
  'Town guard',
  'Hired guard',
  'Bouncer',
  'Lamplighter',
  'Surveyor',
  'Herb gatherer',
]);

/** The skin details of the appearance tables, to find one with a heritage feature glued onto it. */
const SKIN_DETAILS = APPEARANCE_GRAMMAR.apSkinDetail.map((row) => (typeof row === 'string' ? row : row.text));

/**
 * The look against the person's work, gender and body: a shawl or a dress on a man, a dress
 * over a shirt, sun and wind marks on someone who works indoors, pale or dark skin also browned
 * by the sun, slippers on a guard, a smith or anyone working outdoors, shoes on feet described
 * as bare, a wooden foot on a courier or a soldier, two satchels or two hats, a thing carried
 * that belongs to another kind of work, silver and gold a poor person could not own, a signet
 * ring on someone who neither is rich nor puts their name to a place's contracts, and a skin
 * detail with a heritage feature glued onto it ("skin weathered by years of sun and thick
 * tusks").
 */
export function lookFlags(
  look: { skinDesc: string; clothingStyle: string; accessories: string; hair?: string; injuries?: string },
  job?: JobRow,
  gender?: 'Male' | 'Female',
): Contradiction[] {
  const out: Contradiction[] = [];
  const womens = gender === 'Male' ? WOMENS_WEAR.exec(look.clothingStyle) : null;
  if (womens) out.push(flag('clothing', `a man in "${womens[0]}"`));
  if (DRESS_OVER_SHIRT.test(look.clothingStyle)) out.push(flag('clothing', `"${look.clothingStyle}"`));
  const worn = `${look.hair ?? ''}\n${look.skinDesc}\n${look.clothingStyle}\n${look.accessories}`;
  for (const item of SINGLE_ITEMS) {
    const found = worn.match(item) ?? [];
    if (found.length > 1) out.push(flag('repeat', `${found.join(' and ')} in "${worn.replace(/\n/g, ' | ')}"`));
  }
  if (job && exposureOf(job) === 'indoor') {
    const m = WEATHER_WORDS.exec(`${look.skinDesc}\n${look.accessories}`);
    if (m) out.push(flag('weather-marks', `${job.job} (indoors) with "${m[0]}"`));
  }
  if (PALE_AND_TANNED.test(look.skinDesc) || DARK_AND_BROWNED.test(look.skinDesc))
    out.push(flag('skin', `"${look.skinDesc}"`));
  if (job && (NO_SLIPPERS.has(garbOf(job)) || exposureOf(job) === 'outdoor') && /\bslippers\b/.test(look.clothingStyle))
    out.push(flag('clothing', `${job.job} in "${look.clothingStyle}"`));
  if (/bare feet/.test(look.skinDesc) && SHOD.test(look.clothingStyle))
    out.push(flag('barefoot', `"${look.skinDesc}" in "${look.clothingStyle}"`));
  if (job)
    for (const [pattern, kinds] of CARRIED_BY_KIND) {
      const m = pattern.exec(look.accessories);
      // A barber's or an alchemist's bench has no use for a hammer or a rule.
      const bench = !!m && /hammer|folding rule/i.test(m[0]) && /^(Barber-surgeon|Alchemist)/.test(job.job);
      if (m && ((!kinds.includes(job.type) && !kinds.includes(garbOf(job))) || bench))
        out.push(flag('carried', `${job.job} (${job.type}) with "${m[0]}"`));
    }
  if (job && ON_FOOT_JOBS.has(job.job) && /\bwooden peg\b/.test(look.injuries ?? ''))
    out.push(flag('injury', `${job.job} with "${look.injuries}"`));
  if (job && wealthOf(job) === 'poor') {
    const riches = POOR_CANNOT_OWN.exec(`${look.skinDesc}\n${look.accessories}`);
    if (riches) out.push(flag('wealth', `${job.job} (poor) with "${riches[0]}"`));
  }
  if (job && job.role === 'employee' && wealthOf(job) !== 'rich' && /\bsignet ring\b/.test(look.accessories))
    out.push(flag('wealth', `${job.job} (${wealthOf(job)} employee) with a signet ring`));
  const glued = SKIN_DETAILS.find((detail) => look.skinDesc.includes(`${detail} and `));
  if (glued) out.push(flag('skin', `a feature glued onto "${glued}" in "${look.skinDesc}"`));
  return out;
}

const NEAT_PERSON =
  /\b(tidy beyond all reason|meticulous in all things|obsessed with order|precise in speech|vain about looks)\b/i;
const STAINED = /\b(travel-stained|patched(?! motley)|mud-spattered|moth-eaten|wine-stained|spotted with gravy)\b/i;
const CARELESS_DRESSER = /\bperfectionist about everything except clothes\b/i;
const SMART = /\b(well-cut|immaculate|freshly pressed)\b/i;

/** Clothes against the personality: stains on the vain or the tidy, pressed finery on someone careless of clothes. */
export function dressFlags(personality: string, clothing: string): Contradiction[] {
  const stained = NEAT_PERSON.test(personality) ? STAINED.exec(clothing) : null;
  if (stained) return [flag('dress', `"${stained[0]}" clothes on someone neat or vain`)];
  const smart = CARELESS_DRESSER.test(personality) ? SMART.exec(clothing) : null;
  if (smart) return [flag('dress', `"${smart[0]}" clothes on someone careless of clothes`)];
  return [];
}

const FEMALE_GROUP = /\b(Sisterhood|Sisters|Daughters|Maidens|Matrons|Widows|Ladies|Women|Wives|Mothers|Queens)\b/;
const MALE_GROUP = /\b(Brotherhood|Brothers|Sons|Fathers|Men|Gentlemen|Husbands)\b/;

/** A group name that speaks of one gender against a member of the other. */
export function groupGenderFlags(groupName: string, gender: 'Male' | 'Female'): Contradiction[] {
  if (gender === 'Male' && FEMALE_GROUP.test(groupName)) return [flag('group-gender', `a man in "${groupName}"`)];
  if (gender === 'Female' && MALE_GROUP.test(groupName)) return [flag('group-gender', `a woman in "${groupName}"`)];
  return [];
}

const SIBLING_WORDS =
  /\b(?:a|my|her|his|their|the|only a|an) (?:younger |older |elder |little |big |sickly |twin |favorite |favorite |estranged )?(sister|brother|sibling)s?\b/i;
const CHILD_WORDS =
  /\b(the children|the grandchildren|grandchild(?:ren)?|(?:her|his|their|own) (?:eldest |youngest |only )?(?:son|daughter|child)(?:ren)?)\b/i;

const METALS = 'brass|bronze|copper|gold|iron|pewter|silver|steel|tin';
// "tin" second is a box ("a brass tin"), not a metal word.
const METAL_CLASH = new RegExp(`\\b(${METALS}) (${METALS.replace('|tin', '')})\\b`, 'i');
const FOUNDLING = /\b(?:left (?:a|the) baby on|foundling|never knew (?:a|either|their|her|his) parents?)\b/i;

/**
 * The life story against the rest of a person: a scar the story tells of beside "no visible
 * scars", a younger sibling of the youngest or an older one of the eldest, a foundling with
 * parents who raised them, and a thing made of two metals at once ("a brass copper coin").
 * `own` is the person's character texts, `history` their life story.
 */
export function storyFlags(
  own: string,
  history: string,
  injuries: string,
  family: { parents: number; order?: string },
): Contradiction[] {
  const out: Contradiction[] = [];
  if (injuries === 'no visible scars') {
    const m = INJURY_WORDS.exec(history);
    if (m) out.push(flag('injury', `the story tells of "${m[0]}" beside "no visible scars"`));
  }
  const sibling =
    family.order === 'youngest'
      ? /\b(?:younger|little|baby) (?:brother|sister)\b/i.exec(own)
      : family.order === 'eldest'
        ? /\b(?:older|elder|big) (?:brother|sister)\b/i.exec(own)
        : null;
  if (sibling) out.push(flag('birth-order', `the ${family.order} child with "${sibling[0]}"`));
  const foundling = FOUNDLING.exec(own);
  if (foundling && (family.parents > 0 || /\braised\b|\bborn\b.* to /.test(history)))
    out.push(flag('family', `"${foundling[0]}" beside the parents who raised them`));
  const metals = METAL_CLASH.exec(`${own}\n${history}`);
  if (metals && metals[1]!.toLowerCase() !== metals[2]!.toLowerCase()) out.push(flag('material', `"${metals[0]}"`));
  return out;
}

const JOB_BY_NAME = new Map<string, JobRow>((JOBS as readonly JobRow[]).map((row) => [row.job, row]));

/** The plain text of a field that may be rich text. */
const plain = (value: unknown): string =>
  Array.isArray(value) ? toPlainText(value as TextComponent[]) : typeof value === 'string' ? value : '';

/** A stub of a person in a package, by link type. */
function npcStubOf(pkg: RefPackage | undefined, type: string | undefined): NpcStub | undefined {
  if (!pkg || !type) return undefined;
  const id = type.replace(/^npc-/, '');
  const entity = pkg.npcs?.ReferenceIds[id] as { Stub?: NpcStub } | undefined;
  return entity?.Stub;
}

/**
 * Every contradiction in one person, read against their own facts and, when given, the package
 * of their relatives, workplace and group: age-bound phrases, injuries against "no visible
 * scars", hair on a hairless heritage, clothing against job and wealth, sun marks, shoes and
 * things carried against work and body, a rumor treating the person's own premises as
 * another's, impossible birth orders, a group name of the other gender, a group whose morals
 * oppose theirs, family members they do not have, doubled words in names and named people who
 * change role.
 */
export function checkNpc(npc: Npc, pkg?: RefPackage): Contradiction[] {
  const out: Contradiction[] = [];
  const look = npc.VisualAppearance as unknown as Record<string, string>;
  const own = ownTexts(npc);
  const rumor = plain(npc.Rumor);
  const history = plain(npc.History);
  const everything = [...Object.values(own), rumor, history].join('\n');
  const ownText = Object.values(own).join('\n');

  // Someone could have done a thing "N years ago" from about half their heritage's age of adulthood (eight at most).
  const youngest = Math.min(8, Math.floor(HERITAGE_BODY[npc.RaceName].adultAge / 2));
  for (const [field, text] of Object.entries({ ...own, History: history }))
    for (const f of ageFlags(text, npc.Age, youngest)) out.push({ ...f, detail: `${field}: ${f.detail}` });

  if (look.injuries === 'no visible scars') {
    const m = INJURY_WORDS.exec(`${ownText}\n${look.accessories}\n${look.skinDesc}`);
    if (m) out.push(flag('injury', `"${m[0]}" beside "no visible scars"`));
  }
  if (HAIRLESS.has(npc.RaceName)) {
    const m = HAIR_WORDS.exec(
      `${ownText.replace(NOT_OWN_HAIR, '')}\n${look.accessories}\n${look.clothingStyle}\n${look.injuries}`,
    );
    if (m) out.push(flag('hairless', `${npc.RaceName} with "${m[0]}"`));
    const snout = SNOUTLESS_WORDS.exec(`${look.accessories}\n${look.injuries}`);
    if (snout) out.push(flag('hairless', `${npc.RaceName} with "${snout[0]}"`));
    const blush = BLUSH_WORDS.exec(ownText);
    if (blush) out.push(flag('scales', `${npc.RaceName} who "${blush[0]}"`));
  }
  const job = JOB_BY_NAME.get(npc.Job);
  if (job) out.push(...clothingFlags(look.clothingStyle ?? '', job));
  out.push(...lookFlags(npc.VisualAppearance, job, npc.Gender));
  out.push(...dressFlags(own.Personality, look.clothingStyle ?? ''));
  // One temperament across personality, voice, flaw, desire and fear; one pace and manner in the voice.
  for (const clash of temperamentClashes(own)) out.push(flag('temperament', clash));
  // Nor a line that ignores who they are: their work, alignment, house, group and town.
  out.push(...personFitFlags(npc, pkg));

  const workplace = npc.EmployedAt?.text ?? '';
  const owns = job?.role === 'owner';
  if (owns && workplace) {
    const place = workplace.replace(/^The /, '');
    const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const other = new RegExp(
      `\\b(owner|owners|landlord|proprietor|master|mistress|keeper) of (?:the )?${escaped}|${escaped}'s? (owner|landlord|proprietor)|works at (?:the )?${escaped}`,
      'i',
    );
    const m = other.exec(rumor);
    if (m) out.push(flag('own-premises', `owner of ${workplace}, but the rumor says "${m[0]}"`));
  }
  if (workplace) out.push(...workplaceRumorFlags(rumor, workplace, npc, pkg));

  const siblingCount = npc.Family.Siblings.length;
  const order = /\b(eldest|youngest|middle) of\b/.exec(history)?.[1];
  if (order && siblingCount === 0) out.push(flag('birth-order', `only child called the ${order}`));
  const ofCount = /\b(?:eldest|youngest|middle) of (two|three|four|five|six|seven|eight)\b/.exec(history)?.[1];
  if (ofCount && numberOf(ofCount) !== siblingCount + 1)
    out.push(flag('birth-order', `"of ${ofCount}" with ${siblingCount} siblings`));
  if (pkg && siblingCount > 0) {
    const family = [{ age: npc.Age, order: npc.Stub.BirthOrder ?? order }];
    for (const link of npc.Family.Siblings) {
      const stub = npcStubOf(pkg, link.type);
      if (stub?.Age !== undefined) family.push({ age: stub.Age, order: stub.BirthOrder });
    }
    const eldest = family.filter((f) => f.order === 'eldest').length;
    const youngest = family.filter((f) => f.order === 'youngest').length;
    if (family.length > 1 && family.every((f) => f.order) && (eldest !== 1 || youngest !== 1))
      out.push(flag('birth-order', `orders ${family.map((f) => `${f.order} (${f.age})`).join(', ')}`));
    const sorted = [...family].sort((a, b) => b.age - a.age);
    if (sorted[0]?.order && sorted[0].order !== 'eldest' && (sorted[1]?.age ?? -1) < sorted[0].age)
      out.push(flag('birth-order', `the oldest sibling (${sorted[0].age}) is called ${sorted[0].order}`));
  }
  if (pkg) out.push(...parentFlags(npc, pkg, ownText, history), ...kinFlags(npc, pkg), ...surnameFlags(npc, pkg));
  if (siblingCount === 0) {
    const m = SIBLING_WORDS.exec(ownText);
    if (m) out.push(flag('family', `only child with "${m[0]}"`));
  }
  if (npc.Family.Children.length === 0) {
    const m = CHILD_WORDS.exec(ownText);
    if (m) out.push(flag('family', `childless with "${m[0]}"`));
  }

  out.push(
    ...storyFlags(ownText, history, look.injuries ?? '', {
      parents: npc.Family.Parents.length,
      ...(order ? { order } : {}),
    }),
  );
  out.push(...groupGenderFlags(npc.MemberOf?.Group.text ?? '', npc.Gender));
  if (pkg) {
    const group = pkg.groups?.ReferenceIds[npc.MemberOf?.Group.type?.replace(/^group-/, '') ?? ''] as
      { Alignment?: string; OrgName?: string; Type?: string } | undefined;
    const kind = group?.Type as OrganizationType | undefined;
    if (npc.MemberOf?.Role === 'Leader' && job && kind && !mayLead(job, kind))
      out.push(flag('leader', `${npc.Job} leads ${group?.OrgName ?? kind}`));
    if (npc.MemberOf && npc.MemberOf.Role !== 'Leader' && job?.heads && job.heads === kind)
      out.push(flag('leader', `${npc.Job} only a member of ${group?.OrgName ?? kind}`));
    const moral = npc.Alignment.split(' ').pop();
    if (group?.Alignment && moral && moral !== 'neutral' && group.Alignment !== 'neutral' && group.Alignment !== moral)
      out.push(flag('alignment', `${npc.Alignment} member of ${group.Alignment} ${group.OrgName ?? ''}`));
  }

  out.push(...standingFlags(npc, own, rumor), ...careerFlags(npc, own, rumor, history, look));
  out.push(...lifeFlags(npc, own, look));
  out.push(...namesakeFlags(npc, rumor, history));

  for (const name of [npc.Name, workplace, npc.MemberOf?.Group.text ?? '', npc.Residence?.text ?? ''])
    if (name) out.push(...nameFlags(name));
  out.push(...roleFlags(everything));
  return out;
}

/** Kinds of home a longing can name, as the names of residences use them. */
const HOME_NOUNS = /\b(cottage|house|lodge|croft|townhouse|farmhouse)\b/i;

/**
 * Goals and desires against the person's standing: a place in the guild still to be won by
 * someone who runs a place or leads their group, mastery of the guild or its high table wished by
 * its leader, a shop to open by someone who keeps their own, the same kind of home dreamed of that
 * the person lives in, and hiding "from the watch inside" the person's own premises.
 */
export function standingFlags(npc: Npc, own: { Goal: string; Desire: string }, rumor: string): Contradiction[] {
  const out: Contradiction[] = [];
  const wish = `${own.Goal}\n${own.Desire}`;
  const owner = JOB_BY_NAME.get(npc.Job)?.role === 'owner';
  const leader = npc.MemberOf?.Role === 'Leader';
  const guild = /\bguild\b/i.test(npc.MemberOf?.Group.text ?? '');
  const place = /a promising place in the guild/i.exec(wish);
  if (place && (owner || leader))
    out.push(flag('standing', `${npc.Job}${leader ? ' and leader' : ''} with "${place[0]}"`));
  const master = /be named master of the guild|high table of the merchants' guild/i.exec(wish);
  if (master && leader && guild)
    out.push(flag('standing', `leader of ${npc.MemberOf?.Group.text} with "${master[0]}"`));
  const shop = /open a shop on the main street/i.exec(wish);
  if (shop && owner) out.push(flag('standing', `owner of ${npc.EmployedAt?.text} with "${shop[0]}"`));
  const home =
    /(?:sketches|dreams of|longs for|saves for) (?:the same |a |an )?(?:[a-z-]+ )?(cottage|house|lodge|croft|townhouse|farmhouse)\b/i.exec(
      own.Desire,
    );
  const lives = HOME_NOUNS.exec(npc.Residence?.text ?? '')?.[1];
  if (home && lives && home[1]!.toLowerCase() === lives.toLowerCase() && !/bigger/.test(home[0]))
    out.push(flag('standing', `lives in ${npc.Residence?.text} and "${home[0]}"`));
  const workplace = (npc.EmployedAt?.text ?? '').replace(/^The /, '');
  if (owner && workplace && new RegExp(`hid from the watch inside (?:the )?${escapeRe(workplace)}`, 'i').test(rumor))
    out.push(flag('own-premises', `owner of ${workplace} hid from the watch inside it`));
  return out;
}

/** What takes grown years to have, lose or keep up: decades of grudges, a partnership, a house. */
const GROWN_THINGS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:grudges? for decades|for decades)\b/i, 20],
  [/\ba partnership in a thriving business\b/i, 10],
  [/\bcost a house\b|\bthe latest was a house\b/i, 10],
];
/** Steps toward riches that only someone short of money takes. */
const SHORT_OF_MONEY = /\b(coat far too expensive to afford|spare coin in a boot)\b/i;
/** Things carried in a boot, which only a booted person can carry there. */
const IN_A_BOOT = /\b(?:in|inside) (?:each|every|one|the) boot\b|\bin a boot\b(?! under)/i;
/** Footwear or feet that are not boots. */
const NOT_BOOTS = /\b(bare feet|barefoot|clogs|slippers|sandals|shoes)\b/i;

/**
 * What a person's own lines say against their years, means and feet: decades of grudges or a
 * lost partnership or house before those years were lived (`grownYears` of adult life), money
 * scraped together by someone rich or a portrait paid for by someone poor, a longing for a
 * family or a romance beside a secret marriage, and a flask in a boot beside clogs or bare feet.
 */
export function lifeFlags(npc: Npc, own: Record<string, string>, look: Record<string, string>): Contradiction[] {
  const out: Contradiction[] = [];
  const grown = npc.Age - HERITAGE_BODY[npc.RaceName].adultAge;
  for (const [field, text] of Object.entries(own))
    for (const [re, years] of GROWN_THINGS) {
      const m = re.exec(text);
      if (m && grown < years) out.push(flag('grown-years', `${field}: "${m[0]}" after ${grown} grown years`));
    }
  const job = JOB_BY_NAME.get(npc.Job);
  const poor = SHORT_OF_MONEY.exec(own.Goal ?? '');
  if (poor && job && wealthOf(job) === 'rich') out.push(flag('wealth', `${npc.Job} (rich) "${poor[0]}"`));
  const paid = /\bcommissioning a flattering portrait\b/i.exec(own.Goal ?? '');
  if (paid && job && wealthOf(job) === 'poor') out.push(flag('wealth', `${npc.Job} (poor) "${paid[0]}"`));
  // Words a person's lines say once: a fortune in one desire, "reckless" across personality and
  // flaw, a betrothal across secret and flaw.
  const fortunes = (own.Desire ?? '').match(/\bfortune\b/gi)?.length ?? 0;
  if (fortunes > 1) out.push(flag('echo', `"fortune" ${fortunes} times in the Desire`));
  if (/\breckless\b/i.test(own.Personality ?? '') && /\breckless\b/i.test(own.Flaw ?? ''))
    out.push(flag('echo', '"reckless" in both the Personality and the Flaw'));
  if (/\bbetrothal\b/i.test(own.Secret ?? '') && /\bbetrothal\b/i.test(own.Flaw ?? ''))
    out.push(flag('echo', '"betrothal" in both the Secret and the Flaw'));
  const kin = npc.Family.Parents.length + npc.Family.Siblings.length + npc.Family.Children.length;
  const scattered = /\bgather the scattered family\b/i.exec(own.Goal ?? '');
  if (scattered && kin > 0) out.push(flag('family', `"${scattered[0]}" with ${kin} of the family in town`));
  const wed = /\bmarried [^.]* under a false name\b/i.exec(own.Secret ?? '');
  const single = wed ? /\b(wants a family and a full table|dreams of a grand romance)\b/i.exec(own.Desire ?? '') : null;
  if (wed && single) out.push(flag('family', `"${wed[0]}" yet "${single[0]}"`));
  const boot = IN_A_BOOT.exec(`${Object.values(own).join('\n')}\n${look.accessories ?? ''}`);
  const feet = boot ? NOT_BOOTS.exec(`${look.clothingStyle ?? ''}\n${look.skinDesc ?? ''}`) : null;
  if (boot && feet) out.push(flag('footwear', `"${boot[0]}" beside "${feet[0]}"`));
  return out;
}

/** Years in a sentence of the life story: "less than a year", "a year", "12 years". */
const STORY_YEARS = /\b(?:that was |; |for )(less than a year|a year|\d+ years)(?: later| ago|\b)/;

/** Courting and marriage said of the person (not of a wedding in the family or a favor courted). */
const WED_WORDS =
  /\b(?:married|marry|sweethearts?|betrothed|betrothal|spouses?|in love|lover|romance|suitor|courting two|love charm|(?:writes|full of) love letters|weddings long after|marriage(?! in the family))\b/i;

/**
 * The working life against its years: an owner whose story gives fewer than `OWNER_YEARS` in
 * the trade, "years at the bench" or "years of sun" after fewer, and sweethearts, courting and
 * marriage in the goal, desire, secret, rumor or story of someone too young for them by their
 * heritage's reckoning or under sixteen.
 */
export function careerFlags(
  npc: Npc,
  own: Record<string, string>,
  rumor: string,
  history: string,
  look: Record<string, string>,
): Contradiction[] {
  const out: Contradiction[] = [];
  const m = STORY_YEARS.exec(history);
  const years = m ? (m[1] === 'less than a year' ? 0 : m[1] === 'a year' ? 1 : parseInt(m[1]!, 10)) : undefined;
  if (years !== undefined && years < OWNER_YEARS && JOB_BY_NAME.get(npc.Job)?.role === 'owner')
    out.push(flag('career', `${npc.Job} running ${npc.EmployedAt?.text} after ${m![1]} in the trade`));
  const takings = /\bmonth’s takings\b/.exec(history);
  const kind = JOB_BY_NAME.get(npc.Job)?.type;
  if (takings && (kind === 'Arms' || kind === 'Faith' || kind === 'Nobility'))
    out.push(flag('career', `${npc.Job} losing "${takings[0]}"`));
  const marks = /years at the bench|years of sun/.exec(`${look.clothingStyle}\n${look.skinDesc}`);
  if (marks && years !== undefined && years < OWNER_YEARS) out.push(flag('career', `"${marks[0]}" after ${m![1]}`));
  if (!ofAgeToWed(npc.RaceName, npc.Age)) {
    const told = {
      Goal: own.Goal ?? '',
      Desire: own.Desire ?? '',
      Secret: own.Secret ?? '',
      Flaw: own.Flaw ?? '',
      Rumor: rumor,
      History: history,
    };
    for (const [field, text] of Object.entries(told)) {
      const wed = WED_WORDS.exec(text);
      if (wed) out.push(flag('wed-age', `${field}: "${wed[0]}" of a ${npc.RaceName} of ${npc.Age}`));
    }
  }
  return out;
}

/**
 * A place named for the person ("Suskishak's Ales") in a story of their childhood or birth, as if
 * it stood under that name before they could have named it.
 */
export function namesakeFlags(npc: Npc, rumor: string, history: string): Contradiction[] {
  const workplace = (npc.EmployedAt?.text ?? '').replace(/^The /, '');
  const family = npc.Stub.Name.Family ?? npc.Stub.Name.Given;
  if (!workplace || family.length <= 2 || !workplace.includes(family)) return [];
  const place = escapeRe(workplace);
  const child = new RegExp(
    `\\b(?:${place}\\b[^.;]*\\bas a child|as a child[^.;]*\\b${place}\\b|born in the back room of (?:the )?${place})`,
    'i',
  ).exec(`${rumor}\n${history}`);
  return child ? [flag('namesake-childhood', `"${child[0]}" of a place named for the person`)] : [];
}

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fewest years between a parent and their child, whatever the heritage (as `npc/` draws them). */
const MIN_PARENT_YEARS = 16;
/** The youngest a child called grown may be, whatever the heritage (as `npc/` draws them). */
const GROWN_YEARS = 18;

/**
 * Parents against the rest of a person: a dead father or a mother's lost cooking beside that
 * parent living on the sheet, a parent who walked out beside a story that says they died, a
 * parent or grown child too close in age (a goblin of eighteen with children of ten), and a
 * "grown" child under eighteen.
 */
function parentFlags(npc: Npc, pkg: RefPackage, own: string, history: string): Contradiction[] {
  const out: Contradiction[] = [];
  const parents = npc.Family.Parents.map((l) => npcStubOf(pkg, l.type)).filter((p): p is NpcStub => !!p);
  const living = new Set(parents.map((p) => p.Gender));
  const dead = /\bdead father\b|\bfather's grave\b/i.exec(own);
  if (dead && living.has('Male')) out.push(flag('parents', `"${dead[0]}" beside a living father`));
  const mother = /\bmother used to make\b/i.exec(own);
  if (mother && living.has('Female')) out.push(flag('parents', `"${mother[0]}" beside a living mother`));
  if (/walked out and never came back/i.test(own) && /died of|never came back|quarry|sickness/i.test(history))
    out.push(flag('parents', 'a parent who walked out beside a story in which they died'));
  const gap = (heritage: Npc['RaceName']) => Math.max(HERITAGE_BODY[heritage].adultAge, MIN_PARENT_YEARS);
  for (const p of parents)
    if (p.Age !== undefined && p.Age - npc.Age < gap(p.Heritage))
      out.push(flag('family-age', `a ${p.Heritage} parent of ${p.Age} to a child of ${npc.Age}`));
  for (const link of npc.Family.Children) {
    const child = npcStubOf(pkg, link.type);
    if (child?.Age !== undefined && npc.Age - child.Age < gap(npc.RaceName))
      out.push(flag('family-age', `a ${npc.RaceName} of ${npc.Age} with a child of ${child.Age}`));
    // The story calls every child grown: none is under eighteen, however early their heritage comes of age.
    if (child?.Age !== undefined && child.Age < Math.max(HERITAGE_BODY[child.Heritage].adultAge, GROWN_YEARS))
      out.push(flag('family-age', `a "grown" ${child.Heritage} child of ${child.Age}`));
  }
  return out;
}

/** A sibling or child with a family name beside a person known by one name alone. */
function surnameFlags(npc: Npc, pkg: RefPackage): Contradiction[] {
  if (npc.Stub.Name.Family) return [];
  const named = [...npc.Family.Siblings, ...npc.Family.Children]
    .map((l) => npcStubOf(pkg, l.type))
    .find((s) => s?.Name.Family);
  return named ? [flag('family-name', `${npc.Name}'s relative ${named.Name.Full} has a family name`)] : [];
}

/** A workplace named for the person's kin ("Harrow & Sons") while the sheet gives them none. */
function kinFlags(npc: Npc, pkg: RefPackage): Contradiction[] {
  const workplace = npc.EmployedAt?.text ?? '';
  if (JOB_BY_NAME.get(npc.Job)?.role !== 'owner') return [];
  const kin = kinClaim(workplace, npc.Stub.Name.Family ?? npc.Stub.Name.Given);
  if (!kin) return [];
  const gender = kin === 'Sons' || kin === 'Brothers' ? 'Male' : 'Female';
  const links = kin === 'Sons' || kin === 'Daughters' ? npc.Family.Children : npc.Family.Siblings;
  const has = links.some((l) => npcStubOf(pkg, l.type)?.Gender === gender);
  return has ? [] : [flag('kin-name', `owner of "${workplace}" with no ${kin.toLowerCase()}`)];
}

/** Workplaces nobody buys, sells or wins, and those in the open air. */
const PUBLIC_WORKPLACES =
  /^(Temple|Shrine|Library|Guild Hall|Guard Post|Barracks|Market|Docks|Graveyard|Park|Town Square)$/;
const OPEN_WORKPLACES = /^(Market|Docks|Graveyard|Park|Town Square)$/;

/**
 * A rumor about the person's own workplace that only an outsider could fit: a secret way into
 * the place they work, a cousin there passing on its secrets, a bribe an employee would not pay,
 * a town's or temple's place bought or won at cards, a back room in the open air, or a place
 * bearing the family's name won at cards.
 */
function workplaceRumorFlags(rumor: string, workplace: string, npc: Npc, pkg?: RefPackage): Contradiction[] {
  const out: Contradiction[] = [];
  const place = workplace.replace(/^The /, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = (phrase: string) => new RegExp(`${phrase} (?:the )?${place}\\b`, 'i').exec(rumor)?.[0];
  const insider =
    at('knows a secret way into') ??
    at('has a cousin at') ??
    (JOB_BY_NAME.get(npc.Job)?.role !== 'owner' ? at('pays the watch to look the other way around') : undefined);
  if (insider) out.push(flag('own-premises', `works at ${workplace}, but the rumor says "${insider}"`));
  const family = npc.Stub.Name.Family ?? npc.Stub.Name.Given;
  const won = at('won');
  if (won && workplace.includes(family)) out.push(flag('own-premises', `"${won}" of a place named for the family`));
  const id = npc.EmployedAt?.type?.replace(/^building-/, '') ?? '';
  const type = (pkg?.buildings?.ReferenceIds[id] as { locationType?: string } | undefined)?.locationType ?? '';
  const sale = at('(?:plans to buy|means to sell|won|borrowed against|saving to buy|a forged deed for|a share in)');
  if (sale && PUBLIC_WORKPLACES.test(type)) out.push(flag('public-place', `"${sale}" of a ${type}`));
  const walls = at('(?:back room of|measuring the walls of|secret way into|inside)');
  if (walls && OPEN_WORKPLACES.test(type)) out.push(flag('open-place', `"${walls}" of a ${type}`));
  return out;
}

/** The labeled line "Label: text" of a result's plain text. */
export function labelledLine(text: string, label: string): string {
  const m = new RegExp(`(?:^|\\n)${label}: ([^\\n]*)`).exec(text);
  return m?.[1] ?? '';
}

/**
 * Contradictions in one simple-generator result's plain text: named people who change role,
 * for weather, conditions against temperature and a wind or current that ignores the sky, words
 * of land and sky where an environment has none, a landmark's detail, lore or name against its
 * description, a quest's lines against its hook, and for a dated result, words of another season.
 */
export function checkResultText(text: string): Contradiction[] {
  const out = roleFlags(text);
  const conditions = labelledLine(text, 'Conditions');
  const temperature = labelledLine(text, 'Temperature');
  if (conditions && temperature) out.push(...weatherFlags(conditions, temperature));
  out.push(...windFlags(text), ...environmentFlags(text), ...landmarkFlags(text), ...questFlags(text));
  out.push(...seasonFlags(text));
  return out;
}
