import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources ('sha256-…') that allow the inline scripts of the built index.html, and nothing else inline: its
 * early script (apps/web/src/app/early-preload.ts, written in by apps/web/vite.config.ts) runs while the HTML is
 * read, one request sooner than a file would. Read once at start, from the build the server serves.
 */
export function inlineScriptSources(webDistDir: string | null): string[] {
  const file = webDistDir ? path.join(webDistDir, 'index.html') : null;
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
