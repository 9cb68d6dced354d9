import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CoinSplitterPage from './CoinSplitterPage';
import { installBrowserStubs, renderTool } from './render-tool.test-utils';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('CoinSplitterPage', () => {
  beforeEach(installBrowserStubs);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('splits the typed coins and shows each share and the leftover; Reset to Default restores the form', () => {
    renderTool(<CoinSplitterPage />);
    expect(screen.getByLabelText('Number of Players')).toHaveProperty('value', '4');
    fireEvent.change(screen.getByLabelText('Number of Players'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Gold'), { target: { value: '10' } });

    const each = section('Each Receives');
    expect(each.getByText('3 gp')).toBeTruthy();
    expect(each.getByText('3 sp')).toBeTruthy();
    expect(each.getByText('3 cp')).toBeTruthy();
    expect(each.queryByText(/pp$/)).toBeNull();
    expect(section('Leftover Coins').getByText('1 cp')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(screen.getByLabelText('Gold')).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Number of Players')).toHaveProperty('value', '4');
  });

  it('reads coins from the address and obeys the highest coin', () => {
    renderTool(<CoinSplitterPage />, '/truecoinsplitter?gold=30&players=2&highestCoin=Platinum');
    const each = section('Each Receives');
    expect(each.getByText('1 pp')).toBeTruthy();
    expect(each.getByText('5 gp')).toBeTruthy();
  });

  it('keeps a typed decimal point or exponent visible and splits nothing until the field is a whole number', () => {
    renderTool(<CoinSplitterPage />);
    const gold = screen.getByLabelText('Gold');
    fireEvent.change(gold, { target: { value: '12.5' } });
    expect(gold).toHaveProperty('value', '12.5');
    expect(screen.getByText('Whole numbers only')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Each Receives' })).toBeNull();
    expect(screen.getByText(/Nothing split yet/)).toBeTruthy();

    fireEvent.change(gold, { target: { value: '1e3' } });
    expect(gold).toHaveProperty('value', '1e3');
    expect(screen.queryByRole('region', { name: 'Each Receives' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Number of Players'), { target: { value: '2.5' } });
    expect(screen.getByLabelText('Number of Players')).toHaveProperty('value', '2.5');

    fireEvent.change(gold, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Number of Players'), { target: { value: '4' } });
    expect(screen.queryByText('Whole numbers only')).toBeNull();
    expect(section('Each Receives').getByText('3 gp')).toBeTruthy();
  });

  it('names the limit a number breaks', () => {
    renderTool(<CoinSplitterPage />);
    fireEvent.change(screen.getByLabelText('Number of Players'), { target: { value: '1' } });
    expect(screen.getByText('At least 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Conversion Rate'), { target: { value: '1000' } });
    expect(screen.getByText('At most 100')).toBeTruthy();
  });
});
