import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.ts';

/** How often to ask /api/ready while the server starts: we wait for readiness, not for a fixed time. */
const READY_POLL_MS = 100;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'imole-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'Server-test-pass-1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, READY_POLL_MS));
    }
  };
  return { child, exited, ready, output: () => output };
}

describe('server.ts', () => {
  it('prints the demo accounts, exits cleanly on SIGTERM, closes the database and starts again on it', async () => {
    const port = await freePort();
    const first = start(port);
    await first.ready();
    expect(first.output()).toContain('customer@demo.imole.ng');
    expect(first.output()).toContain('Server-test-pass-1');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The embedded database was closed cleanly: a second start opens it and finds the data.
    const second = start(port);
    await second.ready();
    const login = await fetch(`http://127.0.0.1:${port}/api/ClientUser/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.imole.ng', password: 'Server-test-pass-1' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('lets a request that is in flight finish when the app closes', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const finishHandler = new Promise<void>((resolve) => (finish = resolve));
    const t = await createTestApp(
      {},
      {
        seed: false,
        beforeReady(app) {
          app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
            entered();
            await finishHandler;
            return { status: true, message: 'finished' };
          });
        },
      },
    );
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = fetch(`${address}/api/test/slow`).then((r) => r.json());
    await handlerEntered;
    const closing = t.app.close();
    finish();
    expect(await response).toEqual({ status: true, message: 'finished' });
    await closing;
    await t.close();
  });

  it('refuses to start with bad settings and names every problem', async () => {
    const bad = start(await freePort(), { NODE_ENV: 'production', PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    const output = bad.output();
    expect(output).toContain('Imole cannot start');
    for (const name of [
      'PORT',
      'JWT_SECRET',
      'PUBLIC_ACCESS_KEY',
      'MAIL_TRANSPORT',
      'SMS_PROVIDER',
      'PAYMENTS_PROVIDER',
    ])
      expect(output).toContain(name);
  });
});
