import { configureApi, sessionStore } from '@wallet/api';
import type * as MockBackend from './mockBackend';
import styles from './startDemo.module.css';

/**
 * Starts the mock backend (MSW in a service worker, mockBackend.ts): API calls on this origin are
 * answered by it, and the api client holds them until it runs (`ready`). Resolves when the first
 * page may render: at once for a signed-in visitor, whose pages show their shell and placeholders
 * until their calls answer anyway, so they paint while the backend downloads and starts; once the
 * backend runs for the others, as a public page may be used the moment it shows (e2e/demo.ts and
 * the bench call the backend as soon as it does). A backend that does not download fails the
 * signed-in page's calls as network errors, and the boot of a public page (the error page).
 */
export async function startDemo(backend: Promise<typeof MockBackend>) {
  // MSW tells the worker this page is gone at `beforeunload`: calls sent after it would reach
  // the static server (404s). A page left before the backend ran (a reload, a navigation while
  // it starts) keeps its calls waiting instead.
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true), { once: true });
  const running = startMockBackend(backend).then(() =>
    leaving ? new Promise<never>(() => {}) : undefined,
  );
  configureApi({ ready: running });
  if (sessionStore.hasAccessToken()) running.catch(() => {});
  else await running;
}

/**
 * If the worker cannot start, the page says why and how to fix it, and the demo goes no further:
 * the app would only fail at its first call (and a generic error page would not say why).
 */
async function startMockBackend(backend: Promise<typeof MockBackend>) {
  const { worker } = await backend;
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

/**
 * Plain DOM, in place of the app: nothing of it has rendered on a public page; a signed-in page
 * has (its shell, waiting for its calls), and is hidden rather than removed, as React owns it.
 */
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
  root.hidden = true;
  root.before(main);
}
