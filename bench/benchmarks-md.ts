import fs from 'node:fs';

/** One section of BENCHMARKS.md: a `## Title`, then its text. */
export type MdSection = { title: string; body: string };

/** Splits a Markdown file into the text before its first `## ` heading and its `## ` sections. */
export function parseSections(text: string): { head: string; sections: MdSection[] } {
  const parts = text.split(/^## /m);
  const head = parts.shift() ?? '';
  return {
    head,
    sections: parts.map((part) => {
      const newline = part.indexOf('\n');
      const title = (newline < 0 ? part : part.slice(0, newline)).trim();
      return { title, body: newline < 0 ? '' : part.slice(newline + 1).trim() };
    }),
  };
}

/**
 * Writes `fresh` sections into the Markdown file at `file`: a section of the same title is replaced
 * where it stands, a new one is added after the others, and sections this run did not measure
 * (another benchmark's, such as a soak test's) are kept as they are.
 */
export function updateBenchmarksFile(file: string, head: string, fresh: readonly MdSection[]): void {
  const existing = fs.existsSync(file) ? parseSections(fs.readFileSync(file, 'utf8')).sections : [];
  const byTitle = new Map(fresh.map((s) => [s.title, s]));
  const merged = existing.map((s) => byTitle.get(s.title) ?? s);
  for (const s of fresh) if (!existing.some((e) => e.title === s.title)) merged.push(s);
  const text = [head.trim(), ...merged.map((s) => `## ${s.title}\n\n${s.body}`)].join('\n\n') + '\n';
  fs.writeFileSync(file, text);
}
