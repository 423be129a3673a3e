import { setupWorker } from 'msw/browser';
import { createHandlers, DemoBackend, localStoragePersistence } from '@wallet/mocks';
import styles from './startDemo.module.css';

/** The demo backend, kept in localStorage so reloads keep what the user did. */
export const backend = new DemoBackend(localStoragePersistence());

/**
 * Starts the mock backend in a service worker; API calls on this origin are answered by it. If the
 * worker cannot start, the page says why and how to fix it, and the boot goes no further: the app
 * would only fail at its first call (and a generic error page would not say why).
 */
export async function startDemo() {
  const worker = setupWorker(...createHandlers(backend));
  try {
    await withUpdateFailuresCaught(() =>
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
      }),
    );
  } catch (error) {
    console.error(error);
    showStartFailure(error);
    return new Promise<never>(() => {});
  }
}

/**
 * MSW asks an existing registration to update and never handles a failure (mswjs/msw#2006). It
 * fails on every full page load of a tab whose worker is going away: the worker unregisters
 * itself when its last page unloads, so the next page finds the dying registration ("Failed to
 * update a ServiceWorker ... Not found"); offline, the script cannot be fetched either. The
 * running worker still answers this page, so the failure is caught, only during the start.
 */
async function withUpdateFailuresCaught(start: () => Promise<unknown>) {
  // Not exposed where service workers are not (an insecure origin): MSW then mocks in the page.
  if (typeof ServiceWorkerRegistration === 'undefined') return start();
  const proto = ServiceWorkerRegistration.prototype;
  const { update } = proto;
  proto.update = function (this: ServiceWorkerRegistration) {
    return update.call(this).catch(() => this);
  };
  try {
    return await start();
  } finally {
    proto.update = update;
  }
}

/** Plain DOM: nothing of the app has rendered when this shows. */
function showStartFailure(error: unknown) {
  const root = document.getElementById('root');
  if (!root) return;
  const main = document.createElement('main');
  main.className = styles.failure ?? '';
  const heading = document.createElement('h1');
  heading.textContent = 'The demo could not start';
  const what = document.createElement('p');
  what.textContent =
    'The demo backend runs in a service worker in this browser, and the worker did not start: ' +
    (error instanceof Error ? error.message : String(error));
  const fix = document.createElement('p');
  fix.textContent =
    'Service workers need http://localhost or https (not a network address over http) and a ' +
    `window that allows them (some private windows do not). Open it at http://localhost:${location.port}` +
    ' on the machine that serves it, in a normal window, or reload this page.';
  main.append(heading, what, fix);
  root.replaceChildren(main);
}
