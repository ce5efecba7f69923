// CRD Playground service worker: the app works offline after the first visit.
// `npm run build` stamps BUILD and FILES in dist/sw.js (vite.config.ts): BUILD is a hash of
// every file of the build, so each deploy has new sw.js bytes, a new cache and drops the old ones.
// Scope: the directory sw.js is served from. Only same-origin GET requests inside that scope are
// answered; everything else (cross-origin, POST, ...) goes to the network untouched.
const BUILD = 'dev';
const FILES = [];

const SCOPE = new URL('./', self.location.href).href;
// Cache names are per origin: the scope in the name keeps deploys under other sub-paths apart.
const PREFIX = `crd-playground ${SCOPE} `;
const CACHE = PREFIX + BUILD;
// ignoreVary: a file's bytes do not depend on request headers (hosts send Vary: Origin or Accept-Encoding,
// and a module script's request has an Origin header the precache request had not)
const MATCH = { ignoreVary: true };
const HASHED = /\/assets\/[^/]+-[\w-]{8,}\.\w+$/; // Vite's content-hashed file names

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // hashed files may come from the HTTP cache (the first visit just fetched them); others are revalidated
    await cache.addAll(FILES.map((f) => new Request(new URL(f, SCOPE), { cache: HASHED.test(f) ? 'default' : 'no-cache' })));
    // the directory URL too, where the host serves index.html for it (offline, either answers for the other)
    await cache.add(new Request(SCOPE, { cache: 'no-cache' })).catch(() => {});
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || !req.url.startsWith(SCOPE) || req.headers.has('range')) return;
  if (req.mode === 'navigate') event.respondWith(page(req));
  else event.respondWith(asset(req));
});

// Pages: network first, so a new deploy is picked up when online; the cached copy when offline.
// The query (?embed&tab=...) does not change the HTML: one cached copy per path.
async function page(req) {
  const url = new URL(req.url);
  url.search = '';
  const key = url.href;
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(req);
    if (res.ok && res.type === 'basic' && !res.redirected) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const alt = key === SCOPE ? SCOPE + 'index.html' : key === SCOPE + 'index.html' ? SCOPE : key;
    const hit = (await cache.match(key, MATCH)) ?? (await cache.match(alt, MATCH));
    if (!hit) throw err;
    // a navigation may not be answered with a redirected response
    return hit.redirected ? new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers }) : hit;
  }
}

// Files of this build never change under their name: cache first. Anything else in scope: network
// first with the cached copy as fallback.
async function asset(req) {
  const cache = await caches.open(CACHE);
  const path = './' + req.url.slice(SCOPE.length);
  if (HASHED.test(req.url) || FILES.includes(path)) {
    const hit = await cache.match(req, MATCH);
    if (hit) return hit;
    return store(cache, req, await fetch(req));
  }
  try {
    return await store(cache, req, await fetch(req));
  } catch (err) {
    const hit = await cache.match(req, MATCH);
    if (hit) return hit;
    throw err;
  }
}

async function store(cache, req, res) {
  if (res.ok && res.status === 200 && res.type === 'basic') await cache.put(req, res.clone());
  return res;
}
