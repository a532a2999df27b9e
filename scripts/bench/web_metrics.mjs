#!/usr/bin/env node
// Web app measurements for Rookery (not a test; run by hand after `trunk build --release`):
//
//   node scripts/bench/web_metrics.mjs [--loads N] [--json-only]
//
// Serves dist/ under a subfolder as the end-to-end tests do (tests/e2e/support.mjs) and, in
// Debian's headless Chromium, measures:
//   (a) first-load transfer: every response of a cold load up to the engine's first reply
//       (1.e4 played by dragging), raw bytes and the file gzipped at zlib level 9 (what a
//       gzip-serving host would send), by type and in total;
//   (b) time to first board: navigation start → 64 [data-square] and 32 [data-piece] in the
//       DOM (a MutationObserver installed before the page's scripts notes performance.now()),
//       median of N cold loads in fresh browser contexts;
//   (c) the main thread while the engine thinks at level 8: 'longtask' entries between the
//       player's move and the engine's reply (longest, count > 50 ms);
//   (d) frame rate while a piece is dragged slowly around the board (60 pointer moves over
//       about a second): requestAnimationFrame callbacks per second and the longest gap;
//   (e) the whole offline precache: every file of dist/ (what sw.js lists, and sw.js), raw
//       and gzipped at level 9;
//   (f) time to first board offline: after a visit that installs the service worker, the
//       server is stopped and the browser set offline; median of N reloads from the cache.
//   (g) a 10,000-game PGN file (3.3 MB, one broken game) picked in the analysis board's import
//       dialog: time from the pick to the finished list, and the 'longtask' entries meanwhile.
// (a)-(d) run with the service worker blocked, as a first visit sees the network.
// It prints the machine, the browser version, a small table and the results as JSON.

import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import {
  dist,
  drag,
  launchBrowser,
  newPage,
  reportCspViolations,
  squareCenter,
  startNewGame,
  startSite,
  subfolder,
  waitForBoard,
  waitForEngineReply,
  waitForPly,
  waitForStatus,
} from '../../tests/e2e/support.mjs';

const args = process.argv.slice(2);
const loads = Number(args[args.indexOf('--loads') + 1]) || 5;
const jsonOnly = args.includes('--json-only');
const log = (...parts) => {
  if (!jsonOnly) console.log(...parts);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (v, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function machine() {
  let cpu = 'unknown';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    cpu = info.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? info.match(/^Hardware\s*:\s*(.+)$/m)?.[1] ?? cpu;
  } catch {
    cpu = os.cpus()[0]?.model ?? cpu;
  }
  let nproc = os.availableParallelism?.() ?? os.cpus().length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    // keep the os module's count
  }
  return { nproc, cpu, loadavg: os.loadavg().map((v) => round(v, 2)), node: process.version };
}

function typeOf(url, contentType = '') {
  const ext = path.extname(new URL(url).pathname).toLowerCase();
  if (ext === '.html' || new URL(url).pathname.endsWith('/') || contentType.includes('html')) return 'html';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.wasm') return 'wasm';
  if (ext === '.css') return 'css';
  if (ext === '.svg') return 'svg';
  return 'other';
}

/** The file in dist/ a site URL serves. */
function distFile(url) {
  let rel = decodeURIComponent(new URL(url).pathname).replace(new RegExp(`^/${subfolder}/?`), '');
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  return path.join(dist, rel);
}

