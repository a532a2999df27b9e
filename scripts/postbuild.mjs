#!/usr/bin/env node
// Trunk's post-build step (Trunk.toml [[hooks]]), also runnable by hand on a built folder:
//
//   node scripts/postbuild.mjs [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
//
// 1. Builds the extras wasm (src/bin/extras.rs: the embed, `index.html?embed=1`, a board in a
//    teacher's page; and Learn, `?learn` / `?lesson=ID`) with cargo, wasm-bindgen and wasm-opt
//    as Trunk builds the app's, into extras-HASH.js and extras-HASH_bg.wasm. A separate wasm, so
//    the app's first load carries none of their code, and they none of the app's panels.
// 2. Moves Trunk's inline start-up <script> out of index.html into a file of its own
//    (start-HASH.js), so the page runs under a Content-Security-Policy without
//    'unsafe-inline'; fails if any other inline script or style attribute is left. The script
//    starts the extras for `?embed=1`, `?learn` and `?lesson=`, and the app otherwise; the app's wasm is fetched by it
//    (with its integrity) instead of preloaded, so an embed never downloads it.
// 3. Compacts the style sheet (its comments, the whitespace around braces and semicolons and
//    after colons and commas go: about 1 KiB of the critical first load, gzipped) and puts its new integrity into
//    index.html. Trunk's own minifier is not used: it also rewrites index.html and fails on the
//    app's ES module.
// 4. Writes sw.js from the template static/sw.js with the list of every file of the build,
//    each with its subresource-integrity hash, and a content version made from them: a new
//    build with any changed byte is a new version, an identical build is the same version.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactCss } from './compact_css.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? '');
if (!process.argv[2] && !process.env.TRUNK_STAGING_DIR) {
  console.error('usage: node scripts/postbuild.mjs DIR (or run from Trunk with TRUNK_STAGING_DIR set)');
  process.exit(2);
}

const sha = (algorithm, data) => createHash(algorithm).update(data);

const run = (command, args) => execFileSync(command, args, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });

/** Builds the extras wasm into the staging folder; returns its script's file name. */
async function buildExtras() {
  const cargo = process.env.CARGO ?? 'cargo';
  run(cargo, ['build', '--profile', 'web-app', '--target', 'wasm32-unknown-unknown', '--features', 'csr', '--bin', 'extras']);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'rookery-extras-'));
  try {
    const target = process.env.CARGO_TARGET_DIR ?? path.join(repo, 'target');
    run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', tmp, '--out-name', 'extras',
      path.join(target, 'wasm32-unknown-unknown', 'web-app', 'extras.wasm')]);
    run('wasm-opt', ['-Oz', path.join(tmp, 'extras_bg.wasm'), '-o', path.join(tmp, 'extras_opt.wasm')]);
    const js = await readFile(path.join(tmp, 'extras.js'));
    const wasm = await readFile(path.join(tmp, 'extras_opt.wasm'));
    const name = `extras-${sha('sha256', Buffer.concat([js, wasm])).digest('hex').slice(0, 16)}`;
    await writeFile(path.join(dir, `${name}.js`), js);
    await writeFile(path.join(dir, `${name}_bg.wasm`), wasm);
    return name;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

const integrityOf = (data) => `sha384-${sha('sha384', data).digest('base64')}`;

/** The start-up script: the extras for an embed or Learn, else Trunk's start of the app. */
function startScript(trunkCode, extras, appWasm, appWasmIntegrity) {
  const imports = /import init, \* as bindings from '([^']+)';/;
  if (!imports.test(trunkCode)) throw new Error("Trunk's start-up script has changed: cannot route the embed");
  const app = trunkCode
    .replace(imports, "const bindings = await import('$1');\nconst init = bindings.default;")
    .replace(/module_or_path: '[^']+'/, 'module_or_path: wasm_response')
    .replace(/\n+/g, '\n  ');
  return `// Starts Rookery (written by scripts/postbuild.mjs from Trunk's inline start-up script):
// the extras for ?embed=1 (a board in a teacher's page), ?learn and ?lesson=ID (Learn) and
// ?share (Share / embed), ?editor (the board editor), else the app (which also draws the analysis board, ?analysis and ?pgn=). Each fetches only its own wasm, with its integrity checked.
const query = new URLSearchParams(location.search);
const embed = query.has('embed') && query.get('embed') !== '0';
if (embed || ['learn', 'lesson', 'share', 'editor'].some((k) => query.has(k))) {
  const extras = await import('./${extras}.js');
  await extras.default({ module_or_path: './${extras}_bg.wasm' });
} else {
  const wasm_response = fetch('${appWasm}', { integrity: '${appWasmIntegrity}' });
  ${app.trim()}
}
`;
}

