// The embed's address (issue 11), opened as a teacher's frame opens it (`?embed=1&…`), driven
// with the real mouse and keyboard: every parameter with a good and a bad value (a bad one is
// named in the frame, its default kept), the three modes (play against the engine, a game with
// its notes to step through, an exercise with tries and hints), a reload that comes back to
// the exercise, the main app's saved game untouched by embeds, a 240 px frame, and "Share /
// embed" in the app. Screenshots of each mode in each language, phone and desktop.

import assert from 'node:assert/strict';
import {
  ENGINE_TIMEOUT,
  UI_TIMEOUT,
  drag,
  moveList,
  pieceOn,
  playMove,
  screenshot,
  touchDrag,
  useSite,
  waitForBoard,
  waitForEngineReply,
  waitForPly,
} from './support.mjs';

const env = useSite();

const BACK_RANK = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
const LESSON = '[Event "Lesson"]\n1. e4 e5 {The centre [%cal Gg1f3,Rd8h4] [%csl Ye5]} 2. Nf3! (2. Bc4 Nf6) 2... Nc6 $6 3. Bb5 *';

/** Opens the embed with these parameters (an object, or a query string). */
async function openEmbed(page, params) {
  const query = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  await page.goto(`${env.appUrl}?embed=1${query ? `&${query}` : ''}`);
  await waitForBoard(page);
}

const problems = (page) => page.locator('[data-testid="embed-problems"] li').allTextContents();
const firstSquare = (page) => page.evaluate(() => document.querySelector('[data-square]').dataset.square);
const testid = (id) => `[data-testid="${id}"]`;
const has = async (page, id) => (await page.locator(testid(id)).count()) > 0;
const embedData = (page, key) => page.evaluate((key) => document.querySelector('[data-testid="embed"]').dataset[key], key);

env.test('play mode: the side to move plays the engine, at the level asked for', { open: false }, async ({ page }) => {
  await openEmbed(page, { level: '3' });
  assert.equal(await embedData(page, 'mode'), 'play');
  assert.equal(await embedData(page, 'level'), '3');
  assert.deepEqual(await problems(page), []);
  assert.equal(await has(page, 'embed-bar'), true);
  assert.equal(await page.locator('header.top, h1').count(), 0, 'no site header');
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  // The takeback button (takeback=1, the default) takes back the pair.
  await page.click(testid('takeback'));
  await page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 0);
  // "Start again" goes back to the start.
  await playMove(page, 'd2', 'd4', 1);
  await page.click(testid('reset'));
  await page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 0);
});

env.test('play mode: side, orientation and fen; bad values are named and the default kept', { open: false }, async ({ page }) => {
  await openEmbed(page, { side: 'black', level: '1' });
  assert.equal(await firstSquare(page), 'h1', "the student's side at the bottom");
  await waitForPly(page, 1, { timeout: ENGINE_TIMEOUT }); // the engine (White) moves first
  await openEmbed(page, { side: 'white', orientation: 'black' });
  assert.equal(await firstSquare(page), 'h1');
  await openEmbed(page, { fen: '8/8/8/4k3/8/8/4P3/4K3 b - - 0 1', level: '1' });
  assert.equal(await firstSquare(page), 'h1', 'Black to move: the student is Black');
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  assert.equal(await page.locator('[data-piece]').count(), 3);

  await openEmbed(page, 'side=red&orientation=up&level=9&mode=watch&fen=8%2F8%2F9+w');
  const said = await problems(page);
  assert.equal(said.length, 5, said.join('\n'));
  for (const words of ['“side=red”', '“orientation=up”', '“level=9”', '“mode=watch”']) {
    assert.ok(said.some((p) => p.includes(words)), `${words} in ${said}`);
  }
  assert.ok(said.some((p) => p.includes('(“fen”) is not valid')), said.join('\n'));
  assert.equal(await embedData(page, 'mode'), 'play');
  assert.equal(await embedData(page, 'level'), '2');
  assert.equal(await firstSquare(page), 'a8');
  assert.equal(await page.locator('[data-piece]').count(), 32, 'the usual start');
});

