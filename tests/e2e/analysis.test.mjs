// The analysis board (issue 13), used as a player does with the real mouse and keyboard: a
// finished game opened from the app, the engine's evaluation and best line appearing and
// stopping, a variation started by playing another move (promoted, deleted), a comment and a
// glyph, arrows and circles drawn by right-drag with modifier keys, the PGN exported and read
// back identically, and PGN imported by paste, file picker, drag-and-drop and `?pgn=` —
// including a 10,000-game file read with a progress bar, its broken game located.
// Screenshots on a phone and a desktop in the three languages.

import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ENGINE_TIMEOUT,
  UI_TIMEOUT,
  bringIntoView,
  drag,
  playMove,
  screenshot,
  squareCenter,
  startNewGame,
  useSite,
  waitForBoard,
  waitForResult,
  testid,
} from './support.mjs';

const env = useSite();

const openAnalysis = async (page, query = 'analysis') => {
  await env.openPage(page, query, 'analysis');
  await waitForBoard(page);
};

/** The move list's moves as shown (SAN with glyphs), with the nesting depth of each. */
async function studyMoves(page) {
  return page.$$eval(testid('study-move'), (els) =>
    els.map((el) => `${'  '.repeat(Number(el.dataset.depth))}${el.textContent}`),
  );
}

async function currentMove(page) {
  return page.$eval(`${testid('study-move')}[aria-current="true"]`, (el) => el.textContent).catch(() => null);
}

async function exportedPgn(page) {
  await page.click(testid('export-pgn'));
  const text = await page.inputValue(testid('pgn-text'));
  await page.click(testid('export-close'));
  return text;
}

/** Right-drag from one square to another (a right-click when they are the same), holding keys. */
async function rightDraw(page, from, to, keys = []) {
  await bringIntoView(page, from, to);
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  for (const key of keys) await page.keyboard.down(key);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  if (from !== to) await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  for (const key of keys) await page.keyboard.up(key);
}

