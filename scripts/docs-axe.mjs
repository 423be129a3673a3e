// The designers' docs pages are accessible too: axe over the static Storybook's Introduction,
// Spec coverage, Design tokens and a few ui components' docs pages, with the tags every story is
// held to (.storybook/preview.tsx), in each way a page can be themed: the Theme toolbar's light or
// dark (the data-theme attribute) on a system of the same scheme, and "System" on a dark system
// (no attribute: the page follows prefers-color-scheme, which Chromium emulates here). Run by
// scripts/test-visual.mjs against the Storybook it serves; `node scripts/docs-axe.mjs <url>` runs
// it alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

/** The pages checked: the three written for designers and components of each kind. */
export const DOCS_PAGES = [
  'introduction--docs',
  'spec-coverage--docs',
  'design-tokens--docs',
  'ui-button--docs',
  'ui-form-textfield--docs',
  'ui-form-field--docs',
  'ui-banner--docs',
  'ui-table--docs',
  'ui-display-amount--docs',
];
/** The looks each page is checked in: the toolbar's theme global and the system's scheme. */
export const MODES = [
  { name: 'light', theme: 'light', colorScheme: 'light' },
  { name: 'dark', theme: 'dark', colorScheme: 'dark' },
  { name: 'system dark', theme: 'system', colorScheme: 'dark' },
];

// axe-core as addon-a11y (which runs it on every story) has it: the same version.
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * @param {string} url the static Storybook's address
 * @returns {Promise<{ id: string, theme: string, violations: { id: string, help: string, targets: string[] }[] }[]>}
 */
export async function checkDocs(url, pages = DOCS_PAGES) {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ headless: true, ...launch });
  const results = [];
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const id of pages) {
      for (const { name: theme, theme: global, colorScheme } of MODES) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${url}/iframe.html?viewMode=docs&id=${id}&globals=theme:${global}`);
        // The page is drawn when Storybook says so; a docs page with stories waits for them too.
        await page.waitForFunction(
          () => {
            const docs = document.querySelector('#storybook-docs');
            return docs && !docs.hidden && docs.querySelector('.sbdocs-content');
          },
          undefined,
          { timeout: 60_000 },
        );
        await page.evaluate(() => document.fonts.ready);
        await page.waitForLoadState('networkidle');
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const { axe } = /** @type {any} */ (globalThis);
          // The props table's controls are Storybook's own inputs (its JSON editor, its
          // unlabelled toggles), not our markup, like the live announcer the stories exclude.
          const context = {
            include: [['#storybook-docs']],
            exclude: [['.docblock-argstable input'], ['.docblock-argstable .rejt-tree']],
          };
          const result = await axe.run(context, {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
            },
            rules: { 'target-size': { enabled: true } },
          });
          return result.violations.map((v) => ({
            id: v.id,
            help: v.help,
            targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
          }));
        });
        results.push({ id, theme, violations });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints each page's violations; @returns whether all pages were clean. */
export function reportDocs(results) {
  const failed = results.filter((r) => r.violations.length > 0);
  for (const r of failed) {
    console.error(`Docs page ${r.id} (${r.theme}): ${r.violations.length} axe violations`);
    for (const v of r.violations) {
      console.error(`  ${v.id}: ${v.help}`);
      for (const t of v.targets) console.error(`    ${t.replace(/\n/g, ' ')}`);
    }
  }
  console.info(`Docs pages: ${results.length - failed.length} of ${results.length} axe-clean.`);
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:6107';
  process.exit(reportDocs(await checkDocs(url)) ? 0 : 1);
}
