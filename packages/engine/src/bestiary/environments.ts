/**
 * Where each SRD creature is met, for encounters: rules matched against the creature's id in
 * order (the first that matches decides), then its type. Every creature gets at least one.
 */
import type { Environment } from '../data/options';

type EnvRule = { match: RegExp; environments: readonly Environment[] };

/** First match wins. */
export const ENVIRONMENT_RULES: readonly EnvRule[] = [
  { match: /black-dragon/, environments: ['Swamp'] },
  { match: /blue-dragon/, environments: ['Desert', 'Coastal'] },
  { match: /brass-dragon/, environments: ['Desert'] },
  { match: /bronze-dragon/, environments: ['Coastal'] },
  { match: /copper-dragon/, environments: ['Hill'] },
  { match: /gold-dragon/, environments: ['Forest', 'Grassland'] },
  { match: /green-dragon/, environments: ['Forest'] },
  { match: /red-dragon/, environments: ['Mountain', 'Hill'] },
  { match: /silver-dragon/, environments: ['Mountain', 'Urban'] },
  { match: /white-dragon/, environments: ['Arctic'] },
  {
    match:
      /dragon-turtle|kraken|plesiosaurus|giant-shark|killer-whale|giant-octopus|sea-horse|quipper|hunter-shark|reef-shark/,
    environments: ['Underwater', 'Coastal'],
  },
  {
    match: /merfolk|merrow|sahuagin|sea-hag|octopus|crab|giant-crab|water-elemental|steam-mephit/,
    environments: ['Coastal', 'Underwater'],
  },
  { match: /aboleth|chuul/, environments: ['Underground', 'Underwater'] },
  { match: /storm-giant/, environments: ['Coastal', 'Mountain'] },
  { match: /frost-giant|winter-wolf|polar-bear|remorhaz|ice-mephit|ice-devil|mammoth|yeti/, environments: ['Arctic'] },
  {
    match: /fire-giant|fire-elemental|magma|salamander|azer|efreeti|hell-hound/,
    environments: ['Underground', 'Mountain'],
  },
  {
    match: /cloud-giant|air-elemental|roc|giant-eagle|griffon|pegasus|hippogriff|eagle|wyvern|manticore|chimera/,
    environments: ['Mountain', 'Hill'],
  },
  { match: /stone-giant|earth-elemental|xorn|galeb|gargoyle/, environments: ['Mountain', 'Underground'] },
  {
    match: /hill-giant|ettin|ogre|troll|bugbear|hobgoblin|goblin|orc|worg/,
    environments: ['Hill', 'Forest', 'Mountain'],
  },
  {
    match:
      /drow|duergar|deep-gnome|grimlock|darkmantle|grick|roper|hook|purple-worm|otyugh|gibbering|cloaker|drider|umber|rust-monster|shrieker|violet-fungus|gray-ooze|black-pudding|ochre-jelly|gelatinous-cube|mimic/,
    environments: ['Underground'],
  },
  {
    match:
      /blue-|lamia|sphinx|mummy|dust-mephit|camel|jackal|vulture|giant-scorpion|^scorpion|giant-lizard|behir|djinni/,
    environments: ['Desert'],
  },
  {
    match:
      /lizardfolk|crocodile|giant-frog|^frog|giant-toad|shambling-mound|will-o|green-hag|hydra|stirge|swarm-of-insects|swarm-of-poisonous|constrictor|poisonous-snake|bullywug/,
    environments: ['Swamp'],
  },
  {
    match:
      /treant|awakened|dryad|sprite|satyr|unicorn|owlbear|ettercap|blink-dog|centaur|pixie|giant-spider|phase-spider|^spider|swarm-of-spiders|giant-wolf-spider|dire-wolf|^wolf|werewolf|wereboar|weretiger|werebear|panther|tiger|elk|deer|giant-owl|^owl|giant-badger|^badger|boar|black-bear|brown-bear|ape|baboon|giant-weasel|^weasel|giant-boar|couatl|guardian-naga|pseudodragon|night-hag|nightmare|flying-snake|giant-centipede|giant-wasp|swarm-of-wasps|swarm-of-beetles|giant-fire-beetle|raven|swarm-of-ravens|blood-hawk|hawk|bat|giant-bat|swarm-of-bats|oni/,
    environments: ['Forest'],
  },
  {
    match:
      /lion|hyena|gnoll|axe-beak|elephant|rhinoceros|triceratops|tyrannosaurus|horse|pony|mule|draft|warhorse|goat|giant-goat|bulette|ankheg|gorgon|cockatrice|hippogriff|saber-toothed|giant-hyena|giant-elk|tribal-warrior/,
    environments: ['Grassland'],
  },
  {
    match:
      /bandit|cult|thug|spy|noble|guard|commoner|acolyte|priest|mage|archmage|assassin|knight|veteran|gladiator|berserker|scout|druid|doppelganger|succubus|rakshasa|vampire|wererat|rat|swarm-of-rats|mastiff|cat|imp|quasit|homunculus|invisible-stalker|shield-guardian|golem|animated-armor|flying-sword|rug-of-smothering|half-red/,
    environments: ['Urban'],
  },
  {
    match:
      /ghoul|ghast|skeleton|zombie|wight|wraith|specter|shadow|ghost|lich|mummy-lord|spirit-naga|death-dog|basilisk|medusa|minotaur|harpy|lemure|dretch|devil|demon|balor|marilith|glabrezu|hezrou|nalfeshnee|vrock|pit-fiend|erinyes|deva|planetar|solar|tarrasque|lizard/,
    environments: ['Underground', 'Hill'],
  },
];

