// The style sheet's compaction for the post-build step (scripts/postbuild.mjs, step 3), in a
// module of its own so that scripts/compact_css.test.mjs can check it without a build.

/** The style sheet without comments, the whitespace around `{`, `}` and `;` or after `:` and
 * `,` (none of them occurs in its strings; a descendant selector keeps its space); the same text
 * again if it is compact already. */
export function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/([:,])\s+/g, '$1')
    .trim();
}
