// End-to-end smoke test (run by `node --test tests/e2e/`): serves the Trunk build in dist/ from a
// local static server under a subfolder, as GitHub Pages does, opens it in Debian's headless
// Chromium through playwright-core, and checks that the starting position is on the board.
// Needs `trunk build --release` first; the screenshot goes to tests/e2e/artifacts/.
// The server, browser and helpers are in support.mjs.

import assert from 'node:assert/strict';
import { pieceOn, screenshot, useSite, waitForStatus } from './support.mjs';

const env = useSite();

const options = { timeout: 60_000, open: false, context: { viewport: { width: 800, height: 900 } } };
env.test('the starting position is on the board, served under a subfolder', options, async ({ page, context }) => {
  // The engine's Web Worker loads its files from the site too (the route in support.mjs covers
  // worker requests and aborts anything outside the site).
  const workerWasm = context.waitForEvent('response', {
    predicate: (response) => response.url() === `${env.appUrl}worker_bg.wasm`,
    timeout: 30_000,
  });
  await env.open(page);

  assert.equal(await page.title(), 'Rookery');
  const squares = await page.locator('[data-square]').evaluateAll((nodes) =>
    nodes.map((node) => node.dataset.square),
  );
  assert.equal(new Set(squares).size, 64, 'all 64 squares have distinct names');
  assert.equal(await page.locator('[data-piece]').count(), 32);
  for (const [piece, count] of Object.entries({ wP: 8, bP: 8, wN: 2, bB: 2, wR: 2, bQ: 1, wK: 1, bK: 1 })) {
    assert.equal(await page.locator(`[data-piece="${piece}"]`).count(), count, piece);
  }
  assert.equal(await pieceOn(page, 'e1'), 'wK');
  assert.equal(await pieceOn(page, 'd8'), 'bQ');
  assert.equal(await pieceOn(page, 'e4'), null);

  // White at the bottom: h1 is the bottom-right square, and it is light.
  const square = (name) => page.locator(`[data-square="${name}"]`);
  assert.equal(await square('h1').getAttribute('data-color'), 'light');
  assert.equal(await square('a1').getAttribute('data-color'), 'dark');
  const [a1, h1, a8] = await Promise.all(['a1', 'h1', 'a8'].map((name) => square(name).boundingBox()));
  assert.ok(h1.x > a1.x && h1.y === a1.y, 'h1 is to the right of a1');
  assert.ok(a8.y < a1.y && a8.x === a1.x, 'a8 is above a1');
  const background = (name) => square(name).evaluate((node) => getComputedStyle(node).backgroundColor);
  assert.notEqual(await background('h1'), await background('a1'), 'light and dark squares differ');

  // First visit: a game against the engine starts at once, White to play, no dialog.
  await waitForStatus(page, 'Your move');
  assert.equal(await page.locator('[data-testid="start-game"]').count(), 0, 'no new-game dialog');

  assert.equal((await workerWasm).status(), 200, 'the engine worker loaded worker_bg.wasm from the site');

  await screenshot(page, 'start-position.png', { fullPage: true });
});
