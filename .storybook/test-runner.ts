import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { saveCapture, writeStoryResult } from '../scripts/visual.mjs';
import { activeModes, type Mode } from './modes.ts';

// The static Storybook's visual check (scripts/test-visual.mjs; README "Visual regression"). Play
// functions and axe are addon-vitest's job (`pnpm test:stories`); here each snapshot-eligible
// story renders once, its play function brings it to its state, and it is captured in each of
// its Chromatic modes (.storybook/modes.ts); scripts/test-visual.mjs compares the captures.

// The story's own width when a mode sets none (ui stories), from the viewport global.
const sizes: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_SIZE = { width: 1280, height: 800 };
const sizeOf = (mode: Mode, own: { width: number; height: number }) =>
  mode.viewport ? { width: mode.viewport, height: mode.viewport < 768 ? 740 : 800 } : own;

type Context = Awaited<ReturnType<typeof getStoryContext>>;
const ownSize = (context: Context) => {
  const globals = { ...context.globals, ...(context as { storyGlobals?: object }).storyGlobals };
  const viewport = (globals as { viewport?: { value?: string } }).viewport?.value;
  return sizes[viewport ?? ''] ?? DEFAULT_SIZE;
};
const chromaticOf = (context: Context) =>
  (context.parameters.chromatic ?? {}) as {
    modes?: Record<string, Mode>;
    disableSnapshot?: boolean;
  };
const modesOf = (context: Context): [string, Mode][] => {
  const modes = activeModes(chromaticOf(context).modes);
  return modes.length ? modes : [['default', {}]];
};

/**
 * Fonts ready and the images in view decoded (the screenshot itself waits for the next frame).
 * Lazy images out of view never load, so they are not waited for.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
  });

const config: TestRunnerConfig = {
  async prepare({ page }) {
    // The preview freezes the clock for snapshots (snapshotClock.ts) when it sees this flag.
    await page.addInitScript(() => {
      globalThis.__VISUAL_CHECK__ = true;
    });
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
    // Inter is font-display: optional: a page that has not got it in time keeps the fallback.
    // Fetch it once, then load again from the cache, so every capture draws Inter.
    await page.evaluate(() =>
      Promise.all([
        document.fonts.load('400 16px "Inter Variable"'),
        document.fonts.load('600 16px "Inter Variable"'),
      ]),
    );
    await page.reload({ waitUntil: 'load' });
  },
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    // The play function runs at the first mode's width, as Chromatic's first capture would.
    const [[, first]] = modesOf(context) as [[string, Mode]];
    await page.setViewportSize(sizeOf(first, ownSize(context)));
  },
  async postVisit(page, story) {
    const context = await getStoryContext(page, story);
    if (chromaticOf(context).disableSnapshot) return;
    await waitForPageReady(page);
    const modes: string[] = [];
    for (const [name, mode] of modesOf(context)) {
      await page.setViewportSize(sizeOf(mode, ownSize(context)));
      // The theme decorator sets data-theme from the global; a mode sets it the same way.
      await page.evaluate((theme) => {
        if (theme) document.documentElement.dataset.theme = theme;
      }, mode.theme);
      await settle(page);
      // A runner that gave up on a slow story moves on: never capture the next one under this name.
      const shown = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.id);
      if (shown !== story.id) throw new Error(`${story.id}: the page shows ${shown} instead`);
      const hasInter = await page.evaluate(() => document.fonts.check('16px "Inter Variable"'));
      if (!hasInter)
        throw new Error(`${story.title} / ${story.name} (${name}): Inter did not load`);
      const png = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        scale: 'device',
      });
      saveCapture(story.id, name, png);
      modes.push(name);
    }
    // scripts/test-visual.mjs compares the captures with the baselines once the run is over.
    writeStoryResult({ id: story.id, title: story.title, name: story.name, modes });
  },
  // Stories marked `chromatic: { disableSnapshot: true }` are left out by the index (main.ts).
  tags: { skip: ['no-snapshot'] },
};

export default config;
