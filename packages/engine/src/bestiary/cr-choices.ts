import { CHALLENGE_RATINGS } from '../data/options';

/** The `cr` values GetMonster and GetEncounter accept: -1 for Random, then every challenge rating (also written 1/8, 1/4, 1/2). */
export const MONSTER_CR_CHOICES: readonly string[] = ['-1', ...CHALLENGE_RATINGS.map(String), '1/8', '1/4', '1/2'];

const FRACTIONS: Readonly<Record<string, number>> = { '1/8': 0.125, '1/4': 0.25, '1/2': 0.5 };

/** A `cr` choice as a number, or undefined for Random. */
export function parseCrChoice(chosen: readonly string[] | undefined): number | undefined {
  const value = chosen?.[0];
  if (value === undefined || value === '-1') return undefined;
  return FRACTIONS[value] ?? Number(value);
}
