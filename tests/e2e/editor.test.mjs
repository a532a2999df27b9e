// The board editor (issue 13, part 4), used with the real mouse and keyboard: pieces dragged
// off and on (from the spare rows), put down with a spare piece as the tool, castling rights
// offered only where king and rook stand, the FEN field kept in step both ways with the FEN
// parser's reason shown live, and "Play against the engine" / "Analyse" from the position.
// Screenshots on a phone and a desktop in the three languages.

import assert from 'node:assert/strict';
import {
  boardPieces,
  bringIntoView,
  clickSquare,
  drag,
  piecesFromFen,
  screenshot,
  squareCenter,
  useSite,
  waitForBoard,
  waitForStatus,
  testid,
} from './support.mjs';

const env = useSite();

const openEditor = async (page, query = 'editor') => {
  await env.openPage(page, query, 'editor');
};

const fen = (page) => page.inputValue(testid('editor-fen'));
const errorText = (page) => page.textContent(testid('editor-error')).catch(() => null);

/** Drags with the mouse from one element's centre to another's (or to a point). */
async function dragBetween(page, fromSelector, to) {
  const a = await (await page.$(fromSelector)).boundingBox();
  const b = typeof to === 'string' ? await (await page.$(to)).boundingBox() : { ...to, width: 0, height: 0 };
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

env.test('pieces dragged off and on, the FEN and the reason kept in step', { open: false }, async ({ page }) => {
  await openEditor(page);
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await errorText(page), null);
  assert.ok(await page.$(testid('editor-play')));
  // The white king dragged off the board: no longer a position, and the castling rights go.
  await dragBetween(page, '[data-square="e1"]', { x: 5, y: 5 });
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1');
  assert.match(await errorText(page), /White has no king/);
  assert.equal(await page.$(testid('editor-play')), null, 'nothing to play from');
  // Back from the spare row, then a knight moved across the board.
  await dragBetween(page, testid('spare-wK'), '[data-square="e1"]');
  assert.equal(await errorText(page), null);
  await drag(page, 'g1', 'f3');
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w kq - 0 1');
  await screenshot(page, 'editor-desktop-en-dragged.png');
});

env.test('a spare piece as the tool, castling where possible, a FEN typed in', { open: false }, async ({ page }) => {
  await openEditor(page);
  await page.click(testid('editor-clear'));
  assert.equal(await fen(page), '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.match(await errorText(page), /king/i);
  // Click a spare piece, then squares.
  await page.click(testid('spare-wK'));
  await clickSquare(page, 'e1');
  await page.click(testid('spare-bK'));
  await clickSquare(page, 'e8');
  assert.ok(await page.isDisabled(testid('editor-castling-K')), 'no rook on h1 yet');
  await page.click(testid('spare-wR'));
  await clickSquare(page, 'h1');
  await clickSquare(page, 'a1');
  await clickSquare(page, 'a1'); // the same piece again takes it away
  assert.ok(await page.isEnabled(testid('editor-castling-K')));
  await page.check(testid('editor-castling-K'));
  await page.selectOption(testid('editor-turn'), 'b');
  assert.equal(await fen(page), '4k3/8/8/8/8/8/8/4K2R b K - 0 1');
  assert.equal(await errorText(page), null);
  // A FEN typed into the field: the board follows, and the reason shows while it is wrong.
  await page.fill(testid('editor-fen'), '');
  await page.type(testid('editor-fen'), '8/8/8/8/8/8/8/kK6 w - - 0 1');
  assert.deepEqual(await boardPieces(page), piecesFromFen('8/8/8/8/8/8/8/kK6 w - - 0 1'));
  assert.match(await errorText(page), /in check/, 'kings side by side');
  await page.fill(testid('editor-fen'), '8/8/8/8/8/8/8/k3K3 w - - 0 x');
  assert.match(await errorText(page), /move number|fullmove/i);
  await page.fill(testid('editor-fen'), '8/8/8/8/8/8/8/k3K3 w - - 0 1');
  assert.equal(await errorText(page), null);
});

env.test('Play against the engine and Analyse from the position set up', { open: false }, async ({ page }) => {
  const position = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  await openEditor(page, `editor&fen=${encodeURIComponent(position)}`);
  await page.click(testid('editor-analyse'));
  await page.waitForSelector(testid('analysis'));
  await waitForBoard(page);
  assert.deepEqual(await boardPieces(page), piecesFromFen(position));
  await page.goBack();
  await page.waitForSelector(testid('editor'));
  await page.click(testid('editor-play'));
  await waitForBoard(page);
  assert.deepEqual(await boardPieces(page), piecesFromFen(position));
  await waitForStatus(page, /^Your move/);
});

for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
    env.test(`screenshots: the board editor, ${device}, ${lang}`, { open: false, context: { viewport } }, async ({ page }) => {
      await openEditor(page, `lang=${lang}&editor&fen=${encodeURIComponent('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1')}`);
      await page.click(testid('spare-bQ'));
      await screenshot(page, `editor-${device}-${lang}.png`, { fullPage: true });
      await page.fill(testid('editor-fen'), '8/8/8/8/8/8/8/8 w - - 0 1');
      await page.waitForSelector(testid('editor-error'));
      await screenshot(page, `editor-error-${device}-${lang}.png`, { fullPage: true });
    });
  }
}