env.test('a finished game opens for analysis from the app, with the engine\'s evaluation and best line', async ({ page }) => {
  // Fool's mate against oneself: two players.
  await startNewGame(page, { opponent: 'human' });
  await playMove(page, 'f2', 'f3', 1);
  await playMove(page, 'e7', 'e5', 2);
  await playMove(page, 'g2', 'g4', 3);
  await playMove(page, 'd8', 'h4', 4);
  await waitForResult(page);
  await page.click(testid('analyse-game'));
  await page.waitForSelector(testid('analysis'));
  // The finished game is reviewed at once (its marks may already be there: g4??).
  const plain = (moves) => moves.map((m) => m.replace(/[?!]+$/, ''));
  assert.deepEqual(plain(await studyMoves(page)), ['f3', 'e5', 'g4', 'Qh4#']);
  assert.equal(await currentMove(page), 'Qh4#');
  await page.waitForSelector(testid('eval-graph'), { timeout: ENGINE_TIMEOUT });
  assert.equal((await studyMoves(page))[2], 'g4??');
  // Checkmate: nothing to analyse. One move back, White is lost: the engine says mate.
  await page.waitForSelector(testid('eval-none'));
  await page.click(testid('back'));
  const evalBox = await page.waitForSelector(`${testid('eval')}[data-mate]`, { timeout: ENGINE_TIMEOUT });
  assert.equal(await evalBox.getAttribute('data-mate'), '-1', 'Black mates in one');
  assert.match(await page.textContent(testid('best-line')), /^2\.\.\. Qh4#/);
  // The start: a small edge, in centipawns, and deeper as it thinks.
  await page.keyboard.press('Home');
  const cp = await page.waitForSelector(`${testid('eval')}[data-cp]`, { timeout: ENGINE_TIMEOUT });
  assert.ok(Math.abs(Number(await cp.getAttribute('data-cp'))) < 150);
  const depth = async () => Number((await page.textContent(testid('depth'))).match(/\d+/)[0]);
  const first = await depth();
  await page.waitForFunction(
    (d) => Number(document.querySelector('[data-testid="depth"]')?.textContent.match(/\d+/)?.[0]) > d,
    first, { timeout: ENGINE_TIMEOUT });
  assert.match(await page.textContent(testid('best-line')), /^1\. \S+/);
  // Three best lines, each with its evaluation, each starting with another move.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="best-line"]').length === 3, null, { timeout: ENGINE_TIMEOUT });
  const firstMoves = await page.$$eval(testid('best-line'), (els) => els.map((e) => e.textContent.split(' ')[1]));
  assert.equal(new Set(firstMoves).size, 3, firstMoves.join(' | '));
  assert.equal(await page.locator(testid('line-eval')).count(), 3);
  // Off: the lines go and stay gone.
  await page.click(testid('engine-toggle'));
  assert.equal(await page.$(testid('eval')), null);
  await page.waitForTimeout(1500);
  assert.equal(await page.$(testid('eval')), null, 'no line comes back while it is off');
  await screenshot(page, 'analysis-from-game-desktop-en.png');
});

env.test('another move starts a variation; promote, delete, comment, glyph, arrows and circles; the PGN reads back identically', { open: false }, async ({ page }) => {
  await openAnalysis(page);
  await page.click(testid('engine-toggle'));
  await drag(page, 'e2', 'e4');
  await drag(page, 'e7', 'e5');
  await drag(page, 'g1', 'f3');
  await drag(page, 'b8', 'c6');
  await page.click(testid('back'));
  await page.click(testid('back'));
  await drag(page, 'f1', 'c4');
  await drag(page, 'g8', 'f6');
  assert.deepEqual(await studyMoves(page), ['e4', 'e5', 'Nf3', '  Bc4', '  Nf6', 'Nc6']);
  assert.equal(await currentMove(page), 'Nf6');
  // A glyph and a comment on Nf6.
  await page.click(testid('nag-6'));
  await page.fill(testid('comment'), 'The two knights.');
  await page.click(testid('study-moves'), { position: { x: 2, y: 2 } });
  // Arrows and circles: plain = green, Shift = red, Alt = blue, Shift+Alt = yellow.
  await rightDraw(page, 'f6', 'e4');
  await rightDraw(page, 'd2', 'd4', ['Shift']);
  await rightDraw(page, 'c4', 'c4', ['Alt']);
  await rightDraw(page, 'f7', 'f7', ['Shift', 'Alt']);
  const drawn = await page.$$eval('[data-arrow], [data-circle]', (els) =>
    els.map((el) => `${el.dataset.arrow ?? el.dataset.circle}:${el.dataset.color}`).sort());
  assert.deepEqual(drawn, ['c4:blue', 'd2d4:red', 'f6e4:green', 'f7:yellow']);
  // The same again removes it.
  await rightDraw(page, 'd2', 'd4', ['Shift']);
  assert.equal(await page.$('[data-arrow="d2d4"]'), null);
  await screenshot(page, 'analysis-variation-desktop-en.png');
  // Kept per position: one move back shows none; forward again shows them.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.$('[data-arrow="f6e4"]'), null);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-arrow="f6e4"]');
  const pgn = await exportedPgn(page);
  assert.match(pgn, /2\. Nf3 \(2\. Bc4 Nf6 \$6 \{\[%csl Bc4,Yf7\] \[%cal Gf6e4\] The two knights\.\}\)\s2\.\.\. Nc6 \*/, pgn);
  // Promote the variation, then delete the old main line (now a variation).
  await page.click(testid('promote-variation'));
  assert.deepEqual(await studyMoves(page), ['e4', 'e5', 'Bc4', '  Nf3', '  Nc6', 'Nf6?!']);
  await page.click(`${testid('study-move')}:text-is("Nc6")`);
  await page.click(testid('delete-variation'));
  assert.deepEqual(await studyMoves(page), ['e4', 'e5', 'Bc4', 'Nf6?!']);
  // Round trip: export, import that text, export again: the same PGN.
  await page.click(testid('study-move') + ':text-is("Nf6?!")');
  const before = await exportedPgn(page);
  assert.match(before, /\[%cal Gf6e4\]/);
  await page.click(testid('import-pgn'));
  await page.fill(testid('import-text'), before);
  await page.click(testid('import-load'));
  await page.waitForSelector(testid('import-dialog'), { state: 'detached' });
  assert.equal(await exportedPgn(page), before);
  // A reload keeps the study.
  await page.reload();
  await page.waitForSelector(testid('analysis'));
  assert.equal(await exportedPgn(page), before);
});

env.test('the whole-game review: a progress bar, the blunder marked with the better move, an evaluation graph to click', { open: false }, async ({ page }) => {
  // Fool's mate: 1. f3 e5 2. g4?? Qh4#.
  await openAnalysis(page, `pgn=${encodeURIComponent('1. f3 e5 2. g4 Qh4# 0-1')}`);
  await page.waitForSelector(testid('study-move'));
  await page.click(testid('review-game'));
  await page.waitForSelector(testid('review-progress'));
  await page.waitForSelector(testid('eval-graph'), { timeout: ENGINE_TIMEOUT });
  assert.equal(await page.$(testid('review-progress')), null, 'the bar goes when it is done');
  const moves = await studyMoves(page);
  assert.equal(moves[2], 'g4??', moves.join(' '));
  assert.match(await page.textContent(testid('study-moves')), /Better was \S+\./);
  assert.equal(await page.$$eval(`${testid('eval-graph')} circle`, (c) => c.length), 5);
  // A point of the graph goes to its position.
  await page.click(`${testid('eval-graph')} circle[data-graph-ply="2"]`);
  assert.equal(await currentMove(page), 'e5');
  const pgn = await exportedPgn(page);
  assert.match(pgn.replace(/\s+/g, " "), /2\. g4 \$4 \{\[%eval #?-[0-9.]+\] Better was \S+\.\}/, pgn);
  await screenshot(page, 'analysis-review-desktop-en.png');
});

function pgnGames(n, broken) {
  const games = [];
  for (let i = 1; i <= n; i++) {
    const moves = i === broken ? '1. e4 e5 2. Nf6 *' : (i % 2 ? '1. d4 d5 2. c4 e6 3. Nc3 Nf6 1-0' : '1. e4 c5 2. Nf3 d6 0-1');
    games.push(`[Event "Club ${i}"]\n[Date "2026.11.${String(1 + (i % 28)).padStart(2, '0')}"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "${moves.split(' ').at(-1)}"]\n\n${moves}\n`);
  }
  return games.join('\n');
}

env.test('a file of many games: a list to pick from, the broken game located; by file picker and by drag-and-drop', { open: false }, async ({ page }) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'rookery-pgn-'));
  const file = path.join(dir, 'club.pgn');
  await writeFile(file, pgnGames(30, 7));
  await openAnalysis(page);
  await page.click(testid('import-pgn'));
  await page.setInputFiles(testid('import-file'), file);
  await page.waitForSelector(testid('import-summary'));
  assert.match(await page.textContent(testid('import-summary')), /^29 games read, 1 could not be read/);
  assert.match(await page.textContent(testid('import-problem')), /^Game 7 \(line 55, column 13\): the move “Nf6” \(2\.\) is not possible there/);
  assert.equal((await page.$$(testid('import-game'))).length, 29);
  const row = await page.$(`${testid('import-game')}[data-number="8"]`);
  assert.match(await row.textContent(), /White 8.*Black 8.*0-1.*2026\.11\.09.*Club 8.*1\. e4 c5 2\. Nf3 d6/);
  await page.fill(testid('import-filter'), 'white 12');
  assert.equal((await page.$$(testid('import-game'))).length, 1);
  await screenshot(page, 'analysis-import-list-desktop-en.png');
  await page.click(testid('import-open'));
  await page.waitForSelector(testid('import-dialog'), { state: 'detached' });
  assert.deepEqual(await studyMoves(page), ['e4', 'c5', 'Nf3', 'd6']);
  // Dropped on the page.
  const text = pgnGames(3, 0);
  const transfer = await page.evaluateHandle((t) => {
    const data = new DataTransfer();
    data.items.add(new File([t], 'three.pgn', { type: 'application/x-chess-pgn' }));
    return data;
  }, text);
  await page.dispatchEvent('.game', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('.game', 'drop', { dataTransfer: transfer });
  await page.waitForSelector(testid('import-summary'));
  assert.equal((await page.$$(testid('import-game'))).length, 3);
});

env.test('?pgn= in the address opens its game', { open: false }, async ({ page }) => {
  const pgn = '[White "Morphy"]\n[Black "Duke"]\n\n1. e4 e5 2. Nf3 d6 {Philidor} 3. d4 Bg4 *';
  await openAnalysis(page, `pgn=${encodeURIComponent(pgn)}`);
  await page.waitForSelector(testid('study-move'));
  assert.deepEqual(await studyMoves(page), ['e4', 'e5', 'Nf3', 'd6', 'd4', 'Bg4']);
  assert.match(await page.textContent(testid('study-moves')), /Philidor/);
  // Broken text: said, and nothing lost.
  await openAnalysis(page, `pgn=${encodeURIComponent('1. e4 e5 2. Ke3 *')}`);
  await page.waitForSelector(testid('import-problem'));
  assert.match(await page.textContent(testid('import-problem')), /“Ke3”/);
});

env.test('a 10,000-game file loads with a progress bar and the page keeps answering', { open: false, timeout: 240_000 }, async ({ page }) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'rookery-pgn-'));
  const file = path.join(dir, 'big.pgn');
  await writeFile(file, pgnGames(10_000, 5_000));
  await openAnalysis(page);
  await page.click(testid('import-pgn'));
  await page.setInputFiles(testid('import-file'), file);
  // The bar shows part of the way, and the page still answers in between.
  const bar = await page.waitForSelector(testid('import-progress'), { timeout: UI_TIMEOUT });
  const partway = Number(await bar.getAttribute('value'));
  assert.ok(partway < 100, `progress ${partway}`);
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  await page.waitForSelector(testid('import-summary'), { timeout: 180_000 });
  assert.match(await page.textContent(testid('import-summary')), /^9999 games read, 1 could not be read/);
  assert.match(await page.textContent(testid('import-problem')), /^Game 5000 \(line/);
  assert.equal((await page.$$(testid('import-game'))).length, 100, 'a page of the list at a time');
  await page.click(testid('import-more'));
  assert.equal((await page.$$(testid('import-game'))).length, 200);
});

for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
    env.test(`screenshots: the analysis board, ${device}, ${lang}`, { open: false, context: { viewport } }, async ({ page }) => {
      const pgn = '1. e4 e5 2. Nf3 (2. Bc4 Nf6 {Two knights}) 2... Nc6 3. Bb5 $1 {[%cal Gb5c6] The Spanish.} *';
      await openAnalysis(page, `lang=${lang}&pgn=${encodeURIComponent(pgn)}`);
      await page.waitForSelector(`${testid('eval')}, ${testid('eval-waiting')}`);
      await page.waitForSelector(testid('eval'), { timeout: ENGINE_TIMEOUT });
      await screenshot(page, `analysis-${device}-${lang}.png`, { fullPage: true });
      await page.click(testid('export-pgn'));
      await screenshot(page, `analysis-export-${device}-${lang}.png`);
    });
  }
}
