/** @lorewright/engine: pure content generation and table-tool logic. No I/O, no DOM, no clock. */

/** Bumped when a change alters what a seed generates. */
export const ENGINE_VERSION = '10';

export * from './core/batch';
export * from './core/dice';
export * from './core/result';
export * from './core/rng';
export * from './core/table';
export * from './core/template';
export * from './text/rich-text';
export * from './world/ref-store';
export * from './world/index';
export * from './npc/index';
export * from './building/index';
export * from './group/index';
export * from './location/index';
export * from './settlement/index';
export * from './bestiary/index';
export * from './monster/index';
export * from './encounter/index';
export * from './item/index';
export * from './loot/index';
export * from './data/options';
export * from './data/changelog';
export * from './data/planned-features';
export * from './core/generator';
export * from './generators/index';
export { itemFromLink } from './generators/item-link';
export * from './generators/request';
export { expandEntity } from './generators/expand';
export { checkStub, type StubOf } from './generators/stub-check';
export * from './generators/locks';
export * from './world-content/index';
export * from './tools/index';
export * from './names/index';
export * from './character/index';
export * from './translator/index';
