import { isLinkType, toPlainText, type TextComponent } from '@lorewright/engine';
import { toHtml } from './format';

/** What a sheet puts on the clipboard, before it is written out as HTML, plain text or Markdown. */
export type CopyDoc = {
  title: string;
  /** Italic lines under the title (a pronunciation, a tagline). */
  subtitles: string[];
  /** One row of cells under headings (an NPC's abilities). */
  table?: { headings: string[]; cells: string[] };
  lines: { label: string; parts: readonly TextComponent[] }[];
  /** Headed lists (a shop's goods with prices). */
  lists?: { heading: string; items: string[] }[];
};

/** The three forms of a sheet on the clipboard. */
export type CopyContent = { html: string; plain: string; markdown: string };

const escapeMarkdown = (text: string): string => text.replace(/([\\*_[\]<>])/g, '\\$1');
const escapeCell = (text: string): string => escapeMarkdown(text).replaceAll('|', '\\|');

/** The markers of rich text, swapped for characters no text holds while the rest is escaped. */
const LINE_BREAK = '\uE000';
const BOLD = '\uE001';
const hideMarkers = (text: string): string => text.replaceAll('[NL]', LINE_BREAK).replaceAll('[B]', BOLD);

/**
 * Rich text as Markdown: bold markers become `**`, line breaks hard breaks, and every link a
 * wiki-link (`[[Name]]`), so a note tool joins the notes of the people and places named.
 */
export function toMarkdown(parts: readonly TextComponent[]): string {
  const outside = (text = '') => escapeMarkdown(hideMarkers(text));
  const segment = (p: TextComponent): string =>
    outside(p.beforeText) +
    (isLinkType(p.type) ? `[[${p.text.replace(/[[\]|]/g, '')}]]` : outside(p.text)) +
    (p.children ? toMarkdown(p.children) : '') +
    outside(p.afterText);
  return parts.map(segment).join('').replaceAll(LINE_BREAK, '  \n').replaceAll(BOLD, '**');
}

const plainText = (text: string): TextComponent[] => [{ text }];

/** A sheet as clipboard HTML, plain text and Markdown. */
export function renderCopy(doc: CopyDoc): CopyContent {
  const { title, subtitles, table, lines, lists = [] } = doc;
  const html = [
    `<h2>${toHtml(plainText(title))}</h2>`,
    `<p>${subtitles.map((s) => `<em>${toHtml(plainText(s))}</em>`).join('<br>')}</p>`,
    ...(table
      ? [
          `<table><tr>${table.headings.map((h) => `<th>${toHtml(plainText(h))}</th>`).join('')}</tr><tr>${table.cells
            .map((c) => `<td>${toHtml(plainText(c))}</td>`)
            .join('')}</tr></table>`,
        ]
      : []),
    ...lines.map((line) => `<p><strong>${toHtml(plainText(line.label))}:</strong> ${toHtml(line.parts)}</p>`),
    ...lists.map(
      (list) =>
        `<p><strong>${toHtml(plainText(list.heading))}</strong></p><ul>${list.items
          .map((i) => `<li>${toHtml(plainText(i))}</li>`)
          .join('')}</ul>`,
    ),
  ].join('\n');
  const plain = [
    title,
    ...subtitles,
    ...(table ? [table.headings.map((h, i) => `${h} ${table.cells[i] ?? ''}`).join('  ')] : []),
    ...lines.map((line) => `${line.label}: ${toPlainText(line.parts)}`),
    ...lists.flatMap((list) => [`${list.heading}:`, ...list.items.map((i) => `- ${i}`)]),
  ].join('\n');
  const markdown = [
    `# ${escapeMarkdown(title)}`,
    subtitles.map((s) => `*${escapeMarkdown(s)}*`).join('  \n'),
    ...(table
      ? [
          [
            `| ${table.headings.map(escapeCell).join(' | ')} |`,
            `|${table.headings.map(() => ' --- |').join('')}`,
            `| ${table.cells.map(escapeCell).join(' | ')} |`,
          ].join('\n'),
        ]
      : []),
    lines.map((line) => `**${escapeMarkdown(line.label)}:** ${toMarkdown(line.parts)}`).join('\n\n'),
    ...lists.map(
      (list) => `## ${escapeMarkdown(list.heading)}\n\n${list.items.map((i) => `- ${escapeMarkdown(i)}`).join('\n')}`,
    ),
  ].join('\n\n');
  return { html, plain, markdown: `${markdown}\n` };
}
