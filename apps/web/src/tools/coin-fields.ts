import { MAX_COIN_AMOUNT, MAX_CONVERSION_RATE, MIN_PLAYERS } from '@lorewright/engine';

/** The splitter's number fields. */
export type CoinNumberField = 'players' | 'platinum' | 'gold' | 'silver' | 'copper' | 'rate';

const LIMITS: Record<CoinNumberField, { min: number; max: number }> = {
  players: { min: MIN_PLAYERS, max: MAX_COIN_AMOUNT },
  platinum: { min: 0, max: MAX_COIN_AMOUNT },
  gold: { min: 0, max: MAX_COIN_AMOUNT },
  silver: { min: 0, max: MAX_COIN_AMOUNT },
  copper: { min: 0, max: MAX_COIN_AMOUNT },
  rate: { min: 1, max: MAX_CONVERSION_RATE },
};

/**
 * What is wrong with a number field's text, or null when the splitter can use it as shown. Blank
 * is fine (it takes the default); anything but digits ("12.5", "1e3", "-3") is refused rather than
 * read as some other number, so the field never splits something it does not show.
 */
export function coinFieldProblem(field: CoinNumberField, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'Whole numbers only';
  const value = Number(trimmed);
  const { min, max } = LIMITS[field];
  if (value < min) return `At least ${min.toLocaleString('en-US')}`;
  if (value > max) return `At most ${max.toLocaleString('en-US')}`;
  return null;
}