async function moveInlineScript(extras) {
  const file = path.join(dir, 'index.html');
  let html = await readFile(file, 'utf8');
  const inline = /<script type="module">([\s\S]*?)<\/script>/;
  const found = html.match(inline);
  if (found) {
    // A re-run on a processed build finds no inline script: the old file stays.
    const wasmPath = found[1].match(/module_or_path: '([^']+)'/)?.[1];
    if (!wasmPath) throw new Error("Trunk's start-up script names no wasm");
    const appWasm = await readFile(path.join(dir, wasmPath));
    const code = startScript(found[1].trim(), extras, wasmPath, integrityOf(appWasm));
    // The app's files are fetched by the start-up script, not preloaded (an embed needs none).
    html = html.replace(/<link rel="(modulepreload|preload)" href="\.\/app-[^>]*>/g, '');
    const name = `start-${sha('sha256', code).digest('hex').slice(0, 16)}.js`;
    await writeFile(path.join(dir, name), code);
    html = html.replace(inline, `<script type="module" src="./${name}"></script>`);
    await writeFile(file, html);
  }
  const leftovers = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
  if (leftovers.length > 0) throw new Error(`inline scripts left in index.html: ${leftovers.join(' ')}`);
  if (/<[^>]+\sstyle=/.test(html)) throw new Error('index.html has a style attribute, which the CSP blocks');
}

async function compactStyles() {
  const file = path.join(dir, 'index.html');
  let html = await readFile(file, 'utf8');
  for (const name of (await readdir(dir)).filter((f) => /^style-[0-9a-f]+\.css$/.test(f))) {
    const css = compactCss(await readFile(path.join(dir, name), 'utf8'));
    await writeFile(path.join(dir, name), css);
    const link = new RegExp(`(href="\\./${name.replace('.', '\\.')}" integrity=")[^"]*"`);
    if (!link.test(html)) throw new Error(`index.html does not link ${name} with its integrity`);
    html = html.replace(link, `$1${integrityOf(Buffer.from(css))}"`);
  }
  await writeFile(file, html);
}

async function filesUnder(root, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(root, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

async function writeServiceWorker() {
  await unlink(path.join(dir, 'sw.js')).catch(() => {});
  const files = (await filesUnder(dir)).sort();
  const list = [];
  const version = sha('sha256', '');
  for (const rel of files) {
    const data = await readFile(path.join(dir, rel));
    const integrity = `sha384-${sha('sha384', data).digest('base64')}`;
    list.push([rel, integrity]);
    version.update(`${rel}\n${integrity}\n`);
  }
  const id = version.digest('hex').slice(0, 16);
  const template = await readFile(path.join(repo, 'static/sw.js'), 'utf8');
  if (!template.includes("'__ROOKERY_VERSION__'") || !template.includes('__ROOKERY_FILES__')) {
    throw new Error('static/sw.js lacks its placeholders');
  }
  const worker = template
    .replace("'__ROOKERY_VERSION__'", JSON.stringify(id))
    .replace('__ROOKERY_FILES__', JSON.stringify(list, null, 1));
  await writeFile(path.join(dir, 'sw.js'), worker);
  const bytes = (await Promise.all(files.map((f) => readFile(path.join(dir, f))))).reduce((n, b) => n + b.length, 0);
  console.log(`postbuild: sw.js version ${id}, ${list.length} files, ${bytes} bytes to precache`);
}

try {
  const extras = await buildExtras();
  await moveInlineScript(extras);
  await compactStyles();
  await writeServiceWorker();
} catch (error) {
  console.error(`postbuild: ${error.message}`);
  process.exit(1);
}
