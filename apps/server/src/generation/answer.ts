import {
  buildLexicon,
  createRng,
  ENGINE_VERSION,
  err,
  expandEntity,
  GENERATORS,
  isRefPackage,
  ok,
  type EntityKind,
  type GeneratorRequest,
  type Result,
  type TranslationLanguage,
} from '@lorewright/engine';

/** A generator's answer as the API sends it: the engine's result with its seed and engine version. */
export function generatorAnswer(name: string, seed: string, request: GeneratorRequest): Record<string, unknown> {
  const def = GENERATORS[name as keyof typeof GENERATORS];
  if (!def) throw new Error(`No generator ${name}`);
  return { ...def.generate(createRng(seed), request), seed, engineVersion: ENGINE_VERSION };
}

/**
 * GetExistingObject's answer: the stub `objId` of the package (sent as JSON text) expanded, or why
 * the request is refused (the message of a 400).
 */
export function expansionAnswer(packageText: string, objId: string, kind: EntityKind): Result<string> {
  let pkg: unknown;
  try {
    pkg = JSON.parse(packageText);
  } catch {
    return err('Parameter "package" is not valid JSON.');
  }
  if (!isRefPackage(pkg)) return err('Parameter "package" is not a reference package.');
  const expanded = expandEntity(pkg, objId, kind);
  if (!expanded.ok) return err(`Parameter "objId": ${expanded.error}`);
  return ok(JSON.stringify({ refPackage: expanded.value }));
}

/**
 * One piece of work for a worker thread: a generation, the expansion of a stub (a settlement takes
 * as long as generating one), or the lexicon of a translation language (a few hundred
 * milliseconds of CPU that would otherwise hold up every request).
 */
export type GenerationTask =
  | { name: string; seed: string; request: GeneratorRequest }
  | { expand: { packageText: string; objId: string; kind: EntityKind } }
  | { lexicon: TranslationLanguage };

/** A task's answer: the JSON to send, or the message of a 400 when the request cannot be answered. */
export function taskAnswer(task: GenerationTask): Result<string> {
  if ('lexicon' in task) return ok(JSON.stringify(buildLexicon(task.lexicon)));
  if ('expand' in task) return expansionAnswer(task.expand.packageText, task.expand.objId, task.expand.kind);
  return ok(JSON.stringify(generatorAnswer(task.name, task.seed, task.request)));
}

/**
 * About how long a task runs, in units of a light generation: the pool gives each task to the
 * thread with the least work waiting, so a light request never queues behind a settlement when
 * another thread is free.
 */
export function taskWeight(task: GenerationTask): number {
  if ('lexicon' in task) return 100;
  if ('expand' in task) return task.expand.kind === 'settlements' ? 20 : 2;
  return task.name === 'GetSettlement' ? 20 : 1;
}