// (a) ------------------------------------------------------------------------------------------
async function transfer(browser, site) {
  const { page, context, problems, close } = await newPage(browser, site);
  const responses = [];
  context.on('response', (response) => responses.push(response));
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await waitForStatus(page, 'Your move');
  await drag(page, 'e2', 'e4');
  await waitForEngineReply(page, 2);

  const rows = [];
  for (const response of responses) {
    const url = response.url();
    if (response.status() >= 300 && response.status() < 400) continue;
    const body = await response.body().catch(() => null);
    const sizes = await response.request().sizes().catch(() => null);
    const file = distFile(url);
    let gzip = null;
    try {
      gzip = gzipSync(readFileSync(file), { level: zlib.Z_BEST_COMPRESSION }).length;
    } catch {
      // not a file of dist/
    }
    rows.push({
      url: url.replace(site.appUrl, './'),
      status: response.status(),
      type: typeOf(url, response.headers()['content-type']),
      raw: body?.length ?? sizes?.responseBodySize ?? 0,
      headers: sizes?.responseHeadersSize ?? 0,
      gzip: gzip ?? body?.length ?? 0,
    });
  }
  await close();
  const byType = {};
  for (const row of rows) {
    const t = (byType[row.type] ??= { files: 0, raw: 0, gzip: 0 });
    t.files += 1;
    t.raw += row.raw;
    t.gzip += row.gzip;
  }
  const total = rows.reduce(
    (sum, row) => ({ files: sum.files + 1, raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, headers: sum.headers + row.headers }),
    { files: 0, raw: 0, gzip: 0, headers: 0 },
  );
  return { files: rows, byType, total, problems };
}

// (b) ------------------------------------------------------------------------------------------
/** Notes, on every load of the page, when the full board first stands in the DOM. */
function markBoard() {
  const done = () =>
    document.querySelectorAll('[data-square]').length === 64 &&
    document.querySelectorAll('[data-square] [data-piece]').length === 32;
  const observer = new MutationObserver(() => {
    if (window.__boardAt === undefined && done()) {
      window.__boardAt = performance.now();
      requestAnimationFrame(() => {
        window.__boardFrameAt = performance.now();
      });
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function timeToBoard(browser, site, runs) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const { page, problems, close } = await newPage(browser, site);
    await page.addInitScript(markBoard);
    await page.goto(site.appUrl);
    await page.waitForFunction(() => window.__boardFrameAt !== undefined, null, { timeout: 60_000 });
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        board: window.__boardAt,
        boardFrame: window.__boardFrameAt,
        domContentLoaded: nav?.domContentLoadedEventEnd,
        fcp: fcp?.startTime,
      };
    });
    if (problems.length) t.problems = problems;
    samples.push(t);
    await close();
  }
  const boards = samples.map((s) => s.board);
  return {
    runs,
    medianMs: round(median(boards)),
    minMs: round(Math.min(...boards)),
    maxMs: round(Math.max(...boards)),
    medianFirstFrameMs: round(median(samples.map((s) => s.boardFrame))),
    samples: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]))),
  };
}

