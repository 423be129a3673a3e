import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { drawsInter, saveCapture, writeStoryResult } from '../scripts/visual.mjs';
import { activeModes, type Mode, THEME_KEY } from './modes.ts';

// The static Storybook's visual check (scripts/test-visual.mjs; README "Visual regression"). Each
// snapshot-eligible story is captured in each Chromatic mode (.storybook/modes.ts): rendered at
// the mode's width and theme from the start, its play function bringing it to its state at that
// width, then captured; a mode that differs from the one before only in theme is captured from the
// same render with the theme swapped (swapTheme); a mode in another language is a render of its
// own, its play function run in that language (docs/i18n.md "Stories in Spanish").
// scripts/test-visual.mjs compares the captures with the baselines.
// The first mode's render also runs axe (addon-a11y's own check, which the runner fails on), so in
// `npm test` this is the one run of the stories: those never captured (test-only, or without a
// snapshot) are rendered here too, their play functions, final-screen checks and axe run, at the
// story's own size, and not captured.

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

/** The preview's globals for the next render: the mode's theme and language, and axe only when `axe`. */
const setGlobals = (page: Page, mode: Mode, axe: boolean) =>
  page.evaluate(
    ({ theme, locale, axe }) => {
      // Written to the store, not sent as updateGlobals, so the story shown now is not re-rendered.
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: PreviewInternals })
        .__STORYBOOK_PREVIEW__;
      // `undefined` resets a global to its initial value (the toolbar's "system", English).
      preview!.storyStoreValue.userGlobals.update({ theme, locale, a11y: { manual: !axe } });
    },
    { theme: mode.theme, locale: mode.locale, axe },
  );
/**
 * Another theme for the story on screen, at the same width, without rendering it again: what the
 * theme decorator and the app do for a theme (the stored choice, the root's data-theme) and the
 * `storage` event another tab's choice sends, which the app's top-bar switch follows
 * (packages/app/src/shell/theme.ts). Only CSS and that switch read the theme, so this draws what a
 * render in that theme draws (the baselines, taken by full renders, prove it), for half the renders.
 */
const swapTheme = (page: Page, mode: Mode) =>
  page.evaluate(
    async ({ theme, key }) => {
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: PreviewInternals })
        .__STORYBOOK_PREVIEW__;
      preview!.storyStoreValue.userGlobals.update({ theme, a11y: { manual: true } });
      localStorage.setItem(key, theme);
      document.documentElement.dataset.theme = theme;
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: theme }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    { theme: mode.theme!, key: THEME_KEY },
  );
interface PreviewInternals {
  storyStoreValue: { userGlobals: { update: (globals: object) => void } };
  currentRender?: { id?: string };
}

/**
 * Mounts the story shown afresh (loaders, its own demo backend, play function) with the globals
 * set since, and resolves once it has finished; a render or play error rejects with its message.
 */
const remount = (page: Page, storyId: string) =>
  page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const g = globalThis as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: {
            on: (event: string, listener: (payload: never) => void) => void;
            off: (event: string, listener: (payload: never) => void) => void;
            emit: (event: string, payload: unknown) => void;
          };
          __STORYBOOK_MODULE_CORE_EVENTS__: Record<string, string>;
        };
        const channel = g.__STORYBOOK_ADDONS_CHANNEL__;
        const events = g.__STORYBOOK_MODULE_CORE_EVENTS__;
        const fail = (message: string) => {
          off();
          reject(new Error(message));
        };
        const listeners: [string, (payload: never) => void][] = [
          [
            events.STORY_FINISHED!,
            ({ storyId }: { storyId: string }) => {
              if (storyId !== id) return;
              off();
              resolve();
            },
          ],
          [events.STORY_ERRORED!, ({ description }: { description: string }) => fail(description)],
          [events.STORY_THREW_EXCEPTION!, ({ message }: Error) => fail(message)],
          [events.PLAY_FUNCTION_THREW_EXCEPTION!, ({ message }: Error) => fail(message)],
          [events.UNHANDLED_ERRORS_WHILE_PLAYING!, ([error]: Error[]) => fail(error!.message)],
        ];
        const off = () => listeners.forEach(([event, l]) => channel.off(event, l));
        listeners.forEach(([event, l]) => channel.on(event, l));
        channel.emit(events.FORCE_REMOUNT!, { storyId: id });
      }),
    storyId,
  );

/**
 * Fonts ready and the images in view decoded (the screenshot itself waits for the next frame).
 * Lazy images out of view never load, so they are not waited for. The pointer at rest: a play
 * function's click leaves react-aria's hover on what it clicked (its events are synthetic), and
 * whether Chromium's own pointer then ends it depends on timing; a pointer moving onto the page
 * ends it every time. A story whose state is held by a resting pointer (a tooltip, a toast
 * paused) says so with `parameters.pointerRests`.
 */
