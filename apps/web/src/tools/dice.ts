/** One fair d20 roll (1..20) from the browser's cryptographic random source. */
export function rollD20(): number {
  const buffer = new Uint32Array(1);
  // Values at or above the largest multiple of 20 are redrawn, so every face is equally likely.
  const limit = Math.floor(2 ** 32 / 20) * 20;
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return (value % 20) + 1;
  }
}
