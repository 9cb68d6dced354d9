import { ENTITY_KINDS, type EntityKind, type Referenced } from '@lorewright/engine';
import { Accordion, Anchor, Badge, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { EntityModal } from './EntityModal';
import { useEntityViewer } from './EntityViewer';
import { useRefStore } from './RefStoreProvider';

/** The name an entity of a kind is listed under, loaded or stub. */
function entityName(kind: EntityKind, entity: Referenced): string {
  const e = entity as { locationName?: string; OrgName?: string; Name?: string };
  const name = kind === 'buildings' ? e.locationName : kind === 'groups' ? e.OrgName : e.Name;
  return name || entity.ReferenceData.Id;
}

const SECTION_TITLES: Readonly<Record<EntityKind, string>> = {
  npcs: 'NPCs',
  buildings: 'Buildings',
  groups: 'Groups',
  locations: 'Locations',
  settlements: 'Settlements',
};

/**
 * The wiki index (SPEC result view 8): every person, building, group, location and settlement
 * in the reference store, in collapsible sections; a click opens the entry in the viewer.
 */
export function WikiIndex() {
  const { pkg } = useRefStore();
  const viewer = useEntityViewer();
  const sections = ENTITY_KINDS.map((kind) => {
    const store = pkg[kind];
    const entries = (store?.Keys ?? []).flatMap((id) => {
      const entity = store?.ReferenceIds[id];
      return entity ? [{ id, name: entityName(kind, entity), loaded: entity.ReferenceData.Set }] : [];
    });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    return { kind, entries };
  });
  if (sections.every((s) => s.entries.length === 0)) {
    return (
      <Text c="dimmed">
        Nothing here yet: generate an NPC, and everyone and everything linked to them appears in this index.
      </Text>
    );
  }
  return (
    <Accordion multiple defaultValue={['npcs']} variant="contained" aria-label="Wiki index">
      {sections.map(({ kind, entries }) => (
        <Accordion.Item key={kind} value={kind}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{SECTION_TITLES[kind]}</Text>
              <Badge size="sm" variant="light">
                {entries.length}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                None yet.
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {entries.map((entry) => (
                  <List.Item key={entry.id}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => viewer.open({ kind, id: entry.id, label: entry.name })}
                    >
                      {entry.name}
                    </Anchor>
                    {!entry.loaded && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (not opened yet)
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The wiki index in its own dialog (WikiIndexButton loads it on its first open). */
export default function WikiIndexDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <EntityModal opened={opened} onClose={onClose} title="Wiki Index">
      <WikiIndex />
    </EntityModal>
  );
}
