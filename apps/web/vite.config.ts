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
 * (manifest, favicon; not the home-screen icons), the entry's JavaScript and CSS, the early script, the chunks of
 * the pages that work offline with everything they import, and what the entry loads on demand from lib/. Its
 * version is a hash of those files, so any change of the app is a new worker, and the same sources always give the
 * same file.
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
        const name = path.relative(publicDir, file).split(path.sep).join('/');
        // The home-screen icons (46 KiB of PNG) are the installer's business, not the app's: not precached.
        if (!name.startsWith('icons/')) precached.set(name, await readFile(file));
      }
      const names = [...precached.keys()].sort();
      const hash = createHash('sha256');
      for (const name of names) hash.update(name).update('\0').update(precached.get(name)!).update('\0');
      const version = hash.digest('hex').slice(0, 16);

      const code = await standaloneScript(path.join(root, 'src/lib/offline/service-worker.ts'), {
        __PRECACHE__: names.map((name) => `/${name}`),
        __VERSION__: version,
      });
      await writeFile(path.join(outDir, 'sw.js'), code);
    },
  };
}

/** `/assets/...` files of a chunk and everything it imports statically. */
function staticClosure(
  chunk: Rolldown.OutputChunk,
  chunks: Map<string, Rolldown.OutputChunk>,
  into = new Set<string>(),
) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = chunks.get(file);
    if (next) staticClosure(next, chunks, into);
  }
  return into;
}

/** A TypeScript file that imports nothing (the worker, the early script), with constants put in front of it. */
async function standaloneScript(file: string, constants: Record<string, unknown>): Promise<string> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), path.basename(file), { lang: 'ts' });
  const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  const head = Object.entries(constants)
    .map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
  return (await minify(path.basename(file).replace(/\.ts$/, '.js'), `(() => {\n${head}\n${body}\n})();\n`)).code;
}

/**
 * Writes index.html's first script (src/app/early-preload.ts) with the route table it needs: for every lazily
 * loaded page of customers and visitors, who may open it, the chunks it needs beyond the entry, and its first API read (route-modules.ts).
 * Written into index.html itself, first in <head>: it runs while the HTML is still being read, so the page's chunks
 * and reads start one request (a connection and a round trip on a slow line) sooner than from a file of its own.
 */
