import type { Settlement } from '@lorewright/engine';
import { Stack } from '@mantine/core';
import { SettlementView } from '../entities/SettlementView';
import { WikiIndexButton } from '../entities/WikiIndexButton';
import { LockBar } from './LockBar';
import type { GeneratorResponse } from './results';
import { SETTLEMENT_LOCK_FIELDS, settlementLockValue } from './world-locks';

/** The generated settlement with its map and districts, and a button to the wiki index. */
export default function SettlementResult({ body }: { body: GeneratorResponse }) {
  const settlement = body.data as Settlement;
  return (
    <Stack gap="sm">
      {typeof body.seed === 'string' && (
        <LockBar
          fields={SETTLEMENT_LOCK_FIELDS}
          seed={body.seed}
          valueOf={(locks) => settlementLockValue(settlement, locks, body.seed as string)}
        />
      )}
      <SettlementView settlement={settlement} actions={<WikiIndexButton size="xs" />} />
    </Stack>
  );
}
