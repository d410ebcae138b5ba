import type { FastifyInstance } from 'fastify';

/**
 * The demo seeds go through the API as people do: one call, answering its body, or throwing with the API's own
 * message. `from` is the caller's address (the sign-up and code limits count per address).
 */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  from = '127.0.0.1',
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: from,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = response.json();
  if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${body.message}`);
  return body;
}

/** The latest six-digit code the development outbox holds for an address. */
export async function codeFor(app: FastifyInstance, to: string): Promise<string> {
  const outbox = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}
