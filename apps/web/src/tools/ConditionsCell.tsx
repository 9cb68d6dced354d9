import { ActionIcon, Autocomplete, Badge, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import { CONDITION_NAMES, type InitiativeAction, type InitiativeEntry } from '@lorewright/engine';
import { useState, type Dispatch } from 'react';
import { entryLabel } from './entry-label';

/** How a condition's time left reads on its badge. */
export const conditionLabel = (rounds: number | null): string =>
  rounds === null ? '' : `${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;

/** The add-a-condition button and its small form: a name (with common ones offered) and rounds. */
function AddCondition({ entry, dispatch }: { entry: InitiativeEntry; dispatch: Dispatch<InitiativeAction> }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [rounds, setRounds] = useState('');
  const label = entryLabel(entry);
  const roundsOk = rounds.trim() === '' || /^\d+$/.test(rounds.trim());
  const ready = name.trim() !== '' && roundsOk && rounds.trim() !== '0';
  const add = () => {
    if (!ready) return;
    dispatch({ type: 'addCondition', id: entry.id, name, rounds: rounds.trim() === '' ? null : rounds });
    setName('');
    setRounds('');
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpened((o) => !o)}
          aria-label={`Add a condition to ${label}`}
          aria-expanded={opened}
        >
          + Condition
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          gap="xs"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Autocomplete
            size="xs"
            label="Condition"
            data={[...CONDITION_NAMES]}
            value={name}
            onChange={setName}
            comboboxProps={{ withinPortal: false }}
            w={200}
          />
          <TextInput
            size="xs"
            label="Rounds"
            description="Blank lasts until removed"
            inputMode="numeric"
            value={rounds}
            error={roundsOk && rounds.trim() !== '0' ? undefined : 'A whole number of rounds, 1 or more'}
            onChange={(event) => setRounds(event.currentTarget.value)}
            w={200}
          />
          <Button size="xs" type="submit" disabled={!ready}>
            Add to {label}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * An entry's conditions as badges (name and rounds left, each with a remove button) and a button
 * to add one. Timed conditions count down at the end of the entry's turn.
 */
export function ConditionsCell({ entry, dispatch }: { entry: InitiativeEntry; dispatch: Dispatch<InitiativeAction> }) {
  const label = entryLabel(entry);
  const conditions = entry.conditions ?? [];
  return (
    <Group gap={4} wrap="wrap" className="lw-init-conditions">
      {conditions.length > 0 && (
        <Group gap={4} wrap="wrap" role="list" aria-label={`Conditions of ${label}`}>
          {conditions.map((c) => (
            <Badge
              key={c.name}
              role="listitem"
              size="sm"
              variant="light"
              color="grape"
              tt="none"
              rightSection={
                <ActionIcon
                  size={14}
                  variant="transparent"
                  color="grape"
                  aria-label={`Remove ${c.name} from ${label}`}
                  onClick={() => dispatch({ type: 'removeCondition', id: entry.id, name: c.name })}
                >
                  ×
                </ActionIcon>
              }
            >
              {c.name}
              {c.rounds !== null && ` · ${conditionLabel(c.rounds)}`}
            </Badge>
          ))}
        </Group>
      )}
      <AddCondition entry={entry} dispatch={dispatch} />
    </Group>
  );
}
