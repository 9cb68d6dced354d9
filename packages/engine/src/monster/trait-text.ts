/**
 * The rules of traits and actions the SRD facts name without figures, in Lorewright's words.
 * `{it}` is replaced with the creature ("the aboleth"), `{pb}` with its proficiency bonus.
 */
export const BARE_ABILITY_TEXT: Readonly<Record<string, string>> = {
  Multiattack: '{It} makes several attacks in one turn with the weapons listed below.',
  'Magic Resistance': '{It} has advantage on saving throws against spells and other magical effects.',
  Amphibious: '{It} breathes air and water alike.',
  Shapechanger:
    '{It} can use its action to take another of its forms or to return to its true one. Its figures stay the same in every form, and it returns to its true form when it dies.',
  'Keen Smell': '{It} has advantage on Wisdom (Perception) checks that rely on smell.',
  'Keen Hearing': '{It} has advantage on Wisdom (Perception) checks that rely on hearing.',
  'Keen Sight': '{It} has advantage on Wisdom (Perception) checks that rely on sight.',
  'Keen Hearing and Smell': '{It} has advantage on Wisdom (Perception) checks that rely on hearing or smell.',
  'Keen Hearing and Sight': '{It} has advantage on Wisdom (Perception) checks that rely on hearing or sight.',
  'Keen Sight and Smell': '{It} has advantage on Wisdom (Perception) checks that rely on sight or smell.',
  'Frightful Presence':
    'Creatures of its choice that can see {it} are gripped by dread, and a creature that shakes it off is steady against it for a day.',
  'Wing Attack': '{It} beats its wings, buffeting those near it, and can then fly up to half its flying speed.',
  'Breath Weapons':
    '{It} exhales one of its two breaths: one that harms every creature in its path, or one that hinders them without harm.',
  Whirlwind: '{It} becomes a roaring whirlwind that batters and flings the creatures it sweeps through.',
  Illumination: '{It} sheds bright light around itself and dim light beyond.',
  'Ignited Illumination': 'As a bonus action, {it} can set itself alight to shed light, or put its flames out.',
  'Variable Illumination': '{It} sheds light of a strength it chooses, or none at all.',
  Relentless:
    'Once between rests, when damage would drop {it} to 0 hit points without killing it outright, it stays at 1 hit point instead.',
  'Deadly Leap': '{It} leaps and lands among its foes, hurling those beneath it aside or crushing them.',
  Haste: '{It} speeds itself up for a short while, gaining extra movement and attacks.',
  'Light Sensitivity':
    'In bright light, {it} has disadvantage on attack rolls and on Wisdom (Perception) checks that rely on sight.',
  Phantasms: '{It} conjures illusory copies of itself that shift about and draw attacks away from it.',
  'Shielded Mind': 'Nothing can scry on {it}, read its thoughts or find it by magic unless it allows it.',
  'Darkness Aura': 'A sphere of magical darkness spreads around {it} and moves with it for a while.',
  'Two-Headed':
    '{It} has advantage on checks to notice things and on saves against being blinded, charmed, deafened, frightened, stunned or knocked out.',
  'Two Heads':
    '{It} has advantage on checks to notice things and on saves against being blinded, charmed, deafened, frightened, stunned or knocked out.',
  'Gnome Cunning': '{It} has advantage on Intelligence, Wisdom and Charisma saving throws against magic.',
  'Healing Touch':
    '{It} touches another creature and heals its wounds, curing it of curses, diseases, poison, blindness or deafness.',
  Ambusher: '{It} has advantage on attack rolls against any creature it has surprised.',
  'Read Thoughts': '{It} reads the surface thoughts of a creature close by, even through barriers.',
  'Speak with Beasts and Plants': '{It} can talk with beasts and plants as if they shared a language.',
  'Tree Stride': 'Once on its turn, {it} can step into a living tree and out of another one nearby.',
  'Duergar Resilience':
    '{It} has advantage on saving throws against poison, spells and illusions, and against being charmed or paralyzed.',
  Enlarge:
    '{It} magically grows to twice its size for a while, its blows striking harder and its Strength checks and saves favored.',
  'Hellish Weapons': 'The weapon attacks of {it} are magical and carry extra poison in every wound.',
  'Water Susceptibility':
    'Water hurts {it}: it takes cold damage for every few feet it moves through water or each gallon splashed on it.',
  'Aversion of Fire':
    'After taking fire damage, {it} has disadvantage on attack rolls and ability checks until its next turn ends.',
  'Ooze Cube': '{It} fills its whole space; other creatures can enter it, but are engulfed and dissolved.',
  Transparent:
    'Even in plain sight, {it} is hard to spot while it keeps still, and creatures can walk into it unawares.',
  'Ethereal Sight': '{It} sees into the Ethereal Plane when on the Material Plane, and the reverse.',
  'Ink Cloud': '{It} squirts a cloud of ink around itself under water and slips away behind it.',
  'Aberrant Ground':
    'The ground around {it} turns to dough-like mush, slowing those who cross it and tripping them up.',
  'Corrode Metal': 'Metal that touches or strikes {it} corrodes and weakens.',
  'Invisible Passage': '{It} turns invisible until it attacks or casts a spell, and leaves no trace in passing.',
  'Blind Senses': '{It} cannot be blinded while it can still hear and smell.',
  'Multiple Heads':
    '{It} has several heads: cutting one off makes two grow back unless the wound is burned, and it dies only when all are gone.',
  'Reactive Heads': 'For each head beyond the first, {it} gets an extra reaction usable only for opportunity attacks.',
  'Faultless Tracker': '{It} always knows the way to the quarry it was set to hunt.',
  Fling: '{It} hurls a creature or object it is holding a long way.',
  'Tentacle Attack or Fling': '{It} makes one tentacle attack or throws what it holds.',
  'Lightning Storm': '{It} calls lightning down on creatures around it.',
  'Hellish Rejuvenation':
    'Slain in the Nine Hells, {it} comes back to life in a day unless blessed or holy magic finished it.',
  Cantrip: '{It} casts a cantrip.',
  'Paralyzing Touch': '{It} uses its paralyzing touch.',
  'Running Leap': 'With a short run-up, {it} leaps a long way.',
  'Tail Spike Regrowth': '{It} regrows the spikes of its tail after a long rest.',
  Reactive: '{It} can take one reaction on every turn of a fight.',
  Adhesive: 'While it looks like an object, {it} holds fast to whatever touches it; a stuck creature is grappled.',
  'Labyrinthine Recall': '{It} always remembers any path it has walked.',
  'Beast of Burden': '{It} counts as a Large animal for the weight it can carry.',
  'Channel Negative Energy':
    '{It} releases a wave of negative energy that stops creatures around it from regaining hit points.',
  'Night Hag Items': '{It} carries rare items tied to its magic, which lose their power in other hands.',
  'Nightmare Haunting': '{It} haunts a sleeper from the Ethereal Plane, spoiling their rest with dreams.',
  'Confer Fire Resistance': '{It} can grant anyone riding it resistance to fire damage.',
  'Ethereal Stride': '{It}, with up to three willing creatures near it, steps into the Ethereal Plane or back.',
  'Ethereal Jaunt': 'As a bonus action, {it} shifts between the Material and Ethereal Planes.',
  'Divine Eminence': '{It} spends a spell slot to make its melee weapon hits deal extra radiant damage for a turn.',
  'Keen Senses': '{It} has advantage on Wisdom (Perception) checks that rely on sight, hearing or smell.',
  Tunneler: '{It} burrows through solid rock, leaving a tunnel behind.',
  'Limited Magic Immunity':
    'Spells of low level cannot touch {it} unless it wishes, and it has advantage against other magic.',
  'Grasping Tendrils': '{It} has several sticky tendrils that can be cut away without harming the body.',
  Reel: '{It} pulls every creature its tendrils hold up toward it.',
  'Iron Scent': '{It} smells ferrous metal from a distance.',
  'Rust Metal': 'A nonmagical metal weapon that hits {it} corrodes and weakens.',
  Antennae: '{It} touches metal with its antennae and rusts it away.',
  'Limited Amphibiousness': '{It} breathes air and water, but must be submerged now and then to stay healthy.',
  'Shark Telepathy': '{It} commands sharks nearby by thought alone.',
  'Heated Weapons': 'A metal weapon {it} hits with burns its target as well.',
  'Shadow Stealth': 'In dim light or darkness, {it} can take the Hide action as a bonus action.',
  'Sunlight Weakness': 'In sunlight, {it} has disadvantage on attack rolls, ability checks and saving throws.',
  Bound: '{It} is bound to a magic amulet and always knows the distance and direction to it.',
  'Spell Storing': 'A spellcaster can store a spell in {it}, which casts it when a condition is met.',
  Shield: 'When a creature attacks the wearer of its amulet, {it} takes a blow in their place, raising their AC.',
  Shriek: 'When light or a creature comes near, {it} lets out a shriek that carries far.',
  'Flying Sword': '{It} can release its greatsword to fly and fight at its side.',
  'Cunning Action': 'On each of its turns, {it} can take the Dash, Disengage or Hide action as a bonus action.',
  'Rock Catching': 'When a rock or similar object is thrown at {it}, it can catch it and take no damage.',
  'Reflective Carapace': 'Some spells aimed at {it} rebound on their caster.',
  Move: '{It} moves up to its speed without provoking opportunity attacks.',
  Chomp: '{It} makes one bite attack or uses its Swallow.',
  'Animate Trees': '{It} wakes trees nearby, which fight for it for a day.',
  Hooves: '{It} makes one hooves attack.',
  'Shimmering Shield': '{It} raises a shimmering field around itself or a creature nearby, raising its AC for a turn.',
  'Heal Self': '{It} heals itself by magic.',
  'Children of the Night': '{It} calls bats or rats, or wolves at night, who come to its aid and obey it for an hour.',
  'Unarmed Strike': '{It} makes one unarmed strike.',
  Bite: '{It} makes one bite attack.',
  'Water Form': '{It} can enter a hostile creature’s space and squeeze through any gap an inch wide.',
  Freeze: 'Cold damage partly freezes {it}, slowing it until its next turn ends.',
  Ephemeral: '{It} can carry or wear nothing.',
  'Snow Camouflage': '{It} has advantage on Dexterity (Stealth) checks made to hide in snow.',
  'Create Specter': '{It} raises a specter from a humanoid it has just killed; the specter obeys it.',
  'Treasure Sense': '{It} smells precious metals and stones nearby.',
  Detect: '{It} makes a Wisdom (Perception) check.',
  'Tail Attack': '{It} makes one tail attack.',
  'Claw Attack': '{It} makes one claw attack.',
  Attack: '{It} makes one weapon attack.',
  'Tail Swipe': '{It} makes one tail attack.',
  'Cast a Spell': '{It} casts one of its spells, spending a slot or use as usual.',
  'Pack Tactics':
    '{It} has advantage on an attack roll against a creature when an ally of its own stands within 5 feet of that creature and is not incapacitated.',
  'False Appearance':
    'While {it} keeps perfectly still, it cannot be told apart from an ordinary part of its surroundings.',
  'Spider Climb': '{It} climbs sheer walls and walks upside down on ceilings without an ability check.',
  'Magic Weapons': 'The weapon attacks of {it} count as magical.',
  Charge:
    'When {it} moves at least 20 feet straight at a target and hits it with a melee attack in the same turn, the blow lands harder than usual.',
  Swarm:
    'The swarm can share a space with another creature and slip through any gap a Tiny creature could pass. It cannot regain hit points or gain temporary hit points.',
  'Change Shape': '{It} magically takes the shape of another creature, or returns to its true form.',
  'Water Breathing': '{It} can breathe only underwater.',
  "Devil's Sight": 'Magical darkness does not stop the darkvision of {it}.',
  'Hold Breath': '{It} can hold its breath for a long while before it must surface.',
  'Sunlight Sensitivity':
    'In sunlight, {it} has disadvantage on attack rolls and on Wisdom (Perception) checks that rely on sight.',
  'Web Walker': 'Webs never slow or hold {it}.',
  Regeneration:
    '{It} regains hit points at the start of each of its turns while it has at least 1 hit point; the right kind of damage stops this for a turn.',
  Parry:
    'When a melee attack is about to hit {it} and it can see the attacker while holding a melee weapon, it adds {pb} to its AC against that attack.',
  Echolocation: '{It} has no blindsight while it is deafened.',
  'Stone Camouflage': '{It} has advantage on Dexterity (Stealth) checks made to hide among rocks.',
  'Web Sense': 'While touching a web, {it} knows the exact position of any other creature touching the same web.',
  'Blood Frenzy': '{It} has advantage on melee attack rolls against a creature that is missing any of its hit points.',
  Amorphous: '{It} can squeeze through a gap as narrow as an inch without slowing down.',
  'Standing Leap': '{It} jumps a long way even without a running start.',
  'Immutable Form': 'No spell or effect can change the form of {it}.',
  'Siege Monster': '{It} deals double damage to objects and structures.',
  'Incorporeal Movement':
    '{It} passes through creatures and objects as if through difficult terrain, and takes 5 (1d10) force damage if it ends its turn inside an object.',
  Rejuvenation:
    'Destroying {it} is not the end: it returns after a while unless whatever binds it to the world is found and destroyed too.',
  Invisibility:
    '{It} turns invisible, with everything it wears or carries, until it attacks or casts a spell or its concentration ends.',
  'Ice Walk': '{It} crosses and climbs icy surfaces without an ability check; ice and snow cost it no extra movement.',
  Teleport: '{It} magically teleports, with what it carries, to an unoccupied space it can see.',
  'Angelic Weapons': 'The weapon attacks of {it} are magical and deal extra radiant damage when they hit.',
  Flyby: '{It} provokes no opportunity attacks when it flies out of an enemy’s reach.',
  Etherealness: '{It} magically steps from the Material Plane into the Ethereal Plane, or back again.',
  'Sure-Footed':
    '{It} has advantage on Strength and Dexterity saving throws against effects that would knock it prone.',
  'Misty Escape':
    'When {it} drops to 0 hit points away from its resting place, it becomes mist instead of falling, and must reach its resting place to recover.',
  Inscrutable:
    'Magic cannot read the emotions or thoughts of {it}, and Wisdom (Insight) checks to read its intentions have disadvantage.',
  'Sneak Attack':
    'Once per turn, {it} deals extra damage when it hits with a weapon attack while it has advantage, or while an ally stands next to its target.',
  Reckless:
    'At the start of its turn, {it} can take advantage on its melee weapon attacks for the turn, at the cost of attacks against it having advantage until its next turn.',
  Split:
    'When a Medium or larger {it} with at least 10 hit points takes lightning or slashing damage, it splits into two creatures, each with half its hit points.',
  Brute: 'A melee weapon deals one extra die of its damage when {it} hits with it.',
  'Surprise Attack':
    'When {it} surprises a creature and hits it with an attack in the first round of combat, the target takes extra damage.',
  Berserk:
    'When {it} starts its turn at half its hit points or fewer, it attacks the nearest creature it can see, friend or foe.',
  'Damage Transfer':
    'While attached to a creature, {it} takes only half the damage dealt to it, and that creature takes the rest.',
  'Dark Devotion': '{It} has advantage on saving throws against being charmed or frightened.',
  'Elemental Demise': 'When {it} dies, it scatters into its element, leaving only what it carried.',
  'Fey Ancestry': '{It} has advantage on saving throws against being charmed, and magic cannot put it to sleep.',
  'Earth Glide': '{It} burrows through natural earth and stone without disturbing it or leaving a tunnel.',
  Wakeful: 'One head of {it} stays awake while the others sleep.',
  'Lightning Absorption': 'Lightning damage heals {it} instead of hurting it.',
  'Acid Absorption': 'Acid damage heals {it} instead of hurting it.',
  'Fire Absorption': 'Fire damage heals {it} instead of hurting it.',
  Rampage:
    'When {it} drops a creature to 0 hit points with a melee attack on its turn, it can move up to half its speed and bite as a bonus action.',
  'Underwater Camouflage': '{It} has advantage on Dexterity (Stealth) checks made underwater.',
  Brave: '{It} has advantage on saving throws against being frightened.',
  Mimicry:
    '{It} imitates sounds and voices it has heard; a listener who succeeds on a Wisdom (Insight) check hears through it.',
  'Illusory Appearance':
    '{It} cloaks itself and what it carries in an illusion that makes it look like another creature of its size and shape.',
  'Telepathic Bond': '{It} can speak mind to mind with a bonded companion.',
  'Undead Fortitude':
    'When damage drops {it} to 0 hit points, it makes a Constitution saving throw (DC 5 + the damage taken) and stays at 1 hit point on a success, unless the damage was radiant or a critical hit.',
  'Limited Telepathy':
    '{It} can send simple thoughts, images and feelings to a creature nearby that understands a language.',
  'Divine Awareness': '{It} knows when it hears a lie.',
  'Probing Telepathy': 'When a creature talks with {it} by telepathy, {it} learns that creature’s greatest desires.',
  'Air Form': '{It} can enter a hostile creature’s space and pass through any gap an inch wide without squeezing.',
  Assassinate:
    'In the first round of a fight, {it} has advantage on attack rolls against any creature that has not yet acted, and a hit on a surprised creature is a critical hit.',
  Evasion:
    'When an effect allows a Dexterity saving throw for half damage, {it} takes no damage on a success and half on a failure.',
  'Sense Magic': '{It} senses magic nearby at will, as the spell detect magic.',
  'Nimble Escape': '{It} can take the Disengage or Hide action as a bonus action on each of its turns.',
  'Martial Advantage':
    'Once per turn, {it} deals extra damage to a creature it hits with a weapon attack when an ally of its own stands within 5 feet of that creature.',
  Aggressive: 'As a bonus action, {it} can move up to its speed toward a hostile creature it can see.',
  'Turn Resistance': '{It} has advantage on saving throws against effects that turn undead.',
  'Turn Defiance': '{It} and undead near it have advantage on saving throws against effects that turn undead.',
  'Sunlight Hypersensitivity':
    'Sunlight burns {it}; in sunlight it has disadvantage on attack rolls and ability checks.',
  'Legendary Resistance': 'When {it} fails a saving throw, it can choose to succeed instead, a few times a day.',
  'Innate Spellcasting': '{It} casts a few spells by nature, needing no material components.',
  'Death Burst': 'When {it} dies, it bursts, and what it was made of spills over the creatures near it.',
  'Spell Immunity': 'Some spells have no effect on {it}.',
  Grappler: '{It} has advantage on attack rolls against a creature it is grappling.',
  'Heated Body': 'A creature that touches {it} or hits it with a melee attack while within 5 feet of it is burned.',
  'Fire Aura': 'A creature that touches {it} or starts its turn close to it is burned.',
  'Barbed Hide': 'A creature grappling {it} is torn by its barbs at the start of each of its turns.',
  Swallow: '{It} swallows a creature it has hold of; the swallowed creature is blinded, restrained and digested.',
  'Psychic Drain': 'A creature charmed by {it} loses its strength of mind to it.',
};

/** The rule text of a named trait or action, or null when none is known. Matches "Name (Costs 2 Actions)" and similar. */
export function bareAbilityText(name: string, creature: { short: string; proficiencyBonus: number }): string | null {
  const base = name.replace(/\s*\(.*\)\s*$/, '').trim();
  const template = BARE_ABILITY_TEXT[name] ?? BARE_ABILITY_TEXT[base];
  if (!template) return null;
  const it = `the ${creature.short}`;
  return template
    .replace(/^\{It\}/, `The ${creature.short}`)
    .replaceAll('{It}', it)
    .replaceAll('{it}', it)
    .replaceAll('{pb}', String(creature.proficiencyBonus));
}
