// The bench's baseline page (bench/baseline/: a bare React 19 + React Router login form, no data): built once with
// Vite into bench/dist/baseline/ (ignored by git and lint, as every dist/) and served by a tiny static server on this machine, brotli as our
// server sends it. Rebuilt only when its sources change.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, 'baseline');
const outDir = path.join(here, 'dist/baseline');

function sourceHash() {
  const hash = createHash('sha256');
  for (const name of readdirSync(source).sort()) hash.update(name).update(readFileSync(path.join(source, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds the baseline when bench/dist/baseline is missing or was built from other sources. */
export async function buildBaseline() {
  const stamp = path.join(outDir, '.source-hash');
  const hash = sourceHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  const { build } = await import('vite');
  await build({
    root: source,
    configFile: false,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  writeFileSync(stamp, hash);
  return true;
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Serves the built baseline on a free port: files by path, index.html for every other path (a client route). */
export async function serveBaseline() {
  const files = new Map();
  for (const file of walk(outDir)) {
    const type = TYPES[path.extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    files.set('/' + path.relative(outDir, file).split(path.sep).join('/'), {
      type,
      body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      immutable: file.includes(`${path.sep}assets${path.sep}`),
    });
  }
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = files.get(pathname) ?? (pathname.startsWith('/assets/') ? null : files.get('/index.html'));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': 'br',
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
