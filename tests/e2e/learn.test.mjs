// Learn (issue 12) as a learner uses it, with the real mouse and keyboard: the rook, castling,
// en passant, promotion and notation lessons played to the end from their own files (moves
// dragged, the promotion piece chosen, moves typed), a wrong move answered with its reason,
// progress kept and reset, the teaching overlays' squares in the app and in an embed, a lesson
// in an embed, and a round of the coordinates trainer. Screenshots in the three languages.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  UI_TIMEOUT,
  drag,
  repo,
  screenshot,
  useSite,
  waitForBoard,
  testid,
} from './support.mjs';

const env = useSite();

/** A lesson's steps as its file gives them: goal and solution words. */
async function lessonSteps(id) {
  const text = await readFile(path.join(repo, 'lessons', `${id}.txt`), 'utf8');
  const steps = [];
  for (const line of text.split('\n')) {
    const [key, ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (key.trim() === 'step') steps.push({});
    else if (steps.length && key.trim() === 'goal') steps.at(-1).goal = value;
    else if (steps.length && key.trim() === 'solution') steps.at(-1).solution = value.split(/\s+/);
  }
  return steps;
}

const openLearn = async (page, query = 'learn') => {
  await env.openPage(page, query, 'learn');
};

/** Plays one word of a step's solution the way a learner would. */
async function act(page, goal, word) {
  if (word === 'claim') return page.click(testid('lesson-claim'));
  if (word === 'offer') return page.click(testid('lesson-offer'));
  if (goal.startsWith('click')) {
    const box = await page.locator(`[data-square="${word}"]`).boundingBox();
    return page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  if (goal.startsWith('type') || goal.startsWith('ladder')) {
    await page.fill(testid('lesson-answer'), '');
    await page.type(testid('lesson-answer'), word);
    return page.keyboard.press('Enter');
  }
  // A move in UCI: drag the piece (the king two squares when castling), choose a promotion.
  const from = word.slice(0, 2);
  const to = word.slice(2, 4);
  await drag(page, from, to);
  if (word.length === 5) {
    await page.click(`[data-promotion="${word[4]}"]`);
  }
}

/** Plays a whole lesson from its file and returns the stars of each step. */
async function playLesson(page, id) {
  await openLearn(page, `lesson=${id}`);
  await page.waitForSelector(testid('lesson-goal'));
  const steps = await lessonSteps(id);
  const stars = [];
  for (const [n, step] of steps.entries()) {
    await page.waitForSelector(`[data-step="${n}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-square]').length === 64);
    for (const word of step.solution) {
      await act(page, step.goal, word);
      await page.waitForTimeout(80);
    }
    const done = page.locator(testid('step-done'));
    await done.waitFor({ timeout: UI_TIMEOUT }).catch(async () => {
      const feedback = await page.locator(testid('lesson-feedback')).textContent().catch(() => '(none)');
      throw new Error(`${id} step ${n + 1} not done (${step.goal}: ${step.solution.join(' ')}); feedback: ${feedback}`);
    });
    stars.push(Number(await done.getAttribute('data-stars')));
    if (n + 1 < steps.length) await page.click(testid('next-step'));
  }
  await page.waitForSelector(testid('lesson-complete'));
  return stars;
}

for (const id of ['rook', 'castling', 'en-passant', 'promotion', 'notation']) {
  env.test(`the ${id} lesson, played to the end as a learner`, { open: false }, async ({ page }) => {
    const stars = await playLesson(page, id);
    assert.ok(stars.every((s) => s === 3), `${id}: ${stars}`);
    await page.click(testid('all-lessons'));
    await page.waitForSelector(`[data-lesson="${id}"][data-done="true"]`);
  });
}

env.test('a wrong move gets its reason; progress is kept, and a lesson resets on its own', { open: false }, async ({ page }) => {
  await openLearn(page);
  await page.waitForSelector('[data-lesson="rook"]');
  assert.equal(await page.locator('[data-lesson]').count(), 19);
  assert.equal(await page.locator('[data-done="true"]').count(), 0);
  await page.click('[data-lesson="rook"]');
  await page.waitForSelector(testid('lesson-goal'));
  // A rook moving diagonally: refused, with the rules' reason and the lesson's hint.
  await drag(page, 'a1', 'c3');
  const feedback = await page.textContent(testid('lesson-feedback'));
  assert.match(feedback, /rook/i, feedback);
  assert.equal(await page.locator('[data-square="a1"] > [data-piece="wR"]').count(), 1, 'nothing moved');
  // Finish the lesson, then come back later: the list remembers it.
  const stars = await playLesson(page, 'rook');
  assert.equal(stars.length, 3);
  await page.reload();
  await page.waitForSelector(testid('lesson-complete'), { state: 'detached' }).catch(() => {});
  await openLearn(page);
  await page.waitForSelector('[data-lesson="rook"][data-done="true"]');
  await page.click('[data-lesson="rook"]');
  await page.click(testid('reset-lesson'));
  await page.click(testid('all-lessons'));
  await page.waitForSelector('[data-lesson="rook"][data-done="false"]');
});

env.test('teaching overlays: the switches mark the squares, and are remembered', async ({ page }) => {
  const covered = (name) =>
    page.evaluate((name) => [...document.querySelectorAll('[data-square]')]
      .filter((s) => (s.dataset.overlay ?? '').split(' ').includes(name))
      .map((s) => s.dataset.square).sort(), name);
  assert.deepEqual(await covered('centre'), []);
  await page.check(testid('overlay-centre'));
  assert.deepEqual(await covered('centre'), ['d4', 'd5', 'e4', 'e5']);
  await page.check(testid('overlay-extended-centre'));
  const ext = await covered('extended-centre');
  assert.equal(ext.length, 16);
  assert.ok(ext.includes('c6') && ext.includes('d5') && ext.includes('f3'));
  await page.check(testid('overlay-wings'));
  assert.equal((await covered('queenside')).length, 32);
  assert.ok((await covered('kingside')).every((s) => 'efgh'.includes(s[0])));
  await page.check(testid('overlay-names'));
  assert.equal(await page.textContent('[data-square="e4"] .square-name'), 'e4');
  await page.check(testid('overlay-attacked'));
  // White to move: Black's pieces attack the 6th rank and their own pieces' squares.
  const attacked = await covered('attacked');
  assert.ok(attacked.includes('a6') && attacked.includes('h6') && !attacked.includes('e4'), attacked.join());
  await page.reload();
  await waitForBoard(page);
  assert.deepEqual(await covered('centre'), ['d4', 'd5', 'e4', 'e5'], 'remembered');
  await page.uncheck(testid('overlay-centre'));
  assert.deepEqual(await covered('centre'), []);
  await screenshot(page, 'overlays-desktop-en.png');
  // And in an embed, by its address; a name it does not know is named.
  await page.goto(`${env.appUrl}?embed=1&overlay=wings,centre`);
  await waitForBoard(page);
  assert.deepEqual(await covered('centre'), ['d4', 'd5', 'e4', 'e5']);
  assert.equal((await covered('kingside')).length, 32);
  await page.goto(`${env.appUrl}?embed=1&overlay=middle`);
  await waitForBoard(page);
  assert.match(await page.textContent(testid('embed-problems')), /overlay=middle/);
});

env.test('a lesson in an embed, without the links out', { open: false }, async ({ page }) => {
  await openLearn(page, 'embed=1&lesson=checkmate&lang=zh-Hans');
  await page.waitForSelector(testid('lesson-goal'));
  assert.equal(await page.locator(testid('back-to-game')).count(), 0);
  assert.equal(await page.getAttribute(testid('learn'), 'lang'), 'zh-Hans');
  const [first] = await lessonSteps('checkmate');
  await act(page, first.goal, first.solution[0]);
  await page.waitForSelector(testid('step-done'));
  assert.match(await page.textContent(testid('step-done')), /做得好/);
});

env.test('the coordinates trainer: a 30-second round of finding squares', { open: false, timeout: 90_000 }, async ({ page }) => {
  await openLearn(page);
  await page.click(testid('open-trainer'));
  await page.waitForSelector(testid('trainer'));
  await page.check(testid('trainer-side-black'));
  await page.click(testid('trainer-start'));
  assert.equal(await page.evaluate(() => document.querySelector('[data-square]').dataset.square), 'h1', "from Black's side");
  let clicked = 0;
  const started = Date.now();
  while (Date.now() - started < 5000) {
    const target = await page.getAttribute(testid('trainer-prompt'), 'data-target');
    const box = await page.locator(`[data-square="${target}"]`).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    clicked += 1;
    await page.waitForFunction((t) => document.querySelector('[data-testid="trainer-prompt"]')?.dataset.target !== t, target);
  }
  assert.match(await page.textContent(testid('trainer-score')), new RegExp(`Score: ${clicked}$`));
  await page.waitForSelector(testid('trainer-over'), { timeout: 40_000 });
  assert.equal(Number(await page.getAttribute(testid('trainer-over'), 'data-score')), clicked);
  assert.equal(await page.textContent(testid('trainer-best')), `Best: ${clicked}`);
  await page.reload();
  await page.click(testid('open-trainer'));
  assert.equal(await page.textContent(testid('trainer-best')), `Best: ${clicked}`, 'the best score is kept');
  // Naming: the lit square's name among four.
  await page.check(testid('trainer-drill-name'));
  await page.click(testid('trainer-start'));
  const lit = await page.evaluate(() => document.querySelector('[data-square][data-mark="yellow"]').dataset.square);
  await page.click(`[data-choice="${lit}"]`);
  assert.match(await page.textContent(testid('trainer-score')), /Score: 1$/);
});

for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
  for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1100, height: 900 }]]) {
    env.test(`screenshots: Learn, a lesson and the trainer, ${device}, ${lang}`, { open: false, context: { viewport } }, async ({ page }) => {
      await openLearn(page, `learn&lang=${lang}`);
      await page.waitForSelector('[data-lesson]');
      await screenshot(page, `learn-list-${device}-${lang}.png`, { fullPage: true });
      await page.click('[data-lesson="castling"]');
      await page.waitForSelector(testid('lesson-goal'));
      await drag(page, 'e1', 'e2').catch(() => {});
      await page.waitForTimeout(200);
      await screenshot(page, `learn-lesson-${device}-${lang}.png`, { fullPage: true });
      await openLearn(page, `lesson=notation&lang=${lang}`);
      await page.click(testid('next-step'), { timeout: 300 }).catch(() => {});
      await screenshot(page, `learn-notation-${device}-${lang}.png`, { fullPage: true });
      await openLearn(page, `learn=trainer&lang=${lang}`);
      await page.click(testid('trainer-start'));
      await screenshot(page, `learn-trainer-${device}-${lang}.png`, { fullPage: true });
    });
  }
}
