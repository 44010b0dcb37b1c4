// Where the system Chromium is (Playwright's own browser downloads cannot run on our machines).
import fs from 'node:fs';

// Debian's headless shell first (package chromium-headless-shell): the same Blink as the browser without its window
// machinery, what Playwright itself runs for headless tests. The full browser in headless mode also starts the
// renderers of its own toolbar pages and a busier browser process: the same journeys cost it 2.4 times the CPU
// (ADR 0108). The full browser is the fallback where the shell is not installed.
const SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The Chromium executable to drive: CHROMIUM_PATH, else the first system one found, else undefined. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [...SHELLS, ...BROWSERS].find((file) => fs.existsSync(file));
}

/**
 * The full browser, for the journeys of what the headless shell lacks: push messaging (it has no `PushManager`) and
 * the install prompt's checks. CHROMIUM_PATH still chooses; without a full browser, the shell.
 */
export function findBrowser() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return BROWSERS.find((file) => fs.existsSync(file)) ?? findChromium();
}
