import {
  initiativeReducer,
  TOP_LEVEL,
  type InitiativeAction,
  type InitiativeEntry,
  type InitiativeState,
} from './initiative';

/** A living top-level entry with 10 of 10 hp unless told otherwise. */
export const entry = (id: number, over: Partial<InitiativeEntry> = {}): InitiativeEntry => ({
  id,
  init: 0,
  subInit: 0,
  name: `E${id}`,
  ac: 10,
  hp: 10,
  maxHp: 10,
  info: '',
  parent: TOP_LEVEL,
  ...over,
});

/** A tracker holding `entries`, not started, ids continuing after the highest. */
export const tracker = (entries: InitiativeEntry[], over: Partial<InitiativeState> = {}): InitiativeState => ({
  entries,
  nextId: Math.max(1, ...entries.map((x) => x.id + 1)),
  current: null,
  turn: 0,
  healAmount: 0,
  healPending: false,
  ...over,
});

/** The state after `actions`, in order. */
export const run = (state: InitiativeState, ...actions: InitiativeAction[]): InitiativeState =>
  actions.reduce(initiativeReducer, state);

/** The entry with `id`; throws when there is none. */
export const get = (state: InitiativeState, id: number): InitiativeEntry => {
  const found = state.entries.find((x) => x.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
