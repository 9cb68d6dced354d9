/** The coin types, highest first. */
export const COIN_TYPES = ['Platinum', 'Gold', 'Silver', 'Copper'] as const;

/** One of the four coin types. */
export type CoinType = (typeof COIN_TYPES)[number];

/** What the splitter divides: whole numbers, already within the limits below. */
export type CoinSplitInput = {
  /** People sharing the coins, at least 2. */
  players: number;
  platinum: number;
  gold: number;
  silver: number;
  copper: number;
  /** No share is paid in a coin above this one. */
  highestCoin: CoinType;
  /** How many of a coin make one of the next coin up (10 means 1 gold = 10 silver), at least 1. */
  rate: number;
};

/** The raw text of the splitter's form fields; a missing field counts as empty. */
export type CoinSplitRawInput = Partial<Record<keyof CoinSplitInput, string>>;

/** A number of each coin, using the field names of the specification's Coin amounts. */
export type CoinAmounts = { Plat: number; Gold: number; Silver: number; Copper: number };

/**
 * A true split. `Remaining` (the specification's Coin amounts field) is the worth in copper of what
 * cannot be divided evenly; `leftover` is that same worth given in the fewest coins.
 */
export type CoinSplit = {
  eachReceives: CoinAmounts;
  leftover: CoinAmounts;
  /** Copper worth left over after the equal shares, 0..players-1. */
  Remaining: number;
  /** Worth in copper of all the coins before splitting. */
  totalInCopper: number;
};

/** Fewest players the splitter accepts. */
export const MIN_PLAYERS = 2;
/** Largest number of players, or of any one coin, the splitter accepts; larger input is capped. */
export const MAX_COIN_AMOUNT = 1_000_000_000;
/** Largest conversion rate; with MAX_COIN_AMOUNT it keeps every worth below 2^53, so results are exact. */
export const MAX_CONVERSION_RATE = 100;

/** The form's starting values: 4 players, rate 10, highest coin Gold, no coins. */
export const COIN_SPLIT_DEFAULTS: CoinSplitInput = {
  players: 4,
  platinum: 0,
  gold: 0,
  silver: 0,
  copper: 0,
  highestCoin: 'Gold',
  rate: 10,
};

/** COIN_SPLIT_DEFAULTS as form text, for a Reset to Default button. */
export const COIN_SPLIT_DEFAULT_RAW: Required<CoinSplitRawInput> = {
  players: String(COIN_SPLIT_DEFAULTS.players),
  platinum: String(COIN_SPLIT_DEFAULTS.platinum),
  gold: String(COIN_SPLIT_DEFAULTS.gold),
  silver: String(COIN_SPLIT_DEFAULTS.silver),
  copper: String(COIN_SPLIT_DEFAULTS.copper),
  highestCoin: COIN_SPLIT_DEFAULTS.highestCoin,
  rate: String(COIN_SPLIT_DEFAULTS.rate),
};

/** A leading integer as parseInt reads it ("7", " 7 ", "7.9", "7 gp"), or null when there is none. */
function parseWhole(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : null;
}

/** A whole number forced into min..max, with fallback for anything not a finite number. */
function wholeWithin(value: number, fallback: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function isCoinType(value: unknown): value is CoinType {
  return (COIN_TYPES as readonly unknown[]).includes(value);
}

/**
 * Reads the form: players fall back to 2 when empty or not a number, minimum 2; coin amounts fall
 * back to 0, minimum 0; the rate falls back to 1, minimum 1; an unknown highest coin means Gold.
 * Numbers above MAX_COIN_AMOUNT / MAX_CONVERSION_RATE are capped.
 */
export function parseCoinInputs(raw: CoinSplitRawInput): CoinSplitInput {
  const amount = (text: string | undefined): number => wholeWithin(parseWhole(text) ?? 0, 0, 0, MAX_COIN_AMOUNT);
  return {
    players: wholeWithin(parseWhole(raw.players) ?? MIN_PLAYERS, MIN_PLAYERS, MIN_PLAYERS, MAX_COIN_AMOUNT),
    platinum: amount(raw.platinum),
    gold: amount(raw.gold),
    silver: amount(raw.silver),
    copper: amount(raw.copper),
    highestCoin: isCoinType(raw.highestCoin) ? raw.highestCoin : COIN_SPLIT_DEFAULTS.highestCoin,
    rate: wholeWithin(parseWhole(raw.rate) ?? 1, 1, 1, MAX_CONVERSION_RATE),
  };
}

/** Input held to the same limits parseCoinInputs applies, so any numbers split safely. */
function normalize(input: CoinSplitInput): CoinSplitInput {
  const amount = (value: number): number => wholeWithin(value, 0, 0, MAX_COIN_AMOUNT);
  return {
    players: wholeWithin(input.players, MIN_PLAYERS, MIN_PLAYERS, MAX_COIN_AMOUNT),
    platinum: amount(input.platinum),
    gold: amount(input.gold),
    silver: amount(input.silver),
    copper: amount(input.copper),
    highestCoin: isCoinType(input.highestCoin) ? input.highestCoin : COIN_SPLIT_DEFAULTS.highestCoin,
    rate: wholeWithin(input.rate, 1, 1, MAX_CONVERSION_RATE),
  };
}

/** Worth of one coin of each type in copper, highest first, in the order of COIN_TYPES. */
function coinWorths(rate: bigint): readonly bigint[] {
  return [rate * rate * rate, rate * rate, rate, 1n];
}

/**
 * A copper worth in the fewest coins, none above `highest`. Because each coin is worth the same
 * multiple of the one below, taking as many of the largest allowed coin as fit is optimal.
 */
function inFewestCoins(worth: bigint, highest: CoinType, rate: bigint): CoinAmounts {
  const worths = coinWorths(rate);
  const counts = [0n, 0n, 0n, 0n];
  let rest = worth;
  for (let i = COIN_TYPES.indexOf(highest); i < COIN_TYPES.length; i++) {
    const each = worths[i] ?? 1n;
    counts[i] = rest / each;
    rest -= (counts[i] ?? 0n) * each;
  }
  const [plat = 0n, gold = 0n, silver = 0n, copper = 0n] = counts;
  return { Plat: Number(plat), Gold: Number(gold), Silver: Number(silver), Copper: Number(copper) };
}

/**
 * A true split: every coin is converted to copper, each player gets the largest equal share and
 * the rest is left over; both are given in the fewest coins with none above the highest coin.
 * Deterministic; input outside the limits is clamped as parseCoinInputs would.
 */
export function splitCoins(input: CoinSplitInput): CoinSplit {
  const { players, platinum, gold, silver, copper, highestCoin, rate } = normalize(input);
  const r = BigInt(rate);
  const [platWorth = 0n, goldWorth = 0n, silverWorth = 0n] = coinWorths(r);
  const total = BigInt(platinum) * platWorth + BigInt(gold) * goldWorth + BigInt(silver) * silverWorth + BigInt(copper);
  const share = total / BigInt(players);
  const remaining = total - share * BigInt(players);
  return {
    eachReceives: inFewestCoins(share, highestCoin, r),
    leftover: inFewestCoins(remaining, highestCoin, r),
    Remaining: Number(remaining),
    totalInCopper: Number(total),
  };
}
