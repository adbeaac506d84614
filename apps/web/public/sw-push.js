// Parkshare reminders (issue 17 §3, decision 092): imported by sw.js. A push carries JSON
// { title, body, tag, url }; the tag is the reservation's topic, so a newer reminder replaces the older one on the
// screen as the same Topic header replaced it at the push service. Tapping it focuses an open Parkshare window on
// the reminder's page (the extension presets, or the reservation), or opens one.

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Parkshare';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/reservations';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      requireInteraction: true,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // navigate() works only on a window this worker controls; any other is left as it is and a new one opens.
      return open
        .navigate(url)
        .then((client) => (client || open).focus())
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
