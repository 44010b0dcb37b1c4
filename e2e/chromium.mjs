// Where the system Chromium is (Playwright's own browser downloads cannot run on our machines).
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The Chromium executable to drive: CHROMIUM_PATH, else the first system one found, else undefined. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((file) => fs.existsSync(file));
}
