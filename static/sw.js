// Rookery's offline service worker.
//
// This file is a template: at build time scripts/postbuild.mjs writes a copy into the build
// (dist/sw.js) with the build's own file list and content version filled in. Each version
// keeps its files in a cache of its own, fetched with their integrity checked, so a page runs
// on one version's files only; a new version waits until the page says "skip-waiting" (the
// player accepted "New version available — reload"), and older caches are deleted when it
// takes over. Every address of the app, with any parameters, opens from the cache.

const VERSION = '__ROOKERY_VERSION__';
/** [path relative to this file, subresource integrity] for every file of the build. */
const FILES = __ROOKERY_FILES__;
const PREFIX = 'rookery-';
const CACHE = `${PREFIX}${VERSION}`;
const INDEX = 'index.html';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

function typeOf(path) {
  const dot = path.lastIndexOf('.');
  return TYPES[dot < 0 ? '' : path.slice(dot)] ?? 'application/octet-stream';
}

/** A file's address, relative to this service worker. */
const address = (path) => new URL(path, self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const [path, integrity] of FILES) {
        // Past the HTTP cache, and only the bytes this version was built with.
        const response = await fetch(address(path), { cache: 'no-cache', integrity });
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        // Served with its own content type whatever the server said (wasm needs its own).
        const body = await response.arrayBuffer();
        await cache.put(address(path), new Response(body, { headers: { 'Content-Type': typeOf(path) } }));
      }
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // Parameters (?fen=…) never change which file is served.
      let cached = await cache.match(url.origin + url.pathname, { ignoreSearch: true });
      if (!cached && request.mode === 'navigate') {
        // Any page address inside the app (the folder itself, index.html?…) is the app.
        cached = await cache.match(address(INDEX));
      }
      return cached ?? fetch(request);
    })(),
  );
});
