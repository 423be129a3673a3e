import { Component, useEffect, useState, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, mayAutoReload, noteAutoReload } from './chunkReload';
import { PageLoading } from '../PageLoading';
import { reportError } from '../reporting';
// Static, not lazy: when a deploy replaced the chunks or the network dropped, a lazily loaded
// error page would fail to load too and leave an empty #root.
import ErrorPage from '../routes/error';

interface Props {
  /** The current path: moving to another page clears a caught error. None at the top level. */
  resetKey?: string;
  /** How the page reloads (the Reload button, the one automatic reload); tests pass a spy. */
  reload?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string | undefined;
  /** A chunk failed, most likely after a new deploy: the page reloads itself, once. */
  reloading: boolean;
}

const reloadPage = () => window.location.reload();

/**
 * The routes' error element (router.tsx): what the router caught below it (a render error, a
 * page's code that did not load) on the error page, the boundary's way. A chunk that failed
 * reloads the page once. Moving to another page clears it (the router's doing).
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && mayAutoReload());
  useEffect(() => {
    // React reports the render errors the router catches (boot.tsx); a failed load is not one.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's log label
    if (isChunkLoadError(error)) reportError(error, 'Page code did not load');
    if (!reloading) return;
    noteAutoReload();
    reloadPage();
  }, [error, reloading]);
  if (reloading) return <PageLoading />;
  return <ErrorPage error={error ?? new Error('Unknown error')} onReload={reloadPage} />;
}

/**
 * Around the router (AppRoot): catches render errors and failed chunk loads below it and shows the error page. React reports
 * what it catches through the root's `onCaughtError` (boot.tsx), so the boundary does not.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, key: this.props.resetKey, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      error: error ?? new Error('Unknown error'),
      reloading: isChunkLoadError(error) && mayAutoReload(),
    };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key
      ? null
      : { error: undefined, key: props.resetKey, reloading: false };
  }

  override componentDidCatch() {
    if (!this.state.reloading) return;
    noteAutoReload();
    this.reload();
  }

  private reload = () => (this.props.reload ?? reloadPage)();

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.reloading) return <PageLoading />;
    return <ErrorPage error={this.state.error} onReload={this.reload} />;
  }
}
