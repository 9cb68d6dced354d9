/**
 * Creatures joining the initiative tracker from a monster or an encounter: each kind gets one
 * initiative roll (d20 passed in, plus its Dexterity modifier); several of a kind join as
 * sub-entries "#1", "#2"... under one entry for the group.
 */
import { initiativeReducer, INITIATIVE_DEFAULTS, type InitiativeState } from './initiative';

/** One kind of creature to add, and how many of it. */
export type Combatant = {
  name: string;
  ac: number;
  hp: number;
  /** The Dexterity modifier, added to the d20. */
  initiativeBonus: number;
  count: number;
  /** Shown in the Info column. */
  info?: string;
};

/** Whether the tracker holds nothing but its untouched starting entry (which new creatures replace). */
function onlyBlankEntry(state: InitiativeState): boolean {
  const [only] = state.entries;
  return (
    state.entries.length === 1 &&
    state.current === null &&
    only !== undefined &&
    only.name.trim() === '' &&
    only.init === 0 &&
    only.ac === INITIATIVE_DEFAULTS.ac &&
    only.maxHp === INITIATIVE_DEFAULTS.maxHp &&
    only.info === ''
  );
}

/**
 * The tracker with the creatures added. `rolls[i]` is the d20 (1..20) of `combatants[i]`; a
 * missing or invalid roll counts as 10. A running initiative keeps running; new entries slot in
 * by their rolls. Pure: the input state is not changed.
 */
export function addCombatants(
  state: InitiativeState,
  combatants: readonly Combatant[],
  rolls: readonly number[],
): InitiativeState {
  let next = onlyBlankEntry(state) ? { ...state, entries: [] } : state;
  combatants.forEach((c, i) => {
    const raw = rolls[i];
    const d20 = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 20 ? raw : 10;
    const id = next.nextId;
    const count = Math.max(1, Math.floor(c.count));
    next = initiativeReducer(next, {
      type: 'addEntry',
      entry: {
        init: d20 + c.initiativeBonus,
        name: c.name,
        ac: c.ac,
        hp: c.hp,
        maxHp: c.hp,
        info:
          c.info ??
          `Initiative: rolled ${d20}, ${c.initiativeBonus >= 0 ? '+' : '-'}${Math.abs(c.initiativeBonus)} Dexterity`,
      },
    });
    if (count > 1)
      for (let n = 0; n < count; n++) next = initiativeReducer(next, { type: 'addSubEntry', parentId: id });
  });
  return next;
}
