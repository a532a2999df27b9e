// Playing against the engine and on one device: drag-and-drop and click-click moves, the
// engine's reply, a fool's mate between two players, the move list, flip, takeback and resign.
// Every move is made with real mouse input on the board.

import assert from 'node:assert/strict';
import {
  START_FEN,
  UI_TIMEOUT,
  boardPieces,
  clickSquare,
  drag,
  moveList,
  pieceOn,
  piecesFromFen,
  playMove,
  plyText,
  screenshot,
  startNewGame,
  statusText,
  useSite,
  waitForEngineReply,
  waitForPly,
  waitForResult,
  waitForStatus,
} from './support.mjs';

const env = useSite();

const blackSquares = (pieces) =>
  Object.entries(pieces)
    .filter(([, piece]) => piece.startsWith('b'))
    .map(([square, piece]) => `${square}:${piece}`)
    .sort();

env.test('drag e2→e4, and the engine replies', async ({ page }) => {
  await waitForStatus(page, 'Your move');
  const before = await boardPieces(page);

  await playMove(page, 'e2', 'e4', 1);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  assert.equal(await plyText(page, 1), 'e4');
  assert.ok(await page.locator('[data-square="e2"].last-move').count(), 'e2 marked as the last move');
  assert.ok(await page.locator('[data-square="e4"].last-move').count(), 'e4 marked as the last move');

  await waitForEngineReply(page, 2);
  const after = await boardPieces(page);
  assert.notDeepEqual(blackSquares(after), blackSquares(before), 'a black piece moved');
  assert.equal(Object.keys(after).length, 32, 'nothing was captured');
  assert.equal(await statusText(page), 'Your move');
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'spinner gone');
  assert.equal((await moveList(page)).length, 2);
});

env.test('click-click: the knight on g1 shows two destinations, then goes to f3', async ({ page }) => {
  await waitForStatus(page, 'Your move');

  await clickSquare(page, 'g1');
  await page.waitForSelector('[data-square="g1"].selected', { timeout: UI_TIMEOUT });
  const dests = await page.locator('.dest').evaluateAll((nodes) => nodes.map((n) => n.dataset.square).sort());
  assert.deepEqual(dests, ['f3', 'h3']);
  assert.equal(await pieceOn(page, 'g1'), 'wN', 'the knight waits on g1 until the second click');

  await clickSquare(page, 'f3');
  await waitForPly(page, 1, { timeout: UI_TIMEOUT });
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await pieceOn(page, 'g1'), null);
  assert.equal(await plyText(page, 1), 'Nf3');
  assert.equal(await page.locator('.dest').count(), 0, 'destinations cleared after the move');
  assert.equal(await page.locator('.selected').count(), 0, 'selection cleared after the move');
  await waitForEngineReply(page, 2);
});

env.test("fool's mate between two players on one device", async ({ page }) => {
  await startNewGame(page, { opponent: 'human' });
  await waitForStatus(page, 'White to move', { timeout: UI_TIMEOUT });

  const moves = [
    ['f2', 'f3', 'f3'],
    ['e7', 'e5', 'e5'],
    ['g2', 'g4', 'g4'],
    ['d8', 'h4', 'Qh4#'],
  ];
  for (const [i, [from, to]] of moves.entries()) {
    await playMove(page, from, to, i + 1);
  }
  assert.deepEqual(await moveList(page), moves.map(([, , san]) => san));
  assert.equal(await pieceOn(page, 'h4'), 'bQ');

  const text = await waitForResult(page);
  assert.match(text, /0-1/);
  assert.match(text, /Checkmate/);
  assert.match(text, /Black wins/);
  assert.equal(await statusText(page), 'Checkmate. Black wins.');
  assert.equal(await page.locator('[data-square="e1"].check').count(), 1, 'the mated king is marked');
  // Nobody may move after the mate.
  await drag(page, 'e2', 'e3');
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal((await moveList(page)).length, 4);

  await screenshot(page, 'fools-mate.png', { fullPage: true });
});

