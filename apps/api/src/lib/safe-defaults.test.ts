/**
 * The safe defaults of issue 18 §2 and the abuse items of §5, through the real app: the dev tools answer this machine
 * only, /api/docs is off in production, the flood limit runs before authentication, TRUST_PROXY believes only the
 * proxies it names, and what Node or Fastify refuse (431, 413) answers in the envelope.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { isLoopbackAddress } from './dev-tools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const devTools = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'POST', url: '/api/Sandbox/Pay', payload: { reference: 'no-such-reference' } },
  { method: 'POST', url: '/api/Sandbox/Cancel', payload: { reference: 'no-such-reference' } },
  { method: 'GET', url: '/sandbox/checkout/no-such-reference' },
  { method: 'POST', url: '/sandbox/checkout/no-such-reference/pay' },
  { method: 'POST', url: '/sandbox/checkout/no-such-reference/cancel' },
  { method: 'GET', url: '/dev/kyc-sandbox' },
] as const;

describe('the dev outbox and the sandbox checkout (issue 18 §2)', () => {
  it('refuse a caller on another machine with a sentence that says how to open them', async () => {
    for (const route of devTools) {
      const response = await t.app.inject({ ...route, remoteAddress: '203.0.113.7' });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({
        status: false,
        code: 'FORBIDDEN',
        message:
          'The development outbox and sandbox checkout answer only on the machine that runs Imole. Open them there, or start the server with DEV_TOOLS_REMOTE=true.',
      });
    }
  });

  it('answer this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(outbox.statusCode, remoteAddress).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/no-such-reference', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
    }
  });

  it('judge by the socket, not by what a client writes in X-Forwarded-For, even with TRUST_PROXY', async () => {
    const trusting = await createTestApp({ trustProxy: true }, { seed: false });
    try {
      const forged = await trusting.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(403);
      // A proxy on this machine makes every socket loopback: the address it forwards decides.
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.7' },
        { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' },
        { 'x-real-ip': '198.51.100.4' },
        { forwarded: 'for=198.51.100.4;proto=https' },
        { forwarded: 'for="[2001:db8::1]:4711"' },
      ]) {
        const proxied = await trusting.app.inject({
          method: 'GET',
          url: '/api/dev/outbox',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(proxied.statusCode, JSON.stringify(headers)).toBe(403);
      }
      const local = await trusting.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:8080"' },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await trusting.close();
    }
  });

  it('answer other machines when DEV_TOOLS_REMOTE=true', async () => {
    const open = await createTestApp({ devToolsRemote: true }, { seed: false });
    try {
      const response = await open.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('knows a loopback address in the forms sockets and proxies write', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '[::1]:8080', '127.0.0.1:443'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', 'localhost', 'unknown', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('/api/docs (issue 18 §2)', () => {
  async function productionApp(apiDocs: boolean) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp(
      testConfig({
        env: 'production',
        apiDocs,
        mail: { transport: 'smtp', url: 'smtp://127.0.0.1:1', from: 'Imole <no-reply@imole.ng>' },
        sms: { provider: 'http', url: 'http://127.0.0.1:1/sms', apiKey: 'k', senderId: 'Imole' },
      }),
      { database },
    );
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('is off in production unless API_DOCS=true', async () => {
    const closed = await productionApp(false);
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
      }
    } finally {
      await closed.close();
    }
    const opened = await productionApp(true);
    try {
      expect((await opened.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await opened.close();
    }
  });
});

describe('the flood limit (issue 18 §5)', () => {
  it('runs before authentication: a flood with bad tokens meets 429, not endless 401s', async () => {
    const limited = await createTestApp({}, { rateLimitPerMinute: 3, seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/api/ClientUser/GetProfile',
          headers: { authorization: `Bearer not-a-token-${i}` },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
      const limitedAnswer = await limited.app.inject({
        method: 'GET',
        url: '/api/ClientUser/GetProfile',
        headers: { authorization: 'Bearer still-not-a-token' },
      });
      expect(limitedAnswer.json()).toMatchObject({
        status: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/),
      });
      expect(Number(limitedAnswer.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('TRUST_PROXY (issue 18 §5)', () => {
  /** Two calls from one socket that claim two clients: counted apart only if the proxy is believed. */
  async function countedApart(trustProxy: Partial<AppConfig>, socket: string) {
    const app = await createTestApp(trustProxy, { rateLimitPerMinute: 1, seed: false });
    try {
      const call = (client: string) =>
        app.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: socket,
          headers: { 'x-forwarded-for': client },
        });
      const first = await call('198.51.100.1');
      const second = await call('198.51.100.2');
      expect(first.statusCode).toBe(200);
      return second.statusCode === 200;
    } finally {
      await app.close();
    }
  }

  it('believes X-Forwarded-For only from the proxies it names, or the hops it counts', async () => {
    expect(await countedApart({ trustProxy: false }, '10.0.0.5')).toBe(false);
    expect(await countedApart({ trustProxy: ['10.0.0.0/8'] }, '10.0.0.5')).toBe(true);
    expect(await countedApart({ trustProxy: ['10.0.0.0/8'] }, '203.0.113.7')).toBe(false);
    expect(await countedApart({ trustProxy: 1 }, '10.0.0.5')).toBe(true);
  });
});

describe('answers Node and Fastify give before a route (issue 18 §4)', () => {
  it('answers headers too large with 431 in the JSON envelope', async () => {
    const limited = await createTestApp({}, { seed: false });
    try {
      const address = await limited.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
        });
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      expect(raw).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        status: false,
        code: 'BAD_REQUEST',
        message:
          'The request headers are too large. Clear this site’s cookies or send fewer or shorter headers, and try again.',
      });
    } finally {
      await limited.close();
    }
  });

  it('answers a body over 1 MB with 413 in the JSON envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ClientUser/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });
});
