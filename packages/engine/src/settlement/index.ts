/** Settlements, from outposts to metropolises, their districts and maps, and GetSettlement. */
export { expandSettlement } from './settlement';
export { SETTLEMENT_GRAMMAR, SETTLEMENT_POPULATION } from './settlement-grammar';
export { SETTLEMENT_GENERATORS, SETTLEMENT_LOCKS } from './settlement-generator';
export { DISTRICT_COLORS, MAP_SIZE, MAP_ZOOM_WINDOW, insideRing, ringDistance } from './map';
export { SIZE_PLAN, districtFits, DISTRICT_FIT } from './districts';
