/**
 * index.html's early script (early-preload.ts): what it starts for the page asked for, and what it leaves alone.
 * It runs once when loaded, so each test loads a fresh copy with its own route table.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@imole/domain/roles';

const ROUTES = [
  ['/dashboard', ['AUTH'], [0, 1], ['Quote/GetQuoteRequest']],
  ['/login', 'guest-only', [2, 1], []],
  ['/request-detail/:id', ['AUTH', 'SUPPORT', 'ADMIN'], [3], []],
  ['/set-password', 'public', [4], []],
] as const;
const FILES = ['dashboard-page-a', 'common-b', 'login-page-c', 'x', 'y'];

let fetchSpy: ReturnType<typeof vi.fn>;

async function runAt(pathname: string, session?: { token: string; userRole: number }) {
  window.history.replaceState(null, '', pathname);
  if (session) {
    sessionStorage.setItem(
      'imole.session',
      JSON.stringify({ token: session.token, user: { userRole: session.userRole } }),
    );
  }
  vi.resetModules();
  await import('./early-preload.ts');
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    new URL(link.href).pathname.replace(/^\/assets\/(.*)\.js$/, '$1'),
  );
const early = () => (window as { __imoleEarly?: Record<string, { token: string }> }).__imoleEarly;

beforeEach(() => {
  vi.stubGlobal('__ROUTES__', ROUTES);
  vi.stubGlobal('__FILES__', FILES);
  vi.stubGlobal('__ROLES__', { [UserRole.Customer]: 'AUTH', [UserRole.Support]: 'SUPPORT', [UserRole.Admin]: 'ADMIN' });
  fetchSpy = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  delete (window as { __imoleEarly?: unknown }).__imoleEarly;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early script', () => {
  it("a signed-in customer's dashboard: its chunks, and its first read with their token", async () => {
    await runAt('/dashboard', { token: 'token-1', userRole: UserRole.Customer });
    expect(preloaded()).toEqual(['dashboard-page-a', 'common-b']);
    expect(fetchSpy).toHaveBeenCalledWith('/api/Quote/GetQuoteRequest', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
      credentials: 'same-origin',
    });
    expect(early()?.['/api/Quote/GetQuoteRequest']?.token).toBe('token-1');
  });

  it('nothing where the route guard would send the person elsewhere', async () => {
    await runAt('/dashboard');
    expect(preloaded()).toEqual([]);
    await runAt('/login', { token: 'token-1', userRole: UserRole.Customer });
    expect(preloaded()).toEqual([]);
    await runAt('/dashboard', { token: 'token-2', userRole: UserRole.Support });
    expect(preloaded()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('matches route parameters and trailing slashes, and lets anyone open a public page', async () => {
    await runAt('/request-detail/42/', { token: 't', userRole: UserRole.Admin });
    expect(preloaded()).toEqual(['x']);
    await runAt('/set-password');
    expect(preloaded()).toEqual(['x', 'y']);
    await runAt('/request-detail/');
    expect(preloaded()).toEqual(['x', 'y']);
  });

  it('a visitor on /login: the login chunks, no API call; offline: the chunks only', async () => {
    await runAt('/login');
    expect(preloaded()).toEqual(['login-page-c', 'common-b']);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await runAt('/dashboard', { token: 'token-1', userRole: UserRole.Customer });
    expect(preloaded()).toContain('dashboard-page-a');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a page it does not know, or a broken session: nothing', async () => {
    await runAt('/nowhere');
    sessionStorage.setItem('imole.session', '{not json');
    await runAt('/dashboard');
    expect(preloaded()).toEqual([]);
  });
});
