import {
  createRng,
  ENGINE_VERSION,
  expandEntity,
  GENERATORS,
  toGeneratorRequest,
  type EntityKind,
  type GenerationQuery,
  type GeneratorName,
  type RefPackage,
} from '@lorewright/engine';
import type { GeneratorResponse } from '../generators/results';

/**
 * The engine's generators, run in the browser when the server cannot be reached. Loaded only
 * then: the whole engine with its tables is a chunk of its own.
 */
export function generateInBrowser(api: string, query: GenerationQuery & { seed: string }): GeneratorResponse {
  const def = GENERATORS[api as GeneratorName];
  if (!def) throw new Error(`This generator needs the server, which cannot be reached.`);
  const result = def.generate(createRng(query.seed), toGeneratorRequest(def, query));
  return { ...result, seed: query.seed, engineVersion: ENGINE_VERSION, generatedInBrowser: true };
}

/** A linked entity expanded in the browser, as GetExistingObject would answer it. */
export function expandInBrowser(pkg: RefPackage, id: string, kind: EntityKind): { refPackage: RefPackage } {
  const expanded = expandEntity(pkg, id, kind);
  if (!expanded.ok) throw new Error(expanded.error);
  return { refPackage: expanded.value };
}
