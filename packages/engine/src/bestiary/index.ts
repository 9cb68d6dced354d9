/** Shared creature facts: the SRD 5.1 creatures, the guideline figures by challenge rating and the encounter XP rules. */
export { MONSTER_CR_CHOICES, parseCrChoice } from './cr-choices';
export {
  adjustedXp,
  crIndex,
  crLabel,
  encounterMultiplier,
  guidelineRow,
  GUIDELINE_CRS,
  GUIDELINE_ROWS,
  xpForCr,
  xpThreshold,
  type Difficulty,
  type GuidelineRow,
} from './figures';
export { averageDamage, countWord, damageText, ordinal, signed } from './numbers';
export {
  SRD_CREATURES,
  SRD_MONSTER_INDEX,
  srdCreature,
  srdEnvironments,
  typeText,
  type SrdMonsterIndexEntry,
} from './srd';
export type { Monster, MonsterAbility, MonsterStats, SrdCreature } from './types';
