import { LINK_PREFIX, type EntityKind, type GenerationQuery, type RefPackage } from '@lorewright/engine';
import type { GeneratorResponse } from '../generators/results';
import { apiGet, apiPost, ApiRequestError } from './client';

/** Whether a call failed because the server could not be reached (not because it refused). */
const unreachable = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/** The engine for the browser; when even that cannot be fetched, the server's failure stands. */
const browserEngine = (failure: unknown) =>
  import('./in-browser').catch(() => {
    throw failure;
  });

let prefetched = false;

/**
 * Fetches the browser's engine once, quietly, a while after the first results are shown, so that
 * generation goes on if the connection drops later (the file is then in the browser's cache).
 */
export function prefetchBrowserEngine(delayMs = 10_000): () => void {
  if (prefetched) return () => undefined;
  const timer = setTimeout(() => {
    prefetched = true;
    void import('./in-browser').catch(() => (prefetched = false));
  }, delayMs);
  return () => clearTimeout(timer);
}

/**
 * Asks the server for a generation; when it cannot be reached, the engine makes the same results
 * in the browser (same seed, same settings, same results), marked `generatedInBrowser`.
 */
export async function requestGeneration(
  api: string,
  query: GenerationQuery & { seed: string },
): Promise<GeneratorResponse> {
  try {
    return await apiGet<GeneratorResponse>(api, query as Parameters<typeof apiGet>[1]);
  } catch (error) {
    if (!unreachable(error)) throw error;
    const { generateInBrowser } = await browserEngine(error);
    return generateInBrowser(api, query);
  }
}

/** Expands a linked entity through GetExistingObject, or in the browser when the server cannot be reached. */
export async function expandLinked(pkg: RefPackage, id: string, kind: EntityKind): Promise<{ refPackage: RefPackage }> {
  try {
    return await apiPost<{ refPackage: RefPackage }>('GetExistingObject', {
      package: JSON.stringify(pkg),
      objId: id,
      type: LINK_PREFIX[kind],
    });
  } catch (error) {
    if (!unreachable(error)) throw error;
    const { expandInBrowser } = await browserEngine(error);
    return expandInBrowser(pkg, id, kind);
  }
}