function earlyPreload(): Plugin {
  return {
    name: 'imole:early-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const { module: routes } = await runnerImport<typeof RouteModules>(path.join(root, 'src/app/route-modules.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      const pages = routes.lazyPageModules(await readFile(path.join(root, 'src/app/pages.ts'), 'utf8'));
      const chunks = new Map(
        Object.values(bundle)
          .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const initial = entry ? staticClosure(entry, chunks) : new Set<string>();
      const byModule = new Map([...chunks.values()].map((chunk) => [chunk.facadeModuleId, chunk]));
      const files: string[] = [];
      // "assets/x-hash.js" -> "x-hash": the script puts the rest back.
      const indexOf = (file: string) => {
        const name = file.replace(/^assets\//, '').replace(/\.js$/, '');
        if (!files.includes(name)) files.push(name);
        return files.indexOf(name);
      };
      // Customers' and visitors' pages, and the staff homes of EARLY_STAFF_ROUTES with the staff layout: the script
      // is part of every first visit (the entry's budget), so not every staff page.
      const staffLayout = byModule.get(path.join(root, routes.STAFF_LAYOUT_MODULE));
      if (!staffLayout) throw new Error(`imole:early-preload: no chunk for ${routes.STAFF_LAYOUT_MODULE}`);
      const table = [...pages].flatMap(([route, module]) => {
        const chunk = byModule.get(path.join(root, module));
        const staff = routes.EARLY_STAFF_ROUTES.includes(route);
        if (!chunk || !(staff || routes.isCustomerRoute(routes.routeAccess[route]))) return [];
        const closure = staticClosure(chunk, chunks, staff ? staticClosure(staffLayout, chunks) : undefined);
        const needed = [...closure].filter((file) => !initial.has(file)).map(indexOf);
        // A staff home is for staff: a customer the guard lets onto /request-detail/:id is sent on to their own page,
        // and must neither download the staff layout nor read as staff.
        const access = routes.routeAccess[route];
        const forWhom = staff && typeof access !== 'string' ? access.filter((role) => role !== 'AUTH') : access;
        return [[route, forWhom, needed, routes.FIRST_READS[route] ?? []]];
      });
      const code = await standaloneScript(path.join(root, 'src/app/early-preload.ts'), {
        __ROUTES__: table,
        __FILES__: files,
        __ROLES__: routes.roleNameOf,
      });
      if (/<\/script|<!--/i.test(code)) throw new Error('imole:early-preload: the script cannot be written inline');
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('imole:early-preload: index.html is not in the bundle yet');
      // The server allows this script by its hash (its CSP has no 'unsafe-inline'): apps/api/src/lib/inline-scripts.ts.
      const tag = `<script>${code.trim()}</script>`;
      // A function, so that a `$` in the code is not read as a replacement pattern.
      html.source = String(html.source).replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${tag}`);
      if (!String(html.source).includes(tag)) throw new Error('imole:early-preload: no <meta charset> in index.html');
    },
  };
}

const staffComponents = /[\\/]components[\\/]ui[\\/]staff-(?:request-card|nav-bar)\.tsx$/;
const isPageModule = (id: string) => /-page\.tsx$|[\\/]pages\.ts$/.test(id);
const sharedCode = /src[\\/](?:components|lib)[\\/]|packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]@tanstack[\\/]/;
const formsLibrary =
  /node_modules[\\/](?:zod|react-hook-form|@hookform)[\\/]|packages[\\/]domain[\\/]src[\\/](?:accounts|catalogue|settings)\.ts$/;
/**
 * The schema library, the domain's schemas and the features' `form-schemas.ts` (their resolvers): pages that validate
 * lazily (lib/forms/lazy-resolver.ts) load it on the first focus of the form.
 */
const validationLibrary =
  /node_modules[\\/](?:zod|@hookform)[\\/]|packages[\\/]domain[\\/]src[\\/](?:accounts|catalogue|settings)\.ts$|[\\/]form-schemas\.ts$/;

/** Every module's static imports, recorded as the build parses them, for the chunk groups below. */
const staticImports = new Map<string, readonly string[]>();
const formsNeeded = new Map<string, boolean>();
const validationNeeded = new Map<string, boolean>();

/** Whether a module needs a library, itself or through what it imports (answers kept in `known`). */
function needsLibrary(id: string, library: RegExp, known: Map<string, boolean>): boolean {
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  known.set(id, false); // an import cycle
  const needed =
    library.test(id) ||
    (!id.includes('node_modules') && (staticImports.get(id) ?? []).some((next) => needsLibrary(next, library, known)));
  known.set(id, needed);
  return needed;
}

/** Whether a module needs the forms library, itself or through what it imports. */
const needsForms = (id: string) => needsLibrary(id, formsLibrary, formsNeeded);
/** Whether a module needs the validation library (zod) itself or through what it imports. */
const needsValidation = (id: string) => needsLibrary(id, validationLibrary, validationNeeded);

/** The page modules of visitors' routes (the landing page, login, sign-up), known once the build starts. */
const visitorPages = new Set<string>();
let visitorModules: Set<string> | null = null;

/** Whether a visitors' page uses a module (through its static imports). */
function usedByVisitors(id: string): boolean {
  if (!visitorModules) {
    visitorModules = new Set();
    const queue = [...visitorPages];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (visitorModules.has(next)) continue;
      visitorModules.add(next);
      queue.push(...(staticImports.get(next) ?? []));
    }
  }
  return visitorModules.has(id);
}

function moduleGraph(): Plugin {
  return {
    name: 'imole:module-graph',
    apply: 'build',
    async buildStart() {
      staticImports.clear();
      formsNeeded.clear();
      validationNeeded.clear();
      visitorPages.clear();
      visitorModules = null;
      const { module: routes } = await runnerImport<typeof RouteModules>(path.join(root, 'src/app/route-modules.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      const pages = routes.lazyPageModules(await readFile(path.join(root, 'src/app/pages.ts'), 'utf8'));
      for (const [route, module] of pages) {
        const access = routes.routeAccess[route];
        if (access === 'guest-only' || access === 'public') visitorPages.add(path.join(root, module));
      }
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
  };
}

/**
 * How the JavaScript is cut into files (docs/performance.md). Left to itself the bundler makes a file of every
 * module two pages share, and /dashboard needed 20 files: on a 150 ms mobile round trip and six connections that is
 * four waves of requests. Here a page needs its own chunk, its feature's shared parts and one common chunk (plus
 * the forms library and the shared form parts on pages with forms):
 * - everything the entry imports in one file (the first paint waits for all of it anyway);
 * - react-hook-form in `forms`, which only pages with forms load; zod, its resolver and the domain's schemas in
 *   `validation`, which the login and sign-up pages load only when the person first focuses the form (issue 24);
 * - the shared components, lib and domain code that two or more pages use in `common`, as long as it does not need
 *   the forms library (`form-parts` otherwise); what visitors' pages (landing, login, sign-up) use of it in
 *   `visitors-common`, so a first visit does not download the signed-in pages' share; staff-only components apart,
 *   so a customer never downloads them;
 * - the non-page modules of each feature in `<feature>-parts` (`<feature>-validated-parts` those that need zod);
 *   each page stays a chunk of its own.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 50 },
  // Above `validation`: a group takes what its modules import too. The resolvers import react-hook-form, and the
  // domain's schemas the account rules that the login and sign-up pages use without them (the code step's check).
  { name: 'account-rules', test: /packages[\\/]domain[\\/]src[\\/]account-rules\.ts$/, priority: 47 },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 46 },
  { name: 'validation', test: validationLibrary, priority: 45 },
  {
    name: 'visitors-common',
    test: (id) => sharedCode.test(id) && !staffComponents.test(id) && !needsForms(id) && usedByVisitors(id),
    minShareCount: 2,
    priority: 35,
  },
  {
    name: 'common',
    test: (id) => sharedCode.test(id) && !staffComponents.test(id) && !needsForms(id),
    minShareCount: 2,
    priority: 30,
  },
  {
    name: 'form-parts',
    test: (id) => sharedCode.test(id) && !staffComponents.test(id),
    minShareCount: 2,
    priority: 20,
  },
  { name: 'staff-common', test: staffComponents, priority: 10 },
  {
    debugName: 'feature parts',
    name: (id) => {
      const feature = /src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
      if (!feature || isPageModule(id)) return null;
      // Apart, the parts that need zod, and those that need the forms library: a page that shows no form (the staff
      // board, the bank's list) or validates lazily (login) does not download them with the rest of its feature.
      if (needsValidation(id)) return `${feature}-validated-parts`;
      return needsForms(id) ? `${feature}-form-parts` : `${feature}-parts`;
    },
    priority: 5,
  },
];

/**
 * React Router publishes its production build beside the development one but points every import at the latter
 * (the only difference: ENABLE_DEV_WARNINGS). The production build leaves the warnings out of the customer's
 * download and of the start-up work. Only for builds: the dev server and tests keep the warnings.
 */
const reactRouterDevelopment = fileURLToPath(import.meta.resolve('react-router'));
const reactRouterProduction = (file: string) =>
  path.join(path.dirname(reactRouterDevelopment), '..', 'production', file);

export default defineConfig(({ command }) => ({
  root,
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  plugins: [react(), tailwindcss(), moduleGraph(), earlyPreload(), serviceWorker(), precompress()],
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
}));
