import { useEffect, useRef } from 'react';

type Layer = { close: () => void };

/** Open dialogs, oldest first; Escape closes only the last. */
const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  // A dropdown inside the dialog (a select's list) takes its own Escape first.
  const target = event.target as HTMLElement | null;
  if (target?.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
  const top = layers.at(-1);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/**
 * Puts an open dialog on the page's dialog stack, so Escape closes the top dialog only, as its
 * Close button does, and leaves the ones beneath it open. Give the dialog closeOnEscape={false}.
 */
export function useEscapeLayer(opened: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!opened) return;
    const layer: Layer = { close: () => latest.current() };
    if (layers.length === 0) window.addEventListener('keydown', onKeyDown);
    layers.push(layer);
    return () => {
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
      if (layers.length === 0) window.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);
}

/** How many dialogs are open on the stack (for tests). */
export const openLayerCount = (): number => layers.length;
