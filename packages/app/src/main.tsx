import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApi } from '@wallet/api';
import '@wallet/ui/styles.css';
import { initReporting } from './reporting';
import { AppRoutes } from './router';

async function boot() {
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
    await startDemo();
  }
  void initReporting();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();
