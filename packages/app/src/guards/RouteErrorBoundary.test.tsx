import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@wallet/screens';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Throw({ error }: { error: unknown }): never {
  throw error;
}

// What Chromium says when a route's chunk is gone after a deploy (404) or the network dropped.
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/profile-Ab12.js');

beforeEach(() => {
  sessionStorage.clear();
  // React logs every error a boundary catches; the app reports them through the root instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../routes/error');
});

describe('RouteErrorBoundary', () => {
  it('shows the error page for a render error even when no chunk can load any more', async () => {
    // From now on every module import fails, as after a deploy replaced the chunks: the error
    // page must already be part of the boundary's own code.
    vi.doMock('../routes/error', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/error-Zz9.js');
    });
    const reload = vi.fn();
    render(
      <RouteErrorBoundary reload={reload}>
        <Throw error={new Error('render failed')} />
      </RouteErrorBoundary>,
    );

    // Rendered at once, without waiting for anything to load.
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(GENERIC_ERROR_MESSAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeVisible();
    expect(main).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk fails to load, and offers Reload when it fails again', async () => {
    const reload = vi.fn();
    const first = render(
      <RouteErrorBoundary reload={reload}>
        <Throw error={chunkError()} />
      </RouteErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    first.unmount();

    // The page after that reload: the chunk is still missing, so no second automatic reload.
    render(
      <RouteErrorBoundary reload={reload}>
        <Throw error={chunkError()} />
      </RouteErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offers Reload without reloading by itself while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    render(
      <RouteErrorBoundary reload={reload}>
        <Throw error={chunkError()} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the error when the user moves to another page', () => {
    const view = render(
      <RouteErrorBoundary resetKey="/profile">
        <Throw error={new Error('render failed')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    view.rerender(
      <RouteErrorBoundary resetKey="/dashboard">
        <p>Dashboard</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeVisible();
  });
});
