import { TENDED_BUILDING_TYPES, type Building, type EntityLink, type TextComponent } from '@lorewright/engine';

/** One labeled line of a sheet. */
export type SheetLine = { label: string; parts: TextComponent[]; secret?: boolean };

/** Links as rich text, separated by commas. */
export const linkParts = (links: readonly EntityLink[]): TextComponent[] =>
  links.flatMap((link, i) => [...(i > 0 ? [{ text: ', ' }] : []), { text: link.text, type: link.type }]);

/** How a building's people and rooms are introduced: a home has a resident and visitors, an open-air place is tended and has no interior. */
export type BuildingLabels = { owner: string; staff: string; regulars: string; inside: string };

/** The labels of a building's sheet, by its type: a shop is run, a home lived in, a square or graveyard tended. */
export function buildingLabels(type: Building['locationType']): BuildingLabels {
  if (type === 'Residence')
    return { owner: 'Resident:', staff: 'Household:', regulars: 'Frequent visitors:', inside: 'Interior:' };
  if (TENDED_BUILDING_TYPES.includes(type))
    return { owner: 'Tended to by', staff: 'Also working here:', regulars: 'Often seen here:', inside: 'Grounds:' };
  return { owner: 'Run by', staff: 'Employees:', regulars: 'Regulars:', inside: 'Interior:' };
}

/** "Run by", "Resident:" or "Tended to by": how a building's owner is introduced. */
export const ownerLabel = (type: Building['locationType']): string => buildingLabels(type).owner;
