import { Suspense } from 'react';
import { Route } from 'react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, preloadMatches } from './lazyPage';

const module = (text: string) => ({ Component: () => <p>{text}</p> });

describe('page', () => {
  it('suspends on a first render that was not preloaded', async () => {
    const Page = page(() => Promise.resolve(module('Loaded')));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Page = page(() => Promise.resolve(module('Loaded')));
    await Page.preload('/');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

describe('preloadMatches', () => {
  it("loads the pages the path matches, layouts included, and the module's own sub-routes", async () => {
    const subRoutes = vi.fn(() => Promise.resolve());
    const loads = { layout: vi.fn(), login: vi.fn(), other: vi.fn(), nested: vi.fn() };
    const Layout = page(() => (loads.layout(), Promise.resolve(module('layout'))));
    const Login = page(() => (loads.login(), Promise.resolve(module('login'))));
    const Other = page(() => (loads.other(), Promise.resolve(module('other'))));
    const Nested = page(
      () => (loads.nested(), Promise.resolve({ ...module('nested'), preloadRoute: subRoutes })),
    );
    const routes = (
      <>
        <Route element={<Layout />}>
          <Route path="/login" element={<Login />} />
          <Route path="/other" element={<Other />} />
        </Route>
        <Route path="*" element={<Nested />} />
      </>
    );

    await preloadMatches(routes, '/login');
    expect(loads.layout).toHaveBeenCalledOnce();
    expect(loads.login).toHaveBeenCalledOnce();
    expect(loads.other).not.toHaveBeenCalled();
    expect(loads.nested).not.toHaveBeenCalled();

    await preloadMatches(routes, '/dashboard');
    expect(loads.nested).toHaveBeenCalledOnce();
    expect(subRoutes).toHaveBeenCalledWith('/dashboard');
  });
});
