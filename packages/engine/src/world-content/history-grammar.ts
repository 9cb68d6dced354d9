import type { Grammar, Row } from '../core/table';
import { numberRows, type GrammarSpec } from './compose';
import { ERA_NAME_TABLES } from './history-names';

/** Rows of one kind of event; a row may add its own conditions and the tags it implies. */
type KindRow =
  | string
  | {
      text: string;
      requires?: readonly string[];
      excludes?: readonly string[];
      implies?: readonly string[];
      weight?: number;
    };
const kind = (k: string, rows: readonly KindRow[]): Row[] =>
  rows.map((row) =>
    typeof row === 'string' ? { text: row, requires: [k] } : { ...row, requires: [k, ...(row.requires ?? [])] },
  );

/** A row that names the leader's role implies `role-told`, so the "who" line keeps that role. */
const TOLD = 'role-told';

/**
 * A founding that already names who came (a band of refugees, freed galley slaves, the founders)
 * implies `founders-named`, so the "who" line names no other common folk.
 */
const FOUNDERS_NAMED = 'founders-named';

/**
 * A find made below ground (a delving, a cave, a dig) implies `underground-find`: only then was
 * something brought up from below, did someone go in first, or do visitors need candles.
 */
const UNDERGROUND = 'underground-find';

/**
 * A migration that already names who came (miners after silver, river boat families, herding
 * clans) implies `migrants-named`: the title and the "who" line call them that, never some other
 * people drawn from `migrantsPeople`.
 */
const MIGRANTS_NAMED = 'migrants-named';

/**
 * A spell that went wrong by accident (a cracked mirror, a spell against a noisy neighbor) implies
 * `mishap`: nobody stood behind it, so no faction is named as its backer.
 */
const MISHAP = 'mishap';

/**
 * The other side of a war, feud or claim is one fact of the event: a line of what happened that
 * names its kind of opponent (the lord across the valley, a royal army, raiders) implies that
 * class, and the opponent is then drawn once (`$foe`) from the rows of that class alone, so every
 * later line names the same one. A line that names no opponent leaves any open class to draw.
 */
const FOE = {
  // Open classes: any war or betrayal may have such an opponent.
  lord: 'foe-lord',
  lords: 'foe-lords',
  realm: 'foe-realm',
  company: 'foe-company',
  order: 'foe-order',
  society: 'foe-society',
  // Closed classes: only a story that names them has such an opponent.
  invader: 'foe-invader',
  crown: 'foe-crown',
  raiders: 'foe-raiders',
  town: 'foe-town',
  house: 'foe-house',
  brother: 'foe-brother',
  garrison: 'foe-garrison',
  mutineers: 'foe-mutineers',
  claimant: 'foe-claimant',
  heir: 'foe-heir',
  usurper: 'foe-usurper',
} as const;
const OPEN_FOES: readonly string[] = [FOE.lord, FOE.lords, FOE.realm, FOE.company, FOE.order, FOE.society];
const ALL_FOES: readonly string[] = Object.values(FOE);

/** Opponents of one class: each implies its class and is barred once another class is told. */
const foes = (cls: string, rows: readonly (string | { text: string; requires?: readonly string[] })[]): Row[] =>
  rows.map((row) => {
    const { text, requires = [] } = typeof row === 'string' ? { text: row } : row;
    return {
      text,
      requires: OPEN_FOES.includes(cls) ? requires : [cls, ...requires],
      excludes: ALL_FOES.filter((c) => c !== cls),
      implies: [cls],
    };
  });

/**
 * Rows drawn more than once in one event that must say the same thing each time: each row implies
 * its own tag and is barred by the others', so the second draw repeats the first. An item may bar
 * itself under other facts too.
 */
const sameEachTime = (
  group: string,
  items: readonly (string | { text: string; excludes: readonly string[] })[],
): Row[] =>
  items.map((item, i) => ({
    text: typeof item === 'string' ? item : item.text,
    implies: [`${group}-${i}`],
    excludes: [
      ...(typeof item === 'string' ? [] : item.excludes),
      ...items.map((_, j) => `${group}-${j}`).filter((_, j) => j !== i),
    ],
  }));

/**
 * Historical events. The `kind` row (war, plague, flood...) and the `when` row's age band
 * (recent, old, ancient) are the event's facts; what happened is drawn first and implies the
 * shape of the story (a siege, a sickness of the skin...), so the title, who was involved and
 * what remains all tell the same story at the right distance in time.
 */
