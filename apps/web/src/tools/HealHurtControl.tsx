import { Button, Group, Text } from '@mantine/core';
import type { InitiativeAction, InitiativeState } from '@lorewright/engine';
import type { Dispatch } from 'react';
import { entryLabel } from './entry-label';
import { NumberField } from './NumberField';

/** What the last Heal/Hurt did, row by row ("Hurt by 3: Goblin #1 7 → 4, Goblin #2 2 → 0"). */
export function lastHealHurtText(state: InitiativeState): string {
  const last = state.lastHealHurt;
  if (!last) return '';
  const verb = last.amount >= 0 ? 'Healed' : 'Hurt';
  const target = state.entries.find((e) => e.id === last.target);
  const rows = last.changes.map((c) => {
    const entry = state.entries.find((e) => e.id === c.id);
    return `${entry ? entryLabel(entry) : 'a removed entry'} ${c.from} → ${c.to}`;
  });
  if (rows.length === 0)
    return `${verb} by ${Math.abs(last.amount)}: nobody in ${target ? entryLabel(target) : 'the group'} was standing.`;
  return `${verb} by ${Math.abs(last.amount)}: ${rows.join(', ')}`;
}

/**
 * The Heal/Hurt control: an amount (positive heals, negative damages) and a button that enters
 * pending mode, in which each row's Act button applies the amount. While pending the button
 * reads Cancel heal/damage; it is disabled at amount 0 otherwise.
 */
export function HealHurtControl({ state, dispatch }: { state: InitiativeState; dispatch: Dispatch<InitiativeAction> }) {
  const { healAmount, healPending } = state;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumberField
        label="Heal (+) or hurt (−)"
        w={180}
        value={healAmount}
        onCommit={(value) => dispatch({ type: 'setHealAmount', value: value.trim() === '' ? 0 : value })}
      />
      {healPending ? (
        <Button variant="default" onClick={() => dispatch({ type: 'cancelHealHurt' })}>
          Cancel heal/damage
        </Button>
      ) : (
        <Button
          variant="light"
          color={healAmount < 0 ? 'red' : 'green'}
          disabled={healAmount === 0}
          onClick={() => dispatch({ type: 'beginHealHurt' })}
        >
          Heal/Hurt
        </Button>
      )}
      <Text size="sm" c="dimmed" role="status" mb={6}>
        {healPending
          ? `Choose a row in the Act column to ${healAmount >= 0 ? 'heal' : 'damage'} by ${Math.abs(healAmount)}; a group's row applies it to each member standing.`
          : lastHealHurtText(state)}
      </Text>
    </Group>
  );
}
