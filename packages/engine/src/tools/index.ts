/** Table tools: the true coin splitter and the initiative tracker. */
export * from './coin-splitter';
export * from './initiative';
