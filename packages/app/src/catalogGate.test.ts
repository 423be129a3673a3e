// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ui from '@wallet/ui';

const whole = vi.hoisted(() => vi.fn<() => Promise<{ messages: Record<string, string> }>>());
vi.mock('@wallet/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof ui>()),
  loadCatalog: whole,
}));
const gate = () => import('./catalogGate');

/** A page's own catalog, as its module gives it. */
const ownCatalog = (messages: Record<string, string>) => async () => ({ messages });

afterEach(() => {
  whole.mockReset();
  vi.resetModules();
});

describe("a page's own catalog (catalogGate.ts)", () => {
  it('makes the language active with it; the rest comes once, when asked, and stays', async () => {
    const { activateOwn, completeCatalog } = await gate();
    whole.mockResolvedValue({ messages: { own: 'propio', rest: 'resto' } });
    await activateOwn('es', ownCatalog({ own: 'propio' }), []);
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n._({ id: 'own', message: 'own' })).toBe('propio');
    // Not the page's: its source text until the rest is in.
    expect(i18n._({ id: 'rest', message: 'rest' })).toBe('rest');
    expect(whole).not.toHaveBeenCalled();
    await Promise.all([completeCatalog(), completeCatalog()]);
    expect(whole).toHaveBeenCalledOnce();
    expect(i18n._({ id: 'rest', message: 'rest' })).toBe('resto');
    await completeCatalog();
    expect(whole).toHaveBeenCalledOnce();
  });

  it('loads the rest again after a failure', async () => {
    const { activateOwn, completeCatalog } = await gate();
    whole
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ messages: { later: 'más tarde' } });
    await activateOwn('es', ownCatalog({}), []);
    await expect(completeCatalog()).rejects.toThrow('Failed to fetch');
    await completeCatalog();
    expect(i18n._({ id: 'later', message: 'later' })).toBe('más tarde');
  });

  it('takes the whole catalog when its own cannot be had', async () => {
    const { activateOwn } = await gate();
    const { activateLocale } = await import('@wallet/ui');
    await activateLocale('en');
    await activateOwn('es', () => Promise.reject(new TypeError('Failed to fetch')), []);
    expect(i18n.locale).toBe('es');
    // The whole catalog's messages, from activateLocale's own load.
    const { messages } = await import('@wallet/ui/locales/es.po');
    const [id] = Object.keys(messages);
    expect(i18n._({ id: id!, message: 'English' })).not.toBe('English');
  });

  it("keeps every page after the first waiting for the rest; never a route's loader", async () => {
    const { activateOwn, pageRendered, gateRoutes } = await gate();
    let release = () => {};
    whole.mockReturnValue(new Promise((resolve) => (release = () => resolve({ messages: {} }))));
    await activateOwn('es', ownCatalog({}), []);
    const page = vi.fn(async () => ({}));
    const loader = vi.fn(async () => null);
    const Component = vi.fn(async () => () => null);
    const routes: RouteObject[] = [
      { lazy: page, children: [{ path: '/x', lazy: { loader, Component } }] },
    ];
    gateRoutes(routes);
    const lazyOf = (route: RouteObject) => route.lazy as () => Promise<unknown>;
    const child = routes[0]!.children![0]!.lazy as Record<string, () => Promise<unknown>>;
    // The first page's own parts load at once.
    await lazyOf(routes[0]!)();
    expect(page).toHaveBeenCalledOnce();
    pageRendered();
    const loading = child.Component!();
    await child.loader!();
    expect(loader).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(Component).not.toHaveBeenCalled();
    release();
    await loading;
    expect(Component).toHaveBeenCalledOnce();
  });
});
