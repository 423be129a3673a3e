/**
 * The motion preference a story's script sees (`parameters.motion`). The story tests run with
 * reduced motion, as the snapshots are taken (vitest.config.ts); a story about motion itself (a
 * carousel that rotates) asks for 'full', and one about the reduced behaviour for 'reduce', so it
 * shows the same in the Storybook UI of a browser without the preference. Only matchMedia
 * answers change: CSS media queries still follow the browser.
 */
export function stubMotionPreference(motion: 'full' | 'reduce'): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: motion === 'reduce',
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}