env.test('flip the board, and ?orientation=black', async ({ page }) => {
  const corners = async (p) => {
    const out = {};
    for (const name of ['a1', 'h1', 'a8', 'h8']) {
      out[name] = await p.locator(`[data-square="${name}"]`).boundingBox();
    }
    return out;
  };
  const bottomRight = (boxes) =>
    Object.entries(boxes).reduce((best, entry) =>
      entry[1].x >= best[1].x && entry[1].y >= best[1].y ? entry : best,
    )[0];

  assert.equal(bottomRight(await corners(page)), 'h1');
  await page.click('[data-testid="flip"]');
  await page.waitForFunction(() => {
    const a8 = document.querySelector('[data-square="a8"]').getBoundingClientRect();
    const h1 = document.querySelector('[data-square="h1"]').getBoundingClientRect();
    return a8.y > h1.y;
  }, null, { timeout: UI_TIMEOUT });
  const boxes = await corners(page);
  assert.equal(bottomRight(boxes), 'a8', 'a8 is the bottom-right square after flipping');
  assert.ok(boxes.a8.x > boxes.h8.x && boxes.a8.y === boxes.h8.y, 'a8 right of h8');
  assert.ok(boxes.a8.y > boxes.a1.y && boxes.a8.x === boxes.a1.x, 'a8 below a1');
  assert.equal(await page.getAttribute('[data-square="a8"]', 'data-color'), 'light');
  const files = (await page.textContent('.coords.files')).replace(/\s/g, '');
  const ranks = (await page.textContent('.coords.ranks')).replace(/\s/g, '');
  assert.equal(files, 'hgfedcba', 'file letters read h…a after flipping');
  assert.equal(ranks, '12345678', 'rank numbers read 1…8 top to bottom after flipping');
  // Still playable from the flipped side.
  await playMove(page, 'e2', 'e4', 1);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  await waitForEngineReply(page, 2);

  // A second page, opened with ?orientation=black.
  await env.withPage({ orientation: 'black' }, async ({ page: second }) => {
    assert.equal(bottomRight(await corners(second)), 'a8', 'a8 is the bottom-right square with ?orientation=black');
    assert.equal(await second.getAttribute('[data-square="a8"]', 'data-color'), 'light');
  });
});

env.test('move list: view earlier positions, step with the arrow keys, back to live', async ({ page }) => {
  await waitForStatus(page, 'Your move');
  const snapshots = [await boardPieces(page)];

  await playMove(page, 'e2', 'e4', 1);
  snapshots.push(await boardPieces(page));
  await waitForEngineReply(page, 2);
  snapshots.push(await boardPieces(page));
  // Ng1-f3 is legal whatever Black answered to 1.e4.
  await playMove(page, 'g1', 'f3', 3);
  snapshots.push(await boardPieces(page));
  await waitForEngineReply(page, 4);
  snapshots.push(await boardPieces(page));
  const sans = await moveList(page);
  assert.equal(sans.length, 4);
  assert.equal(sans[0], 'e4');
  assert.equal(sans[2], 'Nf3');

  await page.click('[data-ply="1"]');
  await waitForStatus(page, 'Viewing an earlier position', { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), snapshots[1], 'the position after 1.e4');
  assert.equal(await page.locator('[data-ply="1"].current').count(), 1);
  // No moves while looking at an earlier position.
  await drag(page, 'd2', 'd4');
  assert.deepEqual(await boardPieces(page), snapshots[1]);

  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-ply="2"].current', { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), snapshots[2], 'ArrowRight: the position after ply 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelectorAll('[data-square] > [data-piece]').length === 32
    && document.querySelector('[data-square="e2"] > [data-piece]'), null, { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), piecesFromFen(START_FEN), 'ArrowLeft twice: the start');

  await page.click('[data-testid="forward"]');
  await page.waitForSelector('[data-ply="1"].current', { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), snapshots[1], 'forward button: after ply 1');
  await page.click('[data-testid="first"]');
  await page.waitForFunction(() => !document.querySelector('[data-ply].current'), null, { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), snapshots[0], 'first button: the start');

  await page.click('[data-testid="live"]');
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), snapshots[4], 'live button: the game as it stands');
  assert.ok(await page.isDisabled('[data-testid="live"]'));
  assert.ok(await page.isDisabled('[data-testid="forward"]'));
  // And play goes on.
  await playMove(page, 'b1', 'c3', 5);
  assert.equal(await pieceOn(page, 'c3'), 'wN');
  await waitForEngineReply(page, 6);
});

env.test('takeback after the engine reply returns to the start; resign ends the game', async ({ page }) => {
  await waitForStatus(page, 'Your move');
  assert.ok(await page.isDisabled('[data-testid="takeback"]'), 'no takeback before any move');
  assert.ok(await page.isDisabled('[data-testid="resign"]'), 'no resigning before any move');

  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);
  await page.click('[data-testid="takeback"]');
  await page.waitForSelector('[data-ply]', { state: 'detached', timeout: UI_TIMEOUT });
  assert.deepEqual(await boardPieces(page), piecesFromFen(START_FEN));
  await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });

  await drag(page, 'd2', 'd4');
  await waitForEngineReply(page, 2);
  await page.click('[data-testid="resign"]');
  const text = await waitForResult(page);
  assert.match(text, /0-1/);
  assert.match(text, /White resigned\. Black wins\./);
  assert.ok(await page.isDisabled('[data-testid="resign"]'), 'resign disabled after the game');
  assert.ok(await page.isDisabled('[data-testid="takeback"]'), 'no takeback after resigning');
});
