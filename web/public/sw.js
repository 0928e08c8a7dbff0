/*
 * Service worker of the back office: shows the push the server sends for a new order or reservation
 * (title, body, tag; no customer data) and opens the incoming screen when the notification is clicked.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'New order', body: '', url: '/admin/incoming', tag: 'incoming' };
  try {
    if (event.data) message = { ...message, ...event.data.json() };
  } catch {
    // An unreadable payload still announces that something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      requireInteraction: true,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/admin/incoming', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((client) => client.url === target) ?? windows.find((c) => c.url.includes('/admin'));
      if (open) {
        if (open.url !== target && 'navigate' in open) await open.navigate(target);
        return open.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
