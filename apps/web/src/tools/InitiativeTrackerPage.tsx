import './initiative-tracker.css';
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { canStart } from '@lorewright/engine';
import { lazy, Suspense, useState } from 'react';
import { useEver } from '../components/use-ever';
import { entryLabel } from './entry-label';
import { HealHurtControl } from './HealHurtControl';
import { InitiativeConfigurations } from './InitiativeConfigurations';
import { InitiativeTable } from './InitiativeTable';
import type { InitiativeRoll } from './RollInitiativeModal';

// The roll dialog (a modal with its table and checkboxes) loads on its first open.
const RollInitiativeModal = lazy(() =>
  import('./RollInitiativeModal').then((m) => ({ default: m.RollInitiativeModal })),
);
import { useInitiative } from './use-initiative';

const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** The initiative tracker: turn order, hit points, Heal/Hurt, rolls and saved configurations. */
export default function InitiativeTrackerPage() {
  const [state, dispatch] = useInitiative();
  const [rolling, setRolling] = useState(false);
  const rollUsed = useEver(rolling);
  const [lastRolls, setLastRolls] = useState<InitiativeRoll[]>([]);
  const started = state.current !== null;
  const enough = canStart(state);
  const current = state.entries.find((e) => e.id === state.current);
  const ended = (state.endedConditions ?? []).map((c) => {
    const entry = state.entries.find((e) => e.id === c.id);
    return `${c.name} ended for ${entry ? entryLabel(entry) : 'a removed entry'}`;
  });

  return (
    <Stack gap="md">
      <Title order={2}>Initiative Tracker</Title>
      <Text>
        Track turn order, hit points and conditions at the table. Ties are settled with the arrows beside Init;
        sub-entries (such as minions) act on their parent&apos;s turn, and the parent&apos;s HP is their total.
        Conditions count down at the end of their creature&apos;s turn. Everything stays in this browser between visits.
      </Text>

      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Button onClick={() => dispatch({ type: 'start' })} disabled={!enough || started}>
              Start Initiative
            </Button>
            <Button onClick={() => dispatch({ type: 'nextTurn' })} disabled={!started}>
              Next Turn
            </Button>
            <Button variant="default" onClick={() => dispatch({ type: 'reset' })} disabled={!enough || !started}>
              Reset Initiative
            </Button>
            <Text component="div" role="status" aria-live="polite" fw={500}>
              {started ? (
                <>
                  <Badge variant="light" mr={6}>
                    Turn {state.turn}
                  </Badge>
                  {current ? `${entryLabel(current)} acts` : ''}
                  {ended.length > 0 && (
                    <Text span size="sm" c="dimmed" ml={6}>
                      ({ended.join('; ')})
                    </Text>
                  )}
                </>
              ) : (
                <Text span c="dimmed" size="sm">
                  {enough ? 'Not started' : 'Add at least 2 entries to start'}
                </Text>
              )}
            </Text>
          </Group>
          <HealHurtControl state={state} dispatch={dispatch} />
        </Stack>
      </Paper>

      <InitiativeTable state={state} dispatch={dispatch} />

      <Group gap="xs" wrap="wrap">
        <Button variant="light" onClick={() => dispatch({ type: 'addEntry' })}>
          Add Entry
        </Button>
        <Button variant="light" onClick={() => setRolling(true)} disabled={state.entries.length === 0}>
          Roll Initiative
        </Button>
      </Group>
      {lastRolls.length > 0 && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Text size="sm" role="status" style={{ flex: 1 }}>
            Rolled:{' '}
            {lastRolls.map((r) => `${r.name}: ${r.d20 + r.modifier} (d20 ${r.d20} ${signed(r.modifier)})`).join('; ')}
          </Text>
          <CloseButton size="sm" aria-label="Dismiss the roll results" onClick={() => setLastRolls([])} />
        </Group>
      )}

      <Paper withBorder p="sm" component="section" aria-labelledby="init-config-heading">
        <Stack gap="sm">
          <Title order={3} size="h4" id="init-config-heading">
            Configurations
          </Title>
          <InitiativeConfigurations state={state} dispatch={dispatch} />
        </Stack>
      </Paper>

      {rollUsed && (
        <Suspense fallback={null}>
          <RollInitiativeModal
            opened={rolling}
            onClose={() => setRolling(false)}
            entries={state.entries}
            dispatch={dispatch}
            onRolled={setLastRolls}
          />
        </Suspense>
      )}
    </Stack>
  );
}
