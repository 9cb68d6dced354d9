import type { Item, Loot, RefPackage } from '@lorewright/engine';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GeneratorPageDef } from './generator-def';
import { lootComponent } from './loot-text';
import type { GeneratorResponse } from './results';

const ItemView = lazy(() => import('../entities/ItemView').then((m) => ({ default: m.ItemView })));
const LootResult = lazy(() => import('./LootResult'));

type ItemAnswer = { data?: Item[]; refPackage?: RefPackage };

const items = (body: GeneratorResponse) => (body as ItemAnswer).data ?? [];

/** The item generator: Item Type; each item on its own page (SPEC result view 7). */
export const ITEM_PAGE: GeneratorPageDef = {
  path: '/itemgenerator',
  title: 'Item Generator',
  noun: 'Item',
  description:
    'Mundane gear and magic items with a rarity, what they do at the table (bonuses, charges, save DCs, attunement) and a history of who made and carried them.',
  tip: 'Names in a history open in the viewer: the maker, the groups that held the item and the places it was lost.',
  menu: { section: 'Complex Generators', label: 'Item Generator' },
  api: 'GetItem',
  multiple: true,
  adjectives: true,
  placeholderHeight: 220,
  choices: [{ param: 'item', label: 'Item Type', options: 'GetItemTypes' }],
  toResults: (body) =>
    items(body).map((item) => ({
      title: item.Name,
      save: { path: 'SaveItem', body: { item: { data: item, refPackage: (body as ItemAnswer).refPackage } } },
    })),
  render: (body) => (
    <Suspense fallback={<Skeleton height={220} />}>
      <Stack gap="sm">
        {items(body).map((item, i) => (
          <Paper key={i} withBorder p="md">
            <ItemView item={item} refPackage={(body as ItemAnswer).refPackage} />
          </Paper>
        ))}
      </Stack>
    </Suspense>
  ),
};

/** The loot generator: Loot Size and loot types (Treasure by default); the total worth and the lists. */
export const LOOT_PAGE: GeneratorPageDef = {
  path: '/lootgenerator',
  title: 'Loot Generator',
  noun: 'Loot',
  description:
    'Treasure by the fifth-edition guideline, from the few coins in a pocket to a dragon’s hoard: coins, gems, art objects, trade goods and items.',
  tip: 'Item names open the item in the viewer. “Split this loot” takes the coins to the coin splitter.',
  menu: { section: 'Complex Generators', label: 'Loot Generator' },
  api: 'GetLoot',
  placeholderHeight: 260,
  choices: [
    { param: 'size', label: 'Loot Size', options: 'GetLootSizes' },
    { param: 'type', label: 'Loot Types', options: 'GetLootTypes', multi: true, initial: ['Treasure'] },
  ],
  toResults: (body) => {
    const loot = body.data as Loot | undefined;
    return loot
      ? [
          {
            title: 'Loot',
            save: { path: 'SaveResultComponent', body: { data: { type: 'loot', component: lootComponent(loot) } } },
          },
        ]
      : [];
  },
  render: (body) => (
    <Suspense fallback={<Skeleton height={260} />}>
      <LootResult body={body} />
    </Suspense>
  ),
};
