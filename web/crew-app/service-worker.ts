/**
 * The crew screen's service worker (issue 19.3), registered by /crew with scope /crew: it makes
 * the screen installable and lets it open with no network. It answers only for the /crew page
 * itself and the built assets that page loads; everything else it is asked for (the API, the
 * live socket, other pages) goes to the network untouched. It never stores an API answer, so
 * no patient data is ever in its cache (the last assignment lives in IndexedDB, see
 * web/lib/crew-outbox.ts, and sign-out deletes it).
 *
 * scripts/crew-app.ts builds it with this deployment's build: CREW_SW_VERSION (a hash of the
 * build's files) and CREW_SW_PRECACHE (the crew route's chunks and styles from Vite's
 * manifest). A new build is a new worker: it installs beside the old one and waits; the page
 * offers it between trips and sends `skip-waiting` when the crew accepts (web/lib/crew-app.ts).
 */
declare const CREW_SW_VERSION: string;
declare const CREW_SW_PRECACHE: string[];

// The worker's globals, typed here: the project's TypeScript program uses the DOM library, whose
// `self` is a Window.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const CACHE_PREFIX = 'crew-app-';
const CACHE = `${CACHE_PREFIX}${CREW_SW_VERSION}`;
const SHELL = '/crew';
/** The script that starts the screen after its first paint (server/web/prerender.ts). */
const START_SCRIPT = '/start-app.js';

worker.addEventListener('install', (event) => {
  // Everything the screen needs to start, fetched now; a failure leaves this version uninstalled
  // (the one before keeps serving).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, START_SCRIPT, ...CREW_SW_PRECACHE.map((file) => `/${file}`)])));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      // The page that registered it is served from now on, without a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  // The screen's own page: this version's copy, so the page and its scripts always match (a
  // new version arrives only when the crew accepts it between trips).
  if (request.mode === 'navigate') {
    if (url.pathname !== SHELL) return;
    event.respondWith(caches.match(SHELL, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
    return;
  }
  // Built files are named by their content: a copy never goes stale. One the precache missed (a
  // chunk loaded on demand) is kept the first time the screen loads it.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
  }
  // The page's starter (web/public/start-app.js, not named by content): this version's copy,
  // as the page is, so the screen starts with no network.
  if (url.pathname === START_SCRIPT) {
    event.respondWith(caches.match(START_SCRIPT, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
    return;
  }
  // Anything else (/trpc, /healthz, icons, other pages): the network, as if there were no worker.
});
