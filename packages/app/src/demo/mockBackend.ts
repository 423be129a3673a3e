import { getResponse } from 'msw';
import { createHandlers, DemoBackend, localStoragePersistence } from '@wallet/mocks';

/** The demo backend, kept in localStorage so reloads keep what the user did. */
export const backend = new DemoBackend(localStoragePersistence());

const handlers = createHandlers(backend);

/**
 * The demo backend's answer to a request, run in the page by MSW's request matching alone (no
 * service worker, no interceptors: `getResponse`); undefined for a call it has no handler for.
 */
export const answer = (request: Request) => getResponse(handlers, request);
