import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canStart,
  compareInitiative,
  createInitiativeState,
  healthColor,
  initiativeReducer,
  isHpLocked,
  isInitLocked,
  isSubEntry,
  MAX_INITIATIVE_NUMBER,
  readInitiativeNumber,
  restoreInitiativeState,
  sanitizeEntries,
  sortInitiative,
  takesTurn,
  TOP_LEVEL,
  type InitiativeAction,
  type InitiativeEntry,
  type InitiativeState,
} from './initiative';
import { entry, get, run, tracker } from './initiative-fixtures';

const e = entry;
const st = tracker;
const order = (state: InitiativeState): number[] => sortInitiative(state.entries).map((x) => x.id);

/** Three fighters: 0 (init 20), 1 (init 15), 2 (init 10). */
const trio = (): InitiativeState => st([e(0, { init: 20 }), e(1, { init: 15 }), e(2, { init: 10 })]);

/** A goblin group: 0 (init 12, parent), 1 and 2 its sub-entries; 3 a lone fighter at init 8. */
const goblins = (over: { parentHp?: number; subHp?: [number, number] } = {}): InitiativeState =>
  st([
    e(0, { init: 12, name: 'Goblin', hp: over.parentHp ?? 7, maxHp: 7 }),
    e(1, { init: 12, name: 'Goblin #1', hp: over.subHp?.[0] ?? 7, maxHp: 7, parent: 0 }),
    e(2, { init: 12, name: 'Goblin #2', hp: over.subHp?.[1] ?? 7, maxHp: 7, parent: 0 }),
    e(3, { init: 8, name: 'Fighter' }),
  ]);

describe('createInitiativeState', () => {
  it('starts with one default entry of id 0, ids continuing from 1, not started', () => {
    const s = createInitiativeState();
    expect(s.entries).toEqual([
      { id: 0, init: 0, subInit: 0, name: '', ac: 10, hp: 1, maxHp: 1, info: '', parent: TOP_LEVEL },
    ]);
    expect(s).toMatchObject({ nextId: 1, current: null, turn: 0, healAmount: 0, healPending: false });
  });
});

describe('addEntry', () => {
  const cases: {
    rule: string;
    state: InitiativeState;
    action: InitiativeAction;
    expected: Partial<InitiativeEntry>;
  }[] = [
    {
      rule: 'new entries take the next id (1 after the first entry) and the defaults AC 10, HP 1, max HP 1',
      state: createInitiativeState(),
      action: { type: 'addEntry' },
      expected: { id: 1, init: 0, name: '', ac: 10, hp: 1, maxHp: 1, info: '', parent: TOP_LEVEL },
    },
    {
      rule: 'given fields are used; missing hp means full health',
      state: createInitiativeState(),
      action: { type: 'addEntry', entry: { name: 'Ogre', init: 9, ac: 11, maxHp: 59, info: 'greatclub' } },
      expected: { id: 1, name: 'Ogre', init: 9, ac: 11, hp: 59, maxHp: 59, info: 'greatclub' },
    },
    {
      rule: 'hp alone sets max hp too',
      state: createInitiativeState(),
      action: { type: 'addEntry', entry: { hp: 22 } },
      expected: { hp: 22, maxHp: 22 },
    },
    {
      rule: 'hp above max hp is clamped',
      state: createInitiativeState(),
      action: { type: 'addEntry', entry: { hp: 40, maxHp: 30 } },
      expected: { hp: 30, maxHp: 30 },
    },
    {
      rule: 'numbers that are not numbers fall back to the defaults',
      state: createInitiativeState(),
      action: { type: 'addEntry', entry: { init: Number.NaN, ac: Number.POSITIVE_INFINITY, hp: Number.NaN } },
      expected: { init: 0, ac: 10, hp: 1, maxHp: 1 },
    },
    {
      rule: 'a new entry goes to the bottom of its tie group',
      state: st([e(0, { init: 5, subInit: 0 }), e(1, { init: 5, subInit: 3 }), e(2, { init: 9, subInit: 8 })]),
      action: { type: 'addEntry', entry: { init: 5 } },
      expected: { id: 3, init: 5, subInit: 4 },
    },
  ];
  it.each(cases)('$rule', ({ state, action, expected }) => {
    const next = initiativeReducer(state, action);
    expect(next.entries).toHaveLength(state.entries.length + 1);
    expect(next.entries.at(-1)).toMatchObject(expected);
    expect(next.nextId).toBe(state.nextId + 1);
  });

  it('ids keep counting after removals', () => {
    const s = run(createInitiativeState(), { type: 'addEntry' }, { type: 'removeEntry', id: 1 }, { type: 'addEntry' });
    expect(s.entries.map((x) => x.id)).toEqual([0, 2]);
  });

  it('adding while started keeps the current turn', () => {
    const s = run(trio(), { type: 'start' }, { type: 'nextTurn' }, { type: 'addEntry', entry: { init: 30 } });
    expect(s).toMatchObject({ current: 1, turn: 1 });
  });
});

