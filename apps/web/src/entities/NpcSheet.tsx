import type { Npc } from '@lorewright/engine';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { RichText } from '../components/RichText';
import { useEver } from '../components/use-ever';
import { CopyRichButton } from './CopyButton';
import { StatBlockRule } from './SheetLine';
import { npcAbilities, npcSheetCopy, npcSheetLines, npcTagline } from './npc-sheet-lines';
import './entity-views.css';

const HistoryDialog = lazy(() => import('./HistoryDialog'));

/**
 * The NPC sheet (SPEC result view 1) in stat-block style: name, pronunciation, size, type,
 * heritage and alignment, the six abilities with modifiers, then the labeled lines. The
 * player-safe switch hides desire, fear, secret, goal and rumor; View History opens the life
 * story; Copy puts the sheet on the clipboard as rich text.
 */
export function NpcSheet({ npc, actions }: { npc: Npc; actions?: ReactNode }) {
  const [playerSafe, setPlayerSafe] = useState(false);
  const [historyOpen, history] = useDisclosure(false);
  const historyUsed = useEver(historyOpen);
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
      <StatBlockRule />
      <table className="ability-table" aria-label="Ability scores">
        <thead>
          <tr>
            {npcAbilities(npc).map((a) => (
              <th key={a.ability}>
                <abbr title={a.ability}>{a.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {npcAbilities(npc).map((a) => (
              <td key={a.ability}>
                {a.score} ({a.modifier})
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <StatBlockRule />
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
      <StatBlockRule />
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
      <Suspense fallback={null}>
        {historyUsed && <HistoryDialog npc={npc} opened={historyOpen} onClose={history.close} />}
      </Suspense>
    </Paper>
  );
}
