// End-to-end smoke test (run by `node --test tests/e2e/`): serves the Trunk build in dist/ from a
// local static server under a subfolder, as GitHub Pages does, opens it in Debian's headless
// Chromium through playwright-core, and checks that the starting position is on the board.
// Needs `trunk build --release` first; the screenshot goes to tests/e2e/artifacts/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(repo, 'dist');
const artifacts = path.join(repo, 'tests/e2e/artifacts');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const subfolder = 'rookery';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A static file server for `root` on 127.0.0.1 and a free port, with GitHub Pages' habits:
 * index.html for directories, and a redirect that adds the trailing slash. */
function serveStatic(root) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    let file = path.join(root, decodeURIComponent(pathname));
    let info = file.startsWith(root) ? await stat(file).catch(() => null) : null;
    if (info?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { Location: `${pathname}/` }).end();
        return;
      }
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': info.size });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let site;
let server;
let browser;

before(async () => {
  const index = await stat(path.join(dist, 'index.html')).catch(() => null);
  assert.ok(index, `no ${dist}/index.html: run \`trunk build --release --offline\` first`);
  site = await mkdtemp(path.join(tmpdir(), 'rookery-e2e-'));
  await cp(dist, path.join(site, subfolder), { recursive: true });
  server = await serveStatic(site);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  if (site) await rm(site, { recursive: true, force: true });
});

test('the starting position is on the board, served under a subfolder', { timeout: 60_000 }, async () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  // Everything the page needs must come from the site itself.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/${subfolder}/`)) return route.continue();
    problems.push(`request outside the site: ${url}`);
    return route.abort();
  });

  await page.goto(`${origin}/${subfolder}/`);
  await page.waitForFunction(() => document.querySelectorAll('[data-square]').length === 64, null, {
    timeout: 30_000,
  });

  assert.equal(await page.title(), 'Rookery');
  const squares = await page.locator('[data-square]').evaluateAll((nodes) =>
    nodes.map((node) => node.dataset.square),
  );
  assert.equal(new Set(squares).size, 64, 'all 64 squares have distinct names');
  assert.equal(await page.locator('[data-piece]').count(), 32);
  for (const [piece, count] of Object.entries({ wP: 8, bP: 8, wN: 2, bB: 2, wR: 2, bQ: 1, wK: 1, bK: 1 })) {
    assert.equal(await page.locator(`[data-piece="${piece}"]`).count(), count, piece);
  }
  const pieceOn = (square) => page.locator(`[data-square="${square}"] [data-piece]`).getAttribute('data-piece');
  assert.equal(await pieceOn('e1'), 'wK');
  assert.equal(await pieceOn('d8'), 'bQ');
  assert.equal(await page.locator('[data-square="e4"] [data-piece]').count(), 0);

  // White at the bottom: h1 is the bottom-right square, and it is light.
  const square = (name) => page.locator(`[data-square="${name}"]`);
  assert.equal(await square('h1').getAttribute('data-color'), 'light');
  assert.equal(await square('a1').getAttribute('data-color'), 'dark');
  const [a1, h1, a8] = await Promise.all(['a1', 'h1', 'a8'].map((name) => square(name).boundingBox()));
  assert.ok(h1.x > a1.x && h1.y === a1.y, 'h1 is to the right of a1');
  assert.ok(a8.y < a1.y && a8.x === a1.x, 'a8 is above a1');
  const background = (name) => square(name).evaluate((node) => getComputedStyle(node).backgroundColor);
  assert.notEqual(await background('h1'), await background('a1'), 'light and dark squares differ');

  await mkdir(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'start-position.png'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});
