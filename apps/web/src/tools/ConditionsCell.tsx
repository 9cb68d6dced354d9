import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { InitiativeAction, InitiativeEntry } from '@lorewright/engine';
import { lazy, Suspense, useState, type Dispatch } from 'react';
import { useEver } from '../components/use-ever';
import { entryLabel } from './entry-label';

/** How a condition's time left reads on its badge. */
export const conditionLabel = (rounds: number | null): string =>
  rounds === null ? '' : `${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;

// The form and its popover (with the positioning and list code they need) load on the first click.
const AddConditionPopover = lazy(() => import('./AddConditionPopover'));

/** The add-a-condition button, and its small form once it has been opened. */
function AddCondition({ entry, dispatch }: { entry: InitiativeEntry; dispatch: Dispatch<InitiativeAction> }) {
  const [opened, setOpened] = useState(false);
  const used = useEver(opened);
  const trigger = (
    <Button
      size="compact-xs"
      variant="subtle"
      onClick={() => setOpened(!opened)}
      aria-label={`Add a condition to ${entryLabel(entry)}`}
      aria-expanded={opened}
    >
      + Condition
    </Button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AddConditionPopover entry={entry} dispatch={dispatch} opened={opened} setOpened={setOpened} trigger={trigger} />
    </Suspense>
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
