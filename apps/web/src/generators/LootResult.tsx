import type { Loot } from '@lorewright/engine';
import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../components/RichText';
import { formatWorth, splitterUrl } from './coins';
import { lootCoins, valuablesWorth } from './loot-text';
import type { GeneratorResponse } from './results';

/** A loot: its total worth in gold, silver and copper, each list with the worth of every part, and "Split this loot". */
export default function LootResult({ body }: { body: GeneratorResponse }) {
  const loot = body.data as Loot | undefined;
  const [withValuables, setWithValuables] = useState(false);
  if (!loot) return null;
  const coins = lootCoins(loot);
  const valuables = valuablesWorth(loot);
  const href = splitterUrl(coins, withValuables ? valuables : 0);
  return (
    <Stack component="article" aria-label="Loot" gap="sm" className="loot-result">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              Total worth
            </Text>
            <Title order={3} data-testid="loot-total">
              {formatWorth(loot.totalWorth)}
            </Title>
          </div>
          <Stack gap={6} align="flex-start">
            <Button component={Link} to={href} variant="light">
              Split this loot
            </Button>
            {valuables > 0 && (
              <Checkbox
                size="xs"
                label={`Sell gems, art and goods first (+${formatWorth(valuables)})`}
                checked={withValuables}
                onChange={(e) => setWithValuables(e.currentTarget.checked)}
              />
            )}
          </Stack>
        </Group>
      </Paper>
      {loot.value.map((list) => (
        <Paper withBorder p="md" key={list.Title} component="section" aria-label={list.Title}>
          <Title order={4} size="h5" mb={4}>
            {list.Title}
          </Title>
          <Table verticalSpacing={4} withRowBorders>
            <Table.Tbody>
              {list.List.map((part, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <RichText parts={part.text} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} ff="monospace" fz="sm">
                    {formatWorth(part.worth)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
