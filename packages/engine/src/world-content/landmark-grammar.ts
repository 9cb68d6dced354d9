import type { Grammar, Row } from '../core/table';
import { numberRows, type GrammarSpec } from './compose';
import { peopleTables, PERSON_BINDINGS } from './people-grammar';

/** The nouns a landmark's name may use, by the form of the landmark (a feature row's tag). */
const NAME_NOUNS: Readonly<Record<string, readonly string[]>> = {
  spire: ['Spire', 'Needle', 'Fang', 'Finger', 'Pillar'],
  stone: ['Stone', 'Stones', 'Monolith', 'Menhir', 'Rock'],
  tree: ['Tree', 'Bough', 'Boughs', 'Root', 'Grove'],
  water: ['Pool', 'Spring', 'Mere', 'Well', 'Waters', 'Fountain'],
  ruin: ['Ruin', 'Hall', 'Keep', 'Walls', 'Halls'],
  tower: ['Tower', 'Watch', 'Beacon', 'Turret'],
  arch: ['Arch', 'Gate', 'Span', 'Gateway'],
  bridge: ['Bridge', 'Crossing', 'Span', 'Way'],
  cave: ['Grotto', 'Hollow', 'Mouth', 'Cave', 'Den'],
  statue: ['Statue', 'Colossus', 'Watcher', 'Sentinel', 'Idol'],
  mound: ['Barrow', 'Mound', 'Cairn', 'Howe'],
  wreck: ['Wreck', 'Hulk', 'Keel', 'Ribs'],
  chasm: ['Chasm', 'Rift', 'Gorge', 'Cleft'],
  fire: ['Flame', 'Furnace', 'Vent', 'Hearth', 'Embers'],
  bone: ['Bones', 'Remains'],
  shrine: ['Shrine', 'Sanctum', 'Hallows'],
  garden: ['Garden', 'Bower', 'Gardens'],
};

/** Words a lore lead and its claim must not share, each with the tag the lead implies and the claim excludes. */
const LEAD_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\blocals?\b/i, 'lead-locals'],
  [/\bold(est)?\b/i, 'lead-old'],
  [/\bstor(y|ies)\b|\btales?\b/i, 'lead-story'],
  [/\btravel(ers?|ing|ed)?\b/i, 'lead-travel'],
  [/\bsw(ear|ears|ore|orn)\b/i, 'lead-swear'],
  [/\bsongs?\b|\bsing(s|ing)?\b|\bsang\b|\bsung\b|\bballads?\b/i, 'lead-song'],
  [/\bclaims?\b/i, 'lead-claim'],
  [/\bpriests?\b/i, 'lead-priest'],
  [/\binsists?\b/i, 'lead-insist'],
  [/\bchild(ren)?\b/i, 'lead-child'],
  [/\btaverns?\b|\bgossip\b/i, 'lead-tavern'],
  [/\bscholars?\b|\btreatises?\b/i, 'lead-scholar'],
  [/\bargu(e|es|ed|ing)\b/i, 'lead-argue'],
  [/\bpilgrims?\b|\bpilgrimage\b/i, 'lead-pilgrim'],
  [/\bwhisper/i, 'lead-whisper'],
  [/\bpeddlers?\b/i, 'lead-peddler'],
  [/\bhunters?\b/i, 'lead-hunter'],
  [/\bsailors?\b/i, 'lead-sailor'],
  [/\bminers?\b/i, 'lead-miner'],
  [/\bgrandmothers?\b/i, 'lead-grandmother'],
  [/\bsays?\b|\bsaid\b/i, 'lead-say'],
  [/\bholds?\b/i, 'lead-hold'],
];

const leadWordTags = (text: string): string[] => LEAD_WORDS.filter(([re]) => re.test(text)).map(([, tag]) => tag);

/** Lore leads, each implying the tags of its own words. */
function leadRows(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const r = typeof row === 'string' ? { text: row } : row;
    return { ...r, implies: [...(r.implies ?? []), ...leadWordTags(r.text)] };
  });
}

/** Lore claims, each excluding the leads that share one of its words. */
function claimRows(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const r = typeof row === 'string' ? { text: row } : row;
    const tags = leadWordTags(r.text);
    return tags.length ? { ...r, excludes: [...(r.excludes ?? []), ...tags] } : row;
  });
}

/** Creatures a setting shows: the description already sets life beside it. */
const LIVELY_SETTING =
  /\b(fox|wolf|walrus|seals?|narwhal|cormorants|lizard|camel|horses|bison|prairie dog|woodpeckers|jays|deer|badger|crickets|larks|pony|chamois|ibex|lammergeiers|mules|frogs|heron|turtles|bittern|alligator|crayfish|eel|fish|urchins|octopus|ray)\b/i;
/** Water that runs or drips in a setting: nothing Thirsty about what stands there. */
const DAMP_SETTING = /(?<!dry |frozen )\b(stream|spring|drips|roars through|pond)\b/i;

/** Settings of one environment, tagged by what their words show. */
function settingRows(env: string, texts: readonly string[]): Row[] {
  return texts.map((text) => {
    const tags = [...(LIVELY_SETTING.test(text) ? ['lively'] : []), ...(DAMP_SETTING.test(text) ? ['damp'] : [])];
    // No water drips beside a flame or a river of magma.
    const damp = tags.includes('damp');
    return { text, requires: [env], ...(tags.length ? { tags } : {}), ...(damp ? { excludes: ['fire'] } : {}) };
  });
}

/** Landmark forms: each feature row carries exactly one, and the name's noun is drawn to match it. */
export const LANDMARK_FORMS = Object.keys(NAME_NOUNS);

/** Nouns that name a standing, carved thing: never a figure cut flat into a hillside. */
const STANDING_NOUNS = new Set(['Statue', 'Colossus', 'Idol', 'Sentinel']);

/**
 * Nouns that promise a particular shape of their form, and the tag a feature's words must earn:
 * a Menhir or a Monolith is a standing stone (not a geode), the Stones are several, a Keep is a
 * fort or a tower (not a chapel).
 */
const NARROW_NOUNS: Readonly<Record<string, string>> = {
  Menhir: 'upright',
  Monolith: 'upright',
  Stones: 'several',
  Keep: 'fortified',
  Grove: 'trees',
  Bower: 'leafy',
  Pool: 'pool',
  Mere: 'lake',
  Spring: 'spring',
  Well: 'well',
  Fountain: 'fountain',
  Cairn: 'cairn',
  Barrow: 'earthen',
  Howe: 'earthen',
  Vent: 'vent',
};
/** What a feature's words show, as the tags NARROW_NOUNS ask for. */
const SHAPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/standing stone|monolith|menhir|pillar|stone knight/i, 'upright'],
  [/stones\b/i, 'several'],
  // Built to be held: a fort's walls, not a chapel's or a drowned village's.
  [/\b(fort|fortress|castle|keep|tower|citadel)\b/i, 'fortified'],
  [/glacier ice|\bof ice\b|\bice cave\b/i, 'ice'],
  [/^An? (field|forest|stretch|circle|ring|hall) of\b/, 'spread'],
  [/\b(rowans|birches|trees|palms|oaks)\b/i, 'trees'],
  // What kind of water it is: a fountain is no mere, a lake no well.
  [/\b(pool|pond|tarn|hot spring)\b/i, 'pool'],
  [/\b(lake|tarn|pond)\b/i, 'lake'],
  [/\bspring\b|\boasis\b/i, 'spring'],
  [/\bwell\b/i, 'well'],
  [/\bfountain\b/i, 'fountain'],
  // A Vent is a crack or a chimney the fire comes out of, not a bowl or a burning field.
  [/\b(vent|crack|chimney|fissure)\b/i, 'vent'],
  // A cairn is piled stones; a barrow or a howe is an earthen tomb.
  [/\bcairn\b/i, 'cairn'],
  [/\bbarrow\b|\bburial mound\b|\bgrassy mound\b/i, 'earthen'],
  [/\b(glade|walled garden)\b/i, 'leafy'],
  // Set into a wall or a cliff: nothing stands free to cast a shadow or be circled.
  [/\bniche\b|\bcut into\b|\bbuilt into\b|\bhewn into\b|\bin a cleft\b|\bcarved into the living rock\b/i, 'recessed'],
  // Creatures the description already sets at it (blind fish, crabs, nesting birds): never a place no creature comes near.
  [/\b(fish|crabs?|birds|bats|eels|anemones|gulls|herons|pigeons|sheep|cattle|vultures|deer|tracks)\b/i, 'lively'],
  // Part of a building (a temple's spire, a chapel's wall): made by hands, never a person once.
  [/\b(temple|chapel|monastery|mansion|house)\b/i, 'built'],
  // A thing that makes a sound of its own (rings, chimes, booms, whistles, hums): never a hush around it.
  [/\b(ring(s|ing)|chimes?|booms|whistles|humming|moans|sings|bells)\b/i, 'sounding'],
  // Air that moves at it (a shaft that breathes, a hissing vent): never still air around it.
  [/\bbreathes\b|\bhissing\b|\bupdraft\b|\blike breath\b|\bair that moves\b/i, 'breezy'],
  // Nothing standing to carve or write on: a stretch of marsh, a patch of earth, a river of magma, a glade, a kelp
  // forest, a pond in the rushes.
  [
    /^An? (?:stretch|smoldering patch|river) of\b|^A (?:glade|meadow|forest of giant kelp|spiral of flowering cacti|black pool|spring-fed pond|steaming hot spring)\b|^An oasis\b/,
    'surfaceless',
  ],
  // Standing high on a ridge, a summit or a hillside: nothing Sunken about it.
  [/\b(ridge|summit|hilltop|hillside|clifftop)\b/i, 'high'],
  // Water running or dripping at it (a stream below a footbridge): nothing Thirsty about it.
  [/(?<!\bno )\b(stream|river|brook|waterfall)\b/i, 'damp'],
  // Sunk below its ground: buried, swallowed by the sand, at the bottom of a pit, a dell or a gorge.
  [
    /\b(sunk|half-sunk|sunken|buried|half-buried|half-swallowed|sinkhole|stepwell|trench|gorge|gully|dell|pit|beneath the roots|below the)\b/i,
    'low',
  ],
  // Buried or rebuilt in the winter snow: no summer sun circling it.
  [
    /buried to its eaves in snow|half-buried in drifts|half buried in snow|snowdrift|rebuilt every winter/i,
    'snowbound',
  ],
  // Broken, fallen or in ruins: the only forms a Broken name fits.
  [
    /\b(broken|ruined|ruins?|crumbling|collapsed|fallen|toppled|shattered|cracked|roofless|smashed|snapped|shell of|wreck|tumbled|half-fallen|gutted|burned-out|sagging)\b/i,
    'ruined',
  ],
  // A description that already says frozen: no Frozen name to echo it.
  [/\bfrozen\b/i, 'frozen-said'],
  // Hung or hanging: the only forms a Hanging name fits.
  [/\b(hang(s|ing)?|hung|dangl(es|ing)|suspended)\b/i, 'hanging'],
  // Leaning, twisted or bent: the only forms a Crooked name fits.
  [/\b(lean(s|ing)?|twisted|crooked|bent|tilted|tipped|listing|gnarled|askew)\b/i, 'crooked'],
  // Split, cleft or cracked in two: the only forms a Split name fits.
  [/\b(split|cleft|cracked|riven|in two|halves|fissure|crack)\b/i, 'split'],
  // Carvings the description shows, which a vandal may paint over.
  // Carved by hands, not by the wind.
  [/(?<!wind-)\bcarv(?:ed|ings?)\b(?! by the wind)/i, 'carved'],
  // Offerings the description already lays out: no second heap of them in the detail.
  [/\bofferings?\b|\bbowl of\b/i, 'offered'],
  // The colors a feature shows, so a Black name is never given to a bleached one.
  [/\b(black|blackened)\b/i, 'hue-black'],
  [/\b(white|bleached|bone-white|pale|silver|chalk)\b/i, 'hue-pale'],
  [/\b(red|scarlet|crimson)\b/i, 'hue-red'],
  [/\b(blue|green|emerald|gold|golden|violet|yellow|bronze|gray)\b/i, 'hue-other'],
  // Held up out of reach (a ship in a roof, a post on a hanging spire, a tower on stilts): nobody at
  // its foot can touch it, so nothing is cut, tied or dug at a person's height.
  [
    /\blodged in the roof\b|\bhanging spire\b|\bhanging from a cliff\b|\bon stilts\b|\bhanging over the drop\b/i,
    'aloft',
  ],
  // A maker the description names by rank (a sea king, a triumphal victory, a duke's folly): raised
  // in an age of kingdoms, never before the first of them.
  [/\b(king|queen|prince|princess|royal|crown|duke|lord|emperor|imperial|triumphal)\b/i, 'reign-told'],
  [
    /\bnatural\b|\btor\b|geode|sea stack|column of red rock|needle of bare rock|glacier ice|stalagmites|rock at the tideline|living arch|mangrove roots/i,
    'natural',
  ],
];

/** Forms and shapes no hand raised: a claim that builders made it stays away from them. */
const UNBUILT = ['tree', 'water', 'cave', 'chasm', 'fire', 'bone', 'garden', 'wreck', 'natural'];

/**
 * Forms with no foot or base to speak of: a pool, a glade, a chasm, a flame, a cave, a wreck, a
 * heap of bones, or many things spread over the ground (a ring of stones, a field of bones).
 */
const BASELESS = ['water', 'garden', 'chasm', 'fire', 'flat', 'cave', 'wreck', 'bone', 'spread', 'bridge'];

/** Tags of a landmark that lies under the sea, under the earth or below its ground: the only ones a Sunken name fits. */
const SUNK = ['submerged', 'Underground', 'low'];

/**
 * Environments far from any village (the ice, the peaks, the deep caves, the sea floor): no local
 * children play, dare or chant rhymes there.
 */
const REMOTE = ['Arctic', 'Mountain', 'Underground', 'submerged'];

/** Tags of a landmark that stands in or beside water: the only ones a Drowned name fits. */
const WET = ['water', 'submerged', 'wetland', 'shore'];

const nounRows: Row[] = [
  ...Object.entries(NAME_NOUNS).flatMap(([form, nouns]) =>
    nouns.map((noun) => ({
      text: noun,
      id: `${form}:${noun}`,
      requires: [form],
      ...(STANDING_NOUNS.has(noun) ? { excludes: ['flat'] } : {}),
      // One figure is never a hall of them.
      ...(form === 'statue' ? { excludes: [...(STANDING_NOUNS.has(noun) ? ['flat'] : []), 'spread'] } : {}),
      // One Stone, Rock, Menhir or Monolith is never a field or a ring of them.
      ...(['Stone', 'Rock', 'Menhir', 'Monolith'].includes(noun) ? { excludes: ['several', 'spread'] } : {}),
      // A Span stands free; a gate cut into a cliff spans nothing.
      ...(noun === 'Span' ? { excludes: ['recessed'] } : {}),
      ...(NARROW_NOUNS[noun] ? { requires: [form, NARROW_NOUNS[noun]] } : {}),
      // The Waters are never "of Quiet Waters".
      ...(noun === 'Waters' ? { implies: ['waters-named'] } : {}),
    })),
  ),
  // A hall of many figures is named for all of them.
  { text: 'Statues', id: 'statue:Statues', requires: ['statue', 'spread'] },
  { text: 'Sentinels', id: 'statue:Sentinels', requires: ['statue', 'spread'] },
  // A figure cut into the chalk is no statue.
  { text: 'Figure', id: 'statue:Figure', requires: ['statue', 'flat'] },
  { text: 'Chalk', id: 'statue:Chalk', requires: ['statue', 'flat'] },
];

/** Forms that raise a face taller than a person (a tower, a trunk, a hull): what claws can score high up. */
const FACED = ['spire', 'tower', 'statue', 'arch', 'ruin', 'tree', 'wreck'];

/**
 * What a feature offers, as tags detail and lore rows require: `faced` (a face taller than a person),
 * `ashore` (dry ground beside it where people stand, walk, camp and leave things: not under the water,
 * nor a thing out in the surf or the open water, which its row marks `offshore`).
 */
function affordances(env: string, form: string, shapes: readonly string[], flat: boolean): string[] {
  const upright = FACED.includes(form) || (form === 'stone' && (shapes.includes('upright') || shapes.includes('tor')));
  const faced = upright && !flat && !shapes.includes('spread') && !shapes.includes('several');
  const ashore = env !== 'Underwater' && !shapes.includes('offshore');
  return [...(faced ? ['faced'] : []), ...(ashore ? ['ashore'] : [])];
}

/**
 * A feature row; `flat` marks one that lies level with the ground (a chalk figure, traced foundations), with no side
 * or base; `offshore` one that stands out in the surf or the open water, with no dry ground beside it.
 */
const feature = (env: string, form: string, text: string, flat = false, offshore = false): Row => {
  const shapes = [
    ...SHAPE_WORDS.filter(([re]) => re.test(text)).map(([, tag]) => tag),
    ...(offshore ? ['offshore'] : []),
    ...(/\btor\b/.test(text) ? ['tor'] : []),
  ];
  return {
    text,
    requires: [env],
    tags: [form, ...(flat ? ['flat'] : []), ...shapes, ...affordances(env, form, shapes, flat)],
  };
};

/**
 * Landmarks. A `feature` row fits one environment and carries its form (spire, water, ruin...);
 * the generator adds the form to the context so the name's noun matches what is described.
 * Code binds `$town` (a settlement: a link from a sent package, else a name from `placeName`)
 * and, with the tag `site-given`, `$site` (a location link from a sent package).
 */
