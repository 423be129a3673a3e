import { Component, lazy, Suspense, type ReactNode } from 'react';

// Loaded only when something breaks.
const RouteErrorPage = lazy(() => import('../routes/error'));

interface Props {
  /** The current path: moving to another page clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches render errors and failed route chunk loads below it and shows the error page. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
