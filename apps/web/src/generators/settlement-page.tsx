import type { RefPackage, Settlement } from '@lorewright/engine';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GeneratorPageDef } from './generator-def';

const SettlementResult = lazy(() => import('./settlement-page-result'));

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
  render: (body) => (
    <Suspense fallback={<Skeleton height={1100} />}>
      <SettlementResult body={body} />
    </Suspense>
  ),
};
