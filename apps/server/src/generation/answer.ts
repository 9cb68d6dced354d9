import { createRng, ENGINE_VERSION, GENERATORS, type GeneratorRequest } from '@lorewright/engine';

/** A generator's answer as the API sends it: the engine's result with its seed and engine version. */
export function generatorAnswer(name: string, seed: string, request: GeneratorRequest): Record<string, unknown> {
  const def = GENERATORS[name as keyof typeof GENERATORS];
  if (!def) throw new Error(`No generator ${name}`);
  return { ...def.generate(createRng(seed), request), seed, engineVersion: ENGINE_VERSION };
}

/** One generation for a worker thread. */
export type GenerationTask = { name: string; seed: string; request: GeneratorRequest };
