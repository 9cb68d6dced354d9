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
export { expandEntity, isRefPackage } from './expand';
export {
  generateLinkedBatch,
  linkedSubset,
  namedLinks,
  sentPackage,
  type LinkedBatch,
  type LinkedItem,
} from './mentions';
export { checkStub, type StubOf } from './stub-check';
export { expandBuilding, newHomeSettlement, type Expansion } from './building';
export { expandGroup } from './group';
export { expandLocation } from './location';
export { expandSettlement } from './settlement';
export {
  BUILDING_PROFILES,
  TOWN_BUILDINGS,
  WATERFRONT_BUILDINGS,
  type BuildingProfile,
  type BuildingCategory,
} from './building-tables';
export { GUILD_TYPES, GROUP_CAUSES, type GuildType, type GroupCause } from './group-grammar';
export { SETTLEMENT_POPULATION } from './settlement-grammar';
