// The ladder in the browser, in Chinese: a players file is imported, a rated game against the
// engine changes the points exactly as the articles' table says, the banner shows the change,
// the history and the chart grow, the export holds the new total, a foreign file is refused
// with nothing changed, and a takeback makes a game unrated (the page says so before).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  UI_TIMEOUT,
  playMove,
  screenshot,
  startNewGame,
  useSite,
  waitForEngineReply,
  waitForNotice,
  waitForPly,
  waitForResult,
  waitForStatus,
} from './support.mjs';

const env = useSite();

/** A players file with Ann at `hundredths`, chosen as the one playing. */
const playersFile = (hundredths) =>
  JSON.stringify({
    format: 'rookery-profiles',
    version: 1,
    active: 1,
    profiles: [{ id: 1, name: 'Ann', hundredths, games: [] }],
  });

async function importFile(page, name, text) {
  await page.setInputFiles('[data-testid="import-profiles"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

const text = async (page, id) => (await page.textContent(`[data-testid="${id}"]`)).trim();

env.test('a rated game against the engine moves the points by the table', { context: { locale: 'zh-CN' } }, async ({ page }) => {
  await importFile(page, 'players.json', playersFile(30_000));
  assert.match(await waitForNotice(page), /已导入 1 位棋手/);
  assert.equal(await page.inputValue('[data-testid="profile"]'), '1');
  assert.equal(await text(page, 'ladder-points'), '28级 · 0.00/100');
  assert.match(await text(page, 'provisional'), /0\/50/);

  // Ann (300) against level 1 (250 points, shown in the dialog), and she resigns after a move
  // each: the lower side wins with d = 50, so it gains 10 + 50/10 = 15 and Ann loses 15.
  await page.click('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="level"]', { timeout: UI_TIMEOUT });
  assert.match(await page.textContent('[data-testid="level"] option[value="1"]'), /250分/);
  await page.click('[data-testid="cancel-new-game"]');
  await startNewGame(page, { opponent: 'engine', side: 'white', level: 1, time: 'none' });
  assert.match(await text(page, 'rated'), /计分对局/);
  await playMove(page, 'e2', 'e4', 1);
  await waitForPly(page, 2);
  await waitForStatus(page, '轮到你走');
  await page.click('[data-testid="resign"]');
  await waitForResult(page);
  assert.equal(await text(page, 'ladder-change'), 'Ann：积分 −15.00');
  assert.equal(await text(page, 'ladder-points'), '29级 · 85.00/100');
  assert.equal(await text(page, 'ladder-total'), '积分 285.00');
  assert.equal(await page.locator('[data-testid="ladder-history"] tbody tr').count(), 1);
  assert.match(await page.textContent('[data-testid="ladder-history"] tbody tr'), /级别 1.*负.*300\.00 → 285\.00/);
  assert.equal(await page.getAttribute('[data-testid="ladder-chart"]', 'data-games'), '1');
  await screenshot(page, 'ladder-zh-Hans.png', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('[data-testid="ladder"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'ladder-zh-Hans-phone.png');
  await page.setViewportSize({ width: 1000, height: 900 });

  // The export holds the new total.
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: UI_TIMEOUT }),
    page.click('[data-testid="export-profiles"]'),
  ]);
  assert.equal(download.suggestedFilename(), 'rookery-players.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(exported.profiles[0].hundredths, 28_500);
  assert.equal(exported.profiles[0].games[0].result, 'loss');

  // The points survive a reload.
  await page.reload();
  await page.waitForSelector('[data-testid="ladder-points"]', { timeout: UI_TIMEOUT });
  assert.equal(await text(page, 'ladder-points'), '29级 · 85.00/100');

  // A foreign file: refused, nothing changed.
  await importFile(page, 'other.json', JSON.stringify({ hello: 'world' }));
  assert.match(await waitForNotice(page), /不是 Rookery 的棋手档案/);
  await importFile(page, 'broken.json', '{ not json');
  assert.match(await waitForNotice(page), /不是 Rookery 的棋手档案/);
  assert.equal(await text(page, 'ladder-points'), '29级 · 85.00/100');
  assert.equal(await page.locator('[data-testid="profile"] option').count(), 2, 'no player added');
});

env.test('a takeback makes the game unrated, and a new player starts unrated at 0', async ({ page }) => {
  await page.fill('[data-testid="profile-name"]', 'Bo');
  await page.click('[data-testid="add-profile"]');
  await page.waitForSelector('[data-testid="ladder-points"]', { timeout: UI_TIMEOUT });
  assert.equal(await text(page, 'ladder-points'), 'Unrated · 0.00/100');
  await startNewGame(page, { opponent: 'engine', side: 'white', level: 2, time: 'none' });
  assert.equal(await text(page, 'rated'), 'Rated game. A takeback or a hint makes it unrated.');
  await playMove(page, 'e2', 'e4', 1);
  await waitForEngineReply(page, 2);
  await page.click('[data-testid="takeback"]');
  await page.waitForSelector('[data-testid="unrated"]', { timeout: UI_TIMEOUT });
  await playMove(page, 'd2', 'd4', 1);
  await waitForEngineReply(page, 2);
  await page.click('[data-testid="resign"]');
  await waitForResult(page);
  assert.equal(await page.locator('[data-testid="ladder-change"]').count(), 0);
  assert.equal(await page.locator('[data-testid="ladder-history"]').count(), 0);
  assert.equal(await text(page, 'ladder-points'), 'Unrated · 0.00/100');
  await screenshot(page, 'ladder-en.png', { fullPage: true });
});

env.test('two players of this device play a rated game, pass and play', async ({ page }) => {
  for (const name of ['Ann', 'Bo']) {
    await page.fill('[data-testid="profile-name"]', name);
    await page.click('[data-testid="add-profile"]');
    await page.waitForFunction((n) => document.querySelector('[data-testid="profile"]')?.selectedOptions[0]?.textContent === n, name, { timeout: UI_TIMEOUT });
  }
  await page.click('[data-testid="new-game"]');
  await page.check('[data-testid="opponent-human"]');
  await page.selectOption('[data-testid="white-player"]', { label: 'Ann' });
  await page.selectOption('[data-testid="black-player"]', { label: 'Bo' });
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="rated"]', { timeout: UI_TIMEOUT });
  let ply = 0;
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) {
    ply += 1;
    await playMove(page, from, to, ply);
  }
  await waitForResult(page);
  // Both at 0: the winner gains 10, the loser stays at 0 (no total below 0).
  const changes = await page.locator('[data-testid="ladder-change"]').allTextContents();
  assert.deepEqual(changes.map((c) => c.trim()), ['Ann: ±0.00 points', 'Bo: +10.00 points']);
  await page.selectOption('[data-testid="profile"]', { label: 'Bo' });
  await page.waitForFunction(() => document.querySelector('[data-testid="ladder-points"]')?.textContent.trim() === 'Unrated · 10.00/100', null, { timeout: UI_TIMEOUT });
  assert.match(await page.textContent('[data-testid="ladder-history"] tbody tr'), /Ann.*Win.*0\.00 → 10\.00/);
});
