/**
 * Rich text as the HTTP contract defines it. `[NL]` inside text is a line break and `[B]...[B]`
 * is bold. Link types: 'npc-<id>', 'building-<id>', 'group-<id>', 'location-<id>',
 * 'settlement-<id>' point into the reference store; 'monster', 'landmark', 'item',
 * 'srdmonster' and 'resultcomponentcollection' fetch their content on click.
 */
export type TextComponent = {
  text: string;
  beforeText?: string;
  afterText?: string;
  type?: string;
  children?: TextComponent[];
  optionalData?: unknown;
};

export type ResultComponent = { type: string; component: TextComponent[] };

export type ResultComponentCollection = { Title: string; ResultComponent: ResultComponent[] };

export const LINE_BREAK = '[NL]';
export const BOLD = '[B]';

const ENTITY_LINK = /^(npc|building|group|location|settlement)-/;
const FETCH_LINKS = new Set(['monster', 'landmark', 'item', 'srdmonster', 'resultcomponentcollection']);

/** Whether a segment's type makes it a clickable link. */
export const isLinkType = (type: string | undefined): boolean =>
  !!type && (ENTITY_LINK.test(type) || FETCH_LINKS.has(type));

/** A plain segment. */
export const plain = (text: string): TextComponent => ({ text });

/** A bold heading segment: "[B]Label:[B] ". */
export const labeled = (label: string, text: string): TextComponent[] => [
  { text: `${BOLD}${label}:${BOLD} ` },
  { text },
];

/** A result of one kind made of segments. */
export const resultOf = (type: string, component: TextComponent[]): ResultComponent => ({ type, component });

/** The plain text of segments, with markers removed: for previews, copies and tests. */
export function toPlainText(parts: readonly TextComponent[]): string {
  return parts
    .map((p) => (p.beforeText ?? '') + p.text + (p.children ? toPlainText(p.children) : '') + (p.afterText ?? ''))
    .join('')
    .replaceAll(LINE_BREAK, '\n')
    .replaceAll(BOLD, '');
}
