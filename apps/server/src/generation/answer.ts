import {
  buildLexicon,
  createRng,
  ENGINE_VERSION,
  GENERATORS,
  type GeneratorRequest,
  type TranslationLanguage,
} from '@lorewright/engine';

/** A generator's answer as the API sends it: the engine's result with its seed and engine version. */
export function generatorAnswer(name: string, seed: string, request: GeneratorRequest): Record<string, unknown> {
  const def = GENERATORS[name as keyof typeof GENERATORS];
  if (!def) throw new Error(`No generator ${name}`);
  return { ...def.generate(createRng(seed), request), seed, engineVersion: ENGINE_VERSION };
}

/**
 * One piece of work for a worker thread: a generation, or the lexicon of a translation language
 * (a few hundred milliseconds of CPU that would otherwise hold up every request).
 */
export type GenerationTask =
  { name: string; seed: string; request: GeneratorRequest } | { lexicon: TranslationLanguage };

/** The JSON a worker thread answers for a task. */
export function taskAnswer(task: GenerationTask): string {
  if ('lexicon' in task) return JSON.stringify(buildLexicon(task.lexicon));
  return JSON.stringify(generatorAnswer(task.name, task.seed, task.request));
}
