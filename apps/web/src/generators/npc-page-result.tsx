import type { Npc } from '@lorewright/engine';
import { Stack } from '@mantine/core';
import { NpcSheet } from '../entities/NpcSheet';
import { WikiIndexButton } from '../entities/WikiIndexButton';
import { LockBar } from './LockBar';
import { NPC_LOCK_FIELDS, npcLockValue, type NpcLockField } from './npc-locks';
import type { GeneratorResponse } from './results';

/** The generated NPC's sheet, with locks for rerolling and a button to the wiki index of everything loaded. */
export default function NpcResult({ body }: { body: GeneratorResponse }) {
  const npc = body.npc as Npc;
  return (
    <Stack gap="sm">
      {typeof body.seed === 'string' && (
        <LockBar
          fields={NPC_LOCK_FIELDS}
          seed={body.seed}
          valueOf={(locks) => (field) => npcLockValue(locks, field as NpcLockField, npc, body.seed as string)}
        />
      )}
      <NpcSheet npc={npc} actions={<WikiIndexButton size="xs" />} />
    </Stack>
  );
}
