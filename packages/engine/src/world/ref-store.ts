/**
 * The reference store: linked entities as records joined by ids. Ids are derived from the seed of
 * the generation that minted them, so packages from separate generations merge without collision.
 */
export type ReferenceData = { Set: boolean; Id: string };

export type RefStore<T> = {
  ReferenceIds: Record<string, T>;
  Keys: string[];
  CurrentId: number;
};

export const ENTITY_KINDS = ['npcs', 'buildings', 'groups', 'locations', 'settlements'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Link prefix of each kind, as used in rich-text segment types ('npc-<id>'). */
export const LINK_PREFIX: Readonly<Record<EntityKind, string>> = {
  npcs: 'npc',
  buildings: 'building',
  groups: 'group',
  locations: 'location',
  settlements: 'settlement',
};

export type Referenced = { ReferenceData: ReferenceData };

export type RefPackage = Partial<Record<EntityKind, RefStore<Referenced>>>;

/**
 * A store with no entities. Its `ReferenceIds` has no prototype: a record keyed by ids that are
 * all different is kept as a plain dictionary, far quicker to fill than an object whose shape
 * changes with every new key.
 */
export const emptyStore = <T>(): RefStore<T> => ({
  ReferenceIds: Object.create(null) as Record<string, T>,
  Keys: [],
  CurrentId: 0,
});

/**
 * Mints ids for one generation: '<seed>.<n>'. Every entity of that generation gets the next
 * number, whatever its kind, so ids are unique within and across generations.
 */
export class IdMinter {
  private count = 0;
  constructor(private readonly seed: string) {}
  next(): string {
    this.count += 1;
    return `${this.seed}.${this.count}`;
  }
}

/** Adds or replaces an entity in a package (in place: packages are built, then returned). */
export function putEntity(pkg: RefPackage, kind: EntityKind, entity: Referenced): void {
  const store = (pkg[kind] ??= emptyStore());
  const id = entity.ReferenceData.Id;
  if (!(id in store.ReferenceIds)) {
    store.Keys.push(id);
    store.CurrentId += 1;
  }
  store.ReferenceIds[id] = entity;
}

/** Finds an entity by id in any kind. */
export function findEntity(pkg: RefPackage, id: string): { kind: EntityKind; entity: Referenced } | undefined {
  for (const kind of ENTITY_KINDS) {
    const entity = pkg[kind]?.ReferenceIds[id];
    if (entity) return { kind, entity };
  }
  return undefined;
}

/**
 * Merges packages left to right into a new one. A loaded entity (Set true) is never replaced by
 * a stub of the same id.
 */
export function mergePackages(...packages: readonly (RefPackage | undefined)[]): RefPackage {
  const out: RefPackage = {};
  for (const pkg of packages) {
    if (!pkg) continue;
    for (const kind of ENTITY_KINDS) {
      const store = pkg[kind];
      if (!store) continue;
      for (const id of store.Keys) {
        const incoming = store.ReferenceIds[id];
        if (!incoming) continue;
        const existing = out[kind]?.ReferenceIds[id];
        if (existing?.ReferenceData.Set && !incoming.ReferenceData.Set) continue;
        putEntity(out, kind, incoming);
      }
    }
  }
  return out;
}

/**
 * The partial package a client sends with GetExistingObject: the first and last `edge` keys per
 * kind, plus the entities it names explicitly (the one to expand and its related records).
 */
export function partialPackage(pkg: RefPackage, include: readonly string[] = [], edge = 5): RefPackage {
  const out: RefPackage = {};
  for (const kind of ENTITY_KINDS) {
    const store = pkg[kind];
    if (!store) continue;
    const keep = new Set([...store.Keys.slice(0, edge), ...store.Keys.slice(-edge)]);
    for (const id of include) if (id in store.ReferenceIds) keep.add(id);
    for (const id of store.Keys) {
      const entity = store.ReferenceIds[id];
      if (keep.has(id) && entity) putEntity(out, kind, entity);
    }
  }
  return out;
}

/** Whether a value has the shape of a package (each kind present is a store with ReferenceIds and Keys). */
export function isRefPackage(value: unknown): value is RefPackage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return ENTITY_KINDS.every((kind) => {
    const store = (value as Record<string, unknown>)[kind];
    if (store === undefined) return true;
    if (typeof store !== 'object' || store === null) return false;
    const { ReferenceIds, Keys } = store as Record<string, unknown>;
    return (
      typeof ReferenceIds === 'object' && ReferenceIds !== null && !Array.isArray(ReferenceIds) && Array.isArray(Keys)
    );
  });
}