describe('removeEntry', () => {
  const cases: {
    rule: string;
    state: InitiativeState;
    id: number;
    ids: number[];
    current: number | null;
    turn: number;
  }[] = [
    { rule: 'removes the entry when not started', state: trio(), id: 1, ids: [0, 2], current: null, turn: 0 },
    { rule: 'removes its sub-entries with it', state: goblins(), id: 0, ids: [3], current: null, turn: 0 },
    { rule: 'removing a sub-entry leaves its parent', state: goblins(), id: 1, ids: [0, 2, 3], current: null, turn: 0 },
    {
      rule: 'removing another entry keeps the current turn',
      state: { ...trio(), current: 1, turn: 3 },
      id: 2,
      ids: [0, 1],
      current: 1,
      turn: 3,
    },
    {
      rule: 'removing the current entry passes the turn to the next in order',
      state: { ...trio(), current: 0, turn: 2 },
      id: 0,
      ids: [1, 2],
      current: 1,
      turn: 2,
    },
    {
      rule: 'removing the current entry at the end of the order wraps and counts a new round',
      state: {
        ...st([e(0, { init: 20 }), e(1, { init: 15 }), e(2, { init: 10 }), e(3, { init: 5 })]),
        current: 3,
        turn: 2,
      },
      id: 3,
      ids: [0, 1, 2],
      current: 0,
      turn: 3,
    },
    {
      rule: 'removing the current entry skips the dead',
      state: { ...st([e(0, { init: 20 }), e(1, { init: 15, hp: 0 }), e(2, { init: 10 }), e(3)]), current: 0, turn: 1 },
      id: 0,
      ids: [1, 2, 3],
      current: 2,
      turn: 1,
    },
    {
      rule: 'removing the current entry with nobody left standing ends initiative',
      state: { ...st([e(0, { init: 20 }), e(1, { hp: 0 }), e(2, { hp: 0 })]), current: 0, turn: 4 },
      id: 0,
      ids: [1, 2],
      current: null,
      turn: 0,
    },
    {
      rule: 'fewer than 2 entries left ends initiative',
      state: { ...st([e(0, { init: 20 }), e(1)]), current: 0, turn: 2 },
      id: 1,
      ids: [0],
      current: null,
      turn: 0,
    },
  ];
  it.each(cases)('$rule', ({ state, id, ids, current, turn }) => {
    const next = initiativeReducer(state, { type: 'removeEntry', id });
    expect(next.entries.map((x) => x.id)).toEqual(ids);
    expect(next.current).toBe(current);
    expect(next.turn).toBe(turn);
  });

  it('an unknown id changes nothing', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'removeEntry', id: 42 })).toBe(s);
  });
});

describe('addSubEntry', () => {
  it('copies init, tie-break, AC and max HP, starts at full hp and is named "<parent> #1"', () => {
    const s = initiativeReducer(
      st([e(0, { init: 14, subInit: 2, name: 'Bandit', ac: 12, hp: 3, maxHp: 11, info: 'scimitar' })]),
      { type: 'addSubEntry', parentId: 0 },
    );
    expect(s.entries[1]).toEqual({
      id: 1,
      init: 14,
      subInit: 2,
      name: 'Bandit #1',
      ac: 12,
      hp: 11,
      maxHp: 11,
      info: '',
      parent: 0,
    });
    expect(s.nextId).toBe(2);
  });

  const cases: { rule: string; state: InitiativeState; target: number; name: string; parent: number }[] = [
    { rule: 'numbers count up', state: goblins(), target: 0, name: 'Goblin #3', parent: 0 },
    {
      rule: 'numbers continue after the highest even when a lower one was removed',
      state: initiativeReducer(goblins(), { type: 'removeEntry', id: 1 }),
      target: 0,
      name: 'Goblin #3',
      parent: 0,
    },
    { rule: 'adding on a sub-entry adds to its parent', state: goblins(), target: 2, name: 'Goblin #3', parent: 0 },
    { rule: 'an unnamed parent gives "#1"', state: createInitiativeState(), target: 0, name: '#1', parent: 0 },
  ];
  it.each(cases)('$rule', ({ state, target, name, parent }) => {
    const s = initiativeReducer(state, { type: 'addSubEntry', parentId: target });
    expect(s.entries.at(-1)).toMatchObject({ name, parent, id: state.nextId });
  });

  it('a sub-entry sorts right after its parent, ahead of others in the same tie', () => {
    const s = run(st([e(0, { init: 10, subInit: 0 }), e(1, { init: 10, subInit: 1 })]), {
      type: 'addSubEntry',
      parentId: 0,
    });
    expect(order(s)).toEqual([0, 2, 1]);
  });

  it("locks the parent's hp and the sub-entry's init", () => {
    const s = initiativeReducer(trio(), { type: 'addSubEntry', parentId: 1 });
    expect(isHpLocked(get(s, 1), s.entries)).toBe(true);
    expect(isHpLocked(get(s, 0), s.entries)).toBe(false);
    expect(isInitLocked(get(s, 3), s.entries)).toBe(true);
    expect(isInitLocked(get(s, 1), s.entries)).toBe(false);
  });

  it('an unknown parent changes nothing', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'addSubEntry', parentId: 9 })).toBe(s);
  });
});

