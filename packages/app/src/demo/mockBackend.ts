import { setupWorker } from 'msw/browser';
import { createHandlers, DemoBackend, localStoragePersistence } from '@wallet/mocks';

/** The demo backend, kept in localStorage so reloads keep what the user did. */
export const backend = new DemoBackend(localStoragePersistence());

/** MSW's service worker, answering this origin's API calls from the demo backend. */
export const worker = setupWorker(...createHandlers(backend));
