import { setupWorker } from 'msw/browser';
import { createHandlers, DemoBackend, localStoragePersistence } from '@wallet/mocks';

/** The demo backend, kept in localStorage so reloads keep what the user did. */
export const backend = new DemoBackend(localStoragePersistence());

/** Starts the mock backend in a service worker; API calls on this origin are answered by it. */
export async function startDemo() {
  const worker = setupWorker(...createHandlers(backend));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
