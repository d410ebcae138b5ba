/**
 * Lazy pages live in chunks whose names change with every deploy. A tab opened before a deploy asks for a chunk
 * that no longer exists; reloading fetches the new index.html and its new chunk names. A sessionStorage flag makes
 * sure that happens once: if the chunk still fails after the reload, the error reaches the error page instead of
 * reloading forever. The reload asks the service worker for the new version first: its cached app shell would
 * otherwise name the same missing chunk again.
 */
const FLAG = 'imole.chunk-reload';

function flagStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export async function loadWithReload<T>(load: () => Promise<T>, reload = reloadToLatest): Promise<T> {
  const store = flagStore();
  try {
    const module = await load();
    store?.removeItem(FLAG);
    return module;
  } catch (error) {
    // Without storage there is no loop guard, so no reload either.
    if (!store || store.getItem(FLAG)) throw error;
    store.setItem(FLAG, '1');
    reload();
    // Keep the router waiting while the page reloads rather than flashing the error page.
    return new Promise<T>(() => {});
  }
}

/** Through the service worker when there is one (its module loads on demand; a plain reload if even that fails). */
function reloadToLatest(): void {
  void import('./offline/service-worker-registration.ts').then(
    (registration) => registration.reloadToLatest(),
    () => window.location.reload(),
  );
}
