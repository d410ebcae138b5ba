import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How often to ask /api/ready while the server starts: the harness waits for readiness, not for a fixed time. */
const READY_POLL_MS = 200;

export interface RunningServer {
  baseUrl: string;
  demoPassword: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** The server's PUBLIC_URL for its port; by default the address the tests browse (http://127.0.0.1:<port>). */
  publicUrl?: (port: number) => string;
}

/** Starts the real server (the same entry point as `npm start`) on the production web build. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'imole-e2e-'));
  const demoPassword = 'E2e-demo-password-1';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'db'),
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey comes from 127.0.0.1: the per-address limit is for people, not for a test suite.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Payment checkouts send the browser back here: the same origin the tests browse.
      PUBLIC_URL: options.publicUrl?.(port) ?? `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }

  return {
    baseUrl,
    demoPassword,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
