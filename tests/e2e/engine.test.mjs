// The engine worker never stalls the game: a move made while the worker is still loading is
// answered (it used to be lost, leaving "Rookery is thinking…" for good), a reload right after a
// move gets its answer, a worker that does not answer is restarted and asked again, and an engine
// that never answers is reported with a way to go on. The worker's wasm is held back or refused
// through Playwright's routing, the way a slow or broken network would.

import assert from 'node:assert/strict';
import {
  ENGINE_TIMEOUT,
  UI_TIMEOUT,
  drag,
  moveList,
  pieceOn,
  playMove,
  screenshot,
  useSite,
  waitForBoard,
  waitForEngineReply,
  waitForStatus,
} from './support.mjs';

const env = useSite();
const WORKER_WASM = '**/worker_bg.wasm';
/** The supervisor's deadline for a level-2 move without clocks: 3 s to think + 10 s margin. */
const DEADLINE = 13_000;

/** Serves the worker's wasm only after `ms` milliseconds. */
async function delayWorker(context, ms) {
  await context.route(WORKER_WASM, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

env.test('a move made while the engine is still loading gets its answer', async ({ page, context }) => {
  await delayWorker(context, 2_000);
  await page.reload();
  await waitForBoard(page);
  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);
  assert.equal((await moveList(page))[0], 'e4');
});

env.test('a reload right after a move still gets the answer, every time', async ({ page }) => {
  let ply = 0;
  for (const [from, to] of [
    ['e2', 'e4'],
    ['g1', 'f3'],
    ['f1', 'c4'],
  ]) {
    await waitForStatus(page, 'Your move');
    await playMove(page, from, to, ply + 1);
    await page.reload();
    await waitForBoard(page);
    await waitForEngineReply(page, ply + 2);
    ply += 2;
  }
});

env.test(
  'a worker that never loads is restarted and asked again',
  { timeout: 90_000 },
  async ({ page, context }) => {
    let loads = 0;
    await context.route(WORKER_WASM, async (route) => {
      loads += 1;
      // The first worker's wasm never arrives (a stalled download); the next one does.
      if (loads === 1) return;
      await route.fallback();
    });
    await page.reload();
    await waitForBoard(page);
    await drag(page, 'e2', 'e4');
    await waitForEngineReply(page, 2, { timeout: DEADLINE + ENGINE_TIMEOUT });
    assert.equal(loads, 2, 'one restart');
    assert.equal(await page.locator('[data-testid="engine-failed"]').count(), 0);
  },
);

env.test(
    'an engine that never answers is reported, and the player can retry or play both sides',
    { timeout: 120_000 },
    async ({ page, context, problems }) => {
      let allow = false;
      await context.route(WORKER_WASM, (route) => (allow ? route.fallback() : route.abort()));
      await page.reload();
      await waitForBoard(page);
      await drag(page, 'e2', 'e4');
      const failed = page.locator('[data-testid="engine-failed"]');
      await failed.waitFor({ timeout: 2 * DEADLINE + ENGINE_TIMEOUT });
      assert.match(await failed.textContent(), /did not answer/);
      assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'no endless spinner');
      await waitForStatus(page, 'Waiting for the engine', { timeout: UI_TIMEOUT });
      await screenshot(page, 'engine-failed.png');
      await page.setViewportSize({ width: 360, height: 740 });
      await failed.scrollIntoViewIfNeeded();
      await screenshot(page, 'engine-failed-phone.png');
      await page.setViewportSize({ width: 1000, height: 900 });

      // Retry once the network is back: the engine answers.
      allow = true;
      await page.click('[data-testid="engine-retry"]');
      await waitForEngineReply(page, 2);
      assert.equal(await failed.count(), 0);

      // Break it again and go on with both sides.
      allow = false;
      await context.unroute(WORKER_WASM);
      await context.route(WORKER_WASM, (route) => route.abort());
      await page.reload();
      await waitForBoard(page);
      await playMove(page, 'g1', 'f3', 3);
      await failed.waitFor({ timeout: 2 * DEADLINE + ENGINE_TIMEOUT });
      await page.click('[data-testid="play-both-sides"]');
      await waitForStatus(page, 'Black to move', { timeout: UI_TIMEOUT });
      assert.equal((await moveList(page)).length, 3);
      // The player moves Black's pieces now (a rook pawn the engine's one move left alone).
      const [from, to] = (await pieceOn(page, 'a6')) || (await pieceOn(page, 'a5')) ? ['h7', 'h6'] : ['a7', 'a6'];
      await playMove(page, from, to, 4);
      await waitForStatus(page, 'White to move', { timeout: UI_TIMEOUT });
      // The refused wasm downloads (the spare worker's too) are the only problems.
      await context.unroute(WORKER_WASM);
      await page.waitForTimeout(500);
      const others = problems.filter((p) => !/worker_bg\.wasm|net::ERR_FAILED|Failed to load resource|Failed to fetch/i.test(p));
      assert.deepEqual(others, []);
      problems.length = 0;
    },
);
