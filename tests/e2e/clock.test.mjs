// Clocks: a 5+0 game against the engine shows 5:00 on both clocks, they start after White's first
// move (the engine's clock runs while it thinks, then the player's), and a 15-second custom game
// is lost on time. No assertion is about durations: the tests wait for the clocks' states.

import assert from 'node:assert/strict';
import {
  UI_TIMEOUT,
  drag,
  playMove,
  startNewGame,
  useSite,
  waitForEngineReply,
  waitForResult,
  waitForStatus,
} from './support.mjs';

const env = useSite();
const CLOCK_FORMAT = /^(\d+:)?\d{1,2}:\d{2}$|^0:0\d\.\d$/;

const clockText = async (page, side) =>
  (await page.textContent(`[data-testid="clock-${side}"]`)).trim();

/** Records, from now on, which clocks were ever seen running. */
async function watchRunningClocks(page) {
  await page.evaluate(() => {
    window.__running = { white: false, black: false };
    const look = () => {
      for (const side of ['white', 'black']) {
        if (document.querySelector(`[data-testid="clock-${side}"].running`)) window.__running[side] = true;
      }
    };
    look();
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

env.test('5+0 against the engine: 5:00 each, the clocks start after the first move', async ({ page }) => {
  assert.equal(await page.locator('[data-testid^="clock-"]').count(), 0, 'no clocks without a time control');

  await startNewGame(page, { opponent: 'engine', side: 'white', time: '5+0' });
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  assert.equal(await clockText(page, 'white'), '5:00');
  assert.equal(await clockText(page, 'black'), '5:00');
  assert.equal(await page.locator('.clock.running').count(), 0, 'no clock runs before the first move');
  assert.match(await page.textContent('[data-testid="player-white"]'), /You/);
  assert.match(await page.textContent('[data-testid="player-black"]'), /level 2/);

  await watchRunningClocks(page);
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  assert.equal((await page.evaluate(() => window.__running)).black, true, "the engine's clock ran while it thought");
  await page.waitForSelector('[data-testid="clock-white"].running', { timeout: UI_TIMEOUT });
  assert.equal(await page.locator('[data-testid="clock-black"].running').count(), 0);
  assert.match(await clockText(page, 'black'), CLOCK_FORMAT);

  // The player's clock counts down.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="clock-white"]').textContent.trim() !== '5:00',
    null,
    { timeout: UI_TIMEOUT },
  );
  const white = await clockText(page, 'white');
  assert.match(white, CLOCK_FORMAT);
  assert.match(white, /^4:\d{2}$/);
});

env.test('custom 0.25+0: White runs out of time and loses', async ({ page }) => {
  await startNewGame(page, { opponent: 'engine', side: 'white', time: { minutes: 0.25, increment: 0 } });
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  assert.equal(await clockText(page, 'white'), '0:15');
  assert.equal(await clockText(page, 'black'), '0:15');

  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);
  // Under ten seconds the clock shows tenths and turns "low".
  await page.waitForSelector('[data-testid="clock-white"].low.running', { timeout: 40_000 });
  assert.match(await clockText(page, 'white'), /^0:0\d\.\d$/);

  const text = await waitForResult(page, { timeout: 40_000 });
  assert.match(text, /0-1/);
  assert.match(text, /White ran out of time\. Black wins\./);
  assert.equal(await clockText(page, 'white'), '0:00.0');
  assert.equal(await page.locator('.clock.running').count(), 0, 'the clocks stop at the end');
  // No more moves.
  await drag(page, 'd2', 'd4');
  assert.equal(await page.locator('[data-ply]').count(), 2);
});

env.test('a reload never gives clock time back', async ({ page }) => {
  await startNewGame(page, { opponent: 'engine', side: 'white', time: '5+0' });
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  // White's clock runs now; White "thinks" for 4 seconds, then reloads.
  await page.waitForTimeout(4_000);
  await page.reload();
  await page.waitForSelector('[data-testid="clock-white"].running', { timeout: UI_TIMEOUT });
  const [minutes, seconds] = (await clockText(page, 'white')).split(':').map(Number);
  const left = minutes * 60 + seconds;
  assert.ok(left <= 4 * 60 + 56, `White's clock shows ${minutes}:${seconds} after the reload`);
  assert.ok(left >= 4 * 60, `White's clock shows ${minutes}:${seconds}: more than a minute was lost`);
});
