import { TENDED_BUILDING_TYPES, type Building, type EntityLink, type TextComponent } from '@lorewright/engine';

/** One labeled line of a sheet. */
export type SheetLine = { label: string; parts: TextComponent[]; secret?: boolean };

/** Links as rich text, separated by commas. */
export const linkParts = (links: readonly EntityLink[]): TextComponent[] =>
  links.flatMap((link, i) => [...(i > 0 ? [{ text: ', ' }] : []), { text: link.text, type: link.type }]);

/** "Run by", "Resident:" or "Tended to by": how a building's owner is introduced. */
export function ownerLabel(type: Building['locationType']): string {
  if (type === 'Residence') return 'Resident:';
  if (TENDED_BUILDING_TYPES.includes(type)) return 'Tended to by';
  return 'Run by';
}
