// Shared code for the end-to-end tests (not a test file itself: `node --test tests/e2e/` picks up
// only `*.test.mjs`). It serves the Trunk build in dist/ from a local static server under a
// subfolder, as GitHub Pages does, launches Debian's headless Chromium through playwright-core,
// and gives each test a fresh browser context whose page records what went wrong (page errors,
// console errors, HTTP errors, requests that leave the site, Content-Security-Policy
// violations). The helpers below drive the board with real pointer input (mouse or touch), never
// by calling into the app. Contexts block the service worker unless a test asks for it
// (`serviceWorkers: 'allow'`): Playwright's request routing cannot see requests a service
// worker answers, and most tests want the network as a first visit sees it.
//
// Usage in a test file:
//   const env = useSite();               // registers before/after hooks for this file
//   env.test('…', { fen }, async ({ page }) => {
//     …                                  // the app is open (at `fen`, if given)
//   });                                  // then: no problems on the page, context closed
// `env.withPage(options, body)` does the same for a further page inside a test, and
// `env.newPage()` / `env.open(page)` give a bare page for anything else.

import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(repo, 'dist');
export const artifacts = path.join(repo, 'tests/e2e/artifacts');
export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const subfolder = 'rookery';

/** Generous waits: the machine may be busy, and the engine runs in a worker. */
export const LOAD_TIMEOUT = 30_000;
export const ENGINE_TIMEOUT = 30_000;
export const UI_TIMEOUT = 10_000;
/** A test's own time limit (node:test option), unless it gives another. */
export const TEST_TIMEOUT = 120_000;

/** The selector of the element with this data-testid. */
export const testid = (id) => `[data-testid="${id}"]`;

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A static file server for `root` on 127.0.0.1 and a free port, with GitHub Pages' habits:
 * index.html for directories, and a redirect that adds the trailing slash. */
export function serveStatic(root, port = 0) {
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
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Copies dist/ into a temporary site under `subfolder` and serves it. Returns the origin, the
 * app's URL and a `close()`. */
export async function startSite() {
  const index = await stat(path.join(dist, 'index.html')).catch(() => null);
  assert.ok(index, `no ${dist}/index.html: run \`scripts/web_build.sh\` first`);
  const site = await mkdtemp(path.join(tmpdir(), 'rookery-e2e-'));
  await cp(dist, path.join(site, subfolder), { recursive: true });
  let server = await serveStatic(site);
  const port = server.address().port;
  const origin = `http://127.0.0.1:${port}`;
  const stopServer = () =>
    new Promise((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections?.();
      server.close(() => resolve());
      server = null;
    });
  return {
    origin,
    appUrl: `${origin}/${subfolder}/`,
    /** The served copy of the build (tests may change it, e.g. to make a new version). */
    dir: path.join(site, subfolder),
    /** Stops serving (the site goes offline); `restart()` serves it again on the same port. */
    stop: stopServer,
    async restart() {
      await stopServer();
      server = await serveStatic(site, port);
    },
    async close() {
      await stopServer();
      await rm(site, { recursive: true, force: true });
    },
  };
}

export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs });
}

/** The app's address with optional `?fen=` and `?orientation=`. */
export function appAddress(appUrl, { fen, orientation } = {}) {
  const params = new URLSearchParams();
  if (fen !== undefined) params.set('fen', fen);
  if (orientation !== undefined) params.set('orientation', orientation);
  const query = params.toString();
  return query ? `${appUrl}?${query}` : appUrl;
}

/** Registers before/after hooks that start the site and the browser for one test file, and
 * returns the handle the tests use. */
