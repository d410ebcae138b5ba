/**
 * Whether a new version of the app has installed and waits (set by service-worker-registration.ts, which loads
 * after the page; this part is in the entry so the banner can show it), and the tap that lets it take over.
 */
import { useSyncExternalStore } from 'react';

let waiting: ServiceWorker | null = null;
let reloading = false;
const listeners = new Set<() => void>();

export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export function setWaitingWorker(worker: ServiceWorker | null): void {
  if (worker === waiting) return;
  waiting = worker;
  if (worker) console.debug('Imole: a new version is ready');
  for (const listener of listeners) listener();
}

/** Tells `worker` to take over; the page reloads when it does (controllerchange, see isReloading). */
export function activate(worker: ServiceWorker): void {
  reloading = true;
  worker.postMessage(SKIP_WAITING);
}

/** True once the person asked for the new version: the next controllerchange reloads the page. */
export const isReloading = (): boolean => reloading;

/** "Update available — reload": the waiting worker takes over and the page reloads with the new version. */
export function applyUpdate(): void {
  if (waiting) activate(waiting);
  else window.location.reload();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}
