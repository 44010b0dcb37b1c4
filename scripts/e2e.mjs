// Runs the Playwright journeys in the system Chromium against the built product (e2e/playwright.config.ts starts
// it on a free port with a fresh embedded database). Without a Chromium the journeys cannot run: with CI set that
// is a failure; on a developer machine it is reported loudly and npm test says the browser tests did not run.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findBrowser, findChromium, isShell } from '../e2e/chromium.mjs';
import { root, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  const hint =
    'Install it with: apt-get install -y chromium chromium-headless-shell fonts-noto-core fonts-farsiweb (or set CHROMIUM_PATH)';
  if (process.env.CI) {
    console.error(`✗ No Chromium found and CI is set: browser tests must run in CI. ${hint}`);
    process.exit(1);
  }
  console.warn(`\n!!! No Chromium found: browser journeys NOT run. ${hint}\n`);
  process.exit(0);
}
// The journeys run in the headless shell and a few files in the full browser (ADR 0108); either missing, they still
// run, in what there is, and say so: without the shell they cost about twice the CPU, without the full browser the
// journeys of browser notifications and of the installed site fail.
if (!process.env.CHROMIUM_PATH) {
  const install = 'apt-get install -y chromium chromium-headless-shell';
  if (!isShell(chromium))
    console.warn(
      `\n!!! No chromium-headless-shell: the journeys run in ${chromium}, at about twice the CPU. ${install}\n`,
    );
  if (isShell(findBrowser() ?? chromium))
    console.warn(
      `\n!!! No full Chromium: the notification and offline journeys run in ${chromium} and fail. ${install}\n`,
    );
}
if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.error('✗ The product is not built: run `npm run build` first');
  process.exit(1);
}

/** A free TCP port on loopback, chosen once here: the Playwright config is evaluated in every worker process. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A fresh embedded database for every run, so journeys start from the seeded demo data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-e2e-'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const code = await run(npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    // The run's receiver of error reports (e2e/support/error-receiver.ts).
    E2E_ERRORS_PORT: process.env.E2E_ERRORS_PORT ?? String(await freePort()),
    E2E_DATA_DIR: dataDir,
  },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
