import { lazy, Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useNextSubmit } from './useNextSubmit';

function Step({ to, onValid = () => {} }: { to: string; onValid?: () => void }) {
  const form = useForm({ defaultValues: { name: 'Ana' } });
  const { search } = useLocation();
  const { submit } = useNextSubmit(form, (_, go) => {
    onValid();
    go(to);
  });
  return (
    <form onSubmit={submit} aria-label={`at ${search}`}>
      <button type="submit">Next</button>
    </form>
  );
}

/** Presses Next and lets the (async) validation finish before the next press. */
async function pressNext() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useNextSubmit', () => {
  it('moves on once while the next page is still loading: one history entry, one handler run', async () => {
    let loaded = (_: unknown) => {};
    // The next page's code is still downloading, so this page stays on screen meanwhile.
    const NextPage = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          loaded = resolve as never;
        }),
    );
    const onValid = vi.fn();
    // As in the app: one Suspense around the pages, so a navigation keeps the current page shown.
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>Loading</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            { path: '/a', element: <Step to="/b" onValid={onValid} /> },
            { path: '/b', element: <NextPage /> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await pressNext();
    await pressNext();
    expect(onValid).toHaveBeenCalledTimes(1);

    await act(async () => loaded({ default: () => <h1>Step B</h1> }));
    expect(await screen.findByRole('heading', { name: 'Step B' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('may move on again once the location has changed under the same page', async () => {
    const router = createMemoryRouter([{ path: '/a', element: <Step to="/a?again" /> }], {
      initialEntries: ['/a?first'],
    });
    render(<RouterProvider router={router} />);
    await pressNext();
    expect(router.state.location.search).toBe('?again');
    expect(screen.getByRole('form', { name: 'at ?again' })).toBeInTheDocument();
    await act(() => router.navigate('/a?other'));
    await pressNext();
    expect(router.state.location.search).toBe('?again');
  });
});