describe('editEntry', () => {
  const cases: {
    rule: string;
    state: InitiativeState;
    id: number;
    field: 'init' | 'name' | 'ac' | 'hp' | 'maxHp' | 'info';
    value: string | number;
    expected: Partial<InitiativeEntry>;
  }[] = [
    {
      rule: 'name is set',
      state: trio(),
      id: 1,
      field: 'name',
      value: 'Captain Rell',
      expected: { name: 'Captain Rell' },
    },
    { rule: 'name may be cleared', state: trio(), id: 1, field: 'name', value: '', expected: { name: '' } },
    {
      rule: 'info is set',
      state: trio(),
      id: 1,
      field: 'info',
      value: 'prone, poisoned',
      expected: { info: 'prone, poisoned' },
    },
    { rule: 'ac is set from text', state: trio(), id: 1, field: 'ac', value: '17', expected: { ac: 17 } },
    { rule: 'ac is set from a number', state: trio(), id: 1, field: 'ac', value: 13, expected: { ac: 13 } },
    { rule: 'blank ac is ignored', state: trio(), id: 1, field: 'ac', value: '', expected: { ac: 10 } },
    { rule: 'blank init is ignored', state: trio(), id: 1, field: 'init', value: '  ', expected: { init: 15 } },
    {
      rule: 'init that is not a number is ignored',
      state: trio(),
      id: 1,
      field: 'init',
      value: 'fast',
      expected: { init: 15 },
    },
    { rule: 'init is set', state: trio(), id: 1, field: 'init', value: '18', expected: { init: 18 } },
    { rule: 'decimals are dropped', state: trio(), id: 1, field: 'init', value: '12.7', expected: { init: 12 } },
    {
      rule: 'huge numbers are capped',
      state: trio(),
      id: 1,
      field: 'ac',
      value: '1e12',
      expected: { ac: MAX_INITIATIVE_NUMBER },
    },
    { rule: 'hp is set', state: trio(), id: 1, field: 'hp', value: '4', expected: { hp: 4 } },
    { rule: 'hp is clamped to max hp', state: trio(), id: 1, field: 'hp', value: '25', expected: { hp: 10 } },
    { rule: 'hp is clamped to 0', state: trio(), id: 1, field: 'hp', value: '-6', expected: { hp: 0 } },
    { rule: 'blank hp is ignored', state: trio(), id: 1, field: 'hp', value: '', expected: { hp: 10 } },
    {
      rule: 'hp of an entry with sub-entries is locked',
      state: goblins({ parentHp: 5 }),
      id: 0,
      field: 'hp',
      value: '2',
      expected: { hp: 5 },
    },
    { rule: 'hp of a sub-entry is editable', state: goblins(), id: 1, field: 'hp', value: '2', expected: { hp: 2 } },
    {
      rule: 'raising max hp rescales hp in proportion',
      state: st([e(0, { hp: 10, maxHp: 20 })]),
      id: 0,
      field: 'maxHp',
      value: '30',
      expected: { hp: 15, maxHp: 30 },
    },
    {
      rule: 'lowering max hp rescales hp, rounded down',
      state: st([e(0, { hp: 7, maxHp: 10 })]),
      id: 0,
      field: 'maxHp',
      value: '5',
      expected: { hp: 3, maxHp: 5 },
    },
    {
      rule: 'max hp is at least 1',
      state: st([e(0, { hp: 7, maxHp: 10 })]),
      id: 0,
      field: 'maxHp',
      value: '0',
      expected: { hp: 0, maxHp: 1 },
    },
    {
      rule: 'blank max hp is ignored',
      state: trio(),
      id: 1,
      field: 'maxHp',
      value: '',
      expected: { hp: 10, maxHp: 10 },
    },
    {
      rule: "a sub-entry's init is locked",
      state: goblins(),
      id: 1,
      field: 'init',
      value: '3',
      expected: { init: 12 },
    },
  ];
  it.each(cases)('$rule', ({ state, id, field, value, expected }) => {
    const next = initiativeReducer(state, { type: 'editEntry', id, field, value });
    expect(get(next, id)).toMatchObject(expected);
  });

  it('a changed init goes to the bottom of its new tie group', () => {
    const s = st([e(0, { init: 12, subInit: 0 }), e(1, { init: 12, subInit: 5 }), e(2, { init: 7 })]);
    const next = initiativeReducer(s, { type: 'editEntry', id: 2, field: 'init', value: 12 });
    expect(get(next, 2).subInit).toBe(6);
    expect(order(next)).toEqual([0, 1, 2]);
  });

  it('setting init to its present value does not move the entry', () => {
    const s = st([e(0, { init: 12, subInit: 0 }), e(1, { init: 12, subInit: 1 })]);
    expect(order(initiativeReducer(s, { type: 'editEntry', id: 0, field: 'init', value: '12' }))).toEqual([0, 1]);
  });

  it("a parent's init and tie-break carry to its sub-entries", () => {
    const next = initiativeReducer(goblins(), { type: 'editEntry', id: 0, field: 'init', value: '3' });
    for (const id of [0, 1, 2]) expect(get(next, id)).toMatchObject({ init: 3, subInit: get(next, 0).subInit });
    expect(order(next)).toEqual([3, 0, 1, 2]);
  });

  it('an unknown id changes nothing', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'editEntry', id: 7, field: 'name', value: 'x' })).toBe(s);
  });
});