export const HISTORY_GRAMMAR: Grammar = {
  ...ERA_NAME_TABLES,
  // Each kind is drawn about as often as it has stories to tell, so every story is about as likely.
  kind: [
    { text: 'war', tags: ['war'], weight: 26 },
    { text: 'plague', tags: ['plague'], weight: 20 },
    { text: 'flood', tags: ['flood'], weight: 18 },
    { text: 'fire', tags: ['fire'], weight: 18 },
    { text: 'quake', tags: ['quake'], weight: 17 },
    { text: 'long winter', tags: ['cold'], weight: 16 },
    { text: 'founding', tags: ['founding'], weight: 20 },
    { text: 'discovery', tags: ['discovery'], weight: 20 },
    { text: 'schism', tags: ['schism'], weight: 17 },
    { text: 'crowning', tags: ['crowning'], weight: 19 },
    { text: 'betrayal', tags: ['betrayal'], weight: 18 },
    { text: 'migration', tags: ['migration'], weight: 14 },
    { text: 'sorcery', tags: ['sorcery'], weight: 18 },
  ],
  title: [
    ...kind('war', [
      { text: 'The Tower on the Pass', requires: ['tower-siege'] },
      { text: 'The Summer of the Dozen', requires: ['tower-siege'] },
      { text: 'The Cattle War', requires: ['cattle-raid'] },
      { text: 'The War Nobody Started', requires: ['cattle-raid'] },
      { text: 'The Night of the Moat', requires: ['hostage-siege'] },
      { text: 'The Hostage Camp', requires: ['hostage-siege'] },
      { text: 'The Marsh Raid', requires: ['night-raid'] },
      { text: 'The Night of the Reeds', requires: ['night-raid'] },
      { text: 'The Bread Levies', requires: ['levy-revolt'] },
      { text: 'The Rising of the Levies', requires: ['levy-revolt'] },
      { text: 'The Oar War', requires: ['river-war'] },
      { text: 'The War of the Nets', requires: ['river-war'] },
      { text: 'The Last Hill Fort', requires: ['hill-fort'] },
      { text: 'The Saltless Surrender', requires: ['hill-fort'] },
      { text: 'The Holding of the Bridge', requires: ['bridge-hold'] },
      { text: 'The Forty at {$place}', requires: ['bridge-hold'] },
      { text: 'The Salt Road War', requires: ['salt-war'] },
      { text: 'The Toll Wars', requires: ['salt-war'] },
      { text: 'The Siege of {$place}', requires: ['siege'] },
      { text: 'The Battle of {$place}', requires: ['lords-war'] },
      // A rout is one side fleeing the field, never a war that ended at a table.
      { text: 'The Rout at {$place}', requires: ['lords-war', 'war-rout'] },
      { text: 'The Long Siege', requires: ['siege'] },
      { text: 'The Hungry Walls', requires: ['siege'] },
      { text: 'The Burning Autumns', requires: ['border-raids'] },
      { text: 'The Raids on {$place}', requires: ['border-raids'] },
      { text: 'The Red Ford', requires: ['ford-battle'] },
      { text: 'The Battle of the Ford', requires: ['ford-battle'] },
      { text: 'The Summer of Black Sails', requires: ['landing'] },
      { text: 'The Landing at {$place}', requires: ['landing'] },
      { text: "The Brothers' War", requires: ['brothers-war'] },
      { text: 'The Unpaid Company', requires: ['mutiny'] },
      { text: 'The War of the Elopement', requires: ['elopement-war'] },
      { text: 'The Burned Harvests', requires: ['elopement-war'] },
      { text: 'The Mutiny at {$place}', requires: ['mutiny'] },
      { text: 'The War of the Three Valleys', requires: ['brothers-war'] },
      { text: "The Lords' War", requires: ['lords-war'] },
      { text: 'The {warColor} Campaign', requires: ['rebellion'] },
      { text: 'The {warColor} Rising', requires: ['rebellion'] },
      { text: 'The March Over the Snows', requires: ['winter-march'] },
      { text: 'The Crossing of the High Pass', requires: ['winter-march'] },
      { text: 'The War Between Harvests', requires: ['autumn-war'] },
      { text: 'The Autumn Campaigns', requires: ['autumn-war'] },
      { text: 'The Siege of the Abbey', requires: ['abbey-siege'] },
      { text: 'The Defense of the Monks', requires: ['abbey-siege'] },
      { text: 'The Ambush in the Forest', requires: ['forest-ambush'] },
      { text: 'The Sunken Road', requires: ['forest-ambush'] },
      { text: 'The Fallen Wall', requires: ['wall-breach'] },
      { text: 'The Breach at {$place}', requires: ['wall-breach'] },
      { text: 'The War of the Bell', requires: ['bell-war'] },
      { text: 'The Bell Brought Home', requires: ['bell-war'] },
      { text: 'The Night of the Rafts', requires: ['raft-raid'] },
      { text: 'The Taking of {$place}', requires: ['raft-raid'] },
      { text: 'The Temple Steps', requires: ['last-stand'] },
      { text: 'The Last Stand at {$place}', requires: ['last-stand'] },
    ]),
    ...kind('plague', [
      { text: 'The Marsh Ague', requires: ['marsh-ague'] },
      { text: 'The Uphill Years', requires: ['marsh-ague'] },
      { text: 'The Wool Fires', requires: ['wool-fever'] },
      { text: 'The Burning of the Bales', requires: ['wool-fever'] },
      { text: 'The Burning Limbs', requires: ['bread-sickness'] },
      { text: 'The Year of Visions', requires: ['bread-sickness'] },
      { text: 'The Dancing Summer', requires: ['dancing-plague'] },
      { text: 'The Fever of the Feet', requires: ['dancing-plague'] },
      { text: 'The Dimming Fever', requires: ['blind-fever'] },
      { text: 'The Summer of Dark Lamps', requires: ['blind-fever'] },
      { text: 'The Year of Dead Cattle', requires: ['murrain'] },
      { text: 'The Empty Byres', requires: ['murrain'] },
      { text: 'The {plagueColor} Fever', requires: ['skin-sickness'] },
      { text: 'The Great Sickness of {$place}', requires: ['ship-fever'] },
      { text: 'The Year of the Masked Doctors', requires: ['ship-fever'] },
      { text: 'The Fever Ship', requires: ['ship-fever'] },
      { text: 'The Sleeping Plague', requires: ['sleep-plague'] },
      { text: 'The Year of Empty Houses', requires: ['sleep-plague'] },
      { text: 'The Coughing Spring', requires: ['cough-plague'] },
      { text: 'The Wool Sickness', requires: ['cough-plague'] },
      { text: 'The Summer of Bad Water', requires: ['well-plague'] },
      { text: 'The Flux of {$place}', requires: ['well-plague'] },
      { text: 'The Rat Summers', requires: ['rat-fever'] },
      { text: 'The Closed Summer', requires: ['shut-gates'] },
      { text: 'The Sweating Fair', requires: ['fair-sickness'] },
      { text: 'The Fair That Killed', requires: ['fair-sickness'] },
      { text: 'The Summer Behind the Gates', requires: ['shut-gates'] },
      { text: 'The Granary Fever', requires: ['rat-fever'] },
      { text: "The Soldiers' Fever", requires: ['spotted-fever'] },
      { text: 'The Spotted Winter', requires: ['spotted-fever'] },
      { text: 'The Winter of Closed Doors', requires: ['child-sickness'] },
      { text: "The Children's Sickness", requires: ['child-sickness'] },
      { text: 'The Closing of the Shrine', requires: ['pilgrim-fever'] },
      { text: "The Pilgrims' Fever", requires: ['pilgrim-fever'] },
      { text: 'The Year of Veils', requires: ['veil-plague'] },
      { text: 'The Masked Town', requires: ['veil-plague'] },
      { text: 'The Orphan Fever', requires: ['orphan-fever'] },
      { text: 'The Year of the Orphans', requires: ['orphan-fever'] },
      { text: 'The Chain Across the River', requires: ['chain-fever'] },
      { text: 'The Mill-Town Fever', requires: ['chain-fever'] },
    ]),
    ...kind('flood', [
      { text: 'The Month of Boats', requires: ['well-flood'] },
      { text: 'The Rising Cellars', requires: ['well-flood'] },
      { text: 'The Rising Marsh', requires: ['swamp-rise'] },
      { text: 'The Years of Planks', requires: ['swamp-rise'] },
      { text: 'The Canal Breach', requires: ['canal-breach'] },
      { text: 'The Canal That Ran Wild', requires: ['canal-breach'] },
      { text: 'The Gorge Flood', requires: ['snowbridge'] },
      { text: 'The Night the Snow Bridge Broke', requires: ['snowbridge'] },
      { text: 'The Brown Torrent', requires: ['cloudburst'] },
      { text: 'The Dry Bed Flood', requires: ['cloudburst'] },
      { text: 'The Emptying of the Lake', requires: ['lake-burst'] },
      { text: 'The Roaring Hour', requires: ['lake-burst'] },
      { text: 'The Year the River Rose', requires: ['river-flood'] },
      { text: 'The Great Flood', excludes: ['sea-flood'], weight: 0.2 },
      { text: 'The Drowning of {$place}', weight: 0.2 },
      { text: 'The Night the Dam Broke', requires: ['dam-flood'] },
      { text: 'The Salt Year', requires: ['sea-flood'] },
      { text: 'The Breaking of the Dikes', requires: ['sea-flood'] },
      { text: 'The Spring of Meltwater', requires: ['thaw-flood'] },
      { text: 'The Night the River Moved', requires: ['river-shift'] },
      { text: 'The Falling Dams', requires: ['mill-dams'] },
      { text: 'The Great Tide', requires: ['high-tide'] },
      { text: 'The Tide That Stayed', requires: ['high-tide'] },
      { text: 'The Wall of Water', requires: ['mill-dams'] },
      { text: 'The Ice Jam', requires: ['ice-jam'] },
      { text: 'The Breakup', requires: ['ice-jam'] },
      { text: 'The Summer It Never Stopped Raining', requires: ['wet-summer'] },
      { text: 'The Drowned Harvest', requires: ['wet-summer'] },
      { text: 'The Month of Running Streets', requires: ['spring-flood'] },
      { text: 'The Bursting Hillside', requires: ['spring-flood'] },
      { text: 'The Bursting of the Reservoir', requires: ['reservoir'] },
      { text: 'The Bowed Wall', requires: ['reservoir'] },
      { text: 'The Bog Burst', requires: ['bog-burst'] },
      { text: 'The Black Slide', requires: ['bog-burst'] },
    ]),
    ...kind('fire', [
      { text: 'The Malt Fire', requires: ['brewery-fire'] },
      { text: 'The Week of Burnt Barley', requires: ['brewery-fire'] },
      { text: 'The Burning of the Temple', requires: ['chapel-fire'] },
      { text: 'The Night of the Falling Roof', requires: ['chapel-fire'] },
      { text: "The Smiths' Fire", requires: ['forge-fire'] },
      { text: 'The Night the Cobbles Cracked', requires: ['forge-fire'] },
      { text: 'The Burning Ship', requires: ['ship-fire'] },
      { text: 'The Night the Harbor Burned', requires: ['ship-fire'] },
      { text: 'The Smoldering Granary', requires: ['granary-fire'] },
      { text: 'The Month of Burnt Bread', requires: ['granary-fire'] },
      { text: 'The Stinking Fire', requires: ['tannery-fire'] },
      { text: 'The Burning of the Tanneries', requires: ['tannery-fire'] },
      { text: 'The Great Fire of {$place}', weight: 0.2 },
      { text: 'The Three-Day Fire', requires: ['bakery-fire'] },
      { text: 'The Burning of {$place}', excludes: ['wildfire', 'peat-fire'], weight: 0.2 },
      { text: 'The Red Night of {$place}', requires: ['town-fire'] },
      { text: 'The Burning Summer', requires: ['wildfire'] },
      { text: 'The Night of the Lightning', requires: ['lightning-fire'] },
      { text: 'The Burning of the Quays', requires: ['arson'] },
      { text: 'The Year of Smoke', requires: ['peat-fire'] },
      { text: 'The Midsummer Fire', requires: ['feast-fire'] },
      { text: 'The Burning of the Books', requires: ['library-fire'] },
      { text: 'The Night of Ash and Ink', requires: ['library-fire'] },
      { text: 'The Night the Hall Burned', requires: ['feast-fire'] },
      { text: 'The Burning Moor', requires: ['peat-fire'] },
      { text: 'The Night the Mill Blew', requires: ['mill-fire'] },
      { text: 'The Flour Fire', requires: ['mill-fire'] },
      { text: 'The Wedding Fire', requires: ['wedding-fire'] },
      { text: 'The Burning of the Coaching Inns', requires: ['wedding-fire'] },
      { text: 'The Tallow Fire', requires: ['tallow-fire'] },
      { text: 'The Night the Gutters Burned', requires: ['tallow-fire'] },
      { text: 'The Burning of the Playhouse', requires: ['playhouse-fire'] },
      { text: 'The Last Performance', requires: ['playhouse-fire'] },
      { text: 'The Hayrick Fire', requires: ['hay-fire'] },
      { text: 'The Summer of Burning Hay', requires: ['hay-fire'] },
    ]),
    ...kind('quake', [
      { text: 'The Falling Street', requires: ['cave-in'] },
      { text: 'The Night of the Hollows', requires: ['cave-in'] },
      { text: 'The Split Bridge', requires: ['split-bridge'] },
      { text: 'The Month of Two Banks', requires: ['split-bridge'] },
      { text: 'The Sinking Quay', requires: ['sinking-quay'] },
      { text: 'The Slow Afternoon', requires: ['sinking-quay'] },
      { text: 'The Boiling Springs', requires: ['spring-quake'] },
      { text: 'The Year of Hot Water', requires: ['spring-quake'] },
      { text: 'The Night the Bells Rang Themselves', requires: ['bell-quake'] },
      { text: 'The Cracked Tower', requires: ['bell-quake'] },
      { text: 'The Day the Ground Shook', requires: ['great-quake'] },
      { text: 'The Shaking of {$place}', requires: ['great-quake'] },
      { text: 'The Collapse of the {structure}', requires: ['collapse'] },
      { text: 'The Falling Mountain', requires: ['landslide'] },
      { text: 'The Burial of {$place}', requires: ['landslide'] },
      { text: 'The Day the Square Fell', requires: ['sinkhole'] },
      { text: 'The Swallowing of {$place}', requires: ['sinkhole'] },
      { text: 'The Week of Carrying', requires: ['dam-quake'] },
      { text: 'The Opening of the Hill', requires: ['steam-quake'] },
      { text: 'The Trembling Season', requires: ['long-tremor'] },
      { text: 'The Season of Small Quakes', requires: ['long-tremor'] },
      { text: 'The Year of Steam', requires: ['steam-quake'] },
      { text: 'The Breaking of the Dam', requires: ['dam-quake'] },
      { text: 'The Summer of Buckets', requires: ['dry-wells'] },
      { text: 'The Cracked Cisterns', requires: ['dry-wells'] },
      { text: 'The Great Wave', requires: ['great-wave'] },
      { text: 'The Day the Sea Drew Back', requires: ['great-wave'] },
      { text: 'The Fall of the Castle', requires: ['castle-quake'] },
      { text: 'The Buried Feast', requires: ['castle-quake'] },
      { text: 'The Week of Digging', requires: ['mine-quake'] },
      { text: 'The Buried Shift', requires: ['mine-quake'] },
      { text: 'The Fall of the Cliff', requires: ['cliff-fall'] },
      { text: 'The Night the Cliff Went', requires: ['cliff-fall'] },
    ]),
    ...kind('cold', [
      { text: 'The Sunless Winter', requires: ['dark-winter'] },
      { text: 'The Gray Year', requires: ['dark-winter'] },
      { text: 'The Forty Days of Snow', requires: ['snow-siege'] },
      { text: 'The Winter of Upper Windows', requires: ['snow-siege'] },
      { text: 'The Hail Summer', requires: ['hail-summer'] },
      { text: 'The Year of Flattened Fields', requires: ['hail-summer'] },
      { text: 'The Winter of Ropes', requires: ['fog-winter'] },
      { text: 'The White Dark', requires: ['fog-winter'] },
      { text: 'The Winter Without End', requires: ['long-winter'] },
      { text: 'The Great Freeze of {$place}', requires: ['long-winter'] },
      { text: 'The Year Without Summer', requires: ['ash-winter'] },
      { text: 'The Ash Year', requires: ['ash-winter'] },
      { text: 'The Winter of Broken Branches', requires: ['ice-storm'] },
      { text: 'The Winter of Breaking Trees', requires: ['ice-storm'] },
      { text: 'The Hungry Winter', requires: ['late-frost'] },
      { text: 'The Frost That Came With the Blossom', requires: ['late-frost'] },
      { text: 'The Year the Lake Held', requires: ['frozen-lake'] },
      { text: 'The Eleven Days of Snow', requires: ['blizzard'] },
      { text: 'The Winter the Mills Stopped', requires: ['frozen-mills'] },
      { text: 'The Turnip Winter', requires: ['frozen-mills'] },
      { text: 'The Buried Winter', requires: ['blizzard'] },
      { text: 'The March Across the Ice', requires: ['frozen-lake'] },
      { text: 'The Night of Frozen Cattle', requires: ['cattle-freeze'] },
      { text: 'The Winter of Beef', requires: ['cattle-freeze'] },
      { text: 'The Winter the Sea Froze', requires: ['frozen-sea'] },
      { text: 'The Ice Road', requires: ['frozen-sea'] },
      { text: 'The Winter of Melted Snow', requires: ['frozen-wells'] },
      { text: 'The Frozen Wells', requires: ['frozen-wells'] },
      { text: 'The Wolf Winter', requires: ['wolf-winter'] },
      { text: 'The Winter of Hunts', requires: ['wolf-winter'] },
      { text: 'The Frost Fair', requires: ['frost-fair'] },
      { text: 'The Fair on the Ice', requires: ['frost-fair'] },
    ]),
    ...kind('founding', [
      { text: 'The Inn at the Ford', requires: ['ford-town'] },
      { text: "The Drovers' Crossing", requires: ['ford-town'] },
      { text: 'The Climb to {$place}', requires: ['refuge-town'] },
      { text: 'The Refuge on the Crag', requires: ['refuge-town'] },
      { text: 'The Tin Rush', requires: ['miners-camp'] },
      { text: 'The Summer of Mud and Tin', requires: ['miners-camp'] },
      { text: 'The Abbey in the Empty Valley', requires: ['abbey-town'] },
      { text: 'The Abbey at {$place}', requires: ['abbey-town'] },
      { text: 'The Charter of {$place}', requires: ['market-charter'] },
      { text: 'The Market Made a Town', requires: ['market-charter'] },
      { text: 'The Building of the Bridge', requires: ['bridge-town'] },
      { text: 'The Two Ends of {$place}', requires: ['bridge-town'] },
      { text: 'The Founding of {$place}', requires: ['led-founding'] },
      { text: "The Founders' Oath", requires: ['led-founding'] },
      { text: 'The Settling of {$place}', requires: ['!charter'], weight: 0.2 },
      { text: 'The Year of First Walls', requires: ['first-walls'] },
      { text: 'The First Charter of {$place}', requires: ['charter'] },
      { text: 'The Buying of the Ford', requires: ['charter'] },
      { text: 'The Island Camp', requires: ['refuge-founding'] },
      { text: "The Hermit's Town", requires: ['hermit-founding'] },
      { text: 'The Joining of the Banks', requires: ['bridge-founding'] },
      { text: 'The Burning of the Oars', requires: ['oar-founding'] },
      { text: 'The Dice Town', requires: ['dice-founding'] },
      { text: 'The Draining of the Marsh', requires: ['dice-founding'] },
      { text: 'The Landing of the Free', requires: ['oar-founding'] },
      { text: 'The Town Outside the Walls', requires: ['fort-town'] },
      { text: 'The Fort at {$place}', requires: ['fort-town'] },
      { text: "The Debtors' Town", requires: ['debtor-town'] },
      { text: 'The Seven Years', requires: ['debtor-town'] },
      { text: 'The Wreck That Built a Town', requires: ['wreck-town'] },
      { text: 'The Huts of Ship Timber', requires: ['wreck-town'] },
      { text: 'The Ninth Well', requires: ['well-town'] },
      { text: 'The Sweet Water', requires: ['well-town'] },
      { text: 'The Three Villages', requires: ['lot-town'] },
      { text: 'The Drawing of the Names', requires: ['lot-town'] },
      { text: 'The Rope Ferry', requires: ['ferry-town'] },
      { text: "The Ferry Keeper's Town", requires: ['ferry-town'] },
    ]),
    ...kind('discovery', [
      { text: 'The Warrior in the Ice', requires: ['ice-find'] },
      { text: "The Glacier's Gift", requires: ['ice-find'] },
      { text: 'The Amber Storm', requires: ['amber-coast'] },
      { text: 'The Golden Dunes', requires: ['amber-coast'] },
      { text: 'The Sky Iron', requires: ['star-metal'] },
      { text: 'The Falling Stone', requires: ['star-metal'] },
      { text: 'The Bones in the Quarry', requires: ['skeleton'] },
      { text: 'The Great Beast of {$place}', requires: ['skeleton'] },
      { text: 'The Old Road', requires: ['lost-road'] },
      { text: 'The Road Under the Leaves', requires: ['lost-road'] },
      { text: 'The Salt Spring', requires: ['salt-spring'] },
      { text: 'The Finding of the Salt', requires: ['salt-spring'] },
      // An expedition found its wonders abroad, not at home.
      { text: 'The Great Find of {$place}', excludes: ['expedition'], weight: 0.2 },
      { text: 'The Delving of {$place}', requires: ['delving'] },
      { text: 'The Year of Wonders', requires: ['expedition'] },
      { text: 'The Return of the Expedition', requires: ['expedition'] },
      { text: 'The Finding at {$place}', excludes: ['expedition'], weight: 0.2 },
      { text: 'The Coming of the Waters', requires: ['hot-spring'] },
      { text: "The Plowman's Find", requires: ['plow-find'] },
      { text: 'The Quarry Find', requires: ['quarry-find'] },
      { text: 'The Split Stone', requires: ['quarry-find'] },
      { text: 'The Digging of the Valley', requires: ['plow-find'] },
      { text: "The Shepherd's Cave", requires: ['cave-find'] },
      { text: 'The Riverbank Find', requires: ['riverbank-find'] },
      { text: "The Scholar's Chart", requires: ['chart-dig'] },
      { text: 'The Dig at {$place}', requires: ['chart-dig'] },
      { text: 'The Drowned Village', requires: ['lake-find'] },
      { text: 'The Year the Lake Went Down', requires: ['lake-find'] },
      { text: 'The Hidden Room', requires: ['painted-room'] },
      { text: 'The Painted Stars', requires: ['painted-room'] },
      { text: "The Badger's Hoard", requires: ['hoard-find'] },
      { text: 'The Gold Under the Oak', requires: ['hoard-find'] },
      { text: 'The Black Spring', requires: ['tar-spring'] },
      { text: 'The Burning Water', requires: ['tar-spring'] },
      { text: 'The Ship in the Sand', requires: ['sand-ship'] },
      { text: 'The Bronze Cargo', requires: ['sand-ship'] },
      { text: 'The Clay Tablets', requires: ['clay-tablets'] },
      { text: 'The Unread Script', requires: ['clay-tablets'] },
    ]),
    ...kind('schism', [
      { text: 'The Quarrel of the Saint', requires: ['saint-split'] },
      { text: 'The Thirty Years of Courts', requires: ['saint-split'] },
      { text: 'The Silent Priests', requires: ['vow-split'] },
      { text: 'The Quarrel of the Vow', requires: ['vow-split'] },
      { text: 'The Silent Bells', requires: ['bell-split'] },
      { text: 'The Bell Quarrel', requires: ['bell-split'] },
      { text: 'The Quarrel of the Calendar', requires: ['calendar-split'] },
      { text: 'The Two New Years', requires: ['calendar-split'] },
      { text: 'The Great Quarrel of {$place}', requires: ['!college'], weight: 0.2 },
      { text: 'The Schism of {$place}', requires: ['!college'], weight: 0.2 },
      { text: 'The Parting of the Ways', requires: ['college'] },
      { text: 'The Sundering of the Order', requires: ['order-split'] },
      { text: 'The Walling of the West Wing', requires: ['monastery-split'] },
      { text: 'The Quarrel of the Bards', requires: ['bard-split'] },
      { text: 'The Barn Hospital', requires: ['healer-split'] },
      { text: "The Healers' Quarrel", requires: ['healer-split'] },
      { text: 'The Silent Feasts', requires: ['bard-split'] },
      { text: 'The Walkout', requires: ['reformer'] },
      { text: 'The Decade of Two Altars', requires: ['two-altars'] },
      { text: 'The Quarrel of the Hymns', requires: ['hymn-split'] },
      { text: 'The Two Tongues', requires: ['hymn-split'] },
      { text: 'The Quarrel of the Finger Bone', requires: ['relic-split'] },
      { text: 'The Two Relics', requires: ['relic-split'] },
      { text: 'The Quarrel of the Fast', requires: ['fast-split'] },
      { text: 'The Fish Feud', requires: ['fast-split'] },
      { text: 'The Quarrel of the Pyre', requires: ['pyre-split'] },
      { text: 'The Two Graveyards', requires: ['pyre-split'] },
      { text: 'The Quarrel of the Beards', requires: ['beard-split'] },
      { text: 'The Shaven and the Bearded', requires: ['beard-split'] },
      { text: 'The Second Library', requires: ['marriage-split'] },
      { text: 'The Married Masters', requires: ['marriage-split'] },
    ]),
    ...kind('crowning', [
      { text: "The Widow's Crown", requires: ['bridal-crown'] },
      { text: 'The Wedding-Night Crowning', requires: ['bridal-crown'] },
      { text: "The Shepherd's Crown", requires: ['shepherd-crown'] },
      { text: 'The Honest Crowning', requires: ['shepherd-crown'] },
      { text: "The Regent's Crown", requires: ['regent-crown'] },
      { text: 'The Crowning of the Regent', requires: ['regent-crown'] },
      { text: 'The Twin Crowning', requires: ['twin-crown'] },
      { text: 'The Two Thrones of {$place}', requires: ['twin-crown'] },
      { text: 'The Crowning by Lot', requires: ['lot-crown'] },
      { text: "The Onion Seller's Crown", requires: ['lot-crown'] },
      { text: 'The Crowning of {$leader}', weight: 0.2 },
      { text: "The Pauper's Coronation", requires: ['acclaim'] },
      { text: 'The Year of Three Crowns', requires: ['three-claimants'] },
      { text: 'The Last Claimant Standing', requires: ['three-claimants'] },
      { text: "The People's Crown", requires: ['acclaim'] },
      { text: 'The Regency', requires: ['child-ruler'] },
      { text: 'The Child Crowned', requires: ['child-ruler'] },
      { text: 'The Election at {$place}', requires: ['elected-ruler'] },
      { text: 'The Bloodless Return', requires: ['exile-return'] },
      { text: 'The Return of {$leader}', requires: ['exile-return'] },
      { text: 'The Tourney Crown', requires: ['tourney-crown'] },
      { text: 'The Abdication', requires: ['abdication'] },
      { text: 'The Night Ride', requires: ['night-ride'] },
      { text: 'The Hasty Crowning', requires: ['night-ride'] },
      { text: 'The Queen Who Walked Away', requires: ['abdication'] },
      { text: 'The Accession of {$leader}', weight: 0.2 },
      { text: 'The Last Breath', requires: ['deathbed-crown'] },
      { text: "The Servant's Word", requires: ['deathbed-crown'] },
      { text: 'The Crowning on the Hill', requires: ['hill-crown'] },
      { text: 'The Wet Coronation', requires: ['hill-crown'] },
      { text: 'The Foundling Crowned', requires: ['foundling-crown'] },
      { text: "The Miller's Heir", requires: ['foundling-crown'] },
      { text: 'The Lifting of the Hammer', requires: ['hammer-crown'] },
      { text: 'The Hammer Crown', requires: ['hammer-crown'] },
      { text: 'The Cousin From Afar', requires: ['cousin-crown'] },
      { text: 'The Crown Nobody Expected', requires: ['cousin-crown'] },
      { text: 'The Crowning at Sea', requires: ['ship-crown'] },
      { text: 'The Deck Coronation', requires: ['ship-crown'] },
    ]),
    ...kind('betrayal', [
      { text: 'The Sold Ford', requires: ['sold-ford'] },
      { text: 'The Crossing at Night', requires: ['sold-ford'] },
      { text: 'The Lost Ransom', requires: ['ransom-theft'] },
      { text: 'The Vanished Messenger', requires: ['ransom-theft'] },
      { text: 'The Poisoned Wells', requires: ['poisoned-well'] },
      { text: 'The Bitter Water', requires: ['poisoned-well'] },
      { text: 'The False Bells', requires: ['false-alarm'] },
      { text: 'The Emptied Garrison', requires: ['false-alarm'] },
      { text: 'The Betrayal at {$place}', requires: ['!poisoning'], weight: 0.2 },
      { text: 'The Poisoned Feast of {$place}', requires: ['poisoning'] },
      { text: 'The Feast of Bad Wine', requires: ['poisoning'] },
      { text: 'The Opened Gate', requires: ['opened-gate'] },
      { text: 'The Fall of {$place}', requires: ['sold-plans'] },
      { text: 'The Sold Heir', requires: ['hostage'] },
      { text: 'The Forged Will', requires: ['forged-will'] },
      { text: 'The Eleven False Years', requires: ['forged-will'] },
      { text: 'The Night of the Turned Cloak', requires: ['turned-cloak'] },
      { text: 'The Empty Treasury', requires: ['embezzler'] },
      { text: 'The Treaty of Shame', requires: ['false-envoy'] },
      { text: 'The Envoy Who Stayed', requires: ['false-envoy'] },
      { text: 'The Night of the Auditors', requires: ['embezzler'] },
      { text: 'The False Beacons', requires: ['false-beacons'] },
      { text: 'The Early Beacons', requires: ['false-beacons'] },
      { text: 'The Sawn Bridge', requires: ['sawn-bridge'] },
      { text: 'The Broken Column', requires: ['sawn-bridge'] },
      { text: 'The Stolen Seal', requires: ['stolen-seal'] },
      { text: 'The Hundred False Orders', requires: ['stolen-seal'] },
      { text: 'The Lamed Horses', requires: ['lamed-horses'] },
      { text: 'The Battle on Foot', requires: ['lamed-horses'] },
      { text: 'The False Guide', requires: ['false-guide'] },
      { text: 'The Marsh That Ate an Army', requires: ['false-guide'] },
      { text: 'The Copied Letters', requires: ['copied-letters'] },
      { text: "The Clerk's Secret", requires: ['copied-letters'] },
    ]),
    ...kind('migration', [
      { text: 'The Silver Years', requires: ['miners-come'] },
      { text: 'The Miners Who Stayed', requires: ['miners-come'] },
      { text: 'The Tying-Up', requires: ['river-folk'] },
      { text: 'The Floating Quarter', requires: ['river-folk'] },
      { text: 'The Coming of the Herders', requires: ['mountain-folk'] },
      { text: 'The Descent from the High Valleys', requires: ['mountain-folk'] },
      // A people the story already names came their own way, not over some other waste.
      { text: 'The Long Walk', requires: ['overland'], excludes: [MIGRANTS_NAMED] },
      {
        text: 'The Coming of the {migrantsPeople.title}',
        requires: ['!exodus'],
        excludes: [MIGRANTS_NAMED],
        weight: 0.3,
      },
      { text: 'The Crossing of the {crossed}', requires: ['overland'], excludes: [MIGRANTS_NAMED] },
      { text: 'The Exodus from {$place}', requires: ['exodus'] },
      { text: 'The Quiet Settling', requires: ['slow-settling'] },
      { text: 'The Winter Caravan', requires: ['caravan'] },
      { text: 'The Harvest Hands', requires: ['hired-hands'] },
      { text: 'The Year the Town Tripled', requires: ['war-refugees'] },
      { text: 'The Flood of Strangers', requires: ['war-refugees'] },
      { text: 'The Staying', requires: ['hired-hands'] },
      { text: 'The Coming of the Glassblowers', requires: ['glassblowers'] },
      { text: 'The Furnaces on the Road', requires: ['glassblowers'] },
      { text: 'The Pilgrims Who Stayed', requires: ['stranded-pilgrims'] },
      { text: 'The Closed Pass', requires: ['stranded-pilgrims'] },
      { text: 'The Coming of the Weavers', requires: ['weavers'] },
      { text: 'The Hand Looms', requires: ['weavers'] },
      { text: 'The Little Boats', requires: ['fisher-folk'] },
      { text: 'The Fisher Families', requires: ['fisher-folk'] },
    ]),
    ...kind('sorcery', [
      { text: 'The Lost Hour', requires: ['frozen-hour'] },
      { text: 'The Stopped Clocks', requires: ['frozen-hour'] },
      { text: 'The Season of Twins', requires: ['mirror-town'] },
      { text: 'The Cracked Mirror', requires: ['mirror-town'] },
      { text: 'The Three Dark Days', requires: ['long-night'] },
      { text: 'The Stolen Sun', requires: ['long-night'] },
      { text: 'The Silent Year', requires: ['silent-year'] },
      { text: 'The Year of Whispers', requires: ['silent-year'] },
      { text: 'The Unmaking of {$place}', requires: ['ritual'] },
      { text: 'The Mage-Storm of {$place}', requires: ['ritual'] },
      { text: 'The Wrong Spell', requires: ['ritual'] },
      { text: 'The Year of Strange Skies', requires: ['starfall'] },
      { text: 'The Binding Under the Hill', requires: ['binding'] },
      { text: 'The Nine Days of the Arch', requires: ['black-arch'] },
      { text: 'The Travelers Through the Arch', requires: ['black-arch'] },
      { text: 'The Weeping Year', requires: ['grief-curse'] },
      { text: 'The Duel Over {$place}', requires: ['duel'] },
      { text: 'The Vanished Tower', requires: ['vanished-tower'] },
      { text: 'The Week of Mirrors', requires: ['mirror-week'] },
      { text: 'The Open Book', requires: ['mirror-week'] },
      { text: 'The Night the Tower Left', requires: ['vanished-tower'] },
      { text: "The Rainmaker's Year", requires: ['rainmaker'] },
      { text: 'The Forty Wet Days', requires: ['rainmaker'] },
      { text: 'The Week of Talking Beasts', requires: ['talking-beasts'] },
      { text: 'The Honest Animals', requires: ['talking-beasts'] },
      { text: 'The Sleeping Wood', requires: ['sleeping-wood'] },
      { text: 'The Long Sleep of the Woodcutters', requires: ['sleeping-wood'] },
      { text: 'The Year of Riddles', requires: ['summoning'] },
      { text: 'The Thing in the Square', requires: ['summoning'] },
      { text: 'The Month of Wind', requires: ['wind-quarrel'] },
      { text: "The Witch's Quarrel", requires: ['wind-quarrel'] },
      { text: 'The Clay Warden', requires: ['clay-warden'] },
      { text: 'The Season of the Shut Gate', requires: ['clay-warden'] },
    ]),
  ],
  warColor: ['Red', 'Black', 'Gray', 'Scarlet', 'White'],
  plagueColor: [
    { text: 'Gray', requires: ['skin-0'] },
    { text: 'Blue', requires: ['skin-1'] },
    { text: 'Yellow', requires: ['skin-2'] },
    { text: 'Waxen', requires: ['skin-3'] },
  ],
  structure: sameEachTime('structure', [
    'Great Bridge',
    'Old Wall',
    'Tower of Bells',
    'Harbor Mole',
    'Deep Mine',
    'Cathedral',
  ]),
  crossed: ['Frozen Strait', 'Great Salt Flat', 'Drowned Valley', 'Ash Waste'],

  when: [
    { text: '{n_recent} years ago, within living memory', tags: ['recent'] },
    { text: '{n_late_recent} years ago; a few old folk still remember it', tags: ['recent', 'late-recent'] },
    { text: '{n_old_kings} years ago, in the days of the old kings', tags: ['old'] },
    { text: '{n_old} years ago, as the chronicles reckon it', tags: ['old'] },
    { text: "About {n_ancient} years ago, before most of today's kingdoms existed", tags: ['ancient'] },
    { text: 'Some {n_ancient} years ago, in an age remembered mostly in songs', tags: ['ancient'] },
    // The bare count half the time: a qualifier said in every result would be heard again and again.
    { text: '{n_recent} years ago', tags: ['recent'], weight: 4 },
    { text: '{n_late_recent} years ago', tags: ['recent', 'late-recent'], weight: 4 },
    { text: '{n_old} years ago', tags: ['old'], weight: 5 },
    { text: 'About {n_ancient} years ago', tags: ['ancient'], weight: 4 },
    { text: '{n_recent} years ago, when many who are grown today were children', tags: ['recent'] },
    { text: '{n_recent} years ago; plenty of people alive today saw it with their own eyes', tags: ['recent'] },
    { text: '{n_recent} years ago, recently enough that some who were there are still about', tags: ['recent'] },
    { text: '{n_recent} years ago, and the alehouse talk has not let it go since', tags: ['recent'] },
    {
      text: '{n_late_recent} years ago, when the oldest grandmothers alive were small girls',
      tags: ['recent', 'late-recent'],
    },
    {
      text: '{n_late_recent} years ago; the last who saw it are few, and fewer every winter',
      tags: ['recent', 'late-recent'],
    },
    { text: '{n_late_recent} years ago, just at the edge of living memory', tags: ['recent', 'late-recent'] },
    {
      text: '{n_late_recent} years ago; those who were children then tell it now, each a little differently',
      tags: ['recent', 'late-recent'],
    },
    { text: '{n_old_kings} years ago, under a line of kings long since ended', tags: ['old'] },
    { text: '{n_old_kings} years ago, when the roads were fewer and the forests wider', tags: ['old'] },
    { text: '{n_old} years ago, by the count of the temple rolls', tags: ['old'] },
    { text: "{n_old} years ago, long past anyone's memory but not past the records", tags: ['old'] },
    { text: '{n_old} years ago, as near as the old tax ledgers can fix it', tags: ['old'] },
    { text: 'Perhaps {n_ancient} years ago, though nobody agrees on the century', tags: ['ancient'] },
    { text: 'Roughly {n_ancient} years ago, when the oldest roads were first laid', tags: ['ancient'] },
    { text: 'Nearly {n_ancient} years ago, in a time whose writing few can still read', tags: ['ancient'] },
  ],
  // Within living memory up to 61 years; beyond that only a few old folk remember (n_late_recent).
  n_recent: numberRows(12, 61),
  n_late_recent: numberRows(62, 85),
  n_old: numberRows(90, 600, 10),
  n_old_kings: numberRows(200, 600, 10),
  n_ancient: numberRows(800, 4000, 100),

  what: [
    ...kind('war', [
      {
        text: 'A single tower on the pass above {$place} was held by {$leader} and a dozen archers for a whole summer, and the invading host turned back rather than lose another man to it.',
        implies: ['tower-siege', FOE.invader],
      },
      {
        text: 'A raid on the cattle of {$place} by the lord across the valley grew, over {n_raid_years} years, into a war that nobody could remember the start of, until {lordsWarEnd}.',
        // It lasted up to 19 years, so it ended before living memory's nearest edge.
        requires: ['!recent'],
        implies: ['cattle-raid', FOE.lord],
      },
      {
        text: "An army camped before {$place} with the sons of the town's guildmasters as hostages, and the siege was broken when {$leader} swam the moat by night and led them out one at a time.",
        implies: ['hostage-siege'],
      },
      {
        text: 'Raiders crossed the marshes by night and burned the warehouses of {$place} before the watch could ring a single bell; {$leader} chased them back into the reeds at dawn.',
        implies: ['night-raid', FOE.raiders],
      },
      {
        text: 'The peasant levies called up to defend {$place} refused to march until they had been paid in bread, and {$leader} marched them instead against the lord who had called them.',
        // A rising of the levies is a rebellion: no crown backs it, and its captain is a rebel's.
        implies: ['levy-revolt', 'rebellion', FOE.lord],
      },
      {
        text: "Two river towns fought over the fishing rights below {$place} with boats, nets and oars, and the war ended when {$leader} burned the other side's only bridge.",
        implies: ['river-war', FOE.town],
      },
      {
        text: "The last hill fort above {$place} held out against a royal army for a whole winter, and surrendered only when the garrison's cook ran out of salt.",
        implies: ['hill-fort', FOE.crown],
      },
      {
        text: '{$leader} held the old bridge at {$place} with forty spears for {n_days} days against a whole army, and the army in the end went round by the hills.',
        implies: ['bridge-hold'],
      },
      {
        text: 'The salt road through {$place} was fought over for {n_raid_years} years by every lord with a claim to the tolls, until {lordsWarEnd}.',
        // It lasted up to 19 years, so it ended before living memory's nearest edge.
        requires: ['!recent'],
        implies: ['salt-war', FOE.lords],
      },
      {
        text: 'An army under {$leader} besieged {$place} for {n_days} days, until {warEnd}.',
        implies: ['siege', FOE.garrison],
      },
      {
        text: 'Two neighboring lords went to war over {warCause}, and the fighting raged around {$place} until {lordsWarEnd}.',
        implies: ['lords-war', FOE.lord],
      },
      {
        text: 'A rebel host marched on {$place}, won three battles, and then {warTwist}.',
        implies: ['rebellion', FOE.crown],
      },
      {
        text: 'For {n_raid_years} autumns running, raiders from across the border burned the outlying farms of {$place}, until {raidEnd}.',
        // It lasted up to 19 years, so it ended before living memory's nearest edge.
        requires: ['!recent'],
        implies: ['border-raids', FOE.raiders],
      },
      {
        text: 'Two armies met at the ford below {$place}; by nightfall the river ran red, and {$leader} held the far bank.',
        implies: ['ford-battle'],
      },
      {
        text: 'A fleet of black-sailed ships landed an army on the beaches below {$place}, and the town held out on its hill for one long summer until {landingEnd}.',
        implies: ['landing', FOE.invader],
      },
      {
        text: "The old king's two sons each claimed {$place}, and for {n_raid_years} years brother fought brother across the same three valleys until {brothersEnd}.",
        // It lasted up to 19 years, so it ended before living memory's nearest edge.
        requires: ['!recent'],
        implies: ['brothers-war', FOE.brother],
      },
      {
        text: 'A mercenary company hired to defend {$place} went unpaid for a season, and turned on the town it had been hired to protect until {mutinyEnd}.',
        implies: ['mutiny', FOE.mutineers],
      },
      {
        text: "A duke's heir eloped with the daughter of the lord of {$place}, and two houses burned each other's harvests for {n_raid_years} summers until {brothersEnd2}.",
        // It lasted up to 19 summers, so it ended before living memory's nearest edge.
        requires: ['!recent'],
        implies: ['elopement-war', FOE.house],
      },
      {
        text: 'In the dead of winter {$leader} led a few hundred spears over the high pass above {$place} and fell on the camp of {$foe}, who had thought the snows would keep them safe until spring.',
        implies: ['winter-march'],
      },
      {
        text: 'The war for {$place} was fought only between the harvest and the first snow, {n_raid_years} autumns running, because neither side could spare its farmers in summer.',
        requires: ['!recent'],
        implies: ['autumn-war'],
      },
      {
        text: 'The fortified abbey above {$place} held out for a whole season against {$foe}, with {$leader} commanding a garrison of monks, pilgrims and a few hired bows.',
        implies: ['abbey-siege'],
      },
      {
        text: '{$leader} ambushed a host at dawn where the forest road beyond {$place} runs between two steep banks, and so ended the war with {$foe}.',
        implies: ['forest-ambush'],
      },
      {
        text: 'For a whole summer the walls of {$place} were undermined by {$foe}, and when the props were fired and the wall came down, {$leader} was waiting in the breach with every townsman who could lift a spear.',
        implies: ['wall-breach'],
      },
      {
        text: 'The great bell of {$place} was carried off as plunder by {$foe}, and the town fought for {n_raid_years} years to bring it home.',
        requires: ['!recent'],
        implies: ['bell-war'],
      },
      {
        text: '{$leader} floated a host down the river on rafts by night and took {$place} before its garrison had woken, to the lasting fury of {$foe}.',
        implies: ['raft-raid'],
      },
      {
        text: 'For a day and a night the last defenders of {$place} held the temple steps against {$foe}, and {$leader}, the only one left standing, was spared for courage.',
        implies: [TOLD, 'last-stand'],
      },
    ]),
    ...kind('plague', [
      {
        text: 'An ague rose from the flooded marshes below {$place} with the summer mists, and the town moved its houses uphill one family at a time to escape it.',
        requires: ['!recent'],
        implies: ['marsh-ague'],
      },
      {
        text: 'A wasting sickness came to {$place} in the wool of a foreign trader, and the town burned every bale in the warehouses before the fever burned itself out.',
        implies: ['wool-fever'],
      },
      {
        text: 'Bad rye gave {$place} a sickness of burning limbs and wild visions, and half the town saw angels before the miller thought to check the grain.',
        implies: ['bread-sickness'],
      },
      {
        text: 'A fit of dancing took the young people of {$place} one summer; they danced in the square for days on end and could not stop, until one by one they fell asleep where they stood and woke remembering nothing.',
        implies: ['dancing-plague'],
      },
      {
        text: 'A fever that left its survivors half blind came up the river with the barges, and {$place} still counts its years from the summer the lamplighters could not see their lamps.',
        implies: ['blind-fever'],
      },
      {
        text: 'A murrain killed the cattle of {$place} one after another, and the hunger that followed took more lives than the sickness ever did.',
        implies: ['murrain'],
      },
      {
        text: 'A sickness that turned the skin {plagueSign} swept through the region, killing one in every {n_ratio}.',
        implies: ['skin-sickness'],
      },
      {
        text: 'A fever arrived with a merchant ship and spread along the river, until {plagueEnd}.',
        implies: ['ship-fever'],
      },
      {
        text: 'People fell asleep and could not be woken; the sleep spread house by house until {plagueEnd}.',
        implies: ['sleep-plague'],
      },
      {
        text: 'A dry cough came down from the hill villages with the wool traders, and by the end of spring {$place} had buried one in every {n_ratio}.',
        implies: ['cough-plague'],
      },
      {
        text: 'After a wet summer the wells of {$place} turned foul, and a bloody flux carried off the very old and the very young before anyone thought to dig new ones.',
        implies: ['well-plague'],
      },
      {
        text: 'A fever that came with the rats from the granaries of {$place} filled the sick-houses every summer for a decade, until {plagueEnd}.',
        implies: ['rat-fever'],
      },
      {
        text: 'A pale pox came over the mountains with a pilgrim band, and {$place} shut its gates and let no one in or out for a whole summer.',
        implies: ['shut-gates'],
      },
      {
        text: "A sweating sickness broke out at the great fair of {$place}, and the traders who fled it carried it to every market town within a month's ride.",
        implies: ['fair-sickness'],
      },
      {
        text: 'A spotted fever came home to {$place} with the soldiers of a foreign war, and by midwinter the town had buried one in every {n_ratio}.',
        implies: ['spotted-fever'],
      },
      {
        text: 'A throat sickness took the children of {$place} one winter, and the town closed its school and its temple and kept every child indoors until spring.',
        implies: ['child-sickness'],
      },
      {
        text: 'Pilgrims coming to the shrine at {$place} brought a wasting fever with them, and the shrine was shut for the first time in its history until the last of the sick had died or mended.',
        implies: ['pilgrim-fever'],
      },
      {
        text: 'A coughing sickness spread through {$place} so fast that the council ordered every soul to wear a cloth over the mouth, and fined anyone caught without one.',
        implies: ['veil-plague'],
      },
      {
        text: 'A fever that spared the children and took their parents swept through {$place}, and the town raised a whole generation of orphans in the temple halls.',
        requires: ['!recent'],
        implies: ['orphan-fever'],
      },
      {
        text: 'A fever crept down the river from one mill town to the next, and {$place} stretched a chain across the water to keep it out; it came anyway, by road.',
        implies: ['chain-fever'],
      },
    ]),
    ...kind('flood', [
      {
        text: 'Water broke up through the cellars of {$place} after a winter of rain, and for a month the town went about in boats between its upper floors.',
        implies: ['well-flood'],
      },
      {
        text: 'The marsh below {$place} rose a little each spring for ten years, until the lower streets had to be walked on planks and the lowest houses were given up to the frogs.',
        requires: ['!recent'],
        implies: ['swamp-rise'],
      },
      {
        text: 'The new canal of {$place} breached its banks in its very first spring, and the water that was meant to carry barges carried off {floodLoss} instead.',
        implies: ['canal-breach'],
      },
      {
        text: 'A snow bridge over the gorge above {$place} gave way in the thaw, and the river it had dammed came down on the lower town in the night.',
        implies: ['snowbridge'],
      },
      {
        text: 'A cloudburst over the hills sent a brown torrent down the dry streambed that runs through {$place}, and it took {floodLoss} before anyone could climb to safety.',
        implies: ['cloudburst'],
      },
      {
        text: 'An ice dam on the high lake gave way in spring, and the lake emptied down the valley onto {$place} in a single roaring hour.',
        implies: ['lake-burst'],
      },
      {
        text: 'After forty days of rain, the river burst its banks at {$place} and swept away {floodLoss}.',
        implies: ['river-flood'],
      },
      {
        text: 'A dam in the hills gave way in the night; by morning the water had taken {floodLoss}.',
        implies: ['dam-flood'],
      },
      {
        text: 'A winter storm drove the sea over the dikes of {$place}, and salt water stood in the fields until the next harvest should have come.',
        implies: ['sea-flood'],
      },
      {
        text: 'The snows of three winters melted in a single warm week, and the meltwater came down the valley and carried off {floodLoss}.',
        implies: ['thaw-flood'],
      },
      {
        text: 'The river of {$place} shifted its bed in a single night of storm, and the lower town woke to find itself on the wrong bank, half under water.',
        implies: ['river-shift'],
      },
      {
        text: 'The mill dams upstream of {$place} failed one after another like falling tiles, and the flood came down in a wall taller than the temple roof.',
        implies: ['mill-dams'],
      },
      {
        text: 'A tide higher than any in memory came up the estuary to {$place} on a moonless night and did not go back out until it had taken {floodLoss}.',
        implies: ['high-tide'],
      },
      {
        text: 'Ice jammed under the bridge of {$place} in the spring breakup, and the river backed up behind it and filled the town to the windowsills before the bridge gave way.',
        implies: ['ice-jam'],
      },
      {
        text: 'It rained on {$place} every day from midsummer to harvest, and the river rose a little every day until the lower town was given up to it.',
        implies: ['wet-summer'],
      },
      {
        text: 'Storms broke open the old springs in the hillside above {$place}, and water ran through the streets for a month, eating away the foundations of the lower town.',
        implies: ['spring-flood'],
      },
      {
        text: 'The old reservoir above {$place} was filled too fast after a wet spring, and its wall bowed, then burst, and took {floodLoss}.',
        implies: ['reservoir'],
      },
      {
        text: 'A bog on the hill above {$place} swelled with rain until it burst, and a river of black peat and water slid down into the lower town.',
        implies: ['bog-burst'],
      },
    ]),
    ...kind('fire', [
      {
        text: "A malting kiln in {$place} caught fire, and the blaze ran through the brewers' quarter so fast that the river smelled of burnt barley for a week.",
        implies: ['brewery-fire'],
      },
      {
        text: 'Candles left burning after a vigil set the great temple of {$place} alight, and the roof fell in while the town formed a chain of buckets from the river.',
        implies: ['chapel-fire'],
      },
      {
        text: "A forge left banked overnight set the smiths' street of {$place} alight, and the fire burned so hot that the cobbles cracked.",
        implies: ['forge-fire'],
      },
      {
        text: 'A cargo of lamp oil caught fire in the harbor of {$place}, and the burning ship drifted along the quays setting every hull alight as it passed.',
        implies: ['ship-fire'],
      },
      {
        text: 'The town granary of {$place} caught fire in the dry season, and the grain smoldered inside the stone walls for a month while the town went hungry outside them.',
        implies: ['granary-fire'],
      },
      {
        text: 'A fire in the tannery vats of {$place} spread along the lanes of the leatherworkers, and the smoke was so foul that the whole town fled upwind while it burned.',
        implies: ['tannery-fire'],
      },
      {
        text: "A fire started in a baker's shop in {$place} and burned for three days, consuming {fireLoss}.",
        implies: ['town-fire', 'bakery-fire'],
      },
      {
        text: 'A summer of drought ended in wildfire that swept down from the hills and took three villages.',
        implies: ['wildfire'],
      },
      {
        text: 'Lightning struck the granary of {$place} in a dry autumn, and the wind carried the flames from roof to roof faster than anyone could ring the bell.',
        implies: ['town-fire', 'lightning-fire'],
      },
      {
        text: 'Someone set the warehouses on the quay of {$place} alight on a windy night; the blaze took {fireLoss}, and the culprit was never named.',
        implies: ['town-fire', 'arson'],
      },
      {
        text: 'A peat fire smoldered under the moors beyond {$place} for a whole year; the smoke hid the sun, and whole farms sank into the burning ground.',
        implies: ['peat-fire'],
      },
      {
        text: 'A fire lit for the midsummer feast in {$place} caught the thatch of the long hall, and by dawn the whole of the upper town was ash.',
        implies: ['feast-fire'],
      },
      {
        text: 'A candle left burning in the scriptorium of {$place} set light to the library, and the fire spread from the books to the roofs of half the old town.',
        implies: ['library-fire'],
      },
      {
        text: 'Flour dust in the great mill of {$place} caught a spark and blew the roof off, and the burning beams came down across the lanes below.',
        implies: ['mill-fire'],
      },
      {
        text: 'Fireworks at a wedding in {$place} came down on a hay barn, and by dawn the fire had taken the stables and inns of the whole coaching quarter.',
        implies: ['wedding-fire'],
      },
      {
        text: "A chandler's vat of tallow boiled over in {$place}, and the burning fat ran down the gutters of the street, setting every door alight as it went.",
        implies: ['tallow-fire'],
      },
      {
        text: "A lamp fell on the stage during a play in the great hall of {$place}, and the hall burned with half the town's gentry still inside.",
        implies: ['playhouse-fire'],
      },
      {
        text: 'A hayrick in the town meadow of {$place} caught fire in the heat of late summer, and the wind blew burning hay over the walls onto the thatch.',
        implies: ['town-fire', 'hay-fire'],
      },
    ]),
    ...kind('quake', [
      {
        text: 'The ground shook beneath {$place}, and the old tunnels under the town fell in, swallowing a street of houses into the hollows beneath.',
        implies: ['cave-in'],
      },
      {
        text: 'The earth moved under {$place} and split the great bridge in two, leaving half the town stranded on the far bank for a month.',
        implies: ['split-bridge'],
      },
      {
        text: 'A long shaking of the ground loosened the soil under the harbor of {$place}, and the whole quay slid slowly into the water over a single afternoon.',
        implies: ['sinking-quay'],
      },
      {
        text: 'A shaking of the ground cracked the hills above {$place}, and hot springs burst out where none had been, scalding the fields and filling the air with the smell of rotten eggs.',
        implies: ['spring-quake'],
      },
      {
        text: 'The ground shook so hard one night that every bell in {$place} rang of itself, and by morning the temple tower had split from top to bottom.',
        implies: ['bell-quake'],
      },
      {
        text: 'The ground shook for the length of a long prayer, and when it stopped, {quakeLoss} lay in ruins.',
        implies: ['great-quake'],
      },
      {
        text: 'The {structure} at {$place} collapsed in the middle of a festival, brought down by a tremor that barely rattled a cup anywhere else.',
        implies: ['collapse'],
      },
      {
        text: 'A tremor loosened the mountainside above {$place}, and a river of stone buried the upper town between one breath and the next.',
        implies: ['landslide'],
      },
      {
        text: 'One quiet morning the earth opened under the market square of {$place} and swallowed the stalls, the well and the old guildhall.',
        implies: ['sinkhole'],
      },
      {
        text: 'Three tremors in three nights cracked the great dam above {$place}, and the townsfolk spent a week carrying everything they owned up the hill before it gave way.',
        implies: ['dam-quake'],
      },
      {
        text: 'A quake split the hill behind {$place} and let out a spring of boiling water that has never stopped; the old quarter was abandoned to the steam.',
        implies: ['steam-quake'],
      },
      {
        text: 'The ground at {$place} shook a little every day for a whole season; nothing fell, but half the town left and never came back.',
        implies: ['long-tremor'],
      },
      {
        text: 'A quake in the night cracked every cistern in {$place}, the wells ran dry by morning, and the town carried its water up from the river for a whole summer.',
        implies: ['dry-wells'],
      },
      {
        text: 'The ground shook under {$place}, and an hour later the sea drew back from the harbor and came in again as a wave that climbed to the temple steps.',
        implies: ['great-wave'],
      },
      {
        text: "A quake brought down the lord's castle above {$place} in the middle of a feast, and the town spent three days digging the guests out of the rubble.",
        implies: ['castle-quake'],
      },
      {
        text: 'A quake brought down the workings of the silver mine above {$place} with the day shift inside, and the whole town dug for a week to reach them.',
        implies: ['mine-quake'],
      },
      {
        text: 'A quake sheared away the sea cliff under {$place}, and the houses along its edge went down with it into the surf.',
        implies: ['cliff-fall'],
      },
    ]),
    ...kind('cold', [
      {
        text: 'Clouds hid the sun over {$place} from the first frost until spring, and the crops that were sown that year never ripened at all.',
        implies: ['dark-winter'],
      },
      {
        text: 'Snow fell on {$place} for forty days without stopping, until the drifts reached the eaves and the town went in and out through its upper windows.',
        implies: ['snow-siege'],
      },
      {
        text: 'A summer of hail beat the crops of {$place} flat three times over, and the winter that followed found every barn empty.',
        implies: ['hail-summer'],
      },
      {
        text: 'A freezing fog settled on {$place} with the first frost and did not lift until spring; neighbors lost their way between houses, and ropes were strung along every street to guide them.',
        implies: ['fog-winter'],
      },
      {
        text: 'Winter came early and stayed for two years; the harvests failed and wolves walked the streets of {$place}.',
        implies: ['long-winter'],
      },
      {
        text: 'The sun dimmed behind a veil of ash from a distant mountain, and snow fell in midsummer.',
        implies: ['ash-winter'],
      },
      {
        text: 'An ice storm sealed every roof and branch in {$place} under a finger of ice; the orchards shattered under the weight, and the roads stayed shut until spring.',
        implies: ['ice-storm'],
      },
      {
        text: 'A hard frost in late spring killed the blossom and the seedlings alike, and the winter that followed was the hungriest {$place} had ever known.',
        implies: ['late-frost'],
      },
      {
        text: 'The lake at {$place} froze so thick that an army marched across it, and the ice did not go out until midsummer.',
        implies: ['frozen-lake'],
      },
      {
        text: 'A blizzard buried {$place} to the eaves for eleven days, and the townsfolk dug tunnels from door to door to share bread and firewood.',
        implies: ['blizzard'],
      },
      {
        text: 'The river at {$place} froze so hard that the millwheels stopped, and with no flour to be had the town lived on turnips and smoked eel until the thaw.',
        implies: ['frozen-mills'],
      },
      {
        text: 'A cold snap came down so fast one autumn night that the cattle froze where they stood in the fields around {$place}, and the town ate frozen beef all winter and little else.',
        implies: ['cattle-freeze'],
      },
      {
        text: 'The sea froze out past the harbor mouth of {$place}, and for two months the only way in or out was a sledge road across the ice.',
        implies: ['frozen-sea'],
      },
      {
        text: 'A winter of bitter wind froze the wells of {$place} solid, and the townsfolk melted snow over every fire they could keep alight until the thaw.',
        implies: ['frozen-wells'],
      },
      {
        text: 'A winter so cold it split the trees drove the wolves down from the mountains into {$place}, and {$leader} organized the hunts that kept the town alive until spring.',
        implies: ['wolf-winter'],
      },
      {
        text: 'The river at {$place} froze so deep that a fair was held on the ice all winter, until the thaw came in a single night and took the last stalls with it.',
        implies: ['frost-fair'],
      },
    ]),
    ...kind('founding', [
      {
        text: '{$leader} set up an inn at the ford where the drovers crossed the river, and {$place} grew up around it one stable and one smithy at a time.',
        requires: ['!recent'],
        implies: ['ford-town'],
      },
      {
        text: 'Fleeing a war in the lowlands, {$leader} led a band of refugees up into the hills and founded {$place} on a crag too steep for any army to bother with.',
        implies: ['refuge-town', FOUNDERS_NAMED],
      },
      {
        text: 'A rush of prospectors to the tin streams above the river turned a muddy camp into the town of {$place} in a single wild summer, with {$leader} as its first sheriff.',
        implies: [TOLD, 'miners-camp'],
      },
      {
        text: 'Monks under {$leader} raised an abbey in the empty valley, and the farms, the mills and at last the town of {$place} grew up around its walls.',
        requires: ['!recent'],
        implies: [TOLD, 'abbey-town'],
      },
      {
        text: 'The crossroads market at {$place} was granted a charter after {$leader} carried a petition to the capital, and the stalls became houses within a lifetime.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: ['market-charter'],
      },
      {
        text: '{$leader} built a toll bridge over the river where no bridge had stood, and within a generation a town had grown at either end of it; the two halves are still called {$place}.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: ['bridge-town'],
      },
      {
        text: '{$leader} led a band of {founders} to the site and swore to build a town that would outlast them.',
        implies: ['led-founding', FOUNDERS_NAMED],
      },
      {
        text: 'Settlers from the south cleared the forest and raised the first walls of {$place} in a single summer.',
        implies: ['first-walls'],
      },
      {
        text: 'A trading post grew around a river ford until its merchants bought their freedom from the local lord.',
        implies: ['charter'],
      },
      {
        text: 'Survivors of a sacked city made camp on an island in the marsh at {$place}, meaning to stay a season; the camp never broke up.',
        implies: ['refuge-founding'],
      },
      {
        text: "A hermit's cell on the hill drew pilgrims, the pilgrims drew innkeepers, the innkeepers drew a market, and within a lifetime {$place} had a name.",
        // A town that took a lifetime to grow was not founded within living memory.
        requires: ['!recent'],
        implies: ['hermit-founding'],
      },
      {
        text: 'Two rival villages on either bank were joined by a bridge, and the market that grew on it became {$place}.',
        implies: ['bridge-founding'],
      },
      {
        text: 'A band of freed galley slaves came ashore at {$place}, burned their oars on the beach and swore never to go to sea again.',
        implies: ['oar-founding', FOUNDERS_NAMED],
      },
      {
        text: '{$leader} won a stretch of swamp in a game of dice, drained it with a thousand ditches, and laid out the streets of {$place} on the dry ground.',
        implies: ['dice-founding'],
      },
      {
        text: "A fort was built at {$place} to watch the passes, and the soldiers' families, the sutlers and the smiths who followed the garrison built a town outside its walls.",
        implies: ['fort-town'],
      },
      {
        text: 'The crown sent debtors and petty thieves to clear the wild ground at {$place}, promising them freedom after seven years; most of them stayed on as free folk.',
        implies: ['debtor-town', FOUNDERS_NAMED],
      },
      {
        text: 'A ship was wrecked on the shore at {$place} in an autumn gale, and its crew and passengers, with no way home before spring, built huts from its timbers and never left.',
        implies: ['wreck-town', FOUNDERS_NAMED],
      },
      {
        text: '{$leader} dug for water in the dry country where the caravans crossed, found it sweet at the ninth attempt, and {$place} grew up around the well.',
        implies: ['well-town'],
      },
      {
        text: 'Three villages burned out by raiders drew lots for which of them would name the town they built together, and {$place} won.',
        implies: ['lot-town', FOUNDERS_NAMED],
      },
      {
        text: 'A ferry keeper named {$leader} ran a rope ferry across the river at {$place}; the ferry house became an inn, the inn a market and the market a town.',
        requires: ['!recent'],
        implies: [TOLD, 'ferry-town'],
      },
    ]),
    ...kind('discovery', [
      {
        text: 'A glacier above {$place} melted back in a hot summer and gave up a frozen warrior in bronze armor, whom {$leader} carried down to the temple on a sledge.',
        implies: ['ice-find'],
      },
      {
        text: 'A storm tore open the dunes near {$place}, and {$leader}, gathering driftwood the next morning, found the sand full of amber.',
        implies: ['amber-coast'],
      },
      {
        text: 'A stone fell from the sky into the fields of {$place}, and {$leader}, the town smith, forged from it a blade that never dulled.',
        implies: [TOLD, 'star-metal'],
      },
      {
        text: 'Quarrymen cutting stone for the temple of {$place} found the bones of a beast larger than a house, and {$leader} had them set up in the market for all to see.',
        implies: ['skeleton'],
      },
      {
        text: 'Woodcutters near {$place} uncovered a paved road running straight into the forest, and {$leader} followed it for nine days to a ruined city no map had ever shown.',
        implies: ['lost-road'],
      },
      {
        text: 'A herder named {$leader} noticed the sheep licking one particular rock, dug beneath it, and found a salt spring that made {$place} rich within a generation.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: [TOLD, 'salt-spring'],
      },
      {
        text: 'Miners broke through into {discoverySpace} and found {discoveryFind}.',
        implies: ['delving', UNDERGROUND],
      },
      {
        text: 'A shepherd named {$leader} followed a lost ewe into a cave and found {discoveryFind}.',
        implies: [TOLD, 'cave-find', UNDERGROUND],
      },
      {
        text: 'An expedition funded by the crown returned after four years with maps, gold and {broughtHome}.',
        implies: ['expedition'],
      },
      {
        text: 'A spring flood scoured the riverbank below {$place} and laid bare {discoveryFind}.',
        implies: ['riverbank-find'],
      },
      {
        text: 'A scholar named {$leader} read an old chart the right way up at last, dug where it pointed, and found {discoveryFind}.',
        implies: [TOLD, 'chart-dig', UNDERGROUND],
      },
      {
        text: 'Well diggers at {$place} struck hot water that smelled of iron, and within a year the sick were coming from three kingdoms to bathe in it.',
        implies: ['hot-spring'],
      },
      {
        text: 'A farmer plowing a field near {$place} turned up {discoveryFind}, and the lord had the whole valley dug over the following year.',
        implies: ['plow-find'],
      },
      {
        text: 'Quarrymen cutting stone at {$place} split open a boulder and found {discoveryFind} sealed inside it.',
        implies: ['quarry-find'],
      },
      {
        text: 'A drought dropped the lake at {$place} lower than anyone had ever seen it, and {$leader} waded out to a drowned village still standing on the bottom.',
        implies: ['lake-find'],
      },
      {
        text: 'Workmen replastering the old temple of {$place} knocked through into a hidden room painted from floor to ceiling with a map of stars nobody could match to the sky.',
        implies: ['painted-room'],
      },
      {
        text: "A badger digging under an old oak at {$place} threw up a gold coin, and the hoard {$leader} dug out beneath it paid for the town's new walls.",
        implies: ['hoard-find'],
      },
      {
        text: 'A spring of black tar bubbled up in a field near {$place}, and {$leader} found that it burned brighter than any lamp oil.',
        implies: ['tar-spring'],
      },
      {
        text: 'A great storm stripped the sand from a bay near {$place}, and {$leader} found the ribs of an ancient ship with its cargo of bronze still aboard.',
        implies: ['sand-ship'],
      },
      {
        text: 'Digging a new cellar in {$place}, {$leader} struck a chest of clay tablets written in a script no scholar could read.',
        implies: ['clay-tablets'],
      },
    ]),
    ...kind('schism', [
      {
        text: 'The people of {$place} split over whether their founding saint had been a saint at all, and the quarrel filled the courts for thirty years.',
        requires: ['!recent'],
        implies: ['saint-split'],
      },
      {
        text: "Half the priests of {$place} swore a vow of silence after a vision, and the other half refused; for a generation the town's temple held two services at once, one of them wordless.",
        requires: ['!recent'],
        implies: ['vow-split'],
      },
      {
        text: 'The guild of bell-ringers and the temple of {$place} fell out over who owned the bells, and for nine years the bells rang only when the ringers were paid.',
        implies: ['bell-split'],
      },
      {
        text: 'The priests of {$place} quarreled over which day the new year begins, and for two generations half the town kept its feasts a week later than the other half.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: ['calendar-split'],
      },
      {
        text: 'The faithful split over {schismCause}, and for a decade two high priests each claimed the one true altar.',
        implies: ['two-altars'],
      },
      {
        text: 'A reformer named {$leader} nailed a list of grievances to the temple door, and half the town walked out after them.',
        implies: [TOLD, 'reformer'],
      },
      {
        text: "The mages' college divided over {schismCause}; one faction left and founded its own school in the hills.",
        implies: ['college'],
      },
      {
        text: 'The knightly order of {$place} split over whether an oath sworn to a dead grand master still binds; the two halves have not shared a table since.',
        implies: ['order-split'],
      },
      {
        text: 'The monks of {$place} quarreled over {schismCause} so bitterly that the younger half walled themselves into the west wing and cut a new gate.',
        implies: ['monastery-split'],
      },
      {
        text: "The bards' guild of {$place} split over {bardCause}, and for a generation the two halves would not sing at the same feast.",
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: ['bard-split', 'lay-split'],
      },
      {
        text: "The healers' hall of {$place} split over whether to treat the enemy's wounded, and the half that said yes walked out and set up in a barn.",
        implies: ['healer-split', 'lay-split'],
      },
      {
        text: 'The faithful of {$place} split over whether the old hymns may be sung in the common tongue, and for a generation the two halves sang the same words in two languages at once.',
        requires: ['!recent'],
        implies: ['hymn-split'],
      },
      {
        text: "The temple of {$place} split over a saint's finger bone that two shrines each swore was the true one, and the quarrel ended only when both were stolen on the same night.",
        implies: ['relic-split'],
      },
      {
        text: 'The priests of {$place} quarreled over whether the spring fast forbids fish, and the fishermen, who took a side, would not sell to the other half of the town for years.',
        implies: ['fast-split'],
      },
      {
        text: 'The faithful of {$place} split over whether the dead should be burned or buried, and for a generation the town kept two graveyards and a pyre.',
        requires: ['!recent'],
        implies: ['pyre-split'],
      },
      {
        text: 'The priests of {$place} quarreled over whether a priest may cut his beard, and the shaven and the bearded held rival processions every feast day for twenty years.',
        requires: ['!recent'],
        implies: ['beard-split'],
      },
      {
        text: "The mages' college of {$place} split over whether its masters may marry, and the married half took the second copy of every book in the library when they left.",
        implies: ['college', 'marriage-split'],
      },
    ]),
    ...kind('crowning', [
      {
        text: 'The heir of {$place} was married to {$leader} to end a feud, and when the heir died on the wedding night, the council crowned the bride rather than start the feud again.',
        implies: [TOLD, 'bridal-crown'],
      },
      {
        text: 'When every great house of {$place} had ruined itself in feuding, the council crowned {$leader}, a shepherd known only for honesty, and never regretted it.',
        implies: [TOLD, 'shepherd-crown'],
      },
      {
        text: 'The old regent {$leader} was crowned at last in {$place}, after ruling in the name of three child kings in turn, none of whom lived to come of age.',
        requires: ['!recent'],
        implies: [TOLD, 'regent-crown'],
      },
      {
        text: 'Twins were born to the old queen within an hour of each other, and when she died {$leader} and the other twin were crowned together and ruled {$place} side by side for thirty years.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: [TOLD, 'twin-crown'],
      },
      {
        text: 'When the council of {$place} could not agree on a ruler, they drew lots from a helmet, and {$leader}, who had come only to sell onions, drew the crown.',
        implies: [TOLD, 'lot-crown'],
      },
      {
        text: 'After the old king died without an heir, {$leader}, a {unlikelyRuler}, was crowned by popular acclaim.',
        implies: [TOLD, 'acclaim'],
      },
      {
        text: 'Three claimants were crowned in the same year; only {$leader} survived it.',
        implies: ['three-claimants', FOE.claimant],
      },
      {
        text: "{$leader} was crowned at the age of nine, and a regency council ruled in the child's name until {crownEnd}.",
        implies: [TOLD, 'child-ruler'],
      },
      {
        text: 'The free towns met at {$place} and chose {$leader} as their king, to wear the crown for life and never to pass it on.',
        implies: ['elected-ruler'],
      },
      {
        text: '{$leader} came back from exile with a few hundred swords, and the old court knelt without a blow being struck.',
        implies: ['exile-return', FOE.usurper],
      },
      {
        text: 'The crown of {$place} was won at a tourney, as the old law allowed, by {$leader}, who had entered under a borrowed name.',
        implies: ['tourney-crown'],
      },
      {
        text: 'The queen of {$place} gave up her crown to {$leader} and walked into a convent, and nobody has ever learned why.',
        implies: ['abdication'],
      },
      {
        text: 'On the day the old queen died, {$leader} rode through the night to {$place} and was crowned before the rightful heir heard the news.',
        implies: ['night-ride', FOE.heir],
      },
      {
        text: 'With his last breath, before a single servant, the old king of {$place} gave his crown to {$leader}, and the court had to decide whether to believe the servant.',
        implies: ['deathbed-crown'],
      },
      {
        text: 'By the oldest custom, {$leader} was crowned on the bare hilltop above {$place}, in pouring rain, before every free soul of the realm who could walk there.',
        implies: ['hill-crown'],
      },
      {
        text: '{$leader}, raised by a miller as a foundling, was proved the lost heir of {$place} by a birthmark and a ring, and crowned within the month.',
        implies: [TOLD, 'foundling-crown'],
      },
      {
        text: "The crown of {$place} passed to whoever could lift the old king's war hammer, and after forty nobles had failed, {$leader}, a {unlikelyRuler}, lifted it one-handed.",
        implies: [TOLD, 'hammer-crown'],
      },
      {
        text: 'The king and every heir died within a single month, and {$place} crowned {$leader}, the nearest kin anyone could find, from the far end of the realm.',
        implies: [TOLD, 'cousin-crown'],
      },
      {
        text: "{$leader} was crowned aboard a ship in the harbor of {$place}, because the old law forbade the crown to pass on dry land while the old king's widow lived.",
        implies: ['ship-crown'],
      },
    ]),
    ...kind('betrayal', [
      {
        text: '{$leader}, who knew every ford of the river, sold the secret of the shallow one to the enemy, and the host came across it at night behind the walls of {$place}.',
        implies: ['sold-ford'],
      },
      {
        text: '{$leader} was trusted to carry the ransom of the lord of {$place} to his captors, and was never seen again, nor was the lord.',
        implies: ['ransom-theft'],
      },
      {
        text: '{$leader} poisoned the wells outside {$place} to slow a relieving army, and the army that came was the one sent to save the town.',
        implies: ['poisoned-well'],
      },
      {
        text: '{$leader} rang the alarm bells of {$place} on a false report, and while the garrison marched out to meet an enemy that was not there, the real one came in by the river gate.',
        implies: ['false-alarm'],
      },
      { text: "At a feast meant to seal a peace, {$leader} had the guests' wine poisoned.", implies: ['poisoning'] },
      {
        text: '{$leader}, a trusted captain of the watch, opened the city gates to the enemy in exchange for {betrayalPrice}.',
        implies: [TOLD, 'opened-gate'],
      },
      {
        text: '{$leader} sold the plans of the fortress to a rival house, and the fortress fell within a week.',
        implies: ['sold-plans', FOE.house],
      },
      {
        text: 'Bribed by a rival house, {$leader} handed the young heir of {$place} over to the enemy as a hostage, and the family never recovered its standing.',
        implies: ['hostage', FOE.house],
      },
      {
        text: "{$leader} forged the old duke's will, and the wrong heir ruled {$place} for eleven years before a clerk found the true one.",
        implies: ['forged-will', FOE.heir],
      },
      {
        text: '{$leader} sent the town watch of {$place} to the far gate on the night of the assault, and was found the next morning wearing the enemy colors.',
        implies: ['turned-cloak'],
      },
      {
        text: '{$leader}, keeper of the treasury of {$place}, emptied it one coin at a time over twenty years and fled on the night the auditors arrived.',
        implies: [TOLD, 'embezzler'],
      },
      {
        text: '{$leader}, the envoy sent to make peace, signed a treaty that gave {$place} away to the other side, and never came home to explain it.',
        implies: [TOLD, 'false-envoy', FOE.realm],
      },
      {
        text: '{$leader} lit the beacons on the hills above {$place} a night early, and the allies who marched to the signal walked into the waiting spears of {$foe}.',
        implies: ['false-beacons'],
      },
      {
        text: '{$leader} sawed halfway through the beams of the bridge at {$place}, and the relief column that crossed it the next morning went into the river.',
        implies: ['sawn-bridge'],
      },
      {
        text: '{$leader} stole the great seal of {$place} and sealed a hundred false orders with it before anyone noticed it was gone.',
        implies: ['stolen-seal'],
      },
      {
        text: '{$leader} lamed the horses of the royal stables on the eve of battle, and the knights of {$place} went out on foot against {$foe}.',
        implies: ['lamed-horses'],
      },
      {
        text: '{$leader}, the guide hired to lead the army of {$place} through the marsh, led it into the deepest part instead and left it there.',
        implies: [TOLD, 'false-guide'],
      },
      {
        text: '{$leader} copied every letter of the council of {$place} for a foreign prince for eleven years before a servant noticed the ink on their fingers.',
        implies: ['copied-letters'],
      },
    ]),
    ...kind('migration', [
      {
        text: 'Word of silver in the hills brought miners to {$place} from every corner of the realm, and when the silver ran out, most of them stayed on to farm.',
        requires: ['!recent'],
        implies: [MIGRANTS_NAMED, 'miners-come'],
      },
      {
        text: 'Boat families who had lived for generations on the great river tied up at {$place} after the river trade failed, and their floating quarter became a town of its own.',
        implies: [MIGRANTS_NAMED, 'river-folk', 'by-sea'],
      },
      {
        text: 'Driven out of the high valleys by a run of summers too cold for the hay, whole clans of herders came down to {$place} with their flocks, and were given the empty hill farms to keep.',
        implies: [MIGRANTS_NAMED, 'mountain-folk', 'from-mountains', 'overland'],
      },
      {
        text: 'Driven out by {migrationCause}, thousands of {migrantsPeople} crossed into the region over a single hard winter.',
        implies: ['overland'],
      },
      {
        text: 'A fleet of painted ships brought the {migrantsPeople} to the coast, and after years of unease they settled there.',
        implies: ['by-sea'],
      },
      {
        text: 'Whole villages around {$place} packed their carts and left for the west, following {$leader}, a prophet who promised {promise}.',
        implies: [TOLD, 'exodus'],
      },
      {
        text: 'Year after year the {migrantsPeople} drifted into the empty valleys around {$place}, a few families at a time, until they outnumbered the old settlers.',
        implies: ['slow-settling'],
      },
      {
        text: 'Fleeing {migrationCause}, a caravan of {migrantsPeople} reached {$place} in the dead of winter, and the town opened its gates and its storehouses to them.',
        implies: ['overland', 'caravan'],
      },
      {
        text: 'The {migrantsPeople} came to {$place} as hired hands for a single harvest, stayed for the next, and in three generations owned half the farms.',
        // It took longer than living memory's nearest edge allows.
        requires: ['!recent'],
        implies: ['hired-hands'],
      },
      {
        text: 'A war far away sent {migrantsPeople} over the passes into {$place} by the thousand, and the town grew to three times its size in a single year.',
        implies: ['overland', 'war-refugees'],
      },
      {
        text: 'Glassblowers driven out of their own city by a jealous prince came to {$place} with their furnaces on ox carts, and the town has made glass ever since.',
        implies: [MIGRANTS_NAMED, 'glassblowers', 'overland'],
      },
      {
        text: 'Pilgrims bound for a far shrine were stranded at {$place} when the pass closed, and by the time it opened again they had decided the shrine could wait forever.',
        implies: [MIGRANTS_NAMED, 'stranded-pilgrims', 'overland'],
      },
      {
        text: 'Weavers from the lowland towns, put out of work by a new kind of loom, came to {$place} with their hand looms on their backs, and made it famous for its cloth.',
        implies: [MIGRANTS_NAMED, 'weavers', 'overland'],
      },
      {
        text: 'Fisher families from a coast gone barren of fish sailed to {$place} in their own small boats, and the town gave them the empty end of the harbor.',
        implies: [MIGRANTS_NAMED, 'fisher-folk', 'by-sea'],
      },
    ]),
    ...kind('sorcery', [
      {
        text: 'A spell gone wrong in {$place} stopped time for a single hour over the town; the townsfolk woke to find every fire cold, every loaf risen and every clock an hour behind.',
        implies: [MISHAP, 'frozen-hour'],
      },
      {
        text: "A wizard's mirror cracked in {$place}, and for a season everyone in town had a twin who did everything a little worse.",
        implies: [MISHAP, 'mirror-town'],
      },
      {
        text: "A wizard's experiment in {$place} put out the sun over the town for three days, and the frightened townsfolk lit every candle they owned until it came back.",
        implies: [MISHAP, 'long-night'],
      },
      {
        text: 'A spell meant to quiet a noisy neighbor went wrong, and for a year no one in {$place} could make a sound louder than a whisper.',
        implies: [MISHAP, 'silent-year'],
      },
      {
        text: 'A ritual performed by the archmage {$leader} went wrong, and {sorceryResult}.',
        implies: [TOLD, 'ritual'],
      },
      { text: 'Stars fell for three nights, and where they landed, {sorceryResult}.', implies: ['starfall'] },
      {
        text: 'A coven of mages bound a great power beneath the hills; the binding held, but nobody in the region could dream for a generation.',
        // A generation without dreams has passed, so the event is older than living memory's edge.
        requires: ['!recent'],
        implies: ['binding'],
      },
      {
        text: 'An arch of black stone rose overnight on the green at {$place}; for nine days strange travelers came through it, and then it closed.',
        implies: ['black-arch'],
      },
      {
        text: 'A hedge witch wronged by the council of {$place} laid a curse on it, and for a full year every person in the town wept in their sleep.',
        implies: ['grief-curse'],
      },
      {
        text: 'A duel between two wizards over {$place} lasted from dawn to dusk, and when it ended, {sorceryResult}.',
        implies: ['duel'],
      },
      {
        text: "A wizard's tower outside {$place} vanished in the night, taking its wizard with it, and left behind a circle of grass that never grows or dies.",
        implies: ['vanished-tower'],
      },
      {
        text: 'A meddling apprentice opened a book that should have stayed shut, and for a week every mirror in {$place} showed a different room.',
        implies: ['mirror-week'],
      },
      {
        text: 'A rainmaker hired by the council of {$place} in a dry year did her work too well, and it rained for forty days until she was found and paid to stop.',
        implies: ['rainmaker'],
      },
      {
        text: 'A charm gone wrong at a wedding in {$place} let every animal in town speak for a week, and what they said about their owners ended three marriages.',
        implies: [MISHAP, 'talking-beasts'],
      },
      {
        text: "A sorcerer cursed the forest beyond {$place} so that all who entered it fell asleep, and the woodcutters' village inside slept for {n_raid_years} years before {$leader} broke the spell.",
        requires: ['!recent'],
        implies: ['sleeping-wood'],
      },
      {
        text: 'A summoner in {$place} called up something from the cellar of the world and could not send it back, and it sat in the town square for a year and a day, asking riddles.',
        implies: ['summoning'],
      },
      {
        text: 'A weather witch of {$place} quarreled with the wind itself, and for a month nothing in town would stay where it was put.',
        implies: ['wind-quarrel'],
      },
      {
        text: 'A wizard of {$place} built a man of clay to guard the town gate, and it guarded it so well that nobody could get in or out for a season.',
        implies: ['clay-warden'],
      },
    ]),
  ],
  n_days: numberRows(30, 400, 10),
  n_raid_years: numberRows(5, 19),
  mutinyEnd: [
    'the guilds scraped together the back pay',
    'a rival company was hired to drive it out',
    "its captain was found floating in the river, the town's seal still clutched in one hand",
    'the townsfolk barred the company inside the market square and starved it out',
    "the company's own sergeants sold out their captain for a season's pay",
  ],
  // A bards' guild splits over a point of their craft.
  bardCause: [
    'whether an old song may be given new words',
    'who may sing the founding ballad',
    'whether a bard may take pay from both sides of a feud',
  ],
  brothersEnd2: [
    'the runaways came home with a child, and both grandfathers lost the will to fight',
    'a hard winter left neither house anything worth burning',
    'the crown married the two houses to each other for a second time, by force',
    'the lovers named their first child for both grandfathers, and neither could hold out after that',
  ],
  brothersEnd: [
    'the younger brother died of a fever in camp',
    'their mother shut them both in one tower and kept the key till they made peace',
    'the elder was crowned and the younger sent over the sea',
    'both brothers fell in the same battle, and their sister took the throne',
  ],
  landingEnd: [
    'the autumn gales drove the ships home',
    'the invaders ran short of water and sailed away',
    "the duke's fleet came round the headland",
    "a fever broke out in the invaders' camp",
    'their captain was killed leading the last assault on the hill',
  ],
  raidEnd: [
    '{$leader} built a line of watchtowers along the hills',
    'the raiders found richer farms elsewhere',
    'a marriage joined the two sides of the border',
    'the levies of {$place} crossed over and burned the raiders out in turn',
    "the raiders' own chief was killed by his rivals",
    'a chain of beacons along the hills gave the farms warning in time to flee',
  ],
  n_ratio: ['three', 'four', 'five', 'six', 'seven', 'eight', 'ten', 'twelve'],
  warEnd: [
    'the walls were breached at midnight',
    'the besiegers ran out of food before the town did',
    'a plague broke out in both camps',
    "the king's army finally arrived",
    'the town council opened the gates in exchange for their lives',
    'a thaw turned the siege lines to swamp and the besiegers went home',
    "the defenders' last well ran dry",
    "a herald brought word that the besiegers' own lord had died",
  ],
  // How a lords' war ended decides whether anyone was routed.
  lordsWarEnd: [
    { text: 'a truce was signed in a muddy field', implies: ['war-truce'] },
    { text: 'both sides ran out of money', implies: ['war-truce'] },
    { text: "the king's army finally arrived", implies: ['war-truce'] },
    'one of the lords fell from his horse and broke his neck',
    { text: "one lord's levies broke at the first charge and ran for home", implies: ['war-rout'] },
    { text: 'the last host of one side was caught in the open and cut to pieces', implies: ['war-rout'] },
    { text: 'a hard winter starved both sides into a truce', implies: ['war-truce'] },
    { text: 'a hermit walked out between the two hosts and shamed them into a peace', implies: ['war-truce'] },
    { text: 'the smaller host was driven into the river and drowned', implies: ['war-rout'] },
  ],
  warCause: [
    'a river that changed course',
    'a broken betrothal',
    'a disputed silver mine',
    'an insult at a hunting party',
    'the price of salt',
    'a boundary stone moved in the night',
    'a herd of horses nobody could prove was stolen',
  ],
  warTwist: [
    'vanished into the hills and was never found',
    'was betrayed by its own quartermaster',
    'was granted a pardon and a seat at court',
    'was scattered by a freak storm on the march home',
    'was bought off with a charter of rights',
    'fell to quarreling over the spoils',
  ],
  plagueSign: sameEachTime('skin', ['gray as ash', 'blotched with blue', 'yellow as old parchment', 'cold and waxy']),
  plagueEnd: [
    'a healer found the cure in a roadside weed',
    'the first frost killed it',
    'the town burned its own harbor to stop it',
    'it stopped as suddenly as it began, and no one knows why',
    'a winter came hard and early, and the sickness did not return with the spring',
    'a traveling physician showed the town how to keep the sick apart from the well',
    'it had passed through every household once and found no one left to take',
  ],
  floodLoss: [
    'half the old town',
    // Meltwater down a valley, a torrent down a dry streambed or a breached canal reaches no harbor.
    {
      text: 'the harbor and every ship in it',
      excludes: ['thaw-flood', 'cloudburst', 'canal-breach', 'dam-flood', 'reservoir'],
    },
    "the granaries and a year's harvest",
    'three villages',
    'the mill and the bridge',
    'every barn along the lower road',
    'the old market and all its stalls',
  ],
  fireLoss: ['half the old town', "the granaries and a year's harvest", "the lord's hall and everything in it"],
  quakeLoss: [
    'half the old town',
    { text: "the lord's castle and most of his family", implies: ['castle-fell'] },
    'three villages',
    'the great temple',
    "the whole of the weavers' lane",
    'three streets of timber houses',
    'the town hall and every record in it',
    'every bridge across the river',
    'the old walls and the gatehouse',
  ],
  founders: ['runaway serfs', 'veteran soldiers', 'exiled scholars', 'river traders', 'pilgrims'],
  discoverySpace: ['a vast hollow under the hills', 'a sealed tomb', 'a buried city', 'an underground river'],
  // What an expedition can carry home (a seam or a door stays where it was found).
  broughtHome: [
    'the bones of a dragon',
    'a chest of unreadable books',
    'a flask of water that heals',
    // Not "maps, gold and a map": the expedition's maps are named already.
    'a guide from a land nobody has heard of',
    'a captive beast no one could name',
    'disbanded archers',
    'runaway apprentices',
  ],
  discoveryFind: [
    'a seam of pure silver',
    'a library of unreadable books',
    'the bones of a dragon',
    'a door that would not open',
    'a spring whose water heals',
    // Found in the open ground, not in a cave, a mine or a split boulder.
    { text: 'a ring of standing stones nobody had known was there', excludes: ['delving', 'cave-find', 'quarry-find'] },
    { text: 'a buried ship, its hold still full of jars of wine', excludes: ['delving', 'cave-find', 'quarry-find'] },
  ],
  // A temple splits over a point of faith, a college over a point of magic.
  schismCause: [
    { text: 'whether the gods can be bargained with', excludes: ['college'] },
    { text: 'the right to sell pardons for sins', excludes: ['college'] },
    { text: 'the true date of the harvest feast', excludes: ['college'] },
    'whether magic is a gift or a theft',
    { text: 'whether a spell may be sold to anyone who can pay for it', requires: ['college'] },
    { text: 'whether the dead may be called up and questioned', requires: ['college'] },
    { text: 'who owns a spell: the one who found it or the one who taught it', requires: ['college'] },
  ],
  unlikelyRuler: ['blacksmith', 'disgraced knight', 'cathedral cook', 'foreign-born merchant', 'retired pirate'],
  crownEnd: [
    'the young monarch came of age and dismissed all of them',
    'the council was arrested for treason',
    'the young monarch ran away to sea',
    'a fever carried off half the council in a single week',
    'the young monarch, at fourteen, had the whole council thrown into the moat',
    'beekeeper',
    'ferry keeper',
    'retired schoolteacher',
  ],
  betrayalPrice: [
    'a barony',
    'the safety of their family',
    'a chest of gold that turned out to be lead',
    'a promise that was never kept',
    'a seat on the council',
    'a pardon for an old crime',
  ],
  migrationCause: [
    'a creeping drought',
    'a war they had no part in',
    { text: 'the sea swallowing their islands', implies: ['from-islands'] },
    { text: 'a dragon that claimed their mountains', implies: ['from-mountains'] },
  ],
  // Peoples who fit where they came from and how they came (no sea-folk fleeing their mountains).
  migrantsPeople: sameEachTime('people', [
    { text: 'sea-folk', excludes: ['from-mountains'] },
    { text: 'mountain clanfolk', excludes: ['from-islands', 'by-sea'] },
    { text: 'horse herders', excludes: ['from-mountains', 'from-islands', 'by-sea'] },
    { text: 'halfling wanderers', excludes: ['from-mountains', 'from-islands'] },
    { text: 'eastern refugees', excludes: ['from-islands'] },
  ]),
  promise: ['a land without winter', 'the return of a lost king', 'the end of all debts'],
  sorceryResult: [
    'the town spent a year without shadows',
    'the river ran uphill for a season',
    'a forest grew overnight where the fields had been',
    'the dead walked for one night',
    'every well in the region turned to brine',
    'the birds of the region forgot how to fly for a month',
    'the moon rose red for a whole season',
    'a city of gold beyond the mountains',
    'a land where no lord ruled',
  ],

  // The people a story names are the ones who act in it: two lords fight a lords' war, the
  // migrants who came are the ones who walked, and a prophet who led an exodus is its leader.
  who: [
    { text: '{$leader}, {whoRole}, and {faction}', excludes: [TOLD, 'lords-war', 'migration'] },
    {
      text: '{faction.cap}, opposed by {$foe}; {$leader}, {whoRole}, stood at the center of it',
      requires: ['kind=war|crowning|betrayal'],
      // A thief of the treasury or the seal worked alone, against no other side.
      excludes: [TOLD, 'lords-war', 'embezzler', 'stolen-seal'],
    },
    {
      text: '{$leader}, against {$foe}; each called up their own knights and levies',
      requires: ['lords-war'],
    },
    {
      text: '{$leader} and {$foe}, each with the sworn knights and levies of their own lands',
      requires: ['lords-war'],
    },
    // A disaster has people who stood against it, not backers.
    {
      text: '{$leader}, {whoRole}, with the backing of {backer}',
      requires: ['kind!=flood|fire|quake|cold|plague|migration'],
      excludes: [TOLD, 'lords-war', 'starfall', MISHAP],
    },
    // Common folk turn out for a disaster or a find near home, not for a crown's expedition abroad,
    // nor instead of the founders what happened has already named.
    {
      text: 'Mostly {commonFolk}, led by {$leader}, {whoRole}',
      requires: ['kind=flood|fire|quake|cold|founding|discovery'],
      excludes: [TOLD, 'expedition', FOUNDERS_NAMED],
    },
    {
      text: 'The {migrantsPeople} themselves, led by {$leader}, {whoRole}',
      requires: ['migration'],
      excludes: [TOLD, MIGRANTS_NAMED],
    },
    { text: 'The miners who stayed, led by {$leader}, {whoRole}', requires: ['miners-come'], excludes: [TOLD] },
    { text: 'The boat families themselves, led by {$leader}, {whoRole}', requires: ['river-folk'], excludes: [TOLD] },
    {
      text: 'The herding clans themselves, led by {$leader}, {whoRole}',
      requires: ['mountain-folk'],
      excludes: [TOLD],
    },
    {
      text: 'The glassblowers and their families, led by {$leader}, {whoRole}',
      requires: ['glassblowers'],
      excludes: [TOLD],
    },
    { text: 'The stranded pilgrims, led by {$leader}, {whoRole}', requires: ['stranded-pilgrims'], excludes: [TOLD] },
    { text: 'The weavers and their families, led by {$leader}, {whoRole}', requires: ['weavers'], excludes: [TOLD] },
    { text: 'The fisher families, led by {$leader}, {whoRole}', requires: ['fisher-folk'], excludes: [TOLD] },
    {
      text: 'Farming families from the villages around {$place}, with {$leader} walking at their head',
      requires: ['exodus'],
    },
    {
      text: 'Some hundreds of villagers, their herds and their carts, and {$leader}, who never once looked back',
      requires: ['exodus'],
    },
    {
      text: 'Mostly {commonFolk}, nursed through it by {$leader}, {whoRole}',
      requires: ['plague'],
      // A murrain sickened the cattle, not the people.
      excludes: [TOLD, 'murrain'],
    },
    { text: '{$leader} and {faction}', requires: [TOLD], excludes: ['exodus'] },
    {
      text: '{faction.cap}, opposed by {$foe}; {$leader} stood at the center of it',
      requires: [TOLD, 'kind=crowning|betrayal'],
      // A thief of the treasury or the seal worked alone, against no other side.
      excludes: ['embezzler', 'stolen-seal'],
    },
    { text: '{$leader}, with the backing of {backer}', requires: [TOLD], excludes: ['exodus', MISHAP] },
    { text: 'Mostly {commonFolk}, with {$leader} at their head', requires: [TOLD, 'kind=discovery|schism'] },
    // More ways to tell the same cast, so a run of events does not read as one form filled in.
    {
      text: 'It fell hardest on {commonFolk}; {$leader}, {whoRole}, did more than anyone to see them through',
      requires: ['kind=flood|fire|quake|cold|plague'],
      excludes: [TOLD, 'murrain'],
    },
    {
      text: '{$leader}, {whoRole}, whom {faction} honored for it ever after',
      requires: ['kind=flood|fire|quake|cold|plague|founding|discovery'],
      excludes: [TOLD],
    },
    {
      text: 'On one side {$leader}, {whoRole}, and {faction}; on the other, {$foe}',
      requires: ['kind=war|betrayal'],
      excludes: [TOLD, 'lords-war', 'embezzler', 'stolen-seal'],
    },
    {
      text: '{faction.cap}, and above all {$leader}, {whoRole}',
      requires: ['kind=founding|discovery|schism|sorcery|crowning'],
      excludes: [TOLD],
    },
    {
      text: '{$leader} above all, though {faction} would later claim the credit',
      requires: [TOLD, 'kind=founding|discovery|crowning'],
    },
  ],
  whoRole: [
    { text: 'a famous general', requires: ['war', '!rebellion'] },
    // Not of a mutiny, whose other side is the unpaid company itself.
    { text: 'a mercenary captain', requires: ['war'], excludes: ['mutiny'] },
    { text: 'a rebel captain', requires: ['rebellion'] },
    { text: 'a plague doctor', requires: ['plague'] },
    { text: "the town's only healer", requires: ['plague'] },
    { text: 'the harbor master', requires: ['river-flood'] },
    { text: 'the reeve who organized the rescue boats', requires: ['flood'] },
    { text: 'the reeve who organized the bucket chains', requires: ['town-fire'] },
    { text: 'the forester who cut the firebreaks', requires: ['wildfire'] },
    { text: 'a young engineer', requires: ['quake'] },
    { text: 'the keeper of the granaries', requires: ['cold'] },
    { text: 'a visionary merchant', requires: ['founding'] },
    { text: 'an explorer', requires: ['discovery', '!delving'] },
    // A foreman leads miners who dug the find out, not a plowman's or a quarry's.
    { text: 'a mine foreman', requires: ['delving'] },
    { text: 'a firebrand priest', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'an elder of the guild', requires: ['lay-split'] },
    { text: 'a master of the college', requires: ['college'] },
    { text: 'a royal cousin', requires: ['crowning'] },
    { text: 'a claimant nobody had taken seriously', requires: ['crowning'] },
    { text: 'a trusted steward', requires: ['poisoning'] },
    { text: 'a minor noble with great ambitions', requires: ['crowning'] },
    { text: 'a border lord with a long memory', requires: ['war'] },
    {
      text: 'a captain of the city watch',
      requires: ['kind=war|betrayal'],
      excludes: ['opened-gate', 'turned-cloak', 'siege'],
    },
    { text: 'the royal tutor', requires: ['crowning'] },
    { text: 'a master builder', requires: ['founding'] },
    { text: 'a salt merchant with a string of mules', requires: ['founding'] },
    // Clans came down from the hills or over the border, not as a guild of craftsmen or a band of pilgrims.
    {
      text: 'a clan elder',
      requires: ['migration', '!exodus'],
      excludes: ['glassblowers', 'stranded-pilgrims', 'miners-come', 'river-folk', 'weavers', 'fisher-folk'],
    },
    { text: 'a court wizard', requires: ['sorcery'] },
    // A statue that still stands is something visible that remains.
    {
      text: 'a local hero whose statue still stands',
      requires: ['kind=flood|fire|quake|cold|plague'],
      implies: ['statue'],
      weight: 0.3,
    },
    { text: 'a boatwright who lent out every boat in the yard', requires: ['flood'] },
    {
      text: 'the bell ringer who rang the warning until dawn',
      requires: ['flood'],
    },
    { text: 'the infirmarian of the hill convent', requires: ['kind=plague|cold'] },
    { text: 'a retired soldier who kept order in the streets', requires: ['kind=quake|cold'] },
    { text: "the miller's apprentice who raised the alarm", requires: ['fire'], excludes: ['wildfire'] },
    { text: 'a priest who opened the temple to the homeless', requires: ['cold'] },
    { text: 'a hunter who kept half the town fed', requires: ['cold'] },
    { text: 'a stonemason who knew which walls would hold', requires: ['quake'] },
    { text: 'a herbalist from the forest villages', requires: ['plague'] },
    { text: 'an innkeeper who turned the inn into a hospital', requires: ['kind=plague|quake'], excludes: ['murrain'] },
    { text: 'a landless knight', requires: ['kind=war|crowning'] },
    { text: 'a scheming chancellor', requires: ['kind=crowning|betrayal'] },
    { text: 'a disgraced courtier', requires: ['betrayal'] },
    { text: 'a guildmaster', requires: ['founding'] },
    { text: 'a surveyor with a knotted rope', requires: ['founding'] },
    { text: 'a knight-captain of the order', requires: ['order-split'] },
    { text: 'a hedge scholar', requires: ['sorcery'] },
    { text: 'a guide who knew the old roads', requires: ['overland'] },
    // More hands for each kind of event, so a run of events seldom meets the same one twice.
    { text: 'a one-eyed captain of archers', requires: ['war'] },
    { text: 'the young heir of a border keep', requires: ['war'] },
    { text: 'a sergeant who had risen from the ranks', requires: ['war'] },
    { text: 'a hedge knight on a borrowed horse', requires: ['war'] },
    { text: 'the quartermaster who kept the host fed', requires: ['war'] },
    { text: "a cook who took up a fallen captain's sword", requires: ['war'] },
    { text: 'a scout who knew every path in the hills', requires: ['war'] },
    // The town's own militia defends it; it does not besiege it.
    { text: 'the master of the town militia', requires: ['war'], excludes: ['siege'] },
    { text: 'an outlaw pardoned for the length of the war', requires: ['war'] },
    {
      text: 'a gravedigger who somehow never caught it',
      requires: ['plague'],
      excludes: ['murrain', 'dancing-plague'],
    },
    { text: 'the midwife of the lower town', requires: ['plague'] },
    { text: "an apothecary's apprentice who kept the shop open", requires: ['plague'] },
    { text: 'a young priest who sat with the dying', requires: ['plague'], excludes: ['murrain'] },
    { text: 'the mayor who stayed when the rich fled', requires: ['plague'] },
    { text: 'a dyer who boiled every sheet in town in the vats', requires: ['plague'], excludes: ['murrain'] },
    { text: 'a barber-surgeon from the garrison', requires: ['plague'] },
    { text: 'a cattle doctor from the hill farms', requires: ['murrain'] },
    { text: 'a ferryman who rowed all night', requires: ['flood'] },
    { text: 'a fisherman who knew how the currents ran', requires: ['flood'] },
    { text: 'a swimmer who pulled a dozen children from the water', requires: ['flood'] },
    { text: 'a carter who drove the old and the sick up the hill', requires: ['flood'] },
    { text: 'a miller who lost the mill and fed the town anyway', requires: ['flood'] },
    { text: 'the warden of the embankments', requires: ['flood'] },
    { text: 'a thatcher who tore down roofs to starve the flames', requires: ['town-fire'] },
    { text: 'a water carrier who did not rest for three days', requires: ['fire'], excludes: ['peat-fire'] },
    {
      text: 'the master mason who rebuilt the town afterward',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire'],
    },
    {
      text: 'a chimney sweep who knew every roof',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire', 'ship-fire'],
    },
    { text: 'a baker who took in the burned-out families', requires: ['fire'] },
    { text: 'the night watchman who saw the first flames', requires: ['fire'], excludes: ['wildfire', 'peat-fire'] },
    { text: 'a charcoal burner who knew how fire moves', requires: ['kind=fire'] },
    { text: 'a miner who dug out the buried', requires: ['quake'] },
    { text: 'a carpenter who shored up the houses still standing', requires: ['quake'] },
    { text: 'a baker who fed the homeless from a cracked oven', requires: ['quake'] },
    { text: 'a surveyor who mapped every new crack', requires: ['quake'] },
    { text: 'a mule driver who carried the injured out', requires: ['quake'] },
    // Not when the castle itself came down.
    {
      text: "the lord's steward who opened the castle cellars to the homeless",
      requires: ['quake'],
      excludes: ['castle-quake', 'castle-fell'],
    },
    { text: 'a woodcutter who kept the hearths burning', requires: ['cold'] },
    { text: 'the steward who rationed the bread', requires: ['cold'] },
    { text: 'a shepherd who brought the flocks into the town hall', requires: ['cold'] },
    { text: 'a trader who drove a sledge of grain over the pass', requires: ['cold'], excludes: ['hail-summer'] },
    { text: 'an ice fisher who fed the lower town', requires: ['cold'], excludes: ['hail-summer', 'ash-winter'] },
    { text: 'a brewer who turned the malt house into a kitchen', requires: ['cold'] },
    { text: 'a retired sea captain', requires: ['founding'] },
    { text: 'a runaway serf with a price on their head', requires: ['founding'] },
    { text: 'a forester with three grown children and an ax', requires: ['founding'] },
    { text: 'an outlaw who had turned honest', requires: ['founding'] },
    { text: 'a stubborn blacksmith', requires: ['founding'] },
    { text: 'a treasure hunter with more luck than sense', requires: ['discovery'] },
    { text: 'an old soldier turned prospector', requires: ['discovery'] },
    { text: 'a temple archivist', requires: ['discovery'] },
    { text: "the lord's bailiff", requires: ['discovery'], excludes: ['expedition'] },
    { text: 'a tinker who happened to be passing', requires: ['discovery'], excludes: ['expedition'] },
    { text: 'a scholar from the capital', requires: ['discovery'] },
    { text: 'an aged high priest', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'a young deacon with a loud voice', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'a wandering preacher', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'a young spellwright who led the walkout', requires: ['college'] },
    { text: 'the college librarian', requires: ['college'] },
    { text: 'the treasurer of the guild', requires: ['lay-split'] },
    { text: "the order's old standard-bearer", requires: ['order-split'] },
    { text: "the queen's champion", requires: ['crowning'] },
    { text: 'the herald who read the proclamation', requires: ['crowning'] },
    { text: 'the keeper of the royal seal', requires: ['crowning'] },
    { text: 'the captain of the palace guard', requires: ['crowning'] },
    { text: 'a judge of the high court', requires: ['crowning'] },
    { text: 'a royal tax collector', requires: ['betrayal'] },
    { text: "the lord's favorite nephew", requires: ['betrayal'] },
    { text: 'a sworn knight of the household', requires: ['betrayal'] },
    { text: 'a river pilot', requires: ['sold-ford'] },
    { text: 'a well-liked wine merchant', requires: ['betrayal'] },
    { text: 'a young trader who spoke both tongues', requires: ['migration'] },
    {
      text: 'a horse trader',
      requires: ['migration'],
      excludes: ['glassblowers', 'stranded-pilgrims', 'weavers', 'fisher-folk'],
    },
    { text: 'a master weaver', requires: ['weavers'] },
    { text: 'a net-mender who spoke for the boats', requires: ['fisher-folk'] },
    { text: 'a master glassblower', requires: ['glassblowers'] },
    { text: 'a pilgrim priest who stopped praying for the pass to open', requires: ['stranded-pilgrims'] },
    { text: 'a storyteller who kept the old songs', requires: ['migration'] },
    { text: 'the oldest of their elders', requires: ['migration'] },
    { text: 'an interpreter hired by the town', requires: ['migration'] },
    // Not of a curse a hedge witch laid.
    { text: 'a hedge witch from the village', requires: ['sorcery'], excludes: ['grief-curse'] },
    { text: 'a drummer boy who lived to tell it', requires: ['war'] },
    { text: 'a standard-bearer who never let the banner fall', requires: ['war'], excludes: ['mutiny'] },
    { text: 'a farrier who shod every horse in the host', requires: ['war'] },
    { text: 'the chaplain of the host', requires: ['war'] },
    { text: 'a temple clerk who kept the sick-rolls', requires: ['plague'] },
    { text: 'a ratcatcher with a very good dog', requires: ['plague'], excludes: ['murrain', 'dancing-plague'] },
    { text: 'the scribe who counted the dead', requires: ['plague'] },
    { text: 'a lockkeeper who would not leave the sluices', requires: ['flood'], excludes: ['well-flood'] },
    { text: 'a fish seller who rowed the children to the hill', requires: ['flood'] },
    { text: 'the bridge warden', requires: ['flood'] },
    {
      text: 'a roofer who walked the ridgelines with a wet sack',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire', 'ship-fire'],
    },
    { text: "the head of the brewers' guild", requires: ['fire'] },
    { text: 'a lamplighter who knew every lane by heart', requires: ['fire'], excludes: ['wildfire', 'peat-fire'] },
    { text: 'a well-digger who knew where the ground was hollow', requires: ['quake'] },
    { text: 'a choir singer who sang to the trapped until they were dug out', requires: ['quake'] },
    { text: 'a gravedigger who worked through the aftershocks', requires: ['quake'] },
    { text: 'a fur trader who gave away every pelt in the warehouse', requires: ['cold'] },
    { text: 'the keeper of the poorhouse', requires: ['cold'] },
    { text: 'a miller who ground acorns when the grain ran out', requires: ['cold'] },
    { text: 'a cooper who was paid in land', requires: ['founding'] },
    { text: 'the first priest of the town', requires: ['founding'] },
    { text: 'a ferry keeper who knew the river', requires: ['founding'] },
    { text: 'a mapmaker who drew it all', requires: ['discovery'] },
    { text: 'a collector of curiosities from the capital', requires: ['discovery'] },
    { text: 'a hermit who had lived nearby for forty years', requires: ['discovery'], excludes: ['expedition'] },
    { text: 'a temple singer who took up the cause', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'an old abbot', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'a temple cook who kept both sides fed', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'a young master of the hall', requires: ['lay-split'] },
    { text: 'the keeper of the crown jewels', requires: ['crowning'] },
    { text: 'a foreign envoy with plans of their own', requires: ['crowning'] },
    { text: "the late ruler's confessor", requires: ['crowning'] },
    { text: 'a smuggler with friends on both sides', requires: ['betrayal'] },
    { text: "the lord's own cupbearer", requires: ['betrayal'] },
    {
      text: 'a ropemaker who spoke for the newcomers at the town council',
      requires: ['migration'],
      excludes: ['exodus'],
    },
    { text: 'a healer who walked with them', requires: ['migration'] },
    { text: 'a fortune teller with a crow on one shoulder', requires: ['sorcery'] },
    { text: 'a retired adventurer', requires: ['sorcery'] },
    { text: "the duke's alchemist", requires: ['sorcery'] },
    { text: 'a cartwright who mended every wheel on the road', requires: ['overland'] },
    { text: 'a young parent who carried a baby every step of the way', requires: ['migration'] },
    { text: 'a stonecutter who built the first of their houses', requires: ['migration'] },
    {
      text: 'a priest who carried the old gods with them',
      requires: ['migration'],
      excludes: ['stranded-pilgrims'],
    },
    { text: 'a surveyor sent by the crown', requires: ['discovery'] },
    { text: "a lord's youngest child with a taste for adventure", requires: ['discovery'] },
    { text: 'a clerk who kept the tally of every find', requires: ['discovery'] },
    { text: 'a silversmith who valued the find', requires: ['discovery'], excludes: ['painted-room', 'lost-road'] },
    { text: 'an exiled courtier with debts', requires: ['betrayal'] },
    { text: 'a royal page who heard too much', requires: ['betrayal'] },
    { text: 'the keeper of the armory', requires: ['betrayal'] },
    { text: 'a ferryman who saw the first flames', requires: ['fire'], excludes: ['peat-fire', 'wildfire'] },
    { text: 'a plasterer who walked the walls for cracks', requires: ['quake'] },
    { text: 'a knight who had lost everything at dice', requires: ['crowning'] },
    { text: 'the tutor of the royal children', requires: ['crowning'], excludes: ['child-ruler'] },
    { text: 'an apprentice who ran for help', requires: ['sorcery'] },
    { text: 'a witch-finder', requires: ['sorcery'] },
    { text: 'a traveling conjurer', requires: ['sorcery'] },
    { text: 'an astrologer', requires: ['sorcery'] },
    { text: 'the keeper of the town clock', requires: ['frozen-hour'] },
    // River boat families made no sea crossing.
    { text: 'a ship captain who had made the crossing before', requires: ['by-sea'], excludes: ['river-folk'] },
  ],
  faction: [
    'the Merchant Council',
    'the Gray Brothers',
    'the dwarves of the nearby hold',
    // Armed backers stand behind a fight or a seizure of power, not a move, a sermon or a sickness.
    { text: 'a company of elven archers', requires: ['kind=war|betrayal|crowning'] },
    'the old noble houses',
    'the guilds',
    { text: 'the river pirates', requires: ['kind=war|betrayal|crowning'] },
    'the temple',
    'the hill clans',
    // A rising is against the crown, never backed by it, and a new ruler is not backed by the
    // crown they are taking.
    // Nor does a traitor act beside the crown they betrayed.
    { text: 'the crown', requires: ['kind!=crowning|betrayal'], excludes: ['rebellion', FOE.crown] },
    'the salt merchants of the coast',
    'the Lantern Wardens',
    'the charcoal burners of the forest',
    'the ferrymen of the lower river',
    'the abbey on the hill',
    'the bankers of the capital',
    'the shepherds of the high pastures',
    { text: 'a mercenary company out of the south', requires: ['kind=war|betrayal|crowning'] },
    { text: 'a circle of hedge wizards', requires: ['kind=sorcery|schism|crowning'] },
  ],
  // A backer stands behind the kind of deed it would want done: the crown behind a founding or a
  // war, never behind a traitor who sold its town or a ruler taking its crown; armed bands behind
  // a fight or a seizure of power; old houses and guilds behind a town, a claim or a trade.
  backer: [
    { text: 'the Merchant Council', requires: ['kind=founding|discovery|crowning|betrayal|schism'] },
    { text: 'the Gray Brothers', requires: ['kind=war|crowning|schism|founding|sorcery'] },
    { text: 'the dwarves of the nearby hold', requires: ['kind=war|founding|discovery|crowning'] },
    { text: 'a company of elven archers', requires: ['kind=war|betrayal|crowning'] },
    { text: 'the old noble houses', requires: ['kind=war|crowning|betrayal|founding'] },
    { text: 'the guilds', requires: ['kind=founding|discovery|schism|crowning'] },
    { text: 'the river pirates', requires: ['kind=war|betrayal'] },
    { text: 'the temple', requires: ['kind=war|crowning|founding|discovery|sorcery'] },
    { text: 'the hill clans', requires: ['kind=war|crowning|founding'] },
    { text: 'the crown', requires: ['kind=war|founding|discovery|sorcery'], excludes: ['rebellion', FOE.crown] },
    { text: 'the salt merchants of the coast', requires: ['kind=founding|discovery|crowning|betrayal'] },
    { text: 'the Lantern Wardens', requires: ['kind=war|sorcery|founding'] },
    { text: 'the charcoal burners of the forest', requires: ['kind=war|founding'] },
    { text: 'the ferrymen of the lower river', requires: ['kind=war|founding|discovery|betrayal'] },
    { text: 'the abbey on the hill', requires: ['kind=founding|schism|crowning|sorcery'] },
    { text: 'the bankers of the capital', requires: ['kind=crowning|founding|discovery|betrayal'] },
    { text: 'the shepherds of the high pastures', requires: ['kind=war|founding'] },
    { text: 'a mercenary company out of the south', requires: ['kind=war|betrayal|crowning'] },
    { text: 'a circle of hedge wizards', requires: ['kind=sorcery|crowning|betrayal'] },
    { text: 'the widows of the last war', requires: ['kind=war|crowning'] },
  ],
  // The other side, drawn once per event as `$foe` (see FOE): a war, a betrayal or a crowning's.
  foe: [
    ...foes(FOE.lord, [
      { text: 'the neighboring lord {rivalLord}', requires: ['kind=war|betrayal'] },
      { text: '{rivalLord}, the lord across the valley', requires: ['kind=war|betrayal'] },
      { text: 'the old lord {rivalLord} and three grown heirs', requires: ['kind=war'] },
    ]),
    ...foes(FOE.lords, [
      { text: 'a league of border barons', requires: ['kind=war|betrayal|crowning'] },
      { text: 'the marcher lords of the eastern hills', requires: ['kind=war|crowning'] },
    ]),
    ...foes(FOE.realm, [
      { text: 'the neighboring duchy', requires: ['kind=war|betrayal'] },
      { text: 'the kingdom beyond the mountains', requires: ['kind=war|betrayal'] },
    ]),
    ...foes(FOE.company, [
      { text: 'the Silver Company of mercenaries', requires: ['kind=war|betrayal'] },
      { text: 'a free company that called itself the Lanterns', requires: ['kind=war|betrayal'] },
    ]),
    ...foes(FOE.order, [{ text: 'the prince-bishop and his knights', requires: ['kind=war|crowning'] }]),
    ...foes(FOE.society, [
      { text: 'a secret society calling itself the Quiet Hand', requires: ['kind=betrayal|crowning'] },
    ]),
    ...foes(FOE.invader, [
      { text: 'the host that came up the pass', requires: ['tower-siege'] },
      { text: 'the sea-king of the black sails and his host', requires: ['landing'] },
    ]),
    ...foes(FOE.crown, ['the crown and its royal army', 'the king and his household knights']),
    ...foes(FOE.raiders, [
      { text: 'the marsh raiders and their chief, {rivalLord}', requires: ['night-raid'] },
      { text: 'the raiders from across the border', requires: ['border-raids'] },
      { text: 'the border clans and their war-chief, {rivalLord}', requires: ['border-raids'] },
    ]),
    ...foes(FOE.town, ['the fishing town on the far bank', 'the river town downstream and its boatmen']),
    ...foes(FOE.house, [
      { text: "the duke's house and all its kin", requires: ['elopement-war'] },
      { text: 'a rival house, the family of {rivalLord}', requires: ['!elopement-war'] },
    ]),
    ...foes(FOE.brother, ['the other brother, {givenName}, and his sworn men']),
    ...foes(FOE.garrison, ['the garrison and townsfolk of {$place}', 'the walled town of {$place} and its militia']),
    ...foes(FOE.mutineers, ['the unpaid company itself', 'the mutineers and their new captain, {rivalLord}']),
    ...foes(FOE.claimant, ['a rival claimant, {rivalLord}', "the late king's cousin {rivalLord}"]),
    ...foes(FOE.heir, ['the rightful heir, {rivalLord}', 'the true heir, {rivalLord}, and those who stood by them']),
    ...foes(FOE.usurper, ['the usurper {rivalLord} and a court of hangers-on']),
  ],
  commonFolk: [
    // Not of miners' find, nor of merchants buying a charter.
    // Not of a reformer whose town walked out after them.
    { text: 'farmers and millers', excludes: ['delving', 'charter', 'reformer'] },
    // Not of a wildfire in the hills.
    // Not of a wildfire in the hills nor a fire under the moors.
    { text: 'dockworkers', requires: ['kind=flood|fire|plague'], excludes: ['wildfire', 'peat-fire'] },
    { text: 'miners', requires: ['discovery'] },
    // Miners only when the disaster is the Deep Mine's (the fifth structure).
    { text: 'miners', id: 'miners-of-the-mine', requires: ['structure-4'] },
    // Not instead of the miners who broke through, nor before there was a town.
    { text: 'the townsfolk', excludes: ['delving', 'first-walls'] },
    { text: 'those left homeless', requires: ['kind=flood|fire|quake'] },
    { text: 'the poor quarter', requires: ['kind=flood|fire|plague|quake|cold'] },
    { text: 'the herders of the outlying farms', requires: ['kind=flood|quake|cold'] },
    { text: 'the very old and the very young', requires: ['kind=plague|flood|fire|quake'] },
    { text: 'the fishing families', requires: ['kind=flood|plague'], excludes: ['delving', 'first-walls'] },
    { text: 'the tenant farmers', excludes: ['delving', 'charter', 'reformer', 'first-walls'] },
    { text: 'the laborers who had no savings to fall back on', requires: ['kind=flood|fire|plague|quake|cold'] },
  ],

  remains: [
    {
      weight: 0.15,
      text: 'The town archive keeps a diary written all through it, and the archivist reads a page aloud on the anniversary.',
      excludes: ['ancient'],
    },
    // A villain needs someone to blame: no flood, quake or hard winter has one.
    {
      text: 'The innkeepers of {$place} still tell it to travelers, each with a different villain.',
      weight: 0.2,
      requires: ['kind=war|betrayal|schism|crowning|sorcery|fire|plague'],
    },
    {
      weight: 0.2,
      text: 'A painted panel in the temple shows it, though the painter had plainly never seen {$place}.',
      excludes: ['recent'],
    },
    {
      weight: 0.15,
      text: 'Its year is carved over the town gate, and the masons recut the numbers every generation.',
      excludes: ['ancient'],
    },
    {
      weight: 0.4,
      text: 'Traveling players still put it on at fairs, with far more sword fights than there ever were.',
      // Only a story with some fighting in it gains more.
      requires: ['kind=war|betrayal|crowning'],
      excludes: ['recent'],
    },
    { text: 'Nothing at all remains, and some scholars doubt it ever happened.', requires: ['ancient'], weight: 0.5 },
    {
      text: 'A few weathered standing stones mark the place, and the farmers plow carefully around them.',
      // Only of an event with one place to mark: a battle, a founding, a find, a spell, a crowning.
      requires: ['ancient', 'kind=war|founding|discovery|sorcery|crowning|betrayal|migration'],
      weight: 0.4,
    },
    {
      text: 'The name of {$place} itself is said to come from it, though the scholars argue over the old words.',
      // A town is named at its founding or for what made it, not for a quarrel or a bad winter.
      requires: ['ancient', 'kind=founding|migration|discovery'],
    },
    {
      text: 'Shepherds still find arrowheads on the hillside after heavy rain.',
      requires: ['war'],
      excludes: ['recent'],
    },
    {
      text: 'Every spring the children of {$place} play it out with wooden swords, and nobody may take the losing side twice running.',
      requires: ['war'],
    },
    {
      text: 'The army road built for it still runs straight as a ruler across the hills.',
      requires: ['war'],
      excludes: ['recent'],
    },
    {
      text: 'A grassy mound outside the walls covers the dead of it, and sheep graze on it now.',
      requires: ['kind=war|plague'],
      excludes: ['recent'],
    },
    {
      text: 'Doorways in the old town still bear the faded chalk marks that showed where the sick lay.',
      requires: ['plague'],
      excludes: ['ancient'],
    },
    {
      text: 'Healers in {$place} still swear their oath on the anniversary, in the square where the sick were laid.',
      requires: ['plague'],
    },
    {
      text: 'The well that was sealed that year still wears its stone lid, and no one has ever lifted it.',
      requires: ['plague'],
      excludes: ['ancient'],
    },
    {
      text: 'Boats are still kept in the lofts of the lower town, just in case.',
      requires: ['flood'],
      excludes: ['ancient'],
    },
    {
      text: 'A dike was raised afterward, and every able body in {$place} still turns out once a year to mend it.',
      requires: ['flood'],
    },
    {
      text: 'Thatch has been forbidden within the walls ever since, and every roof in {$place} is slate or tile.',
      requires: ['fire'],
    },
    {
      text: 'Each street keeps its own buckets on hooks by the well, and the fire drill is held on the anniversary.',
      requires: ['fire'],
      excludes: ['ancient'],
    },
    {
      text: 'A layer of ash still shows black in every cellar dug in the old town.',
      requires: ['fire'],
      excludes: ['recent'],
    },
    {
      text: "The temple spire has leaned a hand's breadth to the east ever since, and no mason will touch it.",
      requires: ['quake'],
      excludes: ['ancient'],
    },
    {
      text: 'A long crack runs across the market square, paved over a dozen times and never closed.',
      requires: ['quake'],
      excludes: ['ancient'],
    },
    {
      text: 'The town granary was rebuilt at twice the size, and its doors are opened to the poor every midwinter.',
      requires: ['cold'],
      excludes: ['ancient'],
    },
    {
      text: 'A hard black bread of bark and acorn meal is baked once a year, so no one forgets the taste of that winter.',
      requires: ['cold'],
    },
    {
      text: 'The first stake driven into the ground still stands in the square, bound in iron to keep it upright.',
      requires: ['founding'],
    },
    {
      text: "Every new citizen of {$place} swears the founders' oath on the steps of the town hall.",
      requires: ['founding'],
    },
    {
      text: 'The first families still have the right to graze one goat each on the town green, and some do, out of spite.',
      requires: ['founding'],
      excludes: ['recent'],
    },
    {
      text: 'A guild of finders still claims descent from the first to go in, and leads the procession on the anniversary.',
      requires: ['discovery', UNDERGROUND],
    },
    {
      text: 'The two sides still keep separate feasts on the same day, at opposite ends of the town.',
      requires: ['schism'],
    },
    {
      text: 'Marriages across the old divide are still blessed twice, once by each side.',
      requires: ['schism'],
      // Only a split of the faithful blesses marriages: not a guild hall, an order or a college.
      excludes: ['college', 'order-split', 'lay-split'],
    },
    {
      text: 'The throne used that day is still kept in the great hall, and no one has sat in it since.',
      requires: ['crowning'],
    },
    {
      text: 'The oath sworn that day has been read aloud at every crowning since.',
      requires: ['crowning'],
      excludes: ['recent'],
    },
    { text: 'Children in {$place} still call a turncoat by the name of {$leader}.', requires: ['betrayal'] },
    {
      text: "A tapestry of it hangs in the lord's hall, with a patch sewn over the face of {$leader}.",
      requires: ['betrayal'],
      excludes: ['ancient'],
    },
    {
      text: "The newcomers' spiced stew is served at every wedding in {$place} now, whoever is marrying.",
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: "The road they took is still called the Strangers' Road, though few remember why.",
      requires: ['migration'],
      excludes: ['recent'],
    },
    {
      text: 'The ground there still hums faintly at night, and the town has fenced it off with rowan posts.',
      requires: ['sorcery'],
    },
    {
      text: 'The mages of the region keep a full account of it, and refuse to let anyone read it.',
      requires: ['sorcery'],
    },
    {
      text: 'Veterans of it still drink together on the anniversary, and argue about what really happened.',
      // Not when only a few old folk remember it: its soldiers would be near a hundred.
      requires: ['recent', 'war'],
      excludes: ['late-recent'],
    },
    {
      text: 'Survivors of it still gather on the anniversary to remember the dead.',
      requires: ['recent', 'kind=plague|flood|fire|quake|cold'],
    },
    {
      text: 'Its scars are still visible: {recentScar}.',
      requires: ['recent', 'kind=war|flood|fire|quake|plague|cold'],
      weight: 0.5,
    },
    {
      text: 'Many families still carry grudges from it, and some debts from that year are unpaid.',
      requires: ['recent', 'kind=war|betrayal|crowning'],
    },
    {
      text: 'Old grudges from it still divide the faithful, and the two sides keep to opposite ends of the temple.',
      requires: ['recent', 'kind=schism'],
    },
    {
      text: 'A monument stands in the town square, though most people walk past without reading it.',
      excludes: ['ancient'],
      weight: 0.1,
    },
    {
      text: 'The event is remembered in a holiday whose meaning has mostly been forgotten.',
      excludes: ['recent'],
      weight: 0.15,
    },
    // Only of an event that left something standing to fall into ruin.
    {
      text: 'Only ruins remain, overgrown and visited by scholars and treasure hunters.',
      requires: ['ancient', 'kind=war|fire|flood|quake|founding|betrayal'],
    },
    {
      text: 'A handful of songs, a few place names and a single crumbling chronicle.',
      requires: ['ancient'],
      weight: 0.5,
    },
    {
      text: 'Old coins from the time still turn up in plowed fields, stamped with {coinStamp}.',
      // Coins are struck for a reign, a war chest or a new town, and lost where armies camped.
      requires: ['kind=war|crowning|founding'],
      excludes: ['recent'],
      weight: 0.5,
    },
    // Two ways each to hand down a saying and to keep a relic, so neither frame comes up too often.
    { text: 'A saying has come down from it: "{saying}"', weight: 0.15 },
    { text: 'Grandparents in {$place} still warn the young: "{saying}"', weight: 0.15 },
    { text: '{relic.cap} is kept in the temple and shown to visitors for a copper.', weight: 0.15 },
    { text: '{relic.cap} is kept under glass in the town hall of {$place}.', weight: 0.15 },
    {
      text: "The ruling family's claim to power rests on it, so questioning the official story is unwise.",
      requires: ['kind=war|crowning|founding|betrayal|discovery'],
      excludes: ['ancient'],
      weight: 0.25,
    },
    // A lingering dread needs a dark event, and nothing may remain that a story already put there.
    {
      weight: 0.15,
      text: 'Nothing visible, but the locals still avoid {avoidPlace} after dark.',
      requires: ['kind=war|plague|flood|fire|quake|cold|betrayal|sorcery'],
      excludes: ['statue'],
    },
    {
      weight: 0.15,
      text: 'Nothing stands there now, yet after dark the locals give {avoidPlace} a wide berth.',
      requires: ['kind=war|plague|flood|fire|quake|cold|betrayal|sorcery'],
      excludes: ['statue'],
    },
    // A street is named for someone remembered well, not for a traitor.
    {
      weight: 0.15,
      text: 'A street in the old quarter of {$place} still bears the name of {$leader}.',
      requires: ['kind!=betrayal'],
      excludes: ['ancient'],
    },
    {
      text: 'Children still chant a counting rhyme about it, though few of them know what the words mean.',
      excludes: ['recent'],
      weight: 0.15,
    },
    // Only of an event that began at one spot: no flood, quake, hard winter or crowning did.
    {
      text: 'A wayside shrine marks where it began, and travelers leave a pebble on it as they pass.',
      weight: 0.15,
      requires: ['kind=war|plague|fire|migration|sorcery|betrayal|discovery|founding|schism'],
    },
    {
      text: 'A plaque on the town hall lists the names of the dead, and the list runs to three panels.',
      requires: ['kind=war|plague|flood|fire|quake|cold'],
      excludes: ['ancient'],
      weight: 0.4,
    },
    {
      text: 'The old families of {$place} still count their years from it.',
      requires: ['kind=founding|crowning|migration'],
      weight: 0.4,
    },
    {
      text: 'Scholars still quarrel over the chronicles, since no two accounts of it agree.',
      excludes: ['recent'],
      weight: 0.15,
    },
    {
      text: 'The fair held on its anniversary has long since outgrown the event it was meant to mark.',
      requires: ['kind=founding|crowning|discovery|migration'],
      excludes: ['recent'],
      weight: 0.4,
    },
    {
      text: "The high-water mark is cut into the wall of the mill, well above a tall man's head.",
      requires: ['flood'],
      excludes: ['ancient'],
    },
    {
      text: 'The town was rebuilt higher up the slope, and the old foundations lie under the grass below it.',
      requires: ['kind=flood|quake'],
    },
    {
      text: 'A charred beam from that night hangs over the door of the council chamber as a warning.',
      requires: ['kind=fire'],
      excludes: ['ancient'],
    },
    {
      text: 'Houses in {$place} are still built low and wide, on timber frames that give when the ground moves.',
      requires: ['quake'],
    },
    {
      text: 'Every household keeps a second storeroom, a custom that has outlived anyone who knows why.',
      requires: ['cold'],
      excludes: ['recent'],
    },
    {
      text: 'The old pest house still stands empty outside the walls, and no one will buy it.',
      requires: ['plague'],
      excludes: ['ancient'],
    },
    {
      text: 'A ring of grassy mounds outside {$place} marks where the siege lines ran.',
      requires: ['siege'],
    },
    {
      text: 'A ballad of it is still sung in taverns, with a new verse added every generation.',
      excludes: ['recent'],
      weight: 0.15,
    },
    {
      text: 'The family of {$leader} changed its name, and no one in {$place} will marry into it to this day.',
      requires: ['betrayal'],
      excludes: ['ancient'],
    },
    {
      text: 'Compasses still swing wildly near the spot, and birds will not nest within a mile of it.',
      requires: ['sorcery'],
    },
    {
      text: "Half the names in the parish registers still come from the newcomers' own tongue.",
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'Empty villages still stand around {$place}, their doors left open for owners who never came back.',
      requires: ['exodus'],
      excludes: ['ancient'],
    },
    {
      text: 'Two temples face each other across the square, and their bells still ring a minute apart.',
      requires: ['schism'],
      excludes: ['college', 'order-split', 'lay-split'],
    },
    {
      text: 'Visitors still come to see the spot, and an enterprising family sells them candles to light the way.',
      requires: ['discovery', UNDERGROUND],
    },
    // More of what each kind of event leaves behind, each row declaring the kind or the story it follows.
    {
      text: 'Farmers around {$place} still plow up rusted spearheads and hang them over their doors for luck.',
      requires: ['war'],
      excludes: ['recent', 'river-war'],
    },
    {
      text: 'The widows of that war built an almshouse, and it still takes in anyone who fought, on whatever side.',
      requires: ['war'],
      excludes: ['ancient'],
    },
    {
      text: 'A ruined watchtower on the ridge still shows the scorch marks of the last signal fire.',
      requires: ['war'],
      excludes: ['recent'],
    },
    {
      text: 'Two families who fought on opposite sides of it still will not sit at the same table at a wedding.',
      requires: ['war'],
      excludes: ['ancient'],
    },
    {
      text: 'The names of the fallen are carved on a stone by the well, and someone still leaves flowers under them.',
      requires: ['war'],
      excludes: ['ancient'],
    },
    {
      text: 'The old war horn of {$place} hangs in the council hall and is blown once a year at dusk.',
      requires: ['war'],
    },
    {
      text: 'Mercenaries still will not take a contract in {$place} without half the pay in advance.',
      requires: ['mutiny'],
    },
    {
      text: 'The tower on the pass still stands, roofless, and travelers cut their initials into its door.',
      requires: ['tower-siege'],
    },
    {
      text: 'Forty notches are cut into the parapet of the old bridge, one for each spear that held it.',
      requires: ['bridge-hold'],
    },
    {
      text: 'The fishermen of the two towns still cast their nets on alternate days, by a treaty nobody dares to change.',
      requires: ['river-war'],
    },
    {
      text: 'People who have forgotten why still leave a pinch of salt at the gate of the old hill fort.',
      requires: ['hill-fort'],
      excludes: ['recent'],
    },
    {
      text: 'The beaches below {$place} are still watched every summer from a stone hut on the headland.',
      requires: ['landing'],
    },
    { text: 'Cattle on both sides of the valley still carry brands first cut during it.', requires: ['cattle-raid'] },
    {
      text: 'Outlying farms around {$place} still have a windowless stone room, built to hide in.',
      requires: ['border-raids'],
    },
    {
      text: 'Every child in the three valleys still learns which brother their family followed.',
      requires: ['brothers-war'],
      excludes: ['ancient'],
    },
    {
      text: 'A song about the runaway lovers is sung at every wedding in {$place}, to the annoyance of both houses.',
      requires: ['elopement-war'],
    },
    {
      text: "A loaf is set on the lord's table every year on the anniversary, and nobody may eat it.",
      requires: ['levy-revolt'],
    },
    {
      text: 'The watch of {$place} still rings the bell once at midnight, to show it is awake.',
      requires: ['night-raid'],
    },
    {
      text: "Toll stones still stand along the old salt road, each cut with a different lord's mark.",
      requires: ['salt-war'],
      excludes: ['recent'],
    },
    {
      text: 'The ford below {$place} is still called the Red Ford, and carters water their horses elsewhere.',
      requires: ['ford-battle'],
    },
    {
      text: 'Strangers arriving in {$place} are still offered a cup of vinegar at the gate, and most politely drink it.',
      requires: ['plague'],
      excludes: ['recent', 'murrain', 'dancing-plague', 'bread-sickness'],
    },
    {
      text: 'The burial pits outside the walls were planted as an orchard, and nobody picks the apples.',
      requires: ['plague'],
      excludes: ['murrain'],
    },
    {
      text: 'The sick-house built that year is an almshouse now, and its doors are still painted red.',
      requires: ['plague'],
      excludes: ['ancient', 'murrain'],
    },
    {
      text: 'Old houses in {$place} have a small hatch beside the door, through which food was passed to the sick.',
      requires: ['plague'],
      excludes: ['murrain', 'dancing-plague'],
    },
    {
      text: 'The town still keeps a physician on its payroll, whether or not anyone is sick.',
      requires: ['plague'],
      excludes: ['murrain'],
    },
    {
      text: 'Nobody in {$place} will buy cattle from outside the valley without a drover vouching for them.',
      requires: ['murrain'],
    },
    {
      text: 'Dancing in the square is still forbidden on the anniversary, and the fiddlers take the day off.',
      requires: ['dancing-plague'],
    },
    {
      text: 'The miller of {$place} must still show his rye to the council before he grinds it.',
      requires: ['bread-sickness'],
    },
    {
      text: 'The lamplighters of {$place} still walk their rounds in pairs, one to light and one to look.',
      requires: ['blind-fever'],
    },
    {
      text: 'Foreign wool must still sit a month in a shed outside the walls before it is sold in {$place}.',
      requires: ['wool-fever'],
    },
    {
      text: 'A second gate was cut in the walls afterward, and it is the only one that is never shut.',
      requires: ['shut-gates'],
    },
    { text: 'Every well in {$place} has a keeper now, chosen by lot each spring.', requires: ['well-plague'] },
    { text: 'The town still pays a copper for every rat tail brought to the granary door.', requires: ['rat-fever'] },
    {
      text: 'Mothers in {$place} still wake their children once in the night, just to be sure.',
      requires: ['sleep-plague'],
    },
    {
      text: 'The bell that tolled for the dead was taken down afterward and has never been rung again.',
      requires: ['plague'],
      excludes: ['murrain'],
    },
    {
      text: 'Doorsteps in the lower town are three steps high, and the oldest are worn into hollows.',
      requires: ['flood'],
      excludes: ['recent'],
    },
    {
      text: 'A flood stone by the bridge shows how high the water came, and children dare each other to touch the mark.',
      requires: ['flood'],
      excludes: ['ancient'],
    },
    {
      text: 'Houses in the lower town still keep their best rooms upstairs and their cellars empty.',
      requires: ['flood'],
    },
    {
      text: 'At low water the roof of a drowned temple still shows above the reeds.',
      requires: ['flood'],
      excludes: ['bog-burst', 'well-flood', 'canal-breach', 'sea-flood'],
    },
    {
      text: 'The fields behind the dikes still grow only salt grass, and the sheep that graze them are prized for it.',
      requires: ['sea-flood'],
    },
    {
      text: 'The old riverbed is a meadow now, and the bridge that crossed it stands over dry grass.',
      requires: ['river-shift'],
    },
    { text: 'The canal was never reopened, and its dry bed is a lane lined with willows.', requires: ['canal-breach'] },
    { text: "Nobody in {$place} builds within a stone's throw of the dry streambed.", requires: ['cloudburst'] },
    { text: 'The high lake is still half its old size, ringed by a pale band of bare rock.', requires: ['lake-burst'] },
    { text: 'The tide tables of {$place} still mark that night in red.', requires: ['high-tide'] },
    {
      text: 'A boat hangs from the rafters of the market hall: the one that carried the most people to safety.',
      requires: ['flood'],
      excludes: ['ancient'],
    },
    { text: 'Every child in {$place} is taught to swim before they are taught their letters.', requires: ['flood'] },
    {
      text: 'Every building in the old town is stone to the first floor, by a law passed that winter.',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire'],
    },
    {
      text: 'Every tavern in {$place} must keep a full barrel of water by the hearth, by order of the council.',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire', 'ship-fire'],
    },
    {
      text: 'The burned streets were rebuilt twice as wide, and carters still call them the Broad Lanes.',
      requires: ['town-fire'],
    },
    {
      text: 'Lanterns are forbidden in the haylofts of {$place}, and the fine is a day in the stocks.',
      requires: ['fire'],
      excludes: ['ship-fire', 'peat-fire'],
    },
    {
      text: 'The burned hills were replanted in oak, and the young trees are old ones now.',
      requires: ['wildfire'],
      excludes: ['recent'],
    },
    {
      text: 'Pits of black ash still open in the moor after a dry summer, and sheep are kept off it.',
      requires: ['peat-fire'],
    },
    {
      text: 'Oil ships must still anchor outside the harbor mouth of {$place} and unload by lighter.',
      requires: ['ship-fire'],
    },
    {
      text: 'A charred book from the old library lies open in the council chamber at the page where the fire stopped.',
      requires: ['library-fire'],
      excludes: ['ancient'],
    },
    {
      text: 'The brewers of {$place} still pour a cup of ale on the ground before the first barrel of the year.',
      requires: ['brewery-fire'],
    },
    { text: 'The new temple roof is stone, and the candles inside burn behind glass.', requires: ['chapel-fire'] },
    { text: "The smiths' street was moved outside the walls, and it has stayed there.", requires: ['forge-fire'] },
    {
      text: 'The town keeps its grain in three granaries far apart now, so no one fire can take it all.',
      requires: ['granary-fire'],
    },
    {
      text: 'The tanneries were rebuilt downwind and downstream, and the old lanes are gardens now.',
      requires: ['tannery-fire'],
    },
    {
      text: 'The midsummer fire of {$place} is still lit, but on a raft in the middle of the river.',
      requires: ['feast-fire'],
    },
    {
      text: 'The bucket chain is raced at every fair, and the winning street drinks free.',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire'],
    },
    {
      text: 'Every house in the old quarter has iron braces pinned through its walls, and rust runs down from them like tears.',
      requires: ['quake'],
      excludes: ['ancient'],
    },
    {
      text: 'Old folk in {$place} still sleep with their boots beside the bed.',
      requires: ['quake'],
      excludes: ['ancient'],
    },
    {
      text: 'The rebuilt temple has no tower, and its bells hang in a wooden frame in the yard.',
      requires: ['quake'],
      excludes: ['bell-quake'],
    },
    {
      text: 'The hollows under the fallen street were never dug out, and the houses around them stand empty.',
      requires: ['cave-in'],
    },
    {
      text: 'A pond fills the hollow where the market square was, and the market is held around its edge.',
      requires: ['sinkhole'],
    },
    {
      text: 'The old upper town lies under the scree, and on still nights some say they hear its bells.',
      requires: ['landslide'],
    },
    {
      text: 'The boiling spring is walled in and used for laundry, and the old quarter is still lost in its steam.',
      requires: ['steam-quake'],
    },
    {
      text: 'Bathhouses crowd around the hot springs, and the smell of rotten eggs is a point of local pride.',
      requires: ['spring-quake'],
    },
    {
      text: 'The bridge was rebuilt with a gap in the middle, spanned by planks that can be pulled up.',
      requires: ['split-bridge'],
    },
    {
      text: 'At low tide the old quay can still be seen under the water, with its mooring rings still in place.',
      requires: ['sinking-quay'],
    },
    {
      text: 'Cups in {$place} are still made squat and heavy, so they will not walk off the table.',
      requires: ['long-tremor'],
    },
    {
      text: 'Masons in {$place} still test every new wall by having three strong men push on it.',
      requires: ['quake'],
    },
    {
      text: 'The dam was never rebuilt, and the valley behind it is a meadow full of drowned stumps.',
      requires: ['dam-quake'],
    },
    {
      text: 'The split tower still stands, held together with iron bands, and its bells are never rung.',
      requires: ['bell-quake'],
    },
    { text: 'Every farmhouse around {$place} has a root cellar twice as deep as it needs.', requires: ['cold'] },
    {
      text: 'Pelts of the wolves killed in the streets that winter still hang in the council hall.',
      requires: ['long-winter'],
      excludes: ['ancient'],
    },
    { text: 'Seed grain is kept sealed in the temple vaults, and only the council may open them.', requires: ['cold'] },
    {
      text: 'A bonfire is lit on the hill every midwinter, and every household carries a coal home from it.',
      requires: ['cold'],
    },
    {
      text: 'The orchards around {$place} are planted on the slopes now, where the frost does not settle.',
      requires: ['late-frost'],
    },
    {
      text: 'Iron rings still hang along the old streets where the guide ropes were strung.',
      requires: ['fog-winter'],
    },
    {
      text: 'The oldest houses still have doors on their upper floors, opening onto nothing.',
      requires: ['snow-siege'],
    },
    { text: 'Neighbors in {$place} still call each other "tunnel kin."', requires: ['blizzard'] },
    { text: 'A cairn on the far shore marks where the army came off the ice.', requires: ['frozen-lake'] },
    {
      text: 'Turnip soup with smoked eel is served on the anniversary, and nobody enjoys it.',
      requires: ['frozen-mills'],
    },
    {
      text: 'Fields around {$place} are still sown in three plantings a month apart, so no one storm can take them all.',
      requires: ['hail-summer'],
    },
    {
      text: 'A fine gray ash still shows in the oldest layers of every ditch dug near {$place}.',
      requires: ['ash-winter'],
    },
    { text: 'A lamp is kept burning on the temple steps through every midwinter night.', requires: ['dark-winter'] },
    {
      text: "The founders' names are cut into the lintel of the oldest house, and some have worn away.",
      requires: ['founding'],
      excludes: ['recent'],
    },
    {
      text: "The town still pays a rent of one red apple a year to the heirs of the land's first owner.",
      requires: ['founding'],
    },
    {
      text: 'The boundary stones the founders set are walked every spring, and children are bumped on each so they remember it.',
      requires: ['founding'],
    },
    {
      text: 'The first well still draws water, and brides drink a cup from it on their wedding morning.',
      requires: ['founding'],
    },
    {
      text: 'The inn at the ford still stands, much rebuilt, and still keeps a bed free for any drover.',
      requires: ['ford-town'],
    },
    {
      text: 'The path up the crag is still the only way in, and the town likes it that way.',
      requires: ['refuge-town'],
    },
    {
      text: "The first sheriff's tin star is passed from sheriff to sheriff, worn almost smooth.",
      requires: ['miners-camp'],
    },
    { text: 'The abbey bell still rings the hours, and the town keeps time by it.', requires: ['abbey-town'] },
    {
      text: 'The market cross stands where the first stalls were, and the charter is read from its steps each year.',
      requires: ['market-charter'],
    },
    {
      text: 'The two halves of {$place} still choose separate councils, which meet in the middle of the bridge.',
      requires: ['bridge-town'],
    },
    {
      text: 'The old bridge market still fills the span every morning, and the toll is a single copper.',
      requires: ['bridge-founding'],
    },
    { text: "No boat may be built within the town's bounds, by the founders' own law.", requires: ['oar-founding'] },
    { text: 'Ties on the town council are still settled with a throw of the dice.', requires: ['dice-founding'] },
    {
      text: 'The lanes of the old town still run in the crooked lines of the first tents.',
      requires: ['refuge-founding'],
    },
    {
      text: "The hermit's cell still stands on the hill, and pilgrims still climb to it.",
      requires: ['hermit-founding'],
    },
    {
      text: 'A stretch of the first wall still stands in a back garden, shorter than a grown man.',
      requires: ['first-walls'],
      excludes: ['recent'],
    },
    {
      text: "The expedition's maps still hang in the royal library, with blanks nobody has filled since.",
      requires: ['expedition'],
    },
    {
      text: 'The warrior from the ice lies in the temple crypt, and pilgrims leave bronze pins beside him.',
      requires: ['ice-find'],
    },
    {
      text: 'Families still comb the dunes after every storm, and each keeps to its own stretch of beach.',
      requires: ['amber-coast'],
    },
    {
      text: 'The sky-iron blade is carried at the head of every procession, and no one may draw it.',
      requires: ['star-metal'],
    },
    {
      text: 'The great bones still stand in the market, wired together, and children climb them.',
      requires: ['skeleton'],
    },
    {
      text: 'The old road has been cleared as far as the edge of the forest, and no farther.',
      requires: ['lost-road'],
    },
    { text: 'The spring still runs, and the salters are the richest guild in {$place}.', requires: ['salt-spring'] },
    {
      text: 'The bathhouse over the spring is the pride of {$place}, and the sick still come to it.',
      requires: ['hot-spring'],
    },
    { text: 'The dug-over valley is still lumpy with spoil heaps, grown over with gorse.', requires: ['plow-find'] },
    {
      text: 'Children still dig in the riverbank after every flood, hoping for a second find.',
      requires: ['riverbank-find'],
    },
    {
      text: 'Scholars still write to the council asking to see the find, and the council still says no.',
      requires: ['discovery'],
      excludes: ['expedition'],
    },
    {
      text: 'An inn called the Lucky Find stands near the spot, and its landlord tells the story for a drink.',
      requires: ['discovery'],
      excludes: ['expedition'],
    },
    {
      text: 'The way in is walled up now, but miners still knock on the wall for luck before every shift.',
      requires: ['delving'],
    },
    {
      text: 'Two bakers in {$place} still make the feast bread two different ways, and everyone knows which side each is on.',
      requires: ['schism'],
      excludes: ['college', 'order-split'],
    },
    {
      text: "Old families still ask which side a suitor's grandparents took.",
      requires: ['schism'],
      excludes: ['ancient', 'college'],
    },
    {
      text: "The saint's statue still stands by the gate, and half the town still bows to it.",
      requires: ['saint-split'],
    },
    { text: 'One service a week in {$place} is still held in silence.', requires: ['vow-split'] },
    {
      text: 'The ringers are still paid by the peal, and the rate is posted on the tower door.',
      requires: ['bell-split'],
    },
    {
      text: 'The town still keeps two new years a week apart, and most people celebrate both.',
      requires: ['calendar-split'],
    },
    {
      text: 'The breakaway school in the hills still stands, and its masters still do not write to the old college.',
      requires: ['college'],
    },
    {
      text: 'Two chapter houses of the order stand at opposite ends of the valley, flying the same banner.',
      requires: ['order-split'],
    },
    {
      text: 'The wall through the monastery still stands, and the monks greet each other through a grille in it.',
      requires: ['monastery-split'],
    },
    {
      text: 'Some songs may still not be sung in {$place} unless a bard of each side is present.',
      requires: ['bard-split'],
    },
    { text: 'The barn is a real hospital now, and it still treats anyone who comes.', requires: ['healer-split'] },
    { text: 'The list of grievances hangs framed in the hall the walkers-out built.', requires: ['reformer'] },
    { text: 'The second altar still stands in a side chapel, unused and dusted every week.', requires: ['two-altars'] },
    {
      text: 'The crowning stone still stands in the square, and children are lifted onto it on their name days.',
      requires: ['crowning'],
    },
    {
      text: 'Every ruler of {$place} since has sworn to keep the terms agreed that day.',
      requires: ['crowning'],
      excludes: ['recent'],
    },
    { text: "A shepherd's crook hangs behind the throne of {$place}.", requires: ['shepherd-crown'] },
    { text: 'Onion sellers pay no market fee in {$place}, by a law made that year.', requires: ['lot-crown'] },
    {
      text: 'The throne room of {$place} still has two thrones, and one of them always stands empty.',
      requires: ['twin-crown'],
    },
    {
      text: 'The tourney field is still kept mown, and the old law that allowed it has never been repealed.',
      requires: ['tourney-crown'],
    },
    {
      text: 'The convent where the queen went still refuses to say a word about her.',
      requires: ['abdication'],
      excludes: ['ancient'],
    },
    { text: 'The free towns still meet at {$place} to choose each new king.', requires: ['elected-ruler'] },
    {
      text: 'A horse race along the road of that night ride is run every year on the anniversary.',
      requires: ['night-ride'],
    },
    {
      text: 'Children of {$place} still play at regents, bossing a younger child who sits on a chair.',
      requires: ['child-ruler'],
    },
    {
      text: 'The common folk still cheer before the nobles at every crowning in {$place}, by custom.',
      requires: ['acclaim'],
    },
    { text: 'Oaths in {$place} are still sworn with both hands held in plain view.', requires: ['betrayal'] },
    {
      text: "The traitor's house was pulled down, and the plot where it stood is left empty to this day.",
      requires: ['betrayal'],
      excludes: ['ancient'],
    },
    {
      text: 'A stone by the road marks where {$leader} was last seen, and passersby spit on it.',
      requires: ['kind=betrayal'],
      excludes: ['poisoning', 'forged-will'],
    },
    {
      text: 'The guard on the gates of {$place} is still changed at odd hours, so nobody can sell the schedule.',
      requires: ['betrayal'],
      excludes: ['poisoning', 'forged-will', 'embezzler', 'ransom-theft'],
    },
    {
      text: 'Every feast in {$place} still begins with the host drinking first from every jug.',
      requires: ['poisoning'],
    },
    { text: 'The poisoned wells were filled with stones, and grass grows over them.', requires: ['poisoned-well'] },
    {
      text: 'The treasury of {$place} has three locks now, and three keepers who may not be kin.',
      requires: ['embezzler'],
    },
    {
      text: 'Every will in {$place} must be read aloud before three witnesses, by a law made that year.',
      requires: ['forged-will'],
    },
    { text: 'The shallow ford was dug out afterward, and it is still too deep to wade.', requires: ['sold-ford'] },
    { text: 'Heirs of {$place} are still raised away from home, in secret.', requires: ['hostage'] },
    { text: 'Envoys of {$place} still travel in pairs, and each reports on the other.', requires: ['false-envoy'] },
    { text: 'Ransoms from {$place} are carried by three riders who have never met.', requires: ['ransom-theft'] },
    {
      text: "The newcomers' quarter still has its own well, its own bakers and its own feast days.",
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'Market day in {$place} is still called out in two tongues.',
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'A lantern festival the newcomers brought is now the biggest night of the year in {$place}.',
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: "Harvest songs in the newcomers' tongue are still sung by people who do not speak a word of it.",
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'Now and then a family from the west comes back to look at the house its forebears left.',
      requires: ['exodus'],
      excludes: ['ancient'],
    },
    {
      text: 'The road west from {$place} is lined with the graves of those who did not get far.',
      requires: ['exodus'],
    },
    { text: 'A few houseboats still moor at {$place}, painted in the old colors.', requires: ['river-folk'] },
    {
      text: "The herders' bells still ring on the hill farms, and their cheese sells at every market.",
      requires: ['mountain-folk'],
    },
    {
      text: 'The old silver workings still pock the hills, and the farms around them are named for the mines.',
      requires: ['miners-come'],
    },
    { text: 'Wizards must still sign their names at the town gate, by a law passed that year.', requires: ['sorcery'] },
    {
      text: 'A ward-stone at each corner of {$place} is renewed every spring by a hired mage.',
      requires: ['sorcery'],
      excludes: ['starfall'],
    },
    { text: 'Nobody in {$place} will sleep with an uncovered mirror in the room.', requires: ['mirror-town'] },
    { text: 'Every mirror in {$place} still hangs facing the wall at night.', requires: ['mirror-week'] },
    {
      text: 'The town clock of {$place} still runs an hour slow, and the council refuses to mend it.',
      requires: ['frozen-hour'],
    },
    {
      text: 'Every house in {$place} keeps a box of candles by the door, and every child is told why.',
      requires: ['long-night'],
    },
    {
      text: 'The crier of {$place} still whispers the news once a year, on the anniversary.',
      requires: ['silent-year'],
    },
    {
      text: 'A few families in {$place} descend from travelers who came through the arch, and are proud of it.',
      requires: ['black-arch'],
    },
    {
      text: 'The council of {$place} still sends a gift to every hedge witch in the district at midwinter.',
      requires: ['grief-curse'],
    },
    { text: 'The circle where the tower stood is fenced, and nobody has ever mown it.', requires: ['vanished-tower'] },
    {
      text: 'Shepherds still keep their flocks off the hills, and the grass there grows long and pale.',
      requires: ['binding'],
    },
    { text: 'Bits of fallen star still turn up in the fields, warm to the touch.', requires: ['starfall'] },
    { text: 'The field where the wizards dueled is still bare and scorched.', requires: ['duel'] },
    { text: "The archmage's door was bricked up, and it has been bricked up twice more since.", requires: ['ritual'] },
    {
      text: 'People who lived through it still tell it differently, depending on which side they were on.',
      requires: ['recent', 'kind=war|betrayal|schism|crowning'],
      weight: 0.5,
    },
    {
      text: 'Some who were children then still cannot bring themselves to speak of it.',
      requires: ['recent', 'kind=war|plague|flood|fire|quake|cold|sorcery'],
      weight: 0.5,
    },
    {
      text: 'A camp song from that war is still sung at harvest, though the words have long since gone bawdy.',
      requires: ['war'],
      excludes: ['recent'],
    },
    {
      text: 'The council of {$place} still keeps a muster roll of every family that sent someone to it.',
      requires: ['war'],
      excludes: ['ancient'],
    },
    {
      text: 'The orphans of that war were raised in a hall the town built for them, and it is a school now.',
      requires: ['war'],
      excludes: ['ancient', 'recent'],
    },
    {
      text: 'The smiths of {$place} still forge one spearhead each year and lay it on the temple altar.',
      requires: ['war'],
    },
    {
      text: 'Children in {$place} still skip to a rhyme about it, and the last to stop skipping must play the corpse.',
      requires: ['plague'],
      excludes: ['recent', 'murrain'],
    },
    {
      text: 'Physicians who settle in {$place} are still asked, before anything else, what they would have done.',
      requires: ['plague'],
    },
    {
      text: 'A family still keeps the graveyard gate, a post granted to their forebear for service that year.',
      requires: ['plague'],
      excludes: ['ancient'],
    },
    {
      text: 'Bunches of feverfew still hang over every door in {$place} at midsummer.',
      requires: ['plague'],
      excludes: ['murrain'],
    },
    {
      text: 'The river is still given a garland of flowers each spring, to keep it in a good temper.',
      requires: ['flood'],
      excludes: ['bog-burst', 'sea-flood', 'high-tide', 'well-flood'],
    },
    {
      text: 'The council still pays a boatman to keep a boat tied at the town hall steps all year round.',
      requires: ['flood'],
      excludes: ['ancient'],
    },
    {
      text: 'Mud lines still stain the walls of the oldest cellars, and nobody paints over them.',
      requires: ['flood'],
      excludes: ['ancient'],
    },
    {
      text: 'The drowned were buried on the highest ground in {$place}, and their graveyard has looked down on the town ever since.',
      requires: ['flood'],
    },
    {
      text: 'A fire warden is still chosen every spring to walk the lanes and sniff at chimneys.',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire'],
    },
    {
      text: 'Children in {$place} are taught to crawl beneath smoke before they are taught to read.',
      requires: ['fire'],
    },
    {
      text: 'Scorched stones from the ruins were built into the new walls black side out, so nobody forgets.',
      requires: ['fire'],
      excludes: ['wildfire', 'peat-fire'],
    },
    {
      text: 'The families burned out that night were given land by the river, and their descendants live there still.',
      requires: ['fire'],
      excludes: ['ancient'],
    },
    {
      text: 'Every house in {$place} keeps a stout table by the door, to shelter under when the ground moves.',
      requires: ['quake'],
    },
    { text: 'A bell hangs in the square that is rung only when the ground shakes.', requires: ['quake'] },
    {
      text: 'Small stones set into the streets mark where each of the dead was found.',
      requires: ['quake'],
      excludes: ['ancient'],
    },
    {
      text: 'The town keeps a silent hour on the anniversary, and any tremor during it is taken for an omen.',
      requires: ['quake'],
    },
    {
      text: 'Every house in {$place} is built with its hearth in the middle, where the heat reaches every wall.',
      requires: ['cold'],
    },
    {
      text: 'A tenth of every harvest still goes into a store that may be opened only in a hard winter.',
      requires: ['cold'],
    },
    {
      text: 'A song of that winter is sung at midwinter, and nobody may leave the hall before the last verse.',
      requires: ['cold'],
    },
    { text: 'Firewood is stacked to the eaves in every yard in {$place}, whatever the season.', requires: ['cold'] },
    {
      text: "On the town's birthday the oldest citizen plants a tree, and those trees now line every road into {$place}.",
      requires: ['founding'],
      excludes: ['recent'],
    },
    { text: 'The town seal still shows the founders, much simplified.', requires: ['founding'] },
    {
      text: 'Descendants of the first families still walk first in every procession, and newcomers grumble about it.',
      requires: ['founding'],
      excludes: ['ancient'],
    },
    {
      text: 'The foundations of the first house can still be seen in the cellar of the town hall.',
      requires: ['founding'],
    },
    { text: 'The find is drawn on the town seal by someone who plainly never saw it.', requires: ['discovery'] },
    {
      text: 'Guides still show travelers the spot for a fee, and tell the story differently every time.',
      requires: ['discovery'],
      excludes: ['expedition'],
    },
    {
      text: "The crown's claim to the find is still before a court that nobody expects ever to rule.",
      requires: ['discovery'],
      excludes: ['ancient'],
    },
    {
      text: 'Every child in {$place} has gone digging somewhere at least once, hoping for another.',
      requires: ['discovery'],
      excludes: ['expedition'],
    },
    {
      text: "The expedition's ship is still moored in the royal harbor, kept from rotting by a grateful crown.",
      requires: ['expedition'],
      excludes: ['ancient'],
    },
    {
      text: 'A street in the capital is named for the expedition, and its houses are painted with strange beasts.',
      requires: ['expedition'],
    },
    { text: 'Each side still says the other started it, and each has a book to prove it.', requires: ['schism'] },
    {
      text: 'Children of the two sides still pelt each other with snowballs on the anniversary.',
      requires: ['schism'],
      excludes: ['ancient'],
    },
    {
      text: 'A peace between the two halves is read aloud every ten years, and both sides boo it.',
      requires: ['schism'],
    },
    {
      text: 'The quarrel left {$place} two of everything: two choirs, two processions and two feast days.',
      requires: ['schism'],
      excludes: ['college', 'order-split'],
    },
    {
      text: 'A portrait of the new ruler hangs in every inn in {$place}, and most of them are bad.',
      requires: ['crowning'],
      excludes: ['ancient'],
    },
    {
      text: 'The road to the crowning is still called the Royal Way, though it is mostly potholes.',
      requires: ['crowning'],
    },
    {
      text: 'Old cooks still recite the menu of the crowning feast like a prayer.',
      requires: ['crowning'],
      excludes: ['ancient'],
    },
    {
      text: 'Children born in {$place} that year were given royal names, and a few of those names are common there still.',
      requires: ['crowning'],
    },
    {
      text: "The traitor's name is still a curse in {$place}, though few know it was ever a person's.",
      requires: ['betrayal'],
      excludes: ['recent'],
    },
    {
      text: "A memorial to the betrayed stands by the gate, with the traitor's name scratched into its foot and spat on.",
      requires: ['betrayal'],
    },
    {
      text: 'The watchword of {$place} is still changed every night, by a law made that year.',
      requires: ['betrayal'],
    },
    {
      text: 'Nobody in {$place} will shake hands on a bargain; they spit on their palms instead, as they have since that year.',
      requires: ['betrayal'],
    },
    {
      text: "The newcomers' first houses still stand, built in a style nobody else in {$place} uses.",
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'Marriages between old families and new were forbidden for a generation, and are now so common that nobody remembers the rule.',
      requires: ['migration'],
      excludes: ['exodus', 'recent'],
    },
    {
      text: 'A bridge the newcomers built still carries the main road, and is still called by their word for bridge.',
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'The newcomers brought a saint of their own, and the whole town keeps her feast now.',
      requires: ['migration'],
      excludes: ['exodus'],
    },
    {
      text: 'The nearest college of mages still sends an apprentice every year to take readings at the spot.',
      requires: ['sorcery'],
    },
    {
      text: 'Children in {$place} still play at casting the spell, and their mothers still make them stop.',
      requires: ['sorcery'],
    },
    {
      text: 'A stranger who asks about it in {$place} meets a sudden silence and a change of subject.',
      requires: ['sorcery'],
    },
    {
      text: 'A hedge wizard in {$place} sells charms against its return that have never once been tested.',
      requires: ['sorcery'],
    },
    {
      text: 'It survives only as a line in a chronicle copied so often that no two copies agree.',
      requires: ['ancient'],
      weight: 0.5,
    },
    {
      text: 'Its story lives on only as a lullaby, and the lullaby has lost most of its words.',
      requires: ['ancient'],
      weight: 0.5,
    },
    {
      text: 'A worn carving on the oldest wall in {$place} is said to show it, though it could show almost anything.',
      requires: ['ancient'],
      weight: 0.5,
    },
    {
      text: 'The hill above {$place} is said to have been raised over its dead, and nobody is allowed to dig there to find out.',
      requires: ['ancient', 'kind=war|plague|quake|sorcery'],
    },
    {
      text: 'Its tale is told in the old tongue at midwinter, and most listeners follow only the names.',
      requires: ['ancient'],
      weight: 0.5,
    },
    {
      text: 'A few who were there still live, and will tell it for the price of a drink.',
      requires: ['recent'],
      weight: 0.5,
    },
    {
      text: 'The council records of that year are still kept locked, and the clerks say there is nothing in them worth reading.',
      requires: ['recent', 'kind=war|betrayal|crowning|schism'],
    },
  ],
  recentScar: [
    { text: 'scorched stones in the old quarter', requires: ['kind=war|fire'] },
    { text: 'a wall patched with mismatched brick', requires: ['kind=war|quake|flood'] },
    'an empty street no one will rebuild',
    { text: 'graves with the same year on every stone', requires: ['kind=plague|war|flood|fire|quake|cold'] },
  ],
  coinStamp: [
    'a crown with a crack through it',
    'a face no one can name',
    'a ship under full sail',
    'a single staring eye',
  ],
  saying: [
    { text: 'Late as the relief at {$place}.', requires: ['siege'] },
    { text: 'Mud wins every war.', requires: ['war'] },
    { text: 'Trust the gate, not the captain.', requires: ['opened-gate'] },
    { text: 'Let the host drink first.', requires: ['poisoning'] },
    { text: 'Never buy a map from a friend.', requires: ['sold-plans'] },
    { text: 'Read the will twice, and the clerk once more.', requires: ['forged-will'] },
    { text: 'Keep your heirs at home.', requires: ['hostage'] },
    { text: 'Send a fool, not a clever man, to make peace.', requires: ['false-envoy'] },
    { text: 'Count the coins, then count the counter.', requires: ['embezzler'] },
    { text: 'Know whose colors your captain sleeps in.', requires: ['turned-cloak'] },
    { text: 'Count the enemy before you march out to meet him.', requires: ['false-alarm'] },
    { text: 'Draw your own water, and taste it first.', requires: ['poisoned-well'] },
    { text: 'Every ford has a tongue.', requires: ['sold-ford'] },
    { text: 'Carry your own gold.', requires: ['ransom-theft'] },
    { text: 'Count the nights before you trust a fire on a hill.', requires: ['false-beacons'] },
    { text: 'Saddle your own horse.', requires: ['lamed-horses'] },
    { text: 'Pay the guide at the far side of the marsh.', requires: ['false-guide'] },
    { text: 'Write nothing you would not read aloud.', requires: ['copied-letters'] },
    { text: 'Walk the bridge before the army does.', requires: ['sawn-bridge'] },
    { text: 'A seal is only as honest as the hand that holds it.', requires: ['stolen-seal'] },
    { text: 'Count the bells before you sleep.', requires: ['plague'], excludes: ['murrain'] },
    { text: 'Buy no cow you have not watched eat.', requires: ['murrain'] },
    { text: 'When the river talks, walk uphill.', requires: ['flood'] },
    { text: 'Bank your fire, then bank it again.', requires: ['fire'] },
    { text: 'Build low and pray loud.', requires: ['quake'] },
    { text: 'Fill the granary twice; winter may come back.', requires: ['cold'] },
    { text: 'Walls first, then the feast.', requires: ['founding'] },
    { text: 'Dig deep, but not too deep.', requires: ['discovery'] },
    { text: 'Two altars, no harvest.', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'A hall divided keeps two fires and freezes anyway.', requires: ['lay-split'] },
    { text: 'An oath outlives the one who heard it.', requires: ['order-split'] },
    { text: 'One tower is too small for two wizards.', requires: ['college'] },
    { text: 'A crown fits any head that holds still.', requires: ['crowning'] },
    { text: 'Every road here started somewhere else.', requires: ['migration'] },
    { text: 'Leave the stars where they are.', requires: ['starfall'] },
    { text: 'A spell has a long memory.', requires: ['sorcery', '!starfall'] },
  ],
  // One thing each ("a ...", or "the ..." of one thing), as the line that keeps it says "is kept".
  relic: [
    { text: 'a dented helmet said to belong to {$leader}', requires: ['kind=war|betrayal'] },
    { text: 'a bloodstained banner', requires: ['war'] },
    { text: 'a jar of soil from the battlefield', requires: ['lords-war'] },
    { text: 'the original charter', requires: ['founding'] },
    { text: 'a bell that cracked that very day', requires: ['kind=quake|fire|flood|sorcery'] },
    { text: "a bundle of the granary's tally sticks from that year", requires: ['cold'] },
    { text: "a plague doctor's beaked mask", requires: ['plague'] },
    // Of a find under the hills, in a cave or in a dig: nothing came up from below a road or a falling star.
    { text: 'the first thing brought up from below', requires: ['discovery', UNDERGROUND] },
    { text: 'the first map the expedition drew', requires: ['expedition'] },
    // One keepsake of each find above ground, as the find was made.
    { text: 'a flask of the first water drawn from the spring', requires: ['hot-spring'] },
    { text: 'the first cake of salt from the spring', requires: ['salt-spring'] },
    { text: 'a shard of the split boulder', requires: ['quarry-find'] },
    { text: 'a paving stone from the old road', requires: ['lost-road'] },
    { text: 'the hammer that forged the sky-iron blade', requires: ['star-metal'] },
    { text: 'the sledge that carried the warrior down', requires: ['ice-find'] },
    { text: 'the first lump of amber found in the sand', requires: ['amber-coast'] },
    { text: "a tooth of the beast as long as a man's forearm", requires: ['skeleton'] },
    { text: 'the plowshare that struck it', requires: ['plow-find'] },
    { text: 'a pebble from the scoured bank', requires: ['riverbank-find'] },
    { text: 'a roof tile from the drowned village', requires: ['lake-find'] },
    { text: 'a lamp that burned the first of the tar', requires: ['tar-spring'] },
    { text: 'a bronze ingot from the buried ship', requires: ['sand-ship'] },
    { text: 'a clay tablet from the chest', requires: ['clay-tablets'] },
    { text: 'a flake of the painted plaster', requires: ['painted-room'] },
    { text: 'the first gold coin the badger threw up', requires: ['hoard-find'] },
    { text: 'the crown worn that day', requires: ['crowning'] },
    { text: 'a torn altar cloth from the quarrel', requires: ['schism', '!college', '!order-split', '!lay-split'] },
    { text: 'the hall ledger that was torn in two', requires: ['lay-split'] },
    { text: "the broken sword of the order's first grand master", requires: ['order-split'] },
    { text: 'the lectern the two factions fought over', requires: ['college'] },
    { text: 'a cart wheel from the long road', requires: ['migration', '!by-sea'] },
    { text: 'a painted oar from the first ships', requires: ['by-sea'] },
    { text: 'a cup from the feast that no one has ever dared to wash', requires: ['poisoning'] },
    {
      text: 'the key to the old gate',
      requires: ['kind=betrayal|war'],
      excludes: ['poisoning', 'hostage', 'forged-will'],
    },
    { text: 'the forged will pinned beside the true one', requires: ['forged-will'] },
    { text: 'a chip of black stone from the arch', requires: ['black-arch'] },
  ],
  // Only a place the story could have passed: a fire that swept down from the hills ended below them.
  avoidPlace: [
    // Each place belongs to the kinds of event that could have left dread there.
    { text: 'the old crossroads', requires: ['kind=betrayal|sorcery|plague'] },
    { text: 'the field by the river', requires: ['kind=war|flood'] },
    { text: 'the ruined chapel', requires: ['kind=sorcery|quake|plague'] },
    { text: 'the charnel house where the winter dead waited for the thaw', requires: ['cold'] },
    { text: 'the quay where the burning ship burned down to the waterline', requires: ['ship-fire'] },
    {
      text: 'the blackened ground where it started',
      requires: ['fire'],
      excludes: ['wildfire', 'town-fire', 'ship-fire'],
    },
    { text: 'the hill where it ended', requires: ['kind=war|betrayal|sorcery'] },
    { text: 'the burned valley below the hills', requires: ['wildfire'] },
    { text: 'the lane where it started', requires: ['town-fire'] },
    { text: 'the old gallows hill', requires: ['betrayal'] },
    { text: 'the pits beyond the wall where the dead were laid', requires: ['plague'] },
    { text: 'the drowned meadows', requires: ['flood'] },
    { text: 'the cracked ground by the old mill', requires: ['quake'] },
    { text: 'the green where the arch stood', requires: ['black-arch'] },
  ],
  rivalLord: ['{givenName} {familyName}', '{givenName} of {placeName}'],
};

/** The historical event grammar for the integrity test. */
export const HISTORY_SPEC: GrammarSpec = {
  name: 'history',
  grammar: HISTORY_GRAMMAR,
  roots: ['kind', 'when', 'placeName', 'personName', 'title', 'what', 'who', 'remains', 'foe'],
  provided: ['place', 'leader', 'foe'],
};
