import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { GENERATOR_PAGES } from '../generators/generator-pages';
import { TOOL_PAGES } from '../tools/tool-pages';

export type MenuSection = 'Tools' | 'Complex Generators' | 'Simple Generators' | 'Name Generators';

/** A routed page; `menu` places it in the RPG Tools part of the menu. */
export type PageDef = {
  path: string;
  title: string;
  description: string;
  menu?: { section: MenuSection; label: string };
  /** The page; made with `lazyPage` when its code loads on demand. */
  component: ComponentType | LazyPage;
};

/** Sections of the RPG Tools menu, in display order. */
export const MENU_SECTIONS: readonly MenuSection[] = [
  'Tools',
  'Complex Generators',
  'Simple Generators',
  'Name Generators',
];

/** Every page of the site except the home page, login and not-found. Add a page here to route it. */
export const PAGES: PageDef[] = [
  ...TOOL_PAGES,
  ...GENERATOR_PAGES,
  {
    path: '/fantasylanguagetranslator',
    title: 'Fantasy Language Translator',
    description: 'Translate English into Elvish, Dwarvish, Draconic and nine more fantasy languages, and back again.',
    menu: { section: 'Tools', label: 'Fantasy Language Translator' },
    component: lazyPage(() => import('../translator/TranslatorPage')),
  },
  {
    path: '/wiki',
    title: 'Wiki Index',
    description: 'Every person, building, group, location and settlement generated or opened during this visit.',
    component: lazyPage(() => import('../entities/WikiIndexPage')),
  },
  {
    path: '/changelog',
    title: 'Changelog',
    description: 'What changed in Lorewright, newest first.',
    component: lazyPage(() => import('../pages/ChangelogPage')),
  },
  {
    path: '/about',
    title: 'About',
    description: 'What Lorewright is, and the credits for the material it uses.',
    component: lazyPage(() => import('../pages/AboutPage')),
  },
  {
    path: '/plannedfeatures',
    title: 'Planned Features',
    description: 'What is coming next to Lorewright.',
    component: lazyPage(() => import('../pages/PlannedFeaturesPage')),
  },
  {
    path: '/login',
    title: 'Login',
    description: 'Sign in to save creations, settings profiles and initiative configurations.',
    component: lazyPage(() => import('../user/LoginPage')),
  },
  {
    path: '/creations',
    title: 'Saved Creations',
    description: 'Everything you have saved from the generators.',
    component: lazyPage(() => import('../user/CreationsPage')),
  },
  {
    path: '/contact',
    title: 'Suggestions & Bug Reports',
    description: 'Send a suggestion or report a bug in Lorewright.',
    component: lazyPage(() => import('../pages/ContactPage')),
  },
];

/** Old paths that now live elsewhere. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/problemGenerator': '/questgenerator',
  '/organizationnamegenerator': '/groupnamegenerator',
};
