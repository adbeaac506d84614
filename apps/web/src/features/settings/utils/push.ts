// Subscribing this browser to reminders (issue 17 §3): permission, then PushManager.subscribe on the service worker
// that lib/service-worker.ts registered, with the server's VAPID public key. The push handlers are in
// public/sw-push.js, which sw.js imports.

export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

/** What savePushSubscription takes, or null when the person refused (or the browser cannot). */
export async function subscribeToPush(
  vapidPublicKey: string,
): Promise<{ endpoint: string; p256dh: string; auth: string } | null> {
  if (pushState() === 'unsupported') return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
}
