// Writes the typeface's first file: Inter (from @fontsource-variable/inter's latin file) cut to
// the characters the app's text uses (ASCII, Spanish's letters and marks, a few typographic marks)
// and to the weights its tokens use (400-700) and the features its styles use, 20 KB instead of 48 KB. Every other character still shows in Inter from
// the full files, which fonts.css declares too and a browser loads only for a page that has one.
// `node scripts/subset-font.mjs` rewrites the file; `--check` fails when it is not up to date
// (a unit test runs it), e.g. after the font package was upgraded.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SUBSET_FILE = fileURLToPath(
  new URL('../packages/ui/src/styles/fonts/inter-basic-wght.woff2', import.meta.url),
);

/**
 * The characters of the subset: printable ASCII, no-break space, the letters and marks of the
 * Spanish catalog (so a Spanish page is one typeface, not Inter with accents in another font) and
 * the typographic marks the copy uses.
 */
export const SUBSET_TEXT =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') +
  '\u00a0¡«·»¿ÁÉÍÑÓÚÜáéíñóúü–—‘’“”…•€£−→←↑↓';

/**
 * The OpenType features a browser applies to Latin text by default (HarfBuzz's defaults for a
 * horizontal run) and tabular figures (`font-variant-numeric: tabular-nums`, the amounts): the
 * text draws as with the whole font. Inter's optional sets (ss01-ss08, cv01-cv13, fractions,
 * case forms...), which no style turns on, are left out: 20 KB instead of 23 KB.
 */
export const KEPT_FEATURES = [
  ...['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'],
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'],
  'tnum',
];

export async function subsetInter() {
  return subsetFont(readFileSync(SOURCE), SUBSET_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
    keepFeatures: KEPT_FEATURES,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetInter();
  if (process.argv.includes('--check')) {
    if (!font.equals(readFileSync(SUBSET_FILE))) {
      console.error(`${SUBSET_FILE} is out of date: run node scripts/subset-font.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(SUBSET_FILE, font);
    console.log(`${SUBSET_FILE}: ${font.length} bytes`);
  }
}
