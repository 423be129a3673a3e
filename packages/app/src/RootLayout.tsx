import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, type NavigateOptions } from 'react-router';
import { PageLoading } from './PageLoading';
import { SessionProvider } from './session/SessionProvider';
import { useLinkHref } from '@wallet/screens';
import { RouterProvider } from '@wallet/ui';

// Demo mode only; __DEMO__ is false in a real build, so this chunk is not even emitted there.
// boot.tsx loads it with the demo's start: its shortcut (Alt+Shift+D) works once the page shows.
const DemoPanel = __DEMO__ ? lazy(() => import('./demo/DemoPanel')) : null;

// The type of the options ui's links pass to navigate (react-aria's RouterConfig, behind @wallet/ui).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Providers every page shares: react-aria links route through react-router, and the session
 * (idle timeout, logout everywhere). SWR's provider sits in the layouts that read data, so the
 * login page does not download it.
 */
export function RootLayout() {
  const navigate = useNavigate();
  // The real-API build's service worker and its notices, after the first page's first commit:
  // nothing of them is on the way to the first render.
  useEffect(() => {
    if (__SERVICE_WORKER__) void import('./serviceWorker/start');
  }, []);
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      <SessionProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {DemoPanel && (
          <Suspense>
            <DemoPanel />
          </Suspense>
        )}
      </SessionProvider>
      <ScrollRestoration />
    </RouterProvider>
  );
}
