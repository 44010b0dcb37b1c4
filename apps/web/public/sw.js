// Shahrbazar's one service worker (ADRs 0044, 0082). It shows the notifications the server pushes and opens their page
// when tapped (the push is JSON: { title, body, link }, link a path on this site), and it keeps the site usable
// without a connection:
// - pages (documents) go to the network first; what came back is kept, and answered when the network fails. A page
//   rendered for a session (the server's `x-session-tag`, a digest of the session cookie) is kept apart, under that
//   tag, and all such pages are dropped as soon as the server answers for nobody or for another session; a page the
//   server says not to store (`no-store`: the panels, the back office, payments) is never kept. A page not kept is
//   answered with the offline page, in the visitor's locale;
// - a page reached inside the app (React Router's `.data` request) is kept as a document too, fetched once, so a
//   reload finds it; without a connection such a request asks the app to load the page as a document instead;
// - built files (/assets/, hashed, never changed) are answered from the cache first; pictures, the catalogue and the
//   route manifest from the network first.
// Requests to the API and every form post go to the network untouched: the answer cache stays the server's.

const VERSION = 'dev'; // apps/web/scripts/pwa.mjs writes the build's own
const SHELL = `shahrbazar-shell-${VERSION}`;
const ASSETS = 'shahrbazar-assets';
const IMAGES = 'shahrbazar-images';
const PUBLIC_PAGES = 'shahrbazar-pages';
const SESSION_PAGES = 'shahrbazar-session-pages-';
const STATE = 'shahrbazar-state';
const SESSION_HEADER = 'x-session-tag';
const OFFLINE = { fa: '/offline-fa.html', en: '/offline-en.html' };
const SHELL_FILES = [
  ...Object.values(OFFLINE),
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/app-any-192.png',
  '/icons/app-maskable-192.png',
];
const MAX_PAGES = 80;
const MAX_ASSETS = 400;
const MAX_IMAGES = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // One by one: a file missing (the dev server has no offline pages) must not keep the worker from installing.
      .then((cache) => Promise.all(SHELL_FILES.map((file) => cache.add(file).catch(() => undefined))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shahrbazar-shell-') && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// ---- Who the kept pages are for -------------------------------------------------------------------------------

/** The session tag of the last page the server answered ('' for nobody), kept across the worker's restarts. */
let who;

async function currentWho() {
  if (who === undefined) {
    const kept = await (await caches.open(STATE)).match('/who');
    who = kept ? await kept.text() : '';
  }
  return who;
}

/** A page or data answer from the server: it says who the browser is now; another person's kept pages go. */
async function saw(response) {
  const tag = response.headers.get(SESSION_HEADER) || '';
  if (tag === (await currentWho())) return;
  who = tag;
  await (await caches.open(STATE)).put('/who', new Response(tag));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(SESSION_PAGES) && name !== SESSION_PAGES + tag)
      .map((name) => caches.delete(name)),
  );
}

/** A page the server rendered and lets a private cache keep: an HTML 200, not redirected, not `no-store`. */
function keepable(response) {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get('cache-control') || '') &&
    (response.headers.get('content-type') || '').startsWith('text/html')
  );
}

const pagesOf = (tag) => (tag ? SESSION_PAGES + tag : PUBLIC_PAGES);

async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** Keeps a page the server answered (after saw(): its tag is the current one). */
async function keepPage(url, response) {
  if (!keepable(response)) return;
  const cache = await caches.open(pagesOf(response.headers.get(SESSION_HEADER) || ''));
  await cache.delete(url);
  await cache.put(url, response);
  await trim(cache, MAX_PAGES);
}

/** The kept page at this address for who the browser is now: their own first, then one kept for nobody. */
async function keptPage(url) {
  const tag = await currentWho();
  for (const name of tag ? [pagesOf(tag), PUBLIC_PAGES] : [PUBLIC_PAGES]) {
    const hit = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/** The visitor's locale as the server reads it: the locale cookie, else the browser's languages, else Persian. */
async function localeNow() {
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get('locale') : null;
    if (cookie && OFFLINE[cookie.value]) return cookie.value;
  } catch {
    // No cookie store: the languages decide.
  }
  for (const language of self.navigator.languages || [self.navigator.language]) {
    const primary = String(language).toLowerCase().split('-')[0];
    if (OFFLINE[primary]) return primary;
  }
  return 'fa';
}

async function offlinePage() {
  const page = await caches.match(OFFLINE[await localeNow()], { ignoreVary: true });
  return page || new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

// ---- Answers --------------------------------------------------------------------------------------------------

/** Answers of the page server (not a built file, whose answer says nothing of the session). */
const fromPageServer = (url) => !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.data');

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (response.type === 'basic' && fromPageServer(url)) {
      const copy = response.clone();
      event.waitUntil(saw(copy).then(() => keepPage(event.request.url, copy)));
    }
    return response;
  } catch {
    return (await keptPage(event.request.url)) || offlinePage();
  }
}

