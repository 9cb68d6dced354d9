import { ActionIcon, Badge, Button, Group, Progress, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  healthColor,
  isHpLocked,
  isSubEntry,
  sortInitiative,
  type InitiativeAction,
  type InitiativeEntry,
  type InitiativeState,
} from '@lorewright/engine';
import type { Dispatch } from 'react';
import { entryLabel } from './entry-label';
import { NumberField } from './NumberField';

// Darker than green.9 so white button text keeps a 4.5:1 contrast.
const HEAL_COLOUR = '#1e6b2f';

type RowProps = {
  entry: InitiativeEntry;
  state: InitiativeState;
  dispatch: Dispatch<InitiativeAction>;
  /** 1-based place in turn order, for labels. */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

function InitiativeRow({ entry, state, dispatch, position, canMoveUp, canMoveDown }: RowProps) {
  const { entries, healAmount, healPending } = state;
  const sub = isSubEntry(entry, entries);
  const hpLocked = isHpLocked(entry, entries);
  const current = state.current === entry.id;
  const down = entry.hp <= 0;
  const label = entryLabel(entry);
  const edit = (field: 'init' | 'name' | 'ac' | 'hp' | 'maxHp' | 'info', value: string) =>
    dispatch({ type: 'editEntry', id: entry.id, field, value });
  const className = [current ? 'lw-init-current' : '', down ? 'lw-init-down' : ''].join(' ').trim() || undefined;
  const healVerb = healAmount >= 0 ? 'Heal' : 'Hurt';

  return (
    <Table.Tr className={className} aria-current={current ? 'true' : undefined}>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {current && (
            <Badge size="sm" variant="filled" color="plum.8" style={{ flexShrink: 0 }}>
              Now
            </Badge>
          )}
          {healPending ? (
            <Button
              size="compact-xs"
              color={healAmount >= 0 ? HEAL_COLOUR : 'red.9'}
              onClick={() => dispatch({ type: 'applyHealHurt', id: entry.id })}
              aria-label={`${healVerb} ${label} by ${Math.abs(healAmount)}`}
            >
              {healVerb}
            </Button>
          ) : (
            <Group gap={2} wrap="nowrap" className="lw-row-tools">
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Add an entry at ${label}'s initiative`}
                onClick={() => dispatch({ type: 'addEntry', entry: { init: entry.init } })}
              >
                +
              </ActionIcon>
              {!sub && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Add a sub-entry to ${label}`}
                  onClick={() => dispatch({ type: 'addSubEntry', parentId: entry.id })}
                >
                  ⤷
                </ActionIcon>
              )}
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`Remove ${label}`}
                onClick={() => dispatch({ type: 'removeEntry', id: entry.id })}
              >
                ×
              </ActionIcon>
            </Group>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <NumberField
            size="xs"
            w={56}
            value={entry.init}
            commitOnBlur
            disabled={sub}
            aria-label={`Initiative of ${label}`}
            title={sub ? 'A sub-entry acts on its parent’s initiative' : undefined}
            onCommit={(text) => edit('init', text)}
          />
          {!sub && (canMoveUp || canMoveDown) && (
            <Stack gap={0}>
              <ActionIcon
                size="xs"
                variant="subtle"
                disabled={!canMoveUp}
                aria-label={`Move ${label} up among equal initiative`}
                onClick={() => dispatch({ type: 'moveEntry', id: entry.id, direction: 'up' })}
              >
                ▲
              </ActionIcon>
              <ActionIcon
                size="xs"
                variant="subtle"
                disabled={!canMoveDown}
                aria-label={`Move ${label} down among equal initiative`}
                onClick={() => dispatch({ type: 'moveEntry', id: entry.id, direction: 'down' })}
              >
                ▼
              </ActionIcon>
            </Stack>
          )}
        </Group>
      </Table.Td>
      <Table.Td className={sub ? 'lw-sub-name' : undefined}>
        <TextInput
          size="xs"
          value={entry.name}
          placeholder={sub ? 'Sub-entry' : 'Name'}
          aria-label={`Name, row ${position}`}
          onChange={(event) => edit('name', event.currentTarget.value)}
          leftSection={
            sub ? (
              <Text size="xs" aria-hidden>
                ↳
              </Text>
            ) : undefined
          }
        />
      </Table.Td>
      <Table.Td>
        <NumberField
          size="xs"
          w={52}
          inputMode="numeric"
          value={entry.ac}
          aria-label={`Armour class of ${label}`}
          onCommit={(text) => edit('ac', text)}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Group gap={4} wrap="nowrap">
            <NumberField
              size="xs"
              w={60}
              inputMode="numeric"
              value={entry.hp}
              disabled={hpLocked}
              title={hpLocked ? 'Heal or hurt the group from the Act column' : undefined}
              aria-label={`Hit points of ${label}`}
              onCommit={(text) => edit('hp', text)}
            />
            <Text size="xs" aria-hidden>
              /
            </Text>
            <NumberField
              size="xs"
              w={60}
              inputMode="numeric"
              value={entry.maxHp}
              commitOnBlur
              aria-label={`Maximum hit points of ${label}`}
              onCommit={(text) => edit('maxHp', text)}
            />
          </Group>
          <Progress
            size="sm"
            value={Math.max(0, Math.min(100, (entry.hp / entry.maxHp) * 100))}
            color={healthColor(entry.hp, entry.maxHp)}
            aria-label={`Health of ${label}: ${entry.hp} of ${entry.maxHp}`}
          />
        </Stack>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          miw={120}
          value={entry.info}
          placeholder="Notes"
          aria-label={`Info for ${label}`}
          onChange={(event) => edit('info', event.currentTarget.value)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The tracker table in turn order (columns Act, Init, Name, AC, HP, Info). Row tools show on
 * hover and keyboard focus; the current row is highlighted and rows at 0 hp are shaded red.
 */
export function InitiativeTable({ state, dispatch }: { state: InitiativeState; dispatch: Dispatch<InitiativeAction> }) {
  const order = sortInitiative(state.entries);
  const heads = order.filter((e) => !isSubEntry(e, state.entries));
  const neighbours = new Map(
    heads.map((e, i) => [e.id, { up: heads[i - 1]?.init === e.init, down: heads[i + 1]?.init === e.init }]),
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table className="lw-init-table" verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>Act</Table.Th>
            <Table.Th w={90}>Init</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={64}>AC</Table.Th>
            <Table.Th w={150}>HP</Table.Th>
            <Table.Th>Info</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.map((entry, i) => (
            <InitiativeRow
              key={entry.id}
              position={i + 1}
              entry={entry}
              state={state}
              dispatch={dispatch}
              canMoveUp={neighbours.get(entry.id)?.up ?? false}
              canMoveDown={neighbours.get(entry.id)?.down ?? false}
            />
          ))}
          {order.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm">
                  No entries yet. Add one to begin.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
