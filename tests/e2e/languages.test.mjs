// The app in its three languages, in browsers set to Chinese and English: the language is
// chosen from the browser with no parameter, `?lang=` overrides it, a choice made with the
// switch is remembered, and the main screen, a refusal reason, the new-game dialog and a
// checkmate banner contain no English words in Chinese.

import assert from 'node:assert/strict';
import {
  UI_TIMEOUT,
  drag,
  playMove,
  screenshot,
  startNewGame,
  useSite,
  waitForBoard,
  waitForNotice,
  waitForResult,
} from './support.mjs';

const env = useSite();

/** Latin words (two letters or more) a reader would see: text nodes and aria-labels, outside
 * the language switch (whose options are each language's own name), the notation switch (its
 * options show example moves) and the moves themselves. */
async function englishWords(page, root = 'body') {
  return page.evaluate((selector) => {
    const words = [];
    const base = document.querySelector(selector);
    const skip = (node) =>
      node.closest?.('[data-testid="language"], [data-testid="notation"], [data-ply], script, style');
    const walker = document.createTreeWalker(base, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
      if (skip(element)) continue;
      const text = node.nodeType === Node.TEXT_NODE ? node.textContent : (node.getAttribute('aria-label') ?? '');
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) {
        if (!['Rookery'].includes(word)) words.push(word);
      }
    }
    return words;
  }, root);
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const status = async (page) => (await page.textContent('[data-testid="status"]')).trim();

for (const [locale, lang, yourMove] of [
  ['zh-CN', 'zh-Hans', '轮到你走'],
  ['zh-TW', 'zh-Hant', null],
  ['en-US', 'en', 'Your move'],
]) {
  env.test(`a browser in ${locale} gets ${lang} with no parameter`, { context: { locale } }, async ({ page }) => {
    assert.equal(await htmlLang(page), lang);
    assert.equal(await page.inputValue('[data-testid="language"]'), lang);
    if (yourMove) assert.equal(await status(page), yourMove);
    await screenshot(page, `main-${lang}.png`);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, `main-${lang}-phone.png`);
    await page.setViewportSize({ width: 1000, height: 900 });
    if (lang === 'en') {
      assert.ok((await englishWords(page)).includes('Flip'), 'the English check can fail');
      return;
    }
    assert.deepEqual(await englishWords(page), [], 'main screen');

    // A refusal reason.
    await drag(page, 'g1', 'g3');
    const reason = await waitForNotice(page);
    assert.ok(reason.length > 0);
    assert.deepEqual(await englishWords(page, '[data-testid="notice"]'), [], `refusal: ${reason}`);

    // The new-game dialog.
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="start-game"]', { timeout: UI_TIMEOUT });
    await page.selectOption('[data-testid="time"]', 'custom');
    assert.deepEqual(await englishWords(page, '.dialog'), [], 'new-game dialog');
    await screenshot(page, `new-game-${lang}.png`);
    await page.click('[data-testid="cancel-new-game"]');

    // A checkmate banner (Fool's mate, both sides played here).
    await startNewGame(page, { opponent: 'human' });
    let ply = 0;
    for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) {
      ply += 1;
      await playMove(page, from, to, ply);
    }
    await waitForResult(page);
    assert.deepEqual(await englishWords(page, '[data-testid="result"]'), [], 'checkmate banner');
    assert.deepEqual(await englishWords(page), [], 'the whole screen after mate');
    await screenshot(page, `mate-${lang}.png`);
  });
}

env.test('?lang= wins over the browser, and the switch is remembered', { context: { locale: 'zh-CN' } }, async ({ page }) => {
  await page.goto(`${env.appUrl}?lang=en`);
  await waitForBoard(page);
  assert.equal(await htmlLang(page), 'en');
  assert.equal(await status(page), 'Your move');
  await page.goto(`${env.appUrl}?lang=zh-TW`);
  await waitForBoard(page);
  assert.equal(await htmlLang(page), 'zh-Hant');
  // A bad value falls back to the browser's language.
  await page.goto(`${env.appUrl}?lang=xx`);
  await waitForBoard(page);
  assert.equal(await htmlLang(page), 'zh-Hans');

  // The switch: Traditional, kept after a reload without parameters.
  await page.selectOption('[data-testid="language"]', 'zh-Hant');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant', null, { timeout: UI_TIMEOUT });
  await page.goto(env.appUrl);
  await waitForBoard(page);
  assert.equal(await htmlLang(page), 'zh-Hant');
  assert.equal(await page.inputValue('[data-testid="language"]'), 'zh-Hant');
  // …and English after switching again, with the notice of a refused move re-worded live.
  await drag(page, 'g1', 'g3');
  const chinese = await waitForNotice(page);
  await page.selectOption('[data-testid="language"]', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: UI_TIMEOUT });
  assert.notEqual(chinese, await waitForNotice(page));
  assert.equal(await waitForNotice(page), 'A knight does not move like that.');
});

env.test('the move list writes moves in the chosen notation, and keeps it', { context: { locale: 'zh-TW' } }, async ({ page }) => {
  await startNewGame(page, { opponent: 'human' });
  let ply = 0;
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5'], ['g8', 'f6'], ['b5', 'c6'], ['d7', 'c6'], ['e1', 'g1']]) {
    ply += 1;
    await playMove(page, from, to, ply);
  }
  const list = () => page.locator('[data-ply]').allTextContents();
  assert.deepEqual((await list()).map((t) => t.trim()), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nf6', 'Bxc6', 'dxc6', 'O-O']);
  const expect = {
    figurine: ['e4', 'e5', '♘f3', '♘c6', '♗b5', '♘f6', '♗xc6', 'dxc6', 'O-O'],
    chinese: ['e4', 'e5', '馬f3', '馬c6', '象b5', '馬f6', '象xc6', 'dxc6', 'O-O'],
    long: ['e2-e4', 'e7-e5', 'Ng1-f3', 'Nb8-c6', 'Bf1-b5', 'Ng8-f6', 'Bb5xc6', 'd7xc6', 'O-O'],
  };
  for (const [notation, moves] of Object.entries(expect)) {
    await page.selectOption('[data-testid="notation"]', notation);
    await page.waitForFunction((first) => document.querySelector('[data-ply="3"]')?.textContent.trim() === first, moves[2], { timeout: UI_TIMEOUT });
    assert.deepEqual((await list()).map((t) => t.trim()), moves, notation);
  }
  await screenshot(page, 'notation-long-zh-Hant.png');
  // Kept after a reload; Simplified writes 马 where Traditional writes 馬.
  await page.selectOption('[data-testid="notation"]', 'chinese');
  await page.goto(`${env.appUrl}?lang=zh-Hans`);
  await waitForBoard(page);
  assert.equal(await page.inputValue('[data-testid="notation"]'), 'chinese');
  assert.equal((await page.textContent('[data-ply="3"]')).trim(), '马f3');
});
