/** People: the NPC generator, its job and heritage tables, and the GetNPC definition. */
export { generateNpc, expandNpc, type NpcOptions, type NpcGeneration } from './npc';
export {
  JOBS,
  JOB_TYPES,
  jobRow,
  ownerJobs,
  employeeJobs,
  type JobRow,
  type JobType,
  type AgeBand,
} from '../character/jobs';
export { HERITAGE_TRAITS, type HeritageTraits } from './heritage-traits';
export { NPC_GENERATORS } from './npc-generator';
export { generateNpcWithLocks, NPC_LOCKS, type NpcLocks } from './locks';