/** Creature types' usual haunts, when no rule names the creature. */
export const TYPE_ENVIRONMENTS: Readonly<Record<string, readonly Environment[]>> = {
  aberration: ['Underground'],
  beast: ['Forest', 'Grassland'],
  celestial: ['Mountain'],
  construct: ['Urban', 'Underground'],
  dragon: ['Mountain'],
  elemental: ['Mountain'],
  fey: ['Forest'],
  fiend: ['Underground'],
  giant: ['Hill', 'Mountain'],
  humanoid: ['Urban'],
  monstrosity: ['Hill', 'Forest'],
  ooze: ['Underground'],
  plant: ['Forest', 'Swamp'],
  undead: ['Underground', 'Swamp'],
  'swarm of Tiny beasts': ['Forest'],
};

/** Creatures met in many lands, added to their rule's environments. */
const WIDESPREAD: readonly [RegExp, readonly Environment[]][] = [
  [
    /bandit|thug|scout|tribal-warrior|berserker|veteran|guard|commoner|druid/,
    ['Forest', 'Hill', 'Grassland', 'Coastal'],
  ],
  [
    /^rat$|^giant-rat|swarm-of-rats|^bat$|giant-bat|swarm-of-bats|^spider$|giant-spider|ghoul|skeleton|zombie/,
    ['Underground', 'Urban', 'Swamp'],
  ],
  [/^goblin$|^orc$|hobgoblin|bugbear|ogre|troll/, ['Underground', 'Grassland']],
  [/giant-eagle|^eagle|^hawk|blood-hawk|^raven|vulture/, ['Grassland', 'Coastal']],
  [/poisonous-snake|constrictor-snake/, ['Forest', 'Desert']],
];

/** The environments of an SRD creature by its id and type (at least one, in display order). */
export function environmentsOf(id: string, type: string, speed: Readonly<Record<string, unknown>>): Environment[] {
  const rule = ENVIRONMENT_RULES.find((r) => r.match.test(id));
  const found = new Set<Environment>(rule ? rule.environments : (TYPE_ENVIRONMENTS[type] ?? ['Forest']));
  for (const [match, more] of WIDESPREAD) if (match.test(id)) for (const e of more) found.add(e);
  if (!rule && speed.swim && !speed.walk) found.add('Underwater');
  const order: Environment[] = [
    'Arctic',
    'Coastal',
    'Desert',
    'Forest',
    'Grassland',
    'Hill',
    'Mountain',
    'Swamp',
    'Underground',
    'Underwater',
    'Urban',
  ];
  return order.filter((e) => found.has(e));
}
