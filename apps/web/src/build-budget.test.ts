/**
 * The size budgets of issue 10 (docs/performance.md), checked on a production build made here, so the check is the
 * same on every machine and fails the test run when a change breaks them:
 * - the customer entry (what index.html loads before the first page can run, its early script included) at most
 *   120 KiB gzip;
 * - every lazily loaded chunk at most 50 KiB gzip;
 * - no staff, sales or admin page, nor the staff layout, in what the entry loads;
 * - the service worker precaches the app shell and entry, and no staff page;
 * - index.html's early script preloads a staff home's code with the staff layout's, for staff only (issue 24);
 * - the login, sign-up and change-password pages load zod (the validation) only on demand, and the customer pages that show no form
 *   load neither zod nor the forms library, nor do the staff board, the bank's list and the sales homes (issue 24).
 * gzip at level 9, as the server's precompressed .gz files are.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@imole/domain/roles';
import { EARLY_STAFF_ROUTES, STAFF_LAYOUT_MODULE, lazyPageModules, staffPageModules } from './app/route-modules.ts';

const KIB = 1024;
const ENTRY_BUDGET = 120 * KIB;
const LAZY_CHUNK_BUDGET = 50 * KIB;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'imole-budget-'));
let chunks: Rolldown.OutputChunk[] = [];
/** index.html's early script (app/early-preload.ts, written into the page): part of what loads first. */
let earlyScript = '';

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap((out) => out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk'));
  const html = outputs
    .flatMap((out) => out.output)
    .find((o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName === 'index.html');
  earlyScript = /<script>([\s\S]*?)<\/script>/.exec(String(html?.source ?? ''))?.[1] ?? '';
}, 240_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A chunk and every chunk it imports statically: what the browser loads with it. */
function staticClosure(...starts: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  for (const chunk of starts) visit(chunk);
  return [...seen.values()];
}

/** The entry and everything it imports statically: downloaded before the first page runs. */
const entryGraph = () => staticClosure(...chunks.filter((c) => c.isEntry));

/** Modules no customer ever needs: staff pages, the features only they use, the staff layout. */
function staffModules(): (id: string) => boolean {
  const pages = lazyPageModules(readFileSync(path.join(webRoot, 'src/app/pages.ts'), 'utf8'));
  const staffPages = staffPageModules(pages);
  const folderOf = (module: string) => /^src\/features\/[^/]+\//.exec(module)?.[0];
  const customerFolders = new Set([...pages.values()].filter((m) => !staffPages.has(m)).map(folderOf));
  const staffFolders = new Set([...staffPages].map(folderOf).filter((f) => f && !customerFolders.has(f)));
  return (id) => {
    const module = path.relative(webRoot, id).split(path.sep).join('/');
    const folder = folderOf(module);
    return (
      staffPages.has(module) ||
      (folder !== undefined && staffFolders.has(folder)) ||
      /^src\/app\/layouts\/(staff-layout|account-menu)\.tsx$/.test(module)
    );
  };
}

describe('the production build', () => {
  it(`keeps the customer entry within ${kib(ENTRY_BUDGET)} gzip`, () => {
    const graph = entryGraph();
    const sizes = graph.map((chunk) => `${chunk.fileName} ${kib(gzip(chunk.code))}`);
    const total = graph.reduce((sum, chunk) => sum + gzip(chunk.code), gzip(earlyScript));
    expect(graph.length).toBeGreaterThan(0);
    expect(earlyScript).toContain('modulepreload');
    sizes.push(`early script ${kib(gzip(earlyScript))}`);
    expect(total, `entry: ${kib(total)} (${sizes.join(', ')})`).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it(`keeps every lazily loaded chunk within ${kib(LAZY_CHUNK_BUDGET)} gzip`, () => {
    const initial = new Set(entryGraph().map((chunk) => chunk.fileName));
    const lazy = chunks.filter((chunk) => !initial.has(chunk.fileName));
    expect(lazy.length).toBeGreaterThan(10);
    const over = lazy
      .map((chunk) => ({ file: chunk.fileName, size: gzip(chunk.code) }))
      .filter(({ size }) => size > LAZY_CHUNK_BUDGET)
      .map(({ file, size }) => `${file} ${kib(size)}`);
    expect(over).toEqual([]);
  });

  it('puts no staff, sales or admin code in what a customer downloads first', () => {
    const isStaff = staffModules();
    const found = entryGraph().flatMap((chunk) => chunk.moduleIds.filter(isStaff));
    expect(found).toEqual([]);
    // The check itself sees staff code where there is some: the staff pages are chunks of the build.
    expect(chunks.some((chunk) => chunk.moduleIds.some(isStaff))).toBe(true);
  });

  it('loads no zod with the login, sign-up and change-password pages, only when their form is first used (issue 24)', () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const isZod = (id: string) => /node_modules[\\/]zod[\\/]/.test(id);
    for (const page of [
      'src/features/auth/login-page.tsx',
      'src/features/auth/register-page.tsx',
      'src/features/account/change-password-page.tsx',
    ]) {
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(webRoot, page));
      expect(chunk, page).toBeDefined();
      const loaded = staticClosure(chunk!);
      expect(loaded.flatMap((c) => c.moduleIds.filter(isZod)).length, page).toBe(0);
      // The validation comes on demand: a chunk these pages import dynamically holds zod.
      const onDemand = loaded.flatMap((c) => c.dynamicImports).map((file) => byFile.get(file)!);
      expect(
        onDemand.some((c) => staticClosure(c).some((d) => d.moduleIds.some(isZod))),
        page,
      ).toBe(true);
    }
  });

  it('loads neither zod nor the forms library with the pages that show no form (issue 24)', () => {
    // Formatting money must not bring the validation library along (packages/domain money.ts imports no zod).
    const isFormsOrZod = (id: string) => /node_modules[\\/](?:zod|react-hook-form|@hookform)[\\/]/.test(id);
    const pages = lazyPageModules(readFileSync(path.join(webRoot, 'src/app/pages.ts'), 'utf8'));
    for (const route of [
      '/',
      '/dashboard',
      '/payment',
      '/get-qoute',
      '/start-quote',
      '/quote-details',
      '/issues',
      '/warranty-details',
      // Staff, sales and bank homes: their feature's forms are in chunks of their own (vite.config.ts).
      '/get-requests',
      '/bank-applications',
      '/sales-dashboard',
      '/cordinator-dashboard',
    ] as const) {
      const module = pages.get(route);
      expect(module, route).toBeDefined();
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(webRoot, module!));
      expect(chunk, route).toBeDefined();
      const loaded = staticClosure(chunk!).flatMap((c) => c.moduleIds.filter(isFormsOrZod));
      expect(loaded, route).toEqual([]);
    }
  });

  it('precaches the app shell and the entry in the service worker, and no staff page', () => {
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    // The first array of strings in the worker is its precache list (the build puts it first).
    const list = /\[((?:[`"'][^`"']*[`"'],?)+)\]/.exec(worker)![1]!;
    const precache = [...list.matchAll(/[`"']([^`"']*)[`"']/g)].map((match) => match[1]!);
    expect(precache).toContain('/index.html');
    expect(precache).toContain('/manifest.webmanifest');
    for (const chunk of entryGraph()) expect(precache).toContain(`/${chunk.fileName}`);
    const isStaff = staffModules();
    const staffChunks = chunks.filter((chunk) => chunk.moduleIds.some(isStaff)).map((c) => `/${c.fileName}`);
    expect(precache.filter((file) => staffChunks.includes(file))).toEqual([]);
  });

  it("preloads a staff home's code with the staff layout's from index.html, for staff only (issue 24)", () => {
    const pages = lazyPageModules(readFileSync(path.join(webRoot, 'src/app/pages.ts'), 'utf8'));
    const fileOf = (module: string) => chunks.find((c) => c.facadeModuleId === path.join(webRoot, module))?.fileName;
    /** The files the built early script asks the browser to preload at `pathname` for a session of `userRole`. */
    const preloadedAt = (pathname: string, userRole?: UserRole) => {
      window.history.replaceState(null, '', pathname);
      sessionStorage.clear();
      if (userRole !== undefined)
        sessionStorage.setItem('imole.session', JSON.stringify({ token: 't', user: { userRole } }));
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}')),
      );
      try {
        new Function(earlyScript)();
      } finally {
        vi.unstubAllGlobals();
      }
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        new URL(link.href).pathname.slice(1),
      );
    };
    const staffLayout = fileOf(STAFF_LAYOUT_MODULE);
    expect(staffLayout).toBeDefined();
    expect(EARLY_STAFF_ROUTES).toContain('/get-requests');
    const board = preloadedAt('/get-requests', UserRole.Support);
    expect(board).toContain(staffLayout);
    expect(board).toContain(fileOf(pages.get('/get-requests')!));
    const agent = preloadedAt('/sales-dashboard', UserRole.SalesAgent);
    expect(agent).toContain(staffLayout);
    expect(agent).toContain(fileOf(pages.get('/sales-dashboard')!));
    // Nothing for whom the route guard turns away, and no staff layout with a customer's page.
    expect(preloadedAt('/get-requests', UserRole.Customer)).toEqual([]);
    // The request detail admits customers only to send them on to their own page: nothing of the staff's for them.
    expect(preloadedAt('/request-detail/7', UserRole.Support)).toContain(staffLayout);
    expect(preloadedAt('/request-detail/7', UserRole.Customer)).toEqual([]);
    expect(preloadedAt('/get-requests')).toEqual([]);
    const dashboard = preloadedAt('/dashboard', UserRole.Customer);
    expect(dashboard).toContain(fileOf(pages.get('/dashboard')!));
    expect(dashboard).not.toContain(staffLayout);
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });
});
