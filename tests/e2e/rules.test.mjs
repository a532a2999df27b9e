// The rules as the player meets them on the board: refused drops with their reason (also for a
// piece that has no legal move at all), castling by dragging the king (two squares or onto the
// rook, and a refused castling), en passant and promotion through the chooser. Positions come in
// through `?fen=`; moves are real mouse drags.

import assert from 'node:assert/strict';
import {
  START_FEN,
  UI_TIMEOUT,
  boardPieces,
  drag,
  moveList,
  noticeText,
  pieceOn,
  piecesFromFen,
  playMove,
  plyText,
  screenshot,
  useSite,
  waitForEngineReply,
  waitForNotice,
  waitForPly,
  waitForStatus,
} from './support.mjs';

const env = useSite();

/** An Italian game: f1 and g1 are empty and White may castle kingside. */
const CASTLE_FEN = 'rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
/** The black rook on f8 sweeps the open f-file, so f1 is attacked; the king may still go to e2. */
const F1_ATTACKED_FEN = 'rnbq1rk1/ppppp1pp/8/8/4P3/2N5/PPPP2PP/R1BQK2R w KQ - 0 6';
/** The black bishop on a6 covers e2 and f1, and the queen and pawns fill d1, d2 and f2: White
 * may still castle kingside by its rights, but the king has no legal move at all. */
const KING_BOXED_IN_FEN = '4k3/8/b7/8/8/8/3P1P2/3QK2R w K - 0 1';
const EN_PASSANT_FEN = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3';
/** The white rook on e2 is pinned to its king by the black rook on e8. */
const PINNED_FEN = '4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1';
/** The same pin on a knight, which then has no legal move at all. */
const PINNED_KNIGHT_FEN = '4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1';
/** White pawn on g7 with g8 empty; a black pawn keeps mating material on the board. */
const PROMOTION_FEN = '8/p5P1/8/8/8/2k5/8/4K3 w - - 0 1';

/** Asserts that nothing moved: same pieces as `expected`, no move in the list. */
async function assertUnchanged(page, expected) {
  assert.deepEqual(await boardPieces(page), expected);
  assert.equal(await page.locator('[data-ply]').count(), 0, 'no move was made');
}

/** A test that opens `fen` (the start when not given), drags `from`→`to`, which the app must
 * refuse, checks that nothing moved and that a notice explains why, and hands the notice to
 * `check(notice, page)`. Without a notice it keeps a screenshot for the post-mortem. */
function refusalTest(name, { fen, from, to }, check) {
  env.test(name, { fen }, async ({ page }) => {
    await waitForStatus(page, 'Your move');
    await drag(page, from, to);
    const notice = await waitForNotice(page).catch(() => noticeText(page));
    if (!notice) await screenshot(page, `refused-${from}-${to}-no-notice.png`);
    await assertUnchanged(page, piecesFromFen(fen ?? START_FEN));
    assert.ok(notice, `a notice explains why ${from}→${to} is refused (none was shown)`);
    await check(notice, page);
  });
}

refusalTest(
  'a knight dropped where it cannot go snaps back with the reason',
  { from: 'g1', to: 'g3' },
  async (notice, page) => {
    assert.equal(notice, 'A knight does not move like that.');
    assert.equal(await page.locator('.piece.dragged').count(), 0, 'no piece is left lifted');
    const transform = await page
      .locator('[data-square="g1"] > .piece')
      .evaluate((piece) => piece.style.transform);
    assert.equal(transform, '', 'no transform left on the piece');
    await waitForStatus(page, 'Your move', { timeout: UI_TIMEOUT });
  },
);

refusalTest(
  'the king dragged e1→e3 at the start snaps back with the reason',
  { from: 'e1', to: 'e3' },
  (notice) => assert.match(notice, /king/i),
);

refusalTest(
  'a pinned rook moved off the pin line snaps back with the reason',
  { fen: PINNED_FEN, from: 'e2', to: 'd2' },
  async (notice, page) => {
    assert.match(notice, /^That piece is pinned: .*e8\.$/);
    // Along the pin line it may move.
    await playMove(page, 'e2', 'e5', 1);
    assert.equal(await pieceOn(page, 'e5'), 'wR');
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0, 'the notice goes away after a move');
    await waitForEngineReply(page, 2);
  },
);

