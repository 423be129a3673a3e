// Chromatic's and the local visual check's modes for app stories that are about one width
// (.storybook/modes.ts): each mode renders the story and runs its play function at its width, and
// the shell differs by width (sidebar and top bar links from 768 px, a menu sheet below).

/** Captured in light and dark at 1280 px only; `modesReason` says which story shows the phone. */
export const desktopOnly = (modesReason: string) => ({
  chromatic: {
    modes: {
      'light 1280': { theme: 'light' as const, viewport: 1280 },
      'dark 1280': { theme: 'dark' as const, viewport: 1280 },
    },
  },
  modesReason,
});

/** Captured in light and dark at 375 px only. */
export const phoneOnly = (modesReason: string) => ({
  chromatic: {
    modes: {
      'light 375': { theme: 'light' as const, viewport: 375 },
      'dark 375': { theme: 'dark' as const, viewport: 375 },
    },
  },
  modesReason,
});
