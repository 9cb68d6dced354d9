import type { Rng } from '../core/rng';
import { makeSeed } from '../core/rng';
import type { EntityLink } from './entities';
import { ENTITY_KINDS, IdMinter, LINK_PREFIX, type EntityKind } from './ref-store';

/** A link segment to the entity `id` of a kind, reading `text`. */
export const entityLink = (kind: EntityKind, id: string, text: string): EntityLink => ({
  text,
  type: `${LINK_PREFIX[kind]}-${id}`,
});

/** The kind and id a link segment's type points to ('npc-ab.3' -> npcs, 'ab.3'); undefined for other types. */
export function parseLinkType(type: string | undefined): { kind: EntityKind; id: string } | undefined {
  if (!type) return undefined;
  const dash = type.indexOf('-');
  if (dash <= 0) return undefined;
  const prefix = type.slice(0, dash);
  const kind = ENTITY_KINDS.find((k) => LINK_PREFIX[k] === prefix);
  const id = type.slice(dash + 1);
  return kind && id ? { kind, id } : undefined;
}

/** The id a link points to (throws for a segment that is not an entity link: a programming error). */
export function linkId(link: EntityLink): string {
  const parsed = parseLinkType(link.type);
  if (!parsed) throw new Error(`not an entity link: ${link.type}`);
  return parsed.id;
}

/** Whether two links point to the same entity. */
export const sameLink = (a: EntityLink | undefined, b: EntityLink | undefined): boolean =>
  !!a && !!b && a.type === b.type;

/**
 * The id minter of one generation or expansion. Its base is drawn from the stream and a label
 * (the generator and what it was asked), so two generations that differ in seed or in decided
 * options never mint the same ids, while the same ones always do.
 */
export const minterFor = (rng: Rng, label: string): IdMinter => new IdMinter(idBase(rng, `ids:${label}`));

/** A 10-character id drawn from a fork of the stream: the id of a top-level entity. */
export function idBase(rng: Rng, label: string): string {
  const stream = rng.fork(label);
  return makeSeed(() => stream.next());
}
