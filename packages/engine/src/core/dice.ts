import { err, ok, type Result } from './result';
import type { Rng } from './rng';

/** A parsed dice expression NdM+K (count dice of size sides, plus a flat modifier). */
export type Dice = { count: number; sides: number; modifier: number };

const DICE_PATTERN = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

/** Parses "2d6+3", "d20", "1d8 - 1". Counts 1..100, sides 2..1000. */
export function parseDice(expression: string): Result<Dice> {
  const match = DICE_PATTERN.exec(expression);
  if (!match) return err(`"${expression}" is not a dice expression like 2d6+3`);
  const count = match[1] ? Number(match[1]) : 1;
  const sides = Number(match[2]);
  const modifier = match[4] ? Number(match[4]) * (match[3] === '-' ? -1 : 1) : 0;
  if (count < 1 || count > 100) return err(`dice count ${count} is outside 1..100`);
  if (sides < 2 || sides > 1000) return err(`die size ${sides} is outside 2..1000`);
  return ok({ count, sides, modifier });
}

/** Rolls parsed dice; the total of the dice plus the modifier. */
export function rollDice(rng: Rng, dice: Dice): number {
  let total = dice.modifier;
  for (let i = 0; i < dice.count; i++) total += rng.int(1, dice.sides);
  return total;
}

/** Average of a dice expression, rounded down (as stat blocks print hit points). */
export function averageDice(dice: Dice): number {
  return Math.floor((dice.count * (dice.sides + 1)) / 2 + dice.modifier);
}

/** "2d6+3" for a parsed expression. */
export function formatDice(dice: Dice): string {
  const mod = dice.modifier === 0 ? '' : dice.modifier > 0 ? ` + ${dice.modifier}` : ` - ${-dice.modifier}`;
  return `${dice.count}d${dice.sides}${mod}`;
}
