/**
 * SPEC §1 asks for both behaviours: remove whatever service workers an older build registered, then register
 * the current /sw.js. Doing it in this order means a broken old worker can never keep serving stale files.
 * With no network nothing is touched (decision 091): the worker in place is what serves the app and the saved
 * pass offline, and a new one could not be fetched anyway.
 */
export async function refreshServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext || !navigator.onLine) {
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
