import {
  createInitiativeState,
  initiativeReducer,
  restoreInitiativeState,
  type InitiativeAction,
  type InitiativeState,
} from '@lorewright/engine';
import { useEffect, useReducer, type Dispatch } from 'react';

/** Where the tracker is kept in this browser between visits. */
export const INITIATIVE_STORAGE_KEY = 'lorewright.initiative';

function loadStored(): InitiativeState {
  try {
    const text = localStorage.getItem(INITIATIVE_STORAGE_KEY);
    return restoreInitiativeState(text ? JSON.parse(text) : null);
  } catch {
    return createInitiativeState();
  }
}

/** The initiative tracker's state and dispatch, restored from and saved to localStorage. */
export function useInitiative(): [InitiativeState, Dispatch<InitiativeAction>] {
  const [state, dispatch] = useReducer(initiativeReducer, undefined, loadStored);
  useEffect(() => {
    try {
      localStorage.setItem(INITIATIVE_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage can be full or blocked (private browsing); the tracker still works for this visit.
    }
  }, [state]);
  return [state, dispatch];
}
