import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { useEscapeLayer } from '../components/escape-stack';
import {
  isSubEntry,
  readInitiativeNumber,
  sortInitiative,
  type InitiativeAction,
  type InitiativeEntry,
} from '@lorewright/engine';
import { useState, type Dispatch } from 'react';
import { rollD20 } from './dice';
import { entryLabel } from './entry-label';
import { NumberField } from './NumberField';

/** One row's roll: the d20 face and the modifier added to it. */
export type InitiativeRoll = { name: string; d20: number; modifier: number };

type Props = {
  opened: boolean;
  onClose: () => void;
  entries: readonly InitiativeEntry[];
  dispatch: Dispatch<InitiativeAction>;
  onRolled: (rolls: InitiativeRoll[]) => void;
};

/**
 * Chooses rows and their initiative modifiers, rolls a d20 for each and sends the results to
 * the tracker (sub-entries follow their parent, so only top-level rows are listed).
 */
export function RollInitiativeModal({ opened, onClose, entries, dispatch, onRolled }: Props) {
  const rows = sortInitiative(entries).filter((e) => !isSubEntry(e, entries));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [modifiers, setModifiers] = useState<Readonly<Record<number, string>>>({});
  const picked = rows.filter((e) => chosen.has(e.id));
  useEscapeLayer(opened, onClose);

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const roll = () => {
    const rolls: Record<number, number> = {};
    const mods: Record<number, number> = {};
    const summary: InitiativeRoll[] = [];
    for (const entry of picked) {
      const d20 = rollD20();
      const modifier = readInitiativeNumber(modifiers[entry.id] ?? '') ?? 0;
      rolls[entry.id] = d20;
      mods[entry.id] = modifier;
      summary.push({ name: entryLabel(entry), d20, modifier });
    }
    dispatch({ type: 'rollInitiative', rolls, modifiers: mods });
    onRolled(summary);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Roll Initiative" size="lg" closeOnEscape={false}>
      <Stack>
        <Text size="sm">
          Tick the rows to roll for and give each its initiative modifier. Each gets d20 + modifier.
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setChosen(new Set(rows.map((e) => e.id)))}>
            Select All
          </Button>
          <Button size="xs" variant="default" onClick={() => setChosen(new Set())}>
            Deselect All
          </Button>
        </Group>
        <ScrollArea.Autosize mah={360}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Roll for</Table.Th>
                <Table.Th w={110}>Modifier</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Checkbox
                      label={entryLabel(entry)}
                      checked={chosen.has(entry.id)}
                      onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberField
                      size="xs"
                      w={80}
                      value={readInitiativeNumber(modifiers[entry.id] ?? '') ?? 0}
                      aria-label={`Initiative modifier of ${entryLabel(entry)}`}
                      onCommit={(text) => setModifiers((prev) => ({ ...prev, [entry.id]: text }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={roll} disabled={picked.length === 0}>
            {picked.length === 1 ? 'Roll for 1 row' : `Roll for ${picked.length} rows`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
