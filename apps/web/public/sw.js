// Lorewright's service worker: once visited, the site opens without a connection.
// Pages come from the network first, and the last good copy of each path is kept (the home page
// and the generators come as HTML already drawn); a path never visited opens the empty app shell,
// and the app draws it. Built assets (hashed, never changed) come from the cache first. API calls
// and sign-in pages are never touched: when the API cannot be reached, generator pages generate
// in the browser instead.
const CACHE = 'lorewright-2';
const SHELL = '/index.html';

/** A page's key in the cache: its path, without the query (a seed does not make a new page). */
const pageKey = (url) => new URL(url.pathname, self.location.origin).href;

const isAsset = (url) => url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg';
const isServerPage = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc');

/** Keeps a good response under a key, quietly (a full cache only costs the copy). */
async function keep(key, response) {
  if (!response.ok || response.redirected) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SHELL)
      .then((response) => keep(SHELL, response))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the assets it loaded before this worker took over, so they are kept too.
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const assets = urls.filter((u) => {
    const url = new URL(u, self.location.origin);
    return url.origin === self.location.origin && isAsset(url);
  });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(assets).catch(() => undefined)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isServerPage(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('text/html')) event.waitUntil(keep(pageKey(url), response.clone()));
          return response;
        })
        .catch(() =>
          caches
            .match(pageKey(url))
            .then((page) => page ?? caches.match(SHELL))
            .then((page) => page ?? Response.error()),
        ),
    );
  } else if (isAsset(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            event.waitUntil(keep(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