export const LANDMARK_GRAMMAR: Grammar = {
  ...peopleTables('placeName'),
  feature: [
    feature(
      'Arctic',
      'spire',
      'A tall spire of blue glacier ice, carved by the wind into the shape of a hooded figure.',
    ),
    feature(
      'Arctic',
      'stone',
      'A ring of {?adjAge} black standing stones jutting from the snow; no snow ever settles inside the ring.',
    ),
    feature('Arctic', 'wreck', 'The hull of a great ship, locked upright in the pack ice miles from any open water.'),
    feature(
      'Arctic',
      'cave',
      'An ice cave whose walls hold frozen shapes: fish, birds, and one thing nobody can name.',
    ),
    feature(
      'Arctic',
      'bone',
      'The ribs of some enormous beast arching out of a snowdrift, big enough to shelter a whole camp.',
    ),
    feature(
      'Arctic',
      'water',
      "A steaming hot spring ringed with green moss, the only color for a day's travel in any direction.",
    ),
    feature(
      'Arctic',
      'statue',
      'A giant figure carved from a single block of ice, its face worn smooth, one arm pointing north.',
    ),
    feature(
      'Arctic',
      'mound',
      'A cairn of stacked whale bones and stones, hung with faded prayer cloths that crackle in the wind.',
    ),
    feature(
      'Arctic',
      'chasm',
      'A crevasse so deep and blue it seems to glow, crossed by a single natural bridge of ice.',
    ),
    feature('Arctic', 'fire', 'A patch of black rock where snow never settles, warm to the touch and faintly humming.'),
    feature(
      'Arctic',
      'tower',
      'A squat stone watchtower half-buried in drifts, its top room still dry and stocked with frozen rations.',
    ),
    feature('Arctic', 'arch', 'A natural arch of ice through which the low sun shines for exactly one hour each day.'),

    feature(
      'Coastal',
      'spire',
      'A sea stack standing alone in the surf, crowned with nesting birds and a single twisted pine.',
      false,
      true,
    ),
    feature(
      'Coastal',
      'tower',
      'A lighthouse of pale stone whose lamp has been dark for a century, though ships still steer by it.',
    ),
    feature(
      'Coastal',
      'wreck',
      'The bleached ribs of a warship half-buried in the dunes, its figurehead still staring out to sea.',
    ),
    feature(
      'Coastal',
      'cave',
      'A sea cave that booms like a drum at high tide; at low tide, a narrow beach leads deep inside.',
    ),
    feature('Coastal', 'stone', 'A flat black rock at the tideline, covered in carved handprints of every size.'),
    feature(
      'Coastal',
      'arch',
      'A natural sea arch so tall that small ships can sail through it at high tide.',
      false,
      true,
    ),
    feature(
      'Coastal',
      'water',
      'A tidal pool that never drains, full of bright fish that do not belong in these waters.',
    ),
    feature(
      'Coastal',
      'statue',
      'A {?adjAge} statue of a woman holding a lantern, standing waist-deep at the end of a ruined pier.',
      false,
      true,
    ),
    feature('Coastal', 'shrine', 'A tiny chapel on a tidal island, reachable on foot for only two hours a day.'),
    feature('Coastal', 'bone', 'A whale skeleton that someone has rearranged on the beach into the shape of a door.'),
    feature('Coastal', 'bridge', 'A causeway of fitted stones that runs out into the sea and simply stops.'),
    feature(
      'Coastal',
      'ruin',
      'The walls of a drowned village, rising from the sand at low tide with crabs in every doorway.',
    ),

    feature('Desert', 'spire', 'A column of red rock, wind-carved into a stack of enormous balancing discs.'),
    feature('Desert', 'water', 'An oasis of three palms and a pool so clear it looks empty until you touch it.'),
    feature(
      'Desert',
      'statue',
      'A colossal stone head half-swallowed by a dune, only its eyes and brow above the sand.',
    ),
    feature(
      'Desert',
      'ruin',
      'The roofless walls of a {?adjAge} caravan fort, its courtyard full of drifted sand and wind-scoured murals.',
    ),
    feature('Desert', 'bone', 'The sun-bleached skull of a dragon, large enough to walk into through the eye socket.'),
    feature('Desert', 'arch', 'A natural sandstone arch that whistles a low, steady note whenever the wind blows.'),
    feature('Desert', 'stone', 'A field of glassy black stones, each one perfectly round and warm even at night.'),
    feature('Desert', 'chasm', "A slot canyon barely wider than a person's shoulders, its walls striped red and gold."),
    feature(
      'Desert',
      'mound',
      'A stepped tomb mound of mud brick, its entrance sealed with a slab carved in warnings.',
    ),
    feature('Desert', 'shrine', 'A shrine cut into a cliff face, reached by a stair so steep it is almost a ladder.'),
    feature(
      'Desert',
      'arch',
      'A freestanding stone gateway in the middle of the salt flats, with nothing at all on either side.',
    ),
    feature(
      'Desert',
      'garden',
      'A spiral of flowering cacti planted with perfect care, tended by someone nobody has ever seen.',
    ),

    feature('Forest', 'tree', 'An oak so old and vast that the hollow in its trunk could stable four horses.'),
    feature(
      'Forest',
      'stone',
      'A moss-covered standing stone with a hole through its center, worn smooth by countless hands.',
    ),
    feature(
      'Forest',
      'ruin',
      'A chapel swallowed by the forest, roots prying its walls apart and a birch growing from the altar.',
    ),
    feature('Forest', 'water', 'A black pool in a ring of silver birches; nothing reflects in it but the sky.'),
    feature('Forest', 'bridge', 'A footbridge woven from living branches, spanning a gully with a stream far below.'),
    feature(
      'Forest',
      'statue',
      'A stone knight kneeling in a clearing, shrouded in ivy, his sword planted point-down.',
    ),
    feature('Forest', 'garden', 'A glade where every flower is white and every bird falls silent.'),
    feature(
      'Forest',
      'mound',
      'A long barrow on a rise, its entrance flanked by two yews and blocked by a rusted gate.',
    ),
    feature(
      'Forest',
      'tower',
      'A wooden hunting tower on stilts, sagging but sound, with a view over the whole canopy.',
    ),
    feature('Forest', 'cave', 'A hollow beneath the roots of a fallen giant, dry and deep and smelling of animal.'),
    feature('Forest', 'shrine', 'A circle of carved wooden posts hung with antlers, bells and knotted cords.'),
    feature('Forest', 'tree', 'A dead tree, bone-white, hung with hundreds of small keys on strings.'),

    feature(
      'Grassland',
      'stone',
      'A single standing stone on a rise, visible for miles, scratched all over with tally marks.',
    ),
    feature('Grassland', 'mound', 'A grassy burial mound topped by a ring of {?adjAge} wooden posts.'),
    feature(
      'Grassland',
      'tree',
      "A lone crooked hawthorn, the only tree for a day's ride, where travelers tie ribbons for luck.",
    ),
    feature(
      'Grassland',
      'ruin',
      'The foundations of a vanished town, traced out in the grass in lines of greener growth.',
      true,
    ),
    feature('Grassland', 'water', 'A spring-fed pond rimmed with rushes, where wild horses come to drink at dusk.'),
    feature('Grassland', 'chasm', 'A long sinkhole in the prairie, its walls layered with fossil shells.'),
    feature(
      'Grassland',
      'statue',
      'An enormous running horse cut into the chalk beneath the turf of a hillside.',
      true,
    ),
    feature('Grassland', 'bone', 'A field of scattered giant bones, picked clean and bleached by the sun.'),
    feature('Grassland', 'fire', 'A smoldering patch of earth where a peat fire has burned underground for years.'),
    feature('Grassland', 'shrine', 'A tall cairn of river stones, each stone painted with a name.'),
    feature('Grassland', 'garden', 'A meadow of wildflowers growing in perfect concentric rings of color.', true),
    feature('Grassland', 'tower', 'A crumbling signal tower with an iron brazier still rusting at its top.'),

    feature(
      'Hill',
      'mound',
      'A barrow crowning the hilltop, with a stone-lined passage that runs deeper than the hill should allow.',
    ),
    feature('Hill', 'ruin', 'A broken hill fort whose ditches and ramparts still show clearly under the grass.'),
    feature('Hill', 'stone', "A tor of stacked granite slabs shaped like a sleeping giant's face."),
    feature('Hill', 'tree', 'Three wind-bent rowans growing from a single root on an exposed crest.'),
    feature('Hill', 'cave', "A shepherd's cave with a rough wall across its mouth and a hearth black with old fires."),
    feature('Hill', 'water', 'A holy well in a dell, its stone lip carved with faded faces.'),
    feature(
      'Hill',
      'statue',
      'A chalk giant outlined on a hillside, tall as a tower, holding a club and a lantern.',
      true,
    ),
    feature('Hill', 'tower', 'A lonely beacon tower on the highest summit, its stair still climbable.'),
    feature('Hill', 'bridge', 'A {?adjAge} packhorse bridge of gray stone arching over a rushing stream.'),
    feature('Hill', 'shrine', 'A wayside shrine of piled slate with a bowl of always-fresh milk at its foot.'),
    feature('Hill', 'arch', 'A natural stone arch on the ridge line, framing the valley below like a window.'),
    feature('Hill', 'chasm', 'A steep gorge where two hills have split apart, with a waterfall at its head.'),

    feature(
      'Mountain',
      'spire',
      'A needle of bare rock rising from the ridge, with an iron ladder pinned to one face.',
    ),
    feature('Mountain', 'tower', 'A monastery built into the cliff, half of it hanging over the drop on timber beams.'),
    feature(
      'Mountain',
      'bridge',
      'A rope bridge over a gorge a thousand feet deep, its planks old but recently repaired.',
    ),
    feature('Mountain', 'cave', "A dragon's abandoned lair, its floor fused into glass and its walls scored by claws."),
    feature(
      'Mountain',
      'statue',
      'A colossal dwarven statue guarding a sealed door in the mountainside, its twin long since fallen.',
    ),
    feature('Mountain', 'chasm', 'A notch in the ridge where the wind howls through hard enough to knock a mule down.'),
    feature(
      'Mountain',
      'water',
      'A perfectly round tarn of emerald water in a high bowl of rock, said to have no bottom.',
    ),
    feature('Mountain', 'mound', 'A great cairn at the top of the pass, where every traveler adds a stone.'),
    feature(
      'Mountain',
      'ruin',
      'The tumbled walls of a {?adjAge} mountain fortress, cut so precisely that no mortar was needed.',
    ),
    feature('Mountain', 'fire', 'A vent hissing yellow steam from a crack in the rock, crusted with sulfur crystals.'),
    feature('Mountain', 'shrine', 'A tiny shrine on a ledge, hung with bells that ring whenever a storm is coming.'),
    feature(
      'Mountain',
      'arch',
      'A great gate carved into the living rock, its doors long gone, opening onto a dark hall.',
    ),

    feature('Swamp', 'tree', 'One vast cypress standing above the drowned forest, hung with moss like a curtain.'),
    feature(
      'Swamp',
      'ruin',
      'A sunken temple whose roof rises from the black water, its steps descending into the murk.',
      false,
      true,
    ),
    feature(
      'Swamp',
      'wreck',
      'A riverboat rotting in the reeds, its paddle wheel still turning slowly in no current at all.',
    ),
    feature('Swamp', 'statue', 'A leaning stone idol of a frog-headed figure, its mouth stuffed with offerings.'),
    feature('Swamp', 'mound', 'A hummock of dry land holding a single tomb, its door sealed with pitch.'),
    feature('Swamp', 'water', 'A pool of clear, clean water in the middle of the mire, ringed with white stones.'),
    feature(
      'Swamp',
      'bridge',
      'A boardwalk on rotting stilts that winds for miles and ends at a locked door with no house behind it.',
    ),
    feature('Swamp', 'fire', 'A stretch of marsh where blue flames dance over the water each night.'),
    feature('Swamp', 'bone', 'The half-sunk skeleton of a giant crocodile, its jaws propped open with a carved post.'),
    feature('Swamp', 'shrine', 'A stilt hut hung with reed dolls, each one dressed in scraps of real clothing.'),
    feature(
      'Swamp',
      'tower',
      'A leaning stone tower sinking slowly into the mud, its lowest windows already underwater.',
    ),
    feature(
      'Swamp',
      'garden',
      'A floating island of flowering lilies, big enough to walk on, that drifts with the seasons.',
      true,
      true,
    ),

    feature(
      'Underground',
      'cave',
      'A cavern so vast the torchlight never finds the ceiling, with air that moves through it like breath.',
    ),
    feature(
      'Underground',
      'water',
      'An underground lake of perfectly still water, with pale blind fish circling in the shallows.',
    ),
    feature(
      'Underground',
      'spire',
      'A forest of stalagmites, one of them carved into a spiral stair that climbs into the dark.',
    ),
    feature(
      'Underground',
      'garden',
      'A grotto of glowing fungus in bands of blue and violet, bright enough to read by.',
    ),
    feature(
      'Underground',
      'ruin',
      'A buried city street, house fronts and a fountain intact, sealed under the rock for ages.',
    ),
    feature('Underground', 'bridge', 'A natural stone bridge over a chasm, so thin it seems impossible that it holds.'),
    feature('Underground', 'chasm', 'A bottomless shaft that breathes warm air upward every few minutes.'),
    feature(
      'Underground',
      'statue',
      'A hall of petrified figures, some kneeling, some running, all facing the same way.',
    ),
    feature('Underground', 'stone', 'A crystal geode large enough to stand in, ringing softly when touched.'),
    feature(
      'Underground',
      'fire',
      'A river of slow-moving magma lighting the cave red, crossed by a line of stepping stones.',
    ),
    feature('Underground', 'bone', 'An ossuary where the bones have been arranged into patterns of stars.'),
    feature(
      'Underground',
      'shrine',
      'A shrine cut into a great natural pillar of flowstone, its altar still holding a bowl of ever-fresh water.',
    ),

    feature(
      'Underwater',
      'wreck',
      'A sunken galleon resting upright on the sand, fish streaming through its gun ports.',
    ),
    feature('Underwater', 'garden', 'A coral garden of impossible colors, laid out in rows as if someone planted it.'),
    feature('Underwater', 'ruin', 'A drowned tower whose top floor still holds a pocket of stale air.'),
    feature('Underwater', 'statue', 'A giant statue of a sea king, toppled face-down, his crown half-buried in silt.'),
    feature('Underwater', 'chasm', 'A trench whose edge drops into blackness, with faint lights moving far below.'),
    feature(
      'Underwater',
      'garden',
      'A forest of giant kelp so tall that its fronds float on the surface a hundred feet above.',
    ),
    feature('Underwater', 'cave', 'A sea cave lined with shells that chime softly in the current.'),
    feature('Underwater', 'bone', 'The skeleton of a leviathan, so long that swimming its length takes minutes.'),
    feature(
      'Underwater',
      'fire',
      'A stone chimney on the seabed belching black water, ringed by pale crabs and tube worms.',
    ),
    feature('Underwater', 'arch', 'A natural stone arch crusted with anemones, said to be a door between currents.'),
    feature(
      'Underwater',
      'stone',
      'A circle of {?adjAge} standing stones on the seabed, older than the sea that covers them.',
    ),
    feature('Underwater', 'shrine', 'An altar of fused shells where someone leaves fresh offerings of pearls.'),

    feature(
      'Urban',
      'statue',
      'A bronze statue of a forgotten general, green with age, his nose rubbed bright by passersby.',
    ),
    feature('Urban', 'tower', 'A clock tower whose clock runs backwards, and which no one has ever managed to fix.'),
    feature(
      'Urban',
      'bridge',
      'An old bridge crowded with shops, houses and a chapel, all leaning out over the water.',
    ),
    feature(
      'Urban',
      'water',
      'A public fountain shaped like three dancing herons, said to grant one wish each century.',
    ),
    feature(
      'Urban',
      'ruin',
      'A burned-out mansion left standing in the middle of a busy street, its gates chained shut.',
    ),
    feature('Urban', 'arch', 'A triumphal arch celebrating a victory that no two historians agree ever happened.'),
    feature('Urban', 'tree', 'An ancient tree growing in the middle of a crossroads, its roots lifting the cobbles.'),
    feature(
      'Urban',
      'shrine',
      'A tiny street shrine in a wall niche, crammed with candles, coins and written prayers.',
    ),
    feature('Urban', 'garden', 'A walled garden behind a locked gate, where it is always spring.'),
    feature('Urban', 'stone', 'A boundary stone at the old city limit, worn almost smooth and still touched for luck.'),
    feature(
      'Urban',
      'mound',
      'A grassy mound in a public park, fenced with iron railings and signs forbidding digging.',
    ),
    feature(
      'Urban',
      'wreck',
      'A ship lodged in the roof of a warehouse, left there by a flood no one alive remembers.',
    ),
    feature(
      'Arctic',
      'tower',
      "An abandoned whalers' lookout of stacked stone and bone, its signal horn still hanging by the door.",
    ),
    feature(
      'Arctic',
      'ruin',
      'A trading post buried to its eaves in snow, its door dug clear by someone in the last few days.',
    ),
    feature(
      'Arctic',
      'stone',
      'A lone boulder of red granite dropped by the ice on the open tundra, its top worn into a seat.',
    ),
    feature(
      'Arctic',
      'shrine',
      'A ring of antlers set upright in the ice around a seal-oil lamp that someone keeps burning.',
    ),
    feature('Coastal', 'tower', 'A ruined signal tower on the headland, its stair spiraling up to open sky.'),
    feature('Coastal', 'cave', "A smugglers' cave behind a waterfall that drops straight onto the beach."),
    feature(
      'Coastal',
      'wreck',
      'A fishing boat hauled high above the tideline and turned keel-up into a hut, smoke curling from a hole in its hull.',
    ),
    feature(
      'Coastal',
      'garden',
      'A garden of salt-bitten herbs in terraces down the cliff, tended by an order of silent nuns.',
    ),
    feature('Desert', 'tower', 'A mud-brick wind tower standing alone over a dry well, still cool inside at noon.'),
    feature(
      'Desert',
      'cave',
      'A cave in a sandstone bluff, its walls painted with herds of beasts that live nowhere anymore.',
    ),
    feature(
      'Desert',
      'water',
      'A stepwell sunk deep into the rock, its stairs zigzagging down to a square of dark water.',
    ),
    feature(
      'Desert',
      'bone',
      'A camel graveyard where caravans leave their dead beasts, the bones bleached and sorted by size.',
    ),
    feature(
      'Forest',
      'water',
      'A waterfall spilling over a mossy ledge into a pool so clear that every pebble on its floor can be counted.',
    ),
    feature(
      'Forest',
      'arch',
      "Two ancient beeches grown together overhead into a living arch, their bark carved with lovers' initials.",
    ),
    feature(
      'Forest',
      'ruin',
      "The overgrown walls of a charcoal burners' village, each hearth still black under the bracken.",
    ),
    feature(
      'Forest',
      'bone',
      'A clearing strewn with the antlers of a hundred stags, shed or taken, nobody knows which.',
    ),
    feature(
      'Grassland',
      'arch',
      'A pair of standing stones with a third laid across their tops, framing the sunset on midsummer evening.',
    ),
    feature(
      'Grassland',
      'wreck',
      'A war wagon the size of a house, half sunk into the turf and sprouting grass from every seam.',
    ),
    feature(
      'Grassland',
      'bridge',
      'A stone bridge in the middle of open grassland, with no river beneath it and no road leading to it.',
    ),
    feature(
      'Grassland',
      'water',
      'A small round pool on the crest of the downs that never dries, even in the worst drought.',
    ),
    feature(
      'Hill',
      'stone',
      'A rocking stone on a ridge that a child can set swaying with one hand but a team of oxen cannot shift.',
    ),
    feature(
      'Hill',
      'ruin',
      'A roofless chapel on a windy saddle between two hills, its bell still hanging from a wooden frame beside it.',
    ),
    feature(
      'Hill',
      'garden',
      'An old orchard gone wild on a south-facing slope, its trees still heavy with small, sweet apples.',
    ),
    feature(
      'Hill',
      'mound',
      'A ring cairn of white quartz stones on a high shoulder of the hill, glittering after rain.',
    ),
    feature(
      'Mountain',
      'tree',
      'A single ancient pine clinging to a ledge above the tree line, its roots wrapped around the rock like fingers.',
    ),
    feature(
      'Mountain',
      'bone',
      'The skeleton of a giant lying along a scree slope, one hand still closed around a boulder.',
    ),
    feature(
      'Mountain',
      'water',
      'A frozen waterfall hanging from a cliff like the pipes of an organ, above a pool that never freezes.',
    ),
    feature('Mountain', 'cave', "A hermit's cave high on the cliff, reached by iron pegs driven into the rock."),
    feature(
      'Swamp',
      'stone',
      'A lichen-covered standing stone rising from the black water, the only solid thing for a mile.',
      false,
      true,
    ),
    feature('Swamp', 'cave', 'A hollow under the roots of a drowned cypress, dry inside and lined with woven reeds.'),
    feature(
      'Swamp',
      'ruin',
      'The stilt houses of an abandoned village, their walkways collapsed and every door standing open.',
    ),
    feature(
      'Swamp',
      'arch',
      'An arch of twisted mangrove roots over the channel, so low that boats must pass under it with everyone lying flat.',
      false,
      true,
    ),
    feature('Underground', 'water', 'A warm spring pooling in a basin of white stone, steam curling up into the dark.'),
    feature(
      'Underground',
      'tower',
      'A dwarven watch post carved into a hanging spire of rock, its lantern hooks empty and its ladder rotted away.',
    ),
    feature(
      'Underground',
      'mound',
      'A barrow raised inside a cavern, turf and all, as if carried down from the surface.',
    ),
    feature(
      'Underground',
      'tree',
      'A pale, leafless tree growing in total darkness from a crack in the cave floor, its bark as cold as stone.',
    ),
    feature('Underwater', 'tower', 'A sunken lighthouse lying on its side along the reef, its great lens still whole.'),
    feature(
      'Underwater',
      'tree',
      'A drowned forest of standing trunks on the seabed, their branches thick with mussels.',
    ),
    feature('Underwater', 'bridge', 'A stone bridge on the seabed, still carrying a drowned road across a deep cleft.'),
    feature(
      'Underwater',
      'mound',
      'A burial mound of ship timbers and stones on the seabed, its entrance sealed with a bronze shield.',
    ),
    feature(
      'Urban',
      'spire',
      'A needle-thin temple spire left standing after the temple burned, now held together by iron bands.',
    ),
    feature(
      'Urban',
      'cave',
      'An old cellar door in the market square that opens onto caves running under the whole quarter.',
    ),
    feature('Urban', 'bone', 'A chapel wall built entirely of skulls, each with a name painted on its brow.'),
    feature(
      'Urban',
      'chasm',
      'A sinkhole that swallowed a row of houses overnight, now fenced off and ringed by gawkers.',
    ),
    feature('Arctic', 'bone', 'A mammoth frozen upright in a blue ice cliff, its eyes open and its trunk raised.'),
    feature(
      'Arctic',
      'arch',
      'A gateway of two whale jawbones set in the snow, with nothing on either side but white.',
    ),
    feature('Arctic', 'garden', 'A hollow of warm ground where moss, berries and tiny flowers grow in a ring of snow.'),
    feature(
      'Coastal',
      'stone',
      'A standing stone on a shingle spit, with a hole that moans when the wind is from the sea.',
    ),
    feature('Coastal', 'mound', 'A grassy burial mound on the clifftop, half of it already fallen into the sea.'),
    feature('Coastal', 'chasm', 'A blowhole in the cliff that throws spray fifty feet in the air at every big wave.'),
    feature('Desert', 'tree', 'A lone acacia on the open plain, its branches hung with the bleached skulls of goats.'),
    feature(
      'Desert',
      'fire',
      'A crack in the ground that has breathed out a steady blue flame for as long as anyone remembers.',
    ),
    feature('Desert', 'spire', 'A needle of black rock rising from the dunes, polished glass-smooth by the sand.'),
    feature(
      'Forest',
      'spire',
      "A pillar of gray rock rising above the treetops, with a hermit's rope ladder dangling from its top.",
    ),
    feature('Forest', 'chasm', 'A steep ravine hidden by ferns, so sudden that the unwary step straight off its edge.'),
    feature(
      'Forest',
      'fire',
      'A charred clearing where lightning struck a great oak and the stump still smolders after a year.',
    ),
    feature('Grassland', 'spire', "A chimney of red rock standing alone on the prairie, with an eagle's nest on top."),
    feature(
      'Grassland',
      'cave',
      'A hole in the prairie that drops into a cave full of bones and the smell of old smoke.',
    ),
    feature(
      'Grassland',
      'ruin',
      'A ruined toll house where two old roads cross, its roof fallen in and its gate still barred.',
    ),
    feature(
      'Hill',
      'spire',
      'A slender stack of balanced stones on a summit, taller than a house and never toppled by any storm.',
    ),
    feature(
      'Hill',
      'bone',
      'A whale skeleton on a hilltop a hundred miles from the sea, every bone bound to the next with wire.',
    ),
    feature(
      'Hill',
      'wreck',
      'A shattered wagon and the bones of its oxen at the foot of a steep drop, half hidden in bracken.',
    ),
    feature(
      'Mountain',
      'stone',
      'A boulder the size of a barn balanced on a point of rock above the pass, rocking slightly in the wind.',
    ),
    feature('Mountain', 'garden', 'A high meadow of blue gentians and edelweiss, ringed by snowfields on every side.'),
    feature('Mountain', 'wreck', 'The wreck of a sky ship smashed against a glacier, its torn sails frozen stiff.'),
    feature('Swamp', 'spire', 'A spire of rotten stone leaning out of the reeds, with herons nesting on every ledge.'),
    feature(
      'Swamp',
      'chasm',
      'A sucking sinkhole in the bog that swallows anything thrown in and burps it back a day later.',
    ),
    feature('Swamp', 'stone', 'A ring of leaning stones on a dry island, each carved with a frog, a snake or a bird.'),
    feature(
      'Underground',
      'arch',
      'A doorway of carved stone standing alone in a cavern, with no wall around it and cold air flowing through.',
    ),
    feature(
      'Underground',
      'wreck',
      'A boat wrecked far underground on the shore of a dry riverbed, its hull full of clay pots.',
    ),
    feature(
      'Underground',
      'stone',
      'A standing stone deep underground, its surface warm and covered in handprints of glowing paint.',
    ),
    feature(
      'Underwater',
      'spire',
      'A tall spire of coral rising from the seabed almost to the surface, hung with nets of lost fishermen.',
    ),
    feature(
      'Underwater',
      'water',
      'A pool of brine on the seabed, its surface lying like a mirror under the sea itself.',
    ),
    feature(
      'Underwater',
      'ruin',
      'A sunken harbor town, its streets laid out in sand and its houses roofed with sea fans.',
    ),
    feature(
      'Urban',
      'fire',
      "An eternal flame in a bronze bowl on the old forum, kept alight by a rota of the town's oldest families.",
    ),
    feature('Urban', 'statue', 'A marble statue of a dancer in a market square, her stone skirts flaring mid-spin.'),
    feature(
      'Urban',
      'mound',
      'A barrow squeezed between two tall tenements, its turf kept trim by the widows of the street.',
    ),
    // More features for every environment, so a sitting of landmarks seldom meets the same one twice.
    feature(
      'Arctic',
      'tower',
      'A tower of packed snow blocks, rebuilt every winter by nobody knows whom, with a lamp burning in its one window.',
    ),
    feature(
      'Arctic',
      'water',
      'A round black lake of open water in the middle of the ice, steaming in the cold and never freezing over.',
    ),
    feature(
      'Arctic',
      'spire',
      'A pillar of dark basalt standing out of the snowfield, its north face furred with rime a hand thick.',
    ),
    feature(
      'Arctic',
      'cave',
      'A cave in the side of an iceberg frozen into the shore ice, its walls a deep and glowing blue.',
    ),
    feature(
      'Arctic',
      'wreck',
      'The frozen wreck of a whaling sloop tipped against a pressure ridge, its mast snapped in three.',
    ),
    feature(
      'Arctic',
      'mound',
      'A low mound of turf and whale ribs where the old hunters laid their dead, half buried in snow.',
    ),
    feature(
      'Coastal',
      'spire',
      'A needle of black rock at the end of the headland, split down the middle by a single lightning strike.',
    ),
    feature(
      'Coastal',
      'water',
      'A freshwater spring bubbling up through the sand below the tideline, sweet at low tide and salt at high.',
    ),
    feature('Coastal', 'ruin', 'An old customs house on the cliff edge, its back wall already fallen into the sea.'),
    feature(
      'Coastal',
      'bridge',
      'A rope-and-plank bridge slung between the mainland and a stack of rock, swaying high over the breakers.',
    ),
    feature(
      'Coastal',
      'shrine',
      'A shrine to the drowned in a cleft of the cliff, its walls hung with the names of lost boats.',
    ),
    feature(
      'Coastal',
      'fire',
      'An iron beacon basket on a high rock, still lit on stormy nights by a family who will not say who pays them.',
    ),
    feature(
      'Desert',
      'ruin',
      'A buried temple whose roof lies level with the sand, entered through a hole where a skylight once was.',
    ),
    feature(
      'Desert',
      'wreck',
      'A sand-skiff of old timber stranded on a dune crest, its sail still furled to the mast.',
    ),
    feature(
      'Desert',
      'statue',
      'A seated stone giant beside the old caravan road, its face worn away and its lap full of sand.',
    ),
    feature(
      'Desert',
      'shrine',
      'A ring of prayer poles around a flat stone where travelers pour out a mouthful of water before the crossing.',
    ),
    feature(
      'Desert',
      'mound',
      'A heap of white stones raised over a caravan master who died of thirst a day short of the well.',
    ),
    feature(
      'Desert',
      'chasm',
      'A dry canyon where a river once ran, its walls pocked with the dark doorways of old cliff dwellings.',
    ),
    feature(
      'Forest',
      'tree',
      'A yew so old that its trunk has split into a ring of separate pillars, each as thick as a cart.',
    ),
    feature(
      'Forest',
      'stone',
      'A stone table on three squat legs among the hazels, its top worn hollow by the weather.',
    ),
    feature(
      'Forest',
      'ruin',
      "A woodcutters' chapel of blackened timber, leaning badly, its door nailed shut from the inside.",
    ),
    feature(
      'Forest',
      'tower',
      'A ruined watchtower rising above the canopy, ivy-clad to the battlements, its stair choked with nests.',
    ),
    feature(
      'Forest',
      'water',
      'A spring welling up between the roots of a great ash into a stone trough green with moss.',
    ),
    feature(
      'Forest',
      'wreck',
      "A gilded carriage rotting in a thicket far from any road, its horses' harness still buckled to nothing.",
    ),
    feature(
      'Grassland',
      'stone',
      'A line of small standing stones marching across the plain for a mile, each a little taller than the last.',
    ),
    feature(
      'Grassland',
      'tree',
      'A grove of five ancient oaks in the middle of the plain, planted in a perfect cross.',
    ),
    feature('Grassland', 'mound', 'A cluster of small grassy mounds, each one topped with a single white stone.'),
    feature(
      'Grassland',
      'shrine',
      'A wayside shrine of weathered timber at a lonely crossroads, its roof thatched fresh each year.',
    ),
    feature(
      'Grassland',
      'wreck',
      'The burned frame of a great covered wagon, abandoned on the open grass with its wheels still chained.',
    ),
    feature(
      'Grassland',
      'water',
      'A wide, shallow lake that appears with the snowmelt and is gone by midsummer, leaving a ring of white salt.',
    ),
    feature(
      'Hill',
      'tower',
      'A squat round tower on a knoll, its door set halfway up the wall and reached by a ladder.',
    ),
    feature(
      'Hill',
      'cave',
      'A cave behind a curtain of ivy, with steps cut into its floor leading down into the hill.',
    ),
    feature('Hill', 'tree', 'A hollow oak on the hillside, big enough inside for a shepherd to shelter with his dog.'),
    feature(
      'Hill',
      'fire',
      'A burning seam of coal that smokes from a crack in the hillside, the ground around it always warm.',
    ),
    feature('Hill', 'garden', 'A sunken garden cut into the hillside, its terraces overgrown with roses gone wild.'),
    feature(
      'Hill',
      'statue',
      'A weathered stone shepherd on a crag above the valley, his crook broken and his eyes on the fields below.',
    ),
    feature(
      'Mountain',
      'bridge',
      'A natural bridge of stone spanning a chasm high in the pass, barely wide enough for a mule.',
    ),
    feature(
      'Mountain',
      'shrine',
      'A shrine hewn into an overhang, its ceiling black with the smoke of countless lamps.',
    ),
    feature(
      'Mountain',
      'tower',
      'A lonely watchtower on a spur of rock, its signal fire laid ready and kept dry under a slate hood.',
    ),
    feature(
      'Mountain',
      'spire',
      'A twisted spire of pale rock high on the ridge, hung with the frayed ends of old climbing ropes.',
    ),
    feature('Mountain', 'chasm', 'A glacier crevasse that opens wider every year, its depths glowing faintly blue.'),
    feature(
      'Mountain',
      'fire',
      'A fumarole on the high slope where yellow smoke pours from cracks among the boulders.',
    ),
    feature(
      'Swamp',
      'tree',
      'A dead oak standing in the bog, its branches hung with hundreds of bottles that clink in the wind.',
    ),
    feature(
      'Swamp',
      'water',
      'A spring of bright, cold water welling up through the black peat, ringed by white flowers.',
    ),
    feature(
      'Swamp',
      'tower',
      'A rickety watchtower of lashed poles above the reed beds, with a rope ladder that somebody keeps mending.',
    ),
    feature(
      'Swamp',
      'mound',
      'A grassy mound rising from the marsh like the back of a sleeping animal, a door-shaped stone set in its side.',
    ),
    feature(
      'Swamp',
      'bone',
      'The ribs of some great drowned beast arching over a channel, so that boats pass beneath them.',
    ),
    feature(
      'Swamp',
      'shrine',
      'A shrine on a raft of bound logs, anchored in the deepest channel and reached only by boat.',
      false,
      true,
    ),
    feature(
      'Underground',
      'water',
      'A waterfall pouring from a crack in the cavern wall into a pool that glows faintly green.',
    ),
    feature(
      'Underground',
      'ruin',
      'A dwarven hall with its columns still standing and its long tables set for a feast nobody ate.',
    ),
    feature('Underground', 'cave', 'A crystal cave whose walls throw back torchlight in a thousand colors.'),
    feature(
      'Underground',
      'shrine',
      'A shrine carved into a stalagmite, its niche still holding a little bronze lamp.',
    ),
    feature('Underground', 'chasm', 'A rift in the cave floor so deep that a dropped stone is never heard to land.'),
    feature(
      'Underground',
      'bone',
      'A cavern floor carpeted with the small bones of rats, heaped deepest around a single human skull.',
    ),
    feature(
      'Underwater',
      'garden',
      'A meadow of sea grass tended in neat strips, with stones laid out as paths between them.',
    ),
    feature(
      'Underwater',
      'statue',
      'A stone figure of a diver with outstretched arms, coral growing from its fingertips.',
    ),
    feature(
      'Underwater',
      'wreck',
      'A merchant cog lying on its side, its cargo of stone jars spilled in a fan across the sand.',
    ),
    feature('Underwater', 'cave', 'A cave in the reef wall whose mouth is hung with curtains of pale weed.'),
    feature(
      'Underwater',
      'ruin',
      'A drowned temple on the seabed, its columns still standing and its doors wide open to the fish.',
    ),
    feature(
      'Underwater',
      'spire',
      'A column of black basalt rising from the sand, ringed by ledges where lobsters crowd.',
    ),
    feature('Urban', 'water', 'A deep stone well in a little square, its windlass chained and its bucket long gone.'),
    feature('Urban', 'tree', 'A fig tree growing out of the wall of a counting house, its roots splitting the stone.'),
    feature('Urban', 'ruin', 'The shell of a collapsed theater, its stage still standing under the open sky.'),
    feature('Urban', 'tower', 'A narrow watchtower of the old city wall, left standing when the rest was pulled down.'),
    feature('Urban', 'bridge', 'A humpbacked bridge over a dry canal, its parapet worn smooth by idle elbows.'),
    feature(
      'Urban',
      'shrine',
      'A crossroads shrine built into the corner of a tavern, its lamp paid for by the drinkers.',
    ),
    // More features in every environment, so two landmarks of one sitting seldom share one.
    feature(
      'Arctic',
      'tower',
      'A squat stone tower on a rise above the ice, its door lashed shut with frozen walrus hide.',
    ),
    feature('Arctic', 'shrine', 'A shrine of stacked whale vertebrae with a carved wooden face set in the middle.'),
    feature('Arctic', 'arch', 'A natural arch of blue ice over a frozen stream, thick with icicles.'),
    feature(
      'Arctic',
      'tree',
      'A single dwarf birch, no higher than a knee, that somehow survives in a hollow of the snow.',
    ),
    feature('Coastal', 'tower', 'A squat tower on a headland, its lamp room empty and its stair still sound.'),
    feature('Coastal', 'shrine', 'A little shrine of whitewashed stone above the harbor, hung with model boats.'),
    feature('Coastal', 'cave', 'A sea cave whose mouth is only open at the lowest tides of the year.'),
    feature(
      'Coastal',
      'tree',
      'A wind-bent pine on the dunes, leaning so far inland that its crown nearly touches the sand.',
    ),
    feature('Desert', 'stone', 'A boulder of black rock polished mirror-bright by centuries of blowing sand.'),
    feature('Desert', 'shrine', 'A shrine cut into a sandstone outcrop, its niche holding a lamp that has burned dry.'),
    feature('Desert', 'tower', 'A mud-brick watchtower on a lonely rise, its ladder long since taken for firewood.'),
    feature(
      'Desert',
      'garden',
      'A walled garden of date palms and pomegranates around a single deep cistern, kept by nobody anyone has met.',
    ),
    feature(
      'Desert',
      'arch',
      'A natural arch of red sandstone, worn so thin at the top that daylight glows through it.',
    ),
    feature('Forest', 'stone', 'A mossy boulder split clean in two, with a young rowan growing up through the gap.'),
    feature('Forest', 'shrine', 'A shrine hung in the branches of an old yew, reached by a ladder of pegs.'),
    feature('Forest', 'ruin', "The tumbled walls of a woodcutters' village, swallowed by brambles."),
    feature('Grassland', 'tree', 'A solitary oak in the middle of the plain, broad enough to shade a whole flock.'),
    feature('Grassland', 'stone', 'A single standing stone leaning at a steep angle, as if pushed by a giant hand.'),
    feature('Grassland', 'shrine', 'A roadside shrine of wattle and daub, its roof freshly thatched every harvest.'),
    feature(
      'Grassland',
      'ruin',
      'The grassed-over foundations of a great hall, its hearthstone still black from old fires.',
    ),
    feature('Grassland', 'water', 'A round pond on the open plain, fed by no stream anyone can find.'),
    feature('Hill', 'ruin', 'A ruined chapel on the hilltop, its east window still framing the dawn.'),
    feature(
      'Hill',
      'tree',
      'A hawthorn on the crest of the hill, bent flat by the wind and white with blossom every spring.',
    ),
    feature('Hill', 'cave', 'A cave in the side of the hill, its mouth propped open by rough timber.'),
    feature('Mountain', 'shrine', 'A shrine of flat stones on the high pass, its prayer wheel creaking in the wind.'),
    feature('Mountain', 'arch', 'A natural arch of rock on the ridge, framing the valley like a window.'),
    feature('Swamp', 'ruin', 'A half-sunk manor house in the marsh, its upper floor the only part still dry.'),
    feature('Swamp', 'stone', 'A standing stone leaning out of the mire, its foot lost somewhere in the black mud.'),
    feature('Swamp', 'bridge', 'A causeway of old stones across the bog, ending at a stretch of open water.'),
    feature('Underground', 'statue', 'A statue of a kneeling miner carved from a single pillar of rock salt.'),
    feature('Underground', 'shrine', 'A shrine cut into the rock where two tunnels meet, its candles still burning.'),
    feature('Underground', 'bridge', 'A narrow stone bridge across a bottomless shaft, with no rail on either side.'),
    feature('Underwater', 'arch', 'A natural arch of reef rock that the currents sing through.'),
    feature('Underwater', 'shrine', 'A shrine of whale bone on the seabed where divers leave pearls.'),
    feature(
      'Urban',
      'statue',
      'A bronze statue of a forgotten magistrate, green with age and fondly dressed in a scarf each winter.',
    ),
    feature(
      'Urban',
      'stone',
      'An ancient standing stone in the middle of a busy market square, the stalls set up around it.',
    ),
    feature(
      'Urban',
      'arch',
      'A gate arch of the old city wall, stranded now in the middle of a busy street, its carvings worn past reading.',
    ),
    feature(
      'Urban',
      'water',
      'A public fountain in the shape of a laughing fish, its water said to be the sweetest in the city.',
    ),
  ],
  // A sentence on the ground around the feature, so two landmarks of one kind read as two places.
  setting: [
    {
      text: 'The snow around it is crusted hard and marked only by fox tracks.',
      requires: ['Arctic'],
      tags: ['lively'],
    },
    {
      text: 'On a clear day it can be seen from a long way off across the ice.',
      requires: ['Arctic'],
      excludes: ['cave', 'chasm', 'fire', 'water'],
    },
    { text: 'A line of old marker poles leads toward it from the south.', requires: ['Arctic'] },
    { text: 'The wind has carved the drifts around it into long, hard ridges.', requires: ['Arctic'] },
    {
      text: 'Fresh tracks of a great white bear circle it at a careful distance.',
      requires: ['Arctic'],
      tags: ['lively'],
    },

    {
      text: 'Gulls wheel overhead, and the smell of salt and weed hangs over everything.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    { text: 'A worn path leads to it from the fishing huts farther along the shore.', requires: ['Coastal'] },
    { text: 'Fishermen nod to it as they pass, for luck.', requires: ['Coastal'] },
    { text: 'The wind off the sea never quite stops here.', requires: ['Coastal'] },
    { text: 'Mussel shells and broken crab claws litter the ground nearby.', requires: ['Coastal'], tags: ['lively'] },

    { text: 'Heat shimmer blurs it by midday; it is clearest at dawn.', requires: ['Desert'] },
    {
      text: 'The sand around it is rippled by the wind and stitched with lizard tracks.',
      requires: ['Desert'],
      tags: ['lively'],
    },
    { text: 'A caravan trail passes within sight of it.', requires: ['Desert'] },
    {
      text: 'At night it stands out black against a sky thick with stars.',
      requires: ['Desert'],
      excludes: ['water', 'garden', 'chasm', 'hue-pale', 'recessed'],
    },
    {
      text: 'Vultures sometimes rest on the rocks nearby in the heat of the day.',
      requires: ['Desert'],
      tags: ['lively'],
    },

    { text: 'Ferns crowd close around it, and the light comes down green through the leaves.', requires: ['Forest'] },
    { text: 'A deer track runs past it through the undergrowth.', requires: ['Forest'], tags: ['lively'] },
    { text: 'Woodcutters know the way to it and will give directions for a coin.', requires: ['Forest'] },
    {
      text: 'The trees thin out around it, as if keeping a respectful distance.',
      requires: ['Forest'],
      excludes: ['tree'],
    },
    { text: 'Woodpigeons call from the canopy, and the ground is soft with old leaves.', requires: ['Forest'] },

    { text: 'The grass around it grows waist-high and hisses in the wind.', requires: ['Grassland'] },
    { text: 'Larks sing high above it all day, and the sky feels enormous.', requires: ['Grassland'] },
    { text: "A drovers' track runs past it toward the nearest market town.", requires: ['Grassland'] },
    { text: 'Cattle graze close by, quite unconcerned.', requires: ['Grassland'], tags: ['lively'] },
    { text: 'A hawk hangs in the wind above it most afternoons.', requires: ['Grassland'] },

    {
      text: 'Sheep graze the turf nearby, and their paths crisscross the slope.',
      requires: ['Hill'],
      tags: ['lively'],
    },
    { text: 'Mist gathers around it on autumn mornings and lingers until noon.', requires: ['Hill'] },
    { text: 'A drystone wall runs toward it and stops a few paces short.', requires: ['Hill'] },
    { text: 'Bracken and gorse crowd the slope around it.', requires: ['Hill'] },
    { text: 'Curlews cry over the moor around it in the spring.', requires: ['Hill'] },

    { text: 'The air is thin here, and every step toward it is hard work.', requires: ['Mountain'] },
    {
      text: 'Cloud often hides it; on a clear morning it stands sharp against the sky.',
      requires: ['Mountain'],
      excludes: ['cave', 'chasm', 'water', 'recessed'],
    },
    { text: 'A goat track winds up to it, marked with small cairns.', requires: ['Mountain'] },
    { text: 'Old snow lingers in the shadows around it well into summer.', requires: ['Mountain'] },
    { text: 'Ravens ride the updrafts along the ridge nearby.', requires: ['Mountain'] },

    { text: 'Reaching it means wading thigh-deep through black water.', requires: ['Swamp'], excludes: ['bridge'] },
    { text: 'Herons stand motionless in the shallows nearby.', requires: ['Swamp'], tags: ['lively'] },
    {
      text: 'A line of poles marks the only safe path to it through the bog.',
      requires: ['Swamp'],
      excludes: ['bridge'],
    },
    { text: 'Mist rises off the water around it every evening.', requires: ['Swamp'] },
    { text: 'Reeds taller than a rider grow thick around it.', requires: ['Swamp'] },

    { text: 'The passage leading to it is so low that tall folk must stoop.', requires: ['Underground'] },
    {
      text: 'Water drips somewhere nearby in a slow, steady rhythm.',
      requires: ['Underground'],
      excludes: ['fire'],
      tags: ['damp'],
    },
    { text: 'Old chisel marks along the approach show that others came this way long ago.', requires: ['Underground'] },
    // Not beside a river of magma, where nothing is wet.
    {
      text: 'The air around it is still and smells faintly of wet stone.',
      requires: ['Underground'],
      excludes: ['fire', 'breezy'],
      tags: ['damp'],
    },
    { text: 'Echoes come back from it strangely, a heartbeat too late.', requires: ['Underground'] },

    { text: 'Shafts of light from far above barely reach it.', requires: ['Underwater'] },
    { text: 'Sea grass sways around it in the slow current.', requires: ['Underwater'] },
    { text: 'Pale sand surrounds it, rippled by the current.', requires: ['Underwater'] },
    { text: 'Divers from the coast know of it, though few go this deep.', requires: ['Underwater'] },
    { text: 'A cold current runs past it, carrying drifting motes like slow snow.', requires: ['Underwater'] },

    { text: 'Hawkers and beggars work the crowds that pass it all day.', requires: ['Urban'] },
    { text: 'It stands in a quarter that has seen better days.', requires: ['Urban'] },
    { text: 'Pigeons crowd every ledge nearby.', requires: ['Urban'], tags: ['lively'] },
    { text: 'The lamplighters always light the lamp nearest it first.', requires: ['Urban'] },
    { text: 'Most townsfolk walk past it without a second glance.', requires: ['Urban'] },
    // More ground around a feature, so a sitting of landmarks seldom walks the same ground twice.
    {
      text: 'Long blue shadows stretch away from it whenever the low sun shows.',
      requires: ['Arctic'],
      excludes: ['cave', 'chasm', 'flat', 'water', 'recessed'],
    },
    { text: 'A line of cracked pressure ice runs past it like a frozen wave.', requires: ['Arctic'] },
    { text: 'The wind never stops here; it only changes its note.', requires: ['Arctic'] },
    { text: "A seal hunters' cache of stones stands a short walk away, long since emptied.", requires: ['Arctic'] },
    { text: 'Snow devils spin across the flats around it on bright afternoons.', requires: ['Arctic'] },

    {
      text: 'Rock pools below it are bright with weed and tiny darting shrimp.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    {
      text: 'A crooked line of fence posts runs down toward the shore past it.',
      requires: ['Coastal'],
      excludes: ['offshore'],
    },
    { text: 'The tide comes in here faster than a man can walk.', requires: ['Coastal'] },
    {
      text: 'Marram grass grows thick on the dunes that shelter it from the wind.',
      requires: ['Coastal'],
      excludes: ['offshore'],
    },
    { text: 'On clear evenings the lights of the fishing fleet can be seen from it.', requires: ['Coastal'] },

    { text: 'A lone thorn tree nearby is the only green for miles.', requires: ['Desert'] },
    { text: 'The sand around it sings faintly when the dunes shift.', requires: ['Desert'] },
    { text: 'Caravan guides mark the way to it with cairns of white stones.', requires: ['Desert'] },
    { text: 'The nights here are cold enough to frost the sand.', requires: ['Desert'] },
    { text: 'Sand grouse gather at dawn on the rocks nearby.', requires: ['Desert'], tags: ['lively'] },

    { text: 'An old charcoal pit, grown over with moss, lies a few paces off.', requires: ['Forest'] },
    {
      text: 'Owls call back and forth through the trees around it after dark.',
      requires: ['Forest'],
      tags: ['lively'],
    },
    { text: 'The ground around it is thick with wood anemones in spring.', requires: ['Forest'] },
    { text: 'A fallen trunk nearby, furred with moss, makes a good seat for the weary.', requires: ['Forest'] },
    { text: 'The air here smells of rot, resin and wet earth.', requires: ['Forest'] },

    { text: 'Cloud shadows race across the grass around it all afternoon.', requires: ['Grassland'] },
    { text: 'A dry creek bed winds past it, full of smooth white stones.', requires: ['Grassland'] },
    {
      text: 'Buzzards sit on the fence posts nearby, waiting for something to die.',
      requires: ['Grassland'],
      tags: ['lively'],
    },
    { text: 'The wind carries the smell of wild thyme across the grass around it.', requires: ['Grassland'] },
    { text: 'Storm clouds can be watched coming for hours across the flat land around it.', requires: ['Grassland'] },

    { text: 'A holloway worn deep by centuries of feet leads up to it.', requires: ['Hill'] },
    { text: 'Bilberries grow thick on the slope around it in late summer.', requires: ['Hill'] },
    { text: 'Buzzards wheel over the slope around it, mewing.', requires: ['Hill'] },
    {
      text: 'Ponies graze the rough ground nearby and watch visitors with mild contempt.',
      requires: ['Hill'],
      tags: ['lively'],
    },
    { text: "A drover's road crosses the hill a little below it.", requires: ['Hill'] },

    { text: 'Lichen in bright rings of yellow crusts the rocks around it.', requires: ['Mountain'] },
    { text: 'Rockfall rattles down the gully nearby every hour or so.', requires: ['Mountain'] },
    { text: 'The path to it is pinned with iron spikes where the rock is worst.', requires: ['Mountain'] },
    { text: 'Choughs tumble and call in the wind along the crags nearby.', requires: ['Mountain'], tags: ['lively'] },
    {
      text: 'The view from it stretches over three ranges of blue mountains.',
      requires: ['Mountain'],
      excludes: ['cave', 'chasm', 'low', 'recessed'],
    },

    { text: 'Bog cotton nods in white tufts all around it.', requires: ['Swamp'] },
    { text: 'A drowned fence line marches past it into the water.', requires: ['Swamp'] },
    { text: 'Frogspawn fills every puddle nearby in spring.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'The nearest dry ground is a good mile off.', requires: ['Swamp'] },
    { text: 'Willow scrub crowds close around it, tangled and gray.', requires: ['Swamp'] },

    { text: 'Flowstone drapes the walls nearby in frozen curtains the color of honey.', requires: ['Underground'] },
    { text: 'A narrow crawl is the only way in, and it floods in wet seasons.', requires: ['Underground'] },
    { text: 'Fallen rock litters the floor around it, some of it recently.', requires: ['Underground'] },
    { text: 'Strange white crickets chirp in the cracks nearby.', requires: ['Underground'], tags: ['lively'] },
    { text: 'The air nearby tastes faintly of metal.', requires: ['Underground'] },

    {
      text: 'Little cleaner fish dart in and out of every crevice nearby.',
      requires: ['Underwater'],
      tags: ['lively'],
    },
    { text: 'A bed of pale anemones sways around it like a field of grain.', requires: ['Underwater'] },
    { text: 'Silt rises in slow clouds at the least movement near it.', requires: ['Underwater'] },
    { text: 'The seabed slopes away beside it into blue darkness.', requires: ['Underwater'] },
    { text: 'Old ropes and broken nets are tangled in the rocks around it.', requires: ['Underwater'] },

    // The children's dare told once: the lore then does not tell it again.
    { text: 'Street children dare each other to touch it and run.', requires: ['Urban'], tags: ['dared'] },
    { text: 'A cobbler works on a bench beside it and knows every story told about it.', requires: ['Urban'] },
    { text: 'The bell of a nearby temple rings the hours over it.', requires: ['Urban'] },
    { text: 'Dogs nose along the gutters nearby for scraps.', requires: ['Urban'], tags: ['lively'] },
    { text: 'A chalked game board on the paving nearby is never quite rubbed out.', requires: ['Urban'] },
    {
      text: 'Snow buntings flit over the drifts nearby, the only other life in sight.',
      requires: ['Arctic'],
      tags: ['lively'],
    },
    { text: 'The only sound here is the creak and groan of the ice settling.', requires: ['Arctic'] },
    { text: 'A broken sled runner sticks out of the snow a little way off.', requires: ['Arctic'] },
    { text: 'Hunters from the coast camp within sight of it each spring, but never closer.', requires: ['Arctic'] },
    { text: 'Blue shadows pool in the hollows around it, even at noon.', requires: ['Arctic'] },
    {
      text: 'Ptarmigan tracks stitch the crust around it, and their droppings dot the snow.',
      requires: ['Arctic'],
      tags: ['lively'],
    },
    {
      text: 'The land around it is flat and white in every direction, with nothing to judge distance by.',
      requires: ['Arctic'],
    },
    {
      text: 'Ice crystals hang in the air around it and glitter whenever the sun breaks through.',
      requires: ['Arctic'],
    },
    { text: 'An arctic fox watches from a drift nearby, ready to bolt.', requires: ['Arctic'], tags: ['lively'] },
    { text: 'Old harpoon heads and scraps of sealskin lie frozen into the crust nearby.', requires: ['Arctic'] },
    { text: 'The snow near it squeaks underfoot like dry flour.', requires: ['Arctic'] },
    {
      text: 'Sled dogs balk and whine when driven within a hundred yards of it.',
      requires: ['Arctic'],
      tags: ['lively'],
    },

    { text: 'Sea pinks and thrift grow in tufts among the rocks nearby.', requires: ['Coastal'] },
    {
      text: 'Cormorants hold out their wings to dry on the rocks below it.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    { text: 'The sand nearby is scattered with sea glass worn smooth and frosted.', requires: ['Coastal'] },
    {
      text: 'Seals haul out on the rocks within sight of it and bark at anyone who comes near.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    { text: 'Driftwood lies piled against the rocks nearby, bleached silver.', requires: ['Coastal'] },
    { text: 'Lobster pots and knotted floats are stacked on the shingle a little way off.', requires: ['Coastal'] },
    { text: 'The roar of the surf is loud enough here that people must raise their voices.', requires: ['Coastal'] },
    { text: 'Salt spray has left a white crust on every stone nearby.', requires: ['Coastal'] },
    { text: 'A ruined net-drying rack leans in the wind a short walk away.', requires: ['Coastal'] },
    {
      text: 'Children from the harbor come here at low tide to hunt for crabs and cockles.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    {
      text: 'Terns nest on the shingle nearby and dive at anyone who strays too close.',
      requires: ['Coastal'],
      tags: ['lively'],
    },
    { text: 'On gray days the harbor bell can be heard faintly from here.', requires: ['Coastal'] },

    { text: 'Tufts of dry grass cling to the lee of the dunes around it.', requires: ['Desert'] },
    { text: 'Scorpions shelter under every flat stone nearby.', requires: ['Desert'], tags: ['lively'] },
    {
      text: 'Old camel dung and a ring of fire-blackened stones show where caravans have rested.',
      requires: ['Desert'],
    },
    {
      text: 'The ground around it is baked into cracked plates of clay.',
      requires: ['Desert'],
      excludes: ['water', 'garden'],
    },
    { text: 'Sand whispers constantly over the stones nearby, never quite still.', requires: ['Desert'] },
    {
      text: "The nearest well is half a day's ride away, and every guide knows it.",
      requires: ['Desert'],
      excludes: ['water'],
    },
    { text: 'Shards of painted pottery lie half-buried in the sand nearby.', requires: ['Desert'] },
    // Only a thing that stands taller than a person casts shade.
    { text: 'At noon it casts the only shade for miles.', requires: ['Desert', 'faced'] },
    { text: 'A jackal trots off into the scrub as anyone approaches.', requires: ['Desert'], tags: ['lively'] },
    { text: 'Salt crust glitters on the flats around it.', requires: ['Desert'], excludes: ['water', 'garden'] },
    { text: 'Nomads add a pebble to a little heap nearby each time they pass.', requires: ['Desert'] },
    { text: 'The wind has scoured the ground around it down to bare, polished pebbles.', requires: ['Desert'] },

    { text: 'Bluebells carpet the ground around it every spring.', requires: ['Forest'] },
    { text: 'A woodpecker drums somewhere close by, then falls silent.', requires: ['Forest'], tags: ['lively'] },
    {
      text: 'Brambles have grown over the old path, and reaching it means cutting a way through.',
      requires: ['Forest'],
    },
    { text: 'Mushrooms grow in a ring in the leaf litter nearby.', requires: ['Forest'] },
    { text: 'A stream chatters over stones a short walk away.', requires: ['Forest'], tags: ['damp'] },
    {
      text: 'Squirrels scold anyone who comes near from the branches overhead.',
      requires: ['Forest'],
      tags: ['lively'],
    },
    {
      text: 'The undergrowth is so thick that it stays hidden until you are almost on top of it.',
      requires: ['Forest'],
      excludes: ['spire', 'tower'],
    },
    { text: "Smoke from a charcoal burner's clamp drifts between the trunks.", requires: ['Forest'] },
    { text: 'Wild boar have rooted up the soil all around it.', requires: ['Forest'], tags: ['lively'] },
    { text: 'Moss hangs in long beards from the branches nearby.', requires: ['Forest'] },
    { text: "A forester's blaze on a nearby trunk marks the way, half grown over.", requires: ['Forest'] },
    { text: 'Foxgloves stand tall among the bracken around it in high summer.', requires: ['Forest'] },

    {
      text: 'Grasshoppers whir in the grass around it all through the summer.',
      requires: ['Grassland'],
      tags: ['lively'],
    },
    {
      text: 'Wild horses graze within sight of it and lift their heads at strangers.',
      requires: ['Grassland'],
      tags: ['lively'],
    },
    { text: 'The wind makes the grass around it ripple like water.', requires: ['Grassland'] },
    { text: 'A wagon rut worn deep into the turf leads past it.', requires: ['Grassland'] },
    {
      text: 'Rabbit burrows honeycomb the ground nearby, and riders must watch their footing.',
      requires: ['Grassland'],
      tags: ['lively'],
    },
    { text: 'Poppies and cornflowers grow thick around it in early summer.', requires: ['Grassland'] },
    { text: 'On clear nights the whole sky seems to turn around it.', requires: ['Grassland'] },
    { text: 'Herders water their flocks at a trough a short walk away.', requires: ['Grassland'], tags: ['lively'] },
    {
      text: 'The land is so flat that a rider sees it half a day before arriving.',
      requires: ['Grassland'],
      excludes: ['chasm', 'cave', 'flat', 'low', 'water', 'fire', 'spread'],
    },
    { text: 'Thistles grow thick around it, and nothing grazes close.', requires: ['Grassland'] },
    { text: 'Flint arrowheads turn up in the soil nearby after every plowing.', requires: ['Grassland'] },
    { text: 'An old hawthorn hedge, long gone wild, runs away from it toward the south.', requires: ['Grassland'] },

    { text: 'Heather grows thick around it, purple in late summer.', requires: ['Hill'] },
    { text: 'A spring bubbles out of the hillside a little below it.', requires: ['Hill'], tags: ['damp'] },
    {
      text: 'The view from beside it takes in three valleys and a distant glint of sea.',
      requires: ['Hill'],
      excludes: ['low', 'cave'],
    },
    { text: 'Rabbit-cropped turf runs right up to it, smooth as a lawn.', requires: ['Hill'], tags: ['lively'] },
    { text: 'Orange and gray lichens crust every rock nearby.', requires: ['Hill'] },
    { text: 'Old peat cuttings scar the moor around it.', requires: ['Hill'] },
    { text: "A shepherd's whistle carries from the next fold of the hills.", requires: ['Hill'] },
    { text: 'Stonechats click from the gorse tops nearby.', requires: ['Hill'], tags: ['lively'] },
    { text: 'A sheepfold of tumbled stone stands a short walk away.', requires: ['Hill'] },
    {
      text: 'Rain sweeps across the hills toward it in gray curtains most afternoons.',
      requires: ['Hill'],
      tags: ['damp'],
    },
    { text: 'Foxes have dug an earth into the bank nearby.', requires: ['Hill'], tags: ['lively'] },
    { text: 'The path up to it is stepped with roots and worn rock.', requires: ['Hill'] },

    { text: 'Marmots whistle warnings from the boulders nearby.', requires: ['Mountain'], tags: ['lively'] },
    { text: 'A cold stream runs off the snowfield above it.', requires: ['Mountain'], tags: ['damp'] },
    { text: 'Scree slides underfoot on the last stretch of the approach.', requires: ['Mountain'] },
    { text: "An eagle's nest is wedged into a cliff within sight of it.", requires: ['Mountain'] },
    { text: 'Faded prayer flags are strung between the rocks nearby.', requires: ['Mountain'] },
    { text: 'Mule bells carry up from the pass road below on still days.', requires: ['Mountain'] },
    { text: 'Mountain goats watch from the ledges above, unbothered.', requires: ['Mountain'], tags: ['lively'] },
    { text: 'The rock around it is streaked with rust-red and pale green.', requires: ['Mountain'] },
    { text: 'Tiny alpine flowers grow in every crack of the rock nearby.', requires: ['Mountain'] },
    { text: 'Thunder echoes off the peaks around it most summer afternoons.', requires: ['Mountain'] },
    { text: 'The bones of a pack mule lie in the gully nearby, picked clean.', requires: ['Mountain'] },
    { text: 'Snow streams off the ridge above it like smoke, even on fine days.', requires: ['Mountain'] },

    { text: 'The frogs fall silent all at once whenever anyone comes near it.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'Dragonflies hunt over the still water around it.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'Bubbles of marsh gas rise through the water nearby and pop with a sour smell.', requires: ['Swamp'] },
    { text: 'Sundews and pitcher plants crowd the wet moss around it.', requires: ['Swamp'] },
    { text: 'A punt pole stuck upright in the mud marks where someone once tied up a boat.', requires: ['Swamp'] },
    { text: 'Turtles sun themselves on a half-sunk log within sight of it.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'Mosquitoes rise in clouds from the water around it at dusk.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'The ground nearby quakes underfoot, a mat of roots over deep water.', requires: ['Swamp'] },
    { text: 'Fireflies drift around it on summer nights.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'The water around it is stained the color of strong tea.', requires: ['Swamp'] },
    { text: 'Eel traps of woven willow lie half-sunk in the channel nearby.', requires: ['Swamp'], tags: ['lively'] },
    {
      text: 'Something large slides off the bank into the water whenever anyone approaches.',
      requires: ['Swamp'],
      tags: ['lively'],
    },

    {
      text: 'Pale roots hang from the ceiling of the passage nearby, reaching down from the world above.',
      requires: ['Underground'],
    },
    {
      text: 'Cave crickets scatter from the walls nearby the moment a lamp comes near.',
      requires: ['Underground'],
      tags: ['lively'],
    },
    { text: 'Glittering veins of quartz run through the rock around it.', requires: ['Underground'] },
    {
      text: 'A cold stream runs through a channel in the floor nearby.',
      requires: ['Underground'],
      excludes: ['fire'],
      tags: ['damp'],
    },
    { text: 'The floor around it is gritty with fine black sand.', requires: ['Underground'] },
    {
      text: 'Soot on the ceiling nearby shows that torches have burned here for generations.',
      requires: ['Underground'],
    },
    { text: "The nearest way to the surface is a day's climb back.", requires: ['Underground'] },
    {
      text: 'Cave pearls lie in the shallow rimstone pools nearby.',
      requires: ['Underground'],
      excludes: ['fire'],
      tags: ['damp'],
    },
    { text: 'Old rope and broken lantern glass litter the approach.', requires: ['Underground'] },
    { text: 'The rock nearby is veined with a rust-red ore that stains the hands.', requires: ['Underground'] },
    {
      text: 'Blind white spiders have strung webs across every crack nearby.',
      requires: ['Underground'],
      tags: ['lively'],
    },
    // A hush: never at a thing whose description rings, chimes, booms, whistles or hums.
    {
      text: 'Every sound made near it seems to be swallowed at once.',
      requires: ['Underground'],
      excludes: ['sounding'],
      tags: ['hushed'],
    },

    {
      text: 'A school of silver fish turns around it in a single flashing body.',
      requires: ['Underwater'],
      tags: ['lively'],
    },
    { text: 'An octopus has made its den in a crevice nearby.', requires: ['Underwater'], tags: ['lively'] },
    { text: 'Starfish and sea urchins crowd the rocks around it.', requires: ['Underwater'], tags: ['lively'] },
    { text: 'Sea turtles graze the weed nearby, unhurried.', requires: ['Underwater'], tags: ['lively'] },
    { text: 'The seabed around it is littered with broken wine jars.', requires: ['Underwater'] },
    {
      text: 'A shark patrols the edge of sight around it, never coming closer.',
      requires: ['Underwater'],
      tags: ['lively'],
    },
    { text: 'Bright sponges in orange and yellow cling to the rocks nearby.', requires: ['Underwater'] },
    { text: 'A rusted anchor lies on the sand nearby, its chain running off into the dark.', requires: ['Underwater'] },
    { text: 'The water here is so clear that everything seems closer than it is.', requires: ['Underwater'] },
    {
      text: 'Rays glide over the sand around it, stirring up little clouds of silt.',
      requires: ['Underwater'],
      tags: ['lively'],
    },
    { text: 'Divers from the reef villages leave knotted cords of shell nearby as markers.', requires: ['Underwater'] },
    { text: 'The water grows noticeably colder within a few strokes of it.', requires: ['Underwater'] },

    { text: "A baker's shop across the way fills the air with the smell of fresh bread.", requires: ['Urban'] },
    { text: 'Children play hopscotch on the paving nearby.', requires: ['Urban'] },
    { text: 'A ballad singer works the corner nearest it most evenings.', requires: ['Urban'] },
    { text: 'Washing lines are strung between the houses overlooking it.', requires: ['Urban'] },
    { text: 'The city watch passes it on its rounds twice a night.', requires: ['Urban'] },
    { text: 'Carts rumble past it from dawn till dusk.', requires: ['Urban'] },
    { text: 'Cats doze in every patch of sun nearby.', requires: ['Urban'], tags: ['lively'] },
    { text: 'Bills and notices are pasted on every wall around it, layer over layer.', requires: ['Urban'] },
    { text: 'A tavern across the street is named for it and serves the worst ale in town.', requires: ['Urban'] },
    { text: 'Flower sellers set out their buckets nearby each morning.', requires: ['Urban'] },
    { text: 'The houses around it lean in close, so it stands in shadow most of the day.', requires: ['Urban'] },
    { text: 'A public pump a few paces away keeps a crowd around it all morning.', requires: ['Urban'] },
    // More settings in each environment, so two landmarks of one sitting seldom share one.
    { text: 'A sledge runner, snapped and half buried, juts from the snow nearby.', requires: ['Arctic'] },
    { text: 'Ravens pick at something dark on the ice a little way off.', requires: ['Arctic'], tags: ['lively'] },
    { text: 'Under the snow, the ice groans and ticks like a house settling.', requires: ['Arctic'] },
    { text: 'The sun barely clears the horizon here, and the shadows never shorten.', requires: ['Arctic'] },
    {
      text: 'Old whale ribs, gray with age, lie in a row half sunk in the drifts nearby.',
      requires: ['Arctic'],
      excludes: ['bone'],
    },
    { text: 'A snow hare bolts from a drift beside it, white on white.', requires: ['Arctic'], tags: ['lively'] },
    { text: 'Green light ripples across the sky above it on most winter nights.', requires: ['Arctic'] },
    { text: "A hunters' cache of piled stones nearby holds frozen meat under a slab.", requires: ['Arctic'] },
    { text: 'Seaweed hangs from every rock nearby, drying in the wind.', requires: ['Coastal'] },
    { text: 'A wrecked rowboat lies upturned in the marram grass above the beach.', requires: ['Coastal'] },
    { text: 'Fog rolls in around it most mornings and lifts by noon.', requires: ['Coastal'] },
    { text: 'Children from the village hunt for cowries in the shingle nearby.', requires: ['Coastal'] },
    { text: 'The cliffs behind it are pocked with the burrows of puffins.', requires: ['Coastal'], tags: ['lively'] },
    { text: 'A dry riverbed winds past it, its floor cracked into plates.', requires: ['Desert'] },
    { text: 'Camel bones lie bleached and scattered nearby.', requires: ['Desert'], excludes: ['bone'] },
    { text: 'The dunes nearby sing a low note when the wind is in the east.', requires: ['Desert'] },
    { text: 'A dead acacia nearby holds the nest of a desert hawk.', requires: ['Desert'], tags: ['lively'] },
    { text: 'The remains of an old campfire, ringed with blackened stones, lie nearby.', requires: ['Desert'] },
    { text: 'The canopy closes overhead so thickly that it is always dusk here.', requires: ['Forest'] },
    { text: "A charcoal burner's clearing, long abandoned, lies a short walk away.", requires: ['Forest'] },
    {
      text: 'A fallen oak lies across the path to it, and travelers climb over rather than around.',
      requires: ['Forest'],
    },
    { text: 'Skylarks rise singing from the grass all around it.', requires: ['Grassland'], tags: ['lively'] },
    { text: 'The grass around it ripples like water whenever the wind gets up.', requires: ['Grassland'] },
    { text: "A drovers' road, wide and rutted, passes close by.", requires: ['Grassland'] },
    { text: 'A dew pond, round and shallow, lies a short walk off.', requires: ['Grassland'] },
    { text: 'On the horizon, a windmill turns slowly.', requires: ['Grassland'] },
    { text: 'The turf nearby is studded with molehills.', requires: ['Grassland'], tags: ['lively'] },
    { text: 'Mist settles into the hollows below it most evenings.', requires: ['Hill'] },
    { text: "A hillfort's grassy ramparts can be made out on the next rise.", requires: ['Hill'] },
    { text: 'The wind hums through the bent grass around it.', requires: ['Hill'] },
    { text: 'Cloud pours over the ridge above it like a slow white river.', requires: ['Mountain'] },
    { text: "A ruined shepherd's hut crouches in the lee of a boulder nearby.", requires: ['Mountain'] },
    { text: 'Snow lies in the shaded gullies nearby even at midsummer.', requires: ['Mountain'] },
    { text: 'A frozen tarn lies in the bowl of rock below it.', requires: ['Mountain'], excludes: ['water'] },
    { text: 'Rockfalls rumble somewhere in the valley most afternoons.', requires: ['Mountain'] },
    { text: 'Cairns left by climbers mark the route up to it.', requires: ['Mountain'] },
    { text: "Will-o'-the-wisps drift among the reeds around it after dark.", requires: ['Swamp'] },
    { text: 'A rotting punt lies half sunk in the mud nearby.', requires: ['Swamp'] },
    { text: 'Herons stand motionless in the shallows all around it.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'The ground shivers underfoot within a dozen paces of it.', requires: ['Swamp'] },
    { text: 'A boardwalk of split logs, half rotten, winds toward it through the sedge.', requires: ['Swamp'] },
    { text: 'The water nearby is stained dark as tea by the peat.', requires: ['Swamp'] },
    { text: 'The walls around it glitter with flecks of mica in any light.', requires: ['Underground'] },
    { text: 'A cold draft blows past it from a crack nobody has followed.', requires: ['Underground'] },
    { text: "Old miners' marks are chalked on the rock nearby, some of them warnings.", requires: ['Underground'] },
    {
      text: 'Somewhere far below, an underground river can be heard.',
      requires: ['Underground'],
      tags: ['damp'],
      excludes: ['hushed'],
    },
    { text: 'Sunlight falls through the water above it in slow, wavering bars.', requires: ['Underwater'] },
    { text: 'An old anchor chain runs past it across the sand and into the dark.', requires: ['Underwater'] },
    { text: 'Sand ripples around it like a plowed field.', requires: ['Underwater'] },
    {
      text: 'The wreck of a fishing boat rests in the sand a short swim away.',
      requires: ['Underwater'],
      excludes: ['wreck'],
    },
    { text: 'Sea cucumbers dot the sand nearby like fallen fruit.', requires: ['Underwater'], tags: ['lively'] },
    { text: 'The water here hums faintly with the sound of distant whales.', requires: ['Underwater'] },
    { text: "A chandler's shop nearby sells little tin copies of it.", requires: ['Urban'] },
    {
      text: 'Lamps hang from brackets on the nearest walls, lit at dusk by a boy with a long pole.',
      requires: ['Urban'],
    },
    { text: 'A narrow alley beside it smells of frying onions and old beer.', requires: ['Urban'] },
    { text: 'The cobbles around it are worn into a dip by generations of feet.', requires: ['Urban'] },
    { text: 'A bell in a nearby tower tells the hours, a little late.', requires: ['Urban'] },
    { text: 'Market stalls crowd up close to it on feast days.', requires: ['Urban'] },
    // Still more settings in each environment, none retelling one already there.
    { text: "A dog sled's tracks curve toward it and swing sharply away.", requires: ['Arctic'] },
    {
      text: 'Seal holes in the ice nearby are kept open by something that breathes there.',
      requires: ['Arctic'],
      tags: ['lively'],
    },
    // Never beside a thing the description buries in winter snow.
    { text: 'The midnight sun circles low around it all summer long.', requires: ['Arctic'], excludes: ['snowbound'] },
    { text: 'An iron stove, red with rust, sits alone on the ice a short walk off.', requires: ['Arctic'] },
    { text: 'A tide bell on a rock offshore tolls when the swell is high.', requires: ['Coastal'] },
    { text: 'Sea holly and thrift cling to the shingle bank around it.', requires: ['Coastal'] },
    { text: "An old smugglers' stair is cut into the rock a little way along.", requires: ['Coastal'] },
    { text: 'Oystercatchers pipe and squabble along the tideline nearby.', requires: ['Coastal'], tags: ['lively'] },
    { text: 'The sand near it is black, and warm underfoot even in winter.', requires: ['Coastal'] },
    { text: 'A line of old well shafts, all of them dry, runs toward it across the plain.', requires: ['Desert'] },
    { text: 'Salt crusts the ground around it in white, crackling sheets.', requires: ['Desert'] },
    { text: 'A scatter of potsherds nearby marks where a town once stood.', requires: ['Desert'] },
    { text: 'Dust devils spin up around it on still afternoons.', requires: ['Desert'] },
    { text: 'A few stunted date palms grow in a hollow within sight of it.', requires: ['Desert'] },
    { text: 'Fungus brackets climb the trunks around it like steps.', requires: ['Forest'] },
    { text: 'Old coppiced hazels ring it, left to grow wild for a lifetime.', requires: ['Forest'] },
    {
      text: 'The ground around it is thick with fallen pine needles, soft and silent underfoot.',
      requires: ['Forest'],
    },
    { text: 'A badger sett has been dug into the bank beside it.', requires: ['Forest'], tags: ['lively'] },
    { text: "A shepherd's hut on wheels stands abandoned within sight of it.", requires: ['Grassland'] },
    { text: 'The ruts of an old cart track run up to it and stop.', requires: ['Grassland'] },
    { text: 'Hares box in the long grass nearby every spring.', requires: ['Grassland'], tags: ['lively'] },
    { text: 'A line of wind-bent thorn trees marks an old boundary past it.', requires: ['Grassland'] },
    { text: 'Thunderheads pile up over the plain beyond it most summer afternoons.', requires: ['Grassland'] },
    { text: 'A green lane sunk deep between banks climbs past it.', requires: ['Hill'] },
    { text: 'The turf nearby is dotted with harebells in late summer.', requires: ['Hill'] },
    { text: 'A lime kiln, long cold, stands in the slope below it.', requires: ['Hill'] },
    {
      text: 'Sheep have worn a hollow into the bank nearby where they shelter from the wind.',
      requires: ['Hill'],
      tags: ['lively'],
    },
    { text: 'From beside it, on a clear day, the smoke of five villages can be seen.', requires: ['Hill'] },
    { text: 'A snow bridge spans the stream below it, sagging more each day.', requires: ['Mountain'], tags: ['damp'] },
    { text: 'The ground nearby is littered with shattered slate that rings underfoot.', requires: ['Mountain'] },
    { text: "A herder's summer hut of stone sits empty on the meadow below it.", requires: ['Mountain'] },
    { text: 'The echo from the cliff nearby returns every word twice.', requires: ['Mountain'] },
    { text: 'Cypress knees stand up from the water nearby like a crowd of small figures.', requires: ['Swamp'] },
    { text: 'A dugout canoe, half full of rainwater, is tied to a root close by.', requires: ['Swamp'] },
    { text: 'Leeches crowd the shallows nearby.', requires: ['Swamp'], tags: ['lively'] },
    { text: 'The smell of rot and wet bark hangs heavy in the air here.', requires: ['Swamp'] },
    { text: 'Bats hang in clusters from the ceiling nearby.', requires: ['Underground'], tags: ['lively'] },
    { text: 'The floor around it is slick with wet clay that keeps every footprint.', requires: ['Underground'] },
    { text: 'Glowing moss gives the passage nearby a faint green light.', requires: ['Underground'] },
    { text: 'A rusted ore cart lies on its side on broken rails nearby.', requires: ['Underground'] },
    { text: 'The rock nearby is warm, and the air tastes faintly of sulfur.', requires: ['Underground'] },
    { text: 'Jellyfish drift past it in slow, pale flocks.', requires: ['Underwater'], tags: ['lively'] },
    { text: 'A sunken cannon lies nearby, its mouth packed with sand.', requires: ['Underwater'] },
    { text: 'Bubbles stream up from a crack in the sand beside it.', requires: ['Underwater'] },
    { text: 'A tannery upwind makes the air around it hard to bear on hot days.', requires: ['Urban'] },
    { text: 'Apprentices eat their bread on the steps nearby at noon.', requires: ['Urban'] },
    {
      text: 'Rain gutters from the rooftops around it pour straight onto the paving.',
      requires: ['Urban'],
      tags: ['damp'],
    },
    { text: "A locksmith's sign of a great iron key creaks above the nearest door.", requires: ['Urban'] },
    { text: 'Gulls fight over scraps from the fish stalls nearby.', requires: ['Urban'], tags: ['lively'] },
    // More surroundings in each environment, so two landmarks of one sitting seldom share one.
    ...settingRows('Arctic', [
      'A narwhal tusk, snapped off short, stands upright in the snow a little way off.',
      'The ice nearby is clear as glass, and dark shapes drift slowly beneath it.',
      'A skin boat lies upturned on a ridge of ice nearby, weighted down with stones.',
      'Frost smoke rises from a lead of open water a short walk off.',
      'The only color for miles is a scatter of orange lichen on the rocks nearby.',
      'A frozen waterfall hangs from the cliff behind it, blue at its heart.',
      'Wolf tracks, a whole pack of them, cross the snow nearby in single file.',
      'The crust of old snow around it is scored by the claws of something heavy.',
      'A line of stones set upright in the snow points toward it from the coast.',
      'Walrus bark and grunt on a gravel spit a little way off.',
      'A sealed cask of lamp oil, frozen solid, has been left nearby for whoever needs it.',
      'The horizon around it shimmers, and far-off hills float upside down above the ice.',
    ]),
    ...settingRows('Coastal', [
      'Razor shells crunch underfoot on the strand below it.',
      'A line of old wooden groynes runs down the beach nearby, black with weed.',
      'Sea pinks grow in cushions on the cliff edge close by.',
      "A smugglers' path, narrow and worn, zigzags down the cliff nearby.",
      'A rowing gig is drawn up on the shingle nearby, oars shipped, its owner nowhere in sight.',
      'At low tide a line of slick stepping stones shows itself nearby and leads nowhere.',
      "A wrecker's lantern, rusted shut, hangs from a post on the cliff nearby.",
      'A beached rowboat with a hole in its bottom lies above the tideline nearby.',
      'A net-mender works on the rocks nearby and will talk about anything except it.',
      'Salt has crusted white on every stone near it.',
    ]),
    ...settingRows('Desert', [
      'A lizard the length of an arm basks on a rock nearby and does not move for anyone.',
      'The bleached skull of a camel lies half buried in the sand nearby.',
      'A dry riverbed winds past it, cracked into plates like old pottery.',
      'Heat shimmer makes it seem to waver from any distance.',
      'Tamarisk shrubs cling to a low ridge nearby, gray with dust.',
      'A caravan trail marked by piles of stones passes within sight of it.',
      "A sandstorm's brown wall can be seen coming from a day away here.",
      'The wind has scoured the rock nearby into smooth ribs and hollows.',
      'Blackened hearth stones nearby show where caravans camp.',
      'At dusk the dunes behind it turn the color of copper.',
    ]),
    ...settingRows('Forest', [
      'Woodpeckers hammer in the dead trees close by.',
      "A woodsman's axe is left sunk in a stump nearby, its handle gray with weather.",
      "A charcoal burner's cold clamp lies in a clearing a little way off.",
      'The path to it is soft with a hundred years of fallen needles.',
      'Wild garlic carpets the ground nearby, and the smell of it hangs in the air.',
      'A fallen giant of a tree lies a little way off, its roots standing up taller than a house.',
      'A stream nearby runs brown and quick over a bed of round stones.',
      'Jays scold from the branches whenever anyone comes near it.',
      'Deer have browsed the undergrowth nearby as high as they can reach.',
      'Old blazes cut into the trees nearby mark a path nobody uses now.',
    ]),
    ...settingRows('Grassland', [
      'A lone cottonwood stands a bowshot away, the only shade for miles.',
      'Bison wallows pock the ground nearby, dusty and round.',
      'A prairie dog town sprawls nearby, full of sentries whistling alarms.',
      'The grass around it grows a little greener than anywhere else in sight.',
      'A dry creek bed cuts across the plain nearby, lined with wild plum.',
      'Wild horses water at a muddy pond a little way off.',
      'Old tent stones lie in a rough loop in the grass close by.',
      'Wildfire has blackened the grass up to it on one side and stopped.',
      'Crickets shrill in the grass around it from dusk until dawn.',
      'A boundary ditch, half filled in, runs past it toward the horizon.',
    ]),
    ...settingRows('Hill', [
      'A dry-stone wall climbs the slope nearby, with a stile where it meets the path.',
      'A pair of old millstones lies in the bracken nearby, one cracked clean through.',
      "Bilberry pickers' baskets are left upturned on a wall nearby for anyone to use.",
      'Gorse blazes yellow on the slope nearby for most of the year.',
      'A spring rises in a mossy trough just below it.',
      'A gibbet post, long empty, stands at the crossroads below it.',
      'An old peat cutting nearby has filled with dark water.',
      "A shepherd's crook, worn smooth, leans against a gatepost nearby.",
      'The wind off the tops carries the smell of wet bracken past it.',
      'A hill pony grazes alone on the slope nearby and watches every stranger.',
    ]),
    ...settingRows('Mountain', [
      'A chamois stands on a ledge above it, perfectly still.',
      'A string of pack mules winds up the switchbacks below it once a week.',
      'A prayer flag of faded cloth, tattered to threads, flutters from a cairn nearby.',
      'Ibex pick their way along the cliff above it as if it were level ground.',
      'A glacier grinds and cracks in the valley below it.',
      'The air here is thin enough to make the head swim.',
      'An avalanche chute scars the slope nearby, bare of trees.',
      "A climbers' hut, barely bigger than a cupboard, clings to the rock nearby.",
      'A cold spring seeps from the rock beside the path up to it.',
      'Lammergeiers drop bones onto the slabs below it to crack them.',
    ]),
    ...settingRows('Swamp', [
      'Frogs fall silent all at once whenever anyone comes near it.',
      'A heron stands in the shallows nearby, still as a post.',
      'A sunken punt lies in the shallows nearby, its pole still standing upright in the mud.',
      'Pitcher plants crowd the hummocks around it, full of drowned flies.',
      'Turtles sun themselves in a row along a log nearby and slide off at any sound.',
      'An alligator lies along a log nearby with only its eyes above the water.',
      'A stilt hut, long abandoned, leans over the water a little way off.',
      'Duckweed lies so thick on the water nearby that it looks like a lawn.',
      'A line of old poles marks a safe path through the mire toward it.',
      'A bittern booms somewhere in the reeds nearby, like a breath blown across a jug.',
    ]),
    ...settingRows('Underground', [
      'Water drips steadily from a stalactite nearby into a hollow the size of a plate.',
      'Pale, eyeless crayfish pick their way through the puddles nearby.',
      'A rope ladder, frayed and stiff with damp, hangs down a shaft nearby.',
      'The passage nearby narrows to a squeeze that only a child could pass.',
      'Crystals glitter in the rock nearby when a lamp swings past.',
      'Old torch soot blackens the ceiling nearby in long streaks.',
      'A draft from somewhere deeper carries the smell of deep earth past it.',
      'A stone stair, worn into dips, leads down past it into the dark.',
      'Fungus grows in pale frills along a rotten pit prop nearby.',
      'Somewhere nearby, water roars through a channel nobody can see.',
    ]),
    ...settingRows('Underwater', [
      'A moray eel watches from a crevice nearby, mouth working.',
      'Sea fans sway in the current around it, purple and gold.',
      'A drowned rowboat lies keel-up nearby, furred with weed.',
      'Octopus dens in the rocks nearby are ringed with cracked shells.',
      'A slow current carries grains of sand past it like a long breath.',
      'Sea urchins crowd the rocks nearby, black and bristling.',
      'The sand nearby is ribbed by the current like a beach at low tide.',
      "A diver's weighted boot lies on the bottom nearby, still laced.",
      'Kelp streams out from the rocks nearby, all leaning one way.',
      'A ray lies buried in the sand nearby with only its eyes showing.',
    ]),
    ...settingRows('Urban', [
      'A scribe rents a stool nearby and writes letters for those who cannot.',
      'A bakery nearby fills the air with the smell of bread before dawn.',
      "A rag-and-bone man's cart stops beside it every morning, by habit.",
      'A broken street lamp nearby has not been lit in years.',
      'Two guards on the corner nearby pretend not to watch it.',
      'A ballad seller sings on the steps nearby for coins.',
      'Cobbles around it have been patched so often they are every color of stone.',
      'A well-worn bench faces it, carved with the initials of courting couples.',
      'A cart jammed in the narrow lane nearby has half the quarter shouting.',
      'The bells of three different temples reach it, never quite together.',
    ]),
  ],
  adjAge: ['ancient', 'time-worn', 'crumbling', 'centuries-old', 'weathered'],

  name: [
    { text: 'The {nameAdj} {noun}', weight: 2 },
    '{placeStart}{placeEnd} {noun}',
    '{$given.possessive} {noun}',
    'The {noun} of {nameOf}',
  ],
  noun: nounRows,
  nameAdj: [
    'Weeping',
    // Only what the description shows broken, fallen or in ruins: never an intact arch.
    { text: 'Broken', requires: ['ruined'] },
    'Sleeping',
    // Sunk below its ground or water (under the sea, under the earth, or in a pit, a dell or the
    // sand): never a lone tree, a standing stone or a triumphal arch, nor a bridge or a thing on the heights.
    ...SUNK.map((tag) => ({
      text: 'Sunken',
      id: `Sunken-${tag}`,
      requires: [tag],
      excludes: ['flat', 'heights', 'tower', 'spire', 'high', 'bridge'],
    })),
    { text: 'Crooked', requires: ['crooked'] },
    'Lonely',
    'Singing',
    // Only where there is water to drown in.
    ...WET.map((tag) => ({ text: 'Drowned', id: `Drowned-${tag}`, requires: [tag] })),
    // A color only where the feature shows that color or none.
    { text: 'Black', excludes: ['hue-pale', 'hue-red', 'hue-other'] },
    { text: 'Silver', excludes: ['hue-black', 'hue-red', 'hue-other'] },
    { text: 'Red', excludes: ['hue-black', 'hue-pale', 'hue-other'] },
    'Whispering',
    'Bleeding',
    'Old',
    'Blind',
    { text: 'Split', requires: ['split'] },
    'Laughing',
    'Restless',
    // Only what hangs, or is hung with something.
    { text: 'Hanging', requires: ['hanging'], excludes: ['spread', 'flat', 'several'] },
    'Forgotten',
    'Howling',
    'Patient',
    { text: 'Pale', excludes: ['hue-black', 'hue-red', 'hue-other'] },
    // Nor where water runs or drips at it.
    { text: 'Thirsty', excludes: [...WET, 'damp'] },
    'Crowned',
    "Widow's",
    "Traitor's",
    "Beggar's",
    'Last',
    'Hungry',
    // More name words, so two landmarks of one sitting seldom share one.
    'Lost',
    'Dreaming',
    'Watching',
    'Jealous',
    'Grieving',
    'Faithful',
    'Stubborn',
    'Smiling',
    'Weary',
    'Mourning',
    'Nameless',
    'Lucky',
    'Sullen',
    'Wakeful',
    'Murmuring',
    'Grim',
    'Kindly',
    'Unquiet',
    { text: 'Silent', excludes: ['sounding'] },
    { text: 'Moonlit', requires: ['open-sky'] },
    { text: 'Windswept', requires: ['open-sky'], excludes: ['low', 'streets'] },
    { text: 'Frozen', requires: ['frozen'], excludes: ['frozen-said'] },
    { text: 'Misty', requires: ['wetland'] },
    { text: 'Echoing', requires: ['enclosed'] },
    "Giant's",
    "Witch's",
    "Fool's",
    "Lover's",
    "Hermit's",
    "Orphan's",
    "Miser's",
    "Thief's",
    "Hangman's",
    "Soldier's",
    "Stranger's",
    "Tinker's",
    "Bride's",
    { text: "Shepherd's", requires: ['temperate'], excludes: ['streets', 'wetland'] },
    { text: "Hunter's", requires: ['wild'] },
    ...['shore', 'wetland'].map((tag) => ({ text: "Fisher's", id: `Fisher's-${tag}`, requires: [tag] })),
    { text: "Miner's", requires: ['enclosed'] },
  ],
  nameOf: [
    'Broken Oaths',
    'the Lost Shepherd',
    'Seven Crows',
    'the Last King',
    'Ashes',
    // Only where there is water: no Quiet Waters or Drowned Choir in the dry sand.
    ...WET.map((tag) => ({
      text: 'Quiet Waters',
      id: `Quiet Waters-${tag}`,
      requires: [tag],
      excludes: ['waters-named'],
    })),
    'Sorrows',
    'the Nameless',
    'Long Shadows',
    'the Seventh Daughter',
    'Bells',
    'Salt and Smoke',
    // No dawn under the earth or the sea.
    { text: 'First Light', requires: ['open-sky'] },
    ...WET.map((tag) => ({ text: 'the Drowned Choir', id: `the Drowned Choir-${tag}`, requires: [tag] })),
    // More, so two landmarks of one sitting seldom share one.
    'the Three Sisters',
    'the Hollow Crown',
    'Old Debts',
    'the Faithless',
    'the Ninth Hour',
    'Whispers',
    'the Lame Horse',
    'the Headless Rider',
    'the Patient Hound',
    'Unpaid Tolls',
    'the Oathbreaker',
    'the Weeping Bride',
    'the Sleepless',
    'the Wandering Friar',
    'the Old Queen',
    'the Twelve Knives',
    'the Blind Harper',
    'Ravens',
    'Crooked Promises',
    'Seven Winters',
    'the Empty Cradle',
    'Lost Keys',
    'the Hound at the Door',
    'Thorns',
    'Candles',
    'the Long Wait',
    { text: 'the Silent Bell', excludes: ['sounding'] },
    { text: 'the Frost Giant', requires: ['frozen'] },
    { text: 'Snow Owls', requires: ['frozen'] },
    { text: 'the Salt King', requires: ['arid'] },
    { text: 'Dust and Glass', requires: ['arid'] },
    { text: 'the Deep Lamps', requires: ['enclosed'] },
    { text: 'Blind Fish', requires: ['enclosed'] },
    { text: 'the White Stag', requires: ['wooded'] },
    { text: 'High Winds', requires: ['uplands'] },
    { text: 'the Lamplighter', requires: ['streets'] },
    { text: 'the Eel Mother', requires: ['wetland'] },
    { text: 'Sea Wolves', requires: ['shore'] },
    { text: 'Pearls and Bones', requires: ['submerged'] },
    { text: 'Wild Horses', requires: ['plains'] },
  ],

  detail: [
    {
      text: 'Carved into its base are {n_3_12} names, and the last one was added recently.',
      requires: ['ashore'],
      excludes: [...BASELESS, 'ruin'],
    },
    // Dawn only under an open sky.
    { text: 'A faint humming can be heard near it, loudest at dawn.', requires: ['open-sky'], excludes: ['hushed'] },
    {
      text: 'A faint humming can be heard near it, loudest when nobody speaks.',
      requires: ['enclosed'],
      excludes: ['hushed'],
    },
    { text: 'A fresh offering lies {offeringPlace}: {offering}.', requires: ['ashore'], excludes: ['offered'] },
    { text: 'Someone has scratched a message nearby: "{scrawl}"', requires: ['ashore'] },
    'Compass needles turn slowly in circles within a hundred paces of it.',
    {
      text: 'Up close, every surface is covered in tiny carved spirals, far too many to count.',
      // Not a figure cut into the turf, which has no surface to carve.
      excludes: ['water', 'garden', 'fire', 'flat'],
    },
    {
      text: 'A {?adjMark} mark like a burned handprint is set into one side, and it is always warm.',
      excludes: ['water', 'garden', 'fire', 'flat', 'ice', 'spread'],
    },
    { text: 'There are signs of a recent camp nearby: {campSign}.', requires: ['ashore'] },
    // Never where the description or its setting puts fish, crabs, birds, cattle or tracks beside it.
    {
      text: 'No small creature comes within a dozen yards of it, not even insects.',
      excludes: ['submerged', 'lively'],
    },
    // A scholar dates the work of hands: not a sea arch, a tree or a wreck, nor a thing its
    // description gives to a king or a duke; and no queen raised it afterward in the lore.
    {
      text: 'It is older than it looks; a scholar could date it to before the first kingdoms.',
      excludes: [...UNBUILT, 'reign-told'],
      implies: ['before-kingdoms'],
    },
    {
      text: 'A rusted iron chain is fixed to it, its last link cut clean through.',
      excludes: ['water', 'garden', 'chasm', 'fire', 'flat', 'cave', 'spread', 'aloft'],
    },
    {
      text: 'A scrap of map tucked into a crevice marks this exact spot with a skull.',
      requires: ['ashore'],
      excludes: ['water', 'garden', 'flat'],
    },
    // Nobody tramples or paints anything on the seabed.
    { text: 'It has been defaced recently: {vandalism}.', requires: ['ashore'] },
    { text: 'Those who sleep beside it dream of {dreamOf}.', requires: ['ashore'] },
    'Every visitor describes it differently afterward, and each is sure they are right.',
    { text: 'A trail of {trailOf} leads away from it, toward {trailTo}.', requires: ['ashore'] },
    'Coins dropped near it always land on the same face.',
    {
      text: 'Its surface is scored with claw marks higher than a person can reach.',
      // Only a face taller than a person: not a flat rock, a field or a ring of small stones, nor a
      // thing held up out of anyone's reach.
      requires: ['faced'],
      excludes: ['aloft'],
    },
    'Light behaves oddly around it: colors look washed out, as though seen through old glass.',
    { text: 'An inscription in an old script reads, roughly, "{inscription}"', excludes: ['surfaceless'] },
    // Only around a thing smaller than the circle that stands on open ground: not a whale's bones,
    // a barrow, a causeway, a ruined fort, a ring of stones, a pool, a cave, a niche or a paved street.
    {
      text: 'The ground around it is perfectly bare in a circle {n_10_40} feet across.',
      excludes: [
        'bone',
        'mound',
        'bridge',
        'ruin',
        'wreck',
        'spread',
        'several',
        'water',
        'chasm',
        'cave',
        'garden',
        'fire',
        'flat',
        'recessed',
        'submerged',
        'enclosed',
        'streets',
      ],
    },
    // Nobody camps in a hut on a city street.
    {
      text: 'Someone built a rough {shelter} beside it and abandoned it in a hurry.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    { text: 'It is marked on no map, though it is impossible to miss.', excludes: ['streets'] },
    {
      text: 'An old horn hangs from it on a leather thong; nobody has dared to blow it.',
      requires: ['ashore'],
      excludes: ['water', 'garden', 'chasm', 'fire', 'mound', 'cave', 'flat', 'spread', 'bridge', 'aloft'],
    },
    {
      text: 'Ribbons, bits of glass and knotted cords are tied to every projection.',
      requires: ['ashore'],
      excludes: ['water', 'chasm', 'fire', 'flat'],
    },
    // Not on the paving of a busy street, where no footprint shows.
    { text: 'Three sets of footprints lead up to it; none lead away.', requires: ['ashore'], excludes: ['streets'] },
    { text: 'It is warm on the coldest day and cool on the hottest.', excludes: ['water', 'fire', 'ice', 'submerged'] },
    { text: 'A weathered wooden sign beside it reads "{signText}"', requires: ['ashore'] },
    { text: 'Something has been digging at its base, and recently.', excludes: [...BASELESS, 'ruin', 'aloft'] },
    {
      text: 'At dusk its shadow points the wrong way, toward {trailTo}.',
      requires: ['open-sky'],
      // One thing standing, one shadow: not a field of bones or a ring of stones.
      excludes: ['water', 'chasm', 'fire', 'garden', 'flat', 'recessed', 'cave', 'spread', 'several'],
    },
    // Only over a thing that stands up under the sky, not a cave mouth or a cellar door.
    {
      text: 'Birds circle it constantly but never land on it.',
      requires: ['open-sky'],
      excludes: ['cave', 'recessed'],
    },
    {
      text: 'Bats roost here by the thousand and leave together at the same moment every evening.',
      requires: ['enclosed'],
    },
    // Not where the description or its setting already sets fish or other creatures at it.
    { text: 'Fish gather around it in a slow ring that never breaks.', requires: ['submerged'], excludes: ['lively'] },
    { text: 'Bubbles rise from it in a thin, unbroken thread.', requires: ['submerged'] },
    // More odd details, each asking what it needs of the feature and the ground around it.
    { text: 'Sound behaves strangely near it: a whisper carries, but a shout goes nowhere.', excludes: ['hushed'] },
    {
      text: 'Anyone who sits beside it for long finds they have been humming a tune they do not know.',
      requires: ['ashore'],
      excludes: ['hushed'],
    },
    {
      text: 'Small stones have been stacked into little towers all around it, hundreds of them.',
      requires: ['ashore'],
      excludes: ['streets', 'aloft'],
    },
    {
      text: 'Water poured on it vanishes at once, as if drunk.',
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'submerged'],
    },
    {
      text: 'A line of old iron nails has been driven into it, each one bent the same way.',
      excludes: ['water', 'garden', 'fire', 'chasm', 'flat', 'cave', 'spread', 'mound', 'aloft', 'surfaceless'],
    },
    {
      text: 'Rain never seems to fall on it, though the ground a yard away is soaked.',
      requires: ['open-sky'],
      excludes: ['water', 'chasm', 'fire', 'frozen', 'cave', 'recessed'],
    },
    { text: 'Dogs and pack animals balk at it and must be led past with their eyes covered.', requires: ['ashore'] },
    {
      text: 'Each morning a thin ring of frost forms around it, even in high summer.',
      requires: ['open-sky'],
      excludes: ['frozen', 'fire', 'arid', 'streets'],
    },
    {
      text: 'Someone has left a lit candle here, and it burns no shorter however long it is watched.',
      requires: ['ashore'],
    },
    {
      text: 'A bronze plaque was fixed to it once; only the four bolt holes remain.',
      excludes: ['water', 'garden', 'fire', 'chasm', 'flat', 'surfaceless', 'bone', 'mound', 'tree'],
    },
    {
      text: 'Wildflowers grow around it that are found nowhere else in the region.',
      requires: ['open-sky'],
      excludes: ['frozen', 'streets'],
    },
    {
      text: 'The nearest farm keeps its shutters closed on the side that faces it.',
      requires: ['open-sky', 'wild'],
      excludes: ['frozen', 'arid'],
    },
    'The air near it smells faintly of cinnamon, though nothing nearby could explain it.',
    { text: 'Whoever touches it comes away with cold fingers that take an hour to warm.', excludes: ['fire'] },
    {
      text: 'A name has been chalked on it and rubbed out so many times that the surface is pale with it.',
      requires: ['ashore'],
      excludes: ['surfaceless', 'water', 'garden', 'fire', 'chasm', 'flat', 'mound', 'aloft'],
    },
    {
      text: 'Moths gather on it at night in their hundreds, slowly opening and closing their wings.',
      requires: ['open-sky'],
      excludes: ['frozen', 'water', 'chasm'],
    },
    'Twice a year, at the equinoxes, it gives off a faint blue light for exactly one hour.',
    {
      text: 'Something leaves a neat pile of pebbles at it each night, one more than the night before.',
      requires: ['ashore'],
    },
    {
      text: 'Coins thrown over the years lie all around it, and nobody dares to pick one up.',
      excludes: ['fire', 'chasm'],
    },
    {
      text: 'A book of visitors is kept in an oilskin pouch nearby; the last entry is dated tomorrow.',
      requires: ['ashore'],
    },
    { text: 'Iron left near it overnight is furred with rust by morning.', excludes: ['submerged'] },
    { text: "A child's doll, well cared for and recently cleaned, sits beside it.", requires: ['ashore'] },
    'Anyone who stands near it for long hears, very faintly, a crowd cheering.',
    // Only of a made thing: a tree or a sea arch is never half new.
    { text: 'Its age is hard to guess: parts look freshly made, others are crumbling away.', excludes: UNBUILT },
    {
      text: "Someone has fitted a little wooden door at its base, a hand's breadth tall.",
      requires: ['ashore'],
      excludes: [...BASELESS, 'ruin', 'aloft', 'recessed'],
    },
    {
      text: 'Animals that die near it never rot; they dry out and stay where they fell.',
      excludes: ['submerged'],
    },
    {
      text: 'Somebody keeps the ground around it swept clean, though nobody has ever seen who.',
      requires: ['ashore'],
      excludes: ['water', 'chasm', 'aloft'],
    },
    {
      text: 'An old painting of it hangs in the nearest inn and shows a figure beside it that is not there now.',
      requires: ['ashore'],
    },
    {
      text: "Scholars' chalk marks and measurements cover it, with angry notes in two hands disagreeing.",
      requires: ['ashore'],
      excludes: ['surfaceless', 'water', 'garden', 'fire', 'chasm', 'flat', 'mound', 'aloft'],
    },
    {
      text: 'A hollow nearby holds a cache of dried food and a flint, left for whoever needs them.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    'Its edges blur a little at dusk, as if it were not quite sure where it ends.',
    {
      text: 'Pilgrims have worn a path around it, walking it three times sunwise.',
      requires: ['ashore'],
      excludes: ['recessed', 'aloft', 'streets', 'bridge', 'chasm', 'spread', 'offshore'],
    },
    'Anything written within sight of it has faded from the page by the next day.',
    {
      text: 'A sleeping dog lies beside it and will not be moved; it has been there for three days.',
      requires: ['ashore'],
    },
    {
      text: 'The ground near it is littered with broken arrowheads, all pointing the same way.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    {
      text: 'Flowers left here never wilt, though they fade slowly to gray.',
      requires: ['ashore'],
      excludes: ['frozen'],
    },
    {
      text: 'Rope tied to it frays through within a night.',
      excludes: ['surfaceless', 'water', 'fire', 'chasm', 'garden', 'flat', 'aloft'],
    },
    {
      text: 'A map of the stars is scratched into a flat rock beside it, showing constellations nobody can find.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    {
      text: 'Candle stubs by the hundred stand in puddles of old wax all around it.',
      requires: ['ashore'],
      excludes: ['offered', 'aloft'],
    },
    {
      text: 'Local children know a rhyme that tells how to walk up to it safely, step by step.',
      requires: ['ashore'],
      excludes: REMOTE,
    },
    {
      text: 'A knife has been driven to the hilt into the ground beside it, and nobody can pull it free.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    {
      text: 'Lightning has struck it at least three times, and it has the scorch marks to prove it.',
      requires: ['open-sky', 'faced'],
    },
    // Under the sea.
    {
      text: 'Its surface is furred with weed that sways back and forth in the current.',
      requires: ['submerged'],
      excludes: ['water', 'garden', 'chasm', 'surfaceless'],
    },
    {
      text: "A diver's rope, knotted every fathom, is tied to it and runs up toward the surface.",
      requires: ['submerged'],
      excludes: ['water', 'garden', 'chasm'],
    },
    { text: 'Pearl divers touch it for luck before they go any deeper.', requires: ['submerged'] },
    {
      text: 'Eels have made their homes in every gap in it.',
      requires: ['submerged'],
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless'],
    },
    {
      text: 'A knock on it can be heard a mile off through the water.',
      requires: ['submerged'],
      excludes: ['water', 'garden', 'chasm'],
    },
    // Under the earth.
    {
      text: 'Drips from the ceiling have built a small stalagmite on top of it.',
      requires: ['enclosed'],
      excludes: ['fire', 'water', 'chasm', 'garden', 'flat', 'spread', 'aloft', 'cave', 'bridge'],
    },
    { text: "Miners' marks scratched nearby warn, in an old code, to turn back.", requires: ['enclosed'] },
    { text: 'A lantern burns beside it, and its oil never runs any lower.', requires: ['enclosed'] },
    // In the streets.
    { text: 'The street sweepers refuse to work within ten paces of it.', requires: ['streets'] },
    { text: 'A city ordinance nailed up nearby forbids singing in its presence.', requires: ['streets'] },
    { text: 'Pickpockets never work the crowd around it, and nobody knows why.', requires: ['streets'] },
    {
      text: 'The cobbles in front of it are worn into a hollow by generations of feet.',
      requires: ['streets'],
      excludes: ['aloft'],
    },
    // On the ice and in the sand.
    {
      text: 'Frost feathers grow on it overnight in shapes that look like writing.',
      requires: ['frozen'],
      excludes: ['fire', 'water'],
    },
    {
      text: 'Each noon the snow on it melts away in the shape of an open hand.',
      requires: ['frozen'],
      excludes: ['fire', 'water', 'chasm', 'cave'],
    },
    {
      text: 'Sand never drifts against it, though dunes pile up all around.',
      requires: ['arid'],
      excludes: ['chasm', 'recessed', 'cave'],
    },
    {
      text: 'At dawn it gives a low sound like a long breath let out, as the stone warms.',
      requires: ['arid'],
      excludes: ['water', 'garden', 'fire', 'chasm', 'bone', 'tree'],
    },
    // In the marsh, the forest, the hills, on the shore and the open plain.
    { text: 'The water beside it never freezes, even in the hardest winter.', requires: ['wetland'] },
    {
      text: 'Leeches cover the stones nearby, but not one has ever been found on it.',
      requires: ['wetland'],
      excludes: ['water', 'fire'],
    },
    { text: 'The trees around it all lean slightly away from it.', requires: ['wooded'], excludes: ['tree'] },
    { text: 'Mistletoe grows on the nearest trees, and nowhere else in the forest.', requires: ['wooded'] },
    {
      text: 'Climbers leave a pinch of salt on it for a safe way down.',
      requires: ['uplands', 'ashore'],
      excludes: ['water', 'chasm', 'fire'],
    },
    {
      text: 'Every high tide leaves a line of small white shells around it, laid as neatly as a hedge.',
      requires: ['shore', 'ashore'],
      excludes: ['tower', 'aloft'],
    },
    { text: 'Riders who pass it find that a horse has thrown a shoe within the mile.', requires: ['plains'] },
    'A faint smell of cut apples hangs about it, in every season.',
    "A small clay jar with a tight stopper has been hidden nearby; what rattles inside is anybody's guess.",
    {
      text: 'Someone has tied a red thread to it and run the thread off into the distance.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm'],
    },
    {
      text: 'Sounds from the far side of it reach the ear a breath late, as if carried round the long way.',
      excludes: ['hushed'],
    },
    {
      text: "A traveler's walking staff is propped against it, carved with a long list of place names.",
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'flat', 'aloft', 'garden'],
    },
    {
      text: 'The last visitor left a message in stones laid out on the ground: a single arrow.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    {
      text: 'A half-finished sketch of it is pinned beneath a rock nearby, the paper dry despite the weather.',
      requires: ['ashore'],
    },
    'Anyone who looks at it for long starts to count, and finds they cannot stop until they reach a hundred.',
    {
      text: 'A bell hangs from a frame of old timber beside it, with no clapper and no rope.',
      requires: ['ashore'],
      excludes: ['aloft', 'streets'],
    },
    {
      text: 'There is a cold spot beside it exactly the size of a person lying down.',
      requires: ['ashore'],
      excludes: ['water', 'chasm'],
    },
    'Metal tools brought near it grow faintly warm to the touch.',
    {
      text: 'A patch of moss on it has grown in the shape of a letter from no alphabet anyone knows.',
      excludes: ['fire', 'water', 'chasm', 'surfaceless', 'arid', 'frozen'],
    },
    {
      text: 'A scarecrow in old-fashioned clothes stands a little way off, facing it.',
      requires: ['open-sky', 'wild'],
      // Only where fields are tilled: not on the shore, the sand, the heights or the marsh.
      excludes: ['frozen', 'shore', 'arid', 'heights', 'wetland'],
    },
    { text: 'Every so often, a single playing card is found beside it, always the same card.', requires: ['ashore'] },
    'Its outline looks different from every side, and never quite matches a sketch made a moment before.',
    {
      text: 'A cord of stacked firewood waits beside it, neatly covered, free for whoever needs it.',
      requires: ['ashore'],
      excludes: ['arid', 'enclosed', 'streets'],
    },
    {
      text: 'A row of small clay figures has been set out in front of it, each one facing away.',
      requires: ['ashore'],
      excludes: ['offered'],
    },
    'Anyone who speaks near it finds their voice lower and quieter than they meant.',
    { text: 'The nearest milestone has been turned to face it instead of the road.', requires: ['open-sky', 'wild'] },
    {
      text: 'Iron horseshoes have been nailed up around it, all with their ends pointing down.',
      excludes: ['water', 'fire', 'chasm', 'garden', 'flat', 'surfaceless', 'aloft', 'submerged'],
    },
    {
      text: 'Lichen will not grow on it, though it covers every stone nearby.',
      requires: ['open-sky'],
      excludes: ['arid', 'cave', 'water', 'fire', 'garden', 'tree', 'chasm', 'surfaceless', 'streets'],
    },
    {
      text: 'A cracked hand mirror lies face-down beside it; nobody who finds it turns it over.',
      requires: ['ashore'],
    },
    {
      text: 'A list of names has been scratched on a slate and left here, each one crossed out but the last.',
      requires: ['ashore'],
    },
    {
      text: 'The air above it shimmers faintly on the coldest mornings, like heat over a road.',
      requires: ['open-sky'],
    },
    {
      text: 'Someone has fenced it off with a single strand of rope on wooden stakes, and nobody crosses it.',
      requires: ['ashore'],
      excludes: ['aloft', 'recessed', 'spread', 'chasm'],
    },
    {
      text: 'The grass around it is scorched in the shape of great wings.',
      requires: ['open-sky'],
      excludes: ['frozen', 'arid', 'streets', 'wetland'],
    },
    {
      text: 'Long strands of white hair are caught on every rough edge of it.',
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'submerged'],
    },
    {
      text: 'A bench has been set facing it, and a brass plate on the bench reads "Wait."',
      requires: ['ashore'],
      excludes: ['aloft'],
    },
    { text: 'Glass beads by the thousand lie scattered in the sand around it.', requires: ['arid'] },
    { text: "A fisherman's net, neatly mended, hangs drying beside it.", requires: ['shore', 'ashore'] },
    { text: "Tiny footprints, like a child's, run round and round it in the snow.", requires: ['frozen', 'ashore'] },
    { text: 'The trees nearest it bear fruit out of season.', requires: ['wooded'], excludes: ['tree'] },
    {
      text: "A heron's feather has been pushed into every crack in it.",
      requires: ['wetland', 'ashore'],
      excludes: ['water', 'fire', 'surfaceless'],
    },
    { text: 'A pickaxe with a broken handle lies beside it, rusted to the ground.', requires: ['enclosed'] },
    {
      text: 'A mooring ring of green bronze is set into it, worn bright by ropes.',
      requires: ['submerged'],
      excludes: ['water', 'garden', 'chasm'],
    },
    {
      text: "A toll keeper's stool sits beside it, though nobody has collected a toll here in living memory.",
      requires: ['streets'],
    },
    'Loose threads of silver light drift around it on moonless nights.',
    {
      text: 'A brass compass has been left on it, its needle rusted in place pointing away.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'aloft', 'garden'],
    },
    {
      text: 'A circle of mushrooms nearby is the color of old blood.',
      requires: ['ashore'],
      excludes: ['arid', 'frozen', 'streets'],
    },
    { text: 'A hint of music, too faint to follow, comes and goes near it.', excludes: ['hushed'] },
    {
      text: "A handprint in soot is pressed onto it at a child's height, and it never washes off.",
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'submerged', 'aloft'],
    },
    {
      text: 'Someone has wrapped a length of blue cloth around it, and it is replaced, fresh, every spring.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'garden', 'flat', 'spread', 'aloft', 'surfaceless'],
    },
    'Time passes oddly near it: an hour spent there is a little more, or a little less, than an hour.',
    {
      text: 'A path of flat stepping stones leads up to it and stops a pace short.',
      requires: ['ashore'],
      excludes: ['streets'],
    },
    { text: 'There is a smell of rain near it even on the driest day.', requires: ['open-sky'], excludes: ['water'] },
    { text: 'A clay pipe, still warm, lies on the ground beside it.', requires: ['ashore'] },
    { text: 'A thin humming under the feet grows stronger the nearer one comes.', excludes: ['hushed'] },
    {
      text: 'Someone has left a bowl of water and a folded cloth beside it, as if for a guest.',
      requires: ['ashore'],
      excludes: ['offered'],
    },
    {
      text: 'A line of black feathers has been pushed into the ground around it.',
      requires: ['open-sky', 'ashore'],
      excludes: ['streets'],
    },
    'Voices near it sound a little younger than they are.',
    { text: "Old pilgrims' badges of cheap tin are nailed to every post and stump nearby.", requires: ['ashore'] },
    "A shiver runs through anyone who steps within arm's reach of it, warm days or cold.",
    {
      text: 'Rain that falls on it runs off in the wrong direction, uphill.',
      requires: ['open-sky'],
      excludes: ['water', 'chasm', 'fire', 'arid', 'frozen', 'cave', 'recessed'],
    },
    {
      text: 'A kite string is snagged on it, still tugging at a kite nobody can see.',
      requires: ['open-sky', 'faced'],
    },
    'Every lantern brought near it burns a little blue.',
    {
      text: 'A spade stands upright in the ground beside it, as if someone stopped digging mid-stroke.',
      requires: ['ashore'],
      excludes: ['streets', 'frozen'],
    },
    // More odd details, in many shapes, so two landmarks of one sitting seldom share one. Each
    // keeps to its place: no sound where it is hushed, nothing left lying on the ground under the
    // sea, nothing pinned to a thing with no surface.
    { text: "Dogs will not go near it; they sit down a stone's throw off and wait.", excludes: ['submerged'] },
    'Whoever sleeps within sight of it wakes an hour earlier than they meant to.',
    {
      text: 'Count the paces around it twice, and the second count always comes out one short.',
      excludes: ['recessed', 'aloft', 'submerged', 'spread', 'chasm'],
    },
    'Bread carried past it goes stale by nightfall.',
    'Nobody can agree on its color; ask three people and hear three answers.',
    { text: 'Candles lit near it lean toward it, as if it drew breath.', excludes: ['submerged'] },
    {
      text: 'It casts a shadow on overcast days, faint but plain.',
      requires: ['open-sky'],
      excludes: ['water', 'chasm', 'flat', 'surfaceless', 'recessed', 'spread'],
    },
    'Something about it makes people lower their voices without meaning to.',
    'Anyone who looks at it for too long finds they have forgotten what they came here to do.',
    {
      text: 'Its reflection in any puddle nearby is a little older than it is.',
      excludes: ['submerged', 'arid', 'water'],
    },
    {
      text: 'Birds that pass over it fall silent for a wingbeat or two.',
      requires: ['open-sky'],
      excludes: ['hushed'],
    },
    {
      text: 'The first snow of the year always settles on it last.',
      requires: ['open-sky'],
      excludes: ['arid', 'fire', 'water', 'chasm'],
    },
    { text: 'Pets brought near it stare at one spot on it and will not be coaxed away.', excludes: ['submerged'] },
    { text: 'Salt sprinkled nearby is gone by morning, as if licked up.', excludes: ['submerged', 'water'] },
    {
      text: 'Anyone who whistles near it hears the tune whistled back a moment late.',
      excludes: ['hushed', 'submerged'],
    },
    'Seen from the corner of the eye, it seems a little larger than it is.',
    {
      text: 'A faint smell of lamp oil hangs about it, though nobody has ever found the lamp.',
      excludes: ['submerged'],
    },
    { text: 'Footsteps near it echo as though in a great hall.', requires: ['ashore'], excludes: ['hushed', 'aloft'] },
    {
      text: 'A low note, like a finger around the rim of a glass, hums from it when the wind drops.',
      excludes: ['hushed', 'submerged'],
    },
    {
      text: 'Now and then a single knock sounds from inside it, and never a second.',
      excludes: ['hushed', ...BASELESS],
    },
    { text: 'On still nights it creaks like a ship at anchor.', excludes: ['hushed', 'submerged', 'wreck'] },
    {
      text: 'A red ribbon is knotted around it at knee height, and nobody admits to tying it.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'garden', 'flat', 'spread', 'aloft', 'surfaceless'],
    },
    {
      text: 'Someone has chalked a tally of marks on it, dozens of them, in groups of five.',
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'submerged', 'flat', 'spread'],
    },
    {
      text: 'Wax drippings from a hundred candles have built up in a pale crust around it.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'aloft', 'offered', 'submerged'],
    },
    {
      text: 'A pair of worn boots has been left beside it, laces tied together.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'A cracked hand mirror lies face-down beside it; nobody will turn it over.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'Someone has planted a ring of onions around it and tends them.',
      requires: ['ashore', 'open-sky'],
      excludes: ['arid', 'frozen', 'streets', 'aloft', 'chasm', 'water'],
    },
    {
      text: "A child's wooden sword lies nearby, carved with the letters of a name worn too smooth to read.",
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'Three flat stones are laid in a row before it, each with a hole bored through.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm', 'streets'],
    },
    {
      text: 'A wooden bucket stands beside it, always half full of clean water, though nobody fills it.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm', 'frozen'],
    },
    {
      text: 'The crows that roost nearby bring it small bright things: buttons, bottle glass, a thimble.',
      requires: ['open-sky', 'ashore'],
      excludes: ['hushed'],
    },
    {
      text: 'A weather vane has been nailed up beside it, and it points at it whichever way the wind blows.',
      requires: ['open-sky', 'ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'At sunset its shadow reaches twice as far as any other shadow nearby.',
      requires: ['open-sky'],
      excludes: ['water', 'chasm', 'flat', 'spread', 'recessed'],
    },
    { text: 'Stars seem to crowd thicker in the sky right above it.', requires: ['open-sky'] },
    {
      text: 'The frost on it forms patterns like handwriting, in a script nobody reads.',
      requires: ['frozen'],
      excludes: ['fire', 'water', 'surfaceless', 'chasm', 'spread', 'flat'],
    },
    { text: 'Sand drifts around everything else here, but never touches it.', requires: ['arid'], excludes: ['low'] },
    {
      text: 'Scorpions gather in its shade at noon and leave it alone at night.',
      requires: ['arid', 'ashore'],
      excludes: ['flat', 'spread', 'chasm', 'water', 'surfaceless', 'recessed', 'low'],
    },
    {
      text: 'The reeds nearest it grow in a perfect ring, cut clean by no hand anyone has seen.',
      requires: ['wetland'],
    },
    {
      text: 'A brass diving helmet lies half buried in the silt beside it, its faceplate cracked.',
      requires: ['submerged'],
    },
    { text: 'The current bends around it as if it were much larger than it is.', requires: ['submerged'] },
    {
      text: 'It is always dry to the touch, however damp the air down here.',
      requires: ['enclosed'],
      excludes: ['water', 'fire', 'surfaceless'],
    },
    { text: 'Torches burn low and steady near it, never guttering, even in a draft.', requires: ['enclosed'] },
    {
      text: 'Children skipping rope nearby chant a rhyme about it that no adult remembers learning.',
      requires: ['streets'],
      excludes: ['hushed'],
    },
    {
      text: 'Chalk drawings of it cover the paving nearby, each one by a different small hand.',
      requires: ['streets'],
    },
    { text: 'Beggars will not sit in its shadow, however good the spot.', requires: ['streets'] },
    {
      text: 'The grass grows greener in a circle around it, a circle that widens a little every year.',
      requires: ['open-sky', 'ashore'],
      excludes: ['arid', 'frozen', 'streets', 'water', 'aloft'],
    },
    {
      text: 'The trees nearest it all lean away from it, as if from a wind that blows only there.',
      requires: ['wooded'],
      excludes: ['tree'],
    },
    {
      text: 'Bees nest in a crack in it, and their honey tastes faintly of iron.',
      requires: ['open-sky'],
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'frozen', 'flat', 'spread'],
    },
    // Still more odd details, most of them for anywhere, since those are met most often.
    'Whoever touches it hears, for an instant, their own heartbeat very loud.',
    'Nobody who has sketched it can find the sketch again the next morning.',
    'Honest people feel easy near it; liars get a headache.',
    { text: 'Anything left near it overnight is found turned a half-turn to the left.', excludes: ['submerged'] },
    'It looks farther away than it is, and the last few steps to it take longer than they should.',
    {
      text: 'A faint warmth comes off it on the coldest nights, like a hearth an hour after the fire is out.',
      excludes: ['fire'],
    },
    'People who visit it together always leave arguing about what they saw.',
    'Those who visit it often forget their own middle names.',
    {
      text: 'Its shadow sometimes moves a moment after the sun does.',
      requires: ['open-sky'],
      excludes: ['water', 'chasm', 'flat', 'surfaceless', 'recessed', 'spread'],
    },
    { text: 'Ink spilled near it dries the color of rust.', excludes: ['submerged'] },
    {
      text: 'A spider has spun a web across one side of it, and the web is never broken, whatever brushes past.',
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'submerged', 'spread'],
    },
    {
      text: 'A scrap of red wool is tied to something nearby for every child born in the district this year.',
      requires: ['ashore'],
      excludes: REMOTE,
    },
    {
      text: 'Someone has set a lantern beside it with a fresh candle inside, unlit.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    { text: 'A rope ladder hangs from a nearby branch, recently mended.', requires: ['wooded', 'ashore'] },
    {
      text: 'A stool and a half-finished basket sit beside it, as though the weaver stepped away a moment ago.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'A small cairn beside it grows by one stone every day, though nobody is seen adding them.',
      requires: ['ashore'],
      excludes: ['cairn', 'streets'],
    },
    {
      text: 'Names of lovers are painted on the stones around it, paired and then painted over.',
      requires: ['ashore'],
    },
    {
      text: 'A horseshoe hangs from a nail driven into the ground beside it, points up for luck.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'A rusted lock hangs on a chain beside it, locked, with no key and nothing for it to close.',
      requires: ['ashore'],
    },
    {
      text: 'A ring of white pebbles has been laid around it, and whoever kicks one out of place finds it back in the ring next day.',
      requires: ['ashore'],
      excludes: ['aloft', 'recessed', 'chasm', 'spread'],
    },
    {
      text: 'Three nails have been driven into it in a line, each bent over by the same hand.',
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'submerged', 'flat', 'spread', 'aloft'],
    },
    {
      text: 'A folded note is tucked into a crack in it; it says only "Not yet."',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'garden', 'surfaceless', 'flat', 'spread', 'aloft'],
    },
    {
      text: 'A pair of gloves has been left on it, palms up, as if waiting to be filled.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'aloft'],
    },
    {
      text: 'A thin crust of salt forms on it overnight, far from any sea.',
      excludes: ['shore', 'submerged', 'water', 'fire', 'surfaceless', 'chasm'],
    },
    {
      text: "Pebbles dropped near it roll toward it, a finger's breadth at a time.",
      excludes: ['submerged', 'water', 'aloft', 'chasm'],
    },
    {
      text: 'Swallows nest on it every spring, and leave on the same day every autumn.',
      requires: ['open-sky', 'faced'],
    },
    {
      text: 'Children who play near it come home knowing a game nobody taught them.',
      requires: ['ashore'],
      excludes: REMOTE,
    },
    'The air around it tastes faintly of copper.',
    {
      text: 'Sleepers nearby dream of a house they have never seen, and all of them dream of the same blue door.',
      requires: ['ashore'],
    },
    {
      text: 'A painted eye on a scrap of board has been propped up facing it, as though to keep watch.',
      requires: ['ashore'],
    },
    {
      text: 'A line of hoofprints leads up to it and none lead away.',
      requires: ['ashore', 'open-sky'],
      excludes: ['streets', 'aloft'],
    },
    {
      text: 'It is colder to the touch than the air around it, always by the same amount.',
      excludes: ['fire', 'water', 'surfaceless', 'chasm'],
    },
    'Everyone who stands near it feels watched from behind, and no one ever is.',
    {
      text: 'Anyone who says its name aloud nearby hears it said back, a little wrongly.',
      excludes: ['hushed', 'submerged'],
    },
    'Rings left on fingers near it feel tighter by the hour.',
    { text: "Flies will not land on anything within a stone's throw of it.", excludes: ['lively', 'submerged'] },
    {
      text: 'Someone comes to sweep the ground around it every morning before dawn, and nobody has caught them at it.',
      // No dawn under the earth: there the sweeper comes between one lamp and the next.
      requires: ['ashore', 'open-sky'],
      excludes: ['aloft', 'chasm', 'water'],
    },
    {
      text: 'Someone sweeps the ground around it whenever the lamps are out, and nobody has caught them at it.',
      requires: ['ashore', 'enclosed'],
      excludes: ['aloft', 'chasm', 'water'],
    },
    {
      text: 'A faded sash of a long-disbanded regiment is knotted to it.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'aloft', 'flat', 'spread'],
    },
    {
      text: 'A bronze bell, no bigger than a thimble, has been left on it; it rings when nobody is near.',
      requires: ['ashore'],
      excludes: ['hushed', 'water', 'fire', 'chasm', 'surfaceless', 'aloft'],
    },
    { text: 'A smell of fresh-cut hay hangs around it in every season.', requires: ['temperate'] },
    { text: 'Whoever sits with their back to it hears a page being turned.', excludes: ['hushed', 'submerged'] },
    'The light around it is a shade warmer than it should be, like late afternoon at noon.',
    {
      text: 'Snails leave silver trails on it that spell out letters, if you squint.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'arid', 'frozen'],
    },
    {
      text: 'Travelers who rest beside it wake with their boots laced tighter than they left them.',
      requires: ['ashore'],
    },
    { text: 'Any song sung near it slips, by the last verse, into a minor key.', excludes: ['hushed', 'submerged'] },
    {
      text: 'A faint line of soot circles it at shoulder height, as if a fire had once burned in the air.',
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'submerged', 'flat', 'spread'],
    },
    'The hair on the arms stands up within a few paces of it, as before a thunderstorm.',
    {
      text: 'Someone leaves a fresh loaf beside it every feast day, and by nightfall it is gone.',
      requires: ['ashore'],
      excludes: ['offered', 'aloft', 'chasm'],
    },
    {
      text: 'A row of tiny clay figures stands along one edge of it, each no taller than a thumb.',
      requires: ['ashore'],
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'aloft', 'offered'],
    },
    {
      text: 'A worn rope handhold has been pegged into the ground leading up to it.',
      requires: ['ashore'],
      excludes: ['streets', 'water', 'aloft'],
    },
    {
      text: 'Anyone who tries to count the marks on it loses the count at the same number.',
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'flat'],
    },
    {
      text: 'Its color deepens after rain, as if it were blushing.',
      requires: ['open-sky'],
      excludes: ['water', 'fire', 'chasm', 'arid'],
    },
    { text: 'Broken pottery, all of it blue, lies in drifts around it.', requires: ['ashore'], excludes: ['aloft'] },
    {
      text: 'Sleepwalkers from the nearest houses are found here some mornings, standing quite still.',
      requires: ['ashore'],
      excludes: ['wild'],
    },
    {
      text: 'Herdsmen swear their animals count it as one of the flock, and call to it at dusk.',
      requires: ['ashore', 'open-sky'],
      excludes: ['streets', 'arid', 'frozen'],
    },
    'It is never quite where the maps put it; always a few paces to the east.',
    { text: 'Anyone who tells a joke near it finds the joke falls flat, every time.', excludes: ['submerged'] },
    {
      text: 'A plain wooden box nailed shut sits beside it; it is heavier each year.',
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    {
      text: 'The silence around it is so complete that a dropped pin can be heard.',
      excludes: ['sounding', 'lively', 'streets', 'breezy', 'shore'],
    },
    { text: 'A small brass plaque on a post beside it has had its words filed off.', requires: ['ashore'] },
    { text: 'Visitors often find, back home, a pebble in their pocket they did not pick up.', requires: ['ashore'] },
    {
      text: "A few strands of a spider's silk catch the light around it, strung in a spiral.",
      excludes: ['submerged', 'fire'],
    },
    {
      text: 'Whoever walks around it sunwise feels lighter; the other way, heavier.',
      excludes: ['recessed', 'aloft', 'submerged', 'spread', 'chasm'],
    },
    {
      text: 'A weathered sign nearby says only "Mind the third step," though there are no steps.',
      requires: ['ashore'],
    },
    {
      text: "An old woman's shawl is folded neatly beside it, dry in any weather.",
      requires: ['ashore'],
      excludes: ['aloft', 'chasm'],
    },
    { text: 'Anyone who lies down beside it sees, for a moment, a different sky.', requires: ['ashore', 'open-sky'] },
    {
      text: 'A thin trickle of sand runs from a crack in it, and has done for years without slowing.',
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'garden', 'submerged', 'flat', 'spread'],
    },
    {
      text: 'A circle of bare ground around it is swept clean by no broom anyone has seen.',
      requires: ['ashore'],
      excludes: ['streets', 'water', 'aloft', 'chasm', 'frozen'],
    },
    'Shadows near it fall a little darker than they should.',
    {
      text: 'The wind drops to nothing within a few paces of it, even in a gale.',
      requires: ['open-sky'],
      excludes: ['breezy'],
    },
    // More odd details, so a sitting seldom shows one twice.
    {
      text: 'A pair of worn boots stands neatly beside it, toes pointing away, as if someone took them off to run.',
      requires: ['ashore'],
      excludes: ['aloft'],
    },
    {
      text: 'A moth with wings patterned like an open eye is always resting somewhere on or near it.',
      excludes: ['submerged'],
    },
    {
      text: 'A tally of scratches nearby counts something in groups of seven; the last group has only six.',
      requires: ['ashore'],
    },
    'Metal brought near it grows warm, and a knife left beside it for an hour is too hot to hold.',
    {
      text: 'A ring of small cairns surrounds it, each topped with a single white pebble.',
      requires: ['ashore', 'open-sky'],
      excludes: ['aloft', 'spread', 'streets'],
    },
    {
      text: 'Anyone who sketches it finds, later, that the sketch shows one more person than was there.',
      excludes: ['submerged'],
    },
    {
      text: 'A brass key on a red cord hangs from a nail nearby; it fits no lock anyone has found.',
      requires: ['ashore'],
    },
    {
      text: 'Echoes near it come back in a slightly different voice, as if someone else were repeating the words.',
      excludes: ['submerged'],
    },
    {
      text: 'Someone has left a clay pot of honey beside it, sealed with wax and stamped with a bee.',
      requires: ['ashore'],
      excludes: ['offered', 'aloft'],
    },
    {
      text: 'Dogs will not bark within sight of it; they only stare at it and whine.',
      requires: ['ashore'],
      excludes: ['submerged'],
    },
    {
      text: 'A ledger wrapped in oilcloth lies nearby, listing visitors by name, and the newest entry is in a hand nobody knows.',
      requires: ['ashore'],
    },
    {
      text: 'Beetles found dead near it all lie with their heads pointing toward it.',
      requires: ['ashore'],
      excludes: ['submerged'],
    },
    {
      text: 'A half-burned letter lies nearby, the only legible words "do not tell my brother".',
      requires: ['ashore'],
      excludes: ['submerged'],
    },
    'Coins dropped near it always land showing the same face.',
    {
      text: 'A line of salt, fresh and unbroken, runs in an arc on one side of it.',
      requires: ['ashore'],
      excludes: ['submerged', 'spread', 'aloft'],
    },
    { text: 'Any lamp or torch carried up to it burns with a faint green edge to its flame.', excludes: ['submerged'] },
    {
      text: 'A goose feather is stuck upright in the ground beside it, and another appears whenever one is taken.',
      requires: ['ashore', 'open-sky'],
      excludes: ['aloft', 'surfaceless', 'streets'],
    },
    "Spiders will not build on it; their webs stop a hand's breadth short, in a clean line.",
    {
      text: 'A bundle of letters tied with string lies tucked against it, addressed to a street that does not exist.',
      requires: ['ashore'],
      excludes: ['submerged', 'aloft'],
    },
    'Salt set down near it turns damp within the hour, whatever the weather.',
    {
      text: 'A pair of wooden dice sits beside it, always showing a seven, however they are thrown.',
      requires: ['ashore'],
      excludes: ['aloft', 'submerged'],
    },
    'Writing carried near it feels heavier, as if the words weighed something.',
    {
      text: 'Somebody has set a little fence of twigs around it, no higher than a hand, and mends it when it falls.',
      requires: ['ashore', 'open-sky'],
      excludes: ['aloft', 'spread', 'streets', ...BASELESS],
    },
    'Watches and hourglasses near it run a little slow, and catch up again once they are carried away.',
    {
      text: 'A notched stick is wedged beside it, with a notch for every year; the newest is still pale.',
      requires: ['ashore'],
      excludes: ['aloft', 'submerged'],
    },
    'Whistled tunes near it go flat by the end, however true they started.',
  ],
  offeringPlace: [
    { text: 'at its foot', excludes: [...BASELESS, 'ruin'] },
    { text: 'against its walls', requires: ['ruin'], excludes: ['flat'] },
    { text: 'at its edge', requires: ['water'] },
    { text: 'at its edge', id: 'garden-edge', requires: ['garden'] },
    { text: 'at its edge', id: 'chasm-edge', requires: ['chasm'] },
    { text: 'at its edge', id: 'fire-edge', requires: ['fire'] },
    { text: 'at its edge', id: 'flat-edge', requires: ['flat'] },
    { text: 'in its midst', requires: ['spread'], excludes: BASELESS.filter((form) => form !== 'spread') },
    { text: 'at its mouth', requires: ['cave'] },
    { text: 'at its near end', requires: ['bridge'] },
    { text: 'beside it', id: 'wreck-beside', requires: ['wreck'] },
    { text: 'beside it', id: 'bone-beside', requires: ['bone'] },
  ],
  offering: [
    'a bowl of milk',
    'a lock of hair wound around three copper pieces',
    // No flowers for a wreath on the ice.
    { text: 'a wreath of {?adjFlower} flowers', excludes: ['frozen'] },
    "a child's wooden sword",
    'a dead crow wrapped in linen',
    'a half-burned letter',
    'a jar of honey',
    'a polished river stone painted with an eye',
    'a loaf of black bread, still warm',
    'a tin whistle tied with red thread',
    'a folded shirt that once belonged to a child',
    'a cup of wine with a dead moth floating in it',
    'a carved wooden fish',
    'a bundle of tallow candles, all unlit',
  ],
  scrawl: [
    'Do not answer it.',
    'We waited. You did not come.',
    'Three more days.',
    'It lies.',
    'Turn back at the second stone.',
    'Mother, I am sorry.',
    'It is under the left one.',
  ],
  campSign: [
    'a fire pit still warm',
    'boot prints of a heavy, limping person',
    'bones picked clean and neatly stacked',
    'a bedroll left behind in a hurry',
    'a ring of stones around cold ashes',
    // Only where a wind blows: no windbreak under the rock.
    { text: 'a windbreak of piled stones', requires: ['open-sky'] },
    'an empty wine bottle of a very expensive vintage',
  ],
  vandalism: [
    // Paint over carvings only where the description carved some; chips and gouges only in stone, wood or bone, not an earthen mound.
    {
      text: "a rival clan's sign painted over the old carvings",
      requires: ['carved'],
      excludes: ['water', 'garden', 'fire', 'chasm', 'flat'],
    },
    {
      text: "a rival clan's sign daubed across it in red paint",
      excludes: ['water', 'garden', 'fire', 'chasm', 'flat', 'carved'],
    },
    { text: 'a chunk chipped off and carried away', excludes: ['water', 'garden', 'fire', 'chasm', 'flat', 'mound'] },
    { text: 'the word "LIAR" gouged into it', excludes: ['water', 'garden', 'fire', 'chasm', 'flat', 'mound'] },
    'offerings scattered and trampled',
  ],
  dreamOf: [
    'a door that is always just out of reach',
    'a city under the sea',
    'someone calling their name in a voice they almost know',
    'a war that has not happened yet',
    'drowning, and then flying',
  ],
  // What a trail is made of needs the ground for it: no mud on ice or sand, no flowers on the ice, no feathers under the rock.
  trailOf: [
    { text: 'small muddy footprints', excludes: ['frozen', 'arid'] },
    { text: 'small footprints in the frost', requires: ['frozen'] },
    { text: 'scattered white feathers', excludes: ['enclosed'] },
    'dried blood',
    { text: 'wilted flowers', excludes: ['frozen'] },
    'dropped copper coins',
  ],
  // Where a trail or a shadow can lead from here: no village or horizon in a city or under the rock.
  trailTo: [
    { text: 'the nearest village', excludes: ['streets', 'enclosed'] },
    { text: 'a lone hill on the horizon', requires: ['open-sky'], excludes: ['streets', 'wooded'] },
    { text: 'a hollow nobody has explored', excludes: ['streets'] },
    { text: 'the old road', excludes: ['streets', 'enclosed'] },
    { text: 'the old city gate', requires: ['streets'] },
    { text: 'a shuttered house two streets away', requires: ['streets'] },
    { text: 'a side passage nobody has mapped', requires: ['enclosed'] },
    '{$town}',
    { text: '{$site}', requires: ['site-given'] },
  ],
  inscription: [
    'Here the promise was kept.',
    'Let the one who wakes this bear it.',
    'Raised by the grateful, paid for by the dead.',
    'Count the stars and you may pass.',
    'Not yet.',
  ],
  shelter: [
    { text: 'lean-to', excludes: ['frozen', 'arid', 'enclosed'] },
    'hut of stacked stones',
    'tent of oiled hides',
    { text: 'shelter of lashed branches', excludes: ['frozen', 'arid', 'enclosed', 'streets'] },
  ],
  signText: [
    // No digging on a bridge or at the lip of a gorge.
    { text: 'NO DIGGING by order of the council.', excludes: ['bridge', 'chasm'] },
    'Pilgrims welcome, thieves cursed.',
    'Here fell the brave and the unlucky.',
    'Do not feed it.',
  ],
  adjMark: ['sooty', 'deep', 'blackened', 'child-sized'],
  adjFlower: ['wild', 'blood-red', 'pale', 'yellow'],
  n_3_12: ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  n_10_40: numberRows(10, 40, 5),

  lore: ['{loreLead} {loreClaim}.'],
  // Each lead's words are marked, and a claim with the same words never follows it ("Travelers swear that three travelers").
  loreLead: leadRows([
    'Locals say that',
    'The old stories claim that',
    'Travelers swear that',
    'An old song claims that',
    'Pilgrims whisper that',
    "A peddler's tale has it that",
    { text: 'Old hunters tell that', requires: ['wild'] },
    { text: 'Sailors swear that', requires: ['shore'] },
    { text: "Miners' lore holds that", requires: ['enclosed'] },
    // A lead that names the town: the claim after it names it no second time.
    { text: 'A priest in {$town} insists that', implies: ['town-told'] },
    { text: 'A ballad sung in {$town} holds that', implies: ['town-told'] },
    { text: 'The grandmothers of {$town} say that', implies: ['town-told'] },
    // Not under the water, and only of a claim that makes a visit frightening or forbidden.
    {
      text: 'Children dare each other to visit, because they believe that',
      // Only where a village is near enough for its children to come.
      excludes: [...REMOTE, 'dared'],
      implies: ['dare'],
    },
    { text: 'Tavern gossip in {$town} has it that', implies: ['town-told'] },
    "A scholar's treatise argues that",
  ]),
  loreClaim: claimRows([
    // Only of stone: never a figure carved from ice.
    {
      text: 'it marks the grave of a giant turned to stone for breaking an oath',
      excludes: [...BASELESS, 'tree', 'ruin', 'tower', 'bridge', 'shrine', 'ice'],
    },
    {
      text: 'anyone who spends a night beside it will hear their own name called at midnight',
      requires: ['ashore'],
    },
    'a hoard of {treasure} lies hidden beneath it',
    { text: 'it was raised by {raisers} to keep something from getting out', excludes: UNBUILT },
    // Only a thing that could shift: not a pool, a glade, a ruin, a bridge or a chapel.
    {
      text: 'it moves a few inches each year, always toward {$town}',
      // Nor a gate or a shrine cut into the living rock.
      excludes: [...BASELESS, 'ruin', 'bridge', 'tower', 'shrine', 'town-told', 'recessed'],
    },
    'a wish spoken here comes true, but always in the worst possible way',
    {
      text: 'an order of knights swore their last oath here before riding to their deaths',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    // Only of a thing with a shape a person could have had: a stone, a statue, a tree, a spire.
    {
      text: 'it was once a person and still remembers it',
      excludes: [...BASELESS, 'ruin', 'tower', 'bridge', 'shrine', 'mound', 'several', 'arch', 'built'],
    },
    'a bandit queen hid her share of a stolen crown here',
    { text: 'it sings when a storm is coming', excludes: ['dare'] },
    { text: 'the first ruler of {$town} was crowned here', requires: ['ashore'], excludes: ['dare', 'town-told'] },
    { text: 'it shows itself only to those who are truly lost', excludes: ['dare'] },
    'a spirit guards it and asks each visitor one question',
    { text: 'it was made in a single night by builders nobody ever saw', excludes: ['dare', ...BASELESS, 'tree'] },
    { text: 'touching it cures warts, grief and bad luck, in that order', excludes: ['dare'] },
    { text: 'a great battle was fought here and the losers are still waiting for a rematch', requires: ['ashore'] },
    { text: 'the fey hold a market here on the longest night of the year', requires: ['ashore'] },
    {
      text: 'it is the last surviving piece of a city that fell from the sky',
      excludes: ['water', 'garden', 'chasm', 'fire', 'cave', 'tree', 'bone', 'wreck', 'dare'],
    },
    {
      text: 'two lovers from feuding families meet here once every hundred years',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    // A pool, a chasm, a cave or a flame is not a thing anyone destroys.
    { text: 'if it is ever destroyed, {consequence}', excludes: ['water', 'chasm', 'cave', 'fire'] },
    // A legend of one named person is a hook worth drawing a little more often.
    { text: '{$person} vanished here forty years ago and still visits on the anniversary', weight: 2 },
    'a {?adjBeast} beast sleeps beneath it and wakes only when it is struck',
    { text: 'it is one of seven, and finding all seven opens a door', excludes: ['dare'] },
    { text: 'its true name was cut out of every book by order of a king', excludes: ['dare'] },
    'anyone who lies within sight of it loses their voice for a day',
    'a witch cursed it, and a saint blessed it, and they are still arguing',
    { text: 'it was a gift from the stars to the first people who walked here', excludes: ['dare'] },
    'coins left here are collected by something that always leaves change',
    {
      text: 'it was raised to mark the way to {$site}, and it still points there at dawn',
      requires: ['site-given'],
      excludes: UNBUILT,
      // A site the table has in play is worth the telling: these come up often when one is given.
      weight: 8,
    },
    {
      text: 'whoever built {$site} built this too, and meant the two to be seen together',
      requires: ['site-given'],
      excludes: UNBUILT,
      weight: 8,
    },
    // Claims that fit any feature: what people did here, what it does to them, what it knows.
    {
      text: 'a mapmaker spent her whole life trying to draw it properly and never once got it right',
      excludes: ['dare'],
    },
    'it can only be found again by someone who has forgotten the way',
    { text: 'every seventh visitor carries home a little bad luck, and nobody can tell which one they were' },
    {
      text: 'two rival wizards settled a duel here, and both still claim to have won',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'birds will not cross the air above it, and go the long way around',
      excludes: ['submerged', 'Underground'],
    },
    {
      text: 'a lord once charged a toll to see it, and his purse caught fire the same evening',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'a child who wandered here came home speaking a language nobody had ever heard',
    {
      text: 'a lost company of soldiers marches past it on foggy nights, looking for the road home',
      requires: ['ashore'],
    },
    { text: 'a key lies hidden near it, and the lock it opens lies a hundred miles away', excludes: ['dare'] },
    {
      text: 'a secret council met here for three hundred years and still sends letters to nobody',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'whoever cuts their name into it will be remembered, though seldom kindly',
      requires: ['ashore'],
      excludes: [...BASELESS, 'surfaceless', 'dare'],
    },
    { text: 'the dead of {$town} rest easier for having it near', excludes: ['town-told', 'dare'] },
    {
      text: '{$person} bet a fortune that nobody could spend a whole night here, and has never had to pay',
      requires: ['ashore'],
      weight: 2,
    },
    {
      text: 'a dragon once slept curled around it, and the ground still keeps its warmth',
      requires: ['ashore'],
      excludes: ['ice', 'dare'],
    },
    {
      text: 'a counting rhyme about it is sung in {$town}, and nobody can sing it to the end',
      excludes: ['town-told', 'dare'],
    },
    { text: 'no two maps of the region agree on where it stands', excludes: ['dare'] },
    {
      text: 'a band of thieves swore an oath here, and every one of them kept it, to their own surprise',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'a poet wrote a hundred verses about it and burned all of them but one', excludes: ['dare'] },
    'it remembers every promise made within sight of it, and who broke them',
    'goblins will not come within a mile of it, and will not say why',
    {
      text: 'the founder of an order of healers lies buried near it in an unmarked grave',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'a merchant prince tried to buy it and vanished; his ledger turned up here, balanced to the last copper',
      excludes: ['dare'],
    },
    {
      text: 'it was the border of two kingdoms that fell long ago, and the heirs of both still claim it',
      excludes: ['dare'],
    },
    'anyone who sleeps within sight of it dreams the same dream, and wakes with sand in their hands',
    {
      text: 'a hermit lived beside it for sixty years and left a book of questions about it, none answered',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    // Only where people walk past it.
    {
      text: 'something beneath it counts the footsteps of everyone who passes, and one day the count will be complete',
      requires: ['ashore'],
    },
    {
      text: 'a bride who married here in secret founded the oldest family in {$town}',
      requires: ['ashore'],
      excludes: ['town-told', 'dare'],
    },
    {
      text: 'it was the last thing a famous general saw before he laid down his sword',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'a voice here answers questions truthfully, but only ever in the past tense',
    {
      text: 'the first {people} to settle the region took its measure before they built a single house',
      // Nobody settles under the sea.
      excludes: ['dare', 'submerged'],
    },
    'whatever is lost within sight of it is found again within a year, though never by its owner',
    {
      text: 'a famous fraud sold it three times over to three different fools, and one of them still owns it',
      excludes: ['dare'],
    },
    { text: 'it hums on the night before a death in {$town}', excludes: ['town-told'] },
    {
      text: 'an old treaty between the river folk and the hill folk was sealed here with salt and a handshake',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    "an old cobbler still repairs a lost traveler's boots here every year, though the traveler never comes back for them",
    // More legends, each keeping to what the place can hold: a gathering only where people stand,
    // a tale that makes a visit frightening under the children's dare.
    'whoever counts its shadows at noon will find one too many',
    { text: 'a drowned bell can be heard beneath it on the night of the first frost', excludes: ['arid', 'frozen'] },
    { text: 'the old gods played dice here, and the losing god is still paying off the debt', excludes: ['dare'] },
    'anyone who whistles near it will be followed home by something that whistles back',
    {
      text: 'a traveling circus camped beside it one winter and left one performer fewer than it came with',
      requires: ['ashore'],
    },
    {
      text: 'the first cartographer of the region used it as the zero point of every map she drew',
      excludes: ['dare'],
    },
    { text: 'a fox that lives near it can speak, but only to liars', requires: ['ashore'] },
    'whoever sleeps within sight of it wakes a year older',
    { text: 'three sisters each buried one third of a secret here, and only two have been found', excludes: ['dare'] },
    'it was hidden from the world for a hundred years and came back on a stormy night',
    { text: 'a famous healer came here to die and was cured by morning, much to her annoyance', excludes: ['dare'] },
    'a ghost in a blue coat asks visitors the way to a town that burned long ago',
    {
      text: 'a pair of runaway lovers were married here by a priest who turned out to be a ghost',
      requires: ['ashore'],
    },
    {
      text: 'every ruler of {$town} must visit it once, alone, before being crowned',
      requires: ['ashore'],
      excludes: ['town-told', 'dare'],
    },
    {
      text: 'the rain that falls on it is saltier every year, and one day it will be the sea',
      requires: ['open-sky'],
      excludes: ['dare'],
    },
    { text: 'a tax collector once tried to assess it and quit the trade the same day', excludes: ['dare'] },
    {
      text: "a lost child's voice calls from it on foggy mornings, asking for a mother who never comes",
      requires: ['open-sky'],
    },
    { text: 'it is older than the hills around it, and the hills resent it', excludes: ['dare'] },
    'a bargain struck here cannot be broken, though many have tried and paid for it',
    { text: 'the tide of luck in {$town} turns whenever it is disturbed', excludes: ['town-told', 'dare'] },
    'something trapped inside it knocks three times when anyone sits down to rest',
    { text: 'a bard once played here for a whole night and the stars came down to listen', excludes: ['dare'] },
    { text: 'a highwayman hanged for his crimes still keeps his hideout near it', requires: ['ashore'] },
    'it grants one true answer a year, and the answer always comes too late to help',
    {
      text: "{$person}'s grandmother insisted to her dying day that she once saw it standing somewhere else entirely",
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'the last wolf in the region was killed near it, and its howl still comes at dusk',
      requires: ['open-sky'],
    },
    {
      text: 'a flock of geese has stopped here on its way south every autumn for three hundred years',
      requires: ['open-sky'],
      excludes: ['dare'],
    },
    'anyone who speaks ill of it is struck dumb until the next new moon',
    { text: 'a band of smugglers used it as a signal, and the signal still sometimes comes', excludes: ['dare'] },
    { text: 'a scholar proved it cannot exist, then came to see it and went quietly mad', excludes: ['dare'] },
    'it has a twin that stands somewhere far to the east, and what one suffers the other feels',
    { text: 'a plague once stopped at it and went no farther', excludes: ['dare'] },
    'a thief who stole from it found the stolen thing back in his pack every morning until he returned it',
    {
      text: 'a wedding held beside it brings fifty years of quarrels and fifty years of love',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'the dead who have no one to mourn them gather here on the last night of the year',
    { text: 'the river folk call it by a name that means "the patient one"', excludes: ['dare'] },
    {
      text: 'a crow that nests nearby repeats the last words of everyone who dies within a mile',
      requires: ['open-sky'],
    },
    {
      text: 'it was the meeting place of a rebellion that failed, and the rebels swore to meet again',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'its shadow once swallowed a shepherd whole, crook and all', requires: ['open-sky'] },
    {
      text: 'a giant used it as a whetstone, and the notches it left can still be felt',
      excludes: [...BASELESS, 'dare', 'surfaceless'],
    },
    'three wishes were made here; two came true, and the third is still on its way',
    { text: 'an order of monks kept watch over it for six hundred years and left without a word', excludes: ['dare'] },
    { text: 'a spirit in the shape of a white hare guards it and leads the curious astray', requires: ['ashore'] },
    {
      text: 'a festival was held beside it every spring until the year the dancers could not stop',
      requires: ['ashore'],
    },
    { text: 'an alchemist tried to turn it to gold and turned himself to lead instead', excludes: ['dare'] },
    { text: 'whoever finds a black feather near it will hear news of a death within the week', requires: ['ashore'] },
    {
      text: 'a treaty signed beside it ended a war, and the ink never quite dried',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'a mirror held up to it shows the face of whoever will next die in {$town}', excludes: ['town-told'] },
    {
      text: 'the founders of {$town} argued over it for a week and settled the town elsewhere',
      excludes: ['town-told', 'dare'],
    },
    { text: 'the wind that blows past it carries the voices of the people who drowned at sea', requires: ['open-sky'] },
    {
      text: 'a witch hunter came here to burn a witch and rode away married to her',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'something under it breathes in time with whoever stands closest',
    { text: 'a king buried his favorite hound beside it with a collar of gold', excludes: ['dare'] },
    { text: 'pilgrims walked here barefoot from the coast for a cure that only ever worked once', excludes: ['dare'] },
    {
      text: 'a clockmaker built a clock to measure its age, and the clock has been running backward ever since',
      excludes: ['dare'],
    },
    {
      text: 'the stars above it are not the same stars that shine over {$town}',
      requires: ['open-sky'],
      excludes: ['town-told', 'dare'],
    },
    {
      text: 'a famous duelist fought her last duel here and lost only because she laughed',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'anyone who takes a stone from near it will dream of the place until they bring it back',
    { text: 'the local weavers copy its shape into every wedding blanket for luck', excludes: ['dare'] },
    {
      text: 'a hunter once followed a white stag to it and was never seen again, though his dogs came home',
      requires: ['open-sky'],
      excludes: ['streets'],
    },
    { text: 'a retired pirate paid for its upkeep in gold for thirty years and never said why', excludes: ['dare'] },
    'at midsummer, whoever stands closest to it at sunset sees the face of their true love, or their killer',
    { text: 'every guild in {$town} claims it was their founder who first found it', excludes: ['town-told', 'dare'] },
    'a ghostly ferryman offers a crossing from it to anyone who still has a coin under their tongue',
    { text: 'it was the last stop of a pilgrimage whose destination nobody can now remember', excludes: ['dare'] },
    'a debt owed to whatever lives inside it is paid every seventh year, and nobody will say in what coin',
    { text: 'a famous cartographer left it off her maps on purpose, and would never say why', excludes: ['dare'] },
    {
      text: 'the first person to see it each new year will marry within the twelvemonth, like it or not',
      excludes: ['dare'],
    },
    {
      text: 'a saint stopped here to rest and the place has been holy ever since, whatever the priests say',
      excludes: ['dare'],
    },
    {
      text: 'a soldier who deserted his post hid here for a year and came out with hair as white as milk',
      requires: ['ashore'],
    },
    {
      text: 'a merchant of {$town} made her fortune from a single dream she had beside it',
      excludes: ['town-told', 'dare'],
    },
    'it is hungry, and every gift left here is eaten by morning',
    {
      text: 'the old queen of the region was betrothed here, and broke the betrothal within the hour',
      requires: ['ashore'],
      excludes: ['dare', 'before-kingdoms'],
    },
    { text: 'those born on the day it was last struck by lightning can hear it speak', excludes: ['dare'] },
    { text: 'it marks the exact middle of the world, according to a very confident old sailor', excludes: ['dare'] },
    { text: 'a hound that guards it has been seen by three generations and has never grown old', requires: ['ashore'] },
    { text: 'three rival guilds each keep a key to it, and none has ever found the lock', excludes: ['dare'] },
    { text: 'the souls of drowned sailors come here to dry their clothes on moonless nights', requires: ['ashore'] },
    {
      text: 'an emperor from the far south paid a fortune for a drawing of it and wept when he saw it',
      excludes: ['dare'],
    },
    'whoever hears their name whispered near it has a year left to put their affairs in order',
    { text: 'it was won and lost in a card game between two barons, and the loser still sulks', excludes: ['dare'] },
    {
      text: 'the moon pauses over it for a heartbeat every night, and owls gather to watch it happen',
      requires: ['open-sky'],
      excludes: ['dare'],
    },
    {
      text: 'the hedge-witches of the region take their oaths before it at midwinter',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'a coin spun on it always falls toward the nearest buried treasure',
      excludes: ['dare', 'surfaceless', 'water', 'fire', 'chasm', 'garden'],
    },
    {
      text: 'a young prince hid here from his own coronation and was found, three days later, quite content',
      requires: ['ashore'],
      excludes: ['dare', 'before-kingdoms'],
    },
    'anyone who lies about it in its presence breaks out in boils',
    {
      text: 'a troupe of players performs a play about it every midsummer, and the ending changes every year',
      excludes: ['dare'],
    },
    'it weeps on the anniversary of a murder nobody has ever solved',
    {
      text: 'the last dragon of the west lies asleep beneath it, and a sneeze would wake her',
      excludes: ['dare', 'ice'],
    },
    { text: 'a wanderer who drank from the nearest water forgot his own name and took another', requires: ['ashore'] },
    {
      text: 'a smith of {$town} forged a sword from iron found beside it, and the sword refuses to draw blood',
      excludes: ['town-told', 'dare'],
    },
    {
      text: 'a girl who fell asleep near it woke speaking with the voice of her great-grandmother',
      requires: ['ashore'],
    },
    { text: 'an old almanac lists it as a safe place to wait out the end of the world', excludes: ['dare'] },
    { text: 'it has been stolen twice and each time found back in its place by dawn', excludes: ['dare'] },
    { text: 'every mayor of {$town} keeps a small piece of it locked in a drawer', excludes: ['town-told', 'dare'] },
    'the shadows around it belong to people who have not arrived yet',
    {
      text: 'a knight swore to guard it until his death, and his armor still stands watch nearby',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'a cursed ring thrown into the sea washed up beside it the following spring', requires: ['shore'] },
    {
      text: 'its builders, or whatever shaped it, meant it as a warning, and only a child ever read it right',
      excludes: ['dare'],
    },
    { text: 'animals born within sight of it always turn out to be clever, and often difficult', excludes: ['dare'] },
    {
      text: 'a peddler sells pieces of it at every fair in the region, and it never grows any smaller',
      excludes: ['dare'],
    },
    {
      text: 'three travelers who argued over it were found the next morning having swapped their boots',
      requires: ['ashore'],
    },
    {
      text: 'a rainmaker was paid in gold to bring rain to it, and it has rained there ever since',
      requires: ['open-sky'],
      excludes: ['dare'],
    },
    {
      text: 'it appears in the dreams of every midwife in the region the night before a difficult birth',
      excludes: ['dare'],
    },
    {
      text: 'a traveling scholar measured it three times and got three different answers, all of them correct',
      excludes: ['dare'],
    },
    { text: 'a woman who bathed in the moonlight beside it was never seen to age again', requires: ['open-sky'] },
    {
      text: 'the founders of a famous school of fencing practiced here until their blades wore thin',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'a shepherd who sheltered here in a storm came home with his flock doubled and his shadow gone',
      requires: ['ashore'],
    },
    {
      text: 'a gambler won a castle here on a single roll of the dice, and lost it on the next',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'an old widow meets someone here every autumn, and nobody has ever seen who', requires: ['ashore'] },
    {
      text: 'two armies once stopped here to share a meal before their battle, and neither ever fought again',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'the ghosts of a wedding party still dance here on the anniversary, waiting for the groom',
      requires: ['ashore'],
    },
    { text: 'a famous cook found the secret of her best dish here and never told a soul', excludes: ['dare'] },
    { text: 'whoever carves a wish near it will find the wish granted and the carving gone', requires: ['ashore'] },
    {
      text: 'a ruler of {$town} hid here from an angry mob and came out a wiser and much thinner man',
      requires: ['ashore'],
      excludes: ['town-told', 'dare'],
    },
    'a voice calls out the names of the dead from it on the longest night of the year',
    { text: 'the first bell of {$town} was cast from metal dug up beside it', excludes: ['town-told', 'dare'] },
    { text: 'a stranger in gray waits near it at dusk, asking each traveler the same riddle', requires: ['ashore'] },
    { text: 'a company of traveling monks blessed it, cursed it and blessed it again, to be sure', excludes: ['dare'] },
    'anyone who sees it in a dream must visit it within the year or lose something dear',
    {
      text: 'an herbalist found a cure for the sweating sickness growing near it and took the secret to her grave',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'something lives in it that trades secrets for secrets, and always gets the better bargain',
    {
      text: 'a band of outlaws kept a ledger of their crimes here, and the ledger is still being written',
      excludes: ['dare'],
    },
    {
      text: 'a child who got lost near it came home three days later, dry and fed, and would not say where she had been',
      requires: ['ashore'],
    },
    {
      text: 'it was a meeting place for spies of three kingdoms, and the spies still do not know each other',
      excludes: ['dare'],
    },
    { text: 'the storms that batter the region always part around it, and nobody knows why', requires: ['open-sky'] },
    {
      text: 'a rich man left it a fortune in his will, and the lawyers of {$town} are still arguing over who collects',
      excludes: ['town-told', 'dare'],
    },
    'whoever speaks the name of its maker aloud will not live to see the next winter',
    {
      text: 'an old treasure map shows it at the center of everything, with a pointing hand drawn beside it',
      excludes: ['dare'],
    },
    {
      text: 'a pack of ghostly hounds runs past it on stormy nights, hunting something they never catch',
      requires: ['ashore'],
    },
    {
      text: 'the wandering players of the region end every tour by bowing to it, for luck',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    {
      text: 'a swarm of moths once carried a sleeping child to it and back, and she still will not talk about it',
      requires: ['open-sky'],
    },
    // More legends, so two landmarks of one sitting seldom share one. A kindly one keeps away from a dare.
    { text: 'whoever lies about it in {$town} loses their voice until sundown', excludes: ['town-told'] },
    {
      text: 'a shepherd fell asleep beside it and woke forty years later with not a gray hair on his head',
      requires: ['ashore'],
    },
    'the dead of a forgotten war are counted here each autumn, and the count is never the same twice',
    {
      text: 'a young couple who marry within sight of it will never go hungry',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'it was the last thing a famous outlaw saw before she vanished, and her horse still comes looking for her',
    {
      text: "a cat sits beside it every midsummer's eve, and it is the same cat, and it has been for two hundred years",
      requires: ['ashore'],
    },
    'it answers one question for every stranger, but only in riddles nobody has ever solved',
    'a lost army marched past it once and was never seen again, and on foggy nights their drums can be heard',
    { text: 'anything buried within sight of it comes back up in seven years, a little changed', requires: ['ashore'] },
    {
      text: 'the first king of the old realm was crowned here with a crown of reeds, and the reeds still grow nowhere else',
      requires: ['ashore', 'open-sky'],
      excludes: ['dare', 'before-kingdoms', 'arid', 'frozen'],
    },
    {
      text: 'a wandering peddler sold a charm made from a chip of it, and every buyer came to regret it',
      excludes: [...BASELESS],
    },
    {
      text: 'whoever paints it true will die within the year, so the painters of {$town} only ever paint it wrong',
      excludes: ['town-told'],
    },
    {
      text: 'on the night of a lunar eclipse it shows whoever stands before it the face of the one who will betray them',
      requires: ['ashore', 'open-sky'],
    },
    "a giant's child lost it here as a toy, and the giant will one day come back for it",
    {
      text: 'the rain that falls on it cures warts, and a bottle of it fetches a silver piece from the herbalists',
      requires: ['open-sky'],
      excludes: ['dare'],
    },
    {
      text: 'two brothers fought here over a woman who loved neither, and their blood is why nothing will grow where they fell',
      requires: ['ashore'],
    },
    'it belongs to nobody, and anyone who tries to claim it goes bankrupt within the year',
    {
      text: 'the bees of the whole valley come to it once a year to hear some news',
      requires: ['open-sky'],
      excludes: ['dare', 'submerged', 'enclosed'],
    },
    'the ghost of a lost traveler keeps watch here, and turns back anyone who would come to harm',
    { text: 'a letter left here reaches whoever it is meant for, alive or dead', requires: ['ashore'] },
    {
      text: 'a midwife once delivered twins beside it, and one of them grew up to be the saint of lost things',
      excludes: ['dare'],
    },
    {
      text: 'whoever sings to it on the first day of spring will have a good harvest',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'it keeps the weather of the region in balance, and if it is ever harmed the winters will not end',
    {
      text: 'a clever fox once outwitted a demon here, and every fox since has been a little too clever',
      excludes: ['dare'],
    },
    {
      text: 'it was here long before the first people came, and will be here long after the last of them leaves',
      // Never the work of hands: no ruin, tower, statue or carving older than people.
      excludes: [
        'dare',
        'ruin',
        'tower',
        'bridge',
        'statue',
        'shrine',
        'arch',
        'built',
        'mound',
        'garden',
        'wreck',
        'carved',
        'reign-told',
        'before-kingdoms',
      ],
    },
    {
      text: 'a hermit lived beside it for sixty years and never once spoke, and the silence he left behind is still there',
      requires: ['ashore'],
      excludes: ['sounding'],
    },
    {
      text: 'goblins hold a market here on moonless nights, and their prices are never in coin',
      requires: ['ashore'],
    },
    {
      text: 'whoever loses a thing within sight of it will find it again, though never where they look',
      excludes: ['dare'],
    },
    { text: 'an oath sworn here binds three generations, and the grandchildren always pay', requires: ['ashore'] },
    "the old queen's jester hid his last joke here, and whoever finds it will laugh themselves to death",
    {
      text: 'a traveling circus once camped beside it and left without their bear, who was never found',
      requires: ['ashore'],
      excludes: ['submerged', 'aloft'],
    },
    { text: 'it was won and lost three times in a single game of dice between two lords', excludes: ['dare'] },
    {
      text: 'anyone who counts the stars above it on a clear night will come out with their own age',
      requires: ['open-sky'],
      excludes: ['submerged'],
    },
    'the village wise woman learned her craft from whatever speaks here at dusk',
    'it marks the exact middle of the world, and a mapmaker who disagreed was never seen again',
    {
      text: 'a great flood once rose to its foot and no higher, and the water drew back as if it had been told to',
      excludes: ['dare', 'submerged', 'water', 'low', 'chasm'],
    },
    {
      text: 'every hundred years it asks a single visitor for a favor, and the century is almost up',
      requires: ['ashore'],
    },
    {
      text: 'a pair of lovers turned into swallows here, and they still nest nearby every spring',
      requires: ['open-sky'],
      excludes: ['dare', 'submerged'],
    },
    {
      text: 'it once spoke aloud to a tax collector, and he gave up his trade that very afternoon',
      excludes: ['dare'],
    },
    {
      text: 'the ghosts of a whole wedding feast sit down to eat here once a year, and set a place for the living',
      requires: ['ashore'],
    },
    'it is a door, and one day somebody will find the key',
    'the best fiddler in three counties sold her skill here for the price of one tune, and still owes it',
    {
      text: 'it keeps a tally of every kindness done within sight of it, and will one day repay them all at once',
      excludes: ['dare'],
    },
    {
      text: 'a troll tried to carry it off one night and was caught by the dawn, and is now a boulder a mile away',
      excludes: [...BASELESS, 'ruin', 'bridge', 'tower', 'recessed', 'submerged'],
    },
    {
      text: 'nobody has ever seen it snow here, though the snow falls all around',
      requires: ['open-sky'],
      excludes: ['dare', 'frozen', 'arid'],
    },
    {
      text: 'a merchant hid a fortune in spices nearby, and on hot days the air still smells of cloves',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'whoever sleeps beside it on their birthday dreams of the day they will die', requires: ['ashore'] },
    {
      text: 'a miser buried his gold beside it and now haunts the spot, counting coins he can no longer hold',
      requires: ['ashore'],
    },
    {
      text: 'whoever carves their name on it will be remembered, but never for what they hoped',
      excludes: ['water', 'fire', 'chasm', 'surfaceless', 'garden'],
    },
    {
      text: 'it was a wedding gift from one old king to another, and neither lived to see it finished',
      excludes: [
        'dare',
        'ruin',
        'tree',
        'water',
        'cave',
        'chasm',
        'fire',
        'bone',
        'garden',
        'wreck',
        'natural',
        'before-kingdoms',
      ],
    },
    {
      text: 'a famous thief hid here from the watch for a whole winter, and the watch never thought to look',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'it was cursed by a jilted sorcerer, and lovers who meet here always quarrel', requires: ['ashore'] },
    {
      text: 'it has been counted among the wonders of the realm and then struck off again three times',
      excludes: ['dare'],
    },
    { text: 'a hound of black smoke walks the ground around it on the darkest nights of winter', requires: ['ashore'] },
    {
      text: 'a cook who tasted the water nearby never cooked a bad meal again',
      requires: ['ashore'],
      excludes: ['dare', 'arid'],
    },
    {
      text: 'every generation, one child in the district is born knowing the way to it blindfolded',
      excludes: ['dare', ...REMOTE],
    },
    {
      text: 'an old soldier guards it still, though the war he fought in ended before his grandfather was born',
      requires: ['ashore'],
    },
    { text: 'three witches once met here to settle a quarrel, and two went home', requires: ['ashore'] },
    {
      text: 'the river spirits hold it in trust, and any harm done to it will be paid for in floods',
      requires: ['damp'],
    },
    'a lord once tried to buy it and found, the next morning, that he owned nothing at all',
    {
      text: 'it was here that the first bread of the valley was baked, on a hot stone, by a woman nobody remembers',
      requires: ['ashore', 'open-sky'],
      excludes: ['dare', 'streets', 'frozen'],
    },
    {
      text: 'a giant once sat here to rest his feet, and the ground still remembers the weight',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    { text: 'no grave dug within sight of it ever stays filled', requires: ['ashore'], excludes: ['streets'] },
    // More legends, each a hook, so a sitting seldom hears one twice.
    {
      text: 'a ferryman who refused a stranger passage was found here the next spring, still holding his pole',
      requires: ['ashore'],
    },
    'somewhere near it hangs a bell with no rope, and whoever finds a way to ring it calls something that has not yet been named',
    {
      text: 'whoever lends money within sight of it is repaid twice, and whoever borrows pays three times',
      requires: ['ashore'],
      excludes: ['surfaceless', 'aloft'],
    },
    {
      text: "a thieves' guild meets here once a year to settle its quarrels, and nobody may draw a blade within sight of it",
      requires: ['ashore'],
    },
    { text: 'it was the price a duke paid to end a plague, and nobody agrees whom he paid', excludes: ['dare'] },
    'a map drawn in its shadow always shows one road more than there really is',
    {
      text: '{$person} promised to meet someone here "when the war is over" and is still waiting',
      requires: ['ashore'],
    },
    'every hundred years it takes one visitor and gives back another, a stranger wearing the same clothes',
    {
      text: 'a blacksmith forged a sword beside it that will not cut anyone who has told the truth that day',
      requires: ['ashore'],
      excludes: ['submerged'],
    },
    'a wolf that once guarded it was given a human name, and something still answers to that name',
    {
      text: 'the stones for the walls of {$town} were meant to come from here, and the masons refused',
      excludes: ['town-told', 'dare', ...UNBUILT],
    },
    'a debt collector came to it with a ledger, and the ledger came back alone, with one more name in it',
    {
      text: 'a retired general drew up her last battle plan here, and the battle has still not been fought',
      requires: ['ashore'],
      excludes: ['dare'],
    },
    'a mute boy was healed here and spoke only in rhymes for the rest of his life',
    'a rival town once stole it in the night, and it was back by morning',
    'whoever counts to a thousand beside it without losing track is granted one honest answer',
    {
      text: 'an inn once stood beside it, and on still nights the sound of its common room carries across the ground',
      requires: ['ashore', 'open-sky'],
    },
    'a bride who waited here for a groom who never came cursed every wedding party that passes it',
    {
      text: 'a clockmaker set a clock beside it that has run for two hundred years without winding, and stops only when someone lies',
      requires: ['ashore'],
      excludes: ['dare', 'submerged'],
    },
    'something nests inside it that sheds a scale of pure silver every spring',
    {
      text: 'it marks the spot where two rival wizards agreed to stop fighting, and neither kept the bargain',
      excludes: ['dare'],
    },
    "the bones of a dragon's last meal lie beneath it, along with the meal's armor",
    {
      text: 'a band of mercenaries buried their pay here before a battle, and none came back for it',
      requires: ['ashore'],
    },
    'a painter who tried to paint it went blind in one eye, and painted only it ever after',
    {
      text: 'a queen in exile held court here for a single summer and left a crown behind when she went',
      requires: ['ashore', 'open-sky'],
    },
    'a cat, a crow and a snake are said to guard it in turns, and each lies about the other two',
    'a jar of river water sealed here a century ago has never once gone stale, and a guild of brewers wants it',
    {
      text: 'a hangman retired beside it and planted a rose for every neck he stretched; none of them ever bloomed',
      requires: ['ashore', 'open-sky'],
      excludes: ['streets'],
    },
    'the third step toward it is always a little longer than the first two, and nobody has ever taken a fourth',
    {
      text: 'a cartwright hid the wheel of a royal carriage here, and the heir to the throne still pays to have it looked for',
      excludes: ['dare'],
    },
    'a pair of twins were born beside it on the same night a hundred miles apart',
    'it was carried here on the back of a single ox, and the ox is buried under it',
    {
      text: 'a deserter hid beside it for seven years, and the war he ran from is still listed as unfinished',
      requires: ['ashore'],
    },
    'whoever takes a pebble from it must bring back two, or the missing one follows them home',
    {
      text: 'an old bargain with it keeps the wolves out of the district, and the price is due again soon',
      excludes: ['streets', 'submerged'],
    },
    {
      text: 'a gambler staked his shadow on a throw of dice beside it and lost, and the winner has never been seen',
      requires: ['ashore'],
    },
    'a message meant for a king is hidden in it, and the king it was meant for is still waiting somewhere',
    'whatever it was built to hold back was let out long ago, and nobody knows where it went',
    {
      text: 'a weaver unpicked her finest tapestry here thread by thread to buy back her son, and the thread is still unspooling',
      excludes: ['dare'],
    },
    'it once talked, and the last thing it said was a warning nobody wrote down',
    {
      text: 'a company of dwarves dug beneath it for a hundred years looking for a second one just like it',
      excludes: ['submerged'],
    },
    'a coward hid here while his friends fought, and his ghost still cannot bring himself to come out',
    {
      text: 'every seven years a stranger arrives to polish it, and nobody sees him leave',
      requires: ['ashore'],
      excludes: ['surfaceless'],
    },
    'it is lucky for strangers and unlucky for locals, which is why the locals send strangers there',
    {
      text: "the mapmakers' guild fined a member for drawing it in the wrong place, and the next year it moved there",
      excludes: ['recessed', 'town-told'],
    },
    'a swordsmith quenched the blade of a famous traitor here, and the blade is still looking for him',
  ]),
  treasure: [
    'black pearls',
    'gold coins of a forgotten empire',
    'silver plate from a sacked abbey',
    'gems cut in a style no jeweler recognizes',
  ],
  // No queen raised what a scholar dates to before the first kingdoms.
  raisers: [
    'the first druids',
    'a forgotten order of wardens',
    'giants who owed a debt',
    { text: 'a grieving queen', excludes: ['before-kingdoms'] },
  ],
  // Who first settled the region: folk its land could feed (no fisherfolk on a dry hill, no farmers on the ice).
  people: [
    { text: 'miners', excludes: ['wetland', 'plains', 'submerged'] },
    { text: 'shepherds', requires: ['temperate'], excludes: ['streets', 'wetland'] },
    ...['shore', 'wetland', 'frozen'].map((tag) => ({ text: 'fisherfolk', id: `fisherfolk-${tag}`, requires: [tag] })),
    { text: 'herders', excludes: ['streets', 'enclosed', 'wetland'] },
    { text: 'farmers', requires: ['temperate'], excludes: ['heights'] },
    { text: 'hunters', requires: ['wild'] },
    { text: 'salt traders', requires: ['arid'] },
    { text: 'reed cutters', requires: ['wetland'] },
    { text: 'woodcutters', requires: ['wooded'] },
    { text: 'sealers', requires: ['frozen'] },
    { text: 'masons', requires: ['streets'] },
    { text: 'tunnelers', requires: ['enclosed'] },
  ],
  consequence: [
    'the rivers will run backwards',
    { text: '{$town} will burn', excludes: ['town-told'] },
    'the dead will forget the way home',
    'winter will not end',
  ],
  adjBeast: ['huge', 'ancient', 'many-eyed', 'patient'],
};

/** The landmark grammar for the integrity test. */
export const LANDMARK_SPEC: GrammarSpec = {
  name: 'landmark',
  grammar: LANDMARK_GRAMMAR,
  roots: ['feature', 'setting', 'name', 'detail', 'lore', 'placeName'],
  provided: ['town', 'site', ...PERSON_BINDINGS],
  adjectives: ['adjAge', 'adjMark', 'adjFlower', 'adjBeast'],
};
