/**
 * GetEncounter: a situation a GM can run. Facts first: the budget (the XP of one creature of the
 * chosen challenge rating), then creatures of the chosen environment whose adjusted XP (summed XP
 * times the multiplier for their number) lies within 10% of it, then the words around them.
 */
import pluralize from 'pluralize';
import type { Rng } from '../core/rng';
import { BOLD, LINE_BREAK, type ResultComponent, type TextComponent } from '../text/rich-text';
import { CREATURE_TYPES, type CreatureType, type EncounterType, type Environment } from '../data/options';
import {
  adjustedXp,
  countWord,
  crLabel,
  damageText,
  encounterMultiplier,
  guidelineRow,
  SRD_CREATURES,
  srdEnvironments,
  xpForCr,
} from '../bestiary/index';
import { CLUES, HAZARDS, SETUPS, TERRAIN, TRAPS, TWISTS } from './encounter-tables';

/** How far an encounter's adjusted XP may stray from its budget. */
export const BUDGET_TOLERANCE = 0.1;

/** One kind of creature in an encounter: an SRD creature or a generated one, and how many. */
export type EncounterCreature =
  | { kind: 'srd'; id: string; name: string; xp: number; cr: number; count: number }
  | { kind: 'generated'; type: CreatureType; cr: number; seed: string; name: string; xp: number; count: number };

/** The facts of an encounter, decided before any words. */
export type EncounterFacts = {
  type: EncounterType;
  environment: Environment;
  cr: number;
  /** The XP of one creature of challenge rating `cr`. */
  budget: number;
  creatures: EncounterCreature[];
  adjustedXp: number;
};

type Candidate = { id: string; name: string; xp: number; cr: number; speaks: boolean };

const poolCache = new Map<Environment, Candidate[]>();

