/**
 * A person's temperament, as tags the character texts imply and exclude. The personality is drawn
 * first and implies its side of each axis it speaks to (an easygoing soul is `t-calm`, a shy one
 * `t-quiet` and `t-solitary`); every later row that shows a side implies it and excludes the other,
 * so a flaw, desire, fear or voice never contradicts the personality or each other. The voice's
 * own parts (pitch, pace, accent, habit) keep to one side of its axes the same way: a clipped
 * voice has no drawl, a silky one does not bark, a voice at a gallop has no deliberate diction.
 */
export const OPPOSED_TEMPERAMENTS: readonly (readonly [string, string])[] = [
  // Even-tempered and patient, against quick to anger and impatient.
  ['t-calm', 't-hot'],
  // Heard across the room, against soft-spoken and retiring.
  ['t-loud', 't-quiet'],
  // At the heart of every gathering, against at its edge or away from it.
  ['t-social', 't-solitary'],
  // Careful with every coin, against free with money not yet earned.
  ['t-thrifty', 't-spendthrift'],
  // Gentle and generous, against mocking and cruel.
  ['t-kind', 't-cutting'],
  ['t-brave', 't-timid'],
  ['t-honest', 't-deceitful'],
  // Slow to trust, against believing anyone.
  ['t-wary', 't-trusting'],
  // Hard-working or restless, against idle.
  ['t-driven', 't-idle'],
  ['t-restless', 't-idle'],
  // Never short of words, against sparing with them.
  ['t-talkative', 't-terse'],
  // Hungry for honors and a name, against turning every honor down.
  ['t-seeks-fame', 't-shuns-fame'],
  // Unshaken by disaster and bad luck, against going to pieces when a plan fails.
  ['t-steady', 't-shaken'],
  // Quick to forgive, against keeping every score: no sunny soul who burns for revenge.
  ['t-forgiving', 't-grudging'],
  // Eager to learn and find out, against set in old ways: no scholar who refuses anything new.
  ['t-curious', 't-set'],
  // Quick with a joke and a laugh, against grave, gloomy or humorless: no melancholy soul who
  // cannot finish a sentence without a joke.
  ['t-merry', 't-somber'],
  // Content with little, against reaching for more: no one content with very little who craves
  // a name, a seat at the table or a fortune, or reckons what every house is worth.
  ['t-content', 't-grasping'],
  // Careful to the point of paralysis, against staking everything on a whim: no soul who checks
  // every sum three times and wagers next month's wages, signs unread contracts or craves danger.
  ['t-careful', 't-reckless'],
  // The voice: how fast, how clipped, how smooth and how loud it is.
  ['vc-fast', 'vc-slow'],
  ['vc-clipped', 'vc-drawl'],
  ['vc-smooth', 'vc-harsh'],
  ['vc-clear', 'vc-hoarse'],
  ['vc-musical', 'vc-hoarse'],
  ['vc-smooth', 'vc-hoarse'],
  ['vc-loud', 'vc-quiet'],
  ['vc-loud', 't-quiet'],
  ['vc-quiet', 't-loud'],
];

/** The tags opposed to a tag (empty for a tag on no axis). */
export function opposedTo(tag: string): string[] {
  const out: string[] = [];
  for (const [a, b] of OPPOSED_TEMPERAMENTS) {
    if (a === tag) out.push(b);
    if (b === tag) out.push(a);
  }
  return out;
}

/** Cheer or calm that holds through disaster, and its opposite: going to pieces when a plan fails. */
const STEADY =
  /\b(silver lining in every disaster|sunny-natured even in a crisis|quick to laugh, especially at bad luck|steady as a rock when things go wrong|hard to rattle)\b/i;
const SHAKEN = /\bfalls apart entirely when a plan goes wrong\b/i;

