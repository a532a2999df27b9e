// The game survives a reload (localStorage key `rookery.game`), and unreadable saved data is
// discarded with a notice instead of breaking the page.

import assert from 'node:assert/strict';
import {
  START_FEN,
  UI_TIMEOUT,
  boardPieces,
  drag,
  moveList,
  pieceOn,
  piecesFromFen,
  playMove,
  statusText,
  useSite,
  waitForBoard,
  waitForEngineReply,
  waitForNotice,
  waitForPly,
  waitForStatus,
} from './support.mjs';

const env = useSite();
const KEY = 'rookery.game';
const savedGame = (page) => page.evaluate((key) => localStorage.getItem(key), KEY);

env.test('a reload keeps the game, and play goes on', async ({ page }) => {
  await waitForStatus(page, 'Your move');

  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);
  const pieces = await boardPieces(page);
  const sans = await moveList(page);
  assert.equal(sans.length, 2);
  const saved = await savedGame(page);
  assert.ok(saved, `the game is saved under ${KEY}`);

  await page.reload();
  await waitForBoard(page);
  await waitForPly(page, 2, { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), pieces, 'same pieces after the reload');
  assert.deepEqual(await moveList(page), sans, 'same move list after the reload');
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0, 'no notice after a normal reload');
  assert.equal(await page.locator('[data-square].last-move').count(), 2, 'the last move is still marked');

  // The restored game is live: White moves again and the engine answers.
  await playMove(page, 'g1', 'f3', 3);
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  await waitForEngineReply(page, 4);
});

env.test('garbage in localStorage is discarded with a notice', async ({ page }) => {
  const garbage = [
    'garbage',
    '{"fen": "not json we know"}',
    'rookery-game 1\nmode engine white\nlevel 2\ntime none\nfen nonsense\nmoves e2e4',
    'rookery-game 1\nmode engine white\nlevel 2\ntime none\norientation white\nanimate on\n' +
      `fen ${START_FEN}\nmoves e2e5`,
  ];
  for (const text of garbage) {
    // Written as the page goes away, after the app's own last saves (on `pagehide` and when
    // the page turns hidden).
    await page.evaluate(
      ([key, value]) => {
        const write = () => localStorage.setItem(key, value);
        addEventListener('pagehide', write);
        document.addEventListener('visibilitychange', write);
      },
      [KEY, text],
    );
    await page.reload();
    await waitForBoard(page);
    const notice = await waitForNotice(page);
    assert.match(
      notice,
      /^The saved game could not be read and was discarded/,
      `notice for saved data ${JSON.stringify(text)}`,
    );
    assert.deepEqual(await boardPieces(page), piecesFromFen(START_FEN), 'a fresh game starts');
    assert.equal(await page.locator('[data-ply]').count(), 0);
    assert.equal(await statusText(page), 'Your move');
    const rewritten = await savedGame(page);
    assert.notEqual(rewritten, text, 'the unreadable data was replaced');
  }
  // The notice can be dismissed, and the fresh game is playable.
  await page.click('[data-testid="notice"] .dismiss');
  await page.waitForSelector('[data-testid="notice"]', { state: 'detached', timeout: UI_TIMEOUT });
  await playMove(page, 'd2', 'd4', 1);
  await waitForEngineReply(page, 2);
});