env.test('view mode: a PGN with its comment, arrows, marks, glyphs and variations, from a ply', { open: false }, async ({ page }) => {
  await openEmbed(page, { mode: 'view', pgn: LESSON, ply: '2' });
  assert.equal(await embedData(page, 'mode'), 'view');
  assert.equal(await page.textContent(testid('comment')), 'The centre');
  assert.deepEqual(
    await page.locator('[data-arrow]').evaluateAll((lines) => lines.map((l) => l.dataset.arrow)),
    ['g1f3', 'd8h4'],
  );
  assert.equal(await page.getAttribute('[data-square="e5"]', 'data-mark'), 'yellow');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3!', 'Nc6?!', 'Bb5']);
  assert.equal(await pieceOn(page, 'e5'), 'bP');
  assert.equal(await pieceOn(page, 'g1'), 'wN', 'after ply 2: Nf3 not played yet');
  // No moves in view mode, even by dragging.
  await drag(page, 'g1', 'f3');
  assert.equal(await pieceOn(page, 'g1'), 'wN');
  // Step with the buttons and the keyboard.
  await page.click(testid('forward'));
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.match(await page.textContent(testid('variation')), /2\. Bc4 Nf6/);
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-square="c6"] > [data-piece="bN"]'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-square="g1"] > [data-piece="wN"]'));

  await openEmbed(page, { mode: 'view', pgn: LESSON, ply: 'last' });
  assert.equal(await pieceOn(page, 'b5'), 'wB');
  await openEmbed(page, { mode: 'view', pgn: LESSON });
  assert.equal(await pieceOn(page, 'e2'), 'wP', 'from the start');
  await openEmbed(page, { mode: 'view', pgn: LESSON, ply: '40' });
  assert.match((await problems(page)).join(), /has 5 plies, not 40/);
  assert.equal(await pieceOn(page, 'b5'), 'wB');
  await openEmbed(page, { mode: 'view', pgn: '1. e4 e5 2. Ke3', ply: 'x' });
  const said = await problems(page);
  assert.ok(said.some((p) => p.includes('“ply=x”')), said.join('\n'));
  assert.ok(said.some((p) => p.includes('the move “Ke3” (line 1) is not possible')), said.join('\n'));
});

env.test('puzzle mode: a wrong move is refused and counted, the right one answered, then solved', { open: false }, async ({ page }) => {
  // 1. Rb7 Kf8 2. Rb8+ is the exercise (two of the student's moves, a reply between).
  await openEmbed(page, { mode: 'puzzle', fen: '4k3/8/4K3/8/8/8/8/1R6 w - - 0 1', solution: 'b1b7 e8f8 b7b8' });
  assert.equal(await embedData(page, 'mode'), 'puzzle');
  assert.equal(await page.textContent(testid('puzzle-status')), 'Find the best move for White.');
  await drag(page, 'b1', 'b2');
  await page.waitForSelector('[data-feedback="wrong"]', { timeout: UI_TIMEOUT });
  assert.match(await page.textContent(testid('puzzle-status')), /^Not the move — try again\.Wrong tries: 1$/);
  assert.equal(await pieceOn(page, 'b1'), 'wR', 'the piece went back');
  await drag(page, 'b1', 'b7');
  await page.waitForSelector('[data-feedback="right"]', { timeout: UI_TIMEOUT });
  assert.equal(await pieceOn(page, 'f8'), 'bK', 'the reply followed by itself');
  // A reload comes back to the exercise where it was.
  await page.reload();
  await waitForBoard(page);
  assert.equal(await pieceOn(page, 'b7'), 'wR');
  assert.equal(await pieceOn(page, 'f8'), 'bK');
  assert.equal(await page.getAttribute(testid('puzzle-tries'), 'data-tries'), '1');
  await drag(page, 'b7', 'b8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  assert.equal(await page.textContent(testid('puzzle-status')), 'Solved!Wrong tries: 1');
  assert.equal(await page.locator('[data-testid="hint"]:disabled').count(), 1);
  // Start again: a clean slate.
  await page.click(testid('reset'));
  await page.waitForSelector('[data-feedback="start"]');
  assert.equal(await pieceOn(page, 'b1'), 'wR');
});

env.test('puzzle mode: hints show the piece, then the move; hints=0 hides the button', { open: false }, async ({ page }) => {
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  await page.click(testid('hint'));
  assert.equal(await page.getAttribute('[data-square="d1"]', 'data-mark'), 'green');
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  await page.click(testid('hint'));
  assert.deepEqual(await page.locator('[data-arrow]').evaluateAll((l) => l.map((x) => x.dataset.arrow)), ['d1d8']);
  await drag(page, 'd1', 'd8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  assert.match(await page.textContent(testid('result')), /1-0/);
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8', hints: '0' });
  assert.equal(await has(page, 'hint'), false);
  // A puzzle without a usable solution is shown to look at, and says why.
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d7 a1a2' });
  assert.equal(await embedData(page, 'mode'), 'view');
  assert.match((await problems(page)).join(), /Move 2 of the solution \(“a1a2”\) is not possible/);
  await drag(page, 'd1', 'd8');
  assert.equal(await pieceOn(page, 'd1'), 'wR', 'nothing moves');
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK });
  assert.match((await problems(page)).join(), /has no solution/);
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8x', hints: 'yes' });
  const said = await problems(page);
  assert.ok(said.some((p) => p.includes('“solution=d1d8x”')) && said.some((p) => p.includes('“hints=yes”')), said.join('\n'));
});

