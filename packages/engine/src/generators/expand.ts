import { err, ok, type Result } from '../core/result';
import { expandNpc } from '../npc/npc';
import { expandBuilding } from '../building/building';
import { expandGroup } from '../group/group';
import { expandLocation } from '../location/location';
import { findEntity, putEntity, type EntityKind, type RefPackage, type Referenced } from '../world/ref-store';
import { expandSettlement } from '../settlement/settlement';
import { checkStub } from './stub-check';
import { withFactionSigils } from './faction-sigils';

/** What a kind's expansion makes from a checked stub and the entity's id. */
function expandChecked(kind: EntityKind, stub: unknown, id: string): { entity: Referenced; refPackage: RefPackage } {
  switch (kind) {
    case 'npcs': {
      const { npc, refPackage } = expandNpc(stub as Parameters<typeof expandNpc>[0], id);
      return { entity: npc, refPackage };
    }
    case 'buildings':
      return expandBuilding(stub as Parameters<typeof expandBuilding>[0], id);
    case 'groups':
      return expandGroup(stub as Parameters<typeof expandGroup>[0], id);
    case 'locations':
      return expandLocation(stub as Parameters<typeof expandLocation>[0], id);
    case 'settlements': {
      const expansion = expandSettlement(stub as Parameters<typeof expandSettlement>[0], id);
      withFactionSigils(expansion.refPackage);
      return expansion;
    }
  }
}

/**
 * Expands the entity `id` of a package from its stub: a package holding the loaded entity and
 * the stubs it introduced. Deterministic: the same stub always gives the same entity and the
 * same new stubs, so expanding twice, or on two servers, agrees. An entity without a stub (made
 * whole by a generator) comes back as it is. The error says why an id cannot be expanded (not
 * in the package, or a stub that is malformed).
 */
export function expandEntity(pkg: RefPackage, id: string, kind?: EntityKind): Result<RefPackage> {
  const found = kind ? lookup(pkg, kind, id) : findEntity(pkg, id);
  if (!found) return err(`The package holds no ${kind ? kind.slice(0, -1) : 'entity'} with id "${id}".`);
  const stub = (found.entity as { Stub?: unknown }).Stub;
  if (stub === undefined && found.entity.ReferenceData?.Set) {
    const out: RefPackage = {};
    putEntity(out, found.kind, found.entity);
    return ok(out);
  }
  const checked = checkStub(found.kind, stub);
  if (!checked.ok) return err(`The entity "${id}" cannot be expanded: ${checked.error}.`);
  return ok(expandChecked(found.kind, checked.value, id).refPackage);
}

function lookup(pkg: RefPackage, kind: EntityKind, id: string) {
  const entity = pkg[kind]?.ReferenceIds?.[id];
  return entity && typeof entity === 'object' ? { kind, entity } : undefined;
}
