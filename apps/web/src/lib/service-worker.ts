/**
 * SPEC §1 asks for both behaviours: remove whatever service workers an older build registered, then register
 * the current /sw.js. Doing it in this order means a broken old worker can never keep serving stale files.
 */
export async function refreshServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) {
    return;
  }
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // Offline support is a bonus; the app works without it.
  }
}
