import type { Building, EntityKind, Group, Location, Referenced } from '@lorewright/engine';
import { Stack } from '@mantine/core';
import { EntityView } from '../entities/EntityView';
import { WikiIndexButton } from '../entities/WikiIndexButton';
import { LockBar } from './LockBar';
import type { GeneratorResponse } from './results';
import { BUILDING_LOCK_FIELDS, buildingLockValue } from './world-locks';

/** Where each linked kind sits in a generator's answer. */
export const ANSWER_KEYS = { buildings: 'building', groups: 'organization', locations: 'location' } as const;
export type WorldAnswerKind = keyof typeof ANSWER_KEYS;

/** A generated building, group or location in its own view, with the wiki index of everything it links. */
export default function WorldResult({ body, kind }: { body: GeneratorResponse; kind: WorldAnswerKind }) {
  const entity = body[ANSWER_KEYS[kind]] as (Building | Group | Location) & Referenced;
  return (
    <Stack gap="sm">
      {kind === 'buildings' && typeof body.seed === 'string' && (
        <LockBar
          fields={BUILDING_LOCK_FIELDS}
          seed={body.seed}
          valueOf={(locks) => buildingLockValue(entity as Building, locks, body.seed as string)}
        />
      )}
      <WikiIndexButton size="xs" style={{ alignSelf: 'flex-start' }} />
      <EntityView kind={kind as EntityKind} entity={entity} />
    </Stack>
  );
}
