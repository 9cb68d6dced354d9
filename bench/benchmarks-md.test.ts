import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSections, updateBenchmarksFile } from './benchmarks-md';

describe('updateBenchmarksFile', () => {
  it('replaces measured sections in place, adds new ones and keeps the others', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-md-'));
    const file = path.join(dir, 'BENCHMARKS.md');
    fs.writeFileSync(file, '# Old head\n\n## API\n\nold api\n\n## Soak\n\nsoak figures\n\n## Bundle\n\nold bundle\n');
    updateBenchmarksFile(file, '# Benchmarks\n\nnew head', [
      { title: 'Bundle', body: 'new bundle' },
      { title: 'Startup', body: 'new startup' },
    ]);
    const { head, sections } = parseSections(fs.readFileSync(file, 'utf8'));
    expect(head.trim()).toBe('# Benchmarks\n\nnew head');
    expect(sections).toEqual([
      { title: 'API', body: 'old api' },
      { title: 'Soak', body: 'soak figures' },
      { title: 'Bundle', body: 'new bundle' },
      { title: 'Startup', body: 'new startup' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
