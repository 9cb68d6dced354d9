/** Appearance and lore lines written from a creature's facts (facts first: tags, then rows). */
import indefinite from 'indefinite';
import type { Rng } from '../core/rng';
import { allowedRows, rowText } from '../core/table';
import type { Environment } from '../data/options';
import { ENVIRONMENT_PHRASES, LORE_TABLES, THREAT_PHRASES } from './lore-tables';

/** The facts a creature's lines are written from. */
export type LoreFacts = {
  name: string;
  size: string;
  /** Lower case, as the SRD names it ("swarm of Tiny beasts"). */
  type: string;
  alignment: string;
  cr: number;
  ac: number;
  acSource?: string;
  speed: Readonly<Record<string, unknown>>;
  abilities: { str: number; dex: number; int: number };
  senses: Readonly<Record<string, unknown>>;
  immunities: readonly string[];
  languages: string;
  environments: readonly Environment[];
};

const feet = (value: unknown): number => (typeof value === 'string' ? parseInt(value, 10) || 0 : 0);

/** The tags the lore rows test, from the facts. */
export function loreTags(f: LoreFacts): Set<string> {
  const tags = new Set<string>([`type-${f.type}`, `size-${f.size.toLowerCase()}`]);
  const walk = feet(f.speed.walk);
  if (feet(f.speed.fly) > 0) tags.add('fly');
  if (f.speed.hover === true && walk === 0) tags.add('hover');
  if (feet(f.speed.swim) > 0) tags.add(walk <= 10 && !f.speed.fly ? 'swim-only' : 'swim');
  if (feet(f.speed.burrow) > 0) tags.add('burrow');
  if (feet(f.speed.climb) > 0) tags.add('climb');
  if (f.senses.darkvision) tags.add('dark');
  if (f.senses.blindsight) tags.add('blind');
  if (f.senses.truesight) tags.add('true');
  if (f.abilities.str >= 18) tags.add('strong');
  if (f.abilities.dex >= 16) tags.add('quick');
  if (f.abilities.dex <= 8 && walk > 0) tags.add('clumsy');
  if (f.abilities.int <= 4) tags.add('dim');
  if (f.abilities.int >= 14) tags.add('bright');
  if (f.acSource === 'natural') tags.add('natural');
  if (f.ac >= 15) tags.add('tough');
  const alignment = f.alignment.toLowerCase();
  if (alignment === 'unaligned') tags.add('unaligned');
  else if (/\bevil\b/.test(alignment) && !/good/.test(alignment)) tags.add('evil');
  else if (/\bgood\b/.test(alignment) && !/evil/.test(alignment)) tags.add('good');
  const speaks = f.languages.trim() !== '' && f.languages !== '—' && !/can[’']t speak|cannot speak/i.test(f.languages);
  tags.add(speaks ? 'speaks' : 'mute');
  if (f.immunities.some((i) => /^fire\b/.test(i))) tags.add('fireproof');
  if (f.immunities.some((i) => /^cold\b/.test(i))) tags.add('coldproof');
  return tags;
}

function draw(rng: Rng, table: string, tags: ReadonlySet<string>): string | null {
  const rows = (() => {
    try {
      return allowedRows(table, LORE_TABLES[table] ?? [], tags);
    } catch {
      return [];
    }
  })();
  return rows.length > 0 ? rowText(rng.pick(rows)) : null;
}

const SIZE_NOUN = (type: string): string => (type === 'swarm of Tiny beasts' ? 'swarm' : type);

/** "A huge aberration of slick, shifting flesh... It swims as easily as it walks." */
export function writeAppearance(rng: Rng, facts: LoreFacts): string {
  const tags = loreTags(facts);
  const noun = `${facts.size.toLowerCase()} ${SIZE_NOUN(facts.type)}`;
  const body = draw(rng.fork('body'), 'body', tags) ?? 'of unusual shape';
  const pool =
    LORE_TABLES.feature?.filter(
      (row) =>
        typeof row !== 'string' &&
        (row.requires ?? []).every((t) => tags.has(t)) &&
        !(row.excludes ?? []).some((t) => tags.has(t)),
    ) ?? [];
  const features = rng
    .fork('features')
    .shuffle(pool)
    .slice(0, 2)
    .map((row) => (typeof row === 'string' ? row : row.text));
  const opening = `${indefinite(noun, { capitalize: true })} ${body}.`;
  return [opening, ...features].join(' ');
}

/** "Found in the hills and deep forests. It acts on instinct... It is a fair fight..." */
export function writeDescription(rng: Rng, facts: LoreFacts): string {
  const tags = loreTags(facts);
  const places = facts.environments.map((e) => ENVIRONMENT_PHRASES[e] ?? e.toLowerCase());
  const where =
    places.length > 1
      ? `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`
      : (places[0] ?? 'far places');
  const threat = [...THREAT_PHRASES].reverse().find(([min]) => facts.cr >= min)?.[1] ?? '';
  return [
    `The ${facts.name.replace(/,.*$/, '').toLowerCase()} is met in ${where}.`,
    draw(rng.fork('mind'), 'mind', tags),
    draw(rng.fork('temper'), 'temper', tags),
    draw(rng.fork('speech'), 'speech', tags),
    threat,
  ]
    .filter((s): s is string => !!s)
    .join(' ');
}
