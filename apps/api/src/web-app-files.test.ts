/**
 * How the server hands out the built web app's files (issue 10, docs/offline.md): hashed files cached for good,
 * everything else (the app shell, the service worker, the manifest) checked on every use, so a new version reaches
 * people; precompressed copies when the browser takes them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'imole-dist-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Imole</title>');
  const worker = 'self.addEventListener("fetch", () => {});';
  writeFileSync(path.join(dist, 'sw.js'), worker);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Imole"}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp({ webDistDir: dist }, { seed: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app files', () => {
  it('never lets a browser keep the service worker without asking (a new version must be found)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['content-encoding']).toBe('br');
    // Its CSP allows what it does: same-origin scripts and fetches.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the manifest as one, checked on every use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed files for a year, and answers app addresses with the shell, checked on every use', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard?tab=installation' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Imole</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
