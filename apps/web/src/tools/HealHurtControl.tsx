import { Button, Group, Text } from '@mantine/core';
import type { InitiativeAction, InitiativeState } from '@lorewright/engine';
import type { Dispatch } from 'react';
import { NumberField } from './NumberField';

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
          ? `Choose a row in the Act column to ${healAmount >= 0 ? 'heal' : 'damage'} by ${Math.abs(healAmount)}.`
          : ''}
      </Text>
    </Group>
  );
}
