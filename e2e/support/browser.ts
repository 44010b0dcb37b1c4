import { type LaunchOptions } from '@playwright/test';
import { findBrowser, findChromium } from '../chromium.mjs';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How every journey's Chromium starts: the headless shell where installed (ADR 0108). */
export const shellLaunch: LaunchOptions = { executablePath: findChromium(), args: ARGS };

/**
 * The full browser, for the files whose journeys use what the headless shell lacks (push messaging, the install
 * prompt's checks): the config's FULL_BROWSER projects.
 */
export const browserLaunch: LaunchOptions = { executablePath: findBrowser(), args: ARGS };
