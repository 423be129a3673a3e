import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from '@wallet/api';
import { SessionProvider } from './session/SessionProvider';

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
        </SessionProvider>
      </SWRConfig>
    </RouterProvider>
  );
}
