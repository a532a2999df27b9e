// The embed's message API across three origins (issue 11): a teacher's page (one loopback
// port) holds the embed (Rookery's site, another port) through embed.js, next to a frame of a
// third site (a third port) and a frame of its own origin. Events reach the teacher's page
// from Rookery's origin and no one else; commands are obeyed from the parent only (not from
// another origin, not from a sibling frame of the right origin); bad commands answer `error`
// and change nothing; without (or with someone else's) parentOrigin the API is off; embed.js
// sizes the frame from the embed's `resize` events.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ENGINE_TIMEOUT,
  LOAD_TIMEOUT,
  START_FEN,
  TEST_TIMEOUT,
  UI_TIMEOUT,
  launchBrowser,
  reportCspViolations,
  serveStatic,
  startSite,
  watchPage,
} from './support.mjs';

let site; // Rookery (the embed's origin)
let teacher; // the teacher's page
let third; // someone else's site
let browser;
let pages;

/** Records, in `window.got`, every message this window receives, with its origin. */
const RECORDER = `<script>
  window.got = [];
  addEventListener('message', (e) => got.push({ origin: e.origin, data: e.data }));
  /** Posts a Rookery command to every frame of the parent (the embed among them). */
  window.sendToAll = (message) => {
    for (let i = 0; i < parent.frames.length; i += 1) parent.frames[i].postMessage(message, '*');
  };
</script>`;

const listen = (server) => `http://127.0.0.1:${server.address().port}`;

