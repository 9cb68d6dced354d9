import type { Building, EntityKind, Group, Location, Referenced } from '@lorewright/engine';
import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EntityModal } from '../entities/EntityModal';
import { EntityView } from '../entities/EntityView';
import { WikiIndex } from '../entities/WikiIndex';
import { LockBar } from './LockBar';
import type { GeneratorResponse } from './results';
import { BUILDING_LOCK_FIELDS, buildingLockValue } from './world-locks';

/** Where each linked kind sits in a generator's answer. */
export const ANSWER_KEYS = { buildings: 'building', groups: 'organization', locations: 'location' } as const;
export type WorldAnswerKind = keyof typeof ANSWER_KEYS;

/** A generated building, group or location in its own view, with the wiki index of everything it links. */
export default function WorldResult({ body, kind }: { body: GeneratorResponse; kind: WorldAnswerKind }) {
  const entity = body[ANSWER_KEYS[kind]] as (Building | Group | Location) & Referenced;
  const [wikiOpen, wiki] = useDisclosure(false);
  return (
    <Stack gap="sm">
      {kind === 'buildings' && typeof body.seed === 'string' && (
        <LockBar
          fields={BUILDING_LOCK_FIELDS}
          seed={body.seed}
          valueOf={(locks) => buildingLockValue(entity as Building, locks, body.seed as string)}
        />
      )}
      <Button variant="light" size="xs" onClick={wiki.open} style={{ alignSelf: 'flex-start' }}>
        Wiki Index
      </Button>
      <EntityView kind={kind as EntityKind} entity={entity} />
      <EntityModal opened={wikiOpen} onClose={wiki.close} title="Wiki Index">
        <WikiIndex />
      </EntityModal>
    </Stack>
  );
}
