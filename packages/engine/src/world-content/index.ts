/** World content: quests, weather, landmarks, food and drink, spells, holidays, history and miscellany. */
export { ENVIRONMENT_TAGS, type ContentOptions, type GrammarSpec } from './compose';
export { generateFoodOrDrink, type FoodOrDrinkOptions } from './food';
export { WORLD_GENERATORS } from './generators';
export { WORLD_GRAMMARS } from './grammars';
export { generateHistoricalEvent } from './history';
export { generateHoliday } from './holiday';
export { generateLandmark, type LandmarkOptions } from './landmark';
export { generateMisc, type MiscOptions } from './misc';
export { generateQuest, type QuestOptions } from './quest';
export {
  generateSpell,
  spellComponentsText,
  spellLevelText,
  spellToResult,
  type Spell,
  type SpellOptions,
} from './spell';
export { DAMAGE_TYPES, SPELL_LEVELS, SPELL_SCHOOLS, type DamageType, type SpellSchool } from './spell-tables';
export { generateWeather, type WeatherOptions } from './weather';
