// The move box and the spoken moves (issue 13, part 5): moves typed with the keyboard in every
// notation people use, a text that is no move answered with its reason in the player's
// language, and each move (the engine's too) and the result put in the aria-live region.

import assert from 'node:assert/strict';
import {
  moveList,
  useSite,
  waitForEngineReply,
  waitForNotice,
  waitForPly,
} from './support.mjs';

const env = useSite();

async function type(page, text) {
  await page.fill('[data-testid="move-input"]', '');
  await page.type('[data-testid="move-input"]', text);
  await page.keyboard.press('Enter');
}

env.test('moves typed in the lowercase style, SAN and UCI are played, and announced', async ({ page }) => {
  await page.focus('[data-testid="move-input"]');
  await type(page, 'ng1-f3');
  await waitForEngineReply(page, 2);
  const said = await page.textContent('[data-testid="announce"]');
  assert.match(said, /^Black: \S+$/, said);
  await type(page, 'e4');
  await waitForEngineReply(page, 4);
  await type(page, 'b1c3');
  await waitForPly(page, 5);
  const moves = await moveList(page);
  assert.deepEqual([moves[0], moves[2], moves[4]], ['Nf3', 'e4', 'Nc3']);
  assert.equal(await page.inputValue('[data-testid="move-input"]'), '', 'the box empties');
});

env.test('a typed text that is no move gets its reason', async ({ page }) => {
  await type(page, 'hello');
  assert.match(await waitForNotice(page), /“hello” is not a move/);
  await type(page, 'Nf4');
  const why = await waitForNotice(page);
  assert.match(why, /^“Nf4” is not possible here: .*knight/i, why);
  assert.equal((await moveList(page)).length, 0, 'nothing played');
});

env.test('an ambiguous move names the candidates', { fen: '4k3/8/8/8/8/8/4K3/R6R w - - 0 1' }, async ({ page }) => {
  await type(page, 'Rd1');
  assert.match(await waitForNotice(page), /could be Rad1 \/ Rhd1/);
  await type(page, 'rad1');
  await waitForPly(page, 1);
  assert.equal((await moveList(page))[0], 'Rad1');
});

env.test('the reasons are in the player\'s language', { open: false, context: { locale: 'zh-CN' } }, async ({ page }) => {
  await env.open(page);
  await type(page, 'Nf4');
  assert.match(await waitForNotice(page), /^这里不能走“Nf4”：/);
});
