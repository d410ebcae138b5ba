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
  ['/payment', ['AUTH'], [], ['Quote/GetQuoteRequest', 'Quote/Plans?quoteId={quote.id}&of={quoteRequest.reference}']],
  ['/start-quote', ['AUTH', 'SALES_AGENT'], [3], ['Location/GetStates']],
  ['/get-requests', ['SUPPORT', 'ADMIN'], [4, 3], ['Quote/GetNotRespondedQuotes?PageIndex=1&PageSize=20']],
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
const early = () =>
  (window as { __imoleEarly?: Record<string, { token: string; response: Promise<Response | null> }> }).__imoleEarly;

beforeEach(() => {
  vi.stubGlobal('__ROUTES__', ROUTES);
  vi.stubGlobal('__FILES__', FILES);
  vi.stubGlobal('__ROLES__', {
    [UserRole.Customer]: 'AUTH',
    [UserRole.Support]: 'SUPPORT',
    [UserRole.Admin]: 'ADMIN',
    [UserRole.SalesAgent]: 'SALES_AGENT',
  });
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

  it("a read naming a field of the first read's answer starts when that answer arrives, with the value in it", async () => {
    const quote = Response.json({ quote: { id: 7 }, quoteRequest: { reference: 'IM-AB12 CD34' } });
    fetchSpy.mockResolvedValueOnce(quote);
    await runAt('/payment', { token: 'token-1', userRole: UserRole.Customer });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/Quote/GetQuoteRequest',
      '/api/Quote/Plans?quoteId=7&of=IM-AB12%20CD34',
    ]);
    expect(Object.keys(early() ?? {})).toEqual([
      '/api/Quote/GetQuoteRequest',
      '/api/Quote/Plans?quoteId=7&of=IM-AB12%20CD34',
    ]);
    // The app still reads the whole first answer: the script read a copy.
    expect(await (await early()?.['/api/Quote/GetQuoteRequest']?.response)?.json()).toEqual({
      quote: { id: 7 },
      quoteRequest: { reference: 'IM-AB12 CD34' },
    });
  });

  it('no second read when the first answer lacks the field, or failed', async () => {
    /** Until the script has read the answer as the app would, and whatever it does next has run. */
    const settled = async () => {
      await (await early()?.['/api/Quote/GetQuoteRequest']?.response)?.clone().text();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    fetchSpy.mockResolvedValueOnce(Response.json({ quote: null }));
    await runAt('/payment', { token: 'token-1', userRole: UserRole.Customer });
    await settled();
    fetchSpy.mockResolvedValueOnce(Response.json({ message: 'Not found' }, { status: 404 }));
    await runAt('/payment', { token: 'token-1', userRole: UserRole.Customer });
    await settled();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/Quote/GetQuoteRequest',
      '/api/Quote/GetQuoteRequest',
    ]);
  });

  it("reads only for a customer: a sales agent on the quote wizard gets its chunks, and no customer's reads", async () => {
    await runAt('/start-quote', { token: 'token-3', userRole: UserRole.SalesAgent });
    expect(preloaded()).toEqual(['x']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a staff home's chunks and first read, for whoever may open it, with their token", async () => {
    await runAt('/get-requests', { token: 'token-4', userRole: UserRole.Support });
    expect(preloaded()).toEqual(['y', 'x']);
    expect(fetchSpy).toHaveBeenCalledWith('/api/Quote/GetNotRespondedQuotes?PageIndex=1&PageSize=20', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-4' },
      credentials: 'same-origin',
    });
    expect(early()?.['/api/Quote/GetNotRespondedQuotes?PageIndex=1&PageSize=20']?.token).toBe('token-4');
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    fetchSpy.mockClear();
    // A customer is turned away from the board: nothing.
    await runAt('/get-requests', { token: 'token-1', userRole: UserRole.Customer });
    expect(preloaded()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
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
