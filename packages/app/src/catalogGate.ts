import { i18n, type Messages } from '@lingui/core';
import type { RouteObject } from 'react-router';
import { activateLocale, loadCatalog, whenPageShown } from '@wallet/ui';

/**
 * A page whose file names a catalog of its own (prerender/plugin.ts; docs/i18n.md, "Each page's
 * file names a catalog of its own"): the boot loads this module for it alone, so an English page
 * carries none of it. The language is active with the page's own messages; the rest of its
 * catalog comes once the page is shown, and every page loaded after the first waits for it.
 */

// The rest of the catalog, until it is in.
let rest: (() => Promise<void>) | undefined;
let completing: Promise<void> | undefined;

/**
 * Makes `locale` active with the page's own catalog (the whole one if it cannot be had), and
 * first, before the router is made, the lazy parts of its `routes` wait for the rest from the
 * second page on (gateRoutes).
 */
export async function activateOwn(
  locale: string,
  own: () => Promise<{ messages: Messages }>,
  routes: RouteObject[],
) {
  gateRoutes(routes);
  const part = await own().catch(() => undefined);
  if (!part) return activateLocale(locale);
  i18n.loadAndActivate({ locale, messages: part.messages });
  document.documentElement.lang = locale;
  rest = () => loadCatalog(locale).then(({ messages }) => i18n.load(locale, messages));
}

/**
 * Resolves once the whole catalog is in: loads the rest (once, again after a failure) and adds it;
 * at once when there is none to load (in, or another language chosen since).
 */
export function completeCatalog(): Promise<void> {
  if (!rest) return Promise.resolve();
  completing ??= rest().then(
    () => void (rest = undefined),
    (error: unknown) => {
      completing = undefined;
      throw error;
    },
  );
  return completing;
}

let firstPage = true;
/**
 * The first page is rendered: the rest of the catalog is asked for once the browser has shown it
 * (not to share the line with its paint), and the routes loaded from now on wait for it.
 */
export function pageRendered() {
  firstPage = false;
  whenPageShown(() => void completeCatalog().catch(() => {}));
}

const ready = () => (firstPage ? undefined : completeCatalog());

/**
 * Makes each lazy part of the route table wait, once the first page is rendered, for the whole
 * catalog: the first page's file named only its own messages, so another page never renders a
 * message before its translation is in. A route's loader does not wait: its reads leave with the
 * page's code.
 */
export function gateRoutes(routes: RouteObject[]) {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function')
      route.lazy = async () => {
        await ready();
        return lazy();
      };
    else if (lazy)
      for (const [key, load] of Object.entries(lazy) as [string, () => Promise<unknown>][])
        if (key !== 'loader')
          Object.assign(lazy, {
            [key]: async () => {
              await ready();
              return load();
            },
          });
    if (route.children) gateRoutes(route.children);
  }
}