// (c) ------------------------------------------------------------------------------------------
async function longTasksDuringSearch(browser, site) {
  const { page, problems, close } = await newPage(browser, site);
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await startNewGame(page, { opponent: 'engine', side: 'white', level: 8, time: 'none' });
  await waitForStatus(page, 'Your move');
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const from = await page.evaluate(() => performance.now());
  await drag(page, 'e2', 'e4');
  await waitForPly(page, 1);
  const thinkingFrom = await page.evaluate(() => performance.now());
  await waitForEngineReply(page, 2, { timeout: 60_000 });
  const to = await page.evaluate(() => performance.now());
  // Let the observer deliver the last entries.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start >= from && t.start <= to);
  // Control: a deliberate 120 ms busy task must show up, or the observer is not working and
  // "no long tasks" means nothing.
  const controlSeen = await page.evaluate(async () => {
    const before = window.__longTasks.length;
    // Scheduled as a page task (work done inside the DevTools evaluation is not reported).
    setTimeout(() => {
      const end = performance.now() + 120;
      while (performance.now() < end) {
        // busy
      }
    }, 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return window.__longTasks.slice(before).some((t) => t.duration >= 100);
  });
  await close();
  const durations = tasks.map((t) => t.duration);
  return {
    level: 8,
    searchMs: round(to - thinkingFrom),
    longestTaskMs: round(durations.length ? Math.max(...durations) : 0),
    tasksOver50ms: durations.filter((d) => d > 50).length,
    tasks: tasks.map((t) => ({ startMs: round(t.start - from), durationMs: round(t.duration) })),
    observerSeesA120msControlTask: controlSeen,
    problems,
  };
}

// (d) ------------------------------------------------------------------------------------------
async function dragFrameRate(browser, site) {
  const { page, problems, close } = await newPage(browser, site);
  await page.goto(site.appUrl);
  await waitForBoard(page);
  await waitForStatus(page, 'Your move');
  // A loop through the board's corners and back home: the knight on g1 is dropped where it
  // started, so no move is made.
  const path = ['g1', 'h4', 'e8', 'a5', 'b1', 'g1'];
  const points = [];
  const corners = await Promise.all(path.map((s) => squareCenter(page, s)));
  const steps = 60;
  for (let i = 0; i <= steps; i += 1) {
    const t = (i / steps) * (corners.length - 1);
    const k = Math.min(Math.floor(t), corners.length - 2);
    const f = t - k;
    points.push({
      x: corners[k].x + (corners[k + 1].x - corners[k].x) * f,
      y: corners[k].y + (corners[k + 1].y - corners[k].y) * f,
    });
  }
  await page.evaluate(() => {
    window.__frames = [];
    window.__counting = true;
    const tick = (t) => {
      if (!window.__counting) return;
      window.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  const started = Date.now();
  for (const [i, p] of points.entries()) {
    // About a second in all: one move every ~16 ms.
    const due = started + (i * 1000) / steps;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await page.mouse.move(p.x, p.y);
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    window.__counting = false;
    return window.__frames;
  });
  const plies = await page.locator('[data-ply]').count();
  const lifted = await page.locator('.piece.dragged').count();
  await close();
  // Only the frames while the button was down: from the first to the last.
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const span = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 0;
  return {
    pointerMoves: points.length,
    dragMs: round(span),
    frames: frames.length,
    framesPerSecond: round(span ? ((frames.length - 1) * 1000) / span : 0),
    longestGapMs: round(gaps.length ? Math.max(...gaps) : 0),
    medianGapMs: round(gaps.length ? median(gaps) : 0),
    movesMade: plies,
    pieceLeftLifted: lifted > 0,
    problems,
  };
}

// (e) ------------------------------------------------------------------------------------------
function precache() {
  const walk = (dir, prefix = '') =>
    readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
    );
  const files = walk(dist);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const data = readFileSync(path.join(dist, f));
    raw += data.length;
    gzip += gzipSync(data, { level: zlib.Z_BEST_COMPRESSION }).length;
  }
  const listed = (readFileSync(path.join(dist, 'sw.js'), 'utf8').match(/sha384-/g) ?? []).length;
  return { files: files.length, listedInSw: listed, raw, gzip };
}

// (f) ------------------------------------------------------------------------------------------
async function timeToBoardOffline(browser, runs) {
  const own = await startSite();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1000, height: 900 } });
  await reportCspViolations(context);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.addInitScript(markBoard);
  await page.goto(own.appUrl);
  await waitForBoard(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await own.stop();
  await context.setOffline(true);
  const boards = [];
  for (let i = 0; i < runs; i += 1) {
    await page.reload();
    await page.waitForFunction(() => window.__boardFrameAt !== undefined, null, { timeout: 60_000 });
    boards.push(await page.evaluate(() => window.__boardAt));
  }
  await context.close();
  await own.close();
  return { runs, medianMs: round(median(boards)), minMs: round(Math.min(...boards)), maxMs: round(Math.max(...boards)), problems };
}

