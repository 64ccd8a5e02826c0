// Skål's service worker: keeps the app shell and its built files so a round already fetched plays on offline.
// The build (sw-plugin.ts) fills in the precache list and a version derived from it.
/* global self, caches */
const PRECACHE = self.__SKAL_PRECACHE__;
const VERSION = self.__SKAL_VERSION__;
const CACHE = `skal-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('skal-') && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Rooms, payments and sockets are live data: never answer them from a cache, so the app can tell it is offline.
  if (url.origin !== self.location.origin || /^\/(api|socket\.io|healthz|host)(\/|$)/.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (fresh deploys, real 404 status), the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match('/', { cacheName: CACHE })));
    return;
  }
  // Built files carry content hashes, so a cached copy is always right.
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
});
