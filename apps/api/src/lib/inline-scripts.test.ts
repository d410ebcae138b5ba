import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'imole-inline-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("index.html's inline early script", () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const code = '(()=>{window.__early=`/dashboard`})();';
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" />\n    <script>${code}</script></head><body></body></html>`,
    );
    const t = await createTestApp({ webDistDir: dist }, { seed: false });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<script>${code}</script>`);
      const hash = createHash('sha256').update(code).digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    } finally {
      await t.close();
    }
  });

  it('without a built app, scripts come from our own origin only', async () => {
    const t = await createTestApp({ webDistDir: null }, { seed: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(/script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]).toBe("'self'");
    } finally {
      await t.close();
    }
  });
});
