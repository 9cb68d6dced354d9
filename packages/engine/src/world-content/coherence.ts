import { createRng } from '../core/rng';
import type { GenerationCount, GeneratorName } from '../core/generator';
import { toPlainText, type TextComponent } from '../text/rich-text';
import { checkResultText, type Contradiction } from '../world/contradictions';
import { WORLD_GENERATORS } from './generators';

/** The simple generators the contradiction checker reads. */
export const CHECKED_GENERATORS = Object.keys(WORLD_GENERATORS) as GeneratorName[];

/** A simple generator's result as the plain text a game master reads (titled collections joined by lines). */
export function resultPlainText(result: unknown): string {
  const r = result as {
    component?: TextComponent[];
    ResultComponent?: { component: TextComponent[] }[];
    Title?: string;
  };
  if (r.component) return toPlainText(r.component);
  if (r.ResultComponent) return [r.Title ?? '', ...r.ResultComponent.map((p) => toPlainText(p.component))].join('\n');
  return JSON.stringify(result);
}

/** `count` results of one simple generator (from a stream named by `seed`) and every contradiction found in them. */
export function contradictionsOf(
  name: GeneratorName,
  count: number,
  seed: string,
): { results: number; distinct: number; flags: (Contradiction & { text: string })[] } {
  const def = WORLD_GENERATORS[name];
  if (!def) throw new Error(`${name} is not a simple generator`);
  const flags: (Contradiction & { text: string })[] = [];
  const distinct = new Set<string>();
  let results = 0;
  // Batches of 25, the most a user asks for at once; every other batch with adjectives.
  for (let done = 0; done < count; done += 25) {
    const out = def.generate(createRng(`${seed}:${name}:${done}`), {
      count: Math.min(25, count - done) as GenerationCount,
      adjectives: done % 50 === 0,
      choices: {},
      heritages: [],
    }) as { data: unknown[] };
    for (const result of out.data) {
      const text = resultPlainText(result);
      results++;
      distinct.add(text);
      for (const f of checkResultText(text)) flags.push({ ...f, text });
    }
  }
  return { results, distinct: distinct.size, flags };
}
