import { ICON_SIZE, ICONS } from 'virtual:sigil-icons';
import { sigilMarkup, type SigilFields } from './sigil-markup';

/**
 * A group's sigil in color as an image address, for the settlement map and its legend. It holds
 * every icon's outline (tens of KiB), so the map loads it after its first render.
 */
export function sigilImage(sigil: SigilFields, title: string): string {
  const markup = sigilMarkup(sigil, 'Colorful', { bodies: ICONS, size: ICON_SIZE }, title);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
