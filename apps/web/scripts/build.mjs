// `npm run build`: the production build of the web app, whatever NODE_ENV the shell has (issue 18 §2). Vite builds
// with the shell's NODE_ENV when one is set, so `NODE_ENV=development npm start` would serve React's development
// build (slower, larger, chattier); `npm start` and the e2e journeys must always serve what production serves.
// `--outDir=<dir>` builds elsewhere (the test that checks this script).
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';

const { build } = await import('vite');
const outDir = process.argv.find((arg) => arg.startsWith('--outDir='))?.slice('--outDir='.length);
await build({
  root: fileURLToPath(new URL('..', import.meta.url)),
  ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
});