export function useSite() {
  const env = {
    site: null,
    browser: null,
    get origin() {
      return env.site.origin;
    },
    get appUrl() {
      return env.site.appUrl;
    },
    /** A page in a fresh context (empty localStorage) that records problems. */
    newPage: (options) => newPage(env.browser, env.site, options),
    /** Opens one of the site's pages by its query (`analysis`, `editor&fen=…`) and waits for
     * the element with data-testid `ready` (when given). */
    openPage: async (page, query, ready) => {
      await page.goto(`${env.site.appUrl}?${query}`);
      if (ready) await page.waitForSelector(testid(ready));
    },
    /** Opens the app (optionally with `fen`/`orientation`) and waits for the board. */
    open: async (page, params) => {
      await page.goto(appAddress(env.site.appUrl, params));
      await waitForBoard(page);
    },
    /** Runs `body({ page, context, problems })` on a page in a fresh context, with the app open
     * (at `fen`/`orientation` when given; `open: false` leaves the page blank), then asserts that
     * nothing went wrong on the page. The context is closed either way. `context` holds options
     * for the browser context (viewport, touch…). */
    withPage: async ({ fen, orientation, open = true, context: contextOptions } = {}, body) => {
      const { page, context, problems, close } = await env.newPage(contextOptions);
      try {
        if (open) await env.open(page, { fen, orientation });
        const result = await body({ page, context, problems });
        assert.deepEqual(problems, []);
        return result;
      } finally {
        await close();
      }
    },
    /** Registers a node:test test whose body runs through `withPage`; the optional `options`
     * are withPage's plus `timeout` (TEST_TIMEOUT unless given). */
    test: (name, options, body) => {
      if (typeof options === 'function') [options, body] = [{}, options];
      const { timeout = TEST_TIMEOUT, ...pageOptions } = options;
      return test(name, { timeout }, () => env.withPage(pageOptions, body));
    },
  };
  before(async () => {
    env.site = await startSite();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

/** Makes every page of `context` report Content-Security-Policy violations as console errors
 * (which `watchPage` records). */
export async function reportCspViolations(context) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

/** Records what goes wrong on `page` into `problems`. */
export function watchPage(page, problems) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Where it came from: a failed load names only its error, not the address.
    const { url } = message.location();
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('crash', () => problems.push('page crashed'));
}

/** A page in a new browser context. `problems` collects page errors, console errors, CSP
 * violations, HTTP responses ≥ 400 and requests for anything outside the site (which are
 * aborted); requests from the engine's Web Worker go through the same context-wide route.
 * With `serviceWorkers: 'allow'` there is no route (it could not see the service worker's
 * answers), so leaving the site is not checked. */
export async function newPage(browser, site, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1000, height: 900 },
    serviceWorkers: 'block',
    locale: 'en-US',
    ...options,
  });
  const problems = [];
  const prefix = `${site.origin}/${subfolder}/`;
  if (options.serviceWorkers !== 'allow') {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(prefix) || url === `${site.origin}/${subfolder}`) return route.fallback();
      problems.push(`request outside the site: ${url}`);
      return route.abort();
    });
  }
  await reportCspViolations(context);
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  const page = await context.newPage();
  watchPage(page, problems);
  return {
    page,
    context,
    problems,
    close: () => context.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the page.

/** Waits until the board shows 64 squares with pieces (the wasm app has started). */
export async function waitForBoard(page, { timeout = LOAD_TIMEOUT } = {}) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-square]').length === 64 &&
      document.querySelectorAll('[data-square] > [data-piece]').length > 0,
    null,
    { timeout },
  );
}

/** The piece code on `square` (`'wP'`…), or null when it is empty. */
export async function pieceOn(page, square) {
  return page
    .locator(`[data-square="${square}"]`)
    .evaluate((node) => node.querySelector(':scope > [data-piece]')?.dataset.piece ?? null);
}

/** The board as `{ e1: 'wK', … }` (occupied squares only). */
export async function boardPieces(page) {
  return page.evaluate(() => {
    const out = {};
    for (const square of document.querySelectorAll('[data-square]')) {
      const piece = square.querySelector(':scope > [data-piece]');
      if (piece) out[square.dataset.square] = piece.dataset.piece;
    }
    return out;
  });
}

/** The board of a FEN's placement field, as `boardPieces` gives it. */
export function piecesFromFen(fen) {
  const out = {};
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
      } else {
        const color = ch === ch.toUpperCase() ? 'w' : 'b';
        out[`${'abcdefgh'[file]}${rank}`] = `${color}${ch.toUpperCase()}`;
        file += 1;
      }
    }
  });
  return out;
}

/** The SAN texts of the move list, in ply order. */
export async function moveList(page) {
  return page.locator('[data-ply]').evaluateAll((nodes) =>
    nodes
      .map((node) => [Number(node.dataset.ply), node.textContent.trim()])
      .sort((a, b) => a[0] - b[0])
      .map(([, san]) => san),
  );
}

export async function statusText(page) {
  return (await page.locator('[data-testid="status"]').textContent()).trim();
}

/** Waits until the status line reads exactly `text` (or matches a RegExp). */
export async function waitForStatus(page, text, { timeout = ENGINE_TIMEOUT } = {}) {
  const pattern = text instanceof RegExp ? { source: text.source, flags: text.flags } : null;
  try {
    await page.waitForFunction(
      ({ text, pattern }) => {
        const node = document.querySelector('[data-testid="status"]');
        if (!node) return false;
        const now = node.textContent.trim();
        return pattern ? new RegExp(pattern.source, pattern.flags).test(now) : now === text;
      },
      { text: pattern ? null : text, pattern },
      { timeout },
    );
  } catch (error) {
    const now = await statusText(page).catch(() => '(no status line)');
    throw new Error(`status never became ${text} (it reads "${now}"): ${error.message}`);
  }
}

/** Waits until the move list has a button for `ply`. */
export async function waitForPly(page, ply, { timeout = ENGINE_TIMEOUT } = {}) {
  await page.waitForSelector(`[data-ply="${ply}"]`, { timeout });
}

/** Waits for the engine's answer: the move list reaches `ply` and it is the player's turn. */
export async function waitForEngineReply(page, ply, { timeout = ENGINE_TIMEOUT } = {}) {
  await waitForPly(page, ply, { timeout });
  await waitForStatus(page, /^Your move/, { timeout });
}

