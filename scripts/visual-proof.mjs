// Proof that the visual check catches a real change, run by scripts/test-visual.mjs on the
// Storybook it serves: one real story (UI/Button, Variants) rendered as the check renders it, then
// with its button moved by 2 px, then with one token's colour changed (--color-primary one palette
// step darker). Each must be judged changed (scripts/visual.mjs compare), and the report must name
// the story. reports/visual/proof.html shows the three.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import {
  CAPTURE_ARGS,
  CAPTURE_CONTEXT,
  compare,
  drawsInter,
  saveReportImage,
  writeReport,
} from './visual.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const STORY = { id: 'ui-button--variants', title: 'UI/Button', name: 'Variants' };
const CHANGES = {
  'light, first button moved 2px': '#storybook-root button:first-of-type { translate: 2px 0; }',
  'light, primary one step darker': ':root { --color-primary: var(--brand-700); }',
};

/** @returns the problems found; none means the check caught both changes and named the story. */
export async function proveVisualCheck(url) {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({
    headless: true,
    ...launch,
    args: [...launch.args, ...CAPTURE_ARGS],
  });
  const problems = [];
  try {
    const context = await browser.newContext(CAPTURE_CONTEXT);
    await context.addInitScript(() => {
      globalThis.__VISUAL_CHECK__ = true;
    });
    const page = await context.newPage();
    const capture = async (css) => {
      // Until the page draws with Inter (font-display: optional; visual.mjs drawsInter).
      for (let visit = 0; visit < 10; visit++) {
        await page.goto(`${url}/iframe.html?id=${STORY.id}&viewMode=story&globals=theme:light`);
        // Rendered and its play function done, as the runner waits for it.
        await page.waitForFunction(
          () => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
        );
        await page.evaluate(() => document.fonts.load('600 16px "Inter Variable"'));
        if (await page.evaluate(drawsInter)) break;
      }
      if (css) await page.addStyleTag({ content: css });
      return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    };
    const before = await capture();
    const again = await capture();
    const same = compare(before, again);
    if (process.env.VISUAL_PROOF_DEBUG) {
      saveReportImage('before', STORY.id, 'again', before);
      saveReportImage('after', STORY.id, 'again', again);
      if (same.diff) saveReportImage('diff', STORY.id, 'again', same.diff);
    }
    if (same.status !== 'same')
      problems.push(`the same story captured twice differs (${same.pixels} pixels)`);
    const captures = [];
    for (const [mode, css] of Object.entries(CHANGES)) {
      const after = await capture(css);
      const result = compare(before, after);
      if (result.status !== 'changed')
        problems.push(`${mode}: not caught (${result.pixels} pixels)`);
      saveReportImage('before', STORY.id, mode, before);
      saveReportImage('after', STORY.id, mode, after);
      if (result.diff) saveReportImage('diff', STORY.id, mode, result.diff);
      captures.push({ mode, ...result });
    }
    const html = readFileSync(
      writeReport([{ ...STORY, captures }], { name: 'proof.html' }),
      'utf8',
    );
    if (!html.includes(`${STORY.title} / ${STORY.name}`))
      problems.push('the report does not name the story');
  } finally {
    await browser.close();
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await proveVisualCheck(process.argv[2] ?? 'http://127.0.0.1:6107');
  for (const problem of problems) console.error(`Visual check proof: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