env.test('coords, moves and takeback switch parts off; bad values are named', { open: false }, async ({ page }) => {
  await openEmbed(page, {});
  assert.equal(await page.locator('.coords').count(), 2);
  assert.equal(await has(page, 'takeback'), true);
  await playMove(page, 'e2', 'e4', 1);
  await openEmbed(page, { coords: '0', moves: '0', takeback: '0' });
  assert.equal(await page.locator('.coords').count(), 0);
  assert.equal(await has(page, 'takeback'), false);
  await drag(page, 'e2', 'e4');
  await page.waitForFunction(() => document.querySelector('[data-square="e4"] > [data-piece="wP"]'));
  assert.equal(await page.locator('[data-ply]').count(), 0, 'no move list');
  await openEmbed(page, 'coords=2&moves=no&takeback=');
  assert.equal((await problems(page)).length, 3);
  assert.equal(await page.locator('.coords').count(), 2);
});

env.test('theme, board colours and language; bad values are named', { open: false }, async ({ page }) => {
  const colours = () => page.evaluate(() => ({
    light: getComputedStyle(document.querySelector('[data-square="a8"]')).backgroundColor,
    page: getComputedStyle(document.querySelector('[data-testid="embed"]')).backgroundColor,
  }));
  await openEmbed(page, {});
  assert.deepEqual(await colours(), { light: 'rgb(240, 217, 181)', page: 'rgb(247, 246, 243)' });
  await openEmbed(page, { theme: 'dark', board: 'blue' });
  assert.deepEqual(await colours(), { light: 'rgb(222, 227, 230)', page: 'rgb(43, 42, 40)' });
  await openEmbed(page, { board: 'green' });
  assert.equal((await colours()).light, 'rgb(238, 238, 210)');
  await openEmbed(page, { theme: 'neon', board: 'red' });
  assert.equal((await problems(page)).length, 2);
  assert.deepEqual(await colours(), { light: 'rgb(240, 217, 181)', page: 'rgb(247, 246, 243)' });
  await openEmbed(page, { lang: 'zh-Hans', mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  assert.equal(await page.textContent(testid('puzzle-status')), '为白方找出最好的一着。');
  await openEmbed(page, { lang: 'zh-Hant', level: '0' });
  assert.equal(await page.textContent(testid('status')), '輪到你走');
  assert.deepEqual(await problems(page), ['無法識別設定「level=0」，已改用預設值。']);
  await openEmbed(page, { lang: 'klingon' });
  assert.deepEqual(await problems(page), ['The setting “lang=klingon” is not understood; the usual value is used.']);
  await openEmbed(page, { parentOrigin: 'https://school.example/page' });
  assert.match((await problems(page)).join(), /“parentOrigin=https:\/\/school.example\/page”/);
});

env.test('sound=1 clicks on each move, sound=0 never', { open: false }, async ({ page, context }) => {
  // Counts the oscillators the page starts (the click is made with Web Audio).
  await context.addInitScript(() => {
    window.clicks = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.clicks += 1;
      return start.apply(this, args);
    };
  });
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  await drag(page, 'd1', 'd8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  assert.equal(await page.evaluate(() => window.clicks), 1);
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8', sound: '0' });
  await drag(page, 'd1', 'd8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  assert.equal(await page.evaluate(() => window.clicks), 0);
  await openEmbed(page, { sound: 'loud' });
  assert.match((await problems(page)).join(), /“sound=loud”/);
});

env.test("embeds keep their own state and never touch the app's saved game", { open: false }, async ({ page }) => {
  await page.goto(env.appUrl);
  await waitForBoard(page);
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  const appKeys = () => page.evaluate(() => Object.fromEntries(
    Object.keys(localStorage).filter((k) => !k.startsWith('rookery.embed.')).map((k) => [k, localStorage.getItem(k)]),
  ));
  // Let the autosave settle, then remember what the app saved.
  await page.waitForTimeout(300);
  const saved = await appKeys();
  assert.ok(Object.keys(saved).length >= 1, JSON.stringify(saved));
  await openEmbed(page, { level: '1' });
  await playMove(page, 'd2', 'd4', 1);
  await waitForEngineReply(page, 2);
  await page.click(testid('flip'));
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  await drag(page, 'd1', 'd8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  await openEmbed(page, { mode: 'view', pgn: LESSON, lang: 'zh-Hans' });
  await page.click(testid('forward'));
  assert.deepEqual(await appKeys(), saved, 'the app keys are as the app left them');
  const embedKeys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rookery.embed.')));
  assert.equal(embedKeys.length, 3, 'one key per embed');
  // The app opens its own game, in its own language.
  await page.goto(env.appUrl);
  await waitForBoard(page);
  assert.deepEqual((await moveList(page)).length, 2);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await page.getAttribute('main', 'lang'), 'en');
  // And the play embed comes back where the student left it, flipped.
  await openEmbed(page, { level: '1' });
  assert.equal(await pieceOn(page, 'd4'), 'wP');
  assert.equal(await firstSquare(page), 'h1');
});

env.test('a 240 px frame shows the whole board and bar without scrolling sideways, and takes a finger', { open: false, context: { viewport: { width: 240, height: 330 }, hasTouch: true, isMobile: true } }, async ({ page }) => {
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    board: document.querySelector('.board').getBoundingClientRect().width,
    bar: document.querySelector('[data-testid="embed-bar"]').getBoundingClientRect().right,
  }));
  assert.ok(size.scroll <= 240, JSON.stringify(size));
  assert.ok(size.board >= 220 && size.bar <= 240, JSON.stringify(size));
  await touchDrag(page, 'd1', 'd8');
  await page.waitForSelector('[data-feedback="solved"]', { timeout: UI_TIMEOUT });
  await screenshot(page, 'embed-240px.png', { fullPage: true });
});