/** Words that show one side of a temperament, by the axis's tag, as a person's texts say them. */
const SHOWS: readonly (readonly [RegExp, RegExp, string])[] = [
  [
    /\b(hard to rattle|slow to anger|easygoing|endlessly patient|steady as a rock|calm in the way|very still and very polite when angry)\b/i,
    /\b(hot-tempered|quick to take offense|sudden rages|hopelessly impatient|unable to wait for anything)\b/i,
    'calm and hot-tempered',
  ],
  [
    /\b(larger than life|life of every party|never knowingly quiet|loud and proud)\b/i,
    /\b(sits at the edge of every gathering|speaks mostly to the floor|whispery|hoarse whisper|so that people lean in|panics in crowds|crowds pressing close)\b/i,
    'loud and retiring',
  ],
  [
    /\bshy and soft-spoken|quiet and watchful\b/i,
    /\b(booming|loudly, as if across a field|incurable gossip|short barks|rolls every “r” like a drum|gestures so much that people step back|tells anyone who will listen)/i,
    'shy and loud',
  ],
  [
    /\bcutting nickname|nickname within the hour|greets everyone as an old friend\b/i,
    /\bcalls everyone “friend”/i,
    'two ways of addressing people',
  ],
  [
    /\b(frugal|thrifty|miserly)\b/i,
    /\b(compulsive gambler|spends the rent money|buys rounds with money|spend a fortune not yet made|coat far too expensive|magic beans)\b/i,
    'thrifty and spendthrift',
  ],
  [
    /\b(happier with animals|kinder to animals|to scratch its ears|feeds every stray cat)\b/i,
    /\b(shouts at animals|avoid any animal|any (?:[a-z]+ )?dog|of horses)\b/i,
    'loving and fearing or shouting at animals',
  ],
  [
    /\b(?:of|dreads) (the dark|unlit cellars|tight spaces|mines and tunnels|being buried alive|moonless nights|eyes shining in the dark)\b/i,
    /\bexplore every cellar and cave\b/i,
    'fearing and seeking the dark underground',
  ],
  [
    /\b(generous to a fault|kind-hearted|gentle with the weak|warm and welcoming|endlessly patient|generous with prayers)\b/i,
    /\b(promises children a copper|lets others take the blame|leaving friends behind|will not lend so much as a copper|as if they were furniture|anyone younger or poorer|digging up unpleasant facts)\b/i,
    'kind and mean',
  ],
  [STEADY, SHAKEN, 'unshaken and falling apart'],
  [
    /\b(lazy and content with it|naps wherever there is a patch of sun|puts off every job until tomorrow|bone idle|allergic to hard work)\b/i,
    /\b(works through the night|works on holy days)\b/i,
    'idle and hard-working',
  ],
  [/\bprecise in speech\b/i, /\b(long, winding sentences|drops the ends of words)\b/i, 'precise and rambling speech'],
  [
    /\beasygoing and unhurried\b/i,
    /\b(at a gallop|breathless rush|quick bursts|rapid mutter)\b/i,
    'unhurried and quick',
  ],
  [
    /\bturns down every honor\b/i,
    /\b(craves recognition|name that outlives|taken seriously|hungers for power|seat at the table)\b/i,
    'shunning and seeking honors',
  ],
  [
    /\bevery word costs money\b/i,
    /\b(incurable gossip|forever asking why|nosy|curious about absolutely|asks strangers|talks to anyone|never knowingly quiet|life of every party|tells anyone who will listen)\b/i,
    'sparing and free with words',
  ],
  [
    /\b(happy to let the world go by|easygoing and unhurried|sunny-natured even in a crisis|cheerful in any weather|relentlessly optimistic|quick to forgive|generous to a fault|kind-hearted|soft-hearted)\b/i,
    /\b(holds grudges? (?:for decades|over a spilled drink)|unable to let a slight go|petty and vindictive|burns for revenge|a certain family ruined|slow to cool)\b/i,
    'forgiving and grudging',
  ],
  [
    /\b(curious about absolutely everything|forever asking why|fascinated by how things work|hungers to understand the world|longs to be a scholar|read the old runes|learn the true name|chart every star|decipher the carved tablet|master the art of true magic)\b/i,
    /\brefuses to learn anything new\b/i,
    'curious and set in old ways',
  ],
  [
    /\b(happy to let the world go by|lazy and content with it|can turn any errand into a three-hour stroll|naps wherever there is a patch of sun|puts off every job until tomorrow|bone idle|allergic to hard work)\b/i,
    /\bcraves adventure and danger\b/i,
    'idle and hungry for adventure',
  ],
  [/\bcynical about heroes and promises\b/i, /\b(trusting to a fault|hopelessly gullible)\b/i, 'cynical and gullible'],
  [
    /\bwithout telling a lie\b/i,
    /\b(lies without hesitation|a habitual liar|dishonest in small ways)\b/i,
    'sworn off lies and lying',
  ],
  [
    /\b(cheerful in any weather|relentlessly optimistic|sunny-natured even in a crisis|delighted by small things|quick to laugh)\b/i,
    /\b(hot-tempered|prone to sudden rages|quick to take offense and slow to cool)\b/i,
    'cheerful and hot-tempered',
  ],
  [
    /\b(gloomy as a wet week|certain that everything will go wrong|quietly melancholy|fond of a grim prediction|convinced the best days are long gone|stern and unsmiling|shy and soft-spoken|quiet and watchful|easily flustered|takes every joke as a personal insult)\b/i,
    /\b(without a joke|laughs before reaching the punchline|tells terrible jokes)\b/i,
    'grave or shy and forever joking',
  ],
  [/\bslower to act\b/i, /\b(hopelessly impatient|unable to wait for anything)\b/i, 'slow to act and impatient'],
  [
    /\b(runs at the first sign of trouble|a coward at heart|brave only when perfectly safe)\b/i,
    /\b(explore every cellar and cave|craves adventure and danger)\b/i,
    'cowardly and seeking danger',
  ],
  [
    /\b(frugal|thrifty|miserly)\b/i,
    /\b(buys every tonic|ticket in every raffle)\b/i,
    'thrifty and buying every tonic or raffle ticket',
  ],
  // A fear beside a goal, flaw or habit that walks straight into what is feared.
  [
    /\b(?:of|dreads) (deep water|drowning|the open sea|rivers in flood|water too dark)\b/i,
    /\b(own a ship outright|sail to the edge of the charts|passage on a merchant ship|jumps into every river|crosses rivers in flood)\b/i,
    'fearing water and seeking it',
  ],
  [
    /\b(?:of|dreads) (mines and tunnels|tight spaces)\b/i,
    /\b(share in the new silver mine|explore every cellar and cave)\b/i,
    'fearing tunnels and seeking them',
  ],
  [
    /\b(?:of|dreads) (heights|falling|ladders and rooftops|cliff edges|open stairways)\b/i,
    /\b(climb anything on a dare|ridge of the temple roof|climbing the scaffold)\b/i,
    'fearing heights and climbing',
  ],
  [
    /\b(?:of|dreads) horses\b/i,
    /\b(first horse offered|rides too fast|saddle is properly cinched)\b/i,
    'fearing horses and riding them',
  ],
  [
    /\b(kind-hearted|generous to a fault|gentle with the weak|warm and welcoming)\b/i,
    /\bgiven up every friend\b/i,
    'kind and friendless by choice',
  ],
  [
    /\b(content with very little|lazy and content with it|happy to let the world go by)\b/i,
    /\b(craves recognition|name that outlives|yearns to be taken seriously|hungers for power|seat at the table|rich, properly rich|never counting coins|silk and silver|fortune to dwarf|richest merchant|monopoly on salt|retire rich|greedy|unable to pass up a profit|reckons the worth)\b/i,
    'content and grasping',
  ],
  [
    /\b(cautious to the bone|careful to the point of paralysis|always braced for the worst|every deal hides a trap|checks every sum twice|counts change three times|tests every floorboard)\b/i,
    /\b(reckless:|addicted to danger|a compulsive gambler|unable to resist a wager|craves adventure and danger)/i,
    'careful and reckless',
  ],
  [
    /\b(warm and endlessly giving|offers away the last bite|generous to a fault|slips coins to beggars)\b/i,
    /\breckons the worth of every house\b/i,
    'giving and counting what others own',
  ],
  [
    /\bspeaks mostly to the floor\b/i,
    /\blooks at the floor when lying\b/i,
    'always and only when lying looks at the floor',
  ],
];

