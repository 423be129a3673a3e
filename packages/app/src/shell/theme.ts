import type { ThemeChoice } from '@wallet/ui';

/** The theme chosen in the top bar, kept in this browser; boot/theme.js (inlined) reads it too. */
const THEME_KEY = 'wallet-theme';
/** --color-bg of each theme (packages/ui/src/styles/tokens.css), for the browser's own bars. */
const BAR_COLOUR = { light: '#f5f6f9', dark: '#0d1017' } as const;

export function readTheme(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** What boot/theme.js does before the first paint, and undoes for System. */
export function applyTheme(theme: ThemeChoice, root = document.documentElement) {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  const doc = root.ownerDocument;
  /* eslint-disable lingui/no-unlocalized-strings -- CSS selectors and color-scheme values */
  doc
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
  doc.querySelectorAll('meta[name="theme-color"]').forEach((bar) => {
    const own = bar.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    bar.setAttribute('content', BAR_COLOUR[theme === 'system' ? own : theme]);
  });
  /* eslint-enable lingui/no-unlocalized-strings */
}

/** The choice for this page when storage refuses it. */
let unstored: ThemeChoice | undefined;
const listeners = new Set<() => void>();

export function writeTheme(theme: ThemeChoice) {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
    unstored = undefined;
  } catch {
    // Storage refused: the choice holds for this page only.
    unstored = theme;
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/**
 * The theme as a store (useSyncExternalStore): a choice made here or in another tab of the app
 * (a `storage` event) applies to this page and updates the top bar's switch.
 */
export function subscribeTheme(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(readTheme());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const currentTheme = (): ThemeChoice => unstored ?? readTheme();
