/** The linked world: entity types, links, stubs and their deterministic expansion. */
export * from './entities';
export { entityLink, parseLinkType, linkId, sameLink, minterFor, idBase } from './links';
export {
  addNpcStub,
  addLocationStub,
  createLinkContext,
  decideName,
  drawTownsfolkHeritage,
  putBuildingStub,
  putGroupStub,
  putNpcStub,
  putSettlementStub,
  reserveBuilding,
  reserveGroup,
  reserveNpc,
  reserveSettlement,
  TOWNSFOLK_HERITAGES,
  type LinkContext,
  type ReservedBuilding,
  type ReservedGroup,
  type ReservedNpc,
  type ReservedSettlement,
} from './stubs';
export {
  generateLinkedBatch,
  linkedSubset,
  namedLinks,
  sentPackage,
  type LinkedBatch,
  type LinkedItem,
} from './mentions';
export {
  expansionContext,
  newHomeSettlement,
  reserveHomeSettlement,
  putHomeSettlement,
  HOMETOWN_ENVIRONMENTS,
  HOMETOWN_SIZES,
  type Expansion,
} from './hometown';
export {
  BUILDING_PROFILES,
  TOWN_BUILDINGS,
  WATERFRONT_BUILDINGS,
  type BuildingProfile,
  type BuildingCategory,
} from './building-types';
export {
  ageFlags,
  checkNpc,
  checkResultText,
  clothingFlags,
  groupGenderFlags,
  labelledLine,
  nameFlags,
  repeatsWord,
  roleFlags,
  weatherFlags,
  type Contradiction,
} from './contradictions';
