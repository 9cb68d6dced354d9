import { findEntity, mergePackages, type EntityKind, type RefPackage, type Referenced } from '@lorewright/engine';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

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
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pkg));
    } catch {
      // A full session storage only costs the index its memory across reloads.
    }
  }, [pkg]);
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
