import { srdMonster } from '@lorewright/engine';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs, renderTool } from '../tools/render-tool.test-utils';
import { modifierText, MonsterStatBlock } from './MonsterStatBlock';

describe('MonsterStatBlock', () => {
  beforeEach(installBrowserStubs);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('writes modifiers by SPEC 5: rounded down to even, minus 10, halved, signed', () => {
    expect([1, 8, 9, 10, 11, 14, 15, 30].map(modifierText)).toEqual(['-5', '-1', '-1', '+0', '+0', '+2', '+2', '+10']);
  });

  it('shows a creature as a classic stat block: figures, ability table, traits, actions and lore', () => {
    const goblin = srdMonster('goblin');
    if (!goblin) throw new Error('goblin');
    renderTool(<MonsterStatBlock monster={goblin} />);
    const block = screen.getByRole('article', { name: 'Goblin stat block' });
    expect(within(block).getByRole('heading', { name: 'Goblin' })).toBeTruthy();
    expect(block.textContent).toContain('Small humanoid (goblinoid), neutral evil');
    expect(block.textContent).toContain('Armor Class 15');
    expect(block.textContent).toContain('Hit Points 7 (2d6)');
    const cells = within(block)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['8 (-1)', '14 (+2)', '10 (+0)', '10 (+0)', '8 (-1)', '8 (-1)']);
    expect(block.textContent).toContain('Challenge 1/4 (50 XP)');
    expect(block.textContent).toContain('Scimitar. Melee Weapon Attack: +4 to hit, reach 5 ft., one target.');
    expect(block.textContent).toContain('Nimble Escape.');
    expect(within(block).getByRole('heading', { name: 'Lore' })).toBeTruthy();
  }, 30_000);
});
