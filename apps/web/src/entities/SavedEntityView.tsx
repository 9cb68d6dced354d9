import type { EntityKind, RefPackage, Referenced } from '@lorewright/engine';
import { useEffect } from 'react';
import { EntityView } from './EntityView';
import { useRefStore } from './RefStoreProvider';

/** Saved-creation tabs whose creations are linked entities, and their kinds. */
export const SAVED_ENTITY_KINDS: Readonly<Record<string, EntityKind>> = {
  NPCs: 'npcs',
  Buildings: 'buildings',
  Groups: 'groups',
  Locations: 'locations',
  Settlements: 'settlements',
};

/** Whether saved data is an entity the views can show (not an older or foreign shape). */
export const isEntityData = (data: unknown): data is Referenced =>
  typeof data === 'object' && data !== null && typeof (data as Referenced).ReferenceData?.Id === 'string';

/** A saved entity in its own view; its saved package joins the store so its links open. */
export function SavedEntityView({
  kind,
  data,
  refPackage,
}: {
  kind: EntityKind;
  data: Referenced;
  refPackage?: RefPackage;
}) {
  const { merge } = useRefStore();
  useEffect(() => merge(refPackage), [refPackage, merge]);
  return <EntityView kind={kind} entity={{ ...data, ReferenceData: { ...data.ReferenceData, Set: true } }} />;
}
