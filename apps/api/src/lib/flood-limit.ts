import { AppError } from '@imole/domain';
import type { FastifyInstance } from 'fastify';

export const tooManyRequests = (after: string) => `Too many requests. Please wait ${after} and try again.`;

/**
 * The per-address flood limit on /api/, as the first onRequest hook of the app (issue 18 §5): it runs before the
 * authentication hook, so a flood with bad tokens meets 429, not an endless stream of 401s that each cost a token
 * check. @fastify/rate-limit's own hooks are route hooks, which Fastify runs after every app hook; they stay for the
 * limits routes set for themselves (log-in, codes), counted apart. Register @fastify/rate-limit first, with
 * `global: false`, and call this before registering authentication.
 */
export function registerFloodLimit(app: FastifyInstance): void {
  const check = app.createRateLimit();
  app.addHook('onRequest', async (request, reply) => {
    const limit = await check(request);
    if (limit.isAllowed) return;
    void reply.header('x-ratelimit-limit', limit.max);
    void reply.header('x-ratelimit-remaining', limit.remaining);
    void reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (!limit.isExceeded) return;
    void reply.header('retry-after', limit.ttlInSeconds);
    const seconds = limit.ttlInSeconds;
    throw new AppError('RATE_LIMITED', tooManyRequests(seconds === 1 ? '1 second' : `${seconds} seconds`));
  });
}
