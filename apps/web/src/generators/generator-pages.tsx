import { lazyPage } from '../components/lazy-page';
import type { PageDef } from '../app/pages';
import type { GeneratorPageDef } from './generator-def';
import { ENCOUNTER_PAGE, MONSTER_PAGE } from '../monsters/monster-pages';
import { ITEM_PAGE, LOOT_PAGE } from './item-pages';
import { NAME_PAGES } from './name-pages';
import { NPC_PAGE } from './npc-page';
import { SETTLEMENT_PAGE } from './settlement-page';
import { SIMPLE_PAGES } from './simple-pages';
import { WORLD_PAGES } from './world-pages';

const GeneratorPage = lazyPage<{ def: GeneratorPageDef }>(() =>
  import('./GeneratorPage').then((m) => ({ default: m.GeneratorPage })),
);

/** Every generator page definition; add a generator's definition list here. */
export const GENERATOR_PAGE_DEFS: GeneratorPageDef[] = [
  NPC_PAGE,
  SETTLEMENT_PAGE,
  ...WORLD_PAGES,
  MONSTER_PAGE,
  ENCOUNTER_PAGE,
  ITEM_PAGE,
  LOOT_PAGE,
  ...SIMPLE_PAGES,
  ...NAME_PAGES,
];

/** The generator pages as routed pages. */
export const GENERATOR_PAGES: PageDef[] = GENERATOR_PAGE_DEFS.map((def) => ({
  path: def.path,
  title: def.title,
  description: def.description,
  menu: def.menu,
  component: Object.assign(() => <GeneratorPage def={def} />, { preload: GeneratorPage.preload }),
}));
