/**
 * `npm start` serves a production build of the web app whatever NODE_ENV the shell has (issue 18 §2): Vite builds with
 * the shell's NODE_ENV when one is set, so the web app's build script sets production itself. Built here into a
 * directory of its own, with the shell saying development.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'imole-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run build (what npm start runs first)', () => {
  it('builds the production web app when the shell says NODE_ENV=development', async () => {
    const built = await run('npm', ['run', 'build', '-w', '@imole/web', '--', `--outDir=${outDir}`], {
      NODE_ENV: 'development',
    });
    expect(built.code, built.output).toBe(0);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<div id="root">');
    const scripts = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(scripts.length).toBeGreaterThan(1000);
    // React's development build carries its warnings; the production build has none of them.
    for (const warning of ['act(...)', 'In HTML, %s cannot be a child of', 'jsxDEV'])
      expect(scripts.includes(warning), `the bundle contains React's development-only "${warning}"`).toBe(false);
  }, 180_000);
});
