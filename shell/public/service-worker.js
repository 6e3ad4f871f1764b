/* global self, clients */
/*
 * The app's service worker, registered at the site root (spec §7) once a signed-in user has turned on
 * desktop notifications (shared/src/notifications/push.ts). It only shows web push notifications and
 * brings the app forward when one is clicked: no fetch handler, nothing cached.
 *
 * A push message is the server's JSON (Mastodon / Akkoma): title, body, icon, notification_id,
 * notification_type. The texts come translated from the server.
 */
'use strict';

function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.host;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { notificationId: payload.notification_id ?? null, type: payload.notification_type ?? null },
  };
  if (typeof payload.icon === 'string' && payload.icon) options.icon = payload.icon;
  if (payload.notification_id !== undefined && payload.notification_id !== null)
    options.tag = `notification-${payload.notification_id}`;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const own = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      const target =
        own.find((client) => client.focused) ?? own.find((client) => client.visibilityState === 'visible') ?? own[0];
      if (target) return target.focus();
      return clients.openWindow('/');
    }),
  );
});
