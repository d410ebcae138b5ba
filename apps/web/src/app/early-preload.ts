/**
 * index.html's first script (docs/performance.md), written into its <head> at build time: it runs while the HTML is
 * still being read, before the app's own JavaScript has downloaded, and starts what the page that was asked for will
 * need: its code (<link rel="modulepreload">) and, signed in, its first reads of the API. On Slow 4G
 * that puts those downloads beside the app's instead of after it. The API client (src/lib/api-client.ts) takes the
 * early answers instead of asking again.
 *
 * Built on its own by the `imole:early-preload` plugin of vite.config.ts, which puts the route table in front of
 * this code (from pages.ts, route-access.ts and route-modules.ts); it imports nothing. The server allows it by its
 * hash (apps/api/src/lib/inline-scripts.ts). Only what the route guard will let through is fetched, with the same
 * session the app will use (sessionStorage, src/lib/session.ts).
 */

/** [path pattern, who may open it, indexes into __FILES__, first reads] for customers' and visitors' pages and staff homes. */
declare const __ROUTES__: readonly (readonly [
  string,
  string | readonly string[],
  readonly number[],
  readonly string[],
])[];
/** The chunks the routes need, as "name-hash" in /assets/ (the app's entry excluded: it is already on its way). */
declare const __FILES__: readonly string[];
/** `userRole` on the wire -> the route guard's role name. */
declare const __ROLES__: Readonly<Record<string, string>>;

interface EarlyAnswer {
  token: string;
  at: number;
  response: Promise<Response | null>;
}

function routeMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  return (
    wanted.length === parts.length &&
    wanted.every((part, index) => (part.startsWith(':') ? parts[index] !== '' : part === parts[index]))
  );
}

function readSession(): { token: string; role: string } | null {
  try {
    const session = JSON.parse(sessionStorage.getItem('imole.session') ?? 'null') as {
      token?: unknown;
      user?: { userRole?: unknown };
    } | null;
    const role = __ROLES__[String(session?.user?.userRole)];
    return typeof session?.token === 'string' && session.token && role ? { token: session.token, role } : null;
  } catch {
    return null;
  }
}

function start(): void {
  const route = __ROUTES__.find(([pattern]) => routeMatches(pattern, location.pathname));
  if (!route) return;
  const [, access, files, reads] = route;
  const session = readSession();
  const allowed =
    access === 'public' ||
    (access === 'guest-only' ? session === null : session !== null && access.includes(session.role));
  if (!allowed) return;
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/assets/${__FILES__[file]}.js`;
    document.head.appendChild(link);
  }
  // A page customers open reads early for a customer only (a sales agent opening the quote wizard reads nothing
  // early); a staff home's reads are for whoever may open it.
  const customersPage = typeof access !== 'string' && access.includes('AUTH');
  if (!session || (customersPage && session.role !== 'AUTH') || navigator.onLine === false) return;
  const { token } = session;
  const early: Record<string, EarlyAnswer> = {};
  (window as { __imoleEarly?: Record<string, EarlyAnswer> }).__imoleEarly = early;
  const ask = (read: string) => {
    const response = fetch(`/api/${read}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    }).catch(() => null);
    early[`/api/${read}`] = { token, at: Date.now(), response };
    return response;
  };
  const [first, ...others] = reads;
  if (first === undefined) return;
  const firstAnswer = ask(first);
  const waiting = others.filter((read) => read.includes('{'));
  for (const read of others) if (!read.includes('{')) ask(read);
  if (waiting.length === 0) return;
  // `{quote.id}`: that field of the first read's answer; the read starts as soon as that answer arrives, before the
  // app (which reads the same answer after its code has run) would ask. Left out when the field is not there.
  void firstAnswer
    .then((response) => (response?.ok ? response.clone().json() : null))
    .then((answer: unknown) => {
      for (const read of waiting) {
        let missing = false;
        const filled = read.replace(/\{([\w.]+)\}/g, (_, fieldPath: string) => {
          const value = fieldPath
            .split('.')
            .reduce<unknown>(
              (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
              answer,
            );
          if (typeof value !== 'number' && typeof value !== 'string') missing = true;
          return encodeURIComponent(String(value));
        });
        if (!missing) ask(filled);
      }
    })
    .catch(() => undefined);
}

// At once: every millisecond it waits is one the page waits too. (Waiting for the first frame was tried: on a fast
// machine the entry then runs first.)
start();

// A module for TypeScript (its names stay its own); the build drops this line.
export {};
