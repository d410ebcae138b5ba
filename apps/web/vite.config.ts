import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, runnerImport, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import type * as RouteModules from './src/app/route-modules.ts';

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

/**
 * Writes /sw.js (src/lib/offline/service-worker.ts) with the files to precache: index.html, the public files
 * (manifest, icons), the entry's JavaScript and CSS, and the chunks of the pages that work offline with everything
 * they import, and what the entry loads on demand from lib/. Its version is a hash of those files, so any change of the app is a new worker, and the same sources
 * always give the same file.
 */
function serviceWorker(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'imole:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Through Vite's module runner: route-access.ts imports the domain package, TypeScript that Node cannot load.
      const { module: routes } = await runnerImport<typeof RouteModules>(path.join(root, 'src/app/route-modules.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      const { OFFLINE_ROUTES, lazyPageModules } = routes;
      const pages = lazyPageModules(await readFile(path.join(root, 'src/app/pages.ts'), 'utf8'));
      const offline = new Set(OFFLINE_ROUTES.map((route) => pages.get(route)).map((m) => m && path.join(root, m)));
      const outputs = Object.values(bundle);
      const chunks = new Map(
        outputs.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
      );
      const precached = new Map<string, string | Uint8Array>();
      const add = (chunk: Rolldown.OutputChunk) => {
        if (precached.has(chunk.fileName)) return;
        precached.set(chunk.fileName, chunk.code);
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[css];
          if (asset?.type === 'asset') precached.set(css, asset.source);
        }
        for (const imported of chunk.imports) {
          const next = chunks.get(imported);
          if (next) add(next);
        }
      };
      const libModule = (id: string | null) => id !== null && id.startsWith(path.join(root, 'src/lib') + path.sep);
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || (chunk.facadeModuleId && offline.has(chunk.facadeModuleId))) add(chunk);
        // What the entry loads on demand from lib/ (the service worker's registration): needed offline as well.
        if (chunk.isEntry) {
          for (const file of chunk.dynamicImports) {
            const next = chunks.get(file);
            if (next && libModule(next.facadeModuleId)) add(next);
          }
        }
      }
      const html = bundle['index.html'];
      precached.set(
        'index.html',
        html?.type === 'asset' ? html.source : await readFile(path.join(outDir, 'index.html')),
      );
      for await (const file of publicDir ? files(publicDir) : []) {
        precached.set(path.relative(publicDir, file).split(path.sep).join('/'), await readFile(file));
      }
      const names = [...precached.keys()].sort();
      const hash = createHash('sha256');
      for (const name of names) hash.update(name).update('\0').update(precached.get(name)!).update('\0');
      const version = hash.digest('hex').slice(0, 16);

      const source = await readFile(path.join(root, 'src/lib/offline/service-worker.ts'), 'utf8');
      const { code } = await transformWithOxc(source, 'service-worker.ts', { lang: 'ts' });
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      const precache = names.map((name) => `/${name}`);
      const script =
        `const __PRECACHE__ = ${JSON.stringify(precache)};\nconst __VERSION__ = ${JSON.stringify(version)};\n` + body;
      const minified = await minify('sw.js', `(() => {\n${script}\n})();\n`);
      await writeFile(path.join(outDir, 'sw.js'), minified.code);
    },
  };
}

const staffComponents = /[\\/]components[\\/]ui[\\/]staff-(?:request-card|nav-bar)\.tsx$/;
const isPageModule = (id: string) => /-page\.tsx$|[\\/]pages\.ts$/.test(id);

/**
 * How the JavaScript is cut into files (docs/performance.md). Left to itself the bundler makes a file of every
 * module two pages share, and /dashboard needed 20 files: on a 150 ms mobile round trip and six connections that is
 * four waves of requests. Here a page needs its own chunk, its feature's shared parts and one common chunk (plus
 * the forms library on pages with forms):
 * - everything the entry imports in one file (the first paint waits for all of it anyway);
 * - zod, react-hook-form and the domain's schemas in `forms`, which only pages with forms load;
 * - the shared components, lib and domain code that two or more pages use in `common`; staff-only components
 *   apart, so a customer never downloads them;
 * - the non-page modules of each feature in `<feature>-parts`; each page stays a chunk of its own.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 40 },
  {
    name: 'forms',
    test: /node_modules[\\/](?:zod|react-hook-form|@hookform)[\\/]|packages[\\/]domain[\\/]src[\\/](?:accounts|catalogue|settings)\.ts$/,
    priority: 30,
  },
  {
    name: 'common',
    test: (id) =>
      /src[\\/](?:components|lib)[\\/]|packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]@tanstack[\\/]/.test(id) &&
      !staffComponents.test(id),
    minShareCount: 2,
    priority: 20,
  },
  { name: 'staff-common', test: staffComponents, priority: 10 },
  {
    debugName: 'feature parts',
    name: (id) => {
      const feature = /src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
      return feature && !isPageModule(id) ? `${feature}-parts` : null;
    },
    priority: 5,
  },
];

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
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
    // dist/.vite/manifest.json: the chunk graph, for the size check (src/build-budget.test.ts).
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would cost the entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
