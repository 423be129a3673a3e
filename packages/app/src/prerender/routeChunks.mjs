// Where the client build put the modules of route-pages.mjs, read from its manifest
// (dist/.vite/manifest.json). Plain JavaScript: the bundle report (scripts/bundle-report.mjs)
// reads it under Node as well as the route HTML files (plugin.ts).
import { posix } from 'node:path';
import { FIRST_SCREEN, FIRST_SCREEN_CHUNK } from '../../route-pages.mjs';

/**
 * The manifest key of the chunk holding `module`, named as in route-pages.mjs (under packages/,
 * without extension; the keys are source paths relative to packages/app). A module of the
 * first-screen group (vite.config.ts) is in that chunk, which has no key of the module's own.
 */
export function chunkKeyOf(manifest, module) {
  const keys = Object.keys(manifest);
  const own = keys.find((key) => posix.join('app', key).replace(/\.tsx?$/, '') === module);
  if (own) return own;
  const inFirstScreen = ['.tsx', '.ts'].some((ext) =>
    FIRST_SCREEN.test(`packages/${module}${ext}`),
  );
  return inFirstScreen ? keys.find((key) => manifest[key].name === FIRST_SCREEN_CHUNK) : undefined;
}

/**
 * The chunks `keys` need before they run: themselves and what they import statically,
 * transitively, each once; a chunk's imports come before it, the order Vite links their
 * stylesheets in. Keys that are no chunk (a module bundled into another) are skipped.
 */
export function staticImportsOf(manifest, keys) {
  const ordered = [];
  const seen = new Set();
  const visit = (key) => {
    if (!(key in manifest) || seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const key of keys) visit(key);
  return ordered;
}
