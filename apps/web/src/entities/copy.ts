const NO_CLIPBOARD = 'This browser does not allow copying from the page.';

/**
 * Puts rich text on the clipboard: HTML and plain text together when the browser supports
 * ClipboardItem, plain text otherwise. Resolves when the clipboard took it.
 */
export async function copyRichText(html: string, plain: string): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error(NO_CLIPBOARD);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse HTML on the clipboard; plain text still helps.
    }
  }
  await clipboard.writeText(plain);
}

/** Puts plain text (Markdown, say) on the clipboard. Resolves when the clipboard took it. */
export async function copyPlainText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error(NO_CLIPBOARD);
  await navigator.clipboard.writeText(text);
}
