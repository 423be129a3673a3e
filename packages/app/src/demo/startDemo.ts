import { sessionStore } from '@wallet/api';
import type * as MockBackend from './mockBackend';

/**
 * Demo mode: the page's calls to `/api/` on its own origin are answered in the page by the mock
 * backend (mockBackend.ts), through `fetch`, which the api client and the tests call; anything
 * else goes to the network. No service worker: the demo runs on any origin (a phone on the
 * network over http), and its first page does not wait for a worker to register and start.
 *
 * Resolves when the first page may render: at once for a signed-in visitor, whose pages show
 * their shell and placeholders until their calls answer anyway (the calls wait for the backend's
 * download); once the backend has loaded for the others, as a public page may be used the moment
 * it shows (e2e/demo.ts and the bench call the backend as soon as it does). A backend that does
 * not download fails the signed-in page's calls as network errors, and the boot of a public page
 * (the error page).
 */
export async function startDemo(backend: Promise<typeof MockBackend>) {
  answerApiCallsFrom(backend);
  unregisterOldWorker();
  if (sessionStore.hasAccessToken()) backend.catch(() => {});
  else await backend;
}

function answerApiCallsFrom(backend: Promise<typeof MockBackend>) {
  const network = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith('/api/'))
      return network(input, init);
    const request = input instanceof Request ? new Request(input, init) : new Request(url, init);
    const body = request.body ? await request.clone().text() : '';
    const { answer } = await backend;
    request.signal.throwIfAborted();
    // A path the backend has no handler for is one a real backend would not know either.
    const response = (await answer(request)) ?? new Response(null, { status: 404 });
    // The calls are not in the browser's network panel: here instead (the console's Verbose
    // level), and e2e/demo.ts counts them from these lines.
    // eslint-disable-next-line no-console -- Verbose: hidden unless asked for
    console.debug(
      `[demo backend] ${request.method} ${url.pathname}${url.search} ${shown(body)} → ${response.status}`,
    );
    return response;
  };
}

/** Secrets (even the demo's) are not written to the console: passwords, codes, tokens, PINs. */
const SECRET_KEY = /password|token|secret|(^|_)(code|pin)$/i;
const shown = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), (key, value: unknown) =>
      SECRET_KEY.test(key) && typeof value !== 'object' ? '…' : value,
    );
  } catch {
    return body;
  }
};

/**
 * Earlier demos ran the backend in MSW's service worker (mockServiceWorker.js); a browser that
 * kept it registered would hand it this origin's requests still, to pass them on.
 */
function unregisterOldWorker() {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) =>
      registrations
        .filter(({ active }) => active?.scriptURL.endsWith('/mockServiceWorker.js'))
        .forEach((registration) => void registration.unregister()),
    )
    .catch(() => {});
}
