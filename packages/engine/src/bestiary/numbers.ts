/** Numbers as stat blocks print them: counts, ordinals, signs and damage rolls. */
import { averageDice, parseDice } from '../core/dice';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "three" for 3 (numerals past ten). */
export const countWord = (n: number): string => COUNT_WORDS[n] ?? String(n);

/** "1st", "2nd", "3rd", "18th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "+4" or "-1". */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** A damage roll as a stat block prints it: "5 (1d6 + 2) slashing". A flat "1" stays "1". */
export function damageText(dice: string, type: string): string {
  const parsed = parseDice(dice);
  if (!parsed.ok) return `${dice} ${type}`;
  const { count, sides, modifier } = parsed.value;
  const expr = `${count}d${sides}${modifier > 0 ? ` + ${modifier}` : modifier < 0 ? ` - ${-modifier}` : ''}`;
  return `${Math.max(1, averageDice(parsed.value))} (${expr}) ${type}`;
}

/** Average damage of one roll (flat numbers count as themselves). */
export function averageDamage(dice: string): number {
  const parsed = parseDice(dice);
  if (parsed.ok) return Math.max(1, averageDice(parsed.value));
  const flat = Number(dice);
  return Number.isFinite(flat) ? flat : 0;
}
