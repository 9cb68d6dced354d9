import type { Building, Npc } from '@lorewright/engine';
import { describe, expect, it } from 'vitest';
import { lockedFields, toggleLock } from './locks';
import { NPC_LOCK_FIELDS, npcLockValue, type NpcLockField } from './npc-locks';
import { BUILDING_LOCK_FIELDS, buildingLockValue } from './world-locks';

const toggleNpcLock = (locks: string[], field: NpcLockField, npc: Npc, seed: string) =>
  toggleLock(locks, NPC_LOCK_FIELDS, field, (f) => npcLockValue(locks, f, npc, seed));

const npc = { RaceName: 'Elf', Gender: 'Female', Job: 'Blacksmith', Age: 140 } as unknown as Npc;

describe('NPC locks', () => {
  it('locks a name with the heritage and gender it belongs to, from the sheet seed', () => {
    expect(toggleNpcLock([], 'name', npc, 'seed-a')).toEqual(['name:seed-a', 'heritage:Elf', 'gender:Female']);
  });

  it('keeps the seed of a name already locked when more is locked later', () => {
    const locks = ['heritage:Elf', 'gender:Female', 'name:seed-a'];
    expect(toggleNpcLock(locks, 'job', npc, 'seed-b')).toEqual([...locks, 'job:Blacksmith']);
    expect(toggleNpcLock(['heritage:Elf', 'gender:Female', 'name:seed-a'], 'name', npc, 'seed-b')).toEqual([
      'heritage:Elf',
      'gender:Female',
    ]);
  });

  it('unlocking a heritage frees the name and age that need it', () => {
    const locks = toggleNpcLock(toggleNpcLock([], 'name', npc, 's'), 'age', npc, 's');
    expect([...lockedFields(locks)].sort()).toEqual(['age', 'gender', 'heritage', 'name']);
    expect(toggleNpcLock(locks, 'heritage', npc, 's')).toEqual(['gender:Female']);
  });
});

describe('building locks', () => {
  const building = { locationName: 'The Cold Anvil', locationType: 'Blacksmith' } as unknown as Building;
  const toggle = (locks: string[], field: string, seed: string) =>
    toggleLock(locks, BUILDING_LOCK_FIELDS, field, buildingLockValue(building, locks, seed));

  it('locks a sign with the trade and owner it names, the owner as the sheet seed', () => {
    expect(toggle([], 'name', 'sheet-a')).toEqual(['name:The Cold Anvil', 'type:Blacksmith', 'owner:sheet-a']);
  });

  it('keeps a kept owner seed when the town is locked on a later sheet, and frees the sign with its owner', () => {
    const locks = toggle(toggle([], 'owner', 'sheet-a'), 'town', 'sheet-b');
    expect(locks).toEqual(['owner:sheet-a', 'town:sheet-b', 'type:Blacksmith']);
    expect(toggle(toggle(locks, 'name', 'sheet-c'), 'owner', 'sheet-c')).toEqual(['town:sheet-b', 'type:Blacksmith']);
  });
});
