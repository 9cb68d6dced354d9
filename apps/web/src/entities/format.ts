import { toPlainText, type TextComponent } from '@lorewright/engine';

/** The modifier of an ability score (SPEC 5): the score rounded down to even, minus 10, halved. */
export const abilityModifier = (score: number): number => (Math.floor(score / 2) * 2 - 10) / 2;

/** A modifier as shown: "+2", "+0", "-1". */
export const formatModifier = (modifier: number): string => (modifier >= 0 ? `+${modifier}` : String(modifier));

/** A price in copper pieces as coins: 1575 -> "15 gp 7 sp 5 cp", 4 -> "4 cp". */
export function formatPrice(copper: number): string {
  const gp = Math.floor(copper / 100);
  const sp = Math.floor((copper % 100) / 10);
  const cp = copper % 10;
  const parts = [gp && `${gp.toLocaleString('en-US')} gp`, sp && `${sp} sp`, cp && `${cp} cp`].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 cp';
}

/** A markup in percent as words: 0 -> "the going rate", 15 -> "15% above the going rate". */
export function formatMarkup(percent: number): string {
  if (percent === 0) return 'the going rate';
  return percent > 0 ? `${percent}% above the going rate` : `${-percent}% below the going rate`;
}

/** "NobleHouse" -> "Noble House", "GainingPower" -> "Gaining Power". */
export const spaced = (value: string): string => value.replace(/([a-z])([A-Z])/g, '$1 $2');

/** First letter in upper case. */
export const capitalised = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Rich text as HTML for the clipboard: [NL] becomes a line break, [B]…[B] bold, links plain text. */
export function toHtml(parts: readonly TextComponent[]): string {
  const raw = parts
    .map((p) => (p.beforeText ?? '') + p.text + (p.children ? toPlainText(p.children) : '') + (p.afterText ?? ''))
    .join('');
  return escapeHtml(raw)
    .split('[NL]')
    .join('<br>')
    .split('[B]')
    .map((chunk, i) => (i % 2 === 1 ? `<strong>${chunk}</strong>` : chunk))
    .join('');
}