/** The document address of a `.data` request (React Router: /a/b.data, /a/_.data for /a/, without `_routes`). */
function documentOf(url) {
  const address = new URL(url);
  address.pathname = address.pathname.endsWith('/_.data')
    ? address.pathname.slice(0, -'_.data'.length)
    : address.pathname.slice(0, -'.data'.length);
  address.searchParams.delete('_routes');
  return address.href;
}

/** Addresses whose page was not keepable this worker's life (a panel's `no-store`): not fetched again. */
const notKeepable = new Set();

/** After a page reached inside the app: its document kept too, fetched once, if nothing is kept there yet. */
async function keepDocumentOf(dataUrl, data) {
  await saw(data);
  if (data.status !== 200 || /no-store/i.test(data.headers.get('cache-control') || '')) return;
  const address = documentOf(dataUrl);
  if (notKeepable.has(address) || (await keptPage(address))) return;
  const response = await fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  await saw(response);
  if (keepable(response)) await keepPage(address, response);
  else notKeepable.add(address);
}

/** Loads the page as a document instead (React Router's single-fetch redirect with a document reload). */
const reloadAsDocument = (address) =>
  new Response(null, {
    status: 204,
    headers: { 'X-Remix-Redirect': address, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
  });

async function data(event) {
  try {
    const response = await fetch(event.request);
    if (response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(keepDocumentOf(event.request.url, copy).catch(() => undefined));
    }
    return response;
  } catch {
    const address = new URL(documentOf(event.request.url));
    return reloadAsDocument(address.pathname + address.search);
  }
}

async function cacheFirst(request, name, max) {
  const cache = await caches.open(name);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache, max);
  }
  return response;
}

async function networkFirst(request, name, max, otherwise) {
  const cache = await caches.open(name);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(request, response.clone());
      await trim(cache, max);
    }
    return response;
  } catch (error) {
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
    if (otherwise) return otherwise();
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request, ASSETS, MAX_ASSETS));
  if (url.pathname.endsWith('.data')) return event.respondWith(data(event));
  if (url.pathname === '/__manifest') {
    // Without a connection and a kept copy: the app loads the page it is going to as a document.
    const reload = () => new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } });
    return event.respondWith(networkFirst(request, ASSETS, MAX_ASSETS, reload));
  }
  if (url.pathname.startsWith('/catalogue/')) return event.respondWith(networkFirst(request, ASSETS, MAX_ASSETS));
  if (url.pathname.startsWith('/images/')) return event.respondWith(networkFirst(request, IMAGES, MAX_IMAGES));
});

// The first page a browser opens is not the worker's (it starts after): the page sends its address and its built
// files once the worker is ready, and they are kept as if they had come through it.
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type !== 'keep' || typeof message.url !== 'string') return;
  const url = new URL(message.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const assets = (Array.isArray(message.assets) ? message.assets : [])
    .map((asset) => new URL(String(asset), self.location.origin))
    .filter((asset) => asset.origin === self.location.origin && asset.pathname.startsWith('/assets/'));
  event.waitUntil(
    Promise.all([
      ...assets.map((asset) => cacheFirst(new Request(asset.href), ASSETS, MAX_ASSETS).catch(() => undefined)),
      keptPage(url.href).then(async (kept) => {
        if (kept) return;
        const response = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
        await saw(response);
        await keepPage(url.href, response);
      }),
    ]).catch(() => undefined),
  );
});

// ---- Notifications (ADR 0044) -----------------------------------------------------------------------------------

self.addEventListener('push', (event) => {
  let message = { title: 'شهربازار', body: '' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable body still tells the person something arrived.
  }
  const link = typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/panel/notifications';
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      dir: 'rtl',
      lang: 'fa',
      icon: '/icons/app-any-192.png',
      badge: '/favicon.svg',
      // A delivery tried again after a failure pushes the same notification again: its tag shows it once (ADR 0086).
      ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
