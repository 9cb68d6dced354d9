import { lazy, type ComponentType } from 'react';

/** A component loaded on demand that can also be asked to load before it renders. */
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React's `lazy`, with `preload()`: the app starts loading the page it opens on before its first
 * render, so that render shows the page rather than a loading spinner in place of the page the
 * server already sent.
 */
export function lazyPage<P = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown): never => {
      loading = undefined; // a later render may try again
      throw error;
    }));
  return Object.assign(lazy(start), { preload: start }) as unknown as LazyPage<P>;
}
