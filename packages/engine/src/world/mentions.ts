import { generateBatch } from '../core/batch';
import type { Rng } from '../core/rng';
import type { Decks } from '../core/table';
import { HERITAGES, type BuildingType, type Heritage } from '../data/options';
import type { EntityLink } from './entities';
import { entityLink, parseLinkType } from './links';
import { isRefPackage, mergePackages, putEntity, type EntityKind, type RefPackage } from './ref-store';
import {
  createLinkContext,
  reserveBuilding,
  TOWNSFOLK_HERITAGES,
  type BuildingPlace,
  type LinkContext,
  type ReservedBuilding,
} from './stubs';

/**
 * Helpers for the simple generators that mention people and places (rumors, mundane events,
 * quests): each result leaves stubs behind, and the batch answers them as its refPackage.
 */

/** One result of a linked batch and the plain text that tells it apart from the others. */
export type LinkedItem<T> = { result: T; text: string };

/** A batch of results and the package of every stub they link to. */
export type LinkedBatch<T> = { results: T[]; refPackage: RefPackage };

/**
 * `count` results that link people and places, without repeats (judged on the plain text, as
 * ids always differ). Each result puts its stubs into its own package, with ids drawn from its
 * own stream, so a result redrawn as a repeat leaves nothing behind; the kept ones are merged.
 */
export function generateLinkedBatch<T>(
  rng: Rng,
  count: number,
  label: string,
  adjectives: boolean,
  make: (rng: Rng, decks: Decks, links: LinkContext) => LinkedItem<T>,
): LinkedBatch<T> {
  const items = generateBatch(
    rng,
    count,
    (itemRng, decks) => {
      const links = createLinkContext(itemRng, label, adjectives);
      return { ...make(itemRng, decks, links), pkg: links.pkg };
    },
    (item) => item.text,
  );
  // A single result's package is already its own: merging would only copy it.
  const refPackage =
    items.length === 1 ? (items[0] as (typeof items)[number]).pkg : mergePackages(...items.map((item) => item.pkg));
  return { results: items.map((item) => item.result), refPackage };
}

/** A heritage for someone met in passing, from `pool` (every heritage when empty), weighted as in an ordinary town. */
export function drawHeritageFrom(rng: Rng, pool: readonly Heritage[] = HERITAGES): Heritage {
  const allowed = pool.length > 0 ? pool : HERITAGES;
  const rows = TOWNSFOLK_HERITAGES.filter((row) => allowed.includes(row.heritage));
  return rows.length > 0 ? rng.weighted(rows, (row) => row.weight).heritage : rng.pick(allowed);
}

/** A name such as "Temple of the Sleeping Lion" needs its article inside a sentence. */
const NEEDS_ARTICLE = /^[A-Z][a-z]+ of /;

/**
 * Reserves a building whose name reads inside a sentence ("behind The Temple of the Sleeping
 * Lion", not "behind Temple of..."): the stub's name is the one printed.
 */
export function reserveMentionedBuilding(
  ctx: LinkContext,
  type: BuildingType,
  ownerName?: string,
  place: BuildingPlace = {},
): ReservedBuilding {
  const reserved = reserveBuilding(ctx, type, ownerName, undefined, place);
  if (!NEEDS_ARTICLE.test(reserved.name)) return reserved;
  const name = `The ${reserved.name}`;
  return { ...reserved, name, link: entityLink('buildings', reserved.id, name) };
}

/** A name from a client's package fit to print: short, one line, with no markup or template syntax. */
const PRINTABLE_NAME = /^[^{}[\]\n\r]{1,80}$/;

/**
 * A package a client sent (the object or its JSON text), or undefined when it is not one. The
 * client may send anything: only its shape is checked here, and names are checked on use.
 */
export function sentPackage(value: unknown): RefPackage | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isRefPackage(parsed) ? parsed : undefined;
}

/** Links to the entities of a kind in a package whose names can be printed (settlements, locations: `Name`). */
export function namedLinks(
  pkg: RefPackage | undefined,
  kind: Extract<EntityKind, 'settlements' | 'locations'>,
): EntityLink[] {
  const store = pkg?.[kind];
  if (!store) return [];
  return store.Keys.flatMap((id) => {
    const name = (store.ReferenceIds[id] as { Name?: unknown } | undefined)?.Name;
    return typeof id === 'string' && typeof name === 'string' && PRINTABLE_NAME.test(name.trim())
      ? [entityLink(kind, id, name.trim())]
      : [];
  });
}

/** The entities of `pkg` that `links` point to, as a package (empty when none). */
export function linkedSubset(pkg: RefPackage | undefined, links: readonly EntityLink[]): RefPackage {
  const out: RefPackage = {};
  for (const link of links) {
    const target = parseLinkType(link.type);
    const entity = target && pkg?.[target.kind]?.ReferenceIds[target.id];
    if (target && entity) putEntity(out, target.kind, entity);
  }
  return out;
}
