import { lazyPage } from '../components/lazy-page';
import type { PageDef } from '../app/pages';

/** The table tools' routed pages, listed under Tools in the menu. */
export const TOOL_PAGES: PageDef[] = [
  {
    path: '/initiativetracker',
    title: 'Initiative Tracker',
    description: 'Track turn order, hit points, healing and damage for every creature in a fight.',
    menu: { section: 'Tools', label: 'Initiative Tracker' },
    component: lazyPage(() => import('./InitiativeTrackerPage')),
  },
  {
    path: '/truecoinsplitter',
    title: 'True Coin Splitter',
    description: 'Split a pile of coins evenly between players, changing coins so every share is worth the same.',
    menu: { section: 'Tools', label: 'True Coin Splitter' },
    component: lazyPage(() => import('./CoinSplitterPage')),
  },
];
