import { ActionIcon, Badge, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { useMediaQuery } from '@mantine/hooks';
import {
  entryHealth,
  healthColor,
  isSubEntry,
  sortInitiative,
  type InitiativeAction,
  type InitiativeEntry,
  type InitiativeState,
} from '@lorewright/engine';
import { useState, type Dispatch } from 'react';
import { NARROW_QUERY } from '../app/Layout';
import { ConditionsCell } from './ConditionsCell';
import { entryLabel } from './entry-label';
import { NumberField } from './NumberField';

// Darker than green.9 so white button text keeps a 4.5:1 contrast.
const HEAL_COLOR = '#1e6b2f';

type RowProps = {
  entry: InitiativeEntry;
  state: InitiativeState;
  dispatch: Dispatch<InitiativeAction>;
  /** 1-based place in turn order, for labels. */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Narrow layout: name, HP and the act marker show; the rest opens with More. */
  narrow: boolean;
};

function InitiativeRow({ entry, state, dispatch, position, canMoveUp, canMoveDown, narrow }: RowProps) {
  const { entries, healAmount, healPending } = state;
  const [open, setOpen] = useState(false);
  const sub = isSubEntry(entry, entries);
  const health = entryHealth(entry, entries);
  const group = health.members > 0;
  const current = state.current === entry.id;
  const down = health.standing === 0;
  const label = entryLabel(entry);
  const edit = (field: 'init' | 'name' | 'ac' | 'hp' | 'maxHp' | 'info', value: string) =>
    dispatch({ type: 'editEntry', id: entry.id, field, value });
  const className =
    [current ? 'lw-init-current' : '', down ? 'lw-init-down' : '', open ? 'lw-init-open' : ''].join(' ').trim() ||
    undefined;
  const healVerb = healAmount >= 0 ? 'Heal' : 'Hurt';
  const moreId = `lw-init-more-${entry.id}`;
  const rowTools = (
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
  );

  return (
    <tr className={className} aria-current={current ? 'true' : undefined}>
      <td className="lw-init-act">
        <Group gap={4} wrap="nowrap">
          {current && (
            <Badge size="sm" variant="filled" color="plum.8" style={{ flexShrink: 0 }}>
              Now
            </Badge>
          )}
          {healPending ? (
            <Button
              size="compact-xs"
              color={healAmount >= 0 ? HEAL_COLOR : 'red.9'}
              onClick={() => dispatch({ type: 'applyHealHurt', id: entry.id })}
              disabled={group && health.standing === 0}
              aria-label={
                group
                  ? `${healVerb} each of the ${health.standing} standing in ${label} by ${Math.abs(healAmount)}`
                  : `${healVerb} ${label} by ${Math.abs(healAmount)}`
              }
            >
              {group ? `${healVerb} all` : healVerb}
            </Button>
          ) : (
            !narrow && rowTools
          )}
        </Group>
      </td>
      <td className="lw-init-init" id={moreId}>
        <Group gap={2} wrap="nowrap">
          <NumberField
            size="xs"
            w={56}
            label={narrow ? 'Init' : undefined}
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
      </td>
      <td className={sub ? 'lw-init-name lw-sub-name' : 'lw-init-name'}>
        <Stack gap={4}>
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              style={{ flex: 1, minWidth: 0 }}
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
            {narrow && (
              <ActionIcon
                size="md"
                variant={open ? 'filled' : 'light'}
                aria-label={`More for ${label}: initiative, AC, notes and row tools`}
                aria-expanded={open}
                aria-controls={moreId}
                onClick={() => setOpen((o) => !o)}
              >
                ⋯
              </ActionIcon>
            )}
          </Group>
          <ConditionsCell entry={entry} dispatch={dispatch} />
        </Stack>
      </td>
      <td className="lw-init-ac">
        <NumberField
          size="xs"
          w={52}
          label={narrow ? 'AC' : undefined}
          inputMode="numeric"
          value={entry.ac}
          aria-label={`Armor class of ${label}`}
          onCommit={(text) => edit('ac', text)}
        />
      </td>
      <td className="lw-init-hp">
        <Stack gap={4}>
          {group ? (
            <Text size="xs" fw={500} className="lw-init-group-hp">
              {health.hp} / {health.maxHp}
              <Text span size="xs" c="dimmed">
                {' '}
                · {health.standing} of {health.members} standing
              </Text>
            </Text>
          ) : (
            <Group gap={4} wrap="nowrap">
              <NumberField
                size="xs"
                w={narrow ? 50 : 60}
                inputMode="numeric"
                value={entry.hp}
                aria-label={`Hit points of ${label}`}
                onCommit={(text) => edit('hp', text)}
              />
              <Text size="xs" aria-hidden>
                /
              </Text>
              <NumberField
                size="xs"
                w={narrow ? 50 : 60}
                inputMode="numeric"
                value={entry.maxHp}
                commitOnBlur
                aria-label={`Maximum hit points of ${label}`}
                onCommit={(text) => edit('maxHp', text)}
              />
            </Group>
          )}
          <Progress
            size="sm"
            value={Math.max(0, Math.min(100, (health.hp / health.maxHp) * 100))}
            color={healthColor(health.hp, health.maxHp)}
            aria-label={
              group
                ? `Health of ${label}: ${health.hp} of ${health.maxHp}, ${health.standing} of ${health.members} standing`
                : `Health of ${label}: ${health.hp} of ${health.maxHp}`
            }
          />
        </Stack>
      </td>
      <td className="lw-init-info">
        <TextInput
          size="xs"
          miw={120}
          label={narrow ? 'Notes' : undefined}
          value={entry.info}
          placeholder="Notes"
          aria-label={`Info for ${label}`}
          onChange={(event) => edit('info', event.currentTarget.value)}
        />
      </td>
      {narrow && <td className="lw-init-tools">{rowTools}</td>}
    </tr>
  );
}

/**
 * The tracker table in turn order (columns Act, Init, Name, AC, HP, Info). Row tools show on
 * hover and keyboard focus; the current row is highlighted and rows at 0 hp are shaded red.
 */
export function InitiativeTable({ state, dispatch }: { state: InitiativeState; dispatch: Dispatch<InitiativeAction> }) {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const order = sortInitiative(state.entries);
  const heads = order.filter((e) => !isSubEntry(e, state.entries));
  const neighbors = new Map(
    heads.map((e, i) => [e.id, { up: heads[i - 1]?.init === e.init, down: heads[i + 1]?.init === e.init }]),
  );
  const table = (
    <table className={narrow ? 'lw-init-table lw-init-narrow' : 'lw-init-table'}>
      <thead>
        <tr>
          <th style={{ width: 140 }}>Act</th>
          <th style={{ width: 90 }}>Init</th>
          <th>Name</th>
          <th style={{ width: 64 }}>AC</th>
          <th style={{ width: 150 }}>HP</th>
          <th>Info</th>
        </tr>
      </thead>
      <tbody>
        {order.map((entry, i) => (
          <InitiativeRow
            key={entry.id}
            position={i + 1}
            entry={entry}
            state={state}
            dispatch={dispatch}
            canMoveUp={neighbors.get(entry.id)?.up ?? false}
            canMoveDown={neighbors.get(entry.id)?.down ?? false}
            narrow={narrow}
          />
        ))}
        {order.length === 0 && (
          <tr>
            <td colSpan={6}>
              <Text c="dimmed" size="sm">
                No entries yet. Add one to begin.
              </Text>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
  // On a phone each row is a card (act marker, name and HP at once; More opens the rest), so
  // nothing needs a sideways scroll; on a wide screen the full table keeps every column in view.
  return narrow ? table : <div className="lw-init-scroll">{table}</div>;
}
