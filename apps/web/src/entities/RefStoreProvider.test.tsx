import { createRng, generateNpc, type RefPackage } from '@lorewright/engine';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RefStoreProvider, useRefStore } from './RefStoreProvider';

const STORAGE_KEY = 'lorewright.refStore';

function Merge({ pkg }: { pkg: RefPackage }) {
  const { merge } = useRefStore();
  useEffect(() => merge(pkg), [pkg, merge]);
  return null;
}

function Count() {
  const { pkg } = useRefStore();
  return <div data-testid="count">{Object.keys(pkg.npcs?.ReferenceIds ?? {}).length}</div>;
}

const stored = (): RefPackage | null => {
  const text = sessionStorage.getItem(STORAGE_KEY);
  return text ? (JSON.parse(text) as RefPackage) : null;
};

describe('RefStoreProvider', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });

  const npc = (seed: string) => generateNpc(createRng(seed), {}).refPackage;

  it('keeps the store for the tab, written as the page goes away rather than while it renders', () => {
    const first = npc('store-a');
    render(
      <RefStoreProvider>
        <Merge pkg={first} />
      </RefStoreProvider>,
    );
    expect(stored()).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(Object.keys(stored()?.npcs?.ReferenceIds ?? {})).toEqual(Object.keys(first.npcs!.ReferenceIds));

    cleanup();
    const view = render(
      <RefStoreProvider>
        <Count />
      </RefStoreProvider>,
    );
    expect(view.getByTestId('count').textContent).toBe(String(Object.keys(first.npcs!.ReferenceIds).length));
  });

  it('writes the newest store when the tab is hidden', () => {
    const first = npc('store-b');
    const second = npc('store-c');
    const view = render(
      <RefStoreProvider>
        <Merge pkg={first} />
      </RefStoreProvider>,
    );
    view.rerender(
      <RefStoreProvider>
        <Merge pkg={second} />
      </RefStoreProvider>,
    );
    expect(stored()).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    const ids = Object.keys(stored()?.npcs?.ReferenceIds ?? {});
    expect(ids).toEqual(expect.arrayContaining(Object.keys(second.npcs!.ReferenceIds)));
    expect(ids).toEqual(expect.arrayContaining(Object.keys(first.npcs!.ReferenceIds)));
  });
});
