import type { Grammar, Row } from '../core/table';
import { numberRows, type GrammarSpec } from './compose';

/** Temperature bands, hottest first; a condition row lists the bands it allows. */
export const TEMPERATURE_BANDS = ['searing', 'hot', 'warm', 'mild', 'cool', 'cold', 'freezing', 'bitter'] as const;

/** Wind (or draft, or current) strengths; a condition row lists the ones it allows. */
export const WIND_LEVELS = ['still', 'breeze', 'gusty', 'gale'] as const;

/** Facts under which nobody stands in direct sunshine: lines about glare or shade exclude them all. */
const NO_SUN = [
  'submerged',
  'enclosed',
  'night',
  'overcast',
  'rain',
  'storm',
  'fog',
  'snow',
  'blizzard',
  'sleet',
  'hail',
  'cloudburst',
  'dust',
  'smoke',
];

/** Facts of rain, snow, fog or flood: what a dry smell (dust, cut hay) or a coming rain cannot go with. */
const WET_SKY = ['rain', 'storm', 'snow', 'blizzard', 'sleet', 'hail', 'cloudburst', 'fog', 'flood'];

/** Kinds of weather that soak a traveler: only under them is a line about getting wet true. */
const SOAKING = ['rain', 'storm', 'cloudburst', 'sleet', 'hail', 'flood'];

/** Facts of ice forming or snow falling and lying: a cold day with either stays at or below freezing. */
const ICE_FORMS = ['icy', 'snow'];

/** Words of a condition that names what the air smells of: the wind line then names no other smell. */
const SMELL_WORDS = /\b(smell\w*|stinks?|stench|reeks?|scent\w*|sulfur\w*|fumes|tastes? of)\b/i;

/**
 * Words of a condition that say where the wind comes from. Such a row names, in a `quarter:` tag,
 * the words the wind line then says it in without repeating the sky ("behind the sleet", "straight
 * off the sea"); a current the water already places (along the reef) does the same.
 */
/** Words of a travel line that already rule on the wind or current: no gale clause is added to it. */
export const GALE_TOLD_WORDS = /\branged weapon|\bwinds?\b|\bcurrents?\b|\bblown\b/i;

/** Words by which a travel rule already tells of exhaustion from the cold or the heat. */
export const EXHAUSTION_TOLD = /\bexhaustion\b/i;

export const QUARTER_WORDS = /\b(wind|blows in|sweeps in|driven)\b[^.]*\b(off|from) the\b|\bonshore\b|\boffshore\b/i;

/** The words a condition row gives its wind or current line (its `quarter:` tag), if any. */
export const quarterOf = (tags: readonly string[] = []): string | undefined =>
  tags.find((tag) => tag.startsWith('quarter:'))?.slice('quarter:'.length);

/** Words of a condition that blur the far view (haze, a pall, a shimmer): no lookout sees for miles. */
const HAZE_WORDS = /\bhaz(e|y)\b|\{\??adjHaze\}|\bpall\b|\bshimmer/i;

/** Words of a condition under which the sun is seen, however dimly: it can be steered by. */
const SUN_WORDS = /\bsun\b/i;
const SUN_HIDDEN_WORDS = /\b(swallow\w*|hid\w*|blot\w*) the sun\b/i;

/** Words of a condition set in the dark deep water, where no kelp grows. */
const DEEP_WORDS = /\btwilight depths\b|\btrench\b/i;

/** Words of a condition that liken the air to breathing: the draft line does not say it again. */
const BREATH_WORDS = /\bbreath(ing|es)?\b/i;

/**
 * Condition rows, tagged with what their words already tell: a smell (`smell-told`), where the
 * wind comes from (`quarter-told`), air that breathes (`breath-told`).
 */
const telling = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    if (typeof row === 'string') return row;
    const told = [
      ...(SMELL_WORDS.test(row.text) ? ['smell-told'] : []),
      ...(quarterOf(row.tags) ? ['quarter-told'] : []),
      // A wind off the water smells of the sea, never of woodsmoke or hay.
      ...(/\boff the (sea|water)\b/.test(row.text) || /\bonshore\b/.test(row.text) ? ['sea-wind'] : []),
      ...(BREATH_WORDS.test(row.text) ? ['breath-told'] : []),
      // Snow on the ground or in the air: no wind smells of dust.
      ...(/\bsnow/i.test(row.text) ? ['snow-told'] : []),
      // A sky already called warm or cool is never "neither warm nor cool".
      ...(/\b(warm|cool|cold|chill|hot)\b/i.test(row.text) ? ['feel-told'] : []),
      ...(row.tags?.some((tag) => SOAKING.includes(tag)) && !row.tags.includes('rain-elsewhere') ? ['wet'] : []),
      ...(DEEP_WORDS.test(row.text) ? ['deep'] : []),
      ...(HAZE_WORDS.test(row.text) ? ['haze'] : []),
      ...(SUN_WORDS.test(row.text) && !SUN_HIDDEN_WORDS.test(row.text) ? ['sun-seen'] : []),
    ];
    return told.length ? { ...row, tags: [...(row.tags ?? []), ...told] } : row;
  });

/** Words of a travel line that promise an easy road, or a night without a fire. */
const EASE_WORDS = /\b(no penalt(y|ies)|good travel weather|normal pace)\b/i;
const COLD_CAMP_WORDS = /\bcamps? cold\b/i;

/**
 * Travel rows that promise an easy road are barred in a killing cold or a furnace heat, and a cold
 * camp is barred wherever the night freezes: there the temperature, not the sky, rules the road.
 */
const easeOnlyInFairAir = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    const r = typeof row === 'string' ? { text: row } : row;
    const barred = [
      ...(EASE_WORDS.test(r.text) ? ['bitter', 'searing'] : []),
      ...(COLD_CAMP_WORDS.test(r.text) ? ['freezing', 'bitter'] : []),
    ];
    return barred.length ? { ...r, excludes: [...(r.excludes ?? []), ...barred] } : row;
  });

/** Wind rows that blow at head height are barred under a roaring canopy, where only its own rows speak. */
const keptOffTheForestFloor = (rows: readonly Row[]): Row[] =>
  rows.map((row) => {
    const r = typeof row === 'string' ? { text: row } : row;
    return r.requires?.includes('sheltered') ? row : { ...r, excludes: [...(r.excludes ?? []), 'sheltered'] };
  });

/** Kinds of weather: each condition row carries exactly one, and the travel rows are keyed by it. */
export const WEATHER_KINDS = [
  'clear',
  'overcast',
  'rain',
  'storm',
  'fog',
  'snow',
  'blizzard',
  'wind',
  'heat',
  'dust',
  'frost',
  'thaw',
  'sleet',
  'hail',
  'cloudburst',
  'smoke',
  'draft',
  'damp',
  'foul',
  'steam',
  'flood',
  'stillair',
  'clearwater',
  'murk',
  'current',
  'surge',
  'bloom',
  'upwelling',
  'vent',
] as const;

/**
 * Weather. `condition` rows require an environment tag and carry one kind, the temperature bands
 * and the wind levels that fit them; the generator puts the kind, one band and one wind level
 * into the context, so temperature, wind and travel rows always agree with the sky.
 */
