// Offline and installable: after a first visit the service worker has every file of the build,
// so with the static server stopped and the browser offline the app still opens (at any address
// with any parameters), the engine worker and its wasm load, and a move gets the engine's
// answer. A new build is offered with "New version available — reload" and never mixed with the
// old one. Chromium's own installability check reports no error. Every page here reports
// Content-Security-Policy violations as problems, and the policy is checked to be in force.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, before, after } from 'node:test';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import {
  LOAD_TIMEOUT,
  UI_TIMEOUT,
  appAddress,
  boardPieces,
  chromiumPath,
  drag,
  launchArgs,
  launchBrowser,
  piecesFromFen,
  repo,
  reportCspViolations,
  screenshot,
  startSite,
  waitForBoard,
  waitForEngineReply,
  watchPage,
} from './support.mjs';

const run = promisify(execFile);
let site;
let browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A fresh site (its own port and files) and a context with the service worker allowed. */
async function offlineSetup(t) {
  site = await startSite();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1000, height: 900 } });
  await reportCspViolations(context);
  const problems = [];
  context.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  const page = await context.newPage();
  watchPage(page, problems);
  t.after(async () => {
    await context.close();
    await site.close();
  });
  return { context, page, problems };
}

/** Waits until the service worker controls the page and has finished precaching. */
async function waitForServiceWorker(page) {
  const deadline = Date.now() + LOAD_TIMEOUT;
  for (;;) {
    // The controller is set only once the worker has activated, i.e. after precaching.
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      return Boolean(navigator.serviceWorker?.controller && registration?.active?.state === 'activated');
    });
    if (ready) return;
    assert.ok(Date.now() < deadline, 'the service worker never took control of the page');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('rookery-')));

test('with the server stopped and the browser offline, the app opens and the engine answers', { timeout: 120_000 }, async (t) => {
  const { context, page, problems } = await offlineSetup(t);
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await waitForServiceWorker(page);
  // Every file of the build is in the cache.
  const precached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rookery-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.replace(/^\/rookery\//, ''));
  });
  for (const file of ['index.html', 'worker.js', 'worker_loader.js', 'worker_bg.wasm', 'manifest.webmanifest', 'icons/icon-192.png', 'pieces/wK.svg']) {
    assert.ok(precached.includes(file), `${file} is precached (${precached.join(', ')})`);
  }
  assert.ok(precached.some((f) => /^app-.*_bg\.wasm$/.test(f)), 'the app wasm is precached');
  assert.ok(precached.some((f) => /^start-.*\.js$/.test(f)), 'the start-up script is precached');

  await site.stop();
  await context.setOffline(true);
  await page.reload();
  await waitForBoard(page);
  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);

  // wasm comes from the cache with its own content type.
  const type = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rookery-')));
    const name = (await cache.keys()).map((r) => r.url).find((u) => /\/app-[^/]*_bg\.wasm$/.test(u));
    return (await fetch(name)).headers.get('content-type');
  });
  assert.equal(type, 'application/wasm');

  // Addresses with parameters open too, in a new tab as well.
  const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  const linked = await context.newPage();
  watchPage(linked, problems);
  await linked.goto(appAddress(site.appUrl, { fen, orientation: 'black' }));
  await waitForBoard(linked);
  assert.deepEqual(await boardPieces(linked), piecesFromFen(fen));
  const a8 = await linked.locator('[data-square="h1"]').boundingBox();
  const h8 = await linked.locator('[data-square="a8"]').boundingBox();
  assert.ok(a8.y < h8.y, 'the board is turned for Black');
  await linked.goto(`${site.appUrl}index.html?orientation=white&unknown=1`);
  await waitForBoard(linked);
  // The linked position was saved as the game in progress, and comes back white side up.
  assert.deepEqual(await boardPieces(linked), piecesFromFen(fen));
  const e1 = await linked.locator('[data-square="e1"]').boundingBox();
  const e8 = await linked.locator('[data-square="e8"]').boundingBox();
  assert.ok(e8.y < e1.y, 'White at the bottom');
  await screenshot(linked, 'offline-start.png');
  await linked.close();

  // HTTP errors would have shown up as problems; offline there were none.
  assert.deepEqual(problems, []);
});

