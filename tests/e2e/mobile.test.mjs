// A phone: 360×740 CSS pixels with touch. A finger drags a pawn with touch events sent through
// the DevTools protocol (as a real touch screen delivers them); the page must not scroll while a
// piece is held (checked on a page made taller than the screen, where a swipe outside the board
// does scroll), and the board must fit the screen's width.

import assert from 'node:assert/strict';
import {
  UI_TIMEOUT,
  pieceOn,
  screenshot,
  squareCenter,
  touchDrag,
  touchSwipe,
  useSite,
  waitForEngineReply,
  waitForPly,
  waitForStatus,
} from './support.mjs';

const env = useSite();
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
};

/** Records the largest scroll offsets seen from now on. */
async function watchScrolling(page) {
  await page.evaluate(() => {
    window.__maxScroll = { x: window.scrollX, y: window.scrollY };
    window.addEventListener(
      'scroll',
      () => {
        window.__maxScroll.x = Math.max(window.__maxScroll.x, window.scrollX);
        window.__maxScroll.y = Math.max(window.__maxScroll.y, window.scrollY);
      },
      { passive: true },
    );
  });
}

/** Resolves when the page has not scrolled for half a second (a fling has ended). */
async function settleScrolling(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = window.scrollY;
        let since = performance.now();
        const check = () => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            since = performance.now();
          }
          if (performance.now() - since > 500) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** A finger tap in the middle of `square`. */
async function tapSquare(page, square) {
  const { x, y } = await squareCenter(page, square);
  await page.touchscreen.tap(x, y);
}

const maxScroll = (page) => page.evaluate(() => ({ ...window.__maxScroll, nowX: scrollX, nowY: scrollY }));

env.test('phone: the board fits the width and a touch drag plays e2→e4 without scrolling', { context: PHONE }, async ({ page }) => {
  await waitForStatus(page, 'Your move');

  const width = await page.evaluate(() => window.innerWidth);
  assert.equal(width, 360);
  const board = await page.locator('.board').boundingBox();
  assert.ok(board.x >= 0 && board.x + board.width <= width, `board ${JSON.stringify(board)} fits ${width} px`);
  assert.ok(board.width >= 300, `the board uses most of the width (${board.width} px)`);
  const ranks = await page.locator('.coords.ranks').boundingBox();
  assert.ok(ranks.x >= 0, `rank numbers are on screen (${JSON.stringify(ranks)})`);
  assert.ok(board.y + board.height <= 740, 'the whole board is visible without scrolling');
  await screenshot(page, 'phone.png');

  // At the start the page fits the screen; give it room to scroll (padding below the app), so
  // that a drag that scrolled the page would show. A swipe outside the board does scroll it.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '1500px';
  });
  const bar = await page.locator('[data-testid="player-white"]').boundingBox();
  await touchSwipe(page, { x: bar.x + bar.width / 2, y: bar.y + bar.height / 2 }, { dy: -200 });
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: UI_TIMEOUT });
  // Let the fling end, then go back to the top.
  await settleScrolling(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: UI_TIMEOUT });

  await watchScrolling(page);
  await touchDrag(page, 'e2', 'e4');
  await waitForPly(page, 1, { timeout: UI_TIMEOUT });
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  const scroll = await maxScroll(page);
  assert.equal(scroll.y, 0, `the page did not scroll during the drag (${JSON.stringify(scroll)})`);
  assert.equal(scroll.nowY, 0);
  await waitForEngineReply(page, 2);
  await screenshot(page, 'phone-after-e4.png');

  // Tap-tap works too: g1, then f3.
  await tapSquare(page, 'g1');
  await page.waitForSelector('[data-square="g1"].selected', { timeout: UI_TIMEOUT });
  await tapSquare(page, 'f3');
  await waitForPly(page, 3, { timeout: UI_TIMEOUT });
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal((await maxScroll(page)).y, 0, 'tapping did not scroll either');
  await waitForEngineReply(page, 4);
});

env.test('phone: the page does not scroll sideways', { context: PHONE }, async ({ page }) => {
  const sizes = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    widest: [...document.querySelectorAll('body *')]
      .map((node) => ({ node: node.className || node.tagName, right: node.getBoundingClientRect().right }))
      .sort((a, b) => b.right - a.right)
      .slice(0, 3),
  }));
  assert.ok(
    sizes.scrollWidth <= sizes.innerWidth,
    `the page is ${sizes.scrollWidth} px wide on a ${sizes.innerWidth} px screen; widest: ${JSON.stringify(sizes.widest)}`,
  );
});
