/** Buildings and shops: their goods, look and people, and the GetBuilding definition. */
export { expandBuilding } from './building';
export { BUILDING_GRAMMAR } from './building-grammar';
export {
  generateBuilding,
  BUILDING_GENERATORS,
  BUILDING_LOCKS,
  type BuildingLocks,
  type BuildingOptions,
} from './building-generator';
