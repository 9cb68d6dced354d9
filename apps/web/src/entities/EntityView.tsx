import type { Building, EntityKind, Group, Location, Npc, Referenced, Settlement } from '@lorewright/engine';
import { NpcSheet } from './NpcSheet';
import { SettlementView } from './SettlementView';
import { BuildingView, GroupView, LocationView } from './WorldViews';

/** The page of a loaded entity of any kind. */
export function EntityView({ kind, entity }: { kind: EntityKind; entity: Referenced }) {
  switch (kind) {
    case 'npcs':
      return <NpcSheet npc={entity as Npc} />;
    case 'buildings':
      return <BuildingView building={entity as Building} />;
    case 'groups':
      return <GroupView group={entity as Group} />;
    case 'locations':
      return <LocationView location={entity as Location} />;
    case 'settlements':
      return <SettlementView settlement={entity as Settlement} />;
  }
}
