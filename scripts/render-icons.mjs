// Renders the home-screen icons of the web app manifest (apps/web/public/icons/) from the sun mark of
// apps/web/public/favicon.svg, in Chromium (CHROME_PATH or /usr/bin/chromium). Run after changing the mark:
//
//   node scripts/render-icons.mjs
//
// "any" icons: the sun on a light amber rounded square. Maskable icons: the same colour to every edge and the sun
// inside the middle 60%, so any launcher mask (circle, squircle) keeps all of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');
const mark = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const BACKGROUND = '#fff8eb'; // brand-50 in src/styles.css

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sun = Math.round(size * (maskable ? 0.6 : 0.78));
    const radius = maskable ? 0 : Math.round(size * 0.22);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
      <div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${BACKGROUND};
        display:flex;align-items:center;justify-content:center">
        <div style="width:${sun}px;height:${sun}px">${mark.replace('<svg ', `<svg width="${sun}" height="${sun}" `)}</div>
      </div></body></html>`);
    await page.screenshot({ path: path.join(out, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
