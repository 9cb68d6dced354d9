import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { openLayerCount, useEscapeLayer } from './escape-stack';

function Layer({ name, onClosed }: { name: string; onClosed: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  useEscapeLayer(open, () => {
    setOpen(false);
    onClosed(name);
  });
  return open ? <div>{name}</div> : null;
}

describe('useEscapeLayer', () => {
  afterEach(cleanup);

  it('closes only the top dialog on each Escape, newest first', () => {
    const closed: string[] = [];
    const view = render(
      <>
        <Layer name="wiki" onClosed={(n) => closed.push(n)} />
        <Layer name="viewer" onClosed={(n) => closed.push(n)} />
      </>,
    );
    expect(openLayerCount()).toBe(2);
    act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
    expect(closed).toEqual(['viewer']);
    expect(view.queryByText('wiki')).toBeTruthy();
    act(() => void fireEvent.keyDown(window, { key: 'Enter' }));
    expect(closed).toEqual(['viewer']);
    act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
    expect(closed).toEqual(['viewer', 'wiki']);
    expect(openLayerCount()).toBe(0);
  });

  it('leaves Escape to a dropdown that stops it, and forgets dialogs that unmount', () => {
    const closed: string[] = [];
    const view = render(<Layer name="one" onClosed={(n) => closed.push(n)} />);
    const input = document.createElement('input');
    input.setAttribute('data-mantine-stop-propagation', 'true');
    document.body.append(input);
    act(() => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(closed).toEqual([]);
    input.remove();
    view.unmount();
    expect(openLayerCount()).toBe(0);
  });
});
