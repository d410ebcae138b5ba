import { AppError } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
          throw new Error('connection string postgres://secret@db leaked?');
        });
        app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
          throw new AppError('CONFLICT', 'That reference was already used.');
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('the envelope and errors (design.md §2)', () => {
  it('answers an unknown API route with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Quote/NoSuchThing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'There is no GET /api/Quote/NoSuchThing here. Check the address and try again.',
      code: 'NOT_FOUND',
    });
  });

  it('hides the internals of a 500 and gives the person a reference to quote', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: false, code: 'INTERNAL' });
    expect(body.message).not.toContain('postgres');
    expect(body.message).toContain(response.headers['x-request-id']);
  });

  it('maps an application error to its status and keeps its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: 'That reference was already used.', code: 'CONFLICT' });
  });

  it('refuses a malformed JSON body with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Location/GetStates',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('gives every response a request id and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetStates',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});

describe('health and readiness', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: true });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: true, message: 'Ready' });
  });
});

describe('OpenAPI', () => {
  it('documents every route at /api/docs/json and serves a readable page at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/health',
      '/api/ready',
      '/api/Location/GetStates',
      '/api/Location/GetLgas',
      '/api/UserEmployer/GetAllUserEmployers',
      '/api/Utility/BankList',
      '/api/FinancialInstitution/FinancialInstitutions',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.paths['/api/Location/GetLgas'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'stateId', in: 'query', required: true }),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('rate limits', () => {
  it('limits API calls per address but never the app’s own files', async () => {
    const limited = await createTestApp({ webDistDir: null }, { rateLimitPerMinute: 2, seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const tooMany = (await limited.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(tooMany).toMatchObject({
        status: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait/),
      });
      for (let i = 0; i < 5; i++)
        expect((await limited.app.inject({ method: 'GET', url: '/assets/nothing.js' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
