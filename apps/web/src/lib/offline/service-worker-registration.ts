/**
 * The page's side of the service worker (src/lib/offline/service-worker.ts, served as /sw.js). Loaded after the
 * page (production builds only), so it never competes with the first paint; a new version that has installed and
 * waits is offered as "Update available — reload" (update-state.ts, app/connection-banners.tsx). Connection and
 * update states go to the console at debug level only (customer spec §8).
 */
import { activate, isReloading, setWaitingWorker } from './update-state.ts';

/** A tab left open for days still hears about new versions: checked when it comes back into view, hourly at most. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Resolves once the worker has installed (it then waits), false if its install failed. */
function installed(worker: ServiceWorker): Promise<boolean> {
  if (worker.state === 'installed' || worker.state === 'activated') return Promise.resolve(true);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') resolve(true);
      if (worker.state === 'redundant') resolve(false);
    });
  });
}

function track(registration: ServiceWorkerRegistration): void {
  // With no worker controlling this page, a new worker is the first one, not an update.
  const offer = (worker: ServiceWorker) =>
    void installed(worker).then((ok) => {
      if (ok && navigator.serviceWorker.controller && registration.waiting === worker) setWaitingWorker(worker);
    });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offer(registration.installing);
  });
}

/** How long after the page is controlled the rest of the offline copy is fetched: off the page's first reads. */
export const SETTLE_MS = 3000;

/**
 * The worker installs with the app shell only, so it controls the page right after the first load (issue 19). The
 * other offline pages' chunks (about 50 KiB gzip on a first visit) are fetched once the page has settled: a few
 * seconds after it is controlled, at an idle moment, so they do not compete with the page's first reads on 2G.
 */
export function warmWhenSettled(container: ServiceWorkerContainer, settleMs = SETTLE_MS): void {
  const warm = () => container.controller?.postMessage({ type: 'WARM' });
  const later = () =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 5000 });
      else warm();
    }, settleMs);
  if (container.controller) later();
  else container.addEventListener('controllerchange', later, { once: true });
}

export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    if (isReloading()) window.location.reload();
  });
  warmWhenSettled(container);
  window.addEventListener('online', () => console.debug('Imole: back online'));
  window.addEventListener('offline', () => console.debug('Imole: offline'));
  try {
    const registration = await container.register(url);
    track(registration);
    let checked = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) return;
      checked = Date.now();
      registration.update().catch(() => undefined);
    });
  } catch (error) {
    // No worker (a private window, say): the app works as before, without the offline copy of its files.
    console.debug('Imole: no service worker', error);
  }
}

/**
 * A reload that lands on the newest version: a page's chunk that no longer exists (src/lib/lazy-reload.ts) means a
 * new version is out, and the cached app shell would name the same chunk again. Asks for the new worker, lets it
 * take over once installed (the page then reloads), or reloads plainly when there is none.
 */
export async function reloadToLatest(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.active) {
    await registration.update().catch(() => undefined);
    const next = registration.installing ?? registration.waiting;
    if (next && (await installed(next))) {
      activate(next);
      return;
    }
  }
  window.location.reload();
}
