/**
 * The one HTTP client of the web app (staff spec §7). Every call goes to `/api/<Controller>/<Action>` with JSON and
 * the bearer token. Success is `{ status: true, message, ...payload }`; anything else becomes an ApiError whose
 * `message` is the server's sentence for the person. A 401 refreshes the token once (shared by every request that
 * hit it) and retries the request once; when the refresh is refused the session ends and the person goes to login.
 */
import { errorStatus, type ErrorCode } from '@imole/domain/errors';
import { UserRole } from '@imole/domain/roles';
import { OFFLINE_MESSAGE, isOnline } from './offline/network.ts';
import { clearSavedResponses, saveResponse, savedReadKey, takeSavedResponse } from './offline/saved-responses.ts';
import { clearSession, getSession, updateSessionToken } from './session.ts';

export const NETWORK_ERROR_MESSAGE = 'We could not reach Imole. Check your connection and try again.';
const FALLBACK_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Codes from the server's catalogue, plus NETWORK_ERROR when no response arrived at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** 0 when the request never got a response. */
  readonly httpStatus: number;
  /** The parsed response body (or raw text), for the rare screen that shows more than the message. */
  readonly body: unknown;

  constructor(message: string, code: ApiErrorCode, httpStatus: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The success envelope with the payload fields of a call (`count`, `token`, `data`, ...). */
export type ApiResponse<T extends object = object> = { status: true; message: string } & T;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters, named as the spec names them (PageIndex, PageSize, Status, ...); null/undefined are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A token of a session not (yet) kept on this device, sent instead of the session's (a bank's prospect signed in by
   * a code finishes their request on the guest page before the session starts: features/bank-quote). No refresh.
   */
  token?: string;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up on every call. */
  fetch?: typeof fetch;
  /** Defaults to "/api/". */
  baseUrl?: string;
  /** Where to go when the session has ended; defaults to the navigator set with setApiNavigator. */
  navigate?: (to: string) => void;
  /** The path the person is on (path + search), to come back to after signing in. */
  currentPath?: () => string;
}