/** SRD creatures met in an environment (one form of a shapechanger only). */
function poolOf(environment: Environment): Candidate[] {
  let pool = poolCache.get(environment);
  if (!pool) {
    pool = SRD_CREATURES.filter((c) => srdEnvironments(c).includes(environment))
      .filter((c) => !/, (Bat|Mist|Boar|Rat|Tiger|Wolf|Bear|Hybrid) Form$/.test(c.name))
      .map((c) => ({
        id: c.id,
        name: c.name,
        xp: c.xp,
        cr: c.cr,
        speaks: c.languages.trim() !== '' && !/can[’']t speak/i.test(c.languages),
      }));
    poolCache.set(environment, pool);
  }
  return pool;
}

const within = (value: number, budget: number) => Math.abs(value - budget) <= budget * BUDGET_TOLERANCE;

/** Creature types that fit an environment, for generated creatures. */
const ENVIRONMENT_TYPES: Readonly<Record<Environment, readonly CreatureType[]>> = {
  Arctic: ['Beast', 'Giant', 'Elemental', 'Monstrosity'],
  Coastal: ['Beast', 'Humanoid', 'Monstrosity', 'Dragon'],
  Desert: ['Beast', 'Undead', 'Elemental', 'Monstrosity', 'Construct'],
  Forest: ['Beast', 'Fey', 'Plant', 'Humanoid', 'Monstrosity'],
  Grassland: ['Beast', 'Humanoid', 'Monstrosity', 'Celestial'],
  Hill: ['Giant', 'Humanoid', 'Beast', 'Monstrosity'],
  Mountain: ['Dragon', 'Giant', 'Elemental', 'Celestial'],
  Swamp: ['Plant', 'Undead', 'Ooze', 'Beast', 'Aberration'],
  Underground: ['Aberration', 'Ooze', 'Undead', 'Fiend', 'Monstrosity'],
  Underwater: ['Aberration', 'Beast', 'Monstrosity', 'Elemental'],
  Urban: ['Humanoid', 'Undead', 'Fiend', 'Construct'],
};

const generatedSeed = (rng: Rng): string =>
  `m${rng.int(0, 2 ** 31 - 1).toString(36)}${rng.int(0, 2 ** 31 - 1).toString(36)}`;

/** Candidate groups of creatures whose adjusted XP is within tolerance of the budget. */
function candidateGroups(rng: Rng, pool: readonly Candidate[], budget: number): EncounterCreature[][] {
  const groups: EncounterCreature[][] = [];
  const usable = pool.filter((c) => c.xp <= budget * (1 + BUDGET_TOLERANCE));
  const srd = (c: Candidate, count: number): EncounterCreature => ({
    kind: 'srd',
    id: c.id,
    name: c.name,
    xp: c.xp,
    cr: c.cr,
    count,
  });
  for (const c of usable) {
    for (let n = 1; n <= 12; n++) {
      const adjusted = c.xp * n * encounterMultiplier(n);
      if (adjusted > budget * (1 + BUDGET_TOLERANCE)) break;
      if (within(adjusted, budget)) groups.push([srd(c, n)]);
    }
  }
  const leaders = rng.shuffle(usable.filter((c) => c.xp >= budget * 0.15 && c.xp <= budget * 0.6)).slice(0, 8);
  for (const leader of leaders) {
    const followers = rng.shuffle(usable.filter((c) => c.xp < leader.xp && c.id !== leader.id)).slice(0, 10);
    for (const follower of followers) {
      for (let n = 1; n <= 8; n++) {
        const adjusted = adjustedXp([
          { xp: leader.xp, count: 1 },
          { xp: follower.xp, count: n },
        ]);
        if (adjusted > budget * (1 + BUDGET_TOLERANCE)) break;
        if (within(adjusted, budget)) groups.push([srd(leader, 1), srd(follower, n)]);
      }
    }
  }
  return groups;
}

/** Generated creatures for a budget: one of the challenge rating, or several of a lower one that fit. */
function generatedGroup(rng: Rng, environment: Environment, cr: number): EncounterCreature[] {
  const type = rng.pick(ENVIRONMENT_TYPES[environment] ?? CREATURE_TYPES);
  const budget = xpForCr(cr);
  const options: { cr: number; count: number }[] = [{ cr, count: 1 }];
  for (const lower of [0.125, 0.25, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) {
    if (lower >= cr) break;
    for (let n = 2; n <= 8; n++)
      if (within(xpForCr(lower) * n * encounterMultiplier(n), budget)) options.push({ cr: lower, count: n });
  }
  const pick = rng.pick(options);
  return [
    {
      kind: 'generated',
      type,
      cr: pick.cr,
      seed: generatedSeed(rng),
      name: `${type} of challenge ${crLabel(pick.cr)}`,
      xp: xpForCr(pick.cr),
      count: pick.count,
    },
  ];
}

/** Decides an encounter's facts: budget, creatures and adjusted XP. */
export function decideEncounter(
  rng: Rng,
  options: { type: EncounterType; environment: Environment; cr: number },
): EncounterFacts {
  const budget = xpForCr(options.cr);
  const all = poolOf(options.environment);
  const social = options.type === 'Social' ? all.filter((c) => c.speaks) : all;
  let groups = candidateGroups(rng.fork('groups'), social, budget);
  if (groups.length === 0 && social !== all) groups = candidateGroups(rng.fork('groups-all'), all, budget);
  const useGenerated = groups.length === 0 || rng.fork('generated').chance(0.15);
  const creatures = useGenerated
    ? generatedGroup(rng.fork('generated-group'), options.environment, options.cr)
    : rng.fork('pick').pick(groups);
  return {
    ...options,
    budget,
    creatures,
    adjustedXp: adjustedXp(creatures.map((c) => ({ xp: c.xp, count: c.count }))),
  };
}

const displayName = (c: EncounterCreature): string =>
  c.kind === 'generated' ? `a ${c.type.toLowerCase()} of challenge ${crLabel(c.cr)}` : c.name.replace(/,.*$/, '');

/** "three goblins", "a bugbear". */
function creaturePhrase(c: EncounterCreature): string {
  if (c.kind === 'generated') {
    const noun = `${c.type.toLowerCase()}${c.count > 1 ? 's' : ''}`;
    return c.count > 1 ? `${countWord(c.count)} ${noun} of challenge ${crLabel(c.cr)}` : displayName(c);
  }
  const name = c.name
    .replace(/,.*$/, '')
    .replace(/\s*\(.*\)/, '')
    .toLowerCase();
  if (c.count === 1) return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
  const plural = / of /.test(name) ? name.replace(/^(\S+)/, (w) => pluralize(w)) : pluralize(name);
  return `${countWord(c.count)} ${plural}`;
}

const joinAnd = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/** The link of one kind of creature: `srdmonster` {id} or `monster` {cr, type, seed}, with the count. */
function creatureLink(c: EncounterCreature): TextComponent {
  return c.kind === 'srd'
    ? { beforeText: `${c.count} × `, text: c.name, type: 'srdmonster', optionalData: { id: c.id, count: c.count } }
    : {
        beforeText: `${c.count} × `,
        text: `${c.type} (CR ${crLabel(c.cr)})`,
        type: 'monster',
        optionalData: { cr: c.cr, type: c.type, seed: c.seed, count: c.count },
      };
}

/** Writes an encounter's facts as one result. */
export function writeEncounter(rng: Rng, facts: EncounterFacts): ResultComponent {
  const creaturesText = joinAnd(facts.creatures.map(creaturePhrase));
  const setup = capitalize(rng.fork('setup').pick(SETUPS[facts.type]).replace('{creatures}', creaturesText));
  const terrain = capitalize(rng.fork('terrain').pick(TERRAIN[facts.environment]));
  const row = guidelineRow(facts.cr);
  const parts: TextComponent[] = [
    {
      text: `${BOLD}${facts.type} encounter${BOLD}: ${facts.environment.toLowerCase()}, challenge ${crLabel(facts.cr)}${LINE_BREAK}`,
    },
    { text: `${BOLD}Situation:${BOLD} ${setup}${LINE_BREAK}` },
    { text: `${BOLD}Terrain:${BOLD} ${terrain}.${LINE_BREAK}` },
  ];
  const dice = `${Math.max(1, Math.round((row.damagePerRound[0] + row.damagePerRound[1]) / 2 / 5.5))}d10`;
  if (facts.type === 'Trap') {
    const trap = rng.fork('trap').pick(TRAPS);
    parts.push({
      text: `${BOLD}Trap:${BOLD} ${capitalize(trap.name)}. Spotting it takes a DC ${row.saveDc} Wisdom (Perception) check, disarming it a DC ${row.saveDc} Dexterity check with thieves’ tools. When it springs: DC ${row.saveDc} ${trap.save} saving throw, ${damageText(dice, trap.damage)} damage on a failure, half on a success.${LINE_BREAK}`,
    });
  }
  if (facts.type === 'Hazard') {
    const hazard = rng.fork('hazard').pick(HAZARDS[facts.environment]);
    parts.push({
      text: `${BOLD}Hazard:${BOLD} ${capitalize(hazard.name)}. Each creature caught makes a DC ${row.saveDc} ${hazard.save} saving throw, taking ${damageText(dice, hazard.damage)} damage on a failure, half on a success.${LINE_BREAK}`,
    });
  }
  if (facts.type === 'Mystery') {
    const clues = rng.fork('clues').shuffle(CLUES).slice(0, 2);
    parts.push({ text: `${BOLD}Clues:${BOLD} ${capitalize(clues.join(' and '))}.${LINE_BREAK}` });
  }
  parts.push({ text: `${BOLD}Creatures:${BOLD} ` });
  facts.creatures.forEach((c, i) => {
    if (i > 0) parts.push({ text: ', ' });
    parts.push(creatureLink(c));
  });
  const count = facts.creatures.reduce((n, c) => n + c.count, 0);
  const base = facts.creatures.reduce((n, c) => n + c.xp * c.count, 0);
  parts.push({
    text: `${LINE_BREAK}${BOLD}Difficulty:${BOLD} adjusted XP ${thousands(facts.adjustedXp)} (${thousands(base)} XP × ${encounterMultiplier(count)} for ${count} creature${count === 1 ? '' : 's'}), against a budget of ${thousands(facts.budget)} XP, the XP of a single creature of challenge rating ${crLabel(facts.cr)}.${LINE_BREAK}`,
  });
  parts.push({ text: `${BOLD}Twist:${BOLD} ${rng.fork('twist').pick(TWISTS)}` });
  return { type: `${facts.type} Encounter`, component: parts };
}

/** An encounter as a result: facts decided, then written. */
export function generateEncounter(
  rng: Rng,
  options: { type: EncounterType; environment: Environment; cr: number },
): { facts: EncounterFacts; result: ResultComponent } {
  const facts = decideEncounter(rng.fork('facts'), options);
  return { facts, result: writeEncounter(rng.fork('words'), facts) };
}
