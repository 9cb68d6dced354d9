import { Alert, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import type { InitiativeAction, InitiativeConfiguration, InitiativeState } from '@lorewright/engine';
import { useEffect, useState, type Dispatch } from 'react';
import { errorMessage } from '../api/client';
import { useConfirm } from '../components/ConfirmDialog';
import { useSession } from '../session/use-session';
import { useGenericMutations, useSavedGenerics } from '../user/settings-profiles';

const SAVED_CONFIRMATION_MS = 3000;

function SavedConfigurations({ state, dispatch }: { state: InitiativeState; dispatch: Dispatch<InitiativeAction> }) {
  const configs = useSavedGenerics<InitiativeConfiguration>('init');
  const { save, remove } = useGenericMutations<InitiativeConfiguration>('init');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const list = configs.data ?? [];
  const chosen = list.find((c) => c.configName === selected);
  const error = configs.error ?? save.error ?? remove.error;
  const confirm = useConfirm();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const saveCurrent = () => {
    const configName = name.trim();
    if (!configName) return;
    if (list.some((c) => c.configName === configName)) {
      confirm.ask({
        title: 'Replace the saved configuration?',
        message: `A configuration named “${configName}” is already saved. Saving replaces it with the fight on screen.`,
        confirmLabel: 'Replace',
        danger: true,
        onConfirm: () => store(configName),
      });
      return;
    }
    store(configName);
  };

  const store = (configName: string) => {
    save.mutate(
      { configName, data: state.entries },
      {
        onSuccess: () => {
          setSaved(true);
          setSelected(configName);
        },
      },
    );
  };

  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="Configuration name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          w={220}
        />
        <Button onClick={saveCurrent} disabled={name.trim() === ''} loading={save.isPending}>
          Save Configuration
        </Button>
        {saved && (
          <Text c="green" size="sm" role="status" mb={8}>
            Saved!
          </Text>
        )}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {/* The phone's own picker; the first line stands for none chosen. */}
        <NativeSelect
          label="Saved configurations"
          data={[
            { value: '', label: list.length === 0 ? 'None saved yet' : 'Choose one', disabled: true },
            ...list.map((c) => c.configName),
          ]}
          value={chosen ? (selected ?? '') : ''}
          onChange={(event) => setSelected(event.currentTarget.value || null)}
          w={220}
          disabled={list.length === 0}
        />
        <Button
          variant="default"
          disabled={!chosen}
          onClick={() =>
            chosen &&
            confirm.ask({
              title: 'Load this configuration?',
              message: `Loading “${chosen.configName}” replaces the ${state.entries.length === 1 ? 'entry' : `${state.entries.length} entries`} on screen and stops the current fight.`,
              confirmLabel: 'Load',
              onConfirm: () => dispatch({ type: 'loadConfiguration', entries: chosen.data }),
            })
          }
        >
          Load
        </Button>
        <Button
          variant="light"
          color="red"
          disabled={!chosen}
          loading={remove.isPending}
          onClick={() =>
            chosen &&
            confirm.ask({
              title: 'Delete this configuration?',
              message: `The saved configuration “${chosen.configName}” will be deleted for good.`,
              confirmLabel: 'Delete',
              danger: true,
              onConfirm: () => remove.mutate(chosen, { onSuccess: () => setSelected(null) }),
            })
          }
        >
          Delete
        </Button>
      </Group>
      {confirm.dialog}
      {error && (
        <Alert color="red" role="alert" title="Could not reach your saved configurations">
          {errorMessage(error)}{' '}
          <Button size="xs" variant="light" onClick={() => void configs.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
    </>
  );
}

/** Save, load and delete initiative configurations; a disabled Login button when signed out. */
export function InitiativeConfigurations(props: { state: InitiativeState; dispatch: Dispatch<InitiativeAction> }) {
  const { signedIn } = useSession();
  if (!signedIn) {
    return (
      <Group>
        <Button variant="default" disabled>
          Login to save Configuration
        </Button>
      </Group>
    );
  }
  return <SavedConfigurations {...props} />;
}