describe('moveEntry', () => {
  const tie = (): InitiativeState =>
    st([
      e(0, { init: 18 }),
      e(1, { init: 10, subInit: 0 }),
      e(2, { init: 10, subInit: 1 }),
      e(3, { init: 10, subInit: 2 }),
      e(4, { init: 4 }),
    ]);
  const cases: { rule: string; state: InitiativeState; id: number; direction: 'up' | 'down'; expected: number[] }[] = [
    {
      rule: 'up swaps with the entry above in the tie',
      state: tie(),
      id: 2,
      direction: 'up',
      expected: [0, 2, 1, 3, 4],
    },
    {
      rule: 'down swaps with the entry below in the tie',
      state: tie(),
      id: 2,
      direction: 'down',
      expected: [0, 1, 3, 2, 4],
    },
    {
      rule: 'up at the top of a tie does nothing (the entry above has another init)',
      state: tie(),
      id: 1,
      direction: 'up',
      expected: [0, 1, 2, 3, 4],
    },
    {
      rule: 'down at the bottom of a tie does nothing',
      state: tie(),
      id: 3,
      direction: 'down',
      expected: [0, 1, 2, 3, 4],
    },
    {
      rule: 'an entry alone in its init does not move',
      state: tie(),
      id: 0,
      direction: 'down',
      expected: [0, 1, 2, 3, 4],
    },
    {
      rule: 'equal tie-break values still swap',
      state: st([e(0, { init: 5 }), e(1, { init: 5 }), e(2, { init: 5 })]),
      id: 2,
      direction: 'up',
      expected: [0, 2, 1],
    },
    {
      rule: 'a group moves with its parent',
      state: st([
        e(0, { init: 9, subInit: 0 }),
        e(1, { init: 9, subInit: 1 }),
        e(2, { init: 9, subInit: 1, parent: 1 }),
      ]),
      id: 1,
      direction: 'up',
      expected: [1, 2, 0],
    },
    {
      rule: 'a sub-entry does not move on its own',
      state: st([
        e(0, { init: 9, subInit: 0 }),
        e(1, { init: 9, subInit: 1 }),
        e(2, { init: 9, subInit: 1, parent: 1 }),
      ]),
      id: 2,
      direction: 'up',
      expected: [0, 1, 2],
    },
  ];
  it.each(cases)('$rule', ({ state, id, direction, expected }) => {
    expect(order(initiativeReducer(state, { type: 'moveEntry', id, direction }))).toEqual(expected);
  });

  it('a moved group keeps its sub-entries on the parent tie-break', () => {
    const s = st([
      e(0, { init: 9, subInit: 0 }),
      e(1, { init: 9, subInit: 1 }),
      e(2, { init: 9, subInit: 1, parent: 1 }),
    ]);
    const next = initiativeReducer(s, { type: 'moveEntry', id: 1, direction: 'up' });
    expect(get(next, 2).subInit).toBe(get(next, 1).subInit);
  });

  it('an unknown id changes nothing', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'moveEntry', id: 11, direction: 'up' })).toBe(s);
  });
});

describe('start', () => {
  const cases: { rule: string; state: InitiativeState; current: number | null; turn: number }[] = [
    { rule: 'with no entries it does nothing', state: st([]), current: null, turn: 0 },
    { rule: 'with 1 entry it does nothing', state: createInitiativeState(), current: null, turn: 0 },
    { rule: 'the first entry in order becomes current on turn 1', state: trio(), current: 0, turn: 1 },
    {
      rule: 'order decides, not list position',
      state: st([e(0, { init: 3 }), e(1, { init: 19 }), e(2, { init: 19, subInit: -1 })]),
      current: 2,
      turn: 1,
    },
    {
      rule: 'a dead first entry is passed over',
      state: st([e(0, { init: 20, hp: 0 }), e(1, { init: 5 })]),
      current: 1,
      turn: 1,
    },
    {
      rule: 'with everyone dead the first in order is current',
      state: st([e(0, { init: 2, hp: 0 }), e(1, { init: 5, hp: 0 })]),
      current: 1,
      turn: 1,
    },
  ];
  it.each(cases)('$rule', ({ state, current, turn }) => {
    expect(initiativeReducer(state, { type: 'start' })).toMatchObject({ current, turn });
  });

  it('starting again while started changes nothing', () => {
    const s = run(trio(), { type: 'start' }, { type: 'nextTurn' });
    expect(initiativeReducer(s, { type: 'start' })).toBe(s);
  });

  it('canStart needs at least 2 entries', () => {
    expect([st([]), createInitiativeState(), trio()].map(canStart)).toEqual([false, false, true]);
  });
});

describe('nextTurn', () => {
  const four = (over: Partial<Record<number, Partial<InitiativeEntry>>> = {}): InitiativeState =>
    st([0, 1, 2, 3].map((id) => e(id, { init: 20 - id * 5, ...over[id] })));
  const cases: {
    rule: string;
    state: InitiativeState;
    steps: number;
    current: number | null;
    turn: number;
  }[] = [
    { rule: 'before the start it does nothing', state: four(), steps: 1, current: null, turn: 0 },
    {
      rule: 'moves to the next entry in order',
      state: { ...four(), current: 0, turn: 1 },
      steps: 1,
      current: 1,
      turn: 1,
    },
    {
      rule: 'wrapping to the top counts a new round',
      state: { ...four(), current: 3, turn: 1 },
      steps: 1,
      current: 0,
      turn: 2,
    },
    {
      rule: 'a full round comes back to the first',
      state: { ...four(), current: 0, turn: 1 },
      steps: 4,
      current: 0,
      turn: 2,
    },
    {
      rule: 'entries at 0 hp are skipped',
      state: { ...four({ 1: { hp: 0 }, 2: { hp: 0 } }), current: 0, turn: 1 },
      steps: 1,
      current: 3,
      turn: 1,
    },
    {
      rule: 'skipping dead entries can wrap',
      state: { ...four({ 0: { hp: 0 }, 3: { hp: 0 } }), current: 2, turn: 5 },
      steps: 1,
      current: 1,
      turn: 6,
    },
    {
      rule: 'with one entry standing it takes every turn',
      state: { ...four({ 1: { hp: 0 }, 2: { hp: 0 }, 3: { hp: 0 } }), current: 0, turn: 1 },
      steps: 2,
      current: 0,
      turn: 3,
    },
    {
      rule: 'with everyone dead nothing moves',
      state: { ...four({ 0: { hp: 0 }, 1: { hp: 0 }, 2: { hp: 0 }, 3: { hp: 0 } }), current: 2, turn: 4 },
      steps: 1,
      current: 2,
      turn: 4,
    },
    { rule: 'sub-entries are skipped', state: { ...goblins(), current: 0, turn: 1 }, steps: 1, current: 3, turn: 1 },
    {
      rule: 'a group whose parent fell still acts while a sub-entry stands',
      state: { ...goblins({ parentHp: 0, subHp: [0, 3] }), current: 3, turn: 1 },
      steps: 1,
      current: 0,
      turn: 2,
    },
    {
      rule: 'a group with every member down is skipped',
      state: { ...goblins({ parentHp: 0, subHp: [0, 0] }), current: 3, turn: 1 },
      steps: 1,
      current: 3,
      turn: 2,
    },
  ];
  it.each(cases)('$rule', ({ state, steps, current, turn }) => {
    const next = run(state, ...Array.from({ length: steps }, (): InitiativeAction => ({ type: 'nextTurn' })));
    expect(next).toMatchObject({ current, turn });
  });

  it('follows the order after an init change of the current entry', () => {
    const s = run(
      trio(),
      { type: 'start' },
      { type: 'editEntry', id: 0, field: 'init', value: 12 },
      { type: 'nextTurn' },
    );
    expect(s).toMatchObject({ current: 2, turn: 1 });
  });
});

