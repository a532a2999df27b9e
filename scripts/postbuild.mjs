#!/usr/bin/env node
// Trunk's post-build step (Trunk.toml [[hooks]]), also runnable by hand on a built folder:
//
//   node scripts/postbuild.mjs [DIR]      (DIR defaults to $TRUNK_STAGING_DIR)
//
// 1. Moves Trunk's inline start-up <script> out of index.html into a file of its own
//    (start-HASH.js), so the page runs under a Content-Security-Policy without
//    'unsafe-inline'; fails if any other inline script or style attribute is left.
// 2. Writes sw.js from the template static/sw.js with the list of every file of the build,
//    each with its subresource-integrity hash, and a content version made from them: a new
//    build with any changed byte is a new version, an identical build is the same version.

import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? '');
if (!process.argv[2] && !process.env.TRUNK_STAGING_DIR) {
  console.error('usage: node scripts/postbuild.mjs DIR (or run from Trunk with TRUNK_STAGING_DIR set)');
  process.exit(2);
}

const sha = (algorithm, data) => createHash(algorithm).update(data);

async function moveInlineScript() {
  const file = path.join(dir, 'index.html');
  let html = await readFile(file, 'utf8');
  const inline = /<script type="module">([\s\S]*?)<\/script>/;
  const found = html.match(inline);
  if (found) {
    // A re-run on a processed build finds no inline script: the old file stays.
    const code = `// Starts the Rookery app (moved here from index.html by scripts/postbuild.mjs).\n${found[1].trim()}\n`;
    const name = `start-${sha('sha256', code).digest('hex').slice(0, 16)}.js`;
    await writeFile(path.join(dir, name), code);
    html = html.replace(inline, `<script type="module" src="./${name}"></script>`);
    await writeFile(file, html);
  }
  const leftovers = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
  if (leftovers.length > 0) throw new Error(`inline scripts left in index.html: ${leftovers.join(' ')}`);
  if (/<[^>]+\sstyle=/.test(html)) throw new Error('index.html has a style attribute, which the CSP blocks');
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
  await moveInlineScript();
  await writeServiceWorker();
} catch (error) {
  console.error(`postbuild: ${error.message}`);
  process.exit(1);
}
