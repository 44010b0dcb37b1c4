import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// scripts/e2e.mjs chooses the port and a fresh data folder once and passes them to every Playwright process.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results', 'e2e-data');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e-artifacts'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  use: {
    baseURL,
    locale: 'fa-IR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
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
        },
      },
});
