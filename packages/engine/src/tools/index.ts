/** Table tools: the true coin splitter and the initiative tracker. */
export * from './coin-splitter';
export * from './initiative';
export * from './add-combatants';
export * from './initiative-conditions';
