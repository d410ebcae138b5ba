// Makes sure a Chromium is there for the end-to-end tests, without downloading a browser build of its own:
// CHROME_PATH wins; otherwise /usr/bin/chromium; otherwise, as root on Debian, Debian's package is installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH;
if (wanted) {
  if (existsSync(wanted)) process.exit(0);
  console.error(
    `CHROME_PATH is set to ${wanted}, but there is no file there. Point it at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
if (existsSync('/usr/bin/chromium')) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/etc/debian_version')) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  [
    'The end-to-end tests need Chromium and none was found at /usr/bin/chromium.',
    'Install it (Debian/Ubuntu: sudo apt-get install chromium), or point the tests at a browser you have:',
    '  CHROME_PATH=/path/to/chrome npm run test:e2e',
  ].join('\n'),
);
process.exit(1);