refusalTest(
  'a pinned knight with no legal move can be picked up, and its drop is refused with the reason',
  { fen: PINNED_KNIGHT_FEN, from: 'e2', to: 'c3' },
  async (notice, page) => {
    assert.match(notice, /pinned/);
    assert.equal(await pieceOn(page, 'e2'), 'wN', 'the knight stays on e2');
    assert.equal(await pieceOn(page, 'c3'), null);
  },
);

for (const [how, to] of [
  ['dragging the king two squares', 'g1'],
  ['dropping the king on its rook', 'h1'],
]) {
  env.test(`castle kingside by ${how} (e1→${to})`, { fen: CASTLE_FEN }, async ({ page }) => {
    await waitForStatus(page, 'Your move');
    assert.deepEqual(await boardPieces(page), piecesFromFen(CASTLE_FEN));

    await playMove(page, 'e1', to, 1);
    assert.equal(await pieceOn(page, 'g1'), 'wK');
    assert.equal(await pieceOn(page, 'f1'), 'wR');
    assert.equal(await pieceOn(page, 'e1'), null);
    assert.equal(await pieceOn(page, 'h1'), null);
    assert.equal(await plyText(page, 1), 'O-O');
    await waitForEngineReply(page, 2);
  });
}

refusalTest(
  'castling through an attacked square is refused with the reason',
  { fen: F1_ATTACKED_FEN, from: 'e1', to: 'g1' },
  (notice) => assert.equal(notice, 'Castling is not allowed: f1 is attacked.'),
);

refusalTest(
  'castling is refused with the reason when the king has no legal move at all',
  { fen: KING_BOXED_IN_FEN, from: 'e1', to: 'g1' },
  async (notice, page) => {
    assert.match(notice, /Castling is not allowed/);
    assert.match(notice, /f1/);
    assert.equal(await pieceOn(page, 'e1'), 'wK', 'the king stays on e1');
    assert.equal(await pieceOn(page, 'h1'), 'wR', 'the rook stays on h1');
  },
);

env.test('en passant: e5xf6 takes the pawn that just passed', { fen: EN_PASSANT_FEN }, async ({ page }) => {
  await waitForStatus(page, 'Your move');
  assert.equal(await pieceOn(page, 'f5'), 'bP');

  await playMove(page, 'e5', 'f6', 1);
  assert.equal(await pieceOn(page, 'f6'), 'wP');
  assert.equal(await pieceOn(page, 'e5'), null);
  assert.equal(await pieceOn(page, 'f5'), null, 'the captured pawn is gone');
  assert.equal(await plyText(page, 1), 'exf6');
  assert.equal(
    await page.locator('[data-testid="material-white"] .captured[data-piece="bP"]').count(),
    1,
    'White shows the pawn it won',
  );
  await waitForEngineReply(page, 2);
});

env.test('promotion: the chooser can be cancelled, then the pawn becomes a knight', { fen: PROMOTION_FEN }, async ({ page }) => {
  await waitForStatus(page, 'Your move');
  const start = piecesFromFen(PROMOTION_FEN);
  /** Drags the pawn to g8 and waits for the chooser (or for `selector` in it). */
  const openChooser = async (selector = '.promotion') => {
    await drag(page, 'g7', 'g8');
    await page.waitForSelector(selector, { timeout: UI_TIMEOUT });
  };
  const chooserGone = () => page.waitForSelector('.promotion', { state: 'detached', timeout: UI_TIMEOUT });

  // Escape cancels.
  await openChooser();
  assert.equal(await page.locator('[data-promotion]').count(), 4);
  await screenshot(page, 'promotion-chooser.png');
  await page.keyboard.press('Escape');
  await chooserGone();
  await assertUnchanged(page, start);

  // A click on the overlay away from the buttons cancels too.
  await openChooser();
  const a1 = await page.locator('[data-square="a1"]').boundingBox();
  await page.mouse.click(a1.x + a1.width / 2, a1.y + a1.height / 2);
  await chooserGone();
  await assertUnchanged(page, start);

  // Choose the knight.
  await openChooser('[data-promotion="n"]');
  await page.click('[data-promotion="n"]');
  await waitForPly(page, 1, { timeout: UI_TIMEOUT });
  await chooserGone();
  assert.equal(await pieceOn(page, 'g8'), 'wN');
  assert.equal(await pieceOn(page, 'g7'), null);
  const [san] = await moveList(page);
  assert.match(san, /=N/);
  assert.match(san, /^g8=N/);
  await waitForEngineReply(page, 2);
  assert.equal(await pieceOn(page, 'g8'), 'wN', 'the knight is still there after the reply');
});
