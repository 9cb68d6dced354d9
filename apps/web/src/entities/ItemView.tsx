import type { Item, RefPackage } from '@lorewright/engine';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useEffect } from 'react';
import { RichText } from '../components/RichText';
import { formatWorth } from '../generators/coins';
import { useRefStore } from './RefStoreProvider';

/** "Rare ring (requires attunement)": the line under an item's name. */
export const itemKindLine = (item: Pick<Item, 'Rarity' | 'Type' | 'Attunement'>): string =>
  `${item.Rarity} ${item.Type.toLowerCase()}${item.Attunement ? ' (requires attunement)' : ''}`;

/**
 * The item page (SPEC result view 7): name, kind and rarity, what it is and does, its worth and
 * its history, whose people, groups and places open in the viewer once `refPackage` is merged.
 */
export function ItemView({ item, refPackage }: { item: Item; refPackage?: RefPackage }) {
  const { merge } = useRefStore();
  useEffect(() => merge(refPackage), [refPackage, merge]);
  return (
    <Stack gap="xs" component="article" aria-label={item.Name} className="item-view">
      <div>
        <Title order={3} size="h3">
          {item.Name}
        </Title>
        <Group gap="xs" mt={2}>
          <Text size="sm" fs="italic" c="dimmed">
            {itemKindLine(item)}
          </Text>
          <Badge variant="default" size="sm">
            {formatWorth(item.Worth)}
          </Badge>
        </Group>
      </div>
      <Text>{item.Desc}</Text>
      <div>
        <Text fw={600} size="sm">
          History
        </Text>
        <RichText parts={item.History} />
      </div>
    </Stack>
  );
}
