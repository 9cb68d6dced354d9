import type { Npc } from '@lorewright/engine';
import { Button, Divider, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { RichText } from '../components/RichText';
import { CopyRichButton } from './CopyButton';
import { EntityModal } from './EntityModal';
import { npcAbilities, npcSheetCopy, npcSheetLines, npcTagline } from './sheet-lines';
import './entity-views.css';

/** The history opens over the viewer the sheet may be shown in. */
const HISTORY_Z_INDEX = 400;

/**
 * The NPC sheet (SPEC result view 1) in stat-block style: name, pronunciation, size, type,
 * heritage and alignment, the six abilities with modifiers, then the labeled lines. The
 * player-safe switch hides desire, fear, secret, goal and rumor; View History opens the life
 * story; Copy puts the sheet on the clipboard as rich text.
 */
export function NpcSheet({ npc, actions }: { npc: Npc; actions?: ReactNode }) {
  const [playerSafe, setPlayerSafe] = useState(false);
  const [historyOpen, history] = useDisclosure(false);
  const lines = npcSheetLines(npc).filter((line) => !(playerSafe && line.secret));
  return (
    <Paper withBorder p="md" className="stat-block" component="article" aria-label={`NPC sheet: ${npc.Name}`}>
      <Stack gap={4}>
        <Title order={3} className="stat-block-name">
          {npc.Name}
        </Title>
        <Text size="sm" c="dimmed" fs="italic">
          {npc.NamePronunciation}
        </Text>
        <Text size="sm" fs="italic">
          {npcTagline(npc)}
        </Text>
      </Stack>
      <Divider my="sm" className="stat-block-rule" />
      <Table className="ability-table" withRowBorders={false} verticalSpacing={2} aria-label="Ability scores">
        <Table.Thead>
          <Table.Tr>
            {npcAbilities(npc).map((a) => (
              <Table.Th key={a.ability} ta="center">
                <abbr title={a.ability}>{a.short}</abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {npcAbilities(npc).map((a) => (
              <Table.Td key={a.ability} ta="center">
                {a.score} ({a.modifier})
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider my="sm" className="stat-block-rule" />
      <Stack gap={6}>
        {lines.map((line) => (
          <Text key={line.label} component="div" size="sm" className="sheet-line">
            <Text span fw={700}>
              {line.label}:
            </Text>{' '}
            <RichText parts={line.parts} inline />
          </Text>
        ))}
      </Stack>
      <Divider my="sm" className="stat-block-rule" />
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Button variant="light" size="xs" onClick={history.open}>
            View History
          </Button>
          <CopyRichButton content={() => npcSheetCopy(npc, playerSafe)} />
          {actions}
        </Group>
        <Switch
          size="sm"
          label="Player-safe"
          description="Hide secrets, fears, goals, desires and rumors"
          checked={playerSafe}
          onChange={(e) => setPlayerSafe(e.currentTarget.checked)}
        />
      </Group>
      <EntityModal
        opened={historyOpen}
        onClose={history.close}
        title={`History of ${npc.Name}`}
        zIndex={HISTORY_Z_INDEX}
      >
        <RichText parts={npc.History} />
      </EntityModal>
    </Paper>
  );
}