/** Words of one side of each of the voice's own axes. */
const VOICE_SHOWS: readonly (readonly [RegExp, RegExp, string])[] = [
  [/\bclipped\b|\bshort barks\b/i, /\bdrawl\b/i, 'clipped and drawling'],
  [
    /\b(silky|velvety|honeyed|mellow|rich, warm|sweetly|chirpy)\b/i,
    /\b(short barks|growling|gruff|rasping|hissing)\b/i,
    'smooth and harsh',
  ],
  [
    /\b(at a gallop|breathless rush|quick bursts|rapid mutter)\b/i,
    /\b(deliberate diction|weighing every word|unhurried|thoughtful pauses|walking on ice|pronounces every letter|drawl)\b/i,
    'fast and slow',
  ],
  [
    /\b(bright, clear|bell-like|high, reedy|piping|shrill|chirpy)\b/i,
    /\b(hoarse|rasping|cracked|scratchy|wheezing|gravelly)\b/i,
    'clear and hoarse',
  ],
  [
    /\b(soft, musical|lilting|sing-song|musical cadences|silky|velvety|honeyed|mellow|rich, warm|sweetly)\b/i,
    /\b(hoarse|rasping|cracked|scratchy|wheezing|gravelly)\b/i,
    'smooth and hoarse',
  ],
  [
    /\b(booming|loudly, as if across a field|short barks|deep, rumbling|brassy)\b|rolls every “r” like a drum/i,
    /\b(whisper|so that people lean in|thin, breathy|soft, musical)\b/i,
    'loud and quiet',
  ],
];

