import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SIGIL_ICON_IDS } from './sigil-icon-names';

const VIRTUAL_ID = 'virtual:sigil-icons';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type IconSet = { icons: Record<string, { body: string }>; width?: number; height?: number };

/**
 * Serves `virtual:sigil-icons`: the SVG bodies of the few game-icons the sigils use, read from the
 * @iconify-json/game-icons package at build time, so the app ships those icons and not all 4,000.
 */
export function sigilIcons(): Plugin {
  return {
    name: 'lorewright-sigil-icons',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const require = createRequire(import.meta.url);
      const set = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as IconSet;
      const bodies: Record<string, string> = {};
      for (const name of SIGIL_ICON_IDS) {
        const icon = set.icons[name];
        if (!icon) throw new Error(`game-icons has no icon named ${name}`);
        bodies[name] = icon.body;
      }
      return `export const ICON_SIZE = ${set.width ?? 512};\nexport const ICONS = ${JSON.stringify(bodies)};\n`;
    },
  };
}
