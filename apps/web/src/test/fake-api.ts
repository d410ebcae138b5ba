/**
 * A fake server at the network boundary for page tests: `fetch` is replaced by a table of handlers keyed by
 * "METHOD Controller/Action". Every call is recorded; a call without a handler fails the test loudly.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A handler answers the payload fields (the envelope is added) or a full `reply(...)`. */
export type FakeHandler = (request: FakeRequest) => unknown;

const REPLY = Symbol('reply');
export interface FakeReply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

/** An answer with its own status and body, e.g. `reply(400, { status: false, message: 'Wrong code', code: 'BAD_REQUEST' })`. */
export function reply(status: number, body: unknown): FakeReply {
  return { [REPLY]: true, status, body };
}

/** The API's error envelope. */
export const failure = (status: number, message: string, code = 'BAD_REQUEST') =>
  reply(status, { status: false, message, code });

const isReply = (value: unknown): value is FakeReply => typeof value === 'object' && value !== null && REPLY in value;

export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) {
      return new Response(
        JSON.stringify({ status: false, message: `No fake for ${method} ${path}`, code: 'NOT_FOUND' }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    const answer = await handler(request);
    const { status, body } = isReply(answer)
      ? answer
      : { status: 200, body: { status: true, message: 'OK', ...(answer as object) } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls to one endpoint ("POST Quote/CreateQuoteRequest"). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Replace or add a handler mid-test. */
    on: (key: string, handler: FakeHandler) => {
      handlers[key] = handler;
    },
  };
}
