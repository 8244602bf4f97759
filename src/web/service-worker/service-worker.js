// The service worker (decision 021): the app opens with no network. Built by the
// `serviceWorker` plugin of vite.config.ts, which fills in the build's files and version.
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const SHELL_CACHE = `caredesk-shell-${VERSION}`;
const API_CACHE = 'caredesk-api';
const SHELL = '/';
const SIGN_OUT = '/api/auth/logout';

// Reads kept for offline use: who I am, and the complaints I opened (with their visits and job sheet).
const OFFLINE_READS = [/^\/api\/auth\/session$/, /^\/api\/complaints\/\d+\/(edit|visits|job-sheet)$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE);
      // The page itself, with this browser's CSRF token written in, as the server serves it.
      await cache.put(SHELL, await fetch(SHELL, { credentials: 'same-origin' }));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('caredesk-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    // Signing out forgets what was kept of the person's data.
    if (url.pathname === SIGN_OUT) event.waitUntil(caches.delete(API_CACHE));
    return;
  }
  if (request.mode === 'navigate' && url.pathname !== '/login' && !url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, SHELL_CACHE, SHELL));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (OFFLINE_READS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, API_CACHE, request));
  }
});

/** The network's answer (kept for later when it is a success), or the kept copy when the network fails. */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    // Signed out: nothing of the person's is kept.
    if (response.status === 401) await caches.delete(API_CACHE);
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: the kept copy, else the network's (then kept). */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
