import { createRng } from '../core/rng';
import { drawSigil } from '../group/index';
import type { GroupStubEntity } from '../world/entities';
import type { RefPackage } from '../world/ref-store';

/**
 * Gives every group stub of a settlement's package its sigil, so the map can mark what each
 * faction holds without opening it. The sigil is drawn from the same stream and decided facts as
 * the group's own expansion draws it, so the stub and the opened group always show the same one.
 */
export function withFactionSigils(pkg: RefPackage): RefPackage {
  for (const id of pkg.groups?.Keys ?? []) {
    const group = pkg.groups!.ReferenceIds[id] as GroupStubEntity | undefined;
    if (!group || group.ReferenceData.Set || group.SVG || !group.Stub?.Settlement) continue;
    const { Seed, Type, Alignment, Cause, GuildType } = group.Stub;
    group.SVG = drawSigil(createRng(Seed).fork('sigil'), {
      type: Type,
      alignment: Alignment,
      cause: Cause,
      guild: GuildType,
    });
  }
  return pkg;
}
