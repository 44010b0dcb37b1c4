// Shahrbazar's service worker (docs/decisions/0044-web-push.md): shows the notifications the server pushes and opens
// their page when tapped. It caches nothing. The push is JSON: { title, body, link } (link: a path on this site).

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
      icon: '/favicon.svg',
      badge: '/favicon.svg',
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
