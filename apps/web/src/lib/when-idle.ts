/**
 * Runs `callback` once the browser has nothing else to do, at the latest after `timeout` ms, so work nobody waits
 * for stays out of the start-up's busy tasks (issue 17). Returns what cancels it. Safari has no
 * requestIdleCallback: a timer there.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}
