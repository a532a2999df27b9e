// Unit tests of the style sheet's compaction (scripts/compact_css.mjs); `make test` runs them
// (phase `scripts`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { compactCss } from './compact_css.mjs';

test('comments and the whitespace around braces, semicolons, colons and commas go', () => {
  const css = `/* the board */
.board  {
  display: grid;   /* eight by eight */
  grid-template-columns: repeat(8, 1fr);
}

h1, h2 { margin: 0 }
`;
  assert.equal(compactCss(css), '.board{display:grid;grid-template-columns:repeat(8,1fr);}h1,h2{margin:0}');
});

test('descendant selectors and values with spaces keep them', () => {
  assert.equal(compactCss('.a .b > .c { border: 1px solid red; }'), '.a .b > .c{border:1px solid red;}');
  assert.equal(compactCss('@media (max-width: 600px) {\n  .a { padding: 0 4px; }\n}'),
    '@media (max-width:600px){.a{padding:0 4px;}}');
});

test('a comment spanning lines goes whole, and compact text stays as it is', () => {
  assert.equal(compactCss('/* one\n two */a{b:c}'), 'a{b:c}');
  assert.equal(compactCss('a{b:c}'), 'a{b:c}');
});

test("the app's own style sheet compacts to something smaller that compacts to itself", () => {
  const css = readFileSync(new URL('../static/style.css', import.meta.url), 'utf8');
  const once = compactCss(css);
  assert.ok(once.length < css.length * 0.9, `${once.length} of ${css.length}`);
  assert.equal(compactCss(once), once);
  // Every rule survives: as many opening braces as before.
  assert.equal(once.split('{').length, css.split('{').length);
  assert.ok(!once.includes('/*'));
});
