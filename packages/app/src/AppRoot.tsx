import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { LocaleProvider } from '@wallet/ui';
import { RouteErrorBoundary } from './guards/RouteErrorBoundary';

/**
 * What the root renders around the router: the browser's router in boot.tsx, a fixed location in
 * the build's prerender (prerender/renderPage.tsx). One component for both, so the prerendered
 * HTML and the client's first render are the same tree and hydrate without a mismatch. The
 * outermost boundary wraps every provider: nothing that throws leaves an empty #root.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  // The page is in the visitor's language now: shown (a page prerendered in another one was
  // hidden by the boot script, boot/locale.js), before the browser paints this render.
  useLayoutEffect(() => document.documentElement.removeAttribute('data-locale-pending'), []);
  return (
    <StrictMode>
      <LocaleProvider>
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </LocaleProvider>
    </StrictMode>
  );
}