test('a new build is offered, never mixed with the old one, and taken on the player\'s word', { timeout: 120_000 }, async (t) => {
  const { page, problems } = await offlineSetup(t);
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await waitForServiceWorker(page);
  const [oldCache] = await cacheNames(page);
  assert.equal(await page.locator('[data-testid="update-available"]').count(), 0, 'nothing to update on a first visit');

  // A second build: one changed file, then the post-build step as Trunk runs it.
  const index = path.join(site.dir, 'index.html');
  const html = await readFile(index, 'utf8');
  await writeFile(index, html.replace('<title>', '<meta name="rookery-build" content="second" /><title>'));
  // With the web build's environment, so the extras' cargo build is the one already made.
  await run('bash', ['-c', 'source scripts/web_env.sh && node scripts/postbuild.mjs "$0"', site.dir], { cwd: repo });
  const build = () => page.evaluate(() => document.querySelector('meta[name="rookery-build"]')?.content ?? 'first');

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const notice = page.locator('[data-testid="update-available"]');
  await notice.waitFor({ timeout: LOAD_TIMEOUT });
  assert.match(await notice.textContent(), /new version/i);
  await screenshot(page, 'update-available.png');
  await page.setViewportSize({ width: 360, height: 740 });
  await notice.scrollIntoViewIfNeeded();
  await screenshot(page, 'update-available-phone.png');
  await page.setViewportSize({ width: 1000, height: 900 });

  // Until the player says so, the page keeps the old version, even across a reload.
  await page.reload();
  await waitForBoard(page);
  assert.equal(await build(), 'first');
  await notice.waitFor({ timeout: LOAD_TIMEOUT });

  await Promise.all([page.waitForEvent('load', { timeout: LOAD_TIMEOUT }), page.click('[data-testid="update-reload"]')]);
  await waitForBoard(page);
  assert.equal(await build(), 'second');
  await page.waitForFunction((old) => caches.keys().then((keys) => !keys.includes(old)), oldCache, { timeout: UI_TIMEOUT });
  const caches_ = await cacheNames(page);
  assert.equal(caches_.length, 1, `one cache left: ${caches_}`);
  assert.notEqual(caches_[0], oldCache);
  assert.equal(await notice.count(), 0);
  assert.deepEqual(problems, []);
});

test('Chromium finds the app installable', { timeout: 60_000 }, async (t) => {
  site = await startSite();
  const profile = await mkdtemp(path.join(tmpdir(), 'rookery-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs,
    serviceWorkers: 'allow',
  });
  t.after(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await site.close();
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const parsed = JSON.parse(manifest.data);
  assert.equal(parsed.display, 'standalone');
  assert.equal(parsed.start_url, './');
  assert.ok(parsed.icons.some((i) => i.purpose === 'maskable'));
});

test('the Content-Security-Policy is strict and in force', { timeout: 60_000 }, async (t) => {
  site = await startSite();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  t.after(async () => {
    await context.close();
    await site.close();
  });
  const page = await context.newPage();
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(e.violatedDirective));
  });
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);
  assert.deepEqual(violations, [], 'the app itself breaks no rule of its policy');
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  for (const rule of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "object-src 'none'", "base-uri 'self'", "worker-src 'self'"]) {
    assert.ok(policy.includes(rule), `the policy has ${rule}`);
  }
  assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'/);
  // The policy is really applied: inline code and inline styles are refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    const div = document.createElement('div');
    div.setAttribute('style', 'color: red');
    document.body.append(div);
  });
  await page.waitForFunction(() => true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(await page.evaluate(() => window.inlineRan ?? false), false);
  assert.ok(violations.includes('script-src-elem'), `inline script reported: ${violations}`);
  assert.ok(violations.includes('style-src-attr'), `inline style reported: ${violations}`);
});

test("the teachers' example page shows every mode, and works offline too, as do the lessons", { timeout: 180_000 }, async (t) => {
  const { context, page, problems } = await offlineSetup(t);
  const boards = async () => {
    const frames = page.frames().filter((f) => f.url().includes('embed=1'));
    for (const frame of frames) {
      await frame.waitForFunction(() => document.querySelectorAll('[data-square] > [data-piece]').length > 0, null, { timeout: LOAD_TIMEOUT });
    }
    return Promise.all(frames.map((f) => f.evaluate(() => document.querySelector('[data-testid="embed"]').dataset.mode)));
  };
  const example = `${site.appUrl}embed-example.html`;
  await page.goto(example);
  await page.waitForFunction(() => document.querySelectorAll('iframe.rookery-frame').length === 5, null, { timeout: LOAD_TIMEOUT });
  assert.deepEqual((await boards()).sort(), ['play', 'play', 'puzzle', 'puzzle', 'view']);
  await page.waitForFunction(() => document.querySelector('#event-log')?.textContent.includes('ready'), null, { timeout: LOAD_TIMEOUT });
  // The frames installed the service worker; wait until it has precached everything and
  // controls this page too. (Not with waitForFunction: it takes the promise an async
  // predicate returns for a truthy answer, so it did not wait, and the second visit below
  // could still load from the network while the site stopped under it.)
  await waitForServiceWorker(page);
  // A second visit, online: the page itself is now served by the service worker.
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: LOAD_TIMEOUT });
  await site.stop();
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('iframe.rookery-frame').length === 5, null, { timeout: LOAD_TIMEOUT });
  assert.deepEqual((await boards()).sort(), ['play', 'play', 'puzzle', 'puzzle', 'view']);
  await page.click('#cmd-e4');
  await page.waitForFunction(() => document.querySelector('#event-log').textContent.includes('"uci":"e2e4"'), null, { timeout: LOAD_TIMEOUT });
  await screenshot(page, 'embed-example-offline.png', { fullPage: true });
  // Learn's lessons were precached too: a lesson opens with the network gone.
  await page.goto(`${site.appUrl}?lesson=castling`);
  await page.waitForSelector('[data-testid="lesson-goal"]', { timeout: LOAD_TIMEOUT });
  assert.deepEqual(problems, []);
});
