import { describe, expect, it } from 'vitest';
import {
  createInitiativeState,
  entryHealth,
  initiativeReducer,
  restoreInitiativeState,
  sanitizeEntries,
  type InitiativeAction,
  type InitiativeState,
} from './initiative';
import { entry, get, run, tracker } from './initiative-fixtures';
import {
  MAX_CONDITION_NAME,
  MAX_CONDITION_ROUNDS,
  MAX_CONDITIONS,
  readConditionRounds,
  sanitizeConditions,
  tickConditions,
  withCondition,
} from './initiative-conditions';

const e = entry;
const st = tracker;

/** Goblins (0) with members 1..3 of 7 hp; a fighter (4) after them. */
const pack = (hp: [number, number, number] = [7, 7, 7]): InitiativeState =>
  st([
    e(0, { init: 12, name: 'Goblin', hp: 7, maxHp: 7 }),
    e(1, { init: 12, name: 'Goblin #1', hp: hp[0], maxHp: 7, parent: 0 }),
    e(2, { init: 12, name: 'Goblin #2', hp: hp[1], maxHp: 7, parent: 0 }),
    e(3, { init: 12, name: 'Goblin #3', hp: hp[2], maxHp: 7, parent: 0 }),
    e(4, { init: 8, name: 'Fighter' }),
  ]);

describe('a group: its parent stands for its members', () => {
  it("shows the sum of its members' hp, so a minion at 0 shows in the parent's bar", () => {
    const s = pack([0, 3, 7]);
    expect(entryHealth(get(s, 0), s.entries)).toEqual({ hp: 10, maxHp: 21, members: 3, standing: 2 });
    expect(entryHealth(get(s, 1), s.entries)).toEqual({ hp: 0, maxHp: 7, members: 0, standing: 0 });
    expect(entryHealth(get(s, 4), s.entries)).toEqual({ hp: 10, maxHp: 10, members: 0, standing: 1 });
  });

  it('a group whose members are all down does not act, though its own hp is above 0', () => {
    const s = run({ ...pack([0, 0, 0]), current: 4, turn: 1 }, { type: 'nextTurn' });
    expect(s.current).toBe(4);
    expect(s.turn).toBe(2);
  });

  it('records what a Heal/Hurt changed, member by member, for the page to show', () => {
    const s = run(
      pack([7, 0, 2]),
      { type: 'setHealAmount', value: -4 },
      { type: 'beginHealHurt' },
      { type: 'applyHealHurt', id: 0 },
    );
    expect(s.lastHealHurt).toEqual({
      amount: -4,
      target: 0,
      changes: [
        { id: 1, from: 7, to: 3 },
        { id: 3, from: 2, to: 0 },
      ],
    });
    const single = run(
      s,
      { type: 'setHealAmount', value: 3 },
      { type: 'beginHealHurt' },
      { type: 'applyHealHurt', id: 4 },
    );
    expect(single.lastHealHurt).toEqual({ amount: 3, target: 4, changes: [{ id: 4, from: 10, to: 10 }] });
  });

  it('renaming the parent renames members still called by its name, and keeps names of their own', () => {
    const s = run(
      pack(),
      { type: 'editEntry', id: 2, field: 'name', value: 'Snagtooth' },
      {
        type: 'editEntry',
        id: 0,
        field: 'name',
        value: 'Hobgoblin ',
      },
    );
    expect(s.entries.map((x) => x.name)).toEqual([
      'Hobgoblin ',
      'Hobgoblin #1',
      'Snagtooth',
      'Hobgoblin #3',
      'Fighter',
    ]);
    const back = run(s, { type: 'editEntry', id: 0, field: 'name', value: '' });
    expect(back.entries.map((x) => x.name)).toEqual(['', '#1', 'Snagtooth', '#3', 'Fighter']);
    const again = run(back, { type: 'editEntry', id: 0, field: 'name', value: 'Wolf' });
    expect(again.entries.map((x) => x.name).slice(0, 2)).toEqual(['Wolf', 'Wolf #1']);
  });

  it('renaming a member or a lone entry renames nothing else', () => {
    const s = run(pack(), { type: 'editEntry', id: 1, field: 'name', value: 'Boss' });
    expect(s.entries.map((x) => x.name)).toEqual(['Goblin', 'Boss', 'Goblin #2', 'Goblin #3', 'Fighter']);
    const info = run(pack(), { type: 'editEntry', id: 0, field: 'info', value: 'Goblin' });
    expect(info.entries.map((x) => x.name)).toEqual(pack().entries.map((x) => x.name));
  });
});

