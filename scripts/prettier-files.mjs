/**
 * Prettier over the files git keeps or would keep (`npm run lint` and `npm run format`): whatever any .gitignore
 * ignores, nested ones included (bench/results/, e2e artifacts), is not checked. Prettier alone reads only the root's
 * .gitignore. Usage: node scripts/prettier-files.mjs --check | --write
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const mode = process.argv[2];
if (mode !== '--check' && mode !== '--write') {
  console.error('Usage: node scripts/prettier-files.mjs --check | --write');
  process.exit(2);
}
const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const files = [...new Set(listed.split('\0'))].filter((file) => file !== '' && existsSync(file));
const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
let status = 0;
// In batches, well under the system's limit on a command line's length.
for (let start = 0; start < files.length; start += 500) {
  const batch = files.slice(start, start + 500);
  const run = spawnSync(process.execPath, [prettier, mode, '--ignore-unknown', '--log-level', 'warn', ...batch], {
    stdio: 'inherit',
  });
  status ||= run.status ?? 1;
}
if (status === 0 && mode === '--check') console.log(`Prettier: ${files.length} files checked, all formatted.`);
process.exit(status);
