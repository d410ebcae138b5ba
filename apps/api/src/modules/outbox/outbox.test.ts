import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsSender } from '../../adapters/sms/sms.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('the development outbox', () => {
  it('stores every e-mail and SMS and lists them newest first, filtered by recipient', async () => {
    await t.app.deps.mail.send({ to: 'Ada@Example.com', subject: 'Your code', text: 'Your Imole code is 123456' });
    await t.app.deps.sms.send({ to: '2348030000001', text: 'Your Imole code is 654321' });
    await t.app.deps.mail.send({ to: 'ada@example.com', subject: 'Second', text: 'Second message' });

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ADA@example.com' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'Your code']);
    expect(body.data[1]).toMatchObject({ channel: 'email', body: 'Your Imole code is 123456' });

    const sms = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=2348030000001' })).json();
    expect(sms.data).toEqual([
      expect.objectContaining({ channel: 'sms', subject: null, body: 'Your Imole code is 654321' }),
    ]);
  });

  it('shows the messages on a page at /dev/outbox, escaped', async () => {
    await t.app.deps.mail.send({ to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'hello' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('does not exist in production', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp(
      testConfig({
        env: 'production',
        mail: { transport: 'smtp', url: 'smtp://127.0.0.1:1', from: 'Imole <no-reply@imole.ng>' },
        sms: { provider: 'http', url: 'http://127.0.0.1:1/sms', apiKey: 'k', senderId: 'Imole' },
      }),
      { database },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the HTTP SMS provider', () => {
  it('posts the message to the configured provider and fails loudly on an error status', async () => {
    const received: { body: unknown; url: string | undefined }[] = [];
    let answer = 200;
    const server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({ body: JSON.parse(data), url: req.url });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{"message":"ok"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sender = httpSmsSender({
        url: `http://127.0.0.1:${port}/api/sms/send`,
        apiKey: 'key-123',
        senderId: 'Imole',
      });
      await sender.send({ to: '2348030000001', text: 'Hello' });
      expect(received).toEqual([
        {
          url: '/api/sms/send',
          body: {
            api_key: 'key-123',
            to: '2348030000001',
            from: 'Imole',
            sms: 'Hello',
            type: 'plain',
            channel: 'generic',
          },
        },
      ]);
      answer = 502;
      await expect(sender.send({ to: '2348030000001', text: 'Again' })).rejects.toThrow('SMS provider answered 502');
    } finally {
      server.close();
    }
  });
});
