import { Chip, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Chip.css';
import { useSearchParams } from 'react-router';
import { lockedFields, toggleLock, type LockField } from './locks';

/**
 * Lock any of a result's facts; Generate New then rerolls the rest. Locks live in the address, so
 * the permalink gives the same result again. Changing a lock keeps the seed, so the result shown
 * stays as it is. `valueOf` gives a field's value to keep, from the result shown and the locks.
 */
export function LockBar({
  fields,
  seed,
  valueOf,
}: {
  fields: readonly LockField[];
  seed: string;
  valueOf: (locks: readonly string[]) => (field: string) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const locks = search.getAll('lock');
  const locked = lockedFields(locks);
  const toggle = (field: string) => {
    const next = new URLSearchParams(search);
    next.delete('lock');
    next.set('seed', seed);
    for (const lock of toggleLock(locks, fields, field, valueOf(locks))) next.append('lock', lock);
    setSearch(next, { replace: true });
  };
  return (
    <Group gap="xs" role="group" aria-label="Lock and reroll">
      <Text size="sm" fw={500}>
        Lock and reroll:
      </Text>
      {fields.map(({ field, label }) => (
        <Chip key={field} size="xs" checked={locked.has(field)} onChange={() => toggle(field)}>
          {label}
        </Chip>
      ))}
      <Text size="xs" c="dimmed">
        {locked.size > 0 ? 'Generate New keeps what is locked.' : 'Lock what you like, then Generate New.'}
      </Text>
    </Group>
  );
}
