import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';

/**
 * Puts the app into #root: takes over a prerendered page's HTML, else renders it. A module of its
 * own, with react-dom's client (the largest chunk of the start): boot.tsx creates the router
 * without it, so the first page's loaders send its reads while react-dom is still downloading
 * (route-pages.mjs `BOOT`: every HTML that asks for the boot asks for this too).
 */
export function render(
  container: HTMLElement,
  app: ReactNode,
  { prerendered, options }: { prerendered: boolean; options: RootOptions },
) {
  if (prerendered) {
    // A transition: React hydrates in slices, yielding between them, so taking over the page
    // adds no long task (all of it runs after the first paint, where every long task counts).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    createRoot(container, options).render(app);
  }
}
