import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { findUp } from '../src/paths.ts';
import { mountWeb } from '../src/server/web.ts';
import { createServices } from '../src/services.ts';
import { loginWithCode, uniqueMobile } from './support/auth.ts';
import { testConfig, testDatabase } from './support/test-app.ts';

// Issue 35 (ADR 0082): the site is an installable app. Its manifest (Persian, right to left, the theme's colour, PNG
// icons at 192 and 512, plain and maskable), the offline page the service worker answers in each locale, and the
// session tag by which the worker keeps a signed-in person's pages apart. Serves the built web (`npm run build`,
// which `npm test` runs before this stage), as page-weight.test.ts does.

/** Width and height of a PNG, from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

describe('the installable app', () => {
  let app: App;
  let services: AppServices;

  beforeAll(async () => {
    const config = testConfig({ validateResponses: false });
    services = createServices(config, { info: () => {} });
    app = await buildApp(
      { config, database: await testDatabase(), services, version: '0.0.0-test', startedAt: Date.now() },
      { logger: false },
    );
    const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
    if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
    await mountWeb(app, webDir);
    await app.ready();
  }, 120_000);
  afterAll(() => app?.close());

  it('answers /manifest.webmanifest as a web app manifest: Persian, right to left, standalone, its icons', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'شهربازار',
      short_name: 'شهربازار',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
    });
    expect(manifest.description).toMatch(/[\u0600-\u06FF]/);
    // The theme's colour, the one every page's theme-color says.
    const page = await app.inject({ url: '/' });
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(page.body)?.[1];
    expect(themeColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.theme_color).toBe(themeColor);
    // Every page links it.
    expect(page.body).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);

    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    expect(icons).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const file = await app.inject({ url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toBe('image/png');
      expect(icon.type).toBe('image/png');
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(file.rawPayload), icon.src).toEqual({ width: side, height: side });
    }
  });

  it('has an offline page in each locale from the catalogues, Persian right to left with no Latin digits', async () => {
    const fa = await app.inject({ url: '/offline-fa.html' });
    expect(fa.statusCode).toBe(200);
    expect(fa.headers['content-type']).toMatch(/^text\/html/);
    expect(fa.body).toContain('<html lang="fa" dir="rtl">');
    expect(fa.body).toContain('<h1>اتصال به اینترنت برقرار نیست</h1>');
    const text = fa.body
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .trim();
    expect(text).not.toMatch(/[0-9]/);
    // No script: the page's policy would not run one, and it needs none.
    expect(fa.body).not.toContain('<script');
    const en = await app.inject({ url: '/offline-en.html' });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('<h1>No internet connection</h1>');
  });

  it('sends the service worker to be checked at every update, and every page registers it', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toMatch(/const VERSION = '[0-9a-f]{12}';/);
    const page = await app.inject({ url: '/ads/list' });
    const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.body).toContain(`<script id="register-worker" nonce="${nonce}">`);
    expect(page.body).toContain("register('/sw.js')");
  });

  it("tags a signed-in person's pages with their session, and nobody's pages with none", async () => {
    const anonymous = await app.inject({ url: '/basket' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-session-tag']).toBeUndefined();

    const first = await loginWithCode(app, services, uniqueMobile());
    const second = await loginWithCode(app, services, uniqueMobile());
    const tagOf = async (cookie: string, url = '/basket') => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return String(res.headers['x-session-tag'] ?? '');
    };
    const tag = await tagOf(first);
    expect(tag).toMatch(/^[\w-]{22}$/);
    // The same session on another page (its data too), another person another tag; the cookie is not in it.
    expect(await tagOf(first, '/ads/list')).toBe(tag);
    expect(await tagOf(first, '/basket.data')).toBe(tag);
    expect(await tagOf(second)).not.toBe(tag);
    expect(first).not.toContain(tag);
  });

  it('lets the service worker keep a new listing form per session, and no other panel page', async () => {
    const cookie = await loginWithCode(app, services, uniqueMobile());
    const form = await app.inject({ url: '/panel/myAds/create', headers: { cookie } });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-cache');
    const dashboard = await app.inject({ url: '/panel/dashboard', headers: { cookie } });
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
  });
});
