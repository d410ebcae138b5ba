/**
 * Lazy pages live in chunks whose names change with every deploy. A tab opened before a deploy asks for a chunk
 * that no longer exists; reloading fetches the new index.html and its new chunk names (staff spec §8: "a chunk that
 * fails to load reloads the page; loading fails with a ChunkLoadError after 120 seconds, and a style chunk fails with
 * CSS_CHUNK_LOAD_FAILED").
 *
 * - A chunk that has not arrived after 120 seconds counts as failed (a stalled mobile connection would otherwise
 *   leave the skeleton up for ever).
 * - The reload happens at most once per path: a sessionStorage flag for the path is set before it, so if the chunk
 *   still fails after the reload (a broken deploy, no connection), the error reaches the error page, which says what
 *   to do (app/status-pages.tsx), instead of reloading in a loop. The flag goes once that path's page has loaded.
 * - The reload asks the service worker for the new version first: its cached app shell would otherwise name the same
 *   missing chunk again.
 */
const FLAG = 'imole.chunk-reload';

/** Staff spec §8 and §9: "Lazy chunk load time-out is 120 seconds." */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The failure of a lazy chunk, named as the spec names it; `code` marks a style sheet's. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code: 'CSS_CHUNK_LOAD_FAILED' | undefined;

  constructor(message: string, options: { cause?: unknown; css?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.code = options.css ? 'CSS_CHUNK_LOAD_FAILED' : undefined;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Vite's preload helper says "Unable to preload CSS for …" when a chunk's style sheet does not load. */
function asChunkLoadError(error: unknown, path: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const css = /preload CSS|\.css\b/i.test(text);
  return new ChunkLoadError(`Loading ${css ? 'the style sheet' : 'the code'} of ${path} failed. (${text})`, {
    cause: error,
    css,
  });
}

function flagStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const flagOf = (path: string) => `${FLAG}:${path}`;

/** The load, or a ChunkLoadError once `timeoutMs` has passed without it. */
function withTimeout<T>(load: () => Promise<T>, path: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the code of ${path} timed out after ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(error, path));
      },
    );
  });
}

interface LoadOptions {
  /** The page being opened: the reload happens at most once per path. */
  path?: string;
  timeoutMs?: number;
}

export async function loadWithReload<T>(
  load: () => Promise<T>,
  reload: () => void = reloadToLatest,
  { path = window.location.pathname, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LoadOptions = {},
): Promise<T> {
  const store = flagStore();
  try {
    const module = await withTimeout(load, path, timeoutMs);
    store?.removeItem(flagOf(path));
    return module;
  } catch (error) {
    // Without storage there is no loop guard, so no reload either.
    if (!store || store.getItem(flagOf(path))) throw error;
    store.setItem(flagOf(path), '1');
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
