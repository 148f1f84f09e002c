/*
 * Web Push in the service worker (decision 109), loaded by the generated sw.js (vite.config.ts
 * workbox.importScripts). A push carries {Id, Title, Body, Url} (encrypted by the server per
 * RFC 8291; the browser decrypts it before this runs): it is shown as a notification, and open
 * windows are told so the bell's count refreshes. A click opens Url in a window of the app.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { Body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.Url === 'string' && data.Url.startsWith('/') ? data.Url : '/ivy/notification';
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(data.Title || 'Restock', {
        body: data.Body || '',
        tag: data.Id ? `notification-${data.Id}` : undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url },
      });
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const w of windows) w.postMessage({ type: 'restock:notification' });
    })(),
  );
});

/** Opens `url` in a window of the app: an open one navigates there, else a new one opens. */
async function openInApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) {
    if (new URL(w.url).origin !== self.location.origin) continue;
    // Focusing needs the click's user activation; without it the navigation still happens.
    const focused = await w.focus().catch(() => w);
    if ('navigate' in focused) return focused.navigate(url);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/ivy/notification', self.location.origin).href;
  const work = openInApp(url);
  // A click on the notification is a trusted event; waitUntil keeps the worker alive for it.
  if (event.isTrusted) event.waitUntil(work);
});
