import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

describe('registerSecurityHeaders', () => {
  it('sends helmet’s headers on every response, the CSP as configured', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
      hsts: false,
    });
    app.get('/', async () => ({ ok: true }));
    for (const url of ['/', '/missing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('refuses a directive that would have to be worked out per request', () => {
    expect(() =>
      registerSecurityHeaders(Fastify(), {
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow('cannot be a function');
  });
});
