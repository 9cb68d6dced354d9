import { toPlainText, type ResultComponent, type ResultComponentCollection } from '@lorewright/engine';

/** A saved creation as listed: the saved object plus the server's id and time. */
export type SavedCreation = Record<string, any> & { id: string; savedAt: string };

/** One kind of saved creation: where it is listed and deleted, and how its card reads. */
export type CreationKind = {
  tab: string;
  list: string;
  field: string;
  remove: string;
  params?: Record<string, string>;
  /** Card heading and a short description. */
  card: (c: SavedCreation) => { title: string; detail: string };
};

const PREVIEW_LENGTH = 30;

/** Cuts a preview to 30 characters. */
export const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

const SETTLEMENT_SIZES = ['Outpost', 'Hamlet', 'Village', 'Town', 'City', 'Metropolis'];
const sizeLabel = (size: unknown) =>
  typeof size === 'number' ? (SETTLEMENT_SIZES[size] ?? String(size)) : String(size ?? '');
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Headings of saved text results whose type does not read well split into words. */
const TEXT_KIND_LABELS: Readonly<Record<string, string>> = {
  personality: 'Personality Trait',
  fooddrink: 'Food or Drink',
};

/** The heading of a saved text result, from its type: "mundaneEvent" reads "Mundane Event". */
export function textKindLabel(type: string): string {
  return TEXT_KIND_LABELS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** Every kind of saved creation, in the order of the Creations page's tabs (after All Creations). */
export const CREATION_KINDS: readonly CreationKind[] = [
  {
    tab: 'Monsters',
    list: 'GetSavedMonsters',
    field: 'monsters',
    remove: 'DeleteSavedMonster',
    card: (c) => ({ title: str(c.Name), detail: `CR ${str(c.ChallengeRating)} · ${str(c.Size)} ${str(c.Type)}` }),
  },
  {
    tab: 'NPCs',
    list: 'GetSavedNPCs',
    field: 'npcs',
    remove: 'DeleteSavedNPC',
    card: (c) => ({ title: str(c.data?.Name), detail: str(c.data?.RaceName) }),
  },
  {
    tab: 'General Text',
    list: 'GetSavedResultComponents',
    field: 'components',
    remove: 'DeleteSavedResultComponent',
    card: (c) => ({
      title: textKindLabel(str((c as unknown as ResultComponent).type)),
      detail: toPlainText((c as unknown as ResultComponent).component ?? []),
    }),
  },
  {
    tab: 'Text Collections',
    list: 'GetSavedComponents',
    field: 'components',
    remove: 'DeleteSavedComponent',
    params: { typename: 'collection' },
    card: (c) => {
      const collection = c as unknown as ResultComponentCollection & { Kind?: unknown };
      const contents = collection.ResultComponent?.map((r) => toPlainText(r.component)).join(' ') ?? '';
      const kind = str(collection.Kind);
      return { title: str(collection.Title), detail: kind ? `${kind} · ${contents}` : contents };
    },
  },
  {
    tab: 'Buildings',
    list: 'GetSavedBuildings',
    field: 'buildings',
    remove: 'DeleteSavedBuilding',
    card: (c) => ({ title: str(c.data?.locationName), detail: str(c.data?.locationType) }),
  },
  {
    tab: 'Locations',
    list: 'GetSavedLocations',
    field: 'locations',
    remove: 'DeleteSavedLocation',
    card: (c) => ({ title: str(c.data?.Name), detail: str(c.data?.Desc) }),
  },
  {
    tab: 'Groups',
    list: 'GetSavedOrganizations',
    field: 'organizations',
    remove: 'DeleteSavedOrganization',
    card: (c) => ({ title: str(c.data?.OrgName), detail: `${str(c.data?.Alignment)} ${str(c.data?.Type)}`.trim() }),
  },
  {
    tab: 'Items',
    list: 'GetSavedItems',
    field: 'items',
    remove: 'DeleteSavedItem',
    card: (c) => ({ title: str(c.data?.Name), detail: str(c.data?.Desc) }),
  },
  {
    tab: 'Settlements',
    list: 'GetSavedSettlements',
    field: 'settlements',
    remove: 'DeleteSavedSettlement',
    card: (c) => ({ title: str(c.data?.Name), detail: sizeLabel(c.data?.Size) }),
  },
];
