import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response, worked out once at start. (@fastify/helmet builds helmet's middleware,
 * CSP parsing included, again on every request: about a tenth of the cost of a cached read, docs/performance.md.)
 * The options must not depend on the request: a directive given as a function is refused.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  for (const [name, value] of Object.entries(directives ?? {})) {
    if (typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')))
      throw new Error(`The security headers are worked out once; the CSP directive ${name} cannot be a function.`);
  }
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
