import type { Rng } from '../core/rng';
import { Facts } from '../core/table';
import { expand, expandRich, expandTable } from '../core/template';
import type { Environment } from '../data/options';
import { BOLD, LINE_BREAK, resultOf, type ResultComponent, type TextComponent } from '../text/rich-text';
import { contextOf, drawTagged, ENVIRONMENT_TAGS, labelledLines, type ContentOptions } from './compose';
import { LANDMARK_GRAMMAR } from './landmark-grammar';
import { personBindings } from './people-grammar';

/** Options of the landmark generator. */
export type LandmarkOptions = ContentOptions & {
  environment: Environment;
  /** The settlement its lore speaks of (a settlement link segment); a made-up name when absent. */
  town?: TextComponent;
  /** A location its detail or lore may point to (a location link segment). */
  site?: TextComponent;
};

/**
 * A landmark that fits its environment: a bold name whose noun matches the feature, then the
 * environment, a description, an odd detail and a piece of lore. A given town or site appears,
 * when the detail or lore speaks of one, as its own segment. Deterministic per stream.
 */
export function generateLandmark(rng: Rng, options: LandmarkOptions): ResultComponent {
  const envTags = ENVIRONMENT_TAGS[options.environment];
  const feature = drawTagged(rng.fork('feature'), LANDMARK_GRAMMAR, 'feature', contextOf(options, envTags));
  const featureTags = [...envTags, ...feature.tags, ...(options.site ? ['site-given'] : [])];
  // The setting is drawn before the detail and the lore, and its facts (cattle grazing close by) bind them.
  const setting = drawTagged(rng.fork('setting'), LANDMARK_GRAMMAR, 'setting', contextOf(options, featureTags));
  const tags = [...featureTags, ...setting.tags];
  // The one person a landmark is named for or its lore tells of, named by their people's own names.
  const lazyVars = personBindings(rng.fork('person'));
  const ctx = { ...contextOf(options, tags), lazyVars };
  const name = expandTable(rng.fork('name'), LANDMARK_GRAMMAR, 'name', ctx);
  const town = options.town ?? expand(rng.fork('town'), LANDMARK_GRAMMAR, '{placeName}', ctx);
  // The detail's facts (a scholar's dating before the first kingdoms) bind the lore drawn after it.
  const linked = {
    ...contextOf(options, tags, { town, ...(options.site ? { site: options.site } : {}) }),
    facts: new Facts(),
    lazyVars,
  };
  return resultOf('landmark', [
    { text: `${BOLD}${name}${BOLD}` },
    { text: LINE_BREAK },
    ...labelledLines([
      ['Environment', options.environment],
      ['Description', `${feature.text} ${setting.text}`],
      ['Detail', expandRich(rng.fork('detail'), LANDMARK_GRAMMAR, '{detail}', linked)],
      ['Lore', expandRich(rng.fork('lore'), LANDMARK_GRAMMAR, '{lore}', linked)],
    ]),
  ]);
}
