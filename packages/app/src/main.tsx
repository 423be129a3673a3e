import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApi } from '@wallet/api';
import '@wallet/ui/styles.css';
import { RouteErrorBoundary } from './guards/RouteErrorBoundary';
import { initReporting, rootErrorOptions } from './reporting';
import { DemoPanel } from './RootLayout';
import { AppRoutes, preloadRoute } from './router';
import { renderStaticErrorPage } from './routes/error';

/** A boot failure (the demo's chunk did not load) goes through the boundary like a render error. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(
    container,
    rootErrorOptions(() => renderStaticErrorPage(container)),
  );
  void initReporting();

  // The first page's modules (layouts and page, with the files they import), all requested now,
  // in parallel with the demo's start: rendered once they are in, the first screen appears whole
  // in one commit instead of a chain of lazy imports, each revealed ~300 ms after the last. A
  // module that fails to load is left to the page's own import, which shows the error page.
  const firstPage = preloadRoute(window.location.pathname).catch(() => {});

  let app: ReactNode;
  try {
    const env = import.meta.env;
    configureApi({
      // Demo mode answers on this origin; a real build talks to VITE_API_HOST.
      host: __DEMO__ ? '' : (env.VITE_API_HOST ?? ''),
      clientId: env.VITE_CLIENT_ID ?? 'web-app',
      clientSecret: env.VITE_CLIENT_SECRET ?? '',
      scopes: env.VITE_SCOPES ?? '',
      recaptchaSiteKey: __DEMO__ ? '' : (env.VITE_RECAPTCHA_SITE_KEY ?? ''),
    });
    if (__DEMO__) {
      const { startDemo } = await import('./demo/startDemo');
      await Promise.all([
        startDemo(),
        DemoPanel?.preload(window.location.pathname).catch(() => {}),
      ]);
    }
    await firstPage;
    app = (
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    );
  } catch (error) {
    app = <Rethrow error={error} />;
  }

  // The outermost boundary wraps every provider: nothing that throws leaves an empty #root.
  root.render(
    <StrictMode>
      <RouteErrorBoundary>{app}</RouteErrorBoundary>
    </StrictMode>,
  );
}

void boot();
