import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppRoot as AppRootType } from '../AppRoot';
import type { loadRouteModules as loadRouteModulesType, routes as routesType } from '../router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The build defines it; the real-API build is the one prerendered.
vi.hoisted(() => Object.assign(globalThis, { __DEMO__: false, __SERVICE_WORKER__: false }));

const { PRERENDERED_PATHS, renderPage } = await import('./renderPage');

let AppRoot: typeof AppRootType;
let loadRouteModules: typeof loadRouteModulesType;
let routes: typeof routesType;

describe('renderPage', () => {
  let login: string;
  let hydrationData: string;
  beforeAll(async () => {
    ({ html: login, hydrationData } = await renderPage('/login'));
    // The client's modules afresh, as the browser has them: the prerender's router loaded the
    // route table's lazy parts (a build renders in a process of its own).
    vi.resetModules();
    ({ AppRoot } = await import('../AppRoot'));
    ({ loadRouteModules, routes } = await import('../router'));
    // The server renderer leaves the last context values it rendered with in React's context
    // objects (it runs apart from the client's in a real build); a render from the root context
    // puts the defaults back for the client render below.
    await prerender(null);
    // jsdom has no media queries; the promo's carousel asks one (ui useMediaQuery).
    window.matchMedia ??= (query) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  // The hydrated app keeps timers (the carousel, the form's deferred load): each test ends it.
  const mounted: { root: Root; container: HTMLElement }[] = [];
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      act(() => root.unmount());
      container.remove();
    }
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('gives the router state of a page without loaders for the client router', () => {
    expect(JSON.parse(hydrationData)).toEqual({ loaderData: {}, actionData: null, errors: null });
  });

  it('prerenders the login page whole, with nothing the CSP would block', () => {
    expect(PRERENDERED_PATHS).toContain('/login');
    expect(login).toMatch(/<h1[^>]*>Log In<\/h1>/);
    expect(login).toContain('Email Address');
    expect(login).toContain('data-testid="recaptcha-badge"');
    // No inline script (script-src 'self') and no style attribute (style-src has no
    // 'unsafe-inline'); no boundary left for the client to fill in either.
    expect(login).not.toMatch(/<script|\sstyle="|<template|<!--\$[?!]-->/);
  });

  /** Hydrates the prerendered page as boot.tsx does; resolves to React's recoverable errors. */
  async function hydrate(html: string) {
    const onRecoverableError = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    // The prerendered page as the browser parses it from the HTML file.
    // eslint-disable-next-line no-restricted-syntax
    container.innerHTML = html;
    const heading = container.querySelector('h1');
    window.history.replaceState(null, '', '/login');
    await loadRouteModules('/login');
    const router = createBrowserRouter(routes, { hydrationData: JSON.parse(hydrationData) });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppRoot>
          <RouterProvider router={router} />
        </AppRoot>,
        { onRecoverableError },
      );
    });
    if (root) mounted.push({ root, container });
    return { container, heading, onRecoverableError, router };
  }

  it.each([
    ['a signed-out visitor', () => {}],
    [
      'a visitor whose code is pending',
      () => {
        sessionStorage.setItem('access_token', 't');
        sessionStorage.setItem('code_pending', 'login');
      },
    ],
  ])('hydrates for %s without a mismatch, keeping the HTML', async (_who, arrange) => {
    arrange();
    const { container, heading, onRecoverableError } = await hydrate(login);
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The same element: React adopted the HTML rather than rendering it again.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('hydrates for a signed-in visitor without a mismatch, then goes on to /dashboard', async () => {
    sessionStorage.setItem('access_token', 't');
    const { onRecoverableError, router } = await hydrate(login);
    expect(onRecoverableError).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a page that differs from its HTML is rendered again on the client', async () => {
    const { container, onRecoverableError } = await hydrate(login.replace('Log In</h1>', 'X</h1>'));
    await vi.waitFor(() => expect(onRecoverableError).toHaveBeenCalled());
    expect(container.querySelector('h1')).toHaveTextContent('Log In');
  });
});