export const WEATHER_GRAMMAR: Grammar = {
  condition: telling([
    {
      text: 'A hard blue sky and a sun that gives light but no warmth; the snowfields glare so brightly it hurts to look at them.',
      requires: ['Arctic'],
      tags: ['clear', 'bitter', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Low gray cloud sits on the ice like a lid. The light is flat and shadowless, and the horizon has vanished.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'cold', 'breeze', 'gusty'],
    },
    {
      text: "Fine, steady snow falls without a breath of wind, burying yesterday's tracks under a soft new layer.",
      requires: ['Arctic'],
      tags: ['snow', 'freezing', 'cold', 'still'],
    },
    {
      text: 'A {?adjStorm} blizzard sweeps in from the north: snow, wind and a gray dark that arrives at midday.',
      requires: ['Arctic'],
      tags: ['quarter:behind the blizzard', 'blizzard', 'bitter', 'freezing', 'gale', 'gusty'],
    },
    {
      text: 'Ice fog: the air itself glitters with frozen motes, and every breath leaves a cloud that hangs in place.',
      requires: ['Arctic'],
      tags: ['fog', 'bitter', 'still'],
    },
    {
      text: 'A ground blizzard. The sky overhead is clear, but the wind lifts the old snow into a waist-high river of white.',
      requires: ['Arctic'],
      tags: ['blizzard', 'freezing', 'bitter', 'gusty', 'gale'],
    },
    {
      text: 'A brief thaw. Meltwater trickles under the crust, and the snow turns heavy, wet and gray.',
      requires: ['Arctic'],
      tags: ['thaw', 'cold', 'cool', 'breeze'],
    },
    {
      text: 'A clear night under curtains of green and violet light that ripple slowly across the sky.',
      requires: ['Arctic'],
      tags: ['night', 'clear', 'bitter', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Sleet driven sideways off the pack ice, freezing where it lands on cloaks, beards and rigging.',
      requires: ['Arctic'],
      tags: ['quarter:behind the sleet', 'sleet', 'freezing', 'cold', 'icy', 'gusty'],
    },
    {
      text: 'Sunlit, windless and deceptively pleasant: the kind of day that lures travelers too far from shelter.',
      requires: ['Arctic'],
      tags: ['clear', 'freezing', 'cold', 'still'],
    },

    {
      text: 'Bright sun, high thin cloud, and a sea the color of polished slate.',
      requires: ['Coastal'],
      tags: ['clear', 'warm', 'mild', 'breeze'],
    },
    {
      text: 'Sea fog rolls ashore by late morning and sits on the beach like wet wool; a foghorn moans from the harbor.',
      requires: ['Coastal'],
      tags: ['fog', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A gray, salt-heavy drizzle that never quite becomes rain and never quite stops.',
      requires: ['Coastal'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A squall line marches in from the sea: black cloud, white-capped waves and sudden, hammering rain.',
      requires: ['Coastal'],
      tags: ['storm', 'cool', 'mild', 'gusty', 'gale'],
    },
    {
      text: 'A dry onshore gale. Spray flies fifty feet up the cliffs and the gulls have given up on flying.',
      requires: ['Coastal'],
      tags: ['quarter:straight off the sea', 'wind', 'cool', 'cold', 'gale'],
    },
    {
      text: 'Heavy overcast. The sea lies flat and oily beneath it, and the air smells of rain that never arrives.',
      requires: ['Coastal'],
      tags: ['overcast', 'mild', 'warm', 'still'],
    },
    {
      text: 'A {?adjHaze} sweltering day. The tide is far out and the mudflats steam and stink in the sun.',
      requires: ['Coastal'],
      tags: ['heat', 'hot', 'warm', 'still', 'breeze'],
    },
    {
      text: 'Wet snow blows in off the water, melting on the sand but settling thick on the dunes and boat hulls.',
      requires: ['Coastal'],
      tags: ['quarter:behind the wet snow', 'snow', 'cold', 'freezing', 'gusty'],
    },
    {
      text: 'A clear, cold night with a high tide running; the stars are sharp enough to steer by.',
      requires: ['Coastal'],
      tags: ['night', 'clear', 'cool', 'cold', 'breeze'],
    },
    {
      text: 'The tail of a great ocean storm: rain in sheets, and breakers bursting over the harbor wall.',
      requires: ['Coastal'],
      tags: ['storm', 'mild', 'cool', 'gale'],
    },

    {
      text: 'A white-hot sky without a single cloud. The horizon shimmers and swims, and shadows shrink to nothing at noon.',
      requires: ['Desert'],
      tags: ['heat', 'searing', 'hot', 'still', 'breeze'],
    },
    {
      text: 'A wall of reddish dust rises on the horizon and rolls in within the hour, swallowing the sun.',
      requires: ['Desert'],
      tags: ['dust', 'hot', 'warm', 'gale', 'gusty'],
    },
    {
      text: 'Heavy, breathless heat. The sand is too hot to touch and the air smells faintly of scorched stone.',
      requires: ['Desert'],
      tags: ['heat', 'searing', 'still'],
    },
    {
      text: "A cloudless night. The day's heat bleeds away into a sky crowded with stars.",
      requires: ['Desert'],
      tags: ['night', 'clear', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: "A freak cold night: with no cloud to hold in the day's warmth, the temperature plunges, and a thin rime of frost forms on the dunes before dawn.",
      requires: ['Desert'],
      tags: ['night', 'frost', 'cold', 'icy', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A rare cloudburst. Purple clouds pile up over the mesas, pour out an hour of fury, then vanish as if they were never there.',
      requires: ['Desert'],
      tags: ['cloudburst', 'warm', 'hot', 'gusty'],
    },
    {
      text: 'A hot, steady wind scours the flats, lifting a hiss of sand that stings bare skin.',
      requires: ['Desert'],
      tags: ['wind', 'hot', 'gusty'],
    },
    {
      text: 'A thin, high haze dims the sun to a copper coin; for once the heat is bearable.',
      requires: ['Desert'],
      // Bearable heat is warm, not hot.
      tags: ['sunlit', 'overcast', 'warm', 'breeze'],
    },
    {
      text: 'A cool, bright dawn. Dew beads on the scrub for an hour before the sun burns it away.',
      requires: ['Desert'],
      tags: ['clear', 'cool', 'still', 'breeze'],
    },
    {
      text: 'Mirage weather: lakes shimmer on the flats ahead, and the caravan trail seems to bend and float.',
      requires: ['Desert'],
      tags: ['heat', 'hot', 'searing', 'still', 'breeze'],
    },
    {
      text: 'Dust devils spin up across the salt pan all afternoon, some tall enough to pluck the hat from a rider.',
      requires: ['Desert'],
      tags: ['wind', 'hot', 'gusty'],
    },

    {
      text: 'Sunlight slants through the canopy in long gold bars, and birdsong comes from every side.',
      requires: ['Forest'],
      tags: ['clear', 'warm', 'mild', 'breeze', 'still'],
    },
    {
      text: 'Steady rain drums on the leaves far overhead. The forest floor only gets the drips, but it gets all of them.',
      requires: ['Forest'],
      tags: ['rain', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'Mist pools between the trunks, thickest in the hollows. Sounds carry strangely and seem to come from the wrong side.',
      requires: ['Forest'],
      tags: ['fog', 'cool', 'mild', 'still'],
    },
    {
      text: 'A {?adjStorm} thunderstorm thrashes the treetops. Branches crack and fall, and lightning walks along the ridge.',
      requires: ['Forest'],
      tags: ['storm', 'mild', 'warm', 'gusty', 'gale'],
    },
    {
      text: 'A roaring wind in the high branches, while down among the roots the air is almost still. Old trees groan.',
      requires: ['Forest'],
      tags: ['wind', 'cool', 'mild', 'gusty', 'gale', 'sheltered'],
    },
    {
      text: 'Overcast and close. The forest is as dim as dusk at midday, and the biting flies are out in force.',
      requires: ['Forest'],
      tags: ['overcast', 'warm', 'hot', 'still'],
    },
    {
      text: 'Snow drifts down through bare branches, muffling every sound; the trails are soft and fresh.',
      requires: ['Forest'],
      tags: ['snow', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Crisp, bright autumn weather. Leaves spin down in slow golden showers whenever the breeze stirs.',
      requires: ['Forest'],
      tags: ['clear', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'A humid, airless summer day; even in the shade sweat runs and the horseflies bite.',
      requires: ['Forest'],
      tags: ['heat', 'hot', 'warm', 'still'],
    },
    {
      text: 'Freezing fog overnight has furred every twig with white hoarfrost; the whole forest looks carved from sugar.',
      requires: ['Forest'],
      tags: ['fog', 'freezing', 'cold', 'icy', 'still'],
    },

    {
      text: 'A huge open sky with fat white clouds sailing over, and the grass rolling like water under the wind.',
      requires: ['Grassland'],
      tags: ['clear', 'warm', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A thunderhead miles tall stalks across the plains, trailing curtains of rain and the occasional fork of lightning.',
      requires: ['Grassland'],
      tags: ['storm', 'warm', 'hot', 'gusty', 'gale'],
    },
    {
      text: 'A sudden hailstorm out of a green-tinged sky, drumming the ground white in minutes.',
      requires: ['Grassland'],
      tags: ['hail', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'Blazing sun and no shade for miles; the grass is brittle and brown and crackles underfoot.',
      requires: ['Grassland'],
      tags: ['heat', 'hot', 'searing', 'breeze', 'still'],
    },
    {
      text: 'A relentless wind that never drops, flattening the grass and snatching words away.',
      requires: ['Grassland'],
      tags: ['wind', 'mild', 'cool', 'gusty', 'gale'],
    },
    {
      text: 'A soft, steady rain. The plains smell of wet earth and crushed clover.',
      requires: ['Grassland'],
      tags: ['rain', 'mild', 'cool', 'breeze', 'still'],
    },
    {
      text: 'Ground fog at dawn, knee-high and perfectly flat, so the herds seem to wade through a white lake.',
      requires: ['Grassland'],
      tags: ['fog', 'low-fog', 'cool', 'mild', 'still'],
    },
    {
      text: 'Snow on the steppe: a thin white blanket hiding every rut and burrow.',
      requires: ['Grassland'],
      tags: ['settled-snow', 'snow', 'cold', 'freezing', 'breeze', 'gusty'],
    },
    {
      text: 'A gray lid of cloud from horizon to horizon. The light is dull and the day feels endless.',
      requires: ['Grassland'],
      tags: ['overcast', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'A warm, clear night; the grass is loud with crickets and fireflies drift over the hollows.',
      requires: ['Grassland'],
      tags: ['night', 'clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Smoke haze from a grass fire somewhere upwind. The sun is a dull orange disc and the air tastes of ash.',
      requires: ['Grassland'],
      tags: ['smoke', 'hot', 'warm', 'breeze', 'gusty'],
    },

    {
      text: 'Clean, rinsed air and long views; you can count the farms three valleys away.',
      requires: ['Hill'],
      tags: ['clear', 'mild', 'cool', 'breeze'],
    },
    {
      text: 'Low cloud sits on the hilltops, so the party walks in and out of gray fog with every rise and dip.',
      requires: ['Hill'],
      tags: ['fog', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Cold rain blows in curtains across the heather, and every stream runs loud and brown.',
      requires: ['Hill'],
      tags: ['rain', 'cool', 'cold', 'gusty'],
    },
    {
      text: 'A buffeting wind on every crest, dropping to nothing in the hollows.',
      requires: ['Hill'],
      tags: ['wind', 'cool', 'mild', 'gusty', 'gale'],
    },
    {
      text: "Thunder rolls from hill to hill like a giant's cart, and the rain comes in cold, hard bursts.",
      requires: ['Hill'],
      tags: ['storm', 'cool', 'gusty', 'gale'],
    },
    {
      text: 'A warm, lazy afternoon with larks singing high over the slopes and the bracken smelling of summer.',
      requires: ['Hill'],
      tags: ['clear', 'warm', 'still', 'breeze'],
    },
    {
      text: 'Snow lies in the lee of every wall and fills the gullies; the tops are white, the valleys only dusted.',
      requires: ['Hill'],
      tags: ['snow', 'settled-snow', 'cold', 'freezing', 'breeze', 'gusty'],
    },
    {
      text: 'Brooding overcast; the hills look darker and closer than they really are.',
      requires: ['Hill'],
      tags: ['overcast', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'A fine, soaking drizzle that beads on wool and gets into everything.',
      requires: ['Hill'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Bright sunshine after a night of rain. Mist steams off the slopes and every stone gleams.',
      requires: ['Hill'],
      tags: ['clear', 'mild', 'warm', 'breeze'],
    },

    {
      text: 'A sky so deep a blue it is nearly violet; thin, cold air and blinding sun on the snowfields.',
      requires: ['Mountain'],
      tags: ['clear', 'cold', 'freezing', 'breeze', 'still'],
    },
    {
      text: 'The party climbs into the cloud: gray nothing in every direction, and damp beading on every surface.',
      requires: ['Mountain'],
      tags: ['fog', 'cold', 'cool', 'still', 'breeze'],
    },
    {
      text: 'Heavy snowfall, flakes the size of coins, and the pass filling up by the hour.',
      requires: ['Mountain'],
      tags: ['snow', 'freezing', 'cold', 'breeze', 'gusty'],
    },
    {
      text: 'A screaming wind across the ridge, strong enough to knock a grown dwarf flat.',
      requires: ['Mountain'],
      tags: ['wind', 'cold', 'freezing', 'gale'],
    },
    {
      text: 'A summer thunderstorm builds over the peaks by noon. The rock hums, and hair stands on end before each strike.',
      requires: ['Mountain'],
      tags: ['storm', 'cool', 'cold', 'gusty'],
    },
    {
      text: 'A {?adjStorm} high-altitude blizzard: snow, wind and darkness all arrive at once.',
      requires: ['Mountain'],
      tags: ['blizzard', 'bitter', 'freezing', 'gale'],
    },
    {
      text: 'Above the clouds: a sea of white fills the valleys, and the peaks stand out of it like islands in the sun.',
      requires: ['Mountain'],
      tags: ['clear', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A warm wind off the southern slopes. Meltwater pours from every ledge and the snow turns treacherous.',
      requires: ['Mountain'],
      tags: ['quarter:down from the heights', 'thaw', 'cool', 'mild', 'gusty', 'breeze'],
    },
    {
      text: 'Iron-gray overcast presses down on the summits, with a few lost snowflakes wandering about.',
      requires: ['Mountain'],
      tags: ['overcast', 'cold', 'freezing', 'breeze'],
    },
    {
      text: 'A clear, bitter night. Rocks crack in the cold and the stars look close enough to touch.',
      requires: ['Mountain'],
      tags: ['night', 'clear', 'bitter', 'freezing', 'still'],
    },

    {
      text: 'Thick, wet heat: breathing feels like sucking air through a warm cloth, and the midges rise in clouds.',
      requires: ['Swamp'],
      tags: ['heat', 'hot', 'warm', 'still'],
    },
    {
      text: 'A greasy yellow mist rises from the water, thickest at dawn and dusk; lanterns become glowing smudges.',
      requires: ['Swamp'],
      tags: ['fog', 'mild', 'warm', 'still'],
    },
    {
      text: 'Warm, heavy rain hammers the black water, and the channels rise visibly by the hour.',
      requires: ['Swamp'],
      tags: ['rain', 'warm', 'mild', 'breeze', 'still'],
    },
    {
      text: 'A thunderstorm crawls over the marsh; lightning flashes on the water and the reeds thrash.',
      requires: ['Swamp'],
      tags: ['storm', 'warm', 'mild', 'gusty', 'gale'],
    },
    {
      text: 'A low, steaming overcast. Nothing moves but the insects and the occasional slow ripple.',
      requires: ['Swamp'],
      tags: ['overcast', 'warm', 'hot', 'still'],
    },
    {
      text: 'A rare clear, bright day. Dragonflies flash over open water and the mud bakes into cracked plates.',
      requires: ['Swamp'],
      tags: ['clear', 'hot', 'warm', 'breeze'],
    },
    {
      text: 'A cool gray morning: mist and drizzle hang in the cypresses, and every branch drips.',
      requires: ['Swamp'],
      tags: ['rain', 'light-rain', 'cool', 'still'],
    },
    {
      text: 'A cold snap. A skin of ice covers the shallows, breath steams, and for once the marsh barely smells.',
      requires: ['Swamp'],
      tags: ['frost', 'cold', 'icy', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A gusty wind across the reed beds, rattling the dry stalks like a thousand whispering voices.',
      requires: ['Swamp'],
      tags: ['wind', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A sultry, overcast evening; the frogs are deafening and pale lights bob far out over the water.',
      requires: ['Swamp'],
      // Sultry is warm: never a mild 60°F.
      tags: ['night', 'overcast', 'warm', 'still'],
    },

    {
      text: 'A bright, busy day; washing flaps on lines strung across every alley.',
      requires: ['Urban'],
      tags: ['clear', 'mild', 'warm', 'breeze'],
    },
    {
      text: 'Rain sheets off the rooftops. Gutters overflow and the cobbles run like streams.',
      requires: ['Urban'],
      tags: ['rain', 'cool', 'mild', 'gusty', 'breeze'],
    },
    {
      text: 'A thick yellow fog of river mist and chimney smoke; the lamplighters are out at noon.',
      requires: ['Urban'],
      tags: ['fog', 'cool', 'cold', 'still'],
    },
    {
      text: 'A stifling heatwave. The drains stink, tempers are short and the public fountains are mobbed.',
      requires: ['Urban'],
      tags: ['heat', 'hot', 'searing', 'still'],
    },
    {
      text: 'Snow settles on the roofs and is trampled hard and gray in the streets; children pelt every passerby.',
      requires: ['Urban'],
      tags: ['snow', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A night storm rattles the shutters and sends slates crashing from the rooftops; the watch shelters in doorways.',
      requires: ['Urban'],
      tags: ['night', 'storm', 'mild', 'cool', 'gusty', 'gale'],
    },
    {
      text: 'A gusting wind funnels down the narrow streets, slamming doors and stealing hats.',
      requires: ['Urban'],
      tags: ['wind', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Damp, gray and windless. Smoke from a thousand chimneys hangs over the city in a low brown ceiling.',
      requires: ['Urban'],
      tags: ['overcast', 'cool', 'cold', 'still'],
    },
    {
      text: 'Fine drizzle that makes every surface slick and puts a halo around every lamp.',
      requires: ['Urban'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A warm, clear evening. The taverns have set tables out in the street, and music spills from every window.',
      requires: ['Urban'],
      tags: ['night', 'clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Freezing rain overnight has glazed the whole city: the streets are a skating rink and icicles hang from every eave.',
      requires: ['Urban'],
      tags: ['sleet', 'freezing', 'cold', 'icy', 'still', 'breeze'],
    },
    // More of each land's everyday skies, so a sitting seldom sees the same one twice.
    {
      text: 'A low sun that never climbs above the ridgeline, throwing blue shadows a mile long across the snow.',
      requires: ['Arctic'],
      tags: ['clear', 'bitter', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A hush under a pewter sky; out on the frozen bay the ice groans and cracks like far-off thunder.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'cold', 'still'],
    },
    {
      text: 'A washed-clean morning after hours of rain, with gulls squabbling along the tideline.',
      requires: ['Coastal'],
      tags: ['clear', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'Warm, bright and lazy. The tide creeps in over hot sand and the sea barely bothers to make waves.',
      requires: ['Coastal'],
      // Called warm, so never in the hot band.
      tags: ['clear', 'warm', 'still', 'breeze'],
    },
    {
      text: 'Low cloud scudding in off the water, with bursts of thin rain that come and go within minutes.',
      requires: ['Coastal'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A white, heavy sky that shuts the heat in like an oven door; no shadow is deep enough to help.',
      requires: ['Desert'],
      tags: ['overcast', 'hot', 'searing', 'still', 'breeze'],
    },
    {
      text: "A starlit night. The sand gives up the day's heat within an hour, and the stones are cold to the touch by midnight.",
      requires: ['Desert'],
      tags: ['night', 'clear', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A hot wind that has crossed a hundred miles of sand, dry enough to crack lips within the hour.',
      requires: ['Desert'],
      tags: ['wind', 'hot', 'searing', 'gusty'],
    },
    {
      text: 'Soft gold light slants through the leaves, and the undergrowth hums with insects.',
      requires: ['Forest'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A steady, patient rain. The canopy catches the first of it, then gives up, and every leaf drips.',
      requires: ['Forest'],
      tags: ['rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Cold and clear after a hard frost; the leaf litter crunches underfoot and every breath smokes.',
      requires: ['Forest'],
      tags: ['clear', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Big white clouds sail over the plains, their shadows racing across the grass faster than a horse.',
      requires: ['Grassland'],
      tags: ['clear', 'mild', 'warm', 'breeze', 'gusty'],
    },
    {
      text: 'A dull, damp day: the grass is soaked to the knee and mist lies in every hollow.',
      requires: ['Grassland'],
      tags: ['overcast', 'cool', 'mild', 'still'],
    },
    {
      text: 'Thunderheads pile up on the horizon all afternoon, but the storm never breaks.',
      requires: ['Grassland'],
      tags: ['overcast', 'warm', 'hot', 'still', 'breeze'],
    },
    {
      text: 'A blustery, bright day: cloud shadows chase each other across the hillsides, and the bracken tosses.',
      requires: ['Hill'],
      tags: ['clear', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Hill fog clings to the tops while the valleys below sit in sunshine.',
      requires: ['Hill'],
      tags: ['fog', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A hard, dry frost under a pale sky; every sheep track is iron underfoot.',
      requires: ['Hill'],
      tags: ['clear', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Thin, dazzling sunlight on the snowfields; the glare blinds anyone without a hood pulled low.',
      requires: ['Mountain'],
      tags: ['clear', 'cold', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Clouds boil up the valleys by noon, swallowing the peaks one after another.',
      requires: ['Mountain'],
      tags: ['overcast', 'cold', 'cool', 'breeze', 'gusty'],
    },
    {
      text: 'A still, bitter dawn. The tarns below are skinned with ice and the air rings like glass.',
      requires: ['Mountain'],
      tags: ['clear', 'bitter', 'freezing', 'still'],
    },
    {
      text: 'Hot and breathless; the water lies like dark glass and midges rise in clouds at every step.',
      requires: ['Swamp'],
      tags: ['clear', 'hot', 'still'],
    },
    {
      text: 'A soft, warm rain that pocks the black water and wakes every frog for a mile.',
      requires: ['Swamp'],
      tags: ['rain', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A raw gray morning; the reeds are rimed white, and breath hangs in the air above the pools.',
      requires: ['Swamp'],
      tags: ['overcast', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A bright, blustery market day: awnings snap, hats fly, and the washing on every line stands straight out.',
      requires: ['Urban'],
      tags: ['clear', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Hot, still and sour: the gutters stink, and half the city sits in its doorways fanning itself.',
      requires: ['Urban'],
      tags: ['clear', 'hot', 'still'],
    },
    {
      text: 'A cold, clear night; the temple bells carry for miles, and frost glitters on the rooftops.',
      requires: ['Urban'],
      tags: ['night', 'clear', 'freezing', 'still', 'breeze'],
    },

    {
      text: 'Still, cool air with the mineral smell of wet stone; somewhere far off, water drips in a steady rhythm.',
      requires: ['Underground'],
      tags: ['damp', 'cool', 'still'],
    },
    {
      text: 'A steady draft flows through the passages toward some unseen opening, carrying a faint smell of moss and daylight.',
      requires: ['Underground'],
      tags: ['draft', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'Stale, heavy air that tastes of old metal. Torches burn low and blue.',
      requires: ['Underground'],
      tags: ['foul', 'mild', 'cool', 'still'],
    },
    {
      text: 'Warm steam from deeper vents fills the tunnels; the stone sweats, and metal beads with moisture.',
      requires: ['Underground'],
      tags: ['steam', 'hot', 'warm', 'still', 'breeze'],
    },
    {
      text: 'A sudden rush of cold air up from the depths, moaning through the cracks like a great beast breathing.',
      requires: ['Underground'],
      tags: ['draft', 'cold', 'cool', 'gusty'],
    },
    {
      text: 'Water everywhere: dripping from the ceiling, streaming down the walls and pooling ankle-deep in the low passages.',
      requires: ['Underground'],
      tags: ['flood', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Dead-still air and total silence. Even breathing sounds loud, and the dust has not been disturbed in years.',
      requires: ['Underground'],
      tags: ['stillair', 'cool', 'mild', 'still'],
    },
    {
      text: 'A damp chill that settles into the bones; the walls weep, and pale fungus glows along the seams of the rock.',
      requires: ['Underground'],
      tags: ['damp', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Sulfurous fumes drift up from a fissure; eyes water, and coins in a purse tarnish overnight.',
      requires: ['Underground'],
      tags: ['foul', 'warm', 'hot', 'breeze', 'still'],
    },
    {
      text: 'Rising water: a storm on the surface is draining into the caves, and the underground stream roars louder by the minute.',
      requires: ['Underground'],
      tags: ['flood', 'cool', 'cold', 'breeze'],
    },
    {
      text: 'A cold breath from the deep chambers, where frost furs the walls and the chill pools and never leaves.',
      requires: ['Underground'],
      tags: ['draft', 'freezing', 'cold', 'icy', 'breeze'],
    },

    {
      text: 'Clear blue water. Sunlight reaches down in rippling shafts, and fish can be seen a long way off.',
      requires: ['Underwater'],
      tags: ['clearwater', 'mild', 'warm', 'still', 'breeze'],
    },
    {
      text: "Murky green water thick with silt; shapes loom out of the gloom only at arm's length.",
      requires: ['Underwater'],
      tags: ['murk', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A strong current sweeps along the reef, tugging at clothing and carrying loose weed past at a walking pace.',
      requires: ['Underwater'],
      tags: ['quarter:along the reef', 'current', 'mild', 'cool', 'gusty', 'gale'],
    },
    {
      text: 'A storm rages on the surface far above, and the swell reaches down as a heavy, rhythmic surge.',
      requires: ['Underwater'],
      tags: ['surge', 'cool', 'mild', 'gusty', 'gale'],
    },
    {
      text: 'A plankton bloom clouds the water with motes that glow blue when disturbed; every movement leaves a shining trail.',
      requires: ['Underwater'],
      tags: ['bloom', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Cold water wells up from the deep: suddenly frigid and crystal clear, and the fish have vanished.',
      requires: ['Underwater'],
      tags: ['upwelling', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Warm water shimmers above a field of vents; the sea tastes of metal and bubbles stream upward in silver threads.',
      requires: ['Underwater'],
      tags: ['vent', 'warm', 'hot', 'still', 'breeze'],
    },
    {
      text: 'The twilight depths. The light fades to indigo, then black, and the weight of the water presses on the ears.',
      requires: ['Underwater'],
      tags: ['murk', 'cold', 'cool', 'still'],
    },
    {
      text: 'Slack tide: the water hangs motionless, glassy and unusually quiet.',
      requires: ['Underwater'],
      tags: ['clearwater', 'mild', 'cool', 'still'],
    },
    {
      text: 'A rip of current funnels between two rock spires, strong enough to pin a swimmer against the stone.',
      requires: ['Underwater'],
      tags: ['quarter:between the spires', 'current', 'cool', 'cold', 'gale'],
    },
    {
      text: 'Sediment churned up by something large moving nearby; the water turns brown and the fish scatter.',
      requires: ['Underwater'],
      tags: ['murk', 'cool', 'mild', 'breeze'],
    },
    {
      text: 'The aurora burns green and violet across the night sky, bright enough to cast faint shadows on the snow.',
      requires: ['Arctic'],
      tags: ['night', 'clear', 'bitter', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A hard, steady wind across the ice all day, rattling every strap and buckle and packing the snow into crusts.',
      requires: ['Arctic'],
      tags: ['wind', 'freezing', 'bitter', 'gusty', 'gale'],
    },
    {
      text: 'Thin, high cloud puts a pale ring around the sun; the old hands say a storm is two days off.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A sea fret rolls in by midmorning, and the horn on the point starts its slow complaint.',
      requires: ['Coastal'],
      tags: ['fog', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Bright and breezy: whitecaps on every wave, gulls hanging on the updraft, laundry snapping on every line in the harbor.',
      requires: ['Coastal'],
      tags: ['clear', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A flat calm under a hazy sun; the sea lies like glass, and the fishing boats sit idle with their sails hanging slack.',
      requires: ['Coastal'],
      tags: ['sunlit', 'clear', 'warm', 'hot', 'still'],
    },
    {
      text: 'A white haze of fine grit hangs in the still air, turning the sun into a pale coin and hiding the horizon.',
      requires: ['Desert'],
      // Still air: no breeze blows through it.
      tags: ['heat', 'hot', 'searing', 'still'],
    },
    {
      text: 'Rare gray clouds gather over the dunes, and a few fat drops fall and vanish into the sand before they can darken it.',
      requires: ['Desert'],
      tags: ['overcast', 'warm', 'hot', 'breeze', 'gusty'],
    },
    {
      text: 'A freak cold dawn on the hardpan; frost rims the water bags and is gone within the hour.',
      requires: ['Desert'],
      tags: ['clear', 'cold', 'icy', 'still', 'breeze'],
    },
    {
      text: 'Mist hangs among the trunks after a night of rain, and every branch sheds a shower when it is brushed.',
      requires: ['Forest'],
      tags: ['fog', 'cool', 'mild', 'still'],
    },
    {
      text: 'A bright, blustery day; loose leaves whirl down in flurries, and the whole wood creaks and sighs.',
      requires: ['Forest'],
      tags: ['wind', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Thunder grumbles over the canopy all afternoon, and the rain comes through in sudden, heavy bursts.',
      requires: ['Forest'],
      tags: ['storm', 'warm', 'mild', 'gusty', 'gale'],
    },
    {
      text: 'Cloud shadows race across the grass for miles, and the whole plain ripples like water.',
      requires: ['Grassland'],
      tags: ['wind', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A hazy afternoon; grasshoppers whir in the long grass and the far hills float on the shimmer.',
      requires: ['Grassland'],
      tags: ['heat', 'hot', 'warm', 'still', 'breeze'],
    },
    {
      text: 'A line of dark storm cloud marches across the plain, dragging gray curtains of rain beneath it.',
      requires: ['Grassland'],
      tags: ['storm', 'mild', 'cool', 'gusty', 'gale'],
    },
    {
      text: 'Low cloud caps the tops and drifts down into the valleys; the path ahead vanishes and reappears every few minutes.',
      requires: ['Hill'],
      tags: ['fog', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A clear morning with frost in the shadows and every distant ridge as sharp as a cut.',
      requires: ['Hill'],
      tags: ['clear', 'cold', 'icy', 'still', 'breeze'],
    },
    {
      text: 'Showers pass through one after another, each with a rainbow on its heels.',
      requires: ['Hill'],
      tags: ['rain', 'mild', 'cool', 'gusty', 'breeze'],
    },
    {
      text: 'Cloud pours over the ridge like a slow white waterfall and spills into the valley below.',
      requires: ['Mountain'],
      tags: ['overcast', 'cold', 'cool', 'breeze', 'gusty'],
    },
    {
      text: 'Brilliant sun on old snow; the glare off the slopes burns faces and eyes by noon.',
      requires: ['Mountain'],
      tags: ['clear', 'cold', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Small hard pellets of ice rattle down out of a dark sky, bouncing off the rock like thrown rice.',
      requires: ['Mountain'],
      tags: ['hail', 'cold', 'cool', 'gusty'],
    },
    {
      text: 'A heavy, breathless heat; the water steams faintly, and every reed bed whines with mosquitoes.',
      requires: ['Swamp'],
      tags: ['heat', 'hot', 'warm', 'still'],
    },
    {
      text: 'Rain hisses down on the marsh all day, until the hummocks stand like islands in a brown flood.',
      requires: ['Swamp'],
      tags: ['rain', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'Marsh lights wander over the reeds on a windless night, and the frogs fall silent one by one.',
      requires: ['Swamp'],
      tags: ['night', 'clear', 'cool', 'mild', 'still'],
    },
    {
      text: 'A faint hum fills the passages, as if a great wheel were turning somewhere far below, and fine grit trickles from the ceiling.',
      requires: ['Underground'],
      tags: ['stillair', 'cool', 'mild', 'still'],
    },
    {
      text: 'Rainwater from the surface runs down every wall, and the lower passages are ankle-deep and rising.',
      requires: ['Underground'],
      tags: ['flood', 'cold', 'cool', 'breeze'],
    },
    {
      text: 'A dry draft flows up from the deeps, smelling of hot stone and dust.',
      requires: ['Underground'],
      tags: ['draft', 'warm', 'mild', 'breeze'],
    },
    {
      text: 'A school of silver fish by the thousand wheels overhead, dimming the light each time it turns.',
      requires: ['Underwater'],
      tags: ['clearwater', 'mild', 'warm', 'still', 'breeze'],
    },
    {
      text: "Silt churned up by last night's storm hangs in brown clouds; a swimmer can barely see their own hands.",
      requires: ['Underwater'],
      tags: ['murk', 'cool', 'mild', 'breeze', 'still'],
    },
    {
      text: 'Long swells roll overhead, and the seabed sways with a slow, steady pull back and forth.',
      requires: ['Underwater'],
      tags: ['surge', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'Market-day sun: awnings out, gutters drying after the morning wash, and the square loud from end to end.',
      requires: ['Urban'],
      tags: ['sunlit', 'clear', 'warm', 'mild', 'breeze', 'still'],
    },
    {
      text: 'A steady rain falls all day, and the open drains overflow into the lower streets.',
      requires: ['Urban'],
      tags: ['rain', 'cold', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A brown pall of coal smoke lies over the roofs, and the sun is a dull red disc.',
      requires: ['Urban'],
      tags: ['smoke', 'cold', 'cool', 'still'],
    },
    {
      text: 'Diamond dust: tiny ice crystals drift glittering out of a clear sky, and a pillar of light stands above the low sun.',
      requires: ['Arctic'],
      tags: ['clear', 'bitter', 'freezing', 'still'],
    },
    {
      text: 'A gray, windless day; snow falls in fat, slow flakes, and sound dies a few paces off.',
      requires: ['Arctic'],
      tags: ['snow', 'cold', 'freezing', 'still'],
    },
    {
      text: 'The pack ice shifts and booms under a hazy sun, and open leads of black water smoke in the cold.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'bitter', 'still', 'breeze'],
    },
    {
      text: 'A sudden squall of stinging snow that passes as quickly as it came, leaving the sky scoured blue.',
      requires: ['Arctic'],
      tags: ['snow', 'freezing', 'cold', 'gusty'],
    },
    {
      text: 'A warm drizzle beads on every rope and sail, and the harbor smells of tar and wet wood.',
      requires: ['Coastal'],
      tags: ['rain', 'light-rain', 'mild', 'warm', 'still', 'breeze'],
    },
    {
      text: 'A heavy swell rolls in under a clear sky; the breakers thunder on the shingle and spray hangs over the rocks.',
      requires: ['Coastal'],
      tags: ['clear', 'mild', 'cool', 'breeze', 'gusty'],
    },
    {
      text: 'A raw, gray day with a chop on the water; fishermen stand in knots on the quay, deciding whether to put out.',
      requires: ['Coastal'],
      tags: ['overcast', 'cool', 'cold', 'gusty', 'breeze'],
    },
    {
      text: 'Thunderheads build over the sea all afternoon, and by dusk lightning walks along the horizon.',
      requires: ['Coastal'],
      tags: ['storm', 'warm', 'mild', 'gusty', 'gale'],
    },
    {
      text: 'A white, glaring noon; the air over the salt flats wobbles, and distant rocks float on lakes that are not there.',
      requires: ['Desert'],
      tags: ['heat', 'searing', 'hot', 'still', 'breeze'],
    },
    {
      text: 'A sudden flash flood roars down a dry wash after rain fell somewhere out of sight in the hills.',
      requires: ['Desert'],
      // The rain fell far off: nobody here is rained on or soaked.
      tags: ['cloudburst', 'rain-elsewhere', 'warm', 'hot', 'breeze', 'gusty'],
    },
    {
      text: 'A mild, golden evening; the dunes turn red and then violet, and the first stars come out early.',
      requires: ['Desert'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A hot, gusty afternoon that throws fine grit into every fold of cloth and every bite of food.',
      requires: ['Desert'],
      tags: ['wind', 'hot', 'gusty'],
    },
    {
      text: 'A soft, gray morning; drizzle patters on the leaves overhead but hardly reaches the ground.',
      requires: ['Forest'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Heavy, humid stillness under the canopy; the air is thick with the smell of leaf mold and the whine of midges.',
      requires: ['Forest'],
      tags: ['heat', 'warm', 'hot', 'still'],
    },
    {
      text: 'Hoarfrost whitens every twig and bramble, and the woods are so quiet that a snapped stick sounds like a shout.',
      requires: ['Forest'],
      tags: ['frost', 'cold', 'icy', 'freezing', 'still'],
    },
    {
      text: 'Snow falls softly through the bare branches and gathers in the hollows, and every track in it is fresh.',
      requires: ['Forest'],
      tags: ['snow', 'cold', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Drizzle blows across the plain in soft gray veils, and the grass bends silver under it.',
      requires: ['Grassland'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'gusty', 'breeze'],
    },
    {
      text: 'A clear, frosty morning; the grass crunches underfoot and breath hangs white in the air.',
      requires: ['Grassland'],
      tags: ['frost', 'cold', 'icy', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Dry lightning flickers along the horizon all evening in the heavy heat, and the herds are restless.',
      requires: ['Grassland'],
      tags: ['heat', 'hot', 'warm', 'still', 'breeze'],
    },
    {
      text: 'A mild, overcast day; larks sing above the grass, and the light is soft and even.',
      requires: ['Grassland'],
      tags: ['overcast', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A warm, bright day; bees work the heather, and the streams run low and clear between the stones.',
      requires: ['Hill'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Wet snow falls on the high ground and turns to slush on the paths below.',
      requires: ['Hill'],
      tags: ['snow', 'cold', 'freezing', 'breeze', 'still'],
    },
    {
      text: 'Thunder rolls around the valleys, and a hard, short rain sends everyone running for the nearest wall.',
      requires: ['Hill'],
      tags: ['storm', 'warm', 'mild', 'gusty'],
    },
    {
      text: 'Gray cloud hangs low and unmoving, and the whole country looks drained of color.',
      requires: ['Hill'],
      tags: ['overcast', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A perfect blue morning above a sea of cloud that fills every valley; only the peaks stand clear.',
      requires: ['Mountain'],
      tags: ['clear', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Fresh snow on the passes overnight, knee-deep and still falling in big, soft flakes.',
      requires: ['Mountain'],
      tags: ['snow', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A warm wind pours down off the peaks, melting snow by the hour and setting every stream roaring.',
      requires: ['Mountain'],
      tags: ['quarter:from the heights', 'thaw', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'An afternoon storm builds over the summits; thunder booms back and forth between the cliffs.',
      requires: ['Mountain'],
      tags: ['storm', 'cool', 'cold', 'gusty', 'gale'],
    },
    {
      text: 'Cold fog lies on the water at dawn so thick that the far bank is only a rumor.',
      requires: ['Swamp'],
      tags: ['fog', 'cool', 'cold', 'still'],
    },
    {
      text: 'A warm rain falls straight down, and the whole marsh hisses and drips and croaks.',
      requires: ['Swamp'],
      tags: ['rain', 'warm', 'mild', 'still'],
    },
    {
      text: 'A rare clear, breezy day; the reeds hiss and bend, and the insects are blown away.',
      requires: ['Swamp'],
      tags: ['clear', 'mild', 'warm', 'gusty', 'breeze'],
    },
    {
      text: 'A thin skin of ice on the still pools crackles at every step, and the mud is frozen hard.',
      requires: ['Swamp'],
      tags: ['frost', 'cold', 'icy', 'still'],
    },
    {
      text: 'A thick mist fills the low passages where warm air from below meets the cold rock.',
      requires: ['Underground'],
      tags: ['steam', 'mild', 'warm', 'still', 'breeze'],
    },
    {
      text: 'Cold, clean air and bone-dry rock; footsteps ring and dust lies undisturbed.',
      requires: ['Underground'],
      tags: ['stillair', 'cold', 'cool', 'still'],
    },
    {
      text: 'Water roars somewhere close but unseen, and a fine spray hangs in the passage.',
      requires: ['Underground'],
      tags: ['damp', 'cool', 'cold', 'breeze'],
    },
    {
      text: 'A sour, sulfurous reek creeps along the floor of the lower passages, and torches gutter.',
      requires: ['Underground'],
      tags: ['foul', 'warm', 'mild', 'still'],
    },
    {
      text: 'A calm, green-lit shallows; weed sways lazily, and crabs pick their way across the sand.',
      requires: ['Underwater'],
      tags: ['clearwater', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A strong tide sweeps along the channel, tugging swimmers sideways and bending the weed flat.',
      requires: ['Underwater'],
      tags: ['current', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Cold, dark water; the light is dim, and colors fade within a few yards.',
      requires: ['Underwater'],
      tags: ['murk', 'cold', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A haze of tiny drifting creatures turns the water a glowing green after dusk.',
      requires: ['Underwater'],
      tags: ['bloom', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A crisp, clear morning; frost on the cobbles, smoke straight up from every chimney.',
      requires: ['Urban'],
      tags: ['clear', 'cold', 'icy', 'still'],
    },
    {
      text: 'A sultry, overcast afternoon; dogs lie panting in doorways, and the river stinks.',
      requires: ['Urban'],
      tags: ['overcast', 'hot', 'warm', 'still', 'breeze'],
    },
    {
      text: 'Thunder over the rooftops; rain sheets off the eaves, and the gutters run like streams.',
      requires: ['Urban'],
      tags: ['storm', 'warm', 'mild', 'gusty'],
    },
    {
      text: 'A blustery day; loose shutters bang, hats fly, and smoke is torn from the chimney pots.',
      requires: ['Urban'],
      tags: ['wind', 'cool', 'mild', 'gusty'],
    },
    // More skies for each environment, so a sitting seldom sees the same one twice.
    {
      text: 'A pale sun circles low along the horizon and never climbs; the snow glows pink for hours on end.',
      requires: ['Arctic'],
      tags: ['clear', 'freezing', 'bitter', 'still', 'breeze'],
    },
    {
      text: 'Thin snow drifts down out of a pewter-colored overcast, enough to soften every edge but not to hide the way.',
      requires: ['Arctic'],
      tags: ['snow', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Whiteout: the cloud settles onto the ice until ground and air are one blank gray, and a step ahead cannot be told from a drop.',
      requires: ['Arctic'],
      tags: ['fog', 'freezing', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A blustery, bright morning: torn cloud races overhead, and every rock on the point throws up white spray.',
      requires: ['Coastal'],
      tags: ['wind', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A soft, warm rain comes in off the water, dimpling the harbor and darkening the sand.',
      requires: ['Coastal'],
      tags: ['rain', 'warm', 'mild', 'breeze'],
    },
    {
      text: 'Gray cloud from edge to edge, a rare sight out here; the dunes lose their shadows and the sand looks like ash.',
      requires: ['Desert'],
      tags: ['overcast', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A long, burning afternoon; heat rolls off the rock faces as if from an open oven door.',
      requires: ['Desert'],
      tags: ['heat', 'searing', 'hot', 'still', 'breeze'],
    },
    {
      text: 'A fine drizzle sifts down through the leaves, so light it seems to hang in the air rather than fall.',
      requires: ['Forest'],
      tags: ['rain', 'light-rain', 'mild', 'cool', 'still'],
    },
    {
      text: 'Gray morning light and a steady wind through the crowns; now and then a dead branch drops onto the path.',
      requires: ['Forest'],
      tags: ['overcast', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A hot, bright afternoon with larks singing overhead and a shimmer rising off the far grass.',
      requires: ['Grassland'],
      // Called hot, so never only warm.
      tags: ['heat', 'hot', 'breeze', 'still'],
    },
    {
      text: 'Low cloud drags across the plain, so close overhead that a rider feels able to touch it.',
      requires: ['Grassland'],
      tags: ['overcast', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'Showers chase one another across the hills, each gone before the next arrives, with bright spells between.',
      requires: ['Hill'],
      tags: ['rain', 'mild', 'cool', 'breeze', 'gusty'],
    },
    {
      text: 'A golden evening; the valleys fill with blue shadow while the tops still hold the last light.',
      requires: ['Hill'],
      tags: ['clear', 'mild', 'warm', 'still', 'breeze'],
    },
    {
      text: 'The peaks stand sharp against a deep blue sky, and the snowfields above blaze white in the sun.',
      requires: ['Mountain'],
      tags: ['clear', 'cool', 'cold', 'breeze', 'still'],
    },
    {
      text: 'Cloud boils up the valley from below and swallows the pass; the party walks in a gray, dripping world of its own.',
      requires: ['Mountain'],
      tags: ['fog', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'A thick, {?adjHaze} yellow-gray afternoon; the air is heavy as wet cloth, and thunder mutters somewhere far off.',
      requires: ['Swamp'],
      tags: ['overcast', 'hot', 'warm', 'still'],
    },
    {
      text: 'Rain on the marsh: a steady hiss across the open water, and the channels brim over onto the paths.',
      requires: ['Swamp'],
      tags: ['rain', 'mild', 'warm', 'breeze', 'still'],
    },
    {
      text: 'Cold, motionless air that smells of nothing at all; every sound comes back from the walls a heartbeat late.',
      requires: ['Underground'],
      tags: ['stillair', 'cold', 'cool', 'still'],
    },
    {
      text: 'Water drips from a hundred stalactites, and every surface shines wet in the torchlight.',
      requires: ['Underground'],
      tags: ['damp', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Sunlit shallows over white sand; ripples on the surface draw moving nets of light across the bottom.',
      requires: ['Underwater'],
      tags: ['clearwater', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A steady flow pours through a narrow gap in the reef, bending every sea fan the same way.',
      requires: ['Underwater'],
      tags: ['quarter:out through the gap', 'current', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A bright, breezy market day; laundry snaps on lines strung between the upper windows.',
      requires: ['Urban'],
      tags: ['clear', 'mild', 'warm', 'breeze', 'gusty'],
    },
    {
      text: 'Drizzle beads on every cobble and railing, and the gutters carry a thin gray trickle.',
      requires: ['Urban'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Hard, wind-packed snow under thin, high cloud; now and then the ice groans as it settles.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'bitter', 'breeze', 'gusty'],
    },
    {
      text: 'Sun dogs blaze on either side of a pale sun, and the air sparkles with drifting ice crystals.',
      requires: ['Arctic'],
      tags: ['clear', 'bitter', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'A long blue dusk; the snow holds the last of the light, and the first stars come out over the ice.',
      requires: ['Arctic'],
      tags: ['night', 'clear', 'freezing', 'bitter', 'still', 'breeze'],
    },
    {
      text: 'A bright, rinsed morning after rain; the rocks steam in the sun and the gulls are loud along the tideline.',
      requires: ['Coastal'],
      tags: ['clear', 'mild', 'cool', 'breeze'],
    },
    {
      text: 'A slate-gray day and a long, slow swell; the water slaps under the piers, and the fishing boats stay in.',
      requires: ['Coastal'],
      tags: ['overcast', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A muggy, windless afternoon; salt crusts every collar, and the flies are thick along the strand.',
      requires: ['Coastal'],
      tags: ['heat', 'hot', 'warm', 'still'],
    },
    {
      text: 'The sun stands straight overhead, and the rocks tick and crack in the heat.',
      requires: ['Desert'],
      tags: ['heat', 'searing', 'hot', 'still', 'breeze'],
    },
    {
      text: 'A gritty, restless wind all morning; sand hisses against the rocks and gathers in every fold of cloth.',
      requires: ['Desert'],
      tags: ['wind', 'hot', 'warm', 'gusty'],
    },
    {
      text: 'A clear, soft evening: the heat breaks, the rocks glow red, and the first bats come out over the wash.',
      requires: ['Desert'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Bright, breezy weather; sunlight and shadow flicker across the path as the crowns sway.',
      requires: ['Forest'],
      tags: ['clear', 'mild', 'warm', 'breeze', 'gusty'],
    },
    {
      text: 'A heavy dew under a pale, sunless sky; every fern is beaded with water, and boots are soaked by the first mile.',
      requires: ['Forest'],
      tags: ['overcast', 'cool', 'mild', 'still'],
    },
    {
      text: 'A cold rain hisses down through bare branches and turns the leaf litter to black mush.',
      requires: ['Forest'],
      tags: ['rain', 'cold', 'cool', 'breeze', 'still'],
    },
    {
      text: 'Morning mist burns off by the third hour, leaving a washed blue sky and dew on every stalk.',
      requires: ['Grassland'],
      tags: ['clear', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A gray, blowing day; the grass streams flat in long waves and hisses like surf.',
      requires: ['Grassland'],
      tags: ['overcast', 'cool', 'mild', 'gusty'],
    },
    {
      text: 'Warm rain sweeps across the plain in long gray veils, with brightness breaking through between them.',
      requires: ['Grassland'],
      tags: ['rain', 'warm', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A clear, cold morning; frost lingers on the north slopes while the south faces are already dry.',
      requires: ['Hill'],
      tags: ['frost', 'cold', 'icy', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Cloud sits on the tops all day, and the valleys beneath lie gray and quiet.',
      requires: ['Hill'],
      tags: ['overcast', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A warm, drowsy afternoon; sheep doze in the lee of the stone walls, and larks sing high overhead.',
      requires: ['Hill'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Thin, cold sunlight and a sky of hard blue; every crag casts a knife-edged shadow.',
      requires: ['Mountain'],
      tags: ['clear', 'cold', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Spindrift streams off the ridges in long white banners, though the sky above is clear.',
      requires: ['Mountain'],
      tags: ['wind', 'freezing', 'cold', 'gusty', 'gale', 'snow-told'],
    },
    {
      text: 'Sleet and wet snow come sideways across the pass, plastering one side of everything white.',
      requires: ['Mountain'],
      tags: ['sleet', 'cold', 'freezing', 'icy', 'gusty'],
    },
    {
      text: 'A hot, steaming morning; mist lifts off the water in slow curls as the sun climbs.',
      requires: ['Swamp'],
      tags: ['heat', 'hot', 'still'],
    },
    {
      text: 'Flat gray light over the reeds; herons stand motionless, and nothing else seems to move at all.',
      requires: ['Swamp'],
      tags: ['overcast', 'cool', 'mild', 'still'],
    },
    {
      text: 'A warm, wet wind pushes ripples over the pools and sets the reeds whispering.',
      requires: ['Swamp'],
      tags: ['wind', 'warm', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'Warm, dry air and a faint ticking from the rock as it shifts; grit coats every ledge.',
      requires: ['Underground'],
      tags: ['stillair', 'warm', 'mild', 'still'],
    },
    {
      text: 'A chill seeps up from a deep cleft in the floor, and the torchlight shivers in the moving air.',
      requires: ['Underground'],
      tags: ['draft', 'cool', 'cold', 'breeze'],
    },
    {
      text: 'Puddles cover the floor of every chamber, and a thin film of water runs down the walls.',
      requires: ['Underground'],
      tags: ['damp', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Bright water over a coral garden; small fish dart in and out of the branches in flashes of color.',
      requires: ['Underwater'],
      tags: ['clearwater', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'Brown, cloudy water at the mouth of a river, where fresh and salt mingle in wavering layers.',
      requires: ['Underwater'],
      tags: ['murk', 'mild', 'cool', 'breeze', 'gusty'],
    },
    {
      text: 'A long, slow surge rolls through the kelp, laying it down and lifting it again.',
      requires: ['Underwater'],
      tags: ['surge', 'mild', 'cool', 'gusty'],
    },
    {
      text: 'A gray, raw morning; the smoke of a thousand chimneys lies low over the roofs.',
      requires: ['Urban'],
      tags: ['overcast', 'cold', 'cool', 'still'],
    },
    {
      text: 'A hot afternoon; the stones give back the heat, and the gutters stink.',
      requires: ['Urban'],
      tags: ['heat', 'hot', 'still', 'breeze'],
    },
    {
      text: 'Fresh snow on the roofs and in the squares, already trodden to brown slush in the busy streets.',
      requires: ['Urban'],
      tags: ['snow', 'cold', 'freezing', 'still', 'breeze'],
    },
    {
      text: 'Gray, even light over the floes; the cold is steady, and the only sound is the creak of the ice.',
      requires: ['Arctic'],
      tags: ['overcast', 'freezing', 'bitter', 'still', 'breeze'],
    },
    {
      text: 'A hard frost after a milder spell: the old snow has set to a hard, shining crust that rings under every step.',
      requires: ['Arctic'],
      tags: ['frost', 'freezing', 'cold', 'icy', 'still', 'breeze'],
    },
    {
      text: 'A pearl-gray morning; the tide slides up the flat sand, and the horizon melts into the water.',
      requires: ['Coastal'],
      tags: ['overcast', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A clear, blue afternoon with a long, lazy swell; boats are out as far as the eye can see.',
      requires: ['Coastal'],
      tags: ['clear', 'warm', 'mild', 'breeze'],
    },
    {
      text: 'A flat, brassy morning; the heat is already rising off the gravel, and nothing moves but the lizards.',
      requires: ['Desert'],
      tags: ['heat', 'hot', 'searing', 'still'],
    },
    {
      text: "A fine dust hangs over the flats after yesterday's blow, and every breeze lifts a little more.",
      requires: ['Desert'],
      tags: ['dust', 'warm', 'hot', 'breeze', 'gusty'],
    },
    {
      text: 'Sodden, dripping woods under a gray morning; every branch that is brushed lets go a cold shower.',
      requires: ['Forest'],
      tags: ['overcast', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A warm, green afternoon; pollen drifts in the sunbeams, and the brooks chatter over the stones.',
      requires: ['Forest'],
      tags: ['clear', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A fresh, clean morning; the grass is silver with dew, and the far hills look close enough to touch.',
      requires: ['Grassland'],
      tags: ['clear', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A hard, cold rain out of a leaden sky, driving the herds into tight knots with their backs to it.',
      requires: ['Grassland'],
      tags: ['rain', 'cold', 'cool', 'gusty'],
    },
    {
      text: 'Mist lies in the dales at dawn and thins by noon, leaving the slopes wet and shining.',
      requires: ['Hill'],
      tags: ['fog', 'low-fog', 'cool', 'mild', 'still'],
    },
    {
      text: 'A brisk, sunny day with a cool edge; gorse blazes yellow on every hillside and tosses in the wind.',
      requires: ['Hill'],
      tags: ['clear', 'cool', 'mild', 'breeze', 'gusty'],
    },
    {
      text: 'A still, frozen dawn on the heights; every rock wears a beard of rime, and the tarns are iced over.',
      requires: ['Mountain'],
      tags: ['frost', 'freezing', 'cold', 'icy', 'still'],
    },
    {
      text: 'A soft rain settles on the lower slopes, while the peaks above vanish into cloud.',
      requires: ['Mountain'],
      tags: ['rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A gray drizzle drifts over the fen, so fine that the water barely dimples under it.',
      requires: ['Swamp'],
      tags: ['rain', 'light-rain', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A clear, cold night over the marsh; the stars shine back from every pool, and frogs call in the dark.',
      requires: ['Swamp'],
      tags: ['night', 'clear', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A dry, dusty gallery where the air has not moved in an age; every footprint stays crisp.',
      requires: ['Underground'],
      tags: ['stillair', 'cool', 'mild', 'still'],
    },
    {
      text: 'Water from the surface trickles in through a dozen cracks, and every low place holds a spreading pool.',
      requires: ['Underground'],
      tags: ['flood', 'cool', 'cold', 'still', 'breeze'],
    },
    {
      text: 'Blue water over a bed of seagrass; turtles graze, and light ripples across everything.',
      requires: ['Underwater'],
      tags: ['clearwater', 'warm', 'mild', 'still', 'breeze'],
    },
    {
      text: "A green, cloudy gloom full of drifting specks; anything farther than a spear's length is a shadow.",
      requires: ['Underwater'],
      tags: ['murk', 'cool', 'mild', 'still', 'breeze'],
    },
    {
      text: 'A soft, gray day; the lanes are half empty, and the river runs slow and brown under the bridges.',
      requires: ['Urban'],
      tags: ['overcast', 'mild', 'cool', 'still', 'breeze'],
    },
    {
      text: 'A blustery evening; chimney smoke tears sideways, and the inn signs swing and creak on their chains.',
      requires: ['Urban'],
      tags: ['wind', 'cool', 'cold', 'gusty'],
    },
  ]),
  adjStorm: ['roaring', 'merciless', 'blinding', 'howling'],
  adjHaze: ['hazy', 'glaring', 'sticky', 'sullen'],

  temperature: [
    ...(['hot', 'warm', 'mild', 'cool', 'freezing', 'bitter'] as const).map((band) => ({
      text: `{deg_${band}}°F, {feel}`,
      id: `air-${band}`,
      requires: [band],
      excludes: ['submerged'],
    })),
    // Only the desert bakes past 112°F; a heatwave in town or on the plains stops short of it.
    { text: '{deg_searing}°F, {feel}', id: 'air-searing', requires: ['searing', 'arid'], excludes: ['submerged'] },
    {
      text: '{deg_searing_humid}°F, {feel}',
      id: 'air-searing-humid',
      requires: ['searing'],
      excludes: ['submerged', 'arid'],
    },
    // The cold band straddles the freezing point: ice forming or snow lying keeps it at the bottom
    // of the band, and a thaw keeps it above freezing.
    { text: '{deg_cold}°F, {feel}', id: 'air-cold', requires: ['cold'], excludes: ['submerged', ...ICE_FORMS, 'thaw'] },
    ...ICE_FORMS.map((fact) => ({
      text: '{deg_cold_icy}°F, {feel}',
      id: `air-cold-${fact}`,
      requires: ['cold', fact],
      excludes: ['submerged'],
    })),
    { text: '{deg_cold_thaw}°F, {feel}', id: 'air-cold-thaw', requires: ['cold', 'thaw'], excludes: ['submerged'] },
    ...(['hot', 'warm', 'mild', 'cool', 'cold'] as const).map((band) => ({
      text: `{water_${band}}°F water, {feel}`,
      id: `water-${band}`,
      requires: [band, 'submerged'],
    })),
  ],
  // Above 100°F the heat itself is a hazard to travel (the searing band's exhaustion rule), so the
  // hot band, which may promise an easy road, stops at 100°F.
  deg_searing: numberRows(101, 122),
  deg_searing_humid: numberRows(101, 112),
  deg_hot: numberRows(88, 100),
  deg_warm: numberRows(74, 87),
  deg_mild: numberRows(60, 73),
  deg_cool: numberRows(45, 59),
  // Rain falls above freezing: the cold band starts at 33°F, and 32°F and below is freezing.
  deg_cold: numberRows(33, 44),
  deg_cold_icy: numberRows(28, 32),
  deg_cold_thaw: numberRows(35, 44),
  deg_freezing: numberRows(5, 32),
  deg_bitter: numberRows(-35, 4),
  water_hot: numberRows(86, 98),
  water_warm: numberRows(74, 85),
  water_mild: numberRows(63, 73),
  water_cool: numberRows(52, 62),
  water_cold: numberRows(34, 51),
  feel: [
    {
      text: 'the kind of heat that makes metal armor painful to touch',
      requires: ['searing'],
      excludes: ['submerged'],
    },
    { text: 'hot enough to blister bare feet on stone', requires: ['searing'], excludes: ['submerged'] },
    { text: 'a furnace heat that turns every breath into work', requires: ['searing'], excludes: ['submerged'] },
    {
      text: 'heat that drains the strength out of people and beasts by midmorning',
      requires: ['searing'],
      excludes: ['submerged'],
    },
    {
      text: 'hot and glaring; waterskins empty fast',
      requires: ['hot'],
      excludes: [...NO_SUN, 'wooded'],
    },
    {
      text: 'sticky and oppressive, with sweat soaking through every layer',
      requires: ['hot'],
      excludes: ['submerged', 'arid', 'dust', 'plains'],
    },
    { text: 'hot enough that the pack animals need a rest every hour', requires: ['hot'], excludes: ['submerged'] },
    { text: 'a heavy heat that makes every hour drag', requires: ['hot'], excludes: ['submerged'] },
    // Comfort is never promised in wet heat that tires a traveler (steam) or sours the air (foul).
    {
      text: 'pleasantly warm: shirt-sleeve weather',
      requires: ['warm'],
      excludes: ['submerged', 'storm', 'dust', 'hail', 'cloudburst', 'wind', 'steam', 'foul', 'heat', 'smoke'],
    },
    {
      text: 'warm enough that cloaks stay rolled behind the saddle',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', ...WET_SKY],
    },
    {
      text: 'balmy, with a softness to the air',
      requires: ['warm'],
      // No softness in air that tastes of ash.
      excludes: ['submerged', 'storm', 'wind', 'dust', 'hail', 'cloudburst', 'steam', 'foul', 'heat', 'smoke'],
    },
    {
      text: 'warm and drowsy; everyone moves a little slower',
      requires: ['warm'],
      excludes: ['submerged', 'storm', 'wind', 'hail', 'cloudburst'],
    },
    { text: 'close and wet; clothes cling and sweat never dries', requires: ['warm', 'steam'] },
    {
      text: 'warm even in the wet; a soaking is more nuisance than danger',
      // Only where something falls or floods: a dry haze soaks nobody.
      requires: ['warm', 'wet'],
      excludes: ['submerged', 'enclosed', 'clear', 'heat', 'dust'],
    },
    { text: 'a muggy warmth that leaves everyone short of breath on the climbs', requires: ['warm', 'steam'] },
    // A flood that came down from rain out of sight: warm, and dry where the party stands.
    { text: 'warm and close, though not a drop has fallen here', requires: ['warm', 'rain-elsewhere'] },
    {
      text: 'mild and comfortable for walking',
      requires: ['mild'],
      excludes: ['foul', 'thaw', 'wind', 'submerged', 'rain', 'storm', 'hail', 'cloudburst', 'sleet'],
    },
    {
      text: 'neither warm nor cool: perfect marching weather',
      requires: ['mild'],
      excludes: [
        'foul',
        'thaw',
        'wind',
        'submerged',
        'rain',
        'storm',
        'hail',
        'cloudburst',
        'sleet',
        'dust',
        'fog',
        'feel-told',
      ],
    },
    {
      text: 'gentle, with a hint of chill in the shade',
      requires: ['mild'],
      excludes: ['gusty', 'gale', ...NO_SUN],
    },
    {
      text: 'soft, easy weather that asks nothing of anyone',
      requires: ['mild'],
      excludes: [
        'foul',
        'gusty',
        'gale',
        'submerged',
        'rain',
        'storm',
        'fog',
        'wind',
        'sleet',
        'hail',
        'cloudburst',
        'dust',
        'smoke',
      ],
    },
    { text: 'mild for the time of year', requires: ['mild'], excludes: ['submerged', 'enclosed'] },
    {
      text: 'cool enough for a cloak, especially out of the sun',
      requires: ['cool'],
      excludes: NO_SUN,
    },
    { text: 'the steady chill of deep stone', requires: ['cool', 'enclosed'] },
    { text: 'close and clammy, like the inside of a cellar', requires: ['mild', 'enclosed'] },
    { text: 'brisk, the kind of air that wakes you up', requires: ['cool'], excludes: ['submerged', 'foul'] },
    {
      text: 'cool and fresh, with a bite whenever the light fades',
      requires: ['cool'],
      // No light to fade under fog or a night sky.
      excludes: ['submerged', 'enclosed', 'night', 'smoke', 'foul', 'fog'],
    },
    {
      text: 'chilly at first, comfortable once everyone is moving',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'storm', 'gale', 'cloudburst', 'hail', 'flood'],
    },
    { text: 'cool, but the bad air makes it feel closer than it is', requires: ['cool', 'foul'] },
    { text: 'cold enough to see your breath', requires: ['cold'], excludes: ['submerged'] },
    // Not under a hard clear sky or in the dry sand.
    {
      text: 'raw and damp; fingers stiffen on reins and bowstrings',
      requires: ['cold'],
      excludes: ['submerged', 'clear', 'arid', 'dust'],
    },
    { text: 'a cold that creeps in through boots and gloves', requires: ['cold'], excludes: ['submerged'] },
    { text: 'a gnawing chill; a fire is welcome at every halt', requires: ['cold'], excludes: ['submerged'] },
    { text: 'bitterly cold; exposed skin stings within minutes', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'cold enough to freeze a waterskin solid by morning', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'cold enough that bare metal stings to the touch', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'the sort of cold that makes every breath ache', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'dangerously cold: frostbite takes unprotected fingers within the hour', requires: ['bitter'] },
    { text: 'a killing cold; the air itself seems to crackle', requires: ['bitter'] },
    { text: 'so cold that breath freezes on beards and scarves', requires: ['bitter'] },
    { text: 'cold beyond complaint; only shelter and fire matter now', requires: ['bitter'] },
    { text: 'hot, and scalding where the water pours from the vents themselves', requires: ['hot', 'vent'] },
    {
      text: 'hot enough to leave swimmers flushed and thirsty despite the sea around them',
      requires: ['hot', 'submerged'],
    },
    { text: 'warm as bathwater near the surface', requires: ['warm', 'submerged'] },
    // No ease in a current that tires or sweeps away a swimmer, nor in a storm's surge.
    {
      text: 'pleasantly warm; a swimmer could stay in all day',
      requires: ['warm', 'submerged'],
      excludes: ['vent', 'gusty', 'gale'],
    },
    { text: 'warm in open water, scalding close to the vents', requires: ['warm', 'vent'] },
    { text: 'comfortable for a long swim', requires: ['mild', 'submerged'], excludes: ['gusty', 'gale'] },
    { text: 'mild, though a chill creeps in after an hour or so', requires: ['mild', 'submerged'] },
    { text: 'cool and bracing; swimmers need to keep moving', requires: ['cool', 'submerged'] },
    { text: 'cool enough that lips turn blue after a long dive', requires: ['cool', 'submerged'] },
    { text: 'numbing; unprotected swimmers tire quickly', requires: ['cold', 'submerged'] },
    { text: 'cold enough to make teeth ache', requires: ['cold', 'submerged'] },
    // More ways to say how each band feels, each kept from the skies and places it would belie.
    {
      text: 'mild; the sort of day nobody will remember, which is no bad thing',
      requires: ['mild'],
      excludes: ['submerged', 'storm', 'gale'],
    },
    {
      text: 'mild, with a little freshness in the air',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'smoke', 'dust'],
    },
    { text: 'mild; sleeves go up and down all day', requires: ['mild'], excludes: ['submerged', 'enclosed'] },
    { text: 'cool; everyone walks a little faster to keep warm', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cool, and cooler whenever the party stops', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool enough that the first hot meal of the day is eaten in silence',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    { text: 'warm; waterskins need refilling twice a day', requires: ['warm'], excludes: ['submerged', ...SOAKING] },
    { text: 'warm enough that the packs chafe and the straps rub', requires: ['warm'], excludes: ['submerged'] },
    { text: 'warm, a touch too warm for marching in armor', requires: ['warm'], excludes: ['submerged'] },
    { text: 'cold; fingers go clumsy on knots and buckles', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough that nobody wants to take the first watch', requires: ['cold'], excludes: ['submerged'] },
    { text: 'freezing; the breath of every beast hangs in a cloud', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'freezing; nobody lingers long away from the fire', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'hot; every climb ends with a long drink', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'mild; the kind of day that is over before anyone notices it',
      requires: ['mild'],
      excludes: ['submerged'],
    },
    {
      text: 'mild, with nothing in the air to complain about',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'storm', 'dust', 'smoke', 'gale', 'cloudburst', 'hail'],
    },
    {
      text: 'comfortable; packs feel lighter than they are',
      requires: ['mild'],
      excludes: ['submerged', 'steam', 'foul'],
    },
    {
      text: 'mild enough that nobody bothers with a cloak',
      requires: ['mild'],
      excludes: ['submerged', ...WET_SKY, 'gusty', 'gale'],
    },
    { text: 'cool, the sort of air that keeps a marching party honest', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cool; hands stay tucked into sleeves at every halt', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'a clean, cool air that sharpens the appetite',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'smoke', 'dust', 'steam'],
    },
    { text: 'cool; nobody lingers once the fire dies down', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'warm; the flies and the sweat both come out by noon',
      requires: ['warm'],
      excludes: ['submerged', 'night', 'enclosed', 'frozen'],
    },
    { text: 'warm enough that the water ration runs short', requires: ['warm'], excludes: ['submerged', ...SOAKING] },
    {
      text: 'warm and lazy; every halt lasts longer than it should',
      requires: ['warm'],
      excludes: ['submerged', 'storm', 'gale', 'cloudburst', 'hail'],
    },
    {
      text: 'cold; the horses stamp and blow at every halt',
      requires: ['cold'],
      excludes: ['submerged', 'enclosed', 'frozen'],
    },
    { text: 'cold enough that everyone walks with hunched shoulders', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'freezing; waterskins must ride inside coats or freeze solid',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    { text: 'hot; a patch of shade is worth more than silver', requires: ['hot'], excludes: ['submerged', 'enclosed'] },
    { text: 'hot enough that boots feel like ovens by midday', requires: ['hot'], excludes: ['submerged', 'night'] },
    { text: 'a biting cold that finds every gap in a cloak', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold and raw; every halt is kept short', requires: ['cold'], excludes: ['submerged'] },
    { text: 'mild and forgiving; nobody feels the need for a fire', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'mild, the kind of weather that lets the miles go by unnoticed',
      requires: ['mild'],
      excludes: ['overcast', 'submerged', 'storm', 'gale', 'cloudburst', 'hail', 'foul', 'steam', 'flood'],
    },
    { text: 'soft and mild; nobody is in any hurry', requires: ['mild'], excludes: ['submerged', 'storm', 'gale'] },
    { text: 'mild; tempers are good and the animals content', requires: ['mild'], excludes: ['submerged', 'foul'] },
    { text: 'cool; a cloak is welcome but never essential', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'fresh and cool, easy weather for hard work',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'steam'],
    },
    { text: 'cool enough that a hot drink at each halt is a treat', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cold; breath smokes and noses run', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough to make old wounds ache', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'hot enough that everyone walks with a wet cloth over the back of the neck',
      requires: ['hot'],
      excludes: ['submerged'],
    },
    {
      text: 'the sort of heat that makes tempers short and water precious',
      requires: ['hot'],
      excludes: ['submerged'],
    },
    {
      text: 'hot; the horses are lathered before midmorning',
      requires: ['hot'],
      excludes: ['submerged', 'enclosed', 'night'],
    },
    { text: 'hot and heavy; even sitting still is tiring', requires: ['hot'], excludes: ['submerged'] },
    { text: 'hot enough that armor is carried, not worn', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'comfortably warm; sleeves are rolled up by noon',
      requires: ['warm'],
      // Not on a heavy, airless day of heat.
      excludes: ['submerged', 'enclosed', 'night', 'storm', 'cloudburst', 'hail', 'steam', 'foul', 'heat'],
    },
    {
      text: 'warm, and growing warmer as the day goes on',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'night', 'storm', 'cloudburst', 'hail'],
    },
    { text: 'warm enough to travel light', requires: ['warm'], excludes: ['submerged'] },
    { text: 'a warmth that makes a long march feel longer', requires: ['warm'], excludes: ['submerged'] },
    {
      text: 'warm and windless enough that the flies are a torment',
      requires: ['warm', 'still'],
      excludes: [...SOAKING, 'submerged', 'frozen'],
    },
    {
      text: 'pleasant, if a little changeable',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed', 'storm', 'foul'],
    },
    { text: 'mild; a light coat is plenty', requires: ['mild'], excludes: ['submerged'] },
    { text: 'comfortable, cool in the shadows and warm in the open', requires: ['mild'], excludes: NO_SUN },
    {
      text: 'mild and easy on people and beasts alike',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'storm', 'gale', 'cloudburst', 'hail'],
    },
    { text: 'temperate, with no bite in the air at all', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'mild enough to sleep out without a fire',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed', ...WET_SKY, 'gale'],
    },
    {
      text: 'cool; a good day for a long walk',
      requires: ['cool'],
      excludes: ['submerged', 'storm', 'gale', 'foul', 'steam', 'cloudburst', 'hail', 'flood', 'night'],
    },
    { text: 'cool enough that a second layer goes on at every rest', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'crisp and cool, with breath showing faintly at dawn',
      requires: ['cool'],
      excludes: ['submerged', 'enclosed'],
    },
    {
      text: 'cool, with a damp edge that finds its way under collars',
      requires: ['cool'],
      excludes: ['submerged', 'arid', 'dust'],
    },
    { text: 'on the cold side of cool; gloves come out at every halt', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cool and sharp, the sort of air that carries sound', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cold; a hot meal at midday makes all the difference', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'cold enough that the horses steam after every climb',
      requires: ['cold'],
      excludes: ['frozen', 'submerged', 'enclosed'],
    },
    {
      text: 'a damp cold that no cloak quite keeps out',
      requires: ['cold'],
      excludes: ['submerged', 'arid', 'clear', 'dust'],
    },
    {
      text: 'properly cold; hands go into armpits whenever they are not needed',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'cold, and colder still in the hollows', requires: ['cold'], excludes: ['submerged', 'enclosed'] },
    { text: 'freezing; ink thickens in the pot and fingers fumble at buckles', requires: ['freezing'] },
    {
      text: 'hard frost weather; the bare ground rings like iron underfoot',
      requires: ['freezing'],
      excludes: ['snow', 'blizzard', 'submerged', 'frozen', 'snow-told'],
    },
    { text: 'a freezing cold that numbs toes inside the best boots', requires: ['freezing'] },
    { text: 'below freezing; beards and eyebrows grow white with rime', requires: ['freezing'] },
    { text: 'cold enough that spilled water turns to ice before it soaks in', requires: ['freezing'] },
    { text: 'a deadly cold that cracks lips and burns in the lungs', requires: ['bitter'] },
    { text: 'so cold that iron snaps and leather turns stiff as wood', requires: ['bitter'] },
    { text: 'cold that kills the careless before nightfall', requires: ['bitter'], excludes: ['night'] },
    {
      text: 'a brutal heat that sets the head pounding by midmorning',
      requires: ['searing'],
      excludes: ['submerged', 'night'],
    },
    { text: 'warm enough that swimmers lose track of the time', requires: ['warm', 'submerged'], excludes: ['vent'] },
    {
      text: 'neither warm nor cold; easy water for a long swim',
      requires: ['mild', 'submerged'],
      excludes: ['gusty', 'gale'],
    },
    { text: 'cool; a swimmer feels it most in the first few minutes', requires: ['cool', 'submerged'] },
    { text: "cold enough to steal a swimmer's breath on the way in", requires: ['cold', 'submerged'] },
    // Still more ways to say how each band feels, so a sitting seldom hears the same one twice.
    { text: 'mild; the sort of air nobody thinks about until it changes', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'mild and even, fresh in the morning and kind by afternoon',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed', 'night', 'foul', 'steam'],
    },
    {
      text: 'a middling warmth; cloaks come off at the first climb and go back on at the top',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed'],
    },
    {
      text: 'mild, and easy on the lungs after a hard climb',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'smoke', 'dust', 'wetland', 'plains', 'streets'],
    },
    {
      text: 'mild enough that the water in the skins stays cool and sweet',
      requires: ['mild'],
      excludes: ['submerged'],
    },
    { text: 'mild; nobody shivers and nobody sweats', requires: ['mild'], excludes: ['submerged', 'steam'] },
    {
      text: 'easy air that lets people talk while they walk',
      requires: ['mild'],
      excludes: ['submerged', 'gusty', 'gale', 'storm', 'foul'],
    },
    {
      text: 'mild, so the watch can sit out the night without a blanket',
      requires: ['mild'],
      excludes: ['submerged', ...WET_SKY, 'gale'],
    },
    {
      text: 'mild; the pack animals plod along without complaint',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed'],
    },
    { text: 'a middling temperature that favors neither cloak nor shirt', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'mild and calm enough for a pipe to stay lit on the march',
      requires: ['mild', 'still'],
      excludes: ['submerged', ...SOAKING],
    },
    {
      text: 'cool; the first mile is brisk and the rest go easier',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'storm', 'gale'],
    },
    { text: 'cool, and the water tastes better for it', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool enough that nobody argues over who carries the blankets',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    {
      text: 'a cool that reddens noses and cheeks by midmorning',
      requires: ['cool'],
      excludes: ['submerged', 'enclosed', 'night'],
    },
    { text: 'cool; bedrolls are pulled up to the chin at night', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cool, with a nip that wakes everyone early', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool air that keeps the flies down and the pace up',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'steam'],
    },
    {
      text: 'cool; a wool shirt is worth its weight today',
      requires: ['cool'],
      excludes: ['submerged', 'night'],
    },
    { text: 'a sober, cool air; nobody is tempted to dawdle', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool; good for walking, poor for standing about',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'steam', 'storm', 'gale'],
    },
    {
      text: 'cool and clammy in the low places',
      requires: ['cool'],
      excludes: ['submerged', 'arid', 'dust', 'enclosed', 'streets'],
    },
    { text: 'cool as a well shaft, and just as unchanging', requires: ['cool', 'enclosed'] },
    { text: 'cold; everyone sleeps in their clothes tonight', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'cold enough that the cook keeps a pot on the fire at every stop',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'a cold that makes every buckle and clasp a small misery', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold; noses redden and tempers shorten', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'cold enough that water from the skins hurts the teeth',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'a dogged cold that works into the joints by evening', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold; blankets are doubled and the fire banked high', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough that nobody takes off a glove who can help it', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold; the party walks close together without meaning to', requires: ['cold'], excludes: ['submerged'] },
    { text: 'a cheerless cold that saps the good humor out of the march', requires: ['cold'], excludes: ['submerged'] },
    {
      text: "cold enough that a swimmer's fingers lose their grip within the hour",
      requires: ['cold', 'submerged'],
    },
    { text: 'chill water that drains the strength from the limbs', requires: ['cold', 'submerged'] },
    {
      text: 'warm; road dust sticks to every sweaty face',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', ...WET_SKY, 'thaw'],
    },
    { text: 'warm enough that the party walks with collars open', requires: ['warm'], excludes: ['submerged'] },
    {
      text: 'warm; a dip in any stream would be welcome',
      requires: ['warm'],
      excludes: ['submerged', 'arid', 'enclosed', ...SOAKING],
    },
    { text: 'warm, and the cheese in the packs is sweating', requires: ['warm'], excludes: ['submerged'] },
    {
      text: 'warm enough that the afternoon brings a heavy drowsiness',
      requires: ['warm'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    {
      text: 'a generous warmth that makes the evening camp easy',
      requires: ['warm'],
      excludes: [
        'streets',
        'enclosed',
        'submerged',
        'storm',
        'cloudburst',
        'hail',
        'gale',
        'foul',
        'steam',
        ...SOAKING,
      ],
    },
    {
      text: 'warm; hats and hoods are traded for a bit of shade',
      requires: ['warm'],
      excludes: ['submerged', ...NO_SUN],
    },
    {
      text: 'warm enough that the beasts drink at every stream they pass',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'arid', 'streets'],
    },
    { text: 'warm; blankets stay packed at night', requires: ['warm'], excludes: ['submerged'] },
    {
      text: 'warm, the kind of air that makes bread rise and tempers fray',
      requires: ['warm'],
      excludes: ['submerged'],
    },
    {
      text: 'warm and silky; the water hardly feels like water',
      requires: ['warm', 'submerged'],
      excludes: ['vent', 'gusty', 'gale'],
    },
    { text: 'warm water that hides how tiring a long swim is', requires: ['warm', 'submerged'] },
    { text: 'hot; lips crack and throats turn dry as chalk', requires: ['hot'], excludes: ['submerged', 'steam'] },
    { text: 'hot; everyone walks in silence to save their breath', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'hot enough to turn the march into a string of short, panting stretches',
      requires: ['hot'],
      excludes: ['submerged'],
    },
    { text: 'a heat that drips off the brow and stings the eyes', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'hot; shirts are soaked through before the first halt',
      requires: ['hot'],
      excludes: ['submerged', 'smell-told'],
    },
    { text: 'hot enough that nobody eats much before evening', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'hot enough that saddles and buckles burn to the touch',
      requires: ['hot'],
      excludes: ['submerged', 'enclosed', 'night', ...NO_SUN],
    },
    { text: 'hot for water; swimmers come up dazed and heavy-limbed', requires: ['hot', 'submerged'] },
    {
      text: 'freezing; water left standing in a cup is solid within the hour',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    { text: 'a freezing cold that turns boots stiff overnight', requires: ['freezing'], excludes: ['submerged'] },
    {
      text: 'freezing; the stew has to be chopped out of the pot each morning',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'below freezing; rope goes stiff and knots refuse to come undone',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'freezing, the kind of cold that makes a warm tent feel like a palace',
      requires: ['freezing'],
      excludes: ['submerged', 'enclosed'],
    },
    {
      text: 'freezing; feet must be checked at every halt for the first white patches',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    { text: 'a hard, dry cold; the snow squeaks underfoot', requires: ['freezing', 'snow'], excludes: ['submerged'] },
    { text: 'cold enough to kill a sleeper who lets the fire die', requires: ['bitter'] },
    { text: 'a lethal cold; eyelashes freeze together on a long blink', requires: ['bitter'] },
    { text: 'cold past all bearing; even the best furs feel thin', requires: ['bitter'] },
    {
      text: 'a hammering heat that sets the air above every rock wavering',
      requires: ['searing'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    {
      text: 'heat enough to cook an egg on a shield left in the open',
      requires: ['searing'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    {
      text: 'a pitiless heat; anyone without water is in danger by noon',
      requires: ['searing'],
      excludes: ['submerged', 'night'],
    },
    { text: 'mild water, easy on the skin for hours', requires: ['mild', 'submerged'], excludes: ['gusty', 'gale'] },
    { text: 'mild; the cold only finds a swimmer who dives deep', requires: ['mild', 'submerged'] },
    { text: 'cool water that tightens the chest on the first plunge', requires: ['cool', 'submerged'] },
    { text: 'cool; a long swim leaves fingers wrinkled and numb', requires: ['cool', 'submerged'] },
    {
      text: 'mild; a fine temperature for any work that needs doing',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam'],
    },
    {
      text: 'mild, the air neither asking for a cloak nor begging for shade',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed'],
    },
    {
      text: 'mild and settled; nobody fusses with their clothing all day',
      requires: ['mild'],
      excludes: ['submerged', 'gale', 'night'],
    },
    { text: 'mild enough that the watch stays awake only by effort', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'an even, mild air that tires nobody',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'gale'],
    },
    { text: 'cool; an extra blanket is welcome by the second watch', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool enough that the packs feel lighter and the miles shorter',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'steam', 'gale'],
    },
    { text: 'cool; nobody sits still for long at the halts', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool, the same unchanging cool the stone keeps all year',
      requires: ['cool', 'enclosed'],
      excludes: ['smell-told'],
    },
    {
      text: 'cool, with warmth only in the middle of the day',
      requires: ['cool'],
      excludes: ['submerged', 'enclosed', 'night'],
    },
    { text: 'cold; every sip of hot broth is a small mercy', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough that ears ache without a hood', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold; the first hour after waking is the worst of the day', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough to keep everyone moving, and moving fast', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold; a wet sock now means a miserable night later', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'warm; the pack straps leave dark sweat marks on every shirt',
      requires: ['warm'],
      excludes: ['submerged'],
    },
    {
      text: "warm enough that a midday rest in the shade is nobody's idea of idleness",
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'night', ...NO_SUN],
    },
    {
      text: 'warm; bedrolls go unused and everyone sleeps on top of them',
      requires: ['warm'],
      excludes: ['submerged', ...SOAKING],
    },
    { text: 'warm, close enough that the air feels used', requires: ['warm'], excludes: ['submerged', 'arid', 'gale'] },
    {
      text: 'warm; the horses and mules sweat through their blankets',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'frozen'],
    },
    {
      text: 'freezing; boots are slept on to keep them from stiffening',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'freezing; fingers go white at the tips within minutes of baring them',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'hot; by midday the only talk is of water and shade',
      requires: ['hot'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    { text: 'hot enough to make a helmet a torment', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'mild water that asks nothing of a swimmer but patience',
      requires: ['mild', 'submerged'],
      excludes: ['gusty', 'gale'],
    },
    { text: 'mild; a swimmer warms up after the first few strokes', requires: ['mild', 'submerged'] },
    { text: 'mild near the top, noticeably cooler a little way down', requires: ['mild', 'submerged'] },
    { text: 'cool; long dives leave everyone shivering at the surface', requires: ['cool', 'submerged'] },
    { text: 'cool water that numbs the hands before anything else', requires: ['cool', 'submerged'] },
    { text: 'warm; swimmers tire before they chill', requires: ['warm', 'submerged'] },
    { text: 'warm and soft against the skin, with cooler threads running through it', requires: ['warm', 'submerged'] },
    {
      text: 'mild; nobody notices the air at all, which is the best that can be said of it',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'steam', 'smoke'],
    },
    {
      text: 'mild and unremarkable; a day for walking, not for talking about',
      requires: ['mild'],
      excludes: ['submerged', 'night', 'storm', 'gale'],
    },
    {
      text: 'mild, turning cool only in the early and late hours',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed'],
    },
    { text: 'cool; everyone eats more than usual at the evening meal', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cool, and a brisk pace is the best way to stay warm', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool enough that a warm cup in the hands is the best part of a halt',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    { text: 'cold; the fire is built up before anyone unpacks', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'cold enough that everyone sleeps closer to the coals than is wise',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'cold; hoods stay up and heads stay down', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'warm; water tastes of the skin it was carried in by noon',
      requires: ['warm'],
      excludes: ['submerged', 'night'],
    },
    {
      text: 'warm enough that a cool stretch of shade feels like a gift',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', ...NO_SUN],
    },
    { text: 'warm; armor straps chafe and padding grows damp', requires: ['warm'], excludes: ['submerged'] },
    {
      text: 'mild; even the mules seem in a good mood',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed', 'foul', 'storm', 'gale'],
    },
    {
      text: 'mild, the air as plain and welcome as bread',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'smoke', 'steam'],
    },
    {
      text: 'mild; a cloak goes on at dusk and comes off again by the first mile',
      requires: ['mild'],
      excludes: ['submerged', 'enclosed'],
    },
    {
      text: 'mild enough that sleep comes easily under a single blanket',
      requires: ['mild'],
      excludes: ['submerged', 'gale'],
    },
    { text: 'mild; sweat dries as fast as it comes', requires: ['mild'], excludes: ['submerged', 'steam', ...WET_SKY] },
    {
      text: 'a kindly, middling air, cool in the shade and no more',
      requires: ['mild'],
      excludes: ['submerged', ...NO_SUN],
    },
    { text: 'cool; sleeves are pulled down over the knuckles', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool enough that a long halt brings the cloaks out of the packs',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    {
      text: 'cool, with every breath tasting clean',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'smoke', 'steam', 'smell-told'],
    },
    { text: 'cool; nobody sweats, even on the climbs', requires: ['cool'], excludes: ['submerged'] },
    {
      text: 'cool and steady, good for a long march on short rations',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'storm', 'gale'],
    },
    { text: 'cool; the last watch of the night is the hardest to stand', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cold; every halt ends sooner than planned', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'cold enough that hands are kept inside cloaks between tasks',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    {
      text: 'cold; the mornings are slow, and no one leaves a bedroll willingly',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    {
      text: 'a numbing cold that makes every clumsy knot take twice as long',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'cold enough that warm food is worth any delay', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'warm; the party sheds a layer by midmorning and another by noon',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'night'],
    },
    {
      text: 'warm enough that every halt draws everyone into the nearest shade',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'night', ...NO_SUN],
    },
    { text: 'warm; the straps of every pack are dark with sweat', requires: ['warm'], excludes: ['submerged'] },
    { text: 'warm and close; nobody hurries', requires: ['warm'], excludes: ['submerged', 'arid'] },
    {
      text: 'warm, with the heat building slowly through the day',
      requires: ['warm'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    {
      text: 'hot; nobody argues about taking the shady side of the road',
      requires: ['hot'],
      excludes: ['submerged', 'enclosed', 'night', ...NO_SUN],
    },
    {
      text: 'hot enough that the water in the skins is warm by midmorning',
      requires: ['hot'],
      excludes: ['submerged', 'night'],
    },
    {
      text: 'hot; every breath of moving air is a small blessing',
      requires: ['hot'],
      excludes: ['submerged', 'breath-told'],
    },
    { text: 'hot and draining; the pace slows every hour', requires: ['hot'], excludes: ['submerged'] },
    {
      text: 'freezing; tinder must be kept inside a shirt to stay dry enough to light',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'freezing; a dropped mitten can cost a finger before nightfall',
      requires: ['freezing'],
      excludes: ['submerged', 'night'],
    },
    { text: 'below freezing; every drink has to be thawed first', requires: ['freezing'], excludes: ['submerged'] },
    { text: 'mild; the weather neither helps nor hinders anyone', requires: ['mild'], excludes: ['submerged'] },
    {
      text: 'mild, with a faint coolness wherever the ground is damp',
      requires: ['mild'],
      excludes: ['submerged', 'arid'],
    },
    {
      text: 'mild enough that the fire at night is for cooking, not for warmth',
      requires: ['mild'],
      excludes: ['submerged', ...SOAKING],
    },
    {
      text: 'mild and quiet in the bones; no one aches, no one complains',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'storm', 'gale'],
    },
    {
      text: 'cool; a good pace keeps everyone comfortable, a slow one does not',
      requires: ['cool'],
      excludes: ['submerged', 'foul'],
    },
    {
      text: 'cool enough that the beasts walk briskly and the riders wrap up',
      requires: ['cool'],
      excludes: ['submerged', 'enclosed', 'frozen'],
    },
    {
      text: 'cool; a cup of anything hot is passed round twice at each halt',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    { text: 'cold; every strap and buckle is stiff in the morning', requires: ['cold'], excludes: ['submerged'] },
    { text: 'cold enough that everyone eats standing close to the fire', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'warm; nobody wants to be the one carrying the tent',
      requires: ['warm'],
      excludes: ['submerged', 'streets', 'enclosed'],
    },
    {
      text: 'warm enough that any shade at a halt is crowded',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', 'night', ...NO_SUN],
    },
    {
      text: 'freezing; every beard and hood is rimed with frost from breath',
      requires: ['freezing'],
      excludes: ['submerged'],
    },
    {
      text: 'mild; a day that forgives a late start',
      requires: ['mild'],
      excludes: ['submerged', 'night', 'enclosed'],
    },
    {
      text: 'mild and gentle; even the complainers find nothing to say',
      requires: ['mild'],
      excludes: ['submerged', 'foul', 'storm', 'gale', 'steam'],
    },
    {
      text: 'mild, the air about as warm as a kitchen with the fire banked',
      requires: ['mild'],
      excludes: ['submerged'],
    },
    {
      text: 'mild; nobody reaches for a cloak and nobody fans themselves',
      requires: ['mild'],
      excludes: ['submerged'],
    },
    { text: 'cool; breath shows faintly in the shade', requires: ['cool'], excludes: ['submerged', ...NO_SUN] },
    {
      text: 'cool, the kind of air that makes a long walk feel short',
      requires: ['cool'],
      excludes: ['submerged', 'foul', 'storm', 'gale'],
    },
    {
      text: 'cool enough that the first few minutes after a halt are stiff ones',
      requires: ['cool'],
      excludes: ['submerged'],
    },
    { text: 'cool; gloves are not needed, but nobody minds having them', requires: ['cool'], excludes: ['submerged'] },
    { text: 'cold; damp clothes never quite dry', requires: ['cold'], excludes: ['submerged', 'arid'] },
    {
      text: 'cold enough that a dropped waterskin stopper is a small disaster',
      requires: ['cold'],
      excludes: ['submerged'],
    },
    { text: 'cold; the sentries stamp their feet all watch long', requires: ['cold'], excludes: ['submerged'] },
    {
      text: 'warm; every stream crossing turns into a long drink',
      requires: ['warm'],
      excludes: ['submerged', 'arid', 'streets', 'enclosed'],
    },
    {
      text: 'warm, with the air thick and slow by midafternoon',
      requires: ['warm'],
      excludes: ['submerged', 'night', 'arid', 'gale'],
    },
    {
      text: 'warm; a night under the stars needs no more than a blanket',
      requires: ['warm'],
      excludes: ['submerged', 'enclosed', ...WET_SKY],
    },
    {
      text: 'hot; the road ahead wavers, and nobody talks more than they must',
      requires: ['hot'],
      excludes: ['submerged', 'night', 'enclosed', 'wooded'],
    },
    {
      text: 'hot enough that sweat stings the eyes on every climb',
      requires: ['hot'],
      excludes: ['submerged', 'plains', 'streets'],
    },
  ],

  windLabel: [
    { text: 'Wind', requires: ['open-sky'] },
    { text: 'Air', requires: ['enclosed'] },
    { text: 'Current', requires: ['submerged'] },
  ],
  wind: keptOffTheForestFloor([
    // Under a roaring canopy (`sheltered`), the wind is up in the crowns, not at head height.
    {
      text: 'Gusts {windDir} of up to {n_18_30} mph thrash the crowns; at head height the air barely stirs.',
      requires: ['sheltered', 'gusty'],
    },
    {
      text: 'A gale {windDir} tears at the canopy, {n_35_55} mph up there; below, only the creaking and the falling twigs reach the path.',
      requires: ['sheltered', 'gale'],
    },
    { text: 'Dead calm; smoke rises straight up and sound carries a long way.', requires: ['still', 'open-sky'] },
    // Flags fly only over streets and walls.
    { text: 'Barely a breath of air; flags and pennants hang limp.', requires: ['still', 'open-sky', 'Urban'] },
    { text: 'Barely a breath of air; a dropped feather falls straight down.', requires: ['still', 'open-sky'] },
    {
      text: 'Calm, apart from the odd stray puff {windDir}.',
      requires: ['still', 'open-sky'],
    },
    {
      text: 'A light breeze {windDir}, about {n_5_12} mph, enough to cool the sweat.',
      requires: ['breeze', 'open-sky'],
      // A breeze cools nobody in a furnace heat.
      excludes: ['cool', 'cold', 'freezing', 'bitter', 'night', 'searing', ...WET_SKY],
    },
    {
      text: 'A steady breeze {windDir} at {n_8_12} mph, smelling of {windSmell}.',
      requires: ['breeze', 'open-sky'],
      excludes: ['smell-told'],
    },
    { text: 'A steady breeze {windDir} at {n_8_12} mph.', requires: ['breeze', 'open-sky', 'smell-told'] },
    {
      text: 'Fitful breezes {windDir}, never more than {n_8_12} mph.',
      requires: ['breeze', 'open-sky'],
      implies: ['fitful-wind'],
    },
    {
      text: 'Gusty, {n_15_25} mph {windDir} with stronger bursts; loose canvas cracks like a whip.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A strong wind {windDir} at {n_18_30} mph; arrows drift noticeably in flight.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A hard, blustering wind {windDir}, {n_18_30} mph and carrying the smell of {windSmell}.',
      requires: ['gusty', 'open-sky'],
      excludes: ['smell-told'],
    },
    { text: 'A full gale {windDir}, {n_35_55} mph; walking into it is a struggle.', requires: ['gale', 'open-sky'] },
    {
      text: 'Storm-force winds {windDir}, gusting past {n_50_70} mph; no tent will stay pegged.',
      requires: ['gale', 'open-sky'],
    },
    { text: 'No draft at all; a candle flame stands perfectly upright.', requires: ['still', 'enclosed'] },
    { text: 'Motionless air; smells linger for hours.', requires: ['still', 'enclosed'] },
    { text: 'A faint, steady draft, enough to make torch flames lean {caveDir}.', requires: ['breeze', 'enclosed'] },
    {
      text: 'A cool draft that strengthens in the narrow places and smells of {caveSmell}.',
      requires: ['breeze', 'enclosed'],
      // Not cool where frost furs the walls, nor in steam or heat.
      excludes: ['smell-told', 'freezing', 'bitter', 'hot', 'searing', 'steam'],
    },
    {
      text: 'A strong, moaning draft that gutters torches; unshielded candles go out.',
      requires: ['gusty', 'enclosed'],
    },
    {
      text: 'Breaths of wind come and go in slow pulses {caveDir}, as if the cave itself were breathing.',
      requires: ['gusty', 'enclosed'],
      excludes: ['breath-told'],
    },
    { text: 'Slack water; suspended particles hang perfectly still.', requires: ['still', 'submerged'] },
    {
      text: 'No current to speak of; the kelp stands straight up like a forest.',
      requires: ['still', 'submerged'],
      excludes: ['deep'],
    },
    { text: 'A gentle current drifting {seaDir}, easy to swim against.', requires: ['breeze', 'submerged'] },
    { text: 'A lazy tidal flow {seaDir}, just enough to sway the weed.', requires: ['breeze', 'submerged'] },
    { text: 'A brisk current {seaDir}; swimming against it is tiring work.', requires: ['gusty', 'submerged'] },
    { text: 'Pulsing currents that shove swimmers {seaDir} in sudden bursts.', requires: ['gusty', 'submerged'] },
    { text: 'A powerful current {seaDir}, faster than most creatures can swim.', requires: ['gale', 'submerged'] },
    { text: 'A ripping current {seaDir} that drags anything loose along with it.', requires: ['gale', 'submerged'] },
    // More calms, breezes and blows, so a sitting of skies seldom hears the same wind twice.
    {
      text: 'Not a stir; voices from a farm a mile away come clear across the quiet.',
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'frozen', 'arid', 'storm', 'rain', 'hail', 'cloudburst'],
    },
    { text: 'A dead calm, the kind that makes old travelers glance at the sky.', requires: ['still', 'open-sky'] },
    {
      text: 'Calm; a thrown handful of dust falls straight back down.',
      requires: ['still', 'open-sky'],
      excludes: [...WET_SKY, 'frozen', 'thaw', 'snow-told'],
    },
    {
      text: 'Hardly a breath; sweat and woodsmoke hang about the party all day.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'arid', 'cold', 'freezing', 'bitter', 'sea-wind', 'smell-told'],
    },
    {
      text: 'No wind at all; even the smallest sound seems loud.',
      requires: ['still', 'open-sky'],
      excludes: ['storm', 'streets'],
    },
    {
      text: 'Still as a held breath, and the quiet makes everyone speak softly.',
      requires: ['still', 'open-sky'],
      excludes: ['storm', 'streets', 'breath-told'],
    },
    {
      text: 'Calm, with now and then a sigh of air {windDir} that dies as soon as it comes.',
      requires: ['still', 'open-sky'],
    },
    {
      text: 'A breeze {windDir}, {n_5_12} mph, just strong enough to keep the flies off.',
      requires: ['breeze', 'open-sky'],
      excludes: ['frozen', 'cold', 'freezing', 'bitter', 'night', ...WET_SKY],
    },
    { text: 'An easy breeze {windDir}, never above {n_8_12} mph.', requires: ['breeze', 'open-sky'] },
    { text: 'A gentle, steady air {windDir}, about {n_5_12} mph.', requires: ['breeze', 'open-sky'] },
    {
      text: 'Wind {windDir} at {n_15_25} mph, shoving at cloaks and packs in fits and starts.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'Becalmed; a wet finger held up feels nothing from any side.',
      requires: ['still', 'open-sky'],
      // Nobody wets a finger to test the air while the rain soaks everything.
      excludes: SOAKING,
    },
    { text: 'The air hangs motionless, and every smell lingers where it was made.', requires: ['still', 'open-sky'] },
    {
      text: "No wind; cloaks hang slack and the horses' manes lie flat.",
      requires: ['still', 'open-sky'],
      excludes: ['frozen'],
    },
    {
      text: "Quiet air; the loudest thing for miles is the creak of the party's own gear.",
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'storm', 'rain', 'hail', 'cloudburst'],
    },
    {
      text: 'Utterly still; a candle could burn in the open without a lantern.',
      requires: ['still', 'open-sky'],
      excludes: WET_SKY,
    },
    { text: 'No wind to speak of; loose hair and ribbons hang straight down.', requires: ['still', 'open-sky'] },
    {
      text: 'Still, heavy air that seems to press down on everything.',
      requires: ['still', 'open-sky'],
      excludes: ['freezing', 'bitter', 'cold'],
    },
    {
      text: 'Windless; dust kicked up by the horses hangs behind the party for a long while.',
      requires: ['still', 'open-sky'],
      excludes: [...WET_SKY, 'thaw', 'frozen', 'streets', 'night', 'wetland', 'snow-told'],
    },
    {
      text: 'Calm; the reeds stand motionless, and not a ripple crosses the open water.',
      requires: ['still', 'wetland'],
    },
    { text: 'Not a whisper of wind among the trunks; leaves drift straight down.', requires: ['still', 'wooded'] },
    { text: 'A flat calm over the snowfields; the silence is almost loud.', requires: ['still', 'frozen'] },
    { text: 'No wind at all; the sand lies exactly as the last breeze left it.', requires: ['still', 'arid'] },
    {
      text: 'Calm on the heights, for once; a shout echoes back from the far side of the valley.',
      requires: ['still', 'heights'],
    },
    {
      text: 'Hardly a stir; heather and bracken barely move.',
      requires: ['still', 'uplands'],
      excludes: ['heights'],
    },
    {
      text: "Still and quiet; a horse's snort carries across the whole pasture.",
      requires: ['still', 'plains'],
    },
    {
      text: 'Dead calm; the weathervanes all point different ways, and none of them moves.',
      requires: ['still', 'streets'],
    },
    { text: 'Calm, with only the faintest movement of air now and then.', requires: ['still', 'open-sky'] },
    {
      text: 'Not a breath of wind; the grass stands perfectly still.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'arid', 'streets', 'snow', 'blizzard'],
    },
    {
      text: 'Windless; campfire smoke hangs in a flat layer above the ground.',
      requires: ['still', 'open-sky'],
      // Nobody keeps a campfire smoking in the rain.
      excludes: ['rain', 'storm', 'cloudburst', 'hail', 'sleet', 'blizzard'],
    },
    {
      text: 'Still air, and every sound carries: a dog barking a mile off sounds close at hand.',
      requires: ['still', 'open-sky'],
      excludes: ['streets'],
    },
    {
      text: 'No wind worth the name; midges hover in clouds over every damp patch.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'arid', 'cool', 'cold', 'freezing', 'bitter'],
    },
    { text: 'Hardly any wind; the water barely laps at the shore.', requires: ['still', 'shore'], excludes: ['storm'] },
    {
      text: 'Not a breath of wind; chimney smoke rises straight up between the roofs.',
      requires: ['still', 'streets'],
    },
    { text: 'A soft breeze {windDir}, just enough to stir the leaves.', requires: ['breeze', 'wooded'] },
    // On the shore, a breeze straight off the sea smells of the sea.
    {
      text: 'An onshore breeze straight off the sea at {n_8_12} mph, smelling of salt and weed.',
      requires: ['breeze', 'shore'],
      excludes: ['quarter-told', 'smell-told'],
    },
    {
      text: 'A stiff wind off the sea, {n_15_25} mph, smelling of salt and spray.',
      requires: ['gusty', 'shore'],
      excludes: ['quarter-told', 'smell-told'],
    },
    { text: 'A breeze {windDir} that comes and goes, {n_5_12} mph at most.', requires: ['breeze', 'open-sky'] },
    { text: 'A light wind {windDir}, steady at about {n_8_12} mph.', requires: ['breeze', 'open-sky'] },
    {
      text: 'A restless wind {windDir}, {n_15_25} mph and rising in sudden gusts.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'Sharp gusts {windDir}, up to {n_18_30} mph; hats and loose maps go flying.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A howling gale {windDir}, {n_35_55} mph; riders dismount and lead their horses.',
      requires: ['gale', 'open-sky'],
      excludes: ['frozen', 'streets'],
    },
    { text: 'Dead air; torch smoke gathers under the ceiling and stays there.', requires: ['still', 'enclosed'] },
    {
      text: 'A thin current of air runs along the floor {caveDir}.',
      requires: ['breeze', 'enclosed'],
    },
    // Still more calms, breezes and blows.
    {
      text: "Calm; a spider's thread hangs straight down from the nearest branch.",
      requires: ['still', 'open-sky'],
      // No branch within reach on the bare heights.
      excludes: ['frozen', 'arid', 'streets', 'heights', ...SOAKING],
    },
    {
      text: "No wind; the party's own footsteps are the loudest thing about.",
      requires: ['still', 'open-sky'],
      excludes: ['storm', 'streets', 'rain', 'hail', 'cloudburst'],
    },
    {
      text: 'The air sits heavy and unmoving, as if the land were holding still to listen.',
      requires: ['still', 'open-sky'],
      excludes: ['storm'],
    },
    { text: 'Not a puff of wind from any side.', requires: ['still', 'open-sky'] },
    { text: 'Calm; a thread tied to a spear point hangs slack.', requires: ['still', 'open-sky'] },
    {
      text: 'Still; pipe smoke curls up and hangs about the smoker like a cap.',
      requires: ['still', 'open-sky'],
      excludes: SOAKING,
    },
    { text: 'Calm enough that an archer need make no allowance for wind.', requires: ['still', 'open-sky'] },
    {
      text: 'Dead-still air; a loose page set on a rock stays exactly where it was put.',
      requires: ['still', 'open-sky'],
      excludes: SOAKING,
    },
    {
      text: 'No wind at all, and the day seems longer for it.',
      requires: ['still', 'open-sky'],
      excludes: ['night'],
    },
    {
      text: 'A mild breeze {windDir}, {n_5_12} mph, freshening a little toward evening.',
      requires: ['breeze', 'open-sky'],
    },
    {
      text: 'A light, cool air {windDir} at {n_5_12} mph.',
      requires: ['breeze', 'open-sky'],
      excludes: ['hot', 'searing', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'Puffs of wind {windDir}, {n_5_12} mph, dying away to nothing between them.',
      requires: ['breeze', 'open-sky'],
    },
    {
      text: 'A small wind {windDir}, {n_5_12} mph, that ruffles cloaks and little else.',
      requires: ['breeze', 'open-sky'],
    },
    { text: 'Breezy {windDir}, around {n_8_12} mph; loose hair whips about faces.', requires: ['breeze', 'open-sky'] },
    // And more again: a breeze or a blow in its own words.
    {
      text: 'A breeze {windDir}, {n_5_12} mph, that lifts the edges of cloaks and sets them down again.',
      requires: ['breeze', 'open-sky'],
    },
    { text: 'A soft wind {windDir} at {n_8_12} mph; pipe smoke streams away flat.', requires: ['breeze', 'open-sky'] },
    {
      text: 'An idle breeze {windDir}, {n_5_12} mph, that drops to nothing at midday.',
      requires: ['breeze', 'open-sky'],
    },
    {
      text: 'A fair breeze {windDir}, {n_8_12} mph, steady all day long.',
      requires: ['breeze', 'open-sky'],
    },
    { text: 'A low wind {windDir}, {n_5_12} mph, whispering in the grass.', requires: ['breeze', 'plains'] },
    {
      text: 'A breeze {windDir} of {n_8_12} mph that carries voices further than they should go.',
      requires: ['breeze', 'open-sky'],
    },
    { text: 'A cool breath of wind {windDir}, {n_5_12} mph, out of the shade.', requires: ['breeze', 'wooded'] },
    {
      text: 'A bold wind {windDir}, {n_15_25} mph; campfire sparks fly sideways and must be watched.',
      requires: ['gusty', 'open-sky'],
      excludes: ['rain', 'storm', 'cloudburst', 'snow', 'blizzard', 'sleet', 'hail'],
    },
    {
      text: 'A hard wind {windDir}, {n_18_30} mph, that snatches words away after three paces.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A wind {windDir} of {n_15_25} mph that comes in shoves, then lets go all at once.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'Strong gusts {windDir}, {n_18_30} mph; every banner and pennant stands straight out.',
      requires: ['gusty', 'Urban'],
    },
    {
      text: 'A bullying wind {windDir}, {n_15_25} mph, that finds every gap in a cloak.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'Gusts {windDir} of {n_18_30} mph that whip the treetops and rattle dead branches loose.',
      requires: ['gusty', 'wooded'],
    },
    {
      text: 'Blustery {windDir}, {n_15_25} mph; cook fires need a windbreak of packs.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A tugging wind {windDir}, {n_18_30} mph, that leans on everyone who walks upright.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A rough wind {windDir}, {n_18_30} mph; talk is shouted or not made at all.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'Buffeting gusts {windDir}, {n_15_25} mph, strong enough to stagger a child.',
      requires: ['gusty', 'open-sky'],
    },
    {
      text: 'A raging gale {windDir}, {n_35_55} mph; anything dropped is gone for good.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'Gale-force wind {windDir} at {n_35_55} mph, bending walkers double.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'Stale, unmoving air; the dust of every footstep hangs in the lantern light.',
      requires: ['still', 'enclosed'],
    },
    { text: 'Nothing moves in the air here; a shout dies flat against the stone.', requires: ['still', 'enclosed'] },
    {
      text: 'Dead still; ash falling from a torch drops straight to the floor.',
      requires: ['still', 'enclosed'],
    },
    { text: 'A weak draft {caveDir}; a wetted cheek can just feel it.', requires: ['breeze', 'enclosed'] },
    { text: 'A slow sigh of air {caveDir}, coming and going with no pattern.', requires: ['breeze', 'enclosed'] },
    {
      text: 'A draft in gusts {caveDir}, strong enough to snuff a candle in the narrows.',
      requires: ['gusty', 'enclosed'],
    },
    { text: 'Dead-still water; a dropped coin sinks as straight as a plumb line.', requires: ['still', 'submerged'] },
    { text: 'No current at all; silt kicked up by a fin hangs where it rose.', requires: ['still', 'submerged'] },
    { text: 'Unmoving water; every bubble rises in a perfectly straight line.', requires: ['still', 'submerged'] },
    {
      text: 'A slow current {seaDir}, barely enough to lean the weed.',
      requires: ['breeze', 'submerged'],
      excludes: ['deep'],
    },
    {
      text: 'A soft drift of water {seaDir}; a resting swimmer slides a few feet a minute.',
      requires: ['breeze', 'submerged'],
    },
    {
      text: 'A hard-pushing current {seaDir}; every stroke against it is paid for twice.',
      requires: ['gusty', 'submerged'],
    },
    {
      text: 'Not a breeze anywhere; a moth could cross the road without drifting an inch.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', ...SOAKING, 'snow', 'blizzard'],
    },
    { text: 'Windless from first light on, and the stillness feels like waiting.', requires: ['still', 'open-sky'] },
    {
      text: 'Calm; the grass and brush stand without a tremor.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'streets', 'snow', 'blizzard'],
    },
    { text: 'The wind has dropped to nothing and shows no sign of coming back.', requires: ['still', 'open-sky'] },
    {
      text: "No wind; a tossed leaf drops at the thrower's feet.",
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'arid'],
    },
    { text: 'So calm that a whisper carries farther than anyone would like.', requires: ['still', 'open-sky'] },
    {
      text: 'Hushed, unmoving air; birdsong carries clear from a long way off.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'storm', 'night', 'rain', 'hail', 'cloudburst', 'snow', 'blizzard'],
    },
    {
      text: 'The air is slack and lifeless, as though the weather has stopped to rest.',
      requires: ['still', 'open-sky'],
    },
    { text: 'No wind at all; loose ends of rope and strap hang dead.', requires: ['still', 'open-sky'] },
    {
      text: 'Calm; a lantern carried in the open burns without a flicker.',
      requires: ['still', 'open-sky'],
      excludes: SOAKING,
    },
    {
      text: 'Becalmed; even the cloaks of riders at a trot barely lift.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen'],
    },
    {
      text: 'Still and silent; the creak of a strap sounds like a door.',
      requires: ['still', 'open-sky'],
      // Never silent in a busy town.
      excludes: ['storm', 'streets'],
    },
    { text: 'No stir in the air from any quarter of the compass.', requires: ['still', 'open-sky'] },
    {
      text: 'Windless, and breath and sweat are the only things that move.',
      requires: ['still', 'open-sky'],
      excludes: ['freezing', 'bitter', 'breath-told'],
    },
    {
      text: 'A flat, airless calm; voices drop without anyone deciding to.',
      requires: ['still', 'open-sky'],
      excludes: ['storm'],
    },
    {
      text: 'Stagnant air; the smoke of the last torch still hangs in a blue layer.',
      requires: ['still', 'enclosed'],
      excludes: ['smell-told'],
    },
    { text: 'Close, unmoving air; every cough and footfall seems to linger.', requires: ['still', 'enclosed'] },
    {
      text: 'No movement in the air at all; a lantern flame burns as still as a painted one.',
      requires: ['still', 'enclosed'],
    },
    {
      text: 'Motionless water; a strand of weed hangs in it like a thread in glass.',
      requires: ['still', 'submerged'],
    },
    { text: 'Slack, idle water with no pull from any side.', requires: ['still', 'submerged'] },
    { text: 'Calm; a dropped glove lies exactly where it fell.', requires: ['still', 'open-sky'] },
    { text: "Windless; the only movement in the air is the party's own.", requires: ['still', 'open-sky'] },
    {
      text: 'Not a stir; insects drone in the quiet, loud as a distant mill.',
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'frozen', 'cold', 'freezing', 'bitter', ...SOAKING, 'snow', 'blizzard', 'night'],
    },
    {
      text: 'The calm is total; a shout rolls on and on before it fades.',
      requires: ['still', 'open-sky'],
      excludes: ['streets'],
    },
    {
      text: 'Airless and quiet, the kind of calm that seems to listen back.',
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'storm'],
    },
    { text: 'Calm; a bowshot flies exactly where it is aimed.', requires: ['still', 'open-sky'] },
    {
      text: 'Heavy, windless air; cook smoke lies along the ground like a spilled blanket.',
      requires: ['still', 'open-sky'],
      excludes: [...SOAKING, 'snow', 'blizzard', 'streets'],
    },
    {
      text: 'No wind at all; the silence rings in the ears.',
      requires: ['still', 'open-sky'],
      excludes: ['storm', 'streets'],
    },
    {
      text: 'Calm from one horizon to the other; a hawk has to work its wings to stay aloft.',
      requires: ['still', 'open-sky'],
      excludes: ['night', 'storm', 'blizzard', 'streets'],
    },
    { text: 'The air is dead; the smallest noise lingers in it.', requires: ['still', 'open-sky'] },
    { text: 'Calm; a plumb line would hang true anywhere along the road.', requires: ['still', 'open-sky'] },
    { text: 'No wind; a scarf dropped from a hand falls in a heap.', requires: ['still', 'open-sky'] },
    {
      text: 'A breathless calm, and not a single gust all day.',
      requires: ['still', 'open-sky'],
      excludes: ['night', 'breath-told'],
    },
    {
      text: 'Flat calm; the air seems thick enough to lean on.',
      requires: ['still', 'open-sky'],
      excludes: ['frozen', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'Nothing stirs; cloaks, hair and banners of smoke all hang where they are.',
      requires: ['still', 'open-sky'],
      excludes: SOAKING,
    },
    {
      text: 'Motionless air; the creak of packs and the scuff of boots are the only sounds.',
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'storm', 'breath-told'],
    },
    {
      text: 'Calm, and so quiet that footfalls sound borrowed.',
      requires: ['still', 'open-sky'],
      excludes: ['streets', 'storm'],
    },
    {
      text: 'No wind; a pinch of ash dropped from a pipe falls straight down.',
      requires: ['still', 'open-sky'],
      excludes: SOAKING,
    },
    { text: 'Still air lying over everything like a held lid.', requires: ['still', 'open-sky'] },
    {
      text: 'No breeze at all; even the tallest stalks stand motionless.',
      requires: ['still', 'open-sky'],
      // Stalks of grass or reeds: not under trees.
      excludes: ['frozen', 'arid', 'streets', 'heights', 'snow', 'blizzard', 'wooded'],
    },
    {
      text: 'A deep calm; smells of the road hang around the party for hours.',
      requires: ['still', 'open-sky'],
      excludes: ['smell-told', 'sea-wind'],
    },
    {
      text: 'Calm; a coin-sized feather set on a pack stays there all morning.',
      requires: ['still', 'open-sky'],
      excludes: ['night'],
    },
  ]),
  // Once the sky has said where the wind comes from, the wind line keeps to it.
  windDir: [
    ...[
      'out of the north',
      'from the northeast',
      'from the east',
      'from the southeast',
      'out of the south',
      'from the southwest',
      'from the west',
      'from the northwest',
    ].map((text) => ({ text, excludes: ['quarter-told'] })),
    // The very words the sky gave ("off the pack ice"): code binds `$quarter` from the condition's `quarter:` tag.
    { text: '{$quarter}', requires: ['quarter-told'] },
    { text: 'from every direction in turn', requires: ['fitful-wind'], excludes: ['quarter-told'] },
    { text: 'off the sea', requires: ['shore'], excludes: ['quarter-told'], implies: ['sea-wind'] },
    { text: 'down off the peaks', requires: ['uplands'], excludes: ['quarter-told'] },
    { text: 'along the river', requires: ['streets'], excludes: ['quarter-told'] },
  ],
  // A wind off the sea smells of the sea (or of rain coming), not of land.
  windSmell: [
    // Nothing burns wood on the open ice or the bare sand, where no tree grows.
    { text: 'woodsmoke', excludes: ['sea-wind', 'frozen', 'arid'] },
    {
      text: 'dust',
      excludes: ['sea-wind', ...WET_SKY, 'thaw', 'frozen', 'snow-told'],
    },
    {
      text: 'rain on the way',
      // Below freezing, what comes is snow.
      excludes: ['arid', 'frozen', 'freezing', 'bitter', ...WET_SKY],
    },
    { text: 'salt and seaweed', requires: ['shore'] },
    { text: 'pine resin', requires: ['wooded'], excludes: ['sea-wind'] },
    { text: 'leaf mold', requires: ['wooded'], excludes: ['sea-wind'] },
    {
      text: 'cut hay',
      requires: ['temperate'],
      excludes: ['sea-wind', ...WET_SKY, 'cold', 'freezing', 'bitter', 'frost'],
    },
    { text: 'snow', requires: ['frozen'], excludes: ['sea-wind'] },
    { text: 'bare stone and snow', requires: ['heights'], excludes: ['sea-wind'] },
    { text: 'hot stone and sage', requires: ['arid'], excludes: ['cold', 'freezing', 'bitter', 'night', 'sea-wind'] },
    { text: 'stagnant water', requires: ['wetland'], excludes: ['sea-wind'] },
    { text: 'bread ovens and horse dung', requires: ['streets'], excludes: ['sea-wind'] },
  ],
  caveDir: [
    'toward the deeper passages',
    'back the way the party came',
    'toward a side tunnel nobody has mapped',
    'upward, toward some distant crack to the surface',
  ],
  caveSmell: ['wet earth', 'bat droppings', 'sulfur', 'cold iron', 'mushrooms', 'rotting timber'],
  // A current the water has already placed (along the reef, between two spires) keeps to that place.
  seaDir: [
    ...[
      'toward the open sea',
      'along the reef',
      'toward the shore',
      'down into the trench',
      'along the cliff face',
    ].map((text) => ({ text, excludes: ['quarter-told'] })),
    { text: '{$quarter}', id: 'sea-quarter', requires: ['quarter-told'] },
  ],
  n_5_12: numberRows(5, 12),
  n_8_12: numberRows(8, 12),
  n_15_25: numberRows(15, 25),
  n_18_30: numberRows(18, 30),
  n_35_55: numberRows(35, 55),
  n_50_70: numberRows(50, 70),

  // A gale or a ripping current rules the road whatever the sky: the travel line adds it when its
  // own rule says nothing of wind or current (see GALE_TOLD_WORDS).
  // Killing cold and furnace heat are a hazard whatever the sky: a travel rule silent on exhaustion
  // gains the band's (see EXHAUSTION_TOLD).
  extremeTravel: [
    {
      text: 'The cold makes it worse: each hour in the open without cold-weather gear, a creature makes a DC 10 Constitution saving throw or gains a level of exhaustion.',
      requires: ['bitter'],
    },
    {
      text: 'The heat makes it worse: each hour of travel, a creature without plenty of water makes a DC 10 Constitution saving throw or gains a level of exhaustion (disadvantage in medium or heavy armor).',
      requires: ['searing'],
    },
    {
      text: 'Worse still is the cold itself: every hour outdoors without cold-weather gear, a creature makes a DC 10 Constitution saving throw or gains a level of exhaustion.',
      requires: ['bitter'],
    },
    {
      text: 'And the cold kills on its own: a creature without furs or cold-weather gear makes a DC 10 Constitution saving throw each hour in the open or gains a level of exhaustion.',
      requires: ['bitter'],
    },
    {
      text: 'And the heat is a danger of its own: each hour of travel, a creature short of water makes a DC 10 Constitution saving throw or gains a level of exhaustion (disadvantage in medium or heavy armor).',
      requires: ['searing'],
    },
    {
      text: 'Above all, the cold: each hour away from a fire without cold-weather gear, a creature makes a DC 10 Constitution saving throw or gains a level of exhaustion.',
      requires: ['bitter'],
    },
    {
      text: 'And the cold takes its toll: any creature in the open without furs or cold-weather gear makes a DC 10 Constitution saving throw every hour or gains a level of exhaustion.',
      requires: ['bitter'],
    },
    {
      text: 'Above all, the heat: each hour on the move, a creature without ample water makes a DC 10 Constitution saving throw or gains a level of exhaustion (disadvantage in medium or heavy armor).',
      requires: ['searing'],
    },
    {
      text: 'And the heat wears everyone down: a creature short of water makes a DC 10 Constitution saving throw every hour of travel or gains a level of exhaustion (disadvantage in medium or heavy armor).',
      requires: ['searing'],
    },
  ],
  galeTravel: [
    {
      text: 'The gale makes it worse: ranged weapon attacks have disadvantage, travel into the wind is at half pace, and anything flying must land or be blown off course.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'Above all, the gale: ranged weapon attacks have disadvantage, travel into the wind is at half pace, and flyers must land or be blown off course.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'And the gale rules the day: anything flying must land or be blown off course, ranged weapon attacks have disadvantage, and heading into the wind halves the pace.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'The current makes it worse: swimming against it makes no headway without a DC 15 Strength (Athletics) check each minute.',
      requires: ['gale', 'submerged'],
    },
    {
      text: 'Worst of all is the gale: ranged weapon attacks have disadvantage, walking into the wind halves the pace, and anything flying must land or be blown off course.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'And the gale decides the rest: flyers must come down or be blown off course, ranged weapon attacks have disadvantage, and any march into the wind goes at half pace.',
      requires: ['gale', 'open-sky'],
    },
    {
      text: 'And the current is the worst of it: a swimmer who fights it makes a DC 15 Strength (Athletics) check each minute or is carried back the way it came.',
      requires: ['gale', 'submerged'],
    },
  ],
  travel: easeOnlyInFairAir([
    // More rulings for the common skies, so a sitting of weather seldom rules the road the same way twice;
    // those that promise an easy road say so without the words easeOnlyInFairAir looks for, so they bar
    // the killing cold and the furnace heat themselves.
    {
      text: 'Firm going underfoot and a clear view ahead: a party that knows the way may push on an extra hour before dark without a saving throw.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'bitter', 'searing', 'frozen', 'wetland'],
    },
    {
      text: 'Fair skies mean bandits and beasts are abroad as well: roll for a random encounter twice as often on the open road.',
      requires: ['clear'],
      excludes: ['streets', 'bitter', 'searing', 'frozen'],
    },
    {
      text: 'Clear skies and landmarks plain to see all day: no check is needed to keep to a known route.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'bitter', 'searing'],
    },
    {
      text: 'The wind hides every other sound: Dexterity (Stealth) checks to approach unheard have advantage, for the party and for anything stalking it.',
      requires: ['wind'],
    },
    {
      text: 'No penalty to travel, and dry bedding for once: a long rest in the open is as good as one under a roof.',
      requires: ['clear'],
      excludes: ['frozen', 'streets'],
    },
    {
      text: "No penalty to travel in weather that shows the land for what it is, and a DC 10 Intelligence (Nature) check reads tomorrow's weather from tonight's sky.",
      requires: ['clear'],
      excludes: ['night', 'streets'],
    },
    {
      text: 'No penalty to travel by night for anyone with a light or darkvision, and the stars give a sure bearing.',
      requires: ['clear', 'night'],
      excludes: ['wooded', 'streets'],
    },
    {
      text: 'Good going: the only hazards are sunburn and overconfidence, and a DC 10 Wisdom (Survival) check finds a fine campsite well before dusk.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'bitter', 'searing'],
    },
    {
      text: 'No penalty to travel, though the gray sky makes everyone feel the miles, and tempers run short by evening.',
      requires: ['overcast'],
      // A gray sky, not a sun dimmed by haze.
      excludes: ['sunlit', 'sun-seen'],
    },
    {
      text: 'No penalty to travel; under cloud, a rider on the skyline is hard to pick out, and so is the party: advantage on Dexterity (Stealth) checks in open country.',
      requires: ['overcast'],
      excludes: ['streets', 'wooded'],
    },
    {
      text: 'The party keeps its usual pace, and foraging is easy in weather like this: advantage on Wisdom (Survival) checks to find food and water.',
      requires: ['clear'],
      excludes: ['bitter', 'searing', 'streets', 'frozen', 'arid', 'night'],
    },
    {
      text: 'Smoke from any campfire rises straight and shows for miles, so hiding a camp needs a DC 12 Wisdom (Survival) check to site it well.',
      requires: ['clear', 'still'],
      excludes: ['streets'],
    },
    {
      text: 'In air this clear, signals by mirror or flag carry for miles, and the party can be seen coming just as far.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'The sun takes its toll by afternoon: anyone in heavy armor who marches more than 6 hours makes a DC 10 Constitution saving throw or gains a level of exhaustion.',
      requires: ['clear'],
      excludes: ['mild', 'cool', 'cold', 'freezing', 'bitter', 'night', 'wooded', 'streets', 'haze'],
    },
    {
      text: 'Good light favors the watchful: in open country, a random encounter is spotted at twice the usual distance.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'Fine weather brings out other travelers too: double the chance of meeting someone on the road.',
      requires: ['clear'],
      excludes: ['bitter', 'searing', 'frozen', 'streets', 'night'],
    },
    {
      text: 'Easy walking under the trees, where dappled light hides whoever keeps still (disadvantage on Wisdom (Perception) checks to notice them).',
      requires: ['clear', 'wooded'],
      excludes: ['bitter', 'searing', 'night'],
    },
    {
      text: 'The ground is dry and firm, so wagons and carts keep up with the riders for once.',
      requires: ['clear'],
      excludes: ['bitter', 'searing', 'frozen', 'streets', 'wetland', 'heights', 'thaw'],
    },
    {
      text: 'Those who see in the dark travel by starlight as easily as by day; anyone else moves at half pace or carries a light that shows for miles.',
      requires: ['clear', 'night'],
      excludes: ['bitter', 'searing', 'streets'],
    },
    {
      text: 'On the hard, glittering crust, skis and sleds run fast: a party so equipped covers half again its usual distance.',
      requires: ['clear', 'frozen'],
      excludes: ['bitter', 'searing', 'thaw'],
    },
    {
      text: 'A fine day puts the whole city out of doors, and rumors travel faster than the party does.',
      requires: ['clear', 'streets'],
      excludes: ['night', 'bitter', 'searing'],
    },
    {
      text: 'Thin air and hard light: anyone new to the heights makes a DC 10 Constitution saving throw each day or marches with a pounding headache (disadvantage on saving throws to maintain concentration).',
      requires: ['clear', 'heights'],
      excludes: ['night'],
    },
    {
      text: 'Dry tussocks and firm reed beds make for quicker going than usual: crossing the marsh takes a third less time.',
      requires: ['clear', 'wetland'],
      excludes: ['bitter', 'searing'],
    },
    {
      text: 'Across the open grass a rider can be seen a day away, and so can the party.',
      requires: ['clear', 'plains'],
      excludes: ['bitter', 'searing', 'night'],
    },
    {
      text: 'Calm seas mean boats can put out, and a passage along the coast costs half the usual fare.',
      requires: ['clear', 'shore', 'still'],
      excludes: ['bitter', 'searing'],
    },
    {
      text: 'No sun and no glare: tracking is easier (advantage on Wisdom (Survival) checks to follow tracks), but telling the hour is guesswork.',
      requires: ['overcast'],
      excludes: ['streets', 'sunlit', 'sun-seen', 'night'],
    },
    {
      text: 'The dull light under a lid of cloud makes the miles drag, but nobody suffers for it.',
      requires: ['overcast'],
      excludes: ['bitter', 'searing', 'streets', 'sunlit', 'sun-seen'],
    },
    {
      text: 'In the gray light, sentries see shapes but not faces beyond a hundred yards, so friend and foe are easily confused.',
      requires: ['overcast'],
    },
    {
      text: 'Without shadows to judge by, every distance looks shorter than it is: a march planned to end at dusk ends an hour after dark.',
      requires: ['overcast'],
      excludes: ['night', 'streets'],
    },
    {
      text: 'Whiteout risk: sky and snow blend together, and the lead walker needs a DC 12 Wisdom (Survival) check each hour to keep the group from walking in circles.',
      requires: ['overcast', 'frozen'],
    },
    {
      text: 'Half pace on unpaved ground, and every ford runs deeper than it should; crossing one safely takes a DC 12 Strength (Athletics) check.',
      requires: ['rain'],
      excludes: ['streets', 'light-rain'],
    },
    {
      text: 'Fires are hard to light and harder to keep: without shelter or dry tinder, the party sleeps cold and wet and regains only half its Hit Dice on a long rest.',
      requires: ['rain'],
      excludes: ['streets', 'light-rain'],
    },
    {
      text: 'Rain washes away scent and sign: Wisdom (Survival) checks to follow a trail more than an hour old have disadvantage, and hounds lose it entirely.',
      requires: ['rain'],
      excludes: ['light-rain'],
    },
    {
      text: 'The drizzle soaks through in an hour; without oiled cloaks, spellbooks, maps and bowstrings need wrapping.',
      requires: ['light-rain'],
    },
    {
      text: 'The low streets flood ankle-deep: getting through the lower city takes twice as long, and cellars become traps.',
      requires: ['rain', 'streets'],
      excludes: ['light-rain'],
    },
    {
      text: 'Wet slopes are treacherous: climbing or descending steep ground needs a DC 10 Dexterity (Acrobatics) check to avoid a fall.',
      requires: ['rain', 'uplands'],
    },
    {
      text: 'Nobody travels in this by choice: half pace, no foraging, and a march that goes past dusk leaves everyone soaked, chilled and short of sleep.',
      requires: ['storm'],
      excludes: ['streets'],
    },
    {
      text: 'Lightning seeks the tallest thing around; anyone sheltering under a lone tree risks a strike (1 in 10 each hour, 4d10 lightning damage).',
      requires: ['storm', 'wild'],
      excludes: ['frozen', 'arid'],
    },
    {
      text: 'Shutters bang, signs swing and the streets empty: anyone out in it is soaked in a minute and noticed by nobody (advantage on Dexterity (Stealth) checks).',
      requires: ['storm', 'streets'],
    },
    {
      text: 'Boats and rafts cannot put out until the storm passes, and every ford is impassable.',
      requires: ['storm'],
      excludes: ['streets', 'arid', 'frozen'],
    },
    {
      text: 'Landmarks vanish: without a road or a guide, the party travels at half pace or risks walking in circles.',
      requires: ['fog'],
      excludes: ['streets', 'low-fog'],
    },
    {
      text: 'Sound is muffled and distances lie: the party has advantage on Dexterity (Stealth) checks, and so does anything hunting it.',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'The fog soaks everything it touches; bowstrings slacken and fires smolder more than they burn.',
      requires: ['fog'],
    },
    {
      text: 'Snow muffles every footstep: advantage on Dexterity (Stealth) checks to move quietly, though every track shows plain.',
      requires: ['snow'],
    },
    {
      text: 'Sleds and skis keep their usual pace; on foot, progress halves after the first hour of breaking trail.',
      requires: ['snow'],
      excludes: ['bitter', 'searing', 'streets'],
    },
    {
      text: 'Snow hides the ground: ditches, roots and holes are invisible, and anyone moving faster than half pace makes a DC 10 Dexterity saving throw each hour or takes 1d4 bludgeoning damage from a fall.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Shouted orders carry only a few yards: anything beyond 30 feet needs hand signals, and hearing-based Wisdom (Perception) checks have disadvantage.',
      requires: ['wind'],
    },
    {
      text: "With the wind at their backs, travelers add a quarter to the day's distance; heading into it, they lose a quarter.",
      requires: ['wind'],
      excludes: ['streets', 'sheltered'],
    },
    {
      text: 'A campfire is a danger in this wind: without a sheltered hollow or a dug pit, sparks can set the grass or the brush alight.',
      requires: ['wind'],
      excludes: ['frozen', 'streets', 'arid'],
    },
    {
      text: 'Water is what matters: each creature needs double its daily water, and one that goes without makes its saving throws against the heat with disadvantage.',
      requires: ['heat'],
    },
    {
      text: 'Metal bakes in the sun: a creature in medium or heavy armor has disadvantage on Constitution saving throws against the heat.',
      requires: ['heat'],
      excludes: ['night', 'wooded', 'haze'],
    },
    {
      text: 'Pack animals flag by late morning: unless they rest through the afternoon, a mule or a horse carries only half its usual load.',
      requires: ['heat'],
      excludes: ['night'],
    },
    // In a killing cold or a furnace heat the air itself is the danger, whatever the sky.
    {
      text: 'Bitter cold: each hour in the open, a creature without cold-weather gear makes a DC 10 Constitution saving throw or gains a level of exhaustion, and a night without a fire can kill.',
      requires: ['bitter'],
      excludes: ['blizzard'],
    },
    {
      text: 'Good travel weather: normal pace, and lookouts on high ground can see for miles (advantage on Wisdom (Perception) checks to spot distant movement).',
      requires: ['clear'],
      // Haze hides the far hills.
      excludes: ['streets', 'night', 'wooded', 'haze'],
    },
    {
      text: 'No penalties to travel. With the sun or stars to steer by, a DC 10 Wisdom (Survival) check keeps a true course even off the road.',
      requires: ['clear'],
      excludes: ['streets'],
    },
    {
      text: 'Normal pace. Campfires and lanterns can be seen from miles away, so a careful party camps cold or in a hollow.',
      requires: ['clear', 'night'],
      excludes: ['streets'],
    },
    {
      text: 'Fine weather fills the streets: crossing the city takes twice as long through the crowds, and pickpockets work the throng (DC 12 Wisdom (Perception) check to notice a lifted purse).',
      requires: ['clear', 'streets'],
      // No fine weather in a furnace heat or a killing cold.
      excludes: ['bitter', 'searing', 'night'],
    },
    {
      text: 'No penalties to travel, and the roof tiles are dry: running along the rooftops needs no check at all.',
      requires: ['clear', 'streets'],
    },
    {
      text: 'Snow glare: anyone traveling without eye protection for more than an hour has disadvantage on sight-based Wisdom (Perception) checks until they rest.',
      requires: ['clear', 'frozen'],
      excludes: ['night'],
    },
    {
      text: 'Normal pace, but with no sun to steer by, navigating off-road needs a DC 12 Wisdom (Survival) check each day to avoid drifting off course.',
      requires: ['overcast'],
      // Not where the sky shows the sun, however pale.
      excludes: ['streets', 'sunlit', 'sun-seen'],
    },
    {
      text: 'Dim, flat light: no penalty to travel, but distances are hard to judge (disadvantage on Wisdom (Perception) checks to spot anything more than a mile away).',
      requires: ['overcast'],
      excludes: ['streets'],
    },
    {
      text: 'No penalty to travel. The gloom keeps people indoors, so the streets are quiet and a tail is easy to spot (advantage on checks to notice being followed).',
      requires: ['overcast', 'streets'],
    },
    {
      text: 'Flat light hides the shape of the snow: crevasses and drop-offs are invisible until you reach them, so the lead walker needs a DC 13 Wisdom (Survival) check each hour.',
      requires: ['overcast', 'frozen'],
    },
    {
      text: 'Lightly obscured beyond 100 feet. Dirt roads turn to mud, so wagons move at half pace, and tracks older than an hour wash away.',
      requires: ['rain'],
      excludes: ['streets'],
    },
    {
      text: 'Everything gets wet: without oilcloth, bowstrings slacken (-1 to ranged weapon attack rolls) and lighting a fire takes a DC 12 check.',
      requires: ['rain'],
    },
    {
      text: 'The rain drowns small sounds: disadvantage on Wisdom (Perception) checks that rely on hearing, and advantage on Dexterity (Stealth) checks.',
      requires: ['rain'],
      // A drizzle drowns nothing.
      excludes: ['light-rain'],
    },
    {
      text: 'Crowds thin and the cobbles are slick: a creature that dashes or is shoved must succeed on a DC 10 Dexterity saving throw or fall prone.',
      requires: ['rain', 'streets'],
    },
    {
      text: 'The channels rise: fords become swims, and any crossing of the marsh takes 1d4 hours longer than planned.',
      requires: ['rain', 'wetland'],
    },
    {
      text: 'Heavily obscured beyond 60 feet in the downpour. Travel at half pace; anyone in metal armor on high, open ground risks a lightning strike (1 in 20 each hour, 4d10 lightning damage).',
      requires: ['storm'],
    },
    {
      text: 'Ranged weapon attacks have disadvantage, and the thunder drowns out speech beyond 30 feet. Sensible travelers find shelter and wait it out.',
      requires: ['storm'],
    },
    {
      text: 'Streams burst their banks: fording one needs a DC 15 Strength (Athletics) check, and failure sweeps a creature 1d4 x 10 feet downstream.',
      requires: ['storm'],
      excludes: ['streets'],
    },
    {
      text: 'Loose slates and flying shutters: each hour in the streets, roll a d6; on a 1, one creature takes 1d6 bludgeoning damage from falling debris (DC 12 Dexterity saving throw avoids it).',
      requires: ['storm', 'streets'],
    },
    {
      text: 'Heavily obscured beyond 30 feet. Navigating without a road or landmark needs a DC 15 Wisdom (Survival) check every hour, or the group becomes lost.',
      requires: ['fog'],
      excludes: ['streets', 'low-fog'],
    },
    {
      text: 'Visibility of about 60 feet: ambushes are easy to set, and sound plays tricks (disadvantage on checks to locate a noise).',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'Normal pace once the sun burns the fog off by mid-morning. Until then, anything small is hidden below the knee: holes, rocks and lurking creatures (disadvantage on Wisdom (Perception) checks to spot them).',
      requires: ['low-fog'],
    },
    {
      text: 'Walking blind on a ridge: a DC 12 Wisdom (Survival) check each hour keeps the group on the path; on a failure, someone takes a bad step (DC 12 Dexterity saving throw or slide 20 feet downslope for 2d6 bludgeoning damage).',
      requires: ['fog', 'heights'],
    },
    {
      text: 'The fog hides pickpockets and cutpurses as well as it hides anything else: a DC 13 Wisdom (Perception) check each hour to notice a hand in a pocket.',
      requires: ['fog', 'streets'],
    },
    {
      text: 'Snow on the ground is difficult terrain; overland travel is at half pace without snowshoes or skis.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Lightly obscured in the falling snow. Fresh tracks are crisp and easy to follow (advantage on Wisdom (Survival) checks to track), but the party leaves a trail too.',
      requires: ['snow'],
      excludes: ['settled-snow'],
    },
    {
      text: 'Cold-weather gear is a must: without it, each creature makes a DC 10 Constitution saving throw every hour or gains a level of exhaustion.',
      // The hourly save is the rule of extreme cold (0°F and below), not of every snowfall.
      requires: ['snow', 'bitter'],
      excludes: ['streets'],
    },
    {
      text: 'Carts slither on the packed snow and the streets clear early; finding a hired coach or a porter costs double.',
      requires: ['snow', 'streets'],
    },
    {
      text: 'Heavily obscured beyond 10 feet, and the wind steals every shout. Moving in the right direction at all needs a DC 15 Wisdom (Survival) check each hour.',
      requires: ['blizzard'],
    },
    {
      text: 'Extreme cold: every hour without shelter, each creature makes a DC 10 Constitution saving throw or gains a level of exhaustion (advantage with cold-weather gear).',
      requires: ['blizzard', 'bitter'],
    },
    {
      text: 'Ranged weapon attacks and hearing-based Wisdom (Perception) checks have disadvantage, open flames gutter out, and anything flying has to land or be blown off course.',
      requires: ['wind'],
    },
    {
      text: 'Walking into the wind is slow going: travel at half pace when heading into it, and every pack strap and tent flap has to be lashed down.',
      requires: ['wind'],
      // Not where the air is still on the ground: under a roaring canopy.
      excludes: ['sheltered'],
    },
    {
      text: 'On exposed ridges, a creature that ends its turn without a handhold must succeed on a DC 12 Strength saving throw or be knocked prone.',
      requires: ['wind', 'heights'],
    },
    {
      text: 'Each hour of travel, every creature makes a Constitution saving throw (DC 5, +1 for each hour after the first) or gains a level of exhaustion; medium or heavy armor and heavy clothing impose disadvantage.',
      requires: ['searing'],
    },
    {
      text: 'Travel in the cool hours only: marching through the midday heat doubles water needs to two gallons per person per day.',
      requires: ['heat'],
      excludes: ['warm'],
    },
    {
      text: 'Shimmer and glare: disadvantage on sight-based Wisdom (Perception) checks beyond a quarter mile.',
      requires: ['heat'],
      // Only where a quarter mile can be seen at all: not under trees or between houses.
      excludes: ['warm', 'wooded', 'streets'],
    },
    {
      text: 'Sapping, sticky warmth: no penalty to pace, but everyone drinks twice their usual water and every biting insect for miles finds the party.',
      requires: ['heat', 'warm'],
    },
    {
      text: 'Heavily obscured beyond 15 feet. Without a cloth over nose and mouth, a creature must succeed on a DC 10 Constitution saving throw each hour or gain a level of exhaustion from the choking dust.',
      requires: ['dust'],
    },
    {
      text: 'The trail vanishes under drifting sand: a DC 15 Wisdom (Survival) check to stay on course, and all tracks are wiped away.',
      requires: ['dust'],
    },
    {
      text: 'Slick rime on rocks and planks until the sun is up: a DC 10 Dexterity (Acrobatics) check to cross steep or narrow footing at speed.',
      requires: ['frost'],
    },
    {
      text: 'The cold drains the unprepared: without blankets or a fire, a DC 10 Constitution saving throw at dawn or start the day with a level of exhaustion.',
      requires: ['frost'],
    },
    {
      text: 'Rotten snow and slush make everything difficult terrain, and ice over water bears only one Small creature at a time.',
      requires: ['thaw'],
    },
    {
      text: 'Avalanche risk: loud noise on a steep slope (a shout, a thunderous spell) has a 1 in 6 chance of starting a slide.',
      requires: ['thaw'],
    },
    {
      text: 'Everything glazes with ice: moving faster than half speed needs a DC 10 Dexterity (Acrobatics) check each minute to stay upright.',
      requires: ['sleet'],
    },
    {
      text: 'Wet and freezing: creatures without waterproof clothing make a DC 12 Constitution saving throw every hour or gain a level of exhaustion.',
      requires: ['sleet'],
    },
    {
      text: 'Hailstones the size of grapes: creatures in the open take 1d4 bludgeoning damage each minute without cover, and horses panic (DC 12 Wisdom (Animal Handling) check to keep control).',
      requires: ['hail'],
    },
    {
      text: 'The storm passes in twenty minutes but flattens crops and scatters herds; the road ahead is strewn with broken branches (difficult terrain for the next mile).',
      requires: ['hail'],
    },
    {
      text: 'Flash floods: any dry wash can become a torrent within minutes. A party camped in a gully must succeed on a DC 15 Strength saving throw or be swept away.',
      requires: ['cloudburst'],
    },
    {
      text: 'The rain passes quickly, but the ground turns to slick clay for a few hours: half pace, and wagons bog down.',
      requires: ['cloudburst'],
      excludes: ['rain-elsewhere'],
    },
    {
      text: 'Lightly obscured beyond 100 feet; each hour of hard travel calls for a DC 10 Constitution saving throw or a coughing fit that imposes disadvantage on the next check.',
      requires: ['smoke'],
    },
    {
      text: 'Animals flee the fire: expect stampeding herds and predators on the move, and double the chance of a random encounter.',
      requires: ['smoke'],
    },
    {
      text: 'Torch flames lean toward the nearest opening: advantage on Wisdom (Survival) checks to find a way out.',
      requires: ['draft'],
    },
    {
      text: 'The draft carries scent and sound: creatures downwind smell the party coming, and the party hears what lies upwind.',
      requires: ['draft'],
    },
    {
      text: 'Unshielded flames gutter in the stronger gusts; keep lanterns shuttered or risk being plunged into darkness.',
      requires: ['draft'],
    },
    {
      text: 'Slick floors: a DC 10 Dexterity (Acrobatics) check to move at full speed across sloping stone, and climbing checks on wet walls have disadvantage.',
      requires: ['damp'],
    },
    {
      text: 'The dripping masks small sounds: Dexterity (Stealth) checks have advantage, and hearing-based Wisdom (Perception) checks have disadvantage.',
      requires: ['damp'],
    },
    {
      text: 'Bad air: each hour spent here, a creature must succeed on a DC 12 Constitution saving throw or gain a level of exhaustion until it reaches fresh air.',
      requires: ['foul'],
    },
    {
      text: 'Torches shed light in only half their usual radius, and an open flame in the deepest pockets may ignite the gas (1 in 10 chance, 2d6 fire damage in a 10-foot radius).',
      requires: ['foul'],
    },
    {
      text: 'Lightly obscured throughout; metal gear must be oiled each evening or start to rust, and scrolls and spellbooks need wrapping.',
      requires: ['steam'],
    },
    {
      text: 'The wet heat saps strength: every hour of hard exertion calls for a DC 10 Constitution saving throw or a level of exhaustion.',
      requires: ['steam', 'hot'],
    },
    {
      text: 'The damp warmth wears people down rather than harming them: a party that pushes on without rests drinks twice its usual water.',
      requires: ['steam', 'warm'],
    },
    {
      text: 'Low passages may be flooded: swimming through takes a DC 12 Strength (Athletics) check, and the worst stretches need held breath for 1d4 rounds.',
      requires: ['flood'],
    },
    {
      text: 'The water is still rising: each hour, roll a d6; on a 1, the way back is cut off until the surface storm passes.',
      requires: ['flood'],
    },
    {
      text: 'Sound carries perfectly: normal speech can be heard 300 feet away, and Dexterity (Stealth) checks have disadvantage.',
      requires: ['stillair'],
    },
    {
      text: 'Tracks in the undisturbed dust are easy to read (advantage on Wisdom (Survival) checks to track), and the party leaves clear prints of its own.',
      requires: ['stillair'],
    },
    {
      text: 'Visibility of about 120 feet: swimmers can be seen from far off, so ambushes are hard to set and easy to spot.',
      requires: ['clearwater'],
    },
    {
      text: 'Easy swimming: normal pace for creatures with a swimming speed; others make a DC 10 Strength (Athletics) check every hour to keep up.',
      requires: ['clearwater'],
    },
    {
      text: 'Heavily obscured beyond 10 feet; creatures without blindsight or tremorsense are easy to surprise.',
      requires: ['murk'],
    },
    {
      text: 'Navigation is guesswork: a DC 15 Wisdom (Survival) check every hour to hold a course.',
      requires: ['murk'],
    },
    {
      text: 'Swimming against the current costs double movement, and going with it adds 10 feet per round. A creature that does nothing drifts 20 feet each round.',
      requires: ['current'],
    },
    {
      text: 'Holding position without a handhold takes a DC 12 Strength (Athletics) check each minute; on a failure, the current carries the swimmer 30 feet.',
      requires: ['current'],
    },
    {
      text: 'The surge shoves everything back and forth: at the start of each round, a creature that is not holding on is moved 10 feet in a random direction.',
      requires: ['surge'],
    },
    {
      text: 'Stirred-up sand leaves the water lightly obscured beyond 30 feet; anchoring to rock before a fight is wise.',
      requires: ['surge'],
    },
    {
      text: 'Lightly obscured beyond 40 feet, but every moving creature glows: Dexterity (Stealth) checks to move unseen have disadvantage.',
      requires: ['bloom'],
    },
    {
      text: 'Creatures that swim through the bloom shed dim light in a 5-foot radius for 10 minutes afterward.',
      requires: ['bloom'],
    },
    {
      text: 'Cold water: without protection, creatures make a DC 10 Constitution saving throw every hour or gain a level of exhaustion.',
      requires: ['upwelling'],
    },
    {
      text: 'Visibility of nearly 200 feet, and the sudden chill makes cold-blooded creatures sluggish (their swimming speed is halved).',
      requires: ['upwelling'],
    },
    {
      text: 'Hot water around the vents: a creature that starts its turn within 10 feet of one takes 1d6 fire damage.',
      requires: ['vent'],
    },
    {
      text: 'Mineral-laden water stings the eyes: creatures without goggles or a natural adaptation have disadvantage on sight-based Wisdom (Perception) checks.',
      requires: ['vent'],
    },
    // Still more rulings, most for the skies that had the fewest, so a sitting seldom rules the road
    // the same way twice.
    {
      text: 'The fords are low and the ground is firm: streams that would need a swim after rain can be waded without a check.',
      requires: ['clear'],
      excludes: ['streets', 'frozen', 'arid'],
    },
    {
      text: 'Weather like this favors the hunter: a DC 12 Wisdom (Survival) check while traveling brings in enough game to feed the party for a day.',
      requires: ['clear'],
      excludes: ['streets', 'night', 'bitter', 'searing'],
    },
    {
      text: 'Tracks stay crisp on dry ground, so following a trail in the open is a DC 10 Wisdom (Survival) check instead of the usual 15.',
      requires: ['clear'],
      excludes: ['streets', 'wetland'],
    },
    {
      text: 'A sentry on any rise sees the party coming a long way off: surprise is hard to win in open country.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'With the cloud gone, the warmth of the land escapes: a fire is needed by the second watch, and its glow shows for miles.',
      requires: ['clear', 'night'],
      excludes: ['hot', 'searing'],
    },
    {
      text: 'Scouts can range well ahead in weather this open: a scout who goes a mile in front rejoins the party without needing a check to find it.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'haze', 'wooded'],
    },
    {
      text: 'The cloud holds the warmth of the land in overnight: camp is more comfortable than it has any right to be.',
      requires: ['overcast'],
      // No comfort in a camp that freezes.
      excludes: ['streets', 'frozen', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'Game lies low under the cloud: Wisdom (Survival) checks to hunt or forage have disadvantage, though the march itself goes at a steady pace.',
      requires: ['overcast'],
      excludes: ['streets'],
    },
    {
      text: 'The cloud could break either way: a DC 12 Intelligence (Nature) check tells whether to push on or make camp early, and a wrong call costs the party an hour.',
      requires: ['overcast'],
      excludes: ['frozen'],
    },
    {
      text: 'Muted light dulls the glint of armor and blades: advantage on Dexterity (Stealth) checks to lie hidden from other travelers on the road.',
      requires: ['overcast'],
      excludes: ['streets', 'wooded'],
    },
    {
      text: 'Sodden packs weigh more: each traveler can carry 10 pounds less before counting as encumbered until the gear is dried.',
      requires: ['rain'],
      excludes: ['light-rain'],
    },
    {
      text: 'Rain hammers on hoods and helmets: creatures wearing either have disadvantage on Wisdom (Perception) checks that rely on hearing.',
      requires: ['rain'],
      excludes: ['light-rain'],
    },
    {
      text: 'Fords rise by the hour; a stream that could be waded at dawn needs a DC 12 Strength (Athletics) check to cross by evening.',
      requires: ['rain'],
      excludes: ['light-rain', 'streets'],
    },
    {
      text: 'Slopes turn slick: a creature that runs or fights on sloping ground must succeed on a DC 10 Dexterity (Acrobatics) check or fall prone.',
      requires: ['rain'],
    },
    {
      text: 'Cloaks and packs catch the wind like sails: heading into it costs half the pace, and with it at their backs the party gains an extra mile by evening.',
      requires: ['wind'],
    },
    {
      text: 'A cook fire takes a DC 12 Wisdom (Survival) check to light in this wind, and sparks it carries off can set dry country ablaze.',
      requires: ['wind'],
      excludes: ['frozen', 'shore'],
    },
    {
      text: 'Grit and flying debris sting the eyes: creatures without eye protection have disadvantage on sight-based Wisdom (Perception) checks beyond 60 feet.',
      requires: ['wind'],
      excludes: ['frozen', 'shore'],
    },
    {
      text: 'Sound plays tricks in the fog: a creature that tries to tell where a noise came from makes a DC 12 Wisdom (Perception) check or guesses wrong.',
      requires: ['fog'],
    },
    {
      text: 'Everything drips: by the end of the march, anyone without a dry change of clothes has disadvantage on Constitution saving throws against the cold.',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'Ambush weather: a creature hidden in the fog has advantage on its first attack against a party that failed to spot it.',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'Fresh snow shows every track: following a trail made since the snow began needs no check at all.',
      requires: ['snow'],
    },
    {
      text: 'Snow hides ditches and holes: each hour, the lead traveler makes a DC 10 Wisdom (Perception) check or stumbles into one, taking 1d4 bludgeoning damage.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Making camp takes twice as long: snow must be cleared and a windbreak built before any fire will stay lit.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Marching through the worst of the heat doubles the water each creature needs; a party that rests through it and travels in the cooler hours loses no distance.',
      requires: ['heat'],
    },
    {
      text: 'Metal left in the open grows too hot to hold: drawing a weapon without a wrapped grip imposes disadvantage on its first attack.',
      requires: ['heat'],
      excludes: [...NO_SUN, 'wooded'],
    },
    {
      text: 'Tempers fray in heat like this: Charisma checks to calm, bargain with or persuade anyone met on the road have disadvantage.',
      requires: ['heat'],
    },
    {
      text: 'Where the storm throws lightning, it finds the tallest thing about: anyone in metal armor on open high ground makes a DC 10 Dexterity saving throw each hour or takes 2d10 lightning damage.',
      requires: ['storm'],
      excludes: ['streets', 'wooded'],
    },
    {
      text: 'The storm scatters a marching column: at the end of each hour, the party makes a DC 12 Wisdom (Survival) check or one member is separated and must be found.',
      requires: ['storm'],
      excludes: ['streets'],
    },
    {
      text: 'Grit works into every buckle, lock and bowstring: until the party takes a short rest to clean its gear, attack rolls with crossbows have disadvantage.',
      requires: ['dust'],
    },
    {
      text: 'The party must rope together or lose one another: anyone who strays more than 10 feet from the line makes a DC 12 Wisdom (Survival) check to find it again.',
      requires: ['dust'],
    },
    {
      text: 'Frozen ground bears weight that mud never would: wagons cross boggy ground without sinking while the frost holds.',
      requires: ['frost'],
      excludes: ['arid', 'frozen'],
    },
    {
      text: 'Every footstep is loud in the cold hush: Dexterity (Stealth) checks to move quietly over frozen ground have disadvantage.',
      requires: ['frost'],
    },
    {
      text: 'Streams run high and brown with meltwater: crossing one without a bridge takes a DC 12 Strength (Athletics) check, and a failure soaks the crosser to the chest.',
      requires: ['thaw'],
    },
    {
      text: 'Snow bridges over cracks and gullies go soft: the lead traveler makes a DC 12 Wisdom (Survival) check each hour or breaks through and falls 10 feet.',
      requires: ['thaw'],
    },
    {
      text: 'Sleet rimes bowstrings and stiffens fingers: attack rolls with bows take a -2 penalty until they are dried and warmed at a fire.',
      requires: ['sleet'],
    },
    {
      text: 'Ropes, straps and buckles freeze stiff: opening a frozen pack takes an action, and climbing checks have disadvantage.',
      requires: ['sleet'],
    },
    {
      text: 'Once the hail passes it lies in drifts in the hollows, melting slowly: low ground counts as difficult terrain for the next hour.',
      requires: ['hail'],
    },
    {
      text: 'The drumming of hail covers every other sound: Wisdom (Perception) checks that rely on hearing have disadvantage while it falls.',
      requires: ['hail'],
    },
    {
      text: 'Every gully and wash runs brown for an hour: crossing one takes a DC 13 Strength (Athletics) check, and a failure sweeps the creature 20 feet downstream.',
      requires: ['cloudburst'],
    },
    {
      text: 'Afterward, fresh water lies pooled in the rocks: a DC 10 Wisdom (Survival) check finds enough to refill every waterskin in the party.',
      requires: ['cloudburst'],
    },
    {
      text: 'Eyes sting and stream in the smoke: sight-based Wisdom (Perception) checks beyond 60 feet have disadvantage.',
      requires: ['smoke'],
    },
    {
      text: 'Throats rasp after an hour in the smoke: a spellcaster makes a DC 10 Constitution saving throw to cast a spell with a verbal component, or the spell is lost to a coughing fit.',
      requires: ['smoke'],
    },
    {
      text: 'Wet stone puts out small flames: a torch dropped on the floor goes out, and tinder needs a DC 10 check to light.',
      requires: ['damp'],
    },
    {
      text: 'Damp seeps into packs: rations left unwrapped go moldy within a day, and bowstrings need a short rest to dry before they shoot true.',
      requires: ['damp'],
    },
    {
      text: 'The bad air dulls every nose: creatures that track or hunt by scent have disadvantage on those checks while they are here.',
      requires: ['foul'],
    },
    {
      text: 'Breath comes short in the tainted air: a creature that takes the Dash action two rounds running must succeed on a DC 10 Constitution saving throw or be stunned until the end of its next turn.',
      requires: ['foul'],
    },
    {
      text: 'Gear must ride high: anything in a pack that is not wrapped in oilcloth is soaked, and powders, paper and spell scrolls are ruined.',
      requires: ['flood'],
    },
    {
      text: 'Where the water runs fast, a creature wading through makes a DC 10 Strength (Athletics) check or is knocked prone and carried 10 feet.',
      requires: ['flood'],
    },
    {
      text: 'Nothing stirs the air, so nothing clears it: a torch left burning for an hour in a small chamber fills it with smoke, lightly obscuring it until the party moves on.',
      requires: ['stillair'],
    },
    {
      text: 'Echoes muddle direction: a creature trying to tell where a sound came from makes a DC 12 Wisdom (Perception) check or picks the wrong passage.',
      requires: ['stillair'],
    },
    {
      text: 'Light reaches the bottom, so swimmers without darkvision see clearly, and so does every hunter looking up from below.',
      requires: ['clearwater'],
    },
    {
      text: 'Shadows of anything passing overhead fall on the seabed: Dexterity (Stealth) checks to pass above a watching creature have disadvantage.',
      requires: ['clearwater'],
      excludes: ['deep'],
    },
    {
      text: 'Signals are lost in the gloom: the party must swim within 10 feet of one another or lose contact, finding each other again on a DC 12 Wisdom (Perception) check.',
      requires: ['murk'],
    },
    {
      text: 'Hunters that rely on sight go hungry in water like this: any random encounter is with something that hunts by scent or by feeling the water move.',
      requires: ['murk'],
    },
    {
      text: 'Swimming with the current covers twice the usual distance in an hour; the way back against it takes three times as long.',
      requires: ['current'],
    },
    {
      text: 'Anything not tied down must be held: a dropped item is carried 30 feet away each round.',
      requires: ['current'],
    },
    {
      text: 'Swimmers near rock must time their strokes to the swell: a DC 12 Strength (Athletics) check each minute, or the surge slams them into the stone for 1d6 bludgeoning damage.',
      requires: ['surge'],
    },
    {
      text: 'The swell sets the pace: a creature that moves with it goes twice as far, and one that fights it goes nowhere at all.',
      requires: ['surge'],
    },
    {
      text: 'The glowing water spoils every ambush: nothing that moves can hide, though a creature that holds perfectly still stays dark.',
      requires: ['bloom'],
    },
    {
      text: 'Hunters gather to feed in the bloom: roll for a random encounter twice as often while the water glows.',
      requires: ['bloom'],
    },
    {
      text: 'Fish have fled the cold water, and the hunters that follow them have gone too: roll for random encounters half as often.',
      requires: ['upwelling'],
    },
    {
      text: 'Numb fingers fumble: after an hour in the water, Dexterity checks that need fine handling, such as picking a lock or tying a line, have disadvantage.',
      requires: ['upwelling'],
    },
    {
      text: 'The water bends and wavers above the vents: ranged attacks through it beyond 30 feet have disadvantage.',
      requires: ['vent'],
    },
    {
      text: 'Life crowds the warm water: a DC 10 Wisdom (Survival) check gathers enough pale shrimp and crabs to feed the party for a day.',
      requires: ['vent'],
    },
    {
      text: "Anything burning is carried along on the draft: a torch's smoke warns whatever lies ahead long before its light arrives.",
      requires: ['draft'],
    },
    {
      text: 'Beads of water cover every surface: climbing checks have disadvantage, and bowstrings slacken within the hour.',
      requires: ['steam'],
    },
    {
      text: 'Wet leather stretches and chafes: by evening, anyone marching in soaked boots has disadvantage on Constitution checks to keep up a forced march.',
      requires: ['rain'],
      excludes: ['light-rain'],
    },
    {
      text: 'Puddles and running gutters hide every footprint: tracking anything through the rain takes a DC 15 Wisdom (Survival) check.',
      requires: ['rain'],
      excludes: ['wooded'],
    },
    {
      text: 'Bridges and boardwalks turn treacherous: crossing one at more than half speed needs a DC 10 Dexterity (Acrobatics) check.',
      requires: ['rain'],
      excludes: ['arid'],
    },
    {
      text: 'Shelter becomes the prize: an inn, barn or overhang is worth a detour, and a party that camps in the open gets no benefit from a short rest taken there.',
      requires: ['rain'],
      excludes: ['light-rain', 'streets'],
    },
    {
      text: 'Watches are miserable in the rain: a sentry who stands a full watch without cover has disadvantage on Wisdom (Perception) checks for its last hour.',
      requires: ['rain'],
    },
    {
      text: 'A fine day to cover ground: the party may travel an extra hour without risking exhaustion from a forced march.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'bitter', 'searing', 'frozen'],
    },
    {
      text: 'Nothing hides in weather this plain: Dexterity (Stealth) checks to approach a camp in the open have disadvantage, for the party and for its foes.',
      requires: ['clear'],
      excludes: ['streets', 'wooded', 'haze'],
    },
    {
      text: 'Landmarks stand out for miles, and a party with a map needs no check to stay on its route today.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'haze', 'wooded'],
    },
    {
      text: 'Dry wood is everywhere for the taking: making a fire needs no check, and a cook fire is burning within minutes of the halt.',
      requires: ['clear'],
      // Not on open grass or bare heights, where wood is scarce whatever the sky.
      excludes: ['streets', 'frozen', 'arid', 'wetland', 'plains', 'heights'],
    },
    {
      text: 'Distances deceive in air this clean: a ridge that looks an hour off takes half the day to reach.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'The party keeps a steady pace, but the cloud steals the sense of time: without a clock or a spell, nobody can say within two hours when dusk will fall.',
      requires: ['overcast'],
      excludes: ['sunlit', 'sun-seen'],
    },
    {
      text: 'A watchful party can read the cloud: a DC 12 Wisdom (Survival) check tells whether rain will fall before nightfall.',
      requires: ['overcast'],
      // Near freezing, what may fall is snow; in the desert, nobody expects either.
      excludes: ['frozen', 'arid', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'A watchful party can read the cloud: a DC 12 Wisdom (Survival) check tells whether snow is coming before nightfall.',
      requires: ['overcast'],
      excludes: ['arid', 'searing', 'hot', 'warm', 'mild', 'cool'],
    },
    {
      text: 'Signal fires and smoke are hard to make out against the gray: messages sent that way are missed unless the watcher makes a DC 13 Wisdom (Perception) check.',
      requires: ['overcast'],
      excludes: ['sunlit', 'sun-seen'],
    },
    {
      text: 'Water runs out faster than anyone plans: a party that set out with a day of water finds it gone by midafternoon.',
      requires: ['heat'],
    },
    {
      text: 'The heat plays tricks on the eye: Wisdom (Perception) checks to judge distance or spot movement more than a few hundred yards away have disadvantage.',
      requires: ['heat'],
      excludes: ['wooded'],
    },
    {
      text: 'Voices carry in odd ways through the mist: a shouted warning is heard clearly, but nobody can say from which side it came.',
      requires: ['fog'],
    },
    {
      text: 'Damp creeps into everything: lighting a fire takes a DC 12 check, and bowstrings need wrapping against the wet.',
      requires: ['fog'],
    },
    {
      text: 'Dry cobbles and open shutters: every market is busy, so asking after someone in the streets takes half the usual time.',
      requires: ['clear', 'streets'],
      // Shutters stay closed against a frost.
      excludes: ['night', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'The watch is out in force in fair weather, and anyone climbing walls or loitering by locked doors is challenged on a failed DC 12 Dexterity (Stealth) check.',
      requires: ['clear', 'streets'],
    },
    {
      text: 'Clear nights bring the lamplighters and the footpads both: alleys off the main streets call for a random encounter roll each hour.',
      requires: ['clear', 'streets', 'night'],
    },
    {
      text: 'Wet cobbles are slick underfoot: running through the streets or across a roof needs a DC 12 Dexterity (Acrobatics) check to stay upright.',
      requires: ['rain', 'streets'],
    },
    {
      text: 'Crowds thin to a few hurrying figures under the eaves: anyone following someone through the streets has disadvantage on Dexterity (Stealth) checks.',
      requires: ['rain', 'streets'],
    },
    {
      text: 'Heat rises off the ground by midmorning: pack animals and people alike need a rest in the shade every second hour or lose a mile of progress.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'mild', 'cool', 'cold', 'freezing', 'bitter', 'wooded', 'haze'],
    },
    {
      text: 'A quiet road in fair weather: any ambush along it is sprung on a party that can see it coming, so surprise is impossible in open country.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'Starlight is enough to walk by on open ground: the party travels by night at two-thirds pace without lights.',
      requires: ['clear', 'night'],
      excludes: ['wooded', 'streets'],
    },
    {
      text: 'Fair weather draws shepherds, foresters and peddlers out: a DC 10 Charisma (Persuasion) check with the first one met gets directions and the local news.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'frozen', 'arid'],
    },
    {
      text: 'Under the cloud the land looks all one color: following a faint path takes a DC 12 Wisdom (Survival) check each hour.',
      requires: ['overcast'],
      excludes: ['streets', 'sunlit'],
    },
    {
      text: 'The gray sits on everyone: a creature that fails a DC 10 Wisdom saving throw at the start of the day has disadvantage on its first Charisma check.',
      requires: ['overcast'],
      excludes: ['sunlit', 'sun-seen'],
    },
    {
      text: 'The cloud keeps the heat off, so the party marches through midday without flagging.',
      requires: ['overcast'],
      excludes: ['cool', 'cold', 'freezing', 'bitter', 'searing', 'night', 'streets'],
    },
    {
      text: 'Tents go up wet and come down wetter: without a dry place to sleep, a long rest restores no Hit Dice.',
      requires: ['rain'],
      excludes: ['light-rain', 'streets'],
    },
    {
      text: 'The rain beats down long grass and brush: tracks leave clear paths through it, and anything following the party needs no check to do so.',
      requires: ['rain'],
      excludes: ['streets', 'frozen', 'arid', 'wooded'],
    },
    {
      text: 'Rivers and streams rise and cloud: fording anything deeper than the knee takes a DC 10 Strength (Athletics) check.',
      requires: ['rain'],
      excludes: ['streets', 'light-rain'],
    },
    {
      text: 'The fog hides the sun and stars alike: without a compass or a road, each hour of travel takes a DC 13 Wisdom (Survival) check to hold a course.',
      requires: ['fog'],
      excludes: ['low-fog', 'streets'],
    },
    {
      text: 'Dew soaks every boot and hem by the first mile; a party that pushes on without drying out has disadvantage on its next Constitution saving throw against the cold.',
      requires: ['fog'],
      excludes: ['streets', 'frozen'],
    },
    {
      text: 'Falling snow muffles the world: hearing-based Wisdom (Perception) checks have disadvantage, and the party hears nothing beyond 100 feet.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Every step breaks fresh snow: the lead traveler tires fast, and the party must trade the lead every hour or fall to half pace.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Dust and grit blow into every meal and bedroll: a short rest in the open gives no benefit without a windbreak.',
      requires: ['wind'],
      excludes: ['frozen', 'shore', 'wooded', 'streets'],
    },
    {
      text: 'Walking into the wind wears everyone down: Constitution saving throws for a forced march against it have disadvantage.',
      requires: ['wind'],
    },
    {
      text: 'The storm sends everything to ground: no random encounters while it lasts, but whatever was hunting comes out hungry afterward.',
      requires: ['storm'],
    },
    {
      text: 'Falling branches and flying debris: each hour in the open, each creature makes a DC 10 Dexterity saving throw or takes 1d6 bludgeoning damage.',
      // Only a gale brings branches down, and only where trees or roofs stand.
      requires: ['storm', 'gale'],
      excludes: ['arid', 'frozen', 'plains', 'heights'],
    },
    {
      text: 'Tents and awnings must be weighted with stones: a camp made without a DC 10 Wisdom (Survival) check loses a tent or a pack to the wind overnight.',
      requires: ['wind'],
      excludes: ['streets'],
    },
    {
      text: 'Birds and flying scouts stay low in this wind, so anything watching from the air sees little: Wisdom (Perception) checks made from above have disadvantage.',
      requires: ['wind'],
    },
    {
      text: 'The wind drives out every scent: creatures that hunt by smell cannot track the party from downwind or up.',
      requires: ['wind'],
    },
    {
      text: 'A steady wind keeps the biting insects away and dries wet gear in an hour, so a short rest in the open does everyone good.',
      requires: ['wind'],
      excludes: ['frozen', 'cold', 'freezing', 'bitter'],
    },
    {
      text: 'Travelers lean into the wind all day: by evening, anyone who marched more than 8 hours makes a DC 10 Constitution saving throw or starts the next day tired (disadvantage on its first ability check).',
      requires: ['wind'],
    },
    {
      text: 'Sleep comes poorly in the heat: a long rest taken without shade or water restores only half the usual hit points.',
      requires: ['heat'],
    },
    {
      text: 'Anything alive waits out the heat in shade or burrow: random encounters come only at dawn and dusk.',
      requires: ['heat'],
      excludes: ['streets'],
    },
    {
      text: 'Armor bakes its wearer: a creature in medium or heavy armor who marches through midday needs twice its usual water.',
      requires: ['heat'],
    },
    {
      text: 'A spark could set the dry land burning: a campfire left unwatched starts a blaze on a 1 in 6.',
      requires: ['heat'],
      excludes: ['streets', 'wetland', 'shore'],
    },
    {
      text: 'Tracks are hard to find and easy to lose: following a trail through the fog takes a DC 15 Wisdom (Survival) check every mile.',
      requires: ['fog'],
    },
    {
      text: 'Lanterns only make it worse, lighting the mist into a glowing wall: a light carried in the fog shows the bearer from far off and lets them see no farther.',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'Scouts cannot range ahead in weather like this: anyone who moves more than 60 feet from the party makes a DC 12 Wisdom (Survival) check to find it again.',
      requires: ['fog'],
      excludes: ['low-fog'],
    },
    {
      text: 'Wet grass and soaked bracken hide the footing: the party moves at half pace on any slope, or risks a twisted ankle (DC 10 Dexterity saving throw).',
      requires: ['fog'],
      excludes: ['streets', 'frozen', 'arid'],
    },
    {
      text: 'Under the cloud, the air stays the same from dawn to dusk: there is no cool hour to wait for and no hot one to avoid, so the party may march whenever it likes.',
      requires: ['overcast'],
      excludes: ['sunlit', 'night'],
    },
    {
      text: 'Sound carries low under the cloud: voices from a camp or a road can be heard a mile off by anyone who stops to listen.',
      requires: ['overcast'],
      excludes: ['streets', 'gusty', 'gale'],
    },
    {
      text: 'The cloud hides the party from anything watching from the air: creatures flying above the cloud cannot spot it at all.',
      requires: ['overcast'],
      excludes: ['sunlit', 'haze'],
    },
    {
      text: 'Camp is easy to hide on a gray evening: no check is needed to site a fire where it cannot be seen from the road.',
      requires: ['overcast'],
      excludes: ['streets', 'night'],
    },
    {
      text: 'A flat, colorless light makes every path look the same: a party off the road makes a DC 10 Wisdom (Survival) check each hour or loses a mile to a wrong turning.',
      requires: ['overcast'],
      excludes: ['streets', 'sunlit', 'sun-seen'],
    },
    {
      text: 'Scent washes away in the rain: hounds and beasts that track by smell lose the party after the first mile.',
      requires: ['rain'],
      excludes: ['light-rain'],
    },
    {
      text: 'Wet hands slip: climbing checks have disadvantage, and a weapon dropped in the mud takes an action to find and wipe.',
      requires: ['rain'],
    },
    {
      text: 'Anyone out in the rain all day needs a dry fire at night, or makes a DC 10 Constitution saving throw and catches a chill (disadvantage on Constitution checks until a long rest indoors).',
      requires: ['rain'],
      excludes: ['warm', 'hot', 'light-rain'],
    },
    {
      text: 'Farmhouses and inns are full of people waiting out the rain: finding a dry bed takes a DC 12 Charisma (Persuasion) check or twice the usual coin.',
      requires: ['rain'],
      excludes: ['wild'],
    },
    {
      text: 'Dry ground and long light: a party that marches from dawn to dusk covers a quarter again its usual distance without a forced march.',
      requires: ['clear'],
      // Never over snow and ice.
      excludes: ['night', 'streets', 'bitter', 'searing', 'hot', 'wetland', 'haze', 'frozen', 'snow-told'],
    },
    {
      text: 'A clear sky makes a hard lookout: anything watching from a height spots the party at twice the usual distance, and the party spots it no sooner.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'With the stars to read by, a DC 10 Intelligence (Nature) check tells the hour and the direction to the nearest road.',
      requires: ['clear', 'night'],
      excludes: ['wooded', 'streets'],
    },
    {
      text: 'The ground dries by noon, so a party that waits out the morning damp travels the afternoon at full pace on firm footing.',
      requires: ['clear'],
      // Not where snow lies or melts.
      excludes: ['night', 'streets', 'arid', 'frozen', 'snow-told', 'thaw', 'snow'],
    },
    {
      text: 'Morning and evening throw long, sharp shadows: a creature hiding in them has advantage on Dexterity (Stealth) checks, and one crossing open ground has disadvantage.',
      requires: ['clear'],
      excludes: ['night', 'haze'],
    },
    {
      text: 'Drifting snow buries the trail behind the party within the hour, so nothing can follow it by its tracks.',
      requires: ['snow'],
      excludes: ['streets'],
    },
    {
      text: 'Snow clings to boots and hems and melts into them at every fire: without dry socks, each creature makes a DC 10 Constitution saving throw at dawn or has disadvantage on Dexterity checks that day.',
      requires: ['snow'],
    },
    {
      text: 'Nothing of the road is left to see: without a guide, landmarks or a road, the party makes a DC 12 Wisdom (Survival) check every hour or strays.',
      requires: ['storm'],
      excludes: ['streets'],
    },
    {
      text: 'Thunder spooks the pack animals: each hour, a DC 12 Wisdom (Animal Handling) check keeps them from bolting with the gear.',
      requires: ['storm'],
      excludes: ['streets', 'frozen'],
    },
    {
      text: 'A long clear spell has dried the paths to powder: the party raises a plume of dust that can be seen from a mile off.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'wetland', 'frozen', 'shore', 'haze', 'thaw'],
    },
    {
      text: "A traveler can read the whole day's route from the first rise: a DC 10 Wisdom (Survival) check there finds a shorter way, saving an hour.",
      requires: ['clear'],
      excludes: ['night', 'streets', 'wooded', 'haze'],
    },
    {
      text: 'Springs and streams show plainly from afar in clear light, so refilling water needs no check today.',
      requires: ['clear'],
      excludes: ['night', 'streets', 'arid', 'frozen'],
    },
    {
      text: 'Bright weather makes a party careless: the first random encounter of the day catches it unready unless a DC 12 Wisdom (Perception) check is made.',
      requires: ['clear'],
      excludes: ['night', 'streets'],
    },
    {
      text: 'Under the cloud the light never changes: a watcher on the road sees as far at noon as at dawn.',
      requires: ['overcast'],
      excludes: ['sunlit', 'night', 'streets'],
    },
    {
      text: 'The cloud lowers through the day: a party that wants to cross high or open ground should do it before noon, or make a DC 12 Wisdom (Survival) check to keep its bearings there.',
      requires: ['overcast'],
      excludes: ['streets', 'sunlit', 'night'],
    },
    {
      text: 'Rain on the road means fewer travelers on it: random encounters with other people are half as likely.',
      requires: ['rain'],
      excludes: ['wild'],
    },
    {
      text: 'Cooking fires smoke and sulk in the wet: a hot meal takes twice as long, and a party that goes without has disadvantage on its next Constitution saving throw.',
      requires: ['rain'],
      excludes: ['light-rain', 'streets'],
    },
    {
      text: 'The frost holds until midmorning: a party that starts early gets two hours of hard, dry footing before the ground softens.',
      requires: ['frost'],
      excludes: ['night', 'arid', 'frozen'],
    },
    {
      text: 'Tracks in the frost show as plain dark prints: following them takes no check until the sun softens them.',
      requires: ['frost'],
      excludes: ['night'],
    },
  ]),
};

/** The weather grammar for the integrity test. */
export const WEATHER_SPEC: GrammarSpec = {
  name: 'weather',
  grammar: WEATHER_GRAMMAR,
  roots: ['condition', 'temperature', 'windLabel', 'wind', 'travel', 'galeTravel', 'extremeTravel'],
  provided: ['quarter'],
  adjectives: ['adjStorm', 'adjHaze'],
};
