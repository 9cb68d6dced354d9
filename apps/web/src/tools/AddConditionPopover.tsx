import { Autocomplete, Button, Popover, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { CONDITION_NAMES, type InitiativeAction, type InitiativeEntry } from '@lorewright/engine';
import { useState, type Dispatch, type ReactElement } from 'react';
import { entryLabel } from './entry-label';

type Props = {
  entry: InitiativeEntry;
  dispatch: Dispatch<InitiativeAction>;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** The button that opens and closes the form. */
  trigger: ReactElement;
};

/** The small add-a-condition form beside its button: a name (with common ones offered) and rounds. */
export default function AddConditionPopover({ entry, dispatch, opened, setOpened, trigger }: Props) {
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
      <Popover.Target>{trigger}</Popover.Target>
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
