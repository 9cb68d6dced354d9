/** The encounter kind: situations with creatures from the bestiary or generated, on an XP budget. */
export {
  BUDGET_TOLERANCE,
  decideEncounter,
  generateEncounter,
  writeEncounter,
  type EncounterCreature,
  type EncounterFacts,
} from './encounter';
export { ENCOUNTER_GENERATORS } from './encounter-generator';