describe('reset', () => {
  it('returns to not started and keeps the entries', () => {
    const started = run(trio(), { type: 'start' }, { type: 'nextTurn' });
    const s = initiativeReducer(started, { type: 'reset' });
    expect(s).toMatchObject({ current: null, turn: 0 });
    expect(s.entries).toBe(started.entries);
  });

  it('does nothing before the start', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'reset' })).toBe(s);
  });
});

describe('heal and hurt', () => {
  const amountCases: { rule: string; value: string | number; expected: number }[] = [
    { rule: 'text amount', value: '5', expected: 5 },
    { rule: 'negative damages', value: '-3', expected: -3 },
    { rule: 'a number', value: 8, expected: 8 },
    { rule: 'blank is ignored', value: '', expected: 2 },
    { rule: 'text that is not a number is ignored', value: 'lots', expected: 2 },
  ];
  it.each(amountCases)('setHealAmount: $rule', ({ value, expected }) => {
    const s = run(trio(), { type: 'setHealAmount', value: 2 }, { type: 'setHealAmount', value });
    expect(s.healAmount).toBe(expected);
  });

  const flowCases: {
    rule: string;
    state: InitiativeState;
    actions: InitiativeAction[];
    pending: boolean;
    amount: number;
    hp?: Record<number, number>;
  }[] = [
    {
      rule: 'with amount 0 pending does not begin',
      state: trio(),
      actions: [{ type: 'beginHealHurt' }],
      pending: false,
      amount: 0,
    },
    {
      rule: 'a non-zero amount begins pending',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: -4 }, { type: 'beginHealHurt' }],
      pending: true,
      amount: -4,
    },
    {
      rule: 'beginning twice stays pending',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: 3 }, { type: 'beginHealHurt' }, { type: 'beginHealHurt' }],
      pending: true,
      amount: 3,
    },
    {
      rule: 'cancel ends pending and keeps the amount',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: -4 }, { type: 'beginHealHurt' }, { type: 'cancelHealHurt' }],
      pending: false,
      amount: -4,
      hp: { 0: 10, 1: 10, 2: 10 },
    },
    {
      rule: 'applying while not pending does nothing',
      state: trio(),
      actions: [
        { type: 'setHealAmount', value: -4 },
        { type: 'applyHealHurt', id: 1 },
      ],
      pending: false,
      amount: -4,
      hp: { 1: 10 },
    },
    {
      rule: 'a negative amount damages the row, then the amount resets to 0 and pending ends',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: -4 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 1 }],
      pending: false,
      amount: 0,
      hp: { 0: 10, 1: 6, 2: 10 },
    },
    {
      rule: 'damage stops at 0',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: -40 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 2 }],
      pending: false,
      amount: 0,
      hp: { 2: 0 },
    },
    {
      rule: 'a positive amount heals, up to max hp',
      state: st([e(0, { hp: 2 }), e(1, { hp: 2 })]),
      actions: [{ type: 'setHealAmount', value: 50 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 0 }],
      pending: false,
      amount: 0,
      hp: { 0: 10, 1: 2 },
    },
    {
      rule: 'an unknown row keeps pending',
      state: trio(),
      actions: [{ type: 'setHealAmount', value: 3 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 99 }],
      pending: true,
      amount: 3,
    },
    {
      rule: "on a parent with sub-entries it applies to each standing member, not the parent's own hp",
      state: goblins(),
      actions: [{ type: 'setHealAmount', value: -5 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 0 }],
      pending: false,
      amount: 0,
      hp: { 0: 7, 1: 2, 2: 2, 3: 10 },
    },
    {
      rule: 'a fallen member is not healed from the group, only from its own row',
      state: goblins({ subHp: [0, 3] }),
      actions: [{ type: 'setHealAmount', value: 2 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 0 }],
      pending: false,
      amount: 0,
      hp: { 1: 0, 2: 5 },
    },
    {
      rule: 'on a sub-entry it applies to that sub-entry only',
      state: goblins(),
      actions: [{ type: 'setHealAmount', value: -5 }, { type: 'beginHealHurt' }, { type: 'applyHealHurt', id: 2 }],
      pending: false,
      amount: 0,
      hp: { 0: 7, 1: 7, 2: 2 },
    },
  ];
  it.each(flowCases)('$rule', ({ state, actions, pending, amount, hp }) => {
    const s = run(state, ...actions);
    expect(s.healPending).toBe(pending);
    expect(s.healAmount).toBe(amount);
    for (const [id, value] of Object.entries(hp ?? {})) expect(get(s, Number(id)).hp).toBe(value);
  });
});

