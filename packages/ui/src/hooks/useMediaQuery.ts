import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the sidebar becomes a full-screen top sheet. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query, not text
export const MOBILE_QUERY = '(max-width: 767px)';

/** The user prefers reduced motion. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query, not text
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
