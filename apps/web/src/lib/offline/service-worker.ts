/**
 * The service worker (served as /sw.js). Built on its own by the `imole:service-worker` plugin of vite.config.ts,
 * which puts the precache list and a version in front of this code; it imports nothing.
 *
 * - Install: precaches the app shell (index.html), the entry's JavaScript and CSS, the manifest and the icon (from the
 *   HTTP cache: the page has just loaded them), so the worker takes the page over at once. The chunks of the pages
 *   that work offline (dashboard, payments, installation) follow when the page has settled and says so (WARM).
 * - Navigations get the cached shell at once (no round trip on a slow network) and the app routes on its own; a
 *   new version is installed in the background and waits until the person taps "Update available — reload".
 * - Hashed files (/assets/…) never change: cache first; ones not precached (staff pages, say) are kept when fetched.
 * - /api/, /dev/ and /sandbox/ are never touched: sign-in data and payments always go to the network. The offline
 *   copy of what a customer saw is the web app's own (src/lib/offline/saved-responses.ts), per person, cleared at
 *   logout.
 */

/** The files to precache, put in by the build. */
declare const __PRECACHE__: readonly string[];
/** A hash of the precached files' contents: any change of the app is a new worker. */
declare const __VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  /** The static routing API (Chromium 123+): requests that never wake the worker. */
  addRoutes?(rules: { condition: { urlPattern: unknown }; source: 'network' }[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;

const CACHE_PREFIX = 'imole-';
const PRECACHE = `${CACHE_PREFIX}app-${__VERSION__}`;
/** Hashed files fetched outside the precache. Kept across versions (names never repeat), trimmed to the newest. */
const RUNTIME = `${CACHE_PREFIX}assets`;
const RUNTIME_LIMIT = 80;
const SHELL = '/index.html';
/** Never through the worker: the API (personal data, payments), the dev outbox and the sandbox checkout. */
const NETWORK_ONLY = /^\/(?:api|dev|sandbox)(?:\/|$)/;

/** Which requests the worker answers: same-origin GETs outside NETWORK_ONLY. */
function strategyOf(request: Request, origin: string): 'shell' | 'asset' | 'cached-or-network' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || NETWORK_ONLY.test(url.pathname)) return null;
  if (request.mode === 'navigate') {
    // A file opened directly (/favicon.svg) is the file, not the app.
    return /\.[a-z0-9]+$/i.test(url.pathname) ? null : 'shell';
  }
  return url.pathname.startsWith('/assets/') ? 'asset' : 'cached-or-network';
}

worker.addEventListener('install', (event) => {
  if (event.addRoutes && typeof URLPattern === 'function') {
    const patterns = ['/api/*', '/dev/*', '/sandbox/*'];
    event
      .addRoutes(
        patterns.map((pathname) => ({ condition: { urlPattern: new URLPattern({ pathname }) }, source: 'network' })),
      )
      .catch(() => undefined);
  }
  // The shell only, so the worker takes the page over as soon as it can (issue 19: offline right after the first
  // load); the other offline pages' chunks come when the page says it has settled (WARM, below).
  event.waitUntil(worker.caches.open(PRECACHE).then(precacheShell));
});

/**
 * What a reload needs to start the app: index.html and the files it names (the entry's JavaScript and CSS), the
 * manifest and the icon. The page has just loaded them, so they come from the HTTP cache.
 */
async function precacheShell(cache: Cache): Promise<void> {
  await cache.addAll(__PRECACHE__.filter((path) => !path.startsWith('/assets/')));
  const html = (await (await cache.match(SHELL))?.text()) ?? '';
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
  await cache.addAll(__PRECACHE__.filter((path) => named.has(path)));
}

/** The rest of the precache: the chunks of the pages that work offline, those not cached yet. */
async function precacheRest(): Promise<void> {
  const cache = await worker.caches.open(PRECACHE);
  const missing: string[] = [];
  for (const path of __PRECACHE__) if (!(await cache.match(path))) missing.push(path);
  if (missing.length) await cache.addAll(missing);
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await worker.caches.keys()) {
        if (name.startsWith(`${CACHE_PREFIX}app-`) && name !== PRECACHE) await worker.caches.delete(name);
      }
      // The page that registered the worker is served by it from now on (its next chunks are cached as they come).
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  // The page's "Update available — reload": this worker takes over, the page reloads on controllerchange.
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
  // The page has settled (service-worker-registration.ts): the rest of the offline copy, off its first reads.
  if (data?.type === 'WARM') event.waitUntil(precacheRest());
});

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT))) await cache.delete(key);
}

async function shell(request: Request): Promise<Response> {
  const cached = await worker.caches.match(SHELL, { cacheName: PRECACHE });
  // Before the precache is complete (the very first visit) the server answers as usual.
  return cached ?? worker.fetch(request);
}

async function asset(request: Request): Promise<Response> {
  const cached = await worker.caches.match(request);
  if (cached) return cached;
  const response = await worker.fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void worker.caches.open(RUNTIME).then(async (cache) => {
      await cache.put(request, copy);
      await trim(cache);
    });
  }
  return response;
}

async function cachedOrNetwork(request: Request): Promise<Response> {
  return (await worker.caches.match(request, { cacheName: PRECACHE })) ?? worker.fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyOf(event.request, worker.location.origin);
  if (strategy === 'shell') event.respondWith(shell(event.request));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
  else if (strategy === 'cached-or-network') event.respondWith(cachedOrNetwork(event.request));
});

// A module for TypeScript (its names stay its own); the build drops this line.
export {};
