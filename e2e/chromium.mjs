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

/** The chosen CHROMIUM_PATH: it runs every journey, shell or browser. */
function chosen() {
  const file = process.env.CHROMIUM_PATH;
  return file ? (fs.existsSync(file) ? file : null) : undefined;
}

/** The Chromium most journeys run in: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function findChromium() {
  const file = chosen();
  if (file !== undefined) return file ?? undefined;
  return [...SHELLS, ...BROWSERS].find((candidate) => fs.existsSync(candidate));
}

/**
 * The full browser, for the journeys of what the headless shell lacks: push messaging (it has no `PushManager`) and
 * the install prompt's checks. CHROMIUM_PATH still chooses; without a full browser, the shell.
 */
export function findBrowser() {
  const file = chosen();
  if (file !== undefined) return file ?? undefined;
  return BROWSERS.find((candidate) => fs.existsSync(candidate)) ?? findChromium();
}

/** Whether this Chromium is a headless shell (by its file's name: Debian's and Playwright's are so named). */
export function isShell(file) {
  return /headless[-_]shell/.test(file);
}
