// A board for everyone (issue 13, part 5): axe (@axe-core/playwright) finds no serious or
// critical problem on the main screen, the new-game dialog, the analysis board, the editor and
// Learn; the board is an ARIA grid whose squares say "e4, white pawn" in the page's language;
// a whole short game is played with the keyboard alone (the dialog too); dialogs keep the
// focus inside until they close.

import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { ENGINE_TIMEOUT, UI_TIMEOUT, useSite, waitForBoard, waitForResult } from './support.mjs';

const env = useSite();
const testid = (id) => `[data-testid="${id}"]`;

async function seriousProblems(page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

env.test('axe: no serious or critical problem on the main screens', { open: false, timeout: 180_000 }, async ({ page }) => {
  await page.goto(env.appUrl);
  await waitForBoard(page);
  assert.deepEqual(await seriousProblems(page), [], 'main screen');
  await page.click(testid('new-game'));
  await page.waitForSelector(testid('start-game'));
  assert.deepEqual(await seriousProblems(page), [], 'new-game dialog');
  await page.goto(`${env.appUrl}?analysis&pgn=${encodeURIComponent('1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 {A comment} *')}`);
  await page.waitForSelector(testid('eval'), { timeout: ENGINE_TIMEOUT });
  assert.deepEqual(await seriousProblems(page), [], 'analysis');
  await page.click(testid('export-pgn'));
  assert.deepEqual(await seriousProblems(page), [], 'export dialog');
  await page.click(testid('export-close'));
  await page.click(testid('import-pgn'));
  assert.deepEqual(await seriousProblems(page), [], 'import dialog');
  await page.goto(`${env.appUrl}?editor`);
  await page.waitForSelector(testid('editor'));
  assert.deepEqual(await seriousProblems(page), [], 'editor');
  await page.goto(`${env.appUrl}?learn`);
  await page.waitForSelector(testid('learn'));
  assert.deepEqual(await seriousProblems(page), [], 'Learn');
  // The control: a page with a known problem is reported, so an empty list means something.
  await page.setContent('<html lang="en"><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>');
  assert.ok((await seriousProblems(page)).length > 0, 'axe reports a known problem');
});

env.test('each square says what is on it, in the page\'s language', { open: false }, async ({ page }) => {
  await page.goto(env.appUrl);
  await waitForBoard(page);
  assert.equal(await page.getAttribute('.board', 'role'), 'grid');
  assert.equal(await page.$$eval('.board [role="row"]', (rows) => rows.length), 8);
  assert.equal(await page.getAttribute('[data-square="e2"]', 'role'), 'gridcell');
  assert.equal(await page.getAttribute('[data-square="e2"]', 'aria-label'), 'e2, white pawn');
  assert.equal(await page.getAttribute('[data-square="e4"]', 'aria-label'), 'e4');
  await page.goto(`${env.appUrl}?lang=zh-Hans`);
  await waitForBoard(page);
  assert.match(await page.getAttribute('[data-square="g8"]', 'aria-label'), /^g8，黑.*马$/);
});

/** The square the keyboard is on. */
const focusedSquare = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? null);

/** Tab until the focus is on a square of the board. */
async function tabToBoard(page) {
  for (let i = 0; i < 40 && !(await focusedSquare(page)); i++) await page.keyboard.press('Tab');
  assert.ok(await focusedSquare(page), 'the board is reached with Tab');
}

/** Arrow keys from the focused square to `target`, whichever way the board is turned. */
async function arrowTo(page, target) {
  for (let i = 0; i < 16; i++) {
    const here = await focusedSquare(page);
    if (here === target) return;
    const [a, b] = await Promise.all([here, target].map((s) => page.$eval(`[data-square="${s}"]`, (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y };
    })));
    const key = Math.abs(b.x - a.x) > 2 ? (b.x > a.x ? 'ArrowRight' : 'ArrowLeft') : (b.y > a.y ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(key);
  }
  assert.equal(await focusedSquare(page), target);
}

async function keyboardMove(page, from, to, ply) {
  await arrowTo(page, from);
  await page.keyboard.press('Enter');
  await arrowTo(page, to);
  await page.keyboard.press(ply % 2 ? 'Space' : 'Enter');
  await page.waitForSelector(`[data-ply="${ply}"]`, { timeout: UI_TIMEOUT });
}

env.test('a whole game with the keyboard alone: the new-game dialog, then Fool\'s mate', { open: false }, async ({ page }) => {
  await page.goto(env.appUrl);
  await waitForBoard(page);
  // To the New game button with Tab, open it with Enter: the focus is in the dialog.
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate(() => document.activeElement?.dataset?.testid === 'new-game')) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector(testid('start-game'));
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), 'focus moved into the dialog');
  // Tab and Shift+Tab stay inside it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `Tab ${i + 1} left the dialog`);
  }
  await page.keyboard.press('Shift+Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')));
  // Two players: the opponent radio by keyboard, then Enter starts.
  await page.focus(testid('opponent-engine'));
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.isChecked(testid('opponent-human')));
  await page.keyboard.press('Enter');
  await page.waitForSelector(testid('start-game'), { state: 'detached' });
  await tabToBoard(page);
  await keyboardMove(page, 'f2', 'f3', 1);
  await keyboardMove(page, 'e7', 'e5', 2);
  await keyboardMove(page, 'g2', 'g4', 3);
  await keyboardMove(page, 'd8', 'h4', 4);
  await waitForResult(page);
  assert.match(await page.textContent(testid('result')), /0-1/);
  assert.match(await page.textContent(testid('announce')), /checkmate/i);
});

env.test('the promotion chooser takes the keyboard and Escape cancels it', { fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' }, async ({ page }) => {
  await tabToBoard(page);
  await arrowTo(page, 'e7');
  await page.keyboard.press('Enter');
  await arrowTo(page, 'e8');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-promotion="q"]');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.promotion), 'q', 'the queen has the focus');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.promotion), 'r');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-promotion]', { state: 'detached' });
  assert.equal(await page.$('[data-ply="1"]'), null, 'nothing played');
});