/** Drags the piece on `from` to `to` and waits until the move list has `ply`: the move was
 * made (the player's own move, so no engine wait). */
export async function playMove(page, from, to, ply) {
  await drag(page, from, to);
  await waitForPly(page, ply, { timeout: UI_TIMEOUT });
}

/** The SAN text of the move list's button for `ply`. */
export async function plyText(page, ply) {
  return (await page.textContent(`[data-ply="${ply}"]`)).trim();
}

/** Waits for the game's result panel and returns its text. */
export async function waitForResult(page, { timeout = UI_TIMEOUT } = {}) {
  const result = page.locator('[data-testid="result"]');
  await result.waitFor({ timeout });
  return result.textContent();
}

export async function noticeText(page) {
  const notice = page.locator('[data-testid="notice"]');
  if ((await notice.count()) === 0) return null;
  return (await notice.textContent()).replace(/×\s*$/, '').trim();
}

/** Waits for the notice and returns its text (without the dismiss button's ×). */
export async function waitForNotice(page, { timeout = UI_TIMEOUT } = {}) {
  await page.waitForSelector('[data-testid="notice"]', { timeout });
  return noticeText(page);
}

// ---------------------------------------------------------------------------------------------
// Pointer input.

/** The centre of `square` on the page, in CSS pixels. */
export async function squareCenter(page, square) {
  const box = await page.locator(`[data-square="${square}"]`).boundingBox();
  assert.ok(box, `square ${square} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Scrolls the page (as a person would) until both squares are inside the window: a tall side
 * panel can push part of the board out of view. */
export async function bringIntoView(page, ...squares) {
  const hidden = await page.evaluate((names) => names.some((name) => {
    const box = document.querySelector(`[data-square="${name}"]`)?.getBoundingClientRect();
    return !box || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
  }), squares);
  if (hidden) {
    await page.evaluate(() => document.querySelector('[data-square]')?.closest('[role="grid"]')?.scrollIntoView({ block: 'center' }));
  }
}

/** Drags the piece on `from` to `to` with the mouse: press, move past the drag threshold,
 * glide to the target square in `steps` moves, release. */
export async function drag(page, from, to, { steps = 10 } = {}) {
  await bringIntoView(page, from, to);
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 3, a.y - 5, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

/** A plain click in the middle of `square` (press and release without moving). */
export async function clickSquare(page, square) {
  await bringIntoView(page, square);
  const { x, y } = await squareCenter(page, square);
  await page.mouse.click(x, y);
}

/** Drags from `from` to `to` with touch events through the DevTools protocol (the context
 * must have `hasTouch: true`). */
export async function touchDrag(page, from, to, { steps = 12 } = {}) {
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x: a.x, y: a.y, id: 1 }]);
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    await touch('touchMove', [{ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, id: 1 }]);
  }
  await touch('touchEnd', []);
  await cdp.detach();
}

/** A finger swipe from (x, y) by (dx, dy) pixels, with touch events through the DevTools
 * protocol: on a scrollable page outside the board this scrolls. */
export async function touchSwipe(page, { x, y }, { dx = 0, dy = 0 }, { steps = 10 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y, id: 1 }]);
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps, id: 1 }]);
  }
  await touch('touchEnd', []);
  await cdp.detach();
}

// ---------------------------------------------------------------------------------------------
// The new-game dialog.

/** Opens the new-game dialog, sets the options given and starts the game.
 * `opponent`: 'engine' | 'human'; `side`: 'white' | 'black' | 'random'; `level`: 1–8;
 * `time`: 'none' | '5+0' | '10+5' | '15+10' | { minutes, increment }. */
export async function startNewGame(page, { opponent, side, level, time, autoFlip } = {}) {
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="start-game"]', { timeout: UI_TIMEOUT });
  if (opponent) await page.check(`[data-testid="opponent-${opponent}"]`);
  if (autoFlip !== undefined) await page.setChecked('[data-testid="auto-flip"]', autoFlip);
  if (side) await page.check(`[data-testid="side-${side}"]`);
  if (level !== undefined) await page.selectOption('[data-testid="level"]', String(level));
  if (typeof time === 'string') {
    await page.selectOption('[data-testid="time"]', time);
  } else if (time) {
    await page.selectOption('[data-testid="time"]', 'custom');
    await page.fill('[data-testid="custom-minutes"]', String(time.minutes));
    await page.press('[data-testid="custom-minutes"]', 'Tab');
    await page.fill('[data-testid="custom-increment"]', String(time.increment ?? 0));
    await page.press('[data-testid="custom-increment"]', 'Tab');
  }
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="start-game"]', { state: 'detached', timeout: UI_TIMEOUT });
}

// ---------------------------------------------------------------------------------------------
// Screenshots (tests/e2e/artifacts/ is git-ignored).

export async function screenshot(page, name, options = {}) {
  await mkdir(artifacts, { recursive: true });
  const file = path.join(artifacts, name);
  await page.screenshot({ path: file, ...options });
  return file;
}