/**
 * Where a person's character texts show both sides of one temperament: across the personality,
 * voice, flaw, desire and fear, and within the voice alone. Each clash is described in words.
 */
export function temperamentClashes(texts: {
  Personality: string;
  Voice: string;
  Flaw: string;
  Desire: string;
  Fear: string;
  Goal?: string;
}): string[] {
  const out: string[] = [];
  const fields = (['Personality', 'Voice', 'Flaw', 'Desire', 'Fear', 'Goal'] as const).map(
    (key) => [key, texts[key] ?? ''] as const,
  );
  for (const [one, other, what] of SHOWS)
    for (const [a, textA] of fields)
      for (const [b, textB] of fields) {
        const m = a !== b || a === 'Voice' ? one.exec(textA) : null;
        const n = m ? other.exec(textB) : null;
        if (m && n && !(a === b && m.index === n.index)) out.push(`${what}: ${a} "${m[0]}", ${b} "${n[0]}"`);
      }
  const voice = texts.Voice.split('Favorite phrase')[0] ?? '';
  for (const [one, other, what] of VOICE_SHOWS) {
    const m = one.exec(voice);
    const n = m ? other.exec(voice) : null;
    if (m && n) out.push(`a voice both ${what}: "${m[0]}", "${n[0]}"`);
  }
  // A personality's trait and its "but" turn are one field: the turn may cut against the trait,
  // never undo it (no silver lining in every disaster beside falling apart when a plan fails).
  const steady = STEADY.exec(texts.Personality);
  const shaken = steady ? SHAKEN.exec(texts.Personality) : null;
  if (steady && shaken) out.push(`a personality both unshaken and falling apart: "${steady[0]}", "${shaken[0]}"`);
  const rivals = (texts.Goal ?? '').match(/\brivals?\b/gi) ?? [];
  if (rivals.length > 1) out.push(`a goal that names a rival twice: "${texts.Goal}"`);
  // One musical habit to a person: humming, whistling or singing is said once.
  const habits = [texts.Personality, voice, texts.Flaw, texts.Desire].join('\n');
  const music = habits.match(/\b(whistles|hums|sings)\b/gi) ?? [];
  if (music.length > 1) out.push(`musical habits said twice: ${music.join(', ')}`);
  const horse = /\bhorses\b/i.test(texts.Fear) && /\bkennels?\b/i.exec(texts.Fear);
  const dog = /\bdogs?\b/i.test(texts.Fear) && /\bstables?\b/i.exec(texts.Fear);
  if (horse || dog) out.push(`a fear whose tell names another animal's place: "${texts.Fear}"`);
  return out;
}