// (g) ------------------------------------------------------------------------------------------
async function bigImport(browser, site, games = 10_000) {
  const { writeFileSync, mkdtempSync } = await import('node:fs');
  const lines = [];
  for (let i = 1; i <= games; i++) {
    const moves = i === games / 2 ? '1. e4 e5 2. Nf6 *'
      : '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 1/2-1/2';
    lines.push(`[Event "Club ${i}"]\n[Site "?"]\n[Date "2026.11.30"]\n[Round "${i}"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "${moves.split(' ').at(-1)}"]\n\n${moves}\n`);
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rookery-big-')), 'big.pgn');
  writeFileSync(file, lines.join('\n'));
  const { page, problems, close } = await newPage(browser, site);
  await page.goto(`${site.appUrl}?analysis`);
  await page.waitForSelector('[data-testid="analysis"]');
  await page.click('[data-testid="engine-toggle"]');
  await page.click('[data-testid="import-pgn"]');
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const from = await page.evaluate(() => performance.now());
  await page.setInputFiles('[data-testid="import-file"]', file);
  await page.waitForSelector('[data-testid="import-summary"]', { timeout: 600_000 });
  const to = await page.evaluate(() => performance.now());
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const tasks = await page.evaluate(() => window.__longTasks);
  const summary = await page.textContent('[data-testid="import-summary"]');
  await close();
  return {
    games,
    bytes: readFileSync(file).length,
    importMs: round(to - from),
    summary,
    longestTaskMs: round(tasks.length ? Math.max(...tasks) : 0),
    tasksOver50ms: tasks.filter((d) => d > 50).length,
    tasks: tasks.map((d) => round(d)),
    problems,
  };
}

// ----------------------------------------------------------------------------------------------
const site = await startSite();
const browser = await launchBrowser();
try {
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    chromium: browser.version(),
  };
  log(`machine: ${result.machine.nproc} CPUs, ${result.machine.cpu}, load ${result.machine.loadavg.join(' ')}`);
  log(`browser: Chromium ${result.chromium} (headless), node ${result.machine.node}`);
  log('');

  result.transfer = await transfer(browser, site);
  log('(a) first load up to the engine\'s first reply');
  log('    type   files        raw    gzip -9');
  for (const [type, t] of Object.entries(result.transfer.byType).sort((a, b) => b[1].raw - a[1].raw)) {
    log(`    ${type.padEnd(6)} ${String(t.files).padStart(5)} ${kib(t.raw).padStart(12)} ${kib(t.gzip).padStart(12)}`);
  }
  const tt = result.transfer.total;
  log(`    ${'total'.padEnd(6)} ${String(tt.files).padStart(5)} ${kib(tt.raw).padStart(12)} ${kib(tt.gzip).padStart(12)}   (+ ${kib(tt.headers)} of response headers)`);
  for (const f of result.transfer.files) {
    log(`      ${f.url.padEnd(34)} ${kib(f.raw).padStart(12)} ${kib(f.gzip).padStart(12)}`);
  }
  log('');

  result.timeToBoard = await timeToBoard(browser, site, loads);
  const b = result.timeToBoard;
  log(`(b) time to first board (${b.runs} cold loads): median ${b.medianMs} ms (min ${b.minMs}, max ${b.maxMs}); next frame median ${b.medianFirstFrameMs} ms`);
  log('');

  result.precache = precache();
  const pc = result.precache;
  log(`(e) offline precache: ${pc.files} files (${pc.listedInSw} listed in sw.js, + sw.js), ${kib(pc.raw)} raw, ${kib(pc.gzip)} gzip -9`);
  result.timeToBoardOffline = await timeToBoardOffline(browser, loads);
  const o = result.timeToBoardOffline;
  log(`(f) time to first board offline, from the cache (${o.runs} reloads): median ${o.medianMs} ms (min ${o.minMs}, max ${o.maxMs})`);
  log('');

  result.longTasks = await longTasksDuringSearch(browser, site);
  const l = result.longTasks;
  log(`(c) main thread during a level-8 search of ${l.searchMs} ms: longest task ${l.longestTaskMs} ms, ${l.tasksOver50ms} tasks > 50 ms (observer check: a 120 ms task ${l.observerSeesA120msControlTask ? 'is' : 'is NOT'} seen)`);
  log('');

  result.drag = await dragFrameRate(browser, site);
  const d = result.drag;
  log(`(d) drag: ${d.frames} frames in ${d.dragMs} ms = ${d.framesPerSecond} fps; longest gap ${d.longestGapMs} ms (median ${d.medianGapMs} ms)`);
  log('');

  result.bigImport = await bigImport(browser, site);
  const g = result.bigImport;
  log(`(g) importing ${g.games} games (${kib(g.bytes)}): ${g.importMs} ms; longest task ${g.longestTaskMs} ms, ${g.tasksOver50ms} tasks > 50 ms; "${g.summary}"`);
  log('');

  const problems = [
    ...result.bigImport.problems,
    ...result.transfer.problems,
    ...result.longTasks.problems,
    ...result.drag.problems,
    ...result.timeToBoard.samples.flatMap((s) => s.problems ?? []),
  ];
  if (problems.length) log(`problems seen: ${problems.join('; ')}`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  await site.close();
}