export interface ApiClient {
  get<T extends object = object>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiResponse<T>>;
  post<T extends object = object>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiResponse<T>>;
  request<T extends object = object>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** GET a file (a PDF) as a Blob, with the same token refresh. */
  file(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob>;
}

/** How long an answer fetched by index.html's early script (app/early-preload.ts) waits to be taken. */
const EARLY_TTL_MS = 15_000;

interface EarlyAnswer {
  token: string;
  at: number;
  response: Promise<Response | null>;
}

/**
 * The answer the early script already asked for, with the same session, once: the page's first read then costs no
 * second round trip. Anything else (another token, too old, failed) is ignored and the request goes out as usual.
 */
async function takeEarlyAnswer(key: string, token: string | null): Promise<Response | null> {
  const early = (globalThis as { __imoleEarly?: Record<string, EarlyAnswer> }).__imoleEarly;
  const answer = early?.[key];
  if (!answer) return null;
  delete early[key];
  if (answer.token !== token || Date.now() - answer.at > EARLY_TTL_MS) return null;
  return answer.response;
}

const REFRESH_PATH = 'ClientUser/RefreshUserToken';

let appNavigate: (to: string) => void = (to) => window.location.assign(to);

/** The router registers its navigate here so an ended session is a client-side navigation, not a page load. */
export function setApiNavigator(navigate: (to: string) => void): void {
  appNavigate = navigate;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

function codeForStatus(httpStatus: number): ErrorCode {
  if (httpStatus === 401) return 'UNAUTHENTICATED';
  if (httpStatus === 403) return 'FORBIDDEN';
  if (httpStatus === 404) return 'NOT_FOUND';
  if (httpStatus === 409) return 'CONFLICT';
  if (httpStatus === 413) return 'PAYLOAD_TOO_LARGE';
  if (httpStatus === 429) return 'RATE_LIMITED';
  if (httpStatus === 502 || httpStatus === 503 || httpStatus === 504) return 'UNAVAILABLE';
  if (httpStatus >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function envelope(value: unknown): { status?: unknown; message?: unknown; code?: unknown } | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function toApiError(httpStatus: number, body: unknown): ApiError {
  const parsed = envelope(body);
  const message =
    typeof parsed?.message === 'string' && parsed.message.trim() ? parsed.message : FALLBACK_ERROR_MESSAGE;
  const code = isErrorCode(parsed?.code) ? parsed.code : codeForStatus(httpStatus);
  return new ApiError(message, code, httpStatus, body);
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

function defaultCurrentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api/';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const navigate = options.navigate ?? ((to: string) => appNavigate(to));
  const currentPath = options.currentPath ?? defaultCurrentPath;

  /** One refresh at a time: every request that meets a 401 while it runs waits for the same answer. */
  let refreshing: Promise<boolean> | null = null;

  function url(path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }

  async function send(method: string, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(url(path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', 0, null);
    }
  }

  /**
   * true: a new token is in the session. false: the server refused (the session is over).
   * A network failure throws instead: being offline for a moment should not sign anyone out.
   */
  async function refresh(): Promise<boolean> {
    const session = getSession();
    if (!session) return false;
    // The refresh token travels in the httpOnly cookie; the body names whose session to refresh.
    const response = await send('POST', REFRESH_PATH, { body: { userId: session.user.id } }, null);
    const body = envelope(await readBody(response).catch(() => null));
    if (!response.ok || body?.status !== true) return false;
    const { token, tokenExpiry } = body as { token?: unknown; tokenExpiry?: unknown };
    if (typeof token !== 'string' || !token) return false;
    if (getSession()?.user.id !== session.user.id) return false; // signed out or switched user meanwhile
    updateSessionToken(token, typeof tokenExpiry === 'string' ? tokenExpiry : null);
    return true;
  }

  function sharedRefresh(): Promise<boolean> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function endSession(userId: number): void {
    // Several requests can fail together: the first one ends the session and navigates, the rest have nothing to
    // do. A session that is no longer the one the request started with (someone signed in again) is left alone.
    if (getSession()?.user.id !== userId) return;
    clearSession();
    // The server ended the session (expired, or revoked by a password change): the offline copy goes with it.
    clearSavedResponses();
    const here = currentPath();
    navigate(here.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(here)}`);
  }

  /**
   * Offline (docs/offline.md): nothing is sent; the reads a person's pages show are answered from their saved copy
   * (src/lib/offline/saved-responses.ts), also when a request gets no answer at all; anything else fails at once
   * with OFFLINE_MESSAGE, which the page shows. Every successful answer of those reads is saved for next time.
   */
  async function request<T extends object>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const session = getSession();
    // Customers' own data only: staff screens show other people's, which never stays on a shared computer.
    const savedKey =
      method === 'GET' && session?.user.userRole === UserRole.Customer ? savedReadKey(path, opts.query) : null;
    const saved = () => (session && savedKey ? takeSavedResponse(session.user.id, savedKey) : null);
    if (!isOnline()) {
      const copy = saved();
      if (copy) return copy as ApiResponse<T>;
      throw new ApiError(OFFLINE_MESSAGE, 'NETWORK_ERROR', 0, null);
    }
    try {
      const answer = await requestOnline<T>(method, path, opts);
      if (session && savedKey && getSession()?.user.id === session.user.id)
        saveResponse(session.user, savedKey, answer);
      return answer;
    } catch (error) {
      const copy = isApiError(error) && error.code === 'NETWORK_ERROR' ? saved() : null;
      if (copy) return copy as ApiResponse<T>;
      throw error;
    }
  }

  /** Sends with the session's token; a 401 refreshes it once and sends again, or ends the session. */
  async function sendSignedIn(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const session = opts.token === undefined ? getSession() : null;
    const token = opts.token ?? session?.token ?? null;
    const early = method === 'GET' ? await takeEarlyAnswer(url(path, opts.query), token) : null;
    let response = early ?? (await send(method, path, opts, token));

    // Only a request that carried a token can be saved by a refresh; a 401 without one (wrong password) is an answer.
    if (response.status === 401 && session) {
      // Another request may have refreshed while this one was in flight: retry with that token, no new refresh.
      const latest = getSession()?.token ?? null;
      const renewed = latest !== null && latest !== token ? true : await sharedRefresh();
      if (!renewed) {
        endSession(session.user.id);
        throw toApiError(response.status, await readBody(response));
      }
      response = await send(method, path, opts, getSession()?.token ?? null);
      if (response.status === 401) {
        // A brand-new token refused as well: the session cannot be saved.
        endSession(session.user.id);
        throw toApiError(response.status, await readBody(response));
      }
    }
    return response;
  }

  async function requestOnline<T extends object>(
    method: string,
    path: string,
    opts: RequestOptions,
  ): Promise<ApiResponse<T>> {
    const response = await sendSignedIn(method, path, opts);
    let body: unknown;
    try {
      body = await readBody(response);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', 0, null);
    }
    const parsed = envelope(body);
    if (!response.ok || parsed?.status === false) throw toApiError(response.status, body);
    if (body === null) return { status: true, message: '' } as ApiResponse<T>;
    // A 2xx that is not our JSON (a proxy's HTML page, say) is not something a screen can use.
    if (!parsed) throw new ApiError(FALLBACK_ERROR_MESSAGE, 'INTERNAL', response.status, body);
    return parsed as ApiResponse<T>;
  }

  /** A file the server makes (a PDF): online only, never saved for offline; a refusal is the server's sentence. */
  async function file(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
    if (!isOnline()) throw new ApiError(OFFLINE_MESSAGE, 'NETWORK_ERROR', 0, null);
    const response = await sendSignedIn('GET', path, options);
    if (!response.ok) throw toApiError(response.status, await readBody(response));
    try {
      return await response.blob();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', 0, null);
    }
  }

  return {
    request,
    file,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}

/** The app's client. Feature request files import this: `api.get<{ states: State[] }>('Location/GetStates')`. */
export const api = createApiClient();

/** The server said no (not yours, 403) or there is no such thing (404): asking again will not change it. */
export const isRefusal = (error: Error): boolean =>
  error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 404);
