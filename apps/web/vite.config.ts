import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
const api = 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset after the build, so the API serves precompressed
 * files instead of compressing on every request (users are on slow mobile data; brotli 11 is too slow to do live).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'imole:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        work.push(
          readFile(file).then(async (content) => {
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  // The app version shown on /about (src/lib/company.ts).
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: {
      '/api': api,
      '/dev': api,
      '/sandbox': api,
    },
  },
  preview: {
    proxy: {
      '/api': api,
      '/dev': api,
      '/sandbox': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API sends `script-src 'self'`: never inline scripts, and keep small assets as files too (no data: URLs).
    assetsInlineLimit: 0,
  },
});