before(async () => {
  site = await startSite();
  pages = await mkdtemp(path.join(tmpdir(), 'rookery-teacher-'));
  const thirdDir = await mkdtemp(path.join(tmpdir(), 'rookery-third-'));
  third = { server: await serveStatic(thirdDir), dir: thirdDir };
  third.origin = listen(third.server);
  teacher = { server: await serveStatic(pages) };
  teacher.origin = listen(teacher.server);
  await writeFile(path.join(thirdDir, 'third.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>third</title>${RECORDER}`);
  await writeFile(path.join(pages, 'sibling.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>sibling</title>${RECORDER}`);
  await writeFile(
    path.join(pages, 'lesson.html'),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A lesson</title>
<style>#board { width: 420px; } iframe:not(.rookery-frame) { width: 200px; height: 60px; }</style>${RECORDER}</head>
<body>
  <h1>Lesson</h1>
  <div id="board"></div>
  <iframe id="sibling" src="/sibling.html" title="sibling"></iframe>
  <iframe id="third" src="${third.origin}/third.html" title="third"></iframe>
  <script src="${site.appUrl}embed.js"></script>
</body></html>`,
  );
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  for (const s of [teacher, third]) await new Promise((resolve) => s?.server.close(resolve));
  await rm(pages, { recursive: true, force: true });
  await rm(third.dir, { recursive: true, force: true });
});

/** The teacher's page, open, with a recorder of problems. */
async function openLesson() {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, serviceWorkers: 'block', locale: 'en-US' });
  await reportCspViolations(context);
  const page = await context.newPage();
  const problems = [];
  watchPage(page, problems);
  await page.goto(`${teacher.origin}/lesson.html`);
  return { page, context, problems };
}

/** Creates an embed with embed.js in #board; resolves once its `ready` arrived. Returns the
 * embed's frame. */
async function embed(page, options) {
  await page.evaluate(async (options) => {
    window.events = [];
    window.board = Rookery.embed(document.getElementById('board'), options);
    board.on('*', (data) => events.push(data));
    await board.ready;
  }, options);
  return embedFrame(page);
}

async function embedFrame(page) {
  const frame = page.frames().find((f) => f.url().startsWith(site.appUrl) && f.url().includes('embed=1'));
  assert.ok(frame, 'the embed frame is on the page');
  await frame.waitForFunction(() => document.querySelectorAll('[data-square] > [data-piece]').length > 0, null, { timeout: LOAD_TIMEOUT });
  return frame;
}

/** The embed's messages (from Rookery's origin) the window received, as [origin, type]. */
const rookeryMessages = (frameOrPage) =>
  frameOrPage.evaluate((origin) => got.filter((m) => m.origin === origin).map((m) => [m.origin, m.data?.type]), site.origin);

const eventsOf = (page, type) => page.evaluate((type) => events.filter((e) => e.type === type), type);

async function waitForEvent(page, type, count = 1, timeout = ENGINE_TIMEOUT) {
  await page.waitForFunction(({ type, count }) => events.filter((e) => e.type === type).length >= count, { type, count }, { timeout });
  return eventsOf(page, type);
}

/** A real mouse drag inside the embed frame. */
async function frameDrag(page, frame, from, to) {
  const centre = async (square) => {
    const box = await frame.locator(`[data-square="${square}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 3, a.y - 5, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

const pieceOn = (frame, square) =>
  frame.evaluate((sq) => document.querySelector(`[data-square="${sq}"] > [data-piece]`)?.dataset.piece ?? null, square);
const firstSquare = (frame) => frame.evaluate(() => document.querySelector('[data-square]').dataset.square);
const plies = (frame) => frame.evaluate(() => document.querySelectorAll('[data-ply]').length);

test('events reach the teacher\'s page from Rookery\'s origin, and no other frame hears them', { timeout: TEST_TIMEOUT }, async () => {
  const { page, context, problems } = await openLesson();
  try {
    const frame = await embed(page, { mode: 'play', level: 1 });
    const [ready] = await eventsOf(page, 'ready');
    assert.equal(ready.fen, START_FEN);
    assert.equal(ready.version, 1);
    await frameDrag(page, frame, 'e2', 'e4');
    const moves = await waitForEvent(page, 'move', 2);
    assert.deepEqual(
      { uci: moves[0].uci, san: moves[0].san, ply: moves[0].ply },
      { uci: 'e2e4', san: 'e4', ply: 1 },
    );
    assert.match(moves[0].fen, /^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b KQkq - 0 1$/);
    assert.equal(moves[1].ply, 2, "the engine's move is told too");
    const heard = await page.evaluate(() => got.filter((m) => m.data?.source === 'rookery').map((m) => [m.origin, m.data.type]));
    assert.ok(heard.length >= 4);
    assert.ok(heard.every(([origin]) => origin === site.origin), `only from Rookery: ${JSON.stringify(heard)}`);
    for (const other of page.frames().filter((f) => /third\.html|sibling\.html/.test(f.url()))) {
      assert.deepEqual(await rookeryMessages(other), [], `${other.url()} hears nothing`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('commands from the parent are obeyed; bad ones answer an error and change nothing', { timeout: TEST_TIMEOUT }, async () => {
  const { page, context, problems } = await openLesson();
  try {
    const frame = await embed(page, { mode: 'play', level: 1, side: 'white' });
    await page.evaluate(() => board.setPosition('k7/8/8/8/8/8/4P3/4K3 w - - 0 1'));
    await frame.waitForFunction(() => document.querySelectorAll('[data-piece]').length === 3);
    await page.evaluate(() => board.move('e2e4'));
    await waitForEvent(page, 'move', 2); // e2e4 and the engine's reply
    assert.equal(await pieceOn(frame, 'e4'), 'wP');
    await page.evaluate(() => board.flip());
    await frame.waitForFunction(() => document.querySelector('[data-square]').dataset.square === 'h1');
    await page.evaluate(() => board.goTo(0));
    await frame.waitForFunction(() => document.querySelector('[data-square="e2"] > [data-piece="wP"]'));
    await page.evaluate(() => board.setLevel(6));
    await frame.waitForFunction(() => document.querySelector('[data-testid="embed"]').dataset.level === '6');
    await page.evaluate(() => board.reset());
    await frame.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 0);
    assert.equal(await pieceOn(frame, 'e2'), 'wP');
    await page.evaluate(() => board.loadPgn('1. d4 d5 *'));
    await frame.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 2);

    // Bad commands: each answers `error`, nothing changes.
    const before = await frame.evaluate(() => document.querySelector('[data-testid="embed"]').innerHTML);
    await page.evaluate(() => {
      board.setPosition('8/8/9 w - - 0 1');
      board.move('e2e5');
      board.send('castle', {});
      board.send('goTo', { ply: 'three' });
      board.send('setLevel', { level: 99 });
      board.loadPgn('1. e4 e4');
      const frameWindow = board.iframe.contentWindow;
      frameWindow.postMessage({ source: 'rookery', version: 2, type: 'flip' }, new URL(board.iframe.src).origin);
      frameWindow.postMessage({ source: 'rookery', version: 1 }, new URL(board.iframe.src).origin);
      frameWindow.postMessage('not json at all', new URL(board.iframe.src).origin);
      frameWindow.postMessage({ source: 'someone-else', type: 'flip' }, new URL(board.iframe.src).origin);
    });
    const errors = await waitForEvent(page, 'error', 8, UI_TIMEOUT);
    assert.deepEqual(
      errors.map((e) => e.command),
      ['setPosition', 'move', 'castle', 'goTo', 'setLevel', 'loadPgn', 'flip', ''],
    );
    assert.ok(errors.every((e) => typeof e.message === 'string' && e.message.length > 5));
    await page.waitForTimeout(300);
    assert.equal(await frame.evaluate(() => document.querySelector('[data-testid="embed"]').innerHTML), before, 'no change');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('commands from another origin, or from a frame that is not the parent, are ignored', { timeout: TEST_TIMEOUT }, async () => {
  const { page, context, problems } = await openLesson();
  try {
    const frame = await embed(page, { mode: 'play', level: 1 });
    const thirdFrame = page.frames().find((f) => f.url().endsWith('/third.html'));
    const sibling = page.frames().find((f) => f.url().endsWith('/sibling.html'));
    const flip = { source: 'rookery', version: 1, type: 'flip' };
    const position = { source: 'rookery', version: 1, type: 'setPosition', fen: '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1' };
    await thirdFrame.evaluate((m) => sendToAll(m), flip);
    await thirdFrame.evaluate((m) => sendToAll(m), position);
    await sibling.evaluate((m) => sendToAll(m), flip); // the teacher's own origin, but not the parent
    await sibling.evaluate((m) => sendToAll(m), position);
    // Then one from the parent: once it is carried out, the others had their chance.
    await page.evaluate(() => board.move('d2d4'));
    await waitForEvent(page, 'move', 1);
    assert.equal(await firstSquare(frame), 'a8', 'not flipped');
    assert.equal(await frame.evaluate(() => document.querySelectorAll('[data-piece]').length), 32, 'position kept');
    assert.deepEqual(await eventsOf(page, 'error'), [], 'ignored, not even answered');
    assert.deepEqual(await rookeryMessages(thirdFrame), []);
    assert.deepEqual(await rookeryMessages(sibling), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("an embed with someone else's parentOrigin, or none, neither obeys nor tells this page", { timeout: TEST_TIMEOUT }, async () => {
  const { page, context, problems } = await openLesson();
  try {
    for (const query of [`&parentOrigin=${encodeURIComponent(third.origin)}`, '']) {
      await page.evaluate((src) => {
        window.got = [];
        const frame = document.createElement('iframe');
        frame.id = 'raw';
        frame.src = src;
        document.getElementById('raw')?.remove();
        document.body.append(frame);
      }, `${site.appUrl}?embed=1&level=1${query}`);
      const url = `${site.appUrl}?embed=1&level=1${query}`;
      await page.waitForFunction((url) => document.getElementById('raw')?.src === url, url);
      let raw;
      for (let i = 0; i < 100 && !raw; i += 1) {
        raw = page.frames().find((f) => f.url() === url);
        if (!raw) await page.waitForTimeout(100);
      }
      assert.ok(raw, 'the raw frame loaded');
      await raw.waitForFunction(() => document.querySelectorAll('[data-square] > [data-piece]').length > 0, null, { timeout: LOAD_TIMEOUT });
      await page.evaluate((origin) => {
        const w = document.getElementById('raw').contentWindow;
        w.postMessage({ source: 'rookery', version: 1, type: 'flip' }, origin);
        w.postMessage({ source: 'rookery', version: 1, type: 'move', uci: 'e2e4' }, origin);
      }, site.origin);
      await page.waitForTimeout(1500);
      assert.equal(await firstSquare(raw), 'a8', `${query || 'no parentOrigin'}: not flipped`);
      assert.equal(await plies(raw), 0, `${query || 'no parentOrigin'}: no move`);
      assert.deepEqual(await rookeryMessages(page), [], `${query || 'no parentOrigin'}: nothing told`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('embed.js sizes the frame from the embed\'s resize events', { timeout: TEST_TIMEOUT }, async () => {
  const { page, context, problems } = await openLesson();
  try {
    await page.evaluate(() => { document.getElementById('board').style.width = '320px'; });
    const frame = await embed(page, { mode: 'view', pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *' });
    const fits = async () => {
      const content = await frame.evaluate(() => Math.ceil(document.querySelector('[data-testid="embed"]').getBoundingClientRect().height));
      const height = await page.evaluate(() => board.iframe.getBoundingClientRect().height);
      return { content, height };
    };
    await page.waitForFunction(() => events.some((e) => e.type === 'resize'));
    let size = await fits();
    assert.ok(Math.abs(size.height - size.content) <= 1, `frame ${size.height} for content ${size.content}`);
    const narrow = size.height;
    await page.evaluate(() => { document.getElementById('board').style.width = '560px'; });
    await page.waitForFunction((narrow) => board.iframe.getBoundingClientRect().height > narrow + 150, narrow, { timeout: UI_TIMEOUT });
    size = await fits();
    assert.ok(Math.abs(size.height - size.content) <= 1, `frame ${size.height} for content ${size.content}`);
    const resizes = await eventsOf(page, 'resize');
    assert.ok(resizes.length >= 2 && resizes.every((e) => Number.isInteger(e.height)));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
