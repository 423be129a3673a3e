import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  type InitialEntry,
} from 'react-router';
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
  /** The history entry's key, which a reload keeps (what a flow's end is kept against). */
  key?: string;
  /** A page visited before this one, for Back (history -1) to return to. */
  from?: string;
  /**
   * Pages at other paths (pattern -> component): where a redirect or a link lands, so a story
   * about a redirect ends on the destination page rather than a line of text.
   */
  pages?: Record<string, ComponentType>;
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

function AriaRouter() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/** The story, rendered by the router's route at the story's path (the latest render's). */
const StoryContent = createContext<ReactNode>(null);
const StoryRoute = () => useContext(StoryContent);

/**
 * A data router in memory, as the app has (screens may block navigation, `useBlocker`): the
 * story at its pattern, any other path shows where the screen navigated. Made once per story.
 */
function StoryRouter({
  entries,
  pattern,
  content,
  pages = {},
}: {
  entries: InitialEntry[];
  pattern: string;
  content: ReactNode;
  pages?: Record<string, ComponentType>;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: AriaRouter,
          children: [
            { path: pattern, Component: StoryRoute },
            ...Object.entries(pages).map(([path, Component]) => ({ path, Component })),
            { path: '*', Component: Navigated },
          ],
        },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    ),
  );
  return (
    <StoryContent.Provider value={content}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
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
  const withData = (children: ReactNode) => (
    <SWRConfig value={{ ...swrConfig, shouldRetryOnError: false, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
  if (!route) return withData(<Story />);
  const [pathname = '', search] = route.path.split('?');
  // The story's pages share one data cache, as the app's pages do.
  return withData(
    <StoryRouter
      entries={[
        ...(route.from ? [route.from] : []),
        {
          pathname,
          search: search === undefined ? '' : `?${search}`,
          state: route.state,
          ...(route.key ? { key: route.key } : {}),
        },
      ]}
      pattern={route.pattern ?? pathname}
      content={<Story />}
      pages={route.pages}
    />,
  );
};
