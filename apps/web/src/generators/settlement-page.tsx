import type { RefPackage, Settlement } from '@lorewright/engine';
import { Skeleton } from '@mantine/core';
import { Preloaded, preloadable } from '../components/preloadable';
import { SETTLEMENT_MAP } from '../entities/settlement-map-code';
import type { GeneratorPageDef } from './generator-def';
import type { GeneratorResponse } from './results';

const SETTLEMENT_RESULT = preloadable<{ body: GeneratorResponse }>(() => import('./settlement-page-result'));

type SettlementAnswer = { data: Settlement; refPackage: RefPackage };

/** The settlement generator page: Environment Type and Settlement Size, the settlement with its map as the result. */
export const SETTLEMENT_PAGE: GeneratorPageDef = {
  path: '/settlementgenerator',
  title: 'Settlement Generator',
  noun: 'Settlement',
  description:
    'Whole settlements, from outposts to metropolises: districts with every shop, home and owner linked, leaders, factions, street life and a map to show your players.',
  tip: 'Hover a district on the map to name it, click to zoom in and click a building to open it. Every name opens in the viewer and stays in the Wiki Index.',
  menu: { section: 'Complex Generators', label: 'Settlement Generator' },
  api: 'GetSettlement',
  placeholderHeight: 1100,
  choices: [
    { param: 'environments', label: 'Environment Type', options: 'GetReasonableEnvironmentTypes' },
    { param: 'size', label: 'Settlement Size', options: 'GetSettlementSizes' },
  ],
  toResults: (body) => {
    const { data, refPackage } = body as unknown as SettlementAnswer;
    return data
      ? [{ title: data.Name, save: { path: 'SaveSettlement', body: { settlement: { data, refPackage } } } }]
      : [];
  },
  // The settlement and its map load with the answer, not after it.
  preload: () => {
    SETTLEMENT_RESULT.preload();
    SETTLEMENT_MAP.preload();
  },
  render: (body) => (
    <Preloaded
      code={SETTLEMENT_RESULT}
      props={{ body }}
      placeholder={<Skeleton height={1100} />}
      failure="This page could not load the code that shows a settlement. Check your connection and reload the page."
    />
  ),
};
