import type { Building, Group, Location, RefPackage } from '@lorewright/engine';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GeneratorPageDef } from './generator-def';
import type { GeneratorResponse } from './results';
import type { WorldAnswerKind } from './world-page-result';

const WorldResult = lazy(() => import('./world-page-result'));

const renderAs = (kind: WorldAnswerKind, height: number) =>
  function render(body: GeneratorResponse) {
    return (
      <Suspense fallback={<Skeleton height={height} />}>
        <WorldResult body={body} kind={kind} />
      </Suspense>
    );
  };

/** The building generator: Building Types; a building page with its people, goods and prices. */
export const BUILDING_PAGE: GeneratorPageDef = {
  path: '/buildinggenerator',
  title: 'Building Generator',
  noun: 'Building',
  description:
    'Shops, inns, temples, smithies and homes: who runs them, who works and drinks there, what they sell and for how much.',
  tip: 'Click the owner, a worker or a regular to open their sheet; everything you open is kept in the Wiki Index.',
  menu: { section: 'Complex Generators', label: 'Building Generator' },
  api: 'GetBuilding',
  heritage: true,
  adjectives: true,
  placeholderHeight: 700,
  choices: [{ param: 'location', label: 'Building Types', options: 'GetLocations', multi: true }],
  toResults: (body) => {
    const { building, refPackage } = body as { building?: Building; refPackage?: RefPackage };
    return building
      ? [
          {
            title: building.locationName,
            save: { path: 'SaveBuilding', body: { building: { data: building, refPackage } } },
          },
        ]
      : [];
  },
  render: renderAs('buildings', 700),
};

/** The group generator: Group Type and Group Alignment; a group page with its sigil and people. */
export const GROUP_PAGE: GeneratorPageDef = {
  path: '/groupgenerator',
  title: 'Group Generator',
  noun: 'Group',
  description:
    'Guilds, noble houses, orders, crews and parties with a sigil of their own: their leader, members, aims, secrets and quarrels.',
  tip: 'The sigil becomes an image you can drag into your notes or download; switch it between Colorful and Simple.',
  menu: { section: 'Complex Generators', label: 'Group Generator' },
  api: 'GetOrganization',
  adjectives: true,
  placeholderHeight: 900,
  choices: [
    { param: 'organizationtype', label: 'Group Type', options: 'GetOrganizationTypes' },
    { param: 'alignment', label: 'Group Alignment', options: 'GetAlignmentMoralTypes' },
  ],
  toResults: (body) => {
    const { organization, refPackage } = body as { organization?: Group; refPackage?: RefPackage };
    return organization
      ? [
          {
            title: organization.OrgName,
            save: { path: 'SaveOrganization', body: { organization: { data: organization, refPackage } } },
          },
        ]
      : [];
  },
  render: renderAs('groups', 900),
};

/** The location generator: Location Types; a place outside town with its history. */
export const LOCATION_PAGE: GeneratorPageDef = {
  path: '/locationgenerator',
  title: 'Location Generator',
  noun: 'Location',
  description: 'Ruins, shrines, caves, battlefields and bridges outside town, described to read aloud, with a history.',
  tip: 'The person named in a history opens in the popup, as does the town the place lies near.',
  menu: { section: 'Complex Generators', label: 'Location Generator' },
  api: 'GetLocation',
  adjectives: true,
  placeholderHeight: 320,
  choices: [{ param: 'location', label: 'Location Types', options: 'GetBroadLocationTypes', multi: true }],
  toResults: (body) => {
    const { location, refPackage } = body as { location?: Location; refPackage?: RefPackage };
    return location
      ? [{ title: location.Name, save: { path: 'SaveLocation', body: { location: { data: location, refPackage } } } }]
      : [];
  },
  render: renderAs('locations', 320),
};

/** The linked-world generator pages. */
export const WORLD_PAGES: readonly GeneratorPageDef[] = [BUILDING_PAGE, GROUP_PAGE, LOCATION_PAGE];
