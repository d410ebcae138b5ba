import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, reloadToLatest, warmWhenSettled } from './service-worker-registration.ts';
import { applyUpdate, setWaitingWorker, useUpdateWaiting } from './update-state.ts';

/** A worker that changes state the way the browser moves it along. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('activated');
  update = vi.fn(async () => undefined);
}

let container: EventTarget & {
  controller: FakeWorker | null;
  register: ReturnType<typeof vi.fn>;
  getRegistration: ReturnType<typeof vi.fn>;
};
let registration: FakeRegistration;
const reload = vi.fn();

beforeEach(() => {
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: registration.active,
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  setWaitingWorker(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('the service worker registration', () => {
  it('offers a new version once it has installed, and reloads when it has taken over', async () => {
    const { result } = renderHook(() => useUpdateWaiting());
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(result.current).toBe(false);

    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = next;
    next.moveTo('installed');
    await waitFor(() => expect(result.current).toBe(true));

    applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not call the very first worker an update', async () => {
    container.controller = null;
    const { result } = renderHook(() => useUpdateWaiting());
    const first = new FakeWorker('installed');
    registration.waiting = first;
    await registerServiceWorker();
    await Promise.resolve();
    expect(result.current).toBe(false);
  });

  it('a missing chunk: lets a newer worker take over first, else reloads plainly', async () => {
    const next = new FakeWorker('installed');
    registration.update.mockImplementation(async () => {
      registration.waiting = next;
    });
    await reloadToLatest();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();

    registration.update.mockImplementation(async () => {
      registration.waiting = null;
    });
    await reloadToLatest();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the worker for the rest of the offline copy once the page has settled: at once when controlled, else once it takes over', async () => {
    const controlled = Object.assign(new EventTarget(), { controller: new FakeWorker('activated') });
    warmWhenSettled(controlled as unknown as ServiceWorkerContainer, 0);
    await vi.waitFor(() => expect(controlled.controller.postMessage).toHaveBeenCalledWith({ type: 'WARM' }));

    const first = Object.assign(new EventTarget(), { controller: null as FakeWorker | null });
    warmWhenSettled(first as unknown as ServiceWorkerContainer, 0);
    const worker = new FakeWorker('activated');
    first.controller = worker;
    first.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: 'WARM' }));
  });
});
