import type { InitiativeEntry } from '@lorewright/engine';

/** A display name for an initiative row, also when its name is blank. */
export const entryLabel = (entry: InitiativeEntry): string => entry.name.trim() || `Unnamed entry ${entry.id}`;
