import fs from 'node:fs';

/** The flags headless Chromium needs on this kind of machine (no sandbox, no GPU, no background calls). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium: CHROME_PATH, or Debian's /usr/bin/chromium. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p as string));
  if (!found) throw new Error("Chromium not found: install Debian's chromium or set CHROME_PATH.");
  return found as string;
}