describe('rollInitiative', () => {
  const cases: {
    rule: string;
    state: InitiativeState;
    action: Extract<InitiativeAction, { type: 'rollInitiative' }>;
    init: Record<number, number>;
    order?: number[];
  }[] = [
    {
      rule: 'chosen rows get d20 plus their modifier; others keep theirs',
      state: trio(),
      action: { type: 'rollInitiative', rolls: { 0: 4, 2: 17 }, modifiers: { 0: 2, 2: -1 } },
      init: { 0: 6, 1: 15, 2: 16 },
      order: [2, 1, 0],
    },
    {
      rule: 'a missing modifier counts as 0',
      state: trio(),
      action: { type: 'rollInitiative', rolls: { 1: 11 } },
      init: { 1: 11 },
    },
    {
      rule: 'results outside 1..20 or not whole are ignored',
      state: trio(),
      action: { type: 'rollInitiative', rolls: { 0: 0, 1: 21, 2: 3.5 } },
      init: { 0: 20, 1: 15, 2: 10 },
    },
    {
      rule: "a parent's roll carries to its sub-entries, whose own rolls are ignored",
      state: goblins(),
      action: { type: 'rollInitiative', rolls: { 0: 19, 1: 2 }, modifiers: { 0: 2 } },
      init: { 0: 21, 1: 21, 2: 21, 3: 8 },
    },
    {
      rule: 'rolled rows that tie keep their previous relative order, below the rows already there',
      state: st([e(0, { init: 9 }), e(1, { init: 4 }), e(2, { init: 2 })]),
      action: { type: 'rollInitiative', rolls: { 1: 9, 2: 9 } },
      init: { 0: 9, 1: 9, 2: 9 },
      order: [0, 1, 2],
    },
  ];
  it.each(cases)('$rule', ({ state, action, init, order: expectedOrder }) => {
    const s = initiativeReducer(state, action);
    for (const [id, value] of Object.entries(init)) expect(get(s, Number(id)).init).toBe(value);
    if (expectedOrder) expect(order(s)).toEqual(expectedOrder);
  });

  it('with no usable rolls the state is unchanged', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'rollInitiative', rolls: {} })).toBe(s);
    expect(initiativeReducer(s, { type: 'rollInitiative', rolls: { 8: 12 } })).toBe(s);
  });
});

describe('loadConfiguration and sanitizeEntries', () => {
  it('replaces the entries, stops initiative, clears Heal/Hurt and continues ids after the highest', () => {
    const started = { ...run(trio(), { type: 'start' }), healAmount: 4, healPending: true };
    const loaded = initiativeReducer(started, {
      type: 'loadConfiguration',
      entries: [e(5, { name: 'Wolf' }), e(9, { name: 'Wolf #1', parent: 5 })],
    });
    expect(loaded.entries.map((x) => x.name)).toEqual(['Wolf', 'Wolf #1']);
    expect(loaded).toMatchObject({ nextId: 10, current: null, turn: 0, healAmount: 0, healPending: false });
  });

  it('an empty configuration leaves no entries and ids from 1', () => {
    expect(initiativeReducer(trio(), { type: 'loadConfiguration', entries: [] })).toMatchObject({
      entries: [],
      nextId: 1,
    });
  });

  const cases: { rule: string; raw: unknown; expected: Partial<InitiativeEntry>[] }[] = [
    { rule: 'not a list gives no entries', raw: { entries: 3 }, expected: [] },
    { rule: 'items that are not objects are dropped', raw: [null, 4, 'x', [1]], expected: [] },
    {
      rule: 'missing fields take the defaults; missing hp means full',
      raw: [{ id: 0 }, { id: 1, maxHp: 9 }],
      expected: [
        { id: 0, init: 0, subInit: 0, name: '', ac: 10, hp: 1, maxHp: 1, info: '', parent: TOP_LEVEL },
        { id: 1, hp: 9, maxHp: 9 },
      ],
    },
    {
      rule: 'numbers stored as text are read; hp is clamped; max hp is at least 1',
      raw: [
        { id: '3', init: '14', ac: '15', hp: 99, maxHp: '12' },
        { id: 4, hp: -2, maxHp: -8 },
      ],
      expected: [
        { id: 3, init: 14, ac: 15, hp: 12, maxHp: 12 },
        { id: 4, hp: 0, maxHp: 1 },
      ],
    },
    {
      rule: 'duplicate or missing ids get fresh ones',
      raw: [{ id: 2 }, { id: 2 }, { name: 'no id' }, { id: -4 }],
      expected: [{ id: 2 }, { id: 3 }, { id: 4, name: 'no id' }, { id: 5 }],
    },
    {
      rule: 'a sub-entry of a missing or nested parent becomes top-level; a valid one takes its parent init',
      raw: [
        { id: 0, init: 11, subInit: 2 },
        { id: 1, parent: 0, init: 3 },
        { id: 2, parent: 1 },
        { id: 3, parent: 77 },
        { id: 4, parent: 4 },
      ],
      expected: [
        { id: 0, parent: TOP_LEVEL },
        { id: 1, parent: 0, init: 11, subInit: 2 },
        { id: 2, parent: TOP_LEVEL },
        { id: 3, parent: TOP_LEVEL },
        { id: 4, parent: TOP_LEVEL },
      ],
    },
    {
      rule: 'a name that is not text becomes empty',
      raw: [{ id: 0, name: 12, info: {} }],
      expected: [{ name: '', info: '' }],
    },
  ];
  it.each(cases)('$rule', ({ raw, expected }) => {
    const entries = sanitizeEntries(raw);
    expect(entries).toHaveLength(expected.length);
    expected.forEach((want, i) => expect(entries[i]).toMatchObject(want));
  });
});

