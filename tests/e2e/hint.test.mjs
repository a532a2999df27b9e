// Hints in games (issue 13), as a player asks for them with the mouse: the piece first (a
// circle on its square and a line in words), then the move (an arrow); playing any move clears
// it; the switch turns hints off; a hint in a rated game makes it unrated, in Chinese too. And
// the clock times of a game with a clock go to the analysis board's PGN as [%clk].

import assert from 'node:assert/strict';
import {
  UI_TIMEOUT,
  ENGINE_TIMEOUT,
  playMove,
  screenshot,
  startNewGame,
  testid,
  useSite,
  waitForEngineReply,
  waitForResult,
} from './support.mjs';

const env = useSite();

env.test('a hint shows the piece, then the move; playing clears it; the switch turns hints off', async ({ page }) => {
  // Scholar's mate is on: White to move and mate in one with the queen.
  await env.open(page, { fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4' });
  assert.equal(await page.locator('[data-circle], [data-arrow]').count(), 0);
  await page.click(testid('hint'));
  const circle = await page.waitForSelector('[data-circle]', { timeout: ENGINE_TIMEOUT });
  assert.equal(await circle.getAttribute('data-circle'), 'h5', 'the queen mates');
  assert.equal((await page.textContent(testid('hint-text'))).trim(), 'Hint: move the piece on h5.');
  assert.equal((await page.textContent(testid('hint'))).trim(), 'Show the move');
  assert.equal(await page.locator('[data-arrow]').count(), 0, 'not the move yet');
  await screenshot(page, 'hint-piece-desktop-en.png');
  await page.click(testid('hint'));
  await page.waitForSelector('[data-arrow="h5f7"]', { timeout: UI_TIMEOUT });
  assert.equal((await page.textContent(testid('hint-text'))).trim(), 'Hint: Qxf7#.');
  assert.ok(await page.isDisabled(testid('hint')), 'nothing more to show');
  await screenshot(page, 'hint-move-desktop-en.png');
  // Another move than the hint's: the hint goes.
  await playMove(page, 'c4', 'b5', 1);
  assert.equal(await page.locator('[data-circle], [data-arrow], [data-testid="hint-text"]').count(), 0);
  await waitForEngineReply(page, 2);
  // The switch: no hint button while hints are off, and it stays off after a reload.
  await page.click(testid('hints'));
  assert.equal(await page.locator(testid('hint')).count(), 0);
  await page.reload();
  await page.waitForSelector(testid('hints'));
  assert.equal(await page.isChecked(testid('hints')), false);
  assert.equal(await page.locator(testid('hint')).count(), 0);
});

env.test('a hint makes a rated game unrated (in Chinese)', { context: { locale: 'zh-CN' } }, async ({ page }) => {
  await page.fill(testid('profile-name'), '小明');
  await page.click(testid('add-profile'));
  await startNewGame(page, { opponent: 'engine', side: 'white', level: 2, time: 'none' });
  assert.match(await page.textContent(testid('rated')), /计分对局/);
  await page.click(testid('hint'));
  await page.waitForSelector(testid('unrated'), { timeout: UI_TIMEOUT });
  assert.equal((await page.textContent(testid('notice'))).trim().replace(/×$/, ''), '你使用了提示：本局不再计分。');
  await page.waitForSelector('[data-circle]', { timeout: ENGINE_TIMEOUT });
  assert.match(await page.textContent(testid('hint-text')), /^提示：走[a-h][1-8]格的棋子。$/);
  await screenshot(page, 'hint-unrated-desktop-zh-Hans.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'hint-unrated-phone-zh-Hans.png', { fullPage: true });
});

env.test('a game with a clock goes to the analysis board with its clock times, time control and result, and is reviewed', async ({ page }) => {
  await startNewGame(page, { opponent: 'human', time: { minutes: 3, increment: 2 } });
  await playMove(page, 'e2', 'e4', 1);
  await playMove(page, 'e7', 'e5', 2);
  await playMove(page, 'g1', 'f3', 3);
  await page.click(testid('resign'));
  await waitForResult(page);
  await page.click(testid('analyse-game'));
  await page.waitForSelector(testid('analysis'));
  // The finished game is reviewed at once, with its progress bar.
  await page.waitForSelector(testid('eval-graph'), { timeout: ENGINE_TIMEOUT });
  await page.click(testid('export-pgn'));
  const pgn = await page.inputValue(testid('pgn-text'));
  assert.match(pgn, /\[Result "1-0"\]/, pgn);
  assert.match(pgn, /\[TimeControl "180\+2"\]/, pgn);
  const clocks = [...pgn.matchAll(/\[%clk (\d):(\d\d):(\d\d)\]/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
  assert.equal(clocks.length, 3, pgn);
  // Each move adds 2 s; a few seconds at most went by while the moves were made.
  for (const secs of clocks) assert.ok(secs > 170 && secs <= 182, pgn);
  assert.match(pgn.replace(/\s+/g, ' '), /1-0\s*$/);
});
