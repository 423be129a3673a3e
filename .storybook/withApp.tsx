import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from '@wallet/api';
import { useLinkHref } from '@wallet/screens';

/** Story parameters the app decorators read. */
export interface AppParameters {
  /**
   * Mount the story in a memory router at this URL (and match it against `pattern`), with an
   * optional navigation state (what a screen receives from the page before it).
   */
  route?: AppRoute | (() => AppRoute);
}

interface AppRoute {
  path: string;
  pattern?: string;
  state?: unknown;
  /** A page visited before this one, for Back (history -1) to return to. */
  from?: string;
}

/** Where a screen navigated to: the path, and the navigation state it passed, for plays to read. */
function Navigated() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="navigated" data-state={state === null ? undefined : JSON.stringify(state)}>
      Navigated to {pathname}
      {search}
    </p>
  );
}

function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * The providers a screen has in the app: a router at `parameters.route` (react-aria links go
 * through it) and SWR with a fresh cache per story, so stories never share data. Errors are not
 * retried in stories, so an error state shows at once.
 */
export const withApp: Decorator = (Story, { parameters }) => {
  const declared = (parameters as AppParameters).route;
  // A function is read at render, after the story's beforeEach (e.g. a link the backend e-mailed).
  const route = typeof declared === 'function' ? declared() : declared;
  const content = (
    <SWRConfig value={{ ...swrConfig, shouldRetryOnError: false, provider: () => new Map() }}>
      <Story />
    </SWRConfig>
  );
  if (!route) return content;
  return (
    <MemoryRouter
      initialEntries={[
        ...(route.from ? [route.from] : []),
        {
          pathname: route.path.split('?')[0],
          search: route.path.includes('?') ? `?${route.path.split('?')[1]}` : '',
          state: route.state,
        },
      ]}
      initialIndex={route.from ? 1 : 0}
    >
      <AriaRouter>
        <Routes>
          <Route path={route.pattern ?? route.path.split('?')[0]} element={content} />
          <Route path="*" element={<Navigated />} />
        </Routes>
      </AriaRouter>
    </MemoryRouter>
  );
};
