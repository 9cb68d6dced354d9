import type { GrammarSpec } from './compose';
import { FOOD_SPEC } from './food-grammar';
import { HISTORY_SPEC } from './history-grammar';
import { HOLIDAY_SPEC } from './holiday-grammar';
import { LANDMARK_SPEC } from './landmark-grammar';
import { MISC_SPEC } from './misc-grammar';
import { QUEST_SPEC } from './quest-grammar';
import { SPELL_SPEC } from './spell-grammar';
import { WEATHER_SPEC } from './weather-grammar';

/** Every grammar of the world-content generators, for the integrity test. */
export const WORLD_GRAMMARS: readonly GrammarSpec[] = [
  QUEST_SPEC,
  WEATHER_SPEC,
  LANDMARK_SPEC,
  FOOD_SPEC,
  SPELL_SPEC,
  HOLIDAY_SPEC,
  HISTORY_SPEC,
  MISC_SPEC,
];
