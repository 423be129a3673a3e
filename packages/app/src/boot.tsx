import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApi } from '@wallet/api';
import {
  activateLocale,
  addCatalog,
  DEVICE_LOCALE_KEY,
  pickLocale,
  SOURCE_LOCALE,
} from '@wallet/ui';
import { AppRoot } from './AppRoot';
import { initReporting, rootErrorOptions } from './reporting';
import { readHydrationData } from './hydrationData';
import { loadRouteModules, routes } from './router';
import { renderStaticErrorPage } from './routes/error';

/** A boot failure (the demo's chunk did not load) goes through the boundary like a render error. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Demo mode: the mock backend answers before the first page (its loaders) asks it anything. */
async function startDemoMode() {
  if (__DEMO__) {
    // The mock backend (MSW and the mocks) downloads with the start module, not after it.
    const backend = import('./demo/mockBackend');
    const { startDemo } = await import('./demo/startDemo');
    await Promise.all([startDemo(backend), import('./demo/DemoPanel').catch(() => {})]);
  }
}

function readDeviceLocale() {
  try {
    return localStorage.getItem(DEVICE_LOCALE_KEY);
  } catch {
    return null;
  }
}

async function boot() {
  // Not a static import: the router is created (and the first page's loaders send their reads)
  // while react-dom's client, asked for with the boot, still downloads (render.tsx).
  const rendering = import('./render');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Demo builds only: 'pseudo' stored as this device's language shows the pseudo-locale (every
  // message accented and 40 % longer, as in Storybook) for the layout checks of
  // e2e/overflow.spec.ts; the API still gets English. The real build has none of it (__DEMO__ is
  // false there: neither this code nor the catalog's chunk).
  const pseudo = __DEMO__ && readDeviceLocale() === 'pseudo';
  if (pseudo) addCatalog('pseudo', () => import('@wallet/ui/locales/pseudo.po'));
  // The language last used on this device, else the browser's, else English (docs/i18n.md), as
  // the boot script picked it before the first paint (boot/locale.js).
  const locale = pseudo ? SOURCE_LOCALE : pickLocale([readDeviceLocale(), ...navigator.languages]);
  // The page's own catalog, where its HTML names one and the boot script added it for the page's
  // language before any module ran (not for a page the service worker serves: the whole catalog
  // is in its cache): the first page renders with it, the rest comes after its paint
  // (catalogGate.ts).
  const own = !pseudo && document.querySelector<HTMLLinkElement>('link[data-page-catalog]')?.href;
  const gate = own ? import('./catalogGate') : undefined;
  const activating = own
    ? gate!.then((m) => m.activateOwn(locale, () => import(/* @vite-ignore */ own), routes))
    : activateLocale(pseudo ? 'pseudo' : locale);
  // Awaited before the render (below), after other awaits: no unhandled rejection meanwhile.
  activating.catch(() => {});
  // A prerendered page (prerender/plugin.ts) is on screen already: React takes over its HTML.
  // One in another language (the boot script hid it) renders afresh.
  const prerendered =
    container.firstElementChild !== null &&
    !document.documentElement.hasAttribute('data-locale-pending');

  let app;
  let router;
  let gated: Awaited<typeof gate>;
  try {
    configureApi({
      // Demo mode answers on this origin; a real build talks to VITE_API_HOST.
      host: __DEMO__ ? '' : (import.meta.env.VITE_API_HOST ?? ''),
      clientId: import.meta.env.VITE_CLIENT_ID ?? 'web-app',
      clientSecret: import.meta.env.VITE_CLIENT_SECRET ?? '',
      scopes: import.meta.env.VITE_SCOPES ?? '',
      recaptchaSiteKey: __DEMO__ ? '' : (import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? ''),
      locale,
    });
    // The routes wait for the whole catalog from the second page on (catalogGate.ts).
    gated = await gate;
    await Promise.all([
      startDemoMode(),
      prerendered ? loadRouteModules(window.location.pathname) : undefined,
    ]);
    // The first page's loaders send its reads here, while the catalog may still be on its way:
    // no read waits for the language, only the render does.
    router = createBrowserRouter(routes, {
      hydrationData: prerendered ? readHydrationData() : undefined,
    });
    app = <RouterProvider router={router} />;
    await activating;
  } catch (error) {
    app = <Rethrow error={error} />;
  }

  const options = rootErrorOptions(() => renderStaticErrorPage(container));
  const { render } = await rendering;
  render(container, <AppRoot>{app}</AppRoot>, { prerendered, options });
  // The rest of the language's catalog once the first page is shown (catalogGate.ts).
  gated?.pageRendered();
  // Sentry, where configured, once the page is React's.
  void initReporting();
  // Field timings only where a collector is configured (a build-time constant: otherwise this
  // is dropped from the build), for the route the visit landed on.
  const vitals = import.meta.env.VITE_VITALS_URL;
  if (!__DEMO__ && vitals && router) {
    const { matches } = router.state;
    void import('./fieldTimings/fieldTimings').then(({ reportFieldTimings, routePattern }) =>
      reportFieldTimings(vitals, routePattern(matches), __APP_VERSION__),
    );
  }
}

void boot();
