// The looks a story is captured in, by Chromatic (parameters.chromatic.modes) and by the local
// visual check (scripts/test-visual.mjs, .storybook/test-runner.ts), which reads the same
// parameter. A mode sets the theme global and, for pages, the width (Chromatic trims the height
// to the content). A meta or story that sets its own modes replaces the default below; one that
// takes fewer than the four page modes says why in `parameters.modesReason`.

/**
 * Screens and app stories: light and dark at a phone's and a desktop's width, and Spanish on the
 * phone in light (issue 42: the longer language on the narrower screen).
 */
export const pageModes = {
  'light 375': { theme: 'light', viewport: 375 },
  'dark 375': { theme: 'dark', viewport: 375 },
  'light 1280': { theme: 'light', viewport: 1280 },
  'dark 1280': { theme: 'dark', viewport: 1280 },
  'es light 375': { theme: 'light', viewport: 375, locale: 'es' },
} as const;

export const PAGE_MODES = Object.keys(pageModes);

/** ui stories: light and dark at their own size (a story's own viewport global, if any). */
export const themeModes = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
} as const;

export interface Mode {
  theme?: 'light' | 'dark';
  viewport?: number;
  /** The Language global (English when absent). */
  locale?: 'es';
  disable?: boolean;
}

/** The modes a story is captured in (disabled ones dropped); none means one capture as it is. */
export const activeModes = (modes: Record<string, Mode> | undefined) =>
  Object.entries(modes ?? {}).filter(([, mode]) => !mode.disable);

/**
 * The modes a story takes when neither it nor its meta sets `parameters.chromatic.modes`:
 * ui stories by their "UI/" title, every other (screens, app) the page modes. Read by the
 * preview (an argTypes enhancer, the one hook that sees a story's title before it is captured)
 * and by scripts/chromatic-modes.test.ts.
 */
export const defaultModes = (title: string): Record<string, Mode> =>
  title.startsWith('UI/') ? themeModes : pageModes;

/** The app's stored theme choice (packages/app/src/shell/theme.ts, boot/theme.js), which the
 * preview's theme decorator and the visual check's theme swap (test-runner.ts) write. */
export const THEME_KEY = 'wallet-theme';
