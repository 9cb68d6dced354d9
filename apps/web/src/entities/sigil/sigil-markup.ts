import { OUTLINE_ICONS, SYMBOL_ICONS } from './sigil-icon-names';

/** A group's sigil as the engine decides it (SPEC section 3). */
export type SigilFields = { Outline: string; OutlineColor: string; Symbol: string; SymbolColor: string };

/** Simple: one ink on parchment. Colorful: the heraldic tinctures the engine chose. */
export const SIGIL_MODES = ['Colorful', 'Simple'] as const;
export type SigilMode = (typeof SIGIL_MODES)[number];

/** The sigil canvas, 300 by 300 (SPEC section 9). */
export const SIGIL_SIZE = 300;

const PARCHMENT = '#f1e3c2';
const INK = '#3b2b1d';
/** The dark edge around a colored field, so a pale field still reads on a white page. */
const EDGE = '#2a221b';

/** Where the charge sits inside each outline: its center and the size of its box, in sigil units. */
const CHARGE_BOX: Readonly<Record<string, { x: number; y: number; size: number }>> = {
  Shield: { x: 150, y: 134, size: 136 },
  Gear: { x: 150, y: 150, size: 112 },
  Circle: { x: 150, y: 150, size: 156 },
  Triangle: { x: 150, y: 188, size: 104 },
  Heart: { x: 150, y: 138, size: 112 },
  Scroll: { x: 158, y: 142, size: 104 },
};

type Icons = { bodies: Readonly<Record<string, string>>; size: number };

/** An icon's body placed in a box: `size` units wide, centered on (x, y), in a color. */
function placeIcon(
  icons: Icons,
  name: string,
  box: { x: number; y: number; size: number },
  color: string,
  edge?: number,
) {
  const body = icons.bodies[name] ?? '';
  const scale = box.size / icons.size;
  const stroke = edge
    ? ` stroke="currentColor" stroke-width="${(edge / scale).toFixed(1)}" stroke-linejoin="round"`
    : '';
  return `<g color="${color}"${stroke} transform="translate(${box.x - box.size / 2} ${box.y - box.size / 2}) scale(${scale.toFixed(4)})">${body}</g>`;
}

/** The field: the outline's shape filled with a color, drawn twice (a dark edge, then the fill) in color mode. */
function fieldShape(icons: Icons, outline: string, fill: string, edge: string | undefined): string {
  const full = { x: 150, y: 150, size: 284 };
  if (outline === 'Circle') {
    return `<circle cx="150" cy="150" r="138" fill="${fill}"${edge ? ` stroke="${edge}" stroke-width="6"` : ''}/>`;
  }
  if (outline === 'Triangle') {
    return `<polygon points="150,16 284,272 16,272" fill="${fill}" stroke-linejoin="round"${edge ? ` stroke="${edge}" stroke-width="6"` : ''}/>`;
  }
  const icon = OUTLINE_ICONS[outline] ?? OUTLINE_ICONS.Shield!;
  const back = edge ? placeIcon(icons, icon, full, edge, 8) : '';
  // A gear's hub is hollow: a disc of the field's color keeps the charge on solid ground.
  const hub = outline === 'Gear' ? `<circle cx="150" cy="150" r="74" fill="${fill}"/>` : '';
  return back + placeIcon(icons, icon, full, fill) + hub;
}

/**
 * The sigil as standalone SVG markup, 300 by 300. Colorful sets the engine's charge color on its
 * field color; Simple draws the field in one ink on a parchment ground with the charge left in
 * parchment. `title` names the image for screen readers.
 */
export function sigilMarkup(sigil: SigilFields, mode: SigilMode, icons: Icons, title: string): string {
  const simple = mode === 'Simple';
  const ground = simple ? `<rect width="300" height="300" rx="18" fill="${PARCHMENT}"/>` : '';
  const field = fieldShape(icons, sigil.Outline, simple ? INK : sigil.OutlineColor, simple ? undefined : EDGE);
  const box = CHARGE_BOX[sigil.Outline] ?? CHARGE_BOX.Shield!;
  const charge = placeIcon(
    icons,
    SYMBOL_ICONS[sigil.Symbol] ?? SYMBOL_ICONS.Star!,
    box,
    simple ? PARCHMENT : sigil.SymbolColor,
  );
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIGIL_SIZE}" height="${SIGIL_SIZE}" viewBox="0 0 300 300" role="img">` +
    `<title>${escaped}</title>${ground}${field}${charge}</svg>`
  );
}
