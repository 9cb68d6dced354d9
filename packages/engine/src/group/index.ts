/** Groups: guilds, orders, houses and crews, their aims and people, and the GetOrganization definition. */
export { expandGroup } from './group';
export { GROUP_GRAMMAR } from './group-grammar';
export { generateGroup, GROUP_GENERATORS, type GroupOptions } from './group-generator';
export {
  drawSigil,
  SIGIL_OUTLINES,
  SIGIL_SYMBOLS,
  TINCTURES,
  type SigilOutline,
  type SigilSymbol,
  type Tincture,
} from './sigil';