describe('restoreInitiativeState', () => {
  it('gives back a stored state unchanged (JSON round trip)', () => {
    const s = run(
      goblins(),
      { type: 'start' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'setHealAmount', value: -2 },
    );
    expect(restoreInitiativeState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  const cases: { rule: string; raw: unknown; expected: Partial<InitiativeState> }[] = [
    { rule: 'garbage gives a fresh tracker', raw: 'nonsense', expected: createInitiativeState() },
    { rule: 'no entries list gives a fresh tracker', raw: { turn: 3 }, expected: createInitiativeState() },
    {
      rule: 'a current entry that is gone means not started',
      raw: { entries: [e(0), e(1)], current: 8, turn: 3 },
      expected: { current: null, turn: 0 },
    },
    {
      rule: 'a current sub-entry means not started',
      raw: { entries: [e(0), e(1, { parent: 0 })], current: 1, turn: 3 },
      expected: { current: null, turn: 0 },
    },
    {
      rule: 'a running state keeps its turn',
      raw: { entries: [e(0), e(1)], current: 1, turn: 3 },
      expected: { current: 1, turn: 3 },
    },
    {
      rule: 'a running state with a bad turn is on turn 1',
      raw: { entries: [e(0), e(1)], current: 1, turn: 'x' },
      expected: { current: 1, turn: 1 },
    },
    {
      rule: 'nextId is never below the ids in use',
      raw: { entries: [e(6), e(1)], nextId: 2 },
      expected: { nextId: 7 },
    },
    {
      rule: 'pending must be exactly true',
      raw: { entries: [], healPending: 'yes', healAmount: '4' },
      expected: { healPending: false, healAmount: 4 },
    },
  ];
  it.each(cases)('$rule', ({ raw, expected }) => {
    expect(restoreInitiativeState(raw)).toMatchObject(expected);
  });
});

describe('sortInitiative', () => {
  it('orders by init descending, then tie-break ascending, then id; sub-entries follow their parent in id order', () => {
    const entries = [
      e(0, { init: 5 }),
      e(1, { init: 15, subInit: 1 }),
      e(2, { init: 15, subInit: 0 }),
      e(3, { init: 15, subInit: 1 }),
      e(6, { init: 15, subInit: 1, parent: 1 }),
      e(5, { init: 15, subInit: 1, parent: 1 }),
      e(4, { init: 22 }),
    ];
    expect(sortInitiative(entries).map((x) => x.id)).toEqual([4, 2, 1, 5, 6, 3, 0]);
  });

  it('does not change its input', () => {
    const entries = [e(0, { init: 1 }), e(1, { init: 2 })];
    const copy = JSON.parse(JSON.stringify(entries)) as InitiativeEntry[];
    sortInitiative(entries);
    expect(entries).toEqual(copy);
  });

  const entriesArb = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 0, max: 40 }),
        init: fc.integer({ min: -3, max: 3 }),
        subInit: fc.integer({ min: 0, max: 3 }),
        parent: fc.integer({ min: -1, max: 40 }),
      }),
      { selector: (x) => x.id, maxLength: 25 },
    )
    .map((rows) => rows.map((r) => e(r.id, r)));

  it('property: a total order: any shuffle of the input gives the same output, holding every entry once', () => {
    fc.assert(
      fc.property(entriesArb, fc.infiniteStream(fc.nat()), (entries, noise) => {
        const keys = entries.map(() => noise.next().value);
        const shuffled = entries
          .map((x, i) => [keys[i] ?? 0, x] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([, x]) => x);
        const sorted = sortInitiative(entries);
        expect(sortInitiative(shuffled)).toEqual(sorted);
        expect(sorted.map((x) => x.id).sort((a, b) => a - b)).toEqual(entries.map((x) => x.id).sort((a, b) => a - b));
        expect(sortInitiative(sorted)).toEqual(sorted);
      }),
    );
  });

  it('property: compareInitiative is antisymmetric and only 0 for the same id', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        for (const a of entries) {
          for (const b of entries) {
            expect(Math.sign(compareInitiative(a, b)) + Math.sign(compareInitiative(b, a))).toBe(0);
            expect(compareInitiative(a, b) === 0).toBe(a.id === b.id);
          }
        }
      }),
    );
  });

  it('property: every sub-entry comes right after its parent or a sibling', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const sorted = sortInitiative(entries);
        sorted.forEach((x, i) => {
          if (!isSubEntry(x, entries)) return;
          const before = sorted[i - 1];
          expect(before && (before.id === x.parent || before.parent === x.parent)).toBe(true);
        });
      }),
    );
  });
});

