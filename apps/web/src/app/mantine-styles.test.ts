import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Components imported from '@mantine/core' anywhere in the app. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+.*/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (/^[A-Z]/.test(name)) used.add(name.split('.')[0]!);
      }
    }
  }
  return used;
}

describe('mantine-styles', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    const imported = new Set(
      [...fs.readFileSync(path.join(SRC, 'app/mantine-styles.ts'), 'utf8').matchAll(/styles\/(\w+)\.css/g)].map(
        (m) => m[1],
      ),
    );
    const missing = [...usedComponents()].filter(
      (name) => fs.existsSync(path.join(STYLES_DIR, `${name}.css`)) && !imported.has(name),
    );
    expect(missing).toEqual([]);
  });
});