describe('conditions', () => {
  const add = (id: number, name: string, rounds?: number | string | null): InitiativeAction => ({
    type: 'addCondition',
    id,
    name,
    rounds,
  });

  it('adds a timed or lasting condition; the same name again restarts it', () => {
    const s = run(pack(), add(4, ' Poisoned ', 3), add(4, 'Concentrating'), add(4, 'poisoned', '2'));
    expect(get(s, 4).conditions).toEqual([
      { name: 'Concentrating', rounds: null },
      { name: 'poisoned', rounds: 2 },
    ]);
  });

  const refused: { rule: string; action: InitiativeAction }[] = [
    { rule: 'a blank name', action: add(4, '  ', 3) },
    { rule: 'zero rounds', action: add(4, 'Prone', 0) },
    { rule: 'negative rounds', action: add(4, 'Prone', -2) },
    { rule: 'fractional rounds', action: add(4, 'Prone', '2.5') },
    { rule: 'rounds that are not a number', action: add(4, 'Prone', 'soon') },
    { rule: 'an unknown entry', action: add(99, 'Prone', 1) },
    { rule: 'a name that is not text', action: { type: 'addCondition', id: 4, name: 5 as unknown as string } },
  ];
  it.each(refused)('refuses $rule, returning the same state', ({ action }) => {
    const s = pack();
    expect(initiativeReducer(s, action)).toBe(s);
  });

  it('holds names, rounds and the count to their limits', () => {
    expect(withCondition([], 'x'.repeat(100), 1)?.[0]?.name).toHaveLength(MAX_CONDITION_NAME);
    expect(withCondition([], 'Cursed', 1e9)?.[0]?.rounds).toBe(MAX_CONDITION_ROUNDS);
    const full = Array.from({ length: MAX_CONDITIONS }, (_, i) => ({ name: `C${i}`, rounds: null }));
    expect(withCondition(full, 'One more', 1)).toBeNull();
    expect(withCondition(full, 'c0', 2)).toHaveLength(MAX_CONDITIONS);
    expect(readConditionRounds('')).toBeNull();
    expect(readConditionRounds(undefined)).toBeNull();
    expect(readConditionRounds(' 4 ')).toBe(4);
    expect(readConditionRounds(true)).toBeUndefined();
  });

  it('removes a condition by name, in any case; an unknown name or entry changes nothing', () => {
    const s = run(pack(), add(4, 'Prone'), add(4, 'Poisoned', 2));
    const removed = run(s, { type: 'removeCondition', id: 4, name: 'PRONE' });
    expect(get(removed, 4).conditions).toEqual([{ name: 'Poisoned', rounds: 2 }]);
    const last = run(removed, { type: 'removeCondition', id: 4, name: 'Poisoned' });
    expect(get(last, 4)).not.toHaveProperty('conditions');
    expect(initiativeReducer(s, { type: 'removeCondition', id: 4, name: 'Blinded' })).toBe(s);
    expect(initiativeReducer(s, { type: 'removeCondition', id: 0, name: 'Prone' })).toBe(s);
    expect(initiativeReducer(s, { type: 'removeCondition', id: 99, name: 'Prone' })).toBe(s);
  });

  it("counts down at the end of the entry's own turn and ends at 0, saying which ended", () => {
    let s = run(pack(), add(4, 'Poisoned', 2), add(4, 'Prone'), add(1, 'Frightened', 1), { type: 'start' });
    expect(s.current).toBe(0);
    s = run(s, { type: 'nextTurn' });
    // The goblins' turn ended: their members act with them, so Frightened ran out; the fighter's did not tick.
    expect(get(s, 1)).not.toHaveProperty('conditions');
    expect(s.endedConditions).toEqual([{ id: 1, name: 'Frightened' }]);
    expect(get(s, 4).conditions).toEqual([
      { name: 'Poisoned', rounds: 2 },
      { name: 'Prone', rounds: null },
    ]);
    s = run(s, { type: 'nextTurn' });
    expect(get(s, 4).conditions).toEqual([
      { name: 'Poisoned', rounds: 1 },
      { name: 'Prone', rounds: null },
    ]);
    expect(s.endedConditions).toBeUndefined();
    s = run(s, { type: 'nextTurn' }, { type: 'nextTurn' });
    expect(get(s, 4).conditions).toEqual([{ name: 'Prone', rounds: null }]);
    expect(s.endedConditions).toEqual([{ id: 4, name: 'Poisoned' }]);
  });

  it('does not count down before the fight starts, on reset or when nobody else can act', () => {
    const s = run(pack(), add(4, 'Poisoned', 1), { type: 'nextTurn' });
    expect(get(s, 4).conditions).toEqual([{ name: 'Poisoned', rounds: 1 }]);
    const lone = run(st([e(0), e(1, { hp: 0 })], { current: 0, turn: 1 }), add(0, 'Poisoned', 1), { type: 'nextTurn' });
    expect(lone.current).toBe(0);
    expect(lone.turn).toBe(2);
    expect(get(lone, 0)).not.toHaveProperty('conditions');
  });

  it('tickConditions keeps lasting ones and drops those at their last round', () => {
    expect(
      tickConditions([
        { name: 'A', rounds: 1 },
        { name: 'B', rounds: null },
        { name: 'C', rounds: 3 },
      ]),
    ).toEqual({
      kept: [
        { name: 'B', rounds: null },
        { name: 'C', rounds: 2 },
      ],
      ended: ['A'],
    });
  });

  it('survives storage and saved configurations; unusable stored conditions are dropped', () => {
    const s = run(pack(), add(4, 'Poisoned', 3), add(1, 'Prone'));
    const stored = restoreInitiativeState(JSON.parse(JSON.stringify(s)));
    expect(stored).toEqual(s);
    const loaded = run(createInitiativeState(), { type: 'loadConfiguration', entries: s.entries });
    expect(get(loaded, 4).conditions).toEqual([{ name: 'Poisoned', rounds: 3 }]);
    expect(
      sanitizeConditions([
        { name: 'Poisoned', rounds: 2 },
        { name: '', rounds: 2 },
        { name: 'Stunned', rounds: -1 },
        'Prone',
        null,
        { name: 'Prone' },
      ]),
    ).toEqual([
      { name: 'Poisoned', rounds: 2 },
      { name: 'Prone', rounds: null },
    ]);
    expect(sanitizeEntries([{ id: 0, conditions: 'Prone' }])[0]).not.toHaveProperty('conditions');
  });

  it('restores the last Heal/Hurt and ended conditions only for rows that still exist', () => {
    const raw = {
      ...pack(),
      lastHealHurt: { amount: -3, target: 4, changes: [{ id: 4, from: 10, to: 7 }, { id: 77, from: 1, to: 0 }, 'x'] },
      endedConditions: [{ id: 4, name: 'Prone' }, { id: 88, name: 'Prone' }, { id: 4 }],
    };
    const s = restoreInitiativeState(raw);
    expect(s.lastHealHurt).toEqual({ amount: -3, target: 4, changes: [{ id: 4, from: 10, to: 7 }] });
    expect(s.endedConditions).toEqual([{ id: 4, name: 'Prone' }]);
    const gone = restoreInitiativeState({
      ...raw,
      lastHealHurt: { amount: -3, target: 99, changes: [] },
      endedConditions: 'x',
    });
    expect(gone).not.toHaveProperty('lastHealHurt');
    expect(gone).not.toHaveProperty('endedConditions');
    expect(restoreInitiativeState({ ...raw, lastHealHurt: 'x' })).not.toHaveProperty('lastHealHurt');
  });

  it('a loaded configuration starts with no Heal/Hurt record or ended conditions', () => {
    const s = run(
      pack(),
      { type: 'setHealAmount', value: -1 },
      { type: 'beginHealHurt' },
      { type: 'applyHealHurt', id: 4 },
    );
    expect(s.lastHealHurt).toBeDefined();
    const loaded = run(
      { ...s, endedConditions: [{ id: 4, name: 'Prone' }] },
      { type: 'loadConfiguration', entries: [] },
    );
    expect(loaded).not.toHaveProperty('lastHealHurt');
    expect(loaded).not.toHaveProperty('endedConditions');
  });
});
