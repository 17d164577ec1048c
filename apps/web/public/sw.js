/* Service worker v1.0.0 (spec doc 1 §9). It keeps the site's icon and an offline answer for page
   navigations: when the network is down, a navigation gets a short offline page instead of the
   browser's error. Everything else goes to the network untouched. Navigation preload is on: the
   browser sends a navigation's request while it starts this worker, instead of after, so the
   worker costs a page no start-up time (a phone's worker that was stopped takes tens to hundreds
   of milliseconds to start). */
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
    Promise.all([
      // not every browser has it (Safari before 15.4): navigations are then fetched below
      self.registration.navigationPreload ? self.registration.navigationPreload.enable() : undefined,
      caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))),
    ]).then(() => self.clients.claim()),
  );
});

const OFFLINE_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline</title></head>' +
  '<body style="font-family:system-ui;text-align:center;padding:48px"><h1>You are offline</h1><p>Check your connection and try again.</p></body></html>';

/** The navigation's answer: the preloaded one when the browser sent it, else the network's; offline, the page above. */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    return new Response(OFFLINE_HTML, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(navigate(event));
});
