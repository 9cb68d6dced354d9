import { describe, expect, it } from 'vitest';
import { addCombatants } from './add-combatants';
import { createInitiativeState, initiativeReducer, sortInitiative, TOP_LEVEL } from './initiative';

const goblins = { name: 'Goblin', ac: 15, hp: 7, initiativeBonus: 2, count: 3 };
const bugbear = { name: 'Bugbear', ac: 16, hp: 27, initiativeBonus: 2, count: 1 };

describe('addCombatants', () => {
  it('replaces the untouched starting entry and adds a group as sub-entries #1, #2...', () => {
    const state = addCombatants(createInitiativeState(), [goblins, bugbear], [11, 17]);
    const names = sortInitiative(state.entries).map((e) => e.name);
    expect(names).toEqual(['Bugbear', 'Goblin', 'Goblin #1', 'Goblin #2', 'Goblin #3']);
    const head = state.entries.find((e) => e.name === 'Goblin');
    expect(head).toMatchObject({ init: 13, ac: 15, maxHp: 7, parent: TOP_LEVEL });
    for (const sub of state.entries.filter((e) => e.name.startsWith('Goblin #'))) {
      expect(sub).toMatchObject({ parent: head?.id, init: 13, ac: 15, hp: 7, maxHp: 7 });
    }
    expect(state.entries.find((e) => e.name === 'Bugbear')).toMatchObject({ init: 19, hp: 27, maxHp: 27 });
  });

  it('keeps entries already there and a running initiative', () => {
    let state = initiativeReducer(createInitiativeState(), { type: 'editEntry', id: 0, field: 'name', value: 'Aria' });
    state = initiativeReducer(state, { type: 'addEntry', entry: { name: 'Bram', init: 5 } });
    state = initiativeReducer(state, { type: 'start' });
    const after = addCombatants(state, [bugbear], [3]);
    expect(after.entries.map((e) => e.name)).toEqual(['Aria', 'Bram', 'Bugbear']);
    expect(after.current).toBe(state.current);
    expect(state.entries).toHaveLength(2);
  });

  it('counts a missing or impossible roll as 10', () => {
    const state = addCombatants(createInitiativeState(), [bugbear, { ...bugbear, name: 'Ogre' }], [0]);
    expect(state.entries.map((e) => e.init)).toEqual([12, 12]);
  });
});
