// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_SCRIPT_MARK,
  HELD_SCRIPT_TYPE,
  MAIN_PICTURE,
  MAIN_PICTURE_MARK,
  mainPicture,
} from './scripts-after-picture.ts';
import { MARK_MAIN_PICTURE, PRELOADS_PER_TASK, START_SCRIPTS, WAIT_MS } from './scripts-after-picture.server.ts';

// The starter as the browser runs it, on a page the server held (scripts-after-picture.server.ts). happy-dom has no
// element timing, so a page with a main picture starts at its load event, as Safari and Firefox do; Chromium's
// start on the picture's drawing is asserted by the browser journey (page-weight.spec.ts).

// As React Router writes it: the page's routes imported, the manifest (of these routes and others the page may go
// to, and the whole manifest's own file), the entry.
const MANIFEST = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/a.js', '/assets/b.js'], css: [] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/a.js', '/assets/c.js'], css: ['/assets/r.css'] },
    'ads/list': {
      id: 'ads/list',
      parentId: 'root',
      module: '/assets/list.js',
      clientLoaderModule: '/assets/list-loader.js',
      imports: ['/assets/d.js'],
    },
    home: { id: 'home', parentId: 'root', module: '/assets/home.js', imports: ['/assets/e.js'] },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};
const ENTRY =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/list.js";\n' +
  `  window.__reactRouterManifest = ${JSON.stringify(MANIFEST, null, 2)};\n` +
  '  window.__reactRouterRouteModules = {"root":route0,"ads/list":route1};\n\nimport("/assets/entry.client.js");';
/** What React Router preloads for this page: the entry, and each of its routes with their imports; nothing twice. */
const CHUNKS = [
  '/assets/entry.client.js',
  '/assets/a.js',
  '/assets/b.js',
  '/assets/root.js',
  '/assets/c.js',
  '/assets/list.js',
  '/assets/list-loader.js',
  '/assets/d.js',
];

/** A held page: the entry module and, when asked, a main picture. */
function heldPage({ picture }: { picture: boolean }): void {
  document.body.innerHTML =
    (picture ? `<img src="/images/a-thumb.webp" ${MAIN_PICTURE_MARK} alt="">` : '<p>بدون تصویر</p>') +
    `<script type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}>${ENTRY}</script>`;
  document.querySelector('script')!.nonce = 'page-nonce';
  // Still on its way (happy-dom loads no picture, and calls one without a width failed).
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: false });
}

/** Runs the starter as the parser would, where it stands on the page. */
function runStarter(): void {
  new Function(START_SCRIPTS)();
}

/** What the page's scripts are now: the preloads' rel and the entry's type, nonce and text. */
function scripts() {
  const script = document.querySelector('script')!;
  return {
    preloads: [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      new URL(link.href, 'http://localhost').pathname,
      link.getAttribute('fetchpriority'),
    ]),
    entry: { type: script.type, nonce: script.nonce, text: script.textContent },
  };
}

const STARTED = {
  preloads: CHUNKS.map((chunk) => ['modulepreload', chunk, 'low']),
  entry: { type: 'module', nonce: 'page-nonce', text: ENTRY },
};
const HELD = {
  preloads: [],
  entry: { type: HELD_SCRIPT_TYPE, nonce: 'page-nonce', text: ENTRY },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the starter of the held scripts (ADR 0073)', () => {
  it('starts them at once on a page without a main picture: the page’s chunks preloaded, a live entry with its nonce', () => {
    heldPage({ picture: false });
    runStarter();
    expect(scripts()).toEqual(STARTED);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('holds them while the main picture loads, and starts them when the page has loaded', () => {
    heldPage({ picture: true });
    runStarter();
    expect(scripts()).toEqual(HELD);
    // Named for the browser's element timing while it waits, and no longer once started: React hydrates the
    // picture as the server wrote it.
    expect(document.querySelector('img')!.getAttribute('elementtiming')).toBe(MAIN_PICTURE);
    window.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual(STARTED);
    expect(document.querySelector('img')!.hasAttribute('elementtiming')).toBe(false);
  });

  it('starts them when the main picture fails', () => {
    heldPage({ picture: true });
    runStarter();
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual(STARTED);
  });

  it(`starts them after ${WAIT_MS} ms when neither comes, once only`, () => {
    heldPage({ picture: true });
    runStarter();
    vi.advanceTimersByTime(WAIT_MS - 1);
    expect(scripts()).toEqual(HELD);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(STARTED);
    window.dispatchEvent(new Event('load'));
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it(`preloads a big page's chunks ${PRELOADS_PER_TASK} a task, after the entry went live, each once`, () => {
    const many = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, n) => `/assets/chunk-${n}.js`);
    const manifest = { ...MANIFEST, entry: { module: '/assets/entry.client.js', imports: [...many, ...many] } };
    document.body.innerHTML = `<script type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}>${ENTRY.replace(
      JSON.stringify(MANIFEST, null, 2),
      JSON.stringify(manifest, null, 2),
    )}</script>`;
    runStarter();
    expect(document.querySelector('script')!.type).toBe('module');
    const preloaded = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    // The entry, the chunks, and the routes' own (CHUNKS without the entry and the b.js no longer imported).
    const total = 1 + many.length + CHUNKS.length - 2;
    const seen = [preloaded()];
    while (preloaded() < total && seen.length < 10) {
      vi.advanceTimersToNextTimer();
      seen.push(preloaded());
    }
    expect(seen).toEqual([8, 16, 24, total].map((n) => Math.min(n, total)));
    vi.runOnlyPendingTimers();
    expect(preloaded()).toBe(total);
  });
});

describe('the main picture named for element timing (ADR 0073, issue 32)', () => {
  it('is marked in valid HTML and named by the head’s script as soon as the parser adds it', async () => {
    const attributes = mainPicture(true);
    expect(attributes).toEqual({ fetchPriority: 'high', [MAIN_PICTURE_MARK]: '' });
    expect(Object.keys(attributes)).not.toContain('elementtiming');
    expect(mainPicture(false)).toEqual({});
    new Function(MARK_MAIN_PICTURE)();
    const list = document.createElement('ul');
    list.innerHTML = `<li><img src="/images/b-thumb.webp" alt=""></li><li><img src="/images/a-thumb.webp" ${MAIN_PICTURE_MARK} alt=""></li>`;
    document.body.append(list);
    await Promise.resolve();
    const [other, main] = [...document.querySelectorAll('img')];
    expect(main!.getAttribute('elementtiming')).toBe(MAIN_PICTURE);
    expect(other!.hasAttribute('elementtiming')).toBe(false);
  });
});
