import type { Grammar } from '../core/table';

/** Environments with no open water a name could speak of. */
const DRY = ['Desert', 'Underground', 'Underwater'];
/** Environments without a shore or a quay for a -mouth, a Landing or "on the Water". */
const INLAND = ['Arctic', 'Desert', 'Forest', 'Grassland', 'Hill', 'Mountain', 'Underground', 'Underwater'];
const SEA = ['Underwater'];
const onLand = (text: string) => ({ text, excludes: SEA });
const wet = (text: string) => ({ text, excludes: DRY });

/**
 * Invented place names, shared by settlements and by every text that names a town, so a town met in
 * a quest reads like one generated as a settlement: `{placeName}` and its parts. No beginning meets
 * an ending that repeats or rhymes with it ("Fellfell", "Willowhollow", "Ravenhaven", "Ashcross
 * Cross") or spells a town of a published setting ("Saltmarsh", "Blackmoor", "Harrowdale",
 * "Duskwood", "Oakvale").
 *
 * A settlement draws its name under its environment's tag, so the name fits the ground: a -mouth
 * or a Landing only where there is a shore, no ford or mere in the desert, and no fields, birds or
 * oaks under the sea (where Coral, Pearl and Kelp names grow instead). Text that names a town
 * without an environment may draw any of them.
 */
export const PLACE_NAME_TABLES = {
  placeName: [{ text: '{placeStart}{placeEnd}', weight: 4 }, '{placeStart}{placeEnd} {placeSuffix}'],
  // The beginnings: under the sea only those of the sea and of stone.
  placeStart: [
    onLand('Ash'),
    onLand('Coal'),
    onLand('Bramble'),
    onLand('Crow'),
    onLand('Dove'),
    onLand('Elder'),
    onLand('Crane'),
    onLand('Lind'),
    'Gray',
    onLand('Hare'),
    onLand('Hazel'),
    'Iron',
    onLand('Kestrel'),
    onLand('Lark'),
    wet('Mire'),
    onLand('Nettle'),
    onLand('Oak'),
    'Pike',
    onLand('Finch'),
    'Salt',
    onLand('Bracken'),
    onLand('Wold'),
    onLand('Wren'),
    onLand('Yew'),
    'Amber',
    onLand('Briar'),
    onLand('Cinder'),
    onLand('Rye'),
    'Flint',
    onLand('Gorse'),
    wet('Plover'),
    onLand('Marl'),
    wet('Rush'),
    wet('Reed'),
    wet('Tarn'),
    onLand('Rowan'),
    onLand('Fern'),
    onLand('Ivy'),
    'Copper',
    onLand('Fox'),
    onLand('Mill'),
    onLand('Stag'),
    onLand('Wolf'),
    { text: 'Coral', requires: ['Underwater'] },
    { text: 'Pearl', requires: ['Underwater'] },
    { text: 'Kelp', requires: ['Underwater'] },
    { text: 'Tide', requires: ['Underwater'] },
  ],
  placeEnd: [
    wet('ford'),
    wet('mere'),
    onLand('holt'),
    onLand('wick'),
    onLand('stead'),
    onLand('bury'),
    onLand('combe'),
    'gate',
    'haven',
    'hollow',
    onLand('moor'),
    'ridge',
    onLand('wood'),
    onLand('hurst'),
    'crag',
    onLand('dale'),
    onLand('field'),
    { text: 'mouth', excludes: INLAND },
    'reach',
    onLand('thorpe'),
    wet('brook'),
    onLand('cross'),
    'well',
    { text: 'deep', requires: ['Underwater'] },
  ],
  placeSuffix: [
    { text: 'Landing', excludes: INLAND },
    { text: 'on the Water', excludes: INLAND },
    { text: 'Under Hill', excludes: SEA },
    'Market',
    wet('Bridge'),
    'End',
    'Magna',
    'Minor',
  ],
} as const satisfies Grammar;

/** A settlement's name: `settlementName`, with the place-name tables it draws on. */
export const SETTLEMENT_NAME_TABLES = {
  settlementName: ['{placeName}'],
  ...PLACE_NAME_TABLES,
} as const satisfies Grammar;

type PlaceRow = string | { text: string; requires?: readonly string[]; excludes?: readonly string[] };
const rowText = (row: PlaceRow) => (typeof row === 'string' ? row : row.text);
const rowFits = (row: PlaceRow, environment: string) =>
  typeof row === 'string' ||
  ((row.requires ?? []).every((tag) => tag === environment) && !(row.excludes ?? []).includes(environment));

/**
 * Whether a place name of these tables may stand on this ground: every part it is made of is one
 * drawn under the environment's tag. A name the tables cannot have made (one a user chose) fits.
 */
export function placeNameFits(name: string, environment: string): boolean {
  const { placeStart, placeEnd, placeSuffix } = PLACE_NAME_TABLES as unknown as Record<string, readonly PlaceRow[]>;
  const suffix = placeSuffix!.find((row) => name.endsWith(` ${rowText(row)}`));
  const word = suffix ? name.slice(0, -rowText(suffix).length - 1) : name;
  const readings = placeStart!.flatMap((start) =>
    placeEnd!.filter((end) => rowText(start) + rowText(end) === word).map((end) => [start, end]),
  );
  if (readings.length === 0) return true;
  return (
    (!suffix || rowFits(suffix, environment)) && readings.some((parts) => parts.every((p) => rowFits(p, environment)))
  );
}
