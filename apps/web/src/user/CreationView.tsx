import type { Item, Monster, RefPackage, ResultComponent, ResultComponentCollection } from '@lorewright/engine';
import { lazy, Suspense, useEffect } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { RichText, RichTextSections } from '../components/RichText';
import { useRefStore } from '../entities/RefStoreProvider';
import { isEntityData, SAVED_ENTITY_KINDS, SavedEntityView } from '../entities/SavedEntityView';
import type { CreationKind, SavedCreation } from './creation-kinds';

// A monster's stat block and an item's sheet load only when a saved one is opened.
const MonsterStatBlock = lazy(() =>
  import('../monsters/MonsterStatBlock').then((m) => ({ default: m.MonsterStatBlock })),
);
const ItemView = lazy(() => import('../entities/ItemView').then((m) => ({ default: m.ItemView })));

/** A saved text result; the entities it links join the reference store so the links open. */
function SavedText({ creation }: { creation: SavedCreation }) {
  const { merge } = useRefStore();
  useEffect(() => merge(creation.refPackage as RefPackage | undefined), [creation.refPackage, merge]);
  return <RichText parts={(creation as unknown as ResultComponent).component} />;
}

/** Whether saved data is an item the item view can show. */
const isItem = (data: unknown): data is Item =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Item).Name === 'string' &&
  typeof (data as Item).Desc === 'string' &&
  Array.isArray((data as Item).History);

/** Shows a saved creation in full: rich text for text kinds, the fields of an entity otherwise. */
export function CreationView({ kind, creation }: { kind: CreationKind; creation: SavedCreation }) {
  const entityKind = SAVED_ENTITY_KINDS[kind.tab];
  if (entityKind && isEntityData(creation.data)) {
    return <SavedEntityView kind={entityKind} data={creation.data} refPackage={creation.refPackage} />;
  }
  if (kind.tab === 'Monsters' && typeof creation.Name === 'string') {
    return (
      <Suspense fallback={<Skeleton h={240} />}>
        <MonsterStatBlock monster={creation as unknown as Monster} />
      </Suspense>
    );
  }
  if (kind.tab === 'Items' && isItem(creation.data)) {
    return (
      <Suspense fallback={<Skeleton h={160} />}>
        <ItemView item={creation.data} refPackage={creation.refPackage as RefPackage | undefined} />
      </Suspense>
    );
  }
  if (kind.tab === 'General Text') return <SavedText creation={creation} />;
  if (kind.tab === 'Text Collections') {
    const collection = creation as unknown as ResultComponentCollection;
    return <RichTextSections sections={collection.ResultComponent.map((r) => r.component)} />;
  }
  const entity = (creation.data ?? creation) as Record<string, unknown>;
  const fields = Object.entries(entity).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return (
    <Stack gap={4}>
      {fields.map(([key, value]) => (
        <Text key={key} size="sm">
          <Text span fw={600}>
            {key.replace(/([a-z])([A-Z])/g, '$1 $2')}:
          </Text>{' '}
          {String(value)}
        </Text>
      ))}
    </Stack>
  );
}
