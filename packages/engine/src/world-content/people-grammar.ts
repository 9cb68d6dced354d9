import type { Rng } from '../core/rng';
import { rowText, type Grammar } from '../core/table';
import { templateReferences, type Binding } from '../core/template';
import { generatePersonName, type PersonName } from '../names/person-name';
import { drawTownsfolkHeritage } from '../world/stubs';
import { PLACE_NAME_TABLES } from '../names/place-name';

/**
 * Invented place names shared by several grammars: `{placeName}` and its parts. People are not
 * named from a list: see `personBindings`.
 */
const PEOPLE_TABLES: Grammar = {
  ...PLACE_NAME_TABLES,
};

/** The named people tables and every table they reference, to spread into a grammar. */
export function peopleTables(...names: readonly string[]): Grammar {
  const out: Record<string, Grammar[string]> = {};
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop() as string;
    const table = PEOPLE_TABLES[name];
    if (!table || out[name]) continue;
    out[name] = table;
    for (const row of table) queue.push(...templateReferences(rowText(row)));
  }
  return out;
}

/**
 * The bindings naming the one invented person a result speaks of, for grammars to read:
 * `{$person}` (their whole name), `{$given}` (the name they are called by) and `{$family}` (their
 * family name, or their only name among a people that has none). The person is of a people met
 * in an ordinary town and named by that people's own name generator, drawn from `rng` the first
 * time a binding is read, so every part of one result that reads them names the same person.
 */
export function personBindings(rng: Rng): Record<(typeof PERSON_BINDINGS)[number], () => Binding> {
  let name: PersonName | undefined;
  const drawn = (): PersonName =>
    (name ??= generatePersonName(
      rng.fork('name'),
      drawTownsfolkHeritage(rng.fork('heritage')),
      rng.fork('sex').pick(['Male', 'Female'] as const),
    ));
  return {
    person: () => drawn().full,
    given: () => drawn().given,
    family: () => drawn().family ?? drawn().given,
  };
}

/** The bindings `personBindings` provides, for a grammar spec's `provided` list. */
export const PERSON_BINDINGS = ['person', 'given', 'family'] as const;
