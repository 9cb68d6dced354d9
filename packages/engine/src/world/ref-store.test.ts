import { describe, expect, it } from 'vitest';
import { findEntity, IdMinter, mergePackages, partialPackage, putEntity, type RefPackage } from './ref-store';

const entity = (id: string, set = true) => ({ ReferenceData: { Set: set, Id: id }, Name: id });

describe('reference store', () => {
  it('mints ids unique across generations', () => {
    const a = new IdMinter('seedA');
    const b = new IdMinter('seedB');
    const ids = [a.next(), a.next(), b.next(), b.next()];
    expect(new Set(ids).size).toBe(4);
  });

  it('puts, finds and keeps creation order', () => {
    const pkg: RefPackage = {};
    putEntity(pkg, 'npcs', entity('s.1'));
    putEntity(pkg, 'npcs', entity('s.2'));
    putEntity(pkg, 'buildings', entity('s.3'));
    expect(pkg.npcs?.Keys).toEqual(['s.1', 's.2']);
    expect(pkg.npcs?.CurrentId).toBe(2);
    expect(findEntity(pkg, 's.3')?.kind).toBe('buildings');
    expect(findEntity(pkg, 'nope')).toBeUndefined();
  });

  it('merges without letting a stub replace a loaded entity', () => {
    const loaded: RefPackage = {};
    putEntity(loaded, 'npcs', entity('s.1', true));
    const stub: RefPackage = {};
    putEntity(stub, 'npcs', entity('s.1', false));
    putEntity(stub, 'npcs', entity('t.1', false));
    const merged = mergePackages(loaded, stub);
    expect(merged.npcs?.ReferenceIds['s.1']?.ReferenceData.Set).toBe(true);
    expect(merged.npcs?.Keys).toEqual(['s.1', 't.1']);
    const upgraded = mergePackages(stub, loaded);
    expect(upgraded.npcs?.ReferenceIds['s.1']?.ReferenceData.Set).toBe(true);
  });

  it('makes a partial package of the first and last five keys plus named ones', () => {
    const pkg: RefPackage = {};
    for (let i = 0; i < 20; i++) putEntity(pkg, 'npcs', entity(`s.${i}`));
    const part = partialPackage(pkg, ['s.9']);
    expect(part.npcs?.Keys).toEqual(['s.0', 's.1', 's.2', 's.3', 's.4', 's.9', 's.15', 's.16', 's.17', 's.18', 's.19']);
  });
});
