/** The character-detail domain: traits, goals, secrets, fears, flaws, desires, voices, appearance, rumors, mundane events. */
export type { CharacterTextOptions } from './character-text';
export {
  generatePersonality,
  generateGoal,
  generateSecret,
  generateFear,
  generateFlaw,
  generateDesire,
  generateVoice,
} from './traits';
export { generateRumor, type RumorOptions } from './rumor';
export { generateMundaneEvent, type MundaneEventOptions } from './mundane-event';
export {
  generateVisualAppearance,
  generateAppearance,
  generateAppearanceBatch,
  type VisualAppearanceOptions,
  type AppearanceResult,
  type AppearanceOptions,
} from './appearance';
export {
  describeAppearance,
  type AppearanceGender,
  type AppearanceSubject,
  type VisualAppearance,
} from './appearance-prose';
export { HERITAGE_BODY, HERITAGE_LOOK_TAGS, type HeritageBody } from './appearance-tables';
export { CHARACTER_GENERATORS } from './generators';
export { CHARACTER_GRAMMARS } from './grammars';
