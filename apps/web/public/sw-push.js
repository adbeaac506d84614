// Parkshare reminders (issue 17 §3, decision 092): imported by sw.js. A push carries JSON
// { title, body, tag, url }; the tag is the reservation's topic, so a newer reminder replaces the older one on the
// screen as the same Topic header replaced it at the push service. Tapping it takes an open Parkshare window to the
// reminder's page (the extension presets, or the reservation) and focuses it, or opens one.

/** Shows the reminder a push carried; a push that is not our JSON still shows something (browsers require it). */
function showReminder(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/reservations';
  return self.registration.showNotification(message.title || 'Parkshare', {
    body: message.body || '',
    tag: message.tag || undefined,
    renotify: Boolean(message.tag),
    requireInteraction: true,
    icon: '/favicon.svg',
    data: { url },
  });
}

/** Takes an open window of this origin to the URL and focuses it; without one, opens a window there. */
function openReminder(path) {
  const url = new URL(path || '/', self.location.origin).href;
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (!open) return self.clients.openWindow(url);
    // navigate() works only on a window this worker controls; focus() and openWindow() need the click's user
    // activation. Whatever of these is refused, the next is tried.
    return open
      .navigate(url)
      .then((client) => (client || open).focus())
      .catch(() => self.clients.openWindow(url));
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(showReminder(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openReminder(event.notification.data && event.notification.data.url));
});

// For the journey test (e2e/reminders.spec.ts): a notification cannot be clicked through DevTools, so the test calls
// what the click does; a synthetic NotificationEvent could not use waitUntil (untrusted events may not).
self.parkshareReminders = { openReminder };
