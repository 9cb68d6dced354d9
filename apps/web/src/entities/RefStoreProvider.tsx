import { findEntity, mergePackages, type EntityKind, type RefPackage, type Referenced } from '@lorewright/engine';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const STORAGE_KEY = 'lorewright.refStore';

/** The store kept for this browser tab, so the wiki index survives a reload. */
function loadStored(): RefPackage {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as RefPackage) : {};
  } catch {
    return {};
  }
}

function store(pkg: RefPackage): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pkg));
  } catch {
    // A full session storage only costs the index its memory across reloads.
  }
}

/**
 * Keeps the newest store and writes it to session storage when the tab is hidden or the page
 * goes away (a reload, another site). A metropolis brings megabytes of entities: writing them on
 * every change would hold up the page for as long as a settlement takes to draw.
 */
function useStoredOnHide(pkg: RefPackage): void {
  const latest = useRef<RefPackage | null>(null);
  useEffect(() => {
    latest.current = pkg;
  }, [pkg]);
  useEffect(() => {
    const write = () => {
      if (latest.current === null) return;
      store(latest.current);
      latest.current = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

/** The client's reference store: every package from every generation and expansion, merged. */
export type RefStoreValue = {
  pkg: RefPackage;
  /** Merges a package in (a loaded entity is never replaced by its stub). */
  merge: (incoming: RefPackage | undefined) => void;
  /** An entity of the store by id, loaded or stub. */
  find: (id: string) => { kind: EntityKind; entity: Referenced } | undefined;
};

const RefStoreContext = createContext<RefStoreValue | null>(null);

/** Holds the reference store for the whole app (kept in session storage for the tab). */
export function RefStoreProvider({ children }: { children: ReactNode }) {
  const [pkg, setPkg] = useState<RefPackage>(loadStored);
  useStoredOnHide(pkg);
  const merge = useCallback((incoming: RefPackage | undefined) => {
    if (incoming) setPkg((current) => mergePackages(current, incoming));
  }, []);
  const value = useMemo<RefStoreValue>(() => ({ pkg, merge, find: (id) => findEntity(pkg, id) }), [pkg, merge]);
  return <RefStoreContext.Provider value={value}>{children}</RefStoreContext.Provider>;
}

/** The reference store; outside a provider, an empty store that ignores merges. */
export function useRefStore(): RefStoreValue {
  return useContext(RefStoreContext) ?? EMPTY_STORE;
}

const EMPTY_STORE: RefStoreValue = { pkg: {}, merge: () => undefined, find: () => undefined };