describe('helpers', () => {
  const colors: { rule: string; hp: number; maxHp: number; expected: string }[] = [
    { rule: 'full health is green', hp: 10, maxHp: 10, expected: 'rgb(47, 158, 68)' },
    { rule: 'half health is yellow', hp: 5, maxHp: 10, expected: 'rgb(250, 176, 5)' },
    { rule: 'no health is red', hp: 0, maxHp: 10, expected: 'rgb(224, 49, 49)' },
    { rule: 'a quarter blends red and yellow', hp: 1, maxHp: 4, expected: 'rgb(237, 113, 27)' },
    { rule: 'three quarters blends yellow and green', hp: 3, maxHp: 4, expected: 'rgb(149, 167, 37)' },
    { rule: 'above max counts as full', hp: 30, maxHp: 10, expected: 'rgb(47, 158, 68)' },
    { rule: 'below 0 counts as none', hp: -3, maxHp: 10, expected: 'rgb(224, 49, 49)' },
    { rule: 'max hp 0 counts as none', hp: 3, maxHp: 0, expected: 'rgb(224, 49, 49)' },
    { rule: 'not a number counts as none', hp: Number.NaN, maxHp: 10, expected: 'rgb(224, 49, 49)' },
  ];
  it.each(colors)('healthColor: $rule', ({ hp, maxHp, expected }) => {
    expect(healthColor(hp, maxHp)).toBe(expected);
  });

  const numbers: { value: unknown; expected: number | null }[] = [
    { value: '12', expected: 12 },
    { value: ' -4 ', expected: -4 },
    { value: '+3', expected: 3 },
    { value: 7.9, expected: 7 },
    { value: '', expected: null },
    { value: '   ', expected: null },
    { value: 'x', expected: null },
    { value: Number.NaN, expected: null },
    { value: Number.POSITIVE_INFINITY, expected: null },
    { value: null, expected: null },
    { value: -1e12, expected: -MAX_INITIATIVE_NUMBER },
  ];
  it.each(numbers)('readInitiativeNumber($value) is $expected', ({ value, expected }) => {
    expect(readInitiativeNumber(value)).toBe(expected);
  });

  it('takesTurn: a living top-level entry, or a group with a member standing; never a sub-entry', () => {
    const g = goblins({ parentHp: 0, subHp: [0, 3] });
    expect(takesTurn(get(g, 0), g.entries)).toBe(true);
    expect(takesTurn(get(g, 2), g.entries)).toBe(false);
    const dead = st([e(0, { hp: 0 }), e(1)]);
    expect(takesTurn(get(dead, 0), dead.entries)).toBe(false);
    expect(takesTurn(get(dead, 1), dead.entries)).toBe(true);
  });
});

describe('reducer properties', () => {
  const id = fc.integer({ min: -2, max: 12 });
  const num = fc.oneof(
    fc.integer({ min: -30, max: 30 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e15),
  );
  const text = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', ' ', '12', '-5', '3.7', '1e9', 'abc'));
  const value = fc.oneof(num, text);
  const action: fc.Arbitrary<InitiativeAction> = fc.oneof(
    fc.record(
      {
        type: fc.constant('addEntry' as const),
        entry: fc.record(
          { init: num, name: fc.string(), ac: num, hp: num, maxHp: num, info: fc.string() },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('removeEntry' as const), id }),
    fc.record({ type: fc.constant('addSubEntry' as const), parentId: id }),
    fc.record({
      type: fc.constant('editEntry' as const),
      id,
      field: fc.constantFrom(
        'init' as const,
        'name' as const,
        'ac' as const,
        'hp' as const,
        'maxHp' as const,
        'info' as const,
      ),
      value,
    }),
    fc.record({
      type: fc.constant('moveEntry' as const),
      id,
      direction: fc.constantFrom('up' as const, 'down' as const),
    }),
    fc.constantFrom<InitiativeAction>(
      { type: 'start' },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
      { type: 'reset' },
      { type: 'beginHealHurt' },
      { type: 'cancelHealHurt' },
    ),
    fc.record({ type: fc.constant('setHealAmount' as const), value }),
    fc.record({ type: fc.constant('applyHealHurt' as const), id }),
    fc.record({
      type: fc.constant('addCondition' as const),
      id,
      name: fc.oneof(text, fc.constantFrom('Poisoned', 'Prone')),
      rounds: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(null), text),
    }),
    fc.record({ type: fc.constant('removeCondition' as const), id, name: fc.constantFrom('Poisoned', 'prone', 'x') }),
    fc.record(
      {
        type: fc.constant('rollInitiative' as const),
        rolls: fc.dictionary(fc.integer({ min: 0, max: 12 }).map(String), fc.integer({ min: -2, max: 24 })),
        modifiers: fc.dictionary(fc.integer({ min: 0, max: 12 }).map(String), fc.integer({ min: -5, max: 10 })),
      },
      { requiredKeys: ['type', 'rolls'] },
    ),
    fc.record({
      type: fc.constant('loadConfiguration' as const),
      entries: fc.oneof(
        fc.anything(),
        fc.array(
          fc.record({ id, init: value, hp: value, maxHp: value, parent: id, name: text }, { requiredKeys: [] }),
          { maxLength: 8 },
        ),
      ),
    }),
  );

  const checkInvariants = (s: InitiativeState): void => {
    const ids = s.entries.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const x of s.entries) {
      expect(x.id).toBeLessThan(s.nextId);
      for (const n of [x.id, x.init, x.subInit, x.ac, x.hp, x.maxHp]) expect(Number.isInteger(n)).toBe(true);
      expect(x.maxHp).toBeGreaterThanOrEqual(1);
      expect(x.hp).toBeGreaterThanOrEqual(0);
      expect(x.hp).toBeLessThanOrEqual(x.maxHp);
      if (x.parent !== TOP_LEVEL) {
        const parent = s.entries.find((p) => p.id === x.parent);
        expect(parent?.parent).toBe(TOP_LEVEL);
        expect(parent?.init).toBe(x.init);
      }
    }
    if (s.current === null) {
      expect(s.turn).toBe(0);
    } else {
      const current = s.entries.find((x) => x.id === s.current);
      expect(current?.parent).toBe(TOP_LEVEL);
      expect(s.turn).toBeGreaterThanOrEqual(1);
      expect(s.entries.length).toBeGreaterThanOrEqual(2);
    }
    expect(Number.isInteger(s.healAmount)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  };

  it('property: never throws, and hp stays within 0..maxHp with every other invariant, on any action sequence', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let s = createInitiativeState();
        for (const a of actions) {
          s = initiativeReducer(s, a);
          checkInvariants(s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: a stored state restores to itself', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const s = run(createInitiativeState(), ...actions);
        expect(restoreInitiativeState(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
      { numRuns: 150 },
    );
  });

  it('an unknown action type returns the same state', () => {
    const s = trio();
    expect(initiativeReducer(s, { type: 'fly' } as unknown as InitiativeAction)).toBe(s);
  });
});
