/* global self, URL -- a service worker's globals */
/*
 * The service worker of HEMA Live: shows the server's push notifications ({kind, title, body, path}) and opens their
 * page when one is clicked. Nothing is cached here: the site works online as before; this worker only receives pushes.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this site only: a push can never send a click to another site. */
function sitePath(path) {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function readMessage(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // Not JSON: shown as plain text below.
  }
  return { kind: 'other', title: 'HEMA Live', body: event.data ? event.data.text() : '', path: '/' };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(message.title, {
        body: message.body,
        // A newer message of the same kind and page replaces the older one (a call made again, a new estimate).
        tag: `${message.kind}:${sitePath(message.path)}`,
        data: { path: sitePath(message.path) },
      });
      // Open pages of the site may show it too (and tests learn it arrived).
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const client of windows) client.postMessage({ type: 'notification-shown', message });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data && event.notification.data.path), self.location.origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
