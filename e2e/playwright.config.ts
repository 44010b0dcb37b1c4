import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserLaunch, shellLaunch } from './support/browser.ts';
import { errorReceiverDsn } from './support/error-receiver.ts';

const root = path.resolve(import.meta.dirname, '..');
// scripts/e2e.mjs chooses the port and a fresh data folder once and passes them to every Playwright process.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results', 'e2e-data');

// Two workers share one server (ADR 0026): journeys make and find their own records, so they may run side by side.
// The few that change a site-wide setting (texts, SEO, home banners) run first, in the site-* projects, while no
// other journey reads those settings. Every journey runs on the phone, the profile of our users; on the desktop only
// those tagged @desktop: the ones whose layout differs by width (header, menus, panels, home).
// A money or review flow through the generic panel and listing screens (a city ad's rewards, a lawyer's escrow, an
// expert's approval) runs on the phone only: those screens' desktop layout has journeys of its own, and each flow
// at both widths cost a minute of `npm test` (ADR 0068).
const SITE_WIDE = ['ads-seo.spec.ts', 'manager-settings.spec.ts', 'manager-media.spec.ts'];
// Every journey runs in Chromium's headless shell but these files', about what only the installed browser does: push
// messaging (the shell has no PushManager), installability and the offline copies (ADR 0108). They have projects of
// their own, named as the others so that `--project=phone` still runs every journey of a width. (A file's
// `test.use({ launchOptions })` ran them in the shell all the same: scripts/e2e.mjs passed the shell's path on as
// CHROMIUM_PATH, which chooses for every journey.)
const FULL_BROWSER = ['notifications.spec.ts', 'offline.spec.ts'];
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e-artifacts'),
  // A journey's whole time. 30 s failed journeys of 10-15 s (lawyer-dashboard, clinic-money) when the shared machine
  // was loaded (load average 25 on 2 cores): a bound for a hung journey, not a speed test; long journeys set their own.
  timeout: 60_000,
  // What a user waits for to show. 10 s failed a menu navigation of the back office (manager-media, manager-categories)
  // on the shared machine at load average 20-25: a bound for what never shows, not a speed test (ADR 0062).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  // The run's error reports go to a local Sentry-protocol receiver (support/error-receiver.ts, ADR 0087).
  globalSetup: './support/error-receiver.ts',
  use: {
    baseURL,
    // No step waits without end: an action or a navigation that cannot happen fails at that step, with its locator,
    // instead of holding the journey until the whole test's time is up (a journey hung for 4 minutes in CI saying
    // only "Test timeout exceeded").
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    locale: 'fa-IR',
    // A trace records every action of every journey to keep the failing ones; CI's folder is gone after the run and
    // only its printed output comes back, so there the recording is work for nothing. (Locally it costs little: two
    // journeys took 43.3 s of CPU with it, 41.6 s without, ADR 0062.)
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: shellLaunch,
  },
  projects: [
    { name: 'site-phone', testMatch: SITE_WIDE, use: phone },
    // One after the other: the same journey at both widths would change the same setting at once.
    { name: 'site-desktop', testMatch: SITE_WIDE, grep: /@desktop/, use: desktop, dependencies: ['site-phone'] },
    { name: 'phone', testIgnore: [...SITE_WIDE, ...FULL_BROWSER], use: phone, dependencies: ['site-desktop'] },
    {
      name: 'desktop',
      testIgnore: [...SITE_WIDE, ...FULL_BROWSER],
      grep: /@desktop/,
      use: desktop,
      dependencies: ['site-desktop'],
    },
    {
      name: 'phone',
      testMatch: FULL_BROWSER,
      use: { ...phone, launchOptions: browserLaunch },
      dependencies: ['site-desktop'],
    },
    {
      name: 'desktop',
      testMatch: FULL_BROWSER,
      grep: /@desktop/,
      use: { ...desktop, launchOptions: browserLaunch },
      dependencies: ['site-desktop'],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node ${JSON.stringify(path.join(root, 'apps/api/dist/main.js'))}`,
        cwd: root,
        url: `${baseURL}/api/v1/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // The address the browser reaches the site at: the bank's callback (ADR 0013) comes back to it.
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'production',
          APP_ENV: 'development',
          LOG_LEVEL: 'warn',
          // City ad rewards: a short viewing time keeps the reward journey quick and deterministic (ADR 0023).
          REWARD_MIN_VIEW_SECONDS: '2',
          // Every journey signs in from this one machine: its codes would pass the per-address limit of a real
          // network within the run (ADR 0018).
          OTP_PER_IP_PER_HOUR: '5000',
          // The proof of work a browser does from its seventh code (ADR 0091): a light one, the journeys share two cores.
          OTP_POW_BITS: '12',
          // ... and so would their sign-ins per minute, two journeys at a time signing people in quickly.
          SIGN_IN_PER_IP_PER_MINUTE: '1000',
          // ... and their form posts to one page (the sign-in form) without a session.
          ANONYMOUS_POSTS_PER_IP_PER_MINUTE: '5000',
          // The city map without tiles: the journeys reach nothing outside this machine (ADR 0029).
          MAP_TILE_URL: 'off',
          // Error reports, the server's and the pages', to the run's own receiver (ADR 0087).
          SENTRY_DSN: errorReceiverDsn(),
        },
      },
});
