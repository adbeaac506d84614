// Kept apart from service-worker.ts (in the entry chunk): only the screens that save a pass load it.

/** The built files (hashed, under /assets/) this page has loaded so far: scripts, styles, translations. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.origin))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/**
 * Decision 091: asks the worker to keep every built file this page has used, so that the same screen opens
 * again from a cold start with no network. Files loaded before the worker took control of the page never went
 * through it, so it would not have them otherwise.
 */
export function keepLoadedAssets(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'keep-assets', urls: loadedAssets() }),
  );
}
