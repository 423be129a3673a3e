// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBSET_FILE, SUBSET_TEXT, subsetInter } from './subset-font.mjs';

const fontsCss = readFileSync(
  fileURLToPath(new URL('../packages/ui/src/styles/fonts.css', import.meta.url)),
  'utf8',
);

/** The code points of a unicode-range list ("U+0020-007E, U+00A0"). */
function codePoints(range: string) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    const [a, b] = [parseInt(from!, 16), parseInt(to!, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

describe('the typeface subset', () => {
  // harfbuzz (WebAssembly) loads first: seconds on a loaded machine.
  it(
    'is the file scripts/subset-font.mjs makes from the installed font package',
    { timeout: 60_000 },
    async () => {
      const made = await subsetInter();
      expect(made.equals(readFileSync(SUBSET_FILE))).toBe(true);
    },
  );

  it('is declared in fonts.css for exactly its characters, after the full files', () => {
    const faces = fontsCss.split('@font-face').slice(1);
    const last = faces.at(-1)!;
    expect(last).toContain('./fonts/inter-basic-wght.woff2');
    const range = /unicode-range:([^;]+);/.exec(last)![1]!;
    const expected = [...SUBSET_TEXT].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
    expect(codePoints(range).sort((a, b) => a - b)).toEqual(expected);
  });

  // Chromium fetches every face that has a character until one has arrived: a full file sharing
  // the subset's characters was downloaded on every cold visit.
  it('leaves the full files exactly the package’s ranges less its characters', () => {
    const packageCss = readFileSync(
      createRequire(fileURLToPath(new URL('../packages/ui/package.json', import.meta.url))).resolve(
        '@fontsource-variable/inter/wght.css',
      ),
      'utf8',
    );
    const packageRange = (file: string) =>
      new RegExp(`${file}\\) format\\('woff2-variations'\\);\\s*unicode-range:([^;]+);`).exec(
        packageCss,
      )![1]!;
    const subset = new Set([...SUBSET_TEXT].map((c) => c.codePointAt(0)!));
    const faces = fontsCss.split('@font-face').slice(1);
    for (const file of ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2']) {
      const face = faces.find((f) => f.includes(file))!;
      const declared = codePoints(
        /unicode-range:([^;]+);/.exec(face.replace(/\/\*[^]*?\*\//g, ''))![1]!,
      );
      expect(declared.filter((c) => subset.has(c))).toEqual([]);
      expect(declared.sort((a, b) => a - b)).toEqual(
        codePoints(packageRange(file))
          .filter((c) => !subset.has(c))
          .sort((a, b) => a - b),
      );
    }
  });
});
