import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preloaded, preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

function show(code: ReturnType<typeof preloadable<{ name: string }>>) {
  return render(
    <MantineProvider>
      <Preloaded code={code} props={{ name: 'Mara' }} placeholder={<p>Loading</p>} failure="Could not load." />
    </MantineProvider>,
  );
}

describe('preloadable', () => {
  beforeEach(() => {
    // jsdom has no media queries; Mantine's provider asks for the color scheme.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads its code once, started early, and shows the component the moment it is here', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const code = preloadable(load);
    code.preload();
    code.preload();
    show(code);
    expect(await screen.findByText('Hello, Mara')).toBeTruthy();
    cleanup();
    show(code);
    expect(screen.getByText('Hello, Mara')).toBeTruthy(); // no placeholder once loaded
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder while loading and a message when the code cannot be loaded, then tries again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: Greeting };
    });
    const code = preloadable(load);
    show(code);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load.');
    cleanup();
    fail = false;
    show(code);
    expect(await screen.findByText('Hello, Mara')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