const settle = (page: Page, pointerRests: boolean) =>
  page.evaluate(async (pointerRests) => {
    if (!pointerRests) {
      document.body.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // A play function that typed low on the page left it scrolled; at half density an odd
    // offset draws the whole page half a pixel apart, so every capture starts from the top.
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const pending = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
  }, pointerRests);

/**
 * The parts still loading on the page (`aria-busy`: a skeleton, a frame waiting for its partner)
 * that are shown, named by their label or text.
 */
/** In the page: the parts on screen marked loading, by their label or text. */
const visiblyBusy = () =>
  [...document.querySelectorAll('[aria-busy="true"]')]
    .filter((element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
    .map((element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
        .trim()
        .slice(0, 60),
    );
const busyParts = (page: Page) => page.evaluate(visiblyBusy);
/** Waits (10 s at most) for every part on screen to have loaded. */
const loaded = (page: Page) =>
  page
    .waitForFunction(`(${visiblyBusy.toString()})().length === 0`, undefined, { timeout: 10_000 })
    .catch(() => {});

/**
 * A story whose capture may show something loading: one that names a loading state of the spec
 * (`parameters.spec`, an id ending in `.loading`) or says why in `parameters.busyAtRest`.
 */
const showsLoading = ({ spec, busyAtRest }: Context['parameters']) =>
  typeof busyAtRest === 'string' ||
  (Array.isArray(spec) && spec.some((id) => String(id).endsWith('.loading')));

const config: TestRunnerConfig = {
  async prepare({ page }) {
    // The preview freezes the clock for snapshots (snapshotClock.ts) when it sees this flag.
    await page.addInitScript(() => {
      globalThis.__VISUAL_CHECK__ = true;
    });
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
    // Inter is font-display: optional: a page that has not got it in time keeps the fallback.
    // Fetch it, then load the page again (Inter from the cache) until it draws with Inter: a
    // loaded machine can miss the short window even from the cache.
    await page.evaluate(() => document.fonts.load('600 16px "Inter Variable"'));
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      if (await page.evaluate(drawsInter)) break;
    }
  },
  // Before the runner renders the story: its first mode's width and theme, so the first render
  // and its play function already see them, and axe on that render (the runner fails a violation
  // of a story whose parameters.a11y.test is 'error').
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const [[, first]] = (
      chromaticOf(context).disableSnapshot ? [['default', {}]] : modesOf(context)
    ) as [[string, Mode]];
    await page.setViewportSize(sizeOf(first, ownSize(context)));
    await setGlobals(page, first, true);
  },
  async postVisit(page, story) {
    if ((story as { hasFailure?: boolean }).hasFailure) return;
    const context = await getStoryContext(page, story);
    if (chromaticOf(context).disableSnapshot) return;
    const modes: string[] = [];
    let shownSize: { width: number; height: number } | undefined;
    let shownLocale: string | undefined;
    for (const [index, [name, mode]] of modesOf(context).entries()) {
      const size = sizeOf(mode, ownSize(context));
      const sameWidth = shownSize?.width === size.width && shownSize.height === size.height;
      const sameLocale = index === 0 || shownLocale === mode.locale;
      shownSize = size;
      shownLocale = mode.locale;
      if (index > 0 && sameWidth && sameLocale && mode.theme) await swapTheme(page, mode);
      else if (index > 0) {
        await page.setViewportSize(size);
        await setGlobals(page, mode, false);
        try {
          await remount(page, story.id);
        } catch (error) {
          throw new Error(`${story.title} / ${story.name} (${name}): ${(error as Error).message}`);
        }
      }
      await settle(page, context.parameters.pointerRests === true);
      // A runner that gave up on a slow story moves on: never capture the next one under this name.
      const shown = await page.evaluate(
        () =>
          (globalThis as { __STORYBOOK_PREVIEW__?: PreviewInternals }).__STORYBOOK_PREVIEW__
            ?.currentRender?.id,
      );
      if (shown !== story.id) throw new Error(`${story.id}: the page shows ${shown} instead`);
      if (!(await page.evaluate(drawsInter)))
        throw new Error(`${story.title} / ${story.name} (${name}): Inter did not load`);
      // A story is a fixture of the state it names: a skeleton in its capture would differ by
      // timing. Parts that load after the play function (Home's panels, after the balances'
      // paint) are waited for; one still loading after that never ends.
      const loading = showsLoading(context.parameters);
      if (!loading) await loaded(page);
      const busy = loading ? [] : await busyParts(page);
      if (busy.length > 0)
        throw new Error(
          `${story.title} / ${story.name} (${name}): still loading 10 s after its play function (${busy.join('; ')}): it never ends, or the story should name its loading state`,
        );
      const png = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        // What Chromatic ignores (a ticking clock) is painted over, so it cannot differ.
        mask: [page.locator('[data-chromatic="ignore"]')],
        // A long page on a loaded machine: Playwright's 30 s default ran out once.
        timeout: 120_000,
        scale: 'device',
      });
      saveCapture(story.id, name, png);
      modes.push(name);
    }
    // scripts/test-visual.mjs compares the captures with the baselines once the run is over.
    writeStoryResult({
      id: story.id,
      title: story.title,
      name: story.name,
      modes,
      nearBlankReason: context.parameters.nearBlankReason,
    });
  },
};

export default config;
