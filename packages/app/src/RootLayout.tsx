import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from '@wallet/api';
import { SessionProvider } from './session/SessionProvider';

// Demo mode only; __DEMO__ is false in a real build, so this chunk is not even emitted there.
const DemoPanel = __DEMO__ ? lazy(() => import('./demo/DemoPanel')) : null;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Providers every page shares: react-aria links route through react-router, SWR with the spec's
 * query constants, and the session (idle timeout, logout everywhere).
 */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SWRConfig value={swrConfig}>
        <SessionProvider>
          <Outlet />
          {DemoPanel && (
            <Suspense>
              <DemoPanel />
            </Suspense>
          )}
        </SessionProvider>
      </SWRConfig>
    </RouterProvider>
  );
}
