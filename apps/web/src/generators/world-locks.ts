import type { Building, Settlement } from '@lorewright/engine';
import { lockValue, type LockField } from './locks';

/**
 * What a building page can lock: the sign names its owner and fits its trade, so it needs both;
 * a town holds the trades it was chosen for, so it needs the type. The owner and town are kept
 * as the seed of the sheet they come from.
 */
export const BUILDING_LOCK_FIELDS: readonly LockField[] = [
  { field: 'name', label: 'Name', needs: ['type', 'owner'] },
  { field: 'type', label: 'Type' },
  { field: 'owner', label: 'Owner' },
  { field: 'town', label: 'Town', needs: ['type'] },
];

/** What a settlement page can lock: its plan (water, purpose, districts and map) holds only for its size and environment. */
export const SETTLEMENT_LOCK_FIELDS: readonly LockField[] = [
  { field: 'name', label: 'Name' },
  { field: 'size', label: 'Size' },
  { field: 'environment', label: 'Environment' },
  { field: 'map', label: 'Map and districts', needs: ['size', 'environment'] },
];

/** A building field's value to lock: a kept seed stays the one it was drawn from, else the sheet's own. */
export const buildingLockValue =
  (building: Building, locks: readonly string[], seed: string) =>
  (field: string): string => {
    if (field === 'name') return building.locationName;
    if (field === 'type') return building.locationType;
    return lockValue(locks, field) ?? seed;
  };

/** A settlement field's value to lock: the map is kept as the seed its plan was drawn from. */
export const settlementLockValue =
  (settlement: Settlement, locks: readonly string[], seed: string) =>
  (field: string): string => {
    if (field === 'name') return settlement.Name;
    if (field === 'size') return settlement.Size;
    if (field === 'environment') return settlement.Environment;
    return lockValue(locks, field) ?? seed;
  };
