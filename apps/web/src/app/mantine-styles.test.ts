import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');

/** The stylesheets a Mantine component is built from, besides its own (read from Mantine's sources). */
const BUILT_FROM: Readonly<Record<string, readonly string[]>> = {
  Autocomplete: ['Input', 'Popover', 'Overlay', 'Combobox', 'ScrollArea'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Drawer: ['Overlay', 'ModalBase', 'ScrollArea'],
  Modal: ['Overlay', 'ModalBase', 'ScrollArea'],
  NativeSelect: ['Input', 'Combobox'],
  NumberInput: ['Input'],
  Popover: ['Overlay'],
  Select: ['Input', 'Popover', 'Overlay', 'Combobox', 'ScrollArea'],
  Switch: ['InlineInput'],
  Table: ['ScrollArea'],
  TextInput: ['Input'],
  Textarea: ['Input'],
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Components a source imports from '@mantine/core'. */
function usedComponents(source: string): string[] {
  const used = new Set<string>();
  for (const match of source.matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+.*/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (/^[A-Z]/.test(name)) used.add(name.split('.')[0]!);
    }
  }
  return [...used];
}

/** Mantine stylesheets a source imports. */
const importedStyles = (source: string) =>
  [...source.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((m) => m[1]!);

describe('mantine-styles', () => {
  const global = new Set(importedStyles(fs.readFileSync(path.join(SRC, 'app/mantine-styles.ts'), 'utf8')));

  it('gives every Mantine component the app uses its stylesheets, in the first load or beside its use', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const source = fs.readFileSync(file, 'utf8');
      const local = new Set(importedStyles(source));
      for (const component of usedComponents(source)) {
        const needed = [...(BUILT_FROM[component] ?? []), component].filter((name) =>
          fs.existsSync(path.join(STYLES_DIR, `${name}.css`)),
        );
        for (const name of needed) {
          if (!global.has(name) && !local.has(name)) missing.push(`${path.relative(SRC, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('imports a page-only stylesheet after what it is built from', () => {
    for (const file of sourceFiles(SRC)) {
      const local = importedStyles(fs.readFileSync(file, 'utf8'));
      for (const [component, parts] of Object.entries(BUILT_FROM)) {
        const at = local.indexOf(component);
        if (at < 0) continue;
        for (const part of parts) {
          if (!global.has(part)) expect(local.indexOf(part), `${file}: ${part} before ${component}`).toBeLessThan(at);
        }
      }
    }
  });
});
