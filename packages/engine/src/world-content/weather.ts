import type { Rng } from '../core/rng';
import { expandTable } from '../core/template';
import type { Environment } from '../data/options';
import { resultOf, type ResultComponent } from '../text/rich-text';
import { contextOf, drawTagged, ENVIRONMENT_TAGS, labelledLines, pickAxis, type ContentOptions } from './compose';
import {
  EXHAUSTION_TOLD,
  GALE_TOLD_WORDS,
  quarterOf,
  TEMPERATURE_BANDS,
  WEATHER_GRAMMAR,
  WIND_LEVELS,
} from './weather-grammar';

/** Options of the weather generator. */
export type WeatherOptions = ContentOptions & { environment: Environment };

/**
 * The weather in one environment: conditions, temperature in °F with how it feels, wind (drafts
 * underground, currents underwater) and what it means for travel. Deterministic per stream.
 */
export function generateWeather(rng: Rng, options: WeatherOptions): ResultComponent {
  const envTags = ENVIRONMENT_TAGS[options.environment];
  const condition = drawTagged(rng.fork('conditions'), WEATHER_GRAMMAR, 'condition', contextOf(options, envTags));
  const band = pickAxis(rng.fork('band'), condition.tags, TEMPERATURE_BANDS);
  const wind = pickAxis(rng.fork('wind-level'), condition.tags, WIND_LEVELS);
  // The condition's kind and its other facts (night, sunlit) carry over; its bands and winds give way to the one drawn.
  const facts = condition.tags.filter(
    (tag) =>
      !(TEMPERATURE_BANDS as readonly string[]).includes(tag) && !(WIND_LEVELS as readonly string[]).includes(tag),
  );
  // Where the sky said the wind or current comes from ("off the pack ice"), the wind line says it in the same words.
  const quarter = quarterOf(facts);
  const ctx = contextOf(options, [...envTags, ...facts, band, wind], quarter ? { quarter } : {});
  // A gale, a killing cold or a furnace heat rules the road whatever the sky: a travel rule silent
  // on it gains the hazard's own sentence.
  const hazards = [
    { applies: wind === 'gale', told: GALE_TOLD_WORDS, table: 'galeTravel', fork: 'gale-travel' },
    {
      applies: band === 'bitter' || band === 'searing',
      told: EXHAUSTION_TOLD,
      table: 'extremeTravel',
      fork: 'extreme-travel',
    },
  ];
  const travel = hazards.reduce(
    (rule, { applies, told, table, fork }) =>
      applies && !told.test(rule) ? `${rule} ${expandTable(rng.fork(fork), WEATHER_GRAMMAR, table, ctx)}` : rule,
    expandTable(rng.fork('travel'), WEATHER_GRAMMAR, 'travel', ctx),
  );
  return resultOf(
    'weather',
    labelledLines([
      ['Environment', options.environment],
      ['Conditions', condition.text],
      ['Temperature', expandTable(rng.fork('temperature'), WEATHER_GRAMMAR, 'temperature', ctx)],
      [
        expandTable(rng.fork('label'), WEATHER_GRAMMAR, 'windLabel', ctx),
        expandTable(rng.fork('wind'), WEATHER_GRAMMAR, 'wind', ctx),
      ],
      ['Travel', travel],
    ]),
  );
}
