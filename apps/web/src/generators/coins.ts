/** Copper pieces in a gold and a silver piece. */
const CP_PER_GP = 100;
const CP_PER_SP = 10;

/**
 * A worth in copper pieces as a game master says it: "2 gp 5 sp", "1,250 gp", "7 cp" (never
 * "205 cp"); platinum is left to the coin splitter, since a hoard is counted in gold.
 */
export function formatWorth(cp: number): string {
  const whole = Math.max(0, Math.round(cp));
  const gp = Math.floor(whole / CP_PER_GP);
  const sp = Math.floor((whole % CP_PER_GP) / CP_PER_SP);
  const rest = whole % CP_PER_SP;
  const parts = [
    gp > 0 ? `${gp.toLocaleString('en-US')} gp` : '',
    sp > 0 ? `${sp} sp` : '',
    rest > 0 ? `${rest} cp` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 cp';
}

/** Coin amounts the coin splitter reads from its address. */
export type SplitterCoins = { platinum: number; gold: number; silver: number; copper: number };

/** The splitter's address for these coins (and, optionally, extra worth in cp changed into gold, silver and copper). */
export function splitterUrl(coins: SplitterCoins, extraCp = 0): string {
  const extra = Math.max(0, Math.round(extraCp));
  const params = new URLSearchParams({
    platinum: String(coins.platinum),
    gold: String(coins.gold + Math.floor(extra / CP_PER_GP)),
    silver: String(coins.silver + Math.floor((extra % CP_PER_GP) / CP_PER_SP)),
    copper: String(coins.copper + (extra % CP_PER_SP)),
  });
  return `/truecoinsplitter?${params.toString()}`;
}
