// Render Rookery's PWA / home-screen icons from their SVG sources.
//
// Reads static/icons/icon.svg and static/icons/icon-maskable.svg and writes:
//   static/icons/icon-192.png           192x192 from icon.svg (transparent corners)
//   static/icons/icon-512.png           512x512 from icon.svg (transparent corners)
//   static/icons/icon-maskable-512.png  512x512 from icon-maskable.svg (full bleed)
//   static/icons/apple-touch-icon.png   180x180 from icon-maskable.svg (full bleed)
//
// Uses the npm package playwright-core (pinned in package.json; install with
// `npm ci`) driving Debian's Chromium at /usr/bin/chromium. The PNGs are
// committed, so this only needs re-running after editing an SVG.
//
// Run from anywhere:  node scripts/make_icons.mjs

import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const icons = join(root, 'static', 'icons');

const jobs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192, transparent: true },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512, transparent: true },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512, transparent: false },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180, transparent: false },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

try {
  for (const { svg, png, size, transparent } of jobs) {
    const source = await readFile(join(icons, svg));
    const src = `data:image/svg+xml;base64,${source.toString('base64')}`;
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      '<!doctype html><html><head><style>' +
        'html,body{margin:0;padding:0;background:transparent;overflow:hidden}' +
        `img{display:block;width:${size}px;height:${size}px}` +
        `</style></head><body><img alt="" src="${src}"></body></html>`,
    );
    await page.waitForFunction(() => {
      const img = document.querySelector('img');
      return img.complete && img.naturalWidth > 0;
    });
    const out = join(icons, png);
    await page.screenshot({
      path: out,
      clip: { x: 0, y: 0, width: size, height: size },
      omitBackground: transparent,
    });
    await page.close();
    console.log(`${relative(root, out)}  ${size}x${size}  (from ${svg})`);
  }
} finally {
  await browser.close();
}
