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
    expect(screen.queryByLabelText('Hit points of Goblin')).toBeNull();
    expect(screen.getByLabelText('Health of Goblin: 1 of 1, 1 of 1 standing')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Hit points of Goblin #1'), { target: { value: '0' } });
    expect(rows()[1]?.className).toContain('lw-init-down');

    expect(localStorage.getItem(INITIATIVE_STORAGE_KEY)).toContain('Goblin #1');
    first.unmount();
    renderTool(<InitiativeTrackerPage />);
    expect(screen.getByDisplayValue('Goblin #1')).toBeTruthy();
    expect(rows()).toHaveLength(2);
  });

  it("shows a group's HP as its members' sum, hurts the standing members visibly and renames them with the parent", () => {
    renderTool(<InitiativeTrackerPage />);
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Goblin' } });
    const maxHp = screen.getByLabelText('Maximum hit points of Goblin');
    fireEvent.change(maxHp, { target: { value: '7' } });
    fireEvent.blur(maxHp);
    fireEvent.click(button('Add a sub-entry to Goblin'));
    fireEvent.click(button('Add a sub-entry to Goblin'));
    fireEvent.change(screen.getByLabelText('Hit points of Goblin #1'), { target: { value: '0' } });
    expect(screen.getByLabelText('Health of Goblin: 7 of 14, 1 of 2 standing')).toBeTruthy();

    const amount = screen.getByLabelText('Heal (+) or hurt (−)');
    fireEvent.change(amount, { target: { value: '-3' } });
    fireEvent.blur(amount);
    fireEvent.click(button('Heal/Hurt'));
    fireEvent.click(button('Hurt each of the 1 standing in Goblin by 3'));
    expect(screen.getByLabelText('Hit points of Goblin #2')).toHaveProperty('value', '4');
    expect(screen.getByText(/Hurt by 3: Goblin #2 7 → 4/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Kobold' } });
    expect(screen.getByDisplayValue('Kobold #1')).toBeTruthy();
    expect(screen.getByDisplayValue('Kobold #2')).toBeTruthy();
  });

  it('puts a condition with a duration on a row, counts it down on that turn and removes it when it ends', async () => {
    renderTool(<InitiativeTrackerPage />);
    fireEvent.click(button('Add Entry'));
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Mira' } });
    fireEvent.change(screen.getByLabelText('Name, row 2'), { target: { value: 'Ogre' } });
    fireEvent.click(button('Add a condition to Ogre'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Condition' }), { target: { value: 'Poisoned' } });
    fireEvent.change(screen.getByLabelText('Rounds'), { target: { value: '1' } });
    fireEvent.click(screen.getByText('Add to Ogre'));
    const ogre = within(screen.getByRole('list', { name: 'Conditions of Ogre' }));
    expect(ogre.getByText(/Poisoned · 1 round/)).toBeTruthy();

    fireEvent.click(button('Start Initiative'));
    fireEvent.click(button('Next Turn'));
    expect(ogre.getByText(/Poisoned · 1 round/)).toBeTruthy();
    fireEvent.click(button('Next Turn'));
    expect(screen.queryByRole('list', { name: 'Conditions of Ogre' })).toBeNull();
    expect(screen.getByText(/Poisoned ended for Ogre/)).toBeTruthy();
    expect(localStorage.getItem(INITIATIVE_STORAGE_KEY)).not.toContain('"Poisoned","rounds"');
  });
  it('rolls d20 + modifier for the ticked rows in the Roll Initiative dialog, which loads on first open', async () => {
    renderTool(<InitiativeTrackerPage />);
    fireEvent.click(button('Add Entry'));
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'Mira' } });
    fireEvent.change(screen.getByLabelText('Name, row 2'), { target: { value: 'Ogre' } });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button('Roll Initiative'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll Initiative' }));
    fireEvent.click(dialog.getByLabelText('Ogre'));
    const modifier = dialog.getByLabelText('Initiative modifier of Ogre');
    fireEvent.change(modifier, { target: { value: '3' } });
    fireEvent.blur(modifier);
    fireEvent.click(dialog.getByRole('button', { name: 'Roll for 1 row' }));

    const rolled = await screen.findByText(/^Rolled:/);
    const [, total, d20] = /Ogre: (\d+) \(d20 (\d+) \+ 3\)/.exec(rolled.textContent ?? '') ?? [];
    expect(Number(total)).toBe(Number(d20) + 3);
    expect(rolled.textContent).not.toContain('Mira');
    expect(screen.getByLabelText('Initiative of Ogre')).toHaveProperty('value', total);
  });
});