env.test('Share / embed gives a link and an iframe for the position or the game, with options', async ({ page, context }) => {
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  await page.click(testid('share'));
  await page.waitForSelector(testid('share-dialog'));
  const link = () => page.inputValue(testid('share-link'));
  let url = new URL(await link());
  assert.equal(url.origin + url.pathname, env.appUrl);
  assert.equal(url.searchParams.get('embed'), '1');
  assert.equal(url.searchParams.get('fen')?.split(' ')[1], 'w');
  assert.equal(url.searchParams.get('level'), '2');
  await page.uncheck(testid('share-option-coords'));
  await page.check(testid('share-option-dark'));
  await page.selectOption(testid('share-board'), 'blue');
  await page.check(testid('share-game'));
  url = new URL(await link());
  assert.equal(url.searchParams.get('mode'), 'view');
  assert.match(url.searchParams.get('pgn'), /^1\. e4 \S+$/);
  assert.equal(url.searchParams.get('coords'), '0');
  assert.equal(url.searchParams.get('theme'), 'dark');
  assert.equal(url.searchParams.get('board'), 'blue');
  const code = await page.inputValue(testid('share-code'));
  assert.ok(code.startsWith('<iframe src="') && code.includes(url.search.slice(1).replaceAll('&', '&amp;')), code);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
  await page.click(testid('share-copy-link'));
  assert.equal(await page.textContent(testid('share-copy-link')), 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url.href);
  await screenshot(page, 'share-dialog-desktop-en.png');
  // The link opens the game to step through.
  await page.goto(url.href);
  await waitForBoard(page);
  assert.equal(await embedData(page, 'mode'), 'view');
  assert.equal((await moveList(page)).length, 2);
  assert.equal(await page.locator('.coords').count(), 0);
});

env.test("with no lang, the embed speaks the browser's language", { open: false, context: { locale: 'zh-TW' } }, async ({ page }) => {
  await openEmbed(page, { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8' });
  assert.equal(await page.textContent(testid('puzzle-status')), '為白方找出最好的一著。');
  assert.equal(await page.getAttribute(testid('embed'), 'lang'), 'zh-Hant');
  await page.click(testid('hint'));
  assert.equal(await page.textContent(testid('hint')), '提示');
});

const SHOTS = [
  ['play', { level: '2' }],
  ['view', { mode: 'view', pgn: LESSON, ply: '2', board: 'green' }],
  ['puzzle', { mode: 'puzzle', fen: BACK_RANK, solution: 'd1d8', theme: 'dark', board: 'blue' }],
  ['problems', { level: '12', fen: 'bad', mode: 'view' }],
];

for (const [lang, tag] of [['en', 'en'], ['zh-Hans', 'zh-Hans'], ['zh-Hant', 'zh-Hant']]) {
  for (const [device, viewport] of [['phone', { width: 360, height: 520 }], ['desktop', { width: 480, height: 640 }]]) {
    env.test(`screenshots: the embed's modes and Share / embed, ${device}, ${lang}`, { open: false, context: { viewport } }, async ({ page }) => {
      for (const [name, params] of SHOTS) {
        await openEmbed(page, { ...params, lang: tag });
        if (name === 'puzzle') {
          await drag(page, 'd1', 'd2');
          await page.waitForSelector('[data-feedback="wrong"]');
          await page.click(testid('hint'));
        }
        await page.waitForTimeout(250);
        await screenshot(page, `embed-${name}-${device}-${lang}.png`, { fullPage: true });
      }
      await page.setViewportSize(device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      await page.goto(`${env.appUrl}?lang=${tag}`);
      await waitForBoard(page);
      await page.click(testid('share'));
      await page.waitForSelector(testid('share-dialog'));
      await screenshot(page, `share-dialog-${device}-${lang}.png`);
    });
  }
}
