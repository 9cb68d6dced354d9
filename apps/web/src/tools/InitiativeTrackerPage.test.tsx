import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InitiativeTrackerPage from './InitiativeTrackerPage';
import { installBrowserStubs, renderTool } from './render-tool.test-utils';
import { INITIATIVE_STORAGE_KEY } from './use-initiative';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const rows = () => screen.getAllByRole('row').slice(1);

describe('InitiativeTrackerPage', () => {
  beforeEach(() => {
    installBrowserStubs();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts with one row, needs 2 to start, then runs turns with the current row marked', () => {
    renderTool(<InitiativeTrackerPage />);
    expect(rows()).toHaveLength(1);
    expect(button('Start Initiative')).toHaveProperty('disabled', true);
    expect(button('Login to save Configuration')).toHaveProperty('disabled', true);

    fireEvent.click(button('Add Entry'));
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Mira' } });
    fireEvent.change(screen.getByLabelText('Name, row 2'), { target: { value: 'Ogre' } });

    fireEvent.click(button('Start Initiative'));
    expect(screen.getByText('Turn 1')).toBeTruthy();
    expect(screen.getByText('Mira acts')).toBeTruthy();
    expect(rows()[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(button('Next Turn'));
    expect(rows()[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(button('Next Turn'));
    expect(screen.getByText('Turn 2')).toBeTruthy();

    fireEvent.click(button('Reset Initiative'));
    expect(screen.queryByText(/Turn \d/)).toBeNull();
  });

  it('Heal/Hurt: enters pending mode, applies the amount to one row, then resets to 0', () => {
    renderTool(<InitiativeTrackerPage />);
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Mira' } });
    const maxHp = screen.getByLabelText('Maximum hit points of Mira');
    fireEvent.change(maxHp, { target: { value: '20' } });
    fireEvent.blur(maxHp);
    expect(screen.getByLabelText('Hit points of Mira')).toHaveProperty('value', '20');

    expect(button('Heal/Hurt')).toHaveProperty('disabled', true);
    const amount = screen.getByLabelText('Heal (+) or hurt (−)');
    fireEvent.change(amount, { target: { value: '-7' } });
    fireEvent.blur(amount);
    fireEvent.click(button('Heal/Hurt'));
    expect(button('Cancel heal/damage')).toBeTruthy();
    fireEvent.click(button('Hurt Mira by 7'));

    expect(screen.getByLabelText('Hit points of Mira')).toHaveProperty('value', '13');
    expect(button('Heal/Hurt')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Heal (+) or hurt (−)')).toHaveProperty('value', '0');
  });

  it('adds sub-entries, shades rows at 0 hp, and keeps everything across a reload', () => {
    const first = renderTool(<InitiativeTrackerPage />);
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Goblin' } });
    fireEvent.click(button('Add a sub-entry to Goblin'));
    const subRow = rows()[1];
    expect(subRow && within(subRow).getByDisplayValue('Goblin #1')).toBeTruthy();
    expect(screen.getByLabelText('Hit points of Goblin')).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Hit points of Goblin #1'), { target: { value: '0' } });
    expect(rows()[1]?.className).toContain('lw-init-down');

    expect(localStorage.getItem(INITIATIVE_STORAGE_KEY)).toContain('Goblin #1');
    first.unmount();
    renderTool(<InitiativeTrackerPage />);
    expect(screen.getByDisplayValue('Goblin #1')).toBeTruthy();
    expect(rows()).toHaveLength(2);
  });
});
