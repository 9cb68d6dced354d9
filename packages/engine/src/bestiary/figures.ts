/** The 5th-edition guideline figures by challenge rating, and the encounter XP rules. */
import figures from './data/monster-figures.json';

/** One row of the guideline table. */
export type GuidelineRow = {
  /** "1/8" as printed. */
  cr: string;
  /** 0.125 as a number. */
  value: number;
  proficiencyBonus: number;
  armorClass: number;
  /** Inclusive hit point range. */
  hitPoints: [number, number];
  attackBonus: number;
  /** Inclusive damage per round range (over three rounds). */
  damagePerRound: [number, number];
  saveDc: number;
  xp: number;
};

/** The guideline table, CR 0 to 30 in order. */
export const GUIDELINE_ROWS: readonly GuidelineRow[] = figures.byChallengeRating as GuidelineRow[];

/** Challenge ratings of the table, in order. */
export const GUIDELINE_CRS: readonly number[] = GUIDELINE_ROWS.map((row) => row.value);

/** The guideline row of a challenge rating; throws for a rating not in the table (a programmer error). */
export function guidelineRow(cr: number): GuidelineRow {
  const row = GUIDELINE_ROWS.find((r) => r.value === cr);
  if (!row) throw new Error(`No guideline row for challenge rating ${cr}`);
  return row;
}

/** The index of a challenge rating in the table (-1 when absent). */
export const crIndex = (cr: number): number => GUIDELINE_CRS.indexOf(cr);

/** XP awarded for a creature of this challenge rating. */
export const xpForCr = (cr: number): number => guidelineRow(cr).xp;

/** "1/8" for 0.125, "5" for 5. */
export function crLabel(cr: number): string {
  if (cr === 0.125) return '1/8';
  if (cr === 0.25) return '1/4';
  if (cr === 0.5) return '1/2';
  return String(cr);
}

export type Difficulty = 'easy' | 'medium' | 'hard' | 'deadly';

/** XP thresholds of one character of a level (1..20). */
export function xpThreshold(level: number, difficulty: Difficulty): number {
  const row = (figures.xpThresholdsPerCharacter as Record<string, Record<Difficulty, number>>)[String(level)];
  if (!row) throw new Error(`No XP thresholds for level ${level}`);
  return row[difficulty];
}

const MULTIPLIERS = figures.encounterMultipliers as { monsters: [number, number | null]; multiplier: number }[];

/** The encounter multiplier for a number of monsters (1 gives 1, 2 gives 1.5, 3 to 6 give 2...). */
export function encounterMultiplier(count: number): number {
  const row = MULTIPLIERS.find((m) => count >= m.monsters[0] && (m.monsters[1] === null || count <= m.monsters[1]));
  return row?.multiplier ?? 1;
}

/** Adjusted XP of a group of monsters: their summed XP times the multiplier for how many there are. */
export function adjustedXp(monsters: readonly { xp: number; count: number }[]): number {
  const count = monsters.reduce((n, m) => n + m.count, 0);
  const total = monsters.reduce((n, m) => n + m.xp * m.count, 0);
  return Math.round(total * encounterMultiplier(count));
}
