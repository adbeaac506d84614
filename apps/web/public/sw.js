importScripts('/sw-push.js');
// Parkshare service worker: a small offline cache of the app shell.
// Navigations are network-first (the newest deploy wins, the cached shell answers offline); built assets
// are cache-first (their names carry a content hash); /api and /dev are never cached.
// The driver's pass offline (decision 091): the pass data is kept by the page (localStorage), the worker keeps
// the files to show it — the page names the built files it has loaded ('keep-assets'), so that the screen opens
// again from a cold start with no signal even if some of them were loaded before this worker took control.
const CACHE = 'parkshare-shell-v1';
const SHELL = ['/', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api') || url.pathname.startsWith('/dev')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(CACHE).then((cache) => cache.put('/', copy));
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});

const isOwnAsset = (value) => {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
  } catch {
    return false;
  }
};

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && isOwnAsset(url)).slice(0, 500);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((url) => cache.match(url).then((cached) => cached || cache.add(url).catch(() => undefined))),
        ),
      ),
  );
});
