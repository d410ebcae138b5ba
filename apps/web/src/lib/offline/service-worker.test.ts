/**
 * The service worker (service-worker.ts) in a stand-in worker scope: its listeners are called the way the browser
 * calls them, with in-memory caches and a fake network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://imole.test';
const PRECACHE_LIST = [
  '/assets/dashboard-page-def.js',
  '/assets/index-abc.css',
  '/assets/index-abc.js',
  '/index.html',
  '/manifest.webmanifest',
];
/** The built index.html names the entry's files. */
const SHELL_HTML =
  '<link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

type Listener = (event: never) => void;

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls)
          store.set(keyOf(url), new Response(url === '/index.html' ? SHELL_HTML : `precached ${url}`));
      },
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: Request | string | { url: string }) =>
        store.delete(keyOf(typeof request === 'object' && 'url' in request ? request.url : request)),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = stores.get(name)?.get(keyOf(request));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
}

let listeners: Map<string, Listener>;
let caches: ReturnType<typeof fakeCaches>;
let network: ReturnType<typeof vi.fn>;
let scope: { skipWaiting: ReturnType<typeof vi.fn>; clients: { claim: ReturnType<typeof vi.fn> } };

beforeEach(async () => {
  vi.resetModules();
  listeners = new Map();
  caches = fakeCaches();
  network = vi.fn(async (request: { url: string }) => new Response(`network ${new URL(request.url).pathname}`));
  scope = { skipWaiting: vi.fn(async () => undefined), clients: { claim: vi.fn(async () => undefined) } };
  vi.stubGlobal('__PRECACHE__', PRECACHE_LIST);
  vi.stubGlobal('__VERSION__', 'v1');
  vi.stubGlobal('self', {
    ...scope,
    location: new URL(`${ORIGIN}/sw.js`),
    caches,
    fetch: network,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  await import('./service-worker.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Calls a listener like the browser; resolves with what it passed to waitUntil / respondWith. */
async function dispatch(type: string, fields: object = {}): Promise<{ responded?: Response; handled: boolean }> {
  const waits: Promise<unknown>[] = [];
  let responded: Promise<Response> | undefined;
  const event = {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    respondWith: (promise: Promise<Response>) => (responded = promise),
  };
  listeners.get(type)!(event as never);
  await Promise.all(waits);
  return { responded: responded && (await responded), handled: responded !== undefined };
}

const request = (pathname: string, init: { method?: string; mode?: string; origin?: string } = {}) => ({
  request: { url: `${init.origin ?? ORIGIN}${pathname}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
});

describe('the service worker', () => {
  it('installs with the app shell only, under its version, so it takes the page over at once (issue 19)', async () => {
    await dispatch('install');
    expect([...caches.stores.keys()]).toEqual(['imole-app-v1']);
    expect([...caches.stores.get('imole-app-v1')!.keys()].sort()).toEqual(
      ['/assets/index-abc.css', '/assets/index-abc.js', '/index.html', '/manifest.webmanifest'].map(
        (path) => `${ORIGIN}${path}`,
      ),
    );
  });

  it('precaches the rest of the list it was built with when the page has settled (WARM)', async () => {
    await dispatch('install');
    await dispatch('message', { data: { type: 'WARM' } });
    expect([...caches.stores.get('imole-app-v1')!.keys()].sort()).toEqual(
      PRECACHE_LIST.map((path) => `${ORIGIN}${path}`),
    );
  });

  it("answers the app's own pages with the cached shell, a file opened directly with the file", async () => {
    await dispatch('install');
    const page = await dispatch('fetch', request('/dashboard?tab=installation', { mode: 'navigate' }));
    expect(await page.responded!.text()).toBe(SHELL_HTML);
    expect((await dispatch('fetch', request('/favicon.svg', { mode: 'navigate' }))).handled).toBe(false);
    expect(network).not.toHaveBeenCalled();
  });

  it('goes to the network for the shell before the precache is there', async () => {
    const page = await dispatch('fetch', request('/dashboard', { mode: 'navigate' }));
    expect(await page.responded!.text()).toBe('network /dashboard');
  });

  it('never touches the API, the dev outbox, the sandbox checkout, other sites or anything but GET', async () => {
    for (const path of ['/api/Quote/GetQuoteRequest', '/dev/outbox', '/sandbox/checkout/abc']) {
      expect((await dispatch('fetch', request(path))).handled).toBe(false);
      expect((await dispatch('fetch', request(path, { mode: 'navigate' }))).handled).toBe(false);
    }
    expect((await dispatch('fetch', request('/assets/a.js', { origin: 'https://cdn.example' }))).handled).toBe(false);
    expect((await dispatch('fetch', request('/assets/a.js', { method: 'POST' }))).handled).toBe(false);
  });

  it('serves hashed files from the cache first and keeps the ones it had to fetch', async () => {
    await dispatch('install');
    const precached = await dispatch('fetch', request('/assets/index-abc.js'));
    expect(await precached.responded!.text()).toBe('precached /assets/index-abc.js');
    const fetched = await dispatch('fetch', request('/assets/staff-page-xyz.js'));
    expect(await fetched.responded!.text()).toBe('network /assets/staff-page-xyz.js');
    await vi.waitFor(() => expect(caches.stores.get('imole-assets')?.size).toBe(1));
    const again = await dispatch('fetch', request('/assets/staff-page-xyz.js'));
    expect(await again.responded!.text()).toBe('network /assets/staff-page-xyz.js');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('drops the caches of older versions when it takes over, and takes the open pages over', async () => {
    await caches.open('imole-app-old');
    await caches.open('imole-assets');
    await dispatch('install');
    await dispatch('activate');
    expect([...caches.stores.keys()].sort()).toEqual(['imole-app-v1', 'imole-assets']);
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('waits until the page asks it to take over ("Update available — reload")', async () => {
    await dispatch('install');
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'SOMETHING_ELSE' } });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(scope.skipWaiting).toHaveBeenCalled();
  });
});
