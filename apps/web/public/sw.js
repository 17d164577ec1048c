/* Service worker v1.0.0 (spec doc 1 §9). It keeps the site's icon and an offline answer for page
   navigations: when the network is down, a navigation gets a short offline page instead of the
   browser's error. Everything else goes to the network untouched. */
const VERSION = 'v1.0.0';
const CACHE = `site-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/icon.svg']))
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

const OFFLINE_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline</title></head>' +
  '<body style="font-family:system-ui;text-align:center;padding:48px"><h1>You are offline</h1><p>Check your connection and try again.</p></body></html>';

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => new Response(OFFLINE_HTML, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })));
});
