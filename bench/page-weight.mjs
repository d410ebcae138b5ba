// Page weight of the built web app: what a customer's phone downloads before the first page can run.
// Target (design.md §8): the customer's initial JavaScript at most 120 KiB gzip. Prints the figures; asserts nothing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
let html;
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
const sizes = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const rows = initial.map((file) => ({ file, ...sizes(file) }));
const js = rows.filter((r) => r.file.endsWith('.js'));
const css = rows.filter((r) => r.file.endsWith('.css'));
const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);

console.log('Initial load (index.html and what it references):');
for (const r of rows)
  console.log(
    `  ${r.file.padEnd(40)} ${kib(r.raw).padStart(10)} raw ${kib(r.gzip).padStart(10)} gzip ${kib(r.brotli).padStart(10)} br`,
  );
const page = sizes('index.html');
// index.html carries the early script (apps/web/src/app/early-preload.ts) inline: counted with the initial JS.
const early = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const earlyGzip = early ? gzipSync(early, { level: 9 }).length : 0;
console.log(
  `  ${'index.html'.padEnd(40)} ${kib(page.raw).padStart(10)} raw ${kib(page.gzip).padStart(10)} gzip ${kib(page.brotli).padStart(10)} br   (early script inline: ${kib(earlyGzip)} gzip)`,
);
console.log(
  `Initial JS:  ${kib(sum(js, 'gzip') + earlyGzip)} gzip (entry ${kib(sum(js, 'gzip'))} + early script ${kib(earlyGzip)}), ${kib(sum(js, 'brotli'))} brotli entry   (target <= 120 KiB gzip)`,
);
console.log(`Initial CSS: ${kib(sum(css, 'gzip'))} gzip`);

const lazy = readdirSync(path.join(dist, 'assets')).filter(
  (f) => f.endsWith('.js') && !initial.includes(`/assets/${f}`),
);
const lazyGzip = lazy.reduce((total, f) => total + sizes(`assets/${f}`).gzip, 0);
console.log(`Lazy chunks: ${lazy.length}, ${kib(lazyGzip)} gzip in all (loaded only on the pages that need them)`);
console.log(
  `Build folder: ${kib(readdirSync(path.join(dist, 'assets')).reduce((t, f) => t + statSync(path.join(dist, 'assets', f)).size, 0))} of assets`,
);
